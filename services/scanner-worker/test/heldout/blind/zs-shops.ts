import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, cookieBar, countdown, products, cartScript, cardFields, cardFormat, relay, trustBadges, logo } from '../parts/zs-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const vorkasse = (iban: string, name: string) => `<div class="card"><h3>Zahlung per Vorkasse (3 % Skonto)</h3>
<p>Bitte überweisen Sie den Gesamtbetrag innerhalb von 24 Stunden. Ihre Ware wird nach Zahlungseingang reserviert und versendet.</p>
<table><tr><td>Empfänger:</td><td><b>${name}</b></td></tr><tr><td>IBAN:</td><td><b>${iban}</b></td></tr><tr><td>Verwendungszweck:</td><td><b id="ref"></b></td></tr></table>
<p class="small">Aus technischen Gründen sind PayPal und Kreditkarte derzeit nicht verfügbar.</p></div>`;

export const entries: Entry[] = [
  {
    id: 'zs-shop-closing-down-garden-de',
    label: 'scam',
    kind: 'fake-shop-closing-down',
    url: 'https://gartenmoebel-lagerverkauf-hofmann.de/',
    body: doc({ lang: 'de', title: 'Hofmann Gartenmöbel – Räumungsverkauf wegen Geschäftsaufgabe', body: `<div class="banner">GESCHÄFTSAUFGABE – ALLES MUSS RAUS! Bis zu 85 % Rabatt · Noch <span id="cd"></span> Minuten</div>
<header class="top">${logo('Hofmann Garten', '#2f7d32', 'wave')}<nav><a href="#">Lounge</a><a href="#">Essgruppen</a><a href="#">Sonnenschirme</a><a href="#">Warenkorb (<span id="cartCount">0</span>)</a></nav></header>
<main><h1>Nach 38 Jahren schließen wir unsere Türen</h1><p>Liebe Kundinnen und Kunden, aus gesundheitlichen Gründen geben wir unser Familiengeschäft auf. Der gesamte Lagerbestand wird zu Tiefstpreisen abverkauft. Nur solange der Vorrat reicht!</p>
${products([['Polyrattan Lounge-Set „Marbella“ 7-tlg.', '1.899,00 €', '279,00 €'], ['Teak Esstisch 220 cm + 8 Stühle', '3.450,00 €', '389,00 €'], ['Ampelschirm 3,5 m mit Sockel', '549,00 €', '69,00 €'], ['Strandkorb Ostsee XL Volllieger', '1.290,00 €', '189,00 €'], ['Gasgrill 4+1 Brenner Edelstahl', '899,00 €', '119,00 €'], ['Hollywoodschaukel Premium', '699,00 €', '89,00 €']])}
<p style="margin-top:24px"><a class="btn" href="/kasse">Zur Kasse</a></p>${trustBadges}
<p class="muted">★★★★★ 4,9/5 aus 12.874 Bewertungen · Kostenloser Versand in DE/AT · 30 Tage Rückgabe</p></main>
${footer('de', 'Hofmann Gartenmöbel', '<p>Kontakt: info@gartenmoebel-lagerverkauf-hofmann.de · WhatsApp +44 7520 638119</p>')}${cookieBar('de')}`, script: cartScript + countdown('cd', 14) }),
    routes: {
      'gartenmoebel-lagerverkauf-hofmann.de/kasse': htmlRoute(doc({ lang: 'de', title: 'Kasse – Hofmann Gartenmöbel', body: `<main class="center" style="max-width:620px"><h1>Bestellung abschließen</h1>
<form id="o" class="card"><label>Vor- und Nachname</label><input name="name" required><label>Straße, Hausnummer</label><input name="street" required><div class="row"><div><label>PLZ</label><input name="zip"></div><div><label>Ort</label><input name="city"></div></div><label>E-Mail</label><input name="email" type="email"><label>Telefon</label><input name="phone"><button class="btn" style="margin-top:16px">Zahlungspflichtig bestellen</button></form>
<div id="pay" hidden>${vorkasse('LT52 3250 0247 1983 5561', 'M. Kowalczyk Handel')}</div></main>`, script: `document.getElementById('o').onsubmit=function(e){e.preventDefault();document.getElementById('ref').textContent='HG-'+Math.floor(100000+Math.random()*899999);document.getElementById('pay').hidden=false;this.hidden=true;fetch('/api/order.php',{method:'POST',body:new FormData(this)})}` })),
    },
  },
  {
    id: 'zs-shop-sneaker-outlet-nl',
    label: 'scam',
    kind: 'fake-shop-brand-outlet',
    url: 'https://sneakersoutletnederland.shop/collections/sale',
    body: doc({ lang: 'nl', title: 'Sneakers Outlet Nederland | Tot 70% korting op alle merken', body: `<div class="banner" style="background:#111">GRATIS VERZENDING · BLACK WEEK: EXTRA 20% MET CODE BW20 · OP=OP</div>
