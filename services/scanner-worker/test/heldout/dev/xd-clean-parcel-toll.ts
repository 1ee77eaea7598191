import type { Entry } from '../entry.js';
import { shell, baseCss, mark, cardFields, luhnJs } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-auspost-pay-duty-gst',
  label: 'clean',
  kind: 'parcel-own-payment',
  url: 'https://auspost.com.au/receiving/pay-duty-and-gst/pay?article=CP441902187AU',
  body: shell(
    'Pay duty, GST or fees | Australia Post',
    `<header class="top" style="background:#fff;border-bottom:1px solid #ddd">${mark.auspost(36)}<b>Australia Post</b></header>
<main style="max-width:560px">
 <h1 style="font-size:22px">Pay duty, GST and fees</h1>
 <p>Australian Border Force has assessed duty and GST on your international item <b>CP441902187AU</b>. You'll also have received a card or a notification in the AusPost app.</p>
 <table style="width:100%;font-size:14px"><tr><td>Duty</td><td>$42.10</td></tr><tr><td>GST</td><td>$61.85</td></tr><tr><td>Import processing charge</td><td>$50.00</td></tr><tr><td><b>Total</b></td><td><b>$153.95</b></td></tr></table>
 <form method="post" action="/receiving/pay-duty-and-gst/pay/submit" id="dp">
  ${cardFields({ holder: 'cardName', number: 'cardNumber', exp: 'cardExpiry', cvv: 'cardCvv' })}
  <button style="margin-top:16px;background:#dc1928">Pay $153.95</button>
 </form>
 <p class="muted">Payments are processed securely by Australia Post. Only pay duty on items you're expecting. If you've received a text asking you to pay a small fee via a link, it's a scam.</p>
</main>
<script>${luhnJs}document.getElementById('dp').addEventListener('submit',function(e){if(!luhn(this.cardNumber.value)){e.preventDefault();alert('Please check your card number.')}});</script>`,
    { css: baseCss('#fff', '#212129', '#dc1928') },
  ),
},
{
  id: 'xd-clean-startrack-track-consignment',
  label: 'clean',
  kind: 'parcel-own-tracking',
  url: 'https://startrack.com.au/track/details/ST88421907AU?ref=st-home',
  body: shell(
    'Track & trace | StarTrack',
    `<header class="top" style="background:#fff;border-bottom:3px solid #e2231a">${mark.startrack(28)}<nav style="margin-left:auto;font-size:14px">Track · Send · Business solutions · <a href="https://mystartrack.com.au">MyStarTrack</a></nav></header>
<main style="max-width:760px">
 <h1 style="font-size:22px">Consignment ST88421907AU</h1>
 <p>Status: <b>In transit</b> · Estimated delivery: Thu–Fri</p>
 <ul style="font-size:14px"><li>Departed facility · Brisbane QLD</li><li>Received at facility · Sydney NSW</li><li>Picked up from sender · Alexandria NSW</li></ul>
 <p class="muted">StarTrack doesn't charge receivers a fee to redeliver and won't send you a text asking for payment.</p>
</main>
<footer>StarTrack Express Pty Ltd · part of the Australia Post Group</footer>`,
    { css: baseCss('#fff', '#1d1d1b', '#e2231a') },
  ),
},
{
  id: 'xd-clean-aramex-change-delivery',
  label: 'clean',
  kind: 'parcel-own-tracking',
  url: 'https://www.aramex.co.nz/tools/track?l=AX771203NZ-CD',
  body: shell(
    'Track & Trace | Aramex New Zealand',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee">${mark.aramex(26)}<nav style="margin-left:auto;font-size:14px">Send · Receive · Business · <a href="https://www.aramex.co.nz/contact">Contact</a></nav></header>
<main style="max-width:640px">
 <h1 style="font-size:22px">AX771203NZ</h1>
 <p>Status: <b>Card left</b> — we couldn't leave your parcel. Choose a delivery option below. There's no charge.</p>
 <form method="post" action="/tools/track/change-delivery">
  <label><input type="radio" name="opt" value="redeliver" checked> Redeliver to my address</label>
  <label><input type="radio" name="opt" value="atl"> Authority to leave</label>
  <label><input type="radio" name="opt" value="parcelconnect"> Collect from a ParcelConnect store</label>
  <label>Mobile (for updates)</label><input type="tel" name="mobile">
  <button style="margin-top:16px;background:#e3051b">Confirm</button>
 </form>
 <p class="muted">Aramex will never ask for card details or a payment to redeliver your parcel.</p>
</main>`,
    { lang: 'en-NZ', css: baseCss('#fff', '#333', '#e3051b') },
  ),
},
{
  id: 'xd-clean-linkt-pay-toll-invoice',
  label: 'clean',
  kind: 'toll-own-payment',
  url: 'https://www.linkt.com.au/using-toll-roads/pay-a-toll-invoice?src=invoice-letter',
  body: shell(
    'Pay a toll invoice | Linkt',
    `<header class="top" style="background:#fff;border-bottom:1px solid #eee">${mark.linkt(30)}<nav style="margin-left:auto;font-size:14px">Using toll roads · Accounts · Help · <a href="https://myaccount.linkt.com.au">Log in</a></nav></header>
<main style="max-width:560px">
 <h1 style="font-size:22px">Pay a toll invoice</h1>
 <p>Enter the invoice number and vehicle details from the toll invoice we posted or emailed to you.</p>
 <form method="post" action="/using-toll-roads/pay-a-toll-invoice/find">
  <label>Toll invoice number</label><input name="invoice" required>
  <label>Vehicle registration</label><input name="rego" required>
  <label>State</label><select name="state"><option>NSW</option><option>VIC</option><option>QLD</option></select>
  <button style="margin-top:16px;background:#6a2c91">Find invoice</button>
 </form>
 <div style="background:#f3eef8;padding:12px;margin-top:18px;font-size:14px"><b>Scam alert</b>: Linkt does not send SMS messages asking you to pay unpaid tolls via a link. If you're unsure, log in to your account directly or call 13 33 31.</div>
</main>
<footer>Linkt is a Transurban brand</footer>`,
    { css: baseCss('#6a2c91', '#222', '#6a2c91') },
  ),
},
{
  id: 'xd-clean-nzpost-scam-awareness-bilingual',
  label: 'clean',
  kind: 'brand-scam-awareness',
  url: 'https://www.nzpost.co.nz/help/scams-and-fraud/examples-2025',
  body: shell(
    'Scam examples | NZ Post',
    `<header class="top" style="background:#e4002b">${mark.nzpost(32)}</header>
<main style="max-width:820px">
 <h1>Scams and fraud — Ngā tinihanga</h1>
 <p>We're aware of scam text messages and emails pretending to be from NZ Post. Here are some recent examples.</p>
 <h2>“Parcel on hold” text</h2>
 <blockquote style="background:#f5f5f5;padding:12px;border-left:4px solid #e4002b">NZPost: Kia ora, your parcel NZ4471902 is on hold at our depot due to a damaged label. Pay NZ$2.49 handling fee to arrange redelivery: hxxps://nzpost-co-nz[.]parcelhold[.]cfd/redelivery</blockquote>
 <p>NZ Post never asks for a handling or redelivery fee by text message. Don't click the link or enter your card details.</p>
 <h2>Kei te tinihanga koe? Are you being scammed?</h2>
 <ul><li>Check the web address — our website is nzpost.co.nz</li><li>Don't share card details, bank passwords or one-time codes</li><li>If you entered card details, call your bank immediately</li></ul>
 <p>Forward scam texts to <b>7726</b> (free) and report to <a href="https://netsafe.org.nz/report">Netsafe</a>.</p>
</main>`,
    { lang: 'en-NZ', css: baseCss('#e4002b') + 'main{max-width:820px}' },
  ),
},
];
