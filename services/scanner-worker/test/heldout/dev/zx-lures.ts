import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-lure-qr-stationnement-amende',
  label: 'phishing',
  kind: 'quishing-lure',
  url: 'https://paiement-stationnement-qr.fr/p/zone-verte',
  body: doc({ title: 'Stationnement - Paiement', css: '.m{max-width:420px;margin:0 auto;background:#fff;padding:22px;min-height:100vh}', body: `<div class="m"><h2>Stationnement ville — Zone verte</h2><p>Réglez votre stationnement ou votre forfait post-stationnement (FPS) en ligne.</p><form method="post" action="/p/pay.php"><label>Immatriculation</label><input name="plaque" placeholder="AB-123-CD"><label>Durée</label><select name="d"><option>1 h — 2,40 €</option><option>2 h — 4,80 €</option><option>FPS — 35,00 €</option></select><label>Numéro de carte</label><input name="cb" autocomplete="cc-number"><label>Expiration</label><input name="exp"><label>CVV</label><input name="cvv"><button class="btn" style="width:100%">Payer</button></form><p style="font-size:11px;color:#888">Service de paiement mobile — mentions légales</p></div>` }),
},
  {
  id: 'zx-lure-wave-senegal-transfert',
  label: 'phishing',
  kind: 'mobile-money-kit',
  url: 'https://wave-sn-transfert.com/recevoir/Aminata',
  body: doc({ title: 'Wave - Vous avez reçu de l\'argent', css: 'body{background:#1dc8f2}.c{background:#fff;max-width:400px;margin:40px auto;padding:24px;border-radius:16px;text-align:center}', body: `<div class="c"><h2>Aminata Diop vous a envoyé 75 000 F CFA</h2><p>« Pour la tabaski, jërëjëf ! »</p><p>Pour recevoir l'argent sur votre compte Wave, confirmez votre numéro et votre code secret.</p><form method="post" action="/recevoir/ok.php"><input name="tel" placeholder="Numéro Wave (+221)"><input name="code" type="password" maxlength="4" placeholder="Code secret"><button class="btn" style="background:#1dc8f2;width:100%">Recevoir</button></form></div>` }),
},
];
