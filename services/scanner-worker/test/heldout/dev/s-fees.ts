import type { Entry } from '../entry.js';
import { doc, imgs } from '../parts/s-kit.js';

/** Author s: fees (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'sg-customsclearance.com';
  return E({
    id: 's-customs-release-paynow-sg',
    label: 'scam',
    kind: 'customs-fee',
    url: `https://${h}/release?awb=SG2291734550`,
    body: doc({
      lang: 'en-SG',
      title: 'Shipment Held – Customs Clearance Required | SG Clearance Services',
      css: `body{font-family:"Segoe UI",Tahoma,sans-serif;background:#eef1f5;margin:0}header{background:#7d0a0a;color:#fff;padding:14px 22px}main{max-width:640px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}table{width:100%;border-collapse:collapse;font-size:14px}td{border-bottom:1px solid #eee;padding:8px}.tot td{font-weight:bold;font-size:16px}.qr{width:180px;height:180px;background:#ddd;display:block;margin:10px auto}.n{background:#fdecea;border-left:4px solid #c62828;padding:10px;font-size:13px}`,
      body: `<header><b>Customs Clearance Services Singapore</b> · Import Declaration Unit</header>
<main><h2>Your international shipment is held for duties &amp; taxes</h2>
<p>Air Waybill: <b>SG2291734550</b> &nbsp; Origin: Guangzhou, CN &nbsp; Declared value: S$ 468.00</p>
<table><tr><td>Goods and Services Tax (9%)</td><td>S$ 42.12</td></tr><tr><td>Import permit processing</td><td>S$ 35.00</td></tr><tr><td>Storage (3 days)</td><td>S$ 18.00</td></tr><tr class="tot"><td>Total payable</td><td>S$ 95.12</td></tr></table>
<p class="n">Please pay within <b>24 hours</b>. Uncleared shipments will be disposed of or returned to origin and the consignee may be liable for additional penalties under the Customs Act.</p>
<h3>Pay via PayNow</h3><p>Scan the QR with your banking app or transfer to UEN <b>202312884K</b> (ASIA PAC CARGO CLEARING). Put your AWB number in the reference.</p>
<img class="qr" src="/static/paynow-qr.png" alt="PayNow QR">
<p>After payment, WhatsApp the screenshot to <a href="https://wa.me/6581550294">+65 8155 0294</a> and your parcel will be released for delivery the next working day.</p>
<p style="font-size:11px;color:#888">This notice is system generated. For enquiries please quote your AWB.</p></main>`,
    }),
    routes: imgs(h, ['paynow-qr.png'], 'static'),
  });
})(),

(() => {
  const h = 'federalgrantrelief-program.org';
  return E({
    id: 's-gov-grant-processing-fee-us',
    label: 'scam',
    kind: 'gov-grant-fee',
    url: `https://${h}/approved/`,
    body: doc({
      title: 'Federal Hardship Grant Approval – Claim Your $9,500',
      css: `body{font-family:Georgia,serif;margin:0;background:#f1f1f1}.seal{background:#112e51;color:#fff;padding:16px 28px;display:flex;align-items:center;gap:14px}.seal img{width:54px;height:54px;background:#fff;border-radius:50%}.m{max-width:700px;margin:26px auto;background:#fff;padding:30px;border:1px solid #ccc}.ok{color:#2e8540;font-size:26px}.steps li{margin:8px 0}.gc{background:#fff8e1;border:1px solid #fdb81e;padding:12px}.b{background:#2e8540;color:#fff;padding:12px 20px;border:0;font-size:16px}`,
      body: `<div class="seal"><img src="/assets/seal.png" alt=""><div><b>Federal Grant Relief Program</b><br><small>Hardship &amp; Inflation Relief Disbursement Office</small></div></div>
<div class="m"><p class="ok">✔ CONGRATULATIONS! Your application has been APPROVED</p>
<p>Dear Applicant,</p><p>We are pleased to inform you that you have been selected to receive a <b>non-repayable federal hardship grant of $9,500.00</b> under the 2026 Household Inflation Relief Act. Grant money does NOT have to be paid back and is not taxable.</p>
<p>Grant ID: <b>FGR-2026-<span id="gid"></span></b></p>
<ol class="steps"><li>Pay the one-time <b>$250 processing and delivery fee</b> (required by the Treasury for all electronic disbursements).</li><li>Send a photo of the card(s) and receipt to your grant officer.</li><li>Funds are deposited within 24–48 hours.</li></ol>
<div class="gc"><b>Accepted payment:</b> Apple Gift Card, Google Play, Steam or Target gift cards (any combination totaling $250). Scratch the back and text a clear picture of the code to your officer, Agent Robert Miller, at <b>(202) 555-0177</b>.</div>
<p style="font-size:13px;color:#666">If the fee is not received within 72 hours your grant will be reassigned to another applicant on the waiting list.</p>
<button class="b" onclick="alert('Text your gift card photo to (202) 555-0177 and reference your Grant ID.')">I have paid the fee</button>
<p style="font-size:11px;color:#999;margin-top:30px">Federal Grant Relief Program · 1800 F Street NW, Washington DC 20405</p></div>
<script>document.getElementById('gid').textContent=String(Math.floor(100000+Math.random()*899999));</script>`,
    }),
    routes: imgs(h, ['seal.png'], 'assets'),
  });
})(),

(() => {
  const h = 'turantloan-approval.in.net';
  return E({
    id: 's-loan-fee-processing-hi',
    label: 'scam',
    kind: 'loan-fee',
    url: `https://${h}/loan-status.php?app=TL884120`,
    body: doc({
      lang: 'hi',
      title: 'लोन स्वीकृत – प्रोसेसिंग शुल्क जमा करें | Turant Loan',
      css: `body{font-family:"Noto Sans Devanagari",Arial,sans-serif;margin:0;background:#f5f7fb}.h{background:linear-gradient(90deg,#ff6f00,#ff9800);color:#fff;padding:14px 20px;font-size:20px;font-weight:bold}.c{max-width:520px;margin:20px auto;background:#fff;border-radius:10px;padding:22px;box-shadow:0 2px 10px rgba(0,0,0,.08)}.amt{font-size:34px;color:#2e7d32;font-weight:bold}.row{display:flex;justify-content:space-between;border-bottom:1px dashed #ddd;padding:7px 0}.pay{background:#fff3e0;padding:12px;border-radius:8px}.upi{font-family:monospace;font-size:18px}`,
      body: `<div class="h">Turant Loan ⚡ 5 मिनट में लोन</div>
<div class="c"><p>प्रिय ग्राहक,</p><p>बधाई हो! आपका पर्सनल लोन आवेदन <b>स्वीकृत</b> हो गया है।</p>
<div class="amt">₹ 3,00,000</div>
<div class="row"><span>आवेदन संख्या</span><b>TL884120</b></div><div class="row"><span>ब्याज दर</span><b>2% प्रति वर्ष</b></div><div class="row"><span>अवधि</span><b>36 महीने</b></div><div class="row"><span>EMI</span><b>₹ 8,593</b></div><div class="row"><span>CIBIL जांच</span><b>आवश्यक नहीं</b></div>
<p>लोन राशि आपके बैंक खाते में भेजने से पहले <b>फाइल चार्ज + GST + बीमा शुल्क ₹ 4,999</b> जमा करना अनिवार्य है। यह राशि पहली EMI में वापस कर दी जाएगी।</p>
<div class="pay"><p>UPI से भुगतान करें:</p><p class="upi">turantloan.fin@ybl</p><p>या Paytm / PhonePe / GPay नंबर: <b>98XXX 55012</b></p><p>भुगतान के बाद स्क्रीनशॉट WhatsApp करें। 30 मिनट में राशि आपके खाते में।</p></div>
<p style="color:#c62828;font-size:13px">⚠ शुल्क 2 घंटे में जमा न करने पर आवेदन रद्द हो जाएगा।</p>
<p style="font-size:11px;color:#999">Turant Loan Finance Pvt. Ltd. · RBI पंजीकृत NBFC · Mumbai · support@turantloan-approval.in.net</p></div>`,
    }),
  });
})(),
];
