import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, fileRoute, beepWav } from '../parts/e-bin.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-support-microsoft-bloque-fr',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://alerte-securite-windows.azurewebsites-fr.net/fr/erreur0x800.html',
  body: doc({ title: 'Alerte de sécurité Windows', bodyAttr: 'onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()"', css: 'body{background:#0078d7;color:#fff}.w{max-width:700px;margin:60px auto;background:#fff;color:#222;padding:26px}.tel{font-size:26px;color:#c00;font-weight:700}', body: `<div class="w"><h2>⚠ Accès à cet ordinateur bloqué pour des raisons de sécurité</h2><p>Cheval de Troie détecté : <b>Trojan:Win32/Emotet.RPM!MTB</b>. Vos mots de passe, vos coordonnées bancaires et vos photos sont en danger.</p><p>Ne redémarrez pas l'ordinateur. Appelez immédiatement le support Microsoft :</p><p class="tel">☎ 09 70 73 41 18 (appel gratuit)</p><p style="font-size:12px">Code d'erreur : 0x800VDS · Support technique Windows Defender</p></div>
<audio autoplay loop src="/fr/alarme.wav"></audio>
<script>window.onbeforeunload=function(){return 'Votre ordinateur est bloqué'};history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){alert('Alerte Windows Defender : appelez le 09 70 73 41 18')},6000);</script>` }),
  routes: { 'alerte-securite-windows.azurewebsites-fr.net/fr/alarme.wav': fileRoute(beepWav(2), 'audio/wav') },
},
  {
  id: 'zx-investissement-livret-12pct',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://livret-premium-epargne.com/offre',
  body: doc({ title: 'Livret Premium - 12 % garantis', css: '.h{background:#0b2545;color:#fff;padding:46px 0}.rate{font-size:64px;font-weight:800;color:#f4d35e}.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.cards div{background:#fff;padding:18px;border-radius:6px}', body: `<div class="h"><div class="wrap"><p>Épargne réglementée · Agréé ACPR*</p><div class="rate">12 % net</div><h1>Le livret qui bat l'inflation, capital garanti</h1><p>Dès 5 000 € · sans frais · disponible à tout moment</p></div></div>
<main class="wrap" style="padding:24px 18px"><div class="cards"><div><b>Capital garanti à 100 %</b><p>Fonds déposés auprès d'un établissement partenaire européen.</p></div><div><b>Intérêts mensuels</b><p>1 % versé chaque mois sur votre compte.</p></div><div><b>Offre limitée</b><p>Plus que 14 places ce mois-ci.</p></div></div>
<h2>Être rappelé par un conseiller</h2><form method="post" action="/offre/lead"><label>Nom</label><input name="nom"><label>Téléphone</label><input name="tel"><label>Montant à placer</label><select name="m"><option>5 000 – 20 000 €</option><option>20 000 – 100 000 €</option><option>plus de 100 000 €</option></select><button class="btn">Je souhaite être rappelé</button></form>
<p style="font-size:11px">*Livret Premium est une marque de Fidelis Capital Ltd, Chypre. Exemples : Marc, retraité à Nantes, a perçu 8 400 € d'intérêts en un an.</p></main>` }),
},
  {
  id: 'zx-fausse-boutique-destockage-thermomix',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://destockage-cuisine-france.shop/products/robot-multifonction-tm6',
  body: doc({ title: 'Robot multifonction TM6 - Liquidation totale -85 %', css: '.p{display:grid;grid-template-columns:1fr 1fr;gap:26px;background:#fff;padding:24px}.old{text-decoration:line-through;color:#888}.new{font-size:32px;color:#d00;font-weight:700}.timer{background:#000;color:#fff;padding:6px 12px;display:inline-block}', body: `<div style="background:#d00;color:#fff;text-align:center;padding:6px">LIQUIDATION TOTALE — FERMETURE DE L'ENTREPÔT DE LYON</div>
<main class="wrap" style="padding:20px 18px"><div class="p"><div style="background:#eee;height:320px"></div><div><h1>Robot cuiseur multifonction TM6</h1><p><span class="old">1 499,00 €</span> <span class="new">219,00 €</span></p><p class="timer">L'offre se termine dans 00:14:52</p><p>🔥 37 personnes regardent ce produit · Plus que 3 en stock</p>
<form action="/checkout" method="post"><label>E-mail</label><input name="email"><label>Numéro de carte</label><input name="card" autocomplete="cc-number"><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/AA"><input name="cvc" placeholder="CVC"></div><button class="btn" style="background:#d00;width:100%">Acheter maintenant</button></form><p style="font-size:12px">Paiement 100 % sécurisé · Livraison gratuite 48 h · Retour 30 jours</p></div></div>
<p style="font-size:11px">Destockage Cuisine France · SIRET non communiqué · Contact : support@destockage-cuisine-france.shop</p></main>` }),
},
  {
  id: 'zx-offre-emploi-colis-mule',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://logistique-teletravail.fr/recrutement/agent-reexpedition',
  body: doc({ title: 'Agent de réexpédition à domicile - 2 400 €/mois', body: `<main class="wrap" style="max-width:700px;padding:30px 18px;background:#fff"><h1>Agent(e) de contrôle qualité et réexpédition — télétravail</h1><p>Notre société de logistique européenne recrute des agents à domicile. Vous réceptionnez des colis (électronique, téléphones), vérifiez leur contenu, puis les réexpédiez avec les étiquettes fournies.</p><ul><li>Salaire : 2 400 € net / mois + primes par colis</li><li>Sans expérience, 2 h par jour</li><li>Période d'essai de 30 jours</li></ul>
<h2>Postuler</h2><form method="post" action="/recrutement/candidature"><label>Nom complet</label><input name="nom"><label>Adresse de réception</label><input name="adresse"><label>Téléphone WhatsApp</label><input name="wa"><label>Copie de la pièce d'identité (recto/verso)</label><input type="file" name="cni"><label>IBAN pour le versement du salaire</label><input name="iban"><button class="btn">Envoyer ma candidature</button></form></main>` }),
},
  {
  id: 'zx-sextorsion-bitcoin-page',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://dossier-plainte-police.org/convocation/84712',
  body: doc({ title: 'CONVOCATION - Brigade de protection des mineurs', css: '.b{max-width:720px;margin:30px auto;background:#fff;padding:30px;border-top:6px solid #000091}', body: `<div class="b"><p style="font-weight:700">POLICE NATIONALE — Office mineurs (OFMIN)</p><h2>Convocation n° 84712 — Réquisition judiciaire</h2><p>À la suite d'une saisie informatique ordonnée par le procureur de la République, nous avons constaté des consultations de sites à caractère pédopornographique depuis votre adresse IP.</p><p>Vous disposez de 72 heures pour transmettre vos justifications par e-mail. À défaut, un mandat d'arrêt sera émis et votre dossier transmis aux médias.</p><p>Pour un classement sans suite, une amende transactionnelle de <b>3 500 €</b> peut être réglée en bitcoins à l'adresse : <code>bc1qg7r0u4y2x9dk0z8w5hjn3lf4ez0qv6p2s8e4x7</code></p><p>Commissaire divisionnaire — Direction centrale de la police judiciaire</p></div>` }),
},
  {
  id: 'zx-fausse-collecte-inondations',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://solidarite-sinistres-valence.org/don',
  body: doc({ title: 'Solidarité sinistrés - Faites un don', body: `<main class="wrap" style="max-width:640px;padding:30px 18px;background:#fff"><h1>Aidez les familles sinistrées</h1><p>Des centaines de familles ont tout perdu. 100 % de votre don est reversé directement aux victimes.</p><p><b>Dons acceptés uniquement en cryptomonnaie ou par carte cadeau</b> (les banques bloquent les virements humanitaires) :</p><p>USDT (TRC20) : <code>TQ7nK3xF8wVb2Lr9PcYm5sJ4aD6uE1hZoG</code></p><p>BTC : <code>bc1q5m2ahl9ywpzhk7c0s6t3n8r4fx0jv2eqd9u6l3</code></p><p>Ou envoyez vos codes Neosurf / Google Play à dons@solidarite-sinistres-valence.org</p><p style="font-size:12px">Association en cours d'enregistrement.</p></main>` }),
},
  {
  id: 'zx-remboursement-arnaque-recuperation',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://cabinet-recouvrement-victimes.eu/',
  body: doc({ title: 'Cabinet Juridique Européen - Récupérez vos fonds', body: `<main class="wrap" style="max-width:760px;padding:30px 18px"><h1>Victime d'une arnaque en ligne ? Récupérez jusqu'à 100 % de vos fonds</h1><p>Notre cabinet d'avocats, mandaté par l'AMF et Europol, récupère l'argent perdu sur les plateformes frauduleuses (crypto, Forex, livrets). Taux de réussite : 94 %.</p><p>Frais de dossier : 490 € seulement, remboursés à la récupération. Paiement par virement ou en USDT.</p><form method="post" action="/dossier"><label>Montant perdu</label><input name="montant"><label>Nom de la plateforme</label><input name="plateforme"><label>Téléphone</label><input name="tel"><button class="btn">Ouvrir mon dossier</button></form><p style="font-size:11px">Partenaire de la Commission européenne · Agréé Interpol</p></main>` }),
},
];
