import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cardFields, doc, govMark, luhnJs, photo } from '../parts/xc-kit.js';

// Santorini villa that does not exist: too-cheap peak-season rate, deposit by transfer to a foreign fintech IBAN, "escrow" talk.
const villa = doc({
  lang: 'en',
  title: 'Villa Aegean Blue – Oia, Santorini | Book direct & save',
  css: `body{background:#fff}.hd{display:flex;justify-content:space-between;align-items:center;padding:16px 30px;border-bottom:1px solid #eee}.hd b{font-size:22px;color:#0d4f8b;font-family:Georgia}
.gal{display:grid;grid-template-columns:2fr 1fr;gap:8px;max-width:1100px;margin:16px auto;padding:0 16px}.main{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:1fr 360px;gap:30px;padding:0 16px}
.bk{border:1px solid #ddd;border-radius:12px;padding:20px;box-shadow:0 6px 18px rgba(0,0,0,.08)}.bk input{width:100%;padding:10px;margin:5px 0;border:1px solid #ccc;border-radius:6px}
.bk button{width:100%;background:#0d4f8b;color:#fff;border:0;padding:13px;border-radius:8px;font-size:16px}.pr{font-size:26px;font-weight:700}.pr s{font-size:16px;color:#999}
.rv{border-top:1px solid #eee;padding:10px 0;font-size:14px}.warn{font-size:12px;color:#b00;margin-top:6px}`,
  body: `<div class="hd"><b>Villa Aegean Blue</b><span>EN · ΕΛ · DE · ★ 4.97 (212 reviews)</span></div>
<div class="gal">${photo('Oia caldera', 200, 800, 420)}<div style="display:grid;gap:8px">${photo('Infinity pool', 190, 400, 206)}${photo('Sunset terrace', 20, 400, 206)}</div></div>
<div class="main"><div><h1>Cave villa with private infinity pool & caldera view</h1><p>4 guests · 2 bedrooms · 2 baths · heated plunge pool · 3 minutes to the Oia castle sunset point.</p>
<p>Book directly with the owners and avoid Booking/Airbnb commissions of 18 %. Payments are protected by our <b>Secure Guest Escrow</b> partner and refunded in full if you are not satisfied on arrival.</p>
<div class="rv">★★★★★ <b>Sarah, UK</b> – Unbelievable views, Nikos was a perfect host.</div><div class="rv">★★★★★ <b>Marco, IT</b> – Better than the photos!</div><div class="rv">★★★★★ <b>Ελένη, Αθήνα</b> – Τέλεια διαμονή!</div></div>
<div class="bk"><div class="pr">€145 <s>€620</s> <span style="font-size:14px;font-weight:400">/ night</span></div><p style="font-size:13px;color:#0a7a3d">Last-minute August offer – only 2 dates left</p>
<form id="bf"><input name="checkin" type="date" required><input name="checkout" type="date" required><input name="guests" placeholder="Guests" value="2"><input name="name" placeholder="Full name" required><input name="email" type="email" placeholder="Email" required><input name="whatsapp" placeholder="WhatsApp number" required>
<button>Reserve – 50% deposit</button></form><div class="warn">Do not contact us via other platforms; their payment systems are not secure for this property.</div>
<div id="dep" style="display:none;font-size:14px;margin-top:12px"><b>Reservation held for 6 hours</b><p>Please transfer the 50 % deposit to our escrow account:</p><p>Beneficiary: AB Guest Services UAB<br>IBAN: LT62 3250 0913 4471 8820<br>BIC: REVOLT21<br>Reference: AEGEAN-0812</p><p>Send the receipt on WhatsApp +30 694 412 0918 and we confirm within minutes.</p></div></div></div>
<script>document.getElementById('bf').onsubmit=function(e){e.preventDefault();fetch('/book/hold',{method:'POST',body:new FormData(this)});document.getElementById('dep').style.display='block'}</script>`,
});

