import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

// Clean pages with scary-but-harmless scripts: eval bundles, WebAssembly, beforeunload, fullscreen, audio,
// canvas, Blob exports, clipboard copy, obfuscated vendor snippets and script redirects.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-ok-js-spa-json',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.recetas-de-la-abuela.es/receta/tortilla-de-patatas',
  body: html`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Recetas de la Abuela</title>
<style>body{margin:0;font-family:Lora,Georgia,serif;color:#3b2f2f;background:#fffaf2}.w{max-width:720px;margin:0 auto;padding:24px}.sk{height:18px;background:#eee;margin:10px 0;border-radius:4px}</style></head>
<body><div class="w" id="app"><div class="sk" style="width:60%"></div><div class="sk"></div><div class="sk"></div></div>
<script>
var slug = location.pathname.split('/').pop();
fetch('/api/recetas/' + slug + '.json').then(function (r) { return r.json(); }).then(function (d) {
  document.title = d.titulo + ' – Recetas de la Abuela';
  document.getElementById('app').innerHTML = '<h1>' + d.titulo + '</h1><p><i>' + d.tiempo + ' · ' + d.raciones + ' raciones</i></p><h2>Ingredientes</h2><ul>' + d.ingredientes.map(function (i) { return '<li>' + i + '</li>'; }).join('') + '</ul><h2>Preparación</h2><ol>' + d.pasos.map(function (p) { return '<li>' + p + '</li>'; }).join('') + '</ol>';
});
</script></body></html>`,
  routes: {
    'www.recetas-de-la-abuela.es/api/recetas/tortilla-de-patatas.json': { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ titulo: 'Tortilla de patatas', tiempo: '45 min', raciones: 4, ingredientes: ['6 huevos', '700 g de patatas', '1 cebolla', 'Aceite de oliva virgen extra', 'Sal'], pasos: ['Pela y corta las patatas en láminas finas.', 'Fríelas a fuego medio con la cebolla hasta que estén tiernas.', 'Bate los huevos, mezcla con las patatas escurridas y sala.', 'Cuaja la tortilla por ambos lados en una sartén antiadherente.'] }) },
  },
},
{
  id: 'b-ok-js-shortlink-redirect',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://go.fernlab.io/onboarding',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><style>body{font-family:system-ui;text-align:center;padding-top:100px;color:#555}</style></head>
<body><p>Taking you to <b>handbook.fernlab.io</b>…</p><script>var dest = 'https://handbook.fernlab.io/people/onboarding/week-1'; if (navigator.sendBeacon) navigator.sendBeacon('/_hit', JSON.stringify({ s: 'onboarding', r: document.referrer })); setTimeout(function () { window.location.replace(dest); }, 300);</script>
<noscript><meta http-equiv="refresh" content="0;url=https://handbook.fernlab.io/people/onboarding/week-1"></noscript></body></html>`,
  routes: {
    'handbook.fernlab.io/people/onboarding/week-1': htmlRoute(html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Week 1 · Onboarding · Fernlab Handbook</title><style>body{font-family:system-ui;max-width:760px;margin:30px auto;line-height:1.6;padding:0 16px}</style></head>
<body><h1>Your first week at Fernlab</h1><h2>Day 1</h2><ul><li>Collect your laptop from IT (2nd floor). It is enrolled in MDM; sign in with your Fernlab account.</li><li>Set up 2FA with the hardware key on your desk.</li><li>Join #general, #help-it and your team channel.</li></ul><h2>Day 2–3</h2><ul><li>Security awareness training (45 min) in the LMS.</li><li>Read the engineering handbook's <a href="/engineering/dev-setup">dev setup</a> page.</li></ul><h2>Day 5</h2><p>Lunch with your onboarding buddy, on us.</p></body></html>`),
    'go.fernlab.io/_hit': { status: 204, headers: {}, body: '' },
  },
},
{
  id: 'b-ok-js-coupon-copy',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.kaffebonus.se/kampanj/host',
  body: html`<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>Höstkampanj: 25 % på alla bönor – Kaffebönan</title>
<style>body{font-family:"Work Sans",Arial;margin:0;background:#f6efe7;color:#3b2a1a;text-align:center}.c{max-width:520px;margin:70px auto;background:#fff;border-radius:14px;padding:34px}.code{display:inline-block;border:2px dashed #8b5a2b;padding:10px 22px;font-size:24px;letter-spacing:3px;font-family:monospace}
.b{background:#8b5a2b;color:#fff;border:0;border-radius:8px;padding:10px 20px;margin-left:10px;cursor:pointer}#ta{position:absolute;left:-9999px}</style></head>
<body><div class="c"><h1>Höstkampanj ☕</h1><p>25 % rabatt på alla hela bönor och malet kaffe t.o.m. 30 november. Ange koden i kassan.</p><p><span class="code" id="code">HOST25</span><button class="b" id="cp">Kopiera kod</button></p><p id="ok" style="color:#2e7d32;min-height:20px"></p>
<p><a href="/butik/bonor">Till butiken →</a></p><p style="font-size:12px;color:#8a7a6a">Gäller ej prenumerationer. Kan ej kombineras med andra erbjudanden.</p></div><textarea id="ta" readonly></textarea>
<script>
document.getElementById('cp').onclick = function () {
  var code = document.getElementById('code').textContent;
  var done = function () { document.getElementById('ok').textContent = 'Koden ' + code + ' är kopierad!'; };
  if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(code).then(done); return; }
  var ta = document.getElementById('ta'); ta.value = code; ta.select(); document.execCommand('copy'); done();
};
</script></body></html>`,
},
];
