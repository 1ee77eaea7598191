import { type Entry } from '../entry.js';
import { CSS, LOGO, doc } from '../parts/yv-kit.js';

// Central bank circulars, press releases and public notices (CBN, Bank of Ghana, BCEAO, CBK).

const letterCss = `${CSS.reset}body{background:#eee;font-family:"Times New Roman",serif;line-height:1.6}.pg{max-width:800px;margin:20px auto;background:#fff;padding:50px 60px;box-shadow:0 1px 4px rgba(0,0,0,.15)}.lh{text-align:center;border-bottom:2px solid #0a5c36;padding-bottom:10px}.ref{display:flex;justify-content:space-between;font-size:14px;margin:20px 0}h3{text-align:center;text-decoration:underline}`;

const cbnCircular = doc({
  title: 'CBN Circular: Fraudulent BVN Update Messages (BSD/DIR/PUB/LAB/018/022)',
  css: letterCss,
  body: `<div class="pg"><div class="lh">${LOGO.cbn}<h2 style="margin:4px 0">CENTRAL BANK OF NIGERIA</h2><div>Banking Supervision Department<br>Central Business District, P.M.B. 0187, Garki, Abuja</div></div>
<div class="ref"><span>BSD/DIR/PUB/LAB/018/022</span><span>August 14, 2025</span></div>
<p>TO ALL DEPOSIT MONEY BANKS, MICROFINANCE BANKS, MOBILE MONEY OPERATORS AND PAYMENT SERVICE BANKS</p>
<h3>RE: FRAUDULENT MESSAGES ON BVN UPDATE AND ACCOUNT RESTRICTION</h3>
<p>The Central Bank of Nigeria (CBN) has observed the circulation of SMS, e-mail and social media messages purporting to come from the CBN or from financial institutions, requesting customers to "update", "re-validate" or "link" their Bank Verification Number (BVN) through web links in order to avoid restriction of their accounts.</p>
<p>The public is hereby informed that the CBN does not operate any "BVN Update Portal" or "BVN Re-validation Portal", and that neither the CBN nor the Nigeria Inter-Bank Settlement System (NIBSS) will ever request a customer's card PIN, internet banking password, one-time password or card details.</p>
<p>Financial institutions are hereby directed to:</p>
<ol type="i"><li>intensify customer awareness on this fraud pattern through all channels within 14 days of this circular;</li><li>report all fraudulent domains impersonating their brands to the CBN and NIBSS through the Fraud Desk;</li><li>ensure that any legitimate BVN/NIN linkage is conducted only through branches, the institution's official mobile application or USSD channels.</li></ol>
<p>Please ensure strict compliance.</p><p><b>Dr. Olubukola A. Akinwunmi</b><br>Director, Banking Supervision Department</p></div>`,
});

const cbnPress = doc({
  title: 'Press Release: CBN Disclaims Fake Grant and Loan Websites',
  css: `${CSS.reset}body{line-height:1.65}.hd{background:#0a5c36;color:#fff;padding:12px 30px;display:flex;gap:14px;align-items:center}.c{max-width:780px;margin:0 auto;padding:30px 20px}ul.fake li{font-family:monospace}`,
  body: `<div class="hd">${LOGO.cbn}<b>Central Bank of Nigeria &mdash; Corporate Communications</b></div>
<article class="c"><h1>CBN Disclaims Fake Grant and Loan Websites</h1><p><i>Abuja, 3 September 2025</i></p>
<p>The Central Bank of Nigeria has been made aware of websites and social media pages claiming to offer "CBN Survival Fund Grants", "TraderMoni 2025" payments and "NIRSAL AYA loans" to members of the public upon payment of "activation", "processing" or "documentation" fees.</p>
<p>The Bank wishes to state categorically that it does not disburse grants to individuals through websites, and that no government intervention scheme requires beneficiaries to pay any fee into a personal account. Examples of the fraudulent addresses reported to the Bank include:</p>
<ul class="fake"><li>cbn-survival-grant[.]com[.]ng</li><li>tradermoni-2025-ng[.]site</li><li>nirsal-mfb-aya[.]org[.]ng[.]status-check[.]online</li></ul>
<p>Members of the public are advised to disregard such messages and report them to the Consumer Protection Department on <b>contactcbn@cbn.gov.ng</b> or the nearest police station.</p>
<p><b>Hakama Sidi Ali (Mrs.)</b><br>Acting Director, Corporate Communications</p></article>`,
});

const cbk = doc({
  title: 'Public Notice: Unlicensed Digital Credit Providers - Central Bank of Kenya',
  css: `${CSS.reset}body{line-height:1.6}.hd{background:#7a5c2e;color:#fff;padding:14px 30px}.c{max-width:860px;margin:0 auto;padding:30px 20px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ccc;padding:6px 10px;text-align:left}`,
  body: `<div class="hd"><b>CENTRAL BANK OF KENYA</b></div><article class="c"><h1>Public Notice</h1><h2>Digital Credit Providers and Fraudulent Loan Offers</h2>
<p>The Central Bank of Kenya (CBK) wishes to notify the public that only Digital Credit Providers (DCPs) licensed by the CBK are authorised to offer digital loans in Kenya. The list of licensed DCPs is published on the CBK website and updated regularly.</p>
<p>The public is further cautioned against websites and messages offering increases of loan limits for government or mobile money products (including "Hustler Fund" and "Fuliza" limits) upon payment of an activation fee. Loan limits on these products are determined automatically and no fee is ever charged to increase them.</p>
<table><tr><th>Licensed DCP (extract)</th><th>Licence date</th></tr><tr><td>Branch Microfinance Bank</td><td>-</td></tr><tr><td>Tala Kenya Limited</td><td>Sept 2022</td></tr><tr><td>Zenka Digital Limited</td><td>Sept 2022</td></tr><tr><td>Mwananchi Credit Limited</td><td>Dec 2022</td></tr></table>
<p>Issued by the Director, Bank Supervision.</p></article>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-cbn-circular-bvn-update-fraud', label: 'clean', kind: 'central-bank-circular', url: 'https://www.cbn.gov.ng/Out/2025/BSD/BSD-DIR-PUB-LAB-018-022.html', body: cbnCircular },
  { id: 'yv-clean-cbn-press-fake-grant-sites', label: 'clean', kind: 'central-bank-circular', url: 'https://www.cbn.gov.ng/Out/2025/CCD/press-release-fake-grants.html', body: cbnPress },
  { id: 'yv-clean-cbk-notice-digital-lenders', label: 'clean', kind: 'central-bank-circular', url: 'https://www.centralbank.go.ke/2025/08/public-notice-digital-credit-providers/', body: cbk },
];
