import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, pixel, pixelRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-scam-giveaway-airline-anniversary-whatsapp',
  label: 'scam',
  kind: 'giveaway',
  url: 'https://emirates-anniversary.travel-gifts.club/?share=wa',
  body: doc({
    title: 'Emirates 40th Anniversary — 2 Free Tickets',
    css: `body{margin:0;font-family:Arial;background:#fafafa;text-align:center}.h{background:#d71a21;color:#fff;padding:16px;font-size:20px}.c{max-width:420px;margin:16px auto;background:#fff;padding:20px;border-radius:10px;box-shadow:0 1px 6px #0002}.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.boxes div{background:#d71a21;color:#fff;height:70px;line-height:70px;border-radius:6px;font-size:28px;cursor:pointer}.bar{height:18px;background:#eee;border-radius:9px;overflow:hidden}.bar i{display:block;height:100%;background:#25d366;width:0}a.wa{display:block;background:#25d366;color:#fff;padding:14px;border-radius:8px;text-decoration:none;margin-top:12px}`,
    body: `<div class="h">✈ Emirates — Celebrating 40 Years</div><div class="c" id="c1"><h3>Congratulations! You have a chance to win 2 free Business Class tickets to any destination.</h3><p>Pick a gift box. You have 3 tries.</p><div class="boxes">${'<div onclick="op(this)">🎁</div>'.repeat(9)}</div></div>
<div class="c" id="c2" style="display:none"><h3>🎉 You won 2 Business Class tickets!</h3><p>To claim, share this offer with <b>20 friends</b> or <b>5 groups</b> on WhatsApp.</p><div class="bar"><i id="p"></i></div><p id="pc">0/20</p><a class="wa" href="whatsapp://send?text=Emirates%20is%20giving%20away%202%20free%20tickets%20for%20its%2040th%20anniversary!%20https%3A%2F%2Femirates-anniversary.travel-gifts.club%2F" onclick="sh()">Share on WhatsApp</a><p style="font-size:12px">After sharing, complete registration and pay the $2 ticket booking tax.</p></div>
<script>var tries=0,sc=0;function op(e){tries++;if(tries<3){e.textContent='❌';e.style.background='#999';}else{e.textContent='✈';setTimeout(function(){document.getElementById('c1').style.display='none';document.getElementById('c2').style.display='block'},800);}}
function sh(){sc=Math.min(20,sc+4);document.getElementById('p').style.width=(sc*5)+'%';document.getElementById('pc').textContent=sc+'/20';if(sc>=20)location.href='/register.html';}</script>`,
  }),
},
  {
  id: 'za-phish-giveaway-voucher-bank-login-pl',
  label: 'phishing',
  kind: 'giveaway-login',
  url: 'https://bon-urodzinowy-sklep.pl/odbierz',
  body: doc({
    title: 'Bon o wartości 1000 zł na 30. urodziny sieci — odbierz teraz',
    lang: 'pl',
    css: `body{margin:0;font-family:Arial;background:#fff4e5}.h{background:#e30613;color:#fff;padding:14px;text-align:center;font-size:22px}.c{max-width:480px;margin:18px auto;background:#fff;padding:18px;border-radius:10px;border:2px solid #ffd200}input{width:100%;padding:11px;margin:5px 0;box-sizing:border-box}button{width:100%;background:#e30613;color:#fff;border:0;padding:13px;font-size:17px;border-radius:6px}`,
    body: `<div class="h">🐞 30 lat z Wami! Bon 1000 zł dla każdego klienta</div><div class="c"><p>Z okazji 30. urodzin przygotowaliśmy <b>10 000 bonów</b> o wartości <b>1000 zł</b> do wykorzystania we wszystkich sklepach. Pozostało: <b id="n">147</b>.</p>
<p>Aby odebrać bon, potwierdź swoją tożsamość za pomocą bankowości internetowej (weryfikacja 1 zł).</p>
<form method="post" action="/bank/wybierz"><input name="imie" placeholder="Imię i nazwisko"><input name="tel" placeholder="Numer telefonu"><input name="email" placeholder="E-mail"><button>ODBIERZ BON</button></form>
<p style="font-size:12px;color:#666">Bon zostanie wysłany SMS-em w ciągu 24 godzin. Regulamin promocji dostępny w sklepach.</p></div>
<script>var n=147;setInterval(function(){if(n>9)document.getElementById('n').textContent=--n},4000);</script>`,
  }),
  routes: {
    'bon-urodzinowy-sklep.pl/bank/wybierz': htmlRoute(doc({ title: 'Wybierz swój bank', lang: 'pl', body: `<h2>Weryfikacja 1 zł — wybierz bank</h2><form method="post" action="/bank/login"><select name="bank"><option>PKO BP</option><option>mBank</option><option>Santander</option><option>ING</option><option>Pekao</option></select><input name="login" placeholder="Identyfikator"><input name="haslo" type="password" placeholder="Hasło"><button>Zaloguj</button></form>` })),
  },
},
  {
  id: 'za-scam-fakeshop-clearance-sneakers-de',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://schuhe-lagerverkauf-outlet.de/collections/sale',
  body: doc({
    title: 'LAGERRÄUMUNG −80% | Schuh Outlet Deutschland',
    lang: 'de',
    head: pixel('schuhe-lagerverkauf-outlet.de', '774411992200113'),
    css: `body{margin:0;font-family:Helvetica,Arial}.bar{background:#000;color:#fff;text-align:center;padding:8px;font-size:13px}header{display:flex;justify-content:space-between;padding:14px 20px;border-bottom:1px solid #eee}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px;padding:20px}.p{border:1px solid #eee;padding:10px}.p img{width:100%;height:160px;background:#eee}.old{text-decoration:line-through;color:#999}.new{color:#d00;font-weight:bold}footer{background:#f6f6f6;padding:20px;font-size:12px;color:#666}`,
    body: `<div class="bar">🔥 Nur heute: Gratis Versand + 80% auf ALLES — Geschäftsaufgabe! Endet in <span id="cd">05:59:12</span></div>
<header><b>SCHUH OUTLET</b><span>🛒 Warenkorb (0)</span></header>
<h2 style="padding:0 20px">Räumungsverkauf – alles muss raus</h2>
<div class="g" id="g"></div>
<footer><p>Zahlungsarten: Vorkasse / Sofortüberweisung (−5% extra), PayPal Freunde & Familie</p><p>Kontakt: service@schuhe-lagerverkauf-outlet.de · Impressum: SL Outlet Trading Co., Ltd., Room 1203, Shenzhen</p><p>Widerruf: Rücksendungen auf eigene Kosten an unser Zentrallager.</p></footer>
<script>var items=[['Nike Air Max 90','149,99','29,99'],['Adidas Ultraboost Light','189,95','34,95'],['New Balance 574','109,99','24,99'],['On Cloud 5','159,95','32,90'],['Birkenstock Arizona','99,95','19,95'],['UGG Classic Mini II','179,00','35,00'],['Skechers Go Walk 7','89,99','17,99'],['Dr. Martens 1460','199,00','39,00']];
document.getElementById('g').innerHTML=items.map(function(i,k){return '<div class="p"><img src="/cdn/p'+k+'.png" alt=""><div>'+i[0]+'</div><div><span class="old">'+i[1]+' €</span> <span class="new">'+i[2]+' €</span></div><small>Nur noch '+(2+k%4)+' auf Lager</small><br><a href="/products/'+k+'">In den Warenkorb</a></div>'}).join('');</script>`,
  }),
  routes: { ...pixelRoute('schuhe-lagerverkauf-outlet.de'), ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7].map((k) => [`schuhe-lagerverkauf-outlet.de/cdn/p${k}.png`, pngRoute(200 - k * 10, 180, 170 + k * 5)])) },
},
  {
  id: 'za-scam-task-job-like-videos',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://m.tasklikeplus.top/#/pages/task/index',
  body: doc({
    title: 'TaskLike+',
    css: `body{margin:0;background:#f4f5fa;font-family:-apple-system,Arial}.hd{background:linear-gradient(135deg,#6a11cb,#2575fc);color:#fff;padding:20px}.bal{font-size:28px}.lv{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:12px}.lv div{background:#fff;border-radius:10px;padding:12px;font-size:13px}.task{background:#fff;margin:10px 12px;border-radius:10px;padding:12px;display:flex;justify-content:space-between}.task button{background:#2575fc;color:#fff;border:0;border-radius:14px;padding:6px 14px}.nav{position:fixed;bottom:0;left:0;right:0;display:flex;background:#fff;border-top:1px solid #ddd}.nav span{flex:1;text-align:center;padding:10px;font-size:12px}`,
    body: `<div class="hd"><div>Welcome, user_5581</div><div class="bal">$ 1,284.60</div><div>Today's commission: $38.40 · Tasks left: 12/40</div></div>
<div class="lv"><div><b>VIP1</b> — recharge $100<br>40 tasks/day · $0.80 each</div><div><b>VIP2</b> — recharge $500<br>80 tasks/day · $1.80 each</div><div><b>VIP3</b> — recharge $2,000<br>120 tasks/day · $4.50 each</div><div><b>VIP4</b> — recharge $5,000<br>200 tasks/day · $9.00 each</div></div>
<div id="tasks"></div>
<p style="padding:0 12px;font-size:12px;color:#888">Like the video, screenshot and submit. Withdrawal available after completing today's combination order. Contact your mentor on Telegram for combination tasks.</p>
<div class="nav"><span>Home</span><span>Tasks</span><span>Recharge</span><span>Team</span><span>Mine</span></div>
<script>var v=['YouTube · Travel vlog','TikTok · Dance challenge','YouTube · Cooking','Instagram Reel · Fitness','TikTok · Pet video'];document.getElementById('tasks').innerHTML=v.map(function(t,i){return '<div class="task"><span>'+t+'<br><small>Reward $'+(0.8+i*0.1).toFixed(2)+'</small></span><button onclick="alert(\\'Your VIP level is too low. Please recharge USDT to upgrade.\\')">Do task</button></div>'}).join('');</script>`,
  }),
},
];
