import { type Entry } from '../entry.js';
import { cookieNotice, doc, govMark } from '../parts/xc-kit.js';

// GSIS OAuth2 sign-in (the real "log in with Taxisnet codes" page), reached from a gov.gr service with client_id/redirect_uri.
const gsisLogin = doc({
  lang: 'el',
  title: 'Αυθεντικοποίηση Χρήστη – ΓΓΠΣΔΔ',
  css: `.h{background:#003476;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px}.c{max-width:460px;margin:34px auto;background:#fff;border:1px solid #c7d0db;padding:24px}
.c label{display:block;font-size:14px;margin:10px 0 4px}.c input{width:100%;padding:10px;border:2px solid #0b0c0c;font-size:16px}.c button{margin-top:16px;background:#00703c;color:#fff;border:0;padding:10px 22px;font-size:16px}
.svc{background:#f3f2f1;padding:10px;font-size:13px;margin-bottom:12px}.ft{text-align:center;font-size:12px;color:#555}`,
  body: `<div class="h">${govMark('gov', '#0065b3', 36)}<b>Γενική Γραμματεία Πληροφοριακών Συστημάτων Δημόσιας Διοίκησης</b></div>
<div class="c"><h2 style="margin-top:0">Σύνδεση</h2><div class="svc">Η υπηρεσία <b>gov.gr Wallet</b> ζητά αυθεντικοποίηση με τους κωδικούς σας Taxisnet. Μετά τη σύνδεση θα σας ζητηθεί να εγκρίνετε τη χρήση των στοιχείων σας.</div>
<form method="post" action="/oauth2server/j_spring_security_check"><input type="hidden" name="client_id" value="wallet-govgr"><input type="hidden" name="state" value="f2a81c">
<label>Χρήστης</label><input name="j_username" autocomplete="username" required><label>Κωδικός</label><input name="j_password" type="password" autocomplete="current-password" required><button>Σύνδεση</button></form>
<p style="font-size:13px"><a href="https://www.gsis.gr/polites-epiheiriseis/ypiresies-gia-fysika-prosopa/eggrafi-sto-taxisnet">Δεν έχετε κωδικούς; Εγγραφή</a></p></div>
<p class="ft">Ελέγξτε ότι η διεύθυνση είναι <b>www1.gsis.gr</b>. Οι δημόσιες υπηρεσίες δεν ζητούν ποτέ στοιχεία κάρτας για επιστροφές ή επιδόματα.</p>`,
});

// AADE page on tax refunds: how refunds are paid (to a registered IBAN), with a warning about fake refund messages.
const aadeHelp = doc({
  lang: 'el',
  title: 'Επιστροφές φόρου εισοδήματος – ΑΑΔΕ',
  css: `.bar{background:#0a3d7a;color:#fff;padding:12px 26px;font-weight:700}.w{max-width:860px;margin:20px auto;padding:0 18px;line-height:1.65}.al{background:#fdecea;border-left:4px solid #b3261e;padding:12px 16px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ccd;padding:8px;text-align:left}`,
  body: `<div class="bar">${govMark('ΑΑΔΕ', '#0065b3', 30)} Ανεξάρτητη Αρχή Δημοσίων Εσόδων</div>
<div class="w"><h1>Πώς γίνεται η επιστροφή φόρου εισοδήματος</h1><p>Μετά την εκκαθάριση της δήλωσης Ε1, το ποσό που προκύπτει προς επιστροφή καταβάλλεται <b>αυτόματα</b> στον λογαριασμό (IBAN) που έχετε δηλώσει στο myAADE → Μητρώο & Επικοινωνία → Στοιχεία λογαριασμού. Δεν απαιτείται καμία άλλη ενέργεια.</p>
<table><tr><th>Βήμα</th><th>Πού</th></tr><tr><td>Δήλωση/έλεγχος IBAN</td><td>myAADE → Μητρώο &amp; Επικοινωνία</td></tr><tr><td>Έλεγχος κατάστασης επιστροφής</td><td>myAADE → Εφαρμογές → Επιστροφές φόρου</td></tr><tr><td>Συμψηφισμοί με οφειλές</td><td>Ενημέρωση στη θυρίδα σας</td></tr></table>
<div class="al" style="margin-top:16px"><b>Απάτες με ψεύτικα μηνύματα επιστροφής φόρου</b><p>Κυκλοφορούν SMS και email του τύπου «Δικαιούστε επιστροφή 312,48€, πατήστε εδώ» που οδηγούν σε πλαστές σελίδες. Η ΑΑΔΕ <b>δεν</b> στέλνει συνδέσμους για επιστροφές και <b>δεν</b> ζητά ποτέ αριθμό κάρτας, CVV ή κωδικούς μιας χρήσης.</p></div>
<p>Σύνδεση στις υπηρεσίες: <a href="https://www1.aade.gr/taxisnet/">myAADE (κωδικοί Taxisnet)</a></p></div>`,
});

