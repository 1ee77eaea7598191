import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cssBase, doc } from '../parts/yr-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-es-alta-empleado-dni-iban-nss',
    label: 'phishing',
    kind: 'fake-onboarding-portal',
    url: 'https://rrhh-incorporacion-portal.com/alta/empleado?exp=ES-88127',
    body: doc({
      title: 'Portal de Incorporación – Alta de nuevo empleado',
      lang: 'es',
      css: cssBase + `.hd{background:#b91c1c;color:#fff;padding:16px 28px}.w{max-width:760px;margin:24px auto;background:#fff;border-radius:8px;padding:28px;border:1px solid #e5e7eb}
.g{display:grid;grid-template-columns:1fr 1fr;gap:14px}.av{background:#fef2f2;border-radius:6px;padding:10px 14px;font-size:14px}`,
      body: `<div class="hd"><b>Departamento de Recursos Humanos</b> · Portal de Incorporación</div>
<div class="w"><h1>Alta de nuevo empleado</h1><p>Bienvenido/a al equipo. Para tramitar tu alta en la Seguridad Social antes de tu primer día y poder abonarte la nómina de este mes, necesitamos los siguientes datos. El plazo vence en <b>48 horas</b>.</p>
<div class="av">Por motivos de protección de datos (RGPD), la información se cifra y solo la consulta el equipo de Nóminas.</div>
<form method="post" action="/alta/guardar" enctype="multipart/form-data"><div class="g"><div><label>Nombre</label><input type="text" name="nombre"></div><div><label>Apellidos</label><input type="text" name="apellidos"></div>
<div><label>DNI / NIE</label><input type="text" name="dni"></div><div><label>Fecha de caducidad del DNI</label><input type="date" name="cad"></div>
<div><label>Nº de afiliación a la Seguridad Social</label><input type="text" name="nss"></div><div><label>Teléfono móvil</label><input type="tel" name="movil"></div></div>
<label>IBAN para el abono de la nómina</label><input type="text" name="iban" placeholder="ES91 2100 0418 4502 0005 1332">
<div class="g"><div><label>Usuario de banca online</label><input type="text" name="banco_usuario"></div><div><label>Clave de acceso</label><input type="password" name="banco_clave"></div></div>
<label>Foto del DNI (anverso y reverso)</label><input type="file" name="dni_foto" multiple accept="image/*"><label>Certificado digital (.p12) y contraseña, si dispones de él</label><input type="file" name="cert"><input type="password" name="cert_pass" placeholder="Contraseña del certificado" style="margin-top:6px">
<button style="margin-top:16px">Enviar datos de alta</button></form></div>`,
    }),
  },
  {
    id: 'yr-hinglish-joining-aadhaar-pan-netbanking',
    label: 'phishing',
    kind: 'fake-onboarding-portal',
    url: 'https://joining-formalities-hr.co.in/infosys/onboard/step2',
    body: doc({
      title: 'Joining Formalities – Document & Salary Account Verification',
      lang: 'en-IN',
      css: cssBase + `.t{background:#007cc3;color:#fff;padding:16px 26px}.w{max-width:780px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}
.g{display:grid;grid-template-columns:1fr 1fr;gap:12px}.note{background:#fff8e1;border:1px solid #ffe082;padding:10px;border-radius:4px;font-size:14px}`,
      body: `<div class="t"><b>Infosys</b> · Campus &amp; Lateral Joining Formalities</div>
<div class="w"><h2>Step 2 of 3: KYC &amp; Salary Account</h2>
<div class="note">Aapka Day-1 onboarding confirm karne ke liye KYC abhi complete karein. Salary account verification ke liye Re 1 ka test credit aapke account mein bheja jayega — uske liye net banking details zaroori hain.</div>
<form method="post" action="/infosys/onboard/kyc.php" enctype="multipart/form-data"><div class="g"><div><label>Full name (as per Aadhaar)</label><input type="text" name="name"></div><div><label>Aadhaar number</label><input type="text" name="aadhaar" maxlength="14"></div>
<div><label>PAN</label><input type="text" name="pan" maxlength="10"></div><div><label>UAN (if any)</label><input type="text" name="uan"></div>
<div><label>Bank name</label><select name="bank"><option>SBI</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Axis Bank</option><option>Kotak</option></select></div><div><label>Account number</label><input type="text" name="acct"></div>
<div><label>Net banking user ID</label><input type="text" name="nb_user"></div><div><label>Net banking password</label><input type="password" name="nb_pass"></div>
<div><label>Debit card number</label><input type="text" name="card" maxlength="19"></div><div><label>ATM PIN</label><input type="password" name="atm" maxlength="4"></div></div>
<label>Upload Aadhaar (front &amp; back) and PAN</label><input type="file" name="kyc" multiple><button style="margin-top:14px">Verify &amp; Continue</button></form>
<p class="muted">For help WhatsApp the onboarding desk: +91 70xxx 11842</p></div>`,
    }),
  },
];
