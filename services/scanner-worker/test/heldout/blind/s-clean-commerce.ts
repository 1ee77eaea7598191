import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: clean-commerce (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.sneakerhalle.de';
  const t = tracker(h, 'matomo', '3');
  return E({
    id: 's-clean-shop-sneaker-sale-de',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${h}/sale/`,
    body: doc({
      lang: 'de',
      title: 'Sale – Sneaker bis zu 60 % reduziert | Sneakerhalle',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;color:#222}header{display:flex;justify-content:space-between;padding:14px 30px;background:#fff;border-bottom:1px solid #ddd}header nav a{margin:0 10px;color:#222;text-decoration:none}.filter{padding:10px 30px;background:#f5f5f5;font-size:13px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:20px 30px}.a img{width:100%;height:180px;background:#eee}.a .r{color:#d00}.a s{color:#888;font-size:13px}footer{background:#222;color:#bbb;padding:24px 30px;font-size:12px}footer a{color:#ddd}`,
      body: `<header><b style="font-size:22px">SNEAKERHALLE</b><nav><a href="/herren/">Herren</a><a href="/damen/">Damen</a><a href="/kinder/">Kinder</a><a href="/marken/">Marken</a><a href="/sale/" style="color:#d00">Sale</a></nav><span><a href="/konto/">Mein Konto</a> · <a href="/warenkorb/">Warenkorb</a></span></header>
<div class="filter">248 Artikel · Filtern: Marke ▾ Größe ▾ Farbe ▾ Preis ▾ · Sortieren: Größter Rabatt ▾</div>
<div class="grid">
<div class="a"><img src="/bilder/nb574.png" alt=""><p>New Balance 574 Core</p><p><s>UVP 99,99 €</s> <span class="r">49,99 € (-50 %)</span></p></div>
<div class="a"><img src="/bilder/airmax90.png" alt=""><p>Nike Air Max 90</p><p><s>UVP 149,99 €</s> <span class="r">89,99 € (-40 %)</span></p></div>
<div class="a"><img src="/bilder/gazelle.png" alt=""><p>adidas Gazelle</p><p><s>UVP 109,99 €</s> <span class="r">65,99 € (-40 %)</span></p></div>
<div class="a"><img src="/bilder/asics.png" alt=""><p>ASICS GEL-Kayano 14</p><p><s>UVP 159,95 €</s> <span class="r">63,98 € (-60 %)</span></p></div></div>
<p style="padding:0 30px;font-size:12px;color:#666">Streichpreise sind unverbindliche Preisempfehlungen des Herstellers. Solange der Vorrat reicht. Zahlung per PayPal, Kreditkarte, Klarna Rechnung, Apple Pay oder Vorkasse. Versand mit DHL, ab 50 € versandkostenfrei. 30 Tage kostenlose Rücksendung.</p>
<footer>Sneakerhalle GmbH · Hafenstraße 12 · 20359 Hamburg · Amtsgericht Hamburg HRB 145872 · USt-IdNr. DE301188452 · <a href="/impressum/">Impressum</a> · <a href="/agb/">AGB</a> · <a href="/widerruf/">Widerrufsbelehrung</a> · <a href="/datenschutz/">Datenschutz</a> · Trusted Shops zertifiziert</footer>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['nb574.png', 'airmax90.png', 'gazelle.png', 'asics.png'], 'bilder') },
  });
})(),

(() => {
  const h = 'www.ironbridgetools.co.uk';
  return E({
    id: 's-clean-shop-tools-clearance-uk',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${h}/clearance`,
    body: doc({
      lang: 'en-GB',
      title: 'Clearance – Ex-Display & End of Line Power Tools | Ironbridge Tools',
      css: `body{margin:0;font-family:Arial;color:#222}.top{background:#003b5c;color:#fff;padding:12px 30px;display:flex;justify-content:space-between}.usp{background:#ffc20e;padding:6px 30px;font-size:13px}.w{max-width:1100px;margin:auto;padding:20px}.l{display:flex;gap:14px;border-bottom:1px solid #ddd;padding:12px 0}.l img{width:100px;height:90px;background:#eee}.l .p{margin-left:auto;text-align:right}.was{color:#666;font-size:12px}.now{font-size:20px;color:#c00;font-weight:bold}.tag{font-size:11px;background:#eee;padding:2px 6px}footer{background:#f1f1f1;padding:20px 30px;font-size:12px}`,
      body: `<div class="top"><b>IRONBRIDGE TOOLS</b><span>Trade counter: Telford · Mon–Fri 7:30–17:00 · 01952 555 014</span></div>
<div class="usp">Free delivery over £50 · Click &amp; Collect in 1 hour · 30-day returns · Trade accounts available</div>
<div class="w"><h1>Clearance</h1><p>End-of-line, ex-display and packaging-damaged stock. All items are checked by our workshop and carry the full manufacturer warranty unless stated. Limited quantities.</p>
<div class="l"><img src="/img/dck.png" alt=""><div><b>DeWalt DCK2062D2T 18V Combi &amp; Impact Kit</b><br><span class="tag">End of line</span></div><div class="p"><div class="was">Was £299.98</div><div class="now">£219.98</div><button>Add to basket</button></div></div>
<div class="l"><img src="/img/mak.png" alt=""><div><b>Makita DHP485Z 18V Combi Drill (Body Only)</b><br><span class="tag">Packaging damaged</span></div><div class="p"><div class="was">Was £89.99</div><div class="now">£64.99</div><button>Add to basket</button></div></div>
<div class="l"><img src="/img/bosch.png" alt=""><div><b>Bosch GST 18V-125 Jigsaw (ex-display)</b><br><span class="tag">Ex-display · 12 month warranty</span></div><div class="p"><div class="was">Was £249.00</div><div class="now">£169.00</div><button>Add to basket</button></div></div>
<p style="font-size:12px;color:#555">We accept Visa, Mastercard, Amex, PayPal and Klarna. Trade account holders can pay on 30-day terms. Ironbridge Tools will never ask you to pay by bank transfer for online orders.</p></div>
<footer>Ironbridge Tools Ltd, Unit 7 Halesfield 19, Telford TF7 4QT. Registered in England No. 06114820. VAT No. GB 912 3310 48. <a href="/terms">Terms &amp; Conditions</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a></footer>`,
    }),
    routes: imgs(h, ['dck.png', 'mak.png', 'bosch.png']),
  });
})(),

