import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssBase, doc, mark } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-workday-tenant-login-own-host',
    label: 'clean',
    kind: 'hr-login-own-domain',
    url: 'https://wd5.myworkday.com/brightwater/login.htmld',
    body: doc({
      title: 'Workday',
      head: `<meta name="referrer" content="origin"><link rel="preconnect" href="https://wd5.myworkday.com">`,
      css: `body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:#f0f1f2;color:#333}
#wd-Authentication{width:400px;margin:70px auto;background:#fff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:34px 40px}
h2{font-size:20px;font-weight:500}input{width:100%;box-sizing:border-box;height:40px;border:1px solid #a0a4a8;border-radius:3px;padding:0 10px;margin-bottom:16px}
button{width:100%;height:40px;background:#0875e1;color:#fff;border:0;border-radius:20px;font-weight:500}.sso{display:block;text-align:center;border:1px solid #0875e1;color:#0875e1;border-radius:20px;padding:9px;margin-top:12px;text-decoration:none}
.ft{text-align:center;font-size:12px;color:#5e6a75}`,
      body: `<div id="wd-Authentication"><div style="text-align:center">${mark.workday}</div><h2>Sign In</h2>
<form method="post" action="/brightwater/login.htmld" autocomplete="on"><input name="userName" placeholder="Username" aria-label="Username" autocomplete="username"><input name="password" type="password" placeholder="Password" aria-label="Password" autocomplete="current-password"><button type="submit">Sign In</button></form>
<a class="sso" href="/brightwater/login-saml2.htmld">Sign In with Brightwater SSO</a>
<p style="font-size:13px"><a href="/brightwater/forgotpassword.htmld" style="color:#0875e1">Forgot Password?</a></p></div>
<div class="ft">© 2025 Workday, Inc. All rights reserved. <a href="https://www.workday.com/en-us/privacy.html">Privacy</a></div>
<script src="/wday/asset/ui-html/login.js" defer></script>`,
    }),
  },
  {
    id: 'yr-paychex-flex-login-own-host',
    label: 'clean',
    kind: 'payroll-login-own-domain',
    url: 'https://myapps.paychex.com/landing_remote/login.do?lang=en',
    body: doc({
      title: 'Paychex Flex Login',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#eef2f6;color:#222}.h{background:#fff;padding:14px 40px;border-bottom:1px solid #d8dee6}
.b{max-width:420px;margin:50px auto;background:#fff;padding:32px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.b input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #98a2b3;border-radius:4px;margin:6px 0 14px}
.b button{width:100%;padding:12px;background:#004b8d;color:#fff;border:0;border-radius:4px;font-weight:700}.lk{font-size:14px}.lk a{color:#004b8d}`,
      body: `<div class="h">${mark.paychex} <span style="color:#004b8d;font-weight:600">Flex</span></div>
<div class="b"><h2 style="margin-top:0">Log in to Paychex Flex</h2><form method="post" action="/landing_remote/login.do"><label>Username</label><input name="USER" autocomplete="username"><button type="submit">Continue</button></form>
<p class="lk"><a href="/landing_remote/html/forgotUsername.html">Forgot username?</a> · <a href="/landing_remote/html/signup.html">Sign up</a></p>
<p style="font-size:13px;color:#555">Employees: you can view paychecks, W-2s and update direct deposit after logging in. Need help? Contact your employer's payroll administrator.</p></div>
${cookieBar()}`,
    }),
  },
  {
    id: 'yr-de-personio-tenant-login-own-host',
    label: 'clean',
    kind: 'hr-login-own-domain',
    url: 'https://kranich-logistik.personio.de/login/index',
    body: doc({
      title: 'Login | Kranich Logistik GmbH – Personio',
      lang: 'de',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f7f7f5;color:#1d1d1b}.w{max-width:400px;margin:70px auto;background:#fff;border:1px solid #e6e6e3;border-radius:12px;padding:36px}
input{width:100%;box-sizing:border-box;height:42px;border:1px solid #d3d3cf;border-radius:8px;padding:0 12px;margin:6px 0 16px}button{width:100%;height:44px;background:#1d1d1b;color:#fff;border:0;border-radius:8px;font-weight:600}
.sso{display:block;text-align:center;border:1px solid #d3d3cf;border-radius:8px;padding:11px;margin-top:12px;color:#1d1d1b;text-decoration:none}`,
      body: `<div class="w">${mark.personio}<h1 style="font-size:22px;margin-top:24px">Bei Kranich Logistik GmbH anmelden</h1>
<form method="post" action="/login/index"><input type="hidden" name="_token" value="Jm4KxE0vT1qP8rW2bN7cY5aL3sD9fG6hU"><label>E-Mail</label><input name="email" type="email" autocomplete="username"><label>Passwort</label><input name="password" type="password" autocomplete="current-password"><button>Anmelden</button></form>
<a class="sso" href="/login/sso/microsoft">Mit Microsoft anmelden</a><p style="font-size:13px"><a href="/password/reset" style="color:#1d1d1b">Passwort vergessen?</a></p>
<p style="font-size:12px;color:#777">Sie haben Fragen zu Ihrer Gehaltsabrechnung? Wenden Sie sich an personal@kranich-logistik.de.</p></div>`,
    }),
  },
  {
    id: 'yr-successfactors-logon-own-host',
    label: 'clean',
    kind: 'hr-login-own-domain',
    url: 'https://performancemanager4.successfactors.com/sf/start?company=northwindlogi&loginMethod=PWD',
    body: doc({
      title: 'SAP SuccessFactors',
      css: `body{margin:0;font-family:"72",Arial,sans-serif;background:#f7f7f7;color:#32363a}.p{width:380px;margin:90px auto;background:#fff;border-radius:8px;padding:32px 36px;box-shadow:0 0 0 1px rgba(0,0,0,.06),0 4px 12px rgba(0,0,0,.08)}
input{width:100%;box-sizing:border-box;height:36px;border:1px solid #89919a;border-radius:4px;padding:0 10px;margin:4px 0 14px}button{width:100%;height:36px;background:#0a6ed1;border:0;border-radius:4px;color:#fff;font-weight:bold}`,
      body: `<div class="p">${mark.sap}<h2 style="font-weight:400">Welcome to SAP SuccessFactors</h2><p style="font-size:13px;color:#6a6d70">Company: Northwind Logistics</p>
<form method="post" action="/login"><input type="hidden" name="company" value="northwindlogi"><label>Username</label><input name="username"><label>Password</label><input name="password" type="password"><button>Log in</button></form>
<p style="font-size:12px"><a href="/sf/resetpassword?company=northwindlogi" style="color:#0a6ed1">Forgot password?</a> · <a href="/sf/start?company=northwindlogi" style="color:#0a6ed1">Use single sign-on</a></p></div>`,
    }),
  },
  {
    id: 'yr-okta-tenant-hr-portal-login',
    label: 'clean',
    kind: 'company-sso-own-domain',
    url: 'https://northwindlogistics.okta.com/login/login.htm?fromURI=%2Fapp%2Fworkday%2Fexk1b2c3d4e5%2Fsso%2Fsaml',
    body: doc({
      title: 'Northwind Logistics - Sign In',
      css: `body{margin:0;font-family:"proxima nova",Montserrat,Arial,sans-serif;background:#f9f9f9 linear-gradient(#1b4f72 0,#1b4f72 220px,#f9f9f9 220px)}
#okta-sign-in{width:400px;margin:80px auto;background:#fff;border:1px solid #ddd;border-radius:3px;box-shadow:0 2px 0 rgba(175,175,175,.12)}.hd{border-bottom:1px solid #ddd;padding:30px;text-align:center;font-weight:700;color:#1b4f72;font-size:22px}
.bd{padding:26px 42px}input{width:100%;box-sizing:border-box;height:40px;border:1px solid #8c8c96;border-radius:3px;padding:0 10px;margin:6px 0 14px}.bd button{width:100%;height:50px;background:#1662dd;color:#fff;border:0;border-radius:3px;font-size:15px}
.ft{font-size:13px;padding:0 42px 24px}.ft a{color:#1662dd}`,
      body: `<div id="okta-sign-in"><div class="hd">NORTHWIND LOGISTICS</div><div class="bd"><h2 style="font-size:18px;text-align:center">Sign In</h2>
<form method="post" action="/api/v1/authn"><label>Username</label><input name="username" autocomplete="username"><label style="font-weight:400;font-size:13px"><input type="checkbox" style="width:auto;height:auto"> Keep me signed in</label><button>Next</button></form></div>
<div class="ft"><a href="/signin/forgot-password">Forgot password?</a> · <a href="/help/login">Help</a><p style="color:#6e6e78">Employees: Workday, Concur and the benefits portal use this sign-in. IT Service Desk: ext. 4357.</p></div></div>
<p style="text-align:center;font-size:12px;color:#777">Powered by Okta · <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></p>`,
    }),
  },
  {
    id: 'yr-linkedin-login-own-host',
    label: 'clean',
    kind: 'social-login-own-domain',
    url: 'https://www.linkedin.com/login?fromSignIn=true&trk=guest_homepage-basic_nav-header-signin',
    body: doc({
      title: 'LinkedIn Login, Sign in | LinkedIn',
      head: `<link rel="canonical" href="https://www.linkedin.com/login"><meta name="description" content="Login to LinkedIn to keep in touch with people you know, share ideas, and build your career.">`,
      css: `body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,Arial,sans-serif;background:#fff;color:rgba(0,0,0,.9)}.h{padding:22px 56px}
.c{width:352px;margin:10px auto;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.15);padding:24px}.c h1{font-size:32px;font-weight:600;margin:0 0 4px}
.c input{width:100%;box-sizing:border-box;height:52px;border:1px solid rgba(0,0,0,.6);border-radius:4px;padding:0 12px;font-size:15px;margin-top:16px}
.c button{width:100%;height:52px;margin-top:24px;border:0;border-radius:28px;background:#0a66c2;color:#fff;font-size:16px;font-weight:600}.alt{display:block;text-align:center;border:1px solid #666;border-radius:28px;padding:13px;margin-top:12px;color:#333;text-decoration:none}
footer{font-size:12px;color:#666;text-align:center;margin-top:40px}footer a{color:#666;margin:0 6px}`,
      body: `<div class="h">${mark.linkedin}</div><div class="c"><h1>Sign in</h1><p style="font-size:14px;margin:0">Stay updated on your professional world</p>
<a class="alt" href="https://www.linkedin.com/uas/login-with-google">Continue with Google</a><a class="alt" href="https://appleid.apple.com/auth/authorize?client_id=com.linkedin.LinkedIn.service">Sign in with Apple</a>
<form class="login__form" method="post" action="/checkpoint/lg/login-submit"><input type="hidden" name="loginCsrfParam" value="9c1e3f0a-4b2d-4f7e-8a6b-2d1c0e9f8a7b"><input id="username" name="session_key" placeholder="Email or phone" autocomplete="username"><input id="password" name="session_password" type="password" placeholder="Password" autocomplete="current-password">
<p><a href="/checkpoint/rp/request-password-reset" style="color:#0a66c2;font-weight:600;font-size:14px">Forgot password?</a></p><button type="submit">Sign in</button></form></div>
<p style="text-align:center;font-size:14px">New to LinkedIn? <a href="/signup" style="color:#0a66c2;font-weight:600">Join now</a></p>
<footer>${mark.linkedin.replace('width="102"', 'width="60"')} © 2025 <a href="/legal/user-agreement">User Agreement</a><a href="/legal/privacy-policy">Privacy Policy</a><a href="/legal/cookie-policy">Cookie Policy</a><a href="/help/linkedin">Help</a></footer>`,
    }),
  },
  {
    id: 'yr-fidelity-netbenefits-login-own-host',
    label: 'clean',
    kind: 'retirement-login-own-domain',
    url: 'https://nb.fidelity.com/public/nb/default/home',
    body: doc({
      title: 'NetBenefits Login Page | Fidelity',
      css: `body{margin:0;font-family:"Fidelity Sans",Arial,sans-serif;background:#fff;color:#000}.top{border-bottom:1px solid #ccc;padding:14px 40px;display:flex;align-items:center;gap:12px}
.m{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:360px 1fr;gap:40px;padding:0 20px}.lg{border:1px solid #ccc;padding:26px}.lg input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;margin:4px 0 14px}
.lg button{background:#368727;color:#fff;border:0;padding:11px 28px;font-weight:bold;border-radius:22px}.tile{background:#f4f8f2;padding:18px;margin-bottom:14px}`,
      body: `<div class="top">${mark.fidelity}<span>NetBenefits®</span><a href="https://www.fidelity.com" style="margin-left:auto;font-size:13px;color:#368727">Fidelity.com</a></div>
<div class="m"><div class="lg"><h2 style="margin-top:0">Log in</h2><form method="post" action="/prgw/digital/login/full-page"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><label style="font-weight:400;font-size:13px"><input type="checkbox" style="width:auto"> Remember my username</label><br><button>Log in</button></form>
<p style="font-size:13px"><a href="/prgw/digital/login/forgot" style="color:#368727">Forgot username or password?</a><br><a href="/prgw/digital/register" style="color:#368727">Register as a new user</a></p></div>
<div><div class="tile"><h3 style="margin-top:0">Changing jobs?</h3><p>Learn your options for a workplace savings plan from a former employer — leave it, roll it over, or cash it out. Rollover help is always free: call <b>800-343-0860</b>.</p></div>
<div class="tile"><h3 style="margin-top:0">Open enrollment</h3><p>If your employer uses NetBenefits for health benefits, you can review plan options and make elections during your enrollment window.</p></div>
<p style="font-size:12px;color:#555">Fidelity will never ask for your full Social Security number or PIN by email or text. <a href="https://www.fidelity.com/security/overview">Security center</a></p></div></div>`,
    }),
  },
];
