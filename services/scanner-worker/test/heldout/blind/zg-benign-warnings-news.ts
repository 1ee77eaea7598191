import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsonRoute, jsRoute, pe } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-clean-bank-scam-messages-au',
  label: 'clean',
  kind: 'bank-fraud-warning',
  url: 'https://www.coastalmutual.com.au/security/latest-scams',
  body: site({
    host: 'www.coastalmutual.com.au', brand: 'Coastal Mutual Bank', color: '#0e6655', title: 'Latest scams | Coastal Mutual Bank',
    nav: ['Bank', 'Home loans', 'Insurance', 'Security', 'Log in'],
    main: `<h1>Latest scams we're seeing</h1>
<h2>Toll road text messages</h2><div class="card"><code>Linkt: You have an unpaid toll notice TN-48821. Pay $12.87 now to avoid a $35 admin fee: linkt-au.tollnotice-pay[.]com</code></div>
<h2>Fake myGov tax refunds</h2><div class="card"><code>myGov: You have a pending tax refund of $782.40. Sign in to claim: my-gov-au.refund-centre[.]com</code></div>
<h2>Puppy and pet transport</h2><p>Sellers advertise puppies online then a "pet courier" asks for crate, insurance or quarantine fees. Always meet the animal in person.</p>
<h2>What we'll never do</h2><ul><li>Ask for your password or one-time code</li><li>Ask you to move money to another account to protect it</li><li>Ask you to install remote access software</li></ul>
<p>Report suspicious messages to Scamwatch and call us on 13 00 00 if you think your account has been compromised.</p>`,
  }),
  routes: assets('www.coastalmutual.com.au', [14, 102, 85]),
},
  {
  id: 'zg-clean-consumer-advice-parcel-texts-uk',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.consumerwatch-uk.org/advice/scams/fake-delivery-texts',
  body: site({
    host: 'www.consumerwatch-uk.org', brand: 'ConsumerWatch UK', color: '#c0392b', title: 'Fake delivery texts: how to spot them | ConsumerWatch UK',
    nav: ['Advice', 'Reviews', 'Campaigns', 'Scam alerts', 'Join'],
    main: `<h1>Fake delivery texts: how to spot them</h1><p class="muted">Updated 3 days ago &middot; 6 min read</p>
<p>Parcel scam texts are the most common scam reported to us. They claim a delivery failed and ask for a small "redelivery" or "customs" fee &mdash; usually £1.45 or £2.99. The real goal is your card details, which are then used for bigger purchases or to set up a follow-up "bank fraud team" call.</p>
<h2>Real examples sent in by readers</h2>
<div class="card"><code>Royal Mail: Your parcel RN482119305GB has a £1.45 underpaid postage fee. Rebook delivery: royalmail.redelivery-arrange[.]co.uk</code></div>
<div class="card"><code>EVRI: We missed you today. Reschedule: evri-delivery-uk[.]info</code></div>
<h2>How to check</h2><ol><li>Royal Mail only asks for fees with a grey "Fee to Pay" card through your door.</li><li>Look at the web address; couriers don't use hyphenated look-alike domains.</li><li>Forward scam texts to 7726.</li></ol>
<h2>I've entered my card details</h2><p>Call your bank on the number on your card. Expect a follow-up call from "the bank" &mdash; hang up and call back on a trusted number.</p>`,
  }),
  routes: assets('www.consumerwatch-uk.org', [192, 57, 43]),
},
  {
  id: 'zg-clean-courier-tracking-real-au',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://auspost.com.au/mypost/track/details/ZG33MW7041',
  body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Track your item - Australia Post</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f3f1ee}.h{background:#fff;border-bottom:1px solid #ddd;padding:14px 24px;display:flex;gap:16px;align-items:center}.h b{color:#dc1928;font-size:20px}.c{max-width:760px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.ev{border-left:3px solid #dc1928;padding:6px 12px;margin:10px 0}</style></head><body>
<div class="h"><b>Australia Post</b><span>Track</span><span>Send</span><span>Receive</span><span>Shop</span><a href="/mypost/login" style="margin-left:auto">Log in</a></div>
<div class="c"><h2>ZG33MW7041</h2><p id="st">Loading...</p><div id="ev"></div>
<p style="font-size:13px;color:#555;margin-top:24px">Scam warning: Australia Post will never ask you to download an app from a link in a text, or to pay a fee by text or email to deliver a parcel.</p></div>
<script>fetch('/mypost/track/api/ZG33MW7041').then(function(r){return r.json()}).then(function(d){document.getElementById('st').innerHTML='<b>'+d.status+'</b> &middot; Expected '+d.eta;document.getElementById('ev').innerHTML=d.events.map(function(e){return '<div class="ev"><b>'+e.t+'</b><br>'+e.d+' &ndash; '+e.l+'</div>'}).join('')})</script></body></html>`,
  routes: { 'auspost.com.au/mypost/track/api/ZG33MW7041': jsonRoute({ status: 'In transit', eta: 'Thu 19 Mar', events: [{ t: 'Tue 17 Mar 6:12am', d: 'Processed through facility', l: 'SUNSHINE WEST VIC' }, { t: 'Mon 16 Mar 4:40pm', d: 'Item received', l: 'BRISBANE QLD' }, { t: 'Mon 16 Mar 9:02am', d: 'Shipping information received', l: '' }] }) },
},
];
