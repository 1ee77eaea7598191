import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-bscript-ddos-interstitial-forum',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://forum.retro-computing.club/t/amiga-500-recap-guide/4412',
  routes: {
    'forum.retro-computing.club/t/amiga-500-recap-guide/4412': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checking your browser…</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#222}
#gate{display:flex;flex-direction:column;align-items:center;justify-content:center;height:100vh}
.sp{width:36px;height:36px;border:4px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
#content{display:none;max-width:820px;margin:0 auto;padding:20px}
.post{border-bottom:1px solid #eee;padding:16px 0}
.post b{color:#0b5394}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding:10px 0}
</style>
</head>
<body>
<div id="gate"><div class="sp"></div><p>Checking your browser before accessing forum.retro-computing.club…</p><small>This process is automatic. DDoS protection by Shieldwall.</small></div>
<div id="content">
<header><b>Retro Computing Club</b><span><a href="/latest">Latest</a> · <a href="/categories">Categories</a> · <a href="/login">Log In</a></span></header>
<h1>Amiga 500 recap guide (rev 6A and 8A boards)</h1>
<div class="post"><b>floppyfan</b> · Feb 2<p>Here's my capacitor list for the A500 rev 6A, with Mouser part numbers. Don't forget C367 near the audio section — it's the one that usually leaks first. Use 105°C rated electrolytics; tantalums are fine for the small values.</p></div>
<div class="post"><b>k1ckstart</b> · Feb 3<p>Great guide. One tip: clean the leaked electrolyte with isopropyl and a soft brush before you desolder, otherwise the pads lift.</p></div>
<div class="post"><b>denise_agnus</b> · Feb 5<p>Rev 8A has two more caps near the video hybrid. Photo attached.</p></div>
</div>
<script>
(function () {
  var t0 = Date.now(), n = 0, i;
  for (i = 0; i < 200000; i++) { n = (n * 31 + i) % 1000003; }
  document.cookie = 'sw_clear=' + n.toString(16) + '.' + t0 + ';path=/;max-age=1800;SameSite=Lax';
  setTimeout(function () {
    document.getElementById('gate').style.display = 'none';
    document.getElementById('content').style.display = 'block';
    document.title = 'Amiga 500 recap guide (rev 6A and 8A boards) - Retro Computing Club';
  }, 2500);
})();
</script>
</body>
</html>`),
  },
},
{
  id: 'a-bscript-spa-json-render-shop',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.teehaus-kirschblute.de/sortiment/gruener-tee',
  routes: {
    'www.teehaus-kirschblute.de/sortiment/gruener-tee': htmlRoute(`<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Grüner Tee – Teehaus Kirschblüte</title>
<link rel="modulepreload" href="/assets/index-3f9a1c.js">
<style>
body{margin:0;font-family:"Noto Serif",Georgia,serif;background:#fbf8f3;color:#2e3a2f}
header{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #e7e0d3}
header a{margin-left:16px;color:#2e3a2f;text-decoration:none;font-family:Arial;font-size:14px}
#app{max-width:1000px;margin:30px auto;padding:0 20px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:18px}
.card{background:#fff;border:1px solid #e7e0d3;border-radius:6px;padding:14px}
.card b{display:block;margin:8px 0 4px}
.price{color:#8a5a44;font-family:Arial;font-weight:bold}
.sk{height:260px;background:linear-gradient(90deg,#f1ece3,#f8f4ee,#f1ece3);border-radius:6px}
</style>
</head>
<body>
<header><b>Teehaus Kirschblüte</b><nav><a href="/sortiment">Sortiment</a><a href="/zubehoer">Zubehör</a><a href="/konto">Mein Konto</a><a href="/warenkorb">Warenkorb</a></nav></header>
<div id="app"><div class="grid"><div class="sk"></div><div class="sk"></div><div class="sk"></div></div></div>
<script type="module">
const app = document.getElementById('app');
const fmt = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
fetch('/api/catalog/category/gruener-tee.json')
  .then((r) => r.json())
  .then((data) => {
    app.innerHTML = '<h1>' + esc(data.title) + '</h1><p>' + esc(data.intro) + '</p><div class="grid">' +
      data.products.map((p) => '<div class="card"><img src="' + esc(p.image) + '" alt="" width="100%"><b>' + esc(p.name) + '</b><span>' + esc(p.origin) + '</span><div class="price">' + fmt.format(p.price) + ' / ' + esc(p.unit) + '</div></div>').join('') + '</div>';
  })
  .catch(() => { app.innerHTML = '<p>Das Sortiment konnte nicht geladen werden. Bitte laden Sie die Seite neu.</p>'; });
</script>
</body>
</html>`),
    'www.teehaus-kirschblute.de/api/catalog/category/gruener-tee.json': { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({
      title: 'Grüner Tee',
      intro: 'Frisch aus der Frühjahrsernte 2025 – direkt von kleinen Teegärten in Japan und China.',
      products: [
        { name: 'Sencha Kagoshima', origin: 'Japan', price: 12.9, unit: '100 g', image: '/media/sencha.jpg' },
        { name: 'Gyokuro Yame', origin: 'Japan', price: 24.5, unit: '50 g', image: '/media/gyokuro.jpg' },
        { name: 'Long Jing (Drachenbrunnen)', origin: 'China', price: 18.0, unit: '100 g', image: '/media/longjing.jpg' },
        { name: 'Genmaicha Bio', origin: 'Japan', price: 8.9, unit: '100 g', image: '/media/genmaicha.jpg' },
      ],
    }) },
  },
},
];
