import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-look-punycode-paypal',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://www.xn--pypal-4ve.com/signin?intent=checkout',
  routes: {
    'www.xn--pypal-4ve.com/signin': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Log in to your PayPal account</title>
<link rel="icon" href="https://www.paypalobjects.com/webstatic/icon/pp32.png">
<style>
body{margin:0;font-family:Helvetica Neue,Arial,sans-serif;color:#2c2e2f}
.w{max-width:460px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:32px 40px}
.lg{text-align:center;margin-bottom:24px}
input{width:100%;height:48px;border:1px solid #9da3a6;border-radius:4px;padding:0 12px;font-size:16px;margin-bottom:14px;box-sizing:border-box}
button{width:100%;height:48px;border-radius:24px;border:0;background:#0070ba;color:#fff;font-size:16px;font-weight:600}
.or{text-align:center;color:#6c7378;margin:18px 0}
.alt{background:#fff;color:#2c2e2f;border:2px solid #2c2e2f}
</style></head>
<body>
<div class="w">
<div class="lg"><img src="https://www.paypalobjects.com/paypal-ui/logos/svg/paypal-color.svg" alt="PayPal" height="36"></div>
<form method="post" action="/signin/auth">
<input type="email" name="login_email" placeholder="Email or mobile number" autocomplete="username">
<input type="password" name="login_password" placeholder="Password" autocomplete="current-password">
<p><a href="#" style="color:#0070ba;font-weight:600;text-decoration:none">Forgot password?</a></p>
<button type="submit">Log In</button>
</form>
<div class="or">or</div>
<button class="alt">Sign Up</button>
</div>
</body></html>`),
    'www.xn--pypal-4ve.com/signin/auth': redirectRoute(302, 'https://www.xn--pypal-4ve.com/signin?intent=checkout&err=1'),
  },
},
{
  id: 'a-look-subdomain-amazon-refund',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://amazon.com.order-refund-claim.support/gp/your-account/refund?orderID=114-9932718-5512243',
  routes: {
    'amazon.com.order-refund-claim.support/gp/your-account/refund': htmlRoute(`<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Your Account - Refund Request</title>
<style>
body{margin:0;font-family:"Amazon Ember",Arial,sans-serif;color:#0f1111}
.nav{background:#131921;height:60px;display:flex;align-items:center;padding:0 16px}.nav img{height:30px}
.sub{background:#232f3e;height:39px}
.w{max-width:700px;margin:20px auto;padding:0 16px}
.bx{border:1px solid #d5d9d9;border-radius:8px;padding:18px;margin-bottom:16px}
label{display:block;font-weight:700;font-size:13px;margin:10px 0 4px}
input{width:100%;height:31px;border:1px solid #888c8c;border-radius:3px;padding:3px 7px;box-sizing:border-box}
.btn{background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px 24px;margin-top:14px}
</style></head>
<body>
<div class="nav"><img src="/gp/img/amazon-white.png" alt="amazon"></div><div class="sub"></div>
<div class="w">
<h1 style="font-weight:400">Refund request</h1>
<div class="bx">Order <b>#114-9932718-5512243</b> — Apple iPhone 15 Pro Max 256GB — <b>$1,199.00</b><br><span style="color:#b12704">This order was placed from an unrecognised device and has been cancelled. Confirm your payment card to receive your refund.</span></div>
<form class="bx" method="post" action="/gp/your-account/refund/submit">
<label>Email</label><input name="email">
<label>Password</label><input name="password" type="password">
<label>Name on card</label><input name="name">
<label>Card number</label><input name="ccn">
<label>Expiration date</label><input name="exp" placeholder="MM/YY">
<label>Security code</label><input name="cvv">
<button class="btn">Request refund</button>
</form>
</div></body></html>`),
  },
},
{
  id: 'a-look-userinfo-google',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://signin-gmail-verify.top/ServiceLogin?service=mail',
  submittedUrl: 'https://accounts.google.com@signin-gmail-verify.top/ServiceLogin?service=mail',
  routes: {
    'signin-gmail-verify.top/ServiceLogin': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Gmail</title>
<link rel="icon" href="https://ssl.gstatic.com/ui/v1/icons/mail/rfr/gmail.ico">
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff}
.c{width:450px;max-width:94%;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px 36px;box-sizing:border-box}
.t{text-align:center}
h1{font-size:24px;font-weight:400;margin:16px 0 8px}
input{width:100%;height:56px;border:1px solid #dadce0;border-radius:4px;padding:0 15px;font-size:16px;margin-top:24px;box-sizing:border-box}
.a{display:flex;justify-content:space-between;align-items:center;margin-top:36px}
.a a{color:#1a73e8;font-size:14px;font-weight:500;text-decoration:none}
button{background:#1a73e8;color:#fff;border:0;border-radius:4px;height:36px;padding:0 24px;font-weight:500}
</style></head>
<body>
<div class="c">
<div class="t"><img src="/ServiceLogin/g.svg" alt="Google" height="24"><h1>Sign in</h1><div>to continue to Gmail</div></div>
<form method="post" action="/ServiceLogin/pwd.php">
<input type="email" name="Email" placeholder="Email or phone">
<input type="password" name="Passwd" placeholder="Enter your password">
<div class="a"><a href="#">Forgot password?</a><button>Next</button></div>
</form>
</div>
</body></html>`),
  },
},
{
  id: 'a-look-userinfo-postnl',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://postnl-bezorging.top/track/3SDEVC7781204',
  submittedUrl: 'https://www.postnl.nl@postnl-bezorging.top/track/3SDEVC7781204',
  body: `<!DOCTYPE html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Track &amp; Trace</title>
<style>
body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3;color:#1e1e1e}
.hd{background:#fff;border-bottom:4px solid #ed7000;padding:12px 18px}.hd img{height:36px}
.c{max-width:520px;margin:18px auto;background:#fff;padding:22px;border-radius:6px}
.st{border-left:4px solid #ed7000;padding-left:12px;margin:12px 0}
input,select{width:100%;height:42px;border:1px solid #999;border-radius:4px;padding:0 10px;margin:5px 0 12px;box-sizing:border-box}
button{width:100%;height:46px;background:#ed7000;color:#fff;border:0;border-radius:4px;font-weight:bold;font-size:16px}
</style></head>
<body>
<div class="hd"><img src="/track/img/postnl.svg" alt="PostNL"></div>
<div class="c">
<h2>Uw pakket ligt klaar</h2>
<div class="st">Zending <b>3SDEVC7781204</b><br>Status: niet bezorgd – adres onvolledig</div>
<p>Uw pakket kon niet worden bezorgd. Vul uw gegevens aan en betaal de herbezorgkosten van <b>€ 1,95</b> via iDEAL of creditcard.</p>
<form method="post" action="/track/betaal.php">
<input name="naam" placeholder="Volledige naam"><input name="adres" placeholder="Straat en huisnummer"><input name="postcode" placeholder="Postcode">
<select name="bank"><option>Kies uw bank</option><option>ABN AMRO</option><option>ING</option><option>Rabobank</option><option>SNS</option><option>ASN Bank</option><option>bunq</option><option>Creditcard</option></select>
<button>Betaal € 1,95</button>
</form>
</div>
</body></html>`,
},
];
