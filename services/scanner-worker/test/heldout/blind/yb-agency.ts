import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, bankIdMark, wordmark, cardFormatJs, cookieBanner, gtm, hexEsc } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Tax and social-insurance agencies, pension and student-loan offices, energy-subsidy lures, municipal
// parking fines: the kits citizens reported and the agencies' and municipalities' own pages.

export const entries: Entry[] = [
  {
  id: 'yb-se-skatteverket-aterbaring-card',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://skatteverket-aterbaring.com/privat/aterbetalning/',
  body: doc({
    lang: 'sv',
    title: 'Återbetalning av skatt | Skatteverket',
    css: `${govCss}
header.top b{font:700 26px Georgia,serif;color:#2c2a6b}
.amount{font-size:36px;font-weight:700;color:#2c2a6b}
.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:16px 0}
.banks label{border:1px solid #c8ccd8;border-radius:4px;padding:14px;text-align:center;font-weight:600;cursor:pointer}
.f label{display:block;font-weight:600;margin:14px 0 6px}
.f input{width:100%;max-width:380px;padding:11px;border:1px solid #8893a0;border-radius:3px;font-size:16px}
#kort{display:none}`,
    body: `<header class="top"><div class="in"><b>Skatteverket</b><span>Logga in på Mina sidor</span></div></header>
<nav class="main"><ul><li><a href="#">Privat</a></li><li><a href="#">Företag</a></li><li><a href="#">Folkbokföring</a></li><li><a href="#">Fastigheter</a></li></ul></nav>
<main><div class="in">
<p class="crumbs">Startsida › Privat › Skatter › Återbetalning</p>
<h1>Du har pengar att få tillbaka</h1>
<p class="lead">Efter omprövning av din deklaration för inkomståret 2023 har du rätt till en återbetalning på</p>
<p class="amount">4 312 kr</p>
<div class="box">
<p>Beloppet kunde inte sättas in eftersom inget konto är anmält till Skatteverket. Välj din bank och bekräfta ditt kort för att få pengarna inom 2 bankdagar.</p>
<form class="f" method="post" action="/privat/aterbetalning/bekrafta.php" id="f">
<div class="banks">
<label><input type="radio" name="bank" value="swedbank"> Swedbank</label><label><input type="radio" name="bank" value="handelsbanken"> Handelsbanken</label><label><input type="radio" name="bank" value="seb"> SEB</label>
<label><input type="radio" name="bank" value="nordea"> Nordea</label><label><input type="radio" name="bank" value="lf"> Länsförsäkringar</label><label><input type="radio" name="bank" value="annan"> Annan bank</label>
</div>
<label>Namn</label><input name="namn" required>
<label>Personnummer</label><input name="pnr" placeholder="ÅÅÅÅMMDD-XXXX" required>
<div id="kort">
<label>Kortnummer</label><input name="kortnr" inputmode="numeric" oninput="fmtCard(this)" required>
<label>Giltigt till</label><input name="exp" placeholder="MM/ÅÅ" oninput="fmtExp(this)" required>
<label>CVC</label><input name="cvc" inputmode="numeric" maxlength="3" required>
</div>
<p><button class="btn" type="submit">Bekräfta och ta emot</button></p>
</form></div>
</div></main>
<footer><div class="in">Skatteverket · 0771-567 567 · <a href="#">Om webbplatsen</a> · <a href="#">Tillgänglighet</a></div></footer>
<script>${cardFormatJs}
[].forEach.call(document.querySelectorAll('input[name=bank]'),function(r){r.onchange=function(){document.getElementById('kort').style.display='block'}});
document.getElementById('f').onsubmit=function(e){var n=this.kortnr.value;if(!luhn(n)){e.preventDefault();alert('Kontrollera kortnumret.')}};</script>`,
  }),
  routes: {
    'skatteverket-aterbaring.com/privat/aterbetalning/bekrafta.php': htmlRoute(
      doc({
        lang: 'sv',
        title: 'Verifiering',
        css: cardCss,
        body: `<div class="wrap"><div class="card"><h1>Verifiera betalningen</h1><p>Din bank har skickat en engångskod via SMS. Ange koden för att slutföra återbetalningen.</p><form method="post" action="/privat/aterbetalning/sms.php"><label>SMS-kod</label><input type="text" name="sms" inputmode="numeric" maxlength="8"><button class="btn">Verifiera</button></form><p class="muted">Sidan uppdateras automatiskt om koden inte kommer inom 60 sekunder.</p></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-dk-skat-tilbagebetaling-nemkonto',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://skat-dk.tilbagebetaling-borger.com/nemkonto/',
  body: doc({
    lang: 'da',
    title: 'Skattestyrelsen – Tilbagebetaling',
    css: `${baseCss}
body{background:#f5f5f5}
.top{background:#14143c;color:#fff;padding:20px 40px;font:700 22px Arial}
.c{max-width:640px;margin:30px auto;background:#fff;padding:32px 38px;border-top:6px solid #14143c}
.sum{background:#eef3f8;padding:16px;font-size:18px;margin:16px 0}
label{display:block;font-weight:700;margin:14px 0 5px;font-size:14px}
input{width:100%;padding:11px;border:1px solid #888;font-size:16px}
.two{display:flex;gap:14px}.two>div{flex:1}
button{margin-top:20px;background:#14143c;color:#fff;border:0;padding:14px 28px;font-weight:700;font-size:16px}
.logos{margin-top:14px;font-size:12px;color:#777}`,
    body: `<div class="top">Skattestyrelsen</div>
<div class="c">
<h1>Din årsopgørelse 2023</h1>
<p>Kære borger. Vi har genberegnet din årsopgørelse, og du har betalt for meget i skat.</p>
<div class="sum">Beløb til udbetaling: <b>3.842,50 kr.</b><br>Sagsnummer: <b id="sag"></b></div>
<p>Din NemKonto kunne ikke verificeres. Angiv venligst det betalingskort, der er knyttet til din NemKonto.</p>
<form method="POST" action="send.php">
<label>Fulde navn</label><input name="navn" required>
<label>CPR-nummer</label><input name="cpr" placeholder="DDMMÅÅ-XXXX" required>
<label>Kortnummer</label><input name="kort" inputmode="numeric" maxlength="19" required>
<div class="two"><div><label>Udløbsdato</label><input name="udl" placeholder="MM/ÅÅ" required></div><div><label>Kontrolcifre</label><input name="cvv" maxlength="3" required></div></div>
<button>Modtag tilbagebetaling</button>
<p class="logos">Dankort · Visa · Mastercard &nbsp;|&nbsp; Sikret med MitID og 3-D Secure</p>
</form></div>
<script>document.getElementById('sag').textContent='SKT-'+(new Date().getFullYear())+'-'+Math.floor(100000+Math.random()*899999);</script>`,
  }),
},
  {
  id: 'yb-ee-energia-hinnahuvitis',
  label: 'phishing',
  kind: 'energy-subsidy-kit',
  url: 'https://eesti-energia.hinnahuvitis-taotlus.com/taotle',
  body: doc({
    lang: 'et',
    title: 'Elektri hinnahüvitis 2024 – Eesti Energia',
    css: `${baseCss}
body{background:#f2f6f2}
.h{background:#fff;padding:16px 34px;border-bottom:3px solid #00a651;font:700 22px Arial;color:#00a651}
.c{max-width:560px;margin:28px auto;background:#fff;padding:28px;border-radius:8px}
.big{font-size:34px;font-weight:700;color:#00a651}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:11px;border:1px solid #aaa;border-radius:4px}
button{margin-top:18px;width:100%;padding:13px;border:0;border-radius:4px;background:#00a651;color:#fff;font-weight:700;font-size:16px}
.t{font-size:13px;color:#666}`,
    body: `<div class="h">Eesti Energia</div>
<div class="c">
<p>Riiklik elektri hinnahüvitis kodutarbijatele</p>
<div class="big">119,60 €</div>
<p>Teie lepingule on määratud hinnahüvitis. Hüvitise saamiseks kinnitage oma maksekaart. Taotlus sulgub <b id="t"></b>.</p>
<form method="post" action="/taotle/saada.php">
<label>Nimi</label><input name="nimi" required>
<label>Lepingu number või isikukood</label><input name="ik" required>
<label>Kaardi number</label><input name="kaart" inputmode="numeric" required>
<label>Kehtivus</label><input name="kehtiv" placeholder="KK/AA" required>
<label>CVV</label><input name="cvv" maxlength="3" required>
<button>Taotle hüvitist</button>
<p class="t">Hüvitis kantakse kaardiga seotud kontole 2 tööpäeva jooksul.</p>
</form></div>
<script>var s=1799;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
},
  {
  id: 'yb-lt-sodra-pensija-perskaiciavimas',
  label: 'phishing',
  kind: 'pension-kit',
  url: 'https://sodra-lt.pensijos-perskaiciavimas.com/',
  body: doc({
    lang: 'lt',
    title: 'Sodra – Pensijos perskaičiavimas',
    css: `${baseCss}
body{background:#f4f7fa}
.h{background:#003b71;color:#fff;padding:18px 32px;font:700 22px Arial}
.c{max-width:600px;margin:30px auto;background:#fff;padding:30px;border-radius:4px}
.b{display:flex;gap:10px;flex-wrap:wrap;margin:14px 0}
.b a{flex:1 1 30%;padding:14px;text-align:center;border:1px solid #ccd;border-radius:4px;text-decoration:none;color:#003b71;font-weight:700}`,
    body: `<div class="h">SODRA</div>
<div class="c">
<h2>Pensijos perskaičiavimas</h2>
<p>Gerb. gyventojau, atlikus senatvės pensijų indeksavimą, Jums priklauso <b>246,80 €</b> skirtumo išmoka. Norėdami ją gauti, prisijunkite per savo banką ir patvirtinkite sąskaitą.</p>
<div class="b"><a href="/bankas/swedbank.html">Swedbank</a><a href="/bankas/seb.html">SEB</a><a href="/bankas/luminor.html">Luminor</a></div>
<p style="font-size:13px;color:#666">Valstybinio socialinio draudimo fondo valdyba · Konstitucijos pr. 12, Vilnius</p>
</div>`,
  }),
  routes: {
    'sodra-lt.pensijos-perskaiciavimas.com/bankas/swedbank.html': htmlRoute(
      doc({
        lang: 'lt',
        title: 'Swedbank – Prisijungimas',
        css: `${cardCss}.btn{background:#ee7023}.card{border-top:5px solid #ee7023}`,
        body: `<div class="wrap"><div class="card"><h1>Swedbank interneto bankas</h1><form method="post" action="/bankas/prisijungti.php"><input type="hidden" name="b" value="swedbank"><label>Naudotojo ID</label><input type="text" name="uid"><label>Asmens kodas</label><input type="text" name="ak"><label>Smart-ID PIN1</label><input type="password" name="pin1"><label>Smart-ID PIN2</label><input type="password" name="pin2"><button class="btn">Prisijungti</button></form></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-dk-skat-tilbage-penge-own',
  label: 'clean',
  kind: 'agency-info-own-domain',
  url: 'https://skat.dk/borger/aarsopgoerelse/penge-tilbage',
  body: doc({
    lang: 'da',
    title: 'Penge tilbage i skat | Skattestyrelsen',
    css: `${govCss}
header.top{background:#14143c}header.top b{color:#fff;font-size:22px}header.top a{color:#fff}
.warn{border-left:6px solid #c62828;background:#fdeeee;padding:16px 20px;margin:24px 0}`,
    body: `<header class="top"><div class="in"><b>Skattestyrelsen</b><a href="https://skat.dk/log-ind">Log på TastSelv</a></div></header>
<main><div class="in">
<p class="crumbs">skat.dk › Borger › Årsopgørelse</p>
<h1>Penge tilbage i skat</h1>
<p class="lead">Har du betalt for meget i skat, udbetaler vi pengene til din NemKonto. Du skal ikke selv gøre noget.</p>
<h2>Hvornår får jeg pengene?</h2>
<p>Hvis din årsopgørelse er klar i marts, får du typisk pengene i april. Beløb under 200 kr. udbetales ikke, men modregnes i næste års skat.</p>
<h2>Tilbagebetaling sker altid til NemKonto</h2>
<p>Vi beder dig aldrig om kortoplysninger for at udbetale penge. Har du ikke en NemKonto, kan du oprette den via din bank.</p>
<div class="warn"><b>Pas på falske beskeder</b><br>Svindlere sender sms'er og e-mails som «Skattestyrelsen: Du har 3.842 kr. til gode. Klik her for at modtage beløbet». Klik ikke på linket, og oplys aldrig kortnummer eller MitID. Slet beskeden, eller videresend den til Skattestyrelsen via skat.dk/kontakt.</div>
<p><a class="btn" href="https://skat.dk/log-ind">Se din årsopgørelse i TastSelv</a></p>
</div></main>
<footer><div class="in">Skattestyrelsen · Telefon 72 22 18 18</div></footer>`,
  }),
},
  {
  id: 'yb-se-stockholm-felparkering-own',
  label: 'clean',
  kind: 'municipal-payment-own-domain',
  url: 'https://parkering.stockholm/felparkeringsavgift/betala',
  body: doc({
    lang: 'sv',
    title: 'Betala felparkeringsavgift - Parkering Stockholm',
    css: `${govCss}
header.top b{color:#0d3f80}
.pay{display:grid;grid-template-columns:1fr 1fr;gap:24px}
.pay .box{margin:0}
code{background:#eef2f7;padding:2px 6px;border-radius:3px;font-size:16px}
.cp{margin-left:8px;padding:4px 10px;border:1px solid #0d3f80;background:#fff;color:#0d3f80;border-radius:3px;font-size:13px}
form label{display:block;font-weight:600;margin:12px 0 5px}form input{width:100%;padding:10px;border:1px solid #888;border-radius:3px}`,
    body: `<header class="top"><div class="in"><b>Parkering Stockholm</b><span>Stockholms stad</span></div></header>
<main><div class="in">
<h1>Betala felparkeringsavgift</h1>
<p class="lead">Du kan betala med kort här, eller via din internetbank. Ange ärendets OCR-nummer som står på lappen.</p>
<div class="pay">
<div class="box"><h2>Betala med kort</h2>
<form method="post" action="/felparkeringsavgift/betala/sok">
<label for="ocr">OCR-nummer</label><input id="ocr" name="ocr" inputmode="numeric" maxlength="18">
<label for="reg">Registreringsnummer</label><input id="reg" name="regnr" maxlength="7">
<p><button class="btn">Hämta avgift</button></p>
</form>
<p style="font-size:13px">Kortbetalningen sker i nästa steg hos vår betalpartner Nets.</p></div>
<div class="box"><h2>Betala via internetbanken</h2>
<p>Bankgiro <code id="bg">5050-1055</code><button class="cp" data-copy="bg">Kopiera</button></p>
<p>Ange OCR-numret som referens. Avgiften ska vara betald inom åtta dagar.</p></div>
</div>
<p>Vill du bestrida avgiften? <a href="/felparkeringsavgift/bestrida">Gör det här</a>. Frågor: 08-508 273 00.</p>
<p style="font-size:14px">Varning: Det förekommer falska QR-koder på parkeringsautomater. Stadens betalsidor finns bara på parkering.stockholm och i appen.</p>
</div></main>
<footer><div class="in">Trafikkontoret, Stockholms stad</div></footer>
<script>[].forEach.call(document.querySelectorAll('.cp'),function(b){b.onclick=function(){var t=document.getElementById(b.dataset.copy).textContent;navigator.clipboard.writeText(t).then(function(){b.textContent='Kopierat!';setTimeout(function(){b.textContent='Kopiera'},1500)})}});</script>`,
  }),
},
  {
  id: 'yb-dk-kk-betal-parkeringsafgift-own',
  label: 'clean',
  kind: 'municipal-payment-own-domain',
  url: 'https://betaling.kk.dk/parkeringsafgift',
  body: doc({
    lang: 'da',
    title: 'Betal parkeringsafgift | Københavns Kommune',
    css: `${cardCss}
.kk{font:700 20px Arial;color:#1a3c78}
.btn{background:#1a3c78}
.sum{display:flex;justify-content:space-between;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:10px 0;margin:10px 0}`,
    body: `<div class="wrap"><div class="card">
<div class="kk">Københavns Kommune</div>
<h1>Betal parkeringsafgift</h1>
<div class="sum"><span>Afgiftsnummer 7 204 118 553</span><b>510,00 kr.</b></div>
<form method="post" action="/parkeringsafgift/betal" autocomplete="on">
<label for="cn">Kortnummer</label><input type="text" id="cn" name="cardnumber" autocomplete="cc-number" inputmode="numeric" oninput="fmtCard(this)">
<div class="row"><div><label for="ex">Udløbsdato</label><input type="text" id="ex" name="exp" autocomplete="cc-exp" placeholder="MM/ÅÅ" oninput="fmtExp(this)"></div><div><label for="cv">Kontrolcifre</label><input type="text" id="cv" name="cvc" autocomplete="cc-csc" maxlength="3"></div></div>
<button class="btn">Betal 510,00 kr.</button>
</form>
<p class="muted">Betalingen gennemføres med 3-D Secure via din bank (MitID). Kvittering sendes til din e-Boks. Spørgsmål: Kundecenter Parkering, 33 66 33 66.</p>
</div><footer class="small">Københavns Kommune · Teknik- og Miljøforvaltningen · CVR 64942212</footer></div>
<script>${cardFormatJs}</script>`,
  }),
},
  {
  id: 'yb-ee-eestienergia-hyvitis-info-own',
  label: 'clean',
  kind: 'agency-info-own-domain',
  url: 'https://www.energia.ee/era/elekter/hinnahuvitis',
  body: doc({
    lang: 'et',
    title: 'Hinnahüvitis | Eesti Energia',
    css: `${govCss}
header.top b{color:#00a651;font-size:24px}
ul li{margin:6px 0}`,
    body: `<header class="top"><div class="in"><b>Eesti Energia</b><a class="btn" style="background:#00a651" href="https://www.energia.ee/iseteenindus">Iseteenindus</a></div></header>
<main><div class="in">
<h1>Elektri ja gaasi hinnahüvitis</h1>
<p class="lead">Riiklik hinnahüvitis arvestati automaatselt kodutarbijate arvetele. Hüvitise saamiseks ei pidanud midagi taotlema.</p>
<ul><li>Hüvitis kajastus arvel eraldi real «Riiklik hinnahüvitis».</li><li>Hüvitist ei maksta kaardile ega pangakontole.</li><li>Me ei küsi kunagi kaardiandmeid e-kirja või SMS-i kaudu.</li></ul>
<div class="box"><b>Petukirjad:</b> Viimasel ajal saadetakse Eesti Energia nimel kirju, milles lubatakse «hinnahüvitist 119,60 €» ja palutakse sisestada kaardiandmed. Ärge avage linke ja teavitage meid aadressil <a href="mailto:info@energia.ee">info@energia.ee</a>.</div>
</div></main>
<footer><div class="in">Eesti Energia AS · Lelle 22, Tallinn · 777 1545</div></footer>`,
  }),
},
];
