import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, cookieBar, msSquares, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Legitimate pages near credential phishing: password reset / recovery / MFA, security awareness, IT
// helpdesk notices, businesses with brand words in their names, resellers, intranet device logins,
// government service logins on government domains, real HR/education/hospitality portals.

export const entries: Entry[] = [
  {
  id: 'i-clean-reset-github-password',
  label: 'clean',
  kind: 'password-reset',
  url: 'https://github.com/password_reset?i=from-login',
  body: doc({
    title: 'Forgot your password? · GitHub',
    head: `<style>body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,sans-serif;background:#f6f8fa;color:#1f2328}.hd{text-align:center;padding:32px 0 24px}.auth-form{width:340px;margin:0 auto}.auth-form h1{font-size:24px;font-weight:300;text-align:center}.body{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:16px}label{font-weight:600;font-size:14px}input{width:100%;box-sizing:border-box;padding:5px 12px;border:1px solid #d0d7de;border-radius:6px;margin:8px 0 16px;font-size:14px;line-height:20px}.btn{width:100%;background:#1f883d;color:#fff;border:1px solid rgba(31,35,40,.15);border-radius:6px;padding:5px 16px;font-weight:500;font-size:14px}footer{text-align:center;font-size:12px;margin:40px;color:#636c76}footer a{margin:0 8px;color:#636c76}</style>`,
    body: `<div class="hd"><svg height="48" viewBox="0 0 16 16" width="48" aria-hidden="true"><path fill="#1f2328" d="M8 0c4.42 0 8 3.58 8 8a8.013 8.013 0 0 1-5.45 7.59c-.4.08-.55-.17-.55-.38 0-.27.01-1.13.01-2.2 0-.75-.25-1.23-.54-1.48 1.78-.2 3.65-.88 3.65-3.95 0-.88-.31-1.59-.82-2.15.08-.2.36-1.02-.08-2.12 0 0-.67-.22-2.2.82-.64-.18-1.32-.27-2-.27-.68 0-1.36.09-2 .27-1.53-1.03-2.2-.82-2.2-.82-.44 1.1-.16 1.92-.08 2.12-.51.56-.82 1.28-.82 2.15 0 3.06 1.86 3.75 3.64 3.95-.23.2-.44.55-.51 1.07-.46.21-1.61.55-2.33-.66-.15-.24-.6-.83-1.23-.82-.67.01-.27.38.01.53.34.19.73.9.82 1.13.16.45.68 1.31 2.69.94 0 .67.01 1.3.01 1.49 0 .21-.15.45-.55.38A7.995 7.995 0 0 1 0 8c0-4.42 3.58-8 8-8Z"/></svg></div>
<div class="auth-form"><h1>Reset your password</h1>
<form action="/password_reset" method="post" class="body"><input type="hidden" name="authenticity_token" value="b3Jk2Lq9sV8xN1mP0aW7tY4uE6rT5yQ2iO3pA9sD">
<label for="email_field">Enter your user account's verified email address and we will send you a password reset link.</label><input type="text" name="email" id="email_field" autocomplete="username" autofocus placeholder="Enter your email address">
<input type="submit" class="btn" value="Send password reset email"></form></div>
<footer><a href="https://docs.github.com/site-policy/github-terms/github-terms-of-service">Terms</a><a href="https://docs.github.com/site-policy/privacy-policies/github-privacy-statement">Privacy</a><a href="https://docs.github.com">Docs</a><a href="https://support.github.com">Contact GitHub Support</a><a href="#">Manage cookies</a></footer>`,
  }),
},
  {
  id: 'i-clean-recovery-microsoft-account-reset',
  label: 'clean',
  kind: 'password-reset',
  url: 'https://account.live.com/ResetPassword.aspx?wreply=https%3A%2F%2Flogin.live.com%2Flogin.srf&mn=i-clean-recovery',
  body: doc({
    title: 'Recover your account',
    head: `<style>body{margin:0;font-family:'Segoe UI',Tahoma,sans-serif;background:#fff;color:#1b1b1b}.wrap{max-width:560px;margin:40px 60px}h1{font-weight:300;font-size:34px}input{width:100%;max-width:360px;border:1px solid #666;padding:6px 10px;font-size:15px;margin:8px 0}.captcha{border:1px solid #ccc;width:300px;height:80px;background:#f2f2f2;margin:10px 0;display:flex;align-items:center;justify-content:center;color:#666}.b{background:#0067b8;color:#fff;border:0;padding:6px 24px;font-size:15px}.ft{position:fixed;bottom:0;left:60px;font-size:12px;padding:10px 0}.ft a{color:#1b1b1b;margin-right:20px}</style>`,
    body: `<div class="wrap">${msSquares}
<h1>Recover your account</h1>
<p>We'll help you reset your password and security info. First, enter your Microsoft account and follow the instructions below.</p>
<form method="post" action="/ResetPassword.aspx" onsubmit="return false"><label>Email, phone, or Skype name</label><br><input name="iSigninName" autocomplete="username"><br>
<p>Enter the characters you see</p><div class="captcha">[ audio / new challenge ]</div><input name="iHipSolution"><br><br><button class="b">Next</button></form></div>
<div class="ft"><a href="https://www.microsoft.com/servicesagreement">Terms of use</a><a href="https://go.microsoft.com/fwlink/?LinkID=521839">Privacy &amp; cookies</a><span>©2025 Microsoft</span></div>`,
  }),
},
  {
  id: 'i-clean-awareness-simulated-phish-landing',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://training.phishguard-sim.com/landing/oops?cid=c-88a1f2&rid=r-4d09e7&org=calloway-foods',
  body: doc({
    title: 'Oops! This was a simulated phishing test',
    head: `<style>body{margin:0;font-family:'Helvetica Neue',Arial,sans-serif;background:#f4f7fb;color:#1b2a3a}.c{max-width:720px;margin:50px auto;background:#fff;border-radius:10px;padding:40px;box-shadow:0 4px 20px #0001}.big{font-size:60px;text-align:center}h1{text-align:center}.tips{display:grid;grid-template-columns:1fr 1fr;gap:14px}.tips div{background:#eef4fb;border-radius:8px;padding:14px;font-size:14px}.b{display:block;width:260px;margin:24px auto 0;text-align:center;background:#2463eb;color:#fff;padding:12px;border-radius:6px;text-decoration:none}.f{font-size:12px;color:#667;text-align:center;margin-top:30px}</style>`,
    body: `<div class="c"><div class="big">🎣</div>
<h1>Oops! You clicked on a simulated phishing email.</h1>
<p style="text-align:center">Don't worry — this was a training exercise run by <b>Calloway Foods IT Security</b>. No information was collected and nothing was installed.</p>
<h3>What you could have spotted</h3>
<div class="tips"><div><b>Sender address</b><br>The email came from <i>payroll@calloway-foods-hr.com</i>, not from calloway-foods.com.</div><div><b>Urgency</b><br>"Verify within 24 hours or your paycheck will be delayed" is a classic pressure tactic.</div><div><b>Link destination</b><br>Hovering over the button showed a domain unrelated to our HR system.</div><div><b>Unexpected request</b><br>HR never asks you to confirm bank details by email.</div></div>
<a class="b" href="/training/module/spot-the-phish?rid=r-4d09e7">Take the 5-minute refresher</a>
<p class="f">This page is part of your organisation's security awareness programme. Questions? Contact security@calloway-foods.com.</p></div>`,
  }),
},
  {
  id: 'i-clean-awareness-bank-fraud-centre',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://www.santander.co.uk/personal/support/fraud-and-security/spotting-scams?i=ref',
  body: doc({
    title: 'Spotting scams | Fraud and security | Santander UK',
    lang: 'en-GB',
    head: `<style>body{margin:0;font-family:SantanderText,Arial,sans-serif;color:#222}.h{background:#ec0000;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.h a{color:#fff;text-decoration:none;margin-left:16px}.c{max-width:900px;margin:20px auto;padding:0 20px}.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.cards div{border:1px solid #ddd;border-radius:8px;padding:16px}.eg{background:#f5f9fb;border-left:4px solid #ec0000;padding:12px;font-family:Consolas,monospace;font-size:13px}footer{background:#f0f0f0;padding:20px 30px;font-size:12px;margin-top:40px}</style>`,
    body: `<div class="h"><b>Santander</b><span><a href="/personal/support">Help &amp; support</a><a href="https://retail.santander.co.uk/olb/app/logon/access">Log on</a></span></div>
<div class="c"><p style="font-size:13px">Home › Support › Fraud and security › Spotting scams</p>
<h1>How to spot a scam</h1>
<p>Criminals pretend to be us, the police, HMRC, delivery companies or even your family. Here are the messages we're seeing most right now.</p>
<h3>Example text message</h3><div class="eg">SANTANDER: A new payee was added to your account on 28/11. If this was NOT you, visit santander-uk-payee-cancel[.]com</div>
<p>We'll <b>never</b> send you a text with a link asking you to log on, and we'll never ask you to move money to a "safe account".</p>
<div class="cards"><div><h3>Impersonation scams</h3><p>Someone calls claiming to be from our fraud team and asks for your one-time passcode.</p></div><div><h3>Delivery scams</h3><p>A text says a parcel is held and asks for a small fee and your card details.</p></div><div><h3>Investment scams</h3><p>Adverts on social media promise high returns from crypto.</p></div></div>
<h2>Think you've been scammed?</h2><p>Call us straight away on 0800 9 123 123 or 159, the Stop Scams UK number. Forward scam texts to 7726 and scam emails to report@phishing.gov.uk.</p></div>
<footer>Santander UK plc. Registered Office: 2 Triton Square, Regent's Place, London, NW1 3AN. Authorised by the Prudential Regulation Authority.</footer>`,
  }),
},
  {
  id: 'i-clean-helpdesk-sspr-selfservice',
  label: 'clean',
  kind: 'password-reset',
  url: 'https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com%2fcommon%2freprocess&mkt=en-US&hosted=0&device_platform=Windows&i=sspr',
  body: doc({
    title: 'Microsoft Online Password Reset',
    head: `<style>body{margin:0;font-family:'Segoe UI',Tahoma,sans-serif;color:#1b1b1b}.h{padding:14px 40px;border-bottom:1px solid #eee}.c{max-width:680px;margin:30px 40px}h1{font-weight:300;font-size:30px}h2{font-weight:400;font-size:20px}input{width:340px;border:1px solid #8a8886;padding:6px 8px;font-size:14px;margin:6px 0 14px}.cap{width:340px;height:70px;border:1px solid #ccc;background:#f3f3f3;display:flex;align-items:center;justify-content:center;color:#777}.b{background:#0067b8;color:#fff;border:0;padding:6px 24px;margin-right:8px}.b2{background:#ccc;border:0;padding:6px 24px}.ft{font-size:12px;color:#666;margin:40px}</style>`,
    body: `<div class="h">${msSquares}</div>
<div class="c"><h1>Get back into your account</h1><h2>Who are you?</h2><p>To recover your account, begin by entering your email or username and the characters in the picture or audio below.</p>
<form onsubmit="return false"><label>Email or Username: *</label><br><input placeholder="Example: user@contoso.onmicrosoft.com or user@contoso.com" autocomplete="username"><br>
<div class="cap">captcha</div><input placeholder="Enter the characters in the picture or the words in the audio."><br>
<button class="b">Next</button><button class="b2" type="button">Cancel</button></form></div>
<div class="ft">©2025 Microsoft · Legal · Privacy</div>`,
  }),
},
  {
  id: 'i-clean-brandword-apple-valley-dental',
  label: 'clean',
  kind: 'brand-word-business',
  url: 'https://www.applevalleydentalcare.com/patient-portal',
  body: doc({
    title: 'Patient Portal | Apple Valley Dental Care – Family & Cosmetic Dentistry',
    head: `<style>body{margin:0;font-family:'Nunito',Arial,sans-serif;color:#2d3b36;background:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:14px 40px;border-bottom:1px solid #e6efe9}.nav b{color:#4c9a6a;font-size:22px}.nav a{margin-left:18px;color:#2d3b36;text-decoration:none}.hero{background:#eef7f1;padding:40px}.c{display:flex;gap:40px;max-width:1000px;margin:30px auto}.login{flex:1;border:1px solid #d7e7dc;border-radius:10px;padding:24px}.login input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9cfc1;border-radius:6px;margin:4px 0 12px}.login button{background:#4c9a6a;color:#fff;border:0;padding:11px 26px;border-radius:6px}.info{flex:1}footer{background:#2d3b36;color:#cfe3d6;padding:24px 40px;font-size:13px}</style>${gtagStub('G-AVDC22R8KQ')}`,
    body: `<div class="nav"><b>🍎 Apple Valley Dental Care</b><div><a href="/services">Services</a><a href="/new-patients">New Patients</a><a href="/insurance">Insurance</a><a href="/patient-portal">Patient Portal</a><a href="tel:+17605550142">(760) 555-0142</a></div></div>
<div class="hero"><h1>Patient Portal</h1><p>View appointments, complete intake forms and pay your balance online.</p></div>
<div class="c"><div class="login"><h2>Sign in</h2><form action="https://portal.applevalleydentalcare.com/login" method="post" onsubmit="return false"><label>Email</label><input type="email" autocomplete="username"><label>Password</label><input type="password" autocomplete="current-password"><button>Sign in</button></form><p style="font-size:13px"><a href="#">Forgot password?</a> · First visit? <a href="/new-patients">Create your account</a></p></div>
<div class="info"><h3>Office hours</h3><p>Mon–Thu 8:00–5:00 · Fri 8:00–2:00</p><h3>Location</h3><p>18422 Bear Valley Rd, Suite 3, Apple Valley, CA 92308</p><p>Dr. Maria Esquivel, DDS · Dr. Kevin Lau, DMD</p><p>We accept Delta Dental, MetLife, Cigna, Guardian and most PPO plans.</p></div></div>
<footer>© 2025 Apple Valley Dental Care · Privacy Policy · HIPAA Notice · Accessibility</footer>`,
  }),
},
  {
  id: 'i-clean-brandword-delta-dental-member',
  label: 'clean',
  kind: 'brand-word-business',
  url: 'https://www.deltadentalins.com/members/login?i=nav',
  body: doc({
    title: 'Member Log In | Delta Dental',
    head: `<style>body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#222;background:#fff}.h{display:flex;justify-content:space-between;padding:14px 40px;border-bottom:1px solid #ddd}.h b{color:#0b6a3c;font-size:22px}.h a{margin-left:16px;color:#0b6a3c}.c{display:flex;gap:40px;max-width:1000px;margin:30px auto}.l{flex:1;border:1px solid #ddd;padding:26px;border-radius:6px}.l input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;margin:4px 0 14px}.l button{background:#0b6a3c;color:#fff;border:0;padding:11px 26px;border-radius:3px}.r{flex:1}footer{background:#f2f2f2;padding:20px 40px;font-size:12px;color:#555}</style>`,
    body: `<div class="h"><b>▲ Delta Dental</b><div><a href="/individuals">Individuals &amp; families</a><a href="/employers">Employers</a><a href="/dentists">Dentists</a></div></div>
<div class="c"><div class="l"><h1>Member log in</h1><form onsubmit="return false"><label>Username</label><input autocomplete="username"><label>Password</label><input type="password" autocomplete="current-password"><button>Log in</button></form><p style="font-size:13px"><a href="#">Forgot username or password?</a> · <a href="#">Register</a></p></div>
<div class="r"><h3>With your online account you can</h3><ul><li>View claims and benefits</li><li>Print an ID card</li><li>Find an in-network dentist</li><li>Go paperless</li></ul><p style="font-size:13px">Delta Dental of California and affiliates. Delta Dental is not affiliated with Delta Air Lines.</p></div></div>
<footer>© 2025 Delta Dental of California and affiliates. Privacy · Terms of use · Language assistance · Nondiscrimination notice</footer>`,
  }),
},
  {
  id: 'i-clean-reseller-microsoft365-msp',
  label: 'clean',
  kind: 'reseller',
  url: 'https://www.tidewater-itsolutions.com/microsoft-365-business-plans',
  body: doc({
    title: 'Microsoft 365 Business Plans for Small Business | Tidewater IT Solutions',
    head: `<style>body{margin:0;font-family:'Segoe UI',Arial,sans-serif;color:#1c2733}.nav{display:flex;justify-content:space-between;padding:16px 40px;background:#0f2a44;color:#fff}.nav a{color:#cfe0f2;margin-left:18px;text-decoration:none}.hero{padding:50px 40px;background:#eaf2fb}.plans{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:1040px;margin:30px auto}.plan{border:1px solid #d0dbe6;border-radius:10px;padding:24px}.price{font-size:30px;font-weight:700}.cta{display:inline-block;background:#0f6cbd;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none}.badge{display:inline-flex;gap:10px;align-items:center;border:1px solid #ccc;padding:8px 12px;border-radius:6px;font-size:13px}footer{background:#0f2a44;color:#9fb6cc;padding:24px 40px;font-size:12px;margin-top:40px}</style>${gtagStub('G-TIDE4M365X')}`,
    body: `<div class="nav"><b>Tidewater IT Solutions</b><div><a href="/managed-it">Managed IT</a><a href="/cybersecurity">Cybersecurity</a><a href="/microsoft-365-business-plans">Microsoft 365</a><a href="/contact">Contact</a><a href="https://portal.tidewater-itsolutions.com/">Client login</a></div></div>
<div class="hero"><h1>Microsoft 365 for your business — set up and supported locally</h1><p>We're a Microsoft Solutions Partner in Norfolk, VA. We migrate your email, configure MFA and Conditional Access, and support your team.</p><span class="badge">${msSquares} Solutions Partner · Modern Work</span></div>
<div class="plans"><div class="plan"><h3>Business Basic</h3><div class="price">$6.00</div><p>user/month, annual commitment</p><ul><li>Web and mobile Office apps</li><li>Exchange email (50 GB)</li><li>Teams, OneDrive 1 TB</li></ul><a class="cta" href="/contact?plan=basic">Get a quote</a></div>
<div class="plan"><h3>Business Standard</h3><div class="price">$12.50</div><p>user/month, annual commitment</p><ul><li>Everything in Basic</li><li>Desktop Office apps</li><li>Webinars, Bookings</li></ul><a class="cta" href="/contact?plan=standard">Get a quote</a></div>
<div class="plan"><h3>Business Premium</h3><div class="price">$22.00</div><p>user/month, annual commitment</p><ul><li>Everything in Standard</li><li>Intune, Defender for Business</li><li>Entra ID P1, Conditional Access</li></ul><a class="cta" href="/contact?plan=premium">Get a quote</a></div></div>
<div style="max-width:1040px;margin:0 auto"><h2>Already a client?</h2><p>Sign in to Microsoft 365 at <a href="https://www.office.com">office.com</a> with your work email. Trouble signing in? Open a ticket in our <a href="https://portal.tidewater-itsolutions.com/">client portal</a> or call (757) 555-0188.</p></div>
<footer>© 2025 Tidewater IT Solutions LLC · Microsoft, Microsoft 365 and the Microsoft logo are trademarks of the Microsoft group of companies.</footer>`,
  }),
},
  {
  id: 'i-clean-reseller-docusign-integration-partner',
  label: 'clean',
  kind: 'reseller',
  url: 'https://www.leasewise-pm.com/integrations/docusign',
  body: doc({
    title: 'DocuSign integration – LeaseWise Property Management Software',
    head: `<style>body{margin:0;font-family:Inter,Arial,sans-serif;color:#1b1f3b}.nav{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #eee}.nav a{margin-left:18px;color:#1b1f3b;text-decoration:none}.h{max-width:900px;margin:40px auto;text-align:center}.h h1{font-size:40px}.steps{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:1000px;margin:20px auto}.steps div{background:#f6f5ff;border-radius:12px;padding:20px}.b{display:inline-block;background:#4c00ff;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none}footer{text-align:center;font-size:12px;color:#777;padding:30px}</style>`,
    body: `<div class="nav"><b>LeaseWise</b><div><a href="/features">Features</a><a href="/integrations">Integrations</a><a href="/pricing">Pricing</a><a href="https://app.leasewise-pm.com/login">Log in</a></div></div>
<div class="h"><h1>Send leases for signature with DocuSign</h1><p>Connect your DocuSign eSignature account to LeaseWise and send lease renewals, move-in checklists and addenda for signature directly from a unit record.</p><a class="b" href="https://app.leasewise-pm.com/settings/integrations/docusign">Connect DocuSign</a></div>
<div class="steps"><div><h3>1. Connect</h3><p>In Settings → Integrations, click Connect. You'll be taken to DocuSign (account.docusign.com) to authorise LeaseWise via OAuth — we never see your DocuSign password.</p></div><div><h3>2. Map templates</h3><p>Pick which DocuSign templates correspond to your lease types and map merge fields like tenant name and rent.</p></div><div><h3>3. Track</h3><p>Envelope status syncs back to LeaseWise, and signed PDFs are filed in the tenant's documents.</p></div></div>
<footer>DocuSign and the DocuSign logo are trademarks of DocuSign, Inc. LeaseWise is a DocuSign partner. © 2025 LeaseWise Software Inc.</footer>`,
  }),
},
  {
  id: 'i-clean-intranet-ip-nas-dsm-login',
  label: 'clean',
  kind: 'intranet-login',
  // Written for 10.40.12.5; served on loopback because the scanner refuses private addresses by policy.
  url: 'https://127.0.0.1/dsm/',
  body: doc({
    title: 'FS-ARCHIVE-02 - Synology DiskStation',
    head: `<style>body{margin:0;font-family:Verdana,'Segoe UI',sans-serif;background:linear-gradient(160deg,#26457a,#6d8fc4);height:100vh}.box{position:absolute;left:50%;top:45%;transform:translate(-50%,-50%);width:360px;background:rgba(255,255,255,.95);border-radius:8px;padding:36px}.hn{font-size:22px;color:#333;text-align:center;margin-bottom:24px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c5ccd6;border-radius:4px;margin-bottom:12px}button{width:100%;background:#2f83e6;color:#fff;border:0;padding:11px;border-radius:4px;font-size:15px}.ft{position:fixed;bottom:10px;width:100%;text-align:center;color:#e3ebf7;font-size:12px}</style>`,
    body: `<div class="box"><div class="hn">FS-ARCHIVE-02</div><form id="login-form" onsubmit="return false"><input id="username" placeholder="Username" autocomplete="username"><input id="password" type="password" placeholder="Password" autocomplete="current-password"><label style="font-size:13px"><input type="checkbox" style="width:auto"> Stay signed in</label><br><br><button>Sign In</button></form><p style="font-size:12px;text-align:center"><a href="#">Forgot your password?</a></p></div>
<div class="ft">DSM 7.2.2-72806 Update 3 · © 2025 Synology Inc.</div>
<script>fetch('/dsm/webapi/entry.cgi?api=SYNO.API.Info&version=1&method=query').then(function(r){return r.json()}).then(function(j){}).catch(function(){})</script>`,
  }),
  routes: { '127.0.0.1/dsm/webapi/entry.cgi': jsonRoute({ data: { 'SYNO.API.Auth': { maxVersion: 7, minVersion: 1, path: 'entry.cgi' } }, success: true }) },
},
  {
  id: 'i-clean-intranet-ip-printer-ews',
  label: 'clean',
  kind: 'intranet-login',
  // Written for 192.168.20.31; served on loopback because the scanner refuses private addresses by policy.
  url: 'https://127.0.0.1/hp/#hId-pgDevInfo',
  body: doc({
    title: 'HP Color LaserJet MFP M480f — Embedded Web Server',
    head: `<style>body{margin:0;font-family:'HP Simplified',Arial,sans-serif;background:#f4f4f4;color:#222}.top{background:#0096d6;color:#fff;padding:10px 20px;display:flex;justify-content:space-between}.side{float:left;width:200px;background:#fff;min-height:80vh;border-right:1px solid #ddd}.side a{display:block;padding:8px 16px;color:#333;text-decoration:none;font-size:14px}.side a.on{background:#e6f4fb}.main{margin-left:220px;padding:20px}.card{background:#fff;padding:20px;border:1px solid #ddd;max-width:600px}td{padding:6px 14px 6px 0;font-size:14px}.signin{background:#fff;border:1px solid #ddd;padding:14px;margin-top:16px;max-width:600px}.signin input{padding:7px;border:1px solid #999;margin-right:6px}</style>`,
    body: `<div class="top"><b>HP Color LaserJet MFP M480f</b><span>NPI4C2A1B · 192.168.20.31 · <a href="#" style="color:#fff">Sign In</a></span></div>
<div class="side"><a class="on" href="#">Home</a><a href="#">Copy/Print</a><a href="#">Scan/Digital Send</a><a href="#">Fax</a><a href="#">Supplies</a><a href="#">Troubleshooting</a><a href="#">Security</a><a href="#">HP Web Services</a><a href="#">Networking</a></div>
<div class="main"><div class="card"><h2>Device Status</h2><table><tr><td>Status</td><td>Ready</td></tr><tr><td>Black cartridge</td><td>62%</td></tr><tr><td>Cyan cartridge</td><td>35%</td></tr><tr><td>Magenta cartridge</td><td>41%</td></tr><tr><td>Yellow cartridge</td><td>18% — order soon</td></tr><tr><td>Tray 2</td><td>Letter, Plain — OK</td></tr><tr><td>Firmware</td><td>2508252_061912</td></tr></table></div>
<div class="signin"><b>Administrator sign in</b><br><br><form onsubmit="return false"><select><option>Administrator</option><option>Device User</option></select> <input type="password" placeholder="Password"><button>Sign In</button></form><p style="font-size:12px;color:#666">Settings on Security, Networking and Fax pages require an administrator password.</p></div></div>`,
  }),
},
  {
  id: 'i-clean-brand-booking-partner-extranet',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://account.booking.com/sign-in?op_token=EgVvYXV0aCJ-ChQ2Wjcyb0hPZDM2Tm43emszcGlyaBIJYXV0aG9yaXplGhpodHRwczovL2FkbWluLmJvb2tpbmcuY29tLw&i=partner',
  body: doc({
    title: 'Sign in | Booking.com for Partners',
    head: `<style>body{margin:0;font-family:BlinkMacSystemFont,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a}.h{background:#003b95;color:#fff;padding:14px 24px;font-weight:bold;font-size:20px}.c{max-width:380px;margin:40px auto}label{font-weight:500;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #868686;border-radius:4px;margin:6px 0 16px}.b{width:100%;background:#006ce4;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px}.n{font-size:13px;color:#595959}.ft{font-size:12px;color:#595959;text-align:center;border-top:1px solid #e7e7e7;padding-top:16px;margin-top:30px}</style>`,
    body: `<div class="h">Booking.com <span style="font-weight:400">for partners</span></div>
<div class="c"><h2>Sign in to manage your property</h2>
<form onsubmit="return false"><label>Username</label><input autocomplete="username"><button class="b">Next</button></form>
<p class="n"><a href="#">Having trouble signing in?</a></p>
<p class="n">Questions about your property or the extranet? Visit the Partner Help or ask another partner on the Partner Community.</p>
<p class="n"><b>Security tip:</b> Booking.com will never ask you to provide your extranet credentials or payment details via a guest message, email or phone call.</p>
<div class="ft">By signing in or creating an account, you agree with our Terms &amp; Conditions and Privacy Statement.<br>All rights reserved. Copyright (2006–2025) – Booking.com™</div></div>`,
  }),
},
];
