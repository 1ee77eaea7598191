import type { Entry } from '../entry.js';
import { cookieBar, doc, htmlRoute, jsonRoute, jsRoute, pngRoute, tracking, wpAssets, wpPage } from '../parts/y-kit.js';
import { shopPage } from '../parts/y-shop.js';

// Customers' small-business sites: contact and booking forms, member logins, small shops.

const itHost = 'trattoriadagianni-firenze.it';
const plHost = 'harrisonandsonplumbing.co.uk';
const deHost = 'grundschule-am-lindenpark.de';
const nlHost = 'vv-rijnvogels.nl';
const frHost = 'boulangerie-lemoine.fr';
const jpHost = 'midori-animal-hospital.jp';

const jsonLd = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;

export const entries: Entry[] = [
  {
    id: 'y-ok-restaurant-booking-it',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${itHost}/prenota/`,
    routes: {
      [`${itHost}/prenota/`]: htmlRoute(wpPage(
        { host: itHost, name: 'Trattoria da Gianni', nav: ['Home', 'Menù', 'Prenota', 'Eventi', 'Contatti'], accent: '#9c2b1b', lang: 'it', footer: 'Trattoria da Gianni di Gianni Bellucci &amp; C. s.n.c. · Via dei Serragli 42r, 50124 Firenze · P.IVA 05123480487 · <a href="/privacy-policy/">Privacy</a> · <a href="/cookie-policy/">Cookie</a>' },
        'Prenota un tavolo',
        `<section class="hero"><div class="wrap"><h1>Prenota un tavolo</h1><p>Cucina toscana dal 1987 · Aperti dal martedì alla domenica, 12:30–14:30 e 19:30–22:30</p></div></section>
<div class="wrap content"><div class="cols">
<div><form id="wpcf7-f118-p42-o1" class="wpcf7-form" method="post" action="/wp-json/contact-form-7/v1/contact-forms/118/feedback">
<label>Nome e cognome</label><input name="your-name" required>
<label>Telefono</label><input name="tel-123" type="tel" required>
<label>Email</label><input name="your-email" type="email">
<label>Data</label><input name="date-412" type="date" required>
<label>Orario</label><select name="menu-ora"><option>12:30</option><option>13:00</option><option>13:30</option><option>19:30</option><option>20:00</option><option>20:30</option><option>21:00</option></select>
<label>Persone</label><select name="persone"><option>2</option><option>3</option><option>4</option><option>5</option><option>6</option><option>7+</option></select>
<label>Note (allergie, seggiolone, occasioni speciali)</label><textarea name="your-message" rows="3"></textarea>
<p><label style="font-weight:400"><input type="checkbox" style="width:auto" required> Ho letto l'informativa privacy</label></p>
<button class="btn" type="submit">Invia richiesta</button>
<p style="font-size:13px;color:#666">Confermiamo la prenotazione via telefono o WhatsApp entro 2 ore. Per gruppi oltre 10 persone chiamate lo 055 229 4410.</p>
</form></div>
<div class="card"><h3>Dove siamo</h3><p>Via dei Serragli 42r, Oltrarno<br>10 minuti a piedi da Ponte Vecchio</p><h3>Specialità</h3><p>Bistecca alla fiorentina, ribollita, pappardelle al cinghiale, trippa alla fiorentina.</p><p>⭐ 4,7 su Google (1.204 recensioni)</p></div>
</div></div>`,
        tracking('G-7QF2K1MZ0P') + jsonLd({ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Trattoria da Gianni', servesCuisine: 'Italian', telephone: '+39 055 229 4410', address: { '@type': 'PostalAddress', streetAddress: 'Via dei Serragli 42r', addressLocality: 'Firenze', postalCode: '50124' } }),
        cookieBar('Questo sito utilizza cookie tecnici e, previo consenso, cookie analitici.', 'Accetta'),
      )),
      ...wpAssets(itHost),
      [`${itHost}/wp-json/contact-form-7/v1/contact-forms/118/feedback`]: jsonRoute({ status: 'mail_sent', message: 'Grazie, la tua richiesta è stata inviata.' }),
    },
  },
  {
    id: 'y-ok-plumber-quote-en',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${plHost}/get-a-quote/`,
    routes: {
      [`${plHost}/get-a-quote/`]: htmlRoute(wpPage(
        { host: plHost, name: 'Harrison &amp; Son Plumbing', nav: ['Home', 'Boilers', 'Bathrooms', 'Emergency', 'Get a Quote'], accent: '#0d47a1', footer: 'Harrison &amp; Son Plumbing &amp; Heating Ltd · Company No. 08812345 · Gas Safe Reg. 512847 · 14 Mill Lane, Didsbury, Manchester M20 2PN' },
        'Get a Quote',
        `<section class="hero"><div class="wrap"><h1>Free, no-obligation quotes</h1><p>Boiler installs, bathroom refits and general plumbing across South Manchester. Gas Safe registered. Family run since 1979.</p></div></section>
<div class="wrap content"><div class="cols">
<div><form method="post" action="/wp-admin/admin-ajax.php" id="quote">
<input type="hidden" name="action" value="wpforms_submit"><input type="hidden" name="wpforms[id]" value="231">
<label>Your name</label><input name="wpforms[fields][1]" required>
<label>Postcode</label><input name="wpforms[fields][2]" required>
<label>Phone</label><input name="wpforms[fields][3]" type="tel" required>
<label>Email</label><input name="wpforms[fields][4]" type="email">
<label>What do you need?</label><select name="wpforms[fields][5]"><option>New boiler</option><option>Boiler repair / service</option><option>Bathroom refit</option><option>Leak or blockage</option><option>Other</option></select>
<label>Tell us a bit more</label><textarea name="wpforms[fields][6]" rows="4"></textarea>
<label>Photos (optional)</label><input type="file" name="wpforms[fields][7]" accept="image/*" multiple>
<button class="btn">Request my quote</button></form></div>
<div class="card"><h3>Why choose us?</h3><ul><li>Worcester Bosch Accredited Installer – up to 12 years warranty</li><li>Fixed prices, no call-out fee in M19–M22</li><li>Which? Trusted Trader</li></ul><p><b>Emergency?</b> Call 0161 555 0142 (24/7)</p></div>
</div></div>`,
        tracking('G-HSP0142MAN'),
        `<script>document.getElementById('quote').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',body:new FormData(this)}).then(function(r){return r.json()}).then(function(){document.getElementById('quote').innerHTML='<h3>Thanks! We\\'ll call you within one working day.</h3>';});});</script>`,
      )),
      ...wpAssets(plHost),
      [`${plHost}/wp-admin/admin-ajax.php`]: jsonRoute({ success: true, data: { confirmation: 'Thanks!' } }),
    },
  },
  {
    id: 'y-ok-school-parents-de',
    label: 'clean',
    kind: 'smallbiz-login',
    url: `https://${deHost}/elternportal/anmelden`,
    routes: {
      [`${deHost}/elternportal/anmelden`]: htmlRoute(doc({
        lang: 'de',
        title: 'Elternportal – Grundschule am Lindenpark',
        css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f4f7f2;color:#2d3a2b}
header{background:#4c8c2b;color:#fff;padding:16px 30px;display:flex;justify-content:space-between;align-items:center}
header a{color:#fff;margin-left:14px;font-size:14px}
.w{max-width:880px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.box{background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #b8c6b0;border-radius:4px;box-sizing:border-box}
button{margin-top:16px;background:#4c8c2b;color:#fff;border:0;padding:11px 22px;border-radius:4px}
footer{text-align:center;font-size:12px;color:#777;padding:20px}`,
        body: `<header><b>Grundschule am Lindenpark</b><nav><a href="/">Startseite</a><a href="/termine">Termine</a><a href="/ogs">OGS</a><a href="/kontakt">Kontakt</a></nav></header>
<div class="w">
<div class="box"><h2>Elternportal</h2><p>Melden Sie sich mit den Zugangsdaten an, die Sie zu Schuljahresbeginn von der Klassenleitung erhalten haben.</p>
<form method="post" action="/elternportal/login.php">
<label>Benutzername (z.&nbsp;B. mustermann.lea)</label><input name="benutzer" autocomplete="username" required>
<label>Passwort</label><input name="passwort" type="password" autocomplete="current-password" required>
<button>Anmelden</button></form>
<p style="font-size:13px"><a href="/elternportal/passwort-vergessen">Passwort vergessen?</a> – das Sekretariat setzt es zurück (Mo–Fr 7:30–12:00).</p></div>
<div class="box"><h3>Im Elternportal finden Sie</h3><ul><li>Krankmeldungen online abgeben</li><li>Elternbriefe und Rückmeldezettel</li><li>Sprechtage buchen</li><li>Speiseplan der Mensa &amp; OGS-Abmeldungen</li></ul>
<p><b>Aktuell:</b> Laternenfest am 11.11. ab 17:00 Uhr auf dem Schulhof. Elternsprechtag am 27.11.</p></div>
</div>
<footer>Städtische Gemeinschaftsgrundschule am Lindenpark · Lindenstraße 12 · 50674 Köln · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></footer>`,
      })),
      [`${deHost}/elternportal/login.php`]: htmlRoute('<p>Benutzername oder Passwort falsch.</p>'),
    },
  },
  {
    id: 'y-ok-football-club-nl',
    label: 'clean',
    kind: 'smallbiz-login',
    url: `https://${nlHost}/leden/inloggen`,
    routes: {
      [`${nlHost}/leden/inloggen`]: htmlRoute(doc({
        lang: 'nl',
        title: 'Inloggen leden | v.v. De Rijnvogels',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}
.top{background:#e30613;color:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}
.top nav a{color:#fff;margin-left:16px;text-decoration:none;font-size:14px}
.sp{background:#111;color:#fff;padding:8px 24px;font-size:13px}
.c{max-width:960px;margin:24px auto;display:flex;gap:30px;padding:0 20px}
.l{flex:1;border:1px solid #ddd;padding:22px;border-radius:6px}.r{flex:1}
input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #ccc;box-sizing:border-box}
button{background:#e30613;color:#fff;border:0;padding:10px 24px}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:6px;border-bottom:1px solid #eee}`,
        body: `<div class="top"><b>v.v. De Rijnvogels</b><nav><a href="/">Home</a><a href="/teams">Teams</a><a href="/programma">Programma</a><a href="/kantine">Kantinerooster</a><a href="/sponsors">Sponsors</a></nav></div>
<div class="sp">Zaterdag: JO11-2 – Alphense Boys JO11-3 09:00 · Heren 1 – VV Katwijk 4 14:30</div>
<div class="c"><div class="l"><h2>Inloggen voor leden</h2>
<form method="post" action="/leden/auth"><label>Relatiecode of e-mail</label><input name="relatiecode" required><label>Wachtwoord</label><input name="wachtwoord" type="password" required>
<button>Inloggen</button></form>
<p style="font-size:13px">Nog geen account? Gebruik je relatiecode uit de Sportlink-app. <a href="/leden/wachtwoord">Wachtwoord vergeten</a></p></div>
<div class="r"><h3>Uitslagen afgelopen weekend</h3><table><tr><td>Heren 1</td><td>2 – 1</td><td>SJC 3</td></tr><tr><td>Dames 1</td><td>0 – 0</td><td>Foreholte VR1</td></tr><tr><td>JO13-1</td><td>5 – 3</td><td>ARC JO13-2</td></tr></table>
<p>Vrijwilligers gezocht voor de bardienst! Meld je aan via het ledenportaal.</p></div></div>
<p style="text-align:center;font-size:12px;color:#888">v.v. De Rijnvogels · Sportpark Zonneveld · Katwijk · KvK 40445522</p>`,
      })),
      [`${nlHost}/leden/auth`]: htmlRoute('<p>Onjuiste inloggegevens.</p>'),
    },
  },
  {
    id: 'y-ok-bakery-shop-fr',
    label: 'clean',
    kind: 'smallbiz-shop',
    url: `https://${frHost}/boutique/`,
    routes: {
      [`${frHost}/boutique/`]: htmlRoute(shopPage({
        lang: 'fr',
        title: 'Boutique – Boulangerie Lemoine, Lyon 6e',
        brand: 'Boulangerie Lemoine',
        accent: '#8d6e63',
        banner: 'Click &amp; collect : commandez avant 18h, retirez dès 7h le lendemain · Fermé le lundi',
        nav: ['Pains', 'Viennoiseries', 'Gâteaux sur commande', 'Contact'],
        add: 'Ajouter',
        intro: '<h1>Commandez en ligne, retirez en boutique</h1><p>32 rue Vendôme, 69006 Lyon · Paiement sur place ou en ligne</p>',
        products: [
          { name: 'Baguette tradition', price: '1,30 €' },
          { name: 'Pain de campagne au levain (800 g)', price: '4,90 €' },
          { name: 'Croissant pur beurre', price: '1,25 €' },
          { name: 'Pain au chocolat', price: '1,40 €' },
          { name: 'Galette des rois frangipane (6 pers.)', price: '24,00 €', badge: 'Janvier' },
          { name: 'Tarte aux pralines (4 pers.)', price: '18,50 €' },
        ],
        footer: `Boulangerie Lemoine SARL · SIRET 812 345 678 00019 · 32 rue Vendôme, 69006 Lyon · 04 78 52 00 00<br><a href="#">CGV</a> · <a href="#">Mentions légales</a> · <a href="#">Allergènes</a>`,
        extraBody: tracking('G-LEMOINE69'),
      })),
    },
  },
  {
    id: 'y-ok-vet-clinic-jp',
    label: 'clean',
    kind: 'smallbiz-site',
    url: `https://${jpHost}/reserve/`,
    routes: {
      [`${jpHost}/reserve/`]: htmlRoute(doc({
        lang: 'ja',
        title: 'WEB予約｜みどり動物病院（世田谷区）',
        css: `body{margin:0;font-family:"Hiragino Sans","Noto Sans JP",Meiryo,sans-serif;background:#f6fbf6;color:#333}
header{background:#fff;border-bottom:3px solid #43a047;padding:14px 24px;display:flex;justify-content:space-between}
header b{color:#2e7d32;font-size:20px}
.c{max-width:760px;margin:24px auto;background:#fff;padding:26px;border-radius:10px}
table{width:100%;border-collapse:collapse;font-size:14px;margin:12px 0}th,td{border:1px solid #ddd;padding:6px;text-align:center}th{background:#e8f5e9}
label{display:block;margin:12px 0 4px;font-size:14px}input,select,textarea{width:100%;padding:9px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}
button{margin-top:16px;background:#43a047;color:#fff;border:0;padding:12px 30px;border-radius:6px;font-size:15px}`,
        body: `<header><b>みどり動物病院</b><span>☎ 03-5555-0187　診療時間 9:00〜12:00 / 16:00〜19:00</span></header>
<div class="c"><h2>WEB予約</h2><p>犬・猫・うさぎ・小鳥の診療を行っています。急患の方はお電話ください。</p>
<table><tr><th></th><th>月</th><th>火</th><th>水</th><th>木</th><th>金</th><th>土</th><th>日</th></tr><tr><td>午前</td><td>○</td><td>○</td><td>○</td><td>／</td><td>○</td><td>○</td><td>○</td></tr><tr><td>午後</td><td>○</td><td>○</td><td>○</td><td>／</td><td>○</td><td>○</td><td>／</td></tr></table>
<form method="post" action="/reserve/send.php">
<label>飼い主様のお名前</label><input name="owner" required>
<label>電話番号</label><input name="tel" type="tel" required>
<label>ペットの種類</label><select name="kind"><option>犬</option><option>猫</option><option>うさぎ</option><option>その他</option></select>
<label>ペットのお名前</label><input name="pet">
<label>ご希望日時</label><input name="date" type="datetime-local">
<label>症状・ご相談内容</label><textarea name="msg" rows="3" placeholder="例：ワクチン接種、健康診断、食欲がない など"></textarea>
<button>予約内容を送信</button></form>
<p style="font-size:12px;color:#777">※ご予約確定はお電話またはメールにてご連絡いたします。</p></div>
<p style="text-align:center;font-size:12px;color:#888">〒154-0004 東京都世田谷区太子堂2-14-5 ｜ © みどり動物病院</p>`,
      })),
      [`${jpHost}/reserve/send.php`]: htmlRoute('<p>送信しました。</p>'),
      [`${jpHost}/img/logo.png`]: pngRoute(67, 160, 71),
    },
  },
];

