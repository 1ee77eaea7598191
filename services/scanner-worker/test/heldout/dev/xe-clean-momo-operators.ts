import { type Entry } from '../entry.js';
import { doc, logos, pinPadHtml } from '../parts/xe-kit.js';
import { cssRoute, jsonRoute } from '../parts/e-bin.js';

/**
 * Mobile-money operators' own pages: Orange Money merchant web payment, Wave's home page and business
 * portal, MTN MoMo fees and developer documentation, Moov Money, an Orange Money secret-code FAQ and
 * Wave's status page — PIN and OTP fields on the operators' own domains.
 */

const waveBusinessLogin: Entry = (() => {
  const host = 'business.wave.com';
  return {
    id: 'xe-clean-wave-business-portail-connexion-pin',
    label: 'clean',
    kind: 'mobile-money-login-official',
    url: `https://${host}/login`,
    headers: { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'", 'strict-transport-security': 'max-age=63072000' },
    body: doc({
      title: 'Wave Business – Connexion',
      head: `<link rel="stylesheet" href="/static/login.css">`,
      body: `<div class="wrap"><div class="card">${logos.wave(48)}<h1>Wave Business</h1><p>Connectez-vous au portail de votre entreprise.</p>
<form id="lg" method="post" action="/api/session"><label for="ph">Numéro de téléphone</label><input id="ph" name="mobile" inputmode="tel" autocomplete="tel" placeholder="+221 77 000 00 00" required>
<label>Code PIN du portail</label>${pinPadHtml('bp', 'pin', 4)}<button type="submit">Continuer</button></form>
<p class="small">Un code de vérification vous sera envoyé par SMS. Les membres d'équipe sont invités par l'administrateur du compte.</p><p class="small"><a href="/forgot-pin">PIN oublié ?</a> · <a href="https://www.wave.com/fr/business/">Découvrir Wave Business</a></p></div></div>`,
    }),
    routes: {
      [`${host}/static/login.css`]: cssRoute(`body{margin:0;background:#f0fbff;font-family:'Segoe UI',Arial;color:#0b1d3a}.wrap{display:flex;justify-content:center;padding:50px 16px}.card{background:#fff;border-radius:16px;padding:28px;width:360px;box-shadow:0 6px 24px rgba(11,29,58,.08)}input{width:100%;padding:12px;border:1px solid #cfe8f1;border-radius:10px;box-sizing:border-box}.bp-dots{display:flex;gap:12px;justify-content:center;margin:10px}.bp-dots span{width:14px;height:14px;border-radius:50%;background:#e3eef3}.bp-dots span.on{background:#1dc8f2}.bp-pad{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.bp-pad button{padding:12px;border:0;background:#f4f8fa;border-radius:10px;font-size:18px}button[type=submit]{width:100%;margin-top:14px;padding:13px;border:0;border-radius:30px;background:#0b1d3a;color:#fff}.small{font-size:12px;color:#5b6b80}`),
    },
  };
})();

const mtnMomoCmFees: Entry = {
  id: 'xe-clean-mtn-momo-cameroun-tarifs-securite',
  label: 'clean',
  kind: 'mobile-money-info-official',
  url: 'https://mtn.cm/momo/tarifs/',
  body: doc({
    title: 'MTN Mobile Money – Tarifs et sécurité | MTN Cameroon',
    css: `body{margin:0;font-family:Arial;background:#fff}.y{background:#ffcb05;padding:12px 30px;display:flex;justify-content:space-between;align-items:center}.w{max-width:880px;margin:24px auto}.t{width:100%;border-collapse:collapse}.t th{background:#000;color:#ffcb05;padding:8px}.t td{border-bottom:1px solid #eee;padding:8px;text-align:center}.s{background:#fffbe6;border-left:4px solid #ffcb05;padding:14px;margin-top:20px}`,
    body: `<div class="y">${logos.mtn(36)}<span>Y'ello Cameroon · <a href="/en/momo/fees/">English</a></span></div><div class="w"><h1>Tarifs MoMo (transferts nationaux)</h1>
<table class="t"><tr><th>Montant (FCFA)</th><th>Transfert MoMo → MoMo</th><th>Retrait chez un agent</th></tr><tr><td>1 – 5 000</td><td>Gratuit</td><td>100</td></tr><tr><td>5 001 – 25 000</td><td>Gratuit</td><td>375</td></tr><tr><td>25 001 – 50 000</td><td>Gratuit</td><td>700</td></tr><tr><td>50 001 – 100 000</td><td>Gratuit</td><td>1 250</td></tr></table>
<div class="s"><h3>Votre PIN est secret</h3><p>MTN ne vous demandera jamais votre code PIN MoMo, ni par appel, ni par SMS, ni sur un site web, ni pour recevoir un prix ou une promotion. Les promotions MoMo ne nécessitent jamais de saisir votre PIN sur une page internet. Pour changer votre PIN, composez *126# puis option 8.</p><p>Signalez une fraude au 8787 (gratuit) ou par WhatsApp au +237 677 55 00 00.</p></div></div>`,
  }),
};

const momoDeveloperDocs: Entry = {
  id: 'xe-clean-mtn-momo-developer-api-requesttopay',
  label: 'clean',
  kind: 'developer-docs',
  url: 'https://momodeveloper.mtn.com/api-documentation/collection',
  body: doc({
    title: 'Collection API – Request to Pay | MoMo Developer',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;display:flex}.side{width:220px;background:#1a1a1a;color:#ddd;min-height:100vh;padding:16px;font-size:14px}.side a{display:block;color:#ddd;padding:4px 0}.m{flex:1;padding:24px 36px;max-width:820px}pre{background:#272822;color:#f8f8f2;padding:14px;font-size:13px;overflow:auto}code{background:#f3f3f3;padding:1px 4px}`,
    body: `<nav class="side">${logos.mtn(28)}<p><b>MoMo Developer</b></p><a href="/products">Products</a><a href="/api-documentation/collection">Collection</a><a href="/api-documentation/disbursement">Disbursement</a><a href="/api-documentation/remittance">Remittance</a><a href="/sandbox">Sandbox</a></nav>
<div class="m"><h1>Request to Pay</h1><p>This operation is used to request a payment from a consumer (Payer). The payer will be asked to authorize the payment <b>on their handset</b> by entering their MoMo PIN in the USSD/app prompt. Your application never sees the PIN.</p>
<pre>POST /collection/v1_0/requesttopay HTTP/1.1
Host: sandbox.momodeveloper.mtn.com
Authorization: Bearer {access_token}
X-Reference-Id: 3f0a6b3c-1b7d-4a44-9d2c-0f4e9a7b6c21
X-Target-Environment: sandbox
Ocp-Apim-Subscription-Key: {subscription_key}
Content-Type: application/json

{
  "amount": "5000",
  "currency": "EUR",
  "externalId": "order-88213",
  "payer": { "partyIdType": "MSISDN", "partyId": "46733123453" },
  "payerMessage": "Paiement commande 88213",
  "payeeNote": "Merci"
}</pre>
<p>Poll <code>GET /collection/v1_0/requesttopay/{referenceId}</code> for the status: <code>PENDING</code>, <code>SUCCESSFUL</code> or <code>FAILED</code>.</p>
<pre>const res = await fetch('https://sandbox.momodeveloper.mtn.com/collection/v1_0/requesttopay', {
  method: 'POST',
  headers: { Authorization: 'Bearer ' + token, 'X-Reference-Id': uuid, 'X-Target-Environment': 'sandbox',
             'Ocp-Apim-Subscription-Key': key, 'Content-Type': 'application/json' },
  body: JSON.stringify({ amount: '5000', currency: 'EUR', externalId: 'order-88213',
                         payer: { partyIdType: 'MSISDN', partyId: msisdn } }),
});</pre>
<p><b>Security:</b> never collect the customer's PIN in your own forms. Applications that do so are suspended.</p></div>`,
  }),
};

const moovMoneyCi: Entry = {
  id: 'xe-clean-moov-money-flooz-cote-divoire',
  label: 'clean',
  kind: 'mobile-money-info-official',
  url: 'https://www.moov-africa.ci/moov-money/',
  body: doc({
    title: 'Moov Money – Flooz | Moov Africa Côte d\'Ivoire',
    css: `body{margin:0;font-family:Arial}.h{display:flex;justify-content:space-between;align-items:center;padding:12px 30px;border-bottom:3px solid #f7941d}.hero{background:#0068b3;color:#fff;padding:50px 30px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;max-width:960px;margin:30px auto}.g div{border:1px solid #e3edf6;border-radius:10px;padding:16px}.codes{max-width:960px;margin:0 auto 30px;background:#f3f8fd;padding:16px;border-radius:10px}`,
    body: `<div class="h">${logos.moov(34)}<nav><a href="/particuliers/">Particuliers</a> · <a href="/entreprises/">Entreprises</a> · <a href="/moov-money/">Moov Money</a></nav></div>
<div class="hero"><h1>Moov Money, votre argent en toute simplicité</h1><p>Transfert, paiement marchand, factures CIE/SODECI, achat de crédit et retrait chez plus de 20 000 points marchands.</p></div>
<div class="g"><div><h3>Transférer</h3><p>Composez *155# puis suivez le menu.</p></div><div><h3>Payer vos factures</h3><p>CIE, SODECI, Canal+, StarTimes.</p></div><div><h3>Application Moov Money</h3><p>Disponible sur Google Play et l'App Store.</p></div></div>
<div class="codes"><h3>Conseils de sécurité</h3><p>Votre code secret Flooz est personnel. Moov Africa n'organise aucun « bonus Flooz » nécessitant la saisie de votre code secret sur internet. En cas de fraude, appelez le 111 ou le 1111.</p></div>`,
  }),
};

const waveStatus: Entry = (() => {
  const host = 'status.wave.com';
  return {
    id: 'xe-clean-wave-status-page',
    label: 'clean',
    kind: 'status-page',
    url: `https://${host}/`,
    body: doc({
      title: 'Wave Status',
      lang: 'en',
      css: `body{margin:0;font-family:-apple-system,'Segoe UI',Arial;background:#fafbfc;color:#0b1d3a}.h{max-width:760px;margin:30px auto;display:flex;justify-content:space-between;align-items:center}.ok{max-width:760px;margin:0 auto;background:#2fcc66;color:#fff;padding:16px;border-radius:6px;font-weight:600}.c{max-width:760px;margin:20px auto;background:#fff;border:1px solid #e1e4e8;border-radius:6px}.c div{display:flex;justify-content:space-between;padding:14px 18px;border-bottom:1px solid #eee}.c span.g{color:#2fcc66}.c span.y{color:#e8a317}.inc{max-width:760px;margin:20px auto;font-size:14px}`,
      body: `<div class="h">${logos.wave(36)}<a href="/subscribe">Subscribe to updates</a></div><div class="ok" style="background:#e8a317">Minor Service Outage – bank transfers delayed</div>
<div class="c" id="comp"><div>App – Senegal<span class="g">Operational</span></div><div>App – Côte d'Ivoire<span class="g">Operational</span></div><div>Bank transfers (GIM-UEMOA)<span class="y">Degraded performance</span></div><div>Orange Money ↔ Wave<span class="g">Operational</span></div><div>Business portal<span class="g">Operational</span></div></div>
<div class="inc"><h3>Past incidents</h3><p><b>Nov 3, 2025</b> – Delayed bank-to-Wave transfers. Resolved – transfers initiated between 14:05 and 15:20 GMT have been credited.</p><p><b>Oct 28, 2025</b> – No incidents reported.</p></div>
<script>fetch('/api/v2/summary.json').then(function(r){return r.json()}).then(function(s){document.title='Wave Status – '+s.status.description}).catch(function(){});</script>`,
    }),
    routes: { [`${host}/api/v2/summary.json`]: jsonRoute({ page: { id: 'wv9k2', name: 'Wave' }, status: { indicator: 'minor', description: 'Minor Service Outage' } }) },
  };
})();

export const entries: Entry[] = [waveBusinessLogin, mtnMomoCmFees, momoDeveloperDocs, moovMoneyCi, waveStatus];
