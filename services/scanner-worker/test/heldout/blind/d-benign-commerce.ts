import { type Entry } from '../entry.js';
import { baseCss, chatWidget, cookieBanner, doc, gtag, gtm, metaPixel, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: shops and checkouts with card fields on their own domain or a PSP's, donations, bill payment, toll payment, parcel tracking, marketing urgency, support pages with phone numbers. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-shop-checkout-card',
  label: 'clean',
  kind: 'checkout-own',
  url: 'https://shop.fjellgear.no/checkout/payment',
  body: doc({
    title: 'Checkout – Payment | Fjellgear',
    head: gtm('GTM-FJ7Q2LP'),
    css: baseCss('#1e3a8a') + `.co{display:grid;grid-template-columns:1.2fr .8fr;gap:40px;max-width:1100px;margin:30px auto;padding:0 24px}.sum .r{display:flex;justify-content:space-between;padding:6px 0}`,
    body: `${siteNav({ brand: 'Fjellgear', links: ['Jackets', 'Boots', 'Tents', 'Outlet'] })}
<div class="co"><form class="card" method="post" action="/checkout/payment/submit"><h1 style="font-size:22px">Payment</h1><p class="muted">All transactions are secure and encrypted. Card data is sent directly to our payment provider.</p>
<div class="form-group"><label>Card number</label><input name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234"></div><div style="display:flex;gap:12px"><div class="form-group" style="flex:1"><label>Expiry</label><input name="exp-date" autocomplete="cc-exp" placeholder="MM / YY"></div><div class="form-group" style="flex:1"><label>CVC</label><input name="cvc" autocomplete="cc-csc"></div></div>
<div class="form-group"><label>Name on card</label><input name="ccname" autocomplete="cc-name"></div><label style="font-weight:400"><input type="checkbox" checked> Billing address same as shipping</label><br><br><button class="btn btn-block">Pay 2 349,00 kr</button><p class="muted">Or pay with Vipps · Klarna · Apple Pay</p></form>
<aside class="card sum"><h2 style="font-size:18px">Order summary</h2><div class="r"><span>Trollvegen 3L Jacket (M)</span><span>2 199,00 kr</span></div><div class="r"><span>Shipping (Posten)</span><span>150,00 kr</span></div><div class="r"><b>Total</b><b>2 349,00 kr</b></div><p class="muted">30-day returns · 2-year warranty</p></aside></div>
${siteFooter({ company: 'Fjellgear AS', note: 'Fjellgear AS · Org.nr. 912 345 678 · Storgata 12, 0155 Oslo' })}${cookieBanner('en')}${metaPixel('402211893317220')}`,
  }),
},

