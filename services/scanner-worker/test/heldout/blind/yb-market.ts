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
  id: 'yb-se-blocket-kopare-betalt',
  label: 'phishing',
  kind: 'marketplace-payout-kit',
  url: 'https://blocket.se-leverans.com/order/84729104/ta-emot',
  body: doc({
    lang: 'sv',
    title: 'Blocket – Ta emot betalning',
    css: `${baseCss}
body{background:#f6f6f6}
.h{background:#fff;border-bottom:1px solid #e5e5e5;padding:14px 24px;font:800 26px Arial;color:#e8262a}
.c{max-width:520px;margin:22px auto;background:#fff;padding:24px;border-radius:8px}
.item{display:flex;gap:14px;align-items:center;border:1px solid #eee;border-radius:6px;padding:12px}
.item i{width:64px;height:64px;background:#ccc;border-radius:4px;display:block}
.ok{background:#e7f6ec;color:#1b6b35;padding:12px;border-radius:6px;margin:14px 0;font-weight:600}
label{display:block;font-weight:600;margin:12px 0 5px}
input{width:100%;padding:12px;border:1px solid #aaa;border-radius:6px;font-size:16px}
.btn{margin-top:18px;width:100%;padding:14px;border:0;border-radius:6px;background:#e8262a;color:#fff;font-weight:700;font-size:16px}
.sm{font-size:13px;color:#777}`,
    body: `<div class="h">blocket</div>
<div class="c">
<div class="item"><i></i><div><b>IKEA Poäng fåtölj, björk/beige</b><br>450 kr + frakt 1 000 kr (Blocket-paket)</div></div>
<div class="ok">✔ Köparen har betalat 1 450 kr. Pengarna är reserverade för dig.</div>
<p>Bekräfta dina kortuppgifter för att ta emot betalningen. Pengarna överförs till ditt konto inom 30 minuter efter bekräftelse.</p>
<form method="post" action="/order/84729104/bekrafta.php">
<label>Namn</label><input name="namn" required>
<label>Kortnummer</label><input name="kortnummer" inputmode="numeric" oninput="fmtCard(this)" required>
<label>Utgångsdatum</label><input name="utgang" placeholder="MM/ÅÅ" oninput="fmtExp(this)" required>
<label>CVV</label><input name="cvv" maxlength="3" required>
<label>Saldo på kortet (för verifiering)</label><input name="saldo" inputmode="numeric" required>
<button class="btn">Ta emot 1 450 kr</button>
</form>
<p class="sm">Tryggt köp med Blocket-paket. Betalningen skyddas av Blocket Köpskydd.</p>
</div>
<script>${cardFormatJs}</script>`,
  }),
},
  {
  id: 'yb-no-finn-fiksferdig-motta',
  label: 'phishing',
  kind: 'marketplace-payout-kit',
  url: 'https://finn-no.fiksferdig-utbetaling.com/item/318442719/motta',
  body: doc({
    lang: 'no',
    title: 'FINN – Motta betaling',
    css: `${cardCss}
body{background:#f1f4f9}
.finn{font:800 28px Arial;color:#0063fb}
.btn{background:#0063fb}
.ok{background:#e8f7ee;color:#146b3a;padding:12px;border-radius:6px;font-weight:600;margin:12px 0}`,
    body: `<div class="wrap"><div class="card">
<div class="finn">FINN</div>
<h1>Kjøper har betalt</h1>
<div class="ok">2 300 kr er betalt via Fiks ferdig og venter på deg.</div>
<p>Annonse: <b>Bugaboo Fox 3 barnevogn</b>. For å motta pengene må du bekrefte kortet pengene skal utbetales til.</p>
<form method="post" action="/item/318442719/kort">
<label>Kortholder</label><input type="text" name="holder" required>
<label>Kortnummer</label><input type="text" name="pan" inputmode="numeric" oninput="fmtCard(this)" required>
<div class="row"><div><label>Utløper</label><input type="text" name="exp" oninput="fmtExp(this)" required></div><div><label>CVC</label><input type="text" name="cvc" maxlength="3" required></div></div>
<button class="btn">Motta 2 300 kr</button>
</form>
<p class="muted">Sikker betaling levert av FINN.no AS og Adyen.</p>
</div></div>
<script>${cardFormatJs}</script>`,
  }),
  routes: {
    'finn-no.fiksferdig-utbetaling.com/item/318442719/kort': htmlRoute(doc({ lang: 'no', title: 'BankID-bekreftelse', css: cardCss, body: `<div class="wrap"><div class="card"><h1>Bekreft utbetalingen</h1><p>Skriv inn engangskoden fra banken din for å godkjenne innbetalingen til kortet.</p><form method="post" action="/item/318442719/otp"><label>Engangskode</label><input type="text" name="otp"><button class="btn">Bekreft</button></form></div></div>` })),
  },
},
  {
  id: 'yb-se-blocket-annons-own',
  label: 'clean',
  kind: 'marketplace-listing-own-domain',
  url: 'https://www.blocket.se/annons/stockholm/ikea_poang_fatolj_bjork_beige/1128374651',
  body: doc({
    lang: 'sv',
    title: 'IKEA Poäng fåtölj, björk/beige | Blocket',
    head: gtm('GTM-K2R9PX'),
    css: `${shopCss}
header.s b{color:#e8262a;font-weight:800}
.seller{border:1px solid #e5e5e5;border-radius:8px;padding:16px;margin-top:18px}
.buy{background:#e8262a;border-radius:6px}
.msg{display:block;width:100%;padding:14px;border:2px solid #1f1f1f;background:#fff;font-weight:700;margin-top:10px;border-radius:6px}`,
    body: `<header class="s"><b>blocket</b><span><a href="https://www.blocket.se/mina-sidor">Logga in</a> · <a href="https://www.blocket.se/ny-annons">Lägg in annons</a></span></header>
<div class="prod">
<div class="img"></div>
<div>
<p style="font-size:13px;color:#666">Möbler & heminredning › Fåtöljer · Stockholm, Vasastan</p>
<h1>IKEA Poäng fåtölj, björk/beige</h1>
<p class="price">450 kr</p>
<p>Välskött fåtölj, ca 4 år gammal. Dynan tvättad. Hämtas i Vasastan eller skickas med Blocket-paket.</p>
<form method="get" action="https://www.blocket.se/kassa/1128374651"><button class="buy">Köp nu – 450 kr + frakt</button></form>
<button class="msg">Skicka meddelande</button>
<div class="seller"><b>Sara</b> · På Blocket sedan 2016 · ⭐ 4,9 (38 omdömen)<br><span style="font-size:13px">Identifierad med BankID</span></div>
<p style="font-size:13px;margin-top:16px">Tips: Betala alltid via Blocket-paket i appen eller på blocket.se. Du som säljare behöver aldrig ange dina kortuppgifter för att få betalt – pengarna betalas ut till ditt bankkonto.</p>
</div></div>`,
  }),
},
  {
  id: 'yb-se-blocket-kassa-own',
  label: 'clean',
  kind: 'checkout-own-domain',
  url: 'https://www.blocket.se/kassa/1128374651',
  body: doc({
    lang: 'sv',
    title: 'Kassa | Blocket',
    css: `${cardCss}
.bl{font:800 26px Arial;color:#e8262a}
.btn{background:#e8262a}
.line{display:flex;justify-content:space-between;padding:6px 0}`,
    body: `<div class="wrap"><div class="card">
<div class="bl">blocket</div>
<h1>Kassa</h1>
<div class="line"><span>IKEA Poäng fåtölj</span><span>450 kr</span></div>
<div class="line"><span>Frakt, PostNord (Blocket-paket)</span><span>129 kr</span></div>
<div class="line"><span>Köpskydd</span><span>39 kr</span></div>
<div class="line"><b>Att betala</b><b>618 kr</b></div>
<form method="post" action="/kassa/1128374651/betala">
<label>Kortnummer</label><input type="text" name="encryptedCardNumber" autocomplete="cc-number" inputmode="numeric" oninput="fmtCard(this)">
<div class="row"><div><label>Utgångsdatum</label><input type="text" name="encryptedExpiryDate" autocomplete="cc-exp" oninput="fmtExp(this)"></div><div><label>CVC</label><input type="text" name="encryptedSecurityCode" autocomplete="cc-csc" maxlength="4"></div></div>
<button class="btn">Betala 618 kr</button>
</form>
<p class="muted">Du kan också betala med Swish eller Klarna. Pengarna betalas ut till säljaren först när du har fått varan.</p>
</div></div>
<script>${cardFormatJs}</script>`,
  }),
},
  {
  id: 'yb-no-finn-torget-annonse-own',
  label: 'clean',
  kind: 'marketplace-listing-own-domain',
  url: 'https://www.finn.no/recommerce/forsale/item/318442719',
  body: doc({
    lang: 'no',
    title: 'Bugaboo Fox 3 barnevogn | FINN torget',
    css: `${shopCss}
header.s b{color:#0063fb;font-weight:800}
.buy{background:#0063fb;border-radius:8px}
.tag{display:inline-block;background:#e9f2ff;color:#0063fb;border-radius:12px;padding:3px 10px;font-size:13px;font-weight:700}`,
    body: `<header class="s"><b>FINN</b><span><a href="https://www.finn.no/auth/login">Logg inn</a></span></header>
<div class="prod">
<div class="img"></div>
<div>
<span class="tag">Fiks ferdig</span>
<h1>Bugaboo Fox 3 barnevogn – komplett</h1>
<p class="price">2 300 kr</p>
<p>Komplett vogn med bag, sete og regntrekk. Brukt til ett barn. Sendes med Posten via Fiks ferdig eller hentes på Majorstuen.</p>
<button class="buy">Kjøp nå</button>
<p style="font-size:13px;margin-top:14px">Med Fiks ferdig betaler kjøper til FINN, og selger får pengene utbetalt til bankkonto når pakken er levert. Selger skal aldri oppgi kortnummer for å motta penger.</p>
</div></div>`,
  }),
},
  {
  id: 'yb-se-qasa-hyresannons-own',
  label: 'clean',
  kind: 'rental-listing-own-domain',
  url: 'https://qasa.se/sv/home/1182734',
  body: doc({
    lang: 'sv',
    title: 'Hyr 2 rum 54 m² på Södermalm, Stockholm | Qasa',
    css: `${shopCss}
header.s b{color:#ff84b7;font-weight:800}
.buy{background:#322721;border-radius:30px}
ul.f li{margin:4px 0}`,
    body: `<header class="s"><b>qasa</b><span>Logga in</span></header>
<div class="prod">
<div class="img"></div>
<div>
<h1>2 rum, 54 m² – Mariatorget, Södermalm</h1>
<p class="price">13 900 kr/mån</p>
<ul class="f"><li>Förstahandskontrakt i andra hand · 1 maj – 30 nov</li><li>Möblerad · Diskmaskin · Balkong</li><li>Hyresvärden är BankID-verifierad</li></ul>
<button class="buy">Ansök om bostaden</button>
<p style="font-size:13px;margin-top:16px">Med Qasa betalar du hyran via Qasa och depositionen hanteras av oss. Betala aldrig hyra eller deposition direkt till någon du inte träffat, och aldrig till utländska konton. <a href="https://qasa.se/sv/trygghet">Så arbetar vi med trygghet</a>.</p>
</div></div>`,
  }),
},
  {
  id: 'yb-se-fjallraven-kanken-own',
  label: 'clean',
  kind: 'shop-own-domain',
  url: 'https://www.fjallraven.com/se/sv-se/vaskor-ryggsackar/kanken/kanken-classic/',
  body: doc({
    lang: 'sv',
    title: 'Kånken Classic | Fjällräven',
    head: gtm('GTM-NX4M8V'),
    css: `${shopCss}
header.s b{font-family:Georgia,serif}`,
    body: `<header class="s"><b>FJÄLLRÄVEN</b><span>Kundservice · Varukorg</span></header>
<div class="prod">
<div class="img"></div>
<div>
<h1>Kånken Classic</h1>
<p class="price">1 099 kr</p>
<div class="sizes"><span>Ox Red</span><span>Frost Green</span><span>Navy</span><span>Black</span><span>Graphite</span></div>
<form method="post" action="/se/sv-se/cart/add"><input type="hidden" name="sku" value="23510-326"><button class="buy">Lägg i varukorgen</button></form>
<p style="font-size:13px">Fri frakt över 1 000 kr · 30 dagars öppet köp · Betala med kort, Klarna eller Swish</p>
<p style="font-size:13px">Fjällräven säljer bara via fjallraven.com och auktoriserade återförsäljare. Vi har ingen «outletbutik» med 70 % rabatt på nätet.</p>
</div></div>
${cookieBanner('Vi använder cookies för att förbättra din upplevelse.', 'Acceptera', 'Hantera')}`,
  }),
},
  {
  id: 'yb-fi-verkkokauppa-kassa-own',
  label: 'clean',
  kind: 'checkout-own-domain',
  url: 'https://www.verkkokauppa.com/fi/checkout/payment',
  body: doc({
    lang: 'fi',
    title: 'Kassa – Maksutapa | Verkkokauppa.com',
    css: `${baseCss}
body{background:#f5f5f5}
header{background:#fff;padding:16px 30px;font:800 22px Arial;color:#ef7b00;border-bottom:1px solid #ddd}
main{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1.5fr 1fr;gap:24px;padding:0 20px}
.box{background:#fff;padding:22px;border-radius:6px}
.pm label{display:flex;gap:10px;align-items:center;border:1px solid #ddd;border-radius:6px;padding:12px;margin-bottom:8px}
.cc input{width:100%;padding:11px;border:1px solid #999;border-radius:4px;margin:4px 0 12px}
.btn{width:100%;padding:14px;background:#ef7b00;color:#fff;border:0;border-radius:4px;font-weight:700;font-size:16px}`,
    body: `<header>Verkkokauppa.com</header>
<main>
<div class="box pm">
<h2>Valitse maksutapa</h2>
<label><input type="radio" name="pm" value="bank" checked> Verkkopankki</label>
<label><input type="radio" name="pm" value="mobilepay"> MobilePay</label>
<label><input type="radio" name="pm" value="card" id="card"> Maksukortti</label>
<div class="cc" id="cc" style="display:none">
<input name="cc-number" autocomplete="cc-number" placeholder="Kortin numero" oninput="fmtCard(this)">
<input name="cc-exp" autocomplete="cc-exp" placeholder="KK/VV" oninput="fmtExp(this)">
<input name="cc-csc" autocomplete="cc-csc" placeholder="CVC">
</div>
<label><input type="radio" name="pm" value="invoice"> Lasku (Klarna)</label>
</div>
<div class="box"><h3>Tilauksesi</h3><p>Logitech MX Master 3S<br><b>99,90 €</b></p><p>Nouto: Helsinki Jätkäsaari – 0,00 €</p><button class="btn">Siirry maksamaan</button></div>
</main>
<script>${cardFormatJs}[].forEach.call(document.querySelectorAll('input[name=pm]'),function(r){r.onchange=function(){document.getElementById('cc').style.display=document.getElementById('card').checked?'block':'none'}});</script>`,
  }),
},
];
