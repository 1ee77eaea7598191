import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-shop-checkout-kaffee-de',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://shop.bergkaffee-roesterei.de/checkouts/c/7f1e2a9b4c/information',
  body: doc({
    lang: 'de',
    title: 'Kasse – Bergkaffee Rösterei',
    css: baseCss + `.cols{display:grid;grid-template-columns:3fr 2fr;gap:40px}.sum{background:#fafafa;border-left:1px solid #e5e5e5;padding:20px}.row{display:flex;justify-content:space-between}`,
    head: tagStub('G-BKR2201'),
    body: `<main><h2>Bergkaffee Rösterei</h2><p class="muted">Warenkorb › <b>Informationen</b> › Versand › Zahlung</p><div class="cols"><div>
<form method="post" action="/checkouts/c/7f1e2a9b4c/information"><h3>Kontakt</h3><input type="email" name="email" placeholder="E-Mail" autocomplete="email"><label><input type="checkbox" name="news"> Mich per E-Mail über Neuigkeiten informieren</label>
<h3>Lieferadresse</h3><input name="vorname" placeholder="Vorname"><input name="nachname" placeholder="Nachname"><input name="adresse" placeholder="Straße und Hausnummer"><input name="plz" placeholder="PLZ"><input name="ort" placeholder="Stadt">
<h3>Zahlung</h3><p class="muted">Alle Transaktionen sind sicher und verschlüsselt.</p><select name="zahlart"><option>Kreditkarte</option><option>PayPal</option><option>Klarna – Rechnung</option><option>SEPA-Lastschrift</option></select>
<input name="cc-number" placeholder="Kartennummer" autocomplete="cc-number"><input name="cc-exp" placeholder="Ablaufdatum (MM / JJ)" autocomplete="cc-exp"><input name="cc-csc" placeholder="Sicherheitscode" autocomplete="cc-csc"><input name="cc-name" placeholder="Name auf der Karte" autocomplete="cc-name">
<button class="btn" style="width:100%">Jetzt bezahlen</button></form></div>
<div class="sum"><div class="row"><span>Espresso „Alpenglühen“ 1 kg × 2</span><span>47,80 €</span></div><div class="row"><span>Filterkaffee Äthiopien 500 g</span><span>14,90 €</span></div><hr><div class="row"><span>Versand</span><span>4,90 €</span></div><div class="row"><b>Gesamt</b><b>67,60 €</b></div><p class="muted">inkl. 4,42 € MwSt.</p></div></div></main>
<footer><a href="#">Widerrufsrecht</a><a href="#">Versand</a><a href="#">Datenschutz</a><a href="#">AGB</a><a href="#">Impressum</a></footer>`,
  }),
},
{
  id: 'zf-clean-hosted-checkout-saas',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://checkout.paylane-hosted.com/c/pay/cs_live_b1Q8mZ2kLr5xT9wV#fidkdWxOYHwnPyd1blpxYHZxWjA0',
  body: doc({
    title: 'Ledgerly Pro – Annual',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",sans-serif;display:flex;min-height:100vh}.l{flex:1;background:#4f46e5;color:#fff;padding:8vh 6vw}.r{flex:1;padding:8vh 6vw}
input,select{width:100%;padding:10px;border:1px solid #ddd;border-radius:6px;margin:4px 0 12px;font-size:15px}button{width:100%;background:#4f46e5;color:#fff;border:0;border-radius:6px;padding:12px;font-size:16px}`,
    body: `<div class="l"><p>← Ledgerly</p><p style="opacity:.8">Subscribe to Ledgerly Pro</p><h1 style="font-size:36px">€288.00 <span style="font-size:16px;opacity:.8">per year</span></h1><p>Unlimited invoices, bank sync, multi-currency and priority support.</p></div>
<div class="r"><h3>Pay with card</h3><form id="pf"><label>Email</label><input type="email" value="" autocomplete="email"><label>Card information</label><input placeholder="1234 1234 1234 1234" autocomplete="cc-number"><div style="display:flex;gap:8px"><input placeholder="MM / YY" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc"></div>
<label>Cardholder name</label><input autocomplete="cc-name"><label>Country or region</label><select><option>Germany</option><option>Austria</option><option>France</option><option>Netherlands</option></select><button>Subscribe</button></form>
<p style="font-size:12px;color:#888">By confirming your subscription, you allow Ledgerly GmbH to charge your card for this payment and future payments in accordance with their terms. Powered by PayLane · <a href="#">Terms</a> <a href="#">Privacy</a></p></div>
<script>document.getElementById('pf').onsubmit=function(e){e.preventDefault();fetch('/v1/payment_pages/cs_live_b1Q8mZ2kLr5xT9wV/confirm',{method:'POST'})}</script>`,
  }),
  routes: { 'checkout.paylane-hosted.com/v1/payment_pages/cs_live_b1Q8mZ2kLr5xT9wV/confirm': jsonRoute({ status: 'requires_action' }) },
},
{
  id: 'zf-clean-shop-bike-sale-nl',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.fietsenwinkel-dekker.nl/black-friday/',
  body: doc({
    lang: 'nl',
    title: 'Black Friday – tot 40% korting op e-bikes | Fietsenwinkel Dekker',
    css: baseCss + `.bar{background:#111;color:#fff;text-align:center;padding:6px;font-size:13px}.p{border:1px solid #eee;padding:12px}.p .img{height:140px;background:#e8eef3}.old{text-decoration:line-through;color:#999}.new{color:#c00;font-weight:700}`,
    head: tagStub('G-FDK1902'),
    body: `<div class="bar">Black Friday: tot 40% korting · Gratis montage in de winkel · Sinds 1962 in Amersfoort</div>
<header><b>Fietsenwinkel Dekker</b><nav><a href="#">E-bikes</a><a href="#">Stadsfietsen</a><a href="#">Kinderfietsen</a><a href="#">Onderhoud</a><a href="#">Contact</a></nav></header><main>
<h1>Black Friday aanbiedingen</h1><div class="grid">
<div class="p"><div class="img"></div>Gazelle Grenoble C7 HMB Elite<br><span class="old">€ 3.299</span> <span class="new">€ 2.499</span></div>
<div class="p"><div class="img"></div>Sparta c-Grid energy M8Tb<br><span class="old">€ 3.099</span> <span class="new">€ 2.349</span></div>
<div class="p"><div class="img"></div>Batavus Finez E-go Power<br><span class="old">€ 2.999</span> <span class="new">€ 1.999</span></div></div>
<p>Betalen met iDEAL, creditcard, in termijnen via in3 of gewoon in de winkel. Actie geldig t/m 1 december of zolang de voorraad strekt.</p></main>
<footer>Fietsenwinkel Dekker B.V. · Utrechtseweg 112, 3818 EP Amersfoort · KvK 31012345 · <a href="#">Algemene voorwaarden</a><a href="#">Privacy</a></footer>
${cookieBar('Wij gebruiken cookies om onze website te verbeteren.', 'Akkoord')}`,
  }),
},
];
