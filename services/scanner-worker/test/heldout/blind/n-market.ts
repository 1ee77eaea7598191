import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Marketplace fraud: fake "receive payment" courier pages sent to sellers, fake escrow for cars, deposits for pets
// and rentals seen on classifieds, resale tickets.

const cardForm = (o: { btn: string; lang: string; name: string; num: string; exp: string; cvv: string; bal?: string; api: string; next: string }) => `<form id="cf"><label>${o.name}</label><input name="holder" required>
<label>${o.num}</label><input name="pan" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000" required>
<div style="display:flex;gap:10px"><div style="flex:1"><label>${o.exp}</label><input name="exp" placeholder="MM/YY" required></div><div style="flex:1"><label>${o.cvv}</label><input name="cvv" maxlength="3" required></div></div>
${o.bal ? `<label>${o.bal}</label><input name="balance" inputmode="numeric">` : ''}<button class="pb">${o.btn}</button></form>
<script>document.getElementById('cf').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('${o.api}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='${o.next}'})});document.querySelector('[name=pan]').addEventListener('input',function(){this.value=this.value.replace(/\\D/g,'').replace(/(.{4})/g,'$1 ').trim()})</script>`;

const otpPage = (lang: string, title: string, text: string, btn: string) => htmlRoute(page({ lang, title, body: `<main style="max-width:420px"><h2>${title}</h2><p>${text}</p><form><input name="code" maxlength="8" inputmode="numeric"><button class="btn">${btn}</button></form></main>` }));

