import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, countdownScript, FONTS } from '../parts/yn-kit.js';

// Real shops, checkouts, lenders, brokers, charities, temples, matrimony, jobs, lotteries and recharges.

export const entries: Entry[] = [
{
  id: 'yn-clean-d2c-checkout-card-upi-cod',
  label: 'clean',
  kind: 'checkout-card-form',
  url: 'https://www.chhaapstudio.in/checkout',
  body: doc({
    title: 'Checkout – Chhaap Studio | Hand block printed kurtas',
    css: `body{background:#faf7f2;font-family:'Lato',Arial}.hd{background:#fff;border-bottom:1px solid #eee;padding:14px 40px;font-family:Georgia;font-size:24px;color:#7a3b1d}.w{max-width:1080px;margin:24px auto;display:flex;gap:30px;padding:0 16px}.l{flex:1.4}.r{flex:1;background:#fff;border:1px solid #eee;border-radius:6px;padding:18px;align-self:flex-start}
.sec{background:#fff;border:1px solid #eee;border-radius:6px;padding:18px;margin-bottom:14px}label{display:block;font-size:13px;margin:10px 0 4px;color:#555}input,select{width:100%;height:42px;border:1px solid #d6d0c8;border-radius:4px;padding:0 10px}.row{display:flex;gap:10px}.row>div{flex:1}.pm label{display:flex;gap:8px;align-items:center;border:1px solid #e5e0da;border-radius:4px;padding:10px;margin:6px 0;font-size:14px;color:#222}.pm input{width:auto;height:auto}
.it{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}.tot{border-top:1px solid #eee;font-weight:bold;font-size:16px}.pay{width:100%;height:48px;background:#7a3b1d;color:#fff;border:0;border-radius:4px;font-size:16px;margin-top:12px}.card{display:none}.sm{font-size:12px;color:#777}`,
    body: `<div class="hd">Chhaap Studio</div>
<div class="w"><div class="l"><form id="co" method="post" action="/checkout/place-order">
<div class="sec"><h3>Contact</h3><label>Email</label><input type="email" name="email" autocomplete="email" required><label>Mobile</label><input type="tel" name="phone" autocomplete="tel" required></div>
<div class="sec"><h3>Delivery address</h3><div class="row"><div><label>First name</label><input name="first" autocomplete="given-name"></div><div><label>Last name</label><input name="last" autocomplete="family-name"></div></div><label>Address</label><input name="addr" autocomplete="street-address"><div class="row"><div><label>City</label><input name="city" autocomplete="address-level2"></div><div><label>State</label><select name="state"><option>Rajasthan</option><option>Delhi</option><option>Maharashtra</option><option>Karnataka</option></select></div><div><label>PIN code</label><input name="pin" autocomplete="postal-code"></div></div></div>
<div class="sec pm"><h3>Payment</h3><label><input type="radio" name="pm" value="upi" checked> UPI (Google Pay, PhonePe, Paytm)</label><label><input type="radio" name="pm" value="card"> Credit / Debit card</label><label><input type="radio" name="pm" value="nb"> Net banking</label><label><input type="radio" name="pm" value="cod"> Cash on delivery (+₹49)</label>
<div class="card" id="card"><label>Card number</label><input name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456"><div class="row"><div><label>Expiry</label><input name="exp" autocomplete="cc-exp" placeholder="MM / YY"></div><div><label>CVV</label><input name="cvc" autocomplete="cc-csc" maxlength="4"></div></div><label>Name on card</label><input name="ccname" autocomplete="cc-name"><p class="sm">Payments are processed securely by Razorpay. We do not store your card details. Saved cards are tokenised as per RBI guidelines.</p></div></div>
</form></div>
<div class="r"><h3>Order summary</h3><div class="it"><span>Indigo dabu kurta (M) × 1</span><span>₹2,190</span></div><div class="it"><span>Sanganeri cotton dupatta × 1</span><span>₹890</span></div><div class="it"><span>Shipping</span><span>Free</span></div><div class="it tot"><span>Total</span><span>₹3,080</span></div><button class="pay" form="co">Pay ₹3,080</button><p class="sm">By placing the order you agree to our Terms and Returns policy (7-day exchange). GSTIN 08AAQFC2211L1Z4 · Jaipur</p></div></div>
<script>document.querySelectorAll('input[name=pm]').forEach(function(r){r.addEventListener('change',function(){document.getElementById('card').style.display=r.value==='card'&&r.checked?'block':'none'})});</script>`,
  }),
},
{
  id: 'yn-clean-fashion-sale-80-off',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.trendbazaar.in/sale/end-of-season',
  body: doc({
    title: 'End of Season Sale: 50-80% Off on Fashion | TrendBazaar',
    css: `body{font-family:Arial;background:#fff}.hd{display:flex;justify-content:space-between;align-items:center;padding:12px 30px;border-bottom:1px solid #eee}.ban{background:linear-gradient(90deg,#ff3f6c,#ff905a);color:#fff;text-align:center;padding:26px}.ban h1{margin:0;font-size:38px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:18px;padding:24px 30px}.p .im{height:240px;background:#f3f3f3;border-radius:4px}.p b{display:block;margin-top:8px;font-size:14px}.pr{font-size:14px}.pr s{color:#999;margin:0 6px}.pr i{color:#ff905a;font-style:normal}.t{font-size:13px;color:#555;padding:0 30px 30px}`,
    body: `<div class="hd"><b style="font-size:22px;color:#ff3f6c">TrendBazaar</b><span>Men · Women · Kids · Home · Beauty &nbsp; 🔍 👤 ♡ 🛍</span></div>
<div class="ban"><h1>END OF SEASON SALE</h1><p>50-80% OFF on 2 lakh+ styles · Ends Sunday midnight · Extra 10% off with HDFC cards</p></div>
<div class="g">${[['Roadster', 'Men Slim Fit Casual Shirt', 499, 1599, 69], ['Libas', 'Women Printed Kurta Set', 899, 2999, 70], ['HRX', 'Running Shoes', 1274, 4999, 75], ['Mast & Harbour', 'Women Denim Jacket', 779, 2599, 70], ['Puma', 'Unisex Backpack', 839, 2099, 60], ['Anouk', 'Banarasi Saree', 1499, 7499, 80], ['U.S. Polo Assn.', 'Men Polo T-shirt', 649, 1299, 50], ['Fossil', 'Analogue Watch', 5247, 10495, 50]].map((p) => `<div class="p"><div class="im"></div><b>${p[0]}</b><span style="font-size:13px;color:#555">${p[1]}</span><div class="pr">Rs. ${p[2]}<s>Rs. ${p[3]}</s><i>(${p[4]}% OFF)</i></div></div>`).join('')}</div>
<p class="t">Cash on Delivery available · Easy 14-day returns · 100% original products. Customer care: 080-6156 1999 (9 AM – 9 PM). TrendBazaar never asks for payment to personal UPI IDs.</p>`,
  }),
},
{
  id: 'yn-clean-nbfc-personal-loan-disclosures',
  label: 'clean',
  kind: 'loan-site-legit',
  url: 'https://www.sahayogfinance.co.in/personal-loan',
  body: doc({
    title: 'Personal Loan up to ₹5 Lakh | Sahayog Finance Ltd. (RBI registered NBFC)',
    css: bankCss('#12396b', '#12a150') + `.hero{background:#12396b;color:#fff;padding:34px 30px}.hero h1{margin:0 0 8px}.kfs{width:100%;border-collapse:collapse;font-size:14px;margin-top:10px}.kfs td,.kfs th{border:1px solid #dde3ea;padding:8px;text-align:left}.disc{font-size:12.5px;color:#555;max-width:1100px;margin:0 auto;padding:0 16px}`,
    body: `<div class="topbar"><div class="in"><b>Sahayog Finance</b><span><a href="#">Personal Loan</a><a href="#">Gold Loan</a><a href="#">MSME</a><a href="#">Grievance Redressal</a></span></div></div>
<div class="hero"><h1>Personal loans from ₹25,000 to ₹5,00,000</h1><p>Tenure 12–48 months · Interest 14%–26% p.a. (reducing) · Processing fee up to 2% + GST</p><a class="btn" href="https://play.google.com/store/apps/details?id=in.sahayogfinance.app" style="text-decoration:none;line-height:44px">Apply on our app (Google Play)</a></div>
<div class="main"><div class="card"><h2>Key Fact Statement (illustrative)</h2><table class="kfs"><tr><th>Loan amount</th><td>₹1,00,000</td></tr><tr><th>Tenure</th><td>24 months</td></tr><tr><th>Rate of interest</th><td>18% p.a. reducing</td></tr><tr><th>Processing fee</th><td>₹1,500 + GST</td></tr><tr><th>EMI</th><td>₹4,992</td></tr><tr><th>Annual Percentage Rate (APR)</th><td>19.67%</td></tr><tr><th>Cooling-off period</th><td>3 days (exit without penalty)</td></tr></table></div>
<div class="side"><h3>Before you apply</h3><ul><li>We pull your credit report from CIBIL/Experian with your consent.</li><li>Our app does not access your contacts, photos or call logs.</li><li>All recovery is done as per RBI Fair Practices Code. Our agents carry ID cards and authorisation letters.</li><li>We never ask for any advance fee before disbursement.</li></ul></div></div>
<p class="disc">Sahayog Finance Ltd. is a Non-Banking Financial Company registered with the Reserve Bank of India, CoR No. N-14.03512. CIN U65921MH2012PLC229871. Grievance Redressal Officer: Ms. Kavita Deshpande, grievance@sahayogfinance.co.in, 022-4890 1122. If not resolved within 30 days you may approach the RBI Integrated Ombudsman at cms.rbi.org.in. Digital lending apps we partner with are listed on our website as required by RBI Digital Lending Guidelines.</p>`,
  }),
},
{
  id: 'yn-clean-broker-open-account-sebi-disclosures',
  label: 'clean',
  kind: 'broker-site-legit',
  url: 'https://zerodha.com/open-account/',
  body: doc({
    title: 'Open a free demat and trading account online - Zerodha',
    css: `body{font-family:-apple-system,'Segoe UI',Arial;color:#424242}.hd{display:flex;justify-content:space-between;align-items:center;padding:16px 60px;border-bottom:1px solid #eee}.hd a{margin-left:24px;text-decoration:none;font-size:14px;color:#666}.hero{text-align:center;padding:50px 20px}.hero h1{font-size:34px;font-weight:500;color:#424242}input{height:46px;width:280px;border:1px solid #ccc;border-radius:3px;padding:0 12px;font-size:16px}button{height:48px;background:#387ed1;color:#fff;border:0;border-radius:3px;padding:0 26px;font-size:16px;margin-left:8px}.ft{font-size:11.5px;color:#9b9b9b;max-width:1100px;margin:40px auto;padding:0 20px;line-height:1.7}`,
    body: `<div class="hd"><b style="color:#387ed1;font-size:22px">ZERODHA</b><nav><a href="#">Signup</a><a href="#">About</a><a href="#">Products</a><a href="#">Pricing</a><a href="#">Support</a></nav></div>
<div class="hero"><h1>Open a free demat and trading account online</h1><p>Start investing brokerage free and join a community of 1.6+ crore investors and traders</p><form method="post" action="/open-account/signup"><input type="tel" name="mobile" placeholder="Enter your mobile number" maxlength="10"><button>Get OTP</button></form><p style="font-size:13px">By proceeding, you agree to the Zerodha terms &amp; privacy policy</p></div>
<div class="ft">Zerodha Broking Ltd.: Member of NSE, BSE &amp; MCX – SEBI Registration no.: INZ000031633. CDSL/NSDL: Depository services through Zerodha Broking Ltd. – SEBI Registration no.: IN-DP-431-2019.<br>Procedure to file a complaint on SEBI SCORES: Register on SCORES portal. Mandatory details for filing complaints on SCORES: Name, PAN, Address, Mobile Number, E-mail ID.<br>Investments in securities market are subject to market risks; read all the related documents carefully before investing.<br>Attention investors: 1) Stock brokers can accept securities as margins from clients only by way of pledge in the depository system. 2) Update your e-mail and phone number with your stock broker / depository participant. 3) Check your securities / MF / bonds in the consolidated account statement issued by NSDL/CDSL every month.<br>"Prevent unauthorised transactions in your account. Update your mobile numbers/email IDs with your stock brokers." Zerodha does not provide stock tips and has not authorised anyone to trade on behalf of others. If you find anyone claiming to be part of Zerodha and offering such services, please create a ticket.</div>`,
  }),
},
{
  id: 'yn-clean-hrce-temple-e-donation-ta',
  label: 'clean',
  kind: 'temple-donation',
  url: 'https://hrce.tn.gov.in/hrcehome/donation_temple.php',
  body: doc({
    title: 'இணைய வழி நன்கொடை | Online Donation - HR&CE Department, Government of Tamil Nadu',
    lang: 'ta',
    font: FONTS.taml,
    css: bankCss('#7a1f1f', '#b8860b') + `.t{font-size:15px}`,
    body: `<div class="topbar"><div class="in"><span style="display:flex;gap:10px;align-items:center">${emblem('TN', '#7a1f1f', '#fff', 42)}<b>இந்து சமய அறநிலையத் துறை · HR&amp;CE Department</b></span><span><a href="#">தமிழ்</a><a href="#">English</a></span></div></div>
<div class="main"><div class="card"><h2>திருக்கோயில் நன்கொடை / Temple Donation</h2><p class="sub t">உங்கள் விருப்பமான திருக்கோயிலுக்கு இணைய வழியாக நன்கொடை செலுத்தலாம். ரசீது உடனடியாக மின்னஞ்சலில் அனுப்பப்படும்.</p>
<form method="post" action="/hrcehome/donation_payment.php"><label>திருக்கோயில் / Temple</label><select name="temple"><option>அருள்மிகு மீனாட்சி சுந்தரேசுவரர் திருக்கோயில், மதுரை</option><option>அருள்மிகு அருணாசலேசுவரர் திருக்கோயில், திருவண்ணாமலை</option><option>அருள்மிகு சுப்பிரமணிய சுவாமி திருக்கோயில், பழனி</option><option>அருள்மிகு ரங்கநாதசுவாமி திருக்கோயில், ஸ்ரீரங்கம்</option></select>
<label>நன்கொடை வகை / Purpose</label><select name="purpose"><option>அன்னதானம் / Annadhanam</option><option>திருப்பணி / Renovation</option><option>பொது நன்கொடை / General</option></select>
<label>பெயர் / Name</label><input type="text" name="name" required><label>கைபேசி / Mobile</label><input type="tel" name="mobile" maxlength="10" required><label>தொகை / Amount (₹)</label><input type="number" name="amount" min="10" required><button class="btn">நன்கொடை செலுத்த / Proceed to Pay</button></form>
<p class="note">Payment through SBI ePay (net banking, cards, UPI). Donations to temples under HR&amp;CE are eligible for exemption under Section 80G as notified.</p></div></div>
<footer class="b">© Hindu Religious &amp; Charitable Endowments Department, Government of Tamil Nadu</footer>`,
  }),
},
{
  id: 'yn-clean-kerala-state-lottery-results',
  label: 'clean',
  kind: 'lottery-official',
  url: 'https://statelottery.kerala.gov.in/index.php/lottery-result-view',
  body: doc({
    title: 'Kerala State Lotteries - Lottery Result',
    css: `body{font-family:Arial;background:#f6f6f0}.hd{background:#0b6e4f;color:#fff;padding:14px 30px}.w{max-width:900px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #ddd;padding:8px;text-align:left}.n{font-size:13px;color:#555;background:#eef7f2;padding:12px;border-radius:6px;margin-top:16px}`,
    body: `<div class="hd"><b>Department of Lotteries, Government of Kerala</b><br><small>Kerala State Lotteries · ഭാഗ്യക്കുറി വകുപ്പ്</small></div>
<div class="w"><h2>Lottery Results</h2><table><tr><th>Lottery</th><th>Draw No.</th><th>Draw date</th><th>Result</th></tr><tr><td>WIN-WIN</td><td>W-826</td><td>16/06/2025</td><td><a href="#">View PDF</a></td></tr><tr><td>STHREE SAKTHI</td><td>SS-472</td><td>17/06/2025</td><td><a href="#">View PDF</a></td></tr><tr><td>KARUNYA PLUS</td><td>KN-577</td><td>12/06/2025</td><td><a href="#">View PDF</a></td></tr><tr><td>NIRMAL</td><td>NR-437</td><td>13/06/2025</td><td><a href="#">View PDF</a></td></tr></table>
<p class="n">Kerala State Lotteries are sold only as paper tickets through authorised agents in Kerala. The Department does not sell lottery tickets online, does not conduct draws by SMS or WhatsApp, and never asks winners to pay any fee to receive prize money. Prize claims are made at the Directorate or District Lottery Offices with the original ticket.</p></div>`,
  }),
},
];
