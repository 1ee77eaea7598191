import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, product, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-clean-shop-refurb-phones-de',
  label: 'clean',
  kind: 'small-shop',
  url: 'https://www.handyhaus-refurbished.de/iphone/',
  body: doc({
    lang: 'de',
    title: 'Generalüberholte iPhones mit 24 Monaten Garantie | Handyhaus Refurbished',
    head: tracker('t.handyhaus-refurbished.de', 'G-HH8821'),
    css: '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px;max-width:1100px;margin:0 auto;padding:16px}.usp{display:flex;gap:24px;justify-content:center;font-size:13px;background:#f0f7f4;padding:8px;flex-wrap:wrap}',
    body: `<div class="usp"><span>✓ 24 Monate Garantie</span><span>✓ 30 Tage Rückgabe</span><span>✓ Versand aus Leipzig</span><span>✓ Trusted Shops zertifiziert</span></div>
${nav('Handyhaus', ['iPhone', 'Samsung', 'iPad', 'Zubehör', 'Ankauf', 'Hilfe'], '#1d4d3a', '#fff')}
<div style="max-width:1100px;margin:0 auto;padding:0 16px"><h1>Generalüberholte iPhones</h1><p>Jedes Gerät wird in unserer Werkstatt in Leipzig geprüft (40-Punkte-Check), gereinigt und mit neuem Akku (min. 90% Kapazität) ausgeliefert. Zustand: "Sehr gut" = kaum sichtbare Gebrauchsspuren.</p></div>
<div class="grid">
${product('iPhone 14 128 GB Mitternacht – Sehr gut', '', '429,00 €', '/img/i14.png')}
${product('iPhone 13 128 GB Polarstern – Gut', '', '339,00 €', '/img/i13.png')}
${product('iPhone 15 Pro 256 GB Titan Natur – Sehr gut', '', '789,00 €', '/img/i15.png', 'Neu eingetroffen')}
${product('iPhone SE (2022) 64 GB Schwarz – Gut', '', '179,00 €', '/img/i13.png')}
</div>
<div style="max-width:1100px;margin:0 auto;padding:0 16px;font-size:14px"><h2>Zahlungsarten</h2><p>PayPal, Kreditkarte, Klarna (Rechnung/Ratenkauf), Apple Pay, Vorkasse per Überweisung (2% Skonto).</p>
<p>★★★★☆ 4,6/5 aus 3.118 Bewertungen bei Trusted Shops</p></div>
${footer([['Service', 'Versand & Lieferzeiten', 'Widerruf', 'Garantie', 'Kontakt'], ['Unternehmen', 'Über uns', 'Werkstatt', 'Karriere', 'Presse'], ['Rechtliches', 'Impressum', 'AGB', 'Datenschutz', 'Cookie-Einstellungen']], 'Handyhaus Refurbished GmbH · Karl-Heine-Straße 87, 04229 Leipzig · HRB 38211 Amtsgericht Leipzig · USt-IdNr. DE318847201 · Geschäftsführer: Jonas Weber · Alle Preise inkl. MwSt., zzgl. Versand')}
${cookieBanner('Wir nutzen Cookies für Statistik und Marketing. Sie können Ihre Auswahl jederzeit ändern.', 'Alle akzeptieren', 'Nur notwendige', 'Einstellungen')}`,
  }),
  routes: {
    ...trackerRoute('t.handyhaus-refurbished.de'),
    'www.handyhaus-refurbished.de/img/i14.png': pngRoute(30, 30, 40),
    'www.handyhaus-refurbished.de/img/i13.png': pngRoute(240, 240, 235),
    'www.handyhaus-refurbished.de/img/i15.png': pngRoute(190, 180, 165),
  },
},
{
  id: 'p-clean-carpentry-invoice-transfer-pl',
  label: 'clean',
  kind: 'small-business-transfer',
  url: 'https://stolarnia-nowak.pl/platnosci',
  body: doc({
    lang: 'pl',
    title: 'Płatności – Stolarnia Nowak, meble na wymiar Kraków',
    css: '.w{max-width:820px;margin:0 auto;padding:20px}table{border-collapse:collapse}td{padding:6px 12px;border-bottom:1px solid #eee}',
    body: `${nav('Stolarnia Nowak', ['O nas', 'Realizacje', 'Kuchnie', 'Szafy', 'Płatności', 'Kontakt'], '#fff', '#6b4f2a')}
<div class="w"><h1>Płatności</h1>
<p>Przy zamówieniu mebli na wymiar pobieramy <b>zaliczkę w wysokości 30%</b> wartości zamówienia po podpisaniu umowy i akceptacji projektu. Pozostałą kwotę płacą Państwo po montażu. Wystawiamy faktury VAT.</p>
<h3>Dane do przelewu</h3>
<table><tr><td>Odbiorca</td><td>Stolarnia Nowak Tomasz Nowak</td></tr><tr><td>Adres</td><td>ul. Zakopiańska 182, 30-435 Kraków</td></tr><tr><td>Bank</td><td>Bank Spółdzielczy w Krakowie</td></tr><tr><td>Nr rachunku</td><td>86 8591 0007 0100 0234 5510 0001</td></tr><tr><td>Tytuł</td><td>numer umowy, np. SN/2026/114</td></tr></table>
<p>Numer rachunku znajdą Państwo także na umowie. <b>Nigdy nie zmieniamy numeru konta e-mailem</b> – jeśli otrzymają Państwo wiadomość o "nowym numerze rachunku", prosimy o telefon: 12 266 40 18.</p>
<p>Akceptujemy też płatność kartą w warsztacie (terminal) oraz BLIK na telefon dla kwot do 5 000 zł.</p>
<h3>Godziny pracy</h3><p>Pon–Pt 7:00–16:00, Sob 8:00–12:00 (tylko po umówieniu)</p></div>
${footer([['Stolarnia Nowak', 'NIP 679-281-44-02', 'REGON 356218840'], ['Kontakt', 'tel. 12 266 40 18', 'biuro@stolarnia-nowak.pl']], '© 2026 Stolarnia Nowak. Polityka prywatności.')}`,
  }),
},
{
  id: 'p-clean-crowdfunding-medical-uk',
  label: 'clean',
  kind: 'crowdfunding',
  url: 'https://www.givetogether.org.uk/campaigns/help-ellie-walk-again',
  body: doc({
    lang: 'en-GB',
    title: 'Help Ellie walk again – fundraiser by the Morgan family | GiveTogether',
    head: tracker('a.givetogether.org.uk', 'GT-22013'),
    css: '.w{max-width:1000px;margin:20px auto;display:flex;gap:30px;flex-wrap:wrap;padding:0 16px}.l{flex:1;min-width:300px}.r{width:320px;border:1px solid #e4e4e4;border-radius:10px;padding:18px;align-self:flex-start}.bar{height:8px;background:#eee;border-radius:4px}.bar i{display:block;height:8px;background:#02a95c;border-radius:4px;width:64%}.d{font-size:14px;border-bottom:1px solid #f0f0f0;padding:8px 0}',
    body: `${nav('GiveTogether', ['Search', 'Discover', 'How it works', 'Start a fundraiser', 'Sign in'], '#111', '#fff')}
<div class="w"><div class="l"><h1>Help Ellie walk again</h1><img src="/img/ellie.png" style="width:100%;height:320px;background:#cfe3d6;border-radius:10px">
<p>Fundraiser organised by <b>Claire Morgan</b> on behalf of Ellie Morgan · Cardiff, Wales · Medical</p>
<p>In June our 9-year-old daughter Ellie was diagnosed with a spinal cord tumour. After surgery at the Noah's Ark Children's Hospital she is now learning to walk again. The NHS has been incredible, but the intensive neuro-physiotherapy programme recommended by her consultant is not available locally and costs around £18,000 for six months.</p>
<p>Every penny goes to Ellie's therapy and the adapted equipment we need at home. We will post updates and receipts here. Thank you so much to everyone who has shared and donated. 💛</p>
<h3>Updates (3)</h3><p style="font-size:14px"><b>21 Nov</b> – Ellie took 12 steps with her walker today! Invoice for the first block of therapy attached.</p></div>
<div class="r"><b style="font-size:22px">£11,540</b> raised of £18,000 target<div class="bar"><i></i></div><p style="font-size:13px;color:#666">412 donations</p>
<button style="width:100%;background:#f7b500;border:0;padding:13px;border-radius:10px;font-weight:700;font-size:16px">Donate now</button><button style="width:100%;background:#fff;border:1px solid #ccc;padding:12px;border-radius:10px;margin-top:8px">Share</button>
<div class="d">Anonymous · £20</div><div class="d">The Pritchard family · £50</div><div class="d">Rhys & Megan · £25</div><div class="d">St Fagans Primary PTA · £300</div>
<p style="font-size:12px;color:#777">GiveTogether Giving Guarantee: donations are protected. Fundraiser is verified and funds are paid to the beneficiary.</p></div></div>
${footer([['GiveTogether', 'About', 'Careers', 'Press'], ['Support', 'Help centre', 'Giving Guarantee', 'Report a fundraiser']], '© 2026 GiveTogether Ltd. Registered in England & Wales 11822913. Authorised by the FCA as a payment institution.')}`,
  }),
  routes: { ...trackerRoute('a.givetogether.org.uk'), 'www.givetogether.org.uk/img/ellie.png': pngRoute(207, 227, 214) },
},
{
  id: 'p-clean-crowdfunding-product-kickstart-nl',
  label: 'clean',
  kind: 'crowdfunding',
  url: 'https://backers.fietsbel-studio.nl/campagne/slimme-fietsbel',
  body: doc({
    lang: 'nl',
    title: 'De slimme fietsbel die je fiets terugvindt – Campagne | Fietsbel Studio',
    css: '.w{max-width:900px;margin:0 auto;padding:20px}.tier{border:1px solid #ddd;border-radius:8px;padding:14px;margin:10px 0}',
    body: `${nav('Fietsbel Studio', ['Campagne', 'FAQ', 'Updates', 'Team'], '#fff', '#e85d04')}
<div class="w"><h1>BELL·E – de fietsbel met GPS-tracker</h1><p>Een gewone bel aan de buitenkant, een Bluetooth- en LTE-M-tracker van binnen. Ontworpen in Eindhoven, geproduceerd in Nederland.</p>
<p><b>€ 84.210</b> opgehaald van € 50.000 · 1.218 backers · nog 9 dagen</p>
<div class="tier"><b>Early bird – € 49</b><p>1× BELL·E, levering verwacht april 2027. Prijs in winkel straks € 79.</p></div>
<div class="tier"><b>Duo – € 89</b><p>2× BELL·E + 1 jaar abonnement voor de tracking-app.</p></div>
<p style="font-size:13px;background:#fff5e6;padding:10px">Let op: crowdfunding is geen webshop. Levertijden kunnen uitlopen en er is een risico dat het project niet wordt uitgevoerd. Betalingen lopen via onze betaalprovider; bij het niet halen van het doel krijg je je geld automatisch terug.</p></div>
${footer([['Fietsbel Studio B.V.', 'KvK 89012234', 'Strijp-S, Eindhoven']], '© 2026 Fietsbel Studio · Voorwaarden · Privacy')}`,
  }),
},
{
  id: 'p-clean-marketplace-used-car-pl',
  label: 'clean',
  kind: 'marketplace-listing',
  url: 'https://www.autogielda-lokalna.pl/ogloszenie/skoda-octavia-iii-2018-kombi-ID7nB1.html',
  body: doc({
    lang: 'pl',
    title: 'Skoda Octavia III 2.0 TDI 2018 kombi – 42 900 zł – Autogiełda Lokalna',
    css: '.w{max-width:1000px;margin:20px auto;display:flex;gap:24px;flex-wrap:wrap;padding:0 16px}.l{flex:1;min-width:300px}.r{width:300px}.box{border:1px solid #e2e2e2;border-radius:6px;padding:16px;margin-bottom:12px}dl{display:grid;grid-template-columns:1fr 1fr;font-size:14px}',
    body: `${nav('Autogiełda Lokalna', ['Osobowe', 'Dostawcze', 'Motocykle', 'Części', 'Dodaj ogłoszenie'], '#fff', '#0a7d3e')}
<div class="w"><div class="l"><img src="/img/octavia.png" style="width:100%;height:340px;background:#9aa;border-radius:6px">
<h1 style="font-size:24px">Skoda Octavia III 2.0 TDI 150KM Style, salon PL, serwisowana</h1>
<dl><dt>Rok produkcji</dt><dd>2018</dd><dt>Przebieg</dt><dd>168 400 km</dd><dt>Paliwo</dt><dd>Diesel</dd><dt>Skrzynia</dt><dd>DSG</dd><dt>Kolor</dt><dd>Szary metalik</dd><dt>VIN</dt><dd>TMBJJ7NE9J0****</dd></dl>
<p>Auto kupione w polskim salonie, pierwszy właściciel do 2022. Serwis w ASO, rozrząd i olej w DSG wymienione przy 150 tys. Dwa komplety kół. Możliwość sprawdzenia w dowolnym warsztacie w okolicy Poznania.</p></div>
<div class="r"><div class="box"><b style="font-size:26px">42 900 zł</b><p style="font-size:13px">Do negocjacji</p><button style="width:100%;padding:11px;background:#0a7d3e;color:#fff;border:0;border-radius:4px">Pokaż numer</button><button style="width:100%;padding:11px;background:#fff;border:1px solid #0a7d3e;margin-top:6px;border-radius:4px">Napisz wiadomość</button></div>
<div class="box" style="font-size:13px"><b>Marek</b> · osoba prywatna<br>Na Autogiełdzie od 2016 · Poznań, Grunwald</div>
<div class="box" style="font-size:12px;background:#fffbe6"><b>Bezpieczne zakupy:</b> nie wpłacaj zaliczki przed obejrzeniem auta. Nie klikaj w linki do "płatności" wysyłane przez SMS lub WhatsApp – nie pośredniczymy w płatnościach.</div></div></div>
${footer([['Autogiełda Lokalna', 'Regulamin', 'Pomoc', 'Bezpieczeństwo']], '© 2026 Autogiełda Lokalna sp. z o.o.')}`,
  }),
  routes: { 'www.autogielda-lokalna.pl/img/octavia.png': pngRoute(150, 160, 170) },
},
{
  id: 'p-clean-rental-listing-platform-de',
  label: 'clean',
  kind: 'marketplace-listing',
  url: 'https://www.wg-und-wohnung.de/wohnungen-in-Muenchen/2-zimmer-schwabing.10837741.html',
  body: doc({
    lang: 'de',
    title: '2-Zimmer-Wohnung in München Schwabing – 1.240 € warm – WG & Wohnung',
    css: '.w{max-width:900px;margin:0 auto;padding:20px}.facts{display:flex;gap:30px;background:#f5f7f9;padding:14px;border-radius:6px;flex-wrap:wrap}.warn{background:#fff4e5;border-left:4px solid #f0a030;padding:12px;font-size:14px}',
    body: `${nav('WG & Wohnung', ['WG-Zimmer', 'Wohnungen', 'Häuser', 'Anzeige aufgeben', 'Mein Konto'], '#fff', '#244a7a')}
<div class="w"><h1 style="font-size:24px">Helle 2-Zi-Whg mit Balkon, Nähe Münchner Freiheit</h1>
<div class="facts"><span><b>58 m²</b> Größe</span><span><b>1.240 €</b> Gesamtmiete</span><span><b>2.970 €</b> Kaution</span><span>frei ab <b>01.02.2027</b></span></div>
<p>Schöne, ruhige Wohnung im 3. OG (Altbau, kein Aufzug) mit Südbalkon zum Innenhof. Einbauküche, Bad mit Fenster, Eichenparkett. Besichtigung am Samstag 6.12. zwischen 10 und 13 Uhr – bitte kurz per Nachricht anmelden.</p>
<p>Wir (Nachmieter gesucht, Vermieterin Hausverwaltung Huber) freuen uns auf Nachrichten mit ein paar Sätzen zu euch.</p>
<div class="warn"><b>Sicherheitshinweis:</b> Überweise niemals Geld für Kaution oder Schlüssel vor einer Besichtigung, auch nicht über angebliche "Airbnb"- oder Treuhand-Services. Vermieter, die im Ausland sind und Schlüssel per Post schicken wollen, sind fast immer Betrüger. <a href="#">Mehr zum Thema Sicherheit</a></div>
<button style="margin-top:16px;background:#244a7a;color:#fff;border:0;padding:12px 24px;border-radius:4px">Nachricht senden</button></div>
${footer([['WG & Wohnung', 'Über uns', 'Presse', 'Jobs'], ['Hilfe', 'FAQ', 'Sicherheit', 'Kontakt']], '© 2026 WG & Wohnung GmbH · Impressum · AGB · Datenschutz')}`,
  }),
},
{
  id: 'p-clean-domain-renewal-registrar-fr',
  label: 'clean',
  kind: 'subscription-renewal',
  url: 'https://manager.nomdomaine-pro.fr/renouvellement/boulangerie-dupont.fr',
  body: doc({
    lang: 'fr',
    title: 'Renouvellement de boulangerie-dupont.fr – Espace client NomDomaine Pro',
    css: '.c{max-width:720px;margin:20px auto;padding:0 16px}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}',
    body: `${nav('NomDomaine Pro', ['Domaines', 'Hébergement', 'E-mails', 'Factures', 'Assistance'], '#fff', '#123c69')}
<div class="c"><h1>Renouveler boulangerie-dupont.fr</h1><p>Ce nom de domaine expire le <b>14/01/2027</b>. Sans renouvellement, le site et les adresses e-mail associées cesseront de fonctionner à cette date.</p>
<table><tr><th>Produit</th><th>Durée</th><th>Prix HT</th></tr><tr><td>Domaine .fr</td><td><select><option>1 an</option><option>2 ans</option><option>3 ans</option></select></td><td>8,99 €</td></tr><tr><td>Hébergement Perso</td><td>1 an</td><td>35,88 €</td></tr><tr><td colspan="2"><b>Total TTC</b></td><td><b>53,84 €</b></td></tr></table>
<p><button style="background:#123c69;color:#fff;border:0;padding:11px 24px">Payer par carte</button> <button style="background:#fff;border:1px solid #123c69;padding:10px 20px">Prélèvement SEPA</button></p>
<p style="font-size:13px;color:#666">Attention aux courriers de "services d'enregistrement" qui ne sont pas votre registrar : seul votre espace client NomDomaine Pro permet de renouveler ce domaine.</p></div>
${footer([['NomDomaine Pro', 'CGV', 'Mentions légales', 'Contact']], 'NomDomaine Pro SAS – bureau d\'enregistrement accrédité Afnic – 59100 Roubaix')}`,
  }),
},
{
  id: 'p-clean-ticket-resale-official-fr',
  label: 'clean',
  kind: 'ticket-resale',
  url: 'https://revente.billetterie-zenith-nantes.fr/evenement/orelsan-2027',
  body: doc({
    lang: 'fr',
    title: 'Bourse aux billets officielle – Orelsan – Zénith Nantes Métropole',
    css: '.c{max-width:860px;margin:0 auto;padding:20px}.t{display:flex;justify-content:space-between;padding:12px;border:1px solid #ddd;border-radius:6px;margin:8px 0}',
    body: `${nav('Zénith Nantes Métropole', ['Agenda', 'Billetterie', 'Bourse aux billets', 'Infos pratiques'], '#fff', '#222')}
<div class="c"><h1>Orelsan – 14 mars 2027 – Bourse aux billets officielle</h1><p>Revente entre fans au prix d'origine maximum. Les billets revendus sont annulés et réémis à votre nom : aucun risque de faux billet.</p>
<div class="t"><span>Fosse debout · 1 billet</span><span>49,00 € + 1,50 € frais</span><button>Ajouter</button></div>
<div class="t"><span>Gradin B · Rang 12 · 2 billets</span><span>59,00 € / billet</span><button>Ajouter</button></div>
<p style="font-size:13px;background:#f3f3f3;padding:10px">La revente sur d'autres sites ou réseaux sociaux n'est pas garantie. Ne payez jamais un particulier par virement ou coupon PCS pour un billet.</p></div>
${footer([['Zénith Nantes', 'Accès', 'Accessibilité', 'Contact']], '© 2026 Zénith Nantes Métropole · CGV billetterie')}`,
  }),
},
{
  id: 'p-clean-deals-blog-electronics-in',
  label: 'clean',
  kind: 'deals-blog',
  url: 'https://www.dealdhamaka.in/deals/big-billion-days-best-phone-offers',
  body: doc({
    lang: 'en-IN',
    title: 'Best smartphone deals in the festive sale (updated hourly) – DealDhamaka',
    css: '.w{max-width:800px;margin:0 auto;padding:20px}.d{border:1px solid #eee;border-radius:6px;padding:12px;margin:10px 0}.d b{color:#c62828}',
    head: tracker('t.dealdhamaka.in', 'DD-001'),
    body: `${nav('DealDhamaka', ['Mobiles', 'Laptops', 'TVs', 'Credit card offers', 'Loot deals'], '#fff', '#c62828')}
<div class="w"><h1>Best smartphone deals in the festive sale</h1><p style="font-size:13px;color:#777">Updated 29 Nov 2026, 11:40 IST · We may earn a commission when you buy through our links.</p>
<div class="d"><h3>Samsung Galaxy S24 FE (8/128)</h3><p>MRP ₹59,999 · Deal <b>₹31,999</b> with HDFC card offer. Lowest price we've tracked.</p></div>
<div class="d"><h3>Redmi Note 14 Pro 5G</h3><p>Deal <b>₹21,499</b> (incl. ₹2,000 exchange bonus)</p></div>
<div class="d"><h3>iPhone 15 (128 GB)</h3><p>Deal <b>₹54,900</b> with bank discount – check seller is "RetailNet".</p></div>
<p><b>Beware of fake "iPhone for ₹9,999" sale sites</b> shared on WhatsApp. If the price is too good and the site is not the official marketplace, it is a scam.</p></div>
${footer([['DealDhamaka', 'About', 'Disclosure', 'Contact']], '© 2026 DealDhamaka Media Pvt Ltd, Pune')}`,
  }),
  routes: { ...trackerRoute('t.dealdhamaka.in') },
},
];
