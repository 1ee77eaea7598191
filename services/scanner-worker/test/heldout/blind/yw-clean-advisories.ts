import { type Entry } from '../entry.js';
import { page, PH, mark } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-news-article-quoting-scam-texts',
    label: 'clean',
    kind: 'news-article-quoting-scam',
    url: 'https://newsinfo.inquirer.net/2030145/smishing-wave-hits-ofw-families-parcel-ayuda-texts',
    body: page({
      title: 'Smishing wave hits OFW families: fake parcel, ayuda and bank texts | Inquirer News',
      css: 'body{font-family:Georgia,serif;background:#fff;color:#111}.nv{border-bottom:1px solid #ddd;padding:10px 20px;font-family:Arial;font-weight:bold;font-size:22px}.nv span{color:#0b5aa2}.a{max-width:700px;margin:0 auto;padding:20px;line-height:1.75;font-size:18px}.by{font-family:Arial;font-size:13px;color:#666}blockquote{border-left:3px solid #0b5aa2;margin:14px 0;padding:6px 14px;background:#f6f8fb;font-family:Arial;font-size:15px}.ad{background:#f1f1f1;height:90px;display:flex;align-items:center;justify-content:center;font-family:Arial;font-size:11px;color:#999;margin:20px 0}',
      body: `<div class="nv">INQUIRER<span>.net</span></div>
<div class="a"><h1>Smishing wave hits OFW families: fake parcel, ayuda and bank texts</h1><div class="by">By: Marlon Ramos · Philippine Daily Inquirer · November 10, 2025</div>
<p>MANILA, Philippines — Families of overseas Filipino workers (OFWs) are being flooded with fake text messages about held balikbayan boxes, unpaid traffic fines and government cash aid, the Cybercrime Investigation and Coordinating Center (CICC) said on Monday.</p>
<p>Among the messages shown to reporters:</p>
<blockquote>"LBC: Your balikbayan box BB-2025-11873 is HELD at customs. Pay duties of HK$128 within 24 hrs or it will be forfeited: lbc-balikbayan.customs-clearance.shop"</blockquote>
<blockquote>"DSWD AKAP: Bukas na ang registration para sa P5,000 ayuda. Mag-register dito gamit ang GCash: tinyurl-ph.com/ayuda5k"</blockquote>
<blockquote>"J&amp;T Express: Delivery failed, incomplete address. Update and pay P38 redelivery fee: jntph.cc/t/8821"</blockquote>
<p>"These links lead to websites that look exactly like the real ones. Once the victim types in their card number, OTP or GCash MPIN, the money is gone within minutes," CICC Executive Director said.</p>
<div class="ad">ADVERTISEMENT</div>
<p>A domestic helper in Hong Kong, who asked not to be named, said she paid HK$128 on the fake LBC page using her debit card. "Pagkatapos ng isang oras, may HK$9,800 nang nawala sa account ko," she said.</p>
<p>The CICC urged the public to report scam texts to the Inter-Agency Response Center hotline 1326 and to forward suspicious messages to their telecom provider. Under the SIM Registration Act, telcos are required to block numbers used for fraud.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-gcash-help-spot-phishing',
    label: 'clean',
    kind: 'brand-help-page',
    url: 'https://help.gcash.com/hc/en-us/articles/360045671234-How-to-spot-phishing-and-fake-GCash-websites',
    body: page({
      title: 'How to spot phishing and fake GCash websites – GCash Help Center',
      css: `body{font-family:"Proxima Nova",Arial,sans-serif;background:#fff;color:#0b1f44}.h{background:${PH.gcash.main};color:#fff;padding:14px 24px;display:flex;align-items:center;gap:10px}.w{max-width:760px;margin:0 auto;padding:24px;line-height:1.65}.bc{font-size:13px;color:#6b7a93}.ok,.no{border-radius:10px;padding:12px;margin:10px 0}.ok{background:#e9f7ef}.no{background:#fdecea}code{background:#f1f4fa;padding:2px 6px;border-radius:4px}`,
      body: `<div class="h">${mark({ ...PH.gcash, main: '#fff' }, 'G', 34, 17).replace('fill="#fff">G', `fill="${PH.gcash.main}">G`)}<b>GCash Help Center</b></div>
<div class="w"><div class="bc">Help Center › Account Security › Scams</div><h1>How to spot phishing and fake GCash websites</h1>
<p>Scammers create websites that look like GCash to steal your mobile number, authentication code and MPIN. GCash does not have a web login for personal accounts — you can only log in through the GCash app.</p>
<div class="no"><b>These are NOT GCash:</b><ul><li><code>gcash-verify.ph-account.com</code></li><li><code>gcredit-increase.gcash-promo.top</code></li><li><code>gcash-overseas.hk-ofw-verify.com</code></li><li>Google Sites pages called "GCash Account Recovery"</li><li>Any page asking you to "verify you are not a robot" by pressing Windows + R</li></ul></div>
<div class="ok"><b>Official GCash channels:</b><ul><li>The GCash app from Google Play, App Store or Huawei AppGallery</li><li><code>www.gcash.com</code> and <code>help.gcash.com</code></li><li>Gigi, our chatbot, inside the app under Profile › Help</li><li>Hotline 2882 (Globe/TM, toll-free)</li></ul></div>
<h3>Remember</h3><ul><li>GCash will never ask for your MPIN or authentication code.</li><li>GCredit limit increases are based on your GScore and shown only in the app — never through a link.</li><li>There is no "refund hotline" for wrong sends. Use <b>Help › Report a problem › Wrong send</b> in the app.</li></ul>
<p>If you entered your details on a fake site, change your MPIN in the app immediately and report at help.gcash.com/hc/en-us/requests/new.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-coinsph-blog-drainer-approvals',
    label: 'clean',
    kind: 'crypto-security-blog',
    url: 'https://coins.ph/blog/wallet-drainers-approvals-revoke-guide/',
    body: page({
      title: 'Wallet drainers: how fake airdrops steal your tokens with one signature | Coins.ph Blog',
      css: 'body{font-family:Inter,Arial,sans-serif;background:#fff;color:#1b1f2a}.h{padding:14px 24px;border-bottom:1px solid #eee;font-weight:800;color:#0052ff}.w{max-width:760px;margin:0 auto;padding:24px;line-height:1.7}pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px;overflow:auto;font-size:13px}.cl{background:#f0f5ff;border-radius:10px;padding:12px}',
      body: `<div class="h">coins.ph · Blog</div>
<div class="w"><h1>Wallet drainers: how fake airdrops steal your tokens with one signature</h1><p><i>Security · 7 min read</i></p>
<p>Play-to-earn players in the Philippines have been hit by pages promising "Season rewards", free mints and OFW stablecoin airdrops. Most of them don't ask for your seed phrase. Instead, they ask you to approve a transaction or sign a message that gives the scammer permission to move your assets.</p>
<h3>1. NFT approvals</h3><p>A call to <code>setApprovalForAll(operator, true)</code> lets the operator transfer <b>every</b> NFT you own in that collection. In calldata it starts with the selector <code>0xa22cb465</code>:</p>
<pre>0xa22cb465
000000000000000000000000 7a3f1c2e9b04d5a6f8e1c3b2a9d0e4f5c6b7a812   // operator
0000000000000000000000000000000000000000000000000000000000000001   // approved = true</pre>
<h3>2. Unlimited token approvals</h3><p><code>approve(spender, 2^256-1)</code> (selector <code>0x095ea7b3</code>) lets the spender take all of that token, now or later.</p>
<h3>3. Permit signatures</h3><p>EIP-2612 <code>Permit</code> messages signed with <code>eth_signTypedData_v4</code> cost no gas, so victims think they are "just signing a message". Look for <code>spender</code>, a huge <code>value</code> and a far-away <code>deadline</code>.</p>
<div class="cl"><b>Checklist</b><ul><li>Read what your wallet says you are approving. "Give access to all of your NFTs" is never needed to claim a reward.</li><li>Review and revoke old approvals in your wallet's Connected Sites / Token approvals page.</li><li>Never type your recovery phrase into a website. No "sync", "rectify" or "migration" page needs it.</li></ul></div>
<p>Assets held in your Coins.ph account are custodial and can't be drained through approvals — but if you withdraw to a self-custody wallet, these rules apply to you.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-pnp-acg-task-scam-advisory-tagalog',
    label: 'clean',
    kind: 'police-advisory',
    url: 'https://acg.pnp.gov.ph/main/cyber-security-bulletin/advisory-task-scam-like-review-2025.html',
    body: page({
      title: 'PNP-ACG Cyber Security Bulletin: Task Scam (Like, Review at Rating)',
      lang: 'fil',
      css: 'body{font-family:Arial,sans-serif;background:#f3f3f3;color:#222}.h{background:#002a5c;color:#fff;padding:12px 20px}.w{max-width:800px;margin:0 auto;background:#fff;padding:24px;line-height:1.65}.st{background:#fff5e6;border-left:4px solid #ff9800;padding:10px 14px;margin:10px 0}',
      body: `<div class="h"><b>PNP Anti-Cybercrime Group</b> · Cyber Security Bulletin No. 312</div>
<div class="w"><h1>Mag-ingat sa "Task Scam": Like, Review at App Rating na may bayad</h1>
<p>Patuloy na dumarami ang reklamo tungkol sa mga alok na trabaho online kung saan binabayaran ka raw ng ₱50 hanggang ₱150 para mag-like ng YouTube videos, mag-rate ng apps o mag-review ng hotel. Narito ang karaniwang daloy ng scam:</p>
<div class="st"><b>Hakbang 1:</b> Makakatanggap ka ng text o WhatsApp: "Hi! Part-time job, ₱3,000/day, like lang ng videos. Interesado ka?"</div>
<div class="st"><b>Hakbang 2:</b> Babayaran ka nila ng maliit na halaga (₱150–₱500) para makuha ang iyong tiwala.</div>
<div class="st"><b>Hakbang 3:</b> Ipapasok ka sa Telegram group at sasabihing may "VIP merchant task", "prepaid task" o "combination order" na kailangang lagyan ng pera muna.</div>
<div class="st"><b>Hakbang 4:</b> Magiging negatibo ang iyong "balance" at sasabihing kailangan mong mag-recharge ulit bago makapag-withdraw. Hindi mo na makukuha ang pera.</div>
<p>Mga pangalan ng platform na naiulat: "Like2Earn PH", "TripBooster", "AppRater PH", "Lazada Partner Mall". Hindi konektado ang mga ito sa YouTube, Agoda o Lazada.</p>
<p><b>Tandaan:</b> Walang lehitimong trabaho na magpapabayad sa iyo para makapagtrabaho. I-report sa PNP-ACG hotline (02) 8414-1560 o sa e-complaint portal.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-sec-advisory-unregistered-investment',
    label: 'clean',
    kind: 'regulator-advisory',
    url: 'https://www.sec.gov.ph/advisories-2025/kabayan-paluwagan-ai-quant-arbitrage-club/',
    body: page({
      title: 'SEC Advisory: Kabayan Paluwagan and AI Quant Arbitrage Club',
      css: 'body{font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#1a1a1a}.h{background:#0d3b66;color:#fff;padding:12px 20px}.w{max-width:800px;margin:0 auto;padding:24px;line-height:1.6}.n{font-size:13px;color:#555}',
      body: `<div class="h"><b>Securities and Exchange Commission</b> · Republic of the Philippines</div>
<div class="w"><p class="n">SEC Advisory · 5 November 2025</p><h1>Kabayan Paluwagan and AI Quant Arbitrage Club</h1>
<p>The Securities and Exchange Commission (SEC) warns the public from investing in schemes offered by <b>KABAYAN PALUWAGAN</b> and <b>AI QUANT ARBITRAGE CLUB</b>, which are soliciting investments online, including from overseas Filipino workers in Hong Kong and Singapore.</p>
<p>Kabayan Paluwagan promises to double an investment within 15 days (e.g., "₱1,000 becomes ₱2,000", "OFW Special ₱50,000 becomes ₱120,000") and pays a 10% referral bonus. AI Quant Arbitrage Club promises "stable" returns of 2.8% to 5.2% per day through an automated trading robot and directs investors to deposit USDT on an offshore exchange.</p>
<p>These entities are <b>not registered</b> with the Commission and have no secondary license to solicit or sell securities. The promise of guaranteed high returns and payment from new investors' money are badges of a Ponzi scheme.</p>
<p>Those who act as salesmen, brokers, dealers or agents, recruiters, uplines or promoters may be held criminally liable under Section 28 of the Securities Regulation Code, with penalties of up to ₱5 million and/or 21 years of imprisonment.</p>
<p>To verify an entity, use the SEC Check-With-SEC facility at www.sec.gov.ph or email epd@sec.gov.ph.</p></div>`,
    }),
  },
  {
    id: 'yw-clean-factcheck-dswd-ayuda-link',
    label: 'clean',
    kind: 'fact-check-article',
    url: 'https://www.rappler.com/newsbreak/fact-check/dswd-akap-5000-ayuda-registration-link-fake/',
    body: page({
      title: 'FACT CHECK: DSWD not accepting AKAP ayuda registration via GCash link',
      css: 'body{font-family:Georgia,serif;background:#fff;color:#111}.h{padding:10px 20px;border-bottom:3px solid #f26522;font-family:Arial;font-weight:bold;font-size:20px}.w{max-width:700px;margin:0 auto;padding:20px;line-height:1.7}.rt{display:inline-block;background:#c62828;color:#fff;font-family:Arial;font-weight:bold;padding:4px 12px;border-radius:4px}.cl{background:#f7f7f7;border:1px solid #ddd;padding:12px;font-family:Arial;font-size:15px}',
      body: `<div class="h">rappler · Fact Check</div>
<div class="w"><span class="rt">FAKE</span><h1>FACT CHECK: DSWD not accepting AKAP ayuda registration via GCash link</h1>
<div class="cl"><b>Claim:</b> The Department of Social Welfare and Development (DSWD) is accepting online registration for ₱5,000 AKAP ayuda through the link tinyurl-ph[.]com/ayuda5k, which asks for a GCash number and MPIN.<br><b>Rating:</b> FAKE<br><b>The facts:</b> DSWD said AKAP beneficiaries are assessed at DSWD field offices and payouts are made in person or through partner banks. The link leads to a look-alike site that steals GCash MPINs and authentication codes.</div>
<p>A Facebook post shared more than 12,000 times claims that "registration for the ₱5,000 AKAP ayuda is open" and urges users to "register before the slots run out", with a countdown timer and comments from supposed beneficiaries saying they received the money.</p>
<p>DSWD spokesperson said in a statement: "Ang DSWD ay hindi humihingi ng MPIN, OTP o anumang password. Walang online registration ang AKAP sa pamamagitan ng link."</p>
<p>The domain dswd-akap-ayuda[.]com was registered only three weeks ago through a foreign registrar, according to WHOIS records.</p></div>`,
    }),
  },
];
