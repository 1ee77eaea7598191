import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { pe, cfb, apk, fileRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-7zip-official-download',
    label: 'clean',
    kind: 'software-download',
    url: 'https://sourceforge.net/projects/sevenzip/files/7-Zip/24.09/',
    body: doc('7-Zip - Browse /7-Zip/24.09 at SourceForge.net', `
<header style="background:#1f2937;color:#fff"><b>SourceForge</b> · Open Source Software · Business Software · Resources</header>
<table width="100%"><tr><td width="180" valign="top" style="background:#f3f4f6;padding:10px;font-size:14px"><b>7-Zip</b><br>A free file archiver for extremely high compression<br><br><a href="#">Summary</a><br><a href="#">Files</a><br><a href="#">Reviews</a><br><a href="#">Support</a><br><a href="#">Wiki</a></td>
<td valign="top" style="padding:14px"><h1 style="font-size:24px">Home / 7-Zip / 24.09</h1>
<p><b>Download 7-Zip 24.09 (2024-11-29):</b></p>
<table border="1" cellpadding="6" style="border-collapse:collapse;font-size:14px"><tr><th>Link</th><th>Type</th><th>Windows</th><th>Description</th></tr>
<tr><td><a href="https://downloads.sourceforge.net/project/sevenzip/7-Zip/24.09/7z2409-x64.exe">Download</a></td><td>.exe</td><td>64-bit x64</td><td>7-Zip for 64-bit Windows x64</td></tr>
<tr><td><a href="a/7z2409.exe">Download</a></td><td>.exe</td><td>32-bit x86</td><td>7-Zip for 32-bit Windows</td></tr>
<tr><td><a href="a/7z2409-arm64.exe">Download</a></td><td>.exe</td><td>ARM64</td><td>7-Zip for Windows arm64</td></tr>
<tr><td><a href="https://downloads.sourceforge.net/project/sevenzip/7-Zip/24.09/7z2409-x64.msi">Download</a></td><td>.msi</td><td>64-bit x64</td><td>(alternative MSI installer) 7-Zip for 64-bit Windows x64</td></tr></table>
<p>Some unofficial sites distribute modified versions of 7-Zip. Download 7-Zip only from 7-zip.org.</p></td></tr></table>`),
    routes: {
      'downloads.sourceforge.net/project/sevenzip/7-Zip/24.09/7z2409-x64.exe': fileRoute(pe({ strings: ['7-Zip Setup', 'Igor Pavlov', '24.09'] }), 'application/octet-stream'),
      'downloads.sourceforge.net/project/sevenzip/7-Zip/24.09/7z2409-x64.msi': fileRoute(cfb(['7-Zip 24.09 (x64 edition)', 'Igor Pavlov', 'ProductCode']), 'application/octet-stream'),
    },
  },
  {
    id: 'zo-clean-notepadpp-release-page',
    label: 'clean',
    kind: 'software-download',
    url: 'https://notepad-plus-plus.org/downloads/v8.7.1/',
    body: doc('Notepad++ v8.7.1 release | Notepad++', `
<header><b>Notepad++</b> · Home · Download · News · Online Help · Resources</header>
<main>
 <h1>Notepad++ v8.7.1 release</h1><p>Release Date: 2024-10-29</p>
 <h3>Download 64-bit x64</h3><ul><li><a href="https://github-releases.notepad-mirror.net/npp.8.7.1.Installer.x64.exe"><b>Installer</b></a></li><li><a href="#">Portable (zip)</a></li><li><a href="#">Mini-portable (7z)</a></li></ul>
 <h3>Download 32-bit x86</h3><ul><li><a href="#">Installer</a></li></ul>
 <h3>Download ARM64</h3><ul><li><a href="#">Installer</a></li></ul>
 <h3>Notepad++ v8.7.1 bug-fixes &amp; new features:</h3><ol><li>Fix a regression of folding/unfolding.</li><li>Fix auto-completion crash.</li><li>Add "Copy Text with Syntax Highlighting" command.</li></ol>
 <p>SHA-256 digests of binary packages: <a href="#">npp.8.7.1.checksums.sha256</a> · Signature: <a href="#">npp.8.7.1.checksums.sha256.sig</a></p>
</main>`),
  },
  {
    id: 'zo-clean-fdroid-apk-download',
    label: 'clean',
    kind: 'software-download',
    url: 'https://f-droid.org/de/',
    body: doc('F-Droid - Free and Open Source Android App Repository', `
<header style="background:#1976d2;color:#fff"><b>F-Droid</b> · Browse · Docs · News · About · Donate</header>
<main style="text-align:center">
 <h1>What is F-Droid?</h1>
 <p>F-Droid is an installable catalogue of FOSS (Free and Open Source Software) applications for the Android platform. The client makes it easy to browse, install, and keep track of updates on your device.</p>
 <p><a class="btn" href="/repo/org.fdroid.fdroid_1021050.apk">DOWNLOAD F-DROID</a></p>
 <p style="font-size:13px"><a href="/F-Droid.apk.asc">PGP Signature</a> · Version 1.21.1 (1021050) · Added on Oct 2, 2026</p>
 <p style="font-size:13px">Android may ask you to allow installing apps from this source. You can verify the download against our signing key.</p>
</main>`),
    routes: { 'f-droid.org/repo/org.fdroid.fdroid_1021050.apk': fileRoute(apk('org.fdroid.fdroid', 'F-Droid', ['org.fdroid.fdroid.net']), 'application/vnd.android.package-archive', 'F-Droid.apk') },
  },
  {
    id: 'zo-clean-zoom-download-center',
    label: 'clean',
    kind: 'software-download',
    url: 'https://zoom.us/support/download?os=win&ref=dlcenter',
    body: doc('Download Center - Zoom', `
<header style="border-bottom:1px solid #eee"><b style="color:#0b5cff;font-size:22px">zoom</b> · Products · Solutions · Resources · Plans &amp; Pricing</header>
<main>
 <h1>Download Center</h1>
 <h3>Zoom Workplace desktop app</h3><p>The Zoom Workplace app helps you collaborate, manage tasks, join meetings.</p>
 <p><a class="btn" style="background:#0b5cff" href="https://cdn.zoom.us/prod/6.3.1.53148/x64/ZoomInstallerFull.exe">Download (64-bit)</a> <span style="font-size:13px">Version 6.3.1 (53148)</span></p>
 <p style="font-size:13px">Download <a href="#">32-bit</a> · <a href="#">ARM64</a> · <a href="#">MSI for IT admins</a></p>
 <h3>Zoom Outlook Plugin</h3><p>The Zoom Plugin for Outlook installs a button on the Microsoft Outlook tool bar.</p>
</main>
<footer>Copyright ©2026 Zoom Communications, Inc. All rights reserved. · Terms · Privacy · Trust Center</footer>
${cookieBar('en')}`),
  },
];
