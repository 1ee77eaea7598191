import { type Entry } from '../entry.js';
import { doc } from '../parts/xe-kit.js';

/**
 * Write-ups that quote the attacks: maCERT and tunCERT bulletins (defanged IOCs, ClickFix commands), Bank
 * Al-Maghrib and BCEAO warnings, CNSS and Orange fraud notices, press articles quoting scam SMS in French
 * and Arabic, a researcher's drainer analysis, and a university IT help page that does ask to paste a
 * PowerShell command.
 */

const macertBulletin: Entry = {
  id: 'xe-clean-macert-bulletin-campagne-phishing-bancaire',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://www.dgssi.gov.ma/fr/bulletins/campagne-de-phishing-ciblant-les-clients-des-banques-marocaines',
  body: doc({
    title: 'Campagne de phishing ciblant les clients des banques marocaines – maCERT',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#222}.h{background:#0b3c5d;color:#fff;padding:14px 30px}.w{max-width:860px;margin:24px auto;line-height:1.6}.meta td{padding:4px 12px 4px 0;font-size:14px}pre{background:#f4f4f4;border:1px solid #ddd;padding:12px;font-size:13px;white-space:pre-wrap}.sev{background:#c0392b;color:#fff;padding:2px 8px;border-radius:3px}`,
    body: `<div class="h">DGSSI – maCERT · Centre de Veille, Détection et Réponse aux Attaques Informatiques</div><div class="w">
<h1>Campagne de phishing ciblant les clients des banques marocaines</h1><table class="meta"><tr><td>Numéro de référence</td><td>47011811/25</td></tr><tr><td>Date de publication</td><td>04 novembre 2025</td></tr><tr><td>Risque</td><td><span class="sev">Important</span></td></tr></table>
<h2>Description</h2><p>Le maCERT a observé une campagne de SMS frauduleux (smishing) usurpant l'identité de plusieurs banques marocaines et de Barid Al-Maghrib. Les messages redirigent vers des pages imitant les portails de banque en ligne, qui collectent l'identifiant, le mot de passe, le code OTP puis les données de la carte, transmis en temps réel aux attaquants via des bots Telegram.</p>
<h2>Exemples de messages</h2><pre>Attijariwafa: Votre carte est bloquee suite a 3 tentatives. Debloquez-la gratuitement: hxxps://attijari-alerte[.]top/c/8821
BARID: Votre colis RR184736205MA est en attente. Reglez 12,90 MAD: hxxps://barid-ma-livraison[.]cc/suivi
CIH BANK: mise a jour de securite obligatoire avant le 15/11: hxxps://xn--cihbnk-6nf[.]ma-securite[.]com</pre>
<h2>Indicateurs de compromission</h2><pre>attijarinet-securite[.]online
chaabinet-client-ma[.]com
bmcedirect-boa-secure[.]web[.]app
api.telegram[.]org/bot7381946620:AAGx…  (jeton révoqué)
hxxps://www.riad-dar-essaouira-tours[.]com/wp-includes/css/dist/cih/online/post.php</pre>
<h2>Recommandations</h2><ul><li>Ne jamais saisir ses identifiants à partir d'un lien reçu par SMS.</li><li>Vérifier l'adresse du site (nom de domaine exact de la banque).</li><li>Signaler les messages suspects à la banque et au maCERT (contact@macert.gov.ma).</li></ul></div>`,
  }),
};

