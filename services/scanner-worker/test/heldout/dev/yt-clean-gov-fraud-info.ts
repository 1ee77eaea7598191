import { type Entry } from '../entry.js';
import { fileRoute } from '../parts/e-bin.js';
import { css, dotIcon, govBanner, logos, pdf, shell } from '../parts/yt-kit.js';

/** Government and consumer-protection pages about Medicare, SSA, Medicaid and GLP-1 fraud (they quote the scams), and real renewal/enrollment pages. */


const ssaScam = shell({
  title: 'Protect Yourself from Scams | SSA',
  favicon: dotIcon('#1d3b6b'),
  css: css.gov,
  body: `${govBanner()}
<header class="site">${logos.ssa}</header>
<main><h1>Protect Yourself from Social Security Scams</h1>
<div class="usa-alert warn"><b>Social Security will never:</b> threaten you with arrest or legal action; suspend your Social Security number; demand immediate payment; require payment by gift card, prepaid debit card, internet currency, wire transfer or by mailing cash; or send official letters or reports containing your personal information via email.</div>
<h2>Recognize the four basic signs of a scam</h2>
<ol><li><b>PRETEND</b> to be from an agency or organization you know — for example "the Social Security COLA department" or "SSA Office of the Inspector General".</li>
<li><b>PROBLEM or PRIZE</b> — "your 2026 cost-of-living increase is on hold", "your statement is ready, download the viewer".</li>
<li><b>PRESSURE</b> to act immediately — "confirm by November 28 or your January payment will be held".</li>
<li><b>PAY</b> in a specific way — "buy Target gift cards and read me the numbers", "send it through Zelle", "withdraw cash and feed it into a Bitcoin ATM".</li></ol>
<h2>Emails and downloads</h2>
<p>Scammers send emails with links to fake "Social Security Statement" downloads that are actually remote-access programs (for example, files named <code>SSA_Statement_2025.exe</code>). Your real Statement is a PDF inside <a href="https://secure.ssa.gov/RIL/SiView.action">my Social Security</a>; you never need to install software to read it.</p>
<p>Report scams at <a href="https://oig.ssa.gov/">oig.ssa.gov</a>.</p></main>
<footer>Social Security Administration</footer>`,
});

const ftcGlp1 = shell({
  title: 'Thinking about buying Ozempic or Wegovy online? | Consumer Advice',
  favicon: dotIcon('#003e7e'),
  css: css.gov + `.ex{border:1px dashed #999;padding:12px;background:#fafafa;font-family:Arial;font-size:14px}`,
  body: `${govBanner()}
<header class="site"><b style="font-size:20px;color:#003e7e">Federal Trade Commission · Consumer Advice</b></header>
<main><h1>Thinking about buying Ozempic or Wegovy online? Read this first.</h1>
<p class="byline">By Consumer Education Specialist · November 2025</p>
<p>Demand for GLP-1 drugs like semaglutide and tirzepatide has led to a surge of websites and social-media accounts selling them without a prescription. Many are scams: you pay and get nothing, or you get counterfeit pens.</p>
<p>Here's an example of the kind of ad we've seen:</p>
<div class="ex">🔥 BLACK FRIDAY — 70% OFF ALL GLP-1. Lose up to 20% body weight. No doctor. No prescription. Pay with Zelle, Cash App or Bitcoin (extra 10% off). Free discreet shipping.</div>
<h2>Signs of a scam pharmacy</h2><ul><li>No prescription required for prescription-only drugs.</li><li>Payment only by Zelle, Cash App, gift cards, cryptocurrency or wire transfer.</li><li>"Free trial" offers with tiny print about monthly charges.</li><li>Orders taken by WhatsApp or Telegram.</li></ul>
<p>Check whether an online pharmacy is licensed using your state board of pharmacy or the NABP's <a href="https://safe.pharmacy/">safe.pharmacy</a> list. Report scams at <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>.</p></main>
<footer>Federal Trade Commission · 600 Pennsylvania Avenue, NW, Washington, DC 20580</footer>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-ssa-scam-four-ps',
  label: 'clean',
  kind: 'gov-fraud-awareness',
  url: 'https://www.ssa.gov/scam/?utm_source=mySSA&utm_campaign=cola-2026',
  body: ssaScam,
},
{
  id: 'yt-clean-ftc-glp1-online-alert',
  label: 'clean',
  kind: 'gov-fraud-awareness',
  url: 'https://consumer.ftc.gov/consumer-alerts/2025/11/thinking-about-buying-ozempic-or-wegovy-online',
  body: ftcGlp1,
},
];
