import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Marketplaces' own safe-payment and shipping pages, couriers' tracking, official ticket resale, licensed travel,
// shelters and rental listings.

export const entries: Entry[] = [
  {
    id: 'n-clean-olx-przesylka-help-pl',
    label: 'clean',
    kind: 'marketplace-help',
    url: 'https://pomoc.olx.pl/olxplspace/s/article/jak-dziala-przesylka-olx',
    body: page({
      lang: 'pl',
      title: 'Jak działa Przesyłka OLX? – Centrum Pomocy OLX',
      css: BASE_CSS + `.h{background:#002f34;color:#fff;padding:14px 24px;font-size:22px;font-weight:bold}`,
      body: `<div class="h">olx <span style="font-size:14px;font-weight:normal">Centrum Pomocy</span></div>
<main><h1>Jak działa Przesyłka OLX?</h1><p>Przesyłka OLX pozwala bezpiecznie sprzedawać i kupować z dostawą. Kupujący płaci w serwisie OLX, a pieniądze trafiają do sprzedającego dopiero po odebraniu paczki.</p>
<h2>Dla sprzedających</h2><ol><li>Zaakceptuj transakcję w zakładce <b>Moje transakcje</b> w aplikacji lub na olx.pl.</li><li>Nadaj paczkę w wybranym punkcie (InPost, Orlen Paczka, DPD, Poczta Polska) z kodem nadania.</li><li>Pieniądze przelejemy na Twój <b>numer rachunku bankowego</b> podany w ustawieniach konta.</li></ol>
<div class="warn"><b>Uwaga na oszustów:</b> OLX nigdy nie prosi sprzedającego o podanie danych karty, numeru CVV, salda ani kodu SMS, żeby „odebrać środki". Nie klikaj linków przesyłanych przez WhatsApp, Messenger ani SMS. Cała komunikacja odbywa się w czacie OLX.</div>
<p>Czy ten artykuł był pomocny? <button>Tak</button> <button>Nie</button></p></main>
<footer><a href="#">Regulamin</a><a href="#">Polityka prywatności</a> © 2026 Grupa OLX sp. z o.o.</footer>`,
    }),
  },
  {
    id: 'n-clean-vinted-buyer-protection-fr',
    label: 'clean',
    kind: 'marketplace-help',
    url: 'https://www.vinted.fr/help/346-protection-acheteurs',
    body: page({
      lang: 'fr',
      title: 'Protection acheteurs | Centre d\'aide Vinted',
      css: BASE_CSS + `.h{border-bottom:1px solid #eee;padding:14px 24px;color:#007782;font-size:24px;font-weight:bold}`,
      body: `<div class="h">Vinted</div><main><p class="small">Centre d'aide › Acheter › Paiements</p><h1>Protection acheteurs</h1>
<p>Chaque achat effectué avec le bouton « Acheter » sur Vinted inclut la Protection acheteurs. Elle couvre les articles non reçus, endommagés ou très différents de la description. Les frais de Protection acheteurs sont de 0,70 € + 5 % du prix de l'article.</p>
<h2>Vendeurs : comment êtes-vous payé ?</h2><p>Lorsque l'acheteur confirme que tout est OK (ou 2 jours après la livraison), l'argent est transféré sur votre <b>Porte-monnaie Vinted</b>. Vous pouvez ensuite le virer sur votre compte bancaire.</p>
<div class="warn">Vinted ne vous demandera jamais vos coordonnées de carte bancaire pour <b>recevoir</b> un paiement. Si un « acheteur » vous propose de poursuivre la conversation sur WhatsApp ou vous envoie un lien de paiement, il s'agit d'une escroquerie. Signalez le membre.</div></main>
<footer>Vinted UAB · Svitrigailos g. 13, Vilnius · <a href="#">Politique de confidentialité</a></footer>`,
    }),
  },
  {
    id: 'n-clean-fb-marketplace-safety-help',
    label: 'clean',
    kind: 'marketplace-help',
    url: 'https://www.facebook.com/help/marketplace/safety-tips',
    body: page({
      lang: 'en',
      title: 'Avoiding scams on Marketplace | Facebook Help Center',
      css: BASE_CSS + `body{background:#f0f2f5}.h{background:#fff;padding:12px 24px;color:#0866ff;font-weight:bold;font-size:24px}main{background:#fff;border-radius:8px;margin-top:16px}`,
      body: `<div class="h">facebook <span style="color:#65676b;font-size:15px;font-weight:normal">Help Center</span></div>
<main><h1>Avoiding scams on Marketplace</h1><p>Here are some common scams to watch for when buying or selling on Marketplace:</p>
<ul><li><b>Shipping scams:</b> a buyer asks you to ship through a courier they choose and sends a link to "receive payment" or pay a "shipping insurance" fee.</li><li><b>Deposit scams:</b> a seller asks for a deposit to hold a rental, car or pet you haven't seen.</li><li><b>Verification code scams:</b> a buyer asks for a code sent to your phone "to check you're real" — this is used to take over your accounts.</li><li><b>Overpayment scams:</b> a buyer sends more than the price and asks you to refund the difference.</li></ul>
<p>Meet in a public place, inspect items before paying, and use payment methods that offer purchase protection. Report suspicious listings and messages.</p><p class="small">Was this helpful? Yes · No</p></main>
<footer>Meta © 2026 · <a href="#">Privacy</a><a href="#">Terms</a></footer>`,
    }),
  },
  {
    id: 'n-clean-inpost-tracking-pl',
    label: 'clean',
    kind: 'courier-tracking',
    url: 'https://inpost.pl/sledzenie-przesylek?number=620188442019882201445521',
    body: page({
      lang: 'pl',
      title: 'Śledzenie przesyłek | InPost',
      css: BASE_CSS + `.h{background:#ffcd00;padding:14px 24px;font-weight:bold;font-size:22px}.tl div{border-left:3px solid #ffcd00;padding:6px 14px;margin-left:8px}`,
      body: `<div class="h">InPost</div><main><h1>Śledzenie przesyłki</h1><p>Numer: <b>620188442019882201445521</b> · Paczkomat® KRA15M, ul. Długa 72, Kraków</p>
<div class="tl"><div><b>Gotowa do odbioru</b> · 28.11.2026, 09:14<br><span class="small">Kod odbioru został wysłany SMS-em i jest dostępny w aplikacji InPost Mobile.</span></div><div><b>Przekazano do doręczenia</b> · 28.11.2026, 06:02</div><div><b>Przyjęta w oddziale</b> · 27.11.2026, 21:40</div><div><b>Nadana w Paczkomacie</b> · 27.11.2026, 15:22 (Przesyłka OLX)</div></div>
<div class="warn" style="margin-top:16px">InPost nie wysyła SMS-ów z prośbą o dopłatę do przesyłki. Jeśli otrzymasz wiadomość z linkiem do płatności „za doręczenie", nie klikaj go.</div></main>
<footer>InPost S.A. · ul. Pana Tadeusza 4, Kraków · <a href="#">Polityka prywatności</a></footer>`,
    }),
  },
  {
    id: 'n-clean-dpd-tracking-nl',
    label: 'clean',
    kind: 'courier-tracking',
    url: 'https://www.dpd.com/nl/nl/ontvangen/track-en-trace/?parcel=05212024917733',
    body: page({
      lang: 'nl',
      title: 'Track & Trace | DPD Nederland',
      css: BASE_CSS + `.h{background:#dc0032;color:#fff;padding:14px 24px;font-weight:bold;font-size:22px}`,
      body: `<div class="h">dpd</div><main><h1>Je pakket 05212024917733</h1><p>Verwachte bezorging: <b>maandag 30 november, tussen 11:15 en 12:15</b></p>
<table><tr><td>28-11 18:02</td><td>Pakket in depot Nieuwegein</td></tr><tr><td>27-11 22:40</td><td>Pakket gesorteerd in hub</td></tr><tr><td>27-11 14:11</td><td>Pakket ontvangen van afzender (Marktplaats – Gelijk Oversteken)</td></tr></table>
<p><a class="btn" href="#">Bezorgmoment wijzigen</a> <a href="#">Afleveren bij een DPD Pickup Parcelshop</a></p>
<p class="small">DPD vraagt nooit om via een betaallink invoerrechten of verzendkosten te betalen voor binnenlandse pakketten.</p></main>
<footer>DPD Nederland B.V. · <a href="#">Privacy</a><a href="#">Cookies</a></footer>`,
    }),
  },
  {
    id: 'n-clean-atol-holiday-deal-uk',
    label: 'clean',
    kind: 'travel-deal',
    url: 'https://www.sunvillaholidays.co.uk/offers/crete-late-deal',
    body: page({
      lang: 'en-GB',
      title: 'Crete late deal – 7 nights from £549pp | Sunvilla Holidays',
      head: gaStub('G-SUNV2201'),
      css: BASE_CSS + `.hero{background:#0a6ea8;color:#fff;padding:34px 24px}.price{font-size:32px;font-weight:bold}`,
      body: `<header><b>Sunvilla Holidays</b><nav><a href="#">Destinations</a><a href="#">Villas</a><a href="#">Offers</a><a href="#">Manage booking</a></nav></header>
<div class="hero"><h1>Chania, Crete — 7 nights self-catering villa</h1><p>Flights from Gatwick, Manchester or Bristol · 20kg luggage · car hire included</p><div class="price">from £549pp</div></div>
<main><p>Selected departures 14 April – 9 May 2027. Price based on 4 sharing Villa Eleni with private pool. £150pp deposit, balance due 10 weeks before departure. Pay by debit or credit card through our secure checkout.</p>
<p><a class="btn" href="#">Check availability</a></p><h2>You're protected</h2><p>Our flight-inclusive holidays are ATOL protected by the Civil Aviation Authority (ATOL 9412). We are also members of ABTA (P7138). You'll receive an ATOL certificate when you book.</p>
<p class="small">Prices correct at 28/11/2026 and subject to availability. Sunvilla Holidays Ltd, Registered in England 04412290.</p></main>
<footer><a href="#">Booking conditions</a><a href="#">Privacy</a> © 2026 Sunvilla Holidays</footer>`,
    }),
  },
  {
    id: 'n-clean-dog-shelter-adoption-us',
    label: 'clean',
    kind: 'pet-adoption',
    url: 'https://www.humanesocietyofcentralohio.org/adopt/dogs/biscuit-4471',
    body: page({
      lang: 'en-US',
      title: 'Meet Biscuit – Adoptable Dog | Humane Society of Central Ohio',
      css: BASE_CSS + `.pic{height:220px;background:#c8b69e;border-radius:8px}`,
      body: `<header><b>Humane Society of Central Ohio</b><nav><a href="#">Adopt</a><a href="#">Donate</a><a href="#">Volunteer</a><a href="#">Lost &amp; Found</a></nav></header>
<main><div class="pic"></div><h1>Biscuit</h1><p>Male · French Bulldog mix · approx. 2 years · 24 lbs · Kennel 14</p><p>Biscuit is a goofy couch potato who loves belly rubs and squeaky toys. He's good with other dogs and would do best in a home without cats.</p>
<h2>Adoption fee: $150</h2><p>Includes spay/neuter, microchip, vaccinations and a free vet check. Fees are paid in person at the shelter when you meet your new pet. We never ship animals, and we never ask for deposits by Zelle, Cash App or gift cards.</p>
<p><a class="btn" href="#">Start an adoption application</a></p><p class="small">Open Tue–Sun 12–6pm · 3015 Scioto Darby Executive Ct, Hilliard OH · 501(c)(3)</p></main>
<footer>© 2026 Humane Society of Central Ohio</footer>`,
    }),
  },
];
