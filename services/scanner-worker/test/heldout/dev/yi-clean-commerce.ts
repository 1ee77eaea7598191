/**
 * yi- honest commerce and giving: registered charities' donation pages, an FCA-authorised funeral
 * plan, an Equity Release Council adviser, bullion and wine merchants, hearing and mobility shops with
 * checkouts, a prize checker, an over-50s dating site, real courier and customs-charge payments.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { articleCss, doc, shopCss } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-dec-earthquake-appeal-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://donation.dec.org.uk/earthquake-appeal?amount=50&source=ageuk',
  body: doc({
    title: 'Donate to the DEC Earthquake Appeal | Disasters Emergency Committee',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#222}.h{background:#fff;border-bottom:4px solid #d40f2b;padding:14px 30px;font-weight:800;font-size:22px;color:#d40f2b}
.hero{background:#222;color:#fff;padding:30px}.m{max-width:760px;margin:0 auto;padding:24px 20px}.amts{display:flex;gap:10px;flex-wrap:wrap}.amts label{border:2px solid #d40f2b;padding:12px 18px;border-radius:4px;cursor:pointer;font-weight:700}
.f label.l{display:block;font-weight:700;margin:12px 0 4px}.f input[type=text],.f input[type=email]{width:100%;padding:10px;border:1px solid #888}
#card{border:1px solid #bbb;border-radius:4px;padding:12px;min-height:44px;background:#fafafa;color:#777}button{margin-top:18px;background:#d40f2b;color:#fff;border:0;padding:14px 26px;font-size:18px;font-weight:700}
.gift{background:#f4f4f4;padding:12px;margin-top:14px;font-size:14px}footer{font-size:13px;color:#555;padding:20px 30px;border-top:1px solid #ddd}`,
    head: `<script src="https://js.stripe.com/v3/"></script>`,
    body: `<div class="h">DEC · Disasters Emergency Committee</div>
<div class="hero"><h1>Earthquake Appeal</h1><p>Our member charities are providing shelter, food, clean water and medical care to families who have lost everything.</p></div>
<div class="m"><form class="f" id="df" method="post" action="/earthquake-appeal/donate">
<h2>Choose an amount</h2><div class="amts"><label><input type="radio" name="amount" value="25"> £25</label><label><input type="radio" name="amount" value="50" checked> £50</label><label><input type="radio" name="amount" value="100"> £100</label><label><input type="radio" name="amount" value="other"> Other</label></div>
<p>£50 could provide a family with emergency shelter kits for a month.</p>
<label class="l" for="nm">Full name</label><input type="text" id="nm" name="name" autocomplete="name"><label class="l" for="em">Email</label><input type="email" id="em" name="email" autocomplete="email">
<label class="l">Card details</label><div id="card">Card number · MM / YY · CVC (secure payment by Stripe)</div>
<div class="gift"><label><input type="checkbox" name="giftaid"> Yes, I am a UK taxpayer and would like the DEC to claim Gift Aid on this donation</label></div>
<button type="submit">Donate £50</button><p style="font-size:13px">You can also donate by calling 0370 60 60 900 or at any Post Office.</p></form></div>
<footer>Disasters Emergency Committee · Registered charity number 1062638 · Company number 3366093 · 43 Chalton Street, London NW1 1DU</footer>
<script>
if(window.Stripe){var s=Stripe('pk_live_51Hx2DECq8pYxW1aZk0');var e=s.elements();var c=e.create('card');c.mount('#card')}
document.querySelectorAll('input[name=amount]').forEach(function(r){r.addEventListener('change',function(){document.querySelector('#df button').textContent='Donate '+(this.value==='other'?'':'£'+this.value)})});
</script>`,
  }),
},
{
  id: 'yi-clean-redcross-au-disaster-relief-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.redcross.org.au/appeals/disaster-relief-and-recovery/?frequency=once',
  body: doc({
    title: 'Donate to Disaster Relief and Recovery | Australian Red Cross',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{padding:14px 30px;border-bottom:1px solid #ddd;display:flex;justify-content:space-between;align-items:center}.cross{color:#e1261c;font-size:32px;font-weight:900}
.m{max-width:720px;margin:20px auto;padding:0 20px}.amts button{border:2px solid #e1261c;background:#fff;color:#e1261c;padding:10px 18px;margin:4px;font-size:17px;border-radius:30px}
iframe{width:100%;height:220px;border:1px solid #ddd}.d{background:#e1261c;color:#fff;border:0;padding:14px 30px;font-size:17px;border-radius:30px}.sm{font-size:13px;color:#666}`,
    body: `<div class="h"><span><span class="cross">✚</span> <b>Australian Red Cross</b></span><a href="/get-help/">Get help</a></div>
<div class="m"><h1>Disaster Relief and Recovery</h1><p>When disaster strikes, Red Cross volunteers are there to support evacuation centres, help people reconnect with loved ones, and support communities to recover for years afterwards.</p>
<div class="amts"><button>$30</button><button>$60</button><button>$120</button><button>$250</button><button>Other</button></div>
<p>Donations of $2 or more are tax deductible in Australia.</p>
<iframe title="Secure payment" src="https://donate.redcross.org.au/payment/embedded?campaign=DRR&amp;frequency=once"></iframe>
<p><button class="d">Donate now</button></p>
<p class="sm">Australian Red Cross Society ABN 50 169 561 394. Red Cross will never ask you to donate by gift card, cryptocurrency or to a personal bank account. If you receive a suspicious request call 1800 733 276.</p></div>`,
  }),
  routes: {
    'donate.redcross.org.au/payment/embedded': htmlRoute(doc({
      title: 'Payment',
      lang: 'en-AU',
      css: `body{font-family:Arial,sans-serif;margin:10px}label{display:block;font-size:13px;margin:6px 0 2px}input{width:100%;padding:8px;border:1px solid #aaa;box-sizing:border-box}.r{display:flex;gap:8px}`,
      body: `<form method="post" action="/payment/embedded/submit"><label>Card number</label><input name="cardNumber" autocomplete="cc-number" inputmode="numeric"><div class="r"><div><label>Expiry</label><input name="expiry" autocomplete="cc-exp"></div><div><label>CVC</label><input name="cvc" autocomplete="cc-csc"></div></div><label>Name on card</label><input name="cardName" autocomplete="cc-name"></form>`,
    })),
  },
},
{
  id: 'yi-clean-small-charity-day-centre-stripe-checkout',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.friendsofballymoredaycentre.ie/donate/',
  body: doc({
    title: 'Donate – Friends of Ballymore Day Centre',
    lang: 'en-IE',
    css: articleCss('#2e7d32') + `.amts a{display:inline-block;border:2px solid #2e7d32;color:#2e7d32;padding:10px 18px;margin:4px;text-decoration:none;border-radius:4px;font-weight:700}`,
    body: `<header class="site-header"><a class="brand" href="/">Friends of Ballymore Day Centre</a><nav><a href="/about/">About</a><a href="/events/">Events</a><a href="/donate/">Donate</a></nav></header>
<main><h1>Support our day centre</h1><p>Every week our volunteers serve 140 hot dinners, run the bus from the outlying townlands and keep the chiropody and hairdressing clinics going for older people in Ballymore and surrounding areas.</p>
<div class="amts"><a href="https://donate.stripe.com/6oE9Bd2xK4gQ0UwfZ0?prefilled_amount=1000">€10</a><a href="https://donate.stripe.com/6oE9Bd2xK4gQ0UwfZ0?prefilled_amount=2500">€25</a><a href="https://donate.stripe.com/6oE9Bd2xK4gQ0UwfZ0?prefilled_amount=5000">€50</a><a href="https://donate.stripe.com/6oE9Bd2xK4gQ0UwfZ0">Choose amount</a></div>
<p>Payments are processed securely by Stripe. You’ll get an email receipt. If you give €250 or more in a year, we can claim tax relief on your donation – please fill in a CHY3 form.</p>
<h2>Other ways to give</h2><p>Cheques payable to “Friends of Ballymore Day Centre CLG” can be left at the centre reception. Church-gate collection: first Sunday of March.</p>
<div class="callout">Registered Charity Number (RCN) 20085214 · CHY 19422 · Listed on the Charities Regulator’s public register.</div></main>
<footer class="site-footer">Friends of Ballymore Day Centre CLG, Main Street, Ballymore, Co. Westmeath · Tel 044 935 6120</footer>`,
  }),
},
{
  id: 'yi-clean-funeral-plan-fca-authorised-quote',
  label: 'clean',
  kind: 'funeral-plan-provider',
  url: 'https://www.heritagefuneralplans.co.uk/plans/compare?ref=brochure',
  body: doc({
    title: 'Compare our funeral plans | Heritage Funeral Plans',
    css: articleCss('#37474f', true) + `table{width:100%;border-collapse:collapse;font-family:Arial;font-size:15px}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}
form label{display:block;font-family:Arial;font-size:14px;font-weight:700;margin:10px 0 4px}form input,form select{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}form button{margin-top:14px;background:#37474f;color:#fff;border:0;padding:11px 22px;font-size:16px}`,
    body: `<header class="site-header"><a class="brand" href="/">Heritage Funeral Plans</a><nav><a href="/plans/compare">Our plans</a><a href="/how-it-works">How it works</a><a href="/contact">Contact</a></nav></header>
<main><h1>Compare our funeral plans</h1><p>A pre-paid funeral plan lets you choose the funeral you want and fix the cost of the funeral director’s services at today’s prices.</p>
<table><tr><th></th><th>Simple</th><th>Traditional</th><th>Direct cremation</th></tr><tr><td>Price</td><td>£3,695</td><td>£4,895</td><td>£1,995</td></tr><tr><td>Funeral director’s services</td><td>✔</td><td>✔</td><td>✔</td></tr><tr><td>Hearse and limousine</td><td>Hearse</td><td>Hearse + 1 limousine</td><td>–</td></tr><tr><td>Third-party costs (cremation fee)</td><td>Allowance £1,100</td><td>Allowance £1,100</td><td>Included</td></tr></table>
<p>Pay in full or by monthly instalments over 12–120 months. You can cancel within 30 days for a full refund, and cancel at any time after that for a refund less a cancellation charge of £250.</p>
<div class="callout">We don’t cold call and we never ask for a deposit by bank transfer over the phone. Take your time, talk it over with your family, and compare providers.</div>
<h2>Request a written quote</h2><form method="post" action="/plans/quote"><label>Name</label><input name="name"><label>Postcode</label><input name="postcode"><label>Preferred plan</label><select name="plan"><option>Simple</option><option>Traditional</option><option>Direct cremation</option></select><label>How should we send it?</label><select name="by"><option>By post</option><option>By email</option></select><button>Send me a quote</button></form></main>
<footer class="site-footer">Heritage Funeral Plans Ltd is authorised and regulated by the Financial Conduct Authority (FRN 965812). Plan monies are held in trust. Registered in England No. 13620417.</footer>`,
  }),
},
{
  id: 'yi-clean-equity-release-council-adviser',
  label: 'clean',
  kind: 'financial-adviser',
  url: 'https://www.thamesvalleylaterlifeadvice.co.uk/equity-release/',
  body: doc({
    title: 'Equity release advice | Thames Valley Later Life Advice',
    css: articleCss('#1565c0') + `form label{display:block;font-size:14px;font-weight:700;margin:10px 0 4px}form input,form select{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}form button{margin-top:14px;background:#1565c0;color:#fff;border:0;padding:11px 22px;font-size:16px}`,
    body: `<header class="site-header"><a class="brand" href="/">Thames Valley Later Life Advice</a><nav><a href="/equity-release/">Equity release</a><a href="/care-fees/">Care fees</a><a href="/about/">About us</a></nav></header>
<main><h1>Is equity release right for you?</h1><p>Equity release lets homeowners aged 55 or over access money tied up in their home. It isn’t right for everyone: a lifetime mortgage will reduce the value of your estate and may affect your entitlement to means-tested benefits.</p>
<h2>Before you decide</h2><ul><li>Could you downsize, use savings, or claim benefits you’re entitled to instead?</li><li>Have you talked to your family? We encourage you to involve them in our meetings.</li><li>You’ll need your own independent solicitor.</li></ul>
<p>All the lifetime mortgages we recommend meet the Equity Release Council’s standards, including the no-negative-equity guarantee and your right to remain in your home for life.</p>
<div class="callout">Our initial consultation is free. If you go ahead, our advice fee is £1,495, payable only on completion. We never take payment upfront.</div>
<h2>Request a call back</h2><form method="post" action="/equity-release/callback"><label>Name</label><input name="name"><label>Phone</label><input name="phone"><label>Best time to call</label><select name="time"><option>Morning</option><option>Afternoon</option></select><label><input type="checkbox" name="family" style="width:auto"> I’d like a family member to join the call</label><button>Request call back</button></form></main>
<footer class="site-footer">Thames Valley Later Life Advice Ltd is an appointed representative of Stirling House Financial Services Ltd, authorised and regulated by the Financial Conduct Authority (FRN 587214). Member of the Equity Release Council.</footer>`,
  }),
},
{
  id: 'yi-clean-royal-mint-sovereign-bullion-basket',
  label: 'clean',
  kind: 'bullion-dealer',
  url: 'https://www.royalmint.com/invest/bullion/bullion-coins/gold-coins/sovereign-2025/?qty=1',
  body: doc({
    title: '2025 Sovereign Gold Bullion Coin | The Royal Mint',
    css: shopCss('#1d1d1b') + `.pdp{display:flex;gap:30px;padding:28px 32px;flex-wrap:wrap}.pdp .img{flex:1 1 320px;height:320px;border-radius:50%;background:radial-gradient(#f3d27a,#b8892d);max-width:320px}.pdp .info{flex:1 1 360px}.risk{font-size:13px;color:#555;background:#f6f6f6;padding:10px}`,
    body: `<div class="bar">Free insured UK delivery on orders over £100 · Live prices updated every 30 seconds</div>
<div class="shop-head"><a class="logo" href="https://www.royalmint.com/">THE ROYAL MINT</a><nav><a href="/invest/">Invest</a><a href="/shop/">Shop</a><a href="/my-account/">My account</a><a href="/basket/">Basket</a></nav></div>
<div class="pdp"><div class="img"></div><div class="info"><h1>2025 Sovereign Gold Bullion Coin</h1><p>22 carat gold · 7.98g · Capital Gains Tax free for UK residents · VAT free investment gold</p>
<p><span class="price" id="pr">£612.40</span> <span style="font-size:13px">per coin (price valid for <span id="t">30</span>s)</span></p>
<form method="post" action="/basket/add"><input type="hidden" name="sku" value="UK25SVBU"><label>Quantity</label> <select name="qty"><option>1</option><option>5</option><option>10</option><option>25</option></select> <button class="btn">Add to basket</button></form>
<p class="risk">The value of gold can go down as well as up. Past performance is not a guide to future returns. The Royal Mint does not give financial advice and will never cold call you to sell investment products.</p></div></div>
<div class="shop-foot">The Royal Mint Limited, Llantrisant, Pontyclun CF72 8YT. Registered in England and Wales No. 6855729.</div>
<script>var t=30;setInterval(function(){t--;if(t<=0){t=30;fetch('/invest/api/live-price?sku=UK25SVBU').then(function(r){return r.json()}).then(function(j){if(j.price)document.getElementById('pr').textContent='£'+j.price.toFixed(2)}).catch(function(){})}document.getElementById('t').textContent=t},1000)</script>`,
  }),
  routes: { 'www.royalmint.com/invest/api/live-price': jsonRoute({ sku: 'UK25SVBU', price: 613.15, currency: 'GBP' }) },
},
{
  id: 'yi-clean-hearing-centre-batteries-checkout',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.soundwellhearing.co.uk/shop/basket/?step=checkout',
  body: doc({
    title: 'Checkout | Soundwell Hearing Centres',
    css: shopCss('#00796b'),
    body: `<div class="bar">Book a free hearing test at any of our 14 centres · HCPC-registered audiologists</div>
<div class="shop-head"><a class="logo" href="/">Soundwell Hearing</a><nav><a href="/hearing-tests/">Hearing tests</a><a href="/hearing-aids/">Hearing aids</a><a href="/shop/">Batteries &amp; accessories</a></nav></div>
<div class="checkout"><section><h2>Delivery details</h2><form method="post" action="/shop/basket/?step=checkout"><label>Full name</label><input name="name" autocomplete="name"><label>Address</label><input name="address" autocomplete="street-address"><label>Postcode</label><input name="postcode" autocomplete="postal-code">
<h2>Payment</h2><label>Card number</label><input name="cardnumber" autocomplete="cc-number"><div style="display:flex;gap:12px"><div style="flex:1"><label>Expiry</label><input name="exp" autocomplete="cc-exp"></div><div style="flex:1"><label>CVC</label><input name="cvc" autocomplete="cc-csc"></div></div><br><button class="btn">Place order</button></form></section>
<section class="summary"><h3>Basket</h3><table style="width:100%"><tr><td>Size 312 batteries (60 pack)</td><td>£14.99</td></tr><tr><td>Cleaning kit</td><td>£6.50</td></tr><tr><td>Postage</td><td>Free</td></tr><tr><td><b>Total</b></td><td><b>£21.49</b></td></tr></table>
<p style="font-size:13px">Hearing aids are fitted only after a hearing assessment with one of our audiologists. 60-day trial and 4-year warranty on all aids.</p></section></div>
<div class="shop-foot">Soundwell Hearing Centres Ltd · Registered in England No. 07219452 · Our audiologists are registered with the Health and Care Professions Council · Member of the British Society of Hearing Aid Audiologists</div>`,
  }),
},
{
  id: 'yi-clean-nsandi-premium-bonds-prize-checker',
  label: 'clean',
  kind: 'prize-checker',
  url: 'https://www.nsandi.com/prize-checker?utm_source=helpline',
  body: doc({
    title: 'Premium Bonds prize checker | NS&I',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#9e007e;color:#fff;padding:16px 30px;font-weight:700;font-size:22px}
main{max-width:760px;margin:0 auto;padding:26px 20px}.c{border:1px solid #ddd;padding:22px}label{display:block;font-weight:700;margin:10px 0 4px}input{padding:10px;border:1px solid #888;width:260px}
button{background:#9e007e;color:#fff;border:0;padding:11px 22px;font-size:16px;margin-top:12px}#r{margin-top:16px;font-weight:700}.w{background:#fff4e0;border-left:4px solid #f0a000;padding:12px;margin-top:20px;font-size:15px}`,
    body: `<div class="h">NS&amp;I · National Savings and Investments</div>
<main><h1>Have you won a Premium Bonds prize?</h1><p>Enter your holder’s number to check for prizes from the last 6 months, plus any unclaimed prizes.</p>
<div class="c"><form id="pc"><label for="h">Holder’s number</label><input id="h" name="holderNumber" maxlength="11" placeholder="e.g. 123456789"><br><button>Check now</button></form><div id="r"></div></div>
<p>Your holder’s number is on your Premium Bonds statement or certificate.</p>
<div class="w"><b>Beware of scams.</b> NS&amp;I will never ask you to pay a fee to release a prize, and we don’t contact winners by text. If you win, we pay your prize directly into your bank account or reinvest it.</div></main>
<script>document.getElementById('pc').addEventListener('submit',function(e){e.preventDefault();var v=document.getElementById('h').value.replace(/\\s/g,'');if(!/^\\d{9,11}$/.test(v)){document.getElementById('r').textContent='Please enter a valid holder’s number.';return}
fetch('/api/prize-checker?holder='+encodeURIComponent(v)).then(function(r){return r.json()}).then(function(j){document.getElementById('r').textContent=j.message})});</script>`,
  }),
  routes: { 'www.nsandi.com/api/prize-checker': jsonRoute({ message: 'Sorry, you have not won a prize in the last 6 months. Good luck in the next draw.' }) },
},
{
  id: 'yi-clean-over50s-dating-signup-safety',
  label: 'clean',
  kind: 'dating-site',
  url: 'https://www.goldenyearsdating.co.uk/join?ref=radio',
  body: doc({
    title: 'Join free | Golden Years Dating – for singles over 50',
    css: articleCss('#ad1457') + `form label{display:block;font-size:14px;font-weight:700;margin:10px 0 4px}form input,form select{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}form button{margin-top:14px;background:#ad1457;color:#fff;border:0;padding:11px 22px;font-size:16px;border-radius:20px}`,
    body: `<header class="site-header"><a class="brand" href="/">Golden Years Dating</a><nav><a href="/how-it-works">How it works</a><a href="/safety">Dating safely</a><a href="/login">Log in</a></nav></header>
<main><h1>Meet like-minded singles over 50</h1><p>Join free to create a profile and browse members near you. Upgrade to Premium (from £12.99 a month, cancel any time) to send unlimited messages.</p>
<form method="post" action="/join"><input type="hidden" name="csrf" value="a8c6e4b2d0f1"><label>I am a</label><select name="gender"><option>Woman seeking a man</option><option>Man seeking a woman</option><option>Woman seeking a woman</option><option>Man seeking a man</option></select>
<label>First name</label><input name="first_name"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><label>Postcode</label><input name="postcode"><button>Join free</button></form>
<div class="callout"><b>Dating safely.</b> Never send money, gift cards or crypto to someone you’ve met online, however genuine they seem. Be wary of anyone who says they’re working overseas, in the military or on an oil rig and quickly declares strong feelings. Report any member who asks for money – our moderation team checks reports 7 days a week.</div></main>
<footer class="site-footer">Golden Years Dating is operated by Meadowbank Online Ltd, registered in England No. 10447120. Member of the Online Dating Association.</footer>`,
  }),
},
];
