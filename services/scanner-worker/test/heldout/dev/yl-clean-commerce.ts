import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-shopify-oud-store-checkout',
  label: 'clean',
  kind: 'shop-checkout-small',
  url: 'https://oudhouse.sa/checkouts/cn/Z2NwLXVzLWNlbnRyYWwxOjAxSjhRN1dQ/information',
  body: doc({
    title: 'Checkout - Oud House',
    lang: 'ar',
    css: cardCss({ bg: '#fff', primary: '#3b2f2a', radius: 5, width: 980 }) + `.g{display:grid;grid-template-columns:1.3fr 1fr;min-height:100vh}@media(max-width:860px){.g{grid-template-columns:1fr}}.l{padding:40px}.r{background:#f6f3ef;padding:40px;border-right:1px solid #e6e0d8}.card{box-shadow:none;padding:0}.li{display:flex;justify-content:space-between;font-size:14px;padding:8px 0}.pm{border:1px solid #ddd;border-radius:5px;padding:12px;margin-bottom:10px;font-size:14px}`,
    body: `<div class="g"><div class="l"><div class="card">${wordmark('Oud House | بيت العود', '#3b2f2a', { size: 22, width: 260 })}<p class="muted">السلة › المعلومات › الشحن › الدفع</p>
<h1>معلومات التواصل</h1><form id="cf"><div class="f"><label>البريد الإلكتروني أو رقم الجوال</label><input name="email" required></div><h1>عنوان الشحن</h1><div class="row"><div class="f"><label>الاسم الأول</label><input name="fn" required></div><div class="f"><label>اسم العائلة</label><input name="ln" required></div></div><div class="f"><label>العنوان</label><input name="a1" required></div><div class="row"><div class="f"><label>المدينة</label><input name="city" value="الرياض"></div><div class="f"><label>الرمز البريدي</label><input name="zip"></div></div>
<h1>الدفع</h1><div class="pm"><label><input type="radio" name="p" checked> بطاقة مدى / فيزا / ماستركارد</label></div>${cardFields({ name: 'الاسم على البطاقة', number: 'رقم البطاقة', exp: 'تاريخ الانتهاء', cvv: 'رمز الأمان' })}<div class="pm"><label><input type="radio" name="p"> تمارا – قسّمها على 4</label></div><div class="pm"><label><input type="radio" name="p"> الدفع عند الاستلام</label></div>
<button class="btn">ادفع الآن</button></form></div></div>
<div class="r"><div class="li"><span>دهن عود كمبودي 3 مل × 1</span><span>420.00 ر.س</span></div><div class="li"><span>بخور معمول 50 غ × 2</span><span>180.00 ر.س</span></div><div class="li"><span>الشحن (سمسا)</span><span>25.00 ر.س</span></div><div class="li"><b>الإجمالي</b><b>625.00 ر.س</b></div><p class="muted">شامل ضريبة القيمة المضافة · الرقم الضريبي 310298741200003</p></div></div>
<script src="https://cdn.shopify.com/shopifycloud/checkout-web/assets/c1/polyfills-legacy.Dk3Jz9.js" nomodule></script>
<script>${cardMaskJs}document.getElementById('cf').onsubmit=function(e){e.preventDefault();fetch('/checkouts/unstable/graphql?operationName=SubmitForCompletion',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({query:'mutation SubmitForCompletion{submitForCompletion{receipt{id}}}'})}).then(function(r){return r.json()}).then(function(){location.href='/checkouts/cn/Z2NwLXVzLWNlbnRyYWwxOjAxSjhRN1dQ/processing'})};</script>`,
  }),
  routes: { 'oudhouse.sa/checkouts/unstable/graphql': json({ data: { submitForCompletion: { receipt: { id: 'gid://shopify/ProcessingReceipt/93812' } } } }) },
},
];