(() => {
  const h = 'www.fietsenhuis-devries.nl';
  return E({
    id: 's-clean-shop-ebike-nl',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${h}/e-bikes/showroommodellen`,
    body: doc({
      lang: 'nl',
      title: 'Showroommodellen e-bikes met korting | Fietsenhuis De Vries Amersfoort',
      css: `body{margin:0;font-family:Arial;color:#222}.h{background:#e85d04;color:#fff;padding:14px 28px}.nav{background:#fff;border-bottom:1px solid #ddd;padding:8px 28px}.nav a{margin-right:14px;color:#333}.w{max-width:1000px;margin:auto;padding:20px}.b{display:flex;gap:16px;border:1px solid #eee;padding:12px;margin:10px 0}.b img{width:180px;height:120px;background:#eee}.van{text-decoration:line-through;color:#888}.voor{color:#e85d04;font-size:22px;font-weight:bold}.info{background:#fff4e6;padding:12px}footer{font-size:12px;color:#666;padding:20px 28px;border-top:1px solid #eee}`,
      body: `<div class="h"><b>Fietsenhuis De Vries</b> · Sinds 1974 in Amersfoort</div>
<div class="nav"><a href="/e-bikes">E-bikes</a><a href="/stadsfietsen">Stadsfietsen</a><a href="/werkplaats">Werkplaats</a><a href="/lease">Fietslease</a><a href="/contact">Contact &amp; route</a></div>
<div class="w"><h1>Showroommodellen &amp; 2025-modellen</h1><p>Om ruimte te maken voor de nieuwe collectie verkopen we een aantal showroom- en demomodellen met flinke korting. Alle fietsen worden afleveringsklaar gemaakt in onze eigen werkplaats.</p>
<div class="b"><img src="/img/gazelle.png" alt=""><div><b>Gazelle Grenoble C7 HMB Elite 500Wh (2025)</b><br>Framemaat 53 · demomodel, 86 km gereden<br><span class="van">€ 3.299</span> <span class="voor">€ 2.399</span></div></div>
<div class="b"><img src="/img/sparta.png" alt=""><div><b>Sparta c-Grid Energy M7b 400Wh</b><br>Framemaat 50 · showroommodel<br><span class="van">€ 2.599</span> <span class="voor">€ 1.999</span></div></div>
<div class="info">Je kunt een proefrit maken in de winkel (Utrechtseweg 112). Online reserveren kan met iDEAL, creditcard of in termijnen via in3. Fabrieksgarantie blijft volledig van kracht; bij aflevering krijg je gratis de eerste onderhoudsbeurt.</div></div>
<footer>Fietsenhuis De Vries B.V. · Utrechtseweg 112, 3818 ET Amersfoort · KvK 31045571 · BOVAG-lid · <a href="/voorwaarden">Algemene voorwaarden</a> · <a href="/privacy">Privacyverklaring</a></footer>`,
    }),
    routes: imgs(h, ['gazelle.png', 'sparta.png']),
  });
})(),

