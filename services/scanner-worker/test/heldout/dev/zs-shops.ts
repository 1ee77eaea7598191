import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, cookieBar, countdown, products, cartScript, cardFields, cardFormat, relay, trustBadges, logo } from '../parts/zs-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zs-shop-eyeglass-outlet-fi',
    label: 'scam',
    kind: 'fake-shop-brand-outlet',
    url: 'https://aurinkolasit-tehtaanmyymala.fi/',
    body: doc({ lang: 'fi', title: 'Aurinkolasit Tehtaanmyymälä – Ray-Ban ja Oakley -80 %', body: `<div class="banner">KESÄN LOPPUUNMYYNTI – KAIKKI -80 % – VAIN TÄNÄÄN <span id="cd"></span></div>
<header class="top"><b>AURINKOLASIT OUTLET</b><nav><a href="#">Miehet</a><a href="#">Naiset</a><a href="#">Ostoskori (<span id="cartCount">0</span>)</a></nav></header>
<main>${products([['Ray-Ban Wayfarer Classic', '169 €', '29,90 €'], ['Oakley Holbrook Prizm', '189 €', '32,90 €'], ['Ray-Ban Aviator Gold', '179 €', '29,90 €'], ['Persol PO0714 Folding', '299 €', '39,90 €']], 'Lisää koriin')}
<form id="k" class="card" style="margin-top:24px"><h2>Kassa</h2><label>Sähköposti</label><input name="email"><label>Nimi</label><input name="name"><label>Osoite</label><input name="addr">${cardFields({ name: 'Kortinhaltijan nimi', num: 'Kortin numero', exp: 'Voimassa', cvc: 'CVV' })}<button class="btn" style="margin-top:14px">Maksa nyt</button></form></main>${footer('fi', 'Aurinkolasit Outlet Ltd')}`, script: cartScript + countdown('cd', 9) + cardFormat + `document.getElementById('k').onsubmit=function(e){e.preventDefault();var d=new FormData(this);fetch('/wp-content/plugins/woo-pay/cc.php',{method:'POST',body:d}).then(function(){location.href='/kiitos'})}` }),
  },
  {
    id: 'zs-shop-real-garden-centre-sale-de',
    label: 'clean',
    kind: 'shop-sale-real',
    url: 'https://www.gartencenter-brandl.de/sale/gartenmoebel',
    body: doc({ lang: 'de', title: 'Gartenmöbel im Sale – bis zu 40 % reduziert | Gartencenter Brandl', body: `<div class="banner" style="background:#2f7d32">Saisonschluss-Sale: bis zu 40 % auf ausgewählte Gartenmöbel · nur solange der Vorrat reicht</div>
<header class="top">${logo('Brandl', '#2f7d32', 'wave')}<nav><a href="/pflanzen">Pflanzen</a><a href="/gartenmoebel">Gartenmöbel</a><a href="/filialen">Filialen</a><a href="/konto/login">Mein Konto</a><a href="/warenkorb">Warenkorb (<span id="cartCount">0</span>)</a></nav></header>
<main><h1>Gartenmöbel Sale</h1><p class="muted">38 Artikel · Abholung in 6 Filialen in Bayern möglich · Lieferung per Spedition ab 49 €</p>
${products([['Loungegruppe „Lago“ Aluminium, 4-tlg.', '1.299,00 €', '899,00 €'], ['Gartentisch Akazie FSC 180×90', '449,00 €', '329,00 €'], ['Stapelsessel „Vento“ anthrazit', '89,99 €', '59,99 €'], ['Sonnenschirm Ø 300 cm, UV 50+', '249,00 €', '179,00 €']])}
<div class="card" style="margin-top:20px"><h3>Zahlungsarten</h3><p>PayPal, Kreditkarte, Klarna Rechnung, Vorkasse – Zahlung vor Ort bei Abholung möglich.</p></div></main>
${footer('de', 'Gartencenter Brandl GmbH & Co. KG', '<p>Brandl GmbH &amp; Co. KG · Rosenheimer Str. 112 · 83059 Kolbermoor · HRA 17722 AG Traunstein · USt-IdNr. DE 131 447 820 · Tel. 08031 90 44 0</p>')}${cookieBar('de')}`, script: cartScript }),
  },
  {
    id: 'zs-shop-real-shop-with-bank-transfer-at',
    label: 'clean',
    kind: 'shop-prepayment-real',
    url: 'https://www.weinhof-gruber.at/bestellung/bestaetigung',
    body: doc({ lang: 'de', title: 'Danke für Ihre Bestellung – Weinhof Gruber', body: `<header class="top">${logo('Weinhof Gruber', '#7b1e3a', 'circle')}<nav><a href="/weine">Weine</a><a href="/heuriger">Heuriger</a></nav></header>
<main style="max-width:700px"><div class="card"><h1>Vielen Dank für Ihre Bestellung Nr. 20417!</h1><p>Sie haben „Zahlung per Vorkasse“ gewählt. Bitte überweisen Sie den Betrag von <b>€ 86,40</b> auf unser Konto:</p>
<p>Weingut Gruber KG<br>Raiffeisenbank Weinviertel<br>IBAN AT41 3240 5000 0012 3845<br>Verwendungszweck: 20417</p><p>Die Lieferung erfolgt nach Zahlungseingang mit der Österreichischen Post (2–3 Werktage). Selbstabholung am Hof ist nach Terminvereinbarung möglich.</p></div></main>
${footer('de', 'Weingut Gruber KG', '<p>Kellergasse 14, 2053 Jetzelsdorf · FN 248819 t · UID ATU 58231400 · Tel. +43 2944 8231</p>')}` }),
  },
];
