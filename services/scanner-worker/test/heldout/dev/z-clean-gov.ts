import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-uk-govuk-personal-tax-account-signin',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.access.service.gov.uk/login/signin/creds',
  routes: {
    'www.access.service.gov.uk/login/signin/creds': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Sign in using Government Gateway - GOV.UK',
      head: '<link rel="stylesheet" href="/assets/govuk-frontend.min.css"><link rel="icon" href="/assets/images/favicon.png">',
      body: `<a href="#main-content" class="skip">Skip to main content</a>
<div class="cookie">We use some essential cookies to make this service work. <button>Accept additional cookies</button> <button>Reject additional cookies</button> <a href="/help/cookies">View cookies</a></div>
<header class="hd"><div class="w"><a href="https://www.gov.uk" class="logo">GOV.UK</a> <span class="svc">Sign in to your HMRC online account</span></div></header>
<div class="w"><div class="phase"><strong>BETA</strong> This is a new service. Help us improve it and <a href="/feedback">give your feedback (opens in new tab)</a>.</div>
<a href="/login/signin" class="back">Back</a>
<main id="main-content"><h1>Sign in using Government Gateway</h1>
<form method="post" action="/login/signin/creds" novalidate>
<input type="hidden" name="csrfToken" value="b3c1a7e0d9f2-1732905112">
<label for="user_id">Government Gateway user ID</label><div class="hint">This could be up to 12 characters.</div><input id="user_id" name="userId" autocomplete="username" spellcheck="false">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<button class="btn" type="submit">Sign in</button></form>
<h2>Problems signing in</h2><p><a href="/login/forgotten-user-id">I have forgotten my user ID</a><br><a href="/login/forgotten-password">I have forgotten my password</a></p>
<h2>Create sign in details</h2><p>If you do not have a user ID, you can <a href="/login/register">create sign in details</a>.</p>
<details><summary>Get help with this page</summary><p>HMRC will never text or email you about a tax refund, or ask for your card details by email or text. <a href="https://www.gov.uk/government/organisations/hm-revenue-customs/contact/reporting-suspicious-emails-letters-and-phone-calls">Report suspicious emails and texts</a>.</p></details></main></div>
<footer class="ft"><div class="w"><a href="/help/cookies">Cookies</a> <a href="/help/accessibility-statement">Accessibility statement</a> <a href="/help/privacy">Privacy policy</a> <a href="/help/terms-and-conditions">Terms and conditions</a> <a href="https://www.gov.uk/help">Help using GOV.UK</a><p>All content is available under the Open Government Licence v3.0, except where otherwise stated</p><p>© Crown copyright</p></div></footer>
<script src="/assets/govuk-frontend.min.js"></script>`,
    })),
    'www.access.service.gov.uk/assets/govuk-frontend.min.css': cssRoute('body{margin:0;font-family:"GDS Transport",arial,sans-serif;color:#0b0c0c}.skip{position:absolute;left:-9999px}.cookie{background:#f3f2f1;padding:15px}.hd{background:#0b0c0c;color:#fff;border-bottom:10px solid #1d70b8;padding:10px 0}.hd a{color:#fff;font-weight:700;font-size:30px;text-decoration:none}.svc{font-size:18px;margin-left:20px}.w{max-width:960px;margin:0 auto;padding:0 15px}.phase{border-bottom:1px solid #b1b4b6;padding:10px 0;font-size:14px}.phase strong{background:#1d70b8;color:#fff;padding:2px 8px}label{display:block;font-weight:700;margin-top:20px}.hint{color:#505a5f}input{border:2px solid #0b0c0c;padding:5px;font-size:19px;width:20em;max-width:100%}.btn{margin-top:30px;background:#00703c;color:#fff;border:0;padding:8px 12px;font-size:19px;box-shadow:0 2px 0 #002d18}.ft{background:#f3f2f1;border-top:1px solid #b1b4b6;margin-top:60px;padding:25px 0;font-size:14px}.ft a{margin-right:15px}'),
    'www.access.service.gov.uk/assets/govuk-frontend.min.js': jsRoute('document.body.className+=" js-enabled govuk-frontend-supported";document.querySelectorAll(".cookie button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".cookie").hidden=true;document.cookie="cookies_policy=%7B%22essential%22%3Atrue%7D;path=/"})});'),
    'www.access.service.gov.uk/assets/images/favicon.png': ico(11, 12, 12),
  },
},
{
  id: 'z-clean-fr-ameli-compte-connexion-franceconnect',
  label: 'clean',
  kind: 'gov-eid-login',
  url: 'https://assure.ameli.fr/PortailAS/appmanager/PortailAS/assure?_somtc=true',
  routes: {
    'assure.ameli.fr/PortailAS/appmanager/PortailAS/assure': htmlRoute(doc({
      lang: 'fr',
      title: 'Compte ameli - Connexion',
      css: 'body{margin:0;font-family:Arial,sans-serif;background:#eef2f7}.hd{background:#fff;padding:16px 30px;display:flex;justify-content:space-between;border-bottom:1px solid #d0d7e2}.lg{color:#0c419a;font-weight:800;font-size:26px}.w{display:flex;gap:24px;max-width:900px;margin:30px auto}.p{flex:1;background:#fff;padding:24px;border-radius:6px}label{display:block;margin-top:12px;font-size:14px}input{width:100%;padding:10px;border:1px solid #9aa6b8;border-radius:4px;box-sizing:border-box}.b{margin-top:18px;background:#0c419a;color:#fff;border:0;padding:12px 24px;border-radius:4px}.fc{display:inline-block;background:#000091;color:#fff;padding:12px 18px;text-decoration:none;border-radius:2px}.info{background:#fff8e1;padding:12px;font-size:14px;border-radius:4px}',
      body: `<div class="hd"><span class="lg">ameli</span><span>l'Assurance Maladie · Aide · Contact</span></div>
<div class="w"><div class="p"><h2>Je me connecte à mon compte ameli</h2><form method="post" action="/PortailAS/appmanager/PortailAS/assure?_nfpb=true&amp;_pageLabel=as_login_page"><label>Numéro de sécurité sociale</label><input name="connexioncompte_2numSecuriteSociale" maxlength="13" autocomplete="username"><label>Mot de passe</label><input type="password" name="connexioncompte_2codeConfidentiel" autocomplete="current-password"><button class="b">Je me connecte</button></form><p><a href="#">Mot de passe oublié ?</a> · <a href="#">Je n'ai pas de compte</a></p></div>
<div class="p"><h2>Ou avec FranceConnect</h2><p>FranceConnect est la solution proposée par l'État pour sécuriser et simplifier la connexion à vos services en ligne.</p><a class="fc" href="https://app.franceconnect.gouv.fr/api/v1/authorize">S'identifier avec FranceConnect</a>
<div class="info" style="margin-top:20px"><b>Vigilance :</b> l'Assurance Maladie ne vous demande jamais vos coordonnées bancaires par e-mail ou SMS, ni de payer des frais pour recevoir une nouvelle carte Vitale. La carte Vitale est gratuite.</div></div></div>`,
    })),
  },
},
{
  id: 'z-clean-it-inps-accesso-spid-cie',
  label: 'clean',
  kind: 'gov-eid-login',
  url: 'https://servizi2.inps.it/servizi/area-riservata/login',
  routes: {
    'servizi2.inps.it/servizi/area-riservata/login': htmlRoute(doc({
      lang: 'it',
      title: 'INPS - Accedi ai servizi',
      css: 'body{margin:0;font-family:"Titillium Web",Arial;color:#1a1a1a}.slim{background:#003366;color:#fff;padding:6px 30px;font-size:13px}.hd{background:#0066cc;color:#fff;padding:20px 30px;font-size:28px;font-weight:700}.w{max-width:880px;margin:30px auto;padding:0 20px}.opts{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.o{border:1px solid #ccc;border-radius:4px;padding:18px}.o a{display:inline-block;background:#0066cc;color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px;margin-top:10px}.al{background:#fff4e5;border-left:4px solid #ff9900;padding:12px;margin:20px 0}footer{background:#004080;color:#fff;padding:24px 30px;font-size:13px}',
      body: `<div class="slim">Istituto Nazionale Previdenza Sociale · Accessibilità · Lingua: IT | EN | DE</div><div class="hd">INPS</div>
<div class="w"><h1>Accedi ai servizi</h1><p>Per accedere ai servizi online dell'INPS è necessaria un'identità digitale.</p>
<div class="opts"><div class="o"><b>SPID</b><p>Sistema Pubblico di Identità Digitale</p><a href="/servizi/area-riservata/spid">Entra con SPID</a></div><div class="o"><b>CIE</b><p>Carta d'Identità Elettronica</p><a href="/servizi/area-riservata/cie">Entra con CIE</a></div><div class="o"><b>CNS</b><p>Carta Nazionale dei Servizi</p><a href="/servizi/area-riservata/cns">Entra con CNS</a></div></div>
<div class="al"><b>Attenzione ai tentativi di truffa.</b> L'INPS non invia e-mail o SMS contenenti link per rimborsi, bonus o aggiornamento dei dati bancari. Non comunicare mai le credenziali SPID o i dati della carta. Le informazioni sulle prestazioni sono disponibili esclusivamente nell'area riservata.</div></div>
<footer>INPS – Via Ciro il Grande, 21 – 00144 Roma · Codice fiscale 80078750587 · Privacy · Note legali · Dichiarazione di accessibilità</footer>`,
    })),
  },
},
{
  id: 'z-clean-nl-cjib-boete-betalen-info',
  label: 'clean',
  kind: 'gov-fine',
  url: 'https://www.cjib.nl/verkeersboete-betalen',
  routes: {
    'www.cjib.nl/verkeersboete-betalen': htmlRoute(doc({
      lang: 'nl',
      title: 'Verkeersboete betalen | CJIB',
      css: 'body{margin:0;font-family:Verdana,sans-serif;color:#000}.lint{width:44px;height:80px;background:#154273;margin:0 auto}.kop{text-align:center;font-size:13px;padding:6px 0 16px}.bar{background:#154273;color:#fff;padding:10px 40px}.w{max-width:800px;margin:24px auto;padding:0 20px}.blok{background:#e8f0f7;padding:16px;margin:16px 0}.let{border-left:4px solid #e17000;padding:10px 14px;background:#fff4e5}footer{background:#154273;color:#fff;padding:30px 40px;font-size:13px;margin-top:40px}',
      body: `<div class="lint"></div><div class="kop">Centraal Justitieel Incassobureau<br>Ministerie van Justitie en Veiligheid</div>
<div class="bar">Home › Boetes › Verkeersboete betalen</div>
<div class="w"><h1>Verkeersboete betalen</h1><p>Heeft u een beschikking (verkeersboete) gekregen? Betaal dan op tijd. U kunt betalen met iDEAL via <b>Mijn CJIB</b> of door het bedrag over te maken met het betalingskenmerk op de brief.</p>
<div class="blok"><h3>Betalen met iDEAL</h3><p>Log in bij Mijn CJIB met DigiD. U ziet dan al uw openstaande zaken.</p><p><a href="/mijn-cjib">Naar Mijn CJIB</a></p></div>
<div class="blok"><h3>Zelf overmaken</h3><p>Rekeningnummer NL36 INGB 0705 0000 03 t.n.v. CJIB Leeuwarden. Vermeld altijd het betalingskenmerk van 16 cijfers.</p></div>
<div class="let"><b>Let op: nep-e-mails en sms'jes.</b> Het CJIB stuurt nooit een sms of WhatsApp met een betaallink. Twijfelt u? Controleer uw zaak in Mijn CJIB of bel ons op 058 - 215 75 00.</div>
<h2>Betalen in termijnen</h2><p>Is het bedrag hoger dan € 225? Dan kunt u in sommige gevallen een betalingsregeling aanvragen.</p></div>
<footer>CJIB · Postbus 1794 · 8901 CB Leeuwarden · Privacy · Cookies · Toegankelijkheid · Kwetsbaarheid melden</footer>`,
    })),
  },
},
{
  id: 'z-clean-cz-edalnice-koupit-znamku',
  label: 'clean',
  kind: 'gov-vehicle-toll',
  url: 'https://edalnice.cz/cs/',
  routes: {
    'edalnice.cz/cs/': htmlRoute(doc({
      lang: 'cs',
      title: 'Elektronická dálniční známka | edalnice.cz',
      css: 'body{margin:0;font-family:Arial,sans-serif;color:#1a1a1a}.h{background:#003d7c;color:#fff;padding:16px 40px;display:flex;justify-content:space-between}.hero{background:#e9f1fa;padding:40px;text-align:center}.hero a{background:#f59c00;color:#000;font-weight:700;padding:14px 30px;text-decoration:none;border-radius:4px}.w{max-width:900px;margin:24px auto;padding:0 20px}.pr{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.pr div{border:1px solid #cdd9e5;padding:14px;text-align:center}.pr b{display:block;font-size:22px}.war{background:#fdecea;padding:14px;border-left:4px solid #c00;margin:20px 0}footer{background:#f2f2f2;padding:24px 40px;font-size:12px}',
      body: `<div class="h"><b>eDálnice</b><span>Čeština · English · Deutsch · Polski · Українська</span></div>
<div class="hero"><h1>Elektronická dálniční známka</h1><p>Kupte si známku pohodlně online. Není třeba nic lepit na sklo.</p><a href="/jednorazova-znamka/">Koupit dálniční známku</a> &nbsp; <a href="/overeni-platnosti/" style="background:#fff">Ověřit platnost</a></div>
<div class="w"><h2>Ceny pro rok 2027</h2><div class="pr"><div>1 den<b>230 Kč</b></div><div>10 dní<b>290 Kč</b></div><div>30 dní<b>470 Kč</b></div><div>Roční<b>2 570 Kč</b></div></div>
<div class="war"><b>Pozor na podvodné weby!</b> Oficiální elektronickou dálniční známku prodává pouze Státní fond dopravní infrastruktury na stránce edalnice.cz a v aplikaci eDálnice. Neplaťte na stránkách, které vám nabízejí „vyřízení“ za přirážku nebo vás SMS vyzývají k úhradě doplatku.</div>
<p>Známku lze zakoupit také na čerpacích stanicích a pobočkách České pošty.</p></div>
<footer>© 2026 Státní fond dopravní infrastruktury · Sokolovská 278/1955, 190 00 Praha 9 · Ochrana osobních údajů · Prohlášení o přístupnosti · Cookies</footer>`,
    })),
  },
},
{
  id: 'z-clean-ro-anaf-spv-informatii',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.anaf.ro/anaf/internet/ANAF/servicii_online/inregistrare_persoane_fizice',
  routes: {
    'www.anaf.ro/anaf/internet/ANAF/servicii_online/inregistrare_persoane_fizice': htmlRoute(doc({
      lang: 'ro',
      title: 'Spațiul Privat Virtual - Persoane fizice - ANAF',
      css: 'body{margin:0;font-family:Tahoma,Arial;color:#222}.t{background:#1b3f75;color:#fff;padding:14px 30px}.m{background:#e9eef3;padding:8px 30px;font-size:13px}.w{max-width:900px;margin:20px auto;padding:0 20px}.comm{background:#fff8e1;border:1px solid #f0d48a;padding:14px}table{border-collapse:collapse}td{border:1px solid #ccc;padding:6px 10px}footer{background:#1b3f75;color:#fff;padding:20px 30px;font-size:12px;margin-top:30px}',
      body: `<div class="t"><b>AGENȚIA NAȚIONALĂ DE ADMINISTRARE FISCALĂ</b></div><div class="m">Acasă › Servicii online › Spațiul Privat Virtual › Persoane fizice</div>
<div class="w"><h1>Înregistrare în Spațiul Privat Virtual (SPV)</h1><p>Persoanele fizice se pot înregistra în SPV prin una dintre următoarele modalități:</p><ol><li>online, cu verificarea identității prin video-conferință;</li><li>online, pe baza datelor din documentul de identitate și a unui număr de înregistrare al unui document emis de ANAF;</li><li>la ghișeul unității fiscale.</li></ol>
<table><tr><td>Autentificare</td><td><a href="https://www.anaf.ro/anaf/internet/ANAF/servicii_online/login">Autentificare SPV</a></td></tr><tr><td>Manual de utilizare</td><td><a href="/anaf/internet/ANAF/manual_spv.pdf">manual_spv.pdf (1,2 MB)</a></td></tr></table>
<div class="comm"><b>Comunicat:</b> ANAF atenționează contribuabilii cu privire la mesajele de tip phishing care pretind că aceștia au dreptul la o rambursare de impozit și solicită datele cardului. ANAF nu solicită niciodată date bancare prin e-mail sau SMS. Rambursările se efectuează în contul bancar declarat sau prin mandat poștal.</div></div>
<footer>ANAF · Str. Apolodor nr. 17, Sector 5, București · Call-center 031.403.91.60 · Declarație de accesibilitate</footer>`,
    })),
  },
},
{
  id: 'z-clean-gr-gov-gr-taxisnet-login',
  label: 'clean',
  kind: 'gov-eid-login',
  url: 'https://www1.gsis.gr/oauth2server/login.jsp',
  routes: {
    'www1.gsis.gr/oauth2server/login.jsp': htmlRoute(doc({
      lang: 'el',
      title: 'Γενική Γραμματεία Πληροφοριακών Συστημάτων Δημόσιας Διοίκησης - Αυθεντικοποίηση',
      css: 'body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#003476;color:#fff;padding:14px 30px}.f{max-width:440px;margin:40px auto;background:#fff;padding:28px;border:1px solid #ddd}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa;box-sizing:border-box}button{background:#003476;color:#fff;border:0;padding:11px 26px}small{color:#666}',
      body: `<div class="h">ΓΓΠΣΔΔ · Υπουργείο Ψηφιακής Διακυβέρνησης</div>
<div class="f"><h3>Αυθεντικοποίηση Χρήστη</h3><p>Παρακαλώ εισάγετε τους κωδικούς σας στο TaxisNet για να συνεχίσετε στην εφαρμογή <b>myAADE</b>.</p>
<form method="post" action="/oauth2server/j_spring_security_check"><label>Χρήστης</label><input name="j_username" autocomplete="username"><label>Κωδικός</label><input name="j_password" type="password" autocomplete="current-password"><button>Σύνδεση</button></form>
<small>Η ΑΑΔΕ δεν αποστέλλει μηνύματα για επιστροφή φόρου με συνδέσμους. Ελέγχετε πάντα ότι βρίσκεστε σε διεύθυνση gsis.gr ή aade.gr.</small></div>`,
    })),
  },
},
{
  id: 'z-clean-tr-turkiye-gov-giris',
  label: 'clean',
  kind: 'gov-eid-login',
  url: 'https://giris.turkiye.gov.tr/Giris/gir?returnUrl=%2Fhizmetler',
  routes: {
    'giris.turkiye.gov.tr/Giris/gir': htmlRoute(doc({
      lang: 'tr',
      title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
      css: 'body{margin:0;font-family:Roboto,Arial;background:#f4f4f4}.u{background:#fff;border-bottom:3px solid #c8102e;padding:14px 30px}.w{display:flex;max-width:900px;margin:30px auto;gap:20px}.s{width:220px}.s a{display:block;padding:10px;background:#fff;margin-bottom:4px;color:#333;text-decoration:none}.s a.on{border-left:4px solid #c8102e;font-weight:700}.k{flex:1;background:#fff;padding:24px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #bbb;box-sizing:border-box}button{background:#c8102e;color:#fff;border:0;padding:11px 30px}',
      body: `<div class="u"><b style="color:#c8102e">türkiye.gov.tr</b> · e-Devlet Kapısı Kimlik Doğrulama Sistemi</div>
<div class="w"><div class="s"><a class="on" href="#">e-Devlet Şifresi</a><a href="#">Mobil İmza</a><a href="#">Elektronik İmza</a><a href="#">T.C. Kimlik Kartı</a><a href="#">İnternet Bankacılığı</a></div>
<div class="k"><form method="post" action="/Giris/gir"><label>T.C. Kimlik No</label><input name="tridField" maxlength="11" inputmode="numeric"><label>e-Devlet Şifresi</label><input name="egpField" type="password"><button>Giriş Yap</button> <a href="#" style="margin-left:10px">İptal</a></form>
<p style="font-size:13px;color:#555">e-Devlet şifrenizi PTT Merkez Müdürlüklerinden temin edebilirsiniz. <b>Vergi iadesi, ikramiye veya tazminat vaadiyle gönderilen SMS ve e-postalara itibar etmeyiniz.</b> e-Devlet Kapısı'na yalnızca www.turkiye.gov.tr adresinden erişiniz.</p></div></div>`,
    })),
  },
},
{
  id: 'z-clean-se-skatteverket-logga-in',
  label: 'clean',
  kind: 'gov-eid-login',
  url: 'https://www.skatteverket.se/privat/etjansterochblanketter/allaetjanster.4.html',
  routes: {
    'www.skatteverket.se/privat/etjansterochblanketter/allaetjanster.4.html': htmlRoute(doc({
      lang: 'sv',
      title: 'Alla e-tjänster | Skatteverket',
      css: 'body{margin:0;font-family:Arial;color:#222}.h{padding:16px 40px;border-bottom:1px solid #ccc;display:flex;justify-content:space-between}.h b{color:#004b87;font-size:22px}.w{max-width:900px;margin:20px auto;padding:0 20px}.l{border-bottom:1px solid #ddd;padding:14px 0}.l a{font-weight:700;color:#004b87}.info{background:#f0f6fb;padding:14px;margin:18px 0}footer{background:#f4f4f4;padding:24px 40px;font-size:12px}',
      body: `<div class="h"><b>Skatteverket</b><span>Logga in · English · Lättläst · Teckenspråk</span></div>
<div class="w"><h1>Alla e-tjänster</h1><div class="l"><a href="#">Deklarera</a><br>Granska och lämna din inkomstdeklaration.</div><div class="l"><a href="#">Skattekonto</a><br>Se saldo, inbetalningar och utbetalningar.</div><div class="l"><a href="#">Anmäl konto för utbetalning</a><br>Anmäl ett konto hos din bank för att få återbäring snabbare.</div><div class="l"><a href="#">Flyttanmälan</a></div>
<div class="info"><b>Se upp för bedrägerier.</b> Skatteverket skickar aldrig sms eller e-post med länkar där du ska logga in med BankID eller uppge kortuppgifter för att få skatteåterbäring. Återbäringen betalas ut till ditt anmälda konto.</div></div>
<footer>Skatteverket, 171 94 Solna · Om webbplatsen · Kakor · Tillgänglighetsredogörelse · Behandling av personuppgifter</footer>`,
    })),
  },
},
{
  id: 'z-clean-ke-kra-itax-login',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://itax.kra.go.ke/KRA-Portal/main.htm?actionCode=showHomePageLnclick',
  routes: {
    'itax.kra.go.ke/KRA-Portal/main.htm': htmlRoute(doc({
      lang: 'en-KE',
      title: 'iTax - Kenya Revenue Authority',
      css: 'body{margin:0;font-family:Verdana;background:#fafafa}.h{background:#000;color:#fff;padding:12px 28px;border-bottom:5px solid #d4001f}.w{display:flex;gap:20px;max-width:960px;margin:24px auto}.c{flex:1;background:#fff;padding:20px;border:1px solid #ddd}input{width:100%;padding:8px;margin:4px 0 10px;box-sizing:border-box}button{background:#d4001f;color:#fff;border:0;padding:9px 22px}.cap{background:#eee;padding:6px;font-family:monospace;letter-spacing:3px;display:inline-block}',
      body: `<div class="h"><b>Kenya Revenue Authority</b> · iTax · <i>Tulipe Ushuru, Tujitegemee</i></div>
<div class="w"><div class="c"><h3>Login</h3><form method="post" action="/KRA-Portal/login.htm"><label>PIN/User ID</label><input name="logid" placeholder="e.g. A012345678Z"><button type="button">Continue</button></form><p><a href="#">New PIN Registration</a> · <a href="#">Forgot Password or Unlock Account</a></p><p>Security stamp: <span class="cap">3 + 8 = ?</span></p></div>
<div class="c"><h3>Important notices</h3><ul><li>Deadline for filing 2025 individual returns is 30th June 2026.</li><li>KRA will never ask for your M-PESA PIN or iTax password via SMS, call or email. Report fraud to corruptionreport@kra.go.ke or call 0800 221 111 (toll free).</li><li>Pay taxes via M-PESA Paybill 222222 using your payment registration number only.</li></ul></div></div>`,
    })),
  },
},
];
