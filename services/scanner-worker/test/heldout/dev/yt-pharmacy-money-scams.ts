import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { css, dotIcon, shell } from '../parts/yt-kit.js';

/** Fake GLP-1 and online-pharmacy shops, a free-trial subscription trap, and money scams (job/task, investment, ACA subsidy card, romance hospital bill). */


// ---- "Canadian" pharmacy with bitcoin discount and fake accreditation seals
const canPharm = shell({
  title: 'Canada Drugs Direct Online — Save up to 85% on Brand Medications',
  favicon: dotIcon('#d52b1e'),
  css: css.shop + `.seal{display:inline-block;border:2px solid #059669;color:#059669;border-radius:50%;width:74px;height:74px;font:bold 10px/1.2 Arial;text-align:center;padding-top:20px;box-sizing:border-box;margin:4px}
table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #e5e7eb;text-align:left}.w{max-width:860px;margin:0 auto;padding:0 20px 30px}`,
  body: `<nav><b style="color:#d52b1e;font-size:20px">🍁 Canada Drugs Direct</b><span>1-800-919-4582 · No prescription required for most items</span></nav>
<div class="hero"><h1>Brand-name medications at Canadian prices</h1><div><span class="seal">CIPA<br>VERIFIED</span><span class="seal">LegitScript<br>CERTIFIED</span><span class="seal">PharmacyChecker<br>APPROVED</span><span class="seal">FDA<br>REGISTERED</span></div></div>
<div class="w"><table><tr><th>Medication</th><th>Strength</th><th>Qty</th><th>Price</th><th></th></tr>
<tr><td>Wegovy (semaglutide) pen</td><td>2.4 mg</td><td>4 pens</td><td>$199.00</td><td><a href="/checkout?sku=weg24">Add</a></td></tr>
<tr><td>Mounjaro (tirzepatide)</td><td>7.5 mg</td><td>4 pens</td><td>$229.00</td><td><a href="/checkout?sku=mnj75">Add</a></td></tr>
<tr><td>Eliquis (apixaban)</td><td>5 mg</td><td>180</td><td>$79.00</td><td><a href="/checkout?sku=eli5">Add</a></td></tr>
<tr><td>Xarelto</td><td>20 mg</td><td>90</td><td>$69.00</td><td><a href="/checkout?sku=xar20">Add</a></td></tr>
<tr><td>Oxycodone HCl</td><td>30 mg</td><td>60</td><td>$240.00</td><td><a href="/checkout?sku=oxy30">Add</a></td></tr></table>
<p style="background:#fef3c7;padding:10px;border-radius:6px">💰 Pay with <b>Bitcoin</b> and save an extra 15%. Credit cards are temporarily unavailable due to bank restrictions — use Bitcoin, Zelle or Western Union.</p></div>
<footer>Canada Drugs Direct ships from international fulfillment centers. Prices in USD.</footer>`,
});
const canCheckout = shell({
  title: 'Secure Checkout — Canada Drugs Direct',
  css: css.shop + `.w{max-width:520px;margin:30px auto;border:1px solid #e5e7eb;border-radius:12px;padding:24px}code{word-break:break-all;background:#f3f4f6;padding:6px;display:block}`,
  body: `<div class="w"><h2>Order summary</h2><p>Wegovy 2.4 mg × 4 pens — $199.00<br>Bitcoin discount (15%) — −$29.85<br><b>Total: $169.15</b></p>
<h3>Pay with Bitcoin</h3><p>Send exactly <b>0.00172 BTC</b> to:</p><code>bc1qk4f2m8lqz7d3y0wn5gxr9c6tp2hvs8ja3eu4mq</code>
<p>Or Zelle <b>$169.15</b> to <b>billing@cdd-pharmacy.net</b>. Orders ship after 1 confirmation.</p>
<p><input placeholder="Email for tracking" style="width:100%;padding:8px"></p><p><input placeholder="Shipping address" style="width:100%;padding:8px"></p><button class="buy" style="width:100%;border:0">I have paid</button></div>`,
});

