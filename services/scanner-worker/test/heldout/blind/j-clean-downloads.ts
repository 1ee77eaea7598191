import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, logo, jsRoute } from '../parts/j-kit.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-clean-vendor-voidtools-exe',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.voidtools.com/downloads/',
  body: doc({
    title: 'Downloads - voidtools',
    style: `body{font-family:Verdana,Arial;font-size:13px;max-width:940px;margin:0 auto;background:#fff}.nav{background:#e8eef7;padding:8px}.nav a{margin-right:14px}table.t{border-collapse:collapse;margin:12px 0}table.t td{padding:5px 12px;border:1px solid #dde}h2{font-size:17px;color:#224}`,
    body: `<div class="nav"><b>voidtools</b> &nbsp; <a href="/">Home</a><a href="/downloads/">Downloads</a><a href="/support/everything/">Support</a><a href="/forum/">Forum</a><a href="/donate/">Donate</a></div>
<h2>Download Everything 1.4.1.1029</h2>
<table class="t"><tr><td><b>Download</b></td><td><b>Type</b></td><td><b>Size</b></td></tr>
<tr><td><a href="/Everything-1.4.1.1029.x64-Setup.exe">Download Installer 64-bit</a></td><td>.exe</td><td>1.7 MB</td></tr>
<tr><td><a href="/Everything-1.4.1.1029.x64.zip">Download Portable Zip 64-bit</a></td><td>.zip</td><td>1.1 MB</td></tr>
<tr><td><a href="/Everything-1.4.1.1029.x64.en-US.msi">Download MSI 64-bit</a></td><td>.msi</td><td>2.1 MB</td></tr>
<tr><td><a href="/Everything-1.4.1.1029.x86-Setup.exe">Download Installer 32-bit</a></td><td>.exe</td><td>1.6 MB</td></tr></table>
<p>Everything is freeware. Everything is a search engine that locates files and folders by filename instantly for Windows. Unlike Windows search, Everything initially displays every file and folder on your computer.</p>
<p>SHA256 checksums: <a href="/Everything-1.4.1.1029.sha256">Everything-1.4.1.1029.sha256</a> · <a href="/downloads/#changes">Changes</a> · <a href="/License.txt">License</a></p>
<p><a href="/donate/">Donate</a> to support development of Everything. Copyright © 2026 voidtools</p>`,
  }),
  routes: {
    'www.voidtools.com/Everything-1.4.1.1029.x64-Setup.exe': fileRoute(pe({ strings: ['Everything', 'voidtools', '1.4.1.1029', 'Everything Setup'] }), 'application/octet-stream'),
    'www.voidtools.com/Everything-1.4.1.1029.x64.zip': fileRoute(zip([{ name: 'Everything.exe', data: pe({ strings: ['Everything', 'voidtools'] }) }, { name: 'Everything.lng', data: 'LANG=en-US' }]), 'application/zip'),
    'www.voidtools.com/Everything-1.4.1.1029.x64.en-US.msi': fileRoute(cfb(['Everything 1.4.1.1029 (x64)', 'voidtools', 'ProductVersion']), 'application/octet-stream'),
  },
},
{
  id: 'j-clean-vendor-msi-agent',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://portal.brightmere-backup.com/downloads/agents',
  body: doc({
    title: 'Agent downloads — Brightmere Backup Console',
    style: `body{display:grid;grid-template-columns:220px 1fr;min-height:100vh;background:#f5f7fa}.side{background:#14213d;color:#cfd8e3;padding:20px}.side a{display:block;padding:6px 0;text-decoration:none}main{padding:28px}.card{background:#fff;border-radius:8px;padding:20px;margin-bottom:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}.btn{background:#fca311;color:#000;padding:8px 14px;border-radius:4px;text-decoration:none;font-weight:600;margin-right:8px}code{background:#eef1f5;padding:2px 6px;border-radius:3px}pre{background:#0b132b;color:#e0e6ed;padding:12px;border-radius:6px;font-size:13px;overflow:auto}`,
    body: `<div class="side"><strong style="color:#fff">Brightmere</strong><br><br><a href="/dashboard">Dashboard</a><a href="/devices">Devices</a><a href="/policies">Policies</a><a href="/downloads/agents">Downloads</a><a href="/billing">Billing</a><a href="/account">acme-it@contoso-example.com</a></div>
<main><h1>Download the backup agent</h1>
<div class="card"><h3>Windows (x64)</h3><p>Version 8.4.1207 · Signed by Brightmere Software Ltd. · Windows 10/11, Server 2016+</p>
<a class="btn" href="/downloads/agents/BrightmereAgent-8.4.1207-x64.msi">Download MSI</a><a href="/downloads/agents/BrightmereAgent-8.4.1207-x64.exe">EXE installer</a>
<p>Silent install for RMM/Intune deployment:</p><pre>msiexec /i BrightmereAgent-8.4.1207-x64.msi /qn TENANT_TOKEN=tnt_4f2a91c7e0 SERVER=eu2.brightmere-backup.com</pre></div>
<div class="card"><h3>macOS</h3><p>Version 8.4.1199 · Notarized · macOS 12+</p><a class="btn" href="/downloads/agents/BrightmereAgent-8.4.1199.pkg">Download PKG</a></div>
<div class="card"><h3>Linux</h3><pre>curl -fsSL https://portal.brightmere-backup.com/install.sh | sudo bash -s -- --token tnt_4f2a91c7e0</pre></div></main>`,
  }),
  routes: {
    'portal.brightmere-backup.com/downloads/agents/BrightmereAgent-8.4.1207-x64.msi': fileRoute(cfb(['Brightmere Backup Agent', 'Brightmere Software Ltd.', '8.4.1207', 'ProductCode']), 'application/x-msi', 'BrightmereAgent-8.4.1207-x64.msi'),
  },
},
{
  id: 'j-clean-github-release-page',
  label: 'clean',
  kind: 'oss-release',
  url: 'https://github.com/tallowfield/quickclip/releases/tag/v2.7.0',
  body: doc({
    title: 'Release v2.7.0 · tallowfield/quickclip · GitHub',
    style: `body{background:#fff;color:#1f2328}header{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:14px 30px}main{max-width:1012px;margin:24px auto}.rel{border:1px solid #d1d9e0;border-radius:6px;padding:20px}.assets div{border-top:1px solid #d1d9e0;padding:8px;display:flex;justify-content:space-between;font-size:14px}.tag{background:#1f883d;color:#fff;border-radius:2em;padding:2px 8px;font-size:12px}`,
    body: `<header>tallowfield / <strong>quickclip</strong> &nbsp; Code · Issues 41 · Pull requests 7 · Actions · Releases</header>
<main><div class="rel"><h1>v2.7.0 <span class="tag">Latest</span></h1><p>@mherz released this 3 days ago · 14 commits to main since this release</p>
<h3>What's Changed</h3><ul><li>Clipboard history now survives restarts (#512)</li><li>New: pin snippets to the tray menu by @olgak (#498)</li><li>Fix crash when clipboard contains an image larger than 20 MB (#520)</li><li>Windows installer is now signed with an EV certificate</li></ul>
<p><strong>Full Changelog</strong>: v2.6.3...v2.7.0</p>
<h3>Assets 6</h3><div class="assets">
<div><a href="/tallowfield/quickclip/releases/download/v2.7.0/QuickClip-2.7.0-win-x64-setup.exe">QuickClip-2.7.0-win-x64-setup.exe</a><span>41.2 MB</span></div>
<div><a href="/tallowfield/quickclip/releases/download/v2.7.0/QuickClip-2.7.0-win-x64-portable.zip">QuickClip-2.7.0-win-x64-portable.zip</a><span>39.8 MB</span></div>
<div><a href="/tallowfield/quickclip/releases/download/v2.7.0/QuickClip-2.7.0-mac-arm64.dmg">QuickClip-2.7.0-mac-arm64.dmg</a><span>44.0 MB</span></div>
<div><a href="/tallowfield/quickclip/releases/download/v2.7.0/SHA256SUMS.txt">SHA256SUMS.txt</a><span>412 Bytes</span></div>
<div><a href="/tallowfield/quickclip/archive/refs/tags/v2.7.0.zip">Source code (zip)</a><span></span></div>
<div><a href="/tallowfield/quickclip/archive/refs/tags/v2.7.0.tar.gz">Source code (tar.gz)</a><span></span></div></div>
<p>👍 38 🎉 12 ❤️ 7</p></div></main>`,
  }),
  routes: {
    'github.com/tallowfield/quickclip/releases/download/v2.7.0/QuickClip-2.7.0-win-x64-setup.exe': redirectRoute(302, 'https://objects.githubusercontent.com/github-production-release-asset-2e65be/771823311/qc-2.7.0-setup?response-content-disposition=attachment'),
    'objects.githubusercontent.com/github-production-release-asset-2e65be/771823311/qc-2.7.0-setup': fileRoute(pe({ strings: ['QuickClip', 'Tallowfield Software', '2.7.0.0', 'NSIS'] }), 'application/octet-stream', 'QuickClip-2.7.0-win-x64-setup.exe'),
    'github.com/tallowfield/quickclip/releases/download/v2.7.0/QuickClip-2.7.0-win-x64-portable.zip': fileRoute(zip([{ name: 'QuickClip/QuickClip.exe', data: pe({ strings: ['QuickClip', 'Tallowfield Software'] }) }, { name: 'QuickClip/LICENSE', data: 'MIT License\n\nCopyright (c) 2023 Tallowfield' }]), 'application/zip', 'QuickClip-2.7.0-win-x64-portable.zip'),
  },
},
{
  id: 'j-clean-game-mod-site',
  label: 'clean',
  kind: 'game-mods',
  url: 'https://www.forgehollow-mods.net/skyrimspecialedition/mods/118442?tab=files',
  body: doc({
    title: 'Immersive Lanterns of Tamriel at Skyrim Special Edition — ForgeHollow Mods',
    style: `body{background:#1c1d21;color:#ddd}header{background:#111;padding:12px 24px;display:flex;justify-content:space-between}main{max-width:1080px;margin:20px auto}.tabs a{margin-right:18px;padding-bottom:6px}.tabs .on{border-bottom:2px solid #d98f40}.file{background:#27282d;border-radius:6px;padding:16px;margin:12px 0}.dl{background:#d98f40;color:#111;padding:8px 16px;border-radius:4px;text-decoration:none;font-weight:700;margin-right:8px}.warn{background:#3b2f1c;border-left:4px solid #d98f40;padding:10px;font-size:14px}`,
    body: `<header><strong style="color:#d98f40">ForgeHollow</strong><span>Games · Mods · Collections · Media · <a href="/users/login">Log in</a></span></header>
<main><h1>Immersive Lanterns of Tamriel</h1><p>by <a href="/users/ember_wright">ember_wright</a> · Endorsements 24,103 · Unique DLs 412,880 · Version 3.1.2</p>
<div class="tabs"><a href="?tab=description">Description</a><a class="on" href="?tab=files">Files</a><a href="?tab=images">Images</a><a href="?tab=posts">Posts 2,311</a><a href="?tab=bugs">Bugs</a></div>
<div class="warn">Requires SKSE64 2.2.6 and Address Library. Some antivirus programs flag the bundled .dll (a SKSE plugin) as a false positive — it's open source, see the GitHub link in the description.</div>
<div class="file"><h3>Main File — Immersive Lanterns 3.1.2</h3><p>Date uploaded 21 Nov 2026 · File size 6.2MB · Unique DLs 38,201</p><a class="dl" href="/skyrimspecialedition/mods/118442/download/3.1.2?manager=1">Mod manager download</a><a class="dl" style="background:#444;color:#ddd" href="/skyrimspecialedition/mods/118442/download/3.1.2">Manual download</a></div>
<div class="file"><h3>Optional — ESL-flagged version</h3><p>Date uploaded 21 Nov 2026 · File size 6.1MB</p><a class="dl" style="background:#444;color:#ddd" href="/skyrimspecialedition/mods/118442/download/3.1.2-esl">Manual download</a></div>
<p style="font-size:13px;color:#999">Premium members get uncapped download speeds. Free users: 3 MB/s. By downloading you agree to the mod author's permissions.</p></main>`,
  }),
  routes: {
    'www.forgehollow-mods.net/skyrimspecialedition/mods/118442/download/3.1.2': fileRoute(zip([
      { name: 'Data/ImmersiveLanterns.esp', data: Buffer.concat([Buffer.from('TES4', 'latin1'), Buffer.alloc(60)]) },
      { name: 'Data/SKSE/Plugins/LanternLight.dll', data: pe({ dll: true, strings: ['LanternLight', 'SKSEPlugin_Load', 'CommonLibSSE'] }) },
      { name: 'Data/Textures/lanterns/lantern01.dds', data: Buffer.concat([Buffer.from('DDS ', 'latin1'), Buffer.alloc(124)]) },
      { name: 'fomod/ModuleConfig.xml', data: '<config><moduleName>Immersive Lanterns of Tamriel</moduleName></config>' },
    ]), 'application/zip', 'Immersive Lanterns of Tamriel-118442-3-1-2.zip'),
  },
},
{
  id: 'j-clean-ms-kb-update-catalog',
  label: 'clean',
  kind: 'vendor-support',
  url: 'https://support.microsoft.com/en-us/topic/november-11-2026-kb5068861-os-builds-26100-7171-and-26200-7171-3c4e91f2-8a1b-4d7e-9f0a-b9e2c3d4e5f6',
  body: doc({
    title: 'November 11, 2026—KB5068861 (OS Builds 26100.7171 and 26200.7171) - Microsoft Support',
    style: `header{background:#f2f2f2;padding:12px 30px}main{max-width:860px;margin:24px auto;padding:0 16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px;font-size:14px}.imp{background:#fff4ce;padding:12px}`,
    body: `<header><strong>Microsoft</strong> | Support · Microsoft 365 · Windows · Surface</header><main>
<h1>November 11, 2026—KB5068861 (OS Builds 26100.7171 and 26200.7171)</h1><p>Applies To: Windows 11, version 24H2, all editions; Windows 11, version 25H2</p>
<div class="imp">IMPORTANT: This update includes security and quality improvements. For more information about the security vulnerabilities, see the Security Update Guide.</div>
<h2>How to get this update</h2><table><tr><th>Release Channel</th><th>Available</th><th>Next Step</th></tr><tr><td>Windows Update</td><td>Yes</td><td>Go to Settings &gt; Update &amp; Security &gt; Windows Update.</td></tr><tr><td>Microsoft Update Catalog</td><td>Yes</td><td>To get the standalone package, go to the <a href="https://www.catalog.update.microsoft.com/Search.aspx?q=KB5068861">Microsoft Update Catalog</a> website.</td></tr><tr><td>WSUS</td><td>Yes</td><td>Product: Windows 11 · Classification: Security Updates</td></tr></table>
<h2>Known issues</h2><p>After installing this update, some devices might show error 0x800f0922 when installing. Workaround: run <code>DISM /Online /Cleanup-Image /RestoreHealth</code> from an elevated command prompt, then restart.</p></main>`,
  }),
},
];
