import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, beepWav } from '../parts/e-bin.js';
import { b64, doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, countdownScript, FONTS } from '../parts/yn-kit.js';

// Task jobs, "VIP" stock groups, fake trading apps, fake shops, prizes, romance, fake helplines,
// tech-support locks, loan-app harassment, extortion, fake charities and crypto "doubling".

export const entries: Entry[] = [
{
  id: 'yn-task-job-youtube-like-prepaid',
  label: 'scam',
  kind: 'task-job',
  url: 'https://ytlike-earn.work/join?code=RK8812',
  body: doc({
    title: 'Part Time Job | Earn ₹3000-₹8000 Daily from Home',
    lang: 'hi',
    css: `body{background:#f6f6fb;font-family:${FONTS.deva}}.w{max-width:480px;margin:0 auto;background:#fff;min-height:100vh}.top{background:#ff0033;color:#fff;padding:16px}.top h2{margin:0}.p{padding:16px}.t{border:1px solid #eee;border-radius:8px;padding:12px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.t b{color:#0a8a2a}.tab{width:100%;border-collapse:collapse;font-size:13px}.tab td,.tab th{border:1px solid #ddd;padding:6px;text-align:center}.btn{display:block;text-align:center;background:#25d366;color:#fff;text-decoration:none;padding:14px;border-radius:8px;font-weight:bold;margin:10px 0}.btn.tg{background:#229ed9}.rev{font-size:13px;background:#fafafa;border-left:3px solid #ff0033;padding:8px;margin:8px 0}`,
    body: `<div class="w"><div class="top"><h2>▶ YouTube Like &amp; Subscribe Task</h2><div>Part-time / Work from home · Daily payment</div></div>
<div class="p">
<p>नमस्ते! हम एक डिजिटल मार्केटिंग कंपनी हैं जो YouTube चैनलों की रैंकिंग बढ़ाने का काम करती है। आपको बस वीडियो लाइक करना है और स्क्रीनशॉट भेजना है। हर टास्क पर <b>₹50</b> तुरंत आपके UPI में।</p>
<div class="t"><span>Task 1: Like 3 videos</span><b>₹150</b></div>
<div class="t"><span>Task 2: Subscribe 2 channels</span><b>₹100</b></div>
<div class="t"><span>Task 3: Google Maps 5★ review</span><b>₹200</b></div>
<h3>VIP Prepaid Tasks (Merchant tasks)</h3>
<p>पहले 3 फ्री टास्क के बाद आप हमारे Telegram ग्रुप में प्रीपेड टास्क कर सकते हैं — रकम जमा करें, 30% कमीशन के साथ वापस पाएँ:</p>
<table class="tab"><tr><th>Deposit</th><th>Return</th><th>Time</th></tr><tr><td>₹1,000</td><td>₹1,300</td><td>10 min</td></tr><tr><td>₹5,000</td><td>₹6,800</td><td>30 min</td></tr><tr><td>₹20,000</td><td>₹28,000</td><td>1 hour</td></tr><tr><td>₹50,000</td><td>₹75,000</td><td>2 hours</td></tr></table>
<a class="btn" href="https://wa.me/918167204493?text=Hi%20I%20want%20part%20time%20job%20code%20RK8812">WhatsApp पर HR से बात करें</a>
<a class="btn tg" href="https://t.me/ytask_receptionist_priya">Telegram: @ytask_receptionist_priya</a>
<div class="rev">"First day ₹2,350 mila, withdrawal turant aaya" — Sunita, Pune</div>
<div class="rev">"Merchant task se ₹18,000 kamaye ek din mein" — Arjun, Lucknow</div>
<p style="font-size:12px;color:#888">* Registration free. Age 18+. Only 27 seats left today.</p>
</div></div>`,
  }),
},
{
  id: 'yn-fake-institutional-trading-app-deposit',
  label: 'scam',
  kind: 'fake-trading-app',
  url: 'https://m.kotakinst-pro.com/#/recharge',
  body: doc({
    title: 'KI Pro - Institutional Account',
    css: MOBILE_CSS + `.app header{background:#101c3a}.bal{background:linear-gradient(135deg,#101c3a,#2b4a9a);color:#fff;border-radius:12px;padding:16px;margin-bottom:12px}.bal b{font-size:28px}.bk{border:1px dashed #aab;border-radius:8px;padding:12px;font-size:14px;margin:12px 0}.bk div{display:flex;justify-content:space-between;padding:4px 0}.app button{background:#e0a526;color:#101c3a}.ipo{border:1px solid #eee;border-radius:8px;padding:10px;margin:8px 0;font-size:13px}`,
    body: `<div class="app"><header><b>KI Pro</b><span style="margin-left:auto;font-size:12px">Institutional · VIP 3</span></header>
<div class="pad">
<div class="bal">Total Assets (₹)<br><b>4,86,250.00</b><div style="font-size:12px;opacity:.8">Today's P/L +₹38,420 (+8.6%) · Withdrawable ₹0.00</div></div>
<div class="ipo"><b>IPO: Vikran Engineering (institutional quota)</b><br>Allotted: 1,200 shares · Subscription amount due: ₹1,76,400 · Listing gain expected 60%+</div>
<p style="color:#c00;font-size:13px">Your allotted IPO shares will be forfeited and the account frozen if the subscription amount is not paid by 3:00 PM today. Withdrawals are enabled after settlement.</p>
<h3>Recharge (Deposit)</h3>
<p class="muted">For SEBI compliance, deposits are made to our designated collection account. Please transfer only to the account shown below; it changes every day.</p>
<div class="bk"><div><span>Account name</span><b>SHREE BALAJI ENTERPRISES</b></div><div><span>Account no.</span><b>50200087716254</b></div><div><span>IFSC</span><b>HDFC0004471</b></div><div><span>UPI</span><b>balajient71@okaxis</b></div></div>
<div style="text-align:center">${qrSvg('balajient71@okaxis', 150)}</div>
<label>Amount</label><input type="number" value="176400">
<label>UTR / Reference number</label><input type="text" placeholder="12-digit UTR">
<button>I have paid — Submit UTR</button>
<p class="muted" style="text-align:center">Customer service (online 9:00-21:00): contact your assistant in the WhatsApp group</p>
</div></div>`,
  }),
},
{
  id: 'yn-fake-shop-iphone-90-off-upi-only',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://bigbillion-mega-sale.shop/products/iphone-16-pro-max-256gb',
  body: doc({
    title: 'Apple iPhone 16 Pro Max (256 GB) - Desert Titanium | Big Billion Days',
    css: `body{background:#f1f3f6;font-family:Roboto,Arial}.h{background:#2874f0;color:#fff;padding:10px 20px;display:flex;align-items:center;gap:14px}.h i{font-style:italic;font-size:20px;font-weight:700}.h input{flex:1;max-width:500px;height:34px;border:0;padding:0 10px}
.w{max-width:1100px;margin:14px auto;display:flex;gap:16px;background:#fff;padding:20px}.im{width:380px;height:380px;background:#fafafa;display:flex;align-items:center;justify-content:center}.pr{font-size:28px;font-weight:500}.mrp{text-decoration:line-through;color:#878787;margin:0 8px}.off{color:#388e3c;font-weight:500}
.timer{background:#fff3e0;color:#e65100;padding:8px;margin:10px 0;font-weight:500}.buy{background:#fb641b;color:#fff;border:0;height:52px;width:220px;font-size:16px;font-weight:500}.cart{background:#ff9f00;color:#fff;border:0;height:52px;width:220px;font-size:16px;font-weight:500;margin-right:8px}.pay{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)}.pay .b{background:#fff;max-width:380px;margin:60px auto;padding:20px;text-align:center;border-radius:6px}`,
    body: `<div class="h"><i>Flipkart</i><small>Explore <b>Plus</b></small><input placeholder="Search for products, brands and more"></div>
<div class="w"><div class="im"><img src="/products/img/iphone16pm.png" width="300" alt="iPhone 16 Pro Max"></div>
<div><h1 style="font-size:18px;font-weight:400">Apple iPhone 16 Pro Max (Desert Titanium, 256 GB)</h1><div style="color:#388e3c">★ 4.7 · 18,442 Ratings &amp; 1,209 Reviews</div>
<p><span class="pr">₹9,999</span><span class="mrp">₹1,44,900</span><span class="off">93% off</span></p>
<div class="timer">⏰ Big Billion Days deal ends in <b id="t">14:59</b> · Only 7 left in stock!</div>
<ul><li>Bank Offer: extra 10% off on UPI payments</li><li>Free delivery in 2 days</li><li>Cash on Delivery not available for this deal</li></ul>
<button class="cart">ADD TO CART</button><button class="buy" id="buy">BUY NOW</button></div></div>
<div class="pay" id="pay"><div class="b"><h3>Pay ₹9,999 via UPI</h3><p>Scan with any UPI app. Order confirmed automatically after payment.</p>${qrSvg('mega.sale.store@ibl9999', 200)}<p style="font-size:13px">UPI ID: <b>megasalestore.7@ibl</b></p><a href="upi://pay?pa=megasalestore.7@ibl&amp;pn=Flipkart%20Internet&amp;am=9999&amp;cu=INR">Pay with UPI app</a></div></div>
${countdownScript('t', 899)}
<script>document.getElementById('buy').onclick=function(){document.getElementById('pay').style.display='block'}</script>`,
  }),
  routes: { 'bigbillion-mega-sale.shop/products/img/iphone16pm.png': pngRoute(196, 170, 140) },
},
{
  id: 'yn-kbc-lottery-25-lakh-processing-fee',
  label: 'scam',
  kind: 'lottery-prize',
  url: 'https://kbc-lottery-winner.com/check-lottery.html',
  body: doc({
    title: 'KBC Lottery Winner 2025 | Kaun Banega Crorepati Head Office',
    lang: 'hi',
    font: FONTS.deva,
    css: `body{background:#1a0840 radial-gradient(circle at top,#4b1c8f,#1a0840);color:#fff}.w{max-width:720px;margin:0 auto;padding:20px;text-align:center}.g{color:#ffd54a}.card{background:#fff;color:#222;border-radius:8px;padding:20px;text-align:left}input{width:100%;height:40px;margin:6px 0 10px;border:1px solid #aaa;padding:0 8px}button{background:#e91e63;color:#fff;border:0;height:44px;width:100%;font-size:16px}.win{display:none;border:3px dashed #e91e63;padding:14px;margin-top:14px}`,
    body: `<div class="w">${emblem('KBC', '#ffd54a', '#1a0840', 90)}<h1 class="g">कौन बनेगा करोड़पति — लकी ड्रॉ विजेता 2025</h1>
<p>KBC और Jio की ओर से ऑल इंडिया सिम कार्ड लकी ड्रॉ। आपका मोबाइल नंबर <b>₹25,00,000</b> (पच्चीस लाख) की लॉटरी के लिए चुना गया है।</p>
<div class="card"><h3>अपना लॉटरी नंबर चेक करें</h3><form id="c"><label>लॉटरी नंबर</label><input name="lno" placeholder="e.g. 8890" required><label>मोबाइल नंबर</label><input name="mob" required><button>चेक करें</button></form>
<div class="win" id="win">🎉 बधाई हो! लॉटरी नंबर <b id="ln"></b> ने ₹25,00,000 जीते हैं।<br><br>इनाम की राशि प्राप्त करने के लिए हमारे बैंक मैनेजर <b>श्री राणा प्रताप सिंह</b> से WhatsApp पर संपर्क करें: <b>+91 97748 22015</b><br>प्रोसेसिंग फीस और GST (₹12,500) जमा करने के बाद राशि 2 घंटे में आपके खाते में ट्रांसफर कर दी जाएगी।<br><a href="https://wa.me/919774822015">WhatsApp करें</a></div></div>
<p style="font-size:12px;opacity:.7;margin-top:20px">KBC Head Office, Mumbai · Lottery Department · Ref: KBC/JIO/2025/7781</p></div>
<script>document.getElementById('c').onsubmit=function(e){e.preventDefault();document.getElementById('ln').textContent=this.lno.value;document.getElementById('win').style.display='block'}</script>`,
  }),
},
{
  id: 'yn-tech-support-windows-defender-lock-beep',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-security-alert-0x80070.azurewebsites.net/?ph=18008901736',
  body: doc({
    title: 'Windows Defender Security Center',
    css: `body{background:#0078d7;color:#fff;font-family:'Segoe UI',Arial;overflow:hidden}.bar{background:#fff;color:#222;padding:6px 14px;font-size:13px;display:flex;gap:8px;align-items:center}
.modal{position:fixed;top:90px;left:50%;transform:translateX(-50%);width:620px;background:#fff;color:#222;box-shadow:0 10px 40px rgba(0,0,0,.5)}.modal .t{background:#d83b01;color:#fff;padding:10px 16px;font-weight:600}.modal .b{padding:18px 22px;font-size:14px}.ph{font-size:26px;font-weight:700;color:#d83b01}.bt{display:flex;justify-content:flex-end;gap:8px;padding:0 22px 18px}.bt button{height:32px;min-width:100px;border:1px solid #999;background:#eee}.bt .p{background:#0078d7;color:#fff;border:0}
.scan{position:fixed;bottom:0;left:0;right:0;background:#222;padding:12px 20px;font-size:13px}`,
    body: `<div class="bar">⊞ <b>Windows Security</b> — Virus &amp; threat protection</div>
<div style="padding:40px"><h1 style="font-weight:300">Access to this PC has been blocked for security reasons.</h1><p>Windows Defender SmartScreen prevented an unrecognised app from starting. Your computer is infected with Trojan:Win32/Pornic.HK and spyware. The following data has been compromised: Email credentials, Banking passwords, Facebook login, Photos and documents.</p></div>
<div class="modal"><div class="t">⚠ Windows Defender - Security Warning</div><div class="b">
<p><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration.</p>
<p>Call Microsoft Support immediately:</p><p class="ph" id="ph">+1-800-890-1736 (Toll Free)</p>
<p style="font-size:12px;color:#555">Error code: 0x80070424 · Do not shut down or restart your computer</p></div>
<div class="bt"><button>Deny</button><button class="p">Allow</button></div></div>
<div class="scan">Windows Defender scan: <b>3 threats found</b> · Trojan:Win32/Pornic.HK · Spyware:Win32/CredStealer · Adware:Win32/Hotbar · Call <span id="ph2">+1-800-890-1736</span></div>
<audio id="a" src="/alert.wav" autoplay loop></audio>
<script>
var p=new URLSearchParams(location.search).get('ph');if(p){var f='+1-'+p.slice(1,4)+'-'+p.slice(4,7)+'-'+p.slice(7);document.getElementById('ph').textContent=f+' (Toll Free)';document.getElementById('ph2').textContent=f}
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen();document.getElementById('a').play()}catch(e){}});
window.onbeforeunload=function(){return 'Your computer is at risk!'};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){alert('Windows Security Alert! Call Microsoft Support: '+document.getElementById('ph2').textContent)},9000);
</script>`,
  }),
  routes: { 'win-security-alert-0x80070.azurewebsites.net/alert.wav': fileRoute(beepWav(2, 880), 'audio/wav') },
},
{
  id: 'yn-loan-app-defaulter-harassment-page',
  label: 'scam',
  kind: 'loan-harassment',
  url: 'https://loan-defaulter-list.in/fraud/7c41e9',
  body: doc({
    title: 'FRAUD ALERT - Loan Defaulter - Nitin K.',
    lang: 'hi',
    font: FONTS.deva,
    css: `body{background:#111;color:#fff;text-align:center}.w{max-width:600px;margin:0 auto;padding:20px}.st{border:4px solid #e53935;padding:18px;margin-top:16px}.ph{width:160px;height:180px;background:#444;margin:10px auto;border:3px solid #e53935}.b{color:#ff5252;font-size:30px;font-weight:900}.s{font-size:14px;color:#ccc}.pay{background:#fff;color:#111;padding:14px;border-radius:6px;margin-top:14px}`,
    body: `<div class="w"><div class="b">⚠ FRAUD ⚠ धोखेबाज़ ⚠</div>
<div class="st"><div class="ph"></div><h2>NITIN KUMAR — Mob: 98XXXXXX41</h2><p>यह व्यक्ति <b>लोन लेकर भाग गया है</b>। इसने RupeeBus ऐप से ₹8,000 का लोन लिया और चुकाया नहीं। यह एक चोर और फ्रॉड है। इसके परिवार, दोस्तों और ऑफिस के सभी लोगों को यह संदेश भेजा जा रहा है।</p>
<p>This person is a cheater and loan defaulter. All contacts from his phone are being informed. His photos will be shared on social media if payment is not made within 2 hours.</p>
<p class="s">Loan ID: RB-2025-447812 · Due: ₹14,870 (incl. penalty ₹6,870)</p></div>
<div class="pay"><b>बदनामी से बचने के लिए तुरंत भुगतान करें</b><br>UPI: <b>rbrecovery.team@ybl</b><br>${qrSvg('rbrecovery.team@ybl14870', 140)}<br><small>भुगतान के बाद स्क्रीनशॉट WhatsApp करें: +91 70044 81922</small></div></div>`,
  }),
},
{
  id: 'yn-cyber-police-browser-lock-fine-hi',
  label: 'scam',
  kind: 'police-lock-extortion',
  url: 'https://cybercrime-gov-notice.top/lock/?id=IN-88213',
  body: doc({
    title: 'साइबर अपराध प्रकोष्ठ - ब्राउज़र अवरुद्ध',
    lang: 'hi',
    font: FONTS.deva,
    css: `body{background:#f5f5f5;margin:0}.h{background:#0b2e6b;color:#fff;padding:10px 20px;display:flex;gap:12px;align-items:center}.w{max-width:900px;margin:20px auto;background:#fff;border:2px solid #b71c1c;padding:24px}.r{color:#b71c1c}.f{display:flex;gap:16px}.pay{border:1px solid #ccc;padding:14px;flex:1}input{width:100%;height:38px;margin:6px 0}button{background:#b71c1c;color:#fff;border:0;height:42px;width:100%}`,
    body: `<div class="h">${emblem('CC', '#0b2e6b', '#fff', 44)}<div><b>भारत सरकार — राष्ट्रीय साइबर अपराध प्रकोष्ठ</b><br><small>National Cyber Crime Cell, Ministry of Home Affairs</small></div></div>
<div class="w"><h1 class="r">आपका ब्राउज़र अवरुद्ध कर दिया गया है!</h1>
<p>आपके कंप्यूटर से IP पता <b id="ip">103.*.*.*</b> द्वारा प्रतिबंधित अश्लील सामग्री (चाइल्ड पोर्नोग्राफी) देखी गई है। यह भारतीय दंड संहिता / सूचना प्रौद्योगिकी अधिनियम 2000 की धारा 67B के अंतर्गत दंडनीय अपराध है जिसमें 5 वर्ष तक का कारावास हो सकता है।</p>
<p>Your browser has been blocked for viewing prohibited content. To unlock and avoid arrest, pay a fine of <b>₹ 29,000</b> within 6 hours. Otherwise a FIR will be registered and local police will visit your address.</p>
<div class="f"><div class="pay"><h3>जुर्माना भुगतान (UPI)</h3>${qrSvg('cyberfine.nccc@axl29000', 150)}<p>UPI ID: cyberfine.nccc@axl</p></div>
<div class="pay"><h3>भुगतान के बाद</h3><form id="u"><label>UTR संख्या</label><input name="utr"><label>मोबाइल नंबर</label><input name="mob"><button>ब्राउज़र अनलॉक करें</button></form><p style="font-size:12px">समय शेष: <b id="t">05:59:59</b></p></div></div></div>
<script>
document.getElementById('ip').textContent='103.'+(Math.random()*255|0)+'.'+(Math.random()*255|0)+'.'+(Math.random()*255|0);
history.pushState(null,'',location.href);window.addEventListener('popstate',function(){history.pushState(null,'',location.href)});
document.addEventListener('keydown',function(e){if(e.key==='F5'||e.key==='Escape'||(e.ctrlKey&&e.key==='w')){e.preventDefault()}});
document.body.addEventListener('click',function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){})});
</script>`,
  }),
},
{
  id: 'yn-flood-relief-fake-charity-personal-upi',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://assam-flood-relief-fund.org/donate',
  body: doc({
    title: 'Assam Flood Relief 2025 — Donate Now | Help 5 Lakh Families',
    css: `body{font-family:Arial;background:#f7faf9}.hero{background:#0d4f3c;color:#fff;padding:30px 20px;text-align:center}.w{max-width:760px;margin:0 auto;padding:20px}.bar{height:14px;background:#ddd;border-radius:7px}.bar i{display:block;height:14px;width:73%;background:#f9a825;border-radius:7px}.amts button{margin:4px;padding:10px 18px;border:1px solid #0d4f3c;background:#fff;border-radius:20px}.upi{background:#fff;border:1px solid #ddd;border-radius:8px;padding:16px;text-align:center}`,
    body: `<div class="hero"><h1>Assam is drowning. 5 lakh families need you today.</h1><p>Food packets · Clean water · Medicines · Temporary shelter</p></div>
<div class="w"><p><b>₹ 73,48,210</b> raised of ₹1,00,00,000 · 11,920 donors</p><div class="bar"><i></i></div>
<p>Our volunteers are on the ground in Dhemaji, Lakhimpur and Barpeta. Every ₹500 feeds a family for a week. 100% of your donation goes directly to the victims. <b>Donate via UPI for fastest transfer.</b></p>
<div class="amts"><button>₹500</button><button>₹1,000</button><button>₹2,500</button><button>₹5,000</button><button>₹10,000</button></div>
<div class="upi"><h3>Scan &amp; Donate</h3>${qrSvg('rahul.sharma4471@paytm', 170)}<p>UPI: <b>rahul.sharma4471@paytm</b><br>(Account of our field coordinator Rahul Sharma)</p><p style="font-size:12px;color:#888">Tax exemption certificate will be sent on WhatsApp after donation: +91 93651 20478</p></div>
<p style="font-size:12px;color:#888">Assam Flood Relief Fund is a people's initiative. Registration under process.</p></div>`,
  }),
},
{
  id: 'yn-usdt-doubling-platform-referral',
  label: 'scam',
  kind: 'crypto-investment',
  url: 'https://usdt-earn-pro.vip/#/pages/invest',
  body: doc({
    title: 'USDT Earn Pro | Quantitative Trading 3.5% Daily',
    css: MOBILE_CSS + `body{background:#0b0e11}.app{background:#12161c;color:#eaecef}.app header{background:#12161c}.pl{border:1px solid #2b3139;border-radius:10px;padding:14px;margin:10px 0}.pl b{color:#f0b90b;font-size:20px}.app button{background:#f0b90b;color:#12161c}.addr{background:#1e2329;padding:10px;border-radius:6px;font-family:monospace;font-size:13px;word-break:break-all}`,
    body: `<div class="app"><header><b style="color:#f0b90b">USDT Earn Pro</b><span style="margin-left:auto;font-size:12px">AI Quant · Since 2021</span></header><div class="pad">
<p>Our AI quantitative robot trades on Binance, OKX and Huobi 24/7. Deposit USDT and earn fixed daily profit. Invite friends and earn 15% of their deposits.</p>
<div class="pl">VIP1 · 100-999 USDT<br><b>3.5% daily</b> · 30 days · Total 205%</div>
<div class="pl">VIP2 · 1,000-4,999 USDT<br><b>4.8% daily</b> · 45 days · Total 316%</div>
<div class="pl">VIP3 · 5,000+ USDT<br><b>6.2% daily</b> · 60 days · Total 472%</div>
<h3>Recharge (TRC20)</h3><div class="addr">TXk8pQm3VYjR7wZs2aDfLcN9hE4tBuG6oW</div><p class="muted">Minimum deposit 100 USDT. Withdrawal fee 10%. Withdrawals require a 20% tax deposit for first-time users.</p>
<button onclick="navigator.clipboard&&navigator.clipboard.writeText('TXk8pQm3VYjR7wZs2aDfLcN9hE4tBuG6oW')">Copy Address</button>
<p class="muted" style="text-align:center">Customer service: Telegram @usdtearnpro_cs</p></div></div>`,
  }),
},
];
