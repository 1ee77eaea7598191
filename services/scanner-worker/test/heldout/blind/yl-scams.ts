import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardFields, cardMaskJs, json, js, cardCss } from '../parts/yl-kit.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yl-dubai-hotel-jobs-visa-fee',
  label: 'scam',
  kind: 'job-visa-fee-scam',
  url: 'https://emirates-hospitality-careers.com/vacancies/dubai-2025',
  body: doc({
    title: 'Urgent Hiring in Dubai – Emirates Hospitality Group | Free Visa & Accommodation',
    css: `*{box-sizing:border-box}body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#2b2b2b;background:#fff}.top{background:#0e2a47;color:#fff;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.top a{color:#ffd27a;text-decoration:none}
.hero{background:linear-gradient(rgba(14,42,71,.75),rgba(14,42,71,.75)),url('/img/burj.jpg') center/cover;color:#fff;padding:60px 30px;text-align:center}.hero h1{font-size:34px;margin:0 0 10px}
.c{max-width:900px;margin:0 auto;padding:30px 20px}table{width:100%;border-collapse:collapse;margin:16px 0}td,th{border:1px solid #e5e5e5;padding:10px;font-size:14px;text-align:left}th{background:#f6f8fa}
.b{background:#f9f3e6;border-left:4px solid #d49b2a;padding:14px;margin:18px 0;line-height:1.6}.wa{display:inline-block;background:#25d366;color:#fff;padding:12px 22px;border-radius:30px;text-decoration:none;font-weight:700}
form{display:grid;grid-template-columns:1fr 1fr;gap:12px}form input,form select{height:42px;border:1px solid #ccc;padding:0 10px;border-radius:4px}form button{grid-column:1/-1;height:46px;background:#0e2a47;color:#fff;border:0;border-radius:4px;font-size:16px}`,
    body: `<div class="top"><b>EMIRATES HOSPITALITY GROUP</b><a href="#apply">Apply now</a></div>
<div class="hero"><h1>Urgent Hiring – 48 Positions in Dubai &amp; Abu Dhabi</h1><p>Tax-free salary · Free visa · Free accommodation &amp; transport · Air ticket</p></div>
<div class="c"><h2>Open vacancies</h2>
<table><tr><th>Position</th><th>Salary (AED / month)</th><th>Vacancies</th></tr>
<tr><td>Front Office Receptionist</td><td>4,500 – 5,500</td><td>8</td></tr><tr><td>Housekeeping Attendant</td><td>3,200 + OT</td><td>15</td></tr><tr><td>Commis Chef</td><td>4,000</td><td>6</td></tr><tr><td>Waiter / Waitress</td><td>3,500 + tips</td><td>12</td></tr><tr><td>Security Guard</td><td>3,800</td><td>7</td></tr></table>
<div class="b"><b>Selection process:</b> Online interview via WhatsApp → Offer letter within 48 hours → Candidate pays the refundable <b>visa processing, medical and Emirates ID fee of AED 1,150</b> (reimbursed with the first salary) → Employment visa issued in 7 working days → Flight ticket sent.<br><br>Payment is accepted by bank transfer or Western Union to our HR coordinator. After payment send the receipt on WhatsApp.</div>
<p><b>HR Coordinator:</b> Mr. Rashid Al Mansoori · <a class="wa" href="https://wa.me/971559128834?text=I%20want%20to%20apply">WhatsApp +971 55 912 8834</a></p>
<h2 id="apply">Apply online</h2>
<form id="ap"><input name="name" placeholder="Full name" required><input name="nat" placeholder="Nationality" required><input name="phone" placeholder="WhatsApp number" required><input name="email" type="email" placeholder="Email" required><select name="pos"><option>Front Office Receptionist</option><option>Housekeeping Attendant</option><option>Commis Chef</option><option>Waiter / Waitress</option><option>Security Guard</option></select><input name="passport" placeholder="Passport number" required><button>Submit application</button></form>
<p id="ok" style="display:none;color:#0a7b34">Thank you! You have been shortlisted. Our HR coordinator will contact you on WhatsApp with your offer letter and the visa fee payment details.</p>
<p style="font-size:12px;color:#888;margin-top:30px">Emirates Hospitality Group LLC · Sheikh Zayed Road, Dubai, UAE · © 2025</p></div>
<script>document.getElementById('ap').onsubmit=function(e){e.preventDefault();fetch('/vacancies/apply.php',{method:'POST',body:new FormData(this)}).finally(function(){document.getElementById('ap').style.display='none';document.getElementById('ok').style.display='block'})};</script>`,
  }),
  routes: { 'emirates-hospitality-careers.com/vacancies/apply.php': json({ ok: true }) },
},
{
  id: 'yl-usdt-mining-daily-returns',
  label: 'scam',
  kind: 'crypto-investment-scam',
  url: 'https://gulf-usdt-mining.com/#/home',
  body: doc({
    title: 'GulfMine – Smart USDT Quantitative Platform',
    css: `*{box-sizing:border-box}body{margin:0;background:#0b1020;color:#e6e9f2;font-family:Inter,Arial,sans-serif}.h{padding:16px 20px;display:flex;justify-content:space-between;align-items:center}.h b{color:#f0b90b;font-size:22px}.h a{color:#fff;background:#f0b90b22;border:1px solid #f0b90b;padding:6px 14px;border-radius:16px;text-decoration:none}
.hero{text-align:center;padding:40px 20px}.hero h1{font-size:32px;margin:0 0 10px}.hero p{color:#9aa3b8}.plans{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:14px;max-width:900px;margin:0 auto;padding:0 16px}
.pl{background:#141b33;border:1px solid #24304f;border-radius:14px;padding:18px}.pl .r{font-size:30px;color:#22c55e;font-weight:800}.pl small{color:#9aa3b8}.pl button{margin-top:12px;width:100%;height:40px;border:0;border-radius:8px;background:#f0b90b;color:#000;font-weight:700}
.ticker{max-width:900px;margin:24px auto;background:#141b33;border-radius:12px;padding:12px 16px;font-size:14px;height:130px;overflow:hidden}.ticker div{padding:4px 0;color:#9aa3b8}.ticker b{color:#22c55e}
.dep{max-width:520px;margin:20px auto;background:#141b33;border-radius:14px;padding:18px;text-align:center}.dep code{display:block;background:#0b1020;padding:10px;border-radius:8px;margin:8px 0;word-break:break-all;color:#f0b90b}`,
    body: `<div class="h"><b>GulfMine</b><a href="#/register">Register +10 USDT</a></div>
<div class="hero"><h1>Earn up to 4.5% daily with AI quantitative trading</h1><p>Licensed in Dubai (DMCC) · 1,284,000 members · Withdraw any time</p></div>
<div class="plans">${[['VIP1', '2.2%', '50 – 999 USDT'], ['VIP2', '3.1%', '1,000 – 4,999 USDT'], ['VIP3', '4.5%', '5,000+ USDT']].map(([a, b, c]) => `<div class="pl"><small>${a}</small><div class="r">${b}<small> / day</small></div><small>${c}</small><button>Invest now</button></div>`).join('')}</div>
<div class="ticker" id="tk"></div>
<div class="dep"><h3>Deposit USDT (TRC20)</h3><code>TW9f3kLr8Qp2XmZ7vN4aB1cY6dE5hJ0sGu</code><p style="color:#9aa3b8;font-size:13px">Invite friends and receive 15% of their daily profit. Minimum withdrawal 100 USDT; withdrawal fee 20%.</p></div>
<script>
var names=['Ahmed***','Fatima***','Omar***','Mehmet***','Sara***','Youssef***','Noura***','Khalid***'];var tk=document.getElementById('tk');
function add(){var d=document.createElement('div');d.innerHTML=names[Math.floor(Math.random()*names.length)]+' withdrew <b>'+(Math.random()*3000+100).toFixed(2)+' USDT</b>';tk.insertBefore(d,tk.firstChild);if(tk.children.length>6)tk.removeChild(tk.lastChild)}
for(var i=0;i<6;i++)add();setInterval(add,2200);
document.querySelectorAll('.pl button').forEach(function(b){b.onclick=function(){document.querySelector('.dep').scrollIntoView({behavior:'smooth'})}});
</script>`,
  }),
},
{
  id: 'yl-mahzooz-winner-release-fee',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://mahzooz-winners-claim.com/claim/?n=0551234567',
  body: doc({
    title: 'Mahzooz – Congratulations Winner',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Arial,sans-serif;background:radial-gradient(circle at top,#ffe37a,#f6b800);min-height:100vh;color:#1d1d1d}.c{max-width:480px;margin:0 auto;padding:24px 16px;text-align:center}
.t{background:#fff;border-radius:16px;padding:22px;box-shadow:0 10px 30px rgba(0,0,0,.15)}.amt{font-size:44px;font-weight:900;color:#0a7b34}.tk{display:inline-block;border:2px dashed #f6b800;padding:8px 16px;border-radius:8px;font-family:monospace;font-size:18px;margin:10px 0}
.s{text-align:left;font-size:14px;line-height:1.7;background:#fffbea;border-radius:10px;padding:12px;margin:14px 0}.wa{display:block;background:#25d366;color:#fff;text-decoration:none;padding:14px;border-radius:10px;font-weight:700;font-size:17px}`,
    body: `<div class="c">${wordmark('mahzooz', '#1d1d1d', { size: 34 })}<div class="t"><h2 style="margin:4px 0">🎉 مبروك! Congratulations!</h2><p>Your mobile number <b id="n"></b> has been selected in the weekly Mahzooz raffle draw.</p>
<div class="amt">AED 150,000</div><div class="tk">Ticket ID: MZ-77-40918</div>
<div class="s"><b>To release your prize:</b><br>1. Contact our claims officer on WhatsApp<br>2. Pay the refundable prize insurance &amp; transfer fee of <b>AED 450</b><br>3. Receive your prize by bank transfer within 24 hours<br><br>Unclaimed prizes are transferred to the next draw after 48 hours.</div>
<a class="wa" href="https://wa.me/971563390217?text=Claim%20MZ-77-40918">Claim on WhatsApp</a></div>
<p style="font-size:12px;margin-top:18px">Mahzooz is managed by EWINGS L.L.C. · Terms apply</p></div>
<script>document.getElementById('n').textContent=(new URLSearchParams(location.search).get('n')||'').replace(/(\\d{3})\\d{4}/,'$1****');</script>`,
  }),
},
{
  id: 'yl-sextortion-bitcoin-page',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://case-8841-notice.com/v/8841c2',
  body: doc({
    title: 'Notice',
    css: `body{margin:0;background:#111;color:#ddd;font-family:Georgia,serif}.c{max-width:680px;margin:40px auto;padding:20px;line-height:1.8;font-size:16px}code{display:block;background:#222;color:#f5c542;padding:12px;border-radius:4px;word-break:break-all;font-size:15px}.t{color:#ff6b6b;font-weight:bold}`,
    body: `<div class="c"><p>Hello,</p><p>I have been monitoring you for several months. Your device was infected with my software when you visited an adult website. I have access to your camera, your contacts, your WhatsApp and your email.</p>
<p>I made a video showing you on one side of the screen and the content you were watching on the other. One click and this video will be sent to your family, your colleagues and your contacts on WhatsApp and Facebook.</p>
<p>To prevent this, transfer <b>$1,450</b> in Bitcoin to the address below. You can buy Bitcoin on Binance, BitOasis or any exchange.</p><code>bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</code>
<p class="t">You have 48 hours from opening this page. <span id="tm"></span></p><p>I will know when you opened it. Do not reply and do not contact the police: I will notice and the video will be sent immediately. After payment the video and my software will be deleted.</p></div>
<script>(function(){var k='t_8841',s=+localStorage.getItem(k)||Date.now();localStorage.setItem(k,s);var e=document.getElementById('tm');setInterval(function(){var r=Math.max(0,s+172800000-Date.now());e.textContent='Remaining: '+Math.floor(r/3600000)+'h '+Math.floor(r%3600000/60000)+'m '+Math.floor(r%60000/1000)+'s'},1000);
new Image().src='/v/px.gif?id=8841c2&t='+Date.now();})();</script>`,
  }),
},
{
  id: 'yl-hizli-kredi-dosya-masrafi',
  label: 'scam',
  kind: 'advance-fee-loan-scam',
  url: 'https://hizli-kredi-onay-basvuru.com/basvuru',
  body: doc({
    title: 'Hızlı Kredi – Findeks Notuna Bakılmaksızın 5 Dakikada Onay',
    lang: 'tr',
    css: cardCss({ bg: '#eef6ff', primary: '#0052cc', radius: 10, width: 520 }) + `.ok{display:none;text-align:center}.ok b{font-size:32px;color:#0a7b34;display:block}.fee{background:#fff8e1;border-radius:8px;padding:12px;font-size:14px;margin:14px 0;text-align:left;line-height:1.7}.iban{font-family:monospace;background:#f3f4f6;padding:8px;border-radius:4px}`,
    body: `<div class="wrap"><div class="logo">${wordmark('KrediOnay', '#0052cc', { size: 28 })}</div><div class="card">
<div id="fm"><h1>Sicil affı kredisi – 250.000 TL'ye kadar</h1><p class="sub">Kara liste, icra veya düşük Findeks notu fark etmez. Banka onaylı, kefilsiz, 36 ay vade. Başvurunuz 5 dakikada sonuçlanır.</p>
<form id="f"><div class="f"><label>Ad Soyad</label><input name="ad" required></div><div class="f"><label>T.C. Kimlik No</label><input name="tc" maxlength="11" required></div><div class="f"><label>Telefon</label><input name="tel" required></div><div class="f"><label>Talep edilen tutar</label><select name="tutar"><option>25.000 TL</option><option>50.000 TL</option><option>100.000 TL</option><option>250.000 TL</option></select></div><button class="btn">Başvur</button></form></div>
<div class="ok" id="ok"><div class="spin"></div></div></div><footer>KrediOnay Finans Danışmanlık © 2025</footer></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var t=this.tutar.value;fetch('/basvuru/kaydet',{method:'POST',body:new FormData(this)});document.getElementById('fm').style.display='none';var ok=document.getElementById('ok');ok.style.display='block';
setTimeout(function(){ok.innerHTML='<p>Tebrikler, krediniz onaylandı!</p><b>'+t+'</b><div class="fee">Kredinizin hesabınıza aktarılabilmesi için <b>dosya masrafı ve sigorta bedeli olan 2.450 TL</b>\\'nin aşağıdaki hesaba yatırılması gerekmektedir. Ödeme dekontunu WhatsApp hattımıza iletmeniz halinde kredi tutarı 1 saat içinde hesabınıza geçer.<div class="iban">TR42 0006 4000 0011 2345 6789 01<br>Alıcı: Ercan Y.</div></div><a class="btn" style="line-height:46px;text-decoration:none" href="https://wa.me/905339102284">WhatsApp ile dekont gönder</a>'},2500)};</script>`,
  }),
  routes: { 'hizli-kredi-onay-basvuru.com/basvuru/kaydet': json({ ok: 1 }) },
},
];
