import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { page, gaStub, fbqStub, ttqStub, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Recruitment fraud: paid "online tasks" with deposits, fake work permits and visa sponsorships, fake scholarships.

export const entries: Entry[] = [
  {
    id: 'n-scam-visa-uk-care-sponsor-ng',
    label: 'scam',
    kind: 'visa-fee',
    url: 'https://ukcarejobs-sponsorship.com.ng/apply-now',
    body: page({
      lang: 'en-NG',
      title: 'UK Care Worker Visa Sponsorship 2026 – Apply From Nigeria',
      head: fbqStub('118822004455661'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f9fc}.h{background:#012169;color:#fff;padding:20px}.w{max-width:720px;margin:auto;padding:14px}.c{background:#fff;padding:16px;border-radius:8px;margin:10px 0}
.pay{border:2px dashed #012169;padding:12px}`,
      body: `<div class="h"><h1 style="margin:0">UK Care Jobs Sponsorship Agency</h1><p style="margin:4px 0 0">Certificate of Sponsorship (CoS) available — Health & Care Worker Visa</p></div>
<div class="w"><div class="c"><p>Good news for Nigerians and Ghanaians wey wan japa legit! 🇬🇧 Our partner care homes in Manchester, Leeds and Birmingham don approve <b>250 Certificate of Sponsorship</b> for this month. No IELTS needed (employer go arrange OET waiver). Salary £12.21/hour, accommodation dey.</p>
<p><b>Requirements:</b> International passport, SSCE/WAEC, any care experience (even taking care of family member is accepted), 2 passport photos.</p></div>
<div class="c"><b>Fees (pay only after interview):</b><ul><li>CoS allocation fee – ₦1,850,000</li><li>Visa processing & IHS support – ₦950,000</li><li>Flight ticket – employer pays ✈️</li></ul>
<div class="pay"><b>Payment details</b><br>Bank: Moniepoint MFB<br>Account name: Global Talent Link Ventures<br>Account number: 6120448190<br><span style="font-size:12px">Send your payment receipt with your full name to WhatsApp +44 7418 355201 (UK office) for CoS release within 5 working days.</span></div></div>
<div class="c"><b>Testimonies</b><p>"I don land Heathrow last week, thank you Global Talent! God bless una" – Blessing O., Lagos</p><p>"Na true, my CoS came in 4 days" – Emeka, Enugu</p></div>
<p style="font-size:11px;color:#888">Global Talent Link Ventures (RC 1938222). Licensed recruitment partner.</p></div>`,
    }),
  },
  {
    id: 'n-scam-visa-europe-work-ar',
    label: 'scam',
    kind: 'visa-fee',
    url: 'https://eu-work-visa-ar.com/tasjil',
    body: page({
      lang: 'ar',
      dir: 'rtl',
      title: 'عقود عمل في أوروبا 2026 – تأشيرة عمل إلى ألمانيا وبولندا ورومانيا',
      head: fbqStub('550211993300871'),
      css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f4f6f9}.h{background:#003399;color:#fff;padding:22px;text-align:center}.s{color:#ffcc00}.w{max-width:720px;margin:auto;padding:14px}
.c{background:#fff;border-radius:8px;padding:16px;margin:10px 0}input,select{width:100%;padding:10px;margin:5px 0}button{width:100%;padding:13px;background:#ffcc00;border:0;font-size:17px;font-weight:bold}`,
      body: `<div class="h"><span class="s">★ ★ ★</span><h1>عقود عمل رسمية في دول الاتحاد الأوروبي</h1><p>تأشيرة عمل مضمونة خلال 45 يوم – بدون لغة وبدون خبرة</p></div>
<div class="w"><div class="c"><p>مكتبنا المعتمد يوفر عقود عمل في <b>ألمانيا، بولندا، رومانيا، كرواتيا والبرتغال</b> في مجالات: البناء، المصانع، الفنادق، الزراعة، قيادة الشاحنات.</p>
<ul><li>راتب يبدأ من 1,800 يورو شهرياً</li><li>سكن مجاني وتأمين صحي</li><li>إمكانية لمّ الشمل بعد سنة</li></ul></div>
<div class="c"><b>الرسوم:</b> رسوم فتح الملف <b>350 دولار</b> + رسوم تصديق العقد والحجز في السفارة <b>1,200 دولار</b>، تُدفع عبر ويسترن يونيون أو تحويل بنكي أو USDT. <span style="color:#c00">الرسوم مستردة بالكامل في حال رفض التأشيرة.</span></div>
<div class="c"><form id="f"><input placeholder="الاسم الكامل" required><input placeholder="رقم الواتساب" required><select><option>الدولة المطلوبة</option><option>ألمانيا</option><option>بولندا</option><option>رومانيا</option><option>البرتغال</option></select><select><option>المهنة</option><option>بناء</option><option>مصانع</option><option>فنادق</option><option>سائق</option></select><button>سجل الآن مجاناً</button></form><div id="r"></div></div>
<p style="font-size:12px;color:#777">مكتب الشرق للاستقدام والتوظيف الدولي – عمّان – القاهرة – الدار البيضاء</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<p style="background:#e7f7e7;padding:10px">تم قبول طلبك مبدئياً ✅ سيتواصل معك المستشار عبر واتساب لإرسال العقد وتفاصيل دفع رسوم فتح الملف (350$).</p>'}</script>`,
    }),
  },
  {
    id: 'n-scam-job-poland-vouchers-uk',
    label: 'scam',
    kind: 'visa-fee',
    url: 'https://robota-v-yevropi.work/polshcha/vakansii',
    body: page({
      lang: 'uk',
      title: 'Робота в Польщі та Чехії без посередників – офіційне працевлаштування 2026',
      head: fbqStub('204411998830015'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f5f9}.h{background:linear-gradient(#0057b7 50%,#ffd700 50%);height:10px}.t{background:#fff;padding:14px 18px;font-size:22px;font-weight:bold}.w{max-width:760px;margin:auto;padding:14px}
.v{background:#fff;border-radius:8px;padding:14px;margin:8px 0;border-left:4px solid #0057b7}.pay{background:#fffbe6;border:1px solid #f0c000;padding:12px;border-radius:6px}input{width:100%;padding:9px;margin:4px 0}button{padding:12px 20px;background:#0057b7;color:#fff;border:0}`,
      body: `<div class="h"></div><div class="t">ЄвроРобота Груп <span style="font-size:13px;font-weight:normal;color:#666">ліцензоване агентство</span></div>
<div class="w"><h2>Актуальні вакансії — Польща, Чехія, Нідерланди</h2>
<div class="v"><b>Склад Amazon, Вроцлав</b> — 28 zł/год нетто, житло безкоштовно, без знання мови</div>
<div class="v"><b>М'ясокомбінат, Брно</b> — 42 000 CZK/міс, офіційний договір, оплата проїзду</div>
<div class="v"><b>Теплиці, Нідерланди</b> — 14,50 €/год, біометрія підходить</div>
<div class="pay"><b>Як оформитись:</b> після співбесіди у Viber менеджер надсилає договір. Для бронювання місця та житла потрібно оплатити <b>страховий поліс і ваучер на проживання — 3 900 грн</b>. Оплата на картку ПриватБанку <b>5168 7574 2210 4496</b> (Коваль О.). Після оплати надішліть квитанцію — квиток на автобус відправимо протягом доби.</div>
<div class="card" style="background:#fff;padding:14px;margin-top:10px"><form id="f"><input placeholder="ПІБ" required><input placeholder="Телефон / Viber" required><input placeholder="Вакансія"><button>Залишити заявку</button></form><div id="r"></div></div>
<p style="font-size:12px;color:#777">Відгуки: «Все чесно, вже 3 місяці працюю у Вроцлаві» — Ірина, Житомир</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').textContent='Дякуємо! Менеджер зв\\'яжеться з вами у Viber протягом 15 хвилин.'}</script>`,
    }),
  },
];
