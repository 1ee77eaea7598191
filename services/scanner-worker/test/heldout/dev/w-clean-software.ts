import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';
import { cfb, fileRoute, iso, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-vendor-7zip-homepage',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.7-zip.org/',
    body: doc({
      title: '7-Zip',
      css: `body{font-family:Arial,sans-serif;font-size:14px;margin:0}td{vertical-align:top;padding:4px 8px}.m a{display:block;margin:4px 0}table.d{border-collapse:collapse}table.d td{border:1px solid #ccc}`,
      body: `<table><tr><td class="m" style="width:140px;background:#f3f3f3"><a href="/">Home</a><a href="7z.html">7z Format</a><a href="sdk.html">LZMA SDK</a><a href="download.html">Download</a><a href="faq.html">FAQ</a><a href="support.html">Support</a><a href="links.html">Links</a></td>
<td><h1>7-Zip</h1><p>7-Zip is a file archiver with a high compression ratio.</p><p><b>Download 7-Zip 24.09 (2024-11-29):</b></p>
<table class="d"><tr><td><a href="a/7z2409-x64.exe">Download</a></td><td>.exe</td><td>64-bit x64</td><td>7-Zip for 64-bit Windows x64</td></tr><tr><td><a href="a/7z2409.exe">Download</a></td><td>.exe</td><td>32-bit x86</td><td>7-Zip for 32-bit Windows</td></tr><tr><td><a href="a/7z2409-arm64.exe">Download</a></td><td>.exe</td><td>64-bit ARM64</td><td>7-Zip for ARM64 Windows</td></tr></table>
<p>License: 7-Zip is free software with open source. Most of the code is under the GNU LGPL license.</p><p>You can use 7-Zip on any computer, including a computer in a commercial organization. You don't need to register or pay for 7-Zip.</p></td></tr></table>`,
    }),
    routes: { 'www.7-zip.org/a/7z2409-x64.exe': fileRoute(pe({ strings: ['Igor Pavlov', '7-Zip Setup'] }), 'application/octet-stream', '7z2409-x64.exe') },
  },
  {
    id: 'w-clean-forum-cheat-discussion-anticheat',
    label: 'clean',
    kind: 'cheat-discussion',
    url: 'https://forum.pcgamer-hub.com/threads/are-free-valorant-cheats-always-malware.118204/',
    body: doc({
      title: 'Are “free Valorant cheats” always malware? | PCGamerHub Forums',
      css: baseCss('#6d28d9', 'Verdana,sans-serif', '#f7f7fb') + `.post{background:#fff;border:1px solid #e2e2ef;margin:10px 0;padding:14px;display:flex;gap:14px}.u{width:140px;font-size:12px;color:#555}`,
      body: `<header class="top"><b>PCGamerHub</b><nav><a href="#">Forums</a><a href="#">What’s new</a><a href="#">Members</a></nav></header>
<div class="wrap"><p class="muted">Forums › Gaming › Competitive FPS</p><h1>Are “free Valorant cheats” always malware?</h1>
<div class="post"><div class="u"><b>nightowl_91</b><br>Member · 212 posts</div><div>My little brother downloaded a “free undetected aimbot loader” from a YouTube description and now his Discord got hacked and is spamming people. Is this normal for these cheat sites or did he just get unlucky?</div></div>
<div class="post"><div class="u"><b>kernelpanic</b><br>Moderator</div><div>Not unlucky, it’s the business model. Free “loaders” that tell you to disable Defender and extract with a password are almost always infostealers (Lumma, RedLine, etc.). They grab browser cookies, Discord tokens and Steam sessions. Reminder: posting or linking cheats/executors is against forum rules (rule 4). Steps: 1) disconnect from internet, 2) reinstall Windows from a clean USB, 3) change passwords from another device, 4) revoke sessions on Discord/Steam/Google.</div></div>
<div class="post"><div class="u"><b>Riot_fan</b><br>Member</div><div>Also even paid cheats get your account banned by Vanguard eventually. Not worth it.</div></div>
<div class="post"><div class="u"><b>nightowl_91</b><br>Member</div><div>Thanks, we wiped the PC. Marking as solved.</div></div></div>
<footer>PCGamerHub Community · <a href="#">Rules</a><a href="#">Privacy</a><a href="#">Contact</a></footer>`,
    }),
  },
  {
    id: 'w-clean-vendor-obs-studio-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://obsproject.com/download',
    body: doc({
      title: 'Download | OBS',
      css: `body{margin:0;background:#18181c;color:#e0e0e0;font-family:Inter,Arial,sans-serif}.h{display:flex;gap:24px;padding:16px 40px;border-bottom:1px solid #2b2b33}.h a{color:#bbb;text-decoration:none}.c{max-width:900px;margin:40px auto;text-align:center}
.os a{display:inline-block;margin:8px;padding:14px 24px;background:#284cb8;color:#fff;border-radius:6px;text-decoration:none}`,
      body: `<div class="h"><b>OBS Studio</b><a href="/">Home</a><a href="/download">Download</a><a href="/kb">Help</a><a href="/forum">Forums</a><a href="/contribute">Contribute</a></div>
<div class="c"><h1>Download OBS Studio</h1><p>Latest release 31.1.2 · November 2025</p><div class="os"><a href="https://cdn-fastly.obsproject.com/downloads/OBS-Studio-31.1.2-Windows-x64-Installer.exe">Windows Installer</a><a href="#">macOS</a><a href="#">Ubuntu</a></div>
<p>OBS Studio is free and open source software. Beware of sites charging for OBS or offering “OBS Pro” — we never sell it.</p><p>Also available on <a href="#">Steam</a> and <a href="#">GitHub releases</a>.</p></div>`,
    }),
    routes: { 'cdn-fastly.obsproject.com/downloads/OBS-Studio-31.1.2-Windows-x64-Installer.exe': fileRoute(pe({ strings: ['OBS Project', 'OBS Studio Installer'] }), 'application/octet-stream', 'OBS-Studio-31.1.2-Windows-x64-Installer.exe') },
  },
  {
    id: 'w-clean-linux-mint-mirror-iso',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://mirrors.univ-lille.example-mirror.fr/linuxmint/stable/22.2/',
    body: doc({
      lang: 'fr',
      title: 'Index of /linuxmint/stable/22.2/',
      body: `<h1>Index of /linuxmint/stable/22.2/</h1><hr><pre><a href="../">../</a>
<a href="linuxmint-22.2-cinnamon-64bit.iso">linuxmint-22.2-cinnamon-64bit.iso</a>                  04-Sep-2025 10:12    2.9G
<a href="linuxmint-22.2-mate-64bit.iso">linuxmint-22.2-mate-64bit.iso</a>                      04-Sep-2025 10:13    2.8G
<a href="linuxmint-22.2-xfce-64bit.iso">linuxmint-22.2-xfce-64bit.iso</a>                      04-Sep-2025 10:14    2.8G
<a href="sha256sum.txt">sha256sum.txt</a>                                      04-Sep-2025 10:15     312
<a href="sha256sum.txt.gpg">sha256sum.txt.gpg</a>                                  04-Sep-2025 10:15     833
</pre><hr><address>nginx · Miroir hébergé par le Centre de Ressources Informatiques</address>`,
    }),
    routes: {
      'mirrors.univ-lille.example-mirror.fr/linuxmint/stable/22.2/linuxmint-22.2-xfce-64bit.iso': fileRoute(iso('Linux Mint 22.2 Xfce 64-bit', ['casper', 'boot', 'EFI', 'md5sum.txt']), 'application/x-iso9660-image'),
      'mirrors.univ-lille.example-mirror.fr/linuxmint/stable/22.2/sha256sum.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'a3c1e0d0b5f9… *linuxmint-22.2-cinnamon-64bit.iso\n' },
    },
  },
  {
    id: 'w-clean-nvidia-driver-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.nvidia.com/en-in/drivers/details/254671/',
    body: doc({
      lang: 'en-IN',
      title: 'GeForce Game Ready Driver | 581.57 | Windows 11 | NVIDIA',
      css: baseCss('#76b900', 'DINPro,Arial,sans-serif') + `.top{background:#000!important;color:#fff}.top nav a{color:#fff}`,
      body: `<header class="top"><b style="color:#76b900">NVIDIA</b><nav><a href="#">Products</a><a href="#">Solutions</a><a href="#">Drivers</a><a href="#">Support</a></nav></header>
<div class="wrap"><h1>GeForce Game Ready Driver</h1><table><tr><td>Version:</td><td>581.57 WHQL</td></tr><tr><td>Release Date:</td><td>Fri Oct 17, 2025</td></tr><tr><td>Operating System:</td><td>Windows 10 64-bit, Windows 11</td></tr><tr><td>Language:</td><td>English (India)</td></tr><tr><td>File Size:</td><td>892.1 MB</td></tr></table>
<p><a class="btn" href="https://us.download.nvidia.com/Windows/581.57/581.57-desktop-win10-win11-64bit-international-dch-whql.exe">Download</a></p>
<h3>Release highlights</h3><p>Game Ready for Battlefield 6 and Ninja Gaiden 4. Adds support for DLSS 4 with Multi Frame Generation in 12 new titles.</p>
<p class="muted">Tip: the NVIDIA App can keep your drivers up to date automatically.</p></div>
<footer>Copyright © 2025 NVIDIA Corporation · <a href="#">Privacy Policy</a><a href="#">Legal</a></footer>`,
    }),
    routes: { 'us.download.nvidia.com/Windows/581.57/581.57-desktop-win10-win11-64bit-international-dch-whql.exe': fileRoute(pe({ size: 8192, strings: ['NVIDIA Corporation', 'NVIDIA Install Application'] }), 'application/octet-stream') },
  },
];
