import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Loan-app advance fees, debt relief and credit repair fees, fake energy-bill subsidies.

export const entries: Entry[] = [
  {
    id: 'n-scam-loan-app-gcash-fee-ph',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://pesoagad-lending.com/loan/approved?uid=90412',
    body: page({
      lang: 'en-PH',
      title: 'PesoAgad Online Loan – Your Loan is APPROVED',
      head: fbqStub('601122334455667'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eef6ff}.h{background:#0057ff;color:#fff;padding:14px 18px;font-weight:bold}.w{max-width:440px;margin:16px auto;background:#fff;border-radius:12px;padding:18px}
.amt{font-size:34px;color:#0057ff;font-weight:bold}.row{display:flex;justify-content:space-between;font-size:14px;padding:4px 0;border-bottom:1px dashed #ddd}.g{background:#007dfe;color:#fff;border-radius:10px;padding:12px;text-align:center}`,
      body: `<div class="h">PesoAgad ⚡ Fast Cash Loan</div><div class="w"><p>Congratulations po, <b>Maria Santos</b>! Your loan application is <b style="color:green">APPROVED</b> ✅</p><div class="amt">₱50,000.00</div>
<div class="row"><span>Term</span><b>6 months</b></div><div class="row"><span>Interest</span><b>0.5% / month</b></div><div class="row"><span>Monthly payment</span><b>₱8,583.33</b></div><div class="row"><span>Release to</span><b>GCash 0917•••4821</b></div>
<p style="font-size:14px">Para ma-release ang inyong loan, kailangan munang bayaran ang <b>insurance & processing fee na ₱2,500</b> (refundable kasama sa unang hulog). Hindi po ito ibabawas sa loan dahil sa BSP regulation.</p>
<div class="g"><b>Send via GCash</b><br>0966 418 2203 · R**** D. C.<br>${qrSvg('gcash-09664182203-pesoagad', 150)}</div>
<p style="font-size:12px;color:#666">Pagkatapos magbayad, i-upload ang screenshot sa Messenger page namin. Release within 30 minutes. SEC Reg. No. CS2019xxxxx · CA No. 3xxx</p></div>`,
    }),
  },
  {
    id: 'n-scam-credit-fara-verificari-ro',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://credit-rapid-fara-biroul.ro/cerere',
    body: page({
      lang: 'ro',
      title: 'Credit rapid fără verificare la Biroul de Credit – până la 50.000 lei',
      head: fbqStub('303399112244556'),
      css: BASE_CSS + `.h{background:#002b7f;color:#fff;padding:26px 24px}.h span{color:#fcd116}`,
      body: `<div class="h"><h1>Credit <span>fără verificări</span> la Biroul de Credit</h1><p>Aprobare în 15 minute · Fără adeverință de venit · Chiar și pentru cei din lista neagră</p></div>
<main><div class="card"><form id="f"><label>Nume și prenume</label><input required><label>CNP</label><input required><label>Telefon</label><input required><label>Suma dorită (lei)</label><input value="20000"><button class="btn">Trimite cererea</button></form><div id="r"></div></div>
<p>Suntem un grup de investitori privați care oferă împrumuturi persoanelor fizice din România, Italia și Spania. Dobânda fixă 2% pe an. Contract notarial.</p>
<p class="small">Investitori Privați Europa · contact WhatsApp +39 351 880 4417</p></main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<div class="warn"><b>Cererea dumneavoastră a fost APROBATĂ.</b><br>Pentru eliberarea fondurilor este necesară plata taxei de asigurare a creditului și a taxei notariale în valoare de <b>850 lei</b>, prin transfer în contul IBAN RO49 BTRL 0130 1205 8822 41XX (titular: Popescu Andrei) sau prin Western Union. Banii vor fi virați în contul dumneavoastră în 24 de ore după confirmarea plății.</div>'}</script>`,
    }),
  },
  {
    id: 'n-scam-debt-relief-upfront-us',
    label: 'scam',
    kind: 'debt-relief-fee',
    url: 'https://nationaldebtforgiveness-program.com/qualify',
    body: page({
      lang: 'en-US',
      title: 'New 2026 Federal Debt Forgiveness Program – See If You Qualify',
      head: gaStub('AW-88120019') + fbqStub('220033445566778'),
      css: BASE_CSS + `.hero{background:#0a3161;color:#fff;padding:30px 24px;text-align:center}.hero h1{font-size:32px}.stars{color:#b31942}`,
      body: `<div class="hero"><p class="stars">★ ★ ★ ★ ★</p><h1>Americans with $10,000+ in credit card debt can now have up to 75% forgiven</h1><p>New federal hardship relief program · Limited enrollment through December 31</p></div>
<main><div class="card"><h3>Check your eligibility in 60 seconds</h3><form id="f"><label>Total unsecured debt</label><select><option>$10,000 – $20,000</option><option>$20,000 – $50,000</option><option>$50,000+</option></select><label>Full name</label><input required><label>Phone</label><input required><label>State</label><input><button class="btn">See if I qualify</button></form><div id="r"></div></div>
<p>Our certified debt counselors negotiate directly with your creditors. Stop collection calls immediately. <b>Your debts will be frozen the moment you enroll.</b></p>
<p class="small">Enrollment requires a one-time program activation fee of $499 and the first monthly deposit. This program is not a government agency. Results vary.</p></main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<div class="warn"><b>✅ You pre-qualify!</b> Estimated forgiveness: $18,400. To lock your spot, pay the $499 enrollment fee today by Zelle to enroll@ndfp-services.com or prepaid Visa card. A counselor will call you in 10 minutes. Do not pay your creditors in the meantime.</div>'}</script>`,
    }),
  },
  {
    id: 'n-scam-credit-repair-fee-es-us',
    label: 'scam',
    kind: 'debt-relief-fee',
    url: 'https://reparacion-credito-rapida.com/es/',
    body: page({
      lang: 'es-US',
      title: 'Reparación de Crédito Garantizada – Sube tu puntaje a 750+ en 30 días',
      head: fbqStub('551100339922884'),
      css: BASE_CSS + `.hero{background:#00695c;color:#fff;padding:30px 24px}`,
      body: `<div class="hero"><h1>¡Borramos tus deudas y colecciones del reporte de crédito!</h1><p>Puntaje de 750+ GARANTIZADO en 30 días o te devolvemos tu dinero. Nuevo número de crédito (CPN) disponible.</p></div>
<main><h2>¿Qué hacemos?</h2><ul><li>Eliminamos colecciones, bancarrotas y pagos atrasados</li><li>Te damos un <b>CPN</b> (número de perfil crediticio) 100% legal para empezar de cero</li><li>Aprobación para casas y carros aunque no tengas Social Security</li></ul>
<div class="card"><b>Planes</b><p>Básico: $299 · Premium con CPN: $899 · Pago por adelantado vía Zelle, Cash App o tarjeta de regalo.</p><p>Escríbenos por WhatsApp: +1 (786) 555-0147</p></div>
<p class="small">Resultados garantizados. Servicio de consultoría privada. No somos abogados.</p></main>`,
    }),
  },
];
