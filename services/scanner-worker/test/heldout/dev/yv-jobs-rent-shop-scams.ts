import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, doc, naira, wa } from '../parts/yv-kit.js';

// Job and visa-sponsorship fees, task scams, rental deposits for flats that do not exist, fake shops and
// "fund recovery" hackers.

const canadaVisa = doc({
  title: 'Canada Jobs with Visa Sponsorship 2025 | Apply Now',
  css: `${CSS.reset}body{background:#fff}.h{background:#d52b1e;color:#fff;padding:26px 20px;text-align:center}.c{max-width:760px;margin:0 auto;padding:20px;line-height:1.6}.job{border:1px solid #eee;border-radius:8px;padding:14px;margin:10px 0}.job b{color:#d52b1e}.fee{background:#fff3f3;border:1px solid #f3c0c0;padding:14px;border-radius:8px}${CSS.field}button{background:#d52b1e;color:#fff;border:0;padding:13px 28px;border-radius:6px;margin-top:14px}`,
  body: `<div class="h"><h1>&#127809; Work in Canada &mdash; LMIA Approved Jobs</h1><p>Free visa sponsorship &middot; Free flight ticket &middot; Accommodation provided</p></div>
<div class="c"><p>Maple Crest Recruitment Agency is recruiting Nigerians, Ghanaians and Kenyans for the following positions with approved LMIA. No IELTS required. Age 21-55.</p>
<div class="job"><b>Farm Worker</b> &mdash; Alberta &mdash; CAD 22/hour &mdash; 40 positions</div>
<div class="job"><b>Caregiver / Nanny</b> &mdash; Ontario &mdash; CAD 24/hour &mdash; 25 positions</div>
<div class="job"><b>Truck Driver</b> &mdash; Manitoba &mdash; CAD 31/hour &mdash; 15 positions</div>
<div class="job"><b>Warehouse Packer</b> &mdash; British Columbia &mdash; CAD 20/hour &mdash; 60 positions</div>
<div class="fee"><b>Processing:</b> Successful applicants pay only the <b>LMIA &amp; work-permit processing fee of ${naira(850000)}</b> (refundable after 3 months of work). Payment is made to our Lagos liaison office account after your interview.</div>
<form action="/apply/submit.php" method="post"><label>Full name</label><input name="n"><label>Email</label><input name="e"><label>WhatsApp number</label><input name="w"><label>Position</label><select name="p"><option>Farm Worker</option><option>Caregiver</option><option>Truck Driver</option><option>Warehouse Packer</option></select><label>Passport number</label><input name="pp"><button>Submit application</button></form></div>`,
});
const canadaThanks = doc({
  title: 'Application received',
  css: `${CSS.reset}.c{max-width:560px;margin:40px auto;padding:20px;line-height:1.6}`,
  body: `<div class="c"><h2>&#9989; Congratulations! You have been shortlisted.</h2><p>Your interview is scheduled on WhatsApp. To reserve your slot and start LMIA processing, pay the first instalment of <b>${naira(350000)}</b> to:</p><p><b>Access Bank 1488092217 &mdash; MAPLECREST TRAVELS &amp; TOURS</b></p><p>Send your receipt to our HR manager on WhatsApp: <a href="${wa('2348168890021', 'Payment for LMIA processing')}">+234 816 889 0021</a>. Slots are limited.</p></div>`,
});

const ukCare = doc({
  title: 'UK Care Assistant Jobs - Certificate of Sponsorship',
  css: `${CSS.reset}body{background:#f4f6fb}.c{max-width:700px;margin:20px auto;background:#fff;padding:26px;border-radius:8px;line-height:1.6}.p{display:flex;gap:12px}.p div{flex:1;border:1px solid #dfe3ee;border-radius:8px;padding:12px}.p b{color:#1d3f8f}`,
  body: `<div class="c"><h1>UK Care Assistant &mdash; Skilled Worker Visa (CoS available)</h1>
<p>We have <b>genuine Certificates of Sponsorship (CoS)</b> from CQC-registered care homes in Manchester, Birmingham and Kent. Salary &pound;23,200/year, 37.5 hours/week. Dependants (spouse &amp; children) can come with you.</p>
<div class="p"><div><b>CoS only</b><br>${naira(9500000)}</div><div><b>CoS + visa filing</b><br>${naira(12000000)}</div><div><b>Full package</b><br>CoS + visa + flight + 1 month accommodation<br>${naira(15500000)}</div></div>
<p>50% payment before CoS is issued; balance after visa approval. <b>Money-back guarantee</b> if visa is refused.</p>
<p>No care experience? No problem &mdash; we provide a care certificate (online, 2 days) for ${naira(150000)}.</p>
<p>Contact our Abuja office: <a href="${wa('2348057719902', 'I want UK CoS care job')}">WhatsApp Mr. Daniel</a></p></div>`,
});