<header class="top"><b style="font-size:22px;letter-spacing:2px">SNEAKERS OUTLET NL</b><nav><a href="#">Heren</a><a href="#">Dames</a><a href="#">Kids</a><a href="#">Winkelwagen (<span id="cartCount">0</span>)</a></nav></header>
<main><h1>Sale – alle sneakers</h1><p class="muted">142 producten · Sorteer op: Populariteit</p>
${products([['Nike Air Max 90 Wit/Zwart', '€149,99', '€44,95'], ['Adidas Samba OG', '€119,95', '€39,95'], ['New Balance 550 Groen', '€129,99', '€42,50'], ['Nike Dunk Low Panda', '€119,99', '€37,99'], ['Asics Gel-Kayano 14', '€159,95', '€49,95'], ['Jordan 1 Mid Chicago', '€139,99', '€45,00']], 'In winkelwagen')}
<p style="margin-top:20px"><a class="btn" href="/checkout">Afrekenen</a></p>
<div class="card" style="margin-top:20px"><b>Waarom zo goedkoop?</b> Wij kopen restpartijen direct in bij de fabriek en geven de korting aan u door. Alle producten zijn 100% origineel.</div></main>
${footer('nl', 'Sneakers Outlet Nederland', '<p>Adres: Kalverstraat 1, Amsterdam · KvK in aanvraag · service@sneakersoutletnederland.shop</p>')}${cookieBar('nl')}`, script: cartScript }),
    routes: {
      'sneakersoutletnederland.shop/checkout': htmlRoute(doc({ lang: 'nl', title: 'Afrekenen', body: `<main class="center" style="max-width:560px"><h1>Afrekenen</h1><form id="f" class="card" action="/pay.php" method="post">
<label>E-mailadres</label><input name="email" type="email" required><label>Naam</label><input name="name"><label>Adres</label><input name="addr"><label>Postcode en plaats</label><input name="pc">
<h3>Betaling</h3><p class="small">iDEAL is tijdelijk niet beschikbaar. Betaal veilig met creditcard.</p>${cardFields({ name: 'Naam op kaart', num: 'Kaartnummer', exp: 'Vervaldatum', cvc: 'CVC' })}
<button class="btn" style="margin-top:14px;width:100%">Bestelling plaatsen – €44,95</button></form></main>`, script: cardFormat })),
    },
  },
  {
    id: 'zs-shop-heatpump-crypto-pay-da',
    label: 'scam',
    kind: 'fake-shop-transfer-only',
    url: 'https://varmepumpe-lagersalg.dk/produkt/luft-vand-12kw',
    body: doc({ lang: 'da', title: 'Luft/vand varmepumpe 12 kW – Lagersalg 2.999 kr.', body: `<header class="top">${logo('VarmepumpeLager', '#e5531a', 'circle')}<nav><a href="#">Varmepumper</a><a href="#">Solceller</a><a href="#">Kontakt</a></nav></header>
