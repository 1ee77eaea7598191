import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss } from '../parts/r-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-clean-shop-woocommerce-kasse-de',
  label: 'clean',
  kind: 'checkout',
  url: 'https://www.kraeuterhof-engel.de/kasse/',
  body: doc({ lang: 'de', title: 'Kasse – Kräuterhof Engel', css: baseCss + `header{background:#3b5d2b;color:#fff;padding:16px 6%}main{max-width:960px;margin:20px auto;display:flex;gap:30px;padding:0 16px}.f{flex:1.4}.s{flex:1;background:#f6f8f3;padding:18px}input,select{width:100%;padding:9px;border:1px solid #bbb;margin:4px 0 10px}.pm{border:1px solid #ccd;padding:10px;margin:6px 0}button{background:#3b5d2b;color:#fff;border:0;padding:13px 26px;font-size:16px}` },
`<header><b>Kräuterhof Engel</b> · Bio-Kräuter &amp; Tees aus dem Allgäu</header>
<main><div class="f"><h2>Rechnungsdetails</h2><form method="post" action="/?wc-ajax=checkout" class="checkout woocommerce-checkout"><input name="billing_first_name" placeholder="Vorname *"><input name="billing_last_name" placeholder="Nachname *"><input name="billing_address_1" placeholder="Straße und Hausnummer *"><input name="billing_postcode" placeholder="PLZ *"><input name="billing_city" placeholder="Ort *"><input name="billing_email" placeholder="E-Mail-Adresse *">
<h3>Zahlungsart</h3><div class="pm"><label><input type="radio" name="payment_method" value="sepa" checked style="width:auto"> SEPA-Lastschrift</label><input name="sepa_iban" placeholder="IBAN"><input name="sepa_holder" placeholder="Kontoinhaber"></div>
<div class="pm"><label><input type="radio" name="payment_method" value="card" style="width:auto"> Kreditkarte</label><input name="card_number" placeholder="Kartennummer"><input name="card_expiry" placeholder="MM / JJ"><input name="card_cvc" placeholder="Prüfziffer"></div>
<div class="pm"><label><input type="radio" name="payment_method" value="invoice" style="width:auto"> Kauf auf Rechnung</label></div>
<p style="font-size:13px"><input type="checkbox" style="width:auto"> Ich habe die <a href="/agb/">AGB</a> und die <a href="/widerrufsbelehrung/">Widerrufsbelehrung</a> gelesen.</p><button>Zahlungspflichtig bestellen</button></form></div>
<div class="s"><h3>Ihre Bestellung</h3><p>Bergkräutertee 100 g × 2 — 11,80 €<br>Salbei getrocknet 50 g × 1 — 4,20 €<br>Versand DHL — 4,95 €</p><p><b>Gesamt 20,95 €</b> (inkl. 7 % MwSt.)</p></div></main>
<p style="text-align:center;font-size:12px;color:#666">Kräuterhof Engel GbR · Dorfstraße 8 · 87534 Oberstaufen · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p>`),
},
{
  id: 'r-clean-tickets-teatro-checkout-es',
  label: 'clean',
  kind: 'checkout',
  url: 'https://entradas.teatrocervantes-malaga.es/compra/pago?evento=1184',
  body: doc({ lang: 'es', title: 'Pago – Teatro Cervantes Málaga', css: baseCss + `header{background:#7a0d1f;color:#fff;padding:14px 6%}main{max-width:640px;margin:20px auto;padding:0 16px}.t{background:#fff3f4;border:1px solid #e8c3c9;padding:12px}input{width:100%;padding:10px;border:1px solid #bbb;margin:4px 0 10px}button{background:#7a0d1f;color:#fff;border:0;padding:12px 26px}.tm{font-weight:bold;color:#7a0d1f}` },
`<header><b>Teatro Cervantes</b> · Málaga</header><main><div class="t"><b>Carmen — Ballet Flamenco de Andalucía</b><br>Sábado 13 de diciembre · 20:00 · Patio de butacas, fila 9, asientos 14–15<br>2 × 32,00 € + gastos de gestión 1,50 € = <b>65,50 €</b></div>
<p>Tiempo restante para completar la compra: <span class="tm" id="tm">09:59</span></p>
<form method="post" action="/compra/pago/confirmar"><input name="titular" placeholder="Titular de la tarjeta"><input name="tarjeta" placeholder="Número de tarjeta"><input name="caducidad" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><p style="font-size:13px">Tras pulsar «Pagar» su banco puede solicitarle una verificación 3-D Secure.</p><button>Pagar 65,50 €</button></form>
<p style="font-size:12px;color:#666">Ayuntamiento de Málaga · Teatro Cervantes · C/ Ramos Marín s/n · Condiciones de venta · Política de privacidad</p></main>
<script>var s=599;setInterval(function(){if(s>0)s--;document.getElementById('tm').textContent=String(s/60|0).padStart(2,'0')+':'+String(s%60).padStart(2,'0');},1000);</script>`),
},
{
  id: 'r-clean-saas-billing-update-card',
  label: 'clean',
  kind: 'checkout',
  url: 'https://app.ledgerly-invoicing.com/settings/billing?reason=payment_failed',
  body: doc({ title: 'Billing · Settings · Ledgerly', css: baseCss + `body{background:#fafafb;display:flex}aside{width:220px;background:#fff;border-right:1px solid #eee;min-height:100vh;padding:20px}aside a{display:block;color:#444;text-decoration:none;padding:6px 0}main{flex:1;padding:30px 40px}
.ban{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;padding:12px;border-radius:8px}.cd{background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px;max-width:520px;margin-top:20px}input{width:100%;padding:10px;border:1px solid #d4d4d8;border-radius:8px;margin:4px 0 10px}button{background:#5b3df5;color:#fff;border:0;border-radius:8px;padding:10px 18px}` },
`<aside><b style="color:#5b3df5">◆ ledgerly</b><br><br><a href="/dashboard">Dashboard</a><a href="/invoices">Invoices</a><a href="/clients">Clients</a><a href="/settings/profile">Settings</a><a href="/settings/billing"><b>Billing</b></a></aside>
<main><h1>Billing</h1><div class="ban">Your last payment of $29.00 on Nov 1 failed (card declined). Update your card to keep your Pro plan active — you have 7 days before your workspace is downgraded.</div>
<div class="cd"><h3>Payment method</h3><p style="font-size:14px">Current: Visa •••• 4417, expired 10/25</p><form method="post" action="/settings/billing/card"><input name="cardholder" placeholder="Cardholder name"><input name="card" placeholder="1234 1234 1234 1234"><input name="exp" placeholder="MM / YY"><input name="cvc" placeholder="CVC"><input name="postal" placeholder="ZIP / Postal code"><button>Save card</button></form></div>
<div class="cd"><h3>Invoices</h3><p style="font-size:14px">Oct 1 · $29.00 · Paid · <a href="/settings/billing/invoices/in_1031.pdf">PDF</a><br>Sep 1 · $29.00 · Paid · <a href="/settings/billing/invoices/in_0901.pdf">PDF</a></p></div></main>`),
},
{
  id: 'r-clean-hotel-booking-guarantee-it',
  label: 'clean',
  kind: 'checkout',
  url: 'https://booking.hotelvillaortensia.it/prenota/conferma?camera=doppia-vista-lago',
  body: doc({ lang: 'it', title: 'Conferma prenotazione – Hotel Villa Ortensia, Bellagio', css: baseCss + `header{background:#30475e;color:#fff;padding:16px 6%}main{max-width:700px;margin:24px auto;padding:0 16px}.r{background:#f4f7fa;padding:14px;border-radius:6px}input{width:100%;padding:10px;border:1px solid #bbc;margin:4px 0 10px}button{background:#c0763b;color:#fff;border:0;padding:12px 28px}` },
`<header><b>Hotel Villa Ortensia ★★★★</b> · Bellagio, Lago di Como</header><main><div class="r"><b>Camera doppia vista lago</b> · 2 adulti<br>Arrivo ven 16 maggio 2026 · Partenza dom 18 maggio 2026 (2 notti)<br>Totale: <b>€ 486,00</b> · Pagamento in hotel</div>
<h2>Garanzia della prenotazione</h2><p>La carta di credito serve solo a garantire la prenotazione e non verrà addebitata. Cancellazione gratuita fino a 72 ore prima dell'arrivo.</p>
<form method="post" action="/prenota/conferma/invia"><input name="nome" placeholder="Nome e cognome"><input name="email" placeholder="Email"><input name="telefono" placeholder="Telefono"><input name="carta" placeholder="Numero carta di credito"><input name="scadenza" placeholder="Scadenza MM/AA"><button>Conferma prenotazione</button></form>
<p style="font-size:12px;color:#777">Villa Ortensia S.r.l. · Via Valassina 12 · 22021 Bellagio (CO) · P.IVA 01234560135 · CIN IT013250A1XYZ</p></main>`),
},
];
