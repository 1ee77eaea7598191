import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, product, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-clean-antivirus-renewal-reminder',
  label: 'clean',
  kind: 'subscription-renewal',
  url: 'https://my.shieldnet-security.com/account/subscriptions?utm_source=email&utm_campaign=renewal_30d',
  body: doc({
    lang: 'en',
    title: 'My Subscriptions – ShieldNet Security',
    css: 'body{background:#f6f7fb}.c{max-width:760px;margin:30px auto;background:#fff;border-radius:8px;padding:24px}.row{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:12px 0}',
    body: `${nav('ShieldNet', ['Dashboard', 'Devices', 'Subscriptions', 'Support'], '#fff', '#1f3c88')}
<div class="c"><h2>Subscriptions</h2>
<div class="row"><div><b>ShieldNet Total Security – 5 devices</b><br><span style="font-size:13px;color:#666">Expires 28 December 2026 · Auto-renew: <b>Off</b></span></div><div><b>£49.99/yr</b></div></div>
<p style="font-size:14px">Your protection will stop on 28 December. Turn on auto-renewal or renew now to keep your 5 devices protected. You can cancel auto-renewal any time from this page and request a full refund within 60 days of renewal.</p>
<button style="background:#1f3c88;color:#fff;border:0;padding:11px 22px;border-radius:4px">Renew now</button> <button style="background:#fff;border:1px solid #1f3c88;color:#1f3c88;padding:10px 22px;border-radius:4px">Turn on auto-renew</button>
<p style="font-size:12px;color:#777;margin-top:20px">We will never call you about a renewal or ask you to pay by gift card or bank transfer. Emails claiming your ShieldNet subscription was renewed for £299 with a phone number to call are scams.</p></div>
${footer([['ShieldNet', 'Privacy', 'Licence agreement', 'Cookies']], '© 2026 ShieldNet Security Ltd, Reading, UK')}`,
  }),
},
{
  id: 'p-clean-furniture-outlet-real-nl',
  label: 'clean',
  kind: 'small-shop',
  url: 'https://www.meubeloutlet-denbosch.nl/uitverkoop',
  body: doc({
    lang: 'nl',
    title: 'Showroommodellen uitverkoop – Meubeloutlet Den Bosch',
    css: '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;max-width:1100px;margin:0 auto;padding:16px}',
    body: `${nav('Meubeloutlet Den Bosch', ['Banken', 'Eetkamer', 'Slaapkamer', 'Uitverkoop', 'Winkel & openingstijden'], '#fff', '#3a3a3a')}
<div style="max-width:1100px;margin:0 auto;padding:0 16px"><h1>Uitverkoop showroommodellen</h1><p>Wij maken ruimte voor de nieuwe collectie. Showroommodellen met kleine gebruikssporen, alleen af te halen in onze winkel in Rosmalen of tegen bezorgkosten (€ 49 in Noord-Brabant). Bekijk ze gerust eerst in de winkel.</p></div>
<div class="grid">
${product('3-zits bank Oslo, stof zand (showroom)', '€ 1.349', '€ 799', '/img/b.png', 'Showroom')}
${product('Eettafel eiken 220×100 massief', '€ 1.195', '€ 749', '/img/t.png')}
${product('Boxspring 180×200 incl. topper', '€ 1.899', '€ 1.099', '/img/b.png', 'Laatste')}
</div>
<p style="max-width:1100px;margin:0 auto;padding:0 16px;font-size:14px">Betalen kan in de winkel (pin, creditcard) of online met iDEAL. Bij bestellingen boven € 1.000 vragen wij 25% aanbetaling.</p>
${footer([['Meubeloutlet Den Bosch', 'Graaf van Solmsweg 12, Rosmalen', 'Ma gesloten, di–za 10–17'], ['Klantenservice', 'Bezorging', 'Garantie', 'Contact']], 'Meubeloutlet Den Bosch B.V. · KvK 17089922 · BTW NL8150.22.118.B01 · Lid van CBW-Erkend')}`,
  }),
  routes: { 'www.meubeloutlet-denbosch.nl/img/b.png': pngRoute(200, 185, 160), 'www.meubeloutlet-denbosch.nl/img/t.png': pngRoute(160, 120, 80) },
},
{
  id: 'p-clean-supermarket-prize-draw-au',
  label: 'clean',
  kind: 'promo-competition',
  url: 'https://promotions.harvestfresh.com.au/win-a-kitchen/enter',
  body: doc({
    lang: 'en-AU',
    title: 'Win a $30,000 kitchen makeover – Harvest Fresh Supermarkets',
    css: '.c{max-width:640px;margin:20px auto;padding:0 16px}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #aaa;border-radius:4px}',
    body: `${nav('Harvest Fresh', ['Specials', 'Recipes', 'Rewards', 'Store locator'], '#fff', '#2e7d32')}
<div class="c"><h1>Win a $30,000 kitchen makeover</h1><p>Spend $50 or more in one transaction with your Harvest Rewards card between 3 November and 30 November 2026 and enter your receipt number below. One entry per qualifying transaction.</p>
<form action="/win-a-kitchen/submit" method="post"><input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input name="receipt" placeholder="Receipt number (e.g. 0412-5521-88)"><input name="postcode" placeholder="Postcode"><label style="font-size:13px"><input type="checkbox" style="width:auto"> I have read and agree to the Terms and Conditions</label><br><button style="background:#2e7d32;color:#fff;border:0;padding:11px 26px;margin-top:10px">Submit entry</button></form>
<p style="font-size:12px;color:#666">Game of skill. Open to Australian residents 18+. Winner drawn 8 December 2026 and notified by phone and email; we will never ask winners to pay a fee or give card details. NSW Permit No. TP/04411. ACT Permit No. TP 26/01882.</p></div>
${footer([['Harvest Fresh', 'Careers', 'Contact', 'Privacy']], '© 2026 Harvest Fresh Supermarkets Pty Ltd ABN 44 118 204 937')}`,
  }),
},
{
  id: 'p-clean-yoga-studio-checkout',
  label: 'clean',
  kind: 'small-business-checkout',
  url: 'https://book.sunrise-yoga-brighton.co.uk/checkout/10-class-pass',
  body: doc({
    lang: 'en-GB',
    title: 'Checkout – 10 Class Pass – Sunrise Yoga Brighton',
    css: 'body{background:#faf7f2}.c{max-width:480px;margin:30px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}input{width:100%;padding:11px;margin:4px 0 10px;border:1px solid #ccc;border-radius:6px}#card{border:1px solid #ccc;border-radius:6px;padding:12px;color:#999;font-size:14px}',
    body: `<div class="c"><h2 style="margin-top:0">Sunrise Yoga Brighton</h2><p><b>10 Class Pass</b> – valid 6 months · £95.00</p>
<input placeholder="Name"><input placeholder="Email"><label style="font-size:13px">Card details</label><div id="card">1234 1234 1234 1234 · MM / YY · CVC</div>
<button style="width:100%;background:#635bff;color:#fff;border:0;padding:13px;border-radius:6px;margin-top:14px;font-size:16px">Pay £95.00</button>
<p style="font-size:12px;color:#888;text-align:center">Payments processed securely by our card provider. Sunrise Yoga never sees your card number.</p>
<p style="font-size:12px;color:#888">Sunrise Yoga Ltd · 14 Kensington Gardens, Brighton BN1 4AL · Cancellation policy: unused passes refundable within 14 days.</p></div>`,
  }),
},
];
