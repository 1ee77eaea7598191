import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { page, gaStub, fbqStub, ttqStub, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Recruitment fraud: paid "online tasks" with deposits, fake work permits and visa sponsorships, fake scholarships.

export const entries: Entry[] = [
  {
    id: 'n-scam-task-optimize-usdt-en',
    label: 'scam',
    kind: 'task-job',
    url: 'https://m.appboost-optimize.com/#/task',
    body: page({
      lang: 'en',
      title: 'AppBoost Digital – Task Center',
      css: `body{margin:0;background:#f2f4f8;font-family:Arial,sans-serif;color:#222}.top{background:linear-gradient(90deg,#5b2eff,#00b3ff);color:#fff;padding:16px}.w{max-width:460px;margin:0 auto;padding:12px}
.c{background:#fff;border-radius:12px;padding:14px;margin:10px 0}.row{display:flex;justify-content:space-between}.btn{width:100%;padding:13px;border:0;border-radius:8px;background:#5b2eff;color:#fff;font-size:16px}
.neg{color:#e53935;font-weight:bold}.gold{background:#fff3cd;border:1px solid #f0ad4e;padding:10px;border-radius:8px;font-size:14px}`,
      body: `<div class="top"><b>AppBoost Digital</b> · Level: Silver · ID 884120<div style="font-size:13px;opacity:.9">Complete 40 app optimization tasks per set to earn commission</div></div>
<div class="w"><div class="c"><div class="row"><span>Total balance (USDT)</span><b id="bal">-412.60</b></div><div class="row"><span>Today's commission</span><b style="color:#2e7d32">+38.72</b></div><div class="row"><span>Tasks</span><b id="prog">31 / 40</b></div></div>
<div class="c"><b>Current task</b><p>Product: <b>Temu Shopping – Rating Boost (Combination Order ✨)</b><br>Order value: 1,240.00 USDT · Commission: <b>186.00 USDT (15%)</b></p>
<div class="gold">🎉 Congratulations! You received a <b>Lucky Combination Order</b> that pays 6× commission. Your balance is negative: <span class="neg">-412.60 USDT</span>. Please recharge at least 412.60 USDT to submit this order and continue. All funds and commissions can be withdrawn after completing 40/40 tasks.</div>
<button class="btn" id="rc" style="margin-top:12px">Recharge now</button><div id="dep"></div></div>
<div class="c" style="font-size:13px;color:#666"><b>Rules</b><ol><li>Each account must complete all tasks in a set before withdrawal.</li><li>Combination orders are random and cannot be cancelled.</li><li>Withdrawals are processed within 1 hour after completing the set (minimum 100 USDT).</li><li>Contact your mentor on Telegram if you have questions.</li></ol></div></div>
${chatWidget({ name: 'Mentor Sarah · Online', avatarColor: '#5b2eff', messages: ['Hi dear, congrats on the combination order 🥳 this is your lucky day', 'You only need to top up 412.60 USDT, then you will get 186 commission plus your principal back', 'Many members top up via Binance P2P, it takes 5 minutes. Please do it before the task expires ⏳'] })}
<script>document.getElementById('rc').onclick=function(){document.getElementById('dep').innerHTML='<p style="font-size:14px"><b>Recharge channel (TRC20-USDT)</b><br><span style="word-break:break-all;font-family:monospace">TNv8sLq3pJ2cXe6YwKz9mHbR1uF4tDgA7o</span><br>After transfer please send TXID screenshot to customer service. The task will expire in <b id="te">29:59</b>.</p>';var s=1799;setInterval(function(){s--;var e=document.getElementById('te');if(e)e.textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000)}</script>`,
    }),
  },
  {
    id: 'n-scam-task-like-youtube-id',
    label: 'scam',
    kind: 'task-job',
    url: 'https://kerja-online-harian.site/daftar?ref=TG5521',
    body: page({
      lang: 'id',
      title: 'Kerja Paruh Waktu dari HP – Gaji Rp300.000 – Rp1.500.000 per hari',
      head: fbqStub('977120044512233'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#ff5722;color:#fff;padding:24px 16px;text-align:center}.w{max-width:560px;margin:auto;padding:14px}.c{border:1px solid #eee;border-radius:10px;padding:14px;margin:10px 0}
input{width:100%;padding:11px;margin:5px 0;border:1px solid #ccc;border-radius:6px}.b{width:100%;padding:14px;background:#ff5722;border:0;color:#fff;border-radius:6px;font-size:17px}`,
      body: `<div class="h"><h1 style="margin:0">LOWONGAN KERJA ONLINE 2026</h1><p>Cukup like & subscribe YouTube · Bayar langsung ke DANA / OVO / GoPay</p></div>
<div class="w"><div class="c"><b>Tugas harian:</b><ul><li>Like video YouTube / TikTok → Rp10.000 per tugas</li><li>Follow akun Instagram merchant → Rp15.000</li><li>Tugas VIP (tugas prabayar) → komisi 30% – 50%</li></ul>
<p>✅ Tanpa modal untuk tugas pertama · ✅ Bisa dikerjakan ibu rumah tangga & mahasiswa · ✅ Gaji cair setiap hari</p></div>
<div class="c"><b>Contoh tugas VIP:</b><p>Deposit Rp200.000 → kembali Rp260.000 dalam 10 menit<br>Deposit Rp1.000.000 → kembali Rp1.400.000<br>Deposit Rp5.000.000 → kembali Rp7.500.000 (VIP Gold)</p>
<p style="font-size:12px;color:#777">Tugas VIP dikerjakan bersama grup Telegram. Ikuti instruksi resepsionis.</p></div>
<div class="c"><b>Daftar sekarang</b><form id="f"><input name="nama" placeholder="Nama lengkap" required><input name="wa" placeholder="Nomor WhatsApp (08xx)" required><input name="ewallet" placeholder="Nomor DANA / OVO untuk gaji" required><button class="b">DAFTAR &amp; AMBIL BONUS Rp50.000</button></form><div id="ok"></div></div>
<p style="font-size:12px">"Alhamdulillah sudah 2 minggu ikut, total gaji Rp8,4 juta 🙏" – Siti, Bekasi</p>
<p style="font-size:11px;color:#aaa">PT Media Digital Kreatif Nusantara © 2026</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('ok').innerHTML='<p style="background:#e8f5e9;padding:10px">Pendaftaran berhasil! Silakan hubungi resepsionis kami di Telegram <b>@resepsionis_kerja88</b> dan kirim kode <b>KJ-'+Math.floor(Math.random()*9000+1000)+'</b> untuk menerima tugas pertama.</p>'}</script>`,
    }),
  },
  {
    id: 'n-scam-task-shopee-order-vi',
    label: 'scam',
    kind: 'task-job',
    url: 'https://shopee-ctv-nhiemvu.vn.tuyendung-online.top/nhiem-vu',
    body: page({
      lang: 'vi',
      title: 'Cộng tác viên Shopee – Nhận nhiệm vụ hoàn đơn hưởng hoa hồng',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#ee4d2d;color:#fff;padding:14px 16px}.w{max-width:480px;margin:auto;padding:10px}.c{background:#fff;border-radius:8px;padding:14px;margin:10px 0}
.o{display:flex;justify-content:space-between;border-bottom:1px dashed #ddd;padding:8px 0;font-size:14px}.b{width:100%;background:#ee4d2d;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px}.stk{background:#fff8e1;padding:10px;border-radius:6px;font-size:14px}`,
      body: `<div class="h"><b>Shopee Cộng Tác Viên</b> · Mã CTV: 55821<div style="font-size:13px">Hoàn thành đơn hàng ảo – nhận hoa hồng 10% - 30% ngay</div></div>
<div class="w"><div class="c"><b>Nhiệm vụ hôm nay</b>
<div class="o"><span>Đơn 1: Tai nghe Bluetooth</span><span>350.000đ → <b style="color:#2e7d32">+35.000đ ✔</b></span></div>
<div class="o"><span>Đơn 2: Nồi chiên không dầu</span><span>1.290.000đ → <b style="color:#2e7d32">+193.500đ ✔</b></span></div>
<div class="o"><span>Đơn 3: Combo 3 sản phẩm (nhiệm vụ liên kết)</span><span>8.600.000đ → <b style="color:#ee4d2d">+2.580.000đ</b></span></div></div>
<div class="c stk">Để hoàn thành <b>nhiệm vụ liên kết</b>, bạn cần chuyển khoản 8.600.000đ vào tài khoản thanh toán của hệ thống. Sau khi hoàn thành 3 đơn, toàn bộ tiền gốc + hoa hồng (11.178.500đ) sẽ được hoàn trả trong vòng 5 phút.<br><br>
<b>Ngân hàng:</b> Vietcombank<br><b>Số tài khoản:</b> 1039 8820 4417<br><b>Chủ tài khoản:</b> NGUYEN VAN HOANG<br><b>Nội dung:</b> CTV55821 DON3</div>
<div class="c">${qrSvg('vcb-1039882044 17-ctv55821', 170)}<p style="font-size:12px;color:#777">Quét mã VietQR để chuyển khoản nhanh. Lưu ý: nếu chuyển sai nội dung hệ thống sẽ không ghi nhận, bạn phải làm lại nhiệm vụ.</p><button class="b" onclick="alert('Đã gửi yêu cầu. Vui lòng gửi ảnh chụp biên lai cho CSKH qua Telegram @shopee_cskh_vn')">Tôi đã chuyển khoản</button></div>
<p style="font-size:11px;color:#999;text-align:center">© 2026 Shopee Việt Nam · Chương trình CTV</p></div>`,
    }),
  },
  {
    id: 'n-scam-task-tiktok-gcash-tl',
    label: 'scam',
    kind: 'task-job',
    url: 'https://tiktok-partime-ph.com/apply',
    body: page({
      lang: 'fil',
      title: 'TikTok Part-Time Job PH – Kumita ng ₱1,500–₱5,000 kada araw',
      head: ttqStub('CQ0P1LML3AB'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#000;color:#fff}.w{max-width:460px;margin:auto;padding:16px}.c{background:#161823;border-radius:10px;padding:14px;margin:10px 0}
input{width:100%;padding:11px;margin:5px 0;border-radius:6px;border:0}.b{width:100%;padding:14px;background:#fe2c55;color:#fff;border:0;border-radius:6px;font-size:17px}.tq{color:#25f4ee}`,
      body: `<div class="w"><h1>TikTok <span class="tq">Part-Time</span> 🇵🇭</h1><p>Mag-like lang ng videos ng mga merchant at kumita agad sa GCash!</p>
<div class="c"><b>Paano ito gumagana?</b><ol><li>Mag-register gamit ang iyong GCash number</li><li>Makakatanggap ka ng 3 free tasks (₱120 agad!)</li><li>Sumali sa aming Telegram group para sa "Welfare Task" na may 30% commission</li></ol>
<p style="font-size:13px">Halimbawa: mag-invest ng ₱1,000 sa Welfare Task, makakuha ng ₱1,300 pagkalipas ng 15 minuto. Mas malaki ang puhunan, mas malaki ang kita! 💸</p></div>
<div class="c"><form id="f"><input placeholder="Buong pangalan" required><input placeholder="GCash number 09XX XXX XXXX" required><input placeholder="Edad" required><button class="b">APPLY NGAYON</button></form><div id="m"></div></div>
<div class="c" style="font-size:13px"><b>Testimonials</b><p>"Salamat po! Nakabayad na ako ng tuition ng anak ko" – Marites, Cebu</p><p>"Legit po ito, ₱4,200 ang kinita ko kahapon" – Jomar, QC</p></div>
<p style="font-size:11px;color:#888">Ang programang ito ay hindi opisyal na bahagi ng TikTok Pte. Ltd.</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('m').innerHTML='<p style="color:#25f4ee">Congrats! Na-approve ka na. I-message ang receptionist sa Telegram: <b>@TikTokPH_HR_Joy</b> at ibigay ang code <b>PH'+(1e5+Math.floor(Math.random()*9e5))+'</b></p>'}</script>`,
    }),
  },
  {
    id: 'n-scam-visa-canada-lmia-fee',
    label: 'scam',
    kind: 'visa-fee',
    url: 'https://canada-workpermit-immigration.org/lmia-jobs/apply',
    body: page({
      lang: 'en',
      title: 'Canada LMIA Approved Jobs 2026 – Free Visa Sponsorship | Apply Online',
      head: gaStub('G-CWP2026X'),
      css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#333}.h{border-bottom:4px solid #d52b1e;padding:12px 20px;display:flex;gap:12px;align-items:center}.leaf{color:#d52b1e;font-size:30px}
.w{max-width:820px;margin:auto;padding:16px}.j{border:1px solid #ddd;border-radius:6px;padding:12px;margin:8px 0}.f input,.f select{width:100%;padding:9px;margin:4px 0}.f button{background:#26374a;color:#fff;border:0;padding:12px 22px}
.fee{background:#f9f2d6;border:1px solid #e3c76d;padding:12px}`,
      body: `<div class="h"><span class="leaf">🍁</span><div><b>Canada Work Permit & Immigration Services</b><div style="font-size:12px">Authorized Visa Processing Centre · IRCC Partner</div></div></div>
<div class="w"><h1>LMIA-approved jobs with free visa sponsorship</h1><p>Canadian employers are hiring <b>5,000+ foreign workers</b> for 2026. No IELTS required. Accommodation and flight ticket provided by employer.</p>
<div class="j"><b>Farm Worker – Saskatchewan</b> · CAD $22.50/hr · 40 positions · Visa sponsorship ✔</div>
<div class="j"><b>Hotel Housekeeper – Banff, Alberta</b> · CAD $19.80/hr · 25 positions · LMIA approved ✔</div>
<div class="j"><b>Truck Driver (Class 1) – Ontario</b> · CAD $31/hr · 60 positions · Family can join ✔</div>
<div class="j"><b>Caregiver – British Columbia</b> · CAD $20.40/hr · 120 positions · PR pathway ✔</div>
<div class="card f"><h3>Online Application Form</h3><form id="ap"><input placeholder="Full name (as in passport)" required><input placeholder="Passport number" required><input placeholder="Nationality" required><input placeholder="WhatsApp number" required><input placeholder="Email" required><select><option>Position applied for</option><option>Farm Worker</option><option>Hotel Housekeeper</option><option>Truck Driver</option><option>Caregiver</option></select><button>Submit application</button></form><div id="r"></div></div>
<div class="fee"><b>Processing information:</b> The employer pays for your flight and accommodation. The applicant is only responsible for the refundable <b>LMIA document fee (USD 450)</b> and <b>Biometric & Medical booking (USD 280)</b>, payable to our accredited agent via Western Union, MoneyGram, or bank transfer. Payment must be made within 72 hours of approval.</div>
<p style="font-size:11px;color:#888">© 2026 CWPIS. Office: 150 King St W, Toronto ON. Not affiliated with any employer.</p></div>
<script>document.getElementById('ap').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<p style="color:green"><b>Congratulations!</b> Your profile has been pre-approved for an LMIA position. Reference: CA-LMIA-'+Math.floor(Math.random()*90000+10000)+'. Our agent Mr. David Thompson will contact you on WhatsApp with payment instructions for the document fee (USD 450).</p>'}</script>`,
    }),
  },
  {
    id: 'n-scam-scholarship-fee-bd',
    label: 'scam',
    kind: 'scholarship-fee',
    url: 'https://fully-funded-scholarship-bd.com/apply/',
    body: page({
      lang: 'bn',
      title: 'সম্পূর্ণ ফ্রি স্কলারশিপ ২০২৬ – ইউরোপ ও কানাডায় পড়াশোনা',
      head: fbqStub('330011884422117'),
      css: `body{margin:0;font-family:"Hind Siliguri",Arial,sans-serif;background:#f3f7f4}.h{background:#006a4e;color:#fff;padding:20px;text-align:center}.w{max-width:700px;margin:auto;padding:14px}
.c{background:#fff;border-radius:8px;padding:16px;margin:10px 0}.f input{width:100%;padding:10px;margin:5px 0}.f button{width:100%;background:#f42a41;color:#fff;border:0;padding:13px;font-size:17px}.bk{background:#fff6e0;padding:10px;border-radius:6px}`,
      body: `<div class="h"><h1 style="margin:0">ফুল ফ্রি স্কলারশিপ ২০২৬ 🎓</h1><p>জার্মানি · হাঙ্গেরি · কানাডা · মাল্টা — IELTS ছাড়া</p></div>
<div class="w"><div class="c"><p>আসসালামু আলাইকুম। আমাদের পার্টনার বিশ্ববিদ্যালয়গুলো বাংলাদেশি শিক্ষার্থীদের জন্য <b>১০০% টিউশন ফি মওকুফ + মাসিক ৯০০ ইউরো স্টাইপেন্ড</b> দিচ্ছে। HSC/ডিগ্রি পাস হলেই আবেদন করা যাবে।</p>
<p>✅ ভিসা গ্যারান্টি ✅ এয়ার টিকেট ফ্রি ✅ পার্ট-টাইম জব নিশ্চিত</p></div>
<div class="c"><b>আবেদন প্রক্রিয়া:</b><ol><li>নিচের ফর্ম পূরণ করুন</li><li>অফার লেটার পেতে <b>ফাইল প্রসেসিং ফি ৳১৫,০০০</b> বিকাশ/নগদে পাঠান</li><li>অফার লেটার পাওয়ার পর <b>ব্লক অ্যাকাউন্ট ও ভিসা ফি ৳১,২০,০০০</b></li></ol>
<div class="bk">বিকাশ পার্সোনাল: <b>01712-558903</b> (Send Money)<br>নগদ: <b>01911-204476</b><br>রেফারেন্সে আপনার নাম ও মোবাইল নম্বর লিখুন। আজকের মধ্যে পেমেন্ট করলে সিট নিশ্চিত।</div></div>
<div class="c f"><form id="f"><input placeholder="আপনার নাম" required><input placeholder="মোবাইল নম্বর" required><input placeholder="সর্বশেষ ডিগ্রি ও GPA" required><input placeholder="পছন্দের দেশ"><button>আবেদন করুন</button></form><div id="r"></div></div>
<p style="font-size:12px;color:#888">গ্লোবাল এডুকেশন কনসালটেন্সি, পান্থপথ, ঢাকা। হটলাইন: ০১৭১২৫৫৮৯০৩</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<p style="color:#006a4e">অভিনন্দন! আপনি প্রাথমিকভাবে নির্বাচিত হয়েছেন। ২৪ ঘণ্টার মধ্যে প্রসেসিং ফি পাঠিয়ে ট্রানজেকশন আইডি WhatsApp-এ দিন।</p>'}</script>`,
    }),
  },
  {
    id: 'n-scam-scholarship-china-pk-ur',
    label: 'scam',
    kind: 'scholarship-fee',
    url: 'https://csc-scholarship-pk.org/registration',
    body: page({
      lang: 'ur',
      dir: 'rtl',
      title: 'چینی حکومت اسکالرشپ 2026 – پاکستانی طلبہ کے لیے مکمل فنڈڈ',
      css: `body{margin:0;font-family:"Jameel Noori Nastaleeq","Noto Nastaliq Urdu",Tahoma,sans-serif;background:#f5f5f5;line-height:2}.h{background:#01411c;color:#fff;padding:18px;text-align:center}
.w{max-width:700px;margin:auto;padding:14px}.c{background:#fff;padding:16px;border-radius:6px;margin:10px 0}input{width:100%;padding:9px;margin:4px 0}button{width:100%;padding:12px;background:#de2910;color:#fff;border:0;font-size:16px}`,
      body: `<div class="h"><h1>CSC چائنیز گورنمنٹ اسکالرشپ 2026</h1><p>بیچلرز، ماسٹرز، پی ایچ ڈی – مکمل فری ٹیوشن + ہاسٹل + ماہانہ وظیفہ 3,500 یوان</p></div>
<div class="w"><div class="c"><p>پاکستانی طلبہ کے لیے خوشخبری! ہمارے ادارے کو چین کی 40 یونیورسٹیوں کی جانب سے براہ راست داخلے کا اختیار دیا گیا ہے۔ HSK کی ضرورت نہیں۔ آخری تاریخ: <b>15 دسمبر 2026</b></p>
<p><b>English:</b> Guaranteed admission letter and JW202 form within 10 days. Limited seats for Pakistan quota.</p></div>
<div class="c"><b>فیس کی تفصیل:</b><ul><li>رجسٹریشن و ایڈمیشن پروسیسنگ فیس: 25,000 روپے</li><li>JW202 اور ویزا ڈاکومنٹیشن: 85,000 روپے</li></ul>
<p>ادائیگی: JazzCash / Easypaisa نمبر <b>0301-4458821</b> (اکاؤنٹ ٹائٹل: محمد عمران) یا Meezan Bank اکاؤنٹ 0108-0104558822</p>
<p style="color:#c00">ادائیگی کا اسکرین شاٹ واٹس ایپ پر بھیجیں۔ فیس ناقابلِ واپسی ہے۔</p></div>
<div class="c"><form id="f"><input placeholder="پورا نام" required><input placeholder="شناختی کارڈ نمبر" required><input placeholder="واٹس ایپ نمبر" required><input placeholder="آخری تعلیم اور نمبرات"><button>رجسٹر کریں</button></form><div id="r"></div></div>
<p style="font-size:12px;color:#777">Sino-Pak Education Link · بلیو ایریا، اسلام آباد</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<p style="color:#01411c">آپ کی درخواست موصول ہو گئی ہے۔ داخلہ کی تصدیق کے لیے 24 گھنٹے میں رجسٹریشن فیس جمع کروائیں۔</p>'}</script>`,
    }),
  },
];
