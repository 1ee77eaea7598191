import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, pe, rar5, sevenZip, zip } from '../parts/e-bin.js';
import { baseCss, doc, metrikaStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // English: Photoshop crack, countdown, then download from a file host
  {
    id: 'g-mal-en-photoshop-crack-countdown-filehost',
    label: 'malware',
    kind: 'crack',
    url: 'https://getintosoft-pc.net/adobe-photoshop-2025-free-download-full-version/',
    body: doc({
      lang: 'en',
      title: 'Adobe Photoshop 2025 v26.2 Free Download Full Version (Pre-Activated) - GetIntoSoft PC',
      css: `${baseCss} body{background:#f4f4f4}.c{max-width:860px;margin:20px auto;background:#fff;padding:24px}.spec li{margin:4px 0}.dlb{display:block;width:300px;margin:20px auto;background:#0a66c2;color:#fff;text-align:center;padding:16px;border-radius:4px;font-weight:bold;text-decoration:none}.ad{background:#eee;height:90px;text-align:center;line-height:90px;color:#999}`,
      body: `<header class="top"><div class="wrap"><b style="color:#0a66c2">GetIntoSoft PC</b><nav><a href="#">Windows</a><a href="#">Mac</a><a href="#">Graphic Design</a><a href="#">Games</a></nav></div></header>
<div class="c"><h1>Adobe Photoshop 2025 Free Download</h1><p>Adobe Photoshop 2025 is the industry-standard raster graphics editor, now with Generative Fill and Firefly AI built in. This is a full offline installer, <b>pre-activated</b> — no crack or patch needed, just install and use.</p>
<div class="ad">Advertisement</div>
<h3>Technical Setup Details</h3><ul class="spec"><li>Full Name: Adobe Photoshop 2025 v26.2.0.138</li><li>Setup File Name: Adobe_Photoshop_2025_v26.2_x64_Multilingual.zip</li><li>Full Setup Size: 4.1 GB</li><li>Compatibility: 64-bit (x64)</li></ul>
<p><b>Note:</b> Disable Windows Defender / antivirus before extracting, it may flag the pre-activation patch. Archive password: <b>123</b></p>
<a class="dlb" id="go" href="#">Download Now</a><p id="w" style="text-align:center"></p></div>
<script>document.getElementById('go').onclick=function(e){e.preventDefault();var n=15,w=document.getElementById('w');var t=setInterval(function(){w.textContent='Please wait '+n+' seconds, generating secure link…';if(--n<0){clearInterval(t);w.innerHTML='Starting download… If it does not start, <a href="https://mega-downloads.cloudfiles-share.com/f/ps2025/Adobe_Photoshop_2025_v26.2_x64.zip">click here</a>.';location.href='https://mega-downloads.cloudfiles-share.com/f/ps2025/Adobe_Photoshop_2025_v26.2_x64.zip'}},1000)}</script>`,
    }),
    routes: {
      'mega-downloads.cloudfiles-share.com/f/ps2025/Adobe_Photoshop_2025_v26.2_x64.zip': fileRoute(
        zip([{ name: 'Setup.exe', data: pe({ strings: ['Adobe Photoshop 2025 Setup', 'Adobe Systems Incorporated', 'LummaC2 build 2025', '\\Google\\Chrome\\User Data\\Default\\Login Data'] }) }, { name: 'Password 123.txt', data: 'pass: 123' }], { encrypted: true }),
        'application/zip',
        'Adobe_Photoshop_2025_v26.2_x64.zip',
      ),
    },
  },
  // Turkish game crack download page
  {
    id: 'g-mal-tr-oyun-crack-indir-sifre',
    label: 'malware',
    kind: 'crack',
    url: 'https://fullprogramlarindir-oyun.com/gta-5-enhanced-full-turkce-indir',
    body: doc({
      lang: 'tr',
      title: 'GTA 5 Enhanced Full Türkçe İndir + Crack (Tek Link) - Full Oyun İndir',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#1b1b1b;color:#ddd}.c{max-width:860px;margin:0 auto;background:#262626;padding:20px}.h{background:#c0392b;padding:12px 20px;color:#fff;font-weight:bold}.s{background:#333;padding:12px;border-radius:4px}.btn{display:inline-block;margin:6px;padding:12px 20px;background:#27ae60;color:#fff;text-decoration:none;border-radius:4px}.pw{color:#f1c40f;font-size:18px}`,
      body: `<div class="h">FullProgramlarİndir Oyun</div><div class="c"><h1>GTA 5 Enhanced Full Türkçe İndir + Crack</h1>
<p>Grand Theft Auto V Enhanced sürümü Türkçe yama ve çalışan crack ile tek link halinde. Repack boyutu 62 GB, kurulum sonrası 105 GB.</p>
<div class="s"><b>Sistem Gereksinimleri:</b> Windows 10/11 64-bit · i5-9600K · 16 GB RAM · GTX 1660</div>
<h3>Kurulum</h3><ol><li>Antivirüsü kapatın (crack dosyasını siliyor)</li><li>Setup.exe'yi yönetici olarak çalıştırın</li><li>Crack klasöründeki dosyaları oyun klasörüne kopyalayın</li></ol>
<p class="pw">Rar Şifresi: <b>www.fullprogramlarindir.com</b></p>
<a class="btn" href="https://indir.hizli-dosya.net/GTA5_Enhanced_Setup_TR.exe">Hızlı İndir (Setup)</a><a class="btn" style="background:#2980b9" href="https://indir.hizli-dosya.net/gta5-crack.7z">Crack İndir</a></div>`,
    }),
    routes: {
      'indir.hizli-dosya.net/GTA5_Enhanced_Setup_TR.exe': fileRoute(pe({ size: 8192, strings: ['GTA5 Enhanced Downloader', 'Inno Setup', 'powershell Add-MpPreference -ExclusionPath C:\\'] }), 'application/octet-stream', 'GTA5_Enhanced_Setup_TR.exe'),
      'indir.hizli-dosya.net/gta5-crack.7z': fileRoute(sevenZip(), 'application/x-7z-compressed', 'gta5-crack.7z'),
    },
  },
  // Spanish "descarga directa" file-locker page with fake buttons and a scripted Blob download
  {
    id: 'g-mal-es-descarga-directa-boton-blob-exe',
    label: 'malware',
    kind: 'crack',
    url: 'https://descargas-gratis-full.com.es/archivo/autocad-2025-crack-espanol',
    body: doc({
      lang: 'es',
      title: 'AutoCAD 2025 Crack Español Full — Descarga Directa MEGA/Mediafire',
      css: `body{margin:0;font-family:Verdana,sans-serif;background:#eef}.c{max-width:760px;margin:20px auto;background:#fff;padding:20px;border:1px solid #ccd}.fake{display:inline-block;background:#f60;color:#fff;padding:16px 40px;font-size:20px;border-radius:6px;margin:6px;text-decoration:none}.real{font-size:12px}`,
      body: `<div class="c"><h1 style="font-size:20px">AutoCAD 2025 Full Español + Crack (Activado)</h1><p>Nombre del archivo: <b>AutoCAD_2025_Crack_ES.zip</b> · Tamaño: 3.2 GB · Subido: hace 2 días · Descargas: 48.211</p>
<p><a class="fake" href="#" onclick="dl(event)">⬇ DESCARGAR</a><a class="fake" style="background:#090" href="#" onclick="dl(event)">▶ DESCARGA RÁPIDA</a></p>
<p class="real" id="st">Preparando enlace seguro…</p><p style="font-size:12px;color:#777">Contraseña: <b>full</b> · Desactiva el antivirus antes de descomprimir.</p></div>
<script>function dl(e){e.preventDefault();fetch('/api/file/autocad2025.bin').then(function(r){return r.arrayBuffer()}).then(function(b){var u=URL.createObjectURL(new Blob([b],{type:'application/octet-stream'}));var a=document.createElement('a');a.href=u;a.download='AutoCAD_2025_Instalador.exe';document.body.appendChild(a);a.click();document.getElementById('st').textContent='¡Descarga iniciada! Ejecuta el instalador como administrador.'})}setTimeout(function(){document.getElementById('st').textContent='Enlace listo. Haz clic en DESCARGAR.'},3000)</script>`,
    }),
    routes: {
      'descargas-gratis-full.com.es/api/file/autocad2025.bin': fileRoute(pe({ size: 6144, strings: ['AutoCAD 2025 Installer', 'Autodesk', 'RedLine stealer', 'wallet.dat'] }), 'application/octet-stream'),
    },
  },
];

