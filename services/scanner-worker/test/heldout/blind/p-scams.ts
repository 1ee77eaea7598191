import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, tracker, trackerRoute, cookieBanner, footer, nav, product, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-scam-shop-garden-furniture-nl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://tuinmeubelen-outlet-zwolle.com/collections/loungesets',
  body: doc({
    lang: 'nl',
    title: 'Loungesets – Tuinmeubelen Outlet Zwolle | Faillissementsuitverkoop',
    css: '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:18px;max-width:1100px;margin:0 auto;padding:16px}',
    head: tracker('stats.tuinmeubelen-outlet-zwolle.com', 'G-TMO2291'),
    body: `<div style="background:#2f5d3a;color:#fff;text-align:center;padding:7px;font-size:13px">✔ Gratis bezorging in heel Nederland ✔ 30 dagen bedenktijd ✔ Achteraf betalen</div>
${nav('Tuinmeubelen Outlet', ['Loungesets', 'Tuinsets', 'Parasols', 'Veranda', 'Uitverkoop'], '#2f5d3a', '#fff')}
<h1 style="text-align:center">FAILLISSEMENTSUITVERKOOP – alles moet weg!</h1>
<p style="text-align:center;max-width:720px;margin:0 auto">Door het faillissement van onze leverancier verkopen wij de complete voorraad ver onder de inkoopprijs. OP = OP.</p>
<div class="grid">
${product('Hoek loungeset Milano 6-persoons antraciet', '€ 1.899,00', '€ 249,00', '/cdn/l1.png', 'OP=OP')}
${product('Teak loungeset Bali incl. kussens', '€ 2.450,00', '€ 299,00', '/cdn/l2.png')}
${product('Wicker loungeset Capri met tafel', '€ 1.299,00', '€ 189,00', '/cdn/l1.png', 'Nog 2')}
${product('Aluminium loungeset Lisboa 5-delig', '€ 1.650,00', '€ 219,00', '/cdn/l2.png')}
</div>
<div style="max-width:760px;margin:10px auto;padding:12px;font-size:13px;color:#444">⭐⭐⭐⭐⭐ 4,9/5 op basis van 2.384 beoordelingen · "Supersnel geleverd en topkwaliteit!" – Marieke uit Apeldoorn</div>
${footer([['Klantenservice', 'Bezorging', 'Retourneren', 'Contact'], ['Informatie', 'Over ons', 'Algemene voorwaarden', 'Privacybeleid']], 'Tuinmeubelen Outlet Zwolle · KvK 71234590 · Alle prijzen incl. BTW · © 2026', '#eef3ef')}`,
  }),
  routes: {
    ...trackerRoute('stats.tuinmeubelen-outlet-zwolle.com'),
    'tuinmeubelen-outlet-zwolle.com/cdn/l1.png': pngRoute(60, 60, 60),
    'tuinmeubelen-outlet-zwolle.com/cdn/l2.png': pngRoute(150, 110, 70),
  },
},
{
  id: 'p-scam-invest-fake-news-uk',
  label: 'scam',
  kind: 'invest-fake-news',
  url: 'https://dailybritishreport.news/money/martin-lewis-passive-income-2026.html',
  body: doc({
    lang: 'en-GB',
    title: 'Martin Lewis reveals how Brits are earning £1,000s from home – Daily British Report',
    css: '.wrap{max-width:740px;margin:0 auto;padding:16px;font-family:Georgia,serif}.cta{display:block;background:#1a8f3c;color:#fff;text-align:center;padding:16px;font-size:20px;font-weight:700;text-decoration:none;border-radius:6px;margin:20px 0;font-family:Arial}',
    body: `${nav('DAILY BRITISH REPORT', ['News', 'Money', 'Politics', 'Sport', 'Celebs'], '#fff', '#8b0000')}
<div class="wrap">
<p style="color:#8b0000;font-size:13px;font-family:Arial">MONEY · Updated 2 hours ago</p>
<h1>"I was shocked when I saw the results": Martin Lewis reveals the method that's making ordinary Brits rich – and the banks want it stopped</h1>
<img src="/assets/hero.png" alt="" style="width:100%;height:300px;background:#ccc">
<p>In a live interview on ITV's This Morning that viewers say was cut short, money-saving expert Martin Lewis revealed a new "wealth loophole" that allows anyone in the UK to turn a small deposit of <b>£250</b> into a steady daily income.</p>
<p>"This is the best opportunity I have ever seen for ordinary people," Lewis said. "The platform uses artificial intelligence to trade Bitcoin automatically. You literally don't need to do anything."</p>
<p>Shortly after the interview aired, the Bank of England contacted the producers asking them to remove the segment. Fortunately, we managed to get an exclusive copy.</p>
<h2>How does it work?</h2>
<p>The platform, called <b>Quantum Profit AI</b>, analyses the market 24/7 and opens trades at the perfect moment with an accuracy of 99.4%. Our reporter tested it with £250 and after 7 days the balance was <b>£5,418.67</b>.</p>
<a class="cta" href="https://qprofit-ai-register.com/uk/?aff=dbr221">CLAIM YOUR SPOT BEFORE REGISTRATION CLOSES »</a>
<p><i>Update: Due to high demand, only 17 places remain for UK residents today.</i></p>
<div style="border-top:1px solid #ddd;margin-top:24px;padding-top:10px;font-size:14px;font-family:Arial">
<b>Comments (418)</b>
<p><b>Sarah Thompson</b> · I started last Tuesday and already withdrew £2,100. Thank you Martin!!</p>
<p><b>David K.</b> · Was sceptical at first but it's real. Paid off my credit card.</p>
<p><b>Linda Hughes</b> · Just registered, my account manager called me in 5 minutes. Very professional.</p>
</div></div>
${footer([['Daily British Report', 'About', 'Contact', 'Advertise']], '© 2026 Daily British Report. This article is an advertorial. Results are not typical.')}`,
  }),
  routes: { 'dailybritishreport.news/assets/hero.png': pngRoute(120, 120, 130) },
},
{
  id: 'p-scam-invest-ai-bot-register-es',
  label: 'scam',
  kind: 'invest-platform',
  url: 'https://inversion-ia-plus.com/es/registro',
  body: doc({
    lang: 'es',
    title: 'Inversión IA Plus – Gane hasta 1.200 € al día con inteligencia artificial',
    css: 'body{background:#0c1224;color:#e8ecf7}.hero{display:flex;flex-wrap:wrap;gap:30px;max-width:1100px;margin:40px auto;padding:0 20px}.form{background:#fff;color:#222;border-radius:10px;padding:24px;width:360px}.form input,.form select{width:100%;padding:11px;margin:6px 0;border:1px solid #ccc;border-radius:6px}.form button{width:100%;background:#f5a623;border:0;padding:14px;font-weight:700;font-size:17px;border-radius:6px;margin-top:8px}',
    body: `<div class="hero"><div style="flex:1;min-width:300px">
<h1 style="font-size:38px">La plataforma de trading con IA que está cambiando España</h1>
<p>Más de <b>86.000 españoles</b> ya generan ingresos pasivos. Solo necesita un depósito mínimo de <b>250 €</b>. Nuestro algoritmo hace el resto.</p>
<ul><li>✔ Rentabilidad media diaria del 4,7%</li><li>✔ Retiros en 24 horas</li><li>✔ Gestor de cuenta personal</li><li>✔ Regulado y 100% seguro</li></ul>
<p style="font-size:13px;opacity:.7">Como se vio en: El País · Antena 3 · Forbes</p></div>
<form class="form" onsubmit="event.preventDefault();fetch('/api/lead',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({n:this.n.value,a:this.a.value,e:this.e.value,t:this.c.value+this.t.value})}).then(function(){location.href='/es/gracias'})">
<h3 style="margin-top:0">Regístrese GRATIS ahora</h3>
<input name="n" placeholder="Nombre" required><input name="a" placeholder="Apellido" required>
<input name="e" type="email" placeholder="Correo electrónico" required>
<div style="display:flex;gap:6px"><select name="c" style="width:90px"><option>+34</option><option>+52</option><option>+54</option></select><input name="t" placeholder="Teléfono" required></div>
<button>EMPEZAR A GANAR</button>
<p style="font-size:11px;color:#666">Al registrarse acepta que un asesor financiero le contacte por teléfono o WhatsApp.</p>
</form></div>
<p style="text-align:center;font-size:11px;opacity:.5;max-width:900px;margin:40px auto">© 2026 Inversión IA Plus. Todos los derechos reservados.</p>`,
  }),
  routes: { 'inversion-ia-plus.com/api/lead': jsonRoute({ ok: true }) },
},
{
  id: 'p-scam-loan-upfront-insurance-pl',
  label: 'scam',
  kind: 'loan-fee',
  url: 'https://szybka-pozyczka-bez-bik.online/wniosek/decyzja',
  body: doc({
    lang: 'pl',
    title: 'Decyzja kredytowa – Szybka Pożyczka bez BIK',
    css: '.c{max-width:640px;margin:30px auto;border:1px solid #dde;border-radius:8px;padding:24px}.ok{background:#e6f6ea;border-left:4px solid #2e9d4f;padding:12px 16px}table{width:100%;border-collapse:collapse;margin:14px 0}td{padding:7px;border-bottom:1px solid #eee}',
    body: `${nav('Szybka Pożyczka', ['Pożyczki', 'Kalkulator', 'Kontakt'], '#fff', '#e4572e')}
<div class="c">
<div class="ok"><b>Gratulacje! Twój wniosek został rozpatrzony pozytywnie.</b></div>
<table><tr><td>Kwota pożyczki</td><td><b>25 000 zł</b></td></tr><tr><td>Okres spłaty</td><td>48 miesięcy</td></tr><tr><td>Rata miesięczna</td><td>612,40 zł</td></tr><tr><td>RRSO</td><td>8,9%</td></tr><tr><td>Numer umowy</td><td>SP/2026/11/40982</td></tr></table>
<p>Aby uruchomić wypłatę środków, wymagane jest opłacenie <b>jednorazowej składki ubezpieczeniowej w wysokości 389 zł</b>. Składka zostanie zwrócona wraz z pierwszą ratą. Po zaksięgowaniu wpłaty środki trafią na Twoje konto w ciągu 15 minut.</p>
<p><b>Dane do przelewu:</b><br>Odbiorca: Fundusz Gwarancyjny SP sp. z o.o.<br>Nr konta: 49 1090 1014 0000 0712 1981 2874<br>Tytuł: SP/2026/11/40982</p>
<p style="font-size:13px;color:#a00">Uwaga: oferta ważna 24 godziny. Po tym czasie wniosek zostanie anulowany.</p>
<p style="font-size:13px">Możesz też zapłacić BLIK-iem: <input placeholder="kod BLIK" maxlength="6" style="padding:6px;width:90px"> <button>Zapłać</button></p>
</div>
${footer([['Szybka Pożyczka', 'Regulamin', 'Polityka prywatności']], 'Pożyczkodawca: Szybka Pożyczka sp. z o.o. Reprezentatywny przykład: RRSO 8,9%.')}`,
  }),
},
{
  id: 'p-scam-romance-diplomatic-courier-fee',
  label: 'scam',
  kind: 'romance-courier',
  url: 'https://globaldiplomatic-courierservices.com/tracking.php?consignment=GDC-88210-US',
  body: doc({
    lang: 'en',
    title: 'Global Diplomatic Courier Services – Consignment Tracking',
    css: '.w{max-width:860px;margin:20px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #ccc;padding:8px;font-size:14px;text-align:left}th{background:#eef}',
    body: `${nav('GLOBAL DIPLOMATIC COURIER SERVICES', ['Home', 'Track', 'Services', 'About Us', 'Contact'], '#fff', '#123456')}
<div class="w">
<h2>Consignment Status: <span style="color:#c00">ON HOLD – CLEARANCE REQUIRED</span></h2>
<table><tr><th>Consignment No.</th><td>GDC-88210-US</td></tr><tr><th>Sender</th><td>Dr. Richard Harrison (UN Medical Mission, Kabul)</td></tr><tr><th>Receiver</th><td>Mrs. Patricia Wallace</td></tr><tr><th>Content</th><td>Diplomatic Box (Personal Effects + Funds USD 850,000)</td></tr><tr><th>Current Location</th><td>Istanbul Airport, Diplomatic Transit Unit</td></tr><tr><th>Weight</th><td>38kg</td></tr></table>
<h3>Tracking history</h3>
<table><tr><th>Date</th><th>Location</th><th>Event</th></tr>
<tr><td>21/11/2026</td><td>Kabul</td><td>Consignment received by diplomatic agent</td></tr>
<tr><td>23/11/2026</td><td>Dubai</td><td>In transit</td></tr>
<tr><td>25/11/2026</td><td>Istanbul</td><td>Held by customs: Anti-Terrorism and Money Laundering Certificate (ATMLC) missing</td></tr></table>
<p style="background:#fff3cd;padding:12px;border:1px solid #e0c36c">To release the consignment, the receiver must pay the <b>ATMLC clearance fee of $4,750.00 USD</b>. Payment accepted by Bitcoin, Apple gift cards or bank wire. Contact your assigned diplomatic agent Mr. James Cole at agent.jcole@globaldiplomatic-courierservices.com. Failure to pay within 72 hours will lead to confiscation by the government.</p>
</div>
${footer([['Global Diplomatic Courier', 'Head Office: 1 Canada Square, London']], '© 2012-2026 Global Diplomatic Courier Services Ltd. All Rights Reserved.')}`,
  }),
},
{
  id: 'p-scam-tickets-resale-concert-uk',
  label: 'scam',
  kind: 'ticket-resale',
  url: 'https://eras-tickets-resale.co/uk/wembley',
  body: doc({
    lang: 'en-GB',
    title: 'Official Resale – Wembley Stadium – Standing & Seated Tickets',
    css: 'body{background:#0b0b12;color:#fff}.w{max-width:900px;margin:0 auto;padding:20px}.row{display:flex;justify-content:space-between;align-items:center;background:#1a1a26;border-radius:8px;padding:14px;margin:10px 0}.row button{background:#e91e63;border:0;color:#fff;padding:10px 18px;border-radius:20px}',
    body: `<div class="w"><h1>Wembley Stadium – Resale Tickets</h1>
<p>100% guaranteed entry · Verified sellers · Mobile e-tickets sent 48h before the show</p>
<p style="color:#f7c948">⚠ Extremely high demand: 1,284 people are viewing this event</p>
<div class="row"><span>Standing – Early Entry · Sat 20 June</span><span>£189 each</span><button onclick="buy()">Buy 2</button></div>
<div class="row"><span>Block 124 Row 22 · Sat 20 June</span><span>£145 each</span><button onclick="buy()">Buy 2</button></div>
<div class="row"><span>VIP Hospitality Package · Sun 21 June</span><span>£420 each</span><button onclick="buy()">Buy 1</button></div>
<div id="pay" style="display:none;background:#1a1a26;padding:18px;border-radius:8px">
<h3>Checkout</h3><p>Card payments are temporarily unavailable due to bank restrictions on resale. Please pay by <b>bank transfer (Faster Payments)</b> or <b>PayPal Friends &amp; Family</b> to receive your tickets immediately.</p>
<p>Account: R. Jenkins Ticketing · Sort code 04-00-75 · Acc 19283746<br>PayPal: tickets.resale.uk@outlook.com</p></div>
<p style="font-size:11px;color:#888;margin-top:30px">We are a secondary marketplace. Prices may be above face value. Not affiliated with the artist or venue.</p></div>
<script>function buy(){document.getElementById('pay').style.display='block';scrollTo(0,document.body.scrollHeight)}</script>`,
  }),
},
{
  id: 'p-scam-sextortion-btc-landing',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://secure-notice-7781.info/v/9a3f2c',
  body: doc({
    lang: 'en',
    title: 'Private message',
    css: 'body{background:#111;color:#ddd;font-family:Consolas,monospace}.w{max-width:700px;margin:40px auto;padding:20px;border:1px solid #444}',
    body: `<div class="w">
<p>Hello,</p>
<p>I am a hacker who has access to your operating system. I also have full access to your account.</p>
<p>A few months ago I infected your device with a trojan through an adult website that you visited. My software recorded your screen and the front camera while you were watching. I have also copied your contact list and your email and messenger correspondence.</p>
<p>I can send this video to all of your contacts with one click. If you want to prevent this, transfer <b>$1450</b> in Bitcoin to my wallet:</p>
<p style="background:#222;padding:10px;color:#0f0" id="w">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</p>
<p>You have <b id="t">48:00:00</b>. I get a notification when you open this page. Once the payment is received, I will delete the video and you will never hear from me again.</p>
<p>Do not try to contact the police or anyone else. If you do, the video will be published immediately.</p>
<p style="color:#777">Your password: <span id="pw">********</span> (changed recently? I still see it)</p>
</div>
<script>var s=172800;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/3600)+':'+('0'+Math.floor(s%3600/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000)</script>`,
  }),
},
];
