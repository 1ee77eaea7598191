import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, cfb } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, copyBlock, cookieBanner, beacon, gtagInline } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.videolan.org';
  return {
    id: 'm-clean-vlc-download-windows',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${host}/vlc/download-windows.html`,
    body: doc({
      title: 'Official download of VLC media player for Windows - VideoLAN',
      css: vendorCss('#ff8800') + '.dlb{background:#ff8800;font-size:20px;padding:16px 40px}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">VideoLAN</a><nav><a href="/vlc/">VLC</a><a href="/projects/">Projects</a><a href="/contribute.html">Contribute</a><a href="/support/">Support</a><a href="/videolan/">Organization</a></nav></header>
<main><h1>VLC media player for Windows</h1><p>VLC is a free and open source cross-platform multimedia player and framework that plays most multimedia files as well as DVDs, Audio CDs, VCDs, and various streaming protocols.</p>
<a class="btn dlb" href="/files/vlc-3.0.21-win64.exe">Download VLC</a> <span class="muted">Version 3.0.21 · Windows 64bit · 40 MB</span>
<h3>Other packages</h3><table><tr><td>Installer for 64bit version</td><td><a href="/files/vlc-3.0.21-win64.exe">exe</a></td><td><a href="/files/vlc-3.0.21-win64.msi">msi</a></td></tr><tr><td>7zip package</td><td><a href="#">7z</a></td><td>Zip package <a href="#">zip</a></td></tr><tr><td>Installer for 32bit version</td><td><a href="#">exe</a></td><td></td></tr></table>
<p class="muted">You can verify the integrity of the download with the SHA-256 checksum and the GPG signature published next to each file. VLC is also available in the Microsoft Store and via <code>winget install VideoLAN.VLC</code>.</p>
<h3>Older versions</h3><p>Older versions can be found by browsing <a href="/vlc/releases/">our archives</a>.</p></main>
${footerLinks('VideoLAN', 2025, ['Legal', 'Press center'])}`,
    }),
    routes: {
      ...icons(host, [255, 136, 0]),
      [`${host}/files/vlc-3.0.21-win64.exe`]: fileRoute(pe({ strings: ['VLC media player', 'VideoLAN', 'Nullsoft Install System'] }), 'application/x-msdownload', 'vlc-3.0.21-win64.exe'),
      [`${host}/files/vlc-3.0.21-win64.msi`]: fileRoute(cfb(['VLC media player 3.0.21', 'VideoLAN']), 'application/x-msi', 'vlc-3.0.21-win64.msi'),
    },
  };
})(),

