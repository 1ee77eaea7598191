import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { cookieBar, doc, footer, formCss, gtag, mark } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-clean-chase-secure-logon',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://secure.chase.com/web/auth/?fromOrigin=https://secure.chase.com',
  body: doc({
    title: 'Sign in - chase.com',
    head: `<link rel="preconnect" href="https://static.chasecdn.com"><script src="https://static.chasecdn.com/web/library/blue-boot/dist/blue-boot/2.31.1/blue-boot.js"></script>${gtag('G-JPMC0001')}`,
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#0d2e5c url(https://static.chasecdn.com/content/dam/cpo-static/images/background/bg-logon-2025.jpg) center/cover;min-height:100vh}.logo{text-align:center;padding:34px 0 14px;color:#fff;font-size:28px;letter-spacing:5px;font-weight:700}.panel{max-width:400px;margin:0 auto;background:#fff;border-radius:4px;padding:32px}label{display:block;color:#414042;font-size:14px;margin-top:14px}input[type=text],input[type=password]{width:100%;border:0;border-bottom:1px solid #717171;padding:8px 0;font-size:16px}.opts{display:flex;justify-content:space-between;font-size:14px;margin:16px 0}button{width:100%;background:#0060f0;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px}.links a{display:block;color:#0060f0;margin-top:12px;font-size:14px}.foot{color:#d6e2f3;text-align:center;font-size:12px;padding:30px}`,
    body: `<div class="logo">CHASE &#9711;</div>
<main class="panel" id="logonbox">
<form id="login" method="post" action="/web/auth/logon" novalidate>
<label for="userId-text-input-field">Username</label><input type="text" id="userId-text-input-field" name="userId" autocomplete="username" maxlength="32" required>
<label for="password-text-input-field">Password</label><input type="password" id="password-text-input-field" name="password" autocomplete="current-password" maxlength="32" required>
<div class="opts"><label style="margin:0"><input type="checkbox" name="rememberMe"> Remember me</label><span>Use token</span></div>
<button type="submit" id="signin-button">Sign in</button>
<div class="links"><a href="/web/auth/#/logon/recovery/identify">Forgot username/password?</a><a href="/web/auth/enrollment">Not enrolled? Sign up now.</a></div>
</form></main>
<div class="foot">Chase will never text, call or email you asking for your password or one-time code. <a href="https://www.chase.com/digital/resources/privacy-security/security/report-fraud" style="color:#fff">Report fraud</a><br>Equal Housing Opportunity &middot; &copy; 2025 JPMorgan Chase &amp; Co.</div>
<script>window.BLUE_BOOT={env:'prod',channel:'COLLEGE',locale:'en-us',logonUrl:'/web/auth/logon',deviceSignature:true};</script>`,
  }),
},

{
  id: 'ye-clean-wellsfargo-connect-signon',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://connect.secure.wellsfargo.com/auth/login/present?origin=cob&langPref=en&LOB=CONS',
  body: doc({
    title: 'Wells Fargo Sign On to View Your Accounts',
    head: `<link rel="stylesheet" href="https://static.wellsfargo.com/auth/login/static/css/main.7d2e1c.css"><script src="https://static.wellsfargo.com/auth/login/static/js/main.19ab3f.js" defer></script>`,
    css: `body{margin:0;font-family:Wells Fargo Sans,Verdana,sans-serif;background:#f4f0ed}.masthead{background:#d71e28;border-bottom:4px solid #ffcd41;padding:16px 30px;color:#fff;font-weight:700;letter-spacing:1px}.card{max-width:420px;margin:46px auto;background:#fff;padding:34px;border-radius:3px}h1{font-weight:400;font-size:24px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #767676;border-radius:3px;margin-bottom:16px;font-size:16px}button{width:100%;background:#d71e28;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px}.fine{font-size:12px;color:#595959;text-align:center;margin-top:30px}`,
    body: `<header class="masthead">WELLS FARGO</header>
<div class="card"><h1>Good evening</h1><p>Sign on to manage your accounts.</p>
<form id="loginForm" method="post" action="/auth/login/do" autocomplete="on">
<label for="j_username" class="sr">Username</label><input id="j_username" name="j_username" placeholder="Username" autocomplete="username" required>
<label for="j_password" class="sr">Password</label><input id="j_password" name="j_password" type="password" placeholder="Password" autocomplete="current-password" required>
<input type="hidden" name="origination" value="Wib"><input type="hidden" name="LOB" value="CONS">
<label><input type="checkbox" name="saveusername" style="width:auto"> Save username</label><br><br>
<button type="submit">Sign on</button></form>
<p><a href="https://www.wellsfargo.com/help/secure-banking/">Forgot username or password?</a></p><p><a href="https://oam.wellsfargo.com/oamo/identity/enrollment">Enroll now</a></p></div>
<p class="fine">Wells Fargo will never ask you to send money to yourself through Zelle&reg;. &copy; 1999 &ndash; 2025 Wells Fargo. NMLSR ID 399801</p>`,
  }),
},

