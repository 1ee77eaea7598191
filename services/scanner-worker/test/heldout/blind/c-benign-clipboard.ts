import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: copy buttons (install one-liners, codes, addresses) and files exported through Blob URLs.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-clip-bun-install',
    label: 'clean',
    kind: 'benign-clipboard',
    url: 'https://bun.sh/docs/installation',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Installation – Bun Docs</title>
<style>body{margin:0;background:#14151a;color:#e5e5e5;font-family:system-ui,sans-serif}.d{max-width:760px;margin:0 auto;padding:40px 20px}h1{font-size:34px}.tabs{display:flex;gap:4px}.tabs button{background:#22232a;color:#aaa;border:0;padding:8px 14px;border-radius:6px 6px 0 0;cursor:pointer}.tabs button.on{background:#2d2e36;color:#fff}pre{position:relative;background:#2d2e36;border-radius:0 8px 8px 8px;padding:16px;margin:0 0 20px;overflow:auto}pre code{font-family:"JetBrains Mono",monospace;font-size:14px;color:#fbf0df}.cp{position:absolute;right:8px;top:8px;background:#44454f;color:#fff;border:0;border-radius:4px;padding:4px 8px;font-size:12px;cursor:pointer}p code{background:#2d2e36;padding:1px 5px;border-radius:4px}</style></head>
<body><div class="d"><h1>Installation</h1><p>Bun ships as a single executable with no dependencies that can be installed a few different ways.</p>
<div class="tabs" id="tabs"></div><div id="panel"></div>
<h3>Upgrading</h3><p>Once installed, the binary can upgrade itself: <code>bun upgrade</code></p>
<h3>Uninstall</h3><p>To remove Bun from your system, delete <code>~/.bun</code> (macOS &amp; Linux) or run the uninstall script on Windows.</p></div>
<script>
const methods = {
  'macOS & Linux': ['curl -fsSL https://bun.sh/install | bash', '# to install a specific version\ncurl -fsSL https://bun.sh/install | bash -s "bun-v1.1.8"'],
  'Windows': ['powershell -c "irm bun.sh/install.ps1 | iex"'],
  'npm': ['npm install -g bun'],
  'Homebrew': ['brew install oven-sh/bun/bun'],
  'Docker': ['docker pull oven/bun', 'docker run --rm --init --ulimit memlock=-1:-1 oven/bun'],
};
const guess = /Win/.test(navigator.platform) ? 'Windows' : 'macOS & Linux';
const tabs = document.getElementById('tabs'), panel = document.getElementById('panel');
function show(name) {
  [...tabs.children].forEach((b) => b.classList.toggle('on', b.textContent === name));
  panel.innerHTML = methods[name].map((c) => '<pre><code></code><button class="cp">Copy</button></pre>').join('');
  panel.querySelectorAll('pre').forEach((pre, i) => {
    pre.querySelector('code').textContent = methods[name][i];
    pre.querySelector('.cp').onclick = async (e) => { await navigator.clipboard.writeText(methods[name][i]); e.target.textContent = 'Copied!'; setTimeout(() => (e.target.textContent = 'Copy'), 1500); };
  });
}
Object.keys(methods).forEach((n) => { const b = document.createElement('button'); b.textContent = n; b.onclick = () => show(n); tabs.appendChild(b); });
show(guess);
</script></body></html>`,
  },
  {
    id: 'c-clean-clip-coupon',
    label: 'clean',
    kind: 'benign-clipboard',
    url: 'https://www.hollowaygear.com/pages/spring-sale',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Spring Sale – 20% off | Holloway Outdoor Gear</title>
<style>body{margin:0;font-family:"Karla",Arial,sans-serif;color:#1e2a22}.hero{background:#e8efe6;text-align:center;padding:60px 20px}.hero h1{font-size:44px;margin:0}.code{display:inline-flex;align-items:center;gap:12px;border:2px dashed #2f5d3a;border-radius:8px;padding:10px 16px;margin-top:18px;font-size:22px;font-weight:700;letter-spacing:.1em}.code button{background:#2f5d3a;color:#fff;border:0;border-radius:6px;padding:8px 14px;font-size:14px;cursor:pointer}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:960px;margin:30px auto;padding:0 16px}.grid div{border:1px solid #e1e6df;padding:14px;border-radius:8px}.t{font-size:12px;color:#667}</style></head>
<body><section class="hero"><h1>Spring Sale</h1><p>20% off tents, packs and sleeping bags until <span id="end"></span>.</p><div class="code"><span id="c">SPRING20</span><button id="b">Copy code</button></div><p class="t">Enter the code at checkout. Excludes gift cards. One use per customer.</p></section>
<section class="grid" id="g"></section>
<script>
var end = new Date(); end.setDate(end.getDate() + 9);
document.getElementById('end').textContent = end.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
document.getElementById('b').onclick = function () {
  var code = document.getElementById('c').textContent;
  (navigator.clipboard ? navigator.clipboard.writeText(code) : Promise.reject()).then(function () { document.getElementById('b').textContent = 'Copied!'; }, function () { prompt('Copy this code:', code); });
  if (window.dataLayer) dataLayer.push({ event: 'coupon_copy', coupon: code });
};
fetch('/products.json?collection=spring-sale&limit=6').then(function (r) { return r.json(); }).then(function (d) {
  document.getElementById('g').innerHTML = d.products.map(function (p) { return '<div><b>' + p.title + '</b><p>$' + p.price + ' <s style="color:#999">$' + p.compare + '</s></p><a href="/products/' + p.handle + '">View</a></div>'; }).join('');
});
</script></body></html>`,
    routes: {
      'www.hollowaygear.com/products.json': json({ products: [{ title: 'Ridgeline 2P Tent', price: 239.2, compare: 299, handle: 'ridgeline-2p' }, { title: 'Cairn 45L Pack', price: 151.2, compare: 189, handle: 'cairn-45' }, { title: 'Alder 20°F Down Bag', price: 263.2, compare: 329, handle: 'alder-20' }] }),
    },
  },
  {
    id: 'c-clean-clip-exchange-deposit',
    label: 'clean',
    kind: 'benign-clipboard',
    url: 'https://pro.kraken.com/app/deposit/BTC',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Deposit Bitcoin | Kraken Pro</title>
<style>body{margin:0;background:#101014;color:#e9e9f0;font-family:"Kraken Plex",Inter,Arial,sans-serif}.c{max-width:520px;margin:40px auto;background:#1b1b22;border-radius:12px;padding:26px}.ad{font-family:ui-monospace,monospace;background:#101014;border:1px solid #2b2b36;border-radius:8px;padding:12px;word-break:break-all;margin:10px 0}.bt{background:#7132f5;color:#fff;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}.n{background:#2a2215;color:#f5c26b;border-radius:8px;padding:10px;font-size:13px}select{background:#101014;color:#fff;border:1px solid #2b2b36;border-radius:8px;padding:8px;width:100%}</style></head>
<body><div class="c" id="c">Loading…</div>
<script>
(async () => {
  const asset = location.pathname.split('/').pop();
  const d = await fetch('/api/internal/deposit/addresses?asset=' + asset, { credentials: 'include' }).then((r) => r.json());
  const c = document.getElementById('c');
  c.innerHTML = '<h2>Deposit ' + d.name + '</h2><label>Network</label><select id="net">' + d.methods.map((m, i) => '<option value="' + i + '">' + m.network + '</option>').join('') + '</select><div id="box"></div>';
  const draw = (i) => {
    const m = d.methods[i];
    document.getElementById('box').innerHTML = '<p>Your ' + d.name + ' deposit address</p><div class="ad" id="ad">' + m.address + '</div><button class="bt" id="cp">Copy address</button><p class="n">Only send ' + d.name + ' on the ' + m.network + ' network to this address. Minimum deposit ' + m.min + '. Funds are credited after ' + m.confirmations + ' confirmations.</p>';
    document.getElementById('cp').onclick = () => navigator.clipboard.writeText(m.address).then(() => (document.getElementById('cp').textContent = 'Copied'));
  };
  document.getElementById('net').onchange = (e) => draw(+e.target.value);
  draw(0);
})();
</script></body></html>`,
    routes: {
      'pro.kraken.com/api/internal/deposit/addresses': json({ name: 'Bitcoin', methods: [{ network: 'Bitcoin', address: 'bc1q8w4k0d5v2m9s7l3c6x0p2e4r5t7y9u1i3o5a7s', min: '0.0001 BTC', confirmations: 3 }, { network: 'Lightning', address: 'lnurl1dp68gurn8ghj7ampd3kx2ar0veekzar0wd5xjtnrdakj7tnhv4kxctttdehhwm30d3h82unvwqhkzurf9amrztmvde6hymp0x5ckzdf5x', min: '0.00001 BTC', confirmations: 0 }] }),
    },
  },
  {
    id: 'c-clean-blob-csv-export',
    label: 'clean',
    kind: 'benign-blob-export',
    url: 'https://app.ledgerline.io/reports/transactions?from=2024-04-01&to=2024-04-30',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Transactions · Ledgerline</title>
<style>body{margin:0;font-family:Inter,Arial,sans-serif;color:#111827}.top{display:flex;justify-content:space-between;align-items:center;padding:16px 28px;border-bottom:1px solid #e5e7eb}.bt{background:#111827;color:#fff;border:0;border-radius:6px;padding:8px 14px;cursor:pointer;margin-left:6px}table{width:calc(100% - 56px);margin:20px 28px;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px;border-bottom:1px solid #f3f4f6}td.n{text-align:right;font-variant-numeric:tabular-nums}</style></head>
<body><div class="top"><h2 style="margin:0">Transactions</h2><div><button class="bt" id="csv">Export CSV</button><button class="bt" id="xls">Export for Excel</button></div></div><table id="t"><tr><th>Date</th><th>Description</th><th>Category</th><th>Amount</th></tr></table>
<script>
(async () => {
  const q = new URLSearchParams(location.search);
  const rows = await fetch('/api/transactions?from=' + q.get('from') + '&to=' + q.get('to')).then((r) => r.json());
  const t = document.getElementById('t');
  rows.forEach((r) => { const tr = t.insertRow(); tr.innerHTML = '<td>' + r.date + '</td><td></td><td>' + r.category + '</td><td class="n">' + r.amount.toFixed(2) + '</td>'; tr.cells[1].textContent = r.description; });
  const esc = (v) => /[",\n]/.test(String(v)) ? '"' + String(v).replace(/"/g, '""') + '"' : String(v);
  const toCsv = (sep) => ['Date', 'Description', 'Category', 'Amount'].join(sep) + '\r\n' + rows.map((r) => [r.date, r.description, r.category, r.amount.toFixed(2)].map(esc).join(sep)).join('\r\n');
  const save = (content, name, type) => {
    const blob = new Blob([content], { type });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob); a.download = name; document.body.appendChild(a); a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  };
  document.getElementById('csv').onclick = () => save(toCsv(','), 'transactions-' + q.get('from') + '.csv', 'text/csv;charset=utf-8');
  document.getElementById('xls').onclick = () => save('\ufeff' + toCsv(';'), 'transactions-' + q.get('from') + '-excel.csv', 'text/csv;charset=utf-8');
})();
</script></body></html>`,
    routes: {
      'app.ledgerline.io/api/transactions': json([{ date: '2024-04-02', description: 'AWS EMEA', category: 'Hosting', amount: -412.77 }, { date: '2024-04-05', description: 'Stripe payout', category: 'Income', amount: 8920.1 }, { date: '2024-04-11', description: 'Figma, Inc.', category: 'Software', amount: -75 }, { date: '2024-04-19', description: 'Office rent, "Unit 4"', category: 'Rent', amount: -2300 }]),
    },
  },
  {
    id: 'c-clean-blob-photo-zip',
    label: 'clean',
    kind: 'benign-blob-export',
    url: 'https://share.lumenphotos.app/album/wedding-ortiz-2024',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Ortiz Wedding · Lumen</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#111;color:#eee}.hd{display:flex;justify-content:space-between;align-items:center;padding:16px 24px}.bt{background:#fff;color:#111;border:0;border-radius:20px;padding:9px 18px;font-weight:600;cursor:pointer}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:6px;padding:0 24px}.g div{aspect-ratio:3/2;border-radius:4px}#p{font-size:13px;color:#aaa;padding:0 24px}</style></head>
<body><div class="hd"><div><b>Ortiz Wedding</b><br><small>shared by Lumen Studio · 6 photos</small></div><button class="bt" id="all">Download all (.zip)</button></div><p id="p"></p><div class="g" id="g"></div>
<script src="/static/zipstore.js"></script>
<script>
const photos = ['ceremony-01', 'ceremony-02', 'portraits-01', 'portraits-02', 'reception-01', 'reception-02'];
const hues = [20, 35, 200, 210, 280, 330];
document.getElementById('g').innerHTML = photos.map((p, i) => '<div title="' + p + '" style="background:linear-gradient(135deg,hsl(' + hues[i] + ' 40% 35%),hsl(' + hues[i] + ' 50% 15%))"></div>').join('');
document.getElementById('all').onclick = async () => {
  const files = [];
  for (const [i, p] of photos.entries()) {
    document.getElementById('p').textContent = 'Preparing ' + (i + 1) + ' of ' + photos.length + '…';
    const buf = await fetch('/album/wedding-ortiz-2024/original/' + p + '.jpg').then((r) => r.ok ? r.arrayBuffer() : new ArrayBuffer(0));
    files.push({ name: p + '.jpg', data: new Uint8Array(buf) });
  }
  const blob = ZipStore.build(files);
  const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = 'ortiz-wedding-2024.zip'; a.click();
  document.getElementById('p').textContent = 'Download started.';
};
</script></body></html>`,
    routes: {
      'share.lumenphotos.app/static/zipstore.js': js(raw`/* zipstore: uncompressed ZIP writer */
window.ZipStore=(function(){var T=(function(){var t=new Uint32Array(256);for(var n=0;n<256;n++){var c=n;for(var k=0;k<8;k++)c=c&1?0xedb88320^(c>>>1):c>>>1;t[n]=c>>>0}return t})();
function crc(d){var c=0xffffffff;for(var i=0;i<d.length;i++)c=T[(c^d[i])&255]^(c>>>8);return(c^0xffffffff)>>>0}
function build(files){var parts=[],cd=[],off=0,enc=new TextEncoder();files.forEach(function(f){var nm=enc.encode(f.name),c=crc(f.data),h=new DataView(new ArrayBuffer(30));h.setUint32(0,0x04034b50,true);h.setUint16(4,20,true);h.setUint32(14,c,true);h.setUint32(18,f.data.length,true);h.setUint32(22,f.data.length,true);h.setUint16(26,nm.length,true);parts.push(new Uint8Array(h.buffer),nm,f.data);
var e=new DataView(new ArrayBuffer(46));e.setUint32(0,0x02014b50,true);e.setUint16(4,20,true);e.setUint16(6,20,true);e.setUint32(16,c,true);e.setUint32(20,f.data.length,true);e.setUint32(24,f.data.length,true);e.setUint16(28,nm.length,true);e.setUint32(42,off,true);cd.push(new Uint8Array(e.buffer),nm);off+=30+nm.length+f.data.length});
var cdl=cd.reduce(function(s,x){return s+x.length},0),end=new DataView(new ArrayBuffer(22));end.setUint32(0,0x06054b50,true);end.setUint16(8,files.length,true);end.setUint16(10,files.length,true);end.setUint32(12,cdl,true);end.setUint32(16,off,true);
return new Blob(parts.concat(cd,[new Uint8Array(end.buffer)]),{type:'application/zip'})}
return{build:build}})();`),
      ...Object.fromEntries(['ceremony-01', 'ceremony-02', 'portraits-01', 'portraits-02', 'reception-01', 'reception-02'].map((p) => [`share.lumenphotos.app/album/wedding-ortiz-2024/original/${p}.jpg`, { status: 200, headers: { 'content-type': 'image/jpeg' }, body: Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffd9', 'hex') }])),
    },
  },
  {
    id: 'c-clean-blob-settings-backup',
    label: 'clean',
    kind: 'benign-blob-export',
    url: 'https://keep.tabgarden.net/settings#backup',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><title>Settings · Tabgarden</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;color:#222}.card{border:1px solid #ddd;border-radius:10px;padding:20px;margin-bottom:16px}.bt{background:#0a7d55;color:#fff;border:0;border-radius:6px;padding:8px 14px;cursor:pointer}</style></head>
<body><h1>Settings</h1><div class="card" id="backup"><h3>Backup &amp; restore</h3><p>Your collections are stored in this browser. Export them regularly, or import a previous backup.</p><button class="bt" id="ex">Export backup</button> <label class="bt" style="display:inline-block">Import<input type="file" id="im" accept="application/json" hidden></label><p id="msg"></p></div>
<script>
var KEY = 'tabgarden.collections.v2';
if (!localStorage.getItem(KEY)) localStorage.setItem(KEY, JSON.stringify([{ name: 'Reading list', tabs: [{ t: 'MDN – Web APIs', u: 'https://developer.mozilla.org/en-US/docs/Web/API' }] }, { name: 'Trip to Lisbon', tabs: [{ t: 'Tram 28 route', u: 'https://www.carris.pt/' }] }]));
document.getElementById('ex').onclick = function () {
  var data = { app: 'tabgarden', version: 2, exportedAt: new Date().toISOString(), collections: JSON.parse(localStorage.getItem(KEY)) };
  var url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  var a = document.createElement('a'); a.href = url; a.download = 'tabgarden-backup-' + data.exportedAt.slice(0, 10) + '.json'; a.click(); URL.revokeObjectURL(url);
  document.getElementById('msg').textContent = 'Exported ' + data.collections.length + ' collections.';
};
document.getElementById('im').onchange = function (e) {
  var f = e.target.files[0]; if (!f) return;
  f.text().then(function (t) { var d = JSON.parse(t); if (d.app !== 'tabgarden') throw new Error('Not a Tabgarden backup'); localStorage.setItem(KEY, JSON.stringify(d.collections)); document.getElementById('msg').textContent = 'Imported ' + d.collections.length + ' collections.'; }).catch(function (err) { document.getElementById('msg').textContent = err.message; });
};
</script></body></html>`,
  },
];
