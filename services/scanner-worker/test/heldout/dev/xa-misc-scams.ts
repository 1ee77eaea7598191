import { type Entry } from '../entry.js';
import { doc, logos } from '../parts/xa-kit.js';

/**
 * Helpline staples: instant-loan processing fees and extortion notices, fake customer-care numbers and
 * refund desks that push remote-access apps, KBC lotteries, "free recharge" chains, gift-parcel customs duty
 * after a matrimonial-site romance, sextortion "takedown" fees and fake government-scheme registrations.
 */
export const entries: Entry[] = [
{
  id: 'xa-instant-loan-approved-file-charge',
  label: 'scam',
  kind: 'loan-fee-scam',
  url: 'https://rupeesahayak-loan.in/apply/status?id=LN88140',
  body: doc({
    title: 'RupeeSahayak – Instant Personal Loan Approved',
    css: `body{margin:0;font-family:Arial;background:#f0f7ff}.h{background:#1e40af;color:#fff;padding:14px 16px;font-weight:bold}.c{max-width:440px;margin:14px auto;background:#fff;border-radius:12px;padding:18px;box-shadow:0 2px 8px #0001}.ok{color:#15803d;font-size:20px;font-weight:bold}table{width:100%;font-size:14px}td{padding:6px 0}td:last-child{text-align:right;font-weight:bold}.fee{background:#fef3c7;padding:10px;border-radius:8px;font-size:14px}.pay{display:block;text-align:center;background:#16a34a;color:#fff;padding:13px;border-radius:8px;text-decoration:none;margin-top:12px}.up{font-size:13px;margin-top:10px}`,
    body: `<div class="h">₹ RupeeSahayak · Instant Loan</div>
<div class="c"><div class="ok">✔ Congratulations! Loan Approved</div><p>No CIBIL check · No income proof · Disbursal in 30 minutes</p>
<table><tr><td>Loan ID</td><td>LN88140</td></tr><tr><td>Approved amount</td><td>₹50,000</td></tr><tr><td>Tenure</td><td>12 months</td></tr><tr><td>Interest</td><td>0.9% p.m.</td></tr><tr><td>EMI</td><td>₹4,392</td></tr></table>
<div class="fee">To release the amount, pay the one-time <b>file charge + GST insurance ₹1,999</b> (refundable with first EMI). Loan will be cancelled if fee is not paid within 30 minutes.</div>
<a class="pay" href="upi://pay?pa=rupeesahayak.fin@axl&pn=RupeeSahayak%20Finance&am=1999&cu=INR&tn=LN88140%20file%20charge">Pay ₹1,999 via UPI</a>
<div class="up"><b>Upload documents</b><form action="/apply/docs" method="post" enctype="multipart/form-data"><p>Aadhaar (front &amp; back) <input type="file" name="aadhaar" multiple></p><p>PAN card <input type="file" name="pan"></p><p>Selfie <input type="file" name="selfie" accept="image/*" capture="user"></p><p>Bank passbook / cancelled cheque <input type="file" name="bank"></p><button>Submit</button></form></div>
<p style="font-size:11px;color:#888">RupeeSahayak is a registered NBFC partner. Customer care: +91 70034 11982 (WhatsApp)</p></div>`,
  }),
},
{
  id: 'xa-jio-free-recharge-share-10-groups',
  label: 'scam',
  kind: 'free-recharge-scam',
  url: 'https://jio-free-recharge749.blogspot.com/p/offer.html',
  body: doc({
    title: 'Jio Free Recharge ₹749 – 3 Months Free',
    css: `body{margin:0;font-family:Arial;background:#0a2885;color:#fff;text-align:center}.c{max-width:420px;margin:auto;padding:20px}.c h1{font-size:24px}.bar{height:18px;background:#fff3;border-radius:10px;overflow:hidden;margin:12px 0}.bar div{height:100%;width:0;background:#22c55e;transition:width .4s}input{width:100%;box-sizing:border-box;padding:13px;border-radius:8px;border:0;font-size:16px}button,.sh{display:block;width:100%;padding:14px;border:0;border-radius:8px;background:#e11d48;color:#fff;font-size:17px;margin-top:12px;text-decoration:none}.sh{background:#25d366}.st{display:none}.cm{background:#fff;color:#111;border-radius:8px;padding:8px;text-align:left;font-size:13px;margin:6px 0}`,
    body: `<div class="c"><h1>🎉 Jio ₹749 Free Recharge</h1><p>Mukesh Ambani ji ke birthday par sabhi Jio users ko 3 mahine ka free recharge! Offer sirf aaj tak.</p>
<div id="s1"><input id="num" placeholder="Apna Jio number daalein" maxlength="10"><button id="go">Recharge Now</button></div>
<div id="s2" class="st"><p id="msg">Checking number...</p><div class="bar"><div id="pb"></div></div></div>
<div id="s3" class="st"><p>✅ Aapka recharge ready hai! Activate karne ke liye is offer ko <b>10 WhatsApp groups</b> mein share karein.</p><a class="sh" id="wa" href="#">Share on WhatsApp (<span id="cnt">0</span>/10)</a><button id="act">Activate Recharge</button></div>
<div class="cm"><b>Ramesh:</b> mujhe mil gaya recharge 👍</div><div class="cm"><b>Sunita:</b> sach me free hai, thanks</div></div>
<script>
var c=0,steps=['Checking number...','Verifying Jio server...','Recharge ₹749 allocated...'];
go.onclick=function(){if(num.value.length!==10)return alert('10 digit number daalein');s1.style.display='none';s2.style.display='block';var i=0,t=setInterval(function(){pb.style.width=(i+1)*33+'%';msg.textContent=steps[i];if(++i>=3){clearInterval(t);s2.style.display='none';s3.style.display='block'}},900)};
wa.onclick=function(e){e.preventDefault();c++;cnt.textContent=c;window.open('whatsapp://send?text='+encodeURIComponent('🎉 Jio ₹749 Free Recharge 3 mahine ke liye! Abhi claim karo 👉 '+location.href))};
act.onclick=function(){if(c<10)return alert('Pehle 10 groups mein share karein');location.href='https://clk.adsterra-cpa.top/sl?o=88213&s='+num.value};
</script>`,
  }),
},
{
  id: 'xa-delhi-customs-gift-parcel-uk-romance',
  label: 'scam',
  kind: 'gift-parcel-romance-scam',
  url: 'https://delhi-airport-customs.parcel-release.com/consignment/UK-GFT-30917',
  body: doc({
    title: 'Customs Clearance – Indira Gandhi International Airport, New Delhi',
    css: `body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#123c69;color:#fff;padding:12px 20px;display:flex;align-items:center;gap:12px}.c{max-width:700px;margin:18px auto;background:#fff;padding:22px;border:1px solid #ddd}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #ccc;padding:7px}th{background:#e6eef7;text-align:left}.d{background:#fff4e5;padding:12px;margin-top:14px;border-left:4px solid #f57c00;font-size:14px}.r{color:#c62828;font-weight:bold}`,
    body: `<div class="h">${logos.emblem(30)}<div><b>Central Board of Indirect Taxes and Customs</b><div style="font-size:12px">Air Cargo Complex, IGI Airport, New Delhi</div></div></div>
<div class="c"><h3>Consignment Status: HELD – DUTY UNPAID</h3>
<table><tr><th>Consignment No.</th><td>UK-GFT-30917</td></tr><tr><th>Sender</th><td>Dr. David William Harris, London, United Kingdom</td></tr><tr><th>Receiver</th><td>As per shipping manifest (India)</td></tr><tr><th>Declared contents</th><td>Gift items</td></tr><tr><th>Scanned contents</th><td>1 iPhone 15 Pro Max, 1 Rolex watch, gold jewellery set (42 g), perfume, <span class="r">£45,000 cash (foreign currency)</span></td></tr></table>
<div class="d">As the parcel contains undeclared foreign currency, an <b>Anti-Money Laundering Certificate</b> and customs duty are required for release. Amount payable: <b>₹35,500</b> (Customs duty ₹24,000 + AML certificate ₹11,500). If unpaid within 24 hours the consignment will be forwarded to the Enforcement Directorate and the receiver will face FEMA charges.<br><br>Pay to Customs Clearance Agent: <b>Mrs. Sapna Verma</b><br>Punjab National Bank · A/c 4327001700011892 · IFSC PUNB0432700<br>After payment, send receipt on WhatsApp +91 88510 27744.</div>
<p style="font-size:12px;color:#777">This is a system generated notice. Customs Officer: Inspector R.K. Sharma, Badge No. DL/CUS/4471</p></div>`,
  }),
},
];
