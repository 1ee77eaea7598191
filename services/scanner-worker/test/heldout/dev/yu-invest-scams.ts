import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_HE, b64, doc } from '../parts/yu-kit.js';

// Investment fraud aimed at Israelis and Russian-speaking immigrants: binary-options style boiler-room
// funnels, fake news articles with a celebrity, "funds recovery" follow-ups, pig-butchering exchange
// dashboards and paid "VIP signals" channels.

export const entries: Entry[] = [
{
  id: 'yu-binary-options-boiler-room-lead-he',
  label: 'scam',
  kind: 'investment-boiler-room',
  url: 'https://ishi-mishar.profit-il.net/lp/he/v3/?aff=2211&sub=fb_il_45plus',
  body: doc({
    title: 'מסחר חכם - תתחילו להרוויח מהבית עוד היום',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#0b1020;color:#fff}
.hero{padding:40px 20px;text-align:center;background:radial-gradient(circle at top,#1f3a8a,#0b1020)}.hero h1{font-size:36px;margin:0}.hero h1 b{color:#22c55e}
.cols{display:flex;flex-wrap:wrap;max-width:1000px;margin:0 auto;gap:20px;padding:20px}.cols>div{flex:1;min-width:280px}
.form{background:#fff;color:#111;border-radius:12px;padding:22px}.form input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:6px}
.form button{width:100%;background:#22c55e;color:#fff;border:0;padding:15px;font-size:18px;border-radius:6px;font-weight:700}
.t{background:#131a33;border-radius:10px;padding:14px;margin-bottom:12px}.cd{font-size:28px;color:#facc15}
#toast{position:fixed;bottom:16px;right:16px;background:#fff;color:#111;padding:10px 14px;border-radius:8px;box-shadow:0 4px 14px rgba(0,0,0,.3);font-size:14px;display:none}
.disc{font-size:10px;color:#667;padding:20px;max-width:1000px;margin:auto}`,
    body: `<div class="hero"><h1>ישראלים מרוויחים <b>₪12,400</b> בחודש<br>מ-30 דקות ביום</h1><p>מערכת המסחר האוטומטית שכבר משנה חיים בישראל. ללא ניסיון. ללא סיכון.</p>
<p>ההרשמה נסגרת בעוד <span class="cd" id="cd">09:59</span></p></div>
<div class="cols"><div>
<div class="t">⭐⭐⭐⭐⭐ "התחלתי עם 1,000 ₪ ואחרי 3 שבועות משכתי 8,700 ₪. אין כמו זה!" — רונית, ראשון לציון</div>
<div class="t">⭐⭐⭐⭐⭐ "היועצת האישית שלי, דנה, ליוותה אותי צעד אחר צעד. תוך חודש סגרתי את המינוס." — שלמה, 61, חיפה</div>
<div class="t">✔ תשואה מובטחת של 87% בכל עסקה<br>✔ משיכה תוך 24 שעות<br>✔ מפוקח ומבוטח בסכום של עד 1,000,000 ₪<br>✔ יועץ אישי דובר עברית</div>
</div><div><div class="form"><h2 style="margin-top:0">פתחו חשבון חינם</h2><p style="font-size:13px">הפקדה מינימלית 250$ בלבד · יועץ יחזור אליכם תוך 10 דקות</p>
<form id="lead"><input name="first_name" placeholder="שם פרטי" required><input name="last_name" placeholder="שם משפחה" required><input name="email" type="email" placeholder="אימייל" required>
<input name="phone" type="tel" placeholder="טלפון נייד" required><input type="hidden" name="country" value="IL"><input type="hidden" name="funnel" value="smart-trade-he-v3">
<button>אני רוצה להתחיל להרוויח</button></form><p style="font-size:11px;color:#555">בלחיצה אני מאשר/ת קבלת שיחה מנציג שותף</p></div></div></div>
<div id="toast"></div>
<p class="disc">*התוצאות המוצגות אינן מבטיחות רווחים עתידיים. מסחר כרוך בסיכון. האתר אינו מפוקח ע״י רשות ניירות ערך.</p>
<script>
var s=599;setInterval(function(){if(s>0)s--;document.getElementById("cd").textContent=("0"+Math.floor(s/60)).slice(-2)+":"+("0"+s%60).slice(-2)},1000);
var n=["משה מחולון","אורית מבאר שבע","יוסי מנתניה","מרינה מאשדוד","אבי מפתח תקווה"];
setInterval(function(){var t=document.getElementById("toast");t.textContent="💰 "+n[Math.floor(Math.random()*n.length)]+" הרוויח/ה עכשיו ₪"+(1500+Math.floor(Math.random()*6000));t.style.display="block";setTimeout(function(){t.style.display="none"},3500)},7000);
document.getElementById("lead").onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.aff="2211";d.sub=new URLSearchParams(location.search).get("sub");
fetch("https://api.leadcrm-hub.io/v2/leads",{method:"POST",headers:{"Content-Type":"application/json","X-Api-Key":"b7e2c9aa41f0"},body:JSON.stringify(d)}).finally(function(){location.href="/lp/he/v3/thanks.html"})};
</script>`,
  }),
  routes: {
    'ishi-mishar.profit-il.net/lp/he/v3/thanks.html': htmlRoute(
      doc({ title: 'תודה!', lang: 'he', css: `body{font-family:${FONT_HE};text-align:center;padding:60px}`, body: `<h1>מזל טוב! החשבון שלך נפתח</h1><p>היועץ/ת האישי/ת שלך יתקשר/תתקשר אליך בדקות הקרובות מקידומת +44 או +357. הכן/י כרטיס אשראי לצורך הפקדה ראשונה.</p>` }),
    ),
  },
},
{
  id: 'yu-celebrity-fake-news-quantum-ru',
  label: 'scam',
  kind: 'investment-fake-news',
  url: 'https://vesty-israel-news.online/ekonomika/2025/sekret-bogatstva-izvestnogo-vedushchego/',
  body: doc({
    title: 'Известный израильский телеведущий раскрыл, как зарабатывает 40 000 шекелей в неделю',
    lang: 'ru',
    css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.mast{background:#b80000;color:#fff;padding:10px 20px;font:700 26px Arial}
.nav{background:#222;color:#ddd;font:13px Arial;padding:6px 20px}.art{max-width:720px;margin:20px auto;padding:0 16px;line-height:1.7}
.art h1{font-family:Arial;font-size:30px;line-height:1.2}.meta{font:12px Arial;color:#777}.q{border-right:4px solid #b80000;padding:8px 14px;background:#f8f8f8;font-style:italic}
.cta{display:block;background:#16a34a;color:#fff;text-align:center;padding:16px;font:700 20px Arial;text-decoration:none;border-radius:6px;margin:24px 0}
.cm{border-top:1px solid #eee;padding:10px 0;font:14px Arial}`,
    body: `<div class="mast">ВЕСТИ · Израиль</div><div class="nav">Новости · Экономика · Политика · Алия · Спорт</div>
<div class="art"><h1>Известный телеведущий раскрыл в прямом эфире, как зарабатывает 40 000 шекелей в неделю. Банк Израиля требует удалить запись</h1>
<p class="meta">Экономика · 14 октября · 6 мин. чтения</p>
<p>В ходе вчерашнего эфира произошло то, чего не ожидал никто: ведущий случайно рассказал о платформе <b>Quantum Trade AI</b>, которая, по его словам, «работает за тебя, пока ты спишь».</p>
<p class="q">«Я вложил 1000 шекелей, а через неделю на счету было 13 870. Это не шутка, я сам не поверил», — сказал он.</p>
<p>Уже через несколько минут после эфира представители крупных банков позвонили в студию с требованием прекратить интервью. Но было поздно: тысячи зрителей уже зарегистрировались.</p>
<p>Наша редакция проверила платформу лично. Журналист вложил минимальные 1000 ₪ и за 7 дней получил 9 412 ₪ прибыли.</p>
<a class="cta" href="/go/qt?src=vesty&lang=ru">👉 Зарегистрироваться в Quantum Trade AI, пока доступ открыт</a>
<div class="cm"><b>Лариса, Ашдод:</b> Зарегистрировалась вчера, уже +3 200 ₪! Спасибо за статью!</div>
<div class="cm"><b>Михаил, Хайфа:</b> Менеджер позвонил через 5 минут, всё объяснил на русском. Рекомендую.</div>
<div class="cm"><b>Ирина, Бат-Ям:</b> Сначала боялась, но уже вывела первые деньги на карту.</div></div>`,
  }),
  routes: {
    'vesty-israel-news.online/go/qt': redirectRoute(302, 'https://quantum-trade-ai.reg-platform.pro/ru/register?src=vesty'),
    'quantum-trade-ai.reg-platform.pro/ru/register': htmlRoute(
      doc({
        title: 'Quantum Trade AI — регистрация',
        lang: 'ru',
        css: `body{margin:0;font-family:Arial;background:#0f172a;color:#e2e8f0}.b{max-width:420px;margin:50px auto;background:#1e293b;padding:26px;border-radius:12px}
input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0;border:0;border-radius:6px}button{width:100%;padding:14px;background:#22c55e;border:0;color:#fff;font-size:17px;border-radius:6px}`,
        body: `<div class="b"><h2>Начните зарабатывать с ИИ</h2><p>Средний доход пользователей: <b>€1 200 в день</b></p>
<form action="https://crm.qtai-partners.com/api/lead" method="post"><input name="fname" placeholder="Имя"><input name="lname" placeholder="Фамилия"><input name="email" placeholder="Email"><input name="phone" placeholder="+972"><input type="hidden" name="offer" value="qtai-ru-il"><button>Зарегистрироваться</button></form>
<p style="font-size:11px;color:#94a3b8">Минимальный депозит 250 €. Ваш персональный менеджер свяжется с вами.</p></div>`,
      }),
    ),
  },
},
{
  id: 'yu-funds-recovery-binary-victims',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://recoverfunds-israel.legal/he/',
  body: doc({
    title: 'החזר כספים מברוקרים הונאה | Recover Funds Israel',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#1f2937}.hd{background:#0f2d52;color:#fff;padding:16px 24px;display:flex;justify-content:space-between}
.hero{background:#f1f5f9;padding:40px 24px;text-align:center}.hero h1{font-size:32px;margin:0 0 10px}.st{display:flex;justify-content:center;gap:40px;margin:20px 0}.st b{display:block;font-size:30px;color:#0f2d52}
.f{max-width:480px;margin:20px auto;background:#fff;border:1px solid #dbe2ea;padding:22px;border-radius:8px}.f input,.f select,.f textarea{width:100%;box-sizing:border-box;padding:10px;margin:5px 0;border:1px solid #bbb}
.f button{width:100%;background:#c9a227;border:0;padding:13px;font-size:16px;font-weight:700}.logos{text-align:center;color:#94a3b8;font-size:13px}`,
    body: `<div class="hd"><b>RECOVER FUNDS ISRAEL ⚖</b><span>☎ 03-9155-042</span></div>
<div class="hero"><h1>הפסדת כסף לברוקר בינארי, פורקס או קריפטו?</h1><p>צוות עורכי הדין והחוקרים שלנו החזיר יותר מ-<b>₪182 מיליון</b> לנפגעי הונאות השקעה.</p>
<div class="st"><div><b>97%</b>שיעור הצלחה</div><div><b>4,200+</b>לקוחות</div><div><b>14 יום</b>זמן טיפול ממוצע</div></div>
<p class="logos">בשיתוף: Interpol · FBI IC3 · רשות ניירות ערך · בנק ישראל</p></div>
<div class="f"><h3>בדיקת זכאות חינם</h3><form action="/he/claim.php" method="post">
<input name="name" placeholder="שם מלא" required><input name="phone" placeholder="טלפון" required><input name="email" placeholder="אימייל">
<select name="broker"><option>שם הברוקר</option><option>Option888</option><option>24Option</option><option>Banc de Binary</option><option>אחר / קריפטו</option></select>
<input name="amount" placeholder="סכום ההפסד (₪)"><textarea name="story" placeholder="תאר בקצרה מה קרה"></textarea>
<button>בדקו אם מגיע לי החזר</button></form>
<p style="font-size:12px">* דמי פתיחת תיק וחקירת בלוקצ׳יין בסך 2,900 ₪ משולמים מראש ומוחזרים במלואם עם השבת הכספים. תשלום באמצעות העברה בנקאית או USDT.</p></div>`,
  }),
  routes: { 'recoverfunds-israel.legal/he/claim.php': redirectRoute(302, 'https://recoverfunds-israel.legal/he/?sent=1') },
},
{
  id: 'yu-pig-butchering-exchange-withdraw-tax',
  label: 'scam',
  kind: 'pig-butchering-exchange',
  url: 'https://app.coinvexa-global.com/#/assets/withdraw',
  body: doc({
    title: 'CoinVexa | Assets',
    lang: 'en',
    css: `body{margin:0;background:#0c0e14;color:#e5e7eb;font-family:Inter,Arial,sans-serif}.top{display:flex;justify-content:space-between;padding:14px 20px;background:#12151e}.top b{color:#f0b90b}
.c{max-width:460px;margin:20px auto;padding:0 14px}.bal{background:#181c27;border-radius:12px;padding:20px}.bal .v{font-size:32px;font-weight:700}.g{color:#16c784}
.al{background:#3b1d1d;border:1px solid #7f1d1d;border-radius:10px;padding:14px;margin:16px 0;font-size:14px;line-height:1.6}
.addr{background:#0c0e14;border:1px dashed #f0b90b;padding:10px;font-family:monospace;word-break:break-all;font-size:13px}.btn{display:block;background:#f0b90b;color:#000;text-align:center;padding:13px;border-radius:8px;text-decoration:none;font-weight:700;margin-top:14px;border:0;width:100%}
.chat{position:fixed;bottom:16px;left:16px;background:#f0b90b;color:#000;border-radius:20px;padding:10px 16px;font-size:14px}`,
    body: `<div class="top"><b>CoinVexa</b><span>UID 88210473 · VIP3</span></div>
<div class="c"><div class="bal">Total assets (USDT)<div class="v">48,210.55</div><span class="g">+312.4% · AI Quant Contract</span></div>
<div class="al">⚠️ <b>Withdrawal frozen</b><br>Per the exchange's cross-border compliance policy, profits above 30,000 USDT are subject to a <b>20% personal income tax (9,642.11 USDT)</b> which must be deposited before funds can be released. Tax cannot be deducted from the balance. Unpaid tax for 72h will result in account freezing and asset confiscation.</div>
<p>Deposit network: TRC20</p><div class="addr" id="ad">TQ7mZp3X9aRkLw2hYt8VbN5cJs1uFe6GdK</div>
<button class="btn" id="cp">Copy deposit address</button>
<p style="font-size:12px;color:#9ca3af">After payment, upload the transfer screenshot to online customer service. Release takes 1-2 hours.</p></div>
<div class="chat">💬 Online customer service</div>
<script>document.getElementById("cp").onclick=function(){navigator.clipboard.writeText(document.getElementById("ad").textContent);this.textContent="Copied ✓"};</script>`,
  }),
},
];
