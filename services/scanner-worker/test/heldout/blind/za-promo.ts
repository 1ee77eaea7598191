import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { cookieBar, doc, gtag, gtagRoute, pixel, pixelRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-scam-giveaway-iphone-survey-fr',
  label: 'scam',
  kind: 'giveaway',
  url: 'https://cadeau-fidelite-2025.fr/s/?cid=fb8812&lp=iph16',
  body: doc({
    title: 'Félicitations ! Vous avez été sélectionné(e)',
    lang: 'fr',
    css: `body{margin:0;font-family:Arial;background:#f1f1f1}.top{background:#fff;padding:10px;text-align:center;border-bottom:1px solid #ddd;font-size:13px}.c{max-width:460px;margin:14px auto;background:#fff;padding:18px;border-radius:8px}.q{display:none}.q.on{display:block}.q button{display:block;width:100%;margin:6px 0;padding:12px;border:1px solid #c00;background:#fff;color:#c00;border-radius:6px;font-size:15px}.pay{background:#c00;color:#fff!important}.cm{font-size:13px;border-top:1px solid #eee;padding:8px 0}`,
    body: `<div class="top" id="d"></div><div class="c"><h2>🎁 Félicitations !</h2><p>Vous avez été sélectionné(e) pour participer à notre enquête de fidélité. Répondez à 3 questions et recevez un <b>iPhone 16 Pro</b> pour seulement <b>1,95 €</b> (frais de port).</p>
<div class="q on" id="q1"><p><b>Question 1/3 :</b> Êtes-vous un homme ou une femme ?</p><button onclick="nx(2)">Homme</button><button onclick="nx(2)">Femme</button></div>
<div class="q" id="q2"><p><b>Question 2/3 :</b> Quel âge avez-vous ?</p><button onclick="nx(3)">18-34</button><button onclick="nx(3)">35-54</button><button onclick="nx(3)">55+</button></div>
<div class="q" id="q3"><p><b>Question 3/3 :</b> Avez-vous déjà acheté en ligne ?</p><button onclick="nx(4)">Oui</button><button onclick="nx(4)">Non</button></div>
<div class="q" id="q4"><p>✅ Il reste <b>3</b> iPhone 16 Pro en stock. Votre réservation expire dans <b id="t">4:59</b>.</p><a href="/checkout/iph16?cid=fb8812"><button class="pay">RÉCUPÉRER MON CADEAU</button></a></div></div>
<div class="c"><b>Commentaires</b><div class="cm"><b>Nathalie Moreau</b> : Je n'y croyais pas mais je l'ai reçu hier !! merci 😍</div><div class="cm"><b>Julien Petit</b> : Reçu en 4 jours, fonctionne parfaitement</div></div>
<script>document.getElementById('d').textContent='Offre valable aujourd\\'hui, '+new Date().toLocaleDateString('fr-FR',{weekday:'long',day:'numeric',month:'long'});function nx(n){document.querySelectorAll('.q').forEach(function(x){x.classList.remove('on')});document.getElementById('q'+n).classList.add('on');}
var s=299;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
  routes: {
    'cadeau-fidelite-2025.fr/checkout/iph16': htmlRoute(doc({ title: 'Livraison — 1,95 €', lang: 'fr', body: `<h2>Adresse de livraison</h2><form method="post" action="/checkout/pay"><input name="nom" placeholder="Nom"><input name="adresse" placeholder="Adresse"><input name="cp" placeholder="Code postal"><h3>Paiement 1,95 €</h3><input name="cc" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvc" placeholder="CVC"><button>Payer 1,95 €</button></form><p style="font-size:9px;color:#999">En validant, vous souscrivez à un abonnement au club Privilèges Shopping à 79,90 € / mois après 5 jours d'essai.</p>` })),
  },
},
  {
  id: 'za-scam-fakeshop-closing-down-uk',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://hartleyandsonsfootwear.shop/',
  body: doc({
    title: 'Hartley & Sons Footwear — Closing Down After 62 Years',
    lang: 'en-GB',
    css: `body{margin:0;font-family:Georgia,serif;background:#faf7f2;color:#2b2118}.hero{padding:30px;text-align:center}.hero img{width:320px;height:200px;background:#cbb}.letter{max-width:640px;margin:auto;font-size:17px;line-height:1.6}.g{display:flex;flex-wrap:wrap;gap:14px;justify-content:center;padding:20px}.p{width:200px;background:#fff;padding:10px;border:1px solid #e6dccb}.p b{color:#a0281e}.btn{background:#2b2118;color:#fff;padding:8px;display:block;text-align:center;text-decoration:none}`,
    body: `<div class="hero"><img src="/img/grandad.png" alt="Arthur Hartley in the shop"><h1>After 62 years, we're closing our doors.</h1></div>
<div class="letter"><p>Dear loyal customers,</p><p>My grandfather Arthur opened our little shoe shop in Harrogate in 1963. With rising rents and my father's health, we've made the heartbreaking decision to close. Everything must go — every pair of handmade leather shoes is now <b>80% off</b>.</p><p>Thank you for six decades of support. — <i>Thomas Hartley</i></p></div>
<div class="g"><div class="p">Handmade Oxford Brogues<br><s>£189</s> <b>£36.99</b><a class="btn" href="/cart/add/1">Add to basket</a></div><div class="p">Chelsea Boots, Tan<br><s>£219</s> <b>£39.99</b><a class="btn" href="/cart/add/2">Add to basket</a></div><div class="p">Women's Leather Loafers<br><s>£159</s> <b>£29.99</b><a class="btn" href="/cart/add/3">Add to basket</a></div><div class="p">Orthopaedic Walking Shoes<br><s>£129</s> <b>£26.99</b><a class="btn" href="/cart/add/4">Add to basket</a></div></div>
<p style="text-align:center;font-size:12px;color:#777">Customer service: support@hartleyandsonsfootwear.shop · Orders dispatched from our overseas warehouse in 10–25 working days · © 2025</p>`,
  }),
  routes: { 'hartleyandsonsfootwear.shop/img/grandad.png': pngRoute(120, 110, 100) },
},
  {
  id: 'za-scam-fakeshop-power-tools-it',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://svuotatutto-utensili.it/prodotto/set-trapano-avvitatore-48v',
  body: doc({
    title: 'Set Trapano Avvitatore 48V + 2 Batterie + 120 Accessori — SOLO OGGI 39,90€',
    lang: 'it',
    css: `body{margin:0;font-family:Arial}.top{background:#ffcc00;padding:8px;text-align:center;font-weight:bold}.w{max-width:900px;margin:auto;display:flex;gap:24px;padding:20px}.w img{width:380px;height:380px;background:#ddd}.price{font-size:32px;color:#c00}.old{text-decoration:line-through;color:#888}button{background:#c00;color:#fff;border:0;padding:16px 30px;font-size:18px;width:100%}.rev{max-width:900px;margin:auto;padding:20px}`,
    body: `<div class="top">⚡ SVUOTATUTTO — Chiusura magazzino, ultimi pezzi! Pagamento alla consegna disponibile</div>
<div class="w"><img src="/img/trapano.png" alt=""><div><h1>Set Trapano Avvitatore Makita 48V Professionale</h1><div class="old">Prezzo di listino 299,00 €</div><div class="price">39,90 €</div><p>⭐⭐⭐⭐⭐ (2.318 recensioni)</p><ul><li>2 batterie al litio 48V</li><li>Valigetta con 120 accessori</li><li>Garanzia 2 anni</li></ul><p style="color:#c00">Solo <b>7</b> pezzi rimasti — 43 persone stanno guardando questo prodotto</p><form method="post" action="/checkout"><input type="hidden" name="sku" value="MK48V-SET"><button>ACQUISTA ORA</button></form><p><small>Spedizione gratuita · Pagamento con carta o bonifico</small></p></div></div>
<div class="rev"><h3>Recensioni</h3><p><b>Giuseppe R.</b> ⭐⭐⭐⭐⭐ Arrivato in 3 giorni, ottimo!</p><p><b>Franco B.</b> ⭐⭐⭐⭐⭐ Prezzo incredibile, ne ho presi due.</p></div>
${cookieBar('it')}`,
  }),
  routes: { 'svuotatutto-utensili.it/img/trapano.png': pngRoute(0, 140, 160) },
},
  {
  id: 'za-scam-task-job-hotel-ratings-es',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://empleo-remoto-valoraciones.com/oferta',
  body: doc({
    title: 'Trabajo desde casa — Valora hoteles y gana 250€ al día',
    lang: 'es',
    css: `body{margin:0;font-family:Arial;background:#f7f7f7}.h{background:#003580;color:#fff;padding:18px}.c{max-width:600px;margin:18px auto;background:#fff;padding:20px;border-radius:8px}ul li{margin:6px 0}.wa{display:inline-block;background:#25d366;color:#fff;padding:12px 20px;border-radius:30px;text-decoration:none}`,
    body: `<div class="h"><h2>Agencia de Marketing Hotelero — Selección de personal</h2></div><div class="c"><p>¡Hola! Gracias por responder a nuestro mensaje. Buscamos <b>colaboradores a tiempo parcial</b> para dar valoraciones positivas a hoteles en plataformas de reservas y mejorar su posicionamiento.</p>
<ul><li>✅ 30–60 minutos al día desde el móvil</li><li>✅ Sueldo diario 80€ – 250€ + bonos</li><li>✅ No se requiere experiencia</li><li>✅ Pago diario por Bizum o USDT</li><li>✅ Edad 23+</li></ul>
<p>Al completar las 3 primeras tareas recibirás <b>30€ de prueba</b>. Después, para las "tareas comerciales" deberás adelantar el importe de la reserva, que se reembolsa con una comisión del 30%.</p>
<a class="wa" href="https://wa.me/34611223344?text=Hola%2C%20quiero%20el%20trabajo">Hablar con la recepcionista por WhatsApp</a>
<p style="font-size:12px;color:#888">Esta oferta es válida solo hoy. Plazas limitadas. Empresa colaboradora de Booking, Agoda y Trip.com.</p></div>`,
  }),
},
  {
  id: 'za-scam-job-reshipping-inspector',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://careers.swiftparcel-logistics.co/apply/quality-inspector',
  body: doc({
    title: 'Remote Package Quality Inspector — SwiftParcel Logistics Careers',
    css: `body{margin:0;font-family:Segoe UI,Arial;color:#222}header{background:#ff6a00;color:#fff;padding:14px 24px;font-weight:bold}.w{max-width:760px;margin:24px auto;padding:0 16px}input,select{width:100%;padding:9px;margin:4px 0 10px;box-sizing:border-box}button{background:#ff6a00;color:#fff;border:0;padding:12px 24px}.s{background:#fff5ec;padding:12px;border-left:4px solid #ff6a00}`,
    body: `<header>SwiftParcel Logistics · Careers</header><div class="w"><h1>Remote Package Quality Inspector (Work from Home)</h1><p><b>$3,200/month + $30 per package</b> · Full-time or part-time · USA nationwide</p>
<div class="s">Receive packages from our international clients at your home address, inspect the contents, take photos, re-label with the prepaid shipping labels we email you, and drop them at the post office within 24 hours.</div>
<h3>Requirements</h3><ul><li>US residential address</li><li>Available to receive deliveries during the day</li><li>Smartphone with camera</li></ul>
<h3>Apply now — instant approval</h3><form method="post" action="/apply/submit"><input name="name" placeholder="Full legal name"><input name="address" placeholder="Home address (where packages will be delivered)"><input name="dob" placeholder="Date of birth"><input name="ssn" placeholder="SSN (for payroll / W-4)"><input name="bank" placeholder="Bank routing & account number (direct deposit)"><input name="phone" placeholder="Mobile"><button>Submit application</button></form>
<p style="font-size:12px;color:#777">SwiftParcel Logistics LLC · Equal opportunity employer</p></div>`,
  }),
},
  {
  id: 'za-scam-charity-earthquake-crypto',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://earthquake-relief-fund.org/donate',
  body: doc({
    title: 'Emergency Earthquake Relief — Donate Now',
    head: gtag('earthquake-relief-fund.org', 'G-QQ19ER2FND'),
    css: `body{margin:0;font-family:Arial;color:#222}.hero{background:#333 url(/img/rubble.png) center/cover;color:#fff;padding:60px 24px;text-align:center}.amt button{padding:12px 18px;margin:4px;border:1px solid #c00;background:#fff;color:#c00;border-radius:4px}.w{max-width:640px;margin:auto;padding:20px}.addr{background:#f4f4f4;padding:10px;font-family:monospace;word-break:break-all}.pr{height:16px;background:#eee}.pr i{display:block;height:100%;width:71%;background:#c00}`,
    body: `<div class="hero"><h1>Thousands are trapped. Every minute counts.</h1><p>Your donation provides rescue equipment, blankets, and clean water to earthquake survivors.</p></div>
<div class="w"><div class="pr"><i></i></div><p><b>$1,428,930</b> raised of $2,000,000 goal · 18,214 donors</p>
<h2>Choose an amount</h2><div class="amt"><button>$25</button><button>$50</button><button>$100</button><button>$250</button><button>Other</button></div>
<h3>Donate by card</h3><form method="post" action="/donate/card"><input name="card" placeholder="Card number"> <input name="exp" placeholder="MM/YY"> <input name="cvc" placeholder="CVC"><input name="email" placeholder="Email for receipt"><button style="background:#c00;color:#fff;border:0;padding:10px 20px">Donate</button></form>
<h3>Donate crypto (fastest, no bank fees)</h3><p>BTC</p><div class="addr">bc1q9h6tqlq2z8k3l5xvnm0jw4e7r2y8dp3f5c6a0s</div><p>USDT (TRC20)</p><div class="addr">TYh3c7QqZB8fJx1kWm9eN2rLs5pVdA4uGo</div><p>ETH</p><div class="addr">0x6b1e7C09e2bF4C33a4c6d7E9aF1b2C3d4E5f6071</div>
<p style="font-size:12px;color:#777">Earthquake Relief Fund is a global volunteer initiative. Donations are not tax deductible.</p></div>`,
  }),
  routes: { ...gtagRoute('earthquake-relief-fund.org'), 'earthquake-relief-fund.org/img/rubble.png': pngRoute(90, 80, 70) },
},
  {
  id: 'za-scam-charity-animal-shelter-tr',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://patidostlari-bagis.com/acil-yardim',
  body: doc({
    title: 'ACİL! Barınaktaki 300 köpek aç — Patidostları Derneği',
    lang: 'tr',
    css: `body{margin:0;font-family:Arial;background:#fff8f0}.h{background:#f28c28;color:#fff;padding:16px;text-align:center}.c{max-width:560px;margin:16px auto;background:#fff;padding:20px;border-radius:10px}.iban{background:#fef1e0;border:1px dashed #f28c28;padding:12px;font-family:monospace}img{width:100%;height:220px;background:#ccc}`,
    body: `<div class="h"><h2>🐾 Patidostları Hayvan Koruma Derneği</h2></div><div class="c"><img src="/img/kopekler.png" alt=""><h2>Barınağımızdaki 300 köpek 3 gündür aç!</h2><p>Belediye desteği kesildi, mama stoğumuz bitti. Bu gece bağış toplayamazsak köpeklerimiz uyutulacak. Lütfen küçük de olsa destek olun ve paylaşın. 🙏</p>
<p>Toplanan: <b>47.350 TL</b> / Hedef: 150.000 TL</p><h3>Bağış için IBAN</h3><div class="iban">TR42 0006 2000 4410 0006 2981 77<br>Alıcı: Mehmet Y.</div><p>Açıklama kısmına sadece <b>"mama"</b> yazınız. Dekontu WhatsApp'tan gönderin: 0532 418 77 19</p>
<p>Kartla bağış için: <a href="/kart-bagis">Kredi kartı ile bağış yap</a></p>
<p style="font-size:11px;color:#999">Dernek kütük no: 34-999-001. Tüm bağışlar doğrudan hayvanlara ulaşır.</p></div>`,
  }),
  routes: { 'patidostlari-bagis.com/img/kopekler.png': pngRoute(160, 120, 80) },
},
  {
  id: 'za-scam-charity-medical-clone-fundraiser',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://gofund-helpers.com/f/help-baby-amelia-heart-surgery',
  body: doc({
    title: 'Help Baby Amelia get her heart surgery — GoFund Helpers',
    css: `body{margin:0;font-family:Helvetica,Arial;color:#333}header{padding:14px 24px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}header b{color:#02a95c}.w{max-width:980px;margin:auto;display:flex;gap:30px;padding:24px}.main{flex:2}.side{flex:1;border:1px solid #eee;border-radius:12px;padding:18px;box-shadow:0 2px 10px #0001}.main img{width:100%;height:340px;background:#ddd;border-radius:10px}.pr{height:6px;background:#eee}.pr i{display:block;height:100%;width:38%;background:#02a95c}.btn{display:block;background:#fbc94c;text-align:center;padding:14px;border-radius:10px;font-weight:bold;text-decoration:none;color:#000;margin:8px 0}`,
    body: `<header><b>GoFund Helpers</b><span>Search · For charity · Sign in</span></header>
<div class="w"><div class="main"><img src="/img/amelia.png" alt=""><h1>Help Baby Amelia get her heart surgery</h1><p>Organised by <b>Amelia's family</b> · Manchester, UK</p><p>Amelia was born 5 weeks ago with a rare heart defect. The NHS waiting list is 9 months and doctors say she doesn't have that long. A private hospital in Boston can operate next week but we need £120,000 for surgery and travel. Please donate anything you can. Every pound brings her closer to home. 💕</p></div>
<div class="side"><p><b>£45,782</b> raised of £120,000</p><div class="pr"><i></i></div><p>1,203 donations</p><a class="btn" href="/f/help-baby-amelia-heart-surgery/donate">Donate now</a><a class="btn" style="background:#fff;border:1px solid #ccc" href="#">Share</a><p style="font-size:13px">Sarah W. — £50<br>Anonymous — £20<br>Gary T. — £100</p></div></div>`,
  }),
  routes: {
    'gofund-helpers.com/img/amelia.png': pngRoute(240, 200, 210),
    'gofund-helpers.com/f/help-baby-amelia-heart-surgery/donate': htmlRoute(doc({ title: 'Donate — GoFund Helpers', body: `<h2>Your donation to Help Baby Amelia</h2><form method="post" action="/pay"><input name="amount" value="50"><input name="cardholder" placeholder="Cardholder name"><input name="cardnumber" placeholder="Card number"><input name="expiry" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><input name="postcode" placeholder="Postcode"><button>Donate now</button></form>` })),
  },
},
];
