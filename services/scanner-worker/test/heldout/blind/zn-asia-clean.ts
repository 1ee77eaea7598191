import type { Entry } from '../entry.js';
import { apk, bot, cookies, doc, fbq, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, logo, pe, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-clean-onlinesbi-retail-login-en',
    label: 'clean',
    kind: 'own-login',
    url: 'https://retail.onlinesbi.sbi/retail/login.htm?zn=1',
    body: doc({
      lang: 'en-IN',
      title: 'State Bank of India - Personal Banking',
      c: '#280071',
      css: `.wrap{max-width:460px;margin:24px auto}`,
      body: `${top('OnlineSBI', ['Personal', 'Corporate', 'YONO', 'Help'])}
<main><div class="wrap card"><h2>Login to OnlineSBI</h2><form method="post" action="/retail/loginsubmit.htm"><label>Username</label><input name="userName"><label>Password</label><input name="password" type="password">
<label>Enter the text as shown in the image</label><input name="captcha"><p><button class="btn" style="width:100%">Login</button></p></form>
<div class="warn">Mandatory Login Instructions: SBI never asks for your confidential information such as PIN, OTP or password via email, SMS or phone. Beware of fake messages about KYC/PAN update with links.</div>
<p class="muted">New user? Register here · Forgot login password</p></div></main>
${bot(['Copyright © State Bank of India. Site best viewed in latest browsers.'], ['Privacy Statement', 'Disclosure', 'Terms of Service', 'Hyperlink Policy'])}`,
    }),
    routes: { 'retail.onlinesbi.sbi/retail/loginsubmit.htm': htmlRoute('<!doctype html><meta charset="utf-8"><title>OnlineSBI</title><p>Enter OTP</p>') },
  },
  {
    id: 'zn-clean-bkash-app-apk-download-bn',
    label: 'clean',
    kind: 'app-download',
    url: 'https://www.bkash.com/bn/app-zn',
    body: doc({
      lang: 'bn',
      title: 'বিকাশ অ্যাপ ডাউনলোড করুন | bKash',
      c: '#e2136e',
      head: gtag('G-BKASHAPP01'),
      body: `${top('বিকাশ', ['সেবাসমূহ', 'অফার', 'সাপোর্ট', 'English'])}
<main><div class="card" style="text-align:center"><h1>বিকাশ অ্যাপ — সব লেনদেন এক অ্যাপে</h1><p>সেন্ড মানি, ক্যাশ আউট, মোবাইল রিচার্জ, পেমেন্ট, পে বিল ও আরও অনেক কিছু।</p>
<p><a class="btn" href="https://play.google.com/store/apps/details?id=com.bKash.customerapp">Google Play</a> <a class="btn" href="https://apps.apple.com/app/bkash/id1351183172">App Store</a> <a class="btn alt" href="/bn/app-zn/bKash-customer-app.apk">সরাসরি APK ডাউনলোড</a></p>
<p class="muted">বিকাশ কখনো আপনার পিন বা ভেরিফিকেশন কোড জানতে চায় না। কাউকে পিন বলবেন না। হেল্পলাইন ১৬২৪৭।</p></div></main>
${bot(['© ২০২৫ বিকাশ লিমিটেড, ব্র্যাক ব্যাংক পিএলসি-র একটি সাবসিডিয়ারি।'], ['শর্তাবলী', 'গোপনীয়তা নীতি'])}`,
    }),
    routes: { 'www.bkash.com/bn/app-zn/bKash-customer-app.apk': fileRoute(apk('com.bKash.customerapp', 'bKash'), 'application/vnd.android.package-archive', 'bKash-customer-app.apk') },
  },
  {
    id: 'zn-clean-easypaisa-official-ur',
    label: 'clean',
    kind: 'wallet-info',
    url: 'https://easypaisa.com.pk/ur/security-zn/',
    body: doc({
      lang: 'ur',
      dir: 'rtl',
      title: 'ایزی پیسہ - محفوظ رہیں',
      c: '#1db954',
      body: `${top('easypaisa', ['ذاتی', 'کاروبار', 'مدد'])}
<main><div class="card"><h1>دھوکہ دہی سے بچیں</h1><p>ایزی پیسہ کبھی بھی آپ سے آپ کا PIN، OTP یا CNIC کی تصویر فون، ایس ایم ایس یا ویب سائٹ کے ذریعے نہیں مانگتا۔</p>
<ul><li>اکاؤنٹ "بند" ہونے کے جعلی پیغامات پر یقین نہ کریں۔</li><li>صرف آفیشل ایپ استعمال کریں۔</li><li>مشکوک کال یا پیغام کی اطلاع 3737 پر دیں۔</li></ul>
<p dir="ltr" class="muted">Easypaisa will never ask for your PIN or OTP. Report fraud by calling 3737.</p></div></main>
${bot(['Telenor Microfinance Bank Limited — State Bank of Pakistan regulated'])}`,
    }),
  },
  {
    id: 'zn-clean-pmkisan-beneficiary-status-hi',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://pmkisan.gov.in/BeneficiaryStatus_New.aspx?zn=1',
    body: doc({
      lang: 'hi',
      title: 'लाभार्थी की स्थिति | PM-KISAN',
      c: '#166534',
      body: `${top('प्रधानमंत्री किसान सम्मान निधि', ['होम', 'किसान कॉर्नर', 'लाभार्थी सूची', 'eKYC'])}
<main><div class="card"><h2>अपनी स्थिति जानें (Know Your Status)</h2><form method="post" action="/BeneficiaryStatus_New.aspx"><label>पंजीकरण संख्या (Registration No.)</label><input name="reg"><label>कैप्चा</label><input name="cap"><p><button class="btn">Get OTP</button></p></form>
<p class="warn">eKYC केवल PM-KISAN पोर्टल, PM-KISAN मोबाइल ऐप (Google Play Store) या नज़दीकी CSC केंद्र पर करें। WhatsApp पर भेजी गई APK फाइलें इंस्टॉल न करें।</p>
<p>हेल्पलाइन: 155261 / 011-24300606</p></div></main>
${bot(['कृषि एवं किसान कल्याण मंत्रालय, भारत सरकार · NIC द्वारा विकसित'])}`,
    }),
  },
  {
    id: 'zn-clean-tamil-news-parcel-scam-ta',
    label: 'clean',
    kind: 'news-article',
    url: 'https://www.chennaimurasu-news.com/tamilnadu/zn-parcel-sms-scam-warning',
    body: doc({
      lang: 'ta',
      title: 'போலி அஞ்சல் SMS: பொதுமக்களுக்கு சைபர் கிரைம் போலீஸ் எச்சரிக்கை | சென்னை முரசு',
      c: '#7f1d1d',
      head: gtag('G-CMNEWS0912') + fbq('118822003344556'),
      body: `${top('சென்னை முரசு', ['தமிழ்நாடு', 'இந்தியா', 'உலகம்', 'விளையாட்டு', 'சினிமா'])}
<main><article class="card"><p class="muted">அக்டோபர் 16, 2025 · செய்திப் பிரிவு</p><h1>போலி அஞ்சல் SMS: சைபர் கிரைம் போலீஸ் எச்சரிக்கை</h1>
<p>"உங்கள் பார்சல் கிடங்கில் உள்ளது, முகவரியைப் புதுப்பிக்கவும்" என்ற பெயரில் வரும் SMS செய்திகள் போலியானவை என தமிழ்நாடு சைபர் கிரைம் பிரிவு எச்சரித்துள்ளது. இணைப்பைத் திறந்து ₹25 கட்டணம் செலுத்த அட்டை விவரங்களை உள்ளிட்டவர்களின் வங்கிக் கணக்கிலிருந்து பணம் திருடப்பட்டுள்ளது.</p>
<p>இதுபோன்ற மோசடிகள் குறித்து 1930 என்ற எண்ணில் புகார் அளிக்கலாம் என போலீசார் தெரிவித்துள்ளனர்.</p></article></main>
${bot(['© 2025 சென்னை முரசு. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.'])}`,
    }),
  },
  {
    id: 'zn-clean-bangla-news-bkash-fraud-bn',
    label: 'clean',
    kind: 'news-article',
    url: 'https://www.dhakaprotidin-news.com/technology/zn-bkash-cashback-protarona',
    body: doc({
      lang: 'bn',
      title: 'বিকাশ ক্যাশব্যাকের নামে প্রতারণা, সতর্ক থাকার পরামর্শ | ঢাকা প্রতিদিন',
      c: '#065f46',
      head: gtag('G-DPNEWS2025'),
      body: `${top('ঢাকা প্রতিদিন', ['জাতীয়', 'রাজনীতি', 'অর্থনীতি', 'প্রযুক্তি', 'খেলা'])}
<main><article class="card"><p class="muted">প্রযুক্তি ডেস্ক · ১৫ অক্টোবর ২০২৫</p><h1>বিকাশ ক্যাশব্যাকের নামে প্রতারণা, সতর্ক থাকার পরামর্শ</h1>
<p>ঈদ উপলক্ষে "৫০০ টাকা ক্যাশব্যাক" দেওয়ার কথা বলে ভুয়া ওয়েবসাইটে গ্রাহকদের পিন নেওয়া হচ্ছে। বিকাশ জানিয়েছে, তারা কখনো ওয়েবসাইটে পিন চায় না।</p>
<p>বিজিডি ই-গভ সার্ট (BGD e-GOV CIRT) এক বিজ্ঞপ্তিতে জানিয়েছে, এমন সাইটের তালিকা তারা নিয়মিত হালনাগাদ করছে।</p>
<p>প্রতারণার শিকার হলে ১৬২৪৭ নম্বরে বা নিকটস্থ থানায় যোগাযোগ করুন।</p></article></main>
${bot(['© ২০২৫ ঢাকা প্রতিদিন। সম্পাদক: মাহফুজ রহমান'])}
${cookies('আমরা কুকি ব্যবহার করি।', 'ঠিক আছে')}`,
    }),
  },
  {
    id: 'zn-clean-job-portal-naukri-style-hi',
    label: 'clean',
    kind: 'job-portal',
    url: 'https://www.rozgarsetu.in/jobs/customer-support-executive-jaipur-zn',
    body: doc({
      lang: 'hi',
      title: 'Customer Support Executive - Jaipur | RozgarSetu',
      c: '#4338ca',
      head: gtag('G-RZSETU2025'),
      body: `${top('RozgarSetu रोज़गार सेतु', ['नौकरियाँ', 'कंपनियाँ', 'रिज़्यूमे', 'Recruiters'])}
<main><div class="card"><h1>Customer Support Executive (Hindi/English)</h1><p><b>Marwar Telecom Services Pvt Ltd</b> · जयपुर · ₹18,000–24,000 प्रति माह · 0-2 वर्ष</p>
<h3>ज़िम्मेदारियाँ</h3><ul><li>ग्राहकों के कॉल और चैट का जवाब देना</li><li>CRM में टिकट अपडेट करना</li></ul><h3>योग्यता</h3><ul><li>12वीं पास / स्नातक</li><li>हिंदी और अंग्रेज़ी में अच्छा संवाद</li></ul>
<p><a class="btn" href="#">आवेदन करें</a></p><p class="muted">RozgarSetu पर आवेदन पूरी तरह मुफ़्त है। कोई भी नियोक्ता पंजीकरण शुल्क या सिक्योरिटी डिपॉज़िट नहीं मांग सकता।</p></div></main>
${bot(['© 2025 RozgarSetu Technologies Pvt Ltd, Noida'], ['About', 'Privacy', 'Fraud Alert', 'Contact'])}`,
    }),
  },
  {
    id: 'zn-clean-coindcx-login-en',
    label: 'clean',
    kind: 'crypto-exchange',
    url: 'https://coindcx.com/login?redirect=portfolio&zn=1',
    body: doc({
      lang: 'en-IN',
      title: 'Login | CoinDCX',
      c: '#3067f0',
      css: `.wrap{max-width:420px;margin:30px auto}body{background:#0d1117;color:#e6edf3}.card{background:#161b22;color:#e6edf3}`,
      head: gtag('G-CDCXLOGIN1'),
      body: `${top('CoinDCX', ['Markets', 'Spot', 'Futures', 'Earn'])}
<main><div class="wrap card"><h2>Login to CoinDCX</h2><form method="post" action="/api/login"><label>Email or mobile</label><input name="id"><label>Password</label><input name="password" type="password"><p><button class="btn" style="width:100%">Login</button></p></form>
<p class="muted">Crypto products are unregulated and can be highly risky. CoinDCX never asks you to connect a wallet to "claim compensation".</p></div></main>
${bot(['© 2025 CoinDCX. Registered with FIU-IND.'])}`,
    }),
  },
];
