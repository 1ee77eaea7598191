import { type Entry, htmlRoute } from '../entry.js';
import { doc, logos } from '../parts/xa-kit.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';

/**
 * Helpline staples: instant-loan processing fees and extortion notices, fake customer-care numbers and
 * refund desks that push remote-access apps, KBC lotteries, "free recharge" chains, gift-parcel customs duty
 * after a matrimonial-site romance, sextortion "takedown" fees and fake government-scheme registrations.
 */
export const entries: Entry[] = [
{
  id: 'xa-sbi-customer-care-google-sites-anydesk',
  label: 'scam',
  kind: 'fake-customer-care',
  url: 'https://sites.google.com/view/sbi-care-helpline-24x7/home',
  body: doc({
    title: 'SBI Customer Care Number 24x7 Toll Free - Home',
    css: `body{margin:0;font-family:'Google Sans',Arial;background:#fff}.hero{background:#22409a;color:#fff;padding:40px 20px;text-align:center}.hero h1{margin:0;font-size:30px}.n{font-size:36px;font-weight:bold;color:#ffeb3b;margin:14px 0}.s{max-width:720px;margin:auto;padding:20px;font-size:16px;line-height:1.6}.s li{margin:6px 0}.d{display:inline-block;background:#e53935;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;margin:6px}`,
    body: `<div class="hero">${logos.sbi(60)}<h1>SBI Customer Care Helpline</h1><p>State Bank Of India 24x7 Toll Free Customer Support</p><div class="n">📞 +91 93304 17756</div><p>Call / WhatsApp for any banking problem</p></div>
<div class="s"><p>Our SBI customer care executives help you with:</p><ul><li>Failed UPI / YONO transaction refund</li><li>ATM card block &amp; unblock, PIN generation</li><li>KYC update, PAN link, account unfreeze</li><li>Credit card charges reversal, reward points</li><li>YONO app login problem, net banking password reset</li></ul>
<p>For faster resolution our executive will guide you through screen-sharing. Please install the <b>Support App</b> before calling:</p>
<p><a class="d" href="https://download.anydesk.com/AnyDesk.apk">Download Support App (Android)</a><a class="d" href="https://rustdesk.com/download">Download Support App (PC)</a></p>
<p>After installing, share the 9-digit code with our executive. Keep your debit card ready for refund verification.</p>
<p style="font-size:12px;color:#777">Disclaimer: SBI Customer Care Number 1800 1234, 1800 2100, 1800 11 2211, +91 93304 17756</p></div>`,
  }),
},
{
  id: 'xa-flipkart-refund-desk-quicksupport-form',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://flipkart-refund-helpdesk.co/refund/form',
  body: doc({
    title: 'Flipkart Refund Helpdesk',
    css: `body{margin:0;font-family:Roboto,Arial;background:#f1f3f6}.h{background:#2874f0;color:#fff;padding:12px 20px;font-size:20px;font-style:italic;font-weight:bold}.h span{color:#ffe500}.c{max-width:520px;margin:16px auto;background:#fff;padding:18px;box-shadow:0 1px 3px #0002}.st{display:flex;gap:8px;font-size:13px;background:#e8f0fe;padding:10px;border-radius:4px}input,select{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 12px;border:1px solid #ccc}.b{background:#fb641b;color:#fff;border:0;padding:13px;width:100%;font-size:16px}`,
    body: `<div class="h">Flipkart <span>Plus</span> · Refund Helpdesk</div>
<div class="c"><div class="st">ℹ Your refund of ₹4,299 for order OD42719... failed due to bank server issue. Our agent will process it manually.</div>
<ol style="font-size:14px"><li>Install <b>AnyDesk / QuickSupport</b> and share the code with the agent on call (+91 84209 60317).</li><li>Open your UPI app and enter the amount shown by the agent to <b>receive</b> the refund.</li></ol>
<form action="/refund/submit" method="post"><label>Order ID</label><input name="order"><label>Registered Mobile</label><input name="mobile"><label>Refund mode</label><select name="mode"><option>UPI</option><option>Debit Card</option><option>Net Banking</option></select><label>UPI ID / Card Number</label><input name="acct"><label>Card Expiry &amp; CVV (for card refunds)</label><input name="cvv"><label>AnyDesk ID</label><input name="anydesk" placeholder="e.g. 123 456 789"><button class="b">Submit Refund Request</button></form></div>`,
  }),
  routes: { 'flipkart-refund-helpdesk.co/refund/submit': htmlRoute('<!doctype html><meta charset="utf-8"><title>Submitted</title><p>Agent will call you in 5 minutes. Keep AnyDesk open.</p>') },
},
{
  id: 'xa-kbc-lottery-25-lakh-whatsapp-manager',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://kbc-lottery-winner2025.com/check',
  body: doc({
    title: 'KBC Lottery Winner 2025 – Kaun Banega Crorepati Official Lucky Draw',
    lang: 'hi',
    css: `body{margin:0;background:#1a0b3d;color:#fff;font-family:Arial}.h{text-align:center;padding:20px;background:radial-gradient(circle,#5b21b6,#1a0b3d)}.h h1{color:#fbbf24;font-size:28px;margin:8px}.c{max-width:560px;margin:auto;padding:16px}.box{background:#2e1065;border:2px solid #fbbf24;border-radius:12px;padding:16px;margin:10px 0}.box input{width:100%;padding:11px;box-sizing:border-box;margin:6px 0}.box button{width:100%;padding:12px;background:#fbbf24;color:#1a0b3d;border:0;font-weight:bold}.win{display:none;background:#064e3b}.ph{font-size:24px;color:#fbbf24}`,
    body: `<div class="h"><div style="font-size:60px">🏆</div><h1>KBC Lottery Winner 2025</h1><p>Jio · Airtel · Vi · BSNL SIM Lucky Draw · कौन बनेगा करोड़पति</p></div>
<div class="c"><div class="box"><p>अपना लॉटरी नंबर चेक करें (WhatsApp पर मिला नंबर डालें)</p><input id="ln" placeholder="Lottery No. e.g. 8824"><input id="mb" placeholder="Mobile Number"><button id="ck">Check Result</button></div>
<div class="box win" id="wn"><h2>बधाई हो! 🎉 आपने ₹25,00,000 जीते हैं</h2><p>आपकी लॉटरी संख्या <b id="n2"></b> KBC के लकी ड्रॉ में चुनी गई है। अपना इनाम प्राप्त करने के लिए KBC हेड ऑफिस मैनेजर <b>श्री राणा प्रताप सिंह</b> से WhatsApp पर संपर्क करें:</p><div class="ph">📞 +91 98300 42771</div><p>इनाम राशि प्राप्त करने से पहले रजिस्ट्रेशन, GST और RBI क्लीयरेंस शुल्क <b>₹12,500</b> जमा करना अनिवार्य है।</p><a href="https://wa.me/919830042771?text=KBC%20Lottery%20Winner" style="color:#fbbf24">WhatsApp पर संपर्क करें ➜</a></div>
<p style="font-size:12px;color:#c4b5fd">KBC Head Office Mumbai · Sony Entertainment Television · Lottery Manager Rana Pratap Singh</p></div>
<script>ck.onclick=function(){if(!ln.value)return;n2.textContent=ln.value;wn.style.display='block';new Image().src='/log?m='+encodeURIComponent(mb.value)}</script>`,
  }),
},
{
  id: 'xa-sextortion-crime-branch-youtube-removal-hindi',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://delhi-crimebranch-cyber.in/complaint/video/CB-2025-3391',
  body: doc({
    title: 'दिल्ली पुलिस क्राइम ब्रांच – वीडियो शिकायत',
    lang: 'hi',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#111;color:#eee}.h{background:#8b0000;padding:14px 18px;display:flex;gap:10px;align-items:center}.c{max-width:600px;margin:18px auto;background:#1c1c1c;padding:20px;border:1px solid #444}.v{background:#000;height:200px;display:flex;align-items:center;justify-content:center;color:#888;filter:blur(0);border:1px solid #333}.w{background:#3b0000;padding:12px;margin:12px 0;border-left:4px solid #ff1744}.up{display:block;background:#ff1744;color:#fff;text-align:center;padding:13px;text-decoration:none;border-radius:4px}`,
    body: `<div class="h">${logos.shield('#0d47a1', 38)}<div><b>दिल्ली पुलिस · साइबर क्राइम ब्रांच</b><div style="font-size:12px">Delhi Police Crime Branch (Cyber Cell)</div></div></div>
<div class="c"><h3>शिकायत संख्या: CB/2025/3391 – आपत्तिजनक वीडियो</h3><div class="v">▶ वीडियो (धुंधला) – 00:47</div>
<div class="w">आपके खिलाफ एक महिला ने शिकायत दर्ज की है कि आपने वीडियो कॉल पर अश्लील हरकत की। यह वीडियो <b>YouTube पर अपलोड</b> हो चुका है और आपके परिवार व सोशल मीडिया संपर्कों को भेजा जाएगा। IT Act धारा 67 के तहत 7 साल की सज़ा हो सकती है।</div>
<p>वीडियो हटवाने और FIR बंद करने के लिए YouTube अधिकारी <b>श्री संजय सिंह</b> से संपर्क करें और वीडियो रिमूवल शुल्क ₹31,500 जमा करें। भुगतान के 1 घंटे में वीडियो हटा दिया जाएगा।</p>
<p>UPI: <b>ytremoval.delhi@paytm</b> · संपर्क: +91 70650 28831 (केवल WhatsApp)</p>
<a class="up" href="https://wa.me/917065028831?text=CB%2F2025%2F3391">अधिकारी से संपर्क करें</a>
<p style="font-size:12px;color:#999">यदि आपने 2 घंटे में संपर्क नहीं किया तो आपके घर पर गिरफ्तारी के लिए टीम भेजी जाएगी। — इंस्पेक्टर विक्रम राठौड़</p></div>`,
  }),
},
{
  id: 'xa-loan-app-defaulter-contacts-extortion',
  label: 'scam',
  kind: 'loan-app-extortion',
  url: 'https://cashmitra-recovery.xyz/defaulter/u/91xxxx3307',
  body: doc({
    title: 'DEFAULTER NOTICE – CashMitra Recovery',
    css: `body{margin:0;font-family:Arial;background:#fff}.t{background:#000;color:#ff1744;text-align:center;padding:14px;font-size:24px;font-weight:900;letter-spacing:2px}.c{max-width:560px;margin:auto;padding:16px}.ph{width:120px;height:150px;background:#ccc;float:right;margin-left:10px;display:flex;align-items:center;justify-content:center;color:#555;font-size:12px;border:3px solid #ff1744}.w{color:#b71c1c;font-weight:bold}ul{background:#fafafa;border:1px solid #eee;padding:10px 30px;font-size:14px}.p{display:block;background:#16a34a;color:#fff;text-align:center;padding:14px;text-decoration:none;font-weight:bold;border-radius:6px}`,
    body: `<div class="t">⚠ FRAUD · DEFAULTER ⚠</div>
<div class="c"><div class="ph">PHOTO<br>(from KYC selfie)</div><p>Name: <b>[Borrower]</b><br>Loan App: CashMitra / QuickRupee<br>Outstanding: <b>₹14,870</b> (incl. overdue penalty ₹3,200/day)</p>
<p class="w">This person has taken a loan and is not repaying. He/She is a fraud. If you know this person tell him to pay immediately.</p>
<p>This notice and the borrower's edited photos will be sent on WhatsApp to all 412 contacts in the phone and posted in local Facebook groups at 6 PM today:</p>
<ul><li>Mummy · +91 98xxxx4410</li><li>Office HR · +91 80xxxx2290</li><li>Rohit Bhai · +91 99xxxx7751</li><li>…and 409 more contacts</li></ul>
<a class="p" href="upi://pay?pa=cashmitra.recovery@ybl&pn=CashMitra&am=14870&cu=INR">Pay ₹14,870 now to stop</a>
<p style="font-size:12px">Send screenshot to recovery agent on WhatsApp +92 300 4418827. No extension will be given.</p></div>`,
  }),
},
{
  id: 'xa-pm-mahila-shakti-yojana-registration-fee',
  label: 'scam',
  kind: 'fake-government-scheme',
  url: 'https://pm-mahilashakti-yojana.org.in/registration',
  body: doc({
    title: 'प्रधानमंत्री महिला शक्ति योजना 2025 – ऑनलाइन आवेदन',
    lang: 'hi',
    css: `body{margin:0;font-family:'Noto Sans Devanagari',Arial;background:#fff8f0}.h{background:linear-gradient(#ff9933,#fff,#138808);text-align:center;padding:14px}.h h1{margin:4px;color:#0b2e6f;font-size:22px}.c{max-width:520px;margin:14px auto;background:#fff;padding:18px;border:1px solid #eee}input,select{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 12px;border:1px solid #ccc}.f{background:#fff3cd;padding:10px;font-size:14px}.q{text-align:center}`,
    body: `<div class="h">${logos.emblem(36)}<h1>प्रधानमंत्री महिला शक्ति योजना 2025</h1><div>सभी महिलाओं को ₹2,50,000 की सहायता राशि · भारत सरकार</div></div>
<div class="c"><p>इस योजना के अंतर्गत 18 से 60 वर्ष की सभी महिलाओं को स्वरोजगार हेतु ₹2.5 लाख की राशि सीधे बैंक खाते में दी जाएगी। आवेदन की अंतिम तिथि: <b>आज</b>।</p>
<form id="rf"><label>आवेदिका का नाम</label><input name="n" required><label>आधार नंबर</label><input name="a" maxlength="12" required><label>मोबाइल नंबर</label><input name="m" maxlength="10" required><label>राज्य</label><select name="s"><option>उत्तर प्रदेश</option><option>बिहार</option><option>मध्य प्रदेश</option><option>राजस्थान</option><option>महाराष्ट्र</option></select><label>बैंक खाता संख्या</label><input name="ac"><label>IFSC</label><input name="if"><button style="width:100%;padding:12px;background:#138808;color:#fff;border:0">आवेदन जमा करें</button></form>
<div id="fee" style="display:none"><div class="f">आपका आवेदन स्वीकृत हो गया है। पंजीकरण शुल्क <b>₹599</b> जमा करने के बाद 7 दिन में ₹2,50,000 आपके खाते में आ जाएंगे।</div><div class="q"><img src="/qr-599.png" width="170" height="170" alt="QR"><p>UPI: pmyojana.registration@upi</p></div></div></div>
<script>rf.onsubmit=function(e){e.preventDefault();fetch('/api/apply',{method:'POST',body:new FormData(rf)});rf.style.display='none';fee.style.display='block'}</script>`,
  }),
  routes: { 'pm-mahilashakti-yojana.org.in/qr-599.png': pngRoute(0, 0, 0), 'pm-mahilashakti-yojana.org.in/api/apply': jsonRoute({ ok: 1 }) },
},
];
