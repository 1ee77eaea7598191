import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, cookieBar, msSquares, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Legitimate sign-in pages: companies' own SSO (incl. tenants on identity platforms), brands' real login
// pages on their real domains, banks' real online-banking logins, webmail on the provider's domain.

export const entries: Entry[] = [
  {
  id: 'i-clean-sso-okta-tenant-logistics',
  label: 'clean',
  kind: 'own-login',
  url: 'https://brightwater-logistics.okta.com/app/brightwaterlogistics_workday_1/exk8f2kq0pZ1vT4e5697/sso/saml',
  routes: {
    'brightwater-logistics.okta.com/app/brightwaterlogistics_workday_1/exk8f2kq0pZ1vT4e5697/sso/saml': redirectRoute(302, 'https://brightwater-logistics.okta.com/login/login.htm?fromURI=%2Fapp%2Fbrightwaterlogistics_workday_1%2Fexk8f2kq0pZ1vT4e5697%2Fsso%2Fsaml'),
    'brightwater-logistics.okta.com/login/login.htm': htmlRoute(doc({
      title: 'Brightwater Logistics - Sign In',
      head: `<link rel="stylesheet" href="/assets/loginpage/css/okta-sign-in.min.css"><meta name="robots" content="noindex,nofollow">`,
      body: `<div class="login-bg-image" style="background:#e8eef3"></div>
<main id="okta-login-container" class="auth">
 <div id="okta-sign-in" class="auth-container main-container">
  <div class="okta-sign-in-header auth-header"><img src="/bc/image/fileStoreRecord?id=fs0bwlogo" class="auth-org-logo" alt="Brightwater Logistics logo" width="180" height="45"></div>
  <div class="auth-content"><div class="auth-content-inner">
   <form method="POST" action="/api/v1/authn" id="form19" class="primary-auth-form o-form">
    <h2 class="okta-form-title o-form-head">Sign In</h2>
    <div class="o-form-fieldset"><label for="okta-signin-username">Username</label><input type="text" name="username" id="okta-signin-username" autocomplete="username" aria-required="true"></div>
    <div class="o-form-fieldset"><label for="okta-signin-password">Password</label><input type="password" name="password" id="okta-signin-password" autocomplete="current-password"></div>
    <div class="o-form-fieldset"><label><input type="checkbox" name="remember"> Keep me signed in</label></div>
    <input class="button button-primary" type="submit" value="Sign In" id="okta-signin-submit">
   </form>
   <div class="auth-footer"><a href="/signin/forgot-password" class="link help js-forgot-password">Forgot password?</a> · <a href="https://it.brightwater-logistics.com/help/okta" class="link help">Help</a></div>
  </div></div>
 </div>
</main>
<footer class="footer"><div class="footer-container clearfix"><a href="https://www.okta.com/privacy-policy/" class="inline-block margin-l-10">Privacy Policy</a> <span>Powered by <b>Okta</b></span></div></footer>
<script>window.okta={locale:'en',deviceFingerprintingEnabled:true};document.getElementById('form19').addEventListener('submit',function(e){e.preventDefault();var b=document.getElementById('okta-signin-submit');b.value='Signing in…';b.disabled=true;fetch('/api/v1/authn',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({username:document.getElementById('okta-signin-username').value,password:document.getElementById('okta-signin-password').value,options:{warnBeforePasswordExpired:true,multiOptionalFactorEnroll:true}})}).then(function(r){return r.json()}).then(function(j){b.disabled=false;b.value='Sign In';if(j.errorSummary){alert(j.errorSummary)}})})</script>`,
    })),
    'brightwater-logistics.okta.com/assets/loginpage/css/okta-sign-in.min.css': cssRoute(`body{margin:0;font-family:proxima-nova,'Helvetica Neue',Arial,sans-serif;background:#f9f9f9;color:#5e5e5e}.auth-container{width:400px;margin:100px auto 0;background:#fff;border:1px solid #ddd;border-radius:3px;box-shadow:0 2px 0 rgba(175,175,175,.12)}.okta-sign-in-header{padding:30px 90px 75px;border-bottom:1px solid #ddd;text-align:center}.auth-content{padding:20px 42px 42px}.okta-form-title{text-align:center;font-size:15px}.o-form-fieldset{margin-bottom:18px}.o-form-fieldset label{display:block;font-weight:600;font-size:14px;margin-bottom:6px}.o-form-fieldset input[type=text],.o-form-fieldset input[type=password]{width:100%;box-sizing:border-box;height:40px;border:1px solid #8c8c96;border-radius:3px;padding:6px 8px}.button-primary{width:100%;height:50px;background:#1662dd;border:0;color:#fff;font-size:15px;border-radius:3px}.auth-footer{font-size:13px;margin-top:16px}.footer{text-align:center;font-size:12px;margin:30px}`),
    'brightwater-logistics.okta.com/bc/image/fileStoreRecord': pngRoute(14, 86, 140),
    'brightwater-logistics.okta.com/api/v1/authn': jsonRoute({ errorCode: 'E0000004', errorSummary: 'Authentication failed', errorLink: 'E0000004', errorId: 'oae1xY2kq9', errorCauses: [] }, 401),
  },
},
  {
  id: 'i-clean-own-login-stadtwerke-kundenportal',
  label: 'clean',
  kind: 'own-login',
  url: 'https://kundenportal.stadtwerke-roedermark.de/portal/login',
  body: doc({
    title: 'Kundenportal – Stadtwerke Rödermark',
    lang: 'de',
    head: `<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#222}header{background:#fff;border-bottom:4px solid #005ca9;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}header b{color:#005ca9;font-size:20px}nav a{margin-left:16px;color:#333;text-decoration:none;font-size:14px}.wrap{display:flex;gap:30px;max-width:960px;margin:30px auto}.login,.info{background:#fff;padding:26px;flex:1}.login input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #999;margin:4px 0 14px}.login button{background:#005ca9;color:#fff;border:0;padding:10px 26px}.info li{margin:8px 0}footer{text-align:center;font-size:12px;color:#666;padding:30px}</style>`,
    body: `<header><b>Stadtwerke Rödermark</b><nav><a href="/strom">Strom</a><a href="/gas">Erdgas</a><a href="/wasser">Wasser</a><a href="/kontakt">Kontakt</a></nav></header>
<div class="wrap">
<section class="login"><h1>Kundenportal</h1>
<form action="/portal/j_security_check" method="post">
<label>Benutzername / E-Mail</label><input name="j_username" autocomplete="username">
<label>Passwort</label><input name="j_password" type="password" autocomplete="current-password">
<button>Anmelden</button>
</form>
<p><a href="/portal/passwort-vergessen">Passwort vergessen?</a> · <a href="/portal/registrierung">Neu registrieren</a></p>
<p style="font-size:13px">Für die Registrierung benötigen Sie Ihre Vertragskontonummer (siehe Jahresrechnung) und Ihre Zählernummer.</p></section>
<section class="info"><h2>Im Kundenportal können Sie</h2><ul><li>Zählerstände online übermitteln</li><li>Abschläge anpassen</li><li>Rechnungen als PDF abrufen</li><li>Bankverbindung und SEPA-Mandat ändern</li><li>Umzug melden</li></ul>
<p><b>Hinweis:</b> Wir fragen Sie niemals per E-Mail oder SMS nach Ihrem Passwort. Im Zweifel erreichen Sie uns unter 06074 9111-0.</p></section>
</div>
<footer>Stadtwerke Rödermark GmbH · Kapellenstraße 45 · 63322 Rödermark · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></footer>
${cookieBar('de')}`,
  }),
},
  {
  id: 'i-clean-brand-microsoft-login-tenant',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://login.microsoftonline.com/8a2d1f47-6c3e-4b9a-a0d5-2e7f91c3b654/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post&nonce=638681902771&state=i-tenant-sso',
  body: doc({
    title: 'Sign in to your account',
    head: `<meta name="PageID" content="ConvergedSignIn"><meta name="SiteID" content=""><meta name="ReqLC" content="1033"><meta name="LocLC" content="en-US"><meta name="referrer" content="origin"><meta name="robots" content="none"><style>body{margin:0;font-family:'Segoe UI','Helvetica Neue',sans-serif;background:#f2f2f2}.background{position:fixed;inset:0;background:linear-gradient(135deg,#e6eef7,#f3f0f7)}.outer{position:relative;display:flex;justify-content:center;padding-top:10vh}.inner{width:440px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box}.title{font-size:24px;font-weight:600;margin:16px 0 12px}.form-control{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin-bottom:16px}.win-button{background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;float:right}#footer{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}#footer a{color:#000;margin-left:12px;text-decoration:none}.banner-logo{max-height:36px}</style>`,
    body: `<div class="background" role="presentation"></div>
<form name="f1" id="i0281" novalidate spellcheck="false" method="post" autocomplete="off" action="/8a2d1f47-6c3e-4b9a-a0d5-2e7f91c3b654/login">
<div class="outer"><div class="inner">
 <div>${msSquares}</div>
 <div id="loginHeader" class="title" role="heading" aria-level="1">Sign in</div>
 <input type="email" name="loginfmt" id="i0116" maxlength="113" class="form-control" aria-required="true" placeholder="Email, phone, or Skype" autocomplete="username">
 <div style="font-size:13px"><a id="cantAccessAccount" href="#" style="color:#0067b8">Can't access your account?</a></div>
 <div style="font-size:13px;margin-top:8px"><a href="#" style="color:#0067b8">Sign-in options</a></div><br>
 <input type="submit" id="idSIButton9" class="win-button" value="Next">
 <div style="clear:both"></div>
</div></div>
<input type="hidden" name="ctx" value="rQQIARAA42Kw0sso"><input type="hidden" name="flowToken" value="AQABIQEAAABVrSpeuWamRam2jAF1XRQE">
</form>
<div id="footer"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>var $Config={urlPost:'/8a2d1f47-6c3e-4b9a-a0d5-2e7f91c3b654/login',iMaxStackForKnockoutAsyncComponents:10000,fShowButtons:true,urlCdn:'/shared/1.0/',sTenantId:'8a2d1f47-6c3e-4b9a-a0d5-2e7f91c3b654',correlationId:'5d7e9a1c-2b3f-4e6d-8a9c-0f1e2d3c4b5a'};</script>`,
  }),
},
  {
  id: 'i-clean-brand-paypal-signin-de',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.paypal.com/signin?returnUri=%2Fmyaccount%2Fsummary&locale.x=de_DE&intent=i-clean-de',
  body: doc({
    title: 'In Ihrem PayPal-Konto einloggen',
    lang: 'de',
    head: `<style>body{margin:0;font-family:'PayPal Pro','Helvetica Neue',Arial,sans-serif;background:#fff;color:#001435}#main{width:460px;margin:60px auto;border:1px solid #eaeced;border-radius:12px;padding:31px 50px 50px;box-sizing:border-box}.logo{text-align:center;margin-bottom:30px}.textInput input{width:100%;box-sizing:border-box;height:64px;border:1px solid #929496;border-radius:8px;padding:0 12px;font-size:18px;margin-bottom:12px}.button{width:100%;height:48px;background:#003087;color:#fff;border:0;border-radius:24px;font-weight:bold;font-size:18px}.divider{text-align:center;margin:20px 0;color:#6c7378}.secondary{width:100%;height:48px;background:#fff;border:2px solid #001435;border-radius:24px;font-weight:bold}footer{text-align:center;font-size:12px;margin:30px;color:#6c7378}footer a{color:#001435;margin:0 6px}</style>`,
    body: `<section id="main" class="splitEmail">
<div class="logo"><svg width="100" height="26" aria-label="PayPal"><text x="0" y="22" font-family="Verdana" font-weight="bold" font-style="italic" font-size="24" fill="#003087">Pay<tspan fill="#0070e0">Pal</tspan></text></svg></div>
<form action="/signin" method="post" class="proceed maskable" autocomplete="off" name="login" novalidate>
<input type="hidden" name="_csrf" value="xk4W8pLz9Yq1vR2tN6mB0cD3fH5jK7sA">
<input type="hidden" name="locale.x" value="de_DE"><input type="hidden" name="processSignin" value="main">
<div class="textInput"><input id="email" name="login_email" type="email" placeholder="E-Mail-Adresse oder Handynummer" autocomplete="username" autocapitalize="off"></div>
<p style="font-size:14px"><a href="/authflow/entry/?country.x=DE&locale.x=de_DE&redirectUri=%252Fsignin" style="color:#0070e0;font-weight:bold">E-Mail-Adresse vergessen?</a></p>
<button class="button actionContinue" type="submit" id="btnNext" name="btnNext" value="Next">Weiter</button>
</form>
<div class="divider">oder</div>
<a href="/de/webapps/mpp/account-selection"><button class="secondary" type="button">Neu anmelden</button></a>
</section>
<footer><a href="/de/smarthelp/contact-us">Kontakt</a><a href="/de/webapps/mpp/ua/privacy-full">Datenschutz</a><a href="/de/webapps/mpp/ua/legalhub-full">AGB</a><a href="/de/webapps/mpp/imprint">Impressum</a><a href="/de/webapps/mpp/country-worldwide">Weltweit</a></footer>`,
  }),
},
  {
  id: 'i-clean-brand-apple-account-signin',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://account.apple.com/sign-in?i-ref=manage',
  body: doc({
    title: 'Sign In - Apple Account',
    head: `<meta name="description" content="Your Apple Account is the account you use for all Apple services."><style>body{margin:0;font-family:'SF Pro Text','Myriad Set Pro','Helvetica Neue',Helvetica,Arial,sans-serif;background:#fff;color:#1d1d1f}.gn{height:44px;background:rgba(251,251,253,.8);border-bottom:1px solid #d2d2d7;display:flex;justify-content:center;gap:34px;align-items:center;font-size:12px}.gn a{color:#1d1d1f;text-decoration:none}.ln{border-bottom:1px solid #d2d2d7;padding:14px 10%;font-size:21px;font-weight:600}.si{max-width:480px;margin:60px auto;text-align:center}.si h1{font-size:32px;font-weight:600}.fi{border:1px solid #86868b;border-radius:12px;overflow:hidden;text-align:left}.fi input{width:100%;box-sizing:border-box;border:0;padding:18px 16px;font-size:17px}.ch{font-size:14px;margin-top:20px}a{color:#06c}footer{background:#f5f5f7;font-size:12px;color:#6e6e73;padding:20px 10%;margin-top:80px}</style>`,
    body: `<nav class="gn"><a href="https://www.apple.com/"></a><a href="https://www.apple.com/store">Store</a><a href="https://www.apple.com/mac/">Mac</a><a href="https://www.apple.com/ipad/">iPad</a><a href="https://www.apple.com/iphone/">iPhone</a><a href="https://www.apple.com/watch/">Watch</a><a href="https://support.apple.com/">Support</a></nav>
<div class="ln">Apple Account</div>
<div class="si"><h1>Sign in with Apple Account</h1>
<div class="fi"><input type="text" id="account_name_text_field" autocomplete="username webauthn" placeholder="Email or Phone Number" aria-label="Email or Phone Number"></div>
<div class="ch"><label><input type="checkbox"> Keep me signed in</label></div>
<p class="ch"><a href="https://iforgot.apple.com/password/verify/appleid">Forgot password?</a></p>
<p class="ch">Don't have an Apple Account? <a href="/create">Create yours now.</a></p>
</div>
<footer>Copyright © 2025 Apple Inc. All rights reserved. · Privacy Policy · Terms of Use · Sales Policy · Legal · Site Map</footer>`,
  }),
},
  {
  id: 'i-clean-brand-amazon-signin-uk',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.amazon.co.uk/ap/signin?openid.pape.max_auth_age=0&openid.return_to=https%3A%2F%2Fwww.amazon.co.uk%2Fgp%2Fcss%2Forder-history&openid.assoc_handle=gbflex&openid.mode=checkid_setup&pageId=gbflex&ref_=i_clean_oh',
  body: doc({
    title: 'Amazon Sign In',
    lang: 'en-GB',
    head: `<style>body{margin:0;font-family:'Amazon Ember',Arial,sans-serif;color:#0f1111;font-size:13px}.a-section{width:350px;margin:0 auto}.logo{text-align:center;padding:14px 0 18px;font-size:28px;font-weight:bold}.logo span{color:#ff9900;font-size:16px}.a-box{border:1px solid #ddd;border-radius:8px;padding:20px 26px}h1{font-weight:400;font-size:28px;margin:0 0 10px}label{font-weight:700;display:block;padding-bottom:2px}input[type=email]{width:100%;box-sizing:border-box;height:31px;border:1px solid #888c8c;border-radius:3px;padding:3px 7px;margin-bottom:14px}.a-button{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:7px;font-size:13px}.divider{text-align:center;color:#767676;margin:22px 0 14px;font-size:12px}.sec{width:100%;background:#fff;border:1px solid #d5d9d9;border-radius:8px;padding:7px}.nav-footer{border-top:1px solid #ddd;margin-top:30px;padding:20px;text-align:center;font-size:11px}.nav-footer a{color:#0066c0;margin:0 10px}</style>`,
    body: `<div class="a-section"><div class="logo">amazon<span>.co.uk</span></div>
<div class="a-box"><h1>Sign in</h1>
<form name="signIn" method="post" novalidate action="https://www.amazon.co.uk/ap/signin">
<input type="hidden" name="appActionToken" value="Nj8kP2j2F1FfXq0e9Lh7cR4aS3wE5bT6yU1iO0pA"><input type="hidden" name="appAction" value="SIGNIN_PWD_COLLECT">
<label for="ap_email">Email or mobile phone number</label><input type="email" maxlength="128" id="ap_email" name="email" autocomplete="username">
<input class="a-button" id="continue" type="submit" value="Continue">
</form>
<p>By continuing, you agree to Amazon's <a href="/gp/help/customer/display.html?nodeId=201909000">Conditions of Use</a> and <a href="/gp/help/customer/display.html?nodeId=502584">Privacy Notice</a>.</p>
<p>▸ <a href="/gp/help/customer/account-issues">Need help?</a></p>
</div>
<div class="divider">New to Amazon?</div><button class="sec" onclick="location.href='/ap/register'">Create your Amazon account</button></div>
<div class="nav-footer"><a href="#">Conditions of Use</a><a href="#">Privacy Notice</a><a href="#">Help</a><a href="#">Cookies Notice</a><a href="#">Interest-Based Ads Notice</a><br><br>© 1996-2025, Amazon.com, Inc. or its affiliates</div>`,
  }),
},
  {
  id: 'i-clean-brand-dropbox-login-page',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.dropbox.com/login?cont=https%3A%2F%2Fwww.dropbox.com%2Fhome%2FShared%2520Projects&src=i-clean',
  body: doc({
    title: 'Login - Dropbox',
    head: `<style>body{margin:0;font-family:'Sharp Grotesk',Atlas Grotesk,-apple-system,Arial,sans-serif;background:#f7f5f2;color:#1e1919}header{padding:18px 30px;display:flex;justify-content:space-between}header b{color:#0061fe;font-size:20px}.c{max-width:400px;margin:40px auto;background:#fff;padding:32px;border-radius:4px}.sso{display:block;width:100%;padding:11px;margin:8px 0;border:1px solid #bbb5ae;background:#fff;border-radius:6px;font-size:15px}.or{text-align:center;margin:16px 0;color:#736c64}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bbb5ae;border-radius:6px;font-size:15px;margin-bottom:12px}.b{width:100%;background:#0061fe;color:#fff;border:0;padding:12px;border-radius:6px;font-size:15px}footer{text-align:center;font-size:12px;color:#736c64;margin:30px}</style>`,
    body: `<header><b>◆ Dropbox</b><a href="/register">Sign up</a></header>
<div class="c"><h1>Log in or sign up</h1>
<button class="sso">Continue with Google</button><button class="sso">Continue with Apple</button>
<div class="or">or</div>
<form action="/ajax_login" method="post" id="login-form"><input type="email" name="login_email" placeholder="Email" autocomplete="username"><button class="b" type="submit">Continue</button></form>
<p style="font-size:13px;text-align:center"><a href="/sso">Log in with single sign-on (SSO)</a></p>
</div>
<footer>© 2025 Dropbox · Privacy · Terms · Cookies &amp; CCPA preferences</footer>
${cookieBar('en')}`,
  }),
},
  {
  id: 'i-clean-bank-sparkasse-online-banking',
  label: 'clean',
  kind: 'bank-login',
  url: 'https://www.sparkasse-allgaeu.de/de/home/onlinebanking/login.html?n=true&i=navi',
  body: doc({
    title: 'Online-Banking Login | Sparkasse Allgäu',
    lang: 'de',
    head: `<style>body{margin:0;font-family:'Sparkasse Rg',Arial,sans-serif;background:#fff;color:#000}.h{background:#ff0000;color:#fff;padding:12px 30px;display:flex;justify-content:space-between;align-items:center}.h nav a{color:#fff;margin-left:20px;text-decoration:none}.bc{font-size:12px;padding:10px 30px;color:#666}.m{max-width:960px;margin:10px auto 40px;display:flex;gap:30px}.login{flex:1;border:1px solid #ddd;padding:26px}.login input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #777;margin:4px 0 14px}.login button{background:#ff0000;color:#fff;border:0;padding:11px 26px;font-weight:bold}.side{flex:1}.side .tip{background:#f6f6f6;padding:16px;margin-bottom:14px}footer{background:#333;color:#ccc;padding:20px 30px;font-size:12px}</style>`,
    body: `<div class="h"><b>Sparkasse Allgäu</b><nav><a href="/de/home/privatkunden.html">Privatkunden</a><a href="/de/home/firmenkunden.html">Firmenkunden</a><a href="/de/home/ihre-sparkasse.html">Ihre Sparkasse</a></nav></div>
<div class="bc">Startseite › Online-Banking › Login</div>
<div class="m"><section class="login"><h1>Online-Banking</h1>
<form method="post" action="/de/home/onlinebanking.html" onsubmit="return false"><label>Anmeldename oder Legitimations-ID</label><input autocomplete="username"><label>PIN</label><input type="password" autocomplete="current-password"><button>Anmelden</button></form>
<p><a href="/de/home/service/pin-vergessen.html">Anmeldename/PIN vergessen?</a> · <a href="/de/home/service/online-banking-freischalten.html">Online-Banking freischalten</a></p></section>
<aside class="side"><div class="tip"><b>Sicherheitshinweis</b><p>Aktuell sind betrügerische E-Mails und SMS im Umlauf, die angeblich von Ihrer Sparkasse stammen und zur „Aktualisierung des pushTAN-Verfahrens“ auffordern. Wir fordern Sie niemals per E-Mail, SMS oder Telefon zur Eingabe Ihrer Zugangsdaten oder einer TAN auf.</p></div><div class="tip"><b>Sperr-Notruf 116 116</b><p>Karte verloren oder Online-Banking-Zugang kompromittiert? Lassen Sie ihn sofort sperren.</p></div></aside></div>
<footer>Sparkasse Allgäu · Bahnhofstraße 2 · 87435 Kempten · BLZ 733 500 00 · Impressum · Datenschutz · Preise und Hinweise</footer>
${cookieBar('de')}`,
  }),
},
  {
  id: 'i-clean-webmail-zoho-mail-signin',
  label: 'clean',
  kind: 'webmail',
  url: 'https://accounts.zoho.eu/signin?servicename=VirtualOffice&signupurl=https://www.zoho.eu/mail/signup.html&serviceurl=https%3A%2F%2Fmail.zoho.eu%2Fzm%2F&i=1',
  body: doc({
    title: 'Zoho Accounts',
    head: `<style>body{margin:0;font-family:ZohoPuvi,'Open Sans',Arial,sans-serif;background:#f4f6f8}.signin_container{display:flex;max-width:900px;margin:80px auto;background:#fff;border-radius:4px;box-shadow:0 2px 30px #ccc6}.signin_box{flex:1;padding:40px 50px}.zlogo{font-weight:800;font-size:24px;letter-spacing:1px}.zlogo span:nth-child(1){color:#e42527}.zlogo span:nth-child(2){color:#089949}.zlogo span:nth-child(3){color:#226db4}.zlogo span:nth-child(4){color:#f9b21d}.textbox{width:100%;box-sizing:border-box;height:44px;border:1px solid #ddd;border-radius:2px;padding:0 12px;font-size:15px;margin:24px 0}.btn{width:100%;height:44px;background:#159aff;color:#fff;border:0;border-radius:4px;font-size:15px}.rightside{flex:1;background:#fafafa;padding:40px;text-align:center;color:#555}.ft{text-align:center;font-size:12px;color:#777}</style>`,
    body: `<div class="signin_container"><div class="signin_box"><div class="zlogo"><span>Z</span><span>O</span><span>H</span><span>O</span></div>
<h2 style="font-weight:500">Sign in</h2><p style="color:#626262">to access Mail</p>
<form name="login" onsubmit="return false" novalidate><input class="textbox" name="LOGIN_ID" placeholder="Email address or mobile number" autocomplete="username"><button class="btn">Next</button></form>
<p style="font-size:14px;color:#626262">Sign in using <span style="border:1px solid #ddd;padding:4px 8px">G</span> <span style="border:1px solid #ddd;padding:4px 8px">in</span> <span style="border:1px solid #ddd;padding:4px 8px">Apple</span></p>
<p style="font-size:14px">Don't have a Zoho account? <a href="https://www.zoho.eu/mail/signup.html">Sign up now</a></p></div>
<div class="rightside"><h3>Passwordless sign-in</h3><p>Move away from risky passwords and experience one-tap access to Zoho. Download and install OneAuth.</p></div></div>
<div class="ft">© 2025, Zoho Corporation Pvt. Ltd. All Rights Reserved.</div>`,
  }),
},
  {
  id: 'i-clean-brand-slack-workspace-signin',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://harborline-studio.slack.com/sign_in_with_password?redir=%2Fmessages%2FC02ABCD&i=1',
  body: doc({
    title: 'Sign in to Harborline Studio | Slack',
    head: `<style>body{margin:0;font-family:Slack-Lato,Lato,appleLogo,sans-serif;background:#fff;color:#1d1c1d}.top{text-align:center;padding:40px 0 20px;font-weight:900;font-size:30px}.c{max-width:400px;margin:0 auto;text-align:center}.c h1{font-size:44px;margin:0 0 8px;letter-spacing:-.75px}.sub{color:#454245;font-size:18px}input{width:100%;box-sizing:border-box;height:44px;border:1px solid #868686;border-radius:4px;padding:0 12px;font-size:18px;margin-bottom:20px}.b{width:100%;height:44px;background:#4a154b;color:#fff;border:0;border-radius:4px;font-size:18px;font-weight:700}.f{font-size:13px;color:#616061;margin-top:40px}</style>`,
    body: `<div class="top"># slack</div>
<div class="c"><h1>Sign in to Harborline Studio</h1><p class="sub">harborline-studio.slack.com</p>
<p>Enter your <b>email address</b> and <b>password</b>.</p>
<form method="post" action="/sign_in_with_password" onsubmit="return false"><input type="hidden" name="crumb" value="s-1764421009-3f8a1c0b2d-☃"><input type="email" name="email" placeholder="name@work-email.com" autocomplete="username"><input type="password" name="password" placeholder="Your password" autocomplete="current-password"><button class="b">Sign In</button></form>
<p style="font-size:14px"><a href="/forgot">Forgot password?</a> · <a href="/sign_in_with_email">Sign in with a confirmation code</a></p>
<p class="f">Privacy &amp; Terms · Contact Us · Change Region</p></div>`,
  }),
},
  {
  id: 'i-clean-brand-docusign-signing-ceremony',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://na4.docusign.net/Signing/EmailStart.aspx?a=3b1f9c27-58e4-4a0b-9d6f-2c4e7a8b1d90&etti=24&acct=5e2c8a41-7b39-4f06-a1d2-9c8e3f4b6a17&er=71b0d3e9-4c2a-4e8f-b5d1-a6c7e8f90123',
  body: doc({
    title: 'DocuSign',
    head: `<style>body{margin:0;font-family:'DS Indigo',Helvetica,Arial,sans-serif;background:#f9f9f9;color:#1e1e1e}.tb{background:#130032;color:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}.tb b{color:#fff}.pn{max-width:720px;margin:30px auto;background:#fff;border:1px solid #ddd;padding:26px}.cons{font-size:14px}.b{background:#4c00ff;color:#fff;border:0;padding:10px 24px;border-radius:2px;font-weight:bold}.doc{margin-top:20px;border:1px solid #ddd;height:300px;background:repeating-linear-gradient(#fff 0 22px,#f2f2f2 22px 23px)}</style>`,
    body: `<div class="tb"><b>DocuSign</b><span style="font-size:13px">OTHER ACTIONS ▾</span></div>
<div class="pn"><p><b>Please Review &amp; Act on These Documents</b></p><p style="font-size:14px">Ridgeway Property Management<br>Lease Renewal – Unit 4B, 1120 Alder St.</p>
<div class="cons"><label><input type="checkbox" id="c"> I agree to use electronic records and signatures.</label> <a href="#">Electronic Record and Signature Disclosure</a></div><br>
<button class="b" id="go" disabled>CONTINUE</button>
<div class="doc" aria-hidden="true"></div>
<p style="font-size:12px;color:#666">Powered by DocuSign · Terms of Use &amp; Privacy · Copyright © 2025 DocuSign, Inc.</p></div>
<script>document.getElementById('c').onchange=function(){document.getElementById('go').disabled=!this.checked}</script>`,
  }),
},
];
