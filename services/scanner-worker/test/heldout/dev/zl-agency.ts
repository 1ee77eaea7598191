import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute, pngRoute } from '../parts/e-bin.js';
import { shell, wpPage, wpAssets } from '../parts/zl-kit.js';

// Agencies' staging sites and plugin/theme demo pages hosted with us.

export const entries: Entry[] = [
{
  id: 'zl-clean-staging-wp-login-agency',
  label: 'clean',
  kind: 'agency-staging',
  url: 'https://staging.pixelwerk-agentur.de/kunde-autohaus-brenner/wp-login.php?redirect_to=%2Fkunde-autohaus-brenner%2Fwp-admin%2F&reauth=1',
  body: `<!DOCTYPE html><html lang="de-DE"><head><meta charset="UTF-8"><meta name="robots" content="noindex, nofollow"><title>Anmelden &lsaquo; Autohaus Brenner (STAGING) &#8212; WordPress</title>
<style>body{background:#f0f0f1;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;font-size:13px}#login{width:320px;margin:auto;padding:8% 0 0}#login h1 a{display:block;text-align:center;font-size:20px;color:#3c434a;text-decoration:none;margin-bottom:24px}
.login form{background:#fff;border:1px solid #c3c4c7;padding:26px 24px;box-shadow:0 1px 3px rgba(0,0,0,.04)}.login label{font-size:14px}.login input[type=text],.login input[type=password]{width:100%;font-size:24px;padding:3px 5px;margin:2px 6px 16px 0;border:1px solid #8c8f94}
.button-primary{background:#2271b1;border:1px solid #2271b1;color:#fff;padding:0 12px;min-height:32px;float:right}.stg{background:#d63638;color:#fff;text-align:center;padding:6px;font-weight:600}#nav,#backtoblog{padding:0 24px;font-size:13px}</style></head>
<body class="login no-js login-action-login wp-core-ui locale-de-de"><div class="stg">STAGING-UMGEBUNG – Änderungen hier sind nicht live. Pixelwerk Agentur</div>
<div id="login"><h1><a href="https://de.wordpress.org/">Powered by WordPress</a></h1><p class="message reauth-message" style="background:#fff;border-left:4px solid #72aee6;padding:12px">Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.</p>
<form name="loginform" id="loginform" action="https://staging.pixelwerk-agentur.de/kunde-autohaus-brenner/wp-login.php" method="post"><p><label for="user_login">Benutzername oder E-Mail-Adresse</label><input type="text" name="log" id="user_login" size="20" autocapitalize="off" autocomplete="username"></p>
<p><label for="user_pass">Passwort</label><input type="password" name="pwd" id="user_pass" size="20" autocomplete="current-password"></p><p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">Angemeldet bleiben</label></p>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Anmelden"><input type="hidden" name="redirect_to" value="/kunde-autohaus-brenner/wp-admin/"><input type="hidden" name="testcookie" value="1"></p></form>
<p id="nav"><a href="https://staging.pixelwerk-agentur.de/kunde-autohaus-brenner/wp-login.php?action=lostpassword">Passwort vergessen?</a></p><p id="backtoblog"><a href="https://staging.pixelwerk-agentur.de/kunde-autohaus-brenner/">&larr; Zurück zu Autohaus Brenner</a></p></div></body></html>`,
},
{
  id: 'zl-clean-plugin-demo-login-form-builder',
  label: 'clean',
  kind: 'plugin-demo',
  url: 'https://demo.loginpress-style-plugins.net/custom-login/',
  body: shell({ lang: 'en', title: 'Custom Login Page Customizer – Live Demo', brand: 'FormCraft Login', nav: ['Features', 'Pricing', 'Docs', 'Live demo', 'Support'],
    body: `<div class="grid"><div class="card"><h1>Live demo</h1><p>This is how your WordPress login page could look with FormCraft Login. Try the themes on the right. Demo credentials: <code>demo</code> / <code>demo</code>.</p>
<form id="demo"><label>Username or Email Address</label><input name="log" value="demo"><label>Password</label><input type="password" name="pwd" value="demo"><button class="btn">Log In</button></form><p id="out" class="muted"></p></div>
<div class="card"><h3>Presets</h3><p><button class="btn" data-c="#2271b1">Default</button> <button class="btn" data-c="#1e8c5a" style="background:#1e8c5a">Forest</button> <button class="btn" data-c="#7b2cbf" style="background:#7b2cbf">Violet</button></p><p>Upload your logo, change background, add reCAPTCHA, redirect after login, and more.</p></div></div>
<script>document.getElementById('demo').onsubmit=function(e){e.preventDefault();document.getElementById('out').textContent='Demo mode: login is disabled on this site.'};document.querySelectorAll('[data-c]').forEach(function(b){b.onclick=function(){document.querySelector('#demo .btn').style.background=b.dataset.c}})</script>`,
    footer: '© 2026 FormCraft Plugins Ltd · Made in Dublin · <a href="#">Terms</a> · <a href="#">Refunds</a>' }),
},
{
  id: 'zl-clean-landing-template-countdown-demo',
  label: 'clean',
  kind: 'theme-demo',
  url: 'https://templates.kreativ-baukasten.de/vorlage/webinar-launch/',
  body: shell({ lang: 'de', title: 'Vorlage „Webinar Launch“ – Vorschau', brand: 'Kreativ Baukasten', nav: ['Vorlagen', 'Preise', 'Hilfe'],
    body: `<div style="background:#fffae6;padding:8px;text-align:center">Vorschau der Vorlage – Inhalte sind Platzhalter. <a href="#">Vorlage verwenden</a></div>
<div style="text-align:center;padding:40px;background:#1d3557;color:#fff;margin-top:10px"><h1>Live-Webinar: [Ihr Thema hier]</h1><p>Am [Datum] um [Uhrzeit] · kostenlos</p><div id="cd" style="font-size:40px;font-weight:700">02 : 11 : 45 : 09</div><a class="btn" href="#anm" style="background:#e63946">Jetzt Platz sichern</a></div>
<form id="anm" class="card" style="max-width:420px;margin:20px auto"><label>Vorname</label><input><label>E-Mail</label><input type="email"><button class="btn">Anmelden</button><p class="muted">Beispiel-Formular. Verbinden Sie Ihr Newsletter-Tool in den Einstellungen.</p></form>
<script>var t=2*86400+11*3600+45*60+9;setInterval(function(){t--;var d=Math.floor(t/86400),h=Math.floor(t%86400/3600),m=Math.floor(t%3600/60),s=t%60;document.getElementById('cd').textContent=[d,h,m,s].map(function(x){return ('0'+x).slice(-2)}).join(' : ')},1000)</script>`,
    footer: 'Kreativ Baukasten GmbH · Köln · Impressum · Datenschutz' }),
},
{
  id: 'zl-clean-agency-portfolio-dev-subdomain',
  label: 'clean',
  kind: 'agency-staging',
  url: 'https://dev.studio-vlam.nl/work/',
  body: shell({ lang: 'nl', title: 'Werk – Studio Vlam (dev)', brand: 'Studio Vlam', nav: ['Werk', 'Diensten', 'Over ons', 'Contact'],
    head: '<meta name="robots" content="noindex">',
    body: `<h1>Geselecteerd werk</h1><div class="grid"><div class="card"><h3>Rabobank – interne campagne</h3><p>Motion design voor een interne campagne over duurzaam bankieren (2025).</p></div><div class="card"><h3>Gemeente Zaanstad</h3><p>Toegankelijke website, WCAG 2.2 AA.</p></div><div class="card"><h3>Bakkerij Bart</h3><p>Huisstijl en verpakking.</p></div><div class="card"><h3>PostNL – event</h3><p>Tentoonstellingsontwerp voor een medewerkersdag.</p></div></div>
<p class="muted">Dev-omgeving · build 2026.11.27-3 · branch feature/case-grid</p>`,
    footer: 'Studio Vlam · Hembrugterrein, Zaandam · hallo@studio-vlam.nl' }),
},
{
  id: 'zl-clean-booking-plugin-demo-es',
  label: 'clean',
  kind: 'plugin-demo',
  url: 'https://demo.reservapro-plugin.es/restaurante/',
  body: shell({ lang: 'es', title: 'Demo: reservas para restaurantes – ReservaPro', brand: 'ReservaPro', nav: ['Características', 'Demos', 'Precios', 'Documentación'],
    body: `<div class="card" style="max-width:520px;margin:auto"><h1>Reserve su mesa</h1><p class="muted">Demostración del plugin ReservaPro para WordPress. Las reservas realizadas aquí se borran cada hora.</p>
<label>Fecha</label><input type="date"><label>Comensales</label><select><option>2</option><option>4</option><option>6</option></select><label>Hora</label><div id="slots"></div><label>Nombre</label><input><label>Teléfono</label><input><button class="btn">Reservar</button></div>
<script>fetch('/wp-json/reservapro/v1/slots?demo=1').then(function(r){return r.json()}).then(function(s){document.getElementById('slots').innerHTML=s.map(function(x){return '<button class="btn" style="margin:3px;background:'+(x.free?'#1a5fb4':'#aaa')+'">'+x.t+'</button>'}).join('')})</script>`,
    footer: '© 2026 ReservaPro · Valencia · Aviso legal' }),
  routes: { 'demo.reservapro-plugin.es/wp-json/reservapro/v1/slots': jsonRoute([{ t: '13:30', free: true }, { t: '14:00', free: false }, { t: '14:30', free: true }, { t: '21:00', free: true }, { t: '21:30', free: false }]) },
},
];