{
  id: 'ye-clean-bofa-secure-signon',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://secure.bankofamerica.com/login/sign-in/signOnV2Screen.go?request_locale=en-us',
  body: doc({
    title: 'Bank of America | Online Banking | Sign In | Online ID',
    css: `body{margin:0;font-family:Connections,Arial,sans-serif;color:#333}.hd{padding:14px 30px;border-bottom:1px solid #ccc;display:flex;justify-content:space-between;align-items:center}.hd b{color:#012169;font-size:20px}.sec{color:#5e5e5e;font-size:13px}.w{max-width:980px;margin:26px auto;display:flex;gap:40px;padding:0 16px}.f{flex:0 0 340px}.f label{display:block;font-size:14px;margin:12px 0 4px}.f input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #999}.f button{margin-top:16px;background:#0052c2;color:#fff;border:0;padding:11px 34px;border-radius:3px}.side{flex:1;font-size:14px;background:#f9f7f4;padding:20px}`,
    body: `<div class="hd"><b>BANK OF AMERICA</b><span class="sec">&#128274; Secure Area &middot; En espa&ntilde;ol</span></div>
<div class="w"><div class="f"><h1 style="font-size:22px;color:#012169">Log In to Online Banking</h1>
<form name="enter-online-id-form" method="post" action="/login/sign-in/internal/entry/signOnV2.go"><input type="hidden" name="csrfTokenHidden" value="6b1f9e0a2d7c4c5b8e31"><label for="enterID-input">Online ID</label><input id="enterID-input" name="onlineId" autocomplete="username" maxlength="32"><label><input type="checkbox" name="saveOnlineId" style="width:auto"> Save this Online ID</label><label for="tlpvt-passcode-input">Passcode</label><input id="tlpvt-passcode-input" name="passcode" type="password" maxlength="20"><button type="submit">Log In</button></form>
<p style="font-size:13px"><a href="/login/reset/entry/forgotIdPasscode.go">Forgot your Online ID or Passcode?</a> &middot; <a href="/login/enroll/entry/olbEnroll.go">Enroll</a></p></div>
<div class="side"><h3>Stay alert to impostor scams</h3><p>We will never call, text or email asking you to share a one-time code, your Online ID or passcode, or to move money to "protect" it. If you receive a message like <em>"BofA Alert: unusual sign-in detected, reply YES to confirm"</em> with a link, don't click it &mdash; call the number on the back of your card.</p><p><a href="https://www.bankofamerica.com/security-center/report-suspicious-communications/">Report suspicious communications</a></p></div></div>`,
  }),
},

