import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, json, js, css, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

const csrf = (seed: string): string => Buffer.from('csrf:' + seed).toString('base64').replace(/=+$/, '');

export const entries: Entry[] = [
{
  id: 'yl-clean-enbd-online-own-host',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://online.emiratesnbd.com/ibanking/login?lang=en',
  body: doc({
    title: 'Emirates NBD Online Banking',
    head: `${gtag('G-ENBD4R2Q1')}<meta name="robots" content="noindex"><link rel="stylesheet" href="/ibanking/static/css/main.8f3a1c.css">`,
    css: cardCss({ bg: '#f4f5f7', primary: '#072447', radius: 4, width: 980 }) + `.top{background:#072447;height:64px;display:flex;align-items:center;justify-content:space-between;padding:0 28px;color:#fff;font-size:13px}.top a{color:#fff;text-decoration:none;margin-left:18px}
.cols{display:grid;grid-template-columns:420px 1fr;gap:30px}@media(max-width:860px){.cols{grid-template-columns:1fr}}.side h3{color:#072447;margin-top:0}.side li{margin:8px 0;font-size:14px;line-height:1.6}.tip{background:#eaf1fb;border-radius:4px;padding:14px;font-size:13px;line-height:1.6;margin-top:14px}.links{display:flex;justify-content:space-between;margin-top:14px;font-size:13px}.links a{color:#0b5cad}`,
    body: `<div class="top">${wordmark('Emirates NBD', '#fff', { size: 22 })}<div><a href="https://www.emiratesnbd.com/en">emiratesnbd.com</a><a href="?lang=ar">عربي</a><a href="https://www.emiratesnbd.com/en/contact-us">Contact us</a></div></div>
<div class="wrap"><div class="cols"><div class="card"><h1>Log in to Online Banking</h1><p class="sub">Use your Online Banking username and password.</p>
<div class="err" id="err"></div>
<form id="lf" method="post" action="/ibanking/api/v2/auth/login" autocomplete="on"><input type="hidden" name="_csrf" value="${csrf('enbd-ib')}">
<div class="f"><label for="u">Username</label><input id="u" name="username" autocomplete="username" required></div>
<div class="f"><label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password" required></div>
<button class="btn">Log in</button><div class="links"><a href="/ibanking/forgot-username">Forgot username?</a><a href="/ibanking/reset-password">Forgot password?</a></div></form>
<p class="muted" style="margin-top:18px">New to Online Banking? <a href="/ibanking/register">Register now</a> with your debit card or account number.</p></div>
<div class="side"><h3>Stay safe online</h3><ul><li>Emirates NBD will never ask you for your password, OTP, card PIN or CVV by phone, SMS, email or WhatsApp.</li><li>Always check that the address in your browser starts with <b>https://online.emiratesnbd.com</b>.</li><li>Do not click links in messages claiming your account is blocked or your points are expiring.</li></ul>
<div class="tip">Received a suspicious message? Forward it to <b>phishing@emiratesnbd.com</b> or call us on <b>600 54 0000</b>. From outside the UAE: +971 4 316 0316.</div></div></div>
<footer>${footerLinks(['Security', 'Privacy notice', 'Terms &amp; conditions', 'Schedule of charges', 'Accessibility'])}<br>Emirates NBD Bank (P.J.S.C.) is licensed by the Central Bank of the UAE.</footer></div>
${cookieBar('We use cookies to improve your experience and for analytics. See our cookie policy.', 'Accept')}
<script src="/ibanking/static/js/runtime.3b1f.js"></script>
<script>
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var f=this,b=f.querySelector('button');b.disabled=true;
fetch(f.action,{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-CSRF-Token':f._csrf.value},body:JSON.stringify({username:f.username.value,password:f.password.value,channel:'IB'})})
.then(function(r){return r.json()}).then(function(j){if(j.next)location.assign(j.next);else{var er=document.getElementById('err');er.textContent=j.message||'Unable to log in.';er.style.display='block';b.disabled=false}})
.catch(function(){b.disabled=false})});
</script>`,
  }),
  routes: { 'online.emiratesnbd.com/ibanking/api/v2/auth/login': json({ message: 'The username or password you entered is incorrect.' }, 401) },
},
{
  id: 'yl-clean-almubasher-rajhi-own-host',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.almubasher.com.sa/portal/individual/login',
  body: doc({
    title: 'المباشر للأفراد - مصرف الراجحي',
    lang: 'ar',
    head: gtag('G-ARB0912XQ'),
    css: cardCss({ bg: '#f4f6fb', primary: '#1b3fae', radius: 12, width: 460 }) + `.hd{background:#fff;border-bottom:1px solid #e6e9f2;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}.hd a{color:#1b3fae;font-size:14px;text-decoration:none;margin-right:14px}.aw{background:#fff8e6;border-radius:8px;padding:12px;font-size:13px;line-height:1.8;margin-top:16px}`,
    body: `<div class="hd">${wordmark('مصرف الراجحي', '#1b3fae', { size: 22, width: 170 })}<div><a href="https://www.alrajhibank.com.sa/">الموقع الرئيسي</a><a href="?lang=en">English</a></div></div>
<div class="wrap"><div class="card"><h1>تسجيل الدخول</h1><p class="sub">الدخول إلى المباشر للأفراد</p>
<form id="lf" action="/portal/individual/j_security_check" method="post"><input type="hidden" name="token" value="${csrf('mubasher')}">
<div class="f"><label>اسم المستخدم</label><input name="j_username" autocomplete="username" required></div><div class="f"><label>كلمة المرور</label><input name="j_password" type="password" autocomplete="current-password" required></div>
<button class="btn">دخول</button></form><p class="muted" style="margin-top:12px"><a href="/portal/individual/forgot">نسيت اسم المستخدم أو كلمة المرور؟</a> · <a href="/portal/individual/register">التسجيل في المباشر</a></p>
<div class="aw"><b>تنبيه أمني:</b> مصرف الراجحي لا يطلب منك أبداً رمز التحقق أو كلمة المرور أو بيانات البطاقة عبر الاتصال أو الرسائل أو الروابط. لا تشارك رمز التحقق مع أي شخص حتى لو ادعى أنه موظف في البنك. للإبلاغ عن الاحتيال: 8001241222.</div></div>
<footer>© 2025 مصرف الراجحي · مرخص من البنك المركزي السعودي</footer></div>
<script>document.getElementById('lf').addEventListener('submit',function(){this.querySelector('button').disabled=true});</script>`,
  }),
  routes: { 'www.almubasher.com.sa/portal/individual/j_security_check': redirectRoute(302, 'https://www.almubasher.com.sa/portal/individual/login?error=1') },
},
{
  id: 'yl-clean-cib-ebanking-own-host',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ebanking.cibeg.com/CIB/Login',
  body: doc({
    title: 'CIB Internet Banking – Login',
    head: gtag('G-CIBEG7731'),
    css: cardCss({ bg: '#e9eef3', primary: '#003b71', radius: 2 }) + `.hd{background:#fff;padding:14px 30px;border-bottom:3px solid #7fb3e0}.faq{font-size:13px;line-height:1.7;margin-top:14px}`,
    body: `<div class="hd">${wordmark('CIB', '#003b71', { size: 30 })}</div>
<div class="wrap"><div class="card"><h1>Internet Banking</h1><p class="sub">Log in with your user ID and password.</p>
<form method="post" action="/CIB/Login/Authenticate" id="lf"><input type="hidden" name="__RequestVerificationToken" value="${csrf('cib')}">
<div class="f"><label>User ID</label><input name="UserId" autocomplete="username" required></div><div class="f"><label>Password</label><input type="password" name="Password" autocomplete="current-password" required></div>
<button class="btn">Log in</button></form>
<div class="faq"><a href="/CIB/Registration">First time user? Register</a> · <a href="/CIB/ForgotPassword">Forgot password</a><br><br>
CIB will never contact you to ask for your password, OTP or card details. Report suspicious calls or messages to our hotline <b>19666</b> or <b>+202 24200 19666</b> from abroad.</div></div>
<footer>© Commercial International Bank (Egypt) S.A.E.</footer></div>`,
  }),
  routes: { 'ebanking.cibeg.com/CIB/Login/Authenticate': redirectRoute(302, 'https://ebanking.cibeg.com/CIB/Login?e=invalid') },
},
{
  id: 'yl-clean-kfh-card-activation-own-host',
  label: 'clean',
  kind: 'bank-card-form-own-domain',
  url: 'https://www.kfh.com/en/home/Personal/cards/activate-card.html',
  body: doc({
    title: 'Activate your card | KFH',
    head: `${gtag('G-KFH55120K')}<link rel="canonical" href="https://www.kfh.com/en/home/Personal/cards/activate-card.html">`,
    css: cardCss({ bg: '#f3f6f3', primary: '#00693e', radius: 6, width: 540 }) + `.nav{background:#fff;padding:14px 26px;border-bottom:1px solid #e3e8e3;display:flex;justify-content:space-between;align-items:center}.nav a{color:#00693e;margin-left:14px;font-size:14px;text-decoration:none}.bc{font-size:12px;color:#777;margin-bottom:10px}.note{font-size:13px;background:#f0f7f3;padding:12px;border-radius:4px;line-height:1.7}`,
    body: `<div class="nav">${wordmark('KFH', '#00693e', { size: 28 })}<div><a href="/en/home/Personal.html">Personal</a><a href="/en/home/Business.html">Business</a><a href="/ar/home/Personal/cards/activate-card.html">عربي</a></div></div>
<div class="wrap"><div class="bc">Home › Personal › Cards › Activate card</div><div class="card"><h1>Activate your new card</h1>
<p class="sub">You can activate your new KFH debit, prepaid or credit card here, through KFHOnline or the KFH app. You will receive an OTP on your registered mobile number.</p>
<form id="af" action="/api/cards/activation" method="post"><div class="f"><label>Card number</label><input name="card" data-card="number" inputmode="numeric" autocomplete="cc-number" required></div>
<div class="row"><div class="f"><label>Expiry</label><input name="exp" data-card="exp" placeholder="MM/YY" required></div><div class="f"><label>Civil ID</label><input name="civil" inputmode="numeric" maxlength="12" required></div></div>
<button class="btn">Send OTP</button></form>
<div class="note" style="margin-top:14px">KFH will never ask for your card PIN or CVV on this page or by phone. Your PIN is set at any KFH ATM after activation. For help call <b>1803333</b>.</div></div>
<footer>© Kuwait Finance House 2025 · Regulated by the Central Bank of Kuwait</footer></div>
<script>${cardMaskJs}
document.getElementById('af').addEventListener('submit',function(e){e.preventDefault();var b=this.querySelector('button');b.disabled=true;fetch(this.action,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({card:this.card.value.replace(/\\s/g,''),exp:this.exp.value,civil:this.civil.value})}).then(function(r){return r.json()}).then(function(j){alert(j.message);b.disabled=false})});</script>`,
  }),
  routes: { 'www.kfh.com/api/cards/activation': json({ message: 'We could not verify these details. Please check your card number and Civil ID.' }, 422) },
},
{
  id: 'yl-clean-network-intl-3ds-challenge',
  label: 'clean',
  kind: '3ds-challenge-processor',
  url: 'https://acs2.network.ae/acs/challenge?transId=6e3f1a2b-77c4-4d0e-9b61-2f0c8e41d9a7',
  body: doc({
    title: 'Purchase Authentication',
    css: `body{font-family:Arial,Helvetica,sans-serif;margin:0;background:#fff;color:#222}.w{max-width:400px;margin:0 auto;padding:16px}.lg{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding-bottom:10px}
table{width:100%;font-size:13px;margin:12px 0}td{padding:4px 0}td:first-child{color:#666;width:45%}input{width:100%;height:40px;font-size:18px;text-align:center;letter-spacing:4px;box-sizing:border-box;border:1px solid #999}button{width:100%;height:40px;margin-top:10px;border:0;background:#1a4d8f;color:#fff;font-size:15px}.l{font-size:12px;margin-top:12px}.l a{color:#1a4d8f}`,
    body: `<div class="w"><div class="lg">${wordmark('Emirates Islamic', '#00594f', { size: 16 })}${wordmark('VISA Secure', '#1a1f71', { size: 16 })}</div>
<p style="font-size:14px">We've sent a one-time passcode to your mobile number ending in <b>••47</b>. Enter it below to confirm this purchase.</p>
<table><tr><td>Merchant</td><td>CARREFOUR UAE ONLINE</td></tr><tr><td>Amount</td><td>AED 486.25</td></tr><tr><td>Card number</td><td>XXXX XXXX XXXX 3318</td></tr></table>
<form method="post" action="/acs/challenge/verify"><input type="hidden" name="transId" value="6e3f1a2b-77c4-4d0e-9b61-2f0c8e41d9a7"><input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code" required><button>Submit</button></form>
<div class="l"><a href="#">Resend code</a> · <a href="#">Cancel</a> · <a href="#">Help</a></div>
<p class="l" style="color:#777">Never share this code. The bank will never call you to ask for it. If you didn't make this purchase, cancel and call 600 59 9995.</p></div>`,
  }),
  routes: { 'acs2.network.ae/acs/challenge/verify': htmlRoute('<!doctype html><html><body><form id="r" method="post" action="https://www.carrefouruae.com/checkout/3ds/return"><input type="hidden" name="cres" value="eyJ0cmFuc1N0YXR1cyI6IlkifQ"></form><script>document.getElementById("r").submit()</script></body></html>') },
},
];
