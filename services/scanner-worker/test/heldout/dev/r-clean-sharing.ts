import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss, metaHop } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-clean-share-onedrive-short-link',
  label: 'clean',
  kind: 'file-share',
  url: 'https://1drv.ms/x/c/7d2f09a1b3c4e5f6/EbT9x2LqK8hMu3Vw?e=Qm4zXy',
  routes: {
    '1drv.ms/x/c/7d2f09a1b3c4e5f6/EbT9x2LqK8hMu3Vw': redirectRoute(301, 'https://onedrive.live.com/personal/7d2f09a1b3c4e5f6/_layouts/15/Doc.aspx?resid=7D2F09A1B3C4E5F6!s8a1&action=view&wdo=2'),
    'onedrive.live.com/personal/7d2f09a1b3c4e5f6/_layouts/15/Doc.aspx': htmlRoute(doc({ title: 'Haushaltsbuch 2025.xlsx - Microsoft Excel Online', css: `body{margin:0;font-family:"Segoe UI",sans-serif}.h{background:#217346;color:#fff;padding:8px 16px}table{border-collapse:collapse;margin:10px}td{border:1px solid #ddd;padding:4px 14px;font-size:13px}` },
      `<div class="h">Excel · Haushaltsbuch 2025.xlsx · Ansicht</div><table><tr><td></td><td><b>A</b></td><td><b>B</b></td><td><b>C</b></td></tr><tr><td>1</td><td>Monat</td><td>Einnahmen</td><td>Ausgaben</td></tr><tr><td>2</td><td>Januar</td><td>3.420 €</td><td>2.980 €</td></tr><tr><td>3</td><td>Februar</td><td>3.420 €</td><td>3.105 €</td></tr></table><p style="font-size:12px;margin:10px">Geteilt von Jana M. · Jeder mit dem Link kann anzeigen</p>`)),
  },
},
{
  id: 'r-clean-share-dropbox-pdf-preview',
  label: 'clean',
  kind: 'file-share',
  url: 'https://www.dropbox.com/scl/fi/k3v9x2q7m1p8/Wedding_Photos_Selection.pdf?rlkey=8fz2m1qxv0c7&dl=0',
  body: doc({ title: 'Wedding_Photos_Selection.pdf | Dropbox', css: `body{margin:0;font-family:Atlas Grotesk,Helvetica,sans-serif;background:#f7f5f2}.t{background:#fff;padding:10px 20px;display:flex;align-items:center;border-bottom:1px solid #ddd}.t b{color:#0061fe}.pv{width:640px;height:480px;margin:24px auto;background:#ddd;display:flex;align-items:center;justify-content:center;color:#555}
.bar{text-align:center}.bar a{display:inline-block;margin:4px;padding:9px 18px;border-radius:4px;text-decoration:none}.p{background:#0061fe;color:#fff}.s{border:1px solid #ccc;color:#333}` },
`<div class="t"><b>Dropbox</b><span style="margin-left:16px">Wedding_Photos_Selection.pdf · 18.2 MB</span><span style="margin-left:auto"><a href="/login">Sign in</a> · <a href="/register">Sign up</a></span></div>
<div class="pv">📄 Page 1 of 24 — preview</div>
<div class="bar"><a class="p" href="https://www.dropbox.com/scl/fi/k3v9x2q7m1p8/Wedding_Photos_Selection.pdf?rlkey=8fz2m1qxv0c7&dl=1">Download</a><a class="s" href="/login?cont=%2Fscl%2Ffi%2Fk3v9x2q7m1p8">Save to my Dropbox</a></div>
<p style="text-align:center;font-size:12px;color:#637282">Shared by Lucía &amp; Mark · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/report">Report this file</a></p>`),
},
{
  id: 'r-clean-share-wetransfer-download',
  label: 'clean',
  kind: 'file-share',
  url: 'https://wetransfer.com/downloads/5b1e8a7c3d2f9e0b4a6c8d1e2f3a4b5c20251120101500/7f3e2d',
  body: doc({ title: 'WeTransfer', css: `body{margin:0;font-family:Arial,sans-serif;background:#e9e4df}.w{position:absolute;left:60px;top:110px;width:310px;background:#fff;border-radius:10px;padding:24px;box-shadow:0 0 20px rgba(0,0,0,.15)}button{width:100%;background:#3767ea;color:#fff;border:0;border-radius:25px;padding:12px;font-weight:bold}` },
`<div style="padding:20px 60px;font-weight:bold;font-size:22px">we</div><div class="w"><h3>Ready when you are</h3><p style="font-size:14px">Expires in 6 days · 2 files · 312 MB</p><p style="font-size:13px;color:#555">Studio_Mix_v7_master.wav<br>Liner_notes.pdf</p><p style="font-size:13px;color:#555">Message from the sender: "Final master, let me know if the levels work for vinyl."</p><button id="d">Download</button></div>
<script>document.getElementById('d').onclick=function(){fetch('/api/v4/transfers/5b1e8a7c3d2f9e0b4a6c8d1e2f3a4b5c20251120101500/download',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({security_hash:'7f3e2d',intent:'entire_transfer'})}).then(function(r){return r.json()}).then(function(j){location.href=j.direct_link;});};</script>`),
  routes: {
    'wetransfer.com/api/v4/transfers/5b1e8a7c3d2f9e0b4a6c8d1e2f3a4b5c20251120101500/download': jsonRoute({ direct_link: 'https://download.wetransfer.com/eugv/5b1e8a7c3d2f/Studio_Mix.zip' }),
    'download.wetransfer.com/eugv/5b1e8a7c3d2f/Studio_Mix.zip': fileRoute(Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'latin1'), 'application/zip', 'Studio_Mix.zip'),
  },
},
{
  id: 'r-clean-share-box-enterprise-folder',
  label: 'clean',
  kind: 'file-share',
  url: 'https://app.box.com/s/q8w2e4r6t8y0u1i3o5p7a9s2d4f6g8h0',
  body: doc({ title: 'Tender 2026 – Technical Annex | Powered by Box', css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#fbfbfb}.h{background:#fff;padding:12px 20px;border-bottom:1px solid #e8e8e8;color:#0061d5;font-weight:bold}main{max-width:900px;margin:20px auto}table{width:100%;background:#fff;border-collapse:collapse}td{padding:12px;border-bottom:1px solid #eee;font-size:14px}` },
`<div class="h">box</div><main><h2>Tender 2026 – Technical Annex</h2><p style="font-size:13px;color:#777">Shared by Stadtwerke Gruenau procurement · 4 files</p><table><tr><td>📄 Annex_A_Specifications.pdf</td><td>2.1 MB</td><td><a href="/s/q8w2e4r6t8y0u1i3o5p7a9s2d4f6g8h0/file/1412">Download</a></td></tr><tr><td>📄 Annex_B_Drawings.pdf</td><td>14.6 MB</td><td><a href="/s/q8w2e4r6t8y0u1i3o5p7a9s2d4f6g8h0/file/1413">Download</a></td></tr><tr><td>📊 Price_Schedule.xlsx</td><td>88 KB</td><td><a href="/s/q8w2e4r6t8y0u1i3o5p7a9s2d4f6g8h0/file/1414">Download</a></td></tr><tr><td>📄 Q&amp;A_Log.docx</td><td>41 KB</td><td><a href="/s/q8w2e4r6t8y0u1i3o5p7a9s2d4f6g8h0/file/1415">Download</a></td></tr></table>
<p style="font-size:12px;color:#999">Box · <a href="https://www.box.com/legal">Legal</a> · <a href="https://www.box.com/privacy">Privacy</a> · Sign in to comment</p></main>`),
},
{
  id: 'r-clean-shortener-tco-meta-refresh',
  label: 'clean',
  kind: 'url-shortener',
  url: 'https://t.co/Zx81LqP2vN',
  routes: {
    't.co/Zx81LqP2vN': htmlRoute(`<head><meta name="referrer" content="always"><noscript><META http-equiv="refresh" content="0;URL=https://blog.quietcompute.dev/posts/rust-async-cancellation"></noscript><title>https://blog.quietcompute.dev/posts/rust-async-cancellation</title></head><script>window.opener = null; location.replace("https:\\/\\/blog.quietcompute.dev\\/posts\\/rust-async-cancellation")</script>`),
    'blog.quietcompute.dev/posts/rust-async-cancellation': htmlRoute(doc({ title: 'Cancellation in async Rust, revisited · quietcompute', css: baseCss + `article{max-width:700px;margin:30px auto;padding:0 16px}pre{background:#f5f5f5;padding:12px}` },
      `<article><h1>Cancellation in async Rust, revisited</h1><p><small>Nov 2025 · 11 min</small></p><p>Dropping a future is the only way to cancel it. That's elegant, and also the source of some of the nastiest bugs I've shipped.</p><pre><code>tokio::select! {
    res = read_frame(&amp;mut conn) =&gt; handle(res?),
    _ = shutdown.recv() =&gt; return Ok(()),
}</code></pre><p>If <code>read_frame</code> has buffered half a frame when shutdown fires, that data is gone…</p></article>`)),
  },
},
{
  id: 'r-clean-shortener-lnkd-interstitial',
  label: 'clean',
  kind: 'url-shortener',
  url: 'https://lnkd.in/eK3pQ9xB',
  body: doc({ title: 'LinkedIn', css: `body{font-family:-apple-system,system-ui,sans-serif;background:#f4f2ee;display:flex;justify-content:center;padding-top:10vh}.c{background:#fff;border-radius:8px;padding:28px;max-width:520px;box-shadow:0 0 0 1px rgba(0,0,0,.08)}a.b{display:inline-block;background:#0a66c2;color:#fff;padding:8px 18px;border-radius:20px;text-decoration:none}` },
`<div class="c"><b style="color:#0a66c2;font-size:22px">in</b><h2>This link will take you to a page that’s not on LinkedIn</h2><p>Because this is an external link, we're unable to verify it for safety.</p><p style="word-break:break-all;color:#666">https://www.hanseatic-careers.de/jobs/senior-data-engineer-hamburg-2025</p><a class="b" href="https://www.hanseatic-careers.de/jobs/senior-data-engineer-hamburg-2025">Continue</a><p style="font-size:12px"><a href="https://www.linkedin.com/help/linkedin/answer/a1340964">Learn more about link safety</a></p></div>`),
},
{
  id: 'r-clean-redirect-email-click-tracking-shop',
  label: 'clean',
  kind: 'marketing-redirect',
  url: 'https://click.news.outdoorhaus-berg.ch/?qs=8f2c1a9e7b3d5f6a0c4e2b1d9f8a7c6e',
  routes: {
    'click.news.outdoorhaus-berg.ch/': redirectRoute(302, 'https://www.outdoorhaus-berg.ch/de/sale/winterjacken/?utm_source=newsletter&utm_medium=email&utm_campaign=blackweek25'),
    'www.outdoorhaus-berg.ch/de/sale/winterjacken/': htmlRoute(doc({ lang: 'de-CH', title: 'Winterjacken im Sale – bis 40 % | Outdoorhaus Berg', css: baseCss + `header{background:#1c3d2e;color:#fff;padding:14px 6%}main{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 16px}.p{border:1px solid #eee;padding:12px}.p div{height:160px;background:#dfe8e3}`, head: gtag('G-ODH7731') },
      `<header><b>Outdoorhaus Berg</b> · Black Week: bis 40 % auf Winterjacken</header><main><div class="p"><div></div><b>Alpinjacke Piz 3L</b><br><s>CHF 389.–</s> CHF 259.–</div><div class="p"><div></div><b>Daunenjacke Grisons</b><br><s>CHF 249.–</s> CHF 179.–</div><div class="p"><div></div><b>Softshell Flüela</b><br><s>CHF 149.–</s> CHF 99.–</div></main>${cookieBar('Wir verwenden Cookies, um unseren Shop zu verbessern.', 'Akzeptieren')}`)),
  },
},
];
