import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const plainCss = `body{margin:0;font-family:system-ui,Segoe UI,Arial,sans-serif;color:#1f2937}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #e5e7eb}header a{margin-left:16px;color:#374151;text-decoration:none;font-size:14px}main{max-width:920px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:8px;padding:18px;margin:14px 0}.btn{background:#2563eb;color:#fff;border-radius:6px;padding:11px 20px;text-decoration:none;display:inline-block;border:0;cursor:pointer}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.muted{color:#6b7280;font-size:13px}`;
const advCss = `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.top{background:#c00;color:#fff;text-align:center;padding:8px;font:bold 14px Arial}article{max-width:700px;margin:0 auto;padding:20px;font-size:18px;line-height:1.55}h1{font-size:32px;line-height:1.2}.cta{display:block;background:#ff9800;color:#fff;text-align:center;padding:16px;font:bold 20px Arial;border-radius:6px;text-decoration:none;margin:20px 0}.pic{height:220px;background:#eee;margin:14px 0}.reviews blockquote{border:1px solid #eee;padding:10px;font-size:15px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-refund-desk-overpayment-en',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://www.securerefund-desk.com/cancel-subscription/renewal-399',
  body: doc({
    title: 'Order Confirmation – Geek Protect Plus Renewal $399.99 – Refund Department',
    css: plainCss + `.inv td{font-size:14px}`,
    body: `<header><strong>🛡 Geek Protect Plus – Billing &amp; Refund Center</strong></header>
