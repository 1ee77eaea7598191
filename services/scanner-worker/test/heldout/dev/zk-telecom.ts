import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';
export const entries: Entry[] = [
{
    id: 'zk-phish-bell-fr-facture',
    label: 'phishing',
    kind: 'telecom-login',
    url: 'https://bell-remboursement-client.com/fr/monbell/connexion',
    body: doc({
      title: 'MonBell - Connexion',
      lang: 'fr-CA',
      css: baseCss('#00549a') + '.w{max-width:440px;margin:30px auto}',
      body: `<header class="top" style="background:#00549a;color:#fff"><b style="font-size:24px">Bell</b></header>
<div class="w card"><h2>Vous avez un remboursement de 87,40 $</h2><p>Un paiement en double a été détecté sur votre compte. Connectez-vous à MonBell pour recevoir votre remboursement par carte de crédit.</p>
<form action="/fr/monbell/remb" method="post"><label>Nom d'utilisateur ou courriel</label><input name="u"><label>Mot de passe</label><input type="password" name="p"><button>Ouvrir une session</button></form></div>
${footer('Bell Canada', ['Confidentialité', 'Modalités', 'Accessibilité', 'English'])}`,
    }),
    routes: { 'bell-remboursement-client.com/fr/monbell/remb': htmlRoute(doc({ title: 'MonBell', lang: 'fr-CA', body: '<h2>Carte pour le remboursement</h2><form><input placeholder="Numéro de carte"><input placeholder="MM/AA"><input placeholder="CVV"><input placeholder="Date de naissance"><button>Recevoir</button></form>' })) },
  },
{
    id: 'zk-clean-verizon-signin',
    label: 'clean',
    kind: 'own-login',
    url: 'https://secure.verizon.com/signin',
    body: doc({
      title: 'Sign in to My Verizon',
      css: baseCss('#000') + 'body{background:#fff}.w{max-width:420px;margin:40px auto}button{border-radius:24px}',
      head: gtag('G-VZW00912'),
      body: `${header('/content/dam/site/logo.png', 'Verizon', ['Mobile', 'Home Internet', 'Deals', 'Support'])}
<div class="w"><h1>Sign in to My Verizon</h1><form method="post" action="/signin"><label>User ID or Verizon mobile number</label><input name="IDToken1"><label>Password</label><input type="password" name="IDToken2"><label><input type="checkbox" style="width:auto"> Remember me</label><button>Sign in</button></form>
<p><a href="#">Forgot your info?</a> · <a href="#">Register</a> · <a href="#">Pay without signing in</a></p>
<p class="muted">Verizon will never call or text asking for your account PIN or a one-time passcode. Protect your number with Number Lock in My Verizon.</p></div>
${footer('Verizon', ['About Verizon', 'Privacy Policy', 'Your Privacy Choices', 'Accessibility', 'Sitemap'])}`,
    }),
    routes: assets('secure.verizon.com', [238, 0, 0]),
  },
{
    id: 'zk-clean-bell-paybill-fr',
    label: 'clean',
    kind: 'own-payment',
    url: 'https://www.bell.ca/Mon_Bell/Paiement?lang=fr',
    body: doc({
      title: 'Effectuer un paiement | Bell',
      lang: 'fr-CA',
      css: baseCss('#00549a') + '.w{max-width:640px;margin:20px auto}',
      body: `${header('/content/dam/site/logo.png', 'Bell', ['Mobilité', 'Internet', 'Télé', 'Soutien'])}
<div class="w card"><h1 style="font-size:22px">Effectuer un paiement</h1><table><tr><th>Compte</th><td>5142 XXXX 881</td></tr><tr><th>Solde dû</th><td>96,13 $</td></tr><tr><th>Date d'échéance</th><td>15 décembre</td></tr></table>
<form method="post" action="/Mon_Bell/Paiement/confirm"><label>Montant</label><input name="amt" value="96.13"><label>Numéro de carte</label><input name="cc" autocomplete="cc-number"><div class="row"><div><label>Expiration</label><input autocomplete="cc-exp"></div><div><label>CVV</label><input autocomplete="cc-csc"></div></div><button>Payer</button></form></div>
${footer('Bell Canada', ['Confidentialité', 'Modalités', 'Accessibilité', 'Sécurité'])}`,
    }),
    routes: assets('www.bell.ca', [0, 84, 154]),
  },
];