{
  id: 'ye-clean-heartland-valley-fcu-home',
  label: 'clean',
  kind: 'credit-union-login-own-domain',
  url: 'https://www.heartlandvalleyfcu.org/',
  body: doc({
    title: 'Heartland Valley Federal Credit Union | Banking for Cedar Rapids & Linn County',
    head: gtag('G-HVFCU2025'),
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#2b2b2b}.util{background:#2f5d3a;color:#dfe9e1;font-size:13px;padding:6px 26px;text-align:right}.nav{display:flex;align-items:center;justify-content:space-between;padding:14px 26px;border-bottom:1px solid #e5e5e5}.nav b{color:#2f5d3a;font-size:20px}.hero{display:flex;gap:30px;background:#eef2ee;padding:34px 26px}.hero h1{font-size:34px;color:#2f5d3a;margin:0 0 12px}.login{background:#fff;border-top:5px solid #d9a400;padding:20px;width:290px}.login input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px;border:1px solid #aaa}.login button{width:100%;background:#2f5d3a;color:#fff;border:0;padding:10px}.alert{background:#fff8e1;border-left:5px solid #d9a400;padding:12px 26px;font-size:14px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:26px}.site-footer{background:#23462c;color:#cdd9cf;font-size:13px;padding:20px 26px}.site-footer a{color:#fff}`,
    body: `<div class="util">Routing # 273075814 &middot; Locations &amp; ATMs &middot; (319) 555-0100</div>
<div class="nav">${mark('', '#d9a400', 'H', '#2f5d3a')}<b>Heartland Valley Federal Credit Union</b><span>Checking &middot; Loans &middot; Mortgages &middot; Business &middot; About</span></div>
<div class="alert"><b>Fraud alert:</b> Members are receiving texts that say "HVFCU: your debit card is locked, validate at hvfcu-online.com". That site is not ours. We will never text a link asking for your PIN or password. If you entered information, call us right away.</div>
<div class="hero"><div><h1>Auto loans from 5.49% APR*</h1><p>Local decisions in minutes. Refinance from another lender and get $150.</p><a href="/loans/auto">See rates</a></div>
<form class="login" method="post" action="https://online.heartlandvalleyfcu.org/auth/login"><h3 style="margin-top:0">Online Banking</h3><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Log In</button><p style="font-size:12px"><a href="https://online.heartlandvalleyfcu.org/enroll">Enroll</a> &middot; <a href="https://online.heartlandvalleyfcu.org/forgot">Forgot password</a></p></form></div>
<div class="g"><div><h3>Free Checking</h3><p>No minimum balance, early direct deposit and 30,000 surcharge-free ATMs.</p></div><div><h3>Share Certificates</h3><p>12-month certificate at 4.15% APY*.</p></div><div><h3>Financial Counseling</h3><p>Free budgeting sessions with our certified counselors.</p></div></div>
${footer('Heartland Valley Federal Credit Union', ['Privacy', 'Accessibility', 'Rates', 'Careers'], '<p>*APR = Annual Percentage Rate. APY = Annual Percentage Yield. Federally insured by NCUA. Equal Housing Opportunity.</p>')}`,
  }),
},

{
  id: 'ye-clean-cashapp-settlement-administrator',
  label: 'clean',
  kind: 'class-action-claims-site',
  url: 'https://www.cashappsettlement.com/submit-claim',
  body: doc({
    title: 'Submit a Claim | Cash App Data Breach Settlement',
    css: `body{margin:0;font-family:Georgia,serif;color:#222;background:#fff}.h{background:#1b2f45;color:#fff;padding:18px 30px}.h small{display:block;font-family:Arial;font-size:13px;opacity:.8}.nav{background:#e8edf2;padding:8px 30px;font-family:Arial;font-size:14px}.c{max-width:760px;margin:26px auto;padding:0 18px;font-family:Arial,sans-serif;line-height:1.6}.note{background:#fff8e1;border:1px solid #f0d77a;padding:12px}button{background:#1b2f45;color:#fff;border:0;padding:12px 26px}${formCss}`,
    body: `<div class="h">In re: Block, Inc. Cash App Data Breach Litigation<small>Case No. 1:22-cv-07890 (N.D. Ill.) &middot; Settlement Administrator website</small></div>
<div class="nav">Home &middot; Important Dates &middot; Frequently Asked Questions &middot; Court Documents &middot; Submit a Claim &middot; Contact Us</div>
<div class="c"><h1>Submit a Claim</h1>
<p>If you received a Notice by email or text, enter the Claim ID and PIN from your Notice. Claims must be submitted or postmarked by <b>January 16, 2025</b>.</p>
<p class="note">The Settlement Administrator will <b>never</b> ask for your Cash App sign-in code, PIN, full Social Security number, or card number. Payments are made by the method you select below.</p>
<form method="post" action="/submit-claim/step-2">
<div class="fld"><label>Claim ID (from your Notice)</label><input name="claimId"></div>
<div class="fld"><label>PIN (from your Notice)</label><input name="pin" maxlength="6"></div>
<div class="fld"><label>First name</label><input name="first"></div><div class="fld"><label>Last name</label><input name="last"></div>
<div class="fld"><label>Email address or phone number associated with your Cash App account</label><input name="contact"></div>
<div class="fld"><label>Preferred payment method</label><select name="pay"><option>Cash App</option><option>Virtual prepaid card</option><option>Paper check</option></select></div>
<button type="submit">Continue</button></form>
<p>Questions? Call the Settlement Administrator toll-free at 1-833-535-2029 or write to Cash App Settlement, c/o Settlement Administrator, P.O. Box 4970, Portland, OR 97208.</p></div>`,
  }),
},

