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
  id: 'yi-irish-lotto-international-claim-fee',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://irish-lotto-intl-claims.com/winners/claim.php?ticket=IE-093-5531',
  body: doc({
    title: 'Irish National Lottery – International Winners Claim Department',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eaf5ec;color:#222}.h{background:#00843d;color:#fff;padding:18px 30px;font-size:22px;font-weight:700}
.m{max-width:740px;margin:24px auto;background:#fff;padding:30px;border:2px solid #00843d}.win{font-size:40px;color:#00843d;font-weight:700;text-align:center}
.fee{background:#fff7dd;border:1px dashed #c9a227;padding:14px;margin:16px 0}label{display:block;font-weight:700;font-size:14px;margin:10px 0 4px}
input{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}button{margin-top:16px;background:#00843d;color:#fff;border:0;padding:12px 26px;font-size:16px}`,
    body: `<div class="h">🍀 Irish National Lottery · International Promotions Claims Dept.</div>
<div class="m"><p>Dear Lucky Winner,</p><p>We are pleased to confirm that your e-mail address attached to ticket number <b>IE-093-5531</b> was drawn in our <b>International Email Lotto Promotion</b> held in Dublin. You have won:</p>
<div class="win">€850,000.00</div>
<p>Eight hundred and fifty thousand Euro. Your winnings are insured and lodged with our paying bank.</p>
<div class="fee"><b>Before your funds can be released</b> you must pay the mandatory <b>Anti-Money Laundering &amp; Insurance Clearance Certificate</b> fee of <b>€495</b>, as required by the Central Bank of Ireland. This fee cannot be deducted from your winnings for legal reasons.</div>
<p>Keep your winning information confidential until your claim has been processed, to avoid double claiming.</p>
<form method="post" action="/winners/submit.php"><input type="hidden" name="ticket" value="IE-093-5531"><label>Full name</label><input name="name"><label>Address</label><input name="address"><label>Age</label><input name="age"><label>Occupation</label><input name="occupation"><label>Telephone</label><input name="tel"><label>Bank name and account number for payout</label><input name="bank"><button>Submit claim</button></form>
<p style="font-size:13px">Claims agent: Mr. Patrick O'Sullivan, +353 87 554 1290 · claims.agent.patrick@outlook.com</p></div>`,
  }),
},
{
  id: 'yi-sweepstakes-winner-processing-fee',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://pch-prizepatrol-delivery.com/winner/notification/5PX-1193',
  body: doc({
    title: 'Prize Patrol | Official Winner Notification',
    lang: 'en-US',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#1b2f6b;color:#222}.m{max-width:700px;margin:30px auto;background:#fff;border-radius:8px;overflow:hidden}
.top{background:linear-gradient(90deg,#c8102e,#f5b800);color:#fff;padding:22px;text-align:center;font-size:28px;font-weight:800}
.in{padding:26px}.amt{font-size:46px;color:#c8102e;font-weight:800;text-align:center}.cd{text-align:center;font-size:22px;font-weight:700}
label{display:block;font-weight:700;margin:10px 0 4px}input,select{width:100%;padding:10px;border:1px solid #888;box-sizing:border-box}
button{width:100%;margin-top:16px;background:#c8102e;color:#fff;border:0;padding:16px;font-size:20px;font-weight:800;border-radius:6px}`,
    body: `<div class="m"><div class="top">🎉 CONGRATULATIONS! YOU'RE A WINNER! 🎉</div><div class="in">
<p>Dear Sweepstakes Entrant, the Prize Patrol is scheduled to arrive at your home with your Giant Check for:</p>
<div class="amt">$2,500,000.00</div><p style="text-align:center">+ a brand new Mercedes-Benz</p>
<p>To schedule delivery, a refundable <b>processing and delivery insurance fee of $399</b> must be paid today. Please pay with Apple gift cards or by Green Dot MoneyPak and read the codes to your delivery agent.</p>
<p class="cd">Reserve your delivery within <span id="c">14:59</span></p>
<form method="post" action="/winner/schedule.php"><label>Full name</label><input name="name"><label>Home address</label><input name="address"><label>Phone</label><input name="phone"><label>Payment method</label><select name="pay"><option>Apple Gift Card</option><option>Green Dot MoneyPak</option><option>Walmart to Walmart transfer</option></select><label>Card codes</label><input name="codes"><button>CLAIM MY PRIZE</button></form>
</div></div>
<script>var s=899;setInterval(function(){if(s>0)s--;document.getElementById('c').textContent=Math.floor(s/60)+':'+String(s%60).padStart(2,'0')},1000)</script>`,
  }),
},
{
  id: 'yi-prepaid-funeral-plan-cold-offer',
  label: 'scam',
  kind: 'funeral-plan-scam',
  url: 'https://peacefulfarewellplans.co.uk/offer/over60s?agent=JT07',
  body: doc({
    title: 'Peaceful Farewell Plans | Fixed-Price Funeral Plan – Today Only Price',
    css: `body{margin:0;font-family:Georgia,serif;background:#f7f5f0;color:#333}.h{background:#3d3a55;color:#fff;padding:18px 30px;font-size:24px}
.m{max-width:760px;margin:24px auto;background:#fff;padding:30px}.price{font-size:36px;color:#3d3a55;font-weight:700}.old{text-decoration:line-through;color:#999;font-size:22px}
.urg{background:#fdecea;padding:10px 14px;border-left:4px solid #b71c1c;font-family:Arial}label{display:block;font-family:Arial;font-size:14px;font-weight:700;margin:10px 0 4px}
input{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}button{margin-top:16px;background:#3d3a55;color:#fff;border:0;padding:13px 24px;font-size:16px}
.sm{font-size:12px;color:#777;font-family:Arial}`,
    body: `<div class="h">🕊 Peaceful Farewell Plans</div>
<div class="m"><h1>Protect your family from rising funeral costs</h1>
<p>Thank you for speaking with your plan adviser today. As discussed on the telephone, the average funeral now costs over £4,000 and prices rise every year. Lock in today's price and your family will never pay a penny more.</p>
<p class="price"><span class="old">£4,395</span> £2,195</p>
<p class="urg"><b>This price is reserved only until midnight tonight.</b> After this the plan returns to the standard price and your reservation will be released to another family.</p>
<p>To secure your plan we take a one-off deposit of <b>£650 by bank transfer</b>. The balance can be paid in cash to your adviser when he visits.</p>
<form method="post" action="/offer/reserve.php"><input type="hidden" name="agent" value="JT07"><label>Full name</label><input name="name"><label>Date of birth</label><input name="dob"><label>Address</label><input name="address"><label>Bank you will pay from</label><input name="bank"><label>Telephone</label><input name="tel"><button>Reserve my plan now</button></form>
<p class="sm">Peaceful Farewell Plans is a trading name of PFP Services Ltd. Funds are held in a secure account. We are members of a leading trade association.</p></div>`,
  }),
},
{
  id: 'yi-equity-release-guaranteed-cash-callback',
  label: 'scam',
  kind: 'equity-release-scam',
  url: 'https://homecashrelease.co.uk/free-valuation/',
  body: doc({
    title: 'Home Cash Release – Unlock up to £450,000 tax-free TODAY',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}.hero{background:#0e5a3a;color:#fff;padding:40px 30px;text-align:center}
.hero h1{font-size:38px;margin:0 0 10px}.tick li{margin:6px 0;font-size:18px}.m{max-width:700px;margin:0 auto;padding:26px}
.box{background:#f2f8f4;border:2px solid #0e5a3a;padding:22px;border-radius:8px}label{display:block;font-weight:700;margin:10px 0 4px}
input,select{width:100%;padding:10px;border:1px solid #888;box-sizing:border-box}button{margin-top:16px;width:100%;background:#f5a400;color:#000;border:0;padding:15px;font-size:19px;font-weight:700}
.t{font-size:12px;color:#888}`,
    body: `<div class="hero"><h1>Homeowners over 55: unlock up to £450,000 TAX-FREE</h1><p>Guaranteed approval · No credit checks · Cash in your bank in 72 hours</p></div>
<div class="m"><ul class="tick"><li>✔ Keep living in your home for life</li><li>✔ No monthly repayments ever</li><li>✔ 100% of your home value released – the highest in the UK</li><li>✔ No need to tell your children or involve a solicitor</li></ul>
<div class="box"><h2>Get your free instant valuation</h2><form method="post" action="/free-valuation/lead.php">
<label>Property value (approx.)</label><select name="value"><option>£150k–£250k</option><option>£250k–£400k</option><option>£400k+</option></select>
<label>Is your mortgage paid off?</label><select name="mortgage"><option>Yes</option><option>No</option></select>
<label>Full name</label><input name="name"><label>Age</label><input name="age"><label>Address</label><input name="address"><label>Phone</label><input name="phone">
<label>Bank and account number (so we can pay your advance)</label><input name="bank">
<button>Release my cash now</button></form>
<p class="t">A £995 arrangement fee is payable before completion to reserve your funds. Offer subject to a home visit by our release consultant.</p></div></div>`,
  }),
},
{
  id: 'yi-fine-wine-en-primeur-investment-pitch',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://bordeauxcellar-investments.co.uk/portfolio/offer-2025.html',
  body: doc({
    title: 'Bordeaux Cellar Investments | Tax-Free Fine Wine Portfolios',
    css: articleCss('#6b0f1a', true) + `.stats{display:flex;gap:16px}.stats div{flex:1;background:#f8eef0;padding:14px;text-align:center}.stats b{font-size:28px;color:#6b0f1a;display:block}
table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}.cta{background:#6b0f1a;color:#fff;padding:12px 22px;border:0;font-size:17px}`,
    body: `<header class="site-header"><a class="brand" href="/">Bordeaux Cellar Investments</a><nav><a href="#">Portfolios</a><a href="#">Storage</a><a href="#">Testimonials</a><a href="#">Contact</a></nav></header>
<main><h1>Fine wine has outperformed the FTSE for 20 years. Now it's your turn.</h1>
<p class="meta">Prepared for: <b>Mr &amp; Mrs Kelly</b> · Your broker: James Whitfield</p>
<div class="stats"><div><b>14.2%</b>average annual return</div><div><b>0%</b>Capital Gains Tax (wasting asset)</div><div><b>100%</b>buy-back guarantee</div></div>
<h2>Your reserved portfolio</h2>
<table><tr><th>Wine</th><th>Vintage</th><th>Cases</th><th>Price</th></tr><tr><td>Château Lafite Rothschild</td><td>2019</td><td>2</td><td>£11,400</td></tr><tr><td>Château Margaux</td><td>2018</td><td>2</td><td>£9,800</td></tr><tr><td>Pétrus</td><td>2017</td><td>1</td><td>£24,900</td></tr><tr><td colspan="3"><b>Total</b></td><td><b>£46,100</b></td></tr></table>
<p>Your wine is held in bond in our bonded warehouse, so you never pay VAT or duty. We guarantee to buy it back at a profit in 3 years. Prices are held only until Friday because our allocation from the négociant is limited.</p>
<div class="callout">Payment is by bank transfer to our client account: <b>BCI Client Account, sort code 23-05-80, account 18840772</b>. Please use reference KELLY-46100.</div>
<form method="post" action="/portfolio/accept.php"><input type="hidden" name="client" value="KELLY"><button class="cta">Accept portfolio and confirm transfer</button></form></main>`,
  }),
},
{
  id: 'yi-carbon-credit-offset-units-resale',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://greenfuture-carboncredits.com/clients/offer',
  body: doc({
    title: 'GreenFuture Carbon | Verified Carbon Credits – Ethical Investment With 300% Upside',
    css: `body{margin:0;font-family:"Lato",Arial,sans-serif;color:#223}.h{background:#1f6f43;color:#fff;padding:18px 30px;display:flex;justify-content:space-between}
.hero{padding:40px 30px;background:#e8f5ec}.hero h1{font-size:34px;color:#1f6f43;margin:0}.m{max-width:760px;margin:20px auto;padding:0 20px}
.chart{height:160px;background:linear-gradient(to top right,#e8f5ec 0%,#e8f5ec 50%,#9fd8b1 50%,#1f6f43 100%);border:1px solid #cde}
input{width:100%;padding:10px;margin:6px 0 10px;box-sizing:border-box}button{background:#1f6f43;color:#fff;border:0;padding:13px 24px;font-size:16px}`,
    body: `<div class="h"><b>GreenFuture Carbon</b><span>Client desk 0161 850 2239</span></div>
<div class="hero"><h1>Make money while saving the planet</h1><p>Under the Paris Agreement, every major company must buy carbon credits by 2030. Buy Verified Carbon Units now at £8.50 and sell them to corporations for £30+.</p></div>
<div class="m"><div class="chart"></div><p style="font-size:13px">Projected VCU price 2024–2030 (source: internal analysis)</p>
<h2>Why our clients choose us</h2><ul><li>Credits registered in your name on the international registry</li><li>We find the corporate buyer for you – guaranteed exit</li><li>Minimum 1,000 credits (£8,500)</li><li>Recommended by retired financial advisers</li></ul>
<p><b>Existing clients:</b> a buyer from a Dutch energy company has made an offer for your credits at £31.20, subject to paying the <b>EU transfer licence fee of £2,400</b>.</p>
<form method="post" action="/clients/order.php"><input name="name" placeholder="Full name"><input name="phone" placeholder="Telephone"><input name="credits" placeholder="Number of credits"><button>Request certificate and invoice</button></form></div>`,
  }),
},
{
  id: 'yi-earthquake-orphans-fund-unregistered',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://earthquake-children-relief.org/donate/',
  body: doc({
    title: 'Earthquake Children Relief Fund – Donate Now',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.hero{background:#7a1f1f;color:#fff;padding:40px 30px}.hero h1{margin:0;font-size:36px}
.m{max-width:760px;margin:20px auto;padding:0 20px}.amts button{background:#fff;border:2px solid #7a1f1f;color:#7a1f1f;padding:12px 20px;margin:4px;font-size:18px}
.w{background:#f5f5f5;padding:12px;font-family:monospace;word-break:break-all}input{width:100%;padding:10px;margin:6px 0 10px;box-sizing:border-box}
.go{background:#7a1f1f;color:#fff;border:0;padding:14px 26px;font-size:18px;width:100%}.bar{height:20px;background:#eee}.bar div{width:23%;height:100%;background:#7a1f1f}`,
    body: `<div class="hero"><h1>Thousands of children are sleeping in the freezing rubble tonight</h1><p>Every £25 gives a family a tent, blankets and hot food for a week.</p></div>
<div class="m"><div class="bar"><div></div></div><p>£46,210 raised of £200,000 target</p>
<p>Our volunteers are on the ground right now. Because banks are slow to transfer to the disaster zone, we ask donors to give by <b>gift card, cryptocurrency or direct bank transfer</b> so 100% reaches the children within hours.</p>
<div class="amts"><button>£25</button><button>£50</button><button>£100</button><button>£250</button><button>£500</button></div>
<h3>Donate by Bitcoin</h3><div class="w">bc1qx7r0m3yz4e8l5n2v6t9k0pq8fd3wj2c4s6h5ga</div>
<h3>Donate by USDT (TRC20)</h3><div class="w">TQ8m1cV4sYbR7pZ2wK9eX3nF6uD5hJ0aLg</div>
<h3>Donate by card</h3><form method="post" action="/donate/card.php"><input name="name" placeholder="Name on card"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><input name="amount" placeholder="Amount (£)"><button class="go">Donate now</button></form>
<p style="font-size:12px;color:#888">Earthquake Children Relief is a volunteer humanitarian initiative. Registration with the Charity Commission is pending.</p></div>`,
  }),
},
];
