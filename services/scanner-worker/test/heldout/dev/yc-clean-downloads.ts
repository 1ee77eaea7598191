import { redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, pe, zip } from '../parts/e-bin.js';
import { RAVEN_CSS, STEAM_CSS, doc, ravenFooter, ravenLogo, steamMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-ravenhold-launcher-download-own',
  label: 'clean',
  kind: 'official-download',
  url: 'https://ravenhold.com/download?ref=store-header',
  body: doc({
    title: 'Download the Ravenhold Launcher',
    css: RAVEN_CSS + `.w{max-width:960px;margin:40px auto;padding:0 18px;display:grid;grid-template-columns:1.2fr 1fr;gap:40px;align-items:center}
.plat{display:flex;gap:10px;margin:16px 0}.plat a{border:1px solid #333844;border-radius:6px;padding:10px 14px;color:#c9ccd3;text-decoration:none;font-size:14px}
.spec{background:#181a20;border:1px solid #262a33;border-radius:12px;padding:20px;font-size:14px;color:#b7bcc6}.spec code{font-size:11px;word-break:break-all;color:#8a8f98}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(30)}</a><nav><a href="https://store.ravenhold.com/">Store</a><a href="https://ravenhold.com/games">Games</a><a href="https://hub.ravenhold.com/">Hub</a><a href="https://support.ravenhold.com/">Support</a></nav><span class="sp"></span></div>
<div class="w"><div><h1 style="font-size:40px">All your Ravenhold games in one place</h1><p style="color:#b7bcc6">Install and update Ironveil and our other games, chat with friends in Ravenhold Hub, and manage your library and purchases.</p>
<a class="rh-btn" href="https://cdn.ravenhold.com/launcher/win/RavenholdLauncherSetup-3.2.0.exe" style="text-decoration:none;display:inline-block;padding:14px 26px;font-size:16px">Download for Windows</a>
<div class="plat"><a href="https://cdn.ravenhold.com/launcher/mac/RavenholdLauncher-3.2.0.dmg">macOS (Apple silicon)</a><a href="https://apps.apple.com/app/ravenhold/id6450012345">iOS companion</a><a href="https://play.google.com/store/apps/details?id=com.ravenhold.companion">Android companion</a></div></div>
<div class="spec"><b>Ravenhold Launcher 3.2.0</b> · released July 8, 2025<br>Windows 10 (64-bit) or later · 98 MB<br><br>The installer is signed by <b>Ravenhold Interactive Ltd.</b> You can verify the download:<br><code>SHA-256 9c2f6b1d7e3a48f05c91b2e7d6a3f8041e5c7b9d2a6f3e8c1b4d7a0e9f2c5b83</code><br><br>Updates install automatically. Ravenhold never distributes launcher updates through Discord, email attachments or third-party sites.</div></div>
${ravenFooter()}`,
  }),
  routes: {
    'cdn.ravenhold.com/launcher/win/RavenholdLauncherSetup-3.2.0.exe': fileRoute(
      pe({ x64: true, size: 16384, strings: ['Ravenhold Launcher', 'Ravenhold Interactive Ltd.', 'Inno Setup Setup Data (6.2.2)', 'https://launcher-api.ravenhold.com/v3/manifest', 'DigiCert Trusted G4 Code Signing RSA4096 SHA384 2021 CA1', 'Software\\Ravenhold\\Launcher'] }),
      'application/x-msdownload',
      'RavenholdLauncherSetup-3.2.0.exe',
    ),
  },
},
{
  id: 'yc-obs-studio-download-page',
  label: 'clean',
  kind: 'official-download',
  url: 'https://obsproject.com/download?os=windows',
  body: doc({
    title: 'Download | OBS',
    css: `*{box-sizing:border-box}body{margin:0;background:#1d1f27;color:#e4e6ed;font-family:"Open Sans",Arial,sans-serif}
header{display:flex;gap:26px;align-items:center;padding:16px 40px;background:#16181f}header b{font-size:22px}header a{color:#aab;text-decoration:none;font-size:14px}
.w{max-width:900px;margin:40px auto;padding:0 20px}.tabs{display:flex;gap:8px;margin-bottom:16px}.tabs span{background:#2a2d38;padding:10px 18px;border-radius:4px}.tabs span.on{background:#3f51b5}
.dl{display:inline-block;background:#3f51b5;color:#fff;padding:14px 22px;border-radius:4px;text-decoration:none;margin-right:10px}.muted{color:#8d93a5;font-size:14px}`,
    body: `<header><b>OBS</b><a href="/">Home</a><a href="/download">Download</a><a href="/kb">Knowledge Base</a><a href="/forum">Forums</a><a href="/contribute">Contribute</a></header>
<div class="w"><h1>Download OBS Studio</h1><div class="tabs"><span class="on">Windows</span><span>macOS</span><span>Linux</span></div>
<p>Latest Release: <b>31.1.1</b> – July 8th</p><a class="dl" href="https://cdn-fastly.obsproject.com/downloads/OBS-Studio-31.1.1-Windows-Installer.exe">Download Installer</a><a class="dl" style="background:#2a2d38" href="https://github.com/obsproject/obs-studio/releases/tag/31.1.1">Download via Bittorrent / Zip</a>
<p class="muted">Windows 10 and 11 · The installer is signed by "OBS Project, LLC". OBS Studio is free and open source software; we never charge for downloads and there is no "OBS Premium".</p>
<p class="muted">Warning: be careful of websites that use the OBS name and offer "cracked" plugins or "stream boosters". Only download OBS from obsproject.com or the official GitHub.</p></div>`,
  }),
  routes: {
    'cdn-fastly.obsproject.com/downloads/OBS-Studio-31.1.1-Windows-Installer.exe': fileRoute(
      pe({ x64: true, size: 12288, strings: ['OBS Studio', 'OBS Project, LLC', 'Nullsoft Install System v3.10', 'obs64.exe', 'https://obsproject.com/'] }),
      'application/octet-stream',
      'OBS-Studio-31.1.1-Windows-Installer.exe',
    ),
  },
},
{
  id: 'yc-thunderstore-bepinex-pack-mod',
  label: 'clean',
  kind: 'mod-repository',
  url: 'https://thunderstore.io/c/valheim/p/denikson/BepInExPack_Valheim/',
  body: doc({
    title: 'BepInExPack | Thunderstore - The Valheim Mod Database',
    css: `*{box-sizing:border-box}body{margin:0;background:#0f1424;color:#e6e9f2;font-family:Lato,Arial,sans-serif}
header{background:#1a2038;padding:14px 30px;display:flex;gap:24px;align-items:center}header b{color:#23ffb0}header a{color:#aab;text-decoration:none;font-size:14px}
.w{max-width:1040px;margin:26px auto;display:grid;grid-template-columns:2fr 1fr;gap:22px;padding:0 16px}.c{background:#1a2038;border-radius:8px;padding:20px}
.btn{display:block;text-align:center;background:#23ffb0;color:#0f1424;font-weight:700;padding:12px;border-radius:6px;text-decoration:none;margin:8px 0}.btn.s{background:#2a3358;color:#e6e9f2}
pre{background:#0f1424;padding:12px;border-radius:6px;font-size:13px;overflow:auto}table{width:100%;font-size:14px}td{padding:4px 0}`,
    body: `<header><b>Thunderstore</b><a href="/c/valheim/">Valheim</a><a href="/c/valheim/?ordering=most-downloaded">Packages</a><a href="/c/valheim/p/ebkr/r2modman/">Mod manager</a></header>
<div class="w"><div class="c"><h1 style="margin-top:0">BepInExPack_Valheim</h1><p>by <a href="#" style="color:#23ffb0">denikson</a> · BepInEx pack for Mono Unity games. Preconfigured and ready to use.</p>
<h3>Installation (manual)</h3><p>To install manually, follow these instructions:</p><ol><li>Download and extract the contents of <code>BepInExPack</code> into your game folder (where <code>valheim.exe</code> is located).</li><li>Run the game once to generate config files.</li></ol>
<pre>Valheim/
├── BepInEx/
│   ├── core/BepInEx.dll
│   └── config/BepInEx.cfg
├── doorstop_config.ini
└── winhttp.dll</pre>
<p><code>winhttp.dll</code> is the Unity Doorstop proxy that loads BepInEx at game start; it is expected and open source (<a href="https://github.com/NeighTools/UnityDoorstop" style="color:#23ffb0">NeighTools/UnityDoorstop</a>).</p></div>
<div class="c"><table><tr><td>Last updated</td><td>2 months ago</td></tr><tr><td>Total downloads</td><td>41,772,018</td></tr><tr><td>Version</td><td>5.4.2202</td></tr><tr><td>Dependency string</td><td>denikson-BepInExPack_Valheim-5.4.2202</td></tr></table>
<a class="btn" href="ror2mm://v1/install/thunderstore.io/denikson/BepInExPack_Valheim/5.4.2202/">Install with Mod Manager</a><a class="btn s" href="https://thunderstore.io/package/download/denikson/BepInExPack_Valheim/5.4.2202/">Manual Download</a></div></div>`,
  }),
  routes: {
    'thunderstore.io/package/download/denikson/BepInExPack_Valheim/5.4.2202/': fileRoute(
      zip([
        { name: 'manifest.json', data: JSON.stringify({ name: 'BepInExPack', version_number: '5.4.2202', website_url: 'https://github.com/BepInEx/BepInEx', description: 'BepInEx pack for Mono Unity games. Preconfigured and ready to use.', dependencies: [] }) },
        { name: 'README.md', data: '# BepInEx Pack\nPreconfigured BepInEx 5.4.22 for Valheim.\n' },
        { name: 'BepInExPack/winhttp.dll', data: pe({ dll: true, size: 4096, strings: ['UnityDoorstop', 'doorstop_config.ini', 'target_assembly'] }) },
        { name: 'BepInExPack/doorstop_config.ini', data: '[General]\nenabled=true\ntarget_assembly=BepInEx\\core\\BepInEx.Preloader.dll\n' },
        { name: 'BepInExPack/BepInEx/core/BepInEx.dll', data: pe({ dll: true, size: 6144, strings: ['BepInEx', 'BepInEx.Bootstrap.Chainloader', 'HarmonyLib'] }) },
      ]),
      'application/zip',
      'denikson-BepInExPack_Valheim-5.4.2202.zip',
    ),
  },
},
];
