import type { Entry } from '../entry.js';
import { raw, bin, installer } from '../parts/c-benign-downloads.js';

export const entries: Entry[] = [
  {
    id: 'c-clean-vendor-firefox-thanks',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.mozilla.org/en-US/firefox/download/thanks/',
    body: raw`<!doctype html><html lang="en-US" data-latest-firefox="126.0"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Download Firefox — Thank you</title>
<style>body{margin:0;font-family:Inter,"Metropolis",Arial,sans-serif;color:#20123a}.c{max-width:760px;margin:60px auto;text-align:center;padding:0 20px}.c h1{font-size:42px}.s{display:flex;gap:20px;text-align:left;margin-top:30px}.s div{flex:1;background:#f9f9fb;border-radius:8px;padding:16px}</style></head>
<body><div class="c"><h1>Your download should begin automatically.</h1><p>Didn't work? <a id="dl" href="https://download.mozilla.org/?product=firefox-stub&amp;os=win64&amp;lang=en-US">Try downloading again</a>.</p><div class="s"><div><b>1.</b> Open the Firefox installer from your downloads.</div><div><b>2.</b> Allow it to make changes when Windows asks.</div><div><b>3.</b> Firefox opens when setup finishes.</div></div></div>
<script>
(function () {
  var os = /Mac/.test(navigator.platform) ? 'osx' : /Linux/.test(navigator.platform) ? 'linux64' : 'win64';
  var product = os === 'win64' ? 'firefox-stub' : 'firefox-latest-ssl';
  var link = 'https://download.mozilla.org/?product=' + product + '&os=' + os + '&lang=' + (document.documentElement.lang || 'en-US');
  document.getElementById('dl').href = link;
  setTimeout(function () {
    window.location.href = link;
  }, 1000);
})();
</script></body></html>`,
    routes: {
      'download.mozilla.org/': { status: 302, headers: { location: 'https://download-installer.cdn.mozilla.net/pub/firefox/releases/126.0/win32/en-US/Firefox%20Installer.exe', 'content-type': 'text/html' }, body: '' },
      'download-installer.cdn.mozilla.net/pub/firefox/releases/126.0/win32/en-US/Firefox%20Installer.exe': { status: 200, headers: { 'content-type': 'application/x-msdos-program', 'content-disposition': 'attachment; filename="Firefox Installer.exe"' }, body: installer('Mozilla Corporation Firefox Installer stub 126.0', 12288) },
    },
  },
  {
    id: 'c-clean-vendor-notepadpp',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://notepad-plus-plus.org/downloads/v8.6.7/',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Notepad++ v8.6.7 - Current Version | Notepad++</title>
<style>body{margin:0;font-family:Georgia,serif;color:#222;background:#fff}.c{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}.dl a{display:inline-block;margin:4px 0}.rec{background:#f4ffe9;border:1px solid #bde0a0;padding:10px;border-radius:6px}</style></head>
<body><div class="c"><h1>Notepad++ 8.6.7 release</h1><p>Release date: 2024-05-09</p><div id="rec"></div><h2>Download 64-bit x64</h2><ul class="dl"><li><a data-arch="x64" href="https://github.com/notepad-plus-plus/notepad-plus-plus/releases/download/v8.6.7/npp.8.6.7.Installer.x64.exe">Installer</a></li><li><a href="https://github.com/notepad-plus-plus/notepad-plus-plus/releases/download/v8.6.7/npp.8.6.7.portable.x64.zip">Portable (zip)</a></li></ul><h2>Download 32-bit x86</h2><ul class="dl"><li><a data-arch="x86" href="https://github.com/notepad-plus-plus/notepad-plus-plus/releases/download/v8.6.7/npp.8.6.7.Installer.exe">Installer</a></li></ul><p>All binaries are signed by Notepad++. SHA-256 digests: <a href="https://github.com/notepad-plus-plus/notepad-plus-plus/releases/download/v8.6.7/npp.8.6.7.checksums.sha256">checksums</a>.</p></div>
<script>
var arch = /Win64|x64|WOW64/.test(navigator.userAgent) ? 'x64' : 'x86';
var a = document.querySelector('a[data-arch="' + arch + '"]');
document.getElementById('rec').innerHTML = '<div class="rec">Recommended for your system: <a id="go" href="' + a.href + '">' + a.href.split('/').pop() + '</a></div>';
document.getElementById('go').addEventListener('click', function (e) { e.preventDefault(); var l = document.createElement('a'); l.href = this.href; l.download = this.textContent; document.body.appendChild(l); l.click(); l.remove(); });
</script></body></html>`,
    routes: {
      'github.com/notepad-plus-plus/notepad-plus-plus/releases/download/v8.6.7/npp.8.6.7.Installer.x64.exe': bin(installer('Notepad++ Team Notepad++ 8.6.7 installer', 8192), 'application/octet-stream'),
    },
  },
];
