import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, pe, zip } from '../parts/e-bin.js';
import { css, dotIcon, govBanner, logos, pdf, planFooter, shell } from '../parts/yt-kit.js';

/** Legitimate document and software downloads: EOB, 1095-B, SSA Statement and MSN PDFs, prior-auth forms, clearinghouse ERA archives, a video-visit client. */
const eobPage = shell({
  title: 'Claims & Accounts | myuhc',
  favicon: dotIcon('#002677'),
  css: css.portal + `.w{max-width:920px;margin:30px auto;background:#fff;border-radius:8px;padding:24px}table{width:100%;border-collapse:collapse}td,th{padding:10px;border-bottom:1px solid #e3e8f0;text-align:left;font-size:14px}a.pdf{color:#196ecf}`,
  body: `<div class="top">${logos.uhc}<span style="font-size:14px">Hi, Robert · <a href="/member/logout">Sign out</a></span></div>
<div class="w"><h1>Claims</h1><table><tr><th>Date of service</th><th>Provider</th><th>Billed</th><th>You owe</th><th>Documents</th></tr>
<tr><td>10/14/2025</td><td>Valley Imaging Center</td><td>$1,120.00</td><td>$85.00</td><td><a class="pdf" href="/member/claims/eob/pdf?claimId=C25288Q9912">Explanation of Benefits (PDF)</a></td></tr>
<tr><td>09/30/2025</td><td>Northside Family Practice</td><td>$210.00</td><td>$25.00</td><td><a class="pdf" href="/member/claims/eob/pdf?claimId=C25273P1044">Explanation of Benefits (PDF)</a></td></tr></table>
<p style="font-size:13px;color:#555">An EOB is not a bill. You'll get a bill from your provider if you owe anything.</p></div>
<div class="foot">${planFooter('United HealthCare Services, Inc.')}</div>`,
});
const eobPdf = pdf([
  'UnitedHealthcare', 'EXPLANATION OF BENEFITS - THIS IS NOT A BILL', 'Member: ROBERT J SAMPLE   Member ID: 9•••••••01', 'Claim number: C25288Q9912   Date processed: 10/22/2025',
  'Provider: VALLEY IMAGING CENTER', 'Service: MRI LUMBAR SPINE W/O CONTRAST (72148)   Date: 10/14/2025', 'Amount billed: $1,120.00   Network discount: $640.00   Plan paid: $395.00',
  'Your responsibility: $85.00 (copay)', 'Questions? Call the number on your member ID card.',
], 'EOB C25288Q9912');

const zoomPage = shell({
  title: 'Download Center - Zoom',
  favicon: dotIcon('#0b5cff'),
  css: `body{margin:0;font-family:Lato,Arial;color:#222}.h{padding:14px 30px;border-bottom:1px solid #eee;font-weight:bold;color:#0b5cff;font-size:22px}.w{max-width:760px;margin:30px auto;padding:0 20px}
.b{border:1px solid #e5e5e5;border-radius:10px;padding:20px;margin:14px 0}.d{background:#0b5cff;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;display:inline-block}`,
  body: `<div class="h">zoom</div><div class="w"><h1>Download Center</h1>
<div class="b"><h2>Zoom Workplace desktop app</h2><p>The desktop app for Windows. Your healthcare provider may use Zoom for telehealth visits; you can also join from your browser without installing anything.</p>
<a class="d" href="https://zoom.us/client/6.3.5.54827/ZoomInstallerFull.exe?archType=x64">Download (64-bit)</a> <small>Version 6.3.5 (54827)</small></div>
<div class="b"><h2>Zoom Workplace for mobile</h2><p>Available on the App Store and Google Play.</p></div></div>`,
});
const zoomExe = pe({ x64: true, strings: ['Zoom Video Communications, Inc.', 'ZoomInstallerFull', 'Zoom Workplace', '6.3.5.54827', 'https://zoom.us'], size: 8192 });

const taxPage = shell({
  title: 'Tax forms | Blue Cross and Blue Shield of Illinois',
  favicon: dotIcon('#0060a9'),
  css: css.portal + `.w{max-width:760px;margin:30px auto;background:#fff;padding:24px;border-radius:6px}`,
  body: `<div class="top">${logos.bcbs}<a href="/wps/portal/bam/logout">Log out</a></div>
<div class="w"><h1>Tax forms</h1><p>Form 1095-B shows you had qualifying health coverage. You don't need it to file your taxes, but keep it with your records.</p>
<p><a href="/wps/portal/bam/taxforms/download?year=2024&amp;form=1095B">2024 Form 1095-B (PDF)</a></p></div>`,
});
const form1095 = pdf(['Form 1095-B   Health Coverage   2024', 'Department of the Treasury - Internal Revenue Service', 'Part I Responsible Individual: SAMPLE, MARIA L', 'Part III Issuer: Health Care Service Corporation  EIN 36-1236610', 'Part IV Covered Individuals: all 12 months'], 'Form 1095-B 2024');

