import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

// Scams: tech support, giveaways, investment, shops, advance fee, customs fee, refund, job and romance fee pages.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-sc-ts-alert-loop',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://err-0x80070424-pc-blocked.com/',
  body: html`<html><head><title>System Error 0x80070424</title>
<style>body{background:#1133aa;color:#fff;font-family:Consolas,"Lucida Console",monospace;padding:40px;font-size:16px}h1{background:#aaa;color:#1133aa;display:inline-block;padding:0 8px}</style></head>
<body onload="myFunction()" onclick="myFunction()"><h1>Windows</h1>
<p>A problem has been detected and Windows has been shut down to prevent damage to your computer.</p>
<p>*** STOP: 0x000000D1 (0x0000000C,0x00000002,0x00000000,0xF86B5A89)</p><p>DRIVER_IRQL_NOT_LESS_OR_EQUAL</p>
<p>Your computer has been locked due to suspicious activity. Please call the Help Desk immediately at <b>1-855-470-3362</b> to unlock your PC. Do not turn off or restart your computer - this may result in data loss.</p>
<p>Technical information: Hard drive safety delete starting in 4:58 minutes.</p>
<script>
var msg = "** Internet Security Damaged !!! Call Help Desk **\n\nYour Computer has been Locked due to Unauthorized Access.\nPlease call Microsoft Help Desk: 1-855-470-3362 (Toll Free)\n\nDo not close this window or your data will be deleted.";
function myFunction() {
  for (var i = 0; i < 5; i++) { alert(msg); }
  if (!confirm("Call Help Desk 1-855-470-3362 now?")) { myFunction(); }
}
window.onbeforeunload = function () { return "Are you sure you want to leave? Your PC will stay locked."; };
setInterval(function () { document.title = document.title.indexOf('!!') > 0 ? 'System Error 0x80070424' : '!! CALL 1-855-470-3362 !!'; }, 700);
</script></body></html>`,
},
{
  id: 'b-sc-giveaway-eth',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://eth-foundation-event.org/giveaway',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Ethereum Foundation — 10th Anniversary Giveaway 5,000 ETH</title>
<style>body{margin:0;background:#12131a;color:#fff;font-family:Inter,Arial}.h{padding:20px 40px;font-weight:700}.w{max-width:900px;margin:0 auto;padding:20px}
.box{background:#1d1f2b;border-radius:16px;padding:28px;margin:20px 0}.addr{font-family:monospace;background:#000;padding:14px;border-radius:8px;font-size:17px;word-break:break-all;color:#7efc9d}
table{width:100%;border-collapse:collapse;font-size:13px}td{padding:8px;border-bottom:1px solid #2a2d3d;font-family:monospace}.ok{color:#3ddc84}.cp{background:#627eea;color:#fff;border:0;border-radius:8px;padding:10px 20px;margin-top:10px}</style></head>
<body><div class="h">&#9670; ethereum</div><div class="w"><h1>5,000 ETH Giveaway — Celebrating 10 years of Ethereum</h1>
<p>To celebrate ten years of Ethereum, the Foundation is giving back 5,000 ETH to the community. Participate by sending any amount of ETH between 0.1 and 50 ETH to the contribution address below and you will immediately receive <b>2x</b> the ETH back to the address you sent it from.</p>
<div class="box"><h3>How to participate</h3><ol><li>Send between <b>0.1 ETH</b> and <b>50 ETH</b> to the address below</li><li>You will receive <b>0.2 ETH – 100 ETH</b> back within 15 minutes</li><li>Only one participation per address. Exchange deposits are not accepted.</li></ol>
<div class="addr" id="addr">0x7B3c9E1a5D2f4A8b6C0e9F1d3A5c7E9b2D4f6A81</div><button class="cp" onclick="navigator.clipboard.writeText(document.getElementById('addr').textContent);this.textContent='Copied'">Copy address</button>
<p>Remaining: <b id="rem">2,871.40 ETH</b></p></div>
<div class="box"><h3>Live transactions</h3><table id="tx"></table></div></div>
<script>
var rem = 2871.40;
function rnd(n){ var s='0x'; for (var i=0;i<n;i++) s += '0123456789abcdef'[Math.floor(Math.random()*16)]; return s; }
function add(){ var v = (Math.random()*9.9+0.1).toFixed(2); rem = Math.max(0, rem - v*2);
  var t = document.getElementById('tx'); var r = t.insertRow(0);
  r.innerHTML = '<td>' + rnd(12) + '…</td><td>' + v + ' ETH in</td><td class="ok">' + (v*2).toFixed(2) + ' ETH out</td><td class="ok">Completed</td>';
  if (t.rows.length > 10) t.deleteRow(10); document.getElementById('rem').textContent = rem.toFixed(2) + ' ETH'; }
for (var i=0;i<8;i++) add(); setInterval(add, 3500);
</script></body></html>`,
},
{
  id: 'b-sc-giveaway-btc',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://spacex-btc-event.live/',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>SpaceX Bitcoin Event - 10,000 BTC</title>
<style>body{background:#000 url(/img/starship.jpg) center/cover fixed;color:#fff;font-family:"D-DIN",Arial;margin:0;text-align:center}.o{background:rgba(0,0,0,.7);min-height:100vh;padding:40px 20px}
.q{max-width:680px;margin:0 auto}.a{background:#111;border:1px solid #f7931a;border-radius:6px;padding:16px;font-family:monospace;font-size:18px;margin:14px 0}.qr{width:180px;height:180px;background:#fff;margin:0 auto}
.live{display:inline-block;background:#e00;padding:3px 10px;border-radius:3px;font-size:12px;animation:b 1s infinite}@keyframes b{50%{opacity:.3}}</style></head>
<body><div class="o"><div class="q"><span class="live">&#9679; LIVE</span><h1>SPACEX × BITCOIN</h1><h2>10,000 BTC GIVEAWAY</h2>
<p>During this live event we are giving away 10,000 BTC to celebrate the successful Starship launch. To participate, send from <b>0.01 BTC to 20 BTC</b> to the address below and receive <b>double</b> back instantly.</p>
<div class="qr"><img src="/img/qr-btc.png" width="180" height="180" alt="QR"></div>
<div class="a">bc1q9h7w5xk3l2m8z6t4r0v3n9j5d7g2p8s4y6c0ea</div>
<p>You send 0.1 BTC → you receive 0.2 BTC<br>You send 1 BTC → you receive 2 BTC<br>You send 10 BTC → you receive 20 BTC</p>
<p style="color:#f7931a">Giveaway ends when 10,000 BTC are distributed. 6,214 BTC already sent.</p>
<p style="font-size:12px;color:#aaa">This event is approved by SpaceX. Payouts are automatic. If you send more than 20 BTC you will receive 2 BTC back.</p></div></div></body></html>`,
},
{
  id: 'b-sc-invest-daily',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://quantumai-yield.com/',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>QuantumAI Yield — Automated AI Crypto Trading</title>
<style>body{margin:0;background:#070b1a;color:#dfe6ff;font-family:Montserrat,Arial}.nav{display:flex;justify-content:space-between;padding:16px 40px}.nav a{color:#9fb1ff;margin-left:18px;text-decoration:none}
.hero{text-align:center;padding:60px 20px}.hero h1{font-size:44px}.plans{display:flex;gap:20px;justify-content:center;flex-wrap:wrap;padding:20px}.pl{background:#111836;border:1px solid #2a3670;border-radius:14px;width:240px;padding:24px;text-align:center}
.pl .p{font-size:34px;color:#35f0a0;font-weight:800}.btn{background:#35f0a0;color:#070b1a;border:0;padding:12px 26px;border-radius:30px;font-weight:700;text-decoration:none;display:inline-block}</style></head>
<body><div class="nav"><b>QuantumAI Yield</b><div><a href="#plans">Plans</a><a href="#">Affiliate</a><a href="/login">Login</a><a href="/register" class="btn">Register</a></div></div>
<div class="hero"><h1>Let AI trade for you.<br>Earn up to 5% every day.</h1><p>Our quantum arbitrage engine trades 24/7 across 40 exchanges. Guaranteed daily profit, principal returned at the end of the plan. Withdraw anytime in USDT.</p><a class="btn" href="/register">Start earning</a></div>
<div class="plans" id="plans">
<div class="pl"><h3>Starter</h3><div class="p">2.5%</div><p>daily for 30 days</p><p>Min $100 · Max $999</p></div>
<div class="pl"><h3>Pro</h3><div class="p">3.8%</div><p>daily for 45 days</p><p>Min $1,000 · Max $9,999</p></div>
<div class="pl"><h3>VIP</h3><div class="p">5%</div><p>daily for 60 days</p><p>Min $10,000</p></div></div>
<div style="max-width:640px;margin:30px auto;text-align:center"><h3>Deposit (USDT TRC20)</h3><p style="font-family:monospace;background:#111836;padding:12px;border-radius:8px">TQ8vW3xZ9kR2mN5pL7tY1uJ4hG6fD0sA3c</p>
<p>Invite friends and earn <b>10% + 5% + 2%</b> referral commission on three levels!</p><p style="font-size:12px;color:#6d78a8">Registered in the United Kingdom · Company No. 13827744 · 100% capital protection</p></div></body></html>`,
},
{
  id: 'b-sc-shop-bank',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://sneakers-outlet-nl.shop/afrekenen',
  body: html`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Afrekenen – Sneakers Outlet NL</title>
<style>body{font-family:Helvetica,Arial;margin:0;background:#fafafa;color:#222}.hd{background:#111;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.sale{background:#e4002b;color:#fff;text-align:center;padding:6px;font-weight:bold}
.w{max-width:900px;margin:30px auto;display:flex;gap:30px}.l{flex:2;background:#fff;padding:24px;border:1px solid #eee}.r{flex:1;background:#fff;padding:24px;border:1px solid #eee}
.l input{width:100%;padding:9px;margin:4px 0 10px;border:1px solid #ccc;box-sizing:border-box}.pay{border:2px solid #111;padding:12px;margin:10px 0}.btn{width:100%;background:#111;color:#fff;border:0;padding:14px;font-size:16px}</style></head>
<body><div class="sale">BLACK WEEK: TOT 80% KORTING OP ALLES – ALLEEN VANDAAG</div><div class="hd"><b>SNEAKERS OUTLET NL</b><span>Winkelwagen (2)</span></div>
<div class="w"><div class="l"><h2>Afrekenen</h2><form action="/bestelling/plaatsen" method="post">
<input name="naam" placeholder="Volledige naam"><input name="adres" placeholder="Straat en huisnummer"><input name="postcode" placeholder="Postcode"><input name="plaats" placeholder="Plaats"><input name="email" placeholder="E-mailadres">
<h3>Betaalmethode</h3><div class="pay"><input type="radio" checked style="width:auto"> <b>Bankoverschrijving</b> – 5% extra korting<br><small>Na het plaatsen van de bestelling ontvangt u onze bankgegevens. Uw bestelling wordt verzonden zodra de betaling binnen is.</small></div>
<p style="font-size:13px;color:#888">iDEAL, creditcard en PayPal zijn tijdelijk niet beschikbaar wegens onderhoud.</p>
<button class="btn">Bestelling plaatsen</button></form>
<p style="font-size:13px">Rekeninghouder: J. Hoffmann<br>IBAN: LT12 3250 0123 4567 8901 (Revolut)<br>Omschrijving: uw ordernummer</p></div>
<div class="r"><h3>Overzicht</h3><p>Air Max 90 "Triple White" – mt 43<br><s>€149,99</s> <b style="color:#e4002b">€29,99</b></p><p>Jordan 1 Retro High OG – mt 43<br><s>€189,99</s> <b style="color:#e4002b">€34,99</b></p><hr><p>Verzending: gratis<br><b>Totaal: €64,98</b></p></div></div>
<footer style="text-align:center;font-size:12px;color:#999;padding:20px">© 2024 Sneakers Outlet NL · KvK 00000000 · Klantenservice: info@sneakers-outlet-nl.shop</footer></body></html>`,
},
{
  id: 'b-sc-shop-giftcard',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://ps5-clearance-warehouse.com/checkout',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Checkout | Console Clearance Warehouse</title>
<style>body{font-family:Arial;background:#f2f2f2;margin:0}.c{max-width:560px;margin:40px auto;background:#fff;padding:28px;border-radius:6px}.c input,.c select{width:100%;padding:10px;margin:6px 0 12px;box-sizing:border-box}
.p{background:#fff8e1;border:1px solid #ffcc80;padding:12px;border-radius:4px;font-size:14px}.b{width:100%;background:#ff6f00;color:#fff;border:0;padding:14px;font-size:17px;border-radius:4px}</style></head>
<body><div class="c"><h2>Checkout</h2><p><b>PlayStation 5 Pro 2TB – Warehouse Clearance</b><br>Price: <s>$699.99</s> <b style="color:#d32f2f">$149.00</b> · Only 3 left!</p>
<div class="p">Due to high fraud rates on clearance items we only accept payment by <b>gift card</b> (Apple, Steam, Google Play, Razer Gold). Enter the card codes below. Orders paid with gift cards ship the same day.</div>
<form action="/checkout/giftcard" method="post"><input name="name" placeholder="Full name"><input name="address" placeholder="Shipping address"><input name="email" placeholder="Email">
<select name="card_type"><option>Apple Gift Card</option><option>Steam Wallet</option><option>Google Play</option><option>Razer Gold</option></select>
<input name="code1" placeholder="Gift card code #1"><input name="code2" placeholder="Gift card code #2 (if needed)"><input name="code3" placeholder="Gift card code #3 (if needed)">
<button class="b">Pay $149.00 &amp; Place order</button></form><p style="font-size:12px;color:#888">100% money back guarantee · Ships from our Texas warehouse</p></div></body></html>`,
},
{
  id: 'b-sc-customs-fee',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://parcel-redelivery-fee.com/track/?id=GB7731042817',
  body: html`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Your parcel is on hold – pay import fee</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.hd{background:#da202a;color:#fff;padding:14px 20px;font-weight:bold}.c{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:4px}
.st{display:flex;justify-content:space-between;font-size:12px;color:#666;margin:14px 0}.st b{color:#da202a}.c input{width:100%;padding:11px;margin:6px 0;box-sizing:border-box;border:1px solid #bbb}.b{width:100%;background:#da202a;color:#fff;border:0;padding:14px;font-size:16px;font-weight:bold}</style></head>
<body><div class="hd">Parcel Delivery Service</div><div class="c"><h3>Your parcel is being held</h3>
<p>Tracking number: <b>GB7731042817</b></p><div class="st"><span>Sent ✓</span><span>In transit ✓</span><b>On hold</b><span>Delivered</span></div>
<p>Your parcel from an international sender is being held because of an unpaid import charge of <b>£1.99</b>. Please pay the fee within 48 hours or the parcel will be returned to the sender.</p>
<form action="/pay.php" method="post"><input name="name" placeholder="Cardholder name" required><input name="cc" placeholder="Card number" inputmode="numeric" required><input name="exp" placeholder="MM/YY" required><input name="cvv" placeholder="CVV" required>
<input name="postcode" placeholder="Postcode" required><button class="b">Pay £1.99</button></form><p style="font-size:12px;color:#888">Secure payment · 3-D Secure</p></div></body></html>`,
},
{
  id: 'b-sc-refund-renewal',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://support-billing-refund.help/invoice/GS-882140',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Order Confirmation #GS-882140</title>
<style>body{font-family:Arial;background:#eee;margin:0}.i{max-width:640px;margin:30px auto;background:#fff;padding:30px}.i .hd{display:flex;justify-content:space-between;border-bottom:3px solid #0046be;padding-bottom:10px}
table{width:100%;margin:20px 0;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #ddd}.call{background:#fff4e5;border:1px solid #ff9800;padding:14px;font-size:15px}.ph{font-size:22px;font-weight:bold;color:#0046be}</style></head>
<body><div class="i"><div class="hd"><b style="color:#0046be;font-size:20px">Geek Squad Protection</b><span>Invoice #GS-882140</span></div>
<p>Dear Customer,</p><p>Thank you for renewing your <b>Geek Squad Total Tech Support</b> plan. Your subscription has been renewed automatically for another 3 years and the amount below has been charged to your account.</p>
<table><tr><td>Product</td><td>Total Tech Support – 3 Years (5 devices)</td></tr><tr><td>Order date</td><td>Today</td></tr><tr><td>Payment</td><td>Auto-debit</td></tr><tr><td><b>Total</b></td><td><b>$399.99</b></td></tr></table>
<div class="call">If you did not authorize this transaction or wish to cancel and receive a full refund, please call our billing department within 24 hours:<br><span class="ph">+1 (808) 204-6615</span><br><br>Our agent will help you install the <b>secure refund tool</b> (AnyDesk) to process the refund to your bank account.</div>
<p><a href="https://download.anydesk.com/AnyDesk.exe">Download refund tool</a></p>
<p style="font-size:12px;color:#888">This is an automated message. Do not reply.</p></div></body></html>`,
},
{
  id: 'b-sc-job-task',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://app.optimize-tasks-pro.com/#/tasks',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Optimize Pro – Tasks</title>
<style>body{margin:0;font-family:Roboto,Arial;background:#f4f6fb}.t{background:linear-gradient(90deg,#7c3aed,#db2777);color:#fff;padding:20px}.t .bal{font-size:30px;font-weight:bold}
.c{margin:14px;background:#fff;border-radius:12px;padding:18px}.lock{background:#fff1f2;border:1px solid #fda4af;border-radius:10px;padding:14px}.b{background:#7c3aed;color:#fff;border:0;border-radius:24px;padding:12px 26px;width:100%}
.addr{font-family:monospace;background:#f1f5f9;padding:10px;border-radius:6px;word-break:break-all}</style></head>
<body><div class="t">Account balance<div class="bal">-86.40 USDT</div><small>Today's commission: 38.72 USDT · Tasks 27/40</small></div>
<div class="c"><h3>Combination order received! &#127881;</h3><p>Congratulations, you got a <b>combination task</b> with 6x commission. Your balance is temporarily negative. Top up <b>86.40 USDT</b> to complete the task and unlock your withdrawal of <b>1,284.60 USDT</b>.</p>
<div class="lock">&#128274; Withdrawals are locked until all 40 daily tasks are completed.</div></div>
<div class="c"><h4>Recharge (USDT TRC20)</h4><div class="addr">TJ4mX8vQ2rN6kP9sL1wZ3yH5tB7dF0cG8e</div><p style="font-size:13px">After payment, send the screenshot to your mentor on WhatsApp. Your mentor: <b>Ms. Emma (HR)</b> +44 7418 302991</p><button class="b">I have paid</button></div>
<div class="c"><h4>About the job</h4><p>Work from home 30–60 minutes a day optimizing app ratings for our merchant partners. Earn $300–$800 per day. No experience needed.</p></div></body></html>`,
},
{
  id: 'b-sc-romance-leave',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://us-army-leave-request.com/form/?soldier=SGT-DANIEL-W',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>U.S. Army Leave Approval Request</title>
<style>body{font-family:Arial,sans-serif;background:#2d3a1f;margin:0}.f{max-width:720px;margin:30px auto;background:#fff;padding:30px;border-top:8px solid #c5a44e}h1{font-size:20px;text-align:center}
td{padding:6px;vertical-align:top}input{width:100%;padding:7px;box-sizing:border-box}.n{background:#fffbe6;border:1px solid #e6c200;padding:12px;font-size:14px}</style></head>
<body><div class="f"><p style="text-align:center"><img src="/img/army-star.png" width="60" alt=""></p><h1>UNITED STATES ARMY<br>EMERGENCY LEAVE APPROVAL FORM (DA 31-E)</h1>
<table><tr><td>Soldier:</td><td><b>SGT Daniel Whitmore</b>, 3rd Infantry Division, deployed – Syria</td></tr><tr><td>Leave type:</td><td>Emergency / compassionate leave (30 days)</td></tr><tr><td>Requested by (family/partner):</td><td><input name="requester" placeholder="Your full name"></td></tr><tr><td>Relationship:</td><td><input name="rel" placeholder="Fiancée / wife / family"></td></tr></table>
<div class="n">Per deployment regulations, leave for soldiers on active duty must be sponsored by a family member or partner. A <b>leave processing and flight fee of $2,850</b> is required and must be paid by the requester. Payment methods accepted: <b>Apple gift cards, Steam gift cards or Bitcoin</b>. Send the card codes to the Leave Officer by e-mail: leave.office.usarmy@gmail.com</div>
<p>Once the fee is received, the soldier will be released within 72 hours and flown to the requester's address.</p><p><button>Submit request</button></p><p style="font-size:11px;color:#666">Department of the Army · Office of Personnel Leave Administration</p></div></body></html>`,
},
{
  id: 'b-sc-prize-it',
  label: 'scam',
  kind: 'prize-scam',
  url: 'https://premio-fedelta-utenti.it-vincite.com/sondaggio',
  body: html`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Congratulazioni!</title>
<style>body{font-family:Arial;background:#f0f0f0;margin:0;text-align:center}.c{max-width:440px;margin:16px auto;background:#fff;border-radius:10px;padding:20px}.q{display:none}.q.on{display:block}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #e60000;background:#fff;color:#e60000;border-radius:6px;font-size:15px}
.boxes{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.boxes div{height:80px;background:#e60000;border-radius:8px;color:#fff;line-height:80px;font-size:30px;cursor:pointer}</style></head>
<body><div class="c"><p style="color:#888;font-size:13px" id="d"></p><h2 style="color:#e60000">Congratulazioni, utente fortunato!</h2><p>Sei stato selezionato per partecipare al nostro sondaggio fedeltà anonimo. Rispondi a 3 domande e potrai vincere un <b>iPhone 15 Pro</b>!</p>
<div class="q on" id="q1"><b>1. Sei uomo o donna?</b><button onclick="nx(2)">Uomo</button><button onclick="nx(2)">Donna</button></div>
<div class="q" id="q2"><b>2. Quanti anni hai?</b><button onclick="nx(3)">18-29</button><button onclick="nx(3)">30-49</button><button onclick="nx(3)">50+</button></div>
<div class="q" id="q3"><b>3. Sei soddisfatto del tuo operatore?</b><button onclick="nx(4)">Sì</button><button onclick="nx(4)">No</button></div>
<div class="q" id="q4"><b>Scegli una scatola!</b><div class="boxes"><div onclick="win()">?</div><div onclick="win()">?</div><div onclick="win()">?</div></div></div>
<div class="q" id="q5"><h3>HAI VINTO un iPhone 15 Pro! &#127881;</h3><p>Paga solo le spese di spedizione di <b>€1,95</b> per ricevere il premio entro 5 giorni lavorativi.</p><a href="/checkout?premio=iphone15pro" style="display:block;background:#e60000;color:#fff;padding:14px;border-radius:6px;text-decoration:none">RICEVI IL PREMIO</a><p style="font-size:12px">Rimangono solo <b>2</b> premi oggi</p></div>
<div style="text-align:left;font-size:13px;margin-top:20px"><b>Commenti</b><p>Giulia R.: Pensavo fosse uno scherzo ma il telefono è arrivato ieri!!!</p><p>Marco B.: Grazie, ho ricevuto il premio 😍</p></div></div>
<script>
document.getElementById('d').textContent = new Date().toLocaleDateString('it-IT', {weekday:'long', day:'numeric', month:'long', year:'numeric'});
function nx(n){ document.querySelectorAll('.q').forEach(function(q){q.classList.remove('on')}); document.getElementById('q'+n).classList.add('on'); }
function win(){ nx(5); }
</script></body></html>`,
},
{
  id: 'b-sc-ts-json',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://secure-pc-check.net/scan/?id=US-2291',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading...</title><style>body{margin:0;font-family:"Segoe UI",Arial}</style></head>
<body><div id="root" style="text-align:center;padding-top:100px;color:#666">Scanning your computer&hellip;</div>
<script>
(async function () {
  const cfg = await fetch('/scan/cfg.json?c=US-2291').then(r => r.json());
  document.title = cfg.title;
  document.body.style.background = cfg.bg;
  const r = document.getElementById('root');
  r.style.cssText = 'max-width:680px;margin:60px auto;background:#fff;padding:26px 32px;text-align:left;color:#222;box-shadow:0 0 30px rgba(0,0,0,.4)';
  r.innerHTML = '<h2 style="color:#c00">' + cfg.heading + '</h2>' + cfg.paragraphs.map(p => '<p>' + p + '</p>').join('') +
    '<p style="font-size:26px;font-weight:bold;color:#0067b8">' + cfg.phone + '</p><ul>' + cfg.threats.map(t => '<li>' + t + '</li>').join('') + '</ul>';
  if (cfg.lock) {
    addEventListener('beforeunload', e => { e.preventDefault(); e.returnValue = cfg.leave; });
    history.pushState(null, '', location.href); addEventListener('popstate', () => history.pushState(null, '', location.href));
    document.addEventListener('click', () => document.documentElement.requestFullscreen().catch(() => {}), { once: true });
    const a = new Audio(cfg.audio); a.loop = true; a.play().catch(() => {});
  }
})();
</script></body></html>`,
  routes: {
    'secure-pc-check.net/scan/cfg.json': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Microsoft Security Essentials - Threat Detected', bg: '#0067b8', heading: 'Your PC is infected with 5 viruses!', paragraphs: ['Your Windows license and personal data are at risk. Malicious software (Trojan.Win32.Emotet) was detected while browsing.', 'Do not shut down or restart your computer. Doing so may lead to data loss and failure of the operating system.', 'Call Microsoft Certified Technicians now (toll free):'], phone: '1-877-389-0524', threats: ['Trojan.Win32.Emotet', 'Spyware.PasswordStealer', 'Adware.Tracking.Cookie', 'Ransom.Cerber', 'Backdoor.Agent'], lock: true, leave: 'Your PC is infected. Call 1-877-389-0524.', audio: '/scan/warning.mp3' }) },
  },
},
];
