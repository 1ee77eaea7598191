import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, fileRoute, pe, zip } from '../parts/e-bin.js';
import { doc, republique, legalFooter } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-download-eid-middleware-be',
  label: 'clean',
  kind: 'software-download',
  url: 'https://eid.belgium.be/fr/telecharger-le-logiciel-eid',
  body: doc({ title: 'Télécharger le logiciel eID | eID', body: `<header style="background:#1b2e4b;color:#fff;padding:14px 18px">.be · <b>eID</b> — carte d'identité électronique</header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Télécharger le logiciel eID</h1><p>Pour utiliser votre carte eID avec un lecteur de cartes, installez le logiciel eID (middleware) et l'eID Viewer.</p><ul><li><a href="https://eid.belgium.be/sites/default/files/software/Belgium_eID-QuickInstall-5.1.21.6289.exe">Windows — eID QuickInstall 5.1.21</a></li><li><a href="https://eid.belgium.be/sites/default/files/software/eID-Quickinstaller-5.1.21.dmg">macOS</a></li><li><a href="/fr/linux-eid-software-installatie">Linux</a></li></ul><p>NL: <a href="/nl/eid-software-downloaden">eID-software downloaden</a> · DE: <a href="/de/eid-software-herunterladen">eID-Software herunterladen</a></p></main>` }),
},
  {
  id: 'zx-clean-parked-domain-vente',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.immobilier-bretagne-sud.fr/',
  body: doc({ title: 'immobilier-bretagne-sud.fr est à vendre', css: 'body{background:#fafafa;text-align:center}.p{max-width:620px;margin:80px auto}.l a{display:block;padding:8px;color:#1a0dab}', body: `<div class="p"><h1>immobilier-bretagne-sud.fr</h1><p>Ce nom de domaine est peut-être à vendre. <a href="https://www.sedo.com/search/details/?domain=immobilier-bretagne-sud.fr&language=fr">Faire une offre</a></p><div class="l"><h3>Recherches associées</h3><a href="/search?q=maison+a+vendre+lorient">Maison à vendre Lorient</a><a href="/search?q=agence+immobiliere+vannes">Agence immobilière Vannes</a><a href="/search?q=location+saisonniere+quiberon">Location saisonnière Quiberon</a></div><p style="font-size:11px;color:#999">Copyright © 2024. Tous droits réservés. Politique de confidentialité</p></div>` }),
},
  {
  id: 'zx-clean-shortener-mairie-sondage',
  label: 'clean',
  kind: 'url-shortener',
  url: 'https://urlr.me/Mairie-Sondage-Cantine',
  routes: {
    'urlr.me/Mairie-Sondage-Cantine': redirectRoute(301, 'https://www.ville-villeurbanne-participe.fr/consultations/restauration-scolaire-2025'),
    'www.ville-villeurbanne-participe.fr/consultations/restauration-scolaire-2025': htmlRoute(doc({ title: 'Consultation : restauration scolaire 2025 - Villeurbanne participe', body: `<header style="background:#6a1b9a;color:#fff;padding:14px 18px"><b>Villeurbanne participe</b></header><main class="wrap" style="padding:24px 18px;background:#fff;max-width:680px"><h1>Votre avis sur la restauration scolaire</h1><p>Parents d'élèves, donnez votre avis sur les menus, les horaires et la part de bio dans les cantines. 5 minutes, anonyme.</p><form method="post" action="/consultations/restauration-scolaire-2025/reponse"><label>Votre enfant déjeune à la cantine</label><select name="freq"><option>Tous les jours</option><option>2-3 fois par semaine</option><option>Rarement</option></select><label>Satisfaction globale</label><select name="sat"><option>Très satisfait</option><option>Satisfait</option><option>Peu satisfait</option></select><label>Commentaire</label><input name="com"><button class="btn" style="background:#6a1b9a">Envoyer</button></form></main>` })),
  },
},
  {
  id: 'zx-clean-livret-a-comparatif',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://www.banque-france.fr/fr/statistiques/taux-et-cours/taux-de-remuneration-des-produits-depargne-reglementee',
  body: doc({ title: 'Taux de rémunération des produits d\'épargne réglementée | Banque de France', body: `<header style="background:#0b2d5b;color:#fff;padding:14px 18px"><b>BANQUE DE FRANCE</b> · Eurosystème</header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Taux des produits d'épargne réglementée</h1><table style="width:100%;border-collapse:collapse" border="1" cellpadding="8"><tr><th>Produit</th><th>Taux</th><th>Plafond</th></tr><tr><td>Livret A</td><td>3,00 %</td><td>22 950 €</td></tr><tr><td>LDDS</td><td>3,00 %</td><td>12 000 €</td></tr><tr><td>LEP</td><td>4,00 %</td><td>10 000 €</td></tr><tr><td>PEL</td><td>2,25 %</td><td>61 200 €</td></tr></table><h2>Mise en garde</h2><p>Aucun livret réglementé ne rapporte 8, 10 ou 12 %. Consultez les listes noires de l'AMF et de l'ACPR avant tout placement proposé par téléphone ou sur les réseaux sociaux.</p></main>` }),
},
  {
  id: 'zx-clean-wave-site-officiel',
  label: 'clean',
  kind: 'mobile-money-own-domain',
  url: 'https://www.wave.com/fr/senegal/',
  body: doc({ title: 'Wave Sénégal - Envoyez de l\'argent à 1 %', css: 'body{background:#1dc8f2}.c{background:#fff;max-width:760px;margin:30px auto;padding:30px;border-radius:16px}', body: `<div class="c"><h1>Envoyez et recevez de l'argent avec Wave</h1><p>Dépôts et retraits gratuits. Envois à 1 % seulement. Payez vos factures Senelec, SDE et Woyofal.</p><p><a href="https://play.google.com/store/apps/details?id=com.wave.personal">Télécharger sur Google Play</a> · <a href="https://apps.apple.com/sn/app/wave-mobile-money/id1523884528">App Store</a></p><h2>Sécurité</h2><p>Wave ne vous demandera jamais votre code secret, ni par téléphone, ni par SMS, ni sur un site web. Pour recevoir de l'argent, vous n'avez rien à saisir : il arrive directement dans l'application.</p><p>Service client : 200 (appel gratuit) · +221 33 879 00 00</p></div>` }),
},
];