const officeAlly = shell({
  title: 'ERA / Remittance Download | Office Ally',
  favicon: dotIcon('#2f6fb1'),
  css: `body{margin:0;font-family:Arial;font-size:14px;background:#eef2f6}.h{background:#2f6fb1;color:#fff;padding:10px 20px}.w{max-width:900px;margin:20px auto;background:#fff;padding:20px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #cfd8e3;padding:6px}`,
  body: `<div class="h">Office Ally · Service Center</div><div class="w"><h2>Download ERA files</h2>
<table><tr><th>Payer</th><th>Check/EFT</th><th>Date</th><th>Amount</th><th>File</th></tr>
<tr><td>HUMANA</td><td>000918273</td><td>11/03/2025</td><td>$11,206.40</td><td rowspan="3"><a href="/ERA/Download.aspx?batch=20251103&amp;fmt=zip">Download batch (ZIP of .835 files)</a></td></tr>
<tr><td>BCBS IL</td><td>000918291</td><td>11/03/2025</td><td>$5,873.15</td></tr><tr><td>AETNA</td><td>000918302</td><td>11/03/2025</td><td>$1,341.00</td></tr></table>
<p>Files are X12 835 5010 format and can be imported into your practice-management system.</p></div>`,
});
const era835 = (payer: string, amt: string, trace: string) =>
  `ISA*00*          *00*          *ZZ*${payer.padEnd(15)}*ZZ*OFFALLY        *251103*0912*^*00501*000000731*0*P*:~GS*HP*${payer}*OFFALLY*20251103*0912*731*X*005010X221A1~ST*835*0001~BPR*I*${amt}*C*ACH*CCP*01*071000013*DA*1234567*1234567890**01*071000039*DA*7654321*20251103~TRN*1*${trace}*1234567890~N1*PR*${payer}~N1*PE*NORTHSIDE FAMILY PRACTICE*XX*1639402221~CLP*PCN1001*1*210*185*25*12*C25273P1044*11~SE*9*0001~GE*1*731~IEA*1*000000731~`;
const eraZip = zip([
  { name: 'HUMANA_000918273.835', data: era835('HUMANA', '11206.4', '000918273') },
  { name: 'BCBSIL_000918291.835', data: era835('BCBSIL', '5873.15', '000918291') },
  { name: 'AETNA_000918302.835', data: era835('AETNA', '1341', '000918302') },
]);

export const entries: Entry[] = [
{
  id: 'yt-clean-myuhc-eob-pdf',
  label: 'clean',
  kind: 'eob-pdf-download',
  url: 'https://member.uhc.com/member/claims/list',
  body: eobPage,
  routes: { 'member.uhc.com/member/claims/eob/pdf': fileRoute(eobPdf, 'application/pdf', 'EOB_C25288Q9912.pdf') },
},
{
  id: 'yt-clean-zoom-download-center',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://zoom.us/download?os=win&utm_source=teladoc&utm_medium=visit-prep',
  body: zoomPage,
  routes: { 'zoom.us/client/6.3.5.54827/ZoomInstallerFull.exe': fileRoute(zoomExe, 'application/x-msdos-program', 'ZoomInstallerFull.exe') },
},
{
  id: 'yt-clean-bcbsil-1095b-pdf',
  label: 'clean',
  kind: 'tax-form-download',
  url: 'https://members.hcsc.net/wps/portal/bam/taxforms',
  body: taxPage,
  routes: { 'members.hcsc.net/wps/portal/bam/taxforms/download': fileRoute(form1095, 'application/pdf', '1095B_2024.pdf') },
},
{
  id: 'yt-clean-officeally-era-batch-zip',
  label: 'clean',
  kind: 'clearinghouse-file-download',
  url: 'https://cms.officeally.com/ERA/Default.aspx',
  body: officeAlly,
  routes: { 'cms.officeally.com/ERA/Download.aspx': fileRoute(eraZip, 'application/zip', 'ERA_20251103.zip') },
},
];
