import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// ---------- German: fake news advertorial -> "AI trading" lead form ----------
const advHost = 'nachrichten-heute24.finanz-exklusiv.de.com';
const advPage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Günther Jauch verrät live im TV, wie er mit 250 € ein Vermögen aufgebaut hat – Sender bricht Interview ab</title>
<style>
body{margin:0;font-family:Georgia,serif;background:#fff;color:#111}.mast{border-bottom:4px solid #d00;padding:10px 16px;display:flex;justify-content:space-between;align-items:center;font-family:Arial}
.mast b{font-size:30px;letter-spacing:-1px}.mast b i{color:#d00;font-style:normal}.mast span{font-size:12px;color:#666}
.cats{font-family:Arial;font-size:13px;background:#111;color:#fff;padding:6px 16px}.cats a{color:#fff;margin-right:14px;text-decoration:none}
article{max-width:720px;margin:20px auto;padding:0 16px;line-height:1.65;font-size:18px}h1{font-size:32px;line-height:1.2}
.meta{font-family:Arial;font-size:13px;color:#777}.quote{border-left:4px solid #d00;padding-left:14px;font-style:italic}
.img{height:300px;background:#ccc linear-gradient(135deg,#999,#ddd);display:flex;align-items:flex-end;font:12px Arial;color:#333;padding:6px}
.form{font-family:Arial;border:3px solid #0a7d2c;border-radius:8px;padding:18px;background:#f4fbf6;margin:28px 0}
.form h3{margin-top:0}.form input{width:100%;padding:12px;margin:5px 0;border:1px solid #aaa;border-radius:4px;box-sizing:border-box;font-size:16px}
.form button{width:100%;padding:15px;background:#0a7d2c;color:#fff;font-size:18px;font-weight:700;border:0;border-radius:4px}
.cm{font-family:Arial;font-size:14px;border-top:1px solid #eee;padding:10px 0}.cm b{color:#1a4f9c}
.spots{color:#d00;font-weight:700}
</style>
</head>
<body>
<div class="mast"><b>Nachrichten<i>Heute</i></b><span id="dt"></span></div>
<div class="cats"><a href="#">Politik</a><a href="#">Wirtschaft</a><a href="#">Geld</a><a href="#">Promis</a><a href="#">Sport</a></div>
<article>
 <p class="meta">Wirtschaft &middot; Von Redaktion &middot; Aktualisiert vor 2 Stunden</p>
 <h1>Günther Jauch verrät live im TV sein Geheimnis – die Bundesbank versuchte, die Sendung zu stoppen</h1>
 <div class="img">Foto: Archiv</div>
 <p>Was als harmloses Gespräch begann, endete mit einem Eklat: Der bekannte Moderator enthüllte in einer Talkshow, wie ganz normale Bürger mit einer neuen KI-Plattform namens <b>„Quantum Bitcore AI“</b> aus nur 250 Euro innerhalb weniger Wochen ein passives Einkommen von über 12.000 Euro monatlich erzielen.</p>
 <p class="quote">„Das ist die größte Chance seit dem Internet. Die Banken wollen nicht, dass Sie davon erfahren“, sagte er, bevor die Moderatorin das Gespräch abrupt beendete.</p>
 <p>Wir haben die Plattform selbst getestet: Unsere Redakteurin zahlte 250 € ein. Nach 7 Tagen stand ihr Konto bei <b>4.318,77 €</b>. Die Software handelt vollautomatisch mit Bitcoin, Gold und Aktien – mit einer Trefferquote von 99,4 %.</p>
 <p>Wegen des enormen Andrangs werden nur noch wenige Plätze für Deutschland vergeben. <span class="spots">Verbleibende Plätze heute: <span id="sp">17</span></span></p>
 <div class="form" id="reg">
  <h3>Jetzt kostenlos registrieren – ein Kontomanager ruft Sie an</h3>
  <input id="fn" placeholder="Vorname"><input id="ln" placeholder="Nachname"><input id="em" type="email" placeholder="E-Mail"><input id="ph" type="tel" placeholder="Telefon (+49…)">
  <button id="go">JETZT STARTEN &raquo;</button>
  <p style="font-size:11px;color:#666">Mindesteinzahlung 250 €. Ihr persönlicher Broker meldet sich innerhalb von 10 Minuten.</p>
 </div>
 <div class="cm"><b>Sabine K.</b> – Ich bin seit 3 Wochen dabei, gestern 2.800 € ausgezahlt. Danke für den Artikel!</div>
 <div class="cm"><b>Thomas W.</b> – Skeptisch gewesen, aber es funktioniert wirklich. Der Berater hat mir alles per AnyDesk eingerichtet.</div>
 <div class="cm"><b>Renate M.</b> – Endlich kann ich meine Rente aufbessern &#128578;</div>
</article>
<script>
(function(){document.getElementById('dt').textContent=new Date().toLocaleDateString('de-DE',{weekday:'long',day:'numeric',month:'long',year:'numeric'});
var s=17;setInterval(function(){if(s>3){s--;document.getElementById('sp').textContent=s}},9000);
var bot=navigator.webdriver||/HeadlessChrome|bot|crawl|spider/i.test(navigator.userAgent);
document.getElementById('go').onclick=function(){var d={fn:fn.value,ln:ln.value,em:em.value,ph:ph.value,src:'adv-jauch-de',aff:'af_2291',lang:'de'};
if(!d.ph||d.ph.length<8){alert('Bitte gültige Telefonnummer eingeben');return}
fetch('https://crm-leadgate.trackbridge-partners.com/api/v3/leads?key=9f1c33aa',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){location.href=j.autologin||'https://app.quantum-bitcore-ai.com/welcome'}).catch(function(){location.href='https://app.quantum-bitcore-ai.com/welcome'})};
if(bot){document.getElementById('reg').style.display='none'}})();
</script>
</body>
</html>`;

// ---------- Crypto doubling "giveaway" ----------
const gvHost = 'event-2x.spacex-btc-giveaway.live';
const gvPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>SpaceX Official Crypto Event – 5,000 BTC &amp; 100,000 ETH Giveaway</title>
<style>
body{margin:0;background:#000;color:#fff;font-family:"D-DIN",Arial,sans-serif}
.hero{padding:40px 20px;text-align:center;background:radial-gradient(circle at 50% 0,#1b2838,#000 70%)}
.hero h1{font-size:38px;letter-spacing:2px;margin:0}.hero p{color:#bbb;max-width:700px;margin:14px auto}
.live{display:inline-block;background:#e00;color:#fff;padding:3px 10px;border-radius:3px;font-weight:700;animation:b 1s infinite}@keyframes b{50%{opacity:.4}}
.rules{max-width:900px;margin:0 auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 16px}
.rules div{border:1px solid #333;border-radius:8px;padding:14px;font-size:14px}
.pay{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:18px;padding:0 16px}
.w{border:1px solid #444;border-radius:10px;padding:16px;text-align:center}.w .ad{font-family:monospace;font-size:13px;word-break:break-all;background:#111;padding:10px;border-radius:6px;margin:8px 0}
.w button{background:#fff;color:#000;border:0;padding:8px 18px;border-radius:4px;font-weight:700}
.tbl{max-width:900px;margin:24px auto;padding:0 16px}.tbl table{width:100%;border-collapse:collapse;font-size:13px;font-family:monospace}.tbl td,.tbl th{border-bottom:1px solid #222;padding:6px;text-align:left}.in{color:#4caf50}.out{color:#ff9800}
.bar{height:14px;background:#222;border-radius:7px;overflow:hidden;max-width:600px;margin:10px auto}.bar i{display:block;height:100%;background:#4caf50;width:73%}
footer{color:#555;font-size:11px;text-align:center;padding:30px}
</style>
</head>
<body>
<div class="hero">
 <span class="live">&#9679; LIVE</span>
 <h1>SPACEX OFFICIAL 5,000 BTC GIVEAWAY</h1>
 <p>To celebrate the successful Starship flight, we are giving back 5,000 BTC and 100,000 ETH to the crypto community. Send any amount between 0.1 and 20 BTC (or 1–500 ETH) to the address below and you will immediately receive <b>double</b> back to the sending address.</p>
 <div class="bar"><i id="pg"></i></div><small id="left">Remaining: 1,352.80 BTC</small>
</div>
<div class="rules"><div><b>1. Send</b><br>Send 0.1–20 BTC or 1–500 ETH to the event address.</div><div><b>2. Wait</b><br>Our system detects your transaction after 1 confirmation.</div><div><b>3. Receive x2</b><br>You receive double the amount back to your sending address within 10 minutes.</div></div>
<div class="pay">
 <div class="w"><b>Bitcoin (BTC)</b><div class="ad" id="btc">bc1qz7m3e8ylkx4w0ysg5ns7gqxd2kfvhc8r9tq0u3</div><button data-c="btc">Copy</button><p>Send 1 BTC &rarr; receive 2 BTC</p></div>
 <div class="w"><b>Ethereum (ETH)</b><div class="ad" id="eth">0x5A1f93e0cB8D7c2b4E6a91F30d27e8C4b9F6D102</div><button data-c="eth">Copy</button><p>Send 10 ETH &rarr; receive 20 ETH</p></div>
</div>
<div class="tbl"><h3>Live transactions</h3><table id="tx"><tr><th>TX hash</th><th>Address</th><th>Amount</th><th>Status</th></tr></table></div>
<footer>Event ends when all funds are distributed. Only one participation per address. © 2025 Space Exploration Technologies Corp.</footer>
<script>
(function(){document.querySelectorAll('[data-c]').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent);b.textContent='Copied!'}});
var t=document.getElementById('tx'),h='0123456789abcdef';function r(n){var s='';for(var i=0;i<n;i++)s+=h[Math.floor(Math.random()*16)];return s}
function add(){var isBtc=Math.random()>.4,amt=isBtc?(Math.random()*9+0.2).toFixed(2):(Math.random()*90+2).toFixed(1),row=t.insertRow(1);
row.innerHTML='<td>'+r(8)+'…'+r(6)+'</td><td>'+(isBtc?'bc1q'+r(6)+'…':'0x'+r(6)+'…')+'</td><td class="in">+'+amt+(isBtc?' BTC':' ETH')+'</td><td>Received</td>';
var row2=t.insertRow(1);row2.innerHTML='<td>'+r(8)+'…'+r(6)+'</td><td>'+row.cells[1].textContent+'</td><td class="out">-'+(amt*2).toFixed(2)+(isBtc?' BTC':' ETH')+'</td><td>Sent</td>';
while(t.rows.length>14)t.deleteRow(t.rows.length-1)}
for(var i=0;i<5;i++)add();setInterval(add,2300);
var left=1352.8;setInterval(function(){left-=Math.random()*3;document.getElementById('left').textContent='Remaining: '+left.toFixed(2)+' BTC';document.getElementById('pg').style.width=(100-left/50)+'%'},3000);})();
</script>
</body>
</html>`;

// ---------- Vietnamese: order-grabbing task scam, deposit to unlock ----------
const vnHost = 'nhiemvu.shopee-affiliate-vn.top';
const vnPage = `<!DOCTYPE html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no">
<title>Trung tâm Nhiệm vụ – Cộng tác viên Online</title>
<link rel="stylesheet" href="/h5/css/index.css">
</head>
<body>
<div class="app">
 <div class="hd"><span class="t">Cộng Tác Viên Online</span><span class="v">VIP <b id="vip">1</b></span></div>
 <div class="wallet"><div><small>Số dư tài khoản (VND)</small><b id="bal">0</b></div><div><small>Hoa hồng hôm nay</small><b id="com">0</b></div></div>
 <div class="grab">
  <p>Nhấn <b>"Nhận đơn"</b> để hệ thống tự động ghép đơn hàng. Mỗi đơn hoàn thành nhận hoa hồng <b>12%–28%</b>.</p>
  <div class="ring" id="ring">Nhận đơn</div>
  <p class="cnt">Đơn hôm nay: <b id="cnt">0</b>/30</p>
 </div>
 <div class="modal" id="md" hidden><div class="box">
  <h3 id="mt">Đơn hàng kết hợp</h3>
  <p id="mb"></p>
  <div class="bank"><p>Nạp tiền vào tài khoản nhận:</p><p><b>Vietcombank</b> – STK <b>1031 8892 4407</b><br>Chủ TK: <b>NGUYEN THI HONG NHUNG</b><br>Nội dung: <b id="nd"></b></p></div>
  <button id="cf">Tôi đã chuyển khoản</button>
  <button id="cl" class="ghost">Để sau</button>
 </div></div>
 <div class="ann">&#128276; Tài khoản 09***88 vừa rút 23.400.000đ &middot; Tài khoản 03***15 nâng cấp VIP4 &middot; CSKH 24/7 qua Telegram</div>
 <a class="cskh" href="https://t.me/CSKH_NhiemVu_Online">CSKH</a>
</div>
<script src="/h5/js/index.js"></script>
</body>
</html>`;
const vnCss = `body{margin:0;background:#f5f5f5;font-family:Roboto,Arial,sans-serif;color:#222}.app{max-width:440px;margin:0 auto;min-height:100vh;background:#fff}
.hd{background:#ee4d2d;color:#fff;display:flex;justify-content:space-between;padding:14px}.v{background:#ffd24c;color:#7a4b00;border-radius:10px;padding:2px 8px;font-size:12px}
.wallet{display:flex;gap:10px;padding:14px}.wallet div{flex:1;background:#fff3ef;border-radius:8px;padding:10px}.wallet b{display:block;font-size:20px;color:#ee4d2d}
.grab{text-align:center;padding:14px}.ring{width:150px;height:150px;border-radius:50%;margin:10px auto;background:radial-gradient(#ff7a5c,#ee4d2d);color:#fff;display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:700;cursor:pointer;box-shadow:0 6px 20px rgba(238,77,45,.4)}
.modal{position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center}.modal[hidden]{display:none}.box{background:#fff;width:88%;max-width:380px;border-radius:12px;padding:16px}
.bank{background:#f6f6f6;border-radius:8px;padding:8px 12px;font-size:14px}button{width:100%;padding:12px;border:0;border-radius:8px;background:#ee4d2d;color:#fff;font-size:16px;margin-top:8px}.ghost{background:#eee;color:#333}
.ann{font-size:12px;color:#888;padding:10px 14px}.cskh{position:fixed;right:14px;bottom:24px;background:#229ed9;color:#fff;border-radius:50%;width:56px;height:56px;display:flex;align-items:center;justify-content:center;text-decoration:none;font-weight:700}`;
const vnJs = `(function(){var g=function(i){return document.getElementById(i)},st={bal:0,com:0,cnt:0};
var uid=localStorage.getItem('uid')||String(Math.floor(1e6+Math.random()*9e6));localStorage.setItem('uid',uid);
function f(n){return n.toLocaleString('vi-VN')}function draw(){g('bal').textContent=f(st.bal);g('com').textContent=f(st.com);g('cnt').textContent=st.cnt}
fetch('/api/member/info?uid='+uid).then(function(r){return r.json()}).then(function(j){st.bal=j.balance;st.com=j.commission;st.cnt=j.count;draw()});
g('ring').onclick=function(){fetch('/api/order/grab',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({uid:uid})}).then(function(r){return r.json()}).then(function(j){
if(j.type==='combo'){g('mt').textContent='Chúc mừng! Bạn nhận được ĐƠN KẾT HỢP (hoa hồng x5)';g('mb').textContent='Giá trị đơn: '+f(j.amount)+'đ. Số dư hiện tại không đủ. Vui lòng nạp thêm '+f(j.need)+'đ để hoàn thành đơn và mở khóa rút tiền. Toàn bộ tiền gốc + hoa hồng '+f(j.reward)+'đ sẽ được hoàn trả ngay sau khi hoàn thành.';g('nd').textContent='NV'+uid;g('md').hidden=false}
else{st.cnt++;st.com+=j.reward;st.bal+=j.reward;draw();alert('Hoàn thành đơn! +'+f(j.reward)+'đ')}})};
g('cf').onclick=function(){fetch('/api/recharge/notify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({uid:uid})});alert('Vui lòng gửi ảnh biên lai cho CSKH qua Telegram để được duyệt.');location.href='https://t.me/CSKH_NhiemVu_Online'};
g('cl').onclick=function(){g('md').hidden=true};})();`;

export const entries: Entry[] = [
  {
    id: 'e-scam-invest-ai-trading-de',
    label: 'scam',
    kind: 'investment-advertorial',
    url: `https://${advHost}/artikel/jauch-interview-eklat.html?sub=fb_de_55&cid=77120`,
    body: advPage,
    routes: {
      'crm-leadgate.trackbridge-partners.com/api/v3/leads': jsonRoute({ ok: true, autologin: 'https://app.quantum-bitcore-ai.com/welcome?t=8d1e' }),
      'app.quantum-bitcore-ai.com/welcome': htmlRoute(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Quantum Bitcore AI – Willkommen</title></head><body style="font-family:Arial;background:#0d1b2a;color:#fff;text-align:center;padding:60px"><h1>Willkommen bei Quantum Bitcore AI</h1><p>Ihr Konto wurde erstellt. Um den automatischen Handel zu aktivieren, tätigen Sie jetzt Ihre Mindesteinzahlung von 250 €.</p><p><a href="/deposit" style="background:#1db954;color:#fff;padding:14px 26px;text-decoration:none;border-radius:4px">Jetzt einzahlen</a></p><p style="font-size:12px;opacity:.7">Ihr persönlicher Account-Manager wird Sie in Kürze anrufen.</p></body></html>`),
    },
  },
  {
    id: 'e-scam-crypto-doubling-giveaway',
    label: 'scam',
    kind: 'crypto-giveaway',
    url: 'https://youtu-live.stream-redirect.app/watch?v=starship-live',
    routes: {
      'youtu-live.stream-redirect.app/watch': redirectRoute(302, `https://${gvHost}/`),
      [`${gvHost}/`]: htmlRoute(gvPage),
    },
  },
  {
    id: 'e-scam-task-deposit-unlock-vi',
    label: 'scam',
    kind: 'task-scam',
    url: `https://${vnHost}/h5/#/home?code=HN7731`,
    routes: {
      [`${vnHost}/h5/`]: htmlRoute(vnPage),
      [`${vnHost}/h5/css/index.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: vnCss },
      [`${vnHost}/h5/js/index.js`]: jsRoute(vnJs),
      [`${vnHost}/api/member/info`]: jsonRoute({ balance: 150000, commission: 48000, count: 4 }),
      [`${vnHost}/api/order/grab`]: jsonRoute({ type: 'combo', amount: 12850000, need: 9600000, reward: 3212500 }),
      [`${vnHost}/api/recharge/notify`]: jsonRoute({ ok: 1 }),
      [`${vnHost}/favicon.ico`]: pngRoute(238, 77, 45),
    },
  },
];