{
  id: 'ye-clean-coinbase-login-own',
  label: 'clean',
  kind: 'crypto-exchange-login-own-domain',
  url: 'https://login.coinbase.com/signin?client_id=258660e1-9cfe-4202-9eda-d3beedb3e118&redirect_uri=https%3A%2F%2Fwww.coinbase.com%2Foauth',
  body: doc({
    title: 'Coinbase - Sign in',
    css: `body{margin:0;font-family:CoinbaseSans,-apple-system,Arial,sans-serif;background:#fff}.top{padding:20px 30px}.top b{color:#0052ff;font-size:26px}.c{max-width:420px;margin:40px auto;border:1px solid #e3e5e8;border-radius:16px;padding:32px}h1{font-size:28px;margin:0 0 20px}input{width:100%;box-sizing:border-box;border:1px solid #ccd0d5;border-radius:8px;padding:14px;font-size:16px}button{width:100%;background:#0052ff;color:#fff;border:0;border-radius:30px;padding:14px;font-size:16px;margin-top:16px}.alt{background:#eef0f3;color:#0a0b0d}.fine{font-size:12px;color:#5b616e;margin-top:18px}`,
    body: `<div class="top"><b>coinbase</b></div>
<div class="c"><h1>Sign in to Coinbase</h1><form method="post" action="/signin/identify"><label>Email</label><input type="email" name="email" autocomplete="username" placeholder="Your email address"><button type="submit">Continue</button></form>
<div style="text-align:center;margin:16px;color:#5b616e">OR</div><button class="alt">Sign in with Passkey</button><button class="alt">Sign in with Google</button><button class="alt">Sign in with Apple</button>
<p class="fine">Coinbase will never ask for your recovery phrase, and Coinbase support will never ask you to move funds to a "safe" wallet. Not your account? <a href="/signup">Create an account</a></p></div>`,
  }),
},

{
  id: 'ye-clean-ledger-recovery-phrase-never-share',
  label: 'clean',
  kind: 'wallet-support-article',
  url: 'https://support.ledger.com/article/360005885733-zd',
  body: doc({
    title: 'Never share your 24-word Secret Recovery Phrase | Ledger Support',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#141414}.h{background:#000;color:#fff;padding:16px 30px;font-weight:700;letter-spacing:2px}.c{max-width:760px;margin:30px auto;padding:0 18px;line-height:1.65}.warn{background:#fff3f0;border-left:4px solid #ea2e49;padding:12px 16px}blockquote{background:#f5f5f5;border-left:4px solid #999;margin:12px 0;padding:10px 16px;font-style:italic}`,
    body: `<div class="h">LEDGER &nbsp; Support</div>
<div class="c"><h1>Never share your 24-word Secret Recovery Phrase</h1>
<p class="warn">Ledger will never ask for your 24 words. Never enter them on a website, in an app, in a form, or share them with anyone claiming to be from Ledger, a "wallet sync" service or a "recovery" firm.</p>
<p>Your Secret Recovery Phrase is the master key to all the crypto in your accounts. Anyone who knows it can take your assets. Scammers use many stories to get it:</p>
<blockquote>"Your wallet needs to be synchronized with the new blockchain node. Import your 24-word phrase at dapps-rectify to fix missing balances."</blockquote>
<blockquote>"We are the Crypto Fraud Recovery Unit. Connect your wallet so we can revoke the scammer's approvals and trace your funds."</blockquote>
<p>Ledger devices only ask you to enter your recovery phrase on the device itself, when you are restoring it. Ledger Live will never ask you to type it on your computer or phone.</p>
<h2>What to do if you shared your phrase</h2><ol><li>Set up a new Ledger device with a brand-new recovery phrase.</li><li>Transfer any remaining funds to the new accounts immediately.</li><li>Report the scam to the FBI at ic3.gov and to your state attorney general.</li></ol></div>`,
  }),
},

