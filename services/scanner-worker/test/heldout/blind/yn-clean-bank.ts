import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, bankFooterLinks, FONTS } from '../parts/yn-kit.js';

// Banks, UPI apps and wallets on their own domains: sign-ins, checkouts, help and safety pages.

export const entries: Entry[] = [
{
  id: 'yn-clean-hdfc-netbanking-customer-id',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://netbanking.hdfcbank.com/netbanking/',
  body: doc({
    title: 'Welcome to HDFC Bank NetBanking',
    css: `body{background:#f0f3f7;font-family:Arial,Helvetica,sans-serif}.hd{background:#004c8f;padding:12px 30px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}
.w{max-width:1000px;margin:30px auto;display:flex;gap:24px;padding:0 16px}.l{flex:1.1;background:#fff;padding:28px;border-radius:4px}.r{flex:1;font-size:13px;color:#333}
h1{color:#004c8f;font-size:22px;margin-top:0}label{display:block;font-size:13px;margin:14px 0 4px}input{width:100%;height:40px;border:1px solid #b5b5b5;padding:0 10px}button{background:#ed232a;color:#fff;border:0;height:40px;padding:0 40px;margin-top:18px;font-weight:bold}.r .bx{background:#fff;padding:16px;border-radius:4px;margin-bottom:14px}`,
    body: `<div class="hd">${wordmark('HDFC BANK', '#004c8f', '#fff', 150, 34, 0)}<span>We understand your world</span></div>
<div class="w"><div class="l"><h1>Login to NetBanking</h1>
<form id="loginForm" name="loginForm" method="post" action="/netbanking/entry">
<label for="fldLoginUserId">Customer ID/ User ID</label><input type="text" id="fldLoginUserId" name="fldLoginUserId" maxlength="15" autocomplete="username" required>
<p style="font-size:12px"><a href="#">Forgot Customer ID</a></p>
<button type="submit">CONTINUE</button></form>
<p style="font-size:12.5px;margin-top:22px">Dont have a HDFC Bank Savings Account? <a href="#">Open Now</a></p></div>
<div class="r"><div class="bx"><b>Your security is of utmost importance</b><ul><li>We never ask for your Password/OTP/CVV/PIN over phone, email or SMS.</li><li>Never click links in SMS claiming your account is blocked or KYC has expired.</li><li>Report unauthorised transactions: call 1800 202 6161 or 1860 267 6161.</li></ul></div>
<div class="bx"><b>Secure Access</b><p>Look for the green padlock and ensure the address reads https://netbanking.hdfcbank.com before you log in.</p></div></div></div>
<script>document.getElementById('loginForm').addEventListener('submit',function(e){var v=document.getElementById('fldLoginUserId').value;if(!/^[0-9A-Za-z]{6,15}$/.test(v)){e.preventDefault();alert('Please enter a valid Customer ID')}})</script>`,
  }),
},
{
  id: 'yn-clean-icici-rekyc-help-own-domain',
  label: 'clean',
  kind: 'kyc-help-official',
  url: 'https://www.icicibank.com/personal-banking/re-kyc',
  body: doc({
    title: 'Re-KYC: Update your KYC details | ICICI Bank',
    css: bankCss('#053c6d', '#f37e20') + `.art{max-width:900px;margin:0 auto;padding:20px;font-size:15px}.art h1{color:#053c6d}.mode{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.mode div{border:1px solid #e2e6ea;border-radius:8px;padding:14px}.warn{background:#fff4e5;border-left:4px solid #f37e20;padding:12px}`,
    body: `<div class="topbar"><div class="in">${wordmark('ICICI Bank', '#fff', '#053c6d', 130, 34)}<span><a href="#">Personal</a><a href="#">Business</a><a href="#">NRI</a><a href="https://infinity.icicibank.com/corp/AuthenticationController?FORMSGROUP_ID__=AuthenticationFG&amp;__START_TRAN_FLAG__=Y&amp;FG_BUTTONS__=LOAD&amp;ACTION.LOAD=Y&amp;AuthenticationFG.LOGIN_FLAG=1&amp;BANK_ID=ICI">Login</a></span></div></div>
<div class="art"><h1>Re-KYC: keep your account details up to date</h1>
<p>As per RBI's Master Direction on KYC, customers are required to periodically update their KYC. If your re-KYC is due, we will notify you through your registered email ID and mobile number. You can complete it through any of the following modes:</p>
<div class="mode"><div><b>iMobile Pay</b><p>Go to Services → Accounts → Update KYC and follow the steps. No documents needed if there is no change.</p></div><div><b>Internet Banking</b><p>Log in at icicibank.com and select My Profile → Re-KYC.</p></div><div><b>Branch</b><p>Visit your nearest branch with officially valid documents (OVD).</p></div></div>
<h2>Stay safe from KYC fraud</h2>
<p class="warn">ICICI Bank will never send you a link to update KYC through SMS or WhatsApp, and will never ask for your password, OTP, CVV, card PIN or UPI PIN. Messages such as "Dear customer your account will be blocked today, update PAN immediately" followed by a link are fraudulent. Report them at cybercrime.gov.in or call 1930.</p>
<h2>FAQs</h2><p><b>What happens if I do not complete re-KYC?</b><br>Some transactions may be restricted until KYC is updated. Your deposits remain safe.</p></div>
${bankFooterLinks('ICICI Bank Ltd.')}`,
  }),
},
{
  id: 'yn-clean-meezan-ebanking-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ebanking.meezanbank.com/AmbitRetailFrontEnd/login',
  body: doc({
    title: 'Meezan Bank - Internet Banking',
    css: `body{background:#f2efe9;font-family:Arial}.hd{background:#6b1f5c;padding:14px 30px;color:#fff;display:flex;justify-content:space-between}.w{max-width:420px;margin:50px auto;background:#fff;padding:28px;border-radius:6px;border-top:4px solid #b49147}label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;height:42px;border:1px solid #bbb;border-radius:4px;padding:0 10px}button{width:100%;height:44px;background:#6b1f5c;color:#fff;border:0;border-radius:4px;margin-top:18px}.n{font-size:12px;color:#666;margin-top:14px;line-height:1.6}.ur{direction:rtl;font-family:${FONTS.urdu}}`,
    body: `<div class="hd"><b>Meezan Bank</b><span>The Premier Islamic Bank</span></div>
<div class="w"><h2 style="color:#6b1f5c;margin-top:0">Internet Banking Login</h2><form method="post" action="/AmbitRetailFrontEnd/doLogin"><label>Username</label><input name="j_username" required><label>Password</label><input type="password" name="j_password" required><button>Sign In</button></form>
<p class="n"><a href="#">Forgot Password</a> · <a href="#">Sign Up</a><br>Meezan Bank never asks for your login credentials, OTP or card PIN via calls, SMS or email. Call 111-331-331 for assistance.</p><p class="n ur">میزان بینک کبھی بھی فون یا ایس ایم ایس کے ذریعے آپ کا پاس ورڈ یا او ٹی پی نہیں مانگتا۔</p></div>`,
  }),
},
{
  id: 'yn-clean-sbi-infosec-scam-sms-examples',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://sbi.co.in/web/personal-banking/information-security',
  body: doc({
    title: 'Information Security - Safe Banking | SBI',
    css: bankCss('#22409a', '#00b5ef') + `.art{max-width:960px;margin:0 auto;padding:24px;font-size:15px;line-height:1.65}.q{border-left:4px solid #c62828;background:#fff5f5;padding:10px 14px;font-family:monospace;font-size:13.5px;margin:10px 0}.hi{font-family:${FONTS.deva}}`,
    body: `<div class="topbar"><div class="in">${wordmark('SBI', '#fff', '#22409a', 64, 34)}<span><a href="#">Personal</a><a href="#">NRI</a><a href="#">SME</a><a href="#">Corporate</a></span></div></div>
<div class="art"><h1>Safe Banking: recognise phishing SMS and websites</h1>
<p>Fraudsters send SMS and WhatsApp messages that look like they come from SBI. They direct you to websites that copy our login pages and ask for your username, password, OTP and card details. Some typical messages:</p>
<div class="q">Dear SBI user, your YONO account will be blocked today. Please update your PAN card immediately click here hxxp://sbi-yono-kycupdate[.]in[.]net</div>
<div class="q">SBI Rewardz points worth Rs 9,870 expire today. Redeem now: cutt[.]ly/sbi-rwd-xxxx</div>
<div class="q hi">प्रिय ग्राहक, आपका खाता KYC अपडेट न होने के कारण बंद कर दिया जाएगा। तुरंत लिंक पर क्लिक करें।</div>
<h2>What to remember</h2><ul><li>SBI's internet banking address is <b>https://retail.onlinesbi.sbi</b> and <b>https://www.onlinesbi.sbi</b>. Check the address bar before you log in.</li><li>SBI never sends links for KYC, PAN or reward redemption through SMS.</li><li>Never download "SBI Rewards.apk" or any APK file sent over WhatsApp.</li><li>If you have shared details, block your card immediately by calling 1800 1234 or SMS BLOCK to 567676, and report at cybercrime.gov.in or 1930.</li></ul>
<p>To report phishing, write to report.phishing@sbi.co.in.</p></div>
${bankFooterLinks('State Bank of India')}`,
  }),
},
{
  id: 'yn-clean-hdfc-contact-us-phone-numbers',
  label: 'clean',
  kind: 'support-page-phone',
  url: 'https://www.hdfcbank.com/personal/need-help/contact-us',
  body: doc({
    title: 'Contact Us - Customer Care Numbers | HDFC Bank',
    css: `body{font-family:Arial;background:#f5f7fa}.hd{background:#004c8f;color:#fff;padding:12px 30px}.w{max-width:980px;margin:24px auto;padding:0 16px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.g div{background:#fff;border-radius:6px;padding:16px;box-shadow:0 1px 4px rgba(0,0,0,.06)}.g b{display:block;font-size:20px;color:#004c8f;margin:6px 0}table{width:100%;border-collapse:collapse;background:#fff;margin-top:20px;font-size:14px}td,th{border:1px solid #e3e6ea;padding:8px;text-align:left}`,
    body: `<div class="hd">${wordmark('HDFC BANK', '#004c8f', '#fff', 150, 34, 0)}</div>
<div class="w"><h1>Contact Us</h1><p>Our PhoneBanking team is available 24x7 for lost/stolen cards and for most other queries between 8 AM and 8 PM, all days.</p>
<div class="g"><div>PhoneBanking (toll free)<b>1800 202 6161</b>Also 1800 266 4332</div><div>From anywhere in India<b>1860 267 6161</b>Charges as applicable</div><div>Report fraud / block card<b>1800 258 6161</b>24x7</div></div>
<table><tr><th>City</th><th>PhoneBanking number</th></tr><tr><td>Mumbai</td><td>022 6160 6161</td></tr><tr><td>Delhi &amp; NCR</td><td>011 6160 6161</td></tr><tr><td>Chennai</td><td>044 6160 6161</td></tr><tr><td>Kolkata</td><td>033 6160 6161</td></tr><tr><td>Bengaluru</td><td>080 6160 6161</td></tr></table>
<p style="font-size:13px;color:#555;margin-top:18px">HDFC Bank will never ask you to download any screen-sharing app, and our representatives will never ask for your OTP, CVV or PIN. Numbers listed on third-party websites or search results may belong to fraudsters — always use the numbers on this page or on the back of your card.</p></div>`,
  }),
},
];
