import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';
import { shell, wpPage, wpAssets, matomo, cookieBar, logo } from '../parts/zl-kit.js';

// Customers' legitimate small-business sites that drew complaints: logins, booking forms, member areas, shops.

export const entries: Entry[] = [
{
  id: 'zl-clean-physio-online-booking-de',
  label: 'clean',
  kind: 'smallbiz-booking',
  url: 'https://physio-am-markt-bamberg.de/termin/',
  body: wpPage({ host: 'physio-am-markt-bamberg.de', lang: 'de-DE', title: 'Online-Terminbuchung', brand: 'Physiotherapie am Markt', tagline: 'Krankengymnastik · Manuelle Therapie · Lymphdrainage', nav: ['Praxis', 'Leistungen', 'Team', 'Termin buchen', 'Kontakt'],
    body: `<h1>Termin online buchen</h1><p>Sie haben ein Rezept (Heilmittelverordnung) oder möchten eine Privatbehandlung? Wählen Sie Ihre Wunschleistung und einen freien Termin. Wir bestätigen per E-Mail innerhalb eines Werktags.</p>
<form id="bk" class="booking"><label>Leistung</label><select name="leistung"><option>Krankengymnastik (KG) 20 min</option><option>Manuelle Therapie (MT)</option><option>Manuelle Lymphdrainage 45 min</option><option>Massage (Selbstzahler, 39 €)</option></select>
<label>Wunschtermin</label><input type="date" name="datum"><label>Uhrzeit</label><select name="zeit"><option>08:00</option><option>09:20</option><option>14:40</option><option>16:00</option></select>
<label>Name</label><input name="name"><label>Telefon</label><input name="tel"><label>E-Mail</label><input name="email" type="email"><label>Versicherung</label><select><option>gesetzlich</option><option>privat</option><option>Beihilfe</option></select>
<label><input type="checkbox" required> Ich habe die <a href="/datenschutz/">Datenschutzerklärung</a> gelesen.</label><br><button class="btn">Terminanfrage senden</button></form>
<p>Absagen bitte mindestens 24 Stunden vorher, sonst müssen wir den Termin privat in Rechnung stellen.</p>`,
    footer: 'Physiotherapie am Markt · Grüner Markt 7 · 96047 Bamberg · Tel. 0951 000000 · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a>' }),
  routes: wpAssets('physio-am-markt-bamberg.de'),
},
{
  id: 'zl-clean-clinica-dental-portal-pacientes-es',
  label: 'clean',
  kind: 'smallbiz-member-login',
  url: 'https://clinicadental-sonrisa-murcia.es/area-paciente/',
  body: shell({ lang: 'es', title: 'Área de paciente – Clínica Dental Sonrisa', brand: 'Clínica Dental Sonrisa', nav: ['Tratamientos', 'Equipo', 'Financiación', 'Área de paciente', 'Contacto'],
    body: `<div class="grid"><div class="card"><h1>Acceso área de paciente</h1><p>Consulte sus citas, presupuestos y facturas. Si es su primera vez, use el código que le entregamos en recepción.</p>
<form method="post" action="/area-paciente/login"><label>DNI / NIE</label><input name="dni"><label>Contraseña</label><input type="password" name="password"><button class="btn">Entrar</button></form><p class="muted"><a href="#">¿Ha olvidado su contraseña?</a> · <a href="#">Activar cuenta con código</a></p></div>
<div class="card"><h3>Pida cita</h3><p>Llámenos al 968 00 00 00 o escríbanos por WhatsApp.</p><p>Lunes a viernes 9:30–14:00 y 16:00–20:30</p><p>Financiación sin intereses hasta 12 meses en ortodoncia invisible.</p></div></div>`,
    footer: 'Clínica Dental Sonrisa S.L. · Gran Vía 15, 30004 Murcia · Nº Registro Sanitario 0000 · <a href="#">Aviso legal</a> · <a href="#">Política de cookies</a>',
    scripts: cookieBar('es') }),
},
{
  id: 'zl-clean-bnb-availability-calendar-uk',
  label: 'clean',
  kind: 'smallbiz-booking',
  url: 'https://harbourview-guesthouse-oban.co.uk/book',
  body: shell({ lang: 'en-GB', title: 'Book direct | Harbourview Guest House, Oban', brand: 'Harbourview Guest House', nav: ['Rooms', 'Breakfast', 'Getting here', 'Book direct'],
    body: `<h1>Book direct and save 10%</h1><p>Check availability below. Your card is only used to guarantee the booking and is charged on arrival.</p>
<div class="card"><div id="cal" style="display:grid;grid-template-columns:repeat(7,1fr);gap:4px;text-align:center;font-size:13px"></div></div>
<form class="card" style="margin-top:16px" action="/book/confirm" method="post"><label>Room</label><select><option>Double, sea view – £110</option><option>Twin – £95</option><option>Single – £70</option></select><label>Name</label><input><label>Email</label><input type="email"><button class="btn">Continue</button></form>
<script>var c=document.getElementById('cal');['Mo','Tu','We','Th','Fr','Sa','Su'].forEach(function(d){c.insertAdjacentHTML('beforeend','<b>'+d+'</b>')});for(var i=1;i<=31;i++){var busy=[5,6,12,13,19,20,24,25,31].indexOf(i)>=0;c.insertAdjacentHTML('beforeend','<div style="padding:8px;background:'+(busy?'#f8d7da':'#d4edda')+'">'+i+'</div>')}</script>`,
    footer: 'Harbourview Guest House · Corran Esplanade, Oban PA34 5AQ · VisitScotland 4-star · <a href="#">Privacy</a>' }),
},
{
  id: 'zl-clean-kapper-afspraak-widget-nl',
  label: 'clean',
  kind: 'smallbiz-booking',
  url: 'https://kapsalon-knipkunst-utrecht.nl/',
  body: shell({ lang: 'nl', title: 'Kapsalon KnipKunst Utrecht – Maak online een afspraak', brand: 'KnipKunst', nav: ['Behandelingen', 'Prijzen', 'Team', 'Afspraak maken'],
    body: `<h1>Welkom bij KnipKunst</h1><p>Dames, heren en kinderen. Balayage-specialist. Ook op zondag geopend.</p><button class="btn" id="open">Afspraak maken</button>
<div id="widget" style="display:none" class="card"><h3>Kies een behandeling</h3><div id="list"></div></div>
<script>document.getElementById('open').onclick=function(){var w=document.getElementById('widget');w.style.display='block';fetch('/api/behandelingen.json').then(function(r){return r.json()}).then(function(d){document.getElementById('list').innerHTML=d.map(function(b){return '<p><label><input type="radio" name="b" style="width:auto"> '+b.naam+' – €'+b.prijs+' ('+b.duur+' min)</label></p>'}).join('')+'<label>Naam</label><input><label>Telefoon</label><input><button class="btn">Bevestigen</button>'})}</script>`,
    footer: 'KnipKunst · Twijnstraat 18, Utrecht · 030-0000000 · <a href="#">Privacy</a>', scripts: cookieBar('nl') }),
  routes: { 'kapsalon-knipkunst-utrecht.nl/api/behandelingen.json': jsonRoute([{ naam: 'Knippen dames', prijs: 42, duur: 45 }, { naam: 'Knippen heren', prijs: 29, duur: 30 }, { naam: 'Balayage incl. toner', prijs: 145, duur: 150 }]) },
},
{
  id: 'zl-clean-avocat-extranet-client-fr',
  label: 'clean',
  kind: 'smallbiz-member-login',
  url: 'https://extranet.cabinet-moreau-avocats.fr/connexion',
  body: shell({ lang: 'fr', title: 'Extranet client – Cabinet Moreau Avocats', brand: 'Cabinet Moreau Avocats', nav: ['Le cabinet', 'Expertises', 'Honoraires', 'Extranet'],
    body: `<div style="max-width:440px;margin:auto" class="card"><h1>Espace client sécurisé</h1><p>Consultez l'avancement de vos dossiers et échangez des pièces en toute confidentialité. Vos identifiants vous ont été remis lors de la signature de la convention d'honoraires.</p>
<form method="post" action="/connexion"><label>Identifiant</label><input name="identifiant"><label>Mot de passe</label><input type="password" name="mdp"><button class="btn">Se connecter</button></form>
<p class="muted">Mot de passe perdu ? Contactez le secrétariat au 05 56 00 00 00. Le cabinet ne vous demandera jamais vos identifiants par e-mail.</p></div>`,
    footer: 'Cabinet Moreau Avocats · 22 cours de l’Intendance, 33000 Bordeaux · Barreau de Bordeaux · <a href="#">Mentions légales</a>' }),
},
{
  id: 'zl-clean-prestashop-ferramenta-login-it',
  label: 'clean',
  kind: 'smallbiz-shop',
  url: 'https://ferramenta-colombo-monza.it/accedi?back=my-account',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Accedi</title><meta name="generator" content="PrestaShop">
<link rel="stylesheet" href="https://ferramenta-colombo-monza.it/themes/classic/assets/css/theme.css" type="text/css"><style>body{font-family:"Noto Sans",Arial;margin:0;background:#f6f6f6}#header{background:#fff;padding:16px 30px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}
#content{max-width:520px;margin:30px auto;background:#fff;padding:30px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #bbb}.btn-primary{background:#24b9d7;color:#fff;border:0;padding:10px 24px}</style>
<script>var prestashop={"cart":{"products_count":0},"currency":{"iso_code":"EUR","sign":"€"},"customer":{"is_logged":false},"language":{"iso_code":"it"},"page":{"page_name":"authentication"},"static_token":"1f7a0b8c2d","token":"4e6c9a1b3d"};</script></head>
<body id="authentication"><div id="header"><b style="font-size:22px">Ferramenta Colombo</b><span>Carrello (0) · Accedi</span></div>
<section id="content"><h1>Accedi al tuo account</h1><form id="login-form" action="https://ferramenta-colombo-monza.it/accedi?back=my-account" method="post"><input type="hidden" name="back" value="my-account"><label>Indirizzo email</label><input type="email" name="email"><label>Password</label><input type="password" name="password">
<p><a href="https://ferramenta-colombo-monza.it/recupero-password">Hai dimenticato la password?</a></p><input type="hidden" name="submitLogin" value="1"><button class="btn-primary" type="submit">Accedi</button></form><hr><p>Non hai un account? <a href="https://ferramenta-colombo-monza.it/registrazione">Creane uno qui</a></p></section>
<footer style="text-align:center;font-size:12px;color:#666;padding:20px">Ferramenta Colombo snc · Via Italia 45, Monza · P.IVA 00000000000 · Spedizione gratuita sopra 59 €</footer>
<script src="https://ferramenta-colombo-monza.it/themes/core.js"></script></body></html>`,
  routes: {
    'ferramenta-colombo-monza.it/themes/classic/assets/css/theme.css': cssRoute('a{color:#24b9d7}'),
    'ferramenta-colombo-monza.it/themes/core.js': jsRoute('/* PrestaShop core */window.prestashop=window.prestashop||{};prestashop.emit=function(){};'),
  },
},
{
  id: 'zl-clean-steuerberater-mandantenportal-at',
  label: 'clean',
  kind: 'smallbiz-member-login',
  url: 'https://portal.stb-gruber-partner.at/login',
  body: shell({ lang: 'de-AT', title: 'Mandantenportal – Gruber & Partner Steuerberatung', brand: 'Gruber &amp; Partner', nav: ['Kanzlei', 'Leistungen', 'Karriere', 'Mandantenportal'],
    body: `<div class="grid"><div class="card"><h1>Mandantenportal</h1><p>Belege hochladen, Auswertungen abrufen, Nachrichten an Ihre Sachbearbeiterin.</p><form method="post" action="/login"><label>Mandantennummer</label><input name="mandant"><label>Benutzer</label><input name="user"><label>Passwort</label><input type="password" name="pw">
<p class="muted">Nach dem Passwort fordern wir einen Code aus Ihrer Authenticator-App an (Zwei-Faktor-Anmeldung).</p><button class="btn">Anmelden</button></form></div>
<div class="card"><h3>Fristen</h3><p>15.12. UVA Oktober · 15.02. Jahreslohnzettel (L16)</p><h3>Hilfe</h3><p>Zugang gesperrt? Tel. +43 1 000 00 00, Mo–Fr 8–16 Uhr.</p></div></div>`,
    footer: 'Gruber & Partner Steuerberatung GmbH · Mariahilfer Straße 99, 1060 Wien · FN 000000x · <a href="#">Impressum</a> · <a href="#">Datenschutz</a>' }),
},
{
  id: 'zl-clean-autoservis-objednavka-cz',
  label: 'clean',
  kind: 'smallbiz-booking',
  url: 'https://autoservis-dvorak-brno.cz/objednat-servis',
  body: shell({ lang: 'cs', title: 'Objednávka servisu online | Autoservis Dvořák Brno', brand: 'Autoservis Dvořák', nav: ['Služby', 'Pneuservis', 'STK', 'Objednat servis', 'Kontakt'],
    body: `<h1>Objednejte se online</h1><form class="card" action="/objednat-servis/odeslat" method="post"><label>SPZ vozidla</label><input name="spz" placeholder="1B2 3456"><label>Značka a model</label><input><label>Požadovaná služba</label><select><option>Výměna oleje a filtrů</option><option>Přezutí pneumatik</option><option>Příprava na STK</option><option>Diagnostika</option></select>
<label>Preferovaný termín</label><input type="date"><label>Jméno</label><input><label>Telefon</label><input><button class="btn">Odeslat objednávku</button></form><p>Přezutí osobního vozu od 600 Kč včetně vyvážení.</p>`,
    footer: 'Autoservis Dvořák s.r.o. · Vídeňská 120, Brno · IČO 00000000 · Po–Pá 7:00–17:00', scripts: cookieBar('cs') }),
},
];