{
  id: 'ye-clean-bitcoin-atm-operator-locator-warning',
  label: 'clean',
  kind: 'crypto-atm-operator',
  url: 'https://www.satoshicornerbtm.com/locations/?zip=85004',
  body: doc({
    title: 'Bitcoin ATM Locations near Phoenix, AZ | Satoshi Corner',
    css: `body{margin:0;font-family:Poppins,Arial,sans-serif;color:#222}.h{display:flex;justify-content:space-between;padding:16px 30px;background:#111;color:#fff}.h b{color:#f7931a}.scam{background:#c62828;color:#fff;padding:16px 30px}.scam b{font-size:18px}.c{max-width:900px;margin:24px auto;padding:0 18px}.loc{border:1px solid #ddd;border-radius:8px;padding:12px;margin:10px 0}`,
    body: `<div class="h"><b>&#8383; Satoshi Corner</b><span>Locations &middot; How it works &middot; Fees &middot; Support</span></div>
<div class="scam"><b>STOP. Is someone telling you to use this machine?</b><br>Government agencies, police, courts, utilities, banks and tech support will NEVER ask you to pay with Bitcoin. If someone is on the phone with you right now telling you to deposit cash here, it is a scam. Hang up and call our fraud line at 1-888-555-0117 or the police.</div>
<div class="c"><h1>Bitcoin ATMs near 85004</h1>
<div class="loc"><b>Circle K &mdash; 1101 N 7th St, Phoenix</b><br>Open 24 hours &middot; Buy only &middot; Daily limit $2,000</div>
<div class="loc"><b>Fry's Food Store &mdash; 2626 W Thomas Rd, Phoenix</b><br>6 AM&ndash;11 PM &middot; Buy &amp; sell &middot; ID required over $900</div>
<div class="loc"><b>Mobil Mart &mdash; 4405 N 16th St, Phoenix</b><br>Open 24 hours &middot; Buy only</div>
<p style="font-size:13px">All transactions require phone verification. First-time customers over 60 receive a call from our compliance team before large purchases. Arizona money transmitter license #MT-1098.</p></div>`,
  }),
},

{
  id: 'ye-clean-remittance-philippines-tl',
  label: 'clean',
  kind: 'remittance-service',
  url: 'https://www.remitly.com/us/tl/philippines',
  body: doc({
    lang: 'tl',
    title: 'Magpadala ng Pera sa Pilipinas | Remitly',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#1a1a1a}.h{padding:16px 30px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.h b{color:#1e3a8a;font-size:22px}.hero{display:flex;gap:30px;padding:30px;background:#f1f5ff}.calc{background:#fff;border-radius:10px;padding:20px;width:320px;box-shadow:0 2px 10px rgba(0,0,0,.08)}.calc input,.calc select{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 12px;border:1px solid #bbb;border-radius:6px}.calc button{width:100%;background:#1e3a8a;color:#fff;border:0;padding:12px;border-radius:6px}`,
    body: `<div class="h"><b>Remitly</b><span>Mag-sign in &middot; Tulong &middot; Tagalog / English</span></div>
<div class="hero"><div><h1>Magpadala ng pera sa Pilipinas</h1><p>Ipadala sa bank account, GCash, Maya, o cash pickup sa Cebuana Lhuillier at M Lhuillier. Mabilis at ligtas.</p><p><b>Paalala:</b> Huwag magpadala ng pera sa taong hindi mo pa nakikilala nang personal, o para "mailabas" ang balikbayan box, premyo o package. Ito ay karaniwang panloloko.</p></div>
<form class="calc" action="/us/tl/philippines/send" method="get"><label>Ipapadala mo</label><input name="amount" value="500.00"><label>Matatanggap nila</label><input value="28,415.00 PHP" readonly><label>Paraan ng paghahatid</label><select name="method"><option>GCash</option><option>Bank deposit</option><option>Cash pickup</option></select><p style="font-size:13px">Exchange rate: 1 USD = 56.83 PHP &middot; Bayad: $1.99</p><button>Magsimula</button></form></div>`,
  }),
},
];
