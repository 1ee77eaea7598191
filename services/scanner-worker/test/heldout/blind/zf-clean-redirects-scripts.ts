import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-redirect-oauth-google-consent',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://app.ledgerly.io/auth/google/start?next=%2Finvoices',
  routes: {
    'app.ledgerly.io/auth/google/start': redirectRoute(302, 'https://accounts.google.com/v3/signin/accountchooser?client_id=559810231177-ldgr8q2hb9k3p0v.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.ledgerly.io%2Fauth%2Fgoogle%2Fcallback&response_type=code&scope=openid%20email%20profile&state=Zk9x2LmQ'),
    'accounts.google.com/v3/signin/accountchooser': htmlRoute(doc({
      title: 'Sign in - Google Accounts',
      css: `body{margin:0;background:#f0f4f9;font-family:"Google Sans",Roboto,Arial,sans-serif}.c{max-width:1040px;margin:10vh auto;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px}
input{width:100%;padding:14px;border:1px solid #747775;border-radius:4px;font-size:16px;margin:10px 0}button{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;float:right}`,
      body: `<div class="c"><div style="flex:1"><div style="font-size:24px"><span style="color:#4285f4">G</span></div><h1 style="font-weight:400">Sign in</h1><p>to continue to <a href="#">Ledgerly</a></p></div>
<div style="flex:1"><form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute"><input type="email" name="identifier" placeholder="Email or phone" autocomplete="username"><a href="#" style="font-size:14px">Forgot email?</a>
<p style="font-size:14px;color:#444">To continue, Google will share your name, email address, language preference, and profile picture with Ledgerly. Before using this app, you can review Ledgerly's <a href="#">privacy policy</a> and <a href="#">terms of service</a>.</p><button>Next</button></form></div></div>
<p style="text-align:center;font-size:12px;color:#444">English (United States) · Help · Privacy · Terms</p>`,
    })),
  },
},
{
  id: 'zf-clean-news-packed-analytics-de',
  label: 'clean',
  kind: 'obfuscated-analytics',
  url: 'https://www.tagesblatt-nord.de/region/kiel/weihnachtsmarkt-eroeffnet-2025-a7712.html',
  body: doc({
    lang: 'de',
    title: 'Kieler Weihnachtsmarkt eröffnet: Die wichtigsten Infos | Tagesblatt Nord',
    head: `<script src="/static/js/tbn-metrics.min.js" async></script>${tagStub('G-TBN44019')}`,
    body: `<header><b>Tagesblatt Nord</b><nav><a href="#">Region</a><a href="#">Politik</a><a href="#">Sport</a><a href="#">Wirtschaft</a><a href="#">Abo</a><a href="#">Anmelden</a></nav></header><main>
<p class="muted">Kiel · 27.11.2025, 17:42 Uhr</p><h1>Kieler Weihnachtsmarkt eröffnet: Die wichtigsten Infos</h1><p>Mit dem traditionellen Anschnitt des Stollens hat Oberbürgermeister Kämpfer am Donnerstagabend den Weihnachtsmarkt auf dem Holstenplatz eröffnet. Bis zum 23. Dezember locken rund 90 Stände.</p>
<p>Öffnungszeiten: täglich 11 bis 21 Uhr, freitags und samstags bis 22 Uhr. Am Totensonntag bleibt der Markt geschlossen.</p><div class="card" style="max-width:none">Lesen Sie weiter mit <b>TBN+</b> – 1 Monat für 0,99 €. <a href="#">Jetzt testen</a></div></main>
<footer><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">Cookie-Einstellungen</a><a href="#">AGB</a></footer>
${cookieBar('Wir und unsere 142 Partner verwenden Cookies und ähnliche Technologien.', 'Alle akzeptieren')}`,
  }),
  routes: {
    'www.tagesblatt-nord.de/static/js/tbn-metrics.min.js': jsRoute(`/* tbn-metrics 4.2.0 (c) Tagesblatt Nord Digital GmbH */
${pack(`(function(){var data={path:document.location.pathname,ref:document.referrer,screen:screen.width+'x'+screen.height,ts:new Date().getTime(),section:'region',paywall:'metered'};var img=new Image();img.src='/collect/px.gif?'+new URLSearchParams(data).toString()})();`)};
(function(w){var q=w._tbnq=w._tbnq||[];var _0x3c=['\\x70\\x61\\x67\\x65\\x76\\x69\\x65\\x77','\\x73\\x63\\x72\\x6f\\x6c\\x6c'];q.push([_0x3c[0],location.pathname]);var m=0;w.addEventListener(_0x3c[1],function(){var d=Math.round(100*(w.scrollY+w.innerHeight)/document.body.scrollHeight);if(d>m+24){m=d;navigator.sendBeacon&&navigator.sendBeacon('/collect/depth',JSON.stringify({d:d,p:location.pathname}))}},{passive:true})})(window);`),
    'www.tagesblatt-nord.de/collect/px.gif': imgRoute(0, 0, 0),
    'www.tagesblatt-nord.de/collect/depth': jsonRoute({}),
  },
},
{
  id: 'zf-clean-antibot-interstitial-shop',
  label: 'clean',
  kind: 'anti-bot',
  url: 'https://www.alpenrad-shop.at/',
  body: doc({
    lang: 'de-AT',
    title: 'Einen Moment bitte… | alpenrad-shop.at',
    css: `body{font-family:system-ui,sans-serif;color:#333;text-align:center;padding-top:18vh}.sp{width:36px;height:36px;border:4px solid #ddd;border-top-color:#0a7f3f;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<h2>alpenrad-shop.at</h2><p>Wir überprüfen Ihre Verbindung, um den Shop vor automatisierten Zugriffen zu schützen.</p><div class="sp"></div><p style="font-size:12px;color:#999">Ref-ID: 19a7c3e2f · Schutz durch ShieldEdge Bot Manager</p>
<script>
(function(){var _=[navigator.userAgent,navigator.language,screen.width+'x'+screen.height,new Date().getTimezoneOffset(),navigator.hardwareConcurrency||0,!!navigator.webdriver];
var c=document.createElement('canvas'),g=c.getContext('2d');g.textBaseline='top';g.font='14px Arial';g.fillText('ShieldEdge,\\u{1F60A}',2,2);_.push(c.toDataURL().slice(-32));
var h=0,s=JSON.stringify(_);for(var i=0;i<s.length;i++){h=(h<<5)-h+s.charCodeAt(i)|0}
var x=new XMLHttpRequest();x.open('POST','/.well-known/shieldedge/verify');x.setRequestHeader('content-type','application/json');x.onload=function(){try{var r=JSON.parse(x.responseText);document.cookie='se_clearance='+r.token+';path=/;max-age=1800;secure';location.replace(r.next)}catch(e){}};
setTimeout(function(){x.send(JSON.stringify({h:h,s:btoa(s)}))},1500)})();
</script>`,
  }),
  routes: {
    'www.alpenrad-shop.at/.well-known/shieldedge/verify': jsonRoute({ token: 'b7e1c0d2a9f84e31', next: '/startseite' }),
    'www.alpenrad-shop.at/startseite': htmlRoute(doc({
      lang: 'de-AT',
      title: 'Alpenrad – Fahrräder & Zubehör aus Innsbruck',
      body: `<header><b>Alpenrad</b><nav><a href="#">Mountainbikes</a><a href="#">Gravel</a><a href="#">E-Bikes</a><a href="#">Zubehör</a><a href="#">Werkstatt</a><a href="#">🛒</a></nav></header><main><h1>Bereit für den Winter?</h1><p>Spikereifen, Lichtsets und Winterservice – jetzt in unserer Werkstatt in Innsbruck oder online bestellen. Versandkostenfrei ab 59 € innerhalb Österreichs.</p><div class="grid"><div class="card">Schwalbe Marathon Winter Plus – 64,90 €</div><div class="card">Lupine Piko 4 – 239,00 €</div><div class="card">Winterservice Komplett – 89,00 €</div></div></main><footer>Alpenrad GmbH · Innrain 40, 6020 Innsbruck · <a href="#">Impressum</a><a href="#">AGB</a><a href="#">Datenschutz</a></footer>`,
    })),
  },
},
{
  id: 'zf-clean-bank-login-fraud-fingerprint',
  label: 'clean',
  kind: 'anti-bot',
  url: 'https://banking.volksbank-mittelland-nord.de/services_cloud/portal/login',
  body: doc({
    lang: 'de',
    title: 'Login – Volksbank Mittelland Nord eG',
    head: `<script src="/services_cloud/portal/static/fp/sensor.js"></script>`,
    body: `<header><b style="color:#0066b3">Volksbank Mittelland Nord eG</b><nav><a href="#">Privatkunden</a><a href="#">Firmenkunden</a><a href="#">Wir für Sie</a></nav></header><main>
<div class="card"><h2>Online-Banking</h2><form method="post" action="/services_cloud/portal/login" id="lf"><input type="hidden" name="sensor_data" id="sd"><label>VR-NetKey oder Alias</label><input name="vrnetkey" autocomplete="username"><label>PIN</label><input type="password" name="pin" autocomplete="current-password"><button class="btn" style="background:#0066b3;width:100%">Anmelden</button></form><p class="muted"><a href="#">PIN vergessen?</a> · <a href="#">Erstzugang</a></p></div>
<p class="muted">Wir fragen niemals per E-Mail oder Telefon nach Ihrer PIN oder TAN.</p></main>
<footer><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">Barrierefreiheit</a></footer>`,
  }),
  routes: {
    'banking.volksbank-mittelland-nord.de/services_cloud/portal/static/fp/sensor.js': jsRoute(`/* fraud-prevention sensor v7 */var _0xa1=['\\x75\\x73\\x65\\x72\\x41\\x67\\x65\\x6e\\x74','\\x70\\x6c\\x61\\x74\\x66\\x6f\\x72\\x6d','\\x6c\\x61\\x6e\\x67\\x75\\x61\\x67\\x65\\x73'];
(function(w,d){var ev=[],t0=Date.now();function rec(e){if(ev.length<200)ev.push([e.type.charAt(0),Date.now()-t0,e.clientX|0,e.clientY|0])}
['mousemove','keydown','touchstart'].forEach(function(n){d.addEventListener(n,rec,{passive:true})});
function snap(){var n=w.navigator,o={u:n[_0xa1[0]],p:n[_0xa1[1]],l:(n[_0xa1[2]]||[]).join(),tz:Intl.DateTimeFormat().resolvedOptions().timeZone,sc:[screen.width,screen.height,screen.colorDepth].join('x'),e:ev.slice(-80)};
return btoa(unescape(encodeURIComponent(JSON.stringify(o)))).split('').reverse().join('')}
d.addEventListener('DOMContentLoaded',function(){var f=d.getElementById('lf');if(f)f.addEventListener('submit',function(){d.getElementById('sd').value=snap()})});
setTimeout(function(){navigator.sendBeacon&&navigator.sendBeacon('/services_cloud/portal/static/fp/c',snap())},3000)})(window,document);`),
    'banking.volksbank-mittelland-nord.de/services_cloud/portal/static/fp/c': jsonRoute({}),
  },
},
{
  id: 'zf-clean-redirect-http-apex-to-www',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://zahnarztpraxis-dr-lindqvist.se/',
  routes: {
    'zahnarztpraxis-dr-lindqvist.se/': redirectRoute(301, 'https://www.zahnarztpraxis-dr-lindqvist.se/sv/'),
    'www.zahnarztpraxis-dr-lindqvist.se/sv/': htmlRoute(doc({
      lang: 'sv',
      title: 'Tandläkare Dr. Lindqvist – Tandvård i Malmö',
      body: `<header><b>Tandläkare Dr. Lindqvist</b><nav><a href="#">Behandlingar</a><a href="#">Priser</a><a href="#">Om oss</a><a href="#">Boka tid</a></nav></header><main><h1>Välkommen till vår klinik i Malmö</h1><p>Vi erbjuder allmäntandvård, tandblekning och akuttider samma dag. Vi är anslutna till Försäkringskassan och följer referenspriserna.</p>
<h3>Boka tid online</h3><form method="post" action="/sv/boka"><label>Namn</label><input name="namn"><label>Personnummer</label><input name="pnr" placeholder="ÅÅÅÅMMDD-XXXX"><label>Telefon</label><input name="tel"><button class="btn">Skicka förfrågan</button></form><p class="muted">Öppettider: mån–fre 08–17. Telefon 040-12 34 56.</p></main>
<footer>Lindqvist Tandvård AB · Södra Förstadsgatan 18, Malmö · <a href="#">Integritetspolicy</a></footer>`,
    })),
  },
},
];
