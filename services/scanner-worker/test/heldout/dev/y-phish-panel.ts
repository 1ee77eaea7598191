import type { Entry } from '../entry.js';
import { doc, htmlRoute, jsRoute, jsonRoute, pngRoute, redirectRoute } from '../parts/y-kit.js';

// Webmail and hosting-panel kits, renewal / suspension lures, as handled by the host's abuse desk.

const cpHost = 'alpinefloorcare.net';
const rcHost = 'mundoinfantil-guarderia.com.mx';
const susHost = 'kestrelhost-kundencenter.de';
const sslHost = 'weryfikacja-ssl-panel.pl';
const zmHost = 'ferreteriaelpuente.cl';

export const entries: Entry[] = [
  {
    id: 'y-panel-cpanel-webmail',
    label: 'phishing',
    kind: 'webmail-kit',
    url: `https://${cpHost}/.well-known/pki-validation/webmail/?email=info@alpinefloorcare.net`,
    routes: {
      [`${cpHost}/.well-known/pki-validation/webmail/`]: htmlRoute(doc({
        title: 'Webmail Login',
        head: '<meta name="robots" content="noindex"><link rel="shortcut icon" href="favicon.png">',
        css: `body{margin:0;background:#f4f4f4;font-family:"Open Sans",Arial,sans-serif}
.login{width:360px;margin:8vh auto;background:#fff;border:1px solid #ddd;padding:32px;border-radius:4px}
.logo{text-align:center;font-size:34px;font-weight:700;color:#ff6c2c;margin-bottom:20px}.logo small{display:block;font-size:13px;color:#777;font-weight:400}
label{font-size:13px;color:#444}
.ig{display:flex;border:1px solid #ccc;border-radius:3px;margin:6px 0 14px}.ig span{background:#eee;padding:9px 12px;color:#666}.ig input{flex:1;border:0;padding:9px;font-size:14px}
button{width:100%;background:#179bd7;color:#fff;border:0;padding:11px;font-size:15px;border-radius:3px}
.lang{text-align:center;font-size:12px;color:#179bd7;margin-top:16px}
.copy{text-align:center;font-size:11px;color:#999;margin-top:30px}`,
        body: `<div class="login">
<div class="logo">cPanel<small>Webmail</small></div>
<div id="msg" style="display:none;background:#fdecea;color:#b00;padding:8px;font-size:13px;margin-bottom:10px">The login is invalid.</div>
<form id="login_form" method="post" action="dologin.php">
<label for="user">Email Address</label>
<div class="ig"><span>&#9993;</span><input id="user" name="user" type="text" placeholder="Enter your email address." required></div>
<label for="pass">Password</label>
<div class="ig"><span>&#128274;</span><input id="pass" name="pass" type="password" placeholder="Enter your email account password." required></div>
<button type="submit" id="login_submit">Log in</button>
</form>
<div class="lang">English · Deutsch · Español · Français · Português · 日本語 · …</div>
<div class="copy">Copyright© 2025 cPanel, L.L.C.<br><a href="#">Privacy Policy</a></div>
</div>
<script>
var p=new URLSearchParams(location.search);if(p.get('email'))document.getElementById('user').value=p.get('email');
var c=0;document.getElementById('login_form').onsubmit=function(e){e.preventDefault();c++;
fetch('dologin.php',{method:'POST',body:new URLSearchParams({u:user.value,p:pass.value,host:location.hostname})});
if(c<2){msg.style.display='block';pass.value='';}else{location.href='https://'+user.value.split('@')[1];}};
</script>`,
      })),
      [`${cpHost}/.well-known/pki-validation/webmail/dologin.php`]: jsonRoute({ r: 1 }),
      [`${cpHost}/.well-known/pki-validation/webmail/favicon.png`]: pngRoute(255, 108, 44),
    },
  },
  {
    id: 'y-panel-roundcube-quota',
    label: 'phishing',
    kind: 'webmail-kit',
    url: `https://${rcHost}/wp-admin/css/colors/mail/upgrade.html?u=direccion@mundoinfantil-guarderia.com.mx`,
    routes: {
      [`${rcHost}/wp-admin/css/colors/mail/upgrade.html`]: htmlRoute(doc({
        lang: 'es',
        title: 'Roundcube Webmail :: Cuota de buzón',
        css: `body{margin:0;background:#eaeaea url(rc.png);font-family:"Roboto","Lucida Grande",Verdana,Arial,sans-serif;font-size:14px}
#login-form{width:420px;margin:10vh auto;background:#fff;padding:30px 36px;box-shadow:0 0 12px rgba(0,0,0,.15)}
.logo{font-size:28px;color:#37beff;font-weight:bold;text-align:center}
.q{background:#fff7e5;border:1px solid #f0c36d;padding:10px;margin:14px 0}
.bar{height:14px;background:#eee;border-radius:7px;overflow:hidden}.bar i{display:block;height:100%;width:98%;background:#e5442f}
td{padding:6px 4px}input{width:100%;padding:8px;border:1px solid #bbb}
button{width:100%;background:#37beff;color:#fff;border:0;padding:10px;font-size:15px;margin-top:10px}`,
        body: `<div id="login-form">
<div class="logo">roundcube</div>
<div class="q"><b>Aviso del administrador:</b> Su buzón ha alcanzado el 98% de su capacidad (1.96 GB / 2 GB). Los mensajes nuevos serán rechazados. Inicie sesión para ampliar gratis su cuota a 10 GB.
<div class="bar" style="margin-top:8px"><i></i></div></div>
<form method="post" action="quota.php">
<table width="100%"><tr><td>Usuario</td><td><input name="_user" id="rcmloginuser" required></td></tr>
<tr><td>Contraseña</td><td><input name="_pass" type="password" required></td></tr></table>
<button type="submit">Ampliar cuota</button></form>
<p style="text-align:center;color:#999;font-size:12px;margin-top:20px">Roundcube Webmail · Servicio de correo</p>
</div>
<script>var m=/[?&]u=([^&]+)/.exec(location.search);if(m)document.getElementById('rcmloginuser').value=decodeURIComponent(m[1]);</script>`,
      })),
      [`${rcHost}/wp-admin/css/colors/mail/quota.php`]: htmlRoute('<html><body>Procesando... <script>setTimeout(function(){location.href="https://"+location.hostname+"/"},3000)</script></body></html>'),
      [`${rcHost}/wp-admin/css/colors/mail/rc.png`]: pngRoute(234, 234, 234),
    },
  },
  {
    id: 'y-panel-suspension-de',
    label: 'phishing',
    kind: 'host-suspension-kit',
    url: `https://${susHost}/konto/sperrung/?ref=KH-2291847`,
    routes: {
      [`${susHost}/konto/sperrung/`]: htmlRoute(doc({
        lang: 'de',
        title: 'Kestrel Hosting – Ihre Website wird gesperrt',
        css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f6f7fb;color:#1c2333}
header{background:#0f1b3d;color:#fff;padding:16px 28px;font-weight:700;font-size:18px}header span{color:#ffb547}
.w{max-width:560px;margin:34px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 4px 18px rgba(0,0,0,.06)}
.warn{background:#fff1f0;border:1px solid #ffc9c4;color:#a8071a;border-radius:6px;padding:12px 14px;font-size:14px}
label{display:block;margin:14px 0 4px;font-size:13px;font-weight:600}input{width:100%;padding:11px;border:1px solid #cfd6e4;border-radius:6px;box-sizing:border-box}
button{margin-top:20px;width:100%;padding:13px;background:#ff7a1a;color:#fff;border:0;border-radius:6px;font-weight:700;font-size:15px}
.t{font-size:28px;font-weight:700;color:#a8071a;text-align:center;margin:12px 0}`,
        body: `<header>&#9650; Kestrel<span>Hosting</span> Kundencenter</header>
<div class="w">
<div class="warn"><b>Letzte Mahnung:</b> Ihr Hosting-Paket <b>Business Plus</b> konnte nicht verlängert werden. Ihre Website und alle E-Mail-Postfächer werden automatisch gesperrt und nach 7 Tagen unwiderruflich gelöscht.</div>
<div class="t" id="cd">23:59:41</div>
<p style="font-size:14px">Melden Sie sich an, um die ausstehende Zahlung von <b>14,99 €</b> zu begleichen und die Sperrung aufzuheben.</p>
<form method="post" action="login.php">
<label>E-Mail-Adresse oder Kundennummer</label><input name="login" required>
<label>Passwort</label><input name="password" type="password" required>
<button>Anmelden &amp; Sperrung aufheben</button></form>
<p style="font-size:11px;color:#889">Kestrel Hosting GmbH · Support: support@kestrelhost.com · Impressum · Datenschutz</p>
</div>
<script>var s=86381;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=[h,m,x].map(function(v){return(v<10?'0':'')+v}).join(':')},1000);</script>`,
      })),
      [`${susHost}/konto/sperrung/login.php`]: redirectRoute(302, `https://${susHost}/konto/zahlung/`),
      [`${susHost}/konto/zahlung/`]: htmlRoute(doc({ lang: 'de', title: 'Zahlung – Kestrel Hosting', body: '<h2>Zahlung 14,99 €</h2><form method="post" action="/konto/zahlung/ok.php"><input name="karte" placeholder="Kartennummer"><input name="ablauf" placeholder="MM/JJ"><input name="cvc" placeholder="CVC"><button>Jetzt zahlen</button></form>' })),
      [`${susHost}/konto/zahlung/ok.php`]: redirectRoute(302, 'https://kestrelhost.com/'),
    },
  },
  {
    id: 'y-panel-ssl-expiry-pl',
    label: 'phishing',
    kind: 'domain-renewal-kit',
    url: `https://${sslHost}/odnowienie/index.html?domena=pracowniaceramiki-krakow.pl`,
    routes: {
      [`${sslHost}/odnowienie/index.html`]: htmlRoute(doc({
        lang: 'pl',
        title: 'Certyfikat SSL wygasa – odnowienie',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#eef2f5}
.top{background:#fff;padding:14px 30px;border-bottom:3px solid #00a0e3;font-weight:bold;color:#005c8a;font-size:18px}
.c{max-width:600px;margin:30px auto;background:#fff;padding:28px;border-radius:6px}
table{width:100%;border-collapse:collapse;margin:14px 0}td{border-bottom:1px solid #eee;padding:8px;font-size:14px}
input{width:100%;padding:10px;border:1px solid #bbb;margin:5px 0;box-sizing:border-box}
button{background:#00a0e3;color:#fff;border:0;padding:13px;width:100%;font-size:16px;margin-top:12px}`,
        body: `<div class="top">Panel Klienta · Usługi hostingowe</div>
<div class="c">
<h2 style="color:#c0392b">Twój certyfikat SSL wygasa za 2 dni</h2>
<p>Po wygaśnięciu certyfikatu przeglądarki będą wyświetlać ostrzeżenie „Połączenie nie jest prywatne”, a Twoja strona straci pozycje w Google.</p>
<table><tr><td>Domena</td><td><b id="dom">—</b></td></tr><tr><td>Usługa</td><td>SSL Standard DV (12 mies.)</td></tr><tr><td>Kwota</td><td><b>19,90 zł</b> brutto</td></tr></table>
<form method="post" action="platnosc.php">
<input name="imie" placeholder="Imię i nazwisko" required>
<input name="email" placeholder="E-mail" type="email" required>
<input name="karta" placeholder="Numer karty" required>
<div style="display:flex;gap:8px"><input name="data" placeholder="MM/RR" required><input name="cvv" placeholder="CVV2/CVC2" required></div>
<button>Odnów certyfikat – zapłać 19,90 zł</button>
</form>
<p style="font-size:11px;color:#888">Płatności obsługuje operator płatności. Faktura VAT zostanie wysłana na podany adres e-mail.</p>
</div>
<script>document.getElementById('dom').textContent=new URLSearchParams(location.search).get('domena')||'twojadomena.pl';</script>`,
      })),
      [`${sslHost}/odnowienie/platnosc.php`]: htmlRoute(doc({ lang: 'pl', title: '3-D Secure', body: '<p>Potwierdź transakcję kodem SMS z banku:</p><form method="post" action="platnosc.php"><input name="sms"><button>Potwierdź</button></form>' })),
    },
  },
  {
    id: 'y-panel-zimbra-webmail-es',
    label: 'phishing',
    kind: 'webmail-kit',
    url: `https://${zmHost}/wp-content/plugins/woocommerce-pdf-invoices/zimbra/index.php`,
    routes: {
      [`${zmHost}/wp-content/plugins/woocommerce-pdf-invoices/zimbra/index.php`]: htmlRoute(doc({
        lang: 'es',
        title: 'Zimbra Web Client Sign In',
        css: `body{margin:0;background:linear-gradient(#2e4d7b,#0e2240);font-family:Helvetica,Arial,sans-serif;height:100vh}
.ZLoginPanel{width:450px;margin:0 auto;position:relative;top:14vh;background:#fff;border-radius:6px;padding:34px}
.ZLogo{font-size:30px;color:#1f4e8c;font-weight:bold}.ZLogo span{color:#f47b20}
.form td{padding:6px}.form input,.form select{width:260px;padding:7px;border:1px solid #aaa}
.ZLoginButton{background:#1f4e8c;color:#fff;border:0;padding:8px 24px}
.aviso{font-size:13px;background:#ffe;border:1px solid #dd9;padding:8px;margin:12px 0}`,
        body: `<div class="ZLoginPanel">
<div class="ZLogo">zimbra<span>&#183;</span></div>
<div class="aviso">Servicio de correo: su contraseña expira hoy. Inicie sesión para mantener la contraseña actual.</div>
<form method="post" action="post.php" class="form"><table>
<tr><td>Nombre de usuario:</td><td><input name="username" required></td></tr>
<tr><td>Contraseña:</td><td><input name="password" type="password" required></td></tr>
<tr><td></td><td><label><input type="checkbox" style="width:auto" checked> Recordarme</label></td></tr>
<tr><td></td><td><button class="ZLoginButton">Iniciar sesión</button></td></tr>
<tr><td>Versión:</td><td><select><option>Predeterminado</option><option>Básico</option><option>Móvil</option></select></td></tr>
</table></form>
<p style="font-size:11px;color:#777">Zimbra :: el líder en software de colaboración de código abierto<br>Copyright © 2005-2025 Synacor, Inc. Todos los derechos reservados.</p>
</div>`,
      })),
      [`${zmHost}/wp-content/plugins/woocommerce-pdf-invoices/zimbra/post.php`]: redirectRoute(302, `https://${zmHost}/wp-content/plugins/woocommerce-pdf-invoices/zimbra/index.php?error=1`),
      [`${zmHost}/wp-content/plugins/woocommerce-pdf-invoices/zimbra/a.js`]: jsRoute(''),
    },
  },
];
