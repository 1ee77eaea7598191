import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: life (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'rentals-direct-owner.ca';
  return E({
    id: 's-rental-deposit-owner-abroad-ca',
    label: 'scam',
    kind: 'rental-deposit',
    url: `https://${h}/listing/toronto-2br-king-west-1650`,
    body: doc({
      lang: 'en-CA',
      title: 'Bright 2 Bed 2 Bath Condo – King West, Toronto – $1,650/month – All Utilities Included',
      css: `body{font-family:Arial;margin:0;background:#f6f6f6}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd}.w{max-width:900px;margin:20px auto;background:#fff;padding:20px}.gal{display:grid;grid-template-columns:2fr 1fr 1fr;gap:6px}.gal img{width:100%;height:150px;background:#ccd}.pr{font-size:28px;color:#1b5e20}.owner{background:#f1f8e9;padding:14px;border-radius:6px}.f li{display:inline-block;margin:4px 8px;background:#eee;padding:4px 8px;border-radius:12px;font-size:13px}`,
      body: `<div class="h"><b>RentalsDirect</b> · No fees · Rent straight from the owner</div>
<div class="w"><div class="gal"><img src="/photos/1.png" alt=""><img src="/photos/2.png" alt=""><img src="/photos/3.png" alt=""></div>
<h1>Bright 2 Bed 2 Bath Condo – King West, Toronto</h1><p class="pr">$1,650 / month</p>
<ul class="f"><li>2 bedrooms</li><li>2 bathrooms</li><li>Furnished</li><li>Parking included</li><li>Pet friendly</li><li>Utilities included</li><li>Available now</li></ul>
<p>Beautiful corner unit on the 21st floor with lake views, floor-to-ceiling windows, gym, pool and 24h concierge. Walk to TTC, restaurants and the Financial District.</p>
<div class="owner"><b>Message from the owner, Dr. Susan Whitman:</b><p>Hello, thank you for your interest. I am a doctor currently on a medical mission with Doctors Without Borders in Cameroon for two years, so I can't show the condo in person. The keys and documents are held by my lawyer. I am looking for a clean and responsible tenant who will take care of my home, that's why the rent is low.</p><p>To secure the unit, please fill the rental application and send the <b>first month + damage deposit ($3,300)</b> by Interac e-Transfer to <b>susan.whitman.md@gmail.com</b>. Once received, my lawyer will courier the keys and the signed lease to you by FedEx within 48 hours. If you don't like the place you can return the keys and get a full refund.</p></div>
<p style="font-size:12px;color:#777">Posted 2 hours ago · 48 people viewed this listing today</p></div>`,
    }),
    routes: imgs(h, ['1.png', '2.png', '3.png'], 'photos'),
  });
})(),

