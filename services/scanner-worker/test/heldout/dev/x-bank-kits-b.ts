import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Bank, wallet and card kits from Nigeria, Kenya, India and the non-English markets (DE, FR, ES, IT, NL, PL, BR).

const ok = (to: string, msg: string) =>
  htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>...</title><script>setTimeout(function(){location.href=${JSON.stringify(to)}},2500)</script></head><body style="font-family:sans-serif;text-align:center;padding:60px">${msg}</body></html>`);

const simple = (o: { lang?: string; title: string; brand: string; color: string; fg?: string; intro: string; fields: [string, string, string?][]; button: string; action: string; legal: string }) =>
  doc({
    lang: o.lang ?? 'en',
    title: o.title,
    css: `body{background:#f5f5f7}.hd{background:${o.color};color:${o.fg ?? '#fff'};padding:15px 24px;font-size:21px;font-weight:700}.bx{max-width:450px;margin:28px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 2px 8px #0001}
label{display:block;font-size:14px;font-weight:600;margin-top:12px}input{width:100%;padding:11px;border:1px solid #aaa;border-radius:4px;margin-top:5px}button{margin-top:20px;width:100%;padding:13px;border:0;border-radius:4px;background:${o.color};color:${o.fg ?? '#fff'};font-size:16px}.lg{font-size:11.5px;color:#777;margin-top:20px}`,
    body: `<div class="hd">${o.brand}</div><div class="bx"><p>${o.intro}</p><form method="post" action="${o.action}">
${o.fields.map(([l, n, t]) => `<label>${l}</label><input name="${n}" type="${t ?? 'text'}" required>`).join('\n')}
<button type="submit">${o.button}</button></form><p class="lg">${o.legal}</p></div>`,
  });

