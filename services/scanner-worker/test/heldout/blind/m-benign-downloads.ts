import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, cfb } from '../parts/e-bin.js';
import { doc, icons, vendorCss, footerLinks, copyBlock, cookieBanner, beacon, gtagInline } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = '7-zip.de';
  return {
    id: 'm-clean-7zip-download-table',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${host}/download.html`,
    body: doc({
      title: '7-Zip – Download',
      lang: 'de',
      css: 'body{font-family:Arial,Helvetica,sans-serif;font-size:14px;margin:0}td.L{background:#e8e8ff;width:180px;vertical-align:top;padding:10px}td.Item{padding:4px 10px}.Title{font-size:20px;font-weight:bold;color:#0000c0}table{border-collapse:collapse}',
      body: `<table width="100%"><tr><td class="L"><a href="/">Startseite</a><br><a href="/7z.html">7z-Format</a><br><a href="/download.html">Download</a><br><a href="/faq.html">FAQ</a><br><a href="/impressum.html">Impressum</a></td><td style="padding:12px">
<p class="Title">7-Zip 24.09 (2024-11-29) herunterladen:</p>
<table border="1" cellpadding="4"><tr><th>Link</th><th>Typ</th><th>Windows</th><th>Größe</th></tr>
<tr><td><a href="/a/7z2409-x64.exe">Herunterladen</a></td><td>.exe</td><td>64-bit Windows x64</td><td>1.6 MB</td></tr>
<tr><td><a href="/a/7z2409.exe">Herunterladen</a></td><td>.exe</td><td>32-bit Windows x86</td><td>1.3 MB</td></tr>
<tr><td><a href="/a/7z2409-arm64.exe">Herunterladen</a></td><td>.exe</td><td>64-bit Windows arm64</td><td>1.6 MB</td></tr>
<tr><td><a href="/a/7z2409-x64.msi">Herunterladen</a></td><td>.msi</td><td>64-bit Windows x64 (alternative MSI installer)</td><td>1.9 MB</td></tr></table>
<p>Lizenz: 7-Zip ist freie Software mit offenem Quellcode. Der größte Teil des Codes steht unter der GNU LGPL.</p>
<p>Ältere Versionen und Betaversionen finden Sie auf <a href="https://sourceforge.net/projects/sevenzip/files/">SourceForge</a> und auf <a href="https://www.7-zip.org/">www.7-zip.org</a>. Die deutsche Sprachdatei ist im Installer enthalten.</p></td></tr></table>`,
    }),
    routes: {
      ...icons(host, [0, 0, 192]),
      [`${host}/a/7z2409-x64.exe`]: fileRoute(pe({ strings: ['7-Zip', 'Igor Pavlov'] }), 'application/x-msdownload', '7z2409-x64.exe'),
      [`${host}/a/7z2409-x64.msi`]: fileRoute(cfb(['7-Zip 24.09 (x64 edition)', 'Igor Pavlov']), 'application/x-msi', '7z2409-x64.msi'),
    },
  };
})(),

(() => {
  const host = 'www.python.org';
  const files = [
    ['Gzipped source tarball', 'Source release', 'Python-3.13.1.tgz'],
    ['XZ compressed source tarball', 'Source release', 'Python-3.13.1.tar.xz'],
    ['macOS 64-bit universal2 installer', 'macOS', 'python-3.13.1-macos11.pkg'],
    ['Windows installer (64-bit)', 'Windows', 'python-3.13.1-amd64.exe'],
    ['Windows installer (ARM64)', 'Windows', 'python-3.13.1-arm64.exe'],
    ['Windows embeddable package (64-bit)', 'Windows', 'python-3.13.1-embed-amd64.zip'],
  ];
  return {
    id: 'm-clean-python-release-files',
    label: 'clean',
    kind: 'release-notes',
    url: `https://${host}/downloads/release/python-3131/`,
    body: doc({
      title: 'Python Release Python 3.13.1 | Python.org',
      css: vendorCss('#3776ab') + '.top{background:#2b5b84}.top .brand,.top nav a{color:#fff}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">python™</a><nav><a href="/about/">About</a><a href="/downloads/">Downloads</a><a href="/doc/">Documentation</a><a href="/community/">Community</a><a href="/psf/">PSF</a></nav></header>
<main><h1>Python 3.13.1</h1><p><b>Release Date:</b> Dec. 3, 2024</p><p>This is the first maintenance release of Python 3.13. Python 3.13 is the newest major release of the Python programming language, and it contains many new features and optimizations compared to Python 3.12.</p>
<h2>Major new features of the 3.13 series</h2><ul><li>A new and improved interactive interpreter, based on PyPy's</li><li>Experimental free-threaded build mode (PEP 703)</li><li>A preliminary, experimental JIT</li><li>iOS and Android are now Tier 3 supported platforms</li></ul>
<h2>Files</h2><table><tr><th>Version</th><th>Operating System</th><th>Description</th><th>Sigstore</th></tr>
${files.map(([d, os, f]) => `<tr><td><a href="/ftp/python/3.13.1/${f}">${d}</a></td><td>${os}</td><td></td><td><a href="/ftp/python/3.13.1/${f}.sigstore">.sigstore</a></td></tr>`).join('')}</table></main>
${footerLinks('Python Software Foundation', 2025, ['Legal Statements', 'Diversity'])}`,
    }),
    routes: {
      ...icons(host, [55, 118, 171]),
      [`${host}/ftp/python/3.13.1/python-3.13.1-amd64.exe`]: fileRoute(pe({ strings: ['Python 3.13.1 (64-bit)', 'Python Software Foundation', 'WiX Toolset'] }), 'application/octet-stream', 'python-3.13.1-amd64.exe'),
    },
  };
})(),

(() => {
  const host = 'github.com';
  const assets = [
    ['KeePassXC-2.7.9-Win64.msi', '42.1 MB'], ['KeePassXC-2.7.9-Win64.zip', '47.3 MB'], ['KeePassXC-2.7.9-x86_64.AppImage', '57.0 MB'],
    ['KeePassXC-2.7.9-arm64.dmg', '40.8 MB'], ['KeePassXC-2.7.9-x86_64.dmg', '42.0 MB'], ['KeePassXC-2.7.9-src.tar.xz', '9.2 MB'],
  ];
  return {
    id: 'm-clean-github-release-keepassxc',
    label: 'clean',
    kind: 'oss-release',
    url: `https://${host}/keepassxreboot/keepassxc/releases/tag/2.7.9`,
    body: doc({
      title: 'Release 2.7.9 · keepassxreboot/keepassxc · GitHub',
      css: `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;font-size:14px;color:#1f2328}.hd{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:14px 32px}
.w{max-width:1012px;margin:24px auto;border:1px solid #d1d9e0;border-radius:6px}.w .b{padding:16px 24px}.as{border-top:1px solid #d1d9e0}.as div{display:flex;justify-content:space-between;padding:8px 24px;border-bottom:1px solid #eee}
.lbl{border:1px solid #1a7f37;color:#1a7f37;border-radius:2em;padding:0 7px;font-size:12px}code{background:#eff1f3;padding:2px 4px;border-radius:4px}`,
      body: `<div class="hd"><b>keepassxreboot</b> / <b>keepassxc</b> &nbsp; <span class="lbl">Public</span></div>
<div class="w"><div class="b"><h1>2.7.9 <span class="lbl">Latest</span></h1><p>droidmonkey released this · Jun 10, 2024</p>
<h3>Fixed</h3><ul><li>Fix crash when adding entries with no group selected [#10847]</li><li>Passkeys: Fix export of passkey data</li><li>macOS: Fix Touch ID timeout setting</li></ul>
<p>Verify the downloads with the <code>.sig</code> and <code>.DIGEST</code> files. Windows builds are signed by DroidMonkey Apps, LLC. You can also install with <code>winget install KeePassXCTeam.KeePassXC</code>.</p></div>
<div class="as"><div style="font-weight:600">Assets 14</div>${assets.map(([f, s]) => `<div><a href="/keepassxreboot/keepassxc/releases/download/2.7.9/${f}">${f}</a><span>${s}</span></div>`).join('')}</div></div>`,
    }),
    routes: {
      [`${host}/keepassxreboot/keepassxc/releases/download/2.7.9/KeePassXC-2.7.9-Win64.msi`]: fileRoute(cfb(['KeePassXC', 'DroidMonkey Apps, LLC']), 'application/octet-stream', 'KeePassXC-2.7.9-Win64.msi'),
    },
  };
})(),

