import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, jsonRoute, jsRoute, pe, cfb, zip } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-subscription-trap-iphone-prize-nl',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://prijsvraag-klantonderzoek.nl/gefeliciteerd/?s=7723',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Gefeliciteerd! U bent geselecteerd</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#eef2f7}.c{max-width:460px;margin:20px auto;background:#fff;padding:22px;border-radius:10px;text-align:center}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #ccc;background:#fff;border-radius:6px;font-size:15px}.b{background:#16a34a;color:#fff;border:0;padding:14px;width:100%;font-size:17px;border-radius:6px}</style></head><body>
<div class="c" id="c"><p style="color:#666">Klantonderzoek <span id="d"></span></p><h2>Gefeliciteerd, Vodafone-gebruiker!</h2><p>U bent willekeurig geselecteerd om deel te nemen aan ons korte onderzoek. Beantwoord 3 vragen en maak kans op een <b>iPhone 16 Pro</b> voor slechts <b>€ 1,95</b>.</p>
<div class="q" id="q"></div></div>
<script>
document.getElementById('d').textContent=new Date().toLocaleDateString('nl-NL');
var qs=[['Hoe tevreden bent u met uw provider?',['Zeer tevreden','Tevreden','Niet tevreden']],['Hoe vaak gebruikt u uw telefoon?',['Elk uur','Dagelijks','Soms']],['Zou u ons aanbevelen?',['Ja','Misschien','Nee']]],i=0;
function show(){if(i>=qs.length){document.getElementById('c').innerHTML='<h2>&#127881; Er is nog 1 iPhone 16 Pro beschikbaar!</h2><p>Betaal alleen de verzendkosten van € 1,95.</p><a href="/claim/creditcard"><button class="b">Claim nu</button></a><p style="font-size:10px;color:#999">Door te betalen wordt u lid van Winactie Premium Club met een proefperiode van 5 dagen, daarna € 49,95 per 14 dagen tot opzegging. Uw deelname geeft u kans op het winnen van de prijs; de trekking vindt plaats onder alle deelnemers.</p>';return}
var q=qs[i];document.getElementById('q').innerHTML='<p><b>Vraag '+(i+1)+'/3:</b> '+q[0]+'</p>'+q[1].map(function(a){return '<button onclick="i++;show()">'+a+'</button>'}).join('')}
show();
</script></body></html>`,
  routes: {
    'prijsvraag-klantonderzoek.nl/claim/creditcard': htmlRoute('<!doctype html><html lang="nl"><head><title>Verzendkosten betalen</title></head><body style="font-family:Arial;max-width:440px;margin:30px auto"><h2>Verzendkosten € 1,95</h2><form method="post" action="/claim/pay"><input name="naam" placeholder="Naam"><br><input name="kaart" placeholder="Creditcardnummer"><br><input name="exp" placeholder="MM/JJ"><br><input name="cvc" placeholder="CVC"><br><button>Betalen</button></form><p style="font-size:10px">Abonnement € 49,95 / 14 dagen na proefperiode.</p></body></html>'),
  },
},
  {
  id: 'zg-malware-parcel-tracking-apk-au',
  label: 'malware',
  kind: 'parcel-app',
  url: 'https://auspost-track-app.parcel-notice.com/voicemail/?id=ZX0912',
  body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Australia Post – Track your parcel</title>
<style>body{margin:0;font-family:Arial,sans-serif}.h{background:#dc1928;color:#fff;padding:14px 22px;font-weight:700;font-size:20px}.c{max-width:480px;margin:0 auto;padding:22px}.b{display:block;background:#dc1928;color:#fff;text-align:center;padding:14px;border-radius:6px;text-decoration:none;font-size:17px}ol{font-size:14px}</style></head><body>
<div class="h">Australia Post</div><div class="c"><h2>Your parcel ZX0912 is waiting</h2><p>We attempted delivery but nobody was home. To choose a new delivery time and listen to the courier's voicemail, install the <b>AusPost Tracking</b> app.</p>
<a class="b" href="/apk/AusPostTrack.apk">Download the app (Android)</a>
<ol><li>If Chrome warns "this type of file can harm your device", tap <b>Download anyway</b>.</li><li>Open the file and allow <b>Install unknown apps</b> in Settings.</li><li>Open the app and enable the <b>Accessibility service</b> to receive notifications.</li></ol>
<p style="font-size:12px;color:#666">iPhone users: the app will be available soon.</p></div></body></html>`,
  routes: { 'auspost-track-app.parcel-notice.com/apk/AusPostTrack.apk': fileRoute(apk('com.parcel.tracker.au', 'AusPost Tracking', ['https://c2.parcel-notice.com/gate.php', 'SMS_RECEIVED', 'overlay_inject'] ), 'application/vnd.android.package-archive', 'AusPostTrack.apk') },
},
  {
  id: 'zg-scam-techsupport-defender-popup-call',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-security-alert-0x80070643.com/?phone=18885550147&lang=en',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Windows Defender Security Center</title>
<style>body{margin:0;background:#0078d7;font-family:Segoe UI,Arial,sans-serif;color:#fff}.w{background:#fff;color:#000;max-width:560px;margin:60px auto;border:1px solid #666;box-shadow:0 0 30px #000}.t{background:#d32f2f;color:#fff;padding:10px 16px;font-weight:600}.bd{padding:18px}.ph{font-size:24px;font-weight:700;color:#d32f2f}.btn{background:#0078d7;color:#fff;border:0;padding:8px 22px;margin:4px}</style></head><body>
<p style="padding:12px">Windows Defender - Security Warning</p>
<div class="w"><div class="t">&#9888; Access to this PC has been blocked for security reasons</div><div class="bd">
<p><b>Error code: 0x80070643</b></p><p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p><ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files.</p>
<p>Call Microsoft Support: <span class="ph" id="ph"></span> (Toll Free)</p>
<p style="font-size:12px">Closing this window may put your personal information at risk and lead to a suspension of your Windows registration.</p>
<button class="btn">Deny</button><button class="btn">Allow</button></div></div>
<audio id="a" loop autoplay src="/alert.mp3"></audio>
<script>var p=new URLSearchParams(location.search).get('phone')||'18885550147';document.getElementById('ph').textContent='+1-'+p.slice(1,4)+'-'+p.slice(4,7)+'-'+p.slice(7);
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById('a').play()});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Are you sure?'};</script></body></html>`,
  routes: { 'win-security-alert-0x80070643.com/alert.mp3': fileRoute(Buffer.from('494433030000000000000000', 'hex'), 'audio/mpeg') },
},
];
