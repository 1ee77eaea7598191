import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, icon } from '../parts/q-kit.js';

// Benign: reservations that take a card on the business's own site, and toll / fine payment on official domains.

const payCss = '.row{display:flex;gap:10px}.row>div{flex:1}#card-element{border:1px solid #bbb;border-radius:4px;padding:11px;background:#fff;min-height:20px;font-size:14px;color:#999}';
const stripeLike = (host: string) => ({
  [`${host}/js/payments.js`]: jsRoute(`window.Payments=function(k){return{mount:function(sel){var el=document.querySelector(sel);el.innerHTML='<span>Card number · MM / YY · CVC</span>';el.setAttribute('data-pk',k);},confirm:function(){return Promise.resolve({status:'requires_action'})}}};`),
});

export const entries: Entry[] = [
{
  id: 'q-clean-guesthouse-direct-booking-card',
  label: 'clean',
  kind: 'own-booking',
  url: 'https://www.glenaffric-guesthouse.co.uk/book/confirm',
  body: doc({
    title: 'Confirm your booking – Glenaffric Guest House',
    css: cssPlain('#365314') + payCss,
    body: `<header class="top"><a class="name" href="/">Glenaffric Guest House</a><nav><a href="/rooms">Rooms</a><a href="/breakfast">Breakfast</a><a href="/find-us">Find us</a></nav></header>
<main><div class="row"><div class="card"><h2 style="margin-top:0">Your stay</h2><table><tr><td>Room</td><td>Loch View Double</td></tr><tr><td>Arrive</td><td>Thu 14 May 2026</td></tr><tr><td>Depart</td><td>Sun 17 May 2026</td></tr><tr><td>Guests</td><td>2 adults</td></tr><tr><td>Total</td><td><b>£345.00</b></td></tr></table>
<p class="muted">Cancellation: free until 7 days before arrival, after which the first night is charged. Breakfast included. Check-in 3–8pm.</p></div>
<div class="card"><h2 style="margin-top:0">Guarantee with a card</h2><p class="muted">We take a 1-night deposit (£115.00) now; the balance is paid at the guest house.</p>
<form id="f" action="/book/confirm" method="post"><div class="row"><div><label>First name</label><input name="first" autocomplete="given-name"></div><div><label>Surname</label><input name="last" autocomplete="family-name"></div></div>
<label>Email</label><input name="email" type="email"><label>Card</label><div id="card-element"></div><p></p><button>Pay £115.00 deposit</button></form></div></div></main>
<footer>Glenaffric Guest House · Cannich, Inverness-shire IV4 7LX · VisitScotland 4-star · <a href="/privacy">Privacy</a> · <a href="/terms">Booking terms</a></footer>
<script src="/js/payments.js"></script><script>Payments('pk_live_51Glen8xQ').mount('#card-element');</script>`,
  }),
  routes: stripeLike('www.glenaffric-guesthouse.co.uk'),
},
{
  id: 'q-clean-camping-reservation-fr',
  label: 'clean',
  kind: 'own-booking',
  url: 'https://reservation.camping-les-pins-dores.fr/panier',
  body: doc({
    lang: 'fr',
    title: 'Votre panier – Camping Les Pins Dorés',
    css: cssPlain('#15803d') + payCss,
    body: `<header class="top"><a class="name" href="https://www.camping-les-pins-dores.fr">Camping Les Pins Dorés ★★★</a><nav><a href="#">Hébergements</a><a href="#">Emplacements</a><a href="#">Piscine</a><a href="#">Contact</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Récapitulatif</h2><table><tr><td>Mobil-home Cosy 2 ch.</td><td>18/07 → 25/07 (7 nuits)</td><td>812,00 €</td></tr><tr><td>Taxe de séjour</td><td>2 adultes</td><td>9,80 €</td></tr><tr><td>Frais de dossier</td><td></td><td>15,00 €</td></tr><tr><th colspan="2">Total</th><th>836,80 €</th></tr></table>
<p>Acompte de 25 % à régler aujourd'hui : <b>209,20 €</b>. Solde 30 jours avant l'arrivée.</p></div>
<div class="card"><h3 style="margin-top:0">Paiement sécurisé</h3><p class="muted">Paiement par carte via notre banque (3-D Secure). Chèques-vacances acceptés sur place pour le solde.</p>
<form action="/panier/payer" method="post"><label><input type="checkbox" required style="width:auto"> J'accepte les <a href="/cgv">conditions générales de vente</a></label><p></p><button>Payer l'acompte (209,20 €)</button></form></div></main>
<footer>SARL Les Pins Dorés · 40200 Mimizan · Classement Atout France n° C40-012345 · <a href="#">Mentions légales</a></footer>`,
  }),
  routes: { 'reservation.camping-les-pins-dores.fr/panier/payer': redirectRoute(302, 'https://reservation.camping-les-pins-dores.fr/paiement/3ds') , 'reservation.camping-les-pins-dores.fr/paiement/3ds': htmlRoute('<p>Redirection vers la page de paiement de la banque…</p>') },
},
{
  id: 'q-clean-theatre-seat-hold-timer',
  label: 'clean',
  kind: 'own-booking',
  url: 'https://boxoffice.riverside-playhouse.org/order/summary',
  body: doc({
    title: 'Your order – Riverside Playhouse',
    css: cssPlain('#9f1239') + payCss,
    body: `<header class="top"><span class="name">Riverside Playhouse</span><span class="muted">Seats held for <b id="t">15:00</b></span></header>
<main><div class="card"><h2 style="margin-top:0">The Importance of Being Earnest</h2><p>Sat 7 March, 7:30pm · Stalls row F, seats 11–12 · 2 × £28.50 + £2.00 booking fee</p>
<p class="muted">If the timer runs out your seats are released back to the public. Members: sign in to apply your discount.</p>
<form method="post" action="/order/pay"><label>Email</label><input type="email" name="email"><label>Card</label><div id="card-element"></div><p></p><button>Pay £59.00</button></form></div></main>
<footer>Riverside Playhouse is a registered charity (no. 1098765). Box office 01632 960 123.</footer>
<script src="/js/payments.js"></script><script>Payments('pk_live_51RivPH').mount('#card-element');var s=900;setInterval(function(){if(s>0)s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
  routes: stripeLike('boxoffice.riverside-playhouse.org'),
},
{
  id: 'q-clean-official-toll-pay-by-plate-uk',
  label: 'clean',
  kind: 'official-toll',
  url: 'https://www.gov.uk/pay-dartford-crossing-charge',
  body: doc({
    title: 'Pay the Dartford Crossing charge (Dart Charge) - GOV.UK',
    css: 'body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}header{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:24px}main{max-width:960px;margin:0 auto;padding:30px}h1{font-size:40px}.start{background:#00703c;color:#fff;padding:10px 18px;font-size:19px;text-decoration:none;display:inline-block;box-shadow:0 2px 0 #002d18}footer{background:#f3f2f1;padding:30px;font-size:14px;border-top:1px solid #b1b4b6}',
    body: `<header>GOV.UK</header><main><h1>Pay the Dartford Crossing charge (Dart Charge)</h1>
<p>You must pay the Dartford Crossing charge by midnight the day after you cross. You can pay in advance.</p>
<p>You can pay by debit or credit card. You do not need an account.</p>
<p><a class="start" href="https://www.dartford-crossing-charge.service.gov.uk/">Start now</a></p>
<h2>Charges</h2><table><tr><td>Cars</td><td>£2.50</td></tr><tr><td>2-axle goods vehicles</td><td>£3.00</td></tr><tr><td>Multi-axle goods vehicles</td><td>£6.00</td></tr></table>
<h2>If you did not pay on time</h2><p>You’ll get a penalty charge notice (PCN) if you do not pay on time. Be aware of websites that charge more than the official charge or send text messages asking you to pay — the Dart Charge service will not text you about unpaid charges.</p></main>
<footer>All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</footer>`,
  }),
},
{
  id: 'q-clean-official-parking-pcn-council',
  label: 'clean',
  kind: 'official-toll',
  url: 'https://www.northbridge.gov.uk/parking/pay-a-penalty-charge-notice',
  body: doc({
    title: 'Pay a penalty charge notice | Northbridge Borough Council',
    css: cssPlain('#005ea5'),
    body: `<header class="top"><span class="name">Northbridge Borough Council</span><nav><a href="#">Bins</a><a href="#">Council tax</a><a href="#">Parking</a><a href="#">Planning</a></nav></header>
<main><div class="card"><h1 style="margin-top:0">Pay a penalty charge notice (PCN)</h1>
<p>You'll need your PCN number (10 characters, starting NB) and your vehicle registration.</p>
<p>If you pay within 14 days the charge is reduced by 50%.</p>
<form method="get" action="https://pcn.northbridge.gov.uk/pay"><div class="row"><div><label>PCN number</label><input name="pcn" maxlength="10"></div><div><label>Vehicle registration</label><input name="vrm"></div></div><p></p><button>Continue</button></form>
<h2>Challenge a PCN</h2><p>If you think the PCN was issued incorrectly, you can make an informal challenge within 14 days. Do not pay if you want to challenge.</p></div></main>
<footer>Northbridge Borough Council · Town Hall, Market Square · <a href="#">Accessibility</a> · <a href="#">Privacy</a></footer>`,
  }),
},
{
  id: 'q-clean-official-vignette-minimal-at',
  label: 'clean',
  kind: 'official-toll',
  url: 'https://shop.asfinag.at/de/vignette/',
  body: doc({
    lang: 'de',
    title: 'Digitale Vignette – ASFINAG Mautshop',
    css: cssApp('#cf1d26'),
    body: `<div class="wrap"><div class="box"><h1>Digitale Vignette</h1><p>Für Pkw und Motorräder bis 3,5 t.</p>
<label>Kennzeichen</label><input id="k"><label>Zulassungsland</label><select><option>Österreich</option><option>Deutschland</option><option>Italien</option><option>Ungarn</option></select>
<label>Gültigkeit</label><select><option>1-Tages-Vignette – 8,80 €</option><option>10-Tages-Vignette – 12,80 €</option><option>2-Monats-Vignette – 32,00 €</option><option>Jahresvignette 2026 – 103,80 €</option></select>
<button>Weiter</button><div class="sub">Hinweis: Bei Online-Kauf durch Konsumentinnen/Konsumenten gilt die Vignette erst ab dem 18. Tag nach dem Kauf (Rücktrittsrecht). <a href="#">Mehr</a></div></div></div>`,
  }),
},
{
  id: 'q-clean-official-ezpass-violation-lookup',
  label: 'clean',
  kind: 'official-toll',
  url: 'https://www.e-zpassny.com/vector/violations/payViolationStart.do?src=notice',
  body: doc({
    title: 'E-ZPass New York – Pay a Violation',
    css: cssPlain('#6b21a8'),
    body: `<header class="top"><span class="name">E-ZPass New York</span><nav><a href="#">Sign up</a><a href="#">Pay a Toll Bill</a><a href="#">Pay a Violation</a><a href="#">Help</a></nav></header>
<main><div class="card narrow"><h2 style="margin-top:0">Pay a Violation</h2><p>Enter the violation notice number and license plate exactly as printed on your notice.</p>
<form method="post" action="/vector/violations/payViolationSearch.do"><label>Violation notice number</label><input name="violNum"><label>License plate</label><input name="plate"><label>State</label><select name="state"><option>NY</option><option>NJ</option><option>CT</option><option>PA</option></select><p></p><button>Search</button></form>
<p class="muted">Scam alert: E-ZPass will never ask for payment by text message link. Only pay on this site or by phone.</p></div></main>
<footer>E-ZPass New York Customer Service Center</footer>`,
  }),
},
];
