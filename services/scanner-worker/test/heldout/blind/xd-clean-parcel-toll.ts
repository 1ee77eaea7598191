import type { Entry } from '../entry.js';
import { shell, baseCss, mark, dataLayer, json } from '../parts/xd-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-auspost-track-parcel',
  label: 'clean',
  kind: 'parcel-own-tracking',
  url: 'https://auspost.com.au/mypost/track/details/33PLM0912284',
  body: shell(
    'Track your item | Australia Post',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd">${mark.auspost(36)}<b>Australia Post</b><nav style="margin-left:auto;font-size:14px">Sending · Receiving · Business · <a href="https://auspost.com.au/mypost/auth/">Log in</a></nav></header>
<main style="max-width:760px">
 <h1 style="font-size:24px">33PLM0912284</h1>
 <p><b>Awaiting collection</b> — Your item is ready to collect from <b>Brunswick Post Shop</b>, 370 Sydney Rd. Bring photo ID and your card or tracking number.</p>
 <ol style="font-size:14px"><li>Awaiting collection · Brunswick VIC · Tue 9:12am</li><li>Attempted delivery · carded · Mon 2:41pm</li><li>Onboard for delivery · Mon 7:02am</li><li>Processed at facility · Sunshine West VIC · Sun</li></ol>
 <a class="btn" style="background:#dc1928" href="/mypost/track/details/33PLM0912284/redirect">Change delivery</a>
 <p class="muted" style="margin-top:16px">Australia Post will never ask you to pay a redelivery fee by SMS or email. <a href="https://auspost.com.au/about-us/supporting-communities/scams">Learn about scams</a>.</p>
</main>
<footer>© Australia Post</footer>
<script src="/mypost/track/static/js/track-details.6f1c2e.js"></script>
${dataLayer('G-AP29Q7RK1L')}`,
    { css: baseCss('#fff', '#212129', '#dc1928') },
  ),
  routes: {
    'auspost.com.au/mypost/track/static/js/track-details.6f1c2e.js': jsRoute(`fetch('/mypost/track/api/v2/items/33PLM0912284').then(function(r){return r.json()}).then(function(d){document.title=d.status+' | Australia Post'}).catch(function(){});`),
    'auspost.com.au/mypost/track/api/v2/items/33PLM0912284': json({ id: '33PLM0912284', status: 'Awaiting collection', location: 'Brunswick Post Shop' }),
  },
},
{
  id: 'xd-clean-nzpost-pay-customs-charges',
  label: 'clean',
  kind: 'parcel-own-payment',
  url: 'https://www.nzpost.co.nz/receiving/pay-customs-charges?item=LX992014337NZ',
  body: shell(
    'Pay customs charges | NZ Post',
    `<header class="top" style="background:#e4002b">${mark.nzpost(32)}<span style="color:#fff;margin-left:auto">Kia ora</span></header>
<main style="max-width:560px">
 <h1 style="font-size:22px">Pay Customs and biosecurity charges</h1>
 <p>Your item <b>LX992014337NZ</b> has charges of <b>NZ$86.40</b> (GST NZ$61.40, Import Entry Transaction Fee and biosecurity levy NZ$25.00) set by the New Zealand Customs Service. We'll deliver your item once the charges are paid.</p>
 <form method="post" action="/receiving/pay-customs-charges/payment">
  <input type="hidden" name="item" value="LX992014337NZ">
  <label>Email for receipt</label><input type="email" name="email">
  <button style="margin-top:16px;background:#e4002b">Continue to secure payment</button>
 </form>
 <p class="muted">Payment is processed by Windcave. NZ Post will only ask you to pay charges set by Customs on international items; we won't ask you to pay a fee for redelivery.</p>
</main>
<footer>NZ Post · Ngā mihi</footer>`,
    { lang: 'en-NZ', css: baseCss('#e4002b', '#222', '#e4002b') },
  ),
},
];
