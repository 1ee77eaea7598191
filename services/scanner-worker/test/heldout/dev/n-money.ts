import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Loan-app advance fees, debt relief and credit repair fees, fake energy-bill subsidies.

export const entries: Entry[] = [
  {
    id: 'n-scam-loan-mpesa-fee-ke',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://haraka-mkopo-ke.com/apply',
    body: page({
      lang: 'sw',
      title: 'Haraka Mkopo – Mkopo wa Haraka bila CRB hadi KSh 75,000',
      head: fbqStub('441122993388115'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f8f1}.h{background:#1b5e20;color:#fff;padding:16px;text-align:center}.w{max-width:440px;margin:14px auto;background:#fff;border-radius:10px;padding:18px}
input,select{width:100%;padding:10px;margin:5px 0 10px;border:1px solid #ccc;border-radius:6px}.b{width:100%;padding:13px;background:#43a047;color:#fff;border:0;border-radius:6px;font-size:16px}.p{background:#e8f5e9;padding:12px;border-radius:8px}`,
      body: `<div class="h"><h2 style="margin:0">Haraka Mkopo 💚</h2><p style="margin:4px 0 0">Mkopo bila CRB · Bila guarantor · Pesa kwa M-PESA ndani ya dakika 10</p></div>
<div class="w" id="w"><form id="f"><label>Jina kamili</label><input required><label>Namba ya ID</label><input required><label>Namba ya M-PESA</label><input required placeholder="07XX XXX XXX"><label>Kiasi unachohitaji</label><select id="amt"><option>KSh 5,000</option><option>KSh 15,000</option><option selected>KSh 30,000</option><option>KSh 75,000</option></select><label>Kazi / Biashara</label><input><button class="b">Omba Mkopo Sasa</button></form></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var a=document.getElementById('amt').value;var w=document.getElementById('w');w.innerHTML='<p>Tunakagua ombi lako…</p>';setTimeout(function(){w.innerHTML='<h3 style="color:#1b5e20">Hongera! Umepata '+a+' ✅</h3><p>Ili mkopo wako utumwe, lipa ada ya usajili na bima (<b>KSh 650</b>) kupitia M-PESA:</p><div class="p"><b>Lipa na M-PESA → Buy Goods</b><br>Till Number: <b>5528814</b><br>Jina: HARAKA CREDIT SOLUTIONS</div><p style="font-size:13px">Baada ya kulipa, weka msimbo wa muamala hapa:</p><input placeholder="mf. TKJ4H8L2PZ"><button class="b">Thibitisha</button><p style="font-size:11px;color:#888">Ada hii hairudishwi. Pesa hutumwa ndani ya dakika 10 baada ya uthibitisho.</p>'},2500)}</script>`,
    }),
  },
  {
    id: 'n-phish-energy-rebate-ofgem-uk',
    label: 'phishing',
    kind: 'energy-subsidy',
    url: 'https://ofgem-energy-rebate.uk-claim.org/apply/step1',
    body: page({
      lang: 'en-GB',
      title: 'Ofgem – Claim your £400 Energy Bill Support Rebate',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.h{background:#0b0c0c;color:#fff;padding:12px 24px;font-weight:bold}.b{background:#6c1d45;height:8px}.w{max-width:640px;margin:20px auto;padding:0 18px}
label{font-weight:bold;display:block;margin-top:14px}input{width:100%;padding:8px;border:2px solid #0b0c0c;margin-top:4px;font-size:17px}.btn{background:#00703c;color:#fff;border:0;padding:10px 18px;font-size:18px;margin-top:18px;box-shadow:0 2px 0 #002d18}`,
      body: `<div class="h">Ofgem <span style="font-weight:normal;margin-left:10px">Energy Bill Support Scheme 2026/27</span></div><div class="b"></div>
<div class="w"><h1>Claim your £400 energy rebate</h1><p>You are eligible for a non-repayable discount of <b>£400</b> on your energy bill under the Winter Energy Support Scheme. Complete the application by <b>5 December 2026</b>.</p>
<form id="f"><label>Full name</label><input required><label>Date of birth</label><input placeholder="DD/MM/YYYY" required><label>Home address and postcode</label><input required><label>Energy supplier</label><input placeholder="e.g. British Gas, Octopus, EDF"><label>Sort code</label><input required maxlength="8"><label>Account number</label><input required maxlength="8"><label>Name on card</label><input><label>Debit card number (for identity verification)</label><input inputmode="numeric" maxlength="19"><label>Expiry date</label><input placeholder="MM/YY"><label>Security code</label><input maxlength="3"><button class="btn">Submit claim</button></form>
<p style="font-size:14px;margin-top:20px">Your rebate will be paid into your account within 3–5 working days.</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var v=[].map.call(this.querySelectorAll('input'),function(i){return i.value});fetch('/apply/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(v)}).then(function(){location.href='/apply/complete'})}</script>`,
    }),
    routes: {
      'ofgem-energy-rebate.uk-claim.org/apply/submit': jsonRoute({ ok: true }),
      'ofgem-energy-rebate.uk-claim.org/apply/complete': htmlRoute(page({ lang: 'en-GB', title: 'Application complete', body: '<main><h1>Application complete</h1><p>Reference: OFG-400-71193. You may receive a call from our verification team.</p></main>' })),
    },
  },
  {
    id: 'n-phish-bonus-bollette-inps-it',
    label: 'phishing',
    kind: 'energy-subsidy',
    url: 'https://bonus-bollette-2026.inps-rimborso.info/domanda',
    body: page({
      lang: 'it',
      title: 'INPS – Bonus Bollette 2026: richiedi il rimborso di 250 €',
      css: `body{margin:0;font-family:"Titillium Web",Arial,sans-serif;background:#fff;color:#1a1a1a}.h{background:#0066cc;color:#fff;padding:14px 24px;font-size:20px;font-weight:bold}.w{max-width:600px;margin:20px auto;padding:0 18px}
label{display:block;font-weight:600;margin-top:12px;font-size:14px}input{width:100%;padding:9px;border:1px solid #5c6f82;border-radius:4px}.btn{background:#0066cc;color:#fff;border:0;padding:12px 20px;margin-top:16px;border-radius:4px}`,
      body: `<div class="h">INPS · Istituto Nazionale Previdenza Sociale</div>
<div class="w"><h1>Bonus Sociale Bollette 2026</h1><p>Gentile cittadino, risulta a suo favore un rimborso di <b>250,00 €</b> per le bollette di luce e gas non ancora erogato. Per ricevere l'accredito compili il modulo entro 48 ore.</p>
<form id="f"><label>Nome e Cognome</label><input required><label>Codice fiscale</label><input required maxlength="16"><label>Numero di cellulare</label><input required><label>Intestatario carta</label><input required><label>Numero carta (anche prepagata PostePay)</label><input required inputmode="numeric"><label>Scadenza</label><input placeholder="MM/AA" required><label>CVV</label><input maxlength="3" required><button class="btn">Richiedi rimborso</button></form>
<p style="font-size:12px;color:#5c6f82;margin-top:18px">Il rimborso verrà accreditato entro 72 ore. © INPS 2026 – Via Ciro il Grande 21, Roma</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=[].map.call(this.querySelectorAll('input'),function(i){return i.value}).join('|');new Image().src='/px.gif?d='+encodeURIComponent(btoa(unescape(encodeURIComponent(d))));setTimeout(function(){location.href='/domanda/otp'},700)}</script>`,
    }),
    routes: {
      'bonus-bollette-2026.inps-rimborso.info/px.gif': img(255, 255, 255),
      'bonus-bollette-2026.inps-rimborso.info/domanda/otp': htmlRoute(page({ lang: 'it', title: 'Verifica', body: '<main><h2>Verifica identità</h2><p>Inserisca il codice ricevuto via SMS dalla sua banca.</p><input><button class="btn">Conferma</button></main>' })),
    },
  },
];
