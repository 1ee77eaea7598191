import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { campusCss, campusPage, doc, googleLogo, msCss, msFooter, msLogo } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-clean-okta-org-login',
  label: 'clean',
  kind: 'vendor-sso-own-host',
  url: 'https://northgatehealth.okta.com/',
  body: doc('Northgate University Health - Sign In', `
<div id="okta-sign-in" style="width:400px;margin:80px auto;border:1px solid #ddd;border-radius:3px;background:#fff;font-family:Arial">
 <div style="padding:30px;border-bottom:1px solid #ddd;text-align:center"><img src="/fs/bco/1/fs0nghlogo" alt="Northgate University Health" width="180" height="40"></div>
 <form style="padding:20px 42px 40px" method="post" action="/api/v1/authn" id="form19">
  <h2 style="font-size:15px;text-align:center">Sign In</h2>
  <label for="okta-signin-username">Username</label><input id="okta-signin-username" name="username" autocomplete="username" style="width:100%;padding:8px">
  <label for="okta-signin-password">Password</label><input id="okta-signin-password" name="password" type="password" autocomplete="current-password" style="width:100%;padding:8px">
  <button style="width:100%;background:#1662dd;color:#fff;border:0;padding:10px;margin-top:14px">Sign In</button>
  <p style="font-size:13px"><a href="/signin/forgot-password">Forgot password?</a> &middot; <a href="https://it.northgatehealth.org/okta">Help</a></p>
 </form>
</div>
<p style="text-align:center;font-size:12px;color:#777;font-family:Arial">Powered by Okta &middot; Privacy Policy</p>`),
  routes: { 'northgatehealth.okta.com/fs/bco/1/fs0nghlogo': pngRoute(91, 31, 46) },
},
{
  id: 'zt-clean-microsoftonline-login',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&response_type=code&login_hint=e.marsh@northgatehealth.org',
  routes: {
    'login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&response_type=code&login_hint=e.marsh@northgatehealth.org': htmlRoute(doc('Sign in to your account', `
<div class="ms-box">
 ${msLogo}
 <div class="ms-small" style="margin-top:16px">&larr; e.marsh@northgatehealth.org</div>
 <h1>Enter password</h1>
 <form name="f1" method="post" action="/common/login" autocomplete="off">
  <input type="hidden" name="login" value="e.marsh@northgatehealth.org"><input type="hidden" name="ctx" value="rQQIARAA">
  <input type="hidden" name="flowToken" value="AQABAAEAAAD--DLA3VO7QrddgJg7WevrAgAAAAAAAAA">
  <input name="passwd" type="password" placeholder="Password">
  <p class="ms-small"><a href="https://passwordreset.microsoftonline.com/">Forgot my password</a></p>
  <button class="ms-btn" type="submit">Sign in</button><div style="clear:both"></div>
 </form>
 <p class="ms-small" style="margin-top:24px">Northgate University Health &mdash; authorized use only. Report suspicious sign-in prompts to security@northgatehealth.org.</p>
</div>${msFooter}`, { css: msCss })),
  },
},
{
  id: 'zt-clean-owa-own-domain',
  label: 'clean',
  kind: 'webmail-own',
  url: 'https://mail.northgatehealth.org/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.northgatehealth.org%2fowa%2f',
  routes: {
    'mail.northgatehealth.org/owa/auth/logon.aspx': htmlRoute(doc('Outlook', `
<div style="display:flex;min-height:100vh;font-family:Segoe UI">
 <div style="width:38%;background:#0072c6"></div>
 <div style="padding:90px 60px">
  <div style="font-size:42px;color:#0072c6;font-weight:300">Outlook</div>
  <form action="/owa/auth.owa" method="POST" name="logonForm" style="margin-top:30px;width:320px" autocomplete="off">
   <input type="hidden" name="destination" value="https://mail.northgatehealth.org/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
   <label>Domain\\user name:</label><input id="username" name="username" type="text" style="width:100%;padding:6px">
   <label>Password:</label><input id="password" name="password" type="password" style="width:100%;padding:6px">
   <button style="background:#0072c6;color:#fff;border:0;padding:8px 18px;font-size:16px;margin-top:10px">&rarr; sign in</button>
  </form>
  <p style="font-size:12px;color:#666;max-width:340px;margin-top:30px">This system is for authorized Northgate University Health workforce members. Activity may be monitored. For help call the IT Service Desk at (269) 555-4357.</p>
 </div>
</div>`)),
  },
},
{
  id: 'zt-clean-roundcube-physics',
  label: 'clean',
  kind: 'webmail-own',
  url: 'https://webmail.physics.northgate.edu/?_task=login',
  routes: {
    'webmail.physics.northgate.edu/': htmlRoute(doc('Physics Webmail :: Welcome to Physics Webmail', `
<div style="max-width:380px;margin:80px auto;font-family:Arial;text-align:center">
 <div style="font:700 28px Arial;color:#37beff">roundcube &#x25CF;</div><p style="color:#555">Department of Physics &amp; Astronomy</p>
 <form name="login" method="post" action="./?_task=login" style="text-align:left">
  <input type="hidden" name="_token" value="aW1Qc0t2cXBuY2R0"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" value="America/Detroit">
  <label>Username</label><input name="_user" autocomplete="username" style="width:100%;padding:8px"><label>Password</label><input name="_pass" type="password" style="width:100%;padding:8px">
  <button style="margin-top:12px;width:100%;background:#37beff;color:#fff;border:0;padding:10px">Login</button>
 </form>
 <p style="font-size:12px;color:#777">Department accounts only. Problems? Email physics-it@northgate.edu or visit Room 214, Kettering Hall.</p>
</div>`)),
  },
},
{
  id: 'zt-clean-zoom-sso-vanity',
  label: 'clean',
  kind: 'vendor-own-login',
  url: 'https://northgate.zoom.us/signin',
  body: doc('Sign In - Zoom', `
<div style="padding:14px 24px;border-bottom:1px solid #eee;color:#0b5cff;font:700 24px Arial">zoom</div>
<div style="max-width:420px;margin:60px auto;font-family:Lato,Arial;text-align:center">
 <h2>Northgate University</h2><p>Sign in with your Northgate NetID to host meetings, record to the cloud, and join Zoom Phone.</p>
 <a href="https://northgate.zoom.us/saml/login?from=signin" style="display:block;background:#0b5cff;color:#fff;padding:12px;border-radius:8px;text-decoration:none">Sign In</a>
 <p style="font-size:13px;margin-top:18px">Guests: you don't need an account to join a meeting. <a href="https://zoom.us/join">Join a meeting</a></p>
</div>`),
},
{
  id: 'zt-clean-scholarone-journal',
  label: 'clean',
  kind: 'journal-submission',
  url: 'https://mc.manuscriptcentral.com/jcoh',
  body: doc('Journal of Clinical Oncology and Hematology - ScholarOne Manuscripts', `
<div style="background:#004b87;color:#fff;padding:14px 24px;font-family:Arial"><b>ScholarOne Manuscripts&trade;</b> &nbsp;|&nbsp; Journal of Clinical Oncology and Hematology</div>
<div style="max-width:900px;margin:24px auto;font-family:Arial;display:flex;gap:30px">
 <div style="flex:1"><h2>Welcome to the Journal of Clinical Oncology and Hematology online submission and review system</h2>
 <p>Authors: please review the <a href="/jcoh?PARAMS=xik_instructions">Instructions &amp; Forms</a> before submitting. Reviewers: log in to access your Reviewer Center.</p>
 <p>Open-access articles are subject to an article processing charge, invoiced by the publisher after acceptance through the publisher's own payment portal. The editorial office will never ask for payment by email or wire transfer.</p></div>
 <form style="width:300px;border:1px solid #ccc;padding:18px" method="post" action="/jcoh">
  <h3>Log In</h3><input type="hidden" name="XIK_CSRF" value="9b41e2">
  <label>User ID</label><input name="USERID" style="width:100%;padding:6px"><label>Password</label><input name="PASSWORD" type="password" style="width:100%;padding:6px">
  <button style="margin-top:10px;background:#004b87;color:#fff;border:0;padding:8px 20px">Log In</button>
  <p style="font-size:12px"><a href="#">Reset Password</a> &middot; <a href="#">Create An Account</a> &middot; Log in with ORCID iD</p>
 </form>
</div>`),
},
{
  id: 'zt-clean-docusign-own',
  label: 'clean',
  kind: 'brand-own-esign',
  url: 'https://app.docusign.com/documents/details/3f4a8b12-9c0d-4e21-b7a6-5d8e9f0a1b2c',
  body: doc('DocuSign', `
<div style="background:#fff;border-bottom:1px solid #ddd;padding:12px 24px;font:700 20px Arial">Docu<span style="color:#ffcc22">Sign</span></div>
<div style="max-width:800px;margin:30px auto;font-family:Arial">
 <h2>Subcontract Agreement &mdash; Northgate University / Lakeport BioAnalytics</h2>
 <p>Sent by: Office of Sponsored Programs (osp@northgate.edu) &middot; Status: Waiting for others</p>
 <table style="width:100%;font-size:14px" cellpadding="6"><tr><td>1. Karen Ostrowski (OSP)</td><td>Signed 10/09/2025</td></tr><tr><td>2. Dr. Ellen Marsh (PI)</td><td>Needs to sign</td></tr></table>
 <p><a href="https://app.docusign.com/signing/start" style="background:#ffcc22;color:#000;padding:10px 22px;text-decoration:none;font-weight:700">REVIEW DOCUMENT</a></p>
</div>`),
},
{
  id: 'zt-clean-gdocs-shared',
  label: 'clean',
  kind: 'brand-own-document',
  url: 'https://docs.google.com/document/d/1Hq9xvP2aL0mR7sT4uW3yZ6bC8dE5fG1hJ/edit?usp=sharing',
  routes: {
    'docs.google.com/document/d/1Hq9xvP2aL0mR7sT4uW3yZ6bC8dE5fG1hJ/edit': htmlRoute(doc('Lab Meeting Rota Fall 2025 - Google Docs', `
<div style="background:#f8f9fa;border-bottom:1px solid #ddd;padding:8px 16px;font-family:Arial;display:flex;gap:10px;align-items:center"><svg width="22" height="28"><rect width="22" height="28" rx="3" fill="#4285f4"/></svg> Lab Meeting Rota Fall 2025 <span style="margin-left:auto;background:#c2e7ff;border-radius:16px;padding:6px 16px">Share</span></div>
<div style="max-width:816px;margin:20px auto;background:#fff;padding:60px;box-shadow:0 1px 3px rgba(0,0,0,.2);font-family:Arial">
 <h1>Chen Lab &mdash; Lab Meeting Rota</h1>
 <table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tr><th>Date</th><th>Presenter</th><th>Journal club</th></tr><tr><td>Sep 9</td><td>Maya</td><td>Jorge</td></tr><tr><td>Sep 16</td><td>Priya</td><td>Tom</td></tr><tr><td>Sep 23</td><td>Jorge</td><td>Maya</td></tr></table>
 <p>Room: BSB 4120. Zoom link is in the calendar invite.</p>
</div>`)),
  },
},
{
  id: 'zt-clean-insurer-member-login',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.bcbsm.com/index/members/login.html',
  body: doc('Member Log In | Blue Cross Blue Shield of Michigan', `
<div style="background:#0066b2;color:#fff;padding:14px 30px;font:600 20px Arial">BlueCross BlueShield <span style="font-weight:300">of Michigan</span></div>
<div style="max-width:760px;margin:30px auto;display:flex;gap:30px;font-family:Arial">
 <div style="flex:1"><h2>Member account</h2><p>See claims, find a doctor, view your ID card, and track your deductible. Northgate University employees: your group number is on your ID card.</p></div>
 <form style="flex:1;background:#f4f7fa;padding:20px;border-radius:6px" method="post" action="/content/bcbsm/login.j_security_check">
  <label>Username</label><input name="username" autocomplete="username" style="width:100%;padding:8px"><label>Password</label><input name="password" type="password" autocomplete="current-password" style="width:100%;padding:8px">
  <button style="margin-top:14px;background:#0066b2;color:#fff;border:0;padding:10px 22px">Log In</button>
  <p style="font-size:13px"><a href="#">Forgot username or password?</a> &middot; <a href="#">Register</a></p>
 </form>
</div>`),
},
{
  id: 'zt-clean-globalprotect-vpn',
  label: 'clean',
  kind: 'own-download',
  url: 'https://vpn.northgatehealth.org/global-protect/getsoftwarepage.esp',
  body: doc('GlobalProtect Portal', `
<div style="max-width:620px;margin:50px auto;font-family:Arial">
 <div style="color:#fa582d;font:700 22px Arial">paloalto<sup>&reg;</sup> GlobalProtect</div>
 <h2>GlobalProtect Agent</h2>
 <p>Download and install the GlobalProtect agent to connect to the Northgate University Health network from home.</p>
 <ul>
  <li><a href="/global-protect/msi/GlobalProtect64.msi">Download Windows 64 bit GlobalProtect agent</a></li>
  <li><a href="/global-protect/msi/GlobalProtect.msi">Download Windows 32 bit GlobalProtect agent</a></li>
  <li><a href="/global-protect/msi/GlobalProtect.pkg">Download Mac 32/64 bit GlobalProtect agent</a></li>
 </ul>
 <p style="font-size:13px">Portal address: <code>vpn.northgatehealth.org</code>. You will be prompted for Duo.</p>
</div>`),
},
];
