import { type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { bankLogo, cookieNotice, doc } from '../parts/xc-kit.js';

// Piraeus e-banking on its own host: username/password, then push approval in the app (no OTP typed on the page).
const piraeusLogin = doc({
  lang: 'el',
  title: 'Piraeus e-banking',
  head: `<meta name="apple-itunes-app" content="app-id=1234567890"><link rel="manifest" href="/web/manifest-el.webmanifest">`,
  css: `.hd{background:#00365a;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.hd a{color:#fff;font-size:13px;margin-left:14px}
.w{max-width:980px;margin:34px auto;display:grid;grid-template-columns:400px 1fr;gap:36px;padding:0 16px}.bx{background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 10px rgba(0,0,0,.07)}
.bx label{display:block;font-size:13px;margin:10px 0 4px}.bx input{width:100%;padding:12px;border:1px solid #c5ced8;border-radius:6px}.bx button{margin-top:16px;width:100%;background:#f2b800;color:#00365a;font-weight:700;border:0;border-radius:6px;padding:12px}
.nw h3{color:#00365a}.nw p{line-height:1.6;font-size:14px}`,
  body: `<div class="hd">${bankLogo('piraeus', 'Piraeus', 34, true)}<nav><a href="https://www.piraeusbank.gr/el/idiwtes">piraeusbank.gr</a><a href="?lang=en">English</a></nav></div>
<div class="w"><div class="bx"><h2 style="margin-top:0;color:#00365a">Σύνδεση</h2><form method="post" action="/auth/v3/signin"><input type="hidden" name="__rvt" value="p9Lk2eQ7">
<label>Όνομα χρήστη</label><input name="username" autocomplete="username" required><label>Κωδικός πρόσβασης</label><input name="password" type="password" autocomplete="current-password" required>
<button>Σύνδεση</button></form><p style="font-size:13px"><a href="/auth/forgot">Ξέχασα τους κωδικούς μου</a> · <a href="/register">Εγγραφή</a></p>
<p style="font-size:12px;color:#5a6676">Μετά τη σύνδεση θα λάβετε ειδοποίηση έγκρισης στην εφαρμογή Piraeus Mobile. Εγκρίνετε μόνο αν εσείς ξεκινήσατε τη σύνδεση.</p></div>
<div class="nw"><h3>Νέα ασφάλειας</h3><p>Κυκλοφορούν SMS που εμφανίζονται ως «Piraeus» και ζητούν «επανεπιβεβαίωση στοιχείων». Η Τράπεζα δεν στέλνει συνδέσμους για σύνδεση στο e-banking. Πληκτρολογείτε πάντα τη διεύθυνση ebanking.piraeusbank.gr.</p>
<p>Ζητήθηκε από εσάς κωδικός μέσω τηλεφώνου; Κλείστε και καλέστε στο 210 32 88 000.</p></div></div>
${cookieNotice('el', 'https://www.piraeusbank.gr/el/cookies')}`,
});

// myAlpha Web on Alpha Bank's secure host.
const alphaLogin = doc({
  lang: 'el',
  title: 'myAlpha Web | Alpha Bank',
  css: `.tp{background:#003d7c;padding:12px 26px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}
.pn{max-width:440px;margin:46px auto;background:#fff;border-radius:3px;box-shadow:0 3px 14px rgba(0,0,0,.08);padding:26px}.pn label{display:block;font-size:13px;margin:10px 0 4px}
.pn input{width:100%;padding:10px;border:1px solid #b9c4d2}.pn button{margin-top:16px;background:#003d7c;color:#fff;border:0;padding:11px 30px}.lk{font-size:12px;margin-top:14px}
.ft{max-width:900px;margin:0 auto;font-size:11px;color:#778;text-align:center;padding:20px}`,
  body: `<div class="tp">${bankLogo('alpha', 'Alpha Bank', 30, true)}<span>Ελληνικά | <a href="?lang=en" style="color:#fff">English</a></span></div>
<div class="pn"><h2 style="margin-top:0;color:#003d7c">Είσοδος στο myAlpha Web</h2><form method="post" action="/myalphaweb/j_security_check" autocomplete="on">
<label>Κωδικός Συνδρομητή</label><input name="j_username" autocomplete="username" required><label>Κωδικός Πρόσβασης</label><input name="j_password" type="password" autocomplete="current-password" required>
<button>Είσοδος</button></form><div class="lk"><a href="/myalphaweb/forgot">Ξεχάσατε τους κωδικούς;</a> · <a href="https://www.alpha.gr/el/idiotes/myalpha">Εγγραφή</a></div>
<p style="font-size:12px;color:#556">Για την ολοκλήρωση συναλλαγών θα χρησιμοποιήσετε τον κωδικό μιας χρήσης από το myAlpha Mobile (Alpha Token). Μην τον γνωστοποιείτε σε κανέναν, ούτε σε υπαλλήλους της Τράπεζας.</p></div>
<div class="ft">Alpha Bank Α.Ε. · Σταδίου 40, 102 52 Αθήνα · Γ.Ε.ΜΗ. 159029160000</div>`,
});

// Eurobank e-Banking on its own host.
const eurobankLogin = doc({
  lang: 'el',
  title: 'Eurobank e-Banking',
  css: `.h{display:flex;justify-content:space-between;align-items:center;padding:16px 30px;background:#fff;border-bottom:1px solid #e4e4ec}.m{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:36px;padding:0 16px}
.f{background:#fff;padding:28px;border:1px solid #e2e2e8}.f input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #b7b7c6}.f button{background:#c8102e;color:#fff;border:0;padding:12px 34px;border-radius:24px}
.p{background:#18194f;color:#fff;padding:28px;border-radius:6px;line-height:1.6}`,
  body: `<div class="h">${bankLogo('eurobank')}<span style="font-size:13px">e-Banking · <a href="https://www.eurobank.gr/el/asfaleia-synallagon">Ασφάλεια συναλλαγών</a></span></div>
<div class="m"><div class="f"><h2 style="margin-top:0">Είσοδος</h2><form method="post" action="/ebanking/login.faces"><input type="hidden" name="javax.faces.ViewState" value="-4418820137745123:129">
<label>Κωδικός χρήστη</label><input name="loginForm:user" autocomplete="username" required><label>Συνθηματικό</label><input name="loginForm:pass" type="password" autocomplete="current-password" required><button>Είσοδος</button></form>
<p style="font-size:13px"><a href="/ebanking/recover">Ανάκτηση κωδικών</a></p></div>
<div class="p"><h3 style="margin-top:0">Eurobank Authenticator</h3><p>Η είσοδος και οι συναλλαγές εγκρίνονται στην εφαρμογή Eurobank Mobile App. Δεν θα σας ζητηθεί ποτέ να πληκτρολογήσετε τον κωδικό σε σελίδα που ανοίξατε από SMS.</p></div></div>`,
});

// NBG Internet Banking identity page with its OpenID-style redirect parameters.
const nbgLogin = doc({
  lang: 'el',
  title: 'Internet Banking | Εθνική Τράπεζα',
  css: `.hdr{background:#005f6b;padding:14px 30px}.hdr svg text{fill:#fff}.ct{max-width:420px;margin:36px auto;background:#fff;padding:26px;border-radius:6px}
.ct input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #a9c1c5;border-radius:4px}.ct button{width:100%;background:#00a0af;color:#fff;border:0;padding:12px;border-radius:4px}.ft{text-align:center;font-size:12px;color:#557}`,
  body: `<div class="hdr">${bankLogo('nbg', 'Εθνική Τράπεζα', 34, true)}</div>
<div class="ct"><h2 style="margin-top:0;color:#005f6b">Internet Banking</h2><form method="post" action="/identity/Account/Login?ReturnUrl=%2Fidentity%2Fconnect%2Fauthorize%2Fcallback%3Fclient_id%3Dibank">
<input type="hidden" name="__RequestVerificationToken" value="CfDJ8NbG_x7q"><label>Κωδικός χρήστη</label><input name="Username" autocomplete="username" required><label>Κωδικός πρόσβασης</label><input name="Password" type="password" autocomplete="current-password" required><button>Σύνδεση</button></form>
<p style="font-size:13px"><a href="/identity/Account/Forgot">Ξεχάσατε τον κωδικό;</a></p></div>
<p class="ft">Η Εθνική Τράπεζα δεν ζητά ποτέ κωδικούς μέσω τηλεφώνου, Viber ή email. Γραμμή εξυπηρέτησης 210 48 48 484.</p>`,
});

// Bank of Cyprus 1bank on its own domain, bilingual.
const bocLogin = doc({
  lang: 'en',
  title: '1bank – Bank of Cyprus',
  css: `.top{background:#00587c;height:64px;display:flex;align-items:center;justify-content:space-between;padding:0 28px;color:#fff;font-size:13px}.top svg{filter:brightness(0) invert(1)}
.c{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-top:4px solid #00a5df}.c input{width:100%;padding:11px;border:1px solid #aab4be;margin:6px 0 12px}.c button{background:#00a5df;color:#fff;border:0;padding:12px 26px}`,
  body: `<div class="top">${bankLogo('boc', 'Bank of Cyprus', 34, true)}<span><a href="?lang=el" style="color:#fff">Ελληνικά</a></span></div>
<div class="c"><h1 style="font-weight:400;color:#00587c;font-size:24px;margin-top:0">Log in to 1bank</h1><form method="post" action="/auth/login"><input type="hidden" name="state" value="c1b7e0">
<label>User ID</label><input name="userId" autocomplete="username" required><label>Passcode</label><input name="passcode" type="password" autocomplete="current-password" required><button>Log in</button></form>
<p style="font-size:12px;color:#456">You will be asked to approve the login in the BOC app (Digipass / push). Bank of Cyprus will never send you a link by SMS asking you to log in.</p></div>`,
});

// e-zaba login on Zagrebačka banka's own domain.
const zabaLogin = doc({
  lang: 'hr',
  title: 'e-zaba | Zagrebačka banka',
  css: `.t{background:#fff;border-bottom:4px solid #e2001a;padding:14px 30px}.b{max-width:420px;margin:36px auto;background:#fff;padding:26px;border-radius:4px}
.b input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px;margin:6px 0 12px}.b button{background:#e2001a;color:#fff;border:0;padding:12px;width:100%;border-radius:3px}`,
  body: `<div class="t">${bankLogo('zaba', 'Zagrebačka banka')}</div>
<div class="b"><h2 style="margin-top:0;color:#e2001a">Prijava u e-zabu</h2><form method="post" action="/ezaba/auth"><input type="hidden" name="nonce" value="5d0c9a">
<label>Korisničko ime</label><input name="user" autocomplete="username" required><label>Jednokratna lozinka (m-zaba token, APPLI 1)</label><input name="otp" inputmode="numeric" maxlength="8" autocomplete="one-time-code" required><button>Prijava</button></form>
<p style="font-size:12px;color:#555">Zagrebačka banka od vas nikada neće tražiti podatke kartice radi „potvrde“ e-zabe. Sumnjive poruke prijavite na sigurnost@unicreditgroup.zaba.hr.</p></div>`,
});

// Raiffeisen Serbia's own security page with examples of vishing and fake "safe account" calls.
const raiffSecurity = doc({
  lang: 'sr-Latn',
  title: 'Bezbednost – Raiffeisen banka Srbija',
  css: `.h{background:#fee600;padding:12px 28px}.w{max-width:820px;margin:20px auto;padding:0 16px;line-height:1.65}.q{background:#f3f3f3;border-left:4px solid #2b2b2b;padding:10px 14px;font-style:italic;margin:10px 0}
.c{display:grid;grid-template-columns:1fr 1fr;gap:14px}.c div{background:#fff;padding:14px;border-radius:6px}`,
  body: `<div class="h">${bankLogo('raiffeisen', 'Raiffeisen banka')}</div>
<div class="w"><h1>Kako da prepoznate prevaru</h1><p>Prevaranti se predstavljaju kao zaposleni u banci, policiji ili Narodnoj banci Srbije. Evo rečenica koje su naši klijenti čuli u pozivima:</p>
<div class="q">„Zovem iz službe bezbednosti Raiffeisen banke, neko pokušava da podigne kredit na vaše ime. Pročitajte mi kod koji će vam sada stići porukom.“</div>
<div class="q">„Vaš novac nije bezbedan, moramo ga prebaciti na zaštićeni račun. Instalirajte AnyDesk da bismo vam pomogli.“</div>
<div class="q">„Poštovani, vaš nalog je blokiran. Prijavite se ovde: rol-rs-provera[.]site“</div>
<div class="c"><div><b>Banka nikada ne traži</b><br>jednokratne lozinke, PIN, podatke kartice ili instalaciju aplikacija za daljinski pristup.</div><div><b>Ako ste prevareni</b><br>odmah pozovite Kontakt centar 011 3202 100 i blokirajte karticu u aplikaciji RaiffeisenOnline.</div></div>
<p>Prijavite phishing poruke na <a href="mailto:phishing@raiffeisenbank.rs">phishing@raiffeisenbank.rs</a>. Prijavite prevaru i policiji – Odeljenju za borbu protiv visokotehnološkog kriminala.</p></div>`,
});

// NBG page explaining IRIS payments by mobile number, including "you never need a card to receive money".
const irisHowto = doc({
  lang: 'el',
  title: 'IRIS – Πληρωμές με τον αριθμό κινητού | Εθνική Τράπεζα',
  css: `.hdr{background:#005f6b;padding:14px 30px}.hdr svg text{fill:#fff}.w{max-width:840px;margin:24px auto;padding:0 18px;line-height:1.65}.st{counter-reset:s}.st li{margin:8px 0}
.box{background:#fff3e0;border-left:4px solid #ef6c00;padding:12px 16px}.faq h3{color:#005f6b;font-size:17px}`,
  body: `<div class="hdr">${bankLogo('nbg', 'Εθνική Τράπεζα', 34, true)}</div>
<div class="w"><h1>IRIS: στείλτε και λάβετε χρήματα μόνο με τον αριθμό κινητού</h1><p>Το IRIS είναι το σύστημα άμεσων πληρωμών των ελληνικών τραπεζών (ΔΙΑΣ). Με αυτό μεταφέρετε χρήματα σε φίλους ή πληρώνετε σε καταστήματα, χωρίς IBAN.</p>
<h2>Πώς το ενεργοποιώ</h2><ol class="st"><li>Συνδεθείτε στο NBG Mobile Banking.</li><li>Επιλέξτε «Πληρωμές» → «IRIS» → «Σύνδεση κινητού με λογαριασμό».</li><li>Επιβεβαιώστε με τον κωδικό που λαμβάνετε στην εφαρμογή.</li></ol>
<div class="box"><b>Προσοχή:</b> για να <u>λάβετε</u> χρήματα μέσω IRIS δεν χρειάζεται ποτέ να δώσετε στοιχεία κάρτας, CVV ή κωδικούς. Αν ένας «αγοραστής» σάς στείλει σύνδεσμο «για να παραλάβετε την πληρωμή», πρόκειται για απάτη.</div>
<div class="faq"><h3>Υπάρχει χρέωση;</h3><p>Οι μεταφορές μεταξύ ιδιωτών είναι δωρεάν έως 500 € την ημέρα.</p><h3>Σε πόσο χρόνο πιστώνονται;</h3><p>Άμεσα, 24 ώρες το 24ωρο.</p></div></div>`,
});

// DSK Bank's own 3-D Secure challenge page (ACS on the bank's domain): merchant, amount, OTP box.
const dsk3ds = doc({
  lang: 'bg',
  title: '3-D Secure – Банка ДСК',
  css: `body{background:#fff}.c{max-width:400px;margin:20px auto;border:1px solid #ddd;border-radius:6px;padding:20px;font-size:14px}.r{display:flex;justify-content:space-between;align-items:center;margin-bottom:12px}
.t td{padding:4px 8px 4px 0}.c input{width:100%;padding:10px;font-size:18px;letter-spacing:4px;border:1px solid #bbb;margin:8px 0}.c button{width:100%;background:#00843d;color:#fff;border:0;padding:11px}
.sm{font-size:12px;color:#666}`,
  body: `<div class="c"><div class="r">${bankLogo('dsk', 'Банка ДСК', 28)}<b style="color:#1a1f71">VISA Secure</b></div>
<p>Потвърдете плащането с код, изпратен с SMS на телефон, завършващ на ***418.</p>
<table class="t"><tr><td>Търговец:</td><td>EMAG.BG</td></tr><tr><td>Сума:</td><td>129,90 EUR</td></tr><tr><td>Карта:</td><td>**** **** **** 2231</td></tr><tr><td>Дата:</td><td>14.11.2025 19:42</td></tr></table>
<form method="post" action="/acs/challenge/submit"><input type="hidden" name="threeDSServerTransID" value="8a880dc0-d2d2-4067-bcb1-b08d1690b26e"><input type="hidden" name="acsTransID" value="d7c1ee99-9478-44a6-b1f2-391e29c6b340">
<input name="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required><button>Потвърди</button></form>
<p class="sm">Не съобщавайте кода на никого. Ако не сте направили това плащане, натиснете <a href="/acs/challenge/cancel">Откажи</a> и се обадете на 0700 10 375.</p></div>
<script src="/acs/challenge/keepalive.js"></script>`,
});

export const entries: Entry[] = [
  { id: 'xc-clean-piraeus-ebanking-login', label: 'clean', kind: 'bank-own-login', url: 'https://ebanking.piraeusbank.gr/web/login?lang=el&src=home', body: piraeusLogin, routes: { 'ebanking.piraeusbank.gr/web/manifest-el.webmanifest': jsonRoute({ name: 'Piraeus e-banking', start_url: '/web/login', display: 'standalone' }) } },
  { id: 'xc-clean-alpha-myalpha-login', label: 'clean', kind: 'bank-own-login', url: 'https://secure.alpha.gr/myalphaweb/login?lang=el', body: alphaLogin },
  { id: 'xc-clean-eurobank-ebanking-login', label: 'clean', kind: 'bank-own-login', url: 'https://ebanking.eurobank.gr/ebanking/login.faces?lang=el', body: eurobankLogin },
  { id: 'xc-clean-nbg-ibank-login', label: 'clean', kind: 'bank-own-login', url: 'https://ibank.nbg.gr/identity/Account/Login?ReturnUrl=%2Fibank%2Fhome', body: nbgLogin },
  { id: 'xc-clean-bankofcyprus-1bank-login', label: 'clean', kind: 'bank-own-login', url: 'https://online.bankofcyprus.com/login?lang=en&channel=web', body: bocLogin },
  { id: 'xc-clean-zaba-ezaba-login', label: 'clean', kind: 'bank-own-login', url: 'https://ezaba.zaba.hr/ezaba/prijava?jezik=hr', body: zabaLogin },
  { id: 'xc-clean-raiffeisen-rs-security-page', label: 'clean', kind: 'bank-security-advice-quoting-scams', url: 'https://www.raiffeisenbank.rs/stanovnistvo/bezbednost/kako-da-prepoznate-prevaru-primeri-poziva/', body: raiffSecurity },
  { id: 'xc-clean-iris-howto-page', label: 'clean', kind: 'bank-help-page', url: 'https://www.nbg.gr/el/idiwtes/ilektronika-kanalia/iris', body: irisHowto },
  {
    id: 'xc-clean-dsk-3ds-challenge',
    label: 'clean',
    kind: 'bank-3ds-challenge',
    url: 'https://acs.dskbank.bg/acs/challenge?tid=d7c1ee99',
    body: dsk3ds,
    routes: { 'acs.dskbank.bg/acs/challenge/keepalive.js': jsRoute('setInterval(function(){fetch("/acs/challenge/ping",{method:"POST"})},30000);') },
  },
];
