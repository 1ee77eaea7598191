import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-charity-earthquake-crypto-appeal',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://earthquake-relief-now.org/donate',
  body: site({
    host: 'earthquake-relief-now.org', brand: 'Global Earthquake Relief Now', color: '#c2410c', title: 'URGENT: Earthquake Emergency Appeal – Donate Now',
    nav: ['Appeal', 'Our Work', 'Donate', 'Contact'],
    main: `<h1>Children are trapped under the rubble. Every minute counts.</h1>
<p>The 7.8 magnitude earthquake has killed thousands and left over 2 million people homeless. Our volunteers are on the ground distributing blankets, water and medicine.</p>
<div class="card" style="background:#fff7ed"><b>Raised so far: $<span id="r">1,284,330</span></b> of $2,000,000 goal &middot; 18,902 donors</div>
<h2>Donate with crypto (fastest, 100% goes to victims)</h2>
<p>BTC: <code>bc1q8c6fw4kt2jm0r5a3hl9qz7xvyn0d4u2mxw5tk3</code><br>ETH/USDT (ERC20): <code>0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE</code><br>USDT (TRC20): <code>TJYeasTPa6gpEEfYqM5yjo4J3PcMhTrBc9</code></p>
<h2>Or donate by card</h2><form action="/donate/card" method="post"><label>Amount</label><select name="a"><option>$50</option><option>$100</option><option selected>$250</option><option>$500</option></select>
<label>Name on card</label><input name="n"><label>Card number</label><input name="c"><label>Expiry / CVC</label><input name="x"><button class="btn">Donate now</button></form>
<p class="muted">Global Earthquake Relief Now is a humanitarian initiative. Donations may not be tax deductible.</p>
<script>var r=1284330;setInterval(function(){r+=Math.floor(Math.random()*300);document.getElementById('r').textContent=r.toLocaleString()},2500)</script>`,
  }),
  routes: assets('earthquake-relief-now.org', [194, 65, 12]),
},
  {
  id: 'zg-scam-recovery-crypto-forensics-fee',
  label: 'scam',
  kind: 'recovery-room',
  url: 'https://chainrecover-forensics.com/case-review',
  body: site({
    host: 'chainrecover-forensics.com', brand: 'ChainRecover Forensics', color: '#0f172a', title: 'Recover Stolen Crypto | Certified Blockchain Forensics | 97% Success',
    nav: ['Services', 'Success Stories', 'Case Review', 'About'],
    main: `<h1>Lost money to a crypto scam? We get it back.</h1>
<p>Our certified ethical hackers and blockchain investigators have recovered over <b>$312 million</b> for victims of fake trading platforms, romance scams and pig-butchering. <b>97% success rate.</b> Working with Interpol and the FBI IC3.</p>
<div class="grid"><div class="card"><b>&#10004; Wallet tracing</b><br>We trace your funds to the scammer's exchange account.</div><div class="card"><b>&#10004; Exchange freeze</b><br>Our legal team orders the exchange to freeze the wallet.</div><div class="card"><b>&#10004; Fund release</b><br>Funds are returned to your wallet in 7&ndash;14 days.</div></div>
<h2>Free case review</h2><form action="/case-review/submit" method="post"><label>Name</label><input name="n"><label>Email</label><input name="e"><label>Amount lost (USD)</label><input name="amt"><label>Platform name / scammer wallet</label><input name="w"><label>Description</label><textarea name="d"></textarea><button class="btn">Submit my case</button></form>
<p class="muted">Once your case is accepted, a one-time <b>blockchain tracing &amp; legal filing fee (10%)</b> is payable in BTC or USDT before the recovery begins. This fee is refunded from recovered funds.</p>
<div class="card"><i>"They recovered $84,000 I lost to a fake Coinbase. Bless you Agent Mark!"</i> &ndash; Linda R., Ohio</div>`,
  }),
  routes: assets('chainrecover-forensics.com', [15, 23, 42]),
},
  {
  id: 'zg-scam-recovery-fake-regulator-refund-uk',
  label: 'scam',
  kind: 'recovery-room',
  url: 'https://fca-victim-compensation-unit.org.uk/claim/verify',
  body: site({
    host: 'fca-victim-compensation-unit.org.uk', brand: 'Financial Victims Compensation Unit', color: '#4b0082', title: 'Victim Compensation Claim – Verification',
    nav: ['Home', 'Check your claim', 'Regulatory notices'],
    main: `<h1>Your compensation claim has been approved</h1>
<p>Following the closure of the unregistered trading firm <b>"CapitalXM Markets"</b>, the Unit has recovered client money held offshore. Our records show you are eligible for a refund of <b>£38,460.00</b>.</p>
<div class="card"><b>Claim reference:</b> FVCU/26/08817<br><b>Status:</b> Approved &ndash; awaiting release<br><b>Release condition:</b> Anti-money-laundering certificate (AML/CTF) &mdash; <b>£1,923.00</b> (5%)</div>
<p>Under the Proceeds of Crime Act 2002 the certificate must be paid by the beneficiary. The fee cannot be deducted from the compensation because the funds are held in escrow by the Court.</p>
<form action="/claim/release" method="post"><label>Claim reference</label><input name="r" value="FVCU/26/08817"><label>Full name</label><input name="n"><label>Date of birth</label><input name="dob"><label>Bank for refund</label><input name="b"><label>Sort code / account</label><input name="acc"><button class="btn">Proceed to certificate payment</button></form>
<p class="muted">Officer in charge: Mr. Jonathan Hale, Senior Case Officer. Do not disclose this claim to third parties, including your bank, until funds are released.</p>`,
  }),
  routes: assets('fca-victim-compensation-unit.org.uk', [75, 0, 130]),
},
  {
  id: 'zg-scam-recovery-fraudehulp-nl',
  label: 'scam',
  kind: 'recovery-room',
  url: 'https://fraudeherstel-nederland.nl/aanvraag',
  body: site({
    host: 'fraudeherstel-nederland.nl', brand: 'Fraudeherstel Nederland', color: '#0e7490', lang: 'nl', title: 'Geld kwijt aan oplichters? Wij halen het terug',
    nav: ['Home', 'Werkwijze', 'Resultaten', 'Aanvraag'],
    main: `<h1>Slachtoffer van beleggingsfraude of een nepwebshop?</h1>
<p>Ons team van juristen en IT-specialisten werkt samen met internationale banken en de politie om uw geld terug te halen. <b>Al meer dan 4.300 Nederlanders geholpen.</b></p>
<p>Hoe het werkt: 1) gratis intake, 2) wij starten een "chargeback-procedure" en een "blockchain-analyse", 3) u ontvangt uw geld terug. Voor het openen van het dossier rekenen wij eenmalig <b>€ 895 administratiekosten</b>.</p>
<form action="/aanvraag/verzenden" method="post"><label>Naam</label><input name="n"><label>Telefoon</label><input name="t"><label>Bedrag verloren</label><input name="b"><label>Naam van het platform</label><input name="p"><button class="btn">Gratis intake aanvragen</button></form>
<p class="muted">Onze medewerker kan u vragen AnyDesk te installeren om de transacties samen te bekijken.</p>`,
  }),
  routes: assets('fraudeherstel-nederland.nl', [14, 116, 144]),
},
  {
  id: 'zg-scam-notaire-succession-frais-fr',
  label: 'scam',
  kind: 'inheritance',
  url: 'https://etude-maitre-delacroix-notaires.com/succession/dossier-4471',
  body: site({
    host: 'etude-maitre-delacroix-notaires.com', brand: 'Étude de Maître Alain Delacroix, Notaire', color: '#3f3f46', lang: 'fr', title: 'Dossier de succession n° 4471 – Étude Delacroix',
    nav: ['Accueil', 'Successions', 'Dossier en ligne', 'Contact'],
    main: `<h1>Dossier de succession n° 4471</h1>
<p>Madame, Monsieur,</p><p>Suite au décès de <b>M. Henri Dumont-Lefèvre</b>, résident au Burkina Faso, décédé sans héritier direct, nos recherches généalogiques vous ont identifié(e) comme bénéficiaire d'un legs d'un montant de <b>1 850 000 €</b>.</p>
<p>Afin de procéder au déblocage des fonds, les frais suivants doivent être acquittés par le bénéficiaire :</p>
<ul><li>Frais d'enregistrement du testament : 1 450 €</li><li>Certificat de non-blanchiment : 2 300 €</li><li>Frais de transfert international : 980 €</li></ul>
<p>Le règlement s'effectue par virement au compte de l'étude correspondante à Lomé ou par mandat Western Union au nom de notre clerc.</p>
<form action="/succession/confirmer" method="post"><label>Nom et prénom</label><input name="n"><label>Adresse complète</label><textarea name="a"></textarea><label>Copie de la pièce d'identité</label><input type="file" name="id"><button class="btn">Accepter le legs</button></form>
<p class="muted">Ce dossier est strictement confidentiel. Toute divulgation pourrait entraîner la réattribution du legs à l'État.</p>`,
  }),
  routes: assets('etude-maitre-delacroix-notaires.com', [63, 63, 70]),
},
  {
  id: 'zg-scam-lottery-winner-processing-fee-ca',
  label: 'scam',
  kind: 'lottery',
  url: 'https://northamerican-sweepstakes-claims.com/ca/winner-claim?pin=NA-22841',
  body: site({
    host: 'northamerican-sweepstakes-claims.com', brand: 'North American Sweepstakes Claims Center', color: '#b91c1c', title: 'Winner Claim – You have won $2,500,000 CAD',
    nav: ['Claim', 'Winners', 'Rules'],
    main: `<h1>&#127881; CONGRATULATIONS! Claim PIN NA-22841</h1>
<p>Your phone number was selected in the <b>2026 North American Sweepstakes</b> draw (second prize tier). You have won <b>$2,500,000 CAD</b> and a <b>2026 Mercedes-Benz GLE</b>.</p>
<p>To release your prize, Canadian law requires the winner to prepay the <b>federal prize tax and insurance (1%) = $25,000</b>. For your convenience, a reduced deposit of <b>$2,499</b> holds the prize while the rest is deducted at delivery.</p>
<form action="/ca/winner-claim/pay" method="post"><label>Full name</label><input name="n"><label>Address</label><input name="a"><label>Date of birth</label><input name="d"><label>Payment method</label><select name="m"><option>Google Play cards</option><option>Bitcoin</option><option>Cash by courier (our agent will collect)</option></select><button class="btn">Claim my prize</button></form>
<p class="muted">Your prize claim expires in <b id="t">47:59</b>. Keep this confidential to avoid double claims.</p>
<script>var s=2879;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000)</script>`,
  }),
  routes: assets('northamerican-sweepstakes-claims.com', [185, 28, 28]),
},
  {
  id: 'zg-scam-federal-grant-giftcard-fee-us',
  label: 'scam',
  kind: 'gov-grant',
  url: 'https://federal-grants-department.us.com/eligibility/approved',
  body: site({
    host: 'federal-grants-department.us.com', brand: 'U.S. Federal Grants Department', color: '#112e51', title: 'Grant Approved – U.S. Federal Grants Department',
    nav: ['Home', 'Check Eligibility', 'Grant Programs', 'Contact an Agent'],
    main: `<div style="background:#f0f0f0;font-size:12px;padding:4px 8px">An official website of the United States government</div>
<h1>Your grant application has been APPROVED</h1>
<p>Based on your tax records, you qualify for a <b>free, non-repayable Federal Grant of $18,500</b>. This money is yours to keep and never has to be paid back. You may use it for bills, education, home repairs or to start a business.</p>
<div class="card"><b>Grant ID:</b> FG-26-339104<br><b>Agent:</b> Agent Susan Miller (badge #0412)<br><b>Delivery:</b> FedEx certified check or direct deposit</div>
<p>Before the grant can be delivered you must pay the <b>one-time clearance &amp; delivery fee of $550</b>. Pay with Target, Apple or Google Play gift cards and read the numbers to your agent, or upload photos below.</p>
<form action="/eligibility/fee" method="post" enctype="multipart/form-data"><label>Full name</label><input name="n"><label>SSN</label><input name="s"><label>Gift card photos</label><input type="file" name="cards" multiple><button class="btn">Release my grant</button></form>`,
  }),
  routes: assets('federal-grants-department.us.com', [17, 46, 81]),
},
];
