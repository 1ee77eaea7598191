import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-rta-fines-inquiry-own-host',
  label: 'clean',
  kind: 'gov-fine-payment-real',
  url: 'https://www.rta.ae/wps/portal/rta/ae/home/rta-services/fines-payment/fines-inquiry',
  body: doc({
    title: 'Fines Inquiry & Payment | Roads & Transport Authority',
    head: gtag('G-RTA11930X'),
    css: cardCss({ bg: '#f2f2f2', primary: '#c8102e', radius: 4, width: 760 }) + `.hd{background:#fff;border-bottom:4px solid #c8102e;padding:12px 26px;display:flex;justify-content:space-between;align-items:center}.hd nav a{font-size:13px;color:#333;margin-left:14px;text-decoration:none}
.tabs{display:flex;gap:4px;margin-bottom:16px;flex-wrap:wrap}.tabs span{padding:8px 12px;background:#f3f3f3;font-size:13px;cursor:pointer}.tabs span.on{background:#c8102e;color:#fff}#res{display:none;margin-top:16px;font-size:14px;background:#f0f7f0;padding:14px;border-radius:4px}`,
    body: `<div class="hd">${wordmark('RTA', '#c8102e', { size: 30 })}<nav><a href="/wps/portal/rta/ae/home">Home</a><a href="#">Services</a><a href="#">Public Transport</a><a href="#">Media Centre</a><a href="/wps/portal/rta/ar/home">عربي</a></nav></div>
<div class="wrap"><div class="card"><h1>Fines Inquiry &amp; Payment</h1><p class="sub">Check and pay traffic fines issued in Dubai and other emirates. You can also pay through the RTA Dubai app, Dubai Drive app, or at RTA customer happiness centres.</p>
<div class="tabs"><span class="on">Plate number</span><span>Traffic file number</span><span>Driving licence</span><span>Fine number</span></div>
<form id="q"><div class="row"><div class="f"><label>Plate source</label><select name="src"><option>Dubai</option><option>Abu Dhabi</option><option>Sharjah</option><option>Ajman</option><option>Ras Al Khaimah</option><option>Fujairah</option><option>Umm Al Quwain</option></select></div><div class="f"><label>Plate code</label><input name="code" maxlength="2" required></div><div class="f"><label>Plate number</label><input name="num" maxlength="5" required></div></div><button class="btn">Search</button></form>
<div id="res"></div>
<p class="muted" style="margin-top:16px">RTA does not send SMS messages containing payment links. Only pay fines through rta.ae, the RTA apps or official channels. Report suspicious messages to the Dubai Police eCrime platform.</p></div>
<footer>${footerLinks(['Terms &amp; conditions', 'Privacy policy', 'Accessibility', 'Contact us: 8009090'])}<br>© 2025 Roads &amp; Transport Authority, Government of Dubai</footer></div>
<script>document.getElementById('q').onsubmit=function(e){e.preventDefault();fetch('/wps/portal/rta/ae/api/fines/search?'+new URLSearchParams(new FormData(this))).then(function(r){return r.json()}).then(function(j){var r=document.getElementById('res');r.style.display='block';r.textContent=j.fines.length?'':'No fines found for this vehicle.'})};</script>`,
  }),
  routes: { 'www.rta.ae/wps/portal/rta/ae/api/fines/search': json({ fines: [] }) },
},
{
  id: 'yl-clean-absher-individuals-login',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://www.absher.sa/wps/portal/individuals/Home/homepublic/!ut/p/z1/04_Sj9CPykssy0xPLMnMz0vMAfIjo8zijQ1cPUzcDQz9LYIMTAwCvYJ8jT0MDIJMzfQLsh0VAT8F2FU!/',
  body: doc({
    title: 'أبشر أفراد',
    lang: 'ar',
    css: cardCss({ bg: '#f3f6f4', primary: '#1b8354', radius: 6, width: 880 }) + `.hd{background:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #e1e6e3}.cols{display:grid;grid-template-columns:1fr 1fr;gap:22px}@media(max-width:760px){.cols{grid-template-columns:1fr}}
.cap{display:flex;gap:10px;align-items:center}.cap img{border:1px solid #ddd;border-radius:4px;height:40px;width:120px;background:#f1f1f1}.svc li{margin:8px 0;font-size:14px}`,
    body: `<div class="hd">${wordmark('أبشر', '#1b8354', { size: 30, width: 90 })}<small>وزارة الداخلية – المملكة العربية السعودية · <a href="?lang=en">English</a></small></div>
<div class="wrap"><div class="cols"><div class="card"><h1>تسجيل الدخول</h1>
<form method="post" action="/wps/portal/individuals/Home/homepublic/!ut/p/login" id="lf"><div class="f"><label>اسم المستخدم أو رقم الهوية</label><input name="username" required></div><div class="f"><label>كلمة المرور</label><input name="password" type="password" required></div>
<div class="f"><label>رمز التحقق المرئي</label><div class="cap"><img src="/wps/captcha/image?ts=1" alt="captcha"><input name="captcha" style="width:130px" required></div></div><button class="btn">تسجيل الدخول</button></form>
<p class="muted">نسيت كلمة المرور؟ · مستخدم جديد · الدخول عبر النفاذ الوطني الموحد</p></div>
<div class="card svc"><h3>الخدمات الإلكترونية</h3><ul><li>تجديد الهوية الوطنية</li><li>إصدار وتجديد جواز السفر</li><li>الاستعلام عن المخالفات المرورية وسدادها عبر سداد</li><li>تأشيرات الخروج والعودة</li><li>نقل ملكية المركبات</li></ul>
<p class="muted">تنبيه: لن تطلب منك وزارة الداخلية أو أبشر رمز التحقق عبر الهاتف، ولا ترسل روابط دفع عبر الرسائل النصية. سداد المخالفات يتم فقط عبر نظام سداد من خلال مصرفك.</p></div></div>
<footer>جميع الحقوق محفوظة لوزارة الداخلية © 2025 · سياسة الخصوصية · شروط الاستخدام</footer></div>`,
  }),
  routes: { 'www.absher.sa/wps/portal/individuals/Home/homepublic/!ut/p/login': redirectRoute(302, 'https://www.absher.sa/wps/portal/individuals/Home/homepublic/?err=1') },
},
{
  id: 'yl-clean-moi-qatar-violations',
  label: 'clean',
  kind: 'gov-fine-payment-real',
  url: 'https://portal.moi.gov.qa/wps/portal/MOIInternet/services/inquiries/trafficviolations',
  body: doc({
    title: 'الاستعلام عن المخالفات المرورية | وزارة الداخلية',
    lang: 'ar',
    css: cardCss({ bg: '#f5f1ea', primary: '#8a1538', radius: 6, width: 620 }) + `.hd{background:#8a1538;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.r{display:flex;gap:10px}.r label{font-size:14px;display:flex;gap:6px;align-items:center}`,
    body: `<div class="hd"><b>وزارة الداخلية – دولة قطر</b><span style="font-size:13px">English</span></div>
<div class="wrap"><div class="card"><h1>الاستعلام عن المخالفات المرورية</h1><p class="sub">يمكنك الاستعلام عن المخالفات وسدادها عبر هذه البوابة أو تطبيق مطراش2. الخصم على المخالفات يطبق وفق القرارات المعلنة رسمياً فقط.</p>
<form id="q"><div class="r"><label><input type="radio" name="by" checked> رقم اللوحة</label><label><input type="radio" name="by"> الرقم الشخصي</label><label><input type="radio" name="by"> رقم المنشأة</label></div>
<div class="row"><div class="f"><label>نوع اللوحة</label><select name="type"><option>خصوصي</option><option>نقل</option><option>دراجة نارية</option></select></div><div class="f"><label>رقم اللوحة</label><input name="plate" required></div></div><button class="btn">استعلام</button></form>
<p class="muted">تحذير: لا تقوم وزارة الداخلية بإرسال روابط لسداد المخالفات عبر الرسائل النصية أو البريد الإلكتروني.</p></div>
<footer>© وزارة الداخلية – دولة قطر</footer></div>
<script>document.getElementById('q').onsubmit=function(e){e.preventDefault();alert('لا توجد مخالفات مسجلة')};</script>`,
  }),
},
];
