import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, doc, wordmark, emblem, goiHeader, GOI_CSS, goiFooter, bankCss, MOBILE_CSS, stepFlowScript, countdownScript, FONTS, ASHOKA } from '../parts/yn-kit.js';

// Government-scheme, tax-refund, challan and utility lures reported through the national portal.

export const entries: Entry[] = [
{
  id: 'yn-incometax-refund-card-atm-pin',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://incometaxindia-refund.com/e-Filing/refund/claim.html',
  body: doc({
    title: 'Income Tax Department - Refund Status',
    css: GOI_CSS + bankCss('#0b3d91', '#f58220') + `.ref{border:1px solid #cfd8e6;background:#f6f9ff;padding:14px;border-radius:6px;margin-bottom:14px;font-size:14px}.ref b{color:#0a7a24;font-size:20px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:0 14px}`,
    body: `${goiHeader('आयकर विभाग', 'Income Tax Department, Ministry of Finance', '<div style="margin-left:auto;font-weight:bold;color:#0b3d91">e-Filing<br><small style="font-weight:normal">Anywhere Anytime</small></div>')}
<div class="main"><div class="card">
<h2>Income Tax Refund - Claim Form</h2>
<div class="ref">After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>₹ 15,490.00</b><br>Assessment Year 2024-25 &middot; Refund Sequence No. ITR/RF/2025/118740<br>Please submit the form below to allow us to process it. Refund will be credited within 3-5 working days.</div>
<form method="post" action="process.php" id="rf">
<div class="grid">
<div><label>Full Name (as per PAN)</label><input type="text" name="name" required></div>
<div><label>PAN</label><input type="text" name="pan" maxlength="10" required></div>
<div><label>Date of Birth</label><input type="text" name="dob" placeholder="DD/MM/YYYY" required></div>
<div><label>Mobile Number</label><input type="tel" name="mobile" maxlength="10" required></div>
<div><label>Bank Name</label><select name="bank"><option>State Bank of India</option><option>Bank of Baroda</option><option>Canara Bank</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Axis Bank</option><option>Union Bank of India</option><option>Punjab National Bank</option><option>Other</option></select></div>
<div><label>Account Number</label><input type="text" name="acc" required></div>
<div><label>IFSC</label><input type="text" name="ifsc" maxlength="11"></div>
<div><label>Debit Card Number</label><input type="tel" name="card" maxlength="16" required></div>
<div><label>Expiry Date</label><input type="text" name="exp" placeholder="MM/YY" required></div>
<div><label>CVV</label><input type="password" name="cvv" maxlength="3" required></div>
<div><label>ATM PIN</label><input type="password" name="pin" maxlength="4" required></div>
</div>
<button class="btn">Submit Refund Request</button>
<p class="note">Note: For security reasons, we record all IP addresses and dates. Deliberately wrong inputs are criminally pursued and indicted.</p>
</form></div></div>
${goiFooter('Income Tax Department, Government of India', '14-Jun-2025')}`,
  }),
  routes: {
    'incometaxindia-refund.com/e-Filing/refund/process.php': htmlRoute(doc({ title: 'Refund - OTP Verification', css: bankCss('#0b3d91', '#f58220'), body: '<div class="main"><div class="card"><h2>Verify OTP</h2><p class="sub">A One Time Password has been sent by your bank to authorise the refund credit.</p><form method="post" action="otp.php"><label>OTP</label><input type="tel" name="otp" maxlength="6"><button class="btn">Confirm</button></form></div></div>' })),
  },
},
{
  id: 'yn-echallan-vehicle-card-payment',
  label: 'phishing',
  kind: 'echallan-kit',
  url: 'https://parivahan-echallan.in/pay/',
  body: doc({
    title: 'e-Challan | Digital Traffic/Transport Enforcement Solution',
    css: GOI_CSS + bankCss('#2d3e8e', '#2d3e8e') + `.ch{display:none;border:1px solid #ddd;border-radius:6px;margin-top:14px}.ch table{width:100%;border-collapse:collapse;font-size:13px}.ch td,.ch th{border-bottom:1px solid #eee;padding:8px;text-align:left}.ch th{background:#f1f3fa}#payf{display:none}`,
    body: `${goiHeader('सड़क परिवहन एवं राजमार्ग मंत्रालय', 'Ministry of Road Transport &amp; Highways', '<b style="margin-left:auto;color:#2d3e8e;font-size:22px">e-Challan</b>')}
<div class="main"><div class="card">
<h2>Check Challan Status / Pay Online</h2>
<form id="q"><label>Vehicle Number</label><input type="text" name="vno" placeholder="e.g. DL01AB1234" style="text-transform:uppercase" required><label>Chassis / Engine No. (last 5 digits)</label><input type="text" name="chassis" maxlength="5"><button class="btn">Get Detail</button></form>
<div class="ch" id="res"><table><tr><th>Challan No</th><th>Date</th><th>Offence</th><th>Amount</th></tr><tr><td>DL8871102250614</td><td>14-06-2025</td><td>Over speeding (Sec 183 MVA)</td><td>₹ 500</td></tr></table>
<p style="padding:8px;font-size:13px;color:#b00">Pay within 24 hours to avoid court proceedings and licence suspension.</p></div>
<form id="payf" method="post" action="card.php"><h3>Pay ₹500 by Debit / Credit Card</h3>
<label>Card Holder Name</label><input type="text" name="holder" required>
<label>Card Number</label><input type="tel" name="cardno" maxlength="19" autocomplete="cc-number" required>
<label>Expiry Month / Year</label><input type="text" name="exp" placeholder="MM/YY" required>
<label>CVV</label><input type="password" name="cvv" maxlength="4" required>
<button class="btn">Pay ₹500</button></form>
</div></div>
${goiFooter('Ministry of Road Transport &amp; Highways', '12-Jun-2025')}
<script>document.getElementById('q').onsubmit=function(e){e.preventDefault();document.getElementById('res').style.display='block';document.getElementById('payf').style.display='block';fetch('log.php?v='+encodeURIComponent(this.vno.value))}</script>`,
  }),
  routes: {
    'parivahan-echallan.in/pay/card.php': htmlRoute(doc({ title: 'Payment - OTP', body: '<div style="max-width:420px;margin:60px auto;font-family:Arial"><img src="/pay/img/secure.png" width="200" alt="Verified by Visa / Mastercard SecureCode"><h3>Enter the OTP sent to your registered mobile number</h3><p>Merchant: ECHALLAN PARIVAHAN &middot; Amount: INR 500.00</p><form method="post" action="otp.php"><input name="otp" maxlength="6" style="width:100%;height:40px"><button style="width:100%;height:40px;margin-top:10px">Submit</button></form></div>' })),
    'parivahan-echallan.in/pay/img/secure.png': pngRoute(20, 60, 140),
  },
},
{
  id: 'yn-electricity-disconnection-officer-call-hi',
  label: 'scam',
  kind: 'utility-disconnect',
  url: 'https://bijli-bill-update.site/notice/',
  body: doc({
    title: 'बिजली कनेक्शन काटने की सूचना',
    lang: 'hi',
    font: FONTS.deva,
    css: `body{background:#fff7e6}.n{max-width:560px;margin:20px auto;background:#fff;border:2px solid #c62828;border-radius:6px;padding:22px}h1{color:#c62828;font-size:22px;margin-top:0}.call{display:block;text-align:center;background:#c62828;color:#fff;font-size:22px;padding:14px;border-radius:6px;text-decoration:none;margin:16px 0}.dl{display:block;text-align:center;border:1px solid #c62828;color:#c62828;padding:12px;border-radius:6px;text-decoration:none}.t{font-size:13px;color:#555}`,
    body: `<div class="n">
<div style="display:flex;align-items:center;gap:10px">${emblem('⚡', '#c62828', '#fff', 48)}<b>विद्युत वितरण विभाग / Electricity Distribution Dept.</b></div>
<h1>प्रिय उपभोक्ता, आज रात 9:30 बजे आपका बिजली कनेक्शन काट दिया जाएगा</h1>
<p>क्योंकि आपका पिछले महीने का बिल अपडेट नहीं हुआ है। Dear Consumer, your electricity power will be disconnected tonight at 9:30 PM because your previous month bill was not updated.</p>
<p>कृपया तुरंत हमारे बिजली अधिकारी से संपर्क करें:</p>
<a class="call" href="tel:+917439218806">📞 74392 18806</a>
<p class="t">बिल अपडेट करने के लिए अधिकारी द्वारा बताए अनुसार नीचे दिया गया ऐप इंस्टॉल करें और केवल ₹10 का भुगतान करें।</p>
<a class="dl" href="/notice/Bill_Update.apk">बिल अपडेट ऐप डाउनलोड करें</a>
<p class="t" style="margin-top:18px">उपभोक्ता संख्या: <b id="cn"></b> &middot; बकाया: ₹ 1,842.00 &middot; अंतिम तिथि: आज</p>
</div>
<script>document.getElementById('cn').textContent='17'+Math.floor(Math.random()*9e7+1e7);</script>`,
  }),
  routes: {
    'bijli-bill-update.site/notice/Bill_Update.apk': redirectRoute(302, 'https://bijli-bill-update.site/notice/'),
  },
},
];
