import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Scam pages (safe account, staff impersonation, APP fraud, purchase, investment, loan-fee, recovery, romance)
// that customers were sent before they moved money.

export const entries: Entry[] = [
  {
  id: 'x-scam-conveyancing-completion-funds',
  label: 'scam',
  kind: 'conveyancing',
  url: 'https://client.bramleyandcoe-solicitors.com/matters/completion?m=BC-7781',
  body: doc({
    title: 'Bramley & Coe Solicitors — Client Portal — Completion Statement',
    css: `body{background:#f6f5f1}.h{background:#2c3e50;color:#fff;padding:18px 30px;font-family:Georgia}.w{max-width:760px;margin:26px auto;background:#fff;padding:30px}table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #ddd}.tot td{font-weight:700;border-top:2px solid #333}.box{background:#fdf6e3;border:1px solid #e0c97f;padding:14px;margin:16px 0}`,
    body: `<div class="h">Bramley &amp; Coe <small>Solicitors · Conveyancing</small></div><div class="w">
<p>Matter <b>BC-7781</b> · Purchase of 14 Larkspur Close, Chelmsford CM2 · Your conveyancer: <b>Daniel Reeve</b></p>
<h3>Completion Statement</h3>
<table><tr><td>Purchase price</td><td>£385,000.00</td></tr><tr><td>Less: mortgage advance (Halifax)</td><td>−£308,000.00</td></tr><tr><td>Less: deposit paid on exchange</td><td>−£38,500.00</td></tr><tr><td>Stamp Duty Land Tax</td><td>£4,250.00</td></tr><tr><td>Legal fees inc. VAT</td><td>£1,494.00</td></tr><tr><td>Searches &amp; Land Registry</td><td>£642.00</td></tr><tr class="tot"><td>Balance required from you</td><td>£44,886.00</td></tr></table>
<div class="box"><b>IMPORTANT – Updated client account details.</b> Due to an ongoing audit by the Solicitors Regulation Authority our usual client account is temporarily unavailable. Please send completion funds <b>today</b> to our designated escrow account:<br><br>Account name: BCS Client Escrow<br>Sort code: 09-01-29 &nbsp; Account: 44170382<br>Reference: BC7781 LARKSPUR</div>
<p>Funds must be received by 12:00 noon tomorrow or completion will be delayed and you may be liable for the seller's costs. Please do not phone the office as we are very busy with completions; confirm by replying to Daniel's email.</p>
<form action="/matters/confirm" method="post"><label><input type="checkbox" name="sent"> I have sent the funds</label> <button>Confirm payment sent</button></form>
<p style="font-size:11px;color:#888">Bramley &amp; Coe LLP is authorised and regulated by the Solicitors Regulation Authority (SRA No. 558210).</p></div>`,
  }),
  routes: { 'client.bramleyandcoe-solicitors.com/matters/confirm': htmlRoute('<!doctype html><p>Thank you. Daniel will confirm receipt.</p>') },
},
  {
  id: 'x-scam-vehicle-escrow-protection',
  label: 'scam',
  kind: 'purchase-vehicle',
  url: 'https://ebay-vehicle-protection.co.uk/transaction/?id=VPP-402281',
  body: doc({
    title: 'eBay Vehicle Purchase Protection - Secure Transaction VPP-402281',
    css: `.h{padding:14px 24px;border-bottom:1px solid #ddd;font-size:28px;font-weight:700}.h span:nth-child(1){color:#e53238}.h span:nth-child(2){color:#0064d2}.h span:nth-child(3){color:#f5af02}.h span:nth-child(4){color:#86b817}.w{max-width:760px;margin:20px auto;padding:0 18px}.car{display:flex;gap:18px;border:1px solid #ddd;padding:14px}.car div:first-child{width:200px;height:130px;background:linear-gradient(135deg,#445,#889)}.steps li{margin:8px 0}.acct{background:#f3f8ff;border:1px solid #b6d4fe;padding:14px}`,
    body: `<div class="h"><span>e</span><span>b</span><span>a</span><span>y</span> <small style="font-size:14px;color:#555">Vehicle Purchase Protection</small></div>
<div class="w"><h2>Secure transaction in progress</h2>
<div class="car"><div></div><div><b>2019 Volkswagen Golf 1.5 TSI Match 5dr</b><br>42,180 miles · Petrol · Manual · Silver<br>Seller: <b>Craig M.</b> (currently deployed, vehicle held at our depot)<br>Price: <b>£8,950.00</b></div></div>
<ol class="steps"><li>Buyer transfers payment to the eBay-appointed escrow agent.</li><li>Vehicle is dispatched with free delivery by our logistics partner.</li><li>Buyer has a <b>5-day inspection period</b>. If not satisfied, eBay refunds 100%.</li></ol>
<div class="acct"><b>Escrow agent bank details</b><br>Beneficiary: VPP Logistics Ltd<br>Sort code: 23-14-70 · Account: 71934420<br>Reference: VPP402281<br><small>Payment must be made by bank transfer. Card and PayPal payments are not accepted for vehicles over £5,000.</small></div>
<p>Send a screenshot of the transfer to <b>vpp-claims@ebay-vehicle-protection.co.uk</b>. Do not contact the seller directly during the transaction — this voids the protection.</p>
<p style="font-size:11px;color:#777">Copyright © 1995-2025 eBay Inc. All Rights Reserved. User Agreement, Privacy, Cookies.</p></div>`,
  }),
},
  {
  id: 'x-scam-puppy-courier-deposit',
  label: 'scam',
  kind: 'purchase-pet',
  url: 'https://cotswoldfrenchies.co.uk/available-puppies/',
  body: doc({
    title: 'Cotswold Frenchies | KC Registered French Bulldog Puppies for sale',
    css: `body{background:#fffaf5}.n{background:#5a3e2b;color:#fff;padding:14px 24px;display:flex;gap:18px}.w{max-width:900px;margin:20px auto;padding:0 16px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.p{background:#fff;border:1px solid #ead9c6;border-radius:8px;padding:12px}.p .im{height:140px;background:radial-gradient(circle at 50% 40%,#d9b99b,#8d6e63);border-radius:6px}.sold{opacity:.5}.pay{background:#fff;border:2px dashed #b07d4f;padding:16px;margin-top:20px}`,
    body: `<div class="n"><b>🐾 Cotswold Frenchies</b><a href="#">Home</a><a href="#">Available puppies</a><a href="#">Delivery</a><a href="#">Testimonials</a><a href="#">Contact</a></div>
<div class="w"><h1>Available Puppies</h1><p>All our babies are KC registered, vet checked, microchipped, first vaccination done, and come with 4 weeks free insurance. We deliver nationwide and to Ireland with our trusted pet courier.</p>
<div class="g"><div class="p"><div class="im"></div><b>Bruno</b> – blue merle male<br>£650 <small>(was £2,400)</small></div><div class="p"><div class="im"></div><b>Luna</b> – lilac tan female<br>£650</div><div class="p sold"><div class="im"></div><b>Coco</b> – SOLD</div></div>
<div class="pay"><h3>How to reserve</h3><p>Due to high demand and time-wasters we require a <b>£200 deposit</b> to reserve your puppy. Balance plus courier fee (£180 incl. pet-safe crate and travel insurance) is due before delivery.</p><p>We are a small family breeder and don't accept PayPal or card (fees). Please pay by bank transfer:<br><b>Name:</b> M Kowalska · <b>Sort code:</b> 04-00-04 · <b>Account:</b> 52849160 · Ref: puppy name</p><p>Viewings unfortunately not possible at the moment as my husband is working in Aberdeen and I am caring for my mother, but we will send videos on WhatsApp: <b>+44 7537 104 228</b></p></div>
<h3>Happy families ❤️</h3><p>"Luna arrived safely in Cork, thank you so much!" — Siobhan<br>"Lovely puppy, courier was excellent" — Mark, Leeds</p></div>
<p style="text-align:center;font-size:12px;color:#999">© 2025 Cotswold Frenchies. Licensed breeder.</p>`,
  }),
},
  {
  id: 'x-scam-concert-tickets-bank-transfer',
  label: 'scam',
  kind: 'purchase-tickets',
  url: 'https://tix-resale-hub.com/event/oasis-croke-park-2025/',
  body: doc({
    title: 'Oasis Live 25 – Croke Park, Dublin – Resale Tickets',
    css: `body{background:#0e0e10;color:#eee}.n{padding:14px 24px;background:#18181b;display:flex;justify-content:space-between}.w{max-width:820px;margin:20px auto;padding:0 16px}.t{background:#1f1f23;border-radius:8px;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.b{background:#e11d48;color:#fff;border:0;padding:10px 18px;border-radius:6px}#m{display:none;background:#fff;color:#111;padding:20px;border-radius:8px;margin-top:14px}`,
    body: `<div class="n"><b>TIX RESALE HUB</b><span>🔒 Fan-to-fan guaranteed</span></div><div class="w">
<h1>Oasis Live '25 – Croke Park, Dublin</h1><p>Sat 16 Aug 2025 · Gates 5:00pm · <span style="color:#f59e0b">⚠ Only 4 listings left</span></p>
<div class="t"><div><b>Standing (Pitch)</b> · 2 tickets · Face value €115</div><div>€190 each <button class="b" onclick="buy()">Buy</button></div></div>
<div class="t"><div><b>Hogan Stand Upper 312</b> · Row K · 2 tickets</div><div>€240 each <button class="b" onclick="buy()">Buy</button></div></div>
<div class="t"><div><b>Cusack Stand 709</b> · 4 tickets</div><div>€160 each <button class="b" onclick="buy()">Buy</button></div></div>
<div id="m"><h3>Complete your purchase</h3><p>Our card processor is temporarily down. To secure these tickets pay by bank transfer (SEPA instant) within <b id="c">15:00</b>:</p><p>IBAN: <b>LT41 3250 0427 8819 0233</b><br>BIC: REVOLT21<br>Name: TRH Events<br>Reference: your email address</p><p>Tickets are transferred to your Ticketmaster account 48h before the show. 100% money-back guarantee.</p></div>
<p style="font-size:11px;color:#888">TIX RESALE HUB is an independent marketplace and is not affiliated with the venue or artist.</p></div>
<script>function buy(){var m=document.getElementById('m');m.style.display='block';var s=900;setInterval(function(){s--;document.getElementById('c').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);m.scrollIntoView()}</script>`,
  }),
},
  {
  id: 'x-scam-rental-deposit-owner-abroad',
  label: 'scam',
  kind: 'purchase-rental',
  url: 'https://dublin-lettings-direct.ie.rentsafe-booking.com/listing/ranelagh-2bed',
  body: doc({
    title: 'Bright 2 Bed Apartment, Ranelagh, Dublin 6 – €1,450/month – RentSafe Booking',
    css: `.n{background:#00796b;color:#fff;padding:14px 22px}.w{max-width:880px;margin:18px auto;padding:0 16px;display:grid;grid-template-columns:2fr 1fr;gap:20px}.ph{height:260px;background:linear-gradient(120deg,#cfd8dc,#90a4ae)}.side{border:1px solid #ddd;padding:16px;border-radius:6px}`,
    body: `<div class="n"><b>RentSafe Booking</b> · Secure rental payments</div><div class="w"><div>
<div class="ph"></div><h1>Bright 2 Bed Apartment, Ranelagh, Dublin 6</h1><p><b>€1,450 / month</b> · 2 bed · 1 bath · Furnished · Available now · BER B2</p>
<p>Hello, I am Dr. Emma Collins. I moved to Lyon, France for work with Médecins Sans Frontières and I want a responsible tenant for my apartment. Because I am abroad I cannot show the apartment, so I use RentSafe Booking: you pay the first month and deposit to RentSafe, they send you the keys by DHL and you have 48 hours to view it. If you do not like it RentSafe refunds you.</p></div>
<div class="side"><h3>Reserve this property</h3><p>First month: €1,450<br>Deposit: €1,450<br><b>Total: €2,900</b></p><p>Pay to RentSafe Booking escrow:<br>IBAN <b>ES91 2100 0418 4502 0005 1332</b><br>BIC CAIXESBBXXX</p><form action="/listing/reserve" method="post"><input name="email" placeholder="Your email" style="width:100%;padding:8px"><br><br><button style="width:100%;padding:10px;background:#00796b;color:#fff;border:0">I have paid – send keys</button></form></div></div>`,
  }),
  routes: { 'dublin-lettings-direct.ie.rentsafe-booking.com/listing/reserve': htmlRoute('<!doctype html><p>Thank you. Keys will be dispatched once payment is verified.</p>') },
},
  {
  id: 'x-scam-crypto-trading-celebrity-news-au',
  label: 'scam',
  kind: 'investment',
  url: 'https://news-au-daily.com/finance/2025/aussie-presenter-new-income-loophole.html',
  body: doc({
    title: 'Aussie TV host reveals how she makes $27,000 a week – banks furious',
    css: `body{background:#f2f2f2}.n{background:#002b5c;color:#fff;padding:12px 20px;font-weight:700}.w{max-width:760px;margin:0 auto;background:#fff;padding:24px}.w h1{font-size:30px}.cta{display:block;background:#16a34a;color:#fff;text-align:center;padding:16px;font-size:20px;font-weight:700;text-decoration:none;border-radius:6px;margin:20px 0}.reg{border:3px solid #16a34a;padding:18px}.reg input{width:100%;padding:11px;margin:5px 0}`,
    body: `<div class="n">AU DAILY NEWS · Finance · Politics · Sport · Entertainment</div><div class="w">
<p style="color:#c00;font-weight:700">EXCLUSIVE</p><h1>Aussie TV host reveals how she makes $27,000 a week – and the big banks are furious</h1><p style="color:#777">By Staff Reporter · Updated <span id="d"></span></p>
<p>In a live interview that was cut short, the beloved presenter revealed her secret: an automated trading platform called <b>Quantum Apex AI</b> that uses artificial intelligence to trade Bitcoin and ASX shares.</p>
<p>"I started with $350 and in the first week I made $4,820. Honestly I thought it was a scam too," she said before producers cut to an ad break. The Reserve Bank reportedly contacted the network to ask for the segment to be removed.</p>
<p>We tested it ourselves: our reporter deposited $350 and after 5 days the balance was <b>$6,112.41</b>.</p>
<a class="cta" href="#reg">👉 REGISTER FOR QUANTUM APEX AI</a>
<div class="reg" id="reg"><h3>Free registration – only 17 places left today</h3><form action="/finance/lead.php" method="post"><input name="first" placeholder="First name"><input name="last" placeholder="Last name"><input name="email" placeholder="Email"><input name="phone" placeholder="+61 phone"><button style="width:100%;padding:14px;background:#16a34a;color:#fff;border:0;font-size:17px">START EARNING NOW</button></form><p style="font-size:12px">A personal account manager will call you to activate your account. Minimum deposit $350.</p></div>
<h3>Comments</h3><p><b>Sharon P.</b> Made $1,200 my first 3 days, paid off my credit card!<br><b>Jason K.</b> withdrew $8k yesterday no problems</p></div>
<script>document.getElementById('d').textContent=new Date().toDateString()</script>`,
  }),
  routes: { 'news-au-daily.com/finance/lead.php': htmlRoute('<!doctype html><h2>Congratulations! Your account manager will call you within 15 minutes.</h2>') },
},
  {
  id: 'x-scam-pension-release-uk-age-50',
  label: 'scam',
  kind: 'pension-release',
  url: 'https://pension-unlock-advice.co.uk/',
  body: doc({
    title: 'Release up to 25% of your pension before 55 | Free Pension Review',
    css: `.n{background:#0b3954;color:#fff;padding:16px 26px;font-size:19px}.hero{background:#e0f2f1;padding:40px 26px;text-align:center}.w{max-width:820px;margin:0 auto;padding:20px}.f{background:#fff;border:1px solid #cde;padding:22px;max-width:460px;margin:20px auto}.f input,.f select{width:100%;padding:10px;margin:5px 0 12px}.f button{width:100%;padding:13px;background:#f97316;color:#fff;border:0;font-size:17px}`,
    body: `<div class="n"><b>Pension Unlock Advice</b> · Independent pension specialists</div>
<div class="hero"><h1>Aged 45–54? Access your pension cash <u>now</u></h1><p>Thanks to a little-known HMRC-approved loophole, you can release a <b>tax-free lump sum</b> from your workplace pension before age 55. Average release: <b>£18,400</b>.</p></div>
<div class="w"><ul><li>✔ Free, no-obligation pension review</li><li>✔ Money in your bank in as little as 10 days</li><li>✔ Transfer into our high-yield overseas investment (returns up to 12% p.a.)</li><li>✔ Works with final salary and defined contribution pensions</li></ul>
<div class="f"><h3>Check how much you can release</h3><form action="/check.php" method="post"><input name="name" placeholder="Full name"><input name="dob" placeholder="Date of birth"><select name="value"><option>Pension value: £10k–£30k</option><option>£30k–£75k</option><option>£75k–£150k</option><option>£150k+</option></select><input name="provider" placeholder="Pension provider (e.g. Aviva, Scottish Widows)"><input name="ni" placeholder="National Insurance number"><input name="phone" placeholder="Phone"><button>Check my release amount</button></form></div>
<p style="font-size:11px;color:#888">Pension Unlock Advice is an introducer and does not give regulated advice. Past performance is not a guide to future returns. Our partners may charge a fee of 20% of funds released.</p></div>`,
  }),
  routes: { 'pension-unlock-advice.co.uk/check.php': htmlRoute('<!doctype html><h2>Good news! You qualify to release up to £22,600. A specialist will call you today.</h2>') },
},
  {
  id: 'x-scam-ng-double-your-money-ponzi',
  label: 'scam',
  kind: 'investment',
  url: 'https://naijawealthgrowth.com.ng-invest.com/plans',
  body: doc({
    title: 'NaijaWealth Growth – Earn 40% in 14 days',
    css: `body{background:#04240f;color:#fff}.w{max-width:900px;margin:0 auto;padding:24px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.p{background:#0d3b1e;border:1px solid #1f7a3d;border-radius:10px;padding:18px;text-align:center}.p b{font-size:28px;color:#facc15}.acc{background:#fff;color:#111;padding:16px;border-radius:8px;margin-top:20px}`,
    body: `<div class="w"><h1>🇳🇬 NaijaWealth Growth</h1><p>Registered with CAC · 100% guaranteed returns · Over 48,000 happy investors across Lagos, Abuja and Port Harcourt.</p>
<div class="g"><div class="p">STARTER<br><b>₦20,000</b><br>Get ₦28,000 in 14 days</div><div class="p">GOLD<br><b>₦100,000</b><br>Get ₦150,000 in 14 days</div><div class="p">DIAMOND<br><b>₦500,000</b><br>Get ₦1,000,000 in 30 days</div></div>
<div class="acc"><h3>How to invest</h3><p>Make payment to our company account and upload your receipt:</p><p>Bank: Moniepoint MFB<br>Account number: 8123 459 021<br>Account name: NWG Ventures</p><p>Refer 3 friends and earn 10% referral bonus on every deposit! Withdrawals every Friday.</p><form action="/plans/upload" method="post"><input name="phone" placeholder="WhatsApp number"> <input type="file" name="receipt"> <button>Upload receipt</button></form></div>
<p>"I invested ₦100k and got ₦150k in 2 weeks. God bless NWG!" — Blessing, Enugu</p></div>`,
  }),
  routes: { 'naijawealthgrowth.com.ng-invest.com/plans/upload': htmlRoute('<!doctype html><p>Receipt received. Your plan will be activated within 1 hour.</p>') },
},
  {
  id: 'x-scam-kenya-loan-app-processing-fee',
  label: 'scam',
  kind: 'loan-fee',
  url: 'https://fastamkopo-loans.co.ke.apply-now.net/apply',
  body: doc({
    title: 'Fasta Mkopo – Instant loans to M-PESA, no CRB check',
    css: `body{background:#f0fdf4}.h{background:#15803d;color:#fff;padding:14px 20px;font-weight:700;font-size:20px}.w{max-width:420px;margin:20px auto;background:#fff;padding:22px;border-radius:10px}input,select{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #bbb;border-radius:6px}button{width:100%;padding:13px;background:#15803d;color:#fff;border:0;border-radius:6px;font-weight:700}`,
    body: `<div class="h">Fasta Mkopo 💸</div><div class="w" id="w">
<h3>Get up to Ksh 50,000 in 5 minutes</h3><p>No CRB check · No guarantor · Even if you are listed</p>
<label>Full name</label><input id="n"><label>ID number</label><input id="id"><label>M-PESA number</label><input id="m"><label>Loan amount</label><select id="a"><option>5,000</option><option>10,000</option><option>20,000</option><option>35,000</option><option>50,000</option></select><label>Repayment period</label><select><option>30 days</option><option>60 days</option><option>90 days</option></select>
<button onclick="ap()">Apply Now</button></div>
<script>function ap(){var a=document.getElementById('a').value;var fee=Math.round(parseInt(a.replace(',',''))*0.025);document.getElementById('w').innerHTML='<h3>🎉 Congratulations '+document.getElementById('n').value+'!</h3><p>Your loan of <b>Ksh '+a+'</b> has been APPROVED.</p><p>To receive the money, pay a one-time refundable processing &amp; insurance fee of <b>Ksh '+fee+'</b> via M-PESA:</p><p>Paybill: <b>4087215</b><br>Account: your ID number</p><p>Loan is disbursed to your M-PESA within 5 minutes after the fee is confirmed.</p><p style="font-size:12px">Fasta Mkopo is licensed by the Central Bank of Kenya (DCP licence).</p>'}</script>`,
  }),
},
  {
  id: 'x-scam-funds-recovery-lawyers',
  label: 'scam',
  kind: 'recovery',
  url: 'https://asset-recovery-legal.com/recover-your-funds',
  body: doc({
    title: 'Asset Recovery Legal | Get your money back from scam brokers',
    css: `body{background:#f8fafc}.n{background:#0f172a;color:#fff;padding:16px 26px;display:flex;justify-content:space-between}.hero{padding:40px 26px;background:linear-gradient(90deg,#1e3a8a,#0f172a);color:#fff}.w{max-width:860px;margin:0 auto;padding:22px}.f{background:#fff;border:1px solid #cbd5e1;padding:20px;border-radius:8px}.f input,.f select,.f textarea{width:100%;padding:10px;margin:5px 0}.f button{width:100%;background:#1e3a8a;color:#fff;border:0;padding:12px}`,
    body: `<div class="n"><b>⚖ Asset Recovery Legal</b><span>+44 20 3608 1172 · +1 (647) 555-0142 · +61 2 8005 7719</span></div>
<div class="hero"><h1>Lost money to an online scam? We get it back.</h1><p>Crypto · Forex brokers · Binary options · Romance scams · Fake investment platforms. <b>96% success rate</b> · £184m recovered since 2017.</p></div>
<div class="w"><p>Our team of ex-Interpol investigators and blockchain forensic experts trace your funds and work with banks and exchanges to issue chargebacks. We operate in partnership with the Financial Conduct Authority, ASIC and the FBI IC3 unit.</p>
<p><b>How it works:</b> 1. Free consultation → 2. Case assessment → 3. Pay the refundable filing &amp; tracing fee (from $1,250) → 4. Funds returned in 14–30 days.</p>
<div class="f"><h3>Free case evaluation</h3><form action="/case" method="post"><input name="name" placeholder="Name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone"><select name="type"><option>Crypto scam</option><option>Forex / CFD broker</option><option>Romance scam</option><option>Other</option></select><input name="amount" placeholder="Amount lost"><textarea name="story" placeholder="Tell us what happened"></textarea><button>Get my money back</button></form></div>
<p style="font-size:11px;color:#64748b">Asset Recovery Legal is a trading name of ARL Consulting LP. Registered in Scotland.</p></div>`,
  }),
  routes: { 'asset-recovery-legal.com/case': htmlRoute('<!doctype html><p>Thank you. Case manager assigned: Mr. David Chen. He will contact you within 2 hours.</p>') },
},
];
