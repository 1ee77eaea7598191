import { type Entry } from '../entry.js';
import { CSS, doc, gtag, naira } from '../parts/yv-kit.js';

// Real job boards, official visa information and a genuine property listing.

const jobberman = doc({
  title: 'Customer Experience Officer at Moniepoint | Jobberman Nigeria',
  head: gtag('G-JBM22190'),
  css: `${CSS.reset}body{background:#f4f6f8;line-height:1.6}.hd{background:#fff;padding:12px 30px;border-bottom:1px solid #e5e5e5}.hd b{color:#27ae60;font-size:22px}.w{max-width:1000px;margin:24px auto;display:grid;grid-template-columns:1fr 280px;gap:24px;padding:0 20px}.job{background:#fff;border-radius:8px;padding:26px}.tag{display:inline-block;background:#e8f5e9;color:#2e7d32;border-radius:4px;padding:2px 8px;font-size:12px;margin-right:6px}.apply{display:block;background:#27ae60;color:#fff;text-align:center;padding:12px;border-radius:6px;text-decoration:none}.warn{background:#fff8e1;border-radius:8px;padding:14px;font-size:13px;margin-top:14px}`,
  body: `<div class="hd"><b>jobberman</b></div>
<div class="w"><div class="job"><h1>Customer Experience Officer</h1><p><b>Moniepoint Inc.</b> &middot; Lagos &middot; Full Time</p><span class="tag">Banking / Fintech</span><span class="tag">${naira(350000)} &ndash; ${naira(500000)}</span><span class="tag">2 years experience</span>
<h3>Job summary</h3><p>Resolve customer and merchant enquiries across phone, chat and email; handle disputes and chargebacks; escalate suspected fraud to the Fraud Operations team.</p>
<h3>Requirements</h3><ul><li>B.Sc/HND in any discipline</li><li>Excellent written and spoken English; Yoruba, Hausa or Igbo is an advantage</li><li>Experience with Zendesk or Freshdesk</li></ul>
<h3>Benefits</h3><ul><li>HMO, pension, 13th month, learning budget</li></ul></div>
<aside><a class="apply" href="/jobs/customer-experience-officer-moniepoint/apply">Apply for this job</a><div class="warn"><b>Stay safe:</b> Jobberman and legitimate employers never ask you to pay for an interview, training, medical test or visa. Report any job that asks for money to <a href="mailto:report@jobberman.com">report@jobberman.com</a>.</div></aside></div>`,
});

const govuk = doc({
  title: 'Health and Care Worker visa: Overview - GOV.UK',
  css: `${CSS.reset}body{font-family:Arial,sans-serif;line-height:1.6;color:#0b0c0c}.hd{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:22px}.c{max-width:760px;margin:0 auto;padding:30px 20px}.in{border-left:10px solid #b1b4b6;padding:10px 16px;margin:16px 0}`,
  body: `<div class="hd">GOV.UK</div><main class="c"><p>Home &rsaquo; Visas and immigration &rsaquo; Work in the UK</p><h1>Health and Care Worker visa</h1><h2>Overview</h2>
<p>A Health and Care Worker visa allows medical professionals to come to or stay in the UK to do an eligible job with the NHS, an NHS supplier or in adult social care.</p>
<p>You must have a confirmed job offer from a UK employer that has been approved by the Home Office, and a 'certificate of sponsorship' from your employer with information about the role you've been offered.</p>
<div class="in">Your employer must not charge you for your certificate of sponsorship. It is illegal for a sponsor to pass on the cost of the certificate to you. Be aware of people who offer to sell you a certificate of sponsorship or a job in exchange for money &mdash; this is a scam.</div>
<h2>How much it costs</h2><p>The application fee is £284 if you're staying for up to 3 years, or £551 for more than 3 years. You pay this fee to UK Visas and Immigration when you apply online.</p></main>`,
});

const ircc = doc({
  title: 'Protect yourself from immigration fraud - Canada.ca',
  css: `${CSS.reset}body{font-family:"Noto Sans",Arial,sans-serif;line-height:1.6}.hd{border-bottom:4px solid #26374a;padding:12px 30px;display:flex;gap:12px;align-items:center}.c{max-width:800px;margin:0 auto;padding:24px 20px}.alert{border-left:6px solid #d3080c;background:#f3e9e8;padding:12px 16px}`,
  body: `<div class="hd"><svg width="40" height="20"><rect width="10" height="20" fill="#d3080c"/><rect x="30" width="10" height="20" fill="#d3080c"/><path d="M20 3l2 5 3-1-1 5 2 1-6 4-6-4 2-1-1-5 3 1z" fill="#d3080c"/></svg><b>Government of Canada</b></div>
<main class="c"><h1>Protect yourself from immigration fraud</h1>
<div class="alert">Beware of job offers that ask you to pay for an LMIA or a job offer. Employers are not allowed to recover the cost of the LMIA from you.</div>
<p>Some common signs of fraud:</p><ul><li>You are promised a job in Canada with "free visa sponsorship" if you pay a processing fee first.</li><li>You are asked to pay money into a personal bank account or in cryptocurrency.</li><li>You are told not to tell anyone about the offer, or that the offer expires very soon.</li></ul>
<p>Immigration, Refugees and Citizenship Canada (IRCC) only accepts payment through its official website. Representatives who charge a fee must be authorized.</p></main>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-jobberman-moniepoint-listing', label: 'clean', kind: 'legit-job-board', url: 'https://www.jobberman.com/listings/customer-experience-officer-moniepoint-7xk2qd', body: jobberman },
  { id: 'yv-clean-govuk-health-care-worker-visa', label: 'clean', kind: 'official-visa-info', url: 'https://www.gov.uk/health-care-worker-visa?step-by-step-nav=overseas-care-workers', body: govuk },
  { id: 'yv-clean-canada-ircc-fraud-warning', label: 'clean', kind: 'official-visa-info', url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html', body: ircc },
];
