import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { campusCss, campusPage, doc, googleLogo, msCss, msFooter, msLogo } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-clean-shibboleth-idp',
  label: 'clean',
  kind: 'own-sso-login',
  url: 'https://login.northgate.edu/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
  routes: {
    'login.northgate.edu/idp/profile/SAML2/Redirect/SSO': htmlRoute(doc('Northgate Web Login Service', `
<div style="max-width:460px;margin:50px auto;border:1px solid #ccc;border-top:6px solid #5b1f2e;padding:30px">
 <div style="font:600 22px Georgia,serif;color:#5b1f2e">Northgate University</div>
 <h2 style="font-weight:400">Web Login Service</h2>
 <p style="font-size:14px">Log in to <b>Canvas LMS</b> (canvas.northgate.edu)</p>
 <form action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1" method="post">
  <input type="hidden" name="csrf_token" value="_5e1b4f8a0c2d3e4f5a6b7c8d9e0f1a2b">
  <label for="username">NetID</label><input id="username" name="j_username" autocomplete="username" required>
  <label for="password">Password</label><input id="password" name="j_password" type="password" autocomplete="current-password" required>
  <label style="font-size:13px"><input type="checkbox" name="donotcache" value="1" style="width:auto"> Don't remember login</label>
  <button class="btn" type="submit" name="_eventId_proceed" style="margin-top:14px">Login</button>
 </form>
 <p style="font-size:13px"><a href="https://password.northgate.edu/forgot">Forgot your password?</a> &middot; <a href="https://it.northgate.edu/help/netid">Need help?</a></p>
 <p style="font-size:12px;color:#666">You will be prompted for Duo two-factor authentication after you log in. Never share your password or approve a Duo push you did not start.</p>
</div>`, { css: campusCss })),
  },
},
{
  id: 'zt-clean-duo-universal-prompt',
  label: 'clean',
  kind: 'vendor-mfa-own-host',
  url: 'https://api-9c4e1a27.duosecurity.com/frame/v4/auth/prompt?sid=frameless-3b7a2c1e',
  routes: {
    'api-9c4e1a27.duosecurity.com/frame/v4/auth/prompt': htmlRoute(doc('Duo Security', `
<div style="max-width:400px;margin:60px auto;font-family:Arial;text-align:center">
 <div style="color:#6c8f17;font:700 28px Arial">DUO</div>
 <p style="color:#555">Northgate University</p>
 <h2 style="font-size:22px">Check for a Duo Push</h2>
 <p>Verify it's you by approving the notification sent to <b>iOS (***-***-4417)</b>.</p>
 <div style="border:1px solid #ddd;border-radius:8px;padding:18px;margin:20px 0">Sent to "iPhone" &middot; <span id="t">Waiting...</span></div>
 <p><a href="#">Other options</a></p>
 <p style="font-size:12px"><a href="https://help.duo.com">Need help?</a> &middot; Secured by Duo</p>
</div>
<script>
(function poll(){fetch('/frame/v4/status?sid=frameless-3b7a2c1e',{credentials:'same-origin'}).then(function(r){return r.json()}).then(function(j){if(j.status==='allow'){location.href=j.redirect}else{setTimeout(poll,2000)}}).catch(function(){})})();
</script>`)),
    'api-9c4e1a27.duosecurity.com/frame/v4/status': jsonRoute({ status: 'pushed', status_code: 'pushed' }),
  },
},
{
  id: 'zt-clean-mychart-own-domain',
  label: 'clean',
  kind: 'patient-portal-own',
  url: 'https://mychart.northgatehealth.org/MyChart/Authentication/Login',
  body: doc('MyChart - Login Page', `
<div style="background:#e8f1f8;min-height:100vh;padding-top:50px;font-family:Arial">
 <div style="max-width:420px;margin:auto;background:#fff;border-radius:6px;padding:32px">
  <div style="font:700 26px Arial;color:#c8102e">My<span style="color:#0b4f8a">Chart</span></div>
  <p style="color:#0b4f8a;margin-top:2px">Northgate University Health</p>
  <form method="post" action="/MyChart/Authentication/Login?">
   <input type="hidden" name="__RequestVerificationToken" value="CfDJ8N3b2x4nqR">
   <label>MyChart Username</label><input name="Login" autocomplete="username" style="width:100%;padding:9px">
   <label>Password</label><input name="Password" type="password" autocomplete="current-password" style="width:100%;padding:9px">
   <button style="margin-top:14px;width:100%;background:#0b4f8a;color:#fff;border:0;padding:11px;border-radius:4px">Sign in</button>
  </form>
  <p style="font-size:13px"><a href="/MyChart/recoverlogin.asp">Forgot username?</a> &middot; <a href="/MyChart/passwordreset.asp">Forgot password?</a> &middot; <a href="/MyChart/signup">Sign up now</a></p>
  <p style="font-size:13px">Pay as guest &middot; <a href="/MyChart/billing/guestpay">Pay a bill without logging in</a></p>
  <p style="font-size:12px;color:#555">Northgate University Health will never call or text you to ask for your MyChart password.</p>
  <p style="font-size:12px">MyChart&reg; licensed from Epic Systems Corporation &copy; 1999 - 2025</p>
 </div>
</div>`),
},
{
  id: 'zt-clean-google-accounts-workspace',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fa%2Fnorthgate.edu&hd=northgate.edu&flowName=GlifWebSignIn',
  routes: {
    'accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fa%2Fnorthgate.edu&hd=northgate.edu&flowName=GlifWebSignIn': htmlRoute(doc('Gmail', `
<div style="max-width:450px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px;font-family:Roboto,Arial;text-align:center">
 ${googleLogo}
 <h1 style="font-weight:400;font-size:24px">Sign in</h1><p>to continue to Gmail</p>
 <form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute" style="text-align:left">
  <input name="identifier" type="email" autocomplete="username" placeholder="Email or phone" style="width:100%;padding:13px;border:1px solid #dadce0;border-radius:4px;margin:8px 0">
  <p style="font-size:14px"><a href="/signin/v2/usernamerecovery">Forgot email?</a></p>
  <p style="font-size:14px;color:#5f6368">Not your computer? Use Guest mode to sign in privately. <a href="https://support.google.com/chrome/answer/6130773">Learn more about using Guest mode</a></p>
  <button style="float:right;background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px">Next</button><div style="clear:both"></div>
 </form>
</div>`)),
  },
},
{
  id: 'zt-clean-workday-login',
  label: 'clean',
  kind: 'vendor-own-login',
  url: 'https://wd5.myworkday.com/northgate/login.htmld',
  body: doc('Workday', `
<div style="background:#f0f1f2;min-height:100vh;font-family:Roboto,Arial;padding-top:70px">
 <div style="max-width:380px;margin:auto;background:#fff;border-radius:12px;padding:30px;box-shadow:0 2px 8px rgba(0,0,0,.1)">
  <div style="color:#0875e1;font:700 26px Arial">workday.</div>
  <p style="font-size:14px;color:#555">Northgate University &mdash; Faculty, Staff &amp; Student Employees</p>
  <a href="https://login.northgate.edu/idp/profile/SAML2/Unsolicited/SSO?providerId=https://www.workday.com/northgate" style="display:block;text-align:center;background:#0875e1;color:#fff;padding:12px;border-radius:20px;text-decoration:none;margin-top:20px">Sign In with Northgate NetID</a>
  <p style="font-size:12px;color:#777;margin-top:22px">Open enrollment for 2026 benefits runs Oct 27 &ndash; Nov 14. Enrollment is only done inside Workday; HR will never send a separate login link.</p>
 </div>
</div>`),
},
{
  id: 'zt-clean-ezproxy-library',
  label: 'clean',
  kind: 'own-login',
  url: 'https://login.ezproxy.northgate.edu/login?url=https://www.jstor.org/stable/4411873',
  routes: {
    'login.ezproxy.northgate.edu/login': redirectRoute(302, 'https://login.northgate.edu/idp/profile/SAML2/Redirect/SSO?execution=e2s1&entityID=https://login.ezproxy.northgate.edu/shibboleth'),
    'login.northgate.edu/idp/profile/SAML2/Redirect/SSO?execution=e2s1&entityID=https://login.ezproxy.northgate.edu/shibboleth': htmlRoute(doc('Northgate Web Login Service', `
<div style="max-width:460px;margin:50px auto;border:1px solid #ccc;border-top:6px solid #5b1f2e;padding:30px">
 <div style="font:600 22px Georgia,serif;color:#5b1f2e">Northgate University</div><h2 style="font-weight:400">Web Login Service</h2>
 <p style="font-size:14px">Log in to <b>University Libraries Off-Campus Access</b></p>
 <form action="/idp/profile/SAML2/Redirect/SSO?execution=e2s1" method="post"><label>NetID</label><input name="j_username" autocomplete="username"><label>Password</label><input name="j_password" type="password" autocomplete="current-password"><button class="btn" style="margin-top:14px" name="_eventId_proceed">Login</button></form>
 <p style="font-size:13px">Alumni and visitors: see <a href="https://library.northgate.edu/access">access options</a>.</p>
</div>`, { css: campusCss })),
  },
},
{
  id: 'zt-clean-adp-portal',
  label: 'clean',
  kind: 'vendor-own-login',
  url: 'https://online.adp.com/signin/v1/?APPID=WFNPortal&productId=80e309c3-7085-bae1-e053-3505430b5495',
  routes: {
    'online.adp.com/signin/v1/?APPID=WFNPortal&productId=80e309c3-7085-bae1-e053-3505430b5495': htmlRoute(doc('ADP | Sign in', `
<div style="max-width:400px;margin:60px auto;font-family:Arial">
 <div style="color:#d0271d;font:800 32px Arial">ADP</div>
 <h2>Sign in</h2>
 <form method="post" action="/api/sign-in-service/v1/sign-in.start"><label>User ID</label><input name="userId" autocomplete="username" style="width:100%;padding:10px"><label><input type="checkbox" style="width:auto"> Remember user ID</label>
 <button style="margin-top:14px;width:100%;background:#d0271d;color:#fff;border:0;border-radius:20px;padding:12px">Next</button></form>
 <p style="font-size:13px"><a href="#">Forgot your user ID/password?</a> &middot; <a href="#">Create account</a></p>
 <p style="font-size:12px;color:#666">ADP will never ask for your password or verification code by phone or email.</p>
</div>`)),
  },
},
{
  id: 'zt-clean-password-self-service',
  label: 'clean',
  kind: 'own-password-reset',
  url: 'https://password.northgate.edu/forgot',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Reset your NetID password | Northgate IT</title><style>${campusCss}body{margin:0;font-family:Arial}</style></head><body>
<header class="nu"><div class="seal">N</div><div class="nm">Northgate IT &mdash; Account Services</div></header>
<main class="nu"><h1>Forgot your NetID password?</h1>
<p>Enter your NetID. We'll send a one-time code to the recovery email or phone you registered. If you never registered recovery options, visit the IT Service Desk with a photo ID.</p>
<form method="post" action="/forgot/start"><input type="hidden" name="csrfmiddlewaretoken" value="kQ2m8x"><label for="n">NetID</label><input id="n" name="netid" autocomplete="username"><label for="c">Type the characters you see</label><img src="/captcha/3b9f.png" alt="captcha" width="150" height="40"><input id="c" name="captcha"><br><button class="btn" style="margin-top:14px">Send code</button></form>
<p class="note">IT will never email you a link asking you to "validate" or "upgrade" your mailbox. Report suspicious messages with the <b>Report Phish</b> button in Outlook.</p></main></body></html>`,
  routes: { 'password.northgate.edu/captcha/3b9f.png': pngRoute(230, 230, 230) },
},
{
  id: 'zt-clean-fr-portail-patient-chu',
  label: 'clean',
  kind: 'patient-portal-own',
  url: 'https://monportail.chu-estrie-nord.qc.ca/connexion',
  body: doc('Connexion - Mon portail patient | CHU Estrie-Nord', `
<div style="background:#003e7e;color:#fff;padding:14px 26px;font:700 19px Arial">CHU Estrie-Nord &mdash; Mon portail patient</div>
<div style="max-width:460px;margin:40px auto;font-family:Arial">
 <h1 style="font-size:24px">Connexion</h1>
 <p>Consultez vos rendez-vous, résultats de laboratoire et communiquez avec votre équipe soignante.</p>
 <form method="post" action="/connexion"><input type="hidden" name="_csrf" value="a82bd1"><label>Courriel</label><input name="courriel" type="email" autocomplete="username" style="width:100%;padding:9px"><label>Mot de passe</label><input name="motdepasse" type="password" autocomplete="current-password" style="width:100%;padding:9px"><button style="margin-top:14px;background:#003e7e;color:#fff;border:0;padding:10px 26px">Se connecter</button></form>
 <p style="font-size:13px"><a href="/mot-de-passe-oublie">Mot de passe oublié?</a> &middot; <a href="/inscription">Créer un compte</a> &middot; <a href="/en/login">English</a></p>
 <p style="font-size:12px;color:#555">Le CHU ne vous demandera jamais votre mot de passe par courriel, texto ou téléphone.</p>
</div>`, { lang: 'fr' }),
},
{
  id: 'zt-clean-campus-software-portal',
  label: 'clean',
  kind: 'own-software-portal',
  url: 'https://software.northgate.edu/matlab',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>MATLAB | Software Licensing | Northgate IT</title><style>${campusCss}body{margin:0;font-family:Arial}</style></head><body>
<header class="nu"><div class="seal">N</div><div class="nm">Northgate IT &mdash; Software Licensing</div></header>
<main class="nu"><h1>MATLAB (Campus-Wide License)</h1>
<p>Faculty, staff and students can install MATLAB, Simulink and all toolboxes at no cost. The license renews automatically every January; you do not need to download any "license updater".</p>
<ol><li>Go to the <a href="https://www.mathworks.com/academia/tah-portal/northgate-university-31483887.html">MathWorks Northgate portal</a>.</li><li>Sign in with your <b>@northgate.edu</b> address and your NetID (you'll be redirected to our login page).</li><li>Download the installer directly from mathworks.com.</li></ol>
<p>Other titles: <a href="/spss">SPSS</a> (annual key via this portal), <a href="/graphpad">GraphPad Prism</a> (departmental), <a href="/endnote">EndNote</a>.</p>
<p class="note">Cracked or "pre-activated" copies of licensed software are a common source of malware. Only install from this portal or the vendor's site.</p></main></body></html>`,
},
{
  id: 'zt-clean-outpatient-pharmacy-refill',
  label: 'clean',
  kind: 'own-pharmacy',
  url: 'https://www.northgatehealth.org/pharmacy/refill',
  body: doc('Prescription Refills | Northgate University Health Pharmacies', `
<header style="background:#0b4f8a;color:#fff;padding:14px 26px;font:600 19px Arial">Northgate University Health &mdash; Outpatient Pharmacies</header>
<main style="max-width:760px;margin:24px auto;font-family:Arial">
 <h1>Refill a prescription</h1>
 <p>Refill prescriptions filled at any Northgate Health pharmacy. For new prescriptions your provider sends them electronically; we do not fill medications without a valid prescription.</p>
 <form method="post" action="/pharmacy/refill/submit">
  <label>Rx number</label><input name="rx" style="width:100%;padding:8px;max-width:400px"><label>Patient last name</label><input name="last" style="width:100%;padding:8px;max-width:400px"><label>Date of birth</label><input name="dob" type="date" style="padding:8px">
  <label>Pickup location</label><select name="loc"><option>University Hospital, Level 1</option><option>Cancer Center</option><option>Mail to home</option></select>
  <br><button style="margin-top:14px;background:#0b4f8a;color:#fff;border:0;padding:10px 24px">Request refill</button>
 </form>
 <p>Questions? Call (269) 555-7900, Mon&ndash;Fri 8 a.m.&ndash;7 p.m.</p>
</main>`),
},
];