(() => {
  const h = 'www.maison-atelier-meubles.fr';
  return E({
    id: 's-clean-shop-furniture-soldes-fr',
    label: 'clean',
    kind: 'shop-sale',
    url: `https://${h}/soldes/canapes`,
    body: doc({
      lang: 'fr',
      title: 'Soldes canapés jusqu\'à -50 % | Maison Atelier',
      css: `body{margin:0;font-family:"Lato",Arial;color:#2d2a26;background:#fff}.bn{background:#c44536;color:#fff;text-align:center;padding:8px;font-size:14px}header{display:flex;justify-content:space-between;padding:16px 36px;border-bottom:1px solid #eee}header a{margin:0 8px;color:#2d2a26;text-decoration:none}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:24px 36px}.c img{width:100%;height:200px;background:#efe9e1}.c .x{color:#c44536;font-weight:bold}.c s{color:#999}.m{font-size:12px;color:#666;padding:0 36px}footer{background:#f4f0ea;padding:24px 36px;font-size:12px}`,
      body: `<div class="bn">SOLDES D'HIVER : jusqu'à -50 % sur une sélection · Livraison offerte dès 1 000 €</div>
<header><b style="font-size:22px">Maison Atelier</b><nav><a href="/salon">Salon</a><a href="/salle-a-manger">Salle à manger</a><a href="/chambre">Chambre</a><a href="/deco">Déco</a><a href="/magasins">Nos magasins</a><a href="/soldes" style="color:#c44536">Soldes</a></nav></header>
<div class="grid"><div class="c"><img src="/img/oslo.png" alt=""><h3>Canapé d'angle Oslo, tissu chiné</h3><s>1 599 €</s> <span class="x">959 €</span></div><div class="c"><img src="/img/milo.png" alt=""><h3>Canapé 3 places Milo, velours côtelé</h3><s>1 290 €</s> <span class="x">645 €</span></div><div class="c"><img src="/img/ines.png" alt=""><h3>Fauteuil Inès, bouclette</h3><s>549 €</s> <span class="x">384 €</span></div></div>
<p class="m">Soldes du 7 janvier au 3 février 2026 inclus, dans la limite des stocks disponibles. Prix de référence : prix le plus bas pratiqué au cours des 30 jours précédant la réduction. Paiement sécurisé par CB, Visa, Mastercard, PayPal ou en 3x/4x avec Alma. Droit de rétractation de 14 jours.</p>
<footer>Maison Atelier SAS · 18 rue du Faubourg Saint-Antoine, 75012 Paris · RCS Paris 812 004 551 · <a href="/cgv">CGV</a> · <a href="/mentions-legales">Mentions légales</a> · <a href="/confidentialite">Confidentialité</a> · Service client : 01 84 55 09 30 du lundi au samedi</footer>`,
    }),
    routes: imgs(h, ['oslo.png', 'milo.png', 'ines.png']),
  });
})(),

