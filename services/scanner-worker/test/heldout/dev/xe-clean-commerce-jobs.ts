import { type Entry } from '../entry.js';
import { doc, logos, orgFooter } from '../parts/xe-kit.js';

/**
 * Legitimate commerce, jobs and giving that look like the scams: an Avito listing, Jumia's checkout with
 * mobile-money options and a real Black Friday countdown, a Jiji car listing, a Mubawab rental, a ReKrute job
 * ad, ANAPEC's free placement abroad, MDJS's licensed betting bonus, a licensed broker and a Red Crescent appeal.
 */

const avitoListing: Entry = {
  id: 'xe-clean-avito-annonce-iphone-casablanca',
  label: 'clean',
  kind: 'marketplace-listing',
  url: 'https://www.avito.ma/fr/maarif/t%C3%A9l%C3%A9phones/iPhone_13_Pro_256_Go_tr%C3%A8s_bon_%C3%A9tat_55218830.htm',
  body: doc({
    title: 'iPhone 13 Pro 256 Go très bon état | Téléphones à Casablanca | Avito.ma',
    css: `body{margin:0;font-family:Arial;background:#f5f6f8}.hd{background:#fff;padding:12px 24px;border-bottom:1px solid #e5e5e5;display:flex;justify-content:space-between;align-items:center}.w{max-width:960px;margin:20px auto;display:flex;gap:20px}.l{flex:1;background:#fff;border-radius:10px;padding:18px}.ph{height:300px;background:#dde6f0;border-radius:8px}.r{flex:0 0 300px}.r div{background:#fff;border-radius:10px;padding:16px;margin-bottom:12px}.btn{display:block;text-align:center;padding:12px;border-radius:8px;background:#00aaff;color:#fff;text-decoration:none;margin:6px 0}.safe{font-size:13px}`,
    body: `<div class="hd">${logos.avito(30)}<span><a href="/fr/deposer-une-annonce">Déposer une annonce</a> · <a href="/fr/login">Se connecter</a></span></div>
<div class="w"><div class="l"><div class="ph"></div><h1>iPhone 13 Pro 256 Go très bon état</h1><p style="font-size:24px;font-weight:bold">6 500 DH</p><p>Casablanca, Maârif · il y a 2 heures</p><p>iPhone 13 Pro bleu alpin, batterie 88 %, toujours avec coque et verre trempé. Boîte et facture disponibles. Échange non accepté. Remise en main propre à Maârif.</p></div>
<div class="r"><div><b>Youssef</b><br>Sur Avito depuis 2019 · 14 annonces<a class="btn" href="/fr/messagerie/nouveau?ad=55218830">Envoyer un message</a><a class="btn" style="background:#fff;color:#00aaff;border:1px solid #00aaff" href="#tel">Afficher le numéro</a></div>
<div class="safe"><b>Conseils de sécurité</b><ul><li>Rencontrez le vendeur dans un lieu public.</li><li>Avito ne vous demandera jamais les données de votre carte pour recevoir un paiement.</li><li>Méfiez-vous des liens « Avito Livraison » envoyés par WhatsApp.</li></ul></div></div></div>`,
  }),
};

