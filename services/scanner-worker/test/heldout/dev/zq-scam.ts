import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, relayScript, formwellAction } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-fake-outlet-patagonia-clearance',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://patagonia-outletstore.shop/',
  body: tess({
    title: 'Patagonia Official Outlet | Up to 80% Off - Closing Sale',
    site: 'Patagonia Outlet',
    accent: '#1b1b1b',
    nav: ['Men', 'Women', 'Kids', 'Sale'],
    badge: false,
    body: `<div style="background:#c62828;color:#fff;text-align:center;padding:8px">WAREHOUSE CLEARANCE &mdash; ENDS TONIGHT <b id="cd">05:59:12</b> &mdash; FREE SHIPPING</div>
<section class="tb-section"><div class="tb-grid">
<div class="tb-card"><div style="height:180px;background:#ddd"></div><p>Men's Down Sweater Hoody</p><s>$279.00</s> <b style="color:#c62828">$49.99</b><br><a class="tb-btn" href="/checkout?p=1">Add to cart</a></div>
<div class="tb-card"><div style="height:180px;background:#ccd"></div><p>Women's Nano Puff Jacket</p><s>$239.00</s> <b style="color:#c62828">$39.99</b><br><a class="tb-btn" href="/checkout?p=2">Add to cart</a></div>
<div class="tb-card"><div style="height:180px;background:#dcc"></div><p>Black Hole Duffel 55L</p><s>$169.00</s> <b style="color:#c62828">$29.99</b><br><a class="tb-btn" href="/checkout?p=3">Add to cart</a></div>
<div class="tb-card"><div style="height:180px;background:#cdc"></div><p>Better Sweater Fleece</p><s>$159.00</s> <b style="color:#c62828">$24.99</b><br><a class="tb-btn" href="/checkout?p=4">Add to cart</a></div></div>
<p style="font-size:12px;color:#888">Contact: support@patagonia-outletstore.shop &middot; Returns accepted within 3 days (unused, original packaging, customer pays return shipping to our HK warehouse)</p></section>
<section class="tb-section" id="checkout"><h3>Express checkout</h3><form class="tb-form" method="post" action="/pay/card.php"><label>Email</label><input name="email"><label>Card number</label><input name="card"><label>MM/YY</label><input name="exp"><label>CVV</label><input name="cvv"><button class="tb-btn">Pay now</button></form></section>
<script>var s=21552;setInterval(function(){s--;document.getElementById('cd').textContent=new Date(s*1000).toISOString().substr(11,8)},1000)</script>`,
  }),
},

{
  id: 'zq-fake-official-store-stanley',
  label: 'scam',
  kind: 'fake-official-store',
  url: 'https://stanley-official-store.tessellate.site/',
  body: tess({
    title: 'Stanley® Official Store - 2026 Anniversary Giveaway',
    site: 'Stanley 1913',
    accent: '#3c7a3b',
    nav: ['Shop', 'Track order'],
    badge: false,
    body: `<section class="tb-hero"><h1>Stanley's 113th Anniversary</h1><p>To celebrate, we are giving away <b>Quencher H2.0 40oz tumblers</b> to 500 customers. You only pay shipping ($6.95).</p></section>
<section class="tb-section"><p><b>Only 17 left!</b> &nbsp; &#9733;&#9733;&#9733;&#9733;&#9733; 4.9 (12,481 reviews)</p><div class="tb-card"><p>&ldquo;Got mine in 3 days, thank you Stanley!!&rdquo; &mdash; Jessica M., Ohio</p><p>&ldquo;Can't believe this was real&rdquo; &mdash; Mark T.</p></div>
<form class="tb-form" method="post" action="https://secure-checkout-pay.net/c/stanley"><label>Name</label><input name="n"><label>Shipping address</label><input name="a"><label>Card number</label><input name="c"><label>Expiry</label><input name="e"><label>CVC</label><input name="v">
<p style="font-size:10px;color:#999">By placing your order you agree to join our VIP club at $89.95 every 14 days after a 3-day trial, cancel anytime by calling.</p><button class="tb-btn">Claim for $6.95</button></form></section>`,
  }),
},

