import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, pe, pngRoute, zip, cfb, iso, lnk } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // German fake full-screen Windows update page, EXE via script
  {
    id: 'g-mal-de-windows-update-vollbild-kritisch-exe',
    label: 'malware',
    kind: 'fake-update',
    url: 'https://windows-update-kritisch.de-msupdate.com/KB5034441/',
    body: doc({
      lang: 'de',
      title: 'Windows Update',
      css: `html,body{margin:0;height:100%;background:#0078d7;color:#fff;font-family:'Segoe UI Light','Segoe UI',sans-serif}.c{position:absolute;top:40%;left:50%;transform:translate(-50%,-50%);text-align:center}.sp{width:40px;height:40px;border:4px solid rgba(255,255,255,.3);border-top-color:#fff;border-radius:50%;margin:0 auto 30px;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}.b{position:absolute;bottom:60px;left:50%;transform:translateX(-50%);text-align:center}.b a{color:#fff;border:1px solid #fff;padding:10px 30px;text-decoration:none}`,
      body: `<div class="c"><div class="sp"></div><h1 style="font-weight:300;font-size:32px">Kritisches Sicherheitsupdate erforderlich</h1><p style="font-size:18px">Ihr Windows ist durch eine bekannte Sicherheitslücke (CVE-2025-21333) gefährdet.<br>Das kumulative Update KB5034441 konnte nicht automatisch installiert werden.</p><p id="p">Wird vorbereitet… 0 %</p></div>
<div class="b"><a href="/KB5034441/download" id="d">Update jetzt manuell installieren</a><p style="font-size:13px;opacity:.8">Schalten Sie den Computer nicht aus. Microsoft Corporation</p></div>
<script>var p=0,t=setInterval(function(){p+=7;document.getElementById('p').textContent='Wird vorbereitet… '+Math.min(p,100)+' %';if(p>=100){clearInterval(t);location.href='/KB5034441/download'}},400);</script>`,
    }),
    routes: {
      'windows-update-kritisch.de-msupdate.com/KB5034441/download': fileRoute(pe({ strings: ['Windows Update Assistant', 'KB5034441', 'Microsoft Corporation', 'cmd.exe /c schtasks /create /sc minute /tn WinUpd'] }), 'application/x-msdownload', 'windows10.0-kb5034441-x64.exe'),
    },
  },
];
