import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cssApp, cssPlain, doc } from '../parts/q-kit.js';

// Fake booking / reservation confirmations asking for a card, and fake customs / toll payments (malicious).

const cardForm = (btn: string, action: string) => `<form id="cc" method="post" action="${action}">
<label>Cardholder name</label><input name="name" autocomplete="cc-name" required>
<label>Card number</label><input name="cc" autocomplete="cc-number" inputmode="numeric" maxlength="19" required>
<div class="row"><div><label>Expiry (MM/YY)</label><input name="exp" autocomplete="cc-exp" maxlength="5"></div><div><label>CVC</label><input name="cvc" autocomplete="cc-csc" maxlength="4"></div></div>
<button>${btn}</button></form>`;

export const entries: Entry[] = [
{
  id: 'q-phish-hotel-reservation-card-reverify',
  label: 'phishing',
  kind: 'fake-booking',
  url: 'https://reservations-hotelalmira.com/confirm/HA-559031',
  body: doc({
    title: 'Reservation HA-559031',
    css: cssApp('#0e7490') + '.row{display:flex;gap:10px}.row>div{flex:1}',
    body: `<div class="wrap"><div class="box">
<h1>Your stay is almost confirmed</h1>
<p>Hotel Almira · 12–15 March · 1 double room, 3 nights</p>
<p>The card you gave when booking was declined by your bank. To keep the room, please re-enter a card within <b>12 hours</b>; nothing will be charged until check-in.</p>
${cardForm('Keep my reservation', '/confirm/HA-559031/card')}
<div class="sub">Reservation HA-559031 · Reply to the guest message for help</div></div></div>`,
  }),
  routes: { 'reservations-hotelalmira.com/confirm/HA-559031/card': htmlRoute('<h1>Thank you</h1><p>Your reservation is guaranteed.</p>') },
},
{
  id: 'q-scam-flight-rebooking-fee',
  label: 'scam',
  kind: 'fake-booking',
  url: 'https://flight-rebook-assist.com/case/ZK4471',
  body: doc({
    title: 'Flight change – case ZK4471',
    css: cssPlain('#1e40af'),
    body: `<main><div class="card narrow">
<h2 style="margin-top:0">Your flight has been rescheduled</h2>
<p>Passenger: <b id="pn">—</b><br>Original departure: 04 Dec, 07:15<br>New departure: <b>05 Dec, 06:40</b></p>
<p>To confirm the new flight or request a refund, a one-time rebooking administration fee of <b>$29.90</b> applies. Unconfirmed bookings are cancelled without refund after 24 hours.</p>
<form method="post" action="/case/ZK4471/pay">
<label>Email</label><input name="email"><label>Card number</label><input name="card"><label>Exp / CVV</label><input name="ev"><p></p><button>Confirm new flight</button></form>
<p class="muted">Rebooking Assistance Center · available 24/7 · +1 (888) 410-2271</p></div></main>
<script>var q=new URLSearchParams(location.search);document.getElementById('pn').textContent=q.get('n')||'Traveler';</script>`,
  }),
  routes: { 'flight-rebook-assist.com/case/ZK4471/pay': htmlRoute('<p>Payment received.</p>') },
},
{
  id: 'q-phish-customs-fee-minimal-en',
  label: 'phishing',
  kind: 'fake-customs',
  url: 'https://parcel-duty-pay.com/p/GB88201',
  body: doc({
    title: 'Duty payment',
    css: cssApp('#111827') + '.row{display:flex;gap:10px}.row>div{flex:1}',
    body: `<div class="wrap"><div class="box">
<p style="font-size:13px;color:#888">Ref GB88201</p>
<h1>£2.99 to release your parcel</h1>
${cardForm('Pay £2.99', '/p/GB88201/pay')}
</div></div>`,
  }),
  routes: { 'parcel-duty-pay.com/p/GB88201/pay': redirectRoute(302, 'https://parcel-duty-pay.com/p/GB88201/otp'), 'parcel-duty-pay.com/p/GB88201/otp': htmlRoute('<form><p>Enter the code sent by your bank</p><input name="otp"><button>OK</button></form>') },
},
];
