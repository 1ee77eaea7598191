import { type Entry } from '../entry.js';
import { doc, logos, keypad } from '../parts/xa-kit.js';
import { jsRoute } from '../parts/e-bin.js';

/**
 * Banks' and payment apps' own pages on their own domains: net-banking logins, password/IPIN reset flows
 * that really do ask for card details, KYC and UPI-PIN help, fraud-awareness pages quoting scam SMS, app
 * download pages and reward-point pages.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-onlinesbi-retail-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://retail.onlinesbi.sbi/retail/login.htm?_lang=en_IN&src=onlinesbi-home',
  body: doc({
    title: 'State Bank of India - Personal Banking',
    head: '<meta name="description" content="OnlineSBI - Personal Banking login">',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;font-size:13px;background:#fff}.hd{display:flex;align-items:center;gap:12px;padding:8px 24px;border-bottom:1px solid #ddd}.hd .t{font-size:22px;color:#22409a;font-weight:bold}.nb{background:#22409a;color:#fff;padding:7px 24px}.nb a{color:#fff;margin-right:18px;text-decoration:none}.m{display:flex;gap:24px;max-width:980px;margin:20px auto}.lb{flex:0 0 400px;border:1px solid #c5cee6}.lb .h{background:#e3e9f7;padding:9px 12px;font-weight:bold;color:#22409a}.lb form{padding:14px}.lb input[type=text],.lb input[type=password]{width:240px;padding:5px;margin:3px 0 11px}.vk{display:none}.cap{display:flex;align-items:center;gap:8px}.cap img{border:1px solid #999}.btn{background:#22409a;color:#fff;border:0;padding:6px 20px}.rs{flex:1;color:#333;line-height:1.6}.rs .w{background:#fff4e5;border:1px solid #f5c26b;padding:10px}`,
    body: `<div class="hd">${logos.sbi(40)}<span class="t">State Bank of India</span><span style="margin-left:auto;font-size:12px">Personal Banking</span></div>
<div class="nb"><a href="/retail/login.htm">Login</a><a href="https://onlinesbi.sbi/sbijava/retail/html/new_user_registration.html">New User? Register here</a><a href="https://onlinesbi.sbi/sbijava/retail/html/how_do_i.html">How Do I</a><a href="https://onlinesbi.sbi/sbijava/retail/html/customer_care.html">Customer Care</a></div>
<div class="m"><div class="lb"><div class="h">Login to OnlineSBI</div>
<form name="quickLookForm" method="post" action="/retail/loginsubmit.htm" autocomplete="off">
<input type="hidden" name="bankCode" value="0"><input type="hidden" name="CSRF_TOKEN" value="c1b7f9e2-55a4-4ae1-9d6e-0b6a7a3c1f02">
<label>Username *</label><br><input type="text" name="userName" id="username" maxlength="20"><br>
<label>Password *</label><br><input type="password" name="password" id="label2" maxlength="20"><br>
<label><input type="checkbox" id="vkc"> Enable Virtual Keyboard</label>
<div class="cap"><input type="text" name="loginCaptchaValue" placeholder="Enter the text as shown in the image" style="width:160px"><img src="/retail/simpleCaptchaServ?t=1" width="100" height="30" alt="captcha"><a href="#" onclick="this.previousElementSibling.src='/retail/simpleCaptchaServ?t='+Date.now();return false">↻</a></div><br>
<button class="btn" type="submit">Login</button> <button class="btn" type="reset">Reset</button><p><a href="https://onlinesbi.sbi/retail/forgotpassword.htm">Forgot Login Password</a></p></form></div>
<div class="rs"><div class="w"><b>Dear Customer,</b> OnlineSBI never sends email/SMS or makes calls asking for your personal information, password or one time SMS (high security) password. Any such e-mail/SMS or phone call is an attempt to fraudulently withdraw money from your account through Internet Banking. Never respond to such email/SMS or phone call. Please report immediately on report.phishing@sbi.co.in or call Toll Free No. 1800 1234 if you receive any such email/SMS or phone call. Report cyber fraud at 1930.</div>
<ul><li>Mandatory fields are marked with an asterisk (*)</li><li>Do not provide your username and password anywhere other than in this page</li><li>Your user name and password are highly confidential. Never part with them. SBI will never ask for this information.</li></ul></div></div>
<script src="/retail/js/loginpage-2510.min.js"></script>`,
  }),
  routes: {
    'retail.onlinesbi.sbi/retail/js/loginpage-2510.min.js': jsRoute(
      `(function(){var f=document.forms.quickLookForm;f.addEventListener('submit',function(e){if(!f.userName.value||!f.password.value){e.preventDefault();alert('Please enter Username and Password');return}var p=f.password.value;/* encrypted with session key before submit */f.password.value=btoa(unescape(encodeURIComponent(p))).split('').reverse().join('');});document.getElementById('vkc').onchange=function(){alert('Virtual keyboard enabled')}})();`,
    ),
  },
},
{
  id: 'xa-clean-icici-infinity-corp-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://infinity.icicibank.com/corp/AuthenticationController?FORMSGROUP_ID__=AuthenticationFG&__START_TRAN_FLAG__=Y&FG_BUTTONS__=LOAD&ACTION.LOAD=Y&AuthenticationFG.LOGIN_FLAG=1&BANK_ID=ICI',
  body: doc({
    title: 'ICICI Bank Internet Banking - Login',
    css: `body{margin:0;font-family:'Open Sans',Arial;background:#f7f3ef}.h{background:#fff;padding:12px 30px;display:flex;align-items:center;gap:10px;border-bottom:3px solid #f58220}.h b{color:#b02a30;font-size:20px}.m{max-width:960px;margin:24px auto;display:flex;gap:30px}.lg{flex:0 0 340px;background:#fff;padding:24px;border-radius:6px;box-shadow:0 1px 6px #0001}.lg input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 14px;border:1px solid #ccc;border-radius:4px}.lg .b{background:#f58220;color:#fff;border:0;width:100%;padding:11px;border-radius:4px;font-size:15px}.in{flex:1;font-size:14px;color:#444}.in h3{color:#b02a30}`,
    body: `<div class="h">${logos.icici(34)}<b>ICICI Bank</b><span style="margin-left:auto;font-size:12px">Personal Internet Banking</span></div>
<div class="m"><div class="lg"><h3 style="margin-top:0">Login</h3><form name="frmLogin" method="post" action="/corp/AuthenticationController" autocomplete="off">
<input type="hidden" name="FORMSGROUP_ID__" value="AuthenticationFG"><input type="hidden" name="BANK_ID" value="ICI"><input type="hidden" name="JS_ENABLED_FLAG" value="Y">
<label>User ID</label><input name="AuthenticationFG.USER_PRINCIPAL" maxlength="32"><label>Password</label><input type="password" name="AuthenticationFG.ACCESS_CODE" maxlength="28">
<button class="b" name="Action.VALIDATE_CREDENTIALS">LOGIN</button></form><p style="font-size:12px"><a href="/corp/AuthenticationController?FORMSGROUP_ID__=AuthenticationFG&amp;fgt=1">Forgot User ID / Password?</a></p></div>
<div class="in"><h3>Stay safe online</h3><ul><li>ICICI Bank never asks for your Password, OTP, CVV or Grid values through e-mail, SMS or calls.</li><li>Do not click on links received in SMS asking you to update KYC or PAN. Update KYC only at a branch or through iMobile Pay.</li><li>Always check the address bar shows <b>infinity.icicibank.com</b> before entering your credentials.</li></ul><p>Report unauthorised transactions: 1800 1080 / cybercrime helpline 1930.</p></div></div>`,
  }),
},
{
  id: 'xa-clean-axis-omni-retail-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://omni.axisbank.co.in/axisretailbanking/?src=axisbank.com-login-cta',
  body: doc({
    title: 'Axis Bank Internet Banking',
    css: `body{margin:0;font-family:Roboto,Arial;background:#f5f1f3}.w{display:flex;min-height:100vh}.l{flex:1;background:linear-gradient(160deg,#97144d,#5b0c2e);color:#fff;padding:60px}.l h1{font-weight:300;font-size:32px}.r{flex:0 0 420px;background:#fff;padding:60px 40px}.r input{width:100%;padding:12px;border:0;border-bottom:1px solid #999;margin:6px 0 20px;font-size:15px;box-sizing:border-box}.r button{width:100%;background:#97144d;color:#fff;border:0;padding:13px;border-radius:4px;font-size:15px}.r a{color:#97144d;font-size:13px}`,
    body: `<div class="w"><div class="l">${logos.axis(50)}<h1>Welcome to Axis Bank Internet Banking</h1><p>Open FD, pay bills, transfer funds and manage your cards – securely.</p><p style="font-size:13px;opacity:.8">Axis Bank will never ask for your Login ID, password, OTP, CVV or MPIN over calls, SMS or emails.</p></div>
<div class="r"><h2 style="color:#97144d">Login</h2><form id="lf" method="post" action="/axisretailbanking/api/v1/login"><label>Login ID / Customer ID</label><input name="loginId" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Proceed</button></form><p><a href="/axisretailbanking/#/forgot-password">Forgot password?</a> · <a href="/axisretailbanking/#/register">First time user? Register</a></p></div></div>`,
  }),
},
{
  id: 'xa-clean-sbi-kyc-updation-help',
  label: 'clean',
  kind: 'bank-help-kyc',
  url: 'https://sbi.co.in/web/customer-care/kyc-updation-re-kyc',
  body: doc({
    title: 'KYC Updation / Re-KYC - SBI',
    css: `body{margin:0;font-family:'Open Sans',Arial;color:#333}.h{padding:12px 30px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #ddd}.bc{font-size:12px;color:#777;padding:8px 30px}.m{max-width:880px;margin:10px auto;padding:0 20px;line-height:1.65}h1{color:#22409a;font-size:26px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ccd;padding:8px}th{background:#e8edf8}.al{background:#fdecea;border-left:4px solid #c62828;padding:10px 14px}`,
    body: `<div class="h">${logos.sbi(38)}<b style="color:#22409a;font-size:20px">SBI</b><span style="margin-left:auto;font-size:13px">The Banker to Every Indian</span></div>
<div class="bc">Home › Customer Care › KYC Updation</div>
<div class="m"><h1>KYC Updation / Re-KYC</h1><p>As per RBI guidelines, banks are required to periodically update the KYC of their customers. If there is no change in your KYC information, you may submit a self-declaration through any of the following channels:</p>
<table><tr><th>Channel</th><th>How</th></tr><tr><td>YONO SBI</td><td>Services &amp; Requests › My Profile › Re-KYC (Aadhaar OTP based)</td></tr><tr><td>Internet Banking</td><td>Log in at onlinesbi.sbi › e-Services › Update KYC</td></tr><tr><td>Registered email</td><td>Send the self-declaration form from your registered email to your home branch</td></tr><tr><td>Branch</td><td>Visit any SBI branch with an officially valid document (OVD)</td></tr></table>
<h3>Linking PAN with your account</h3><p>You can link PAN through YONO, Internet Banking (e-Services › PAN Registration) or at the branch. SBI does not charge any fee for KYC updation or PAN linking.</p>
<div class="al"><b>Beware of fraud:</b> SBI never sends SMS or WhatsApp messages with links asking you to update KYC or PAN, and never asks for your username, password, OTP, CVV or UPI PIN. Messages such as "Dear customer your SBI YONO account will be blocked today please update PAN" are fraudulent. Report them at report.phishing@sbi.co.in or cybercrime.gov.in / 1930.</div></div>`,
  }),
},
{
  id: 'xa-clean-hdfc-fraud-awareness-sms-examples',
  label: 'clean',
  kind: 'bank-security-awareness',
  url: 'https://www.hdfcbank.com/personal/useful-links/security/fraud-awareness/sms-phishing',
  body: doc({
    title: 'Smishing - SMS Phishing | Fraud Awareness | HDFC Bank',
    css: `body{margin:0;font-family:Arial;color:#222}.h{background:#004c8f;color:#fff;padding:12px 30px;display:flex;gap:10px;align-items:center}.m{max-width:860px;margin:20px auto;padding:0 20px;line-height:1.6}.sms{background:#eef3f9;border-radius:12px;padding:12px 16px;margin:10px 0;font-family:'Courier New',monospace;font-size:14px;max-width:560px}.sms b{font-family:Arial}.do{display:flex;gap:20px}.do div{flex:1;padding:12px;border-radius:6px}.y{background:#e8f5e9}.n{background:#fdecea}`,
    body: `<div class="h">${logos.hdfc(34)}<b>HDFC BANK</b><span style="margin-left:auto">Fraud Awareness</span></div>
<div class="m"><h1>Smishing: fraud through SMS</h1><p>Fraudsters send SMS messages that look like they come from the bank, a government department or a courier company. They contain a link to a fake website that looks exactly like NetBanking and steals your Customer ID, password, OTP and card details. Here are real examples reported by our customers:</p>
<div class="sms"><b>VM-HDFCBK?</b><br>Dear Customer, your HDFC Bank account will be suspended today. Please update your PAN card immediately: http://hdfc-kyc-update[.]co/login</div>
<div class="sms"><b>AX-HDFCRW</b><br>Congrats! Your HDFC reward points worth Rs.7,840 will expire today. Redeem now: bit[.]ly/hdfc-rwd</div>
<div class="sms"><b>+91 7439xxxxxx</b><br>Dear customer, your electricity connection will be disconnected tonight at 9.30 pm because previous month bill was not updated. Please call our electricity officer 9xxxxxxx.</div>
<p>Notice the sender IDs, the urgency, and the web addresses that are not <b>hdfcbank.com</b>.</p>
<div class="do"><div class="y"><b>Do</b><ul><li>Type netbanking.hdfcbank.com yourself</li><li>Check the sender ID; bank SMS come from HDFCBK</li><li>Report to 1930 / cybercrime.gov.in immediately</li></ul></div><div class="n"><b>Don't</b><ul><li>Click on links in SMS asking for KYC or PAN update</li><li>Share OTP, CVV, ATM PIN or UPI PIN</li><li>Install apps (APK files) sent over SMS or WhatsApp</li></ul></div></div></div>`,
  }),
},
{
  id: 'xa-clean-paytm-help-kyc-wallet',
  label: 'clean',
  kind: 'payment-app-help',
  url: 'https://paytm.com/care/wallet/full-kyc/aadhaar-video-kyc-faq',
  body: doc({
    title: 'How do I complete my KYC? | Paytm Help & Support',
    css: `body{margin:0;font-family:'Open Sans',Arial;background:#f5f7fa}.h{background:#fff;padding:12px 30px;box-shadow:0 1px 3px #0001}.m{max-width:780px;margin:20px auto;background:#fff;padding:24px;border-radius:8px;line-height:1.6}.q{font-weight:bold;margin-top:18px}.n{background:#fff8e1;padding:12px;border-radius:6px;margin-top:18px}`,
    body: `<div class="h">${logos.paytm(28)} <span style="font-size:14px;color:#555">Help &amp; Support</span></div>
<div class="m"><h2>How do I complete my KYC?</h2><p>Full KYC lets you use your Paytm Wallet without limits. You can complete KYC in the Paytm app:</p><ol><li>Open the Paytm app and tap your profile picture.</li><li>Go to <b>Profile › KYC</b> and choose Aadhaar-based KYC.</li><li>Enter the OTP sent by UIDAI to your Aadhaar-linked mobile.</li><li>Complete the video KYC call with a Paytm executive, who will show their ID card on the call.</li></ol>
<div class="q">Will Paytm ever ask for my passcode or UPI PIN for KYC?</div><p>No. KYC never requires your Paytm passcode, UPI PIN, card CVV or OTPs other than the UIDAI Aadhaar OTP inside the app. Paytm does not send KYC links by SMS.</p>
<div class="q">I received an SMS saying my wallet will be blocked if I don't complete KYC. Is it genuine?</div><p>Messages such as "Dear customer your Paytm KYC is pending, your wallet will be blocked in 24 hours, call 7xxxxxxxxx" are fraudulent. Do not call the number or install any app such as AnyDesk or TeamViewer at a caller's request.</p>
<div class="n">Report fraud: 24x7 help in the app under Help &amp; Support › Report fraud, or call the national cyber crime helpline 1930.</div></div>`,
  }),
},
{
  id: 'xa-clean-phonepe-reset-upi-pin-help',
  label: 'clean',
  kind: 'payment-app-help',
  url: 'https://support.phonepe.com/category/upi/upi-pin/how-to-reset-upi-pin',
  body: doc({
    title: 'How do I reset my UPI PIN? – PhonePe Support',
    css: `body{margin:0;font-family:Roboto,Arial;background:#f8f5fc}.h{background:#5f259f;color:#fff;padding:12px 30px;display:flex;gap:10px;align-items:center}.m{max-width:760px;margin:20px auto;background:#fff;padding:24px;border-radius:10px;line-height:1.6}.demo{border:1px solid #e4d8f3;border-radius:12px;padding:14px;max-width:300px;margin:10px 0}.demo input{width:100%;box-sizing:border-box;font-size:24px;letter-spacing:12px;text-align:center;border:0;border-bottom:2px solid #5f259f}.t{background:#f3ecfb;padding:12px;border-radius:8px}`,
    body: `<div class="h">${logos.phonepe(30)}<b>PhonePe Support</b></div>
<div class="m"><h2>How do I reset my UPI PIN?</h2><p>If you have forgotten your UPI PIN, you can set a new one in the PhonePe app using your debit card:</p><ol><li>Tap your profile picture › <b>Payment Methods</b> › select your bank account.</li><li>Tap <b>Reset</b> next to UPI PIN.</li><li>Enter the last 6 digits and expiry date of your debit card.</li><li>Enter the OTP sent by your bank, then enter and confirm your new UPI PIN on the secure NPCI screen.</li></ol>
<p>The UPI PIN screen looks like this and only appears inside the app, never on a website:</p><div class="demo"><div style="font-size:12px;color:#666">ENTER 4-DIGIT UPI PIN ${logos.upi(14)}</div><input id="demo" type="password" maxlength="4" readonly value="" aria-label="demo">${keypad('demo', '#5f259f')}</div>
<div class="t"><b>Remember:</b> you never need to enter your UPI PIN to <b>receive</b> money. Scratch cards, cashback or refunds that ask for your UPI PIN are scams. PhonePe will never ask for your PIN, OTP or card details over call, SMS or any website.</div></div>`,
  }),
},
{
  id: 'xa-clean-sbi-yono-download-official',
  label: 'clean',
  kind: 'bank-app-download',
  url: 'https://sbi.co.in/web/yono/download-yono-sbi',
  body: doc({
    title: 'Download YONO SBI | State Bank of India',
    css: `body{margin:0;font-family:'Open Sans',Arial}.hero{background:linear-gradient(90deg,#280071,#00b5ef);color:#fff;padding:40px 30px;display:flex;align-items:center;gap:30px}.hero h1{margin:0;font-size:34px}.st{display:flex;gap:12px;margin-top:18px}.st a{background:#000;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none}.m{max-width:860px;margin:20px auto;padding:0 20px;line-height:1.6}.w{background:#fff4e5;padding:12px;border-radius:6px}`,
    body: `<div class="hero">${logos.sbi(80)}<div><h1>YONO SBI</h1><p>Banking and lifestyle, all in one app. Open a savings account instantly, pay bills, invest and shop.</p><div class="st"><a href="https://play.google.com/store/apps/details?id=com.sbi.lotusintouch">▶ Get it on Google Play</a><a href="https://apps.apple.com/in/app/yono-sbi-banking-lifestyle/id1262540024"> Download on the App Store</a></div></div></div>
<div class="m"><h2>How to get started</h2><ol><li>Download YONO SBI from Google Play or the App Store.</li><li>Tap "Existing Customer" and log in with your Internet Banking username and password, or register with your account number and ATM card.</li><li>Set a 6-digit MPIN.</li></ol>
<div class="w"><b>Important:</b> Download YONO only from the official app stores. SBI never sends the YONO app as an APK file through SMS, WhatsApp or email. Files such as "SBI_YONO_Reward.apk" or "SBI Aadhaar Update.apk" are malware that steal your SMS and OTPs.</div></div>`,
  }),
},
{
  id: 'xa-clean-icici-reward-points-redeem',
  label: 'clean',
  kind: 'bank-rewards-page',
  url: 'https://www.icicibank.com/personal-banking/cards/credit-card/reward-points-redemption',
  body: doc({
    title: 'Redeem Credit Card Reward Points | ICICI Bank',
    css: `body{margin:0;font-family:'Open Sans',Arial;color:#333}.h{padding:12px 30px;display:flex;gap:10px;align-items:center;border-bottom:3px solid #f58220}.hero{background:#fff4ea;padding:30px}.hero h1{color:#b02a30;margin:0}.m{max-width:880px;margin:20px auto;padding:0 20px;line-height:1.6}.chk{background:#fafafa;border:1px solid #eee;padding:16px;border-radius:8px;max-width:380px}.chk input{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 10px}.chk button{background:#f58220;color:#fff;border:0;padding:10px 20px}`,
    body: `<div class="h">${logos.icici(32)}<b style="color:#b02a30">ICICI Bank</b></div>
<div class="hero"><h1>Redeem your Reward Points</h1><p>Convert ICICI Bank Reward Points into vouchers, merchandise, air miles or statement credit.</p></div>
<div class="m"><h2>Ways to redeem</h2><ul><li><b>iMobile Pay:</b> Cards › Credit Card › Rewards › Redeem</li><li><b>Internet Banking:</b> Log in at icicibank.com › Cards &amp; Loans › Credit Cards › Redeem Reward Points</li><li><b>Customer care:</b> call 1800 1080 from your registered mobile</li></ul>
<div class="chk"><b>Check your points balance</b><form method="post" action="/personal-banking/cards/credit-card/reward-points-redemption/check"><label>Last 4 digits of card</label><input name="last4" maxlength="4"><label>Registered mobile number</label><input name="mobile" maxlength="10"><button>Send OTP</button></form></div>
<p style="font-size:13px">Note: Reward points do not expire "today" without notice, and ICICI Bank never sends SMS links asking you to enter your full card number, CVV or OTP to redeem points.</p></div>`,
  }),
},
];
