import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const warmCss = `body{margin:0;font-family:Georgia,serif;background:#fffaf3;color:#3b2f2f}header{background:#7a4e2d;color:#fff;padding:16px 30px;display:flex;justify-content:space-between}header a{color:#fff;margin-left:16px;text-decoration:none;font-family:sans-serif;font-size:14px}main{max-width:960px;margin:0 auto;padding:20px}.pups{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}.pup{background:#fff;border-radius:8px;padding:12px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.pup .ph{height:150px;background:#e8d9c8;border-radius:6px}.btn{background:#7a4e2d;color:#fff;padding:10px 18px;border:0;border-radius:4px;text-decoration:none;display:inline-block}`;
const appCss = `body{margin:0;font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933;background:#fff}header{display:flex;align-items:center;gap:24px;padding:14px 32px;border-bottom:1px solid #e5e7eb}header a{color:#374151;text-decoration:none;font-size:14px}main{max-width:1040px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:10px;padding:18px;margin:14px 0}.btn{background:#ff385c;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-weight:600;text-decoration:none;display:inline-block}.muted{color:#6b7280;font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-puppy-deposit-frenchie-us',
  label: 'scam',
  kind: 'pet-deposit',
  url: 'https://www.sunnymeadowfrenchies.com/available-puppies',
  body: doc({
    title: 'Available French Bulldog Puppies | Sunny Meadow Frenchies – Family Raised in Texas',
    css: warmCss,
    body: `<header><strong>🐾 Sunny Meadow Frenchies</strong><nav><a href="#">Home</a><a href="#">Available Puppies</a><a href="#">Delivery</a><a href="#">Testimonials</a><a href="#">Contact</a></nav></header>
<main>
<h1>Available Puppies</h1>
<p>All our babies are AKC registered, vet checked, up to date on shots and deworming, and come with a 1 year health guarantee. We are a small family breeder in Waco TX and our puppies are raised in our home with our kids. We do not sell to puppy mills!!</p>
<div class="pups">
<div class="pup"><div class="ph"></div><h3>Bella – Blue Merle Female</h3><p>10 weeks · $850 <s>$3,500</s></p><a class="btn" href="#adopt">Adopt Bella</a></div>
<div class="pup"><div class="ph"></div><h3>Rocky – Lilac Tan Male</h3><p>11 weeks · $900</p><a class="btn" href="#adopt">Adopt Rocky</a></div>
<div class="pup"><div class="ph"></div><h3>Coco – Fluffy Cream Female</h3><p>9 weeks · $1,100</p><a class="btn" href="#adopt">Adopt Coco</a></div>
</div>
<h2 id="adopt">How to adopt</h2>
<ol><li>Fill the adoption application below.</li><li>Pay a <b>$300 non refundable deposit</b> to reserve your puppy (Zelle, Cash App, Apple Pay or Bitcoin only, NO PayPal due to past chargebacks).</li><li>Our pet delivery partner <b>SkyPaws Pet Transport</b> will deliver to your door in a climate controlled crate. Delivery fee $350 + refundable crate insurance $650 paid to the courier.</li></ol>
<form id="app" style="background:#fff;padding:16px;border-radius:8px"><p><input placeholder="Full name" required style="width:100%;padding:8px"></p><p><input placeholder="Email" style="width:100%;padding:8px"></p><p><input placeholder="Phone / Text" style="width:100%;padding:8px"></p><p><select style="width:100%;padding:8px"><option>Bella</option><option>Rocky</option><option>Coco</option></select></p><p><button class="btn">Submit application</button></p></form>
<div id="ok" style="display:none;background:#e9f7e9;padding:16px;border-radius:8px;margin-top:12px"></div>
${reviews([['Jessica M., Ohio', 'Our baby Luna arrived healthy and happy, thank you Sarah!! Highly reccomend', '★★★★★'], ['Derek & Amy, Florida', 'Smooth process, delivery guy was great', '★★★★★']], 'Happy Families')}
</main>
${footer({ Contact: ['Text: (254) 555-0147', 'sunnymeadowfrenchies@gmail.com'] }, '© 2026 Sunny Meadow Frenchies. All rights reserved.')}
<script>document.getElementById('app').addEventListener('submit',function(e){e.preventDefault();var o=document.getElementById('ok');o.style.display='block';o.innerHTML='<b>Application approved!</b> Please send the $300 deposit via Zelle to <b>sarah.whitfield.tx@gmail.com</b> or Cash App <b>$SarahWhitfield254</b> and text a screenshot to (254) 555-0147. Your puppy is held for 12 hours only.';});</script>`,
  }),
},
  {
  id: 'k-scam-holiday-villa-deposit-it',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://villa-limoni-amalfi.it/prenota',
  body: doc({
    title: 'Villa Limoni Amalfi – Prenotazione diretta (sconto 25% rispetto a Booking)',
    lang: 'it',
    css: appCss.replace(/#ff385c/g, '#d98c00'),
    body: `<header><strong style="font-size:20px">Villa Limoni · Amalfi</strong><a href="#">La villa</a><a href="#">Galleria</a><a href="#">Prezzi</a><a href="#">Contatti</a></header>
