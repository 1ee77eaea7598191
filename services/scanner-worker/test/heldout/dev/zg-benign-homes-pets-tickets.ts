import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-clean-letting-agent-listing-holding-deposit-uk',
  label: 'clean',
  kind: 'rental-agency',
  url: 'https://www.parkandrowe-lettings.co.uk/property/to-let/bath/2-bed-flat-lansdown-road',
  body: site({
    host: 'www.parkandrowe-lettings.co.uk', brand: 'Park &amp; Rowe Lettings', color: '#1e3a5f', title: '2 bed flat to rent, Lansdown Road, Bath BA1 – £1,395 pcm', trackId: 'G-PR7712',
    nav: ['To let', 'Landlords', 'Tenant fees', 'Area guides', 'Contact'],
    main: `<h1>2 bedroom flat to rent &ndash; Lansdown Road, Bath BA1</h1><p><b>£1,395 pcm</b> (£322 pw) &middot; Available 1 August &middot; Unfurnished &middot; EPC C &middot; Council tax band C</p>
<p>A bright first-floor flat in a Georgian conversion with high ceilings, two double bedrooms, modern kitchen and allocated parking. 10 minutes' walk to the city centre.</p>
<h2>Book a viewing</h2><form action="/viewings" method="post"><label>Name</label><input name="n"><label>Email</label><input name="e"><label>Phone</label><input name="p"><label>Preferred time</label><select name="t"><option>Weekday daytime</option><option>Weekday evening</option><option>Saturday</option></select><button class="btn">Request viewing</button></form>
<h2>Fees and deposit</h2><p>Holding deposit: £321 (one week's rent), deducted from the first month's rent once the tenancy starts. Tenancy deposit: £1,609 (five weeks' rent), protected with the Deposit Protection Service. Payments are only requested after you have viewed the property and passed referencing, and are made to our client account shown on your tenancy paperwork.</p>
<p class="muted">Park &amp; Rowe is a member of Propertymark and The Property Ombudsman, with Client Money Protection via Propertymark CMP.</p>`,
  }),
  routes: assets('www.parkandrowe-lettings.co.uk', [30, 58, 95]),
},
  {
  id: 'zg-clean-holiday-cottage-booking-cornwall',
  label: 'clean',
  kind: 'holiday-let',
  url: 'https://www.kernowcoastcottages.co.uk/cottages/tide-view-porthleven/book',
  body: site({
    host: 'www.kernowcoastcottages.co.uk', brand: 'Kernow Coast Cottages', color: '#117a65', title: 'Book Tide View, Porthleven | Kernow Coast Cottages',
    nav: ['Cottages', 'Dog friendly', 'Short breaks', 'Offers', 'Owners'],
    main: `<h1>Tide View, Porthleven &ndash; sleeps 4</h1><p>Harbour-front cottage with wood burner, sea views and a small courtyard. Dogs welcome (max 1).</p>
<table><tr><th>Arrive</th><td>Fri 14 August 2026</td></tr><tr><th>Nights</th><td>7</td></tr><tr><th>Price</th><td>£1,245.00</td></tr><tr><th>Deposit today</th><td>£311.25 (25%)</td></tr><tr><th>Balance due</th><td>6 weeks before arrival</td></tr></table>
<form action="/checkout" method="post"><label>Lead guest name</label><input name="n"><label>Email</label><input name="e"><label>Card details are entered on the next page (secure card payment via our payment provider)</label><button class="btn">Continue to payment</button></form>
<p class="muted">We never ask for payment by bank transfer to a personal account, and our bank details never change by email. If you receive a message saying otherwise, call us on 01326 555 010.</p>`,
  }),
  routes: assets('www.kernowcoastcottages.co.uk', [17, 122, 101]),
},
  {
  id: 'zg-clean-alojamento-local-villa-pt',
  label: 'clean',
  kind: 'holiday-let',
  url: 'https://www.casasdaribeira.pt/pt/casa-da-oliveira/reservar',
  body: site({
    host: 'www.casasdaribeira.pt', brand: 'Casas da Ribeira', color: '#7d6608', lang: 'pt', title: 'Casa da Oliveira – Reservar | Casas da Ribeira, Douro',
    nav: ['As casas', 'Experiências', 'Como chegar', 'Reservar'],
    main: `<h1>Casa da Oliveira &ndash; turismo rural no Douro</h1><p>Casa de xisto restaurada, 3 quartos, piscina partilhada e vista sobre as vinhas. Pequeno-almoço regional incluído.</p>
<table><tr><th>Época</th><th>Preço/noite</th></tr><tr><td>Baixa (nov–mar)</td><td>140€</td></tr><tr><td>Média</td><td>175€</td></tr><tr><td>Alta (jul–set)</td><td>220€</td></tr></table>
<p>Reserva com cartão através da nossa plataforma de pagamentos segura. Cancelamento gratuito até 14 dias antes da chegada.</p>
<form action="/pt/disponibilidade" method="get"><label>Chegada</label><input type="date" name="in"><label>Partida</label><input type="date" name="out"><label>Hóspedes</label><input name="g" value="2"><button class="btn">Ver disponibilidade</button></form>
<p class="muted">Registo Nacional de Alojamento Local n.º 112233/AL &middot; Livro de reclamações eletrónico &middot; NIF 509 000 111</p>`,
  }),
  routes: assets('www.casasdaribeira.pt', [125, 102, 8]),
},
  {
  id: 'zg-clean-rental-listing-toronto-ca',
  label: 'clean',
  kind: 'rental-agency',
  url: 'https://www.lakeshore-rentals.ca/listings/88-harbour-st-unit-2104',
  body: site({
    host: 'www.lakeshore-rentals.ca', brand: 'Lakeshore Rentals', color: '#154360', title: '88 Harbour St #2104 – 2 Bed Condo for Rent – Lakeshore Rentals',
    nav: ['Rent', 'Buildings', 'Renters guide', 'Landlords'],
    main: `<h1>88 Harbour St, Unit 2104, Toronto</h1><p><b>$3,150/month</b> &middot; 2 bed &middot; 2 bath &middot; 820 sq ft &middot; Parking included &middot; Available Sept 1</p>
<p>South-facing unit with lake views, ensuite laundry and 24-hour concierge. Steps from Union Station.</p>
<h2>Schedule an in-person showing</h2><form action="/showings" method="post"><label>Name</label><input name="n"><label>Email</label><input name="e"><label>Phone</label><input name="p"><button class="btn">Request showing</button></form>
<h2>Application process</h2><p>After the showing, submit the Ontario Standard Lease application with credit report and proof of income. A deposit (first and last month's rent) is only due after lease signing, payable by certified cheque or bank draft to the brokerage trust account.</p>
<p class="muted">Lakeshore Rentals Inc., Brokerage. Listed by a RECO-registered salesperson. Beware: rental listings copied from our site may appear elsewhere at lower prices.</p>`,
  }),
  routes: assets('www.lakeshore-rentals.ca', [21, 67, 96]),
},
  {
  id: 'zg-clean-breeder-assured-litter-uk',
  label: 'clean',
  kind: 'breeder',
  url: 'https://www.willowbrooklabradors.co.uk/litters',
  body: site({
    host: 'www.willowbrooklabradors.co.uk', brand: 'Willowbrook Labradors', color: '#6e2c00', title: 'Current & Planned Litters | Willowbrook Labradors',
    nav: ['Home', 'Our dogs', 'Litters', 'Puppy guide', 'Contact'],
    main: `<h1>Current and planned litters</h1><p>We are a small family breeder in Shropshire, breeding one or two litters a year. Licensed by Shropshire Council (licence no. DB/2025/041) and Kennel Club Assured Breeders.</p>
<div class="card"><b>Spring 2026 litter</b> &ndash; Willowbrook Hazel x Fenmoor Bramble. Both parents hip and elbow scored (Hips 4/5, Elbows 0/0), eyes clear, PRA/CNM/EIC clear. All pups currently reserved; waiting list open.</div>
<h2>How we home our puppies</h2><p>We ask all families to visit and meet mum and the puppies at our home before reserving. Puppies go home at 8 weeks with KC registration, microchip, first vaccination, 4 weeks' insurance and a puppy pack. We do not ship puppies or use couriers.</p>
<p>A £300 deposit is taken only after you have visited, and is paid by bank transfer to our business account with a written receipt.</p>
<form action="/enquiry" method="post"><label>Your name</label><input name="n"><label>Email</label><input name="e"><label>Tell us about your home and experience</label><textarea name="m"></textarea><button class="btn">Send enquiry</button></form>`,
  }),
  routes: assets('www.willowbrooklabradors.co.uk', [110, 44, 0]),
},
  {
  id: 'zg-clean-animal-rescue-foster-au',
  label: 'clean',
  kind: 'rescue-shelter',
  url: 'https://www.southerncrosspetrescue.org.au/cats/adopt',
  body: site({
    host: 'www.southerncrosspetrescue.org.au', brand: 'Southern Cross Pet Rescue', color: '#7d3c98', title: 'Adopt a cat | Southern Cross Pet Rescue',
    nav: ['Adopt', 'Foster', 'Donate', 'Shop', 'About'],
    main: `<h1>Cats and kittens for adoption</h1><div class="grid"><div class="card"><b>Mango</b><br>DSH, 4 months, male<br>Fee $180</div><div class="card"><b>Olive</b><br>Ragdoll x, 2 years, female<br>Fee $200</div><div class="card"><b>Sid &amp; Nancy</b><br>Bonded pair, 1 year<br>Fee $300 for both</div></div>
<p>All cats are desexed, microchipped, vaccinated, wormed and flea-treated. Source number: BIN0000123456 (NSW Pet Registry).</p>
<p>Meet-and-greets happen at the foster carer's home. Please be cautious of anyone advertising "free kittens" and asking for transport or crate fees — we never ship animals interstate.</p>
<p><a class="btn" href="/cats/apply">Apply to adopt</a></p>
<p class="muted">Southern Cross Pet Rescue Inc. is a registered charity with the ACNC. Donations over $2 are tax deductible.</p>`,
  }),
  routes: assets('www.southerncrosspetrescue.org.au', [125, 60, 152]),
},
  {
  id: 'zg-clean-ticket-marketplace-event-us',
  label: 'clean',
  kind: 'ticket-marketplace',
  url: 'https://www.seatswap.com/event/nba-finals-game-3-tickets/88123',
  body: site({
    host: 'www.seatswap.com', brand: 'SeatSwap', color: '#1abc9c', title: 'NBA Finals Game 3 Tickets | SeatSwap', trackId: 'G-SSW2025',
    nav: ['Sports', 'Concerts', 'Theater', 'Sell', 'Help'],
    main: `<h1>NBA Finals &ndash; Game 3 (Home Game 1)</h1><p>Thu, Jun 11 &middot; 8:30 PM &middot; Madison Square Garden</p>
<div id="list" class="card">Loading listings...</div>
<p class="muted">Prices include estimated fees. Tickets may be priced above or below face value. Every order is covered by the SeatSwap Guarantee: valid tickets in time for the event, or your money back. Pay only through SeatSwap checkout &mdash; never pay a seller directly by Zelle, Venmo or wire.</p>
<script>fetch('/api/events/88123/listings').then(function(r){return r.json()}).then(function(d){document.getElementById('list').innerHTML='<table><tr><th>Section</th><th>Row</th><th>Qty</th><th>Price</th></tr>'+d.map(function(l){return '<tr><td>'+l.s+'</td><td>'+l.r+'</td><td>'+l.q+'</td><td>$'+l.p.toLocaleString()+'</td></tr>'}).join('')+'</table>'})</script>`,
  }),
  routes: { ...assets('www.seatswap.com', [26, 188, 156]), 'www.seatswap.com/api/events/88123/listings': jsonRoute([{ s: '224', r: '12', q: 2, p: 1480 }, { s: '105', r: '8', q: 4, p: 2950 }, { s: '316', r: '20', q: 2, p: 890 }]) },
},
  {
  id: 'zg-clean-fan-resale-face-value-uk',
  label: 'clean',
  kind: 'ticket-marketplace',
  url: 'https://www.fairfanresale.co.uk/how-it-works',
  body: site({
    host: 'www.fairfanresale.co.uk', brand: 'FairFan Resale', color: '#6c3483', title: 'How it works – Face value ticket resale | FairFan',
    nav: ['Buy', 'Sell', 'How it works', 'Help'],
    main: `<h1>Face value, fan to fan</h1><p>FairFan is the authorised resale partner for hundreds of UK venues and artists. Resale prices are capped at the original price plus the booking fee.</p>
<ol><li>Seller lists tickets they can't use.</li><li>You pay by card or Apple Pay at FairFan checkout.</li><li>New tickets with a new barcode are issued to your app; the old ones are cancelled.</li></ol>
<div class="card"><b>Buying from social media?</b> Most ticket fraud reported to Action Fraud starts with a post on social media or a "friend" selling tickets they can't use. If you're asked to pay by bank transfer or "friends and family", walk away.</div>
<p><a class="btn" href="/buy">Browse events</a></p>`,
  }),
  routes: assets('www.fairfanresale.co.uk', [108, 52, 131]),
},
  {
  id: 'zg-clean-bilety-sprzedaz-pl',
  label: 'clean',
  kind: 'ticket-marketplace',
  url: 'https://www.bilety-scena.pl/wydarzenie/festiwal-nad-morzem-2026',
  body: site({
    host: 'www.bilety-scena.pl', brand: 'Bilety Scena', color: '#c0392b', lang: 'pl', title: 'Festiwal nad Morzem 2026 – bilety | Bilety Scena',
    nav: ['Koncerty', 'Festiwale', 'Teatr', 'Sport', 'Pomoc'],
    main: `<h1>Festiwal nad Morzem 2026 – Gdynia</h1><p>2–5 lipca 2026 &middot; Lotnisko Gdynia-Kosakowo</p>
<table><tr><th>Rodzaj</th><th>Cena</th><th></th></tr><tr><td>Karnet 4-dniowy</td><td>749 zł</td><td><a class="btn" href="/koszyk/dodaj?t=4d">Kup</a></td></tr><tr><td>Karnet + pole namiotowe</td><td>949 zł</td><td><a class="btn" href="/koszyk/dodaj?t=4dc">Kup</a></td></tr><tr><td>Bilet 1-dniowy</td><td>379 zł</td><td><a class="btn" href="/koszyk/dodaj?t=1d">Kup</a></td></tr></table>
<p>Płatność BLIK, kartą lub przelewem online w naszym systemie. Bilety imienne – zmiana danych uczestnika możliwa w panelu klienta.</p>
<div class="card"><b>Uwaga na oszustów:</b> nie kupuj biletów z ogłoszeń w mediach społecznościowych i nigdy nie podawaj kodu BLIK osobie trzeciej. Kod BLIK jest jak gotówka.</div>`,
  }),
  routes: assets('www.bilety-scena.pl', [192, 57, 43]),
},
  {
  id: 'zg-clean-association-don-recu-fiscal-fr',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.secours-des-familles.org/faire-un-don',
  body: site({
    host: 'www.secours-des-familles.org', brand: 'Secours des Familles', color: '#1a5276', lang: 'fr', title: 'Faire un don – Secours des Familles',
    nav: ['Nos actions', 'Urgences', 'Faire un don', 'Bénévolat', 'Transparence'],
    main: `<h1>Aidez les familles sinistrées</h1><p>Après les inondations dans le Nord et le Pas-de-Calais, nos 1 200 bénévoles distribuent repas, kits d'hygiène et produits de première nécessité.</p>
<form action="/don/paiement" method="post"><label>Montant</label><select name="m"><option>30 €</option><option selected>50 €</option><option>100 €</option><option>Autre montant</option></select><label>Fréquence</label><select name="f"><option>Don ponctuel</option><option>Don mensuel</option></select><button class="btn">Je donne par carte bancaire</button></form>
<p>Un don de 50 € ne vous coûte que 12,50 € après réduction d'impôt (75 % dans la limite de 1 000 €). Votre reçu fiscal vous est envoyé par e-mail.</p>
<p class="muted">Association reconnue d'utilité publique. Comptes certifiés par un commissaire aux comptes. Label « Don en confiance ». Nous ne demandons jamais de dons par coupons PCS, Transcash ou cartes cadeaux.</p>`,
  }),
  routes: assets('www.secours-des-familles.org', [26, 82, 118]),
},
  {
  id: 'zg-clean-goed-doel-anbi-doneren-nl',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.stichtingwaterkracht.nl/doneren',
  body: site({
    host: 'www.stichtingwaterkracht.nl', brand: 'Stichting Waterkracht', color: '#2471a3', lang: 'nl', title: 'Doneren – Stichting Waterkracht',
    nav: ['Projecten', 'Doneren', 'Word vrijwilliger', 'Over ons', 'Jaarverslag'],
    main: `<h1>Doneer voor schoon drinkwater</h1><p>Met € 25 zorgt u voor een waterfilter voor een gezin in Oeganda.</p>
<form action="/doneren/ideal" method="post"><label>Bedrag</label><select name="b"><option>€ 10</option><option selected>€ 25</option><option>€ 50</option></select><label>Eenmalig of maandelijks</label><select name="t"><option>Eenmalig</option><option>Maandelijks</option></select><label>E-mail (voor uw bevestiging)</label><input name="e"><button class="btn">Doneer met iDEAL</button></form>
<p>Stichting Waterkracht heeft de ANBI-status (RSIN 8123 45 678) en het CBF-keurmerk. Uw gift is aftrekbaar van de belasting.</p>
<p class="muted">Wij benaderen donateurs nooit via WhatsApp of met betaalverzoeken (Tikkie). Twijfelt u? Bel 020 555 0101.</p>`,
  }),
  routes: assets('www.stichtingwaterkracht.nl', [36, 113, 163]),
},
];
