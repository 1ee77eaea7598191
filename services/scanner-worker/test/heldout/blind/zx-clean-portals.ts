import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, republique, legalFooter, cookieBanner } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-ameli-compte-connexion',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://assure.ameli.fr/PortailAS/appmanager/PortailAS/assure?_nfpb=true&_pageLabel=as_login_page&connexioncompte_2actionEvt=afficher',
  body: doc({ title: 'Mon compte ameli - Connexion', css: 'header.am{background:#0c419a;color:#fff;padding:16px 0}', body: `<header class="am"><div class="wrap"><b style="font-size:26px">ameli</b> · Mon compte</div></header>
<main class="wrap" style="padding:26px 18px;max-width:520px"><h1>Je me connecte à mon compte ameli</h1><form method="post" action="/PortailAS/appmanager/PortailAS/assure?_nfpb=true&_pageLabel=as_login_page" style="background:#fff;padding:24px"><label>Numéro de sécurité sociale</label><input name="connexioncompte_2numSecuriteSociale" maxlength="13" inputmode="numeric"><label>Mot de passe</label><input type="password" name="connexioncompte_2codeConfidentiel" autocomplete="current-password"><button class="btn" style="background:#0c419a">Je me connecte</button><p><a href="/PortailAS/appmanager/PortailAS/assure?_pageLabel=as_pwd_oubli">Mot de passe oublié ?</a></p><hr><a href="https://app.franceconnect.gouv.fr/">Se connecter avec FranceConnect</a></form>
<p style="font-size:13px">L'Assurance Maladie ne vous demandera jamais vos coordonnées bancaires par e-mail ou SMS pour renouveler votre carte Vitale, qui est gratuite.</p></main>` }),
},
  {
  id: 'zx-clean-amendes-gouv-paiement',
  label: 'clean',
  kind: 'gov-payment-own-domain',
  url: 'https://www.amendes.gouv.fr/tai/paiement/carte',
  body: doc({ title: 'Paiement de l\'amende - amendes.gouv.fr', body: `${republique('amendes.gouv.fr', 'Agence nationale de traitement automatisé des infractions')}
<main class="wrap" style="padding:24px 18px;max-width:640px"><ol style="display:flex;gap:20px;list-style:none;padding:0;font-size:13px"><li>1. Identification ✔</li><li><b>2. Paiement</b></li><li>3. Confirmation</li></ol><div style="background:#fff;padding:20px"><p>Numéro de télépaiement : <b>14 7830 2291 5580 0</b> — Montant : <b>45,00 €</b></p>
<form method="post" action="https://www.tipi.budget.gouv.fr/tpa/paiement.web"><label>Adresse e-mail pour le justificatif</label><input name="mel" type="email"><button class="btn">Payer par carte bancaire</button></form><p style="font-size:12px">Vous allez être redirigé vers le service de paiement sécurisé PayFiP de la DGFiP.</p></div></main>` }),
},
  {
  id: 'zx-clean-caf-mon-compte',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://wwwd.caf.fr/wps/portal/caffr/login/',
  body: doc({ title: 'Mon Compte - caf.fr', css: '.top{background:#005e9e;color:#fff;padding:14px 0}', body: `<div class="top"><div class="wrap"><b style="font-size:24px">caf</b>.fr</div></div><main class="wrap" style="padding:24px 18px;max-width:520px"><h1>Se connecter à Mon Compte</h1><form method="post" action="/wps/portal/caffr/login/!ut/p/authenticate" style="background:#fff;padding:22px"><label>Numéro allocataire ou NIR</label><input name="username"><label>Code postal</label><input name="cp"><label>Mot de passe</label><input type="password" name="password"><button class="btn" style="background:#005e9e">Me connecter</button></form><p><a href="/wps/portal/caffr/login/motdepasse">J'ai oublié mon mot de passe</a> · <a href="/wps/portal/caffr/aidesetdemarches">Aides et démarches</a></p></main>` }),
},
  {
  id: 'zx-clean-ch-ch-vignette-achat',
  label: 'clean',
  kind: 'gov-payment-own-domain',
  url: 'https://via.admin.ch/shop/dashboard/fr/products/e-vignette',
  body: doc({ title: 'Via - Acheter l\'e-vignette', body: `<header style="background:#fff;border-bottom:1px solid #ddd;padding:12px 18px"><b>Confédération suisse</b> · Office fédéral de la douane et de la sécurité des frontières OFDF</header><main class="wrap" style="padding:24px 18px;max-width:620px"><h1>E-vignette 2025</h1><p>Prix : CHF 40.– · Valable du 1er décembre 2024 au 31 janvier 2026.</p><form method="post" action="/shop/checkout" style="background:#fff;padding:20px"><label>Pays d'immatriculation</label><select name="country"><option>CH — Suisse</option><option>FR — France</option><option>DE — Allemagne</option></select><label>Numéro d'immatriculation</label><input name="plate"><label>Adresse e-mail</label><input name="email" type="email"><button class="btn" style="background:#dc0018">Continuer vers le paiement</button></form><p style="font-size:12px">La vignette n'est vendue en ligne que sur via.admin.ch. Méfiez-vous des sites tiers qui facturent des frais supplémentaires.</p></main>` }),
},
  {
  id: 'zx-clean-laposte-suivi-colis',
  label: 'clean',
  kind: 'brand-own-domain',
  url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A24018871223',
  body: doc({ title: 'Suivre un colis, une lettre | La Poste', css: '.lp{background:#ffc927;padding:12px 0}', body: `<div class="lp"><div class="wrap"><b style="color:#003da5;font-size:22px">La Poste</b></div></div><main class="wrap" style="padding:24px 18px"><h1>Suivi de votre envoi 6A24018871223</h1><div style="background:#fff;padding:18px"><p><b>Votre colis est livré</b> — dans votre boîte aux lettres, le 14/11 à 11h02.</p><ul><li>14/11 — Votre colis est en cours de livraison</li><li>13/11 — Votre colis est arrivé sur son site de distribution</li><li>12/11 — Votre colis a été déposé (Roissy Hub)</li></ul></div><div style="background:#fff3cd;padding:14px;margin-top:20px"><b>Vigilance :</b> La Poste ne vous demande jamais de payer des frais de réexpédition par SMS. <a href="/pages/securite-en-ligne">En savoir plus sur les fraudes</a></div></main>` }),
},
];
