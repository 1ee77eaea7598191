import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, cookieBar, msSquares, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Legitimate pages near credential phishing: password reset / recovery / MFA, security awareness, IT
// helpdesk notices, businesses with brand words in their names, resellers, intranet device logins,
// government service logins on government domains, real HR/education/hospitality portals.

export const entries: Entry[] = [
  {
  id: 'i-clean-mfa-duo-universal-prompt',
  label: 'clean',
  kind: 'mfa',
  url: 'https://api-7f3c91ad.duosecurity.com/frame/v4/auth/prompt?sid=frameless-5b1e8c2a-9d4f-4a61-b7e3-0c2d9f8a1b6e',
  body: doc({
    title: 'Duo Security',
    head: `<style>body{margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f7f8fa;color:#21252b}.card{width:400px;margin:60px auto;background:#fff;border:1px solid #e1e4e8;border-radius:8px;padding:32px;text-align:center}.org{display:flex;align-items:center;gap:10px;justify-content:center;margin-bottom:20px}.org i{width:40px;height:40px;background:#3b6e4f;border-radius:6px;display:inline-block}h1{font-size:24px;font-weight:600}.push{font-size:14px;color:#535a61}.code{font-size:34px;letter-spacing:6px;font-weight:700;margin:16px 0}.other{margin-top:30px;font-size:14px}.other a{color:#0b64d6}.bar{height:4px;background:#e1e4e8;border-radius:2px;overflow:hidden;margin:18px 0}.bar div{height:100%;width:40%;background:#2b7f4b;animation:p 60s linear forwards}@keyframes p{from{width:100%}to{width:0}}.ft{font-size:12px;color:#6b737b;margin-top:30px}</style>`,
    body: `<div class="card"><div class="org"><i></i><b>Greenfield Community College</b></div>
<h1>Check for a Duo Push</h1>
<p class="push">Verify it's you by approving the notification sent to <b>"iPhone" (***-***-4417)</b></p>
<p class="push">Enter this verification code in the Duo Mobile app:</p>
<div class="code" id="vc"></div>
<div class="bar"><div></div></div>
<label style="font-size:14px"><input type="checkbox"> Yes, this is my device</label>
<div class="other"><a href="/frame/v4/auth/prompt/other?sid=frameless-5b1e8c2a">Other options</a> · <a href="https://help.duo.com/s/">Need help?</a></div>
<div class="ft">Secured by Duo</div></div>
<script>document.getElementById('vc').textContent=String(Math.floor(100+Math.random()*900));</script>`,
  }),
},
  {
  id: 'i-clean-mfa-enroll-authenticator-it-guide',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://it.ostbrook-engineering.com/kb/mfa/enroll-microsoft-authenticator',
  body: doc({
    title: 'Set up Microsoft Authenticator for MFA – Ostbrook IT Service Desk',
    head: `<style>body{margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#fff;color:#222}header{background:#203a5c;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}header a{color:#cfe0f5;margin-left:16px;text-decoration:none}.kb{max-width:820px;margin:30px auto;padding:0 20px}.meta{color:#777;font-size:13px}.step{border-left:4px solid #2a6ebb;padding:6px 14px;margin:14px 0;background:#f6f9fd}.warn{background:#fff4e5;border:1px solid #f0c27b;padding:12px}code{background:#f0f0f0;padding:1px 4px}footer{border-top:1px solid #ddd;margin-top:40px;padding:20px 30px;font-size:12px;color:#777}</style>`,
    body: `<header><b>Ostbrook IT Service Desk</b><nav><a href="/kb">Knowledge base</a><a href="/tickets/new">Raise a ticket</a><a href="/status">Service status</a></nav></header>
<div class="kb"><h1>Set up Microsoft Authenticator for multi-factor authentication</h1>
<p class="meta">KB0010342 · Updated 14 Nov 2025 · Applies to: all staff and contractors</p>
<p>From <b>1 December 2025</b>, SMS codes will no longer be accepted for Microsoft 365 sign-in. Please register the Microsoft Authenticator app before then.</p>
<div class="step"><b>1.</b> Install <i>Microsoft Authenticator</i> from the App Store or Google Play on your company or personal phone.</div>
<div class="step"><b>2.</b> On your computer, go to <a href="https://mysignins.microsoft.com/security-info">https://mysignins.microsoft.com/security-info</a> and sign in with your Ostbrook account (<code>firstname.lastname@ostbrook-engineering.com</code>).</div>
<div class="step"><b>3.</b> Choose <b>Add sign-in method</b> → <b>Authenticator app</b> and scan the QR code shown on screen with the app.</div>
<div class="step"><b>4.</b> Approve the test notification. When signing in you will now see a two-digit number to enter in the app.</div>
<div class="warn"><b>Never approve a sign-in request you did not start.</b> The IT Service Desk will never ask you for your password or for an Authenticator number by email, Teams chat or phone. If you receive unexpected MFA prompts, deny them and report via the <i>Report phishing</i> button in Outlook.</div>
<p>Need help? Call the Service Desk on ext. 4357 (HELP), 07:00–19:00 CET.</p></div>
<footer>Ostbrook Engineering GmbH · Internal use only · Owner: IT Operations</footer>`,
  }),
},
  {
  id: 'i-clean-awareness-university-phish-examples',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://its.westmere.edu/security/phishing/recent-examples',
  body: doc({
    title: 'Recent Phishing Examples | Information Technology Services | Westmere University',
    head: `<style>body{margin:0;font-family:Georgia,'Times New Roman',serif;background:#fff;color:#222}.u{background:#3b1f5c;color:#fff;padding:16px 30px;font-size:20px}.nav{background:#eee;padding:8px 30px;font-family:Arial;font-size:14px}.nav a{margin-right:16px}.c{max-width:860px;margin:24px auto;padding:0 20px;font-family:Arial,sans-serif}.ex{border:1px solid #ccc;border-radius:4px;margin:20px 0}.ex h3{margin:0;background:#f8f3fb;padding:10px 14px;font-size:16px}.ex pre{white-space:pre-wrap;font-family:Consolas,monospace;font-size:13px;background:#fafafa;padding:14px;margin:0}.ex .flags{padding:10px 14px;font-size:14px;background:#fff8e1}.tag{display:inline-block;background:#c62828;color:#fff;font-size:11px;padding:2px 6px;border-radius:3px}footer{background:#3b1f5c;color:#ddd;font-size:12px;padding:20px 30px;margin-top:40px}</style>`,
    body: `<div class="u">Westmere University · Information Technology Services</div>
<div class="nav"><a href="/">ITS Home</a><a href="/security">Security</a><a href="/security/phishing">Phishing</a><a href="/help">Get Help</a></div>
<div class="c"><h1>Recent phishing examples</h1>
<p>These messages were reported by members of the Westmere community. They are shown here so you can learn to recognise similar attempts. <b>Links have been removed.</b> If you entered your password on any of these pages, change it at <a href="https://password.westmere.edu">password.westmere.edu</a> and contact the ITS Service Desk immediately.</p>
<div class="ex"><h3><span class="tag">PHISH</span> "Your mailbox will be deactivated" — 24 Nov 2025</h3><pre>From: Westmere IT Support &lt;helpdesk@westmere-edu-support.com&gt;
Subject: Final Notice: Mailbox Deactivation

Your student/staff email account has been flagged for deactivation as part of the
end-of-term account cleanup. Sign in to keep your account active:
[link removed]

Failure to verify within 24 hours will result in permanent loss of all emails.</pre>
<div class="flags"><b>Red flags:</b> sender domain is not westmere.edu; urgent deadline; ITS never deactivates accounts by email; the linked page asked for your NetID password on a non-Westmere site.</div></div>
<div class="ex"><h3><span class="tag">PHISH</span> "Payroll direct deposit update" — 18 Nov 2025</h3><pre>Subject: ACTION REQUIRED: Verify your direct deposit before 12/05 payroll
Please verify your banking information in the new HR portal to avoid delays...</pre>
<div class="flags"><b>Red flags:</b> HR changes are made only in Workday via sso.westmere.edu; the message linked to a look-alike Workday page.</div></div>
<div class="ex"><h3><span class="tag">PHISH</span> Fake DocuSign "Amended Agreement" — 9 Nov 2025</h3><pre>Paulina Ward sent you a document to review and sign. REVIEW DOCUMENT</pre>
<div class="flags"><b>Red flags:</b> clicking "Review" asked you to "select your email provider" and enter your email password — real DocuSign never asks for your email password.</div></div>
<h2>How to report</h2><p>Use the <b>Report Phishing</b> button in Outlook, or forward the message as an attachment to <a href="mailto:phish@westmere.edu">phish@westmere.edu</a>.</p></div>
<footer>Westmere University · 200 College Ave · Accessibility · Privacy · © 2025</footer>`,
  }),
},
  {
  id: 'i-clean-helpdesk-password-expiry-notice',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://servicedesk.hollis-marlow.co.uk/news/2025/11/password-expiry-and-sspr',
  body: doc({
    title: 'Your network password expires every 180 days – what to do | Hollis Marlow Service Desk',
    lang: 'en-GB',
    head: `<style>body{margin:0;font-family:Calibri,'Segoe UI',Arial,sans-serif;background:#f7f7f7;color:#222}.top{background:#00313c;color:#fff;padding:14px 30px}.top small{opacity:.7}.c{max-width:780px;margin:24px auto;background:#fff;padding:26px 34px}.note{background:#e8f4f6;padding:12px;border-left:4px solid #00838f}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px;font-size:14px;text-align:left}footer{text-align:center;font-size:12px;color:#777;padding:20px}</style>`,
    body: `<div class="top"><b>Hollis Marlow LLP</b> <small>IT Service Desk · Intranet</small></div>
<div class="c"><h1>Your network password expires every 180 days</h1><p style="color:#777">Posted by IT Operations · 20 November 2025</p>
<p>You will receive a Windows notification 14 days before your password expires. You can change it at any time while in the office or on VPN by pressing <b>Ctrl+Alt+Del → Change a password</b>.</p>
<p>If you are working remotely or your password has already expired, use Self-Service Password Reset (SSPR) at <a href="https://passwordreset.microsoftonline.com/">passwordreset.microsoftonline.com</a>. You must have registered your mobile number or Authenticator app first.</p>
<div class="note"><b>We will never email you a link to "keep your current password".</b> Messages saying your password "expires today" with a button to retain it are phishing. Report them with the Report button in Outlook.</div>
<h3>Password requirements</h3><table><tr><th>Rule</th><th>Requirement</th></tr><tr><td>Minimum length</td><td>14 characters (passphrases welcome)</td></tr><tr><td>History</td><td>Last 12 passwords cannot be reused</td></tr><tr><td>Lockout</td><td>10 failed attempts, 15 minutes</td></tr></table>
<p>Still stuck? Call the Service Desk on 020 7946 0321 or raise a ticket in <a href="/portal">the portal</a>.</p></div>
<footer>Internal use only · Hollis Marlow LLP · Information Security Policy IS-04</footer>`,
  }),
},
  {
  id: 'i-clean-brandword-amazon-rainforest-tours',
  label: 'clean',
  kind: 'brand-word-business',
  url: 'https://www.amazonrainforest-tours.pe/en/my-booking/login',
  body: doc({
    title: 'Manage My Booking – Amazon Rainforest Tours Iquitos',
    head: `<style>body{margin:0;font-family:'Lato',Arial,sans-serif;color:#1f2d1a;background:#fbfaf5}.nav{background:#1f4d2b;color:#fff;padding:14px 40px;display:flex;justify-content:space-between}.nav a{color:#e3f0d9;margin-left:16px;text-decoration:none}.c{max-width:920px;margin:30px auto;display:flex;gap:30px}.box{flex:1;background:#fff;border:1px solid #e0e6da;padding:24px;border-radius:8px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bcc8b3;margin:4px 0 12px}button{background:#d97b29;color:#fff;border:0;padding:11px 26px;border-radius:4px}.trip{font-size:14px}footer{background:#1f4d2b;color:#cfe0c5;padding:20px 40px;font-size:12px}</style>`,
    body: `<div class="nav"><b>🌿 Amazon Rainforest Tours</b><div><a href="/en/tours">Tours</a><a href="/en/lodges">Lodges</a><a href="/en/about">About us</a><a href="/en/my-booking/login">My Booking</a><a href="/es/">ES</a></div></div>
<div class="c"><div class="box"><h2>Manage my booking</h2><p>Enter your booking reference and the email used when booking.</p><form action="/en/my-booking" method="post" onsubmit="return false"><label>Booking reference</label><input placeholder="e.g. ART-25-1187"><label>Email</label><input type="email"><button>Find my booking</button></form><p style="font-size:13px">Travel agents: <a href="/en/agents/login">agent login</a></p></div>
<div class="box trip"><h3>Popular trips</h3><ul><li>4 days / 3 nights · Pacaya-Samiria Reserve</li><li>Pink dolphin &amp; Amazon river cruise</li><li>Ayahuasca-free jungle survival course</li></ul><p>Licensed tour operator · DIRCETUR Loreto Reg. 0452-2019. Not affiliated with Amazon.com, Inc.</p><p>WhatsApp: +51 965 555 014</p></div></div>
<footer>© 2025 Amazon Rainforest Tours S.A.C. · Jr. Putumayo 468, Iquitos, Peru · Terms · Privacy</footer>`,
  }),
},
  {
  id: 'i-clean-gov-uk-council-tax-account',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://myaccount.northhertfordshire.gov.uk/service/council_tax_account?i=home',
  body: doc({
    title: 'Sign in to your council tax account - North Hertfordshire District Council',
    lang: 'en-GB',
    head: `<style>body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.h{background:#2b4f2b;color:#fff;padding:14px 30px;font-size:20px;font-weight:bold}.pb{background:#f3f2f1;padding:8px 30px;font-size:14px}.m{max-width:640px;margin:30px}.m h1{font-size:36px}label{display:block;font-weight:bold;margin-top:16px}input{width:100%;max-width:380px;border:2px solid #0b0c0c;padding:6px;font-size:18px}.btn{background:#00703c;color:#fff;border:0;padding:10px 16px;font-size:18px;margin-top:24px;box-shadow:0 2px 0 #002d18}.inset{border-left:10px solid #b1b4b6;padding:10px 15px;margin:20px 0}footer{border-top:1px solid #b1b4b6;padding:20px 30px;font-size:14px;margin-top:40px;background:#f3f2f1}</style>`,
    body: `<div class="h">North Hertfordshire District Council</div><div class="pb">Council tax · Business rates · Benefits</div>
<div class="m"><h1>Sign in to your account</h1>
<p>View your council tax bill, set up a Direct Debit, apply for a single person discount or tell us you're moving.</p>
<form method="post" action="/service/council_tax_account/signin" onsubmit="return false"><label>Email address</label><input type="email" autocomplete="email"><label>Password</label><input type="password" autocomplete="current-password"><br><button class="btn">Sign in</button></form>
<p><a href="/forgotten-password">I've forgotten my password</a></p><p><a href="/register">Create an account</a> – you'll need your council tax account number (it starts with a 6 and is on your bill).</p>
<div class="inset">We will never text you a link asking for card details to receive a council tax rebate.</div></div>
<footer>North Hertfordshire District Council, Council Offices, Gernon Road, Letchworth Garden City, SG6 3JF · Accessibility statement · Privacy · Cookies</footer>`,
  }),
},
  {
  id: 'i-clean-gov-us-county-permit-portal',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://permits.larimer.gov/CitizenAccess/Login.aspx?ReturnUrl=%2fCitizenAccess%2fCap%2fCapHome.aspx%3fmodule%3dBuilding&i=1',
  body: doc({
    title: 'Larimer County Citizen Access - Login',
    head: `<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#333}.h{background:#00467f;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:14px}.seal{width:40px;height:40px;border-radius:50%;background:#e9d8a6}.tabs{background:#fff;border-bottom:1px solid #ccc;padding:0 30px}.tabs a{display:inline-block;padding:10px 14px;color:#00467f;text-decoration:none}.w{display:flex;gap:30px;max-width:1000px;margin:20px auto}.login{flex:1;background:#fff;padding:20px;border:1px solid #ccc}.login input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #999;margin:4px 0 12px}.login button{background:#00467f;color:#fff;border:0;padding:9px 20px}.news{flex:2;background:#fff;padding:20px;border:1px solid #ccc;font-size:14px}footer{text-align:center;font-size:12px;color:#666;padding:20px}</style>`,
    body: `<div class="h"><span class="seal"></span><b>Larimer County, Colorado · Community Development</b></div>
<div class="tabs"><a href="#">Home</a><a href="#">Building</a><a href="#">Planning</a><a href="#">Engineering</a><a href="#">Septic</a></div>
<div class="w"><div class="login"><h3>Login</h3><form onsubmit="return false"><label>User Name or E-mail</label><input autocomplete="username"><label>Password</label><input type="password" autocomplete="current-password"><label><input type="checkbox" style="width:auto"> Remember me</label><br><br><button>Sign In</button></form><p style="font-size:13px"><a href="#">I've forgotten my password</a><br><a href="#">New Users: Register for an Account</a></p></div>
<div class="news"><h3>Welcome to Citizen Access</h3><p>Apply for building permits, schedule inspections, pay fees and check the status of planning applications online.</p><p><b>Holiday schedule:</b> Inspections will not be scheduled on Thursday, November 27 or Friday, November 28.</p><p>Need help? Call the Building Division at (970) 498-7700.</p></div></div>
<footer>Larimer County · 200 W. Oak St., Fort Collins, CO 80521 · Accela Citizen Access</footer>`,
  }),
},
  {
  id: 'i-clean-gov-de-serviceportal-bundid',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://serviceportal.leipzig.de/anmelden?i=start',
  body: doc({
    title: 'Anmelden – Serviceportal der Stadt Leipzig',
    lang: 'de',
    head: `<style>body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;background:#fff;color:#222}.h{border-bottom:4px solid #d30f1c;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.h b{font-size:22px}.c{max-width:900px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px}.opt{border:1px solid #ccc;border-radius:6px;padding:20px}.opt button{background:#d30f1c;color:#fff;border:0;padding:10px 20px;border-radius:4px}.opt input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #888;margin:4px 0 12px}footer{background:#f1f1f1;padding:20px 30px;font-size:13px;margin-top:40px}</style>`,
    body: `<div class="h"><b>Stadt Leipzig · Serviceportal</b><span>Leichte Sprache · Gebärdensprache · EN</span></div>
<div class="c"><div class="opt"><h2>Mit BundID anmelden</h2><p>Melden Sie sich mit Ihrem Online-Ausweis (eID), ELSTER-Zertifikat oder Benutzername und Passwort über das zentrale Nutzerkonto des Bundes an.</p><button onclick="location.href='https://id.bund.de/de'">Weiter zur BundID</button></div>
<div class="opt"><h2>Servicekonto Leipzig</h2><form onsubmit="return false"><label>E-Mail-Adresse</label><input type="email" autocomplete="username"><label>Passwort</label><input type="password" autocomplete="current-password"><button>Anmelden</button></form><p style="font-size:13px"><a href="#">Passwort vergessen</a> · <a href="#">Registrieren</a></p></div></div>
<div style="max-width:900px;margin:0 auto"><p>Beliebte Leistungen: Wohnsitz ummelden · Anwohnerparkausweis · Bewohnerparken · Hundesteuer · Termin Bürgerbüro</p></div>
<footer>Stadt Leipzig · Martin-Luther-Ring 4–6 · 04109 Leipzig · Impressum · Datenschutz · Barrierefreiheit</footer>`,
  }),
},
  {
  id: 'i-clean-gov-au-mygov-signin',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://my.gov.au/LoginServices/main/login?execution=e1s1&i=clean',
  body: doc({
    title: 'Sign in with myGov - myGov',
    lang: 'en-AU',
    head: `<style>body{margin:0;font-family:'Public Sans',Arial,sans-serif;color:#313131}.h{background:#00698f;color:#fff;padding:16px 30px;font-size:24px;font-weight:bold}.m{max-width:560px;margin:30px auto;padding:0 20px}h1{font-size:32px}input{width:100%;box-sizing:border-box;padding:11px;border:2px solid #313131;border-radius:4px;margin:6px 0 16px}.b{background:#00698f;color:#fff;border:0;border-radius:4px;padding:12px 30px;font-size:16px}.alt{border-top:1px solid #ddd;margin-top:24px;padding-top:16px}.sc{background:#fdf3e7;border-left:4px solid #c96b00;padding:12px;font-size:14px}footer{background:#f5f5f5;padding:20px 30px;font-size:13px;margin-top:40px}</style>`,
    body: `<div class="h">myGov</div>
<div class="m"><h1>Sign in with myGov</h1>
<form onsubmit="return false"><label>Username or email</label><input autocomplete="username"><label>Password</label><input type="password" autocomplete="current-password"><button class="b">Sign in</button></form>
<p><a href="#">Forgot username</a> · <a href="#">Forgot password</a></p>
<div class="alt"><h3>Other ways to sign in</h3><p>Use your myGov app with a passkey, or sign in with <b>myID</b>.</p></div>
<div class="sc"><b>Scam alert:</b> myGov will never send you an email or SMS with a link to sign in. Always type my.gov.au into your browser or use the myGov app.</div></div>
<footer>myGov is provided by Services Australia · Accessibility · Privacy · Terms of use · Security</footer>`,
  }),
},
  {
  id: 'i-clean-hr-workday-tenant-signin',
  label: 'clean',
  kind: 'own-login',
  url: 'https://wd3.myworkday.com/ferncliff_foods/login.htmld?i=tenant',
  body: doc({
    title: 'Workday',
    head: `<style>body{margin:0;font-family:Roboto,'Helvetica Neue',Arial,sans-serif;background:#f6f7f8;color:#333}.c{width:420px;margin:80px auto;background:#fff;border-radius:12px;padding:40px;text-align:center;box-shadow:0 1px 4px #0002}.logo{font-size:34px;color:#005cb9;font-weight:300}.logo b{color:#f38b00}.t{font-size:14px;color:#666;margin-bottom:24px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #a0a4a8;border-radius:8px;margin:6px 0 14px}.b{width:100%;background:#0875e1;color:#fff;border:0;border-radius:20px;padding:11px;font-weight:600}.sso{width:100%;background:#fff;border:1px solid #0875e1;color:#0875e1;border-radius:20px;padding:11px;font-weight:600;margin-top:10px}.f{font-size:12px;color:#888;margin-top:24px}</style>`,
    body: `<div class="c"><div class="logo">workday<b>.</b></div><div class="t">Ferncliff Foods</div>
<button class="sso" onclick="location.href='/ferncliff_foods/saml2/sso?i=1'">Sign in with Ferncliff SSO</button>
<p style="font-size:13px;color:#666;margin:14px 0">Contractors and retirees</p>
<form onsubmit="return false"><input placeholder="Username" autocomplete="username"><input type="password" placeholder="Password" autocomplete="current-password"><button class="b">Sign In</button></form>
<div class="f"><a href="#">Forgot Password?</a> · © 2025 Workday, Inc. All rights reserved.</div></div>`,
  }),
},
  {
  id: 'i-clean-edu-cas-university-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://cas.univ-grenoble-alpes.fr/cas/login?service=https%3A%2F%2Fleo.univ-grenoble-alpes.fr%2F&i=1',
  body: doc({
    title: 'Service d\'authentification central UGA',
    lang: 'fr',
    head: `<style>body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f3f4f6;color:#222}.h{background:#fff;border-bottom:3px solid #1e2c52;padding:14px 30px;font-weight:bold;color:#1e2c52}.c{max-width:460px;margin:40px auto;background:#fff;padding:30px;border-radius:4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;margin:4px 0 14px}.b{background:#1e2c52;color:#fff;border:0;padding:10px 26px}.w{font-size:13px;background:#fff4e5;padding:10px;border-left:4px solid #e68a00}footer{text-align:center;font-size:12px;color:#777;padding:20px}</style>`,
    body: `<div class="h">Université Grenoble Alpes · Authentification</div>
<div class="c"><h2>Entrez votre identifiant et votre mot de passe</h2>
<form id="fm1" method="post" action="/cas/login" onsubmit="return false"><label>Identifiant Agalan</label><input name="username" autocomplete="username"><label>Mot de passe</label><input name="password" type="password" autocomplete="current-password"><input type="hidden" name="execution" value="c5b9e2a4-3f1d-47c8-9a6b-e1d0f2c3b4a5_ZXlKaGJHY2lPaUpJVXpVeE1pSjk"><input type="hidden" name="_eventId" value="submit"><button class="b">Se connecter</button></form>
<p style="font-size:13px"><a href="https://sesame.univ-grenoble-alpes.fr/">Mot de passe oublié ?</a></p>
<p class="w">Pour des raisons de sécurité, veuillez vous déconnecter et fermer votre navigateur lorsque vous avez fini d'accéder aux services authentifiés. La DGD SI ne vous demandera jamais votre mot de passe par courriel.</p></div>
<footer>Université Grenoble Alpes · Apereo CAS</footer>`,
  }),
},
];
