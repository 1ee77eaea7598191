import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const appealCss = `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #ddd}header a{margin-left:16px;color:#333;text-decoration:none;font-size:14px}.hero{background:#2b2b2b;color:#fff;padding:50px 30px}.hero h1{font-size:34px;margin:0 0 10px}main{max-width:900px;margin:0 auto;padding:24px}.amts button{font-size:18px;padding:12px 20px;margin:4px;border:2px solid #d32f2f;background:#fff;color:#d32f2f;border-radius:6px;cursor:pointer}.btn{background:#d32f2f;color:#fff;border:0;padding:13px 26px;font-size:17px;border-radius:6px;text-decoration:none;display:inline-block}.bar{height:14px;background:#eee;border-radius:7px;overflow:hidden}.bar div{height:100%;background:#d32f2f}.muted{color:#666;font-size:13px}`;
const govCss = `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#0b0c0c;font-size:17px;line-height:1.5}header{background:#0b0c0c;color:#fff;padding:12px 30px}header b{font-size:22px}.phase{max-width:960px;margin:10px auto;padding:0 20px;font-size:14px;border-bottom:1px solid #b1b4b6}main{max-width:960px;margin:0 auto;padding:20px}h1{font-size:40px;line-height:1.1}.inset{border-left:10px solid #b1b4b6;padding:10px 16px;margin:20px 0}.btn{background:#00703c;color:#fff;padding:10px 16px;text-decoration:none;display:inline-block;box-shadow:0 2px 0 #002d18;border:0}footer{border-top:1px solid #b1b4b6;background:#f3f2f1;padding:30px;font-size:14px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-earthquake-relief-crypto-tr',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://deprem-yardim-fonu-turkiye.org/bagis',
  body: doc({
    title: 'Deprem Yardım Fonu – Depremzedelere Acil Bağış',
    lang: 'tr',
    css: appealCss,
    body: `<header><strong>❤ Deprem Yardım Fonu</strong><nav><a href="#">Hakkımızda</a><a href="#">Bağış Yap</a><a href="#">İletişim</a></nav></header>
<div class="hero"><h1>Depremzedeler sizi bekliyor. Şimdi yardım edin!</h1><p>Binlerce aile eksi derecelerde sokakta. Çadır, battaniye, bebek maması ve ilaç için acil bağışa ihtiyacımız var. Her kuruş doğrudan sahaya ulaşıyor.</p></div>
<main>
<div class="bar"><div style="width:63%"></div></div><p><b>₺4.218.550</b> toplandı · Hedef ₺6.500.000 · <span id="donors">18.412</span> bağışçı</p>
<h2>Bağış yöntemleri</h2>
<p><b>Kripto ile bağış (en hızlı – banka kesintisi yok):</b></p>
<p>BTC: <code>bc1q8m4ylx2d9hzt7vq0a6w3pkn5e8r4gjuf2sca7x</code><br>USDT (TRC20): <code>TRu2Kd8wQ9nZ4vP1hB6xA3mLs7cYf5gJeE</code><br>ETH: <code>0x3D1c7e98aB24f05C6d9E8127bA6f4C2d1e0F9a73</code></p>
<p><b>Havale/EFT:</b> Alıcı: M. Yılmaz (gönüllü koordinatör) – IBAN TR49 0006 2000 4410 0006 2984 17 – Açıklama: "bağış"</p>
<p class="muted">Please donate – international donors welcome. We are a volunteer group, registration with the authorities is in progress.</p>
${reviews([['AFAD gönüllüsü Ayşe', 'Yardımlar Hatay’a ulaştı, Allah razı olsun', ''], ['Mehmet K.', 'Kahramanmaraş’a 300 çadır gönderildi', '']], 'Sahadan')}
</main>
<script>var d=18412;setInterval(function(){d+=Math.floor(Math.random()*3);document.getElementById('donors').textContent=d.toLocaleString('tr-TR')},3000);</script>`,
  }),
},
  {
  id: 'k-scam-flood-appeal-gofund-clone-en',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://www.helpfloodvictims-now.org/urgent-appeal',
  body: doc({
    title: 'URGENT: Help Flood Victims Now – Every $25 Feeds a Family for a Week',
    css: appealCss.replace(/#d32f2f/g, '#0277bd'),
    head: pixelStub('70011283940'),
    body: `<header><strong>Help Flood Victims Now</strong><nav><a href="#">The crisis</a><a href="#">Donate</a></nav></header>
