import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-lure-docusign-to-m365',
  label: 'phishing',
  kind: 'lure',
  url: 'https://dsign-envelope-notice.com/Signing/EmailStart.aspx?a=5b9e7d41-2c1a-4e4e-bd31-8f0a3c2d9e11',
  routes: {
    'dsign-envelope-notice.com/Signing/EmailStart.aspx': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Docusign</title>
<link rel="icon" href="/Signing/images/favicon-ds.png">
<style>
body{margin:0;background:#f4f4f4;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif}
.top{background:#fff;padding:14px 24px;border-bottom:1px solid #ddd}.top img{height:26px}
.env{max-width:640px;margin:40px auto;background:#1e4ca1;color:#fff;text-align:center;padding:40px 30px}
.env img{width:72px}
.env p{font-size:18px}
.btn{display:inline-block;background:#ffc820;color:#333;font-weight:bold;padding:14px 28px;border-radius:2px;text-decoration:none;font-size:15px;margin-top:12px}
.body{max-width:640px;margin:0 auto;background:#fff;padding:24px 30px;font-size:15px;color:#333}
.foot{max-width:640px;margin:0 auto;font-size:11px;color:#666;padding:20px 30px}
</style>
</head>
<body>
<div class="top"><img src="/Signing/images/ds-logo.svg" alt="Docusign"></div>
<div class="env">
<img src="/Signing/images/doc-icon.png" alt="">
<p>Accounts Payable sent you a document to review and sign.</p>
<a class="btn" href="https://sso-authentication-docs.azureedge-cdn.com/common/oauth2/authorize?client_id=4765445b&amp;redirect=ds">REVIEW DOCUMENT</a>
</div>
<div class="body">
<p><b>Accounts Payable</b><br>ap@finance-dept-notify.com</p>
<p>Please review and complete: <b>Q2 Vendor Payment Agreement.pdf</b></p>
<p>Powered by Docusign</p>
</div>
<div class="foot"><b>Do Not Share This Email</b><br>This email contains a secure link to Docusign. Please do not share this email, link, or access code with others.<br><br><b>About Docusign</b><br>Sign documents electronically in just minutes. It's safe, secure, and legally binding.</div>
</body>
</html>`),
    'sso-authentication-docs.azureedge-cdn.com/common/oauth2/authorize': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to your account</title>
<link rel="icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{width:440px;margin:12vh auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2);box-sizing:border-box}h1{font-size:24px;font-weight:600}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin-bottom:18px}button{float:right;background:#0067b8;color:#fff;border:0;padding:6px 30px;font-size:15px}.ds{font-size:13px;color:#444;background:#f3f6fb;padding:8px;margin-bottom:12px}</style>
</head><body><div class="b">
<img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" height="24">
<h1>Sign in</h1>
<div class="ds">Sign in with your work or school account to view the Docusign document.</div>
<form method="post" action="/common/login.php">
<input type="email" name="login" placeholder="someone@example.com" required>
<input type="password" name="passwd" placeholder="Password" required>
<button type="submit">Sign in</button><div style="clear:both"></div>
</form></div></body></html>`),
  },
},
{
  id: 'a-lure-google-docs-shared',
  label: 'phishing',
  kind: 'lure',
  url: 'https://docs-google-shared.page.link-view.com/document/d/1xK8s9q0Vb/edit?usp=sharing',
  routes: {
    'docs-google-shared.page.link-view.com/document/d/1xK8s9q0Vb/edit': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Project proposal - final.docx - Google Docs</title>
<link rel="icon" href="https://ssl.gstatic.com/docs/documents/images/kix-favicon7.ico">
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f9fbfd}
.tb{height:64px;background:#fff;border-bottom:1px solid #dadce0;display:flex;align-items:center;padding:0 16px;gap:12px}
.tb .n{font-size:18px}
.pg{width:816px;max-width:95%;height:900px;margin:20px auto;background:#fff;box-shadow:0 1px 3px rgba(60,64,67,.3);position:relative;overflow:hidden}
.lines div{height:12px;background:#e8eaed;margin:18px 72px;border-radius:2px}
.ov{position:absolute;inset:0;background:rgba(255,255,255,.85);display:flex;align-items:center;justify-content:center}
.bx{background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.2);border-radius:8px;padding:28px;width:360px;text-align:center}
.bx a{display:inline-block;margin-top:14px;background:#1a73e8;color:#fff;text-decoration:none;padding:10px 24px;border-radius:4px}
</style></head>
<body>
<div class="tb"><img src="https://ssl.gstatic.com/docs/doclist/images/mediatype/icon_1_document_x32.png" alt="Docs"><span class="n">Project proposal - final.docx</span></div>
<div class="pg">
<div class="lines"><div style="width:40%"></div><div></div><div></div><div style="width:70%"></div><div></div><div></div><div></div><div style="width:55%"></div><div></div><div></div></div>
<div class="ov"><div class="bx">
<p><b>Daniel Kowalski</b> shared a document with you</p>
<p style="font-size:14px;color:#5f6368">You need to sign in to view this document.</p>
<a href="https://accounts-google.signin-doc.com/v3/signin/identifier?continue=https%3A%2F%2Fdocs.google.com%2Fdocument%2Fd%2F1xK8s9q0Vb">Sign in</a>
</div></div>
</div>
</body></html>`),
    'accounts-google.signin-doc.com/v3/signin/identifier': htmlRoute(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts</title>
<link rel="icon" href="//ssl.gstatic.com/images/branding/product/1x/googleg_32dp.png">
<style>body{font-family:Roboto,Arial;background:#fff}.c{width:450px;margin:70px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px;text-align:center}input{width:100%;height:54px;border:1px solid #dadce0;border-radius:4px;padding:0 14px;font-size:16px;margin:10px 0;box-sizing:border-box}button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;float:right}</style></head>
<body><div class="c"><img src="/v3/signin/google-logo.svg" alt="Google" height="24"><h1 style="font-weight:400;font-size:24px">Sign in</h1><p>to continue to Docs</p>
<form method="post" action="/v3/signin/challenge.php"><input name="identifier" placeholder="Email or phone"><input name="password" type="password" placeholder="Enter your password"><button>Next</button></form></div></body></html>`),
  },
},
{
  id: 'a-lure-hr-salary-sharepoint',
  label: 'phishing',
  kind: 'lure',
  url: 'https://hr-payroll-docs.myportfolio-share.com/',
  body: `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Personalabteilung – Gehaltsanpassung 2025</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1;color:#323130}
.sp{background:#036c70;height:48px;color:#fff;display:flex;align-items:center;padding:0 18px;font-weight:600}
.c{max-width:600px;margin:40px auto;background:#fff;padding:30px;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13)}
.file{display:flex;gap:14px;align-items:center;border:1px solid #edebe9;padding:14px;margin:18px 0}
.file img{height:40px}
a.btn{display:inline-block;background:#036c70;color:#fff;text-decoration:none;padding:10px 20px;border-radius:2px}
</style></head>
<body>
<div class="sp">SharePoint</div>
<div class="c">
<h2>Gehaltsanpassung 2025 – vertraulich</h2>
<p>Sehr geehrte Mitarbeiterin, sehr geehrter Mitarbeiter,</p>
<p>im Rahmen der jährlichen Vergütungsrunde wurden die neuen Gehaltsbänder veröffentlicht. Ihre persönliche Übersicht steht ab sofort zur Einsicht bereit. Bitte bestätigen Sie den Erhalt bis zum Monatsende.</p>
<div class="file"><img src="/xlsx.png" alt=""><div><b>Gehaltsuebersicht_2025.xlsx</b><br><small>Personalabteilung · 38 KB</small></div></div>
<a class="btn" href="https://login-sharepoint-verify.com/auth/de/?ref=hr2025">Dokument öffnen</a>
<p style="font-size:12px;color:#605e5c;margin-top:24px">Diese Nachricht wurde von Microsoft SharePoint im Auftrag Ihrer Personalabteilung versendet.</p>
</div>
</body></html>`,
  routes: {
    'login-sharepoint-verify.com/auth/de/': htmlRoute(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Anmelden</title>
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{max-width:440px;margin:12vh auto;background:#fff;padding:44px;box-sizing:border-box}input{width:100%;height:34px;border:0;border-bottom:1px solid #666;font-size:15px;margin:8px 0 16px}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right}</style></head>
<body><div class="b"><img src="/auth/de/mslogo.svg" alt="Microsoft" height="22"><h2 style="font-weight:600">Anmelden</h2>
<form method="post" action="/auth/de/post.php"><input type="email" name="email" placeholder="E-Mail, Telefon oder Skype"><input type="password" name="pass" placeholder="Kennwort"><p style="font-size:13px"><a href="#">Kennwort vergessen?</a></p><button>Anmelden</button></form></div></body></html>`),
  },
},
];