(() => {
  const h = 'exoticparrots-farm-shipping.com';
  return E({
    id: 's-pet-deposit-parrot-shipping',
    label: 'scam',
    kind: 'pet-deposit',
    url: `https://${h}/track-shipment.php?code=PET-44901`,
    body: doc({
      title: 'Pet Shipment Tracking – Global Pet Air Cargo',
      css: `body{font-family:Arial;margin:0;background:#f0f4f8}.h{background:#023e8a;color:#fff;padding:14px 24px}.w{max-width:700px;margin:22px auto;background:#fff;padding:24px;border-radius:6px}.tl div{border-left:3px solid #0096c7;padding:4px 12px;margin-left:6px}.tl .x{border-color:#d00000;color:#d00000;font-weight:bold}`,
      body: `<div class="h"><b>Global Pet Air Cargo</b> · Live animal transport since 1998</div>
<div class="w"><h2>Shipment PET-44901</h2><p>Animal: <b>African Grey Parrot (Congo), 14 weeks</b><br>From: Exotic Parrots Farm, Houston TX → To: Buyer address</p>
<div class="tl"><div>✔ Pet picked up from breeder</div><div>✔ Health certificate verified</div><div>✔ Departed Houston (IAH)</div><div>✔ Arrived transit hub</div><div class="x">✖ ON HOLD – Climate-controlled crate &amp; pet insurance required</div></div>
<p>Our animal welfare officer inspected the shipment and found that the crate supplied is not compliant with IATA Live Animal Regulations for the current temperatures. Your bird has been transferred to a <b>climate-controlled crate</b> and must be covered by refundable life insurance before the journey can continue.</p>
<p>Amount due: <b>$780.00</b> (refundable on delivery). Payment is accepted by Zelle or Walmart-to-Walmart transfer to our agent <b>Mr. Kevin Ellis</b>. Please send payment within <b>6 hours</b> — animals held for more than 24 hours incur boarding charges of $150/day.</p>
<p>Contact the shipping desk: dispatch@exoticparrots-farm-shipping.com</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'pakej-umrah-murah2026.my';
  return E({
    id: 's-travel-umrah-package-ms',
    label: 'scam',
    kind: 'travel-deal',
    url: `https://${h}/`,
    body: doc({
      lang: 'ms',
      title: 'Pakej Umrah Murah 2026 RM2,999 – Termasuk Tiket, Hotel & Visa',
      css: `body{font-family:Arial;margin:0;background:#fdfaf2}.h{background:#0b6623;color:#fff;padding:16px;text-align:center}.w{max-width:820px;margin:auto;padding:20px}.pk{border:2px solid #0b6623;border-radius:10px;padding:16px;margin:12px 0;background:#fff}.hr{font-size:30px;color:#b8860b;font-weight:bold}.wa{display:block;background:#25d366;color:#fff;text-align:center;padding:14px;border-radius:30px;text-decoration:none;font-weight:bold}`,
      body: `<div class="h"><h1>🕋 PAKEJ UMRAH MURAH 2026 🕋</h1><p>Promosi terhad! Tempat terhad untuk musim Ramadan</p></div>
<div class="w"><div class="pk"><h2>Pakej Ekonomi 12 Hari 10 Malam</h2><p class="hr">RM 2,999 sahaja</p><p>✔ Tiket penerbangan KUL–JED pergi balik<br>✔ Hotel 300m dari Masjidil Haram &amp; Masjid Nabawi<br>✔ Visa umrah &amp; insurans<br>✔ Makan 3 kali sehari<br>✔ Mutawwif berpengalaman<br>✔ Ziarah Makkah &amp; Madinah</p></div>
<p>Deposit <b>RM 1,500</b> untuk menempah tempat anda. Baki dibayar 30 hari sebelum berlepas. Bayaran ke akaun Maybank <b>1642 8810 3927</b> (Ustaz Hafiz bin Ramli – Pengurus Pakej).</p>
<p>Sudah lebih 5,000 jemaah bersama kami! Tawaran khas untuk warga emas dan keluarga.</p>
<a class="wa" href="https://wa.me/60125550193">💬 WhatsApp Ustaz Hafiz untuk tempahan</a>
<p style="font-size:11px;color:#777">Pakej tertakluk kepada kekosongan. Semoga Allah permudahkan urusan anda.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'canadian-rx-pharmacy-online.net';
  const t = tracker(h, 'matomo', '14');
  return E({
    id: 's-pharmacy-no-prescription',
    label: 'scam',
    kind: 'fake-pharmacy',
    url: `https://${h}/weight-loss/semaglutide`,
    body: doc({
      title: 'Buy Ozempic (Semaglutide) Online Without Prescription – Canadian Rx Pharmacy',
      head: t.snippet,
      css: `body{font-family:Arial;margin:0;background:#f5fbff;color:#234}.h{background:#d7263d;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.w{max-width:960px;margin:auto;padding:20px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #cde;padding:8px;text-align:left}th{background:#e6f3ff}.b{background:#d7263d;color:#fff;border:0;padding:6px 12px}.badges span{display:inline-block;margin:4px;padding:6px 10px;background:#fff;border:1px solid #cde;font-size:12px}`,
      body: `<div class="h"><b>🍁 Canadian Rx Pharmacy</b><span>Bestsellers · Weight Loss · Men's Health · Sleep · Pain Relief</span></div>
<div class="w"><div class="badges"><span>✔ No prescription needed</span><span>✔ Discreet packaging</span><span>✔ Worldwide shipping</span><span>✔ Bitcoin -15%</span></div>
<h1>Ozempic® (Semaglutide) Pens — No Prescription</h1><p>Lose up to 15% of your body weight. Original Novo Nordisk pens shipped from our licensed pharmacy partner. No doctor visit needed.</p>
<table><tr><th>Package</th><th>Price</th><th>Per pen</th><th></th></tr><tr><td>1 pen 1mg</td><td>$189.00</td><td>$189.00</td><td><button class="b">Add</button></td></tr><tr><td>3 pens 1mg</td><td>$459.00</td><td>$153.00</td><td><button class="b">Add</button></td></tr><tr><td>6 pens 1mg + free shipping</td><td>$799.00</td><td>$133.17</td><td><button class="b">Add</button></td></tr></table>
<h3>Also popular</h3><p>Xanax 2mg · Tramadol 100mg · Oxycodone 30mg · Viagra 100mg · Adderall XR 30mg · Modafinil 200mg — all without prescription.</p>
<p>Payment: Bitcoin, USDT, Zelle, Western Union. Credit card payments are temporarily unavailable. Reshipment guarantee if customs seizes your parcel.</p>
<p style="font-size:11px;color:#789">Canadian Rx Pharmacy · CIPA-member pharmacy · Toronto, Ontario · These statements have not been evaluated by the FDA.</p></div>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'abnehmspritze-direkt-apotheke.com';
  return E({
    id: 's-pharmacy-abnehmspritze-de',
    label: 'scam',
    kind: 'fake-pharmacy',
    url: `https://${h}/mounjaro-ohne-rezept`,
    body: doc({
      lang: 'de',
      title: 'Mounjaro & Wegovy ohne Rezept kaufen – Versand aus EU-Apotheke',
      css: `body{font-family:Arial;margin:0;background:#fff;color:#333}.h{background:#00897b;color:#fff;padding:14px 26px}.w{max-width:900px;margin:auto;padding:20px}.prod{display:flex;gap:20px;border:1px solid #e0f2f1;padding:16px}.prod img{width:200px;height:200px;background:#e0f2f1}.pr{font-size:28px;color:#00897b}.hinweis{background:#fffde7;padding:10px;font-size:13px}`,
      body: `<div class="h"><b>✚ Direkt-Apotheke24</b> · Ihre Online-Apotheke ohne Wartezeit</div>
<div class="w"><div class="prod"><img src="/produkte/mounjaro.png" alt=""><div><h1>Mounjaro® KwikPen 5 mg (Tirzepatid)</h1><p>Die Abnehmspritze der Stars – <b>jetzt ohne Rezept</b> und ohne Arztbesuch erhältlich. Bis zu 20 kg in 3 Monaten abnehmen!</p><p class="pr">249,00 € <small>statt 389,00 €</small></p><p>Lieferung in 2–4 Werktagen in neutraler Verpackung, Kühlversand.</p><button>In den Warenkorb</button></div></div>
<div class="hinweis">Zahlung ausschließlich per <b>Vorkasse (Überweisung)</b> oder Paysafecard. Aufgrund von Problemen mit Zahlungsanbietern können wir PayPal und Kreditkarte zurzeit nicht anbieten. Bitte geben Sie als Verwendungszweck nur Ihre Bestellnummer an (nicht den Produktnamen).</div>
<p>★★★★★ „Nach 6 Wochen schon 9 kg weniger, super Apotheke" – Sabine, Köln</p>
<p style="font-size:11px;color:#888">Direkt-Apotheke24 · Kyiv Business Center, Ukraine / Versandlager Niederlande · Pflichtangaben: Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage.</p></div>`,
    }),
    routes: imgs(h, ['mounjaro.png'], 'produkte'),
  });
})(),
];
