import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-task-app-product-boost-recharge',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://m.optiboost-merchant.com/task/home',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>OptiBoost - Merchant Data Optimization</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f2f4f8}header{background:linear-gradient(90deg,#6a11cb,#2575fc);color:#fff;padding:18px}.c{background:#fff;margin:12px;border-radius:10px;padding:14px}.b{background:#2575fc;color:#fff;border:0;border-radius:22px;padding:12px;width:100%;font-size:16px}.neg{color:#e03131;font-weight:700}</style></head><body>
<header><b>OptiBoost</b> &middot; Level: Silver &middot; Tasks today <span id="cnt">0</span>/40</header>
<div class="c"><div>Account balance</div><div id="bal" style="font-size:28px;font-weight:700">...</div><div>Today's commission: <b id="com"></b></div></div>
<div class="c" id="task"></div>
<div class="c"><b>Rules</b><ol style="font-size:13px"><li>Complete 40 optimisation tasks per set to withdraw.</li><li>Combination (lucky) orders give 6x commission; the account must be topped up to cover the product value before submission.</li><li>Withdrawals are processed after the set is finished. Recharge via USDT (TRC20) through your trainer.</li><li>Leaving a set unfinished will freeze the account and reduce the credit score.</li></ol></div>
<script>
var s={bal:312.4,com:18.6,n:28};
function draw(){document.getElementById('bal').textContent=s.bal.toFixed(2)+' USDT';document.getElementById('com').textContent=s.com.toFixed(2)+' USDT';document.getElementById('cnt').textContent=s.n;
var t=document.getElementById('task');
if(s.n===29){t.innerHTML='<h3>&#127873; Congratulations! Lucky combination order</h3><p>Product: Dyson V15 Detect bundle x3 &ndash; value 2,148.00 USDT<br>Commission: <b>128.88 USDT</b></p><p class="neg">Balance: '+(s.bal-2148).toFixed(2)+' USDT</p><p>Please recharge <b>'+(2148-s.bal).toFixed(2)+' USDT</b> to submit this order. Contact your trainer on Telegram for the recharge address.</p><button class="b" onclick="location.href=\'/recharge\'">Recharge now</button>';}
else{t.innerHTML='<p>Next product ready for optimisation.</p><button class="b" id="go">Start optimisation</button>';document.getElementById('go').onclick=function(){s.n++;s.com+=0.62;s.bal+=0.62;draw()}}}
draw();
</script></body></html>`,
  routes: { 'm.optiboost-merchant.com/recharge': htmlRoute('<!doctype html><title>Recharge</title><h2>Recharge</h2><p>Network: USDT-TRC20</p><p>Address: TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</p><p>Send screenshot to trainer after payment.</p>') },
},
  {
  id: 'zg-scam-rental-airbnb-lookalike-transfer-uk',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://airbnb.rooms-secure-payment.com/book/stays/48210771?guests=2&checkin=2026-07-18',
  body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Confirm and pay · Airbnb</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:Circular,-apple-system,Helvetica,sans-serif;margin:0;color:#222}header{border-bottom:1px solid #ddd;padding:18px 40px;color:#ff385c;font-weight:800;font-size:22px}.w{display:flex;gap:60px;max-width:1100px;margin:30px auto;padding:0 24px}.l{flex:1.2}.r{flex:1;border:1px solid #ddd;border-radius:12px;padding:24px;height:fit-content}.btn{background:#e61e4d;color:#fff;border:0;border-radius:8px;padding:14px 24px;font-size:16px}.note{background:#f7f7f7;padding:14px;border-radius:8px;font-size:14px}</style></head><body>
<header>airbnb</header><div class="w"><div class="l"><h1>Confirm and pay</h1><h3>Your trip</h3><p>Dates: 18 – 25 Jul 2026<br>Guests: 2 guests</p>
<h3>Pay with</h3><div class="note"><b>Bank transfer (Airbnb Secure Escrow)</b><br>Due to high demand in the summer season, card payments are temporarily unavailable for this listing. Your payment is held by Airbnb in a protected escrow account and released to the host 24 hours after check-in. You are covered by <b>AirCover</b>.</div>
<p>Account holder: ABNB Payments Escrow Ltd<br>Sort code: 23-14-70<br>Account number: 40981276<br>Reference: HMR4821077</p>
<p>After transferring, click the button below. Your booking is held for <b>2 hours</b>.</p><button class="btn" onclick="this.textContent='Payment confirmation sent'">I have made the transfer</button>
<p style="font-size:12px;color:#717171">By selecting the button, I agree to the Host's House Rules, Ground rules for guests, Airbnb's Rebooking and Refund Policy.</p></div>
<div class="r"><b>Bright Georgian flat near Royal Crescent, Bath</b><br>★ 4.96 · 212 reviews<hr><p>£214 x 7 nights: £1,498.00<br>Cleaning fee: £65.00<br>Airbnb service fee: £221.40</p><hr><b>Total (GBP): £1,784.40</b></div></div></body></html>`,
},
  {
  id: 'zg-scam-puppy-frenchie-shipping-us',
  label: 'scam',
  kind: 'pet-sale',
  url: 'https://royalfrenchiehavenpuppies.com/available-puppies/',
  body: site({
    host: 'royalfrenchiehavenpuppies.com', brand: 'Royal Frenchie Haven', color: '#9d4edd', title: 'Available French Bulldog Puppies For Sale Near Me | Royal Frenchie Haven',
    nav: ['Home', 'Available Puppies', 'Shipping', 'Testimonials', 'Contact'],
    main: `<h1>Available Puppies</h1><p>All our puppies are AKC registered, vet checked, up to date on shots and come with a <b>2 year health guarantee</b>. We ship nationwide by air with a pet nanny.</p>
<div class="grid"><div class="card"><img src="/img/p1.png" width="100%" height="140" alt=""><b>Bella</b> &ndash; Blue Merle, female, 10 weeks<br><s>$3,800</s> <b>$850</b><br><a class="btn" href="/adopt?p=bella">Adopt me</a></div>
<div class="card"><img src="/img/p1.png" width="100%" height="140" alt=""><b>Louie</b> &ndash; Lilac &amp; Tan, male, 11 weeks<br><s>$4,200</s> <b>$900</b><br><a class="btn" href="/adopt?p=louie">Adopt me</a></div>
<div class="card"><img src="/img/p1.png" width="100%" height="140" alt=""><b>Coco</b> &ndash; Fluffy Cream, female, 9 weeks<br><s>$5,500</s> <b>$950</b><br><a class="btn" href="/adopt?p=coco">Adopt me</a></div></div>
<h2>Payment</h2><p>We accept <b>Zelle, Cash App, Apple Pay (friends &amp; family) and Walmart2Walmart</b>. No PayPal Goods &amp; Services, no cards (too many chargebacks).</p>
<p>Shipping fee $350 (includes crate, food, pet nanny). After shipping, the airline may require a <b>refundable climate-controlled crate deposit</b> and pet insurance.</p>
<p class="muted">Text us 24/7: (213) 555-0147. We do not allow visits due to COVID protocols and puppy safety.</p>`,
  }),
  routes: { ...assets('royalfrenchiehavenpuppies.com', [157, 78, 221]), 'royalfrenchiehavenpuppies.com/img/p1.png': { status: 200, headers: { 'content-type': 'image/png' }, body: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0f01f0005000201a1e5f2a50000000049454e44ae426082', 'hex') } },
},
  {
  id: 'zg-scam-kitten-mainecoon-deposit-uk',
  label: 'scam',
  kind: 'pet-sale',
  url: 'https://gentlegiantsmainecoons.co.uk/reserve',
  body: site({
    host: 'gentlegiantsmainecoons.co.uk', brand: 'Gentle Giants Maine Coons', color: '#6b4226', title: 'Reserve a Kitten | Gentle Giants Maine Coons UK',
    nav: ['Home', 'Kittens', 'Reserve', 'Delivery', 'Reviews'],
    main: `<h1>Reserve your kitten</h1><p>Thank you for your interest! Our kittens are TICA/GCCF registered, microchipped and come with 5 weeks free insurance. Due to very high demand we can only hold a kitten with a <b>non-refundable deposit</b>.</p>
<form action="/reserve/send" method="post"><label>Kitten</label><select name="k"><option>Thor – silver tabby male – £350</option><option>Luna – red smoke female – £380</option></select>
<label>Your name</label><input name="n"><label>Phone</label><input name="p"><label>Delivery address</label><textarea name="a"></textarea><button class="btn">Reserve</button></form>
<p>Deposit £150 by bank transfer (Faster Payments) to: <b>Mrs A. Jones, 20-45-77, 83114620</b>. Please use "gift" as the reference. Full payment before delivery by our courier. Unfortunately we cannot accept viewings at the moment as we are relocating to Scotland.</p>`,
  }),
  routes: assets('gentlegiantsmainecoons.co.uk', [107, 66, 38]),
},
  {
  id: 'zg-scam-ticket-resale-stadium-uk',
  label: 'scam',
  kind: 'ticket-resale',
  url: 'https://ukticketexchange-official.co.uk/event/stadium-tour-wembley-2026/',
  body: site({
    host: 'ukticketexchange-official.co.uk', brand: 'UK Ticket Exchange', color: '#1e1b4b', title: 'Stadium Tour – Wembley Stadium – Tickets | UK Ticket Exchange',
    nav: ['Concerts', 'Sport', 'Theatre', 'Sell tickets', 'Help'],
    main: `<h1>Wembley Stadium &ndash; Sat 20 June 2026 &ndash; SOLD OUT</h1>
<p><b style="color:#c00">Only 6 tickets left!</b> 148 people are looking at this event now.</p>
<table><tr><th>Section</th><th>Row</th><th>Qty</th><th>Price each</th><th></th></tr>
<tr><td>Standing (Early Entry)</td><td>-</td><td>2</td><td>£395</td><td><a class="btn" href="/checkout?l=881">Buy</a></td></tr>
<tr><td>Block 124</td><td>22</td><td>2</td><td>£310</td><td><a class="btn" href="/checkout?l=882">Buy</a></td></tr>
<tr><td>Block 506</td><td>9</td><td>2</td><td>£240</td><td><a class="btn" href="/checkout?l=883">Buy</a></td></tr></table>
<div class="card"><b>Payment:</b> To keep prices low we only accept bank transfer. Tickets are transferred to your app within 24h of payment. <b>100% Buyer Guarantee</b> — as seen on BBC.</div>
<p class="muted">UK Ticket Exchange is an independent marketplace. Prices may be above face value. Company no. 0000000.</p>`,
  }),
  routes: {
    ...assets('ukticketexchange-official.co.uk', [30, 27, 75]),
    'ukticketexchange-official.co.uk/checkout': htmlRoute('<!doctype html><html><head><title>Checkout</title></head><body style="font-family:Arial;padding:30px"><h1>Complete your order</h1><p>Pay by bank transfer within 30 minutes:</p><p>Name: T Marshall<br>Sort code: 09-01-29<br>Account: 31920488<br>Reference: UKTE881</p><form><input name="email" placeholder="Email for ticket transfer"><button>I have paid</button></form></body></html>'),
  },
},
];