{
  id: 'zq-crypto-doubling-giveaway-livestream',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://spacex-event2026.live/',
  body: doc('SpaceX 2026 Giveaway — LIVE', `<div class="top"><span class="live">&#9679; LIVE</span> Starship Flight 12 Celebration &mdash; 48,201 watching</div>
<main><h1>Official 5,000 BTC &amp; 100,000 ETH Giveaway</h1><p>To celebrate the Starship launch, we are giving back to the crypto community. Send from 0.1 to 20 BTC to the address below and we will instantly send back <b>double</b> the amount to the address you sent from.</p>
<div class="addr"><span id="a">bc1qv8r2x6kq0s3y4w9lpt7f5e2zmhdc8aj3u4n7qk</span><button onclick="navigator.clipboard.writeText(document.getElementById('a').textContent)">Copy</button></div>
<table id="tx"><tr><th>Address</th><th>Sent</th><th>Received</th></tr></table>
<p class="small">Only one participation per wallet. The event ends when all funds are distributed.</p></main>
<script>
var t=document.getElementById('tx');setInterval(function(){var a=(Math.random()*3).toFixed(2);var r=t.insertRow(1);r.innerHTML='<td>bc1q'+Math.random().toString(36).slice(2,10)+'...</td><td>'+a+' BTC</td><td style="color:#2e7d32">'+(a*2).toFixed(2)+' BTC</td>';},2200);
</script>`, { css: `body{background:#05070d;color:#eee}.top{background:#111;padding:10px 6vw}.live{color:#f33}main{max-width:760px;margin:30px auto;padding:0 16px}.addr{background:#161b2a;padding:16px;font:16px monospace;display:flex;justify-content:space-between}table{width:100%;margin-top:20px;font-size:13px}.small{font-size:12px;color:#888}` }),
},

{
  id: 'zq-investment-quantum-ai-pl',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://orlen-inwestycje-ai.tessellate.site/',
  body: tess({
    title: 'Orlen Invest AI — zarabiaj od 1 000 zł dziennie',
    site: 'Orlen Invest',
    lang: 'pl',
    accent: '#d3001c',
    nav: ['Jak to działa', 'Opinie', 'Rejestracja'],
    badge: false,
    body: `<section class="tb-hero"><h1>Zainwestuj 1 000 zł i zarabiaj nawet 25 000 zł miesięcznie</h1><p>Nowy program dla obywateli Polski wspierany przez największe spółki Skarbu Państwa. Sztuczna inteligencja handluje za Ciebie z 97% skutecznością.</p></section>
<section class="tb-section"><div class="tb-grid"><div class="tb-card">&ldquo;Po dwóch tygodniach wypłaciłam 14 300 zł. Spłaciłam kredyt!&rdquo; &mdash; Anna, Kraków</div><div class="tb-card">&ldquo;Na początku nie wierzyłem, ale mój doradca pomógł mi wszystko ustawić.&rdquo; &mdash; Marek, Gdańsk</div></div>
<div class="tb-card" style="max-width:420px;margin:30px auto"><h3>Zostało tylko 7 wolnych miejsc</h3><form class="tb-form" action="${formwellAction('orlAI2026')}" method="post"><label>Imię</label><input name="imie"><label>Nazwisko</label><input name="nazwisko"><label>E-mail</label><input name="email"><label>Telefon</label><input name="tel" value="+48 "><button class="tb-btn" style="margin-top:12px">Rozpocznij zarabianie</button></form><p style="font-size:11px">Po rejestracji skontaktuje się z Tobą osobisty menedżer konta.</p></div></section>`,
  }),
},

