import { type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';

// Invoice, bill and delivery pages of real suppliers and services.

export const entries: Entry[] = [
  {
    id: 'yf-clean-xero-online-invoice-pay-now',
    label: 'clean',
    kind: 'supplier-invoice-own-domain',
    url: 'https://in.xero.com/Xm9qLp2Vr7tZbW4cN0yF8hK3sD6aJ1eGtQ5uR2v?utm_source=invoiceEmailViewInvoiceButton',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice INV-0419 from Coastal Fire Services Pty Ltd</title>
<style>
body{margin:0;font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;background:#f5f6f7;color:#000a1e}
.bar{background:#fff;border-bottom:1px solid #dfe1e4;padding:14px 5%;display:flex;justify-content:space-between;align-items:center}
.bar b{font-size:16px}
.pay{background:#0078c8;color:#fff;border:0;padding:10px 22px;border-radius:3px;font-weight:600;text-decoration:none}
.inv{max-width:820px;margin:24px auto;background:#fff;padding:40px;box-shadow:0 0 0 1px rgba(0,10,30,.1)}
.top{display:flex;justify-content:space-between}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:24px}th{text-align:left;border-bottom:2px solid #000a1e;padding:6px}td{padding:8px 6px;border-bottom:1px solid #e5e6e8}
.tot{text-align:right;margin-top:16px;font-size:15px;line-height:1.8}
.how{margin-top:28px;font-size:14px;background:#f5f6f7;padding:14px}
.foot{text-align:center;font-size:12px;color:#59606d;margin:20px}
</style></head>
<body>
<div class="bar"><b>Coastal Fire Services Pty Ltd</b><span><a class="pay" href="https://in.xero.com/Xm9qLp2Vr7tZbW4cN0yF8hK3sD6aJ1eGtQ5uR2v/pay?method=card">Pay now</a></span></div>
<div class="inv">
<div class="top"><div><h1 style="margin:0">TAX INVOICE</h1><p>Harbour Legal<br>Level 4, 88 Phillip Street<br>Sydney NSW 2000</p></div><div style="text-align:right;font-size:14px"><b>Invoice Date</b><br>1 Apr 2024<br><b>Invoice Number</b><br>INV-0419<br><b>ABN</b><br>61 158 227 904</div></div>
<table><tr><th>Description</th><th>Quantity</th><th>Unit Price</th><th style="text-align:right">Amount AUD</th></tr>
<tr><td>Annual fire safety statement inspection &ndash; Level 4</td><td>1.00</td><td>1,450.00</td><td style="text-align:right">1,450.00</td></tr>
<tr><td>Extinguisher service and tagging (12 units)</td><td>12.00</td><td>42.50</td><td style="text-align:right">510.00</td></tr></table>
<div class="tot">Subtotal 1,960.00<br>Total GST 10% 185.00<br><b>Amount Due AUD 2,145.00</b></div>
<div class="how"><b>Due Date: 30 Apr 2024</b><br>Pay online by card using the Pay now button, or by EFT to: Coastal Fire Services Pty Ltd, BSB 062-000, Account 1098 4420, reference INV-0419.</div>
</div>
<div class="foot">Powered by Xero &middot; <a href="https://www.xero.com/au/">Online accounting software</a></div>
</body></html>`,
  },
  {
    id: 'yf-clean-stripe-hosted-invoice',
    label: 'clean',
    kind: 'supplier-invoice-own-domain',
    url: 'https://invoice.stripe.com/i/acct_1Hq8zLJx2kR7vN0p/live_YWNjdF8xSHE4ekxKeDJrUjd2TjBwLF9QdTJ4cTlZRGJGd0s0?s=em',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Northbridge IT Services Pty Ltd</title>
<script src="https://js.stripe.com/v3"></script>
<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#f6f9fc;color:#1a1f36}
.w{max-width:1000px;margin:40px auto;display:flex;gap:40px;padding:0 20px;flex-wrap:wrap}
.l{flex:1;min-width:300px}.r{flex:1;min-width:300px;background:#fff;border-radius:8px;box-shadow:0 7px 14px rgba(60,66,87,.08),0 3px 6px rgba(0,0,0,.12);padding:30px}
.amt{font-size:36px;font-weight:600}
.muted{color:#697386;font-size:14px}
.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #e3e8ee;font-size:14px}
.tabs{display:flex;gap:8px;margin:10px 0}.tabs span{flex:1;border:1px solid #e3e8ee;border-radius:6px;padding:10px;font-size:14px;text-align:center}.tabs span.on{border-color:#635bff;color:#635bff}
#payment-element{min-height:140px;border:1px dashed #e3e8ee;border-radius:6px;padding:10px;font-size:13px;color:#697386}
button{width:100%;margin-top:16px;padding:12px;background:#635bff;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600}
</style></head>
<body>
<div class="w">
<div class="l">
<div class="muted">Northbridge IT Services Pty Ltd</div>
<div class="amt">A$6,842.70</div>
<div class="muted">Due 15 April 2024</div>
<div style="margin-top:26px">
<div class="row"><span>To</span><span>Maple Street Dental</span></div>
<div class="row"><span>From</span><span>Northbridge IT Services Pty Ltd</span></div>
<div class="row"><span>Invoice</span><span>NB-20931</span></div>
<div class="row"><span>Managed services &ndash; March 2024</span><span>A$6,220.64</span></div>
<div class="row"><span>GST (10%)</span><span>A$622.06</span></div>
</div>
<p class="muted" style="margin-top:18px"><a href="/i/acct_1Hq8zLJx2kR7vN0p/live_YWNjdF8xSHE4ekxKeDJrUjd2TjBwLF9QdTJ4cTlZRGJGd0s0/pdf?s=em">Download invoice</a> &middot; <a href="/i/acct_1Hq8zLJx2kR7vN0p/live_YWNjdF8xSHE4ekxKeDJrUjd2TjBwLF9QdTJ4cTlZRGJGd0s0/receipt?s=em">Download receipt</a></p>
</div>
<div class="r">
<div class="tabs"><span class="on">Card</span><span>BECS Direct Debit</span></div>
<div id="payment-element">Loading payment form&hellip;</div>
<button id="pay">Pay A$6,842.70</button>
<p class="muted" style="text-align:center;font-size:12px">Powered by stripe &middot; Terms &middot; Privacy</p>
</div>
</div>
<script>
window.__INVOICE__ = {"account":"acct_1Hq8zLJx2kR7vN0p","livemode":true,"amount_due":684270,"currency":"aud","status":"open","number":"NB-20931"};
if (window.Stripe) { var s = Stripe('pk_live_51Hq8zLJx2kR7vN0pW9mYcT3bF6dS4aG1hE8uO5iQ2lZ7xC0nV9bK3jM6tR1yP', {stripeAccount: 'acct_1Hq8zLJx2kR7vN0p'}); var el = s.elements({clientSecret: 'pi_3P4q8zLJx2kR7vN0_secret_hY2bV0pQmWc4', appearance: {theme: 'stripe'}}); el.create('payment').mount('#payment-element'); }
</script>
</body></html>`,
  },
  {
    id: 'yf-clean-auspost-track-parcel-locker',
    label: 'clean',
    kind: 'parcel-tracking-own-domain',
    url: 'https://auspost.com.au/mypost/track/details/36LGX901742553?src=notification',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Track your item | Australia Post</title>
<style>
body{margin:0;font-family:"AP Type Pro Text",Helvetica,Arial,sans-serif;background:#f3f1ee;color:#212129}
.h{background:#fff;border-bottom:1px solid #e2dfda;padding:12px 5%;display:flex;align-items:center;justify-content:space-between}
.h b{display:flex;gap:10px;align-items:center}.h i{display:inline-block;width:32px;height:32px;border-radius:50%;background:#dc1928}
.c{max-width:720px;margin:24px auto;background:#fff;border-radius:8px;padding:26px}
.st{background:#eaf6ee;border-left:4px solid #1e8a3c;padding:12px 16px;margin:14px 0}
.ev{border-left:2px solid #e2dfda;margin-left:8px;padding-left:18px}
.ev div{padding:10px 0;font-size:14px}.ev small{color:#6b6b76}
.muted{font-size:13px;color:#6b6b76}
</style></head>
<body>
<div class="h"><b><i></i>Australia Post</b><span class="muted"><a href="https://auspost.com.au/mypost/auth/">Log in</a></span></div>
<div class="c">
<div class="muted">Tracking number</div><div style="font-size:20px;font-weight:700">36LGX901742553</div>
<div class="st"><b>Ready to collect</b> from 24/7 Parcel Locker &ndash; Chatswood Westfield. Collect by 18 April.</div>
<p>Check your email or the AusPost app for your collection code.</p>
<div class="ev">
<div><b>Delivered to Parcel Locker</b><br><small>Thu 11 Apr &middot; CHATSWOOD NSW</small></div>
<div><b>Onboard for delivery</b><br><small>Thu 11 Apr &middot; ALEXANDRIA NSW</small></div>
<div><b>Processed through facility</b><br><small>Wed 10 Apr &middot; SYDNEY PARCEL FACILITY NSW</small></div>
<div><b>Shipping information received by Australia Post</b><br><small>Tue 9 Apr</small></div>
</div>
<p class="muted" style="margin-top:20px"><b>Scam awareness:</b> Australia Post will never ask you to pay a redelivery fee by text or email link, or to provide your card details to release a parcel.</p>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-postes-canada-suivi-fr',
    label: 'clean',
    kind: 'parcel-tracking-own-domain',
    url: 'https://www.canadapost-postescanada.ca/track-reperage/fr?pin=7023210039414605#/details/7023210039414605',
    body: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Repérage | Postes Canada</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#333}
.h{border-bottom:4px solid #e31836;padding:14px 5%;display:flex;justify-content:space-between;align-items:center}
.h b{display:flex;align-items:center;gap:10px}.h i{display:inline-block;width:36px;height:24px;background:#e31836;border-radius:2px}
main{max-width:820px;margin:26px auto;padding:0 20px}
.pin{font-size:22px;font-weight:bold}
.prog{display:flex;gap:6px;margin:16px 0}.prog span{flex:1;height:8px;background:#e31836;border-radius:4px}.prog span.off{background:#ddd}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:8px;border-bottom:1px solid #e5e5e5;text-align:left}th{background:#f7f7f7}
.note{background:#f4f8fb;border-left:4px solid #1c5b9a;padding:10px 14px;font-size:14px;margin-top:18px}
</style></head>
<body>
<div class="h"><b><i></i>Postes Canada</b><a href="https://www.canadapost-postescanada.ca/track-reperage/en">English</a></div>
<main>
<div>NIP</div><div class="pin">7023210039414605</div>
<div class="prog"><span></span><span></span><span></span><span class="off"></span></div>
<p><b>Livraison prévue :</b> mardi 16 avril 2024</p>
<table><tr><th>Date</th><th>Heure</th><th>Emplacement</th><th>Activité</th></tr>
<tr><td>2024-04-12</td><td>14:22</td><td>MONTRÉAL, QC</td><td>Article traité</td></tr>
<tr><td>2024-04-11</td><td>21:05</td><td>MISSISSAUGA, ON</td><td>Article en transit</td></tr>
<tr><td>2024-04-11</td><td>09:40</td><td>MISSISSAUGA, ON</td><td>Article accepté au bureau de poste</td></tr></table>
<div class="note">Des frais de douane ne sont exigibles que pour les envois internationaux et vous sont indiqués sur l'avis de livraison. Postes Canada n'envoie jamais de texto vous demandant de payer des frais au moyen d'un lien.</div>
</main>
</body></html>`,
  },
  {
    id: 'yf-clean-crazydomains-renewal-checkout',
    label: 'clean',
    kind: 'registrar-renewal-own-domain',
    url: 'https://www.crazydomains.com.au/members/renewals/?domain=harbourlegal.com.au&ref=expiry-60',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Renew Domain Names | Crazy Domains Australia</title>
<style>
body{margin:0;font-family:"Lato",Arial,sans-serif;background:#f4f4f7;color:#2b2b36}
.h{background:#fff;padding:14px 5%;border-bottom:1px solid #e1e1e8;display:flex;justify-content:space-between;align-items:center}
.h b{color:#e6007e;font-size:22px}
.c{max-width:880px;margin:24px auto;background:#fff;border-radius:6px;padding:26px}
table{width:100%;border-collapse:collapse;font-size:15px}th,td{padding:10px;border-bottom:1px solid #eee;text-align:left}
select{padding:6px}
.tot{text-align:right;font-size:18px;margin-top:12px}
.btn{float:right;margin-top:16px;background:#3cb878;color:#fff;border:0;padding:12px 28px;border-radius:4px;font-size:16px;font-weight:700}
.muted{font-size:13px;color:#6e6e7a}
</style></head>
<body>
<div class="h"><b>crazydomains</b><span class="muted">Logged in as accounts@harbourlegal.com.au &middot; Account #CD-4471028</span></div>
<div class="c">
<h2 style="margin-top:0">Renew your domain</h2>
<p class="muted">harbourlegal.com.au expires on <b>1 June 2024</b>. .com.au domains can be renewed from 90 days before expiry.</p>
<form method="post" action="/members/renewals/cart">
<input type="hidden" name="csrf" value="d9K2pX7vL0mQ4wN8">
<table><tr><th>Domain</th><th>Expiry</th><th>Period</th><th>Price</th></tr>
<tr><td>harbourlegal.com.au</td><td>01/06/2024</td><td><select name="period"><option value="1">1 year</option><option value="2" selected>2 years</option><option value="5">5 years</option></select></td><td>$59.90</td></tr>
<tr><td>&nbsp;&nbsp;Domain privacy</td><td></td><td></td><td>Not available for .au</td></tr></table>
<div class="tot">Total (inc. GST): <b>$59.90</b></div>
<button class="btn" type="submit">Continue to payment</button>
</form>
<p class="muted" style="clear:both;padding-top:20px">Payment by saved card ending 4417, new card or PayPal on the next page. Crazy Domains is an auDA accredited registrar. Beware of "renewal notices" from other companies offering to transfer your domain.</p>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-telstra-quick-pay',
    label: 'clean',
    kind: 'bill-payment-own-domain',
    url: 'https://www.telstra.com.au/my-account/bill-payments/quick-pay?src=bill-email',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Quick pay | Telstra</title>
<style>
body{margin:0;font-family:"Telstra Text",Helvetica,Arial,sans-serif;background:#f4f4f4;color:#050505}
.h{background:#fff;padding:14px 5%;border-bottom:1px solid #ddd;font-weight:700;color:#0064d2;font-size:22px}
.c{max-width:520px;margin:30px auto;background:#fff;padding:28px;border-radius:8px}
label{display:block;font-weight:700;font-size:14px;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #707070;border-radius:4px;font-size:16px}
.r{display:flex;gap:12px}.r>div{flex:1}
button{margin-top:22px;width:100%;padding:13px;background:#0064d2;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:700}
.muted{font-size:13px;color:#505050}
</style></head>
<body>
<div class="h">Telstra</div>
<div class="c">
<h1 style="margin-top:0;font-size:26px">Quick pay</h1>
<p class="muted">Pay a Telstra bill without signing in. You'll need your account number from your bill.</p>
<form method="post" action="/my-account/bill-payments/quick-pay/submit" id="qp">
<label>Account number</label><input name="accountNumber" inputmode="numeric" maxlength="13" required>
<label>Amount (AUD)</label><input name="amount" inputmode="decimal" required>
<label>Name on card</label><input name="cardName" autocomplete="cc-name" required>
<label>Card number</label><input name="cardNumber" autocomplete="cc-number" inputmode="numeric" required>
<div class="r"><div><label>Expiry</label><input name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required></div><div><label>Security code</label><input name="cvv" autocomplete="cc-csc" maxlength="4" required></div></div>
<label>Email for receipt</label><input name="email" type="email">
<button type="submit">Pay now</button>
</form>
<p class="muted">Card payments may incur a surcharge. Other ways to pay: My Telstra app, BPAY (biller code 23796), Australia Post. For help call 13 2200.</p>
</div>
</body></html>`,
  },
  {
    id: 'yf-clean-interac-etransfer-deposit-fi-select',
    label: 'clean',
    kind: 'interac-own-domain',
    url: 'https://etransfer.interac.ca/reqPayment/eml/CA1MRnq7J4sWx8Yp?lang=en',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Interac e-Transfer | Deposit your money</title>
<style>
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f2f2f2;color:#222}
.ih{background:#fdb913;padding:14px 24px;display:flex;align-items:center;gap:12px}
.ih .mk{background:#000;color:#fdb913;font-weight:900;font-size:15px;padding:6px 8px;border-radius:3px}
.box{max-width:640px;margin:28px auto;background:#fff;padding:28px;border-radius:4px}
.amt{font-size:30px;font-weight:700}
select{width:100%;padding:12px;font-size:16px;margin-top:8px}
.note{font-size:13px;color:#555;background:#fafafa;border-left:4px solid #fdb913;padding:10px 14px;margin-top:18px}
button{margin-top:16px;background:#000;color:#fff;border:0;padding:12px 30px;font-size:15px}
</style></head>
<body>
<div class="ih"><span class="mk">INTERAC</span><b>e-Transfer&reg;</b></div>
<div class="box">
<p>Hi Anna, <b>OKANAGAN OFFICE SUPPLY LTD.</b> sent you money.</p>
<div class="amt">$84.50 (CAD)</div>
<p style="font-size:13px;color:#666">Reference Number: CA1MRnq7J4sWx8Yp &middot; Message: "Refund &ndash; returned toner, invoice 2218"</p>
<h3>Select your financial institution</h3>
<form method="get" action="/reqPayment/eml/CA1MRnq7J4sWx8Yp/fi">
<select name="fi" required><option value="">Select...</option><option value="rbc">RBC Royal Bank</option><option value="td">TD Canada Trust</option><option value="bns">Scotiabank</option><option value="bmo">BMO</option><option value="cibc">CIBC</option><option value="dgc">Desjardins</option><option value="nbc">National Bank</option><option value="tng">Tangerine</option><option value="atb">ATB Financial</option><option value="other">Other / credit union</option></select>
<button type="submit">Continue</button>
</form>
<div class="note">You'll be sent to your financial institution's own website or app to sign in and deposit. Check that the address bar shows your bank's real web address before entering your sign-in details. Interac will never ask for your banking password on this page.</div>
</div>
</body></html>`,
  },
];
