import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { baseCss, doc, jsRoute, jsonRoute, wordmark } from '../parts/v-kit.js';

// Real vendors' hosted invoices and receipts (blind split).

// 1. Stripe-hosted invoice page with card payment form (Stripe Elements-style, served from Stripe's host).
const h1 = 'invoice.stripe.com';
const stripe: Entry = {
  id: 'v-clean-stripe-hosted-invoice',
  label: 'clean',
  kind: 'vendor-invoice',
  url: `https://${h1}/i/acct_1NqT8bGx2kLm4PzR/live_YWNjdF8xTnFUOGJHeDJrTG00UHpSLF9Sa0xwV3FhQjJ4Y0RmSA0200Kz9xXq1r`,
  routes: {
    [`${h1}/i/acct_1NqT8bGx2kLm4PzR/live_YWNjdF8xTnFUOGJHeDJrTG00UHpSLF9Sa0xwV3FhQjJ4Y0RmSA0200Kz9xXq1r`]: htmlRoute(
      doc({
        title: 'Invoice from Fieldnote Analytics, Inc.',
        css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial;background:#f6f9fc;color:#1a1f36}.w{display:flex;max-width:960px;margin:40px auto;gap:40px}.l{flex:1}.r{flex:1;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 5px rgba(60,66,87,.08)}
.amt{font-size:34px;font-weight:600}input{width:100%;padding:10px;border:1px solid #e3e8ee;border-radius:6px;margin:4px 0 12px;font-size:15px}.pay{width:100%;background:#635bff;color:#fff;border:0;border-radius:6px;padding:12px;font-size:16px}.muted{color:#697386;font-size:13px}`,
        body: `<div class="w"><div class="l"><p class="muted">Fieldnote Analytics, Inc.</p><div class="amt">$2,400.00</div><p class="muted">Due March 20, 2026</p><p>Invoice #FN-00318 · To: Kestrel Structural Pty Ltd</p>
<table style="width:100%;font-size:14px"><tr><td>Fieldnote Team plan (annual, 10 seats)</td><td style="text-align:right">$2,400.00</td></tr><tr><td class="muted">Tax</td><td style="text-align:right">$0.00</td></tr><tr><td><b>Amount due</b></td><td style="text-align:right"><b>$2,400.00</b></td></tr></table>
<p><a href="#">Download invoice</a> · <a href="#">Download receipt</a></p><p class="muted">Questions? Contact Fieldnote Analytics at billing@fieldnote.io or +1 415-555-0132.</p></div>
<div class="r"><h3>Pay with card</h3><form id="pf"><label class="muted">Email</label><input type="email" value="accounts@kestrelstructural.com.au"><label class="muted">Card information</label><div id="card-element"><input placeholder="1234 1234 1234 1234" autocomplete="cc-number"><div style="display:flex;gap:8px"><input placeholder="MM / YY" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc"></div></div>
<label class="muted">Name on card</label><input autocomplete="cc-name"><label class="muted">Country or region</label><input value="Australia"><button class="pay">Pay $2,400.00</button></form><p class="muted" style="text-align:center">Or pay by bank transfer (AU BECS) · Powered by <b>stripe</b> · Terms · Privacy</p></div></div>
<script src="/static/js/hosted-invoice-page.js"></script>`,
      }),
    ),
    [`${h1}/static/js/hosted-invoice-page.js`]: jsRoute(`document.getElementById('pf').addEventListener('submit',function(e){e.preventDefault();fetch('/api/payment_pages/confirm',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'invoice=in_1Ot8bGx2kLm4PzRw&expected_amount=240000'})});`),
    [`${h1}/api/payment_pages/confirm`]: jsonRoute({ error: { type: 'card_error', message: 'Your card number is incomplete.' } }, 402),
  },
};

// 2. QuickBooks Online invoice pay page, reached through Intuit's e-mail link.
const h2a = 'links.notification.intuit.com';
const h2 = 'connect.intuit.com';
const qbo: Entry = {
  id: 'v-clean-quickbooks-invoice-pay',
  label: 'clean',
  kind: 'vendor-invoice',
  url: `https://${h2a}/ls/click?upn=u001.Qm3v9Yb2xNcK8LpT4wRz-2BqH7sJd1fGa6eU0oI5yPnM`,
  routes: {
    [`${h2a}/ls/click`]: redirectRoute(302, `https://${h2}/portal/app/CommerceNetwork/view/scs-v1-5b7e91c2d4a6f8e0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e2?locale=en_US&cta=viewinvoicenow`),
    [`${h2}/portal/app/CommerceNetwork/view/scs-v1-5b7e91c2d4a6f8e0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e2`]: htmlRoute(
      doc({
        title: 'Invoice 1047 from Cascade Plumbing & Heating LLC',
        css: baseCss + `body{background:#f4f5f8}.c{max-width:760px;margin:30px auto;background:#fff;border-radius:8px;padding:30px}.pay{background:#2ca01c;color:#fff;border:0;border-radius:4px;padding:12px 28px;font-size:16px}`,
        body: `<div class="c"><div style="display:flex;justify-content:space-between"><div><h2 style="margin:0">Cascade Plumbing &amp; Heating LLC</h2><p class="muted">1820 NE Alberta St, Portland, OR 97211 · (503) 555-0199</p></div><div style="text-align:right"><div style="font-size:28px;font-weight:700">$1,284.50</div><span class="muted">Due 03/18/2026</span></div></div>
<p><button class="pay">Review and pay</button></p><table><tr><th>Date</th><th>Product/Service</th><th>Description</th><th>Amount</th></tr><tr><td>02/26/2026</td><td>Water heater</td><td>50 gal gas water heater, installed, haul-away of old unit</td><td>$1,095.00</td></tr><tr><td>02/26/2026</td><td>Permit</td><td>City of Portland plumbing permit</td><td>$110.00</td></tr><tr><td></td><td>Tax</td><td></td><td>$79.50</td></tr></table>
<p class="muted">Pay by bank transfer (ACH) free, or by card. Thanks for your business!</p></div>
<p style="text-align:center" class="muted">${wordmark('intuit quickbooks', '#2ca01c', 14)}<br>© 2026 Intuit Inc. All rights reserved. · Privacy · Security · Terms of Service</p>`,
      }),
    ),
  },
};

// 3. Square digital receipt.
const h3 = 'squareup.com';
const square: Entry = {
  id: 'v-clean-square-receipt',
  label: 'clean',
  kind: 'vendor-receipt',
  url: `https://${h3}/receipt/preview/Qx7vL2pK9mN4bR8tW1zY5cH3`,
  body: doc({
    title: 'Receipt from Blue Door Coffee Roasters',
    css: `body{margin:0;font-family:"Square Market",-apple-system,Arial;background:#f2f2f2}.r{width:360px;margin:30px auto;background:#fff;padding:24px;border-radius:6px;text-align:center}table{width:100%;font-size:14px;margin:14px 0}td{padding:4px 0}td:last-child{text-align:right}.m{color:#777;font-size:12px}`,
    body: `<div class="r"><h2>Blue Door Coffee Roasters</h2><div style="font-size:34px;font-weight:600">$18.75</div><p class="m">Mar 4 2026 at 8:12 AM · #4Q7T</p>
<table><tr><td>Flat White (Oat)</td><td>$5.50</td></tr><tr><td>Almond Croissant</td><td>$4.75</td></tr><tr><td>House Blend 12oz bag</td><td>$7.00</td></tr><tr><td>Tax</td><td>$0.00</td></tr><tr><td>Tip</td><td>$1.50</td></tr><tr><td><b>Total</b></td><td><b>$18.75</b></td></tr></table>
<p class="m">Visa •••• 4242 · Auth code 073214</p><p><a href="#">Leave feedback</a> · <a href="#">Request a refund</a></p><p class="m">Blue Door Coffee Roasters · 318 Main St, Boise, ID 83702 · (208) 555-0166</p>
<p class="m">© 2026 Block, Inc. · Square Privacy Policy · You are receiving this receipt because you paid with this card at a Square seller.</p></div>`,
  }),
};

// 4. Vipps MobilePay order receipt (nb).
const h4 = 'www.vipps.no';
const vipps: Entry = {
  id: 'v-clean-vipps-receipt-no',
  label: 'clean',
  kind: 'vendor-receipt',
  url: `https://${h4}/kvittering/?orderId=VPS-2026-03-04-88127&lang=nb`,
  routes: {
    [`${h4}/kvittering/`]: htmlRoute(
      doc({
        lang: 'nb',
        title: 'Kvittering – Vipps MobilePay',
        css: `body{margin:0;font-family:"Vipps",Arial;background:#f7f6f5}.r{width:380px;margin:30px auto;background:#fff;border-radius:12px;padding:24px}.h{color:#ff5b24;font-weight:700;font-size:22px}td{padding:5px 0;font-size:14px}td:last-child{text-align:right}.m{color:#777;font-size:12px}`,
        body: `<div class="r"><div class="h">vipps</div><h3>Takk for handelen!</h3><p>Betalt til <b>Kaffebrenneriet Grünerløkka</b></p>
<table style="width:100%"><tr><td>2 × Caffè latte</td><td>118,00 kr</td></tr><tr><td>1 × Kanelbolle</td><td>42,00 kr</td></tr><tr><td>MVA (15 %)</td><td>20,87 kr</td></tr><tr><td><b>Totalt</b></td><td><b>160,00 kr</b></td></tr></table>
<p class="m">Ordre-ID: <span id="oid"></span><br>4. mars 2026 kl. 09:41 · Betalt med Visa •••• 1187</p><p class="m">Spørsmål om kjøpet? Kontakt butikken direkte. Vipps MobilePay AS, org.nr. 918 713 867.</p></div>
<script>document.getElementById('oid').textContent=new URLSearchParams(location.search).get('orderId')</script>`,
      }),
    ),
  },
};

export const entries: Entry[] = [stripe, qbo, square, vipps];
