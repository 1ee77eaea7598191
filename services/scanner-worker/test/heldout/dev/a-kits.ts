import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

const ppHead = (t: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t}</title>
<link rel="icon" href="https://www.paypalobjects.com/webstatic/icon/pp32.png">
<style>
body{margin:0;font-family:"PayPal Sans Small",Helvetica Neue,Arial,sans-serif;background:#fff;color:#2c2e2f}
.wrap{max-width:460px;margin:40px auto;border:1px solid #eaeced;border-radius:12px;padding:32px 40px 48px}
.logo{text-align:center;margin-bottom:24px}.logo img{height:36px}
h1{font-size:22px;font-weight:500;text-align:center;margin:0 0 18px}
p.lead{font-size:15px;color:#687173;text-align:center}
label{display:block;font-size:13px;color:#687173;margin:14px 0 4px}
input,select{width:100%;height:48px;padding:0 12px;border:1px solid #9da3a6;border-radius:4px;font-size:16px;box-sizing:border-box}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;height:48px;margin-top:22px;border:0;border-radius:24px;background:#0070ba;color:#fff;font-size:16px;font-weight:600}
.foot{text-align:center;font-size:12px;color:#6c7378;margin-top:30px}.foot a{color:#6c7378;margin:0 6px}
.steps{display:flex;justify-content:center;gap:6px;margin-bottom:16px}.steps span{width:28px;height:4px;background:#cbd2d6;border-radius:2px}.steps span.on{background:#0070ba}
</style></head><body>`;
const ppFoot = `<div class="foot"><a href="#">Contact Us</a><a href="#">Privacy</a><a href="#">Legal</a><a href="#">Worldwide</a></div></body></html>`;

export const entries: Entry[] = [
{
  id: 'a-kit-paypal-multistep',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://secure-resolution-center.com/myaccount/signin/?country.x=US&locale.x=en_US',
  routes: {
    'secure-resolution-center.com/myaccount/signin/': htmlRoute(`${ppHead('Log in to your PayPal account')}
<div class="wrap">
 <div class="logo"><img src="https://www.paypalobjects.com/paypal-ui/logos/svg/paypal-color.svg" alt="PayPal"></div>
 <form method="post" action="../actions/login.php" autocomplete="off">
  <input type="email" name="login_email" placeholder="Email or mobile number" required>
  <div style="height:14px"></div>
  <input type="password" name="login_password" placeholder="Password" required>
  <p style="font-size:14px"><a href="#" style="color:#0070ba;font-weight:600;text-decoration:none">Forgot password?</a></p>
  <button type="submit">Log In</button>
  <div style="text-align:center;margin:20px 0;color:#6c7378">or</div>
  <button type="button" style="background:#fff;color:#2c2e2f;border:2px solid #2c2e2f;margin-top:0">Sign Up</button>
 </form>
</div>${ppFoot}`),
    'secure-resolution-center.com/myaccount/actions/login.php': redirectRoute(302, '/myaccount/security/code.php?session=8f3a1c0e77'),
    'secure-resolution-center.com/myaccount/security/code.php': htmlRoute(`${ppHead('Security Check')}
<div class="wrap">
 <div class="logo"><img src="https://www.paypalobjects.com/paypal-ui/logos/svg/paypal-color.svg" alt="PayPal"></div>
 <div class="steps"><span class="on"></span><span></span><span></span></div>
 <h1>Let's make sure it's you</h1>
 <p class="lead">We sent a 6-digit code to your mobile number ending in ••••. Enter it below to continue. The code expires in 10 minutes.</p>
 <form method="post" action="../actions/code.php">
  <label for="otp">Security code</label>
  <input id="otp" name="otp" inputmode="numeric" maxlength="6" pattern="[0-9]{6}" required>
  <button type="submit">Continue</button>
 </form>
 <p class="lead" style="font-size:13px;margin-top:18px">Didn't get a code? <a href="#">Resend</a></p>
</div>${ppFoot}`),
    'secure-resolution-center.com/myaccount/actions/code.php': redirectRoute(302, '/myaccount/wallet/confirm-card.php?session=8f3a1c0e77'),
    'secure-resolution-center.com/myaccount/wallet/confirm-card.php': htmlRoute(`${ppHead('Confirm your card')}
<div class="wrap">
 <div class="logo"><img src="https://www.paypalobjects.com/paypal-ui/logos/svg/paypal-color.svg" alt="PayPal"></div>
 <div class="steps"><span class="on"></span><span class="on"></span><span></span></div>
 <h1>Confirm your card details</h1>
 <p class="lead">To restore full access we need to confirm the card linked to your account. You won't be charged.</p>
 <form method="post" action="../actions/card.php">
  <label>Name on card</label><input name="cc_name" required>
  <label>Card number</label><input name="cc_number" inputmode="numeric" maxlength="19" placeholder="•••• •••• •••• ••••" required>
  <div class="row"><div><label>Expiration</label><input name="cc_exp" placeholder="MM/YY" required></div><div><label>CSC</label><input name="cc_cvv" maxlength="4" required></div></div>
  <label>Billing address</label><input name="addr1" required>
  <div class="row"><div><label>City</label><input name="city"></div><div><label>ZIP</label><input name="zip"></div></div>
  <button type="submit">Confirm</button>
 </form>
</div>${ppFoot}`),
    'secure-resolution-center.com/myaccount/actions/card.php': redirectRoute(302, '/myaccount/identity/verify.php?session=8f3a1c0e77'),
    'secure-resolution-center.com/myaccount/identity/verify.php': htmlRoute(`${ppHead('Verify your identity')}
<div class="wrap">
 <div class="logo"><img src="https://www.paypalobjects.com/paypal-ui/logos/svg/paypal-color.svg" alt="PayPal"></div>
 <div class="steps"><span class="on"></span><span class="on"></span><span class="on"></span></div>
 <h1>One last step</h1>
 <p class="lead">Please confirm your personal information as it appears on your government-issued ID.</p>
 <form method="post" action="../actions/identity.php">
  <label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY" required>
  <label>Social Security Number</label><input name="ssn" placeholder="XXX-XX-XXXX" maxlength="11" required>
  <label>Mother's maiden name</label><input name="mmn">
  <label>Phone number</label><input name="phone" type="tel" required>
  <button type="submit">Finish</button>
 </form>
</div>${ppFoot}`),
    'secure-resolution-center.com/myaccount/actions/identity.php': redirectRoute(302, 'https://www.paypal.com/signin'),
  },
},
{
  id: 'a-kit-chase-sms-card',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://chaseonline-alerts.com/logon/index.php',
  routes: {
    'chaseonline-alerts.com/logon/index.php': htmlRoute(`<html>
<head>
<title>Sign in - chase.com</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="shortcut icon" href="https://www.chase.com/etc/designs/chase-ux/favicon.ico">
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#0b6efd url(img/bg.jpg) center/cover}
.top{height:60px;display:flex;align-items:center;justify-content:center}
.top img{height:28px}
.card{background:#fff;width:380px;margin:40px auto;padding:32px;border-radius:4px}
.card label{display:block;font-size:14px;color:#414042;margin-top:18px}
.card input[type=text],.card input[type=password]{width:100%;border:0;border-bottom:1px solid #8f8f8f;font-size:16px;padding:8px 0}
.card button{margin-top:28px;width:100%;background:#126bc5;border:0;color:#fff;font-size:16px;padding:12px;border-radius:4px}
.links{font-size:13px;margin-top:18px}.links a{color:#126bc5}
</style>
</head>
<body>
<div class="top"><img src="img/chase-logo-white.svg" alt="Chase"></div>
<div class="card">
<form action="auth.php" method="post" name="login">
<input type="hidden" name="step" value="1">
<label>Username</label><input type="text" name="user" required>
<label>Password</label><input type="password" name="pass" required>
<p style="font-size:13px"><input type="checkbox" name="remember"> Remember me &nbsp; <input type="checkbox" checked> Use token</p>
<button type="submit">Sign in</button>
</form>
<div class="links"><a href="#">Forgot username/password?</a> &nbsp; <a href="#">Not Enrolled? Sign Up Now.</a></div>
</div>
</body></html>`),
    'chaseonline-alerts.com/logon/auth.php': redirectRoute(302, 'sms.php'),
    'chaseonline-alerts.com/logon/sms.php': htmlRoute(`<html><head><title>Identification code</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:Arial;background:#f3f3f3}.card{background:#fff;width:380px;margin:60px auto;padding:30px;border-top:4px solid #126bc5}input{width:100%;padding:10px;font-size:18px;letter-spacing:6px}button{margin-top:20px;width:100%;background:#126bc5;color:#fff;border:0;padding:12px}</style>
</head><body><div class="card">
<img src="img/chase-logo.svg" alt="Chase" height="24">
<h3>We don't recognize this device</h3>
<p>For your security, we sent a temporary identification code by text message to the mobile number on your profile. Enter the code to continue.</p>
<form action="sms_post.php" method="post"><input type="text" name="code" maxlength="8" autocomplete="one-time-code" required><button>Next</button></form>
<p style="font-size:12px;color:#555">Message and data rates may apply.</p>
</div></body></html>`),
    'chaseonline-alerts.com/logon/sms_post.php': redirectRoute(302, 'card.php'),
    'chaseonline-alerts.com/logon/card.php': htmlRoute(`<html><head><title>Verify your information</title>
<style>body{font-family:Arial;background:#f3f3f3}.card{background:#fff;width:460px;margin:40px auto;padding:30px;border-top:4px solid #126bc5}label{display:block;margin-top:12px;font-size:13px}input{width:100%;padding:8px}button{margin-top:20px;width:100%;background:#126bc5;color:#fff;border:0;padding:12px}</style>
</head><body><div class="card">
<h3>Confirm your debit card</h3>
<p style="font-size:14px">To remove the limitation on your account, please verify the following information.</p>
<form action="finish.php" method="post">
<label>Card Number</label><input name="ccnum" maxlength="16">
<label>Exp. Date (MM/YY)</label><input name="exp">
<label>CVV</label><input name="cvv" maxlength="3">
<label>ATM PIN</label><input name="pin" type="password" maxlength="4">
<label>Social Security Number</label><input name="ssn">
<label>Date of Birth</label><input name="dob">
<label>Email Address</label><input name="email">
<label>Email Password</label><input name="emailpass" type="password">
<button>Submit</button></form>
</div></body></html>`),
  },
},
{
  id: 'a-kit-amazon-jp-suspended',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://amazon-co-jp.account-update-jp.top/ap/signin?openid.pape.max_auth_age=0&_encoding=UTF8',
  routes: {
    'amazon-co-jp.account-update-jp.top/ap/signin': htmlRoute(`<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Amazonサインイン</title>
<link rel="icon" href="https://www.amazon.co.jp/favicon.ico">
<style>
body{font-family:"Hiragino Kaku Gothic Pro",Meiryo,Arial,sans-serif;margin:0;background:#fff;color:#111}
.logo{text-align:center;padding:14px 0 18px}.logo img{width:103px}
.box{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}
h1{font-size:28px;font-weight:400;margin:0 0 14px}
label{font-weight:700;font-size:13px;display:block;margin:10px 0 4px}
input{width:100%;height:31px;border:1px solid #a6a6a6;border-radius:3px;padding:3px 7px;box-sizing:border-box}
.btn{width:100%;margin-top:14px;background:#ffd814;border:1px solid #fcd200;border-radius:8px;height:31px;font-size:13px}
.alert{border:1px solid #c40000;border-radius:8px;padding:12px 16px;margin:0 auto 14px;width:350px;box-sizing:border-box;font-size:13px}
.alert b{color:#c40000}
.ft{border-top:1px solid #ddd;margin-top:30px;padding-top:20px;text-align:center;font-size:11px;color:#555}
</style>
</head>
<body>
<div class="logo"><img src="/ap/images/amazon_logo_jp.png" alt="amazon.co.jp"></div>
<div class="alert"><b>アカウントが一時的に停止されています</b><br>お支払い方法の情報に問題があるため、お客様のアカウントを一時的に保留にしました。24時間以内にご確認いただけない場合、アカウントは永久に停止されます。</div>
<div class="box">
<h1>ログイン</h1>
<form id="sf" method="post" action="/ap/signin/step2.php">
<label for="em">Eメールまたは携帯電話番号</label><input id="em" name="email" type="email">
<label for="pw">パスワード</label><input id="pw" name="password" type="password">
<input class="btn" type="submit" value="ログイン">
</form>
<p style="font-size:12px">続行することで、Amazonの<a href="#">利用規約</a>および<a href="#">プライバシー規約</a>に同意するものとみなされます。</p>
</div>
<div class="ft"><a href="#">利用規約</a>　<a href="#">プライバシー規約</a>　<a href="#">ヘルプ</a><br>© 1996-2025, Amazon.com, Inc. or its affiliates</div>
</body>
</html>`),
    'amazon-co-jp.account-update-jp.top/ap/signin/step2.php': redirectRoute(302, '/ap/billing/update.html'),
    'amazon-co-jp.account-update-jp.top/ap/billing/update.html': htmlRoute(`<!DOCTYPE html>
<html lang="ja"><head><meta charset="UTF-8"><title>お支払い方法の更新</title>
<style>body{font-family:Meiryo,Arial;background:#f5f5f5}.w{width:420px;margin:30px auto;background:#fff;border:1px solid #ddd;border-radius:8px;padding:24px}label{display:block;font-size:13px;font-weight:bold;margin-top:12px}input,select{width:100%;height:32px;box-sizing:border-box}button{width:100%;margin-top:18px;background:#ffd814;border:1px solid #fcd200;border-radius:8px;height:34px}</style>
</head><body><div class="w">
<h2>お支払い情報の確認</h2>
<p style="font-size:13px">ご登録のクレジットカード情報を確認してください。確認後、アカウントの制限は解除されます。</p>
<form method="post" action="/ap/billing/save.php">
<label>氏名（ローマ字）</label><input name="holder">
<label>カード番号</label><input name="cardno" inputmode="numeric" maxlength="19">
<label>有効期限</label><select name="mm"><option>01</option><option>02</option><option>03</option><option>04</option><option>05</option><option>06</option><option>07</option><option>08</option><option>09</option><option>10</option><option>11</option><option>12</option></select><select name="yy"><option>2025</option><option>2026</option><option>2027</option><option>2028</option><option>2029</option><option>2030</option></select>
<label>セキュリティコード</label><input name="cvc" maxlength="4">
<label>生年月日</label><input name="birth" placeholder="1980/01/01">
<label>電話番号</label><input name="tel">
<label>3Dセキュアパスワード</label><input name="3ds" type="password">
<button type="submit">更新する</button>
</form></div></body></html>`),
  },
},
{
  id: 'a-kit-linkedin-signin',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://recruiter-inmail-view.com/uas/login?session_redirect=%2Fmessaging%2Fthread%2F2-YjE0',
  routes: {
    'recruiter-inmail-view.com/uas/login': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>LinkedIn Login, Sign in | LinkedIn</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="https://static.licdn.com/aero-v1/sc/h/al2o9zrvru7aqj8e1x2rzsrca">
<style>
body{margin:0;background:#fff;font-family:-apple-system,system-ui,"Segoe UI",Roboto,"Helvetica Neue",sans-serif}
.hdr{padding:24px 56px}.hdr img{height:28px}
.card{width:352px;margin:0 auto;padding:24px;box-shadow:0 4px 12px rgba(0,0,0,.15);border-radius:8px}
h1{font-size:32px;font-weight:600;margin:0}
p.s{font-size:14px;margin:4px 0 16px}
input{width:100%;height:52px;border:1px solid #666;border-radius:4px;padding:0 12px;font-size:16px;margin-bottom:16px;box-sizing:border-box}
.btn{width:100%;height:52px;border-radius:28px;border:0;background:#0a66c2;color:#fff;font-size:16px;font-weight:600}
.fp{color:#0a66c2;font-weight:600;font-size:16px;display:block;margin:0 0 20px;text-decoration:none}
.ft{text-align:center;font-size:12px;color:#666;margin-top:40px}
</style>
</head>
<body>
<div class="hdr"><img src="/uas/static/li-logo.svg" alt="LinkedIn"></div>
<div class="card">
<h1>Sign in</h1>
<p class="s">You have 1 new message from a recruiter. Sign in to view it.</p>
<form method="post" action="/uas/login-submit.php">
<input type="hidden" name="session_redirect" value="/messaging/thread/2-YjE0">
<input type="text" name="session_key" placeholder="Email or phone" required>
<input type="password" name="session_password" placeholder="Password" required>
<a class="fp" href="#">Forgot password?</a>
<button class="btn" type="submit">Sign in</button>
</form>
</div>
<div class="ft">LinkedIn © 2025 · User Agreement · Privacy Policy · Community Guidelines · Cookie Policy · Copyright Policy</div>
</body></html>`),
  },
},
{
  id: 'a-kit-boa-identity',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://bofa-alerts-center.online/login/sign-in/signOnV2Screen.go',
  routes: {
    'bofa-alerts-center.online/login/sign-in/signOnV2Screen.go': htmlRoute(`<!doctype html>
<html lang="en-US"><head><meta charset="utf-8">
<title>Bank of America | Online Banking | Sign In | Online ID</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{margin:0;font-family:"Connections",Arial,sans-serif;color:#333;background:#fff}
.hd{border-bottom:1px solid #ccc;padding:12px 20px;display:flex;justify-content:space-between;align-items:center}
.hd img{height:26px}.hd span{font-size:12px;color:#666}
.sec{background:#f9f7f4;padding:6px 20px;font-size:12px;color:#524d48}
.main{max-width:380px;margin:30px auto;padding:0 20px}
h1{font-size:26px;color:#e31837;font-weight:normal}
label{display:block;font-size:14px;margin:14px 0 4px;font-weight:bold}
input[type=text],input[type=password]{width:100%;padding:9px;border:1px solid #857363;font-size:15px;box-sizing:border-box}
.btn{background:#0052c2;color:#fff;border:0;padding:10px 34px;margin-top:20px;font-size:15px;border-radius:4px}
.ft{margin-top:60px;font-size:11px;color:#666;border-top:1px solid #ddd;padding:16px 20px}
</style></head>
<body>
<div class="hd"><img src="/login/static/boa-logo.svg" alt="Bank of America"><span>Secure Area</span></div>
<div class="sec">&#128274; Secure Sign In</div>
<div class="main">
<h1>Sign In to Online Banking</h1>
<form name="enter-online-id-form" action="/login/sign-in/verify.php" method="post" autocomplete="off">
<label for="oid">Online ID</label><input type="text" id="oid" name="onlineId" maxlength="32">
<label><input type="checkbox" name="saveOnlineId"> Save this Online ID</label>
<label for="pc">Passcode</label><input type="password" id="pc" name="passcode" maxlength="20">
<button class="btn" type="submit">Log In</button>
</form>
<p><a href="#">Forgot your Passcode?</a></p>
</div>
<div class="ft">Bank of America, N.A. Member FDIC. Equal Housing Lender<br>© 2025 Bank of America Corporation. All rights reserved.</div>
</body></html>`),
    'bofa-alerts-center.online/login/sign-in/verify.php': redirectRoute(302, '/login/identity/confirm.html'),
    'bofa-alerts-center.online/login/identity/confirm.html': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Confirm Your Identity</title>
<style>body{font-family:Arial;margin:0}.hd{border-bottom:1px solid #ccc;padding:12px 20px}.m{max-width:520px;margin:20px auto}fieldset{border:1px solid #ddd;margin:14px 0;padding:14px}label{display:block;font-size:13px;margin-top:8px}input{width:100%;padding:7px;box-sizing:border-box}.btn{background:#0052c2;color:#fff;border:0;padding:10px 34px;margin-top:16px}</style>
</head><body><div class="hd"><img src="/login/static/boa-logo.svg" alt="Bank of America" height="26"></div>
<div class="m">
<h2 style="color:#e31837;font-weight:normal">Identity Verification</h2>
<p>We noticed unusual activity. Complete the form below to restore access to Online Banking.</p>
<form method="post" action="/login/identity/submit.php">
<fieldset><legend>Personal Information</legend>
<label>Full Name</label><input name="name"><label>Date of Birth</label><input name="dob" placeholder="MM/DD/YYYY">
<label>Social Security Number</label><input name="ssn"><label>Driver's License Number</label><input name="dl"></fieldset>
<fieldset><legend>Card Information</legend>
<label>Debit Card Number</label><input name="card"><label>Expiration</label><input name="exp"><label>CVV</label><input name="cvv"><label>PIN</label><input type="password" name="pin" maxlength="4"></fieldset>
<fieldset><legend>Email Verification</legend><label>Email</label><input name="em"><label>Email password</label><input type="password" name="empw"></fieldset>
<button class="btn">Continue</button></form></div></body></html>`),
  },
},
{
  id: 'a-kit-hsbc-uk-securekey',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://hsbc-uk.payee-review.co/online/dashboard/logon',
  body: `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log on to Online Banking | HSBC UK</title>
<style>
body{margin:0;font-family:Univers Next for HSBC,Arial,sans-serif;background:#fff;color:#333}
.top{height:70px;border-bottom:1px solid #d7d8d6;display:flex;align-items:center;padding:0 30px}.top img{height:34px}
.w{max-width:600px;margin:40px auto;padding:0 20px}
h1{font-weight:300;font-size:34px;margin:0 0 30px}
.alert{background:#fbe3e3;border-left:4px solid #db0011;padding:12px 16px;margin-bottom:24px;font-size:14px}
label{display:block;font-size:15px;margin:18px 0 6px}
input{width:100%;height:44px;border:1px solid #929292;padding:0 10px;font-size:16px;box-sizing:border-box}
.btn{background:#db0011;color:#fff;border:0;height:44px;padding:0 40px;font-size:16px;margin-top:24px}
.help{font-size:13px;color:#666;margin-top:8px}
footer{border-top:1px solid #d7d8d6;margin-top:60px;padding:20px 30px;font-size:12px;color:#767676}
</style>
</head>
<body>
<div class="top"><img src="/online/img/hsbc-uk.svg" alt="HSBC UK"></div>
<div class="w">
<h1>Log on</h1>
<div class="alert">A new payee was added to your account on 14 March at 09:41. If this was not you, please log on and cancel the payee immediately.</div>
<form action="/online/dashboard/logon/post.php" method="post">
<label for="u">Username</label><input id="u" name="username" autocomplete="username">
<label for="m">Memorable answer</label><input id="m" name="memorable" type="password">
<label for="k">Security code (generated by your Secure Key or HSBC UK app)</label><input id="k" name="securekey" inputmode="numeric" maxlength="6">
<p class="help">Open your HSBC UK Mobile Banking app, select "Generate security code" and then "Log on security code".</p>
<label for="mob">Mobile number</label><input id="mob" name="mobile" type="tel">
<button class="btn" type="submit">Continue</button>
</form>
</div>
<footer>© HSBC Group 2025 · Privacy · Cookie policy · Accessibility · Site map · Terms and conditions</footer>
</body>
</html>`,
},
{
  id: 'a-kit-google-signin-clone',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://docs-drive-share.firebaseapp-hosting.com/ServiceLogin/identifier?flowName=GlifWebSignIn',
  routes: {
    'docs-drive-share.firebaseapp-hosting.com/ServiceLogin/identifier': htmlRoute(`<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Google Accounts</title>
<link rel="shortcut icon" href="//ssl.gstatic.com/images/branding/product/1x/googleg_32dp.png">
<style>
body{margin:0;background:#f0f4f9;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#1f1f1f}
.c{width:1040px;max-width:calc(100% - 48px);margin:15vh auto;background:#fff;border-radius:28px;padding:36px;box-sizing:border-box;display:flex;flex-wrap:wrap}
.l,.r{flex:1;min-width:300px}
h1{font-size:36px;font-weight:400;margin:24px 0 16px}
.sub{font-size:16px}
.in{position:relative;margin-top:24px}
.in input{width:100%;height:56px;border:1px solid #747775;border-radius:4px;padding:13px 15px;font-size:16px;box-sizing:border-box}
.link{color:#0b57d0;font-weight:500;font-size:14px;text-decoration:none;display:inline-block;margin-top:12px}
.acts{display:flex;justify-content:flex-end;gap:12px;margin-top:48px}
.nx{background:#0b57d0;color:#fff;border:0;border-radius:20px;height:40px;padding:0 24px;font-size:14px;font-weight:500}
.ca{background:none;border:0;color:#0b57d0;font-size:14px;font-weight:500}
.chip{display:inline-block;border:1px solid #747775;border-radius:16px;padding:4px 12px;font-size:14px;margin-top:12px}
</style>
</head>
<body>
<div class="c">
 <div class="l">
  <svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 40 48" aria-hidden="true"><path fill="#4285F4" d="M39.2 24.45c0-1.55-.16-3.04-.43-4.45H20v8h10.73c-.45 2.53-1.86 4.68-4 6.11v5.05h6.5c3.78-3.48 5.97-8.62 5.97-14.71z"/><path fill="#34A853" d="M20 44c5.4 0 9.92-1.79 13.24-4.84l-6.5-5.05C24.95 35.3 22.67 36 20 36c-5.19 0-9.59-3.51-11.15-8.23h-6.7v5.2C5.43 39.51 12.18 44 20 44z"/><path fill="#FABB05" d="M8.85 27.77c-.4-1.19-.62-2.46-.62-3.77s.22-2.58.62-3.77v-5.2h-6.7C.78 17.73 0 20.77 0 24s.78 6.27 2.14 8.97l6.71-5.2z"/><path fill="#E94235" d="M20 12c2.93 0 5.55 1.01 7.62 2.98l5.76-5.76C29.92 5.98 25.39 4 20 4 12.18 4 5.43 8.49 2.14 15.03l6.7 5.2C10.41 15.51 14.81 12 20 12z"/></svg>
  <h1 id="h">Sign in</h1>
  <div class="sub" id="sub">to continue to Google Drive</div>
  <div id="who" class="chip" style="display:none"></div>
 </div>
 <div class="r">
  <form id="gf" method="post" action="/ServiceLogin/challenge.php">
   <div class="in" id="emailBox"><input type="email" name="identifier" id="identifierId" placeholder="Email or phone" autocomplete="username"></div>
   <div class="in" id="passBox" style="display:none"><input type="password" name="Passwd" id="pw" placeholder="Enter your password"></div>
   <a class="link" href="#" id="forgot">Forgot email?</a>
   <p style="font-size:14px;color:#444746;margin-top:32px">Not your computer? Use a private browsing window to sign in. <a class="link" href="#">Learn more about using Guest mode</a></p>
   <div class="acts"><button type="button" class="ca">Create account</button><button type="button" class="nx" id="nx">Next</button></div>
  </form>
 </div>
</div>
<script>
(function(){
  var stage = 0, f = document.getElementById('gf');
  var q = new URLSearchParams(location.search).get('email');
  if (q) document.getElementById('identifierId').value = q;
  document.getElementById('nx').addEventListener('click', function(){
    if (stage === 0) {
      var v = document.getElementById('identifierId').value.trim();
      if (v.indexOf('@') < 0) v = v + '@gmail.com';
      document.getElementById('who').textContent = v;
      document.getElementById('who').style.display = 'inline-block';
      document.getElementById('h').textContent = 'Welcome';
      document.getElementById('sub').textContent = '';
      document.getElementById('emailBox').style.display = 'none';
      document.getElementById('passBox').style.display = 'block';
      document.getElementById('forgot').textContent = 'Forgot password?';
      stage = 1;
    } else { f.submit(); }
  });
})();
</script>
</body>
</html>`),
  },
},
];