(() => {
  const host = 'www.amd.com';
  return {
    id: 'm-clean-amd-adrenalin-drivers',
    label: 'clean',
    kind: 'driver-download',
    url: `https://${host}/en/support/download/drivers.html`,
    body: doc({
      title: 'AMD Drivers and Support for Processors and Graphics',
      css: vendorCss('#ed1c24') + '.top{background:#000}.top .brand,.top nav a{color:#fff}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">AMD</a><nav><a href="#">Products</a><a href="#">Solutions</a><a href="#">Support</a></nav></header>
<main><h1>Drivers and Support for Processors and Graphics</h1><div class="grid3"><div class="card"><h3>Auto-Detect and Install</h3><p>Download and run the AMD Software Installer to detect your Radeon graphics, Ryzen chipset and Windows version.</p><a class="btn" href="https://drivers.amd.com/drivers/installer/24.20/whql/amd-software-adrenalin-edition-24.12.1-minimalsetup-241204_web.exe">Download Windows Drivers</a><p class="muted">Windows 10/11 64-bit · version 24.12.1</p></div>
<div class="card"><h3>Search for your product</h3><input placeholder="Search product, e.g. Radeon RX 7800 XT" style="width:100%;padding:8px"><p class="muted">Or select from list: Graphics › Processors › Chipsets</p></div><div class="card"><h3>Linux</h3><p>Radeon Software for Linux: <code>amdgpu-install</code> package for Ubuntu 24.04 and RHEL 9.</p></div></div>
<p class="muted">Note: Downloading drivers from third-party sites is not recommended. AMD drivers are only published on amd.com.</p></main>${footerLinks('Advanced Micro Devices, Inc.')}`,
    }),
    routes: {
      ...icons(host, [237, 28, 36]),
      'drivers.amd.com/drivers/installer/24.20/whql/amd-software-adrenalin-edition-24.12.1-minimalsetup-241204_web.exe': fileRoute(pe({ strings: ['AMD Software Installer', 'Advanced Micro Devices, Inc.'] }), 'application/x-msdownload', 'amd-software-adrenalin-edition-24.12.1-minimalsetup-241204_web.exe'),
    },
  };
})(),

(() => {
  const host = 'www.tp-link.com';
  return {
    id: 'm-clean-tplink-firmware-de',
    label: 'clean',
    kind: 'firmware-download',
    url: `https://${host}/de/support/download/archer-ax55/v1/`,
    body: doc({
      title: 'Download für Archer AX55 | TP-Link Deutschland',
      lang: 'de',
      css: vendorCss('#4acbd6'),
      body: `<header class="top"><a class="brand" href="/de/"><img src="/img/logo.png" alt="">tp-link</a><nav><a href="#">Privatkunden</a><a href="#">Business</a><a href="#">Support</a></nav></header>
<main><h1>Archer AX55 V1 – Downloads</h1><p>Hardwareversion wählen: <b>V1</b> · Firmware · Bedienungsanleitung · GPL-Code</p>
<h2>Firmware</h2><table><tr><th>Datei</th><th>Veröffentlicht</th><th>Sprache</th><th>Größe</th></tr><tr><td><a href="/de/support/download/archer-ax55/v1/Archer_AX55v1_1.3.2_Build_20241022.zip">Archer AX55(EU)_V1_1.3.2 Build 20241022</a></td><td>2024-11-14</td><td>Multi-language</td><td>26.01 MB</td></tr></table>
<h3>Änderungen</h3><ul><li>Sicherheitslücken behoben (CVE-2024-xxxx).</li><li>Stabilität von EasyMesh verbessert.</li></ul>
<p class="muted">Hinweise: Bitte überprüfen Sie die Hardwareversion auf dem Etikett. Aktualisieren Sie die Firmware nicht über WLAN. Entpacken Sie die ZIP-Datei und laden Sie die .bin-Datei unter <i>Erweitert › System › Firmware-Update</i> hoch.</p></main>${footerLinks('TP-Link Corporation Limited', 2025, ['Impressum'])}`,
    }),
    routes: {
      ...icons(host, [74, 203, 214]),
      [`${host}/de/support/download/archer-ax55/v1/Archer_AX55v1_1.3.2_Build_20241022.zip`]: fileRoute(zip([{ name: 'Archer AX55v1_1.3.2_20241022_up.bin', data: Buffer.alloc(2048, 0x5a) }, { name: 'Release Note.pdf', data: '%PDF-1.4\n%…' }]), 'application/zip', 'Archer_AX55v1_1.3.2_Build_20241022.zip'),
    },
  };
})(),

(() => {
  const host = 'www.bitdefender.fr';
  return {
    id: 'm-clean-bitdefender-free-fr',
    label: 'clean',
    kind: 'antivirus-download',
    url: `https://${host}/solutions/free.html`,
    body: doc({
      title: 'Bitdefender Antivirus Free – Protection gratuite pour Windows',
      lang: 'fr',
      css: vendorCss('#006dff'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Bitdefender</a><nav><a href="#">Particuliers</a><a href="#">Entreprises</a><a href="#">Support</a></nav></header>
<main><div class="hero"><div><h1>Bitdefender Antivirus Free</h1><p>Une protection antivirus rapide et légère, gratuite pour toujours. Protection en temps réel contre les virus, ransomwares et sites de phishing.</p>
<a class="btn" href="https://download.bitdefender.com/windows/installer/fr-fr/bitdefender_avfree.exe">Téléchargement gratuit</a><p class="muted">Windows 11, 10, 8.1 et 7 SP1 · 10 Mo</p></div><div class="card"><b>Inclus</b><ul><li>Analyse à la demande et à l'accès</li><li>Anti-phishing et anti-fraude</li><li>Détection comportementale</li></ul></div></div></main>
${footerLinks('Bitdefender', 2025, ['Mentions légales'])}${cookieBanner('Bitdefender', 'fr')}`,
    }),
    routes: {
      ...icons(host, [0, 109, 255]),
      'download.bitdefender.com/windows/installer/fr-fr/bitdefender_avfree.exe': fileRoute(pe({ strings: ['Bitdefender Antivirus Free', 'Bitdefender SRL'] }), 'application/x-msdownload', 'bitdefender_avfree.exe'),
    },
  };
})(),

(() => {
  const host = 'kdenlive.org';
  return {
    id: 'm-clean-kdenlive-download-appimage',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${host}/en/download/`,
    body: doc({
      title: 'Download | Kdenlive',
      css: vendorCss('#527eb2'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Kdenlive</a><nav><a href="#">Features</a><a href="#">Download</a><a href="#">News</a><a href="#">Community</a><a href="#">Donate</a></nav></header>
<main><h1>Download Kdenlive 24.12.0</h1><div class="grid3">
<div class="card"><h3>Linux</h3><p><a class="btn" href="https://download.kde.org/stable/kdenlive/24.12/linux/kdenlive-24.12.0-x86_64.AppImage">AppImage</a></p><p class="muted">Make it executable: <code>chmod +x kdenlive-24.12.0-x86_64.AppImage</code></p><p>Flatpak: <code>flatpak install flathub org.kde.kdenlive</code></p></div>
<div class="card"><h3>Windows</h3><p><a class="btn" href="https://download.kde.org/stable/kdenlive/24.12/windows/kdenlive-24.12.0.exe">Installable</a></p><p><a href="https://download.kde.org/stable/kdenlive/24.12/windows/kdenlive-24.12.0_standalone.exe">Standalone</a></p></div>
<div class="card"><h3>macOS</h3><p><a class="btn" href="https://download.kde.org/stable/kdenlive/24.12/macOS/kdenlive-24.12.0-arm64.dmg">Apple Silicon (dmg)</a></p><p class="muted">Intel build is experimental.</p></div></div>
<p class="muted">Kdenlive is free and open source software distributed under the GPL v3. Packages are signed; checksums are available on download.kde.org.</p></main>${footerLinks('KDE e.V.')}`,
    }),
    routes: {
      ...icons(host, [82, 126, 178]),
      'download.kde.org/stable/kdenlive/24.12/windows/kdenlive-24.12.0.exe': fileRoute(pe({ strings: ['Kdenlive', 'KDE e.V.'] }), 'application/x-msdownload', 'kdenlive-24.12.0.exe'),
      'download.kde.org/stable/kdenlive/24.12/linux/kdenlive-24.12.0-x86_64.AppImage': fileRoute(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0x41, 0x49, 0x02]), Buffer.alloc(2037, 0)]), 'application/octet-stream', 'kdenlive-24.12.0-x86_64.AppImage'),
    },
  };
})(),

(() => {
  const host = 'www.nexusmods.com';
  return {
    id: 'm-clean-nexusmods-skse-mod',
    label: 'clean',
    kind: 'game-mods',
    url: `https://${host}/skyrimspecialedition/mods/30379`,
    body: doc({
      title: 'Address Library for SKSE Plugins at Skyrim Special Edition Nexus - Mods and Community',
      css: `body{margin:0;background:#1a1a1a;color:#d4d4d4;font-family:Roboto,Arial,sans-serif}.hd{background:#101010;padding:12px 30px;display:flex;gap:20px}.hd b{color:#d98f40}.w{max-width:1100px;margin:20px auto}
.tabs a{color:#ddd;margin-right:18px}.f{background:#262626;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.b{background:#d98f40;color:#000;padding:8px 16px;text-decoration:none;font-weight:bold}.b2{background:#444;color:#fff;padding:8px 16px;text-decoration:none}`,
      body: `<div class="hd"><b>NEXUS MODS</b><span>Games</span><span>Mods</span><span>Collections</span><span>Media</span><span>Community</span></div>
<div class="w"><h1>Address Library for SKSE Plugins</h1><p>Uploaded by meh321 · Version 11 · Endorsements 148,322 · Unique DLs 3.9M</p><div class="tabs"><a href="#">Description</a><a href="#">Files</a><a href="#">Images</a><a href="#">Posts</a><a href="#">Bugs</a></div>
<h3>Main files</h3><div class="f"><div><b>All in one (all game versions)</b><br><small>Version 11 · 12 MB · uploaded 23 Jan 2024</small></div><div><a class="b2" href="/skyrimspecialedition/mods/30379?tab=files&file_id=1&nmm=1">Mod manager download</a> <a class="b" href="/skyrimspecialedition/mods/30379?tab=files&file_id=1">Manual download</a></div></div>
<h3>Description</h3><p>This is a resource for SKSE64 plugin authors to use offsets in a version-independent way. Install with Vortex or Mod Organizer 2. Requires <a href="#">SKSE64</a>.</p><p>Permissions: You are allowed to use this in your own mods.</p>
<p style="font-size:12px;color:#888">Files are scanned for viruses on upload. Nexus Mods never asks you to disable your antivirus.</p></div>`,
    }),
    routes: { ...icons(host, [217, 143, 64]) },
  };
})(),

(() => {
  const host = 'modrinth.com';
  return {
    id: 'm-clean-modrinth-sodium-versions',
    label: 'clean',
    kind: 'game-mods',
    url: `https://${host}/mod/sodium/versions`,
    body: doc({
      title: 'Sodium - Minecraft Mod - Versions',
      css: `body{margin:0;background:#16181c;color:#b0bac5;font-family:Inter,system-ui,sans-serif}.hd{padding:14px 30px;background:#26292f;display:flex;gap:18px}.hd b{color:#1bd96a}.w{max-width:1000px;margin:20px auto}
.v{background:#26292f;border-radius:12px;padding:14px 18px;margin:8px 0;display:grid;grid-template-columns:40px 1fr 180px 140px;align-items:center}.v a.dl{background:#1bd96a;color:#000;border-radius:50%;width:32px;height:32px;display:flex;align-items:center;justify-content:center;text-decoration:none}`,
      body: `<div class="hd"><b>modrinth</b><span>Mods</span><span>Resource Packs</span><span>Modpacks</span><span>Shaders</span><span style="margin-left:auto">Get Modrinth App</span></div>
<div class="w"><h1 style="color:#fff">Sodium</h1><p>The fastest and most compatible rendering optimization mod for Minecraft. Now available for both NeoForge and Fabric!</p>
${[['mc1.21.4-0.6.5-fabric', 'Fabric', '1.21.4'], ['mc1.21.4-0.6.5-neoforge', 'NeoForge', '1.21.4'], ['mc1.21.1-0.6.5-fabric', 'Fabric', '1.21.1']].map(([v, l, g]) => `<div class="v"><a class="dl" href="https://cdn.modrinth.com/data/AANobbMI/versions/${v}/sodium-${v}.jar">⬇</a><div><b style="color:#fff">Sodium ${v}</b><br><small>Release</small></div><div>${l} · ${g}</div><div>4.1M downloads</div></div>`).join('')}
<p style="font-size:13px">Modrinth scans all uploaded files. Install with the Modrinth App, Prism Launcher or by dropping the .jar into your <code>mods</code> folder.</p></div>`,
    }),
    routes: {
      ...icons(host, [27, 217, 106]),
      'cdn.modrinth.com/data/AANobbMI/versions/mc1.21.4-0.6.5-fabric/sodium-mc1.21.4-0.6.5-fabric.jar': fileRoute(zip([{ name: 'fabric.mod.json', data: '{"schemaVersion":1,"id":"sodium","version":"0.6.5"}' }, { name: 'META-INF/MANIFEST.MF', data: 'Manifest-Version: 1.0\r\n' }]), 'application/java-archive', 'sodium-mc1.21.4-0.6.5-fabric.jar'),
    },
  };
})(),

(() => {
  const host = 'fonts.velvetype.studio';
  return {
    id: 'm-clean-font-foundry-free-download',
    label: 'clean',
    kind: 'font-download',
    url: `https://${host}/typefaces/halden-sans`,
    body: doc({
      title: 'Halden Sans — free variable typeface by Velvetype',
      css: `body{margin:0;font-family:Georgia,serif;background:#fbfaf7;color:#111}.n{padding:20px 50px;display:flex;gap:24px;font-family:Arial}.h{padding:40px 50px}.spec{font-size:64px;line-height:1.1}
.b{background:#111;color:#fff;padding:14px 26px;text-decoration:none;font-family:Arial;display:inline-block}table{font-family:Arial;font-size:14px}td{padding:6px 20px 6px 0}`,
      body: `<div class="n"><b>Velvetype</b><span>Typefaces</span><span>Custom</span><span>Journal</span><span>Licensing</span></div>
<div class="h"><div class="spec">Halden Sans<br>Aa Bb Cc 0123</div><p>A humanist sans with 9 weights and a variable axis, designed for interfaces and long reading. Released under the SIL Open Font License 1.1 — free for personal and commercial use.</p>
<a class="b" href="/downloads/HaldenSans-v2.001.zip">Download family (ZIP, 3.1 MB)</a>
<table><tr><td>Formats</td><td>OTF, TTF, WOFF2, Variable TTF</td></tr><tr><td>Languages</td><td>Latin Extended, Cyrillic, Greek</td></tr><tr><td>Version</td><td>2.001 (October 2025)</td></tr></table>
<p style="font-family:Arial;font-size:13px;color:#666">Also on Google Fonts and via <code>npm i @fontsource/halden-sans</code>.</p></div>`,
    }),
    routes: {
      ...icons(host, [17, 17, 17]),
      [`${host}/downloads/HaldenSans-v2.001.zip`]: fileRoute(zip([{ name: 'HaldenSans/OTF/HaldenSans-Regular.otf', data: Buffer.concat([Buffer.from('OTTO', 'latin1'), Buffer.alloc(508)]) }, { name: 'HaldenSans/OFL.txt', data: 'SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007' }]), 'application/zip', 'HaldenSans-v2.001.zip'),
    },
  };
})(),

(() => {
  const host = 'cloud.fischer-architekten.de';
  return {
    id: 'm-clean-nextcloud-public-share',
    label: 'clean',
    kind: 'file-share',
    url: `https://${host}/s/Qm8xTz4pWbKe2Ld`,
    body: doc({
      title: 'Bauantrag_Hofmann_Plaene - Nextcloud',
      lang: 'de',
      css: `body{margin:0;font-family:"Segoe UI",Roboto,sans-serif;background:#fff}.hd{background:#0082c9;color:#fff;padding:12px 20px;display:flex;justify-content:space-between}.w{max-width:900px;margin:30px auto}
table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:10px}.b{background:#0082c9;color:#fff;padding:8px 16px;border-radius:20px;text-decoration:none}`,
      body: `<div class="hd"><b>Fischer Architekten</b><a class="b" style="background:#fff;color:#0082c9" href="/s/Qm8xTz4pWbKe2Ld/download">Alle herunterladen</a></div>
<div class="w"><h2>Bauantrag_Hofmann_Plaene</h2><p>Geteilt von Lena Fischer · 4 Dateien · 18,2 MB</p><table>
<tr><td>📄 Grundriss_EG_M1-100.pdf</td><td>4,1 MB</td><td>vor 2 Tagen</td></tr><tr><td>📄 Grundriss_OG_M1-100.pdf</td><td>3,8 MB</td><td>vor 2 Tagen</td></tr><tr><td>📄 Ansichten.pdf</td><td>6,0 MB</td><td>vor 2 Tagen</td></tr><tr><td>📄 Baubeschreibung.docx</td><td>4,3 MB</td><td>vor 3 Tagen</td></tr></table>
<p style="font-size:12px;color:#777;margin-top:30px">Nextcloud – ein sicherer Ort für all Ihre Daten · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></p></div>`,
    }),
    routes: {
      ...icons(host, [0, 130, 201]),
      [`${host}/s/Qm8xTz4pWbKe2Ld/download`]: fileRoute(zip([{ name: 'Bauantrag_Hofmann_Plaene/Grundriss_EG_M1-100.pdf', data: '%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF' }, { name: 'Bauantrag_Hofmann_Plaene/Baubeschreibung.docx', data: 'PK' }]), 'application/zip', 'Bauantrag_Hofmann_Plaene.zip'),
    },
  };
})(),

(() => {
  const host = 'zoom.us';
  return {
    id: 'm-clean-zoom-download-center',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${host}/download`,
    body: doc({
      title: 'Download Center - Zoom',
      css: vendorCss('#0b5cff'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">zoom</a><nav><a href="#">Products</a><a href="#">Solutions</a><a href="#">Resources</a><a href="#">Plans &amp; Pricing</a></nav></header>
<main><h1>Download Center</h1><div class="card"><h3>Zoom Workplace desktop app</h3><p>The desktop app will automatically download when you start or join your first Zoom meeting, and is also available for manual download here.</p><a class="btn" href="https://zoom.us/client/6.3.0.52884/ZoomInstallerFull.exe?archType=x64">Download (64-bit)</a> <a href="https://zoom.us/client/6.3.0.52884/ZoomInstallerFull.msi?archType=x64">MSI for IT admins</a><p class="muted">Version 6.3.0 (52884)</p></div>
<div class="card" style="margin-top:16px"><h3>Zoom Workplace Plugin for Microsoft Outlook</h3><p>Schedule meetings directly from Outlook.</p></div></main>${footerLinks('Zoom Communications, Inc.')}`,
    }),
    routes: {
      ...icons(host, [11, 92, 255]),
      [`${host}/client/6.3.0.52884/ZoomInstallerFull.exe`]: fileRoute(pe({ strings: ['Zoom Workplace', 'Zoom Video Communications, Inc.'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
    },
  };
})(),

(() => {
  const host = 'www.win-rar.com';
  return {
    id: 'm-clean-winrar-download-es',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${host}/download.html?&L=6`,
    body: doc({
      title: 'WinRAR – Descarga gratuita de la última versión',
      lang: 'es',
      css: vendorCss('#3a4d9c'),
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">WinRAR</a><nav><a href="#">Inicio</a><a href="#">Descargas</a><a href="#">Comprar</a><a href="#">Noticias</a></nav></header>
<main><h1>Descargar WinRAR</h1><p>WinRAR 7.12 en español · 64 bits · 3.8 MB</p><a class="btn" href="https://www.win-rar.com/fileadmin/winrar-versions/winrar/winrar-x64-712es.exe">Descargar WinRAR</a>
<p class="muted">Período de prueba de 40 días. Después puede comprar una licencia. Versión para 32 bits y otros idiomas en la <a href="#">página de descargas adicionales</a>.</p>
<h3>Novedades de la versión 7.12</h3><ul><li>Corrección de seguridad en el manejo de rutas de archivos (recomendamos actualizar).</li><li>Mejoras en la extracción de archivos 7z y ZIP cifrados con AES-256.</li></ul></main>${footerLinks('win.rar GmbH', 2025, ['Aviso legal'])}`,
    }),
    routes: {
      ...icons(host, [58, 77, 156]),
      [`${host}/fileadmin/winrar-versions/winrar/winrar-x64-712es.exe`]: fileRoute(pe({ strings: ['WinRAR', 'win.rar GmbH', 'Alexander Roshal'] }), 'application/x-msdownload', 'winrar-x64-712es.exe'),
    },
  };
})(),
];
