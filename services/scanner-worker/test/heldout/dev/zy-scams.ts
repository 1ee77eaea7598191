import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, doc, fileRoute, jsonRoute, kilatLogo, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-task-job-recharge-dashboard-id',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://app.mitra-tugas-harian.com/#/tasks',
  body: doc({
    title: 'MitraTugas — Pusat Tugas',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;background:#f5f3ff;font-family:"Segoe UI",Arial;color:#241d3b}.top{background:#6d28d9;color:#fff;padding:18px}.bal{display:flex;gap:12px;margin-top:12px}.bal div{flex:1;background:rgba(255,255,255,.15);border-radius:10px;padding:10px}.bal b{display:block;font-size:20px}
.w{max-width:480px;margin:0 auto}.task{background:#fff;margin:10px;border-radius:12px;padding:14px;display:flex;justify-content:space-between;align-items:center}.task small{color:#7c6fa6}.task button{background:#6d28d9;color:#fff;border:0;border-radius:8px;padding:8px 12px}
.lock{opacity:.6}.vip{background:#fff7e0;border:1px solid #fcd34d;border-radius:12px;margin:10px;padding:14px;font-size:14px}.modal{position:fixed;inset:0;background:rgba(0,0,0,.5);display:none;align-items:center;justify-content:center}.modal .c{background:#fff;border-radius:14px;padding:20px;width:330px}`,
    body: `<div class="w"><div class="top"><b>MitraTugas</b> · ID 884201 · VIP1<div class="bal"><div>Saldo<b>Rp 1.184.000</b></div><div>Komisi hari ini<b>Rp 84.000</b></div><div>Tugas<b>18/30</b></div></div></div>
<div class="vip">🔥 <b>Tugas Gabungan (Combo) tersedia!</b> Komisi 30% — selesaikan 3 tugas pesanan berturut-turut. Saldo kurang Rp 1.650.000: lakukan isi ulang untuk melanjutkan. Modal + komisi dikembalikan setelah combo selesai.</div>
<div class="task"><div>👍 Like &amp; follow akun TikTok @tokoherbal.id<br><small>Komisi Rp 5.000</small></div><button>Selesai ✔</button></div>
<div class="task"><div>⭐ Beri ulasan bintang 5 di Google Maps "Hotel Sinar"<br><small>Komisi Rp 8.000</small></div><button>Selesai ✔</button></div>
<div class="task lock"><div>🛒 Pesanan Combo #1 — Rp 1.650.000<br><small>Komisi Rp 495.000</small></div><button id="cb">Kerjakan</button></div>
<div class="task lock"><div>🛒 Pesanan Combo #2 — Rp 4.200.000<br><small>Komisi Rp 1.260.000</small></div><button disabled>🔒</button></div>
<div class="modal" id="md"><div class="c"><h3>Isi Ulang Saldo</h3><p style="font-size:14px">Transfer ke rekening penampung resmi berikut, lalu kirim bukti ke mentor Telegram <b>@Mentor_Sari_MT</b>:</p><p style="background:#f5f3ff;padding:10px;border-radius:8px">BCA <b>7615-0389-21</b><br>a.n. <b>CV BERKAH DIGITAL MANDIRI</b><br>atau USDT (TRC20):<br><code style="font-size:11px">TQ7x9rHbdM2CkLq8VwPnZ3aYJfE4sUtG6N</code></p><button onclick="md.style.display='none'" style="width:100%;background:#6d28d9;color:#fff;border:0;border-radius:8px;padding:12px">Saya sudah transfer</button></div></div>
<p style="text-align:center;font-size:12px;color:#7c6fa6;padding:20px">Penarikan minimal Rp 200.000 · Penarikan diproses setelah semua tugas hari ini selesai</p></div>
<script>document.getElementById("cb").onclick=function(){document.getElementById("md").style.display="flex"};</script>`,
  }),
},
{
  id: 'zy-amazon-online-job-pk-registration-fee',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://amazon-jobs-pk.online-earning.pk/apply',
  body: doc({
    title: 'Amazon Online Job Pakistan 2025 — Earn Rs 5000 Daily From Home',
    lang: 'ur',
    css: `body{margin:0;font-family:Arial,"Noto Nastaliq Urdu";background:#f3f3f3}.h{background:#131921;color:#fff;padding:12px 18px;font-weight:700;font-size:20px}.h span{color:#ff9900}.c{max-width:560px;margin:18px auto;background:#fff;padding:22px}
.u{direction:rtl;text-align:right;line-height:2;font-size:17px}.pkg{display:flex;gap:10px}.pkg div{flex:1;border:2px solid #ff9900;border-radius:8px;padding:10px;text-align:center;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #bbb}
button{width:100%;background:#ff9900;border:0;padding:13px;font-weight:700;font-size:16px}.pr{display:flex;gap:8px;overflow:auto}.pr img{width:90px;height:70px;background:#ddd}`,
    body: `<div class="h">amazon <span>jobs</span> · Pakistan</div>
<div class="c"><h2>Work From Home — Product Review Job</h2><p class="u">گھر بیٹھے روزانہ 5,000 سے 15,000 روپے کمائیں! صرف موبائل فون سے ایمیزون پروڈکٹس کو ریویو کریں۔ تعلیم کی کوئی شرط نہیں، طالب علم اور خواتین بھی اپلائی کر سکتی ہیں۔</p>
<div class="pkg"><div><b>Basic</b><br>Rs 1,500 fee<br>Earn Rs 2,000/day</div><div><b>Silver</b><br>Rs 3,500 fee<br>Earn Rs 5,000/day</div><div><b>Gold</b><br>Rs 7,000 fee<br>Earn Rs 15,000/day</div></div>
<p class="u">رجسٹریشن فیس ایزی پیسہ یا جاز کیش پر بھیجیں: <b>0345-7781204</b> (محمد عمران) اور اسکرین شاٹ واٹس ایپ کریں۔ فیس پہلے دن کی کمائی سے واپس ہو جائے گی۔</p>
<form method="post" action="/apply/submit"><label>Full name</label><input name="name"><label>CNIC</label><input name="cnic"><label>WhatsApp number</label><input name="wa"><label>Package</label><select name="pkg" style="width:100%;padding:10px"><option>Basic</option><option selected>Silver</option><option>Gold</option></select><label>Transaction ID (TID) of fee</label><input name="tid"><button>Submit Application</button></form>
<p style="font-size:12px;color:#666">✔ 12,400+ members paid this month · Payment proof group on WhatsApp</p></div>`,
  }),
},
{
  id: 'zy-kilat-anniversary-raffle-gcash-fee',
  label: 'scam',
  kind: 'prize-fee-scam',
  url: 'https://kilat-5thanniversary-raffle.com/winner/KLT-PH-00418',
  body: doc({
    title: 'Kilat 5th Anniversary Grand Raffle — Official Winner Claim',
    lang: 'fil',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Poppins,Arial;background:#fff8e6}.b{background:#00a86b;color:#fff;text-align:center;padding:24px}.b h1{margin:8px 0;font-size:26px}
.c{max-width:520px;margin:18px auto;background:#fff;border-radius:14px;padding:22px;box-shadow:0 4px 16px rgba(0,0,0,.08)}.prize{font-size:22px;font-weight:700;color:#0b6b48;text-align:center}
.fee{background:#f4fbf8;border:1px dashed #00a86b;border-radius:10px;padding:12px;margin:14px 0;font-size:14px}.dti{font-size:11px;color:#777;text-align:center}
.cd{font-size:26px;font-weight:700;text-align:center;color:#c0392b}a.btn{display:block;text-align:center;background:#00a86b;color:#fff;padding:14px;border-radius:10px;font-weight:700;text-decoration:none}`,
    body: `<div class="b">${kilatLogo(30).replace('#0b3d2e', '#ffffff')}<h1>🎉 CONGRATULATIONS! 🎉</h1><p>Kilat 5th Anniversary Grand Raffle · Draw Date: June 28, 2025</p></div>
<div class="c"><p>Raffle ticket <b>KLT-PH-00418</b> has been drawn as a winner of:</p><div class="prize">🚗 Brand-new Toyota Vios 1.3 XLE CVT<br>+ ₱50,000 cash</div>
<div class="fee">To release your prize, please settle the <b>processing fee and 20% prize tax (DTI/BIR)</b> amounting to <b>₱4,850.00</b> via GCash to our authorized claims officer:<br><br>GCash: <b>0917 553 8821</b> — <b>MA***A L. R.</b><br><br>Send the screenshot of the receipt on Messenger/Viber to Ms. Marites, Kilat Claims Department.</div>
<p class="cd" id="cd">23:59:12</p><p style="text-align:center;font-size:13px">Unclaimed prizes will be forfeited and redrawn when the timer ends.</p>
<a class="btn" href="https://m.me/kilat.claims.ph.official">Claim my prize now</a>
<p class="dti">DTI Fair Trade Permit No. FTEB-188231 Series of 2025 · Kilat Philippines Inc.</p></div>
<script>var t=86352;setInterval(function(){t--;var h=Math.floor(t/3600),m=Math.floor(t%3600/60),s=t%60;document.getElementById("cd").textContent=[h,m,s].map(function(x){return String(x).padStart(2,"0")}).join(":")},1000);</script>`,
  }),
},
{
  id: 'zy-cabutan-bertuah-tahniah-malay',
  label: 'scam',
  kind: 'prize-fee-scam',
  url: 'https://cabutan-bertuah-1212.shop-my.com/tahniah.html',
  body: doc({
    title: 'Tahniah! Pemenang Cabutan Bertuah 12.12',
    lang: 'ms',
    css: `body{margin:0;font-family:Arial;background:#ee4d2d url() ;color:#222}.w{max-width:440px;margin:0 auto;background:#fff;min-height:100vh}.h{background:#ee4d2d;color:#fff;padding:20px;text-align:center}
.h h1{margin:0;font-size:26px}.p{padding:18px}.wheel{width:200px;height:200px;border-radius:50%;margin:10px auto;background:conic-gradient(#ffd54f 0 45deg,#ff7043 0 90deg,#fff176 0 135deg,#ef5350 0 180deg,#ffd54f 0 225deg,#ff7043 0 270deg,#fff176 0 315deg,#ef5350 0);border:6px solid #ee4d2d}
.cm{border-top:1px solid #eee;padding:10px 0;font-size:13px}.cm b{color:#ee4d2d}a.wa{display:block;background:#25d366;color:#fff;text-align:center;padding:14px;border-radius:6px;font-weight:700;text-decoration:none;margin-top:14px}`,
    body: `<div class="w"><div class="h"><h1>TAHNIAH!</h1><p>Anda pemenang Hadiah Kedua Cabutan Bertuah 12.12</p></div>
<div class="p"><div class="wheel"></div><p style="text-align:center;font-size:20px"><b>RM 38,000 tunai + Honda City</b></p>
<p>Kod pemenang: <b>SPM-1212-77301</b>. Sila hubungi ejen kami melalui WhatsApp untuk proses tuntutan. Caj pendaftaran dan insurans hadiah RM 350 perlu dijelaskan sebelum hadiah dihantar ke alamat anda.</p>
<a class="wa" href="https://wa.me/60112384477?text=Saya%20pemenang%20kod%20SPM-1212-77301">Tuntut melalui WhatsApp</a>
<div style="margin-top:18px"><div class="cm"><b>Aisyah K.</b> Alhamdulillah dah terima RM38k semalam, terima kasih!</div><div class="cm"><b>Tan W. L.</b> Ingat scam rupanya betul2 dapat kereta 😍</div><div class="cm"><b>Muthu R.</b> Proses cepat, ejen sangat membantu.</div></div></div></div>`,
  }),
},
{
  id: 'zy-bd-daily-profit-mlm-bkash-deposit',
  label: 'scam',
  kind: 'investment-ponzi',
  url: 'https://dailyincome-bd.com/invest.php',
  body: doc({
    title: 'Daily Income BD — প্রতিদিন ইনকাম',
    lang: 'bn',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Hind Siliguri",Arial;background:#eef6ff}.h{background:#0f766e;color:#fff;padding:16px;text-align:center}.w{max-width:480px;margin:0 auto;padding:14px}
.pl{background:#fff;border-radius:12px;padding:14px;margin:10px 0;box-shadow:0 2px 8px rgba(0,0,0,.06)}.pl b{color:#0f766e;font-size:18px}.pl .r{display:flex;justify-content:space-between;font-size:14px;margin-top:6px}
.dep{background:#fff;border-radius:12px;padding:14px}.num{font-size:20px;font-weight:700;color:#e2136e}input{width:100%;padding:10px;border:1px solid #ccd;border-radius:8px;margin:6px 0}button{width:100%;background:#0f766e;color:#fff;border:0;border-radius:8px;padding:12px}`,
    body: `<div class="h"><h2 style="margin:0">Daily Income BD</h2><p style="margin:4px 0 0">ঘরে বসে প্রতিদিন ৩%–৫% লাভ · রেফার করলে ১০% বোনাস</p></div>
<div class="w"><div class="pl"><b>স্টার্টার প্ল্যান</b><div class="r"><span>বিনিয়োগ ৳ ১,০০০</span><span>দৈনিক লাভ ৳ ৩০</span><span>৬০ দিন</span></div></div>
<div class="pl"><b>সিলভার প্ল্যান</b><div class="r"><span>বিনিয়োগ ৳ ৫,০০০</span><span>দৈনিক লাভ ৳ ২০০</span><span>৯০ দিন</span></div></div>
<div class="pl"><b>গোল্ড প্ল্যান</b><div class="r"><span>বিনিয়োগ ৳ ২০,০০০</span><span>দৈনিক লাভ ৳ ১,০০০</span><span>১২০ দিন</span></div></div>
<div class="dep"><p>ডিপোজিট করতে নিচের পার্সোনাল নম্বরে <b>সেন্ড মানি</b> করুন (ক্যাশ আউট নয়):</p><p>বিকাশ: <span class="num">01712-448390</span><br>নগদ: <span class="num">01894-220173</span></p>
<form method="post" action="/deposit.php"><input name="phone" placeholder="যে নম্বর থেকে পাঠিয়েছেন"><input name="trxid" placeholder="TrxID"><input name="amount" placeholder="পরিমাণ (৳)"><button>ডিপোজিট সাবমিট</button></form>
<p style="font-size:12px;color:#667">উইথড্র প্রতি শুক্রবার · ন্যূনতম উইথড্র ৳ ৫০০ · উইথড্র করতে কমপক্ষে ৫ জন রেফার প্রয়োজন</p></div></div>`,
  }),
},
{
  id: 'zy-techsupport-defender-lock-my-number',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://security-alert-ms.azureedge-support.com/win/?code=DW6VB36&num=+60-3-2788-4410',
  body: doc({
    title: 'Windows Defender - Security Warning',
    head: '<meta name="robots" content="noindex">',
    css: `body{margin:0;background:#0078d7;font-family:"Segoe UI",Tahoma,Arial;color:#fff;overflow:hidden;cursor:none}
.bg{position:fixed;inset:0;background:#0078d7}.pop{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:560px;max-width:94vw;background:#fff;color:#222;box-shadow:0 0 40px rgba(0,0,0,.5)}
.pop .t{background:#d83b01;color:#fff;padding:10px 14px;font-weight:600}.pop .b{padding:16px 20px;font-size:14px;line-height:1.5}.ph{font-size:26px;color:#d83b01;font-weight:700;text-align:center;margin:10px 0}
.scan{position:fixed;left:20px;top:20px;width:340px;background:#fff;color:#222;padding:12px;font-size:12px}.bar{height:10px;background:#eee}.bar i{display:block;height:10px;width:0;background:#d83b01;transition:width 8s}
.btns{text-align:right;padding:0 20px 16px}.btns button{background:#0078d7;color:#fff;border:0;padding:8px 22px;margin-left:8px}`,
    body: `<div class="bg"></div>
<div class="scan"><b>Windows Defender — Quick Scan</b><div class="bar"><i id="pb"></i></div><p>Trojan:Win32/Pomal!rfn found in C:\\Windows\\System32\\drivers\\<br>Spyware.Banker.Android synced from device<br>Your banking credentials and Facebook login are being sent to a remote server.</p></div>
<div class="pop"><div class="t">⚠ Windows Defender Security Center — Access to this PC has been blocked for security reasons</div>
<div class="b"><p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: email credentials, banking passwords, Facebook login, pictures &amp; documents.</p>
<p>Windows Defender Scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information and personal files.</p>
<p><b>Please contact Microsoft Support immediately. Do not restart or shut down your computer — doing so may lead to data loss and failure of the operating system.</b></p>
<div class="ph">Call Microsoft Support Malaysia: +60 3-2788 4410 (Toll Free)</div></div>
<div class="btns"><button>Deny</button><button>Allow</button></div></div>
<audio id="au" src="/win/alert.wav" autoplay loop></audio>
<script>
setTimeout(function(){document.getElementById("pb").style.width="100%"},100);
var num=new URLSearchParams(location.search).get("num")||"+60 3-2788 4410";
document.addEventListener("click",function(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById("au").play()});
history.pushState(null,"",location.href);window.onpopstate=function(){history.pushState(null,"",location.href)};
window.onbeforeunload=function(){return "Your computer is at risk. Call "+num};
document.addEventListener("keydown",function(e){if(e.key==="Escape"||e.key==="F11"||(e.ctrlKey&&e.key==="w")){e.preventDefault();alert("Windows Security: Call Microsoft Support "+num)}});
setTimeout(function(){alert("** Windows Security Alert **\\n\\nYour PC is infected with Trojan:Win32/Pomal!rfn.\\nCall Microsoft Support "+num+" immediately.")},2500);
</script>`,
  }),
  routes: {
    'security-alert-ms.azureedge-support.com/win/alert.wav': fileRoute(beepWav(2, 960), 'audio/wav'),
  },
},
{
  id: 'zy-lk-closing-sale-iphone-transfer-only',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.mobilemart-lk.store/product/iphone-15-pro-max-256gb',
  body: doc({
    title: 'iPhone 15 Pro Max 256GB – Closing Down Sale – MobileMart.lk',
    lang: 'en',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Arial;background:#fff;color:#222}.top{background:#111;color:#fff;padding:8px 20px;font-size:13px;text-align:center}.nav{padding:14px 20px;border-bottom:1px solid #eee;font-weight:800;font-size:22px}
.p{max-width:980px;margin:20px auto;display:flex;gap:30px;padding:0 20px}.img{flex:1;background:#f3f3f3;border-radius:10px;height:380px;display:flex;align-items:center;justify-content:center;font-size:90px}.d{flex:1}
.pr{font-size:28px;color:#d0021b;font-weight:700}.pr s{color:#999;font-size:18px;margin-left:8px}.b{background:#fff3cd;padding:10px;border-radius:6px;font-size:14px}.btn{display:block;background:#d0021b;color:#fff;text-align:center;padding:14px;border-radius:6px;font-weight:700;margin-top:12px;text-decoration:none}
.bank{border:1px solid #ddd;border-radius:6px;padding:12px;margin-top:12px;font-size:14px}@media(max-width:760px){.p{display:block}}`,
    body: `<div class="top">🔥 CLOSING DOWN SALE — EVERYTHING 60% OFF — LAST 2 DAYS 🔥</div><div class="nav">MobileMart.lk</div>
<div class="p"><div class="img">📱</div><div class="d"><h1>Apple iPhone 15 Pro Max 256GB (Natural Titanium) — Brand New, 1 Year Warranty</h1>
<div class="pr">Rs. 149,000 <s>Rs. 389,000</s></div><p>★★★★★ (2,318 reviews) · Only <b>3 left</b> in stock</p>
<div class="b">Due to the closure of our Colombo showroom, all stock must be cleared. <b>Cash on delivery is not available</b> for sale items. Orders are shipped island-wide within 24 hours after payment confirmation.</div>
<div class="bank"><b>Payment: Bank Transfer only</b><br>Bank: Sampath Bank — Account: 1029 5778 3310<br>Name: K. D. N. Perera<br>Send the deposit slip to WhatsApp 077 418 2290 with your address.</div>
<a class="btn" href="https://wa.me/94774182290?text=iPhone%2015%20Pro%20Max%20order">Order on WhatsApp</a></div></div>`,
  }),
},
];
