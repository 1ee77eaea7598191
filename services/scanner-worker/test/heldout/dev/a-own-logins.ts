import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-own-university-shibboleth-de',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://idp.uni-halden.de/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
  routes: {
    'idp.uni-halden.de/idp/profile/SAML2/Redirect/SSO': htmlRoute(`<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1.0">
<title>Universität Halden – Anmeldung (Single Sign-On)</title>
<link rel="stylesheet" type="text/css" href="/idp/css/main.css">
<style>
body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#eef1f4;color:#222}
.wrapper{max-width:900px;margin:0 auto}
header{background:#00305e;color:#fff;padding:18px 24px;display:flex;align-items:center;gap:14px}
header img{height:48px}
.container{display:flex;gap:24px;background:#fff;padding:28px 24px;flex-wrap:wrap}
.column{flex:1;min-width:280px}
.form-element-wrapper{margin-bottom:14px}
label{display:block;font-weight:600;margin-bottom:4px}
.form-element{width:100%;height:38px;border:1px solid #8a98a8;padding:0 8px;font-size:15px;box-sizing:border-box}
.form-button{background:#00305e;color:#fff;border:0;padding:9px 22px;font-size:15px}
.sp{background:#f4f6f8;border-left:4px solid #00305e;padding:12px;font-size:14px}
footer{font-size:12px;color:#555;padding:14px 24px}
</style>
</head>
<body>
<div class="wrapper">
<header><img src="/idp/images/uni-halden-logo-weiss.svg" alt="Universität Halden"><div><b>Zentrale Anmeldung</b><br><small>Rechenzentrum der Universität Halden</small></div></header>
<div class="container">
 <div class="column">
  <form action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1" method="post">
   <input type="hidden" name="csrf_token" value="_7b2a03b1f0b1d8a7b6e71a9c1">
   <div class="form-element-wrapper"><label for="username">Benutzerkennung</label><input class="form-element" id="username" name="j_username" type="text" autocomplete="username" placeholder="z.B. ab123"></div>
   <div class="form-element-wrapper"><label for="password">Passwort</label><input class="form-element" id="password" name="j_password" type="password" autocomplete="current-password"></div>
   <div class="form-element-wrapper"><input type="checkbox" name="donotcache" value="1" id="donotcache"> <label for="donotcache" style="display:inline;font-weight:400">Anmeldung nicht speichern</label></div>
   <div class="form-element-wrapper"><input id="_shib_idp_revokeConsent" type="checkbox" name="_shib_idp_revokeConsent" value="true"> <label for="_shib_idp_revokeConsent" style="display:inline;font-weight:400">Die Zustimmung zur Weitergabe Ihrer Daten an diesen Dienst widerrufen</label></div>
   <button class="form-button" type="submit" name="_eventId_proceed">Anmelden</button>
  </form>
  <p style="font-size:14px"><a href="https://www.rz.uni-halden.de/passwort">Passwort vergessen?</a> · <a href="https://www.rz.uni-halden.de/hilfe/sso">Hilfe</a></p>
 </div>
 <div class="column">
  <div class="sp"><b>Anmelden bei:</b><br>ILIAS – Lernplattform der Universität Halden<br><br>Der Dienst erhält von uns Ihre Benutzerkennung, Ihren Namen, Ihre E-Mail-Adresse und Ihre Zugehörigkeit (Studierende/Beschäftigte).</div>
  <p style="font-size:13px;color:#a33"><b>Sicherheitshinweis:</b> Geben Sie Ihr Passwort nur auf Seiten unter <code>idp.uni-halden.de</code> ein. Das Rechenzentrum fragt niemals per E-Mail nach Ihrem Passwort.</p>
 </div>
</div>
<footer>Rechenzentrum · <a href="https://www.uni-halden.de/impressum">Impressum</a> · <a href="https://www.uni-halden.de/datenschutz">Datenschutz</a> · Shibboleth IdP 5</footer>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-own-hospital-patient-portal-otp',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://mychart.northbrookhealth.org/MyChart/Authentication/Login',
  routes: {
    'mychart.northbrookhealth.org/MyChart/Authentication/Login': htmlRoute(`<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MyChart - Login Page</title>
<link rel="stylesheet" href="/MyChart/en-US/styles/common.css">
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#e9f1f7;color:#1f2d3d}
.banner{background:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #0a6ebd}
.banner img{height:46px}
.lang a{font-size:13px;margin-left:10px}
main{display:flex;gap:30px;max-width:1000px;margin:30px auto;padding:0 20px;flex-wrap:wrap}
.login{background:#fff;border-radius:8px;padding:28px;flex:1;min-width:300px}
.info{flex:1;min-width:280px}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;height:42px;border:1px solid #9aa9b8;border-radius:4px;padding:0 10px;font-size:16px;box-sizing:border-box}
button{margin-top:20px;width:100%;height:44px;background:#0a6ebd;color:#fff;border:0;border-radius:4px;font-size:16px}
.tiles a{display:block;background:#fff;border-radius:6px;padding:14px;margin-bottom:10px;text-decoration:none;color:#0a6ebd;font-weight:600}
footer{text-align:center;font-size:12px;color:#546575;padding:20px}
</style>
</head>
<body>
<div class="banner"><img src="/MyChart/en-US/images/northbrook-health-logo.png" alt="Northbrook Health"><div class="lang"><a href="?lang=en-US">English</a><a href="?lang=es-US">Español</a></div></div>
<main>
 <section class="login">
  <h1 style="font-size:24px;margin-top:0">MyChart Username</h1>
  <form method="post" action="/MyChart/Authentication/Login?">
   <input type="hidden" name="__RequestVerificationToken" value="CfDJ8Ky1-qw9e3Y0sX2R_tKq">
   <label for="Login">MyChart Username</label><input id="Login" name="LoginIdentifier" autocomplete="username">
   <label for="Password">Password</label><input id="Password" name="Password" type="password" autocomplete="current-password">
   <button type="submit">Sign in</button>
  </form>
  <p style="font-size:14px"><a href="/MyChart/recoverlogin">Forgot username?</a> · <a href="/MyChart/passwordreset">Forgot password?</a></p>
  <p style="font-size:13px;color:#546575">After signing in, we may send a one-time verification code to your phone or email on file. Northbrook Health will never call you to ask for this code.</p>
 </section>
 <section class="info">
  <h2 style="font-size:20px">New to MyChart?</h2>
  <div class="tiles"><a href="/MyChart/signup">Sign up now</a><a href="/MyChart/billing/guestpay">Pay as guest</a><a href="/MyChart/openscheduling">Schedule an appointment</a><a href="https://www.northbrookhealth.org/locations">Find a location</a></div>
 </section>
</main>
<footer>MyChart® licensed from Epic Systems Corporation © 1999 - 2025 · <a href="https://www.northbrookhealth.org/privacy">Privacy Policy</a> · <a href="https://www.northbrookhealth.org/terms">Terms and Conditions</a></footer>
</body>
</html>`),
    'mychart.northbrookhealth.org/MyChart/Authentication/SecondaryValidation': htmlRoute(`<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>MyChart - Verify Your Identity</title>
<style>body{font-family:"Segoe UI",Arial;background:#e9f1f7}.b{max-width:460px;margin:40px auto;background:#fff;padding:28px;border-radius:8px}input{width:100%;height:42px;font-size:20px;letter-spacing:6px;text-align:center;box-sizing:border-box}button{margin-top:16px;width:100%;height:44px;background:#0a6ebd;color:#fff;border:0;border-radius:4px}</style></head>
<body><div class="b"><h1 style="font-size:22px">Verify your identity</h1><p>We sent a 6-digit code to (•••) •••-4471. Enter it below.</p>
<form method="post" action="/MyChart/Authentication/SecondaryValidation"><input name="Code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"><label style="display:block;margin-top:12px;font-size:14px"><input type="checkbox" name="TrustDevice"> Don't ask again on this device</label><button>Verify</button></form></div></body></html>`),
  },
},
{
  id: 'a-own-company-roundcube',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://webmail.hofmann-logistik.de/?_task=login',
  routes: {
    'webmail.hofmann-logistik.de/': htmlRoute(`<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, shrink-to-fit=no">
<title>Hofmann Logistik Webmail :: Willkommen bei Hofmann Logistik Webmail</title>
<meta name="theme-color" content="#2e3a45">
<link rel="shortcut icon" href="skins/elastic/images/favicon.ico">
<link rel="stylesheet" href="skins/elastic/styles/styles.min.css?s=1711453120">
<style>
body{margin:0;background:#f4f4f4;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;font-size:14px}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}
#login-form{background:#fff;width:360px;padding:30px 40px;box-shadow:0 0 6px rgba(0,0,0,.15)}
#logo{display:block;margin:0 auto 24px;max-height:56px}
td.title{text-align:right;padding-right:10px;color:#555}
input.form-control{width:100%;height:34px;border:1px solid #ced4da;border-radius:3px;padding:0 8px;box-sizing:border-box}
.mainaction{width:100%;height:38px;margin-top:14px;background:#37beff;border:0;color:#fff;border-radius:3px}
#login-footer{text-align:center;font-size:12px;color:#999;margin-top:16px}
</style>
</head>
<body>
<div id="layout">
<div id="login-form">
<img src="skins/elastic/images/hofmann-logistik-logo.png" id="logo" alt="Hofmann Logistik">
<form name="login-form" method="post" action="./?_task=login">
<input type="hidden" name="_token" value="VB3qH1xgU2K8WmDH6nTZq8r1Y0pLcW4a">
<input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="">
<table><tbody>
<tr><td class="title"><label for="rcmloginuser">Benutzername</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" class="form-control" autocapitalize="off" autocomplete="off" type="text"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" class="form-control" autocomplete="off" type="password"></td></tr>
</tbody></table>
<p class="formbuttons"><button type="submit" id="rcmloginsubmit" class="button mainaction submit">Anmelden</button></p>
</form>
<div id="login-footer">Hofmann Logistik Webmail · Bei Problemen: IT-Service, Durchwahl -250</div>
</div>
</div>
<script>document.getElementById('rcmlogintz').value = Intl.DateTimeFormat().resolvedOptions().timeZone || '_default_';</script>
</body>
</html>`),
  },
},
{
  id: 'a-own-okta-tenant-widget',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://halvorsen-marine.okta.com/login/login.htm?fromURI=%2Fapp%2FUserHome',
  routes: {
    'halvorsen-marine.okta.com/login/login.htm': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>Halvorsen Marine - Sign In</title>
<link href="https://ok14static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.16.1/css/okta-sign-in.min.css" type="text/css" rel="stylesheet">
<style>
body{margin:0;background:#e8eef3 url(https://ok14static.oktacdn.com/fs/bco/7/fs0halvorsenbg.jpg) center/cover;font-family:"proxima nova",-apple-system,"Segoe UI",Arial,sans-serif}
#okta-sign-in{width:400px;margin:90px auto;background:#fff;border:1px solid #ddd;border-radius:3px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.okta-sign-in-header{padding:30px 90px 75px;border-bottom:1px solid #ddd;text-align:center}
.okta-sign-in-header img{max-height:40px}
.o-form{padding:42px}
h2{font-size:15px;text-align:center;color:#5e5e5e;margin:0 0 20px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 6px;color:#6e6e78}
input[type=text],input[type=password]{width:100%;height:38px;border:1px solid #8c8c96;border-radius:4px;padding:0 8px;box-sizing:border-box}
.button-primary{width:100%;height:48px;background:#1662dd;border:0;border-radius:4px;color:#fff;font-size:14px;margin-top:20px}
.auth-footer{font-size:13px;padding:0 42px 30px}
.powered{text-align:center;font-size:12px;color:#666}
</style>
</head>
<body>
<div id="okta-sign-in" class="auth-container main-container">
 <div class="okta-sign-in-header auth-header"><img src="https://ok14static.oktacdn.com/fs/bco/1/fs0halvorsenlogo.png" class="auth-org-logo" alt="Halvorsen Marine logo"></div>
 <div class="auth-content"><div class="auth-content-inner">
  <form method="POST" action="/idp/idx/identify" class="o-form" id="form19">
   <h2 class="okta-form-title o-form-head">Sign In</h2>
   <label for="input27">Username</label><input type="text" name="identifier" id="input27" autocomplete="username">
   <label for="input35">Password</label><input type="password" name="credentials.passcode" id="input35" autocomplete="current-password">
   <label style="font-weight:400"><input type="checkbox" name="rememberMe"> Keep me signed in</label>
   <input class="button button-primary" type="submit" value="Sign in">
  </form>
  <div class="auth-footer"><a href="/signin/forgot-password">Forgot password?</a> · <a href="/help/login">Help</a></div>
 </div></div>
</div>
<p class="powered">Powered by Okta · <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></p>
<script>var okta = { locale: 'en', deployEnv: 'PROD' }; var oktaData = { signIn: { baseUrl: 'https://halvorsen-marine.okta.com', orgName: 'Halvorsen Marine', brandName: 'Halvorsen Marine' } };</script>
</body>
</html>`),
  },
},
{
  id: 'a-own-auth0-universal-login',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://login.tinkerpad.app/u/login?state=hKFo2SBXc0lSdnFaY3lUbUtwZ3VtX0ZtN3Z6NlE',
  routes: {
    'login.tinkerpad.app/u/login': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Log in | Tinkerpad</title>
<link rel="stylesheet" href="https://cdn.auth0.com/ulp/react-components/1.102.1/css/main.cdn.min.css">
<style id="custom-styles-container">
body{background:#f3f0ff;font-family:ulp-font,-apple-system,BlinkMacSystemFont,Roboto,Helvetica,sans-serif}
main{display:flex;align-items:center;justify-content:center;min-height:100vh}
.c{width:400px;background:#fff;border-radius:5px;box-shadow:0 12px 40px rgba(0,0,0,.12);padding:40px}
header{text-align:center}header img{height:52px}
h1{font-size:24px;font-weight:400;margin:24px 0 8px}
.sub{font-size:14px;color:#2d333a}
.input{margin-top:20px}
input{width:100%;height:52px;border:1px solid #c9cace;border-radius:3px;padding:0 16px;font-size:16px;box-sizing:border-box}
button._button-login-id{width:100%;height:52px;background:#6c4bf4;color:#fff;border:0;border-radius:3px;font-size:16px;margin-top:24px}
.alt{font-size:14px;text-align:center;margin-top:16px}
.social button{width:100%;height:52px;background:#fff;border:1px solid #c9cace;border-radius:3px;margin-top:10px;font-size:15px;text-align:left;padding-left:52px}
.sep{text-align:center;font-size:12px;margin:22px 0 6px;color:#65676e}
</style>
</head>
<body class="_widget-auto-layout">
<main class="_widget login-id">
<section class="c">
<header><img src="https://tinkerpad.app/assets/logo-mark.png" alt="Tinkerpad"><h1>Welcome</h1><p class="sub">Log in to Tinkerpad to continue to Tinkerpad Studio.</p></header>
<form method="POST" class="_form-login-id" data-form-primary="true">
<input type="hidden" name="state" value="hKFo2SBXc0lSdnFaY3lUbUtwZ3VtX0ZtN3Z6NlE">
<div class="input"><input class="input" name="username" id="username" type="text" placeholder="Email address" autocomplete="email" autocapitalize="none" spellcheck="false" autofocus></div>
<button type="submit" name="action" value="default" class="_button-login-id">Continue</button>
</form>
<p class="alt">Don't have an account? <a href="/u/signup?state=hKFo2SBXc0lSdnFaY3lUbUtwZ3VtX0ZtN3Z6NlE">Sign up</a></p>
<div class="sep">OR</div>
<div class="social">
<form method="post" action="/u/login/identifier?state=hKFo2SBXc0lSdnFaY3lUbUtwZ3VtX0ZtN3Z6NlE"><input type="hidden" name="connection" value="google-oauth2"><button type="submit">Continue with Google</button></form>
<form method="post" action="/u/login/identifier?state=hKFo2SBXc0lSdnFaY3lUbUtwZ3VtX0ZtN3Z6NlE"><input type="hidden" name="connection" value="github"><button type="submit">Continue with GitHub</button></form>
<form method="post" action="/u/login/identifier?state=hKFo2SBXc0lSdnFaY3lUbUtwZ3VtX0ZtN3Z6NlE"><input type="hidden" name="connection" value="windowslive"><button type="submit">Continue with Microsoft Account</button></form>
</div>
</section>
</main>
</body>
</html>`),
  },
},
{
  id: 'a-own-jp-saas-login',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://app.kintai-cloud.jp/login',
  body: `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>ログイン | キンタイクラウド</title>
<link rel="icon" href="/favicon.ico">
<style>
body{margin:0;font-family:"Hiragino Sans","Noto Sans JP",Meiryo,sans-serif;background:#f7f8fa;color:#333}
header{background:#fff;border-bottom:1px solid #e3e6ea;padding:12px 24px}header img{height:28px}
.box{max-width:400px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
h1{font-size:20px;text-align:center;margin:0 0 24px}
label{display:block;font-size:13px;font-weight:bold;margin:14px 0 6px}
input{width:100%;height:42px;border:1px solid #c9ced6;border-radius:4px;padding:0 10px;font-size:15px;box-sizing:border-box}
button{width:100%;height:44px;background:#2a7de1;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:22px}
.links{text-align:center;font-size:13px;margin-top:18px}
footer{text-align:center;font-size:12px;color:#888;margin:40px 0}
</style>
</head>
<body>
<header><img src="/img/kintai-cloud-logo.svg" alt="キンタイクラウド"></header>
<div class="box">
<h1>ログイン</h1>
<form method="post" action="/login">
<input type="hidden" name="authenticity_token" value="n8V1qk2RX0">
<label for="company">企業ID</label><input id="company" name="company_code" placeholder="例: abc-corp">
<label for="mail">メールアドレス</label><input id="mail" name="email" type="email" autocomplete="username">
<label for="pass">パスワード</label><input id="pass" name="password" type="password" autocomplete="current-password">
<label style="font-weight:normal"><input type="checkbox" name="remember"> ログイン状態を保持する</label>
<button type="submit">ログイン</button>
</form>
<div class="links"><a href="/password/reset">パスワードをお忘れの方</a><br><a href="/sso">シングルサインオン（SAML）でログイン</a></div>
</div>
<footer>© 2025 Kintai Cloud Inc. ｜ <a href="https://kintai-cloud.jp/privacy">プライバシーポリシー</a> ｜ <a href="https://status.kintai-cloud.jp">稼働状況</a></footer>
</body>
</html>`,
},
{
  id: 'a-own-gitea-selfhosted',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://git.fernwald-robotics.dev/user/login?redirect_to=%2Ffernwald%2Ffirmware',
  routes: {
    'git.fernwald-robotics.dev/user/login': htmlRoute(`<!DOCTYPE html>
<html lang="en-US" data-theme="gitea-auto">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign In - Fernwald Git</title>
<link rel="manifest" href="data:application/json;base64,eyJuYW1lIjoiRmVybndhbGQgR2l0In0=">
<meta name="author" content="Gitea - Git with a cup of tea">
<link rel="icon" href="/assets/img/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/css/index.css?v=1.21.11">
<style>
body{margin:0;font-family:-apple-system,"Segoe UI",system-ui,Roboto,sans-serif;background:#f8f8f8;color:#181c21}
.nav{background:#fff;border-bottom:1px solid #d0d7de;height:48px;display:flex;align-items:center;padding:0 16px;gap:16px;font-size:14px}
.nav img{height:30px}
.ui.container{max-width:500px;margin:40px auto}
.ui.segment{background:#fff;border:1px solid #d0d7de;border-radius:4px;padding:20px}
h4.ui.top.attached.header{margin:0;padding:12px 16px;background:#f6f8fa;border:1px solid #d0d7de;border-bottom:0;border-radius:4px 4px 0 0;text-align:center}
.field{margin-bottom:14px}.field label{display:block;font-weight:600;font-size:13px;margin-bottom:6px}
.field input{width:100%;height:34px;border:1px solid #d0d7de;border-radius:4px;padding:0 8px;box-sizing:border-box}
.ui.primary.button{background:#4183c4;color:#fff;border:0;border-radius:4px;padding:9px 18px}
footer{font-size:12px;color:#666;text-align:center;margin:30px 0}
</style>
</head>
<body>
<div class="nav"><a href="/"><img src="/assets/img/logo.svg" alt="Logo"></a><a href="/explore/repos">Explore</a><span style="flex:1"></span><a href="/user/login">Sign In</a></div>
<div class="ui container">
<h4 class="ui top attached header">Sign In</h4>
<div class="ui attached segment">
<form class="ui form" action="/user/login" method="post">
<input type="hidden" name="_csrf" value="Bf2iFqW0D1gS8G3lJf0P3ZQ6UEw6MTcyNjAwMDAwMA">
<div class="field"><label for="user_name">Username or Email Address</label><input id="user_name" type="text" name="user_name" autocomplete="username" autofocus required></div>
<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<div class="field"><label style="font-weight:400"><input name="remember" type="checkbox"> Remember This Device</label></div>
<button class="ui primary button">Sign In</button> <a href="/user/forgot_password" style="font-size:13px;margin-left:10px">Forgot password?</a>
</form>
<div style="margin-top:18px;border-top:1px solid #eee;padding-top:14px;text-align:center"><a class="ui button" href="/user/oauth2/Fernwald%20Keycloak">Sign in with Fernwald Keycloak</a></div>
</div>
</div>
<footer>Powered by Gitea · Version: 1.21.11 · Page: 12ms · Template: 3ms</footer>
</body>
</html>`),
  },
},
{
  id: 'a-own-company-owa-onprem',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://mail.kreis-oberwald.de/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.kreis-oberwald.de%2fowa%2f',
  routes: {
    'mail.kreis-oberwald.de/owa/auth/logon.aspx': htmlRoute(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html dir="ltr" class="signInBg">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=10">
<meta name="Robots" content="NOINDEX, NOFOLLOW">
<meta http-equiv="Content-Type" content="text/html; CHARSET=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<link rel="shortcut icon" href="/owa/auth/15.2.1544/themes/resources/favicon.ico" type="image/x-icon">
<title>Outlook</title>
<link rel="stylesheet" href="/owa/auth/15.2.1544/themes/resources/logon.css">
<style>
body{margin:0;font-family:"Segoe UI","Segoe WP","Segoe UI WPC",Tahoma,Arial,sans-serif;background:#fff;color:#333}
.mainLogonDiv{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:364px}
.signInImageHeader{margin-bottom:24px}
.signInInputLabel{font-size:13px;margin:10px 0 4px;display:block}
.signInInputText{width:100%;height:32px;border:1px solid #b0b0b0;padding:0 8px;box-sizing:border-box;font-size:14px}
.signInCheckBoxText{font-size:12px}
.signinbutton{margin-top:20px;cursor:pointer;color:#0072c6;font-size:24px;font-weight:300}
.disclaimer{font-size:11px;color:#666;margin-top:30px}
</style>
<script>
function clkLgn(){ document.forms[0].submit(); }
</script>
</head>
<body class="signInBg">
<div class="mainLogonDiv">
<div class="signInImageHeader"><img class="mouseHeader" src="/owa/auth/15.2.1544/themes/resources/owa_text_blue.png" alt="Outlook"></div>
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off">
<input type="hidden" name="destination" value="https://mail.kreis-oberwald.de/owa/">
<input type="hidden" name="flags" value="4">
<input type="hidden" name="forcedownlevel" value="0">
<label class="signInInputLabel" for="username">Domäne\\Benutzername:</label>
<input id="username" name="username" class="signInInputText" type="text" placeholder="Domäne\\Benutzername" value="">
<label class="signInInputLabel" for="password">Kennwort:</label>
<input id="password" name="password" class="signInInputText" type="password" value="">
<div class="signInCheckBoxText"><input type="radio" name="trusted" value="0" checked> Dies ist ein öffentlicher Computer <input type="radio" name="trusted" value="4"> Dies ist ein privater Computer</div>
<div class="signinbutton" role="button" tabindex="0" onclick="clkLgn()">&#10132; anmelden</div>
</form>
<div class="disclaimer">Kreisverwaltung Oberwald · Zugang nur für Beschäftigte. Bei Fragen: IT-Hotline 2400.</div>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-own-gym-members-es',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://socios.gimnasioatlas.es/acceso',
  body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Área de socios · Gimnasio Atlas</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css">
<style>body{background:#111;color:#eee}.card{background:#1c1c1c;border:0}.form-control{background:#262626;border-color:#333;color:#fff}.btn-atlas{background:#ff4d00;color:#fff}</style>
</head>
<body>
<nav class="navbar navbar-dark px-4"><a class="navbar-brand fw-bold" href="https://www.gimnasioatlas.es/">ATLAS</a><div><a class="text-light me-3 small" href="https://www.gimnasioatlas.es/horarios">Horarios</a><a class="text-light small" href="https://www.gimnasioatlas.es/tarifas">Tarifas</a></div></nav>
<div class="container" style="max-width:420px;margin-top:8vh">
<div class="card p-4">
<h1 class="h4 mb-3">Área de socios</h1>
<p class="small text-secondary">Reserva clases, consulta tus recibos y gestiona tu cuota.</p>
<form method="post" action="/acceso">
<input type="hidden" name="csrfmiddlewaretoken" value="x9Pq2nA7">
<div class="mb-3"><label class="form-label small">Número de socio o DNI</label><input class="form-control" name="usuario" autocomplete="username"></div>
<div class="mb-3"><label class="form-label small">Contraseña</label><input class="form-control" name="clave" type="password" autocomplete="current-password"></div>
<button class="btn btn-atlas w-100">Entrar</button>
</form>
<p class="small mt-3 mb-0"><a class="link-light" href="/recuperar">¿Has olvidado tu contraseña?</a></p>
</div>
<p class="small text-secondary text-center mt-4">Gimnasio Atlas S.L. · C/ Alcalá 214, Madrid · <a class="link-secondary" href="https://www.gimnasioatlas.es/privacidad">Privacidad</a></p>
</div>
</body>
</html>`,
},
];
