import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute, cssRoute } from '../parts/k-parts.js';

const shopCss = `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#222}header{display:flex;align-items:center;justify-content:space-between;padding:14px 28px;border-bottom:1px solid #eee}nav a{margin:0 10px;color:#333;text-decoration:none;font-size:14px}.banner{background:#b3001b;color:#fff;text-align:center;padding:10px;font-weight:bold}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:22px;padding:28px}.card{border:1px solid #eee;padding:12px}.card .ph{height:160px;background:#f3f3f3}.old{text-decoration:line-through;color:#999;margin-right:6px}.new{color:#b3001b;font-weight:bold}.btn{display:inline-block;background:#111;color:#fff;padding:9px 16px;border:0;text-decoration:none;cursor:pointer}main{max-width:1100px;margin:0 auto}.reviews blockquote{border-left:3px solid #ddd;margin:10px 0;padding:4px 12px}`;

const card = (name: string, old: string, now: string, btn = 'Add to basket') => `<div class="card"><div class="ph"></div><h3 style="font-size:15px">${name}</h3><p><span class="old">${old}</span><span class="new">${now}</span></p><a class="btn" href="#">${btn}</a></div>`;

export const entries: Entry[] = [
  {
  id: 'k-scam-shop-furniture-giftcard-nl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.woonhuis-magazijnuitverkoop.nl/afrekenen',
  body: doc({
    title: 'Afrekenen – Woonhuis Magazijn Uitverkoop',
    lang: 'nl',
    css: `body{font-family:Verdana,sans-serif;background:#f7f4ef;margin:0}.wrap{max-width:760px;margin:30px auto;background:#fff;padding:26px 32px;border-radius:6px}label{display:block;margin-top:12px;font-size:13px}input,select{width:100%;padding:9px;border:1px solid #ccc;box-sizing:border-box}.sum td{padding:6px 0}.pay{border:2px solid #c48b3f;padding:14px;margin-top:16px;display:none;background:#fffaf2}button{margin-top:18px;background:#c48b3f;color:#fff;border:0;padding:12px 22px;font-size:15px}`,
    body: `<div class="wrap">
<h1>Woonhuis Magazijn – Uitverkoop</h1>
<p>Uw winkelmand</p>
<table class="sum" style="width:100%"><tr><td>Chesterfield 3-zits bank, cognac leer</td><td style="text-align:right">€ 349,00 <s style="color:#999">€ 2.199,00</s></td></tr><tr><td>Eiken eettafel 220cm + 6 stoelen</td><td style="text-align:right">€ 289,00 <s style="color:#999">€ 1.849,00</s></td></tr><tr><td>Bezorging</td><td style="text-align:right">Gratis</td></tr><tr><td><b>Totaal</b></td><td style="text-align:right"><b>€ 638,00</b></td></tr></table>
<form id="f">
<label>Naam<input name="naam" required></label>
<label>Adres<input name="adres" required></label>
<label>Postcode en plaats<input name="pc" required></label>
<label>Telefoon<input name="tel"></label>
<label>Betaalmethode<select name="m" id="m"><option value="gc">Cadeaukaart (Paysafecard / Google Play / Apple) – 10% extra korting</option><option value="ov">Overschrijving naar magazijnrekening</option></select></label>
<button>Bestelling plaatsen</button>
</form>
<div class="pay" id="pay"></div>
<p style="font-size:11px;color:#777;margin-top:24px">iDEAL is tijdelijk niet beschikbaar in verband met onderhoud. Woonhuis Magazijn B.V. – KvK 7745 1290.</p>
</div>
<script>
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var m=document.getElementById('m').value;var total=638,disc=m==='gc'?Math.round(total*0.9):total;var p=document.getElementById('pay');p.style.display='block';
if(m==='gc'){p.innerHTML='<h3>Betalen met cadeaukaarten</h3><p>Koop voor <b>€ '+disc+',00</b> aan Paysafecard of Google Play kaarten (bijv. bij de supermarkt of tankstation) en stuur een foto van de codes via WhatsApp naar <b>+31 6 4891 2203</b>. Uw bestelling wordt binnen 24 uur ingepland voor bezorging.</p>';}
else{p.innerHTML='<h3>Overschrijving</h3><p>Maak <b>€ '+total+',00</b> over naar IBAN <b>LT61 3250 0236 8845 1177</b> t.n.v. <b>WH Trading UAB</b> o.v.v. uw postcode. Stuur het betaalbewijs via WhatsApp naar +31 6 4891 2203.</p>';}
});
</script>`,
  }),
},
  {
  id: 'k-scam-shop-garden-tools-crypto-pl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://narzedzia-ogrodowe-wyprzedaz.pl/sklep/kosiarki',
  body: doc({
    title: 'Wyprzedaż magazynowa – kosiarki, podkaszarki, pilarki | Ogród-Max',
    lang: 'pl',
    css: shopCss.replace(/#b3001b/g, '#2e7d32'),
    body: `<div class="banner">LIKWIDACJA MAGAZYNU! Kosiarki spalinowe i akumulatorowe do -80%. Oferta ważna jeszcze <span id="t"></span></div>
<header><strong style="font-size:22px;color:#2e7d32">Ogród-Max</strong><nav><a href="#">Kosiarki</a><a href="#">Pilarki</a><a href="#">Nawadnianie</a><a href="#">Kontakt</a></nav><span>Koszyk</span></header>
<main><div class="grid">
${card('Kosiarka spalinowa Honda HRX 476 VY', '5 299 zł', '899 zł', 'Do koszyka')}
${card('Husqvarna Automower 430X NERA', '11 999 zł', '1 990 zł', 'Do koszyka')}
${card('Pilarka STIHL MS 261 C-M', '4 150 zł', '749 zł', 'Do koszyka')}
${card('Podkaszarka Makita DUR369AZ 2x18V', '1 689 zł', '329 zł', 'Do koszyka')}
</div>
<section style="padding:0 28px"><h2>Płatność</h2>
<p>Ze względu na blokadę konta firmowego w trakcie likwidacji przyjmujemy płatności <b>wyłącznie w kryptowalutach (USDT TRC20, BTC)</b> lub BLIKiem na telefon osoby prywatnej (kierownik magazynu). Po złożeniu zamówienia otrzymają Państwo adres portfela. <b>Za płatność USDT dodatkowy rabat 15%!</b></p>
<p>Portfel USDT (TRC20): <code>TQ9x4hVbF2nW8kzR1LmYdEa7pC3uJ6sGt5</code><br>Po wpłacie prosimy wysłać zrzut ekranu na Telegram: @ogrodmax_magazyn</p>
<p>Wysyłka kurierem InPost w 48h. Gwarancja producenta 24 miesiące.</p></section>
${reviews([['Marek z Poznania', 'Kosiarka przyszła, działa super, polecam!!!', '★★★★★'], ['Ania', 'Świetne ceny, szybki kontakt na telegramie', '★★★★★']], 'Opinie klientów')}
</main>
${footer({ Informacje: ['Regulamin', 'Polityka prywatności', 'Zwroty'] }, '© 2026 Ogród-Max Sp. z o.o. NIP 521-399-28-17')}
${floatChat('https://t.me/ogrodmax_magazyn', 'Telegram – napisz do nas', '#229ed9')}
${countdown('t', 5 * 3600 + 17 * 60)}`,
  }),
},
  {
  id: 'k-scam-shop-sneakers-bizum-es',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://zapatillas-outlet-madrid.es/ofertas/',
  body: doc({
    title: 'Outlet Zapatillas Madrid – Liquidación total -75% Nike, Adidas, New Balance',
    lang: 'es',
    css: shopCss.replace(/#b3001b/g, '#e0401b'),
    head: pixelStub('771002938411'),
    body: `<div class="banner">🔥 LIQUIDACIÓN POR CIERRE – ¡Últimas tallas! Envío gratis 24/48h a toda España</div>
<header><strong style="font-size:22px">OUTLET ZAPATILLAS MADRID</strong><nav><a href="#">Hombre</a><a href="#">Mujer</a><a href="#">Niños</a><a href="#">Ofertas</a></nav><span>Cesta (0)</span></header>
<main><div class="grid">
${card('Nike Air Jordan 1 Retro High OG', '189,99 €', '39,95 €', 'Añadir a la cesta')}
${card('Adidas Samba OG Blanco/Negro', '120,00 €', '29,95 €', 'Añadir a la cesta')}
${card('New Balance 9060 Sea Salt', '160,00 €', '34,95 €', 'Añadir a la cesta')}
${card('Nike Dunk Low Panda', '119,99 €', '27,95 €', 'Añadir a la cesta')}
${card('Asics Gel-Kayano 14 Silver', '150,00 €', '32,95 €', 'Añadir a la cesta')}
</div>
<section style="padding:0 28px"><h2>¿Cómo pagar?</h2><p>Para mantener estos precios tan bajos <b>solo aceptamos Bizum o transferencia bancaria</b>. Una vez hecho el pedido te enviamos por WhatsApp el número de Bizum. ¡Los pedidos pagados antes de las 14:00 salen hoy mismo!</p>
<p>No se aceptan devoluciones en artículos de liquidación.</p></section>
${reviews([['Laura (Sevilla)', 'Me llegaron en 2 días, son originales 100%', '★★★★★'], ['Dani_92', 'Muy buena atención por whatsapp, repetiré', '★★★★★'], ['Marta G.', 'Precio increíble, la caja venía perfecta', '★★★★☆']], 'Opiniones')}
</main>
${purchaseToasts(['Carlos de Valencia acaba de comprar Nike Dunk Low Panda', 'Lucía de Bilbao acaba de comprar Adidas Samba OG', '¡Quedan 4 pares en talla 42!'])}
${floatChat('https://wa.me/34631882047', 'WhatsApp: pide aquí')}
${footer({ Ayuda: ['Envíos', 'Contacto', 'Aviso legal'] }, '© 2026 Outlet Zapatillas Madrid S.L.')}`,
  }),
},
  {
  id: 'k-clean-shop-ausverkauf-filiale-de',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.moebel-kroeger.de/ausverkauf-filiale-bielefeld',
  body: doc({
    title: 'Räumungsverkauf Filiale Bielefeld – bis zu 50% auf Ausstellungsstücke | Möbel Kröger',
    lang: 'de',
    css: shopCss.replace(/#b3001b/g, '#a01818'),
    head: gtagStub('G-MK8800311'),
    body: `<div class="banner">Räumungsverkauf wegen Umbau – Filiale Bielefeld-Sennestadt – bis 31.01.</div>
<header><strong style="font-size:22px">Möbel Kröger</strong><nav><a href="#">Wohnzimmer</a><a href="#">Schlafzimmer</a><a href="#">Küchen</a><a href="#">Filialen</a><a href="#">Service</a></nav><span><a href="#">Merkliste</a></span></header>
<main>
<h1 style="padding:0 28px">Ausstellungsstücke zu Sonderpreisen</h1>
<p style="padding:0 28px">Unsere Filiale in Bielefeld-Sennestadt wird von Februar bis April umgebaut. Bis dahin verkaufen wir ausgewählte Ausstellungsstücke mit bis zu 50 % Nachlass. Die Ware kann in der Filiale besichtigt werden; Abholung oder Lieferung durch unseren eigenen Montageservice (gegen Aufpreis).</p>
<div class="grid">
${card('Ecksofa „Lundby“ Cord grau, Ausstellungsstück', '2.499 €', '1.249 €', 'Details')}
${card('Boxspringbett 180x200 „Nordal“', '1.899 €', '999 €', 'Details')}
${card('Esstisch Wildeiche massiv 200x100', '1.390 €', '795 €', 'Details')}
${card('Sideboard „Mika“ Nussbaum', '899 €', '499 €', 'Details')}
</div>
<section style="padding:0 28px"><h2>Bezahlung</h2><p>In der Filiale: Bar, girocard, Kreditkarte. Online-Reservierung mit Zahlung per PayPal, Kreditkarte, Rechnung (Klarna) oder Finanzierung über die Santander Consumer Bank (0% effektiver Jahreszins, 20 Monate, Bonität vorausgesetzt). Es gilt das gesetzliche Widerrufsrecht bei Online-Bestellungen.</p>
<p>Filiale Bielefeld-Sennestadt · Paderborner Str. 212 · 33689 Bielefeld · Mo–Sa 10–19 Uhr · Tel. 05205 9870-0</p></section>
</main>
${footer({ Service: ['Lieferung & Montage', 'Finanzierung', 'Widerruf', 'AGB'], Unternehmen: ['Über uns', 'Karriere', 'Impressum', 'Datenschutz'] }, '© 2026 Möbel Kröger GmbH & Co. KG · HRA 14820 Amtsgericht Bielefeld · Alle Preise in Euro inkl. MwSt.')}
${cookieBar('Wir nutzen Cookies und ähnliche Technologien. Details in unserer Datenschutzerklärung.', 'Akzeptieren', 'Nur notwendige')}`,
  }),
},
  {
  id: 'k-clean-shop-soldes-jardin-fr',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.jardinerie-despres.fr/soldes/outillage',
  body: doc({
    title: 'Soldes d\'hiver : outillage de jardin jusqu\'à -40 % | Jardinerie Desprès',
    lang: 'fr',
    css: shopCss.replace(/#b3001b/g, '#3d7a2a'),
    head: gtagStub('G-JD44012'),
    body: `<div class="banner">SOLDES – 2e démarque jusqu'à -40 % · Fin dans <span id="cd"></span></div>
<header><strong style="font-size:22px;color:#3d7a2a">Jardinerie Desprès</strong><nav><a href="#">Plantes</a><a href="#">Outillage</a><a href="#">Motoculture</a><a href="#">Animalerie</a><a href="#">Nos magasins</a></nav><span>Panier</span></header>
<main><div class="grid">
${card('Tondeuse thermique Stiga Twinclip 55 SVEQ', '749,00 €', '549,00 €', 'Ajouter au panier')}
${card('Sécateur Felco n°2', '64,90 €', '49,90 €', 'Ajouter au panier')}
${card('Taille-haie sans fil Bosch UniversalHedgeCut 18V', '159,99 €', '119,99 €', 'Ajouter au panier')}
${card('Brouette 100 L Haemmerlin', '129,00 €', '89,00 €', 'Ajouter au panier')}
</div>
<section style="padding:0 28px"><p>Paiement sécurisé par carte bancaire (3-D Secure), PayPal ou en 3x/4x avec Oney. Retrait gratuit en magasin sous 2 h ou livraison Colissimo. Droit de rétractation de 14 jours.</p>
<p style="font-size:12px;color:#666">Soldes du 7 janvier au 3 février 2026 inclus, dans la limite des stocks disponibles. Prix de référence : prix le plus bas pratiqué dans les 30 jours précédant la réduction.</p></section></main>
${footer({ 'Aide': ['Livraison', 'Retours', 'CGV', 'Mentions légales'], 'Magasins': ['Angers', 'Cholet', 'Saumur'] }, '© 2026 Jardinerie Desprès SAS – RCS Angers 412 889 301')}
${cookieBar('Nous utilisons des cookies pour la mesure d\'audience.', 'Tout accepter', 'Personnaliser')}
${countdown('cd', 4 * 86400 + 7 * 3600)}`,
  }),
},
];
