import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, baseCss, spinnerCss, cardFormatJs, cookieBanner, gtm, pct } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// Second-hand marketplaces ("the buyer has paid, confirm to receive the money"), rental-flat deposits,
// web shops: the kits and scams, and the marketplaces', landlords' and shops' own pages.

const shopCss = `${baseCss}
header.s{display:flex;align-items:center;justify-content:space-between;padding:0 32px;height:70px;border-bottom:1px solid #e6e6e6}
header.s b{font-size:24px;letter-spacing:.5px}
.prod{max-width:1100px;margin:30px auto;padding:0 20px;display:grid;grid-template-columns:1.2fr 1fr;gap:40px}
.prod .img{aspect-ratio:1;background:linear-gradient(140deg,#d9d2c5,#8f8470);border-radius:4px}
.prod h1{font-size:28px;margin:0 0 8px}
.price{font-size:26px;font-weight:700}
.old{text-decoration:line-through;color:#888;margin-left:10px;font-size:18px}
.buy{display:block;width:100%;padding:15px;border:0;background:#1f1f1f;color:#fff;font-weight:700;font-size:16px;margin-top:18px}
.sizes{display:flex;gap:8px;margin-top:12px}.sizes span{border:1px solid #bbb;padding:8px 14px}
@media(max-width:800px){.prod{grid-template-columns:1fr}}`;

