import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { pe, zip, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell, cookieBanner, gtag } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-anydesk-downloads-own-domain',
  label: 'clean',
  kind: 'real-installer',
  url: 'https://anydesk.com/en/downloads/thank-you?dv=win_exe&ref=ardee-support',
  body: page({
    title: 'Thank you for downloading AnyDesk',
    css: baseSiteCss + `.hero{text-align:center}.warn{max-width:640px;margin:24px auto;background:#fff7ed;border:1px solid #fed7aa;border-radius:8px;padding:14px 18px;font-size:14px;text-align:left}`,
    head: cookieBanner('AnyDesk Software GmbH', 'https://anydesk.com/en/privacy', '#ef443b'),
    body: `<header style="padding:14px 24px;border-bottom:1px solid #eee"><b style="font-size:22px;color:#ef443b">AnyDesk</b></header>
<section class="hero"><div class="container"><h1>Thank you for downloading AnyDesk!</h1><p class="muted">Your download should start automatically. If it doesn't, <a href="https://download.anydesk.com/AnyDesk.exe?dv=win_exe&os=win10" id="manual">click here</a>.</p>
<ol style="display:inline-block;text-align:left"><li>Open AnyDesk.exe from your downloads</li><li>Share your AnyDesk address only with people you know and trust</li></ol>
<div class="warn"><b>Be aware of scammers.</b> Never give anyone you don't know access to your device. AnyDesk staff will never contact you and ask you to install AnyDesk. If someone phoned you unexpectedly and asked you to download AnyDesk, stop and <a href="https://anydesk.com/en/abuse">read our abuse prevention guide</a>.</div></div></section>
<script>setTimeout(function(){var a=document.createElement('a');a.href='https://download.anydesk.com/AnyDesk.exe?dv=win_exe&os=win10';a.download='AnyDesk.exe';document.body.appendChild(a);a.click();a.remove();},1200);</script>`,
  }),
  routes: {
    'download.anydesk.com/AnyDesk.exe?dv=win_exe&os=win10': fileRoute(pe({ strings: ['AnyDesk', 'AnyDesk Software GmbH', 'philandro Software GmbH', 'anydesk.com'], size: 20480 }), 'application/octet-stream', 'AnyDesk.exe'),
  },
},
{
  id: 'ya-freeagent-csv-export-blob-own-domain',
  label: 'clean',
  kind: 'app-blob-export',
  url: 'https://app.freeagent.com/reports/aged_debtors?format=preview',
  body: page({
    title: 'Aged Debtors | FreeAgent',
    css: baseSiteCss + `body{background:#f7f7f7}.top{background:#1c2b39;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center}.w{max-width:1000px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}.ex{background:#00a2b4;color:#fff}`,
    body: `<div class="top"><b>FreeAgent</b><span class="small">Westmeath Kitchens Ltd ▾</span></div>
<div class="w"><div style="display:flex;justify-content:space-between;align-items:center"><h1 style="margin:0;font-size:24px">Aged Debtors</h1><button class="btn ex" id="csv">Export CSV</button></div>
<p class="small muted">As at 31 October 2025</p>
<table id="t"><thead><tr><th>Contact</th><th>Current</th><th>1–30 days</th><th>31–60 days</th><th>61+ days</th><th>Total</th></tr></thead><tbody>
<tr><td>Ballymore Homes Ltd</td><td>4,250.00</td><td>0.00</td><td>0.00</td><td>0.00</td><td>4,250.00</td></tr>
<tr><td>Kinnegad Interiors</td><td>0.00</td><td>1,180.40</td><td>0.00</td><td>0.00</td><td>1,180.40</td></tr>
<tr><td>O'Reilly Builders</td><td>0.00</td><td>0.00</td><td>2,960.00</td><td>615.00</td><td>3,575.00</td></tr></tbody></table></div>
<script>
document.getElementById('csv').onclick=function(){var rows=[].map.call(document.querySelectorAll('#t tr'),function(tr){return [].map.call(tr.children,function(td){return '"'+td.textContent.replace(/"/g,'""')+'"'}).join(',')});
var blob=new Blob(['\\ufeff'+rows.join('\\r\\n')],{type:'text/csv;charset=utf-8'});var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download='aged_debtors_2025-10-31.csv';document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove();},100);};
</script>`,
  }),
},
];
