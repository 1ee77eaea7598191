import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssBase, doc, mark } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-indeed-viewjob-remote-data-entry-real',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.indeed.com/viewjob?jk=8b2f1e7c94a0d3c5&from=serp&vjs=3',
    body: doc({
      title: 'Data Entry Specialist (Remote) - Midwest Claims Services - Remote | Indeed.com',
      css: `body{margin:0;font-family:"Noto Sans","Helvetica Neue",Arial,sans-serif;background:#fff;color:#2d2d2d}.h{display:flex;align-items:center;padding:12px 24px;border-bottom:1px solid #e4e2e0;gap:24px}.h a{color:#2d2d2d;font-size:14px}
.j{max-width:720px;margin:24px auto;padding:0 20px}.j h1{font-size:26px;margin-bottom:4px}.m{color:#595959}.tag{display:inline-block;background:#f3f2f1;border-radius:6px;padding:4px 8px;font-size:13px;margin:4px 4px 0 0}
.ap{display:inline-block;background:#2557a7;color:#fff;border-radius:8px;padding:12px 22px;font-weight:700;text-decoration:none;margin:16px 0}.note{background:#f3f2f1;border-radius:8px;padding:12px;font-size:13px;margin-top:26px}`,
      body: `<div class="h">${mark.indeed}<a href="/">Find jobs</a><a href="/companies">Company reviews</a><a href="https://employers.indeed.com" style="margin-left:auto">Employers / Post Job</a><a href="https://secure.indeed.com/auth">Sign in</a></div>
<div class="j"><h1>Data Entry Specialist (Remote)</h1><div><a href="/cmp/Midwest-Claims-Services">Midwest Claims Services</a> · 3.6 ★</div><div class="m">Remote in Columbus, OH</div>
<div><span class="tag">$17 – $19 an hour</span><span class="tag">Full-time</span><span class="tag">Monday to Friday</span><span class="tag">Remote</span></div>
<a class="ap" href="https://smartapply.indeed.com/beta/indeedapply/form/resume?jk=8b2f1e7c94a0d3c5">Apply now</a>
<h3>Full job description</h3><p>Midwest Claims Services processes medical claims for regional health plans. Our Data Entry Specialists key claim information from scanned CMS-1500 and UB-04 forms into our claims platform with high accuracy.</p>
<ul><li>Key 120+ claims per day with 98% accuracy</li><li>Research missing information using provider directories</li><li>Work 8:00 AM – 4:30 PM Eastern, Monday to Friday</li></ul>
<p><b>Requirements:</b> High school diploma or GED; typing speed of 45 WPM; must reside in OH, IN, KY or MI. Company laptop is shipped to you after your background check. Paid training.</p>
<p><b>Benefits:</b> 401(k) matching, dental, health, vision, paid time off.</p>
<div class="note"><b>Stay safe:</b> Indeed will never ask you to pay for a job or to buy equipment. Never give your bank details or deposit a check for an employer you have not verified. <a href="https://support.indeed.com/hc/en-us/articles/360039497852">Learn about job scams</a>.</div></div>`,
    }),
  },
  {
    id: 'yr-de-stepstone-lohnbuchhalter-hamburg',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.stepstone.de/stellenangebote--Lohnbuchhalter-m-w-d-Hamburg-Kranich-Logistik-GmbH--11928374-inline.html',
    body: doc({
      title: 'Lohnbuchhalter (m/w/d) – Kranich Logistik GmbH – Hamburg | StepStone',
      lang: 'de',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f4f5f7;color:#252525}.nav{background:#fff;padding:12px 28px;border-bottom:1px solid #ddd;display:flex;align-items:center}.nav b{color:#0c2577;font-size:22px}
.j{max-width:860px;margin:20px auto;background:#fff;padding:28px 34px}.meta span{display:inline-block;margin-right:18px;color:#555;font-size:14px}.btn{display:inline-block;background:#0c2577;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none;font-weight:700}`,
      body: `<div class="nav"><b>stepstone</b><span style="margin-left:auto;font-size:14px"><a href="/jobs">Jobs</a> · <a href="/login">Anmelden</a></span></div>
<div class="j"><p style="color:#555">Kranich Logistik GmbH</p><h1>Lohnbuchhalter (m/w/d)</h1><div class="meta"><span>📍 Hamburg</span><span>🕒 Vollzeit</span><span>🏠 Homeoffice möglich</span><span>💶 48.000 – 56.000 €</span></div>
<p><a class="btn" href="/jobs/bewerben/11928374">Ich bin interessiert</a></p>
<h3>Ihre Aufgaben</h3><ul><li>Eigenverantwortliche Erstellung der monatlichen Entgeltabrechnungen für ca. 450 Mitarbeitende mit DATEV LODAS</li><li>Pflege der Stammdaten, Bearbeitung von Pfändungen und Bescheinigungen nach SGB</li><li>Ansprechpartner/in für Mitarbeitende, Krankenkassen und Finanzbehörden</li></ul>
<h3>Ihr Profil</h3><ul><li>Abgeschlossene kaufmännische Ausbildung, Weiterbildung zum/zur Entgeltabrechner/in wünschenswert</li><li>Sicherer Umgang mit DATEV und MS Excel</li></ul>
<h3>Wir bieten</h3><ul><li>30 Urlaubstage, Gleitzeit, 2 Tage Homeoffice pro Woche</li><li>Jobrad, HVV-Deutschlandticket-Zuschuss, betriebliche Altersvorsorge</li></ul>
<p>Bewerben Sie sich bitte über unser Bewerbermanagement (Personio). Ihre Ansprechpartnerin: Frau Svenja Petersen, Personalreferentin.</p>
<p style="font-size:12px;color:#777">Hinweis: StepStone und Kranich Logistik verlangen von Bewerber/innen niemals Zahlungen oder die Durchführung von Video-Ident-Verfahren.</p></div>
${cookieBar('Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.', 'Alle akzeptieren', 'Einstellungen')}`,
    }),
  },
  {
    id: 'yr-es-mx-occ-ejecutivo-home-office-real',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.occ.com.mx/empleo/oferta/18745532-ejecutivo-de-atencion-a-clientes-home-office/',
    body: doc({
      title: 'Ejecutivo de Atención a Clientes Home Office – Telcomex Servicios | OCC',
      lang: 'es-MX',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f7f7f7}.h{background:#fff;border-bottom:1px solid #ddd;padding:12px 26px;color:#3b55e6;font-weight:900;font-size:24px}
.w{max-width:820px;margin:20px auto;background:#fff;padding:26px;border-radius:8px}.p{color:#1a7f37;font-weight:700}.b{display:inline-block;background:#3b55e6;color:#fff;padding:12px 26px;border-radius:22px;text-decoration:none;font-weight:700}`,
      body: `<div class="h">OCC</div><div class="w"><h1>Ejecutivo de Atención a Clientes Home Office</h1><p>Telcomex Servicios S.A. de C.V. · Empresa verificada ✔</p><p class="p">$11,500 – $13,000 Mensual</p><p>Ciudad de México, CDMX · Tiempo completo · Desde casa</p>
<a class="b" href="/postulacion/18745532">Postularme</a>
<h3>Descripción</h3><p>Atenderás llamadas y chats de clientes de telefonía móvil desde casa. Te proporcionamos equipo de cómputo y diadema en comodato sin costo.</p>
<ul><li>Prestaciones de ley y superiores: vales de despensa, fondo de ahorro</li><li>Capacitación pagada de 2 semanas</li><li>Horario: lunes a sábado 8:00–16:00 con un día de descanso entre semana</li></ul>
<h3>Requisitos</h3><ul><li>Bachillerato terminado</li><li>Internet de 20 Mbps y espacio de trabajo silencioso</li></ul>
<p style="font-size:13px;border-top:1px solid #eee;padding-top:10px">🔒 OCC te recuerda: ninguna empresa debe cobrarte por capacitación, uniformes, equipo o exámenes médicos. Si te piden un depósito, <a href="/reportar">repórtala aquí</a>.</p></div>`,
    }),
  },
  {
    id: 'yr-naukri-payroll-executive-pune',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.naukri.com/job-listings-payroll-executive-kestrel-energy-india-pune-2-to-5-years-130825500123',
    body: doc({
      title: 'Payroll Executive - Kestrel Energy India - 2 to 5 years experience - Pune | Naukri.com',
      lang: 'en-IN',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f8f9fa;color:#121224}.h{background:#fff;padding:14px 30px;border-bottom:1px solid #e7e7f1;font-weight:800;color:#275df5;font-size:22px}
.w{max-width:860px;margin:20px auto;background:#fff;padding:24px 30px;border-radius:16px;border:1px solid #e7e7f1}.b{background:#275df5;color:#fff;border-radius:50px;padding:10px 26px;text-decoration:none;font-weight:600;display:inline-block}
.warn{background:#fff4e5;border-radius:10px;padding:10px 14px;font-size:13px;margin-top:18px}`,
      body: `<div class="h">naukri</div><div class="w"><h1 style="font-size:22px">Payroll Executive</h1><p>Kestrel Energy India Pvt Ltd · 4.1 ★ (212 reviews)</p><p>💼 2–5 Yrs · ₹ 4.5–7 Lacs P.A. · 📍 Pune (Hinjewadi)</p>
<a class="b" href="/job-listings-apply?jobId=130825500123">Apply</a>
<h3>Job description</h3><ul><li>End-to-end monthly payroll processing for 900+ employees on greytHR</li><li>Statutory compliance: PF, ESIC, PT, LWF and TDS on salary (Form 24Q, Form 16)</li><li>Full &amp; final settlements, investment declaration verification</li></ul>
<p><b>Role:</b> Payroll Exec / Manager · <b>Industry:</b> Power · <b>Employment type:</b> Full Time, Permanent</p>
<div class="warn"><b>Beware of imposters!</b> Naukri.com does not promise a job or an interview in exchange of money. Fraudsters may ask you to pay in the pretext of registration fee, refundable fee… <a href="/fraud-alert">Read more</a></div></div>`,
    }),
  },
  {
    id: 'yr-pinecrest-careers-warehouse-associate-apply',
    label: 'clean',
    kind: 'career-site-application',
    url: 'https://careers.pinecrest-distribution.com/jobs/warehouse-associate-reno-nv',
    body: doc({
      title: 'Warehouse Associate – Reno, NV | Pinecrest Distribution Careers',
      css: cssBase + `.top{background:#14532d;color:#fff;padding:16px 30px;display:flex;align-items:center}.top a{color:#d1fae5;margin-left:18px;font-size:14px}
.w{max-width:940px;margin:24px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:24px;padding:0 16px}.p{background:#fff;border-radius:8px;padding:22px;border:1px solid #e5e7eb}`,
      body: `<div class="top"><b>Pinecrest Distribution</b><span style="margin-left:auto"><a href="/">Jobs</a><a href="/benefits">Benefits</a><a href="/locations">Locations</a></span></div>
<div class="w"><div class="p"><h1>Warehouse Associate – Inbound &amp; Returns</h1><p>Reno, NV (on-site) · $19.75/hr + $1.50 night differential · Full-time</p>
<p>Receive, inspect and restock customer returns at our Reno fulfillment center. You'll scan and sort packages, repackage items in approved packaging and print shipping labels using our WMS.</p>
<ul><li>Lift up to 50 lbs, stand for 10-hour shifts</li><li>Forklift certification provided</li><li>Weekly pay, benefits from day 31</li></ul>
<p class="muted">This is an on-site role at 2850 Coleman Dr, Reno. We never ask candidates to receive or forward packages at home.</p></div>
<form class="p" method="post" action="/api/applications" id="apply"><h3 style="margin-top:0">Apply in 3 minutes</h3><label>First name</label><input type="text" name="first"><label>Last name</label><input type="text" name="last"><label>Mobile</label><input type="tel" name="phone"><label>Email</label><input type="email" name="email">
<label>Preferred shift</label><select name="shift"><option>Day (6a–4:30p)</option><option>Night (6p–4:30a)</option><option>Weekend</option></select><label>Resume (optional)</label><input type="file" name="resume">
<label style="font-weight:400;font-size:12px"><input type="checkbox" name="sms"> Text me about my application. Msg &amp; data rates may apply.</label><button style="width:100%;margin-top:10px;background:#14532d">Submit</button></form></div>
<script>document.getElementById('apply').addEventListener('submit',function(e){e.preventDefault();fetch('/api/applications',{method:'POST',body:new FormData(this)}).then(function(r){return r.json()}).then(function(j){document.getElementById('apply').innerHTML='<h3>Thanks, '+(j.first||'')+'!</h3><p>A recruiter from Pinecrest will text you within 2 business days to schedule an on-site interview.</p>'})});</script>
${analytics('G-PCD4X91KQ2')}`,
    }),
    routes: { 'careers.pinecrest-distribution.com/api/applications': jsonRoute({ ok: true, first: '' }) },
  },
  {
    id: 'yr-es-smartrecruiters-solicitud-grupo-alameda',
    label: 'clean',
    kind: 'career-site-application',
    url: 'https://jobs.smartrecruiters.com/GrupoAlameda/743999012345678-administrativo-a-de-personal',
    body: doc({
      title: 'Administrativo/a de Personal – Grupo Alameda Servicios',
      lang: 'es',
      css: cssBase + `body{background:#fff}.hd{background:#f2f2f2;padding:30px 0}.in{max-width:860px;margin:0 auto;padding:0 20px}.tag{font-size:13px;color:#666}
.ap{display:inline-block;background:#00a4bd;color:#fff;border-radius:4px;padding:12px 26px;font-weight:600}`,
      body: `<div class="hd"><div class="in"><b>Grupo Alameda Servicios</b><h1>Administrativo/a de Personal</h1><div class="tag">Valencia, España · Tiempo completo · Recursos Humanos</div></div></div>
<div class="in"><p><a class="ap" href="https://jobs.smartrecruiters.com/oneclick-ui/company/GrupoAlameda/publication/5e3a9f2c-11b2-4d8e-9e01-7a5c0e4b2f19?dcr_ci=GrupoAlameda">Solicitar</a></p>
<h2>Descripción de la empresa</h2><p>Grupo Alameda presta servicios de limpieza y mantenimiento a más de 300 clientes en la Comunidad Valenciana.</p>
<h2>Descripción del empleo</h2><ul><li>Gestión administrativa del personal: contratos, altas y bajas en Seguridad Social</li><li>Control de ausencias e incidencias para nómina</li><li>Atención a consultas de la plantilla</li></ul>
<h2>Requisitos</h2><ul><li>FP Superior en Administración y Finanzas o similar</li><li>Valorable experiencia con A3Innuva</li></ul>
<h2>Información adicional</h2><p>Salario 22.000–24.000 € brutos anuales. Horario de 8:00 a 15:00. Durante el proceso de selección nunca te solicitaremos datos bancarios ni pagos; esos datos solo se recogen tras la firma del contrato, en nuestro portal del empleado.</p>
<p class="muted">Política de privacidad · Desarrollado por SmartRecruiters</p></div>`,
    }),
  },
  {
    id: 'yr-joblane-job-posting-quick-apply',
    label: 'clean',
    kind: 'job-board-application',
    url: 'https://joblane.com/jobs/hr-generalist-manila-5521093',
    body: doc({
      title: 'HR Generalist – Manila · Helios Outsourcing | Joblane',
      css: cssBase + `body{background:#f7f6fc}.nav{background:#fff;border-bottom:1px solid #e7e4f4;padding:12px 28px;display:flex;align-items:center;gap:18px}.nav a{color:#23194d;font-size:14px}
.w{max-width:980px;margin:24px auto;display:grid;grid-template-columns:1.5fr 1fr;gap:22px;padding:0 16px}.p{background:#fff;border-radius:12px;border:1px solid #e7e4f4;padding:22px}button{background:#5b3cc4}`,
      body: `<div class="nav">${mark.joblane}<a href="/jobs">Find jobs</a><a href="/employers">For employers</a><a href="/trust" >Safety center</a><a href="https://app.joblane.com/login" style="margin-left:auto">Sign in</a></div>
<div class="w"><div class="p"><h1 style="font-size:24px">HR Generalist</h1><p>Helios Outsourcing Inc. · Makati City, Metro Manila · Hybrid · ₱35,000–₱45,000/month</p>
<p>Join a 1,200-seat BPO as HR Generalist supporting employee relations, onboarding and 201-file management. You will coordinate pre-employment requirements (SSS, PhilHealth, Pag-IBIG, TIN, NBI clearance) through our HRIS and run new-hire orientation every Monday.</p>
<ul><li>At least 2 years HR generalist experience in BPO</li><li>Knowledge of DOLE labor standards</li><li>Available for on-site work in Makati 3 days a week</li></ul></div>
<form class="p" method="post" action="/jobs/hr-generalist-manila-5521093/apply" enctype="multipart/form-data"><h3 style="margin-top:0">Quick apply</h3><label>Full name</label><input type="text" name="name"><label>Email</label><input type="email" name="email"><label>Mobile</label><input type="tel" name="mobile"><label>Resume</label><input type="file" name="resume"><button style="width:100%;margin-top:14px">Send application</button>
<p class="muted">Employers on Joblane are verified. Joblane and its employers never ask for fees, bank details or e-wallet PINs before hiring. <a href="/trust/report">Report this job</a></p></form></div>`,
    }),
  },
];
