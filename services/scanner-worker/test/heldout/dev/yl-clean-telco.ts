import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-eand-myaccount-login',
  label: 'clean',
  kind: 'telecom-login-own-domain',
  url: 'https://www.etisalat.ae/b2c/eshop/login?locale=en',
  body: doc({
    title: 'Log in | e& UAE',
    head: gtag('G-EAND9931Z'),
    css: cardCss({ bg: '#f6f6f6', primary: '#e00800', radius: 16, width: 440 }) + `.nav{background:#fff;padding:12px 26px;display:flex;justify-content:space-between;align-items:center;box-shadow:0 1px 0 #eee}.nav a{color:#333;font-size:14px;text-decoration:none;margin-left:16px}.tabs{display:flex;gap:6px;margin-bottom:16px}.tabs button{flex:1;height:38px;border:1px solid #ddd;background:#fff;border-radius:19px;cursor:pointer}.tabs button.on{border-color:#e00800;color:#e00800}`,
    body: `<div class="nav">${wordmark('e&', '#e00800', { size: 30 })}<div><a href="https://www.etisalat.ae/en/c/mobile.html">Mobile</a><a href="https://www.etisalat.ae/en/c/home.html">Home</a><a href="https://www.etisalat.ae/en/smiles.html">Smiles</a><a href="?locale=ar">عربي</a></div></div>
<div class="wrap"><div class="card"><h1>Log in to your account</h1><p class="sub">Manage your plans, pay bills and track orders.</p>
<div class="tabs"><button class="on" type="button" data-m="mobile">Mobile number</button><button type="button" data-m="email">Email</button></div>
<form id="lf"><div class="f" id="fm"><label>Mobile number</label><input name="msisdn" placeholder="05X XXX XXXX" inputmode="tel" required></div><button class="btn">Send OTP</button></form>
<p class="muted" style="margin-top:14px">By continuing you agree to the e&amp; terms of use. e&amp; will never ask you to share the OTP with anyone, including our agents.</p></div>
<footer>${footerLinks(['Privacy', 'Terms', 'Sitemap', 'Contact us'])}<br>© 2025 Emirates Telecommunications Group Company PJSC</footer></div>
${cookieBar('This website uses cookies to personalise content and analyse traffic.', 'Accept all')}
<script>
document.querySelectorAll('.tabs button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.tabs button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');document.getElementById('fm').innerHTML=b.dataset.m==='email'?'<label>Email</label><input name="email" type="email" required>':'<label>Mobile number</label><input name="msisdn" placeholder="05X XXX XXXX" inputmode="tel" required>'}});
document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch('/b2c/eshop/api/otp/send',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(r){return r.json()}).then(function(j){alert(j.message)})};
</script>`,
  }),
  routes: { 'www.etisalat.ae/b2c/eshop/api/otp/send': json({ message: 'If this number is registered with e&, you will receive an OTP shortly.' }) },
},
{
  id: 'yl-clean-du-quick-pay-card',
  label: 'clean',
  kind: 'telecom-bill-pay-own-domain',
  url: 'https://www.du.ae/personal/quick-pay',
  body: doc({
    title: 'Quick Pay and Recharge | du',
    head: gtag('G-DU22Q8PAY'),
    css: cardCss({ bg: '#f2f2f7', primary: '#753bbd', radius: 10, width: 520 }) + `.nav{background:#fff;padding:12px 26px;display:flex;justify-content:space-between;align-items:center}.nav span{font-size:13px;color:#555}.seg{display:flex;background:#ecebf3;border-radius:10px;padding:4px;margin-bottom:16px}.seg label{flex:1;text-align:center;padding:8px;border-radius:8px;cursor:pointer;font-size:14px}.seg input{display:none}.seg input:checked+span{color:#753bbd;font-weight:700}
.sum{display:flex;justify-content:space-between;padding:10px 0;border-top:1px solid #eee;font-size:15px}`,
    body: `<div class="nav">${wordmark('du', '#00a9ce', { size: 32 })}<span>Personal · Business · عربي</span></div>
<div class="wrap"><div class="card"><h1>Quick Pay</h1><p class="sub">Pay a bill or recharge any du number without logging in.</p>
<div class="seg"><label><input type="radio" name="t" checked><span>Pay bill</span></label><label><input type="radio" name="t"><span>Recharge</span></label></div>
<form id="qp"><div class="f"><label>du mobile or account number</label><input name="acct" required></div><div class="f"><label>Amount (AED)</label><input name="amt" inputmode="decimal" required></div><div class="f"><label>Email for receipt</label><input name="email" type="email"></div>
${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry (MM/YY)', cvv: 'CVV' })}
<div class="sum"><span>Total</span><b id="tot">AED 0.00</b></div><button class="btn">Pay now</button></form>
<p class="muted">Payments are processed securely with 3-D Secure. du will never send you links asking for card details by SMS or WhatsApp.</p></div>
<footer>© 2025 Emirates Integrated Telecommunications Company PJSC (du)</footer></div>
<script>${cardMaskJs}
document.querySelector('[name=amt]').addEventListener('input',function(){var v=parseFloat(this.value)||0;document.getElementById('tot').textContent='AED '+v.toFixed(2)});
document.getElementById('qp').onsubmit=function(e){e.preventDefault();fetch('/api/payments/quickpay/session',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({acct:this.acct.value,amount:this.amt.value})}).then(function(r){return r.json()}).then(function(j){if(j.redirect)location.href=j.redirect})};</script>`,
  }),
  routes: { 'www.du.ae/api/payments/quickpay/session': json({ error: 'ACCOUNT_NOT_FOUND' }, 404) },
},
{
  id: 'yl-clean-mystc-login-otp',
  label: 'clean',
  kind: 'telecom-login-own-domain',
  url: 'https://www.stc.com.sa/content/stc/sa/ar/personal/mystc-login.html',
  body: doc({
    title: 'تسجيل الدخول | mystc',
    lang: 'ar',
    css: cardCss({ bg: '#f7f5fa', primary: '#4f008c', radius: 14, width: 440 }) + `.nav{background:#fff;padding:14px 24px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.nav a{color:#4f008c;font-size:14px;text-decoration:none}`,
    body: `<div class="nav">${wordmark('stc', '#4f008c', { size: 30 })}<a href="/content/stc/sa/en/personal/mystc-login.html">English</a></div>
<div class="wrap"><div class="card"><div class="step on" id="s1"><h1>تسجيل الدخول إلى mystc</h1><p class="sub">أدخل رقم جوالك وسنرسل لك رمز التحقق</p>
<form id="f1"><div class="f"><label>رقم الجوال</label><input name="mobile" dir="ltr" placeholder="05XXXXXXXX" inputmode="tel" required></div><button class="btn">إرسال الرمز</button></form></div>
<div class="step" id="s2"><h1>أدخل رمز التحقق</h1><p class="sub">أرسلنا رمزاً مكوناً من 4 أرقام إلى جوالك. إعادة الإرسال خلال <span id="cd">0:59</span></p><form id="f2">${otpBoxes(4)}<button class="btn">تحقق</button></form></div>
<p class="muted" style="margin-top:14px">لن تطلب منك stc رمز التحقق عبر الاتصال أو الرسائل. لا تشارك الرمز مع أي شخص.</p></div>
<footer>© 2025 شركة الاتصالات السعودية stc</footer></div>
<script>${otpJs}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();fetch('/bin/stc/mystc/otp',{method:'POST',body:new FormData(this)}).then(function(){document.getElementById('s1').classList.remove('on');document.getElementById('s2').classList.add('on');${countdownJs('#cd').replace(/\n/g, '')}})};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();fetch('/bin/stc/mystc/verify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({otp:window.__otp()})}).then(function(r){return r.json()}).then(function(j){alert(j.msg)})};</script>`,
  }),
  routes: { 'www.stc.com.sa/bin/stc/mystc/otp': json({ sent: true }), 'www.stc.com.sa/bin/stc/mystc/verify': json({ msg: 'رمز التحقق غير صحيح' }, 400) },
},
];
