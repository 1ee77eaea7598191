import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yf-seo-submission-annual-invoice',
    label: 'scam',
    kind: 'seo-invoice-scam',
    url: 'https://seo-annual-listing.com/invoice/SE-88120?d=baysidedental.com.au',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice SE-88120 | Search Engine Submission</title>
<style>
body{margin:0;background:#f2f4f7;font-family:Arial,Helvetica,sans-serif;color:#222}
.i{max-width:720px;margin:30px auto;background:#fff;padding:36px;border-top:6px solid #f0a500}
h1{margin:0;font-size:24px}
.meta{display:flex;justify-content:space-between;font-size:14px;margin:18px 0}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:10px;border-bottom:1px solid #e3e3e3;text-align:left}
.tot{font-size:20px;text-align:right;margin-top:12px}
.st{display:inline-block;background:#d9534f;color:#fff;padding:3px 10px;font-size:12px;border-radius:2px}
.paybtn{display:block;text-align:center;background:#f0a500;color:#000;text-decoration:none;font-weight:bold;padding:14px;margin-top:22px;font-size:16px}
.fine{font-size:11px;color:#777;margin-top:24px;line-height:1.5}
</style></head>
<body>
<div class="i">
<h1>SEARCH ENGINE SUBMISSION &amp; OPTIMISATION</h1>
<div style="font-size:13px;color:#666">Annual Website Listing Services</div>
<div class="meta"><div><b>Domain:</b> <span id="dom"></span><br><b>Customer ID:</b> 2204417</div><div style="text-align:right"><b>Invoice:</b> SE-88120<br><b>Status:</b> <span class="st">UNPAID</span></div></div>
<table><tr><th>Service</th><th>Period</th><th>Amount</th></tr>
<tr><td>Search engine submission to 350+ engines incl. Google, Bing, Yahoo</td><td>12 months</td><td>$289.00</td></tr>
<tr><td>Keyword optimisation &amp; directory listing</td><td>12 months</td><td>Included</td></tr></table>
<div class="tot">Total: <b>$289.00 AUD</b></div>
<a class="paybtn" href="/checkout/SE-88120">PAY NOW TO AVOID SERVICE INTERRUPTION</a>
<p class="fine">We do not register or renew domain names. This is an optional offer for search engine submission services. You are not required to pay unless you accept this offer. Your website may lose search visibility if not submitted annually.</p>
</div>
<script>document.getElementById('dom').textContent = new URLSearchParams(location.search).get('d') || 'your domain';</script>
</body></html>`,
    routes: {
      'seo-annual-listing.com/checkout/SE-88120': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Checkout</title></head><body style="font-family:Arial;max-width:440px;margin:40px auto"><h2>Secure checkout &ndash; $289.00</h2><form method="post" action="/checkout/charge"><p><input name="name" placeholder="Name on card" style="width:100%;padding:9px"></p><p><input name="pan" placeholder="Card number" style="width:100%;padding:9px"></p><p><input name="exp" placeholder="MM/YY" style="width:45%;padding:9px"> <input name="cvc" placeholder="CVC" style="width:45%;padding:9px"></p><button style="padding:11px 26px;background:#f0a500;border:0;font-weight:bold">Pay $289.00</button></form></body></html>`),
    },
  },
  {
    id: 'yf-norton-renewal-refund-callback',
    label: 'scam',
    kind: 'refund-scam',
    url: 'https://norton-billing-center.com/invoice/NLT-882019',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Order Confirmation - Norton 360 Deluxe Renewal</title>
<style>
body{margin:0;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222}
.h{background:#ffe01b;padding:16px 6%;font-weight:900;font-size:22px}
.c{max-width:640px;margin:24px auto;background:#fff;padding:30px;border:1px solid #ddd}
table{width:100%;border-collapse:collapse;font-size:14px;margin:16px 0}td{padding:9px;border-bottom:1px solid #eee}
.big{font-size:28px;font-weight:bold}
.call{background:#fff4f4;border:1px solid #f2bcbc;padding:16px;margin-top:20px;text-align:center}
.call b{font-size:24px;color:#b00}
form{margin-top:20px;font-size:14px}
form input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px;border:1px solid #bbb}
form button{background:#222;color:#fff;border:0;padding:10px 20px}
</style></head>
<body>
<div class="h">Norton</div>
<div class="c">
<h2>Thank you for your order</h2>
<p>Your subscription has been <b>automatically renewed</b> and your payment method has been charged.</p>
<table><tr><td>Order number</td><td>NLT-882019</td></tr><tr><td>Product</td><td>Norton 360 Deluxe &ndash; 5 Devices, 3 Years</td></tr><tr><td>Payment</td><td>Visa ending in ****</td></tr><tr><td>Date</td><td id="dt"></td></tr><tr><td>Amount charged</td><td class="big">$549.99 CAD</td></tr></table>
<div class="call">Didn't authorise this purchase? You have 24 hours to cancel and receive a full refund.<br>Call our Billing Department:<br><b>+1 (888) 410-7752</b></div>
<form method="post" action="/invoice/cancel">
<p><b>Or request a cancellation callback</b></p>
<input name="name" placeholder="Full name"><input name="phone" placeholder="Phone number"><input name="email" placeholder="Email address">
<button type="submit">Request refund</button>
</form>
</div>
<script>document.getElementById('dt').textContent=new Date().toLocaleDateString('en-CA');</script>
</body></html>`,
    routes: {
      'norton-billing-center.com/invoice/cancel': htmlRoute('<!DOCTYPE html><html><body style="font-family:Arial;padding:40px"><h2>Refund request received</h2><p>A refund specialist will call you within 15 minutes. Please keep your computer switched on and be ready to connect for remote assistance.</p></body></html>'),
    },
  },
  {
    id: 'yf-abn-annual-renewal-fee',
    label: 'scam',
    kind: 'government-fee-scam',
    url: 'https://abn-renewal-register.com/renew?abn=48612339104',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ABN Renewal Register | Renew your ABN</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f6f8;color:#222}
.h{background:#0c2340;color:#fff;padding:16px 6%;display:flex;align-items:center;gap:14px}
.h b{font-size:20px}.h span{font-size:12px;opacity:.8}
.c{max-width:640px;margin:26px auto;background:#fff;padding:30px;border:1px solid #dfe3e8}
.warn{background:#fdecea;border:1px solid #f5c2c0;padding:12px;font-size:14px;margin-bottom:18px}
.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eee;font-size:15px}
label{display:block;font-size:14px;font-weight:bold;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;font-size:15px}
button{margin-top:18px;width:100%;padding:12px;background:#0c2340;color:#fff;border:0;font-size:16px;font-weight:bold}
.fine{font-size:11px;color:#777;margin-top:16px}
</style></head>
<body>
<div class="h"><b>ABN Renewal Register</b><span>Business Registration Services Australia</span></div>
<div class="c">
<div class="warn"><b>Your ABN is due for annual renewal.</b> ABNs that are not renewed may be cancelled, which can affect your GST registration, invoicing and business name.</div>
<div class="row"><span>ABN</span><b id="abn"></b></div>
<div class="row"><span>Entity</span><b>NORTHBRIDGE IT SERVICES PTY LTD</b></div>
<div class="row"><span>Renewal period</span><b>12 months</b></div>
<div class="row"><span>Renewal &amp; administration fee</span><b>$149.00</b></div>
<form method="post" action="/renew/pay">
<label>Contact name</label><input name="name" required>
<label>Email</label><input name="email" type="email" required>
<label>Card number</label><input name="card" required>
<label>Expiry / CVV</label><input name="exp" required>
<button type="submit">Renew ABN &ndash; $149.00</button>
</form>
<p class="fine">ABN Renewal Register is a private registration agent and is not a government agency. Fees include our service and administration charges.</p>
</div>
<script>var a=new URLSearchParams(location.search).get('abn')||'';document.getElementById('abn').textContent=a.replace(/(\\d{2})(\\d{3})(\\d{3})(\\d{3})/,'$1 $2 $3 $4');</script>
</body></html>`,
    routes: {
      'abn-renewal-register.com/renew/pay': htmlRoute('<!DOCTYPE html><html><body style="font-family:Arial;padding:40px"><h2>Thank you</h2><p>Your ABN renewal has been lodged. Reference ABR-55102.</p></body></html>'),
    },
  },
  {
    id: 'yf-flood-relief-charity-crypto-nz',
    label: 'scam',
    kind: 'charity-scam',
    url: 'https://aotearoa-flood-relief-fund.org/donate',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Aotearoa Flood Relief Fund - Donate Now</title>
<style>
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#fff;color:#222}
.hero{background:linear-gradient(rgba(0,40,80,.7),rgba(0,40,80,.7)),#2c5e8c;color:#fff;padding:60px 8%}
.hero h1{font-size:38px;margin:0 0 12px}
.c{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}
.bar{height:14px;background:#ddd;border-radius:7px;overflow:hidden}.bar i{display:block;height:100%;width:73%;background:#2ca05a}
.ways{display:flex;gap:16px;margin-top:20px;flex-wrap:wrap}.ways>div{flex:1;min-width:220px;border:1px solid #ddd;padding:16px;border-radius:6px;font-size:14px}
code{background:#f3f3f3;padding:2px 5px;word-break:break-all}
</style></head>
<body>
<div class="hero"><h1>Families in Hawke's Bay and Tairāwhiti need your help today</h1><p>Thousands of homes have been destroyed. 100% of your donation goes directly to families on the ground.</p></div>
<div class="c">
<p><b>$287,420 raised</b> of $400,000 goal</p><div class="bar"><i></i></div>
<p>We are a volunteer-led community fund. Because of the urgency, we are not able to process card donations through our website at this time. Please give using one of the options below.</p>
<div class="ways">
<div><b>Bank transfer</b><br>Account name: J Rawiri<br>Account: 02-0500-0938112-000<br>Reference: FLOOD</div>
<div><b>Bitcoin</b><br><code>bc1qm0v7f3x9hk2zts8w4q6lyr5n9e7aud0cxp3j4k</code></div>
<div><b>USDT (TRC-20)</b><br><code>TQx8bN3vDk9mZr2PfWq7YtL4sHc6GjE1aU</code></div>
</div>
<p style="font-size:13px;color:#666;margin-top:24px">Charity registration pending with Charities Services. Donations are not tax-deductible at this time.</p>
</div>
</body></html>`,
  },
];