{
  id: 'd-ok-donation-page',
  label: 'clean',
  kind: 'donation',
  url: 'https://donate.riverkeepers-trust.org.uk/winter-appeal',
  body: doc({
    title: 'Winter Appeal – Donate | Riverkeepers Trust',
    head: gtag('G-RKT7M2P0QA'),
    css: baseCss('#0369a1') + `.amts button{border:2px solid #0369a1;background:#fff;color:#0369a1;padding:10px 18px;border-radius:6px;margin:4px;font-weight:700}`,
    body: `${siteNav({ brand: 'Riverkeepers Trust', links: ['Our work', 'Volunteer', 'News', 'Shop'], cta: 'Donate' })}
<main class="container" style="max-width:680px;padding:30px 24px"><h1>Help keep our rivers clean this winter</h1><p>Every £10 removes about 20 kg of litter from our rivers. Urgent: our match-funding ends <b>at midnight on 31 December</b> — donate today and your gift is doubled.</p>
<form class="card" method="post" action="/winter-appeal/pay"><div class="amts"><button type="button">£10</button><button type="button">£25</button><button type="button">£50</button><button type="button">Other</button></div>
<div class="form-group"><label>Full name</label><input name="name"></div><div class="form-group"><label>Email</label><input name="email" type="email"></div><div class="form-group"><label>Card number</label><input name="card" autocomplete="cc-number"></div><div style="display:flex;gap:12px"><div class="form-group" style="flex:1"><label>Expiry</label><input name="exp" autocomplete="cc-exp"></div><div class="form-group" style="flex:1"><label>CVC</label><input name="cvc"></div></div>
<label style="font-weight:400"><input type="checkbox" name="giftaid"> Yes, I am a UK taxpayer — add Gift Aid (25% more at no cost to me)</label><br><br><button class="btn btn-block">Donate now</button></form>
<p class="muted">Registered charity no. 1098765 · Fundraising Regulator registered</p></main>
${siteFooter({ company: 'Riverkeepers Trust' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-marketing-flash-sale',
  label: 'clean',
  kind: 'marketing-urgency',
  url: 'https://www.lumenhome.co.uk/sale/black-friday?utm_source=newsletter&utm_medium=email&utm_campaign=bf26_lastchance',
  body: doc({
    title: 'Black Friday: up to 50% off smart lighting – ends tonight | LumenHome',
    head: gtm('GTM-LMH3K9Z'),
    css: baseCss('#f59e0b') + `.bar{background:#111;color:#fff;text-align:center;padding:10px;font-weight:700}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:20px;max-width:1100px;margin:30px auto;padding:0 24px}.p .was{text-decoration:line-through;color:#888}`,
    body: `<div class="bar">⏰ LAST CHANCE — Black Friday ends at midnight! <span id="cd"></span></div>
${siteNav({ brand: 'LumenHome', links: ['Bulbs', 'Light strips', 'Switches', 'Hubs', 'Sale'], cta: 'Basket (0)' })}
<main class="container"><h1>Black Friday — up to 50% off</h1><p>Offer ends today. Hurry, stock is limited on some lines! Free next-day delivery on orders over £40.</p></main>
<div class="grid"><div class="card p"><img src="/media/bulb-e27-colour.webp" alt=""><h3>Colour Bulb E27 (4-pack)</h3><p><span class="was">£79.99</span> <b>£39.99</b></p><a class="btn" href="/p/colour-bulb-e27-4">Add to basket</a></div><div class="card p"><img src="/media/strip-5m.webp" alt=""><h3>Light Strip 5 m</h3><p><span class="was">£59.99</span> <b>£34.99</b></p><a class="btn" href="/p/light-strip-5m">Add to basket</a></div><div class="card p"><img src="/media/hub-v3.webp" alt=""><h3>Hub v3</h3><p><span class="was">£49.99</span> <b>£29.99</b></p><a class="btn" href="/p/hub-v3">Add to basket</a></div></div>
${siteFooter({ company: 'LumenHome Ltd' })}${cookieBanner('en')}${chatWidget('widget.helpbubble.io', 'lmh-41c2')}
<script>(function(){var e=new Date();e.setHours(23,59,59,0);function t(){var s=Math.max(0,(e-new Date())/1000|0);document.getElementById('cd').textContent=String(s/3600|0).padStart(2,'0')+':'+String(s%3600/60|0).padStart(2,'0')+':'+String(s%60).padStart(2,'0')}t();setInterval(t,1000)})();</script>`,
  }),
},

{
  id: 'd-ok-telco-bill-pay',
  label: 'clean',
  kind: 'bill-pay-own',
  url: 'https://www.telstra.com.au/my-account/pay-bill',
  body: doc({
    title: 'Pay your bill | Telstra',
    css: baseCss('#0099f8'),
    body: `${siteNav({ brand: 'Telstra', links: ['Mobiles', 'Internet', 'Entertainment', 'Deals', 'Support'], cta: 'My Telstra' })}
<main class="container" style="max-width:760px;padding:30px 24px"><h1>Pay your bill</h1><p>The easiest way to pay is in the My Telstra app or by signing in to My Telstra. You can also make a one-off payment with your account number and the amount from your bill.</p>
<form class="card" method="post" action="/my-account/pay-bill/quick-pay"><div class="form-group"><label>Account number (10 digits, top of your bill)</label><input name="acct"></div><div class="form-group"><label>Amount</label><input name="amount"></div><div class="form-group"><label>Card number</label><input name="card" autocomplete="cc-number"></div><div class="form-group"><label>Expiry</label><input name="exp" autocomplete="cc-exp"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><button class="btn btn-block">Pay now</button></form>
<div class="alert alert-info"><b>Scam warning:</b> Telstra won't text you a link asking you to pay an overdue bill to avoid immediate disconnection. If you're unsure, sign in to My Telstra directly. <a href="/cyber-security/scams">Learn about scams</a></div></main>
${siteFooter({ company: 'Telstra Group Limited' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-correos-customs-payment',
  label: 'clean',
  kind: 'courier-customs-own',
  url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=UB421663395CN',
  body: doc({
    title: 'Localizador de envíos | Correos',
    lang: 'es',
    css: baseCss('#002e6d') + `.t{background:#ffcd00;padding:12px 30px}`,
    body: `<div class="t"><img src="/content/dam/correos/images/logo/logo-correos.svg" alt="Correos" height="36"></div>
<main class="container" style="max-width:860px;padding:30px 24px"><h1>Envío UB421663395CN</h1><p><b>Estado:</b> En tramitación aduanera — pendiente de pago de impuestos (IVA de importación).</p><p>Importe: <b>4,17 €</b> (IVA 21%) + gestión aduanera 2,00 €. Puedes pagarlo aquí con tarjeta o en tu oficina de Correos.</p>
<form class="card" method="post" action="/es/es/herramientas/aduanas/pago"><div class="form-group"><label>NIF / NIE del destinatario</label><input name="nif"></div><div class="form-group"><label>Tarjeta</label><input name="card" autocomplete="cc-number"></div><div class="form-group"><label>Caducidad</label><input name="exp"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><button class="btn btn-block">Pagar 6,17 €</button></form>
<p class="muted">Importante: Correos solo solicita el pago de aduanas en correos.es y desde la app de Correos. Nunca te pediremos el pago a través de un SMS con enlace.</p></main>
${siteFooter({ company: 'Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.' })}${cookieBanner('es')}`,
  }),
},

{
  id: 'd-ok-inpost-tracking-pl',
  label: 'clean',
  kind: 'courier-tracking-own',
  url: 'https://inpost.pl/sledzenie-przesylek?number=620038129846599',
  body: doc({
    title: 'Śledzenie przesyłek | InPost',
    lang: 'pl',
    css: baseCss('#ffcb04'),
    body: `${siteNav({ brand: 'InPost', links: ['Wyślij paczkę', 'Śledź', 'Paczkomaty', 'Dla biznesu', 'Pomoc'] })}
<main class="container" style="max-width:760px;padding:30px 24px"><h1>Przesyłka 620038129846599</h1><p><b>Gotowa do odbioru</b> w Paczkomacie GDA08M, ul. Kartuska 120, Gdańsk. Odbierz do 30.11, 14:12.</p><p>Kod odbioru znajdziesz w aplikacji InPost Mobile lub w SMS-ie od InPost.</p>
<div class="alert alert-warn">InPost nie prosi o dopłaty do przesyłek za pomocą linków w SMS-ach ani e-mailach. Nie podawaj danych karty ani kodów BLIK na nieznanych stronach.</div></main>
${siteFooter({ company: 'InPost S.A.' })}${cookieBanner('pl')}`,
  }),
},

{
  id: 'd-ok-streaming-update-payment-own',
  label: 'clean',
  kind: 'billing-own',
  url: 'https://www.streamlyne.tv/account/payment?reason=declined',
  body: doc({
    title: 'Update payment method | Streamlyne',
    css: `body{background:#0b0b0f;color:#fff;font-family:Inter,sans-serif;margin:0}.w{max-width:480px;margin:50px auto;background:#16161d;border-radius:12px;padding:30px}.w input{width:100%;background:#0b0b0f;border:1px solid #333;color:#fff;border-radius:6px;padding:12px;margin:6px 0 12px;box-sizing:border-box}.w button{width:100%;background:#8b5cf6;border:0;color:#fff;border-radius:6px;padding:14px;font-weight:700}`,
    body: `<div class="w"><h1 style="font-size:22px">Your payment was declined</h1><p style="color:#aaa">We couldn't charge your Visa ending in 4821 for your Standard plan (€9.99). Update your payment method to keep watching. Signed in as <b>l.bernard@maildomain.fr</b>.</p>
<form method="post" action="/account/payment/update"><label>Card number</label><input name="cc" autocomplete="cc-number"><label>Expiry</label><input name="exp" autocomplete="cc-exp"><label>CVC</label><input name="cvc" autocomplete="cc-csc"><button>Save payment method</button></form><p style="color:#777;font-size:12px">Payments are processed by our PSP. <a href="/help/billing" style="color:#a78bfa">Billing help</a> · <a href="/account" style="color:#a78bfa">Back to account</a></p></div>`,
  }),
},

];
