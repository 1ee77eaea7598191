import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, goiHeader, GOI_CSS, goiFooter, bankCss, FONTS, ASHOKA } from '../parts/yn-kit.js';

// Government portals, utilities and post/courier tracking on their own domains.

export const entries: Entry[] = [
{
  id: 'yn-clean-echallan-parivahan-check',
  label: 'clean',
  kind: 'challan-official',
  url: 'https://echallan.parivahan.gov.in/index/accused-challan?lang=en',
  body: doc({
    title: 'eChallan - Digital Traffic/Transport Enforcement Solution | Check Challan Status',
    css: GOI_CSS + bankCss('#2d3e8e', '#2d3e8e') + `.tabs{display:flex;gap:6px;margin-bottom:12px}.tabs span{border:1px solid #c5cbe5;padding:6px 12px;border-radius:4px;font-size:13px}.tabs .on{background:#2d3e8e;color:#fff}`,
    body: `${goiHeader('सड़क परिवहन एवं राजमार्ग मंत्रालय', 'Ministry of Road Transport &amp; Highways', '<b style="margin-left:auto;color:#2d3e8e;font-size:22px">e-Challan</b>')}
<div class="main"><div class="card"><h2>Check Challan Status</h2><div class="tabs"><span class="on">Challan Number</span><span>Vehicle Number</span><span>DL Number</span></div>
<form method="post" action="/index/get-challan-detail"><label>Challan Number</label><input type="text" name="challan_no" required><label>Enter Captcha</label><input type="text" name="captcha" style="width:160px"> <img src="/index/captcha.png" width="110" height="36" alt=""><button class="btn">Get Detail</button></form>
<p class="note">Payment is processed through the SBI ePay / state treasury gateway. After payment, a receipt is issued with a transaction reference.</p></div>
<div class="side"><h3>Beware of fake e-challan messages</h3><ul><li>Official challan links are only on <b>echallan.parivahan.gov.in</b>.</li><li>Do not install any "RTO Challan" APK received on WhatsApp. The department does not send app files.</li><li>Helpline: 0120-4925505 (6 AM–12 AM)</li></ul></div></div>
${goiFooter('Ministry of Road Transport &amp; Highways', '11-Jun-2025')}`,
  }),
  routes: { 'echallan.parivahan.gov.in/index/captcha.png': pngRoute(235, 235, 240) },
},
{
  id: 'yn-clean-tangedco-quick-pay-ta',
  label: 'clean',
  kind: 'bill-payment-official',
  url: 'https://www.tnebltd.gov.in/quickpay/',
  body: doc({
    title: 'TNPDCL - Online Bill Payment | மின் கட்டணம் செலுத்துதல்',
    lang: 'ta',
    font: FONTS.taml,
    css: bankCss('#0d5c2f', '#0d5c2f') + `.ta{font-size:15px}`,
    body: `<div class="topbar"><div class="in"><span style="display:flex;gap:10px;align-items:center">${emblem('TN', '#0d5c2f', '#fff', 40)}<b>தமிழ்நாடு மின் பகிர்மானக் கழகம் · TNPDCL</b></span><span><a href="#">English</a><a href="#">தமிழ்</a></span></div></div>
<div class="main"><div class="card"><h2>Quick Pay / விரைவு கட்டணம்</h2><p class="sub ta">உங்கள் சேவை இணைப்பு எண்ணை உள்ளிட்டு மின் கட்டணத்தைச் செலுத்தவும்.</p>
<form method="post" action="/quickpay/billdetails"><label>Region</label><select name="region"><option>01 - Chennai North</option><option>02 - Villupuram</option><option>03 - Coimbatore</option><option>04 - Erode</option><option>05 - Madurai</option><option>06 - Trichy</option><option>07 - Tirunelveli</option><option>09 - Chennai South</option></select><label>Service Connection Number / சேவை இணைப்பு எண்</label><input type="text" name="scno" placeholder="e.g. 09-123-456-789" required><label>Mobile Number</label><input type="tel" name="mobile" maxlength="10"><button class="btn">Get Bill Details</button></form>
<p class="note">Payments are accepted through Net Banking, Debit/Credit cards and UPI via BillDesk. No convenience charges for UPI and RuPay debit cards.</p></div>
<div class="side"><h3 class="ta">எச்சரிக்கை</h3><ul class="ta"><li>மின் இணைப்பு துண்டிக்கப்படும் என்று வரும் போலி SMS களை நம்ப வேண்டாம்.</li><li>TNPDCL will never ask you to call a personal mobile number or install any app to "update" your bill.</li><li>Minnagam 24x7 helpline: 94987 94987</li></ul></div></div>
<footer class="b">© Tamil Nadu Power Distribution Corporation Ltd.</footer>`,
  }),
},
{
  id: 'yn-clean-bluedart-tracking',
  label: 'clean',
  kind: 'tracking-official',
  url: 'https://www.bluedart.com/tracking',
  body: doc({
    title: 'Tracking | Blue Dart',
    css: `body{font-family:Arial}.hd{background:#1c2f7a;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:760px;margin:30px auto;padding:0 16px}textarea{width:100%;height:90px;border:1px solid #bbb;padding:8px}button{background:#1c2f7a;color:#fff;border:0;height:40px;padding:0 26px;margin-top:10px}.r label{margin-right:14px}.n{font-size:13px;color:#555;background:#f4f6fb;padding:12px;border-radius:6px;margin-top:20px}`,
    body: `<div class="hd">${wordmark('BLUE DART', '#1c2f7a', '#fff', 140, 34, 0)}<span>A DHL Group Company</span></div>
<div class="w"><h1>Track your shipment</h1><form method="get" action="/web/guest/trackdartresult"><div class="r"><label><input type="radio" name="trackFor" value="0" checked> Waybill</label><label><input type="radio" name="trackFor" value="1"> Ref No</label></div><textarea name="trackNo" placeholder="Enter up to 10 waybill numbers separated by comma"></textarea><br><button>Track</button></form>
<p class="n">Blue Dart does not ask for payments through personal UPI IDs or links sent over SMS/WhatsApp for re-delivery. Customs duty for international shipments is payable only on bluedart.com or to our delivery staff against an official receipt. Customer service: 1860 233 1234.</p></div>`,
  }),
},
{
  id: 'yn-clean-nadra-pakid-login',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://id.nadra.gov.pk/login',
  body: doc({
    title: 'Pak-ID | NADRA Online Identity Services',
    css: `body{background:#f2f6f3;font-family:Arial}.hd{background:#01411c;color:#fff;padding:14px 30px;display:flex;gap:12px;align-items:center}.w{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 1px 8px rgba(0,0,0,.08)}label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;height:42px;border:1px solid #bbb;border-radius:4px;padding:0 10px}button{width:100%;height:44px;background:#01411c;color:#fff;border:0;border-radius:4px;margin-top:16px}.n{font-size:12px;color:#555}.ur{direction:rtl;font-family:${FONTS.urdu}}`,
    body: `<div class="hd">${emblem('N', '#01411c', '#fff', 44)}<div><b>NADRA</b><br><small>National Database &amp; Registration Authority</small></div></div>
<div class="w"><h2 style="margin-top:0;color:#01411c">Sign in to Pak-ID</h2><form method="post" action="/auth/login"><label>Email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required><button>Sign In</button></form>
<p class="n">Apply for CNIC, NICOP, FRC and more from anywhere. Fees are paid only inside the Pak-ID app or portal by card.</p><p class="n ur">نادرا کسی بھی ایجنٹ یا فون کال کے ذریعے فیس وصول نہیں کرتا۔</p></div>`,
  }),
},
{
  id: 'yn-clean-ekpay-bd-bill-payment-bn',
  label: 'clean',
  kind: 'bill-payment-official',
  url: 'https://ekpay.gov.bd/home',
  body: doc({
    title: 'একপে | ekPay - জাতীয় বিল পরিশোধ প্ল্যাটফর্ম',
    lang: 'bn',
    font: FONTS.beng,
    css: `.hd{background:#006a4e;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:980px;margin:24px auto;padding:0 16px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}.g div{border:1px solid #dde;border-radius:8px;padding:16px;text-align:center}.pay{display:flex;gap:10px;flex-wrap:wrap;margin-top:20px}.pay span{border:1px solid #ddd;border-radius:6px;padding:6px 12px;font-size:13px}`,
    body: `<div class="hd"><b>ekPay</b><span>বাংলা | English · লগইন</span></div>
<div class="w"><h1>এক প্ল্যাটফর্মে সকল সেবার বিল পরিশোধ</h1><p>বিদ্যুৎ, গ্যাস, পানি, পৌরকর এবং সরকারি ফি — ঘরে বসে পরিশোধ করুন।</p>
<div class="g"><div>⚡<br>বিদ্যুৎ (DESCO, DPDC, BPDB, পল্লী বিদ্যুৎ)</div><div>🔥<br>গ্যাস (তিতাস, কর্ণফুলী)</div><div>💧<br>পানি (ঢাকা ওয়াসা)</div><div>🏛<br>পৌরকর ও সরকারি ফি</div></div>
<div class="pay"><span>bKash</span><span>Nagad</span><span>Rocket</span><span>Visa</span><span>Mastercard</span><span>Internet Banking</span></div>
<p style="font-size:13px;color:#555;margin-top:20px">একপে একটি সরকারি প্ল্যাটফর্ম (a2i, আইসিটি বিভাগ)। হেল্পলাইন: ১৬৪১৫</p></div>`,
  }),
},
{
  id: 'yn-clean-cybercrime-portal-1930',
  label: 'clean',
  kind: 'gov-reporting-portal',
  url: 'https://cybercrime.gov.in/Webform/Crime_AuthoLogin.aspx',
  body: doc({
    title: 'National Cyber Crime Reporting Portal',
    css: GOI_CSS + bankCss('#0b3d91', '#c0262d') + `.hl{font-size:34px;color:#c0262d;font-weight:bold}`,
    body: `${goiHeader('राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल', 'National Cyber Crime Reporting Portal, Ministry of Home Affairs')}
<div class="main"><div class="card"><h2>Report Other Cyber Crime — Citizen Login</h2><form method="post" action="/Webform/Crime_AuthoLogin.aspx"><label>State</label><select name="state"><option>Select State</option><option>Delhi</option><option>Maharashtra</option><option>Uttar Pradesh</option><option>Karnataka</option><option>Tamil Nadu</option><option>West Bengal</option></select><label>Login ID (Mobile Number)</label><input type="tel" name="mobile" maxlength="10" required><label>Captcha</label><input type="text" name="captcha" style="width:160px"><button class="btn">Get OTP</button></form></div>
<div class="side"><p>For immediate help with financial fraud call</p><div class="hl">1930</div><ul><li>Report within the "golden hour" to improve the chance of freezing the money.</li><li>Keep transaction IDs, screenshots and the fraudster's number ready.</li><li>Police never demand fines online or lock your browser. Pages that do are scams.</li></ul></div></div>
${goiFooter('Indian Cyber Crime Coordination Centre (I4C), MHA', '15-Jun-2025')}`,
  }),
},
];
