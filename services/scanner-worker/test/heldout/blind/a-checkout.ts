import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-checkout-saas-billing-expired',
  label: 'clean',
  kind: 'checkout',
  url: 'https://app.ledgerly.co/settings/billing/payment-method?reason=card_expired',
  routes: {
    'app.ledgerly.co/settings/billing/payment-method': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Billing · Settings · Ledgerly</title>
<link rel="stylesheet" href="/assets/app-4f1c2a.css">
<script src="https://js.stripe.com/v3/" async></script>
<style>
body{margin:0;font-family:Inter,system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:flex}
nav.side{width:240px;background:#0f172a;color:#cbd5e1;min-height:100vh;padding:20px;box-sizing:border-box}
nav.side a{display:block;color:#cbd5e1;text-decoration:none;padding:8px 10px;border-radius:6px;font-size:14px}
nav.side a.on{background:#1e293b;color:#fff}
main{flex:1;padding:32px 48px}
.tabs a{margin-right:18px;font-size:14px;color:#64748b;text-decoration:none}.tabs a.on{color:#0f172a;border-bottom:2px solid #4f46e5;padding-bottom:6px}
.banner{background:#fef3c7;border:1px solid #fcd34d;border-radius:8px;padding:12px 16px;margin:20px 0;font-size:14px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:24px;max-width:560px}
label{display:block;font-size:13px;font-weight:500;margin:12px 0 6px}
.field{border:1px solid #cbd5e1;border-radius:6px;height:42px;padding:0 12px;display:flex;align-items:center;font-size:15px;color:#94a3b8}
input{width:100%;height:42px;border:1px solid #cbd5e1;border-radius:6px;padding:0 12px;font-size:15px;box-sizing:border-box}
.btn{margin-top:18px;background:#4f46e5;color:#fff;border:0;border-radius:6px;height:40px;padding:0 20px;font-weight:600}
.cur{display:flex;align-items:center;gap:10px;font-size:14px;margin-bottom:10px}
</style>
</head>
<body>
<nav class="side"><img src="/assets/ledgerly-mark.svg" alt="Ledgerly" height="26"><br><br><a href="/dashboard">Dashboard</a><a href="/invoices">Invoices</a><a href="/expenses">Expenses</a><a href="/reports">Reports</a><a class="on" href="/settings">Settings</a></nav>
<main>
<h1 style="font-size:22px;margin:0 0 14px">Settings</h1>
<div class="tabs"><a href="/settings/profile">Profile</a><a href="/settings/team">Team</a><a class="on" href="/settings/billing">Billing</a><a href="/settings/integrations">Integrations</a></div>
<div class="banner">The card on file (Visa ending 4242, exp. 02/25) has expired. Update your payment method to keep your Team plan active after 28 March.</div>
<div class="card">
<h2 style="font-size:17px;margin-top:0">Update payment method</h2>
<div class="cur">Current: <b>Visa •••• 4242</b> <span style="color:#b91c1c">Expired</span></div>
<form id="pm-form" method="post" action="/settings/billing/payment-method">
<input type="hidden" name="authenticity_token" value="bD3xk9Q1hJ">
<label>Card details</label><div class="field" id="card-element">Card number · MM / YY · CVC</div>
<label for="bn">Name on card</label><input id="bn" name="billing_name" value="Ana Morales" autocomplete="cc-name">
<label for="bz">Billing ZIP / postal code</label><input id="bz" name="billing_postal" autocomplete="postal-code">
<button class="btn" type="submit">Save card</button>
</form>
<p style="font-size:12px;color:#64748b;margin-top:16px">Card details are sent directly to Stripe and never touch Ledgerly's servers. Need an invoice instead? <a href="/settings/billing/invoicing">Switch to annual invoicing</a>.</p>
</div>
</main>
</body>
</html>`),
  },
},
{
  id: 'a-checkout-donation-nl',
  label: 'clean',
  kind: 'checkout',
  url: 'https://doneren.stichting-zeehondenopvang.nl/doneer?campagne=voorjaar',
  routes: {
    'doneren.stichting-zeehondenopvang.nl/doneer': htmlRoute(`<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Doneer – Stichting Zeehondenopvang Waddenkust</title>
<style>
body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f1f7f9;color:#16323d}
.hero{background:#16323d url(/img/zeehond-hero.jpg) center/cover;color:#fff;padding:60px 30px;text-align:center}
.f{max-width:520px;margin:-40px auto 40px;background:#fff;border-radius:10px;padding:28px;box-shadow:0 4px 18px rgba(0,0,0,.08)}
.amt{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
.amt label{border:2px solid #cfe3ea;border-radius:6px;text-align:center;padding:10px;cursor:pointer;font-weight:700}
.lbl{display:block;font-size:14px;font-weight:600;margin:14px 0 5px}
input[type=text],input[type=email],select{width:100%;height:42px;border:1px solid #a7c0c9;border-radius:5px;padding:0 10px;font-size:15px;box-sizing:border-box}
button{margin-top:20px;width:100%;height:48px;background:#e07a2f;color:#fff;border:0;border-radius:5px;font-size:17px;font-weight:700}
.anbi{font-size:12px;color:#4d6a75;margin-top:14px}
</style>
</head>
<body>
<div class="hero"><h1>Help zeehondjes de winter door</h1><p>Met €25 zorgt u voor een week vis voor een huilertje.</p></div>
<div class="f">
<form method="post" action="/doneer/start">
<input type="hidden" name="campagne" value="voorjaar">
<span class="lbl">Kies een bedrag</span>
<div class="amt"><label><input type="radio" name="bedrag" value="10" hidden> €10</label><label><input type="radio" name="bedrag" value="25" hidden checked> €25</label><label><input type="radio" name="bedrag" value="50" hidden> €50</label><label><input type="radio" name="bedrag" value="anders" hidden> Anders</label></div>
<span class="lbl">Frequentie</span><select name="freq"><option>Eenmalig</option><option>Maandelijks</option><option>Jaarlijks</option></select>
<span class="lbl">Naam</span><input type="text" name="naam" autocomplete="name">
<span class="lbl">E-mailadres</span><input type="email" name="email" autocomplete="email">
<span class="lbl">Betaalmethode</span><select name="methode"><option>iDEAL</option><option>Creditcard</option><option>PayPal</option><option>Bancontact</option></select>
<button type="submit">Doneer nu</button>
<p class="anbi">Stichting Zeehondenopvang Waddenkust is een ANBI. Uw gift is fiscaal aftrekbaar. Betalingen worden veilig verwerkt door Mollie; u wordt doorgestuurd naar de betaalpagina van uw bank.</p>
</form>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-checkout-streaming-own-billing',
  label: 'clean',
  kind: 'checkout',
  url: 'https://www.vidora.tv/account/membership/payment',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vidora – Update payment</title>
<link rel="icon" href="/favicon-32.png">
<style>
body{margin:0;background:#0c0c14;color:#f1f1f6;font-family:"Manrope",Arial,sans-serif}
.hd{padding:22px 40px;display:flex;justify-content:space-between;align-items:center}.hd b{font-size:26px;color:#8b5cf6;letter-spacing:1px}
.hd a{color:#c7c7d6;font-size:14px}
.c{max-width:480px;margin:20px auto 60px;background:#171724;border-radius:12px;padding:32px}
h1{font-size:26px;margin:0 0 10px}
.note{background:#2a1f3d;border-radius:8px;padding:12px;font-size:14px;color:#ddd0ff;margin-bottom:18px}
label{display:block;font-size:13px;color:#a9a9bd;margin:12px 0 6px}
input{width:100%;height:48px;background:#0c0c14;border:1px solid #393950;border-radius:8px;color:#fff;padding:0 14px;font-size:16px;box-sizing:border-box}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:24px;width:100%;height:50px;background:#8b5cf6;color:#fff;border:0;border-radius:25px;font-size:16px;font-weight:700}
footer{text-align:center;font-size:12px;color:#77778c;padding:20px}
footer a{color:#77778c;margin:0 8px}
</style>
</head>
<body>
<div class="hd"><b>VIDORA</b><a href="/account">Account</a></div>
<div class="c">
<h1>Update your payment method</h1>
<div class="note">We couldn't charge your card for March. Update it below to keep watching — your profiles and watchlist are safe.</div>
<form method="post" action="/account/membership/payment" autocomplete="on">
<input type="hidden" name="csrf" value="f1c9a0e2b7">
<label for="n">Name on card</label><input id="n" name="cc_name" autocomplete="cc-name">
<label for="cn">Card number</label><input id="cn" name="cc_number" inputmode="numeric" autocomplete="cc-number">
<div class="row"><div><label for="ex">Expiry</label><input id="ex" name="cc_exp" placeholder="MM/YY" autocomplete="cc-exp"></div><div><label for="cv">CVC</label><input id="cv" name="cc_csc" autocomplete="cc-csc"></div></div>
<button type="submit">Save and resume membership</button>
</form>
<p style="font-size:12px;color:#8f8fa6;margin-top:16px">Vidora will never ask for your password or card details by email or text. Signed in as j•••@gmail.com · <a href="/logout" style="color:#b9a6ff">Not you?</a></p>
</div>
<footer><a href="/help">Help Centre</a><a href="/terms">Terms of Use</a><a href="/privacy">Privacy</a><a href="/cookies">Cookie preferences</a><br>© 2025 Vidora Media Ltd.</footer>
</body>
</html>`,
},
];
