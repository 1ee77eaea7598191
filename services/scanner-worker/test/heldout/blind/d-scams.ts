import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Tech-support scams, investment / giveaway / doubling scams, fake shops, prize surveys. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-scam-techsupport-defender-beep',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://security-alert-0x7f.windows-defender-helpdesk.live/alert/index.html?ph=18885550174',
  body: doc({
    title: 'Windows Defender Security Center',
    css: `html,body{margin:0;height:100%;overflow:hidden;background:#0078d7;font-family:"Segoe UI",sans-serif;color:#fff}.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:620px;background:#fff;color:#222;box-shadow:0 0 40px #000;z-index:9}.pop .hd{background:#0078d7;color:#fff;padding:10px 16px}.pop .bd{padding:20px}.ph{font-size:26px;font-weight:700;color:#d00}.bg{position:fixed;inset:0;background:url('img/scan.gif') center/cover;opacity:.35}`,
    body: `<div class="bg"></div>
<div class="pop" role="alertdialog"><div class="hd">Windows Defender - Security Warning</div><div class="bd">
<h2>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</h2>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p><ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
<p>Call Microsoft Support: <span class="ph" id="ph">+1-888-555-0174</span> (Toll Free)</p>
<p style="font-size:12px">Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration.</p></div></div>
<audio id="beep" src="media/alert.mp3" loop autoplay></audio>
<script>
var q=new URLSearchParams(location.search).get('ph');if(q){document.getElementById('ph').textContent='+1-'+q.slice(1,4)+'-'+q.slice(4,7)+'-'+q.slice(7)}
window.onbeforeunload=function(){return 'Your computer is at risk!'};
document.addEventListener('click',function(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen).call(d);document.getElementById('beep').play();navigator.keyboard&&navigator.keyboard.lock&&navigator.keyboard.lock()});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){try{var c=new AudioContext(),o=c.createOscillator();o.frequency.value=880;o.connect(c.destination);o.start();setTimeout(function(){o.stop()},400)}catch(e){}},1200);
setInterval(function(){alert('Windows Security Alert! Call +1-888-555-0174 immediately')},8000);
</script>`,
  }),
},

{
  id: 'd-scam-fake-shop-sneakers',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.nb-outlet-sale-uk.shop/products/550-white-green',
  body: doc({
    title: 'New Balance 550 White Green – 80% OFF – NB Outlet UK',
    css: baseCss('#cf0a2c') + `.p{display:grid;grid-template-columns:1fr 1fr;gap:40px;max-width:1100px;margin:30px auto;padding:0 20px}.old{text-decoration:line-through;color:#999}.new{color:#cf0a2c;font-size:30px;font-weight:700}.sz button{border:1px solid #ccc;background:#fff;padding:8px 12px;margin:3px}.trust{font-size:13px;color:#555}`,
    body: `<div style="background:#000;color:#fff;text-align:center;padding:8px;font-size:14px">🔥 BLACK FRIDAY CLEARANCE – UP TO 80% OFF – FREE SHIPPING ON ALL ORDERS 🔥</div>
${siteNav({ brand: 'NB OUTLET', links: ['Men', 'Women', 'Kids', 'Sale', 'Track Order'] })}
<div class="p"><img src="cdn/shop/products/550-white-green-1.jpg" alt="New Balance 550"><div><h1>New Balance 550 White Green</h1><p><span class="old">£120.00</span> <span class="new">£24.99</span> <span style="background:#cf0a2c;color:#fff;padding:2px 6px">SAVE 79%</span></p><p>⏰ Sale ends in <b>00:14:37</b> · 🔥 37 people are viewing this</p><div class="sz">${[6, 7, 8, 9, 10, 11].map((s) => `<button>UK ${s}</button>`).join('')}</div><br><a class="btn btn-block" href="/checkout">ADD TO CART</a>
<p class="trust">✅ Secure checkout ✅ 30-day returns ✅ 100% authentic</p><p class="trust">Payment: bank transfer (extra 10% off) · Crypto · Gift cards</p></div></div>
${siteFooter({ company: 'NB Outlet UK', note: 'Contact: support.nboutletuk@gmail.com · Warehouse: Room 1203, Tower B, Shenzhen' })}
${cookieBanner('en')}`,
  }),
},

