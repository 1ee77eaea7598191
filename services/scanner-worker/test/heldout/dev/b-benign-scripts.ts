import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

// Clean pages with scary-but-harmless scripts: eval bundles, WebAssembly, beforeunload, fullscreen, audio,
// canvas, Blob exports, clipboard copy, obfuscated vendor snippets and script redirects.
const html = String.raw;
const addWasm = Buffer.from('0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b', 'hex').toString('base64');

export const entries: Entry[] = [
{
  id: 'b-ok-js-eval-bundle',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://staging.tasktrail.app/board/42',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tasktrail (staging)</title><link rel="stylesheet" href="/static/css/main.css"></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/static/js/bundle.js"></script></body></html>`,
  routes: {
    'staging.tasktrail.app/static/js/bundle.js': { status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body: html`/*
 * ATTENTION: The "eval" devtool has been used (maybe by default in mode: "development").
 * This devtool is neither made for production nor for readable output files.
 */
/******/ (() => { // webpackBootstrap
/******/ 	var __webpack_modules__ = ({
/***/ "./src/board.js":
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
eval("__webpack_require__.r(__webpack_exports__);\n/* harmony export */ __webpack_require__.d(__webpack_exports__, {\n/* harmony export */   renderBoard: () => (/* binding */ renderBoard)\n/* harmony export */ });\nfunction renderBoard(el, board) {\n  el.innerHTML = '<h1>' + board.title + '</h1>' + board.columns.map(function (c) { return '<section><h2>' + c.name + '</h2><ul>' + c.cards.map(function (t) { return '<li>' + t + '</li>'; }).join('') + '</ul></section>'; }).join('');\n}\n\n//# sourceURL=webpack://tasktrail/./src/board.js?");
/***/ }),
/***/ "./src/index.js":
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
eval("__webpack_require__.r(__webpack_exports__);\n/* harmony import */ var _board_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(/*! ./board.js */ \"./src/board.js\");\nvar tpl = new Function('d', 'return \"Board \" + d.id + \" · \" + d.count + \" cards\"');\nfetch('/api/boards/42').then(function (r) { return r.json(); }).then(function (b) {\n  (0,_board_js__WEBPACK_IMPORTED_MODULE_0__.renderBoard)(document.getElementById('root'), b);\n  document.title = tpl({ id: b.id, count: b.columns.reduce(function (n, c) { return n + c.cards.length; }, 0) });\n});\n\n//# sourceURL=webpack://tasktrail/./src/index.js?");
/***/ })
/******/ 	});
/******/ 	var __webpack_module_cache__ = {};
/******/ 	function __webpack_require__(moduleId) {
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) { return cachedModule.exports; }
/******/ 		var module = __webpack_module_cache__[moduleId] = { exports: {} };
/******/ 		__webpack_modules__[moduleId](module, module.exports, __webpack_require__);
/******/ 		return module.exports;
/******/ 	}
/******/ 	(() => { __webpack_require__.d = (exports, definition) => { for (var key in definition) { if (__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) { Object.defineProperty(exports, key, { enumerable: true, get: definition[key] }); } } }; })();
/******/ 	(() => { __webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop)) })();
/******/ 	(() => { __webpack_require__.r = (exports) => { if (typeof Symbol !== 'undefined' && Symbol.toStringTag) { Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' }); } Object.defineProperty(exports, '__esModule', { value: true }); }; })();
/******/ 	var __webpack_exports__ = __webpack_require__("./src/index.js");
/******/ })()
;` },
    'staging.tasktrail.app/api/boards/42': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 42, title: 'Sprint 31', columns: [{ name: 'To do', cards: ['Fix login redirect', 'Dark mode toggle'] }, { name: 'Doing', cards: ['Export to CSV'] }, { name: 'Done', cards: ['Upgrade React', 'Add E2E tests'] }] }) },
  },
},
{
  id: 'b-ok-js-wasm',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://squishpix.io/',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>SquishPix — compress images in your browser</title>
<style>body{font-family:Inter,Arial;margin:0;background:#f4f1ff;color:#221a3a;text-align:center}.drop{max-width:520px;margin:60px auto;border:3px dashed #8b5cf6;border-radius:16px;padding:50px;background:#fff}#st{font-size:13px;color:#6b5b95}</style></head>
<body><h1>SquishPix</h1><p>Images never leave your device — compression runs locally in WebAssembly.</p><div class="drop"><input type="file" id="f" accept="image/*" multiple><p>or drop images here</p></div><p id="st">Loading codec…</p>
<script>
(async function () {
  const b64 = '${addWasm}';
  const bytes = Uint8Array.from(atob(b64), c => c.charCodeAt(0));
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const selfTest = instance.exports.add(40, 2) === 42;
  let codec = null;
  try { codec = await WebAssembly.instantiateStreaming(fetch('/wasm/mozjpeg_enc.wasm'), { env: { memory: new WebAssembly.Memory({ initial: 256 }) } }); } catch (e) { /* fall back to canvas encoder */ }
  document.getElementById('st').textContent = selfTest ? (codec ? 'MozJPEG codec ready' : 'Canvas encoder ready') : 'WebAssembly unavailable';
  document.getElementById('f').onchange = async e => {
    for (const file of e.target.files) {
      const bmp = await createImageBitmap(file); const c = document.createElement('canvas'); c.width = bmp.width; c.height = bmp.height; c.getContext('2d').drawImage(bmp, 0, 0);
      c.toBlob(b => { const a = document.createElement('a'); a.href = URL.createObjectURL(b); a.download = file.name.replace(/\.\w+$/, '') + '-min.jpg'; a.click(); }, 'image/jpeg', 0.75);
    }
  };
})();
</script></body></html>`,
},
{
  id: 'b-ok-js-beforeunload-form',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://bewerbung.stadtwerke-lindau.de/stellen/2024-031/formular',
  body: html`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Online-Bewerbung: Elektroniker/in für Betriebstechnik (m/w/d) – Stadtwerke</title>
<style>body{font-family:Arial,sans-serif;margin:0;background:#f5f7fa;color:#222}.h{background:#004a8f;color:#fff;padding:14px 30px}.f{max-width:720px;margin:24px auto;background:#fff;padding:26px}label{display:block;margin-top:12px;font-weight:bold;font-size:14px}input,textarea,select{width:100%;padding:8px;box-sizing:border-box;border:1px solid #bbb}
.s{color:#2e7d32;font-size:13px}button{margin-top:18px;background:#004a8f;color:#fff;border:0;padding:12px 24px}</style></head>
<body><div class="h">Stadtwerke Lindau · Karriere</div><form class="f" id="f" action="/stellen/2024-031/absenden" method="post" enctype="multipart/form-data"><h2>Online-Bewerbung: Elektroniker/in für Betriebstechnik</h2>
<label>Anrede<select name="anrede"><option>Frau</option><option>Herr</option><option>Divers</option></select></label><label>Vorname<input name="vorname" required></label><label>Nachname<input name="nachname" required></label><label>E-Mail<input type="email" name="email" required></label>
<label>Anschreiben<textarea name="anschreiben" rows="8"></textarea></label><label>Lebenslauf (PDF)<input type="file" name="cv" accept="application/pdf"></label><label>Frühester Eintrittstermin<input type="date" name="start"></label>
<p class="s" id="saved"></p><button type="submit">Bewerbung absenden</button></form>
<script>
var dirty = false, f = document.getElementById('f');
f.addEventListener('input', function () { dirty = true; var data = {}; new FormData(f).forEach(function (v, k) { if (typeof v === 'string') data[k] = v; }); localStorage.setItem('bew-2024-031', JSON.stringify(data)); document.getElementById('saved').textContent = 'Entwurf lokal gespeichert ' + new Date().toLocaleTimeString('de-DE'); });
f.addEventListener('submit', function () { dirty = false; localStorage.removeItem('bew-2024-031'); });
window.addEventListener('beforeunload', function (e) { if (!dirty) return; e.preventDefault(); e.returnValue = 'Ihre Eingaben wurden noch nicht abgeschickt.'; });
</script></body></html>`,
},
{
  id: 'b-ok-js-fullscreen-video',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://tv.kanal-nord.example.no/program/kveldsnytt/2024-11-12',
  body: html`<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>Kveldsnytt 12. november – Kanal Nord TV</title>
<style>body{margin:0;background:#0c0c0c;color:#eee;font-family:Arial}.p{max-width:960px;margin:20px auto;position:relative}video{width:100%;background:#000}.ctl{display:flex;gap:10px;padding:8px;background:#1b1b1b}.ctl button{background:#333;color:#fff;border:0;padding:6px 12px;cursor:pointer}</style></head>
<body><div class="p" id="p"><video id="v" preload="metadata" poster="/img/kveldsnytt-1211.jpg" playsinline><source src="https://media.kanal-nord.example.no/hls/kveldsnytt-20241112/master.m3u8" type="application/x-mpegURL"><source src="https://media.kanal-nord.example.no/mp4/kveldsnytt-20241112-720p.mp4" type="video/mp4"></video>
<div class="ctl"><button id="pl">▶ Spill av</button><button id="mu">🔇 Lyd</button><button id="fs">⛶ Fullskjerm</button><span id="t" style="margin-left:auto">0:00 / 14:52</span></div></div>
<div style="max-width:960px;margin:0 auto"><h1>Kveldsnytt</h1><p>Nyheter fra Nord-Norge. Sendt 12. november kl. 21.00. Tilgjengelig til 12. desember.</p></div>
<script>
var v = document.getElementById('v'), p = document.getElementById('p');
document.getElementById('pl').onclick = function () { if (v.paused) { v.play(); this.textContent = '❚❚ Pause'; } else { v.pause(); this.textContent = '▶ Spill av'; } };
document.getElementById('mu').onclick = function () { v.muted = !v.muted; this.textContent = v.muted ? '🔇 Lyd' : '🔊 Lyd'; };
document.getElementById('fs').onclick = function () { if (document.fullscreenElement) document.exitFullscreen(); else (p.requestFullscreen || p.webkitRequestFullscreen).call(p); };
v.ondblclick = function () { document.getElementById('fs').click(); };
document.addEventListener('keydown', function (e) { if (e.key === 'f') document.getElementById('fs').click(); if (e.key === ' ') { e.preventDefault(); document.getElementById('pl').click(); } });
v.ontimeupdate = function () { var s = Math.floor(v.currentTime); document.getElementById('t').textContent = Math.floor(s / 60) + ':' + ('0' + s % 60).slice(-2) + ' / 14:52'; };
</script></body></html>`,
},
{
  id: 'b-ok-js-audio-player',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://sleepsounds.garden/rain-on-tent',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Rain on a Tent — 10 hours of ambient sound | Sleep Sounds Garden</title>
<style>body{margin:0;background:#101a24;color:#cfe3f2;font-family:Nunito,Arial;text-align:center}.pl{max-width:480px;margin:80px auto;background:#182634;border-radius:20px;padding:30px}.big{width:90px;height:90px;border-radius:50%;border:0;background:#4fa3d9;color:#fff;font-size:34px;cursor:pointer}
input[type=range]{width:80%}</style></head>
<body><div class="pl"><h1>Rain on a Tent</h1><p>Steady rain on nylon, distant thunder. Loops seamlessly.</p><button class="big" id="b">▶</button><p>Volume <input type="range" id="vol" min="0" max="1" step="0.01" value="0.6"></p><p>Sleep timer: <select id="tm"><option value="0">Off</option><option value="30">30 min</option><option value="60">1 hour</option><option value="480">8 hours</option></select></p></div>
<audio id="a" src="https://cdn.sleepsounds.garden/loops/rain-on-tent.ogg" loop preload="none"></audio>
<script>
var a = document.getElementById('a'), t = null;
document.getElementById('b').onclick = function () { if (a.paused) { a.play(); this.textContent = '❚❚'; } else { a.pause(); this.textContent = '▶'; } };
document.getElementById('vol').oninput = function () { a.volume = this.value; };
document.getElementById('tm').onchange = function () { clearTimeout(t); var m = +this.value; if (m) t = setTimeout(function () { var f = setInterval(function () { a.volume = Math.max(0, a.volume - 0.05); if (a.volume <= 0) { clearInterval(f); a.pause(); } }, 500); }, m * 60000); };
if ('mediaSession' in navigator) navigator.mediaSession.metadata = new MediaMetadata({ title: 'Rain on a Tent', artist: 'Sleep Sounds Garden' });
</script></body></html>`,
},
{
  id: 'b-ok-js-canvas-game',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://arcade.pixelkoi.games/snake',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Snake — PixelKoi Arcade</title>
<style>body{margin:0;background:#222;color:#eee;font-family:"Press Start 2P",monospace;text-align:center}canvas{background:#111;border:4px solid #4caf50;margin-top:20px;image-rendering:pixelated}</style></head>
<body><h1>SNAKE</h1><p id="sc">Score: 0 · Best: <span id="best">0</span></p><canvas id="c" width="400" height="400"></canvas><p style="font-size:10px">Arrow keys / WASD · P to pause</p>
<script>
var c = document.getElementById('c'), x = c.getContext('2d'), g = 20, s = [{x: 10, y: 10}], d = {x: 1, y: 0}, f = {x: 5, y: 5}, score = 0, paused = false;
document.getElementById('best').textContent = localStorage.getItem('snake-best') || 0;
document.addEventListener('keydown', function (e) { var k = e.key.toLowerCase(); if ((k === 'arrowup' || k === 'w') && d.y === 0) d = {x: 0, y: -1}; else if ((k === 'arrowdown' || k === 's') && d.y === 0) d = {x: 0, y: 1}; else if ((k === 'arrowleft' || k === 'a') && d.x === 0) d = {x: -1, y: 0}; else if ((k === 'arrowright' || k === 'd') && d.x === 0) d = {x: 1, y: 0}; else if (k === 'p') paused = !paused; if (k.indexOf('arrow') === 0) e.preventDefault(); });
function tick() {
  if (paused) return;
  var h = {x: (s[0].x + d.x + g) % g, y: (s[0].y + d.y + g) % g};
  if (s.some(function (p) { return p.x === h.x && p.y === h.y; })) { if (score > (+localStorage.getItem('snake-best') || 0)) localStorage.setItem('snake-best', score); s = [{x: 10, y: 10}]; score = 0; }
  s.unshift(h); if (h.x === f.x && h.y === f.y) { score++; f = {x: Math.floor(Math.random() * g), y: Math.floor(Math.random() * g)}; } else s.pop();
  x.fillStyle = '#111'; x.fillRect(0, 0, 400, 400); x.fillStyle = '#e53935'; x.fillRect(f.x * 20, f.y * 20, 18, 18); x.fillStyle = '#4caf50'; s.forEach(function (p) { x.fillRect(p.x * 20, p.y * 20, 18, 18); });
  document.getElementById('sc').firstChild.textContent = 'Score: ' + score + ' · Best: ';
}
setInterval(tick, 110);
</script></body></html>`,
},
{
  id: 'b-ok-js-blob-csv',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://app.fleetledger.com/reports/fuel?month=2024-10',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fuel report · October 2024 · FleetLedger</title>
<style>body{margin:0;font-family:Inter,Arial;background:#f8fafc;color:#0f172a}.top{background:#0f172a;color:#fff;padding:12px 24px}.w{max-width:1000px;margin:24px auto;background:#fff;border-radius:8px;padding:20px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:8px;border-bottom:1px solid #e2e8f0;text-align:left}
.b{background:#2563eb;color:#fff;border:0;border-radius:6px;padding:8px 14px;cursor:pointer;float:right}</style></head>
<body><div class="top">FleetLedger</div><div class="w"><button class="b" id="x">Export report.csv</button><h2>Fuel report — October 2024</h2>
<table id="t"><tr><th>Vehicle</th><th>Driver</th><th>Litres</th><th>Cost (€)</th><th>km</th></tr><tr><td>WX-4821</td><td>A. Nowak</td><td>412.6</td><td>712.40</td><td>5,830</td></tr><tr><td>WX-5530</td><td>J. Meyer</td><td>388.1</td><td>668.95</td><td>5,212</td></tr><tr><td>WX-6102</td><td>L. Rossi</td><td>295.0</td><td>509.83</td><td>4,010</td></tr><tr><td>WX-7719</td><td>S. Dubois</td><td>451.9</td><td>781.10</td><td>6,344</td></tr></table></div>
<script>
document.getElementById('x').addEventListener('click', function () {
  var rows = Array.from(document.querySelectorAll('#t tr')).map(function (tr) { return Array.from(tr.cells).map(function (td) { return '"' + td.textContent.replace(/"/g, '""') + '"'; }).join(','); });
  var blob = new Blob(['\ufeff' + rows.join('\r\n')], { type: 'text/csv;charset=utf-8' });
  var a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = 'fuel-report-2024-10.csv'; document.body.appendChild(a); a.click(); a.remove();
  setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
});
</script></body></html>`,
},
{
  id: 'b-ok-js-blob-pdf-invoice',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://billing.hostcairn.net/invoices/INV-2024-11-0042',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Invoice INV-2024-11-0042 · HostCairn Billing</title>
<style>body{margin:0;font-family:"IBM Plex Sans",Arial;background:#f3f4f6;color:#111}.w{max-width:720px;margin:30px auto;background:#fff;padding:30px;border-radius:8px}.r{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eee}.b{background:#111;color:#fff;border:0;border-radius:6px;padding:9px 16px;cursor:pointer}</style></head>
<body><div class="w"><div class="r"><b>HostCairn Ltd</b><span>Invoice INV-2024-11-0042</span></div><p>Billed to: Birchwood Studio, 4 Mill Lane, Bath BA1 1AA<br>Status: <b style="color:#16a34a">Paid</b> · Visa •••• 1881 · 01 Nov 2024</p>
<div class="r"><span>VPS Standard (4 vCPU, 8 GB) × 2</span><span>£38.00</span></div><div class="r"><span>Object storage 250 GB</span><span>£4.50</span></div><div class="r"><span>VAT 20%</span><span>£8.50</span></div><div class="r"><b>Total</b><b>£51.00</b></div>
<p><button class="b" id="pdf">Download invoice PDF</button></p></div>
<script>
function pdfEscape(s){ return s.replace(/[\\()]/g, function(m){ return '\\' + m; }); }
document.getElementById('pdf').onclick = function () {
  var lines = ['HostCairn Ltd - Invoice INV-2024-11-0042', 'Birchwood Studio', 'VPS Standard x2  GBP 38.00', 'Object storage  GBP 4.50', 'VAT 20%  GBP 8.50', 'Total  GBP 51.00 (paid)'];
  var stream = 'BT /F1 12 Tf 60 780 Td 16 TL ' + lines.map(function (l) { return '(' + pdfEscape(l) + ') Tj T*'; }).join(' ') + ' ET';
  var objs = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>', '<< /Length ' + stream.length + ' >>\nstream\n' + stream + '\nendstream', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  var out = '%PDF-1.4\n', offs = [];
  objs.forEach(function (o, i) { offs.push(out.length); out += (i + 1) + ' 0 obj\n' + o + '\nendobj\n'; });
  var xref = out.length; out += 'xref\n0 ' + (objs.length + 1) + '\n0000000000 65535 f \n' + offs.map(function (o) { return ('000000000' + o).slice(-10) + ' 00000 n \n'; }).join('') + 'trailer\n<< /Size ' + (objs.length + 1) + ' /Root 1 0 R >>\nstartxref\n' + xref + '\n%%EOF';
  var a = document.createElement('a'); a.href = URL.createObjectURL(new Blob([out], { type: 'application/pdf' })); a.download = 'INV-2024-11-0042.pdf'; a.click();
};
</script></body></html>`,
},
{
  id: 'b-ok-js-obfuscated-antibot',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.dagbladet-vest.example.dk/indland/ny-bro-over-limfjorden-godkendt',
  body: html`<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>Ny bro over Limfjorden godkendt – Dagbladet Vest</title>
<style>body{font-family:Georgia,serif;margin:0;color:#111}.top{background:#b00;color:#fff;padding:10px 30px;font-family:Arial;font-weight:bold}.a{max-width:720px;margin:26px auto;line-height:1.7;font-size:18px;padding:0 16px}</style>
<script>(function(_0x3a1f,_0x5c2e){var _0x4b=function(_0x1d){while(--_0x1d){_0x3a1f['push'](_0x3a1f['shift']());}};_0x4b(++_0x5c2e);}(['dG91Y2hzdGFydA==','bW91c2Vtb3Zl','c2VuZEJlYWNvbg==','L19iL2M=','c2Nyb2xs'],0x2));var _0x12=function(_0x7,_0x8){_0x7=_0x7-0x0;var _0x9=['dG91Y2hzdGFydA==','bW91c2Vtb3Zl','c2VuZEJlYWNvbg==','L19iL2M=','c2Nyb2xs'][_0x7];return atob(_0x9);};
(function(){var _0xe={m:0,t:0,s:0,w:navigator.webdriver?1:0,h:screen.width+'x'+screen.height,p:navigator.plugins.length};addEventListener(_0x12(0x1),function(){_0xe.m++;},{passive:!0});addEventListener(_0x12(0x0),function(){_0xe.t++;},{passive:!0});addEventListener(_0x12(0x4),function(){_0xe.s++;},{passive:!0});
setTimeout(function(){try{navigator[_0x12(0x2)](_0x12(0x3),JSON.stringify(_0xe));}catch(_0xf){}},0x1388);})();</script></head>
<body><div class="top">DAGBLADET VEST</div><article class="a"><h1>Ny bro over Limfjorden godkendt</h1><p><i>Af Mette Kjær · 12. november</i></p><p>Et flertal i Folketinget har tirsdag godkendt anlægsloven for en ny fjordforbindelse. Broen skal efter planen åbne i 2031 og aflaste den eksisterende tunnel, der i myldretiden er hårdt belastet.</p><p>Projektet er budgetteret til 5,4 mia. kroner og finansieres delvist af brugerbetaling.</p></article></body></html>`,
},
];
