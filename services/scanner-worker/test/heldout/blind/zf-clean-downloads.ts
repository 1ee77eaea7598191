import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-download-vlc-windows',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.videolan.org/vlc/releases/3.0.21.html',
  body: doc({
    title: 'VLC 3.0.21 Vetinari - VideoLAN',
    css: baseCss + `.dl{background:#ff8800;color:#fff;padding:16px 30px;border-radius:6px;text-decoration:none;font-size:20px;display:inline-block}`,
    body: `<header><b>🔶 VideoLAN</b><nav><a href="#">VideoLAN</a><a href="#">VLC</a><a href="#">Projects</a><a href="#">Contribute</a><a href="#">Support</a></nav></header><main>
<h1>VLC 3.0.21 Vetinari</h1><p>VLC 3.0.21 is the twenty-second update of "Vetinari". It adds support for Windows ARM64, improves subtitle rendering and fixes several security issues. Windows 64-bit · 40 MB</p><a class="dl" href="/vlc-mirror/vlc/3.0.21/win64/vlc-3.0.21-win64.exe">Download VLC</a>
<p class="muted">SHA-256 checksum: 3c1a2f0e…9b12 · <a href="#">Other systems</a> · <a href="#">Release notes</a></p><p>VLC is a free and open source cross-platform multimedia player and framework that plays most multimedia files as well as DVDs, Audio CDs, VCDs, and various streaming protocols.</p>
<p>Be aware: VLC is completely free. Sites asking you to pay for VLC or bundling it with "download managers" are not affiliated with VideoLAN.</p></main>
<footer>VideoLAN, a non-profit organization · <a href="#">Legal</a><a href="#">Contact</a></footer>`,
  }),
  routes: { 'www.videolan.org/vlc-mirror/vlc/3.0.21/win64/vlc-3.0.21-win64.exe': fileRoute(pe({ strings: ['VLC media player', 'VideoLAN', '3.0.21'] }), 'application/x-msdownload', 'vlc-3.0.21-win64.exe') },
},
{
  id: 'zf-clean-download-fdroid-apk',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://f-droid.org/en/packages/org.wavenotes.app/',
  body: doc({
    title: 'WaveNotes | F-Droid - Free and Open Source Android App Repository',
    body: `<header><b>F-Droid</b><nav><a href="#">Browse</a><a href="#">Docs</a><a href="#">Forum</a><a href="#">Donate</a></nav></header><main>
<h1>WaveNotes</h1><p>Simple, private notes with Markdown support</p><p>WaveNotes is a minimalist note-taking app. All notes are stored locally; optional sync via WebDAV or Nextcloud. No ads, no trackers.</p>
<p><a class="btn" href="/repo/org.wavenotes.app_142.apk">Download APK</a> <span class="muted">4.1 MiB · version 1.4.2 (142) · Added on 2025-11-12</span></p>
<p>It is recommended to install the F-Droid client to get updates automatically. <a href="#">Download F-Droid</a>.</p><p class="muted">License: GNU General Public License v3.0 or later · <a href="#">Source Code</a> · <a href="#">Issue Tracker</a></p>
<h3>Permissions</h3><ul><li>have full network access</li><li>run at startup</li></ul></main>
<footer>F-Droid is a registered trademark of F-Droid Limited · <a href="#">Privacy</a></footer>`,
  }),
  routes: { 'f-droid.org/repo/org.wavenotes.app_142.apk': fileRoute(apk('org.wavenotes.app', 'WaveNotes'), 'application/vnd.android.package-archive') },
},
{
  id: 'zf-clean-download-notepadpp',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://notepad-plus-plus.org/downloads/v8.7.4/',
  body: doc({
    title: 'Notepad++ v8.7.4 Release | Notepad++',
    body: `<header><b>Notepad++</b><nav><a href="#">Home</a><a href="#">Downloads</a><a href="#">News</a><a href="#">Online Help</a><a href="#">Resources</a><a href="#">Community</a></nav></header><main>
<h1>Notepad++ 8.7.4 release</h1><p class="muted">Release Date: 2024-12-12</p><h2>Download 64-bit x64</h2><ul><li><a href="https://github-release-mirror.notepad-plus-plus.org/v8.7.4/npp.8.7.4.Installer.x64.exe">Installer</a> | <a href="#">GPG Signature</a></li><li><a href="https://github-release-mirror.notepad-plus-plus.org/v8.7.4/npp.8.7.4.portable.x64.7z">Portable (7z)</a></li></ul>
<h2>Notepad++ 8.7.4 bug-fixes, enhancements &amp; new features:</h2><ol><li>Fix regression of Multi-Edit: cursor position.</li><li>Add "Copy Full Path" context menu to Folder as Workspace.</li><li>Fix crash when closing the search result panel.</li></ol>
<p>SHA-256 digests of binary packages: <a href="#">npp.8.7.4.checksums.sha256</a></p></main>
<footer>Copyright © Don Ho · <a href="#">Contact</a></footer>`,
  }),
  routes: {
    'github-release-mirror.notepad-plus-plus.org/v8.7.4/npp.8.7.4.Installer.x64.exe': fileRoute(pe({ strings: ['Notepad++ installer', 'Notepad++ Team', 'Nullsoft Install System v3.10'] }), 'application/octet-stream', 'npp.8.7.4.Installer.x64.exe'),
    'github-release-mirror.notepad-plus-plus.org/v8.7.4/npp.8.7.4.portable.x64.7z': fileRoute(sevenZip(), 'application/x-7z-compressed', 'npp.8.7.4.portable.x64.7z'),
  },
},
];
