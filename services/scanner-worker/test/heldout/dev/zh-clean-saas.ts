import type { Entry } from '../entry.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, gtag, gtagStub } from '../parts/zh-kit.js';

export const entries: Entry[] = [
  {
  id: 'zh-clean-zoom-recording-passcode',
  label: 'clean',
  kind: 'saas-notification',
  url: 'https://hartwellgroup.zoom.us/rec/share/Vq8X2n-1mWc3pLr0ZkYjT5bA.h3K9?startTime=1764359100000',
  body: doc('Cloud Recording - Zoom', `<header style="padding:14px 28px;border-bottom:1px solid #eee">${wordmark('zoom', '#0b5cff', 24)}</header>
<main style="max-width:420px;margin:60px auto;font-family:Lato,Arial;text-align:center"><h2>Enter the passcode to view the recording</h2><p style="color:#666">Topic: Weekly Ops Sync · Nov 28, 2026</p>
<form method="post" action="/rec/validate_meet_passwd"><input name="password" placeholder="Passcode" style="width:100%;padding:12px;border:1px solid #bbb;border-radius:8px"><button style="width:100%;margin-top:10px;background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:12px">Watch Recording</button></form>
<p style="font-size:12px;color:#888;margin-top:40px">©2026 Zoom Communications, Inc. · <a href="https://explore.zoom.us/en/trust/privacy/">Privacy &amp; Legal Policies</a></p></main>`),
  routes: { 'hartwellgroup.zoom.us/rec/validate_meet_passwd': jsonRoute({ status: false, errorCode: 3304, errorMessage: 'Wrong passcode' }) },
},
  {
  id: 'zh-clean-jira-issue-notification',
  label: 'clean',
  kind: 'saas-notification',
  url: 'https://kestrelgroup.atlassian.net/browse/FIN-2231?atlOrigin=eyJpIjoiNWQ4YjU3&focusedCommentId=88012',
  body: doc('[FIN-2231] Vendor master data cleanup – Jira', `<div style="display:flex;font-family:-apple-system,'Segoe UI',Roboto,Arial;font-size:14px"><nav style="width:220px;background:#f7f8f9;min-height:100vh;padding:16px"><b>Finance Ops</b><p>Board<br>Backlog<br>Reports<br>Issues</p></nav>
<main style="flex:1;padding:24px 36px"><p style="color:#626f86">Projects / Finance Ops / FIN-2231</p><h1 style="font-size:24px">Vendor master data cleanup – Q4</h1>
<p><b>Status:</b> <span style="background:#dfe1e6;padding:2px 6px;border-radius:3px">IN PROGRESS</span> · <b>Assignee:</b> Dana Whitlock · <b>Reporter:</b> Erik Sandström</p>
<h3>Description</h3><p>Deduplicate vendor records in NetSuite. Any bank-detail change requests must be verified by call-back to the number in the vendor master, not the number in the email.</p>
<h3>Activity</h3><div style="border-left:3px solid #0c66e4;padding:8px 12px;background:#f7f8f9"><b>Dana Whitlock</b> · 2 hours ago<br>Flagged 3 suspicious change requests to Security (SEC-514). Held payments until verified.</div></main></div>`),
},
  {
  id: 'zh-clean-gusto-paystub-login',
  label: 'clean',
  kind: 'payroll-saas',
  url: 'https://app.gusto.com/login?redirect_to=%2Femployee_dashboard%2Fpaystubs%2F2026-11-27',
  body: doc('Sign in | Gusto', `<div style="font-family:'Centra No2',Arial;max-width:400px;margin:70px auto">${wordmark('gusto', '#f45d48', 30)}
<h1 style="font-size:26px">Sign in</h1><form method="post" action="/login"><input type="hidden" name="authenticity_token" value="kT1x0b3r8Q"><label style="font-size:13px">Email</label><input name="user[email]" type="email" style="width:100%;padding:10px;border:1px solid #aaa;border-radius:6px;margin:4px 0 12px"><label style="font-size:13px">Password</label><input name="user[password]" type="password" style="width:100%;padding:10px;border:1px solid #aaa;border-radius:6px;margin:4px 0 12px">
<button style="width:100%;background:#0a8080;color:#fff;border:0;border-radius:6px;padding:12px">Sign in</button></form>
<p style="font-size:14px"><a href="/password_resets/new">Forgot password?</a> · <a href="/login/sso">Sign in with Google</a></p>
<p style="font-size:11px;color:#777;margin-top:40px">© 2026 Gusto · Terms · Privacy · Licenses</p></div>`),
},
  {
  id: 'zh-clean-fortnox-faktura-sv',
  label: 'clean',
  kind: 'invoicing-saas',
  url: 'https://apps.fortnox.se/fs/invoice/view?ref=9c1f42e8b7a04d61&lang=sv',
  body: doc('Faktura 10442 – Nordkust Bygg AB', `<div style="font-family:Arial;max-width:720px;margin:30px auto;border:1px solid #ddd;padding:34px"><h1 style="font-weight:400">Faktura 10442</h1>
<p><b>Nordkust Bygg AB</b><br>Hamngatan 4, 411 14 Göteborg · Org.nr 556712-3456</p>
<table style="width:100%;font-size:14px;border-collapse:collapse"><tr style="border-bottom:1px solid #333"><th align="left">Benämning</th><th align="right">Belopp</th></tr><tr><td>Takrenovering, etapp 1</td><td align="right">69 120,00 kr</td></tr><tr><td>Moms 25 %</td><td align="right">17 280,00 kr</td></tr><tr><td><b>Att betala</b></td><td align="right"><b>86 400,00 kr</b></td></tr></table>
<p>Bankgiro: 5050-1055 · OCR: 104420261130 · Förfallodatum 2026-12-30</p><p><a href="/fs/invoice/pdf?ref=9c1f42e8b7a04d61">Ladda ner PDF</a></p>
<p style="font-size:11px;color:#777">Fakturan är skapad i Fortnox.</p></div>`, { lang: 'sv' }),
},
  {
  id: 'zh-clean-adp-wfn-signin',
  label: 'clean',
  kind: 'payroll-saas',
  url: 'https://online.adp.com/signin/v1/?APPID=WFNPortal&productId=80e309c3-7085-bae1-e053-3505430b5495&returnURL=https://workforcenow.adp.com/&callingAppId=WFN&TARGET=-SM-https://workforcenow.adp.com/theme/unified.html',
  body: doc('ADP | Sign In', `<div style="font-family:Arial;background:#f6f6f6;min-height:100vh"><header style="background:#fff;padding:14px 30px;border-bottom:1px solid #ddd">${wordmark('ADP', '#d0271d', 28)}</header>
<div style="max-width:420px;margin:50px auto;background:#fff;padding:32px;border-radius:6px">
<h2 style="margin-top:0">Sign in</h2><p style="font-size:14px;color:#555">ADP Workforce Now</p>
<form method="post" action="/api/sign-in-service/v1/sign-in.start"><label style="font-size:13px">User ID</label><input name="userId" style="width:100%;padding:11px;margin:6px 0;border:1px solid #aaa;border-radius:4px">
<label style="font-size:13px"><input type="checkbox" name="remember"> Remember user ID</label>
<button style="width:100%;background:#d0271d;color:#fff;border:0;padding:12px;border-radius:4px;margin-top:10px">Next</button></form>
<p style="font-size:13px"><a href="/signin/v1/?APPID=WFNPortal#/forgot">Forgot your user ID?</a> · <a href="https://my.adp.com/static/redbox/createAccount.html">Create account</a></p></div>
<p style="text-align:center;font-size:11px;color:#777">Privacy · Legal · Security · © 2026 ADP, Inc. All Rights Reserved.</p></div>`),
  routes: { 'online.adp.com/api/sign-in-service/v1/sign-in.start': jsonRoute({ type: 'PASSWORD', session: 'b1f9' }) },
},
  {
  id: 'zh-clean-workday-tenant-signin',
  label: 'clean',
  kind: 'payroll-saas',
  url: 'https://wd5.myworkday.com/brightwater/login.htmld?redirect=n%2Fhome.htmld',
  body: doc('Workday', `<div style="background:#f0f4f8;min-height:100vh;font-family:Roboto,Arial"><div style="max-width:400px;margin:0 auto;padding-top:70px"><div style="background:#fff;padding:36px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)">
${wordmark('workday.', '#0875e1', 26)}<p style="color:#333">Brightwater Health Systems</p>
<a href="/brightwater/login-saml2.htmld" style="display:block;text-align:center;background:#0875e1;color:#fff;padding:11px;border-radius:20px;text-decoration:none">Sign in with Brightwater SSO</a>
<p style="font-size:13px;color:#555">Contractors without SSO: <a href="/brightwater/login.htmld?nosso">sign in with Workday credentials</a></p></div>
<p style="text-align:center;font-size:11px;color:#777">© 2026 Workday, Inc. All rights reserved. · Privacy</p></div></div>`),
  routes: { 'wd5.myworkday.com/brightwater/login-saml2.htmld': { status: 302, headers: { location: 'https://fs.brightwaterhealth.org/adfs/ls/?SAMLRequest=fZFNb4MwDIb%2FCsq9QFKgJQIkNLSpUtdW69TDLlMGjkakkLA4sO3fN6XbDqu0nOzXfv3YTomy14blQzjJ' }, body: '' } },
},
];
