import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { css, dotIcon, govBanner, logos, planFooter, shell } from '../parts/yt-kit.js';

/** The real sign-in pages of health plans, PBMs, HSA administrators, provider portals and federal identity services, on their own domains. */


// ---- Humana account sign-in (SPA shell + bundle on the same site)
const humana = shell({
  title: 'Sign in | Humana',
  favicon: dotIcon('#78be20'),
  head: '<link rel="stylesheet" href="/signin/static/css/main.3f1c2a.css"><meta name="description" content="Sign in to your MyHumana account.">',
  css: `body{margin:0;font-family:"Humana Sans",Arial,sans-serif;background:#f7f7f7}noscript{display:block;padding:40px;text-align:center}`,
  body: `<div id="root"><div style="max-width:420px;margin:60px auto;background:#fff;padding:32px;border-radius:8px">${logos.humana}
<h1 style="font-size:24px">Sign in to MyHumana</h1>
<form id="signin" method="post" action="/signin/api/authenticate" autocomplete="on">
<label for="username" style="display:block;margin-top:14px;font-weight:600">Username</label><input id="username" name="username" autocomplete="username" style="width:100%;padding:10px;font-size:16px">
<label for="password" style="display:block;margin-top:14px;font-weight:600">Password</label><input id="password" name="password" type="password" autocomplete="current-password" style="width:100%;padding:10px;font-size:16px">
<button style="margin-top:20px;width:100%;padding:12px;background:#00a0af;color:#fff;border:0;border-radius:4px;font-size:16px">Sign in</button></form>
<p><a href="/signin/forgot-username">Forgot username?</a> · <a href="/signin/forgot-password">Forgot password?</a></p>
<p style="font-size:13px">New to MyHumana? <a href="/signin/register">Create an account</a></p></div></div>
<noscript>You need to enable JavaScript to run this app.</noscript>
<script src="/signin/static/js/main.8b21d7.js"></script>`,
});
const humanaJs = `(()=>{"use strict";const f=document.getElementById("signin");if(!f)return;f.addEventListener("submit",e=>{e.preventDefault();const b=new URLSearchParams(new FormData(f));
fetch("/signin/api/authenticate",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/x-www-form-urlencoded","X-Requested-With":"XMLHttpRequest"},body:b})
.then(r=>r.json()).then(j=>{if(j.mfaRequired){location.assign("/signin/verify?tx="+encodeURIComponent(j.tx));}else if(j.redirect){location.assign(j.redirect);}}).catch(()=>{});});})();`;

// ---- Aetna Medicare, Spanish sign-in on aetnamedicare.com
const aetnaEs = shell({
  title: 'Iniciar sesión | Aetna Medicare',
  lang: 'es',
  favicon: dotIcon('#7d3f98'),
  css: css.portal + `.btn{background:#7d3f98}`,
  body: `<div class="top">${logos.aetna}<a href="/en/member-login.html">English</a></div>
<div class="card"><h1>Iniciar sesión</h1><p class="sub">Sitio web seguro para miembros de Aetna Medicare.</p>
<form method="post" action="https://www.aetnamedicare.com/es/login/submit">
<label>Nombre de usuario</label><input type="text" name="username" autocomplete="username">
<label>Contraseña</label><input type="password" name="password" autocomplete="current-password">
<button class="btn">Iniciar sesión</button></form>
<div class="links"><a href="/es/recuperar-usuario.html">¿Olvidó su nombre de usuario o contraseña?</a><a href="/es/registrarse.html">Regístrese</a></div>
<p style="font-size:13px;color:#555">¿Necesita ayuda? Llame al número que aparece en su tarjeta de identificación de miembro (TTY: 711).</p></div>
<div class="foot"><p>Aetna Medicare es un plan HMO, PPO con un contrato de Medicare. La inscripción en nuestros planes depende de la renovación del contrato.</p><p>©2025 Aetna Inc.</p></div>`,
});

