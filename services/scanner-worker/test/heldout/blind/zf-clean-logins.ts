import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-login-microsoftonline-tenant',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://login.microsoftonline.com/5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Foutlook.office.com%2Fowa%2F',
  body: doc({
    title: 'Sign in to your account',
    css: `body{margin:0;background:#f2f2f2 url(/5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10/illustration.png) center/cover;font-family:"Segoe UI","Helvetica Neue",sans-serif}.bx{width:440px;margin:14vh auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:16px 0}button{background:#0067b8;color:#fff;border:0;min-width:108px;min-height:32px;float:right}.ft{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}.ft a{color:#000;margin-left:12px;text-decoration:none}`,
    body: `<div class="bx"><img src="/5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10/bannerlogo.png" height="36" alt="Fabrikam Group"><h2 style="font-weight:600;margin:16px 0 0">Sign in</h2>
<form method="post" action="/5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10/login" id="i0281"><input type="hidden" name="flowToken" value="AQABAAEAAAD--DLA3VO7QrddgJg7WevrQ2vY8nNbOn1e4C"><input type="hidden" name="ctx" value="rQQIARAAhZE9aNNAFMfTpI21g9ZFRDo4iODQ5i5J">
<input type="email" name="loginfmt" placeholder="someone@fabrikam.com" autocomplete="username"><p style="font-size:13px"><a href="#">Can't access your account?</a></p><p style="font-size:13px">Fabrikam employees: use your corporate account. Contact the IT Service Desk at ext. 4400 for help.</p><button type="submit">Next</button><div style="clear:both"></div></form></div>
<div class="ft"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>var $Config={urlPost:"/5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10/login",sCtx:"rQQIARAAhZE9aNNAFMfTpI21g9ZFRDo4iODQ5i5J",iMaxPollErrors:5,fShowPersistentCookiesWarning:false,urlMsaSignUp:"https://login.live.com/oauth20_authorize.srf",sTenantId:"5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10",correlationId:"7a61d1c0-2f1d-4f35-b5c0-9a1e77d2b6e0"};</script>`,
  }),
  routes: {
    'login.microsoftonline.com/5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10/illustration.png': imgRoute(200, 214, 229),
    'login.microsoftonline.com/5f3a0c1e-8b2d-4c44-9e11-2d0b7a6c9f10/bannerlogo.png': imgRoute(20, 60, 120),
  },
},
{
  id: 'zf-clean-login-github-tokens',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://github.com/login?return_to=%2Fsettings%2Fpersonal-access-tokens%2Fnew',
  body: doc({
    title: 'Sign in to GitHub · GitHub',
    css: `body{margin:0;background:#f6f8fa;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",sans-serif;font-size:14px;color:#1f2328}.h{text-align:center;padding:32px 0 16px;font-size:24px;font-weight:300}
.b{width:340px;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:16px}input{width:100%;padding:5px 12px;line-height:20px;border:1px solid #d0d7de;border-radius:6px;margin:4px 0 16px}
.btn{width:100%;background:#1f883d;color:#fff;border:1px solid rgba(31,35,40,.15);border-radius:6px;padding:5px 16px;font-weight:500;line-height:20px}.n{width:340px;margin:16px auto;border:1px solid #d0d7de;border-radius:6px;padding:16px;text-align:center}`,
    body: `<div class="h"><svg height="48" viewBox="0 0 16 16" width="48"><path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z"></path></svg><br>Sign in to GitHub</div>
<div class="b"><form action="/session" method="post"><input type="hidden" name="authenticity_token" value="vQ8xL2n4nJ7kO1a2TnqzFp5x0gE9kQ4d6m1s3Lk7yWq2"><input type="hidden" name="return_to" value="/settings/personal-access-tokens/new">
<label for="login_field">Username or email address</label><input type="text" name="login" id="login_field" autocomplete="username"><label for="password">Password</label> <a href="/password_reset" style="float:right;font-size:12px">Forgot password?</a><input type="password" name="password" id="password" autocomplete="current-password">
<input type="submit" name="commit" value="Sign in" class="btn"></form><p style="text-align:center"><a href="#">Sign in with a passkey</a></p></div>
<div class="n">New to GitHub? <a href="/signup">Create an account</a></div>
<p style="text-align:center;font-size:12px;color:#59636e"><a href="#">Terms</a> · <a href="#">Privacy</a> · <a href="#">Docs</a> · <a href="#">Contact GitHub Support</a></p>`,
  }),
},
{
  id: 'zf-clean-login-sparkasse-koelnbonn',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.sparkasse-koelnbonn.de/de/home/login-online-banking.html',
  body: doc({
    lang: 'de',
    title: 'Online-Banking Login | Sparkasse KölnBonn',
    css: baseCss + `.top{background:#ff0000;color:#fff;padding:14px 28px;font-weight:700;font-size:20px}.sec{background:#f4f4f4;padding:14px;border-radius:4px;font-size:13px}`,
    body: `<div class="top">Sparkasse KölnBonn</div><header><nav><a href="#">Privatkunden</a><a href="#">Firmenkunden</a><a href="#">Ihre Sparkasse</a><a href="#">Filialen &amp; Geldautomaten</a></nav></header><main>
<div class="card"><h2>Online-Banking</h2><form method="post" action="/de/home/login-online-banking.html?n=true"><label>Anmeldename oder Legitimations-ID</label><input type="text" name="loginname" autocomplete="username"><label>PIN</label><input type="password" name="pin" autocomplete="current-password"><button class="btn" style="background:#ff0000">Anmelden</button></form>
<p class="muted"><a href="#">Zugangsdaten vergessen?</a> · <a href="#">Online-Banking freischalten</a></p></div>
<div class="sec"><b>Sicherheitshinweis:</b> Die Sparkasse fordert Sie niemals per E-Mail, SMS oder Telefon auf, Ihre PIN, TANs oder Zugangsdaten preiszugeben oder Ihr pushTAN-Verfahren über einen Link zu „aktualisieren“. Aktuelle Warnungen vor Phishing finden Sie <a href="#">hier</a>.</div></main>
<footer><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">Preise und Leistungen</a><a href="#">Barrierefreiheit</a> · Sparkasse KölnBonn, Hahnenstraße 57, 50667 Köln</footer>`,
  }),
},
{
  id: 'zf-clean-login-binance-accounts',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://accounts.binance.com/en/login?loginChannel=&return_to=aHR0cHM6Ly93d3cuYmluYW5jZS5jb20vZW4vbXkvd2FsbGV0',
  body: doc({
    title: 'Log In | Binance',
    css: `body{margin:0;background:#fff;font-family:BinancePlex,Arial,sans-serif;color:#1e2329}.c{width:425px;margin:8vh auto;border:1px solid #eaecef;border-radius:24px;padding:40px}input{width:100%;padding:12px;border:1px solid #eaecef;border-radius:8px;margin:8px 0 20px}
.y{width:100%;background:#fcd535;border:0;border-radius:8px;padding:12px;font-weight:600}.o{width:100%;background:#fff;border:1px solid #eaecef;border-radius:8px;padding:12px;margin-top:10px}`,
    body: `<div class="c"><div style="color:#f0b90b;font-weight:700">◆ BINANCE</div><h1>Log in</h1><form id="f"><label>Email/Phone number</label><input name="username" placeholder="Email/Phone (without country code)" autocomplete="username"><button class="y" type="submit">Next</button></form>
<p style="text-align:center;color:#707a8a">or</p><button class="o">Continue with Passkey</button><button class="o">Continue with Google</button><button class="o">Continue with Apple</button>
<p><a href="#" style="color:#c99400">Create a Binance Account</a></p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/bapi/accounts/v1/public/authcenter/login/precheck',{method:'POST',headers:{'content-type':'application/json','clienttype':'web'},body:JSON.stringify({email:this.username.value})})}</script>`,
  }),
  routes: { 'accounts.binance.com/bapi/accounts/v1/public/authcenter/login/precheck': jsonRoute({ code: '000000', data: { needCaptcha: true } }) },
},
{
  id: 'zf-clean-login-gov-uk-gateway',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.access.service.gov.uk/login/signin/creds?continue=%2Fpersonal-account',
  body: doc({
    title: 'Sign in using Government Gateway - GOV.UK',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.g{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:26px;border-bottom:10px solid #1d70b8}
main{max-width:640px;margin:30px auto;padding:0 16px}label{display:block;font-weight:700;margin-top:14px}input{width:100%;padding:6px;border:2px solid #0b0c0c;font-size:18px}.b{background:#00703c;color:#fff;border:0;padding:10px 16px;font-size:18px;margin-top:20px}`,
    body: `<div class="g">GOV.UK</div><main><span style="color:#505a5f">HM Revenue &amp; Customs</span><h1>Sign in using Government Gateway</h1>
<form method="post" action="/login/signin/creds" novalidate><input type="hidden" name="csrfToken" value="c1c2d7e9b0a7d3f81a6c"><label for="user_id">Government Gateway user ID</label><p style="color:#505a5f;margin:0">This could be up to 12 characters.</p><input id="user_id" name="user_id" autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password"><button class="b">Sign in</button></form>
<p><a href="#">Problems signing in</a></p><p>HMRC will never send notifications of a tax rebate or ask you to disclose personal or payment information by email or text message. <a href="#">Report suspicious HMRC emails</a>.</p></main>
<footer><a href="#">Cookies</a><a href="#">Accessibility statement</a><a href="#">Privacy policy</a> · © Crown copyright</footer>`,
  }),
},
{
  id: 'zf-clean-company-webmail-roundcube',
  label: 'clean',
  kind: 'own-login',
  url: 'https://webmail.stadtwerke-lindenau.de/?_task=login',
  body: doc({
    lang: 'de',
    title: 'Stadtwerke Lindenau Webmail :: Willkommen bei Stadtwerke Lindenau Webmail',
    css: `body{background:#f4f4f4;font-family:Arial,sans-serif}#login-form{width:360px;margin:14vh auto;background:#fff;padding:30px;border-top:4px solid #37beff}input{width:100%;padding:8px;margin:6px 0;border:1px solid #ccc}button{background:#37beff;color:#fff;border:0;padding:9px 20px;width:100%}`,
    body: `<div id="login-form"><img src="/skins/elastic/images/logo.png" width="40" height="40" alt=""> <b>Stadtwerke Lindenau</b>
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="mZp3R8XyWqT1n9KcB2vL0s4"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" value="Europe/Berlin">
<label>Benutzername</label><input name="_user" id="rcmloginuser" autocomplete="username"><label>Passwort</label><input name="_pass" type="password" autocomplete="current-password"><button type="submit">Anmelden</button></form>
<p style="font-size:11px;color:#999">Bei Problemen: IT-Service, Tel. 0341 555-2900 · <a href="https://www.stadtwerke-lindenau.de/datenschutz">Datenschutz</a></p></div>`,
  }),
  routes: { 'webmail.stadtwerke-lindenau.de/skins/elastic/images/logo.png': imgRoute(55, 190, 255) },
},
{
  id: 'zf-clean-wp-login-verein',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.kleingartenverein-sonnenhang.de/wp-login.php?redirect_to=https%3A%2F%2Fwww.kleingartenverein-sonnenhang.de%2Fwp-admin%2F&reauth=1',
  body: doc({
    lang: 'de',
    title: 'Anmelden ‹ KGV Sonnenhang e.V. — WordPress',
    css: `body{background:#f0f0f1;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;font-size:13px}#login{width:320px;margin:8vh auto}h1 a{display:block;width:84px;height:84px;margin:0 auto 25px;background:#3858e9;border-radius:50%;text-indent:-9999px}
form{background:#fff;border:1px solid #c3c4c7;padding:26px 24px;box-shadow:0 1px 3px rgba(0,0,0,.04)}input[type=text],input[type=password]{width:100%;font-size:24px;padding:3px 5px;margin:2px 6px 16px 0;border:1px solid #8c8f94}.button-primary{background:#2271b1;border:1px solid #2271b1;color:#fff;padding:0 12px;min-height:32px;float:right}`,
    body: `<div id="login"><h1><a href="https://de.wordpress.org/">Powered by WordPress</a></h1><form name="loginform" id="loginform" action="https://www.kleingartenverein-sonnenhang.de/wp-login.php" method="post">
<p><label for="user_login">Benutzername oder E-Mail-Adresse</label><input type="text" name="log" id="user_login" autocomplete="username"></p><p><label for="user_pass">Passwort</label><input type="password" name="pwd" id="user_pass" autocomplete="current-password"></p>
<p><label><input name="rememberme" type="checkbox" value="forever"> Angemeldet bleiben</label></p><p><input type="submit" name="wp-submit" class="button-primary" value="Anmelden"><input type="hidden" name="redirect_to" value="https://www.kleingartenverein-sonnenhang.de/wp-admin/"><input type="hidden" name="testcookie" value="1"></p><div style="clear:both"></div></form>
<p><a href="#">Passwort vergessen?</a></p><p><a href="https://www.kleingartenverein-sonnenhang.de/">← Zurück zu KGV Sonnenhang e.V.</a></p></div>`,
  }),
},
{
  id: 'zf-clean-login-instagram-direct',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.instagram.com/accounts/login/?next=%2Fdirect%2Finbox%2F&source=desktop_nav',
  body: doc({
    title: 'Login • Instagram',
    css: `body{margin:0;background:#fff;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:14px}.b{width:350px;margin:6vh auto 10px;border:1px solid #dbdbdb;padding:40px 40px 20px;text-align:center}
.b input{width:100%;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;padding:9px 8px;margin:3px 0;font-size:12px}.b button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:7px;margin-top:10px;font-weight:600}`,
    body: `<div class="b"><div style="font-family:cursive;font-size:38px;margin-bottom:24px">Instagram</div><form id="loginForm" method="post"><input name="username" aria-label="Phone number, username, or email" placeholder="Phone number, username, or email" autocomplete="username"><input name="password" type="password" aria-label="Password" placeholder="Password" autocomplete="current-password"><button type="submit">Log in</button></form>
<p style="color:#737373">OR</p><p><a href="#" style="color:#385185;font-weight:600;text-decoration:none">Log in with Facebook</a></p><p><a href="/accounts/password/reset/" style="font-size:12px;color:#00376b">Forgot password?</a></p></div>
<div class="b" style="margin-top:0;padding:20px">Don't have an account? <a href="/accounts/emailsignup/">Sign up</a></div>
<p style="text-align:center;font-size:12px;color:#737373">Meta · About · Blog · Jobs · Help · API · Privacy · Terms · © 2025 Instagram from Meta</p>
<script>window._sharedData={config:{csrf_token:"Tq9xB3mZkYc2W4sD8nR1vL7p"},country_code:"DE",language_code:"en",rollout_hash:"1a2b3c4d5e6f"};</script>`,
  }),
},
];
