import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute, cssRoute } from '../parts/k-parts.js';

const shopCss = `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#222}header{display:flex;align-items:center;justify-content:space-between;padding:14px 28px;border-bottom:1px solid #eee}nav a{margin:0 10px;color:#333;text-decoration:none;font-size:14px}.banner{background:#b3001b;color:#fff;text-align:center;padding:10px;font-weight:bold}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:22px;padding:28px}.card{border:1px solid #eee;padding:12px}.card .ph{height:160px;background:#f3f3f3}.old{text-decoration:line-through;color:#999;margin-right:6px}.new{color:#b3001b;font-weight:bold}.btn{display:inline-block;background:#111;color:#fff;padding:9px 16px;border:0;text-decoration:none;cursor:pointer}main{max-width:1100px;margin:0 auto}.reviews blockquote{border-left:3px solid #ddd;margin:10px 0;padding:4px 12px}`;

const card = (name: string, old: string, now: string, btn = 'Add to basket') => `<div class="card"><div class="ph"></div><h3 style="font-size:15px">${name}</h3><p><span class="old">${old}</span><span class="new">${now}</span></p><a class="btn" href="#">${btn}</a></div>`;

export const entries: Entry[] = [
  {
  id: 'k-scam-shop-designer-bags-closing-down-uk',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.maisonfloreauk-outlet.shop/collections/closing-down',
  body: doc({
    title: 'Maison Floreau UK | Closing Down Sale – Everything Must Go',
    css: shopCss,
    head: pixelStub('2849175530114'),
    body: `<div class="banner">CLOSING DOWN – FINAL 72 HOURS – UP TO 85% OFF ALL DESIGNER HANDBAGS – ends in <span id="cd">--:--:--</span></div>
<header><strong style="font-size:22px;letter-spacing:3px">MAISON FLOREAU</strong><nav><a href="#">Handbags</a><a href="#">Totes</a><a href="#">Wallets</a><a href="#">Sale</a><a href="#">Contact</a></nav><span>Basket (0)</span></header>
<main>
<h1 style="padding:0 28px">After 19 years, our London boutique is closing its doors</h1>
<p style="padding:0 28px">We are sad to announce that Maison Floreau is closing down. All remaining stock from our Knightsbridge store, including authentic designer pieces, must be cleared before the lease ends. Prices have never been this low and will never be again. 100% authentic, each bag comes with dust bag &amp; certificate.</p>
<div class="grid">
${card('Quilted Chain Flap Bag – Black Lambskin', '£4,250.00', '£629.00')}
${card('Monogram Canvas Neverfull MM', '£1,390.00', '£189.00')}
${card('Arco Intrecciato Tote', '£2,900.00', '£349.00')}
${card('Le Chiquito Mini – Caramel', '£780.00', '£119.00')}
${card('Saddle Bag Oblique', '£3,100.00', '£399.00')}
${card('Puzzle Bag Small Tan', '£2,450.00', '£289.00')}
</div>
<section style="padding:0 28px;background:#fafafa;border:1px solid #eee;margin:0 28px">
<h2>Payment &amp; Delivery</h2>
<p>Due to the closing down process our card terminal has been <b>disconnected by the bank</b>. We can only accept <b>direct bank transfer</b> (Faster Payments). After you place your order you will receive our account details by email. Please use your order number as reference. Orders are dispatched within 24h of payment clearing with Royal Mail Special Delivery.</p>
<p><b>Sorry, no PayPal, no card, no cash on delivery.</b> Paying by bank transfer lets us pass the savings on to you.</p>
<p>Returns: as this is a clearance sale all sales are final.</p>
</section>
${reviews([['Charlotte, Bristol', 'Absolutely stunning bag, could not believe the price. Genuine!!', '★★★★★'], ['Priya K.', 'Arrived next day, beautifully packed. Sad to see you go x', '★★★★★'], ['Tom H.', 'Bought one for the wife, she loves it', '★★★★★']], 'Customer reviews (2,318)')}
</main>
${purchaseToasts(['Emma from Leeds bought Quilted Chain Flap Bag 3 minutes ago', 'Sophie from Manchester bought Saddle Bag Oblique 6 minutes ago', 'Hannah from Glasgow bought Neverfull MM 9 minutes ago', 'Only 2 left in stock: Puzzle Bag Small'])}
${footer({ 'Customer care': ['Contact us', 'Delivery', 'Returns'], Company: ['Our story', 'Stores', 'Careers'] }, '© 2026 Maison Floreau Ltd. Registered in England. All rights reserved.')}
${countdown('cd', 71 * 3600 + 12 * 60)}`,
  }),
  routes: logoRoutes('www.maisonfloreauk-outlet.shop', [20, 20, 20]),
},
  {
  id: 'k-scam-shop-electronics-lagerraeumung-de',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://technik-lagerverkauf24.de/restposten/index.php',
  body: doc({
    title: 'Technik Lagerverkauf 24 – Lagerräumung: iPhone, Samsung, PlayStation bis -70%',
    lang: 'de',
    css: shopCss + `.trust{display:flex;gap:18px;padding:10px 28px;background:#f5f9ff;font-size:13px}.trust span:before{content:"✔ ";color:green}`,
    head: gtagStub('G-7K2LQ0XPF1'),
    body: `<div class="banner" style="background:#0050a0">GROSSE LAGERRÄUMUNG wegen Geschäftsaufgabe – Nur solange der Vorrat reicht!</div>
<header><strong style="font-size:22px;color:#0050a0">Technik-Lagerverkauf24</strong><nav><a href="#">Smartphones</a><a href="#">Konsolen</a><a href="#">Laptops</a><a href="#">TV</a><a href="#">Kontakt</a></nav><span>Warenkorb</span></header>
<div class="trust"><span>Kostenloser Versand</span><span>Neuware originalverpackt</span><span>Rechnung mit MwSt.</span><span>Trusted Shop Käuferschutz</span></div>
<main>
<div class="grid">
${card('Apple iPhone 16 Pro 256GB Titan Natur', '1.329,00 €', '449,00 €', 'In den Warenkorb')}
${card('Sony PlayStation 5 Pro 2TB', '799,99 €', '279,00 €', 'In den Warenkorb')}
${card('Samsung Galaxy S25 Ultra 512GB', '1.549,00 €', '519,00 €', 'In den Warenkorb')}
${card('MacBook Air 15" M3 16GB/512GB', '1.799,00 €', '649,00 €', 'In den Warenkorb')}
${card('LG OLED65C4 65 Zoll', '2.199,00 €', '699,00 €', 'In den Warenkorb')}
${card('Dyson V15 Detect Absolute', '749,00 €', '219,00 €', 'In den Warenkorb')}
</div>
<section style="padding:0 28px"><h2>Zahlungsarten</h2>
<p>Wir bieten ausschließlich <b>Vorkasse per Banküberweisung</b> an. Bei Vorkasse erhalten Sie zusätzlich <b>3% Skonto</b>. Die Bankverbindung erhalten Sie nach Abschluss der Bestellung. PayPal und Kreditkarte sind wegen der Umstellung unseres Zahlungsanbieters vorübergehend nicht verfügbar.</p>
<p>Empfänger: T. Lagerverkauf – IBAN wird in der Bestellbestätigung angezeigt. Versand nach Zahlungseingang innerhalb von 1–2 Werktagen mit DHL.</p>
<h2>Impressum</h2><p>Technik Lagerverkauf 24 GmbH, Industriestraße 4, 45127 Essen<br>Geschäftsführer: Michael Brandt<br>HRB 298341 Amtsgericht Essen<br>E-Mail: info@technik-lagerverkauf24.de</p>
</section>
</main>
${purchaseToasts(['Stefan aus München hat gerade PlayStation 5 Pro gekauft', 'Julia aus Köln hat gerade iPhone 16 Pro gekauft', 'Nur noch 3 Stück: Samsung Galaxy S25 Ultra'])}
${footer({ Service: ['Versand', 'Widerruf', 'AGB', 'Datenschutz'], Über: ['Über uns', 'Impressum'] }, '© 2026 Technik Lagerverkauf 24. Alle Preise inkl. MwSt.')}
${cookieBar('Wir verwenden Cookies, um Ihnen das beste Einkaufserlebnis zu bieten.', 'Alle akzeptieren', 'Einstellungen')}`,
  }),
},
  {
  id: 'k-clean-shop-black-friday-countdown-us',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.brightlanehome.com/black-friday',
  body: doc({
    title: 'Black Friday Doorbusters – Up to 60% Off | Brightlane Home',
    css: shopCss.replace(/#b3001b/g, '#000') + `.pay-icons span{display:inline-block;border:1px solid #ccc;padding:3px 6px;margin:2px;font-size:11px}`,
    head: gtagStub('G-BLH0021XY') + pixelStub('990183772210'),
    body: `<div class="banner">BLACK FRIDAY: Up to 60% off sitewide + free shipping over $49. Doorbusters end in <span id="cd"></span></div>
<header><strong style="font-size:22px">brightlane home</strong><nav><a href="/bedding">Bedding</a><a href="/bath">Bath</a><a href="/kitchen">Kitchen</a><a href="/rugs">Rugs</a><a href="/black-friday">Black Friday</a></nav><span><a href="/account">Sign in</a> · <a href="/cart">Cart (0)</a></span></header>
<main>
<h1 style="padding:0 28px">Black Friday Doorbusters</h1>
<p style="padding:0 28px">Our biggest sale of the year. Doorbuster prices are valid through Sunday 11:59 p.m. PT or while supplies last. Prices as marked; no code needed.</p>
<div class="grid">
${card('Organic Percale Sheet Set – Queen', '$189', '$94')}
${card('Waffle Bath Towel Bundle (6 pc)', '$128', '$64')}
${card('Cast Iron Dutch Oven 5.5 qt', '$149', '$79')}
${card('Hand-Loomed Wool Rug 8x10', '$899', '$449')}
${card('Down Alternative Comforter – King', '$219', '$109')}
${card('Linen Duvet Cover – Full/Queen', '$248', '$149')}
</div>
<section style="padding:0 28px"><h2>Shopping with us</h2><p>We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Shop Pay and Affirm. Free returns within 100 days — including sale items. Price adjustments available within 14 days of purchase.</p><p class="pay-icons"><span>VISA</span><span>Mastercard</span><span>AMEX</span><span>PayPal</span><span>Apple Pay</span><span>Affirm</span></p>
<p style="font-size:12px;color:#666">*Doorbuster quantities are limited; no rain checks. Savings based on our previous regular prices; intermediate markdowns may have been taken. Excludes gift cards. Brightlane Home, Inc., 1120 Commerce St, Portland, OR 97204.</p></section>
${reviews([['Jenna R., verified buyer', 'Third set of these sheets — they hold up wash after wash.', '★★★★★'], ['Marcus T., verified buyer', 'Rug is lovely but shipping took 9 days.', '★★★★☆']])}
</main>
${footer({ Help: ['Order status', 'Shipping', 'Returns & exchanges', 'Contact us – 1-800-555-0199'], About: ['Our materials', 'Careers', 'Press', 'Affiliates'], Legal: ['Privacy policy', 'Terms of use', 'Do not sell my info', 'Accessibility'] }, '© 2026 Brightlane Home, Inc. All rights reserved.')}
${cookieBar()}
${countdown('cd', 2 * 86400 + 5 * 3600)}`,
  }),
  routes: logoRoutes('www.brightlanehome.com', [240, 200, 60]),
},
  {
  id: 'k-clean-shop-electronics-flash-deals-uk',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.voltcornerelectrical.co.uk/deals/flash',
  body: doc({
    title: 'Flash Deals – Today Only | VoltCorner Electrical',
    css: shopCss.replace(/#b3001b/g, '#5a2ca0'),
    head: gtagStub('G-VCE771') ,
    body: `<div class="banner">FLASH DEALS – new deals every day at 8am. Today's deals end in <span id="fd"></span></div>
<header><strong style="font-size:22px;color:#5a2ca0">VoltCorner</strong><nav><a href="#">TVs</a><a href="#">Laptops</a><a href="#">Phones</a><a href="#">Appliances</a><a href="#">Deals</a></nav><span><a href="#">Store finder</a> · Basket</span></header>
<main><div class="grid">
${card('Samsung 55" QN90D Neo QLED 4K', '£1,299', '£899')}
${card('Lenovo IdeaPad Slim 5 14" Ryzen 7', '£749', '£549')}
${card('Sony WH-1000XM5 Headphones', '£379', '£249')}
${card('Bosch Serie 6 Washing Machine 9kg', '£699', '£479')}
</div>
<section style="padding:0 28px"><p>Pay with debit/credit card, PayPal, Klarna or VoltCorner Credit (representative 29.9% APR variable, subject to status). Free next-day delivery on orders over £40 and free collection from 140 stores. 30-day returns and price promise.</p>
<p style="font-size:12px;color:#666">Flash deal prices valid until 23:59 today or while stocks last. VoltCorner Retail Ltd is authorised and regulated by the Financial Conduct Authority as a credit broker, not a lender.</p></section></main>
${footer({ Help: ['Track my order', 'Delivery & collection', 'Returns', 'Contact us'], Services: ['Installation', 'Care plans', 'Recycling'] }, '© 2026 VoltCorner Retail Ltd. Company no. 08812743.')}
${cookieBar()}
${countdown('fd', 9 * 3600 + 44 * 60)}`,
  }),
},
];
