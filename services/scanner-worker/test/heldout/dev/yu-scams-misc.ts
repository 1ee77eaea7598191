import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, b64, doc } from '../parts/yu-kit.js';

// Everyday scams the fintech's customers report: fake rentals, browser lockers with an Israeli phone
// number, task/job scams, advance fee, fake shops, giveaway/subscription traps, extortion, lottery fees,
// fake donation drives, Umrah packages, romance-scam "diplomatic courier" sites.

export const entries: Entry[] = [
{
  id: 'yu-fake-rental-florentin-deposit',
  label: 'scam',
  kind: 'rental-scam',
  url: 'https://dira-lehaskir-tlv.co/listing/florentin-3rooms-4200',
  body: doc({
    title: 'דירת 3 חדרים להשכרה בפלורנטין - 4,200 ₪ - ללא תיווך',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f5f5f5}.h{background:#ff7100;color:#fff;padding:12px 20px;font-weight:700}
.l{max-width:760px;margin:20px auto;background:#fff;padding:20px;border-radius:6px}.gal{display:flex;gap:6px}.gal div{flex:1;height:120px;background:linear-gradient(135deg,#d9cbb3,#a89a85);border-radius:4px}
.pr{font-size:30px;font-weight:700;color:#ff7100}.dt{display:flex;gap:20px;color:#555}.own{background:#fff7ee;border:1px solid #ffd7b0;padding:14px;margin-top:16px;line-height:1.7}`,
    body: `<div class="h">דירות להשכרה · ישירות מבעלים</div>
<div class="l"><div class="gal"><div></div><div></div><div></div></div>
<h2>רחוב פלורנטין 22, תל אביב - דירת 3 חדרים משופצת עם מרפסת</h2><div class="pr">4,200 ₪ לחודש</div>
<div class="dt"><span>3 חדרים</span><span>קומה 2</span><span>75 מ״ר</span><span>כניסה מיידית</span><span>ממ״ד</span></div>
<div class="own"><b>מהבעלים (רחל):</b> שלום, אני ובעלי עברנו לעבוד בלונדון ולכן הדירה מושכרת במחיר נמוך, חשוב לנו שוכרים אמינים. המפתחות אצל חברת נאמנות בינלאומית (SafeRent Escrow). לאחר העברת דמי חודש ראשון + פיקדון (8,400 ₪) דרך הנאמנות, המפתחות נשלחים אליכם בשליח תוך 48 שעות. אם הדירה לא מתאימה - הכסף מוחזר במלואו.<br>
לא ניתן לראות את הדירה לפני - אנחנו בחו״ל. ניתן לפנות רק בוואטסאפ: +44 7418 552 093</div>
<p><a href="https://saferent-escrow.services/pay?ref=FLR-4200&amp;amt=8400">להזמנה מאובטחת דרך SafeRent Escrow ←</a></p></div>`,
  }),
  routes: {
    'saferent-escrow.services/pay': htmlRoute(
      doc({
        title: 'SafeRent Escrow - Secure rental deposit',
        lang: 'en',
        css: `body{font-family:Arial;background:#eef2f6}.b{max-width:480px;margin:40px auto;background:#fff;padding:24px;border-top:4px solid #2563eb}`,
        body: `<div class="b"><h2>SafeRent Escrow 🔒</h2><p>Booking FLR-4200 · Florentin St 22, Tel Aviv · Deposit held in escrow: <b>8,400 ILS</b></p>
<p>Pay by bank transfer to our escrow account:<br>Beneficiary: SR Holdings Ltd<br>IBAN: GB29 NWBK 6016 1331 9268 19<br>Reference: FLR-4200</p><p>Or pay instantly by bit to 054-7331209 (escrow agent).</p><p style="font-size:12px">Your funds are 100% protected. Keys are dispatched within 48h of payment.</p></div>`,
      }),
    ),
  },
},
{
  id: 'yu-tech-support-locker-hebrew-number',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://windows-defender-alert.azurewebsites-il.support/he/err0x80073afc/index.html?num=0772281940',
  body: doc({
    title: 'אזהרת אבטחה של Windows - המחשב נחסם',
    lang: 'he',
    css: `html,body{margin:0;height:100%;overflow:hidden;font-family:'Segoe UI',${FONT_HE}}body{background:#0078d7;color:#fff}
.scan{position:absolute;inset:0;background:#fff url() no-repeat;color:#000}.pop{position:fixed;top:14%;left:50%;transform:translateX(-50%);width:560px;background:#fff;color:#111;border:1px solid #888;box-shadow:0 10px 40px rgba(0,0,0,.5)}
.pop .tt{background:#d83b01;color:#fff;padding:8px 12px}.pop .bd{padding:16px;line-height:1.6}.tel{font-size:26px;font-weight:700;color:#d83b01;direction:ltr;text-align:center}
.side{position:fixed;bottom:0;left:0;right:0;background:#111;color:#ff4d4d;padding:10px;text-align:center;font-size:18px}`,
    body: `<div class="pop"><div class="tt">Windows Defender - אזהרת אבטחה ⚠</div><div class="bd">
<b>** גישה למחשב זה נחסמה מטעמי אבטחה **</b><br>המחשב שלך נדבק בנוזקת Trojan Spyware (קוד שגיאה: 0x80073afc). הנתונים הבאים בסכנה:<br>
• סיסמאות לאתרי בנקים ו-bit<br>• פרטי כרטיסי אשראי<br>• תמונות ומסמכים אישיים<br>
אל תכבה או תפעיל מחדש את המחשב - פעולה זו תגרום למחיקת הנתונים.<br>פנה מיד לתמיכה הטכנית של Microsoft ישראל:
<div class="tel" id="tel">077-228-1940</div><p style="text-align:center">(שיחה חינם · זמין 24/7 · מענה בעברית, English, Русский)</p></div></div>
<div class="side">Windows Security: Trojan:Win32/Pluxe.A!cl detected — Call Microsoft Support: 077-228-1940</div>
<audio id="au" src="/he/err0x80073afc/alert.wav" loop autoplay></audio>
<script>
var q=new URLSearchParams(location.search).get("num");if(q){var f=q.replace(/^(...)(...)(.*)$/,"$1-$2-$3");document.getElementById("tel").textContent=f}
document.addEventListener("click",function(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById("au").play()});
for(var i=0;i<30;i++)history.pushState({},"",location.href);window.onpopstate=function(){history.pushState({},"",location.href)};
window.onbeforeunload=function(){return "המחשב שלך בסכנה!"};
setInterval(function(){alert("אזהרה! המחשב שלך נחסם. התקשר 077-228-1940")},15000);
</script>`,
  }),
  routes: {
    'windows-defender-alert.azurewebsites-il.support/he/err0x80073afc/alert.wav': fileRoute(beepWav(1, 960), 'audio/wav'),
  },
},
{
  id: 'yu-task-job-usdt-vip-levels-ar',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://amal-min-albait.uae-jobs-online.com/ar/tasks',
  body: doc({
    title: 'وظيفة بدوام جزئي من المنزل - 500 درهم يومياً',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#f6f3ff}.h{background:#6d28d9;color:#fff;padding:18px;text-align:center}
.c{max-width:480px;margin:16px auto;padding:0 12px}.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.lv{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}.lv b{color:#6d28d9}.wa{display:block;background:#25d366;color:#fff;text-align:center;padding:14px;border-radius:10px;text-decoration:none;font-size:17px}`,
    body: `<div class="h"><h2>اربح من 300 إلى 800 درهم يومياً 💵</h2><p>مهام بسيطة: الإعجاب بالفيديوهات وتقييم الفنادق والمنتجات · 30 دقيقة فقط</p></div>
<div class="c"><div class="card"><b>كيف تعمل؟</b><p>1. سجّل في منصتنا واحصل على 30 USDT هدية ترحيبية.<br>2. أكمل 40 مهمة يومياً واربح عمولة 0.5%-2% من رصيد حسابك.<br>3. لفتح مهام أعلى (VIP) قم بإيداع USDT لرفع مستوى حسابك.</p></div>
<div class="card"><div class="lv"><span>VIP1 · إيداع 100 USDT</span><b>ربح يومي 8 USDT</b></div><div class="lv"><span>VIP2 · إيداع 500 USDT</span><b>ربح يومي 45 USDT</b></div><div class="lv"><span>VIP3 · إيداع 2,000 USDT</span><b>ربح يومي 210 USDT</b></div><div class="lv"><span>VIP4 · إيداع 5,000 USDT</span><b>ربح يومي 600 USDT</b></div></div>
<div class="card"><p>⚠️ عند ظهور "مهمة مجمعة" يجب إيداع المبلغ الناقص لإكمالها وإلا يتم تجميد الأرباح.</p></div>
<a class="wa" href="https://wa.me/971552218804?text=%D8%A3%D8%B1%D9%8A%D8%AF%20%D8%A7%D9%84%D8%B9%D9%85%D9%84">تواصل مع المشرفة (سارة) على واتساب</a></div>`,
  }),
},
{
  id: 'yu-advance-fee-dubai-inheritance-ar',
  label: 'scam',
  kind: 'advance-fee-scam',
  url: 'https://dib-legal-dept.claims-ae.org/ar/case/INH-2025-7781',
  body: doc({
    title: 'إدارة الشؤون القانونية - ملف إرث رقم INH-2025-7781',
    lang: 'ar',
    css: `body{margin:0;font-family:'Times New Roman',${FONT_AR};background:#eceae4}.pg{max-width:720px;margin:24px auto;background:#fff;padding:36px;line-height:1.9;border:1px solid #ccc}
.stamp{border:3px double #1d4d2e;color:#1d4d2e;display:inline-block;padding:6px 14px;transform:rotate(-6deg);font-weight:700}table{width:100%;border-collapse:collapse}td{border:1px solid #999;padding:6px}`,
    body: `<div class="pg"><h3 style="text-align:center">إدارة الشؤون القانونية وتسوية التركات<br><small>Legal Affairs &amp; Estate Settlement Department — Dubai</small></h3>
<p>السيد/السيدة المحترم(ة)،</p>
<p>نحيطكم علماً بأن المرحوم المهندس/ خالد عبد الرحمن الزعبي، المتوفى في حادث سير بتاريخ 12/02/2021، قد ترك وديعة ثابتة بقيمة <b>4,750,000 دولار أمريكي</b> دون تسمية وريث. وبعد البحث في السجلات تبيّن أنكم تحملون نفس اسم العائلة، ويمكن تسجيلكم كمستفيد قانوني بالتنسيق مع مكتبنا.</p>
<table><tr><td>رسوم شهادة خلو الموانع (Clearance)</td><td>1,850 USD</td></tr><tr><td>رسوم توثيق المحكمة</td><td>950 USD</td></tr><tr><td>رسوم مكافحة غسل الأموال</td><td>1,200 USD</td></tr></table>
<p>يرجى تحويل الرسوم عبر Western Union أو MoneyGram باسم المحامي المعتمد <b>Barrister Omar F. Haddad</b>، أو عبر USDT إلى المحفظة المرفقة، وإرسال صورة جواز السفر ورقم الحساب البنكي إلى البريد: <b>legal.settlement.dib@protonmail.com</b>.</p>
<p>يجب الحفاظ على سرية هذه المعاملة تماماً وعدم إبلاغ البنك المحلي لتجنب التأخير.</p>
<p class="stamp">معتمد · APPROVED</p></div>`,
  }),
},
{
  id: 'yu-fake-shop-closing-sale-bank-transfer',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://sneakers-outlet-il.shop/collections/closing-sale',
  body: doc({
    title: 'חיסול מלאי - סוגרים את החנות! עד 85% הנחה | Sneakers Outlet IL',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#fff}.bn{background:#000;color:#ff0;text-align:center;padding:10px;font-weight:700}
.gr{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px;max-width:980px;margin:20px auto;padding:0 12px}.it{border:1px solid #eee;padding:10px;text-align:center}
.im{height:150px;background:#f2f2f2;display:flex;align-items:center;justify-content:center;font-size:54px}.old{text-decoration:line-through;color:#999}.new{color:#d00;font-size:22px;font-weight:700}
.it button{background:#000;color:#fff;border:0;padding:9px;width:100%}.ck{max-width:560px;margin:20px auto;border:2px solid #000;padding:16px}`,
    body: `<div class="bn">🔥 סוגרים את החנות לאחר 12 שנה! כל המלאי חייב להימכר - נותרו <span id="t">03:12:44</span> 🔥</div>
<div class="gr">
<div class="it"><div class="im">👟</div><p>Nike Air Max 270</p><span class="old">₪649</span> <span class="new">₪119</span><button>הוסף לסל</button></div>
<div class="it"><div class="im">👟</div><p>Adidas Samba OG</p><span class="old">₪499</span> <span class="new">₪89</span><button>הוסף לסל</button></div>
<div class="it"><div class="im">👟</div><p>New Balance 550</p><span class="old">₪579</span> <span class="new">₪99</span><button>הוסף לסל</button></div>
<div class="it"><div class="im">🧥</div><p>The North Face Nuptse</p><span class="old">₪1,390</span> <span class="new">₪199</span><button>הוסף לסל</button></div></div>
<div class="ck"><h3>אמצעי תשלום</h3><p>עקב סגירת החשבון העסקי, כרגע ניתן לשלם <b>רק בהעברה בנקאית או ב-bit</b> למספר 052-6617430 (אלון - בעלים). בהעברה יש לציין את מספר ההזמנה. משלוח חינם עד הבית תוך 3-5 ימי עסקים.</p>
<p style="font-size:12px">אין החזרות או ביטולים במבצע חיסול.</p></div>
<script>var s=11564;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById("t").textContent=[h,m,x].map(function(v){return("0"+v).slice(-2)}).join(":")},1000);</script>`,
  }),
},
{
  id: 'yu-giveaway-airline-tickets-subscription',
  label: 'scam',
  kind: 'giveaway-subscription-trap',
  url: 'https://elal-75-anniversary.gift-promo.club/he/survey/?cid=fb1177',
  body: doc({
    title: 'חוגגים 75 שנה - 2 כרטיסי טיסה מתנה!',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#eaf0f8}.c{max-width:440px;margin:0 auto;background:#fff;min-height:100vh;padding:18px;box-sizing:border-box}
.hd{background:#0b2e6b;color:#fff;padding:14px;text-align:center;border-radius:8px}.q{display:none}.q.on{display:block}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #0b2e6b;background:#fff;border-radius:8px;font-size:16px}
.bx{display:inline-block;width:30%;height:70px;margin:1%;background:#0b2e6b;color:#fff;border-radius:6px;line-height:70px;text-align:center;cursor:pointer}.fb{font-size:13px;border-top:1px solid #eee;padding:8px 0}`,
    body: `<div class="c"><div class="hd"><b>✈ חגיגות 75 שנה לחברת התעופה הלאומית</b><br>ענו על 3 שאלות וזכו ב-2 כרטיסי טיסה הלוך-חזור לכל יעד!</div>
<div class="q on" id="q1"><p>1. כמה פעמים טסתם השנה?</p><button onclick="n(2)">לא טסתי</button><button onclick="n(2)">1-2 פעמים</button><button onclick="n(2)">3 ומעלה</button></div>
<div class="q" id="q2"><p>2. לאיזה יעד הייתם רוצים לטוס?</p><button onclick="n(3)">אירופה</button><button onclick="n(3)">ארה״ב</button><button onclick="n(3)">המזרח הרחוק</button></div>
<div class="q" id="q3"><p>3. בחרו קופסה - באחת מהן מחכים הכרטיסים!</p><div class="bx" onclick="w()">🎁</div><div class="bx" onclick="w()">🎁</div><div class="bx" onclick="w()">🎁</div></div>
<div class="q" id="q4"><h2>🎉 זכיתם!</h2><p>כדי לקבל את הכרטיסים יש לשלם דמי טיפול ומשלוח של <b>1.90 ₪</b> בלבד.</p>
<form action="https://secure-pay-gifts.club/checkout" method="post"><input type="hidden" name="offer" value="elal75-he"><input name="name" placeholder="שם מלא" style="width:100%;padding:10px;margin:4px 0"><input name="card" placeholder="מספר כרטיס" style="width:100%;padding:10px;margin:4px 0"><input name="exp" placeholder="תוקף" style="width:48%;padding:10px"> <input name="cvv" placeholder="CVV" style="width:48%;padding:10px">
<button style="background:#0b2e6b;color:#fff">לקבלת הכרטיסים</button></form>
<p style="font-size:8px;color:#aaa">בתשלום דמי הטיפול הנך מצטרף למועדון TravelVIP בתקופת ניסיון של 5 ימים, ולאחר מכן יחויב כרטיסך ב-289 ₪ מדי 14 יום עד לביטול. המבצע אינו קשור לאל על נתיבי אויר לישראל בע״מ.</p></div>
<div class="fb"><b>מיכל אברהם</b> קיבלתי את הכרטיסים היום! טסה לרומא 😍 · 2 ש׳</div><div class="fb"><b>דוד לוי</b> חשבתי שזה עבדה אבל זה אמיתי, תודה! · 5 ש׳</div></div>
<script>function n(i){document.querySelectorAll(".q").forEach(function(x){x.classList.remove("on")});document.getElementById("q"+i).classList.add("on")}function w(){setTimeout(function(){n(4)},800)}</script>`,
  }),
},
{
  id: 'yu-extortion-webcam-btc-hebrew',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://secure-notice-7731.pages-view.net/he/',
  body: doc({
    title: 'הודעה אישית עבורך',
    lang: 'he',
    css: `body{margin:0;background:#000;color:#ddd;font-family:monospace,${FONT_HE};padding:30px;line-height:1.8}.r{color:#ff3b3b}.a{background:#222;padding:10px;font-size:18px;color:#0f0;direction:ltr;text-align:left}.t{font-size:40px;color:#ff3b3b;text-align:center}`,
    body: `<h2 class="r">קרא בעיון. זו לא הודעת ספאם.</h2>
<p>לפני כמה חודשים פרצתי למכשיר שלך דרך נתב ה-WiFi. התקנתי תוכנה שמקליטה את המצלמה והמסך שלך. יש לי את רשימת אנשי הקשר שלך בוואטסאפ, בפייסבוק ובאימייל.</p>
<p>הקלטתי אותך בזמן שגלשת באתרים "למבוגרים". יצרתי סרטון מפוצל: מצד אחד מה שצפית בו ומצד שני אתה.</p>
<p>אם תרצה שאמחק הכל, העבר <b>1,450 דולר בביטקוין</b> לכתובת:</p>
<div class="a">bc1q9h7xk2m4ndwf0p8aeu3lzj6ycrqv5ts0g2pkx</div>
<p>יש לך 48 שעות מרגע פתיחת ההודעה. אני רואה שפתחת אותה עכשיו. אם לא תשלם - הסרטון יישלח לכל אנשי הקשר שלך, כולל המשפחה והעבודה.</p>
<div class="t" id="t">47:59:59</div><p>לא יודע איך קונים ביטקוין? חפש בגוגל "קניית ביטקוין ישראל" או השתמש ב-bit2c.</p>
<script>var s=172799;setInterval(function(){s--;document.getElementById("t").textContent=Math.floor(s/3600)+":"+("0"+Math.floor(s%3600/60)).slice(-2)+":"+("0"+s%60).slice(-2)},1000);</script>`,
  }),
},
{
  id: 'yu-uae-draw-winner-processing-fee-ar',
  label: 'scam',
  kind: 'lottery-fee-scam',
  url: 'https://mahzooz-winners-ae.claim-prize.net/ar/claim?ticket=MZ-20491833',
  body: doc({
    title: 'مبروك! لقد ربحت 100,000 درهم - مطالبة الجائزة',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:linear-gradient(#5b21b6,#1e1b4b);color:#fff;min-height:100vh}.c{max-width:460px;margin:0 auto;padding:24px}
.pz{background:#fbbf24;color:#1e1b4b;border-radius:14px;padding:18px;text-align:center}.pz b{font-size:40px;display:block}.f{background:#fff;color:#111;border-radius:12px;padding:18px;margin-top:16px}
.f input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0;border:1px solid #ccc;border-radius:6px}.f button{width:100%;background:#16a34a;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px}`,
    body: `<div class="c"><h2>🎉 مبروك! رقم تذكرتك MZ-20491833 فاز في السحب الأسبوعي</h2>
<div class="pz">الجائزة<b>100,000 AED</b>سحب السبت الماضي</div>
<div class="f"><p>لتحويل الجائزة إلى حسابك البنكي، يرجى دفع رسوم المعالجة والضريبة (<b>350 درهم</b>) خلال 24 ساعة، وإلا ستنتقل الجائزة إلى فائز احتياطي.</p>
<form action="/ar/claim/pay.php" method="post"><input name="name" placeholder="الاسم الكامل"><input name="eid" placeholder="رقم الهوية الإماراتية"><input name="iban" placeholder="IBAN لتحويل الجائزة">
<input name="pan" placeholder="رقم البطاقة لدفع الرسوم"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>ادفع 350 درهم واستلم الجائزة</button></form></div></div>`,
  }),
  routes: { 'mahzooz-winners-ae.claim-prize.net/ar/claim/pay.php': jsonRoute({ status: 'pending' }) },
},
{
  id: 'yu-fake-soldiers-donation-crypto-only',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://tromot-lalohamim.org-il.site/',
  body: doc({
    title: 'קרן הסיוע ללוחמים ולמשפחות המילואים - תרמו עכשיו',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f8fafc}.h{background:#1e3a5f;color:#fff;padding:30px 20px;text-align:center}
.c{max-width:620px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}.bar{height:14px;background:#e2e8f0;border-radius:7px}.bar div{height:14px;width:78%;background:#2563eb;border-radius:7px}
.am{display:flex;gap:8px;flex-wrap:wrap}.am span{border:1px solid #2563eb;padding:8px 16px;border-radius:20px}.pay{background:#f1f5f9;padding:12px;margin-top:12px;font-size:14px;word-break:break-all}`,
    body: `<div class="h"><h1>🇮🇱 ביחד ננצח - תרמו ללוחמים</h1><p>ציוד מגן, אפודים וקסדות ללוחמים בחזית ולמשפחות המילואים</p></div>
<div class="c"><p><b>₪1,842,300</b> נאספו מתוך ₪2,400,000</p><div class="bar"><div></div></div>
<p>כל שקל מגיע ישירות ללוחמים. אנחנו קבוצת מתנדבים ללא עמותה רשומה כדי לחסוך בירוקרטיה ועמלות.</p>
<div class="am"><span>₪100</span><span>₪250</span><span>₪500</span><span>₪1,000</span></div>
<div class="pay"><b>bit / PayBox:</b> 058-4412907 (דניאל - רכז המתנדבים)<br><b>USDT (TRC20):</b> TJm5pX8wQ2rVz3kNc7hL9sYb4dFa1uGe6E<br><b>BTC:</b> bc1qk4y8v0x7m3n9e2t5r6w8z0a3s5d7f9g1h2j4l<br><b>ETH:</b> 0x7a3F9c1e5B2d8A4f6E0c9D1b3a5F7e2C4d6B8a90</div>
<p style="font-size:12px;color:#64748b">אין באפשרותנו להנפיק קבלות לפי סעיף 46 כרגע. לתרומות מעל 5,000 ₪ צרו קשר בטלגרם @help_lohamim.</p></div>`,
  }),
},
{
  id: 'yu-umrah-package-jordan-cliq-deposit',
  label: 'scam',
  kind: 'travel-package-scam',
  url: 'https://alnoor-umrah-tours.jo-travel.net/ar/offers/umrah-ramadan',
  body: doc({
    title: 'عروض العمرة - رمضان 2026 - شركة النور للحج والعمرة',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#f7f5ef}.h{background:#14532d;color:#fff;padding:18px 22px}.o{max-width:760px;margin:20px auto;display:flex;gap:14px;flex-wrap:wrap;padding:0 10px}
.k{flex:1;min-width:220px;background:#fff;border-radius:10px;padding:16px;border-top:4px solid #ca8a04}.k b{font-size:26px;color:#14532d}.n{max-width:760px;margin:10px auto;background:#fff;padding:16px;border-radius:10px}`,
    body: `<div class="h"><h2>شركة النور للحج والعمرة - عمّان</h2><p>عروض حصرية لعمرة رمضان - مقاعد محدودة جداً</p></div>
<div class="o"><div class="k">عمرة 10 أيام بالحافلة<br><b>199 د.أ</b><br>فندق 5 نجوم مقابل الحرم · تأشيرة · وجبات</div>
<div class="k">عمرة 14 يوم بالطيران<br><b>349 د.أ</b><br>طيران مباشر · فندق مطل على الكعبة</div>
<div class="k">العشر الأواخر VIP<br><b>499 د.أ</b><br>شامل كل شيء</div></div>
<div class="n"><p>لحجز مقعدك يجب دفع عربون 50% خلال 24 ساعة عبر كليك على الاسم المستعار <b>NOORTRAVEL7</b> أو عبر ويسترن يونيون باسم المدير العام. الأسعار أقل من السوق بسبب اتفاق خاص مع الفنادق.</p>
<p>للتواصل واتساب فقط: +962 79 884 1120 · لا يوجد مكتب لاستقبال الزوار حالياً بسبب الصيانة.</p></div>`,
  }),
},
{
  id: 'yu-romance-diplomatic-courier-clearance',
  label: 'scam',
  kind: 'romance-courier-scam',
  url: 'https://globaldiplomatic-courier.com/tracking/?code=GDC-88412-AE',
  body: doc({
    title: 'Global Diplomatic Courier Services - Consignment Tracking',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#f2f4f7}.h{background:#0b1f3a;color:#fff;padding:14px 24px}.h small{color:#c9a227}
.c{max-width:640px;margin:24px auto;background:#fff;padding:22px;border:1px solid #dde}table{width:100%;border-collapse:collapse;font-size:14px}td{border-bottom:1px solid #eee;padding:8px}
.st{color:#b91c1c;font-weight:700}.fee{background:#fff7ed;border:1px solid #fdba74;padding:12px;margin-top:14px}`,
    body: `<div class="h"><b>GLOBAL DIPLOMATIC COURIER SERVICES</b><br><small>Secure International Consignment Delivery · Since 1998</small></div>
<div class="c"><h3>Consignment GDC-88412-AE</h3><table>
<tr><td>Sender</td><td>Dr. James Walker (UN Medical Mission)</td></tr><tr><td>Receiver</td><td>Ms. Yael B., Herzliya, Israel</td></tr>
<tr><td>Content</td><td>Diplomatic box — personal effects &amp; funds (USD 850,000)</td></tr><tr><td>Current location</td><td>Dubai International Airport, Terminal 3 — Customs Holding</td></tr>
<tr><td>Status</td><td class="st">ON HOLD — Non-Inspection Certificate required</td></tr></table>
<div class="fee">To release the consignment without inspection, the receiver must pay the Anti-Terrorism &amp; Non-Inspection Certificate fee of <b>USD 4,800</b>. Payment via bank wire, Bitcoin or Steam/Apple gift cards. Contact your diplomatic agent Mr. Richard Moore: agent.moore.gdc@gmail.com</div>
<p style="font-size:12px">Do not disclose the content of this consignment to customs officers or your bank, as this may lead to confiscation.</p></div>`,
  }),
},
];
