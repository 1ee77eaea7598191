import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-finance-blog-sip-basics-in',
    label: 'clean',
    kind: 'personal-finance',
    url: 'https://www.paisapath.in/blog/sip-vs-lumpsum-for-beginners/',
    body: doc({
      lang: 'en-IN',
      title: 'SIP vs Lumpsum: Which is better for first-time investors? | PaisaPath',
      head: tag('G-PAISA01'),
      css: baseCss('#047857', 'Inter,Arial,sans-serif') + `article{max-width:740px;margin:auto;font-size:17px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:6px 10px}`,
      body: `<header class="top"><b style="color:#047857">PaisaPath</b><nav><a href="#">Mutual Funds</a><a href="#">Tax</a><a href="#">Insurance</a><a href="#">Calculators</a></nav></header>
<div class="wrap"><article><h1>SIP vs Lumpsum: Which is better for first-time investors?</h1><p class="muted">By Ananya Rao, CFP · 9 min read · Not investment advice</p>
<p>If you've just received your first salary, you may be wondering whether to invest ₹1 lakh at once or spread it over 12 monthly SIPs of ₹8,333. Both approaches have merit; the right choice depends on market valuation, your risk tolerance and, honestly, your temperament.</p>
<table><tr><th>Scenario</th><th>SIP</th><th>Lumpsum</th></tr><tr><td>Market falls after you invest</td><td>Averages cost down</td><td>Immediate notional loss</td></tr><tr><td>Market rises steadily</td><td>Lower returns</td><td>Higher returns</td></tr></table>
<p>Whatever you choose, invest only through SEBI-registered platforms or AMCs directly. Be wary of WhatsApp “stock tips” groups and apps promising 5% daily returns — SEBI has repeatedly warned about these.</p>
<h3>Try our SIP calculator</h3><label>Monthly SIP (₹)</label><input id="a" value="5000"><label>Years</label><input id="y" value="10"><label>Expected return (% p.a.)</label><input id="r" value="12"><p id="o"></p></article></div>
<footer>PaisaPath is an educational blog. Mutual fund investments are subject to market risks, read all scheme related documents carefully.</footer>`,
      scripts: `<script>function c(){var p=+a.value,n=+y.value*12,i=+r.value/1200;var fv=p*((Math.pow(1+i,n)-1)/i)*(1+i);o.textContent='Estimated value: ₹'+Math.round(fv).toLocaleString('en-IN')}[a,y,r].forEach(function(e){e.oninput=c});c();</script>`,
    }),
  },
  {
    id: 'w-clean-savings-rates-comparison-uk',
    label: 'clean',
    kind: 'personal-finance',
    url: 'https://www.savvysaver.co.uk/savings/best-easy-access-accounts',
    body: doc({
      lang: 'en-GB',
      title: 'Best easy access savings accounts – November 2025 | SavvySaver',
      css: baseCss('#0e7490', 'Arial,sans-serif') + `table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}`,
      body: `<header class="top"><b style="color:#0e7490">SavvySaver</b><nav><a href="#">Savings</a><a href="#">Mortgages</a><a href="#">Credit cards</a><a href="#">Energy</a></nav></header>
<div class="wrap"><h1>Best easy access savings accounts</h1><p class="muted">Updated 27 November 2025 · Rates are AER and variable</p>
<table><tr><th>Provider</th><th>AER</th><th>Min deposit</th><th>Withdrawals</th><th></th></tr>
<tr><td>Chip (Instant Access)</td><td>4.51%</td><td>£1</td><td>Unlimited</td><td><a href="#">Visit site</a></td></tr><tr><td>Chase Saver</td><td>4.10%</td><td>£0</td><td>Unlimited</td><td><a href="#">Visit site</a></td></tr><tr><td>Marcus by Goldman Sachs</td><td>4.05%</td><td>£1</td><td>Unlimited</td><td><a href="#">Visit site</a></td></tr><tr><td>Nationwide Flex Instant Saver</td><td>3.25%</td><td>£1</td><td>Unlimited</td><td><a href="#">Visit site</a></td></tr></table>
<p>All accounts listed are protected by the FSCS up to £85,000 per person per institution. We may receive a commission if you open an account through our links, which doesn’t affect the order of the table.</p>
<p><b>Watch out:</b> fake “bond” adverts using celebrities to promise 10%+ fixed returns are scams. Check the FCA register.</p></div>
<footer>SavvySaver Ltd is authorised and regulated by the Financial Conduct Authority (FRN 998877).</footer>${cookieBar('We use cookies to personalise content and analyse traffic.')}`,
    }),
  },
  {
    id: 'w-clean-metamask-support-srp-safety',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://support.metamask.io/privacy-and-security/approval-and-airdrop-scams/',
    body: doc({
      title: 'Approval and airdrop scams | MetaMask Help Center',
      css: baseCss('#f6851b', 'Euclid,Arial,sans-serif'),
      body: `<header class="top"><b style="color:#f6851b">MetaMask</b> Help Center<nav><a href="#">Getting started</a><a href="#">Privacy &amp; security</a><a href="#">Manage crypto</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Approval and airdrop scams</h1><ul><li><b>Never share your Secret Recovery Phrase</b> with anyone, or enter it into any website. MetaMask Support will never ask for it.</li><li>Be wary of “airdrop claim” sites promoted through replies on X or Discord DMs. Scam sites ask you to sign Permit or setApprovalForAll requests that hand over your tokens.</li><li>Check the site URL before connecting. Bookmark the projects you use.</li><li>Use a hardware wallet for significant holdings.</li></ul>
<p>Think you’ve been scammed? <a href="#">Learn what to do</a> and revoke token approvals via the Portfolio dashboard.</p></div>`,
    }),
  },
];
