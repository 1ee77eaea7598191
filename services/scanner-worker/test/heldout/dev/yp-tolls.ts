import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-toll-ezpass-unpaid-mobile-only',
  label: 'phishing',
  kind: 'toll-smish-kit',
  url: 'https://e-zpassny.com-tollsvc.xin/pay',
  body: doc({
    title: 'E-ZPass New York Service Center',
    css: baseCss + formCss + `body{background:#f4f6f8}.hd{background:#5a2d82;color:#fff;padding:14px 18px;display:flex;align-items:center;gap:10px;font-weight:700}.card{background:#fff;margin:16px;border-radius:10px;padding:20px;box-shadow:0 1px 4px #0002}.due{font-size:32px;font-weight:700;color:#c62828}.btn{width:100%;background:#5a2d82;padding:14px}#desk{display:none;text-align:center;padding:80px 20px;color:#666}`,
    body: `<div id="desk"><h2>Please open this link on your mobile phone.</h2><p>For your security, toll payments from this notice can only be completed on a mobile device.</p></div>
<div id="app"><div class="hd">${monogram('E-Z', '#fff', '#5a2d82', 32)} E-ZPass New York</div>
<div class="card"><p style="margin:0;color:#555">Outstanding toll notice</p><div class="due">$6.99</div><p>Our records indicate that your vehicle has an unpaid toll invoice. To avoid a late fee of $50.00 and possible suspension of your vehicle registration, please pay the outstanding balance by <b id="dd"></b>.</p>
<table style="width:100%;font-size:14px"><tr><td>Invoice</td><td style="text-align:right">T0-8823-7710</td></tr><tr><td>Toll facility</td><td style="text-align:right">Verrazzano-Narrows Bridge</td></tr><tr><td>Service fee</td><td style="text-align:right">$0.00</td></tr></table></div>
<div class="card"><form id="pay" method="post" action="/next.php"><label>Full name</label><input name="name" required><label>Billing address</label><input name="address" required><div class="row"><div><label>ZIP</label><input name="zip" required></div><div><label>Phone</label><input name="phone" type="tel"></div></div><label>Card number</label><input name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="19" required><div class="row"><div><label>MM/YY</label><input name="expdate" required></div><div><label>CVV</label><input name="cvv" maxlength="4" required></div></div><button class="btn" style="margin-top:16px">Pay $6.99</button></form></div></div>
<script>(function(){var m=/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);if(!m){document.getElementById('app').style.display='none';document.getElementById('desk').style.display='block'}var d=new Date();d.setDate(d.getDate()+1);document.getElementById('dd').textContent=d.toLocaleDateString('en-US');
document.getElementById('pay').addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/next.php');x.send(new FormData(this));x.onload=function(){location.href='/sms-verify'}})})();</script>`,
  }),
},
{
  id: 'yp-toll-fastrak-link-chain',
  label: 'phishing',
  kind: 'toll-smish-kit',
  url: 'https://fastrak.tolls-ca.help/i/88201',
  routes: {
    'fastrak.tolls-ca.help/i/88201': redirectRoute(302, 'https://go.tollnotice-ca.top/r?c=88201'),
    'go.tollnotice-ca.top/r': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title></title><meta name="referrer" content="no-referrer"></head><body><script>var u=navigator.userAgent;if(/bot|crawl|spider|Headless|Lighthouse|Google-InspectionTool/i.test(u)){location.replace('https://www.bayareafastrak.org/')}else{setTimeout(function(){location.replace('https://thetollroads-fastrak.com/pay/notice?c=88201')},300)}</script></body></html>`),
    'thetollroads-fastrak.com/pay/notice': htmlRoute(doc({
      title: 'FasTrak - Pay Toll Violation',
      css: baseCss + formCss + `body{background:#eef3f7}.hd{background:#005b9a;color:#fff;padding:16px 20px;font-weight:700;font-size:20px}.box{max-width:520px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}.btn{background:#f7a800;color:#222;width:100%}`,
      body: `<div class="hd">FasTrak® · The Toll Roads</div><div class="box"><h2 style="margin-top:0">Toll Evasion Notice</h2><p>You have an outstanding toll of <b>$4.15</b> on SR-73. Pay today to avoid a penalty of $57.50 per violation and DMV registration hold.</p>
<form method="post" action="pay.php"><label>License plate</label><input name="plate"><label>Name</label><input name="name"><label>Card number</label><input name="cc" autocomplete="cc-number"><div class="row"><div><label>Exp</label><input name="ccexp"></div><div><label>CVV</label><input name="ccv"></div></div><label>ZIP</label><input name="zip"><button class="btn" style="margin-top:14px">Pay now</button></form></div>`,
    })),
  },
},
{
  id: 'yp-parking-toronto-violation-notice',
  label: 'phishing',
  kind: 'parking-fine-kit',
  url: 'https://toronto-parking-pay.com/violation/PT-4419082',
  body: doc({
    title: 'City of Toronto – Parking Violation Notice',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#1d4b7b;color:#fff;padding:16px 0}main{max-width:700px;margin:28px auto;padding:0 20px}.tk{border:2px dashed #1d4b7b;padding:16px;margin:16px 0}.btn{background:#1d4b7b}.red{color:#b00020;font-weight:700}`,
    body: `<header><div class="wrap"><b style="font-size:22px">TORONTO</b> · Parking Violation Payments</div></header>
<main><h1>Parking Violation Notice PT-4419082</h1><div class="tk"><p>Infraction: PARK IN A PROHIBITED AREA – 29 Queen St E<br>Date: <span id="d"></span><br>Set fine: <b>$50.00</b></p><p class="red">Final notice: if this fine is not paid within 24 hours, a late fee of $35.00 will be added and the plate will be denied renewal.</p></div>
<form method="post" action="/violation/pay.php"><label>Licence plate</label><input name="plate" required><label>Cardholder name</label><input name="name"><label>Card number</label><input name="card" required><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div><label>Date of birth (for plate verification)</label><input name="dob"><p><button class="btn">Pay $50.00</button></p></form></main>
<script>var d=new Date(Date.now()-3*864e5);document.getElementById('d').textContent=d.toDateString();</script>`,
  }),
},
{
  id: 'yp-utility-disconnect-call-crew',
  label: 'scam',
  kind: 'utility-disconnect-phone',
  url: 'https://pse-disconnect-notice.com/',
  body: doc({
    title: 'FINAL DISCONNECTION NOTICE',
    css: baseCss + `body{background:#fff}.bar{background:#c00;color:#fff;text-align:center;padding:16px;font-size:22px;font-weight:800}main{max-width:720px;margin:30px auto;padding:0 20px;text-align:center}.ph{font-size:40px;font-weight:800;color:#c00;text-decoration:none}.t{font-size:48px;font-family:monospace}.steps{text-align:left;background:#f7f7f7;padding:16px 24px;border-radius:6px}`,
    body: `<div class="bar">⚡ FINAL NOTICE: ELECTRIC SERVICE DISCONNECTION</div>
<main><p>Puget Sound Energy · Customer Account Services</p><h1>A technician has been dispatched to disconnect power at your address.</h1><p>Your account is <b>past due ($612.87)</b>. Service will be disconnected in:</p><div class="t" id="c">45:00</div>
<p>To stop the disconnection, call the Disconnection Department immediately:</p><a class="ph" href="tel:+18559380417">1-855-938-0417</a>
<div class="steps"><p><b>Payment options to stop the crew today:</b></p><ol><li>Pay with a prepaid card (Green Dot MoneyPak or Vanilla Reload) available at any CVS, Walgreens or 7-Eleven – read the card number to the agent.</li><li>Pay at a Bitcoin ATM using the QR code the agent will text you.</li></ol><p>Credit cards and online payments cannot stop a disconnection already in progress.</p></div>
<p style="font-size:13px;color:#777">Reconnection fee of $350 applies after disconnection. Do not hang up while your payment is being verified.</p></main>
<script>var s=2700;setInterval(function(){if(s>0)s--;document.getElementById('c').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
},
{
  id: 'yp-clean-toll-ezpassny-pay-bill',
  label: 'clean',
  kind: 'clean-toll-pay',
  url: 'https://www.e-zpassny.com/vector/tollsbymail/payInvoice.do',
  body: doc({
    title: 'E-ZPass New York – Pay a Toll Bill or Violation',
    css: baseCss + formCss + `header{background:#5a2d82;color:#fff;padding:16px 0}main{max-width:760px;margin:28px auto;padding:0 20px}.tabs{display:flex;gap:6px}.tabs a{padding:8px 14px;background:#eee;text-decoration:none;color:#333}.tabs a.on{background:#5a2d82;color:#fff}.alert{background:#fff8e1;border:1px solid #ffc107;padding:14px;margin:16px 0}.btn{background:#5a2d82}`,
    body: `<header><div class="wrap"><b style="font-size:22px">E-ZPass New York</b> · Customer Service Center</div></header>
<main><h1>Pay a Toll Bill, Notice or Violation</h1><div class="tabs"><a class="on" href="#">Toll Bill / Violation</a><a href="/vector/account/home/accountLogin.do">E-ZPass account login</a></div>
<div class="alert"><b>Text message scam alert.</b> E-ZPass New York does not send text messages asking for payment. Messages like "E-ZPass: You have an unpaid toll of $6.99, pay at e-zpassny.com-xxxx.info to avoid a late fee" are not from us. Do not click the link. We only bill through TOLLS BY MAIL invoices and this website.</div>
<form method="post" action="/vector/tollsbymail/payInvoice.do" id="vi"><input type="hidden" name="org.apache.struts.taglib.html.TOKEN" value="b5f6c8a2d4e1f3a7c9b1d2e4f6a8c0b3"><label>Notice / Invoice number</label><input name="violNum" required><label>License plate number</label><input name="plateNum" required><label>Plate state</label><select name="state"><option>NY</option><option>NJ</option><option>PA</option><option>CT</option><option>Other</option></select><p><button class="btn">Search</button></p></form>
<p class="hint">After locating your invoice you can pay by credit card, debit card or e-check. Customer service: 1-800-333-8655.</p></main>`,
  }),
},
{
  id: 'yp-clean-toll-407etr-pay-card',
  label: 'clean',
  kind: 'clean-toll-pay',
  url: 'https://www.407etr.com/en/myaccount/pay-my-bill/one-time-payment.html',
  routes: {
    'www.407etr.com/en/api/bill/lookup': jsonRoute({ found: true, balance: '32.18', dueDate: '2024-11-28' }),
  },
  body: doc({
    title: 'One-time payment | 407 ETR',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#003a70;color:#fff;padding:14px 0}header .wrap{display:flex;justify-content:space-between}main{max-width:680px;margin:28px auto;padding:0 20px}.btn{background:#00a0df}.card{border:1px solid #dde3ea;padding:22px;border-radius:6px}`,
    body: `<header><div class="wrap"><b style="font-size:24px">407 ETR</b><span><a style="color:#fff" href="/fr/moncompte/payer-ma-facture/paiement-unique.html">Français</a> · <a style="color:#fff" href="/en/myaccount/login.html">Log in</a></span></div></header>
<main><h1>Make a one-time payment</h1><p>Pay your 407 ETR bill without logging in. You will need the account number and the statement number printed on your bill.</p>
<div class="card"><form id="lk"><div class="row"><div><label>Account number</label><input name="account" required></div><div><label>Statement number</label><input name="statement" required></div></div><p><button class="btn">Find my bill</button></p></form><div id="pay" style="display:none"><p>Amount due: <b id="bal"></b></p><form method="post" action="/en/myaccount/pay-my-bill/submit"><label>Name on card</label><input name="cardholder" autocomplete="cc-name"><label>Card number</label><input name="cardNumber" autocomplete="cc-number"><div class="row"><div><label>Expiry</label><input name="expiry" autocomplete="cc-exp"></div><div><label>CVV</label><input name="cvv" autocomplete="cc-csc"></div></div><p><button class="btn">Pay now</button></p></form></div></div>
<p class="hint">407 ETR does not send text messages requesting payment. If you receive a suspicious text, forward it to 7726 and delete it. Customer service 1-888-407-0407.</p></main>
<script>document.getElementById('lk').addEventListener('submit',function(e){e.preventDefault();fetch('/en/api/bill/lookup',{method:'POST',body:new FormData(this)}).then(function(r){return r.json()}).then(function(j){document.getElementById('bal').textContent='$'+j.balance;document.getElementById('pay').style.display='block'})});</script>`,
  }),
},
{
  id: 'yp-clean-toll-eflow-pay-toll',
  label: 'clean',
  kind: 'clean-toll-pay',
  url: 'https://www.eflow.ie/pay-a-toll/',
  body: doc({
    title: 'Pay a Toll | eFlow',
    lang: 'en-IE',
    css: baseCss + formCss + `header{background:#00843d;color:#fff;padding:16px 0}main{max-width:760px;margin:30px auto;padding:0 20px}.btn{background:#00843d}.info{background:#eef7f1;padding:14px 18px;border-radius:4px}`,
    body: `<header><div class="wrap"><b style="font-size:24px">eFlow</b> · <a style="color:#fff" href="/ga/">Gaeilge</a></div></header>
<main><h1>Pay a toll</h1><p>If you don't have a tag or a video account, you must pay your M50 toll by 8 p.m. the day after your journey. You can pay for up to 30 days in advance or 1 day after.</p>
<form method="post" action="/pay-a-toll/journeys"><label>Vehicle registration</label><input name="vrn" required><label>Date of journey</label><input name="date" type="date"><p><button class="btn">Continue</button></p></form>
<div class="info"><b>Beware of fraudulent texts and emails.</b> eFlow will never send you a text message with a link asking for payment. The only websites for paying M50 tolls are eflow.ie and the official eFlow app.</div>
<p>Other ways to pay: Payzone outlets nationwide, or call 01 461 0122.</p></main>`,
  }),
},
{
  id: 'yp-clean-parking-toronto-ticket-pay',
  label: 'clean',
  kind: 'clean-parking-pay',
  url: 'https://secure.toronto.ca/webapps/parking/',
  body: doc({
    title: 'Parking Ticket Payment – City of Toronto',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#1d4b7b;color:#fff;padding:16px 0}main{max-width:720px;margin:28px auto;padding:0 20px}.btn{background:#1d4b7b}`,
    body: `<header><div class="wrap"><b style="font-size:22px">TORONTO</b> · Online Services</div></header>
<main><h1>Pay a parking ticket</h1><p>Enter the 8-digit tag number printed on your Parking Violation Notice and the licence plate of the vehicle.</p>
<form method="post" action="/webapps/parking/lookup"><label>Tag number</label><input name="tagNumber" maxlength="8" inputmode="numeric" required><label>Licence plate</label><input name="plate" required><p><button class="btn">Search</button></p></form>
<h2>Other options</h2><ul><li>Request a dispute or screening: <a href="https://www.toronto.ca/services-payments/tickets-fines-penalties/">toronto.ca</a></li><li>Pay in person at any Toronto courthouse counter</li><li>Call 416-397-TAGS (8247)</li></ul>
<p class="hint">The City of Toronto does not send text messages or emails about unpaid parking tickets. Payment is accepted by Visa, Mastercard and American Express. A receipt is emailed after payment.</p></main>`,
  }),
},
];
