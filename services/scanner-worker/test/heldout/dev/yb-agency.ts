import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, bankIdMark, wordmark, cardFormatJs, cookieBanner, gtm, hexEsc } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Tax and social-insurance agencies, pension and student-loan offices, energy-subsidy lures, municipal
// parking fines: the kits citizens reported and the agencies' and municipalities' own pages.

export const entries: Entry[] = [
  {
  id: 'yb-no-nav-feriepenger-bankid',
  label: 'phishing',
  kind: 'social-insurance-kit',
  url: 'https://nav-no.utbetaling-feriepenger.com/id-porten/logg-inn',
  body: doc({
    lang: 'no',
    title: 'ID-porten – Logg inn til NAV',
    css: `${baseCss}
body{background:#f1f1f1}
.ip{max-width:480px;margin:40px auto;background:#fff;border:1px solid #ccc}
.ip .h{padding:16px 22px;border-bottom:1px solid #ddd;display:flex;justify-content:space-between;font-size:14px}
.ip .h b{color:#c30000;font-size:22px}
.ip .b{padding:24px}
label{display:block;font-weight:700;margin:12px 0 5px}
input{width:100%;padding:11px;border:1px solid #555;font-size:16px}
button{margin-top:20px;padding:12px 26px;background:#0067c5;color:#fff;border:0;font-weight:700;font-size:16px}
.info{background:#e6f0ff;padding:12px;font-size:14px;margin-bottom:10px}`,
    body: `<div class="ip">
<div class="h"><span>ID-porten</span><b>NAV</b></div>
<div class="b">
<div class="info">Du har <b>6 430 kr</b> i tilgode feriepenger som ikke er utbetalt. Logg inn med BankID for å bekrefte kontonummer.</div>
<h2>BankID</h2>
<form method="post" action="verify.php" id="b">
<label for="f">Fødselsnummer</label><input id="f" name="fodselsnummer" maxlength="11" required>
<label for="o">Engangskode</label><input id="o" name="engangskode" maxlength="6" required>
<label for="p">Personlig passord</label><input id="p" name="passord" type="password" required>
<label for="k">Kontonummer for utbetaling</label><input id="k" name="konto" placeholder="1234.56.78903" required>
<button>Neste</button>
</form></div></div>
<script>
(function(){var u=navigator.userAgent;if(/Googlebot|bingbot|HeadlessChrome|PhantomJS/i.test(u)||navigator.webdriver){document.body.innerHTML='<h1 style="font-family:Arial;text-align:center;margin-top:20%">403 Forbidden</h1>';}})();
</script>`,
  }),
},
  {
  id: 'yb-fi-kela-asumistuki-pankki',
  label: 'phishing',
  kind: 'social-insurance-kit',
  url: 'https://kela-asiointi.tuki-palautus.info/asumistuki/',
  body: doc({
    lang: 'fi',
    title: 'Kela – Asiointipalvelu',
    css: `${baseCss}
body{background:#f7f7f5}
.h{background:#fff;padding:16px 36px;border-bottom:3px solid #003580;font:700 26px Arial;color:#003580}
.m{max-width:720px;margin:30px auto;background:#fff;padding:30px}
.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.banks button{padding:18px;border:1px solid #bbb;background:#fff;font-weight:700}
#login{display:none;margin-top:24px;border-top:1px solid #ddd;padding-top:20px}
#login input{display:block;width:100%;padding:11px;margin:6px 0 14px;border:1px solid #888}
#login .go{background:#003580;color:#fff;border:0;padding:12px 24px;font-weight:700}`,
    body: `<div class="h">Kela</div>
<div class="m">
<h1>Asumistuen takaisinmaksu</h1>
<p>Kela on tarkistanut yleisen asumistuen päätöksesi. Sinulle maksetaan takautuvasti <b>418,20 €</b>. Tunnistaudu pankkitunnuksilla vahvistaaksesi tilinumerosi.</p>
<div class="banks">
<button data-b="OP">OP</button><button data-b="Nordea">Nordea</button><button data-b="Danske Bank">Danske Bank</button>
<button data-b="S-Pankki">S-Pankki</button><button data-b="Aktia">Aktia</button><button data-b="Säästöpankki">Säästöpankki</button>
</div>
<form id="login" method="post" action="/asumistuki/pankki.php">
<h3 id="bt"></h3><input type="hidden" name="pankki" id="pk">
<label>Käyttäjätunnus</label><input name="tunnus" required>
<label>Salasana</label><input name="salasana" type="password" required>
<label>Henkilötunnus</label><input name="hetu" required>
<button class="go">Tunnistaudu</button>
</form>
</div>
<script>[].forEach.call(document.querySelectorAll('.banks button'),function(b){b.onclick=function(){document.getElementById('login').style.display='block';document.getElementById('bt').textContent=b.dataset.b;document.getElementById('pk').value=b.dataset.b;}});</script>`,
  }),
},
  {
  id: 'yb-se-fk-elpriskompensation',
  label: 'phishing',
  kind: 'energy-subsidy-kit',
  url: 'https://elpriskompensation-fk.se-ansokan.com/ansok',
  body: doc({
    lang: 'sv',
    title: 'Elpriskompensation – Försäkringskassan',
    css: `${govCss}
header.top b{color:#00524b;font-size:22px}
.deadline{background:#fff3cd;border:1px solid #e0b300;padding:12px 16px;border-radius:4px;font-weight:600}
form label{display:block;font-weight:600;margin:14px 0 6px}
form input{width:100%;max-width:420px;padding:11px;border:1px solid #7b8794;border-radius:3px}`,
    body: `<header class="top"><div class="in"><b>Försäkringskassan</b><span>Mina sidor</span></div></header>
<main><div class="in">
<h1>Ansök om elpriskompensation</h1>
<p class="deadline">Sista dag att ansöka: <span id="dl"></span>. Ansökningar efter detta datum behandlas inte.</p>
<p class="lead">Hushåll i elområde 3 och 4 har rätt till kompensation för höga elpriser under vintern. Kompensationen är upp till <b>2 000 kr per månad</b>.</p>
<div class="box"><form method="post" action="/ansok/steg2.php">
<label>För- och efternamn</label><input name="namn" required>
<label>Personnummer</label><input name="pnr" required>
<label>Adress</label><input name="adress" required>
<label>Kortnummer (för utbetalning)</label><input name="kort" inputmode="numeric" maxlength="19" required>
<label>Giltigt till</label><input name="exp" placeholder="MM/ÅÅ" required>
<label>CVC</label><input name="cvc" maxlength="3" required>
<p><button class="btn">Skicka ansökan</button></p>
</form></div>
</div></main>
<footer><div class="in">Försäkringskassan · Kundcenter 0771-524 524</div></footer>
<script>var d=new Date();d.setDate(d.getDate()+1);document.getElementById('dl').textContent=d.toLocaleDateString('sv-SE',{day:'numeric',month:'long'});</script>`,
  }),
},
  {
  id: 'yb-se-stockholm-parkering-qr',
  label: 'phishing',
  kind: 'parking-fine-kit',
  url: 'https://stockholm-parkering.se-betala.com/bot/',
  body: doc({
    lang: 'sv',
    title: 'Betala felparkeringsavgift – Stockholms stad',
    css: `${baseCss}
body{background:#f3f3f3}
.h{background:#0d3f80;color:#fff;padding:14px 20px;display:flex;align-items:center;gap:12px;font-weight:700}
.h i{display:inline-block;width:30px;height:30px;border-radius:50%;background:#fff;color:#0d3f80;text-align:center;font-style:normal;line-height:30px}
.c{max-width:460px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}
.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eee;font-size:15px}
label{display:block;font-weight:600;margin:14px 0 5px}
input{width:100%;padding:12px;border:1px solid #999;border-radius:4px;font-size:16px}
.btn{margin-top:18px;width:100%;padding:14px;border:0;border-radius:4px;background:#0d3f80;color:#fff;font-size:17px;font-weight:700}
.late{color:#b00020;font-size:14px;margin-top:10px}`,
    body: `<div class="h"><i>S</i> Stockholms stad · Trafikkontoret</div>
<div class="c">
<h2>Felparkeringsavgift</h2>
<div class="row"><span>Ärendenummer</span><b>FP-2024-118 402</b></div>
<div class="row"><span>Överträdelse</span><b>Parkering utan giltig avgift</b></div>
<div class="row"><span>Belopp</span><b>750 kr</b></div>
<p class="late">Betala inom 48 timmar för att undvika tilläggsavgift och överlämning till Transportstyrelsen.</p>
<form method="post" action="/bot/betala.php">
<label>Registreringsnummer</label><input name="regnr" placeholder="ABC 123" required>
<label>Kortnummer</label><input name="cc" inputmode="numeric" oninput="fmtCard(this)" required>
<label>Utgångsdatum</label><input name="exp" oninput="fmtExp(this)" placeholder="MM/ÅÅ" required>
<label>CVC</label><input name="cvc" maxlength="3" required>
<button class="btn">Betala 750 kr</button>
</form></div>
<script>${cardFormatJs}</script>`,
  }),
},
  {
  id: 'yb-se-skatteverket-logga-in-own',
  label: 'clean',
  kind: 'agency-login-own-domain',
  url: 'https://www.skatteverket.se/privat/etjansterochblanketter/minasidor.html',
  body: doc({
    lang: 'sv',
    title: 'Mina sidor | Skatteverket',
    head: gtm('GTM-5ZQ3T9'),
    css: `${govCss}
header.top b{font:700 26px Georgia,serif;color:#2c2a6b}
.methods{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:16px}
.methods a{display:block;border:1px solid #c8ccd8;border-radius:6px;padding:20px;text-decoration:none;font-weight:600}
.methods a small{display:block;font-weight:400;color:#555;margin-top:6px}`,
    body: `<header class="top"><div class="in"><b>Skatteverket</b><span><a href="/privat/sjalvservice/svarpavanligafragor.html">Frågor och svar</a></span></div></header>
<nav class="main"><ul><li><a href="/privat.html">Privat</a></li><li><a href="/foretag.html">Företag</a></li><li><a href="/privat/folkbokforing.html">Folkbokföring</a></li><li><a href="/omoss.html">Om oss</a></li></ul></nav>
<main><div class="in">
<p class="crumbs">Startsida › Privat › E-tjänster och blanketter</p>
<h1>Logga in på Mina sidor</h1>
<p class="lead">På Mina sidor kan du se din deklaration, ditt skattekonto och dina beslut. Välj hur du vill legitimera dig.</p>
<div class="methods">
<a href="https://sso.skatteverket.se/ms/ms_web/page.do#/privat/login/mobiltbankid">Mobilt BankID<small>Med BankID-appen på mobil eller surfplatta</small></a>
<a href="https://sso.skatteverket.se/ms/ms_web/page.do#/privat/login/bankid">BankID på fil eller kort<small>Med BankID-programmet på datorn</small></a>
<a href="https://sso.skatteverket.se/ms/ms_web/page.do#/privat/login/freja">Freja+<small>Med Freja-appen</small></a>
<a href="https://sso.skatteverket.se/ms/ms_web/page.do#/privat/login/eid-kort">E-legitimation på kort<small>Med kortläsare</small></a>
</div>
<div class="box"><h2>Återbetalning av skatt</h2><p>Pengar du har att få tillbaka betalas ut till ditt anmälda konto eller skickas med utbetalningsavi. Skatteverket skickar aldrig sms eller e-post med länkar där du ska logga in eller lämna kortuppgifter.</p><p><a href="/privat/skatter/betalaochfatillbaka/fatillbaka.html">Så får du tillbaka pengar</a></p></div>
</div></main>
<footer><div class="in cols"><div><b>Skatteverket</b><br>171 94 Solna</div><div>Skatteupplysningen<br>0771-567 567</div><div><a href="/omoss/omwebbplatsen/tillganglighet.html">Tillgänglighet</a><br><a href="/omoss/integritet.html">Personuppgifter</a></div></div></footer>
${cookieBanner('Skatteverket använder kakor för att förbättra webbplatsen.', 'Godkänn', 'Läs mer om kakor')}`,
  }),
},
  {
  id: 'yb-fi-vero-veronpalautus-own',
  label: 'clean',
  kind: 'agency-info-own-domain',
  url: 'https://www.vero.fi/henkiloasiakkaat/verokortti-ja-veroilmoitus/veronpalautus/',
  body: doc({
    lang: 'fi',
    title: 'Veronpalautus | Verohallinto',
    css: `${govCss}
header.top b{color:#1a4b8d;font-size:26px}
.dates td,.dates th{padding:8px 14px;border-bottom:1px solid #ddd;text-align:left}`,
    body: `<header class="top"><div class="in"><b>Vero Skatt</b><a class="btn" href="https://www.vero.fi/omavero">Kirjaudu OmaVeroon</a></div></header>
<main><div class="in">
<p class="crumbs">Etusivu › Henkilöasiakkaat › Verokortti ja veroilmoitus</p>
<h1>Veronpalautus</h1>
<p class="lead">Jos sinulta on pidätetty liikaa veroa, saat veronpalautusta. Palautus maksetaan tilille, jonka olet ilmoittanut OmaVerossa.</p>
<table class="dates"><tr><th>Verotus valmistuu</th><th>Palautus tilillä</th></tr><tr><td>huhtikuussa</td><td>elokuun alussa</td></tr><tr><td>kesäkuussa</td><td>elokuun alussa</td></tr><tr><td>lokakuussa</td><td>joulukuussa</td></tr></table>
<div class="box"><h2>Varo huijausviestejä</h2><p>Verohallinto ei koskaan pyydä pankkikortin tietoja tai pankkitunnuksia sähköpostilla tai tekstiviestillä. Palautus maksetaan aina tilillesi automaattisesti.</p></div>
<p>Tarkista tilinumerosi kirjautumalla <a href="https://www.vero.fi/omavero">OmaVeroon</a>.</p>
</div></main>
<footer><div class="in">Verohallinto · Henkilöasiakkaiden palvelunumero 029 497 000</div></footer>`,
  }),
},
  {
  id: 'yb-se-fk-minasidor-own',
  label: 'clean',
  kind: 'agency-login-own-domain',
  url: 'https://www.forsakringskassan.se/privatperson/e-tjanster-och-blanketter/logga-in',
  body: doc({
    lang: 'sv',
    title: 'Logga in på Mina sidor - Försäkringskassan',
    css: `${govCss}
header.top b{color:#00524b;font-size:22px}
.lg{display:flex;flex-direction:column;gap:12px;max-width:420px}
.lg a{border:2px solid #00524b;border-radius:30px;padding:12px 20px;text-decoration:none;font-weight:700;color:#00524b;display:flex;align-items:center;gap:10px}`,
    body: `<header class="top"><div class="in"><b>Försäkringskassan</b><span>Kundcenter 0771-524 524</span></div></header>
<main><div class="in">
<h1>Logga in på Mina sidor</h1>
<p class="lead">Här kan du ansöka om ersättning, se dina utbetalningar och ändra ditt kontonummer.</p>
<div class="lg">
<a href="https://minasidor.forsakringskassan.se/auth/bankid?device=other">Mobilt BankID</a>
<a href="https://minasidor.forsakringskassan.se/auth/bankid?device=this">BankID på den här enheten</a>
<a href="https://minasidor.forsakringskassan.se/auth/freja">Freja+</a>
</div>
<div class="box"><p><b>Elpriskompensation:</b> Ersättningen betalades ut automatiskt under 2023 och du behövde inte ansöka. Försäkringskassan skickar inga sms med länkar om elpriskompensation.</p></div>
</div></main>
<footer><div class="in">Försäkringskassan · 103 51 Stockholm</div></footer>`,
  }),
},
  {
  id: 'yb-no-nav-utbetalinger-own',
  label: 'clean',
  kind: 'agency-info-own-domain',
  url: 'https://www.nav.no/utbetalinger',
  body: doc({
    lang: 'no',
    title: 'Utbetalinger - nav.no',
    css: `${govCss}
header.top b{color:#c30000;font-size:28px}
.card{border:1px solid #c6c2bf;border-radius:8px;padding:20px;margin:12px 0}`,
    body: `<header class="top"><div class="in"><b>NAV</b><a class="btn" style="background:#0067c5" href="https://login.nav.no/oauth2/login?redirect=https://www.nav.no/utbetalingsoversikt">Logg inn</a></div></header>
<main><div class="in">
<h1>Utbetalinger</h1>
<p class="lead">Se når du får pengene dine, og hvor mye du får utbetalt.</p>
<div class="card"><h2>Utbetalingsoversikt</h2><p>Logg inn for å se dine utbetalinger fra NAV de siste tre årene.</p><a href="https://login.nav.no/oauth2/login?redirect=https://www.nav.no/utbetalingsoversikt">Gå til utbetalingsoversikten</a></div>
<div class="card"><h2>Endre kontonummer</h2><p>Du endrer kontonummer på <a href="https://www.nav.no/person/personopplysninger/">Personopplysninger</a>. Du logger inn via ID-porten.</p></div>
<div class="card"><h2>Svindel i NAVs navn</h2><p>NAV ber deg aldrig om å logge inn via lenker i SMS. Vi spør aldri om engangskode eller passord på telefon.</p></div>
</div></main>
<footer><div class="in">Arbeids- og velferdsetaten · Kontakt oss: 55 55 33 33</div></footer>`,
  }),
},
  {
  id: 'yb-fi-hel-pysakointivirhemaksu-own',
  label: 'clean',
  kind: 'municipal-payment-own-domain',
  url: 'https://www.hel.fi/fi/kaupunkiymparisto-ja-liikenne/pysakointi/pysakointivirhemaksu',
  body: doc({
    lang: 'fi',
    title: 'Pysäköintivirhemaksu | Helsingin kaupunki',
    css: `${govCss}
header.top b{color:#0000bf;font-size:24px}
table{border-collapse:collapse}td{padding:8px 14px;border:1px solid #ccd}`,
    body: `<header class="top"><div class="in"><b>Helsinki</b><span>Suomeksi · På svenska · In English</span></div></header>
<main><div class="in">
<h1>Pysäköintivirhemaksu</h1>
<p class="lead">Maksa pysäköintivirhemaksu verkkopankissa virhemaksulapussa olevalla viitenumerolla 14 päivän kuluessa.</p>
<table><tr><td>Saaja</td><td>Helsingin kaupunki, pysäköinninvalvonta</td></tr><tr><td>IBAN</td><td id="iban">FI43 8000 1400 1519 05</td></tr><tr><td>BIC</td><td>DABAFIHH</td></tr><tr><td>Viitenumero</td><td>virhemaksulapussa</td></tr></table>
<p><button class="btn" id="c">Kopioi IBAN</button></p>
<div class="box"><b>Huijausviestit:</b> Helsingin kaupunki ei lähetä pysäköintivirhemaksuja tekstiviestillä eikä pyydä korttitietoja linkin kautta. Jos sait epäilyttävän viestin, älä avaa linkkiä.</div>
<p>Oikaisuvaatimuksen voit tehdä <a href="https://asiointi.hel.fi/pysakointi/oikaisuvaatimus">asiointipalvelussa</a>.</p>
</div></main>
<footer><div class="in">Helsingin kaupunki · Pysäköinninvalvonta 09 310 1640</div></footer>
<script>document.getElementById('c').onclick=function(){navigator.clipboard.writeText(document.getElementById('iban').textContent.replace(/ /g,''));this.textContent='Kopioitu';};</script>`,
  }),
},
];
