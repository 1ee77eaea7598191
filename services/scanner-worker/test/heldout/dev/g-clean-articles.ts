import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';

const artCss = `${baseCss} .a{max-width:760px;margin:0 auto;padding:20px}.a h1{font-size:32px;line-height:1.2}.by{color:#666;font-size:13px}blockquote{border-left:4px solid #999;margin:16px 0;padding:8px 14px;background:#f7f7f7;font-style:italic}.rel{border-top:1px solid #ddd;margin-top:30px;padding-top:10px;font-size:14px}`;
export const entries: Entry[] = [
  // Vietnamese news article on "like and earn" task scams, quoting the scam
  {
    id: 'g-clean-vi-bao-lua-dao-nhiem-vu-like',
    label: 'clean',
    kind: 'news-scam',
    url: 'https://tintuc-hangngay.vn/phap-luat/canh-giac-chieu-lua-lam-nhiem-vu-like-video-nhan-hoa-hong-post88214.html',
    body: doc({
      lang: 'vi',
      title: 'Cảnh giác chiêu lừa "làm nhiệm vụ like video nhận hoa hồng" - Tin Tức Hằng Ngày',
      css: artCss,
      head: dataLayer('G-TTHN01'),
      body: `<header class="top"><div class="wrap"><b style="color:#b91c1c;font-size:22px">TIN TỨC HẰNG NGÀY</b><nav><a href="#">Thời sự</a><a href="#">Pháp luật</a><a href="#">Kinh tế</a><a href="#">Công nghệ</a></nav></div></header>
<div class="a"><p class="by">Pháp luật · 28/11/2025 09:15 · Minh Anh</p><h1>Cảnh giác chiêu lừa "làm nhiệm vụ like video nhận hoa hồng"</h1>
<p>Công an TP.HCM cho biết trong tháng 11 đã tiếp nhận hơn 40 đơn trình báo của người dân bị lừa với tổng số tiền gần 9 tỷ đồng qua hình thức "cộng tác viên online".</p>
<p>Theo lời kể của chị T. (32 tuổi, quận Bình Thạnh), ban đầu chị được mời qua Zalo với tin nhắn:</p><blockquote>"Tuyển CTV làm việc tại nhà, chỉ cần thả tim, follow video TikTok, mỗi nhiệm vụ nhận 25.000đ, rút tiền trong 5 phút."</blockquote>
<p>Sau vài nhiệm vụ nhỏ được trả tiền thật, chị được đưa vào nhóm Telegram và yêu cầu làm "nhiệm vụ combo", phải nạp trước 3 triệu đồng rồi 20 triệu đồng để "nâng cấp VIP". Khi muốn rút tiền, đối tượng báo chị "thao tác sai" và yêu cầu nạp thêm để "mở khóa tài khoản".</p>
<p>Cơ quan công an khuyến cáo: không có công việc nào yêu cầu nạp tiền trước để nhận hoa hồng; người dân không chuyển tiền vào tài khoản cá nhân theo yêu cầu của người lạ, và báo ngay cho cơ quan công an gần nhất.</p>
<div class="rel"><b>Tin liên quan</b><br>Giả danh công an yêu cầu cài ứng dụng "Dịch vụ công" giả<br>Thủ đoạn lừa đảo hoàn tiền vé máy bay</div></div>
${footer({ 'Tin Tức Hằng Ngày': ['Giới thiệu', 'Liên hệ', 'Quảng cáo'] }, '© 2025 Tin Tức Hằng Ngày. Giấy phép số 123/GP-BTTTT.')}`,
    }),
  },
  // English consumer-protection alert on tech support scams, quoting pop-up text
  {
    id: 'g-clean-en-consumer-alert-tech-support-popups',
    label: 'clean',
    kind: 'consumer-alert',
    url: 'https://consumer.ftc.gov/articles/how-spot-avoid-and-report-tech-support-scams',
    body: doc({
      lang: 'en',
      title: 'How To Spot, Avoid, and Report Tech Support Scams | Consumer Advice',
      css: `${artCss} .pop{border:2px solid #c00;padding:12px;background:#fff;font-family:Segoe UI,Arial;font-style:normal}`,
      body: `<header class="top" style="background:#003e7e;color:#fff"><div class="wrap"><b>FTC Consumer Advice</b><nav><a href="#">Shopping</a><a href="#">Money</a><a href="#">Scams</a><a href="#">Identity theft</a></nav></div></header>
<div class="a"><h1>How To Spot, Avoid, and Report Tech Support Scams</h1><p>Tech support scammers want you to believe you have a serious problem with your computer, like a virus. They want you to pay for tech support services you don't need.</p>
<h2>Tech support scams: pop-up warnings</h2><p>A scammer might try to get your attention through a pop-up window that appears on your computer screen. It might look like an error message from your operating system or antivirus software. It might use logos from trusted companies or websites. The pop-up might say something like:</p>
<blockquote class="pop"><b>** Windows Security Alert **</b><br>Your computer has been blocked. Error # DW6VB36. Call Microsoft Support immediately at +1-8XX-XXX-XXXX to avoid data loss.</blockquote>
<p>Legitimate tech companies won't contact you by phone, email or text message to tell you there's a problem with your computer. Security pop-up warnings from real tech companies will never ask you to call a phone number or click on a link.</p><h2>What to do if you paid a scammer</h2><p>If you paid with a gift card, contact the company that issued it. If you gave remote access, update your security software and run a scan. Report it at ReportFraud.ftc.gov.</p></div>`,
    }),
  },
  // Hindi news article on instant loan-app scams quoting the "file charge" pitch
  {
    id: 'g-clean-hi-khabar-loan-app-thagi-file-charge',
    label: 'clean',
    kind: 'news-scam',
    url: 'https://www.dainikjagran-samachar.in/business/loan-fraud-file-charge-upi-alert-2025-11-27',
    body: doc({
      lang: 'hi',
      title: 'लोन अप्रूव होने का मैसेज आए तो सावधान! "फाइल चार्ज" के नाम पर हो रही ठगी',
      css: artCss,
      head: pixelStub('550018277300'),
      body: `<header class="top"><div class="wrap"><b style="color:#d32f2f;font-size:22px">दैनिक समाचार</b><nav><a href="#">देश</a><a href="#">बिज़नेस</a><a href="#">टेक</a><a href="#">राज्य</a></nav></div></header>
<div class="a"><p class="by">बिज़नेस डेस्क · 27 नवंबर 2025</p><h1>लोन अप्रूव होने का मैसेज आए तो सावधान! "फाइल चार्ज" के नाम पर हो रही ठगी</h1>
<p>साइबर पुलिस के अनुसार, ठग व्हाट्सऐप पर ऐसे मैसेज भेज रहे हैं:</p><blockquote>"Badhai ho! Aapka ₹3,00,000 ka loan approve ho gaya hai. No CIBIL check. Disbursal ke liye ₹2,499 file charge turant UPI karein."</blockquote>
<p>भुगतान करने के बाद ठग "इंश्योरेंस चार्ज", "GST" और "NOC फीस" के नाम पर और पैसे मांगते हैं, लेकिन लोन कभी नहीं मिलता। RBI के नियमों के अनुसार, कोई भी रजिस्टर्ड बैंक या NBFC लोन देने से पहले UPI पर एडवांस फीस नहीं मांगता; प्रोसेसिंग फीस लोन राशि से ही काटी जाती है।</p>
<p>अगर आप ठगी का शिकार हुए हैं तो तुरंत 1930 हेल्पलाइन पर कॉल करें या cybercrime.gov.in पर शिकायत दर्ज करें।</p></div>
${footer({ 'दैनिक समाचार': ['हमारे बारे में', 'संपर्क', 'विज्ञापन'] }, '© 2025 दैनिक समाचार मीडिया प्रा. लि.')}`,
    }),
  },
  // Indonesian article on fake wedding-invitation / bank APK scams
  {
    id: 'g-clean-id-artikel-modus-apk-undangan-bank',
    label: 'clean',
    kind: 'news-scam',
    url: 'https://www.kabarteknologi.co.id/keamanan/modus-penipuan-file-apk-undangan-dan-aplikasi-bank-palsu',
    body: doc({
      lang: 'id',
      title: 'Waspada Modus Penipuan File APK Undangan dan Aplikasi Bank Palsu - KabarTeknologi',
      css: artCss,
      body: `<header class="top"><div class="wrap"><b style="color:#0369a1;font-size:22px">KabarTeknologi</b><nav><a href="#">Gadget</a><a href="#">Internet</a><a href="#">Keamanan</a></nav></div></header>
<div class="a"><p class="by">Keamanan · 26 November 2025 · Rizky Pratama</p><h1>Waspada Modus Penipuan File APK Undangan dan Aplikasi Bank Palsu</h1><p>Pelaku mengirim pesan WhatsApp berisi file seperti <i>"Undangan Pernikahan Digital.apk"</i> atau <i>"Surat Tilang.apk"</i>, atau tautan ke situs yang meminta nasabah mengunduh "Aplikasi Keamanan m-Banking" dengan dalih tarif transfer baru Rp150.000 per bulan.</p>
<blockquote>"Mulai 1 Desember, seluruh nasabah wajib memasang Aplikasi Keamanan Tambahan agar transaksi m-Banking tidak diblokir."</blockquote>
<p>Setelah dipasang dan diberi izin Aksesibilitas serta SMS, aplikasi tersebut dapat membaca kode OTP dan menguras rekening korban. Bank resmi hanya mendistribusikan aplikasi melalui Google Play dan App Store, dan tidak pernah mengirim file APK lewat chat.</p><h2>Tips aman</h2><ul><li>Jangan pasang file APK dari chat atau situs tidak resmi.</li><li>Matikan izin "Instal aplikasi tidak dikenal".</li><li>Hubungi call center resmi bank jika ragu.</li></ul></div>`,
    }),
  },
];

