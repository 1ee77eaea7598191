import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, gtag, cookieBar, footerLinks, pct } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-microsoft-support-contact-ar',
  label: 'clean',
  kind: 'support-page-phone-numbers',
  url: 'https://support.microsoft.com/ar-sa/topic/global-customer-service-phone-numbers-c0389ade-5640-e588-8b0e-28de8afeb3f2',
  body: doc({
    title: 'أرقام هواتف خدمة العملاء العالمية - دعم Microsoft',
    lang: 'ar',
    css: `body{margin:0;font-family:'Segoe UI',Tahoma,sans-serif;color:#262626}.hd{padding:14px 30px;border-bottom:1px solid #eee;display:flex;gap:20px;align-items:center}.c{max-width:900px;margin:26px auto;padding:0 20px;line-height:1.8}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #e5e5e5;padding:10px;text-align:right}th{background:#f5f5f5}.w{background:#fff4ce;padding:14px;border-radius:4px;margin:18px 0}`,
    body: `<div class="hd">${wordmark('Microsoft', '#5e5e5e', { size: 20 })}<span>الدعم</span></div>
<div class="c"><h1>أرقام هواتف خدمة العملاء العالمية</h1>
<div class="w"><b>مهم:</b> لا تتضمن رسائل الخطأ والتحذير من Microsoft أرقام هواتف أبداً. لن تتصل بك Microsoft بشكل غير متوقع لإصلاح جهازك، ولن تطلب منك دفع مبالغ عبر بطاقات الهدايا أو العملات الرقمية. إذا ظهرت لك نافذة منبثقة تطلب الاتصال بالدعم الفني، فهي عملية احتيال.</div>
<table><tr><th>البلد/المنطقة</th><th>رقم الهاتف</th><th>ساعات العمل</th></tr><tr><td>المملكة العربية السعودية</td><td dir="ltr">800 844 8288</td><td>الأحد–الخميس 9–17</td></tr><tr><td>الإمارات العربية المتحدة</td><td dir="ltr">800 0444 0107</td><td>الأحد–الخميس 9–17</td></tr><tr><td>مصر</td><td dir="ltr">0800 000 0411</td><td>الأحد–الخميس 9–17</td></tr><tr><td>الأردن</td><td dir="ltr">+962 6 500 2100</td><td>الأحد–الخميس 9–17</td></tr><tr><td>المغرب</td><td dir="ltr">+212 5 22 95 25 00</td><td>الاثنين–الجمعة 9–17</td></tr></table>
<p>للإبلاغ عن احتيال الدعم الفني: <a href="https://www.microsoft.com/reportascam">microsoft.com/reportascam</a></p></div>`,
  }),
},
{
  id: 'yl-clean-bayt-job-listing-dubai',
  label: 'clean',
  kind: 'job-portal-real',
  url: 'https://www.bayt.com/en/uae/jobs/front-office-receptionist-5139824/',
  body: doc({
    title: 'Front Office Receptionist job - Dubai | Bayt.com',
    head: gtag('G-BAYT33J0B'),
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f9;color:#1e2a3a}.hd{background:#fff;padding:12px 30px;border-bottom:1px solid #e4e8ee;display:flex;justify-content:space-between}.c{max-width:900px;margin:20px auto;background:#fff;border-radius:6px;padding:24px;line-height:1.75}.tags span{display:inline-block;background:#eef2f7;border-radius:14px;padding:3px 10px;font-size:13px;margin:2px}.ap{display:inline-block;background:#2370ea;color:#fff;padding:11px 26px;border-radius:4px;text-decoration:none}.sf{background:#fff8e1;border-radius:4px;padding:12px;font-size:14px;margin-top:18px}`,
    body: `<div class="hd">${wordmark('bayt', '#2370ea', { size: 26 })}<span style="font-size:14px">Jobs · Companies · CV Search · Log in</span></div>
<div class="c"><h1 style="margin-top:0">Front Office Receptionist</h1><p><b>Jumeirah Group</b> · Dubai, United Arab Emirates · Posted 3 days ago</p><div class="tags"><span>Hospitality</span><span>Full time</span><span>1–3 years</span><span>English required</span></div>
<h3>Job description</h3><p>Welcome guests on arrival, manage check-in and check-out, handle reservations in Opera PMS and respond to guest requests in a five-star environment. Shift work including weekends.</p>
<h3>Requirements</h3><ul><li>Diploma or degree in hospitality</li><li>Experience in a 4 or 5-star hotel</li><li>Excellent English; Arabic or Russian an advantage</li></ul><a class="ap" href="/en/uae/jobs/front-office-receptionist-5139824/apply/">Easy Apply</a>
<div class="sf"><b>Stay safe:</b> Genuine employers in the UAE do not charge candidates for visas, medical tests or Emirates ID. Under UAE labour law these costs are paid by the employer. Report any job that asks you to pay.</div></div>`,
  }),
},
];
