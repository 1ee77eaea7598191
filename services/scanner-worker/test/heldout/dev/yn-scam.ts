import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, beepWav } from '../parts/e-bin.js';
import { b64, doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, countdownScript, FONTS } from '../parts/yn-kit.js';

// Task jobs, "VIP" stock groups, fake trading apps, fake shops, prizes, romance, fake helplines,
// tech-support locks, loan-app harassment, extortion, fake charities and crypto "doubling".

export const entries: Entry[] = [
{
  id: 'yn-stock-vip-whatsapp-group-sebi-claim',
  label: 'scam',
  kind: 'stock-tips-group',
  url: 'https://alpha-capital-vip.in/',
  body: doc({
    title: 'Alpha Capital Research | Join Free VIP Stock Group',
    css: `body{background:#07131f;color:#e9f1f7}.w{max-width:900px;margin:0 auto;padding:24px}.h{display:flex;justify-content:space-between;align-items:center}.hero{text-align:center;padding:40px 10px}.hero h1{font-size:34px;margin:0 0 10px}.hero h1 span{color:#20d47c}.btn{display:inline-block;background:#25d366;color:#fff;padding:16px 30px;border-radius:40px;text-decoration:none;font-weight:700;font-size:18px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin:26px 0}.grid div{background:#0e2233;border:1px solid #1d3a52;border-radius:10px;padding:16px}.grid b{color:#20d47c;font-size:22px;display:block}.tbl{width:100%;border-collapse:collapse;font-size:14px}.tbl td,.tbl th{padding:8px;border-bottom:1px solid #1d3a52;text-align:left}.g{color:#20d47c}.sm{font-size:12px;color:#8aa}`,
    body: `<div class="w"><div class="h">${wordmark('ALPHA CAPITAL', '#20d47c', '#07131f', 180, 36)}<span class="sm">SEBI Reg. No. INH000017731</span></div>
<div class="hero"><h1>Daily <span>3-5 Sure Shot</span> Intraday Calls</h1><p>Join 48,000+ traders in our FREE WhatsApp VIP group run by Prof. Rakesh Mehta (ex-Goldman Sachs). Average 12-18% returns every week. IPO allotment guaranteed through institutional quota.</p><a class="btn" href="https://chat.whatsapp.com/Kz9pF2vQmLx7T1bYcR4dEw">Join WhatsApp VIP Group (Free)</a><p class="sm" style="margin-top:12px">Only 63 seats left for this batch</p></div>
<div class="grid"><div><b>94.7%</b>Accuracy last month</div><div><b>₹ 2.4 Cr</b>Profit booked by members</div><div><b>312%</b>Return on Bank Nifty options (May)</div></div>
<h3>Last week's calls</h3>
<table class="tbl"><tr><th>Stock</th><th>Entry</th><th>Exit</th><th>Profit</th></tr><tr><td>SUZLON</td><td>51.20</td><td>63.90</td><td class="g">+24.8%</td></tr><tr><td>IRFC</td><td>138.5</td><td>161.0</td><td class="g">+16.2%</td></tr><tr><td>BANKNIFTY 52000 CE</td><td>118</td><td>486</td><td class="g">+311%</td></tr><tr><td>TATAPOWER</td><td>402</td><td>448</td><td class="g">+11.4%</td></tr></table>
<p>After joining, our assistant will help you open an <b>institutional trading account</b> on our partner app for block trades and IPO quota at discounted prices.</p>
<p class="sm">Disclaimer: Investment in securities market is subject to market risk. Past performance is no guarantee. 100% profit guarantee on VIP plan or full refund.</p></div>`,
  }),
},
{
  id: 'yn-matrimonial-nri-doctor-gift-customs',
  label: 'scam',
  kind: 'romance-matrimonial',
  url: 'https://nri-shaadi-match.com/profile/dr-arjun-malhotra-uk',
  body: doc({
    title: 'Dr. Arjun Malhotra, 36, London | NRI Shaadi Match',
    css: `body{background:#fff5f7;font-family:Georgia,serif}.w{max-width:760px;margin:20px auto;background:#fff;border:1px solid #f1d0d8;border-radius:8px;overflow:hidden}.hd{background:#c2185b;color:#fff;padding:14px 20px;font-family:Arial}.p{display:flex;gap:20px;padding:20px}.ph{width:200px;height:240px;background:#e8c7d0;border-radius:6px}.d td{padding:4px 10px;font-size:14px;font-family:Arial}.msg{background:#fdf2f5;margin:0 20px 20px;padding:14px;border-radius:6px;font-family:Arial;font-size:14px}.n{background:#fffbe6;border:1px solid #f5d46a;padding:12px;margin:0 20px 20px;font-family:Arial;font-size:14px}`,
    body: `<div class="w"><div class="hd"><b>NRI Shaadi Match</b> · Verified Premium Profiles</div>
<div class="p"><div class="ph"></div><div><h2>Dr. Arjun Malhotra ✔</h2><table class="d"><tr><td>Age</td><td>36</td></tr><tr><td>Profession</td><td>Consultant Cardiologist, NHS London</td></tr><tr><td>Income</td><td>£ 180,000 per annum</td></tr><tr><td>Marital status</td><td>Widower, no children</td></tr><tr><td>Religion</td><td>Hindu, Punjabi Khatri</td></tr><tr><td>Settling</td><td>Ready to relocate to India</td></tr></table></div></div>
<div class="msg"><b>Message from Arjun:</b><br>My dear, since we spoke I cannot stop thinking about you. I have sent you a small gift for our engagement — an iPhone, a gold necklace, and £45,000 cash for our future home, through a courier. Please keep it safe until I arrive in Delhi next month. Don't tell anyone yet, it is our surprise. ❤️</div>
<div class="n"><b>Courier update (Sky Express International, Delhi Airport):</b> The parcel addressed to you was held by customs because it contains foreign currency. Clearance charges of <b>₹48,500</b> (anti-money laundering certificate) must be paid today to avoid seizure and legal case. Deposit to: <b>SKY EXPRESS LOGISTICS</b>, A/c 3451 0098 7712, IFSC SBIN0007721, then call Customs Officer Mrs. Neha Sharma at +91 88602 14473.</div></div>`,
  }),
},
{
  id: 'yn-fake-phonepe-customer-care-blog',
  label: 'scam',
  kind: 'fake-helpline',
  url: 'https://upi-helpline-247.blogspot-in.com/2025/06/phonepe-customer-care-number.html',
  body: doc({
    title: 'PhonePe Customer Care Number 24x7 Toll Free ☎ 6295-418-372 | Refund Helpline',
    css: `body{background:#f4f4f4;font-family:Arial}.w{max-width:760px;margin:0 auto;background:#fff;padding:22px}h1{font-size:24px}.num{font-size:28px;color:#d32f2f;font-weight:bold;text-align:center;border:2px dashed #d32f2f;padding:14px;margin:14px 0}.num a{text-decoration:none}.ad{background:#eef;padding:10px;font-size:12px;color:#557;text-align:center}ol li{margin:6px 0}`,
    body: `<div class="w"><div class="ad">Advertisement</div><h1>PhonePe Customer Care Number — 24x7 Helpline for Refund, Failed Transaction, KYC</h1>
<p>Did your money get debited but the transaction failed? Wrong UPI transfer? Cashback not received? Call the official PhonePe customer care number below. Our executive will help you get your refund within 5 minutes.</p>
<div class="num"><a href="tel:+916295418372">📞 6295418372</a><br><small style="font-size:14px;color:#444">Toll free · 24x7 · Hindi / English / Bengali</small></div>
<h2>How to get refund instantly</h2>
<ol><li>Call the helpline number above.</li><li>The executive will ask you to install the <b>"RustDesk / AnyDesk"</b> support app to check your transaction.</li><li>Open your PhonePe app and enter the amount shown by the executive to receive the refund.</li><li>Enter UPI PIN to receive the refund in your account.</li></ol>
<p>Also available: Google Pay customer care 6295418372, Paytm refund helpline 6295418372, SBI YONO helpline 6295418372.</p>
<p style="font-size:12px;color:#999">Posted by Admin · 14 June 2025 · 1,248 comments</p></div>`,
  }),
},
];
