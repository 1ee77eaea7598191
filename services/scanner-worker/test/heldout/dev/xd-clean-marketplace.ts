import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { shell, baseCss, dataLayer, cardFields, luhnJs } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-gumtree-caravan-listing',
  label: 'clean',
  kind: 'classifieds-listing',
  url: 'https://www.gumtree.com.au/s-ad/ballarat/caravan/2019-jayco-journey-outback-21-66-3/1331847720',
  body: shell(
    '2019 Jayco Journey Outback 21.66-3 | Caravan | Gumtree Australia Ballarat Ballarat City - Ballarat | 1331847720',
    `<header style="background:#72ef36;padding:12px 24px;font:700 22px Arial">gumtree</header>
<main style="max-width:900px">
 <h1 style="font-size:24px">2019 Jayco Journey Outback 21.66-3</h1>
 <p style="font-size:26px;font-weight:700">$58,500 <span style="font-size:14px;font-weight:400">Negotiable</span></p>
 <p>Location: Ballarat Central VIC 3350 · Listed 3 days ago</p>
 <p>Well looked after, used for two lap trips. Ensuite, 2x 150W solar, 2x 100Ah lithium, Anderson plug, diesel heater, roll-out awning, tare 2,480 kg. Inspection welcome — happy to hook it up and show everything working. RWC supplied. Cash or bank transfer on pick-up.</p>
 <form method="post" action="/reply/1331847720"><label>Message the seller</label><textarea name="msg" rows="4" style="width:100%">Hi, is this still available? When could I come and inspect it?</textarea><button style="margin-top:10px;background:#3c3241">Send</button></form>
 <div style="background:#f3f3f3;padding:12px;margin-top:16px;font-size:13px"><b>Safety tips:</b> Always inspect the vehicle in person. Gumtree doesn't offer a vehicle purchase protection or escrow service, and eBay Vehicle Purchase Protection doesn't cover Gumtree sales — any email saying otherwise is a scam. Do a PPSR check before you pay.</div>
</main>
${dataLayer('G-GTAU1Z8K2C')}`,
    { css: baseCss('#72ef36', '#3c3241', '#3c3241') + 'main{max-width:900px}' },
  ),
},
{
  id: 'xd-clean-trademe-puppy-listing',
  label: 'clean',
  kind: 'classifieds-listing',
  url: 'https://www.trademe.co.nz/a/marketplace/pets-animals/dogs/listing/4921886013',
  body: shell(
    'Cavoodle puppies – Dogs NZ registered breeder | Trade Me',
    `<header style="background:#ffcc33;padding:12px 24px;font:700 22px Arial;color:#3a1f5d">Trade Me</header>
<main style="max-width:860px">
 <h1 style="font-size:24px">Cavoodle puppies – ready 14 November</h1>
 <p style="font-size:22px;font-weight:700">$3,200 each</p>
 <p>Location: Te Awamutu, Waikato · Pick up only</p>
 <p>We are a Dogs NZ registered breeder (prefix “Waipā Valley”). Both parents DNA health tested, vet checked, first vaccinations, microchipped and registered with NZCAR. You are welcome — in fact we insist — to visit and meet the puppies and mum before committing. A deposit is only taken after you've visited, and we'll give you a receipt and a sales contract.</p>
 <form method="post" action="/a/marketplace/pets-animals/dogs/listing/4921886013/question"><label>Ask the seller a question</label><textarea name="q" rows="3" style="width:100%"></textarea><button style="margin-top:10px;background:#3a1f5d">Ask question</button></form>
 <p class="muted">Trade Me tip: never pay for an animal you haven't seen in person. Scammers often claim the animal needs to be flown to you.</p>
</main>`,
    { lang: 'en-NZ', css: baseCss('#ffcc33', '#222', '#3a1f5d') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-seek-data-entry-job-ad',
  label: 'clean',
  kind: 'job-board-ad',
  url: 'https://www.seek.com.au/job/80412276?type=standard&ref=search-data-entry',
  body: shell(
    'Data Entry Officer – Part Time Job in Parramatta, Sydney NSW - SEEK',
    `<header style="background:#0d3880;color:#fff;padding:12px 24px;font:700 20px Arial">SEEK</header>
<main style="max-width:860px">
 <h1 style="font-size:24px">Data Entry Officer – Part Time</h1>
 <p><b>Western Sydney Health Supplies Pty Ltd</b> · Parramatta, Sydney NSW · Part time · $30 – $34 per hour + super</p>
 <p>We're looking for an accurate, reliable data entry officer to join our customer orders team three days a week (Tue–Thu, 9am–3pm) at our Parramatta office.</p>
 <ul><li>Enter purchase orders and invoices into our ERP (NetSuite)</li><li>Match delivery dockets and resolve discrepancies</li><li>Answer supplier email enquiries</li></ul>
 <p>You'll be paid fortnightly via payroll. We'll never ask you to pay for training, equipment or to “top up” an account.</p>
 <a class="btn" style="background:#e60278" href="https://www.seek.com.au/job/80412276/apply">Apply</a>
</main>`,
    { css: baseCss('#0d3880', '#222', '#e60278') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-redcross-disaster-appeal-donate',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.redcross.org.au/donate/disaster-relief-and-recovery/?campaign=floods-2025',
  body: shell(
    'Donate to Disaster Relief and Recovery | Australian Red Cross',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd"><svg width="36" height="36" viewBox="0 0 36 36"><path d="M13 2h10v11h11v10H23v11H13V23H2V13h11Z" fill="#e1001a"/></svg><b>Australian Red Cross</b></header>
<main style="max-width:600px">
 <h1 style="font-size:24px">Help people affected by the floods</h1>
 <p>Your donation helps Red Cross teams support people in evacuation centres and helps communities recover. Donations over $2 are tax deductible.</p>
 <form id="don" method="post" action="/donate/process">
  <div style="display:flex;gap:8px"><label class="amt"><input type="radio" name="amt" value="50"> $50</label><label class="amt"><input type="radio" name="amt" value="100" checked> $100</label><label class="amt"><input type="radio" name="amt" value="250"> $250</label></div>
  <label>Other amount</label><input name="other" type="number">
  <label>Email</label><input name="email" type="email">
  ${cardFields({ holder: 'cardName', number: 'cardNumber', exp: 'cardExpiry', cvv: 'cardCvc' })}
  <button style="margin-top:16px;background:#e1001a">Donate now</button>
 </form>
 <p class="muted">Australian Red Cross Society ABN 50 169 561 394. We don't make unsolicited calls asking for donations by gift card or crypto.</p>
</main>
<script>${luhnJs}document.getElementById('don').addEventListener('submit',function(e){if(!luhn(this.cardNumber.value)){e.preventDefault();alert('Please check your card number')}});</script>`,
    { css: baseCss('#fff', '#222', '#e1001a') + '.amt{border:1px solid #ccc;border-radius:4px;padding:10px;font-weight:600}' },
  ),
},
{
  id: 'xd-clean-kathmandu-real-sale',
  label: 'clean',
  kind: 'retail-clearance-sale',
  url: 'https://www.kathmandu.com.au/sale/clearance?sz=48&srule=discount',
  body: shell(
    'Clearance Sale | Outdoor Clothing & Gear | Kathmandu AU',
    `<div style="background:#000;color:#fff;text-align:center;padding:8px">Clearance — up to 60% off selected styles · Summit Club members get free shipping</div>
<header style="padding:16px 24px;border-bottom:1px solid #eee;font:700 24px Arial">KATHMANDU<nav style="float:right;font-size:14px;font-weight:400">Women · Men · Kids · Gear · Sale · <a href="/account/login">Sign in</a></nav></header>
<main style="max-width:1000px;background:none;box-shadow:none">
 <h1>Clearance</h1>
 <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:16px">
  <div class="p"><div class="i"></div>Epiq Women's 600 Down Jacket<br><s>$399.98</s> <b>$199.99</b></div>
  <div class="p"><div class="i"></div>Andulo Men's Rain Jacket v3<br><s>$279.98</s> <b>$139.99</b></div>
  <div class="p"><div class="i"></div>Federate 30L Pack<br><s>$169.98</s> <b>$84.99</b></div>
  <div class="p"><div class="i"></div>Merino Men's Crew<br><s>$119.98</s> <b>$59.99</b></div>
 </div>
</main>
<footer>Kathmandu Limited · <a href="/stores">Find a store</a> · <a href="/help/returns">Returns</a> · Afterpay available</footer>
<script src="/on/demandware.static/Sites-kathmandu-au-Site/-/en_AU/v1730000000/js/main.js"></script>`,
    { css: baseCss('#000') + '.p{background:#fff;padding:10px;font-size:14px}.i{height:150px;background:#e4e8ea;margin-bottom:6px}' },
  ),
  routes: {
    'www.kathmandu.com.au/on/demandware.static/Sites-kathmandu-au-Site/-/en_AU/v1730000000/js/main.js': jsRoute(`window.dataLayer=window.dataLayer||[];dataLayer.push({event:'view_item_list',item_list_name:'clearance'});document.querySelectorAll('.p').forEach(function(p,i){p.addEventListener('click',function(){dataLayer.push({event:'select_item',index:i})})});`),
  },
},
{
  id: 'xd-clean-shopify-checkout-candles',
  label: 'clean',
  kind: 'legit-checkout',
  url: 'https://www.byronbaycandles.com.au/checkouts/cn/Z2NwLWF1c3RyYWxpYS1zb3V0aGVhc3QxOjAxSkI4',
  body: shell(
    'Checkout - Byron Bay Candles',
    `<main style="max-width:620px">
 <h1 style="font-size:22px">Byron Bay Candles</h1>
 <p class="muted">Cart › Information › Shipping › <b>Payment</b></p>
 <p>3 x Soy candle – Coconut &amp; Lime · <b>$89.85</b> · Shipping $9.95 · <b>Total AUD $99.80</b> incl. GST</p>
 <h2 style="font-size:18px">Payment</h2>
 <p class="muted">All transactions are secure and encrypted.</p>
 <iframe src="https://checkout.pci.shopifyinc.com/build/a1f2c3d/number-ltr.html?identifier=&amp;locationURL=" title="Field container for: Card number" style="width:100%;height:56px;border:0"></iframe>
 <form method="post" action="/checkouts/cn/Z2NwLWF1c3RyYWxpYS1zb3V0aGVhc3QxOjAxSkI4/processing">
  <input type="hidden" name="s" value="east-2f8b0c1d9a7e4f60">
  <label>Name on card</label><input name="name" autocomplete="cc-name">
  <p><label style="font-weight:400"><input type="checkbox" checked> Use shipping address as billing address</label></p>
  <button style="background:#1773b0;width:100%">Pay now</button>
 </form>
 <p class="muted">Or pay with Afterpay · PayPal · Shop Pay</p>
</main>`,
    { css: baseCss('#1773b0') },
  ),
  routes: {
    'checkout.pci.shopifyinc.com/build/a1f2c3d/number-ltr.html': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Card number</title></head><body style="margin:0"><input id="number" name="number" autocomplete="cc-number" inputmode="numeric" placeholder="Card number" style="width:100%;padding:14px;border:1px solid #ccc;border-radius:5px;font-size:15px"><script>document.getElementById('number').addEventListener('input',function(){parent.postMessage({type:'card_number_change',valid:this.value.replace(/\\D/g,'').length>=15},'https://www.byronbaycandles.com.au')});</script></body></html>`),
  },
},
{
  id: 'xd-clean-rspca-adopt-puppy',
  label: 'clean',
  kind: 'pet-adoption',
  url: 'https://www.rspcansw.org.au/adopt/dogs/biscuit-cavoodle-x-1022871/',
  body: shell(
    'Adopt Biscuit – Cavoodle X | RSPCA NSW',
    `<header class="top" style="background:#00467f;color:#fff"><b>RSPCA NSW</b><nav style="margin-left:auto;font-size:14px">Adopt · Donate · Volunteer · Report cruelty</nav></header>
<main style="max-width:760px">
 <h1 style="font-size:24px">Biscuit — Cavoodle X, male, 4 months</h1>
 <p>Adoption fee: <b>$650</b> (includes desexing, microchip, vaccinations, worming and 6 weeks of pet insurance)</p>
 <p>Location: Sydney Shelter, Yagoona. Biscuit is a playful pup who loves squeaky toys and is learning to walk on a lead.</p>
 <h2 style="font-size:18px">How to adopt</h2>
 <ol><li>Submit an adoption enquiry below.</li><li>Meet Biscuit at the shelter with everyone in your household.</li><li>Pay the adoption fee in person (EFTPOS or card) when you take Biscuit home.</li></ol>
 <form method="post" action="/adopt/enquiry"><input type="hidden" name="animal" value="1022871"><label>Name</label><input name="name"><label>Phone</label><input name="phone" type="tel"><label>Email</label><input name="email" type="email"><button style="margin-top:12px;background:#00467f">Send enquiry</button></form>
 <p class="muted">RSPCA NSW never asks for payment before you've met the animal and never ships animals interstate.</p>
</main>`,
    { css: baseCss('#00467f') },
  ),
},
];
