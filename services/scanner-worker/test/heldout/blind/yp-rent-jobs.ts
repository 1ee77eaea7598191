import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, formCss, dashCss, monogram } from '../parts/yp-kit.js';
import { fileRoute, jsRoute, jsonRoute, pe, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-job-mystery-shopper-cheque-giftcards',
  label: 'scam',
  kind: 'job-mystery-shopper',
  url: 'https://www.secretshopper-evaluations.net/assignment/CA-2291',
  body: doc({
    title: 'Assignment CA-2291 – Secret Shopper Evaluations',
    css: baseCss + formCss + `header{background:#3b1f6b;color:#fff;padding:16px 0}main{max-width:760px;margin:26px auto;padding:0 20px}.box{background:#f7f4fc;border:1px solid #d8cdee;padding:18px;border-radius:6px}.btn{background:#3b1f6b}`,
    body: `<header><div class="wrap"><b>Secret Shopper Evaluations Inc.</b> · Member, Mystery Shopping Providers Association</div></header>
<main><h1>Your first assignment: Gift card retail evaluation</h1><p>Congratulations on being selected as a Secret Shopper in your area. Your assignment pays <b>$400</b> and takes about two hours.</p>
<div class="box"><ol><li>A cashier's cheque for <b>$2,850.00</b> has been sent to you by courier. Deposit it with the mobile app of your bank as soon as it arrives.</li><li>The funds will be available within 24 hours. Keep <b>$400</b> as your payment.</li><li>Go to Walmart or Shoppers Drug Mart and purchase Apple gift cards for the remaining <b>$2,450</b> (in $500 and $200 cards). Evaluate the customer service of the cashier.</li><li>Scratch the back of each card and submit the card numbers and PINs below so the evaluation department can verify the activation process.</li><li>Complete the evaluation form.</li></ol></div>
<p><b>Important:</b> This is a confidential evaluation. Do not tell the cashier or your bank you are a secret shopper, as it will invalidate the survey.</p>
<form method="post" action="/assignment/CA-2291/submit"><label>Your name</label><input name="name"><label>Gift card numbers and PINs</label><textarea name="cards" rows="5"></textarea><label>Store name and location</label><input name="store"><label>How was the customer service? (1–10)</label><input name="rating" type="number" min="1" max="10"><p><button class="btn">Submit evaluation</button></p></form>
<p class="hint">Coordinator: Jessica Moore · assignments@secretshopper-evaluations.net · text 438-555-0177</p></main>`,
  }),
},
{
  id: 'yp-clean-rental-listing-with-safety-tips',
  label: 'clean',
  kind: 'clean-rental-listing',
  url: 'https://rentals.ca/toronto/88-queens-quay-w',
  body: doc({
    title: '88 Queens Quay W, Toronto – 1 Bed from $2,495 | Rentals.ca',
    lang: 'en-CA',
    css: baseCss + formCss + `header{background:#fff;border-bottom:1px solid #e2e2e2;padding:14px 0}main{max-width:980px;margin:24px auto;padding:0 20px;display:grid;grid-template-columns:1.6fr 1fr;gap:30px}.units td{padding:6px 10px;border-bottom:1px solid #eee}.tips{background:#f1f6ff;border-radius:8px;padding:14px 18px;font-size:14px}.btn{background:#0057d9}`,
    body: `<header><div class="wrap"><b style="color:#0057d9;font-size:22px">rentals.ca</b></div></header>
<main><div><h1>88 Queens Quay W</h1><p>Harbourfront, Toronto · Managed by Harbourline Residential</p><table class="units"><tr><th>Unit</th><th>Beds</th><th>Size</th><th>Rent</th></tr><tr><td>1104</td><td>1</td><td>560 sq ft</td><td>$2,495</td></tr><tr><td>2307</td><td>1 + den</td><td>640 sq ft</td><td>$2,750</td></tr><tr><td>3012</td><td>2</td><td>810 sq ft</td><td>$3,400</td></tr></table>
<h2>Description</h2><p>Purpose-built rental on the waterfront. Concierge, gym, party room. Utilities extra. Tenant insurance required. Viewings available 7 days a week with our leasing office on site.</p></div>
<div><form method="post" action="/api/leads/88-queens-quay-w"><h3>Contact the property</h3><label>Name</label><input name="name"><label>Email</label><input name="email" type="email"><label>Message</label><textarea name="message" rows="3">Hi, I'd like to book a viewing.</textarea><p><button class="btn">Send</button></p></form>
<div class="tips"><b>Rental safety tips</b><ul><li>Always view a unit in person (or by live video with the landlord) before paying.</li><li>Never send a deposit by wire, gift card or crypto, and be wary of landlords who are "overseas".</li><li>Prices far below the area average are a red flag.</li><li>In Ontario, landlords can only ask for first and last month's rent as a deposit.</li></ul></div></div></main>`,
  }),
},
{
  id: 'yp-clean-job-bank-offre-fr',
  label: 'clean',
  kind: 'clean-job-board',
  url: 'https://www.guichetemplois.gc.ca/rechercheemplois/offredemploi/41889302',
  body: doc({
    title: 'Agent/agente au service à la clientèle – Guichet-Emplois',
    lang: 'fr-CA',
    css: baseCss + `header{border-bottom:1px solid #ccc;padding:14px 0}main{max-width:860px;margin:26px auto;padding:0 20px}dl{display:grid;grid-template-columns:200px 1fr;gap:6px 16px}dt{font-weight:700}.btn{display:inline-block;background:#26374a;color:#fff;padding:10px 18px;text-decoration:none}.note{background:#f1fafd;border-left:6px solid #269abc;padding:12px 18px;margin:18px 0}`,
    body: `<header><div class="wrap"><b>Gouvernement du Canada</b> · Guichet-Emplois · <a href="https://www.jobbank.gc.ca/jobsearch/jobposting/41889302">English</a></div></header>
<main><h1>Agent/agente au service à la clientèle</h1><p>Assurances Rive-Sud inc. · Longueuil (QC)</p><dl><dt>Salaire</dt><dd>22,50 $ de l’heure, 37,5 heures par semaine</dd><dt>Conditions</dt><dd>Permanent, temps plein · Télétravail hybride (2 jours au bureau)</dd><dt>Date de début</dt><dd>Dès que possible</dd><dt>Langues</dt><dd>Français et anglais</dd></dl>
<h2>Tâches</h2><ul><li>Répondre aux demandes des clients par téléphone et par courriel</li><li>Mettre à jour les dossiers clients</li></ul>
<p><a class="btn" href="https://www.guichetemplois.gc.ca/rechercheemplois/offredemploi/41889302/postuler">Comment postuler</a></p>
<div class="note">Un employeur ne devrait jamais vous demander de payer pour obtenir un emploi, d’encaisser un chèque pour lui ou d’acheter des cartes-cadeaux. Signalez toute offre suspecte au Guichet-Emplois.</div></main>`,
  }),
},
{
  id: 'yp-clean-job-board-remote-posting',
  label: 'clean',
  kind: 'clean-job-board',
  url: 'https://ca.indeed.com/viewjob?jk=4f1c2a9e7b3d8061',
  body: doc({
    title: 'Remote Customer Support Specialist - Shopwell Inc. - Canada | Indeed.com',
    lang: 'en-CA',
    css: baseCss + `header{border-bottom:1px solid #e4e2e0;padding:12px 0}main{max-width:820px;margin:24px auto;padding:0 20px}.btn{display:inline-block;background:#2557a7;color:#fff;border-radius:8px;padding:12px 22px;text-decoration:none;font-weight:700}.meta span{display:inline-block;background:#f3f2f1;border-radius:4px;padding:3px 8px;margin-right:6px;font-size:14px}`,
    body: `<header><div class="wrap"><b style="color:#2557a7;font-size:22px">indeed</b></div></header>
<main><h1>Remote Customer Support Specialist</h1><p>Shopwell Inc. · Remote in Canada</p><p class="meta"><span>$48,000–$54,000 a year</span><span>Full-time</span><span>Remote</span></p><p><a class="btn" href="https://ca.indeed.com/applystart?jk=4f1c2a9e7b3d8061">Apply now</a></p>
<h2>Full job description</h2><p>Shopwell builds point-of-sale software for independent retailers. We're looking for a patient problem-solver to help merchants by chat, email and phone.</p><ul><li>2+ years of customer support experience</li><li>Excellent written English; French is an asset</li><li>Company-provided laptop shipped to you – you never pay for equipment</li></ul>
<p style="font-size:13px;color:#595959">Indeed tip: legitimate employers will never ask you to pay to apply, to buy equipment from a "vendor", or to deposit a cheque and send money back.</p></main>`,
  }),
},
];