const bceaoCommunique: Entry = {
  id: 'xe-clean-bceao-communique-placements-non-autorises',
  label: 'clean',
  kind: 'central-bank-advisory',
  url: 'https://www.bceao.int/fr/communique-presse/communique-relatif-aux-offres-de-placement-non-autorisees',
  body: doc({
    title: 'Communiqué relatif aux offres de placement non autorisées | BCEAO',
    css: `body{margin:0;font-family:Arial;background:#fff}.h{background:#6b1d1d;color:#fff;padding:14px 30px}.w{max-width:800px;margin:24px auto;line-height:1.7}ul.l li{font-family:Consolas,monospace;font-size:13px}`,
    body: `<div class="h">BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST</div><div class="w"><h1>Communiqué relatif aux offres de placement non autorisées</h1>
<p>La Banque Centrale des États de l'Afrique de l'Ouest (BCEAO) informe le public de la prolifération, notamment via WhatsApp, Telegram et Facebook, d'offres de placement promettant des rendements élevés et rapides (« doublez votre argent en 24 heures », « minage cloud », « trading automatique », « tâches rémunérées »).</p>
<p>Ces structures ne disposent d'aucun agrément pour collecter l'épargne du public dans l'UMOA. À titre d'exemple, les dénominations suivantes ont été signalées :</p>
<ul class="l"><li>GAIN RAPIDE CI</li><li>AfriMine Cloud</li><li>TikTask Emploi</li><li>Cellule Africaine de Récupération des Fonds (CARF)</li></ul>
<p>La BCEAO invite les populations à la plus grande vigilance et à vérifier la liste des établissements agréés publiée sur son site. Les transferts par mobile money vers ces structures ne peuvent généralement pas être récupérés.</p></div>`,
  }),
};

const fratmatArticle: Entry = {
  id: 'xe-clean-presse-arnaque-mobile-money-faux-transfert',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.fratmat.info/article/2025/11/arnaques-au-mobile-money-les-nouvelles-astuces-des-brouteurs',
  body: doc({
    title: 'Arnaques au mobile money : les nouvelles astuces des brouteurs – Fraternité Matin',
    css: `body{margin:0;font-family:Georgia,serif;background:#fff}.h{border-bottom:4px solid #009e60;padding:12px 30px;font-size:28px;font-weight:bold;color:#f77f00}.a{max-width:720px;margin:20px auto;line-height:1.75}.sms{background:#f2f2f2;border-radius:14px;padding:10px 14px;font-family:Arial;font-size:14px;margin:10px 0}.meta{color:#777;font-size:13px}`,
    body: `<div class="h">Fraternité Matin</div><article class="a"><h1>Arnaques au mobile money : les nouvelles astuces des brouteurs</h1><p class="meta">Par Aya K. · Société · 5 novembre 2025</p>
<p>« Vous avez reçu 75 000 F de KONE Ibrahim. Transfert bloqué : confirmez avec votre code secret ici. » C'est le SMS qu'a reçu Mariam, commerçante à Adjamé, la semaine dernière. Le lien menait vers une page aux couleurs de Wave, avec un pavé numérique. Quelques minutes après avoir saisi son code, son compte était vidé.</p>
<div class="sms">Orange Money: Felicitations! Vous faites partie des 500 clients selectionnes pour le bonus fidelite de 25 000 FCFA. Recevez-le ici: orangemoney-ci-bonus[.]com</div>
<div class="sms">Bonjour maman, c'est moi, j'ai changé de numéro. Envoie-moi 20 000 par Moov, c'est urgent, je t'explique après.</div>
<p>Selon la Plateforme de lutte contre la cybercriminalité (PLCC), les plaintes liées au mobile money ont augmenté de 40 % en un an. « Aucun opérateur ne vous demandera votre code secret. Un transfert reçu ne nécessite jamais de code », rappelle un responsable de la PLCC.</p>
<p>Autre technique en vogue : le faux « remboursement ». L'escroc envoie un faux SMS de dépôt, puis appelle en prétendant s'être trompé de numéro et demande à la victime de « renvoyer » l'argent.</p></article>`,
  }),
};