const lekkiRental = doc({
  title: 'Tastefully Finished 2 Bedroom Flat, Lekki Phase 1 - ₦2.5m/yr',
  css: `${CSS.reset}body{background:#f7f7f7}.c{max-width:820px;margin:0 auto;background:#fff;padding:20px}.gal{display:grid;grid-template-columns:2fr 1fr;gap:6px}.gal div{background:#cfd8dc;height:150px;display:flex;align-items:center;justify-content:center;color:#546e7a}.gal .big{height:306px;grid-row:span 2}.price{font-size:28px;color:#1b5e20;font-weight:700}.ag{border:1px solid #eee;border-radius:8px;padding:14px;margin-top:14px}`,
  body: `<div class="c"><div class="gal"><div class="big">Living room photo</div><div>Kitchen</div><div>Master bedroom</div></div>
<h1>Tastefully Finished 2 Bedroom Flat with BQ, Admiralty Way, Lekki Phase 1</h1><div class="price">${naira(2500000)} / year</div>
<ul><li>24hrs light (estate power)</li><li>Fitted kitchen, wardrobes, water heater</li><li>Swimming pool &amp; gym</li><li>Service charge ${naira(450000)}</li></ul>
<div class="ag"><b>Agent: Barr. Kunle Adewale (Landlord's representative)</b>
<p>The landlord is currently in the UK so physical inspection is not possible until he returns. Many people are interested, so the first person to pay the <b>inspection and reservation fee of ${naira(150000)}</b> will have the flat reserved. Refundable if you don't like it. Agency &amp; legal fees (20%) are paid before keys are released.</p>
<p>Pay to: <b>Kuda 2003381194 &mdash; ADEWALE K.</b> &middot; Call/WhatsApp 0909 557 0213</p></div></div>`,
});

const kilimani = doc({
  title: 'Kilimani 1BR Furnished - KSh 25,000 pm - Rentals Nairobi',
  css: `${CSS.reset}body{background:#fafafa}.c{max-width:640px;margin:0 auto;padding:20px;background:#fff}.ph{height:220px;background:#d7ccc8;display:flex;align-items:center;justify-content:center;color:#5d4037}.tag{background:#ffeb3b;padding:2px 8px;border-radius:4px;font-size:12px}.pay{border:2px solid #4caf50;border-radius:8px;padding:12px;margin-top:12px}`,
  body: `<div class="c"><div class="ph">[ photo 1 of 9 ]</div><span class="tag">URGENT &mdash; owner relocating</span>
<h1>Fully furnished 1 bedroom, Kilimani (Argwings Kodhek Rd) &mdash; KSh 25,000 / month</h1>
<p>Water included, backup generator, lift, WiFi, parking. Similar units go for KSh 60,000. I am selling my furniture and leaving for Canada so I want a trustworthy tenant fast.</p>
<p>I am currently upcountry so the caretaker is not available to show the house. Send the deposit and first month's rent and I will courier the keys and tenancy agreement to you through G4S.</p>
<div class="pay"><b>Deposit + 1 month:</b> KSh 50,000<br>M-PESA Paybill <b>880100</b> &middot; Account <b>5021904</b><br>Name shown: <i>PAULINE W. NJOROGE</i></div>
<p>SMS or WhatsApp only: 0712 447 390 (no calls, I am in meetings)</p></div>`,
});

export const entries: Entry[] = [
  {
  id: 'yv-canada-lmia-jobs-processing-fee',
  label: 'scam',
  kind: 'job-visa-sponsorship-scam',
  url: 'https://maplecrest-recruitment-ca.com/jobs/nigeria',
  body: canadaVisa,
  routes: {
    'maplecrest-recruitment-ca.com/apply/submit.php': redirectRoute(303, 'https://maplecrest-recruitment-ca.com/apply/shortlisted.html'),
    'maplecrest-recruitment-ca.com/apply/shortlisted.html': htmlRoute(canadaThanks),
  },
},
  { id: 'yv-uk-care-cos-for-sale', label: 'scam', kind: 'job-visa-sponsorship-scam', url: 'https://ukcarejobs-cos.com.ng/sponsorship', body: ukCare },
  { id: 'yv-lekki-flat-inspection-fee-landlord-abroad', label: 'scam', kind: 'rental-scam', url: 'https://lekki-homes-direct.com.ng/listing/2-bed-admiralty-way-8821', body: lekkiRental },
  { id: 'yv-kilimani-1br-paybill-deposit', label: 'scam', kind: 'rental-scam', url: 'https://nairobi-rentals-direct.co.ke.listing-hub.site/kilimani-1br-25k', body: kilimani },
];
