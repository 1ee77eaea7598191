import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, doc, formCss, mark, seal } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-geek-squad-renewal-refund-call',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://geeksquad-renewal-support.com/invoice/GS-4417082',
  body: doc({
    title: 'Geek Squad Protection - Invoice GS-4417082',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3}.h{background:#000;color:#f26b21;padding:16px 24px;font-weight:900;font-size:22px}.inv{max-width:640px;margin:24px auto;background:#fff;padding:26px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}.tot{font-size:20px;font-weight:700}.call{background:#fff5ec;border:2px dashed #f26b21;padding:14px;text-align:center;font-size:18px;margin-top:18px}`,
    body: `<div class="h">GEEK SQUAD&reg;</div>
<div class="inv"><h2>Thank you for renewing your subscription</h2>
<p>Dear Customer, your Geek Squad Total Tech Protection plan has been renewed automatically and the amount below has been charged to your account on file.</p>
<table><tr><th>Item</th><th>Term</th><th>Amount</th></tr><tr><td>Total Protection &ndash; 5 devices</td><td>3 years</td><td>$399.99</td></tr><tr><td>Sales tax</td><td></td><td>$0.00</td></tr><tr class="tot"><td>Total</td><td></td><td>$399.99</td></tr></table>
<p>Invoice GS-4417082 &middot; Order date 04/09/2025 &middot; Payment: Auto-debit</p>
<div class="call">If you did not authorize this renewal, call our cancellation and refund desk within 24 hours:<br><b style="font-size:26px">+1 (808) 215-3309</b><br><small>Refunds are processed remotely by a technician.</small></div></div>`,
  }),
},

{
  id: 'ye-pig-butchering-usdt-withdraw-tax',
  label: 'scam',
  kind: 'investment-dashboard-scam',
  url: 'https://app.vexacoinpro.com/assets/withdraw',
  body: doc({
    title: 'VexaCoin Pro | Assets',
    css: `body{margin:0;background:#0d1117;color:#e6edf3;font-family:Inter,Arial,sans-serif}.top{display:flex;justify-content:space-between;padding:14px 22px;border-bottom:1px solid #222}.top b{color:#f0b90b}.g{display:grid;grid-template-columns:1fr 1fr;gap:16px;max-width:900px;margin:20px auto;padding:0 16px}.card{background:#161b22;border-radius:10px;padding:18px}.big{font-size:34px;font-weight:700}.up{color:#2ebd85}.warn{background:#3a2a00;color:#ffcf5c;padding:12px;border-radius:8px}.addr{font-family:monospace;background:#0d1117;padding:10px;border-radius:6px;word-break:break-all}button{background:#f0b90b;border:0;padding:12px 20px;border-radius:6px;font-weight:700}table{width:100%;font-size:13px}td{padding:5px 0}`,
    body: `<div class="top"><b>VexaCoin Pro</b><span>UID 80412277 &middot; VIP 3 &middot; Customer service &#128172;</span></div>
<div class="g">
<div class="card"><div>Total assets (USDT)</div><div class="big">184,220.61</div><div class="up">+ 38,412.09 (26.3%) this month</div>
<table><tr><td>Quantitative AI contract (30d)</td><td class="up">+4.8%/day</td></tr><tr><td>BTC/USDT 5-min options</td><td class="up">+12,881.20</td></tr><tr><td>Principal deposited</td><td>45,000.00</td></tr></table></div>
<div class="card"><h3 style="margin-top:0">Withdraw</h3>
<div class="warn">Your withdrawal of 184,220.61 USDT is frozen pending personal income tax clearance (20%). Per platform rules and U.S. regulations, tax must be paid from outside funds before release. Amount due: <b>36,844.12 USDT</b>. Funds not cleared within 72 hours will be held for anti-money-laundering review.</div>
<p>Deposit the tax amount to your dedicated channel (TRC-20):</p><div class="addr">TQx7v9mYk3Fh2WrZp1cLb8dNsE4uGjA6tR</div>
<p style="font-size:12px">Your account manager Ms. Lin (WhatsApp +1 929-555-0193) will confirm the transfer.</p>
<button onclick="navigator.clipboard.writeText('TQx7v9mYk3Fh2WrZp1cLb8dNsE4uGjA6tR');this.textContent='Copied'">Copy address</button></div></div>
<script>setInterval(function(){var b=document.querySelector('.big');var v=parseFloat(b.textContent.replace(/,/g,''))+Math.random()*3;b.textContent=v.toLocaleString('en-US',{minimumFractionDigits:2,maximumFractionDigits:2});},1500);</script>`,
  }),
},

