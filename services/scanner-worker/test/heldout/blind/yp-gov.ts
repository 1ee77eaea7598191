import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, b64, baseCss, formCss, gcCss, mapleLeaf, monogram } from '../parts/yp-kit.js';
import { fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-gov-student-loan-relief-enrolment-fee',
  label: 'scam',
  kind: 'student-loan-relief',
  url: 'https://www.nationalstudentreliefcenter.org/enroll',
  body: doc({
    title: 'Enroll in Student Loan Forgiveness – National Student Relief Center',
    css: baseCss + formCss + `.bar{background:#14335c;color:#fff;padding:12px 0;font-size:14px}.hero{background:#eaf1fb;padding:40px 0}.seal{display:flex;gap:14px;align-items:center}.timer{background:#b50909;color:#fff;padding:10px;text-align:center;font-weight:700}.box{max-width:620px;margin:30px auto;border:1px solid #ccd6e4;border-radius:8px;padding:26px}.btn{background:#b50909;width:100%}`,
    body: `<div class="timer">⚠ Forgiveness enrollment window closes in <span id="t">23:59:59</span> – act now to keep your eligibility</div>
<div class="bar"><div class="wrap">Approved Department of Education Document Preparation Partner · Call 1-877-555-0187</div></div>
<div class="hero"><div class="wrap seal">${monogram('NSRC', '#14335c', '#fff', 64, 32)}<div><h1 style="margin:0">Your student loans may qualify for 100% forgiveness</h1><p>Under the new federal program, borrowers can have their entire balance discharged. Our certified specialists complete and file all the paperwork for you.</p></div></div></div>
<div class="box"><h2 style="margin-top:0">Step 2 of 3: Authorize filing</h2><p>To file on your behalf we need access to your Federal Student Aid account. Your FSA ID is kept encrypted.</p>
<form method="post" action="/enroll/step3"><label>FSA ID username or email</label><input name="fsa_user" required><label>FSA ID password</label><input type="password" name="fsa_pass" required><label>Social Security Number</label><input name="ssn" maxlength="11"><h3>One-time enrollment fee: $399 + $39/month until discharge</h3><label>Card number</label><input name="card" autocomplete="cc-number"><div class="row"><div><label>Expiry</label><input name="exp"></div><div><label>CVC</label><input name="cvc"></div></div><p class="hint">Stop making payments to your servicer while your forgiveness is processed. Payments made during processing are not refundable.</p><button class="btn">Submit and enroll</button></form></div>
<script>var s=86399;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=[h,m,x].map(function(n){return (n<10?'0':'')+n}).join(':')},1000);</script>`,
  }),
},
{
  id: 'yp-gov-revenue-ie-refund-encoded',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: 'https://myaccount-revenue-ie.com/refund/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Revenue</title><meta name="robots" content="noindex,nofollow"></head><body><noscript>Enable JavaScript</noscript><script>var _r='${b64(doc({
    title: 'myAccount - Revenue - Irish Tax and Customs',
    lang: 'en-IE',
    css: baseCss + formCss + `header{background:#004d44;color:#fff;padding:16px 0}header .wrap{display:flex;justify-content:space-between}main{max-width:640px;margin:30px auto;padding:0 20px}.box{border:1px solid #c8d3d1;padding:24px;border-radius:4px}.btn{background:#004d44}.ga{font-size:14px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Revenue</b><span class="ga"><a style="color:#fff" href="#">Gaeilge</a></span></div></header>
<main><h1>Tax refund – Aisíocaíocht chánach</h1><p>Following a review of your PAYE record for 2023 we have calculated that you are due a refund of <b>€642.18</b>.</p><p>Tá aisíocaíocht €642.18 ag dul duit. Deimhnigh do shonraí thíos.</p>
<div class="box"><form id="rf" method="post" action="process.php"><label>PPS Number</label><input name="pps" placeholder="1234567AB" required><label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY" required><label>Full name</label><input name="name" required><label>Mobile number</label><input name="mob" type="tel"><h3>Refund card</h3><p class="hint">Refunds are issued to your debit card. Enter the card details below.</p><label>Card number</label><input name="cn" required><div class="row"><div><label>Expiry</label><input name="ce"></div><div><label>Security code</label><input name="cv"></div></div><button class="btn" style="margin-top:16px">Submit / Seol</button></form></div></main>`,
  }))}';document.open();document.write(decodeURIComponent(escape(atob(_r))));document.close();</script></body></html>`,
},
{
  id: 'yp-gov-ssa-statement-remote-tool',
  label: 'malware',
  kind: 'fake-document-download',
  url: 'https://ssa-gov-statement.online/viewer/',
  routes: {
    'ssa-gov-statement.online/viewer/': htmlRoute(doc({
      title: 'Social Security Statement',
      css: baseCss + `body{background:#f1f1f1}header{background:#112e51;color:#fff;padding:18px 30px;font-size:20px;font-weight:700}.box{max-width:620px;margin:50px auto;background:#fff;padding:34px;border-radius:6px;text-align:center}.btn{display:inline-block;background:#0071bc;color:#fff;padding:14px 28px;border-radius:4px;text-decoration:none;font-weight:700}.bar{height:8px;background:#ddd;border-radius:4px;overflow:hidden;margin:20px 0}.bar i{display:block;height:100%;width:0;background:#0071bc;transition:width 3s}`,
      body: `<header>Social Security Administration</header><div class="box"><h1 style="font-size:24px">Your Social Security Statement is ready</h1><p>Document ID: SSA-STMT-8841-2204<br>To view your statement securely, download and open the SSA Statement Viewer. The viewer is required to decrypt documents containing your personal information.</p><div class="bar"><i id="p"></i></div><p id="s">Preparing secure document…</p><a class="btn" id="dl" href="/viewer/download/SSA_Statement_Viewer.exe">Download Statement</a><p style="font-size:13px;color:#666">Windows 10/11 · 6.1 MB · Digitally signed</p></div>
<script>setTimeout(function(){document.getElementById('p').style.width='100%'},100);setTimeout(function(){document.getElementById('s').textContent='Your download will start automatically.';location.href='/viewer/download/SSA_Statement_Viewer.exe'},3200);</script>`,
    })),
    'ssa-gov-statement.online/viewer/download/SSA_Statement_Viewer.exe': fileRoute(pe({ strings: ['ScreenConnect.ClientService.exe', 'e=Access&y=Guest&h=relay.ssa-gov-statement.online&p=8041', 'ScreenConnect Software', 'Social Security Statement Viewer'], size: 48000 }), 'application/octet-stream', 'SSA_Statement_Viewer.exe'),
  },
},
{
  id: 'yp-clean-gov-remise-carbone-fr',
  label: 'clean',
  kind: 'clean-gov-benefit',
  url: 'https://www.canada.ca/fr/services/impots/remise-canadienne-carbone.html',
  body: doc({
    title: 'Remise canadienne sur le carbone – Canada.ca',
    lang: 'fr-CA',
    css: baseCss + gcCss,
    body: `<header class="gc"><div class="wrap"><a class="fip" href="https://www.canada.ca/fr.html">${mapleLeaf}<span>Gouvernement du Canada<br>Government of Canada</span></a><a class="lang" href="https://www.canada.ca/en/services/taxes/canada-carbon-rebate.html">English</a></div></header>
<nav class="bc"><div class="wrap"><a href="https://www.canada.ca/fr.html">Canada.ca</a> › <a href="/fr/services/impots.html">Impôts</a> › Remise canadienne sur le carbone</div></nav>
<main class="wrap"><h1>Remise canadienne sur le carbone</h1>
<p>La Remise canadienne sur le carbone (RCC) était un paiement non imposable versé aux particuliers et aux familles admissibles de l’Alberta, de la Saskatchewan, du Manitoba, de l’Ontario et des provinces de l’Atlantique.</p>
<div class="alert-info"><p>Le dernier paiement de la RCC a été versé en avril. Aucun paiement ne sera versé après cette date. Vous n’avez <b>pas</b> à faire de demande : l’admissibilité est déterminée automatiquement à partir de votre déclaration de revenus et de prestations.</p></div>
<h2>Montants du dernier versement (pour une personne seule)</h2><table><tr><th>Province</th><th>Montant</th></tr><tr><td>Alberta</td><td>225 $</td></tr><tr><td>Saskatchewan</td><td>206 $</td></tr><tr><td>Manitoba</td><td>150 $</td></tr><tr><td>Ontario</td><td>140 $</td></tr></table>
<div class="alert-warning"><p><b>Attention aux fraudes.</b> Des messages textes frauduleux disent : « Vous avez un remboursement de la remise sur le carbone en attente. Réclamez-le ici : … ». L’ARC ne vous demandera jamais de fournir votre numéro de carte de crédit, votre NIP ou de payer des frais pour recevoir un paiement.</p></div>
<h2>Vérifier l’état de vos paiements</h2><p>Ouvrez une session dans <a href="/fr/agence-revenu/services/services-electroniques/services-numeriques-particuliers/dossier-particuliers.html">Mon dossier</a> ou utilisez l’application MonARC.</p><p style="font-size:15px">Date de modification : 2025-05-02</p></main>
<footer class="gc"><div class="wrap"><a href="/fr/transparence/avis.html">Avis</a> · <a href="/fr/transparence/confidentialite.html">Confidentialité</a></div></footer>`,
  }),
},
{
  id: 'yp-clean-gov-ie-creidmheas-fuinnimh-ga',
  label: 'clean',
  kind: 'clean-gov-benefit',
  url: 'https://www.gov.ie/ga/seirbhis/creidmheas-fuinnimh-leictreachais/',
  body: doc({
    title: 'Creidmheas Fuinnimh Leictreachais – gov.ie',
    lang: 'ga',
    css: baseCss + `header{background:#004d44;color:#fff;padding:16px 0}main{max-width:800px;margin:30px auto;padding:0 20px}.info{background:#eaf4f2;border-left:5px solid #004d44;padding:14px 18px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">gov.ie</b> · <a style="color:#fff" href="https://www.gov.ie/en/service/electricity-costs-emergency-benefit-scheme/">English</a></div></header>
<main><h1>Creidmheas Fuinnimh Leictreachais</h1><p>Faoin scéim seo cuirfear creidmheas €250 (lena n-áirítear CBL) i bhfeidhm go huathoibríoch ar chuntais leictreachais tí. Ní gá duit aon rud a dhéanamh chun é a fháil.</p>
<div class="info"><p>Cuirfidh do sholáthraí leictreachais an creidmheas ar do bhille. <b>Ní iarrfaidh</b> an Rialtas ná do sholáthraí ort sonraí do chárta bainc, d’uimhir PSP ná pasfhocal a thabhairt chun an creidmheas a fháil.</p></div>
<h2>Cathain a íocfar é?</h2><p>Íocfar an creidmheas i dtrí thráthchuid: Nollaig, Eanáir agus Márta.</p>
<h2>Calaois</h2><p>Má fhaigheann tú teachtaireacht théacs nó ríomhphost a deir go gcaithfidh tú cliceáil ar nasc chun an creidmheas a éileamh, is calaois é. Tuairiscigh é do do Gharda Síochána áitiúil.</p></main>`,
  }),
},
{
  id: 'yp-clean-gov-cra-signin-partners',
  label: 'clean',
  kind: 'clean-gov-login',
  url: 'https://www.canada.ca/en/revenue-agency/services/e-services/cra-login-services.html',
  body: doc({
    title: 'CRA sign in services - Canada.ca',
    lang: 'en-CA',
    css: baseCss + gcCss + `.opts{display:grid;grid-template-columns:1fr 1fr;gap:20px}.opts div{border:1px solid #ccc;padding:18px}.btn{display:inline-block;background:#26374a;color:#fff;padding:10px 18px;text-decoration:none}.banks{columns:3;font-size:16px}`,
    body: `<header class="gc"><div class="wrap"><a class="fip" href="https://www.canada.ca/en.html">${mapleLeaf}<span>Government of Canada<br>Gouvernement du Canada</span></a><a class="lang" href="https://www.canada.ca/fr/agence-revenu/services/services-electroniques/services-ouverture-session-arc.html">Français</a></div></header>
<main class="wrap"><h1>CRA sign in services</h1><p>Choose one of the following options to sign in to My Account, My Business Account or Represent a Client.</p>
<div class="opts"><div><h2>CRA user ID and password</h2><p>Use the user ID and password you created with the CRA.</p><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/rhdsp/">CRA sign in</a></div><div><h2>Sign-In Partner</h2><p>Use the sign-in information you already use for online banking with a participating Canadian financial institution. Your bank does not share your banking information with the CRA.</p><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/rhdsp/partner">Sign-In Partner</a></div></div>
<h2>Participating Sign-In Partners</h2><ul class="banks"><li>ATB Financial</li><li>BMO Financial Group</li><li>CIBC Canadian Imperial Bank of Commerce</li><li>Desjardins</li><li>National Bank of Canada</li><li>RBC Royal Bank</li><li>Scotiabank</li><li>Tangerine</li><li>TD Bank Group</li><li>Simplii Financial</li><li>Servus Credit Union</li><li>Affinity Credit Union</li></ul>
<div class="alert-warning">The CRA will never send you a link to sign in by email or text message, and will never ask you to sign in to your bank to receive a refund. Always go to canada.ca yourself.</div><p style="font-size:15px">Date modified: 2024-11-12</p></main>`,
  }),
},
];
