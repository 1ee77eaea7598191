import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: clean-life (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.redcrescent-reliefappeal.org';
  const t = tracker(h, 'gtag', 'G-RCRA44120');
  return E({
    id: 's-clean-charity-earthquake-appeal',
    label: 'clean',
    kind: 'charity-appeal',
    url: `https://${h}/appeals/earthquake-emergency`,
    body: doc({
      title: 'Earthquake Emergency Appeal – Donate Now | Humanitarian Relief Alliance',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;color:#222}header{background:#c8102e;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.hero{background:#333;color:#fff;padding:40px 30px}.w{max-width:900px;margin:auto;padding:24px;line-height:1.6}.amts button{padding:12px 20px;margin:4px;border:2px solid #c8102e;background:#fff;font-size:16px}.amts button.on{background:#c8102e;color:#fff}.how{background:#f5f5f5;padding:14px}footer{font-size:12px;color:#555;padding:20px 30px;border-top:1px solid #ddd}`,
      body: `<header><b>Humanitarian Relief Alliance</b><nav>Our work · Appeals · Get involved · About</nav></header>
<div class="hero"><h1>Earthquake Emergency Appeal</h1><p>Our teams and local partners are providing shelter, clean water and medical care to families affected by the earthquake.</p></div>
<div class="w"><h2>Make a donation</h2><div class="amts"><button>$30</button><button class="on">$60</button><button>$120</button><button>Other</button></div><p><label><input type="checkbox"> Make this a monthly gift</label></p><p><button style="background:#c8102e;color:#fff;border:0;padding:12px 30px;font-size:18px">Donate securely</button></p><p style="font-size:13px">Pay by card, PayPal, Apple Pay, Google Pay or bank transfer to our registered charity account (details on the confirmation page). Donations are tax-deductible to the extent allowed by law; you'll receive a receipt by email.</p>
<div class="how"><b>How your donation helps:</b> $30 provides a family hygiene kit · $60 provides emergency shelter materials · $120 supports a mobile health clinic for a day. Funds raised beyond the immediate needs of this emergency may support our wider disaster preparedness work.</div>
<p>We never solicit donations through personal PayPal accounts, gift cards or direct cryptocurrency wallets posted on social media. <a href="/about/accountability">Read our annual reports and audited accounts.</a></p></div>
<footer>Humanitarian Relief Alliance is a 501(c)(3) nonprofit, EIN 52-1884410. Rated 4 stars by an independent charity evaluator. © 2026</footer>
<script>document.querySelectorAll('.amts button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.amts button').forEach(function(x){x.className=''});b.className='on';}});</script>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'www.bambiniatlante.it';
  return E({
    id: 's-clean-charity-children-it',
    label: 'clean',
    kind: 'charity-appeal',
    url: `https://${h}/sostegno-a-distanza`,
    body: doc({
      lang: 'it',
      title: 'Sostegno a distanza – Fondazione Bambini Atlante ETS',
      css: `body{margin:0;font-family:Georgia,serif;color:#2b2b2b;line-height:1.6}header{background:#1b5e20;color:#fff;padding:16px 30px}.w{max-width:860px;margin:auto;padding:24px}.q{display:flex;gap:10px}.q div{flex:1;border:1px solid #c8e6c9;padding:12px;text-align:center}.tr{background:#f1f8e9;padding:12px;font-size:14px}footer{font-size:12px;color:#555;padding:20px 30px;border-top:1px solid #ddd}`,
      body: `<header><b>Fondazione Bambini Atlante ETS</b> · Dal 1992 al fianco dei bambini</header>
<div class="w"><h1>Sostegno a distanza</h1><p>Con il sostegno a distanza aiuti un bambino e la sua comunità in Etiopia, Kenya o Mozambico: scuola, cure mediche, acqua pulita. Riceverai aggiornamenti e la possibilità di scrivere al bambino attraverso i nostri operatori.</p>
<div class="q"><div>25 € al mese</div><div>300 € all'anno</div><div>Importo libero</div></div>
<p>Puoi donare con carta di credito, PayPal, SEPA (addebito diretto) o bonifico sul conto intestato alla Fondazione presso Banca Etica (IBAN indicato nella pagina di conferma). Le donazioni sono deducibili/detraibili ai sensi del D.Lgs. 117/2017.</p>
<div class="tr"><b>Trasparenza:</b> l'82% delle risorse va ai progetti, il 12% alla raccolta fondi, il 6% alla gestione. Il nostro bilancio è certificato da una società di revisione indipendente e pubblicato sul sito. Non chiediamo mai donazioni tramite ricariche PostePay o su conti personali.</div></div>
<footer>Fondazione Bambini Atlante ETS · Via Lanzone 31, 20123 Milano · C.F. 97188220158 · Iscritta al RUNTS · <a href="/privacy">Privacy</a> · <a href="/bilancio">Bilancio</a></footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.liffeyhomes-lettings.ie';
  return E({
    id: 's-clean-letting-agent-ie',
    label: 'clean',
    kind: 'rental-agency',
    url: `https://${h}/to-let/2-bed-apartment-rathmines-dublin-6`,
    body: doc({
      lang: 'en-IE',
      title: '2 Bed Apartment, Rathmines, Dublin 6 – €2,450/month | Liffey Homes Lettings',
      css: `body{margin:0;font-family:Arial;color:#222}header{background:#004d40;color:#fff;padding:14px 30px}.w{max-width:960px;margin:auto;padding:22px;display:grid;grid-template-columns:2fr 1fr;gap:20px}.side{background:#f5f5f5;padding:14px}.ber{display:inline-block;background:#43a047;color:#fff;padding:2px 8px}`,
      body: `<header><b>Liffey Homes Lettings</b> · PSRA licence 002914</header>
<div class="w"><div><img src="/media/rathmines-1.png" width="600" height="360" alt=""><h1>2 Bed Apartment, Rathmines, Dublin 6</h1><p><b>€2,450 per month</b> · 2 bed · 1 bath · 68 m² · <span class="ber">BER B2</span></p><p>Bright second-floor apartment minutes from Rathmines village with allocated parking. Unfurnished. Available from 1 May on a 12-month lease. Within Rent Pressure Zone; previous rent and date set available on request.</p>
<h3>Viewings</h3><p>All viewings are in person with a member of our team. We do not accept deposits or rent from anyone who has not viewed the property, and we never ask for payment before a lease is signed. Deposit (one month) is lodged with the RTB-registered tenancy; first month's rent and deposit are paid to our client account by bank transfer only after signing.</p></div>
<div class="side"><h3>Request a viewing</h3><p>Open viewing: Saturday 11:00–11:30</p><button>Book a slot</button><p style="font-size:13px">Liffey Homes Lettings Ltd, 142 Rathmines Road Lower, Dublin 6 · 01 555 0123</p></div></div>`,
    }),
    routes: imgs(h, ['rathmines-1.png'], 'media'),
  });
})(),

(() => {
  const h = 'www.wg-finder24.de';
  return E({
    id: 's-clean-wg-portal-de',
    label: 'clean',
    kind: 'rental-agency',
    url: `https://${h}/wg-zimmer-in-Berlin-Neukoelln.9981244.html`,
    body: doc({
      lang: 'de',
      title: 'WG-Zimmer in Berlin-Neukölln – 16 m² – 560 € | WG-Finder24',
      css: `body{margin:0;font-family:Arial;background:#f2f2f2;color:#333}header{background:#e95e0c;color:#fff;padding:12px 24px}.w{max-width:900px;margin:20px auto;background:#fff;padding:20px}.kd span{display:inline-block;background:#fbe9e7;padding:6px 10px;margin:4px;border-radius:4px}.sich{background:#fff8e1;padding:12px;font-size:13px}`,
      body: `<header><b>WG-Finder24</b> · WG-Zimmer · Wohnungen · Nachmieter</header>
<div class="w"><h1>Zimmer in netter 3er-WG nahe Hermannplatz</h1><div class="kd"><span>16 m²</span><span>560 € warm</span><span>Kaution 1.120 €</span><span>ab 01.05.2026</span><span>unbefristet</span></div>
<p>Wir (Lena, 27, Pflegerin, und Jonas, 31, Softwareentwickler) suchen eine/n Mitbewohner/in. Die Wohnung ist im 3. OG, Altbau, mit Balkon zum Hof. Küche und Bad werden geteilt. Wir kochen ab und zu zusammen, sind aber keine Zweck-WG.</p><p>Besichtigungen am Wochenende. Schreib uns ein paar Sätze über dich!</p><button>Nachricht senden</button>
<p class="sich"><b>Sicherheitshinweis von WG-Finder24:</b> Überweise niemals Geld, bevor du das Zimmer besichtigt und einen Mietvertrag unterschrieben hast. Vorsicht bei Anbietern, die im Ausland sind und Schlüssel per Post schicken wollen, oder die eine Zahlung über „Airbnb-Treuhand" verlangen — das ist Betrug.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.horizons-voyages.fr';
  return E({
    id: 's-clean-travel-agency-acompte-fr',
    label: 'clean',
    kind: 'travel-agency',
    url: `https://${h}/sejours/maldives/resort-baa-atoll`,
    body: doc({
      lang: 'fr',
      title: 'Séjour Maldives – Resort Baa Atoll 9 jours / 7 nuits dès 2 890 € | Horizons Voyages',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#006d77;color:#fff;padding:14px 30px}.w{max-width:920px;margin:auto;padding:24px}.px{font-size:28px;color:#006d77}table td{padding:6px 10px;border-bottom:1px solid #eee}.leg{font-size:12px;color:#555;border-top:1px solid #ddd;padding-top:10px}`,
      body: `<header><b>Horizons Voyages</b> · Agence de voyages depuis 1998 · Lyon</header>
<div class="w"><h1>Maldives – Resort Baa Atoll 5*, 9 jours / 7 nuits</h1><p class="px">à partir de 2 890 € TTC / pers.</p><p>Vols Paris–Malé via Dubaï, transferts en hydravion, villa plage en demi-pension.</p>
<table><tr><td>Acompte à la réservation</td><td>30 % du montant total</td></tr><tr><td>Solde</td><td>30 jours avant le départ</td></tr><tr><td>Paiement</td><td>CB, chèques-vacances ANCV, virement sur notre compte professionnel</td></tr><tr><td>Assurance annulation</td><td>Optionnelle, 3,9 % du prix</td></tr></table>
<p>Prix indicatif basé sur 2 adultes, départ en mai. Tarifs soumis à disponibilité et susceptibles d'évoluer selon le prix du carburant (art. L211-12 du Code du tourisme).</p>
<p class="leg">Horizons Voyages SARL · Immatriculation Atout France IM069100042 · Garantie financière APST · RCP Hiscox · Médiateur Tourisme et Voyage · <a href="/cgv">Conditions particulières de vente</a></p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.cityrxpharmacy.co.uk';
  const t = tracker(h, 'gtag', 'G-CRX2210UK');
  return E({
    id: 's-clean-pharmacy-uk',
    label: 'clean',
    kind: 'pharmacy',
    url: `https://${h}/weight-loss/wegovy`,
    body: doc({
      lang: 'en-GB',
      title: 'Wegovy (semaglutide) weight loss injections – Online consultation | CityRx Pharmacy',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#0277bd;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.w{max-width:900px;margin:auto;padding:24px}table td{padding:6px 10px;border-bottom:1px solid #eee}.gphc{display:flex;gap:10px;align-items:center;background:#f1f8ff;padding:10px}.gphc img{width:60px;height:40px}`,
      body: `<header><b>CityRx Pharmacy</b><span>Prescriptions · Online doctor · Travel clinic · Health advice</span></header>
<div class="w"><h1>Wegovy weight loss injections</h1><p>Wegovy is a prescription-only medicine. To find out if it's suitable, complete our online consultation. Our UK prescribers review every request and may ask for photo ID, a weight verification photo or your GP details. Treatment is only for adults with a BMI of 30+ (or 27+ with a weight-related condition).</p>
<table><tr><td>Wegovy 0.25mg (starting dose, 4 pens)</td><td>£159</td></tr><tr><td>Wegovy 0.5mg</td><td>£179</td></tr><tr><td>Wegovy 1mg</td><td>£199</td></tr></table>
<p><a href="/consultation/weight-loss">Start consultation</a> — consultation is free; you're only charged if a prescriber approves treatment. Pay by card or PayPal.</p>
<div class="gphc"><img src="/img/gphc.png" alt="GPhC registered pharmacy"><span>CityRx Pharmacy Ltd, 14 Deansgate, Manchester M3 2EX. GPhC premises registration 9011482. Superintendent Pharmacist: Aisha Rahman (GPhC 2071144). Buying medicines online? Check the registration on the GPhC register.</span></div></div>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['gphc.png']) },
  });
})(),

(() => {
  const h = 'www.heartmatch.com';
  return E({
    id: 's-clean-dating-safety-page',
    label: 'clean',
    kind: 'safety-advice',
    url: `https://${h}/safety/romance-scams`,
    body: doc({
      title: 'Romance scams: how to spot them | HeartMatch Safety Centre',
      css: `body{margin:0;font-family:"Nunito",Arial;color:#2b2b2b;line-height:1.7}header{background:#e91e63;color:#fff;padding:14px 30px}.w{max-width:820px;margin:auto;padding:24px}.q{background:#fce4ec;padding:12px;border-radius:8px;font-style:italic}`,
      body: `<header><b>HeartMatch</b> · Safety Centre</header>
<div class="w"><h1>Romance scams: how to spot them</h1><p>Most people on HeartMatch are here to meet someone real. But scammers also create profiles to build trust and then ask for money. Here are the patterns our Trust &amp; Safety team sees most often.</p>
<h2>Common stories</h2><ul><li><b>The deployed soldier or doctor abroad</b> who needs you to pay a "leave fee", flight, or customs charge to come and see you.</li><li><b>The investor</b> who shows you their crypto profits and wants to help you open an account on a trading platform.</li><li><b>The parcel</b> they sent you with gifts that is "held at customs" until you pay.</li></ul>
<p class="q">"My love, the military only lets me take leave if my partner pays the processing fee. I will pay you back as soon as I land, I promise."</p>
<h2>What to do</h2><p>Never send money, gift cards or crypto to someone you haven't met in person. Keep conversations on HeartMatch until you've met. Report profiles from the ⚑ menu — we review every report. If you've sent money, contact your bank immediately and report it to the police.</p></div>`,
    }),
  });
})(),
];
