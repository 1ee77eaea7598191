import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { northfield, brightwater, halvorsen, dijkstad, lindenau, withHost } from '../parts/zb-orgs.js';

export const entries: Entry[] = [
  {
    id: 'zb-clean-payroll-payslip-portal-nl',
    label: 'clean',
    kind: 'payroll-portal',
    url: 'https://mijn.salarisportaal-hsdijkstad.nl/loonstroken',
    body: doc({
      title: 'Mijn loonstroken – Hogeschool Dijkstad',
      lang: 'nl',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#e35205;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}.c{max-width:820px;margin:24px auto;background:#fff;padding:24px;border-radius:4px}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left;font-size:14px}`,
      body: `<div class="h"><span>Hogeschool Dijkstad · Salarisportaal</span><span>Ingelogd als J. de Vries · <a href="/uitloggen" style="color:#fff">Uitloggen</a></span></div>
<div class="c"><h2>Mijn loonstroken</h2><table><tr><th>Periode</th><th>Netto</th><th>Document</th></tr><tr><td>November 2026</td><td>€ 3.214,87</td><td><a href="/loonstroken/2026-11.pdf">PDF</a></td></tr><tr><td>Oktober 2026</td><td>€ 3.198,40</td><td><a href="/loonstroken/2026-10.pdf">PDF</a></td></tr><tr><td>September 2026</td><td>€ 3.198,40</td><td><a href="/loonstroken/2026-09.pdf">PDF</a></td></tr></table>
<h3>Jaaropgave</h3><p><a href="/jaaropgaven/2025.pdf">Jaaropgave 2025</a></p><p style="font-size:13px;color:#666">Vragen over je salaris? Neem contact op met het Shared Service Center P&amp;O via het medewerkersportaal. Wij vragen nooit per e-mail om je inloggegevens of bankgegevens.</p></div>`,
    }),
    routes: { 'mijn.salarisportaal-hsdijkstad.nl/loonstroken/2026-11.pdf': fileRoute('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'loonstrook-2026-11.pdf') },
  },
  {
    id: 'zb-clean-benefits-open-enrolment-corp',
    label: 'clean',
    kind: 'benefits-portal',
    url: 'https://intranet.halvorsen-logistics.com/hr/benefits/open-enrolment-2027',
    body: orgPage(withHost(halvorsen, 'intranet.halvorsen-logistics.com'), 'Open enrolment 2027 – HLX Intranet', `<div class="card"><h1>Benefits open enrolment 2027 (UK &amp; NL staff)</h1><p>From <strong>3 to 21 November</strong> you can change your private medical, dental and life-assurance choices for 2027. If you do nothing, your current choices roll over – nothing lapses.</p>
<p><a class="btn" href="https://hlx.benefitshub.example-provider.co.uk/sso">Go to the benefits platform (SSO)</a></p><p class="muted">You'll sign in through the usual company login page; you will never be asked for your Social Security/NI number or date of birth to sign in.</p>
<h2>What's changing</h2><ul><li>Dental cover now includes orthodontics for dependants under 18.</li><li>Cycle-to-work scheme limit raised to £3,000.</li><li>New: electric-car salary sacrifice (UK only).</li></ul><p>Questions? <a href="mailto:reward@halvorsen-logistics.com">reward@halvorsen-logistics.com</a></p></div>`, { nav: ['News', 'People', 'Policies', 'IT', 'Security'], v: 'oe27' }),
    routes: orgAssets(withHost(halvorsen, 'intranet.halvorsen-logistics.com'), 'oe27'),
  },
  {
    id: 'zb-clean-research-assistant-vacancy',
    label: 'clean',
    kind: 'careers',
    url: 'https://jobs.northfield-uni.ac.uk/vacancies/RES-2611',
    body: orgPage(withHost(northfield, 'jobs.northfield-uni.ac.uk'), 'Research Assistant – School of Earth Sciences | Jobs at Northfield', `<div class="crumbs"><a href="/vacancies?category=research">Research vacancies</a> › RES-2611</div><div class="card"><h1>Research Assistant (fixed term, 12 months)</h1>
<table><tr><td>Department</td><td>School of Earth Sciences</td></tr><tr><td>Salary</td><td>£30,559–£33,966 (Grade 6)</td></tr><tr><td>Hours</td><td>Full time, 35 hours per week</td></tr><tr><td>Closing date</td><td>8 December 2026</td></tr><tr><td>Interviews</td><td>w/c 5 January 2027</td></tr></table>
<h2>About the role</h2><p>You will join the NERC-funded <em>Estuarine Microplastics</em> project led by Professor A. Lindqvist, carrying out sediment sampling, laboratory analysis (FTIR) and data management. Some fieldwork in tidal environments is required.</p>
<h2>Essential criteria</h2><ul><li>Degree in Earth or Environmental Science, Chemistry or a related discipline</li><li>Experience of laboratory methods and accurate record keeping</li><li>Full UK driving licence (for fieldwork)</li></ul>
<p><a class="btn" href="/apply/RES-2611">Apply online</a></p><p class="muted">Informal enquiries: a.lindqvist@northfield-uni.ac.uk. The University is a Disability Confident employer.</p></div>`, { nav: ['Vacancies', 'Working here', 'Benefits', 'Contact'], v: 'res2611' }),
    routes: orgAssets(withHost(northfield, 'jobs.northfield-uni.ac.uk'), 'res2611'),
  },
  {
    id: 'zb-clean-expense-claims-login',
    label: 'clean',
    kind: 'hr-portal',
    url: 'https://expenses.brightwater-components.de/login',
    body: doc({
      title: 'Reisekosten & Spesen – Anmeldung',
      lang: 'de',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#eaf2f0}.c{width:400px;margin:90px auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 1px 3px rgba(0,0,0,.15)}a.b{display:block;text-align:center;background:#0a7d6f;color:#fff;padding:11px;border-radius:4px;text-decoration:none}`,
      body: `<div class="c"><img src="/img/bwc.png" alt="Brightwater Components" height="36"><h2>Reisekosten &amp; Spesen</h2><p>Reisekostenabrechnungen, Belege und Kilometerpauschalen erfassen.</p>
<a class="b" href="https://brightwater-components.okta.com/app/brightwatercomponents_expenses_1/exk9q0r1s2t3/sso/saml">Mit Firmenkonto anmelden</a>
<p style="font-size:12px;color:#666;margin-top:18px">Probleme bei der Anmeldung? IT-Service -100. Fragen zur Abrechnung: Buchhaltung -240.</p></div>`,
    }),
    routes: { 'expenses.brightwater-components.de/img/bwc.png': img(10, 125, 111) },
  },
  {
    id: 'zb-clean-hr-leave-request-lindenau',
    label: 'clean',
    kind: 'hr-portal',
    url: 'https://personal.uni-lindenau.de/urlaub/antrag',
    body: orgPage(withHost(lindenau, 'personal.uni-lindenau.de'), 'Urlaubsantrag – Personalportal', `<div class="card" style="max-width:640px"><h1>Urlaubsantrag</h1><p class="muted">Resturlaub 2026: 11 Tage · Anspruch 2027: 30 Tage</p>
<form method="post" action="/urlaub/antrag"><label>Von</label><input type="text" name="von" placeholder="TT.MM.JJJJ"><label>Bis</label><input type="text" name="bis" placeholder="TT.MM.JJJJ"><label>Vertretung</label><input type="text" name="vertretung"><label>Bemerkung</label><textarea name="bem" rows="3"></textarea><p><button>Antrag stellen</button></p></form>
<p class="muted">Der Antrag wird an Ihre/n Vorgesetzte/n zur Genehmigung weitergeleitet.</p></div>`, { lang: 'de', nav: ['Übersicht', 'Urlaub', 'Dienstreisen', 'Bescheinigungen'] }),
    routes: orgAssets(withHost(lindenau, 'personal.uni-lindenau.de')),
  },
];
