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
  id: 'q-clean-restaurant-tasting-menu-prepay',
  label: 'clean',
  kind: 'own-booking',
  url: 'https://book.restaurant-saltmarsh.com/reserve?date=2026-02-14&covers=2',
  body: doc({
    title: 'Saltmarsh · Reserve',
    css: cssApp('#1f2937') + payCss,
    body: `<div class="wrap"><div class="box" style="max-width:460px"><h1>Saltmarsh</h1><p>Saturday 14 February · 19:30 · 2 guests · Valentine's tasting menu</p>
<p style="font-size:13px">For our special-event menus we take full prepayment (£190 for two). Reservations can be moved up to 72 hours before; prepayments are non-refundable after that. Dietary needs? Tell us below and the kitchen will be in touch.</p>
<form method="post" action="/reserve"><label>Name</label><input name="name"><label>Phone</label><input name="phone"><label>Dietary requirements</label><input name="diet" placeholder="Optional"><label>Card</label><div id="card-element"></div><button>Pay £190 and confirm</button></form>
<div class="sub">Saltmarsh, 2 Quay Street, Whitstable · <a href="https://restaurant-saltmarsh.com">restaurant-saltmarsh.com</a></div></div></div>
<script src="/js/payments.js"></script><script>Payments('pk_live_51SaltmQ').mount('#card-element');</script>`,
  }),
  routes: stripeLike('book.restaurant-saltmarsh.com'),
},
{
  id: 'q-clean-ferry-ticket-checkout-gr',
  label: 'clean',
  kind: 'own-booking',
  url: 'https://tickets.aegeanlines-ferries.gr/checkout/step-3',
  body: doc({
    title: 'Checkout – Piraeus → Naxos',
    css: cssApp('#1d4ed8') + payCss,
    body: `<div class="wrap"><div class="box" style="max-width:500px"><p style="font-size:12px;color:#888">Step 3 of 3 · Payment</p><h1>Piraeus → Naxos</h1><p>Fri 03 Jul · 07:25 · Blue Star Delos · 2 × Economy, 1 × Car (&lt;4.25 m)</p><p><b>Total €187.50</b></p>
<form method="post" action="/checkout/pay"><label>Card</label><div id="card-element"></div><label>Email for e-tickets</label><input type="email" name="email"><button>Pay €187.50</button></form>
<div class="sub">E-tickets are sent immediately; show the QR code at the port. Tickets can be changed up to 24 h before departure for a €5 fee.</div></div></div>
<script src="/js/payments.js"></script><script>Payments('pk_live_51Aegean').mount('#card-element');</script>`,
  }),
  routes: stripeLike('tickets.aegeanlines-ferries.gr'),
},
{
  id: 'q-clean-hotel-reservation-lookup-de',
  label: 'clean',
  kind: 'own-booking',
  url: 'https://www.hotel-zur-linde-bamberg.de/buchung/meine-reservierung',
  body: doc({
    lang: 'de',
    title: 'Meine Reservierung – Hotel Zur Linde',
    css: cssPlain('#92400e'),
    body: `<header class="top"><span class="name">Hotel Zur Linde · Bamberg</span><nav><a href="#">Zimmer</a><a href="#">Restaurant</a><a href="#">Anreise</a></nav></header>
<main><div class="card narrow"><h2 style="margin-top:0">Reservierung ansehen oder ändern</h2><p class="muted">Geben Sie die Buchungsnummer aus Ihrer Bestätigungs-E-Mail und Ihren Nachnamen ein.</p>
<form id="f"><label>Buchungsnummer</label><input id="bn" placeholder="z. B. ZL-24817"><label>Nachname</label><input id="nn"><p></p><button>Reservierung anzeigen</button></form><div id="r"></div></div></main>
<footer>Hotel Zur Linde GmbH · Obere Sandstraße 8 · 96049 Bamberg · <a href="#">Impressum</a> · <a href="#">Datenschutz</a> · <a href="#">AGB</a></footer>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/buchung/api/lookup?bn='+encodeURIComponent(bn.value)).then(function(r){return r.json()}).then(function(d){document.getElementById('r').innerHTML='<p class="err">'+d.message+'</p>'})};</script>`,
  }),
  routes: { 'www.hotel-zur-linde-bamberg.de/buchung/api/lookup': jsonRoute({ found: false, message: 'Keine Reservierung gefunden. Bitte prüfen Sie Ihre Eingaben oder rufen Sie uns an: 0951 555 210.' }) },
},
{
  id: 'q-clean-official-customs-duty-post-nl',
  label: 'clean',
  kind: 'official-toll',
  url: 'https://www.postnl.nl/ontvangen/invoerrechten/betalen/',
  body: doc({
    lang: 'nl',
    title: 'Invoerkosten betalen | PostNL',
    css: cssPlain('#ed7000'),
    body: `<header class="top"><span class="name">PostNL</span><nav><a href="#">Ontvangen</a><a href="#">Versturen</a><a href="#">Zakelijk</a></nav></header>
<main><div class="card narrow"><h2 style="margin-top:0">Invoerkosten betalen</h2><p>Moet je invoerrechten of btw betalen voor een pakket van buiten de EU? Dan krijg je van ons een e-mail of kaartje met een betaalcode.</p>
<label>Barcode van je zending</label><input placeholder="3S…"><label>Postcode</label><input><p></p><button>Zoeken</button>
<p class="muted">Let op: PostNL vraagt nooit per sms om kleine bedragen te betalen via een link.</p></div></main>`,
  }),
},
];
