import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const appealCss = `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #ddd}header a{margin-left:16px;color:#333;text-decoration:none;font-size:14px}.hero{background:#2b2b2b;color:#fff;padding:50px 30px}.hero h1{font-size:34px;margin:0 0 10px}main{max-width:900px;margin:0 auto;padding:24px}.amts button{font-size:18px;padding:12px 20px;margin:4px;border:2px solid #d32f2f;background:#fff;color:#d32f2f;border-radius:6px;cursor:pointer}.btn{background:#d32f2f;color:#fff;border:0;padding:13px 26px;font-size:17px;border-radius:6px;text-decoration:none;display:inline-block}.bar{height:14px;background:#eee;border-radius:7px;overflow:hidden}.bar div{height:100%;background:#d32f2f}.muted{color:#666;font-size:13px}`;
const govCss = `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#0b0c0c;font-size:17px;line-height:1.5}header{background:#0b0c0c;color:#fff;padding:12px 30px}header b{font-size:22px}.phase{max-width:960px;margin:10px auto;padding:0 20px;font-size:14px;border-bottom:1px solid #b1b4b6}main{max-width:960px;margin:0 auto;padding:20px}h1{font-size:40px;line-height:1.1}.inset{border-left:10px solid #b1b4b6;padding:10px 16px;margin:20px 0}.btn{background:#00703c;color:#fff;padding:10px 16px;text-decoration:none;display:inline-block;box-shadow:0 2px 0 #002d18;border:0}footer{border-top:1px solid #b1b4b6;background:#f3f2f1;padding:30px;font-size:14px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-traffic-fine-pay-now-it',
  label: 'scam',
  kind: 'fake-gov-payment',
  url: 'https://multe-stradali-pagamento.it/verbale/IT-2026-448210',
  body: doc({
    title: 'Portale Pagamento Sanzioni Stradali – Verbale n. IT-2026-448210',
    lang: 'it',
    css: govCss.replace(/#0b0c0c;color:#fff/g, '#0066cc;color:#fff').replace(/#00703c/g, '#0066cc'),
    body: `<header><b>Portale Pagamento Sanzioni Stradali</b></header>
<div class="phase">Servizio online per il pagamento ridotto entro 5 giorni</div>
<main>
<h1>Verbale di accertamento n. IT-2026-448210</h1>
<p>Violazione: <b>art. 142 C.d.S. – eccesso di velocità (oltre 10 km/h)</b><br>Luogo: A1 Milano–Napoli, km 312, direzione Sud<br>Data: 07/01/2026 ore 16:42</p>
<div class="inset"><p>Importo ridotto (pagamento entro 5 giorni): <b>€ 29,40</b><br>Importo ordinario: € 42,00 + spese di notifica € 18,50</p><p>In caso di mancato pagamento verrà avviata la procedura di riscossione coattiva con <b>fermo amministrativo del veicolo</b>.</p></div>
<p>Scegli il metodo di pagamento:</p>
<p><a class="btn" href="#" onclick="document.getElementById('b').style.display='block';return false">Bonifico istantaneo</a> <a class="btn" href="#" onclick="document.getElementById('r').style.display='block';return false">Ricarica Postepay</a></p>
<div id="b" class="inset" style="display:none">IBAN: IT 48 X 36772 22300 EM001442 3019 · Intestatario: Servizi Riscossione Srls · Causale: IT-2026-448210</div>
<div id="r" class="inset" style="display:none">Ricarica Postepay n. 5333 1710 4428 9903 intestata a A. Esposito (incaricato). Invia la ricevuta a pagamenti.verbali@gmail.com</div>
</main>
<footer>Servizio convenzionato · Informativa privacy · Accessibilità</footer>`,
  }),
},
  {
  id: 'k-clean-red-cross-style-appeal-own-domain',
  label: 'clean',
  kind: 'charity-appeal',
  url: 'https://www.redshieldrelief.org/appeals/southeast-asia-floods',
  body: doc({
    title: 'Southeast Asia Floods Appeal | Red Shield Relief',
    css: appealCss,
    head: gtagStub('G-RSR3380') + pixelStub('44102290012'),
    body: `<header><strong>Red Shield Relief</strong><nav><a href="#">What we do</a><a href="#">Emergencies</a><a href="#">Get involved</a><a href="#">Donate</a></nav></header>
<div class="hero" style="background:#7f1d1d"><h1>Southeast Asia Floods Appeal</h1><p>Monsoon flooding has affected more than 2 million people. Our local branches are providing emergency shelter, safe drinking water, and cash assistance.</p></div>
<main>
<div class="amts"><button>$30</button><button>$60</button><button>$120</button><button>Other amount</button></div>
<p><label><input type="checkbox"> Make this a monthly gift</label></p>
<a class="btn" href="#">Donate securely</a>
<p class="muted">We accept credit/debit cards, PayPal, Apple Pay, Google Pay, bank transfer (details on our website), cheques, and donor-advised funds. Red Shield Relief is a registered 501(c)(3) nonprofit, EIN 53-0196605; donations are tax-deductible to the extent allowed by law. 91 cents of every dollar goes to programs (2025 audited financial statements).</p>
<h2>Where your money goes</h2><p>If donations exceed what is needed for this emergency, funds will be used to prepare for and respond to future disasters in the region. Our annual report and audited accounts are published each year.</p>
<p class="muted">Beware of fake appeals: we will never ask you to donate via gift cards, cryptocurrency sent to personal wallets, or money transfer to an individual.</p>
</main>
${footer({ 'About us': ['Mission', 'Financials', 'Leadership'], 'Ways to give': ['Monthly giving', 'Legacy', 'Corporate partners'] }, '© 2026 Red Shield Relief. Charity Navigator 4-star rated.')}
${cookieBar()}`,
  }),
},
  {
  id: 'k-clean-gov-uk-grant-scheme',
  label: 'clean',
  kind: 'gov-grant',
  url: 'https://www.gov.uk/apply-boiler-upgrade-scheme',
  body: doc({
    title: 'Boiler Upgrade Scheme: apply for a grant – GOV.UK',
    css: govCss,
    body: `<header><b>GOV.UK</b></header>
<div class="phase"><a href="#">Home</a> › <a href="#">Housing and local services</a> › <a href="#">Energy efficiency</a></div>
<main>
<h1>Boiler Upgrade Scheme</h1>
<p>You could get a grant to cover part of the cost of replacing fossil fuel heating systems with a heat pump or biomass boiler.</p>
<h2>What you can get</h2><ul><li>£7,500 off the cost and installation of an air source heat pump</li><li>£7,500 off the cost and installation of a ground source heat pump</li><li>£5,000 off the cost and installation of a biomass boiler</li></ul>
<h2>How to apply</h2><p>You do not apply yourself. Your installer applies for the grant on your behalf. Find an installer certified by the Microgeneration Certification Scheme (MCS). The grant is taken off the price you pay.</p>
<div class="inset">You will never be asked to pay a fee to get this grant. If someone cold calls you offering a government grant in return for a fee, report it to Action Fraud.</div>
<p><a class="btn" href="#">Find an installer</a></p>
</main>
<footer>All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</footer>`,
  }),
},
];