{
  id: 'd-scam-fake-shop-furniture-closing',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://moebelhaus-raeumungsverkauf-berlin.de.com/sofas/ecksofa-lenny',
  body: doc({
    title: 'Ecksofa Lenny – Räumungsverkauf – Möbelhaus Berlin',
    lang: 'de',
    css: baseCss('#2a7a4b') + `.p{max-width:1000px;margin:30px auto;display:flex;gap:30px;padding:0 20px}.price{font-size:32px;color:#c00;font-weight:700}`,
    body: `<div style="background:#c00;color:#fff;text-align:center;padding:10px">GESCHÄFTSAUFGABE – ALLES MUSS RAUS – BIS ZU 90% REDUZIERT</div>
${siteNav({ brand: 'Möbelhaus Berlin', links: ['Sofas', 'Betten', 'Tische', 'Küchen', 'Räumungsverkauf'] })}
<div class="p"><img src="img/lenny-grau.jpg" width="480" alt="Ecksofa"><div><h1>Ecksofa Lenny, Cord grau, 280×190 cm</h1><p><s>1.899,00 €</s></p><p class="price">189,00 €</p><p>Nur noch 2 Stück auf Lager! Lieferung in 2–3 Werktagen.</p>
<p><b>Zahlung nur per Vorkasse (Überweisung)</b> – Bei Vorkasse erhalten Sie zusätzlich 5% Rabatt.</p><p>IBAN: LT61 3250 0412 7784 2230 · Empfänger: M. Kowalczyk</p><a class="btn" href="/kasse">In den Warenkorb</a></div></div>
${siteFooter({ company: 'Möbelhaus Berlin', cols: { Service: ['Kontakt', 'Versand', 'Rückgabe'], Rechtliches: ['Impressum', 'AGB', 'Datenschutz'] }, note: 'Impressum: Möbelhaus Berlin GmbH, Musterstraße 1, 10115 Berlin · HRB 000000' })}
${cookieBanner('de')}`,
  }),
},

{
  id: 'd-scam-prize-survey-telco',
  label: 'scam',
  kind: 'prize-survey',
  url: 'https://vodafone-kundenumfrage.gewinn-2026.net/de/survey?sub=a81',
  body: doc({
    title: 'Herzlichen Glückwunsch!',
    lang: 'de',
    css: `body{font-family:Arial;background:#f2f2f2;margin:0}.c{max-width:520px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}.q button{display:block;width:100%;margin:6px 0;padding:12px;border:1px solid #e60000;background:#fff;color:#e60000;border-radius:6px}`,
    body: `<div class="c"><img src="img/vf-logo.png" alt="Vodafone" height="40"><h2>Herzlichen Glückwunsch, Vodafone-Kunde!</h2><p id="d"></p><p>Sie wurden zufällig ausgewählt, an unserer jährlichen Kundenumfrage teilzunehmen. Beantworten Sie 3 Fragen und gewinnen Sie ein <b>iPhone 16 Pro</b>!</p>
<div class="q" id="q"><p><b>Frage 1/3:</b> Wie lange sind Sie schon Vodafone-Kunde?</p><button>Weniger als 1 Jahr</button><button>1–5 Jahre</button><button>Mehr als 5 Jahre</button></div>
<p style="font-size:12px">Nur noch 3 Geschenke verfügbar. Sie müssen nur die Versandkosten von 1,95 € bezahlen.</p></div>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('de-DE',{weekday:'long',day:'numeric',month:'long',year:'numeric'});var n=0;document.getElementById('q').onclick=function(e){if(e.target.tagName!=='BUTTON')return;n++;if(n>=3){location.href='https://claim-prize-now.gewinn-2026.net/shipping?p=iphone16'}else{this.querySelector('p').innerHTML='<b>Frage '+(n+1)+'/3:</b> '+['Sind Sie mit unserem Netz zufrieden?','Würden Sie uns weiterempfehlen?'][n-1]}}</script>`,
  }),
},

{
  id: 'd-scam-task-job-usdt',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://optimize-earn.app-merchant-task.com/#/pages/login',
  body: doc({
    title: 'Merchant Optimization Platform',
    css: `body{background:linear-gradient(#4338ca,#1e1b4b);color:#fff;font-family:Arial;margin:0}.c{max-width:420px;margin:40px auto;background:rgba(255,255,255,.08);border-radius:14px;padding:24px}.c input{width:100%;padding:12px;border-radius:8px;border:0;margin:6px 0}.c button{width:100%;background:#f59e0b;border:0;border-radius:8px;padding:12px;font-weight:700}`,
    body: `<div class="c"><h2>Work from home — earn 300–800 USDT daily</h2><p>Complete 40 product-optimisation tasks per day and earn commission on every order. Top up USDT to unlock premium (VIP3) tasks with 1.5% commission. Withdraw anytime*.</p>
<form><input placeholder="Phone / WhatsApp"><input type="password" placeholder="Password"><input placeholder="Invitation code (required)"><button type="button" onclick="alert('Contact your mentor on WhatsApp to activate your account')">Register</button></form>
<p style="font-size:12px">*Withdrawals require completion of the current task set. Combination orders need a deposit to continue.</p><p>Today's top earner: user_88**21 withdrew 12,480 USDT</p></div>`,
  }),
},

];
