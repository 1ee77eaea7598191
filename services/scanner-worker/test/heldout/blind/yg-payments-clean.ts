import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-gent-parkeren-betalen-app',
  label: 'clean',
  kind: 'municipal-parking',
  url: 'https://stad.gent/nl/mobiliteit-openbare-werken/parkeren/betalen-voor-parkeren',
  body: doc({
    lang: 'nl-BE',
    title: 'Betalen voor parkeren | Stad Gent',
    css: `body{margin:0;font-family:'Fira Sans',Arial,sans-serif;color:#1a1a1a}.h{background:#009de0;color:#fff;padding:18px 24px;font-size:24px;font-weight:700}main{max-width:780px;margin:24px auto;padding:0 16px}.w{background:#fff3cd;border-left:5px solid #f0b400;padding:12px 14px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px;text-align:left}`,
    body: `<div class="h">Stad Gent</div><main><h1>Betalen voor parkeren</h1>
<p>Op straat betaal je aan de parkeerautomaat (met bankkaart of contactloos), via sms of met een parkeerapp.</p>
<table><tr><th>Zone</th><th>Tarief</th><th>Max. duur</th></tr><tr><td>Rood</td><td>€ 3,20/u</td><td>2u</td></tr><tr><td>Oranje</td><td>€ 1,90/u</td><td>4u</td></tr><tr><td>Geel</td><td>€ 1,00/u</td><td>10u</td></tr></table>
<h2>Betalen via sms</h2><p>Stuur je nummerplaat naar <b>4411</b> met de zonecode op de automaat (bv. <code>GENT R 1ABC123</code>).</p>
<h2>Parkeerapps</h2><p>4411, EasyPark, Yellowbrick, Parkmobile en Q-Park Go zijn erkend.</p>
<div class="w"><b>Opgelet voor valse QR-codes.</b> Oplichters plakken stickers met QR-codes op parkeerautomaten die naar een nepbetaalpagina leiden. Stad Gent gebruikt <b>geen</b> QR-codes om te betalen op de automaat. Zie je er toch één? Meld het via 09 210 10 10.</div></main>`,
  }),
},
{
  id: 'yg-webshop-mollie-checkout-nl',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.koffiebranderijdeboon.nl/afrekenen',
  body: doc({
    lang: 'nl',
    title: 'Afrekenen - Koffiebranderij De Boon',
    css: `body{margin:0;font-family:'Work Sans',Arial,sans-serif;background:#faf7f2;color:#2a211b}.h{padding:16px 26px;border-bottom:1px solid #e6ddd2;font-size:22px;font-weight:700}
.g{max-width:900px;margin:24px auto;display:grid;grid-template-columns:3fr 2fr;gap:24px;padding:0 16px}.b{background:#fff;border-radius:8px;padding:20px;border:1px solid #eee}
label{display:block;font-size:13px;margin:10px 0 4px}input,select{width:100%;padding:10px;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}
.pm{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}.pm label{border:1px solid #ddd;border-radius:6px;padding:8px 12px;margin:0}
button{width:100%;margin-top:16px;padding:14px;background:#2a211b;color:#fff;border:0;border-radius:8px;font-size:16px}`,
    body: `<div class="h">☕ Koffiebranderij De Boon</div>
<div class="g"><form class="b" method="post" action="/afrekenen/plaats-bestelling"><h3>Verzendgegevens</h3>
<label>Naam</label><input name="naam" autocomplete="name"><label>E-mail</label><input name="email" autocomplete="email"><label>Postcode en huisnummer</label><input name="pc" autocomplete="postal-code">
<h3>Betalen</h3><div class="pm"><label><input type="radio" name="method" value="ideal" checked> iDEAL</label><label><input type="radio" name="method" value="creditcard"> Creditcard</label><label><input type="radio" name="method" value="bancontact"> Bancontact</label><label><input type="radio" name="method" value="paypal"> PayPal</label></div>
<div id="card" style="display:none"><label>Kaartnummer</label><input id="cn" autocomplete="cc-number"><label>Vervaldatum</label><input id="ex" autocomplete="cc-exp"><label>CVC</label><input autocomplete="cc-csc"></div>
<button>Bestelling plaatsen - € 31,40</button><p style="font-size:12px;color:#777">Betalingen verlopen veilig via Mollie.</p></form>
<div class="b"><h3>Je bestelling</h3><p>2× Huismelange bonen 500 g - € 25,90<br>Verzending - € 4,95<br>Korting nieuwsbrief - € -0,45</p><p><b>Totaal € 31,40</b> (incl. btw)</p><p style="font-size:12px">KvK 71234567 · btw NL858123456B01 · Ambachtsweg 12, Zwolle</p></div></div>
<script src="https://js.mollie.com/v1/mollie.js" async></script>
<script>${cardJs}document.querySelectorAll('input[name=method]').forEach(function(r){r.onchange=function(){document.getElementById('card').style.display=r.value==='creditcard'&&r.checked?'block':'none'}});fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ex'));</script>`,
  }),
},
{
  id: 'yg-satispay-richiesta-pagamento-negozio',
  label: 'clean',
  kind: 'payment-request-provider',
  url: 'https://www.satispay.com/app/pay/' + hex('satis', 24),
  body: doc({
    lang: 'it',
    title: 'Paga con Satispay',
    css: `body{margin:0;font-family:'Poppins',Arial,sans-serif;background:#fff;color:#222;text-align:center}.h{padding:18px;color:#ef4343;font-weight:800;font-size:24px}.c{max-width:380px;margin:10px auto;border:1px solid #eee;border-radius:16px;padding:24px}.am{font-size:38px;font-weight:800}.qr{width:170px;height:170px;margin:16px auto;background:repeating-conic-gradient(#222 0 25%,#fff 0 50%) 0 0/22px 22px;border:8px solid #fff;outline:1px solid #eee}a.b{display:block;background:#ef4343;color:#fff;padding:14px;border-radius:30px;text-decoration:none;font-weight:700;margin-top:12px}.s{font-size:12px;color:#888;margin-top:14px}`,
    body: `<div class="h">satispay</div><div class="c"><p>Pagamento a</p><b>Pasticceria Bonfanti · Bergamo</b><div class="am">€ 18,40</div><p>Ordine asporto #${digits('satis-o', 4)}</p>
<div class="qr"></div><p style="font-size:14px">Inquadra il QR con l'app Satispay oppure</p><a class="b" href="satispay://pay/${hex('satis', 24)}">Apri l'app Satispay</a>
<p class="s">Confermi il pagamento nell'app. Satispay non ti chiede mai i dati della carta o dell'IBAN su questa pagina.</p></div>`,
  }),
},
];