{
  id: 'zq-job-reviewer-task-scam',
  label: 'scam',
  kind: 'job-task-scam',
  url: 'https://remote-review-jobs.staticbay.page/apply',
  body: doc('Remote Product Reviewer — Earn $200–$500/day', `<main><h1>Work from home as a Product Rating Assistant</h1><p>Partnered with Amazon, Shopify &amp; Booking merchants. Complete 40 simple rating tasks per day from your phone. No experience needed. <b>Daily payout in USDT.</b></p>
<ol><li>Register and receive 3 free training tasks ($60 bonus)</li><li>Top up your task account to unlock "combo orders" with 3x commission</li><li>Withdraw profits any time after completing a set</li></ol>
<p>To get started, message your onboarding mentor on WhatsApp or Telegram:</p>
<p><a class="b" href="https://wa.me/447700900345?text=Hi%20I%20want%20the%20reviewer%20job">WhatsApp: Ms. Olivia (HR)</a> <a class="b" href="https://t.me/olivia_hr_tasks">Telegram</a></p>
<form action="${formwellAction('jobsRv7')}" method="post"><input name="name" placeholder="Full name"><input name="phone" placeholder="WhatsApp number"><input name="age" placeholder="Age (must be 23+)"><button>Apply</button></form></main>`, { css: `main{max-width:640px;margin:30px auto;padding:0 16px}.b{display:inline-block;background:#25d366;color:#fff;padding:10px 18px;border-radius:20px;text-decoration:none;margin-right:8px}input{display:block;width:100%;padding:10px;margin:6px 0}button{padding:10px 30px}` }),
},

{
  id: 'zq-refund-geeksquad-renewal',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://geeksquad-billing-desk.com/invoice/GS-88412',
  body: doc('Geek Squad Protection - Invoice GS-88412', `<main><h2 style="color:#f9a11b;background:#000;padding:10px">GEEK SQUAD &middot; Invoice</h2><p>Dear Customer,</p><p>Your <b>Geek Squad Total Protection</b> plan has been renewed successfully. The amount of <b>$399.99</b> will be debited from your account within 24 hours.</p>
<table><tr><td>Product</td><td>Total Tech Protection (2 years)</td></tr><tr><td>Devices</td><td>5</td></tr><tr><td>Amount</td><td>$399.99</td></tr></table>
<p>If you did not authorize this charge or wish to cancel and receive a full refund, call our billing department immediately:</p><p style="font-size:26px"><b>+1 (808) 555-0199</b></p>
<p style="font-size:12px">Refund requests must be made within 24 hours. Our agent will help you connect remotely to process the refund.</p><a href="https://anydesk-download.support-now.net/AnyDesk.exe">Download remote support tool</a></main>`, { css: `main{max-width:620px;margin:30px auto;font-family:Arial}td{border:1px solid #ccc;padding:6px 12px}` }),
},

{
  id: 'zq-charity-earthquake-crypto-appeal',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://redcross-earthquake-relief.tessellate.site/',
  body: tess({
    title: 'Red Cross — Emergency Earthquake Relief Fund',
    site: 'Red Cross Relief',
    accent: '#d52b1e',
    nav: ['Donate', 'Updates'],
    body: `<section class="tb-hero"><h1>Thousands trapped. Every minute counts.</h1><p>Our teams are on the ground. Donations are matched 2x until midnight.</p></section>
<section class="tb-section"><p>Due to banking restrictions in the affected region, we can currently only accept donations in cryptocurrency or by gift card.</p>
<div class="tb-grid"><div class="tb-card"><b>Bitcoin</b><br><code>bc1qj3m9k7v2r8d0x5w4ah6tlz0fs3ce9pnuq2y7g</code></div><div class="tb-card"><b>Ethereum / USDT (ERC20)</b><br><code>0x7A1c3fE9b0D4E52aC6b83d14e2F09F1aBc47D2e3</code></div><div class="tb-card"><b>Gift cards</b><br>Send Apple / Google Play gift card codes to <a href="mailto:relief.desk@protonmail.com">relief.desk@protonmail.com</a></div></div>
<p style="font-size:12px;color:#777">Red Cross Relief is an independent volunteer group.</p></section>`,
  }),
},
];
