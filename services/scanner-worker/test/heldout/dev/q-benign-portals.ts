import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, icon, pdfRoute } from '../parts/q-kit.js';

// Benign: small companies' invoice portals, HR / payroll portals on the vendor's own domain, IT helpdesk pages.

export const entries: Entry[] = [
{
  id: 'q-clean-invoice-portal-signage-co',
  label: 'clean',
  kind: 'own-invoice-portal',
  url: 'https://billing.pennantsignworks.com/i/7Hq2kM9x',
  body: doc({
    title: 'Invoice #1043 from Pennant Sign Works',
    css: cssPlain('#b91c1c'),
    body: `<main><div class="card"><div class="row"><div><h2 style="margin:0">Pennant Sign Works</h2><p class="muted">412 Foundry Rd, Unit B · Asheville NC 28801 · (828) 555-0142</p></div><div style="text-align:right"><h2 style="margin:0">Invoice #1043</h2><p class="muted">Issued Nov 3 · Due Dec 3</p></div></div>
<p>Bill to: <b>Blue Ridge Coffee Roasters</b></p>
<table><tr><th>Item</th><th>Qty</th><th>Rate</th><th>Amount</th></tr><tr><td>Routed cedar sign 48×18in, painted lettering</td><td>1</td><td>$1,240.00</td><td>$1,240.00</td></tr><tr><td>Installation (2 hrs)</td><td>2</td><td>$85.00</td><td>$170.00</td></tr><tr><td>NC sales tax 7%</td><td></td><td></td><td>$98.70</td></tr><tr><th colspan="3">Total due</th><th>$1,508.70</th></tr></table>
<p><a class="btn" href="/i/7Hq2kM9x/pay">Pay invoice</a> <a href="/i/7Hq2kM9x/pdf" style="margin-left:12px">Download PDF</a></p>
<p class="muted">Thanks for your business! Checks payable to Pennant Sign Works LLC also accepted.</p></div></main>
<footer>Invoices powered by our own little billing page · <a href="https://pennantsignworks.com">pennantsignworks.com</a></footer>`,
  }),
  routes: { 'billing.pennantsignworks.com/i/7Hq2kM9x/pdf': pdfRoute(['Pennant Sign Works - Invoice #1043', 'Blue Ridge Coffee Roasters', 'Total due: $1,508.70'], 'Invoice-1043.pdf'), 'billing.pennantsignworks.com/i/7Hq2kM9x/pay': htmlRoute('<p>Card payment form</p>') },
},
{
  id: 'q-clean-accountant-client-portal-login',
  label: 'clean',
  kind: 'own-invoice-portal',
  url: 'https://portal.achterberg-accountants.nl/inloggen',
  body: doc({
    lang: 'nl',
    title: 'Klantportaal – Achterberg Accountants',
    css: cssApp('#0e7490'),
    body: `<div class="wrap"><div class="box"><h1>Klantportaal</h1><p>Hier vindt u uw jaarstukken, aangiften en facturen.</p>
<form method="post" action="/inloggen"><label>E-mailadres</label><input type="email" name="email"><label>Wachtwoord</label><input type="password" name="wachtwoord"><button>Inloggen</button></form>
<p style="font-size:13px;margin-top:14px">Na het inloggen vragen we een code uit uw authenticator-app.</p>
<div class="sub"><a href="/wachtwoord-vergeten">Wachtwoord vergeten?</a> · Achterberg Accountants B.V. · Amersfoort</div></div></div>`,
  }),
},
{
  id: 'q-clean-payroll-vendor-employee-login',
  label: 'clean',
  kind: 'vendor-hr-portal',
  url: 'https://my.paymatehr.com/login?company=ridgecrest-vet',
  body: doc({
    title: 'PayMate HR – Employee sign in',
    css: cssApp('#0891b2'),
    body: `<div class="wrap"><div class="box"><h1>Employee sign in</h1><p>Ridgecrest Veterinary Hospital</p>
<form method="post" action="/login"><input type="hidden" name="company" value="ridgecrest-vet"><label>Email or employee ID</label><input name="id"><label>Password</label><input type="password" name="pw"><button>Sign in</button></form>
<div class="sub">First time here? Use the invite email from your employer. · <a href="/help">Help</a><br>PayMate HR, Inc. · <a href="https://www.paymatehr.com/privacy">Privacy</a> · <a href="https://www.paymatehr.com/security">Security</a></div></div></div>
${analytics('my.paymatehr.com', 7).tag}`,
  }),
  routes: analytics('my.paymatehr.com', 7).routes,
},
{
  id: 'q-clean-hr-open-enrollment-company-domain',
  label: 'clean',
  kind: 'vendor-hr-portal',
  url: 'https://hr.castellan-labs.com/benefits/open-enrollment',
  body: doc({
    title: 'Open Enrollment 2027 – Castellan Labs People',
    css: cssPlain('#0f766e'),
    body: `<header class="top"><span class="name">Castellan Labs · People</span><nav><a href="#">Benefits</a><a href="#">Time off</a><a href="#">Policies</a><a href="#">Directory</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Open enrollment: Nov 3 – Nov 21</h2><p>This is the one time of year you can change your medical, dental and vision elections without a qualifying life event. If you do nothing, your current elections roll over (except FSA, which you must re-elect).</p>
<h3>What's new for 2027</h3><ul><li>Medical premiums unchanged for employee-only coverage.</li><li>New vision plan with $200 frame allowance.</li><li>Dependent-care FSA limit raised to $7,500.</li></ul>
<p>Elections are made in our benefits platform — sign in with Okta as usual. Join the benefits Q&amp;A on Nov 6 at 12pm PT (link in #people-team).</p>
<p><a class="btn" href="https://castellan-labs.okta.com/app/benefits/sso">Make my elections</a></p></div></main>
<footer>Castellan Labs internal · Questions: people@castellan-labs.com</footer>`,
  }),
},
{
  id: 'q-clean-timeclock-kiosk-pin',
  label: 'clean',
  kind: 'vendor-hr-portal',
  url: 'https://clock.shiftlypunch.com/kiosk/harbor-deli',
  body: doc({
    title: 'Harbor Deli – Time Clock',
    css: 'body{margin:0;background:#1e293b;color:#fff;font-family:system-ui;text-align:center}h1{margin-top:40px;font-weight:400}#t{font-size:64px;margin:10px}.pad{display:grid;grid-template-columns:repeat(3,80px);gap:12px;justify-content:center;margin:20px}.pad button{height:70px;font-size:28px;border:0;border-radius:10px;background:#334155;color:#fff}#pin{font-size:30px;letter-spacing:12px;height:40px}',
    body: `<h1>Harbor Deli</h1><div id="t"></div><p>Enter your 4-digit PIN to clock in or out</p><div id="pin"></div><div class="pad" id="pad"></div><p style="font-size:12px;color:#94a3b8">Shiftly Punch kiosk · device 2</p>
<script>
function tick(){document.getElementById('t').textContent=new Date().toLocaleTimeString([], {hour:'2-digit',minute:'2-digit'})}tick();setInterval(tick,10000);
var p='';var pad=document.getElementById('pad');[1,2,3,4,5,6,7,8,9,'⌫',0,'✓'].forEach(function(k){var b=document.createElement('button');b.textContent=k;b.onclick=function(){if(k==='⌫')p=p.slice(0,-1);else if(k==='✓'){fetch('/kiosk/harbor-deli/punch',{method:'POST',body:JSON.stringify({pin:p})});p='';}else if(p.length<4)p+=k;document.getElementById('pin').textContent='•'.repeat(p.length)};pad.appendChild(b)});
</script>`,
  }),
  routes: { 'clock.shiftlypunch.com/kiosk/harbor-deli/punch': jsonRoute({ ok: true, name: 'M. Reyes', action: 'in' }) },
},
{
  id: 'q-clean-university-it-password-reset-info',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://its.westmoor.ac.uk/help/password',
  body: doc({
    title: 'Resetting your password | IT Services | Westmoor University',
    css: cssPlain('#581c87'),
    body: `<header class="top"><span class="name">Westmoor University · IT Services</span><nav><a href="#">Service status</a><a href="#">Get help</a><a href="#">Software</a></nav></header>
<main><div class="card"><h1 style="margin-top:0">Resetting your password</h1>
<p>Your university password is used for email, Moodle, Wi-Fi (eduroam) and the library. It expires every 365 days; we email you 14 days before.</p>
<h3>Reset it yourself</h3><ol><li>Go to <a href="https://passwordreset.westmoor.ac.uk/">passwordreset.westmoor.ac.uk</a> (you'll need your registered mobile number).</li><li>Enter your username (e.g. <code>ab1234</code>), not your email address.</li><li>Choose a passphrase of at least 14 characters.</li></ol>
<h3>Beware of phishing</h3><p>We will never email you a link asking you to "keep your current password" or to confirm your password to avoid losing your mailbox. If you get one, forward it to <a href="mailto:phishing@westmoor.ac.uk">phishing@westmoor.ac.uk</a> and delete it.</p>
<h3>Still stuck?</h3><p>Visit the IT Service Desk (Library ground floor, 8:30–18:00) with your campus card, or call ext. 5555.</p></div></main>
<footer>© Westmoor University · <a href="#">Accessibility statement</a> · <a href="#">Privacy</a></footer>`,
  }),
},
{
  id: 'q-clean-msp-remote-support-download',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://www.tillerson-it.com/remote-support',
  body: doc({
    title: 'Remote Support – Tillerson IT Services',
    css: cssPlain('#0369a1'),
    body: `<header class="top"><span class="name">Tillerson IT Services</span><nav><a href="#">Managed IT</a><a href="#">Cybersecurity</a><a href="#">About</a><a href="#">Contact</a></nav></header>
<main><div class="card"><h2 style="margin-top:0">Remote support</h2><p>Only use this page if one of our technicians has asked you to, while you are on the phone with them. We will never call you unexpectedly and ask you to install software.</p>
<ol><li>Download the TeamViewer QuickSupport module below.</li><li>Run it and read the ID and password to your technician.</li><li>You can end the session at any time by closing the window.</li></ol>
<p><a class="btn" href="https://get.teamviewer.com/tillersonit">Download QuickSupport</a></p>
<p class="muted">Customers on a managed plan already have our support agent installed — look for the Tillerson icon in your system tray.</p></div></main>
<footer>Tillerson IT Services LLC · Boise, ID · (208) 555-0190</footer>`,
  }),
},
{
  id: 'q-clean-kb-admin-powershell-command',
  label: 'clean',
  kind: 'it-helpdesk',
  url: 'https://kb.hollandfield-schools.org/article/reset-print-spooler',
  body: doc({
    title: 'KB0142: Reset a stuck print queue – Hollandfield Schools IT',
    css: cssPlain('#334155') + 'pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:4px;overflow:auto}',
    body: `<header class="top"><span class="name">Hollandfield Schools IT</span><span class="muted">Knowledge base</span></header>
<main><div class="card"><p class="muted">KB0142 · Audience: building techs · Updated Oct 2 2025</p><h1 style="margin-top:0">Reset a stuck print queue</h1>
<p>When jobs sit in the queue on a classroom PC and cancelling does nothing, clear the spooler. You need local admin rights; teachers should open a ticket instead.</p>
<p>From an <b>elevated</b> PowerShell prompt:</p>
<pre>Stop-Service -Name Spooler -Force
Remove-Item -Path "$env:SystemRoot\\System32\\spool\\PRINTERS\\*" -Force
Start-Service -Name Spooler</pre>
<button id="c">Copy commands</button> <span id="s" class="muted"></span>
<p>If the queue fills again immediately, check the printer's web page for a paper jam or driver mismatch and note the error in the ticket.</p></div></main>
<footer>Hollandfield Public Schools · Technology Department</footer>
<script>document.getElementById('c').onclick=function(){navigator.clipboard.writeText(document.querySelector('pre').textContent).then(function(){document.getElementById('s').textContent='Copied'})};</script>`,
  }),
},
];