(() => {
  const host = 'www.nvidia.com';
  return {
    id: 'm-clean-nvidia-driver-details',
    label: 'clean',
    kind: 'driver-download',
    url: `https://${host}/en-us/drivers/details/237728/`,
    body: doc({
      title: 'GeForce Game Ready Driver | 572.16 | Windows 11 | NVIDIA',
      css: vendorCss('#76b900') + '.top{background:#000}.top .brand,.top nav a{color:#fff}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">NVIDIA</a><nav><a href="#">Platforms</a><a href="#">Industries</a><a href="#">Resources</a><a href="/en-us/drivers/">Drivers</a><a href="#">Support</a></nav></header>
<main><p class="muted"><a href="/en-us/drivers/">Drivers</a> › GeForce Game Ready Driver</p><h1>GeForce Game Ready Driver</h1>
<table><tr><td>Driver Version</td><td>572.16 - WHQL</td></tr><tr><td>Release Date</td><td>Thu Jan 30, 2025</td></tr><tr><td>Operating System</td><td>Windows 10 64-bit, Windows 11</td></tr><tr><td>Language</td><td>English (US)</td></tr><tr><td>File Size</td><td>690.12 MB</td></tr></table>
<p><a class="btn" href="/content/DriverDownloads/confirmation.php?url=/Windows/572.16/572.16-desktop-win10-win11-64bit-international-dch-whql.exe">Download</a></p>
<h3>Release Highlights</h3><p>The latest Game Ready Driver provides the best gaming experience for Indiana Jones and the Great Circle, which supports full ray tracing and DLSS 3. Also support for 7 new G-SYNC Compatible displays.</p>
<p class="muted">You can also keep your drivers up to date automatically with the NVIDIA App.</p></main>
${footerLinks('NVIDIA Corporation', 2025, ['Accessibility', 'Corporate Policies'])}${cookieBanner('NVIDIA')}`,
    }),
    routes: {
      ...icons(host, [118, 185, 0]),
      [`${host}/content/DriverDownloads/confirmation.php`]: redirectRoute(302, 'https://us.download.nvidia.com/Windows/572.16/572.16-desktop-win10-win11-64bit-international-dch-whql.exe'),
      'us.download.nvidia.com/Windows/572.16/572.16-desktop-win10-win11-64bit-international-dch-whql.exe': fileRoute(pe({ strings: ['NVIDIA Install Application', 'NVIDIA Corporation'] }), 'application/octet-stream', '572.16-desktop-win10-win11-64bit-international-dch-whql.exe'),
    },
  };
})(),

(() => {
  const host = 'www.malwarebytes.com';
  return {
    id: 'm-clean-malwarebytes-auto-download',
    label: 'clean',
    kind: 'antivirus-download',
    url: `https://${host}/mwb-download/thankyou`,
    body: doc({
      title: 'Thank you for downloading Malwarebytes',
      css: vendorCss('#0d3ecc') + 'main{text-align:center}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Malwarebytes</a><nav><a href="#">Personal</a><a href="#">Business</a><a href="#">Pricing</a><a href="#">Support</a></nav></header>
<main><h1>Your download is starting…</h1><p>If your download doesn't start automatically, <a href="https://downloads.malwarebytes.com/file/mb5_offline">click here</a>.</p>
<div class="grid3" style="text-align:left;margin-top:30px"><div class="card"><b>1. Run the installer</b><p>Open <i>MBSetup.exe</i> from your Downloads folder.</p></div><div class="card"><b>2. Click Yes</b><p>Allow the installer to make changes to your device.</p></div><div class="card"><b>3. Follow the prompts</b><p>Choose personal or work computer and start scanning.</p></div></div></main>
${footerLinks('Malwarebytes', 2025, ['Legal', 'Accessibility'])}
<script>setTimeout(function(){window.location.href='https://downloads.malwarebytes.com/file/mb5_offline';},1000);</script>`,
    }),
    routes: {
      ...icons(host, [13, 62, 204]),
      'downloads.malwarebytes.com/file/mb5_offline': redirectRoute(302, 'https://data-cdn.mbamupdates.com/web/mb5-setup-consumer/MBSetup.exe'),
      'data-cdn.mbamupdates.com/web/mb5-setup-consumer/MBSetup.exe': fileRoute(pe({ strings: ['Malwarebytes', 'MBSetup'] }), 'application/x-msdownload', 'MBSetup.exe'),
    },
  };
})(),

(() => {
  const host = 'www.audacityteam.org';
  return {
    id: 'm-clean-audacity-download-windows',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${host}/download/windows/`,
    body: doc({
      title: 'Download for Windows | Audacity ®',
      css: vendorCss('#0000d2'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Audacity</a><nav><a href="/download/">Download</a><a href="#">Help</a><a href="#">Plugins</a><a href="#">Blog</a></nav></header>
<main><h1>Download for Windows</h1><p>The current version of Audacity is 3.7.1. <a href="#">Release notes</a></p><a class="btn" href="https://muse-cdn.com/Audacity_Installer_via_MuseHub.exe">Download Audacity 3.7.1</a>
<p class="muted">This will download the MuseHub installer, which installs Audacity and lets you add free effects. If you do not want MuseHub, use the links below.</p>
<table><tr><th>Package</th><th>Size</th></tr><tr><td><a href="https://github.com/audacity/audacity/releases/download/Audacity-3.7.1/audacity-win-3.7.1-64bit.exe">64 bit installer (recommended)</a></td><td>42.6 MB</td></tr><tr><td><a href="#">64 bit zip file</a></td><td>58 MB</td></tr><tr><td><a href="#">32 bit installer</a></td><td>39 MB</td></tr></table>
<h3>Installing FFmpeg</h3><p>To import and export formats like M4A, WMA and AC3, install the FFmpeg library from the link in the Audacity preferences.</p></main>${footerLinks('Muse Group & contributors')}`,
    }),
    routes: {
      ...icons(host, [0, 0, 210]),
      'muse-cdn.com/Audacity_Installer_via_MuseHub.exe': fileRoute(pe({ strings: ['MuseHub', 'Muse Group'] }), 'application/x-msdownload', 'Audacity_Installer_via_MuseHub.exe'),
    },
  };
})(),

(() => {
  const host = 'prismlauncher.org';
  return {
    id: 'm-clean-prism-launcher-windows',
    label: 'clean',
    kind: 'game-launcher',
    url: `https://${host}/download/windows/`,
    body: doc({
      title: 'Download for Windows - Prism Launcher',
      css: vendorCss('#6ba96f') + 'body{background:#111a14;color:#e5efe6}.brand{color:#fff}header.top{border-color:#243028}header.top nav a{color:#cdd}.card{border-color:#2a3a2e}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Prism Launcher</a><nav><a href="/download/">Download</a><a href="/wiki/">Wiki</a><a href="/news/">News</a><a href="https://github.com/PrismLauncher/PrismLauncher">Source</a></nav></header>
<main><h1>Windows</h1><p>Latest version: 9.2 · An open source Minecraft launcher with the ability to manage multiple instances, accounts and mods.</p>
<div class="grid3"><div class="card"><h3>Installer (MSVC)</h3><a class="btn" href="https://github.com/PrismLauncher/PrismLauncher/releases/download/9.2/PrismLauncher-Windows-MSVC-Setup-9.2.exe">Download .exe</a></div><div class="card"><h3>Portable</h3><a class="btn alt" href="#">Download .zip</a></div><div class="card"><h3>Package managers</h3><pre><code>winget install PrismLauncher.PrismLauncher
scoop bucket add games
scoop install prismlauncher</code></pre></div></div>
<p class="muted">Windows SmartScreen may warn about our installer because it is not signed with an EV certificate. Check the SHA-256 against the GitHub release if you are unsure.</p></main>${footerLinks('Prism Launcher Contributors')}`,
    }),
    routes: {
      ...icons(host, [107, 169, 111]),
      'github.com/PrismLauncher/PrismLauncher/releases/download/9.2/PrismLauncher-Windows-MSVC-Setup-9.2.exe': fileRoute(pe({ strings: ['Prism Launcher', 'NSIS'] }), 'application/octet-stream', 'PrismLauncher-Windows-MSVC-Setup-9.2.exe'),
    },
  };
})(),

(() => {
  const host = 'codecguide.com';
  return {
    id: 'm-clean-klite-codec-pack',
    label: 'clean',
    kind: 'codec-download',
    url: `https://${host}/download_k-lite_codec_pack_standard.htm`,
    body: doc({
      title: 'K-Lite Codec Pack Standard - Download',
      css: 'body{font-family:Verdana,Arial,sans-serif;font-size:13px;background:#eef;margin:0}.w{width:900px;margin:0 auto;background:#fff;padding:20px}h1{color:#336}table{border-collapse:collapse}td{border:1px solid #ccd;padding:5px 10px}',
      body: `<div class="w"><h1>K-Lite Codec Pack Standard</h1><p><b>Version 18.7.5</b> · December 12th 2024 · Windows 7/8/10/11</p>
<p>The K-Lite Codec Pack is a free collection of audio and video codecs for Microsoft Windows. It comes with MPC-HC, LAV Filters, and the Codec Tweak Tool.</p>
<table><tr><td>Download</td><td><a href="https://files2.codecguide.com/K-Lite_Codec_Pack_1875_Standard.exe">Mirror 1</a> · <a href="https://files2.codecguide.com/K-Lite_Codec_Pack_1875_Standard.exe">Mirror 2</a></td></tr><tr><td>Size</td><td>51.9 MB</td></tr><tr><td>SHA256</td><td>6b0c3f7e…b1d2</td></tr></table>
<h3>Contents</h3><ul><li>Media Player Classic Home Cinema 2.3.9</li><li>LAV Filters 0.79.2</li><li>MediaInfo Lite</li><li>Icaros thumbnail provider</li></ul>
<p>The installer contains optional offers for other software during setup which you can decline.</p><p><a href="/changelogs/">Changelog</a> · <a href="/faq.htm">FAQ</a> · <a href="/forum/">Forum</a></p></div>`,
    }),
    routes: {
      ...icons(host, [51, 51, 102]),
      'files2.codecguide.com/K-Lite_Codec_Pack_1875_Standard.exe': fileRoute(pe({ x64: false, strings: ['K-Lite Codec Pack', 'Inno Setup'] }), 'application/octet-stream', 'K-Lite_Codec_Pack_1875_Standard.exe'),
    },
  };
})(),

(() => {
  const host = 'ollama.com';
  return {
    id: 'm-clean-ollama-download-curl-sh',
    label: 'clean',
    kind: 'ai-tool-download',
    url: `https://${host}/download/linux`,
    body: doc({
      title: 'Download Ollama on Linux',
      css: vendorCss('#000') + 'main{text-align:center}.tabs a{margin:0 12px;color:#000}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Ollama</a><nav><a href="/blog">Blog</a><a href="https://discord.com/invite/ollama">Discord</a><a href="https://github.com/ollama/ollama">GitHub</a><a href="/search">Models</a></nav></header>
<main><h1>Download Ollama</h1><p class="tabs"><a href="/download/mac">macOS</a><b>Linux</b><a href="/download/windows">Windows</a></p><p>Install with one command:</p>
<div style="max-width:560px;margin:auto;text-align:left">${copyBlock('curl -fsSL https://ollama.com/install.sh | sh', 'ol')}</div>
<p class="muted"><a href="https://github.com/ollama/ollama/blob/main/docs/linux.md">View script source</a> · <a href="https://github.com/ollama/ollama/blob/main/docs/linux.md#manual-install">Manual install instructions</a></p>
<p class="muted">Requires Ubuntu 18.04 or later. While Ollama downloads, sign up to get notified of new updates.</p></main>${footerLinks('Ollama')}`,
    }),
    routes: {
      ...icons(host, [0, 0, 0]),
      [`${host}/install.sh`]: fileRoute('#!/bin/sh\n# This script installs Ollama on Linux.\nset -eu\nstatus() { echo ">>> $*" >&2; }\n', 'text/x-shellscript'),
    },
  };
})(),

(() => {
  const host = 'support.google.com';
  return {
    id: 'm-clean-chrome-update-help-article',
    label: 'clean',
    kind: 'support-article',
    url: `https://${host}/chrome/answer/95414?hl=en-GB`,
    body: doc({
      title: 'Update Google Chrome - Computer - Google Chrome Help',
      css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#202124}.hd{border-bottom:1px solid #dadce0;padding:14px 24px}.w{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}.note{background:#e8f0fe;padding:12px 16px;border-radius:8px}`,
      body: `<div class="hd"><b>Google Chrome Help</b></div><div class="w"><h1>Update Google Chrome</h1><p>To make sure you're protected by the latest security updates, Google Chrome can automatically update when a new version of the browser is available on your device.</p>
<h2>Get a Chrome update when available</h2><ol><li>On your computer, open Chrome.</li><li>At the top right, select More ⋮.</li><li>Select <b>Help › About Google Chrome</b>.</li><li>Select <b>Update Google Chrome</b>. Important: If you can't find this option, you're on the latest version.</li><li>Select <b>Relaunch</b>.</li></ol>
<div class="note"><b>Tip:</b> Chrome updates are delivered by Chrome itself. Websites can't update your browser, and Google will never ask you to download a "Chrome update" file from a web page or to run a command to fix a display error.</div>
<h2>Update indicator colors</h2><ul><li>Green: an update was released less than 2 days ago.</li><li>Orange: about 4 days ago.</li><li>Red: at least a week ago.</li></ul><p style="color:#5f6368;font-size:13px">Was this helpful? Yes · No</p></div>`,
    }),
    routes: {},
  };
})(),

(() => {
  const host = 'thunderstore.io';
  return {
    id: 'm-clean-thunderstore-bepinex-pack',
    label: 'clean',
    kind: 'game-mods',
    url: `https://${host}/c/lethal-company/p/BepInEx/BepInExPack/`,
    body: doc({
      title: 'BepInExPack | Thunderstore - The Lethal Company Mod Database',
      css: `body{margin:0;background:#1d2430;color:#dde3ec;font-family:"Segoe UI",Arial,sans-serif}.hd{background:#131a24;padding:12px 30px;display:flex;gap:18px}.w{max-width:1000px;margin:24px auto;display:grid;grid-template-columns:1fr 280px;gap:24px}
.b{display:block;background:#23ffb0;color:#0b1220;text-align:center;padding:10px;margin:8px 0;border-radius:4px;text-decoration:none;font-weight:600}.b.s{background:#394659;color:#fff}code{background:#0f1620;padding:2px 6px}`,
      body: `<div class="hd"><b>Thunderstore</b><span>Communities</span><span>Lethal Company</span><span>Packages</span><span style="margin-left:auto">Login with Discord</span></div>
<div class="w"><div><h1>BepInExPack</h1><p>By BepInEx · Last updated 2 years ago · Total downloads 61,203,441 · Total rating 1,902</p>
<h3>Installation (manual)</h3><p>To install manually, follow these instructions:</p><ol><li>Download and extract the contents of <code>BepInExPack</code> into the game root (where <code>Lethal Company.exe</code> lives).</li><li>Run the game once to generate config files.</li></ol>
<p>Or use a mod manager such as r2modman or the Thunderstore Mod Manager to install it with one click.</p><p>This is a preconfigured BepInEx 5.4.2100 pack. For support, join the BepInEx Discord.</p></div>
<div><a class="b" href="ror2mm://v1/install/thunderstore.io/BepInEx/BepInExPack/5.4.2100/">Install with Mod Manager</a><a class="b s" href="https://thunderstore.io/package/download/BepInEx/BepInExPack/5.4.2100/">Manual Download</a><p style="font-size:13px">Version 5.4.2100 · Dependency string <code>BepInEx-BepInExPack-5.4.2100</code></p></div></div>`,
    }),
    routes: {
      ...icons(host, [35, 255, 176]),
      [`${host}/package/download/BepInEx/BepInExPack/5.4.2100/`]: fileRoute(zip([{ name: 'BepInExPack/winhttp.dll', data: pe({ dll: true, strings: ['Doorstop', 'BepInEx'] }) }, { name: 'BepInExPack/doorstop_config.ini', data: '[General]\nenabled=true\ntarget_assembly=BepInEx\\core\\BepInEx.Preloader.dll\n' }, { name: 'manifest.json', data: '{"name":"BepInExPack","version_number":"5.4.2100"}' }]), 'application/zip', 'BepInEx-BepInExPack-5.4.2100.zip'),
    },
  };
})(),

(() => {
  const host = 'anydesk.com';
  return {
    id: 'm-clean-anydesk-official-download',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${host}/de/downloads/windows`,
    body: doc({
      title: 'AnyDesk für Windows herunterladen – Remote-Desktop-Software',
      lang: 'de',
      css: vendorCss('#ef443b'),
      body: `<header class="top"><a class="brand" href="/de"><img src="/img/logo.png" alt="">AnyDesk</a><nav><a href="#">Lösungen</a><a href="#">Preise</a><a href="#">Downloads</a><a href="#">Hilfe</a></nav></header>
<main><h1>AnyDesk für Windows</h1><p>Vielen Dank für Ihren Download! Falls der Download nicht automatisch startet, klicken Sie bitte <a href="https://download.anydesk.com/AnyDesk.exe">hier</a>.</p>
<div class="grid3"><div class="card"><b>1. Herunterladen</b><p>AnyDesk.exe öffnen.</p></div><div class="card"><b>2. Verbinden</b><p>Geben Sie die AnyDesk-Adresse des Remote-Geräts ein.</p></div><div class="card"><b>3. Fertig</b><p>Keine Installation nötig.</p></div></div>
<p class="muted">Version 9.0.4 · MSI-Pakete für Unternehmen im my.anydesk-Kundenportal. <b>Sicherheitshinweis:</b> Gewähren Sie niemals Fremden Zugriff auf Ihr Gerät – AnyDesk wird Sie nie unaufgefordert anrufen.</p></main>${footerLinks('AnyDesk Software GmbH', 2025, ['Impressum'])}${cookieBanner('AnyDesk', 'de')}
<script>setTimeout(function(){location.href='https://download.anydesk.com/AnyDesk.exe'},1500);</script>`,
    }),
    routes: {
      ...icons(host, [239, 68, 59]),
      'download.anydesk.com/AnyDesk.exe': fileRoute(pe({ x64: false, strings: ['AnyDesk', 'philandro Software GmbH', 'AnyDesk Software GmbH'] }), 'application/x-msdownload', 'AnyDesk.exe'),
    },
  };
})(),
];
