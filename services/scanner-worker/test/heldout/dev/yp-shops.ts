import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, shopCss, monogram } from '../parts/yp-kit.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-shop-athletic-brand-outlet',
  label: 'scam',
  kind: 'fake-shop-brand-outlet',
  url: 'https://lululemon-canadaoutlet.shop/',
  routes: {
    'lululemon-canadaoutlet.shop/checkout/pay': htmlRoute(doc({
      title: 'Payment',
      css: baseCss + formCss + `main{max-width:480px;margin:40px auto;padding:0 20px}.btn{background:#d22030;width:100%}`,
      body: `<main><h2>lululemon outlet · Payment</h2><form method="post" action="/checkout/pay/submit"><label>Card number</label><input name="ccnumber" autocomplete="cc-number"><div class="row"><div><label>Expiration</label><input name="ccexp"></div><div><label>Security code</label><input name="cccvv"></div></div><label>Name on card</label><input name="ccname"><p><button class="btn">Pay now</button></p></form><p class="hint">Your bank may ask you to confirm this payment with a one-time code.</p></main>`,
    })),
  },
  body: doc({
    title: 'lululemon Canada Outlet | Up to 70% Off – Free Shipping',
    lang: 'en-CA',
    css: baseCss + shopCss + `.btn{background:#d22030;color:#fff;border:0;padding:8px;width:100%}`,
    body: `<div class="top">CANADA WAREHOUSE SALE · 70% OFF · FREE SHIPPING OVER $49 · ENDS TONIGHT</div><div class="wrap nav"><a class="logo" href="/">lululemon <small style="font-weight:400">outlet</small></a><span>Cart (0)</span></div>
<div class="wrap"><div class="grid"><div class="card"><div class="ph">Align High-Rise Pant 25"</div><div class="in"><p>Align™ High-Rise Pant 25"</p><p><span class="was">$118</span><span class="now">$35.40</span></p><button class="btn" onclick="location.href='/checkout/pay'">Buy now</button></div></div>
<div class="card"><div class="ph">Define Jacket</div><div class="in"><p>Define Jacket Nulu™</p><p><span class="was">$138</span><span class="now">$41.40</span></p><button class="btn" onclick="location.href='/checkout/pay'">Buy now</button></div></div>
<div class="card"><div class="ph">ABC Jogger</div><div class="in"><p>ABC Jogger 30"</p><p><span class="was">$148</span><span class="now">$44.40</span></p><button class="btn" onclick="location.href='/checkout/pay'">Buy now</button></div></div>
<div class="card"><div class="ph">Everywhere Belt Bag</div><div class="in"><p>Everywhere Belt Bag 1L</p><p><span class="was">$48</span><span class="now">$14.40</span></p><button class="btn" onclick="location.href='/checkout/pay'">Buy now</button></div></div></div></div>
<footer><div class="wrap">Copyright © lululemon athletica outlet store. Contact: service@lululemon-canadaoutlet.shop</div></footer>`,
  }),
},
{
  id: 'yp-clean-shop-family-furniture-closing',
  label: 'clean',
  kind: 'clean-shop-closing-sale',
  url: 'https://www.maplepinefurniture.ca/pages/closing-sale',
  body: doc({
    title: 'Retirement Closing Sale | Maple & Pine Furniture, Peterborough',
    lang: 'en-CA',
    css: baseCss + shopCss + `.hero{background:#f3ede4;padding:40px 0}.hero h1{font-size:38px;margin:0 0 10px}.hours td{padding:4px 12px}`,
    body: `<div class="top">Retirement sale – showroom open 7 days until December 21</div>
<div class="wrap nav"><a class="logo" href="/">Maple &amp; Pine Furniture</a><nav><a href="/collections/all">Shop</a> · <a href="/pages/about">Our story</a> · <a href="/pages/contact">Visit us</a> · <a href="/cart">Cart</a></nav></div>
<div class="hero"><div class="wrap"><h1>After 38 years, we're retiring.</h1><p>Thank you, Peterborough. Bill and Maureen are hanging up their aprons and closing the showroom at the end of the year. Everything on the floor is 30% to 60% off while it lasts.</p></div></div>
<div class="wrap"><h2>How the sale works</h2><ul><li>Discounts apply to floor models and in-stock pieces. Special orders placed before November 1 will still be delivered.</li><li>Local delivery within 50 km is available for $79. Pick-up from our warehouse on Lansdowne St.</li><li>All sale items are final sale, but our workmanship warranty is honoured by our friends at Trent Valley Woodworks.</li><li>We accept debit, Visa, Mastercard and cheques. Online orders are processed through our usual Shopify checkout.</li></ul>
<div class="grid"><div class="card"><div class="ph">Harvest table</div><div class="in"><p>Reclaimed pine harvest table, 84"</p><p><span class="was">$2,450</span><span class="now">$1,470</span></p></div></div><div class="card"><div class="ph">Mission rocker</div><div class="in"><p>Quarter-sawn oak Mission rocker</p><p><span class="was">$1,190</span><span class="now">$595</span></p></div></div><div class="card"><div class="ph">Blanket chest</div><div class="in"><p>Cedar-lined blanket chest</p><p><span class="was">$860</span><span class="now">$516</span></p></div></div></div>
<h2>Visit the showroom</h2><table class="hours"><tr><td>Mon–Fri</td><td>10–6</td></tr><tr><td>Sat</td><td>9–5</td></tr><tr><td>Sun</td><td>12–4</td></tr></table><p>1287 Lansdowne St W, Peterborough, ON · 705-555-0148</p></div>
<footer><div class="wrap">© Maple &amp; Pine Furniture Ltd. · HST # 81234 5678 RT0001</div></footer>`,
  }),
},
{
  id: 'yp-clean-shop-knitwear-checkout',
  label: 'clean',
  kind: 'clean-checkout',
  url: 'https://shop.northernloomknits.com/checkouts/cn/Z2NwLXVzLWVhc3QxOjAxSjlYVzdNQzNR',
  body: doc({
    title: 'Checkout - Northern Loom Knits',
    css: baseCss + formCss + `.co{display:grid;grid-template-columns:1.2fr 1fr;min-height:100vh}.l{padding:40px 60px}.r{background:#fafafa;border-left:1px solid #e6e6e6;padding:40px}.line{display:flex;justify-content:space-between;margin:8px 0}.btn{background:#2c6ecb;width:100%;padding:16px}.pci{border:1px solid #d9d9d9;border-radius:5px;padding:14px;background:#fff}`,
    body: `<div class="co"><div class="l"><h2>Northern Loom Knits</h2><p style="font-size:13px">Cart › <b>Information</b> › Shipping › Payment</p>
<form method="post" action="/checkouts/cn/Z2NwLXVzLWVhc3QxOjAxSjlYVzdNQzNR/processing"><label>Email</label><input name="checkout[email]" type="email" autocomplete="email"><h3>Delivery</h3><div class="row"><div><label>First name</label><input name="checkout[shipping_address][first_name]"></div><div><label>Last name</label><input name="checkout[shipping_address][last_name]"></div></div><label>Address</label><input name="checkout[shipping_address][address1]"><div class="row"><div><label>City</label><input name="checkout[shipping_address][city]"></div><div><label>Postal code</label><input name="checkout[shipping_address][zip]"></div></div>
<h3>Payment</h3><p class="hint">All transactions are secure and encrypted.</p><div class="pci"><label>Card number</label><input name="card_number" autocomplete="cc-number" inputmode="numeric"><div class="row"><div><label>Expiration date (MM / YY)</label><input name="card_expiry" autocomplete="cc-exp"></div><div><label>Security code</label><input name="card_cvc" autocomplete="cc-csc"></div></div><label>Name on card</label><input name="card_name" autocomplete="cc-name"></div>
<p><button class="btn">Pay now</button></p></form><p style="font-size:12px"><a href="/policies/refund-policy">Refund policy</a> · <a href="/policies/shipping-policy">Shipping policy</a> · <a href="/policies/privacy-policy">Privacy policy</a></p></div>
<div class="r"><div class="line"><span>Merino cable cardigan – Oat / M × 1</span><span>$189.00</span></div><div class="line"><span>Wool socks, 3-pack × 1</span><span>$36.00</span></div><div class="line"><span>Shipping</span><span>$12.00</span></div><div class="line"><span>HST</span><span>$30.81</span></div><hr><div class="line"><b>Total</b><b>CAD $267.81</b></div></div></div>`,
  }),
},
];
