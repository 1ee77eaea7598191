import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, shopCss, monogram } from '../parts/yp-kit.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-shop-department-store-liquidation',
  label: 'scam',
  kind: 'fake-shop-closing-sale',
  url: 'https://thebay-finalliquidation.shop/collections/all',
  routes: {
    'thebay-finalliquidation.shop/checkout': htmlRoute(doc({
      title: 'Checkout - Hudson’s Bay Final Sale',
      css: baseCss + formCss + `main{max-width:560px;margin:30px auto;padding:0 20px}.btn{background:#000;width:100%}.sum{background:#f7f7f7;padding:14px;border-radius:6px}`,
      body: `<main><h2>HUDSON’S BAY · Secure checkout</h2><div class="sum">Order total: <b id="tot">$0.00</b> · Free shipping</div><form id="co" method="post" action="/checkout/pay.php"><label>Email</label><input name="email" type="email"><label>Full name</label><input name="name"><label>Address</label><input name="address"><div class="row"><div><label>City</label><input name="city"></div><div><label>Postal code</label><input name="postal"></div></div><label>Card number</label><input name="cardno"><div class="row"><div><label>MM/YY</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div><p><button class="btn">Complete order</button></p></form></main>
<script>document.getElementById('tot').textContent='$'+(localStorage.getItem('cartTotal')||'59.97');</script>`,
    })),
  },
  body: doc({
    title: 'Hudson’s Bay – FINAL LIQUIDATION – Everything Must Go',
    css: baseCss + shopCss + `.hero{background:#000;color:#fff;text-align:center;padding:40px 20px}.hero h1{font-size:46px;margin:0}.cd{font-size:28px;font-family:monospace;color:#ffd400}.btn{background:#c0262d;color:#fff;border:0;border-radius:4px;padding:8px 14px;width:100%}`,
    body: `<div class="top">🚚 FREE SHIPPING ACROSS CANADA · STORE CLOSING – ALL SALES FINAL</div>
<div class="wrap nav"><a class="logo" href="#">HUDSON’S BAY</a><span>🛒 <span id="cn">0</span></span></div>
<div class="hero"><h1>FINAL LIQUIDATION · UP TO 90% OFF</h1><p>After 355 years, we are closing our doors. Our entire warehouse inventory must be cleared.</p><div class="cd" id="cd">05:59:59</div></div>
<div class="wrap"><div class="grid">
<div class="card"><div class="ph">Dyson V15 Detect</div><div class="in"><span class="badge">-88%</span><p>Dyson V15 Detect Cordless Vacuum</p><p><span class="was">$949.99</span><span class="now">$109.99</span></p><button class="btn" data-p="109.99">Add to cart</button></div></div>
<div class="card"><div class="ph">Canada Goose parka</div><div class="in"><span class="badge">-90%</span><p>Canada Goose Expedition Parka</p><p><span class="was">$1,695.00</span><span class="now">$169.00</span></p><button class="btn" data-p="169.00">Add to cart</button></div></div>
<div class="card"><div class="ph">Le Creuset 5.5 qt</div><div class="in"><span class="badge">-85%</span><p>Le Creuset Dutch Oven 5.5 qt</p><p><span class="was">$525.00</span><span class="now">$59.97</span></p><button class="btn" data-p="59.97">Add to cart</button></div></div>
<div class="card"><div class="ph">KitchenAid Artisan</div><div class="in"><span class="badge">-87%</span><p>KitchenAid Artisan Stand Mixer</p><p><span class="was">$649.99</span><span class="now">$79.99</span></p><button class="btn" data-p="79.99">Add to cart</button></div></div>
<div class="card"><div class="ph">Hudson’s Bay Point Blanket</div><div class="in"><span class="badge">-80%</span><p>Hudson’s Bay Multistripe Point Blanket – Queen</p><p><span class="was">$525.00</span><span class="now">$99.00</span></p><button class="btn" data-p="99.00">Add to cart</button></div></div>
</div></div>
<footer><div class="wrap">© Hudson’s Bay Company · Customer service: support@thebay-finalliquidation.shop · Returns not accepted on liquidation items.</div></footer>
<script>var t=0,n=0;document.querySelectorAll('[data-p]').forEach(function(b){b.onclick=function(){t+=+b.dataset.p;n++;localStorage.setItem('cartTotal',t.toFixed(2));document.getElementById('cn').textContent=n;location.href='/checkout'}});var s=21599;setInterval(function(){s--;document.getElementById('cd').textContent=new Date(s*1000).toISOString().substr(11,8)},1000);</script>`,
  }),
},
{
  id: 'yp-shop-frenchie-puppies-shipping',
  label: 'scam',
  kind: 'fake-shop-pets',
  url: 'https://www.frenchiebulldogpuppies-home.com/available-puppies/',
  routes: {
    'www.frenchiebulldogpuppies-home.com/img/p1.png': pngRoute(196, 170, 140),
    'www.frenchiebulldogpuppies-home.com/img/p2.png': pngRoute(90, 80, 70),
    'www.petair-transportservice.com/track': htmlRoute(doc({
      title: 'PetAir Transport Services – Shipment Tracking',
      css: baseCss + `main{max-width:700px;margin:30px auto;padding:0 20px}.st{background:#fff3cd;border:1px solid #ffc107;padding:14px;border-radius:6px}table td{padding:6px 10px;border-bottom:1px solid #eee}`,
      body: `<main><h2>PetAir Transport Services · Live Animal Logistics</h2><p>Tracking: <b>PAT-77319-CA</b></p><table><tr><td>Pet</td><td>French Bulldog (Blue Fawn, male)</td></tr><tr><td>Origin</td><td>Kansas City, MO</td></tr><tr><td>Destination</td><td>Ottawa, ON</td></tr><tr><td>Status</td><td><b>ON HOLD – customs</b></td></tr></table>
<div class="st"><b>Action required:</b> Canadian Food Inspection Agency regulations require a temperature-controlled crate and a refundable live-animal insurance of <b>$980 USD</b> before the pet can continue to its destination. The fee is fully refunded on delivery. Please pay via Zelle to <b>petairtransport.billing@gmail.com</b> or with Apple gift cards and email the codes to our agent. Pets held more than 48 hours are transferred to a quarantine facility at the owner's expense ($150/day).</div></main>`,
    })),
  },
  body: doc({
    title: 'Available French Bulldog Puppies – Frenchie Home',
    css: baseCss + shopCss + formCss + `.pup{display:grid;grid-template-columns:220px 1fr;gap:20px;border-bottom:1px solid #eee;padding:20px 0}.pill{background:#e8f7ee;color:#1a7f42;border-radius:20px;padding:3px 10px;font-size:13px}`,
    body: `<div class="wrap nav"><a class="logo" href="/">🐾 Frenchie Home</a><nav><a href="/">Home</a> · <a href="/available-puppies/">Available puppies</a> · <a href="/testimonials/">Testimonials</a> · <a href="/contact/">Contact</a></nav></div>
<div class="wrap"><h1>Available puppies</h1><p>All our babies are AKC registered, vet checked, up to date on shots and come with a 1-year health guarantee. We ship nationwide and to Canada with our trusted partner <a href="https://www.petair-transportservice.com/track">PetAir Transport</a> – your puppy arrives in a climate-controlled cabin with a nanny.</p>
<div class="pup"><img src="/img/p1.png" width="220" height="180" alt="Bella"><div><h2>Bella <span class="pill">Available</span></h2><p>Female · 11 weeks · Lilac &amp; Tan · Very playful and loves kids.</p><p><b>$650</b> (was $3,200) – we are reducing prices because our family is moving abroad and we want them in loving homes.</p></div></div>
<div class="pup"><img src="/img/p2.png" width="220" height="180" alt="Milo"><div><h2>Milo <span class="pill">Available</span></h2><p>Male · 12 weeks · Blue Fawn · Potty-trained, crate-trained.</p><p><b>$700</b></p></div></div>
<h2>Adoption application</h2><form method="post" action="/apply.php"><div class="row"><div><label>Your name</label><input name="name"></div><div><label>Phone (text preferred)</label><input name="phone"></div></div><label>Email</label><input name="email"><label>Which puppy?</label><select name="pup"><option>Bella</option><option>Milo</option></select><label>Shipping address</label><input name="addr"><label>Payment method</label><select name="pay"><option>Zelle</option><option>Cash App</option><option>Interac e-Transfer</option><option>Apple gift card</option></select><p><button class="btn" style="background:#1a7f42">Reserve my puppy</button></p></form>
<p class="hint">Sorry, no visits at this time due to our family's travel schedule. We send videos and photos on request. Deposits are non-refundable.</p></div>`,
  }),
},
{
  id: 'yp-shop-nordic-furniture-clearance',
  label: 'scam',
  kind: 'fake-shop-furniture',
  url: 'https://www.nordicloft-furniture.store/',
  routes: {
    'www.nordicloft-furniture.store/assets/app.css': cssRoute(`.hero{background:#efe9e1;padding:50px 0;text-align:center}.hero h1{font-size:44px;margin:0}.tp{color:#00b67a;font-weight:700}.btn{background:#222;color:#fff;border:0;padding:8px 14px;width:100%;border-radius:3px}`),
    'www.nordicloft-furniture.store/api/cart': jsonRoute({ ok: true, discountCode: 'CLEAR80', bankTransferDiscount: 0.1 }),
  },
  body: doc({
    title: 'Nordic Loft Furniture | Warehouse Clearance – 80% Off',
    head: '<link rel="stylesheet" href="/assets/app.css">',
    css: baseCss + shopCss,
    body: `<div class="top">WAREHOUSE CLEARANCE · 80% OFF EVERYTHING · EXTRA 10% OFF WITH BANK TRANSFER</div>
<div class="wrap nav"><a class="logo" href="/">NORDIC LOFT</a><span>Excellent <span class="tp">★★★★★</span> 4.8 / 5 · 12,447 reviews</span></div>
<div class="hero"><h1>Scandinavian design. Clearance prices.</h1><p>We are relocating our warehouse. Every piece must go before the end of the month.</p></div>
<div class="wrap"><div class="grid">
<div class="card"><div class="ph">Oslo 3-seat sofa</div><div class="in"><p>Oslo 3-Seat Bouclé Sofa</p><p><span class="was">$2,399</span><span class="now">$479</span></p><button class="btn" data-id="oslo">Add to cart</button></div></div>
<div class="card"><div class="ph">Bergen dining table</div><div class="in"><p>Bergen Solid Oak Dining Table (8 seats)</p><p><span class="was">$3,150</span><span class="now">$629</span></p><button class="btn" data-id="bergen">Add to cart</button></div></div>
<div class="card"><div class="ph">Fjord bed frame</div><div class="in"><p>Fjord Upholstered King Bed</p><p><span class="was">$1,890</span><span class="now">$378</span></p><button class="btn" data-id="fjord">Add to cart</button></div></div>
<div class="card"><div class="ph">Lund lounge chair</div><div class="in"><p>Lund Leather Lounge Chair &amp; Ottoman</p><p><span class="was">$1,450</span><span class="now">$290</span></p><button class="btn" data-id="lund">Add to cart</button></div></div>
</div>
<h2>Payment</h2><p>We accept Visa, Mastercard and bank transfer. Card payments are processed by our partner in Hong Kong and may appear as "HK SMART TRADE LTD". Pay by bank transfer or USDT and receive an extra 10% off – details are emailed after checkout.</p></div>
<footer><div class="wrap">Nordic Loft Furniture · Warehouse: Unit 4, 180 Industrial Pkwy, Mississauga · service@nordicloft-furniture.store · Delivery 15-30 business days · Returns: items must be returned to our international warehouse at the customer's cost.</div></footer>
<script>document.querySelectorAll('[data-id]').forEach(function(b){b.onclick=function(){fetch('/api/cart',{method:'POST',body:b.dataset.id}).then(function(){location.href='/checkout?item='+b.dataset.id})}});</script>`,
  }),
},
{
  id: 'yp-shop-used-car-escrow-protection',
  label: 'scam',
  kind: 'fake-vehicle-escrow',
  url: 'https://ebaymotors-vehicleprotection.com/transaction/EBM-5521087',
  body: doc({
    title: 'eBay Vehicle Purchase Protection – Transaction EBM-5521087',
    css: baseCss + `body{background:#f7f7f7}header{background:#fff;border-bottom:1px solid #ddd;padding:14px 0}.logo span{font-size:30px;font-weight:700}main{max-width:820px;margin:26px auto;background:#fff;padding:30px;border:1px solid #ddd}table td{padding:6px 10px;border-bottom:1px solid #eee}.steps li{margin-bottom:8px}.note{background:#fff8e1;padding:14px;border:1px solid #f0c36d}`,
    body: `<header><div class="wrap logo"><span style="color:#e53238">e</span><span style="color:#0064d2">b</span><span style="color:#f5af02">a</span><span style="color:#86b817">y</span> <b>Motors</b> · Vehicle Purchase Protection</div></header>
<main><h1>Your transaction is protected</h1><p>Dear Buyer, the seller <b>Karen Whitfield</b> has accepted your offer and the vehicle has been placed in our secured delivery program. eBay holds your payment in escrow until you inspect the car. You have 5 days after delivery to accept or return the vehicle at no cost.</p>
<table><tr><td>Vehicle</td><td>2017 Toyota RAV4 XLE AWD · 61,200 mi</td></tr><tr><td>VIN</td><td>2T3RFREV6HW5XXXXX</td></tr><tr><td>Price</td><td><b>$8,400.00</b> (shipping included)</td></tr><tr><td>Delivery</td><td>5–7 days to your driveway</td></tr></table>
<h2>How to pay</h2><ol class="steps"><li>Purchase eBay gift cards for the total amount at any Walmart, Target or Best Buy (maximum $500 per card).</li><li>Scratch the back of the cards and take a clear photo of each one with the receipt.</li><li>Reply to your eBay agent with the photos or enter the codes below.</li></ol>
<form method="post" action="/transaction/submit-codes"><textarea name="codes" rows="5" style="width:100%" placeholder="Card 1 code&#10;Card 2 code"></textarea><p><button style="background:#0064d2;color:#fff;border:0;padding:10px 20px;border-radius:20px">Submit payment codes</button></p></form>
<div class="note">For your protection, do not contact the seller directly during the escrow period and do not discuss the transaction with store staff, as this can invalidate the protection. Agent: Michael Dawson, eBay Vehicle Protection Department, 1-888-555-0119.</div></main>`,
  }),
},
{
  id: 'yp-shop-stadium-tour-tickets-etransfer',
  label: 'scam',
  kind: 'fake-shop-tickets',
  url: 'https://tour-resale-toronto.ca/tickets/rogers-centre-night-2',
  body: doc({
    title: 'Verified Resale – Rogers Centre Night 2 – Floor & Lower Bowl',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#1f1147;color:#fff;padding:16px 0}main{max-width:860px;margin:24px auto;padding:0 20px}.seat{display:flex;justify-content:space-between;border:1px solid #ddd;border-radius:8px;padding:14px;margin:10px 0}.price{font-weight:700;font-size:20px}.hot{color:#d0021b;font-size:13px;font-weight:700}.btn{background:#6c3bd6}`,
    body: `<header><div class="wrap"><b>TourResale.ca</b> · 100% Verified Fan-to-Fan Tickets</div></header>
<main><h1>The Eras Tour – Rogers Centre, Toronto – Night 2</h1><p class="hot">🔥 312 people are viewing this event · Only 9 listings left</p>
<div class="seat"><div><b>Floor A – Row 14</b><br>2 tickets together · Mobile transfer</div><div class="price">$780 / ticket</div></div>
<div class="seat"><div><b>Section 118 – Row 22</b><br>4 tickets · Mobile transfer</div><div class="price">$420 / ticket</div></div>
<div class="seat"><div><b>Section 521 – Row 3</b><br>2 tickets · Mobile transfer</div><div class="price">$190 / ticket</div></div>
<h2>Buy tickets</h2><p>To keep prices low and avoid platform fees, payments are accepted by <b>Interac e-Transfer only</b>. Send the full amount to <b>tickets.sarahm@gmail.com</b> (auto-deposit enabled) and enter the reference below. Tickets are transferred to your Ticketmaster account within 24 hours of payment.</p>
<form method="post" action="/order.php"><label>Listing</label><select name="listing"><option>Floor A – Row 14 (2 × $780)</option><option>Section 118 – Row 22</option><option>Section 521 – Row 3</option></select><label>Email for ticket transfer</label><input name="email"><label>e-Transfer reference number</label><input name="ref"><p><button class="btn">Confirm order</button></p></form>
<p class="hint">All sales final. No refunds. We are not affiliated with Ticketmaster.</p></main>`,
  }),
},
{
  id: 'yp-shop-all-ireland-final-tickets',
  label: 'scam',
  kind: 'fake-shop-tickets',
  url: 'https://allirelandfinal-tickets.com/hurling/croke-park',
  body: doc({
    title: 'All-Ireland Hurling Final Tickets – Croke Park – Ticéid',
    lang: 'en-IE',
    css: baseCss + shopCss + formCss + `.hero{background:#0c5a2a;color:#fff;padding:30px 0}.stand td{padding:8px 12px;border-bottom:1px solid #eee}.btn{background:#0c5a2a}`,
    body: `<div class="hero"><div class="wrap"><h1>All-Ireland Senior Hurling Championship Final</h1><p>Croke Park, Dublin · Sunday 3.30pm · Ticéid ar díol anois</p></div></div>
<div class="wrap"><p><b>Guaranteed genuine tickets</b> – sold out on Ticketmaster but available here from season-ticket holders. Tickets delivered by email 48 hours before throw-in.</p>
<table class="stand"><tr><th>Stand</th><th>Price</th><th></th></tr><tr><td>Hogan Stand Upper</td><td>€245</td><td><button class="btn" data-s="Hogan Upper">Select</button></td></tr><tr><td>Cusack Stand Lower</td><td>€210</td><td><button class="btn" data-s="Cusack Lower">Select</button></td></tr><tr><td>Davin Stand</td><td>€165</td><td><button class="btn" data-s="Davin">Select</button></td></tr><tr><td>Hill 16 (standing)</td><td>€120</td><td><button class="btn" data-s="Hill 16">Select</button></td></tr></table>
<h2>Checkout</h2><form method="post" action="/checkout/process"><label>Stand</label><input id="st" name="stand" readonly><label>Quantity</label><select name="qty"><option>1</option><option>2</option><option>4</option></select><label>Name</label><input name="name"><label>Email</label><input name="email"><label>Card number</label><input name="card"><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div><p class="hint">Or pay by Revolut to @gaatix and save 10%.</p><p><button class="btn">Buy tickets</button></p></form></div>
<footer><div class="wrap">AllIrelandFinal-Tickets is a secondary marketplace. Prices may be above face value.</div></footer>
<script>document.querySelectorAll('[data-s]').forEach(function(b){b.onclick=function(){document.getElementById('st').value=b.dataset.s;document.getElementById('st').scrollIntoView()}});</script>`,
  }),
},
{
  id: 'yp-clean-shop-ckc-breeder-waitlist',
  label: 'clean',
  kind: 'clean-breeder',
  url: 'https://www.cedarhollowgoldens.ca/puppies',
  body: doc({
    title: 'Puppies & Waitlist | Cedar Hollow Golden Retrievers',
    lang: 'en-CA',
    css: baseCss + formCss + `header{padding:20px 0;border-bottom:1px solid #eee}main{max-width:820px;margin:24px auto;padding:0 20px}.btn{background:#8a5a1c}.facts td{padding:6px 12px;border-bottom:1px solid #eee}`,
    body: `<header><div class="wrap"><b style="font-size:22px;color:#8a5a1c">Cedar Hollow Goldens</b> · CKC registered · Wellington County, Ontario</div></header>
<main><h1>Puppies and our waitlist</h1><p>We raise one or two litters a year in our home. Our dogs are family members first. Both parents of every litter have OFA/OVC hip and elbow clearances, eye and heart exams, and DNA tests for PRA and ichthyosis – copies are available on request and verifiable on the OFA database.</p>
<table class="facts"><tr><td>Next litter</td><td>Maple × Finn, expected in April</td></tr><tr><td>Price</td><td>$3,200 (includes CKC registration, microchip, first vaccines, vet exam)</td></tr><tr><td>Deposit</td><td>$500, taken only after we have met you and a puppy is confirmed for you</td></tr><tr><td>Pick-up</td><td>In person at 8 weeks. We do not ship puppies.</td></tr></table>
<h2>Visits</h2><p>We encourage you to visit and meet our dogs before you commit. Visits are by appointment on weekends. If someone offers you a "Cedar Hollow" puppy shipped by courier, it is not us.</p>
<h2>Waitlist application</h2><form method="post" action="/puppies/apply"><div class="row"><div><label>Name</label><input name="name"></div><div><label>Email</label><input name="email" type="email"></div></div><label>Tell us about your home, family and experience with dogs</label><textarea name="about" rows="5"></textarea><label>Preferred sex</label><select name="sex"><option>No preference</option><option>Female</option><option>Male</option></select><p><button class="btn">Send application</button></p></form>
<p class="hint">Every puppy goes home with a written contract and a lifetime take-back guarantee. Member in good standing of the Canadian Kennel Club and the Golden Retriever Club of Ontario.</p></main>`,
  }),
},
{
  id: 'yp-clean-shop-ticket-resale-event',
  label: 'clean',
  kind: 'clean-ticket-marketplace',
  url: 'https://www.ticketmaster.ca/maple-leafs-vs-canadiens-toronto-ontario/event/10006123D8A1',
  routes: {
    'www.ticketmaster.ca/api/quickpicks/10006123D8A1': jsonRoute({ picks: [{ section: '116', row: '9', price: 412.5, type: 'Verified Resale' }, { section: '310', row: '2', price: 189.0, type: 'Standard' }] }),
  },
  body: doc({
    title: 'Toronto Maple Leafs vs. Montreal Canadiens Tickets | Scotiabank Arena | Ticketmaster.ca',
    lang: 'en-CA',
    css: baseCss + `header{background:#024ddf;color:#fff;padding:14px 0}main{max-width:900px;margin:24px auto;padding:0 20px}.pick{display:flex;justify-content:space-between;border:1px solid #ddd;border-radius:6px;padding:12px;margin:8px 0}.vr{color:#026cdf;font-size:13px;font-weight:700}`,
    body: `<header><div class="wrap"><b style="font-size:22px">ticketmaster</b>® · <a style="color:#fff" href="https://www.ticketmaster.ca/member">Sign In</a></div></header>
<main><h1>Toronto Maple Leafs vs. Montreal Canadiens</h1><p>Scotiabank Arena, Toronto, ON · Sat 7:00 PM</p><div id="picks"></div>
<p style="font-size:14px">Verified Resale tickets are listed by fans and reissued in your name with a new barcode, so they're guaranteed. Buy only on Ticketmaster or the team's official site; tickets sold for e-Transfer on social media are often counterfeit or sold to multiple buyers.</p>
<p style="font-size:13px;color:#666">Prices include fees. Resale prices are set by the seller and may be above or below face value.</p></main>
<script>fetch('/api/quickpicks/10006123D8A1').then(function(r){return r.json()}).then(function(j){var h='';j.picks.forEach(function(p){h+='<div class="pick"><div>Sec '+p.section+' · Row '+p.row+(p.type==='Verified Resale'?' <span class="vr">✓ Verified Resale</span>':'')+'</div><b>CA $'+p.price.toFixed(2)+'</b></div>'});document.getElementById('picks').innerHTML=h});</script>`,
  }),
},
{
  id: 'yp-clean-shop-dealer-credit-application',
  label: 'clean',
  kind: 'clean-dealer-finance',
  url: 'https://www.kingstonhondacentre.ca/en/finance/credit-application',
  body: doc({
    title: 'Online Credit Application | Kingston Honda Centre',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#111;color:#fff;padding:14px 0}main{max-width:760px;margin:26px auto;padding:0 20px}.btn{background:#cc0000}fieldset{border:1px solid #ddd;padding:16px 20px;margin:16px 0}`,
    body: `<header><div class="wrap"><b>Kingston Honda Centre</b> · 2560 Princess St, Kingston ON · 613-555-0133</div></header>
<main><h1>Get pre-approved</h1><p>Complete our secure credit application and one of our finance managers will contact you within one business day. Submitting this form authorizes us to obtain a credit report. Financing is provided by Honda Financial Services and other lenders, on approved credit.</p>
<form method="post" action="/en/finance/credit-application/submit"><fieldset><legend>Applicant</legend><div class="row"><div><label>First name</label><input name="first"></div><div><label>Last name</label><input name="last"></div></div><div class="row"><div><label>Date of birth</label><input name="dob" type="date"></div><div><label>Phone</label><input name="phone" type="tel"></div></div><label>Email</label><input name="email" type="email"><label>SIN (optional – helps lenders locate your file)</label><input name="sin" inputmode="numeric" maxlength="11"></fieldset>
<fieldset><legend>Residence &amp; employment</legend><label>Address</label><input name="address"><div class="row"><div><label>Monthly housing payment</label><input name="housing"></div><div><label>Years at address</label><input name="years"></div></div><label>Employer</label><input name="employer"><label>Gross annual income</label><input name="income"></fieldset>
<label style="font-weight:400"><input type="checkbox" name="consent" required> I consent to Kingston Honda Centre and its lending partners obtaining my credit report for the purpose of this application.</label><p><button class="btn">Submit application</button></p></form>
<p class="hint">OMVIC registered dealer. Your information is transmitted over an encrypted connection and handled under our <a href="/en/privacy">privacy policy</a>.</p></main>`,
  }),
},
{
  id: 'yp-clean-shop-spca-adoption',
  label: 'clean',
  kind: 'clean-pet-adoption',
  url: 'https://www.ontariospca.ca/adopt/dogs/juniper-a1187722/',
  body: doc({
    title: 'Meet Juniper – Adopt a Dog | Ontario SPCA',
    lang: 'en-CA',
    css: baseCss + `header{background:#0072bc;color:#fff;padding:16px 0}main{max-width:860px;margin:26px auto;padding:0 20px;display:grid;grid-template-columns:1fr 1.3fr;gap:30px}.ph{height:320px;background:#e4ecf3;border-radius:8px}.btn{display:inline-block;background:#f68d2e;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none;font-weight:700}`,
    body: `<header><div class="wrap"><b>Ontario SPCA and Humane Society</b> · Stouffville Animal Centre</div></header>
<main><div class="ph" role="img" aria-label="Juniper"></div><div><h1>Juniper</h1><p>Mixed breed · Female · 2 years · Spayed · Animal ID A1187722</p><p>Juniper is a gentle, food-motivated girl who loves long walks and squeaky toys. She'd do best in a home with older children and no cats.</p><p><b>Adoption fee: $475</b> (includes spay, vaccines, microchip, 6 weeks of pet insurance).</p><p><a class="btn" href="/adopt/apply/?animal=A1187722">Apply to adopt</a></p><p style="font-size:14px">Adoption fees are paid in person at the animal centre after your meet-and-greet. We never ask for payment by e-Transfer or gift card before you meet an animal.</p></div></main>`,
  }),
},
];
