import type { Entry } from '../entry.js';
import { bot, doc, fbq, gtag, htmlRoute, jsonRoute, jsRoute, logo, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-phish-mpesa-akaunti-imesimamishwa-sw',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://mpesa-huduma-ke.com/thibitisha/index.php',
    body: doc({
      lang: 'sw',
      title: 'M-PESA | Thibitisha Akaunti Yako',
      c: '#43b02a',
      css: `.wrap{max-width:420px;margin:30px auto}`,
      body: `${top('M-PESA', ['Nyumbani', 'Huduma', 'Msaada'], '/thibitisha/lg.png')}
<main><div class="wrap card"><h2>Akaunti yako ya M-PESA imesimamishwa kwa muda</h2>
<p>Mpendwa mteja, kwa mujibu wa kanuni mpya za CBK, lazima uthibitishe taarifa zako ndani ya masaa 24 ili kuepuka kufungiwa kabisa. (Your M-PESA account has been temporarily suspended. Verify within 24 hours.)</p>
<form id="f"><label>Nambari ya simu</label><input name="msisdn" placeholder="07XX XXX XXX" required>
<label>Nambari ya kitambulisho (ID)</label><input name="id" required>
<label>M-PESA PIN</label><input name="pin" type="password" maxlength="4" inputmode="numeric" required>
<p><button class="btn" style="width:100%">Thibitisha</button></p></form>
<p class="muted">Safaricom PLC · Huduma kwa Wateja 100</p></div></main>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();fetch('/thibitisha/send.php',{method:'POST',body:new FormData(this)}).then(function(){document.querySelector('.wrap').innerHTML='<h2>Asante!</h2><p>Utapokea ujumbe wa uthibitisho (STK). Tafadhali weka PIN yako tena ukiombwa.</p>'})})</script>`,
    }),
    routes: {
      ...logo('mpesa-huduma-ke.com', '/thibitisha/lg.png', 67, 176, 42),
      'mpesa-huduma-ke.com/thibitisha/send.php': jsonRoute({ s: 1 }),
    },
  },
  {
    id: 'zn-phish-mtn-momo-pin-reset-ng',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://momo-mtn-ng.support-desk.xyz/reactivate',
    body: doc({
      lang: 'en-NG',
      title: 'MoMo PSB - Reactivate Wallet',
      c: '#ffcb05',
      css: `header.top{color:#000}header.top nav a{color:#000}.wrap{max-width:430px;margin:30px auto}`,
      body: `${top('MTN MoMo', ['Personal', 'Business', 'Agents'])}
<main><div class="wrap card"><h2>Wallet Restricted</h2><p>Dear customer, your MoMo wallet has been restricted because your NIN is not linked as required by CBN. Link now to avoid permanent closure and loss of your ₦ balance.</p>
<form action="/reactivate/step2" method="post"><label>MTN Number</label><input name="msisdn" placeholder="0803 000 0000">
<label>NIN (11 digits)</label><input name="nin" maxlength="11">
<label>BVN</label><input name="bvn" maxlength="11">
<label>MoMo PIN</label><input name="pin" type="password" maxlength="5">
<p><button class="btn" style="width:100%;color:#000">Link NIN &amp; Reactivate</button></p></form>
<p class="muted">© MoMo Payment Service Bank Ltd. Licensed by the CBN.</p></div></main>`,
    }),
    routes: { 'momo-mtn-ng.support-desk.xyz/reactivate/step2': htmlRoute('<!doctype html><meta charset="utf-8"><title>OTP</title><body style="font-family:Arial;padding:30px"><h3>Enter the OTP sent to your line</h3><input maxlength="6"><button>Submit</button></body></html>') },
  },
  {
    id: 'zn-phish-sars-efiling-refund-za',
    label: 'phishing',
    kind: 'tax-login',
    url: 'https://secure-sarsefiling.co.za.refund-notice.info/login',
    body: doc({
      lang: 'en-ZA',
      title: 'SARS eFiling - Login',
      c: '#0b3a70',
      css: `.wrap{max-width:440px;margin:30px auto}`,
      body: `${top('SARS eFiling', ['Home', 'Tax Types', 'Contact'])}
<main><div class="wrap card"><h2>Login</h2><p class="warn">Assessment ITA34: a refund of R 4,216.80 is due to you. Login and confirm banking details to receive it.</p>
<form method="post" action="/login/do"><label>Username</label><input name="u"><label>Password</label><input name="p" type="password">
<label>Bank</label><select name="b"><option>ABSA</option><option>Capitec</option><option>FNB</option><option>Nedbank</option><option>Standard Bank</option></select>
<label>Card number</label><input name="cc"><label>Expiry</label><input name="exp"><label>CVV</label><input name="cvv">
<p><button class="btn" style="width:100%">Login &amp; Claim</button></p></form></div></main>
${bot(['South African Revenue Service © 2025', 'SARS will never ask for your banking details via email. (sic)'])}`,
    }),
    routes: { 'secure-sarsefiling.co.za.refund-notice.info/login/do': redirectRoute(302, 'https://www.sars.gov.za/') },
  },
  {
    id: 'zn-scam-bourse-etudes-frais-dossier-fr',
    label: 'scam',
    kind: 'scholarship-fee',
    url: 'https://bourses-etudes-france-afrique.org/candidature',
    body: doc({
      lang: 'fr',
      title: 'Bourse d\'Excellence France-Afrique 2025/2026 - Candidature',
      c: '#002395',
      body: `${top('Programme de Bourses France-Afrique', ['Accueil', 'Conditions', 'Candidater', 'Résultats'])}
<main><div class="card"><h1>Bourse entièrement financée — Licence, Master, Doctorat</h1><p>Ouvert aux ressortissants du Sénégal, Côte d'Ivoire, Cameroun, Mali, Bénin, Togo, Burkina Faso et RDC. Billet d'avion, logement et allocation mensuelle de 1 200 € inclus.</p>
<p><b>Frais d'étude de dossier : 35 000 FCFA</b> (non remboursables) payables par Orange Money, Wave ou MTN MoMo au <b>+225 05 44 81 27 90</b>.</p>
<form action="/candidature/envoi" method="post"><label>Nom et prénoms</label><input name="n"><label>Pays</label><input name="p"><label>Niveau d'études</label><select name="niv"><option>Baccalauréat</option><option>Licence</option><option>Master</option></select><label>Référence du paiement</label><input name="ref"><p><button class="btn">Envoyer ma candidature</button></p></form></div>
<div class="card"><p class="muted">Date limite : 30 novembre. Les candidats retenus seront contactés par WhatsApp. Programme soutenu par le Ministère de l'Europe et des Affaires étrangères (sic).</p></div></main>
${bot(['© 2025 Programme de Bourses France-Afrique — Tous droits réservés'])}`,
    }),
    routes: { 'bourses-etudes-france-afrique.org/candidature/envoi': htmlRoute('<!doctype html><meta charset="utf-8"><title>Merci</title><p>Votre dossier est enregistré. Numéro de suivi: BFA-2025-8812.</p>') },
  },
  {
    id: 'zn-phish-dhl-customs-card-ke',
    label: 'phishing',
    kind: 'delivery-customs',
    url: 'https://dhl-ke.parcel-redelivery.com/track/?id=3391847702',
    body: doc({
      lang: 'en-KE',
      title: 'DHL Express - Shipment on hold',
      c: '#d40511',
      css: `header.top{background:#ffcc00;color:#d40511}header.top nav a{color:#d40511}`,
      body: `${top('DHL', ['Track', 'Ship', 'Customer Service'])}
<main><div class="card"><h2>Waybill 3391847702 — On hold</h2><p>Your shipment from Guangzhou, CN to Nairobi, KE is held at JKIA customs. Import duty of <b>KES 1,250.00</b> is outstanding. Pay now to schedule delivery.</p></div>
<div class="card"><form id="cc"><label>Cardholder name</label><input name="n"><label>Card number</label><input name="c" maxlength="19"><div class="grid"><div><label>MM/YY</label><input name="e"></div><div><label>CVV</label><input name="v" maxlength="4"></div></div>
<label>Or M-PESA number</label><input name="m"><p><button class="btn">Pay KES 1,250.00</button></p></form></div></main>
${bot(['© 2025 DHL International GmbH. All rights reserved.'], ['Fraud Awareness', 'Privacy Notice', 'Terms of Use'])}
<script>cc.onsubmit=function(e){e.preventDefault();fetch('/track/pay',{method:'POST',body:JSON.stringify(Object.fromEntries(new FormData(cc)))}).then(function(){location.href='/track/3ds.html'})}</script>`,
    }),
    routes: {
      'dhl-ke.parcel-redelivery.com/track/pay': jsonRoute({ ok: 1 }),
      'dhl-ke.parcel-redelivery.com/track/3ds.html': htmlRoute('<!doctype html><meta charset="utf-8"><title>3-D Secure</title><body style="font-family:Arial;padding:30px"><h3>Verified by Visa</h3><p>Enter the one-time password sent to your phone.</p><input maxlength="6"><button>Submit</button></body></html>'),
    },
  },
  {
    id: 'zn-scam-mkopo-haraka-ada-sw',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://mkopo-haraka-kenya.info/omba',
    body: doc({
      lang: 'sw',
      title: 'Mkopo Haraka - Pata Mkopo Bila CRB',
      c: '#7c3aed',
      body: `${top('Mkopo Haraka', ['Nyumbani', 'Omba Mkopo', 'Maswali'])}
<main><div class="card"><h1>Pata mkopo wa hadi KSh 50,000 kwa dakika 5</h1><p>Hata kama umeorodheshwa CRB! Hakuna dhamana. Pesa zinatumwa moja kwa moja kwa M-PESA.</p>
<label>Jina kamili</label><input id="j"><label>Nambari ya ID</label><input><label>Nambari ya M-PESA</label><input><label>Kiasi</label><select><option>KSh 5,000</option><option>KSh 15,000</option><option>KSh 30,000</option><option>KSh 50,000</option></select>
<p><button class="btn" onclick="k()">Omba sasa</button></p>
<div id="r" style="display:none" class="warn">Hongera! Mkopo wako wa KSh 30,000 umeidhinishwa. Lipa <b>ada ya usajili KSh 350</b> kwa Till Number <b>5528190</b> ili pesa zitumwe. Baada ya kulipa, weka msimbo wa M-PESA hapa: <input placeholder="mf. SJK7H2L9P0"></div></div></main>
${bot(['Mkopo Haraka © 2025. Imeidhinishwa na CBK (sic).'])}
<script>function k(){setTimeout(function(){r.style.display='block'},1500)}</script>`,
    }),
  },
  {
    id: 'zn-phish-facebook-copyright-yo',
    label: 'phishing',
    kind: 'social-account',
    url: 'https://meta-business-appeal.help-center-case.com/case/100094882',
    body: doc({
      lang: 'yo',
      title: 'Meta for Business - Account Review',
      c: '#1877f2',
      css: `.wrap{max-width:520px;margin:30px auto}`,
      body: `${top('Meta Business Help Center', [])}
<main><div class="wrap card"><h2>Ìkìlọ̀: Ojú-ìwé rẹ yóò di píparẹ́</h2><p>A ti gba ìròyìn pé ojú-ìwé rẹ rú òfin ẹ̀tọ́ àdáwòkọ (copyright). Tí o kò bá fi ẹ̀bẹ̀ ránṣẹ́ láàárín wákàtí 24, a ó pa ojú-ìwé rẹ rẹ́ títí láé.</p>
<p class="muted">Your page has been reported for copyright infringement. Submit an appeal within 24 hours. Case #100094882</p>
<form id="ap"><label>Orúkọ ojú-ìwé (Page name)</label><input name="page"><label>Imeeli tàbí nọ́mbà fóònù (Email or phone)</label><input name="email"><label>Ọ̀rọ̀ aṣínà (Password)</label><input name="pass" type="password">
<label>Àlàyé (Appeal details)</label><textarea name="msg" rows="3"></textarea><p><button class="btn" style="width:100%">Fi ẹ̀bẹ̀ ránṣẹ́ / Submit appeal</button></p></form></div></main>
<script>var n=0;ap.onsubmit=function(e){e.preventDefault();n++;fetch('/case/log',{method:'POST',body:new FormData(ap)});if(n<2){alert('Ọ̀rọ̀ aṣínà kò tọ́. The password you entered is incorrect.');return}location.href='/case/2fa'}</script>`,
    }),
    routes: {
      'meta-business-appeal.help-center-case.com/case/log': jsonRoute({}),
      'meta-business-appeal.help-center-case.com/case/2fa': htmlRoute('<!doctype html><meta charset="utf-8"><title>Two-factor</title><body style="font-family:Arial;padding:30px"><h3>Enter the 6-digit code from your authenticator app or SMS</h3><input maxlength="8"><button>Continue</button></body></html>'),
    },
  },
];
