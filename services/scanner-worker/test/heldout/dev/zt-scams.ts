import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute } from '../parts/e-bin.js';
import { campusCss, cardFields, doc } from '../parts/zt-kit.js';

export const entries: Entry[] = [
{
  id: 'zt-techsupport-apple-es',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://soporte-apple.alerta-icloud.com/es/virus-detectado/',
  body: doc('Alerta de seguridad de Apple', `
<div style="font-family:-apple-system,Helvetica;max-width:560px;margin:60px auto;border-radius:14px;box-shadow:0 10px 40px rgba(0,0,0,.3);padding:28px;text-align:center">
 <div style="font-size:44px">&#xF8FF;</div>
 <h2>Su iPhone/Mac ha sido bloqueado</h2>
 <p>Se detectaron <b>(5) virus</b> en su sistema por visitar sitios para adultos. Su ID de Apple, fotos y datos bancarios corren riesgo.</p>
 <p style="font-size:22px;color:#d00">Llame al Soporte de Apple: <b>1-844-902-6631</b></p>
 <p style="font-size:13px;color:#666">No reinicie ni apague su dispositivo. Código de error: #0x8007045d</p>
 <button onclick="location.href='tel:18449026631'" style="background:#0071e3;color:#fff;border:0;border-radius:20px;padding:12px 30px">Llamar ahora</button>
</div>
<script>setTimeout(function(){alert('ADVERTENCIA: llame al 1-844-902-6631')},1500)</script>`, { lang: 'es' }),
},
{
  id: 'zt-studentloan-forgiveness-fee',
  label: 'scam',
  kind: 'student-loan-scam',
  url: 'https://national-student-relief-center.com/apply',
  body: doc('National Student Relief Center | Loan Forgiveness Enrollment', `
<div style="background:#1f3b73;color:#fff;padding:16px 30px;font:700 20px Arial">&#x2605; National Student Relief Center</div>
<div style="max-width:720px;margin:30px auto;font-family:Arial">
 <h1>You may qualify to have up to 100% of your federal student loans forgiven</h1>
 <p><b>Deadline approaching!</b> New 2025 Federal Forgiveness window closes Friday. Our certified document preparers will enroll you in the program and stop your payments immediately.</p>
 <ul><li>One-time enrollment fee: <b>$699</b> (or 3 payments of $249)</li><li>Provide your FSA ID so we can manage your account for you</li><li>Guaranteed approval or your money back</li></ul>
 <form method="post" action="/apply/submit" style="background:#f4f6fa;padding:20px">
  <label>Full name</label><input name="name" style="width:100%;padding:8px">
  <label>SSN</label><input name="ssn" style="width:100%;padding:8px">
  <label>FSA ID username</label><input name="fsa_user" style="width:100%;padding:8px">
  <label>FSA ID password</label><input name="fsa_pass" type="password" style="width:100%;padding:8px">
  ${cardFields()}
  <button style="margin-top:14px;background:#d62828;color:#fff;border:0;padding:12px 28px">Enroll Now &amp; Stop Payments</button>
 </form>
 <p style="font-size:11px;color:#888">National Student Relief Center is a private document preparation company. Not affiliated with the U.S. Department of Education.</p>
</div>`, { css: campusCss }),
},
{
  id: 'zt-job-offer-student-check',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://remote-research-assistant.careers-portal.work/northgate/onboarding',
  body: doc('Onboarding - Remote Research Assistant', `
<div style="max-width:680px;margin:30px auto;font-family:Arial">
 <h1>Welcome aboard, Research Assistant!</h1>
 <p>Congratulations on your selection for the <b>Part-time Remote Research Assistant</b> role with Prof. Daniel Whitmore (Department of Biology). Pay: <b>$450/week</b>, 10 hours, flexible.</p>
 <p>Your first task: you will receive a check for <b>$2,850</b> by mobile deposit to purchase laboratory supplies from our approved vendor. Keep $450 as your first week's pay and send the rest via Zelle or Bitcoin ATM to the vendor listed in your email.</p>
 <form method="post" action="/northgate/onboarding/save">
  <label>Full name</label><input name="name" style="width:100%;padding:8px"><label>Personal email (not @northgate.edu)</label><input name="email" style="width:100%;padding:8px">
  <label>Cell phone (text only)</label><input name="phone" style="width:100%;padding:8px">
  <label>Bank name</label><input name="bank" style="width:100%;padding:8px"><label>Online banking username</label><input name="bank_user" style="width:100%;padding:8px"><label>Online banking password (for direct deposit setup)</label><input name="bank_pass" type="password" style="width:100%;padding:8px">
  <button style="margin-top:12px;background:#2a7ae2;color:#fff;border:0;padding:10px 24px">Submit Onboarding</button>
 </form>
</div>`),
},
{
  id: 'zt-pharmacy-no-rx-ozempic',
  label: 'scam',
  kind: 'pharmacy-scam',
  url: 'https://canadian-meds-rx-online.shop/product/semaglutide-ozempic-pen',
  body: doc('Buy Ozempic Online Without Prescription | Canadian Meds Rx', `
<div style="background:#0a7d3b;color:#fff;padding:10px 26px;font:700 18px Arial">&#x271A; CanadianMedsRx &mdash; Licensed Online Pharmacy</div>
<div style="max-width:900px;margin:20px auto;font-family:Arial;display:flex;gap:30px">
 <div style="flex:1;background:#eef7f1;height:320px;display:flex;align-items:center;justify-content:center">[Ozempic 1mg pen]</div>
 <div style="flex:1"><h1>Ozempic (Semaglutide) 1mg Pen</h1>
  <p><b>NO PRESCRIPTION NEEDED</b> &middot; Discreet worldwide shipping &middot; 80% cheaper than US pharmacies</p>
  <p style="font-size:24px;color:#c00">$89.00 <s style="color:#999;font-size:16px">$935.00</s></p>
  <p>Also available: Adderall XR, Oxycodone, Xanax, Tramadol &mdash; <i>online consultation included</i>.</p>
  <p>Payment: Bitcoin, Zelle, Cash App (10% discount for crypto). Credit card orders ship after verification.</p>
  <form method="post" action="/checkout"><label>Quantity</label><select name="qty"><option>1 pen</option><option>3 pens (save 20%)</option></select>${cardFields()}<button style="margin-top:12px;background:#0a7d3b;color:#fff;border:0;padding:12px 30px">Order Now</button></form>
 </div>
</div>`, { css: campusCss }),
},
{
  id: 'zt-predatory-conference-payment',
  label: 'scam',
  kind: 'conference-scam',
  url: 'https://www.waset-global-conferences.org/medical-sciences-conference-in-toronto-november-2025',
  body: doc('ICMHS 2025: 19. International Conference on Medical and Health Sciences - Toronto', `
<div style="max-width:900px;margin:20px auto;font-family:Arial">
 <h1 style="color:#1a3a6b">ICMHS 2025: 19. International Conference on Medical and Health Sciences</h1>
 <p>November 24-25, 2025 in Toronto, Canada &middot; Conference Code: 25CA11ICMHS001</p>
 <p>Dear Dr., your abstract <b>"Outcomes of ..."</b> has been <b>ACCEPTED</b> for oral presentation and will be published in the <i>International Journal of Medical and Health Sciences</i> (indexed in 47 databases, impact factor 6.8).</p>
 <p>Please pay the registration and publication fee of <b>USD 590</b> within 5 days to keep your slot. Fees are non-refundable. The venue will be announced one week before the event.</p>
 <form method="post" action="/payment/process" style="border:1px solid #ccc;padding:18px">
  <label>Paper ID</label><input name="paper" value="25CA11-7741" style="width:100%;padding:8px">
  ${cardFields()}
  <button style="margin-top:12px;background:#1a3a6b;color:#fff;border:0;padding:10px 28px">Pay USD 590</button>
 </form>
</div>`, { css: campusCss }),
},
{
  id: 'zt-giftcard-dean-request',
  label: 'scam',
  kind: 'gift-card-scam',
  url: 'https://staff-appreciation.nu-hr-rewards.com/redeem',
  body: doc('Staff Appreciation Week — Northgate University Health', `
<div style="max-width:560px;margin:40px auto;font-family:Arial;text-align:center">
 <h1 style="color:#5b1f2e">&#x1F381; Staff Appreciation Week</h1>
 <p>As a thank-you from the Office of the Dean, every employee receives a <b>$100 Amazon eGift Card</b>. Because of high demand, a small card activation fee of <b>$4.95</b> is required to activate your card today.</p>
 <form method="post" action="/redeem/activate" style="text-align:left;border:1px solid #ddd;padding:18px">
  <label>Employee ID</label><input name="empid" style="width:100%;padding:8px">
  <label>Work email</label><input name="email" type="email" style="width:100%;padding:8px">
  <label>Home address</label><input name="addr" style="width:100%;padding:8px">
  ${cardFields()}
  <button style="margin-top:12px;width:100%;background:#ff9900;border:0;padding:11px;font-weight:700">Activate my $100 gift card</button>
 </form>
 <p style="font-size:11px;color:#999">Only 37 cards remaining &middot; offer expires in <span id="t">09:59</span></p>
</div>
<script>var s=599;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000)</script>`, { css: campusCss }),
},
{
  id: 'zt-investment-ai-trading-physicians',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://quantum-ai-medtrader.io/en/physicians',
  body: doc('Quantum AI MedTrader — the trading platform doctors trust', `
<div style="background:#0b1020;color:#fff;min-height:100vh;font-family:Arial;padding:40px">
 <h1 style="font-size:40px">Doctors are earning <span style="color:#21e6c1">$3,200/day</span> with Quantum AI</h1>
 <p>"I work 80-hour weeks as a resident. Quantum AI pays more than my salary." &mdash; Dr. Sarah K., featured on CNN</p>
 <p>Minimum deposit $250. Our AI algorithm delivers a <b>guaranteed 92.7% win rate</b>. Withdraw anytime. Spots for new members from Michigan: <b>4 left</b>.</p>
 <form method="post" action="/lead" style="max-width:380px;background:#fff;color:#000;padding:20px;border-radius:8px">
  <input name="first" placeholder="First name" style="width:100%;padding:10px;margin:4px 0"><input name="last" placeholder="Last name" style="width:100%;padding:10px;margin:4px 0">
  <input name="email" placeholder="Email" style="width:100%;padding:10px;margin:4px 0"><input name="phone" placeholder="Phone" style="width:100%;padding:10px;margin:4px 0">
  <button style="width:100%;background:#21e6c1;border:0;padding:13px;font-weight:700">START EARNING NOW</button>
 </form>
</div>`),
},
{
  id: 'zt-sextortion-bitcoin-page',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://pastebin-notes.cc/n/8fKq2x',
  body: doc('Note', `<pre style="font-family:Courier New,monospace;max-width:720px;margin:40px auto;white-space:pre-wrap">
Hello dr.patel,

I have been watching you for a few months now. I infected your device with malware when you visited
an adult website. I have access to your camera, your contacts, your email and your Northgate Health
messages. I recorded a video of you while you were watching.

Send $1,450 in Bitcoin to this address:  bc1qk4d0r9m2x7wz8h5tq6yv3gjp0n2c8s4lfe7u9x

You have 48 hours. If I do not receive payment, the video will be sent to all your colleagues,
your department chair and your patients. Do not contact the police or IT; I will know.
</pre>`),
},
{
  id: 'zt-lottery-es-sorteo',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://premios-sorteo-internacional.com/ganador/confirmar?folio=MX-44821',
  routes: {
    'premios-sorteo-internacional.com/ganador/confirmar': htmlRoute(doc('¡Felicidades! Usted es ganador', `
<div style="max-width:620px;margin:30px auto;font-family:Arial;border:3px solid #f4b400;padding:26px;text-align:center">
 <h1 style="color:#c62828">&#x1F389; ¡FELICIDADES!</h1>
 <p>Su correo electrónico fue seleccionado en el <b>Sorteo Internacional de Correos 2025</b>. Usted ha ganado <b>US$ 850,000.00</b>.</p>
 <p>Para liberar su premio debe cubrir los gastos de transferencia y el impuesto de ganancia (US$ 395) mediante tarjetas de regalo Google Play o Apple.</p>
 <form method="post" action="/ganador/enviar" style="text-align:left">
  <label>Nombre completo</label><input name="nombre" style="width:100%;padding:8px"><label>Teléfono / WhatsApp</label><input name="tel" style="width:100%;padding:8px">
  <label>Códigos de tarjetas de regalo</label><textarea name="codigos" rows="3" style="width:100%"></textarea>
  <button style="margin-top:12px;background:#c62828;color:#fff;border:0;padding:11px 26px">Reclamar premio</button>
 </form>
</div>`, { lang: 'es' })),
  },
},
{
  id: 'zt-romance-military-doctor-fee',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://un-peacekeeping-leave-request.com/form/leave-approval',
  body: doc('United Nations Peacekeeping — Leave Approval Request', `
<div style="max-width:680px;margin:30px auto;font-family:Arial">
 <div style="background:#009edb;color:#fff;padding:12px 20px;font-weight:700">UNITED NATIONS PEACEKEEPING MISSION &mdash; LEAVE OFFICE</div>
 <h2>Leave approval request for: Dr. Michael Grant (Field Surgeon, MINUSCA)</h2>
 <p>The officer named above has requested vacation leave to visit his partner. For security reasons, leave can only be approved once his partner pays the <b>leave processing and flight fee of $2,300</b>. The amount is fully refunded on arrival.</p>
 <form method="post" action="/form/leave-approval/pay"><label>Your full name</label><input name="name" style="width:100%;padding:8px"><label>Relationship</label><input name="rel" style="width:100%;padding:8px"><label>Payment method</label><select name="pm"><option>Bitcoin</option><option>Apple gift cards</option><option>Western Union</option></select><button style="margin-top:12px;background:#009edb;color:#fff;border:0;padding:10px 24px">Submit payment</button></form>
</div>`),
},
];
