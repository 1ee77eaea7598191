import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

const govukCss = `body{margin:0;font-family:Arial,sans-serif;color:#0b0c0c}.gh{background:#0b0c0c;color:#fff;padding:10px 30px;font-weight:700;font-size:24px;border-bottom:10px solid #1d70b8}.w{max-width:960px;margin:0 auto;padding:30px}a{color:#1d70b8}.bc{font-size:14px}.ins{border-left:10px solid #b1b4b6;padding:10px 15px;margin:20px 0}footer{border-top:1px solid #b1b4b6;background:#f3f2f1;padding:30px;font-size:14px}`;

export const entries: Entry[] = [
  {
  id: 'zg-clean-lawfirm-probate-services-uk',
  label: 'clean',
  kind: 'law-firm',
  url: 'https://www.ashworthtaylor-solicitors.co.uk/private-client/probate',
  body: site({
    host: 'www.ashworthtaylor-solicitors.co.uk', brand: 'Ashworth Taylor Solicitors', color: '#1c2833', title: 'Probate and Estate Administration | Ashworth Taylor Solicitors',
    nav: ['For you', 'For business', 'Our people', 'Fees', 'Contact'],
    main: `<h1>Probate and estate administration</h1><p>Dealing with the estate of someone who has died can be complicated. Our private client team can obtain the grant of probate, value and collect in assets, pay inheritance tax and distribute the estate to beneficiaries.</p>
<h2>Our fees</h2><p>Fixed fee for obtaining the grant only: £1,650 + VAT. Full estate administration: hourly rates from £195 + VAT (typically 1–2% of the estate value). Disbursements include the probate application fee (£300) and Gazette notices.</p>
<h2>Beware of "unclaimed inheritance" letters</h2><p>We regularly hear from people who have received letters or emails claiming they are the beneficiary of a distant relative's estate and asking for fees to release it. Solicitors do not ask beneficiaries to pay fees upfront to receive an inheritance; costs are paid out of the estate. Always check a firm on the Solicitors Regulation Authority register.</p>
<p><a class="btn" href="/contact?team=private-client">Arrange a free initial call</a></p>`,
    footer: 'Ashworth Taylor Solicitors LLP is authorised and regulated by the Solicitors Regulation Authority (SRA No. 612345). A list of members is available at our registered office, 12 Park Row, Leeds LS1 5HD. <a href="/complaints">Complaints</a><a href="/privacy">Privacy</a>',
  }),
  routes: assets('www.ashworthtaylor-solicitors.co.uk', [28, 40, 51]),
},
  {
  id: 'zg-clean-collection-agency-pay-portal-us',
  label: 'clean',
  kind: 'debt-collection',
  url: 'https://pay.meridianrecoveryservices.com/account/lookup',
  body: site({
    host: 'pay.meridianrecoveryservices.com', brand: 'Meridian Recovery Services', color: '#283747', title: 'Make a Payment | Meridian Recovery Services',
    nav: ['Make a payment', 'Dispute a debt', 'Your rights', 'Contact'],
    main: `<h1>Account lookup</h1><p>Enter the reference number from the letter you received from us, along with your ZIP code and last 4 digits of your SSN.</p>
<form action="/account/verify" method="post"><label>Reference number</label><input name="ref"><label>ZIP code</label><input name="zip"><label>Last 4 digits of SSN</label><input name="ssn4" maxlength="4"><button class="btn">Look up account</button></form>
<h2>Your rights</h2><p>This is a communication from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose. You have the right to dispute this debt within 30 days of receiving our validation notice; we will then stop collection until we send you verification. We will not call you before 8am or after 9pm, and we will never threaten arrest.</p>
<p>Accepted payment methods: debit card, ACH bank transfer or check by mail. We never accept gift cards, cryptocurrency or wire transfers.</p>
<p class="muted">Meridian Recovery Services, LLC &middot; 2100 Commerce Pkwy, Columbus, OH &middot; NMLS #000000 &middot; Licensed collection agency in states where required.</p>`,
  }),
  routes: assets('pay.meridianrecoveryservices.com', [40, 55, 71]),
},
  {
  id: 'zg-clean-notaire-succession-etude-fr',
  label: 'clean',
  kind: 'law-firm',
  url: 'https://www.notaires-brest-kerjean.fr/succession',
  body: site({
    host: 'www.notaires-brest-kerjean.fr', brand: 'Kerjean &amp; Associés, Notaires', color: '#4a235a', lang: 'fr', title: 'Succession – Office notarial Kerjean & Associés, Brest',
    nav: ['L\'office', 'Famille', 'Immobilier', 'Succession', 'Nous contacter'],
    main: `<h1>Régler une succession</h1><p>Le notaire est obligatoire en présence d'un bien immobilier ou si l'actif dépasse 5 000 €. Nous établissons l'acte de notoriété, l'attestation immobilière et la déclaration de succession.</p>
<h2>Frais</h2><p>Les émoluments du notaire sont fixés par un tarif réglementé (décret du 26 février 2016). Ils sont réglés sur l'actif de la succession, à l'issue du dossier.</p>
<div class="card"><b>Attention aux escroqueries à l'héritage.</b> Un notaire ne vous demandera jamais de verser des « frais de déblocage » ou un « certificat de non-blanchiment » pour recevoir un héritage. Vérifiez l'existence d'un office sur l'annuaire officiel des notaires de France.</div>
<p>Office notarial, 14 rue de Siam, 29200 Brest &middot; 02 98 00 00 00</p>`,
  }),
  routes: assets('www.notaires-brest-kerjean.fr', [74, 35, 90]),
},
  {
  id: 'zg-clean-govuk-cost-of-living-scam-guidance',
  label: 'clean',
  kind: 'gov-benefit',
  url: 'https://www.gov.uk/guidance/cost-of-living-payment-scams-zg',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Cost of Living Payment: how to spot scams - GOV.UK</title><style>${govukCss}</style></head><body>
<div class="gh">GOV.UK</div><div class="w"><div class="bc"><a href="/">Home</a> &rsaquo; <a href="/browse/benefits">Benefits</a></div>
<h1>Cost of Living Payment: how to spot scams</h1><p>From: Department for Work and Pensions</p>
<p>You do not need to apply for a Cost of Living Payment. If you're eligible, you'll be paid automatically into the same account as your benefit or tax credits.</p>
<div class="ins">DWP will never text or email asking for your personal information or bank details. If you get a message like this, it's a scam.</div>
<h2>Examples of scam messages</h2><p>"GOV.UK: You are eligible for a £650 Cost of Living Payment. Claim now before midnight: costofliving-payment-claim[.]uk"</p><p>"DWP: We were unable to verify your bank details for your winter payment. Update here to avoid cancellation."</p>
<h2>Report it</h2><p>Forward scam texts to 7726 and scam emails to report@phishing.gov.uk. If you've lost money, contact your bank immediately and report it to Action Fraud.</p></div>
<footer>All content is available under the Open Government Licence v3.0, except where otherwise stated &middot; &copy; Crown copyright</footer></body></html>`,
},
  {
  id: 'zg-clean-seguranca-social-prestacoes-pt',
  label: 'clean',
  kind: 'gov-benefit',
  url: 'https://www.seg-social.pt/prestacoes-zg/abono-de-familia',
  body: site({
    host: 'www.seg-social.pt', brand: 'Segurança Social', color: '#00467f', lang: 'pt', title: 'Abono de família para crianças e jovens – Segurança Social', logo: false,
    nav: ['Cidadãos', 'Empresas', 'Segurança Social Direta', 'Contactos'],
    main: `<h1>Abono de família para crianças e jovens</h1><p>Prestação em dinheiro, paga mensalmente, para ajudar as famílias no sustento e educação das crianças e jovens.</p>
<h2>Como pedir</h2><p>Através da <b>Segurança Social Direta</b>, com autenticação por Chave Móvel Digital ou senha de acesso. O pagamento é feito por transferência bancária para o IBAN registado.</p>
<div class="card"><b>Alerta de fraude:</b> A Segurança Social não envia SMS ou emails com links para pagamentos, nem pede dados de cartão bancário. Se receber uma mensagem deste tipo, não clique e apague-a.</div>
<p><a class="btn" href="/ssdireta">Aceder à Segurança Social Direta</a></p>`,
  }),
},
  {
  id: 'zg-clean-streaming-free-trial-honest-terms',
  label: 'clean',
  kind: 'subscription',
  url: 'https://www.reelhouse.tv/signup/plans',
  body: site({
    host: 'www.reelhouse.tv', brand: 'Reelhouse', color: '#111', title: 'Choose your plan | Reelhouse', trackId: 'G-RHTV01',
    nav: ['Browse', 'Kids', 'Plans', 'Help'],
    main: `<h1>Try Reelhouse free for 7 days</h1><p>Stream thousands of films and series. We'll send you a reminder 2 days before your trial ends.</p>
<div class="grid"><div class="card"><b>Basic</b><br>£5.99/month after trial<br>HD, 1 screen</div><div class="card"><b>Standard</b><br>£9.99/month after trial<br>Full HD, 2 screens</div><div class="card"><b>Premium</b><br>£14.99/month after trial<br>4K HDR, 4 screens</div></div>
<form action="/signup/payment" method="post"><label>Plan</label><select name="p"><option>Basic</option><option selected>Standard</option><option>Premium</option></select><button class="btn">Start free trial</button></form>
<p><b>Today: £0.</b> Your membership will start on the date shown on the next page and you'll be charged monthly until you cancel. Cancel online anytime in Account &rsaquo; Membership &mdash; two clicks, no phone call needed.</p>`,
  }),
  routes: assets('www.reelhouse.tv', [17, 17, 17]),
},
  {
  id: 'zg-clean-meal-kit-trial-ca',
  label: 'clean',
  kind: 'subscription',
  url: 'https://www.freshcrate.ca/plans',
  body: site({
    host: 'www.freshcrate.ca', brand: 'FreshCrate', color: '#27ae60', title: 'Meal Kit Plans | FreshCrate Canada',
    nav: ['Menus', 'Plans', 'Gift cards', 'How it works', 'FAQ'],
    main: `<h1>Pick your plan</h1><p>Get 50% off your first box. Skip a week or cancel anytime before the weekly cutoff (Wednesday 11:59pm ET).</p>
<table><tr><th>Meals per week</th><th>2 people</th><th>4 people</th></tr><tr><td>3</td><td>$11.49/serving</td><td>$9.99/serving</td></tr><tr><td>4</td><td>$10.99/serving</td><td>$9.49/serving</td></tr><tr><td>5</td><td>$10.49/serving</td><td>$8.99/serving</td></tr></table>
<p>Shipping $10.99 per box. First box: 50% off meals. From the second box, regular prices apply. This is a weekly subscription &mdash; you'll receive a box every week until you skip or cancel in your account settings.</p>
<p><a class="btn" href="/signup?plan=2x3">Select this plan</a></p>`,
  }),
  routes: assets('www.freshcrate.ca', [39, 174, 96]),
},
];
