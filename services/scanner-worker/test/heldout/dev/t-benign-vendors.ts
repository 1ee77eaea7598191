import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, msCss, msLogo, jsRoute, jsonRoute, cssRoute, pngRoute, gtagStub, cookieBanner, corpChrome } from '../parts/t-kit.js';

// Reported by mistake: vendors' real sign-in, signing and meeting pages on their own hostnames — dev split.

const msConfig = (extra: Record<string, unknown>) =>
  `<script>//<![CDATA[
$Config=${JSON.stringify({ fShowPersistentCookiesWarning: false, urlMsaSignUp: 'https://login.live.com/oauth20_authorize.srf', urlPost: '/common/login', urlResetPassword: 'https://passwordreset.microsoftonline.com/', iMaxStackForKnockoutAsyncComponents: 10000, sCanaryTokenName: 'canary', correlationId: '3f2b7d1e-98a0-4c3e-bb6e-0d1c4a6f8e21', sessionId: 'a8d3c1b2-4e5f-4a6b-9c7d-8e9f0a1b2c3d', locale: { mkt: 'en-US', lcid: 1033 }, urlCdn: 'https://aadcdn.msftauth.net/shared/1.0/', ...extra })};
//]]></script>`;

export const entries: Entry[] = [
  {
    id: 't-ok-login-microsoftonline',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://login.microsoftonline.com/8f2b3c4d-hartwell-tenant/oauth2/v2.0/authorize?client_id=00000003-0000-0ff1-ce00-000000000000&response_type=code%20id_token&scope=openid%20profile&redirect_uri=https%3A%2F%2Fhartwelleng.sharepoint.com%2F_forms%2Fdefault.aspx&response_mode=form_post&nonce=638680&state=0',
    body: doc(
      'Sign in to your account',
      `<meta name="PageID" content="ConvergedSignIn"><meta name="SiteID" content=""><meta name="robots" content="none"><meta name="referrer" content="origin">
<link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_hw7r2kq0tn1bvx9mz4ld3p.ico">
${msConfig({ sTenantBranding: 'Hartwell Engineering', iLoginMode: 1 })}
<style>${msCss}</style>
<script src="https://aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore_t2Qf8mUe3bN9.js" crossorigin="anonymous"></script>`,
      `<form name="f1" id="i0281" method="post" action="/common/login" autocomplete="off" novalidate>
<div class="card"><div>${msLogo}</div>
<div id="loginHeader"><h1>Sign in</h1></div><div class="err" id="usernameError"></div>
<input type="email" name="loginfmt" id="i0116" maxlength="113" placeholder="Email, phone, or Skype" aria-label="Enter your email, phone, or Skype." autocomplete="username">
<p class="small">No account? <a href="#">Create one!</a></p>
<p class="small"><a href="https://passwordreset.microsoftonline.com/">Can't access your account?</a></p>
<div class="row"><input type="submit" id="idSIButton9" class="btn" value="Next"></div>
<input type="hidden" name="ctx" value="rQQIARAAjZE9aNNQFIV"><input type="hidden" name="hpgrequestid" value="a8d3c1b2-4e5f"><input type="hidden" name="canary" value="PAQABDgEAAAD--DLA3VO7QrddgJg7WevrlG5X"></div>
<div class="card" style="margin-top:12px;padding:16px 44px"><span class="small">&#128273; Sign-in options</span></div>
</form>
<div class="foot"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>`,
    ),
    routes: {
      'aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore_t2Qf8mUe3bN9.js': jsRoute(`/*! Copyright (C) Microsoft Corporation. All rights reserved. */
!function(){"use strict";var c=window.$Config||{};window.ServerData=c;document.addEventListener("DOMContentLoaded",function(){var e=document.getElementById("i0116"),b=document.getElementById("idSIButton9");if(!e||!b)return;b.addEventListener("click",function(t){if(!/^[^@\\s]+@[^@\\s]+$/.test(e.value)&&!/^\\+?\\d{6,}$/.test(e.value)){t.preventDefault();document.getElementById("usernameError").textContent="Enter a valid email address, phone number, or Skype name."}})})}();`),
      'aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_hw7r2kq0tn1bvx9mz4ld3p.ico': pngRoute(242, 80, 34),
    },
  },
  {
    id: 't-ok-google-accounts-signin',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&hd=lakeshore-academy.org&service=mail&flowName=GlifWebSignIn&flowEntry=ServiceLogin&dsh=S-1284471',
    body: doc(
      'Gmail',
      `<meta name="referrer" content="origin"><link rel="icon" href="https://ssl.gstatic.com/accounts/ui/avatar_2x.png">
<style>body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9}.c{max-width:1040px;margin:12vh auto 0;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px}.c>div{flex:1}
h1{font-weight:400;font-size:36px;margin:16px 0 10px}.i{width:100%;height:54px;border:1px solid #747775;border-radius:4px;padding:0 14px;font-size:16px;box-sizing:border-box;margin:22px 0 6px}
.b{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;cursor:pointer}.t{background:none;border:0;color:#0b57d0;cursor:pointer;font-weight:500}.row{display:flex;justify-content:flex-end;gap:10px;margin-top:40px}
.ft{max-width:1040px;margin:10px auto;display:flex;justify-content:space-between;font-size:12px;color:#444}.ft a{color:#444;margin-left:24px;text-decoration:none}</style>`,
      `<div class="c"><div><svg width="48" height="48" viewBox="0 0 48 48"><path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.7 17.8 9.5 24 9.5z"/><path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"/><path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"/><path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.5 2.2-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"/></svg>
<h1>Sign in</h1><p>to continue to Gmail</p></div>
<div><form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute"><input class="i" type="email" name="identifier" placeholder="Email or phone" autocomplete="username"><button type="button" class="t">Forgot email?</button>
<p style="font-size:14px;color:#444">Not your computer? Use a private browsing window to sign in. <a href="https://support.google.com/accounts?p=signin_privatebrowsing" style="color:#0b57d0">Learn more about using Guest mode</a></p>
<div class="row"><button type="button" class="t">Create account</button><button class="b">Next</button></div></form></div></div>
<div class="ft"><span>English (United States)</span><span><a href="https://support.google.com/accounts">Help</a><a href="https://policies.google.com/privacy">Privacy</a><a href="https://policies.google.com/terms">Terms</a></span></div>`,
    ),
    routes: { 'ssl.gstatic.com/accounts/ui/avatar_2x.png': pngRoute(66, 133, 244) },
  },
  {
    id: 't-ok-docusign-signing',
    label: 'clean',
    kind: 'esign-vendor',
    url: 'https://na4.docusign.net/Signing/StartInSession.aspx?t=6f1d2c3b-7a8e-4d9f-b0c1-2e3f4a5b6c7d&DocuEnvelope=Hartwell-Northgate-NDA',
    body: doc(
      'DocuSign',
      `<meta name="robots" content="noindex"><link rel="stylesheet" href="https://docucdn-a.akamaihd.net/production/signing/css/signing.min.css">
<style>body{margin:0;font-family:"DS Indigo",Helvetica,Arial,sans-serif;background:#f4f4f4}.hd{height:56px;background:#fff;display:flex;align-items:center;padding:0 20px;border-bottom:1px solid #ccc;gap:14px}
.act{margin-left:auto;display:flex;gap:8px}.act button{padding:8px 16px;border-radius:2px;border:1px solid #ccc;background:#fff}.act .p{background:#ffce00;border-color:#ffce00;font-weight:700}
.msg{background:#ffe9a8;padding:12px 20px;font-size:14px;display:flex;align-items:center;gap:12px}.doc{max-width:780px;margin:20px auto;background:#fff;padding:60px;box-shadow:0 1px 4px rgba(0,0,0,.2);font-size:14px;line-height:1.7}
.tag{display:inline-block;background:#ffce00;padding:4px 10px;border-radius:2px;font-size:12px;font-weight:700;cursor:pointer}</style>`,
      `<div class="hd"><b style="font-size:20px">DocuSign</b><span style="font-size:13px;color:#555">Mutual Non-Disclosure Agreement</span><div class="act"><button>Other actions &#9662;</button><button class="p" id="fin" disabled>FINISH</button></div></div>
<div class="msg"><input type="checkbox" id="ers" checked> <label for="ers">I agree to use <a href="#">electronic records and signatures</a>.</label><button style="margin-left:auto;background:#ffce00;border:0;padding:8px 18px;font-weight:700">CONTINUE</button></div>
<div class="doc"><h2 style="text-align:center">MUTUAL NON-DISCLOSURE AGREEMENT</h2><p>This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of November 27, 2026 by and between <b>Hartwell Engineering, Inc.</b>, a Delaware corporation, and <b>Northgate Partners LLC</b>.</p>
<p>1. <b>Confidential Information.</b> "Confidential Information" means any information disclosed by either party to the other party, either directly or indirectly, in writing, orally or by inspection of tangible objects...</p>
<p>2. <b>Non-use and Non-disclosure.</b> Each party agrees not to use any Confidential Information of the other party for any purpose except to evaluate and engage in discussions concerning a potential business relationship...</p>
<p>IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.</p>
<p>Northgate Partners LLC &nbsp;&nbsp; By: <span class="tag">SIGN &#9660;</span> &nbsp; Date: <span class="tag">DATE SIGNED</span></p></div>
<div style="text-align:center;font-size:11px;color:#777;padding:16px">Powered by DocuSign &middot; Change Language - English (US) &middot; Terms of Use &amp; Privacy &middot; Copyright &copy; 2026 DocuSign, Inc. All rights reserved</div>`,
    ),
    routes: { 'docucdn-a.akamaihd.net/production/signing/css/signing.min.css': cssRoute('.tag:hover{opacity:.85}') },
  },
  {
    id: 't-ok-docusign-access-code',
    label: 'clean',
    kind: 'esign-vendor',
    url: 'https://na3.docusign.net/Signing/EmailStart.aspx?a=2b7c9d1e-5f6a-4b8c-9d0e-1f2a3b4c5d6e&etti=24&acct=55ab91f0-2c3d&er=8e7d6c5b',
    body: doc(
      'DocuSign',
      `<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f4f4}.w{max-width:480px;margin:60px auto;background:#fff;border:1px solid #ddd;padding:32px}
input{width:100%;padding:10px;border:1px solid #999;border-radius:2px;box-sizing:border-box;margin:8px 0}button{background:#ffce00;border:0;padding:10px 24px;font-weight:700;cursor:pointer}
.ft{text-align:center;font-size:11px;color:#777;margin-top:16px}</style>`,
      `<div class="w"><b style="font-size:22px">DocuSign</b><h2 style="font-size:18px;margin-top:24px">Please enter the access code to view the document</h2>
<p style="font-size:14px;color:#444">Kessler &amp; Moore LLP has sent you a document that requires an access code. The sender should have provided this code to you separately (not in the DocuSign email).</p>
<form method="post" action="/Signing/EmailStart.aspx/verify"><label style="font-size:13px">Access Code</label><input name="accessCode" autocomplete="off"><button>VALIDATE</button></form>
<p style="font-size:13px"><a href="#">I never received an access code</a></p></div>
<div class="ft">Powered by DocuSign &middot; English (US) &#9662; &middot; <a href="https://www.docusign.com/company/terms-and-conditions/web">Terms Of Use &amp; Privacy</a></div>`,
    ),
  },
  {
    id: 't-ok-sharepoint-tenant-library',
    label: 'clean',
    kind: 'own-portal',
    url: 'https://hartwelleng.sharepoint.com/sites/Finance/Shared%20Documents/Forms/AllItems.aspx',
    body: doc(
      'Finance - Documents - All Documents',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#fff;color:#323130}.sb{height:48px;background:#036c70;color:#fff;display:flex;align-items:center;padding:0 16px;gap:14px}
.sb input{margin-left:auto;width:360px;padding:6px 10px;border:0;border-radius:4px}.sh{padding:20px 32px;border-bottom:1px solid #edebe9}.sh h1{font-size:24px;margin:0}
.cmd{display:flex;gap:20px;padding:8px 32px;border-bottom:1px solid #edebe9;font-size:14px}table{width:calc(100% - 64px);margin:10px 32px;border-collapse:collapse;font-size:14px}
th{text-align:left;font-weight:600;color:#605e5c;border-bottom:1px solid #edebe9;padding:10px 8px}td{padding:10px 8px;border-bottom:1px solid #f3f2f1}</style>`,
      `<div class="sb">&#9638; <b>SharePoint</b><input placeholder="Search this library"><span>&#9881;</span><span style="background:#8764b8;border-radius:50%;width:30px;height:30px;display:flex;align-items:center;justify-content:center">JM</span></div>
<div class="sh"><div style="font-size:13px;color:#605e5c">Hartwell Engineering &rsaquo; Finance</div><h1>Finance</h1><div style="font-size:13px;color:#605e5c">Private group &middot; 24 members</div></div>
<div class="cmd"><span>+ New</span><span>&#8679; Upload</span><span>Edit in grid view</span><span>Share</span><span>Sync</span><span>Add shortcut to OneDrive</span></div>
<table><tr><th>Name</th><th>Modified</th><th>Modified By</th><th>Sharing</th></tr>
<tr><td>&#128193; Accounts Payable</td><td>Yesterday</td><td>Dana Kowalski</td><td>Private</td></tr><tr><td>&#128193; Audit FY2026</td><td>November 20</td><td>Ray O'Brien</td><td>Private</td></tr>
<tr><td>&#128196; Q3_Remittance_Advice.pdf</td><td>2 hours ago</td><td>Jorge Morales</td><td>Shared</td></tr><tr><td>&#128196; Vendor master changes - Nov.xlsx</td><td>November 26</td><td>Dana Kowalski</td><td>Private</td></tr>
<tr><td>&#128196; Wire approval procedure v4.docx</td><td>October 2</td><td>Ana Lima</td><td>Private</td></tr></table>
<script>var _spPageContextInfo={webAbsoluteUrl:"https://hartwelleng.sharepoint.com/sites/Finance",siteId:"{9a1b2c3d-4e5f}",userLoginName:"j.morales@hartwell-eng.com",currentLanguage:1033,isSPO:true};</script>`,
    ),
  },
  {
    id: 't-ok-sharepoint-hr-policy',
    label: 'clean',
    kind: 'own-portal',
    url: 'https://hartwelleng.sharepoint.com/sites/HR/SitePages/2027-Employee-Handbook.aspx',
    body: doc(
      'HR - 2027 Employee Handbook',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;color:#323130}.sb{height:48px;background:#036c70;color:#fff;display:flex;align-items:center;padding:0 16px}.hero{background:#004e8c;color:#fff;padding:40px 60px}
.w{max-width:900px;margin:30px auto;padding:0 20px;line-height:1.65}.cta{display:inline-block;background:#0078d4;color:#fff;padding:10px 18px;text-decoration:none;border-radius:2px}</style>`,
      `<div class="sb">&#9638; <b style="margin-left:10px">SharePoint</b></div><div class="hero"><div style="font-size:13px">Human Resources &middot; News</div><h1>2027 Employee Handbook: what changed</h1><div style="font-size:13px">Published by Maria Chen, HR Business Partner &middot; Nov 24, 2026 &middot; 4 min read</div></div>
<div class="w"><p>The 2027 Employee Handbook takes effect on January 1. The main updates are to the hybrid work policy, the holiday calendar, and expense per-diem rates. Please read the handbook and acknowledge it in <b>Workday</b> (Inbox &rarr; "Acknowledge Employee Handbook 2027") by December 12.</p>
<h3>Summary of changes</h3><ul><li>Hybrid work: team anchor days replace the fixed Tuesday/Thursday rule.</li><li>Holidays: Juneteenth added as a company holiday; floating holidays remain at two.</li><li>Expenses: per-diem rates align with GSA FY2027 rates.</li><li>Acceptable use: personal AI tools may not be used with client data.</li></ul>
<p><a class="cta" href="/sites/HR/Shared%20Documents/Policies/Employee_Handbook_2027.pdf">Open the handbook (PDF)</a></p>
<p><b>Note from IT Security:</b> HR will never ask you to sign in on an external site to acknowledge a policy. Acknowledgements are done only in Workday. Report suspicious messages with the <b>Report</b> button in Outlook.</p></div>`,
    ),
  },
  {
    id: 't-ok-dropbox-login',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://www.dropbox.com/login?cont=https%3A%2F%2Fwww.dropbox.com%2Ft%2FAADx7bLQ9mVj2Zp',
    body: doc(
      'Login - Dropbox',
      `${gtagStub('UA-279179-2')}<style>body{margin:0;font-family:"Sharp Grotesk",Helvetica,sans-serif;background:#fff;color:#1e1919}.h{padding:18px 32px;display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px}
.w{max-width:400px;margin:40px auto;text-align:center}.w input{width:100%;height:44px;border:1px solid #bbb5ae;padding:0 12px;box-sizing:border-box;margin:8px 0;font-size:15px}
.b{width:100%;height:44px;border:1px solid #bbb5ae;background:#fff;margin:6px 0;font-size:15px;cursor:pointer}.p{background:#0061fe;color:#fff;border:0}</style>`,
      `<div class="h"><svg width="32" height="28" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0 0 8.1l8.7 7 12.5-7.8L12.5 0zM0 21.9l12.5 8.1 8.7-7.3-12.5-7.7L0 21.9zm21.2.8 8.7 7.3 12.4-8.1-8.6-6.9-12.5 7.7zm21.1-14.6L29.9 0l-8.7 7.3 12.5 7.8 8.6-7zM21.3 24.4l-8.8 7.3-3.7-2.5v2.8l12.5 7.5 12.5-7.5v-2.8l-3.8 2.5-8.7-7.3z"/></svg> Dropbox</div>
<div class="w"><h1 style="font-size:28px">Log in or sign up</h1><button class="b">Continue with Google</button><button class="b">Continue with Apple</button><p>or</p>
<form method="post" action="/ajax_login"><input type="email" name="login_email" placeholder="Email"><button class="b p">Continue</button></form>
<p style="font-size:13px;color:#736c64">By continuing, you agree to our <a href="/terms">Terms</a> and <a href="/privacy">Privacy Policy</a>.</p></div>
${cookieBanner('Dropbox', '/privacy/cookies')}`,
    ),
  },
  {
    id: 't-ok-zoom-signin',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://zoom.us/signin#/login',
    body: doc(
      'Sign In | Zoom',
      `<style>body{margin:0;font-family:"Almaden Sans",Lato,Helvetica,sans-serif;color:#232333}.t{display:flex;justify-content:space-between;padding:16px 32px}.t b{color:#0b5cff;font-size:26px}
.w{max-width:420px;margin:30px auto}.w input{width:100%;height:44px;border:1px solid #babacc;border-radius:8px;padding:0 12px;box-sizing:border-box;margin:8px 0}
.n{width:100%;height:44px;border:0;border-radius:8px;background:#0b5cff;color:#fff;font-weight:700;cursor:pointer}.alt{display:flex;gap:12px;justify-content:center;margin-top:18px}.alt span{border:1px solid #ddd;border-radius:12px;padding:12px 16px;font-size:12px}</style>`,
      `<div class="t"><b>zoom</b><span style="font-size:14px">New to Zoom? <a href="/signup">Sign Up Free</a> &nbsp; Support &nbsp; English</span></div>
<div class="w"><h1>Sign in</h1><div id="app"><input type="email" placeholder="Email or phone number" id="email"><button class="n">Next</button></div>
<p style="font-size:13px">By signing in, I agree to the Zoom's <a href="https://explore.zoom.us/en/privacy/">Privacy Statement</a> and <a href="https://explore.zoom.us/en/terms/">Terms of Service</a>.</p>
<p style="text-align:center;font-size:13px;color:#6e7680">or sign in with</p><div class="alt"><span>SSO</span><span>Apple</span><span>Google</span><span>Facebook</span><span>Microsoft</span></div>
<p style="font-size:12px;color:#999;text-align:center;margin-top:40px">&copy;2026 Zoom Communications, Inc. All rights reserved. Privacy &amp; Legal Policies</p></div>
<script>window.__ZOOM_CONFIG__={env:"prod",region:"us",csrfToken:"ZJ3kRt8nQpL2",lang:"en-US"};</script>`,
    ),
  },
  {
    id: 't-ok-teams-web-landing',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://teams.microsoft.com/v2/?tenantId=8f2b3c4d-hartwell',
    body: doc(
      'Microsoft Teams',
      `<meta name="apple-itunes-app" content="app-id=1113153706"><style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f5f5f5;display:flex;align-items:center;justify-content:center;height:100vh}
.ld{text-align:center;color:#616161}.lg{width:72px;height:72px;border-radius:14px;background:#5b5fc7;color:#fff;font-size:42px;font-weight:700;display:flex;align-items:center;justify-content:center;margin:0 auto 20px}
.dots span{display:inline-block;width:8px;height:8px;border-radius:50%;background:#5b5fc7;margin:3px;animation:b 1.2s infinite}.dots span:nth-child(2){animation-delay:.2s}.dots span:nth-child(3){animation-delay:.4s}@keyframes b{50%{opacity:.2}}</style>`,
      `<div class="ld"><div class="lg">T</div><div class="dots"><span></span><span></span><span></span></div><p>Loading Microsoft Teams&hellip;</p>
<p style="font-size:13px">Having trouble? <a href="https://go.microsoft.com/fwlink/?linkid=2187217">Get the Teams desktop app</a> or <a href="/v2/?clearcache=true">clear cache and retry</a>.</p></div>
<script>window.teamsConfig={ring:"general",buildVersion:"24295.606.3238.6194",tenantId:"8f2b3c4d-hartwell"};setTimeout(function(){document.querySelector('.ld p').textContent='Signing you in\u2026'},1500);</script>`,
    ),
  },
  {
    id: 't-ok-teams-meetup-join',
    label: 'clean',
    kind: 'meeting-join',
    url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_NTg1YzE2MzAtYmQ5@thread.v2/0?context=%7b%22Tid%22%3a%228f2b3c4d%22%2c%22Oid%22%3a%2291aa%22%7d',
    body: doc(
      'Join conversation',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#fff;color:#242424;text-align:center}.w{max-width:560px;margin:12vh auto}
.b{display:block;width:320px;margin:12px auto;padding:12px;border-radius:4px;text-decoration:none;font-weight:600}.p{background:#5b5fc7;color:#fff}.s{border:1px solid #d1d1d1;color:#242424}</style>`,
      `<div class="w"><div style="font-size:40px;color:#5b5fc7;font-weight:700">T</div><h2>How do you want to join your Teams meeting?</h2>
<a class="b s" href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_NTg1YzE2MzAtYmQ5@thread.v2/0?anon=true&amp;launchAgent=join_launcher">Continue on this browser</a>
<a class="b p" href="msteams:/l/meetup-join/19%3ameeting_NTg1YzE2MzAtYmQ5@thread.v2/0">Open your Teams app</a>
<p style="font-size:13px;color:#616161">Don't have Teams? <a href="https://www.microsoft.com/microsoft-teams/download-app">Download it now</a></p>
<p style="font-size:12px;color:#8a8886;margin-top:60px">Privacy and cookies &middot; Third-party disclosures &middot; &copy; 2026 Microsoft</p></div>`,
    ),
  },
  {
    id: 't-ok-ms-device-login',
    label: 'clean',
    kind: 'vendor-login',
    url: 'https://login.microsoftonline.com/common/oauth2/deviceauth',
    body: doc(
      'Enter code',
      `<style>${msCss}</style>`,
      `<div class="card"><div>${msLogo}</div><h1>Enter code</h1><p class="small">Enter the code displayed on your app or device.</p>
<form method="post" action="/common/oauth2/deviceauth"><input type="text" name="otc" placeholder="Code" maxlength="9" autocomplete="off"><div class="err"></div>
<div class="row"><button class="btn">Next</button></div><input type="hidden" name="canary" value="PAQABDgEAAAD--DLA3VO7Qrd"></form>
<p class="small" style="margin-top:20px;color:#605e5c">Only enter codes from devices you own and are using right now. Never enter a code that someone sent you in an email, chat or on a website.</p></div>
<div class="foot"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a></div>`,
    ),
  },
  {
    id: 't-ok-workday-tenant-login',
    label: 'clean',
    kind: 'hr-vendor',
    url: 'https://wd5.myworkday.com/hartwell/login.htmld?redirect=n',
    body: doc(
      'Workday',
      `<meta name="robots" content="noindex"><style>body{margin:0;font-family:Roboto,Helvetica,sans-serif;background:#f0f1f2}.w{max-width:380px;margin:90px auto;background:#fff;padding:36px;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.16)}
.lg{color:#0875e1;font-weight:700;font-size:26px;text-align:center}.sso{display:block;text-align:center;background:#0875e1;color:#fff;padding:12px;border-radius:20px;text-decoration:none;font-weight:600;margin:20px 0}</style>`,
      `<div class="w"><div class="lg">workday.</div><p style="text-align:center;color:#494949">Hartwell Engineering</p>
<a class="sso" href="https://hartwell-eng.okta.com/app/workday/exk1a2b3c4/sso/saml">Sign in with Hartwell SSO</a>
<p style="font-size:12px;text-align:center;color:#777">Having trouble signing in? Contact the IT Service Desk at ext. 4357 or it-help@hartwell-eng.com.</p>
<p style="font-size:11px;text-align:center;color:#999">&copy; 2026 Workday, Inc. All rights reserved. <a href="https://www.workday.com/en-us/privacy.html">Privacy</a></p></div>`,
    ),
  },
  {
    id: 't-ok-adp-workforce-now',
    label: 'clean',
    kind: 'hr-vendor',
    url: 'https://online.adp.com/signin/v1/?APPID=WFNPortal&productId=80e309c3-7085-bae1-e053-3505430b5495&returnURL=https://workforcenow.adp.com/&callingAppId=WFN',
    body: doc(
      'ADP',
      `<style>body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff}.w{max-width:420px;margin:60px auto;padding:0 20px}.lg{color:#d0271d;font-weight:900;font-style:italic;font-size:40px}
input{width:100%;height:44px;border:1px solid #6d6e71;border-radius:4px;padding:0 12px;box-sizing:border-box;margin:8px 0}.n{width:100%;height:44px;border:0;border-radius:22px;background:#d0271d;color:#fff;font-weight:700;cursor:pointer}
.f{font-size:12px;color:#6d6e71;text-align:center;margin-top:60px}</style>`,
      `<div class="w"><div class="lg">ADP</div><h1 style="font-size:24px;font-weight:500">Sign in</h1>
<form method="post" action="/api/sign-in-service/v1/sign-in.start"><label style="font-size:13px">User ID</label><input name="userId" autocomplete="username"><label style="font-size:13px"><input type="checkbox" style="width:auto;height:auto"> Remember user ID</label><br><br><button class="n">Next</button></form>
<p style="font-size:14px"><a href="#">Forgot your user ID/password?</a></p><p style="font-size:14px">New user? <a href="#">Create account</a></p>
<div class="f">&copy; 2026 ADP, Inc. All rights reserved. <a href="https://www.adp.com/privacy.aspx">Privacy</a> | <a href="https://www.adp.com/legal.aspx">Legal</a> | <a href="#">Cookies</a></div></div>`,
    ),
  },
  {
    id: 't-ok-bill-invoice-pay',
    label: 'clean',
    kind: 'invoice-vendor',
    url: 'https://app02.us.bill.com/p/I/vendor/00701AAJKQ2RT3/pay?inv=INV-2026-11-0417',
    body: doc(
      'Invoice INV-2026-11-0417 from Northgate Partners LLC | BILL',
      `<style>body{margin:0;font-family:Inter,Arial,sans-serif;background:#f7f7f9;color:#222}.h{background:#fff;padding:14px 28px;border-bottom:1px solid #e4e4ea;font-weight:800;font-size:20px}
.w{max-width:900px;margin:26px auto;display:grid;grid-template-columns:1fr 300px;gap:20px}.c{background:#fff;border:1px solid #e4e4ea;border-radius:8px;padding:24px}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:8px 4px;border-bottom:1px solid #f0f0f4}.pay{width:100%;padding:12px;border:0;border-radius:6px;background:#ff6b4a;color:#fff;font-weight:700}</style>`,
      `<div class="h">BILL</div><div class="w"><div class="c"><div style="display:flex;justify-content:space-between"><div><b>Northgate Partners LLC</b><br><small>200 Park Ave S, New York, NY</small></div><div style="text-align:right"><b>INVOICE</b><br><small>INV-2026-11-0417<br>Due Dec 27, 2026</small></div></div>
<p>Bill to: Hartwell Engineering, Inc. &ndash; Accounts Payable</p><table><tr><td>Advisory services &ndash; November 2026</td><td style="text-align:right">$18,400.00</td></tr><tr><td>Expenses (pass-through)</td><td style="text-align:right">$612.80</td></tr><tr><td><b>Amount due</b></td><td style="text-align:right"><b>$19,012.80</b></td></tr></table></div>
<div class="c"><b>Pay this invoice</b><p style="font-size:13px">Pay by ACH bank transfer (free) or card (2.9% fee). Payment details are never shared with the vendor.</p><button class="pay">Pay $19,012.80</button>
<p style="font-size:12px;color:#666">Questions about this invoice? Contact ar@northgatepartners.com.<br>Secured by BILL &middot; <a href="https://www.bill.com/legal/privacy">Privacy</a></p></div></div>`,
    ),
  },
];
