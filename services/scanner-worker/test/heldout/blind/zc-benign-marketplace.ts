import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, header, footer, grid, images, pngR, brandIcons, cookieBanner, dataLayer } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Marketplace pages as buyers and sellers really see them, on the marketplaces' own domains: listings,
// inboxes, help and safety pages, escrow transactions.

export const entries: Entry[] = [
  {
    id: 'zc-ok-kleinanzeigen-listing-de',
    label: 'clean',
    kind: 'marketplace-listing',
    url: `https://www.kleinanzeigen.de/s-anzeige/cybex-priam-kinderwagen-3in1-zc/2918817720-25-3331`,
    body: doc({
      lang: 'de',
      title: 'Cybex Priam Kinderwagen 3in1 in Leipzig - Gohlis | eBay Kleinanzeigen ist jetzt Kleinanzeigen',
      css: 'body{background:#f4f4f0}.c{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px}.b{background:#fff;border-radius:8px;padding:20px}',
      body: `<div style="background:#fff;padding:12px 24px;border-bottom:1px solid #ddd"><b style="color:#1d4b00;font-size:22px">klein<span style="color:#86b817">anzeigen</span></b> <input placeholder="Was suchst du?" style="width:300px;margin-left:20px"></div>
<div class="c">
  <div class="b"><img src="https://www.kleinanzeigen.de/api/v1/prod-ads/images/zc/2918817720.png" width="600" height="400" alt="" style="width:100%;background:#ccc">
  <h1 style="font-size:22px">Cybex Priam Kinderwagen 3in1</h1><p style="font-size:22px;color:#1d4b00"><b>450 € VB</b></p><p>04157 Leipzig - Gohlis · 27.11.2025</p>
  <h3>Beschreibung</h3><p>Verkaufe unseren Cybex Priam (Gestell Chrome/Black) mit Babywanne, Sportsitz und Regenverdeck. Gebrauchsspuren am Griff, sonst sehr guter Zustand. Nichtraucherhaushalt. Nur Abholung, gerne Barzahlung bei Abholung oder Sicher bezahlen über Kleinanzeigen.</p></div>
  <div><div class="b"><b>Julia</b><p style="font-size:13px">Privater Nutzer · Aktiv seit 04.03.2017 · Zufriedenheit: TOP</p><button class="btn" style="background:#86b817;color:#fff;width:100%">Nachricht schreiben</button><button class="btn" style="background:#fff;border:1px solid #86b817;color:#1d4b00;width:100%;margin-top:8px">Direkt kaufen – Sicher bezahlen</button></div>
  <div class="b" style="margin-top:12px;font-size:13px"><b>Sicherheitshinweis</b><p>Bezahle nur über Kleinanzeigen oder bei persönlicher Übergabe. Wir fragen niemals nach deinen Kartendaten, um dir Geld auszuzahlen. Folge keinen Links zu externen Zahlungsseiten.</p></div></div>
</div>
${cookieBanner('Wir und unsere Partner verwenden Cookies und ähnliche Technologien.', 'Alle akzeptieren', 'Einstellungen')}`,
    }),
    routes: { ['www.kleinanzeigen.de/api/v1/prod-ads/images/zc/2918817720.png']: pngR(70, 70, 70) },
  },
  {
    id: 'zc-ok-escrow-com-transaction-en',
    label: 'clean',
    kind: 'escrow',
    url: `https://www.escrow.com/transaction/zc-11928374`,
    body: doc({
      lang: 'en',
      title: 'Transaction #11928374 | Escrow.com',
      css: 'body{background:#f4f6f8}.c{max-width:900px;margin:20px auto;background:#fff;padding:28px;border-radius:6px}.st{display:flex;gap:6px}.st div{flex:1;padding:8px;font-size:12px;background:#eef1f4;text-align:center}.st .on{background:#01426a;color:#fff}',
      body: `<div style="background:#01426a;color:#fff;padding:14px 24px;font-weight:700">Escrow.com</div>
<div class="c">
  <p style="font-size:13px;color:#666">Transaction #11928374 · Domain name</p>
  <h2>ridgeline-outdoors.com</h2>
  <div class="st"><div>Agree</div><div class="on">Payment</div><div>Transfer</div><div>Inspection</div><div>Close</div></div>
  <table style="margin-top:16px"><tr><td>Buyer</td><td>you</td></tr><tr><td>Seller</td><td>d.kowalski@…</td></tr><tr><td>Price</td><td>$4,200.00</td></tr><tr><td>Escrow fee (split 50/50)</td><td>$68.25</td></tr><tr><th>You pay</th><th>$4,268.25</th></tr></table>
  <h3>Pay Escrow.com</h3><p>Choose a payment method. Escrow.com never changes wire instructions by email; always confirm instructions by logging in at escrow.com directly or calling us.</p>
  <div style="display:flex;gap:10px"><button class="btn" style="background:#01426a;color:#fff">Wire transfer</button><button class="btn" style="background:#eef1f4">ACH</button><button class="btn" style="background:#eef1f4">Credit card</button></div>
  <p style="font-size:12px;color:#777;margin-top:16px">Escrow.com is licensed as an Internet Escrow Agent by the California Department of Financial Protection and Innovation, License No. 963 2234.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-olx-safety-center-pl',
    label: 'clean',
    kind: 'marketplace-help',
    url: `https://pomoc.olx.pl/olxplhelp/s/article/zc-bezpieczne-transakcje-przesylka-olx`,
    body: doc({
      lang: 'pl',
      title: 'Jak bezpiecznie sprzedawać z Przesyłką OLX? – Pomoc OLX',
      css: '.a{max-width:760px;margin:30px auto}',
      body: `<div style="background:#002f34;padding:14px 24px"><b style="color:#fff;font-size:24px">OLX</b> <span style="color:#cde">Centrum pomocy</span></div>
<div class="a">
  <h1>Jak bezpiecznie sprzedawać z Przesyłką OLX?</h1>
  <ol><li>Gdy kupujący zapłaci, otrzymasz powiadomienie w aplikacji OLX i w zakładce „Moje transakcje”.</li><li>Nadaj paczkę w ciągu 5 dni roboczych, korzystając z kodu nadania.</li><li>Pieniądze trafią na Twoje konto bankowe, które podałeś w ustawieniach OLX, po odbiorze paczki przez kupującego.</li></ol>
  <div style="background:#fff4e5;padding:14px;border-radius:6px"><b>Uwaga na oszustów!</b> OLX nigdy nie prosi o podanie danych karty (numeru, daty ważności, CVV) ani o zalogowanie się do banku, aby „odebrać środki”. Nie klikaj w linki przesłane przez kupującego na WhatsAppie lub SMS-em.</div>
  <p>Zobacz też: <a href="#">Jak rozpoznać fałszywą stronę płatności?</a> · <a href="#">Zgłoś oszustwo</a></p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-ok-etsy-shop-listing-en',
    label: 'clean',
    kind: 'marketplace-listing',
    url: `https://www.etsy.com/listing/zc1482297731/personalized-leather-wallet-slim`,
    body: doc({
      lang: 'en',
      title: 'Personalized Leather Wallet, Slim Bifold, Hand Stitched – Etsy',
      head: dataLayer('G-ETSYZC01'),
      css: '.c{max-width:1100px;margin:20px auto;display:grid;grid-template-columns:3fr 2fr;gap:30px}',
      body: `<div style="padding:12px 24px;border-bottom:1px solid #eee"><b style="color:#f1641e;font-family:Georgia,serif;font-size:26px">Etsy</b> <input placeholder="Search for anything" style="width:420px;margin-left:20px"></div>
<div class="c">
  <img src="https://www.etsy.com/zc-img/wallet.png" width="640" height="520" alt="" style="width:100%;background:#8b5a2b">
  <div><p style="font-size:13px">ThornbackLeatherCo · ★★★★★ (2,841)</p><h1 style="font-size:22px;font-weight:400">Personalized Leather Wallet, Slim Bifold, Hand Stitched, Father's Day Gift</h1>
  <p style="font-size:24px">£42.00</p><p style="font-size:13px;color:#2d7d46">Local taxes included (where applicable)</p>
  <label>Colour</label><select><option>Tan</option><option>Dark brown</option><option>Black</option></select>
  <label>Personalisation</label><textarea placeholder="Up to 3 initials"></textarea>
  <button class="btn" style="background:#222;color:#fff;width:100%;margin-top:14px;border-radius:24px">Add to basket</button>
  <p style="font-size:13px">Arrives soon! Get it by 5–9 Dec if you order today. Returns &amp; exchanges not accepted for personalised items. Etsy Purchase Protection: shop confidently knowing if something goes wrong, we've got your back.</p></div>
</div>`,
    }),
    routes: { ['www.etsy.com/zc-img/wallet.png']: pngR(139, 90, 43) },
  },
];
