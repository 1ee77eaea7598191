import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, seal, peso } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-jobstreet-csr-wfh-ad',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.jobstreet.com.ph/job/81234567?type=standout&ref=search-yw',
    body: page({
      title: 'Customer Service Representative (Work from Home) — Concentrix Philippines | JobStreet',
      css: 'body{font-family:Arial,sans-serif;background:#f7f8fb;color:#1c1c1c}.h{background:#0d3880;color:#fff;padding:12px 20px;font-weight:bold}.w{max-width:820px;margin:20px auto;background:#fff;border-radius:10px;padding:24px;line-height:1.6}.tg span{display:inline-block;background:#eef2fb;border-radius:14px;padding:3px 10px;font-size:13px;margin:2px}.ap{display:inline-block;background:#e60278;color:#fff;padding:11px 26px;border-radius:8px;text-decoration:none;font-weight:bold}',
      body: `<div class="h">JobStreet by SEEK</div><div class="w"><h1>Customer Service Representative (Work from Home)</h1><p><b>Concentrix Philippines</b> · Quezon City (Hybrid / WFH after training)</p><div class="tg"><span>₱22,000 – ₱28,000 per month</span><span>Full time</span><span>Call Center / BPO</span></div>
<h3>Responsibilities</h3><ul><li>Handle inbound calls and chats for a US telecommunications account</li><li>Resolve billing and account concerns following company policy</li></ul>
<h3>Requirements</h3><ul><li>At least high school graduate (K-12) or college level</li><li>Good English communication skills</li><li>Stable internet (at least 25 Mbps) for WFH phase</li></ul>
<h3>Benefits</h3><ul><li>HMO from day 1, night differential, 13th month pay, SSS/PhilHealth/Pag-IBIG</li></ul>
<p><a class="ap" href="/job/81234567/apply">Quick apply</a></p><p style="font-size:12px;color:#666">JobStreet reminder: legitimate employers never ask applicants to pay for training, equipment or "task deposits". Report suspicious job ads.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-licensed-agency-ksa-nurses-zero-fee',
    label: 'clean',
    kind: 'licensed-recruitment-agency',
    url: 'https://www.edistaffbuilders.com/jobs/ksa-moh-staff-nurse-2025?yw=1',
    routes: {
      'www.edistaffbuilders.com/jobs/ksa-moh-staff-nurse-2025': htmlRoute(
        page({
          title: 'Staff Nurses for Saudi Ministry of Health — EDI-Staffbuilders International',
          css: 'body{font-family:"Segoe UI",Arial,sans-serif;background:#f4f6f8;color:#1f2937}.h{background:#12355b;color:#fff;padding:14px 20px;display:flex;justify-content:space-between}.w{max-width:800px;margin:20px auto;background:#fff;border-radius:8px;padding:24px;line-height:1.6}.lic{background:#eef6ee;border:1px solid #9ccf9c;padding:8px 12px;font-size:13px}.in{width:100%;padding:10px;border:1px solid #cbd5e1;border-radius:6px;margin:4px 0 10px}.b{padding:11px 24px;background:#12355b;color:#fff;border:0;border-radius:6px}',
          body: `<div class="h"><b>EDI-Staffbuilders International, Inc.</b><span>Since 1978</span></div>
<div class="w"><div class="lic">DMW License No. DMW-056-LB-112420-R · Valid until 24 Nov 2028 · Job Order approved (JO No. 2025-KSA-04418)</div>
<h1>Staff Nurses — Ministry of Health, Kingdom of Saudi Arabia</h1><p>Salary: SAR 6,500 – 9,000 depending on experience · Free accommodation and transportation · 30 days annual leave · Free round-trip airfare</p>
<p><b>Placement fee: NONE.</b> Under DMW rules, no placement fee is charged to workers deployed to Saudi Arabia. Medical examination fees are shouldered by the employer. We do not accept payments through GCash or personal accounts.</p>
<h3>Qualifications</h3><ul><li>BSN graduate with active PRC license</li><li>At least 2 years hospital experience</li><li>Prometric/SCFHS eligibility (review assistance provided)</li></ul>
<form method="post" action="/jobs/ksa-moh-staff-nurse-2025/apply"><h3>Apply online</h3><input class="in" name="name" placeholder="Full name"><input class="in" name="email" placeholder="Email"><input class="in" name="prc" placeholder="PRC license number"><input class="in" name="cv" type="file" accept=".pdf,.doc,.docx"><button class="b">Submit application</button></form>
<p style="font-size:12px;color:#6b7280">Verify our license at dmw.gov.ph. Office: 2/F EDI Building, Makati City. Beware of individuals using our name on Facebook and Telegram.</p></div>`,
        }),
      ),
      'www.edistaffbuilders.com/jobs/ksa-moh-staff-nurse-2025/apply': jsonRoute({ received: true }),
    },
  },
  {
    id: 'yw-clean-company-status-page-cashin-delay',
    label: 'clean',
    kind: 'status-page',
    url: 'https://status.padalapay.com.ph/?yw=1',
    routes: {
      'status.padalapay.com.ph/': htmlRoute(
        page({
          title: 'PadalaPay Status',
          css: 'body{font-family:-apple-system,"Segoe UI",Arial,sans-serif;background:#fafafa;color:#222}.w{max-width:760px;margin:30px auto;padding:0 16px}.bn{background:#f59e0b;color:#fff;border-radius:8px;padding:14px;font-weight:600}.cp{background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin-top:16px}.cp div{display:flex;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #f0f0f0}.ok{color:#16a34a}.dg{color:#d97706}.in{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:14px;margin-top:16px;font-size:14px}.in small{color:#6b7280}',
          body: `<div class="w"><h2>PadalaPay</h2><div class="bn">Partial outage: delays in cash-in via GCash and InstaPay</div>
<div class="cp">${[
            ['Mobile app (Android / iOS)', 'Operational', 'ok'],
            ['Send money to GCash / Maya', 'Degraded performance', 'dg'],
            ['InstaPay bank transfers', 'Degraded performance', 'dg'],
            ['Remittance pick-up partners (Cebuana, Palawan, M Lhuillier)', 'Operational', 'ok'],
            ['OFW card payments (HK, SG, AE, SA)', 'Operational', 'ok'],
            ['Partner API', 'Operational', 'ok'],
          ]
            .map(([n, s, c]) => `<div><span>${n}</span><span class="${c}">${s}</span></div>`)
            .join('')}</div>
<div class="in"><b>Investigating — cash-in delays</b><p>Some cash-ins through GCash and InstaPay are taking up to 30 minutes to reflect. Funds are not lost. We will never ask you to "re-verify" your account through a link during an incident; updates are posted only here and in the app.</p><small>Posted 12 Nov 2025, 14:05 PHT</small></div>
<div class="in"><b>Resolved — OTP SMS delays for Smart subscribers</b><p>Delivery of one-time PINs was delayed for up to 5 minutes due to an aggregator issue.</p><small>10 Nov 2025, 09:40 – 10:15 PHT</small></div>
<p style="font-size:12px;color:#6b7280">Subscribe to updates · Powered by Statuspage</p></div>`,
        }),
      ),
      'status.padalapay.com.ph/api/v2/summary.json': jsonRoute({ status: { indicator: 'minor', description: 'Partial outage' } }),
    },
  },
  {
    id: 'yw-clean-smart-raffle-dti-permit',
    label: 'clean',
    kind: 'legit-promo-raffle',
    url: 'https://smart.com.ph/promos/smart-12-days-of-pasko-raffle-2025',
    body: page({
      title: '12 Days of Pasko Raffle — Win up to ₱1,000,000 | Smart',
      css: 'body{font-family:Arial,sans-serif;background:#f5fbff;color:#0b2239}.h{background:#00a3e0;color:#fff;padding:28px 20px;text-align:center}.h h1{margin:0}.w{max-width:800px;margin:0 auto;padding:24px;line-height:1.6}.pz{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.pz div{background:#fff;border-radius:10px;padding:12px;text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.06)}.pz b{display:block;font-size:20px;color:#00a3e0}.mch li{margin:6px 0}.pm{font-size:12px;color:#555;background:#fff;border-radius:8px;padding:10px}',
      body: `<div class="h"><h1>12 Days of Pasko Raffle</h1><p>Every ₱99 load or GigaPromo = 1 raffle entry</p></div>
<div class="w"><div class="pz"><div><b>${peso(1000000)}</b>Grand prize (1 winner)</div><div><b>${peso(100000)}</b>12 winners</div><div><b>iPhone 16</b>50 winners</div></div>
<h3>Mechanics</h3><ul class="mch"><li>Open to Smart Prepaid, TNT and Smart Postpaid subscribers, 18 years old and above.</li><li>Entries are automatically earned when you register to qualified promos from Dec 1 to Dec 12, 2025 through the Smart app or *123#.</li><li>Electronic draw on Dec 19, 2025 at Smart Tower, Makati, with a DTI representative.</li><li>Winners will be notified through the official SMART sender ID and a registered letter. <b>Winners will never be asked to pay any fee or share OTPs to claim prizes.</b></li></ul>
<p class="pm">Per DTI Fair Trade Permit No. FTEB-23581 Series of 2025. Smart Communications, Inc.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-pagibig-mp2-product-page',
    label: 'clean',
    kind: 'government-savings-product',
    url: 'https://www.pagibigfund.gov.ph/mp2/?section=dividends&yw=mp2',
    body: page({
      title: 'Modified Pag-IBIG 2 (MP2) Savings — Pag-IBIG Fund',
      css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#17213a}.hd{border-bottom:4px solid ${PH.pagibig.accent};padding:12px 20px;display:flex;gap:12px;align-items:center}.w{max-width:820px;margin:0 auto;padding:24px;line-height:1.6}table{border-collapse:collapse}td,th{border:1px solid #cfd6e6;padding:6px 12px}th{background:${PH.pagibig.soft}}`,
      body: `<div class="hd">${seal(PH.pagibig, 'HDMF', 46)}<b style="color:${PH.pagibig.main}">Pag-IBIG Fund</b></div>
<div class="w"><h1>Modified Pag-IBIG 2 (MP2) Savings</h1><p>MP2 is a voluntary 5-year savings program with tax-free dividends, open to active Pag-IBIG members, including OFWs and pensioners.</p>
<h3>Dividend rates</h3><table><tr><th>Year</th><th>MP2 dividend rate</th></tr><tr><td>2024</td><td>7.05%</td></tr><tr><td>2023</td><td>7.03%</td></tr><tr><td>2022</td><td>7.03%</td></tr><tr><td>2021</td><td>6.00%</td></tr></table>
<p>Minimum savings: ₱500 per remittance. Dividends may be paid annually (credited to your bank account) or compounded and released at maturity.</p>
<p><b>Claiming dividends:</b> Annual dividend payouts are credited only to the bank account you enrolled when you opened your MP2 account. Pag-IBIG Fund does not release dividends through GCash MPIN verification, third-party websites or text links. Enroll and check your MP2 only through Virtual Pag-IBIG.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-onlinejobs-va-listing',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.onlinejobs.ph/jobseekers/job/Filipino-Virtual-Assistant-Customer-Support-1284471',
    body: page({
      title: 'Virtual Assistant — Customer Support (Shopify store) | OnlineJobs.ph',
      css: 'body{font-family:Arial,sans-serif;background:#f4f7fa;color:#1f2937}.h{background:#1e3a8a;color:#fff;padding:12px 20px;font-weight:bold}.w{max-width:800px;margin:20px auto;background:#fff;border-radius:8px;padding:24px;line-height:1.6}.m span{display:inline-block;background:#eef2ff;border-radius:12px;padding:3px 10px;font-size:13px;margin:2px}.b{display:inline-block;background:#16a34a;color:#fff;padding:10px 22px;border-radius:6px;text-decoration:none}',
      body: `<div class="h">OnlineJobs.ph</div><div class="w"><h1>Virtual Assistant — Customer Support (Shopify store)</h1><div class="m"><span>Full time · 40 hrs/week</span><span>$550 – $700 / month</span><span>Remote (Philippines)</span></div>
<p>We are a small US-based home goods store looking for a Filipino VA to answer customer emails and chats, process returns in Shopify and update order tracking. Working hours: 9PM–6AM PHT (US Eastern daytime).</p>
<h3>Requirements</h3><ul><li>1+ year customer support experience (e-commerce a plus)</li><li>Excellent written English</li><li>Own computer and stable internet, backup power</li></ul>
<p>Pay via Wise or PayPal twice a month. 13th month bonus after 1 year. <b>We will never ask you to pay for training, software or to "prepay" orders.</b></p>
<p><a class="b" href="/jobseekers/job/apply/1284471">Apply to this job</a></p><p style="font-size:12px;color:#6b7280">Posted by verified employer (ID verified) · 3 days ago</p></div>`,
    }),
  },
];