const jumiaBlackFriday: Entry = {
  id: 'xe-clean-jumia-maroc-black-friday-compte-a-rebours',
  label: 'clean',
  kind: 'shop-sale-official',
  url: 'https://www.jumia.ma/mlp-black-friday/',
  body: doc({
    title: 'Black Friday 2025 – Jusqu\'à -70% | Jumia Maroc',
    css: `body{margin:0;font-family:Arial;background:#f1f1f2}.tb{background:#000;color:#fff;text-align:center;padding:10px}.tb b{color:#f68b1e}.hd{background:#fff;padding:10px 20px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;max-width:1000px;margin:16px auto}.p{background:#fff;padding:10px;font-size:13px;border-radius:4px}.p .im{height:120px;background:#e8e8e8}.p s{color:#999;display:block}.p b{color:#222;font-size:15px}.p .d{background:#fef3e9;color:#f68b1e;font-size:11px;padding:2px 6px}`,
    body: `<div class="tb">BLACK FRIDAY · Offres flash dans <b id="cd">05:12:44</b> · Livraison gratuite dès 299 DH · Paiement à la livraison disponible</div><div class="hd">${logos.jumia(28)}</div>
<div class="g"><div class="p"><div class="im"></div>Xiaomi Redmi Note 14 8/256 Go<s>2 999 DH</s><b>2 149 DH</b> <span class="d">-28%</span></div><div class="p"><div class="im"></div>TV LG 55" 4K UHD<s>6 490 DH</s><b>4 290 DH</b> <span class="d">-34%</span></div>
<div class="p"><div class="im"></div>Friteuse sans huile 5,5L<s>1 099 DH</s><b>449 DH</b> <span class="d">-59%</span></div><div class="p"><div class="im"></div>Parfum 100 ml (vendu par Jumia)<s>890 DH</s><b>299 DH</b> <span class="d">-66%</span></div></div>
<script>var s=18764;setInterval(function(){s--;document.getElementById('cd').textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(v){return ('0'+v).slice(-2)}).join(':')},1000);</script>
${orgFooter('Jumia Maroc', '2025', [['/sp-conditions-generales/', 'Conditions générales'], ['/sp-retours/', 'Retours'], ['/sp-securite/', 'Conseils anti-fraude']])}`,
  }),
};

const jijiListing: Entry = {
  id: 'xe-clean-jiji-ng-toyota-corolla-listing',
  label: 'clean',
  kind: 'marketplace-listing',
  url: 'https://jiji.ng/ikeja/cars/toyota-corolla-2016-silver-ZbX7kPq1aL9mN2.html',
  body: doc({
    title: 'Toyota Corolla 2016 Silver in Ikeja - Cars, Chinedu O. | Jiji.ng',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#f5f5f5}.hd{background:#3db83a;color:#fff;padding:12px 20px;font-weight:bold;font-size:22px}.w{max-width:960px;margin:16px auto;display:flex;gap:16px}.m{flex:1;background:#fff;padding:16px}.ph{height:280px;background:#dfe7df}.pr{font-size:26px;color:#3db83a;font-weight:bold}.s{flex:0 0 300px}.s div{background:#fff;padding:14px;margin-bottom:12px}.tips li{margin:5px 0;font-size:13px}`,
    body: `<div class="hd">jiji</div><div class="w"><div class="m"><div class="ph"></div><h1>Toyota Corolla 2016 Silver</h1><p class="pr">₦ 11,200,000</p><p>Ikeja, Lagos · Foreign used · Automatic · 87,000 km · Petrol</p><p>Clean title, duty paid, first body. Inspection welcome at our Ikeja lot (Mon–Sat, 9am–5pm).</p></div>
<div class="s"><div><b>Chinedu O.</b> · Verified ID<br>5 y 3 m on Jiji<br><a href="/sc/start-chat?advert=ZbX7kPq1aL9mN2">Start chat</a></div>
<div class="tips"><b>Safety tips</b><ul><li>Avoid paying in advance, even for delivery or a "reservation deposit".</li><li>Meet with the seller at a safe public place.</li><li>Inspect the item and ensure it's exactly what you want.</li><li>Make sure that the packed item is the one you've inspected.</li><li>Only pay if you're satisfied.</li></ul></div></div></div>`,
  }),
};

const mubawabRental: Entry = {
  id: 'xe-clean-mubawab-location-appartement-gauthier',
  label: 'clean',
  kind: 'rental-listing',
  url: 'https://www.mubawab.ma/fr/a/8841203/appartement-meubl%C3%A9-%C3%A0-louer-gauthier',
  body: doc({
    title: 'Appartement meublé à louer – Gauthier, Casablanca – 9 500 DH | Mubawab',
    css: `body{margin:0;font-family:Arial;background:#fff}.hd{background:#e8491d;color:#fff;padding:12px 24px;font-weight:bold}.w{max-width:940px;margin:20px auto;display:flex;gap:20px}.m{flex:1}.ph{height:280px;background:#eee}.c{flex:0 0 280px;border:1px solid #eee;padding:16px}.c a{display:block;text-align:center;background:#e8491d;color:#fff;padding:10px;text-decoration:none;margin:6px 0;border-radius:4px}`,
    body: `<div class="hd">mubawab</div><div class="w"><div class="m"><div class="ph"></div><h1>Appartement meublé 2 chambres à louer – Gauthier</h1><p><b>9 500 DH / mois</b> · 105 m² · 2 chambres · 2 salles de bain · ascenseur · parking</p>
<p>Bel appartement entièrement meublé, proche du Boulevard d'Anfa. Disponible le 1er décembre. Contrat de bail légalisé, caution de 2 mois versée à la signature, après visite.</p></div>
<div class="c"><b>Agence Immobilière Anfa Prestige</b><br>Agence vérifiée · 128 annonces<a href="/fr/contact?ad=8841203">Contacter l'agence</a><a href="#visite" style="background:#fff;color:#e8491d;border:1px solid #e8491d">Demander une visite</a>
<p style="font-size:12px;color:#666">Ne versez jamais d'argent avant d'avoir visité le bien et rencontré le propriétaire ou l'agence.</p></div></div>`,
  }),
};

