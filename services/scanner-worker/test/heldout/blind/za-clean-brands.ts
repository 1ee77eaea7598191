import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, imgRoute, pixel, pixelRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-clean-brand-giveaway-coffee-official-rules',
  label: 'clean',
  kind: 'brand-giveaway',
  url: 'https://www.ridgelineroasters.com/pages/giveaway-official-rules',
  body: doc({
    title: 'Ridgeline Roasters "Brew Better" Giveaway — Official Rules',
    head: gtag('www.ridgelineroasters.com', 'G-RIDGE00123'),
    css: `body{margin:0;font-family:Georgia,serif;color:#2b2b2b}header{background:#2f2a26;color:#f4e7d3;padding:16px 30px}.w{max-width:780px;margin:24px auto;padding:0 16px;line-height:1.55}h2{font-size:18px;margin-top:22px}`,
    body: `<header><b>RIDGELINE ROASTERS</b> · Shop · Subscriptions · Wholesale · Our Farms</header><div class="w"><h1>"Brew Better" Instagram Giveaway — Official Rules</h1><p><b>NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE OR PAYMENT OF ANY KIND WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED.</b></p>
<h2>1. Sponsor</h2><p>Ridgeline Roasters LLC, 880 Industrial Way, Boise, ID 83702.</p><h2>2. Eligibility</h2><p>Open to legal residents of the 50 United States and D.C., 18 years or older.</p><h2>3. Entry period</h2><p>Begins 12:00 a.m. MT on November 3, 2025 and ends 11:59 p.m. MT on November 10, 2025.</p><h2>4. How to enter</h2><p>Follow @ridgelineroasters on Instagram and comment on the giveaway post tagging a friend. Limit one entry per person.</p><h2>5. Prizes</h2><p>Three (3) winners will each receive a Fellow Ode Gen 2 grinder and a 6-month coffee subscription (ARV $420).</p><h2>6. Winner selection & notification</h2><p>Winners will be selected in a random drawing on or about November 12, 2025 and notified by direct message <b>from our verified account only</b>. We will never ask for payment, card details or your password. Beware of impersonator accounts.</p><h2>7. Release</h2><p>This promotion is in no way sponsored, endorsed, administered by, or associated with Instagram or Meta.</p></div>`,
  }),
  routes: gtagRoute('www.ridgelineroasters.com'),
},
  {
  id: 'za-clean-cosmetics-contest-terms-es',
  label: 'clean',
  kind: 'brand-giveaway',
  url: 'https://www.nubecosmetica.es/sorteo-aniversario/bases-legales',
  body: doc({
    title: 'Bases legales — Sorteo 5º aniversario | Nube Cosmética',
    lang: 'es',
    css: `body{margin:0;font-family:Arial;color:#333}header{padding:16px 28px;border-bottom:1px solid #f0d6e0;color:#b04a74;font-weight:bold}.w{max-width:760px;margin:24px auto;padding:0 16px;font-size:15px;line-height:1.5}`,
    body: `<header>NUBE COSMÉTICA</header><div class="w"><h1>Bases legales del sorteo "5º aniversario"</h1><p><b>1. Organizador.</b> Nube Cosmética S.L., CIF B-87654321, C/ Fuencarral 88, 28004 Madrid.</p><p><b>2. Ámbito y duración.</b> Sorteo en Instagram válido en territorio español (península y Baleares) del 3 al 9 de noviembre de 2025 a las 23:59 h.</p><p><b>3. Mecánica.</b> Seguir a @nubecosmetica, dar "me gusta" a la publicación y mencionar a dos amigos en comentarios. No es necesaria ninguna compra.</p><p><b>4. Premio.</b> 5 lotes de productos valorados en 120 € cada uno. El premio no es canjeable por dinero.</p><p><b>5. Selección.</b> Los ganadores se elegirán de forma aleatoria mediante la herramienta App-Sorteos el 11 de noviembre y se publicarán en stories. Solo contactaremos desde nuestra cuenta oficial verificada; nunca pediremos datos bancarios ni pagos de envío.</p><p><b>6. Protección de datos.</b> Responsable: Nube Cosmética S.L. Finalidad: gestionar el sorteo. Puedes ejercer tus derechos en privacidad@nubecosmetica.es.</p><p><b>7.</b> Instagram no patrocina, avala ni administra esta promoción.</p></div>${cookieBar('es')}`,
  }),
},
  {
  id: 'za-clean-telecom-promo-pl',
  label: 'clean',
  kind: 'brand-promo',
  url: 'https://www.fala-mobile.pl/promocje/internet-bez-limitu-na-start',
  body: doc({
    title: 'Internet bez limitu na start — 3 miesiące za 0 zł | Fala Mobile',
    lang: 'pl',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#00205b;color:#fff;padding:14px 28px}.hero{background:linear-gradient(90deg,#00205b,#0077c8);color:#fff;padding:40px 28px}.b{display:inline-block;background:#ffd100;color:#000;padding:12px 24px;text-decoration:none;font-weight:bold;border-radius:4px}.w{max-width:880px;padding:24px 28px}.small{font-size:12px;color:#555}`,
    body: `<header><b>Fala Mobile</b> · Abonament · Na kartę · Internet · Sklep · Moje konto</header><div class="hero"><h1>Internet bez limitu na start</h1><p>Przenieś numer i korzystaj z internetu bez limitu przez 3 miesiące za 0 zł. Potem 45 zł/mies.</p><a class="b" href="/sklep/abonament/bez-limitu">Wybierz ofertę</a></div>
<div class="w"><h3>Jak skorzystać?</h3><ol><li>Zamów abonament w sklepie internetowym lub w salonie.</li><li>Złóż wniosek o przeniesienie numeru.</li><li>Aktywuj kartę SIM — promocja nalicza się automatycznie.</li></ol>
<p class="small">Promocja „Internet bez limitu na start” obowiązuje od 1.11.2025 do 31.12.2025 dla nowych klientów przenoszących numer od innego operatora, przy zawarciu umowy na 24 miesiące. Szczegóły w Regulaminie promocji dostępnym na stronie fala-mobile.pl/regulaminy. Fala Mobile sp. z o.o., ul. Prosta 20, 00-850 Warszawa, KRS 0000123456.</p></div>${cookieBar('pl')}`,
  }),
},
  {
  id: 'za-clean-influencer-discount-code-landing',
  label: 'clean',
  kind: 'brand-promo',
  url: 'https://www.trailnest.co/pages/anna-outdoors?code=ANNA15&utm_source=instagram&utm_medium=influencer',
  body: doc({
    title: 'Anna Outdoors × TrailNest — 15% off your first order',
    head: pixel('www.trailnest.co', '220044118833771'),
    css: `body{margin:0;font-family:Helvetica,Arial;color:#1f2a1f}.hero{background:#2f4f3a;color:#fff;padding:40px 24px;text-align:center}.code{display:inline-block;border:2px dashed #fff;padding:8px 18px;font-size:22px;letter-spacing:2px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;max-width:900px;margin:24px auto;padding:0 16px}.g div{background:#f3f5f1;padding:14px;border-radius:8px}small{display:block;text-align:center;color:#777;padding:0 16px 24px}`,
    body: `<div class="hero"><h1>Anna's favourite trail gear</h1><p>Use code at checkout</p><div class="code" id="c">ANNA15</div><p>15% off your first order · Free returns</p></div>
<div class="g"><div><b>Ultralight Tent 2P</b><br>$389</div><div><b>Merino Base Layer</b><br>$89</div><div><b>Trail Runner 4</b><br>$149</div></div>
<small>Code valid for first orders only, excludes sale items and gift cards, expires 31 Dec 2025. Anna receives a commission on purchases made with her code (#ad). TrailNest Outfitters Inc., Bend, OR.</small>
<script>var p=new URLSearchParams(location.search);if(p.get('code')){document.getElementById('c').textContent=p.get('code');try{localStorage.setItem('discount_code',p.get('code'))}catch(e){}}</script>`,
  }),
  routes: pixelRoute('www.trailnest.co'),
},
  {
  id: 'za-clean-airline-real-sale-fares',
  label: 'clean',
  kind: 'brand-promo',
  url: 'https://www.skylarkair.com.au/deals/spring-sale',
  body: doc({
    title: 'Spring Sale — fares from $59* | Skylark Air',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial;color:#222}header{background:#ff5a1f;color:#fff;padding:14px 28px}.f{max-width:880px;margin:24px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:10px;text-align:left}.s{font-size:12px;color:#666}`,
    body: `<header><b>Skylark Air</b> · Book · Manage · Check-in · Deals</header><div class="f"><h1>Spring Sale: fares from $59*</h1><p>On sale until 11:59pm AEDT Thursday 20 November or until sold out. Travel periods vary by route.</p>
<table><tr><th>Route</th><th>Travel</th><th>From</th></tr><tr><td>Sydney → Gold Coast</td><td>3 Feb – 26 Mar 2026</td><td>$59</td></tr><tr><td>Melbourne → Hobart</td><td>2 Feb – 31 Mar 2026</td><td>$69</td></tr><tr><td>Brisbane → Cairns</td><td>4 Feb – 25 Mar 2026</td><td>$89</td></tr></table>
<p class="s">*One-way Starter fares, booked at skylarkair.com.au. Limited seats; not available on all flights or days. Checked baggage not included. Skylark Air does not run "free ticket" giveaways on social media that require you to share a link or pay a fee.</p></div>`,
  }),
},
  {
  id: 'za-clean-shortlink-to-giveaway-winners',
  label: 'clean',
  kind: 'brand-giveaway',
  url: 'https://go.ridgelineroasters.com/winners',
  routes: {
    'go.ridgelineroasters.com/winners': redirectRoute(301, 'https://www.ridgelineroasters.com/blogs/news/brew-better-giveaway-winners?utm_source=instagram&utm_medium=story'),
    'www.ridgelineroasters.com/blogs/news/brew-better-giveaway-winners': htmlRoute(doc({
      title: 'Congrats to our Brew Better giveaway winners! — Ridgeline Roasters',
      css: `body{margin:0;font-family:Georgia,serif;color:#2b2b2b}header{background:#2f2a26;color:#f4e7d3;padding:16px 30px}.w{max-width:700px;margin:24px auto;padding:0 16px;line-height:1.6}.n{background:#f6efe6;padding:12px;border-radius:6px}`,
      body: `<header><b>RIDGELINE ROASTERS</b> · Journal</header><div class="w"><h1>Congrats to our Brew Better giveaway winners!</h1><p><i>November 12, 2025 · 2 min read</i></p><p>Thank you to the 6,200+ of you who entered. Our three winners, drawn at random this morning, are <b>@kaylabrews</b>, <b>@mountainmorningsjoe</b> and <b>@the.pour.over.dad</b>. We've sent each of you a DM from @ridgelineroasters (look for the verified badge) — please reply with your shipping address within 7 days.</p>
<p class="n">Heads up: accounts pretending to be us are messaging people saying they "won" and asking for a shipping fee or card details. We will never ask you to pay or to click a link to claim a prize. Please report those accounts.</p><p>Didn't win? Use code <b>BREWBETTER10</b> for 10% off your first subscription through Sunday.</p><p><a href="/pages/giveaway-official-rules">Official rules</a></p></div>`,
    })),
  },
},
];