const drainerAnalysis: Entry = {
  id: 'xe-clean-blog-analyse-drainer-airdrop-afrique',
  label: 'clean',
  kind: 'security-research-blog',
  url: 'https://blog.sahel-threatlab.io/2025/11/anatomie-drainer-faux-airdrops-africains',
  body: doc({
    title: 'Anatomie d\'un drainer : les faux airdrops qui ciblent les utilisateurs africains – Sahel ThreatLab',
    css: `body{margin:0;font-family:'Source Serif Pro',Georgia,serif;background:#fdfdfb;color:#222}.a{max-width:760px;margin:30px auto;line-height:1.7}pre{background:#282c34;color:#abb2bf;padding:14px;font-size:13px;overflow:auto;font-family:Consolas,monospace}code{background:#eee;padding:1px 4px;font-size:14px}.tag{font-family:Arial;font-size:12px;background:#e8eef9;padding:2px 8px;border-radius:10px}`,
    body: `<article class="a"><p><span class="tag">threat-intel</span> <span class="tag">web3</span></p><h1>Anatomie d'un drainer : les faux airdrops qui ciblent les utilisateurs africains</h1><p>Par l'équipe Sahel ThreatLab · 6 novembre 2025</p>
<p>Depuis septembre, nous suivons un kit vendu sur Telegram et déployé sous des noms comme « AfriCoin », « Binance Afrique » ou « Afro Legends ». Aucun de ces sites ne distribue de jetons : tous demandent au visiteur de signer une autorisation qui donne à l'attaquant le droit de dépenser ses actifs.</p>
<h2>1. L'approbation illimitée (ERC-20)</h2><pre>// extrait désobfusqué du kit (adresse de l'attaquant remplacée)
await ethereum.request({ method: 'eth_sendTransaction', params: [{
  from: victim, to: USDT,
  data: '0x095ea7b3' + pad(ATTACKER) + 'ff'.repeat(32)   // approve(spender, 2^256-1)
}]});</pre>
<h2>2. setApprovalForAll sur les collections NFT</h2><pre>data = '0xa22cb465' + pad(OPERATOR) + pad('0x1')    // setApprovalForAll(operator, true)</pre>
<h2>3. La signature Permit2 « sans frais »</h2><p>La variante la plus dangereuse ne coûte aucun gas : <code>eth_signTypedData_v4</code> sur un message <code>PermitBatch</code> dont le <code>spender</code> est l'attaquant. Le portefeuille affiche « Signature request », que beaucoup acceptent sans lire.</p>
<h2>Comment se protéger</h2><ul><li>Un airdrop légitime n'exige jamais d'approbation de vos USDT.</li><li>Révoquez vos autorisations (revoke.cash, Etherscan Token Approval Checker).</li><li>Ne saisissez jamais votre phrase de récupération sur un site, quel qu'il soit.</li></ul></article>`,
  }),
};

const universityVpnHelp: Entry = {
  id: 'xe-clean-universite-dsi-aide-vpn-powershell',
  label: 'clean',
  kind: 'it-help-command',
  url: 'https://dsi.um5.ac.ma/aide/vpn/installation-windows',
  body: doc({
    title: 'Installer le client VPN de l\'université sous Windows – DSI UM5',
    css: `body{margin:0;font-family:Arial;background:#f7f8fa;color:#222}.h{background:#003366;color:#fff;padding:14px 30px}.w{max-width:820px;margin:24px auto;background:#fff;padding:26px;line-height:1.6}pre{background:#012456;color:#fff;padding:12px;font-size:13px;white-space:pre-wrap}.n{background:#e8f4ff;padding:12px;border-left:4px solid #0066cc}.cp{font-size:12px}`,
    body: `<div class="h">Université Mohammed V de Rabat – Direction des Systèmes d'Information</div><div class="w"><h1>Installer le client VPN (Windows 10/11)</h1>
<p>Le VPN donne accès aux ressources internes (bibliothèque numérique, ENT, serveurs de calcul) depuis l'extérieur. Deux méthodes sont possibles.</p>
<h2>Méthode 1 : installateur graphique</h2><p>Téléchargez l'installateur signé depuis <a href="https://dsi.um5.ac.ma/logiciels/">le catalogue logiciel</a> (connexion avec votre compte @um5.ac.ma) et suivez l'assistant.</p>
<h2>Méthode 2 : ligne de commande (utilisateurs avancés)</h2><p>Ouvrez <b>Windows PowerShell</b> depuis le menu Démarrer et exécutez :</p>
<pre>winget install --id WireGuard.WireGuard -e --source winget</pre><button class="cp" onclick="navigator.clipboard.writeText('winget install --id WireGuard.WireGuard -e --source winget')">Copier</button>
<p>Importez ensuite le fichier de configuration personnel téléchargé depuis votre espace ENT (menu « Mon VPN »).</p>
<p class="n"><b>Sécurité :</b> la DSI ne vous demandera jamais d'exécuter une commande pour « prouver que vous êtes humain » ou pour afficher un document. En cas de doute, contactez le support : support-dsi@um5.ac.ma, poste 2210.</p></div>`,
  }),
};

export const entries: Entry[] = [macertBulletin, bceaoCommunique, fratmatArticle, drainerAnalysis, universityVpnHelp];
