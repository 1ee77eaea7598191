import { redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, pe, zip } from '../parts/e-bin.js';
import { RAVEN_CSS, STEAM_CSS, doc, ravenFooter, ravenLogo, steamMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-steam-about-installer-download',
  label: 'clean',
  kind: 'official-download',
  url: 'https://store.steampowered.com/about/?snr=1_4_4__global-header',
  body: doc({
    title: 'Steam, The Ultimate Online Game Platform',
    css: STEAM_CSS + `.hero{text-align:center;padding:80px 20px;background:radial-gradient(ellipse at top,#2a475e,#171a21 70%)}.hero h1{color:#fff;font-size:44px;font-weight:300}
.about_install{display:inline-block;background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;padding:16px 40px;border-radius:2px;font-size:18px;text-transform:uppercase;letter-spacing:1px}
.stats{display:flex;gap:60px;justify-content:center;margin-top:30px;color:#c7d5e0}.stats b{display:block;font-size:26px;color:#fff}`,
    body: `<div class="global_header"><a href="https://store.steampowered.com/">${steamMark(44)}</a><nav><a href="https://store.steampowered.com/">Store</a><a href="https://steamcommunity.com/">Community</a><a href="https://store.steampowered.com/about/" style="color:#1a9fff">About</a><a href="https://help.steampowered.com/">Support</a></nav><div></div></div>
<div class="hero"><h1>Steam is the ultimate destination for playing, discussing, and creating games.</h1>
<a class="about_install" href="https://cdn.akamai.steamstatic.com/client/installer/SteamSetup.exe">Install Steam</a>
<p style="margin-top:14px;font-size:13px">Also available on: <a href="https://cdn.akamai.steamstatic.com/client/installer/steam.dmg">macOS</a> · <a href="https://cdn.akamai.steamstatic.com/client/installer/steam.deb">Linux</a> · <a href="https://store.steampowered.com/mobile">Steam Mobile</a></p>
<div class="stats"><div><b>38,291,004</b>Online</div><div><b>11,803,551</b>Playing now</div></div></div>
<footer class="steam">&copy; 2025 Valve Corporation. All rights reserved.</footer>`,
  }),
  routes: {
    'cdn.akamai.steamstatic.com/client/installer/SteamSetup.exe': fileRoute(
      pe({ size: 12288, strings: ['Steam Client Bootstrapper', 'Valve Corporation', 'Nullsoft Install System v3.08', 'https://steamcdn-a.akamaihd.net/client/', 'Software\\Valve\\Steam'] }),
      'application/octet-stream',
      'SteamSetup.exe',
    ),
  },
},
{
  id: 'yc-gog-galaxy-download-pl',
  label: 'clean',
  kind: 'official-download',
  url: 'https://www.gog.com/pl/galaxy',
  body: doc({
    title: 'GOG GALAXY 2.0 — Wszystkie twoje gry i znajomi w jednym miejscu',
    lang: 'pl',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Lato,Arial,sans-serif;background:#f1f1f1;color:#212121}
header{background:#3d1d57;color:#fff;padding:14px 30px;font-weight:900}.h{background:linear-gradient(135deg,#5c2b89,#2b0f44);color:#fff;padding:70px 40px;text-align:center}
.h h1{font-size:42px;margin:0 0 12px}.dl{display:inline-block;background:#7cb228;color:#fff;padding:16px 30px;border-radius:4px;text-decoration:none;font-weight:700;font-size:17px}
.w{max-width:900px;margin:30px auto;padding:0 18px}.f{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.f div{background:#fff;padding:18px;border-radius:6px}`,
    body: `<header>GOG.COM</header><div class="h"><h1>GOG GALAXY 2.0</h1><p>Połącz swoje biblioteki gier i znajomych z różnych platform w jednej aplikacji.</p>
<a class="dl" href="https://webinstallers.gog-statics.com/download/GOG_Galaxy_2.0.exe?payload=8f2c1b3e-7a4d-4f90-bb1a-2e6c5d9f0a13">POBIERZ GOG GALAXY 2.0</a><p style="font-size:13px;opacity:.8">Windows 10/11 · dostępny także na macOS</p></div>
<div class="w"><div class="f"><div><b>Wszystkie gry</b><p>Steam, Epic, Xbox, PlayStation i inne — w jednej bibliotece.</p></div><div><b>Bez DRM</b><p>Gry kupione na GOG są twoje na zawsze, również offline.</p></div><div><b>Automatyczne aktualizacje</b><p>Zapis w chmurze, osiągnięcia i rollback wersji.</p></div></div>
<p style="font-size:13px;color:#666">GOG GALAXY jest darmowy i opcjonalny. Instalator pobierasz wyłącznie z gog.com. GOG sp. z o.o., ul. Jagiellońska 74, 03-301 Warszawa.</p></div>`,
  }),
  routes: {
    'webinstallers.gog-statics.com/download/GOG_Galaxy_2.0.exe': fileRoute(
      pe({ size: 10240, strings: ['GOG GALAXY', 'GOG sp. z o.o.', 'Inno Setup', 'https://content-system.gog.com/', 'Software\\GOG.com\\GalaxyClient'] }),
      'application/octet-stream',
      'GOG_Galaxy_2.0.exe',
    ),
  },
},
{
  id: 'yc-ravenhold-companion-apk-direct',
  label: 'clean',
  kind: 'official-download',
  url: 'https://ravenhold.com/companion/android',
  body: doc({
    title: 'Ravenhold Companion for Android — direct download',
    css: RAVEN_CSS + `.w{max-width:760px;margin:40px auto;padding:0 18px;line-height:1.65}.box{background:#181a20;border:1px solid #262a33;border-radius:12px;padding:22px;margin:18px 0}code{font-size:12px;word-break:break-all;color:#9aa0aa}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><span class="sp"></span></div>
<div class="w"><h1>Ravenhold Companion for Android</h1><p style="color:#b7bcc6">Chat in Ravenhold Hub, approve sign-ins with a QR code, and manage your Ironveil loadouts on the go. The app is available on <a href="https://play.google.com/store/apps/details?id=com.ravenhold.companion">Google Play</a>. For devices without Google Play (for example some Huawei phones), you can install the same signed APK directly.</p>
<div class="box"><b>Version 4.8.1 (build 40801)</b> · 41.3 MB · Android 9+<br><br><a class="rh-btn" href="https://cdn.ravenhold.com/companion/android/ravenhold-companion-4.8.1.apk" style="text-decoration:none;display:inline-block">Download APK</a><br><br>
Signing certificate SHA-256: <code>3A:9F:12:C4:7B:E0:55:1D:88:42:AF:6C:09:D3:7E:B1:24:F6:5A:C8:93:0E:71:BD:4C:2A:E5:86:1F:D0:39:A7</code><br>APK SHA-256: <code>b41e7c09d2f35a8e6c1f4b90a7d3e25c8f06b1a94e7d2c53f8a0b6e19c4d7f2a3</code></div>
<h3>Permissions</h3><ul><li>Camera — scanning QR codes to approve sign-ins on PC</li><li>Notifications — friend requests, party invites and sign-in approvals</li><li>Microphone — optional, voice chat in Ravenhold Hub</li></ul><p style="color:#8a8f98;font-size:13px">The Companion app never asks for Accessibility permissions, SMS access or to install other apps. If an "Ravenhold" APK asks for those, delete it.</p></div>
${ravenFooter()}`,
  }),
  routes: {
    'cdn.ravenhold.com/companion/android/ravenhold-companion-4.8.1.apk': fileRoute(
      apk('com.ravenhold.companion', 'Ravenhold', ['android.permission.CAMERA', 'android.permission.POST_NOTIFICATIONS', 'android.permission.RECORD_AUDIO', 'android.permission.INTERNET', 'https://api.ravenhold.com/']),
      'application/vnd.android.package-archive',
      'ravenhold-companion-4.8.1.apk',
    ),
  },
},
{
  id: 'yc-github-r2modman-release-assets',
  label: 'clean',
  kind: 'open-source-release',
  url: 'https://github.com/ebkr/r2modmanPlus/releases/tag/v3.1.58',
  body: doc({
    title: 'Release v3.1.58 · ebkr/r2modmanPlus · GitHub',
    css: `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;background:#0d1117;color:#e6edf3;font-size:14px}
header{background:#010409;padding:16px 32px;border-bottom:1px solid #30363d}main{max-width:1012px;margin:24px auto;padding:0 16px}
.box{border:1px solid #30363d;border-radius:6px;padding:16px 20px;margin-bottom:16px}.lbl{border:1px solid #238636;color:#3fb950;border-radius:2em;padding:0 7px;font-size:12px}
.asset{display:flex;justify-content:space-between;border-top:1px solid #21262d;padding:8px 0}.asset a{color:#4493f8;text-decoration:none}.muted{color:#7d8590}`,
    body: `<header><b>GitHub</b> &nbsp; <span class="muted">ebkr / r2modmanPlus</span></header>
<main><div class="box"><h1 style="margin:0 0 6px">v3.1.58 <span class="lbl">Latest</span></h1><p class="muted">ebkr released this · 11 Jun</p>
<h3>Changes</h3><ul><li>Added support for new Thunderstore communities</li><li>Fixed profile import failing with large modpacks</li><li>Updated Electron to 31</li></ul>
<h3>Assets</h3>
<div class="asset"><a href="/ebkr/r2modmanPlus/releases/download/v3.1.58/r2modman-Setup-3.1.58.exe">r2modman-Setup-3.1.58.exe</a><span class="muted">81.7 MB</span></div>
<div class="asset"><a href="/ebkr/r2modmanPlus/releases/download/v3.1.58/r2modman-3.1.58.exe">r2modman-3.1.58.exe</a><span class="muted">81.4 MB</span></div>
<div class="asset"><a href="/ebkr/r2modmanPlus/releases/download/v3.1.58/r2modman-3.1.58.AppImage">r2modman-3.1.58.AppImage</a><span class="muted">112 MB</span></div>
<div class="asset"><a href="/ebkr/r2modmanPlus/archive/refs/tags/v3.1.58.zip">Source code (zip)</a><span class="muted"></span></div></div>
<p class="muted">👍 412 · 🎉 88 · 21 people reacted</p></main>`,
  }),
  routes: {
    'github.com/ebkr/r2modmanPlus/releases/download/v3.1.58/r2modman-Setup-3.1.58.exe': redirectRoute(302, 'https://release-assets.githubusercontent.com/github-production-release-asset/284216633/4f2a9c1e-7b3d-4e8a-9c5f-1d2e3f4a5b6c?filename=r2modman-Setup-3.1.58.exe&response-content-disposition=attachment'),
    'release-assets.githubusercontent.com/github-production-release-asset/284216633/4f2a9c1e-7b3d-4e8a-9c5f-1d2e3f4a5b6c': fileRoute(
      pe({ x64: true, size: 12288, strings: ['r2modman', 'Electron', 'NSIS', 'https://thunderstore.io/api/'] }),
      'application/octet-stream',
      'r2modman-Setup-3.1.58.exe',
    ),
  },
},
];
