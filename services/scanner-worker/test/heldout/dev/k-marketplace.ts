import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const warmCss = `body{margin:0;font-family:Georgia,serif;background:#fffaf3;color:#3b2f2f}header{background:#7a4e2d;color:#fff;padding:16px 30px;display:flex;justify-content:space-between}header a{color:#fff;margin-left:16px;text-decoration:none;font-family:sans-serif;font-size:14px}main{max-width:960px;margin:0 auto;padding:20px}.pups{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}.pup{background:#fff;border-radius:8px;padding:12px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.pup .ph{height:150px;background:#e8d9c8;border-radius:6px}.btn{background:#7a4e2d;color:#fff;padding:10px 18px;border:0;border-radius:4px;text-decoration:none;display:inline-block}`;
const appCss = `body{margin:0;font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933;background:#fff}header{display:flex;align-items:center;gap:24px;padding:14px 32px;border-bottom:1px solid #e5e7eb}header a{color:#374151;text-decoration:none;font-size:14px}main{max-width:1040px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:10px;padding:18px;margin:14px 0}.btn{background:#ff385c;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-weight:600;text-decoration:none;display:inline-block}.muted{color:#6b7280;font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-kitten-ragdoll-deposit-au',
  label: 'scam',
  kind: 'pet-deposit',
  url: 'https://ragdollsdownunder.com.au/kittens.html',
  body: doc({
    title: 'Ragdolls Down Under – Ragdoll Kittens for Sale NSW / VIC / QLD',
    css: warmCss.replace(/#7a4e2d/g, '#4a6fa5'),
    body: `<header><strong>Ragdolls Down Under</strong><nav><a href="#">Kittens</a><a href="#">About Us</a><a href="#">Shipping Australia-wide</a></nav></header>
