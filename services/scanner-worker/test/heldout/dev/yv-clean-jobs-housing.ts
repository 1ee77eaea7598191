import { type Entry } from '../entry.js';
import { CSS, doc, gtag, naira } from '../parts/yv-kit.js';

const brighter = doc({
  title: 'Jobs in Kenya - Accountant, Nairobi | BrighterMonday Kenya',
  css: `${CSS.reset}body{background:#f5f5f5;line-height:1.6}.hd{background:#003b73;color:#fff;padding:12px 30px;font-weight:700}.c{max-width:820px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}.row{display:flex;gap:20px;font-size:14px;color:#555}.b{background:#f7931e;color:#fff;border:0;padding:12px 26px;border-radius:4px}`,
  body: `<div class="hd">BrighterMonday Kenya</div><div class="c"><h1>Accountant</h1><div class="row"><span>Savannah Agro Ltd</span><span>Nairobi</span><span>KSh 90,000 &ndash; 120,000</span><span>Full time</span></div>
<p>We are looking for a CPA(K) accountant to manage payables, M-PESA Paybill reconciliation and monthly KRA iTax filings.</p><ul><li>CPA(K) finalist or graduate</li><li>3+ years' experience, QuickBooks or Sage</li><li>Good knowledge of M-PESA business portals</li></ul>
<form method="post" action="/jobs/accountant-savannah-agro/apply"><button class="b">Apply now</button></form>
<p style="font-size:12px;color:#888">BrighterMonday will never ask you to pay a fee to apply for a job. If an employer asks for money, report it.</p></div>`,
});

const propertypro = doc({
  title: '2 Bedroom Flat for Rent, Admiralty Way, Lekki Phase 1 - ₦6,500,000/year | PropertyPro.ng',
  css: `${CSS.reset}body{background:#f7f7f7}.hd{background:#fff;padding:12px 30px;border-bottom:1px solid #eee;font-weight:700;color:#e3342f;font-size:20px}.c{max-width:960px;margin:20px auto;background:#fff;padding:24px}.gal{display:grid;grid-template-columns:2fr 1fr 1fr;gap:6px}.gal div{background:#cfd8dc;height:140px}.gal .big{grid-row:span 2;height:286px}.price{font-size:26px;font-weight:700}.ag{border:1px solid #eee;padding:14px;border-radius:6px;margin-top:14px}.safe{background:#eef7ff;padding:12px;border-radius:6px;font-size:13px;margin-top:10px}${CSS.field}.b{background:#e3342f;color:#fff;border:0;padding:11px 22px;border-radius:4px;margin-top:12px}`,
  body: `<div class="hd">PropertyPro.ng</div><div class="c"><div class="gal"><div class="big"></div><div></div><div></div><div></div><div></div></div>
<h1>Serviced 2 Bedroom Flat, Admiralty Way, Lekki Phase 1</h1><div class="price">${naira(6500000)} / year</div>
<p>2 beds &middot; 3 baths &middot; serviced &middot; 24hr power &middot; pool &middot; gym. Service charge ${naira(1200000)} per annum. Agency 10%, legal 10%.</p>
<div class="ag"><b>Listed by: Haven Realty Ltd (Verified agent, RC 1288431)</b><p>Inspection by appointment, Monday&ndash;Saturday.</p>
<form method="post" action="/listing/2-bedroom-flat-lekki-phase-1-7314982/inspection"><label>Your name</label><input name="name"><label>Phone</label><input name="phone"><label>Preferred date</label><input name="date" type="date"><button class="b">Book inspection</button></form>
<div class="safe"><b>Safety tips:</b> Never pay any money (including "inspection" or "reservation" fees) before you have physically inspected a property and verified the agent. PropertyPro does not collect payments on behalf of agents or landlords.</div></div></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-brightermonday-accountant-nairobi', label: 'clean', kind: 'legit-job-board', url: 'https://www.brightermonday.co.ke/listings/accountant-savannah-agro-m2p9q1', body: brighter },
  { id: 'yv-clean-propertypro-lekki-listing', label: 'clean', kind: 'legit-property-listing', url: 'https://www.propertypro.ng/property/2-bedroom-flat-for-rent-admiralty-way-lekki-phase-1-7314982', body: propertypro },
];
