import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, badge, wordmark, baseSiteCss, siteShell, cookieBanner } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-workwear-shop-checkout-own-domain',
  label: 'clean',
  kind: 'checkout-own-domain',
  url: 'https://www.hendersonsworkwear.co.uk/checkout/payment',
  body: page({
    title: 'Checkout – Payment | Hendersons Workwear',
    head: `<script src="https://js.stripe.com/v3/"></script>`,
    css: baseSiteCss + `.w{max-width:1000px;margin:26px auto;display:flex;gap:28px;padding:0 20px;flex-wrap:wrap}.a{flex:2;min-width:320px}.s{flex:1;min-width:260px;background:#f8fafc;border:1px solid #e5e7eb;border-radius:8px;padding:18px}label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input,select{width:100%;padding:10px;border:1px solid #d1d5db;border-radius:6px}.steps{display:flex;gap:12px;font-size:13px;color:#6b7280}.steps b{color:#111}#card{padding:11px;border:1px solid #d1d5db;border-radius:6px;min-height:20px}`,
    body: `<header style="border-bottom:1px solid #e5e7eb;padding:14px 24px;display:flex;justify-content:space-between;align-items:center"><b style="font-size:20px">HENDERSONS <span style="color:#f59e0b">WORKWEAR</span></b><span class="small muted">🔒 Secure checkout · 0113 496 0712</span></header>
<div class="w"><div class="a">
<div class="steps"><span>1. Details</span><span>2. Delivery</span><b>3. Payment</b></div>
<h1 style="font-size:24px">Payment</h1>
<form id="pay" method="post" action="/checkout/payment/confirm">
<label>Name on card</label><input name="cardholder" autocomplete="cc-name" required>
<label>Card details</label><div id="card"></div>
<label>Billing address</label><select name="billing"><option>Same as delivery address (Unit 3, Kirkstall Ind. Park, Leeds LS5 3BT)</option><option>Use a different address</option></select>
<label><input type="checkbox" name="po" style="width:auto"> Add a purchase order number</label>
<p><button class="btn" style="background:#111;color:#fff;width:100%">Pay £412.80</button></p>
<p class="small muted">Trade account customers can also <a href="/account/login?next=/checkout/payment">pay on account (30 days)</a>.</p>
</form></div>
<aside class="s"><h3 style="margin-top:0">Order summary</h3><table class="small"><tr><td>Hi-vis jacket, Class 3, L × 12</td><td>£178.80</td></tr><tr><td>Safety boots S3, size 9 × 4</td><td>£156.00</td></tr><tr><td>Embroidery – logo, left chest × 12</td><td>£9.00</td></tr><tr><td>Delivery</td><td>£0.00</td></tr><tr><td>VAT</td><td>£69.00</td></tr><tr><td><b>Total</b></td><td><b>£412.80</b></td></tr></table></aside></div>
<script>
(function(){if(!window.Stripe)return;var s=Stripe('pk_live_51HndWkLsX8v2qZp7R4tY0mB6cE9hA5sD3fG1jK8lN2pQ4rS6tU9vW1xY3zA5bC7dE9'),c=s.elements().create('card',{hidePostalCode:true});c.mount('#card');})();
</script>
<footer style="border-top:1px solid #e5e7eb;padding:20px 24px;font-size:12px;color:#6b7280">Hendersons Workwear Ltd · Company No. 06651284 · VAT GB 941 2280 17 · <a href="/terms">Terms</a> · <a href="/returns">Returns</a> · <a href="/privacy">Privacy</a></footer>`,
  }),
},
{
  id: 'ya-booker-trade-account-own-domain',
  label: 'clean',
  kind: 'wholesale-own-domain',
  url: 'https://www.booker.co.uk/register/business-details',
  body: page({
    title: 'Apply for a Booker customer card | Booker Wholesale',
    css: baseSiteCss + `label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input,select{width:100%;padding:10px;border:1px solid #d1d5db;border-radius:6px}.f{max-width:600px}`,
    body: siteShell({
      brand: 'Booker',
      logo: `<b style="font-size:26px;color:#003f87;letter-spacing:-1px">Booker</b><span class="muted small">Wholesale</span>`,
      nav: [['Shop', '/products'], ['Branch locator', '/branch-locator'], ['Offers', '/offers'], ['Help', '/help']],
      accent: '#003f87',
      main: `<section class="container" style="padding:30px 20px"><h1>Apply for a Booker customer card</h1>
<p class="muted">Booker is a wholesaler for caterers, retailers and small businesses. To shop with us you need a customer card. Tell us about your business – it takes about 5 minutes.</p>
<form class="f" method="post" action="/register/business-details">
<input type="hidden" name="__RequestVerificationToken" value="R7x2kQp9Lm4vT1yZ8bN3cW6hE0aS5dF">
<label>Business type</label><select name="businessType"><option>Caterer – café, restaurant, takeaway</option><option>Retailer – convenience store</option><option>Office / small business</option><option>Charity / club</option></select>
<label>Trading name</label><input name="tradingName" required>
<label>Companies House number (if limited)</label><input name="crn">
<label>VAT number (optional)</label><input name="vat">
<label>Nearest branch</label><input name="branch" placeholder="Postcode or town">
<p><button class="btn" style="background:#003f87;color:#fff">Continue</button></p></form></section>`,
      footer: `<p>Booker Ltd, Equity House, Irthlingborough Road, Wellingborough NN8 1LT. Registered in England No. 01145443. Part of Tesco PLC.</p>`,
    }),
  }),
},
];
