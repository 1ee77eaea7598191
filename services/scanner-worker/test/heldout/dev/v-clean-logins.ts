import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, baseCss, cookieBanner, doc, favicon, jsRoute, jsonRoute, pngRoute, wordmark } from '../parts/v-kit.js';

// SaaS sign-in, sign-up and password-reset pages on their own domains (dev split; disputed false positives).

// 1. Notion sign-up.
const h1 = 'www.notion.so';
const a1 = analytics(h1, 'G-NOTION01');
const notionSignup: Entry = {
  id: 'v-clean-notion-signup',
  label: 'clean',
  kind: 'saas-signup',
  url: `https://${h1}/signup?from=marketing&pathname=%2Fproduct%2Fai`,
  routes: {
    [`${h1}/signup`]: htmlRoute(
      doc({
        title: 'Notion – The all-in-one workspace for your notes, tasks, wikis, and databases.',
        head: a1.tag,
        css: `body{margin:0;font-family:ui-sans-serif,-apple-system,"Segoe UI",Helvetica,Arial;color:#37352f}.top{padding:14px 22px;display:flex;justify-content:space-between}.c{width:320px;margin:8vh auto}
h1{font-size:22px;font-weight:600}.sso{display:block;width:100%;margin:8px 0;padding:9px;border:1px solid #ddd;border-radius:6px;background:#fff;font-size:14px}input{width:100%;padding:8px;border:1px solid #ddd;border-radius:6px;margin:4px 0 10px}
.go{width:100%;background:#2383e2;color:#fff;border:0;border-radius:6px;padding:9px;font-size:14px}.l{font-size:12px;color:#787774;margin-top:20px}`,
        body: `<div class="top">${wordmark('Notion', '#000', 18)}<span style="font-size:14px">Already have an account? <a href="/login">Log in</a></span></div>
<div class="c"><h1>Think it. Make it.</h1><p style="color:#acaba9;font-size:18px;margin-top:-8px">Create your Notion account</p>
<button class="sso">Continue with Google</button><button class="sso">Continue with Apple</button><button class="sso">Continue with Microsoft</button><button class="sso">Single sign-on (SSO)</button>
<hr style="border:0;border-top:1px solid #eee;margin:16px 0"><form id="f" action="/api/v3/sendTemporaryPassword" method="post"><label style="font-size:12px">Email</label><input type="email" name="email" placeholder="Enter your email address..."><button class="go">Continue</button></form>
<p style="font-size:12px;color:#787774">Use an organization email to easily collaborate with teammates</p>
<p class="l">By continuing, you acknowledge that you understand and agree to the <a href="/terms">Terms &amp; Conditions</a> and <a href="/privacy">Privacy Policy</a>.</p></div>
${cookieBanner()}`,
      }),
    ),
    ...a1.routes,
    ...favicon(h1, 0, 0, 0),
  },
};

// 2. Password reset page with a token in the query string (Pipedrive).
const h2 = 'app.pipedrive.com';
const reset: Entry = {
  id: 'v-clean-password-reset-token',
  label: 'clean',
  kind: 'password-reset',
  url: `https://${h2}/auth/password/reset?token=8f7c2e91d04b4a6f9c3b5d1e0a2f7c44&email=m.rossi%40brightlane.io`,
  routes: {
    [`${h2}/auth/password/reset`]: htmlRoute(
      doc({
        title: 'Reset your password - Pipedrive',
        css: baseCss + `body{background:#f5f5f7}.c{width:400px;margin:10vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.12)}.rq{font-size:12px;color:#666;list-style:none;padding:0}.rq li.ok{color:#08a742}`,
        body: `<div class="c">${wordmark('pipedrive', '#1a1a1a', 24)}<h2>Set a new password</h2><p class="muted">for <b id="em"></b></p>
<form id="f" method="post" action="/auth/password/reset"><input type="hidden" name="token" id="tk"><label>New password</label><input type="password" id="p1" name="password" autocomplete="new-password"><label>Confirm new password</label><input type="password" id="p2" autocomplete="new-password">
<ul class="rq"><li id="r1">At least 8 characters</li><li id="r2">One uppercase letter</li><li id="r3">One number</li></ul><button class="btn" style="width:100%;background:#08a742">Save new password</button></form>
<p class="muted">Remembered it? <a href="/auth/login">Back to log in</a></p><p class="muted" style="font-size:11px">This link expires 60 minutes after it was sent. If you didn't request a password reset, you can ignore this page; your password won't change.</p></div>
<script>var q=new URLSearchParams(location.search);document.getElementById('em').textContent=q.get('email');document.getElementById('tk').value=q.get('token');
document.getElementById('p1').oninput=function(){var v=this.value;document.getElementById('r1').className=v.length>=8?'ok':'';document.getElementById('r2').className=/[A-Z]/.test(v)?'ok':'';document.getElementById('r3').className=/\\d/.test(v)?'ok':''};</script>`,
      }),
    ),
    [`${h2}/api/v1/auth/token-status`]: jsonRoute({ valid: true, expires_in: 3312 }),
  },
};

