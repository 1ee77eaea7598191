import type { Entry } from '../entry.js';
import { doc, imgs, tracker } from '../parts/s-kit.js';

/** Author s: life (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'wohnung-direkt-vermieter.de';
  return E({
    id: 's-rental-deposit-wg-de',
    label: 'scam',
    kind: 'rental-deposit',
    url: `https://${h}/expose/berlin-prenzlauer-berg-2zi-690`,
    body: doc({
      lang: 'de',
      title: 'Schöne 2-Zimmer-Altbauwohnung, Prenzlauer Berg, 690 € warm – Exposé',
      css: `body{font-family:Arial;margin:0;background:#fafafa;color:#333}.h{background:#00a0b0;color:#fff;padding:12px 22px}.w{max-width:860px;margin:20px auto;background:#fff;padding:20px}.kd{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.kd div{background:#eef7f8;padding:10px;text-align:center}.ai{background:#fff8e1;padding:12px;border-left:4px solid #ffb300}`,
      body: `<div class="h"><b>WohnungDirekt</b> – provisionsfrei vom Eigentümer</div>
<div class="w"><img src="/bilder/wohnzimmer.png" width="820" height="320" alt=""><h1>Schöne 2-Zimmer-Altbauwohnung mit Balkon, Prenzlauer Berg</h1>
<div class="kd"><div>Warmmiete<br><b>690 €</b></div><div>Zimmer<br><b>2</b></div><div>Fläche<br><b>68 m²</b></div><div>Frei ab<br><b>sofort</b></div></div>
<p>Helle, vollständig möblierte Altbauwohnung mit Stuck, Dielenboden und Einbauküche. Ruhige Lage, U2 Eberswalder Straße 3 Minuten.</p>
<div class="ai"><b>Nachricht des Vermieters (Thomas Reinholt):</b><p>Guten Tag, ich arbeite zurzeit als Ingenieur in Madrid und bin leider nicht in Berlin. Damit ich weiß, dass Sie es ernst meinen, wickeln wir alles über <b>Airbnb-Treuhandservice</b> ab: Sie überweisen die Kaution (2 Monatsmieten = <b>1.380 €</b>) über Airbnb, ich schicke Ihnen die Schlüssel per DHL. Wenn Ihnen die Wohnung nicht gefällt, erhalten Sie das Geld innerhalb von 3 Tagen zurück. Bitte schicken Sie mir eine Kopie Ihres Personalausweises und Ihre Telefonnummer an thomas.reinholt.wohnung@web.de, dann sende ich Ihnen den Link zur Zahlung.</p></div>
<p style="font-size:12px;color:#888">Objekt-ID 88412 · Energieausweis liegt vor · Keine Haustiere</p></div>`,
    }),
    routes: imgs(h, ['wohnzimmer.png'], 'bilder'),
  });
})(),

(() => {
  const h = 'royalfrenchbulldogs-home.com';
  const t = tracker(h, 'plain', 'rfb');
  return E({
    id: 's-pet-deposit-frenchie-puppies',
    label: 'scam',
    kind: 'pet-deposit',
    url: `https://${h}/available-puppies`,
    body: doc({
      title: 'Available French Bulldog Puppies – Royal Frenchies Home | AKC Registered',
      head: t.snippet,
      css: `body{font-family:"Comic Neue",Arial;margin:0;background:#fff8f2}.h{background:#fff;padding:14px 30px;border-bottom:2px solid #f4a261;display:flex;justify-content:space-between}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:960px;margin:20px auto}.pup{background:#fff;border-radius:10px;padding:12px;box-shadow:0 1px 5px rgba(0,0,0,.1)}.pup img{width:100%;height:190px;background:#eadbc8;border-radius:8px}.pr{color:#e76f51;font-weight:bold;font-size:20px}.info{max-width:960px;margin:auto;padding:12px}`,
      body: `<div class="h"><b>🐾 Royal Frenchies Home</b><nav>Home · Available Puppies · Testimonials · Shipping · Contact</nav></div>
<div class="grid">
<div class="pup"><img src="/pups/bella.png" alt=""><h3>Bella – Blue Merle Female</h3><p>10 weeks · vaccinated · microchipped</p><p class="pr">$850</p><button>Adopt Bella</button></div>
<div class="pup"><img src="/pups/max.png" alt=""><h3>Max – Lilac Tan Male</h3><p>11 weeks · vet checked · potty trained</p><p class="pr">$900</p><button>Adopt Max</button></div>
<div class="pup"><img src="/pups/coco.png" alt=""><h3>Coco – Fluffy Cream Female</h3><p>9 weeks · AKC papers</p><p class="pr">$950</p><button>Adopt Coco</button></div></div>
<div class="info"><h2>How to adopt</h2><p>Fill our adoption form and pay a <b>$300 non-refundable reservation deposit</b> to hold your baby. Balance + pet shipping ($350, includes flight nanny, travel crate and health insurance) is due before delivery. We deliver to all 50 states and Canada.</p><p>Payment methods: Zelle, Cash App, Apple Pay, Chime or Bitcoin. <i>No PayPal due to scammers.</i></p><p>Text us for photos and videos: <b>(405) 555-0121</b></p>
<p>"Our baby Luna arrived healthy and happy, thank you Mrs. Jennifer!! 💕" — The Millers, Florida</p></div>
<script>document.querySelectorAll('.pup button').forEach(function(b){b.onclick=function(){alert('Thank you! Please text (405) 555-0121 to reserve '+b.textContent.replace('Adopt ','')+'. Deposit by Zelle or Cash App.');}});</script>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['bella.png', 'max.png', 'coco.png'], 'pups') },
  });
})(),

(() => {
  const h = 'voyages-soleil-promo.fr';
  return E({
    id: 's-travel-deal-bank-transfer-fr',
    label: 'scam',
    kind: 'travel-deal',
    url: `https://${h}/offres/maldives-tout-inclus`,
    body: doc({
      lang: 'fr',
      title: 'Maldives 7 nuits tout inclus vol compris 699 € – Voyages Soleil Promo',
      css: `body{font-family:Arial;margin:0;color:#222}.h{background:#0077b6;color:#fff;padding:14px 30px}.hero{height:280px;background:#90e0ef}.w{max-width:940px;margin:auto;padding:20px}.px{font-size:40px;color:#e63946;font-weight:bold}.box{background:#f1faee;border:1px solid #a8dadc;padding:16px}.stock{color:#e63946}`,
      body: `<div class="h"><b>Voyages Soleil Promo</b> · Agence de voyages en ligne · ☎ 01 84 55 02 17</div>
<img class="hero" src="/img/maldives.png" width="100%" alt="">
<div class="w"><h1>Maldives – Resort 5* sur pilotis – 7 nuits tout inclus</h1><p>Vols A/R depuis Paris CDG inclus · Transferts en hydravion · Pension complète + boissons</p><p><s>4 290 €</s> <span class="px">699 €</span> / pers.</p><p class="stock">⚠ Plus que 4 places au départ du 12 mai — vente flash valable 24 h</p>
<div class="box"><h3>Réservation</h3><p>Pour bénéficier de ce tarif exceptionnel négocié directement avec l'hôtel, le paiement se fait <b>uniquement par virement bancaire</b> (les frais de carte bancaire ne sont pas inclus dans ce prix). Un acompte de <b>50 %</b> confirme votre réservation, le solde est à régler 15 jours avant le départ.</p><p>Bénéficiaire : VSP Travel Ltd · IBAN <b>BE71 9670 4410 2269</b> · BIC TRWIBEB1XXX</p><p>Vous recevrez vos billets électroniques par e-mail 72 h avant le départ.</p></div>
<p style="font-size:11px;color:#888">Voyages Soleil Promo — Immatriculation Atout France IM075xxxxxx · Garantie financière APST · <a href="#">CGV</a> · <a href="#">Mentions légales</a></p></div>`,
    }),
    routes: imgs(h, ['maldives.png']),
  });
})(),

(() => {
  const h = 'timeshare-exit-solutions-group.com';
  const t = tracker(h, 'gtag', 'G-TSEXIT991');
  return E({
    id: 's-timeshare-exit-upfront',
    label: 'scam',
    kind: 'timeshare-exit',
    url: `https://${h}/buyer-found`,
    body: doc({
      title: 'Good News – A Buyer Has Been Found For Your Timeshare | Timeshare Exit Solutions Group',
      head: t.snippet,
      css: `body{font-family:Arial;margin:0;color:#333}.h{background:#1565c0;color:#fff;padding:16px 30px}.w{max-width:760px;margin:24px auto;padding:0 20px}.offer{background:#e3f2fd;border:1px solid #90caf9;padding:16px;border-radius:6px}table td{padding:6px 10px}.b{background:#ef6c00;color:#fff;border:0;padding:12px 24px;font-size:16px}`,
      body: `<div class="h"><b>Timeshare Exit Solutions Group</b> · Orlando · Las Vegas · Cancún</div>
<div class="w"><h2>Congratulations — we have a buyer for your timeshare!</h2>
<div class="offer"><table><tr><td>Resort</td><td>Westgate Lakes Resort &amp; Spa, Orlando FL</td></tr><tr><td>Interest</td><td>2BR Deluxe, Week 32, Annual</td></tr><tr><td>Buyer</td><td>Corporate buyer (Hospitality REIT, Mexico)</td></tr><tr><td>Offer price</td><td><b>$38,500.00</b></td></tr><tr><td>Closing</td><td>within 30 days</td></tr></table></div>
<p>The buyer has signed the letter of intent. To proceed to closing, the seller must pay the <b>closing costs, title transfer and escrow fees of $3,975</b>, plus the Mexican capital gains withholding tax of $2,100 (refunded at closing). These funds are held by our independent escrow agent.</p>
<p>Wire instructions are provided by our closing department after you sign the sales agreement. <b>The buyer's offer expires in 5 business days.</b></p>
<button class="b">Sign agreement &amp; receive wire instructions</button>
<p style="font-size:11px;color:#888">Timeshare Exit Solutions Group LLC. We are not affiliated with any resort developer.</p></div>`,
    }),
    routes: t.routes,
  });
})(),
];
