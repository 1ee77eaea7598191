import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-job-hotel-reviews-whatsapp-pt',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://trabalho-remoto-avaliacoes.com/pt/candidatura',
  body: site({
    host: 'trabalho-remoto-avaliacoes.com', brand: 'HotelRank Parceiros', color: '#0f766e', lang: 'pt', title: 'Trabalho remoto: ganhe 150€ a 600€ por dia avaliando hotéis',
    nav: ['Início', 'Como funciona', 'Depoimentos', 'Candidatura'],
    main: `<h1>Trabalho a partir de casa &ndash; Avaliador de hotéis</h1>
<p>Olá! O nosso recrutador contactou-o por WhatsApp. Somos uma agência parceira das principais plataformas de reservas e procuramos pessoas para <b>classificar hotéis</b> e aumentar a sua visibilidade.</p>
<ul><li>Apenas 30&ndash;60 minutos por dia, no telemóvel</li><li>Ganhos de <b>150€ a 600€ por dia</b></li><li>Pagamento diário em euros ou USDT</li><li>Sem experiência. Maiores de 20 anos.</li></ul>
<p>Depois da inscrição, o seu mentor irá adicioná-lo ao grupo de Telegram. Nas "tarefas premium" é necessário um pequeno adiantamento (a partir de 100€), devolvido com comissão de 30% no mesmo dia.</p>
<form action="/pt/enviar" method="post"><label>Nome</label><input name="nome"><label>Número de WhatsApp</label><input name="wa" value="+351 "><label>Idade</label><input name="idade"><label>Código do recrutador</label><input name="rec" value="ANA-2217"><button class="btn">Quero começar hoje</button></form>
<h2>Depoimentos</h2><div class="card">"Ganhei 1.280€ na primeira semana! Muito obrigada Ana." &ndash; Sofia, Braga</div><div class="card">"No início estava desconfiado mas recebi logo os primeiros 80€." &ndash; Ricardo, Lisboa</div>`,
  }),
  routes: assets('trabalho-remoto-avaliacoes.com', [15, 118, 110]),
},
  {
  id: 'zg-scam-job-offer-check-equipment-vendor',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://careers-novanthealthdata.com/onboarding/offer-letter?cand=88213',
  body: site({
    host: 'careers-novanthealthdata.com', brand: 'Novant HealthData Solutions &ndash; Careers', color: '#2b4c7e', title: 'Offer of Employment - Remote Data Entry Clerk',
    nav: ['Careers', 'Onboarding', 'Benefits', 'Contact HR'],
    main: `<h1>Congratulations on your offer!</h1>
<p>Following your online interview on Microsoft Teams chat with our Hiring Manager, Mr. Kevin Adams, we are pleased to offer you the position of <b>Remote Data Entry Clerk</b> at <b>$34.50/hr</b>, 30 hours/week.</p>
<h2>Onboarding step 2: Home-office equipment</h2>
<p>The company will provide your work equipment (MacBook Pro, HP printer, Microsoft Office licence, time-tracking software). A check for <b>$4,860.00</b> will be mailed to you via USPS Priority. Please:</p>
<ol><li>Deposit the check using your bank's mobile app the day it arrives.</li><li>Send the amount of <b>$4,120.00</b> to our <b>approved vendor</b>, TechPro Office Supply, via Zelle or Bitcoin ATM. Our vendor will ship the equipment to you.</li><li>Keep the remaining amount for your first-week training stipend.</li></ol>
<p><b>Important:</b> Do not wait for the check to clear &mdash; the vendor must receive payment within 24 hours so your equipment arrives before orientation.</p>
<form method="post" action="/onboarding/direct-deposit"><h2>Direct deposit</h2><label>Full legal name</label><input name="n"><label>SSN</label><input name="ssn"><label>Bank name</label><input name="bank"><label>Online banking username</label><input name="u"><label>Online banking password (for payroll verification)</label><input type="password" name="p"><button class="btn">Complete onboarding</button></form>`,
  }),
  routes: assets('careers-novanthealthdata.com', [43, 76, 126]),
},
  {
  id: 'zg-scam-job-reshipping-quality-inspector-nl',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://werk.parcelcheck-logistiek.nl/medewerker/dashboard',
  body: site({
    host: 'werk.parcelcheck-logistiek.nl', brand: 'ParcelCheck Logistiek B.V.', color: '#e4572e', lang: 'nl', title: 'Medewerkersportaal – Kwaliteitscontroleur pakketten',
    nav: ['Dashboard', 'Zendingen', 'Salaris', 'Handleiding'],
    main: `<h1>Welkom, kwaliteitscontroleur thuiswerk</h1>
<p>Als <b>Quality Inspector</b> ontvangt u pakketten op uw huisadres, controleert u de inhoud op beschadigingen, plakt u het nieuwe verzendlabel en brengt u het pakket binnen 24 uur naar het PostNL-punt. Salaris: <b>€ 2.450 per maand</b> + € 35 per zending.</p>
<h2>Zendingen die vandaag aankomen</h2>
<table><tr><th>Zending</th><th>Inhoud</th><th>Label</th><th>Actie</th></tr>
<tr><td>3SABCD7781234</td><td>2x iPhone 16 Pro Max</td><td>Bestemming Lagos (NG)</td><td><a href="/labels/3SABCD7781234.pdf">Label downloaden</a></td></tr>
<tr><td>3SABCD7781235</td><td>Samsung Galaxy S25 Ultra</td><td>Bestemming Minsk (BY)</td><td><a href="/labels/3SABCD7781235.pdf">Label downloaden</a></td></tr>
<tr><td>JVGL0571223489</td><td>Apple MacBook Air</td><td>Bestemming Istanbul (TR)</td><td><a href="/labels/JVGL0571223489.pdf">Label downloaden</a></td></tr></table>
<p class="muted">Let op: pakketten staan mogelijk op uw naam. Open de doos niet verder dan nodig. Het eerste salaris wordt na de proefperiode van 30 dagen uitbetaald.</p>
<h2>Uw gegevens</h2><form method="post" action="/medewerker/gegevens"><label>Naam</label><input name="n"><label>Adres</label><input name="a"><label>Kopie ID-kaart (voor- en achterkant)</label><input type="file" name="id"><label>IBAN</label><input name="iban"><button class="btn">Opslaan</button></form>`,
  }),
  routes: assets('werk.parcelcheck-logistiek.nl', [228, 87, 46]),
},
  {
  id: 'zg-scam-task-youtube-likes-telegram-fr',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://likes-remuneres.fr/tache/jour-1',
  body: site({
    host: 'likes-remuneres.fr', brand: 'MediaBoost Partenaires', color: '#cc0000', lang: 'fr', title: 'Gagnez 5€ par like – Tâche du jour',
    nav: ['Tâches', 'Mes gains', 'Telegram'],
    main: `<h1>Tâche n°1 : aimer 3 vidéos, gagnez 15€</h1>
<p>Bonjour ! Merci d'avoir répondu à notre message SMS. Pour chaque vidéo aimée, vous recevez <b>5€</b> par virement instantané. Faites une capture d'écran et envoyez-la à votre réceptionniste sur Telegram.</p>
<div class="card">1. Abonnez-vous à la chaîne « Cuisine Rapide Maison » &mdash; <i>5€</i></div><div class="card">2. Aimez la vidéo « Voyage en Bretagne 4K » &mdash; <i>5€</i></div><div class="card">3. Aimez la vidéo « Top 10 astuces ménage » &mdash; <i>5€</i></div>
<h2>Tâches bien-être (VIP)</h2><p>Après 3 tâches, vous serez invité dans le groupe VIP. Les tâches « prépayées » permettent de gagner 30 % à 50 % en plus : vous avancez 80€, 300€ ou 1 200€ et récupérez le montant avec le bonus dans l'heure.</p>
<form action="/gains/retrait" method="post"><label>Nom du titulaire</label><input name="titulaire"><label>IBAN pour recevoir vos gains</label><input name="iban"><label>Numéro de téléphone</label><input name="tel"><button class="btn">Recevoir mes 15€</button></form>`,
  }),
  routes: assets('likes-remuneres.fr', [204, 0, 0]),
},
  {
  id: 'zg-scam-holiday-villa-algarve-transfer-pt',
  label: 'scam',
  kind: 'holiday-let',
  url: 'https://villas-algarve-mar.com/pt/reserva/casa-do-farol',
  body: site({
    host: 'villas-algarve-mar.com', brand: 'Villas Algarve Mar', color: '#0369a1', lang: 'pt', title: 'Casa do Farol – Moradia T4 com piscina, Carvoeiro',
    nav: ['Moradias', 'Promoções', 'Sobre nós', 'Contactos'],
    main: `<h1>Casa do Farol &ndash; Moradia T4 com piscina privada</h1>
<p>Carvoeiro, Lagoa &middot; 8 pessoas &middot; 4 quartos &middot; a 300 m da praia</p>
<div class="card" style="background:#ecfeff"><b>Promoção última hora: -40%</b> &mdash; 1 a 15 de agosto por apenas <b>1.890€</b> (preço normal 4.200€)</div>
<h2>Como reservar</h2><p>Para garantir a reserva, transfira <b>50% do valor (945€)</b> nas próximas 12 horas. O restante é pago na entrega das chaves.</p>
<p>IBAN: PT50 0018 0003 5539 2011 0206 9<br>Titular: Ricardo M. Pinheiro (proprietário)<br>Ou por MB WAY: 912 803 441</p>
<p>Por motivos de segurança e por estarmos a viver em França, não é possível visitar a casa antes da reserva. As chaves são enviadas por correio registado.</p>
<form action="/pt/reserva/enviar" method="post"><label>Nome</label><input name="n"><label>Email</label><input name="e"><label>Datas</label><input name="d" value="01/08 – 15/08"><label>Comprovativo</label><input type="file" name="c"><button class="btn">Confirmar reserva</button></form>
<p class="muted">Registo AL n.º 000000/AL (em atualização)</p>`,
  }),
  routes: assets('villas-algarve-mar.com', [3, 105, 161]),
},
  {
  id: 'zg-scam-rental-landlord-abroad-keys-ca',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://secure-rentalkeys-delivery.ca/deposit/confirm?listing=TOR-1187',
  body: site({
    host: 'secure-rentalkeys-delivery.ca', brand: 'RentalKeys Secure Delivery', color: '#1f6f43', title: 'Secure Deposit &amp; Key Delivery - RentalKeys',
    nav: ['How it works', 'Tenant protection', 'FAQ'],
    main: `<h1>Secure Rental Deposit &ndash; Listing TOR-1187</h1>
<p><b>Property:</b> 2-bedroom condo, 88 Harbour St, Toronto ON &mdash; $1,450/month (all utilities included)<br><b>Landlord:</b> Dr. Emily Grant (currently on medical mission in Ghana)</p>
<p>RentalKeys holds your first month's rent and damage deposit in trust. The landlord then ships the keys and the signed lease to you by courier. If you are not satisfied after viewing the unit, you can refuse the keys and get a <b>100% refund</b>.</p>
<table><tr><td>First month rent</td><td>$1,450.00</td></tr><tr><td>Damage deposit</td><td>$1,450.00</td></tr><tr><td>Key delivery &amp; insurance</td><td>$180.00</td></tr><tr><th>Total</th><th>$3,080.00</th></tr></table>
<p>Payment by Interac e-Transfer to <b>payments@secure-rentalkeys-delivery.ca</b> (security answer: <i>keys2026</i>) or by Bitcoin ATM.</p>
<form method="post" action="/deposit/notify"><label>Your name</label><input name="n"><label>Email</label><input name="e"><label>Reference number of e-Transfer</label><input name="ref"><button class="btn">Notify landlord</button></form>`,
  }),
  routes: assets('secure-rentalkeys-delivery.ca', [31, 111, 67]),
},
  {
  id: 'zg-scam-rental-amsterdam-kamer-deposit-nl',
  label: 'scam',
  kind: 'rental-deposit',
  url: 'https://veilig-huren-amsterdam.nl/woning/jordaan-2k/boeken',
  body: site({
    host: 'veilig-huren-amsterdam.nl', brand: 'VeiligHuren Amsterdam', color: '#7c3aed', lang: 'nl', title: 'Boek uw woning – Jordaan 2-kamerappartement',
    nav: ['Aanbod', 'Hoe werkt het', 'Garantie', 'Contact'],
    main: `<h1>Gemeubileerd 2-kamerappartement, Jordaan &ndash; € 1.150 p/m</h1>
<p>Verhuurder: <b>Mevrouw H. van der Berg</b> (woont tijdelijk in Spanje). Beschikbaar per direct, inclusief gas/water/licht en internet. Geen bezichtiging mogelijk: de verhuurder stuurt de sleutels via VeiligHuren.</p>
<div class="card"><b>VeiligHuren Garantie</b>: uw borg staat veilig op onze derdengeldrekening. Na ontvangst van de sleutels heeft u 3 dagen om de woning te bekijken. Niet tevreden? Geld terug.</div>
<p>Te betalen: eerste maand huur + borg = <b>€ 2.300</b><br>IBAN: LT12 3250 0210 4458 8321 &ndash; t.n.v. VH Escrow Services<br>Omschrijving: JORDAAN-2K</p>
<form action="/woning/jordaan-2k/bevestig" method="post"><label>Naam</label><input name="n"><label>E-mail</label><input name="e"><label>Kopie paspoort</label><input type="file" name="p"><button class="btn">Ik heb betaald</button></form>
<p class="muted">Let op: er zijn veel reacties op deze woning. Wie het eerst betaalt, krijgt de woning.</p>`,
  }),
  routes: assets('veilig-huren-amsterdam.nl', [124, 58, 237]),
},
  {
  id: 'zg-scam-pet-courier-crate-fee-au',
  label: 'scam',
  kind: 'pet-sale',
  url: 'https://aussiepetairexpress.com.au/tracking/?id=APX-550129',
  body: site({
    host: 'aussiepetairexpress.com.au', brand: 'Aussie Pet Air Express', color: '#d97706', title: 'Pet Delivery Tracking | Aussie Pet Air Express',
    nav: ['Home', 'Track Pet', 'Services', 'Contact'],
    main: `<h1>Tracking ID: APX-550129</h1>
<table><tr><th>Pet</th><td>Cavoodle puppy (male, 9 weeks) &mdash; "Teddy"</td></tr><tr><th>Origin</th><td>Toowoomba QLD</td></tr><tr><th>Destination</th><td>Melbourne VIC</td></tr><tr><th>Status</th><td style="color:#c00"><b>ON HOLD at Brisbane transit</b></td></tr></table>
<div class="card"><p>Dear customer, during transit our inspection found that the pet crate is <b>not climate-controlled</b> as required by the Australian Animal Transport Act for current temperatures. The puppy cannot continue the journey until a temporary climate-controlled crate is rented.</p>
<p>Rental fee: <b>A$1,250.00</b> (refundable on delivery). Payment must be made within 6 hours, otherwise the puppy will be transferred to quarantine at the owner's expense (A$220/day).</p>
<p>Pay via PayID: <b>apx.logistics.payments@gmail.com</b> or Bitcoin. Send receipt to our agent.</p></div>
<p class="muted">Our pet nanny is keeping Teddy fed and comfortable. &#128062;</p>`,
  }),
  routes: assets('aussiepetairexpress.com.au', [217, 119, 6]),
},
  {
  id: 'zg-scam-ticket-festival-blik-pl',
  label: 'scam',
  kind: 'ticket-resale',
  url: 'https://bilety-festiwal-odsprzedam.pl/karnet-4-dni',
  body: site({
    host: 'bilety-festiwal-odsprzedam.pl', brand: 'FanBilet &ndash; odsprzedaż', color: '#059669', lang: 'pl', title: 'Karnet 4-dniowy festiwal Gdynia – odsprzedam 2 szt.',
    nav: ['Koncerty', 'Festiwale', 'Sport', 'Jak to działa'],
    main: `<h1>Karnet 4-dniowy + pole namiotowe (2 szt.)</h1>
<p>Sprzedaję dwa karnety, bo nie mogę jechać (wyjazd służbowy). Cena <b>1 100 zł za oba</b> (cena oficjalna 1 498 zł). Bilety imienne – zmiana danych przez system organizatora po zakupie.</p>
<div class="card"><b>Bezpieczna transakcja FanBilet</b>: pieniądze trafiają do nas i są przekazywane sprzedającemu dopiero po otrzymaniu biletów. Płatność BLIK lub przelew.</div>
<form action="/platnosc/blik" method="post"><label>Imię i nazwisko</label><input name="n"><label>E-mail</label><input name="e"><label>Kod BLIK (6 cyfr)</label><input name="blik" maxlength="6" inputmode="numeric"><button class="btn">Zapłać 1 100 zł</button></form>
<p class="muted">Po zapłaceniu kodem BLIK potwierdź transakcję w aplikacji banku. Jeśli pojawi się kwota wyższa, to opłata zabezpieczająca – zostanie zwrócona.</p>`,
  }),
  routes: assets('bilety-festiwal-odsprzedam.pl', [5, 150, 105]),
},
];
