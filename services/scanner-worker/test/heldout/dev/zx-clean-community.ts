import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, fileRoute, pe, zip } from '../parts/e-bin.js';
import { doc, legalFooter, cookieBanner } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-mairie-etat-civil-formulaire',
  label: 'clean',
  kind: 'town-hall-form',
  url: 'https://www.ville-montbrison.fr/demarches/demande-acte-de-naissance',
  body: doc({ title: 'Demande d\'acte de naissance - Ville de Montbrison', body: `<header style="background:#264653;color:#fff;padding:14px 18px"><b>Ville de Montbrison</b> · Loire</header><main class="wrap" style="padding:24px 18px;max-width:680px;background:#fff"><h1>Demande d'acte de naissance</h1><p>Service gratuit. Méfiez-vous des sites privés qui facturent ce service.</p><form method="post" action="/demarches/demande-acte-de-naissance/envoyer"><label>Nom de naissance</label><input name="nom"><label>Prénom(s)</label><input name="prenoms"><label>Date de naissance</label><input name="date" type="date"><label>Type d'acte</label><select name="type"><option>Copie intégrale</option><option>Extrait avec filiation</option><option>Extrait sans filiation</option></select><label>Adresse d'envoi</label><input name="adresse"><label>E-mail</label><input name="email" type="email"><button class="btn" style="background:#264653">Envoyer la demande</button></form></main>${legalFooter(['Mairie de Montbrison — 1 place de l\'Hôtel de Ville — 04 77 96 18 18 — lundi au vendredi 8h30-12h / 13h30-17h'])}` }),
},
  {
  id: 'zx-clean-mairie-webmail-agents',
  label: 'clean',
  kind: 'own-webmail',
  url: 'https://webmail.agglo-larochelle.fr/SOGo/',
  body: doc({ title: 'SOGo - Messagerie des agents', css: 'body{background:#eceff1}.s{background:#fff;width:400px;margin:90px auto;padding:30px;box-shadow:0 1px 4px #0003}', body: `<div class="s"><h2>Communauté d'Agglomération de La Rochelle</h2><p style="font-size:13px">Messagerie des agents — Direction des systèmes d'information</p><form method="post" action="/SOGo/connect"><label>Nom d'utilisateur</label><input name="userName" autocomplete="username"><label>Mot de passe</label><input name="password" type="password" autocomplete="current-password"><label>Langue</label><select name="language"><option>Français</option><option>English</option></select><button class="btn" style="background:#00796b">Connexion</button></form><p style="font-size:12px">La DSI ne vous demandera jamais votre mot de passe par courriel. Assistance : poste 4455.</p></div>` }),
},
  {
  id: 'zx-clean-asso-don-helloasso',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.restos-du-coeur-cote-d-or.org/nous-soutenir/faire-un-don',
  body: doc({ title: 'Faire un don - Les Restos du Cœur de Côte-d\'Or', body: `<header style="background:#c8102e;color:#fff;padding:14px 18px"><b>Les Restos du Cœur</b> · Association départementale de Côte-d'Or</header><main class="wrap" style="padding:24px 18px;max-width:680px;background:#fff"><h1>Faire un don</h1><p>Votre don de 50 € ne vous coûte que 12,50 € après réduction d'impôt (75 % jusqu'à 1 000 €). Un reçu fiscal vous est envoyé par e-mail.</p><form method="post" action="/nous-soutenir/faire-un-don/paiement"><label>Montant</label><select name="montant"><option>20 €</option><option selected>50 €</option><option>100 €</option><option>Autre montant</option></select><label>Nom, prénom</label><input name="nom"><label>Adresse (pour le reçu fiscal)</label><input name="adresse"><label>E-mail</label><input name="email" type="email"><button class="btn" style="background:#c8102e">Continuer vers le paiement sécurisé</button></form><p style="font-size:12px">Paiement sécurisé par le Crédit Mutuel (Monetico). Association loi 1901 reconnue d'utilité publique.</p></main>` }),
},
  {
  id: 'zx-clean-commune-luxembourg-de',
  label: 'clean',
  kind: 'town-hall-site',
  url: 'https://www.mersch.lu/de/buergerservice/meldebescheinigung',
  body: doc({ lang: 'de', title: 'Meldebescheinigung - Gemeinde Mersch', body: `<header style="background:#b71c1c;color:#fff;padding:14px 18px"><b>Gemeng Miersch</b> · Commune de Mersch</header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Meldebescheinigung (Certificat de résidence)</h1><p>Die Bescheinigung kann kostenlos über MyGuichet.lu mit LuxTrust oder eID beantragt werden oder direkt am Bürgerschalter.</p><p>Öffnungszeiten: Mo–Fr 8:00–11:45 und 13:30–16:30 · Tel. 32 50 23-1</p><p><a class="btn" style="background:#b71c1c" href="https://www.myguichet.lu/">Online beantragen</a></p></main>` }),
},
  {
  id: 'zx-clean-news-sms-colis-arnaque',
  label: 'clean',
  kind: 'news-quoting-lure',
  url: 'https://www.lavoixdunord-regional.fr/faits-divers/arnaque-au-colis-les-gendarmes-alertent',
  body: doc({ title: 'Arnaque au faux colis : les gendarmes du Nord alertent', css: 'article{background:#fff;max-width:760px;margin:20px auto;padding:24px}blockquote{background:#f3f3f3;border-left:4px solid #999;margin:0;padding:10px 14px}', body: `<article><p style="font-size:12px;color:#a00">FAITS DIVERS · Lille</p><h1>Arnaque au faux colis : les gendarmes du Nord alertent après une vague de plaintes</h1><p>Plus de 60 plaintes en une semaine. Les victimes ont toutes reçu le même SMS :</p><blockquote>« Colissimo : votre colis est en attente, frais de réexpédition non réglés (1,99 €). Réglez ici : suivi-colissimo-fr[.]live »</blockquote><p>Une retraitée de Douai a perdu 2 300 € : après avoir payé les 1,99 €, elle a été appelée par un faux conseiller bancaire qui lui a fait valider des paiements.</p><p>« La Poste ne demande jamais de paiement par SMS », rappelle l'adjudant-chef Leroy. Les victimes peuvent porter plainte en ligne via THESEE.</p></article>${cookieBanner('La Voix régionale')}` }),
},
  {
  id: 'zx-clean-news-brouteurs-enquete',
  label: 'clean',
  kind: 'news-quoting-lure',
  url: 'https://www.journal-abidjan-info.ci/societe/cybercriminalite-la-pltic-demantele-un-reseau-de-brouteurs',
  body: doc({ title: 'Cybercriminalité : la PLCC démantèle un réseau de brouteurs à Yopougon', css: 'article{background:#fff;max-width:760px;margin:20px auto;padding:24px}', body: `<article><p style="font-size:12px">SOCIÉTÉ · Abidjan</p><h1>Cybercriminalité : un réseau de brouteurs démantelé à Yopougon</h1><p>La Plateforme de lutte contre la cybercriminalité (PLCC) a interpellé onze jeunes soupçonnés d'arnaques aux sentiments visant des victimes en France, en Belgique et au Canada.</p><p>Le mode opératoire est connu : après des mois de relation en ligne, le faux prétendant annonce l'envoi d'un « colis diplomatique » bloqué en douane, puis demande le règlement de frais par coupons PCS ou Transcash. Un faux site de transitaire affichait le suivi du colis.</p><p>Selon la PLCC, le préjudice dépasse 400 millions de F CFA. Pour signaler : plcc@interieur.gouv.ci · (+225) 20 22 91 19.</p></article>` }),
},
  {
  id: 'zx-clean-news-rtbf-itsme-fraude-nl',
  label: 'clean',
  kind: 'news-quoting-lure',
  url: 'https://www.vrt-nieuws-regio.be/2024/11/08/phishing-myminfin-itsme/',
  body: doc({ lang: 'nl', title: 'Valse berichten van MyMinfin in omloop', css: 'article{background:#fff;max-width:760px;margin:20px auto;padding:24px}', body: `<article><h1>Valse berichten van MyMinfin: "U heeft recht op een terugbetaling"</h1><p>Het Centrum voor Cybersecurity België waarschuwt voor sms'jes en mails die beweren dat u een belastingteruggave van 612,18 euro krijgt. De link leidt naar een nagemaakte MyMinfin-pagina die uw rijksregisternummer, kaartnummer en Digipass-responscode vraagt.</p><p>"De FOD Financiën stuurt nooit links naar terugbetalingen", zegt een woordvoerder. Verdachte berichten kunt u doorsturen naar verdacht@safeonweb.be.</p></article>` }),
},
];
