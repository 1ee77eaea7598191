import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cssBase, doc, mark } from '../parts/yr-kit.js';
import { fileRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-uk-starter-checklist-own-portal',
    label: 'clean',
    kind: 'onboarding-own-domain',
    url: 'https://people.bramblefield.co.uk/onboarding/starter-details',
    body: doc({
      title: 'New starter details – Bramblefield Housing Association',
      lang: 'en-GB',
      css: cssBase + `.top{background:#2d5016;color:#fff;padding:14px 28px}.w{max-width:780px;margin:24px auto;background:#fff;border-radius:8px;padding:28px;border:1px solid #dde3d6}
.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}.st label{font-weight:400}button{background:#2d5016}`,
      body: `<div class="top"><b>Bramblefield Housing Association</b> · People Portal</div>
<div class="w"><h1 style="font-size:24px">Your new starter details</h1><p>Welcome, Tom. Before your first payday on 28 November we need a few details for payroll. This replaces the paper HMRC Starter Checklist.</p>
<form method="post" action="/onboarding/starter-details"><input type="hidden" name="csrfmiddlewaretoken" value="ZP2r7WqX0cL8nE4vB1tM9yK3hD6sF5gA">
<div class="g"><div><label>National Insurance number</label><input type="text" name="ni_number" placeholder="QQ 12 34 56 C"></div><div><label>Date of birth</label><input type="date" name="dob"></div></div>
<h3>Employee statement</h3><div class="st"><label><input type="radio" name="statement" value="A"> A – This is my first job since 6 April and I have not received taxable Jobseeker's Allowance, Employment and Support Allowance, or Incapacity Benefit.</label>
<label><input type="radio" name="statement" value="B"> B – This is now my only job, but since 6 April I have had another job, or received benefits.</label><label><input type="radio" name="statement" value="C"> C – I have another job or receive a State or Occupational Pension.</label></div>
<label>Student loan plan</label><select name="student_loan"><option>None</option><option>Plan 1</option><option>Plan 2</option><option>Plan 4</option><option>Postgraduate loan</option></select>
<h3>Bank details for salary</h3><div class="g"><div><label>Account holder name</label><input type="text" name="acct_name"></div><div><label>Sort code</label><input type="text" name="sort_code" placeholder="00-00-00"></div><div><label>Account number</label><input type="text" name="acct_no" maxlength="8"></div><div><label>Building society roll number (if any)</label><input type="text" name="roll"></div></div>
<button style="margin-top:18px">Save details</button></form><p class="muted">Questions? Email payroll@bramblefield.co.uk or call the People team on 0113 496 0821.</p></div>`,
    }),
  },
  {
    id: 'yr-tl-sprout-onboarding-government-ids',
    label: 'clean',
    kind: 'onboarding-own-domain',
    url: 'https://helios-outsourcing.hrhub.ph/Onboarding/NewHire/GovernmentIds',
    body: doc({
      title: 'New Hire Onboarding – Government IDs | Sprout HR',
      lang: 'en-PH',
      css: cssBase + `body{background:#eef8f2}.top{background:#fff;padding:12px 26px;border-bottom:1px solid #d7eadf;display:flex;align-items:center}.top b{color:#22a65b}
.w{max-width:760px;margin:24px auto;background:#fff;border-radius:10px;padding:28px}.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}button{background:#22a65b}`,
      body: `<div class="top"><b>🌱 sprout</b><span style="margin-left:auto;font-size:14px">Helios Outsourcing Inc. · New Hire Portal</span></div>
<div class="w"><h1 style="font-size:22px">Government IDs and payroll account</h1><p>Hi Carlo! Please provide your government numbers so HR can enroll you for SSS, PhilHealth and Pag-IBIG contributions. Dalhin ang original IDs sa orientation sa Lunes para sa verification.</p>
<form method="post" action="/Onboarding/NewHire/GovernmentIds"><input type="hidden" name="__RequestVerificationToken" value="CfDJ8Ny3xK2q0vW7mL4pR9tB1cE6sH5gA"><div class="g"><div><label>SSS number</label><input type="text" name="SSS" placeholder="00-0000000-0"></div><div><label>TIN</label><input type="text" name="TIN" placeholder="000-000-000-000"></div>
<div><label>PhilHealth number</label><input type="text" name="PhilHealth"></div><div><label>Pag-IBIG MID number</label><input type="text" name="PagIbig"></div></div>
<h3>Payroll account</h3><p class="muted">Helios pays salaries through BDO payroll accounts. If you don't have one yet, HR will open it for you during orientation.</p>
<div class="g"><div><label>Bank</label><select name="Bank"><option>BDO Unibank</option><option>None yet – open for me</option></select></div><div><label>Account number</label><input type="text" name="AccountNumber"></div></div>
<button style="margin-top:16px">Save</button></form><p class="muted">HR will never ask for your ATM PIN, online banking password or e-wallet MPIN.</p></div>`,
    }),
  },
  {
    id: 'yr-hinglish-greythr-onboarding-pan-bank',
    label: 'clean',
    kind: 'onboarding-own-domain',
    url: 'https://kestrel-india.greythr.com/v3/portal/ess/onboarding/statutory-details',
    body: doc({
      title: 'Onboarding – Statutory & Bank Details | greytHR',
      lang: 'en-IN',
      css: cssBase + `body{background:#eef3f8}.top{background:#1b3f6e;color:#fff;padding:12px 26px}.w{max-width:760px;margin:24px auto;background:#fff;border-radius:8px;padding:28px}.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}button{background:#2f80ed}`,
      body: `<div class="top"><b>greytHR</b> · Kestrel Energy India Pvt Ltd</div>
<div class="w"><h1 style="font-size:22px">Statutory &amp; bank details</h1><p>Namaste Rohit! Joining se pehle ye details fill kar dijiye taaki aapka PF, ESIC aur salary account setup ho sake. Documents ki original copies joining day par HR desk par verify hongi.</p>
<form method="post" action="/v3/api/onboarding/statutory"><div class="g"><div><label>PAN</label><input type="text" name="pan" maxlength="10"></div><div><label>Aadhaar (last 4 digits)</label><input type="text" name="aadhaar_last4" maxlength="4"></div>
<div><label>UAN (previous employer)</label><input type="text" name="uan" maxlength="12"></div><div><label>Name as per PAN</label><input type="text" name="pan_name"></div></div>
<h3>Salary account</h3><div class="g"><div><label>Bank name</label><input type="text" name="bank_name"></div><div><label>Account number</label><input type="text" name="account_number"></div><div><label>IFSC</label><input type="text" name="ifsc" maxlength="11"></div><div><label>Upload cancelled cheque</label><input type="file" name="cheque"></div></div>
<button style="margin-top:16px">Save &amp; next</button></form><p class="muted">Kestrel kabhi bhi joining ke liye fees, OTP ya net banking password nahi maangta.</p></div>`,
    }),
  },
  {
    id: 'yr-checkr-candidate-fcra-disclosure-consent',
    label: 'clean',
    kind: 'background-check-consent',
    url: 'https://candidate.checkr.com/invitations/5b8e2f1c9a3d47e6b0c1/disclosure',
    body: doc({
      title: 'Background Check Disclosure | Checkr',
      css: cssBase + `body{background:#f7f8fa}.w{max-width:720px;margin:30px auto;background:#fff;border-radius:10px;padding:30px;border:1px solid #e3e6ea}
.disc{height:220px;overflow:auto;border:1px solid #d7dbe0;border-radius:6px;padding:14px;font-size:13px;background:#fbfbfc}button{background:#0f2f57}`,
      body: `<div class="w"><b style="font-size:20px;color:#0f2f57">checkr</b><h1 style="font-size:22px">Pinecrest Distribution has requested a background check</h1>
<p>Step 2 of 4 · Disclosure and authorization</p>
<div class="disc"><h3>DISCLOSURE REGARDING BACKGROUND INVESTIGATION</h3><p>Pinecrest Distribution ("the Company") may obtain information about you from a third party consumer reporting agency for employment purposes. Thus, you may be the subject of a "consumer report" which may include information about your character, general reputation, personal characteristics, and/or mode of living. These reports may contain information regarding your criminal history, motor vehicle records ("driving records"), verification of your education or employment history, or other background checks.</p><p>The consumer reporting agency is Checkr, Inc., 1 Montgomery St, Ste 2400, San Francisco, CA 94104, (844) 824-3257, applicant.checkr.com. Checkr's privacy policy is available at checkr.com/privacy-policy.</p></div>
<form method="post" action="/invitations/5b8e2f1c9a3d47e6b0c1/disclosure"><label><input type="checkbox" name="acknowledge" required> I acknowledge receipt of the Disclosure Regarding Background Investigation and A Summary of Your Rights Under the Fair Credit Reporting Act, and certify that I have read and understand both documents.</label>
<label>Social Security number</label><input type="text" name="ssn" inputmode="numeric" placeholder="XXX-XX-XXXX"><label>Date of birth</label><input type="date" name="dob">
<label>Electronic signature (type your full legal name)</label><input type="text" name="signature"><button style="margin-top:16px">I authorize</button></form>
<p class="muted">There is no cost to you. Checkr will never ask you to pay for your background check or for payment card details.</p></div>`,
    }),
  },
  {
    id: 'yr-uk-hireright-dbs-screening-consent',
    label: 'clean',
    kind: 'background-check-consent',
    url: 'https://apply.hireright.com/candidate/uk/consent?case=UK-4471928',
    body: doc({
      title: 'HireRight – Screening consent',
      lang: 'en-GB',
      css: cssBase + `.top{background:#00263e;color:#fff;padding:14px 28px;font-weight:700}.w{max-width:760px;margin:24px auto;background:#fff;border-radius:6px;padding:28px;border:1px solid #dfe4ea}button{background:#00263e}`,
      body: `<div class="top">HireRight</div><div class="w"><h1 style="font-size:22px">Your pre-employment screening for Bramblefield Housing Association</h1>
<p>Bramblefield Housing Association has asked HireRight to carry out the following checks for the role of <b>Tenancy Support Officer</b>:</p><ul><li>Right to work in the UK (Identity Document Validation Technology)</li><li>Basic DBS check</li><li>Employment history – 3 years</li></ul>
<p>We will process your personal data in accordance with UK GDPR and the Data Protection Act 2018. Read our <a href="/privacy">candidate privacy notice</a>.</p>
<form method="post" action="/candidate/uk/consent"><label><input type="checkbox" name="consent" required> I consent to HireRight conducting the checks listed above and sharing the results with Bramblefield Housing Association.</label>
<label>Full name</label><input type="text" name="name"><label>Date of birth</label><input type="date" name="dob"><label>Current postcode</label><input type="text" name="postcode"><button style="margin-top:14px">Give consent and continue</button></form>
<p class="muted">Next, you'll be asked to upload a passport or biometric residence permit and take a selfie for identity verification.</p></div>`,
    }),
  },
];
