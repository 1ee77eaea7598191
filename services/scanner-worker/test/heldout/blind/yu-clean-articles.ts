import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, doc, esc } from '../parts/yu-kit.js';

// News stories, vendor blogs, bank and regulator pages that quote the scams, kits, ClickFix commands
// and drainer calls verbatim, in Hebrew, Arabic, Russian and English.

export const entries: Entry[] = [
{
  id: 'yu-clean-leumi-security-fake-sms-examples',
  label: 'clean',
  kind: 'bank-security-page',
  url: 'https://www.leumi.co.il/he/security/yu-fraud-examples',
  body: doc({
    title: 'הונאות נפוצות ואיך לזהות אותן | בנק לאומי',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};color:#123}.h{background:#0069b4;padding:14px 20px}.h svg circle{fill:#fff}.h svg text{fill:#fff}.h svg path{stroke:#0069b4}.a{max-width:780px;margin:24px auto;padding:0 16px;line-height:1.8}
.ex{display:flex;gap:14px;align-items:flex-start;border:1px solid #dde6ef;border-radius:10px;padding:12px;margin:10px 0}.ex .s{background:#e9eef3;border-radius:12px;padding:10px;flex:1;font-size:14px}.ex .w{flex:1;font-size:14px;color:#b42318}`,
    body: `<div class="h">${LOGO.leumi}</div><div class="a"><h1>הונאות נפוצות ואיך לזהות אותן</h1><p>ריכזנו דוגמאות אמיתיות להודעות שהתקבלו אצל לקוחות. אם קיבלתם הודעה דומה - אל תלחצו על הקישור.</p>
<div class="ex"><div class="s">לקוח לאומי יקר, בעקבות פעילות חריגה הגישה לחשבונך הוגבלה. להסרת ההגבלה: leumi-digital-il[.]info</div><div class="w">הכתובת אינה שייכת ללאומי. אנחנו לא שולחים קישורים להסרת הגבלה.</div></div>
<div class="ex"><div class="s">קיבלת העברה ב-bit של 1,250 ש״ח. לקבלת הכסף הזן את פרטי הכרטיס: bit-pay-il[.]online</div><div class="w">כדי לקבל כסף אין צורך למסור פרטי כרטיס.</div></div>
<div class="ex"><div class="s">שלום, מדבר דני ממחלקת ההונאות של הבנק. כדי לבטל עסקה חשודה תקריא לי את הקוד שקיבלת עכשיו ב-SMS.</div><div class="w">הבנק לעולם לא יבקש קוד חד פעמי בטלפון.</div></div>
<p>לכניסה לחשבון היכנסו תמיד דרך האפליקציה או דרך <b>leumi.co.il</b>. חשד להונאה? התקשרו ל-‎*5522.</p></div>`,
  }),
},
{
  id: 'yu-clean-html-smuggling-explainer-blog',
  label: 'clean',
  kind: 'security-blog-quoting-smuggling',
  url: 'https://blog.checkpoint-research-il.com/yu-html-smuggling-invoice-lures-middle-east',
  body: doc({
    title: 'HTML smuggling invoice lures targeting the Middle East | Research',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;color:#222}.a{max-width:780px;margin:24px auto;padding:0 16px;line-height:1.7}pre{background:#1e1e1e;color:#dcdcdc;padding:14px;font-size:13px;overflow:auto;border-radius:6px}`,
    body: `<div class="a"><h1>HTML smuggling invoice lures targeting the Middle East</h1><p>HTML smuggling lets an attacker deliver a file without it ever crossing the network as a file: the page carries the archive as an encoded string and assembles it in the browser. Email gateways and proxies only see an HTML attachment or page.</p>
<p>The Arabic-language invoice lures we analysed (<i>فاتورة ضريبية</i>) store a reversed base64 ZIP and trigger the download after a short delay:</p>
<pre>${esc(`var p = "<reversed base64>".split("").reverse().join("");
function b(s){var r=atob(s),u=new Uint8Array(r.length);
  for(var i=0;i<r.length;i++)u[i]=r.charCodeAt(i);return u}
var bl = new Blob([b(p)], {type:"application/octet-stream"});
var a = document.createElement("a");
a.href = URL.createObjectURL(bl); a.download = "فاتورة_7781.zip"; a.click();`)}</pre>
<p>The ZIP contains a JScript file that downloads and runs a second stage via <code>MSXML2.XMLHTTP</code> and <code>ADODB.Stream</code>.</p>
<h2>Detection ideas</h2><ul><li>Flag pages that create Blob URLs from large inline strings and click a generated anchor with a <code>download</code> attribute.</li><li>Block .js/.jse/.vbs/.hta execution from the Downloads folder via ASR rules.</li></ul></div>`,
  }),
},
];
