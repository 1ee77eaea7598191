import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, LUHN_JS, TZ_JS, doc } from '../parts/yu-kit.js';

// Real government and utility services that the smishing lures imitate: Israel Post customs payment,
// the Tax Authority refund service, Bituach Leumi's personal area, Road 6 and police fine payment,
// Salik, and the National Cyber Directorate's page on fake SMS messages.

export const entries: Entry[] = [
{
  id: 'yu-clean-govil-income-tax-refund-service',
  label: 'clean',
  kind: 'gov-service-page',
  url: 'https://www.gov.il/he/service/income-tax-refund-request-yu',
  body: doc({
    title: 'בקשה להחזר מס לשכירים | רשות המסים בישראל | gov.il',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#1b1b1b}.gh{border-bottom:1px solid #ddd;padding:8px 20px;display:flex;gap:14px;align-items:center}.bl{background:#1c4b9c;color:#fff;padding:22px 20px}
.mn{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.8}.cta{display:inline-block;background:#1c4b9c;color:#fff;padding:12px 26px;text-decoration:none}.box{background:#f2f5fa;padding:14px;border-right:4px solid #1c4b9c}`,
    body: `<div class="gh">${LOGO.govil}<span>רשות המסים בישראל</span></div>
<div class="bl"><h1>בקשה להחזר מס לשכירים</h1><p>שירות מקוון להגשת בקשה להחזר מס עבור 6 שנות המס האחרונות</p></div>
<div class="mn"><h2>מי יכול לקבל החזר מס?</h2><p>שכירים שלא חויבו בהגשת דוח שנתי ויש להם זכאות להחזר, למשל: מי שעבדו חלק מהשנה, החליפו מקום עבודה, הפקידו לקופת גמל באופן עצמאי או שילמו מס על הפקדון.</p>
<h2>מה צריך להכין?</h2><ul><li>טופס 106 מכל המעסיקים בשנת המס</li><li>אישורי הפקדה לקופות גמל ולביטוח חיים</li><li>פרטי חשבון הבנק להעברת ההחזר</li></ul>
<div class="box"><b>שימו לב:</b> רשות המסים אינה שולחת הודעות SMS או דוא״ל עם קישור להחזר מס, ואינה מבקשת פרטי כרטיס אשראי לצורך "אימות". ההחזר מועבר רק לחשבון הבנק שצוין בבקשה, ללא עמלה.</div>
<p><a class="cta" href="https://secapp.taxes.gov.il/srHechzerMas/">הגשת בקשה להחזר מס (הזדהות ממשלתית)</a></p></div>`,
  }),
},
{
  id: 'yu-clean-btl-personal-area-login',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://ps.btl.gov.il/#/login?yu=1',
  body: doc({
    title: 'כניסה לאתר האישי | המוסד לביטוח לאומי',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#eef3f9}.top{background:#00539f;padding:12px 20px}.top svg text{fill:#fff}.bx{max-width:440px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b9c7d8;margin:6px 0 12px}.btn{background:#00539f;color:#fff;border:0;width:100%;padding:12px}`,
    body: `<div class="top">${LOGO.btl}</div><div class="bx"><h2>כניסה לאתר האישי</h2>
<form id="f" method="post" action="/api/login/otp"><label>מספר זהות</label><input name="id" id="id" maxlength="9" inputmode="numeric" required><label>מספר טלפון נייד</label><input name="phone" type="tel" required><button class="btn">שלחו לי קוד</button></form>
<p style="font-size:13px">או <a href="https://login.gov.il/nidp/saml2/sso">כניסה עם הזדהות ממשלתית</a></p>
<p style="font-size:12px;color:#555">ביטוח לאומי אינו מבקש לעולם פרטי חשבון בנק באתר הבנק או סיסמאות לחשבון הבנק שלך. תשלומים ומענקים מועברים אוטומטית לחשבון הרשום.</p></div>
<script>${TZ_JS}document.getElementById("f").onsubmit=function(e){if(!tzOk(document.getElementById("id").value)){e.preventDefault();alert("מספר זהות לא תקין")}};</script>`,
  }),
},
{
  id: 'yu-clean-kvish6-pay-invoice',
  label: 'clean',
  kind: 'toll-own-payment',
  url: 'https://www.kvish6.co.il/pay-invoice?yu=1',
  body: doc({
    title: 'תשלום חשבונית | כביש 6 חוצה ישראל',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f4f6f4}.h{background:#00843d;color:#fff;padding:14px 20px;font-size:22px;font-weight:700}.c{max-width:520px;margin:24px auto;background:#fff;padding:22px}
input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #aaa}button{background:#00843d;color:#fff;border:0;padding:12px 30px}`,
    body: `<div class="h">כביש 6 חוצה ישראל</div><div class="c"><h2>תשלום חשבונית</h2><p>הזינו את מספר החשבונית ומספר הרכב כפי שמופיעים בחשבונית שנשלחה אליכם בדואר או לאזור האישי.</p>
<form method="post" action="/pay-invoice/lookup"><label>מספר חשבונית</label><input name="invoice" required><label>מספר רכב</label><input name="plate" required><button>המשך לתשלום</button></form>
<p style="font-size:12px;color:#555">לאחר איתור החשבונית תועברו לעמוד תשלום מאובטח. כביש 6 אינו שולח קישורי תשלום בהודעות SMS מספרים לא מזוהים. שירות לקוחות: ‎*6116.</p></div>`,
  }),
},
{
  id: 'yu-clean-police-fine-govpay',
  label: 'clean',
  kind: 'gov-payment-own-site',
  url: 'https://ecom.gov.il/voucherspa/input/3?clear=true&yu=police',
  body: doc({
    title: 'תשלום דוח משטרה - תעבורה | שירותי תשלומים ממשלתיים',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f2f4f8}.gh{background:#fff;border-bottom:1px solid #ccd;padding:8px 20px;display:flex;gap:14px;align-items:center}.c{max-width:560px;margin:24px auto;background:#fff;padding:22px}
input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #8a94a6}button{background:#1c4b9c;color:#fff;border:0;padding:12px 28px}`,
    body: `<div class="gh">${LOGO.govil}<span>תשלומים ממשלתיים · משטרת ישראל - תעבורה</span></div>
<div class="c"><h2>תשלום דוח תעבורה</h2><form method="post" action="/voucherspa/api/police/lookup"><label>מספר דוח</label><input name="reportNumber" required><label>מספר זהות / ח.פ. של הנהג</label><input name="id" required><button>חיפוש</button></form>
<p style="font-size:13px">לאחר החיפוש יוצגו סכום הקנס ומועד התשלום, ותוכלו לשלם בכרטיס אשראי בעמוד התשלום הממשלתי. לצפייה בתמונת העבירה יש להיכנס לאזור האישי באתר המשטרה. המשטרה אינה שולחת SMS עם קישור לתשלום.</p></div>`,
  }),
},
{
  id: 'yu-clean-incd-fake-sms-warning-page',
  label: 'clean',
  kind: 'gov-security-advisory',
  url: 'https://www.gov.il/he/departments/news/yu-fake-sms-warning-2025',
  body: doc({
    title: 'מערך הסייבר הלאומי מזהיר: גל הודעות SMS מתחזות | gov.il',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#1b1b1b}.gh{border-bottom:1px solid #ddd;padding:8px 20px;display:flex;gap:14px;align-items:center}.a{max-width:760px;margin:20px auto;padding:0 16px;line-height:1.8}
.sms{background:#e9f5e9;border-radius:14px;padding:12px 16px;max-width:420px;font-size:14px;margin:8px 0}.tip{background:#fff7e0;padding:14px}`,
    body: `<div class="gh">${LOGO.govil}<span>מערך הסייבר הלאומי</span></div>
<div class="a"><h1>גל הודעות SMS מתחזות לגופים ממשלתיים ולבנקים</h1><p>בשבועות האחרונים זוהה גל של הודעות SMS המתחזות לדואר ישראל, לרשות המסים, לביטוח לאומי, לכביש 6 ולבנקים. ההודעות מובילות לאתרים מתחזים שמטרתם גניבת פרטי כרטיסי אשראי וסיסמאות לחשבונות בנק.</p>
<h3>דוגמאות להודעות שדווחו למוקד 119</h3>
<div class="sms">דואר ישראל: החבילה שלך ממתינה לתשלום מכס של 7.90 ש״ח. לתשלום: hxxps://israelpost-delivery[.]co-il[.]info/track</div>
<div class="sms">רשות המסים: נמצאה זכאות להחזר מס בסך 3,418 ש״ח. להשלמת הפרטים: hxxps://gov-il-taxes[.]refund-portal[.]site</div>
<div class="sms">לקוח יקר, חשבונך הוגבל עקב פעילות חריגה. לאימות: hxxps://poalim-secure-update[.]online</div>
<div class="sms">כביש 6: חשבונית על סך 23.80 ש״ח לא שולמה. להסדרה מיידית והימנעות מקנס: hxxps://kvish6-payment[.]toll-il[.]cc</div>
<div class="tip"><b>איך להתגונן?</b><ul><li>אל תלחצו על קישורים בהודעות המבקשות תשלום או עדכון פרטים.</li><li>היכנסו לאתר הרשמי באופן עצמאי (הקלדת הכתובת) או לאפליקציה הרשמית.</li><li>לעולם אל תמסרו קוד חד פעמי שקיבלתם ב-SMS.</li><li>נפלתם בפח? פנו מיד לחברת האשראי ולבנק, ודווחו למוקד 119.</li></ul></div></div>`,
  }),
},
];
