import type { Entry } from '../entry.js';
import { doc, corpChrome, cssRoute, pngRoute, fileRoute, jsRoute, gtagStub } from '../parts/t-kit.js';
import { pe } from '../parts/e-bin.js';

// Reported by mistake: institutional SSO, security-awareness pages, IT download portal and intranet news — dev split.

const hwNav = ['Home', 'News', 'People', 'Departments', 'IT Service Desk', 'HR'];

export const entries: Entry[] = [
  {
    id: 't-ok-hospital-sso',
    label: 'clean',
    kind: 'institution-sso',
    url: 'https://sso.stlukes-regional.org/adfs/ls/?SAMLRequest=fZJNT8MwDIbv%2FIoq9zbtdtiiaIGqUIRg&RelayState=ss%3Amem%3Aepic',
    body: doc(
      'Sign In',
      `<meta name="robots" content="noindex"><link rel="stylesheet" href="/adfs/portal/css/style.css?id=D74D4D6A6B5C">`,
      `<div id="fullPage"><div id="brandingWrapper" class="float"><div id="branding"></div></div>
<div id="contentWrapper" class="float"><div id="content"><div id="header"><div class="logo">St. Luke's Regional Health</div></div>
<div id="workArea"><div id="authArea" class="groupMargin"><div id="loginArea"><div id="loginMessage" class="groupMargin">Sign in with your organizational account</div>
<form method="post" id="loginForm" autocomplete="off" action="/adfs/ls/?SAMLRequest=fZJNT8MwDIbv&amp;RelayState=ss%3Amem%3Aepic&amp;client-request-id=7a2c"><div id="formsAuthenticationArea">
<input id="userNameInput" name="UserName" type="email" placeholder="someone@stlukes-regional.org" autocomplete="off"><input id="passwordInput" name="Password" type="password" placeholder="Password" autocomplete="off">
<div id="kmsiArea"><input type="checkbox" name="Kmsi" id="kmsiInput" value="true"> <label for="kmsiInput">Keep me signed in</label></div>
<span id="submitButton" class="submit" role="button" onclick="document.getElementById('loginForm').submit()">Sign in</span><input name="AuthMethod" type="hidden" value="FormsAuthentication"></div></form></div>
<div id="introduction" class="groupMargin"><p>Access to Epic, Imprivata, Kronos and the employee portal. Physicians and staff: use your network ID (e.g. jdoe@stlukes-regional.org).</p>
<p>WARNING: This system contains protected health information (PHI). Unauthorised access is prohibited and monitored under HIPAA.</p><p>Password help: IS Service Desk 24/7 at (208) 555-0190.</p></div></div></div>
<div id="footerPlaceholder"></div></div><div id="footer"><span id="copyright">&copy; 2026 Microsoft</span></div></div></div>`,
    ),
    routes: {
      'sso.stlukes-regional.org/adfs/portal/css/style.css': cssRoute(`body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif}#fullPage{display:flex;min-height:100vh}#brandingWrapper{flex:1;background:#005f83 linear-gradient(120deg,#005f83,#3aa3c4)}#contentWrapper{width:500px;padding:40px;box-sizing:border-box}.logo{font-size:22px;color:#005f83;font-weight:600;margin-bottom:30px}#loginForm input[type=email],#loginForm input[type=password]{width:100%;height:34px;border:1px solid #bbb;padding:0 8px;margin:6px 0;box-sizing:border-box}.submit{display:inline-block;background:#005f83;color:#fff;padding:8px 24px;margin-top:10px;cursor:pointer}#introduction{font-size:13px;color:#555;margin-top:24px}#footer{font-size:11px;color:#888;margin-top:60px}`),
    },
  },
  {
    id: 't-ok-university-cas',
    label: 'clean',
    kind: 'institution-sso',
    url: 'https://cas.westbrook.edu/cas/login?service=https%3A%2F%2Fcanvas.westbrook.edu%2Flogin%2Fcas',
    body: doc(
      'Westbrook University Central Authentication Service',
      `<link rel="stylesheet" href="/cas/themes/westbrook/css/cas.css"><link rel="icon" href="/cas/favicon.ico">`,
      `<header class="bar"><span class="crest"></span> WESTBROOK UNIVERSITY</header>
<main class="login"><section class="card"><h2>Central Authentication Service</h2><p class="svc">You are signing in to <b>Canvas LMS</b></p>
<form method="post" id="fm1" action="/cas/login?service=https%3A%2F%2Fcanvas.westbrook.edu%2Flogin%2Fcas"><label for="username">NetID</label><input id="username" name="username" type="text" autocapitalize="none" spellcheck="false" autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password"><input type="hidden" name="execution" value="e1s1-7a9b3c"><input type="hidden" name="_eventId" value="submit">
<button class="btn" type="submit">LOGIN</button></form>
<p class="help"><a href="https://its.westbrook.edu/netid">Forgot NetID or password?</a> &middot; <a href="https://its.westbrook.edu/duo">Duo two-factor help</a></p>
<p class="help">For security reasons, please log out and exit your web browser when you are done accessing services that require authentication. Check that the address bar shows <b>cas.westbrook.edu</b> before entering your password.</p></section>
<aside class="news"><h3>ITS Notices</h3><ul><li>Phishing alert: messages about "payroll changes" asking you to sign in are fraudulent. Report to phish@westbrook.edu.</li><li>Canvas maintenance Saturday 6&ndash;8 AM.</li></ul></aside></main>
<footer class="foot">&copy; 2026 Westbrook University &middot; Accessibility &middot; Privacy &middot; Apereo CAS 7.0</footer>`,
    ),
    routes: {
      'cas.westbrook.edu/cas/themes/westbrook/css/cas.css': cssRoute(`body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f5f3ef}.bar{background:#7a1f2b;color:#fff;padding:14px 30px;font-weight:700;letter-spacing:1px}.login{max-width:960px;margin:40px auto;display:grid;grid-template-columns:1fr 320px;gap:30px}.card{background:#fff;padding:30px;border-top:4px solid #7a1f2b}.card label{display:block;font-weight:600;margin:10px 0 4px}.card input{width:100%;padding:9px;border:1px solid #aaa;box-sizing:border-box}.btn{margin-top:16px;background:#7a1f2b;color:#fff;border:0;padding:10px 26px;font-weight:700}.help{font-size:13px;color:#555}.news{background:#fff;padding:20px;font-size:14px}.foot{text-align:center;font-size:12px;color:#777;padding:20px}`),
      'cas.westbrook.edu/cas/favicon.ico': pngRoute(122, 31, 43),
    },
  },
  {
    id: 't-ok-awareness-phishing-guide',
    label: 'clean',
    kind: 'security-awareness',
    url: 'https://intranet.hartwell-eng.com/it/security/how-to-spot-phishing',
    body: doc(
      'How to spot phishing – IT Security – Hartwell Intranet',
      gtagStub('G-HWINTRA001'),
      corpChrome(
        'Hartwell Engineering',
        '#1d4e89',
        hwNav,
        `<div style="font-size:13px;color:#666">IT Service Desk &rsaquo; Security &rsaquo; Awareness</div>
<h1>How to spot phishing (2026 edition)</h1><p>Attackers impersonate the services we use every day: Microsoft 365, DocuSign, Workday, ADP, Zoom. In the last quarter, the Security team received 1,284 reports from you &mdash; thank you. Here is what the real attacks looked like.</p>
<h2>1. "Your document is encrypted &ndash; verify to view"</h2><p>A page that shows a blurred PDF or spreadsheet and asks for your email password to "decrypt" it. Real Microsoft Purview-protected files open in Office or ask you to sign in at <b>login.microsoftonline.com</b> only.</p>
<h2>2. "Your password expires today"</h2><p>IT never asks you to confirm your current password on a web page. Password changes happen through <b>Ctrl+Alt+Del &rarr; Change a password</b> or at passwordreset.hartwell-eng.com.</p>
<h2>3. Approve the sign-in / number matching</h2><p>If Authenticator asks you to approve a sign-in you didn't start, <b>deny it</b> and tap "report fraud". Never read out or type a number matching code that a web page or caller gives you.</p>
<h2>4. QR codes in emails and PDFs</h2><p>"Scan to re-enroll MFA" or "scan to view your bonus letter" QR codes move the attack to your phone, where URL checking is weaker. We never send MFA enrolment QR codes by email.</p>
<h2>5. "Fix it yourself" prompts</h2><p>A web page that tells you to press <b>Win + R</b> and paste something, or to run a command in PowerShell to "fix audio" or "verify you are human", is an attack. Close the tab and call the Service Desk.</p>
<h2>6. Payment and bank-detail changes</h2><p>Suppliers changing bank details must be verified by phone using the number in the vendor master, never the number in the email.</p>
<h3>What to do</h3><ul><li>Use the <b>Report</b> button in Outlook.</li><li>If you entered your password somewhere, change it immediately and call ext. 4357.</li><li>Don't worry about reporting legitimate messages &mdash; we would rather check.</li></ul>`,
      ),
    ),
  },
  {
    id: 't-ok-phish-sim-landing',
    label: 'clean',
    kind: 'security-awareness',
    url: 'https://security.hartwell-eng.com/training/sim/landing?cid=Q4-2026-ADP-07&rid=8f21',
    body: doc(
      'Oops! This was a simulated phishing test',
      `<style>body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#fff8e6;color:#333}.w{max-width:760px;margin:40px auto;background:#fff;border:1px solid #f0d58c;border-radius:8px;padding:34px}
.flag{display:flex;gap:16px;align-items:center}.flag div{font-size:48px}.red{background:#fdecea;border-left:4px solid #d93025;padding:12px;margin:16px 0}.tip li{margin:6px 0}</style>`,
      `<div class="w"><div class="flag"><div>&#127907;</div><div><h1 style="margin:0">Oops! You clicked a simulated phishing email.</h1><p style="margin:4px 0 0">Don't worry &mdash; this was a training exercise run by Hartwell Engineering IT Security. No information was collected.</p></div></div>
<div class="red"><b>The email you clicked:</b> "ADP: Direct deposit change request &ndash; action required" from <i>payroll-notifications@adp-securemail.com</i></div>
<h3>Red flags you could have spotted</h3><ul class="tip"><li>The sender domain was <b>adp-securemail.com</b>, not adp.com.</li><li>It created urgency ("before the next pay run").</li><li>The link text said my.adp.com but pointed somewhere else &mdash; hover before you click.</li><li>Payroll changes are made in Workday, never through an emailed link.</li></ul>
<p>A 5-minute refresher module has been assigned to you in the Learning Portal. Questions? Email security-awareness@hartwell-eng.com.</p>
<p style="font-size:12px;color:#888">Campaign Q4-2026-ADP-07 &middot; Results are used for aggregate reporting only.</p></div>`,
    ),
  },
  {
    id: 't-ok-it-downloads-citrix-workspace',
    label: 'clean',
    kind: 'it-downloads',
    url: 'https://it.brennanlogistics.com/software/remote-access/citrix-workspace',
    body: doc(
      'Citrix Workspace app – IT Software Center – Brennan Logistics',
      `<style>.dl{display:inline-block;background:#0b6e4f;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;margin-right:10px}table{border-collapse:collapse;font-size:14px}td{border:1px solid #ddd;padding:6px 10px}</style>`,
      corpChrome(
        'Brennan Logistics IT',
        '#0b6e4f',
        ['Software Center', 'Knowledge Base', 'Request Access', 'Service Status', 'My Tickets'],
        `<h1>Citrix Workspace app</h1><p>Citrix Workspace app gives you access to Virtual Apps (TMS, SAP GUI, the dispatch console) from home. Company laptops receive it automatically through Intune; use this page only for personal devices approved under the BYOD policy.</p>
<p><a class="dl" href="/software/files/CitrixWorkspaceApp-2409.exe">Download for Windows (2409)</a><a class="dl" style="background:#555" href="https://www.citrix.com/downloads/workspace-app/">Other platforms (citrix.com)</a></p>
<table><tr><td>Version</td><td>24.9.0.133 (2409)</td></tr><tr><td>Size</td><td>28 KB (bootstrapper)</td></tr><tr><td>SHA-256</td><td><code>7f3c9a0e41d2b6c85e9f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f</code></td></tr><tr><td>Publisher</td><td>Citrix Systems, Inc. (Authenticode signed)</td></tr></table>
<h3>After installing</h3><ol><li>Open Citrix Workspace and add the store <b>apps.brennanlogistics.com</b>.</li><li>Sign in with your network account and approve the Duo push.</li></ol>
<p style="font-size:13px;color:#666">Problems? See KB0010421 or open a ticket.</p>`,
      ),
    ),
    routes: {
      'it.brennanlogistics.com/software/files/CitrixWorkspaceApp-2409.exe': fileRoute(pe({ strings: ['Citrix Systems, Inc.', 'Citrix Workspace app', 'CitrixWorkspaceApp.exe', '24.9.0.133'], size: 28672 }), 'application/octet-stream', 'CitrixWorkspaceApp-2409.exe'),
    },
  },
  {
    id: 't-ok-intranet-bonus-announcement',
    label: 'clean',
    kind: 'intranet-news',
    url: 'https://intranet.hartwell-eng.com/news/2026/11/annual-bonus-and-compensation-review',
    body: doc(
      'Annual bonus and compensation review timeline – Hartwell Intranet',
      gtagStub('G-HWINTRA001'),
      corpChrome(
        'Hartwell Engineering',
        '#1d4e89',
        hwNav,
        `<div style="font-size:13px;color:#666">News &rsaquo; HR &middot; Posted by People Team &middot; November 21, 2026</div>
<h1>Annual bonus and compensation review: timeline</h1><p>Thank you for an outstanding year. Here's what to expect from this year's compensation cycle.</p>
<ul><li><b>Dec 1&ndash;12:</b> managers finalise ratings in Workday.</li><li><b>Jan 9:</b> compensation statements available in Workday (Pay &rarr; Total Rewards).</li><li><b>Jan 30:</b> bonuses paid with the regular payroll.</li></ul>
<p>Your statement will only ever be in Workday. The People Team does not send bonus letters as attachments, QR codes or links to other websites. If you get one, report it with the Outlook <b>Report</b> button.</p>
<p>Questions: talk to your manager or your HR Business Partner.</p>
<h3>Comments (14)</h3><p style="font-size:14px"><b>Sam K.</b>: Will the Total Rewards statement include the 401(k) match? &mdash; <b>People Team</b>: Yes, it will.</p>`,
      ),
    ),
  },
  {
    id: 't-ok-zscaler-block-page',
    label: 'clean',
    kind: 'security-awareness',
    url: 'https://gateway.zscloud.net/block?url=https%3A%2F%2Fdocs-viewonline.qzxcloud.ru%2FrT7m%2F&category=Phishing&user=j.morales%40hartwell-eng.com&cid=hartwell',
    body: doc(
      'Website blocked',
      `<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f7f7f7;color:#333}.top{background:#1d4e89;color:#fff;padding:14px 30px;font-weight:700}
.w{max-width:720px;margin:50px auto;background:#fff;border:1px solid #ddd;border-top:5px solid #d93025;padding:30px}.tb{font-size:14px;border-collapse:collapse;margin:14px 0}.tb td{padding:6px 12px 6px 0;vertical-align:top}.tb td:first-child{color:#777;white-space:nowrap}</style>`,
      `<div class="top">Hartwell Engineering &middot; Internet Security</div>
<div class="w"><h2 style="margin-top:0;color:#d93025">Website blocked: suspected phishing</h2>
<p>The page you tried to open was identified as a phishing site that imitates a Microsoft sign-in page. Access has been blocked to protect your account.</p>
<table class="tb"><tr><td>URL</td><td id="u"></td></tr><tr><td>Category</td><td id="c"></td></tr><tr><td>User</td><td id="us"></td></tr><tr><td>Time</td><td id="t"></td></tr></table>
<p><b>If you already entered your password on this site</b>, change it now (Ctrl+Alt+Del &rarr; Change a password) and call the Service Desk at ext. 4357.</p>
<p style="font-size:13px">Think this is a mistake? <a href="https://hartwelleng.service-now.com/sp?id=sc_cat_item&amp;sys_id=url_review">Request a review</a> of this categorisation.</p>
<p style="font-size:11px;color:#999">Policy: Block Security Risk &middot; Powered by Zscaler Internet Access</p></div>
<script>var q=new URLSearchParams(location.search);document.getElementById('u').textContent=q.get('url');document.getElementById('c').textContent=q.get('category');document.getElementById('us').textContent=q.get('user');document.getElementById('t').textContent=new Date().toUTCString();</script>`,
    ),
  },
];
