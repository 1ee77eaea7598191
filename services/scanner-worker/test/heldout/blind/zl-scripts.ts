import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { shell, matomo, cookieBar } from '../parts/zl-kit.js';

// Legitimate pages with heavy minified/obfuscated scripts, consent managers, A/B testing and anti-bot checks.

export const entries: Entry[] = [
{
  id: 'zl-clean-regionalnews-bundle-consent-tcf',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://www.lokalanzeiger-oberland.de/region/gemeinderat-beschliesst-neues-hallenbad',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Gemeinderat beschließt neues Hallenbad | Lokalanzeiger Oberland</title>
<script>window.__tcfapiQueue=[];window.__tcfapi=function(c,v,cb,p){if(c==='ping'){cb({gdprApplies:true,cmpLoaded:false})}else{window.__tcfapiQueue.push([c,v,cb,p])}};</script>
<script src="/static/cmp/cmp.min.js" async></script><script src="/static/js/vendor.8f3a1c.min.js" defer></script><script src="/static/js/app.21b9e0.min.js" defer></script>
<style>body{margin:0;font-family:Georgia,serif}.mast{padding:14px 30px;border-bottom:3px solid #003d73;font:700 28px Arial;color:#003d73}article{max-width:720px;margin:20px auto;padding:0 20px;font-size:18px;line-height:1.6}.ad{height:250px;background:#f2f2f2;text-align:center;color:#aaa;font:12px Arial;line-height:250px}</style></head>
<body><div class="mast">Lokalanzeiger Oberland</div><article><p style="font:13px Arial;color:#777">Region · 29.11.2026, 14:12 Uhr · Von Anna Kerschbaumer</p><h1>Gemeinderat beschließt neues Hallenbad</h1>
<p>Mit 17 zu 4 Stimmen hat der Gemeinderat am Donnerstagabend den Neubau des Hallenbads beschlossen. Die Kosten werden auf 14,8 Millionen Euro geschätzt, der Freistaat fördert das Projekt mit rund 40 Prozent.</p><div class="ad" data-ad-slot="content_1">Anzeige</div>
<p>Der Baubeginn ist für Herbst 2027 geplant. Bis dahin bleibt das alte Bad geöffnet – mit eingeschränkten Öffnungszeiten.</p><div id="paywall"></div></article></body></html>`,
  routes: {
    'www.lokalanzeiger-oberland.de/static/cmp/cmp.min.js': jsRoute(`!function(){"use strict";var e=window,t=document,n=["Funktional","Statistik","Marketing"];function o(){var o=t.createElement("div");o.id="cmp-layer";o.setAttribute("style","position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:2147483000;display:flex;align-items:flex-end;justify-content:center");o.innerHTML='<div style="background:#fff;max-width:720px;padding:24px;font:15px Arial"><h2>Wir brauchen Ihre Zustimmung</h2><p>Wir und unsere 142 Partner verwenden Cookies und ähnliche Technologien, um Informationen auf einem Gerät zu speichern und/oder abzurufen. Personalisierte Anzeigen und Inhalte, Anzeigen- und Inhaltsmessung, Erkenntnisse über Zielgruppen und Produktentwicklung.</p><p>'+n.map(function(e){return'<label style="margin-right:12px"><input type="checkbox"> '+e+"</label>"}).join("")+'</p><button id="cmp-acc" style="background:#003d73;color:#fff;border:0;padding:10px 20px">Alle akzeptieren</button> <button id="cmp-pur" style="background:#fff;border:1px solid #003d73;padding:10px 20px">PUR-Abo: werbefrei für 2,99 €/Monat</button> <a href="#" id="cmp-set">Einstellungen</a></div>';t.body.appendChild(o);t.getElementById("cmp-acc").onclick=function(){t.cookie="euconsent-v2=CQH0wQAQH0wQAAHABBENBOFgAP_AAH_AAAAAIxNd_X__bX9n-_7_6ft0eY1f9_r37uQzDhfNs-8F3L_W_LwX32E7NF36tq4KmR4ku1bBIQNtHMnUDUmxaolVrzHsak2cpyNKJ_BkknsZe2dYGF9vm5tj-QKZ7_5_d3f52T_9_9v-39z33913v3d93-_12LjdV_5_9HfV_d-_O_--_-_-_--_-_---;max-age=31536000;path=/";o.remove()}}t.readyState==="loading"?t.addEventListener("DOMContentLoaded",o):o();e.__tcfapi=function(e,t,n){n({gdprApplies:!0,cmpStatus:"loaded",tcfPolicyVersion:4},!0)}}();`),
    'www.lokalanzeiger-oberland.de/static/js/vendor.8f3a1c.min.js': jsRoute(`/*! For license information please see vendor.8f3a1c.min.js.LICENSE.txt */
(self.webpackChunklokal=self.webpackChunklokal||[]).push([[216],{7294:function(e,t,n){"use strict";var r=Symbol.for("react.element"),o=Symbol.for("react.portal");function a(e,t,n){this.props=e,this.context=t,this.refs={},this.updater=n}a.prototype.isReactComponent={};t.Component=a;t.createElement=function(e,t){return{$$typeof:r,type:e,props:t||{}}}},3935:function(e,t,n){"use strict";t.render=function(e,t){t&&(t.setAttribute("data-hydrated","1"))}}}]);`),
    'www.lokalanzeiger-oberland.de/static/js/app.21b9e0.min.js': jsRoute(`(()=>{"use strict";var e,r={},t=(self.webpackChunklokal||[]);function n(){var e=document.getElementById("paywall");if(!e)return;fetch("/api/v2/meter?a=gemeinderat-hallenbad").then(e=>e.json()).then(r=>{r.remaining<=0?e.innerHTML='<div style="background:#eef4fa;padding:20px;font:15px Arial"><b>Weiterlesen mit LA+</b><p>Erster Monat 0,99 €, danach 9,99 €/Monat. Jederzeit kündbar.</p><a href="/abo" style="background:#003d73;color:#fff;padding:8px 16px;text-decoration:none">Jetzt abonnieren</a> · <a href="/login">Bereits Abonnent? Anmelden</a></div>':e.innerHTML='<p style="font:13px Arial;color:#777">Sie haben noch '+r.remaining+' kostenlose Artikel diesen Monat.</p>'})}"loading"===document.readyState?document.addEventListener("DOMContentLoaded",n):n()})();`),
    'www.lokalanzeiger-oberland.de/api/v2/meter': jsonRoute({ remaining: 2, limit: 5 }),
  },
},
{
  id: 'zl-clean-obfuscated-price-calculator-nl',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://zonnepanelen-offerte-wijnberg.nl/bereken',
  body: shell({ lang: 'nl', title: 'Bereken uw zonnepanelen – Wijnberg Solar', brand: 'Wijnberg Solar', nav: ['Zonnepanelen', 'Thuisbatterij', 'Bereken', 'Reviews', 'Contact'],
    body: `<h1>Wat leveren zonnepanelen u op?</h1><div class="grid"><div class="card"><label>Jaarverbruik (kWh)</label><input id="kwh" type="number" value="3200"><label>Dakrichting</label><select id="dir"><option value="1">Zuid</option><option value="0.87">Oost/West</option><option value="0.65">Noord</option></select><button class="btn" id="calc">Bereken</button></div>
<div class="card"><h3>Uw indicatie</h3><p id="res" style="font-size:18px">–</p><p class="muted">Indicatie op basis van gemiddelde opbrengst. Vraag een vrijblijvende offerte aan voor een exacte berekening.</p></div></div>`,
    scripts: `<script src="/assets/calc.obf.js"></script>`,
    footer: 'Wijnberg Solar B.V. · Nijverheidsweg 4, Harderwijk · KvK 70000000 · InstallQ-erkend' }),
  routes: {
    'zonnepanelen-offerte-wijnberg.nl/assets/calc.obf.js': jsRoute(`var _0x4f2a=['getElementById','value','onclick','textContent','toFixed','calc','kwh','dir','res',' panelen · circa € ',' besparing per jaar · terugverdientijd ',' jaar'];(function(_0x2d8f05,_0x4b81bb){var _0x4d74cb=function(_0x32719f){while(--_0x32719f){_0x2d8f05['push'](_0x2d8f05['shift']());}};_0x4d74cb(++_0x4b81bb);}(_0x4f2a,0x0));
var _0x1e3c=function(_0x2d8f05){return _0x4f2a[_0x2d8f05];};(function(){var _0xd=document;_0xd[_0x1e3c(0)](_0x1e3c(5))[_0x1e3c(2)]=function(){var _0xk=parseFloat(_0xd[_0x1e3c(0)](_0x1e3c(6))[_0x1e3c(1)])||0,_0xf=parseFloat(_0xd[_0x1e3c(0)](_0x1e3c(7))[_0x1e3c(1)]),_0xn=Math.ceil(_0xk/(0x172*_0xf)),_0xs=_0xk*0.34*0.9,_0xc=_0xn*0x190+0x2bc;
_0xd[_0x1e3c(0)](_0x1e3c(8))[_0x1e3c(3)]=_0xn+_0x1e3c(9)+Math.round(_0xs)+_0x1e3c(10)+(_0xc/_0xs)[_0x1e3c(4)](1)+_0x1e3c(11);};}());`),
  },
},
{
  id: 'zl-clean-ab-test-antiflicker-shop-de',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://www.fahrradkontor-hamburg.de/e-bikes/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>E-Bikes kaufen | Fahrradkontor Hamburg</title>
<style>.async-hide{opacity:0 !important}body{margin:0;font-family:Arial}.h{padding:16px 30px;background:#0f3d3e;color:#fff;font-size:22px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;padding:24px 30px}.p{border:1px solid #ddd;padding:14px}.cta{background:#e76f51;color:#fff;border:0;padding:10px;width:100%}</style>
<script>(function(a,s,y,n,c,h,i,d,e){s.className+=' '+y;h.start=1*new Date;h.end=i=function(){s.className=s.className.replace(RegExp(' ?'+y),'')};(a[n]=a[n]||[]).hide=h;setTimeout(function(){i();h.end=null},c);h.timeout=c;})(window,document.documentElement,'async-hide','dataLayer',2000,{'GTM-K7X2LQ':true});</script>
<script src="/ab/exp.js"></script></head>
<body><div class="h">Fahrradkontor Hamburg</div><h1 style="padding:0 30px" id="headline">E-Bikes für Stadt und Land</h1><div class="g">
<div class="p"><h3>Riese & Müller Charger4</h3><p>ab 5.499 €</p><button class="cta">Probefahrt vereinbaren</button></div><div class="p"><h3>Gazelle Ultimate C380</h3><p>ab 3.299 €</p><button class="cta">Probefahrt vereinbaren</button></div><div class="p"><h3>Kalkhoff Endeavour 5</h3><p>ab 3.599 €</p><button class="cta">Probefahrt vereinbaren</button></div></div>
<p style="padding:0 30px">JobRad und Bikeleasing möglich. Finanzierung ab 0 % effektivem Jahreszins.</p></body></html>`,
  routes: {
    'www.fahrradkontor-hamburg.de/ab/exp.js': jsRoute(`(function(){var k='ab_exp_1142';var v=localStorage.getItem(k);if(!v){v=Math.random()<.5?'A':'B';localStorage.setItem(k,v)}window.dataLayer=window.dataLayer||[];dataLayer.push({event:'experiment_impression',experiment_id:'1142',variant:v});
document.addEventListener('DOMContentLoaded',function(){if(v==='B'){var h=document.getElementById('headline');h.textContent='Jetzt E-Bike Probe fahren – ohne Termin';document.querySelectorAll('.cta').forEach(function(b){b.textContent='Jetzt testen';b.style.background='#2a9d8f'})}var hide=dataLayer.hide;if(hide&&hide.end)hide.end()})})();`),
  },
},
{
  id: 'zl-clean-antibot-js-challenge-shop-fr',
  label: 'clean',
  kind: 'anti-bot',
  url: 'https://www.vins-domaine-lacoste.fr/',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Vérification en cours… | Domaine Lacoste</title><meta name="robots" content="noindex">
<style>body{font-family:Arial;text-align:center;padding-top:15vh;color:#444}.sp{width:40px;height:40px;border:4px solid #eee;border-top-color:#7b1e3a;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head>
<body><h2>Domaine Lacoste</h2><div class="sp"></div><p>Nous vérifions que vous n'êtes pas un robot. Cela ne prendra que quelques secondes.</p><noscript>Veuillez activer JavaScript pour accéder à la boutique.</noscript><p style="font-size:12px;color:#999">Protection anti-bot · Réf. #a91f</p>
<script>(function(){var n=0,t=Date.now(),d='9f2c'+t;while(true){var h=0;for(var i=0;i<d.length;i++){h=(h*31+d.charCodeAt(i)+n)>>>0}if(h%4096===0)break;n++}
document.cookie='_ab_pass='+n+'.'+t+';path=/;max-age=3600';setTimeout(function(){location.replace('/boutique/')},600)})();</script></body></html>`,
  routes: {
    'www.vins-domaine-lacoste.fr/boutique/': htmlRoute(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Boutique – Domaine Lacoste, Vins de Cahors</title><style>body{font-family:Georgia;margin:0}.h{background:#7b1e3a;color:#fff;padding:18px 30px;font-size:22px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:30px}</style></head>
<body><div class="h">Domaine Lacoste · Cahors AOC</div><div class="g"><div><h3>Malbec Tradition 2022</h3><p>12,50 €</p></div><div><h3>Cuvée Prestige 2020</h3><p>21,00 €</p></div><div><h3>Rosé de Malbec 2025</h3><p>9,80 €</p></div></div><p style="padding:0 30px">L'abus d'alcool est dangereux pour la santé, à consommer avec modération. Vente interdite aux mineurs.</p></body></html>`),
  },
},
{
  id: 'zl-clean-spa-shell-rendered-cz',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://app.rozvrh-skolky.cz/',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Rozvrh školky</title><link rel="manifest" href="/manifest.webmanifest"><style>body{margin:0;font-family:system-ui,Arial;background:#f5f7fb}#app:empty::before{content:"Načítání…";display:block;text-align:center;padding:40px;color:#888}</style>
<script type="module" crossorigin src="/assets/index-Bx9k2LmQ.js"></script></head><body><noscript>Pro spuštění aplikace povolte JavaScript.</noscript><div id="app"></div></body></html>`,
  routes: {
    'app.rozvrh-skolky.cz/manifest.webmanifest': { status: 200, headers: { 'content-type': 'application/manifest+json' }, body: '{"name":"Rozvrh školky","short_name":"Školka","start_url":"/","display":"standalone","theme_color":"#4f7cff"}' },
    'app.rozvrh-skolky.cz/assets/index-Bx9k2LmQ.js': jsRoute(`const h=(t,a={},...c)=>{const e=document.createElement(t);for(const[k,v]of Object.entries(a))k.startsWith("on")?e.addEventListener(k.slice(2),v):e.setAttribute(k,v);c.flat().forEach(x=>e.append(x));return e};
const s={view:"login"};function r(){const a=document.getElementById("app");a.innerHTML="";a.append(h("header",{style:"background:#4f7cff;color:#fff;padding:14px 20px;font-weight:600"},"🧸 Rozvrh školky · MŠ Sluníčko"));
if(s.view==="login"){a.append(h("main",{style:"max-width:360px;margin:40px auto;background:#fff;padding:24px;border-radius:12px"},h("h2",{},"Přihlášení pro rodiče"),h("p",{style:"color:#666;font-size:14px"},"Omluvenky, jídelníček a fotky z akcí. Přístup vám zašle paní učitelka."),h("label",{},"E-mail"),h("input",{type:"email",style:"width:100%;padding:10px;margin:6px 0 12px",autocomplete:"username"}),h("label",{},"Heslo"),h("input",{type:"password",style:"width:100%;padding:10px;margin:6px 0 12px",autocomplete:"current-password"}),h("button",{style:"width:100%;padding:12px;background:#4f7cff;color:#fff;border:0;border-radius:8px",onclick:()=>{s.view="menu";r()}},"Přihlásit")))}
else{fetch("/api/jidelnicek").then(x=>x.json()).then(d=>a.append(h("main",{style:"max-width:600px;margin:20px auto"},h("h2",{},"Jídelníček"),...d.map(x=>h("p",{},x.den+": "+x.obed)))))}}r();`),
    'app.rozvrh-skolky.cz/api/jidelnicek': jsonRoute([{ den: 'Pondělí', obed: 'Čočková polévka, kuřecí rizoto' }, { den: 'Úterý', obed: 'Rajská, těstoviny s masem' }]),
  },
},
{
  id: 'zl-clean-inline-base64-lazyload-portfolio',
  label: 'clean',
  kind: 'heavy-scripts',
  url: 'https://fotografie-annalena-kruse.de/hochzeiten/',
  body: shell({ lang: 'de', title: 'Hochzeitsfotografie – Annalena Kruse, Lübeck', brand: 'Annalena Kruse Fotografie', nav: ['Hochzeiten', 'Familie', 'Preise', 'Kundengalerie', 'Kontakt'],
    body: `<h1>Hochzeiten</h1><p>Natürliche Reportagen ohne steife Posen. Ganztagesbegleitung ab 2.190 €.</p><div class="grid">${Array.from({ length: 6 }, (_, i) => `<img class="lazy" alt="Hochzeit ${i + 1}" width="300" height="200" src="data:image/gif;base64,R0lGODlhAQABAIAAAMLCwgAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==" data-src="/wp-content/uploads/2026/09/hochzeit-${i + 1}-300x200.jpg" style="width:100%;height:200px;background:#ddd">`).join('')}</div>
<h2>Kundengalerie</h2><p>Brautpaare erhalten einen Link und ein Passwort zu ihrer privaten Online-Galerie. <a href="/kundengalerie/">Zur Kundengalerie</a></p>`,
    scripts: `<script>/*! lazysizes-lite */(function(w,d){var io=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){var i=e.target;i.src=i.dataset.src;i.classList.remove('lazy');io.unobserve(i)}})},{rootMargin:'200px'});d.querySelectorAll('img.lazy').forEach(function(i){io.observe(i)})})(window,document);</script>${cookieBar('de')}`,
    footer: 'Annalena Kruse Fotografie · Lübeck · Impressum · Datenschutz' }),
  routes: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`fotografie-annalena-kruse.de/wp-content/uploads/2026/09/hochzeit-${i + 1}-300x200.jpg`, { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAIAAAMLCwgAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64') }])),
},
];
