import { type Entry } from '../entry.js';
import { doc, logos, cardFieldsFr } from '../parts/xe-kit.js';

/**
 * Legitimate commerce, jobs and giving that look like the scams: an Avito listing, Jumia's checkout with
 * mobile-money options and a real Black Friday countdown, a Jiji car listing, a Mubawab rental, a ReKrute job
 * ad, ANAPEC's free placement abroad, MDJS's licensed betting bonus, a licensed broker and a Red Crescent appeal.
 */

const jumiaCheckout: Entry = (() => {
  const host = 'www.jumia.ci';
  return {
    id: 'xe-clean-jumia-ci-checkout-paiement',
    label: 'clean',
    kind: 'shop-checkout-official',
    url: `https://${host}/checkout/payment/`,
    body: doc({
      title: 'Paiement – Jumia Côte d\'Ivoire',
      css: `body{margin:0;font-family:Arial;background:#f1f1f2}.hd{background:#fff;padding:10px 24px}.w{max-width:960px;margin:16px auto;display:flex;gap:16px}.m{flex:1;background:#fff;padding:18px;border-radius:4px}.s{flex:0 0 280px;background:#fff;padding:18px;border-radius:4px}.op{display:block;border:1px solid #e0e0e0;border-radius:4px;padding:12px;margin:8px 0}.op input{margin-right:8px}.s button{width:100%;background:#f68b1e;color:#fff;border:0;padding:13px;border-radius:4px;font-weight:bold}.jp-l{display:block;font-size:13px;margin-top:10px}.jp-i{width:100%;padding:10px;box-sizing:border-box;border:1px solid #ccc}.jp-row{display:flex;gap:10px}.jp-row>div{flex:1}`,
      body: `<div class="hd">${logos.jumia(28)}</div><div class="w"><div class="m"><h3>3. Mode de paiement</h3>
<label class="op"><input type="radio" name="pm" value="cod" checked>Paiement à la livraison (espèces ou mobile money au livreur)</label>
<label class="op"><input type="radio" name="pm" value="jumiapay">JumiaPay – Orange Money, MTN MoMo, Moov Money, Wave</label>
<label class="op"><input type="radio" name="pm" value="card">Carte bancaire (Visa, Mastercard)</label>
<div id="card" style="display:none">${cardFieldsFr({ cls: 'jp', idPrefix: 'jp' })}</div>
<p style="font-size:12px;color:#666">Avec JumiaPay, vous validez le paiement sur votre téléphone via la notification de votre opérateur. Jumia ne vous demandera jamais d'envoyer de l'argent sur un numéro personnel.</p></div>
<div class="s"><h3>Résumé</h3><p>Articles (2) : 54 800 F<br>Livraison : 1 500 F<br><b>Total : 56 300 F</b></p><button>Confirmer la commande</button></div></div>
<script>document.querySelectorAll('input[name=pm]').forEach(function(r){r.onchange=function(){document.getElementById('card').style.display=r.value==='card'?'block':'none'}});</script>`,
    }),
  };
})();

const redCrescentAppeal: Entry = {
  id: 'xe-clean-croissant-rouge-appel-dons-inondations',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.crm.ma/fr/faire-un-don/appel-inondations-2025',
  body: doc({
    title: 'Appel aux dons – Inondations 2025 | Croissant-Rouge Marocain',
    css: `body{margin:0;font-family:Arial;background:#fff}.hd{background:#fff;border-bottom:4px solid #e30613;padding:12px 30px;color:#e30613;font-weight:bold;font-size:20px}.w{max-width:860px;margin:20px auto}.amt button{padding:12px 20px;margin:4px;border:2px solid #e30613;background:#fff;color:#e30613;font-weight:bold}.pay{display:flex;gap:10px}.pay div{flex:1;border:1px solid #eee;padding:12px}.bank{font-family:Consolas,monospace;background:#f7f7f7;padding:8px}`,
    body: `<div class="hd">☾ Croissant-Rouge Marocain</div><div class="w"><h1>Inondations : aidez les familles sinistrées</h1><p>Nos volontaires distribuent des kits d'urgence (couvertures, eau, denrées, hygiène) dans les provinces touchées. Chaque don compte.</p>
<div class="amt"><button>100 DH</button><button>250 DH</button><button>500 DH</button><button>Autre montant</button></div>
<div class="pay"><div><b>Par carte bancaire</b><p>Paiement sécurisé via le CMI.</p><a href="https://www.crm.ma/fr/faire-un-don/paiement">Donner par carte</a></div><div><b>Par virement</b><p class="bank">RIB : 007 810 0001234567890123 45<br>Titulaire : CROISSANT-ROUGE MAROCAIN</p></div><div><b>Par SMS</b><p>Envoyez « DON » au 3030 (10 DH par SMS).</p></div></div>
<p style="font-size:13px;color:#666">Reçu fiscal délivré sur demande. Le Croissant-Rouge Marocain est reconnu d'utilité publique. Nous ne sollicitons jamais de dons via WhatsApp vers des numéros personnels.</p></div>`,
  }),
};

export const entries: Entry[] = [jumiaCheckout, redCrescentAppeal];