// 3. A small SaaS on Firebase Hosting with its own email/password login (Firebase Auth config inline).
const h3 = 'app-tallybook.web.app';
const webappLogin: Entry = {
  id: 'v-clean-webapp-saas-login',
  label: 'clean',
  kind: 'platform-hosted-app',
  url: `https://${h3}/login?next=%2Fdashboard`,
  routes: {
    [`${h3}/login`]: htmlRoute(
      doc({
        title: 'Log in · Tallybook',
        css: baseCss + `body{background:#f7f7fb}.c{width:380px;margin:9vh auto;background:#fff;border-radius:12px;padding:30px;box-shadow:0 2px 10px rgba(40,40,80,.08)}.btn{width:100%;background:#5b4bdb}`,
        body: `<div class="c">${wordmark('tallybook', '#5b4bdb', 24)}<p class="muted">Simple bookkeeping for freelancers and small studios.</p>
<form id="f"><label>Email</label><input type="email" id="e" autocomplete="username" required><label>Password</label><input type="password" id="p" autocomplete="current-password" required><button class="btn">Log in</button></form>
<p id="err" style="color:#c0392b;font-size:13px"></p><p class="muted"><a href="/reset">Forgot password?</a> · New here? <a href="/signup">Create a free account</a></p>
<p class="muted" style="font-size:11px">Tallybook Ltd · Registered in England &amp; Wales no. 13388412 · <a href="https://tallybook.co.uk/privacy">Privacy</a> · <a href="https://status.tallybook.co.uk">Status</a></p></div>
<script>window.__FIREBASE_DEFAULTS__={config:{apiKey:"AIzaSyD3x9-tallybook-web-0001",authDomain:"app-tallybook.firebaseapp.com",projectId:"app-tallybook",appId:"1:884412390011:web:5c9e1b7a2d"}};</script>
<script type="module" src="/assets/index-c81b2f.js"></script>`,
      }),
    ),
    [`${h3}/assets/index-c81b2f.js`]: jsRoute(`const cfg=window.__FIREBASE_DEFAULTS__.config;
document.getElementById('f').addEventListener('submit',async e=>{e.preventDefault();const r=await fetch('/__/auth/signin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({email:document.getElementById('e').value,password:document.getElementById('p').value,returnSecureToken:true,appId:cfg.appId})});
if(r.ok){const n=new URLSearchParams(location.search).get('next')||'/dashboard';location.assign(n.startsWith('/')?n:'/dashboard')}else{document.getElementById('err').textContent='Wrong email or password.'}});`),
    [`${h3}/__/auth/signin`]: jsonRoute({ error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } }, 400),
    ...favicon(h3, 91, 75, 219),
  },
};

// 4. Workday tenant login for an employer, reached from an HR e-mail.
const h4 = 'wd5.myworkday.com';
const workday: Entry = {
  id: 'v-clean-workday-login',
  label: 'clean',
  kind: 'saas-login',
  url: `https://${h4}/northwindhealth/login.htmld?redirect=n%2Finbox`,
  routes: {
    [`${h4}/northwindhealth/login.htmld`]: htmlRoute(
      doc({
        title: 'Workday',
        css: `body{margin:0;font-family:Roboto,"Helvetica Neue",Arial;background:#f0f1f2}.c{width:400px;margin:12vh auto;background:#fff;border-radius:12px;padding:34px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
.lg{height:40px;margin-bottom:18px}input{width:100%;padding:11px;border:1px solid #a1aab3;border-radius:6px;margin:4px 0 14px;font-size:15px}button{width:100%;background:#0875e1;color:#fff;border:0;border-radius:18px;padding:10px;font-size:15px;font-weight:500}
.sso{background:#fff;color:#0875e1;border:1px solid #0875e1;margin-top:10px}`,
        body: `<div class="c"><img class="lg" src="/northwindhealth/tenantlogo.png" alt="Northwind Health">
<form method="post" action="/northwindhealth/login-auth.htmld"><label>Username</label><input name="userName" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Sign In</button></form>
<button class="sso" onclick="location.href='/northwindhealth/login-saml2.htmld'">Sign in with Northwind SSO</button>
<p style="font-size:12px;color:#5e6a75;margin-top:20px"><a href="/northwindhealth/forgotpassword.htmld">Forgot Password?</a><br><br>Need help? Contact the Northwind Health People Services desk at ext. 4400 or hr-help@northwindhealth.org.</p>
<p style="font-size:11px;color:#888">&copy; 2026 Workday, Inc. All rights reserved. <a href="https://www.workday.com/en-us/privacy.html">Privacy</a></p></div>`,
      }),
    ),
    [`${h4}/northwindhealth/tenantlogo.png`]: pngRoute(0, 110, 150),
  },
};

