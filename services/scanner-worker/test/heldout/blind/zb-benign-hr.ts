import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { northfield, brightwater, halvorsen, dijkstad, lindenau, withHost } from '../parts/zb-orgs.js';

export const entries: Entry[] = [
  {
    id: 'zb-clean-hr-employee-self-service',
    label: 'clean',
    kind: 'hr-portal',
    url: 'https://myhr.northfield-uni.ac.uk/ess/home',
    body: orgPage(withHost(northfield, 'myhr.northfield-uni.ac.uk'), 'MyHR – Employee Self Service', `<div class="grid"><div class="card"><h3>Payslips</h3><p>View and download payslips and P60s.</p><a class="btn" href="/ess/payslips">Open</a></div><div class="card"><h3>Annual leave</h3><p>Balance: <strong>17.5 days</strong></p><a class="btn" href="/ess/leave">Book leave</a></div>
<div class="card"><h3>Personal details</h3><p>Address, emergency contacts, bank details.</p><a class="btn" href="/ess/personal">Update</a></div><div class="card"><h3>Pension</h3><p>USS and NLGPS membership details.</p><a class="btn" href="/ess/pension">View</a></div></div>
<div class="card"><h2>Notices</h2><p><strong>Pay award 2026/27:</strong> The nationally agreed pay award will be applied automatically in the December payroll, back-dated to 1 August. You do not need to take any action or confirm anything.</p><p class="muted">Changes to bank details trigger a confirmation email and a call-back from Payroll before taking effect.</p></div>`, { nav: ['Home', 'Pay', 'Leave', 'Learning', 'Help'] }),
    routes: orgAssets(withHost(northfield, 'myhr.northfield-uni.ac.uk')),
  },
  {
    id: 'zb-clean-pension-portal-de',
    label: 'clean',
    kind: 'pension-portal',
    url: 'https://www.bwc-pensionsportal.de/anmelden',
    body: doc({
      title: 'Betriebsrente – Versichertenportal | Brightwater Components',
      lang: 'de',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f5f4;color:#222}.h{background:#0a7d6f;color:#fff;padding:16px 30px}.w{max-width:960px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px}.c{background:#fff;padding:24px;border:1px solid #dbe3e1}
input{width:100%;padding:9px;margin:5px 0 12px;border:1px solid #aaa}button{background:#0a7d6f;color:#fff;border:0;padding:10px 22px}footer{text-align:center;font-size:12px;color:#666;padding:20px}`,
      body: `<div class="h"><b>Versichertenportal Betriebliche Altersversorgung</b> · Brightwater Components GmbH</div>
<div class="w"><div class="c"><h2>Anmelden</h2><form method="post" action="/anmelden"><label>Versichertennummer</label><input name="vnr" placeholder="z. B. 4711-008812"><label>Passwort</label><input name="pw" type="password"><button>Anmelden</button></form>
<p style="font-size:13px"><a href="/registrieren">Erstmalig registrieren</a> (Aktivierungscode per Post) · <a href="/passwort">Passwort vergessen</a></p></div>
<div class="c"><h3>Ihre Renteninformation 2026</h3><p>Die jährliche Renteninformation wird im Dezember <strong>per Post</strong> versandt und ist zusätzlich im Postfach dieses Portals abrufbar. Wir fordern Sie nie per E-Mail zur Eingabe Ihres Windows-Passworts auf.</p>
<p style="font-size:13px">Service-Telefon: 07131 5550 480 (Mo–Do 8–16 Uhr)</p></div></div>
<footer><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · Betrieben von der Konzernpersonalabteilung</footer>`,
    }),
  },
  {
    id: 'zb-clean-careers-job-listings',
    label: 'clean',
    kind: 'careers',
    url: 'https://jobs.northfield-uni.ac.uk/vacancies?category=research',
    body: orgPage(withHost(northfield, 'jobs.northfield-uni.ac.uk'), 'Research vacancies | Jobs at Northfield', `<div class="card"><h1>Research vacancies</h1><p class="muted">14 vacancies · sorted by closing date</p>
<table><tr><th>Role</th><th>Department</th><th>Salary</th><th>Closes</th></tr><tr><td><a href="/vacancies/RES-2611">Research Assistant (fixed term, 12 months)</a></td><td>School of Earth Sciences</td><td>£30,559–£33,966</td><td>8 Dec 2026</td></tr>
<tr><td><a href="/vacancies/RES-2604">Postdoctoral Research Associate in Machine Learning</a></td><td>Computer Science</td><td>£37,099–£44,128</td><td>12 Dec 2026</td></tr><tr><td><a href="/vacancies/RES-2598">Research Technician (part-time)</a></td><td>Biosciences</td><td>£26,444 pro rata</td><td>15 Dec 2026</td></tr></table>
<div class="notice">All university jobs are advertised here and applications are made only through this site. We never ask applicants to pay fees, buy equipment or receive money on our behalf. Report suspicious "job offers" to <a href="mailto:phishing@northfield-uni.ac.uk">phishing@northfield-uni.ac.uk</a>.</div></div>`, { nav: ['Vacancies', 'Working here', 'Benefits', 'Contact'], v: 'list' }),
    routes: orgAssets(withHost(northfield, 'jobs.northfield-uni.ac.uk'), 'list'),
  },
];
