import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, baseCss, doc, favicon, jsRoute, jsonRoute, pngRoute, wordmark } from '../parts/v-kit.js';

// SaaS sign-in pages on their own domains (blind split; disputed false positives).

// 1. Atlassian account login with an identifier-first flow.
const h1 = 'id.atlassian.com';
const atlassian: Entry = {
  id: 'v-clean-atlassian-login',
  label: 'clean',
  kind: 'saas-login',
  url: `https://${h1}/login?continue=https%3A%2F%2Fnorthwind.atlassian.net%2Fjira%2Fsoftware%2Fprojects%2FOPS%2Fboards%2F12&application=jira`,
  routes: {
    [`${h1}/login`]: htmlRoute(
      doc({
        title: 'Log in with Atlassian account',
        css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial;background:#fafbfc;color:#172b4d}.c{width:400px;margin:8vh auto;background:#fff;border-radius:3px;padding:32px 40px;box-shadow:rgba(0,0,0,.1) 0 0 10px}
input{width:100%;padding:9px;border:2px solid #dfe1e6;border-radius:3px;background:#fafbfc;margin:6px 0 12px;font-size:14px}button{width:100%;padding:10px;background:#0052cc;color:#fff;border:0;border-radius:3px;font-weight:600}
.sso{background:#fff;color:#42526e;border:1px solid #dfe1e6;box-shadow:rgba(0,0,0,.1) 1px 1px 5px;margin-top:10px}.pw{display:none}`,
        body: `<div class="c" style="text-align:center">${wordmark('ATLASSIAN', '#0052cc', 20)}<h4>Log in to continue</h4>
<form id="f" style="text-align:left"><input id="u" type="email" placeholder="Enter your email" autocomplete="username"><input id="p" class="pw" type="password" placeholder="Enter password" autocomplete="current-password"><button id="b">Continue</button></form>
<p style="font-size:13px;color:#5e6c84">Or continue with:</p><button class="sso">Google</button><button class="sso">Microsoft</button><button class="sso">Apple</button><button class="sso">Slack</button>
<p style="font-size:13px"><a href="/login/resetpassword">Can't log in?</a> · <a href="/signup">Create an account</a></p>
<p style="font-size:11px;color:#6b778c">One account for Jira, Confluence, Trello and more.<br>This page is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.</p></div>
<script src="/login/static/login-bundle.js"></script>`,
      }),
    ),
    [`${h1}/login/static/login-bundle.js`]: jsRoute(`var st=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();var u=document.getElementById('u').value;
if(st===0){fetch('/rest/check-username',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:u})}).then(function(r){return r.json()}).then(function(j){
if(j.action==='redirect'){location.href=j.redirectTo}else{st=1;document.getElementById('p').style.display='block';document.getElementById('b').textContent='Log in'}})}
else{document.getElementById('f').submit()}};`),
    [`${h1}/rest/check-username`]: jsonRoute({ action: 'password' }),
    ...favicon(h1, 0, 82, 204),
  },
};

// 2. Salesforce My Domain login for a company org.
const h2 = 'brightlane.my.salesforce.com';
const salesforce: Entry = {
  id: 'v-clean-salesforce-login',
  label: 'clean',
  kind: 'saas-login',
  url: `https://${h2}/?ec=302&startURL=%2Flightning%2Fo%2FOpportunity%2Flist`,
  routes: {
    [`${h2}/`]: htmlRoute(
      doc({
        title: 'Login | Salesforce',
        css: `body{margin:0;font-family:"Salesforce Sans",Arial;background:#f3f2f2}.c{width:380px;margin:6vh auto;text-align:center}.bx{background:#fff;border:1px solid #d8dde6;border-radius:4px;padding:20px;text-align:left}
input{width:100%;padding:12px;border:1px solid #d8dde6;border-radius:4px;margin:6px 0 14px;font-size:14px}button{width:100%;padding:12px;background:#0070d2;color:#fff;border:0;border-radius:4px;font-size:14px}.sso{background:#fff;color:#0070d2;border:1px solid #d8dde6;margin-top:10px}`,
        body: `<div class="c"><img src="/img/logo214.png" width="180" height="60" alt="Brightlane"><div class="bx"><form method="post" action="/"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="pw" type="password" autocomplete="current-password"><button>Log In</button><label style="font-size:12px"><input type="checkbox" style="width:auto;margin:10px 4px 0 0">Remember me</label></form>
<button class="sso">Log In with Brightlane Okta</button><p style="font-size:12px"><a href="/secur/forgotpassword.jsp">Forgot Your Password?</a> · <a href="https://login.salesforce.com/">Use Custom Domain</a></p></div>
<p style="font-size:11px;color:#54698d">© 2026 Salesforce, Inc. All rights reserved. | <a href="#">Privacy</a></p></div>`,
      }),
    ),
    [`${h2}/img/logo214.png`]: pngRoute(20, 90, 160),
  },
};

// 3. Zoom sign-in (a client-side routed SPA: the hash selects the login view).
const h3 = 'eu01web.zoom.us';
const zoom: Entry = {
  id: 'v-clean-zoom-signin',
  label: 'clean',
  kind: 'saas-login',
  url: `https://${h3}/signin?from=emailtrack&_x_zm_rtaid=Uk1mQ2F0NnR3MHlLdEp4ZXlmZjJ3.1709544000000#/login`,
  routes: {
    [`${h3}/signin`]: htmlRoute(
      doc({
        title: 'Sign In | Zoom',
        css: baseCss + `body{background:#fff}.c{width:400px;margin:8vh auto}.btn{width:100%;background:#0b5cff;border-radius:10px}.alt{display:block;width:100%;margin:8px 0;padding:10px;border:1px solid #dfe3e8;border-radius:10px;background:#fff}`,
        body: `<div class="c">${wordmark('zoom', '#0b5cff', 30)}<h2>Sign in</h2><div id="app"></div>
<p class="muted" style="font-size:11px">Zoom is protected by reCAPTCHA and the <a href="https://policies.google.com/privacy">Privacy Policy</a> and <a href="https://policies.google.com/terms">Terms of Service</a> apply. <a href="https://zoom.us/privacy">Zoom Privacy Statement</a></p></div>
<script src="/signin/static/spa-router.js"></script>`,
      }),
    ),
    [`${h3}/signin/static/spa-router.js`]: jsRoute(`function view(){var r=location.hash.replace('#','')||'/login';var a=document.getElementById('app');
if(r==='/login'){a.innerHTML='<form method="post" action="/signin/v2/auth"><label>Email or phone</label><input type="email" name="email" autocomplete="username"><label>Password</label><input type="password" name="password" autocomplete="current-password"><button class="btn">Sign In</button></form><p class="muted"><a href="#/forgot">Forgot password?</a> · <a href="#/otp">Sign in with a one-time code</a></p><p class="muted">Or sign in with</p><button class="alt">SSO</button><button class="alt">Apple</button><button class="alt">Google</button><button class="alt">Facebook</button>'}
else if(r==='/forgot'){a.innerHTML='<p>Enter your email and we will send you a link to reset your password.</p><input type="email"><button class="btn">Send</button>'}
else{a.innerHTML='<p>Enter your phone number to receive a sign-in code.</p><input type="tel"><button class="btn">Send code</button>'}}
window.addEventListener('hashchange',view);view();`),
  },
};

// 4. Okta sign-in widget on a customer's own Okta tenant.
const h4 = 'meridianfreight.okta.com';
const a4 = analytics(h4, 'OKTA-MF');
const okta: Entry = {
  id: 'v-clean-okta-tenant-signin',
  label: 'clean',
  kind: 'saas-login',
  url: `https://${h4}/app/office365/exk1a2b3c4d5e6f7g8h9/sso/wsfed/passive?client-request-id=7c1e-44aa`,
  routes: {
    [`${h4}/app/office365/exk1a2b3c4d5e6f7g8h9/sso/wsfed/passive`]: redirectRoute(302, `https://${h4}/login/login.htm?fromURI=%2Fapp%2Foffice365%2Fexk1a2b3c4d5e6f7g8h9%2Fsso%2Fwsfed%2Fpassive`),
    [`${h4}/login/login.htm`]: htmlRoute(
      doc({
        title: 'Meridian Freight - Sign In',
        head: a4.tag,
        css: `body{margin:0;font-family:"Proxima Nova",Arial;background:#eef2f6 url(/bc/image/bg.png) center/cover}.auth{width:400px;margin:8vh auto;background:#fff;border:1px solid #ddd;border-radius:3px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.hd{padding:30px;text-align:center;border-bottom:1px solid #ddd}.bd{padding:30px 42px}input{width:100%;padding:9px;border:1px solid #8c8c96;border-radius:3px;margin:6px 0 14px}.b{width:100%;padding:10px;background:#1662dd;color:#fff;border:0;border-radius:3px}`,
        body: `<div class="auth"><div class="hd"><img src="/bc/image/fileStoreRecord?id=fs0mfl0go" width="200" height="50" alt="Meridian Freight"></div><div class="bd" id="okta-sign-in"><h2 style="font-size:15px;text-align:center">Sign In</h2>
<form method="post" action="/api/v1/authn"><label>Username</label><input name="username" autocomplete="username"><label><input type="checkbox" style="width:auto"> Keep me signed in</label><br><br><button class="b">Next</button></form>
<p style="font-size:12px"><a href="/help/login">Help</a></p><p style="font-size:11px;color:#888">Meridian Freight IT will never ask for your password or MFA code. Report suspicious messages with the Report Phish button.</p></div></div>
<p style="text-align:center;font-size:11px;color:#666">Powered by Okta · Privacy Policy</p>`,
      }),
    ),
    [`${h4}/bc/image/bg.png`]: pngRoute(220, 228, 236),
    [`${h4}/bc/image/fileStoreRecord`]: pngRoute(10, 60, 120),
    ...a4.routes,
  },
};

// 5. Community forum sign-up protected by hCaptcha (the widget served from the forum's own CDN path).
const h5 = 'community.homeassistant-fans.org';
const forum: Entry = {
  id: 'v-clean-hcaptcha-forum-signup',
  label: 'clean',
  kind: 'saas-signup',
  url: `https://${h5}/signup`,
  routes: {
    [`${h5}/signup`]: htmlRoute(
      doc({
        title: 'Create New Account - Home Automation Fans Community',
        css: baseCss + `body{background:#f5f6f7}.c{max-width:520px;margin:30px auto;background:#fff;padding:28px;border-radius:8px}.hc{display:flex;align-items:center;gap:12px;border:1px solid #d5d5d5;background:#f9f9f9;border-radius:4px;width:300px;height:74px;padding:0 14px}
.hc span{width:28px;height:28px;border:2px solid #aaa;border-radius:4px;background:#fff}`,
        body: `<header class="site"><b>🏠 Home Automation Fans</b><nav><a href="/latest">Latest</a><a href="/categories">Categories</a><a href="/login">Log In</a></nav></header>
<div class="c"><h2>Welcome to Home Automation Fans!</h2><p class="muted">A friendly community for Home Assistant, Zigbee and self-hosting.</p>
<form method="post" action="/u"><label>Email</label><input type="email" name="email"><label>Username</label><input type="text" name="username"><label>Password</label><input type="password" name="password" autocomplete="new-password">
<div class="hc" id="hc"><span id="hcb"></span><div>I am human</div><small style="margin-left:auto;font-size:10px;color:#555">hCaptcha<br>Privacy - Terms</small></div><input type="hidden" name="h-captcha-response" id="hcr"><br><button class="btn">Create your account</button></form>
<p class="muted" style="font-size:12px">By registering, you agree to the <a href="/tos">terms of service</a> and <a href="/privacy">privacy policy</a>.</p></div>
<script src="/assets/hcaptcha-widget.js" async></script>`,
      }),
    ),
    [`${h5}/assets/hcaptcha-widget.js`]: jsRoute(`document.getElementById('hcb').parentNode.addEventListener('click',function(){var b=document.getElementById('hcb');b.style.borderColor='#0074bf';
fetch('/assets/hcaptcha-verify',{method:'POST',body:JSON.stringify({sitekey:'10000000-ffff-ffff-ffff-000000000001',host:location.hostname})}).then(function(r){return r.json()}).then(function(j){b.style.background='#00838f';document.getElementById('hcr').value=j.token})});`),
    [`${h5}/assets/hcaptcha-verify`]: jsonRoute({ success: true, token: 'P1_eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.demo' }),
  },
};

export const entries: Entry[] = [atlassian, salesforce, zoom, okta, forum];
