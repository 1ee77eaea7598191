import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, bankFooterLinks, FONTS } from '../parts/yn-kit.js';

// Banks, UPI apps and wallets on their own domains: sign-ins, checkouts, help and safety pages.

export const entries: Entry[] = [
{
  id: 'yn-clean-onlinesbi-retail-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://retail.onlinesbi.sbi/retail/login.htm?lang=en',
  body: doc({
    title: 'State Bank of India - Personal Banking',
    head: '<meta name="description" content="OnlineSBI - Internet banking for retail customers of State Bank of India"><link rel="stylesheet" href="/retail/css/login.css">',
    css: bankCss('#22409a', '#22409a') + `.cap{display:flex;gap:10px;align-items:center}.cap img{border:1px solid #ccc}.vk{font-size:12px}.tips{background:#f5f8ff;border:1px solid #dbe4ff;padding:12px;border-radius:6px;font-size:13px}.marq{background:#fffbe6;border-bottom:1px solid #f1e3a5;font-size:12.5px;padding:6px 16px;color:#7a5b00}`,
    body: `<div class="topbar"><div class="in">${wordmark('SBI', '#fff', '#22409a', 64, 34)}<span><a href="https://www.onlinesbi.sbi/">Home</a><a href="#">Corporate Banking</a><a href="#">Help</a><a href="#">हिंदी</a></span></div></div>
<div class="marq">Beware of fraudulent calls/SMS asking for KYC update. SBI never sends links to update KYC or PAN. Do not share your username, password, OTP, CVV or UPI PIN with anyone.</div>
<div class="main"><div class="card">
<h2>Login to OnlineSBI</h2><p class="sub">(CARE: Username and password are case sensitive.)</p>
<form name="quickLookForm" method="post" action="/retail/loginsubmit.htm" autocomplete="off">
<input type="hidden" name="bankCode" value="0"><input type="hidden" name="CSRF_TOKEN" value="b71e0f2a-8c55-4d3e-9a1f-5e7d2c9b01aa">
<label for="username">Username*</label><input type="text" id="username" name="userName" maxlength="20" required>
<label for="label2">Password*</label><input type="password" id="label2" name="password" maxlength="20" required>
<div class="vk"><a href="#">Enable Virtual Keyboard</a></div>
<label>Enter the text as shown in the image*</label><div class="cap"><input type="text" name="loginCaptchaValue" maxlength="6" style="width:150px"><img src="/retail/simpleCaptchaServ" width="130" height="40" alt="captcha"><a href="#">↻</a></div>
<button class="btn" type="submit">Login</button> <a href="#" style="margin-left:12px;font-size:13px">Reset</a>
<p class="note"><a href="#">New User? Register here/Activate</a> · <a href="#">Forgot Username / Login Password</a></p>
</form></div>
<div class="side"><div class="tips"><b>Security tips</b><ul><li>Always check the URL begins with https://retail.onlinesbi.sbi</li><li>Mandatory fields are marked with an asterisk (*)</li><li>Do not provide your username and password anywhere other than this page</li><li>Your user name and password are highly confidential. Never part with them. SBI will never ask for this information.</li></ul></div></div></div>
${bankFooterLinks('State Bank of India')}`,
  }),
  routes: {
    'retail.onlinesbi.sbi/retail/css/login.css': { status: 200, headers: { 'content-type': 'text/css' }, body: 'body{background:#f7f9fc}' },
    'retail.onlinesbi.sbi/retail/simpleCaptchaServ': pngRoute(235, 235, 235),
  },
},
{
  id: 'yn-clean-bkash-tokenized-checkout-pin',
  label: 'clean',
  kind: 'wallet-checkout-own-domain',
  url: 'https://tokenized.pay.bka.sh/v1.2.0-beta/checkout?paymentId=TR0011Mk2Lqa1750162043581&hash=kQyz1w',
  body: doc({
    title: 'bKash Payment',
    lang: 'bn',
    font: FONTS.beng,
    css: `body{background:#f4f4f4}.w{max-width:420px;margin:20px auto;background:#fff;border-radius:6px;overflow:hidden;box-shadow:0 1px 6px rgba(0,0,0,.1)}.m{display:flex;gap:12px;padding:14px;border-bottom:1px solid #eee;align-items:center}.m .a{margin-left:auto;font-weight:bold;font-size:18px}.b{background:#e2136e;color:#fff;padding:22px;text-align:center}.b input{width:100%;height:46px;border:0;border-radius:4px;padding:0 12px;font-size:17px;text-align:center;margin-top:10px}.b p{font-size:13px}.ft{display:flex}.ft button{flex:1;height:50px;border:0;font-size:15px}.ft .c{background:#eee}.ft .p{background:#e2136e;color:#fff;border-left:1px solid #fff}.hl{text-align:center;font-size:12px;color:#666;padding:10px}.s{display:none}.s.on{display:block}`,
    body: `<div class="w"><div class="m">${emblem('বি', '#e2136e', '#fff', 42)}<div><b>Daraz Bangladesh Ltd.</b><div style="font-size:12px;color:#666">Invoice: DZ-88129377</div></div><div class="a">৳ 1,250</div></div>
<form class="s on" id="s1"><div class="b"><p>আপনার বিকাশ অ্যাকাউন্ট নম্বর দিন</p><input type="tel" name="wallet" placeholder="e.g 01XXXXXXXXX" maxlength="11" required><p>কনফার্ম করে আপনি বিকাশের <u>শর্তাবলীতে</u> সম্মতি দিচ্ছেন</p></div><div class="ft"><button type="button" class="c">বন্ধ করুন</button><button class="p">কনফার্ম</button></div></form>
<form class="s" id="s2"><div class="b"><p>আপনার মোবাইলে পাঠানো ভেরিফিকেশন কোড দিন</p><input type="tel" name="otp" maxlength="6"></div><div class="ft"><button type="button" class="c">বন্ধ করুন</button><button class="p">কনফার্ম</button></div></form>
<form class="s" id="s3"><div class="b"><p>আপনার বিকাশ পিন দিন</p><input type="password" name="pin" maxlength="5" inputmode="numeric"></div><div class="ft"><button type="button" class="c">বন্ধ করুন</button><button class="p">কনফার্ম</button></div></form>
<div class="hl">☎ ১৬২৪৭</div></div>
<script>
var pid=new URLSearchParams(location.search).get('paymentId');
[['s1','s2','/v1.2.0-beta/tokenized/checkout/wallet'],['s2','s3','/v1.2.0-beta/tokenized/checkout/otp'],['s3',null,'/v1.2.0-beta/tokenized/checkout/execute']].forEach(function(x){
document.getElementById(x[0]).addEventListener('submit',function(e){e.preventDefault();fetch(x[2],{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(Object.assign({paymentID:pid},Object.fromEntries(new FormData(this))))}).then(function(r){return r.json()}).then(function(j){if(x[1]){document.getElementById(x[0]).classList.remove('on');document.getElementById(x[1]).classList.add('on')}else if(j.callbackURL){location.href=j.callbackURL}}).catch(function(){})})});
</script>`,
  }),
  routes: {
    'tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout/wallet': jsonRoute({ statusCode: '0000', statusMessage: 'Successful' }),
    'tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout/otp': jsonRoute({ statusCode: '0000', statusMessage: 'Successful' }),
    'tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout/execute': jsonRoute({ statusCode: '0000', transactionStatus: 'Completed', callbackURL: 'https://www.daraz.com.bd/checkout/bkash/callback?status=success' }),
  },
},
{
  id: 'yn-clean-esewa-login-own-domain',
  label: 'clean',
  kind: 'wallet-login-own-domain',
  url: 'https://esewa.com.np/login',
  body: doc({
    title: 'eSewa - Login',
    css: `body{background:#f6f8f5}.hd{background:#fff;border-bottom:1px solid #e6e6e6;padding:12px 30px;display:flex;justify-content:space-between;align-items:center}.hd a{margin-left:18px;font-size:14px;text-decoration:none;color:#333}.w{max-width:980px;margin:40px auto;display:flex;gap:40px;align-items:center;padding:0 16px}.l{flex:1}.l h1{color:#41a124}.f{width:380px;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.07)}input{width:100%;height:44px;border:1px solid #ccd;border-radius:6px;padding:0 12px;margin:8px 0}button{width:100%;height:46px;background:#41a124;color:#fff;border:0;border-radius:6px;font-size:16px;margin-top:10px}.s{font-size:13px;color:#666}`,
    body: `<div class="hd">${wordmark('eSewa', '#41a124', '#fff', 100, 34)}<nav><a href="#">Services</a><a href="#">Merchants</a><a href="#">Support</a><a href="#">नेपाली</a></nav></div>
<div class="w"><div class="l"><h1>Nepal's first digital wallet</h1><p>Pay bills, recharge, book tickets and send money instantly. Load money from 40+ banks.</p><p class="s">Customer support: 01-5970121, 9801105111 · support@esewa.com.np<br>eSewa never asks for your password, MPIN or OTP over phone or social media.</p></div>
<div class="f"><h3 style="margin-top:0">Login</h3><form method="post" action="/api/web/v1/auth/login"><input name="username" placeholder="eSewa ID (Mobile Number / Email)" autocomplete="username" required><input type="password" name="password" placeholder="Password" autocomplete="current-password" required><button>Login</button></form><p class="s" style="text-align:center"><a href="#">Forgot Password?</a> · New to eSewa? <a href="#">Register</a></p></div></div>`,
  }),
},
{
  id: 'yn-clean-combank-digital-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.combankdigital.com/',
  body: doc({
    title: 'ComBank Digital',
    css: bankCss('#0b4ea2', '#0b4ea2') + `.langs a{margin-left:12px}`,
    body: `<div class="topbar"><div class="in">${wordmark('Commercial Bank', '#0b4ea2', '#fff', 190, 36)}<span class="langs"><a href="#">සිංහල</a><a href="#">தமிழ்</a><a href="#">English</a></span></div></div>
<div class="main"><div class="card"><h2>Welcome to ComBank Digital</h2><p class="sub">Login to access your accounts, transfer funds and pay bills.</p>
<form method="post" action="/CombankDigital/login"><label>Username</label><input type="text" name="username" autocomplete="username" required><label>Password</label><input type="password" name="password" autocomplete="current-password" required><button class="btn">Login</button>
<p class="note"><a href="#">Forgot Username</a> · <a href="#">Forgot Password</a> · <a href="#">Register with ComBank Digital</a></p></form></div>
<div class="side"><h3>Security notice</h3><ul><li>Commercial Bank will never request your password, OTP or card details via email, SMS or phone calls.</li><li>ආරක්ෂිතව සිටින්න: ඔබගේ OTP කිසිවෙකුට ලබා නොදෙන්න.</li><li>24 hour call centre: +94 11 2353353</li></ul></div></div>
${bankFooterLinks('Commercial Bank of Ceylon PLC')}`,
  }),
},
{
  id: 'yn-clean-paytm-help-wallet-kyc',
  label: 'clean',
  kind: 'help-article',
  url: 'https://paytm.com/care/wallet/how-do-i-complete-my-kyc',
  body: doc({
    title: 'How do I complete my KYC for Paytm Wallet? | Paytm Help',
    css: `body{background:#f5f7fa}.hd{background:#fff;padding:12px 30px;border-bottom:1px solid #e5e9ef}.w{max-width:820px;margin:24px auto;background:#fff;border-radius:8px;padding:28px;font-size:15px;line-height:1.65}.w h1{font-size:24px;color:#002e6e}.tip{background:#e8f8fe;border-radius:6px;padding:12px 14px}.bc{font-size:13px;color:#777}`,
    body: `<div class="hd">${wordmark('Paytm', '#fff', '#002e6e', 96, 32)}</div>
<div class="w"><div class="bc">Help &gt; Wallet &gt; KYC</div><h1>How do I complete my KYC for Paytm Wallet?</h1>
<p>Full KYC lets you use the wallet without monthly limits. You can complete KYC in the Paytm app:</p><ol><li>Open the Paytm app and go to <b>Profile → Complete KYC</b>.</li><li>Choose a KYC method: <b>Video KYC</b>, or visit a nearby KYC point.</li><li>Keep your original Aadhaar and PAN ready.</li></ol>
<p class="tip"><b>Important:</b> Paytm will never call you or send an SMS asking you to click a link to complete KYC, and will never ask you to share your UPI PIN, OTP, card details or to install screen-sharing apps such as AnyDesk or TeamViewer. You never need to enter your UPI PIN to <i>receive</i> money.</p>
<p>Was this helpful? <a href="#">Yes</a> · <a href="#">No</a></p><p class="bc">Need more help? Use <b>24x7 Help</b> in the Paytm app. Paytm does not have a customer care phone number for KYC.</p></div>`,
  }),
},
{
  id: 'yn-clean-npci-upi-safety-receive-pin',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://www.npci.org.in/what-we-do/upi/upi-safety-awareness',
  body: doc({
    title: 'UPI Safety Awareness | NPCI',
    css: `.hd{background:#fff;padding:12px 30px;border-bottom:3px solid #e67817;display:flex;gap:16px;align-items:center}.w{max-width:960px;margin:24px auto;padding:0 20px;font-size:15px;line-height:1.65}.w h1{color:#0b5fa5}.sms{background:#f3f3f3;border-radius:14px;padding:10px 14px;font-family:Arial;font-size:14px;max-width:540px;margin:8px 0}.grid{display:grid;grid-template-columns:1fr 1fr;gap:18px}.do{background:#eaf7ed;padding:14px;border-radius:8px}.dont{background:#fdecea;padding:14px;border-radius:8px}`,
    body: `<div class="hd">${wordmark('NPCI', '#0b5fa5', '#fff', 80, 34)}<span>National Payments Corporation of India</span></div>
<div class="w"><h1>Pay safely with UPI</h1>
<p><b>You don't need to enter your UPI PIN to receive money.</b> A UPI PIN is only required to send money or check your balance. If someone asks you to scan a QR code, approve a "collect request" or enter your PIN to receive a refund, cashback or prize, it is a fraud.</p>
<h2>Examples of fraudulent messages reported to us</h2>
<div class="sms">Congratulations! You have won Rs 2,150 cashback from PhonePe. Scratch your card and enter UPI PIN to receive: hxxps://phonepe.cashback-offers[.]in[.]net</div>
<div class="sms">Dear user, Rs 4999 is credited to your account. Tap on RECEIVE and enter PIN to claim your reward.</div>
<div class="sms">I am from Army, want to buy your sofa listed on OLX. Sending QR code, scan and enter PIN to receive Rs 12,000 advance.</div>
<div class="grid"><div class="do"><b>Do</b><ul><li>Verify the name of the receiver before paying</li><li>Use only the official app from Play Store / App Store</li><li>Report fraud on the National Cyber Crime Helpline 1930</li></ul></div>
<div class="dont"><b>Don't</b><ul><li>Share your UPI PIN or OTP with anyone</li><li>Approve unknown collect requests</li><li>Search the internet for "customer care numbers"</li></ul></div></div></div>`,
  }),
},
{
  id: 'yn-clean-easypaisa-home-ur-en',
  label: 'clean',
  kind: 'wallet-brand-site',
  url: 'https://easypaisa.com.pk/',
  body: doc({
    title: 'easypaisa - Pakistan ka apna digital bank',
    css: `body{font-family:Arial}.hd{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #eee}.hd a{margin-left:18px;text-decoration:none;color:#333;font-size:14px}.hero{background:#38b449;color:#fff;padding:50px 30px;display:flex;gap:30px;align-items:center}.hero h1{font-size:36px;margin:0}.st a{display:inline-block;background:#000;color:#fff;padding:10px 16px;border-radius:6px;margin-right:8px;text-decoration:none}.f{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:30px}.f div{border:1px solid #eee;border-radius:8px;padding:16px}.ur{direction:rtl;font-family:${FONTS.urdu};font-size:16px}.warn{background:#fff7e0;padding:14px 30px;font-size:14px}`,
    body: `<div class="hd">${wordmark('easypaisa', '#fff', '#38b449', 120, 32)}<nav><a href="#">Personal</a><a href="#">Business</a><a href="#">Loans</a><a href="#">Help</a></nav></div>
<div class="hero"><div><h1>Pakistan ka apna digital bank</h1><p>Send money, pay bills, save and invest — all in one app.</p><div class="st"><a href="https://play.google.com/store/apps/details?id=pk.com.telenor.phoenix">Google Play</a><a href="https://apps.apple.com/pk/app/easypaisa/id1071436418">App Store</a></div></div></div>
<div class="f"><div><b>Send Money</b><p>To any bank account or mobile wallet.</p></div><div><b>Bill Payments</b><p>Electricity, gas, water, internet.</p></div><div><b>Easycash loans</b><p>Instant loans in the app, with clear fees.</p></div><div><b>Savings</b><p>Profit on your balance.</p></div></div>
<div class="warn"><b>Stay safe:</b> easypaisa never runs lucky draws or prize schemes over calls or SMS and never asks for your MPIN, CNIC or OTP. <span class="ur">ایزی پیسہ کبھی بھی آپ سے آپ کا MPIN یا OTP نہیں مانگتا۔</span> Helpline: 3737.</div>`,
  }),
},
];
