import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FAVICON_SVG, FONT_AR, FONT_HE, LOGO, TZ_JS, doc } from '../parts/yu-kit.js';

// The brands' own sign-in pages on their own domains: Israeli banks and card issuers, bit and PayBox,
// Emirates NBD, ADCB, UAE PASS, Aramex, Arab Bank. Same fields and the same Hebrew/Arabic wording the
// kits copy, posting to their own back ends.

export const entries: Entry[] = [
{
  id: 'yu-clean-leumi-gatekeeper-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://hb2.bankleumi.co.il/staticcontent/gate-keeper/he/?trackingCode=yu-5f0c',
  body: doc({
    title: 'כניסה לחשבון | בנק לאומי',
    lang: 'he',
    css: `*{box-sizing:border-box}body{margin:0;font-family:${FONT_HE};background:#eef3f8}.card{max-width:400px;margin:60px auto;background:#fff;border-radius:14px;padding:30px 26px;box-shadow:0 8px 30px rgba(0,40,90,.1)}
input{width:100%;padding:13px 12px;border:1px solid #c9d6e3;border-radius:6px;font-size:16px;margin-bottom:14px}.btn{width:100%;padding:13px;border:0;border-radius:24px;background:#0069b4;color:#fff;font-size:17px}
.links{font-size:13px;margin-top:14px;display:flex;justify-content:space-between}.tip{font-size:12px;color:#5a6b7b;background:#f4f8fb;padding:10px;border-radius:6px;margin-top:14px}`,
    body: `<div class="card">${LOGO.leumi}<h2 style="color:#0069b4;font-weight:600">כניסה לחשבון</h2>
<form method="post" action="/gate-keeper/authenticate/login" id="f"><input name="uid" placeholder="שם משתמש" autocomplete="username" required><input name="password" type="password" placeholder="סיסמה" autocomplete="current-password" required>
<button class="btn">כניסה</button></form>
<div class="links"><a href="/staticcontent/gate-keeper/he/forgot-password">שכחתי סיסמה</a><a href="/staticcontent/gate-keeper/he/otp-login">כניסה עם קוד חד פעמי</a></div>
<div class="tip">🔒 לאומי לא ישלח לכם לעולם קישור לעדכון פרטים או לביטול חסימה. היכנסו לחשבון רק דרך האפליקציה או דרך הכתובת leumi.co.il.</div></div>
<script src="/staticcontent/gate-keeper/he/main.7c1e2.js"></script>`,
  }),
  routes: {
    'hb2.bankleumi.co.il/staticcontent/gate-keeper/he/main.7c1e2.js': jsRoute(
      `(function(){var f=document.getElementById("f");f.addEventListener("submit",function(e){e.preventDefault();var d=new FormData(f);fetch(f.action,{method:"POST",credentials:"include",headers:{"X-Requested-With":"XMLHttpRequest"},body:d}).then(function(r){return r.json()}).then(function(j){if(j.redirect)location.assign(j.redirect)}).catch(function(){alert("אירעה שגיאה, נסו שוב מאוחר יותר")})})})();`,
    ),
  },
},
{
  id: 'yu-clean-discount-telebank-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://start.telebank.co.il/login/?bank=d&multilang=he&yu=1',
  body: doc({
    title: 'דיסקונט - כניסה לחשבון',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f2f5f3}.box{max-width:420px;margin:50px auto;background:#fff;padding:30px;border:1px solid #dde5df}
input{width:100%;box-sizing:border-box;margin:8px 0;padding:12px;border:1px solid #b7c4bb}button{width:100%;background:#2a9d46;color:#fff;border:0;padding:12px;font-size:16px;margin-top:10px}
.hint{font-size:12px;color:#555}`,
    body: `<div class="box">${LOGO.discount}<h2>כניסה לחשבון</h2>
<form id="lf" method="post" action="/LoginPages/Logon">
<input name="tzId" id="tz" placeholder="מספר זהות" inputmode="numeric" maxlength="9" required>
<input name="tzPassword" type="password" placeholder="סיסמה" required>
<input name="aidnum" placeholder="קוד מזהה" maxlength="2" required><p class="hint">קוד מזהה - 2 אותיות או ספרות שקיבלת בעת ההצטרפות לשירות</p>
<button>כניסה</button></form>
<p style="font-size:13px"><a href="/apollo/core/templates/lobby/masterPage.html#/FORGOT_PASSWORD">שכחתי סיסמה</a> · <a href="https://www.discountbank.co.il/private/general-information/security/">מידע על אבטחה והונאות</a></p></div>
<script>${TZ_JS}
document.getElementById("lf").onsubmit=function(e){if(!tzOk(document.getElementById("tz").value)){e.preventDefault();alert("מספר הזהות שהוקלד אינו תקין")}};</script>`,
  }),
},
{
  id: 'yu-clean-fibi-online-russian-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://online.fibi.co.il/wps/portal/FibiMenu/Marketing/Private/Home?lang=ru&yu=1',
  body: doc({
    title: 'Первый международный банк Израиля — вход',
    lang: 'ru',
    css: `body{font-family:Arial,sans-serif;background:#eef2f7;margin:0}.b{width:400px;margin:50px auto;background:#fff;padding:28px;border-top:5px solid #004b87}
input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #a9b7c6;box-sizing:border-box}.b button{width:100%;padding:12px;background:#004b87;color:#fff;border:0;font-size:16px}`,
    body: `<div class="b"><div style="text-align:left;font-size:12px"><a href="?lang=he">עברית</a> | <b>Русский</b> | <a href="?lang=en">English</a> | <a href="?lang=ar">عربي</a></div>${LOGO.fibi}
<h1 style="font-size:20px;color:#004b87">Вход в систему</h1>
<form method="post" action="/wps/myportal/FibiMenu/login"><label>Код пользователя</label><input name="username" required><label>Пароль</label><input name="password" type="password" required><button>Войти</button></form>
<p style="font-size:12px">Банк никогда не просит сообщать пароль или одноразовый код по телефону, SMS или электронной почте. Подробнее в разделе <a href="https://www.fibi.co.il/private/security/">«Безопасность»</a>.</p></div>`,
  }),
},
{
  id: 'yu-clean-isracard-personal-area-login',
  label: 'clean',
  kind: 'card-issuer-own-login',
  url: 'https://digital.isracard.co.il/personalarea/Login/?yu=pa',
  body: doc({
    title: 'כניסה לאזור האישי | ישראכרט',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f5f7fb}.c{max-width:440px;margin:40px auto;background:#fff;border-radius:10px;padding:26px;box-shadow:0 4px 18px rgba(0,0,0,.08)}
.tb{display:flex;gap:8px;margin:14px 0}.tb button{flex:1;background:#eef2fa;border:0;padding:10px;border-radius:6px}.tb .on{background:#1c3f94;color:#fff}
label{font-size:13px;display:block;margin-top:12px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c4cbd8;border-radius:5px}.cta{background:#1c3f94;color:#fff;border:0;width:100%;padding:13px;margin-top:18px;border-radius:6px;font-size:16px}`,
    body: `<div class="c">${LOGO.isracard}<h2>כניסה לאזור האישי</h2><div class="tb"><button class="on" type="button">עם סיסמה</button><button type="button">עם קוד חד פעמי</button></div>
<form method="post" action="/personalarea/api/Login/ValidateIdData" id="f">
<label>תעודת זהות</label><input name="id" id="id" inputmode="numeric" maxlength="9" required>
<label>6 ספרות אחרונות של הכרטיס</label><input name="cardSuffix" inputmode="numeric" maxlength="6" required>
<label>סיסמה</label><input name="password" type="password" required><button class="cta">כניסה</button></form>
<p style="font-size:12px;color:#555">ישראכרט לא תשלח אליך לעולם קישור לביטול עסקה או להסרת הגבלה מהכרטיס. בכל חשש פנו ל-03-6364400.</p></div>
<script>${TZ_JS}
document.getElementById("f").onsubmit=function(e){if(!tzOk(document.getElementById("id").value)){e.preventDefault();alert("מספר תעודת הזהות שגוי")}};</script>`,
  }),
},
{
  id: 'yu-clean-paybox-group-landing',
  label: 'clean',
  kind: 'payapp-own-site',
  url: 'https://payboxapp.com/he/groups?yu=ref-vaad',
  body: doc({
    title: 'PayBox | קבוצות - לאסוף כסף בקלות',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f1f5ff}.w{max-width:760px;margin:0 auto;padding:30px 18px}.hero{background:#1e6bff;color:#fff;border-radius:18px;padding:30px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:14px;margin-top:20px}.grid div{background:#fff;border-radius:12px;padding:16px}.st a{display:inline-block;background:#000;color:#fff;padding:10px 16px;border-radius:8px;margin-left:8px;text-decoration:none}`,
    body: `<div class="w">${LOGO.paybox}<div class="hero"><h1>קבוצות ב-PayBox</h1><p>ועד הורים, מתנה לחברה, חופשה משותפת - פותחים קבוצה, משתפים קישור וכולם מעבירים בקלות.</p>
<div class="st"><a href="https://apps.apple.com/il/app/paybox/id895491053">App Store</a><a href="https://play.google.com/store/apps/details?id=com.payboxapp">Google Play</a></div></div>
<div class="grid"><div><h3>הזמנה לקבוצה</h3><p>קישור הזמנה לקבוצה פותח את האפליקציה. לא תתבקשו להזין סיסמה, קוד SMS או פרטי כרטיס בדפדפן.</p></div>
<div><h3>אבטחה</h3><p>PayBox מאובטחת בהתאם לדרישות הפיקוח על הבנקים. קיבלתם קישור חשוד? דווחו ל-support@payboxapp.com.</p></div></div></div>`,
  }),
},
];
