import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, pixel, baseCss, cookieBar } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-scam-fakeshop-schuhe-raeumungsverkauf-de',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://birkenstock-sale-de.store/collections/alle',
    body: doc({
      lang: 'de',
      title: 'Räumungsverkauf – Bis zu 80% Rabatt | Birkenstock Outlet',
      css: baseCss('#0a2240', 'Helvetica,Arial,sans-serif') + `.pr b{color:#c00}.pr s{color:#999}`,
      body: `<div style="background:#c00;color:#fff;text-align:center;padding:8px;font-weight:700">WIR SCHLIESSEN! Alles muss raus – bis zu 80% Rabatt · Kostenloser Versand</div>
<header class="top"><b style="font-size:22px">BIRKENSTOCK</b><nav><a href="#">Damen</a><a href="#">Herren</a><a href="#">Kinder</a><a href="#">Sale</a></nav></header>
<div class="wrap"><h1>Alle Produkte</h1><div class="grid" id="g"></div>
<p class="muted">Zahlungsarten: Kreditkarte, Vorkasse (Überweisung: 5 % Extrarabatt). Impressum: Birken Handels GmbH, Musterstraße 12, 10115 Berlin.</p></div>
<footer>© 2025 Birkenstock Outlet · <a href="#">AGB</a><a href="#">Datenschutz</a><a href="#">Widerrufsrecht</a><a href="#">Impressum</a></footer>`,
      scripts: `<script>var p=[['Arizona Birko-Flor',110,19.99],['Boston Veloursleder',160,24.99],['Gizeh Lack',90,17.99],['Madrid Big Buckle',120,21.99],['Mayari Öl-Nubukleder',130,22.99],['Zermatt Wolle Hausschuh',100,18.99]];
document.getElementById('g').innerHTML=p.map(function(x,i){return '<div class="card pr"><div style="height:160px;background:#e9e1d4"></div><p>'+x[0]+'</p><p><s>'+x[1]+',00 €</s> <b>'+x[2].toFixed(2).replace('.',',')+' €</b></p><a class="btn" href="/cart/add?id='+(4012+i)+'">In den Warenkorb</a></div>'}).join('');</script>`,
    }),
    routes: { 'birkenstock-sale-de.store/cart/add': redirectRoute(302, 'https://birkenstock-sale-de.store/collections/alle?added=1') },
  },
  {
    id: 'w-scam-fakeshop-ps5-bank-transfer-ng',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://gadgetplug-naija.com.ng/ps5-slim-disc-edition-promo',
    body: doc({
      lang: 'en-NG',
      title: 'PS5 Slim Disc Edition – ₦189,000 Promo | GadgetPlug Naija',
      css: baseCss('#0052cc', 'Arial,sans-serif') + `.pz{font-size:28px;color:#0a8f3c;font-weight:700}`,
      body: `<header class="top"><b>GadgetPlug Naija</b><nav><a href="#">Phones</a><a href="#">Gaming</a><a href="#">Laptops</a><a href="#">UK Used</a></nav></header>
<div class="wrap"><h1>Brand New PS5 Slim (Disc) + 2 Pads + FC 25 — Detty December Promo</h1>
<p>Market price ₦1,150,000 · <span class="pz">Promo price ₦189,000</span></p>
<p>Only 20 units left from our Dubai container! Delivery within Lagos, Abuja and Port Harcourt in 24 hours. Other states 2–3 days via GIG Logistics.</p>
<h3>How to order</h3><ol><li>Chat us on WhatsApp to reserve your unit</li><li>Make payment to our company account below</li><li>Send proof of payment &amp; your delivery address</li></ol>
<div class="card"><b>Bank:</b> Moniepoint MFB<br><b>Acct Name:</b> GADGETPLUG VENTURES-ADEBAYO O.<br><b>Acct No:</b> 8123 406 519</div>
<p><b>No pay on delivery</b> for promo items because of high demand. Payment confirms your slot.</p>
<p><a class="btn" style="background:#25d366" href="https://wa.me/2348123406519?text=I%20want%20PS5%20promo">Order on WhatsApp</a></p>
<p class="muted">“I received mine in Ikeja today, original!” — Tunde · “Legit vendor 💯” — Chioma</p></div>
<footer>CAC Reg: BN 3318206 · Shop 14, Computer Village, Ikeja, Lagos</footer>`,
    }),
  },
  {
    id: 'w-scam-fakeshop-boutique-closing-fb-ad-us',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.ellieandrosebtq.com/pages/our-story',
    body: doc({
      title: 'Our Story – Ellie & Rose Boutique | Closing Sale',
      head: pixel('602211987345'),
      css: baseCss('#8a5a44', 'Georgia,serif', '#fffaf5') + `.hero img{width:100%;height:260px;background:#e8d6c8;display:block}`,
      body: `<div style="background:#8a5a44;color:#fff;text-align:center;padding:8px;font-size:14px">Store closing — everything 70% off · Free US shipping on orders $39+</div>
<header class="top"><b style="font-size:22px">Ellie &amp; Rose</b><nav><a href="/collections/all">Shop All</a><a href="#">Dresses</a><a href="#">Knitwear</a><a href="#">Our Story</a></nav></header>
<div class="wrap hero"><img src="/files/owners.png" alt="Ellie and Rose"><h1>After 27 wonderful years, it’s time to say goodbye</h1>
<p>Dear friends, when my late husband and I opened our little shop in Charleston in 1998, we never imagined the love this community would give us. With my health declining and our daughter moving abroad, we have made the painful decision to close our doors for good.</p>
<p>Every handmade sweater and linen dress must find a new home, so we have marked everything down by 70%. Thank you for being part of our story. ❤️ — Margaret</p>
<a class="btn" href="/collections/all">Shop the Final Sale</a>
<div class="grid" style="margin-top:24px"><div class="card">Hand-knit Cable Cardigan<br><s>$189</s> <b>$39.99</b></div><div class="card">Linen Button Midi Dress<br><s>$148</s> <b>$34.99</b></div><div class="card">Merino Turtleneck<br><s>$129</s> <b>$29.99</b></div></div></div>
<footer>© 2025 Ellie &amp; Rose Boutique · Contact: service@ellieandrosebtq.com · Returns to: Room 1203, Block B, Wanda Plaza, Shenzhen, Guangdong, CN</footer>`,
    }),
    routes: {
      'www.ellieandrosebtq.com/files/owners.png': pic(230, 214, 200),
      'www.ellieandrosebtq.com/collections/all': html(doc({ title: 'Shop All – Ellie & Rose', body: '<h1>Shop All</h1><p>24 products · 70% off applied at checkout</p>' })),
    },
  },
  {
    id: 'w-phish-toll-ezpass-unpaid-balance',
    label: 'phishing',
    kind: 'toll-payment',
    url: 'https://e-zpassny.com-tolls.vip/pay',
    body: doc({
      title: 'E-ZPass New York – Pay Toll Balance',
      css: baseCss('#5b2c86', 'Arial,sans-serif') + `.h{background:#5b2c86;color:#fff;padding:14px 30px}.due{font-size:26px;color:#b00;font-weight:700}`,
      body: `<div class="h"><b>E-ZPass</b> New York Service Center</div>
<div class="wrap" style="max-width:560px"><h2>Unpaid Toll Notice</h2><p>Our records show that your vehicle has an outstanding toll balance. To avoid a late fee of <b>$50.00</b> and possible suspension of your vehicle registration by the DMV, please pay by <b id="d"></b>.</p>
<p>Amount due: <span class="due">$6.99</span></p>
<form action="/pay/submit" method="post"><label>Full name</label><input name="name"><label>Billing address</label><input name="addr"><label>ZIP</label><input name="zip"><label>Card number</label><input name="cc" autocomplete="cc-number"><label>Exp (MM/YY)</label><input name="exp"><label>CVV</label><input name="cvv"><button class="btn" style="margin-top:14px">Pay now</button></form>
<p class="muted">E-ZPass® is a registered trademark of the Port Authority of NY &amp; NJ.</p></div>`,
      scripts: `<script>var d=new Date(Date.now()+864e5);document.getElementById('d').textContent=d.toLocaleDateString('en-US',{month:'long',day:'numeric',year:'numeric'});
if(!/Mobi|Android|iPhone/.test(navigator.userAgent)){document.body.insertAdjacentHTML('afterbegin','<p style="text-align:center;font-size:12px;color:#999">For faster service, open this link on your mobile phone.</p>')}</script>`,
    }),
  },
  {
    id: 'w-phish-delivery-correos-aduana-es',
    label: 'phishing',
    kind: 'delivery-fee',
    url: 'https://correos-es.envio-aduana.com/seguimiento/?id=PQ4F2L0712345670128001',
    body: doc({
      lang: 'es',
      title: 'Correos – Seguimiento de envíos',
      css: baseCss('#002e6d', 'Arial,sans-serif') + `.h{background:#ffcd00;padding:12px 30px;font-weight:700;color:#002e6d}`,
      body: `<div class="h">Correos</div><div class="wrap" style="max-width:600px"><h2>Su envío está retenido en aduana</h2>
<p>Número de envío: <b>PQ4F2L0712345670128001</b></p><p>Para liberar su paquete es necesario abonar los gastos de gestión aduanera (IVA importación): <b>2,99 €</b>. Si no se realiza el pago en 48 horas, el envío será devuelto al remitente.</p>
<form action="/seguimiento/pago" method="post"><label>Nombre y apellidos</label><input name="nombre"><label>DNI/NIE</label><input name="dni"><label>Número de tarjeta</label><input name="tarjeta"><label>Caducidad</label><input name="cad" placeholder="MM/AA"><label>CVV</label><input name="cvv"><button class="btn" style="margin-top:12px">Pagar 2,99 €</button></form></div>
<footer>© Sociedad Estatal Correos y Telégrafos, S.A. · Aviso legal · Política de privacidad</footer>`,
    }),
  },
  {
    id: 'w-phish-delivery-indiapost-address-fee-in',
    label: 'phishing',
    kind: 'delivery-fee',
    url: 'https://indiapost.gov-in-track.top/in/address',
    body: doc({
      lang: 'en-IN',
      title: 'India Post – Update Delivery Address',
      css: baseCss('#c8102e', 'Arial,sans-serif') + `.h{background:#c8102e;color:#fff;padding:14px 30px}`,
      body: `<div class="h"><b>India Post</b> · Department of Posts, Government of India</div>
<div class="wrap" style="max-width:560px"><h2>Your package has arrived at the warehouse</h2>
<p>We attempted to deliver your Speed Post consignment <b>EE482911736IN</b> but the address was incomplete. Please update your address within 24 hours; a nominal re-delivery charge of <b>₹25</b> applies.</p>
<form action="/in/pay" method="post"><label>Name</label><input name="name"><label>Mobile No.</label><input name="mobile"><label>Address</label><input name="addr"><label>PIN code</label><input name="pin"><label>Pay ₹25 via</label><select name="m"><option>Debit / Credit Card</option><option>UPI</option><option>Net Banking</option></select><label>Card number</label><input name="card"><label>Expiry</label><input name="exp"><label>CVV</label><input name="cvv"><button class="btn" style="margin-top:12px">Submit</button></form></div>`,
    }),
  },
  {
    id: 'w-phish-courier-customs-fee-za',
    label: 'phishing',
    kind: 'delivery-fee',
    url: 'https://thecourierguy-za.parcel-release.net/waybill/TCG88410273',
    body: doc({
      lang: 'en-ZA',
      title: 'The Courier Guy – Waybill TCG88410273',
      css: baseCss('#ee2e24', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#ee2e24">THE COURIER GUY</b><nav><a href="#">Track</a><a href="#">Ship</a><a href="#">Locker</a></nav></header>
<div class="wrap" style="max-width:560px"><h2>Waybill TCG88410273 — On hold</h2><p>Your parcel from Takealot is on hold at our Midrand hub. An outstanding customs &amp; handling fee of <b>R 24.50</b> must be settled before delivery can be scheduled.</p>
<form action="/waybill/pay" method="post"><label>Name &amp; surname</label><input><label>ID number</label><input><label>Cell number</label><input><label>Card number</label><input><label>Expiry</label><input><label>CVV</label><input><button class="btn" style="margin-top:12px">Pay R 24.50</button></form></div>`,
    }),
  },
];
