import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';
import { shell, wpPage, wpAssets, matomo, cookieBar, logo } from '../parts/zl-kit.js';

// Customers' legitimate small-business sites that drew complaints: logins, booking forms, member areas, shops.

export const entries: Entry[] = [
{
  id: 'zl-clean-boulangerie-click-collect-fr',
  label: 'clean',
  kind: 'smallbiz-shop',
  url: 'https://boulangerie-maison-garnier.fr/commander',
  body: shell({ lang: 'fr', title: 'Click & Collect – Boulangerie Maison Garnier', brand: 'Maison Garnier', nav: ['Nos pains', 'Pâtisseries', 'Commander', 'Horaires'],
    body: `<h1>Commandez, récupérez en boutique</h1><p>Commandez avant 18h pour le lendemain. Paiement sur place ou en ligne.</p>
<div class="grid"><div class="card"><h3>Baguette tradition</h3><p>1,30 €</p><input type="number" value="0" min="0"></div><div class="card"><h3>Pain de campagne 800 g</h3><p>4,90 €</p><input type="number" value="0" min="0"></div><div class="card"><h3>Croissant pur beurre</h3><p>1,20 €</p><input type="number" value="0" min="0"></div><div class="card"><h3>Galette des rois 6 parts</h3><p>19,50 €</p><input type="number" value="0" min="0"></div></div>
<h2>Vos coordonnées</h2><form class="card" action="/commander/valider" method="post"><label>Nom</label><input name="nom"><label>Téléphone</label><input name="tel"><label>Créneau de retrait</label><select><option>7h–9h</option><option>9h–12h</option><option>16h–19h</option></select>
<label><input type="radio" name="pay" checked style="width:auto"> Paiement en boutique</label><label><input type="radio" name="pay" style="width:auto"> Paiement en ligne (carte bancaire, via notre prestataire)</label><button class="btn">Valider ma commande</button></form>`,
    footer: 'Maison Garnier · 14 place du Marché, 37000 Tours · SIRET 000 000 000 00000 · <a href="#">Mentions légales</a> · <a href="#">CGV</a>',
    scripts: cookieBar('fr') }),
},
{
  id: 'zl-clean-sportclub-ledenportaal-nl',
  label: 'clean',
  kind: 'smallbiz-member-login',
  url: 'https://hcdewaterlanders.nl/ledenportaal/inloggen',
  body: shell({ lang: 'nl', title: 'Inloggen ledenportaal – HC De Waterlanders', brand: 'HC De Waterlanders', nav: ['Nieuws', 'Teams', 'Wedstrijden', 'Lid worden', 'Ledenportaal'],
    body: `<div style="max-width:420px;margin:auto" class="card"><h1>Ledenportaal</h1><p>Log in met je relatiecode of e-mailadres om je teamindeling, bardiensten en contributie te bekijken.</p>
<form method="post" action="/ledenportaal/inloggen"><input type="hidden" name="_token" value="q8ZrTt0VwW2yjB4sQm1nHk0dP"><label>Relatiecode of e-mailadres</label><input name="login" autocomplete="username"><label>Wachtwoord</label><input type="password" name="password" autocomplete="current-password">
<label><input type="checkbox" style="width:auto" name="remember"> Onthoud mij</label><button class="btn">Inloggen</button></form><p class="muted"><a href="/ledenportaal/wachtwoord">Wachtwoord vergeten?</a> · Nog geen account? Vraag de ledenadministratie: leden@hcdewaterlanders.nl</p></div>
<h2>Bardiensten deze week</h2><p>Za 29/11: ouders JO11-2 · Zo 30/11: Heren 3</p>`,
    footer: 'Hockeyclub De Waterlanders · Sportpark Het Twiske, Oostzaan · KvK 40000000 · <a href="#">Privacyverklaring</a>' }),
},
{
  id: 'zl-clean-agriturismo-prenotazione-it',
  label: 'clean',
  kind: 'smallbiz-booking',
  url: 'https://agriturismo-il-poggio-montalcino.it/prenota',
  body: shell({ lang: 'it', title: 'Prenota – Agriturismo Il Poggio, Montalcino', brand: 'Agriturismo Il Poggio', nav: ['Home', 'Appartamenti', 'Vino & Olio', 'Prenota', 'Dove siamo'],
    body: `<h1>Richiesta di prenotazione</h1><p>Compila il modulo: ti risponderemo entro 24 ore con disponibilità e preventivo. Nessun pagamento richiesto in questa fase. La caparra (30%) si versa tramite bonifico solo dopo la conferma.</p>
<form class="card" action="/prenota/invia" method="post"><div class="grid"><div><label>Arrivo</label><input type="date" name="arrivo"></div><div><label>Partenza</label><input type="date" name="partenza"></div><div><label>Adulti</label><select name="adulti"><option>1</option><option selected>2</option><option>3</option><option>4</option></select></div><div><label>Bambini</label><select><option>0</option><option>1</option><option>2</option></select></div></div>
<label>Appartamento</label><select><option>La Cantina (2+1)</option><option>Il Fienile (4)</option><option>La Torre (2)</option></select><label>Nome e cognome</label><input><label>Email</label><input type="email"><label>Note</label><textarea rows="3"></textarea><button class="btn">Invia richiesta</button></form>
<p>Degustazione Brunello per gli ospiti ogni giovedì alle 18:00.</p>`,
    footer: 'Az. Agr. Il Poggio di Bianchi Marco · Loc. Poggio 12, 53024 Montalcino (SI) · P.IVA 00000000000 · CIN IT052015B5XXXXXXXX · <a href="#">Privacy</a>',
    scripts: cookieBar('it') }),
},
{
  id: 'zl-clean-penzion-rezervace-cz',
  label: 'clean',
  kind: 'smallbiz-booking',
  url: 'https://penzion-u-potoka-krkonose.cz/rezervace',
  body: shell({ lang: 'cs', title: 'Rezervace | Penzion U Potoka, Pec pod Sněžkou', brand: 'Penzion U Potoka', nav: ['Úvod', 'Pokoje', 'Ceník', 'Rezervace', 'Kontakt'],
    body: `<h1>Online rezervace</h1><p>Zimní sezóna 2026/27: minimální pobyt 4 noci, o Silvestru 7 nocí. Cena zahrnuje polopenzi.</p>
<form class="card" method="post" action="/rezervace/odeslat"><div class="grid"><div><label>Příjezd</label><input type="date"></div><div><label>Odjezd</label><input type="date"></div><div><label>Počet osob</label><select><option>1</option><option selected>2</option><option>3</option><option>4</option></select></div></div>
<label>Pokoj</label><select><option>Dvoulůžkový s balkonem – 1 450 Kč/os./noc</option><option>Apartmán pro 4 – 5 200 Kč/noc</option></select><label>Jméno a příjmení</label><input><label>E-mail</label><input type="email"><label>Telefon</label><input><label>Poznámka</label><textarea></textarea>
<p class="muted">Po odeslání vám pošleme potvrzení a údaje k zaplacení zálohy 30 % převodem.</p><button class="btn">Odeslat rezervaci</button></form>`,
    footer: 'Penzion U Potoka · Velká Úpa 88, 542 21 Pec pod Sněžkou · IČO 00000000 · <a href="#">Ochrana osobních údajů</a>',
    scripts: cookieBar('cs') }),
},
{
  id: 'zl-clean-joomla-verein-mitgliederbereich',
  label: 'clean',
  kind: 'smallbiz-member-login',
  url: 'https://kleingartenverein-sonnenland.de/index.php/mitgliederbereich',
  body: `<!DOCTYPE html><html lang="de-de" dir="ltr"><head><meta charset="utf-8"><meta name="generator" content="Joomla! - Open Source Content Management"><title>Mitgliederbereich - KGV Sonnenland e.V.</title>
<link href="/media/templates/site/cassiopeia/css/template.min.css?5f7a2c" rel="stylesheet"><style>body{font-family:Arial;margin:0;background:#f3f6f1}.header{background:#3d6b35;color:#fff;padding:20px 30px}.container{max-width:960px;margin:auto;padding:20px;display:flex;gap:24px}.main{flex:1;background:#fff;padding:20px}.side{width:280px;background:#fff;padding:20px}input{width:100%;padding:8px;margin:4px 0 10px}</style></head>
<body class="site com_users view-login"><div class="header"><h1 style="margin:0">Kleingartenverein Sonnenland e.V.</h1><small>seit 1952 · 84 Parzellen</small></div>
<div class="container"><div class="main"><h2>Mitgliederbereich</h2><p>Hier finden Mitglieder Protokolle der Jahreshauptversammlung, den Arbeitsstundenplan und die Wasserzählerablesung. Bitte melden Sie sich an.</p>
<form action="/index.php/mitgliederbereich?task=user.login" method="post" class="com-users-login__form form-validate"><label for="username">Benutzername</label><input name="username" id="username"><label for="password">Passwort</label><input type="password" name="password" id="password">
<label><input type="checkbox" name="remember" style="width:auto"> Angemeldet bleiben</label><button type="submit" class="btn btn-primary">Anmelden</button><input type="hidden" name="return" value="aW5kZXgucGhwP0l0ZW1pZD0xMDE="><input type="hidden" name="1b6a4c0d9e2f" value="1"></form>
<ul><li><a href="/index.php/component/users/reset">Passwort vergessen?</a></li><li><a href="/index.php/component/users/remind">Benutzername vergessen?</a></li></ul></div>
<div class="side"><h3>Termine</h3><p>06.12. Adventsfeier im Vereinsheim<br>14.03. Jahreshauptversammlung</p><h3>Freie Parzellen</h3><p>Warteliste: 23 Bewerber</p></div></div>
<div style="text-align:center;font-size:12px;color:#666;padding:20px">KGV Sonnenland e.V. · Am Gleisdreieck 3 · 39108 Magdeburg · Impressum · Datenschutz</div></body></html>`,
  routes: { 'kleingartenverein-sonnenland.de/media/templates/site/cassiopeia/css/template.min.css': cssRoute('.btn-primary{background:#3d6b35;color:#fff;border:0;padding:8px 16px}') },
},
{
  id: 'zl-clean-woocommerce-weinhandel-checkout',
  label: 'clean',
  kind: 'smallbiz-shop',
  url: 'https://weinhandel-pfeiffer-pfalz.de/kasse/',
  body: wpPage({ host: 'weinhandel-pfeiffer-pfalz.de', lang: 'de-DE', title: 'Kasse', brand: 'Weinhandel Pfeiffer', tagline: 'Pfälzer Weine direkt vom Winzer', nav: ['Shop', 'Weißwein', 'Rotwein', 'Sekt', 'Warenkorb (3)'], theme: 'storefront',
    body: `<div class="woocommerce"><h1>Kasse</h1><div style="display:flex;gap:30px"><form name="checkout" method="post" class="checkout woocommerce-checkout" action="https://weinhandel-pfeiffer-pfalz.de/kasse/" style="flex:1">
<h3>Rechnungsdetails</h3><p><label>Vorname *</label><input name="billing_first_name"></p><p><label>Nachname *</label><input name="billing_last_name"></p><p><label>Straße und Hausnummer *</label><input name="billing_address_1"></p><p><label>PLZ *</label><input name="billing_postcode"></p><p><label>Ort *</label><input name="billing_city"></p><p><label>E-Mail-Adresse *</label><input name="billing_email"></p>
<p><label><input type="checkbox" style="width:auto"> Ich bestätige, dass ich mindestens 18 Jahre alt bin.</label></p>
<h3>Zahlungsart</h3><ul class="wc_payment_methods"><li><input type="radio" name="payment_method" checked style="width:auto"> Vorkasse / Überweisung</li><li><input type="radio" name="payment_method" style="width:auto"> PayPal</li><li><input type="radio" name="payment_method" style="width:auto"> Kreditkarte<div id="stripe-card-element" style="border:1px solid #ccc;padding:10px;margin:6px 0;color:#999">Kartennummer &nbsp;&nbsp; MM / JJ &nbsp;&nbsp; CVC</div></li></ul>
<p class="muted">Ihre persönlichen Daten werden verwendet, um Ihre Bestellung zu bearbeiten. Weitere Informationen in unserer Datenschutzerklärung.</p><button type="submit" class="button alt" id="place_order">Zahlungspflichtig bestellen</button><input type="hidden" name="woocommerce-process-checkout-nonce" value="9c1b0e7a2f"></form>
<div style="width:300px"><h3>Ihre Bestellung</h3><table><tr><td>2019 Riesling Kallstadter Saumagen × 2</td><td>31,80 €</td></tr><tr><td>Spätburgunder trocken × 1</td><td>12,50 €</td></tr><tr><td>Versand (DHL)</td><td>6,90 €</td></tr><tr><td><b>Gesamt</b></td><td><b>51,20 €</b> inkl. 8,17 € MwSt.</td></tr></table></div></div></div>`,
    footer: 'Weinhandel Pfeiffer · Weinstraße 40 · 67169 Kallstadt · Kein Verkauf an Personen unter 18 Jahren · AGB · Widerrufsbelehrung · Versandkosten · Impressum' }),
  routes: wpAssets('weinhandel-pfeiffer-pfalz.de', 'storefront'),
},
{
  id: 'zl-clean-charity-donation-card-form-uk',
  label: 'clean',
  kind: 'smallbiz-shop',
  url: 'https://donate.yorkshire-dales-hedgehog-rescue.org.uk/give',
  body: shell({ lang: 'en-GB', title: 'Donate – Yorkshire Dales Hedgehog Rescue', brand: 'Yorkshire Dales Hedgehog Rescue', nav: ['About us', 'Found a hedgehog?', 'Volunteer', 'Donate'],
    body: `<h1>Help a hedgehog this winter</h1><p>£10 feeds a poorly hoglet for a fortnight. We're a small volunteer-run charity (Registered Charity No. 1100000) caring for around 400 hedgehogs a year.</p>
<form class="card" action="/give/confirm" method="post"><p><label><input type="radio" name="amt" style="width:auto"> £5</label> <label><input type="radio" name="amt" checked style="width:auto"> £10</label> <label><input type="radio" name="amt" style="width:auto"> £25</label> <label>Other £<input name="other" style="width:80px"></label></p>
<label><input type="checkbox" style="width:auto"> Make this a monthly gift</label><label>Name</label><input name="name"><label>Email</label><input name="email" type="email"><label>Card details</label><div id="card-element" style="border:1px solid #bbb;padding:10px;border-radius:4px;color:#999">1234 1234 1234 1234 &nbsp; MM / YY &nbsp; CVC</div>
<label><input type="checkbox" style="width:auto"> Yes, I am a UK taxpayer and would like Gift Aid claimed on my donation</label><button class="btn">Donate £10</button><p class="muted">Payments are processed securely by our card processor. We never see or store your full card number.</p></form>`,
    footer: 'Yorkshire Dales Hedgehog Rescue · Registered Charity No. 1100000 · <a href="#">Privacy</a> · <a href="#">Fundraising Regulator</a>' }),
},
];