// ---- Anthem login
const anthem = shell({
  title: 'Login | Anthem.com',
  favicon: dotIcon('#0079c2'),
  css: css.portal + `.btn{background:#0079c2}`,
  body: `<div class="top">${logos.anthem}<nav><a href="/find-care/">Find Care</a> · <a href="/member/">Members</a></nav></div>
<div class="card"><h1>Log in</h1><p class="sub">Use the same username and password as the Sydney Health app.</p>
<form method="post" action="/login/auth">
<label>Username</label><input type="text" name="username">
<label>Password</label><input type="password" name="password">
<button class="btn">Log In</button></form>
<div class="links"><a href="/login/forgot-username">Forgot username?</a><a href="/login/forgot-password">Forgot password?</a><a href="/register/">Register</a></div></div>
<div class="foot"><p>Anthem Blue Cross and Blue Shield is the trade name of Anthem Insurance Companies, Inc., an independent licensee of the Blue Cross and Blue Shield Association.</p></div>`,
});

// ---- Optum Rx sign-in
const optumrx = shell({
  title: 'Sign in | Optum Rx',
  favicon: dotIcon('#ff612b'),
  css: css.portal + `.btn{background:#002677;border-radius:24px}body{background:#fbf9f4}`,
  body: `<div class="top">${logos.optumrx}<a href="/public/landing">Home</a></div>
<div class="card"><h1>Sign in</h1><p class="sub">Manage prescriptions, refills and home delivery.</p>
<form method="get" action="https://identity.onehealthcareid.com/oneapp/index.html"><input type="hidden" name="HTTP_TARGETPORTAL" value="ORX"><button class="btn">Sign in with One Healthcare ID</button></form>
<div class="links"><a href="/public/register">Register</a><a href="/public/help">Sign-in help</a></div></div>
<div class="foot">Optum Rx is a registered trademark of Optum, Inc.</div>`,
});

// ---- CAQH ProView login
const caqh = shell({
  title: 'CAQH ProView - Login',
  favicon: dotIcon('#00558c'),
  css: css.portal + `.btn{background:#00558c;border-radius:3px}`,
  body: `<div class="top">${logos.caqh}<span style="font-size:13px;color:#00558c">ProView®</span></div>
<div class="card"><h1>Provider Login</h1>
<form method="post" action="/Login/Index">
<input type="hidden" name="__RequestVerificationToken" value="CfDJ8Nq3-xL0bXk2">
<label>Username</label><input type="text" name="UserName">
<label>Password</label><input type="password" name="Password">
<button class="btn">Log In</button></form>
<div class="links"><a href="/ForgotUsername">Forgot username?</a><a href="/ForgotPassword">Forgot password?</a><a href="/PR/Registration">Register</a></div>
<p style="font-size:13px;color:#555">Reminder: re-attest every 120 days. CAQH will never ask for your SSN by email.</p></div>
<div class="foot">© 2025 CAQH. All rights reserved.</div>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-humana-account-signin',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://account.humana.com/signin?returnUrl=%2Fdashboard%2Fclaims',
  body: humana,
  routes: {
    'account.humana.com/signin/static/js/main.8b21d7.js': jsRoute(humanaJs),
    'account.humana.com/signin/static/css/main.3f1c2a.css': cssRoute('input{border:1px solid #8a8a8a;border-radius:4px}a{color:#00758f}'),
  },
},
{
  id: 'yt-clean-aetnamedicare-es-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.aetnamedicare.com/es/member-login.html',
  body: aetnaEs,
},
{
  id: 'yt-clean-anthem-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.anthem.com/login/?redirect=%2Fmember%2Fclaims',
  body: anthem,
},
{
  id: 'yt-clean-optumrx-signin',
  label: 'clean',
  kind: 'pbm-login',
  url: 'https://www.optumrx.com/public/sign-in?returnUrl=%2Fsecure%2Forder-status',
  routes: {
    'www.optumrx.com/public/sign-in?returnUrl=%2Fsecure%2Forder-status': redirectRoute(301, 'https://www.optumrx.com/public/sign-in/?returnUrl=%2Fsecure%2Forder-status'),
    'www.optumrx.com/public/sign-in/?returnUrl=%2Fsecure%2Forder-status': htmlRoute(optumrx),
  },
},
{
  id: 'yt-clean-caqh-proview-login',
  label: 'clean',
  kind: 'provider-portal-login',
  url: 'https://proview.caqh.org/Login/Index?ReturnUrl=%2FPR',
  body: caqh,
  routes: { 'proview.caqh.org/api/status': jsonRoute({ maintenance: false }) },
},
];
