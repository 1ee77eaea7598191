import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-download-winmerge',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://winmerge.org/downloads/?lang=en',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Downloads - WinMerge</title><style>body{font-family:Verdana,Arial;font-size:13px;margin:0}#h{background:#ffcc33;padding:12px 24px;font-size:22px;font-weight:bold}#c{padding:20px 24px;max-width:860px}td,th{padding:4px 10px;border-bottom:1px solid #ddd}</style></head><body>
<div id="h">WinMerge</div><div id="c"><p><a href="/">Home</a> | <a href="/about/">About</a> | <a href="/screenshots/">Screenshots</a> | <a href="/docs/">Documentation</a> | <b>Downloads</b> | <a href="/support/">Support</a> | <a href="/translations/">Translations</a></p>
<h2>Downloads</h2><p>The current WinMerge version is <b>2.16.44</b> and was released at 2024-10-30. For detailed info on what is new, read the change log and the release notes.</p>
<table><tr><th>Download</th><th>Type</th><th>Size</th></tr>
<tr><td><a href="/downloads/files/WinMerge-2.16.44-x64-Setup.exe">WinMerge 2.16.44 x64 Setup</a></td><td>Installer (64-bit)</td><td>10.9 MB</td></tr>
<tr><td><a href="/downloads/files/WinMerge-2.16.44-x64-PerUser-Setup.exe">WinMerge 2.16.44 x64 PerUser Setup</a></td><td>Installer (per user, no admin)</td><td>10.9 MB</td></tr>
<tr><td><a href="/downloads/files/winmerge-2.16.44-x64-exe.zip">WinMerge 2.16.44 x64 Zip</a></td><td>Portable</td><td>12.2 MB</td></tr></table>
<p>WinMerge is Open Source software under the GNU General Public License. SHA-256 hashes are published with each release.</p></div></body></html>`,
  routes: {
    'winmerge.org/downloads/files/WinMerge-2.16.44-x64-Setup.exe': fileRoute(pe({ strings: ['WinMerge Setup', 'Inno Setup', 'Thingamahoochie Software'] }), 'application/octet-stream', 'WinMerge-2.16.44-x64-Setup.exe'),
    'winmerge.org/downloads/files/winmerge-2.16.44-x64-exe.zip': fileRoute(zip([{ name: 'WinMerge/WinMergeU.exe', data: pe({ strings: ['WinMerge'] }) }, { name: 'WinMerge/Docs/ReadMe.txt', data: 'WinMerge 2.16.44' }]), 'application/zip', 'winmerge-2.16.44-x64-exe.zip'),
  },
},
{
  id: 'zf-clean-download-python-release',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.python.org/downloads/release/python-3128/',
  body: doc({
    title: 'Python Release Python 3.12.8 | Python.org',
    body: `<header><b>🐍 python</b><nav><a href="#">About</a><a href="#">Downloads</a><a href="#">Documentation</a><a href="#">Community</a><a href="#">Success Stories</a><a href="#">News</a></nav></header><main>
<h1>Python 3.12.8</h1><p class="muted">Release Date: Dec. 3, 2024</p><p>This is the eighth maintenance release of Python 3.12. Python 3.12 is the newest major release of the Python programming language, and it contains many new features and optimizations.</p>
<h2>Files</h2><table border="1" cellpadding="5" cellspacing="0"><tr><th>Version</th><th>Operating System</th><th>Description</th><th>Size</th></tr>
<tr><td><a href="/ftp/python/3.12.8/python-3.12.8-amd64.exe">Windows installer (64-bit)</a></td><td>Windows</td><td>Recommended</td><td>27.1 MB</td></tr>
<tr><td><a href="/ftp/python/3.12.8/python-3.12.8-embed-amd64.zip">Windows embeddable package (64-bit)</a></td><td>Windows</td><td></td><td>10.6 MB</td></tr>
<tr><td><a href="/ftp/python/3.12.8/python-3.12.8-macos11.pkg">macOS 64-bit universal2 installer</a></td><td>macOS</td><td>for macOS 10.13 and later</td><td>66.0 MB</td></tr></table>
<p>Sigstore and GPG signatures are provided for each file.</p></main><footer>Copyright ©2001-2025 Python Software Foundation · <a href="#">Legal Statements</a><a href="#">Privacy Policy</a></footer>`,
  }),
  routes: {
    'www.python.org/ftp/python/3.12.8/python-3.12.8-amd64.exe': fileRoute(pe({ strings: ['Python 3.12.8 (64-bit)', 'Python Software Foundation'] }), 'application/octet-stream'),
    'www.python.org/ftp/python/3.12.8/python-3.12.8-embed-amd64.zip': fileRoute(zip([{ name: 'python.exe', data: pe({ strings: ['Python'] }) }, { name: 'python312.zip', data: 'PK' }, { name: 'LICENSE.txt', data: 'PSF LICENSE AGREEMENT FOR PYTHON 3.12.8' }]), 'application/zip'),
  },
},
{
  id: 'zf-clean-download-audio-driver-zip',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://support.kolibri-audio.com/en/drivers/usb-interface-k2/',
  body: doc({
    title: 'K2 USB Audio Interface – Drivers & Downloads | Kolibri Audio',
    body: `<header><b>Kolibri Audio</b><nav><a href="#">Products</a><a href="#">Support</a><a href="#">Where to buy</a></nav></header><main>
<h1>K2 USB Audio Interface – Drivers &amp; Downloads</h1><p>Windows users need the ASIO driver for low-latency recording. macOS is class compliant; no driver required.</p>
<table border="1" cellpadding="6" cellspacing="0"><tr><th>File</th><th>Version</th><th>Date</th><th>OS</th></tr>
<tr><td><a href="/files/drivers/Kolibri_K2_ASIO_Driver_5.12.0.zip">Kolibri K2 ASIO Driver</a></td><td>5.12.0</td><td>2025-10-02</td><td>Windows 10/11 (x64, ARM64)</td></tr>
<tr><td><a href="/files/manuals/K2_Manual_EN.pdf">User manual (EN)</a></td><td>1.3</td><td>2025-04-18</td><td>—</td></tr></table>
<h3>Installation</h3><ol><li>Unzip the archive.</li><li>Run <code>Setup.exe</code> and follow the instructions. Administrator rights are required.</li><li>Restart your computer, then select "Kolibri K2 ASIO" in your DAW.</li></ol>
<p class="muted">The driver is signed with our Microsoft-issued certificate "Kolibri Audio GmbH".</p></main>
<footer>© Kolibri Audio GmbH · <a href="#">Impressum</a><a href="#">Privacy</a></footer>`,
  }),
  routes: {
    'support.kolibri-audio.com/files/drivers/Kolibri_K2_ASIO_Driver_5.12.0.zip': fileRoute(zip([{ name: 'Setup.exe', data: pe({ strings: ['Kolibri K2 ASIO Driver Setup', 'Kolibri Audio GmbH'] }) }, { name: 'kolibri_k2.inf', data: '[Version]\r\nSignature="$WINDOWS NT$"\r\nClass=MEDIA\r\nProvider=%Kolibri%\r\nDriverVer=10/02/2025,5.12.0.0\r\n' }, { name: 'ReadMe.txt', data: 'Kolibri K2 ASIO driver 5.12.0' }]), 'application/zip', 'Kolibri_K2_ASIO_Driver_5.12.0.zip'),
  },
},
];
