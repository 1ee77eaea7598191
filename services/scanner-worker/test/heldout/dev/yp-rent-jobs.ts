import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, dashCss, monogram } from '../parts/yp-kit.js';
import { fileRoute, jsRoute, jsonRoute, pe, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-rental-condo-landlord-overseas',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://www.torontocondos-direct.com/listing/4471-king-st-w-1br',
  routes: {
    'www.torontocondos-direct.com/img/4471-1.png': pngRoute(210, 205, 198),
  },
  body: doc({
    title: '1 Bedroom + Den, King West – $1,450/month – All Inclusive',
    lang: 'en-CA',
    css: baseCss + formCss + `header{border-bottom:1px solid #ddd;padding:14px 0}main{max-width:900px;margin:24px auto;padding:0 20px;display:grid;grid-template-columns:1.5fr 1fr;gap:30px}.price{font-size:30px;font-weight:700;color:#1d7a3e}.lord{background:#f6f6f6;padding:16px;border-radius:8px}.btn{background:#1d7a3e}`,
    body: `<header><div class="wrap"><b>TorontoCondos Direct</b> · Rent directly from owners – no agents</div></header>
<main><div><img src="/img/4471-1.png" width="560" height="340" alt="Living room"><h1>Bright 1 Bed + Den, King West – Furnished</h1><p class="price">$1,450 / month</p><p>All utilities, Wi-Fi and parking included. 9-foot ceilings, floor-to-ceiling windows, in-suite laundry, gym and rooftop pool. Steps from the King streetcar. Available immediately, pets welcome.</p>
<h2>Message from the owner</h2><p>Hello, my name is Dr. Helen Carter. I bought this condo for my daughter during her studies, but I have accepted a two-year contract with Médecins Sans Frontières in Nairobi and I cannot show the unit in person. I am looking for a respectful tenant who will take care of it like their own home; the rent is low because this matters more to me than money.</p>
<p>The rental is handled through Airbnb's long-term secure payment service, which protects both of us. Once you send the first and last month's rent ($2,900) through the Airbnb link I will send you, Airbnb will ship the keys and the signed lease to you by courier. If you don't like the unit, Airbnb refunds you within 48 hours.</p></div>
<div class="lord">${monogram('HC', '#1d7a3e', '#fff', 48, 24)}<p><b>Dr. Helen Carter</b><br>Owner · Responds within 1 hour</p><form method="post" action="/listing/4471/apply"><label>Name</label><input name="name"><label>Email</label><input name="email"><label>Phone</label><input name="phone"><label>Move-in date</label><input name="date"><label>Tell me about yourself</label><textarea name="msg" rows="4"></textarea><p><button class="btn">Apply now</button></p></form><p class="hint">Viewings not possible – owner abroad.</p></div></main>`,
  }),
},
{
  id: 'yp-rental-airbnb-secure-payment-page',
  label: 'phishing',
  kind: 'rental-payment-kit',
  url: 'https://airbnb.com-longterm-secure.info/rooms/payment/4471',
  routes: {
    'airbnb.com-longterm-secure.info/rooms/payment/4471': htmlRoute(doc({
      title: 'Airbnb | Confirm and pay',
      css: baseCss + formCss + `body{font-family:Circular,-apple-system,"Helvetica Neue",sans-serif}header{border-bottom:1px solid #ebebeb;padding:18px 40px}main{max-width:1000px;margin:30px auto;padding:0 20px;display:grid;grid-template-columns:1.2fr 1fr;gap:60px}.box{border:1px solid #ddd;border-radius:12px;padding:24px}.btn{background:#e31c5f;border-radius:8px;width:100%;padding:14px}.bank{background:#f7f7f7;border-radius:8px;padding:14px;font-size:15px}`,
      body: `<header><svg width="102" height="32" viewBox="0 0 102 32"><path d="M14 2c-2 0-3 1-4 3L2 21c-2 5 1 9 5 9 3 0 5-2 7-5 2 3 4 5 7 5 4 0 7-4 5-9L18 5c-1-2-2-3-4-3z" fill="#ff385c"/><text x="32" y="23" font-size="20" font-weight="700" fill="#ff385c" font-family="Arial">airbnb</text></svg></header>
<main><div><h1>Confirm and pay</h1><h3>Your long-term stay</h3><p>Dates: 12 months, starting on the 1st<br>Guest: 1 adult</p>
<h3>Pay with</h3><div class="bank"><b>Secure bank transfer (recommended for long-term stays)</b><br>Beneficiary: Airbnb Payments Escrow – C. Meyer<br>Bank: Wise Europe SA<br>IBAN: BE71 9671 3508 2269<br>Reference: HM4471-CA</div>
<p style="text-align:center">— or pay by card —</p><form method="post" action="/rooms/payment/4471/card"><label>Card number</label><input name="cc"><div class="row"><div><label>Expiration</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div><label>Postal code</label><input name="zip"><label>Email used on Airbnb</label><input name="email"><label>Airbnb password (to attach the booking to your account)</label><input type="password" name="password"><p><button class="btn">Confirm and pay</button></p></form></div>
<div class="box"><p><b>Bright 1 Bed + Den, King West</b><br>Entire condo · ★ 4.96 (38 reviews)</p><hr><p>First month $1,450.00<br>Last month deposit $1,450.00<br>Airbnb service fee $0.00</p><hr><p><b>Total (CAD) $2,900.00</b></p><p class="hint">Airbnb Payment Protection: your payment is held by Airbnb until you receive the keys. Full refund if the home is not as described.</p></div></main>`,
    })),
  },
},
{
  id: 'yp-rental-dublin-flat-keys-by-post',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://www.dublinlettings-direct.com/property/rathmines-2-bed-ref-9910',
  body: doc({
    title: '2 Bed Apartment, Rathmines, Dublin 6 – €1,350 per month',
    lang: 'en-IE',
    css: baseCss + formCss + `header{background:#24418f;color:#fff;padding:14px 0}main{max-width:820px;margin:24px auto;padding:0 20px}.price{font-size:28px;font-weight:700}.btn{background:#24418f}.facts span{display:inline-block;background:#eef1f9;border-radius:4px;padding:4px 10px;margin:3px}`,
    body: `<header><div class="wrap"><b>Dublin Lettings Direct</b></div></header>
<main><h1>2 Bed Apartment, Rathmines, Dublin 6</h1><p class="price">€1,350 per month</p><p class="facts"><span>2 bed</span><span>1 bath</span><span>Furnished</span><span>BER C1</span><span>Available now</span></p>
<p>Lovely bright apartment a short walk from Rathmines village and the Luas. I am the owner and I live in Málaga now with my husband for work, so I cannot show the apartment myself, but the keys and the contract can be posted to you with An Post registered mail. To reserve the flat I ask a deposit of one month (€1,350) plus the first month, sent by bank transfer. When you receive the keys you can visit and if you don't like it I will refund everything, I promise.</p>
<p>Is normal in Spain to rent like this. Please reply by email with your name, work and how long you want to stay, I have many people writing so I will choose quickly.</p>
<form method="post" action="/property/9910/contact"><label>Your name</label><input name="name"><label>Email</label><input name="email"><label>Phone</label><input name="phone"><label>Message</label><textarea name="msg" rows="4"></textarea><p><button class="btn">Contact owner</button></p></form>
<p class="hint">Owner: María Fernández · Reply time: same day</p></main>`,
  }),
},
{
  id: 'yp-job-task-rating-usdt-recharge',
  label: 'scam',
  kind: 'job-task-scam',
  url: 'https://app.optimize-taskhub.com/#/tasks',
  routes: {
    'app.optimize-taskhub.com/': htmlRoute(doc({
      title: 'TaskHub Optimize',
      css: baseCss + dashCss + `.prog{height:10px;background:#233052;border-radius:6px;overflow:hidden}.prog i{display:block;height:100%;width:95%;background:#21c77a}.prod{display:flex;gap:16px;align-items:center}.ph{width:90px;height:90px;background:#233052;border-radius:8px}.combo{border:1px solid #f5b342;background:#3a2a0b;border-radius:8px;padding:14px;margin-top:14px}`,
      body: `<aside class="side"><b style="color:#fff">TaskHub Optimize</b><p style="font-size:12px;color:#6f7b93">Merchant data optimization</p><a class="on" href="#/tasks">Start optimizing</a><a href="#/record">Records</a><a href="#/deposit">Recharge</a><a href="#/withdraw">Withdraw</a><a href="#/service">Customer service</a></aside>
<div class="main"><h2>Today's tasks: 38 / 40</h2><div class="prog"><i></i></div>
<div class="cards" style="margin-top:18px"><div class="kpi">Account balance<b class="down">-312.40 USDT</b></div><div class="kpi">Today's commission<b class="up">+86.73 USDT</b></div><div class="kpi">VIP level<b>VIP2</b></div></div>
<div class="panel"><h3 style="margin-top:0">Current task</h3><div class="prod"><div class="ph"></div><div><b>Combination order ×3</b><br>Dyson Airwrap Complete · Apple Watch Ultra 2 · Bose QC Ultra<br>Order value: 1,148.00 USDT · Commission <span class="up">6× = 68.88 USDT</span></div></div>
<div class="combo">🎉 Lucky! You received a <b>combination order</b> with 6× commission. Your balance is insufficient to submit it. Please recharge <b id="need">312.40</b> USDT to complete the order. Your full balance, principal and all commissions can be withdrawn once today's 40 tasks are finished.</div>
<p><button class="btn" onclick="location.hash='#/deposit'">Recharge now</button> <button class="btn" style="background:#233052">Submit order</button></p></div>
<div class="panel" id="dep"><h3 style="margin-top:0">Recharge (TRC20)</h3><p>Send USDT to the address below and send the screenshot to your trainer on WhatsApp.</p><code>TXk8QeH2mN4bL7VcZr1WsP9JdY6gF3aT5u</code></div>
<p style="color:#8b95aa;font-size:13px">Tasks not completed within 24 hours will freeze the account. Contact your mentor "Emily (HR)" for help.</p></div>`,
    })),
  },
},
{
  id: 'yp-job-empleo-remoto-kit-capacitacion',
  label: 'scam',
  kind: 'job-fee-scam',
  url: 'https://www.empleos-remotos-amz.com/solicitud',
  body: doc({
    title: 'Empleo remoto – Atención al cliente desde casa – $35 por hora',
    lang: 'es',
    css: baseCss + formCss + `header{background:#232f3e;color:#fff;padding:14px 0}main{max-width:760px;margin:26px auto;padding:0 20px}.ok{background:#e8f6ee;border-left:5px solid #1e8e3e;padding:14px}.btn{background:#ff9900;color:#111}`,
    body: `<header><div class="wrap"><b>amazon</b> empleos · Trabaje desde casa</div></header>
<main><h1>¡Felicidades! Su perfil ha sido preseleccionado</h1><div class="ok">Puesto: <b>Representante de atención al cliente bilingüe (remoto)</b><br>Salario: <b>$35 USD por hora</b> · 20–40 horas semanales · Pago semanal</div>
<p>Después de revisar su solicitud, nuestro equipo de Recursos Humanos le ofrece el puesto. No se requiere experiencia. Solo necesita completar la capacitación en línea y recibir el kit de trabajo (laptop, auriculares y software).</p>
<h2>Paso final: reserve su kit de capacitación</h2><p>El kit tiene un costo único de <b>$89 USD</b>, que se le reembolsará en su primer cheque de pago. Los lugares son limitados: solo 12 vacantes disponibles hoy.</p>
<form method="post" action="/solicitud/pago.php"><div class="row"><div><label>Nombre completo</label><input name="nombre"></div><div><label>Teléfono / WhatsApp</label><input name="tel"></div></div><label>Correo electrónico</label><input name="correo"><label>Número de Seguro Social (para la nómina)</label><input name="ssn"><label>Número de tarjeta</label><input name="tarjeta"><div class="row"><div><label>Vencimiento</label><input name="venc"></div><div><label>CVV</label><input name="cvv"></div></div><p><button class="btn">Pagar $89 y comenzar</button></p></form>
<p class="hint">Reclutadora: Ana Gómez · RR. HH. · respuesta en menos de 1 hora</p></main>`,
  }),
},
{
  id: 'yp-job-interview-meeting-client-update',
  label: 'malware',
  kind: 'fake-update-download',
  url: 'https://meet.talentbridge-interviews.com/j/8837-2291-44',
  routes: {
    'meet.talentbridge-interviews.com/j/8837-2291-44': htmlRoute(doc({
      title: 'TalentBridge Video Interview',
      css: baseCss + `body{background:#1b1d21;color:#e8e8e8;display:flex;align-items:center;justify-content:center;min-height:100vh}.box{width:560px;background:#26292f;border-radius:12px;padding:30px}.cam{height:220px;background:#0f1114;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#888}.err{background:#4a1f1f;border:1px solid #a33;border-radius:6px;padding:12px;margin:14px 0;font-size:14px}.btn{background:#2d8cff;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-weight:600;text-decoration:none;display:inline-block}`,
      body: `<div class="box"><p style="margin:0;color:#aaa">Interview with <b>Northbeam Logistics – Hiring Panel</b></p><h2 style="margin:6px 0 16px">Remote Operations Coordinator · Round 2</h2><div class="cam">📷 Camera access failed</div>
<div class="err"><b>Error 0x80070643:</b> Your camera driver or audio codec is not compatible with the TalentBridge meeting client. The interviewer cannot hear or see you. Please install the latest TalentBridge Meeting update (v5.12.3) to join.</div>
<a class="btn" href="/download/TalentBridgeMeetingUpdate_x64.exe" id="u">Update and join</a> <span style="font-size:13px;color:#aaa;margin-left:10px">Interviewers are waiting (3)</span></div>
<script>document.getElementById('u').addEventListener('click',function(){setTimeout(function(){document.querySelector('.err').innerHTML='Run <b>TalentBridgeMeetingUpdate_x64.exe</b> from your Downloads folder, then return to this tab.'},500)});</script>`,
    })),
    'meet.talentbridge-interviews.com/download/TalentBridgeMeetingUpdate_x64.exe': fileRoute(pe({ x64: true, strings: ['TalentBridge Meeting Update', 'Software\\Microsoft\\Windows\\CurrentVersion\\Run', 'Local State', 'Login Data', 'wallet.dat', 'https://cdn-tb-update.com/gate'], size: 60000 }), 'application/x-msdownload', 'TalentBridgeMeetingUpdate_x64.exe'),
  },
},
{
  id: 'yp-clean-realtor-listing-agent-phone',
  label: 'clean',
  kind: 'clean-real-estate',
  url: 'https://www.realtor.ca/real-estate/27104455/42-beech-ave-toronto-the-beaches',
  body: doc({
    title: '42 Beech Ave, Toronto, Ontario M4E3H5 - 3 bedroom house for sale | REALTOR.ca',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#fff;border-bottom:3px solid #cd2028;padding:12px 0}main{max-width:980px;margin:24px auto;padding:0 20px;display:grid;grid-template-columns:1.6fr 1fr;gap:30px}.price{font-size:32px;font-weight:700}.agent{border:1px solid #ddd;border-radius:6px;padding:16px}.btn{background:#cd2028}`,
    body: `<header><div class="wrap"><b style="color:#cd2028;font-size:22px">REALTOR.ca</b></div></header>
<main><div><p class="price">$1,649,000</p><h1 style="font-size:22px">42 Beech Ave, Toronto (The Beaches), Ontario M4E 3H5</h1><p>3 bedrooms · 2 bathrooms · Detached · MLS® Number: E9271840</p><p>Charming detached home steps from Queen St E and the boardwalk. Renovated kitchen, finished basement, private drive. Open house Saturday and Sunday 2–4 p.m.</p><p style="font-size:13px;color:#666">The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA).</p></div>
<div class="agent"><b>Priya Raman</b><br>Sales Representative · Lakeshore Realty Inc., Brokerage<br>Tel: 416-555-0196<form method="post" action="/api/contact/agent/27104455"><label>Name</label><input name="name"><label>Email</label><input name="email"><label>Phone</label><input name="phone"><p><button class="btn">Contact agent</button></p></form></div></main>`,
  }),
},
{
  id: 'yp-clean-mystery-shopping-signup',
  label: 'clean',
  kind: 'clean-mystery-shopping',
  url: 'https://www.fieldcheckinsights.com/shoppers/apply',
  body: doc({
    title: 'Become a Mystery Shopper | Fieldcheck Insights',
    css: baseCss + formCss + `header{background:#0d5c63;color:#fff;padding:16px 0}main{max-width:780px;margin:26px auto;padding:0 20px}.btn{background:#0d5c63}.facts li{margin-bottom:6px}`,
    body: `<header><div class="wrap"><b>Fieldcheck Insights</b> · Customer experience research since 2004</div></header>
<main><h1>Become a mystery shopper</h1><p>We hire independent contractors in Canada and the US to evaluate restaurants, banks, car dealerships and retail stores. Typical assignments pay $10–$40 plus reimbursement of a required purchase (for example, a meal), paid by direct deposit once your report is approved.</p>
<ul class="facts"><li><b>It's always free.</b> We never charge application, certification or training fees.</li><li><b>We never send cheques</b> for you to deposit and wire back, and never ask you to buy gift cards or money orders.</li><li>All assignments are self-scheduled through our shopper portal. You choose what you want to do.</li><li>We are a member of the Mystery Shopping Providers Association (MSPA Americas).</li></ul>
<form method="post" action="/shoppers/apply/submit"><div class="row"><div><label>First name</label><input name="first"></div><div><label>Last name</label><input name="last"></div></div><label>Email</label><input name="email" type="email"><div class="row"><div><label>City</label><input name="city"></div><div><label>Province / State</label><input name="region"></div></div><label>Create a password for the shopper portal</label><input type="password" name="password" autocomplete="new-password"><p><button class="btn">Create shopper account</button></p></form>
<p class="hint">Received a letter or text from "Fieldcheck" with a cheque? It is a scam using our name. Forward it to fraud@fieldcheckinsights.com.</p></main>`,
  }),
},
];