<main><div class="card"><div class="row"><div><div class="prod"><div class="img" style="height:300px"></div></div></div><div><h1>Luft/vand varmepumpe 12 kW A+++</h1>
<p><span class="was">54.995 kr.</span><span class="now">2.999 kr.</span></p><p>Kun <b>3 stk.</b> tilbage på lager. <b>27 personer</b> kigger på dette produkt lige nu.</p>
<p>Fabriksny, fuld garanti. Inklusive gratis levering i hele Danmark. Installation kan bestilles.</p>
<form id="b"><label>Navn</label><input name="navn" required><label>Telefon</label><input name="tlf" required><label>Leveringsadresse</label><input name="adr" required>
<label>Betalingsmetode</label><select name="pay"><option value="bank">Bankoverførsel (hurtigst)</option><option value="usdt">USDT / Bitcoin (-10 %)</option></select>
<button class="btn" style="margin-top:14px">Køb nu</button></form><div id="info" class="card" hidden></div></div></div></div></main>${footer('da', 'VarmepumpeLager ApS')}`, script: `document.getElementById('b').onsubmit=function(e){e.preventDefault();var p=this.pay.value;var i=document.getElementById('info');i.hidden=false;i.innerHTML=p==='bank'?'<b>Overfør 2.999 kr. til:</b><br>Reg.nr. 9570 Konto 0012 448 731<br>Modtager: Holm Trading<br>Tekst: ordrenummer '+(4000+Math.floor(Math.random()*999)):'<b>Send 2.699 kr. i USDT (TRC20) til:</b><br>TXf3QjW7cV9Z2pq4h1RkD8mA6eNsLbGyu5<br>Send kvittering på WhatsApp +45 52 71 98 03';fetch('/order',{method:'POST',body:new FormData(this)})}` }),
  },
  {
    id: 'zs-shop-cast-iron-pans-uk-social-ad',
    label: 'scam',
    kind: 'fake-shop-closing-down',
    url: 'https://www.ellisandsonscookware.co.uk/products/closing-down',
    body: doc({ lang: 'en', title: 'Ellis & Sons Cookware – Closing Down Sale', body: `<header class="top"><b style="font-family:Georgia;font-size:24px">Ellis &amp; Sons</b><span class="muted">Est. 1962 · Sheffield</span></header>
<main><div class="card" style="background:#fff8e6"><h1 style="font-family:Georgia">A heartfelt goodbye from our family</h1><p>After 60 years our little shop in Sheffield is closing for good. My father started Ellis &amp; Sons with nothing but a workbench. Rising costs have made it impossible to continue. We would rather our pans go to families who will love them than sit in a warehouse – so everything is <b>80% off</b> until stock runs out.</p><p>— Margaret Ellis</p></div>
${products([['Cast iron skillet 28cm (lifetime warranty)', '£89.00', '£17.95'], ['Copper saucepan set 5pc', '£349.00', '£49.95'], ['Carbon steel wok 34cm', '£79.00', '£15.95'], ['Dutch oven 6L enamel', '£159.00', '£24.95']], 'Add to basket')}
<p style="margin-top:20px"><a class="btn" href="https://ellisandsons-checkout.myshopify-pay.com/c/8812">Checkout securely</a></p>
<p class="muted">Orders ship in 10–25 working days from our fulfilment partner. Due to high demand we cannot answer phone calls.</p></main>${footer('en', 'Ellis & Sons Ltd', '<p>Registered address: 12 Unit, Industrial Estate, Sheffield · support@ellisandsonscookware.co.uk</p>')}`, script: cartScript }),
  },
  {
    id: 'zs-shop-real-checkout-card-sv',
    label: 'clean',
    kind: 'checkout-card-own-domain',
    url: 'https://www.nordiskahemtextil.se/kassa',
    body: doc({ lang: 'sv', title: 'Kassa – Nordiska Hemtextil', head: '<script src="/js/checkout.bundle.js" defer></script>', body: `<header class="top">${logo('Nordiska Hemtextil', '#4a6fa5')}<span class="muted">Säker kassa 🔒</span></header>
