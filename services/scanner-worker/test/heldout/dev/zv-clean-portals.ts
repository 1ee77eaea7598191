import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, cookieDe } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-ok-tk-login-own-domain', label: 'clean', kind: 'insurer-own-login',
  url: 'https://www.tk.de/service/app/2021102/login/login.app',
  body: doc({ title: 'Meine TK – Login', css: '.top{background:#00387a;color:#fff}.btn{background:#00387a;color:#fff}',
    body: `<header class="top"><div class="wrap">${mark('Die Techniker', '#00387a', '#fff', 160)}</div></header><div class="wrap" style="max-width:480px"><div class="box" style="margin-top:30px"><h2>Login Meine TK</h2>
<form method="post" action="/service/app/2021102/login/login.app"><label>Benutzername</label><input name="benutzername"><label>Passwort</label><input type="password" name="passwort"><p><button class="btn">Weiter</button></p></form><p style="font-size:13px">Noch nicht registriert? <a href="/techniker/meine-tk/registrieren">Jetzt für Meine TK registrieren</a>. Für die Zwei-Faktor-Authentifizierung nutzen Sie die TK-App oder TK-Ident.</p></div></div>${footerDe('Techniker Krankenkasse')}` }),
},
{
  id: 'zv-ok-drv-eservice-start', label: 'clean', kind: 'government-portal',
  url: 'https://www.eservice-drv.de/OnlineDiensteWeb/init.do',
  body: doc({ title: 'Online-Dienste der Deutschen Rentenversicherung', css: '.top{border-bottom:4px solid #0a3e89;background:#fff}.btn{background:#0a3e89;color:#fff}.t{display:grid;grid-template-columns:1fr 1fr;gap:14px}',
    body: `<header class="top"><div class="wrap">${mark('Deutsche Rentenversicherung', '#0a3e89', '#fff', 260)}</div></header><div class="wrap"><div class="box" style="margin-top:24px"><h1>Online-Dienste</h1><p>Wählen Sie eine Zugangsart. Für Dienste mit Versicherungsdaten benötigen Sie die Online-Ausweisfunktion Ihres Personalausweises (eID) oder ein Konto bei BundID/ELSTER-Zertifikat.</p>
<div class="t"><div><h3>Mit Online-Ausweis</h3><p>Rentenauskunft, Versicherungsverlauf, Renteninformation</p><a class="btn" href="/OnlineDiensteWeb/eid.do">Mit AusweisApp anmelden</a></div><div><h3>Ohne Anmeldung</h3><p>Kontoklärung beantragen, Formulare, Beratungstermin vereinbaren</p><a class="btn" href="/OnlineDiensteWeb/formulare.do">Zu den Formularen</a></div></div></div></div>${footerDe('Deutsche Rentenversicherung Bund')}` }),
},
{
  id: 'zv-ok-finanzonline-bmf-login', label: 'clean', kind: 'government-portal',
  url: 'https://finanzonline.bmf.gv.at/fon/',
  body: doc({ title: 'FinanzOnline', lang: 'de-AT', css: '.top{background:#c8102e;color:#fff}.btn{background:#c8102e;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>BMF</b> FinanzOnline</div></header><div class="wrap" style="max-width:520px"><div class="box" style="margin-top:30px"><h2>Anmeldung</h2><p><a class="btn" href="/fon/idaustria">Mit ID Austria anmelden</a></p><p>oder mit Zugangskennungen:</p>
<form method="post" action="/fon/login"><label>Teilnehmer-Identifikation</label><input name="tid"><label>Benutzer-Identifikation</label><input name="benid"><label>PIN</label><input type="password" name="pin"><p><button class="btn">Login</button></p></form></div></div>${footerDe('Bundesministerium für Finanzen')}` }),
},
{
  id: 'zv-ok-sparkasse-online-banking', label: 'clean', kind: 'bank-own-login',
  url: 'https://www.sparkasse-koelnbonn.de/de/home/login-online-banking.html?s=2',
  body: doc({ title: 'Online-Banking Login | Sparkasse KölnBonn', css: '.top{background:#ff0000;color:#fff}.btn{background:#ff0000;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>Ṡ Sparkasse KölnBonn</b></div></header><div class="wrap" style="max-width:460px"><div class="box" style="margin-top:30px"><h2>Online-Banking</h2>
<form method="post" action="/de/home/login-online-banking.html"><label>Anmeldename oder Legitimations-ID</label><input name="user" autocomplete="username"><label>PIN</label><input type="password" name="pin" autocomplete="current-password"><p><button class="btn">Anmelden</button></p></form>
<p style="font-size:12px">Sicherheitshinweis: Wir fordern Sie niemals per E-Mail, SMS oder Telefon auf, TANs zu erzeugen oder Ihr pushTAN-Verfahren neu zu registrieren.</p></div></div>${footerDe('Sparkasse KölnBonn')}` }),
},
{
  id: 'zv-ok-raiffeisen-mein-elba', label: 'clean', kind: 'bank-own-login',
  url: 'https://sso.raiffeisen.at/mein-login/identify',
  body: doc({ title: 'Mein ELBA – Login', lang: 'de-AT', css: '.top{background:#ffe500}.btn{background:#000;color:#ffe500}',
    body: `<header class="top"><div class="wrap"><b>Raiffeisen</b></div></header><div class="wrap" style="max-width:460px"><div class="box" style="margin-top:30px"><h2>Login Mein ELBA</h2><form method="post" action="/mein-login/identify"><label>Verfügernummer oder Benutzername</label><input name="username"><label>Bundesland Ihrer Bank</label><select name="bl"><option>Oberösterreich</option><option>Niederösterreich-Wien</option><option>Steiermark</option><option>Tirol</option><option>Kärnten</option><option>Salzburg</option><option>Vorarlberg</option><option>Burgenland</option></select><p><button class="btn">Weiter</button></p></form><p style="font-size:13px">Die Freigabe erfolgt in der App Raiffeisen Mein ELBA (pushTAN).</p></div></div>` }),
},
{
  id: 'zv-ok-postfinance-login-it', label: 'clean', kind: 'bank-own-login',
  url: 'https://www.postfinance.ch/it/privati.html',
  body: doc({ title: 'Privati | PostFinance', lang: 'it-CH', css: '.top{background:#ffcc00}.btn{background:#000;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>PostFinance</b> <nav style="display:inline"><a href="/it/privati/prodotti.html">Prodotti</a><a href="/it/privati/assistenza.html">Assistenza</a><a href="https://www.postfinance.ch/ap/ba/fp/html/e-finance/home?login">Login</a></nav></div></header><div class="wrap"><div class="box" style="margin-top:24px"><h1>Pagare, risparmiare, investire</h1><p>Con il conto privato e l'app PostFinance gestisce le sue finanze ovunque.</p><p><a class="btn" href="/it/privati/prodotti/conto-privato.html">Aprire un conto</a></p><h3>Attenzione al phishing</h3><p>PostFinance non le chiederà mai via e-mail o SMS di inserire i suoi dati di login o il numero della carta.</p></div></div>` }),
},
{
  id: 'zv-ok-kleinanzeigen-sicher-bezahlen-hilfe', label: 'clean', kind: 'marketplace-own-payment',
  url: 'https://www.kleinanzeigen.de/s-sicher-bezahlen.html',
  body: doc({ title: 'Sicher bezahlen | Kleinanzeigen', css: '.top{background:#1d4b00;color:#fff}.warn{background:#fff3cd;padding:12px;border-left:4px solid #f0ad4e}',
    body: `<header class="top"><div class="wrap"><b>kleinanzeigen</b></div></header><div class="wrap"><div class="box" style="margin-top:24px"><h1>Sicher bezahlen – so funktioniert's</h1><p>Mit „Sicher bezahlen“ zahlt der Käufer direkt in der Kleinanzeigen-App oder auf kleinanzeigen.de. Der Verkäufer erhält das Geld, sobald der Käufer den Erhalt bestätigt hat – auf das in „Meine Kleinanzeigen“ hinterlegte Bankkonto.</p>
<div class="warn"><b>Wichtig:</b> Wir schicken Ihnen niemals Links per WhatsApp, E-Mail oder SMS, über die Sie „Zahlung erhalten“ und dafür Ihre Kartendaten eingeben sollen. Als Verkäufer müssen Sie niemals Kartendaten angeben, um Geld zu erhalten.</div>
<p><a href="/m-nachrichten.html">Zu meinen Nachrichten</a></p></div></div>${footerDe('Kleinanzeigen GmbH')}` }),
},
{
  id: 'zv-ok-ricardo-checkout-twint', label: 'clean', kind: 'marketplace-own-payment',
  url: 'https://www.ricardo.ch/de/checkout/1234567890/',
  body: doc({ title: 'Bezahlen | ricardo', css: '.btn{background:#ff5a00;color:#fff}.opt{border:1px solid #ccc;padding:10px;margin:6px 0;border-radius:4px}',
    body: `<div class="wrap" style="max-width:620px"><div class="box" style="margin-top:24px">${mark('ricardo', '#ff5a00', '#fff', 110)}<h2>Kauf abschliessen</h2><p>Fahrradhelm Abus, Grösse M · CHF 45.00 + Versand CHF 9.00</p><h3>Zahlungsmethode</h3>
<div class="opt"><input type="radio" name="pm" value="twint" checked style="width:auto"> TWINT</div><div class="opt"><input type="radio" name="pm" value="card" style="width:auto"> Kreditkarte</div>
<form method="post" action="/de/checkout/1234567890/pay"><label>Kartennummer</label><input name="cardNumber" autocomplete="cc-number"><label>Ablaufdatum</label><input name="expiry" autocomplete="cc-exp"><label>CVC</label><input name="cvc" autocomplete="cc-csc"><p><button class="btn">CHF 54.00 bezahlen</button></p></form><p style="font-size:12px">Zahlungen werden über Ricardo Pay abgewickelt. Käuferschutz inklusive.</p></div></div>` }),
},
{
  id: 'zv-ok-praxis-dr-berger-patientenportal', label: 'clean', kind: 'small-practice-login',
  url: 'https://www.hausarztpraxis-berger-freiburg.de/patientenportal/',
  body: doc({ title: 'Patientenportal – Hausarztpraxis Dr. Berger', css: '.top{background:#4a8c8c;color:#fff}.btn{background:#4a8c8c;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>Hausarztpraxis Dr. med. Anna Berger</b> · Fachärztin für Allgemeinmedizin · Freiburg-Wiehre</div></header><div class="wrap" style="max-width:520px"><div class="box" style="margin-top:24px"><h2>Patientenportal</h2><p>Hier können Sie Folgerezepte und Überweisungen anfordern. Zugangsdaten erhalten Sie persönlich an der Anmeldung.</p>
<form method="post" action="/patientenportal/login.php"><label>Patienten-Nr.</label><input name="pnr"><label>Passwort</label><input type="password" name="pw"><p><button class="btn">Einloggen</button></p></form><p style="font-size:13px">Telefon: 0761 7048 220 · Sprechzeiten Mo–Fr 8–12 Uhr, Mo/Di/Do 15–18 Uhr</p></div></div>${footerDe('Dr. med. Anna Berger')}` }),
},
{
  id: 'zv-ok-swisscom-login-sso', label: 'clean', kind: 'telecom-own-login',
  url: 'https://login.scl.swisscom.ch/?SAM2=1&lang=de',
  body: doc({ title: 'Login – Swisscom', css: '.btn{background:#001155;color:#fff;width:100%}',
    body: `<div class="wrap" style="max-width:420px"><div class="box" style="margin-top:50px">${mark('swisscom', '#001155', '#fff', 120)}<h2>Login</h2><form method="post" action="/login"><label>Swisscom Login, E-Mail oder Mobilnummer</label><input name="username"><p><button class="btn">Weiter</button></p></form><p style="font-size:13px"><a href="/forgot">Login vergessen?</a> · <a href="/register">Swisscom Login erstellen</a></p></div></div>` }),
},
];
