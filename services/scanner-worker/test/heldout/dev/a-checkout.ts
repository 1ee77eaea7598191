import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-checkout-coffee-roaster-card',
  label: 'clean',
  kind: 'checkout',
  url: 'https://shop.ironbarkcoffee.com.au/checkout/payment?cart=8841',
  routes: {
    'shop.ironbarkcoffee.com.au/checkout/payment': htmlRoute(`<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout – Payment · Ironbark Coffee Roasters</title>
<link rel="stylesheet" href="/assets/checkout.css?v=2024.11">
<style>
body{margin:0;font-family:"Work Sans",Arial,sans-serif;color:#2b2118;background:#fff}
header{border-bottom:1px solid #e9e3dc;padding:18px 40px}header img{height:40px}
.grid{display:grid;grid-template-columns:1.3fr 1fr;max-width:1100px;margin:0 auto}
.main{padding:32px 40px}.side{background:#faf7f3;padding:32px 40px;border-left:1px solid #e9e3dc;min-height:80vh}
.crumbs{font-size:13px;color:#8a7b6c}.crumbs b{color:#2b2118}
h2{font-size:20px;margin:28px 0 10px}
.box{border:1px solid #d9d1c7;border-radius:6px;padding:16px}
label{display:block;font-size:13px;margin:10px 0 4px}
input{width:100%;height:44px;border:1px solid #c8bfb4;border-radius:5px;padding:0 12px;font-size:15px;box-sizing:border-box}
.row{display:flex;gap:12px}.row>div{flex:1}
.pay{margin-top:24px;width:100%;height:54px;background:#2b2118;color:#fff;border:0;border-radius:5px;font-size:16px;font-weight:600}
.line{display:flex;justify-content:space-between;margin:10px 0;font-size:14px}
.total{border-top:1px solid #d9d1c7;padding-top:12px;font-weight:700;font-size:18px}
.secure{font-size:12px;color:#6d6157;margin-top:10px}
</style>
</head>
<body>
<header><a href="https://ironbarkcoffee.com.au/"><img src="/assets/ironbark-logo.svg" alt="Ironbark Coffee Roasters"></a></header>
<div class="grid">
<main class="main">
<div class="crumbs">Cart › Information › Shipping › <b>Payment</b></div>
<div class="box" style="margin-top:20px;font-size:14px">Contact: sam.oconnor@example.net · Ship to: 14 Banksia St, Fitzroy VIC 3065 · Australia Post Express</div>
<h2>Payment</h2>
<p style="font-size:13px;color:#6d6157">All transactions are secure and encrypted.</p>
<form method="post" action="/checkout/payment/submit" id="pay-form">
<input type="hidden" name="cart" value="8841">
<div class="box">
<label for="cc-number">Card number</label><input id="cc-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
<div class="row"><div><label for="cc-exp">Expiration date (MM / YY)</label><input id="cc-exp" name="expiry" autocomplete="cc-exp"></div><div><label for="cc-csc">Security code</label><input id="cc-csc" name="cvc" autocomplete="cc-csc" maxlength="4"></div></div>
<label for="cc-name">Name on card</label><input id="cc-name" name="name" autocomplete="cc-name">
</div>
<label style="font-size:14px;margin-top:14px"><input type="checkbox" checked style="width:auto;height:auto"> Use shipping address as billing address</label>
<button class="pay" type="submit">Pay now · A$58.40</button>
<p class="secure">Payments are processed by our payment provider. We never store your full card number.</p>
</form>
</main>
<aside class="side">
<div class="line"><span>Single Origin — Huila, Colombia (1kg) × 1</span><span>A$46.00</span></div>
<div class="line"><span>Espresso Blend Sample (250g) × 1</span><span>A$0.00</span></div>
<div class="line"><span>Subtotal</span><span>A$46.00</span></div>
<div class="line"><span>Shipping</span><span>A$12.40</span></div>
<div class="line total"><span>Total</span><span>AUD A$58.40</span></div>
<p style="font-size:12px;color:#6d6157">Including A$5.31 in GST</p>
</aside>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-checkout-de-outdoor-stripe',
  label: 'clean',
  kind: 'checkout',
  url: 'https://www.bergwerk-outdoor.de/kasse/zahlung',
  body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kasse – Zahlungsart | Bergwerk Outdoor</title>
<script src="https://js.stripe.com/v3/"></script>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;background:#f4f5f2;color:#1f2a1f}
header{background:#1f2a1f;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}
.w{max-width:820px;margin:30px auto;background:#fff;padding:30px;border-radius:6px}
.steps{display:flex;gap:20px;font-size:13px;color:#7b857b;margin-bottom:20px}.steps b{color:#1f2a1f}
.opt{border:1px solid #cfd6cf;border-radius:6px;padding:14px;margin-bottom:10px}
.opt label{font-weight:600}
#card-element{border:1px solid #cfd6cf;border-radius:4px;padding:12px;margin-top:10px;min-height:20px}
.sum{display:flex;justify-content:space-between;font-weight:700;border-top:1px solid #ddd;padding-top:12px;margin-top:16px}
button{margin-top:18px;width:100%;height:50px;background:#2e7d32;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:700}
.legal{font-size:12px;color:#6b736b}
</style>
</head>
<body>
<header><b>BERGWERK OUTDOOR</b><span>Sicher einkaufen · Trusted Shops ★ 4,87</span></header>
<div class="w">
<div class="steps"><span>1. Adresse</span><span>2. Versand</span><b>3. Zahlung</b><span>4. Prüfen</span></div>
<form id="payment-form" method="post" action="/kasse/zahlung">
<input type="hidden" name="_token" value="q6X4yJ2n">
<div class="opt"><input type="radio" name="method" value="card" id="m-card" checked> <label for="m-card">Kredit- oder Debitkarte</label><div id="card-element"></div></div>
<div class="opt"><input type="radio" name="method" value="paypal" id="m-pp"> <label for="m-pp">PayPal</label> <span style="font-size:13px;color:#666">– Sie werden zu PayPal weitergeleitet.</span></div>
<div class="opt"><input type="radio" name="method" value="klarna" id="m-kl"> <label for="m-kl">Rechnung (Klarna)</label></div>
<div class="opt"><input type="radio" name="method" value="vorkasse" id="m-vk"> <label for="m-vk">Vorkasse / Überweisung</label></div>
<div class="sum"><span>Gesamtsumme inkl. MwSt.</span><span>189,90 €</span></div>
<button type="submit">Weiter zur Bestellübersicht</button>
<p class="legal">Mit Ihrer Bestellung erklären Sie sich mit unseren <a href="/agb">AGB</a> und der <a href="/widerrufsbelehrung">Widerrufsbelehrung</a> einverstanden. <a href="/datenschutz">Datenschutzhinweise</a></p>
</form>
</div>
<script>
var stripe = Stripe('pk_live_51HxBergwerkOutdoorDEq0p2Xb');
var elements = stripe.elements({ locale: 'de' });
var card = elements.create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
card.mount('#card-element');
</script>
</body>
</html>`,
},
{
  id: 'a-checkout-airline-fr-paiement',
  label: 'clean',
  kind: 'checkout',
  url: 'https://reservation.aerolys.fr/booking/paiement?pnr=QX7K2M',
  routes: {
    'reservation.aerolys.fr/booking/paiement': htmlRoute(`<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement – Aerolys</title>
<style>
body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#eef3f8;color:#1a2b3c}
header{background:#0b3d6b;color:#fff;padding:16px 30px;font-size:22px;font-weight:800;letter-spacing:1px}
.w{max-width:960px;margin:24px auto;display:flex;gap:24px;padding:0 16px;flex-wrap:wrap}
.pay{flex:2;min-width:320px;background:#fff;border-radius:8px;padding:24px}
.recap{flex:1;min-width:260px;background:#fff;border-radius:8px;padding:24px;font-size:14px}
label{display:block;font-size:13px;font-weight:700;margin:12px 0 4px}
input,select{width:100%;height:42px;border:1px solid #a9b8c7;border-radius:4px;padding:0 10px;font-size:15px;box-sizing:border-box}
.row{display:flex;gap:10px}.row>div{flex:1}
button{margin-top:20px;width:100%;height:50px;background:#f26b1d;color:#fff;border:0;border-radius:25px;font-size:17px;font-weight:800}
.info{font-size:12px;color:#536475;margin-top:12px}
</style>
</head>
<body>
<header>AEROLYS</header>
<div class="w">
<section class="pay">
<h1 style="font-size:22px;margin-top:0">Paiement sécurisé</h1>
<form method="post" action="/booking/paiement/valider">
<input type="hidden" name="pnr" value="QX7K2M">
<label>Type de carte</label><select name="brand"><option>CB / Visa</option><option>Mastercard</option><option>American Express</option></select>
<label>Numéro de carte</label><input name="pan" inputmode="numeric" autocomplete="cc-number">
<div class="row"><div><label>Date d'expiration</label><input name="exp" placeholder="MM/AA" autocomplete="cc-exp"></div><div><label>Cryptogramme</label><input name="cvv" maxlength="4" autocomplete="cc-csc"></div></div>
<label>Titulaire de la carte</label><input name="holder" autocomplete="cc-name">
<button type="submit">Payer 312,40 €</button>
<p class="info">Votre banque pourra vous demander une authentification forte (3-D Secure) dans son application. Aerolys ne vous demandera jamais votre code confidentiel.</p>
</form>
</section>
<aside class="recap">
<h2 style="font-size:17px;margin-top:0">Votre voyage</h2>
<p><b>Nantes (NTE) → Lisbonne (LIS)</b><br>ven. 18 avril · 07:05 – 08:40 · AY 3412</p>
<p><b>Lisbonne (LIS) → Nantes (NTE)</b><br>lun. 21 avril · 19:25 – 22:50 · AY 3413</p>
<p>1 adulte · Tarif Smart (bagage cabine 10 kg)</p>
<p style="font-size:18px"><b>Total : 312,40 €</b></p>
</aside>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-checkout-parcel-customs-own',
  label: 'clean',
  kind: 'checkout',
  url: 'https://www.parcelo.ie/customs-charges/pay?ref=IE30098812745',
  routes: {
    'www.parcelo.ie/customs-charges/pay': htmlRoute(`<!DOCTYPE html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay customs charges | Parcelo</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f6f7;color:#222}
header{background:#00594f;color:#fff;padding:16px 30px;display:flex;justify-content:space-between;align-items:center}
header nav a{color:#d7efea;margin-left:18px;font-size:14px}
.w{max-width:640px;margin:24px auto;background:#fff;padding:28px;border-radius:6px}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:8px 0;border-bottom:1px solid #eee}
.tot td{font-weight:bold;border-bottom:0}
label{display:block;font-size:13px;margin:12px 0 4px;font-weight:bold}
input{width:100%;height:42px;border:1px solid #999;border-radius:4px;padding:0 10px;box-sizing:border-box}
button{margin-top:18px;width:100%;height:46px;background:#00594f;color:#fff;border:0;border-radius:4px;font-size:16px}
.tip{background:#fff8e1;border-left:4px solid #f2b600;padding:12px;font-size:13px;margin-top:20px}
</style>
</head>
<body>
<header><b>Parcelo</b><nav><a href="/track">Track</a><a href="/send">Send</a><a href="/help">Help</a></nav></header>
<div class="w">
<h1 style="font-size:22px;margin-top:0">Pay customs charges</h1>
<p>Item <b>IE30098812745</b> from the United States is being held at our Dublin Customs Clearance Centre. VAT and a customs clearance fee are due before we can deliver it. You can see how these charges are calculated in the breakdown below, which matches the CN22 customs declaration.</p>
<table><tr><td>Declared value</td><td align="right">€182.00</td></tr><tr><td>VAT (23%)</td><td align="right">€41.86</td></tr><tr><td>Clearance fee</td><td align="right">€8.00</td></tr><tr class="tot"><td>Total due</td><td align="right">€49.86</td></tr></table>
<form method="post" action="/customs-charges/pay">
<input type="hidden" name="ref" value="IE30098812745">
<label>Card number</label><input name="cardNumber" autocomplete="cc-number" inputmode="numeric">
<label>Expiry (MM/YY)</label><input name="expiry" autocomplete="cc-exp">
<label>Security code</label><input name="cvc" autocomplete="cc-csc">
<button type="submit">Pay €49.86</button>
</form>
<div class="tip"><b>Beware of scam texts.</b> We only ask for customs charges on parcelo.ie after you enter your item number yourself. We will never text you a link asking for a small "redelivery fee".</div>
</div>
</body>
</html>`),
  },
},
];
