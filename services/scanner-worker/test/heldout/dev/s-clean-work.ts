import type { Entry } from '../entry.js';
import { doc, tracker } from '../parts/s-kit.js';

/** Author s: clean-work (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.workfinderhq.com';
  const t = tracker(h, 'gtag', 'G-WFHQ00182');
  return E({
    id: 's-clean-jobboard-remote-listing',
    label: 'clean',
    kind: 'job-board',
    url: `https://${h}/jobs/view/4471920-remote-data-entry-clerk-part-time`,
    body: doc({
      title: 'Remote Data Entry Clerk (Part-Time) – Midwest Claims Services – WorkFinderHQ',
      head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Data Entry Clerk (Part-Time, Remote)","datePosted":"2026-03-02","employmentType":"PART_TIME","hiringOrganization":{"@type":"Organization","name":"Midwest Claims Services"},"jobLocationType":"TELECOMMUTE","baseSalary":{"@type":"MonetaryAmount","currency":"USD","value":{"@type":"QuantitativeValue","minValue":17,"maxValue":19,"unitText":"HOUR"}}}</script>${t.snippet}`,
      css: `body{margin:0;font-family:Arial;background:#f3f2f1;color:#2d2d2d}header{background:#fff;padding:12px 30px;border-bottom:1px solid #ddd}.w{max-width:900px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}.tags span{display:inline-block;background:#eef;padding:4px 8px;border-radius:4px;margin-right:6px;font-size:13px}.btn{background:#2557a7;color:#fff;border:0;padding:10px 20px;border-radius:6px}.safe{background:#f8f8f8;padding:12px;font-size:13px;border-radius:6px}`,
      body: `<header><b style="color:#2557a7">WorkFinderHQ</b> · Find jobs · Company reviews · Salaries · Post a job</header>
<div class="w"><h1>Data Entry Clerk (Part-Time, Remote)</h1><p><b>Midwest Claims Services</b> · ★ 3.8 (214 reviews) · Remote in Ohio</p><div class="tags"><span>$17 – $19 an hour</span><span>Part-time</span><span>20 hours/week</span></div><p><button class="btn">Apply now</button></p>
<h3>Job description</h3><p>We're looking for a detail-oriented clerk to enter and verify insurance claim data. Training is paid and provided online during your first week. Company laptop is shipped to you; you'll need a reliable internet connection.</p><ul><li>Process 60–80 claim forms per shift with 98% accuracy</li><li>Flag missing information to the claims team</li><li>Schedule: Mon–Fri, 4 hours between 8am and 5pm ET</li></ul><h3>Benefits</h3><ul><li>401(k) after 90 days</li><li>Paid training</li></ul>
<p class="safe"><b>Job seeker safety:</b> Employers on WorkFinderHQ should never ask you to pay for training or equipment, deposit a check and send money back, or move the conversation to Telegram or WhatsApp. <a href="/safety">Report this job</a></p></div>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'www.forgecode-academy.com';
  return E({
    id: 's-clean-bootcamp-tuition',
    label: 'clean',
    kind: 'training-provider',
    url: `https://${h}/bootcamps/full-stack/tuition`,
    body: doc({
      title: 'Tuition & Financing – Full-Stack Web Development Bootcamp | ForgeCode Academy',
      css: `body{margin:0;font-family:"Inter",Arial;color:#111}header{background:#111;color:#fff;padding:14px 30px}.w{max-width:960px;margin:auto;padding:24px}.opts{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.o{border:1px solid #ddd;border-radius:10px;padding:16px}.o .p{font-size:26px;font-weight:700}.out{background:#f4f4f4;padding:14px;font-size:13px}`,
      body: `<header><b>ForgeCode Academy</b> · Bootcamps · Outcomes · Tuition · Apply</header>
<div class="w"><h1>Tuition &amp; financing</h1><p>The 16-week full-time (or 32-week part-time) Full-Stack program costs <b>$13,950</b>. A $500 deposit reserves your seat after you're admitted and is credited towards tuition; it's refundable within 14 days.</p>
<div class="opts"><div class="o"><h3>Pay upfront</h3><p class="p">$12,950</p><p>Save $1,000 when you pay in full before the start date.</p></div><div class="o"><h3>Installments</h3><p class="p">$3,487.50 × 4</p><p>Interest-free monthly payments during the program.</p></div><div class="o"><h3>Loan financing</h3><p class="p">from $329/mo</p><p>Through our lending partners. Subject to credit approval; APR 9.99%–18.99%.</p></div></div>
<h2>Refund policy</h2><p>Full refund until the end of week 1. Pro-rated refund through week 4, as required by the state approving agency.</p>
<p class="out">Graduation and job outcomes are audited according to the CIRR standard. 2025 cohort: 81% graduation rate; 68% employed in-field within 180 days; median starting salary $71,500. Outcomes are not guaranteed. ForgeCode Academy is licensed by the Colorado Division of Private Occupational Schools.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.storecheckinsights.com';
  return E({
    id: 's-clean-mystery-shopping-signup',
    label: 'clean',
    kind: 'mystery-shopping',
    url: `https://${h}/shoppers/become-a-shopper`,
    body: doc({
      title: 'Become a Mystery Shopper | StoreCheck Insights',
      css: `body{margin:0;font-family:Arial;color:#222}header{background:#00838f;color:#fff;padding:14px 30px}.w{max-width:860px;margin:auto;padding:24px;line-height:1.6}.faq dt{font-weight:bold;margin-top:10px}.warn{background:#fff3e0;padding:12px;border-radius:6px}form input{display:block;padding:8px;margin:6px 0;width:320px}`,
      body: `<header><b>StoreCheck Insights</b> · Customer experience research</header>
<div class="w"><h1>Become a mystery shopper</h1><p>Our shoppers visit restaurants, retailers, banks and car dealerships and report on their experience. Most assignments pay $10–$40 plus reimbursement of a required purchase.</p>
<dl class="faq"><dt>Is it free to join?</dt><dd>Yes. We never charge a registration or certification fee.</dd><dt>How am I paid?</dt><dd>By direct deposit or PayPal, twice a month, after your report is approved.</dd><dt>Will I be asked to send money?</dt><dd>No. We do not send checks in advance and we never ask shoppers to wire money, buy gift cards or "evaluate" a money transfer service with funds we provide.</dd></dl>
<p class="warn">Scammers use the names of real mystery shopping companies. If you receive a check with instructions to send part of it back, it's a fake check scam. We are a member of the MSPA Americas.</p>
<form onsubmit="event.preventDefault();this.innerHTML='<p>Thanks! Check your inbox to confirm your email address.</p>'"><h3>Sign up</h3><input placeholder="First name"><input placeholder="ZIP code"><input type="email" placeholder="Email"><button>Create shopper profile</button></form></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.boreal-immigration-law.ca';
  const t = tracker(h, 'matomo', '7');
  return E({
    id: 's-clean-immigration-law-ca',
    label: 'clean',
    kind: 'immigration-lawyer',
    url: `https://${h}/en/express-entry`,
    body: doc({
      lang: 'en-CA',
      title: 'Express Entry Permanent Residence | Boreal Immigration Law – Vancouver',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#8d1b1b;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:900px;margin:auto;padding:24px}.fees td{padding:6px 10px;border-bottom:1px solid #eee}.note{background:#f6f6f6;padding:12px;font-size:13px}`,
      body: `<header><b>Boreal Immigration Law</b><span>EN | FR · 604-555-0150</span></header>
<div class="w"><h1>Express Entry</h1><p>Express Entry manages applications for the Federal Skilled Worker, Canadian Experience Class and Federal Skilled Trades programs. Candidates are ranked using the Comprehensive Ranking System (CRS) and the highest-ranked receive an Invitation to Apply (ITA) in regular draws by IRCC.</p>
<p>No lawyer or consultant can guarantee an ITA or a visa, and nobody has "contacts" who can speed up your file. Beware of anyone who says otherwise.</p>
<table class="fees"><tr><td>Eligibility assessment</td><td>$250 (credited to retainer)</td></tr><tr><td>Express Entry profile + PR application (single)</td><td>$4,500 + GST</td></tr><tr><td>Each accompanying family member</td><td>$750 + GST</td></tr></table>
<p>IRCC government fees (e.g. $1,525 processing and right-of-PR fee per adult) are paid directly to IRCC online.</p>
<p class="note">Our lawyers are members in good standing of the Law Society of British Columbia. Retainers are held in a trust account as required by Law Society rules. You can verify any Canadian immigration representative on the Law Society or CICC public register.</p></div>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'www.westmoor.ac.uk';
  return E({
    id: 's-clean-university-tuition',
    label: 'clean',
    kind: 'university',
    url: `https://${h}/study/international/fees-and-funding`,
    body: doc({
      lang: 'en-GB',
      title: 'Fees and funding for international students | University of Westmoor',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#4a154b;color:#fff;padding:16px 30px}.nav{background:#f1ecf2;padding:8px 30px;font-size:14px}.w{max-width:920px;margin:auto;padding:24px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px;text-align:left}.box{background:#f7f2f8;padding:12px}footer{background:#222;color:#bbb;padding:20px 30px;font-size:12px}`,
      body: `<header><b>University of Westmoor</b></header><div class="nav">Study · Research · International · About · Contact</div>
<div class="w"><h1>Fees and funding for international students (2026/27)</h1>
<table><tr><th>Course type</th><th>Annual tuition fee</th></tr><tr><td>Undergraduate – classroom-based</td><td>£17,900</td></tr><tr><td>Undergraduate – laboratory-based</td><td>£21,400</td></tr><tr><td>Postgraduate taught – MBA</td><td>£24,500</td></tr></table>
<h2>Deposits</h2><p>After accepting an unconditional offer, international students pay a <b>£3,000 tuition deposit</b> before a Confirmation of Acceptance for Studies (CAS) is issued. The deposit is deducted from your first year's fees and is refundable if your visa is refused (see our deposit refund policy).</p>
<div class="box"><b>How to pay safely:</b> Pay only through our online payment portal (Flywire) linked from your applicant portal. We never ask you to pay to a personal account or through an agent's bank account, and we never sell degrees or certificates. Verify any agent on our list of approved representatives.</div>
<h2>Scholarships</h2><p>International Excellence Scholarships of £3,000–£5,000 are awarded automatically on the basis of academic merit.</p></div>
<footer>University of Westmoor is a registered provider with the Office for Students. Registered charity no. 1143821. © 2026</footer>`,
    }),
  });
})(),
];
