import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, metrikaStub, pixelStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Hinglish instant loan with an upfront "file charge" over UPI
  {
    id: 'g-scam-in-instant-loan-file-charge-upi',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://www.turantloan-finserv.in/apply/approved.php?ref=WA',
    body: doc({
      lang: 'en-IN',
      title: 'Loan Approved ✅ | Turant Loan Finserv - 5 Minute Personal Loan',
      css: `${baseCss} body{background:#fff8ee}.hero{background:linear-gradient(90deg,#ff7a00,#ffb300);color:#fff;padding:26px 0}.box{max-width:600px;margin:20px auto;background:#fff;border:1px solid #f2d6a2;border-radius:10px;padding:20px}table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}.upi{font-size:20px;font-weight:700;color:#4b0082}.pay{background:#4b0082;color:#fff;width:100%;padding:14px;font-size:16px;border:0;border-radius:8px}`,
      head: dataLayer('G-TL88QWZ1'),
      body: `<header class="top"><div class="wrap"><b style="color:#ff7a00;font-size:22px">Turant<span style="color:#333">Loan</span></b><nav><a href="/">Home</a><a href="/emi">EMI Calculator</a><a href="/contact">Contact</a></nav></div></header>
<div class="hero"><div class="wrap"><h1 style="margin:0">Badhai ho! Aapka loan APPROVE ho gaya hai 🎉</h1><p>No CIBIL check &middot; No salary slip &middot; Aadhaar + PAN se turant disbursal</p></div></div>
<div class="box">
<table><tr><td>Applicant</td><td><b id="nm">Customer</b></td></tr><tr><td>Loan amount sanctioned</td><td><b>₹3,00,000</b></td></tr><tr><td>Tenure</td><td>36 months</td></tr><tr><td>Interest</td><td>0.9% per month (flat)</td></tr><tr><td>EMI</td><td>₹11,033</td></tr><tr><td>Loan A/C no.</td><td>TLF/25/0093817</td></tr></table>
<h3>Final step: File charge + Insurance (refundable)</h3>
<p>RBI guidelines ke according, disbursal se pehle <b>₹2,499 file processing charge</b> aur <b>₹1,500 loan insurance</b> pay karna compulsory hai. Ye amount aapke first EMI me adjust ho jayega. Payment ke 30 minute me ₹3,00,000 aapke bank account me credit ho jayega.</p>
<p>Pay via any UPI app (PhonePe / GPay / Paytm):</p>
<p class="upi">turantloan.disb@ybl</p>
<p>Total payable: <b>₹3,999</b></p>
<form action="/apply/utr.php" method="post"><input name="utr" placeholder="12-digit UTR / Transaction ID" required style="width:100%;padding:10px;margin-bottom:10px"><button class="pay">Submit UTR &amp; Get Disbursal</button></form>
<p style="font-size:12px;color:#777">Note: Offer valid only today. Agar payment 2 ghante me nahi hua to sanction cancel ho jayega aur aapka CIBIL score affect ho sakta hai. Support: +91 70421 88390 (WhatsApp only)</p>
</div>
${footer({ Company: ['About us', 'NBFC Partners', 'Careers'], Help: ['FAQ', 'Grievance', 'Fair Practice Code'] }, '© 2025 Turant Loan Finserv Pvt. Ltd. | CIN U65999MH2021PTC3XXXXX | Registered NBFC partner')}
<script>var q=new URLSearchParams(location.search);document.getElementById('nm').textContent=localStorage.getItem('tl_name')||'Valued Customer';</script>`,
    }),
  },
  // Vietnamese "like and earn" task job
  {
    id: 'g-scam-vi-nhiem-vu-like-tiktok-nap-tien',
    label: 'scam',
    kind: 'task-job',
    url: 'https://app.tuyendung-ctv-online.vip/nhiem-vu',
    body: doc({
      lang: 'vi',
      title: 'Nhiệm vụ hôm nay - CTV Online',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#111827;color:#f9fafb}.top{background:#ef4444;padding:14px;text-align:center;font-weight:bold}.wrap{max-width:460px;margin:0 auto;padding:14px}.task{background:#1f2937;border-radius:10px;padding:12px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.task b{color:#fbbf24}.btn{background:#22c55e;color:#fff;border:0;padding:8px 14px;border-radius:6px}.vip{background:#374151;border-radius:10px;padding:12px}.vip td{padding:4px 8px}.notice{background:#fde68a;color:#78350f;padding:10px;border-radius:8px;font-size:14px}`,
      body: `<div class="top">CTV ONLINE &middot; LÀM VIỆC TẠI NHÀ 💰</div>
<div class="wrap">
<p>Xin chào <b>CTV #58213</b> &middot; Số dư: <b style="color:#22c55e">1.260.000đ</b> &middot; Cấp: VIP1</p>
<div class="notice">Hoàn thành 3 nhiệm vụ like + follow để nhận hoa hồng. Nhiệm vụ <b>combo</b> yêu cầu nạp vốn trước, hoàn trả gốc + 30% hoa hồng sau 10 phút.</div>
<div class="task"><span>❤️ Thả tim video TikTok #1<br><small>Hoa hồng</small> <b>+25.000đ</b></span><button class="btn" onclick="done(this)">Làm</button></div>
<div class="task"><span>➕ Follow kênh Shopee Live<br><small>Hoa hồng</small> <b>+35.000đ</b></span><button class="btn" onclick="done(this)">Làm</button></div>
<div class="task"><span>⭐ Nhiệm vụ combo đơn hàng 3.000.000đ<br><small>Hoa hồng</small> <b>+900.000đ</b></span><button class="btn" onclick="combo()">Nạp &amp; nhận</button></div>
<div class="vip"><h4 style="margin:4px 0">Bảng cấp VIP</h4><table><tr><td>VIP1</td><td>nạp 500K</td><td>hoa hồng 10%</td></tr><tr><td>VIP2</td><td>nạp 5 triệu</td><td>hoa hồng 20%</td></tr><tr><td>VIP3</td><td>nạp 20 triệu</td><td>hoa hồng 30%</td></tr></table></div>
<div id="pay" style="display:none;background:#fff;color:#111;border-radius:10px;padding:14px;margin-top:12px"><b>Chuyển khoản nạp vốn</b><br>Ngân hàng: MB Bank<br>STK: 0869 2214 77 999<br>Chủ TK: NGUYEN THI HOA<br>Nội dung: CTV58213<br><small>Sau khi chuyển, gửi ảnh bill cho CSKH Telegram @ctv_hotro_24h để được cộng điểm. Không rút tiền được khi chưa hoàn thành đủ 30 nhiệm vụ combo.</small></div>
<p style="font-size:12px;color:#9ca3af">Đối tác: TikTok Shop &middot; Shopee &middot; Lazada. Rút tiền về tài khoản trong 5 phút.</p>
</div>
<script>function done(b){b.textContent='✓';b.disabled=true;var s=document.querySelector('b[style]');}function combo(){document.getElementById('pay').style.display='block';window.scrollTo(0,document.body.scrollHeight)}</script>`,
    }),
  },
  // Polish prize claim: "pay 1,99 zł for shipping" leading to a subscription trap (card form on the scam host)
  {
    id: 'g-scam-pl-nagroda-iphone-oplata-wysylki',
    label: 'scam',
    kind: 'prize-claim',
    url: 'https://nagrody-lojalnosciowe.pl-konkurs.shop/gratulacje/?c=PLAY&d=2025',
    body: doc({
      lang: 'pl',
      title: 'Gratulacje! Zostałeś wybrany',
      css: `body{font-family:Arial,sans-serif;background:#eef2f7;margin:0}.b{max-width:480px;margin:0 auto;background:#fff;min-height:100vh;padding:16px}.h{text-align:center}.h h1{color:#d7263d;font-size:26px}.prize{display:flex;gap:10px;align-items:center;border:2px solid #f5c518;border-radius:10px;padding:10px}.ph{width:90px;height:120px;background:linear-gradient(#ccc,#888);border-radius:14px}.cm{border-top:1px solid #eee;padding:8px 0;font-size:13px}.cm b{color:#3b5998}.go{display:block;background:#d7263d;color:#fff;text-align:center;padding:14px;border-radius:8px;font-weight:bold;text-decoration:none;margin:14px 0}.stock{color:#d7263d;font-weight:bold}`,
      body: `<div class="b"><div class="h"><p id="dt"></p><h1>Gratulacje, użytkowniku Chrome!</h1><p>Zostałeś losowo wybrany do udziału w naszej ankiecie lojalnościowej. Odpowiedz na 3 pytania i odbierz <b>iPhone 16 Pro</b> za jedyne <b>1,99 zł</b> (koszt wysyłki).</p></div>
<div class="prize"><div class="ph"></div><div><b>Apple iPhone 16 Pro 256GB</b><br><s>6 299 zł</s> <b style="color:#d7263d">1,99 zł</b><br><span class="stock">Pozostało: <span id="left">3</span> szt.</span></div></div>
<div id="q"><p><b>Pytanie 1/3:</b> Jak często robisz zakupy online?</p><button onclick="nx()">Codziennie</button> <button onclick="nx()">Co tydzień</button> <button onclick="nx()">Rzadko</button></div>
<div id="f" style="display:none"><h3>Dane do wysyłki</h3><form action="/gratulacje/checkout.php" method="post"><input name="imie" placeholder="Imię i nazwisko" required><br><input name="adres" placeholder="Adres" required><br><input name="tel" placeholder="Telefon" required><br><p style="font-size:11px;color:#666">Płacąc 1,99 zł akceptujesz regulamin oraz dostęp próbny do klubu VIP-Deals, odnawiany automatycznie co 14 dni za 89,90 zł. Możesz zrezygnować w dowolnym momencie.</p><button class="go" style="width:100%;border:0">ODBIERZ NAGRODĘ ZA 1,99 ZŁ</button></form></div>
<h4>Komentarze</h4>
<div class="cm"><b>Katarzyna W.</b> Nie wierzyłam, ale paczka przyszła w 3 dni! 😍</div>
<div class="cm"><b>Marek Nowak</b> Dzięki, mój syn jest zachwycony.</div>
<div class="cm"><b>Agnieszka</b> Właśnie zamówiłam, zobaczymy 🙂</div>
</div>
<script>var n=0;document.getElementById('dt').textContent=new Date().toLocaleDateString('pl-PL',{weekday:'long',day:'numeric',month:'long'});function nx(){n++;var q=document.getElementById('q');if(n>=3){q.style.display='none';document.getElementById('f').style.display='block';return}q.querySelector('p').innerHTML='<b>Pytanie '+(n+1)+'/3:</b> '+(n==1?'Czy poleciłbyś nas znajomym?':'Ile masz lat?')}setTimeout(function(){document.getElementById('left').textContent='2'},9000)</script>`,
    }),
  },
  // Hindi KBC lottery winner with registration fee
  {
    id: 'g-scam-hi-kbc-lottery-winner-registration',
    label: 'scam',
    kind: 'prize-claim',
    url: 'https://kbc-jio-lucky-draw.co.in/winner/check.html',
    body: doc({
      lang: 'hi',
      title: 'KBC लकी ड्रॉ 2025 - विजेता सूची | 25 लाख जीतें',
      css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial,sans-serif;background:#1a0a3d;color:#fff}.w{max-width:640px;margin:0 auto;padding:16px}.logo{text-align:center;font-size:30px;font-weight:900;color:#ffd700;letter-spacing:2px}.res{background:#fff;color:#222;border-radius:8px;padding:16px;display:none}.res h2{color:#c00}input{padding:10px;width:100%;margin:6px 0}button{background:#ffd700;color:#1a0a3d;border:0;padding:12px 18px;font-weight:bold;width:100%;font-size:16px}.mgr{display:flex;gap:10px;align-items:center;background:#2b1466;padding:10px;border-radius:8px}.ph{width:60px;height:60px;border-radius:50%;background:#777}`,
      body: `<div class="w"><div class="logo">KBC ★ LUCKY DRAW</div>
<p style="text-align:center">Kaun Banega Crorepati &amp; Jio/Airtel Sim Card Lucky Draw 2025 — अपना लॉटरी नंबर डालकर चेक करें</p>
<form onsubmit="chk();return false"><input id="ln" placeholder="लॉटरी नंबर (जैसे 8866)" required><input placeholder="मोबाइल नंबर" required><button>चेक करें</button></form>
<div class="res" id="res"><h2>बधाई हो! आपने ₹25,00,000 जीते हैं 🎉</h2><p>आपका लॉटरी नंबर <b id="n2"></b> विजेता सूची में है। इनाम की राशि आपके खाते में भेजने से पहले <b>रजिस्ट्रेशन फीस ₹12,500</b> और GST जमा करना ज़रूरी है (RBI नियम)।</p><p>फीस नीचे दिए गए खाते में जमा करें:<br><b>SBI A/C 39871204456 &middot; IFSC SBIN0011782 &middot; नाम: RANA PRATAP SINGH</b></p><p>जमा करने के बाद रसीद व्हाट्सऐप पर भेजें।</p></div>
<div class="mgr"><div class="ph"></div><div><b>राणा प्रताप सिंह</b><br>KBC हेड ऑफिस मैनेजर, मुंबई<br>WhatsApp: +92 301 4478 552</div></div>
<p style="font-size:12px;opacity:.7">⚠ किसी भी फ़र्ज़ी कॉल से सावधान रहें। केवल हमारे ऑफिशियल नंबर पर संपर्क करें। &copy; KBC Lucky Draw Department, Sony TV &amp; Reliance Jio.</p></div>
<script>function chk(){document.getElementById('n2').textContent=document.getElementById('ln').value;document.getElementById('res').style.display='block'}</script>`,
    }),
  },
];

