import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-gcash-help-protect-account',
  label: 'clean',
  kind: 'brand-help-article',
  url: 'https://help.gcash.com/hc/en-us/articles/360017723394-How-do-I-keep-my-GCash-account-safe',
  body: doc({
    title: 'How do I keep my GCash account safe? – GCash Help Center',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#2b2b2b;background:#fff}.hd{background:#005ce6;padding:14px 30px;color:#fff;display:flex;justify-content:space-between;align-items:center}.hd b{font-size:24px}.hd input{width:280px;padding:8px 12px;border-radius:20px;border:0}
.w{max-width:820px;margin:28px auto;padding:0 20px}.bc{font-size:13px;color:#6b6b6b}h1{font-size:30px;color:#1a1a1a}.w p,.w li{line-height:1.7}.box{background:#eef5ff;border-radius:10px;padding:16px;margin:18px 0}
.vote{border-top:1px solid #eee;margin-top:30px;padding-top:16px}.vote button{border:1px solid #005ce6;background:#fff;color:#005ce6;padding:6px 16px;border-radius:16px;margin-right:6px}`,
    body: `<div class="hd"><b>GCash <span style="font-weight:400">Help Center</span></b><input type="search" placeholder="Search"></div>
<div class="w"><div class="bc">GCash Help Center › Account Security › Protect your account</div><h1>How do I keep my GCash account safe?</h1>
<p>Scammers pretend to be GCash, banks, couriers and even friends to get your MPIN or authentication code. Here's how to keep your account safe:</p>
<ol><li><b>Never share your MPIN or authentication code (OTP)</b> with anyone, including people who say they're from GCash. GCash will never ask for them through calls, texts, email, or social media.</li>
<li><b>Don't click links in text messages.</b> GCash doesn't send SMS with links. Messages about "cashback," "rebates," or "account verification" that contain links are scams.</li>
<li><b>Only log in through the GCash app.</b> GCash doesn't have a website where you can log in with your mobile number and MPIN.</li>
<li><b>Turn on GCash Double Safe</b> (face verification) under Profile › Settings › Account Security.</li></ol>
<div class="box"><b>Got a suspicious message?</b> Report it at the in-app Help Center or email <a href="mailto:support@gcash.com">support@gcash.com</a>. You may also report scam text messages to the NTC through 1326.</div>
<p>If you think your account has been compromised, go to Help Center › Submit a ticket › "I want to report an unauthorized transaction" right away, or call the GCash Hotline at 2882.</p>
<div class="vote">Was this article helpful? <button>Yes</button><button>No</button></div></div>`,
  }),
},
{
  id: 'zy-clean-jazzcash-merchant-portal-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://merchants.jazzcash.com.pk/Account/Login?ReturnUrl=%2FDashboard',
  body: doc({
    title: 'JazzCash Merchant Portal - Login',
    css: `body{margin:0;font-family:Arial;background:#f7f7f7}.hd{background:#fff;border-bottom:4px solid #f7a600;padding:12px 30px;font:700 24px Arial;color:#e11b22}.hd span{color:#f7a600}
.b{max-width:420px;margin:50px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.1)}label{display:block;margin:12px 0 5px;font-size:14px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccc;border-radius:4px}
button{width:100%;margin-top:18px;background:#e11b22;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}.cap{display:flex;gap:10px;align-items:center;margin-top:12px}.cap img{border:1px solid #ddd}`,
    body: `<div class="hd">Jazz<span>Cash</span> <small style="color:#555;font-weight:400;font-size:14px">Merchant Portal</small></div>
<div class="b"><h3 style="margin-top:0">Sign in to your merchant account</h3><form method="post" action="/Account/Login?ReturnUrl=%2FDashboard"><input name="__RequestVerificationToken" type="hidden" value="CfDJ8Kq3mX0vT9rN2bLwYz7pE4sF1dG6hJ5aRt">
<label>Merchant ID / Username</label><input name="UserName" autocomplete="username" required><label>Password</label><input name="Password" type="password" autocomplete="current-password" required>
<div class="cap"><img src="/Account/Captcha?t=638551" alt="captcha" width="120" height="40"><input name="Captcha" placeholder="Enter code" style="flex:1"></div>
<button>Login</button></form><p style="font-size:13px"><a href="/Account/ForgotPassword">Forgot password?</a> · <a href="https://www.jazzcash.com.pk/merchant-onboarding/">Become a merchant</a></p>
<p style="font-size:12px;color:#777">For merchant support call 051-111-124-444 or email merchantsupport@jazzcash.com.pk</p></div>`,
  }),
},
{
  id: 'zy-clean-bdo-online-banking-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://online.bdo.com.ph/sso/login?josso_back_to=https://online.bdo.com.ph/sso/josso_security_check',
  body: doc({
    title: 'BDO Online Banking',
    head: '<meta name="description" content="BDO Online Banking - Bank anytime, anywhere">',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f4f8}.hd{background:#0033a0;height:64px;display:flex;align-items:center;padding:0 28px;justify-content:space-between}.hd span{color:#ffd200;font:900 30px Arial;letter-spacing:2px}.hd a{color:#fff;font-size:13px}
.m{max-width:900px;margin:40px auto;display:flex;gap:30px;padding:0 20px}.bx{flex:0 0 360px;background:#fff;padding:28px;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.12)}.bx h2{color:#0033a0;margin-top:0}
input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 14px;border:1px solid #b9c2d4;border-radius:3px}button{width:100%;background:#0033a0;color:#fff;border:0;padding:12px;border-radius:3px;font-size:15px}.tips{flex:1;font-size:14px;line-height:1.6}
.tips h3{color:#0033a0}@media(max-width:760px){.m{display:block}.bx{margin-bottom:20px}}`,
    body: `<div class="hd"><span>BDO</span><a href="https://www.bdo.com.ph/">www.bdo.com.ph</a></div>
<div class="m"><div class="bx"><h2>Online Banking</h2><form method="post" action="/sso/josso_login/" autocomplete="off"><input type="hidden" name="josso_cmd" value="login"><input type="hidden" name="josso_back_to" value="https://online.bdo.com.ph/sso/josso_security_check">
<label>User ID</label><input name="josso_username" required><label>Password</label><input name="josso_password" type="password" required><button>Log In</button></form>
<p style="font-size:12px"><a href="/sso/forgot-userid">Forgot User ID?</a> · <a href="/sso/forgot-password">Forgot Password?</a> · <a href="/sso/enroll">Enroll now</a></p></div>
<div class="tips"><h3>Security reminders</h3><ul><li>Always check that the address bar shows <b>https://online.bdo.com.ph</b>.</li><li>BDO will never ask for your password, OTP or card details via email, SMS, phone call or social media.</li><li>Do not click links in SMS claiming your account is locked or suspended.</li></ul><p>BDO Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas. Member: PDIC. Customer Contact Center: (+632) 8631-8000.</p></div></div>`,
  }),
},
{
  id: 'zy-clean-maybank2u-login-secure-phrase',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.maybank2u.com.my/home/m2u/common/login.do?redirectUrl=%2Fhome%2Fm2u%2Fcommon%2Fdashboard%2Fcasa',
  body: doc({
    title: 'Maybank2u',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f6f6}.top{background:#ffc83d;padding:12px 24px;display:flex;align-items:center;justify-content:space-between}.top b{font:900 22px Arial}
.c{max-width:440px;margin:40px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 1px 5px rgba(0,0,0,.1)}input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #bbb;border-radius:6px;font-size:16px;margin:8px 0 14px}
button{width:100%;padding:13px;border:0;background:#ffc83d;font-weight:700;font-size:16px;border-radius:6px}.hide{display:none}.img{display:flex;gap:12px;align-items:center;background:#fff9e6;padding:12px;border-radius:8px;margin-bottom:14px}.sec{font-size:12px;color:#555;margin-top:18px;line-height:1.5}`,
    body: `<div class="top"><b>Maybank2u</b><span style="font-size:13px">Bahasa Malaysia | English | 中文</span></div>
<div class="c"><h2 style="margin-top:0">Login to Maybank2u</h2>
<div id="s1"><label for="u">Username</label><input id="u" autocomplete="username"><button id="n">Next</button></div>
<div id="s2" class="hide"><div class="img"><img id="simg" width="56" height="56" alt="" style="border-radius:6px;background:#ddd"><div><b>Is this your Security Image &amp; Phrase?</b><br><span id="sp" style="font-size:13px"></span></div></div>
<form method="post" action="/home/m2u/common/login.do?action=LoginPassword"><input type="hidden" name="username" id="hu"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Login</button></form><p style="font-size:13px">Not your image? <a href="/home/m2u/common/login.do">Do not proceed</a>.</p></div>
<p class="sec">Maybank will never send you links via SMS or ask for your TAC, Secure2u approval, or password via phone. Approve Secure2u requests only for transactions you initiated. Malayan Banking Berhad (3813-K). Member of PIDM.</p></div>
<script>
document.getElementById("n").onclick=function(){var u=document.getElementById("u").value.trim();if(!u)return;
 fetch("/home/m2u/common/securePhrase.do",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:"username="+encodeURIComponent(u)}).then(function(r){return r.json()}).then(function(j){
  document.getElementById("hu").value=u;document.getElementById("simg").src=j.imageUrl;document.getElementById("sp").textContent=j.phrase;document.getElementById("s1").classList.add("hide");document.getElementById("s2").classList.remove("hide")});};
</script>`,
  }),
  routes: {
    'www.maybank2u.com.my/home/m2u/common/securePhrase.do': jsonRoute({ imageUrl: '/images/secure/img_042.jpg', phrase: 'Teh tarik kurang manis' }),
  },
},
{
  id: 'zy-clean-bisp-8171-official-eligibility',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://8171.bisp.gov.pk/index.php?lang=ur',
  body: doc({
    title: 'BISP 8171 - Benazir Income Support Programme',
    lang: 'ur',
    css: `body{margin:0;font-family:Arial,"Noto Nastaliq Urdu";background:#f2f7f3;color:#123}.hd{background:#006633;color:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}
.b{max-width:560px;margin:30px auto;background:#fff;border-radius:8px;padding:26px;border-top:5px solid #006633}.u{direction:rtl;text-align:right;font-size:17px;line-height:2}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #9fb8a8;border-radius:5px;font-size:18px;letter-spacing:2px}button{width:100%;margin-top:14px;background:#006633;color:#fff;border:0;padding:13px;border-radius:5px;font-size:16px}
.al{background:#fff3e0;border:1px solid #ffcc80;padding:12px;border-radius:6px;margin-top:18px}`,
    body: `<div class="hd"><b>Benazir Income Support Programme</b><span>Government of Pakistan</span></div>
<div class="b"><h2 style="margin-top:0">Eligibility Check</h2><p class="u">اپنی اہلیت جاننے کے لیے اپنا 13 ہندسوں کا شناختی کارڈ نمبر درج کریں (بغیر ڈیش کے)۔</p>
<form method="post" action="/index.php?lang=ur"><input type="hidden" name="__csrf" value="a4f7c1d9e2b8"><input name="cnic" inputmode="numeric" maxlength="13" pattern="\\d{13}" placeholder="XXXXXXXXXXXXX" required>
<div style="margin-top:12px;display:flex;gap:10px;align-items:center"><img src="/captcha.php" width="120" height="38" alt="captcha"><input name="captcha" placeholder="Captcha" style="letter-spacing:0"></div><button>Submit / جمع کرائیں</button></form>
<div class="al u">خبردار: بی آئی ایس پی کبھی بھی آپ سے پن کوڈ، او ٹی پی یا رقم کی منتقلی کے لیے فیس نہیں مانگتا۔ صرف 8171 سے آنے والے پیغامات آفیشل ہیں۔ مشکوک پیغامات کی اطلاع ہیلپ لائن 0800-26477 پر دیں۔</div></div>`,
  }),
},
];
