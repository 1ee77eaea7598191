import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-own-saas-brightlane-login',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://app.brightlane.io/login?next=%2Fprojects',
  routes: {
    'app.brightlane.io/login': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in · Brightlane</title>
<link rel="icon" href="/static/favicon-32.png" sizes="32x32">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<meta name="csrf-token" content="Rk9PLmJhci4xNzI2MDAwMDAwLjQ0Mw">
<style>
:root{--ink:#14213d;--accent:#fca311;--muted:#6b7280}
*{box-sizing:border-box}
body{margin:0;font-family:Inter,system-ui,sans-serif;color:var(--ink);background:#fafaf7;display:grid;grid-template-columns:1fr 1fr;min-height:100vh}
.side{background:var(--ink);color:#fff;padding:56px;display:flex;flex-direction:column;justify-content:space-between}
.side blockquote{font-size:22px;line-height:1.5;margin:0}
.side cite{display:block;margin-top:16px;font-size:14px;color:#cbd5e1;font-style:normal}
.form{display:flex;align-items:center;justify-content:center;padding:40px}
.inner{width:100%;max-width:380px}
h1{font-size:26px;margin:0 0 6px}
.muted{color:var(--muted);font-size:14px}
label{display:block;font-size:14px;font-weight:500;margin:18px 0 6px}
input[type=email],input[type=password]{width:100%;height:44px;border:1px solid #d1d5db;border-radius:8px;padding:0 12px;font-size:15px}
.row{display:flex;justify-content:space-between;align-items:center;font-size:13px;margin-top:12px}
.btn{width:100%;height:44px;border:0;border-radius:8px;background:var(--ink);color:#fff;font-size:15px;font-weight:600;margin-top:22px}
.sso{width:100%;height:44px;border:1px solid #d1d5db;border-radius:8px;background:#fff;font-size:14px;margin-top:10px}
.div{display:flex;align-items:center;gap:10px;color:var(--muted);font-size:12px;margin:22px 0 6px}.div:before,.div:after{content:"";flex:1;height:1px;background:#e5e7eb}
a{color:#1d4ed8}
@media (max-width:800px){body{grid-template-columns:1fr}.side{display:none}}
</style>
</head>
<body>
<aside class="side">
  <img src="/static/brightlane-wordmark-white.svg" alt="Brightlane" height="28">
  <div><blockquote>"We moved our whole agency's client work into Brightlane in a weekend. Status meetings went from an hour to ten minutes."</blockquote><cite>— Priya Raman, Ops Lead at Northwind Studio</cite></div>
  <small style="color:#94a3b8">© 2025 Brightlane Labs, Inc.</small>
</aside>
<main class="form">
 <div class="inner">
  <h1>Welcome back</h1>
  <p class="muted">Log in to your Brightlane workspace.</p>
  <form method="post" action="/login">
   <input type="hidden" name="authenticity_token" value="Rk9PLmJhci4xNzI2MDAwMDAwLjQ0Mw">
   <input type="hidden" name="next" value="/projects">
   <label for="email">Work email</label>
   <input id="email" type="email" name="user[email]" autocomplete="username" required>
   <label for="password">Password</label>
   <input id="password" type="password" name="user[password]" autocomplete="current-password" required>
   <div class="row"><label style="margin:0;font-weight:400"><input type="checkbox" name="user[remember_me]" value="1"> Keep me logged in</label><a href="/password/new">Forgot password?</a></div>
   <button class="btn" type="submit">Log in</button>
  </form>
  <div class="div">OR</div>
  <button class="sso" onclick="location.href='/auth/saml/discover'">Log in with SSO</button>
  <button class="sso" onclick="location.href='/auth/google_oauth2'">Continue with Google</button>
  <p class="muted" style="margin-top:26px">New to Brightlane? <a href="https://brightlane.io/signup">Start a free trial</a></p>
 </div>
</main>
<script src="/static/js/app-login.8c1d2e.js" defer></script>
</body>
</html>`),
    'app.brightlane.io/static/js/app-login.8c1d2e.js': { status: 200, headers: { 'content-type': 'application/javascript' }, body: `(()=>{"use strict";const e=document.getElementById("email");try{const t=localStorage.getItem("bl:last-email");t&&e&&!e.value&&(e.value=t)}catch(t){}document.querySelector("form")?.addEventListener("submit",()=>{try{localStorage.setItem("bl:last-email",e.value)}catch(t){}})})();` },
  },
},
{
  id: 'a-own-shop-account-fr',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://www.fromagerie-lacroix.fr/mon-compte/connexion',
  body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connexion – Fromagerie Lacroix</title>
<meta name="description" content="Fromagerie Lacroix, affineur à Annecy depuis 1962. Livraison de fromages en France métropolitaine.">
<link rel="stylesheet" href="/theme/css/styles.min.css?v=3.8.1">
<style>
body{margin:0;font-family:"Lora",Georgia,serif;background:#fffdf8;color:#3d2f22}
.topbar{background:#3d2f22;color:#f3e9d8;font-size:13px;text-align:center;padding:6px}
header{display:flex;justify-content:space-between;align-items:center;padding:16px 32px;border-bottom:1px solid #eadfcd}
header nav a{margin-left:18px;color:#3d2f22;text-decoration:none;font-family:Arial,sans-serif;font-size:14px}
.cols{display:flex;gap:40px;max-width:960px;margin:40px auto;padding:0 20px;flex-wrap:wrap}
.cols section{flex:1;min-width:280px}
label{display:block;font-family:Arial,sans-serif;font-size:14px;margin:14px 0 4px}
input{width:100%;height:42px;border:1px solid #b9a88e;padding:0 10px;font-size:15px;box-sizing:border-box;background:#fff}
.btn{margin-top:18px;background:#7a5c3a;color:#fff;border:0;height:44px;padding:0 26px;font-size:15px;font-family:Arial,sans-serif}
footer{background:#f3e9d8;padding:30px;font-family:Arial,sans-serif;font-size:13px;margin-top:40px}
#cookies{position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:1px solid #ddd;padding:14px 20px;font-family:Arial,sans-serif;font-size:13px;display:flex;gap:12px;align-items:center;justify-content:center}
#cookies button{border:1px solid #7a5c3a;background:#7a5c3a;color:#fff;padding:6px 14px}
</style>
</head>
<body>
<div class="topbar">Livraison offerte dès 60 € d'achat · Expédition sous 48h en caisse isotherme</div>
<header><a href="/"><img src="/theme/img/logo-lacroix.svg" alt="Fromagerie Lacroix" height="44"></a>
<nav><a href="/fromages">Nos fromages</a><a href="/plateaux">Plateaux</a><a href="/coffrets-cadeaux">Coffrets</a><a href="/mon-compte">Mon compte</a><a href="/panier">Panier (0)</a></nav></header>
<div class="cols">
<section>
<h1 style="font-size:24px">Déjà client ?</h1>
<form action="/mon-compte/connexion" method="post">
<input type="hidden" name="_csrf" value="1d7e9a0b44c2f">
<label for="em">Adresse e-mail</label><input id="em" name="email" type="email" autocomplete="email">
<label for="mdp">Mot de passe</label><input id="mdp" name="password" type="password" autocomplete="current-password">
<p style="font-family:Arial;font-size:13px"><a href="/mon-compte/mot-de-passe-oublie">Mot de passe oublié ?</a></p>
<button class="btn">Se connecter</button>
</form>
</section>
<section>
<h2 style="font-size:24px">Nouveau client ?</h2>
<p>Créez votre compte pour suivre vos commandes, enregistrer vos adresses de livraison et cumuler des points fidélité.</p>
<a class="btn" style="display:inline-block;line-height:44px;text-decoration:none" href="/mon-compte/inscription">Créer un compte</a>
</section>
</div>
<footer>Fromagerie Lacroix SARL · 12 rue Royale, 74000 Annecy · <a href="/mentions-legales">Mentions légales</a> · <a href="/cgv">CGV</a> · <a href="/confidentialite">Confidentialité</a></footer>
<div id="cookies">Nous utilisons des cookies pour mesurer l'audience et améliorer votre expérience. <button onclick="document.cookie='consent=1;path=/;max-age=15552000';this.parentNode.remove()">Accepter</button><a href="/cookies">Personnaliser</a></div>
</body>
</html>`,
},
{
  id: 'a-own-nas-ip-literal',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://127.0.0.1/',
  body: `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>STORAGE-01 - Synology DiskStation</title>
<link rel="shortcut icon" href="/webman/favicon.ico">
<style>
body{margin:0;height:100vh;background:#2f4c6b url(/webman/resources/images/default_wallpaper/01.jpg) center/cover;font-family:Verdana,"Segoe UI",sans-serif}
.dialog{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:380px;background:rgba(255,255,255,.96);border-radius:6px;padding:36px 40px;box-shadow:0 8px 30px rgba(0,0,0,.35)}
.host{font-size:26px;color:#2c3e50;margin:0 0 24px;text-align:center}
input{width:100%;height:40px;border:1px solid #c8d2dc;border-radius:4px;padding:0 10px;margin-bottom:12px;font-size:14px;box-sizing:border-box}
button{width:100%;height:40px;background:#0086e5;border:0;border-radius:4px;color:#fff;font-size:14px}
.opt{font-size:12px;color:#555;margin:4px 0 16px}
.ft{position:absolute;bottom:12px;width:100%;text-align:center;color:#fff;font-size:11px;opacity:.8}
</style>
</head>
<body>
<div class="dialog">
<h1 class="host">STORAGE-01</h1>
<form method="post" action="/webapi/entry.cgi" autocomplete="on">
<input type="hidden" name="api" value="SYNO.API.Auth"><input type="hidden" name="version" value="7"><input type="hidden" name="method" value="login">
<input name="account" placeholder="Username" autocomplete="username">
<input name="passwd" type="password" placeholder="Password" autocomplete="current-password">
<div class="opt"><input type="checkbox" name="rememberme" value="1" id="rm"> <label for="rm">Stay signed in</label></div>
<button type="submit">Sign In</button>
</form>
</div>
<div class="ft">DSM 7.2.1-69057 Update 5 · Synology Inc.</div>
</body>
</html>`,
},
{
  id: 'a-own-grafana-internal',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://grafana.ops.corp.internal/login',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="theme-color" content="#000">
<title>Grafana</title>
<base href="/">
<link rel="icon" type="image/png" href="public/img/fav32.png">
<style>
body{margin:0;background:#111217;color:#ccccdc;font-family:Inter,Helvetica,Arial,sans-serif}
.login{display:flex;align-items:center;justify-content:center;min-height:100vh;background:radial-gradient(circle at 50% 0,#1e2130,#111217 60%)}
.box{width:100%;max-width:478px;padding:32px}
.logo{text-align:center;margin-bottom:24px}.logo img{width:70px}
h1{text-align:center;font-size:32px;font-weight:400;color:#fff;margin:0 0 24px}
label{display:block;font-size:12px;font-weight:500;margin:16px 0 6px}
input{width:100%;height:32px;background:#111217;border:1px solid rgba(204,204,220,.2);border-radius:2px;color:#ccccdc;padding:0 8px;box-sizing:border-box}
button{width:100%;height:32px;background:#3d71d9;border:0;border-radius:2px;color:#fff;margin-top:24px;font-weight:500}
.oauth{background:#262626;margin-top:10px}
.note{font-size:12px;color:#8e8e8e;text-align:center;margin-top:18px}
</style>
</head>
<body>
<div class="login">
<div class="box">
<div class="logo"><img src="public/img/grafana_icon.svg" alt="Grafana"></div>
<h1>Welcome to Grafana</h1>
<form method="post" action="/login" id="lf">
<label for="user">Email or username</label><input id="user" name="user" autocomplete="username" placeholder="email or username">
<label for="current-password">Password</label><input id="current-password" name="password" type="password" autocomplete="current-password" placeholder="password">
<button type="submit">Log in</button>
</form>
<button class="oauth" onclick="location.href='/login/generic_oauth'">Sign in with Corp SSO (Keycloak)</button>
<div class="note">ops.corp.internal · access restricted to VPN · contact #sre-oncall for access</div>
</div>
</div>
<script>
window.grafanaBootData = { settings: { appUrl: "https://grafana.ops.corp.internal/", disableLoginForm: false, oauth: { generic_oauth: { name: "Corp SSO (Keycloak)" } }, buildInfo: { version: "10.4.2", commit: "701c851be7" } }, user: { isSignedIn: false } };
document.getElementById('lf').addEventListener('submit', function (e) {
  e.preventDefault();
  fetch('/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: document.getElementById('user').value, password: document.getElementById('current-password').value }) })
    .then(function (r) { return r.json(); }).then(function (j) { if (j.redirectUrl) location.href = j.redirectUrl; }).catch(function () {});
});
</script>
</body>
</html>`,
},
{
  id: 'a-own-azure-b2c-utility',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://stadtwerkeb2c.b2clogin.com/stadtwerkeb2c.onmicrosoft.com/B2C_1A_signup_signin/oauth2/v2.0/authorize?client_id=4f1c9a2e&redirect_uri=https%3A%2F%2Fkundenportal.stadtwerke-marlingen.de%2Fsignin-oidc',
  routes: {
    'stadtwerkeb2c.b2clogin.com/stadtwerkeb2c.onmicrosoft.com/B2C_1A_signup_signin/oauth2/v2.0/authorize': htmlRoute(`<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmelden – Kundenportal Stadtwerke Marlingen</title>
<link href="https://kundenportal.stadtwerke-marlingen.de/b2c/css/unified.css" rel="stylesheet">
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#eef5ee}
.container{max-width:440px;margin:50px auto;background:#fff;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.08);overflow:hidden}
.brand{background:#00753a;padding:18px 28px}.brand img{height:36px}
#api{padding:28px}
.heading h1{font-size:22px;color:#00753a;margin:0 0 6px}
.entry-item{margin-top:16px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{width:100%;height:42px;border:1px solid #9fb3a4;border-radius:4px;padding:0 10px;font-size:15px;box-sizing:border-box}
#next{width:100%;height:44px;background:#00753a;border:0;color:#fff;font-size:16px;border-radius:4px;margin-top:22px}
.divider{font-size:13px;margin-top:18px}
</style>
</head>
<body>
<div class="container">
<div class="brand"><img src="https://kundenportal.stadtwerke-marlingen.de/b2c/img/swm-logo-weiss.svg" alt="Stadtwerke Marlingen"></div>
<div id="api" role="main">
<form id="localAccountForm" action="/stadtwerkeb2c.onmicrosoft.com/B2C_1A_signup_signin/SelfAsserted?tx=StateProperties%3DeyJUSUQiOiI3" method="post">
<div class="heading"><h1>Anmelden</h1><p style="font-size:14px">Melden Sie sich mit Ihrer E-Mail-Adresse an, um Zählerstände zu melden, Abschläge anzupassen und Rechnungen einzusehen.</p></div>
<div class="entry-item"><label for="signInName">E-Mail-Adresse</label><input type="email" id="signInName" name="signInName" autocomplete="email"></div>
<div class="entry-item"><label for="password">Passwort</label><input type="password" id="password" name="password" autocomplete="current-password"></div>
<div class="entry-item"><a id="forgotPassword" href="/stadtwerkeb2c.onmicrosoft.com/B2C_1A_PasswordReset/oauth2/v2.0/authorize">Passwort vergessen?</a></div>
<button id="next" type="submit">Anmelden</button>
<div class="divider">Noch kein Konto? <a href="/stadtwerkeb2c.onmicrosoft.com/B2C_1A_signup/oauth2/v2.0/authorize">Jetzt registrieren</a></div>
</form>
</div>
</div>
<script>var SETTINGS = {"remoteResource":"https://kundenportal.stadtwerke-marlingen.de/b2c/unified.html","hosts":{"tenant":"/stadtwerkeb2c.onmicrosoft.com/B2C_1A_signup_signin","policy":"B2C_1A_signup_signin"},"locale":{"lang":"de"},"xhrSettings":{"retryEnabled":false}};</script>
</body>
</html>`),
  },
},
{
  id: 'a-own-credit-union-otp',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://online.riverbendcu.org/login',
  routes: {
    'online.riverbendcu.org/login': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Online Banking | Riverbend Credit Union</title>
<style>
body{margin:0;font-family:"Nunito Sans",Arial,sans-serif;background:#f2f6f5;color:#1b2b2a}
header{background:#0f4c45;color:#fff;padding:14px 28px;display:flex;justify-content:space-between;align-items:center}
header a{color:#cfe8e3;font-size:14px;margin-left:16px}
.wrap{display:flex;gap:30px;max-width:980px;margin:36px auto;padding:0 20px;flex-wrap:wrap}
.card{background:#fff;border-radius:10px;padding:28px;flex:1;min-width:300px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
label{display:block;font-weight:700;font-size:14px;margin:14px 0 6px}
input{width:100%;height:44px;border:1px solid #9db3af;border-radius:6px;padding:0 12px;font-size:16px;box-sizing:border-box}
button{width:100%;height:46px;background:#0f4c45;color:#fff;border:0;border-radius:6px;font-size:16px;margin-top:20px}
.hidden{display:none}
.alert{background:#fff7e6;border-left:4px solid #e0a100;padding:12px;font-size:14px}
footer{text-align:center;font-size:12px;color:#4d615e;padding:24px}
</style>
</head>
<body>
<header><img src="/assets/rcu-logo-white.svg" alt="Riverbend Credit Union" height="36"><nav><a href="https://www.riverbendcu.org/rates">Rates</a><a href="https://www.riverbendcu.org/locations">Locations</a><a href="https://www.riverbendcu.org/contact">Contact</a></nav></header>
<div class="wrap">
<section class="card">
<div id="step-1">
<h1 style="font-size:24px;margin-top:0">Sign in to Online Banking</h1>
<label for="u">Username</label><input id="u" autocomplete="username">
<label for="p">Password</label><input id="p" type="password" autocomplete="current-password">
<button id="b1">Sign in</button>
<p style="font-size:14px"><a href="/forgot">Forgot username or password?</a> · <a href="/enroll">Enroll</a></p>
</div>
<div id="step-2" class="hidden">
<h1 style="font-size:24px;margin-top:0">Enter your security code</h1>
<p>We sent a 6-digit code to the phone number ending in <b>••21</b>.</p>
<label for="c">Security code</label><input id="c" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
<button id="b2">Verify</button>
</div>
</section>
<section class="card">
<div class="alert"><b>Protect yourself from fraud.</b> Riverbend CU will never call, text or email you asking for your password or a security code. If someone contacts you claiming to be us, hang up and call us at (541) 555-0190.</div>
<h2 style="font-size:18px">Quick links</h2>
<ul><li><a href="https://www.riverbendcu.org/mobile">Download our mobile app</a></li><li><a href="https://www.riverbendcu.org/security">Security center</a></li><li><a href="https://www.riverbendcu.org/loans/auto">Auto loans from 5.49% APR</a></li></ul>
</section>
</div>
<footer>Federally insured by NCUA · Equal Housing Opportunity · Routing #323075880 · © 2025 Riverbend Credit Union</footer>
<script>
document.getElementById('b1').onclick = function () {
  fetch('/api/auth/password', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: document.getElementById('u').value, password: document.getElementById('p').value }) })
    .then(function (r) { return r.ok ? r.json() : { mfa: true }; })
    .then(function () { document.getElementById('step-1').className = 'hidden'; document.getElementById('step-2').className = ''; });
};
document.getElementById('b2').onclick = function () {
  fetch('/api/auth/otp', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: document.getElementById('c').value }) })
    .then(function () { location.href = '/accounts'; });
};
</script>
</body>
</html>`),
    'online.riverbendcu.org/api/auth/password': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"mfa":true,"channel":"sms"}' },
  },
},
{
  id: 'a-own-cpanel-hosting-provider',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://cpanel.nordhost.se/',
  body: `<!DOCTYPE html>
<html lang="sv" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="google" content="notranslate">
<title>cPanel Login</title>
<link rel="shortcut icon" href="/cPanel_magic_revision_1711034466/unprotected/cpanel/favicon.ico">
<style>
body{margin:0;background:#fff;font-family:"Open Sans",Helvetica,Arial,sans-serif;color:#293a4a}
#login-wrapper{max-width:380px;margin:50px auto;padding:0 20px}
.main-logo{text-align:center;margin-bottom:30px}
.brand{text-align:center;font-size:13px;color:#6b7886;margin-bottom:20px}
label{font-size:14px;font-weight:600;display:block;margin-top:16px}
.input-req{width:100%;height:40px;border:1px solid #c7ced7;border-radius:3px;padding:0 10px;font-size:15px;margin-top:6px;box-sizing:border-box}
#login_submit{margin-top:22px;width:100%;height:44px;background:#179bd7;border:0;color:#fff;font-size:16px;border-radius:3px}
.reset-pw{text-align:center;font-size:13px;margin-top:14px}
.locale{text-align:center;font-size:12px;color:#6b7886;margin-top:36px}
</style>
</head>
<body>
<div id="login-wrapper">
<div class="main-logo"><img src="/cPanel_magic_revision_1711034466/unprotected/cpanel/images/cpanel-logo.svg" alt="cPanel" height="40"></div>
<div class="brand">Kundinloggning · NordHost AB</div>
<form id="login_form" action="/login/?login_only=1" method="post" target="_top">
<label for="user">Användarnamn</label><input name="user" id="user" class="input-req" autocomplete="username" placeholder="Ange ditt användarnamn.">
<label for="pass">Lösenord</label><input name="pass" id="pass" class="input-req" type="password" autocomplete="current-password" placeholder="Ange ditt kontolösenord.">
<button type="submit" id="login_submit">Logga in</button>
</form>
<div class="reset-pw"><a href="/resetpass?start=1">Återställ lösenord</a></div>
<div class="locale">English · svenska · dansk · Deutsch · español · français · norsk · suomi</div>
<p style="text-align:center;font-size:12px;color:#6b7886">Supporten nås på support@nordhost.se · <a href="https://www.nordhost.se/status">Driftstatus</a></p>
</div>
</body>
</html>`,
},
];
