import { type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { bankLogo, cookieNotice, doc } from '../parts/xc-kit.js';

// UniCredit Bulbank's own online-banking sign-in: CSRF token, posts to its own auth endpoint, security notice.
const bulbankLogin = doc({
  lang: 'bg',
  title: 'Булбанк Онлайн | УниКредит Булбанк',
  head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self'">`,
  css: `.hd{background:#fff;border-bottom:1px solid #e5e5e5;padding:12px 32px;display:flex;justify-content:space-between;align-items:center}.hd a{color:#333;font-size:13px;margin-left:16px}
.g{max-width:1040px;margin:36px auto;display:grid;grid-template-columns:420px 1fr;gap:40px;padding:0 16px}.lg{background:#fff;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
.lg label{display:block;font-size:13px;margin:12px 0 4px}.lg input{width:100%;padding:12px;border:1px solid #bbb;border-radius:3px}.lg button{margin-top:18px;width:100%;background:#e2001a;color:#fff;border:0;border-radius:22px;padding:12px;font-size:15px}
.inf h3{margin-top:0}.inf li{margin:8px 0;line-height:1.5}.sec{background:#fdf2f3;border-left:4px solid #e2001a;padding:12px 16px;margin-top:18px;font-size:14px}`,
  body: `<div class="hd">${bankLogo('bulbank')}<nav><a href="https://www.unicreditbulbank.bg/bg/individualni-klienti/">Индивидуални клиенти</a><a href="https://www.unicreditbulbank.bg/bg/kontakti/">Контакти</a><a href="?lang=en">English</a></nav></div>
<div class="g"><div class="lg"><h2 style="margin-top:0">Вход в Булбанк Онлайн</h2>
<form method="post" action="/auth/login" autocomplete="on"><input type="hidden" name="_csrf" value="b7f0c2e4-91aa-4d1e-8a3e-5f2c9d10e6b7">
<label for="un">Потребителско име</label><input id="un" name="username" autocomplete="username" required>
<label for="pw">Парола</label><input id="pw" name="password" type="password" autocomplete="current-password" required>
<button>Вход</button></form><p style="font-size:13px"><a href="/auth/forgotten">Забравена парола</a> · <a href="/auth/activate">Активиране на достъп</a></p>
<p style="font-size:12px;color:#666">След въвеждане на паролата ще получите заявка за потвърждение в Mobile B-Trust на регистрираното си устройство.</p></div>
<div class="inf"><h3>Важно за Вашата сигурност</h3><ul><li>УниКредит Булбанк никога няма да Ви поиска по телефон, SMS или имейл да споделите парола, код от SMS или данни на карта.</li>
<li>Не инсталирайте приложения по указание на „служители“, които Ви се обаждат. Официалните ни приложения са само в Google Play, App Store и AppGallery.</li>
<li>Проверявайте, че адресът в браузъра е <b>online.bulbank.bg</b>.</li></ul>
<div class="sec">Смяна на валутата: от 1 януари 2026 г. сметките Ви в лева се превалутират автоматично в евро. Не е необходимо да предприемате действия и не е нужно да „актуализирате“ профила си.</div></div></div>
${cookieNotice('bg', 'https://www.unicreditbulbank.bg/bg/biskvitki/')}
<script src="/static/js/login.7c1e.js"></script>`,
});

// DSK Direct's own login page (query-string routed), with its JS that only toggles password visibility and checks caps lock.
const dskLogin = doc({
  lang: 'bg',
  title: 'DSK Direct – Банка ДСК',
  css: `body{background:#f3f6f4}.t{background:#00843d;padding:14px 28px}.t svg text{fill:#fff}.c{max-width:420px;margin:40px auto;background:#fff;border-radius:10px;padding:28px}
.c input{width:100%;padding:12px;border:1px solid #c5d0c9;border-radius:6px;margin:6px 0 12px}.c button{width:100%;background:#7ab800;color:#fff;border:0;border-radius:6px;padding:12px;font-size:15px}
.cap{display:none;color:#b45309;font-size:12px}.ft{text-align:center;font-size:12px;color:#667;margin-top:20px}`,
  body: `<div class="t">${bankLogo('dsk', 'DSK Direct', 36, true)}</div>
<div class="c"><h2 style="margin-top:0">Вход</h2><form method="post" action="/page/default.aspx?xml_id=/bg-BG/.login&amp;action=signin">
<input type="hidden" name="__RequestVerificationToken" value="CfDJ8Kx3m9Yq0Lr2">
<label>Потребител</label><input name="UserName" autocomplete="username" required><label>Парола <a href="#" id="sh" style="font-size:12px">покажи</a></label><input id="pw" name="Password" type="password" autocomplete="current-password" required>
<div class="cap" id="cap">Caps Lock е включен</div><button>Вход</button></form>
<p style="font-size:13px">Нямате достъп? <a href="https://dskbank.bg/digitalno-bankirane/dsk-direct">Регистрирайте се в клон или в DSK Smart</a></p></div>
<p class="ft">Банка ДСК АД · Никога не съобщавайте кодове за потвърждение на трети лица · 0700 10 375</p>
<script src="/static/js/dsk-login.js"></script>`,
});
const dskJs = `document.getElementById('sh').addEventListener('click',function(e){e.preventDefault();var p=document.getElementById('pw');p.type=p.type==='password'?'text':'password'});
document.getElementById('pw').addEventListener('keyup',function(e){document.getElementById('cap').style.display=e.getModifierState&&e.getModifierState('CapsLock')?'block':'none'});`;

// Banca Intesa's own online-banking page in Serbian Latin with SPA bootstrap config.
const intesaLogin = doc({
  lang: 'sr-Latn',
  title: 'Intesa Online – Banca Intesa',
  css: `.hd{background:#fff;border-bottom:3px solid #007a3d;padding:12px 28px;display:flex;justify-content:space-between;align-items:center}.hd span{font-size:13px}
.w{max-width:460px;margin:36px auto;background:#fff;padding:28px;border-radius:6px}.w input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #b9c2bc;border-radius:4px}
.w button{width:100%;background:#007a3d;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}.nt{background:#eef7f1;border-radius:4px;padding:12px;font-size:13px;margin-top:16px;line-height:1.5}`,
  body: `<div class="hd">${bankLogo('intesa')}<span>Kontakt centar 011 310 88 88 · <a href="?lang=en">EN</a></span></div>
<div class="w" id="app"><h2 style="margin-top:0">Prijava na Intesa Online</h2><form method="post" action="/api/auth/v2/login">
<label>Korisničko ime</label><input name="username" autocomplete="username" required><label>Lozinka</label><input name="password" type="password" autocomplete="current-password" required>
<button>Prijavi se</button></form><p style="font-size:13px"><a href="/zaboravljena-lozinka">Zaboravili ste lozinku?</a></p>
<div class="nt">Nakon prijave, potvrdite pristup u aplikaciji <b>Intesa mobi</b> (mToken je deo aplikacije). Banka nikada ne traži da instalirate aplikaciju sa linka iz poruke, niti da nam date kod iz tokena telefonom.</div></div>
<script id="bootstrap" type="application/json">{"env":"prod","api":"/ibank/api","locale":"sr-Latn-RS","features":{"mtokenPush":true}}</script>
<script src="/ibank/assets/app.4f21c.js" defer></script>`,
});

// PBZ365@NET real sign-in: username + token response, links to PBZ's own help.
const pbzLogin = doc({
  lang: 'hr',
  title: 'PBZ365@NET | Privredna banka Zagreb',
  css: `body{background:#f2f6f3}.h{background:#fff;padding:14px 28px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #dbe5de}
.b{max-width:880px;margin:34px auto;display:grid;grid-template-columns:400px 1fr;gap:32px;padding:0 16px}.f{background:#fff;padding:26px;border-radius:6px}
.f input{width:100%;padding:11px;border:1px solid #b9c7bd;border-radius:4px;margin:6px 0 12px}.f button{width:100%;background:#006b3f;color:#fff;border:0;padding:12px;border-radius:4px}
.i{font-size:14px;line-height:1.6}.i h3{color:#006b3f}`,
  body: `<div class="h">${bankLogo('pbz', 'PBZ365@NET')}<a href="https://www.pbz.hr/gradjani/kontakt.html" style="font-size:13px">Kontakt · 0800 365 365</a></div>
<div class="b"><div class="f"><h2 style="margin-top:0">Prijava</h2><form method="post" action="/pbz365/login">
<input type="hidden" name="csrfToken" value="a4d1f6b2c3e8">
<label>Korisničko ime</label><input name="korisnik" autocomplete="username" required><label>Odgovor PBZ mTokena (APPLI 1)</label><input name="appli1" inputmode="numeric" maxlength="8" autocomplete="one-time-code" required>
<button>Prijava</button></form><p style="font-size:12px;color:#667">Prijava je moguća i potvrdom u aplikaciji PBZ mobilno bankarstvo.</p></div>
<div class="i"><h3>Sigurnosne preporuke</h3><p>PBZ nikada neće od vas tražiti da jednokratnu zaporku ili odgovor tokena pošaljete porukom, e-mailom ili izrecitirate telefonom. Ne upisujte podatke kartice kako biste „potvrdili“ račun.</p>
<p>Adresa stranice za prijavu uvijek počinje s <b>https://pbz365.pbz.hr</b>.</p><p><a href="https://www.pbz.hr/gradjani/sigurnost.html">Više o sigurnosti na internetu</a></p></div></div>
${cookieNotice('hr', 'https://www.pbz.hr/kolacici.html')}`,
});

// Eurobank's own security page quoting real phishing SMS texts and explaining how the scams work.
const eurobankTips = doc({
  lang: 'el',
  title: 'Ασφάλεια συναλλαγών – Phishing, Smishing, Vishing | Eurobank',
  css: `.hd{background:#fff;padding:14px 32px;border-bottom:1px solid #eee;display:flex;justify-content:space-between;align-items:center}.hd nav a{margin-left:16px;color:#18194f;font-size:14px;text-decoration:none}
.bc{font-size:13px;color:#666;padding:10px 32px}.w{max-width:860px;margin:0 auto;padding:10px 20px 40px;line-height:1.65}.w h1{color:#18194f}
.sms{background:#eef0f6;border-radius:14px 14px 14px 2px;padding:12px 16px;max-width:460px;font-family:Arial;font-size:14px;margin:10px 0}.sms small{display:block;color:#888;font-size:11px}
.dont{background:#fdeeee;border-left:4px solid #c8102e;padding:12px 16px}.ph{font-size:20px;font-weight:700;color:#c8102e}`,
  body: `<div class="hd">${bankLogo('eurobank')}<nav><a href="#">Ιδιώτες</a><a href="#">Επιχειρήσεις</a><a href="https://ebanking.eurobank.gr">e-Banking</a></nav></div>
<div class="bc">Αρχική › Ασφάλεια συναλλαγών › Phishing</div>
<div class="w"><h1>Προστατευτείτε από απάτες μέσω SMS, email και τηλεφώνου</h1>
<p>Τους τελευταίους μήνες παρατηρείται αύξηση των μηνυμάτων που μιμούνται την Eurobank, κρατικούς φορείς και εταιρείες ταχυμεταφορών. Παρακάτω θα βρείτε πραγματικά παραδείγματα που έχουν λάβει πελάτες μας.</p>
<h2>Παραδείγματα απατηλών μηνυμάτων</h2>
<div class="sms"><small>Από: EUROBANK</small>Η πρόσβασή σας στο e-Banking περιορίστηκε. Για επανενεργοποίηση επισκεφθείτε: hxxps://eurobank-gr[.]verify-online[.]com</div>
<div class="sms"><small>Από: ELTA</small>Το δέμα σας παρακρατήθηκε. Πληρώστε τέλος 1,99€: hxxps://elta-gr[.]delivery-fee[.]top</div>
<div class="sms"><small>Από: gov.gr</small>Δικαιούστε επιστροφή φόρου 312,48€. Συμπληρώστε τα στοιχεία της κάρτας σας: hxxps://myaade-refund[.]info</div>
<p>Οι σύνδεσμοι οδηγούν σε ψεύτικες σελίδες που ζητούν κωδικούς e-Banking, τον κωδικό μίας χρήσης (OTP) ή στοιχεία κάρτας (αριθμό, ημερομηνία λήξης, CVV2). Στη συνέχεια οι απατεώνες ενεργοποιούν ψηφιακά πορτοφόλια ή πραγματοποιούν μεταφορές.</p>
<div class="dont"><b>Η Eurobank δεν θα σας ζητήσει ποτέ:</b><ul><li>να πληκτρολογήσετε κωδικούς ή στοιχεία κάρτας μέσω συνδέσμου σε SMS ή email</li><li>να μας πείτε τηλεφωνικά τον κωδικό OTP ή να εγκαταστήσετε εφαρμογή απομακρυσμένης πρόσβασης (AnyDesk, TeamViewer)</li><li>να μεταφέρετε χρήματα σε «ασφαλή λογαριασμό»</li></ul></div>
<h2>Αν δώσατε τα στοιχεία σας</h2><p>Καλέστε αμέσως το 24ωρο τηλέφωνο εξυπηρέτησης:</p><p class="ph">210 955 5000</p><p>Μπορείτε επίσης να δεσμεύσετε την κάρτα σας από την εφαρμογή Eurobank Mobile App ή να αναφέρετε το περιστατικό στη Δίωξη Ηλεκτρονικού Εγκλήματος (11188).</p></div>
${cookieNotice('el', 'https://www.eurobank.gr/el/cookies')}`,
});

export const entries: Entry[] = [
  {
    id: 'xc-clean-bulbank-online-login',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://online.bulbank.bg/retail/login?lang=bg&ch=web',
    body: bulbankLogin,
    routes: { 'online.bulbank.bg/static/js/login.7c1e.js': jsRoute(`document.querySelector('form').addEventListener('submit',function(){this.querySelector('button').disabled=true});`) },
  },
  {
    id: 'xc-clean-dsk-direct-login',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://dskdirect.bg/page/default.aspx?xml_id=/bg-BG/.login',
    body: dskLogin,
    routes: { 'dskdirect.bg/static/js/dsk-login.js': jsRoute(dskJs) },
  },
  {
    id: 'xc-clean-intesa-online-rs-login',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://online.bancaintesa.rs/ibank/prijava?kanal=web',
    body: intesaLogin,
    routes: {
      'online.bancaintesa.rs/ibank/assets/app.4f21c.js': jsRoute(`(function(){var c=JSON.parse(document.getElementById('bootstrap').textContent);document.documentElement.dataset.env=c.env;fetch(c.api+'/health').catch(function(){})})();`),
      'online.bancaintesa.rs/ibank/api/health': jsonRoute({ status: 'UP' }),
    },
  },
  {
    id: 'xc-clean-pbz365-login',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://pbz365.pbz.hr/pbz365/prijava?locale=hr',
    body: pbzLogin,
  },
  {
    id: 'xc-clean-eurobank-fraud-tips',
    label: 'clean',
    kind: 'bank-security-advice-quoting-scams',
    url: 'https://www.eurobank.gr/el/asfaleia-synallagon/phishing-smishing-paradeigmata-2025',
    body: eurobankTips,
  },
];
