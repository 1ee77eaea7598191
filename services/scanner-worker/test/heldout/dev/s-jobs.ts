import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: jobs (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'careers.remotedataworks-hr.com';
  return E({
    id: 's-job-training-fee-us',
    label: 'scam',
    kind: 'job-fee',
    url: `https://${h}/onboarding/step-3`,
    body: doc({
      title: 'Onboarding – Step 3 of 4: Certification Training | RemoteDataWorks',
      css: `body{font-family:Lato,Arial;margin:0;background:#f7f9fc;color:#263238}.h{background:#fff;border-bottom:1px solid #e0e6ed;padding:14px 30px}.steps{display:flex;gap:6px;max-width:720px;margin:20px auto}.steps div{flex:1;height:6px;background:#cfd8dc}.steps .d{background:#43a047}.c{max-width:720px;margin:auto;background:#fff;border:1px solid #e0e6ed;padding:26px;border-radius:6px}.offer{background:#e8f5e9;padding:12px;border-radius:4px}.pay{border:1px solid #90caf9;background:#e3f2fd;padding:14px;border-radius:4px}.b{background:#1976d2;color:#fff;border:0;padding:12px 24px;border-radius:4px}`,
      body: `<div class="h"><b>RemoteDataWorks</b> · Human Resources Portal</div>
<div class="steps"><div class="d"></div><div class="d"></div><div class="d"></div><div></div></div>
<div class="c"><h2>Congratulations, you've been hired!</h2>
<div class="offer">Position: <b>Remote Data Entry Specialist (Part-Time)</b><br>Pay: <b>$32.50/hour</b>, 20–30 hours/week, weekly direct deposit<br>Start date: next Monday</div>
<p>Hi, thank you for completing your interview with our hiring manager on Teams. Before your first shift, all new hires must complete our <b>Data Handling &amp; Confidentiality Certification</b> (approx. 3 hours, self-paced).</p>
<div class="pay"><p>Certification &amp; software license fee: <b>$185.00</b> (one-time)</p><p>This fee is <b>fully reimbursed</b> in your first paycheck. Please pay using Zelle to our training partner <b>DataCert Solutions – training@datacert-solutions.net</b>, or Bitcoin via the ATM instructions sent to your email.</p><p>Upload your payment receipt below so HR can unlock your training account.</p><input type="file"> <button class="b">Submit receipt</button></div>
<p style="font-size:13px;color:#78909c">Please do not discuss your onboarding with third parties, as this is a confidential process. Questions? Contact HR Coordinator Jennifer Adams on Telegram @RDW_HR_Jennifer.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'empleo-remoto-global.es';
  return E({
    id: 's-job-equipment-vendor-es',
    label: 'scam',
    kind: 'job-fee',
    url: `https://${h}/bienvenida/equipo.html`,
    body: doc({
      lang: 'es',
      title: 'Bienvenido al equipo – Compra de equipo de trabajo | Global Remote Empleo',
      css: `body{font-family:Arial;margin:0;background:#fafafa}.h{background:#6a1b9a;color:#fff;padding:16px 28px}.c{max-width:720px;margin:24px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.1)}table{width:100%;border-collapse:collapse}td{padding:7px;border-bottom:1px solid #eee}.t td{font-weight:bold}.aviso{background:#fff3cd;padding:12px;border-radius:4px}`,
      body: `<div class="h"><b>Global Remote Empleo</b> · Departamento de Recursos Humanos</div>
<div class="c"><h2>¡Enhorabuena! Ha sido seleccionado/a como Asistente de Atención al Cliente (remoto)</h2><p>Salario: <b>2.150 € brutos/mes</b> · Jornada completa desde casa · Contrato indefinido</p>
<p>Para empezar a trabajar necesita el equipo homologado por nuestra empresa. Por motivos de seguridad informática solo podemos aceptar equipos adquiridos a través de nuestro <b>proveedor autorizado</b>. La empresa le reembolsará el importe íntegro en su primera nómina.</p>
<table><tr><td>Portátil HP ProBook 450 G10 con software corporativo</td><td>689,00 €</td></tr><tr><td>Auriculares con micrófono Jabra Evolve2</td><td>129,00 €</td></tr><tr><td>Licencia de software de telefonía (12 meses)</td><td>96,00 €</td></tr><tr class="t"><td>Total</td><td>914,00 €</td></tr></table>
<p>Le hemos enviado por correo un <b>cheque de la empresa por 1.400 €</b>. Ingréselo en su banco y, una vez disponible, transfiera 914 € al proveedor:</p>
<p>TechSuministros Iberia SL · IBAN <b>ES76 1465 0100 9119 0044 8821</b> · Concepto: EQUIPO + su número de empleado</p>
<p>El resto (486 €) es para su material de oficina. </p>
<p class="aviso">⚠ Debe realizar la transferencia en un plazo de 48 horas, de lo contrario el puesto se ofrecerá a otro candidato.</p>
<p style="font-size:12px;color:#777">Contacto: Sra. Laura Méndez (RR.HH.) · WhatsApp +34 611 55 02 87</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'canadajobs-lmia-approved.com';
  const t = tracker(h, 'pixel', '661234009871245');
  return E({
    id: 's-job-canada-visa-fee-ph',
    label: 'scam',
    kind: 'job-visa-fee',
    url: `https://${h}/hiring/caregiver-farmworker-2026`,
    body: doc({
      title: 'URGENT HIRING CANADA 2026 – Caregiver, Farm Worker, Welder | LMIA Approved, Visa Sponsored',
      head: t.snippet,
      css: `body{font-family:Arial;margin:0;background:#fff}.top{background:#d52b1e;color:#fff;padding:18px;text-align:center}.top h1{margin:0}.w{max-width:820px;margin:auto;padding:20px}.job{border:1px solid #ddd;border-left:5px solid #d52b1e;padding:12px;margin:10px 0}.fee{background:#fffde7;border:1px solid #fbc02d;padding:14px}.apply{display:block;background:#1877f2;color:#fff;text-align:center;padding:14px;text-decoration:none;font-weight:bold;border-radius:6px}`,
      body: `<div class="top"><h1>🇨🇦 URGENT HIRING CANADA 🇨🇦</h1><p>LMIA APPROVED · FREE ACCOMMODATION · VISA SPONSORSHIP · NO PLACEMENT FEE*</p></div>
<div class="w"><p>Good day Kababayan! Our employer partners in Alberta, Manitoba and Ontario are hiring <b>Filipino workers</b> this month. Direct hire, no experience needed for some positions!</p>
<div class="job"><b>Caregiver / Nanny</b> – CAD $22.50/hr · Toronto, ON · 15 slots</div><div class="job"><b>Farm Worker (Greenhouse)</b> – CAD $18.75/hr · Leamington, ON · 40 slots</div><div class="job"><b>Welder / Fabricator</b> – CAD $31.00/hr · Edmonton, AB · 8 slots</div><div class="job"><b>Hotel Housekeeping</b> – CAD $19.00/hr · Banff, AB · 20 slots</div>
<h3>Requirements</h3><ul><li>Valid passport</li><li>Age 21–50, male/female</li><li>Medical certificate</li><li>High school graduate or equivalent</li></ul>
<div class="fee"><b>*Processing (paid by applicant, refundable if visa denied):</b><br>LMIA document fee – PHP 18,500<br>Work permit &amp; biometrics – PHP 12,000<br>Medical &amp; police clearance endorsement – PHP 6,500<br><br>Payment via GCash 0917-555-0188 (R. Dela Cruz – Processing Officer) or Palawan Express. Send the receipt to our Facebook page to reserve your slot. <b>Slots are first-come first-served!</b></div>
<a class="apply" href="https://m.me/CanadaJobsLMIAOfficial">📩 APPLY NOW VIA MESSENGER</a>
<p style="font-size:11px;color:#888">Canada Jobs LMIA Approved Recruitment Services · Not affiliated with the Government of Canada.</p></div>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'secretshopper-canada.ca';
  return E({
    id: 's-mystery-shopper-cheque-ca',
    label: 'scam',
    kind: 'mystery-shopper',
    url: `https://${h}/assignment/evaluation-1147`,
    body: doc({
      lang: 'en-CA',
      title: 'Your First Assignment – Secret Shopper Canada',
      css: `body{font-family:Verdana,sans-serif;margin:0;background:#fdfdfd;color:#333;font-size:14px}.h{background:#b71c1c;color:#fff;padding:14px 26px}.c{max-width:700px;margin:24px auto;border:1px solid #ddd;padding:24px}ol li{margin:8px 0}.k{background:#f5f5f5;padding:10px}`,
      body: `<div class="h"><b>Secret Shopper Canada</b> · Customer Service Evaluation Program</div>
<div class="c"><h2>Assignment #1147 – Money Transfer Service Evaluation</h2><p>Dear Shopper,</p><p>Congratulations on being selected for your first evaluation. You will evaluate the customer service of a money transfer outlet (Western Union or MoneyGram) and a local retail store in your area. Your compensation for this assignment is <b>$350.00 CAD</b>.</p>
<p>A cheque for <b>$2,480.00 CAD</b> has been sent to you by Canada Post Xpresspost. Once you receive it:</p>
<ol><li>Deposit the cheque at your bank using the mobile app or ATM. Funds are usually available the next day.</li><li>Keep <b>$350</b> as your payment.</li><li>Spend <b>$100</b> at Walmart or Shoppers Drug Mart and evaluate the cashier.</li><li>Go to a Western Union agent and send the remaining <b>$2,030</b> to our evaluation coordinator (details below). Evaluate how long the transaction takes and whether the agent asks questions.</li><li>If the agent asks about the purpose of the transfer, say it is for a <b>family member</b> — this is part of the test.</li></ol>
<div class="k">Receiver name: <b>Oluwaseun Bakare</b><br>City/Country: Lagos, Nigeria<br>Amount: $2,030.00 CAD</div>
<p>Email the MTCN and your evaluation report to <b>assignments@secretshopper-canada.ca</b> within 24 hours of receiving the cheque.</p>
<p style="font-size:11px;color:#999">Secret Shopper Canada is a member of the MSPA. © 2026</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'canada-pr-express-consultants.com';
  const t = tracker(h, 'gtag', 'G-CPRX20261');
  return E({
    id: 's-visa-agent-guaranteed-canada',
    label: 'scam',
    kind: 'visa-agent',
    url: `https://${h}/guaranteed-pr`,
    body: doc({
      title: '100% Guaranteed Canada PR in 90 Days – Maple Leaf Immigration Consultants',
      head: t.snippet,
      css: `body{font-family:"Poppins",Arial;margin:0}.h{background:#fff;padding:14px 30px;border-bottom:3px solid #d80621;display:flex;justify-content:space-between}.hero{background:#fbe9e7;padding:40px 30px}.hero h1{font-size:40px;color:#b0001a}.w{max-width:980px;margin:auto;padding:20px}.pk{display:flex;gap:16px}.pk div{flex:1;border:1px solid #eee;padding:16px;border-radius:8px}.pk .p{font-size:28px;color:#b0001a}.badge{display:inline-block;background:#e8f5e9;padding:4px 10px;border-radius:4px;font-size:12px}`,
      body: `<div class="h"><b>🍁 Maple Leaf Immigration Consultants</b><span>☎ +1 (647) 555-0133 · Dubai · Lahore · Lagos · Manila</span></div>
<div class="hero"><h1>Canada Permanent Residency — 100% Guaranteed</h1><p>No IELTS. No job offer. No age limit. We have <b>direct contacts inside IRCC</b> who fast-track your file. Visa in 90 days or full refund!</p><span class="badge">✔ Government Authorised Agent</span> <span class="badge">✔ 12,000+ visas approved</span></div>
<div class="w"><h2>Choose your package</h2><div class="pk"><div><h3>Work Permit</h3><p class="p">$3,500</p><p>Job offer + LMIA + work permit</p></div><div><h3>PR Express</h3><p class="p">$6,900</p><p>Guaranteed ITA, CRS points booster, PR visa stamping</p></div><div><h3>Family PR</h3><p class="p">$11,500</p><p>Applicant + spouse + 2 children</p></div></div>
<p>50% advance payment to open your file, 50% after visa approval. Payment via bank transfer, Western Union or USDT. Our lawyers handle everything, you only sign.</p>
<p><b>Limited quota for 2026 — only 38 files left.</b> Book your free assessment on WhatsApp today.</p>
<p style="font-size:11px;color:#888">Maple Leaf Immigration Consultants FZ-LLC. We are an independent consultancy.</p></div>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'usa-greencard-dvlottery.org';
  return E({
    id: 's-visa-greencard-lottery-fee',
    label: 'scam',
    kind: 'visa-agent',
    url: `https://${h}/winner-notification`,
    body: doc({
      title: 'DV-2027 Selectee Notification – Green Card Lottery',
      css: `body{font-family:"Times New Roman",serif;margin:0;background:#f2f2f2}.h{background:#0a3161;color:#fff;padding:14px 26px}.c{max-width:740px;margin:24px auto;background:#fff;padding:30px;border:1px solid #ccc}.conf{font-family:monospace;font-size:18px;background:#eef;padding:8px}`,
      body: `<div class="h"><b>Electronic Diversity Visa Program – Entrant Status Check</b></div>
<div class="c"><p>Confirmation Number: <span class="conf">2027AB4N8KQ2ZT71</span></p><h2>You HAVE been randomly selected for further processing in the Electronic Diversity Visa Program for the fiscal year 2027.</h2>
<p>Congratulations! Your case number is <b>2027AS00004419</b>. Selection does not guarantee that you will receive a visa. You must complete the following steps.</p>
<p>To secure your interview appointment at the U.S. Embassy, the <b>visa processing and air ticket reservation fee of US$ 879.00</b> must be paid within 10 days. This fee covers your DS-260 handling, medical examination booking and pre-booked flight to the United States once your visa is issued.</p>
<p>Payment must be made by Western Union or MoneyGram to our authorised processing agent: <b>Mr. Paul Hendricks, London, United Kingdom</b>. After payment, email the MTCN and a scan of your passport to <b>dv2027.processing@usa-greencard-dvlottery.org</b>.</p>
<p>Failure to pay will result in your selection being transferred to an alternate entrant.</p>
<p>Kentucky Consular Center<br>3505 N. Highway 25W, Williamsburg, KY 40769</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.belford-international-university.education';
  return E({
    id: 's-fake-university-degree',
    label: 'scam',
    kind: 'fake-degree',
    url: `https://${h}/degrees/life-experience`,
    body: doc({
      title: 'Accredited Degrees Based on Life Experience – Belford International University',
      css: `body{font-family:Georgia,serif;margin:0;color:#222}.h{background:#1d3557;color:#fff;padding:20px 40px;display:flex;align-items:center;gap:14px}.h img{width:60px;height:60px;background:#fff}.w{max-width:940px;margin:auto;padding:24px}.deg{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.deg div{border:1px solid #ccd;padding:12px;text-align:center}.deg b{display:block;font-size:22px;color:#e63946}.inc li{margin:4px 0}.apply{background:#e63946;color:#fff;border:0;padding:14px 30px;font-size:18px}`,
      body: `<div class="h"><img src="/img/crest.png" alt=""><div><b style="font-size:24px">Belford International University</b><br><small>Accredited by the International Accreditation Association for Online Education (IAAOE)</small></div></div>
<div class="w"><h1>Earn Your Accredited Degree in 7 Days — No Classes, No Exams</h1><p>Your work experience, skills and life learning count! Our Faculty Evaluation Committee awards verifiable degrees based on your prior experience.</p>
<div class="deg"><div>Associate<b>$349</b></div><div>Bachelor's<b>$549</b></div><div>Master's<b>$749</b></div><div>PhD / Doctorate<b>$999</b></div></div>
<h3>Every degree package includes:</h3><ul class="inc"><li>Original degree &amp; diploma with embossed seal</li><li>Official transcripts with GPA of your choice</li><li>Award letter and certificate of distinction</li><li>Lifetime verification service for employers</li><li>Apostille / Foreign Affairs attestation (+$250)</li><li>Free DHL shipping worldwide</li></ul>
<p>Over 85,000 graduates in 120 countries. Degrees accepted by employers worldwide.</p>
<button class="apply" onclick="location.href='#apply'">Apply Now – 40% Off Ends Tonight</button>
<p style="font-size:11px;color:#777">Belford International University · Administrative Office: 14 Ellison Court, Dover, DE · Chat with an admissions advisor 24/7.</p></div>`,
    }),
    routes: imgs(h, ['crest.png']),
  });
})(),
];
