import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { shell, wpPage, wpAssets } from '../parts/zl-kit.js';

// Moved sites, security plugins' block pages, and the hosting company's own pages.
const hostNav = ['Webhosting', 'WordPress', 'Server', 'Domains', 'E-Mail', 'Support'];
const hostFooter = 'Alpenweb Hosting GmbH · Rosenheimer Str. 145 · 81671 München · HRB 000000 · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/agb">AGB</a> · <a href="/abuse">Missbrauch melden</a>';

export const entries: Entry[] = [
{
  id: 'zl-clean-solid-security-lockout-es',
  label: 'clean',
  kind: 'security-block',
  url: 'https://www.ferreteria-hermanos-gil.es/acceso-tienda/',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Bloqueado – Ferretería Hermanos Gil</title><meta name="robots" content="noindex,nofollow"><style>body{background:#f1f1f1;font-family:-apple-system,Segoe UI,Arial;color:#444}.c{max-width:560px;margin:12vh auto;background:#fff;padding:30px;border-top:4px solid #d63638}</style></head>
<body><div class="c"><h1>Error</h1><p><strong>Ha sido bloqueado</strong> debido a demasiados intentos de inicio de sesión fallidos. Por favor, inténtelo de nuevo en 15 minutos.</p><p style="font-size:13px">Si es el administrador del sitio y cree que se trata de un error, puede solicitar un enlace de desbloqueo a su correo electrónico desde la página de recuperación.</p><p style="font-size:12px;color:#999">Protegido por Solid Security</p></div></body></html>`,
},
{
  id: 'zl-clean-hoster-homepage-pricing',
  label: 'clean',
  kind: 'hoster-own',
  url: 'https://www.alpenweb-hosting.de/',
  body: shell({ lang: 'de', title: 'Alpenweb Hosting – Webhosting aus München, DSGVO-konform', brand: 'alpenweb', nav: hostNav,
    body: `<div style="background:linear-gradient(120deg,#0b3d91,#1a73e8);color:#fff;padding:40px;border-radius:8px"><h1>Webhosting made in Bavaria</h1><p>Rechenzentren in München und Nürnberg · ISO 27001 · 30 Tage testen · Support per Telefon, auch am Wochenende.</p><a class="btn" style="background:#ffb300;color:#222" href="#tarife">Tarife vergleichen</a> <a class="btn" style="background:transparent;border:1px solid #fff" href="https://kundencenter.alpenweb-hosting.de/login">Kundencenter-Login</a></div>
<h2 id="tarife">Tarife</h2><div class="grid"><div class="card"><h3>Free</h3><p>0 € · Subdomain *.alpenweb.site · 1 GB · Werbebanner</p></div><div class="card"><h3>Start</h3><p>3,99 €/Monat · 1 Domain · 50 GB SSD · 10 Postfächer</p></div><div class="card"><h3>Business</h3><p>9,99 €/Monat · 5 Domains · 200 GB · Staging · tägliche Backups</p></div><div class="card"><h3>WordPress Pro</h3><p>14,99 €/Monat · Managed Updates · Malware-Scan · WAF</p></div></div>
<h2>Sicherheit</h2><p>Wir scannen alle Kundenpakete täglich auf Schadcode. Phishing auf unseren Servern? Melden Sie es unter <a href="/abuse">/abuse</a> – wir reagieren innerhalb von 2 Stunden.</p>`,
    footer: hostFooter }),
},
{
  id: 'zl-clean-hoster-abuse-report-form',
  label: 'clean',
  kind: 'hoster-own',
  url: 'https://www.alpenweb-hosting.de/abuse',
  body: shell({ lang: 'de', title: 'Missbrauch melden – Alpenweb Hosting', brand: 'alpenweb', nav: hostNav,
    body: `<h1>Missbrauch melden / Report abuse</h1><p>Phishing, Malware, Spam oder Urheberrechtsverletzungen auf Servern von Alpenweb Hosting? Nutzen Sie dieses Formular. Für Phishing bitte die vollständige URL und – falls vorhanden – die E-Mail mit Headern angeben.</p>
<form class="card" method="post" action="/abuse/submit"><label>Art des Missbrauchs</label><select name="type"><option>Phishing</option><option>Malware</option><option>Spam</option><option>Urheberrecht</option><option>Sonstiges</option></select><label>Betroffene URL(s)</label><textarea name="urls" rows="3" placeholder="https://…"></textarea><label>Beschreibung / Belege</label><textarea name="desc" rows="5"></textarea><label>Ihre E-Mail-Adresse (für Rückfragen)</label><input name="email" type="email">
<label><input type="checkbox" style="width:auto" required> Ich versichere, dass meine Angaben nach bestem Wissen richtig sind.</label><button class="btn">Meldung absenden</button></form><p class="muted">Alternativ: abuse@alpenweb-hosting.de · Rechtliche Anfragen: legal@alpenweb-hosting.de · Für Behörden: PGP-Schlüssel auf Anfrage.</p>`,
    footer: hostFooter }),
},
];
