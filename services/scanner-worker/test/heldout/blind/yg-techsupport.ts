import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-supporto-windows-defender-it',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://errore-sicurezza-win' + digits('ts-it', 3) + '.azurewebsites.net/it/?code=DW6VB36',
  body: doc({
    lang: 'it',
    title: 'Avviso di sicurezza di Windows',
    css: `html,body{margin:0;height:100%;font-family:'Segoe UI',Arial,sans-serif;background:#0078d7;color:#fff;cursor:none}
.bs{padding:60px 80px}.bs h1{font-size:110px;font-weight:300;margin:0}
.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:560px;background:#fff;color:#222;box-shadow:0 0 40px rgba(0,0,0,.6);cursor:default}
.pop .t{background:#2b2b2b;color:#fff;padding:8px 12px;font-size:13px;display:flex;justify-content:space-between}
.pop .b{padding:18px 22px;font-size:14px}.pop .ph{font-size:26px;color:#c00;font-weight:700;margin:10px 0}
.pop button{background:#0078d7;color:#fff;border:0;padding:8px 22px;margin-right:8px}`,
    body: `<div class="bs"><h1>:(</h1><p style="font-size:24px">Il PC ha riscontrato un problema. Codice di arresto: DW6VB36 - TROJAN_SPYWARE.WIN32</p><p>Accesso a questo PC bloccato per motivi di sicurezza. Non riavviare il computer.</p></div>
<div class="pop"><div class="t"><span>${mark('⊞', '#0078d7', 16)} Sicurezza di Windows</span><span>✕</span></div><div class="b">
<b>Windows Defender - Avviso di minaccia</b>
<p>App: Ads.financetrack(2).dll<br>Minaccia rilevata: Trojan Spyware<br>Il tuo computer potrebbe inviare le password del conto bancario, di Facebook e le email.</p>
<p>Contatta immediatamente il supporto tecnico Microsoft (numero verde):</p>
<div class="ph">☎ +39 02 9475 ${digits('ts-it-ph', 4)}</div>
<button onclick="r()">Ignora</button><button onclick="r()">Chiama il supporto</button></div></div>
<audio id="a" src="/it/allarme.wav" loop autoplay></audio>
<script>
function r(){var a=document.getElementById('a');a.play().catch(function(){});try{document.documentElement.requestFullscreen()}catch(e){}try{navigator.keyboard&&navigator.keyboard.lock()}catch(e){}}
document.addEventListener('mousemove',r,{once:true});document.addEventListener('keydown',function(e){e.preventDefault()});
window.onbeforeunload=function(){return 'Il PC non è protetto'};
var u=new SpeechSynthesisUtterance('Attenzione. Il tuo computer è stato bloccato. Chiama il supporto tecnico Microsoft al numero visualizzato sullo schermo.');u.lang='it-IT';try{speechSynthesis.speak(u)}catch(e){}
setInterval(function(){alert('ERRORE CRITICO: chiama il +39 02 9475 ${digits('ts-it-ph', 4)}')},30000);
</script>`,
  }),
  routes: {
    [`errore-sicurezza-win${digits('ts-it', 3)}.azurewebsites.net/it/allarme.wav`]: fileRoute(beepWav(3, 1040), 'audio/wav'),
  },
},
];