<main>
<h1>Kittens ready for their furever homes</h1>
<p>G'day and welcome! We're a small registered cattery on the Central Coast. Our kittens are desexed, microchipped, vaccinated and vet checked. Due to high demand and time wasters we now only take deposits online, no visits at the moment sorry as mum has a new litter 🙏</p>
<div class="pups">
<div class="pup"><div class="ph"></div><h3>Milo – seal bicolour boy</h3><p>$650 incl. transport</p></div>
<div class="pup"><div class="ph"></div><h3>Daisy – blue mitted girl</h3><p>$700 incl. transport</p></div>
<div class="pup"><div class="ph"></div><h3>Teddy – flame point boy</h3><p>$600 incl. transport</p></div>
</div>
<h2>Reserve your kitten</h2>
<p>A deposit of <b>$250</b> secures your kitten. Payment by bank transfer (PayID) or Steam / Apple gift cards. Balance is paid before the flight. Please note our airline partner requires a one-off refundable <b>pet travel insurance of $480</b> which you get back on arrival.</p>
<p>PayID: <b>ragdollsdownunder@outlook.com</b> (name shows as J. Okafor – my husbands account).</p>
<p>Message us on WhatsApp for quick reply: <a href="https://wa.me/61482009314">+61 482 009 314</a></p>
</main>
${floatChat('https://wa.me/61482009314', 'Chat on WhatsApp')}`,
  }),
},
  {
  id: 'k-scam-car-escrow-platform-de',
  label: 'scam',
  kind: 'car-escrow',
  url: 'https://autotreuhand-sicherkauf.de/transaktion/VW-Golf-8-GTI/4419',
  body: doc({
    title: 'AutoTreuhand SicherKauf – Treuhandservice für Privatverkäufe',
    lang: 'de',
    css: appCss.replace(/#ff385c/g, '#f5a300') + `.steps li{margin:8px 0}.ok{color:#0a7b32;font-weight:600}`,
    body: `<header><strong>AutoTreuhand <span style="color:#f5a300">SicherKauf</span></strong><a href="#">So funktioniert's</a><a href="#">Käuferschutz</a><a href="#">FAQ</a></header>
<main>
<h1>Treuhand-Transaktion Nr. ATS-4419-DE</h1>
<div class="box"><h3>Fahrzeug</h3><p>Volkswagen Golf 8 GTI 2.0 TSI DSG, EZ 03/2022, 38.400 km, Moonstone Grau<br>Verkäufer: <b>Andreas Köhler</b> (derzeit beruflich in Dänemark)<br>Kaufpreis: <b>14.900 €</b></p></div>
<div class="box"><h3>Ablauf</h3><ol class="steps"><li><span class="ok">✔</span> Verkäufer hat das Fahrzeug bei SicherKauf registriert, Fahrzeugbrief liegt uns vor</li><li>Käufer überweist den Kaufpreis auf das <b>Treuhandkonto</b></li><li>Fahrzeug wird per Spedition kostenlos zu Ihnen geliefert</li><li>Sie haben <b>10 Tage Probezeit</b>. Gefällt Ihnen das Auto nicht, erhalten Sie 100% zurück</li></ol></div>
<div class="box"><h3>Überweisung auf Treuhandkonto</h3><p>Empfänger: <b>SK Escrow Services Ltd</b><br>IBAN: <b>IE29 AIBK 9311 5212 3456 78</b><br>BIC: AIBKIE2D<br>Verwendungszweck: ATS-4419-DE<br>Betrag: <b>14.900,00 €</b></p><p class="muted">Bitte zahlen Sie nur per Banküberweisung. Zahlungen außerhalb der Plattform sind nicht geschützt. Die Frist für diese Transaktion läuft ab in <b id="cd"></b>.</p></div>
<p class="muted">AutoTreuhand SicherKauf arbeitet mit mobile.de und AutoScout24 zusammen. Ihr Geld ist durch die Einlagensicherung bis 100.000 € geschützt.</p>
</main>
${countdown('cd', 23 * 3600 + 41 * 60)}`,
  }),
},
  {
  id: 'k-scam-car-shipping-escrow-en',
  label: 'scam',
  kind: 'car-escrow',
  url: 'https://www.vehiclesafe-payments.com/order/2019-toyota-tacoma/',
  body: doc({
    title: 'VehicleSafe Payments | Buyer Protection Order #VS-20931',
    css: appCss.replace(/#ff385c/g, '#1a56db'),
    head: gtagStub('G-VSP00921'),
    body: `<header><strong>🛡 VehicleSafe Payments</strong><a href="#">How it works</a><a href="#">Buyer protection</a><a href="#">Support</a></header>
<main>
<h1>Your purchase is protected</h1>
<p>Congratulations on your purchase through the eBay Motors Vehicle Purchase Protection program, operated by VehicleSafe Payments. The seller has shipped the vehicle documents to our agent.</p>
<div class="box"><b>2019 Toyota Tacoma TRD Off-Road 4x4</b> · 41,200 mi · VIN 3TMCZ5AN1KM2*****<br>Seller: Sgt. Michael Reyes (deployed, Fort Cavazos)<br>Price: <b>$6,800</b> · Shipping: <b>FREE</b> · Inspection period: 5 days</div>
<div class="box"><h3>Payment instructions</h3><p>To release the truck for shipping, purchase <b>eBay gift cards</b> totaling $6,800 (in $500 denominations) at any Walmart, Target or CVS and enter the codes below. Gift card payment is the only method covered by the Vehicle Purchase Protection plan.</p>
<form id="gc"><input placeholder="Card 1 code" style="padding:8px;width:60%"><br><input placeholder="Card 2 code" style="padding:8px;width:60%;margin-top:6px"><br><button class="btn" style="margin-top:10px">Submit codes</button></form>
<p class="muted">Do not discuss this transaction with store employees; they are not familiar with our program and may delay your purchase.</p></div>
<p>Questions? Call our agent Mrs. Linda Carter: +1 (888) 555-0133 (7 days)</p>
</main>
<script>document.getElementById('gc').onsubmit=function(e){e.preventDefault();alert('Codes received. Our agent will verify them within 30 minutes.');};</script>`,
  }),
},
  {
  id: 'k-scam-football-tickets-whatsapp-es',
  label: 'scam',
  kind: 'ticket-resale',
  url: 'https://entradas-clasico-reventa.com/final-copa',
  body: doc({
    title: 'Entradas Final Copa del Rey 2026 – Reventa oficial garantizada',
    lang: 'es',
    css: appCss.replace(/#ff385c/g, '#c8102e'),
    body: `<header><strong>⚽ TicketsFútbolYa</strong><a href="#">LaLiga</a><a href="#">Copa del Rey</a><a href="#">Champions</a></header>
<main>
<h1>Final de la Copa del Rey – Estadio de La Cartuja</h1>
<div class="box"><table style="width:100%"><tr><td>Fondo Norte – Grada baja</td><td><b>180 €</b></td></tr><tr><td>Lateral Este – Grada alta</td><td><b>240 €</b></td></tr><tr><td>Tribuna VIP con catering</td><td><b>650 €</b></td></tr></table></div>
<p>🔒 Entradas 100% originales de socios abonados. Se envían en PDF o se transfieren a la app oficial <b>tras recibir el pago por Bizum o transferencia</b>. No trabajamos con tarjeta ni PayPal.</p>
<p>¡Quedan muy pocas! Escríbenos ya por WhatsApp y te reservamos 15 minutos.</p>
<a class="btn" href="https://wa.me/34722190584?text=Hola%2C%20quiero%20entradas%20para%20la%20final">Reservar por WhatsApp</a>
<p class="muted">Web no oficial de reventa entre particulares.</p>
</main>
${floatChat('https://wa.me/34722190584', 'WhatsApp')}`,
  }),
},
  {
  id: 'k-clean-shelter-adoption-fees-us',
  label: 'clean',
  kind: 'animal-shelter',
  url: 'https://www.riverbendhumane.org/adopt/dogs',
  body: doc({
    title: 'Adoptable Dogs | Riverbend Humane Society',
    css: appCss.replace(/#ff385c/g, '#0e7490') + `.pets{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}.pet{border:1px solid #e5e7eb;border-radius:8px;padding:10px}.pet div{height:120px;background:#e0f2fe;border-radius:6px}`,
    head: gtagStub('G-RBH221'),
    body: `<header><strong>Riverbend Humane Society</strong><a href="#">Adopt</a><a href="#">Foster</a><a href="#">Volunteer</a><a href="#">Donate</a><a href="#">Lost &amp; Found</a></header>
<main>
<h1>Adoptable Dogs</h1>
<p>Meet our dogs at the adoption center, 4410 River Rd, Tuesday–Sunday 11am–6pm. Adoptions are completed in person; we do not ship animals.</p>
<div class="pets"><div class="pet"><div></div><b>Biscuit</b><br>Lab mix · 3 yrs · M</div><div class="pet"><div></div><b>Juniper</b><br>Pit bull terrier · 5 yrs · F</div><div class="pet"><div></div><b>Tater</b><br>Beagle · 8 yrs · M</div><div class="pet"><div></div><b>Nova</b><br>Husky mix · 1 yr · F</div></div>
<div class="box"><h2>Adoption fees</h2><table><tr><td>Puppies (under 6 months)</td><td>$250</td></tr><tr><td>Adult dogs</td><td>$150</td></tr><tr><td>Seniors (7+)</td><td>$50</td></tr></table><p>Every adoption includes spay/neuter, age-appropriate vaccines, microchip with registration, and a free wellness exam at a partner clinic. Fees are paid at the adoption center by card or cash and are tax-deductible as a donation to our 501(c)(3).</p></div>
<p class="muted">Riverbend Humane Society is a nonprofit, EIN 41-1234567. We will never ask you to pay with gift cards or wire transfer.</p>
</main>
${footer({ Visit: ['4410 River Rd', 'Hours', 'Directions'], 'Get involved': ['Donate', 'Volunteer', 'Events'] }, '© 2026 Riverbend Humane Society')}`,
  }),
},
  {
  id: 'k-clean-holiday-rental-listing-pt',
  label: 'clean',
  kind: 'holiday-rental',
  url: 'https://www.casasdoalgarve-ferias.pt/alojamento/moradia-carvoeiro-t3',
  body: doc({
    title: 'Moradia T3 com piscina em Carvoeiro | Casas do Algarve Férias',
    lang: 'pt',
    css: appCss.replace(/#ff385c/g, '#0077b6'),
    head: gtagStub('G-CAF7710'),
    body: `<header><strong>Casas do Algarve Férias</strong><a href="#">Alojamentos</a><a href="#">Proprietários</a><a href="#">Sobre nós</a><a href="#">PT | EN</a></header>
<main>
<h1>Moradia T3 com piscina privada – Carvoeiro</h1>
<p>Alojamento Local n.º 88412/AL · 6 hóspedes · 3 quartos · 2 casas de banho · Wi-Fi · Ar condicionado</p>
<div class="box"><h3>Preços 2026 (por noite)</h3><p>Jan–Mar: 120 € · Abr–Jun: 165 € · Jul–Ago: 290 € · Set–Dez: 150 €<br>Estadia mínima: 7 noites em julho/agosto. Taxa de limpeza: 80 €. Taxa turística municipal: 2 €/pessoa/noite.</p></div>
<div class="box"><h3>Reserva e pagamento</h3><p>Sinal de 30% no momento da reserva, restante 30 dias antes da chegada. Pagamento por cartão (pagamento seguro via SIBS), MB WAY ou referência Multibanco emitida pela nossa plataforma. Caução de 300 € pré-autorizada no cartão e libertada após o check-out.</p><p>Cancelamento gratuito até 60 dias antes da chegada. Emitimos fatura com NIF.</p>
<a class="btn" href="#">Verificar disponibilidade</a></div>
<p class="muted">Casas do Algarve Férias, Lda. – Rua do Comércio 14, 8400-517 Lagoa · RNAVT 7712 · Livro de Reclamações eletrónico.</p>
</main>
${cookieBar('Utilizamos cookies para melhorar a sua experiência.', 'Aceitar', 'Definições')}`,
  }),
},
  {
  id: 'k-clean-car-marketplace-safety-de',
  label: 'clean',
  kind: 'marketplace-help',
  url: 'https://www.fahrzeugmarkt24.de/ratgeber/sicher-kaufen-treuhand-betrug',
  body: doc({
    title: 'Sicher kaufen: Vorsicht bei angeblichen Treuhanddiensten | Fahrzeugmarkt24 Ratgeber',
    lang: 'de',
    css: appCss.replace(/#ff385c/g, '#f59e0b') + `blockquote{background:#fff7ed;border-left:4px solid #f59e0b;margin:12px 0;padding:10px 14px}`,
    body: `<header><strong>Fahrzeugmarkt24</strong><a href="#">Auto kaufen</a><a href="#">Auto verkaufen</a><a href="#">Ratgeber</a><a href="#">Hilfe</a></header>
<main>
<h1>Vorsicht bei angeblichen Treuhanddiensten</h1>
<p>Betrüger bieten Fahrzeuge zu auffällig niedrigen Preisen an und schlagen dann die Abwicklung über einen „Treuhandservice“ vor, der angeblich mit uns zusammenarbeitet. Typische Nachricht:</p>
<blockquote>„Ich bin beruflich in Dänemark, daher wickeln wir den Kauf über SicherKauf Treuhand ab. Sie überweisen auf das Treuhandkonto, das Auto wird kostenlos geliefert und Sie haben 10 Tage Probezeit.“</blockquote>
<p><b>Fahrzeugmarkt24 bietet keinen Treuhandservice an und arbeitet mit keinem Treuhanddienst zusammen.</b> Überweisen Sie niemals Geld für ein Fahrzeug, das Sie nicht gesehen haben. Besichtigen Sie das Auto, prüfen Sie Fahrzeugbrief und Ausweis des Verkäufers, und bezahlen Sie erst bei Übergabe.</p>
<h2>Sie sind betroffen?</h2><p>Erstatten Sie Anzeige bei der Polizei (auch online über die Onlinewache Ihres Bundeslandes) und melden Sie das Inserat über den Link „Anzeige melden“. Kontaktieren Sie sofort Ihre Bank, um eine Rückholung zu versuchen.</p>
</main>
${footer({ Hilfe: ['Kontakt', 'Sicherheitshinweise', 'Inserat melden'], Rechtliches: ['Impressum', 'AGB', 'Datenschutz'] }, '© 2026 Fahrzeugmarkt24 GmbH, Berlin')}`,
  }),
},
];
