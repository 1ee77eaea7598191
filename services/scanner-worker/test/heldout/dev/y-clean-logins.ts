import type { Entry } from '../entry.js';
import { doc, htmlRoute, jsonRoute, jsRoute, redirectRoute } from '../parts/y-kit.js';
import { hostShell } from '../parts/y-host.js';

// Customers' own WordPress / panel / webmail logins, the host's own account pages, small SaaS account pages.

const wpLoginPage = (o: { host: string; site: string; lang: string; t: { user: string; pass: string; remember: string; login: string; lost: string; back: string; title: string } }) =>
  doc({
    lang: o.lang,
    title: `${o.t.title} &lsaquo; ${o.site} &#8212; WordPress`,
    head: `<meta name="robots" content="max-image-preview:large, noindex, noarchive"><meta name="referrer" content="strict-origin-when-cross-origin">
<link rel="stylesheet" id="login-css" href="https://${o.host}/wp-admin/css/login.min.css?ver=6.6.2" media="all">`,
    bodyAttr: 'class="login no-js login-action-login wp-core-ui locale-' + o.lang.replace('-', '_').toLowerCase() + '"',
    css: `body.login{background:#f0f0f1;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;font-size:13px;color:#3c434a}
#login{width:320px;padding:8% 0 0;margin:auto}#login h1 a{display:block;width:84px;height:84px;margin:0 auto 25px;background:#1d2327;border-radius:50%;text-indent:-9999px}
.login form{margin-top:20px;padding:26px 24px 34px;background:#fff;border:1px solid #c3c4c7;box-shadow:0 1px 3px rgba(0,0,0,.04)}
.login label{font-size:14px;line-height:1.5}.login input[type=text],.login input[type=password]{width:100%;font-size:24px;padding:3px 5px;margin:2px 6px 16px 0;border:1px solid #8c8f94;border-radius:4px;box-sizing:border-box}
.button-primary{float:right;background:#2271b1;border:1px solid #2271b1;color:#fff;padding:0 12px;min-height:32px;border-radius:3px;cursor:pointer}
#nav,#backtoblog{padding:0 24px;margin:24px 0 0}#nav a,#backtoblog a{color:#50575e;text-decoration:none}`,
    body: `<script>document.body.className=document.body.className.replace('no-js','js');</script>
<div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
<form name="loginform" id="loginform" action="https://${o.host}/wp-login.php" method="post">
<p><label for="user_login">${o.t.user}</label><input type="text" name="log" id="user_login" class="input" autocapitalize="off" autocomplete="username" required></p>
<div class="user-pass-wrap"><label for="user_pass">${o.t.pass}</label><input type="password" name="pwd" id="user_pass" class="input password-input" autocomplete="current-password" required></div>
<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">${o.t.remember}</label></p>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="${o.t.login}"><input type="hidden" name="redirect_to" value="https://${o.host}/wp-admin/"><input type="hidden" name="testcookie" value="1"></p>
</form>
<p id="nav"><a href="https://${o.host}/wp-login.php?action=lostpassword">${o.t.lost}</a></p>
<p id="backtoblog"><a href="https://${o.host}/">&larr; ${o.t.back} ${o.site}</a></p></div>`,
  });

const wpBakeryHost = 'hollowaybakehouse.com';
const wpEsHost = 'academiadebaileflamenco-sevilla.es';
const cpCust = 'northshorekayakrentals.com';
const rcHost = 'webmail.kanzlei-vogt-partner.de';
const moHost = 'aula.colegiosanjose-arequipa.edu.pe';
const saasHost = 'app.shiftmate.io';
const tfaHost = 'dashboard.invoicely-nordic.com';
const mlHost = 'app.bookmyslot.co.nz';

