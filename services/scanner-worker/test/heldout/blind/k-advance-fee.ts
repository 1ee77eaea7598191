import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const bankCss = `body{margin:0;font-family:Tahoma,Verdana,sans-serif;background:#eef1f5;color:#1a1a1a}header{background:#0a2a5e;color:#fff;padding:16px 30px;display:flex;justify-content:space-between;align-items:center}header a{color:#cfe0ff;margin-left:14px;font-size:13px;text-decoration:none}.wrap{max-width:820px;margin:24px auto;background:#fff;border:1px solid #d5dbe5;padding:26px 34px}.seal{float:right;width:90px;height:90px;border-radius:50%;border:3px double #b8860b;text-align:center;font-size:10px;line-height:90px;color:#b8860b}table{width:100%;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}.btn{background:#0a2a5e;color:#fff;padding:10px 18px;border:0;text-decoration:none;display:inline-block}.small{font-size:11px;color:#666}`;
const plainCss = `body{margin:0;font-family:system-ui,Segoe UI,Arial,sans-serif;color:#1f2937}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #e5e7eb}header a{margin-left:16px;color:#374151;text-decoration:none;font-size:14px}main{max-width:920px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:8px;padding:18px;margin:14px 0}.btn{background:#15803d;color:#fff;border-radius:6px;padding:11px 20px;text-decoration:none;display:inline-block;border:0}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.muted{color:#6b7280;font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-customs-parcel-release-fee-romance',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://track.globalexpress-diplomaticcourier.com/consignment/GXD-7720-UK',
  body: doc({
    title: 'Global Express Diplomatic Courier – Consignment Tracking',
    css: bankCss.replace(/#0a2a5e/g, '#4a1d6b') + `.tl li{margin:8px 0}.hold{background:#fff3cd;border:1px solid #e0b000;padding:12px}`,
    body: `<header><strong>GLOBAL EXPRESS DIPLOMATIC COURIER</strong><nav><a href="#">Track</a><a href="#">Services</a><a href="#">Contact</a></nav></header>
<div class="wrap">
<h2>Consignment GXD-7720-UK</h2>
<table><tr><td>Sender</td><td>Capt. James W. Harrington (US Army, UN Peacekeeping Mission)</td></tr><tr><td>Receiver</td><td>Mrs. Patricia Lowe, Stoke-on-Trent, United Kingdom</td></tr><tr><td>Content</td><td>Diplomatic box – personal effects and cash valuables (declared: $1,200,000)</td></tr><tr><td>Weight</td><td>42 kg</td></tr></table>
<h3>Tracking history</h3><ul class="tl"><li>✔ Picked up – Kabul, Afghanistan</li><li>✔ In transit – Dubai International</li><li>✔ Arrived – London Heathrow, Customs Holding Unit</li><li>⛔ <b>ON HOLD – Clearance fee outstanding</b></li></ul>
<div class="hold"><b>Action required:</b> The consignment has been held by HM Customs at Heathrow. To release it for home delivery, the receiver must pay the <b>Non-Inspection &amp; Diplomatic Clearance Fee of £3,850</b>. The sender cannot pay this fee from overseas due to military restrictions. Once paid, the box will be delivered to your home by our diplomatic agent within 24 hours.</div>
<p>Payment options: bank transfer to our clearing agent, Bitcoin, or Steam gift cards. Contact Agent Daniel Brooks: globalexpress.agentdaniel@gmail.com · +44 7520 118 604</p>
<p class="small">Storage charges of £150 per day apply after 3 days.</p></div>`,
  }),
},
  {
  id: 'k-scam-credit-repair-upfront-us',
  label: 'scam',
  kind: 'loan-fee',
  url: 'https://www.800creditfixers.com/',
  body: doc({
    title: '800 Credit Fixers – Raise Your Score 150+ Points in 30 Days, Guaranteed',
    css: plainCss.replace(/#15803d/g, '#2563eb') + `.hero{background:#eff6ff;padding:40px;text-align:center}`,
    head: pixelStub('118829910221'),
    body: `<header><strong>800 Credit Fixers</strong><nav><a href="#">How it works</a><a href="#">Results</a><a href="#">Pricing</a></nav></header>
<div class="hero"><h1>Bad credit? We'll wipe it clean.</h1><p>Collections, charge-offs, bankruptcies, evictions, even student loans — <b>removed in 30 days or your money back</b>. We use a legal loophole in the FCRA the credit bureaus don't want you to know about.</p><a class="btn" href="#pay">Start today</a></div>
<main>
<div class="box"><h3>Our secret method: CPN</h3><p>Get a brand new credit profile with a Credit Privacy Number (CPN) that you can use instead of your SSN on credit applications. 100% legal. Includes 2 primary tradelines for an instant 700+ score.</p></div>
<div class="box" id="pay"><h3>Pricing</h3><table><tr><td>Basic Deletion Package</td><td>$799 upfront</td></tr><tr><td>CPN + Tradelines Combo</td><td>$1,499 upfront</td></tr></table><p>Payment by Zelle, Cash App or Bitcoin only. Don't contact the credit bureaus or your creditors while we work your file, it can undo our progress.</p></div>
${reviews([['Tasha, Atlanta', 'Went from 512 to 748 in a month, bought my first house!!', '★★★★★'], ['DeShawn', 'All my collections gone. Legit!', '★★★★★']], 'Results')}
</main>
${floatChat('sms:+14045550188', 'Text us: (404) 555-0188', '#2563eb')}`,
  }),
},
  {
  id: 'k-clean-national-lottery-claim-uk',
  label: 'clean',
  kind: 'lottery-official',
  url: 'https://www.lottoworks-uk.co.uk/help/how-to-claim-a-prize',
  body: doc({
    title: 'How to claim a prize | LottoWorks UK',
    css: plainCss.replace(/#15803d/g, '#be185d'),
    head: gtagStub('G-LWU1100'),
    body: `<header><strong>LottoWorks UK</strong><nav><a href="#">Play</a><a href="#">Results</a><a href="#">Good causes</a><a href="#">Help</a><a href="#">Sign in</a></nav></header>
<main>
<h1>How to claim a prize</h1>
<table><tr><th>Prize</th><th>How to claim</th></tr><tr><td>Up to £500</td><td>Paid automatically to your account if you played online, or at any retailer</td></tr><tr><td>£500.01 – £50,000</td><td>Online account: automatic. Retail ticket: at a post office or by claim form</td></tr><tr><td>Over £50,000</td><td>Call our prize line on 0333 234 5050 within 180 days</td></tr></table>
<div class="box"><h3>You never pay to receive a prize</h3><p>We will never ask you to pay a fee, tax or "release charge" to receive a prize, and we never contact people to say they have won a draw they did not enter. Prizes are tax-free in the UK. If you receive a message claiming you've won and asking for money or bank details, it is a scam — report it to Action Fraud.</p></div>
<p class="muted">You must be 18 or over to play. Play responsibly — set limits in your account or visit BeGambleAware.org. LottoWorks UK Ltd is licensed by the Gambling Commission.</p>
</main>
${footer({ Help: ['Claiming prizes', 'Contact us', 'Play responsibly'], About: ['Good causes', 'Corporate', 'Careers'] }, '© 2026 LottoWorks UK Ltd.')}
${cookieBar()}`,
  }),
},
  {
  id: 'k-clean-credit-union-personal-loan-us',
  label: 'clean',
  kind: 'lender',
  url: 'https://www.prairiefirstcu.org/borrow/personal-loans',
  body: doc({
    title: 'Personal Loans | Prairie First Credit Union',
    css: plainCss.replace(/#15803d/g, '#0f766e'),
    head: gtagStub('G-PFCU0912'),
    body: `<header><strong>Prairie First Credit Union</strong><nav><a href="#">Bank</a><a href="#">Borrow</a><a href="#">Invest</a><a href="#">Locations</a><a class="btn" href="#">Online banking</a></nav></header>
<main>
<h1>Personal loans with no hidden fees</h1>
<p>Consolidate debt, cover a major expense, or fund a home project. Borrow $1,000 to $40,000 with terms from 12 to 72 months.</p>
<table><tr><th>Term</th><th>APR as low as*</th></tr><tr><td>12–36 months</td><td>8.49%</td></tr><tr><td>37–60 months</td><td>9.74%</td></tr><tr><td>61–72 months</td><td>11.24%</td></tr></table>
<div class="box"><h3>Fees</h3><p>No application fee. No origination fee. No prepayment penalty. Late payment fee: $25 if payment is more than 15 days late.</p></div>
<p class="muted">*APR = Annual Percentage Rate. Rates are based on creditworthiness and term, and are subject to change. Example: a $10,000 loan at 8.49% APR for 36 months has a monthly payment of $315.62. Membership required; federally insured by NCUA. Equal Housing Opportunity. We will never ask you to pay a fee before receiving your loan funds, or to pay with gift cards or cryptocurrency.</p>
<a class="btn" href="#">Apply now</a>
</main>
${footer({ 'Contact': ['1-800-555-0102', 'Routing #: 291000000', 'Branch locator'], 'About': ['Our story', 'Careers', 'Community'] }, '© 2026 Prairie First Credit Union. Federally insured by NCUA.')}
${cookieBar()}`,
  }),
},
];
