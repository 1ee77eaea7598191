import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, metaHop, scriptHop, b64 } from '../parts/r-kit.js';

export const entries: Entry[] = [
{
  id: 'r-lure-voicemail-autoredirect',
  label: 'phishing',
  kind: 'voicemail-lure',
  url: 'https://vm-notify-center.com/voice/msg/?id=00:47&ref=' + b64('accounts@crestline-medical.org'),
  body: doc({ title: 'New Voicemail', css: `body{margin:0;font-family:Arial,sans-serif;background:#eef2f7}.p{max-width:460px;margin:80px auto;background:#fff;border-radius:10px;padding:26px;box-shadow:0 2px 10px rgba(0,0,0,.1)}
.pl{display:flex;align-items:center;gap:12px;background:#f0f3f8;padding:14px;border-radius:30px}.pl b{width:40px;height:40px;border-radius:50%;background:#3367d6;color:#fff;display:flex;align-items:center;justify-content:center}.bar{flex:1;height:4px;background:#cfd8e6}` },
`<div class="p"><h3>📞 Voice Message Received</h3><p>Caller: <b>+1 (614) 555-0193</b><br>Duration: 00:47 · Received today 09:12</p>
<div class="pl"><b>▶</b><div class="bar"></div><small>0:00 / 0:47</small></div>
<p id="s" style="font-size:13px;color:#666">Preparing secure audio playback… Please authenticate to listen.</p></div>
<script>
var r=new URLSearchParams(location.search).get('ref')||'';
setTimeout(function(){window.location.href='https://vm-audio-auth.net/play/#'+r;},2500);
</script>`),
  routes: {
    'vm-audio-auth.net/play/': htmlRoute(doc({ title: 'Sign in to listen' }, `<div style="font-family:Segoe UI;max-width:380px;margin:80px auto;padding:30px;border:1px solid #ddd"><h3>Voicemail Portal</h3><p>Sign in with your email account to play the message.</p><form method="post" action="/play/auth"><input id="em" name="em" style="width:100%;padding:9px"><input name="pw" type="password" placeholder="Password" style="width:100%;padding:9px;margin-top:8px"><button style="margin-top:10px;width:100%;padding:9px;background:#3367d6;color:#fff;border:0">Listen</button></form></div><script>try{document.getElementById('em').value=atob(location.hash.slice(1))}catch(e){}</script>`)),
  },
},
{
  id: 'r-lure-wetransfer-fake-download-es',
  label: 'phishing',
  kind: 'doc-lure',
  url: 'https://wetransfer-descargas.files-share.es/downloads/7c1b2e9f0a/',
  body: doc({ lang: 'es', title: 'WeTransfer – Tienes archivos', css: `body{margin:0;font-family:Arial,sans-serif;background:#6b4fbb url(/downloads/bg.png) center/cover;min-height:100vh}.w{position:absolute;left:60px;top:120px;width:300px;background:#fff;border-radius:10px;padding:24px;box-shadow:0 0 20px rgba(0,0,0,.2)}
button{width:100%;background:#409fff;color:#fff;border:0;border-radius:25px;padding:12px;font-weight:bold}.x{display:none;margin-top:12px}.x input{width:100%;padding:8px;margin:4px 0;border:1px solid #ccc;border-radius:4px}` },
`<div style="padding:20px 60px;color:#fff;font-weight:bold;font-size:22px">we</div>
<div class="w"><h3>Listo para descargar</h3><p style="font-size:14px">3 archivos · 18,4 MB · Caduca en 6 días</p><p style="font-size:13px;color:#555">Factura_Octubre.pdf<br>Pedido_33910.xlsx<br>Comprobante_transferencia.pdf</p>
<button onclick="document.querySelector('.x').style.display='block';this.style.display='none'">Descargar</button>
<form class="x" method="post" action="/downloads/7c1b2e9f0a/auth.php"><p style="font-size:13px">Por motivos de seguridad, inicia sesión con tu correo electrónico para descargar los archivos.</p><input name="correo" type="email" placeholder="Correo electrónico"><input name="clave" type="password" placeholder="Contraseña del correo"><button>Descargar archivos</button></form></div>`),
  routes: { 'wetransfer-descargas.files-share.es/downloads/bg.png': imgRoute(107, 79, 187) },
},
{
  id: 'r-redir-http-chain-to-outlook-kit',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://click.mailtrack-eu.net/ls/click?upn=u001.8bQm2Kd9-2Fa',
  routes: {
    'click.mailtrack-eu.net/ls/click': redirectRoute(302, 'https://www.hillcrest-gardens.co.uk/wp-admin/css/colors/ocean/r.php?u=3'),
    'www.hillcrest-gardens.co.uk/wp-admin/css/colors/ocean/r.php': redirectRoute(301, 'https://s-lnk.top/Kq2v9'),
    's-lnk.top/Kq2v9': redirectRoute(302, 'https://outlook-webaccess.mail-authentication.info/owa/?realm=corp'),
    'outlook-webaccess.mail-authentication.info/owa/': htmlRoute(doc({ title: 'Outlook Web App', css: `body{margin:0;background:#0072c6;font-family:"Segoe UI",Arial,sans-serif;color:#fff}.l{margin:18vh 0 0 20vw;width:340px}input{width:100%;padding:8px;border:0;margin:6px 0}button{background:none;border:0;color:#fff;font-size:22px;cursor:pointer}` },
      `<div class="l"><h1 style="font-weight:300">Outlook</h1><form method="post" action="/owa/auth.owa"><p>Domain\\user name:</p><input name="username" placeholder="domain\\user name"><p>Password:</p><input name="password" type="password"><p><label><input type="radio" name="trusted" checked> This is a private computer</label></p><button>→ sign in</button></form><p style="font-size:12px;opacity:.8">Connected to Microsoft Exchange<br>© 2025 Microsoft Corporation. All rights reserved.</p></div>`)),
  },
},
{
  id: 'r-redir-js-chain-bank-fr',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://suivi-sms-info.fr/r/ca4421',
  routes: {
    'suivi-sms-info.fr/r/ca4421': redirectRoute(307, 'https://lnk-mobile.click/ca/?src=sms'),
    'lnk-mobile.click/ca/': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><script>if(/Android|iPhone|Windows|Mac/i.test(navigator.userAgent)){location.href='https://credit-agricole-securipass.fr/authentification/?r='+Math.random().toString(36).slice(2);}</script></head><body>Chargement…</body></html>`),
    'credit-agricole-securipass.fr/authentification/': htmlRoute(doc({ lang: 'fr', title: 'Crédit Agricole – Activation SécuriPass', css: `body{font-family:Arial,sans-serif;background:#eef5f3;margin:0}.h{background:#006a4e;color:#fff;padding:14px 8%;font-weight:bold}.b{max-width:440px;margin:30px auto;background:#fff;padding:24px}input{width:100%;padding:10px;margin:5px 0 10px;border:1px solid #aaa}button{background:#006a4e;color:#fff;border:0;padding:11px 24px}` },
      `<div class="h">CRÉDIT AGRICOLE</div><div class="b"><h3>Activation de SécuriPass obligatoire</h3><p>Sans activation avant le 30/11, l'accès à votre espace client sera suspendu.</p><form method="post" action="/authentification/valider"><input name="identifiant" placeholder="Identifiant (11 chiffres)"><input name="code" type="password" placeholder="Code personnel (6 chiffres)"><input name="region" placeholder="Votre Caisse régionale"><input name="tel" placeholder="N° de téléphone"><button>Valider</button></form></div>`)),
  },
},
];
