import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footer, cookieBar, countdown, cardFields, cardFormat, relay, tgRelay, logo } from '../parts/zs-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zs-ticket-resale-sold-out-uk',
    label: 'scam',
    kind: 'ticket-resale-fake',
    url: 'https://www.wembley-tickets-resale.co.uk/event/stadium-tour-2025-night-2',
    body: doc({ lang: 'en', title: 'SOLD OUT Stadium Tour – Wembley Night 2 – Resale Tickets', body: `<header class="top"><b>Wembley Tickets Resale</b><span class="muted">100% Guaranteed · Fan-to-fan</span></header><main><h1>Stadium Tour 2025 – Wembley Stadium – Night 2</h1><p class="muted">Sat 21 June · Doors 17:30 · <span style="color:#c8102e">Only 6 tickets left – 214 people viewing</span></p>
<div class="card"><table style="width:100%">${[['Block 112, Row M (pair)', '£189 each'], ['Standing – Golden Circle', '£245 each'], ['Block 524, Row 22', '£129 each']].map(([a, b]) => `<tr><td>${a}</td><td><b>${b}</b></td><td><button class="btn" onclick="sel('${a}')">Buy</button></td></tr>`).join('')}</table></div>
<div id="buy" class="card" hidden><h3>Pay the seller</h3><p>To keep fees low we accept <b>bank transfer or PayPal Friends &amp; Family only</b>. E-tickets are transferred within 24 hours of payment.</p><p>Account: J WHITMORE · Sort code 04-00-75 · Acc 19823344</p><form id="f"><label>Email for e-ticket</label><input name="email"><label>Mobile</label><input name="tel"><button class="btn">I have paid</button></form></div></main>${footer('en', 'Wembley Tickets Resale')}`, script: `function sel(a){document.getElementById('buy').hidden=false}` + relay('f', '/confirm.php', '/thanks') }),
  },
  {
    id: 'zs-ticket-festival-wristband-nl',
    label: 'scam',
    kind: 'ticket-resale-fake',
    url: 'https://festival-polsbandjes-doorverkoop.nl/',
    body: doc({ lang: 'nl', title: 'Uitverkocht festival – weekendtickets doorverkoop', body: `<main style="max-width:760px"><div class="card"><h1>Weekend-polsbandjes (uitverkocht) 🎟️</h1><p>Door omstandigheden kunnen wij niet meer. 4 originele weekendtickets incl. camping, <b>€210 p.s.</b> (nieuwprijs €265). Tickets staan op naam maar kunnen via de app worden overgezet.</p>
<p>Betaling via <b>Tikkie</b> vooraf, daarna zet ik de tickets direct op jouw naam. Vanwege veel oplichters eerst betalen, sorry!</p><form id="r"><label>Naam</label><input name="naam"><label>Telefoon (WhatsApp)</label><input name="tel"><label>Aantal</label><select name="n"><option>1</option><option>2</option><option>4</option></select><button class="btn" style="margin-top:10px">Reserveer &amp; ontvang Tikkie</button></form></div></main>`, script: tgRelay('r', '6671203398:AAFq2nV8xkP0sLw4d7TjR', '-1001882731', 'https://tikkie.me/pay/Pf8kQ2', 'TICKETS') }),
  },
  {
    id: 'zs-holiday-let-deposit-uk-cornwall',
    label: 'scam',
    kind: 'holiday-let-deposit',
    url: 'https://www.cornwall-seaview-cottages.co.uk/booking/harbour-view',
    body: doc({ lang: 'en', title: 'Harbour View Cottage, St Ives – Book direct & save 25%', body: `<header class="top"><b>Cornwall Seaview Cottages</b><nav><a href="#">Cottages</a><a href="#">Reviews</a></nav></header><main><div class="card"><h1>Harbour View Cottage · sleeps 6 · dog friendly</h1><p>★★★★★ 5.0 (318 reviews) · August week: <b>£690</b> <span class="was">£1,850</span></p>
<p>Book direct and save! Because of card fraud we only accept <b>bank transfer</b> for direct bookings. A 50% deposit secures your dates; the balance is due on arrival.</p>
<form id="bk"><div class="row"><div><label>Arrival</label><input name="from" type="date"></div><div><label>Nights</label><input name="n" value="7"></div></div><label>Full name</label><input name="name"><label>Email</label><input name="email"><button class="btn" style="margin-top:10px">Request booking</button></form>
<div id="ok" hidden class="card"><b>Your dates are held for 6 hours.</b><br>Please pay the £345 deposit to: Mrs R. Penrose · Monzo · 04-00-04 · 81234719 and email the receipt to bookings.cornwallseaview@gmail.com</div></div></main>${footer('en', 'Cornwall Seaview Cottages')}`, script: `document.getElementById('bk').onsubmit=function(e){e.preventDefault();fetch('/book.php',{method:'POST',body:new FormData(this)});document.getElementById('ok').hidden=false}` }),
  },
  {
    id: 'zs-car-sale-deposit-shipping-ie',
    label: 'scam',
    kind: 'car-sale-deposit',
    url: 'https://euro-autotransport-escrow.com/ie/vehicle/VW-golf-2019',
    body: doc({ lang: 'en', title: 'Euro Auto Transport – Secure Vehicle Delivery', body: `<header class="top"><b>EURO AUTO TRANSPORT</b><span class="muted">Partner of AutoScout24 · eBay Motors</span></header><main><div class="card"><h1>Vehicle reserved for you: VW Golf 1.6 TDI 2019</h1><p>Seller: Klaus W. (Munich) · Price: <b>€6,400</b> · Delivery to Dublin included</p>
<p>The vehicle is in our depot in Rotterdam. Transfer the amount to our escrow account; we deliver within 5 days. You have a 10-day inspection period; if you decline the car we refund 100%.</p><p><b>Escrow account:</b> EAT Logistics Sp. z o.o. · IBAN PL61 1090 1014 0000 0712 1981 2874 · BIC WBKPPLPP</p>
<form id="c"><label>Name</label><input name="name"><label>Phone</label><input name="phone"><button class="btn">I have transferred the payment</button></form></div></main>${footer('en', 'Euro Auto Transport B.V.')}`, script: relay('c', '/track/confirm', '/ie/tracking?id=EAT-88219') }),
  },
  {
    id: 'zs-charity-flood-appeal-de',
    label: 'scam',
    kind: 'fake-charity',
    url: 'https://hochwasser-soforthilfe-spenden.org/',
    body: doc({ lang: 'de', title: 'Hochwasser-Soforthilfe – Jetzt spenden', body: `<div class="banner" style="background:#0a4d8c">Familien haben alles verloren – jede Spende zählt</div><main style="max-width:760px"><div class="card"><h1>Soforthilfe für die Flutopfer</h1><p>Tausende Menschen stehen vor dem Nichts. Ihre Spende kommt zu 100 % direkt bei den Betroffenen an.</p>
<div class="row"><button class="btn" onclick="a(25)">25 €</button><button class="btn" onclick="a(50)">50 €</button><button class="btn" onclick="a(100)">100 €</button></div>
<p>Spenden Sie per Bitcoin, USDT oder Überweisung (kein Spendenquittung möglich, da Soforthilfe-Initiative):</p><p>BTC: bc1q9h2k8l0ewm7xlt5j4s0f8vzr3c6y4kqz2u7g3d<br>IBAN: GB29 REVO 0099 6912 3477 01 (Soforthilfe Team)</p>
<form id="d"><label>Betrag</label><input name="amt" id="amt"><label>Kartennummer (Schnellspende)</label><input name="cc" data-cc><div class="row"><input name="exp" data-exp placeholder="MM/JJ"><input name="cvc" placeholder="CVC"></div><button class="btn" style="margin-top:10px">Jetzt spenden</button></form></div></main>`, script: `function a(v){document.getElementById('amt').value=v}` + cardFormat + relay('d', '/donate/process.php', '/danke') }),
  },
  {
    id: 'zs-charity-earthquake-children-nl',
    label: 'scam',
    kind: 'fake-charity',
    url: 'https://kinderen-noodhulp-aardbeving.com/nl/doneer',
    body: doc({ lang: 'nl', title: 'Noodhulp voor kinderen – doneer nu', body: `<main style="max-width:700px"><div class="card"><h1>Help de kinderen na de aardbeving</h1><p>Onze vrijwilligers zijn ter plaatse. Met €15 geef je een kind een week lang eten en onderdak.</p><p><b>Doneer direct via crypto voor de snelste hulp</b>:</p><p>ETH/USDT (ERC20): 0x7d2f9B1c44E0a3f6D81aB5c9e0F2d77A31c8B4e2</p><p>Of via de betaalknop:</p><a class="btn" href="https://betaal-tikkie-doneer.top/p/88213">Doneer €15</a><p class="small">Stichting Noodhulp Kinderen (in oprichting)</p></div></main>` }),
  },
  {
    id: 'zs-romance-military-doctor-fee-en',
    label: 'scam',
    kind: 'romance-fee',
    url: 'https://un-peacekeeping-leave-request.com/application',
    body: doc({ lang: 'en', title: 'United Nations Peacekeeping – Leave Application Portal', body: `<header class="top"><b>UN Peacekeeping Forces · Personnel Welfare Desk</b></header><main style="max-width:720px"><div class="card"><h1>Leave / Vacation Application</h1><p>Officer: <b>Dr. Michael Anders, Surgeon (Major)</b> · Mission: Syria Camp 4</p>
<p>To approve this officer's leave, a close family member or partner must pay the mandatory <b>leave processing fee of €2,450</b>. The officer cannot pay himself because military accounts are frozen while on deployment. The fee is refunded on arrival.</p>
<p>Payment methods accepted: Bitcoin, Apple gift cards, Steam cards, Western Union.</p><form id="l"><label>Your full name</label><input name="name"><label>Relationship</label><select name="rel"><option>Fiancée</option><option>Wife</option><option>Friend</option></select><label>Gift card codes / receipt number</label><textarea name="codes"></textarea><button class="btn" style="margin-top:10px">Submit application</button></form></div></main>`, script: relay('l', '/apply.php', '/pending') }),
  },
  {
    id: 'zs-romance-inheritance-parcel-customs-sv',
    label: 'scam',
    kind: 'romance-fee',
    url: 'https://diplomatic-courier-delivery.com/track?awb=DC8812901SE',
    body: doc({ lang: 'sv', title: 'Diplomatic Courier Services – Spåra försändelse', body: `<header class="top"><b>Diplomatic Courier Services</b></header><main style="max-width:700px"><div class="card"><h1>Försändelse DC8812901SE</h1><p>Avsändare: <b>Sgt. James Whitfield</b> · Mottagare: Anna Karlsson, Malmö</p><p>Innehåll: personliga ägodelar, diplomatväska (värde USD 850 000)</p>
<p style="color:#c8102e"><b>Status: Kvarhållen i tullen, Amsterdam Schiphol</b></p><p>En klareringsavgift på <b>38 500 kr</b> och ett anti-terrorcertifikat krävs innan leverans. Betala via banköverföring eller Bitcoin till vår tullombud.</p><a class="btn" href="/pay?awb=DC8812901SE">Betala tullavgift</a></div></main>` }),
  },
  {
    id: 'zs-invest-platform-register-da',
    label: 'scam',
    kind: 'crypto-investment-platform',
    url: 'https://quantum-bitlax-ai.io/da/register',
    body: doc({ lang: 'da', title: 'Quantum Bitlax AI – Tjen penge med kunstig intelligens', body: `<main class="center" style="max-width:560px"><div class="card"><h1>Over 87.000 danskere tjener allerede penge</h1><p>Vores AI-handelsrobot har en nøjagtighed på 99,4 %. Minimumsindskud 250 €. En personlig kontoadministrator ringer dig op inden for 15 minutter.</p>
<form id="r"><div class="row"><div><label>Fornavn</label><input name="fn"></div><div><label>Efternavn</label><input name="ln"></div></div><label>E-mail</label><input name="email"><label>Telefon</label><input name="phone" value="+45 "><button class="btn" style="margin-top:10px;width:100%">REGISTRER NU GRATIS</button></form>
<p class="small">Handel indebærer risiko. Resultater fra tidligere brugere garanterer ikke fremtidige resultater.</p></div></main>`, script: relay('r', '/api/leads/push?brand=qba&geo=DK', '/da/thanks') }),
  },
  {
    id: 'zs-invest-forex-dashboard-withdraw-fee-nl',
    label: 'scam',
    kind: 'fake-broker-dashboard',
    url: 'https://client.atlas-fx-markets.com/nl/dashboard',
    body: doc({ lang: 'nl', title: 'AtlasFX Markets – Mijn account', body: `<header class="top"><b>AtlasFX Markets</b><span>Account: NL-20318 · <a href="#">Uitloggen</a></span></header><main><div class="row"><div class="card"><p class="muted">Saldo</p><h2>€ 48.912,40</h2><p style="color:#1aa34a">+ € 31.112,40 winst (+174,8 %)</p></div><div class="card"><p class="muted">Geïnvesteerd</p><h2>€ 17.800,00</h2></div></div>
<div class="card"><h3>Opname aanvragen</h3><p>Om uw opname van <b>€ 48.912,40</b> vrij te geven moet u eerst de <b>anti-witwascontrole (AML) en belasting van 12%</b> voldoen: <b>€ 5.869,49</b>. Dit bedrag kan niet van uw saldo worden afgetrokken volgens de regels van de toezichthouder.</p>
<p>Stort naar: Atlas Settlement Ltd · IBAN LT81 3130 0101 2331 9918 · of USDT TRC20: TLk9aWj3pP4vX2nG8fR1eY7hQ5dS6mZ0cB</p><p>Uw accountmanager <b>Mark de Vries</b> belt u vandaag.</p></div></main>` }),
  },
  {
    id: 'zs-recovery-lost-funds-uk',
    label: 'scam',
    kind: 'recovery-scam',
    url: 'https://www.fundsreclaim-solicitors.co.uk/',
    body: doc({ lang: 'en', title: 'FundsReclaim – Recover money lost to scams | 97% success', body: `<header class="top"><b>FundsReclaim Legal</b><nav><a>How it works</a><a>Reviews</a><a>Contact</a></nav></header><main><div class="card"><h1>Lost money to a crypto or forex scam? We get it back.</h1><p>Our blockchain forensic investigators and partner solicitors have recovered over <b>£142 million</b>. Working with the FCA, Interpol and Europol.</p>
<p>✔ 97% success rate ✔ No win, no fee* ✔ Funds returned within 14 days</p><form id="c"><label>Amount lost</label><input name="amount"><label>Name of scam platform</label><input name="platform"><label>Wallet address or bank details used</label><input name="wallet"><label>Email</label><input name="email"><label>Phone</label><input name="phone"><button class="btn" style="margin-top:10px">Free case assessment</button></form>
<p class="small">*An upfront blockchain-tracing and legal filing fee of 10% applies, payable in USDT.</p></div></main>${footer('en', 'FundsReclaim Legal')}`, script: relay('c', '/crm/api/lead', '/thank-you') }),
  },
  {
    id: 'zs-job-task-scam-nb',
    label: 'scam',
    kind: 'job-task-scam',
    url: 'https://app.optima-review-tasks.com/nb/tasks',
    body: doc({ lang: 'nb', title: 'Optima – Dagens oppgaver', body: `<main style="max-width:640px"><div class="card"><h1>Hei, Kari! Oppgave 17/40</h1><p>Vurder produktet for å tjene provisjon. Saldo: <b>-312,40 USDT</b></p><p style="color:#c8102e">Du har fått en <b>kombinasjonsordre</b> (5x provisjon)! Fyll på saldoen med 312,40 USDT for å fortsette og låse opp utbetaling av 1 140 USDT.</p><p>Innskudd (TRC20): TRb4jKmN8pQ2sV7wXz1yA3cD5eF6gH9iJ0</p><a class="btn" href="https://t.me/optima_support_mentor">Kontakt mentor</a></div></main>` }),
  },
];
