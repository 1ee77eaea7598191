import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';

const card = (action: string, btn: string) => `<form action="${action}" method="post"><label>Name on card</label><input name="nm"><label>Card number</label><input name="cn" maxlength="19"><div class="row"><div><label>Expiration date</label><input name="ex" placeholder="MM/YY"></div><div><label>Security code</label><input name="cv" maxlength="4"></div></div><label>Billing ZIP</label><input name="zp"><button>${btn}</button></form>`;
const govBanner = `<div style="background:#f0f0f0;font-size:12px;padding:4px 24px">&#127482;&#127480; An official website of the United States government</div>`;
export const entries: Entry[] = [
{
    id: 'zk-phish-ezpass-unpaid-toll',
    label: 'phishing',
    kind: 'toll-fine',
    url: 'https://e-zpassny.com-tolls.icu/pay',
    body: doc({
      title: 'E-ZPass New York - Pay Unpaid Tolls',
      css: baseCss('#6a2c8e') + '.w{max-width:520px;margin:20px auto}',
      body: `<header class="top" style="background:#6a2c8e;color:#fff"><b>E-ZPass New York</b></header>
<div class="w card"><h2>Outstanding Toll Notice</h2><p>Our records show an unpaid toll of <b>$6.99</b> for your vehicle. To avoid a late fee of $50.00 and suspension of your vehicle registration, please pay by <b id="d"></b>.</p>
<label>License plate</label><input placeholder="ABC1234">${card('/pay/submit', 'Pay $6.99')}</div>
${footer('E-ZPass New York Service Center', ['Privacy Policy', 'Terms', 'Contact'])}`,
      scripts: `<script>var t=new Date(Date.now()+864e5);d.textContent=t.toLocaleDateString('en-US',{month:'long',day:'numeric',year:'numeric'})</script>`,
    }),
    routes: { 'e-zpassny.com-tolls.icu/pay/submit': htmlRoute('<p>Processing... Please enter the verification code sent to your phone.</p><form><input name="sms"><button>OK</button></form>') },
  },
{
    id: 'zk-phish-cra-remboursement-fr',
    label: 'phishing',
    kind: 'tax-refund',
    url: 'https://arc-canada-remboursement.com/fr/mon-dossier/',
    body: doc({
      title: 'Agence du revenu du Canada - Mon dossier',
      lang: 'fr-CA',
      css: baseCss('#26374a') + 'header.top{border-bottom:4px solid #26374a}.w{max-width:600px;margin:20px auto}',
      body: `<header class="top"><b>Gouvernement du Canada</b> <span class="muted">Government of Canada</span></header>
<div class="w card"><h1 style="font-size:22px">Agence du revenu du Canada : avis de remboursement</h1><p>Vous avez droit à un remboursement de TPS/TVH de <b>512,75 $</b>. Pour recevoir votre paiement par virement Interac, veuillez confirmer vos renseignements.</p>
<form action="/fr/mon-dossier/envoi" method="post"><label>Numéro d'assurance sociale (NAS)</label><input name="nas"><label>Date de naissance</label><input name="ddn"><label>Adresse courriel</label><input name="c"><label>Sélectionnez votre banque</label><select name="b"><option>Desjardins</option><option>Banque Nationale</option><option>RBC</option><option>TD</option><option>BMO</option><option>Scotia</option></select><button>Continuer</button></form></div>
${footer('Gouvernement du Canada', ['Avis', 'Confidentialité', 'English'])}`,
    }),
    routes: { 'arc-canada-remboursement.com/fr/mon-dossier/envoi': htmlRoute(doc({ title: 'Connexion bancaire', lang: 'fr-CA', body: '<h2>Connectez-vous à votre banque</h2><form><input name="u" placeholder="Identifiant"><input name="p" type="password" placeholder="Mot de passe"><button>Valider</button></form>' })) },
  },
{
    id: 'zk-phish-ssa-statement-suspended',
    label: 'phishing',
    kind: 'benefit-kit',
    url: 'https://ssa-gov.my-statement-secure.com/myaccount/',
    body: doc({
      title: 'my Social Security | SSA',
      css: baseCss('#0b3d91') + '.w{max-width:520px;margin:20px auto}',
      body: `${govBanner}<header class="top"><img src="/content/dam/site/logo.png" alt="SSA"><b>Social Security Administration</b></header>
<div class="w card"><h2>Your Social Security Statement is ready</h2><p>Due to a cost-of-living adjustment (COLA) your benefit record requires verification. Failure to verify within 24 hours will result in suspension of your benefits.</p>
<form id="f"><label>Username</label><input name="u"><label>Password</label><input type="password" name="p"><label>SSN</label><input name="s"><label>Mother's maiden name</label><input name="m"><button>Sign In</button></form></div>`,
      scripts: `<script>f.onsubmit=function(e){e.preventDefault();fetch('/myaccount/x',{method:'POST',body:new FormData(f)}).then(function(){location='https://www.ssa.gov/'})}</script>`,
    }),
    routes: { ...assets('ssa-gov.my-statement-secure.com', [11, 61, 145]), 'ssa-gov.my-statement-secure.com/myaccount/x': okJson() },
  },
{
    id: 'zk-scam-uscis-green-card-lottery-fee',
    label: 'scam',
    kind: 'immigration-fee',
    url: 'https://uscis-dvlottery-results.com/es/resultados',
    body: doc({
      title: 'USCIS - Resultados de la Lotería de Visas DV-2027',
      lang: 'es',
      css: baseCss('#003366') + '.w{max-width:620px;margin:20px auto}.ok{color:#080;font-size:22px}',
      body: `${govBanner}<header class="top"><b>U.S. Citizenship and Immigration Services</b></header>
<div class="w card"><p class="ok">¡FELICIDADES! Su solicitud ha sido SELECCIONADA.</p><p>Número de confirmación: 2027AS00018822. Para continuar con el proceso de su Green Card debe pagar la tarifa de procesamiento de <b>$330 USD</b> en un plazo de 72 horas mediante giro de Western Union, MoneyGram o tarjetas de regalo.</p>
<p>Contacte a su oficial asignado: <b>Agente Robert Miller, +1 (347) 555-0188 (WhatsApp)</b></p><p>Si no paga, su cupo será asignado a otro solicitante.</p><a class="btn" href="https://wa.me/13475550188">Contactar por WhatsApp</a></div>`,
    }),
  },
{
    id: 'zk-clean-ssa-myaccount-signin',
    label: 'clean',
    kind: 'gov-login',
    url: 'https://secure.ssa.gov/RIL/SiView.action',
    body: doc({
      title: 'my Social Security',
      css: baseCss('#0b3d91') + '.w{max-width:520px;margin:20px auto}',
      body: `${govBanner}${header('/content/dam/site/logo.png', 'Social Security')}
<div class="w card"><h1 style="font-size:22px">Sign in to my Social Security</h1><p>Choose a sign-in option. Login.gov and ID.me accounts can be used.</p><a class="btn" href="#">Sign in with Login.gov</a><br><a class="btn" style="background:#08833d" href="#">Sign in with ID.me</a>
<p class="muted">Social Security will never threaten, scare or pressure you to take immediate action, or ask for payment by gift card, wire transfer or cryptocurrency. Report scams at oig.ssa.gov.</p></div>
${footer('Social Security Administration', ['Privacy Policy', 'Accessibility', 'FOIA', 'No FEAR Act', 'Open Government'])}`,
    }),
    routes: assets('secure.ssa.gov', [11, 61, 145]),
  },
{
    id: 'zk-clean-dmv-registration-renewal',
    label: 'clean',
    kind: 'gov-payment',
    url: 'https://www.dmv.ca.gov/wasapp/ipp2/initvr.do?localeName=en',
    body: doc({
      title: 'Vehicle Registration Renewal | California DMV',
      css: baseCss('#034a90'),
      body: `${header('/content/dam/site/logo.png', 'California DMV', ['Driver Licenses', 'Vehicle Registration', 'Online Services', 'Offices'])}
<main><div class="card"><h1 style="font-size:22px">Vehicle Registration Renewal</h1><p>You'll need your license plate number and the last 5 digits of your VIN, or the Renewal Identification Number (RIN) from your renewal notice.</p>
<form method="post" action="/wasapp/ipp2/processVr.do"><label>License plate number</label><input name="plate"><label>Last 5 digits of VIN</label><input name="vin" maxlength="5"><button>Next</button></form></div>
<div class="alert">The DMV does not send text messages about unpaid traffic tickets or toll fees. Traffic tickets are handled by the Superior Court in the county where they were issued.</div></main>
${footer('State of California', ['Conditions of Use', 'Privacy Policy', 'Accessibility', 'Contact Us'])}`,
    }),
    routes: assets('www.dmv.ca.gov', [3, 74, 144]),
  },
];
