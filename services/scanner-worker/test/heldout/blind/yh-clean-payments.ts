import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-clean-payfast-hosted-card-checkout',
  label: 'clean',
  kind: 'merchant-checkout',
  url: 'https://www.payfast.co.za/eng/process/payment/4f1c9e2a-77b0-4f0f-9d0e-3a8c5b7e1d22',
  body: doc('Payfast | Secure Payment', `
<div class="hdr">${wordmark('payfast', '#e23c24', { shape: 'none', h: 28 })}<span>🔒 Secure payment</span></div>
<div class="w">
 <div class="sum"><h3>Karoo Kombuis Online</h3><p>Order #KK-10482</p><ul><li>Rooibos gift box × 2 <span>R 398.00</span></li><li>Delivery (Courier Guy) <span>R 99.00</span></li></ul><p class="tot">Total <b>R 497.00</b></p></div>
 <div class="pay">
  <div class="tabs"><span class="on">Card</span><span>Instant EFT</span><span>SnapScan</span><span>Zapper</span><span>Mobicred</span></div>
  <form method="post" action="/eng/process/card" id="cc">
   <input type="hidden" name="payment_uuid" value="4f1c9e2a-77b0-4f0f-9d0e-3a8c5b7e1d22">
   <label>Name on card</label><input name="card_name" autocomplete="cc-name">
   <label>Card number</label><input name="card_number" autocomplete="cc-number" inputmode="numeric" maxlength="19">
   <div class="r"><div><label>Expiry</label><input name="card_expiry" autocomplete="cc-exp" placeholder="MM / YY"></div><div><label>CVV</label><input name="card_cvv" autocomplete="cc-csc" maxlength="4" inputmode="numeric"></div></div>
   <button>Pay R 497.00</button>
   <p class="n">You may be redirected to your bank to approve this payment with 3D Secure.</p>
  </form>
  <a class="cancel" href="https://www.karookombuis.co.za/checkout/cancelled?order=KK-10482">Cancel and return to Karoo Kombuis Online</a>
 </div>
</div>
<footer>Payfast by Network International · <a href="https://payfast.io/legal/">Terms</a> · PCI DSS Level 1 certified</footer>`, {
    css: `body{margin:0;background:#f4f5f7;font-family:"Helvetica Neue",Arial,sans-serif}.hdr{background:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #e3e3e3}.hdr span{color:#4a8b2c;font-size:13px}
.w{display:flex;gap:22px;max-width:860px;margin:30px auto}.sum{flex:1;background:#fff;padding:20px}.sum ul{list-style:none;padding:0}.sum li{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eee}.tot{display:flex;justify-content:space-between}
.pay{flex:1.4;background:#fff;padding:20px}.tabs{display:flex;gap:6px;flex-wrap:wrap;margin-bottom:14px}.tabs span{padding:6px 10px;border:1px solid #ddd;border-radius:4px;font-size:12px}.tabs .on{border-color:#e23c24;color:#e23c24}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:4px}.r{display:flex;gap:10px}.r div{flex:1}button{margin-top:16px;width:100%;background:#e23c24;color:#fff;border:0;padding:13px;border-radius:4px}.n{font-size:12px;color:#777}.cancel{font-size:12px;color:#666}footer{text-align:center;font-size:11px;color:#888;padding:20px}`,
  }),
},
{
  id: 'yh-clean-dstv-selfservice-pay-own',
  label: 'clean',
  kind: 'subscription-payment-own-domain',
  url: 'https://selfservice.dstv.com/pay-account/',
  body: doc('DStv Self Service | Pay my account', `
<div class="hd">${wordmark('DStv', '#ffffff', { shape: 'none', h: 30 })}<nav><a href="https://www.dstv.com/en-za/">DStv</a><a href="/fix-errors/">Fix errors</a><a href="/help/">Help</a></nav></div>
<div class="c">
 <h1>Pay my account</h1>
 <p>Enter your smartcard or ID number to see your balance and pay by card. Payments reflect immediately and your services are reconnected within 15 minutes.</p>
 <form method="get" action="/pay-account/lookup"><label>Smartcard / IUC, customer or ID number</label><input name="q"><button>Find account</button></form>
 <div class="alt"><h3>Other ways to pay</h3><ul><li>DStv App or MyDStv on WhatsApp (<b>060 060 3788</b>)</li><li>Banking app: select <i>DStv</i> as a listed beneficiary</li><li>Pick n Pay, Shoprite, Checkers, Boxer, PEP</li></ul>
 <p class="w">DStv will never ask for your card details over WhatsApp or SMS links. Only pay on dstv.com or in the DStv App.</p></div>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f5f9}.hd{background:#0033a0;padding:12px 22px;display:flex;justify-content:space-between;align-items:center}.hd nav a{color:#fff;margin-left:16px;font-size:14px}.c{max-width:600px;margin:26px auto;background:#fff;padding:24px}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c6cfe0}button{margin-top:12px;background:#0033a0;color:#fff;border:0;padding:11px 26px}.alt{margin-top:20px;border-top:1px solid #eee}.w{font-size:12px;color:#a00}`,
  }),
},
{
  id: 'yh-clean-cape-town-eservices-account-pay',
  label: 'clean',
  kind: 'municipal-payment-portal',
  url: 'https://eservices1.capetown.gov.za/coct/wapl/zsreq_app/index.html',
  body: doc('City of Cape Town e-Services', `
<div class="top">${wordmark('City of Cape Town', '#00529b', { shape: 'shield', h: 32, w: 230 })}<span>Thank you for using e-Services</span></div>
<div class="w">
 <aside><a class="on">My accounts</a><a>Pay my account</a><a>Prepaid electricity</a><a>Water meter readings</a><a>Service requests</a><a>Rates clearance</a></aside>
 <main>
  <h2>Pay your municipal account</h2>
  <p>Sign in or register to view statements and pay for rates, water, sewerage and refuse. You can also pay at any City cash office, via EasyPay, SnapScan or your bank using your 9-digit account number as reference.</p>
  <form method="post" action="/coct/wapl/zsreq_app/login">
   <label>Email address</label><input name="email" type="email" autocomplete="username">
   <label>Password</label><input name="password" type="password" autocomplete="current-password">
   <button>Log in</button> <a href="/coct/wapl/zsreq_app/register">Register</a>
  </form>
  <div class="warn"><b>Beware of fraud.</b> The City will never send SMSes threatening immediate water disconnection with a payment link. Verify any notice by calling 0860 103 089.</div>
 </main>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f6f9}.top{background:#fff;padding:10px 22px;display:flex;align-items:center;gap:16px;border-bottom:3px solid #00529b}.top span{color:#666;font-size:13px}.w{display:flex;gap:20px;max-width:960px;margin:24px auto}
aside{width:200px;background:#fff}aside a{display:block;padding:10px 14px;border-bottom:1px solid #eee;font-size:14px;color:#00529b}aside .on{background:#00529b;color:#fff}main{flex:1;background:#fff;padding:22px}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ccd}button{margin-top:14px;background:#00529b;color:#fff;border:0;padding:10px 26px}.warn{margin-top:18px;background:#fff4e5;padding:10px;font-size:13px}`,
  }),
},
{
  id: 'yh-clean-citypower-prepaid-vending-own',
  label: 'clean',
  kind: 'prepaid-electricity-own-domain',
  url: 'https://www.citypower.co.za/customers/Pages/Buy_Prepaid_Electricity.aspx',
  body: doc('Buy Prepaid Electricity | City Power Johannesburg', `
<div class="hd">${wordmark('City Power', '#f39200', { shape: 'circle', h: 32, w: 180 })}<span>Johannesburg</span></div>
<div class="c">
 <h1>Buy prepaid electricity online</h1>
 <p>Buy tokens with your bank card. The 20-digit token is shown on screen and sent by SMS. Free Basic Electricity is collected at vendors.</p>
 <form method="post" action="/customers/vend/quote">
  <label>Meter number (11 or 13 digits)</label><input name="meter" maxlength="13" inputmode="numeric">
  <label>Amount (R)</label><input name="amount" type="number" min="20" max="5000" value="200">
  <label>Cellphone for token SMS</label><input name="msisdn" inputmode="tel">
  <button>Continue to payment</button>
 </form>
 <div class="info"><h3>Meter update (TID rollover)</h3><p>Older meters need a once-off <b>free</b> key-change update. If your meter shows "TID rollover", you will receive the two key-change tokens <b>free of charge</b> with your next purchase. City Power does not charge for the update and does not send payment links.</p></div>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f4ef}.hd{background:#1d1d1b;padding:12px 22px;display:flex;align-items:center;gap:12px;color:#f39200}.c{max-width:580px;margin:24px auto;background:#fff;padding:22px}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ccc}button{margin-top:14px;background:#f39200;border:0;padding:11px 26px;color:#fff}.info{margin-top:18px;background:#fff7e8;padding:12px;font-size:14px}`,
  }),
},
{
  id: 'yh-clean-windhoek-municipal-online-pay',
  label: 'clean',
  kind: 'municipal-payment-portal',
  url: 'https://epay.windhoekcc.org.na/account/pay',
  body: doc('City of Windhoek – Online Payments', `
<header>${wordmark('City of Windhoek', '#006b54', { shape: 'shield', h: 32, w: 220 })}</header>
<main>
 <h2>Pay your municipal account</h2>
 <p>Pay water, electricity, rates and refuse accounts with Visa or Mastercard issued by any Namibian bank. You will be redirected to the bank's secure 3D Secure page to approve the payment.</p>
 <form method="post" action="/account/pay/confirm">
  <label>Account number</label><input name="account" inputmode="numeric">
  <label>Amount (N$)</label><input name="amount" inputmode="decimal">
  <label>Email for receipt</label><input name="email" type="email">
  <button>Continue</button>
 </form>
 <p class="s">Queries: Customer Care Centre +264 61 290 2000 · billing@windhoekcc.org.na</p>
</main>`, {
    css: 'body{margin:0;background:#f1f6f4;font-family:Arial,sans-serif}header{background:#fff;padding:12px 22px;border-bottom:3px solid #006b54}main{max-width:520px;margin:24px auto;background:#fff;padding:22px}label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #c9d9d3}button{margin-top:14px;background:#006b54;color:#fff;border:0;padding:10px 26px}.s{font-size:12px;color:#666}',
  }),
},
{
  id: 'yh-clean-kenya-redcross-mpesa-paybill',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.redcross.or.ke/donate/paybill',
  body: doc('Donate | Kenya Red Cross Society', `
<header>${wordmark('Kenya Red Cross', '#ed1b2e', { shape: 'square', h: 30, w: 200, fg: '#222222' })}<nav><a>Who we are</a><a>What we do</a><a>Donate</a></nav></header>
<div class="c">
 <h1>Support drought and flood response</h1>
 <p>Donate to help communities affected by drought in northern Kenya and floods in the Lake Victoria basin.</p>
 <div class="box"><h3>M-PESA</h3><ol><li>Go to M-PESA, select <b>Lipa na M-PESA</b> then <b>Pay Bill</b></li><li>Business number: <b>10000</b></li><li>Account number: <b>Donation</b></li><li>Enter amount and your M-PESA PIN <i>on your phone</i></li></ol></div>
 <div class="box"><h3>Card or PayPal</h3><form method="post" action="/donate/checkout"><label>Amount (KSh)</label><input name="amount" value="1000"><label>Email</label><input name="email" type="email"><button>Donate online</button></form></div>
 <p class="n">Kenya Red Cross will never ask you to send money to a personal number. Verify our official paybill 10000 on our website.</p>
</div>`, {
    css: `body{margin:0;font-family:Arial,sans-serif}header{display:flex;justify-content:space-between;align-items:center;padding:12px 22px;border-bottom:3px solid #ed1b2e}nav a{margin-left:14px;font-size:14px}.c{max-width:680px;margin:22px auto;padding:0 16px}.box{background:#fafafa;border:1px solid #eee;padding:14px;margin:12px 0}
label{display:block;font-size:13px;margin:8px 0 3px}input{width:100%;box-sizing:border-box;padding:9px}button{margin-top:12px;background:#ed1b2e;color:#fff;border:0;padding:10px 26px}.n{font-size:12px;color:#666}`,
  }),
},
{
  id: 'yh-clean-sapo-track-and-trace-own',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://tracking.postoffice.co.za/TrackNTrace/TrackNTrace.aspx?id=RR482910036ZA',
  body: doc('Track and Trace – South African Post Office', `
<div class="top">${wordmark('SA Post Office', '#003e7e', { shape: 'square', h: 30, w: 200 })}</div>
<div class="w">
 <h1>Track and Trace</h1>
 <form method="get" action="/TrackNTrace/TrackNTrace.aspx"><input name="id" value="RR482910036ZA"><button>Track</button></form>
 <table><tr><th>Date</th><th>Event</th><th>Office</th></tr>
 <tr><td>2025-03-04 10:12</td><td>Item accepted</td><td>Pretoria Central</td></tr>
 <tr><td>2025-03-05 02:40</td><td>Item dispatched</td><td>Tshwane Mail Centre</td></tr>
 <tr><td>2025-03-06 09:15</td><td>Item at delivery office</td><td>Rondebosch</td></tr>
 <tr><td>2025-03-06 11:02</td><td>Notification slip issued – collect at counter</td><td>Rondebosch</td></tr></table>
 <p class="n">Customs duties on international items are only payable at the Post Office counter or via the official invoice. SAPO does not send SMSes asking for card details to release parcels.</p>
</div>`, {
    css: 'body{margin:0;font-family:Arial,sans-serif;background:#f4f6f9}.top{background:#ffd200;padding:10px 20px}.w{max-width:640px;margin:22px auto;background:#fff;padding:22px}form{display:flex;gap:8px}form input{flex:1;padding:9px}form button{background:#003e7e;color:#fff;border:0;padding:9px 18px}table{width:100%;border-collapse:collapse;margin-top:14px;font-size:13px}th,td{border-bottom:1px solid #eee;padding:6px;text-align:left}.n{font-size:12px;color:#555}',
  }),
},
];
