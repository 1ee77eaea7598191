import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, imgRoute, js, json } from '../parts/x-kit.js';

// Bank and building-society kits reported by customers in the UK, Ireland, Australia, New Zealand and Canada.

const done = (to: string, msg = 'Thank you. Your details have been verified.') =>
  htmlRoute(`<!doctype html><html><head><meta http-equiv="refresh" content="3;url=${to}"><title>Please wait</title></head><body style="font-family:Arial;text-align:center;padding-top:80px"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""><p>${msg}</p><p>You will now be redirected...</p></body></html>`);

export const entries: Entry[] = [
  {
  id: 'x-phish-nationwide-bs-member-verify',
  label: 'phishing',
  kind: 'building-society-kit',
  url: 'https://nbs-memberverify.co.uk/secure/online-banking/index.html',
  body: doc({
    title: 'Nationwide Internet Bank | Log in',
    css: `.top{background:#0c2074;color:#fff;padding:18px 30px;font-size:22px;font-weight:700}.top span{color:#e4002b}
main{max-width:520px;margin:34px auto;background:#fff;padding:28px;border:1px solid #d6d6e0;border-radius:6px}body{background:#eef0f6}
label{display:block;margin:16px 0 6px;font-weight:600}input{width:100%;padding:12px;border:1px solid #6b6f80;border-radius:4px;font-size:16px}
.btn{background:#0c2074;color:#fff;border:0;border-radius:22px;padding:12px 34px;font-size:16px;margin-top:22px}.note{font-size:13px;color:#4b4f60}`,
    body: `<div class="top">Nationwide <span>&#9632;</span> <small style="font-weight:400;font-size:14px">Building Society</small></div>
<main>
<h1 style="font-size:24px;margin-top:0">Log in to Internet Bank</h1>
<p class="note">As a member-owned building society we are required to reconfirm member details once a year under the Money Laundering Regulations 2017. Please complete your annual verification to keep access to your FlexAccount.</p>
<form action="/secure/online-banking/auth.php" method="post" id="f">
<label>Customer number</label><input name="custno" maxlength="10" required placeholder="10 digit customer number">
<label>Passnumber (full)</label><input name="passnumber" type="password" maxlength="6" required>
<label>Memorable data</label><input name="memorable" type="password">
<label>Last 4 digits of your Nationwide debit card</label><input name="card4" maxlength="4" inputmode="numeric">
<button class="btn">Log in</button>
</form>
<p class="note">Never share your card reader codes with anyone. Nationwide will never ask you to move money to a safe account.</p>
</main>
<p class="note" style="text-align:center">Nationwide Building Society is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA under registration number 106078. Nationwide House, Pipers Way, Swindon SN38 1NW.</p>`,
  }),
  routes: { 'nbs-memberverify.co.uk/secure/online-banking/auth.php': done('https://www.nationwide.co.uk/', 'Verification complete. Thank you for being a member.') },
},
  {
  id: 'x-phish-monzo-email-pin-challenger',
  label: 'phishing',
  kind: 'challenger-bank-kit',
  url: 'https://monzo-secure-verify.com/login?e=1',
  body: doc({
    title: 'Monzo',
    css: `body{background:#14233c;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
.card{background:#fff;color:#14233c;border-radius:14px;padding:34px 30px;width:380px;text-align:center}h1{font-size:22px}
input{width:100%;padding:14px;border:2px solid #e3e7ee;border-radius:8px;font-size:17px;text-align:center;margin:8px 0}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#ff4f40;color:#fff;font-size:16px;font-weight:700}.pin{display:flex;gap:10px;justify-content:center}.pin input{width:54px;font-size:24px}.muted{color:#6b778c;font-size:13px}`,
    body: `<div class="card">
<svg width="54" height="44" viewBox="0 0 54 44"><path d="M2 40 L10 4 L20 18 Z" fill="#ff4f40"/><path d="M52 40 L44 4 L34 18 Z" fill="#2ab4e5"/><path d="M14 40 L22 10 L27 20 L32 10 L40 40Z" fill="#14233c"/></svg>
<div id="a"><h1>Log in to Monzo</h1><p class="muted">We've paused card payments while we check some recent activity. Confirm it's you to unfreeze your card.</p>
<input id="em" type="email" placeholder="Email address"><input id="ph" type="tel" placeholder="Phone number"><button id="go">Continue</button></div>
<div id="b" style="display:none"><h1>Enter your PIN</h1><p class="muted">The 4-digit PIN you use for your Monzo card.</p>
<div class="pin"><input maxlength="1" inputmode="numeric"><input maxlength="1" inputmode="numeric"><input maxlength="1" inputmode="numeric"><input maxlength="1" inputmode="numeric"></div><button id="go2">Confirm</button></div>
<div id="c" style="display:none"><h1>Check your phone</h1><p class="muted">We've sent a 6 digit code by SMS. Enter it below to approve this device.</p><input id="otp" maxlength="6" inputmode="numeric"><button id="go3">Verify</button></div>
<p class="muted" style="margin-top:22px">Monzo Bank Limited, Broadwalk House, 5 Appold St, London EC2A 2AG.</p></div>
<script>
function show(x){['a','b','c'].forEach(function(i){document.getElementById(i).style.display=i===x?'block':'none'})}
function send(d){return fetch('/api/v2/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)})}
document.getElementById('go').onclick=function(){send({email:em.value,phone:ph.value}).then(function(){show('b')})};
document.getElementById('go2').onclick=function(){var p=[].map.call(document.querySelectorAll('.pin input'),function(i){return i.value}).join('');send({pin:p}).then(function(){show('c')})};
document.getElementById('go3').onclick=function(){send({otp:otp.value}).then(function(){location.href='https://monzo.com/'})};
</script>`,
  }),
  routes: { 'monzo-secure-verify.com/api/v2/session': json({ ok: true }) },
},
  {
  id: 'x-phish-aib-ie-registration-pac',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://aib-ie-secure.com/inc/login/',
  body: doc({
    title: 'AIB Internet Banking',
    css: `body{background:#f2f0f5}.hd{background:#7f2b7b;padding:16px 24px;color:#fff;font-weight:700;font-size:22px}.box{max-width:480px;margin:28px auto;background:#fff;padding:26px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
label{display:block;margin-top:14px;font-weight:600}input{padding:10px;border:1px solid #999;width:100%;margin-top:5px}.pac{display:flex;gap:10px}.pac div{flex:1}.pac input{text-align:center}
button{margin-top:20px;background:#7f2b7b;color:#fff;border:0;padding:12px 26px;font-size:16px;border-radius:3px}`,
    body: `<div class="hd">AIB <span style="font-weight:400;font-size:15px">Internet Banking</span></div>
<div class="box"><h2 style="margin-top:0">Log in</h2>
<p style="font-size:14px">Due to a recent update to our security systems your account has been temporarily restricted. Please log in to restore full access.</p>
<form method="post" action="/inc/login/pac.php">
<label>Registration Number</label><input name="regno" maxlength="8" required>
<label>Personal Access Code (PAC)</label>
<div class="pac" id="pac"></div>
<label>Mobile number</label><input name="mob" placeholder="08X XXX XXXX">
<button>Next</button></form>
<p style="font-size:12px;color:#666;margin-top:22px">Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland. Registered Office: 10 Molesworth Street, Dublin 2.</p></div>
<script>
var pos=[];while(pos.length<3){var n=1+Math.floor(Math.random()*5);if(pos.indexOf(n)<0)pos.push(n)}pos.sort();
pos.forEach(function(n){var d=document.createElement('div');d.innerHTML='<small>Digit '+n+'</small><input type="password" maxlength="1" name="pac'+n+'">';document.getElementById('pac').appendChild(d)});
</script>`,
  }),
  routes: { 'aib-ie-secure.com/inc/login/pac.php': done('https://aib.ie/') },
},
  {
  id: 'x-phish-bendigo-subdomain-token',
  label: 'phishing',
  kind: 'regional-bank-kit',
  url: 'https://bendigobank.com.au.secure-ebank-portal.site/ebanking/',
  body: doc({
    title: 'Bendigo Bank e-banking',
    css: `body{background:#fff}.h{background:#8b0d35;color:#fff;padding:16px 26px;font-size:20px}.x{max-width:460px;margin:34px auto;padding:0 18px}input{width:100%;padding:11px;margin:5px 0 14px;border:1px solid #b6b6b6}button{background:#8b0d35;color:#fff;border:0;padding:12px 26px;border-radius:3px}`,
    body: `<div class="h">Bendigo Bank <small style="opacity:.8">e-banking</small></div>
<div class="x"><h2>Login</h2><p>Your security token must be resynchronised following our system upgrade. Please log in and enter the current token code.</p>
<form method="post" action="/ebanking/logon.php"><label>Access ID</label><input name="accessid"><label>Password</label><input type="password" name="pwd"><label>Security token code</label><input name="token" maxlength="6"><label>Mobile</label><input name="mobile" placeholder="04xx xxx xxx"><button>Login</button></form>
<p style="font-size:12px;color:#777">Bendigo and Adelaide Bank Limited ABN 11 068 049 178 AFSL/Australian Credit Licence 237879.</p></div>`,
  }),
  routes: { 'bendigobank.com.au.secure-ebank-portal.site/ebanking/logon.php': done('https://www.bendigobank.com.au/') },
},
  {
  id: 'x-phish-desjardins-accesd-fr',
  label: 'phishing',
  kind: 'credit-union-kit',
  url: 'https://desjardins-accesd-securite.com/identifiantunique/',
  body: doc({
    lang: 'fr-CA',
    title: 'AccèsD - Desjardins',
    css: `body{background:#f4f6f5}.h{background:#00874e;color:#fff;padding:16px 26px;font-size:21px;font-weight:700}.b{max-width:460px;margin:30px auto;background:#fff;padding:26px}input{width:100%;padding:11px;border:1px solid #888;margin:5px 0 14px}button{background:#00874e;color:#fff;border:0;padding:12px 28px}`,
    body: `<div class="h">Desjardins <span style="font-weight:400">AccèsD</span></div>
<div class="b"><h2>Se connecter</h2><p>Pour des raisons de sécurité, votre accès AccèsD a été suspendu. Veuillez confirmer votre identité afin de le réactiver.</p>
<form action="/identifiantunique/valider.php" method="post">
<label>Identifiant (numéro de carte Accès D)</label><input name="carte" placeholder="4540 XX">
<label>Mot de passe</label><input type="password" name="mdp">
<label>Réponse à la question de sécurité</label><input name="rep">
<label>Numéro d'assurance sociale (NAS)</label><input name="nas" maxlength="11">
<button>Valider</button></form>
<p style="font-size:12px;color:#666">© 2025 Mouvement des caisses Desjardins. Tous droits réservés.</p></div>`,
  }),
  routes: { 'desjardins-accesd-securite.com/identifiantunique/valider.php': done('https://www.desjardins.com/', 'Merci. Votre accès est réactivé.') },
},
  {
  id: 'x-phish-evri-redelivery-card-only',
  label: 'phishing',
  kind: 'card-only',
  url: 'https://evri-redelivery-uk.com/parcel/?track=H01ZLA0049827331',
  body: doc({
    title: 'Evri | Reschedule your delivery',
    css: `body{background:#f3f5fb}.h{background:#007bc4;color:#fff;padding:14px 22px;font-weight:800;font-size:24px}.w{max-width:480px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}input{width:100%;padding:11px;border:1px solid #aab;border-radius:5px;margin:5px 0 12px}.row{display:flex;gap:10px}button{width:100%;background:#53c3c4;border:0;padding:13px;font-weight:700;border-radius:5px;color:#003}`,
    body: `<div class="h">evri</div><div class="w">
<p><b>Parcel H01ZLA0049827331</b><br>We were unable to deliver your parcel due to an incomplete address. A redelivery fee of <b>£1.45</b> is required.</p>
<form action="/parcel/pay.php" method="post">
<label>Full name</label><input name="n"><label>Address line 1</label><input name="a1"><label>Postcode</label><input name="pc">
<label>Card number</label><input name="cc" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000">
<div class="row"><div><label>Expiry</label><input name="exp" placeholder="MM/YY"></div><div><label>Security code</label><input name="cvv" maxlength="4"></div></div>
<button>Pay £1.45</button></form>
<p style="font-size:11px;color:#888">© Evri 2025. Evri is a trading name of Hermes Parcelnet Limited.</p></div>`,
  }),
  routes: { 'evri-redelivery-uk.com/parcel/pay.php': done('https://www.evri.com/', 'Payment received. Your redelivery has been booked.') },
},
  {
  id: 'x-phish-santander-uk-cancel-payee-otp',
  label: 'phishing',
  kind: 'otp-only',
  url: 'https://santander-cancel-payee.uk/otp.html',
  body: doc({
    title: 'Santander - One Time Passcode',
    css: `.h{background:#ec0000;color:#fff;padding:16px 22px;font-size:22px;font-weight:700}.w{max-width:420px;margin:30px auto;text-align:center}input{font-size:22px;padding:10px;width:220px;text-align:center;letter-spacing:6px}button{display:block;margin:18px auto;background:#ec0000;color:#fff;border:0;padding:12px 36px;border-radius:22px}`,
    body: `<div class="h">Santander</div><div class="w">
<h2>Enter your One Time Passcode (OTP)</h2>
<p>We have sent a one time passcode to your mobile number ending ****<span id="tl">--</span>.</p>
<p style="font-size:14px;background:#fdf0f0;padding:10px">Request: <b>Cancel new payee "M A KHAN"</b></p>
<form method="post" action="/otp-submit.php"><input name="otp" maxlength="8" inputmode="numeric"><button>Confirm</button></form>
<p style="font-size:12px;color:#666">Santander UK plc. Registered office: 2 Triton Square, Regent's Place, London NW1 3AN.</p></div>
<script>document.getElementById('tl').textContent=String(Math.floor(Math.random()*90+10));</script>`,
  }),
  routes: { 'santander-cancel-payee.uk/otp-submit.php': done('https://www.santander.co.uk/', 'The payee has been cancelled.') },
},
];