<main>
<h1>Prenota direttamente e risparmia il 25%</h1>
<p>Villa con piscina a sfioro e vista mare, 4 camere, 8 ospiti. Le stesse foto che trovate su Booking e Airbnb — ma prenotando qui non paghi le commissioni!</p>
<div class="box"><h3>Disponibilità luglio – agosto</h3><p>Settimana 12–19 luglio: <b>€ 1.950</b> <s>€ 2.600</s><br>Settimana 2–9 agosto: <b>€ 2.200</b> <s>€ 2.950</s></p>
<p class="muted">Ultime 2 settimane disponibili. Altre 6 persone stanno guardando questa pagina.</p></div>
<form id="f" class="box"><h3>Richiedi prenotazione</h3><p><input placeholder="Nome e cognome" required style="width:100%;padding:8px"></p><p><input placeholder="Email" required style="width:100%;padding:8px"></p><p><select id="w" style="width:100%;padding:8px"><option value="1950">12–19 luglio</option><option value="2200">2–9 agosto</option></select></p><button class="btn">Verifica e blocca le date</button></form>
<div id="out" class="box" style="display:none"></div>
<p class="muted">Il proprietario è attualmente all'estero per lavoro; le chiavi vengono consegnate dalla nostra agenzia di fiducia all'arrivo.</p>
</main>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var t=+document.getElementById('w').value,dep=Math.round(t*0.5);var o=document.getElementById('out');o.style.display='block';o.innerHTML='<h3>Date disponibili ✔</h3><p>Per bloccare le date è richiesto un acconto del 50%: <b>€ '+dep+'</b> tramite bonifico istantaneo entro 24 ore.</p><p>IBAN: <b>ES91 2100 0418 4502 0005 1332</b><br>Intestatario: <b>Holiday Keys Management SL</b><br>Causale: affitto casa vacanza</p><p>Non accettiamo carte di credito per evitare le commissioni delle piattaforme. Inviare la ricevuta a villalimoni.amalfi@gmail.com</p>';});</script>`,
  }),
},
  {
  id: 'k-scam-student-flat-deposit-uk',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://www.citynestlettings.co.uk/property/2-bed-flat-shoreditch-ref-8813',
  body: doc({
    title: '2 Bed Flat, Shoreditch E2 – £1,150 pcm | CityNest Lettings',
    css: appCss.replace(/#ff385c/g, '#00857c'),
    body: `<header><strong>CityNest Lettings</strong><a href="#">To Rent</a><a href="#">Landlords</a><a href="#">About</a></header>