// ---- "Free trial" GLP-1 drops with a hidden recurring charge
const trial = shell({
  title: 'GLP-1 Slim Drops — Claim Your Free Bottle',
  css: `body{margin:0;font-family:Arial,sans-serif;background:#fff7ed;color:#1f2937}.w{max-width:980px;margin:0 auto;display:flex;gap:30px;padding:24px;flex-wrap:wrap}.l{flex:1;min-width:300px}.r{width:380px;background:#fff;border:3px solid #f97316;border-radius:12px;padding:20px}
.r input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0;border:1px solid #ccc;border-radius:6px}.r button{width:100%;padding:16px;background:#f97316;color:#fff;border:0;border-radius:8px;font-size:19px;font-weight:bold;margin-top:8px}
.as{font-size:9px;color:#9ca3af;line-height:1.3;margin-top:8px}.tv{font-size:12px;color:#6b7280}`,
  body: `<div class="w"><div class="l"><p class="tv">AS SEEN ON TV · DOCTOR RECOMMENDED</p><h1>The "Natural Ozempic" Doctors Don't Want You To Know About</h1>
<p>GLP-1 Slim Drops activate your body's own GLP-1 hormone — lose up to 30 lbs without injections or prescriptions.</p>
<p>⭐⭐⭐⭐⭐ "Down 24 pounds in 6 weeks!" — Linda, 67, Tampa FL</p><p><b>Only 37 free bottles left today.</b></p></div>
<div class="r"><h2 style="margin-top:0">Get your FREE bottle</h2><p>Just pay <b>$4.95</b> shipping &amp; handling</p>
<form id="t"><input name="fn" placeholder="First name"><input name="ln" placeholder="Last name"><input name="addr" placeholder="Address"><input name="zip" placeholder="ZIP"><input name="phone" placeholder="Phone">
<input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>RUSH MY FREE BOTTLE »</button></form>
<p class="as">By placing your order you agree to our Terms. You will be enrolled in the GLP-1 Slim VIP Program. 14 days after your order and every 30 days thereafter you will be charged $189.97 for a 30-day supply plus $9.95 S&amp;H, and 10 days after your order you will be charged $97.43 for the Keto Burn companion offer, until you cancel by calling 1-888-202-1199 Monday–Friday 9–11 AM EST. Refunds not available on opened products.</p></div></div>
<script>document.getElementById('t').onsubmit=function(e){e.preventDefault();fetch('/checkout/process',{method:'POST',body:new FormData(this)}).then(function(){location.href='/upsell/keto-burn';});};</script>`,
});

// ---- Job/task scam: "remote medical claims reviewer", onboarding via Telegram, equipment check
const job = shell({
  title: 'Remote Medical Claims Reviewer — Apply Now',
  css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f4f6;color:#111}.w{max-width:760px;margin:24px auto;background:#fff;padding:28px;border-radius:8px}.tag{display:inline-block;background:#dbeafe;color:#1e40af;border-radius:4px;padding:2px 8px;font-size:12px;margin-right:6px}
.apply{background:#16a34a;color:#fff;padding:14px 24px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold}`,
  body: `<div class="w"><p style="color:#6b7280">Posted 2 hours ago · 1,204 applicants</p>
<h1>Remote Medical Claims Reviewer (Entry Level) — $38/hr</h1>
<p><span class="tag">Remote</span><span class="tag">Full-time or part-time</span><span class="tag">No experience</span><span class="tag">Weekly pay</span></p>
<p>A national health insurance partner is hiring work-from-home claims reviewers immediately. You will review and "approve" simulated claims tasks on our platform. Each completed task set earns commission; top reviewers earn $800–$1,500 per day.</p>
<h3>How it works</h3><ol><li>Interview by text with our HR manager on Telegram <b>@HR_Megan_ClaimsOps</b> (no phone calls needed).</li><li>Receive your onboarding check to buy your home-office equipment from our approved vendor. Deposit the check by mobile and send the equipment payment by Zelle or Bitcoin ATM.</li>
<li>Start tasks the same day. Some premium task sets require a refundable deposit in USDT that is returned with your commission.</li></ol>
<h3>Requirements</h3><ul><li>18+, US resident, smartphone</li><li>Bank account for direct deposit</li><li>Copy of driver's license and SSN for payroll (sent via Telegram)</li></ul>
<a class="apply" href="https://t.me/HR_Megan_ClaimsOps">Apply via Telegram</a>
<p style="font-size:12px;color:#6b7280;margin-top:20px">Equal Opportunity Employer. This position is with ClaimsOps Staffing Solutions on behalf of a Fortune 100 insurer.</p></div>`,
});

export const entries: Entry[] = [
{
  id: 'yt-canada-drugs-btc-fake-seals',
  label: 'scam',
  kind: 'fake-online-pharmacy',
  url: 'https://canadadrugsdirect-rx.com/brand-medications',
  body: canPharm,
  routes: {
    'canadadrugsdirect-rx.com/checkout': htmlRoute(canCheckout),
    'canadadrugsdirect-rx.com/favicon.ico': pngRoute(213, 43, 30),
  },
},
{
  id: 'yt-glp1-drops-free-trial-rebill',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://try-glp1slimdrops.com/free-bottle?aff=1187&sub=fbsenior',
  body: trial,
  routes: { 'try-glp1slimdrops.com/checkout/process': redirectRoute(303, 'https://try-glp1slimdrops.com/upsell/keto-burn') },
},
{
  id: 'yt-remote-claims-reviewer-task-job',
  label: 'scam',
  kind: 'job-task-scam',
  url: 'https://claimsops-careers.work/jobs/remote-medical-claims-reviewer-38hr',
  body: job,
},
];