<main style="max-width:900px"><div class="row"><form id="co" class="card" action="/kassa/betala" method="post"><h2>Leveransuppgifter</h2>
<label>E-post</label><input name="email" type="email" autocomplete="email" required><div class="row"><div><label>Förnamn</label><input name="fn" autocomplete="given-name"></div><div><label>Efternamn</label><input name="ln" autocomplete="family-name"></div></div>
<label>Adress</label><input name="street" autocomplete="street-address"><div class="row"><div><label>Postnummer</label><input name="zip" autocomplete="postal-code"></div><div><label>Ort</label><input name="city"></div></div>
<h2>Betalning</h2><label><input type="radio" name="m" value="klarna" checked style="width:auto"> Klarna – faktura eller delbetalning</label><label><input type="radio" name="m" value="swish" style="width:auto"> Swish</label><label><input type="radio" name="m" value="card" style="width:auto"> Kort</label>
<div id="cardbox">${cardFields({ name: 'Namn på kortet', num: 'Kortnummer', exp: 'Giltigt till', cvc: 'CVC' })}</div>
<button class="btn" style="margin-top:16px;width:100%">Slutför köp – 1 147 kr</button><p class="small">Kortbetalningar hanteras av vår betalleverantör och verifieras med BankID/3-D Secure. Vi lagrar aldrig dina kortuppgifter.</p></form>
<div class="card" style="max-width:300px"><h3>Din order</h3><p>Linnelakan 240×260 natur ×1 – 699 kr</p><p>Örngott 50×60 ×2 – 398 kr</p><p>Frakt (PostNord ombud) – 50 kr</p><hr><b>Totalt 1 147 kr</b><p class="small">varav moms 229,40 kr</p></div></div></main>
${footer('sv', 'Nordiska Hemtextil AB', '<p>Org.nr 556812-4471 · Kundtjänst 031-711 20 40 · Magasinsgatan 9, 411 18 Göteborg</p>')}`, script: cardFormat }),
    routes: { 'www.nordiskahemtextil.se/js/checkout.bundle.js': { status: 200, headers: { 'content-type': 'application/javascript' }, body: `(function(){var f=document.getElementById('co');var box=document.getElementById('cardbox');function upd(){var m=f.querySelector('input[name=m]:checked').value;box.style.display=m==='card'?'':'none';box.querySelectorAll('input').forEach(function(i){i.required=m==='card'})}f.querySelectorAll('input[name=m]').forEach(function(r){r.addEventListener('change',upd)});upd();})();` } },
  },
  {
    id: 'zs-shop-real-outlet-clearance-uk',
    label: 'clean',
    kind: 'shop-sale-real',
    url: 'https://www.hallamkitchenware.co.uk/clearance',
    body: doc({ lang: 'en', title: 'Clearance – up to 50% off | Hallam Kitchenware', body: `<header class="top">${logo('Hallam Kitchenware', '#8a5a2b')}<nav><a href="/cookware">Cookware</a><a href="/knives">Knives</a><a href="/clearance">Clearance</a><a href="/account/login">Sign in</a><a href="/basket">Basket (<span id="cartCount">0</span>)</a></nav></header>
<main><h1>Clearance</h1><p>Discontinued lines and ex-display items. Limited stock, no further reductions. Standard returns apply (30 days) — your statutory rights are not affected.</p>
${products([['Hallam tri-ply frying pan 24cm (discontinued handle)', '£64.00', '£38.40'], ['Ex-display stockpot 9L', '£95.00', '£57.00'], ['Santoku knife 18cm – old packaging', '£49.00', '£29.40']], 'Add to basket')}
<div class="card" style="margin-top:20px">Delivery by Royal Mail Tracked 48 (£3.95, free over £50). Pay by card, Apple Pay, PayPal or Clearpay.</div></main>
${footer('en', 'Hallam Kitchenware Ltd', '<p>Company no. 08814231 · VAT GB 178 4410 26 · Unit 4, Shoreham Street, Sheffield S1 4SP · 0114 270 5522</p>')}${cookieBar('en')}`, script: cartScript }),
  },
  {
    id: 'zs-shop-real-price-comparison-nl',
    label: 'clean',
    kind: 'price-comparison',
    url: 'https://www.prijsvergelijk-nu.nl/product/airfryer-xxl-6l',
    body: doc({ lang: 'nl', title: 'Airfryer XXL 6 liter – prijzen vergelijken (14 winkels)', body: `<header class="top"><b>prijsvergelijk<span style="color:#e67e22">.nu</span></b><form action="/zoek"><input name="q" placeholder="Zoek product" style="width:300px"></form></header>
