import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, legalFooter, cookieBanner } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-ing-be-homebank-nl',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.ing.be/nl/individuals/ing-home-bank',
  body: doc({ lang: 'nl', title: "ING Home'Bank | ING België", css: '.i{background:#ff6200;color:#fff;padding:14px 0}', body: `<div class="i"><div class="wrap"><b>ING</b> België</div></div><main class="wrap" style="padding:24px 18px"><h1>ING Home'Bank</h1><p>Beheer uw rekeningen online vanaf uw computer. Aanmelden met itsme® of met uw ING Card Reader.</p><p><a class="btn" style="background:#ff6200" href="https://homebank.ing.be/login/">Aanmelden</a></p><h2>Veilig bankieren</h2><p>ING vraagt u nooit om uw pincode, responscodes of kaartnummer via e-mail, sms of telefoon. Ontvangt u een verdacht bericht? Stuur het door naar verdacht@safeonweb.be.</p></main>` }),
},
  {
  id: 'zx-clean-epicerie-fine-checkout-stripe',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.epicerie-maison-bouvier.fr/commande/paiement',
  body: doc({ title: 'Paiement - Maison Bouvier, épicerie fine', css: '.g{display:grid;grid-template-columns:2fr 1fr;gap:24px}.s{background:#fff;padding:20px}', body: `<header style="background:#3a2e2a;color:#f3e9dc;padding:16px 18px"><b>Maison Bouvier</b> · Épicerie fine depuis 1962 · Annecy</header><main class="wrap" style="padding:24px 18px"><div class="g"><section class="s"><h2>Paiement</h2><form id="pay" action="/commande/confirmer" method="post"><label>Nom sur la carte</label><input name="name" autocomplete="cc-name"><div id="card-element" style="border:1px solid #999;padding:12px;border-radius:3px">Numéro de carte · MM/AA · CVC</div><label style="margin-top:10px;display:block"><input type="checkbox" style="width:auto" required> J'accepte les conditions générales de vente</label><button class="btn" style="background:#3a2e2a">Payer 64,30 €</button></form></section>
<aside class="s"><h3>Votre panier</h3><p>Reblochon fermier AOP × 1 — 12,90 €</p><p>Miel de sapin des Bauges × 2 — 23,00 €</p><p>Diots de Savoie × 1 — 9,40 €</p><p>Livraison Colissimo — 9,00 €</p><p><b>Total : 64,30 €</b></p></aside></div></main>
${legalFooter(['SARL Maison Bouvier — 12 rue Carnot, 74000 Annecy — SIRET 412 883 109 00017 — 04 50 45 12 88', 'Paiement sécurisé par Stripe · CGV · Mentions légales'])}` }),
},
  {
  id: 'zx-clean-librairie-quebec-panier',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.librairie-du-quartier-latin.ca/panier/paiement',
  body: doc({ lang: 'fr-CA', title: 'Paiement | Librairie du Quartier latin', body: `<header style="background:#7a1f2b;color:#fff;padding:14px 18px"><b>Librairie du Quartier latin</b> · Québec</header><main class="wrap" style="padding:24px 18px;max-width:640px;background:#fff"><h1>Paiement</h1><p>« Kukum », Michel Jean — 24,95 $ · « Les filles de Caleb » — 29,95 $ · TPS 2,75 $ · TVQ 5,48 $</p><p><b>Total : 63,13 $</b></p><form method="post" action="/panier/confirmer"><label>Nom du titulaire</label><input name="nom"><label>Numéro de carte</label><input name="carte" autocomplete="cc-number" inputmode="numeric"><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/AA" autocomplete="cc-exp"><input name="cvd" placeholder="CVD" autocomplete="cc-csc"></div><button class="btn" style="background:#7a1f2b">Confirmer la commande</button></form><p style="font-size:12px">Paiement traité par Moneris · 1120, rue Saint-Jean, Québec · 418 555-0142</p></main>` }),
},
  {
  id: 'zx-clean-boutique-wax-dakar',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.atelier-ndeye-couture.sn/boutique/commande',
  body: doc({ title: 'Commande - Atelier Ndèye Couture', body: `<header style="background:#e07a1f;color:#fff;padding:14px 18px"><b>Atelier Ndèye Couture</b> · Dakar, Médina</header><main class="wrap" style="padding:24px 18px;max-width:620px;background:#fff"><h1>Votre commande</h1><p>Boubou brodé bazin riche — 45 000 F CFA · Ensemble wax enfant — 12 500 F CFA</p><p><b>Total : 57 500 F CFA</b> — livraison Dakar gratuite</p><form method="post" action="/boutique/payer"><label>Nom</label><input name="nom"><label>Téléphone</label><input name="tel" value="+221 "><label>Paiement</label><select name="m"><option>Wave</option><option>Orange Money</option><option>Carte bancaire (PayDunya)</option><option>Paiement à la livraison</option></select><button class="btn" style="background:#e07a1f">Valider la commande</button></form><p style="font-size:12px">Vous serez redirigé vers PayDunya pour confirmer le paiement. Jërëjëf !</p></main>` }),
},
];
