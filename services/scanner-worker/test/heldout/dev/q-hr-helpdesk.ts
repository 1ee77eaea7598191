import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pe, pngRoute, zip } from '../parts/e-bin.js';
import { analytics, b64, cssApp, cssPlain, doc, icon } from '../parts/q-kit.js';

// Payroll / HR portals of invented companies and fake IT helpdesks (malicious).

export const entries: Entry[] = [
{
  id: 'q-phish-payroll-salary-adjust',
  label: 'phishing',
  kind: 'payroll-portal',
  url: 'https://pay-kestrelfoods.com/employee/adjustment',
  body: doc({
    title: 'Kestrel Foods – Pay adjustment',
    css: cssPlain('#9a3412'),
    body: `<header class="top"><span class="name">Kestrel Foods · People Team</span></header>
<main><div class="card narrow">
<h2 style="margin-top:0">Your 2026 pay review</h2>
<p>Following the annual review, a revised pay statement has been prepared for you. Please acknowledge it before <b>Friday</b> so it can be applied to the next pay run.</p>
<form method="post" action="/employee/ack.php">
<label>Work email</label><input name="u" type="email" required>
<label>Network password</label><input name="pw" type="password" required>
<p></p><button>Acknowledge &amp; view statement</button></form>
<p class="muted">If you have questions, speak to your line manager.</p></div></main>
<footer>Kestrel Foods Ltd – internal use only</footer>`,
  }),
  routes: { 'pay-kestrelfoods.com/employee/ack.php': redirectRoute(302, 'https://pay-kestrelfoods.com/employee/statement-unavailable') , 'pay-kestrelfoods.com/employee/statement-unavailable': htmlRoute('<p>The statement is being generated. You will receive it by email.</p>') },
},
{
  id: 'q-phish-benefits-enrollment-deadline',
  label: 'phishing',
  kind: 'hr-portal',
  url: 'https://benefits-enroll-northfieldclinic.org/open-enrollment',
  body: doc({
    title: 'Open Enrollment 2027',
    css: cssPlain('#6d28d9'),
    body: `<header class="top"><span class="name">Northfield Family Clinic</span><nav><a href="#">Benefits</a><a href="#">FAQ</a></nav></header>
<main><div class="card">
<h2 style="margin-top:0">Open enrollment closes in <span id="cd">2 days</span></h2>
<p>Employees who do not confirm a selection will be defaulted to the basic medical plan and will lose dental and vision coverage for 2027.</p>
<p><a class="btn" href="#" id="go">Review my selections</a></p></div>
<div class="card hidden" id="lg"><h3 style="margin-top:0">Sign in</h3>
<form method="post" action="https://benefits-enroll-northfieldclinic.org/sso/submit">
<label>Clinic email</label><input name="login" type="email"><label>Password</label><input name="passwd" type="password"><p></p><button>Sign in</button></form></div></main>
<footer>Northfield Family Clinic Human Resources</footer>
<script>document.getElementById('go').onclick=function(e){e.preventDefault();document.getElementById('lg').classList.remove('hidden');};</script>`,
  }),
  routes: { 'benefits-enroll-northfieldclinic.org/sso/submit': htmlRoute('<p>Thank you. Your selections are saved.</p>') },
},
{
  id: 'q-phish-timesheet-approval-it',
  label: 'phishing',
  kind: 'hr-portal',
  url: 'https://presenze-ferrantisrl.it/approva',
  body: doc({
    lang: 'it',
    title: 'Fogli presenze',
    css: cssApp('#be123c'),
    body: `<div class="wrap"><div class="box">
<h1>Foglio presenze da approvare</h1>
<p>Ci sono 3 fogli presenze in attesa della sua approvazione. Senza approvazione entro oggi gli straordinari non saranno pagati.</p>
<form action="/approva/login.php" method="post"><label>Email aziendale</label><input name="email" type="email"><label>Password</label><input name="pass" type="password"><button>Accedi</button></form>
<div class="sub">Ferranti S.r.l. – Ufficio personale</div></div></div>`,
  }),
  routes: { 'presenze-ferrantisrl.it/approva/login.php': redirectRoute(302, 'https://presenze-ferrantisrl.it/approva?errore=1') },
},
{
  id: 'q-phish-helpdesk-mailbox-quota',
  label: 'phishing',
  kind: 'fake-helpdesk',
  url: 'https://it-servicedesk-portal.com/ticket/INC0048812',
  body: doc({
    title: 'INC0048812 – Mailbox storage',
    css: cssPlain('#374151'),
    body: `<header class="top"><span class="name">IT Service Desk</span><nav><a href="#">My tickets</a><a href="#">Knowledge base</a></nav></header>
<main><div class="card">
<p class="muted">Ticket INC0048812 · Priority: High · Opened by: system</p>
<h2 style="margin-top:0">Mailbox storage at 98%</h2>
<p>Your mailbox is almost full. New messages will be held from 18:00 today. The service desk can raise your quota automatically — sign in below to apply it.</p>
<form id="q"><div class="row"><div><label>Email</label><input id="m"></div><div><label>Password</label><input id="p" type="password"></div></div><p></p><button>Increase quota</button></form>
<p id="r" class="ok"></p></div></main>
<footer>Service desk hours 08:00–18:00 · ext. 4400</footer>
<script>document.getElementById('q').onsubmit=function(e){e.preventDefault();fetch('/ticket/INC0048812/resolve',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'m='+encodeURIComponent(m.value)+'&p='+encodeURIComponent(p.value)}).then(function(){r.textContent='Request submitted. Quota will update within 1 hour.'});};</script>`,
  }),
  routes: { 'it-servicedesk-portal.com/ticket/INC0048812/resolve': jsonRoute({ ok: true }) },
},
{
  id: 'q-malware-helpdesk-remote-agent',
  label: 'malware',
  kind: 'fake-helpdesk',
  url: 'https://helpdesk-session-join.com/s/771-204',
  body: doc({
    title: 'Join support session',
    css: cssApp('#2563eb'),
    body: `<div class="wrap"><div class="box">
<h1>Join your support session</h1>
<p>Session <b>771-204</b> with your IT technician. Download and open the small support agent; the technician will connect once it is running.</p>
<button id="d">Download support agent</button>
<div class="sub">Windows 10/11 · 2.1 MB</div></div></div>
<script>document.getElementById('d').onclick=function(){location.href='/s/771-204/SupportAgent_771204.exe'};setTimeout(function(){location.href='/s/771-204/SupportAgent_771204.exe'},4000);</script>`,
  }),
  routes: { 'helpdesk-session-join.com/s/771-204/SupportAgent_771204.exe': fileRoute(pe({ strings: ['ScreenConnect.ClientService', 'relay.helpdesk-session-join.com', 'e=Access&y=Guest'] }), 'application/octet-stream', 'SupportAgent_771204.exe') },
},
{
  id: 'q-phish-helpdesk-mfa-reenroll-pl',
  label: 'phishing',
  kind: 'fake-helpdesk',
  url: 'https://pomoc-it-kowalczyk.pl/mfa',
  body: doc({
    lang: 'pl',
    title: 'Ponowna rejestracja MFA',
    css: cssApp('#dc2626'),
    body: `<div class="wrap"><div class="box" id="b">
<h1>Ponowna rejestracja MFA</h1>
<p>Dział IT wymienia system uwierzytelniania. Prosimy o ponowną rejestrację do piątku.</p>
<label>Służbowy adres e-mail</label><input id="e">
<button id="n">Dalej</button></div></div>
<script>
var b=document.getElementById('b'),d={};
document.getElementById('n').onclick=function(){d.e=document.getElementById('e').value;
b.innerHTML='<h1>Hasło</h1><p>'+d.e+'</p><input id="p" type="password"><button id="n2">Dalej</button>';
document.getElementById('n2').onclick=function(){d.p=document.getElementById('p').value;
b.innerHTML='<h1>Kod weryfikacyjny</h1><p>Wpisz 6-cyfrowy kod z aplikacji lub SMS.</p><input id="c" maxlength="6"><button id="n3">Zatwierdź</button>';
document.getElementById('n3').onclick=function(){d.c=document.getElementById('c').value;navigator.sendBeacon('/mfa/z',JSON.stringify(d));b.innerHTML='<h1>Gotowe</h1><p>Rejestracja zakończona.</p>';};};};
</script>`,
  }),
  routes: { 'pomoc-it-kowalczyk.pl/mfa/z': jsonRoute({}) },
},
];
