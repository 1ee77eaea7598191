import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site, imgRoute } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-romance-military-leave-form',
  label: 'scam',
  kind: 'romance',
  url: 'https://unpk-personnel-welfare.org/leave/application.php?ref=SGT-441027',
  body: site({
    host: 'unpk-personnel-welfare.org', brand: 'UN Peacekeeping Personnel Welfare Office', color: '#0b4f8a', title: 'Emergency Leave Application - Personnel Welfare',
    nav: ['Home', 'Leave Application', 'Family Support', 'Verify Soldier', 'Contact'],
    main: `<h1>Emergency Leave / Vacation Application</h1>
<p>This form is to be completed by the <b>next of kin or fiancée</b> of serving personnel currently deployed under the joint mission in Syria / Yemen theatre. Officers on active deployment are not permitted to apply for leave themselves for security reasons.</p>
<div class="card"><b>Personnel on file:</b> Dr. (Capt.) Mark Ellison Whitford &mdash; Army Medical Corps, Service No. 4410-27-USA<br>Current status: <span style="color:#b00">ACTIVE DEPLOYMENT</span> &mdash; Leave eligibility: <b>APPROVED PENDING FEE</b></div>
<p>Leave processing fee: <b>USD $2,750.00</b> (covers flight ticket, security clearance and replacement officer allowance). The fee is <u>fully refundable</u> to the applicant upon the soldier's arrival home.</p>
<form action="/leave/submit.php" method="post">
<label>Applicant full name</label><input name="name" required>
<label>Relationship to the officer</label><select name="rel"><option>Fiancée</option><option>Wife</option><option>Girlfriend</option><option>Friend</option></select>
<label>Home address</label><textarea name="addr"></textarea>
<label>Phone / WhatsApp</label><input name="phone">
<label>Method of payment</label><select name="pay"><option>Apple / Steam gift cards (send photos of back of card)</option><option>Bitcoin</option><option>Western Union to Leave Officer</option></select>
<label>Upload ID (passport or driver license)</label><input type="file" name="id">
<button class="btn">Submit leave application</button></form>
<p class="muted">Do not discuss this application with bank staff or relatives, as this is a classified military movement. Approval takes 48 hours after fee confirmation.</p>`,
    footer: 'UN Peacekeeping Personnel Welfare Office &middot; Military Leave Department &middot; New York, USA &middot; leave.officer@unpk-personnel-welfare.org',
  }),
  routes: assets('unpk-personnel-welfare.org', [11, 79, 138]),
},
  {
  id: 'zg-scam-romance-diplomatic-consignment',
  label: 'scam',
  kind: 'romance',
  url: 'https://skylinkdiplomaticcourier.co.uk/track/?awb=DPL-77310-UK',
  body: site({
    host: 'skylinkdiplomaticcourier.co.uk', brand: 'SkyLink Diplomatic Courier Services', color: '#5a2d0c', title: 'Consignment Tracking | SkyLink Diplomatic',
    nav: ['Home', 'Track Consignment', 'Services', 'About Us'],
    main: `<h1>Consignment Tracking Result</h1>
<table><tr><th>Airway bill</th><td>DPL-77310-UK</td></tr><tr><th>Sender</th><td>Mr. Daniel Ross (Engineer, Offshore Platform)</td></tr><tr><th>Receiver</th><td>Mrs. Patricia H.</td></tr>
<tr><th>Content</th><td>Diplomatic box (personal effects, gold jewellery, cash USD 850,000 declared as family valuables)</td></tr>
<tr><th>Current location</th><td>Heathrow Airport Cargo Terminal 4 &mdash; HELD</td></tr></table>
<div class="card" style="border-color:#c00"><b style="color:#c00">STATUS: ON HOLD &ndash; NON INSPECTION CERTIFICATE REQUIRED</b><br>
The consignment has been flagged by UK Customs due to its value. To avoid the box being opened and confiscated, the receiver must obtain an <b>Anti-Terrorism / Money Laundering clearance certificate</b> at a cost of <b>£3,400</b>. Your diplomat agent Mr. Frank Okoro is waiting at the airport.</div>
<h2>Pay clearance fee</h2><p>Payment by bank transfer to our clearing account:<br>Account name: SL Global Trading Ltd<br>Sort code: 04-00-75 &nbsp; Account: 61823390<br>Reference: DPL77310</p>
<p>Once paid, send proof of payment to the diplomat on WhatsApp +44 7418 339021. Delivery to your home within 24 hours.</p>
<p class="muted">Storage charge of £150/day applies from the day after arrival.</p>`,
  }),
  routes: assets('skylinkdiplomaticcourier.co.uk', [90, 45, 12]),
},
  {
  id: 'zg-scam-fake-exchange-account-frozen-nl',
  label: 'scam',
  kind: 'pig-butchering',
  url: 'https://mijn.quantora-trade.nl/account/status',
  body: site({
    host: 'mijn.quantora-trade.nl', brand: 'Quantora Trade', color: '#243447', lang: 'nl', title: 'Accountstatus – Quantora',
    nav: ['Dashboard', 'Handel', 'Storten', 'Opnemen', 'Klantenservice'],
    main: `<h1>Uw account is tijdelijk bevroren</h1>
<div class="card" style="border-left:4px solid #d9480f"><p>Beste klant,</p><p>Bij uw opnameverzoek van <b>€ 58.240,00</b> heeft ons risicosysteem een <b>te lage kredietscore (62/100)</b> vastgesteld. Volgens onze voorwaarden moet de kredietscore minimaal 100 zijn voordat opnames kunnen worden verwerkt.</p>
<p>U kunt uw score herstellen door een <b>margestorting van 30% (€ 17.472,00)</b>. Deze storting wordt na verwerking samen met uw saldo teruggestort.</p></div>
<table><tr><th>Saldo</th><td>€ 58.240,00</td></tr><tr><th>Winst</th><td style="color:green">+ € 41.240,00</td></tr><tr><th>Kredietscore</th><td style="color:#d9480f">62</td></tr><tr><th>Status</th><td>Bevroren – actie vereist</td></tr></table>
<p><a class="btn" href="/storten?reden=marge">Nu margestorting doen</a></p>
<p class="muted">Neem voor vragen contact op met uw persoonlijke accountmanager via Telegram @Quantora_Support_Eva. Deel uw accountgegevens niet met derden of uw bank; zij begrijpen handel in digitale activa niet.</p>`,
  }),
  routes: assets('mijn.quantora-trade.nl', [36, 52, 71]),
},
  {
  id: 'zg-scam-investment-ai-bot-celebrity-pl',
  label: 'scam',
  kind: 'investment-ad',
  url: 'https://wiadomosci-24-dzis.pl/biznes/bot-inwestycyjny-ai-zaskoczyl-bankowcow',
  body: site({
    host: 'wiadomosci-24-dzis.pl', brand: 'Wiadomości24 &middot; Biznes', color: '#b3001b', lang: 'pl', title: 'Znany prezenter ujawnił na antenie sposób na dodatkowe 28 000 zł miesięcznie',
    nav: ['Kraj', 'Świat', 'Biznes', 'Sport', 'Rozrywka'],
    main: `<p class="muted">Opublikowano: dzisiaj, 09:14 &middot; Redakcja</p>
<h1>Znany prezenter ujawnił na antenie sposób na dodatkowe 28 000 zł miesięcznie. Bank Narodowy próbował przerwać program</h1>
<p>W trakcie wczorajszego wywiadu na żywo popularny dziennikarz przyznał, że od kilku miesięcy korzysta z platformy <b>Quantum AI Polska</b>, która wykorzystuje sztuczną inteligencję do handlu kryptowalutami. „Zacząłem od 1000 zł, po tygodniu miałem 9 400 zł" &mdash; powiedział.</p>
<p>Chwilę później do studia zadzwonił przedstawiciel banku z prośbą o przerwanie wywiadu. Nagranie zostało usunięte, ale nasza redakcja zdążyła je zapisać.</p>
<h2>Sprawdziliśmy to sami</h2><p>Nasza dziennikarka wpłaciła minimalny depozyt 1 000 zł. Po 5 dniach jej saldo wynosiło <b>7 832 zł</b>. Wypłata na konto trwała 24 godziny.</p>
<div class="card" style="background:#fff4f4"><h2 style="margin-top:0">Zarejestruj się, zanim platforma zamknie rejestrację dla Polski</h2>
<form action="/lead.php" method="post"><label>Imię</label><input name="fn"><label>Nazwisko</label><input name="ln"><label>E-mail</label><input name="em"><label>Telefon</label><input name="ph" value="+48 "><button class="btn">Zacznij zarabiać teraz</button></form>
<p class="muted">Pozostało miejsc: <b id="sl">17</b></p></div>
<h2>Komentarze</h2><div class="card"><b>Marta K.</b> – Wczoraj wypłaciłam pierwsze 3 200 zł, dziękuję!</div><div class="card"><b>Jan W.</b> – Mój doradca zadzwonił w 10 minut, bardzo miły pan.</div>
<script>var s=17;setInterval(function(){if(s>3){s--;document.getElementById('sl').textContent=s}},9000)</script>`,
  }),
  routes: assets('wiadomosci-24-dzis.pl', [179, 0, 27]),
},
];
