import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, tracker, trackerRoute, cookieBanner, footer, nav, product, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-scam-shop-sneaker-clearance-de',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.sneaker-lagerverkauf-berlin.shop/sale/',
  body: doc({
    lang: 'de',
    title: 'Nike & Adidas Lagerräumung – bis zu 80% Rabatt | Sneaker Lagerverkauf',
    css: '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:16px;max-width:1100px;margin:20px auto;padding:0 16px}.bar{background:#000;color:#fff;text-align:center;padding:6px;font-size:13px}',
    body: `<div class="bar">🔥 LAGERRÄUMUNG – NUR NOCH HEUTE! Kostenloser Versand ab 29€ 🔥 <span id="cd">03:59:12</span></div>
${nav('SNEAKER LAGERVERKAUF', ['Herren', 'Damen', 'Kinder', 'Sale %', 'Kontakt'], '#111', '#fff')}
<div style="background:#f6e05e;text-align:center;padding:18px;font-size:22px;font-weight:800">Wir schließen unser Lager in Berlin – ALLES MUSS RAUS! –80%</div>
<div class="grid">
${product('Nike Air Max 90 Essential Weiß/Schwarz', '139,99 €', '27,99 €', '/img/p1.png', '-80%')}
${product('Adidas Samba OG Cloud White', '119,95 €', '23,99 €', '/img/p2.png', '-80%')}
${product('Nike Dunk Low Retro Panda', '119,99 €', '29,99 €', '/img/p3.png', 'Nur 3 übrig')}
${product('New Balance 550 Grün', '129,99 €', '25,99 €', '/img/p1.png', '-80%')}
${product('Nike Air Jordan 1 Mid Chicago', '149,99 €', '34,99 €', '/img/p2.png', 'Bestseller')}
${product('Adidas Gazelle Indoor Blau', '119,95 €', '22,99 €', '/img/p3.png', '-81%')}
</div>
<div style="max-width:700px;margin:20px auto;padding:16px;border:1px dashed #999;font-size:14px">
<b>Zahlungsarten:</b> Wegen hoher Nachfrage ist Kreditkarte/PayPal vorübergehend nicht verfügbar. Bitte per <b>Vorkasse (Banküberweisung)</b> bezahlen – Sie erhalten zusätzlich 5% Rabatt!<br>
Empfänger: Handel GmbH · IBAN: LT21 3250 0247 7781 9032 · Verwendungszweck: Ihre Bestellnummer
</div>
${footer([['Kundenservice', 'Versand', 'Rückgabe', 'FAQ'], ['Über uns', 'Impressum', 'AGB', 'Datenschutz']], '© 2026 Sneaker Lagerverkauf Berlin. Alle Rechte vorbehalten. Kontakt: service.sneakerlager@gmail.com')}
${cookieBanner('Wir verwenden Cookies, um Ihnen das beste Einkaufserlebnis zu bieten.', 'Alle akzeptieren')}
<script>var s=14352;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=('0'+h).slice(-2)+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000)</script>`,
  }),
  routes: {
    'www.sneaker-lagerverkauf-berlin.shop/img/p1.png': pngRoute(240, 240, 240),
    'www.sneaker-lagerverkauf-berlin.shop/img/p2.png': pngRoute(230, 230, 225),
    'www.sneaker-lagerverkauf-berlin.shop/img/p3.png': pngRoute(20, 20, 20),
  },
},
{
  id: 'p-scam-task-job-hotel-ratings-fr',
  label: 'scam',
  kind: 'task-job',
  url: 'https://app.booktrip-partenaires.work/#/login',
  body: doc({
    lang: 'fr',
    title: 'BookTrip Partenaires – Espace membre',
    css: 'body{background:#f2f4f8}.box{max-width:400px;margin:30px auto;background:#fff;border-radius:14px;padding:22px;box-shadow:0 2px 12px rgba(0,0,0,.08)}input{width:100%;padding:12px;margin:6px 0;border:1px solid #d6dbe4;border-radius:8px}button{width:100%;padding:13px;background:#0a5cff;color:#fff;border:0;border-radius:8px;font-size:16px}.tier{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:6px 0;font-size:14px}',
    body: `<div class="box">
<h2 style="text-align:center;margin:4px 0 14px;color:#0a5cff">BookTrip Partenaires</h2>
<p style="font-size:14px;color:#555">Optimisez les notes des hôtels et gagnez des commissions chaque jour. Complétez 40 tâches = <b>90 € à 300 € / jour</b>. Travail 100% à domicile, 1h par jour.</p>
<input placeholder="Numéro de téléphone / Nom d'utilisateur"><input type="password" placeholder="Mot de passe">
<input placeholder="Code d'invitation (obligatoire)" value="BT77412">
<button onclick="alert('Veuillez contacter votre mentor sur WhatsApp pour activer votre compte.')">Connexion</button>
<h4>Niveaux VIP</h4>
<div class="tier"><span>VIP1 – recharge 100 USDT</span><span>commission 0,5%</span></div>
<div class="tier"><span>VIP2 – recharge 500 USDT</span><span>commission 0,8%</span></div>
<div class="tier"><span>VIP3 – recharge 2 000 USDT</span><span>commission 1,2%</span></div>
<div class="tier"><span>VIP4 – recharge 5 000 USDT</span><span>commission 1,6%</span></div>
<p style="font-size:12px;color:#777">Les "commandes combinées" nécessitent un solde positif. En cas de solde négatif, rechargez le compte pour débloquer vos gains et retirer. Adresse de recharge TRC20 communiquée par le service client.</p>
<p style="text-align:center"><a href="https://wa.me/33756112040">Service client WhatsApp 24/7</a></p>
</div>`,
  }),
},
{
  id: 'p-scam-prize-survey-shipping-au',
  label: 'scam',
  kind: 'prize-survey',
  url: 'https://au-rewards-centre.club/lp/iphone/?cid=sms7731',
  body: doc({
    lang: 'en-AU',
    title: 'Congratulations! Loyalty Reward',
    css: 'body{background:#f0f0f0}.b{max-width:480px;margin:0 auto;background:#fff;min-height:100vh;padding:18px}.q{display:none}.q.on{display:block}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #c00;background:#fff;border-radius:20px;font-size:15px}',
    body: `<div class="b">
<p style="font-size:13px;color:#777" id="dt"></p>
<h2 style="color:#c00">Congratulations, Woolworths Rewards member!</h2>
<p>You have been selected to take part in our 2-minute customer survey. Answer 3 questions and claim an <b>Apple iPhone 16 Pro</b> for just <b>$2.95</b> shipping!</p>
<img src="/lp/iphone/phone.png" style="width:100%;height:160px;background:#ddd">
<div class="q on" id="q1"><p><b>Question 1 of 3:</b> How often do you shop at Woolworths?</p><button onclick="nx(2)">Every week</button><button onclick="nx(2)">Every month</button><button onclick="nx(2)">Rarely</button></div>
<div class="q" id="q2"><p><b>Question 2 of 3:</b> Are you satisfied with our service?</p><button onclick="nx(3)">Yes</button><button onclick="nx(3)">No</button></div>
<div class="q" id="q3"><p><b>Question 3 of 3:</b> Would you recommend us to a friend?</p><button onclick="nx(4)">Yes</button><button onclick="nx(4)">Maybe</button></div>
<div class="q" id="q4"><h3>🎉 You WON! Only 1 prize left.</h3><p>Enter your shipping and card details to pay the $2.95 delivery fee.</p>
<form action="/lp/iphone/pay.php" method="post"><input name="name" placeholder="Full name" style="width:100%;padding:10px;margin:4px 0"><input name="addr" placeholder="Address" style="width:100%;padding:10px;margin:4px 0"><input name="cc" placeholder="Card number" style="width:100%;padding:10px;margin:4px 0"><div style="display:flex;gap:6px"><input name="exp" placeholder="MM/YY" style="flex:1;padding:10px"><input name="cvv" placeholder="CVV" style="flex:1;padding:10px"></div><button style="background:#c00;color:#fff;border:0;margin-top:10px">PAY $2.95 AND CLAIM</button></form>
<p style="font-size:10px;color:#999">By submitting you agree to join our VIP club, billed $89.95 every 14 days after a 5 day trial. Cancel anytime.</p></div>
<div style="font-size:13px;border-top:1px solid #eee;margin-top:14px"><p><b>Jessica M.</b> – Got mine yesterday!! 😍</p><p><b>Tom R.</b> – Thought it was fake but it arrived in 4 days.</p></div>
</div>
<script>var d=new Date();document.getElementById('dt').textContent=d.toLocaleDateString('en-AU',{weekday:'long',day:'numeric',month:'long',year:'numeric'});function nx(n){document.querySelectorAll('.q').forEach(function(x){x.classList.remove('on')});document.getElementById('q'+n).classList.add('on')}</script>`,
  }),
  routes: { 'au-rewards-centre.club/lp/iphone/phone.png': pngRoute(40, 40, 45) },
},
{
  id: 'p-scam-rental-airbnb-deposit-de',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://airbnb.de-buchung-sicher.com/rooms/48812930/zahlung',
  body: doc({
    lang: 'de',
    title: 'Airbnb | Sichere Zahlung – 2-Zimmer-Wohnung München Schwabing',
    css: '.w{max-width:980px;margin:20px auto;display:flex;gap:30px;flex-wrap:wrap;padding:0 16px}.l{flex:1;min-width:300px}.r{width:360px;border:1px solid #ddd;border-radius:12px;padding:20px;box-shadow:0 6px 16px rgba(0,0,0,.12)}',
    body: `<header style="border-bottom:1px solid #eee;padding:16px 24px"><b style="color:#ff385c;font-size:22px">airbnb</b></header>
<div class="w"><div class="l">
<h1 style="font-size:24px">Bestätigen und bezahlen</h1>
<h3>Ihre Reise</h3><p>Mietvertrag: 01.12.2026 – unbefristet<br>Wohnung: 2 Zimmer, 58 m², möbliert, Hohenzollernstraße, München</p>
<h3>Airbnb Sicherheitsgarantie</h3><p>Ihre Zahlung wird von Airbnb treuhänderisch verwahrt. Der Vermieter (Dr. Thomas Becker, derzeit in London) erhält das Geld erst, nachdem Sie die Wohnung besichtigt und die Schlüssel erhalten haben. Sollten Sie innerhalb von 48 Stunden nach Schlüsselübergabe stornieren, erhalten Sie 100% zurück.</p>
<h3>Zahlung per SEPA-Überweisung</h3>
<p>Aufgrund der Höhe des Betrags ist nur eine Banküberweisung an unser Treuhandkonto möglich:</p>
<p style="background:#f7f7f7;padding:12px;font-family:monospace">Empfänger: Airbnb Payments Escrow<br>IBAN: ES91 2100 0418 4502 0005 1332<br>BIC: CAIXESBBXXX<br>Verwendungszweck: HMXZ48812930</p>
<p>Senden Sie nach der Überweisung den Beleg an <b>support@airbnb.de-buchung-sicher.com</b>.</p></div>
<div class="r"><img src="/rooms/48812930/img.png" style="width:100%;height:140px;background:#ddd;border-radius:8px"><h4>Helle 2-Zi-Whg Schwabing</h4><p>★ 4,96 · 31 Bewertungen · Superhost</p><hr><p>Erste Monatsmiete: 890,00 €<br>Kaution: 1.780,00 €<br>Airbnb-Servicegebühr: 0,00 €</p><hr><b>Gesamt (EUR): 2.670,00 €</b></div></div>
<footer style="border-top:1px solid #eee;padding:20px;font-size:13px;color:#666">© 2026 Airbnb, Inc. · Datenschutz · Nutzungsbedingungen · Sitemap · Impressum</footer>`,
  }),
  routes: { 'airbnb.de-buchung-sicher.com/rooms/48812930/img.png': pngRoute(200, 190, 170) },
},
{
  id: 'p-scam-charity-earthquake-crypto-tr',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://deprem-yardim-fonu.org/bagis',
  body: doc({
    lang: 'tr',
    title: 'Depremzedelere Acil Yardım – Bağış Yap',
    css: '.w{max-width:760px;margin:0 auto;padding:20px}.addr{font-family:monospace;background:#f3f3f3;padding:10px;word-break:break-all;border-radius:6px}',
    body: `${nav('Deprem Yardım Fonu', ['Ana Sayfa', 'Bağış Yap', 'Hakkımızda', 'İletişim'], '#fff', '#c0392b')}
<div class="w"><img src="/img/enkaz.png" style="width:100%;height:220px;background:#777">
<h1>Depremzedeler sizi bekliyor</h1>
<p>Binlerce aile evsiz kaldı. Çadır, battaniye, gıda ve ilaç için bağışlarınıza ihtiyacımız var. Bağışlarınızın %100'ü doğrudan bölgeye ulaştırılmaktadır.</p>
<h3>Kripto ile bağış (en hızlı yöntem)</h3>
<p>Bitcoin (BTC):</p><div class="addr">bc1q9h7garjqhd2l0g2y6xvy3mfe0hmqlmk3gx9kql</div>
<p>Ethereum / USDT (ERC20):</p><div class="addr">0x5e7A1b8C0d9f2E34a6B7c8D9E0F1a2B3c4D5e6F7</div>
<p>USDT (TRC20):</p><div class="addr">TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</div>
<h3>Donate in English</h3><p>Thousands of families lost everything. Please donate any amount in crypto – every dollar counts. 🙏</p>
<p style="font-size:13px;color:#555">Toplanan: <b>1.284.550 ₺</b> · Hedef: 5.000.000 ₺ · 3.912 bağışçı</p></div>
${footer([['Deprem Yardım Fonu', 'Şeffaflık raporu', 'Gönüllü ol']], '© 2026 Deprem Yardım Fonu – Tüm hakları saklıdır.')}`,
  }),
  routes: { 'deprem-yardim-fonu.org/img/enkaz.png': pngRoute(110, 100, 90) },
},
{
  id: 'p-scam-recovery-crypto-investigators',
  label: 'scam',
  kind: 'recovery',
  url: 'https://chainrecover-forensics.com/',
  body: doc({
    lang: 'en',
    title: 'ChainRecover Forensics – Recover Stolen Crypto & Scammed Funds',
    css: '.hero{background:linear-gradient(120deg,#0f2027,#2c5364);color:#fff;padding:60px 24px;text-align:center}.w{max-width:1000px;margin:0 auto;padding:20px}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:18px}.card{border:1px solid #e5e5e5;border-radius:8px;padding:16px}',
    body: `${nav('ChainRecover', ['Services', 'Case Studies', 'Testimonials', 'Contact'], '#fff', '#0f2027')}
<div class="hero"><h1>Lost money to a scam? We can get it back.</h1><p>Certified blockchain investigators · 97% recovery rate · Over $240M returned to victims</p><a href="#case" style="background:#ffb400;color:#000;padding:14px 26px;border-radius:4px;text-decoration:none;font-weight:700">Open a Free Case</a></div>
<div class="w"><div class="grid">
<div class="card"><h3>Crypto Investment Scams</h3><p>Fake trading platforms, pig-butchering, fake exchanges. We trace the funds and work with exchanges to freeze them.</p></div>
<div class="card"><h3>Romance Scams</h3><p>Our legal partners issue recovery orders against the scammer's wallets.</p></div>
<div class="card"><h3>Binary Options & Forex</h3><p>Chargeback and recovery for brokers that refuse withdrawals.</p></div></div>
<h2 id="case">Open your case</h2>
<form action="/case/submit" method="post" style="display:grid;gap:8px;max-width:520px">
<input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone / WhatsApp">
<input name="amount" placeholder="Amount lost (USD)"><input name="platform" placeholder="Name of the scam platform">
<textarea name="story" placeholder="Describe what happened" rows="4"></textarea>
<button style="background:#0f2027;color:#fff;padding:12px;border:0">Submit – Free Evaluation</button></form>
<p style="font-size:13px">After evaluation, a one-time <b>activation fee of 15%</b> of the recoverable amount is required to begin the blockchain trace. Payable in USDT or BTC.</p>
<p style="font-size:13px"><b>"They got back 3.2 BTC I thought was gone forever."</b> – Michael, Texas</p></div>
${footer([['ChainRecover Forensics', 'Licensed investigators in US, UK, EU']], '© 2026 ChainRecover Forensics LLC. Registered with FinCEN.')}`,
  }),
},
{
  id: 'p-scam-puppy-sale-courier-en-us',
  label: 'scam',
  kind: 'pet-scam',
  url: 'https://goldenhavenpuppies.com/available-puppies',
  body: doc({
    lang: 'en-US',
    title: 'Available Puppies – Golden Haven Puppies | AKC Golden Retrievers',
    css: '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:20px;max-width:1100px;margin:20px auto;padding:0 16px}.p{border:1px solid #eadbc8;border-radius:10px;padding:14px;background:#fffaf3}',
    body: `${nav('Golden Haven Puppies', ['Home', 'Available Puppies', 'Parents', 'Delivery', 'Adoption Form', 'Contact'], '#5a3e1b', '#f5e6cc')}
<h1 style="text-align:center">Available Golden Retriever Puppies</h1>
<p style="text-align:center">All our babies are AKC registered, vet checked, vaccinated and come with a 2-year health guarantee. Adoption fee includes puppy kit!</p>
<div class="grid">
<div class="p"><img src="/img/pup.png" style="width:100%;height:170px;background:#e6c28f"><h3>Bella – Female</h3><p>10 weeks · Sweet and playful</p><b>$450</b> <span style="color:green">Available</span></div>
<div class="p"><img src="/img/pup.png" style="width:100%;height:170px;background:#e6c28f"><h3>Max – Male</h3><p>11 weeks · Loves kids</p><b>$450</b> <span style="color:green">Available</span></div>
<div class="p"><img src="/img/pup.png" style="width:100%;height:170px;background:#e6c28f"><h3>Daisy – Female</h3><p>9 weeks</p><b>$500</b> <span style="color:#c60">Reserved</span></div></div>
<div style="max-width:800px;margin:20px auto;padding:0 16px"><h2>Delivery</h2><p>We ship nationwide with our pet travel agency <b>SafePaws Relocation</b>. Puppy is delivered to your doorstep with a nanny. Delivery fee $280. A refundable crate/insurance fee may be requested by the agency during transit.</p>
<h2>Payment</h2><p>We accept Zelle, Cash App, Apple Pay and gift cards. <b>No PayPal</b> (they hold funds for pets). A $200 deposit holds your puppy.</p>
<p>Text us: (405) 555-0187</p></div>
${footer([['Golden Haven Puppies', 'Oklahoma City, OK', 'goldenhavenpuppies@gmail.com']], '© 2026 Golden Haven Puppies. All rights reserved.', '#f5e6cc')}`,
  }),
  routes: { 'goldenhavenpuppies.com/img/pup.png': pngRoute(230, 194, 143) },
},
{
  id: 'p-scam-giveaway-double-btc-livestream',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://x-event2026.live/',
  body: doc({
    lang: 'en',
    title: 'Official Event — 5,000 BTC Giveaway',
    css: 'body{background:#000;color:#fff;text-align:center}.w{max-width:760px;margin:0 auto;padding:24px}.a{background:#111;border:1px solid #333;padding:12px;font-family:monospace;font-size:15px;word-break:break-all}.tx{font-family:monospace;font-size:12px;text-align:left;background:#0a0a0a;padding:10px;height:160px;overflow:hidden}',
    body: `<div class="w"><h1 id="h"></h1>
<p>To celebrate, we are giving away 5,000 BTC and 100,000 ETH to the community. Send between 0.1 and 20 BTC to the address below and receive <b>double back</b> instantly.</p>
<p>BTC address:</p><div class="a">bc1q7fz3e7t2w0wdfqlx8v5rr9g6yx0tcun6p6c4q2</div>
<p>ETH address:</p><div class="a">0x9C8b4F1fAd2e3b5c7D6a8E0F1b2C3d4E5f6A7B8c</div>
<p>Only one participation per address. Event ends when all coins are distributed.</p>
<h3>Live transactions</h3><div class="tx" id="tx"></div></div>
<script>
document.getElementById('h').textContent=['E','l','o','n',' ','M','u','s','k',' ','C','r','y','p','t','o',' ','G','i','v','e','a','w','a','y'].join('');
var tx=document.getElementById('tx');setInterval(function(){var a='bc1q'+Math.random().toString(36).slice(2,14)+'…';var v=(Math.random()*5+0.1).toFixed(3);var l=document.createElement('div');l.textContent=a+'  received '+(v*2).toFixed(3)+' BTC  ✔ confirmed';tx.prepend(l)},1400);
</script>`,
  }),
},
];