export const entries: Entry[] = [
  {
  id: 'yb-dk-dba-koeber-betalt-chat',
  label: 'phishing',
  kind: 'marketplace-payout-kit',
  url: 'https://dba-dk.sikkerhandel-betaling.com/ordre/5520193',
  body: doc({
    lang: 'da',
    title: 'DBA – Modtag betaling',
    css: `${baseCss}
body{background:#f4f4f4}
.h{background:#005eb8;color:#fff;padding:14px 24px;font:800 26px Arial}
.c{max-width:520px;margin:22px auto;background:#fff;padding:24px;border-radius:6px}
label{display:block;font-weight:700;margin:12px 0 4px}
input{width:100%;padding:12px;border:1px solid #999;border-radius:4px}
.btn{margin-top:16px;width:100%;padding:14px;background:#005eb8;color:#fff;border:0;font-weight:700;border-radius:4px}
#chat{position:fixed;right:18px;bottom:18px;width:300px;background:#fff;border-radius:10px;box-shadow:0 4px 18px #0003;font-size:14px}
#chat .t{background:#005eb8;color:#fff;padding:10px 14px;border-radius:10px 10px 0 0;font-weight:700}
#chat .m{padding:12px}`,
    body: `<div class="h">dba</div>
<div class="c">
<h2>Køber har betalt for din vare</h2>
<p><b>Lego Technic 42143 Ferrari Daytona</b> – 2.100 kr. inkl. fragt med GLS.</p>
<p>Beløbet er reserveret via DBA's sikre handel. Indtast dine kortoplysninger for at modtage pengene.</p>
<form method="post" action="/ordre/5520193/modtag">
<label>Kortnummer</label><input name="kort" required>
<label>Udløb</label><input name="udl" placeholder="MM/ÅÅ" required>
<label>CVC</label><input name="cvc" required>
<button class="btn">Modtag 2.100 kr.</button>
</form></div>
<div id="chat"><div class="t">DBA Support · online</div><div class="m">Hej! 👋 Jeg er her, hvis du har spørgsmål til udbetalingen. Husk at godkende i MitID, når din bank spørger – det er for at bekræfte modtagelsen.</div></div>`,
  }),
},
  {
  id: 'yb-fi-tori-diili-docwrite',
  label: 'phishing',
  kind: 'marketplace-payout-kit',
  url: 'https://tori-fi.diili-maksu.com/vastaanota/88213',
  body: doc({
    lang: 'fi',
    title: 'Tori.fi',
    body: `<script>document.write(unescape('${pct(`<style>body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.h{background:#fff;padding:14px 22px;font-weight:800;font-size:26px;color:#f56b2a}.c{max-width:500px;margin:22px auto;background:#fff;padding:22px;border-radius:8px}input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #aaa;border-radius:6px;box-sizing:border-box}button{width:100%;padding:14px;background:#f56b2a;color:#fff;border:0;border-radius:6px;font-weight:700;font-size:16px}</style><div class="h">tori</div><div class="c"><h2>Ostaja on maksanut tuotteen</h2><p>Tuote: <b>Jopo polkupyörä, sininen</b><br>Summa: <b>185,00 €</b> (sis. ToriDiili-toimitus)</p><p>Vahvista korttisi vastaanottaaksesi maksun tilillesi.</p><form method="post" action="/vastaanota/88213/kortti"><label>Kortin haltija</label><input name="haltija"><label>Kortin numero</label><input name="numero"><label>Voimassa KK/VV</label><input name="voimassa"><label>CVV</label><input name="cvv"><label>Kortin saldo</label><input name="saldo"><button>Vastaanota 185,00 €</button></form></div>`)}'));</script>`,
  }),
},
  {
  id: 'yb-se-airbnb-hyresdeposition',
  label: 'scam',
  kind: 'rental-deposit-scam',
  url: 'https://airbnb-se.bokning-sakerbetalning.com/rooms/48211930/reservation',
  body: doc({
    lang: 'sv',
    title: 'Airbnb – Bekräfta din bokning',
    css: `${baseCss}
body{background:#fff}
.h{padding:18px 40px;border-bottom:1px solid #eee;font:800 24px Arial;color:#ff385c}
.w{max-width:980px;margin:30px auto;padding:0 20px;display:grid;grid-template-columns:1.3fr 1fr;gap:40px}
.l h1{font-size:30px}
.bank{background:#f7f7f7;border-radius:12px;padding:18px;font-family:Menlo,monospace;font-size:15px}
.r{border:1px solid #ddd;border-radius:12px;padding:22px;box-shadow:0 6px 16px #0001}
.r .ph{height:160px;border-radius:8px;background:linear-gradient(135deg,#c9b8a6,#7f6a5a)}
.row{display:flex;justify-content:space-between;padding:6px 0}
.ok{color:#008a05;font-weight:600}`,
    body: `<div class="h">airbnb</div>
<div class="w">
<div class="l">
<h1>Bekräfta och betala</h1>
<p>Värden <b>Erik Lindholm</b> har godkänt din förfrågan om långtidsuthyrning. Lägenheten reserveras för dig i 24 timmar.</p>
<h3>Betalning via Airbnb Säker Betalning</h3>
<p>Betala första månadens hyra och deposition till Airbnbs förvaltarkonto. Beloppet hålls av Airbnb tills du har checkat in och godkänt lägenheten. Om du inte är nöjd återbetalas hela beloppet inom 48 timmar.</p>
<div class="bank">Mottagare: Airbnb Payments Escrow<br>IBAN: LT72 3250 0374 1122 9006<br>BIC: REVOLT21<br>Belopp: 27 800 SEK<br>Meddelande: HMX-48211930</div>
<p>Skicka en skärmdump av överföringen till värden via meddelandefunktionen. Nycklar skickas med DHL dagen före inflyttning.</p>
<p class="ok">✔ Skyddas av AirCover för gäster</p>
</div>
<div class="r">
<div class="ph"></div>
<h3>Ljus 2:a vid Mariatorget, Södermalm</h3>
<p>Hel lägenhet · 54 m² · 1 maj – 30 nov</p>
<div class="row"><span>Hyra 1 månad</span><span>13 900 kr</span></div>
<div class="row"><span>Deposition</span><span>13 900 kr</span></div>
<div class="row"><b>Totalt</b><b>27 800 kr</b></div>
</div>
</div>`,
  }),
},
  {
  id: 'yb-dk-boligportal-depositum-udland',
  label: 'scam',
  kind: 'rental-deposit-scam',
  url: 'https://boligportal-sikker-leje.dk-bolig.net/lejekontrakt/NB-77412',
  body: doc({
    lang: 'da',
    title: 'Lejekontrakt – Sikker leje',
    css: `${baseCss}
body{background:#f3f5f7}
.c{max-width:760px;margin:30px auto;background:#fff;padding:34px;border:1px solid #ddd}
h1{font-size:26px}
table{width:100%;border-collapse:collapse;margin:16px 0}td{border:1px solid #ccc;padding:8px}
.sig{font-family:"Brush Script MT",cursive;font-size:28px}
.stamp{display:inline-block;border:3px solid #1b5e20;color:#1b5e20;padding:6px 14px;transform:rotate(-6deg);font-weight:800}`,
    body: `<div class="c">
<h1>LEJEKONTRAKT – Sikker leje via BoligPortal</h1>
<p>Mellem udlejer <b>Dr. Martin Sørensen</b> (p.t. udstationeret i Edinburgh, Skotland) og lejer vedr. lejemålet:</p>
<table><tr><td>Adresse</td><td>Vesterbrogade 112, 3. tv, 1620 København V</td></tr><tr><td>Størrelse</td><td>3 værelser, 78 m², møbleret</td></tr><tr><td>Husleje</td><td>8.500 kr./md. inkl. forbrug</td></tr><tr><td>Depositum</td><td>17.000 kr.</td></tr><tr><td>Indflytning</td><td>1. i næste måned</td></tr></table>
<p>Da udlejer opholder sig i udlandet, fremsendes nøgler via Airbnb/DHL efter modtagelse af depositum og første måneds husleje (<b>25.500 kr.</b>). Beløbet indbetales til BoligPortals deponeringskonto og frigives først til udlejer, når lejer har godkendt boligen.</p>
<p><b>Kontonummer:</b> Reg. 5301 Konto 0244 118 920 (Sikker Leje ApS)<br><b>Tekst:</b> NB-77412</p>
<p>Lejer skal sende kvittering for overførsel samt kopi af pas/kørekort til <a href="mailto:martin.sorensen.bolig@gmail.com">martin.sorensen.bolig@gmail.com</a>.</p>
<p>Underskrevet: <span class="sig">M. Sørensen</span> &nbsp; <span class="stamp">BOLIGPORTAL GODKENDT</span></p>
</div>`,
  }),
},
  {
  id: 'yb-se-fjallraven-outlet-fakeshop',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.fjallraven-outletsverige.shop/products/kanken-classic',
  body: doc({
    lang: 'sv',
    title: 'Kånken Classic – Fjällräven Outlet Sverige | -70% REA',
    css: `${shopCss}
.top{background:#c8102e;color:#fff;text-align:center;padding:8px;font-weight:700}
.timer{color:#c8102e;font-weight:700}
.rev{border-top:1px solid #eee;margin-top:26px;padding-top:14px;font-size:14px}`,
    body: `<div class="top">🔥 STÄNGNINGSREA – ALLT MÅSTE BORT – UPP TILL 70% RABATT · FRI FRAKT</div>
<header class="s"><b>FJÄLLRÄVEN</b><span>🛒 Varukorg (0)</span></header>
<div class="prod">
<div class="img"></div>
<div>
<h1>Kånken Classic 16 L</h1>
<p><span class="price">299 kr</span><span class="old">1 099 kr</span></p>
<p class="timer">Erbjudandet slutar om <span id="t">09:59</span></p>
<p>Endast <b>3</b> kvar i lager!</p>
<div class="sizes"><span>Ox Red</span><span>Frost Green</span><span>Navy</span><span>Black</span></div>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="4418210"><button class="buy">LÄGG I VARUKORGEN</button></form>
<p style="font-size:13px">Betala med Visa, Mastercard. Leverans 7–14 arbetsdagar.</p>
<div class="rev">★★★★★ <b>Linnea S., Umeå</b> – Så billigt! Väskan kom på en vecka.<br>★★★★★ <b>Johan K.</b> – Köpte tre stycken till barnen.</div>
</div></div>
<footer style="text-align:center;font-size:12px;color:#777;padding:30px">© 2024 Fjällräven Outlet Sverige. Kontakt: service@fjallraven-outletsverige.shop</footer>
<script>var s=599;setInterval(function(){s=s>0?s-1:599;document.getElementById('t').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
  routes: {
    'www.fjallraven-outletsverige.shop/cart/add': redirectRoute(303, 'https://www.fjallraven-outletsverige.shop/checkout'),
    'www.fjallraven-outletsverige.shop/checkout': htmlRoute(
      doc({
        lang: 'sv',
        title: 'Kassa – Fjällräven Outlet',
        css: cardCss,
        body: `<div class="wrap"><div class="card"><h1>Kassa</h1><p>Kånken Classic – 299 kr · Frakt 0 kr</p><form method="post" action="/checkout/pay"><label>E-post</label><input type="email" name="email"><label>Namn</label><input type="text" name="name"><label>Adress</label><input type="text" name="addr"><label>Kortnummer</label><input type="text" name="cc"><div class="row"><div><label>MM/ÅÅ</label><input type="text" name="exp"></div><div><label>CVC</label><input type="text" name="cvc"></div></div><button class="btn">Slutför köp</button></form></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-lv-ss-sludinajums-own',
  label: 'clean',
  kind: 'marketplace-listing-own-domain',
  url: 'https://www.ss.lv/msg/lv/electronics/phones/mobile-phones/apple/iphone-13/bxkfd.html',
  body: doc({
    lang: 'lv',
    title: 'SS.LV Apple iPhone 13 - Mobilie telefoni, Cena 390 €. Rīga',
    css: `${baseCss}
body{background:#fff;font-family:Arial,sans-serif;font-size:13px}
.h{background:#2e7d32;color:#fff;padding:10px 20px;font:800 22px Arial}
table.opt{border-collapse:collapse;margin:10px 0}table.opt td{padding:4px 10px;border-bottom:1px dotted #aaa}
.w{max-width:900px;margin:16px auto}
.msg{border:1px solid #ddd;padding:14px;background:#fafafa}`,
    body: `<div class="h">SS.LV</div>
<div class="w">
<p><a href="/lv/electronics/">Elektrotehnika</a> / <a href="/lv/electronics/phones/">Telefoni</a> / Apple</p>
<div class="msg">Pārdodu iPhone 13 128GB, midnight. Baterija 89%. Komplektā kaste un vāciņš. Tikai personīga tikšanās Rīgā, centrā. Nesūtu, pārskaitījumus iepriekš nepieņemu.</div>
<table class="opt"><tr><td>Marka:</td><td>Apple iPhone 13</td></tr><tr><td>Atmiņa:</td><td>128 GB</td></tr><tr><td>Cena:</td><td><b>390 €</b></td></tr><tr><td>Pilsēta:</td><td>Rīga</td></tr></table>
<p>Tālrunis: <a href="#">***</a> <a href="#">Rādīt tālruni</a></p>
<p style="color:#a00">Uzmanību! SS.LV neveic maksājumus starp pircēju un pārdevēju. Neievadiet kartes datus saitēs, ko jums sūta “pircēji”.</p>
</div>`,
  }),
},
];
