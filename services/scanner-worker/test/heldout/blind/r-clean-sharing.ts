import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss, metaHop } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-clean-share-google-docs-view',
  label: 'clean',
  kind: 'file-share',
  url: 'https://docs.google.com/document/d/1xQ7bH2kR9pLmW3nT8vZ0aYcD4eF6gH5jK/edit?usp=sharing',
  body: doc({ title: 'Elternabend Klasse 4b – Protokoll - Google Docs', lang: 'de', css: `body{margin:0;background:#f9fbfd;font-family:Arial,sans-serif}.tb{background:#fff;padding:8px 16px;display:flex;align-items:center;gap:12px;border-bottom:1px solid #e0e0e0}.tb .ic{width:28px;height:36px;background:#4285f4;border-radius:3px}
.pg{width:816px;min-height:1000px;margin:16px auto;background:#fff;box-shadow:0 1px 3px rgba(60,64,67,.3);padding:72px 96px;font-family:Arial;font-size:11pt}.sh{margin-left:auto;background:#c2e7ff;border:0;border-radius:18px;padding:9px 22px}` },
`<div class="tb"><div class="ic"></div><div><b>Elternabend Klasse 4b – Protokoll</b><br><small>Datei Bearbeiten Ansicht Einfügen Format Tools Hilfe</small></div><span style="margin-left:auto;font-size:13px;color:#5f6368">Nur Lesezugriff</span><button class="sh">Zugriff anfordern</button></div>
<div class="pg"><h2>Protokoll Elternabend 4b – 12.11.2025</h2><p>Anwesend: 19 Eltern, Frau Kaya (Klassenlehrerin)</p><ol><li>Klassenfahrt nach Xanten im Mai: Kosten ca. 140 €, Zuschuss möglich.</li><li>Lesepaten gesucht (Di + Do, 8–9 Uhr).</li><li>Weihnachtsbasar: Waffelstand – Liste liegt aus.</li></ol><p>Nächster Elternabend: Februar 2026.</p></div>`),
},
{
  id: 'r-clean-shortener-bitly-news',
  label: 'clean',
  kind: 'url-shortener',
  url: 'https://bit.ly/3RqWk7v',
  routes: {
    'bit.ly/3RqWk7v': redirectRoute(301, 'https://www.nordsee-kurier.de/region/husum/neuer-radweg-eroeffnet-2025-11-20.html?utm_source=twitter&utm_medium=social'),
    'www.nordsee-kurier.de/region/husum/neuer-radweg-eroeffnet-2025-11-20.html': htmlRoute(doc({ lang: 'de', title: 'Husum: Neuer Radweg an der B5 eröffnet | Nordsee-Kurier', css: baseCss + `header{background:#003366;color:#fff;padding:12px 8%;font:700 22px Georgia}article{max-width:720px;margin:20px auto;padding:0 16px;font-family:Georgia,serif}`, head: gtag('G-NSK0042') },
      `<header>Nordsee-Kurier</header><article><h1>Neuer Radweg an der B5 eröffnet</h1><p><small>Husum · 20.11.2025</small></p><p>Nach 14 Monaten Bauzeit ist der 6,3 Kilometer lange Radweg zwischen Husum und Hattstedt freigegeben worden. Die Kosten von 3,1 Millionen Euro trugen Bund und Land.</p><p>„Ein wichtiger Schritt für Pendler und Touristen", sagte Bürgermeister Martin Kerkmann bei der Eröffnung.</p></article>`)),
  },
},
];
