import { htmlRoute, type Entry } from '../entry.js';
import { cardFields, cardJs, doc, mark, mobileCss, siteCss } from '../parts/zu-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zu-safaricom-free-data-share',
  label: 'scam',
  kind: 'data-bundle-giveaway',
  url: 'https://safaricom-25years.free-bundles.live/?ref=wa',
  body: doc({
    title: 'Safaricom 25th Anniversary — 50GB Free Data',
    css: mobileCss('#00a651') + '.bar2{height:14px;background:#eee;border-radius:7px;overflow:hidden}.bar2 div{height:100%;background:#00a651;width:20%}.q{margin:10px 0}',
    body: `<header class="top"><span class="brand">Safaricom</span></header><main class="wrap"><div class="card"><h2>🎉 Safaricom is 25! Get 50GB + Ksh 1,000 airtime FREE</h2><p>Answer 3 questions and share with 10 friends or 5 groups on WhatsApp to activate your bundle.</p>
<div class="q">1. Are you a Safaricom customer? <button onclick="n()">Yes</button></div>
<div class="bar2"><div id="pb"></div></div><p id="c">Shared: 0/10</p><a class="btn" id="sh" href="whatsapp://send?text=Safaricom%20is%20giving%2050GB%20free%20data%20to%20celebrate%2025%20years!%20Get%20yours%20here%20https%3A%2F%2Fsafaricom-25years.free-bundles.live%2F%3Fref%3Dwa">Share on WhatsApp</a>
<div class="card" style="margin-top:14px"><b>Comments</b><p>Wanjiru K: Nimepokea 50GB asante Safaricom 🙏</p><p>Brian O: It works!! just share</p></div></div></main>
<script>var c=0;document.getElementById("sh").addEventListener("click",function(){c=Math.min(10,c+1);document.getElementById("c").textContent="Shared: "+c+"/10";document.getElementById("pb").style.width=(c*10)+"%";if(c>=10)location.href="https://offers-cpa.top/smartlink?sub=ke"});function n(){}</script>`,
  }),
},
{
  id: 'zu-job-dubai-visa-fee',
  label: 'scam',
  kind: 'job-visa-scam',
  url: 'https://emirates-careers-recruit.com/offer/EK-2025-4471',
  body: doc({
    title: 'Offer Letter — Emirates Group Recruitment',
    css: siteCss('#c60c30') + '.letter{max-width:760px;margin:auto;border:1px solid #ddd;padding:36px;font-family:Georgia,serif}',
    body: `<div class="bar"><div class="in"><span class="logo">Emirates Group Careers</span></div></div><div class="content"><div class="letter"><p>Ref: EK/HR/2025/4471 · Dubai, UAE</p><p>Dear Applicant,</p><p>Following your online interview, we are pleased to offer you the position of <b>Airport Customer Service Agent</b> at Dubai International Airport with a monthly salary of <b>AED 9,500</b> plus free accommodation, transport and annual ticket.</p><p>To process your employment visa, medical and Emirates ID, you are required to pay the refundable visa processing fee of <b>USD 380</b> to our approved travel agent within 72 hours. Payment can be made by card below, Western Union, or M-Pesa / MTN MoMo to the agent.</p>
<form method="post" action="/offer/EK-2025-4471/pay"><label>Full name (as in passport)</label><input name="name"><label>Passport number</label><input name="passport"><label>Nationality</label><select name="nat"><option>Kenya</option><option>Nigeria</option><option>Egypt</option><option>Morocco</option></select>${cardFields({ num: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<button>Pay USD 380 and accept offer</button></form><p>Yours sincerely,<br>Mrs. Fatima Al Mansoori<br>HR Manager</p></div></div>${cardJs}`,
  }),
},
{
  id: 'zu-visa-lottery-canada-pl',
  label: 'scam',
  kind: 'job-visa-scam',
  url: 'https://praca-kanada-wiza.pl-rekrutacja.com/',
  body: doc({
    title: 'Praca w Kanadzie z wizą — rekrutacja 2025',
    lang: 'pl',
    css: siteCss('#d52b1e'),
    body: `<div class="bar"><div class="in"><span class="logo">Kanada Praca 2025</span></div></div><div class="content"><h1>Rząd Kanady szuka 15 000 pracowników z Polski i Ukrainy</h1><p>Pracodawca zapewnia wizę LMIA, przelot i zakwaterowanie. Wynagrodzenie od 25 CAD/h. Nie wymagamy znajomości języka angielskiego.</p><p>Jedyny koszt po Twojej stronie to opłata za rozpatrzenie wniosku: <b>490 zł</b> (BLIK lub przelew). W przypadku odmowy zwracamy 100%.</p><form method="post" action="/zgloszenie.php"><label>Imię i nazwisko</label><input name="imie"><label>Telefon / WhatsApp</label><input name="tel"><label>Numer paszportu</label><input name="paszport"><label>Kod BLIK</label><input name="blik" maxlength="6"><button>Wyślij zgłoszenie i zapłać</button></form></div>`,
  }),
},
{
  id: 'zu-doubling-btc-ng',
  label: 'scam',
  kind: 'doubling-scheme',
  url: 'https://naira-crypto-doubler.com/',
  body: doc({
    title: 'CryptoDouble NG — Double your BTC/USDT in 24 hours',
    css: siteCss('#f7931a') + 'body{background:#101418;color:#eee}.plans{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.plan{border:1px solid #f7931a;padding:18px;border-radius:8px}.addr{font-family:monospace;background:#222;padding:8px}',
    body: `<div class="bar"><div class="in"><span class="logo">CryptoDouble</span></div></div><div class="content"><h1>Send any amount — receive 2x back in 24 hours</h1><p>Trusted by 40,000+ Nigerians. Registered with CAC RC-1948822 and SEC Nigeria.</p><div class="plans"><div class="plan"><h3>Starter</h3><p>$50 → $100</p></div><div class="plan"><h3>Gold</h3><p>$500 → $1,100</p></div><div class="plan"><h3>VIP</h3><p>$5,000 → $12,000</p></div></div>
<h3>Send USDT (TRC20) to:</h3><div class="addr">TMx9f8Yq3bGz7a4sPp2R6kWnQj5EdVc1hL</div><h3>or BTC:</h3><div class="addr">bc1q8h6x2z9k3r4p0u7w5n2m8d6y3c9t4e1s0qv7la</div><p>Then send your payment screenshot to our WhatsApp +234 903 114 2287</p>
<h3>Recent payouts</h3><table id="t"></table></div>
<script>var n=["Chinedu","Aisha","Tunde","Blessing","Emeka","Halima"];setInterval(function(){var r=document.getElementById("t").insertRow(0);r.innerHTML="<td>"+n[Math.floor(Math.random()*6)]+"</td><td>received $"+(Math.floor(Math.random()*40)*50+100)+"</td><td>just now</td>"},2500);</script>`,
  }),
},
{
  id: 'zu-invest-tr-ai-robot-news',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://haber-ekonomi-gundem.com/yatirim/ai-robot-2025',
  body: doc({
    title: 'Ünlü iş insanı canlı yayında açıkladı: 10.000 TL ile günde 35.000 TL',
    lang: 'tr',
    css: siteCss('#b50000') + 'article{max-width:720px}',
    body: `<div class="bar"><div class="in"><span class="logo">Ekonomi Gündem</span></div></div><div class="content"><article><h1>Canlı yayında açıkladı: “Türkler artık BIST yapay zekâ robotu ile zengin oluyor”</h1><p>Dün akşamki programda konuşan ünlü iş insanı, geliştirdiği yapay zekâ ticaret robotunun sıradan vatandaşlara da açıldığını söyledi. Sunucu şaşkınlığını gizleyemedi. Merkez Bankası programı durdurmaya çalıştı, ancak...</p><blockquote>“Sadece 10.000 TL yatırın, robot sizin için çalışsın. İlk gün 35.000 TL kazandım.”</blockquote><p>Editörümüz denedi: 7 günde 214.000 TL.</p><p><a class="btn" href="https://quantum-ai-tr.app/kayit?aff=eg22">Hemen Kayıt Ol — Son 17 Yer</a></p><p class="muted">Yorumlar (1.248)</p></article></div>`,
  }),
},
{
  id: 'zu-romance-safety-verify-ma',
  label: 'scam',
  kind: 'romance-verification',
  url: 'https://secure-dating-verify.com/fr/id/yasmine23',
  body: doc({
    title: 'SafeMeet — Vérification de sécurité',
    lang: 'fr',
    css: mobileCss('#e84393'),
    body: `<header class="top"><span class="brand">SafeMeet ✔</span></header><main class="wrap"><div class="card"><h2>Yasmine, 23 ans, Casablanca veut vous rencontrer</h2><p>Pour protéger nos membres contre les faux profils, Yasmine a demandé que vous soyez vérifié avant votre rendez-vous. La vérification est <b>gratuite</b>: nous effectuons une autorisation de 1,00 € sur votre carte.</p><form method="post" action="/fr/id/yasmine23/verify.php"><label>Email</label><input name="email">${cardFields({ num: 'Numéro de carte', exp: 'Expiration', cvv: 'CVV', name: 'Titulaire' })}<button>Obtenir mon ID de sécurité</button></form><p class="muted" style="font-size:9px">En validant vous acceptez un abonnement premium de 89,95 € tous les 14 jours.</p></div></main>${cardJs}`,
  }),
},
{
  id: 'zu-airtime-mtn-bonus-ng',
  label: 'scam',
  kind: 'airtime-scam',
  url: 'https://mtn-y-ello-bonus.com.ng-free.site/',
  body: doc({
    title: 'MTN Y\'ello Bonus — ₦10,000 free airtime',
    css: mobileCss('#ffcb05', '#fffbe6') + 'header.top{color:#000}',
    body: `<header class="top"><span class="brand">MTN</span></header><main class="wrap"><div class="card"><h2>Claim ₦10,000 airtime + 20GB</h2><p>MTN Nigeria is rewarding 5,000 subscribers. Enter your number, then complete one quick offer from our partners to verify you are human.</p><form id="f"><label>MTN number</label><input name="msisdn" placeholder="0803..."><button>Continue</button></form><div id="v" style="display:none"><div class="spinner"></div><p>Generating ₦10,000 voucher... <b>Human verification required</b></p><a class="btn" href="https://cpa-lock.top/cl/ng88?s=mtn">Verify now</a></div></div></main>
<script>document.getElementById("f").onsubmit=function(e){e.preventDefault();this.style.display="none";document.getElementById("v").style.display="block"};</script>`,
  }),
},
];
