import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, pixel, baseCss, cookieBar } from '../parts/w-kit.js';

const cardForm = (action: string, lang: { num: string; exp: string; cvv: string; name: string; pay: string }) => `<form method="post" action="${action}" id="pay">
<label>${lang.name}</label><input name="holder" autocomplete="cc-name" required>
<label>${lang.num}</label><input name="cc" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="1234 5678 9012 3456" required>
<div style="display:flex;gap:10px"><div style="flex:1"><label>${lang.exp}</label><input name="exp" placeholder="MM/YY" required></div><div style="flex:1"><label>${lang.cvv}</label><input name="cvv" maxlength="4" required></div></div>
<button class="btn" style="width:100%;margin-top:16px">${lang.pay}</button></form>`;

export const entries: Entry[] = [
  {
    id: 'w-scam-fakeshop-dyson-outlet-uk',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://dysonoutlet-clearance.shop/products/dyson-v15-detect-absolute',
    body: doc({
      lang: 'en-GB',
      title: 'Dyson V15 Detect Absolute – Clearance Sale 82% OFF – Dyson Outlet UK',
      head: pixel('1029384756') ,
      css: baseCss('#111', 'Futura,Helvetica,Arial,sans-serif') + `.p{display:flex;gap:40px}.p img{width:420px;height:420px;background:#eee}.old{text-decoration:line-through;color:#999}.new{font-size:30px;color:#d0021b;font-weight:700}.timer{background:#d0021b;color:#fff;padding:6px 12px;display:inline-block}`,
      body: `<div style="background:#111;color:#fff;text-align:center;font-size:13px;padding:6px">🇬🇧 FREE NEXT DAY DELIVERY · WAREHOUSE CLEARANCE – LAST 48 HOURS</div>
<header class="top"><b style="font-size:24px;letter-spacing:2px">dyson</b><nav><a href="#">Vacuums</a><a href="#">Hair care</a><a href="#">Air treatment</a><a href="#">Outlet</a></nav></header>
<div class="wrap p"><img src="/cdn/shop/files/v15.png" alt="Dyson V15"><div><h1>Dyson V15 Detect Absolute Cordless Vacuum</h1>
<p><span class="old">£649.99</span> <span class="new">£114.99</span> <b style="color:#d0021b">-82%</b></p><p class="timer">Sale ends in <span id="t">00:14:59</span></p>
<p>⭐⭐⭐⭐⭐ 4.9 (2,318 reviews) · Only <b>3</b> left in stock!</p><p>Due to warehouse relocation we are clearing all 2025 stock. 100% genuine, 2-year warranty, 30-day returns.</p>
<a class="btn" href="/checkout?variant=v15-abs&price=114.99" style="padding:14px 50px">BUY NOW</a>
<p class="muted">Payment: Visa, Mastercard · Secure checkout by Shopify Payments</p></div></div>
<footer>© 2025 Dyson Outlet UK · Registered office: 71 Shelton Street, London WC2H 9JQ · <a href="#">Refund policy</a><a href="#">Contact: support@dysonoutlet-clearance.shop</a></footer>`,
      scripts: `<script>var s=899;setInterval(function(){s=s>0?s-1:899;document.getElementById('t').textContent='00:'+String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000)</script>`,
    }),
    routes: {
      'dysonoutlet-clearance.shop/cdn/shop/files/v15.png': pic(120, 60, 160),
      'dysonoutlet-clearance.shop/checkout': html(doc({ lang: 'en-GB', title: 'Checkout – Dyson Outlet UK', css: baseCss('#111'), body: `<div class="wrap" style="max-width:520px"><h2>Checkout</h2><p>Dyson V15 Detect Absolute × 1 — £114.99<br>Shipping: FREE</p><label>Email</label><input><label>Full address</label><input><label>Postcode</label><input><h3>Payment</h3>${cardForm('/checkout/pay', { num: 'Card number', exp: 'Expiry', cvv: 'Security code', name: 'Name on card', pay: 'Pay £114.99' })}</div>` })),
    },
  },
  {
    id: 'w-phish-delivery-usps-redelivery-fee',
    label: 'phishing',
    kind: 'delivery-fee',
    url: 'https://usps.redelivery-track-us.com/us/',
    body: doc({
      title: 'USPS.com® - USPS Tracking® Results',
      css: baseCss('#333366', 'Helvetica,Arial,sans-serif') + `.bar{background:#333366;color:#fff;padding:14px 30px;font-weight:700}.st{border-left:6px solid #e71921;padding:10px 16px;background:#f7f7f7}`,
      body: `<div class="bar">USPS.COM &nbsp;·&nbsp; Quick Tools · Send · Receive · Shop · Business</div>
<div class="wrap" style="max-width:640px"><h2>USPS Tracking®</h2><p>Tracking Number: <b>US9514901185421</b></p>
<div class="st"><b>Status: Delivery Attempt Failed — Address Incomplete</b><p>The package arrived at the USPS warehouse but could not be delivered due to incomplete address information. Please confirm your address within 12 hours or the item will be returned to sender.</p></div>
<form id="a" action="/us/step2" method="get"><label>Full Name</label><input name="n" required><label>Street Address</label><input name="s" required><label>City</label><input name="c"><label>State</label><input name="st"><label>ZIP Code</label><input name="z"><label>Phone</label><input name="p"><button class="btn" style="margin-top:14px">Continue</button></form></div>
<footer>Copyright © 2025 USPS. All Rights Reserved. <a href="#">Privacy Policy</a><a href="#">FOIA</a></footer>`,
    }),
    routes: {
      'usps.redelivery-track-us.com/us/step2': html(doc({ title: 'USPS.com® - Redelivery Fee', css: baseCss('#333366'), body: `<div class="wrap" style="max-width:520px"><h2>Redelivery Fee: $0.30</h2><p>A redelivery service fee of $0.30 is required to reschedule your package delivery.</p>${cardForm('/us/pay.php', { num: 'Card Number', exp: 'Expiration Date', cvv: 'CVV', name: 'Cardholder Name', pay: 'Pay $0.30' })}</div>` })),
    },
  },
  {
    id: 'w-phish-delivery-royalmail-fee-uk',
    label: 'phishing',
    kind: 'delivery-fee',
    url: 'https://royalmail-reschedule.uk-parcels.info/rm/',
    routes: {
      'royalmail-reschedule.uk-parcels.info/rm/': html(doc({
        lang: 'en-GB',
        title: 'Royal Mail – Reschedule Delivery',
        css: baseCss('#e30613', 'Arial,sans-serif') + `.h{background:#e30613;color:#fff;padding:14px 30px;font-weight:700}`,
        body: `<div class="h">Royal Mail</div><div class="wrap" style="max-width:560px"><h2>We missed you</h2>
<p>Your parcel <b>RM 7421 0093 5GB</b> is being held at your local delivery office because a <b>£1.45</b> shipping fee was unpaid. Please schedule a new delivery date and pay the fee.</p>
<div id="app">Loading…</div></div><footer>© Royal Mail Group Ltd 2025. All rights reserved.</footer>`,
        scripts: `<script src="/rm/app.js"></script>`,
      })),
      'royalmail-reschedule.uk-parcels.info/rm/app.js': js(`(function(){var a=document.getElementById('app');
a.innerHTML='<label>Full name</label><input id="n"><label>Date of birth</label><input id="dob" placeholder="DD/MM/YYYY"><label>Postcode</label><input id="pc"><label>Mobile number</label><input id="m"><h3>Payment £1.45</h3><label>Card number</label><input id="cc"><label>Expiry</label><input id="ex"><label>Security code</label><input id="cv"><button class="btn" id="go" style="margin-top:12px">Pay &amp; reschedule</button><p id="msg"></p>';
document.getElementById('go').onclick=function(){var d={};['n','dob','pc','m','cc','ex','cv'].forEach(function(k){d[k]=document.getElementById(k).value});
fetch('/rm/api/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){document.getElementById('msg').textContent='Please wait while we verify your card with your bank…'})};})();`),
      'royalmail-reschedule.uk-parcels.info/rm/api/submit': json({ ok: true, next: 'otp' }),
    },
  },
];
