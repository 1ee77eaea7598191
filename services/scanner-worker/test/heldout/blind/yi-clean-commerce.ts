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
  id: 'yi-clean-wine-merchant-mixed-case-checkout',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://shop.hawksheadcellars.co.uk/checkout/payment?basket=8812',
  body: doc({
    title: 'Checkout – Payment | Hawkshead Cellars',
    css: shopCss('#6b1d2a'),
    body: `<div class="shop-head"><a class="logo" href="/">Hawkshead Cellars</a><nav><a href="/wines/">Wines</a><a href="/mixed-cases/">Mixed cases</a><a href="/basket/">Basket (1)</a></nav></div>
<div class="checkout"><section><h2>Payment</h2><p style="font-size:14px">Delivering to: 4 Fell View, Hawkshead, Ambleside LA22 0NT · Thursday</p>
<form method="post" action="/checkout/payment?basket=8812"><input type="hidden" name="csrf" value="e1d2f3a4b5c6">
<label for="cc-name">Name on card</label><input id="cc-name" name="cc-name" autocomplete="cc-name"><label for="cc-number">Card number</label><input id="cc-number" name="cc-number" autocomplete="cc-number" inputmode="numeric">
<div style="display:flex;gap:12px"><div style="flex:1"><label for="cc-exp">Expiry</label><input id="cc-exp" name="cc-exp" autocomplete="cc-exp" placeholder="MM / YY"></div><div style="flex:1"><label for="cc-csc">Security code</label><input id="cc-csc" name="cc-csc" autocomplete="cc-csc"></div></div>
<label><input type="checkbox" name="age" required style="width:auto"> I confirm I am aged 18 or over</label><br><button class="btn">Pay £124.50</button></form>
<p style="font-size:13px">Card payments are processed by Worldpay with 3-D Secure. We never store your full card number.</p></section>
<section class="summary"><h3>Your order</h3><table style="width:100%"><tr><td>Lakeland Favourites mixed case (12)</td><td>£118.50</td></tr><tr><td>Delivery</td><td>£6.00</td></tr><tr><td><b>Total</b></td><td><b>£124.50</b></td></tr></table></section></div>
<div class="shop-foot">Hawkshead Cellars Ltd · The Square, Hawkshead, Cumbria · Premises licence SLDC/PL/0412 · VAT GB 284 1193 07 · Challenge 25</div>`,
  }),
},
{
  id: 'yi-clean-mobility-shop-vat-relief-checkout',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.ableliving-mobility.co.uk/checkout/?cart=b71f0e',
  body: doc({
    title: 'Secure Checkout | Able Living Mobility',
    css: shopCss('#1e5aa8'),
    body: `<div class="shop-head"><a class="logo" href="/">Able Living Mobility</a><nav><a href="/scooters/">Scooters</a><a href="/rollators/">Rollators</a><a href="/bathroom/">Bathroom aids</a><a href="/showrooms/">Showrooms</a></nav></div>
<div class="checkout"><section><h2>VAT relief</h2><p style="font-size:14px">If you have a long-term illness or disability you may not have to pay VAT on this product. Please complete the declaration.</p>
<form method="post" action="/checkout/?cart=b71f0e"><label><input type="checkbox" name="vat_relief" style="width:auto"> I am eligible for VAT relief</label><label>Name of person the product is for</label><input name="vat_name"><label>Nature of condition</label><input name="vat_condition">
<h2>Payment</h2><label>Card number</label><input name="cc_number" autocomplete="cc-number"><div style="display:flex;gap:12px"><div style="flex:1"><label>Expiry</label><input name="cc_exp" autocomplete="cc-exp"></div><div style="flex:1"><label>CVV</label><input name="cc_cvv" autocomplete="cc-csc"></div></div>
<p style="font-size:13px">Or pay by PayPal, or interest-free finance over 12 months.</p><button class="btn">Pay securely</button></form></section>
<section class="summary"><h3>Order summary</h3><table style="width:100%"><tr><td>TGA Zest Plus folding scooter</td><td>£1,249.00</td></tr><tr><td>VAT relief</td><td>−£208.17</td></tr><tr><td>Home delivery &amp; handover</td><td>Free</td></tr><tr><td><b>Total</b></td><td><b>£1,040.83</b></td></tr></table>
<p style="font-size:13px">14-day returns · 2-year warranty · Visit our showrooms in Preston and Lancaster for a test ride.</p></section></div>
<div class="shop-foot">Able Living Mobility Ltd · Company no. 06114859 · VAT GB 902 3351 12 · Member of the British Healthcare Trades Association (BHTA)</div>`,
  }),
},
{
  id: 'yi-clean-royalmail-missed-delivery-redelivery',
  label: 'clean',
  kind: 'courier-service',
  url: 'https://www.royalmail.com/receiving/missed-delivery/redeliver?from=card',
  body: doc({
    title: 'Redeliver your item | Royal Mail Group Ltd',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#333}.h{background:#da202a;color:#fff;padding:14px 26px}.h b{background:#fdda24;color:#da202a;padding:5px 10px;border-radius:3px}
main{max-width:680px;margin:0 auto;padding:24px 20px}label{display:block;font-weight:700;margin:14px 0 5px}input{width:100%;max-width:360px;padding:10px;border:1px solid #777;box-sizing:border-box}
button{margin-top:18px;background:#da202a;color:#fff;border:0;padding:12px 24px;font-size:16px;font-weight:700}.i{background:#f3f3f3;padding:12px;font-size:15px;margin-top:20px}`,
    body: `<div class="h"><b>ROYAL MAIL</b></div>
<main><h1>Redeliver your item</h1><p>If we tried to deliver your item and you weren’t in, we’ll leave a ‘Sorry we missed you’ card. Use the reference on the card to arrange redelivery or collection.</p>
<form method="post" action="/receiving/missed-delivery/redeliver"><label for="ref">Reference number from your card</label><input id="ref" name="reference" placeholder="e.g. 123456789012"><label for="pc">Your postcode</label><input id="pc" name="postcode" autocomplete="postal-code"><button>Continue</button></form>
<div class="i">Redelivery is free. If you’re asked to pay a customs fee, you’ll get a grey ‘Fee to Pay’ card and you can pay at royalmail.com/fee-to-pay. We will only text or email you about a fee when you have an item that requires one, and will never ask for payment for redelivery.</div></main>`,
  }),
},
{
  id: 'yi-clean-anpost-pay-customs-charge',
  label: 'clean',
  kind: 'courier-service',
  url: 'https://www.anpost.com/Post-Parcels/Customs/Pay-Customs-Charges?item=CE224119873IE',
  body: doc({
    title: 'Pay Customs Charges - An Post',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#004c45;color:#fff;padding:16px 28px;font-size:22px;font-weight:700}
main{max-width:700px;margin:0 auto;padding:24px 20px}table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}
label{display:block;font-weight:700;margin:12px 0 4px}input{width:100%;max-width:380px;padding:10px;border:1px solid #888;box-sizing:border-box}button{margin-top:16px;background:#004c45;color:#fff;border:0;padding:12px 24px;font-size:16px}
.n{background:#eef7f5;padding:12px;font-size:14px;margin-top:18px}`,
    body: `<div class="h">An Post</div>
<main><h1>Pay Customs Charges</h1><p>Items arriving from outside the EU, including Great Britain, may be subject to VAT, Customs Duty and an An Post handling fee.</p>
<table><tr><td>Item number</td><td>CE224119873IE</td></tr><tr><td>Sender country</td><td>United States</td></tr><tr><td>VAT</td><td>€9.43</td></tr><tr><td>An Post fee</td><td>€3.00</td></tr><tr><td><b>Total due</b></td><td><b>€12.43</b></td></tr></table>
<form method="post" action="/Post-Parcels/Customs/Pay-Customs-Charges/Payment"><input type="hidden" name="item" value="CE224119873IE"><label>Email for receipt</label><input name="email" type="email"><button>Continue to secure payment</button></form>
<div class="n">You will be notified by text message or email, or by a card through your door, when customs charges are due. Always check the item number on our Track &amp; Trace page first. An Post will never ask you to pay via a link that doesn’t start with anpost.com.</div></main>`,
  }),
  routes: { 'www.anpost.com/Post-Parcels/Customs/Pay-Customs-Charges/Payment': redirectRoute(303, 'https://payments.anpost.com/hpp/pay?ref=CE224119873IE') },
},
];
