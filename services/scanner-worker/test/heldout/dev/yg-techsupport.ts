import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-helpdesk-apple-nl-pushnotif',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://push-melding.veilig-check.nl.eu.org/mac/',
  body: doc({
    lang: 'nl',
    title: 'Apple Beveiligingswaarschuwing',
    css: `body{margin:0;font-family:-apple-system,'Helvetica Neue',Arial,sans-serif;background:#f5f5f7;color:#1d1d1f}
.bar{background:#333;color:#fff;font-size:13px;padding:4px 10px}
.w{max-width:520px;margin:70px auto;background:#fff;border-radius:12px;box-shadow:0 10px 40px rgba(0,0,0,.2);padding:26px;text-align:center}
.w h2{color:#d70015}.sc{height:8px;background:#eee;border-radius:4px;margin:14px 0}.sc i{display:block;height:8px;width:0;background:#d70015;border-radius:4px;transition:width 4s}
.tel{font-size:28px;font-weight:700;margin:12px 0}
.n{text-align:left;font-size:13px;background:#fafafa;border-radius:8px;padding:10px;margin-top:12px}`,
    body: `<div class="bar"> Finder  Archief  Wijzig  Weergave</div>
<div class="w"><h2>⚠️ Uw Mac is geïnfecteerd met 3 virussen</h2><p>Scan voltooid: 3 bedreigingen gevonden. Uw iCloud-foto's, wachtwoorden en bankgegevens lopen risico.</p><div class="sc"><i id="p"></i></div>
<p>Bel Apple Support (gratis) om de virussen te verwijderen:</p><div class="tel">📞 020 808 ${digits('ts-nl', 4)}</div>
<div class="n">Trojan.MacOS.Generic<br>Adware.Pirrit<br>Spyware.Keylogger.AX</div>
<button id="nt" style="margin-top:14px;padding:10px 20px;border-radius:8px;border:0;background:#0071e3;color:#fff">Bescherming inschakelen</button></div>
<script>setTimeout(function(){document.getElementById('p').style.width='100%'},100);
document.getElementById('nt').onclick=function(){if('Notification' in window)Notification.requestPermission().then(function(p){if(p==='granted'&&navigator.serviceWorker)navigator.serviceWorker.register('/mac/sw.js')});location.href='/mac/scan.html'};
var ctx;document.addEventListener('click',function(){if(ctx)return;ctx=new (window.AudioContext||window.webkitAudioContext)();var o=ctx.createOscillator();o.frequency.value=880;o.connect(ctx.destination);o.start()});</script>`,
  }),
  routes: {
    'push-melding.veilig-check.nl.eu.org/mac/sw.js': jsRoute(`self.addEventListener('push',function(e){e.waitUntil(self.registration.showNotification('Apple Security',{body:'Virus gevonden! Bel direct 020 808 ${digits('ts-nl', 4)}',requireInteraction:true}))});self.addEventListener('notificationclick',function(e){e.notification.close();clients.openWindow('/mac/')});`),
  },
},
];
