import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, cookieDe } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-ok-aok-meine-aok-login', label: 'clean', kind: 'insurer-own-login',
  url: 'https://www.aok.de/meine-aok/login',
  body: doc({ title: 'Meine AOK – Anmelden', css: '.top{background:#005e3f;color:#fff}.btn{background:#005e3f;color:#fff}',
    body: `<header class="top"><div class="wrap">${mark('AOK', '#005e3f', '#fff', 90)} <nav style="display:inline"><a href="/pk/">Privatkunden</a><a href="/fk/">Firmenkunden</a><a href="/gp/">Gesundheitspartner</a></nav></div></header>
<div class="wrap" style="max-width:480px"><div class="box" style="margin-top:30px"><h1>Anmelden bei Meine AOK</h1><p>Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an. Zur Bestätigung erhalten Sie einen Code in der App „AOK Mein Leben“.</p>
<form method="post" action="/meine-aok/auth/login"><label>E-Mail-Adresse</label><input type="email" name="username" autocomplete="username"><label>Passwort</label><input type="password" name="password" autocomplete="current-password"><input type="hidden" name="csrf" value="c7f0a1e9b33d4a"><p><button class="btn">Anmelden</button></p></form>
<p style="font-size:13px"><a href="/meine-aok/passwort-vergessen">Passwort vergessen?</a> · <a href="/meine-aok/registrierung">Registrieren</a></p>
<p style="font-size:12px;background:#eef6f1;padding:8px">Hinweis: Die AOK fragt Sie niemals per E-Mail oder SMS nach Bankdaten, PINs oder TANs.</p></div></div>${footerDe('AOK-Bundesverband GbR')}${cookieDe}` }),
},
{
  id: 'zv-ok-elster-login-softpse', label: 'clean', kind: 'government-portal',
  url: 'https://www.elster.de/eportal/login/softpse?s=2',
  body: doc({ title: 'Login mit Zertifikatsdatei | Mein ELSTER', css: '.top{background:#233c6b;color:#fff}.btn{background:#233c6b;color:#fff}',
    body: `<header class="top"><div class="wrap"><b style="font-size:22px">ELSTER</b> Ihr Online-Finanzamt</div></header><div class="wrap" style="max-width:560px"><div class="box" style="margin-top:30px"><h2>Login mit Zertifikatsdatei</h2>
<form method="post" action="/eportal/login/softpse" enctype="multipart/form-data"><label>Zertifikatsdatei auswählen</label><input type="file" name="zertifikat" accept=".pfx"><label>Passwort</label><input type="password" name="passwort"><p><button class="btn">Login</button></p></form>
<p style="font-size:13px">Weitere Login-Optionen: <a href="/eportal/login/sicherheitsstick">Sicherheitsstick</a> · <a href="/eportal/login/nPA">Personalausweis</a> · <a href="/eportal/login/elstersecure">ElsterSecure</a></p><p style="font-size:12px">Achtung: Das Finanzamt verschickt keine E-Mails mit Links zu Erstattungen.</p></div></div>${footerDe('Bayerisches Landesamt für Steuern')}` }),
},
{
  id: 'zv-ok-tsv-mitgliederbereich-login', label: 'clean', kind: 'club-login',
  url: 'https://www.tsv-eichenau-1921.de/mitgliederbereich/login',
  body: doc({ title: 'Mitgliederbereich – TSV Eichenau 1921 e.V.', css: '.top{background:#0b3d91;color:#fff}.btn{background:#c8102e;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>TSV Eichenau 1921 e.V.</b> <nav style="display:inline"><a href="/fussball">Fußball</a><a href="/turnen">Turnen</a><a href="/tennis">Tennis</a><a href="/termine">Termine</a></nav></div></header><div class="wrap" style="max-width:460px"><div class="box" style="margin-top:24px"><h2>Mitgliederbereich</h2><p>Hallenbelegung, Protokolle der Abteilungsversammlungen und Trainerlizenzen.</p>
<form method="post" action="/wp-login.php"><label>Benutzername oder E-Mail</label><input name="log"><label>Passwort</label><input type="password" name="pwd"><input type="hidden" name="redirect_to" value="/mitgliederbereich/"><p><button class="btn">Anmelden</button></p></form><p style="font-size:13px"><a href="/wp-login.php?action=lostpassword">Passwort vergessen?</a></p></div></div>${footerDe('TSV Eichenau 1921 e.V.')}` }),
},
{
  id: 'zv-ok-id-austria-login', label: 'clean', kind: 'government-portal',
  url: 'https://www.oesterreich.gv.at/id-austria.html',
  body: doc({ title: 'ID Austria – oesterreich.gv.at', lang: 'de-AT', css: '.top{background:#c8102e;color:#fff}.btn{background:#c8102e;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>oesterreich.gv.at</b></div></header><div class="wrap"><div class="box" style="margin-top:24px"><h1>ID Austria</h1><p>Mit ID Austria können Sie sich bei FinanzOnline, meineSV und vielen weiteren Online-Services sicher ausweisen. Die Registrierung erfolgt bei einer Behörde oder Registrierungsstelle.</p><p><a class="btn" href="https://www.oesterreich.gv.at/id-austria/registrieren.html">Jetzt registrieren</a> <a href="/login">Anmelden</a></p><p style="font-size:13px">Achtung: Betrügerische E-Mails fordern zur „Aktualisierung“ von ID Austria auf. Behörden verlangen keine Kreditkartendaten.</p></div></div>` }),
},
{
  id: 'zv-ok-gmx-login-freemail', label: 'clean', kind: 'webmail-own-login',
  url: 'https://www.gmx.net/?s=2',
  body: doc({ title: 'GMX – E-Mail, FreeMail, Themen- & Shopping-Portal', css: '.top{background:#1c449b;color:#fff}.btn{background:#1c449b;color:#fff}.grid{display:grid;grid-template-columns:2fr 1fr;gap:20px}',
    body: `<header class="top"><div class="wrap"><b>GMX</b> <nav style="display:inline"><a href="/mail/">E-Mail</a><a href="/cloud/">Cloud</a><a href="https://www.gmx.net/magazine/">Nachrichten</a></nav></div></header><div class="wrap grid" style="margin-top:20px"><div class="box"><h2>Nachrichten</h2><p>Wetter: Unwetterwarnungen für Süddeutschland · Bundesliga: Topspiel am Samstag</p></div>
<div class="box"><h3>E-Mail Login</h3><form method="post" action="https://login.gmx.net/login"><label>E-Mail-Adresse</label><input name="username"><label>Passwort</label><input type="password" name="password"><p><button class="btn">Login</button></p></form><a href="https://passwort.gmx.net/">Passwort vergessen?</a></div></div>${cookieDe}` }),
},
];
