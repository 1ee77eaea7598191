import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, cookieBar, css, doc, footer, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Payment-request pages of real payment providers, and invoice / conveyancing client portals.

export const entries: Entry[] = [
  {
  id: 'x-clean-monzo-me-payment-link',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://monzo.me/jamiecollins/12.50?d=Five%20a%20side%20pitch',
  body: doc({
    title: 'Pay Jamie Collins | monzo.me',
    css: `body{background:#14233c;color:#fff;text-align:center}.c{max-width:400px;margin:50px auto;background:#fff;color:#14233c;border-radius:16px;padding:30px}.amt{font-size:42px;font-weight:700}.b{display:block;margin:10px 0;padding:14px;border-radius:8px;text-decoration:none;font-weight:700}.m{background:#ff4f40;color:#fff}.o{border:2px solid #14233c}`,
    body: `<div class="c"><p>Jamie Collins has requested</p><div class="amt">£12.50</div><p>for <i>Five a side pitch</i></p>
<a class="b m" href="https://monzo.com/-deeplinks/pay?u=jamiecollins&a=1250">Pay with Monzo</a><a class="b o" href="/jamiecollins/12.50/card">Pay by card</a>
<p style="font-size:12px;color:#6b778c">Payments by card are processed securely by Monzo. Monzo Bank Limited is authorised by the PRA and regulated by the FCA and PRA.</p></div>`,
  }),
},
  {
  id: 'x-clean-tikkie-betaalverzoek-nl',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://tikkie.me/pay/Tikkie/aB3kP9xQ7mN2',
  body: doc({
    lang: 'nl',
    title: 'Tikkie – Betaalverzoek',
    css: `body{background:#4c4cff;color:#fff;text-align:center;font-family:Arial}.c{max-width:380px;margin:40px auto;background:#fff;color:#222;border-radius:16px;padding:28px}.amt{font-size:40px;font-weight:800}.b{display:block;background:#4c4cff;color:#fff;border-radius:24px;padding:14px;text-decoration:none;font-weight:700;margin-top:14px}select{width:100%;padding:12px;border-radius:8px;border:1px solid #ccc}`,
    body: `<h1 style="margin-top:30px">Tikkie</h1><div class="c"><p><b>Marloes de Vries</b> vraagt</p><div class="amt">€ 18,75</div><p>voor <i>Pizza vrijdag 🍕</i></p>
<label>Kies je bank</label><select><option>ABN AMRO</option><option>ASN Bank</option><option>bunq</option><option>ING</option><option>Knab</option><option>Rabobank</option><option>Revolut</option><option>SNS</option><option>Triodos Bank</option></select>
<a class="b" href="/pay/Tikkie/aB3kP9xQ7mN2/ideal">Betaal met iDEAL</a>
<p style="font-size:12px;color:#777">Tikkie is een dienst van ABN AMRO Bank N.V. Je betaalt veilig via je eigen bank.</p></div>`,
  }),
},
  {
  id: 'x-clean-stripe-payment-link-tutor',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://buy.stripe.com/test_8wM5mR2sLdPq3Ys4gh',
  body: doc({
    title: 'Maths tuition – 4 sessions · Oakfield Tutoring',
    css: `body{background:#fff}.w{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}.l{background:#f6f9fc;padding:60px 40px}.r{padding:60px 40px;box-shadow:-10px 0 20px #0000000a}input{width:100%;padding:11px;border:1px solid #e0e6eb;border-radius:6px;margin:4px 0 12px}.b{width:100%;padding:13px;background:#635bff;color:#fff;border:0;border-radius:6px;font-weight:600}`,
    body: `<div class="w"><div class="l"><p style="color:#697386">← Oakfield Tutoring</p><p>Maths tuition – GCSE, block of 4 sessions</p><h1 style="font-size:36px">£140.00</h1></div>
<div class="r"><h3>Pay with card</h3><form method="post" action="/test_8wM5mR2sLdPq3Ys4gh/confirm"><label>Email</label><input name="email" type="email"><label>Card information</label><input placeholder="1234 1234 1234 1234" autocomplete="cc-number"><div style="display:flex;gap:8px"><input placeholder="MM / YY" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc"></div><label>Name on card</label><input autocomplete="cc-name"><label>Country or region</label><input value="United Kingdom"><button class="b">Pay</button></form>
<p style="font-size:12px;color:#8792a2;text-align:center">Powered by <b>stripe</b> · Terms · Privacy</p></div></div>`,
  }),
},
  {
  id: 'x-clean-interac-etransfer-request-money',
  label: 'clean',
  kind: 'payment-request',
  url: 'https://etransfer.interac.ca/reqmoney/fulfill/CAq7Ty2WbN9',
  body: doc({
    title: 'INTERAC e-Transfer | Money Request',
    css: `body{background:#f1f1f1}.h{background:#fdb913;padding:14px 22px;font-weight:800;font-size:20px}.m{max-width:640px;margin:26px auto;background:#fff;padding:26px}select{width:100%;padding:11px}.b{background:#000;color:#fdb913;border:0;padding:12px 26px;font-weight:700;margin-top:14px}`,
    body: `<div class="h">Interac <span style="font-weight:400">e-Transfer&reg;</span></div><div class="m"><h2>Money Request</h2>
<p><b>Priya Nair</b> has sent you a money request for <b>$42.00 (CAD)</b>.</p><p>Message: <i>Your share of the cottage groceries 🛶</i></p>
<p>To fulfil this request, select your financial institution. You'll be taken to your bank's own secure site to approve the payment.</p>
<select><option>Select your financial institution</option><option>BMO</option><option>CIBC</option><option>Desjardins</option><option>National Bank</option><option>RBC Royal Bank</option><option>Scotiabank</option><option>Tangerine</option><option>TD</option></select><br><button class="b">Continue</button>
<p style="font-size:12px;color:#666;margin-top:18px">Don't recognise this sender? Decline the request. Interac will never ask you to provide your online banking password on this page. ® Trade-mark of Interac Corp.</p></div>`,
  }),
},
  {
  id: 'x-clean-xero-online-invoice-view',
  label: 'clean',
  kind: 'invoice-portal',
  url: 'https://in.xero.com/7mHk2LpQ9xWvTzN4rB8sYcE1aF6gJ0dU',
  body: doc({
    title: 'Invoice INV-2291 from Kowhai Landscaping Ltd',
    css: `body{background:#f4f5f6}.c{max-width:820px;margin:30px auto;background:#fff;padding:34px;border-radius:4px}table{width:100%;border-collapse:collapse}th,td{padding:8px;border-bottom:1px solid #e6e8ea;text-align:left}.tot{text-align:right;font-size:20px;font-weight:700}.b{background:#13b5ea;color:#fff;border:0;padding:12px 26px;border-radius:4px}`,
    body: `<div class="c"><div style="display:flex;justify-content:space-between"><div><h2>Kowhai Landscaping Ltd</h2><p>14 Tui Street, Hamilton 3204<br>GST 112-884-301</p></div><div style="text-align:right"><h3>TAX INVOICE</h3><p>INV-2291<br>Issued 3 Nov 2025<br>Due 17 Nov 2025</p></div></div>
<p>To: Helen &amp; Mark Te Whare</p>
<table><tr><th>Description</th><th>Qty</th><th>Price</th><th>Amount NZD</th></tr><tr><td>Hedge trimming and green waste removal</td><td>1</td><td>380.00</td><td>380.00</td></tr><tr><td>Bark mulch (m³)</td><td>3</td><td>95.00</td><td>285.00</td></tr><tr><td>Labour (hours)</td><td>4</td><td>65.00</td><td>260.00</td></tr></table>
<p class="tot">Total NZD 1,063.75 (incl. GST)</p>
<p><b>How to pay:</b> Bank transfer to Kowhai Landscaping Ltd, 38-9012-0455123-00, reference INV-2291 — or pay by card below.</p>
<button class="b">Pay now</button> <a href="/7mHk2LpQ9xWvTzN4rB8sYcE1aF6gJ0dU/pdf">Download PDF</a>
<p style="font-size:12px;color:#666">Our bank details will never change by email. If you receive a message saying they have changed, please call us on 07 834 2290.</p>
<p style="font-size:11px;color:#999;text-align:center">Powered by Xero</p></div>`,
  }),
},
  {
  id: 'x-clean-conveyancing-client-portal-uk',
  label: 'clean',
  kind: 'invoice-portal',
  url: 'https://portal.harrisonbrookes-law.co.uk/client/matter/HB24-0917/overview',
  body: doc({
    title: 'Harrison Brookes Solicitors | Client Portal | Matter HB24-0917',
    head: analytics('G-HBLAWCP'),
    css: `body{background:#f5f6f8}.h{background:#1f2d3d;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.w{max-width:980px;margin:22px auto;display:grid;grid-template-columns:220px 1fr;gap:22px;padding:0 16px}.nav a{display:block;padding:9px 12px;border-radius:4px;text-decoration:none}.nav a.on{background:#dde6f0}.p{background:#fff;padding:22px;border-radius:6px}.stage li{margin:6px 0}.sec{background:#fff1f0;border:2px solid #d93025;padding:14px;border-radius:6px}`,
    body: `<div class="h"><b>Harrison Brookes Solicitors</b><span>Welcome, Mrs A. Okafor · <a href="/client/logout">Log out</a></span></div>
<div class="w"><div class="nav"><a class="on" href="#">Overview</a><a href="#">Documents</a><a href="#">Messages (2)</a><a href="#">Questionnaires</a><a href="#">Payments</a></div>
<div><div class="sec"><b>⚠ Cybercrime warning:</b> Harrison Brookes will <u>never</u> change our bank details during your transaction, and will never ask you to send money by email. Before sending any money, call your conveyancer on the number in your client care letter to verify our account details verbally.</div>
<div class="p" style="margin-top:16px"><h2>Sale of 22 Willow Drive, Reading RG4 · Matter HB24-0917</h2><p>Conveyancer: <b>Priya Desai</b> · Assistant: Tom Walsh</p>
<ol class="stage"><li>✅ Instruction &amp; ID checks</li><li>✅ Draft contract issued</li><li>✅ Enquiries answered</li><li>⏳ Exchange of contracts — target 21 November</li><li>○ Completion</li></ol>
<p>Next step: please review and e-sign the TR1 transfer deed in <a href="#">Documents</a>.</p></div></div></div>
${footer(['Privacy notice', 'Complaints procedure', 'SRA regulated', 'Accessibility'], 'Harrison Brookes LLP is authorised and regulated by the Solicitors Regulation Authority (SRA No. 614402). Registered office: 3 Forbury Square, Reading RG1 3EB.')}`,
  }),
},
];
