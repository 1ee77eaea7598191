import type { Entry } from '../entry.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, cssRoute } from '../parts/zh-kit.js';

const MSCSS = `body{background:#f2f2f2}.box{width:440px;max-width:100%;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h1{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0;margin:8px 0}.btn{background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px;float:right}.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}.foot a{color:#333;margin-left:12px;text-decoration:none}`;

export const entries: Entry[] = [
  {
  id: 'zh-clean-microsoftonline-owa-signin',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&redirect_uri=https%3A%2F%2Foutlook.office365.com%2Fowa%2F&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post&nonce=638685411&ui_locales=en-US&login_hint=',
  body: doc('Sign in to your account', `<div class="box">${msLogo}
<h1>Sign in</h1>
<form name="f1" id="i0281" method="post" action="/common/login" autocomplete="off" novalidate>
<div id="usernameError" role="alert" style="color:#e81123;font-size:14px"></div>
<input type="email" name="loginfmt" id="i0116" maxlength="113" aria-required="true" placeholder="Email, phone, or Skype" autocomplete="username">
<input type="hidden" name="flowToken" value="AQABIQEAAABVrSpeuWamRam2jAF1XRQEAE6d">
<input type="hidden" name="ctx" value="rQQIARAA42Kw0s4oKSmw0tcvyS9OLcpLzE1NzzPMSS">
<p style="font-size:13px">No account? <a href="https://signup.live.com/">Create one!</a></p>
<p style="font-size:13px"><a href="https://passwordreset.microsoftonline.com/">Can't access your account?</a></p>
<input type="submit" class="btn" value="Next" style="width:auto;border:0">
<div style="clear:both"></div></form></div>
<div class="box" style="margin-top:-70px;padding:14px 44px"><a href="#" style="color:#1b1b1b;text-decoration:none">🔑 Sign-in options</a></div>
<div class="foot"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>var $Config={"urlPost":"/common/login","urlGetCredentialType":"https://login.microsoftonline.com/common/GetCredentialType?mkt=en-US","iMaxStackForKnockoutAsyncComponents":10000,"sCanaryTokenName":"canary","correlationId":"b3e2c1d0-7a18-4c43-b0b3-2b4c9c1a2e77","sessionId":"f00e7d11-3e4c-46a9-9f0b-9b6ad3b30100"};</script>`, { css: MSCSS }),
  routes: {
    'login.microsoftonline.com/common/login': { status: 302, headers: { location: 'https://outlook.office365.com/owa/' }, body: '' },
  },
},
  {
  id: 'zh-clean-adobe-ims-signin',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://auth.services.adobe.com/en_US/index.html?callback=https%3A%2F%2Fims-na1.adobelogin.com%2Fims%2Fadobeid%2FDocumentCloud1%2FAdobeID%2Ftoken&client_id=DocumentCloud1&scope=AdobeID%2Copenid&denied_callback=https%3A%2F%2Facrobat.adobe.com&state=zh7#/',
  body: doc('Adobe ID', `<div style="display:flex;min-height:100vh;font-family:'adobe-clean',Arial;background:#eaeaea url(/img/bg-dc.png) center/cover"><div style="margin:auto;background:#fff;width:460px;border-radius:4px;padding:40px">
${wordmark('Adobe', '#eb1000', 22)}<h1 style="font-size:28px;margin:18px 0 6px">Sign in</h1><p style="font-size:14px">New user? <a href="/en_US/index.html#/signup">Create an account</a></p>
<form id="EmailForm" method="post" action="/signin/v2/authenticationstate?purpose=signIn"><label style="font-size:13px;color:#555">Email address</label><input id="EmailPage-EmailField" name="username" type="email" style="width:100%;padding:8px 0;border:0;border-bottom:2px solid #959595;font-size:16px;outline:0;margin:6px 0 20px">
<button style="float:right;background:#1473e6;color:#fff;border:0;border-radius:16px;padding:8px 20px;font-weight:700">Continue</button><div style="clear:both"></div></form>
<p style="text-align:center;font-size:13px;color:#555">Or</p>
<p><button style="width:100%;padding:9px;border:2px solid #ccc;border-radius:16px;background:#fff">Continue with Google</button></p><p><button style="width:100%;padding:9px;border:2px solid #ccc;border-radius:16px;background:#fff">Continue with Microsoft</button></p><p><button style="width:100%;padding:9px;border:2px solid #ccc;border-radius:16px;background:#fff">Continue with Apple</button></p>
<p style="font-size:11px;color:#666">Copyright © 2026 Adobe. All rights reserved. <a href="https://www.adobe.com/privacy.html">Privacy</a> · <a href="https://www.adobe.com/legal/terms.html">Terms of Use</a> · Cookie preferences</p></div></div>`),
  routes: {
    'auth.services.adobe.com/img/bg-dc.png': imgRoute(200, 205, 215),
    'auth.services.adobe.com/signin/v2/authenticationstate': jsonRoute({ id: 'b7e1c4', username: '', authenticationMethods: [{ id: 'password' }] }),
  },
},
  {
  id: 'zh-clean-docusign-account-login',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://account.docusign.com/oauth/auth?response_type=code&scope=all%20click.manage%20me_profile&client_id=2CC56DC9-4BCD-4B55-8AB0-8BA60BAE1065&redirect_uri=https%3A%2F%2Fapps.docusign.com%2Fauthenticate%3Fzh%3D1',
  body: doc('DocuSign', `<div style="font-family:'DS Indigo',Arial;max-width:400px;margin:70px auto"><div style="text-align:center">${wordmark('DocuSign', '#000', 26)}</div>
<h1 style="font-size:22px;font-weight:400;text-align:center">Please log in to your account</h1>
<form method="post" action="/username"><label style="font-size:13px">Email</label><input name="email" type="email" style="width:100%;padding:10px;border:1px solid #999;border-radius:2px;margin:4px 0 16px">
<button style="width:100%;background:#4c00ff;color:#fff;border:0;border-radius:2px;padding:11px;font-weight:600">NEXT</button></form>
<p style="text-align:center;font-size:13px"><a href="https://go.docusign.com/o/trial/">Sign up for free</a></p>
<p style="text-align:center;font-size:11px;color:#666;margin-top:60px"><a href="https://www.docusign.com/company/terms-and-conditions/web" style="color:#666">Terms</a> · <a href="https://www.docusign.com/privacy" style="color:#666">Privacy</a> · Copyright © 2026 DocuSign Inc.</p></div>`),
  routes: { 'account.docusign.com/username': { status: 302, headers: { location: 'https://account.docusign.com/password' }, body: '' } },
},
  {
  id: 'zh-clean-sharefile-tenant-login',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://pinecrestlabs.sharefile.com/Authentication/Login?returnUrl=%2Fhome%2Fshared%2Ffo9d3c',
  body: doc('ShareFile Login', `<div style="background:#f4f4f4;min-height:100vh;font-family:'Open Sans',Arial"><div style="max-width:420px;margin:0 auto;padding-top:70px">
<div style="background:#fff;padding:32px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15)"><div style="text-align:center"><img src="/Content/logo/company.png" alt="Pinecrest Labs" width="160" height="44"></div>
<form method="post" action="/Authentication/Login"><label style="font-size:13px">Email</label><input name="username" type="email" style="width:100%;padding:9px;margin:4px 0 10px;border:1px solid #bbb">
<label style="font-size:13px">Password</label><input name="password" type="password" style="width:100%;padding:9px;margin:4px 0 10px;border:1px solid #bbb">
<label style="font-size:13px"><input type="checkbox" name="remember"> Remember me</label>
<button style="width:100%;background:#1e7145;color:#fff;border:0;padding:11px;margin-top:10px">Sign In</button></form>
<p style="font-size:13px"><a href="/Authentication/ForgotPassword">Forgot password?</a> · <a href="/saml/login">Employee sign in</a></p></div>
<p style="text-align:center;font-size:11px;color:#888">Powered by ShareFile · © 2026 Progress Software Corporation</p></div></div>`),
  routes: { 'pinecrestlabs.sharefile.com/Content/logo/company.png': imgRoute(30, 90, 60) },
},
  {
  id: 'zh-clean-corp-adfs-signin',
  label: 'clean',
  kind: 'corporate-sso',
  url: 'https://fs.brightwaterhealth.org/adfs/ls/?client-request-id=6c3b1a90-4d2e-4a7f-bc11-00aa77e21f00&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline&wctx=LoginOptions%3D3%26estsredirect%3d2',
  body: doc('Sign In', `<div style="display:flex;min-height:100vh;font-family:'Segoe UI'"><div style="flex:1;background:#2c5f7c url(/adfs/portal/illustration/illustration.png) center/cover"></div>
<div style="width:440px;padding:60px 40px"><img src="/adfs/portal/logo/logo.png" alt="Brightwater Health" width="200" height="50">
<h2 style="font-weight:300">Sign in with your organizational account</h2>
<form method="post" action="/adfs/ls/?client-request-id=6c3b1a90-4d2e-4a7f-bc11-00aa77e21f00"><input name="UserName" type="email" placeholder="someone@brightwaterhealth.org" style="width:100%;padding:8px;margin:6px 0;border:1px solid #ccc"><input name="Password" type="password" placeholder="Password" style="width:100%;padding:8px;margin:6px 0;border:1px solid #ccc"><input type="hidden" name="AuthMethod" value="FormsAuthentication"><button style="background:#2c5f7c;color:#fff;border:0;padding:8px 24px;margin-top:8px">Sign in</button></form>
<p style="font-size:13px">Patient portal users: please use <a href="https://mychart.brightwaterhealth.org/">MyChart</a>. For password help, call the IT Service Desk at x5-4357.</p>
<p style="font-size:11px;color:#777;margin-top:40px">Authorized use only. Access to this system is monitored. © 2026 Brightwater Health System</p></div></div>`),
  routes: {
    'fs.brightwaterhealth.org/adfs/portal/illustration/illustration.png': imgRoute(44, 95, 124),
    'fs.brightwaterhealth.org/adfs/portal/logo/logo.png': imgRoute(255, 255, 255),
  },
},
  {
  id: 'zh-clean-corp-ping-sso',
  label: 'clean',
  kind: 'corporate-sso',
  url: 'https://sso.kestrelgroup.com/idp/SSO.saml2?SAMLRequest=fZJNT8MwDIb%2FSpX7%2BpFubI3WSmM7MGlAtRUOXFBIXRapTUqcDvj3dB2IcYBDLrbf1%2F7sLJG3TcdWvT%2BoPbz1gD74aBuFbEzkpHeKGY4SmeItIPOSHVa3O0bDmHXOeCNNQ4IVIjgvjV4bjX0L7gDuKAU87Hc5OXjfIYsiRC61sn%2Fn&RelayState=https%3A%2F%2Fkestrel.service-now.com%2Fnavpage.do',
  body: doc('Kestrel Group – Sign On', `<div style="font-family:Arial;background:#f0f2f5;min-height:100vh;padding-top:70px"><div style="width:380px;margin:auto;background:#fff;padding:34px;border-top:4px solid #c8102e">
<div style="font-weight:700;font-size:22px;color:#c8102e">KESTREL</div><p style="color:#555">Sign on to ServiceNow</p>
<form method="post" action="/idp/SSO.ping"><label style="font-size:13px">Username</label><input name="pf.username" style="width:100%;padding:9px;margin:4px 0 12px;border:1px solid #bbb"><label style="font-size:13px">Password</label><input name="pf.pass" type="password" style="width:100%;padding:9px;margin:4px 0 12px;border:1px solid #bbb">
<label style="font-size:13px"><input type="checkbox" name="pf.rememberUsername"> Remember my username</label><br><button style="margin-top:12px;background:#c8102e;color:#fff;border:0;padding:10px 26px">Sign On</button></form>
<p style="font-size:12px"><a href="/idp/pwreset">Forgot password?</a> · <a href="https://help.kestrelgroup.com/mfa">Trouble with MFA?</a></p>
<p style="font-size:11px;color:#888;margin-top:30px">This system is for the use of authorized Kestrel Group employees and contractors only.</p></div></div>`),
  routes: { 'sso.kestrelgroup.com/idp/SSO.ping': { status: 302, headers: { location: 'https://kestrel.service-now.com/navpage.do' }, body: '' } },
},
  {
  id: 'zh-clean-docusign-signing-envelope',
  label: 'clean',
  kind: 'esign-envelope',
  url: 'https://na4.docusign.net/Signing/EmailStart.aspx?a=9b6f2d11-5e38-4c0a-8f43-71d0b0c3e2a9&etti=24&acct=5c1d77e0-22ab-41f3-a9e8-0b3c2f6d4e10&er=7ad3e1c0-9f5b-4b4c-9d22-6e1c0a7b8f33',
  body: doc('DocuSign', `<div style="font-family:'DS Indigo',Arial;background:#f4f4f4;min-height:100vh"><header style="background:#fff;padding:12px 24px;border-bottom:1px solid #ddd">${wordmark('DocuSign', '#000', 20)}</header>
<div style="max-width:760px;margin:30px auto;background:#fff;padding:28px;border:1px solid #ddd">
<p>Please review the documents below.</p><p style="font-size:14px;color:#555">Sender: <b>Halvorsen &amp; Reid LLP</b> (contracts@halvorsenreid.com)</p>
<label style="font-size:14px"><input type="checkbox" id="ers"> I agree to use <a href="#">electronic records and signatures</a>.</label>
<p><button id="cont" disabled style="background:#ffc820;border:0;padding:10px 22px;font-weight:700">CONTINUE</button> <button style="padding:10px 22px">OTHER ACTIONS ▾</button></p>
<div style="border:1px solid #ccc;padding:40px;margin-top:20px;font-family:Georgia;line-height:1.7"><h3 style="text-align:center">ENGAGEMENT LETTER</h3><p>This letter confirms the terms on which Halvorsen &amp; Reid LLP will provide legal services to Pinecrest Labs, Inc. in connection with the Series B financing…</p><p style="color:#999">[Sign Here]</p></div></div>
<footer style="text-align:center;font-size:11px;color:#777;padding:20px">Powered by DocuSign · Change Language - English (US) · Terms Of Use &amp; Privacy · Copyright © 2026 DocuSign, Inc.</footer></div>
<script>document.getElementById('ers').onchange=function(){document.getElementById('cont').disabled=!this.checked}</script>`),
},
  {
  id: 'zh-clean-dropbox-shared-file',
  label: 'clean',
  kind: 'doc-share',
  url: 'https://www.dropbox.com/scl/fi/4k2m9xq0hjz7/Q4-Board-Deck.pdf?rlkey=ffe3n0x8e4w1d2s&dl=0',
  body: doc('Q4-Board-Deck.pdf | Dropbox', `<header style="padding:12px 24px;border-bottom:1px solid #eee;display:flex;justify-content:space-between;align-items:center">${wordmark('Dropbox', '#0061fe', 20)}<span><a href="?dl=1" style="background:#0061fe;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Download</a> <a href="https://www.dropbox.com/login" style="margin-left:8px">Sign in</a></span></header>
<main style="background:#f7f5f2;min-height:80vh;padding:30px"><div style="max-width:760px;margin:auto;background:#fff;padding:50px;box-shadow:0 1px 3px rgba(0,0,0,.1)"><h1>Q4 Board Update</h1><p>Revenue grew 18% QoQ driven by enterprise expansion. Net retention 121%.</p><ul><li>Hiring plan: 14 roles in Q1</li><li>Runway: 31 months</li></ul></div></main>
<footer style="font-size:12px;color:#666;padding:10px 24px">Q4-Board-Deck.pdf · 2.4 MB · Shared by Lena Ortiz</footer>`),
},
  {
  id: 'zh-clean-box-shared-link',
  label: 'clean',
  kind: 'doc-share',
  url: 'https://app.box.com/s/7x1uqz0kcb9w2m3vj4n8e5hgt6ra0pld',
  body: doc('Vendor Onboarding Packet | Powered by Box', `<header style="padding:10px 22px;border-bottom:1px solid #e8e8e8;display:flex;justify-content:space-between">${wordmark('box', '#0061d5', 22)}<span><a href="https://account.box.com/login">Log In</a> · <a href="https://account.box.com/signup">Sign Up</a></span></header>
<main style="max-width:900px;margin:24px auto;font-family:Lato,Arial"><h2>📁 Vendor Onboarding Packet</h2><p style="color:#777">Shared by Kestrel Group Procurement</p>
<table style="width:100%;border-collapse:collapse;font-size:14px"><tr style="border-bottom:1px solid #eee;color:#777"><th align="left">Name</th><th align="left">Updated</th><th align="left">Size</th></tr>
<tr style="border-bottom:1px solid #eee"><td>📄 Supplier Code of Conduct.pdf</td><td>Oct 3, 2026</td><td>412 KB</td></tr><tr style="border-bottom:1px solid #eee"><td>📄 W-9 Request Form.pdf</td><td>Sep 12, 2026</td><td>88 KB</td></tr><tr><td>📊 Insurance Requirements.xlsx</td><td>Aug 30, 2026</td><td>31 KB</td></tr></table></main>`),
},
];