<main>
<h1>2 bed flat to rent, Redchurch Street, Shoreditch E2</h1>
<p><b>£1,150 pcm</b> · Available now · Furnished · Bills included</p>
<div class="box"><p>Bright and spacious two bedroom flat in the heart of Shoreditch, recently refurbished, with open plan kitchen, wooden floors, washing machine and a private balcony. Ideal for students or young professionals. Council tax band C.</p>
<p>Landlord note: I'm currently working offshore in Aberdeen so viewings are not possible in person. Due to high demand, the flat will go to the first person who secures it with the holding deposit. Keys and tenancy agreement are sent by secure courier once the deposit is received.</p></div>
<div class="box"><h3>Secure this property</h3><p>Holding deposit (1 week's rent): <b>£265</b><br>Security deposit (5 weeks): <b>£1,327</b><br>First month: <b>£1,150</b><br><b>Total to move in: £2,742</b></p>
<p>Payment must be made by bank transfer to our client account (Monzo) within 24h. We will email you the details after you reply with copy of your passport or BRP and proof of funds.</p>
<a class="btn" href="mailto:lettings.citynest@protonmail.com">Reserve now</a></div>
<p class="muted">CityNest Lettings is a member of the Property Ombudsman scheme. Client money protection provided.</p>
</main>`,
  }),
},
  {
  id: 'k-scam-festival-ticket-resale-en',
  label: 'scam',
  kind: 'ticket-resale',
  url: 'https://www.glasto-resale-tickets.co.uk/weekend-tickets',
  body: doc({
    title: 'Glastonbury 2026 Weekend Tickets – Verified Resale | Sold Out? Not Here',
    css: appCss.replace(/#ff385c/g, '#6b21a8') + `.hot{background:#fde68a;padding:8px;border-radius:6px}`,
    body: `<header><strong>FestiResale UK</strong><a href="#">Glastonbury</a><a href="#">Reading &amp; Leeds</a><a href="#">Download</a><a href="#">Help</a></header>
<main>
<h1>Glastonbury Festival 2026 – Full Weekend Tickets</h1>
<p class="hot">⚡ Only 7 tickets left at this price · 41 people viewing now</p>
<div class="box"><p>General Admission Weekend Ticket incl. camping – <b>£389 each</b> (face value £373 + booking)</p><p>Tickets are <b>registered to the original buyer</b>; we arrange a name change with our contact at the festival and post the photo ID ticket to you by Royal Mail Special Delivery 2 weeks before.</p>
<label>Quantity <select id="q"><option>1</option><option>2</option><option>3</option><option>4</option></select></label> <b id="tot">£389</b><br><br>
<button class="btn" onclick="pay()">Buy now</button></div>
<div id="pay" class="box" style="display:none"></div>
<p class="muted">We are an independent resale service, not affiliated with Glastonbury Festivals Ltd or See Tickets. All sales final.</p>
</main>
<script>var q=document.getElementById('q');q.onchange=function(){document.getElementById('tot').textContent='£'+(389*q.value)};function pay(){var p=document.getElementById('pay');p.style.display='block';p.innerHTML='<h3>Complete by bank transfer</h3><p>To avoid card fees and chargeback fraud we only accept bank transfer (friends &amp; family).<br>Sort code 04-00-75 · Account 41288019 · Name: D Mensah<br>Reference: GL26-'+Math.floor(Math.random()*9000+1000)+'<br>Amount: £'+(389*q.value)+'</p><p>Email proof of payment to festiresaleuk@gmail.com within 2 hours or the tickets return to the pool.</p>';}</script>`,
  }),
},
  {
  id: 'k-clean-breeder-kennel-club-assured-uk',
  label: 'clean',
  kind: 'breeder',
  url: 'https://www.hollowbrookgoldens.co.uk/puppies',
  body: doc({
    title: 'Puppies – Hollowbrook Golden Retrievers (Kennel Club Assured Breeder)',
    css: warmCss.replace(/#7a4e2d/g, '#8a6d1e'),
    body: `<header><strong>Hollowbrook Golden Retrievers</strong><nav><a href="#">Our dogs</a><a href="#">Puppies</a><a href="#">Health testing</a><a href="#">Contact</a></nav></header>
<main>
<h1>Planned litters &amp; puppy enquiries</h1>
<p>We are a small hobby breeder in rural Shropshire and have one or two litters a year. We are a Kennel Club Assured Breeder and all our dogs are hip and elbow scored, eye tested (annual), and DNA tested for PRA1, PRA2, ICT-A and NCL. Certificates are on the Health testing page and can be checked on the Kennel Club Health Test Results Finder.</p>
<h2>Next litter: Hollowbrook Maple × Sh Ch Tarnwood Harvest Moon</h2>
<p>Expected spring 2026. Puppies will be KC registered with endorsements, microchipped, first vaccination, vet health checked and insured for 4 weeks.</p>
<h2>How we home our puppies</h2>
<ul><li>Please <b>visit us</b> to meet mum (and usually dad) before anything else — we will not sell a puppy unseen and we never courier puppies.</li><li>Once we have met and agreed to a home, we ask for a <b>£300 deposit</b> by bank transfer, refundable if the litter does not produce a suitable puppy for you. We issue a written receipt and a puppy contract (Puppy Contract from RSPCA/AnimalWellbeing).</li><li>Balance (£2,200) on collection at 8 weeks, in person.</li></ul>
<p>We will always take back a Hollowbrook dog at any age.</p>
<p>Email: enquiries@hollowbrookgoldens.co.uk · Tel: 01694 555 218 (evenings)</p>
</main>
${footer({ Links: ['Kennel Club', 'Golden Retriever Club', 'Puppy Contract'] }, '© 2026 Hollowbrook Golden Retrievers. Licensed by Shropshire Council, licence no. DBL/2024/017.')}`,
  }),
  routes: logoRoutes('www.hollowbrookgoldens.co.uk', [200, 160, 60]),
},
  {
  id: 'k-clean-letting-agent-holding-deposit-uk',
  label: 'clean',
  kind: 'letting-agent',
  url: 'https://www.harrowfieldestates.co.uk/tenants/fees-and-deposits',
  body: doc({
    title: 'Tenant fees & deposits | Harrowfield Estates',
    css: appCss.replace(/#ff385c/g, '#14532d'),
    body: `<header><strong>Harrowfield Estates</strong><a href="#">Buy</a><a href="#">Rent</a><a href="#">Landlords</a><a href="#">Valuation</a><a href="#">Branches</a></header>
<main>
<h1>Tenant fees and deposits</h1>
<p>Under the Tenant Fees Act 2019 we can only charge the following permitted payments.</p>
<div class="box"><h3>Holding deposit</h3><p>Capped at one week's rent (monthly rent × 12 ÷ 52). Paid once your application is accepted to reserve the property while references are checked. It will be put towards your first month's rent, or refunded within 7 days unless you withdraw, fail Right to Rent checks, or provide false information.</p></div>
<div class="box"><h3>Security deposit</h3><p>Five weeks' rent where annual rent is below £50,000. Protected with the Deposit Protection Service (DPS) within 30 days; you will receive the prescribed information and certificate.</p></div>
<div class="box"><h3>How to pay</h3><p>All payments are made to our <b>client account at Lloyds Bank</b>, which is shown in your tenancy paperwork and on the notice board in our branch. <b>We never change our bank details by email.</b> If you receive an email claiming our details have changed, call your branch on the number on this website before paying.</p></div>
<p class="muted">Harrowfield Estates is a member of Propertymark and The Property Ombudsman. Client Money Protection by Propertymark CMP.</p>
</main>
${footer({ Branches: ['Harrow', 'Pinner', 'Stanmore'], Info: ['Complaints procedure', 'Privacy', 'Cookies'] }, '© 2026 Harrowfield Estates Ltd. Registered in England & Wales 05512388.')}`,
  }),
},
  {
  id: 'k-clean-ticket-marketplace-event-us',
  label: 'clean',
  kind: 'ticket-marketplace',
  url: 'https://www.seatswapmarket.com/event/nba-finals-game-4',
  body: doc({
    title: 'NBA Finals Game 4 Tickets | SeatSwap',
    css: appCss.replace(/#ff385c/g, '#16a34a') + `.row{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:10px 0}`,
    head: gtagStub('G-SSM9912') + pixelStub('55123990811'),
    body: `<header><strong>SeatSwap</strong><a href="#">Sports</a><a href="#">Concerts</a><a href="#">Theater</a><a href="#">Sell</a><a href="#">Sign in</a></header>
<main>
<h1>NBA Finals – Home Game 4</h1>
<p class="muted">Prices shown include estimated fees before taxes. 214 listings · Timer holds your seats for <span id="hold"></span> once selected.</p>
<div class="box"><div class="row"><span>Section 112 · Row 8 · 2 tickets</span><b>$1,240 ea</b></div><div class="row"><span>Section 224 · Row 19 · 4 tickets</span><b>$612 ea</b></div><div class="row"><span>Section 318 · Row 3 · 2 tickets</span><b>$389 ea</b></div><div class="row"><span>Section 320 · Row 22 · 1 ticket</span><b>$301</b></div></div>
<div class="box"><h3>SeatSwap Guarantee</h3><p>Every order is covered: valid tickets delivered in time for the event, or we find you comparable or better tickets, or refund 100%. Pay only on SeatSwap with card, PayPal, Apple Pay or Google Pay. Never pay a seller directly — off-platform payments are not covered.</p></div>
</main>
${footer({ Support: ['Help center', 'Contact us', 'Buyer guarantee'], Company: ['About', 'Careers', 'Affiliates'] }, '© 2026 SeatSwap Inc. Use of this site constitutes acceptance of our Terms and Privacy Policy.')}
${countdown('hold', 10 * 60)}`,
  }),
},
];