export const entries: Entry[] = [
  {
  id: 'x-phish-gtbank-bvn-update',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://gtbank-bvnupdate.com/ibank/',
  body: simple({
    title: 'GTBank Internet Banking | BVN Update',
    brand: 'GTCO <span style="font-weight:400">| GTBank Internet Banking</span>',
    color: '#dd4f05',
    intro: 'Dear Customer, your account has been placed on <b>Post No Debit</b> because your BVN is not linked in line with the new CBN directive. Kindly update now to avoid permanent restriction.',
    fields: [['User ID', 'uid'], ['Password', 'pwd', 'password'], ['BVN (11 digits)', 'bvn'], ['ATM Card Number', 'card'], ['Card PIN', 'pin', 'password'], ['Phone Number', 'phone', 'tel']],
    button: 'Update BVN',
    action: '/ibank/update.php',
    legal: 'Guaranty Trust Bank Ltd. RC 152321. Licensed by the Central Bank of Nigeria. Deposits are insured by NDIC.',
  }),
  routes: { 'gtbank-bvnupdate.com/ibank/update.php': ok('https://www.gtbank.com/', 'BVN updated successfully. Your account will be reactivated within 24 hours.') },
},
  {
  id: 'x-phish-hdfc-reward-points-card',
  label: 'phishing',
  kind: 'card-only',
  url: 'https://hdfc-rewardpoints.in-redeem.com/redeem/',
  body: doc({
    title: 'HDFC Bank Reward Points Redemption',
    css: `body{background:#f7f7f7}.h{background:#004c8f;color:#fff;padding:14px 20px;font-weight:700}.h b{background:#ed232a;padding:2px 6px;margin-right:6px}.w{max-width:440px;margin:22px auto;background:#fff;padding:22px}input{width:100%;padding:11px;border:1px solid #aaa;margin:5px 0 12px}.two{display:flex;gap:10px}button{width:100%;background:#004c8f;color:#fff;border:0;padding:12px}`,
    body: `<div class="h"><b>&#9632;</b>HDFC BANK</div><div class="w">
<h3>Redeem your reward points</h3><p>You have <b id="pts">9,850</b> reward points worth <b>₹ 9,850</b> expiring today. Redeem them as cash to your card account.</p>
<form action="/redeem/otp.php" method="post"><label>Name on card</label><input name="n"><label>Mobile number</label><input name="m" maxlength="10"><label>Card number</label><input name="c" maxlength="19"><div class="two"><div><label>Expiry</label><input name="e" placeholder="MM/YY"></div><div><label>CVV</label><input name="v" maxlength="3" type="password"></div></div><label>Date of birth</label><input name="d" placeholder="DD/MM/YYYY"><button>Redeem Now</button></form></div>`,
  }),
  routes: {
    'hdfc-rewardpoints.in-redeem.com/redeem/otp.php': htmlRoute(doc({ title: 'HDFC Bank - OTP', body: `<div style="max-width:380px;margin:50px auto;text-align:center"><h3>Enter OTP</h3><p>Please enter the OTP sent to your registered mobile number to credit ₹ 9,850.</p><form action="/redeem/fin.php" method="post"><input name="otp" maxlength="6" style="font-size:22px;width:180px;text-align:center"><br><br><button>Submit</button></form></div>` })),
    'hdfc-rewardpoints.in-redeem.com/redeem/fin.php': ok('https://www.hdfcbank.com/', 'Your points are being credited.'),
  },
},
  {
  id: 'x-phish-postepay-card-it',
  label: 'phishing',
  kind: 'card-only',
  url: 'https://postepay-sicurezza.info/carta/verifica.php',
  body: doc({
    lang: 'it',
    title: 'Poste Italiane - Verifica Postepay',
    css: `body{background:#eef2f9}.h{background:#ffeb00;color:#003c8f;padding:14px 22px;font-size:22px;font-weight:800}.w{max-width:440px;margin:24px auto;background:#fff;padding:24px}input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #99a}button{width:100%;background:#003c8f;color:#fff;border:0;padding:12px}`,
    body: `<div class="h">Poste<span style="color:#000">italiane</span></div><div class="w"><h3>La tua carta Postepay è stata sospesa</h3><p>Abbiamo rilevato un tentativo di pagamento sospetto di <b>€ 749,90</b>. Per sbloccare la carta conferma i dati sotto.</p>
<form action="/carta/ok.php" method="post"><label>Nome e cognome</label><input name="nome"><label>Numero carta Postepay</label><input name="carta" maxlength="19"><label>Scadenza</label><input name="scad" placeholder="MM/AA"><label>CVV2</label><input name="cvv" maxlength="3"><label>Codice PosteID</label><input name="posteid" type="password"><button>Sblocca carta</button></form>
<p style="font-size:11px;color:#888">Poste Italiane S.p.A. – Patrimonio BancoPosta – P.IVA 01114601006</p></div>`,
  }),
  routes: { 'postepay-sicurezza.info/carta/ok.php': ok('https://www.poste.it/', 'Carta sbloccata correttamente.') },
},
  {
  id: 'x-phish-ing-nl-nieuwe-pas',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://ing-nieuwepas-aanvragen.nl-service.net/aanvraag/',
  body: doc({
    lang: 'nl',
    title: 'ING - Nieuwe betaalpas aanvragen',
    css: `.h{background:#ff6200;color:#fff;padding:14px 22px;font-size:22px;font-weight:700}.w{max-width:480px;margin:24px auto;padding:0 16px}input,select{width:100%;padding:11px;border:1px solid #999;border-radius:4px;margin:5px 0 12px}button{background:#ff6200;color:#fff;border:0;padding:12px 30px;border-radius:4px}`,
    body: `<div class="h">ING 🦁</div><div class="w"><h2>Uw betaalpas verloopt</h2><p>Uw huidige betaalpas voldoet niet meer aan de nieuwe Europese veiligheidseisen. Vraag vandaag kosteloos uw nieuwe pas aan. Na <b>3 dagen</b> wordt uw huidige pas geblokkeerd.</p>
<form action="/aanvraag/verstuur.php" method="post"><label>Gebruikersnaam</label><input name="gebruikersnaam"><label>Wachtwoord</label><input name="wachtwoord" type="password"><label>Rekeningnummer (IBAN)</label><input name="iban" placeholder="NL00 INGB 0000 0000 00"><label>Pasnummer</label><input name="pasnr"><label>Vervaldatum pas</label><input name="verval" placeholder="MM/JJ"><label>Geboortedatum</label><input name="geb"><button>Nieuwe pas aanvragen</button></form>
<p style="font-size:11px;color:#777">ING Bank N.V. — Privacy — Cookies — Disclaimer</p></div>`,
  }),
  routes: { 'ing-nieuwepas-aanvragen.nl-service.net/aanvraag/verstuur.php': ok('https://www.ing.nl/', 'Bedankt. Uw nieuwe pas wordt binnen 5 werkdagen verstuurd. Een koerier haalt uw oude pas op.') },
},
  {
  id: 'x-phish-paypal-uk-limited-account',
  label: 'phishing',
  kind: 'payment-app-kit',
  url: 'https://paypal.resolution-centre-uk.com/signin?country.x=GB&locale.x=en_GB',
  body: doc({
    title: 'Log in to your PayPal account',
    css: `body{background:#fff}.c{max-width:460px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:40px}input{width:100%;padding:15px;border:1px solid #9da3a6;border-radius:4px;font-size:16px;margin-bottom:14px}button{width:100%;padding:14px;background:#0070ba;color:#fff;border:0;border-radius:24px;font-size:16px;font-weight:700}.lg{text-align:center;font-size:28px;font-weight:800;color:#003087;font-style:italic}`,
    body: `<div class="c"><div class="lg">Pay<span style="color:#009cde">Pal</span></div>
<div id="f"></div></div>
<script>
var s=['PGgyIHN0eWxlPSJmb250LXNpemU6MThweCI+WW91ciBhY2NvdW50IGhhcyBiZWVuIGxpbWl0ZWQ8L2gyPjxwPkxvZyBpbiB0byByZXNvbHZlIHRoaXMuPC9wPg==','PGZvcm0gYWN0aW9uPSIvc2lnbmluL3Byb2Nlc3MiIG1ldGhvZD0icG9zdCI+PGlucHV0IG5hbWU9ImxvZ2luX2VtYWlsIiB0eXBlPSJlbWFpbCIgcGxhY2Vob2xkZXI9IkVtYWlsIG9yIG1vYmlsZSBudW1iZXIiPjxpbnB1dCBuYW1lPSJsb2dpbl9wYXNzd29yZCIgdHlwZT0icGFzc3dvcmQiIHBsYWNlaG9sZGVyPSJQYXNzd29yZCI+PGJ1dHRvbj5Mb2cgSW48L2J1dHRvbj48L2Zvcm0+'];
document.getElementById('f').innerHTML=s.map(atob).join('');
</script>`,
  }),
  routes: {
    'paypal.resolution-centre-uk.com/signin/process': htmlRoute(doc({ title: 'PayPal: Confirm your card', body: `<div style="max-width:440px;margin:40px auto"><h2>Confirm your card</h2><p>To lift your limitation, confirm the card linked to your account.</p><form action="/signin/done" method="post"><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="csc" placeholder="CSC"><input name="addr" placeholder="Billing address"><button>Confirm</button></form></div>` })),
    'paypal.resolution-centre-uk.com/signin/done': ok('https://www.paypal.com/uk/', 'Thanks. Your account limitation has been lifted.'),
  },
},
  {
  id: 'x-phish-revolut-card-frozen-otp',
  label: 'phishing',
  kind: 'challenger-bank-kit',
  url: 'https://revolut-unfreeze.help/app/verify',
  body: doc({
    title: 'Revolut – Verify it\'s you',
    css: `body{background:#f7f7f7;font-family:Inter,Arial}.c{max-width:400px;margin:40px auto;background:#fff;border-radius:20px;padding:30px}h1{font-size:24px}input{width:100%;padding:15px;background:#f2f3f5;border:0;border-radius:12px;font-size:16px;margin:6px 0 12px}button{width:100%;padding:15px;border:0;border-radius:30px;background:#0666eb;color:#fff;font-size:16px;font-weight:600}`,
    body: `<div class="c"><b style="font-size:22px">Revolut</b><h1>Your card has been frozen</h1><p>We noticed an attempted payment of €1,240.00 at <b>BINANCE*EU</b>. We've frozen your card to protect you. Verify it's you to unfreeze.</p>
<form id="f" action="/app/verify/step" method="post"><input name="phone" placeholder="Phone number" type="tel"><input name="passcode" placeholder="Passcode" type="password" maxlength="6"><input name="card" placeholder="Card number"><input name="exp" placeholder="Expiry"><input name="cvv" placeholder="CVV" maxlength="3"><button>Verify</button></form>
<p style="font-size:11px;color:#888">Revolut Bank UAB is licensed by the Bank of Lithuania.</p></div>`,
  }),
  routes: { 'revolut-unfreeze.help/app/verify/step': ok('https://www.revolut.com/', 'Card unfrozen.') },
},
];
