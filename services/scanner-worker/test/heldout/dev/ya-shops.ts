import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, badge, wordmark, baseSiteCss, siteShell, cookieBanner } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-office-chairs-closing-down-fake-shop',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://ergodesk-outlet-uk.shop/collections/closing-down-sale',
  body: page({
    title: 'Closing Down Sale – Up To 85% Off Designer Office Chairs | ErgoDesk Outlet UK',
    css: baseSiteCss + `.p img{width:100%;aspect-ratio:1/1;object-fit:cover;background:#eef0f3;border-radius:8px}.was{text-decoration:line-through;color:#9ca3af;margin-right:8px}.now{color:#dc2626;font-weight:800;font-size:20px}.tag{position:absolute;top:10px;left:10px;background:#dc2626;color:#fff;font-size:12px;font-weight:700;padding:3px 8px;border-radius:4px}.p{position:relative}.cd{font-weight:800;font-size:22px;color:#dc2626}`,
    body: siteShell({
      brand: 'ErgoDesk Outlet',
      logo: `<b style="font-size:22px">ERGODESK</b><span class="muted small">OUTLET UK</span>`,
      nav: [['Office chairs', '#'], ['Desks', '#'], ['Clearance', '#'], ['Track order', '#'], ['Contact', '#']],
      accent: '#dc2626',
      topbar: 'WAREHOUSE CLOSING DOWN – EVERYTHING MUST GO – FREE NEXT DAY DELIVERY',
      main: `<section class="hero"><div class="container"><h1>Closing Down Sale – Final 48 Hours</h1><p>Our Manchester warehouse is closing. All remaining stock of premium office seating must be cleared. Sale ends in <span class="cd" id="cd">47:59:59</span></p></div></section>
<section class="container" style="padding:30px 20px"><div class="grid">
<div class="card p"><span class="tag">-87%</span><img src="/cdn/aeron.jpg" alt=""><h3>Herman Miller Aeron Chair – Size B, Graphite</h3><span class="was">£1,549.00</span><span class="now">£189.99</span><p class="small muted">Only 3 left · 41 sold in last 24h</p><a class="btn" style="background:#111;color:#fff" href="/checkout?p=aeron">Buy now</a></div>
<div class="card p"><span class="tag">-84%</span><img src="/cdn/leap.jpg" alt=""><h3>Steelcase Leap V2 – Black</h3><span class="was">£1,187.00</span><span class="now">£179.99</span><p class="small muted">Only 5 left</p><a class="btn" style="background:#111;color:#fff" href="/checkout?p=leap">Buy now</a></div>
<div class="card p"><span class="tag">-82%</span><img src="/cdn/embody.jpg" alt=""><h3>Herman Miller Embody Gaming Chair</h3><span class="was">£1,795.00</span><span class="now">£299.00</span><p class="small muted">Only 2 left</p><a class="btn" style="background:#111;color:#fff" href="/checkout?p=embody">Buy now</a></div>
<div class="card p"><span class="tag">-80%</span><img src="/cdn/desk.jpg" alt=""><h3>Electric Sit-Stand Desk 160×80 Oak</h3><span class="was">£899.00</span><span class="now">£149.00</span><p class="small muted">Only 4 left</p><a class="btn" style="background:#111;color:#fff" href="/checkout?p=desk">Buy now</a></div>
</div>
<div class="card" style="margin-top:30px"><h3>Why so cheap?</h3><p class="small">We are a family business closing after 27 years. Our landlord has given us until the end of the month to clear the warehouse, so we are selling everything below cost. Thank you for your support over the years! ❤️</p></div></section>
<script>var t=Date.now()+172799e3;setInterval(function(){var s=Math.max(0,Math.floor((t-Date.now())/1e3));document.getElementById('cd').textContent=String(Math.floor(s/3600)).padStart(2,'0')+':'+String(Math.floor(s%3600/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1e3);</script>`,
      footer: `<p>© 2025 ErgoDesk Outlet UK. All rights reserved.</p><p class="small">Contact: support@ergodesk-outlet-uk.shop · We accept Visa, Mastercard, PayPal</p>`,
    }),
  }),
  routes: {
    'ergodesk-outlet-uk.shop/checkout': htmlRoute(page({
      title: 'Checkout – ErgoDesk Outlet UK',
      css: baseSiteCss + `.w{max-width:560px;margin:30px auto;padding:0 20px}label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #d1d5db;border-radius:6px}.opt{border:1px solid #d1d5db;border-radius:6px;padding:12px;margin-top:8px}.dis{opacity:.5}`,
      body: `<div class="w"><h1>Checkout</h1>
<form method="post" action="/checkout/place">
<label>Full name</label><input name="name" required><label>Email</label><input name="email" type="email" required><label>Delivery address</label><input name="addr" required><label>Postcode</label><input name="pc">
<h3>Payment</h3>
<div class="opt dis">💳 Card payment – <i>temporarily unavailable due to high demand</i></div>
<div class="opt dis">PayPal – <i>temporarily unavailable</i></div>
<div class="opt"><label style="margin:0"><input type="radio" name="pay" value="bank" checked style="width:auto"> Bank transfer (Faster Payments) – <b>extra 10% off</b></label><p class="small muted">After placing your order you will receive our bank details by email. Orders are dispatched once payment is received.</p></div>
<p><button class="btn" style="background:#dc2626;color:#fff;width:100%">Place order</button></p></form></div>`,
    })),
  },
},
{
  id: 'ya-nitrile-gloves-wholesale-deposit-scam',
  label: 'scam',
  kind: 'fake-wholesale-supplier',
  url: 'https://medsupply-wholesale-global.com/nitrile-gloves-bulk/',
  body: page({
    title: 'Nitrile Examination Gloves – Bulk Wholesale | MedSupply Global Trading',
    lang: 'en-US',
    css: baseSiteCss + `.spec td:first-child{font-weight:600;width:40%}.badge{display:inline-block;background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0;border-radius:4px;padding:2px 8px;font-size:12px;margin-right:6px}.tier td{font-variant-numeric:tabular-nums}`,
    body: siteShell({
      brand: 'MedSupply Global',
      logo: `${badge('MS', '#0e7490')}<b style="font-size:19px">MedSupply Global Trading LLC</b>`,
      nav: [['Products', '#'], ['Certificates', '#'], ['Shipping', '#'], ['About', '#'], ['Request quote', '#quote']],
      accent: '#0e7490',
      main: `<section class="container" style="padding:30px 20px">
<h1>Nitrile Examination Gloves – Powder Free (Blue)</h1>
<p><span class="badge">FDA 510(k)</span><span class="badge">CE EN455</span><span class="badge">ISO 13485</span><span class="badge">Ready stock – 40,000 cartons</span></p>
<table class="tier"><tr><th>Quantity (cartons of 10×100)</th><th>Price per box</th></tr><tr><td>500 – 1,999</td><td>$1.35</td></tr><tr><td>2,000 – 9,999</td><td>$1.18</td></tr><tr><td>10,000+</td><td>$0.95</td></tr></table>
<p class="small muted">Market price is typically $4.50–$6.00 per box. Direct from factory allocation – limited time.</p>
<h2>Payment terms</h2>
<ul><li>50% deposit by wire transfer (T/T) or USDT (TRC-20) to secure factory allocation</li><li>Balance payable on receipt of Bill of Lading</li><li>No letters of credit, no escrow, no samples due to high demand</li><li>Proof of product video call available after deposit</li></ul>
<h2 id="quote">Request proforma invoice</h2>
<form method="post" action="/quote/submit" style="max-width:520px">
<label class="small">Company</label><input name="company" style="width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px">
<label class="small">Email / WhatsApp</label><input name="contact" style="width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px">
<label class="small">Quantity (cartons)</label><input name="qty" type="number" style="width:100%;padding:9px;border:1px solid #d1d5db;border-radius:6px">
<p><button class="btn" style="background:#0e7490;color:#fff">Get proforma invoice</button></p></form>
<p class="small">WhatsApp sales: +1 (302) 555-0197 · Warehouse: Wilmington, DE · Factory: Selangor, Malaysia</p></section>`,
      footer: `<p>© 2025 MedSupply Global Trading LLC. Registered in Delaware.</p>`,
    }),
  }),
},
];