<div class="hero" style="background:#01579b"><h1>Entire towns underwater. Children need you TODAY.</h1><p>The floods have displaced more than 200,000 people. Our teams on the ground are delivering clean water, food and shelter. Please give what you can — your gift will be matched 3X by an anonymous donor until midnight.</p></div>
<main>
<p>⏰ Matching ends in <b id="cd"></b></p>
<div class="amts"><button>$25</button><button>$50</button><button>$100</button><button>$250</button><button>Other</button></div>
<form id="f" style="margin-top:16px"><p><input placeholder="Name" style="padding:9px;width:60%"></p><p><input placeholder="Email" style="padding:9px;width:60%"></p><button class="btn">Donate now</button></form>
<div id="how"></div>
<p class="muted">Donations are tax deductible*. Help Flood Victims Now is a grassroots relief initiative. *Consult your tax advisor.</p>
</main>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('how').innerHTML='<div style="background:#e1f5fe;padding:16px;margin-top:14px"><b>Thank you!</b> Our card processor is overwhelmed by the volume of donations. Please complete your gift via <b>Zelle to relief.coordinator.jmiller@gmail.com</b>, Cash App <b>$FloodReliefNow</b>, or Bitcoin <code>bc1qf7u9x2lw8k3r5v0dqh6p4n2ms8ta9yzj3gc0e</code>. Screenshot your donation and email it for your receipt.</div>'};</script>
${countdown('cd', 6 * 3600 + 12 * 60)}`,
  }),
},
  {
  id: 'k-scam-tax-refund-fee-de',
  label: 'scam',
  kind: 'fake-gov-payment',
  url: 'https://steuererstattung-bund-online.de/antrag/erstattung-2025',
  body: doc({
    title: 'Bundeszentralstelle für Steuererstattung – Ihre Rückerstattung 2025',
    lang: 'de',
    css: govCss.replace(/#00703c/g, '#005ca9') + `header{background:#000;border-bottom:6px solid #dd0000}header b:after{content:"";display:block;height:6px;background:#ffce00;margin-top:6px}`,
    body: `<header><b>Bundeszentralstelle für Steuererstattung</b></header>
<div class="phase">Online-Dienst · Vorgangsnummer BZSE-2025-0881347</div>
<main>
<h1>Ihre Steuerrückerstattung: 1.284,60 €</h1>
<p>Nach Prüfung Ihrer Steuerdaten für das Jahr 2025 wurde festgestellt, dass Ihnen eine Rückerstattung in Höhe von <b>1.284,60 €</b> zusteht. Die Auszahlung erfolgt innerhalb von 3 Werktagen nach Zahlung der gesetzlichen <b>Bearbeitungsgebühr gemäß § 89 AO</b>.</p>
<div class="inset">Bearbeitungsgebühr: <b>29,90 €</b> – zahlbar per Sofortüberweisung oder mit Paysafecard. Ohne Zahlung der Gebühr verfällt der Erstattungsanspruch am <b id="d"></b>.</div>
<form id="f"><p><label>Vor- und Nachname<br><input style="width:60%;padding:8px" required></label></p><p><label>Steuer-ID<br><input style="width:60%;padding:8px"></label></p><p><label>IBAN für die Erstattung<br><input style="width:60%;padding:8px"></label></p><p><label>Paysafecard-PIN (16-stellig) für die Gebühr<br><input style="width:60%;padding:8px"></label></p><button class="btn">Erstattung beantragen</button></form>
</main>
<footer>© Bundeszentralstelle für Steuererstattung · Impressum · Datenschutz · Barrierefreiheit</footer>
<script>var x=new Date(Date.now()+3*864e5);document.getElementById('d').textContent=x.toLocaleDateString('de-DE');document.getElementById('f').onsubmit=function(e){e.preventDefault();this.innerHTML='<p><b>Vielen Dank.</b> Ihre Zahlung wird geprüft. Die Erstattung erfolgt nach Eingang.</p>'};</script>`,
  }),
},
  {
  id: 'k-scam-fake-benefit-payment-fee-uk',
  label: 'scam',
  kind: 'fake-gov-payment',
  url: 'https://www.cost-of-living-support-payment.co.uk/apply',
  body: doc({
    title: 'Cost of Living Support Payment 2026 – Apply for £650',
    css: govCss,
    body: `<header><b>👑 Cost of Living Support</b></header>
<div class="phase">BETA This is a new service – your feedback will help us improve it.</div>
<main>
<h1>Apply for your £650 Cost of Living Support Payment</h1>
<p>If you receive Universal Credit, Pension Credit, Child Tax Credit or Council Tax Reduction you are entitled to a one-off payment of <b>£650</b>. Applications close soon.</p>
<div class="inset">To prevent fraud, every applicant must pay a <b>£4.99 identity verification fee</b>. This will be refunded with your payment.</div>
<form id="f"><p><label>National Insurance number<br><input style="width:50%;padding:8px"></label></p><p><label>Full name<br><input style="width:50%;padding:8px"></label></p><p><label>Date of birth<br><input style="width:50%;padding:8px"></label></p><button class="btn">Continue</button></form>
<div id="n"></div>
</main>
<footer>Cost of Living Support Service · Privacy · Cookies · Accessibility statement</footer>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('n').innerHTML='<div class="inset"><h2>You are eligible ✔</h2><p>Pay the £4.99 verification fee by bank transfer to sort code 23-14-70, account 88102934 (name: CLS Processing), reference your NI number. Your £650 will be paid within 5 working days.</p></div>'};</script>`,
  }),
},
  {
  id: 'k-clean-scamwatch-style-types-au',
  label: 'clean',
  kind: 'consumer-protection',
  url: 'https://www.scamwatch.gov.au/types-of-scams/online-shopping-scams',
  body: doc({
    title: 'Online shopping scams | Scamwatch',
    css: govCss.replace(/#0b0c0c;color:#fff/g, '#1e3a5f;color:#fff').replace(/#00703c/g, '#1e3a5f') + `blockquote{background:#f3f2f1;padding:10px 16px;border-left:5px solid #d4351c}`,
    body: `<header><b>Scamwatch</b> · National Anti-Scam Centre</header>
<div class="phase"><a href="#">Home</a> › <a href="#">Types of scams</a> › Online shopping scams</div>
<main>
<h1>Online shopping scams</h1>
<p>Scammers set up fake online stores and social media pages offering popular items at very low prices. They often claim to be "closing down" or running a "warehouse clearance", and ask you to pay by bank transfer, cryptocurrency or gift cards.</p>
<h2>Warning signs</h2><ul><li>The price is far below what other retailers charge.</li><li>Only bank transfer, PayID to a personal name, crypto or gift cards are accepted — or card payment is "temporarily unavailable".</li><li>The site has been set up recently, has no verifiable address, and reviews all sound alike.</li></ul>
<p>Reported example:</p><blockquote>"Due to the closing down process our card terminal has been disconnected by the bank. We can only accept direct bank transfer. After you place your order you will receive our account details by email."</blockquote>
<h2>Protect yourself</h2><p>Use a secure payment method with buyer protection. Search the business name with the word "scam". If you've paid, contact your bank immediately and report at ReportCyber.</p>
<p><a class="btn" href="#">Report a scam</a></p>
</main>
<footer>Scamwatch is run by the National Anti-Scam Centre within the ACCC · Accessibility · Privacy</footer>`,
  }),
},
  {
  id: 'k-clean-benefits-payment-info-au',
  label: 'clean',
  kind: 'gov-grant',
  url: 'https://www.servicesaustralia.gov.au/australian-government-disaster-recovery-payment',
  body: doc({
    title: 'Australian Government Disaster Recovery Payment – Services Australia',
    css: govCss.replace(/#0b0c0c;color:#fff/g, '#212d3b;color:#fff'),
    body: `<header><b>Services Australia</b> · Centrelink</header>
<div class="phase"><a href="#">Home</a> › <a href="#">Natural disaster support</a></div>
<main>
<h1>Australian Government Disaster Recovery Payment</h1>
<p>A one-off, non-means tested payment of <b>$1,000 per eligible adult</b> and <b>$400 per eligible child</b> if you've been significantly affected by a declared disaster.</p>
<h2>Who can get it</h2><p>You may be eligible if you live in an affected local government area and your home was destroyed or seriously damaged, you were seriously injured, or you are the immediate family member of someone who died as a result of the disaster.</p>
<h2>How to claim</h2><p>Claim online through your Centrelink online account via myGov, or call 180 22 66. You have 6 months from the date of the disaster declaration to claim.</p>
<div class="inset">We'll never ask you to pay money to get a payment. Scammers may call or text pretending to be from Services Australia — don't click links in texts. Call our Scams and Identity Theft Helpdesk on 1800 941 126.</div>
</main>
<footer>© Commonwealth of Australia · Privacy · Accessibility · Copyright</footer>`,
  }),
},
  {
  id: 'k-clean-food-bank-appeal-ca',
  label: 'clean',
  kind: 'charity-appeal',
  url: 'https://www.lakeshorefoodbank.ca/donate/winter-appeal',
  body: doc({
    title: 'Winter Appeal – Donate | Lakeshore Community Food Bank',
    css: appealCss.replace(/#d32f2f/g, '#2e7d32'),
    head: gtagStub('G-LCFB221'),
    body: `<header><strong>Lakeshore Community Food Bank</strong><nav><a href="#">Get food</a><a href="#">Volunteer</a><a href="#">Donate</a><a href="#">Français</a></nav></header>
<div class="hero" style="background:#1b5e20"><h1>This winter, 1 in 6 families in our region will visit a food bank.</h1><p>Your gift before December 31 will be matched by Lakeshore Credit Union, up to $50,000.</p></div>
<main>
<div class="bar"><div style="width:71%"></div></div><p>$35,520 of $50,000 match raised</p>
<div class="amts"><button>$40</button><button>$75</button><button>$150</button><button>Other</button></div>
<a class="btn" href="#">Give now</a>
<p class="muted">Lakeshore Community Food Bank is a registered charity (BN 88712 3451 RR0001). Official tax receipts are issued for donations of $20 or more. Payments are processed securely by card or PayPal; you can also give by cheque, e-Transfer to donate@lakeshorefoodbank.ca, or in person at 22 Harbour Rd.</p>
</main>
${footer({ 'Contact': ['22 Harbour Rd', '(905) 555-0144', 'info@lakeshorefoodbank.ca'], 'About': ['Annual report', 'Board', 'Careers'] }, '© 2026 Lakeshore Community Food Bank')}`,
  }),
},
];
