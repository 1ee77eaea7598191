import type { Entry } from '../entry.js';
import { redirectRoute } from '../entry.js';
import { html, zip, pe, pdf, msi, dmg } from '../parts/b-benign-downloads.js';

export const entries: Entry[] = [
{
  id: 'b-ok-dl-vendor-exe',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://noteforge.app/download',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Download NoteForge — Notes that link themselves</title>
<style>body{margin:0;font-family:Inter,system-ui,sans-serif;color:#18181b;background:#fafafa}.nav{display:flex;gap:24px;align-items:center;padding:16px 40px;background:#fff;border-bottom:1px solid #e4e4e7}.nav b{font-size:18px;margin-right:auto}
.w{max-width:960px;margin:50px auto;padding:0 20px}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.card{background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:22px}.card a.p{display:block;background:#7c3aed;color:#fff;text-align:center;padding:10px;border-radius:8px;text-decoration:none;margin:12px 0 8px}
.card a.s{font-size:13px;color:#7c3aed;display:block}.v{font-size:13px;color:#71717a}</style></head>
<body><div class="nav"><b>NoteForge</b><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/download">Download</a><a href="/docs">Docs</a></div>
<div class="w"><h1>Download NoteForge</h1><p class="v">Version 3.4.2 · Released 12 November · <a href="/changelog">Changelog</a> · Free for personal use</p>
<div class="grid"><div class="card"><h3>Windows</h3><p class="v">Windows 10 and 11 (64-bit)</p><a class="p" href="https://downloads.noteforge.app/releases/3.4.2/NoteForge-Setup-3.4.2-x64.exe">Download .exe</a><a class="s" href="https://downloads.noteforge.app/releases/3.4.2/NoteForge-3.4.2-x64.msi">MSI for IT deployment</a><a class="s" href="https://downloads.noteforge.app/releases/3.4.2/NoteForge-3.4.2-arm64.exe">ARM64 installer</a></div>
<div class="card"><h3>macOS</h3><p class="v">macOS 12 Monterey or later</p><a class="p" href="https://downloads.noteforge.app/releases/3.4.2/NoteForge-3.4.2-universal.dmg">Download .dmg</a><a class="s" href="#">Install with Homebrew: brew install --cask noteforge</a></div>
<div class="card"><h3>Linux</h3><p class="v">x86_64 and arm64</p><a class="p" href="https://downloads.noteforge.app/releases/3.4.2/NoteForge-3.4.2.AppImage">Download AppImage</a><a class="s" href="#">.deb</a><a class="s" href="#">Flathub</a></div></div>
<p class="v" style="margin-top:30px">SHA-256 checksums are published in <a href="https://downloads.noteforge.app/releases/3.4.2/SHA256SUMS">SHA256SUMS</a>, signed with our release key. Installers are code-signed by NoteForge Labs GmbH.</p></div>
<footer style="text-align:center;font-size:12px;color:#a1a1aa;padding:30px">© 2024 NoteForge Labs GmbH · Imprint · Privacy</footer></body></html>`,
  routes: {
    'downloads.noteforge.app/releases/3.4.2/NoteForge-Setup-3.4.2-x64.exe': { status: 200, headers: { 'content-type': 'application/x-msdownload', 'content-disposition': 'attachment; filename="NoteForge-Setup-3.4.2-x64.exe"' }, body: pe('NoteForge Setup 3.4.2', 8192) },
    'downloads.noteforge.app/releases/3.4.2/NoteForge-3.4.2-x64.msi': { status: 200, headers: { 'content-type': 'application/x-msi' }, body: msi('NoteForge 3.4.2') },
    'downloads.noteforge.app/releases/3.4.2/NoteForge-3.4.2-universal.dmg': { status: 200, headers: { 'content-type': 'application/x-apple-diskimage' }, body: dmg('NoteForge') },
  },
},
{
  id: 'b-ok-dl-thanks-autostart',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.pixeltrim.com/thank-you?product=pixeltrim&os=win',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2;url=https://www.pixeltrim.com/files/PixelTrim_Setup_5.1.0.exe"><title>Thanks for downloading PixelTrim</title>
<style>body{font-family:"Segoe UI",Arial;margin:0;background:#f0f4f8;color:#1f2933}.w{max-width:760px;margin:70px auto;background:#fff;border-radius:10px;padding:40px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.st{display:flex;gap:20px;margin-top:30px}.st div{flex:1;background:#f7fafc;border-radius:8px;padding:16px;font-size:14px}.st b{display:block;font-size:22px;color:#2563eb}</style></head>
<body><div class="w"><h1>Thanks for downloading PixelTrim!</h1><p>Your download will begin automatically. If it doesn't, <a href="/files/PixelTrim_Setup_5.1.0.exe">click here to download PixelTrim 5.1.0 for Windows</a> (48 MB).</p>
<div class="st"><div><b>1</b>Open <em>PixelTrim_Setup_5.1.0.exe</em> from your Downloads folder.</div><div><b>2</b>Click <em>Yes</em> when Windows asks to allow PixelTrim Software Ltd. to make changes.</div><div><b>3</b>Follow the setup wizard and start trimming.</div></div>
<p style="font-size:13px;color:#52606d;margin-top:30px">Looking for the Mac version? <a href="/download/mac">Download for macOS</a>. Need the portable ZIP? <a href="/download/portable">Portable edition</a>.</p></div></body></html>`,
  routes: {
    'www.pixeltrim.com/files/PixelTrim_Setup_5.1.0.exe': { status: 200, headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="PixelTrim_Setup_5.1.0.exe"' }, body: pe('PixelTrim Setup 5.1.0', 8192) },
  },
},
{
  id: 'b-ok-dl-browser-update',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.wavebrowser-project.org/en-US/browser/update/',
  body: html`<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Update Wave Browser to the latest version</title>
<style>body{font-family:"Zilla Slab",Inter,Arial;margin:0;color:#15141a}.hd{padding:16px 40px;border-bottom:1px solid #eee;display:flex;gap:20px}.hd b{margin-right:auto}.m{max-width:880px;margin:50px auto;padding:0 20px}
.ok{background:#e3fff3;border:1px solid #3fe1b0;padding:14px;border-radius:6px;display:none}.old{background:#fff4de;border:1px solid #ffa436;padding:14px;border-radius:6px;display:none}.b{background:#0061e0;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;display:inline-block}</style></head>
<body><div class="hd"><b>Wave Browser</b><a href="/en-US/browser/">Browser</a><a href="/en-US/privacy/">Privacy</a><a href="https://support.wavebrowser-project.org/">Support</a></div>
<div class="m"><h1>Get the latest Wave Browser</h1><div class="ok" id="ok">&#10003; You are using the latest version of Wave Browser.</div><div class="old" id="old">Your version of Wave Browser is out of date. Updates include security fixes.</div>
<h2>How to update</h2><p>Wave updates itself automatically. To check now, open the menu <b>☰ → Help → About Wave Browser</b>; the browser downloads and installs any available update and asks you to restart.</p>
<p>Or download the full installer from us: <a class="b" href="https://download.wavebrowser-project.org/?product=wave-latest-ssl&os=win64&lang=en-US">Download Wave Browser</a></p>
<p style="font-size:13px;color:#5b5b66">Wave Browser is only distributed from wavebrowser-project.org. We never ask you to update from pop-ups on other sites.</p></div>
<script>
var m = navigator.userAgent.match(/Wave\/(\d+)/); var latest = 131;
if (m) { document.getElementById(parseInt(m[1], 10) >= latest ? 'ok' : 'old').style.display = 'block'; }
</script></body></html>`,
  routes: {
    'download.wavebrowser-project.org/': redirectRoute(302, 'https://download-cdn.wavebrowser-project.org/pub/wave/releases/131.0.2/win64/en-US/Wave%20Setup%20131.0.2.exe'),
    'download-cdn.wavebrowser-project.org/pub/wave/releases/131.0.2/win64/en-US/Wave%20Setup%20131.0.2.exe': { status: 200, headers: { 'content-type': 'application/x-msdos-program' }, body: pe('Wave Browser Setup 131.0.2', 8192) },
  },
},
{
  id: 'b-ok-dl-company-fileshare',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://cloud.hartmann-bau.de/s/Ktq7Yw2nPzL4mXa',
  body: html`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Ausschreibung_Lindenstrasse_12 - Hartmann Bau Cloud</title>
<style>body{margin:0;font-family:"Open Sans",Arial;background:#fff;color:#222}.hd{background:#00679e;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.c{max-width:860px;margin:30px auto;padding:0 20px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left}.dl{background:#00679e;color:#fff;padding:8px 18px;border-radius:3px;text-decoration:none}</style></head>
<body><div class="hd"><b>Hartmann Bau GmbH · Cloud</b><span>Geteilt von M. Krüger</span></div><div class="c"><h2>Ausschreibung Lindenstraße 12</h2><p>Unterlagen zur Ausschreibung Gewerk Elektro. Freigabe gültig bis 30.11.</p>
<p><a class="dl" href="/s/Ktq7Yw2nPzL4mXa/download">Alle herunterladen (ZIP, 1,4 MB)</a></p>
<table><tr><th>Name</th><th>Größe</th><th>Geändert</th></tr><tr><td>Leistungsverzeichnis_Elektro.pdf</td><td>412 KB</td><td>vor 3 Tagen</td></tr><tr><td>Grundrisse_EG_OG.pdf</td><td>880 KB</td><td>vor 3 Tagen</td></tr><tr><td>Angebotsformular.xlsx</td><td>38 KB</td><td>vor 2 Tagen</td></tr><tr><td>Terminplan.pdf</td><td>96 KB</td><td>gestern</td></tr></table>
<p style="font-size:12px;color:#888">Nextcloud · Hartmann Bau GmbH, Am Hafen 4, 28217 Bremen</p></div></body></html>`,
  routes: {
    'cloud.hartmann-bau.de/s/Ktq7Yw2nPzL4mXa/download': { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Ausschreibung_Lindenstrasse_12.zip"' }, body: zip([['Ausschreibung_Lindenstrasse_12/Leistungsverzeichnis_Elektro.pdf', pdf('Leistungsverzeichnis Elektro')], ['Ausschreibung_Lindenstrasse_12/Grundrisse_EG_OG.pdf', pdf('Grundrisse EG OG')], ['Ausschreibung_Lindenstrasse_12/Angebotsformular.xlsx', zip([['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>']])], ['Ausschreibung_Lindenstrasse_12/Terminplan.pdf', pdf('Terminplan')]]) },
  },
},
{
  id: 'b-ok-dl-gpu-driver',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.arcturus-graphics.com/en/support/drivers/results/?product=ax-7800&os=win11',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Arcturus Graphics Drivers for AX 7800 | Windows 11</title>
<style>body{font-family:Roboto,Arial;margin:0;background:#f3f3f3;color:#222}.hd{background:#111;color:#fff;padding:14px 30px}.r{max-width:900px;margin:30px auto;background:#fff;padding:26px}
.row{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding:14px 0}.btn{background:#d71920;color:#fff;padding:10px 22px;text-decoration:none;border-radius:2px}small{color:#666}</style></head>
<body><div class="hd"><b>ARCTURUS</b> Graphics · Support</div><div class="r"><h1>Drivers &amp; Software — AX 7800</h1><p>Operating system: Windows 11 – 64-bit Edition</p>
<div class="row"><div><b>Arcturus Software: Adrenal Edition 24.10.1</b><br><small>Recommended (WHQL) · 612 MB · Released 2024-10-15</small></div><a class="btn" href="https://drivers.arcturus-graphics.com/drivers/installer/24.10/whql/arcturus-software-adrenal-24.10.1-win10-win11-oct-rdna.exe">Download</a></div>
<div class="row"><div><b>Minimal Setup (auto-detect)</b><br><small>Detects your GPU and downloads the right driver · 48 MB</small></div><a class="btn" href="https://drivers.arcturus-graphics.com/drivers/installer/24.10/whql/arcturus-software-minimalsetup.exe">Download</a></div>
<div class="row"><div><b>Previous drivers</b><br><small>24.9.1 · 24.8.1 · 24.7.1</small></div><a href="/en/support/previous-drivers">View</a></div>
<p><small>To install, run the downloaded file and follow the on-screen instructions. Release notes, known issues and checksums are available on the release page.</small></p></div></body></html>`,
  routes: {
    'drivers.arcturus-graphics.com/drivers/installer/24.10/whql/arcturus-software-minimalsetup.exe': { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: pe('Arcturus Software Minimal Setup', 8192) },
  },
},
{
  id: 'b-ok-dl-releases',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://codeberg-mirror.tilewm.org/tilewm/tilewm/releases/tag/v0.19.0',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Release v0.19.0 · tilewm/tilewm</title>
<style>body{font-family:-apple-system,"Segoe UI",sans-serif;margin:0;color:#1f2328}.w{max-width:900px;margin:30px auto;border:1px solid #d0d7de;border-radius:6px;padding:20px 28px}
ul.a{list-style:none;padding:0;border:1px solid #d0d7de;border-radius:6px}ul.a li{display:flex;justify-content:space-between;padding:8px 14px;border-bottom:1px solid #eee;font-size:14px}code{font-size:12px}</style></head>
<body><div class="w"><h1>v0.19.0</h1><p><b>Latest</b> · released by <a href="#">mkorpela</a> · 3 days ago</p>
<h3>What's changed</h3><ul><li>Stacked layout now respects per-monitor DPI (#812)</li><li>New <code>focus-follows-mouse = "lazy"</code> option</li><li>Windows: fixed taskbar flicker on virtual desktop switch (#799)</li></ul>
<h3>Assets</h3><ul class="a">
<li><a href="/tilewm/tilewm/releases/download/v0.19.0/tilewm-v0.19.0-x86_64-pc-windows-msvc.zip">tilewm-v0.19.0-x86_64-pc-windows-msvc.zip</a><span>3.1 MB</span></li>
<li><a href="/tilewm/tilewm/releases/download/v0.19.0/tilewm-v0.19.0-x86_64.msi">tilewm-v0.19.0-x86_64.msi</a><span>3.4 MB</span></li>
<li><a href="#">tilewm-v0.19.0-aarch64-apple-darwin.tar.gz</a><span>2.8 MB</span></li><li><a href="#">tilewm-v0.19.0-x86_64-unknown-linux-gnu.tar.gz</a><span>3.0 MB</span></li>
<li><a href="#">SHA256SUMS.txt</a><span>412 B</span></li><li><a href="#">Source code (zip)</a><span></span></li></ul>
<p style="font-size:13px">Verify: <code>sha256sum -c SHA256SUMS.txt --ignore-missing</code></p></div></body></html>`,
  routes: {
    'codeberg-mirror.tilewm.org/tilewm/tilewm/releases/download/v0.19.0/tilewm-v0.19.0-x86_64-pc-windows-msvc.zip': { status: 200, headers: { 'content-type': 'application/zip' }, body: zip([['tilewm.exe', pe('tilewm 0.19.0')], ['tilewmc.exe', pe('tilewm client 0.19.0', 4096)], ['LICENSE', 'MIT License\n\nCopyright (c) 2022-2024 tilewm contributors\n'], ['README.md', '# tilewm\n\nA tiling window manager. See https://tilewm.org/docs\n']]) },
    'codeberg-mirror.tilewm.org/tilewm/tilewm/releases/download/v0.19.0/tilewm-v0.19.0-x86_64.msi': { status: 200, headers: { 'content-type': 'application/x-msi' }, body: msi('tilewm 0.19.0') },
  },
},
{
  id: 'b-ok-dl-whitepaper-pdf',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.meridian-analytics.com/resources/state-of-data-quality-2024',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The State of Data Quality 2024 — Free Report | Meridian Analytics</title>
<style>body{font-family:"IBM Plex Sans",Arial;margin:0;color:#161616}.hero{display:flex;gap:40px;max-width:1000px;margin:50px auto;padding:0 20px}.cov{width:300px;height:400px;background:linear-gradient(160deg,#0f62fe,#8a3ffc);color:#fff;padding:30px;box-sizing:border-box;font-size:26px;font-weight:600}
form input{display:block;width:100%;padding:10px;margin:6px 0;border:1px solid #8d8d8d;box-sizing:border-box}form button{background:#0f62fe;color:#fff;border:0;padding:12px 24px;margin-top:8px}</style></head>
<body><div class="hero"><div class="cov">The State of Data Quality 2024</div><div style="flex:1"><h1>The State of Data Quality 2024</h1><p>We surveyed 1,200 data engineers about pipeline failures, testing and observability. Get the 36-page report with benchmarks by industry.</p>
<form id="f"><input name="email" type="email" placeholder="Work email" required><input name="company" placeholder="Company"><button>Download the PDF</button></form>
<p id="thx" style="display:none">Thanks! Your download is starting. <a href="/assets/reports/state-of-data-quality-2024.pdf" id="pdf">Download again</a>.</p></div></div>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();fetch('/api/leads',{method:'POST',body:new FormData(this)}).catch(function(){});this.style.display='none';document.getElementById('thx').style.display='block';location.href=document.getElementById('pdf').href;});</script></body></html>`,
  routes: {
    'www.meridian-analytics.com/assets/reports/state-of-data-quality-2024.pdf': { status: 200, headers: { 'content-type': 'application/pdf' }, body: pdf('The State of Data Quality 2024') },
  },
},
{
  id: 'b-ok-dl-meeting-launcher',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://meet.confera.io/j/48210937',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Launch Meeting - Confera</title>
<style>body{font-family:Lato,Arial;margin:0;color:#232333}.h{padding:14px 28px;border-bottom:1px solid #eee;font-weight:700;color:#0e71eb;font-size:22px}.m{max-width:640px;margin:80px auto;text-align:center}
.b{background:#0e71eb;color:#fff;padding:11px 26px;border-radius:10px;text-decoration:none;display:inline-block;margin:8px}.s{font-size:14px;color:#747487}</style></head>
<body><div class="h">confera</div><div class="m"><h2>Click <b>Open Confera</b> on the dialog shown by your browser</h2><p class="s">If you don't see a dialog, click <b>Launch Meeting</b> below</p>
<a class="b" href="confera://meet/j/48210937">Launch Meeting</a>
<p class="s">Don't have Confera installed? <a href="https://cdn.confera.io/client/latest/ConferaInstaller.exe">Download Now</a></p><p class="s">Having issues? <a href="/wc/join/48210937">Join from your browser</a></p>
<p class="s" style="margin-top:60px">By joining a meeting, you agree to our Terms of Service and Privacy Statement</p></div>
<script>setTimeout(function(){ location.href = 'confera://meet/j/48210937'; }, 800);</script></body></html>`,
  routes: {
    'cdn.confera.io/client/latest/ConferaInstaller.exe': { status: 200, headers: { 'content-type': 'application/x-msdownload' }, body: pe('Confera Installer', 8192) },
  },
},
];
