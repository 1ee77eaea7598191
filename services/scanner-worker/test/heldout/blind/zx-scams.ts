import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, fileRoute, beepWav } from '../parts/e-bin.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-support-apple-icloud-be',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://apple-support-belgique.com/icloud/verrouille',
  body: doc({ title: 'Apple Assistance - iCloud verrouillé', css: 'body{background:#f5f5f7;font-family:-apple-system,Helvetica}.a{max-width:620px;margin:60px auto;background:#fff;padding:30px;border-radius:14px;text-align:center}', body: `<div class="a"><h1>Votre identifiant Apple a été verrouillé</h1><p>Nous avons détecté une connexion inhabituelle depuis Lagos, Nigeria. Par sécurité, votre iPhone et votre compte iCloud sont temporairement bloqués.</p><p>Contactez un technicien certifié Apple pour débloquer votre appareil :</p><p style="font-size:28px;font-weight:700">+32 2 808 71 49</p><p style="font-size:13px;color:#666">Disponible 24 h/24 · Prise en main à distance avec AnyDesk</p></div>` }),
},
  {
  id: 'zx-crypto-trading-celebrite-article',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://le-quotidien-eco.news/finance/animateur-revelation-plateforme.html',
  body: doc({ title: 'Le célèbre animateur révèle comment il gagne 28 000 € par mois', css: 'article{background:#fff;max-width:740px;margin:20px auto;padding:24px}.reg{background:#fffbe6;border:2px solid #e6b800;padding:18px}', body: `<article><p style="color:#900;font-size:12px">ÉCONOMIE · EXCLUSIF</p><h1>Il révèle en direct sa source de revenus : la Banque de France tente de faire retirer l'émission</h1><p>Lors de l'émission d'hier soir, l'animateur a expliqué qu'il utilisait une plateforme de trading automatique, Quantum Capital AI, qui lui rapporterait plus de 28 000 € par mois.</p><p>« Il suffit d'un dépôt de 250 € et le robot fait le reste », a-t-il déclaré. Nous avons testé la plateforme : 1 470 € de gains en 5 jours.</p>
<div class="reg"><h3>Inscription gratuite — places limitées</h3><form method="post" action="https://quantum-capital-ai.io/api/lead"><input name="first" placeholder="Prénom"><input name="last" placeholder="Nom"><input name="email" placeholder="E-mail"><input name="phone" placeholder="Téléphone (+33)"><button class="btn" style="background:#2e7d32">Commencer à gagner</button></form></div>
<p style="font-size:12px;color:#777">Commentaires (1 204) · Nathalie R. : « J'ai remboursé mon crédit auto en un mois ! »</p></article>` }),
},
  {
  id: 'zx-brouteur-romance-douane-abidjan',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://transit-douane-abidjan.com/colis/suivi?ref=CIV-4471-DX',
  body: doc({ title: 'Transit Express International - Suivi colis diplomatique', css: '.h{background:#f77f00;color:#fff;padding:14px 0}', body: `<div class="h"><div class="wrap"><b>TRANSIT EXPRESS INTERNATIONAL</b> — Abidjan · Paris · Bruxelles</div></div><main class="wrap" style="padding:24px 18px;max-width:640px">
<h2>Colis n° CIV-4471-DX</h2><table style="width:100%;background:#fff"><tr><td>Expéditeur</td><td>M. Patrick Durand (Abidjan, Plateau)</td></tr><tr><td>Contenu déclaré</td><td>Effets personnels, bijoux, valise diplomatique scellée (valeur : 85 000 €)</td></tr><tr><td>Statut</td><td style="color:#c00">Bloqué en douane — frais de dédouanement et certificat anti-blanchiment non réglés</td></tr><tr><td>Montant à régler</td><td><b>1 850 €</b></td></tr></table>
<p>Le destinataire doit régler les frais par coupons PCS, Transcash ou Western Union au nom de notre agent agréé. Envoyez les codes des coupons à l'adresse ci-dessous pour libérer le colis sous 24 h.</p>
<form method="post" action="/colis/coupons.php"><label>Nom du destinataire</label><input name="dest"><label>Codes des coupons (PCS / Transcash)</label><input name="codes"><label>E-mail</label><input name="mail"><button class="btn" style="background:#f77f00">Libérer le colis</button></form></main>` }),
},
  {
  id: 'zx-loterie-carrefour-anniversaire',
  label: 'scam',
  kind: 'survey-lottery-scam',
  url: 'https://carrefour-anniversaire.gift-win.club/fr/?sub=fb',
  body: doc({ title: 'Carrefour - 65 ans - Gagnez un iPhone 15', css: 'body{background:#004e9f}.q{max-width:460px;margin:30px auto;background:#fff;padding:24px;border-radius:12px;text-align:center}.q button{display:block;width:100%;margin:8px 0;padding:12px}', body: `<div class="q" id="q"><h2>Félicitations !</h2><p>Vous avez été sélectionné(e) pour participer à notre enquête anniversaire. Répondez à 3 questions pour tenter de gagner un iPhone 15 Pro.</p><p id="qq"><b>Question 1/3 :</b> Faites-vous vos courses chez Carrefour ?</p><button onclick="n()">Oui</button><button onclick="n()">Non</button></div>
<script>var i=1,qs=['Êtes-vous satisfait(e) de nos prix ?','Recommanderiez-vous Carrefour ?'];function n(){if(i<3){document.getElementById('qq').innerHTML='<b>Question '+(i+1)+'/3 :</b> '+qs[i-1];i++}else{document.getElementById('q').innerHTML='<h2>Vous avez gagné !</h2><p>Il ne reste que 2 cadeaux. Payez seulement les frais de livraison (1,95 €).</p><a class="btn" href="/fr/claim.html">Récupérer mon cadeau</a>'}}</script>` }),
  routes: { 'carrefour-anniversaire.gift-win.club/fr/claim.html': htmlRoute(doc({ title: 'Livraison', body: `<main class="wrap" style="max-width:460px;padding:20px"><h2>Frais de livraison : 1,95 €</h2><p style="font-size:11px">En validant, vous souscrivez à un abonnement de 69,90 € / mois résiliable.</p><form action="/fr/pay" method="post"><input name="card" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button class="btn">Payer</button></form></main>` })) },
},
];
