import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, goiHeader, GOI_CSS, goiFooter, bankCss, FONTS, ASHOKA } from '../parts/yn-kit.js';

// Government portals, utilities and post/courier tracking on their own domains.

export const entries: Entry[] = [
{
  id: 'yn-clean-incometax-efiling-login',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://eportal.incometax.gov.in/iec/foservices/?lang=en',
  body: doc({
    title: 'e-Filing Home Page, Income Tax Department, Government of India',
    css: GOI_CSS + bankCss('#0b3d91', '#0b3d91') + `.steps{display:flex;gap:10px;font-size:12px;color:#666;margin-bottom:12px}.steps span.on{color:#0b3d91;font-weight:bold}`,
    body: `${goiHeader('आयकर विभाग', 'Income Tax Department, Government of India', '<b style="margin-left:auto;color:#0b3d91">e-Filing</b>')}
<main id="main"><div class="main"><div class="card"><div class="steps"><span class="on">1 Enter PAN/Aadhaar/User ID</span><span>2 Enter Password</span></div>
<h2>Login</h2><form id="l" method="post" action="/iec/loginapi/login"><label for="panAdhaarUserId">Enter your User ID</label><input type="text" id="panAdhaarUserId" name="entity" placeholder="PAN/Aadhaar/Other User ID" autocomplete="username" required>
<p class="note">Your PAN or Aadhaar is your user ID. Other users: use your CA/ERI/TAN-based user ID.</p><button class="btn">Continue</button></form></div>
<div class="side"><h3>Important</h3><ul><li>The Income Tax Department never asks for your PIN numbers, passwords or similar access information for credit cards, banks or other financial accounts through e-mail.</li><li>Refunds are credited only to a pre-validated bank account. Do not respond to emails or SMS about refunds with links.</li><li>Helpdesk: 1800 103 0025 / 1800 419 0025</li></ul></div></div></main>
${goiFooter('Income Tax Department, Ministry of Finance, Government of India', '16-Jun-2025')}`,
  }),
},
{
  id: 'yn-clean-pmkisan-beneficiary-status',
  label: 'clean',
  kind: 'gov-scheme-official',
  url: 'https://pmkisan.gov.in/BeneficiaryStatus_New.aspx?lang=en',
  body: doc({
    title: 'PM-Kisan Samman Nidhi - Know Your Status',
    lang: 'hi',
    font: FONTS.deva,
    css: GOI_CSS + bankCss('#1f6f2b', '#1f6f2b') + `.cap{display:flex;gap:10px;align-items:center}`,
    body: `${goiHeader('प्रधानमंत्री किसान सम्मान निधि', 'PM-KISAN, Department of Agriculture &amp; Farmers Welfare')}
<div class="main"><div class="card"><h2>Know Your Status / अपनी स्थिति जानें</h2>
<form method="post" action="/BeneficiaryStatus_New.aspx"><input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTg4ODk1NzY2MQ9kFgJmD2QWAgIDD2QWAg=="><label>Registration Number / पंजीकरण संख्या</label><input type="text" name="ctl00$ContentPlaceHolder1$txtSearchText" placeholder="e.g. UP1234567890" required><p class="note"><a href="#">Know your registration number</a></p><label>Enter Image Text</label><div class="cap"><input type="text" name="captcha" style="width:160px"><img src="/CaptchaImage.axd" width="120" height="36" alt="captcha"></div><button class="btn">Get OTP</button></form></div>
<div class="side"><h3>सूचना</h3><ul><li>e-KYC is mandatory for PM-KISAN registered farmers. OTP-based e-KYC is available on this portal; for biometric e-KYC visit the nearest CSC.</li><li>PM-KISAN does not charge any fee and never asks for ATM PIN, card details or bank passwords.</li><li>PM-Kisan Helpline: 155261 / 011-24300606</li></ul></div></div>
${goiFooter('Department of Agriculture &amp; Farmers Welfare, Government of India', '10-Jun-2025')}`,
  }),
  routes: { 'pmkisan.gov.in/CaptchaImage.axd': pngRoute(225, 240, 225) },
},
{
  id: 'yn-clean-indiapost-track-consignment',
  label: 'clean',
  kind: 'tracking-official',
  url: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  body: doc({
    title: 'Track Consignment - India Post',
    css: bankCss('#c8102e', '#c8102e') + `.ip{display:flex;align-items:center;gap:10px}`,
    body: `<div class="topbar"><div class="in"><span class="ip">${emblem('IP', '#c8102e', '#fff', 40)}<b>India Post</b></span><span><a href="#">Mail</a><a href="#">Parcel</a><a href="#">Banking</a><a href="#">Insurance</a></span></div></div>
<div class="main"><div class="card"><h2>Track Consignment</h2><form method="post" action="/_layouts/15/dop.portal.tracking/trackconsignment.aspx"><label>Consignment Number</label><input type="text" name="ctl00$PlaceHolderMain$ucNewLegacyControl$txtOrignlPgTranNo" maxlength="13" placeholder="e.g. EH648213077IN" required><label>Captcha: 7 + 4 =</label><input type="text" name="captcha" style="width:120px"><button class="btn">Search</button></form></div>
<div class="side"><h3>Alert</h3><ul><li>India Post does not send SMS asking you to update your address or pay a redelivery fee through a link.</li><li>Beware of messages from "indiapost" look-alike websites.</li><li>Customer care: 1800 266 6868 (Toll Free)</li></ul></div></div>
<footer class="b">© Department of Posts, Ministry of Communications, Government of India</footer>`,
  }),
},
{
  id: 'yn-clean-nagarik-app-np',
  label: 'clean',
  kind: 'gov-app-page',
  url: 'https://nagarikapp.gov.np/',
  body: doc({
    title: 'नागरिक एप | Nagarik App - Government of Nepal',
    lang: 'ne',
    font: FONTS.deva,
    css: `.hd{background:#fff;border-bottom:3px solid #dc143c;padding:12px 30px;display:flex;gap:12px;align-items:center}.hero{background:#003893;color:#fff;padding:40px 30px}.hero a{display:inline-block;background:#fff;color:#003893;padding:10px 18px;border-radius:6px;margin-right:8px;text-decoration:none;font-weight:bold}.s{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;padding:30px}.s div{border:1px solid #eee;border-radius:8px;padding:14px}`,
    body: `<div class="hd">${emblem('नेपाल', '#dc143c', '#fff', 48)}<div><b>नेपाल सरकार</b><br><small>प्रधानमन्त्री तथा मन्त्रिपरिषद्को कार्यालय</small></div></div>
<div class="hero"><h1>नागरिक एप</h1><p>सरकारी सेवाहरू एकै ठाउँमा — राष्ट्रिय परिचयपत्र, सवारी चालक अनुमतिपत्र, PAN, सामाजिक सुरक्षा कोष, मतदाता विवरण।</p><a href="https://play.google.com/store/apps/details?id=com.nagarikapp">Google Play</a><a href="https://apps.apple.com/np/app/nagarik-app/id1556528527">App Store</a></div>
<div class="s"><div><b>राष्ट्रिय परिचयपत्र</b><p>NID विवरण हेर्नुहोस्।</p></div><div><b>कर (PAN)</b><p>आन्तरिक राजस्व विभागको सेवा।</p></div><div><b>सवारी अनुमतिपत्र</b><p>लाइसेन्स विवरण र नवीकरण।</p></div></div>`,
  }),
},
{
  id: 'yn-clean-gov-email-service-login',
  label: 'clean',
  kind: 'gov-mail-own-domain',
  url: 'https://email.gov.in/',
  body: doc({
    title: 'Government of India Email Service',
    css: `body{background:#eef3f8;font-family:Arial}.top{background:#fff;border-bottom:3px solid #f47920;padding:10px 40px;display:flex;align-items:center;gap:14px}.top b{color:#0d3c73;font-size:20px}.r{width:380px;margin:50px auto;background:#fff;border-radius:6px;padding:26px;box-shadow:0 1px 8px rgba(0,0,0,.12)}label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;height:40px;border:1px solid #aab;border-radius:4px;padding:0 10px}button{width:100%;height:42px;background:#0d3c73;color:#fff;border:0;border-radius:4px;margin-top:18px}`,
    body: `<div class="top">${ASHOKA}<div><b>Email Services</b><div style="font-size:12px;color:#555">National Informatics Centre</div></div></div>
<div class="r"><h3 style="margin-top:0">Sign in</h3><form method="post" action="https://email.gov.in/auth/login"><label>User ID</label><input name="username" placeholder="username@nic.in or @gov.in" required><label>Password</label><input type="password" name="password" required><button>Next</button></form><p style="font-size:12px;color:#666">Two-factor authentication via Kavach is mandatory. You will be prompted on your registered Kavach device after sign in. For support write to support@gov.in or call 1800-111-555.</p></div>`,
  }),
},
{
  id: 'yn-clean-bisp-8171-eligibility-official-ur',
  label: 'clean',
  kind: 'gov-scheme-official',
  url: 'https://8171.bisp.gov.pk/?lang=ur',
  body: doc({
    title: 'BISP 8171 Web Portal',
    lang: 'ur',
    dir: 'rtl',
    font: FONTS.urdu,
    css: `.h{background:#0a6b3c;color:#fff;padding:16px;text-align:center}.w{max-width:560px;margin:20px auto;padding:0 16px;line-height:2}input{width:100%;height:44px;border:1px solid #aaa;border-radius:6px;padding:0 10px}button{width:100%;height:46px;background:#0a6b3c;color:#fff;border:0;border-radius:6px;font-size:17px;margin-top:10px}.al{background:#fdecea;border:1px solid #f5c2c0;padding:12px;border-radius:6px}`,
    body: `<div class="h">${emblem('BISP', '#0a6b3c', '#fff', 60)}<h2 style="margin:6px 0">بینظیر انکم سپورٹ پروگرام</h2><div>حکومت پاکستان</div></div>
<div class="w"><p>اپنی اہلیت جاننے کے لیے اپنا شناختی کارڈ نمبر درج کریں یا 8171 پر SMS کریں۔</p><form method="post" action="/Home/CheckEligibility"><input name="cnic" placeholder="شناختی کارڈ نمبر (بغیر ڈیش)" dir="ltr" maxlength="13" required><button>معلومات حاصل کریں</button></form>
<p class="al"><b>خبردار:</b> بی آئی ایس پی میں رجسٹریشن اور ادائیگی بالکل مفت ہے۔ کوئی بھی شخص جو فیس، جیز کیش یا ایزی پیسہ پر رقم مانگے وہ دھوکہ باز ہے۔ صرف 8171 سے آنے والے پیغامات پر یقین کریں۔ ہیلپ لائن: 0800-26477</p></div>`,
  }),
},
];