// Croatian coastal apartment ad cloned from a real listing, WhatsApp-only, deposit to a personal account abroad.
const makarska = doc({
  lang: 'hr',
  title: 'Apartmani Marija – Makarska, 50 m od plaže',
  css: `body{background:#f7fbff}.t{background:#1479b8;color:#fff;padding:18px 26px;font-size:22px}.w{max-width:900px;margin:20px auto;padding:0 16px}
.ph{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.box{background:#fff;border-radius:8px;padding:18px;margin-top:16px}.tb{width:100%;border-collapse:collapse}.tb td{border-bottom:1px solid #e7eef5;padding:7px}
.wa{display:inline-block;background:#25d366;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:700}`,
  body: `<div class="t">🌊 Apartmani Marija · Makarska</div>
<div class="w"><div class="ph">${photo('A1', 195, 300, 200)}${photo('Balkon', 185, 300, 200)}${photo('Plaža', 210, 300, 200)}</div>
<div class="box"><h2>Apartman A1 (2+2) – pogled na more</h2><p>Klima, Wi-Fi, parking, terasa s pogledom na Biokovo i more. Plaža 50 m. Kućni ljubimci dozvoljeni.</p>
<table class="tb"><tr><td>Lipanj</td><td>45 € / noć</td></tr><tr><td>Srpanj – kolovoz</td><td><b>55 € / noć</b></td></tr><tr><td>Rujan</td><td>40 € / noć</td></tr></table>
<p><b>Rezervacija:</b> zbog velikog broja upita rezervacije primamo samo preko WhatsAppa. Termin je potvrđen tek nakon uplate akontacije od 40 %.</p>
<p>Uplata: IBAN <b>DE89 1001 1001 2628 4471 93</b> (N26) · primatelj: Marija K. · poziv na broj: datum dolaska.<br><small>Molimo ne uplaćivati preko Bookinga – tamo imamo tehničkih problema s kalendarom.</small></p>
<p><a class="wa" href="https://wa.me/385917723310?text=Pozdrav%2C%20zanima%20me%20apartman%20A1">Pišite nam na WhatsApp</a></p>
<p style="font-size:13px;color:#666">🔥 Za srpanj ostala još samo 2 slobodna termina!</p></div>
<div class="box"><h3>Dojmovi gostiju</h3><p>„Sve pohvale, Marija je divna domaćica.“ – Kasia, PL</p><p>„Super lokacija, vratit ćemo se!“ – Jan, CZ</p></div></div>`,
});

// Bulgarian fake furniture-store liquidation: impossible discounts, card checkout to the shop's own PHP.
const shopCss = `.hd{background:#222;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.bn{background:#e8222c;color:#fff;text-align:center;padding:10px;font-weight:700}
.g{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 12px}.p{background:#fff;border-radius:6px;padding:12px;font-size:14px}
.p s{color:#999}.p b{color:#e8222c;font-size:18px}.p button{width:100%;background:#222;color:#fff;border:0;padding:9px;margin-top:6px}`;
const shopHome = doc({
  lang: 'bg',
  title: 'Мебели Арена – ТОТАЛНА РАЗПРОДАЖБА поради закриване',
  css: shopCss,
  body: `<div class="hd"><b>МЕБЕЛИ АРЕНА</b><span>🛒 Количка (0)</span></div><div class="bn">ЗАТВАРЯМЕ! Всичко до -85 % · Остават <span id="cd">02:14:55</span></div>
<div class="g">
<div class="p">${photo('Диван', 30, 300, 180)}Ъглов диван „Верона“ с функция сън<br><s>1 899 €</s> <b>279 €</b><button onclick="location='/checkout?sku=ver'">Купи</button></div>
<div class="p">${photo('Гардероб', 60, 300, 180)}Гардероб с плъзгащи врати 250 см<br><s>1 120 €</s> <b>169 €</b><button onclick="location='/checkout?sku=gar'">Купи</button></div>
<div class="p">${photo('Матрак', 210, 300, 180)}Матрак „Ортопед Плюс“ 160×200<br><s>689 €</s> <b>89 €</b><button onclick="location='/checkout?sku=mat'">Купи</button></div>
</div><p style="text-align:center;font-size:12px;color:#777">Доставка до 48 часа в цялата страна · Плащане само с карта поради ликвидация на складовете</p>
<script>var s=8095;setInterval(function(){s--;document.getElementById('cd').textContent=new Date(s*1000).toISOString().substr(11,8)},1000)</script>`,
});
const shopCheckout = doc({
  lang: 'bg',
  title: 'Мебели Арена – Плащане',
  css: `.c{max-width:480px;margin:24px auto;background:#fff;padding:22px;border-radius:6px}.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #bbb}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#e8222c;color:#fff;border:0;padding:12px;font-size:16px}`,
  body: `<div class="c"><h2>Поръчка</h2><p>Ъглов диван „Верона“ – <b>279 €</b><br>Доставка: безплатна</p>
<form method="post" action="/pay/process.php" id="co"><div class="fld"><label>Име и фамилия</label><input name="name" required></div><div class="fld"><label>Адрес</label><input name="addr" required></div><div class="fld"><label>Телефон</label><input name="tel" required></div>
${cardFields('bg', { holder: 'holder', number: 'pan', mm: 'mm', yy: 'yy', cvv: 'cvv' })}<button class="b">Плати 279 €</button></form></div>
<script>${luhnJs('ch')}document.getElementById('co').onsubmit=function(e){if(!ch(this.pan.value)){e.preventDefault();alert('Невалидна карта')}}</script>`,
});

