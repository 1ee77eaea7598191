import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss, b64 } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, fileRoute, pe, cfb, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-clean-script-minified-analytics-eval',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.nordlicht-yoga.de/kurse/',
  body: doc({ lang: 'de', title: 'Kursplan – Nordlicht Yoga Hamburg', css: baseCss + `header{background:#f3ede4;padding:20px 8%}main{max-width:900px;margin:20px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}`,
    head: `<script>!function(w,d,s,u){var e=d.createElement(s);e.async=1;e.src=u;d.head.appendChild(e)}(window,document,'script','/wp-content/plugins/stats/t.min.js');</script>` },
`<header><h1>Nordlicht Yoga</h1><p>Hatha · Vinyasa · Yin — in Hamburg-Ottensen</p></header>
<main><h2>Kursplan Winter 2025/26</h2><table><tr><th>Tag</th><th>Uhrzeit</th><th>Kurs</th><th>Lehrerin</th></tr><tr><td>Mo</td><td>18:30</td><td>Vinyasa Flow</td><td>Lena</td></tr><tr><td>Mi</td><td>09:00</td><td>Yin Yoga</td><td>Ayşe</td></tr><tr><td>Do</td><td>19:00</td><td>Hatha für Einsteiger</td><td>Jonas</td></tr><tr><td>Sa</td><td>10:00</td><td>Familienyoga</td><td>Lena</td></tr></table>
<p><a href="/probestunde/">Kostenlose Probestunde buchen</a></p></main>${cookieBar('Diese Website nutzt Cookies für Statistik.', 'Einverstanden')}`),
  routes: {
    'www.nordlicht-yoga.de/wp-content/plugins/stats/t.min.js': jsRoute(`/*! stats-lite v3.2.0 | MIT */!function(){"use strict";var t=window,e=document,n=JSON.parse(atob("${b64(JSON.stringify({ site: 41, endpoint: '/wp-content/plugins/stats/collect', sample: 1, cookieless: true }))}"));
var r=new Function("p","return p.split('').reverse().join('')");var o=r("tcelloc/stats/snigulp/tnetnoc-pw/");
function i(a){try{var c=new URLSearchParams({s:n.site,e:a,u:location.pathname,r:e.referrer||"",w:t.innerWidth});navigator.sendBeacon?navigator.sendBeacon(n.endpoint,c):fetch(o+"?"+c,{keepalive:!0})}catch(l){}}
i("pageview");e.addEventListener("click",function(a){var c=a.target.closest&&a.target.closest("a");c&&c.host!==location.host&&i("outbound")});eval("t.__statsLite={v:'3.2.0',track:i}")}();`),
    'www.nordlicht-yoga.de/wp-content/plugins/stats/collect': { status: 204, headers: {}, body: '' },
  },
},
{
  id: 'r-clean-download-7zip-vendor',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.7-zip.org/download.html?r=1',
  body: doc({ title: '7-Zip', css: `body{font-family:Tahoma,Arial,sans-serif;font-size:13px;margin:0}td{padding:4px 8px}.nav{background:#e8e8e8;width:140px;vertical-align:top}.nav a{display:block;padding:2px 0}` },
`<table width="100%"><tr><td class="nav"><a href="/">Home</a><a href="/7z.html">7z Format</a><a href="/sdk.html">LZMA SDK</a><a href="/download.html"><b>Download</b></a><a href="/faq.html">FAQ</a><a href="/support.html">Support</a><a href="/links.html">Links</a></td>
<td><h1>Download</h1><p>Download 7-Zip 25.01 (2025-08-03):</p><table border="1" cellspacing="0"><tr><th>Link</th><th>Type</th><th>Windows</th><th>Size</th></tr>
<tr><td><a href="/a/7z2501-x64.exe">Download</a></td><td>.exe</td><td>64-bit Windows x64</td><td>1.6 MB</td></tr><tr><td><a href="/a/7z2501.exe">Download</a></td><td>.exe</td><td>32-bit Windows x86</td><td>1.3 MB</td></tr><tr><td><a href="/a/7z2501-x64.msi">Download</a></td><td>.msi</td><td>64-bit Windows x64</td><td>1.9 MB</td></tr></table>
<p>License: GNU LGPL + unRAR restriction. Check the signatures on <a href="https://sourceforge.net/projects/sevenzip/files/">SourceForge</a>.</p></td></tr></table>`),
  routes: {
    'www.7-zip.org/a/7z2501-x64.exe': fileRoute(pe({ strings: ['7-Zip', 'Igor Pavlov', '25.01', 'Setup'] }), 'application/octet-stream'),
    'www.7-zip.org/a/7z2501.exe': fileRoute(pe({ x64: false, strings: ['7-Zip', 'Igor Pavlov', '25.01'] }), 'application/octet-stream'),
    'www.7-zip.org/a/7z2501-x64.msi': fileRoute(cfb(['7-Zip 25.01 (x64 edition)', 'Igor Pavlov', 'ProductCode']), 'application/octet-stream'),
  },
},
{
  id: 'r-clean-download-vlc-autostart',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.videolan.org/vlc/download-windows.html?r=thanks',
  body: doc({ title: 'Official download of VLC media player for Windows - VideoLAN', css: baseCss + `header{background:#ff8800;color:#fff;padding:14px 8%;font-weight:700}main{max-width:760px;margin:30px auto;text-align:center}.b{display:inline-block;background:#ff8800;color:#fff;padding:14px 30px;border-radius:4px;text-decoration:none}` },
`<header>VideoLAN · VLC media player</header><main><h1>Thanks! Your download will start shortly…</h1><p>VLC 3.0.21 for Windows 64-bit · 44 MB</p><p>If the download does not start, <a class="b" id="dl" href="https://get.videolan.org/vlc/3.0.21/win64/vlc-3.0.21-win64.exe">click here</a></p>
<p style="font-size:13px;color:#666">SHA-256 checksum: <code>8a4b2d…e90f</code> · <a href="/vlc/releases/3.0.21.html">Release notes</a> · VLC is free and open-source software, licensed under the GPLv2.</p>
<h3>Support VideoLAN</h3><p>VLC is developed by volunteers. Consider <a href="/contribute.html#money">donating</a>.</p></main>
<script>setTimeout(function(){window.location.href=document.getElementById('dl').href;},1500);</script>`),
  routes: { 'get.videolan.org/vlc/3.0.21/win64/vlc-3.0.21-win64.exe': fileRoute(pe({ strings: ['VLC media player', 'VideoLAN', '3.0.21', 'NSIS'] }), 'application/x-msdownload', 'vlc-3.0.21-win64.exe') },
},
{
  id: 'r-clean-download-zoom-installer',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://zoom.us/download?os=win&r=1',
  body: doc({ title: 'Download Center - Zoom', css: baseCss + `header{padding:14px 8%;border-bottom:1px solid #eee;color:#0b5cff;font-weight:800;font-size:22px}main{max-width:900px;margin:30px auto;padding:0 16px}.c{border:1px solid #e5e5e5;border-radius:10px;padding:20px;margin:14px 0}.b{background:#0b5cff;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;display:inline-block}` },
`<header>zoom</header><main><h1>Download Center</h1><div class="c"><h3>Zoom Workplace desktop app</h3><p>The desktop app is the best way to use Zoom Meetings, Team Chat and more. Version 6.6.5 (2025-11)</p><a class="b" href="https://zoom.us/client/6.6.5.17390/ZoomInstallerFull.exe?archType=x64">Download (64-bit)</a> <a href="https://zoom.us/client/6.6.5.17390/ZoomInstallerFull.exe?archType=arm64">ARM</a></div>
<div class="c"><h3>Zoom Outlook Plugin</h3><p>Schedule and start meetings from Outlook.</p><a class="b" href="https://zoom.us/client/6.6.5/ZoomOutlookPluginSetup.msi">Download</a></div><p style="font-size:13px">For IT administrators: <a href="https://support.zoom.com/hc/en/article?id=zm_kb&sysparm_article=KB0064484">Mass deployment with MSI</a></p></main>`),
  routes: {
    'zoom.us/client/6.6.5.17390/ZoomInstallerFull.exe': fileRoute(pe({ strings: ['Zoom Video Communications, Inc.', 'Zoom Workplace', '6.6.5'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
    'zoom.us/client/6.6.5/ZoomOutlookPluginSetup.msi': fileRoute(cfb(['Zoom Outlook Plugin', 'Zoom Video Communications, Inc.']), 'application/x-msi', 'ZoomOutlookPluginSetup.msi'),
  },
},
{
  id: 'r-clean-script-coupon-copy-button',
  label: 'clean',
  kind: 'benign-script',
  url: 'https://www.gutscheinfuchs.de/gutscheine/zalando/',
  body: doc({ lang: 'de', title: 'Zalando Gutschein: 15 % Rabatt im November 2025 | Gutscheinfuchs', css: baseCss + `main{max-width:820px;margin:20px auto;padding:0 16px}.cp{border:2px dashed #f60;padding:16px;margin:12px 0;display:flex;justify-content:space-between;align-items:center}.cp code{font-size:20px;font-weight:bold}button{background:#f60;color:#fff;border:0;padding:10px 16px;border-radius:4px}`, head: gtag('G-GSF5510') },
`<main><h1>Zalando Gutscheine &amp; Rabattcodes</h1><p>Zuletzt geprüft: heute · 7 aktive Angebote</p>
<div class="cp"><div><b>15 % auf Sneaker</b><br><small>Mindestbestellwert 60 € · gültig bis 30.11.</small></div><div><code id="c1">SNEAK15</code> <button data-c="c1">Code kopieren</button></div></div>
<div class="cp"><div><b>10 € Neukundenrabatt</b><br><small>Ab 50 € · nur für Newsletter-Abonnenten</small></div><div><code id="c2">HELLO10</code> <button data-c="c2">Code kopieren</button></div></div>
<p style="font-size:12px;color:#777">Wir erhalten ggf. eine Provision, wenn Sie über unsere Links einkaufen. Für Sie entstehen keine Mehrkosten.</p></main>
<script>document.querySelectorAll('button[data-c]').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent).then(function(){b.textContent='Kopiert ✓';window.open('https://www.zalando.de/?wmc=AFF','_blank');});};});</script>`),
},
];