{
  id: 'ye-fake-outlet-yeti-clearance',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://yetioutlet-clearance.shop/products/tundra-45-hard-cooler',
  body: doc({
    title: 'Tundra 45 Hard Cooler – Warehouse Clearance 80% OFF',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.ann{background:#c00;color:#fff;text-align:center;padding:8px;font-weight:700}.h{padding:16px 30px;border-bottom:1px solid #eee;font-size:26px;font-weight:900;letter-spacing:3px}.p{display:flex;gap:30px;max-width:1000px;margin:24px auto;padding:0 16px}.img{flex:1;background:#e9eef1;height:380px;display:flex;align-items:center;justify-content:center;font-size:80px}.info{flex:1}.old{text-decoration:line-through;color:#999}.new{font-size:30px;color:#c00;font-weight:700}.cd{background:#222;color:#fff;padding:8px;display:inline-block}button{background:#000;color:#fff;border:0;padding:14px;width:100%;font-size:17px}#co{display:none;margin-top:16px}${formCss}`,
    body: `<div class="ann">WAREHOUSE CLOSING SALE &ndash; ALL ITEMS 80% OFF &ndash; FREE SHIPPING &ndash; ENDS TONIGHT</div>
<div class="h">YETl</div>
<div class="p"><div class="img">&#129482;</div><div class="info"><h1>Tundra 45 Hard Cooler</h1><p><span class="old">$325.00</span> <span class="new">$49.99</span></p>
<p class="cd">Sale ends in <span id="t">00:14:59</span></p><p>&#11088;&#11088;&#11088;&#11088;&#11088; 4,812 reviews &middot; Only 3 left in stock</p>
<button onclick="document.getElementById('co').style.display='block'">BUY NOW</button>
<form id="co" method="post" action="/checkout/pay.php"><div class="fld"><label>Email</label><input name="email" required></div><div class="fld"><label>Shipping address</label><input name="addr" required></div>${cardFields()}<button>Complete order &ndash; $49.99</button></form>
<p style="font-size:12px;color:#777">Contact: service@yetioutlet-clearance.shop &middot; Returns within 90 days</p></div></div>
<script>var s=899;setInterval(function(){s=s>0?s-1:899;document.getElementById('t').textContent='00:'+String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0');},1000);${cardFormatJs}</script>`,
  }),
},

{
  id: 'ye-remote-job-check-deposit-equipment',
  label: 'scam',
  kind: 'job-check-scam',
  url: 'https://onboarding.brightlane-staffing.net/portal/welcome',
  body: doc({
    title: 'Brightlane Staffing | New Hire Onboarding',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f6f8fb}.h{background:#fff;padding:14px 26px;border-bottom:1px solid #e3e7ee;display:flex;justify-content:space-between}.c{max-width:760px;margin:24px auto;background:#fff;padding:26px;border-radius:8px}.step{border-left:4px solid #2563eb;padding:8px 14px;margin:14px 0;background:#f8faff}.vendor{background:#fef3c7;padding:12px;border-radius:6px}`,
    body: `<div class="h">${mark('Brightlane Staffing', '#2563eb', 'B')}<span>Welcome, new team member</span></div>
<div class="c"><h2>Remote Data Entry Clerk &mdash; $32/hr &mdash; Onboarding</h2>
<p>Congratulations on your interview with our hiring manager on Teams. Before your start date, please complete the following steps.</p>
<div class="step"><b>Step 1.</b> Upload a photo of your driver's license (front and back) and your SSN card for I-9 and payroll.</div>
<div class="step"><b>Step 2.</b> You will receive a company check of <b>$3,850.00</b> by email. Deposit it with your bank's mobile app the same day and send a screenshot of the deposit to HR.</div>
<div class="step"><b>Step 3.</b> Purchase your work equipment (MacBook, printer, software licenses) only from our approved vendor. Send the vendor's invoice amount via Zelle or Bitcoin ATM within 24 hours so your equipment can ship before training.</div>
<div class="vendor">Approved vendor: <b>TechNova Office Supply</b> &middot; Zelle: payments@technova-supply.com &middot; Invoice total $3,420.00</div>
<p>Any remaining balance is your first-week stipend. Please don't discuss the deposit with bank staff; it delays your equipment. Questions: hr@brightlane-staffing.net</p>
<form method="post" action="/portal/upload.php" enctype="multipart/form-data"><p>Driver's license: <input type="file" name="dl"></p><p>SSN card: <input type="file" name="ssn"></p><button>Upload documents</button></form></div>`,
  }),
},

{
  id: 'ye-treasury-gift-card-payment-steps',
  label: 'scam',
  kind: 'gift-card-payment-scam',
  url: 'https://treasury-payment-center.com/irs/balance-due/giftcard',
  body: doc({
    title: 'U.S. Treasury Payment Center - Balance Due Resolution',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#1b365d;color:#fff;padding:14px 26px}.c{max-width:720px;margin:20px auto;padding:0 16px}.cards{display:flex;gap:12px}.cards div{flex:1;border:1px solid #ccc;padding:12px;border-radius:6px;text-align:center}.c input{padding:8px;width:220px}table td{padding:6px}`,
    body: `<div class="h"><b>U.S. TREASURY PAYMENT CENTER</b> &middot; IRS Balance Due Unit</div>
<div class="c"><h2>Resolve your tax balance today</h2>
<p>Taxpayer ID ending 4471 &middot; Balance due: <b>$2,950.00</b> (2021&ndash;2023 underpayment plus penalties). Your agent has approved payment using retail payment vouchers (gift cards) for same-day settlement.</p>
<div class="cards"><div><b>Target</b><br>GiftCard</div><div><b>Apple</b><br>Gift Card</div><div><b>Google Play</b></div><div><b>Razer Gold</b></div></div>
<h3>Enter voucher details</h3><p>Scratch the back of each card and enter the number and PIN exactly as shown.</p>
<form method="post" action="/irs/balance-due/redeem.php"><table>
<tr><td>Card 1 number</td><td><input name="c1"></td><td>PIN</td><td><input name="p1" style="width:80px"></td></tr>
<tr><td>Card 2 number</td><td><input name="c2"></td><td>PIN</td><td><input name="p2" style="width:80px"></td></tr>
<tr><td>Card 3 number</td><td><input name="c3"></td><td>PIN</td><td><input name="p3" style="width:80px"></td></tr></table>
<p>Agent badge number: <input name="badge" value="IRS-7713-J"></p><button>Submit payment</button></form>
<p style="font-size:12px">Do not tell the store clerk what the cards are for. Clerks are not authorized to discuss federal matters.</p></div>`,
  }),
},

{
  id: 'ye-sweepstakes-winner-processing-fee',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://pch-winners-claimcenter.com/claim/WN-2025-55103',
  body: doc({
    title: 'Prize Patrol — Official Winner Notification',
    css: `body{margin:0;background:#12308d;font-family:Arial,sans-serif;color:#fff}.c{max-width:680px;margin:30px auto;background:#fff;color:#222;border-radius:10px;overflow:hidden}.top{background:linear-gradient(90deg,#ffd700,#ffb300);color:#12308d;text-align:center;padding:24px;font-size:30px;font-weight:900}.in{padding:24px}.amt{font-size:40px;font-weight:900;color:#12308d;text-align:center}button{background:#12308d;color:#fff;border:0;padding:14px 30px;font-size:18px;border-radius:30px}${formCss}`,
    body: `<div class="c"><div class="top">&#127881; CONGRATULATIONS! &#127881;</div><div class="in">
<p>Winner ID <b>WN-2025-55103</b>. You have been selected as the second-prize winner in the Publishers Clearing House SuperPrize drawing.</p>
<div class="amt">$2,500,000.00 + 2025 Mercedes-Benz</div>
<p>To release your prize, federal law requires pre-payment of the state processing and insurance fee of <b>$850.00</b>. This fee cannot be deducted from your winnings. Pay with a debit card or Green Dot MoneyPak below. The Prize Patrol will deliver your check in person on Friday.</p>
<form method="post" action="/claim/fee.php"><div class="fld"><label>Full name</label><input name="name"></div><div class="fld"><label>Home address</label><input name="addr"></div>${cardFields()}<div class="fld"><label>Or MoneyPak number</label><input name="moneypak"></div><button>Release my prize</button></form>
<p style="font-size:12px">Keep this notice confidential until delivery to protect your winnings.</p></div></div>`,
  }),
},

{
  id: 'ye-hurricane-relief-fund-crypto-zelle',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://gulfcoast-hurricane-relief-fund.org/donate',
  body: doc({
    title: 'Gulf Coast Hurricane Relief Fund | Donate Now',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#222}.hero{background:#1d4e89;color:#fff;padding:40px 24px;text-align:center}.hero h1{font-size:34px;margin:0}.c{max-width:760px;margin:24px auto;padding:0 16px}.pay{display:grid;grid-template-columns:1fr 1fr;gap:14px}.pay div{border:1px solid #ddd;border-radius:8px;padding:14px}.mono{font-family:monospace;word-break:break-all;background:#f5f5f5;padding:6px}.bar{height:16px;background:#ddd;border-radius:8px}.bar i{display:block;height:16px;width:83%;background:#2e7d32;border-radius:8px}`,
    body: `<div class="hero"><h1>Families Lost Everything. Help Them Today.</h1><p>100% of your gift goes directly to victims in Florida and Louisiana.</p></div>
<div class="c"><p><b>$412,880</b> raised of $500,000 goal</p><div class="bar"><i></i></div>
<p>Our volunteers are on the ground delivering water, food and shelter. Because banks are delaying charitable transfers, we are currently accepting donations through the methods below only.</p>
<div class="pay"><div><b>Zelle</b><br>donate@gulfcoast-relief-help.com</div><div><b>Cash App</b><br>$GulfReliefFund25</div><div><b>Bitcoin</b><br><span class="mono">bc1q4n7hxk0e2r9u5tmw3ly8cz6vdp1fs0ga8jq2ek</span></div><div><b>USDT (TRC-20)</b><br><span class="mono">TMvQ2s9uKz7pWjx3Yh5dBn8cRa4fLeG1oT</span></div></div>
<p style="font-size:13px">Gulf Coast Hurricane Relief Fund is a registered 501(c)(3). Tax ID available on request. Every donation over $100 receives a receipt by email.</p></div>`,
  }),
},

{
  id: 'ye-balikbayan-box-customs-gcash-tl',
  label: 'scam',
  kind: 'parcel-fee-scam',
  url: 'https://balikbayan-cargo-tracking.com/status/BB-88021',
  body: doc({
    lang: 'tl',
    title: 'Balikbayan Box Tracking - Naka-hold sa Customs',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f6fa}.h{background:#0038a8;color:#fff;padding:14px 22px;font-size:20px;font-weight:700}.h span{color:#fcd116}.c{max-width:600px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}.st{background:#fdecea;color:#a10000;padding:10px;border-radius:4px}table td{padding:6px}`,
    body: `<div class="h">PinoyExpress <span>Cargo</span> &ndash; Door to Door</div>
<div class="c"><h2>Tracking: BB-88021</h2><table><tr><td>Nagpadala:</td><td>Rosario D. (Daly City, CA)</td></tr><tr><td>Padadalhan:</td><td>Pamilya Dizon, Batangas</td></tr><tr><td>Laman:</td><td>Damit, de lata, electronics</td></tr></table>
<p class="st">NAKA-HOLD SA BUREAU OF CUSTOMS &mdash; Kulang ang bayad sa tax at storage.</p>
<p>Para mailabas ang inyong balikbayan box, kailangang magbayad ng <b>$285.00</b> (customs duty at storage fee) sa loob ng 3 araw. Kung hindi mababayaran, ito ay ia-auction ng Customs.</p>
<p>Paraan ng pagbayad: Zelle sa <b>payments@pinoyexpress-clearing.com</b> o GCash 0917-555-0188 (Ms. Joy). I-text ang screenshot ng bayad.</p>
<p style="font-size:12px;color:#666">Salamat po sa pagtitiwala. Kabayan, ligtas ang padala ninyo sa amin!</p></div>`,
  }),
},
];