// NAP's e-services portal: sign-in with QES, PIK or the e-Auth gateway.
const napPortal = doc({
  lang: 'bg',
  title: 'Портал за е-услуги на НАП',
  css: `.hd{background:#1d4f91;color:#fff;padding:14px 26px;display:flex;gap:12px;align-items:center}.w{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:20px;padding:0 16px}
.bx{background:#fff;border:1px solid #d0d7e1;padding:20px}.bx a.b{display:block;background:#1d4f91;color:#fff;text-align:center;padding:11px;margin:8px 0;text-decoration:none}.bx input{width:100%;padding:9px;margin:4px 0 10px;border:1px solid #9aa7b8}`,
  body: `<div class="hd">${govMark('НАП', '#c8102e')}<b>Национална агенция за приходите · Портал за е-услуги</b></div>
<div class="w"><div class="bx"><h3>Вход с КЕП или чрез е-Автентикация</h3><a class="b" href="/auth/kep">Вход с квалифициран електронен подпис</a><a class="b" href="https://eauth.egov.bg/?client=nra">Вход чрез Системата за е-Автентикация (eAuth)</a>
<p style="font-size:13px">Чрез eAuth можете да влезете с мобилно приложение Evrotrust, B-Trust или с КЕП.</p></div>
<div class="bx"><h3>Вход с ПИК на НАП</h3><form method="post" action="/auth/pik"><label>ЕГН/ЛНЧ</label><input name="egn" maxlength="10" required><label>ПИК</label><input name="pik" type="password" required><button style="background:#1d4f91;color:#fff;border:0;padding:10px 20px">Вход</button></form></div></div>
<p style="max-width:900px;margin:0 auto;padding:0 16px;font-size:13px;color:#555">Внимание: НАП не изпраща SMS или имейли с линкове за възстановяване на данъци и никога не иска данни за банкова карта. Сигнали: <a href="https://nra.bg/wps/portal/nra/kontakti">Информационен център 0700 18 700</a>.</p>
${cookieNotice('bg', 'https://nra.bg/wps/portal/nra/biskvitki')}`,
});

// eUprava sign-in options page.
const eupravaLogin = doc({
  lang: 'sr-Latn',
  title: 'Prijava – Portal eUprava',
  css: `.rb{height:6px;background:linear-gradient(90deg,#c6363c 33%,#0c4076 33% 66%,#fff 66%)}.tp{background:#0c4076;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px}
.w{max-width:760px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:18px;padding:0 14px}.o{background:#fff;border:1px solid #cfd6e0;padding:18px;border-radius:4px}
.o input{width:100%;padding:9px;margin:4px 0 10px;border:1px solid #aab}.o button,.o a.b{display:inline-block;background:#0c4076;color:#fff;border:0;padding:10px 18px;text-decoration:none}`,
  body: `<div class="rb"></div><div class="tp">${govMark('eU', '#c6363c')}<span>eUprava · Portal elektronske uprave Republike Srbije</span></div>
<div class="w"><div class="o"><h3>Korisničko ime i lozinka</h3><form method="post" action="/prijava/osnovna"><input type="hidden" name="csrf" value="a91fe2"><label>JMBG ili e-mail</label><input name="korisnik" autocomplete="username" required><label>Lozinka</label><input name="lozinka" type="password" autocomplete="current-password" required><button>Prijavi se</button></form></div>
<div class="o"><h3>ConsentID mobilna aplikacija</h3><p style="font-size:14px">Prijava sa visokim nivoom pouzdanosti, potrebna za većinu usluga.</p><a class="b" href="/prijava/consentid">Prijava putem ConsentID</a><h3>Kvalifikovani elektronski sertifikat</h3><a class="b" href="/prijava/sertifikat">Prijava sertifikatom</a></div></div>`,
});

