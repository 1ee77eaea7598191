import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-charity-inondations-don-fr',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://solidarite-sinistres-inondations.fr/faire-un-don',
  body: site({
    host: 'solidarite-sinistres-inondations.fr', brand: 'Solidarité Sinistrés', color: '#1d4ed8', lang: 'fr', title: 'Inondations : aidez les familles sinistrées – Don en ligne',
    nav: ['Accueil', "L'urgence", 'Faire un don', 'Contact'],
    main: `<h1>Inondations dans le Pas-de-Calais : des centaines de familles ont tout perdu</h1>
<p>Notre collectif de bénévoles vient en aide aux sinistrés : hébergement, repas chauds, vêtements. <b>Votre don est déductible à 75 %</b> de vos impôts.</p>
<p>Pour que votre aide arrive le plus vite possible, les dons se font par <b>carte cadeau PCS, Transcash ou Neosurf</b> : envoyez le code du coupon à notre trésorière par e-mail ou WhatsApp. Les virements bancaires sont bloqués par les banques pour les associations récentes.</p>
<form action="/don/coupon" method="post"><label>Type de coupon</label><select name="t"><option>PCS Mastercard</option><option>Transcash</option><option>Neosurf</option></select><label>Code du coupon (12 chiffres)</label><input name="code"><label>Montant</label><input name="m" value="100 €"><label>E-mail pour votre reçu fiscal</label><input name="e"><button class="btn">Valider mon don</button></form>
<p class="muted">Association loi 1901 en cours de déclaration en préfecture.</p>`,
  }),
  routes: assets('solidarite-sinistres-inondations.fr', [29, 78, 216]),
},
  {
  id: 'zg-scam-charity-bushfire-wildlife-au',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://bushfire-wildlife-rescue-appeal.com/au/give',
  body: site({
    host: 'bushfire-wildlife-rescue-appeal.com', brand: 'Bushfire Wildlife Rescue Appeal', color: '#9a3412', title: 'Save the koalas – Bushfire Wildlife Appeal',
    nav: ['Appeal', 'Gallery', 'Give'],
    main: `<h1>Koalas are burning. Please help today.</h1>
<p>Our small team of carers in the Blue Mountains is rescuing injured koalas, wallabies and possums from the fire zone. We need A$150,000 for burns treatment and enclosures.</p>
<p>&#9888; Our PayPal was frozen because of the volume of donations. Please donate by <b>bank transfer to our treasurer's personal account</b> or via the PayID below.</p>
<p>BSB 062-000 &middot; Acc 1744 2091 &middot; Name: J. Mitchell &middot; PayID: 0412 555 019</p>
<p>As a thank-you, every donor over A$100 goes into the draw to win a <b>new Toyota LandCruiser</b>!</p>
<form action="/au/give/confirm" method="post"><label>Name</label><input name="n"><label>Email</label><input name="e"><label>Amount donated</label><input name="a"><button class="btn">I've donated</button></form>`,
  }),
  routes: assets('bushfire-wildlife-rescue-appeal.com', [154, 52, 18]),
},
  {
  id: 'zg-scam-debt-collector-enforcement-pay-uk',
  label: 'scam',
  kind: 'fake-debt',
  url: 'https://hce-enforcement-notice.co.uk/pay?case=HCE-77120-L',
  body: site({
    host: 'hce-enforcement-notice.co.uk', brand: 'High Court Enforcement Notice Service', color: '#7f1d1d', title: 'NOTICE OF ENFORCEMENT – Pay now to avoid attendance',
    nav: ['Pay now', 'Your rights', 'Contact'],
    main: `<h1 style="color:#7f1d1d">NOTICE OF ENFORCEMENT &ndash; FINAL</h1>
<p>Case reference <b>HCE-77120-L</b>. A writ of control has been issued against you in relation to an unpaid debt (original creditor: <i>Payday Express Loans</i>). An enforcement agent is scheduled to attend your address <b>tomorrow between 7am and 9pm</b> to remove goods.</p>
<table><tr><td>Debt</td><td>£846.20</td></tr><tr><td>Compliance fee</td><td>£75.00</td></tr><tr><td>Enforcement stage fee</td><td>£235.00</td></tr><tr><th>Total payable today</th><th>£1,156.20</th></tr></table>
<p>Payment today will cancel the visit. <b>Failure to pay may result in arrest</b> and a County Court Judgment against your credit file.</p>
<form action="/pay/card" method="post"><label>Name</label><input name="n"><label>Address</label><input name="a"><label>Card number</label><input name="cc"><label>Expiry</label><input name="exp"><label>Security code</label><input name="cvv"><button class="btn">Pay £1,156.20 and stop enforcement</button></form>`,
  }),
  routes: assets('hce-enforcement-notice.co.uk', [127, 29, 29]),
},
  {
  id: 'zg-scam-escrow-bank-beneficiary-balance',
  label: 'scam',
  kind: 'inheritance',
  url: 'https://online.firstunionescrowtrust.com/ib/account',
  body: site({
    host: 'online.firstunionescrowtrust.com', brand: 'First Union Escrow Trust &ndash; Online Banking', color: '#14532d', title: 'Account Summary – First Union Escrow Trust',
    nav: ['Accounts', 'Transfers', 'Statements', 'Secure messages'],
    main: `<h1>Welcome, Beneficiary</h1>
<table><tr><th>Account</th><th>Type</th><th>Available</th><th>Status</th></tr><tr><td>****8821</td><td>Inheritance Escrow (USD)</td><td><b>$4,750,000.00</b></td><td style="color:#b45309">DORMANT &ndash; activation required</td></tr></table>
<div class="card"><b>Secure message from Account Officer (Mr. Paul Adeyemi):</b><br>Your account has been credited with the inheritance funds of the late Engr. Robert Walsh. To make the account active for international wire transfer, the Federal Reserve requires a <b>one-time activation and COT (Cost of Transfer) fee of $6,850</b>. Kindly remit via Bitcoin or through our corresponding officer. Transfers will be enabled within 1 hour of payment.</div>
<p><a class="btn" href="/ib/transfer">Transfer funds</a> <span class="muted">(Error: COT code required)</span></p>`,
  }),
  routes: {
    ...assets('online.firstunionescrowtrust.com', [20, 83, 45]),
    'online.firstunionescrowtrust.com/ib/transfer': htmlRoute('<!doctype html><title>Transfer</title><h2>International wire</h2><form><input placeholder="Beneficiary bank"><input placeholder="Amount"><input placeholder="COT code"><button>Send</button></form><p style="color:red">Invalid COT code. Contact your account officer to purchase a COT code.</p>'),
  },
},
];