(() => {
  const h = 'www.swapnest.com';
  return E({
    id: 's-clean-marketplace-listing-safety',
    label: 'clean',
    kind: 'marketplace',
    url: `https://${h}/item/ps5-slim-disc-edition-2-controllers-8812044`,
    body: doc({
      title: 'PS5 Slim Disc Edition + 2 controllers – $380 – Austin, TX | SwapNest',
      css: `body{margin:0;font-family:system-ui,Arial;background:#f0f2f5;color:#1c1e21}.h{background:#fff;padding:10px 24px;display:flex;justify-content:space-between;box-shadow:0 1px 2px rgba(0,0,0,.1)}.w{max-width:1000px;margin:20px auto;display:flex;gap:20px}.gal{flex:2;background:#000;height:420px}.gal img{width:100%;height:420px}.side{flex:1;background:#fff;padding:16px;border-radius:8px}.pr{font-size:24px;font-weight:bold}.tip{background:#fff8e1;border-radius:8px;padding:10px;font-size:13px;margin-top:12px}.btn{display:block;width:100%;background:#1877f2;color:#fff;border:0;padding:10px;border-radius:6px;margin-top:8px}`,
      body: `<div class="h"><b style="color:#1877f2;font-size:20px">SwapNest</b><input placeholder="Search SwapNest" style="width:320px;padding:6px"><span><a href="/sell">Sell</a> · <a href="/inbox">Inbox</a></span></div>
<div class="w"><div class="gal"><img src="/photos/8812044-1.png" alt="PS5"></div><div class="side"><h1 style="font-size:20px">PS5 Slim Disc Edition + 2 controllers</h1><p class="pr">$380</p><p>Listed 3 days ago in Austin, TX · Condition: Used – like new</p><p>Bought last Christmas, barely used. Comes with original box, 2 DualSense controllers and charging dock. Local pickup only near the Domain, can test it before buying.</p>
<p><b>Seller:</b> Marco R. · Joined 2019 · ⭐ 4.9 (37 ratings) · Usually responds within an hour</p>
<button class="btn">Message seller</button><button class="btn" style="background:#e4e6eb;color:#050505">Save</button>
<div class="tip"><b>Stay safe:</b> Meet in a public place and inspect the item before you pay. Don't pay deposits or shipping to people you haven't met, and never share verification codes. SwapNest will never ask you to pay outside the app or confirm a sale on another website. <a href="/safety">Learn more</a></div></div></div>`,
    }),
    routes: imgs(h, ['8812044-1.png'], 'photos'),
  });
})(),

(() => {
  const h = 'www.autotargowisko.pl';
  const t = tracker(h, 'gtag', 'G-ATPL551900');
  return E({
    id: 's-clean-marketplace-car-pl',
    label: 'clean',
    kind: 'marketplace',
    url: `https://${h}/oferta/toyota-corolla-1-8-hybrid-2021-ID6Hq2vX.html`,
    body: doc({
      lang: 'pl',
      title: 'Toyota Corolla 1.8 Hybrid 2021 – 72 900 zł – Poznań | AutoTargowisko',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;background:#f2f4f5;color:#002f34}.h{background:#002f34;color:#fff;padding:12px 24px}.w{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:2fr 1fr;gap:16px}.box{background:#fff;padding:16px;border-radius:4px}.pr{font-size:28px;font-weight:bold}.par{display:grid;grid-template-columns:1fr 1fr;gap:6px;font-size:14px}.par div{background:#f2f4f5;padding:6px}.bez{font-size:13px;background:#e6f7f5;padding:10px;border-radius:4px}`,
      body: `<div class="h"><b>AutoTargowisko.pl</b> · Samochody osobowe › Toyota › Corolla</div>
<div class="w"><div class="box"><img src="/zdjecia/ID6Hq2vX-1.png" width="620" height="380" alt=""><h1>Toyota Corolla 1.8 Hybrid Comfort, salon PL, serwisowana ASO</h1><div class="par"><div>Rok produkcji: 2021</div><div>Przebieg: 58 400 km</div><div>Paliwo: Hybryda</div><div>Skrzynia: Automatyczna</div><div>Kraj pochodzenia: Polska</div><div>Bezwypadkowy: Tak</div></div><p>Pierwszy właściciel, faktura VAT marża. Pełna historia serwisowa w ASO Toyota Poznań. Możliwość sprawdzenia w dowolnej stacji diagnostycznej. Zapraszam na jazdę próbną.</p></div>
<div><div class="box"><p class="pr">72 900 zł</p><p>Do negocjacji</p><p><b>Paweł</b> · na AutoTargowisku od 2017<br>Poznań, Grunwald</p><button>Pokaż numer</button> <button>Napisz wiadomość</button></div>
<div class="box bez" style="margin-top:12px"><b>Bezpieczne zakupy</b><br>Nie wpłacaj zaliczek przed obejrzeniem auta. Sprawdź historię pojazdu w serwisie historiapojazdu.gov.pl. Uważaj na wiadomości z linkami do „płatności OLX/kurier" — nie klikaj w nie.</div></div></div>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['ID6Hq2vX-1.png'], 'zdjecia') },
  });
})(),
];
