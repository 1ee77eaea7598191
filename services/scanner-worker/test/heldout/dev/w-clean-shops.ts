import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, pixel, cookieBar, baseCss } from '../parts/w-kit.js';

const products = (items: [string, string, string][], cur: string) =>
  `<div class="grid">${items.map(([n, was, now], i) => `<div class="card"><div style="height:150px;background:hsl(${i * 47},30%,88%);border-radius:6px"></div><p>${n}</p><p><s class="muted">${cur}${was}</s> <b style="color:#c0392b">${cur}${now}</b></p><button class="btn">Add to basket</button></div>`).join('')}</div>`;

export const entries: Entry[] = [
  {
    id: 'w-clean-shop-fashion-sale-de',
    label: 'clean',
    kind: 'retail-deals',
    url: 'https://www.modehaus-kessler.de/sale/damen/',
    body: doc({
      lang: 'de',
      title: 'Sale Damen – bis zu 50 % reduziert | Modehaus Kessler',
      css: baseCss('#111', 'Helvetica Neue,Arial,sans-serif'),
      body: `<header class="top"><b style="letter-spacing:3px">KESSLER</b><nav><a href="#">Damen</a><a href="#">Herren</a><a href="#">Kinder</a><a href="#" style="color:#c00">Sale</a></nav><a href="#">Mein Konto</a></header>
<div class="wrap"><h1>Sale: bis zu 50 % auf Damenmode</h1><p>Nur solange der Vorrat reicht. Kostenlose Rücksendung innerhalb von 30 Tagen.</p>
${products([['Wollmantel Camel', '249,95', '149,95'], ['Strickpullover Kaschmir-Mix', '99,95', '59,95'], ['Stiefelette Leder', '139,00', '89,00'], ['Bluse Seide', '79,95', '49,95']], '€ ')}
<p class="muted">Alle Preise inkl. MwSt., zzgl. Versandkosten. Modehaus Kessler GmbH &amp; Co. KG, Königstraße 41, 70173 Stuttgart · Seit 1952.</p></div>
<footer><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">AGB</a><a href="#">Widerrufsbelehrung</a><a href="#">Filialen</a></footer>${cookieBar('Wir nutzen Cookies und ähnliche Technologien.', 'Alle akzeptieren', 'Nur notwendige')}`,
    }),
  },
  {
    id: 'w-clean-shop-flash-sales-ng',
    label: 'clean',
    kind: 'retail-deals',
    url: 'https://www.bukamart.com.ng/flash-sales/',
    body: doc({
      lang: 'en-NG',
      title: 'Flash Sales | Bukamart Nigeria – Shop Phones, Fashion & Groceries',
      css: baseCss('#f68b1e', 'Roboto,Arial,sans-serif', '#f5f5f5'),
      body: `<header class="top"><b style="color:#f68b1e;font-size:22px">BUKAMART</b><input style="width:360px" placeholder="Search products, brands and categories"><nav><a href="#">Account</a><a href="#">Help</a><a href="#">Cart</a></nav></header>
<div class="wrap"><h1>⚡ Flash Sales <span class="muted">Time left: 05h : 22m : 10s</span></h1>
${products([['Tecno Spark 30 Pro 8GB/256GB', '265,000', '219,900'], ['Infinix Hot 50i', '189,000', '158,500'], ['Binatone 1.7L Kettle', '28,500', '19,990'], ['Golden Penny Semovita 5kg', '9,800', '8,450']], '₦')}
<p>Pay on delivery available in Lagos, Abuja, Ibadan and Port Harcourt. Sold by Bukamart or verified sellers with Bukamart Express delivery. Free returns within 7 days.</p></div>
<footer>Bukamart Nigeria Ltd · RC 1520931 · <a href="#">Sell on Bukamart</a><a href="#">Terms</a><a href="#">Privacy</a></footer>`,
    }),
  },
  {
    id: 'w-clean-shop-festive-sale-in',
    label: 'clean',
    kind: 'retail-deals',
    url: 'https://www.dealbazaar.in/festive-dhamaka-sale?otracker=hp_banner',
    body: doc({
      lang: 'en-IN',
      title: 'Festive Dhamaka Sale – Up to 80% Off on Mobiles, Electronics & Fashion | DealBazaar',
      css: baseCss('#2874f0', 'Roboto,Arial,sans-serif', '#f1f3f6'),
      body: `<header class="top" style="background:#2874f0;color:#fff"><b>DealBazaar</b><input style="width:420px" placeholder="Search for products, brands and more"><nav><a href="#">Login</a><a href="#">Cart</a></nav></header>
<div class="wrap"><h1>Festive Dhamaka Sale is LIVE</h1><p>Extra 10% instant discount with HDFC Bank cards · No-cost EMI from ₹1,499/month</p>
${products([['Redmi Note 14 5G (8GB, 128GB)', '21,999', '16,999'], ['boAt Airdopes 141', '4,490', '1,099'], ['Prestige Induction Cooktop', '3,995', '2,149'], ['Levi’s Men Slim Fit Jeans', '3,599', '1,439']], '₹')}
<p class="muted">Offers valid till 31 Oct 2025. T&amp;C apply. Sold by RetailNet Pvt Ltd, Bengaluru.</p></div>
<footer>© 2007–2025 DealBazaar.in · <a href="#">Cancellation &amp; Returns</a><a href="#">Grievance Redressal</a></footer>`,
    }),
  },
  {
    id: 'w-clean-shop-specials-za',
    label: 'clean',
    kind: 'retail-deals',
    url: 'https://www.vuvumart.co.za/deals/blue-dot-sale',
    body: doc({
      lang: 'en-ZA',
      title: 'Blue Dot Sale – Daily Deals | Vuvumart',
      css: baseCss('#0b79bf', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#0b79bf;font-size:22px">vuvumart</b><nav><a href="#">Deals</a><a href="#">Electronics</a><a href="#">Home</a><a href="#">Baby &amp; Toddler</a></nav></header>
<div class="wrap"><h1>Blue Dot Sale — today only</h1>
${products([['Defy 60cm Gas Stove', '7,999', '5,999'], ['Russell Hobbs Air Fryer 5L', '1,899', '1,199'], ['Huawei Watch Fit 3', '2,999', '2,299'], ['Pampers Premium Care Size 4', '449', '349']], 'R')}
<p class="muted">Collect from a Vuvumart Pickup Point or get it delivered. eBucks and Discovery Miles accepted. Prices incl. VAT.</p></div>
<footer>© Vuvumart (Pty) Ltd, Cape Town · <a href="#">PAIA Manual</a><a href="#">POPIA</a></footer>`,
    }),
  },
  {
    id: 'w-clean-survey-receipt-sweepstakes-us',
    label: 'clean',
    kind: 'real-survey',
    url: 'https://www.tellpapamarios.com/survey?lang=en',
    body: doc({
      title: 'Papa Mario’s Guest Satisfaction Survey',
      css: baseCss('#b91c1c', 'Arial,sans-serif') + `.s{max-width:560px;margin:30px auto}`,
      body: `<header class="top"><b style="color:#b91c1c">Papa Mario’s Pizzeria</b></header>
<div class="s card"><h2>Tell us about your visit</h2><p>Enter the 16-digit survey code printed at the bottom of your receipt. Complete the survey for an entry in our monthly <b>$500 gift card sweepstakes</b> and get a validation code for a free garlic knots with your next purchase.</p>
<form id="f"><label>Survey code</label><input id="c" placeholder="0000-0000-0000-0000"><label>Visit date</label><input type="date"><button class="btn" style="margin-top:12px">Start</button></form><p id="e" style="color:#b91c1c"></p>
<p class="muted">NO PURCHASE NECESSARY. Open to legal US residents 18+. To enter without purchase, mail a 3x5 card to Papa Mario’s Survey Sweepstakes, PO Box 2211, Columbus, OH 43216. See <a href="/rules">Official Rules</a>. Void where prohibited.</p></div>
<footer><a href="#">Privacy Policy</a><a href="#">Accessibility</a><a href="#">Español</a></footer>`,
      scripts: `<script>f.onsubmit=function(ev){ev.preventDefault();if(!/^\\d{4}-?\\d{4}-?\\d{4}-?\\d{4}$/.test(c.value)){e.textContent='Please enter the 16-digit code from your receipt.';return}location.href='/survey/q1'}</script>`,
    }),
    routes: { 'www.tellpapamarios.com/survey/q1': html(doc({ title: 'Survey', body: '<h2>How satisfied were you with your visit overall?</h2><p>Highly satisfied · Satisfied · Neither · Dissatisfied · Highly dissatisfied</p>' })) },
  },
];
