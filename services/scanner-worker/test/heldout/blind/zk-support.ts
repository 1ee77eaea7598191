import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute, fileRoute } from '../parts/zk-kit.js';
import { beepWav } from '../parts/e-bin.js';
export const entries: Entry[] = [
{
    id: 'zk-scam-delta-fake-reservations-number',
    label: 'scam',
    kind: 'fake-support-number',
    url: 'https://delta-airlines-reservations-help.com/',
    body: doc({
      title: 'Delta Airlines Reservations Number ☎ +1-888-555-0147 | Book, Change, Cancel',
      css: baseCss('#003366') + '.call{font-size:30px;font-weight:800;color:#c01933}.sticky{position:fixed;bottom:0;left:0;right:0;background:#c01933;color:#fff;text-align:center;padding:12px;font-size:20px}',
      head: '<meta name="description" content="Call Delta Airlines customer service 24/7 for reservations, flight changes, cancellation and refunds.">',
      body: `<header class="top"><b style="color:#003366">Delta Air Lines Help Desk</b><nav><a>Reservations</a><a>Cancellation Policy</a><a>Baggage</a><a>Refunds</a></nav></header>
<main><h1>Delta Airlines Customer Service Number</h1><p class="call">📞 +1 (888) 555-0147</p><p>Speak to a live Delta agent 24/7 to book flights, change or cancel a reservation, request a refund, or get special fares not available online. Average wait time: under 1 minute.</p>
<h2>How do I talk to a live person at Delta?</h2><p>The fastest way to reach a real person at Delta Airlines is to call +1 (888) 555-0147 and press 0. Our travel experts can also help with United, American and Southwest bookings.</p>
<h2>Delta cancellation policy 2025</h2><p>Passengers can cancel within 24 hours for a full refund. After that, a fee may apply. Call us to waive fees.</p>
<p class="muted" style="font-size:10px">Disclaimer: We are an independent travel agency and may not be affiliated with any airline. All trademarks belong to their owners.</p></main>
<a class="sticky" href="tel:+18885550147">Call Now: +1 (888) 555-0147</a>`,
    }),
  },
{
    id: 'zk-scam-aircanada-fr-faux-numero',
    label: 'scam',
    kind: 'fake-support-number',
    url: 'https://aircanada-service-client.fr-ca.help/contact',
    body: doc({
      title: 'Air Canada Service à la clientèle ☎ 1-855-555-0199 (24/7)',
      lang: 'fr-CA',
      css: baseCss('#d22630') + '.call{font-size:28px;color:#d22630;font-weight:800}',
      body: `<main><h1>Numéro de téléphone Air Canada – Parlez à un agent</h1><p class="call">☎ 1-855-555-0199</p><p>Besoin de modifier un vol, obtenir un remboursement ou un crédit de voyage? Appelez notre ligne d'assistance sans frais, disponible 24 h sur 24. En español: presione 2.</p><ul><li>Réservations de dernière minute</li><li>Annulation et remboursement</li><li>Bagages perdus</li><li>Surclassement</li></ul><a class="btn" href="tel:18555550199">Appeler maintenant</a><p class="muted" style="font-size:10px">Site indépendant, non affilié.</p></main>`,
    }),
  },
{
    id: 'zk-clean-delta-contact-us',
    label: 'clean',
    kind: 'airline-support',
    url: 'https://www.delta.com/us/en/need-help/overview',
    body: doc({
      title: 'Contact Us | Delta Air Lines',
      css: baseCss('#003366') + '.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}',
      head: gtag('G-DAL77120'),
      body: `${header('/content/dam/site/logo.png', 'Delta', ['Book', 'Check-In', 'My Trips', 'Flight Status', 'SkyMiles'])}
<main><h1>Need Help?</h1><div class="g"><div class="card"><h3>Reservations</h3><p>1-800-221-1212</p><p class="muted">24/7</p></div><div class="card"><h3>Baggage Service</h3><p>1-800-325-8224</p></div><div class="card"><h3>Message Us</h3><p>Chat in the Fly Delta app or at delta.com.</p></div></div>
<div class="alert">Delta's customer service numbers are only listed on delta.com and in the Fly Delta app. Some third-party sites advertise look-alike "Delta reservations" numbers; Delta is not affiliated with them.</div></main>
${footer('Delta Air Lines, Inc.', ['About Delta', 'Careers', 'Legal', 'Privacy Policy', 'Accessibility', 'Customer Commitment'])}`,
    }),
    routes: assets('www.delta.com', [0, 51, 102]),
  },
];
