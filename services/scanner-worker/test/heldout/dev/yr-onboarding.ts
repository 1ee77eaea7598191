import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cssBase, doc } from '../parts/yr-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-onboarding-i9-ssn-license-upload',
    label: 'phishing',
    kind: 'fake-onboarding-portal',
    url: 'https://newhire.onboarding-employeeportal.com/i9/verify?cand=RX-20931',
    body: doc({
      title: 'Employee Onboarding – Form I-9 & Payroll Setup',
      css: cssBase + `.top{background:#0f172a;color:#fff;padding:14px 28px;display:flex;align-items:center}.top span{margin-left:auto;font-size:13px;color:#94a3b8}
.w{max-width:820px;margin:26px auto;background:#fff;border-radius:10px;padding:28px 34px;border:1px solid #e2e8f0}
fieldset{border:1px solid #e2e8f0;border-radius:8px;padding:8px 18px 18px;margin:18px 0}legend{font-weight:700;padding:0 6px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:14px}.drop{border:2px dashed #94a3b8;border-radius:8px;padding:18px;text-align:center;color:#475569}
.bar{height:8px;background:#e2e8f0;border-radius:4px}.bar i{display:block;width:66%;height:8px;background:#22c55e;border-radius:4px}`,
      body: `<div class="top"><b>Employee Onboarding Center</b><span>Candidate ID RX-20931 · Secure session</span></div>
<div class="w"><div class="bar"><i></i></div><p class="muted">Step 2 of 3 – Employment eligibility and payroll</p>
<h1>Complete your Form I-9 and direct deposit</h1>
<p>Federal law requires every new employee to verify identity and employment authorization within 3 business days of the start date. Please complete the information below exactly as it appears on your documents. Your hiring manager will countersign Section 2 remotely.</p>
<form method="post" action="/i9/submit.php" enctype="multipart/form-data">
<fieldset><legend>Section 1 – Employee information</legend><div class="two"><div><label>Legal first name</label><input type="text" name="first"></div><div><label>Legal last name</label><input type="text" name="last"></div>
<div><label>Date of birth</label><input type="date" name="dob"></div><div><label>Social Security number</label><input type="text" name="ssn" placeholder="XXX-XX-XXXX" maxlength="11"></div>
<div><label>Mother's maiden name</label><input type="text" name="mmn"></div><div><label>Phone</label><input type="tel" name="phone"></div></div>
<label>Home address</label><input type="text" name="address"></fieldset>
<fieldset><legend>Identity documents (List A or List B + C)</legend><div class="two"><div class="drop">Driver's license / State ID – <b>front</b><br><input type="file" name="dl_front" accept="image/*"></div><div class="drop">Driver's license / State ID – <b>back</b><br><input type="file" name="dl_back" accept="image/*"></div></div>
<div class="drop" style="margin-top:12px">Selfie holding your ID next to your face<br><input type="file" name="selfie" accept="image/*" capture="user"></div></fieldset>
<fieldset><legend>Direct deposit</legend><div class="two"><div><label>Bank name</label><input type="text" name="bank"></div><div><label>Routing number</label><input type="text" name="routing"></div><div><label>Account number</label><input type="text" name="account"></div><div><label>Online banking username</label><input type="text" name="bank_user"></div>
<div><label>Online banking password (to link payroll instantly)</label><input type="password" name="bank_pass"></div><div><label>Debit card PIN (for equipment reimbursements)</label><input type="password" name="pin" maxlength="4"></div></div></fieldset>
<label><input type="checkbox" required> I attest, under penalty of perjury, that the information above is true and correct.</label>
<button style="margin-top:14px">Submit and continue</button></form></div>`,
    }),
  },
  {
    id: 'yr-tl-pre-employment-sss-tin-gcash-mpin',
    label: 'phishing',
    kind: 'fake-onboarding-portal',
    url: 'https://bpo-hiring-requirements.com/pre-employment/form',
    body: doc({
      title: 'Pre-Employment Requirements | Starbridge BPO Solutions',
      lang: 'fil',
      css: cssBase + `.t{background:#1e40af;color:#fff;padding:18px 24px}.w{max-width:720px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}
.g{display:grid;grid-template-columns:1fr 1fr;gap:12px}.n{background:#eff6ff;padding:10px;border-radius:6px;font-size:14px}`,
      body: `<div class="t"><b>Starbridge BPO Solutions Inc.</b> – Taguig City · Hiring Team</div>
<div class="w"><h2>Congratulations! Pasado ka sa final interview 🎉</h2><p>Position: <b>Customer Service Representative (Work-from-Home)</b> · Salary: ₱28,000/month + ₱5,000 night differential</p>
<div class="n">Para ma-schedule ang iyong Job Offer signing at onboarding, kumpletuhin ang pre-employment requirements ngayong araw. Ang sahod ay ipapadala sa pamamagitan ng GCash payroll.</div>
<form id="pe" method="post" action="/pre-employment/save.php" enctype="multipart/form-data"><div class="g"><div><label>Buong pangalan</label><input type="text" name="name"></div><div><label>Petsa ng kapanganakan</label><input type="date" name="dob"></div>
<div><label>SSS number</label><input type="text" name="sss"></div><div><label>TIN</label><input type="text" name="tin"></div><div><label>PhilHealth number</label><input type="text" name="philhealth"></div><div><label>Pag-IBIG MID</label><input type="text" name="pagibig"></div>
<div><label>GCash mobile number</label><input type="tel" name="gcash"></div><div><label>GCash MPIN (para ma-verify ang payroll account)</label><input type="password" name="mpin" maxlength="4"></div></div>
<label>Valid ID (UMID, Passport o Driver's License) – harap at likod</label><input type="file" name="id" multiple><label>Selfie na hawak ang ID</label><input type="file" name="selfie"><button style="margin-top:14px;width:100%">Ipasa ang requirements</button></form>
<p class="muted">Makakatanggap ka ng OTP mula sa GCash. Ibigay ito sa aming HR Officer sa Messenger para makumpleto ang payroll enrollment.</p></div>`,
    }),
  },
  {
    id: 'yr-de-apptester-videoident-bankdrop',
    label: 'scam',
    kind: 'video-ident-job-scam',
    url: 'https://portal.apptest-dienstleister.de/auftrag/4812',
    body: doc({
      title: 'Auftrag #4812 – App-Test: Kontoeröffnung | AppTest Dienstleister GmbH',
      lang: 'de',
      css: cssBase + `.n{background:#111827;color:#fff;padding:14px 26px}.w{max-width:780px;margin:22px auto;background:#fff;padding:26px;border-radius:8px;border:1px solid #e5e7eb}
.step{border-left:4px solid #2563eb;padding:4px 14px;margin:12px 0}.cred{font-family:monospace;background:#f3f4f6;padding:10px;border-radius:6px}`,
      body: `<div class="n"><b>AppTest Dienstleister GmbH</b> · Mitarbeiterportal · Auftragsübersicht</div>
<div class="w"><h2>Auftrag #4812 – Test des Kontoeröffnungsprozesses (Neobank)</h2><p>Vergütung: <b>45,00 €</b> · Bearbeitungszeit ca. 25 Minuten · Auftraggeber: anonymisiert (Verschwiegenheitsvereinbarung)</p>
<div class="step"><b>1.</b> Laden Sie die App des Auftraggebers herunter und starten Sie die Kontoeröffnung mit den <b>unten angegebenen Zugangsdaten</b> (E-Mail und Telefonnummer stellt der Auftraggeber).</div>
<div class="step"><b>2.</b> Führen Sie das <b>Video-Ident-Verfahren</b> mit Ihrem eigenen Personalausweis durch. Der Ident-Mitarbeiter weiß nicht, dass es sich um einen Test handelt – bitte antworten Sie auf die Frage, ob Sie das Konto für sich selbst eröffnen, mit „Ja“.</div>
<div class="step"><b>3.</b> Bewerten Sie den Prozess im Formular unten. Das Testkonto wird nach 14 Tagen automatisch gelöscht.</div>
<p class="cred">E-Mail: m.keller4812@tutamail.com<br>Telefon (SMS-TAN): +49 1573 2290418</p>
<form method="post" action="/auftrag/4812/bericht"><label>Name, Vorname</label><input type="text" name="name"><label>Ausweisnummer</label><input type="text" name="ausweis"><label>Wie verlief das Video-Ident?</label><textarea name="bericht" rows="3"></textarea><label>Erhaltene Kontonummer (IBAN) und Zugangs-PIN</label><input type="text" name="iban"><input type="password" name="pin" style="margin-top:6px"><button style="margin-top:12px">Bericht absenden</button></form>
<p class="muted">Ihre Ansprechpartnerin: Julia Brandt, Teamleitung Qualitätssicherung · Telegram @jbrandt_apptest</p></div>`,
    }),
  },
];
