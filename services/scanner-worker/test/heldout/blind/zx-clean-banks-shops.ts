import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, legalFooter, cookieBanner } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-credit-agricole-login-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.credit-agricole.fr/ca-alpesprovence/particulier/acceder-a-mes-comptes.html',
  body: doc({ title: 'Accéder à mes comptes - Crédit Agricole Alpes Provence', css: '.ca{background:#006a4e;color:#fff;padding:14px 0}.kp{display:grid;grid-template-columns:repeat(5,48px);gap:6px}.kp button{height:48px;background:#f3f3f3;border:1px solid #ccc}', body: `<div class="ca"><div class="wrap"><b>CRÉDIT AGRICOLE</b> ALPES PROVENCE</div></div><main class="wrap" style="padding:24px 18px;max-width:460px"><h1 style="font-size:22px">Accéder à mes comptes</h1><form method="post" action="/ca-alpesprovence/particulier/acceder-a-mes-comptes.authenticate.html"><label>Identifiant</label><input name="j_username" maxlength="11" autocomplete="username"><label>Code personnel</label><input name="j_password" type="password" readonly><div class="kp" id="kp"></div><br><button class="btn" style="background:#006a4e">Valider</button></form><p style="font-size:13px">Votre conseiller ne vous demandera jamais vos codes ni de valider une opération Sécuripass par téléphone.</p></main>
<script>var k=document.getElementById('kp');[7,2,9,0,4,1,8,3,6,5].forEach(function(n){var b=document.createElement('button');b.type='button';b.textContent=n;b.onclick=function(){document.querySelector('[name=j_password]').value+=n};k.appendChild(b)})</script>${cookieBanner('credit-agricole.fr')}` }),
},
  {
  id: 'zx-clean-desjardins-accesd-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://accweb.mouv.desjardins.com/identifiantunique/identification?domaineVirtuel=desjardins&langueCible=fr',
  body: doc({ lang: 'fr-CA', title: 'AccèsD - Desjardins', css: '.d{background:#00874e;color:#fff;padding:14px 0}', body: `<div class="d"><div class="wrap"><b>Desjardins</b></div></div><main class="wrap" style="padding:24px 18px;max-width:440px"><h1 style="font-size:22px">Se connecter</h1><form method="post" action="/identifiantunique/identification"><label>Identifiant (numéro de carte, code utilisateur ou alias)</label><input name="codeUtilisateur" autocomplete="username"><label><input type="checkbox" name="memoriser" style="width:auto"> Mémoriser</label><br><button class="btn" style="background:#00874e">Continuer</button></form><p style="font-size:13px">Virement Interac : vous déposez un virement directement dans AccèsD, jamais en cliquant sur un lien reçu par texto.</p></main>` }),
},
  {
  id: 'zx-clean-postfinance-help-phishing',
  label: 'clean',
  kind: 'bank-security-advice',
  url: 'https://www.postfinance.ch/fr/assistance/securite/phishing.html',
  body: doc({ title: 'Hameçonnage : comment vous protéger | PostFinance', css: '.pf{background:#ffcc00;padding:16px 0}', body: `<div class="pf"><div class="wrap"><b>PostFinance</b></div></div><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Reconnaître les tentatives d'hameçonnage</h1><p>Des courriels et SMS frauduleux imitent PostFinance et renvoient vers de faux sites de login (p. ex. « postfinance-ch.e-finance-login.com »).</p><ul><li>PostFinance ne vous demande jamais de saisir vos données de login via un lien reçu par e-mail.</li><li>Vérifiez toujours l'adresse : le login se trouve uniquement sur www.postfinance.ch.</li><li>Ne confirmez jamais dans l'app une connexion que vous n'avez pas initiée.</li></ul><p>Vous avez saisi vos données ? Appelez-nous immédiatement au <b>+41 848 888 700</b>.</p><p><a class="btn" style="background:#333" href="/fr/login">Login e-finance</a></p></main>` }),
},
  {
  id: 'zx-clean-ecobank-ci-particuliers',
  label: 'clean',
  kind: 'bank-site',
  url: 'https://ecobank.com/ci/particuliers/banque-au-quotidien/ecobank-mobile',
  body: doc({ title: 'Ecobank Mobile | Ecobank Côte d\'Ivoire', css: '.e{background:#005b82;color:#fff;padding:14px 0}', body: `<div class="e"><div class="wrap"><b>Ecobank</b> Côte d'Ivoire</div></div><main class="wrap" style="padding:24px 18px"><h1>Ecobank Mobile</h1><p>Envoyez de l'argent vers un compte ou un portefeuille mobile money (Orange Money, MTN MoMo, Moov Money), payez vos factures CIE et SODECI.</p><p><a href="https://play.google.com/store/apps/details?id=com.app.ecobank">Télécharger sur Google Play</a> · <a href="https://apps.apple.com/app/ecobank-mobile-banking/id1329962522">App Store</a></p><p>Service client : (+225) 27 20 21 10 41 · Ecobank ne vous demandera jamais votre code PIN.</p></main>` }),
},
  {
  id: 'zx-clean-velos-shop-payplug',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.cycles-lemoine.be/checkout',
  body: doc({ title: 'Commande - Cycles Lemoine Namur', body: `<header style="background:#1f5135;color:#fff;padding:14px 18px"><b>Cycles Lemoine</b> · Namur · depuis 1987</header><main class="wrap" style="padding:24px 18px;max-width:620px;background:#fff"><h1>Finaliser la commande</h1><p>Casque Abus Macator — 69,95 € · Éclairage Busch+Müller — 34,90 €</p><p><b>Total TVAC : 104,85 €</b> · Retrait en magasin gratuit</p><form method="post" action="/checkout/pay"><label>E-mail</label><input name="email" type="email"><label>Mode de paiement</label><select name="method"><option>Bancontact</option><option>Visa / Mastercard</option><option>Payconiq</option></select><button class="btn" style="background:#1f5135">Payer avec Mollie</button></form><p style="font-size:12px">Rue de Fer 42, 5000 Namur · TVA BE 0456.771.289 · 081 22 45 67</p></main>` }),
},
];
