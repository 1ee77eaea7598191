import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { shell, wpPage, wpAssets } from '../parts/zl-kit.js';
const hostFooter = 'Alpenweb Hosting GmbH · Rosenheimer Str. 145 · 81671 München · HRB 000000 · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/agb">AGB</a> · <a href="/abuse">Missbrauch melden</a>';

export const entries: Entry[] = [
{
  id: 'zl-clean-moved-domain-301-de',
  label: 'clean',
  kind: 'site-moved',
  url: 'https://www.metzgerei-kraemer-online.de/',
  routes: {
    'www.metzgerei-kraemer-online.de/': redirectRoute(301, 'https://www.metzgerei-kraemer.de/'),
    'www.metzgerei-kraemer.de/': htmlRoute(shell({ lang: 'de', title: 'Metzgerei Krämer – Hausgemachte Wurst aus Franken', brand: 'Metzgerei Krämer', nav: ['Sortiment', 'Partyservice', 'Mittagstisch', 'Kontakt'],
      body: `<h1>Neue Adresse, gleiche Qualität</h1><p>Unser Webauftritt hat eine neue, kürzere Adresse: metzgerei-kraemer.de. Bitte aktualisieren Sie Ihre Lesezeichen.</p><div class="grid"><div class="card"><h3>Mittagstisch diese Woche</h3><p>Mo: Schäufele mit Kloß 9,80 €<br>Di: Leberkäs mit Kartoffelsalat 7,50 €</p></div><div class="card"><h3>Partyservice</h3><p>Kalte Platten, Spanferkel, Buffets ab 20 Personen.</p></div></div>`,
      footer: 'Metzgerei Krämer · Hauptstr. 8 · 91301 Forchheim · Impressum · Datenschutz' })),
  },
},
{
  id: 'zl-clean-moved-js-meta-refresh-nl',
  label: 'clean',
  kind: 'site-moved',
  url: 'https://www.dansschool-ritme-zwolle.nl/',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>We zijn verhuisd! – Dansschool Ritme</title><meta http-equiv="refresh" content="8;url=https://ritme-dansen.nl/">
<style>body{font-family:Arial;text-align:center;padding-top:12vh;background:#fff0f5;color:#333}a{color:#c2185b}</style></head>
<body><h1>Dansschool Ritme heeft een nieuwe website</h1><p>Vanaf 1 september 2026 vind je ons lesrooster, de inschrijving en het ledenportaal op <a href="https://ritme-dansen.nl/">ritme-dansen.nl</a>.</p><p>Je wordt over <span id="s">8</span> seconden automatisch doorgestuurd.</p>
<script>var s=8;var t=setInterval(function(){s--;document.getElementById('s').textContent=s;if(s<=0){clearInterval(t);window.location.href='https://ritme-dansen.nl/'}},1000)</script></body></html>`,
  routes: {
    'ritme-dansen.nl/': htmlRoute(shell({ lang: 'nl', title: 'Dansschool Ritme Zwolle – Salsa, Stijldansen, Hiphop', brand: 'Ritme Dansen', nav: ['Lesrooster', 'Prijzen', 'Inschrijven', 'Ledenportaal'],
      body: '<h1>Dansen in Zwolle</h1><p>Stijldansen, salsa, hiphop voor kids en bruiloftsdanslessen. Gratis proefles!</p><a class="btn" href="/inschrijven">Inschrijven</a>', footer: 'Dansschool Ritme · Assendorperstraat 70, Zwolle' })),
  },
},
{
  id: 'zl-clean-moved-redirect-chain-https-www',
  label: 'clean',
  kind: 'site-moved',
  url: 'https://pharmacie-des-halles-nimes.fr/horaires',
  routes: {
    'pharmacie-des-halles-nimes.fr/horaires': redirectRoute(301, 'https://www.pharmacie-des-halles-nimes.fr/horaires'),
    'www.pharmacie-des-halles-nimes.fr/horaires': redirectRoute(302, 'https://www.pharmacie-des-halles-nimes.fr/horaires/'),
    'www.pharmacie-des-halles-nimes.fr/horaires/': htmlRoute(shell({ lang: 'fr', title: 'Horaires – Pharmacie des Halles, Nîmes', brand: 'Pharmacie des Halles', nav: ['Services', 'Horaires', 'Click & Collect', 'Contact'],
      body: `<h1>Horaires d'ouverture</h1><table class="card"><tr><td>Lundi – Vendredi</td><td>8h30 – 19h30</td></tr><tr><td>Samedi</td><td>9h – 19h</td></tr><tr><td>Dimanche</td><td>Fermé (pharmacie de garde : composez le 3237)</td></tr></table><p>Vaccination grippe sans rendez-vous. Téléconsultation en cabine.</p>`,
      footer: 'Pharmacie des Halles · 5 rue Guizot, 30000 Nîmes · Pharmacien titulaire : Mme C. Roux · N° RPPS 00000000000' })),
  },
},
{
  id: 'zl-clean-wordfence-block-page',
  label: 'clean',
  kind: 'security-block',
  url: 'https://www.campingplatz-seeblick-mueritz.de/wp-admin/admin-ajax.php?action=login',
  body: `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Your access to this site has been limited by the site owner</title><meta name="robots" content="noindex, nofollow">
<style>html{font-family:"Open Sans","Roboto",Arial,sans-serif;font-size:14px}body{margin:0;padding:30px;color:#222;background:#fff}h1{font-size:28px;margin:.5rem 0}h2{font-size:18px;margin-top:2rem}.wf-flex{display:flex;align-items:center;gap:16px}.wf-logo{width:60px;height:60px;background:#00709e;border-radius:50%}hr{border:0;border-top:1px solid #ddd}
table{border-collapse:collapse}td,th{padding:6px 12px;border-bottom:1px solid #eee;text-align:left}.btn{background:#00709e;color:#fff;padding:8px 14px;text-decoration:none;border-radius:3px}</style></head>
<body><div class="wf-flex"><div class="wf-logo"></div><div><h1>Your access to this site has been limited by the site owner</h1><p>Your access to this service has been limited. (HTTP response code 503)</p></div></div><hr>
<p>If you think you have been blocked in error, contact the owner of this site for assistance.</p><h2>If you are a WordPress user with administrative privileges on this site, please enter your email address in the box below and click "Send". You will then receive an email that helps you regain access.</h2>
<form method="POST" action="/?_wfsf=unlockEmail"><input type="hidden" name="nonce" value="5a8d13c7e0"><input type="email" name="email" size="40" placeholder="email@example.com" style="padding:6px"> <input type="submit" class="btn" value="Send Unlock Email"></form>
<h2>Block Technical Data</h2><table><tr><th>Block Reason:</th><td>Access from your area has been temporarily limited for security reasons.</td></tr><tr><th>Time:</th><td>Sun, 29 Nov 2026 21:41:07 GMT</td></tr></table>
<h2>About Wordfence</h2><p>Wordfence is a security plugin installed on over 4 million WordPress sites. The owner of this site is using Wordfence to manage access to their site.</p><p>You can also read the documentation to learn about Wordfence's blocking tools, or visit wordfence.com to learn more about Wordfence.</p>
<p style="color:#999">Generated by Wordfence at Sun, 29 Nov 2026 21:41:07 GMT.<br>Your computer's time: <span id="t"></span>.</p><script>document.getElementById('t').textContent=new Date().toUTCString()</script></body></html>`,
  headers: { 'x-robots-tag': 'noindex' },
},
{
  id: 'zl-clean-ninjafirewall-403-it',
  label: 'clean',
  kind: 'security-block',
  url: 'https://www.b-and-b-la-corte-lecce.it/?s=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>403 Forbidden</title><meta name="robots" content="noindex"><style>body{font-family:sans-serif;font-size:13px;color:#000;margin:40px}.box{border:1px solid #ccc;padding:20px;max-width:600px;background:#fafafa}</style></head>
<body><div class="box"><h2 style="margin-top:0">403 Forbidden</h2><p>Sorry <b>185.220.xx.xx</b>, your request cannot be proceeded.<br>For security reason, it was blocked and logged.</p><p>If you believe this was a mistake please contact the webmaster and enclose the following incident ID:</p><p><b>[#1732916473]</b></p><p style="color:#888;font-size:11px">NinjaFirewall (WP Edition)</p></div></body></html>`,
},
{
  id: 'zl-clean-hoster-kundencenter-login',
  label: 'clean',
  kind: 'hoster-own',
  url: 'https://kundencenter.alpenweb-hosting.de/login',
  body: shell({ lang: 'de', title: 'Kundencenter – Anmelden | Alpenweb Hosting', brand: 'alpenweb Kundencenter', nav: [],
    body: `<div class="card" style="max-width:420px;margin:30px auto"><h1 style="font-size:22px">Anmelden</h1><form method="post" action="/login"><input type="hidden" name="csrf" value="8c1d0e5f7a2b"><label>Kundennummer oder E-Mail</label><input name="login" autocomplete="username"><label>Passwort</label><input type="password" name="password" autocomplete="current-password">
<button class="btn" style="width:100%">Anmelden</button></form><p class="muted"><a href="/passwort-vergessen">Passwort vergessen?</a> · Zwei-Faktor-Anmeldung wird nach dem Passwort abgefragt.</p>
<p class="muted">Achtung: Wir fragen nie per E-Mail nach Ihrem Passwort oder nach Zahlungsdaten für „Domain-Verlängerungen“. Im Zweifel melden Sie sich direkt hier an.</p></div>`,
    footer: hostFooter }),
},
{
  id: 'zl-clean-hoster-default-parking-page',
  label: 'clean',
  kind: 'hoster-own',
  url: 'https://www.heimwerker-tipps-franken.de/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Domain heimwerker-tipps-franken.de – hier entsteht eine neue Website</title><style>body{margin:0;font-family:Arial;background:#f4f7fb;color:#333;text-align:center}.b{max-width:620px;margin:14vh auto;background:#fff;padding:40px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.06)}.l{color:#0b3d91;font-weight:700;font-size:22px}</style></head>
<body><div class="b"><div class="l">alpenweb</div><h1>heimwerker-tipps-franken.de</h1><p>Diese Domain wurde soeben bei Alpenweb Hosting registriert. Hier entsteht in Kürze eine neue Website.</p><p style="font-size:14px">Sind Sie der Inhaber? Laden Sie Ihre Website per FTP hoch oder installieren Sie WordPress mit einem Klick im <a href="https://kundencenter.alpenweb-hosting.de/login">Kundencenter</a>.</p><p style="font-size:12px;color:#888">Eigene Domain gewünscht? Ab 0,99 € im ersten Jahr.</p></div></body></html>`,
},
{
  id: 'zl-clean-hoster-account-suspended',
  label: 'clean',
  kind: 'hoster-own',
  url: 'https://rabo-scanner-vervangen-2.gratis-hosting.eu/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Account gesperrt / Account suspended</title><meta name="robots" content="noindex"><style>body{font-family:Arial;background:#fafafa;color:#333;margin:0}.b{max-width:640px;margin:12vh auto;background:#fff;padding:34px;border-left:6px solid #c62828}</style></head>
<body><div class="b"><h1>Dieses Hosting-Paket wurde gesperrt</h1><p>Der Zugriff auf diese Website wurde vom Betreiber der Plattform gesperrt, weil ein Verstoß gegen die Nutzungsbedingungen festgestellt wurde.</p><hr><h2 style="font-size:18px">This account has been suspended</h2><p>Access to this website has been disabled by the hosting provider due to a violation of the terms of service.</p>
<p style="font-size:13px;color:#777">Sind Sie der Inhaber dieses Pakets? Wenden Sie sich an abuse@alpenweb-hosting.de unter Angabe der Ticketnummer #ABU-2026-11-0481.<br>gratis-hosting.eu – ein Angebot der Alpenweb Hosting GmbH</p></div></body></html>`,
  headers: { 'cache-control': 'no-store' },
},
{
  id: 'zl-clean-hoster-status-page',
  label: 'clean',
  kind: 'hoster-own',
  url: 'https://status.alpenweb-hosting.de/',
  body: shell({ lang: 'de', title: 'Alpenweb Hosting – Systemstatus', brand: 'alpenweb status', nav: ['Übersicht', 'Vergangene Vorfälle', 'Abonnieren'],
    body: `<div class="card" style="background:#e8f5e9;border-color:#a5d6a7"><b>✔ Alle Systeme betriebsbereit</b></div><div id="comp" class="card" style="margin-top:16px">Lade Komponenten…</div>
<h2>Vorfälle</h2><div class="card"><b>27.11.2026 – Erhöhte Latenz bei Webmail (behoben)</b><p class="muted">14:05 Untersuchung · 14:40 Ursache identifiziert (Speichercluster MUC-2) · 15:12 behoben</p></div>
<script>fetch('/api/v2/components.json').then(function(r){return r.json()}).then(function(d){document.getElementById('comp').innerHTML=d.components.map(function(c){return '<p>'+c.name+' <span style="float:right;color:'+(c.status==='operational'?'green':'orange')+'">'+(c.status==='operational'?'Betriebsbereit':'Eingeschränkt')+'</span></p>'}).join('')})</script>`,
    footer: hostFooter }),
  routes: { 'status.alpenweb-hosting.de/api/v2/components.json': jsonRoute({ components: [{ name: 'Webhosting MUC', status: 'operational' }, { name: 'Webhosting NUE', status: 'operational' }, { name: 'Webmail', status: 'operational' }, { name: 'DNS', status: 'operational' }, { name: 'Kundencenter', status: 'operational' }] }) },
},
];