// Serbian MUP press release warning about fake celebrity-interview investment ads, quoting the ads.
const mupWarning = doc({
  lang: 'sr',
  title: 'Упозорење грађанима на инвестиционе преваре – МУП Републике Србије',
  css: `.g{background:#0c4076;color:#fff;padding:12px 22px;display:flex;align-items:center;gap:12px}.w{max-width:820px;margin:20px auto;padding:0 16px;line-height:1.7}.q{background:#f1f3f6;border-left:4px solid #c6363c;padding:10px 14px;font-style:italic}`,
  body: `<div class="g">${govMark('МУП', '#c6363c', 34)}<b>Министарство унутрашњих послова Републике Србије</b></div>
<div class="w"><p style="color:#666;font-size:13px">Саопштења · 06.11.2025.</p><h1>Упозорење грађанима: лажни интервјуи познатих личности као мамац за инвестиционе преваре</h1>
<p>Служба за борбу против високотехнолошког криминала упозорава грађане на огласе на друштвеним мрежама који личе на чланке дневних новина, а у којима познати водитељи, спортисти или привредници наводно откривају „платформу за аутоматско трговање“.</p>
<p>Огласи најчешће садрже реченице попут:</p><p class="q">„Уложио сам 25.000 динара, после месец дана на рачуну сам имао 640.000. Све ради вештачка интелигенција.“</p><p class="q">„Народна банка Србије је тражила да се снимак уклони.“</p>
<p>Након остављања броја телефона, жртве контактира „лични менаџер“ који их наводи да инсталирају AnyDesk, уплате депозит и касније веће износе. Када жртве покушају да подигну новац, траже се „порези“ и „таксе“. Неретко се касније јављају и лажне „адвокатске канцеларије“ које нуде повраћај новца уз провизију.</p>
<p><b>Препоруке:</b> не остављајте податке на оваквим страницама, проверите да ли је фирма регистрована код Комисије за хартије од вредности, не инсталирајте програме за даљински приступ на захтев непознатих лица.</p>
<p>Пријаве: <a href="mailto:vtk@mup.gov.rs">vtk@mup.gov.rs</a> или најближа полицијска станица.</p></div>`,
});

// Bulgarian GovCERT advisory on fake NAP e-mails, with defanged indicators and the lure text.
const govcertAdvisory = doc({
  lang: 'bg',
  title: 'Предупреждение: фалшиви имейли от името на НАП – GovCERT България',
  css: `.h{background:#222;color:#fff;padding:14px 26px}.h b{color:#4fc3f7}.w{max-width:860px;margin:20px auto;padding:0 18px;line-height:1.65}pre{background:#f4f4f4;padding:12px;overflow:auto;font-size:13px}
table{border-collapse:collapse;width:100%;font-size:13px}td,th{border:1px solid #ccc;padding:6px;text-align:left}`,
  body: `<div class="h"><b>GovCERT</b> България · Национален екип за реагиране при инциденти в компютърната сигурност</div>
<div class="w"><p style="color:#666;font-size:13px">Бюлетин 2025-117 · TLP:CLEAR</p><h1>Фалшиви имейли и SMS от името на НАП за „възстановяване на данък“</h1>
<p>Регистрирана е кампания, при която получателите се насочват към фалшива страница на НАП, изискваща ЕГН и данни на банкова карта. Примерен текст на съобщението:</p>
<pre>НАП: Имате право на възстановяване на данък в размер на 146,90 €.
Попълнете данните си до 48 часа: hxxps://s.nap-bg-info[.]top/v/23kd</pre>
<table><tr><th>Тип</th><th>Индикатор</th></tr><tr><td>Домейн</td><td>nap-bg.vazstanovyavane[.]com</td></tr><tr><td>Домейн</td><td>s.nap-bg-info[.]top</td></tr><tr><td>Път</td><td>/obr/pay.php</td></tr></table>
<h2>Препоръки</h2><ul><li>НАП не изисква данни за карти. Възстановяванията се извършват по IBAN, посочен в декларацията.</li><li>Банките да блокират картите, въведени на тези страници, при сигнал от клиента.</li><li>Сигнали: <a href="mailto:cert@govcert.bg">cert@govcert.bg</a></li></ul></div>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-clean-govgr-taxisnet-oauth',
    label: 'clean',
    kind: 'gov-sso-login',
    url: 'https://www1.gsis.gr/oauth2server/login.jsp?client_id=wallet-govgr&redirect_uri=https%3A%2F%2Fwallet.gov.gr%2Fcallback',
    body: gsisLogin,
  },
  { id: 'xc-clean-aade-myaade-help', label: 'clean', kind: 'gov-help-page', url: 'https://www.aade.gr/polites/forologia-eisodimatos/epistrofes-foroy-apates-sms', body: aadeHelp },
  {
    id: 'xc-clean-nap-portal-bg',
    label: 'clean',
    kind: 'gov-portal-login',
    url: 'https://portal.nra.bg/home?section=eservices-login',
    body: napPortal,
  },
  {
    id: 'xc-clean-euprava-login-rs',
    label: 'clean',
    kind: 'gov-portal-login',
    url: 'https://euprava.gov.rs/prijava?returnUrl=%2Fusluge%2Fpovracaj-poreza',
    body: eupravaLogin,
  },
  { id: 'xc-clean-mup-rs-investment-warning', label: 'clean', kind: 'police-advisory-quoting-scam', url: 'https://www.mup.gov.rs/wps/portal/sr/aktuelno/saopstenja/upozorenje-lazni-intervjui-investicione-platforme-061125', body: mupWarning },
  { id: 'xc-clean-govcert-bg-nap-advisory', label: 'clean', kind: 'cert-advisory-with-iocs', url: 'https://govcert.bg/bg/byuletin/2025-117-falshivi-imeyli-nap/', body: govcertAdvisory },
];
