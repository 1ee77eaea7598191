import type { Entry } from '../entry.js';
import { apk, fileRoute, pe, zip } from '../parts/e-bin.js';
import { doc, htmlRoute, jsonRoute, jsRoute, wpAssets, wpPage } from '../parts/y-kit.js';

// Staging sites and developer demos on the host, and downloads from small vendors / clubs.

const stgHost = 'staging2.mckinleyorthodontics.com';
const demoHost = 'crm-demo-react.kestrelapps.dev';
const docsHost = 'docs.pgbackup-tool.dev';
const apiHost = 'api-docs.ferrylink.gr';
const apkHost = 'sc-tigres-ludwigsburg.de';
const drvHost = 'labelmate-printers.co.uk';

export const entries: Entry[] = [
  {
    id: 'y-ok-dev-staging-wp',
    label: 'clean',
    kind: 'dev-demo',
    url: `https://${stgHost}/new-patient-forms/`,
    routes: {
      [`${stgHost}/new-patient-forms/`]: htmlRoute(wpPage(
        { host: stgHost, name: 'McKinley Orthodontics', nav: ['Home', 'Treatments', 'New Patients', 'Insurance', 'Contact'], accent: '#00796b' },
        'New Patient Forms',
        `<div style="background:#fff3cd;color:#664d03;padding:8px;text-align:center;font-size:13px">STAGING SITE — changes here are not live. Search engines are discouraged from indexing this site.</div>
<div class="wrap content"><h1>New Patient Forms</h1><p>Save time at your first visit by completing your forms online. All information is sent securely to our office.</p>
<form method="post" action="/wp-admin/admin-ajax.php"><label>Patient name</label><input name="patient"><label>Date of birth</label><input name="dob" type="date"><label>Parent/guardian (if under 18)</label><input name="guardian"><label>Phone</label><input name="phone"><label>Insurance provider</label><select name="ins"><option>Delta Dental</option><option>MetLife</option><option>Cigna</option><option>None / self-pay</option></select><label>Reason for visit</label><textarea name="reason"></textarea>
<button class="btn">Submit forms</button></form></div>`,
        '<meta name="robots" content="noindex, nofollow">',
        `<!-- Kestrel staging: cloned from production 2025-11-25 -->`,
      ), { 'x-robots-tag': 'noindex' }),
      ...wpAssets(stgHost),
      [`${stgHost}/wp-admin/admin-ajax.php`]: jsonRoute({ success: true }),
    },
  },
  {
    id: 'y-ok-dev-react-demo-login',
    label: 'clean',
    kind: 'dev-demo',
    url: `https://${demoHost}/login`,
    routes: {
      [`${demoHost}/login`]: htmlRoute(`<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PipelineCRM — demo</title><script type="module" crossorigin src="/assets/index-a81f3c.js"></script></head><body><div id="root"></div></body></html>`),
      [`${demoHost}/assets/index-a81f3c.js`]: jsRoute(`const r=document.getElementById('root');
const css=document.createElement('style');css.textContent='body{margin:0;font-family:Inter,Arial,sans-serif;background:#f1f5f9}.c{max-width:380px;margin:12vh auto;background:#fff;border-radius:12px;padding:30px;box-shadow:0 4px 16px rgba(0,0,0,.06)}.c input{width:100%;padding:10px;border:1px solid #cbd5e1;border-radius:8px;margin:6px 0 12px;box-sizing:border-box}.c button{width:100%;padding:11px;background:#7c3aed;color:#fff;border:0;border-radius:8px}.hint{background:#f5f3ff;border:1px dashed #a78bfa;padding:10px;border-radius:8px;font-size:13px;margin-bottom:14px}';document.head.appendChild(css);
r.innerHTML='<div class="c"><h2>PipelineCRM</h2><p style="color:#64748b;font-size:14px">Portfolio project — a mini CRM built with React, Zustand and a mock API.</p><div class="hint">Demo credentials:<br><b>demo@pipelinecrm.test</b> / <b>demo1234</b><br>Data resets every hour.</div><form id="f"><label>Email</label><input id="e" type="email" value="demo@pipelinecrm.test"><label>Password</label><input id="p" type="password" value="demo1234"><button>Sign in</button></form><p style="font-size:12px;color:#94a3b8">Source on GitHub · Built by Lucía Fernández</p></div>';
document.getElementById('f').addEventListener('submit',async ev=>{ev.preventDefault();const res=await fetch('/api/mock/login',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({email:e.value,password:p.value})});const d=await res.json();if(d.token){localStorage.setItem('crm_token',d.token);r.innerHTML='<div class="c"><h2>Welcome back, Demo User</h2><p>12 open deals · $48,200 pipeline</p></div>';}});`),
      [`${demoHost}/api/mock/login`]: jsonRoute({ token: 'demo.eyJzdWIiOiJkZW1vIn0.sig' }),
    },
  },
  {
    id: 'y-ok-dev-cli-docs-copy',
    label: 'clean',
    kind: 'dev-demo',
    url: `https://${docsHost}/getting-started/install/`,
    routes: {
      [`${docsHost}/getting-started/install/`]: htmlRoute(doc({
        title: 'Install – pgbackup-tool docs',
        css: `body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1f2328;display:flex}
aside{width:230px;border-right:1px solid #e5e7eb;padding:20px;min-height:100vh;font-size:14px}aside a{display:block;color:#374151;text-decoration:none;margin:6px 0}
main{padding:30px 40px;max-width:780px}.code{position:relative;background:#0d1117;color:#e6edf3;border-radius:6px;padding:14px 16px;margin:12px 0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px;overflow:auto}
.code button{position:absolute;top:8px;right:8px;background:#30363d;color:#e6edf3;border:0;padding:4px 8px;border-radius:4px;font-size:12px;cursor:pointer}
.tabs button{border:1px solid #d0d7de;background:#f6f8fa;padding:6px 12px;cursor:pointer}.tabs button.on{background:#fff;border-bottom-color:#fff}`,
        body: `<aside><b>pgbackup-tool</b><a href="/">Introduction</a><a href="/getting-started/install/">Install</a><a href="/getting-started/first-backup/">Your first backup</a><a href="/guides/s3/">Backing up to S3-compatible storage</a><a href="/reference/cli/">CLI reference</a></aside>
<main><h1>Install</h1><p>pgbackup-tool is a single static binary. Pick your platform:</p>
<div class="tabs"><button class="on" data-t="lin">Linux / macOS</button><button data-t="win">Windows</button><button data-t="dock">Docker</button></div>
<div class="code" data-t="lin"><button>Copy</button><pre>curl -fsSL https://${docsHost}/install.sh | sh</pre></div>
<div class="code" data-t="win" style="display:none"><button>Copy</button><pre>winget install PgBackupTool.PgBackup</pre></div>
<div class="code" data-t="dock" style="display:none"><button>Copy</button><pre>docker run --rm -e PGURL=postgres://user@db/app ghcr.io/pgbackup-tool/pgbackup:1.4 backup</pre></div>
<p>Verify the install:</p><div class="code"><button>Copy</button><pre>pgbackup --version</pre></div>
<p>Prefer to read the script first? <a href="/install.sh">View install.sh</a> — it downloads the release for your OS from GitHub Releases and checks its SHA-256.</p></main>
<script>document.querySelectorAll('.code button').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(b.nextElementSibling.textContent).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)});};});
document.querySelectorAll('.tabs button').forEach(function(t){t.onclick=function(){document.querySelectorAll('.tabs button').forEach(function(x){x.classList.toggle('on',x===t)});document.querySelectorAll('.code[data-t]').forEach(function(c){c.style.display=c.dataset.t===t.dataset.t?'':'none'});};});
if(/Windows/.test(navigator.userAgent))document.querySelector('.tabs button[data-t=win]').click();</script>`,
      })),
      [`${docsHost}/install.sh`]: { status: 200, headers: { 'content-type': 'text/x-shellscript' }, body: '#!/bin/sh\nset -eu\nVERSION=1.4.2\nOS=$(uname -s | tr A-Z a-z)\nARCH=$(uname -m)\necho "Installing pgbackup $VERSION for $OS/$ARCH"\n# downloads from GitHub Releases and verifies sha256\n' },
    },
  },
  {
    id: 'y-ok-dev-api-docs',
    label: 'clean',
    kind: 'dev-demo',
    url: `https://${apiHost}/`,
    routes: {
      [`${apiHost}/`]: htmlRoute(doc({
        lang: 'el',
        title: 'FerryLink API v2 – Τεκμηρίωση',
        css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#fafafa;color:#3b4151}
.tb{background:#1b1b1b;color:#fff;padding:12px 24px}.w{max-width:960px;margin:20px auto;padding:0 20px}
.op{border:1px solid #61affe;background:#ebf3fb;border-radius:4px;margin:10px 0}.op.post{border-color:#49cc90;background:#e8f6f0}
.op summary{padding:8px 12px;cursor:pointer;font-family:monospace}.m{display:inline-block;width:60px;text-align:center;color:#fff;border-radius:3px;padding:3px 0;margin-right:8px;background:#61affe}.post .m{background:#49cc90}
pre{background:#333;color:#eee;padding:10px;margin:0 12px 12px;font-size:12px;overflow:auto}
.auth{border:1px solid #ddd;background:#fff;padding:12px;border-radius:4px}.auth input{padding:6px;width:320px}`,
        body: `<div class="tb"><b>FerryLink</b> API v2 · OpenAPI 3.0</div>
<div class="w"><h2>FerryLink Booking API</h2><p>Δρομολόγια, διαθεσιμότητα και κρατήσεις για συνεργάτες ταξιδιωτικά γραφεία. Base URL: <code>https://${apiHost}/v2</code></p>
<div class="auth"><b>Authorize</b> — Βάλτε το sandbox API key σας: <input id="k" placeholder="sk_sandbox_..."> <button id="ab">Authorize</button></div>
<details class="op"><summary><span class="m">GET</span>/v2/routes?from=PIR&amp;to=JTR</summary><pre>[{"route":"PIR-JTR","operator":"Blue Star","depart":"07:25","duration":"7h55m"}]</pre></details>
<details class="op"><summary><span class="m">GET</span>/v2/availability/{sailingId}</summary><pre>{"sailingId":"BS-20251212-0725","deck":412,"cabins":18}</pre></details>
<details class="op post"><summary><span class="m">POST</span>/v2/bookings</summary><pre>{"sailingId":"BS-20251212-0725","passengers":[{"type":"adult","name":"..."}],"vehicle":null}</pre></details>
<p style="font-size:13px">Rate limit: 60 req/min στο sandbox. Υποστήριξη: dev@ferrylink.gr</p></div>
<script>document.getElementById('ab').onclick=function(){sessionStorage.setItem('apikey',document.getElementById('k').value);fetch('/v2/ping',{headers:{Authorization:'Bearer '+document.getElementById('k').value}}).then(function(r){return r.json()}).then(function(d){alert(d.ok?'Authorized (sandbox)':'Invalid key')});};</script>`,
      })),
      [`${apiHost}/v2/ping`]: jsonRoute({ ok: false }, 401),
    },
  },
  {
    id: 'y-ok-dl-club-apk',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${apkHost}/app/`,
    routes: {
      [`${apkHost}/app/`]: htmlRoute(wpPage(
        { host: apkHost, name: 'SC Tigres Ludwigsburg', nav: ['Start', 'Teams', 'Training', 'Vereins-App', 'Kontakt'], accent: '#f57c00', lang: 'de' },
        'Vereins-App',
        `<div class="wrap content"><h1>Unsere Vereins-App</h1>
<p>Trainingszeiten, Hallenbelegung, Spielberichte und Zu-/Absagen für alle Teams – jetzt als App. Entwickelt ehrenamtlich von unserem Mitglied Jonas (U19-Trainer).</p>
<div class="cols"><div class="card"><h3>Android</h3><p>Die App ist (noch) nicht im Play Store. Du kannst sie direkt hier herunterladen und installieren. Android fragt dabei nach der Erlaubnis, „Apps aus dieser Quelle“ zu installieren.</p>
<p><a class="btn" href="/app/sc-tigres-1.3.0.apk">APK herunterladen (v1.3.0, 6 MB)</a></p><p style="font-size:12px">SHA-256: 9c1e…4b7a · Benötigt Android 9+ · Berechtigungen: Internet, Benachrichtigungen</p></div>
<div class="card"><h3>iPhone</h3><p>Für iOS gibt es die Web-Version: einfach <b>tigres-app.de</b> im Safari öffnen und „Zum Home-Bildschirm“ wählen.</p></div></div>
<p>Fragen? app@sc-tigres-ludwigsburg.de</p></div>`,
      )),
      ...wpAssets(apkHost),
      [`${apkHost}/app/sc-tigres-1.3.0.apk`]: fileRoute(apk('de.sctigres.vereinsapp', 'SC Tigres'), 'application/vnd.android.package-archive', 'sc-tigres-1.3.0.apk'),
    },
  },
  {
    id: 'y-ok-dl-label-printer-driver',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${drvHost}/support/drivers/`,
    routes: {
      [`${drvHost}/support/drivers/`]: htmlRoute(doc({
        lang: 'en-GB',
        title: 'Drivers & Software – LabelMate LM-420 / LM-460 thermal label printers',
        css: `body{margin:0;font-family:Arial,sans-serif;color:#222}header{background:#263238;color:#fff;padding:14px 30px}header b{color:#4fc3f7}
.w{max-width:900px;margin:24px auto;padding:0 20px}table{width:100%;border-collapse:collapse;font-size:14px}th,td{border:1px solid #ddd;padding:8px;text-align:left}th{background:#f5f5f5}
select{padding:8px}a.d{background:#0288d1;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none}`,
        body: `<header><b>LabelMate</b> Printers · Support</header>
<div class="w"><h1>Drivers &amp; Software</h1>
<p>Model: <select><option>LM-420 (USB)</option><option>LM-460 (USB + Ethernet)</option></select> &nbsp; OS: <select><option>Windows 11 / 10 (64-bit)</option><option>macOS 12+</option></select></p>
<table><tr><th>Item</th><th>Version</th><th>Date</th><th>Size</th><th></th></tr>
<tr><td>Windows printer driver (WHQL signed)</td><td>3.2.1</td><td>02/10/2025</td><td>8.4 MB</td><td><a class="d" href="/support/drivers/LabelMate_Driver_3.2.1_x64.exe">Download</a></td></tr>
<tr><td>LabelMate Studio (label design software)</td><td>2.7.0</td><td>15/09/2025</td><td>41 MB</td><td><a class="d" href="/support/drivers/LabelMateStudio_2.7.0.zip">Download</a></td></tr>
<tr><td>Royal Mail / Evri 4x6 label presets</td><td>2025.2</td><td>01/08/2025</td><td>120 KB</td><td><a class="d" href="/support/drivers/presets-2025.2.zip">Download</a></td></tr></table>
<h3>Installing</h3><ol><li>Unplug the printer.</li><li>Run the driver installer and follow the prompts.</li><li>Plug the printer in when asked; Windows will finish set-up.</li></ol>
<p>Still stuck? Email support@labelmate-printers.co.uk or call 0117 555 0163 (Mon–Fri 9–5). We'll never ask you to install remote-access software unless you've opened a ticket with us.</p></div>
<footer style="background:#f5f5f5;padding:16px 30px;font-size:12px">LabelMate Ltd · Company no. 11223344 · Bristol, UK · WEEE reg. WEE/AB1234CD</footer>`,
      })),
      [`${drvHost}/support/drivers/LabelMate_Driver_3.2.1_x64.exe`]: fileRoute(pe({ strings: ['LabelMate Printer Driver', 'LabelMate Ltd', '3.2.1.0', 'Inno Setup'], size: 8192 }), 'application/x-msdownload', 'LabelMate_Driver_3.2.1_x64.exe'),
      [`${drvHost}/support/drivers/presets-2025.2.zip`]: fileRoute(zip([{ name: 'presets/RoyalMail_4x6.lmt', data: '<label w="101.6" h="152.4"/>' }]), 'application/zip', 'presets-2025.2.zip'),
    },
  },
];