// Supermarket-anniversary giveaway survey that ends in a "€1.95 shipping" card form (hidden subscription).
const survey = doc({
  lang: 'hr',
  title: 'Konzum 70 godina – nagradna anketa',
  css: `body{background:#e30613}.c{max-width:460px;margin:18px auto;background:#fff;border-radius:12px;padding:20px;text-align:center}.q{display:none}.q.on{display:block}
.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #ddd;border-radius:8px;background:#fafafa;font-size:15px}.gift{font-size:60px}`,
  body: `<div class="c"><div style="font-weight:700;color:#e30613;font-size:22px">Konzum 🎉 70 godina s vama</div><p>Odgovorite na 3 pitanja i osvojite <b>poklon bon od 500 €</b>. Danas: 14.11.2025.</p>
<div class="q on" id="q1"><p>1. Koliko često kupujete u Konzumu?</p><button onclick="n(2)">Svaki dan</button><button onclick="n(2)">Nekoliko puta tjedno</button><button onclick="n(2)">Rijetko</button></div>
<div class="q" id="q2"><p>2. Koliko ste zadovoljni cijenama?</p><button onclick="n(3)">Vrlo</button><button onclick="n(3)">Srednje</button><button onclick="n(3)">Nimalo</button></div>
<div class="q" id="q3"><p>3. Biste li preporučili Konzum prijateljima?</p><button onclick="n(4)">Da</button><button onclick="n(4)">Ne</button></div>
<div class="q" id="q4"><div class="gift">🎁</div><p><b>Čestitamo!</b> Ostalo je još <b>3</b> bona. Platite samo dostavu 1,95 € i bon stiže na vašu adresu.</p><button style="background:#17a34a;color:#fff" onclick="location='https://claim-nagrade.eu-giftbox.com/hr/konzum-500?sub=fb'">PREUZMI NAGRADU</button></div>
<p style="font-size:11px;color:#777">💬 Ana: stigao mi je bon, hvala! · Ivan: evo čekam svoj</p></div>
<script>function n(i){document.querySelectorAll('.q').forEach(function(q){q.classList.remove('on')});document.getElementById('q'+i).classList.add('on')}</script>`,
});
const surveyPay = doc({
  lang: 'hr',
  title: 'Dostava nagrade',
  css: `.c{max-width:460px;margin:20px auto;background:#fff;padding:20px;border-radius:8px}.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #ccc}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#17a34a;color:#fff;border:0;padding:12px}`,
  body: `<div class="c"><h3>Adresa i plaćanje dostave – 1,95 €</h3><form method="post" action="https://claim-nagrade.eu-giftbox.com/pay/charge"><div class="fld"><label>Ime i prezime</label><input name="n" required></div><div class="fld"><label>Adresa</label><input name="a" required></div>
${cardFields('hr', { number: 'cc', mm: 'm', yy: 'y', cvv: 'c' })}<button class="b">Plati 1,95 €</button></form>
<p style="font-size:9px;color:#aaa;line-height:1.3">Plaćanjem dostave pristajete na probno članstvo u klubu GiftBox Premium u trajanju od 5 dana, nakon čega se članarina od 59,90 € automatski naplaćuje svakih 14 dana dok se ne otkaže. Konzum nije povezan s ovom promocijom.</p></div>`,
});

