import type { Entry } from '../entry.js';
import { apk, bot, cookies, doc, fbq, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, logo, pe, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-clean-sars-efiling-login-za',
    label: 'clean',
    kind: 'own-login',
    url: 'https://secure.sarsefiling.co.za/app/login?zn',
    body: doc({
      lang: 'en-ZA',
      title: 'SARS eFiling',
      c: '#0b3a70',
      css: `.wrap{max-width:440px;margin:30px auto}`,
      body: `${top('SARS eFiling', ['Home', 'Register', 'Help'])}
<main><div class="wrap card"><h2>Login</h2><form method="post" action="/app/login-submit"><label>Username</label><input name="username"><label>Password</label><input name="password" type="password"><p><button class="btn" style="width:100%">Login</button></p></form>
<p class="muted"><a href="#">Forgot username</a> · <a href="#">Forgot password</a> · <a href="#">Register</a></p>
<p class="muted">Beware of phishing: SARS does not send emails with hyperlinks asking for banking details. Refunds are only paid into bank accounts verified at a SARS branch or via eFiling.</p></div></main>
${bot(['South African Revenue Service © 2025'], ['Legal', 'PAIA', 'Security'])}`,
    }),
    routes: { 'secure.sarsefiling.co.za/app/login-submit': htmlRoute('<!doctype html><meta charset="utf-8"><title>SARS eFiling</title><p>OTP sent</p>') },
  },
  {
    id: 'zn-clean-ngcert-advisory-momo-en',
    label: 'clean',
    kind: 'cert-advisory',
    url: 'https://www.cert.gov.ng/advisory/zn-2025-10-mobile-money-phishing',
    body: doc({
      lang: 'en-NG',
      title: 'Advisory: Phishing Campaign Targeting Mobile Money Users | ngCERT',
      c: '#008751',
      body: `${top('ngCERT — Nigeria Computer Emergency Response Team', ['Advisories', 'Report Incident', 'About'])}
<main><article class="card"><h1>Phishing campaign targeting mobile money and bank customers</h1><p class="muted">Advisory NGCERT-2025-1014 · Risk: High · Platforms: Web, SMS</p>
<p>ngCERT has observed an ongoing campaign in which SMS and WhatsApp messages impersonate MoMo PSB and commercial banks, claiming that wallets have been "restricted" for NIN linkage. Victims are directed to websites that collect NIN, BVN, PIN and OTP.</p>
<h3>Sample messages</h3><blockquote>MoMo: Dear customer your wallet is restricted. Link NIN now to avoid closure: momo-mtn-ng.support-desk[.]xyz</blockquote><blockquote>FGN Palliative Grant Batch C: apply now and receive N50,000 fg-palliative-grant2025.com[.]ng</blockquote>
<h3>Recommendations</h3><ol><li>Do not click links in unsolicited messages.</li><li>Never share your PIN, OTP or BVN.</li><li>Report to incident@cert.gov.ng</li></ol></article></main>
${bot(['Office of the National Security Adviser — Federal Republic of Nigeria'])}`,
    }),
  },
  {
    id: 'zn-clean-kecirt-tahadhari-sw',
    label: 'clean',
    kind: 'cert-advisory',
    url: 'https://www.ke-cirt.go.ke/tahadhari/zn-ulaghai-mikopo-mitandaoni',
    body: doc({
      lang: 'sw',
      title: 'Tahadhari: Ulaghai wa Mikopo Mtandaoni | National KE-CIRT/CC',
      c: '#006600',
      body: `${top('National KE-CIRT/CC', ['Tahadhari', 'Ripoti Tukio', 'Rasilimali'])}
<main><article class="card"><h1>Tahadhari: ulaghai wa mikopo ya haraka mtandaoni</h1><p class="muted">Imechapishwa: Oktoba 2025 · Mamlaka ya Mawasiliano Kenya (CA)</p>
<p>Kituo kimepokea ripoti nyingi za tovuti zinazoahidi mikopo bila CRB na kuomba "ada ya usajili" kupitia Till Number kabla ya kutoa mkopo. Baada ya malipo, mkopo hautolewi.</p>
<blockquote>Hongera! Mkopo wako wa KSh 30,000 umeidhinishwa. Lipa ada ya usajili KSh 350 kwa Till Number...</blockquote>
<p><b>Ushauri:</b> Tumia tu programu za mikopo zilizosajiliwa na Benki Kuu ya Kenya (CBK) kama Wakopeshaji wa Kidijitali. Ripoti kwa incidents@ke-cirt.go.ke au piga 0703 042 700.</p></article></main>
${bot(['Communications Authority of Kenya — CA Centre, Waiyaki Way, Nairobi'])}`,
    }),
  },
  {
    id: 'zn-clean-job-portal-nairobi-en',
    label: 'clean',
    kind: 'job-portal',
    url: 'https://www.kazibora.co.ke/jobs/accounts-assistant-nairobi-zn/',
    body: doc({
      lang: 'en-KE',
      title: 'Accounts Assistant at Twiga Foods - Nairobi | KaziBora',
      c: '#1d4ed8',
      head: gtag('G-KAZIBORA11'),
      body: `${top('KaziBora', ['Find Jobs', 'Companies', 'CV Tips', 'Employers'])}
<main><div class="card"><h1>Accounts Assistant</h1><p><b>Twiga Foods Ltd</b> · Nairobi · Full-time · KSh 55,000 – 70,000 per month · Closes 31 Oct 2025</p>
<h3>Responsibilities</h3><ul><li>Process supplier invoices and M-PESA reconciliations</li><li>Prepare monthly VAT and withholding tax schedules for iTax</li></ul>
<h3>Requirements</h3><ul><li>CPA Part II or Bachelor of Commerce</li><li>2 years' experience; knowledge of Sage or QuickBooks</li></ul>
<p><a class="btn" href="#">Apply on company website</a></p><p class="muted">⚠ KaziBora does not charge job seekers. Never pay anyone for an interview, medical or "processing" fee.</p></div></main>
${bot(['© 2025 KaziBora Ltd. Nairobi, Kenya'], ['Privacy', 'Terms', 'Report a job'])}`,
    }),
  },
  {
    id: 'zn-clean-unilag-scholarship-notice-en',
    label: 'clean',
    kind: 'university',
    url: 'https://unilag.edu.ng/news/zn-2025-undergraduate-scholarship-awards',
    body: doc({
      lang: 'en-NG',
      title: 'Announcement: 2025/2026 Undergraduate Scholarship Awards | University of Lagos',
      c: '#7b1113',
      body: `${top('University of Lagos', ['About', 'Admissions', 'Academics', 'Research', 'News'])}
<main><article class="card"><h1>2025/2026 Undergraduate Scholarship Awards</h1><p class="muted">Student Affairs Division · 9 October 2025</p>
<p>The University invites applications from full-time undergraduate students in 200 level and above for the Endowment Fund scholarships. Applicants must have a minimum CGPA of 3.50.</p>
<p>Applications are submitted through the student portal. <b>There is no application fee.</b> The University has not appointed any agent to process scholarships on its behalf; students should disregard messages requesting payments.</p>
<p>Deadline: 14 November 2025.</p></article></main>
${bot(['University of Lagos, Akoka, Yaba, Lagos. Est. 1962'])}`,
    }),
  },
  {
    id: 'zn-clean-jumia-product-page-ke',
    label: 'clean',
    kind: 'shop-product',
    url: 'https://www.jumia.co.ke/zn-tecno-spark-20-128gb-dual-sim-8812.html',
    body: doc({
      lang: 'en-KE',
      title: 'Tecno Spark 20 128GB + 8GB RAM | Jumia Kenya',
      c: '#f68b1e',
      head: gtag('G-JUMIAKE001'),
      body: `${top('JUMIA', ['Phones & Tablets', 'Electronics', 'Fashion', 'Supermarket'])}
<main><div class="grid"><div class="card"><img src="/zn/img/spark20.png" alt="" style="width:100%;height:240px;background:#eee"></div>
<div class="card"><h1>Tecno Spark 20 6.56" 128GB + 8GB RAM, 50MP, 5000mAh — Gravity Black</h1><p style="font-size:26px"><b>KSh 15,999</b> <s class="muted">KSh 19,500</s></p><p>⭐ 4.4 (1,128 verified ratings)</p>
<p>Pay on delivery or with M-PESA. Free delivery in Nairobi for Jumia Prime.</p><p><button class="btn">Add to cart</button></p></div></div>
<div class="card"><h3>Seller: Tecno Official Store</h3><p>Seller score 92% · 1 year warranty</p></div></main>
${bot(['© 2025 Jumia Kenya'], ['Help Center', 'Returns', 'Sell on Jumia', 'Terms'])}`,
    }),
    routes: { ...logo('www.jumia.co.ke', '/zn/img/spark20.png', 30, 30, 30) },
  },
  {
    id: 'zn-clean-wave-senegal-app-fr',
    label: 'clean',
    kind: 'app-download',
    url: 'https://www.wave.com/fr/senegal-zn/',
    body: doc({
      lang: 'fr-SN',
      title: 'Wave Sénégal — Transférez de l\'argent à 1 %',
      c: '#1dc4ff',
      body: `${top('wave', ['Particuliers', 'Entreprises', 'Carrières', 'Aide'])}
<main><div class="card" style="text-align:center"><h1>Envoyez de l'argent à seulement 1 %</h1><p>Dépôts et retraits gratuits chez nos agents. Paiements marchands gratuits.</p>
<p><a class="btn" href="https://play.google.com/store/apps/details?id=com.wave.personal">Télécharger sur Google Play</a> <a class="btn" href="https://apps.apple.com/sn/app/wave-mobile-money/id1523884528">App Store</a></p>
<p class="muted">Wave ne vous demandera jamais votre code secret. Aucun « remboursement des frais » n'est traité via un site web. Service client : 33 860 01 01.</p></div></main>
${bot(['Wave Mobile Money SA — Établissement de monnaie électronique agréé par la BCEAO.'])}`,
    }),
  },
  {
    id: 'zn-clean-news-cbex-collapse-ng',
    label: 'clean',
    kind: 'news-article',
    url: 'https://www.lagosdailyledger.com/business/zn-crypto-scheme-collapse-investors-stranded',
    body: doc({
      lang: 'en-NG',
      title: 'Investors stranded as "AI arbitrage" platform freezes withdrawals | Lagos Daily Ledger',
      c: '#111827',
      head: gtag('G-LDL0NEWS77') + fbq('223344556677889'),
      body: `${top('Lagos Daily Ledger', ['News', 'Business', 'Politics', 'Sports', 'Opinion'])}
<main><article class="card"><p class="muted">BUSINESS · By Tunde Akinola · 16 October 2025</p><h1>Investors stranded as "AI arbitrage" platform freezes withdrawals</h1>
<p>Thousands of Nigerians who put money into an online platform promising "3.5% daily profit" say they can no longer withdraw their funds. The platform, which advertised plans returning 100% in 30 days, had asked users to "upgrade" and pay a verification fee before withdrawals.</p>
<p>The Securities and Exchange Commission said the operators were not registered and urged the public to check its list of registered capital market operators. "Any scheme that guarantees returns and pays referral bonuses on three levels is a Ponzi scheme," a spokesperson said.</p>
<p>The EFCC has opened an investigation.</p></article></main>
${bot(['© 2025 Lagos Daily Ledger Ltd.'], ['About', 'Advertise', 'Privacy'])}
${cookies('We use cookies to improve your experience and for ads.', 'Accept')}`,
    }),
  },
];
