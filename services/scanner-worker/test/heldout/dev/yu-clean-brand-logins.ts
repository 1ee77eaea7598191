import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FAVICON_SVG, FONT_AR, FONT_HE, LOGO, TZ_JS, doc } from '../parts/yu-kit.js';

// The brands' own sign-in pages on their own domains: Israeli banks and card issuers, bit and PayBox,
// Emirates NBD, ADCB, UAE PASS, Aramex, Arab Bank. Same fields and the same Hebrew/Arabic wording the
// kits copy, posting to their own back ends.

export const entries: Entry[] = [
{
  id: 'yu-clean-hapoalim-login-own-domain',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://login.bankhapoalim.co.il/ng-portals/auth/he/?flow=AUTHENTICATE&state=yu71c',
  body: doc({
    title: 'כניסה לחשבון | בנק הפועלים',
    lang: 'he',
    head: `${FAVICON_SVG('#e30613')}<meta name="description" content="כניסה לחשבון הבנק שלך בבנק הפועלים">`,
    css: `body{margin:0;font-family:${FONT_HE};background:#f5f5f5;color:#222}header{background:#fff;padding:12px 28px;display:flex;justify-content:space-between;align-items:center;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.wrap{display:flex;max-width:1000px;margin:40px auto;gap:30px}.login{flex:0 0 380px;background:#fff;border-radius:8px;padding:28px}.side{flex:1}
label{display:block;font-size:14px;margin:14px 0 4px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b5b5b5;border-radius:4px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;background:#e30613;color:#fff;border:0;border-radius:4px;font-size:17px}.tabs a{margin-left:14px;font-size:14px;color:#e30613}
.sec{background:#fff;border-radius:8px;padding:20px;font-size:14px;line-height:1.7}footer{text-align:center;font-size:12px;color:#777;padding:20px}`,
    body: `<header>${LOGO.hapoalim}<nav><a href="https://www.bankhapoalim.co.il/he">לאתר הבנק</a> · <a href="https://www.bankhapoalim.co.il/he/contact-us">צור קשר</a> · <a href="?lang=en">English</a> · <a href="?lang=ar">عربي</a></nav></header>
<div class="wrap"><div class="login"><h1 style="font-size:22px">כניסה לחשבון</h1>
<div class="tabs"><a href="#" aria-current="page"><b>קוד משתמש וסיסמה</b></a><a href="?method=sms">כניסה עם קוד חד פעמי</a></div>
<form id="lf" method="post" action="/ng-portals/auth/he/authenticate">
<label for="userCode">קוד משתמש</label><input id="userCode" name="userCode" autocomplete="username" maxlength="12" required>
<label for="password">סיסמה</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<input type="hidden" name="state" value="yu71c"><button type="submit">כניסה</button></form>
<p style="font-size:13px"><a href="/ng-portals/auth/he/forgot" style="color:#e30613">שכחתי סיסמה / קוד משתמש</a> · <a href="/ng-portals/rg-portal/he/register" style="color:#e30613">הצטרפות לשירותים הדיגיטליים</a></p></div>
<div class="side"><div class="sec"><h3>חשוב לדעת - אבטחת מידע</h3><p>בנק הפועלים לעולם לא ישלח לך הודעת SMS או דוא״ל עם קישור לכניסה לחשבון, ולא יבקש ממך להזין סיסמה, קוד חד פעמי או פרטי כרטיס אשראי דרך קישור.</p>
<p>קיבלת הודעה חשודה? אל תלחץ על הקישור. העבר אותה ל-<b>*2407</b> או דווח דרך האפליקציה.</p><p>כתובת האתר הרשמית לכניסה היא תמיד <b>login.bankhapoalim.co.il</b>.</p></div></div></div>
<footer>© בנק הפועלים בע״מ · <a href="https://www.bankhapoalim.co.il/he/accessibility">הצהרת נגישות</a> · <a href="https://www.bankhapoalim.co.il/he/privacy">מדיניות פרטיות</a></footer>
<script>
document.getElementById("lf").addEventListener("submit",function(e){var p=document.getElementById("password").value;if(p.length<6){e.preventDefault();alert("יש להזין סיסמה תקינה")}});
</script>`,
  }),
},
{
  id: 'yu-clean-mizrahi-tefahot-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.mizrahi-tefahot.co.il/login/index.html?yu=mtf#/auth-page-he',
  body: doc({
    title: 'כניסה לחשבון - בנק מזרחי טפחות',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#faf7fc}.hd{background:#5a2d82;padding:14px 20px}.hd svg text{fill:#fff}.w{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:10px}
input{display:block;width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #ccc;padding:12px 4px;font-size:17px;margin-bottom:16px}.go{background:#f7941d;color:#fff;border:0;width:100%;padding:14px;border-radius:30px;font-size:18px}`,
    body: `<div class="hd">${LOGO.mizrahi}</div><div class="w"><h1 style="color:#5a2d82;font-size:22px">כניסה לחשבון</h1>
<form method="post" action="/login/authenticate"><input name="username" placeholder="קוד משתמש" autocomplete="username" required><input name="password" type="password" placeholder="סיסמה" autocomplete="current-password" required><button class="go">כניסה</button></form>
<p style="font-size:13px"><a href="/login/forgot">שכחתי קוד משתמש / סיסמה</a> | <a href="/login/index.html#/auth-page-ru">Вход на русском</a> | <a href="/login/index.html#/auth-page-ar">الدخول بالعربية</a></p>
<p style="font-size:12px;color:#666">הבנק לא יפנה אליך לעולם בבקשה למסור סיסמה או קוד חד פעמי, גם לא בשיחה טלפונית מ״נציג הבנק״.</p></div>`,
  }),
},
{
  id: 'yu-clean-max-login-otp',
  label: 'clean',
  kind: 'card-issuer-own-login',
  url: 'https://www.max.co.il/login?ReturnURL=%2Fhomepage%2Fpersonal&yu=1',
  body: doc({
    title: 'כניסה לאזור האישי | max',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#fff7f3}.c{max-width:420px;margin:50px auto;background:#fff;border-radius:12px;padding:26px;box-shadow:0 6px 24px rgba(0,0,0,.08)}
input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0;border:1px solid #e0cfc7;border-radius:8px;font-size:16px}button{width:100%;padding:13px;background:#ff5a1f;color:#fff;border:0;border-radius:8px;font-size:16px}#s2{display:none}`,
    body: `<div class="c"><div style="font:700 32px Arial;color:#ff5a1f">max</div><h2>כניסה לאזור האישי</h2>
<div id="s1"><input id="id" placeholder="תעודת זהות" inputmode="numeric" maxlength="9"><input id="ph" placeholder="מספר טלפון נייד" type="tel"><button id="b1">שלחו לי קוד</button></div>
<div id="s2"><p>שלחנו קוד חד פעמי לטלפון שמסתיים ב-<span id="end"></span>. הקוד תקף ל-5 דקות. לעולם אל תמסרו אותו לאף אחד.</p><input id="otp" inputmode="numeric" maxlength="6" placeholder="קוד"><button id="b2">כניסה</button></div>
<p style="font-size:13px"><a href="/login/password">כניסה עם סיסמה</a> · <a href="/join">הצטרפות לאזור האישי</a></p></div>
<script>
function v(i){return document.getElementById(i).value}
document.getElementById("b1").onclick=function(){fetch("/api/login/sendOtp",{method:"POST",headers:{"content-type":"application/json"},credentials:"include",body:JSON.stringify({id:v("id"),phone:v("ph")})}).then(function(){document.getElementById("end").textContent=v("ph").slice(-3);document.getElementById("s1").style.display="none";document.getElementById("s2").style.display="block"})};
document.getElementById("b2").onclick=function(){fetch("/api/login/verifyOtp",{method:"POST",headers:{"content-type":"application/json"},credentials:"include",body:JSON.stringify({id:v("id"),code:v("otp")})}).then(function(r){return r.json()}).then(function(j){location.href=j.returnUrl||"/homepage/personal"})};
</script>`,
  }),
  routes: {
    'www.max.co.il/api/login/sendOtp': jsonRoute({ sent: true }),
    'www.max.co.il/api/login/verifyOtp': jsonRoute({ returnUrl: '/homepage/personal' }),
  },
},
{
  id: 'yu-clean-bit-app-landing-fraud-tips',
  label: 'clean',
  kind: 'payapp-own-site',
  url: 'https://www.bitpay.co.il/he/yu-about-bit',
  body: doc({
    title: 'bit - להעביר כסף בקלות | אפליקציית התשלומים של בנק הפועלים',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#123}.hero{background:#00b4b4;color:#fff;padding:50px 24px;text-align:center}.hero svg rect{fill:#fff}.hero svg text{fill:#00b4b4}
.st{display:flex;justify-content:center;gap:12px;margin-top:20px}.st a{background:#000;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none}.sec{max-width:820px;margin:30px auto;padding:0 16px;line-height:1.8}
.warn{background:#fff7e6;border-right:4px solid #f59e0b;padding:14px}`,
    body: `<div class="hero">${LOGO.bit}<h1>להעביר ולקבל כסף בשניות</h1><p>לחברים, למשפחה ולעסקים - מכל בנק, בכל שעה.</p>
<div class="st"><a href="https://apps.apple.com/il/app/bit/id1207386034">App Store</a><a href="https://play.google.com/store/apps/details?id=com.bankhapoalim.bitpay">Google Play</a></div></div>
<div class="sec"><h2>איך זה עובד?</h2><p>מורידים את האפליקציה, מחברים את חשבון הבנק או כרטיס החיוב, ומעבירים כסף לכל מספר טלפון בישראל. כסף שקיבלתם מופיע באפליקציה ומועבר לחשבון הבנק באופן אוטומטי.</p>
<div class="warn"><b>זהירות מהונאות</b><br>• כדי לקבל כסף ב-bit <b>אין צורך</b> להזין פרטי כרטיס או קוד SMS באתר כלשהו.<br>• bit לא שולחת קישורים לאישור העברה או להחזר כספי.<br>• אל תמסרו את הקוד שנשלח אליכם ב-SMS - גם לא למי שמציג את עצמו כנציג bit.<br>• האפליקציה מותקנת רק מ-App Store או Google Play, לעולם לא מקובץ APK.</div></div>`,
  }),
},
{
  id: 'yu-clean-enbd-online-banking-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://online.emiratesnbd.com/EBanking/login?lang=en&yu=retail',
  body: doc({
    title: 'Emirates NBD Online Banking',
    lang: 'en',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f4f7}.nav{background:#072a5e;padding:14px 26px}.nav svg text{fill:#fff}
.pnl{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:4px}input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 16px;border:1px solid #b7bfcc}
.go{background:#072a5e;color:#fff;border:0;padding:12px;width:100%;font-size:15px}.ar{direction:rtl;font-family:${FONT_AR};font-size:14px;color:#444}.tip{font-size:12px;background:#f6f8fb;padding:10px;margin-top:14px}`,
    body: `<div class="nav">${LOGO.enbd}</div><div class="pnl"><h2>Log in to Online Banking</h2><p class="ar">تسجيل الدخول إلى الخدمات المصرفية عبر الإنترنت</p>
<form method="post" action="/EBanking/auth/login"><label>Username</label><input name="username" autocomplete="username" required><label>Password</label><input name="password" type="password" autocomplete="current-password" required><button class="go">Log in</button></form>
<p style="font-size:12px"><a href="/EBanking/forgot-username">Forgot username?</a> · <a href="/EBanking/register">Register</a></p>
<div class="tip">Emirates NBD will never ask you to share your OTP, PIN or card CVV over phone, SMS, email or through a link. لن نطلب منك أبداً مشاركة رمز التحقق.</div></div>`,
  }),
},
{
  id: 'yu-clean-adcb-card-services-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.adcb.com/ar/personal/adcb-hayyak/login?yu=cards',
  body: doc({
    title: 'بنك أبوظبي التجاري - تسجيل الدخول',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#f7f7f7}.t{background:#fff;border-bottom:3px solid #e11d2e;padding:10px 20px}.f{max-width:420px;margin:26px auto;background:#fff;padding:24px;border:1px solid #e5e5e5}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;margin:6px 0 12px}button{width:100%;background:#e11d2e;color:#fff;border:0;padding:13px;font-size:16px}`,
    body: `<div class="t">${LOGO.adcb}</div><div class="f"><h2>تسجيل الدخول إلى الخدمات المصرفية</h2>
<form method="post" action="/ar/personal/adcb-hayyak/auth"><label>اسم المستخدم</label><input name="user" required><label>كلمة المرور</label><input name="pass" type="password" required><button>دخول</button></form>
<p style="font-size:13px">لإدارة البطاقات أو إعادة تفعيلها استخدم تطبيق ADCB Hayyak أو اتصل بنا على 600 50 2030. لن يطلب منك البنك أبداً الرقم السري (PIN) أو رمز CVV عبر رابط.</p></div>`,
  }),
},
{
  id: 'yu-clean-uaepass-idshub-login',
  label: 'clean',
  kind: 'gov-identity-own-login',
  url: 'https://id.uaepass.ae/idshub/login?client_id=yu_portal&redirect_uri=https%3A%2F%2Fsmartservices.icp.gov.ae%2Fcb',
  body: doc({
    title: 'UAE PASS',
    lang: 'en',
    css: `body{margin:0;background:#f5f7f6;font-family:Arial}.c{max-width:420px;margin:40px auto;background:#fff;padding:30px;border-radius:10px;text-align:center}
input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #cdd5d1;border-radius:6px;margin:10px 0}.b{width:100%;background:#00843d;color:#fff;border:0;padding:13px;border-radius:6px}.ar{direction:rtl;font-family:${FONT_AR}}`,
    body: `<div class="c">${LOGO.uaepass}<h3>Login to UAE PASS</h3><p class="ar">تسجيل الدخول إلى الهوية الرقمية</p>
<form method="post" action="/idshub/authenticate"><input name="username" placeholder="Emirates ID, email, or phone e.g. 971xxxxxxxx" required><input type="hidden" name="client_id" value="yu_portal"><button class="b">Login</button></form>
<p style="font-size:13px">You will receive a notification on your UAE PASS app to confirm. UAE PASS is free of charge — we never ask for card details or fees.</p>
<p style="font-size:13px"><a href="/idshub/register">Create new account</a> · <a href="https://uaepass.ae/faq">FAQ</a></p></div>`,
  }),
},
{
  id: 'yu-clean-aramex-track-results-duty',
  label: 'clean',
  kind: 'courier-own-site',
  url: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=46021999031',
  body: doc({
    title: 'Track Shipments | Aramex',
    lang: 'en',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f6f6}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #e0e0e0}.m{max-width:680px;margin:26px auto;background:#fff;padding:24px}
.ev{border-left:3px solid #e30613;padding:4px 12px;margin:10px 0;font-size:14px}.duty{background:#f0f7ff;border:1px solid #bcd7f5;padding:12px}a.p{display:inline-block;background:#e30613;color:#fff;padding:10px 20px;text-decoration:none}`,
    body: `<div class="h">${LOGO.aramex}</div><div class="m"><h2>Shipment 46021999031</h2>
<div class="ev"><b>Held at customs - duties and taxes payable</b><br>Dubai, UAE · 14 Oct 2025 09:12</div><div class="ev">Arrived at destination facility<br>Dubai, UAE · 13 Oct 2025 22:40</div><div class="ev">Departed origin facility<br>London, GB · 12 Oct 2025 18:05</div>
<div class="duty">Customs duties and VAT of <b>AED 61.30</b> are payable before delivery. You can pay securely in your Aramex account or through the Aramex app.</div><p><a class="p" href="https://www.aramex.com/ae/en/pay-duties?awb=46021999031">Pay duties</a></p>
<p style="font-size:12px;color:#666">Aramex will only request payment through aramex.com or the Aramex app. Report suspicious messages to fraud@aramex.com.</p></div>`,
  }),
},
{
  id: 'yu-clean-arabbank-arabi-online-jo',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://arabionline.arabbank.jo/ArabiOnline/login.html?lang=ar&yu=jo',
  body: doc({
    title: 'عربي أونلاين | البنك العربي',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#f4eeee}.h{background:#fff;padding:12px 22px;border-bottom:2px solid #a6192e}.bx{max-width:420px;margin:34px auto;background:#fff;padding:26px;border-radius:6px}
input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 12px;border:1px solid #c9b6b9}button{width:100%;background:#a6192e;color:#fff;border:0;padding:13px}`,
    body: `<div class="h">${LOGO.arabbank}</div><div class="bx"><h2 style="color:#a6192e">تسجيل الدخول إلى عربي أونلاين</h2>
<form method="post" action="/ArabiOnline/auth/login"><input name="username" placeholder="اسم المستخدم" autocomplete="username" required><input name="password" type="password" placeholder="كلمة المرور" autocomplete="current-password" required><button>دخول</button></form>
<p style="font-size:13px"><a href="/ArabiOnline/register.html">التسجيل في الخدمة</a> · <a href="https://www.arabbank.jo/ar/security">نصائح أمنية</a></p>
<p style="font-size:12px;color:#666">تنبيه: البنك العربي لا يرسل روابط عبر الرسائل النصية لتحديث البيانات، ولا يطلب رمز التحقق لأي حوالة واردة عبر كليك.</p></div>`,
  }),
},
];
