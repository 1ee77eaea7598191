import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssBase, doc, mark } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

const eeo = `<fieldset style="border:1px solid #e1e4e8;border-radius:6px;padding:12px 16px;margin-top:20px"><legend style="font-weight:600">U.S. Equal Employment Opportunity information (voluntary)</legend>
<p style="font-size:13px;color:#555">Completion is voluntary and will not subject you to adverse treatment. The information is kept separate from your application.</p>
<label>Gender</label><select name="gender"><option>Decline to self-identify</option><option>Female</option><option>Male</option><option>Non-binary</option></select>
<label>Are you Hispanic/Latino?</label><select name="hispanic"><option>Decline to self-identify</option><option>Yes</option><option>No</option></select>
<label>Veteran status</label><select name="veteran"><option>I don't wish to answer</option><option>I am not a protected veteran</option><option>I identify as one or more of the classifications of protected veteran</option></select>
<label>Disability status</label><select name="disability"><option>I do not want to answer</option><option>Yes, I have a disability (or previously had a disability)</option><option>No, I do not have a disability</option></select></fieldset>`;

export const entries: Entry[] = [
  {
    id: 'yr-greenhouse-board-application-form',
    label: 'clean',
    kind: 'job-board-application',
    url: 'https://job-boards.greenhouse.io/harborlinerobotics/jobs/5123456',
    body: doc({
      title: 'Job Application for Payroll Operations Specialist at Harborline Robotics',
      head: `<meta name="description" content="Harborline Robotics is hiring a Payroll Operations Specialist in Pittsburgh, PA."><link rel="canonical" href="https://job-boards.greenhouse.io/harborlinerobotics/jobs/5123456">`,
      css: cssBase + `body{background:#fff}.w{max-width:760px;margin:0 auto;padding:30px 20px}.co{display:flex;align-items:center;gap:12px;margin-bottom:20px}.co i{width:44px;height:44px;background:#0b3d5c;border-radius:8px;display:inline-block}
.loc{color:#555}.desc h3{margin-top:26px}hr{border:0;border-top:1px solid #e1e4e8;margin:30px 0}.req:after{content:" *";color:#c0392b}.pw{font-size:12px;color:#888;text-align:center;margin-top:40px}`,
      body: `<div class="w"><div class="co"><i></i><b>Harborline Robotics</b></div><h1>Payroll Operations Specialist</h1><div class="loc">Pittsburgh, PA (Hybrid)</div>
<div class="desc"><p>Harborline builds autonomous material-handling robots for hospitals and distribution centers. Our People team supports 640 employees across three states, and we're looking for a detail-oriented payroll specialist to help us run a clean, on-time, multi-state payroll.</p>
<h3>What you'll do</h3><ul><li>Process semi-monthly payroll in ADP Workforce Now for PA, OH and TX employees</li><li>Audit time and attendance, garnishments and benefit deductions</li><li>Partner with Finance on payroll journal entries and quarterly tax filings</li><li>Respond to employee payroll questions through our HR helpdesk</li></ul>
<h3>What we're looking for</h3><ul><li>3+ years of multi-state payroll experience</li><li>FPC or CPP certification is a plus</li><li>Comfort with Excel (pivot tables, XLOOKUP)</li></ul>
<p><b>Compensation:</b> $62,000 – $74,000 per year + annual bonus, 401(k) with 4% match, medical/dental/vision.</p></div>
<hr><h2>Apply for this job</h2>
<form id="application_form" method="post" action="/harborlinerobotics/jobs/5123456/applications" enctype="multipart/form-data">
<label class="req">First Name</label><input type="text" name="job_application[first_name]" required><label class="req">Last Name</label><input type="text" name="job_application[last_name]" required>
<label class="req">Email</label><input type="email" name="job_application[email]" required><label>Phone</label><input type="tel" name="job_application[phone]">
<label class="req">Resume/CV</label><input type="file" name="job_application[resume]" accept=".pdf,.doc,.docx,.txt,.rtf" required><label>Cover Letter</label><input type="file" name="job_application[cover_letter]">
<label>LinkedIn Profile</label><input type="text" name="job_application[answers_attributes][0][text_value]" placeholder="https://www.linkedin.com/in/…">
<label class="req">Are you legally authorized to work in the United States?</label><select name="job_application[answers_attributes][1][boolean_value]"><option value="">Please select</option><option value="1">Yes</option><option value="0">No</option></select>
<label class="req">Will you now or in the future require sponsorship for employment visa status?</label><select name="job_application[answers_attributes][2][boolean_value]"><option value="">Please select</option><option value="1">Yes</option><option value="0">No</option></select>
${eeo}<button type="submit" style="margin-top:22px">Submit Application</button></form>
<div class="pw">Powered by greenhouse · <a href="https://www.greenhouse.com/privacy-policy">Privacy Policy</a></div></div>
<script src="https://www.google.com/recaptcha/enterprise.js?render=6LfmcbcpAAAAAChNTbhUShzUOAMj_wY9LQIvLFX0" async></script>
<script>document.getElementById('application_form').addEventListener('submit',function(){this.querySelector('button').disabled=true;this.querySelector('button').textContent='Submitting…'});</script>`,
    }),
  },
  {
    id: 'yr-lever-apply-quillpay-support',
    label: 'clean',
    kind: 'job-board-application',
    url: 'https://jobs.lever.co/quillpay/3f0c8d52-7a1e-4b9e-9d6f-2c1e0b5a7e41/apply',
    body: doc({
      title: 'Quillpay - Customer Support Specialist (Spanish & English)',
      css: cssBase + `body{background:#f9f9f9}.hd{background:#fff;border-bottom:1px solid #e5e5e5;padding:20px 0}.in{max-width:800px;margin:0 auto;padding:0 20px}
.sec{background:#fff;max-width:800px;margin:20px auto;padding:26px 30px;border:1px solid #e5e5e5}.cat{color:#808080;font-size:13px;text-transform:uppercase;letter-spacing:1px}
.app-row{display:grid;grid-template-columns:220px 1fr;gap:14px;align-items:center;margin:10px 0}.app-row label{margin:0}button.t{background:#579eee}`,
      body: `<div class="hd"><div class="in"><b style="font-size:22px">quillpay</b></div></div>
<div class="sec"><h2 style="margin:0">Customer Support Specialist (Spanish &amp; English)</h2><div class="cat">Mexico City, Mexico / Remote – LATAM · Customer Experience · Full-time</div></div>
<form class="sec" method="post" action="/quillpay/3f0c8d52-7a1e-4b9e-9d6f-2c1e0b5a7e41/apply" enctype="multipart/form-data" id="application-form">
<h4>SUBMIT YOUR APPLICATION</h4>
<div class="app-row"><label>Resume/CV ✱</label><input type="file" name="resume" required></div>
<div class="app-row"><label>Full name ✱</label><input type="text" name="name" required></div>
<div class="app-row"><label>Email ✱</label><input type="email" name="email" required></div>
<div class="app-row"><label>Phone</label><input type="tel" name="phone"></div>
<div class="app-row"><label>Current company</label><input type="text" name="org"></div>
<h4>LINKS</h4><div class="app-row"><label>LinkedIn URL</label><input type="text" name="urls[LinkedIn]"></div>
<h4>¿Cuál es tu nivel de inglés?</h4><select name="cards[0][field0]"><option>B2</option><option>C1</option><option>C2 / nativo</option></select>
<h4>Expectativa salarial mensual (MXN, bruto)</h4><input type="text" name="cards[0][field1]">
<h4>ADDITIONAL INFORMATION</h4><textarea name="comments" rows="5" placeholder="Add a cover letter or anything else you want to share."></textarea>
<p class="muted">Quillpay never asks candidates for payments, bank details or equipment purchases during the hiring process. Offers are only sent from @quillpay.com addresses.</p>
<button type="submit" class="t">Submit application</button></form>
<p style="text-align:center;font-size:12px;color:#999">Jobs powered by <a href="https://www.lever.co/job-seeker-support/">Lever</a></p>`,
    }),
  },
  {
    id: 'yr-myworkdayjobs-posting-create-account',
    label: 'clean',
    kind: 'career-site-application',
    url: 'https://kestrelenergy.wd1.myworkdayjobs.com/en-US/Kestrel_Careers/job/Houston-TX/Payroll-Specialist_R-10442/apply',
    body: doc({
      title: 'Payroll Specialist – Kestrel Energy Careers',
      css: `body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:#fff;color:#333}.hd{display:flex;align-items:center;padding:12px 30px;border-bottom:1px solid #e0e0e0}.hd b{font-size:20px;color:#00543c}
.wz{max-width:720px;margin:30px auto;padding:0 20px}.steps{display:flex;gap:6px;font-size:12px;color:#666;margin-bottom:24px}.steps span{flex:1;border-top:4px solid #ddd;padding-top:6px}.steps .a{border-color:#0875e1;color:#0875e1;font-weight:600}
label{display:block;font-size:14px;font-weight:500;margin:14px 0 6px}input{width:100%;box-sizing:border-box;height:40px;border:1px solid #a0a4a8;border-radius:4px;padding:0 10px;font-size:14px}
button{background:#0875e1;color:#fff;border:0;border-radius:20px;padding:10px 28px;font-weight:600;margin-top:22px}.alt{margin-top:20px;font-size:14px}.alt a{color:#0875e1}`,
      body: `<div class="hd"><b>KESTREL ENERGY</b><span style="margin-left:auto;font-size:14px"><a href="/en-US/Kestrel_Careers" style="color:#0875e1">Search for Jobs</a> · <a href="#" style="color:#0875e1">Sign In</a></span></div>
<div class="wz"><h2>Payroll Specialist</h2><div class="steps"><span class="a">Create Account/Sign In</span><span>My Information</span><span>My Experience</span><span>Application Questions</span><span>Voluntary Disclosures</span><span>Review</span></div>
<h3>Create Account</h3><form method="post" action="/wday/cxs/kestrelenergy/Kestrel_Careers/createAccount"><label>Email Address *</label><input type="email" name="email" autocomplete="email"><label>Password *</label><input type="password" name="password" autocomplete="new-password"><label>Verify New Password *</label><input type="password" name="verifyPassword" autocomplete="new-password">
<p style="font-size:13px;color:#555">Password requirements: a lowercase character, an uppercase character, a numeric character, a special character, minimum 8 characters.</p>
<label style="font-weight:400"><input type="checkbox" style="width:auto;height:auto"> Yes, I have read and consent to the terms and conditions *</label><button>Create Account</button></form>
<p class="alt">Already have an account? <a href="#">Sign In</a></p>
<p style="font-size:12px;color:#777;margin-top:40px">Kestrel Energy is an Equal Opportunity Employer. Kestrel will never request payment or banking information during the application process.</p></div>`,
    }),
  },
  {
    id: 'yr-es-infojobs-tecnico-nominas-madrid',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://www.infojobs.net/madrid/tecnico-nominas-seguridad-social/of-i4f2c19a3b84e62b8c1f7e3d0a9b5c6',
    body: doc({
      title: 'Oferta de trabajo Técnico/a de Nóminas y Seguridad Social en Madrid | InfoJobs',
      lang: 'es',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#f2f4f5;color:#222}.h{background:#167db7;color:#fff;padding:14px 26px;font-weight:700;font-size:20px}
.w{max-width:860px;margin:20px auto;background:#fff;padding:26px 32px;border-radius:4px}.d{display:grid;grid-template-columns:1fr 1fr;gap:8px;font-size:14px;color:#555;margin:12px 0}
.ins{display:inline-block;background:#ff6340;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;font-weight:700}`,
      body: `<div class="h">infojobs</div><div class="w"><h1>Técnico/a de Nóminas y Seguridad Social</h1><p><a href="/grupo-alameda-servicios">Grupo Alameda Servicios</a></p>
<div class="d"><span>📍 Madrid (Chamartín)</span><span>💼 Contrato indefinido, jornada completa</span><span>💶 Salario 28.000€ – 32.000€ bruto/año</span><span>🏠 Híbrido (2 días teletrabajo)</span></div>
<a class="ins" href="/candidate/application?of=i4f2c19a3b84e62b8c1f7e3d0a9b5c6">Inscribirme en esta oferta</a>
<h3>Descripción</h3><p>Buscamos un/a técnico/a para el departamento laboral que gestione el ciclo completo de nóminas de una cartera de clientes (aprox. 600 trabajadores) con A3Nom.</p><ul><li>Confección de nóminas, seguros sociales (SILTRA) y modelo 111/190</li><li>Altas, bajas y variaciones en Sistema RED</li><li>Contratos, finiquitos y certificados de empresa</li></ul>
<h3>Requisitos</h3><ul><li>Grado en Relaciones Laborales o similar</li><li>Experiencia mínima de 3 años en asesoría</li></ul>
<p style="font-size:13px;background:#fff8e1;padding:10px">Consejo de seguridad de InfoJobs: ninguna empresa debería pedirte dinero, datos bancarios o tu certificado digital durante un proceso de selección.</p></div>`,
    }),
  },
  {
    id: 'yr-tl-jobstreet-csr-wfh-taguig',
    label: 'clean',
    kind: 'job-board-listing',
    url: 'https://ph.jobstreet.com/job/78123456',
    body: doc({
      title: 'Customer Service Representative | Work from Home - Starbridge Contact Solutions Inc. - Taguig | Jobstreet',
      lang: 'en-PH',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f7f8fb;color:#1c2330}.h{background:#0d3880;color:#fff;padding:14px 28px;font-weight:700}
.w{max-width:820px;margin:20px auto;background:#fff;padding:26px;border-radius:12px}.b{background:#e60278;color:#fff;padding:12px 26px;border-radius:8px;text-decoration:none;font-weight:700;display:inline-block}`,
      body: `<div class="h">Jobstreet by SEEK</div><div class="w"><h1 style="font-size:24px">Customer Service Representative | Work from Home</h1><p>Starbridge Contact Solutions Inc. · Taguig City, Metro Manila</p><p>Call Centre &amp; Customer Service · Full time · ₱22,000 – ₱28,000 per month</p>
<a class="b" href="/job/78123456/apply">Quick apply</a>
<h3>Job description</h3><p>Hiring agad! Work-from-home CSR for a US healthcare account. Fresh graduates and college undergraduates are welcome.</p>
<ul><li>Night shift differential, HMO from day 1 with 2 free dependents</li><li>Company-provided laptop and headset — walang babayaran</li><li>Paid training (2 weeks onsite sa Taguig, then WFH)</li></ul>
<p><b>Requirements:</b> Good English communication skills, stable internet (at least 25 Mbps), willing to work on shifting schedules.</p>
<p style="font-size:13px;color:#555">Reminder: Starbridge will never ask for a placement fee or your GCash/Maya MPIN. Pre-employment requirements (SSS, TIN, PhilHealth, Pag-IBIG) are submitted only during onboarding at our Taguig office or through our official HRIS.</p></div>`,
    }),
  },
  {
    id: 'yr-de-personio-jobs-bewerbungsformular',
    label: 'clean',
    kind: 'career-site-application',
    url: 'https://kranich-logistik.jobs.personio.de/job/1422871?language=de&display=de',
    body: doc({
      title: 'Lohnbuchhalter (m/w/d) | Kranich Logistik GmbH',
      lang: 'de',
      css: cssBase + `body{background:#fff}.w{max-width:760px;margin:0 auto;padding:34px 20px}.lg{font-weight:800;color:#0f4c81;font-size:22px}.t{color:#666;font-size:14px}
form{background:#f7f7f5;border-radius:12px;padding:22px;margin-top:26px}button{background:#0f4c81}`,
      body: `<div class="w"><div class="lg">KRANICH LOGISTIK</div><h1>Lohnbuchhalter (m/w/d)</h1><p class="t">Vollzeit · Hamburg · Unbefristet · ab sofort</p>
<p>Wir sind ein familiengeführter Logistikdienstleister mit 450 Mitarbeitenden an drei Standorten in Norddeutschland. Zur Verstärkung unseres Personalteams suchen wir eine/n Lohnbuchhalter/in.</p>
<form method="post" action="/job/1422871/apply" enctype="multipart/form-data"><h2 style="margin-top:0">Jetzt bewerben</h2>
<label>Vorname *</label><input type="text" name="first_name" required><label>Nachname *</label><input type="text" name="last_name" required><label>E-Mail *</label><input type="email" name="email" required><label>Telefon</label><input type="tel" name="phone">
<label>Frühestmöglicher Eintrittstermin</label><input type="date" name="available_from"><label>Gehaltsvorstellung (brutto/Jahr)</label><input type="text" name="salary_expectations">
<label>Lebenslauf *</label><input type="file" name="cv" required><label>Weitere Dokumente (Zeugnisse, Anschreiben)</label><input type="file" name="documents" multiple>
<label style="font-weight:400"><input type="checkbox" required> Ich habe die <a href="/privacy-policy">Datenschutzerklärung</a> gelesen und stimme der Verarbeitung meiner Daten zu. *</label><button style="margin-top:14px">Bewerbung absenden</button></form>
<p class="muted" style="text-align:center;margin-top:30px">Powered by Personio · <a href="/imprint">Impressum</a> · <a href="/privacy-policy">Datenschutz</a></p></div>`,
    }),
  },
];