export const entries: Entry[] = [
  {
    id: 'n-phish-olx-przesylka-receive-pl',
    label: 'phishing',
    kind: 'marketplace-courier',
    url: 'https://olx.pl-przesylka-odbior.com/oferta/748120335/odbierz-srodki',
    body: page({
      lang: 'pl',
      title: 'OLX – Odbierz środki za sprzedany przedmiot',
      css: `body{margin:0;font-family:Geomanist,Arial,sans-serif;background:#f2f4f5;color:#002f34}.h{background:#002f34;color:#fff;padding:12px 20px;font-size:26px;font-weight:bold;letter-spacing:1px}.w{max-width:520px;margin:20px auto;padding:0 14px}
.c{background:#fff;border-radius:4px;padding:18px;margin-bottom:12px}label{font-size:13px;font-weight:bold}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #bbb;border-radius:4px;font-size:16px}.pb{width:100%;padding:14px;background:#002f34;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:bold}
.ok{color:#23e5db;background:#002f34;padding:6px 10px;border-radius:4px;font-size:13px}`,
      body: `<div class="h">olx</div><div class="w"><div class="c"><span class="ok">✔ Kupujący opłacił zamówienie</span><h2>iPhone 14 Pro 256GB, stan idealny</h2><p>Kwota do wypłaty: <b>3 450,00 zł</b><br>Kupujący: Karolina W. · Przesyłka OLX (InPost Kurier) · Nr zamówienia 52-771-093</p>
<p style="font-size:14px">Środki zostały zarezerwowane na Twoje konto. Aby je otrzymać, wprowadź dane karty, na którą ma zostać przelana kwota. Kurier odbierze paczkę po zaksięgowaniu środków.</p></div>
<div class="c">${cardForm({ btn: 'Otrzymaj 3 450,00 zł', lang: 'pl', name: 'Imię i nazwisko', num: 'Numer karty', exp: 'Data ważności', cvv: 'CVV2/CVC2', bal: 'Aktualne saldo karty (do weryfikacji)', api: '/api/card', next: '/oferta/748120335/3ds' })}
<p style="font-size:11px;color:#777">🔒 Bezpieczna transakcja. Ochrona kupującego i sprzedającego OLX. Grupa OLX sp. z o.o.</p></div></div>`,
    }),
    routes: {
      'olx.pl-przesylka-odbior.com/api/card': jsonRoute({ ok: true }),
      'olx.pl-przesylka-odbior.com/oferta/748120335/3ds': otpPage('pl', 'Potwierdzenie 3D Secure', 'Wpisz kod SMS przesłany przez Twój bank, aby potwierdzić przyjęcie środków 3 450,00 zł.', 'Potwierdź'),
    },
  },
  {
    id: 'n-phish-fan-courier-plata-ro',
    label: 'phishing',
    kind: 'marketplace-courier',
    url: 'https://fancourier-ro.livrare-plata.com/colet/RO88120544/incasare',
    body: page({
      lang: 'ro',
      title: 'FAN Courier – Încasare plată pentru vânzător',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.h{background:#004b93;color:#ffd600;padding:14px 20px;font-weight:bold;font-size:22px}.w{max-width:500px;margin:20px auto;padding:0 14px}.c{background:#fff;padding:18px;border-radius:6px;margin-bottom:12px}
input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb;border-radius:4px}.pb{width:100%;padding:13px;background:#ffd600;color:#004b93;border:0;font-weight:bold;font-size:16px}`,
      body: `<div class="h">FAN Courier</div><div class="w"><div class="c"><p>Bună ziua! Cumpărătorul de pe <b>OLX / Facebook Marketplace</b> a achitat comanda prin serviciul <b>FANbox Plată Sigură</b>.</p>
<p>Produs: Bicicletă electrică Xiaomi · Suma: <b>2.350,00 lei</b><br>AWB: RO88120544 · Curierul va ridica coletul după încasare.</p><p style="font-size:13px">Pentru a primi banii, introduceți datele cardului dumneavoastră. Nu se percep comisioane.</p></div>
<div class="c">${cardForm({ btn: 'Primește 2.350,00 lei', lang: 'ro', name: 'Nume titular', num: 'Număr card', exp: 'Data expirării', cvv: 'CVV', api: '/api/incasare', next: '/colet/RO88120544/confirmare' })}</div>
<p style="font-size:11px;color:#888;text-align:center">FAN Courier Express SRL © 2026</p></div>`,
    }),
    routes: {
      'fancourier-ro.livrare-plata.com/api/incasare': jsonRoute({ ok: true }),
      'fancourier-ro.livrare-plata.com/colet/RO88120544/confirmare': otpPage('ro', 'Confirmare 3D Secure', 'Introduceți codul primit prin SMS de la banca dumneavoastră.', 'Confirmă'),
    },
  },
  {
    id: 'n-scam-puppy-shipping-insurance',
    label: 'scam',
    kind: 'pet-deposit',
    url: 'https://pawsafe-pet-transport.com/track?code=PT-55920',
    body: page({
      lang: 'en-US',
      title: 'PawSafe Pet Transport – Track Your Pet',
      css: BASE_CSS + `.h{background:#2e7d32;color:#fff;padding:18px 24px}.stp{display:flex;gap:8px;margin:14px 0}.stp div{flex:1;padding:10px;background:#e8f5e9;border-radius:6px;font-size:13px;text-align:center}.stp .x{background:#ffebee;color:#c62828;font-weight:bold}`,
      body: `<div class="h"><b>🐾 PawSafe Pet Transport</b> · Air & ground pet delivery since 2009</div>
<main><h1>Shipment PT-55920</h1><p>Pet: <b>Frenchie puppy "Biscuit"</b> (male, 10 weeks, blue fawn)<br>From: Greenwood Kennels, Shreveport LA → To: Columbus OH<br>Seller paid: shipping ✔</p>
<div class="stp"><div>Picked up ✔</div><div>Vet check ✔</div><div class="x">On hold – Ohio stopover</div><div>Delivery</div></div>
<div class="card"><h3 style="color:#c62828">Action required: refundable pet insurance & climate crate</h3><p>According to the Department of Agriculture interstate regulations, puppies under 12 weeks must travel with a temperature-controlled crate and life insurance. The delivery is on hold until the receiver pays <b>$980.00</b> (fully refundable on delivery).</p>
<p>Payment methods: <b>Zelle</b> to payments@pawsafe-pet-transport.com · <b>Cash App</b> $PawSafeLogistics · <b>Apple Gift Card</b></p><p>Please pay within <b id="cd">59:59</b> to avoid additional boarding fees of $150/day. Your pet is safe and being fed.</p></div>
<p>Questions? Text our agent at (614) 300-2291.</p><p class="small">PawSafe is licensed by IPATA. © 2026</p></main>${countdown('cd', 3599)}`,
    }),
  },
  {
    id: 'n-scam-rental-deposit-amsterdam-nl',
    label: 'scam',
    kind: 'rental-deposit',
    url: 'https://airbnb-nl.verhuur-boeking.com/rooms/55120041/betaling',
    body: page({
      lang: 'nl',
      title: 'Appartement Amsterdam Oud-West – Boeking bevestigen | Airbnb',
      css: `body{margin:0;font-family:"Circular",Arial,sans-serif;color:#222}.h{border-bottom:1px solid #ddd;padding:14px 24px;color:#ff385c;font-weight:bold;font-size:22px}.w{max-width:860px;margin:auto;padding:18px;display:flex;gap:24px;flex-wrap:wrap}
.l{flex:2;min-width:300px}.r{flex:1;min-width:260px;border:1px solid #ddd;border-radius:12px;padding:18px;box-shadow:0 6px 16px rgba(0,0,0,.1)}.ph{height:200px;background:#d7d2cb;border-radius:12px}.iban{background:#f7f7f7;padding:10px;border-radius:8px;font-family:monospace}`,
      body: `<div class="h">airbnb</div><div class="w"><div class="l"><div class="ph"></div><h1>Licht 2-kamer appartement, Kinkerstraat – lange termijn</h1><p>Hele woning · 58 m² · gemeubileerd · €1.450 p/m incl. G/W/E · beschikbaar vanaf 1 januari</p>
<p>Beste Sanne, zoals besproken via Facebook verhuur ik mijn appartement omdat ik voor werk naar Dublin ben verhuisd. De sleutels liggen bij Airbnb, die de bezichtiging en overdracht regelt. Na betaling van de eerste maand en borg ontvangt u de sleutels per koerier. Als u het appartement niet goed vindt, krijgt u alles terug via de Airbnb-garantie. – Michael</p></div>
<div class="r"><b>Boeking bevestigen</b><p>Eerste maand huur: €1.450<br>Borg (waarborgsom): €1.450<br>Servicekosten Airbnb: €0<br><b>Totaal: €2.900</b></p>
<p style="font-size:13px">Betaal binnen 24 uur via bankoverschrijving naar het Airbnb-depotrekening:</p><div class="iban">IBAN: LT62 3250 0771 9034 1186<br>T.n.v.: ABNB Payments Europe<br>Omschrijving: 55120041-SANNE</div>
<p style="font-size:12px;color:#717171">Uw betaling wordt beschermd door AirCover. Er zijn nog 3 andere geïnteresseerden.</p></div></div>`,
    }),
  },
  {
    id: 'n-scam-worldcup-tickets-resale',
    label: 'scam',
    kind: 'ticket-resale',
    url: 'https://wc2026-tickets-resale.com/match/final-metlife',
    body: page({
      lang: 'en',
      title: 'FIFA World Cup 2026 Final Tickets – MetLife Stadium | Verified Resale',
      head: gaStub('G-WCT2026') + fbqStub('771200398811442'),
      css: BASE_CSS + `.h{background:#1a1a2e;color:#fff;padding:24px}.cat{display:flex;justify-content:space-between;align-items:center;border:1px solid #ddd;border-radius:8px;padding:12px;margin:8px 0}.sold{color:#c0392b;font-size:12px}`,
      body: `<div class="h"><b>WC26 Ticket Exchange</b><h1>FIFA World Cup 2026™ Final — MetLife Stadium, New Jersey</h1><p>Sunday 19 July 2026 · 100% guaranteed entry · Instant mobile delivery</p></div>
<main><p class="warn">⚠ High demand: 1,284 people are viewing this match. Prices may rise at any moment.</p>
<div class="cat"><div><b>Category 3</b> · Upper level, Section 322<div class="sold">Only 4 left</div></div><div><b>$1,450</b> <a class="btn" href="#pay">Buy</a></div></div>
<div class="cat"><div><b>Category 2</b> · Lower sideline<div class="sold">Only 2 left</div></div><div><b>$3,980</b> <a class="btn" href="#pay">Buy</a></div></div>
<div class="cat"><div><b>Category 1</b> · Midfield, Row 12</div><div><b>$6,750</b> <a class="btn" href="#pay">Buy</a></div></div>
<div class="card" id="pay"><h3>Checkout</h3><p>To keep fees low we accept <b>Zelle, Wise transfer, USDT or Bitcoin</b> (card payments temporarily unavailable due to high volume). 5% discount for crypto payments.</p>
<p>Zelle: tickets.wc26exchange@gmail.com<br>USDT (TRC20): TXe9gR4pLm2sK7vQ1nBw8yH3cD6fJ5aZ0u</p><p>After payment send the screenshot to WhatsApp +1 (201) 555-0182 and your tickets will be transferred to your FIFA app within 2 hours.</p></div>
<p class="small">WC26 Ticket Exchange is a secondary marketplace. Not affiliated with FIFA. Prices may exceed face value.</p></main>`,
    }),
  },
];