<main>
<h1>Your annual subscription has been renewed</h1>
<div class="box"><table class="inv"><tr><td>Invoice</td><td>GP-77218-3901</td></tr><tr><td>Product</td><td>Geek Protect Plus Total Security – 5 Devices – 3 Years</td></tr><tr><td>Amount charged</td><td><b>$399.99</b></td></tr><tr><td>Payment</td><td>Auto-debit from your bank account</td></tr></table></div>
<p>If you did not authorise this renewal, please call our Refund Department within <b>24 hours</b> to cancel and receive a full refund. After 24 hours the charge cannot be reversed.</p>
<p style="font-size:28px;font-weight:bold;color:#b91c1c">📞 +1 (833) 555-0117</p>
<div class="box"><h3>How refunds work</h3><ol><li>Our refund technician will connect to your computer using AnyDesk or TeamViewer to process the refund securely.</li><li>You will log in to your online banking so the refund can be deposited.</li><li>If the refund amount is entered incorrectly, you will be asked to return the excess.</li></ol></div>
<p class="muted">Geek Protect Plus is a product of GP Technical Services. Hours: 24/7.</p>
</main>`,
  }),
},
  {
  id: 'k-scam-keto-free-trial-hidden-charge-us',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://try.ketoburnelite-offer.com/trial/checkout',
  body: doc({
    title: 'Keto Burn Elite – Claim Your FREE Trial Bottle (Just Pay Shipping)',
    css: advCss + `.ship{border:3px dashed #4caf50;padding:16px;background:#f1f8e9}input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.tiny{font-size:10px;color:#999;line-height:1.3}`,
    head: pixelStub('90021833401'),
    body: `<div class="top">⚠ HIGH DEMAND: Only <span id="left">43</span> free trial bottles left today — <span id="cd"></span></div>
<article>
<h1>Claim Your Risk-Free Trial of Keto Burn Elite™</h1>
<p>The "Shark Tank" weight loss pill that's helping Americans burn fat without diet or exercise. Lose up to 23 lbs in 30 days!</p>
<div class="pic"></div>
<div class="ship"><h3>Step 2: Where should we ship your FREE bottle?</h3><p>You pay only <b>$4.95 shipping &amp; handling</b>.</p><form onsubmit="event.preventDefault();this.innerHTML='<h3>Order confirmed! Your bottle ships today.</h3>'"><input placeholder="Full name"><input placeholder="Address"><input placeholder="Card number"><input placeholder="MM/YY"><input placeholder="CVV"><button class="cta" style="width:100%;border:0">RUSH MY ORDER</button></form></div>
${reviews([['Brenda, 52, Ohio', 'I lost 31 pounds and my doctor is amazed!!', '★★★★★'], ['Carla, 44', 'My jeans are falling off. Thank you Keto Burn!', '★★★★★']], 'Success stories')}
<p class="tiny">By placing your order you agree to our Terms. Your trial lasts 14 days from order date. If you do not cancel by calling 1-866-555-0190 before the end of the trial, you will be charged $89.97 for the trial bottle and enrolled in our VIP autoship program, receiving a new supply every 30 days for $89.97 plus $4.95 S&amp;H. You will also be enrolled in Slim Club Membership ($29.95/mo) and FitTips Newsletter ($14.95/mo). These statements have not been evaluated by the FDA. Results not typical.</p>
</article>
<script>var l=43;setInterval(function(){if(l>6){l--;document.getElementById('left').textContent=l}},7000);</script>
${countdown('cd', 9 * 60 + 59)}`,
  }),
},
  {
  id: 'k-scam-miracle-diabetes-cure-de',
  label: 'scam',
  kind: 'miracle-health',
  url: 'https://gesundheit-nachrichten-heute.de/diabetes-durchbruch/',
  body: doc({
    title: 'Durchbruch: Deutscher Professor heilt Diabetes in 14 Tagen – Pharmaindustrie tobt',
    lang: 'de',
    css: advCss,
    body: `<div class="top">GESUNDHEIT AKTUELL · Sonderbericht</div>
<article>
<h1>Diabetes ist heilbar: Professor Dr. Weber enthüllt Methode, die Pharmakonzerne verheimlichen wollen</h1>
<p><i>Von Redaktion · aktualisiert heute</i></p>
<div class="pic"></div>
<p>„Insulin ist ein Milliardengeschäft. Niemand will, dass Sie gesund werden“, sagt Prof. Dr. Hans Weber im Interview. Seine Formel <b>GlucoNorm Plus</b> aus Bittermelone, Zimt und Chrom senkt den Blutzucker angeblich innerhalb von 14 Tagen dauerhaft – <b>ganz ohne Insulin und Tabletten</b>.</p>
<p>Bereits 47.000 Deutsche haben ihre Medikamente abgesetzt. Die Apotheken wollen das Mittel nicht verkaufen, deshalb ist es nur hier auf der offiziellen Website erhältlich.</p>
<p><b>Nur heute: 50% Rabatt</b> – 1 Packung 39 € statt 78 €. Zahlung bequem per Nachnahme.</p>
<a class="cta" href="#bestellen">JETZT MIT 50% RABATT BESTELLEN »</a>
${reviews([['Gerda, 68, aus Dortmund', 'Ich spritze seit 3 Wochen kein Insulin mehr! Mein Arzt kann es nicht glauben.', '★★★★★'], ['Werner, 71', 'Zucker von 280 auf 95. Unglaublich.', '★★★★★']], 'Kommentare')}
<form id="bestellen" onsubmit="event.preventDefault();this.innerHTML='<p><b>Danke!</b> Ein Berater ruft Sie in Kürze an, um die Bestellung zu bestätigen.</p>'"><p><input placeholder="Name" style="width:100%;padding:10px"></p><p><input placeholder="Telefon" style="width:100%;padding:10px"></p><button class="cta" style="width:100%;border:0">Bestellen</button></form>
</article>`,
  }),
},
  {
  id: 'k-scam-sextortion-bitcoin-landing-en',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://secure-msg-viewer.net/m/8c1e44a0',
  body: doc({
    title: 'Encrypted message for you',
    css: `body{background:#111;color:#ddd;font-family:Consolas,monospace;margin:0}pre{white-space:pre-wrap;max-width:760px;margin:40px auto;font-size:15px;line-height:1.5}.w{color:#f44;font-weight:bold}`,
    body: `<pre>
Hello pervert,

I'll get straight to the point. I am a professional hacker and I have been watching you for a while now.
A few months ago I got access to your device through a router vulnerability. Since then I have
recorded everything – your browsing history, your contacts, your social media, and your webcam.

I have a video of you watching adult content, side by side with what you were watching. It would be a
shame if your family, colleagues and friends saw it. I have all your contacts.

<span class="w">Here is the deal:</span> transfer exactly <b>$1,450</b> in Bitcoin to my wallet:

   <b>bc1qzt8nk4e0gx3m6r2u9yj5h7ldf2qw8v4c0as6pk</b>

You have <b id="cd"></b> from the moment you opened this page (I have a pixel here, I know you read it).
Once I receive the payment I will delete the video and you will never hear from me again.
If you do not pay, the video goes to every contact you have.

Don't try to reply, contact the police or tell anyone. I will know, and I will publish immediately.
Don't know how to buy Bitcoin? Google "buy bitcoin" – it's easy.
</pre>
${countdown('cd', 48 * 3600)}`,
  }),
},
  {
  id: 'k-scam-fake-hacker-police-blackmail-fr',
  label: 'scam',
  kind: 'sextortion',
  url: 'https://convocation-cybergendarmerie.fr.cr/dossier/PJ-2026-0119',
  body: doc({
    title: 'Convocation judiciaire – Brigade de protection des mineurs',
    lang: 'fr',
    css: `body{font-family:Times New Roman,serif;background:#e9e9e9;margin:0}.doc{max-width:760px;margin:30px auto;background:#fff;padding:40px 50px;border:1px solid #bbb}.h{display:flex;justify-content:space-between;font:bold 12px Arial;color:#002395}.stamp{border:3px solid #c00;color:#c00;padding:6px 10px;transform:rotate(-8deg);display:inline-block;font:bold 14px Arial}`,
    body: `<div class="doc"><div class="h"><span>RÉPUBLIQUE FRANÇAISE<br>Liberté · Égalité · Fraternité</span><span>POLICE JUDICIAIRE<br>Cybercriminalité</span></div>
<h2 style="text-align:center">CONVOCATION</h2>
<p>Madame, Monsieur,</p>
<p>À la demande de Monsieur le Procureur, suite à une saisie informatique de cyber-infiltration (autorisée en 2009 par le Ministre de l'Intérieur), nous engageons des poursuites judiciaires à votre encontre pour : <b>pédopornographie, cyberpornographie, exhibitionnisme</b>.</p>
<p>Pour votre information, la loi n° 390-1 du Code pénal prévoit une peine de 5 ans d'emprisonnement et une amende de 75 000 €.</p>
<p>Vous êtes tenu de vous faire entendre par courriel en nous écrivant vos justifications dans un délai strict de <b>72 heures</b>. Afin d'éviter l'inscription au Fichier national des délinquants sexuels et la transmission du dossier aux médias, vous pouvez régler une <b>amende transactionnelle de 4 850 €</b> par coupons Transcash ou virement.</p>
<p>Contact : brigade.protection.mineurs@cybergendarmerie-gouv.fr.cr</p>
<p style="text-align:right">Le Commissaire Divisionnaire<br><b>Jean-Marc Duval</b><br><span class="stamp">CONFIDENTIEL</span></p></div>`,
  }),
},
  {
  id: 'k-scam-romance-visa-travel-agency-en',
  label: 'scam',
  kind: 'romance-travel-money',
  url: 'https://www.globalunion-travelvisa.com/client/booking-GU83310',
  body: doc({
    title: 'Global Union Travel & Visa Agency – Client Booking GU83310',
    css: plainCss.replace(/#2563eb/g, '#047857'),
    body: `<header><strong>✈ Global Union Travel &amp; Visa Agency</strong><nav><a href="#">Visas</a><a href="#">Flights</a><a href="#">Contact</a></nav></header>
<main>
<h1>Booking GU83310 – Awaiting Sponsor Payment</h1>
<div class="box"><table><tr><td>Traveller</td><td>Ms. Grace Adebayo-Williams</td></tr><tr><td>Route</td><td>Accra (ACC) → London Heathrow → Denver (DEN)</td></tr><tr><td>Sponsor</td><td>Mr. Robert Hale, Colorado, USA</td></tr><tr><td>Visa type</td><td>K-1 Fiancé(e) Visa – Express Processing</td></tr></table></div>
<div class="box"><h3>Outstanding charges</h3><table><tr><td>Air ticket (one-way, flexible)</td><td>$1,380</td></tr><tr><td>Visa express processing</td><td>$960</td></tr><tr><td>Proof of funds / Travel allowance (refundable at arrival)</td><td>$3,500</td></tr><tr><td>Covid-19 &amp; yellow fever clearance</td><td>$240</td></tr><tr><td><b>Total due from sponsor</b></td><td><b>$6,080</b></td></tr></table>
<p>Payment: Western Union / MoneyGram to our Accounts Officer <b>Mr. Kwame Mensah, Accra, Ghana</b>, or Bitcoin. Send MTCN to info.globalunion.travel@gmail.com</p></div>
<p>Your fiancée's seat is reserved until <b id="cd"></b>. Embassy rules require the sponsor to pay; the traveller cannot pay for herself.</p>
<p class="muted">Global Union Travel &amp; Visa Agency, Ring Road Central, Accra. IATA accredited*</p>
</main>
${countdown('cd', 36 * 3600)}`,
  }),
},
  {
  id: 'k-scam-mpesa-promotion-winner-sw',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://zawadi-mpesa-bonanza.co.ke/mshindi',
  body: doc({
    title: 'Bonanza ya Zawadi – Hongera Mshindi!',
    lang: 'sw',
    css: plainCss.replace(/#2563eb/g, '#16a34a') + `.big{font-size:36px;color:#16a34a;font-weight:bold}`,
    body: `<header><strong>🎁 Zawadi Bonanza 2026</strong></header>
<main>
<h1>HONGERA! Nambari yako ya simu imeshinda</h1>
<p class="big">KSh 250,000 + Simu mpya ya Samsung</p>
<p>Nambari yako imechaguliwa katika droo ya wateja waaminifu wa mwezi huu. Ili kupokea zawadi yako, lipa <b>ada ya usajili na usafirishaji ya KSh 1,950</b> kupitia M-Pesa.</p>
<div class="box"><b>Jinsi ya kulipa:</b><ol><li>Nenda kwenye M-Pesa → Lipa na M-Pesa → Buy Goods</li><li>Till Number: <b>5519203</b> (jina: ZB PROMOTIONS)</li><li>Kiasi: KSh 1,950</li><li>Tuma ujumbe wa uthibitisho kwa Bw. Otieno kupitia WhatsApp +254 712 908 441</li></ol></div>
<p>Zawadi ambazo hazijadaiwa ndani ya <b id="cd"></b> zitapewa mshindi mwingine.</p>
<p class="muted">Washindi wengine: Wanjiru (Nakuru) KSh 100,000 · Hassan (Mombasa) TV ya inchi 55 · Akinyi (Kisumu) KSh 250,000</p>
</main>
${floatChat('https://wa.me/254712908441', 'WhatsApp Bw. Otieno')}
${countdown('cd', 5 * 3600)}`,
  }),
},
  {
  id: 'k-clean-vendor-support-phone-numbers',
  label: 'clean',
  kind: 'vendor-support',
  url: 'https://support.norvalsecurity.com/contact/phone',
  body: doc({
    title: 'Contact Norval Support by phone | Norval Security Help Center',
    css: plainCss + `.side{float:left;width:200px}.content{margin-left:220px}`,
    head: gtagStub('G-NVS5500'),
    body: `<header><strong>Norval Security · Help Center</strong><nav><a href="#">Products</a><a href="#">Downloads</a><a href="#">Community</a><a href="#">Sign in</a></nav></header>
<main>
<h1>Contact us by phone</h1>
<p>Our support agents can help with installation, billing and renewals. Have your order number (starts with NV-) ready.</p>
<table><tr><th>Country</th><th>Number</th><th>Hours</th></tr><tr><td>United States &amp; Canada</td><td>1-855-555-0140</td><td>Mon–Fri 8am–8pm ET</td></tr><tr><td>United Kingdom</td><td>0800 055 5120</td><td>Mon–Fri 9am–6pm</td></tr><tr><td>Australia</td><td>1800 555 302</td><td>Mon–Fri 9am–5pm AEST</td></tr><tr><td>Deutschland</td><td>0800 555 8211</td><td>Mo–Fr 9–18 Uhr</td></tr></table>
<div class="box"><h3>Stay safe from support scams</h3><p>Norval will never display a pop-up in your browser asking you to call us, and we never call you unexpectedly about a refund or renewal. Our agents will not ask you to log in to your online banking, buy gift cards, or let them "process a refund" in your bank account. Only use the numbers listed on this page.</p><p>To cancel auto-renewal yourself, go to <a href="#">My Account › Subscriptions</a>. Refunds within 30 days of renewal are returned automatically to the original payment method.</p></div>
</main>
${footer({ Support: ['Knowledge base', 'Contact', 'Report a scam'], Company: ['About', 'Privacy', 'Legal'] }, '© 2026 Norval Security, Inc.')}
${cookieBar()}`,
  }),
},
  {
  id: 'k-clean-news-sextortion-email-quote-de',
  label: 'clean',
  kind: 'news-scam-quote',
  url: 'https://www.rheinpfalz-tagesblatt.de/ratgeber/digital/erpresser-mails-hacker-webcam-was-tun-2026',
  body: doc({
    title: 'Erpresser-Mails: „Ich habe Sie über Ihre Webcam gefilmt“ – was jetzt zu tun ist | Tagesblatt',
    lang: 'de',
    css: `body{font-family:Georgia,serif;margin:0}header{background:#00264d;color:#fff;padding:12px 24px;font:bold 24px Arial}nav{background:#eee;padding:6px 24px;font:13px Arial}nav a{margin-right:12px;color:#222}article{max-width:700px;margin:20px auto;font-size:18px;line-height:1.6}blockquote{background:#f5f5f5;border-left:4px solid #00264d;padding:10px 16px;font-family:Consolas,monospace;font-size:14px}.meta{font:13px Arial;color:#777}`,
    head: gtagStub('G-RPT0099'),
    body: `<header>Rheinpfalz Tagesblatt</header><nav><a href="#">Region</a><a href="#">Politik</a><a href="#">Wirtschaft</a><a href="#">Ratgeber</a><a href="#">Sport</a></nav>
<article><h1>„Ich habe Sie über Ihre Webcam gefilmt“: Was hinter den Erpresser-Mails steckt</h1><p class="meta">Von Katrin Lehmann · 12.01.2026, 14:05 Uhr</p>
<p>Seit Wochen melden sich Leserinnen und Leser, die bedrohliche E-Mails erhalten haben. Ein typisches Beispiel, das uns weitergeleitet wurde:</p>
<blockquote>„Ich bin ein professioneller Hacker und habe vor einigen Monaten Zugriff auf Ihr Gerät erhalten. Ich habe ein Video, wie Sie Erwachseneninhalte ansehen. Überweisen Sie 1.450 USD in Bitcoin an meine Wallet. Sie haben 48 Stunden.“</blockquote>
<p>Die Polizei gibt Entwarnung: In aller Regel haben die Absender weder Zugriff auf den Rechner noch ein Video. Die Mails werden massenhaft verschickt; manchmal wird ein altes Passwort aus einem Datenleck zitiert, um Glaubwürdigkeit vorzutäuschen.</p>
<p>„Zahlen Sie nicht, antworten Sie nicht, und erstatten Sie Anzeige“, rät die Zentrale Ansprechstelle Cybercrime. Wer ein in der Mail genanntes Passwort noch nutzt, sollte es sofort ändern und die Zwei-Faktor-Authentifizierung aktivieren.</p>
</article>
${footer({ Tagesblatt: ['Impressum', 'Datenschutz', 'Abo'] }, '© 2026 Tagesblatt Verlag GmbH')}
${cookieBar('Wir und unsere Partner verwenden Cookies.', 'Akzeptieren', 'Ablehnen')}`,
  }),
},
  {
  id: 'k-clean-mpesa-fraud-advisory-sw',
  label: 'clean',
  kind: 'consumer-protection',
  url: 'https://www.mobilepesa-usalama.co.ke/tahadhari/utapeli-wa-zawadi',
  body: doc({
    title: 'Tahadhari: Utapeli wa "Umeshinda Zawadi" | Usalama wa Pesa za Simu',
    lang: 'sw',
    css: plainCss.replace(/#2563eb/g, '#16a34a'),
    body: `<header><strong>Usalama wa Pesa za Simu</strong><nav><a href="#">Tahadhari</a><a href="#">Ripoti</a><a href="#">Wasiliana nasi</a></nav></header>
<main>
<h1>Tahadhari: "Hongera, umeshinda!"</h1>
<p>Matapeli wanatuma SMS na viungo vya tovuti wakidai kuwa umeshinda pesa au simu katika "Bonanza". Kisha wanakuomba ulipe "ada ya usajili" au "usafirishaji" kupitia Till Number au Paybill.</p>
<div class="box"><h3>Kumbuka</h3><ul><li>Hakuna promosheni halali inayokutaka ulipe ili kupokea zawadi.</li><li>Washindi halisi hutangazwa na kampuni yenyewe, na mawasiliano hutoka kwa nambari rasmi tu.</li><li>Usitume PIN yako ya M-Pesa kwa mtu yeyote.</li></ul></div>
<p>Ripoti ujumbe wa utapeli kwa kutuma SMS bure kwa <b>333</b>. Kwa msaada zaidi piga simu <b>100</b> (bila malipo).</p>
</main>
${footer({ Huduma: ['Kuhusu sisi', 'Sera ya faragha'] }, '© 2026 Usalama wa Pesa za Simu')}`,
  }),
},
];