// 5. Xero login (Australia), via the marketing site's "Log in" redirect.
const h5 = 'www.xero.com';
const h5b = 'login.xero.com';
const xero: Entry = {
  id: 'v-clean-xero-login-au',
  label: 'clean',
  kind: 'saas-login',
  url: `https://${h5}/au/login/`,
  routes: {
    [`${h5}/au/login/`]: redirectRoute(302, `https://${h5b}/identity/user/login?ReturnUrl=%2Fidentity%2Fconnect%2Fauthorize%2Fcallback%3Fclient_id%3Dxero_business_go%26region%3Dau`),
    [`${h5b}/identity/user/login`]: htmlRoute(
      doc({
        title: 'Login | Xero Accounting Software',
        css: `body{margin:0;font-family:"National",Helvetica,Arial;background:#f5f5f5;color:#000a1e}.c{width:420px;margin:8vh auto;background:#fff;border-radius:6px;padding:36px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.lg{width:60px;height:60px;border-radius:50%;background:#13b5ea;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;margin:0 auto 14px;font-size:20px}
input{width:100%;padding:10px;border:1px solid #a3adb8;border-radius:4px;margin:4px 0 14px;font-size:15px}button{width:100%;background:#0078c8;color:#fff;border:0;border-radius:4px;padding:11px;font-size:15px}.alt{background:#fff;color:#0078c8;border:1px solid #ccc;margin-top:8px}`,
        body: `<div class="c"><div class="lg">xero</div><h2 style="text-align:center;font-weight:500">Log in to Xero</h2>
<form method="post" action="/identity/user/login"><input type="hidden" name="__RequestVerificationToken" value="CfDJ8N1aZ2x0_aQ"><label>Email address</label><input name="Username" type="email" autocomplete="username"><label>Password</label><input name="Password" type="password" autocomplete="current-password"><button>Log in</button></form>
<button class="alt">Log in with Google</button><button class="alt">Log in with Apple</button>
<p style="font-size:13px;text-align:center"><a href="/identity/forgottenpassword">Forgot password?</a> · <a href="https://www.xero.com/au/signup/">Try Xero for free</a></p>
<p style="font-size:11px;color:#59677a;text-align:center">Xero will never ask for your password by email or phone. <a href="https://www.xero.com/au/security/">Learn about security</a></p></div>`,
      }),
    ),
  },
};

// 6. Holded login (es).
const h6 = 'app.holded.com';
const holded: Entry = {
  id: 'v-clean-holded-login-es',
  label: 'clean',
  kind: 'saas-login',
  url: `https://${h6}/login?lang=es`,
  routes: {
    [`${h6}/login`]: htmlRoute(
      doc({
        lang: 'es',
        title: 'Holded - Inicia sesión',
        css: baseCss + `body{background:#fafafa}.c{width:400px;margin:10vh auto;background:#fff;border-radius:10px;padding:32px;border:1px solid #eee}.btn{width:100%;background:#ff5a5f}`,
        body: `<div class="c">${wordmark('holded', '#ff5a5f', 26)}<h2>Inicia sesión en tu cuenta</h2>
<form method="post" action="/login/check"><label>Correo electrónico</label><input type="email" name="email" autocomplete="username"><label>Contraseña</label><input type="password" name="password" autocomplete="current-password"><button class="btn">Entrar</button></form>
<p class="muted"><a href="/forgot-password">¿Has olvidado tu contraseña?</a></p><p class="muted">¿No tienes cuenta? <a href="https://www.holded.com/es/registro">Pruébalo gratis 14 días</a></p>
<p class="muted" style="font-size:11px">Holded Technologies S.L. · C/ Pamplona 96, 08018 Barcelona · <a href="https://www.holded.com/es/legal/privacidad">Política de privacidad</a></p></div>
${cookieBanner('Utilizamos cookies propias y de terceros para analizar el uso del sitio web y mostrarte publicidad relacionada con tus preferencias.', 'Aceptar', 'Rechazar')}`,
      }),
    ),
  },
};

export const entries: Entry[] = [notionSignup, reset, webappLogin, workday, xero, holded];
