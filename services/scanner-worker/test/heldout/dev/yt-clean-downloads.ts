import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, pe, zip } from '../parts/e-bin.js';
import { css, dotIcon, govBanner, logos, pdf, planFooter, shell } from '../parts/yt-kit.js';

/** Legitimate document and software downloads: EOB, 1095-B, SSA Statement and MSN PDFs, prior-auth forms, clearinghouse ERA archives, a video-visit client. */


const aetnaForms = shell({
  title: 'Precertification forms | Aetna for providers',
  favicon: dotIcon('#7d3f98'),
  css: css.article,
  body: `<header>${logos.aetna}<span>Health care professionals</span></header>
<article><h1>Precertification and prior authorization forms</h1><p>Submit requests electronically through Availity whenever possible. If you must fax, use these forms.</p>
<ul><li><a href="/content/dam/aetna/pdfs/aetnacom/pharmacy-insurance/GR-69193-Prior-Auth-Request.pdf">General precertification request form (PDF)</a></li><li><a href="/content/dam/aetna/pdfs/aetnacom/healthcare-professionals/imaging-precert.pdf">Advanced imaging precertification (PDF)</a></li></ul>
<aside>Aetna never sends prior authorization determinations as Word documents that ask you to "Enable Content", and never as ZIP files.</aside></article>
<footer>© 2025 Aetna Inc.</footer>`,
});
const aetnaPa = pdf(['Aetna', 'PRECERTIFICATION REQUEST FORM', 'Fax to: 1-859-455-8650', 'A. PATIENT INFORMATION: Last name / First name / DOB / Aetna member ID', 'B. PROVIDER INFORMATION: Requesting provider, NPI, TIN, phone, fax', 'C. SERVICE REQUESTED: CPT/HCPCS codes, ICD-10 codes, dates of service', 'D. CLINICAL INFORMATION (attach notes)'], 'GR-69193 Prior Authorization Request');

const ssaStmt = shell({
  title: 'Your Social Security Statement | my Social Security',
  favicon: dotIcon('#1d3b6b'),
  css: css.gov,
  body: `${govBanner()}
<header class="site">${logos.ssa}<span>my Social Security · <a href="/myssa/logout">Sign out</a></span></header>
<main><h1>Your Social Security Statement</h1><p>Review your earnings record every year. If something is wrong, contact us.</p>
<p><a class="usa-button" href="/myssa/statement/pdf/Statement.pdf">Open your Statement (PDF)</a></p>
<p><small>Your Statement opens as a PDF in your browser. You do not need to download or install any software to view it.</small></p></main>
<footer>Social Security Administration</footer>`,
});
const ssaPdf = pdf(['Your Social Security Statement', 'Prepared especially for Robert J. Sample', 'November 2025', 'Your estimated benefits: at full retirement age (67): $2,418 a month', 'Your earnings record: review the years you worked and earnings reported to us.'], 'Social Security Statement');

const msnPage = shell({
  title: 'Medicare Summary Notices | Medicare.gov',
  favicon: dotIcon('#0071bc'),
  css: css.gov,
  body: `${govBanner()}
<header class="site">${logos.medicare}<span><a href="/account/logout">Log out</a></span></header>
<main><h1>Your Medicare Summary Notices (MSNs)</h1><p>MSNs show all your Part A and Part B services or supplies billed to Medicare during a 3-month period. They are not bills.</p>
<ul><li><a href="/api/v1/msn/document?period=2025Q3">July – September 2025 (PDF)</a></li><li><a href="/api/v1/msn/document?period=2025Q2">April – June 2025 (PDF)</a></li></ul>
<div class="usa-alert">See a service you didn't get, like a brace or a genetic test? Call 1-800-MEDICARE.</div></main>
<footer>Centers for Medicare &amp; Medicaid Services</footer>`,
});
const msnPdf = pdf(['Medicare Summary Notice for Part B (Medical Insurance)', 'The Official Summary of Your Medicare Claims from the Centers for Medicare & Medicaid Services', 'THIS IS NOT A BILL', 'Claims processed July 1 - September 30, 2025', 'Total you may be billed: $42.18'], 'Medicare Summary Notice');

export const entries: Entry[] = [
{
  id: 'yt-clean-aetna-precert-form-pdf',
  label: 'clean',
  kind: 'provider-form-download',
  url: 'https://www.aetna.com/health-care-professionals/precertification/precertification-forms.html',
  body: aetnaForms,
  routes: { 'www.aetna.com/content/dam/aetna/pdfs/aetnacom/pharmacy-insurance/GR-69193-Prior-Auth-Request.pdf': fileRoute(aetnaPa, 'application/pdf') },
},
{
  id: 'yt-clean-ssa-statement-pdf',
  label: 'clean',
  kind: 'gov-document-download',
  url: 'https://secure.ssa.gov/myssa/statement',
  body: ssaStmt,
  routes: {
    'secure.ssa.gov/myssa/statement/pdf/Statement.pdf': fileRoute(ssaPdf, 'application/pdf', undefined, { 'content-disposition': 'inline; filename="Statement.pdf"' }),
  },
},
{
  id: 'yt-clean-medicare-msn-pdf',
  label: 'clean',
  kind: 'gov-document-download',
  url: 'https://www.medicare.gov/my/claims/msn',
  routes: {
    'www.medicare.gov/my/claims/msn': redirectRoute(302, 'https://www.medicare.gov/my/claims/msn/'),
    'www.medicare.gov/my/claims/msn/': htmlRoute(msnPage),
    'www.medicare.gov/api/v1/msn/document': fileRoute(msnPdf, 'application/pdf', 'MSN_2025Q3.pdf'),
  },
},
];
