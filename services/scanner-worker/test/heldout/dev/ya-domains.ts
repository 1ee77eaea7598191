import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, govukCss, govukHeader, govukFooter, appCss, badge, wordmark, baseSiteCss } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-domain-seo-expiration-notice',
  label: 'scam',
  kind: 'domain-renewal-scam',
  url: 'https://domain-registry-services.net/notice/?d=brennanjoinery.ie&n=DRS-77185',
  body: page({
    title: 'Domain Name Expiration Notice',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#eef1f4;color:#222}
.p{max-width:760px;margin:30px auto;background:#fff;border:1px solid #ccd3da;padding:34px 40px}
.top{display:flex;justify-content:space-between;border-bottom:3px solid #12355b;padding-bottom:12px}
h1{color:#b00020;font-size:24px;letter-spacing:.5px}
table{width:100%;border-collapse:collapse;margin:16px 0;font-size:14px}td,th{border:1px solid #ccd3da;padding:8px}th{background:#f1f4f7;text-align:left}
.fine{font-size:11px;color:#666;line-height:1.5;margin-top:20px}
label{display:block;font-size:13px;font-weight:bold;margin:10px 0 4px}input,select{width:100%;box-sizing:border-box;padding:8px;border:1px solid #99a3ad}
.b{margin-top:16px;background:#12355b;color:#fff;border:0;padding:12px 26px;font-size:15px;cursor:pointer}`,
    body: `<div class="p">
<div class="top"><b style="color:#12355b;font-size:20px">DRS · Domain Registry Services</b><span style="font-size:13px">Notice No. <span id="nn"></span></span></div>
<h1>DOMAIN NAME EXPIRATION NOTICE</h1>
<p><b>Domain Name:</b> <span id="dn" style="font-weight:bold"></span><br><b>Attn:</b> Accounts Department</p>
<p>Your domain registration for the above domain will expire shortly. Failure to complete your domain name search engine registration by the expiration date may result in the cancellation of this offer, making it difficult for your customers to locate you on the web.</p>
<p>Privatization allows the consumer a hassle free and convenient experience while searching for your website. Act today!</p>
<table><tr><th>Service</th><th>Term</th><th>Price</th></tr><tr><td>Search Engine Submission – <span class="dn2"></span></td><td>12/02/2025 – 12/02/2026</td><td>€86.00</td></tr></table>
<form method="post" action="/notice/pay.php">
<input type="hidden" name="domain" id="hd">
<label>Select term</label><select name="term"><option value="1">1 year – €86.00</option><option value="2">2 years – €159.00</option><option value="5">5 years – €349.00</option></select>
<label>Cardholder name</label><input name="name"><label>Card number</label><input name="card" inputmode="numeric"><label>Expiry / CVV</label><input name="exp" placeholder="MM/YY   CVV">
<button class="b">PAY NOW – SECURE</button></form>
<p class="fine">THIS IS NOT A BILL. This is a solicitation. You are under no obligation to pay the amount stated unless you accept this offer. DRS is not a domain name registrar and does not register or renew domain names. The service offered is a search engine optimization submission. We do not guarantee any increase in traffic. By paying you agree to our terms. All sales are final.</p>
</div>
<script>var q=new URLSearchParams(location.search),d=q.get('d')||'yourdomain.com';document.getElementById('dn').textContent=d.toUpperCase();document.querySelector('.dn2').textContent=d;document.getElementById('hd').value=d;document.getElementById('nn').textContent=q.get('n')||'';</script>`,
  }),
  routes: { 'domain-registry-services.net/notice/pay.php': htmlRoute('<!doctype html><title>Thank you</title><p>Thank you. Your order has been received.</p>') },
},
{
  id: 'ya-trademark-publication-register-invoice',
  label: 'scam',
  kind: 'trademark-invoice-scam',
  url: 'https://tm-publication-register.org/invoice/UK00003981274',
  body: page({
    title: 'Trademark Publication Register – Invoice UK00003981274',
    css: `body{margin:0;font-family:"Times New Roman",serif;background:#e9e9e4;color:#111}
.inv{max-width:780px;margin:30px auto;background:#fff;padding:44px 54px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.hdr{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #333;padding-bottom:14px}
.seal{width:70px;height:70px;border-radius:50%;border:3px double #6b4e16;display:flex;align-items:center;justify-content:center;color:#6b4e16;font-weight:bold;font-size:12px;text-align:center}
table{width:100%;border-collapse:collapse;margin:18px 0;font-size:15px}td,th{border:1px solid #999;padding:8px}
.bank{background:#f6f4ec;border:1px solid #c9c0a3;padding:12px 16px;font-family:Arial,sans-serif;font-size:14px}
.fine{font-size:10px;color:#555;margin-top:26px;line-height:1.4}`,
    body: `<div class="inv">
<div class="hdr"><div><b style="font-size:22px">TPR – Trademark Publication Register</b><br><span style="font-size:13px">International Trademark Information Service · Registration Dept.</span></div><div class="seal">TPR<br>OFFICIAL</div></div>
<p style="margin-top:20px"><b>Applicant:</b> Westmeath Kitchens Ltd<br><b>Trade mark:</b> WESTMEATH KITCHENS (word)<br><b>Application No.:</b> UK00003981274 · <b>Classes:</b> 20, 35, 37<br><b>Filing date:</b> 02.09.2025</p>
<h2 style="font-size:20px">PUBLICATION OF TRADEMARK – INVOICE</h2>
<p>Your trademark registration has been recorded. To ensure publication in the Trademark Publication Register for a period of 10 years and protection against infringing registrations, payment must reach us within 8 days.</p>
<table><tr><th>Description</th><th>Classes</th><th>Amount</th></tr><tr><td>Publication and registration of data, 10 years</td><td>3</td><td>£1,480.00</td></tr><tr><td colspan="2"><b>TOTAL DUE</b></td><td><b>£1,480.00</b></td></tr></table>
<div class="bank"><b>Payment by bank transfer only</b><br>Beneficiary: TPR Services s.r.o.<br>IBAN: SK31 1200 0000 1987 4263 7541 · BIC: SUBASKBX<br>Reference: UK00003981274</div>
<p class="fine">The Trademark Publication Register is a private registration service and has no connection with any official trade mark office, including the UK Intellectual Property Office, EUIPO or WIPO. Publication in our register is not a legal requirement for trade mark protection. This offer is a proposal for registration in a private database. Payment of this invoice constitutes acceptance of our terms and conditions available at our website.</p>
</div>`,
  }),
},
{
  id: 'ya-ipo-misleading-invoices-guidance',
  label: 'clean',
  kind: 'fraud-help-article',
  url: 'https://www.gov.uk/government/publications/warning-about-misleading-requests-for-payment/warning-about-misleading-requests-for-payment',
  body: page({
    title: 'Warning about misleading requests for payment - GOV.UK',
    css: govukCss,
    body: `${govukHeader()}
<div class="govuk-width-container"><main class="govuk-main-wrapper" id="main-content">
<span class="govuk-caption-l">Guidance · Intellectual Property Office</span>
<h1 class="govuk-heading-xl">Warning about misleading requests for payment</h1>
<p class="govuk-body-l">Some companies send trade mark, patent and design owners official-looking invoices for services that have nothing to do with the IPO.</p>
<p class="govuk-body">After you apply for a trade mark, your details are published. Private companies use this information to send letters or emails that look like official invoices. They may ask for payment to "publish", "register" or "monitor" your trade mark in a private database. These services are not connected with the IPO and paying them does not give your rights any extra protection.</p>
<div class="govuk-inset-text">The only fees you need to pay for a UK trade mark are the ones listed on GOV.UK. We will never ask you to pay a fee to an overseas bank account.</div>
<h2 class="govuk-heading-m">Names used in misleading requests</h2>
<p class="govuk-body">Organisations reported to us include names such as "Trademark Publication Register", "Register of International Trademarks", "Patent &amp; Trademark Organisation" and "World Intellectual Property Register". This list is not exhaustive.</p>
<h2 class="govuk-heading-m">What to do</h2>
<ul class="govuk-list--bullet"><li>check who sent the request and whether it matches an IPO address</li><li>do not pay until you're sure the request is genuine</li><li>report it to Action Fraud and email <a href="mailto:information@ipo.gov.uk">information@ipo.gov.uk</a></li></ul>
</main></div>
${govukFooter()}`,
  }),
},
{
  id: 'ya-uk-business-register-free-entry-trap',
  label: 'scam',
  kind: 'directory-listing-scam',
  url: 'https://uk-business-register.info/update/form?id=UKBR-55912',
  body: page({
    title: 'UK Business Register 2025/26 – Update your company data',
    css: `body{margin:0;font-family:Verdana,Arial,sans-serif;background:#f3f5f8;color:#222;font-size:14px}
.f{max-width:720px;margin:24px auto;background:#fff;border:1px solid #c5cdd6;padding:28px 34px}
h1{font-size:20px;color:#1d3b6a}
label{display:block;font-weight:bold;font-size:12px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:7px;border:1px solid #9aa6b2}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:0 16px}
.b{margin-top:16px;background:#1d3b6a;color:#fff;border:0;padding:11px 24px;cursor:pointer}
.small{font-size:9px;color:#777;line-height:1.3;margin-top:14px}`,
    body: `<div class="f">
<h1>UK Business Register – Company data update 2025/26</h1>
<p>To keep your company's entry in the UK Business Register up to date, please check and correct the details below and return the form. <b>Updating your basic entry is free of charge.</b></p>
<form method="post" action="/update/submit">
<div class="grid"><div><label>Company name</label><input name="company" value="Brightside Catering Co. Pty Ltd"></div><div><label>Registration no.</label><input name="regno"></div>
<div><label>Street</label><input name="street"></div><div><label>Postcode / Town</label><input name="town"></div>
<div><label>Telephone</label><input name="tel"></div><div><label>Email</label><input name="email"></div>
<div><label>Website</label><input name="web"></div><div><label>Business activity</label><input name="activity"></div>
<div><label>Name of authorised signatory</label><input name="signatory"></div><div><label>Position</label><input name="position"></div></div>
<label><input type="checkbox" name="agree" required style="width:auto"> I confirm the above data and accept the terms of order</label>
<button class="b">Send update</button>
<p class="small">By signing/submitting this form you place an order for the publication of your company's data in the UK Business Register at uk-business-register.info for a minimum period of three years at an annual price of €1,197 plus VAT, payable annually in advance. The contract renews automatically unless cancelled in writing three months before expiry. Basic entries not returned remain unpublished. Court of jurisdiction: Mexico City.</p>
</form></div>`,
  }),
  routes: { 'uk-business-register.info/update/submit': htmlRoute('<!doctype html><title>Thank you</title><p>Thank you, your order has been recorded. An invoice will follow.</p>') },
},
{
  id: 'ya-namecheap-renewal-cart-own-domain',
  label: 'clean',
  kind: 'checkout-own-domain',
  url: 'https://www.namecheap.com/cart/checkout/?renewal=westmeathkitchens.ie',
  body: page({
    title: 'Checkout - Namecheap.com',
    lang: 'en-US',
    css: baseSiteCss + `.w{max-width:980px;margin:28px auto;display:flex;gap:24px;padding:0 20px;flex-wrap:wrap}.box{flex:1;min-width:300px;border:1px solid #e5e7eb;border-radius:8px;padding:22px}label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input,select{width:100%;padding:9px;border:1px solid #cbd5e1;border-radius:4px}.pay{margin-top:18px;background:#de3723;color:#fff;border:0;border-radius:4px;padding:12px 22px;font-weight:700;cursor:pointer;width:100%}`,
    body: `<header style="background:#de3723;color:#fff;padding:14px 24px;font-weight:800;font-size:22px">Namecheap</header>
<div class="w">
<div class="box"><h2 style="margin-top:0;font-size:20px">Order summary</h2>
<table><tr><td>westmeathkitchens.ie – Domain renewal, 1 year</td><td style="text-align:right">$19.98</td></tr><tr><td>ICANN fee</td><td style="text-align:right">$0.00</td></tr><tr><td>Private Email Starter (renewal)</td><td style="text-align:right">$14.88</td></tr><tr><td><b>Total</b></td><td style="text-align:right"><b>$34.86</b></td></tr></table>
<p class="small muted">Renewals are only processed from your Namecheap account. We never charge renewal or "search engine registration" fees through third-party notices.</p></div>
<div class="box"><h2 style="margin-top:0;font-size:20px">Payment</h2>
<form method="post" action="/cart/checkout/pay/">
<input type="hidden" name="__RequestVerificationToken" value="Lm8vQ2x7ZkP0wR4tY1sN6bH9cJ3eA5dF">
<label>Saved card</label><select name="saved"><option value="">Visa ending 4471 (expires 08/27)</option><option value="new">Use a new card</option></select>
<label>Or pay with account funds</label><select name="funds"><option>Account balance: $0.00</option></select>
<label><input type="checkbox" checked style="width:auto"> Auto-renew this domain</label>
<button class="pay" type="submit">Pay now</button></form></div></div>`,
  }),
},
{
  id: 'ya-parked-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://bellmontsupplies.co.uk/',
  body: page({
    title: 'bellmontsupplies.co.uk is for sale',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f7f8fa;color:#333;text-align:center}
.h{padding:60px 20px 30px}.h h1{font-size:38px;margin:0;color:#0b2e4f}.h p{color:#666}
.offer{display:inline-block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:24px 36px;margin:10px}
.btn{display:inline-block;background:#ff7a00;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:bold;margin-top:10px}
.rel{max-width:700px;margin:36px auto;text-align:left}.rel a{display:block;padding:10px 14px;border-bottom:1px solid #e5e7eb;color:#1a0dab;text-decoration:none}
footer{font-size:12px;color:#999;margin:40px 0}`,
    body: `<div class="h"><h1>bellmontsupplies.co.uk</h1><p>This domain may be for sale. Buy now or make an offer.</p></div>
<div class="offer"><div style="font-size:13px;color:#888">Buy now price</div><div style="font-size:30px;font-weight:bold">£1,495</div><a class="btn" href="https://sedo.com/search/details/?domain=bellmontsupplies.co.uk&language=us">Buy now</a></div>
<div class="offer"><div style="font-size:13px;color:#888">Or</div><div style="font-size:20px;font-weight:bold;margin:8px 0">Make an offer</div><a class="btn" style="background:#0b2e4f" href="https://sedo.com/search/details/?domain=bellmontsupplies.co.uk&action=offer">Make offer</a></div>
<div class="rel"><h3 style="font-size:15px;color:#666">Related searches</h3><a href="/search?q=office+supplies">Office Supplies</a><a href="/search?q=cleaning+supplies+wholesale">Cleaning Supplies Wholesale</a><a href="/search?q=catering+equipment">Catering Equipment</a><a href="/search?q=packaging+materials">Packaging Materials</a></div>
<footer>This page is provided courtesy of the domain owner. The Sponsored Listings displayed above are served automatically by a third party. © 2025 · <a href="/privacy">Privacy policy</a></footer>`,
  }),
},
];
