import type { Entry } from '../entry.js';
import { apk, bot, cookies, doc, fbq, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, logo, pe, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-clean-certin-advisory-sms-scam-en',
    label: 'clean',
    kind: 'cert-advisory',
    url: 'https://www.cert-in.org.in/s2cMainServlet?pageid=PUBVLNOTES02&VLCODE=CIAD-2025-ZN41',
    body: doc({
      lang: 'en-IN',
      title: 'CERT-In Advisory CIAD-2025-0041: Phishing and smishing campaigns impersonating government schemes',
      c: '#1e3a8a',
      body: `${top('CERT-In — Indian Computer Emergency Response Team', ['Advisories', 'Vulnerability Notes', 'Incident Reporting'])}
<main><article class="card"><h1>CERT-In Advisory CIAD-2025-0041</h1><p class="muted">Original Issue Date: October 15, 2025 · Severity: High</p>
<h3>Overview</h3><p>Multiple smishing campaigns are impersonating banks, India Post, the Income Tax Department and welfare schemes (PM-KISAN). Messages lead to phishing websites or to malicious APK files that forward SMS/OTP to attackers.</p>
<h3>Sample messages</h3><blockquote>Dear customer your YONO account will be blocked today kindly update PAN card: sbi-yono-kyc.online-update.in[.]net</blockquote><blockquote>PM Kisan 19th installment: install new app for eKYC PM Kisan.apk</blockquote><blockquote>Dear Consumer your electricity power will be disconnected tonight at 9.30 pm. Contact officer 87XXXXXX90</blockquote>
<h3>Countermeasures</h3><ul><li>Install apps only from official app stores.</li><li>Do not share OTP, UPI PIN or card details.</li><li>Report cyber fraud at 1930 or cybercrime.gov.in.</li></ul></article></main>
${bot(['Ministry of Electronics and Information Technology, Government of India'])}`,
    }),
  },
  {
    id: 'zn-clean-bisp-official-8171-ur',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://8171.bisp.gov.pk/?zn=1',
    body: doc({
      lang: 'ur',
      dir: 'rtl',
      title: 'BISP 8171 - اہلیت چیک کریں',
      c: '#00543d',
      body: `${top('بینظیر انکم سپورٹ پروگرام', ['اہلیت', 'شکایات', 'دفاتر'])}
<main><div class="card"><h2>اپنی اہلیت معلوم کریں</h2><p>اپنا 13 ہندسوں کا شناختی کارڈ نمبر درج کریں۔</p>
<form method="post" action="/"><label>شناختی کارڈ نمبر</label><input name="cnic" dir="ltr" maxlength="13"><label>تصویر میں دیا گیا کوڈ</label><input name="captcha" dir="ltr"><p><button class="btn">معلومات حاصل کریں</button></p></form>
<div class="warn">BISP صرف 8171 سے پیغام بھیجتا ہے۔ کوئی فیس نہیں لی جاتی۔ کسی بھی دوسرے نمبر سے آنے والے پیغامات جعلی ہیں۔ شکایت کے لیے 0800-26477 پر کال کریں۔</div></div></main>
${bot(['Benazir Income Support Programme, Government of Pakistan'])}`,
    }),
  },
  {
    id: 'zn-clean-indiapost-track-consignment-ta',
    label: 'clean',
    kind: 'carrier-tracking',
    url: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?zn=ta',
    body: doc({
      lang: 'ta',
      title: 'Track Consignment | இந்திய அஞ்சல்',
      c: '#c8102e',
      body: `${top('India Post இந்திய அஞ்சல்', ['கண்காணிப்பு', 'அஞ்சல் சேவைகள்', 'வங்கி', 'காப்பீடு'])}
<main><div class="card"><h2>உங்கள் அஞ்சலைக் கண்காணிக்கவும்</h2><label>Consignment Number</label><input placeholder="EE123456789IN"><p><button class="btn">Search</button></p>
<table><tr><td>15/10/2025 14:20</td><td>Item Delivered — Chennai GPO</td></tr><tr><td>15/10/2025 08:01</td><td>Out for delivery</td></tr><tr><td>13/10/2025 19:45</td><td>Item Booked — Coimbatore HO</td></tr></table>
<p class="warn">இந்திய அஞ்சல் முகவரி புதுப்பிப்புக்காக SMS மூலம் இணைப்புகளை அனுப்புவதில்லை; கட்டணம் கேட்பதில்லை. (India Post does not send SMS asking to update address or pay a redelivery fee.)</p></div></main>
${bot(['© Department of Posts, Government of India'])}`,
    }),
  },
  {
    id: 'zn-clean-colombo-uni-scholarship-si',
    label: 'clean',
    kind: 'university',
    url: 'https://cmb.ac.lk/zn-mahapola-scholarship-notice-2025',
    body: doc({
      lang: 'si',
      title: 'මහපොළ ශිෂ්‍යත්ව දැන්වීම 2025 | කොළඹ විශ්වවිද්‍යාලය',
      c: '#7a1f2b',
      body: `${top('University of Colombo කොළඹ විශ්වවිද්‍යාලය', ['Faculties', 'Students', 'Research', 'News'])}
<main><article class="card"><h1>මහපොළ ශිෂ්‍යත්ව — 2024/2025 අයදුම්පත් කැඳවීම</h1><p>2024/2025 අධ්‍යයන වර්ෂය සඳහා ඇතුළත් වූ සිසුන්ගෙන් මහපොළ ශිෂ්‍යත්ව සඳහා අයදුම්පත් කැඳවනු ලැබේ. අයදුම්පත් ශිෂ්‍ය සුභසාධන අංශයෙන් හෝ වෙබ් අඩවියෙන් ලබා ගත හැක.</p>
<p>අයදුම් කිරීමට කිසිදු ගාස්තුවක් අය නොකෙරේ. (No fee is charged for applications.)</p><p>අවසාන දිනය: 2025 නොවැම්බර් 15.</p><p><a class="btn" href="#">අයදුම්පත බාගන්න (PDF)</a></p></article></main>
${bot(['University of Colombo, College House, 94 Cumaratunga Munidasa Mawatha, Colombo 03'])}`,
    }),
  },
  {
    id: 'zn-clean-dialog-data-packages-si',
    label: 'clean',
    kind: 'telecom-bundles',
    url: 'https://www.dialog.lk/si/mobile/data-packages-zn',
    body: doc({
      lang: 'si',
      title: 'දත්ත පැකේජ | Dialog',
      c: '#b4004e',
      head: gtag('G-DIALOGLK01'),
      body: `${top('Dialog', ['ජංගම', 'නිවස', 'ව්‍යාපාර', 'MyDialog'])}
<main><div class="card"><h1>ජංගම දත්ත පැකේජ</h1><table><tr><th>පැකේජය</th><th>මිල</th><th>කාලය</th></tr><tr><td>Any Time 5GB</td><td>රු. 398</td><td>දින 30</td></tr><tr><td>Any Time 12GB</td><td>රු. 798</td><td>දින 30</td></tr><tr><td>Unlimited YouTube</td><td>රු. 549</td><td>දින 30</td></tr></table>
<p>*678# අමතන්න හෝ MyDialog ඇප් එක භාවිතා කරන්න.</p><p class="muted">Dialog කිසිවිටෙකත් නොමිලේ රීලෝඩ් සඳහා WhatsApp හරහා පණිවිඩ බෙදාගන්නා ලෙස ඉල්ලා නොසිටී.</p></div></main>
${bot(['© 2025 Dialog Axiata PLC'])}`,
    }),
  },
  {
    id: 'zn-clean-boc-online-banking-login-en',
    label: 'clean',
    kind: 'own-login',
    url: 'https://online.boc.lk/T001/channel.jsp?zn=1',
    body: doc({
      lang: 'en-LK',
      title: 'BOC Online Banking',
      c: '#ffc20e',
      css: `header.top{background:#231f20}.wrap{max-width:420px;margin:30px auto}`,
      body: `${top('Bank of Ceylon', ['Personal', 'Corporate', 'Contact'])}
<main><div class="wrap card"><h2>Online Banking Login</h2><form method="post" action="/T001/login"><label>User ID</label><input name="uid"><label>Password</label><input name="pwd" type="password"><p><button class="btn" style="width:100%;color:#000">Login</button></p></form>
<p class="muted">BOC will never request your password or OTP through email, SMS or phone. Call 1975 to report suspicious activity.</p></div></main>
${bot(['Bank of Ceylon — Bankers to the Nation. Licensed Commercial Bank supervised by the Central Bank of Sri Lanka.'])}`,
    }),
  },
  {
    id: 'zn-clean-karachi-bakery-order-ur',
    label: 'clean',
    kind: 'small-business',
    url: 'https://www.shirinbakers-karachi.pk/order',
    body: doc({
      lang: 'ur',
      dir: 'rtl',
      title: 'شیریں بیکرز کراچی - آن لائن آرڈر',
      c: '#92400e',
      body: `${top('شیریں بیکرز', ['کیک', 'مٹھائی', 'بیکری', 'رابطہ'])}
<main><div class="grid"><div class="card"><h3>چاکلیٹ فج کیک (2 پاؤنڈ)</h3><p>Rs. 2,400</p></div><div class="card"><h3>گلاب جامن (1 کلو)</h3><p>Rs. 1,350</p></div><div class="card"><h3>نان خطائی (آدھا کلو)</h3><p>Rs. 650</p></div></div>
<div class="card"><p>آرڈر کم از کم 6 گھنٹے پہلے دیں۔ کیش آن ڈیلیوری، JazzCash یا ایزی پیسہ سے ادائیگی۔ گلشن اقبال بلاک 13 — روزانہ صبح 8 سے رات 11 بجے تک۔</p>
<a class="btn" href="https://wa.me/923001234567">واٹس ایپ پر آرڈر کریں</a> <a class="btn alt" href="tel:+922134987654">کال کریں</a></div></main>
${bot(['© 2025 شیریں بیکرز — 1978 سے ذائقے کی پہچان'])}`,
    }),
  },
  {
    id: 'zn-clean-flood-relief-bkash-donation-bn',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.bdrcs.org/bn/donate/zn-flood-2025',
    body: doc({
      lang: 'bn',
      title: 'বন্যার্তদের সহায়তায় দান করুন | বাংলাদেশ রেড ক্রিসেন্ট সোসাইটি',
      c: '#dc2626',
      body: `${top('বাংলাদেশ রেড ক্রিসেন্ট সোসাইটি', ['আমাদের সম্পর্কে', 'কার্যক্রম', 'স্বেচ্ছাসেবক', 'দান করুন'])}
<main><div class="card"><h1>ফেনী ও নোয়াখালীর বন্যার্তদের পাশে দাঁড়ান</h1><p>আপনার অনুদানে শুকনো খাবার, বিশুদ্ধ পানি ও ওষুধ পৌঁছে যাবে।</p>
<div class="grid"><div class="card"><h3>বিকাশ মার্চেন্ট</h3><p>পেমেন্ট অপশন ▸ <b>01730-000000</b> (রেফারেন্স: Flood)</p></div><div class="card"><h3>ব্যাংক</h3><p>সোনালী ব্যাংক, রমনা কর্পোরেট শাখা, হিসাব নং 0002633000123</p></div></div>
<p class="muted">সকল অনুদানের রসিদ প্রদান করা হয় এবং বার্ষিক প্রতিবেদনে প্রকাশিত হয়।</p></div></main>
${bot(['Bangladesh Red Crescent Society, 684-686 Bara Moghbazar, Dhaka-1217'])}`,
    }),
  },
  {
    id: 'zn-clean-incometax-eportal-login-en',
    label: 'clean',
    kind: 'own-login',
    url: 'https://eportal.incometax.gov.in/iec/foservices/#/login?zn=1',
    body: doc({
      lang: 'en-IN',
      title: 'e-Filing Home Page, Income Tax Department, Government of India',
      c: '#1d3a6b',
      body: `${top('e-Filing — Income Tax Department', ['Home', 'Individual/HUF', 'Company', 'Downloads', 'Help'])}
<main><div class="card" style="max-width:460px;margin:auto"><h2>Login</h2><div id="app"><label>Enter your User ID (PAN/Aadhaar)</label><input id="uid"><p><button class="btn" id="c">Continue</button></p></div>
<p class="muted">Tax refunds are credited only to the pre-validated bank account in your e-Filing profile. The department never asks for card details, CVV or ATM PIN.</p></div></main>
${bot(['Copyright © Income Tax Department, Ministry of Finance, Government of India. All Rights Reserved'], ['Accessibility', 'Privacy Policy', 'Hyperlink Policy'])}
<script>document.getElementById('c').onclick=function(){var v=document.getElementById('uid').value;if(!/^[A-Z]{5}[0-9]{4}[A-Z]$/i.test(v)&&!/^\\d{12}$/.test(v)){alert('Please enter valid PAN or Aadhaar');return}document.getElementById('app').innerHTML='<p>Please confirm your secure access message and enter password.</p>'}</script>`,
    }),
  },
  {
    id: 'zn-clean-daraz-product-page-pk',
    label: 'clean',
    kind: 'shop-product',
    url: 'https://www.daraz.pk/products/zn-dawlance-microwave-20l-i88123.html',
    body: doc({
      lang: 'en-PK',
      title: 'Dawlance Microwave Oven 20L DW-MD7 | Daraz.pk',
      c: '#f85606',
      head: gtag('G-DARAZPK001'),
      body: `${top('Daraz', ['Categories', 'Mall', 'Flash Sale', 'Help'])}
<main><div class="grid"><div class="card"><img src="/zn/img/mw.png" alt="" style="width:100%;height:220px;background:#eee"></div><div class="card"><h1>Dawlance Microwave Oven 20 Litre DW-MD7</h1><p style="font-size:24px"><b>Rs. 21,499</b> <s class="muted">Rs. 24,999</s></p><p>⭐ 4.6 · 412 ratings · Daraz Mall — Dawlance Official Store</p>
<p>Cash on Delivery available · 1 year brand warranty · 14 days free return</p><p><button class="btn">Buy Now</button> <button class="btn alt">Add to Cart</button></p></div></div></main>
${bot(['© Daraz 2025'], ['Help Center', 'How to Buy', 'Returns & Refunds', 'Contact Us'])}`,
    }),
    routes: { ...logo('www.daraz.pk', '/zn/img/mw.png', 220, 220, 220) },
  },
  {
    id: 'zn-clean-avro-keyboard-download-bn',
    label: 'clean',
    kind: 'software-download',
    url: 'https://www.omicronlab.com/avro-keyboard-download.html?zn=1',
    body: doc({
      lang: 'en',
      title: 'Download Avro Keyboard - Free Bangla Typing Software | OmicronLab',
      c: '#15803d',
      body: `${top('OmicronLab', ['Avro Keyboard', 'Bangla Fonts', 'Forum', 'Donate'])}
<main><div class="card"><h1>Avro Keyboard 5.6.0</h1><p>Free Bangla typing software for Windows with phonetic, fixed keyboard layouts and Unicode/ANSI support. অভ্র কি-বোর্ড — বাংলা লেখার সহজ সমাধান।</p>
<table><tr><td>Version</td><td>5.6.0 (stable)</td></tr><tr><td>Size</td><td>8.9 MB</td></tr><tr><td>License</td><td>Freeware (Mozilla Public License for source)</td></tr><tr><td>SHA-256</td><td><code>3f1b…c9a2</code></td></tr></table>
<p><a class="btn" href="/download/avro_keyboard_5.6.0_setup.exe">Download installer</a> <a class="btn alt" href="#">Portable edition</a></p><p class="muted">Digitally signed by OmicronLab. Requires Windows 7 or later.</p></div></main>
${bot(['© 2003–2025 OmicronLab. Avro Keyboard is a registered trademark.'])}`,
    }),
    routes: { 'www.omicronlab.com/download/avro_keyboard_5.6.0_setup.exe': fileRoute(pe({ x64: false, strings: ['Avro Keyboard Setup', 'OmicronLab', 'Inno Setup', '5.6.0'] }), 'application/x-msdownload', 'avro_keyboard_5.6.0_setup.exe') },
  },
];