// Fake police "cyber crime" summons demanding a fine within 48 h to avoid prosecution.
const policeLetter = doc({
  lang: 'sr-Latn',
  title: 'Republika Srbija – MUP – Služba za borbu protiv visokotehnološkog kriminala',
  css: `body{background:#d9dde3}.pg{max-width:760px;margin:26px auto;background:#fff;padding:46px 54px;box-shadow:0 2px 12px rgba(0,0,0,.2);font-family:"Times New Roman",serif;font-size:16px;line-height:1.55}
.hd{text-align:center;border-bottom:2px solid #000;padding-bottom:10px;margin-bottom:20px}.st{color:#b00;font-weight:700}.sg{margin-top:30px;display:flex;justify-content:space-between;align-items:end}
.pay{background:#f2f4f7;border:1px solid #aab;padding:14px;margin-top:16px;font-family:Arial;font-size:14px}`,
  body: `<div class="pg"><div class="hd">${govMark('МУП', '#0c4076', 46)}<br><b>REPUBLIKA SRBIJA<br>MINISTARSTVO UNUTRAŠNJIH POSLOVA</b><br>Uprava kriminalističke policije · Služba za borbu protiv visokotehnološkog kriminala<br>Broj: 03/8-VTK-2025/4471 · Beograd</div>
<p><b>POZIV – HITNO</b></p><p>Poštovani/a,</p>
<p>Na zahtev Europola, a u okviru operacije zaštite maloletnika na internetu, utvrđeno je da su sa Vaše IP adrese pristupljeni sadržaji zabranjeni članom 185 Krivičnog zakonika (prikazivanje, pribavljanje i posedovanje pornografskog materijala).</p>
<p class="st">Protiv Vas će biti podneta krivična prijava i izdat nalog za pretres ukoliko se u roku od 48 sati ne izjasnite.</p>
<p>Imate pravo da postupak okončate plaćanjem novčane kazne u iznosu od <b>1.450 €</b>, čime se predmet arhivira bez upisa u kaznenu evidenciju.</p>
<div class="pay"><b>Uputstvo za plaćanje</b><br>Iz razloga poverljivosti, uplata se vrši isključivo u kriptovaluti ili Paysafecard vaučerima.<br>BTC adresa: <code>bc1q9v7k2m4x8rjw3ydn5tl6p0qzs2c8hfe4ua7gmx</code><br>Nakon uplate pošaljite potvrdu na: <b>vtk.odeljenje@policija-srbija.org</b> sa brojem predmeta.</div>
<div class="sg"><span>Načelnik Službe<br><i>Dragan Jovanović</i></span><span style="border:2px solid #0c4076;border-radius:50%;width:110px;height:110px;display:flex;align-items:center;justify-content:center;color:#0c4076;font-size:11px;text-align:center">MUP RS<br>VTK<br>PEČAT</span></div></div>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-rental-santorini-villa-deposit',
    label: 'scam',
    kind: 'fake-holiday-rental-deposit',
    url: 'https://villa-aegeanblue-oia.com/en/book?dates=aug',
    body: villa,
  },
  {
    id: 'xc-rental-makarska-apartman-deposit',
    label: 'scam',
    kind: 'fake-holiday-rental-deposit',
    url: 'https://apartmani-marija-makarska.weebly-site.com/',
    body: makarska,
  },
  {
    id: 'xc-fake-shop-liquidation-bg',
    label: 'scam',
    kind: 'fake-shop-clearance',
    url: 'https://mebeli-arena-razprodazhba.shop/',
    body: shopHome,
    routes: { 'mebeli-arena-razprodazhba.shop/checkout': htmlRoute(shopCheckout) },
  },
  {
    id: 'xc-giveaway-survey-hr',
    label: 'scam',
    kind: 'giveaway-survey-subscription-trap',
    url: 'https://konzum-70.nagradna-igra.click/hr/?utm_source=fb',
    body: survey,
    routes: {
      'claim-nagrade.eu-giftbox.com/hr/konzum-500': redirectRoute(302, 'https://claim-nagrade.eu-giftbox.com/hr/dostava'),
      'claim-nagrade.eu-giftbox.com/hr/dostava': htmlRoute(surveyPay),
    },
  },
  {
    id: 'xc-extortion-police-letter-rs',
    label: 'scam',
    kind: 'fake-police-extortion',
    url: 'https://policija-srbija.org/vtk/poziv/03-8-VTK-2025-4471.html',
    body: policeLetter,
  },
];