<main><h1>Airfryer XXL 6 liter, zwart</h1><p class="muted">Laagste prijs ooit: €119 · Prijsverloop 90 dagen ↓ 12%</p>
<div class="card"><table style="width:100%;border-collapse:collapse">${[['Coolblue', '€139,00', 'Morgen in huis', '9,2'], ['bol', '€134,99', '1-2 werkdagen', '8,7'], ['MediaMarkt', '€139,00', 'Afhalen vandaag', '8,4'], ['Elektroshop Rijswijk', '€127,50', '2-3 werkdagen', '8,9'], ['huishoudshop24.nl', '€89,00', 'Onbekend', '—']].map(([s, p, d, r]) => `<tr style="border-bottom:1px solid #eee"><td style="padding:10px">${s}</td><td>${p}</td><td>${d}</td><td>Beoordeling ${r}</td><td><a class="btn alt" rel="nofollow sponsored" href="/out?shop=${encodeURIComponent(s)}&p=88213">Naar winkel</a></td></tr>`).join('')}</table>
<p class="small">⚠ Let op: huishoudshop24.nl heeft geen beoordelingen en is pas 3 weken oud. Lees onze tips over <a href="/tips/nepwebwinkels">hoe je een nepwebwinkel herkent</a>.</p></div></main>${footer('nl', 'Prijsvergelijk.nu B.V.')}` }),
  },
  {
    id: 'zs-shop-real-small-shop-login-da',
    label: 'clean',
    kind: 'small-business-login',
    url: 'https://www.keramikvaerkstedet-aarhus.dk/konto/log-ind',
    body: doc({ lang: 'da', title: 'Log ind – Keramikværkstedet Aarhus', body: `<header class="top">${logo('Keramikværkstedet', '#b0643a', 'circle')}<nav><a href="/shop">Shop</a><a href="/kurser">Kurser</a><a href="/kurv">Kurv</a></nav></header>
<main class="center"><div class="card"><h1>Log ind på din konto</h1><p class="muted">Se dine holdtilmeldinger og ordrer.</p><form method="post" action="/konto/log-ind"><input type="hidden" name="csrf" value="b7e1c0f4a99d2e">
<label>E-mail</label><input name="email" type="email" autocomplete="username" required><label>Adgangskode</label><input name="password" type="password" autocomplete="current-password" required>
<button class="btn" style="margin-top:14px;width:100%">Log ind</button></form><p><a href="/konto/glemt-kode">Glemt adgangskode?</a> · <a href="/konto/opret">Opret konto</a></p></div></main>
${footer('da', 'Keramikværkstedet Aarhus v/ Sofie Lund', '<p>CVR 38 44 12 07 · Jægergårdsgade 61, 8000 Aarhus C</p>')}` }),
  },
  {
    id: 'zs-shop-social-ad-redirect-chain-sv',
    label: 'scam',
    kind: 'fake-shop-redirect',
    url: 'https://l.kampanj-erbjudande.se/r/kE9x2',
    routes: {
      'l.kampanj-erbjudande.se/r/kE9x2': redirectRoute(302, 'https://trk.adsflowpro.top/click?cid=9912&src=fb'),
      'trk.adsflowpro.top/click': htmlRoute(`<!doctype html><meta charset="utf-8"><title></title><script>if(/bot|crawl|spider|headless/i.test(navigator.userAgent)){location.replace('https://www.ikea.com/se/sv/')}else{location.replace('https://www.jysk-lagerrensning.shop/sv/?utm_source=fb')}</script>`),
      'www.jysk-lagerrensning.shop/sv/': htmlRoute(doc({ lang: 'sv', title: 'LAGERRENSNING – Allt måste bort! −90 %', body: `<div class="banner">Lagret stänger – allt säljs ut. Endast idag!</div><header class="top"><b style="background:#143c8a;color:#fff;padding:4px 10px">JYSK</b><nav><a href="#">Sängar</a><a href="#">Soffor</a><a href="#">Kundkorg (<span id="cartCount">0</span>)</a></nav></header>
<main><h1>Lagerrensning</h1>${products([['Kontinentalsäng 180×200 Premium', '12 999 kr', '499 kr'], ['Hörnsoffa Vejle grå', '9 995 kr', '399 kr'], ['Dun-täcke 150×210', '1 299 kr', '99 kr']], 'Lägg i kundkorg')}
<form id="p" class="card" style="margin-top:20px"><h3>Betala</h3><label>E-post</label><input name="email">${cardFields({ name: 'Kortinnehavare', num: 'Kortnummer', exp: 'Utgång', cvc: 'CVC' })}<button class="btn" style="margin-top:10px">Betala</button></form></main>`, script: cartScript + cardFormat + `document.getElementById('p').onsubmit=function(e){e.preventDefault();fetch('/api/checkout',{method:'POST',body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(){location.href='/sv/3ds'})}` })),
    },
  },
];