const rekruteJob: Entry = {
  id: 'xe-clean-rekrute-offre-analyste-fraude',
  label: 'clean',
  kind: 'job-board-listing',
  url: 'https://www.rekrute.com/offre-emploi-analyste-fraude-monetique-casablanca-171882.html',
  body: doc({
    title: 'Analyste Fraude Monétique (H/F) – Casablanca | ReKrute.com',
    css: `body{margin:0;font-family:Arial;background:#f4f6f8}.hd{background:#163e6b;color:#fff;padding:12px 24px;font-weight:bold}.w{max-width:860px;margin:20px auto;background:#fff;padding:24px}.tags span{display:inline-block;background:#eaf1f8;padding:4px 10px;border-radius:12px;font-size:12px;margin-right:6px}form input,form textarea{width:100%;padding:9px;margin:5px 0;box-sizing:border-box}form button{background:#f7a600;border:0;padding:11px 26px;font-weight:bold}`,
    body: `<div class="hd">ReKrute.com</div><div class="w"><h1>Analyste Fraude Monétique (H/F)</h1><div class="tags"><span>Casablanca</span><span>CDI</span><span>Bac+5</span><span>3 à 5 ans d'expérience</span><span>Banque / Monétique</span></div>
<h3>Missions</h3><ul><li>Surveiller en temps réel les transactions cartes et mobile money et qualifier les alertes.</li><li>Analyser les campagnes de phishing et de smishing ciblant les clients et proposer des règles de détection.</li><li>Collaborer avec les équipes sécurité, le CMI et les forces de l'ordre.</li></ul>
<p><b>Aucun frais n'est demandé aux candidats à quelque étape que ce soit du processus de recrutement.</b></p>
<form method="post" action="/candidature/171882" enctype="multipart/form-data"><input name="nom" placeholder="Nom complet"><input name="email" type="email" placeholder="E-mail"><input type="file" name="cv"><textarea name="motivation" placeholder="Lettre de motivation"></textarea><button>Postuler</button></form></div>`,
  }),
};

const anapecInternational: Entry = {
  id: 'xe-clean-anapec-placement-international-gratuit',
  label: 'clean',
  kind: 'job-abroad-official',
  url: 'https://www.anapec.org/sigec-app-rv/fr/internationale/offres',
  body: doc({
    title: 'Offres d\'emploi à l\'international – ANAPEC',
    css: `body{margin:0;font-family:Arial;background:#fff}.hd{background:#00853f;color:#fff;padding:14px 24px}.w{max-width:880px;margin:20px auto}.o{border:1px solid #e3e3e3;border-radius:6px;padding:14px;margin:10px 0}.o b{color:#00853f}.n{background:#fff5e6;padding:14px;border-left:4px solid #f39200}`,
    body: `<div class="hd">ANAPEC – Agence Nationale de Promotion de l'Emploi et des Compétences</div><div class="w"><h1>Offres d'emploi à l'international</h1>
<div class="o"><b>Ouvrières agricoles saisonnières – Espagne (Huelva)</b><br>Programme de migration circulaire · Contrat saisonnier de 3 à 6 mois · Inscription en agence ANAPEC</div>
<div class="o"><b>Infirmiers diplômés d'État – Allemagne</b><br>Programme de coopération GIZ · Cours d'allemand pris en charge</div>
<div class="o"><b>Chauffeurs poids lourds – Canada (Québec)</b><br>Recrutement par des employeurs accrédités, entretiens organisés par l'ANAPEC</div>
<p class="n"><b>Les services de l'ANAPEC sont entièrement gratuits.</b> Aucun frais de dossier, de visa ou de placement ne doit être payé à un intermédiaire. Signalez toute demande de paiement à l'agence la plus proche.</p></div>`,
  }),
};

