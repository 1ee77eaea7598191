/**
 * yi- money scams aimed at older people: prize release fees, cold-called funeral plans and equity
 * release, gold / wine / carbon-credit / crypto "investments", disaster charities, fake mobility and
 * hearing shops, subscription traps and task jobs.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { articleCss, doc, shopCss } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-gold-bullion-guaranteed-return-scheme',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://sovereign-bullion-reserve.com/invest/retirement-gold',
  body: doc({
    title: 'Sovereign Bullion Reserve | Protect Your Pension With Physical Gold – 18% Guaranteed',
    css: `body{margin:0;font-family:"Playfair Display",Georgia,serif;background:#0f0f0f;color:#eee}.h{padding:18px 30px;border-bottom:1px solid #333;display:flex;justify-content:space-between}.h b{color:#d4af37;font-size:24px}
.hero{padding:50px 30px;text-align:center;background:radial-gradient(#3a2f10,#0f0f0f)}.hero h1{font-size:40px;color:#d4af37}
.tiers{display:flex;gap:18px;justify-content:center;flex-wrap:wrap;padding:20px}.tier{border:1px solid #d4af37;padding:20px;width:230px;text-align:center}
.tier .r{font-size:30px;color:#d4af37}.m{max-width:640px;margin:0 auto;padding:20px;font-family:Arial}
input{width:100%;padding:10px;margin:6px 0 10px;box-sizing:border-box}button{background:#d4af37;border:0;padding:14px 26px;font-size:17px;font-weight:700;width:100%}
.q{font-style:italic;color:#bbb}`,
    body: `<div class="h"><b>SOVEREIGN BULLION RESERVE</b><span>Call a Senior Wealth Manager: 020 3808 4412</span></div>
<div class="hero"><h1>Your pension is not safe in the banks.</h1><p>Move your savings into allocated physical gold held in our Zurich vault and earn a <b>guaranteed 18% a year</b>, paid monthly.</p></div>
<div class="tiers"><div class="tier"><p>Silver Plan</p><p class="r">12%</p><p>from £5,000</p></div><div class="tier"><p>Gold Plan</p><p class="r">18%</p><p>from £20,000</p></div><div class="tier"><p>Sovereign Plan</p><p class="r">24%</p><p>from £50,000</p></div></div>
<div class="m"><p class="q">“I moved my SIPP into the Gold Plan in March. I've already had £3,600 in returns and my wealth manager calls me every week.” – Brian, 71, Harrogate</p>
<p class="q">“Better than any bank. Totally risk-free.” – Maureen, 68, Cork</p>
<h2>Reserve your allocation</h2><p>Only 11 allocations remain at the current gold price. Places are confirmed once your funds clear.</p>
<form method="post" action="/invest/allocate.php"><input name="name" placeholder="Full name"><input name="phone" placeholder="Phone"><input name="email" placeholder="Email"><input name="amount" placeholder="Amount to invest (£)"><input name="pension" placeholder="Pension provider (we handle the transfer)"><button>Reserve my allocation</button></form>
<p style="font-size:11px;color:#777">Sovereign Bullion Reserve AG is a Swiss-registered company. Gold is not a regulated investment in the UK.</p></div>`,
  }),
},
{
  id: 'yi-celebrity-crypto-pension-fake-news',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://dailynews-uk.today/money/martin-lewis-pensioners-loophole/',
  body: doc({
    title: 'Martin Lewis reveals the “pension loophole” banks don’t want pensioners to know',
    css: articleCss('#c00', true) + `.vid{background:#000;color:#fff;height:220px;display:flex;align-items:center;justify-content:center;font-size:40px}
.reg{background:#f6f6f6;border:2px solid #c00;padding:20px;font-family:Arial}.reg input{width:100%;padding:10px;margin:5px 0 10px;box-sizing:border-box}.reg button{width:100%;background:#0a0;color:#fff;border:0;padding:14px;font-size:18px;font-weight:700}
.cm{border-top:1px solid #ddd;padding:10px 0;font-family:Arial;font-size:15px}`,
    body: `<header class="site-header"><a class="brand" href="/">Daily News UK</a><nav><a href="#">News</a><a href="#">Money</a><a href="#">Sport</a><a href="#">Royals</a></nav></header>
<main><h1>Martin Lewis reveals the “pension loophole” banks don’t want pensioners to know – and it’s making retirees £1,300 a day</h1>
<p class="meta">By Sarah Pemberton · Money Editor · Updated 9 minutes ago</p>
<div class="vid">▶</div>
<p>In a live interview on ITV that was quickly taken off air, the Money Saving Expert founder said an automated trading platform called <b>Quantum Pension AI</b> is “the biggest opportunity for ordinary people I have ever seen”.</p>
<blockquote>“You put in £250 and the software does the rest. My own mother uses it. The banks are furious.”</blockquote>
<p>We tested the platform ourselves with £250. After 7 days the account balance was £4,918. Spaces are limited to 30 new members a day in the UK.</p>
<div class="reg"><h2>Register free – places left today: <span id="n">17</span></h2><form method="post" action="https://quantumpension-ai.io/api/lead" id="rf"><input name="first" placeholder="First name"><input name="last" placeholder="Last name"><input name="email" placeholder="Email"><input name="phone" placeholder="Mobile (+44)"><button>Start earning now</button></form><p style="font-size:12px">An account manager will call you within 10 minutes to help you make your first deposit.</p></div>
<div class="cm"><b>Jean W.</b> I was sceptical but I withdrew £2,100 yesterday. Thank you Martin!</div>
<div class="cm"><b>Derek H.</b> Just signed up, my account manager Alex is lovely.</div></main>
<script>var n=17;setInterval(function(){if(n>3){n--;document.getElementById('n').textContent=n}},9000);
document.getElementById('rf').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',mode:'no-cors',body:new FormData(this)}).then(function(){location.href='https://quantumpension-ai.io/welcome'})});</script>`,
  }),
},
{
  id: 'yi-hearing-aid-closing-down-sale',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://clearsound-hearing-uk.shop/products/invisible-rechargeable-hearing-aids',
  body: doc({
    title: 'ClearSound Pro™ Invisible Rechargeable Hearing Aids – 80% OFF Closing Down Sale',
    css: shopCss('#0070c9') + `.pdp{display:flex;gap:30px;padding:28px 32px;flex-wrap:wrap}.pdp .img{flex:1 1 340px;height:340px;background:#eef3f8;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#889}
.pdp .info{flex:1 1 360px}.stock{color:#c00;font-weight:700}.rev{color:#f5a623}`,
    body: `<div class="bar">⚠ CLOSING DOWN SALE – EVERYTHING MUST GO – 80% OFF TODAY ONLY ⚠</div>
<div class="shop-head"><a class="logo" href="/">ClearSound</a><nav><a href="#">Hearing Aids</a><a href="#">Batteries</a><a href="#">Track Order</a></nav></div>
<div class="pdp"><div class="img">ClearSound Pro™</div><div class="info">
<h1>ClearSound Pro™ Invisible Hearing Aids (Pair)</h1><p class="rev">★★★★★ <span style="color:#555">4.9 (12,408 reviews)</span></p>
<p><span class="price">£39.99</span><span class="was">£199.99</span></p>
<p>✔ Medical grade – same as NHS and Specsavers<br>✔ No audiologist appointment needed<br>✔ Doctor recommended · FDA approved<br>✔ 48-hour rechargeable battery</p>
<p class="stock">Only 7 left in stock! 43 people are viewing this item.</p>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="4411902"><label>Quantity</label><select name="qty"><option>1 pair</option><option>2 pairs (save extra 10%)</option></select><br><br><button class="btn">ADD TO CART</button></form>
<p style="font-size:13px">Ships from our UK warehouse. Delivery 3–5 days. Returns accepted unused within 7 days (customer pays return shipping to our Shenzhen returns centre).</p></div></div>
<div class="shop-foot">© 2025 ClearSound Hearing UK · Contact: support@clearsound-hearing-uk.shop · Company address available on request</div>`,
  }),
  routes: {
    'clearsound-hearing-uk.shop/cart/add': redirectRoute(302, '/checkout?step=contact'),
    'clearsound-hearing-uk.shop/checkout': htmlRoute(doc({
      title: 'Checkout – ClearSound',
      css: shopCss('#0070c9'),
      body: `<div class="checkout"><section><h2>Contact and delivery</h2><label>Email</label><input name="email"><label>Full name</label><input name="name"><label>Address</label><input name="addr"><label>Postcode</label><input name="pc">
<h2>Payment</h2><p style="font-size:14px">Card payments are currently unavailable. Please pay by bank transfer to receive an extra 5% discount: <b>Account name LIN MEI TRADING, sort code 04-00-04, account 63019928</b>.</p><button class="btn">Complete order</button></section>
<section class="summary"><table><tr><td>ClearSound Pro™ × 1</td><td>£39.99</td></tr><tr><td>Shipping</td><td>Free</td></tr><tr><td><b>Total</b></td><td><b>£39.99</b></td></tr></table></section></div>`,
    })),
  },
},
{
  id: 'yi-mobility-scooter-bank-transfer-only',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://mobilityscooters-clearance.co.uk/product/foldable-lithium-scooter-8mph/',
  body: doc({
    title: 'Foldable Lithium Mobility Scooter 8mph | Ex-Demo Clearance £299 | Mobility Scooters Clearance UK',
    css: shopCss('#2b7a0b') + `.pdp{display:flex;gap:30px;padding:28px 32px;flex-wrap:wrap}.pdp .img{flex:1 1 340px;height:320px;background:#f0f4ee;display:flex;align-items:center;justify-content:center}.pdp .info{flex:1 1 360px}`,
    body: `<div class="bar">Free UK delivery · Ex-demo and insurance-return stock · VAT relief available</div>
<div class="shop-head"><a class="logo" href="/">Mobility Scooters Clearance</a><nav><a href="#">Scooters</a><a href="#">Powerchairs</a><a href="#">Stairlifts</a><a href="#">About</a></nav></div>
<div class="pdp"><div class="img">🛵</div><div class="info"><h1>Foldable Lithium Mobility Scooter – 8mph, 25 mile range</h1>
<p><span class="price">£299.00</span><span class="was">£2,199.00</span></p>
<p>Ex-demonstration model in excellent condition. Full 2-year warranty. Road legal class 3.</p>
<h3>How to order</h3><p>Due to a high number of fraudulent card payments, we now accept <b>bank transfer only</b>. Email us your name and address and we will reserve the scooter for 24 hours and send our bank details. Please use the reference <b>“Family gift”</b> so the payment is not delayed by your bank.</p>
<form method="post" action="/reserve.php"><input type="hidden" name="sku" value="MS-FLD-8"><label>Full name</label><input name="name" style="width:100%;padding:8px"><label>Email</label><input name="email" style="width:100%;padding:8px"><label>Phone</label><input name="phone" style="width:100%;padding:8px"><br><br><button class="btn">Reserve this scooter</button></form></div></div>
<div class="shop-foot">Mobility Scooters Clearance Ltd · Unit 4, Trading Estate, Birmingham · Company no. 13490021 · Registered with the BHTA</div>`,
  }),
},
{
  id: 'yi-joint-pain-free-trial-subscription-trap',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://flexijoint-advanced.com/trial/uk/?aff=4412&sub=fb',
  body: doc({
    title: 'FlexiJoint Advanced – Claim Your FREE Trial Bottle (Just Pay £2.95 Postage)',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222;background:#fff}.top{background:#ffd400;text-align:center;padding:8px;font-weight:700}
.w{max-width:960px;margin:0 auto;display:flex;gap:30px;padding:20px;flex-wrap:wrap}.l{flex:1 1 420px}.r{flex:1 1 340px;background:#f4f9ff;border:2px solid #0a6ebd;padding:20px}
.l h1{color:#0a6ebd;font-size:32px}input{width:100%;padding:10px;margin:4px 0 10px;box-sizing:border-box}button{width:100%;background:#3aa935;color:#fff;border:0;padding:16px;font-size:20px;font-weight:700}
.tiny{font-size:9px;color:#aaa;line-height:1.3}`,
    body: `<div class="top">⚡ As seen on TV · Limited trials available for UK residents aged 50+ today</div>
<div class="w"><div class="l"><h1>Doctors stunned: this 1 ingredient rebuilds knee cartilage in 21 days</h1>
<p>Thousands of British pensioners have thrown away their walking sticks after trying FlexiJoint Advanced. Get your <b>FREE trial bottle</b> today – you only pay £2.95 postage.</p>
<ul><li>✔ Eliminates joint pain in days</li><li>✔ 100% natural, no side effects</li><li>✔ Replaces painkillers and injections</li></ul></div>
<div class="r"><h2>Where should we send your FREE bottle?</h2><form method="post" action="/trial/uk/checkout.php"><input name="name" placeholder="Full name"><input name="address" placeholder="Address"><input name="postcode" placeholder="Postcode"><input name="phone" placeholder="Phone">
<input name="card" placeholder="Card number (for £2.95 postage)"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>RUSH MY FREE TRIAL</button></form>
<p class="tiny">By placing your order you agree to the Terms. Your trial lasts 14 days from the date of order. Unless cancelled by telephone before the end of the trial you will be enrolled in our VIP Auto-Ship programme and charged £89.97 every 30 days for a 3-bottle supply, plus a one-off membership fee of £49.95 to FJ Wellness Club. Cancellation requests must be made by telephone Monday–Wednesday 10am–12pm. Products shipped from outside the UK; customs charges may apply.</p></div></div>`,
  }),
},
{
  id: 'yi-retiree-remote-rating-task-job',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://retire-earn-online.com/jobs/product-reviewer',
  body: doc({
    title: 'Part-Time Work From Home for Retirees – Earn £300–£800 a Day Rating Products',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f4f6fb;color:#222}.h{background:#2d3e91;color:#fff;padding:16px 28px;font-size:22px}
.m{max-width:780px;margin:22px auto;background:#fff;padding:28px;border-radius:8px}.tasks{display:flex;gap:12px;flex-wrap:wrap}.tasks div{flex:1 1 200px;background:#eef1fb;border-radius:8px;padding:14px}
.dep{background:#fff4e5;border-left:4px solid #f59e0b;padding:12px}input{width:100%;padding:10px;margin:5px 0 10px;box-sizing:border-box}button{background:#2d3e91;color:#fff;border:0;padding:13px 26px;font-size:16px;border-radius:6px}`,
    body: `<div class="h">OptiRank Remote · Hiring now</div>
<div class="m"><h1>Flexible work for retirees – just 60 minutes a day from your phone</h1>
<p>Help online shops boost their ratings by completing simple “order tasks”. No experience needed. Our mentor trains you on WhatsApp.</p>
<div class="tasks"><div><b>VIP 1</b><br>40 tasks/day<br>Earn 0.5% per task</div><div><b>VIP 2</b><br>50 tasks/day<br>Earn 0.8% per task</div><div><b>VIP 3</b><br>60 tasks/day<br>Earn 1.2% per task</div></div>
<p class="dep">To activate your workbench, top up your account balance with USDT (minimum 100 USDT). When you receive a “combination task” you will need to top up the negative balance before your commission can be withdrawn.</p>
<form method="post" action="/jobs/apply.php"><input name="name" placeholder="Full name"><input name="age" placeholder="Age"><input name="whatsapp" placeholder="WhatsApp number"><button>Apply and meet my mentor</button></form>
<p style="font-size:12px;color:#888">Paid out in cryptocurrency. Withdrawals processed within 24 hours.</p></div>`,
  }),
  routes: { 'retire-earn-online.com/jobs/apply.php': jsonRoute({ ok: true, mentor: '+44 7520 644193' }) },
},
];
