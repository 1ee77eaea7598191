import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-clean-kamer-huren-platform-nl',
  label: 'clean',
  kind: 'rental-agency',
  url: 'https://www.kamerzoek.nl/huren/utrecht/kamer-biltstraat-18-m2',
  body: site({
    host: 'www.kamerzoek.nl', brand: 'Kamerzoek', color: '#d35400', lang: 'nl', title: 'Kamer te huur Biltstraat, Utrecht – € 585 | Kamerzoek',
    nav: ['Kamers', 'Studio\'s', 'Appartementen', 'Verhuren', 'Inloggen'],
    main: `<h1>Kamer 18 m² aan de Biltstraat, Utrecht</h1><p><b>€ 585 p/m</b> incl. servicekosten &middot; per 1 september &middot; 3 huisgenoten &middot; gestoffeerd</p>
<p>Ruime kamer in een studentenhuis vlakbij het centrum. Gedeelde keuken en badkamer. Huurtoeslag mogelijk? Nee (onzelfstandige woonruimte).</p>
<p><a class="btn" href="/reageren/991204">Reageren</a></p>
<div class="card"><b>Tips voor veilig huren</b><ul><li>Maak nooit geld over voordat u de kamer heeft bezichtigd en een huurcontract heeft.</li><li>Wees alert als de verhuurder in het buitenland woont en de sleutels wil opsturen.</li><li>Kamerzoek vraagt nooit om een borg via onze website. Betalingen lopen altijd rechtstreeks met de verhuurder na ondertekening.</li><li>Twijfel? Meld de advertentie.</li></ul></div>`,
  }),
  routes: assets('www.kamerzoek.nl', [211, 84, 0]),
},
  {
  id: 'zg-clean-rescue-shelter-adopt-us',
  label: 'clean',
  kind: 'rescue-shelter',
  url: 'https://www.riversidehumane.org/adopt/dogs/pepper-a219044',
  body: site({
    host: 'www.riversidehumane.org', brand: 'Riverside Humane Society', color: '#2e86c1', title: 'Adopt Pepper – Riverside Humane Society', trackId: 'G-RHS101',
    nav: ['Adopt', 'Donate', 'Volunteer', 'Lost & Found', 'Events'],
    main: `<h1>Meet Pepper!</h1><p>Pit bull terrier mix &middot; Female &middot; 3 years &middot; 52 lbs &middot; ID A219044</p>
<p>Pepper is a goofy, cuddly girl who loves tennis balls and car rides. She's good with older kids and has lived with a calm male dog. She's house-trained and knows sit, down and paw.</p>
<p><b>Adoption fee: $95</b> &mdash; includes spay, microchip, vaccinations, heartworm test and a free vet exam at a partner clinic.</p>
<p><a class="btn" href="/adopt/apply?animal=A219044">Start an adoption application</a></p>
<h2>Visit us</h2><p>Open daily 11am – 6pm, 4100 River Rd. All adoptions are completed in person at the shelter.</p>
<p><a href="/donate">Donate</a> &middot; Riverside Humane Society is a 501(c)(3) nonprofit, EIN 23-7000000.</p>`,
  }),
  routes: assets('www.riversidehumane.org', [46, 134, 193]),
},
  {
  id: 'zg-clean-charity-donate-gift-aid-uk',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.hopewellhospice.org.uk/donate',
  body: site({
    host: 'www.hopewellhospice.org.uk', brand: 'Hopewell Hospice', color: '#5b2c6f', title: 'Donate | Hopewell Hospice', trackId: 'G-HWH2024',
    nav: ['Our care', 'Get involved', 'Donate', 'Shops', 'Lottery'],
    main: `<h1>Make a donation</h1><p>Every year, Hopewell Hospice cares for over 2,000 people living with a terminal illness across North Yorkshire. It costs £14,000 a day to run our services, and two-thirds comes from our local community.</p>
<form action="/donate/checkout" method="post"><label>Amount</label><div><label style="display:inline"><input type="radio" name="a" value="10" style="width:auto"> £10</label> <label style="display:inline"><input type="radio" name="a" value="25" checked style="width:auto"> £25</label> <label style="display:inline"><input type="radio" name="a" value="50" style="width:auto"> £50</label></div>
<label>Single or monthly</label><select name="f"><option>Single</option><option>Monthly</option></select>
<label><input type="checkbox" name="giftaid" style="width:auto"> Yes, I'm a UK taxpayer and would like Hopewell Hospice to claim Gift Aid on my donation</label>
<button class="btn">Continue to secure payment</button></form>
<p class="muted">Payments are processed securely by our payment provider. Registered charity number 1098765. Fundraising Regulator registered.</p>`,
  }),
  routes: assets('www.hopewellhospice.org.uk', [91, 44, 111]),
},
  {
  id: 'zg-clean-charity-disaster-appeal-crypto-us',
  label: 'clean',
  kind: 'charity',
  url: 'https://www.reliefbridge.org/appeals/earthquake-emergency',
  body: site({
    host: 'www.reliefbridge.org', brand: 'ReliefBridge International', color: '#b9770e', title: 'Earthquake Emergency Appeal | ReliefBridge International',
    nav: ['Where we work', 'Emergencies', 'Donate', 'Reports', 'About'],
    main: `<h1>Earthquake Emergency Appeal</h1><p>Our local partner teams are providing emergency shelter, clean water, hygiene kits and trauma care to families affected by the earthquake. $50 provides a family shelter kit; $120 provides a month of clean water for a household.</p>
<p><a class="btn" href="/donate?appeal=eq26">Donate by card or PayPal</a></p>
<h2>Other ways to give</h2><ul><li>Donor-advised funds and stock gifts: see <a href="/ways-to-give">Ways to give</a></li><li>Cryptocurrency: we accept BTC, ETH and USDC through our giving partner. Generate a unique donation address on <a href="/ways-to-give/crypto">our crypto giving page</a>; we never post wallet addresses on social media.</li></ul>
<h2>Where your money goes</h2><p>87 cents of every dollar funds programs. Read our audited financial statements and Form 990.</p>
<p class="muted">ReliefBridge International is a 501(c)(3) organization (EIN 52-1000000). Donations are tax-deductible to the extent allowed by law. Rated 4 stars by Charity Navigator.</p>`,
  }),
  routes: assets('www.reliefbridge.org', [185, 119, 14]),
},
];