const mdjsBonus: Entry = {
  id: 'xe-clean-mdjs-paris-sportifs-bonus-licence',
  label: 'clean',
  kind: 'licensed-betting',
  url: 'https://www.mdjs.ma/paris-sportifs/offre-bienvenue',
  body: doc({
    title: 'Offre de bienvenue Paris Sportifs – La Marocaine des Jeux et des Sports',
    css: `body{margin:0;font-family:Arial;background:#0f3d2e;color:#fff}.hd{padding:14px 24px;display:flex;justify-content:space-between}.hero{text-align:center;padding:40px 20px}.hero h1{font-size:36px;color:#ffd200}.c{max-width:760px;margin:0 auto;background:#fff;color:#222;padding:22px;border-radius:8px;font-size:14px}.rj{font-size:12px;color:#555;border-top:1px solid #ddd;margin-top:12px;padding-top:10px}`,
    body: `<div class="hd"><b>MDJS</b><span><a style="color:#fff" href="/connexion">Connexion</a> · <a style="color:#fff" href="/inscription">Inscription</a></span></div>
<div class="hero"><h1>Jusqu'à 200 DH offerts en paris gratuits</h1><p>Pour votre premier pari sportif sur MDJS.ma</p></div>
<div class="c"><h3>Conditions de l'offre</h3><ul><li>Offre réservée aux nouveaux joueurs majeurs résidant au Maroc.</li><li>Premier pari d'au moins 20 DH, cote minimale 1,50.</li><li>Paris gratuits valables 7 jours.</li></ul>
<p class="rj">La Marocaine des Jeux et des Sports, société d'État opérant sous le contrôle du ministère de tutelle. Les jeux d'argent sont interdits aux mineurs. Jouer comporte des risques : endettement, isolement, dépendance. Aucun résultat n'est garanti ; méfiez-vous des vendeurs de « matchs truqués ».</p></div>`,
  }),
};

const licensedBroker: Entry = {
  id: 'xe-clean-societe-de-bourse-agreee-ouverture-compte',
  label: 'clean',
  kind: 'licensed-broker',
  url: 'https://www.cdgcapitalbourse.ma/fr/ouvrir-un-compte-titres',
  body: doc({
    title: 'Ouvrir un compte titres – CDG Capital Bourse',
    css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.hd{background:#002d62;color:#fff;padding:14px 30px}.w{max-width:860px;margin:24px auto;line-height:1.6}.r{background:#f5f7fa;border-left:4px solid #002d62;padding:14px;font-size:14px}form{font-family:Arial}form input,form select{width:100%;padding:9px;margin:5px 0;box-sizing:border-box}form button{background:#002d62;color:#fff;border:0;padding:11px 26px}`,
    body: `<div class="hd">CDG CAPITAL BOURSE · Société de bourse agréée</div><div class="w"><h1>Ouvrir un compte titres</h1><p>Investissez en actions et obligations cotées à la Bourse de Casablanca avec un conseiller dédié. L'ouverture se fait en agence ou en ligne avec vérification d'identité (CIN) et questionnaire d'adéquation.</p>
<p class="r"><b>Avertissement :</b> les placements en bourse comportent un risque de perte en capital. Les performances passées ne préjugent pas des performances futures. CDG Capital Bourse est une société de bourse agréée et contrôlée par l'Autorité Marocaine du Marché des Capitaux (AMMC). Aucun rendement n'est garanti.</p>
<form method="post" action="/fr/ouvrir-un-compte-titres/demande"><input name="nom" placeholder="Nom et prénom"><input name="cin" placeholder="CIN"><input name="email" placeholder="E-mail"><select name="profil"><option>Prudent</option><option>Équilibré</option><option>Dynamique</option></select><button>Être rappelé par un conseiller</button></form></div>`,
  }),
};

export const entries: Entry[] = [avitoListing, jumiaBlackFriday, jijiListing, mubawabRental, rekruteJob, anapecInternational, mdjsBonus, licensedBroker];
