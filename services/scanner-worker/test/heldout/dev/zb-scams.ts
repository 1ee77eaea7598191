import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img } from '../parts/zb-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const plain = `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f6f7f9;color:#222;line-height:1.55}.w{max-width:760px;margin:30px auto;background:#fff;padding:30px 36px;border:1px solid #e1e4e8}
input,select,textarea{width:100%;padding:9px;margin:5px 0;border:1px solid #bbb;border-radius:3px}button{background:#1565c0;color:#fff;border:0;padding:10px 22px;border-radius:3px}`;

export const entries: Entry[] = [
  {
    id: 'zb-scam-research-assistant-remote-check',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://prof-hartmann-lab.sites-research.com/assistant-position',
    body: doc({
      title: 'Part-time Research Assistant (Remote) – Dr. M. Hartmann',
      css: plain,
      body: `<div class="w"><h2>Part-time Research Assistant – Remote, Flexible Hours</h2><p><b>Dr. Michael Hartmann</b>, Visiting Professor (currently on field research in Kenya with the WHO)</p>
<p>I am looking for a diligent student to assist me with errands and administrative tasks while I am abroad. The position is remote and takes approx. <b>5–8 hours per week</b>. Pay: <b>$450 weekly</b>.</p>
<h3>Duties</h3><ul><li>Purchasing research supplies and equipment from designated vendors</li><li>Receiving and forwarding packages</li><li>Scheduling and light correspondence</li></ul>
<p>Your first payment and the funds for supplies will be sent to you by <b>check or mobile deposit</b>. After the funds clear you will keep your weekly pay and send the balance to the vendor by Zelle, Bitcoin ATM or gift cards as instructed.</p>
<h3>Apply now – positions fill quickly</h3><form method="post" action="/assistant-position/apply"><input name="name" placeholder="Full name" required><input name="email" placeholder="Personal email (not university email)" required><input name="phone" placeholder="Mobile number (WhatsApp)" required>
<input name="address" placeholder="Home address (for check delivery)"><select name="bank"><option>Your bank</option><option>Chase</option><option>Bank of America</option><option>Wells Fargo</option><option>Other</option></select><button>Submit application</button></form>
<p style="font-size:12px;color:#777">Please text me directly after applying, I am unable to take calls due to the time difference.</p></div>`,
    }),
    routes: { 'prof-hartmann-lab.sites-research.com/assistant-position/apply': htmlRoute('<!doctype html><title>Received</title><p>Thank you! Please text "RA-2027" to +1 (659) 555-0188 on WhatsApp to receive your first assignment.</p>') },
  },
  {
    id: 'zb-scam-data-entry-job-es',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://empleo-universitario-online.com/oferta/asistente-administrativo-remoto',
    body: doc({
      title: 'Oferta de empleo: Asistente administrativo remoto – 600 €/semana',
      lang: 'es',
      css: plain + '.b{background:#fdf2e1;border:1px solid #f4cf8f;padding:10px}',
      body: `<div class="w"><h2>Asistente administrativo (remoto) – para estudiantes universitarios</h2><p>Publicado por: <b>Departamento de Recursos Humanos – Grupo Meridia Internacional</b></p>
<p>¿Eres estudiante y buscas ingresos extra? Ofrecemos <b>600 € a la semana</b> por solo 2 horas al día. No se requiere experiencia. Trabajo 100 % desde casa.</p>
<ul><li>Gestionar pagos de clientes a través de tu cuenta bancaria personal</li><li>Transferir los fondos recibidos a nuestros proveedores (menos tu comisión del 10 %)</li><li>Responder correos electrónicos</li></ul>
<div class="b">Para formalizar el contrato debes abonar una <b>tasa de alta de 49 €</b> (kit de formación y seguro), que se devolverá con tu primer sueldo.</div>
<form method="post" action="/oferta/registro"><input name="nombre" placeholder="Nombre completo" required><input name="dni" placeholder="DNI / NIE" required><input name="iban" placeholder="IBAN de tu cuenta (para recibir los pagos)" required><input name="tel" placeholder="Teléfono (WhatsApp)" required><button>Quiero el puesto</button></form>
<p style="font-size:12px;color:#777">Plazas limitadas. Responderemos en menos de 24 horas.</p></div>`,
    }),
    routes: { 'empleo-universitario-online.com/oferta/registro': redirectRoute(302, 'https://empleo-universitario-online.com/oferta/pago-alta'), 'empleo-universitario-online.com/oferta/pago-alta': htmlRoute('<!doctype html><html lang=es><title>Pago</title><h3>Abona la tasa de alta (49 €)</h3><form method=post action=/oferta/registro><input name=tarjeta placeholder="Número de tarjeta"><input name=cad placeholder="MM/AA"><input name=cvv placeholder=CVV><button>Pagar</button></form></html>') },
  },
  {
    id: 'zb-scam-task-commission-job',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://app.optirank-tasks.com/h5/#/pages/task/index?invite=UN2027',
    body: doc({
      title: 'OptiRank – Task Center',
      css: `body{margin:0;font-family:-apple-system,Roboto,sans-serif;background:#0f1530;color:#fff}.t{padding:16px;text-align:center;font-weight:bold}.bal{margin:10px 16px;background:linear-gradient(135deg,#5b3df5,#a64df5);border-radius:14px;padding:18px}
.bal b{font-size:30px;display:block}.task{background:#1b2350;margin:10px 16px;border-radius:10px;padding:12px;display:flex;justify-content:space-between;align-items:center}.task button{background:#ffb300;border:0;border-radius:14px;padding:7px 14px}.n{font-size:12px;color:#b8c0e8;margin:10px 16px}`,
      body: `<div class="t">OptiRank Task Center</div><div id="app"></div>
<script>
var s={bal:127.40,today:18.60,vip:'VIP1',tasks:[['Rate app: CloudNotes Pro',0.62],['Boost product: Nordic Backpack',0.85],['Combination order (x5 commission)',12.40],['Rate hotel: Harbour View Lisbon',0.58]]};
var h='<div class="bal">Account balance (USDT)<b>'+s.bal.toFixed(2)+'</b>Today\\'s commission: '+s.today.toFixed(2)+' · Level '+s.vip+'</div>';
s.tasks.forEach(function(t,i){h+='<div class="task"><span>'+t[0]+'<br><small>Commission '+t[1].toFixed(2)+' USDT</small></span><button onclick="go('+i+')">Start</button></div>';});
h+='<div class="n">Combination orders require a temporary top-up to your balance. Top up via USDT (TRC20) to the address in Customer Service. Withdrawals are processed after 40 tasks.</div><div class="n">Invited by: UN2027 · Customer service on Telegram 24/7</div>';
document.getElementById('app').innerHTML=h;
function go(i){if(i===2){alert('Your balance is insufficient for this combination order. Please top up 286.00 USDT to continue and unlock x5 commission.');location.hash='#/pages/recharge/index';}else{fetch('/api/task/submit?i='+i,{method:'POST'});}}
</script>`,
    }),
    routes: { 'app.optirank-tasks.com/api/task/submit': jsonRoute({ code: 0, msg: 'success' }) },
  },
  {
    id: 'zb-scam-personal-assistant-gift-cards',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://dean-office-assistant.online/apply',
    body: doc({
      title: 'Student Personal Assistant – Office of the Dean',
      css: plain,
      body: `<div class="w"><h2>Student Personal Assistant needed</h2><p>Good day, I'm Prof. Sarah Whitcombe of the Faculty of Science. I need an assistant to handle some tasks for me as I'm always busy with meetings and conferences. The job is flexible and you get <b>£300 weekly</b>.</p>
<p>Your first task will be to purchase some <b>gift cards for a charity event at the children's hospital</b>, scratch the back and send me pictures of the codes. You will be reimbursed in full with your weekly wage.</p>
<p>Kindly fill in your details below and I will reach you via text. Note that I can't take calls right now because I'm in a meeting.</p>
<form method="post" action="/apply/send"><input name="n" placeholder="Full name"><input name="m" placeholder="Cell phone number"><input name="e" placeholder="Alternative email"><input name="y" placeholder="Year of study"><button>Send</button></form>
<p style="font-size:12px;color:#888">Regards,<br>Prof. S. Whitcombe<br>Sent from my iPad</p></div>`,
    }),
    routes: { 'dean-office-assistant.online/apply/send': htmlRoute('<!doctype html><title>Thanks</title><p>Thanks, I will text you shortly. Please be ready to go to the store today.</p>') },
  },
  {
    id: 'zb-scam-bourse-frais-dossier-fr',
    label: 'scam',
    kind: 'grant-fee',
    url: 'https://bourses-etudiants-europe.fr/dossier/attribution-2027',
    body: doc({
      title: 'Attribution de bourse 2026-2027 – Frais de dossier',
      lang: 'fr',
      css: plain + '.ok{background:#e8f5e9;border:1px solid #a5d6a7;padding:12px}',
      body: `<div class="w"><img src="/dossier/logo.png" height="40" alt=""><h2>Votre demande de bourse a été acceptée</h2>
<div class="ok">Montant attribué : <b>3 200 € pour l'année universitaire 2026-2027</b>, versés en 10 mensualités.</div>
<p>Pour débloquer le premier versement, vous devez régler les <b>frais de dossier et d'assurance (29,90 €)</b> avant le 3 décembre. Sans règlement, votre dossier sera clôturé et la bourse réattribuée.</p>
<form method="post" action="/dossier/paiement"><input name="nom" placeholder="Nom et prénom" required><input name="ine" placeholder="Numéro INE" required><input name="email" placeholder="Adresse e-mail" required>
<input name="cb" placeholder="Numéro de carte bancaire" required><input name="exp" placeholder="MM/AA" required><input name="cvv" placeholder="Cryptogramme" required><button>Payer 29,90 € et valider</button></form>
<p style="font-size:11px;color:#888">Bourses Étudiants Europe – Association loi 1901. Mentions légales · CGV · Contact</p></div>`,
    }),
    routes: { 'bourses-etudiants-europe.fr/dossier/logo.png': img(0, 85, 164), 'bourses-etudiants-europe.fr/dossier/paiement': htmlRoute('<!doctype html><html lang=fr><title>3D Secure</title><p>Saisissez le code reçu par SMS.</p><form method=post action=/dossier/paiement><input name=code><button>Valider</button></form></html>') },
  },
];
