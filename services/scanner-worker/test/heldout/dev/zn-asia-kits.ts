import type { Entry } from '../entry.js';
import { bot, doc, fbq, gtag, htmlRoute, jsonRoute, jsRoute, logo, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-phish-sbi-yono-kyc-pan-hi',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://sbi-yono-kyc.online-update.in.net/login.php',
    body: doc({
      lang: 'hi',
      title: 'YONO SBI - KYC अपडेट',
      c: '#280071',
      css: `.wrap{max-width:420px;margin:24px auto}`,
      body: `${top('YONO SBI', ['होम', 'लॉगिन', 'सहायता'])}
<main><div class="wrap card"><h2>प्रिय ग्राहक, आपका YONO खाता आज ब्लॉक हो जाएगा</h2><p>कृपया अपना PAN कार्ड अपडेट करें। (Dear customer your YONO account will be blocked today, kindly update PAN card.)</p>
<form id="f"><label>यूज़रनेम / Username</label><input name="u"><label>पासवर्ड / Password</label><input name="p" type="password">
<label>PAN नंबर</label><input name="pan" maxlength="10"><label>मोबाइल नंबर</label><input name="m" maxlength="10">
<p><button class="btn" style="width:100%">सबमिट करें</button></p></form>
<p class="muted">State Bank of India © 2025 | Toll free 1800 1234</p></div></main>
<script>f.onsubmit=function(e){e.preventDefault();fetch('/otp.php',{method:'POST',body:new FormData(f)}).then(function(){location.href='/otp.php?s=1'})}</script>`,
    }),
    routes: { 'sbi-yono-kyc.online-update.in.net/otp.php': htmlRoute('<!doctype html><html lang="hi"><meta charset="utf-8"><title>OTP</title><body style="font-family:Arial;padding:30px"><h3>अपने मोबाइल पर भेजा गया OTP दर्ज करें</h3><input maxlength="6"><button>सत्यापित करें</button></body></html>') },
  },
  {
    id: 'zn-scam-bijli-bill-disconnect-hi',
    label: 'scam',
    kind: 'utility-support',
    url: 'https://bijli-bill-update.co.in/notice',
    body: doc({
      lang: 'hi',
      title: 'विद्युत विभाग - बिल भुगतान सूचना',
      c: '#b91c1c',
      body: `${top('विद्युत वितरण निगम', ['उपभोक्ता सेवा', 'बिल भुगतान'])}
<main><div class="card"><h2>⚠️ प्रिय उपभोक्ता, आज रात 9:30 बजे आपकी बिजली काट दी जाएगी</h2>
<p>क्योंकि आपका पिछले महीने का बिल अपडेट नहीं हुआ था। कृपया तुरंत हमारे बिजली अधिकारी से संपर्क करें।</p>
<p style="font-size:26px"><b>📞 +91 87 6543 2190</b> (श्री देवेश जोशी)</p>
<p>बिल अपडेट करने के लिए अधिकारी आपको <b>"Rust Desk / Quick Support"</b> ऐप डाउनलोड करने को कहेंगे। फिर ₹10 का टोकन भुगतान करें।</p>
<p><a class="btn" href="/notice/app">सपोर्ट ऐप डाउनलोड करें</a></p>
<p class="muted">Dear Consumer your electricity power will be disconnected tonight at 9.30 pm from electricity office because your previous month bill was not updated.</p></div></main>`,
    }),
    routes: { 'bijli-bill-update.co.in/notice/app': redirectRoute(302, 'https://bijli-bill-update.co.in/notice/app.html'), 'bijli-bill-update.co.in/notice/app.html': htmlRoute('<!doctype html><meta charset="utf-8"><title>Support</title><p>Install the support app and share the 9-digit ID with the officer on call.</p>') },
  },
  {
    id: 'zn-phish-bkash-pin-bn',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://bkash-offer-bd.com/login/',
    body: doc({
      lang: 'bn',
      title: 'বিকাশ - ক্যাশব্যাক অফার',
      c: '#e2136e',
      css: `.wrap{max-width:400px;margin:30px auto;text-align:center}`,
      body: `<main><div class="wrap card"><h1 style="color:#e2136e">bKash</h1><h2>৫০০ টাকা ক্যাশব্যাক পেতে লগইন করুন</h2><p>ঈদ উপলক্ষে বিকাশ গ্রাহকদের জন্য বিশেষ উপহার। আজই শেষ দিন!</p>
<form id="f"><label>আপনার বিকাশ অ্যাকাউন্ট নম্বর</label><input name="n" placeholder="01XXXXXXXXX" maxlength="11">
<label>বিকাশ পিন</label><input name="pin" type="password" maxlength="5">
<p><button class="btn" style="width:100%">লগইন</button></p></form><p class="muted">© bKash Limited. হেল্পলাইন ১৬২৪৭</p></div></main>
<script>f.onsubmit=function(e){e.preventDefault();fetch('/login/save',{method:'POST',body:new FormData(f)});document.querySelector('.wrap').innerHTML='<h2>ভেরিফিকেশন কোড দিন</h2><input maxlength="6" placeholder="OTP"><p><button class="btn">নিশ্চিত করুন</button></p>'}</script>`,
    }),
    routes: { 'bkash-offer-bd.com/login/save': jsonRoute({ ok: true }) },
  },
  {
    id: 'zn-scam-bd-job-circular-fee-bn',
    label: 'scam',
    kind: 'job-fee',
    url: 'https://bd-govt-job-circular.xyz/niyog-2025',
    body: doc({
      lang: 'bn',
      title: 'সরকারি চাকরির নিয়োগ বিজ্ঞপ্তি ২০২৫ - অনলাইন আবেদন',
      c: '#006a4e',
      body: `${top('চাকরির খবর বিডি', ['সরকারি চাকরি', 'ব্যাংক', 'এনজিও'])}
<main><div class="card"><h1>স্বাস্থ্য অধিদপ্তরে ৪,৫০০ জন নিয়োগ — কোন পরীক্ষা ছাড়াই</h1>
<p>শিক্ষাগত যোগ্যতা: এসএসসি পাস। বেতন: ১৮,০০০–২৫,০০০ টাকা। কোনো লিখিত পরীক্ষা নেই, শুধুমাত্র মৌখিক।</p>
<p><b>আবেদন ফি ১,২০০ টাকা</b> বিকাশ/নগদ "সেন্ড মানি" করুন: <b>01784-551209</b>। টাকা পাঠানোর পর ট্রানজেকশন আইডি দিয়ে ফর্ম পূরণ করুন।</p>
<form action="/niyog-2025/apply" method="post"><label>নাম</label><input name="n"><label>জাতীয় পরিচয়পত্র নম্বর</label><input name="nid"><label>মোবাইল</label><input name="m"><label>ট্রানজেকশন আইডি (TrxID)</label><input name="trx"><p><button class="btn">আবেদন জমা দিন</button></p></form>
<p class="muted">নিয়োগ সম্পূর্ণ নিশ্চিত। ১০০% চাকরির গ্যারান্টি।</p></div></main>
${bot(['চাকরির খবর বিডি © ২০২৫'])}`,
    }),
    routes: { 'bd-govt-job-circular.xyz/niyog-2025/apply': htmlRoute('<!doctype html><html lang="bn"><meta charset="utf-8"><title>ধন্যবাদ</title><p>আপনার আবেদন গৃহীত হয়েছে। যোগদানপত্রের জন্য আরও ৩,৫০০ টাকা জামানত পাঠান।</p></html>') },
  },
  {
    id: 'zn-phish-easypaisa-account-block-ur',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://easypaisa-verify.pk-account.com/verify',
    body: doc({
      lang: 'ur',
      dir: 'rtl',
      title: 'ایزی پیسہ - اکاؤنٹ کی تصدیق',
      c: '#1db954',
      font: `'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma,sans-serif`,
      css: `.wrap{max-width:420px;margin:30px auto}`,
      body: `${top('easypaisa', ['ہوم', 'مدد'])}
<main><div class="wrap card"><h2>آپ کا اکاؤنٹ عارضی طور پر بند کر دیا گیا ہے</h2><p>اسٹیٹ بینک کی نئی ہدایات کے مطابق بائیومیٹرک تصدیق مکمل کریں ورنہ آپ کا اکاؤنٹ 24 گھنٹوں میں مستقل بند ہو جائے گا۔</p>
<form id="f"><label>موبائل نمبر</label><input name="m" dir="ltr" placeholder="03XX XXXXXXX"><label>شناختی کارڈ نمبر (CNIC)</label><input name="cnic" dir="ltr"><label>5 ہندسوں کا PIN</label><input name="pin" type="password" maxlength="5" dir="ltr">
<p><button class="btn" style="width:100%">تصدیق کریں</button></p></form><p class="muted">Telenor Microfinance Bank Ltd.</p></div></main>
<script>f.onsubmit=function(e){e.preventDefault();fetch('/verify/p',{method:'POST',body:new FormData(f)}).then(function(){f.innerHTML='<label>OTP درج کریں</label><input maxlength="6" dir="ltr"><p><button class="btn">جمع کریں</button></p>'})}</script>`,
    }),
    routes: { 'easypaisa-verify.pk-account.com/verify/p': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'zn-scam-bisp-8171-registration-fee-ur',
    label: 'scam',
    kind: 'subsidy-fee',
    url: 'https://8171-bisp-ehsaas-online.pk/registration',
    body: doc({
      lang: 'ur',
      dir: 'rtl',
      title: 'بینظیر انکم سپورٹ پروگرام 8171 - نئی رجسٹریشن',
      c: '#00543d',
      body: `${top('BISP 8171 آن لائن', ['رجسٹریشن', 'قسط چیک کریں'])}
<main><div class="card"><h2>مبارک ہو! آپ کی 25,000 روپے کی قسط منظور ہو گئی ہے</h2><p>اپنا شناختی کارڈ نمبر درج کریں اور قسط وصول کریں۔</p>
<label>شناختی کارڈ نمبر</label><input dir="ltr" id="c"><p><button class="btn" onclick="chk()">چیک کریں</button></p>
<div id="r" style="display:none" class="warn">آپ کی قسط جاری کرنے کے لیے <b>1,500 روپے سروس فیس</b> جاز کیش نمبر <b dir="ltr">0301-7788421</b> پر بھیجیں اور رسید واٹس ایپ کریں۔ (سرکاری افسر: محمد عرفان)</div></div></main>
${bot(['Benazir Income Support Programme — Government of Pakistan'])}
<script>function chk(){setTimeout(function(){r.style.display='block'},1000)}</script>`,
    }),
  },
  {
    id: 'zn-scam-jazz-free-internet-ur',
    label: 'scam',
    kind: 'telecom-bundle',
    url: 'https://jazz-free-50gb.blogspot-offer.com/',
    body: doc({
      lang: 'ur',
      dir: 'rtl',
      title: 'Jazz Free Internet 50GB - 14 اگست آفر',
      c: '#ef3b24',
      body: `<main><div class="card" style="text-align:center"><h1>🇵🇰 جشن آزادی مبارک 🇵🇰</h1><h2>جاز کی طرف سے 50GB مفت انٹرنیٹ</h2>
<p>صرف آج کے لیے! اپنا نمبر درج کریں اور یہ پیغام 12 دوستوں کو واٹس ایپ پر بھیجیں۔</p><input dir="ltr" placeholder="03XX-XXXXXXX" id="n">
<p><a class="btn" href="whatsapp://send?text=Jazz%2050GB%20free%20internet%20https%3A%2F%2Fjazz-free-50gb.blogspot-offer.com" onclick="c()">واٹس ایپ پر شیئر کریں</a></p>
<p id="p">0/12</p><p class="muted">Jazz Digital · Terms apply</p></div></main>
<script>var k=0;function c(){k+=3;document.getElementById('p').textContent=Math.min(k,12)+'/12';if(k>=12){location.href='/claim'}}</script>`,
    }),
    routes: { 'jazz-free-50gb.blogspot-offer.com/claim': htmlRoute('<!doctype html><meta charset="utf-8"><title>Claim</title><p>Almost done! Complete one survey from our sponsors to activate your 50GB.</p><a href="/sv">Start survey</a>') },
  },
  {
    id: 'zn-phish-income-tax-refund-in',
    label: 'phishing',
    kind: 'tax-refund',
    url: 'https://incometax-refund.gov-in.help/e-filing/refund',
    body: doc({
      lang: 'en-IN',
      title: 'Income Tax Department - Refund Status',
      c: '#1d3a6b',
      body: `${top('e-Filing | Income Tax Department, Government of India', ['Home', 'Refund', 'Help'])}
<main><div class="card"><h2>Refund approved: ₹15,490.00</h2><p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund. Please verify your account details below so that the refund can be credited.</p>
<form action="/e-filing/refund/submit" method="post"><div class="grid"><div><label>PAN</label><input name="pan"></div><div><label>Aadhaar</label><input name="aadhaar"></div></div>
<label>Bank</label><select name="bank"><option>SBI</option><option>HDFC</option><option>ICICI</option><option>Axis</option><option>PNB</option></select>
<label>Debit card number</label><input name="card"><div class="grid"><div><label>Expiry</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div><div><label>ATM PIN</label><input name="pin" type="password"></div></div>
<p><button class="btn">Submit</button></p></form></div></main>
${bot(['Copyright © Income Tax Department, Ministry of Finance, Government of India.'])}`,
    }),
    routes: { 'incometax-refund.gov-in.help/e-filing/refund/submit': htmlRoute('<!doctype html><meta charset="utf-8"><title>OTP</title><p>Enter OTP sent to your registered mobile</p><input>') },
  },
  {
    id: 'zn-phish-indiapost-address-update-ta',
    label: 'phishing',
    kind: 'delivery-customs',
    url: 'https://indiapost-redelivery.top/ta/track',
    body: doc({
      lang: 'ta',
      title: 'இந்திய அஞ்சல் - முகவரி புதுப்பிப்பு',
      c: '#c8102e',
      body: `${top('இந்திய அஞ்சல் India Post', ['கண்காணிப்பு', 'சேவைகள்'])}
<main><div class="card"><h2>உங்கள் பார்சல் கிடங்கில் உள்ளது</h2><p>முழுமையற்ற முகவரி காரணமாக உங்கள் பொதியை வழங்க முடியவில்லை. 48 மணி நேரத்திற்குள் முகவரியைப் புதுப்பிக்கவும், இல்லையெனில் திருப்பி அனுப்பப்படும்.</p>
<p class="muted">The package has arrived at the warehouse and cannot be delivered due to incomplete address. Please update within 48 hours.</p>
<form id="f"><label>பெயர்</label><input name="n"><label>முகவரி</label><textarea name="a" rows="2"></textarea><label>பின்கோடு</label><input name="pin">
<label>மறு விநியோக கட்டணம் ₹25 — அட்டை எண்</label><input name="cc"><div class="grid"><div><label>காலாவதி</label><input name="e"></div><div><label>CVV</label><input name="v"></div></div>
<p><button class="btn">தொடரவும்</button></p></form></div></main>
${bot(['© Department of Posts, Ministry of Communications, Government of India'])}
<script>f.onsubmit=function(e){e.preventDefault();fetch('/ta/api/save',{method:'POST',body:new FormData(f)}).then(function(){location.href='/ta/otp'})}</script>`,
    }),
    routes: {
      'indiapost-redelivery.top/ta/api/save': jsonRoute({ code: 0 }),
      'indiapost-redelivery.top/ta/otp': htmlRoute('<!doctype html><html lang="ta"><meta charset="utf-8"><title>OTP</title><p>உங்கள் வங்கியிலிருந்து வந்த OTP-ஐ உள்ளிடவும்</p><input maxlength="6"><button>சமர்ப்பி</button></html>'),
    },
  },
  {
    id: 'zn-phish-instagram-blue-badge-bn',
    label: 'phishing',
    kind: 'social-account',
    url: 'https://instagram-verified-badge.help/bn/apply',
    body: doc({
      lang: 'bn',
      title: 'Instagram - ভেরিফাইড ব্যাজ আবেদন',
      c: '#c13584',
      css: `.wrap{max-width:380px;margin:30px auto;text-align:center}`,
      body: `<main><div class="wrap card"><h1 style="font-family:cursive">Instagram</h1><p>✔ অভিনন্দন! আপনার অ্যাকাউন্ট নীল ব্যাজের জন্য যোগ্য। ৪৮ ঘণ্টার মধ্যে আবেদন করুন।</p>
<form id="f"><input name="u" placeholder="ব্যবহারকারীর নাম"><br><br><input name="p" type="password" placeholder="পাসওয়ার্ড"><p><button class="btn" style="width:100%">আবেদন করুন</button></p></form>
<p class="muted">from Meta</p></div></main>
<script>f.onsubmit=function(e){e.preventDefault();var d=new FormData(f);d.append('ua',navigator.userAgent);fetch('/bn/apply/x',{method:'POST',body:d}).then(function(){location.href='https://www.instagram.com/'})}</script>`,
    }),
    routes: { 'instagram-verified-badge.help/bn/apply/x': jsonRoute({}) },
  },
  {
    id: 'zn-scam-kbc-lottery-whatsapp-hi',
    label: 'scam',
    kind: 'lottery-fee',
    url: 'https://kbc-lottery-winner2025.in/check',
    body: doc({
      lang: 'hi',
      title: 'KBC लॉटरी विजेता 2025 - 25 लाख',
      c: '#4c1d95',
      body: `${top('KBC Jio Lucky Draw', ['विजेता सूची', 'लॉटरी नंबर चेक करें', 'संपर्क'])}
<main><div class="card" style="text-align:center"><h1>बधाई हो! आपने ₹25,00,000 जीते हैं</h1><p>आपका WhatsApp नंबर KBC और Jio के लकी ड्रॉ में चुना गया है। लॉटरी नंबर: <b>8812</b></p>
<p>इनाम प्राप्त करने के लिए हमारे मैनेजर <b>राणा प्रताप सिंह</b> से WhatsApp पर संपर्क करें: +91 70 0012 8812</p>
<p class="warn">प्रोसेसिंग चार्ज और GST ₹12,500 पहले जमा करना अनिवार्य है।</p><a class="btn" href="https://wa.me/917000128812">WhatsApp पर संपर्क करें</a></div></main>`,
    }),
  },
  {
    id: 'zn-phish-paytm-kyc-expired-en',
    label: 'phishing',
    kind: 'wallet-login',
    url: 'https://paytm-kyc-verification.co.in/kyc',
    body: doc({
      lang: 'en-IN',
      title: 'Paytm KYC Verification',
      c: '#00baf2',
      css: `.wrap{max-width:420px;margin:30px auto}header.top{background:#002e6e}`,
      body: `${top('paytm', ['Wallet', 'UPI', 'Help'])}
<main><div class="wrap card"><h2>Your Paytm KYC has expired</h2><p>Dear user, your Paytm KYC is pending. Account will be blocked within 24 hours. Complete video KYC now.</p>
<form id="f"><label>Registered mobile</label><input name="m"><label>Aadhaar number</label><input name="a"><label>Debit card (last step for penny-drop)</label><input name="c"><label>UPI PIN</label><input name="u" type="password" maxlength="6">
<p><button class="btn" style="width:100%">Complete KYC</button></p></form></div></main>
<script>f.onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(f)).toString();fetch('/kyc/s?'+q).then(function(){f.innerHTML='<p>Our KYC executive will call you. Keep your phone free.</p>'})}</script>`,
    }),
    routes: { 'paytm-kyc-verification.co.in/kyc/s': jsonRoute({ ok: 1 }) },
  },
];
