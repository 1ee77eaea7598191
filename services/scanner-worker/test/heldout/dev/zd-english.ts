import { htmlRoute, type Entry } from '../entry.js';
import { analytics, doc, exfil, okRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * The English-language share of the month: expats and tourists in Spain and Portugal targeted in English,
 * and the banks' own English pages.
 */

export const entries: Entry[] = [
  {
    id: 'zd-scam-alquiler-vacacional-algarve',
    label: 'scam',
    kind: 'rental-deposit',
    url: 'https://booking-secure-payments.stay-confirm.com/reservation/HM7Q2K9X',
    body: doc({
      lang: 'en',
      title: 'Reservation HM7Q2K9X – Secure payment',
      css: `body{margin:0;font-family:Arial;background:#f2f6fa}.h{background:#003580;color:#fff;padding:14px 30px;font-size:20px;font-weight:bold}.c{max-width:640px;margin:24px auto;background:#fff;padding:26px;border-radius:8px}
table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}.w{background:#fff8e1;padding:14px;border-radius:6px}code{background:#eee;padding:2px 6px}`,
      body: `<div class="h">Secure Guest Payments</div><div class="c"><h2>Your booking is on hold</h2><table><tr><td>Property</td><td>Villa Sol Nascente – 3 bedrooms, private pool, Albufeira (Algarve)</td></tr><tr><td>Dates</td><td>12 Jul 2026 – 19 Jul 2026 (7 nights)</td></tr><tr><td>Guests</td><td>4 adults, 2 children</td></tr><tr><td>Total</td><td><b>€1,890.00</b></td></tr></table>
<div class="w"><p>Due to high demand, the host requires a <b>50% deposit (€945.00) within 12 hours</b> by bank transfer to confirm the reservation. Payments made outside this page are not protected.</p>
<p>Beneficiary: Holiday Escrow Services Ltd<br>IBAN: <code>PT50 0036 0412 9910 0048 2217 3</code><br>Reference: HM7Q2K9X</p><p>After the transfer, reply to the host's WhatsApp with the receipt. Your payment is protected by our Guest Guarantee.</p></div>
<p style="font-size:12px;color:#777">Time remaining to confirm: <b id="t">11:59:48</b></p></div>
<script>var s=43188;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=h+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000)</script>`,
    }),
  },
];
