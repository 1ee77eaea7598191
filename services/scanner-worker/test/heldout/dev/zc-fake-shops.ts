import { htmlRoute, type Entry } from '../entry.js';
import { doc, grid, header, footer, cookieBanner, images, dataLayer, metaPixel, faviconTag, brandIcons, pngR } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const SNK = 'sneakerwerk-outlet.shop';
const ELX = 'techdeals-clearance.co.uk';
const FUR = 'maison-liquidation-meubles.fr';
const PUP = 'goldenmeadowpuppies.com';
const CAR = 'autoimport-hamburg24.pl';
const TIX = 'entradas-festival-verano.es';
const MON = 'piumini-outlet-milano.it';
const GER = 'gereedschap-opheffing.nl';
const BAG = 'brand-select-tokyo.top';
const EBK = 'voltride-ebikes-clearance.com.au';
const CON = 'gamerzone-ofertas.com.br';
const PAR = 'exotic-parrots-home.com';

export const fakeShopsHosts = [SNK, ELX, FUR, PUP, CAR, TIX, MON, GER, BAG, EBK, CON, PAR];

export const entries: Entry[] = [
  {
    id: 'zc-shop-fashion-sneaker-checkout-prepay-de',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${SNK}/checkout/bestellung-abgeschlossen?order=SW-884213`,
    body: doc({
      lang: 'de',
      title: 'Bestellung erfolgreich – Sneakerwerk Outlet',
      head: `<link rel="icon" href="https://${SNK}/checkout/favicon.png">`,
      css: '.box{border:1px solid #ddd;border-radius:8px;padding:20px;margin:16px 0}.iban td{font-family:monospace;font-size:15px}',
      body: `${header({ brand: 'SNEAKERWERK', nav: [], right: '🔒 Sichere Kasse' })}
<main class="wrap" style="max-width:720px">
  <h1>Vielen Dank für Ihre Bestellung!</h1>
  <p>Bestellnummer: <b>SW-884213</b>. Ihre Bestellung ist reserviert für <b>24 Stunden</b>. Bitte überweisen Sie den Gesamtbetrag auf das unten stehende Konto. Nach Zahlungseingang wird Ihre Ware <b>sofort</b> versendet.</p>
  <div class="box">
    <h3>Zahlungsinformationen (Vorkasse – 3% Rabatt bereits abgezogen)</h3>
    <table class="iban">
      <tr><td>Kontoinhaber</td><td>Dragos M. Ionescu</td></tr>
      <tr><td>IBAN</td><td>LT83 3250 0241 6678 1123</td></tr>
      <tr><td>BIC</td><td>REVOLT21</td></tr>
      <tr><td>Verwendungszweck</td><td>SW884213 (bitte NUR die Nummer angeben!)</td></tr>
      <tr><td>Betrag</td><td><b>112,62 €</b></td></tr>
    </table>
    <p style="font-size:13px;color:#a00">Wichtig: Bitte geben Sie im Verwendungszweck keine Produktnamen wie "Nike" oder "Schuhe" an, da es sonst bei der Bank zu Verzögerungen kommt.</p>
  </div>
  <div class="box"><h3>Ihre Artikel</h3>
    <table><tr><td>Nike Air Jordan 1 Retro High OG "Chicago" – Gr. 43</td><td>39,95 €</td></tr><tr><td>Adidas Yeezy Boost 350 V2 Onyx – Gr. 42</td><td>44,95 €</td></tr><tr><td>Salomon XT-6 Black – Gr. 43</td><td>37,95 €</td></tr><tr><td>Versand (DHL Express)</td><td>0,00 €</td></tr><tr><td>Vorkasse-Rabatt 3%</td><td>-3,48 €</td></tr><tr><th>Gesamt</th><th>119,37 €</th></tr></table>
  </div>
  <p>Sie haben Fragen? Schreiben Sie uns per WhatsApp: +44 7459 120 884 (Mo–So 8–22 Uhr).</p>
</main>
${footer({ cols: [['Rechtliches', ['Impressum', 'AGB', 'Datenschutz']]], legal: '© 2025 Sneakerwerk Outlet GmbH' })}`,
    }),
    routes: { ...brandIcons(`${SNK}/checkout`, [20, 20, 20]) },
  },
  {
    id: 'zc-shop-electronics-clearance-uk',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${ELX}/product/apple-iphone-16-pro-max-256gb`,
    body: doc({
      lang: 'en-GB',
      title: 'Apple iPhone 16 Pro Max 256GB – Desert Titanium | TechDeals Clearance',
      head: faviconTag(ELX) + dataLayer('G-TDC22UK09'),
      css: '.pdp{display:grid;grid-template-columns:1fr 1fr;gap:36px;margin-top:24px}.price{font-size:34px;font-weight:800;color:#c00}.stock{color:#c00;font-weight:700}',
      body: `${header({ brand: 'TechDeals<span style="color:#f60">Clearance</span>', nav: ['Phones', 'Laptops', 'Gaming', 'TV &amp; Audio', 'Smart Home', 'Clearance'], top: 'UK stock · Next-day delivery · Warehouse closing down – final week!', right: 'Basket (1)' })}
<main class="wrap">
  <p style="font-size:13px;color:#777">Home › Phones › Apple › iPhone 16 Pro Max</p>
  <div class="pdp">
    <div><img src="https://${ELX}/media/iphone16pm.png" width="520" height="520" alt="iPhone" style="width:100%;background:#f2f2f2"></div>
    <div>
      <h1>Apple iPhone 16 Pro Max 256GB – Desert Titanium (Unlocked)</h1>
      <div>★★★★★ <a href="#reviews">2,318 reviews</a></div>
      <p><s>£1,199.00</s> <span class="price">£289.00</span> <span style="background:#c00;color:#fff;padding:2px 6px">SAVE 76%</span></p>
      <p class="stock">Only 3 left in stock – 41 people are viewing this item</p>
      <p>Brand new, sealed in box, full UK warranty. Ex-display clearance from our Manchester warehouse, which is closing permanently on Sunday.</p>
      <label>Colour</label><select><option>Desert Titanium</option><option>Natural Titanium</option><option>Black Titanium</option></select>
      <label>Payment</label>
      <div style="font-size:14px"><label style="display:flex;gap:8px;align-items:center"><input type="radio" name="pm" checked style="width:auto"> Bank transfer (Faster Payments) – <b>extra 10% off</b></label>
      <label style="display:flex;gap:8px;align-items:center"><input type="radio" name="pm" disabled style="width:auto"> Card payments temporarily unavailable due to provider maintenance</label></div>
      <button class="btn" style="background:#f60;color:#fff;width:100%;margin-top:16px;font-size:18px" onclick="location.href='/checkout'">Buy now – £260.10 with bank transfer</button>
      <p style="font-size:12px;color:#666">Orders paid before 2pm ship today. Our team will email your tracking number once payment clears.</p>
    </div>
  </div>
  <section id="reviews"><h2>Customer reviews</h2>
    <p><b>Sarah W.</b> ★★★★★ Couldn't believe the price, arrived next day, genuine phone.</p>
    <p><b>Tom H.</b> ★★★★★ Legit!! ordered 2 for me and my son.</p>
    <p><b>Priya</b> ★★★★★ Amazing service will definitely order again</p>
  </section>
</main>
${footer({ cols: [['Help', ['Delivery', 'Returns', 'Contact us']], ['Company', ['About TechDeals', 'Trade accounts']], ['Legal', ['Terms', 'Privacy', 'Cookies']]], legal: 'TechDeals Clearance Ltd, Unit 4 Trafford Park Way, Manchester M17 1AB. Registered in England &amp; Wales No. 12948830. VAT GB 382 1190 22.', pay: ['Bank Transfer', 'Visa', 'Mastercard', 'PayPal'] })}`,
    }),
    routes: { ...brandIcons(ELX, [255, 102, 0]), [`${ELX}/media/iphone16pm.png`]: pngR(200, 180, 150) },
  },
  {
    id: 'zc-shop-cars-import-deposit-pl',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${CAR}/oferta/bmw-x5-xdrive30d-2021`,
    body: doc({
      lang: 'pl',
      title: 'BMW X5 xDrive30d M-Pakiet 2021 – 89 900 zł | AutoImport Hamburg',
      head: faviconTag(CAR),
      css: '.spec td{font-size:14px}.cena{font-size:32px;color:#0a6;font-weight:800}',
      body: `${header({ brand: 'AutoImport Hamburg', nav: ['Oferty', 'Import na zamówienie', 'Jak kupić', 'Opinie', 'Kontakt'], bg: '#0d2a4a', fg: '#fff' })}
<main class="wrap">
  <h1>BMW X5 xDrive30d M-Pakiet, 2021, 68 000 km, bezwypadkowy</h1>
  <div style="display:grid;grid-template-columns:3fr 2fr;gap:24px">
    <div><img src="https://${CAR}/foto/x5-1.png" width="640" height="420" alt="BMW X5" style="width:100%;background:#ccc"></div>
    <div>
      <p class="cena">89 900 zł</p><p>Cena z transportem do Polski i rejestracją. Wartość rynkowa ok. 245 000 zł.</p>
      <p>Auto z likwidacji floty leasingowej w Niemczech – dlatego tak niska cena. Pełna historia serwisowa BMW, 2 kluczyki.</p>
      <h3>Jak kupić?</h3>
      <ol><li>Rezerwacja – zaliczka <b>5 000 zł</b> przelewem (zwrotna)</li><li>Transport lawetą pod Twój dom (3–5 dni)</li><li>Oględziny i zapłata reszty przy odbiorze</li></ol>
      <p>Numer konta do zaliczki: <b>PL 61 1090 1014 0000 0712 1981 2874</b><br>Odbiorca: AUTO HANDEL KOWALCZYK<br>Tytuł: rezerwacja X5 #1127</p>
      <p style="color:#c00">Zainteresowanie jest bardzo duże – rezerwacja obowiązuje kolejność wpłat.</p>
      <a class="btn" style="background:#0a6;color:#fff" href="https://wa.me/4915212345678">Napisz na WhatsApp</a>
    </div>
  </div>
  <table class="spec" style="margin-top:24px"><tr><td>Rok produkcji</td><td>2021</td></tr><tr><td>Przebieg</td><td>68 000 km</td></tr><tr><td>Silnik</td><td>3.0 diesel 286 KM</td></tr><tr><td>Skrzynia</td><td>automatyczna</td></tr><tr><td>VIN</td><td>WBACV610X0LM1*****</td></tr></table>
</main>
${footer({ cols: [['AutoImport Hamburg', ['Wandsbeker Chaussee 220, 22089 Hamburg', 'Tel. +49 40 8899 1123']], ['Informacje', ['Regulamin', 'Polityka prywatności']]], legal: '© 2025 AutoImport Hamburg GmbH · Handelsregister HRB 118273', bg: '#0d2a4a', fg: '#cfd8e3' })}`,
    }),
    routes: { ...brandIcons(CAR, [13, 42, 74]), [`${CAR}/foto/x5-1.png`]: pngR(60, 60, 70) },
  },
  {
    id: 'zc-shop-fashion-puffer-outlet-it',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${MON}/it/donna/piumini`,
    body: doc({
      lang: 'it',
      title: 'Piumini Donna Outlet | Fino al 70% di sconto – Spedizione gratuita',
      head: faviconTag(MON) + metaPixel('551029384710'),
      body: `${header({ brand: 'MONCLÈR OUTLET', nav: ['Donna', 'Uomo', 'Bambino', 'Accessori', 'Saldi'], top: 'SALDI INVERNALI – SOLO OGGI EXTRA -20% CON IL CODICE <b>WINTER20</b> · Spedizione gratuita in 3-5 giorni' })}
<main class="wrap">
  <h1 style="font-weight:300;letter-spacing:3px">PIUMINI DONNA</h1>
  ${grid(
    [
      { name: 'Piumino corto Maya lucido nero', price: '€ 159,00', was: '€ 1.350,00', img: `https://${MON}/img/maya.png`, badge: '-88%' },
      { name: 'Piumino lungo Cavettaz con cappuccio', price: '€ 189,00', was: '€ 1.690,00', img: `https://${MON}/img/cav.png`, badge: '-89%' },
      { name: 'Gilet Ghany imbottito', price: '€ 99,00', was: '€ 790,00', img: `https://${MON}/img/ghany.png`, badge: '-87%' },
      { name: 'Piumino Bady bianco', price: '€ 149,00', was: '€ 1.150,00', img: `https://${MON}/img/bady.png`, badge: '-87%' },
    ],
    { cta: 'Aggiungi al carrello' },
  )}
  <p style="margin-top:24px;font-size:13px;color:#555">Tutti i prodotti sono originali al 100% con etichetta NFC e certificato di autenticità. Resi gratuiti entro 14 giorni.</p>
  <div style="position:fixed;bottom:18px;left:18px;background:#fff;border:1px solid #ddd;padding:10px 14px;border-radius:8px;font-size:13px;box-shadow:0 2px 10px rgba(0,0,0,.15)" id="sp">Giulia da Torino ha appena acquistato Piumino Maya</div>
</main>
${footer({ cols: [['Assistenza', ['Contattaci', 'Spedizioni', 'Resi', 'Guida alle taglie']], ['Legale', ['Termini e condizioni', 'Privacy', 'Cookie']]], legal: '© 2025 Moncler Outlet Store. Tutti i diritti riservati. P.IVA 04812273011', pay: ['Visa', 'Mastercard', 'Maestro', 'PostePay'] })}
<script>
var names=['Giulia da Torino','Francesca da Roma','Chiara da Napoli','Sara da Bologna','Elena da Bari'];var items=['Piumino Maya','Gilet Ghany','Piumino Bady','Cavettaz'];
setInterval(function(){document.getElementById('sp').textContent=names[Math.floor(Math.random()*names.length)]+' ha appena acquistato '+items[Math.floor(Math.random()*items.length)];},6000);
</script>`,
    }),
    routes: { ...brandIcons(MON, [10, 10, 10]), ...images(`${MON}/img`, ['maya.png', 'cav.png', 'ghany.png', 'bady.png'], 5) },
  },
  {
    id: 'zc-shop-pets-parrots-shipping-insurance-en',
    label: 'scam',
    kind: 'fake-shop',
    url: `https://${PAR}/checkout/shipping-insurance/`,
    body: doc({
      lang: 'en',
      title: 'Shipping & Insurance – Exotic Parrots Home',
      head: faviconTag(PAR),
      body: `${header({ brand: '🦜 Exotic Parrots Home', nav: ['Home', 'Macaws', 'African Greys', 'Cockatoos', 'Fertile Eggs', 'Contact'], bg: '#0f5132', fg: '#fff' })}
<main class="wrap" style="max-width:760px">
  <h1>Your parrot is ready to ship!</h1>
  <p>Dear customer, thank you for completing the adoption payment for <b>Blue &amp; Gold Macaw "Rio"</b> (Order #EPH-20931). Your bird has passed the pre-flight veterinary inspection.</p>
  <p>According to the airline (IATA Live Animals Regulations) the following must be paid before the flight can be booked:</p>
  <table><tr><td>IATA approved travel cage</td><td>$320.00</td></tr><tr><td>Live animal insurance (refundable upon arrival)</td><td>$650.00</td></tr><tr><td>CITES export permit</td><td>$280.00</td></tr><tr><th>Total due</th><th>$1,250.00</th></tr></table>
  <p>Payment must be completed within <b>12 hours</b> or the bird will be returned to the breeding facility and a daily boarding fee of $75 will apply.</p>
  <p>Accepted payment: <b>Bitcoin, Zelle, Apple Gift Cards</b>. Send a picture of the gift cards (front and back) to our shipping agent at shipping@exoticparrotshome.com.</p>
  <form action="/confirm" method="post"><label>Order number</label><input name="order" value="EPH-20931"><label>Payment method</label><select name="m"><option>Bitcoin</option><option>Zelle</option><option>Apple Gift Card</option></select><label>Transaction ID / Gift card codes</label><textarea name="codes"></textarea><button class="btn" style="background:#0f5132;color:#fff;margin-top:10px">Confirm payment</button></form>
</main>
${footer({ cols: [['Exotic Parrots Home', ['Hand-raised parrots since 2009', 'Miami, FL']]], legal: '© 2025 Exotic Parrots Home. Licensed and USDA registered breeder.' })}`,
    }),
    routes: { ...brandIcons(PAR, [15, 81, 50]) },
  },
];
