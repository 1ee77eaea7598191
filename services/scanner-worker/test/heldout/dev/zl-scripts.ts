import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { shell, matomo, cookieBar } from '../parts/zl-kit.js';

// Legitimate pages with heavy minified/obfuscated scripts, consent managers, A/B testing and anti-bot checks.

export const entries: Entry[] = [
{
  id: 'zl-clean-consent-blocked-embeds-it',
  label: 'clean',
  kind: 'consent-manager',
  url: 'https://www.museo-civico-sansepolcro.it/visita/orari-e-biglietti',
  body: shell({ lang: 'it', title: 'Orari e biglietti – Museo Civico di Sansepolcro', brand: 'Museo Civico Sansepolcro', nav: ['Il museo', 'Collezioni', 'Visita', 'Didattica', 'Contatti'],
    head: `<script id="cb-config">window.CONSENT_CFG={cookieName:'cc_museo',categories:['necessary','analytics','marketing'],lang:'it',revision:3}</script><script src="/assets/consent/cc.umd.js"></script>`,
    body: `<h1>Orari e biglietti</h1><table class="card" style="width:100%"><tr><td>Tutti i giorni</td><td>10:00–13:30 · 14:30–18:00</td></tr><tr><td>Intero</td><td>10 €</td></tr><tr><td>Ridotto (over 65, studenti)</td><td>8 €</td></tr><tr><td>Gratuito</td><td>under 18, residenti, possessori Carta Musei</td></tr></table>
<h2>Come arrivare</h2><div class="card" data-cc-blocked="marketing" style="height:260px;background:#eee;display:flex;align-items:center;justify-content:center;text-align:center"><p>La mappa è bloccata perché richiede il consenso ai cookie di terze parti.<br><a href="#" onclick="CookieConsent.showPreferences();return false">Gestisci preferenze</a></p></div>
<h2>Video: la Resurrezione di Piero della Francesca</h2><div class="card" data-cc-blocked="marketing" style="height:200px;background:#222;color:#ccc;display:flex;align-items:center;justify-content:center">Contenuto video disattivato (YouTube). Accetta i cookie di marketing per visualizzarlo.</div>`,
    footer: 'Museo Civico di Sansepolcro · Via Niccolò Aggiunti 65 · Comune di Sansepolcro · <a href="#">Privacy</a> · <a href="#">Cookie policy</a> · <a href="#">Accessibilità</a>' }),
  routes: {
    'www.museo-civico-sansepolcro.it/assets/consent/cc.umd.js': jsRoute(`/*! CookieConsent v3.0.1 | MIT */!function(e,t){"object"==typeof exports?t(exports):t((e=e||self).CookieConsent={})}(this,function(e){var c=window.CONSENT_CFG||{};function s(){var d=document.createElement("div");d.id="cc-main";d.style.cssText="position:fixed;left:16px;bottom:16px;max-width:380px;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.2);padding:20px;font:14px Arial;z-index:9999";d.innerHTML='<h3 style="margin-top:0">Usiamo i cookie</h3><p>Questo sito utilizza cookie tecnici e, previo consenso, cookie analitici e di profilazione di terze parti.</p><button data-a="all" style="background:#8a1c1c;color:#fff;border:0;padding:8px 14px">Accetta tutti</button> <button data-a="nec" style="padding:8px 14px">Solo necessari</button>';document.body.appendChild(d);d.querySelectorAll("button").forEach(function(b){b.onclick=function(){document.cookie=c.cookieName+"="+encodeURIComponent(JSON.stringify({categories:b.dataset.a==="all"?c.categories:["necessary"],revision:c.revision}))+";path=/;max-age=15552000";d.remove()}})}e.showPreferences=s;document.cookie.indexOf(c.cookieName+"=")<0&&("loading"===document.readyState?document.addEventListener("DOMContentLoaded",s):s())});`),
  },
},
{
  id: 'zl-clean-packed-legacy-script-es',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://www.academia-baile-triana.es/horarios.html',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="iso-8859-1"><title>Horarios - Academia de Baile Triana</title>
<style>body{font-family:Verdana;font-size:12px;background:#fdf2e4;margin:0}#top{background:#a11;color:#fff;padding:12px 20px;font-size:20px}#menu a{color:#fff;margin-right:10px}table{border-collapse:collapse;margin:20px}td,th{border:1px solid #caa;padding:6px 10px}</style>
<script type="text/javascript">eval(function(p,a,c,k,e,d){e=function(c){return c.toString(36)};if(!''.replace(/^/,String)){while(c--){d[c.toString(a)]=k[c]||c.toString(a)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('3 4(){5 a=6.7(\\'8\\');9(a)a.b=\\'c d: \\'+2 e().f()}',16,16,'||new|function|fecha|var|document|getElementById|hoy|if||innerHTML|Hoy|es|Date|toLocaleDateString'.split('|'),0,{}))</script></head>
<body onload="fecha()"><div id="top">Academia de Baile Triana <span id="menu"><a href="index.html">Inicio</a><a href="horarios.html">Horarios</a><a href="precios.html">Precios</a><a href="contacto.html">Contacto</a></span></div>
<p style="margin:20px" id="hoy"></p><table><tr><th>Día</th><th>Sevillanas</th><th>Flamenco</th><th>Salsa</th></tr><tr><td>Lunes</td><td>18:00</td><td>19:30</td><td>21:00</td></tr><tr><td>Miércoles</td><td>18:00</td><td>19:30</td><td>21:00</td></tr><tr><td>Viernes</td><td>17:00</td><td>-</td><td>20:00</td></tr></table>
<p style="margin:20px">Matrícula: 25 € · Mensualidad: 38 € (1 día) / 60 € (2 días). Primera clase gratis.<br>C/ Pureza 44, Sevilla · Tel. 954 00 00 00</p><p style="margin:20px;font-size:10px">Última actualización: septiembre 2026 · Visitas: <img src="contador.gif" alt=""></p></body></html>`,
  routes: { 'www.academia-baile-triana.es/contador.gif': { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64') } },
},
];
