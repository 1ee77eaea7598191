import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cssBase, doc, mark } from '../parts/yr-kit.js';
import { fileRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-gusto-employee-onboarding-w4-direct-deposit',
    label: 'clean',
    kind: 'onboarding-own-domain',
    url: 'https://app.gusto.com/employee_onboarding/7731902/tax_and_payment',
    body: doc({
      title: 'Onboarding: Taxes and payment | Gusto',
      css: cssBase + `body{background:#f8f5f2}.top{background:#fff;border-bottom:1px solid #e8e2dc;padding:12px 30px;display:flex;align-items:center;gap:16px}
.w{max-width:760px;margin:24px auto;background:#fff;border-radius:12px;padding:30px}.steps{font-size:13px;color:#777;margin-bottom:18px}.steps b{color:#0a8080}
.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}fieldset{border:1px solid #e8e2dc;border-radius:10px;padding:6px 18px 18px;margin:18px 0}legend{font-weight:700;padding:0 6px}button{background:#0a8080}`,
      body: `<div class="top">${mark.gusto}<span style="margin-left:auto;font-size:14px">Welcome to <b>Harborline Robotics</b>, Dana!</span></div>
<div class="w"><div class="steps">Personal details ✓ · <b>Taxes &amp; payment</b> · Documents · Review</div><h1 style="font-size:24px">Federal tax withholding (Form W-4) and direct deposit</h1>
<form method="post" action="/employee_onboarding/7731902/tax_and_payment"><input type="hidden" name="authenticity_token" value="sQ4pL8vN2mX0cR7tY1bK9wE3dH6fA5gJ">
<fieldset><legend>Social Security number</legend><label>SSN</label><input type="text" name="employee[ssn]" autocomplete="off" inputmode="numeric" placeholder="XXX-XX-XXXX"><p class="muted">Your employer needs this to report wages to the IRS. It is encrypted and only shown to payroll admins.</p></fieldset>
<fieldset><legend>Form W-4 (2025)</legend><label>Filing status</label><select name="w4[filing_status]"><option>Single or Married filing separately</option><option>Married filing jointly</option><option>Head of household</option></select>
<label><input type="checkbox" name="w4[two_jobs]"> Step 2(c): I have multiple jobs or my spouse works</label><div class="g"><div><label>Step 3: Dependents amount ($)</label><input type="number" name="w4[dependents]"></div><div><label>Step 4(c): Extra withholding per paycheck ($)</label><input type="number" name="w4[extra]"></div></div></fieldset>
<fieldset><legend>Direct deposit</legend><div class="g"><div><label>Routing number</label><input type="text" name="bank[routing]" maxlength="9" inputmode="numeric"></div><div><label>Account number</label><input type="text" name="bank[account]" inputmode="numeric"></div></div>
<label>Account type</label><select name="bank[type]"><option>Checking</option><option>Savings</option></select><p class="muted">Or <a href="/employee_onboarding/7731902/bank/plaid">connect your bank instantly with Plaid</a>. Prefer a paper check? <a href="#">Skip direct deposit</a>.</p></fieldset>
<button>Save and continue</button></form></div>`,
    }),
  },
  {
    id: 'yr-de-personio-personalfragebogen-steuerid-iban',
    label: 'clean',
    kind: 'onboarding-own-domain',
    url: 'https://kranich-logistik.personio.de/my-desk/onboarding/personalfragebogen',
    body: doc({
      title: 'Personalfragebogen – Onboarding | Personio',
      lang: 'de',
      css: cssBase + `body{background:#f7f7f5}.top{background:#fff;border-bottom:1px solid #e6e6e3;padding:12px 26px;display:flex;align-items:center}
.w{max-width:780px;margin:24px auto;background:#fff;border:1px solid #e6e6e3;border-radius:12px;padding:28px}.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}button{background:#1d1d1b}`,
      body: `<div class="top">${mark.personio}<span style="margin-left:auto;font-size:14px">Kranich Logistik GmbH · Onboarding · Aufgabe 3 von 6</span></div>
<div class="w"><h1 style="font-size:22px">Personalfragebogen</h1><p>Bitte füllen Sie die folgenden Angaben vor Ihrem ersten Arbeitstag (01.12.2025) aus. Die Daten werden ausschließlich für die Entgeltabrechnung an unser Lohnbüro übermittelt.</p>
<form method="post" action="/my-desk/onboarding/personalfragebogen"><div class="g"><div><label>Steuerliche Identifikationsnummer</label><input type="text" name="steuer_id" maxlength="11"></div><div><label>Steuerklasse</label><select name="stkl"><option>I</option><option>II</option><option>III</option><option>IV</option><option>V</option><option>VI</option></select></div>
<div><label>Sozialversicherungsnummer</label><input type="text" name="sv_nr"></div><div><label>Krankenkasse</label><input type="text" name="krankenkasse" placeholder="z. B. TK, AOK Nordwest"></div>
<div><label>Konfession (Kirchensteuer)</label><select name="konf"><option>keine</option><option>ev</option><option>rk</option></select></div><div><label>Kinderfreibeträge</label><input type="number" name="kfb" step="0.5"></div></div>
<h3>Bankverbindung</h3><div class="g"><div><label>Kontoinhaber/in</label><input type="text" name="inhaber"></div><div><label>IBAN</label><input type="text" name="iban"></div><div><label>BIC</label><input type="text" name="bic"></div></div>
<label><input type="checkbox" name="minijob"> Ich übe weitere Beschäftigungen aus (Minijob o. Ä.)</label><button style="margin-top:14px">Speichern</button></form></div>`,
    }),
  },
  {
    id: 'yr-es-factorial-alta-nif-nss-iban',
    label: 'clean',
    kind: 'onboarding-own-domain',
    url: 'https://app.factorialhr.com/onboarding/personal-information?company=grupo-alameda',
    body: doc({
      title: 'Incorporación – Datos personales | Factorial',
      lang: 'es',
      css: cssBase + `body{background:#f6f6f9}.top{background:#fff;border-bottom:1px solid #e6e6ee;padding:12px 26px;display:flex;align-items:center;gap:10px}.top b{color:#e51943}
.w{max-width:760px;margin:24px auto;background:#fff;border-radius:12px;padding:28px}.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}button{background:#e51943}`,
      body: `<div class="top"><b>factorial</b><span style="margin-left:auto;font-size:14px">Grupo Alameda Servicios</span></div>
<div class="w"><h1 style="font-size:22px">¡Bienvenida, Lucía! Completa tus datos</h1><p>Recursos Humanos necesita esta información para tramitar tu alta en la Seguridad Social y tu nómina. Solo la verán las personas de RRHH y la gestoría laboral.</p>
<form method="post" action="/onboarding/personal-information"><div class="g"><div><label>NIF / NIE</label><input type="text" name="identifier"></div><div><label>Nº de afiliación a la Seguridad Social</label><input type="text" name="social_security_number"></div>
<div><label>Fecha de nacimiento</label><input type="date" name="birthday_on"></div><div><label>Nacionalidad</label><input type="text" name="nationality"></div>
<div><label>Dirección</label><input type="text" name="address_line_1"></div><div><label>Código postal</label><input type="text" name="postal_code"></div></div>
<label>IBAN para la nómina</label><input type="text" name="bank_number" placeholder="ES00 0000 0000 0000 0000 0000"><label>Situación familiar (modelo 145)</label><select name="family"><option>Soltero/a, viudo/a, divorciado/a…</option><option>Casado/a con cónyuge sin rentas superiores a 1.500 €</option><option>Otras situaciones</option></select>
<button style="margin-top:16px">Guardar y continuar</button></form></div>`,
    }),
  },
  {
    id: 'yr-uk-people-portal-payslip-view',
    label: 'clean',
    kind: 'payslip-own-domain',
    url: 'https://people.bramblefield.co.uk/payslips/2025-10',
    body: doc({
      title: 'Payslip October 2025 – Bramblefield People Portal',
      lang: 'en-GB',
      css: cssBase + `.top{background:#2d5016;color:#fff;padding:14px 28px;display:flex}.top a{color:#dfe8d5;margin-left:16px;font-size:14px}.w{max-width:820px;margin:24px auto;background:#fff;border-radius:8px;padding:28px;border:1px solid #dde3d6}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:7px;border-bottom:1px solid #eef1ea}td.n{text-align:right;font-variant-numeric:tabular-nums}.tot td{font-weight:700}`,
      body: `<div class="top"><b>People Portal</b><span style="margin-left:auto"><a href="/">Home</a><a href="/payslips">Payslips</a><a href="/absence">Absence</a><a href="/logout">Sign out</a></span></div>
<div class="w"><h1 style="font-size:22px">Payslip – October 2025</h1><p class="muted">Tom Ellison · Employee no. 10388 · Tax code 1257L · NI QQ ** ** ** C · Pay date 28/10/2025</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:24px"><table><tr><td><b>Payments</b></td><td></td></tr><tr><td>Basic salary</td><td class="n">£2,458.33</td></tr><tr><td>Overtime 1.5x (6h)</td><td class="n">£127.56</td></tr><tr class="tot"><td>Gross pay</td><td class="n">£2,585.89</td></tr></table>
<table><tr><td><b>Deductions</b></td><td></td></tr><tr><td>Income tax</td><td class="n">£305.80</td></tr><tr><td>National Insurance</td><td class="n">£109.27</td></tr><tr><td>Pension (SHPS 6%)</td><td class="n">£147.50</td></tr><tr class="tot"><td>Net pay</td><td class="n">£2,023.32</td></tr></table></div>
<p><a class="btn" href="/payslips/2025-10.pdf">Download PDF</a> <a href="/payslips" style="margin-left:12px">All payslips</a></p><p class="muted">Paid to account ending ••41. To change bank details, use <a href="/profile/bank">My details → Bank</a>; changes require re-authentication and are confirmed by email.</p></div>`,
    }),
    routes: { 'people.bramblefield.co.uk/payslips/2025-10.pdf': fileRoute('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'Payslip_2025-10.pdf') },
  },
  {
    id: 'yr-bswift-open-enrollment-plan-selection',
    label: 'clean',
    kind: 'benefits-enrollment-own-domain',
    url: 'https://kestrelenergy.bswift.com/enrollment/2026/medical',
    body: doc({
      title: '2026 Open Enrollment – Medical | Kestrel Energy Benefits',
      css: cssBase + `.top{background:#00543c;color:#fff;padding:14px 28px}.w{max-width:900px;margin:24px auto;padding:0 16px}.plans{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}
.pl{background:#fff;border:1px solid #dfe5ec;border-radius:8px;padding:18px}.pl h3{margin-top:0}.pl .c{font-size:22px;font-weight:700;color:#00543c}button{background:#00543c}`,
      body: `<div class="top"><b>Kestrel Energy Benefits</b> · powered by bswift</div>
<div class="w"><h1 style="font-size:24px">2026 Open Enrollment: Medical</h1><p>Enrollment is open Nov 3 – Nov 21. Elections take effect January 1, 2026. Current coverage: <b>PPO 500 – Employee + Spouse</b>.</p>
<form method="post" action="/enrollment/2026/medical"><div class="plans">
<label class="pl"><h3><input type="radio" name="plan" value="hdhp"> HDHP + HSA</h3><div class="c">$38.10</div><div class="muted">per paycheck · $3,200 deductible · $750 employer HSA seed</div></label>
<label class="pl"><h3><input type="radio" name="plan" value="ppo500" checked> PPO 500</h3><div class="c">$112.45</div><div class="muted">per paycheck · $500 deductible · $25 copays</div></label>
<label class="pl"><h3><input type="radio" name="plan" value="waive"> Waive coverage</h3><div class="c">$0.00</div><div class="muted">Proof of other coverage required</div></label></div>
<label>Coverage level</label><select name="tier"><option>Employee only</option><option selected>Employee + Spouse</option><option>Employee + Child(ren)</option><option>Family</option></select>
<button style="margin-top:16px">Save and continue to Dental</button></form>
<p class="muted">Questions? Call the Kestrel Benefits Center at 1-855-212-4480, Monday–Friday 8 a.m.–8 p.m. CT.</p></div>`,
    }),
  },
  {
    id: 'yr-joblane-onboarding-i9-section1-documents',
    label: 'clean',
    kind: 'onboarding-own-domain',
    url: 'https://app.joblane.com/onboarding/harborline/i9',
    body: doc({
      title: 'Form I-9, Section 1 – Onboarding | Joblane',
      css: cssBase + `body{background:#f4f2fb}.top{background:#fff;border-bottom:1px solid #e7e4f4;padding:12px 26px;display:flex;align-items:center}.w{max-width:800px;margin:24px auto;background:#fff;border-radius:12px;padding:28px;border:1px solid #e7e4f4}
.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}button{background:#5b3cc4}.info{background:#f4f2fb;border-radius:8px;padding:12px;font-size:14px}`,
      body: `<div class="top">${mark.joblane}<span style="margin-left:auto;font-size:14px">Harborline Robotics · Onboarding 3/5</span></div>
<div class="w"><h1 style="font-size:22px">Employment Eligibility Verification (Form I-9) – Section 1</h1>
<div class="info">Complete Section 1 no later than your first day of work. On or before your third day, you will show your original documents in person to your manager (or an authorized representative) who completes Section 2. <b>Do not upload copies of your documents here.</b></div>
<form method="post" action="/onboarding/harborline/i9"><div class="g"><div><label>Last name (family name)</label><input type="text" name="last"></div><div><label>First name (given name)</label><input type="text" name="first"></div>
<div><label>Date of birth</label><input type="date" name="dob"></div><div><label>U.S. Social Security number</label><input type="text" name="ssn" inputmode="numeric"></div>
<div><label>Email</label><input type="email" name="email"></div><div><label>Telephone</label><input type="tel" name="phone"></div></div>
<label>Attestation</label><select name="status"><option>A citizen of the United States</option><option>A noncitizen national of the United States</option><option>A lawful permanent resident</option><option>A noncitizen authorized to work</option></select>
<label><input type="checkbox" required> I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form.</label><button style="margin-top:14px">Sign Section 1</button></form></div>`,
    }),
  },
];
