import type { Entry } from '../entry.js';

/** Tech-support scams and other scams (fake virus alerts, locked browser, prize / giveaway, fake shop). */
export const entries: Entry[] = [
  {
    id: 'tss-apple-icloud-locked',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://apple-security-warning.support-center-help.net/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Apple Security Alert</title></head>
<body style="font-family:Helvetica;background:#000 url(mac-error.png);color:#fff"><div style="width:600px;margin:80px auto;background:#f2f2f2;color:#000;border-radius:10px;padding:24px">
<h2> Apple Security Breach Alert</h2><p>Your Mac has been locked due to suspicious activity. Your iCloud account and Apple Pay were accessed from an unknown device in another country.</p>
<p>Please contact Apple Support at <b>+1 (844) 719-2210</b> immediately to unlock your device. Do not close this window, your data will be lost.</p>
<button onclick="location.href='tel:+18447192210'">Call Apple Support</button></div>
<script>window.onbeforeunload=function(){return 'Your Mac is locked. Call +1 (844) 719-2210';};for(var i=0;i<3;i++){window.open(location.href,'_blank','width=400,height=300');}</script></body></html>`,
  },
  {
    id: 'tss-browser-locked-de',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://sicherheitswarnung-windows.de-hilfe.online/',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Sicherheitswarnung</title></head>
<body style="background:#c00;color:#fff;font-family:Arial;text-align:center;padding-top:60px"><h1>⚠ WARNUNG: Ihr Computer ist gesperrt</h1>
<p>Ihr Browser wurde aus Sicherheitsgründen gesperrt. Es wurden verdächtige Aktivitäten (Pornografie / Malware) festgestellt.</p>
<h2>Rufen Sie sofort den Microsoft Support an: 0800 181 2034</h2><p>Schalten Sie Ihren Computer NICHT aus, da sonst alle Daten gelöscht werden.</p>
<script>document.addEventListener('keydown',function(e){e.preventDefault();});document.oncontextmenu=function(){return false;};</script></body></html>`,
  },
  {
    id: 'scam-prize-survey',
    label: 'scam',
    kind: 'giveaway',
    url: 'https://rewards-winner-2026.com/survey/?lp=iphone16',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Congratulations Amazon user!</title></head>
<body style="font-family:Arial;background:#f3f3f3"><div style="width:520px;margin:20px auto;background:#fff;padding:20px"><h2>Congratulations! You have been selected</h2>
<p>Tuesday, November 25, 2026. Every month we select 10 random users to receive a gift from our sponsors. Answer 3 questions to claim your <b>iPhone 16 Pro</b>! Only pay shipping: $1.95.</p>
<p>Time left: <b id="t">04:59</b></p><p>1. Are you satisfied with Amazon? <button>Yes</button> <button>No</button></p>
<form action="claim.php" method="post"><input name="name" placeholder="Full name"><input name="card" placeholder="Card number for $1.95 shipping"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Claim</button></form>
<div class="fb-comments"><p><b>Jessica M.</b> I got mine yesterday!! 😍</p><p><b>Mike R.</b> Thought it was fake but it actually works</p></div></div>
<script>var s=299;setInterval(function(){s--;document.getElementById('t').textContent='0'+Math.floor(s/60)+':'+('0'+s%60).slice(-2);},1000);</script></body></html>`,
  },
];
