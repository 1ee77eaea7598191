import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, republique, legalFooter, cookieBanner } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-impots-espace-particulier-login',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://cfspart.impots.gouv.fr/LoginAccess?op=c&url=aHR0cHM6Ly9jZnNwYXJ0LmltcG90cy5nb3V2LmZyLw',
  body: doc({ title: 'Connexion à mon espace particulier | impots.gouv.fr', body: `${republique('impots.gouv.fr', 'Direction générale des Finances publiques')}
<main class="wrap" style="padding:26px 18px;display:grid;grid-template-columns:1fr 1fr;gap:30px"><section style="background:#fff;padding:24px"><h1 style="font-size:22px">Connexion ou création de votre espace particulier</h1><form method="post" action="/GetContexte" autocomplete="on"><label for="spi">Numéro fiscal</label><input id="spi" name="spi" inputmode="numeric" maxlength="13" autocomplete="username"><p style="font-size:12px">Votre numéro fiscal figure sur la 1re page de votre dernière déclaration de revenus.</p><button class="btn">Continuer</button></form></section>
<section style="background:#fff;padding:24px"><h2 style="font-size:18px">Ou connectez-vous avec FranceConnect</h2><a class="btn" href="https://app.franceconnect.gouv.fr/api/v1/authorize?client_id=dgfip">S'identifier avec FranceConnect</a><p style="font-size:13px"><a href="https://www.impots.gouv.fr/particulier/questions/je-nai-pas-recu-mon-mot-de-passe">Qu'est-ce que FranceConnect ?</a></p>
<div style="background:#fee7e7;padding:12px;font-size:13px;margin-top:20px"><b>Attention aux tentatives d'escroquerie.</b> La DGFiP ne vous demande jamais vos coordonnées bancaires par courriel ou SMS pour un remboursement.</div></section></main>
${legalFooter(['impots.gouv.fr · Mentions légales · Données personnelles · Accessibilité : partiellement conforme'])}` }),
},
  {
  id: 'zx-clean-ants-permis-demarches',
  label: 'clean',
  kind: 'gov-portal-info',
  url: 'https://permisdeconduire.ants.gouv.fr/demarches-en-ligne/consulter-son-solde-de-points',
  body: doc({ title: 'Consulter son solde de points | ANTS', body: `${republique('ANTS', 'Agence Nationale des Titres Sécurisés')}<main class="wrap" style="padding:24px 18px"><h1>Consulter son solde de points</h1><p>Le solde de points de votre permis de conduire se consulte gratuitement sur le service Télépoints, accessible via FranceConnect.</p><p><a class="btn" href="https://tellepoints.agentsdesbureaux.interieur.gouv.fr/">Accéder à Télépoints</a></p><h2>Attention aux sites frauduleux</h2><p>Toutes les démarches sur ants.gouv.fr sont gratuites, à l'exception de l'achat des timbres fiscaux. L'ANTS ne vous contacte jamais par SMS pour vous demander un paiement.</p></main>` }),
},
  {
  id: 'zx-clean-service-public-fraude-info',
  label: 'clean',
  kind: 'gov-advice-article',
  url: 'https://www.service-public.fr/particuliers/actualites/A15621',
  body: doc({ title: 'Faux SMS sur le Compte personnel de formation : comment les reconnaître ? | service-public.fr', body: `${republique('Service-Public.fr', 'Le site officiel de l\'administration française')}<main class="wrap" style="padding:24px 18px;background:#fff"><p style="font-size:12px">Publié le 12 mars 2024 - Direction de l'information légale et administrative</p><h1>Faux SMS sur le CPF : comment les reconnaître ?</h1><p>De nombreux Français reçoivent des messages du type : « Vos droits CPF de 1 650 € expirent bientôt, cliquez ici pour les utiliser ». Ces messages sont frauduleux.</p><p>Depuis 2024, l'accès à Mon Compte Formation se fait uniquement avec FranceConnect+ et l'Identité numérique La Poste. Vos droits n'expirent pas à la fin de l'année.</p><h2>Que faire ?</h2><ul><li>Ne cliquez pas sur le lien et ne rappelez pas le numéro.</li><li>Transférez le SMS au 33700.</li><li>Signalez le site sur la plateforme PHAROS ou sur cybermalveillance.gouv.fr.</li></ul></main>` }),
},
  {
  id: 'zx-clean-belgium-myminfin-login',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://eservices.minfin.fgov.be/myminfin-web/pages/public/login',
  body: doc({ title: 'MyMinfin - Se connecter', css: '.be{background:#1b2e4b;color:#fff;padding:14px 0}', body: `<div class="be"><div class="wrap">.be · SPF Finances · <b>MyMinfin</b></div></div><main class="wrap" style="padding:24px 18px;max-width:620px"><h1>Se connecter à MyMinfin</h1><p>Choisissez votre clé numérique via le service d'authentification fédéral (CSAM) :</p><ul><li><a href="https://idp.iamfas.belgium.be/fasui/login/itsme">itsme®</a></li><li><a href="https://idp.iamfas.belgium.be/fasui/login/eid">Lecteur de carte eID</a></li><li><a href="https://idp.iamfas.belgium.be/fasui/login/totp">Code de sécurité via une application mobile</a></li></ul><p style="font-size:13px">Le SPF Finances ne vous envoie jamais de liens vers des remboursements par SMS ou par e-mail.</p><p>NL: <a href="/myminfin-web/pages/public/login?lang=nl">Aanmelden</a> · DE: <a href="/myminfin-web/pages/public/login?lang=de">Anmelden</a></p></main>` }),
},
  {
  id: 'zx-clean-guichet-lu-demarche',
  label: 'clean',
  kind: 'gov-portal-info',
  url: 'https://guichet.public.lu/fr/citoyens/impots-taxes/declaration-impot/declaration-personnes-physiques.html',
  body: doc({ title: 'Déclaration d\'impôt - Guichet.lu', css: '.lu{background:#00a3e0;color:#fff;padding:14px 0}', body: `<div class="lu"><div class="wrap"><b>Guichet.lu</b> · Guide administratif</div></div><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Déclaration d'impôt des personnes physiques</h1><p>Les contribuables résidents et non résidents peuvent remplir leur déclaration en ligne via MyGuichet.lu avec un produit LuxTrust ou une carte d'identité électronique.</p><p><a class="btn" style="background:#00a3e0" href="https://www.myguichet.lu/">Accéder à MyGuichet.lu</a></p><h2>Délais</h2><p>La déclaration doit être remise au plus tard le 31 décembre de l'année suivant l'année d'imposition.</p></main>` }),
},
  {
  id: 'zx-clean-revenu-quebec-mon-dossier',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://www.revenuquebec.ca/fr/services-en-ligne/mon-dossier/mon-dossier-pour-les-citoyens/',
  body: doc({ lang: 'fr-CA', title: 'Mon dossier pour les citoyens | Revenu Québec', css: '.q{background:#095797;color:#fff;padding:14px 0}', body: `<div class="q"><div class="wrap"><b>Revenu Québec</b> · Gouvernement du Québec</div></div><main class="wrap" style="padding:24px 18px"><h1>Mon dossier pour les citoyens</h1><p>Consultez vos avis de cotisation, vos soldes à payer et vos remboursements en toute sécurité.</p><p><a class="btn" style="background:#095797" href="https://entreprises.revenuquebec.ca/EntPres/SX/SX00/SX00.PSGC.AuthentificationPSGC/">Ouvrir une session avec clicSÉQUR</a></p><h2>Fraude par texto</h2><p>Revenu Québec n'envoie jamais de texto contenant un lien pour un remboursement. Si vous recevez un tel message, supprimez-le.</p></main>` }),
},
  {
  id: 'zx-clean-ma-prime-renov-info',
  label: 'clean',
  kind: 'gov-portal-info',
  url: 'https://www.maprimerenov.gouv.fr/prweb/PRAuth/app/AIDES_/qdz8Ym6a/!STANDARD',
  body: doc({ title: 'MaPrimeRénov\' - Connexion', body: `${republique('MaPrimeRénov\'', 'Agence nationale de l\'habitat')}<main class="wrap" style="padding:24px 18px;max-width:560px"><h1>Je me connecte</h1><form method="post" action="/prweb/PRAuth/app/AIDES_/login" style="background:#fff;padding:20px"><label>Adresse e-mail</label><input name="UserIdentifier" type="email"><label>Mot de passe</label><input name="Password" type="password"><button class="btn">Se connecter</button></form><p>Aucun démarchage téléphonique n'est effectué par l'Anah. Le dépôt d'un dossier est gratuit.</p></main>` }),
},
];
