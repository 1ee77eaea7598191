import type { Entry } from '../entry.js';
import { apk, bot, cookies, doc, fbq, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, logo, pe, redirectRoute, top, zip } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-clean-safaricom-mpesa-fraud-awareness-sw',
    label: 'clean',
    kind: 'telecom-advisory',
    url: 'https://www.safaricom.co.ke/personal/m-pesa/usalama-wa-m-pesa-zn',
    body: doc({
      lang: 'sw',
      title: 'Usalama wa M-PESA | Safaricom',
      c: '#43b02a',
      head: gtag('G-SAF0MPESA9'),
      body: `${top('Safaricom', ['Binafsi', 'Biashara', 'M-PESA', 'Msaada'])}
<main><div class="card"><h1>Jilinde dhidi ya matapeli</h1><p>Safaricom haitawahi kukuuliza PIN yako ya M-PESA. Usishiriki PIN yako na mtu yeyote, hata mfanyakazi wa Safaricom.</p>
<h3>Mifano ya jumbe za kitapeli</h3><blockquote>Mpendwa mteja akaunti yako ya M-PESA imesimamishwa. Thibitisha hapa mpesa-huduma-ke[.]com</blockquote><blockquote>Safaricom @25: Pata 25GB bure! Shiriki na marafiki 10...</blockquote>
<p>Ukipokea ujumbe wa kitapeli, <b>tuma bure kwa 333</b>. Ukituma pesa kimakosa, piga 100 au tumia huduma ya "Reverse" kwa kutuma msimbo wa muamala kwa 456.</p>
<p class="muted">Fraud awareness: Safaricom will never ask for your M-PESA PIN. Forward suspicious SMS to 333 for free.</p></div></main>
${bot(['© 2025 Safaricom PLC. Safaricom House, Waiyaki Way, Westlands, Nairobi.'], ['Sheria na Masharti', 'Faragha', 'Wasiliana nasi'])}
${cookies('Tovuti hii inatumia vidakuzi (cookies) kuboresha huduma.', 'Sawa')}`,
    }),
  },
  {
    id: 'zn-clean-mtn-ng-data-plans-en',
    label: 'clean',
    kind: 'telecom-bundles',
    url: 'https://www.mtn.ng/personal/data-plans-zn/',
    body: doc({
      lang: 'en-NG',
      title: 'Data Plans | MTN Nigeria',
      c: '#ffcb05',
      css: `header.top{color:#000}header.top nav a{color:#000}`,
      head: gtag('G-MTNNGDATA1'),
      body: `${top('MTN', ['Personal', 'Business', 'MoMo', 'Help'])}
<main><div class="card"><h1>Data Plans</h1><p>Stay connected with MTN's affordable data bundles. Dial *312# or use the MyMTN app.</p>
<table><tr><th>Bundle</th><th>Price</th><th>Validity</th><th>USSD</th></tr><tr><td>1GB</td><td>₦500</td><td>1 day</td><td>*312*1#</td></tr><tr><td>2.5GB</td><td>₦900</td><td>2 days</td><td>*312*2#</td></tr><tr><td>10GB</td><td>₦4,500</td><td>30 days</td><td>*312*3#</td></tr><tr><td>25GB</td><td>₦9,000</td><td>30 days</td><td>*312*4#</td></tr></table>
<p><a class="btn" href="#" style="color:#000">Buy on MyMTN app</a></p><p class="muted">MTN will never ask you to share a link to receive free data. Report fraud to 300.</p></div></main>
${bot(['© 2025 MTN Nigeria Communications PLC. RC: 395010'], ['Privacy', 'Terms', 'Cookie policy'])}`,
    }),
  },
  {
    id: 'zn-clean-orange-money-ci-tarifs-fr',
    label: 'clean',
    kind: 'mobile-money-info',
    url: 'https://www.orange.ci/fr/orange-money/tarifs-zn.html',
    body: doc({
      lang: 'fr-CI',
      title: 'Orange Money - Tarifs et services | Orange Côte d\'Ivoire',
      c: '#ff7900',
      css: `header.top{background:#000}`,
      body: `${top('orange', ['Mobile', 'Internet', 'Orange Money', 'Assistance'])}
<main><div class="card"><h1>Orange Money : tarifs</h1><table><tr><th>Transfert</th><th>Frais</th></tr><tr><td>Orange Money vers Orange Money</td><td>Gratuit</td></tr><tr><td>Retrait 5 001 – 50 000 FCFA</td><td>1 %</td></tr><tr><td>Paiement de factures CIE/SODECI</td><td>Gratuit</td></tr></table>
<div class="warn">Votre code secret Orange Money est strictement personnel. Orange ne vous le demandera jamais, ni par téléphone, ni par SMS, ni sur un site internet. Aucun « bonus fidélité » n'exige la saisie de votre code.</div>
<p>Composez le <b>#144#</b> ou téléchargez l'application Max it.</p></div></main>
${bot(['Orange Côte d\'Ivoire S.A. — Abidjan, Plateau'], ['Mentions légales', 'Données personnelles'])}`,
    }),
  },
  {
    id: 'zn-clean-gtbank-ibank-login-ng',
    label: 'clean',
    kind: 'own-login',
    url: 'https://ibank.gtbank.com/ibank3/login.aspx?zn=1',
    body: doc({
      lang: 'en-NG',
      title: 'GTBank Internet Banking',
      c: '#dd4f05',
      css: `.wrap{max-width:420px;margin:30px auto}`,
      body: `${top('GTBank', ['Personal', 'Business', 'Corporate', 'Help'])}
<main><div class="wrap card"><h2>Internet Banking</h2><form method="post" action="/ibank3/login.aspx"><label>User ID</label><input name="UserID" autocomplete="username"><label>Password</label><input name="Password" type="password" autocomplete="current-password">
<p><button class="btn" style="width:100%">Login</button></p></form><p class="muted"><a href="#">Forgot password?</a> · <a href="#">Register</a></p>
<div class="warn">GTBank will never request your PIN, token code or BVN via email, SMS or phone calls. Report fraud: 0700-4826-6328 or fraudalert@gtbank.com</div></div></main>
${bot(['© 2025 Guaranty Trust Bank Ltd. Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.'])}`,
    }),
  },
  {
    id: 'zn-clean-redcross-mpesa-paybill-donate-en',
    label: 'clean',
    kind: 'charity',
    url: 'https://www.redcross.or.ke/donate/zn-drought-appeal',
    body: doc({
      lang: 'en-KE',
      title: 'Donate: Drought Appeal 2025 | Kenya Red Cross',
      c: '#ed1b2e',
      body: `${top('Kenya Red Cross Society', ['About', 'What we do', 'Get involved', 'Donate'])}
<main><div class="card"><h1>Drought Appeal 2025</h1><p>Over 2.1 million people in arid and semi-arid counties face acute food insecurity. Your donation provides water trucking, nutrition support and cash transfers.</p>
<div class="grid"><div class="card"><h3>M-PESA</h3><p>Paybill: <b>10000</b><br>Account: <b>Drought</b></p></div><div class="card"><h3>Bank transfer</h3><p>KCB Bank, Account 1107391882</p></div><div class="card"><h3>Card</h3><a class="btn" href="#">Donate online</a></div></div>
<p class="muted">Kenya Red Cross only receives donations through Paybill 10000. Beware of fraudsters using personal numbers.</p></div></main>
${bot(['Kenya Red Cross Society, South C, Red Cross Road, Nairobi.'])}`,
    }),
  },
  {
    id: 'zn-clean-luno-exchange-signin-en',
    label: 'clean',
    kind: 'crypto-exchange',
    url: 'https://www.luno.com/wallet/login?zn=ng',
    body: doc({
      lang: 'en',
      title: 'Sign in | Luno',
      c: '#0a2e6e',
      css: `.wrap{max-width:420px;margin:30px auto}`,
      head: gtag('G-LUNOSIGN01'),
      body: `${top('LUNO', ['Buy crypto', 'Prices', 'Learn', 'Help'])}
<main><div class="wrap card"><h2>Sign in</h2><form method="post" action="/wallet/login"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password">
<p><button class="btn" style="width:100%">Sign in</button></p></form><p class="muted"><a href="#">Forgot password?</a> · <a href="#">Create an account</a></p>
<p class="muted">Luno will never contact you to ask for your password or 2FA code, or ask you to send crypto to "verify" your account.</p></div></main>
${bot(['Luno Pte. Ltd. Crypto is high risk. Your capital is at risk.'])}`,
    }),
  },
  {
    id: 'zn-clean-dhl-ke-track-en',
    label: 'clean',
    kind: 'carrier-tracking',
    url: 'https://www.dhl.com/ke-en/home/tracking/tracking-express.html?submit=1&tracking-id=5512093347&zn=1',
    body: doc({
      lang: 'en-KE',
      title: 'Tracking - DHL Express - Kenya',
      c: '#d40511',
      css: `header.top{background:#ffcc00;color:#d40511}header.top nav a{color:#d40511}`,
      body: `${top('DHL', ['Track', 'Ship', 'Customer Service', 'Fraud Awareness'])}
<main><div class="card"><h2>Waybill: 5512093347</h2><p><b>Delivered</b> — Nairobi, Kenya · Signed for by: WANJIRU</p>
<table><tr><td>Mon, 13 Oct 13:22</td><td>Delivered</td><td>NAIROBI - KENYA</td></tr><tr><td>Mon, 13 Oct 08:02</td><td>With delivery courier</td><td>NAIROBI - KENYA</td></tr><tr><td>Sat, 11 Oct 19:41</td><td>Clearance processing complete</td><td>NAIROBI - KENYA</td></tr><tr><td>Fri, 10 Oct 02:10</td><td>Processed</td><td>LEIPZIG - GERMANY</td></tr></table>
<p class="muted">DHL will only ask for duties and taxes via MyDHL+ or the On Demand Delivery service; check that links end in dhl.com.</p></div></main>
${bot(['© 2025 DHL International GmbH. All rights reserved.'], ['Fraud Awareness', 'Legal Notice', 'Privacy Notice'])}
<script>fetch('/ke-en/home/tracking/api?id=5512093347').then(function(r){return r.json()}).catch(function(){})</script>`,
    }),
    routes: { 'www.dhl.com/ke-en/home/tracking/api': jsonRoute({ shipments: [{ id: '5512093347', status: 'delivered' }] }) },
  },
  {
    id: 'zn-clean-tailor-shop-lagos-yo',
    label: 'clean',
    kind: 'small-business',
    url: 'https://www.asoebi-by-funke.com.ng/',
    body: doc({
      lang: 'yo',
      title: 'Aṣọ Ẹbí by Funke — Tailoring & Fabrics, Lagos',
      c: '#9d174d',
      head: fbq('662001988273410'),
      body: `${top('Aṣọ Ẹbí by Funke', ['Ilé (Home)', 'Aṣọ (Fabrics)', 'Ránṣọ (Tailoring)', 'Kàn sí wa'])}
<main><div class="card"><h1>Ẹ káàbọ̀! Welcome to our shop</h1><p>A máa ń rán aṣọ fún ìgbéyàwó, ìsìnkú, àti ayẹyẹ ọjọ́ ìbí. Aso-oke, lace, Ankara àti gele. We sew for weddings, owambe and birthdays — delivery across Lagos and Ibadan.</p>
<div class="grid"><div class="card"><h3>Aso-oke set</h3><p>₦85,000</p></div><div class="card"><h3>Lace (5 yards)</h3><p>₦45,000</p></div><div class="card"><h3>Ankara sewing</h3><p>from ₦15,000</p></div></div>
<p>Shop address: 14 Adeniran Ogunsanya St, Surulere, Lagos. Mon–Sat 9am–7pm.</p><a class="btn" href="https://wa.me/2348031234567">Order on WhatsApp</a> <a class="btn alt" href="https://instagram.com/asoebibyfunke">Instagram</a></div></main>
${bot(['© 2025 Aṣọ Ẹbí by Funke. CAC BN 3318822.'])}`,
    }),
  },
  {
    id: 'zn-clean-mshwari-loan-terms-sw',
    label: 'clean',
    kind: 'loan-info',
    url: 'https://www.ncbagroup.com/kenya/mshwari-zn/',
    body: doc({
      lang: 'sw',
      title: 'M-Shwari — Weka Akiba na Upate Mkopo | NCBA',
      c: '#0d2d52',
      body: `${top('NCBA', ['Binafsi', 'Biashara', 'M-Shwari', 'Wasiliana'])}
<main><div class="card"><h1>M-Shwari</h1><p>Weka akiba na upate mkopo kupitia menyu ya M-PESA. Hakuna ada ya kufungua akaunti.</p>
<table><tr><th>Huduma</th><th>Maelezo</th></tr><tr><td>Mkopo</td><td>Kuanzia KSh 100, muda wa siku 30</td></tr><tr><td>Ada ya kuwezesha</td><td>7.5% ya kiasi cha mkopo (hukatwa wakati wa kutoa mkopo)</td></tr><tr><td>Akiba</td><td>Riba hadi 6% kwa mwaka</td></tr></table>
<p>Jinsi ya kujiunga: M-PESA ▸ Loans and Savings ▸ M-Shwari. <b>Hutaombwa kulipa ada yoyote kabla ya kupokea mkopo.</b></p></div></main>
${bot(['NCBA Bank Kenya PLC inadhibitiwa na Benki Kuu ya Kenya.'])}`,
    }),
  },
];