export const entries: Entry[] = [
  {
    id: 'y-ok-wp-login-bakery',
    label: 'clean',
    kind: 'own-wp-login',
    url: `https://${wpBakeryHost}/wp-login.php?redirect_to=https%3A%2F%2F${wpBakeryHost}%2Fwp-admin%2F&reauth=1`,
    routes: {
      [`${wpBakeryHost}/wp-login.php`]: htmlRoute(wpLoginPage({ host: wpBakeryHost, site: 'Holloway Bakehouse', lang: 'en-US', t: { title: 'Log In', user: 'Username or Email Address', pass: 'Password', remember: 'Remember Me', login: 'Log In', lost: 'Lost your password?', back: 'Go to' } }), { 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'no-cache, must-revalidate, max-age=0' }),
      [`${wpBakeryHost}/wp-admin/css/login.min.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: '/*! This file is auto-generated */.login .message{border-left:4px solid #72aee6}' },
    },
  },
  {
    id: 'y-ok-wp-lostpassword-es',
    label: 'clean',
    kind: 'own-wp-login',
    url: `https://${wpEsHost}/wp-login.php?action=lostpassword`,
    routes: {
      [`${wpEsHost}/wp-login.php`]: htmlRoute(doc({
        lang: 'es-ES',
        title: 'Recuperar la contraseña &lsaquo; Academia de Baile Flamenco Triana &#8212; WordPress',
        head: '<meta name="robots" content="noindex, noarchive">',
        bodyAttr: 'class="login login-action-lostpassword wp-core-ui locale-es-es"',
        css: `body{background:#f0f0f1;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;font-size:13px}#login{width:320px;margin:auto;padding-top:8%}
.message{border-left:4px solid #72aee6;background:#fff;padding:12px;margin-bottom:16px}form{background:#fff;border:1px solid #c3c4c7;padding:26px 24px}
input[type=text]{width:100%;font-size:24px;padding:3px 5px;margin:4px 0 16px;box-sizing:border-box}.button-primary{background:#2271b1;color:#fff;border:0;padding:6px 12px;border-radius:3px}
#nav a{color:#50575e}`,
        body: `<div id="login"><h1 style="text-align:center">&#9679;</h1>
<p class="message">Por favor, introduce tu nombre de usuario o dirección de correo electrónico. Recibirás un mensaje de correo electrónico con instrucciones sobre cómo restablecer tu contraseña.</p>
<form name="lostpasswordform" id="lostpasswordform" action="https://${wpEsHost}/wp-login.php?action=lostpassword" method="post">
<p><label for="user_login">Nombre de usuario o correo electrónico</label><input type="text" name="user_login" id="user_login" autocomplete="username" required></p>
<input type="hidden" name="redirect_to" value=""><p class="submit"><input type="submit" class="button button-primary" value="Obtener una contraseña nueva"></p></form>
<p id="nav"><a href="https://${wpEsHost}/wp-login.php">Acceder</a></p>
<p id="backtoblog"><a href="https://${wpEsHost}/">&larr; Ir a Academia de Baile Flamenco Triana</a></p>
<div class="language-switcher"><form id="language-switcher" action="" method="get"><select name="wp_lang"><option value="en_US">English (United States)</option><option value="es_ES" selected>Español</option></select></form></div></div>`,
      })),
    },
  },
  {
    id: 'y-ok-cpanel-login-host',
    label: 'clean',
    kind: 'host-panel-login',
    url: `https://${cpCust}/cpanel`,
    routes: {
      [`${cpCust}/cpanel`]: redirectRoute(301, 'https://cp14.kestrelhost.com/cpanel/?domain=northshorekayakrentals.com'),
      ['cp14.kestrelhost.com/cpanel/']: htmlRoute(doc({
        title: 'cPanel Login',
        head: '<meta name="robots" content="noindex,nofollow"><meta name="google" content="notranslate">',
        css: `body{margin:0;background:#fafafa;font-family:"Open Sans",Helvetica,Arial,sans-serif;color:#293a4a}
#login-wrapper{width:380px;margin:10vh auto 0}.main{background:#fff;border:1px solid #e7e7e7;border-radius:6px;padding:30px 34px}
.logo{text-align:center;font-size:36px;font-weight:600;color:#ff6c2c;margin-bottom:18px}
label{display:block;font-size:13px;margin:8px 0 4px}input{width:100%;padding:9px;border:1px solid #ccc;border-radius:3px;box-sizing:border-box}
#login_submit{margin-top:18px;width:100%;background:#179bd7;color:#fff;border:0;padding:10px;font-size:15px;border-radius:3px}
.srv{font-size:12px;color:#777;text-align:center;margin-top:12px}.lang{text-align:center;font-size:12px;margin-top:18px}
.copyright{text-align:center;font-size:11px;color:#999;margin-top:30px}`,
        body: `<div id="login-wrapper"><div class="main">
<div class="logo">cPanel</div>
<form id="login_form" action="/login/?login_only=1" method="post">
<label for="user">Username</label><input name="user" id="user" autofocus required>
<label for="pass">Password</label><input type="password" name="pass" id="pass" required>
<button type="submit" id="login_submit">Log in</button>
<div style="text-align:center;font-size:13px;margin-top:12px"><a href="/resetpass?start=1">Reset Password</a></div>
</form></div>
<div class="srv">Server: cp14.kestrelhost.com · Shared Hosting EU-West</div>
<div class="lang">English · العربية · Deutsch · español · français · italiano · 日本語 · português · русский · …</div>
<div class="copyright">Copyright© 2025 cPanel, L.L.C.<br><a href="https://go.cpanel.net/privacy">Privacy Policy</a></div></div>
<script src="/unprotected/cpanel/js/login.js"></script>`,
      }), { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': "frame-ancestors 'self'" }),
      ['cp14.kestrelhost.com/unprotected/cpanel/js/login.js']: jsRoute(`(function(){var f=document.getElementById('login_form');f.addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/login/?login_only=1');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onload=function(){try{var r=JSON.parse(x.responseText);if(r.redirect)location.href=r.redirect;else alert('The login is invalid.')}catch(e){}};x.send('user='+encodeURIComponent(f.user.value)+'&pass='+encodeURIComponent(f.pass.value));});})();`),
      ['cp14.kestrelhost.com/login/']: jsonRoute({ status: 0, message: 'invalid_login' }, 401),
    },
  },
  {
    id: 'y-ok-roundcube-own',
    label: 'clean',
    kind: 'own-webmail',
    url: `https://${rcHost}/?_task=login`,
    routes: {
      [`${rcHost}/`]: htmlRoute(doc({
        lang: 'de',
        title: 'Kanzlei Vogt &amp; Partner Webmail :: Willkommen bei Kanzlei Vogt &amp; Partner Webmail',
        head: '<meta name="robots" content="noindex,nofollow"><link rel="stylesheet" href="skins/elastic/styles/styles.min.css?s=1700000000">',
        css: `body{margin:0;background:#f4f4f4;font-family:Roboto,"Helvetica Neue",Arial,sans-serif}
#layout-content{display:flex;align-items:center;justify-content:center;min-height:100vh}
#login-form{background:#fff;padding:30px 40px;border-radius:4px;box-shadow:0 0 6px rgba(0,0,0,.1);width:340px}
#logo{display:block;margin:0 auto 20px;font-size:24px;color:#37beff;text-align:center}
input{width:100%;padding:8px;border:1px solid #d4dbde;border-radius:4px;margin:6px 0 12px;box-sizing:border-box}
#rcmloginsubmit{width:100%;background:#37beff;color:#fff;border:0;padding:10px;border-radius:4px}
#login-footer{text-align:center;font-size:12px;color:#999;margin-top:20px}`,
        body: `<div id="layout-content"><div id="login-form"><div id="logo">&#9993; Kanzlei Vogt &amp; Partner</div>
<form name="login-form" method="post" action="./?_task=login">
<input type="hidden" name="_token" value="q8JxVbP3kW1m0rA5tYc2dE9fG4hL7nZs"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
<label for="rcmloginuser">Benutzername</label><input name="_user" id="rcmloginuser" autocapitalize="off" autocomplete="username" required>
<label for="rcmloginpwd">Passwort</label><input name="_pass" id="rcmloginpwd" type="password" autocomplete="current-password" required>
<button type="submit" id="rcmloginsubmit">Anmelden</button></form>
<div id="login-footer">Roundcube Webmail 1.6.9 · bereitgestellt über Kestrel Hosting</div></div></div>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone||'_default_';</script>`,
      }), { 'x-frame-options': 'sameorigin' }),
      [`${rcHost}/skins/elastic/styles/styles.min.css`]: { status: 200, headers: { 'content-type': 'text/css' }, body: '/* elastic */' },
    },
  },
  {
    id: 'y-ok-host-domain-renew',
    label: 'clean',
    kind: 'host-account',
    url: 'https://my.kestrelhost.com/domains/renew?id=d_38119',
    routes: {
      ['my.kestrelhost.com/domains/renew']: htmlRoute(hostShell({
        title: 'Renew domain',
        active: 'Domains',
        user: 'Priya N.',
        main: `<h1>Renew harborlightyoga.com</h1>
<div class="card"><table><tr><th>Domain</th><th>Expires</th><th>Auto-renew</th><th>Renewal</th></tr>
<tr><td>harborlightyoga.com</td><td>14 Dec 2025</td><td>Off</td><td>$18.99 / yr</td></tr></table></div>
<div class="card"><h3>Renewal period</h3>
<form method="post" action="/domains/renew/confirm"><input type="hidden" name="domain_id" value="d_38119"><input type="hidden" name="csrf" value="c5a0e2f4b1">
<label>Term</label><select name="years"><option value="1">1 year — $18.99</option><option value="2">2 years — $37.98</option><option value="5">5 years — $94.95</option></select>
<label>Pay with</label><select name="pm"><option>Visa ending 4411 (exp 08/27)</option><option>Account credit ($0.00)</option><option>Add a new card…</option></select>
<p><label style="font-weight:400"><input type="checkbox" name="autorenew" style="width:auto" checked> Turn on auto-renew so this domain doesn't expire</label></p>
<button class="btn">Renew now</button> <a class="btn sec" href="/domains">Cancel</a></form>
<p style="font-size:13px;color:#6b7385">We'll email a receipt to the account owner. Domains not renewed enter a 30-day grace period before redemption fees apply.</p></div>`,
      })),
    },
  },
  {
    id: 'y-ok-moodle-school-login',
    label: 'clean',
    kind: 'smallbiz-login',
    url: `https://${moHost}/login/index.php`,
    routes: {
      [`${moHost}/login/index.php`]: htmlRoute(doc({
        lang: 'es',
        title: 'Aula Virtual Colegio San José: Acceder al sitio',
        head: '<meta name="robots" content="noindex"><meta name="keywords" content="moodle, Aula Virtual Colegio San José: Acceder al sitio">',
        css: `body{margin:0;background:#e9ecef;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.login-container{max-width:440px;margin:8vh auto;background:#fff;border-radius:6px;padding:34px;box-shadow:0 2px 6px rgba(0,0,0,.08)}
h1{font-size:22px;color:#0f47ad;text-align:center}input{width:100%;padding:10px;border:1px solid #8f959e;border-radius:4px;margin:6px 0 12px;box-sizing:border-box}
#loginbtn{width:100%;background:#0f6cbf;color:#fff;border:0;padding:10px;border-radius:4px}.sm{font-size:14px;text-align:center;margin-top:12px}`,
        body: `<div class="login-container"><h1>Aula Virtual<br><small>Colegio San José – Arequipa</small></h1>
<form class="login-form" action="https://${moHost}/login/index.php" method="post" id="login">
<input type="hidden" name="logintoken" value="bX4l9Z2qP0yR7cV3aN1d6kT8sW5eH2jF">
<input name="username" id="username" placeholder="Nombre de usuario (DNI)" autocomplete="username" required>
<input type="password" name="password" id="password" placeholder="Contraseña" autocomplete="current-password" required>
<button type="submit" id="loginbtn">Acceder</button></form>
<div class="sm"><a href="https://${moHost}/login/forgot_password.php">¿Olvidó su contraseña?</a></div>
<div class="sm">Las 'Cookies' deben estar habilitadas en su navegador <a href="#">?</a></div>
<div class="sm"><a href="/login/index.php?loginguest=true">Acceder como invitado</a></div></div>
<p style="text-align:center;font-size:12px;color:#666">Usted no se ha identificado. · Español - Internacional (es) · Powered by Moodle</p>`,
      }), { 'set-cookie': 'MoodleSession=a8f2c1d0e9b7; path=/; secure; HttpOnly' }),
    },
  },
  {
    id: 'y-ok-saas-password-reset',
    label: 'clean',
    kind: 'saas-account',
    url: `https://${saasHost}/reset-password?token=7f3c91ab20de4c55b1f0e8a2c6d4b9e1&email=manager%40theplatecafe.ca`,
    routes: {
      [`${saasHost}/reset-password`]: htmlRoute(doc({
        title: 'Choose a new password – ShiftMate',
        css: `body{margin:0;background:#f5f3ff;font-family:"DM Sans",Arial,sans-serif;color:#1f1a3d}
.c{max-width:400px;margin:10vh auto;background:#fff;border-radius:14px;padding:32px;box-shadow:0 10px 30px rgba(60,40,160,.08)}
.lg{font-weight:800;color:#5b3df5;font-size:22px}input{width:100%;padding:11px;border:1px solid #d9d3ff;border-radius:8px;margin:6px 0 12px;box-sizing:border-box}
.m{height:6px;border-radius:3px;background:#eee;overflow:hidden}.m i{display:block;height:100%;width:0;background:#22c55e;transition:width .2s}
button{width:100%;padding:12px;border:0;border-radius:8px;background:#5b3df5;color:#fff;font-weight:700}`,
        body: `<div class="c"><div class="lg">ShiftMate</div><h2>Set a new password</h2>
<p style="font-size:14px;color:#5e5a7a">for <b id="em"></b></p>
<form id="f" method="post" action="/api/auth/reset"><input type="hidden" name="token" id="tk">
<label style="font-size:13px">New password</label><input type="password" name="password" id="p1" minlength="10" autocomplete="new-password" required>
<div class="m"><i id="bar"></i></div>
<label style="font-size:13px;display:block;margin-top:10px">Confirm new password</label><input type="password" name="confirm" id="p2" autocomplete="new-password" required>
<button>Update password</button></form>
<p style="font-size:12px;color:#8a86a3">This link expires in 60 minutes. Didn't ask for a reset? You can ignore the email — your password won't change.</p></div>
<script>var q=new URLSearchParams(location.search);document.getElementById('em').textContent=q.get('email')||'';document.getElementById('tk').value=q.get('token')||'';
document.getElementById('p1').oninput=function(){var v=this.value,s=0;if(v.length>=10)s++;if(/[A-Z]/.test(v))s++;if(/\\d/.test(v))s++;if(/[^A-Za-z0-9]/.test(v))s++;document.getElementById('bar').style.width=(s*25)+'%';};
document.getElementById('f').onsubmit=function(e){if(p1.value!==p2.value){e.preventDefault();alert('Passwords do not match');}};</script>`,
      }), { 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' }),
      [`${saasHost}/api/auth/reset`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'y-ok-saas-2fa-setup',
    label: 'clean',
    kind: 'saas-account',
    url: `https://${tfaHost}/settings/security/2fa`,
    routes: {
      [`${tfaHost}/settings/security/2fa`]: htmlRoute(doc({
        lang: 'sv',
        title: 'Tvåstegsverifiering – Invoicely',
        css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f7f8fa;color:#1b1f24}
.top{background:#fff;border-bottom:1px solid #e5e7eb;padding:14px 28px;font-weight:700}.top span{color:#0ea5e9}
.c{max-width:640px;margin:30px auto;background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:28px}
.qr{width:160px;height:160px;background:repeating-linear-gradient(45deg,#111 0 6px,#fff 6px 12px);border:8px solid #fff;outline:1px solid #ddd}
code{background:#f1f5f9;padding:4px 8px;border-radius:4px;letter-spacing:2px}
input{padding:10px;border:1px solid #cbd5e1;border-radius:6px;width:160px;font-size:18px;letter-spacing:4px}
button{background:#0ea5e9;color:#fff;border:0;padding:10px 20px;border-radius:6px;margin-left:8px}`,
        body: `<div class="top">Invoicely<span>.</span> &nbsp; <small style="font-weight:400;color:#6b7280">Inställningar › Säkerhet</small></div>
<div class="c"><h2>Aktivera tvåstegsverifiering</h2>
<ol><li>Installera en autentiseringsapp, t.ex. Microsoft Authenticator, Google Authenticator eller 1Password.</li>
<li>Skanna QR-koden eller ange nyckeln manuellt:</li></ol>
<div style="display:flex;gap:24px;align-items:center"><div class="qr" aria-label="QR code"></div><div><p>Nyckel:</p><code>JBSW Y3DP EHPK 3PXP</code><p style="font-size:13px;color:#6b7280">Konto: eva.holm@holmsbygg.se</p></div></div>
<p>3. Ange den sexsiffriga koden från appen:</p>
<form method="post" action="/api/me/2fa/enable"><input name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required><button>Verifiera och aktivera</button></form>
<p style="font-size:13px;color:#6b7280">Efter aktivering visar vi tio reservkoder. Spara dem på ett säkert ställe.</p></div>`,
      })),
      [`${tfaHost}/api/me/2fa/enable`]: jsonRoute({ enabled: false, error: 'invalid_code' }, 422),
    },
  },
  {
    id: 'y-ok-saas-magic-link',
    label: 'clean',
    kind: 'saas-account',
    url: `https://${mlHost}/login`,
    routes: {
      [`${mlHost}/login`]: htmlRoute(doc({
        title: 'Log in – BookMySlot',
        css: `body{margin:0;font-family:"Nunito Sans",Arial,sans-serif;background:linear-gradient(160deg,#e0f7fa,#fff);min-height:100vh;color:#12343b}
.c{max-width:380px;margin:12vh auto;background:#fff;border-radius:16px;padding:32px;box-shadow:0 8px 24px rgba(18,52,59,.1)}
.lg{font-size:22px;font-weight:800;color:#00838f}input{width:100%;padding:12px;border:1px solid #b2dfdb;border-radius:10px;margin:8px 0;box-sizing:border-box}
button{width:100%;padding:12px;border:0;border-radius:10px;background:#00838f;color:#fff;font-weight:700}
.sent{display:none;background:#e0f2f1;padding:14px;border-radius:10px;font-size:14px}`,
        body: `<div class="c"><div class="lg">BookMySlot</div><h2>Log in to your booking page</h2>
<p style="font-size:14px;color:#4b6b70">We'll email you a one-time link — no password needed.</p>
<form id="f"><input type="email" id="e" placeholder="you@yourbusiness.co.nz" autocomplete="email" required><button>Email me a login link</button></form>
<div class="sent" id="s">Check your inbox! We sent a link to <b id="se"></b>. It expires in 15 minutes.</div>
<p style="font-size:12px;color:#7a9699;margin-top:18px">New to BookMySlot? <a href="/signup">Start a free 14-day trial</a> · <a href="/privacy">Privacy</a></p></div>
<script>document.getElementById('f').onsubmit=function(ev){ev.preventDefault();fetch('/api/auth/magic-link',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({email:e.value})}).then(function(){document.getElementById('f').style.display='none';document.getElementById('se').textContent=e.value;document.getElementById('s').style.display='block';});};</script>`,
      })),
      [`${mlHost}/api/auth/magic-link`]: jsonRoute({ sent: true }),
    },
  },
];
