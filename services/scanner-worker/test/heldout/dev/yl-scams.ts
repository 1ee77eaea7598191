import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardFields, cardMaskJs, json, js, cardCss } from '../parts/yl-kit.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yl-hajj-package-no-permit',
  label: 'scam',
  kind: 'hajj-umrah-scam',
  url: 'https://hajj-umrah-offers-1446.com/ar/packages',
  body: doc({
    title: 'باقات الحج 1446هـ بأسعار مخفضة – حجز فوري بدون انتظار',
    lang: 'ar',
    css: `*{box-sizing:border-box}body{margin:0;font-family:'Cairo',Tahoma,sans-serif;background:#faf7f0;color:#2d2a24}.h{background:#14532d;color:#fff;padding:18px;text-align:center}.h h1{margin:0;font-size:26px}.h p{margin:6px 0 0;color:#fde68a}
.g{display:grid;grid-template-columns:repeat(auto-fit,minmax(250px,1fr));gap:16px;max-width:980px;margin:24px auto;padding:0 14px}.p{background:#fff;border-radius:10px;padding:18px;box-shadow:0 2px 10px rgba(0,0,0,.06);border-top:4px solid #b08d2a}.p h3{margin:0 0 6px}.pr{font-size:26px;font-weight:800;color:#14532d}.old{text-decoration:line-through;color:#999;font-size:15px;margin-right:6px}
.p ul{padding-right:18px;font-size:14px;line-height:1.8}.wa{display:block;text-align:center;background:#25d366;color:#fff;padding:11px;border-radius:8px;text-decoration:none;font-weight:700}.n{max-width:980px;margin:0 auto;padding:14px;font-size:14px;line-height:1.8;background:#fff;border-radius:10px}.bank{background:#f1f5f9;padding:12px;border-radius:8px;font-family:monospace;direction:ltr;text-align:left}`,
    body: `<div class="h"><h1>مكتب النور للحج والعمرة</h1><p>حج 1446هـ مضمون 100% — المقاعد محدودة — الحجز بدون تصريح نسك</p></div>
<div class="g">
<div class="p"><h3>باقة الحج الاقتصادية</h3><div class="pr"><span class="old">28,000</span>9,500 ريال</div><ul><li>سكن في العزيزية</li><li>خيام منى مكيفة</li><li>تأشيرة زيارة تُحوّل للحج</li><li>نقل بالحافلات</li></ul><a class="wa" href="https://wa.me/966538872041">احجز عبر واتساب</a></div>
<div class="p"><h3>باقة الحج الذهبية</h3><div class="pr"><span class="old">45,000</span>16,900 ريال</div><ul><li>فندق 5 نجوم مطل على الحرم</li><li>مخيمات VIP في منى وعرفات</li><li>ضمان دخول مكة بدون تصريح</li><li>مرشد ديني</li></ul><a class="wa" href="https://wa.me/966538872041">احجز عبر واتساب</a></div>
<div class="p"><h3>عمرة رمضان + حج</h3><div class="pr"><span class="old">39,000</span>13,500 ريال</div><ul><li>العشر الأواخر في مكة</li><li>طيران من القاهرة / عمّان / الدار البيضاء</li><li>استخراج التأشيرة خلال 3 أيام</li></ul><a class="wa" href="https://wa.me/966538872041">احجز عبر واتساب</a></div></div>
<div class="n"><b>طريقة الحجز:</b> يتم دفع عربون 50% لتثبيت المقعد بتحويل بنكي أو عبر ويسترن يونيون، والباقي قبل السفر بأسبوع. العربون غير مسترد بعد إصدار التأشيرة.<div class="bank">Beneficiary: AL NOOR TRAVEL EST<br>IBAN: SA44 8000 0482 6080 1019 7214<br>Western Union: Khaled M. Al-Harbi – Jeddah</div>
<p>أكثر من 12,000 حاج سعيد منذ 2015 ★★★★★</p></div>`,
  }),
},
{
  id: 'yl-zakat-gaza-usdt-collection',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://alamal-relief-zakat.org/donate',
  body: doc({
    title: 'مؤسسة الأمل الإغاثية – زكاتك تنقذ حياة',
    lang: 'ar',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#fff;color:#222}.h{background:#7f1d1d;color:#fff;padding:40px 20px;text-align:center}.h h1{margin:0 0 8px;font-size:30px}
.c{max-width:760px;margin:0 auto;padding:24px 16px;line-height:1.8}.bar{height:14px;background:#eee;border-radius:8px;overflow:hidden}.bar i{display:block;height:100%;width:37%;background:#16a34a}
.amt{display:flex;gap:10px;flex-wrap:wrap;margin:14px 0}.amt button{flex:1;min-width:90px;height:44px;border:1px solid #7f1d1d;background:#fff;color:#7f1d1d;border-radius:6px;font-size:16px;cursor:pointer}.amt button.on{background:#7f1d1d;color:#fff}
.w{background:#f8fafc;border:1px solid #e2e8f0;border-radius:8px;padding:14px;margin:10px 0}.w code{display:block;direction:ltr;background:#fff;padding:10px;border:1px dashed #94a3b8;word-break:break-all;font-size:14px}.cp{margin-top:6px;background:#1e293b;color:#fff;border:0;padding:8px 14px;border-radius:4px;cursor:pointer}`,
    body: `<div class="h"><h1>زكاتك تنقذ حياة طفل في غزة</h1><p>«مَن فرَّج عن مؤمن كربة من كرب الدنيا فرَّج الله عنه كربة من كرب يوم القيامة»</p></div>
<div class="c"><p>آلاف الأسر بلا مأوى ولا طعام. مؤسسة الأمل الإغاثية توصل تبرعاتكم مباشرة دون وسطاء — <b>100% من تبرعك يصل</b>. لا نستطيع استقبال التبرعات عبر البنوك بسبب القيود، لذلك نستقبلها عبر العملات الرقمية والحوالات.</p>
<p><b>تم جمع 184,230$ من أصل 500,000$</b></p><div class="bar"><i></i></div>
<div class="amt"><button>50$</button><button class="on">100$</button><button>250$</button><button>500$</button><button>زكاة المال</button></div>
<div class="w"><b>USDT (TRC20)</b><code id="a1">TQx7mA3bY9kVd2pWnR8sLh5cE1uZfG4jKo</code><button class="cp" data-c="a1">نسخ العنوان</button></div>
<div class="w"><b>Bitcoin</b><code id="a2">bc1q8w4ne0x7k2y5r9m3d6v0a4s8t2h7j5p9c3f6zq</code><button class="cp" data-c="a2">نسخ العنوان</button></div>
<div class="w"><b>Western Union / MoneyGram</b><br>المستفيد: Mohammed Yousef Abu Salem – Istanbul, Türkiye<br>بعد التحويل أرسل رقم الحوالة على واتساب <a href="https://wa.me/905312847720">+90 531 284 77 20</a></div>
<p style="font-size:13px;color:#666">مؤسسة الأمل الإغاثية – ترخيص رقم 2291/خ · جميع التبرعات سرية</p></div>
<script>document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent);b.textContent='تم النسخ ✓'}});
document.querySelectorAll('.amt button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.amt button').forEach(function(x){x.classList.remove('on')});b.classList.add('on')}});</script>`,
  }),
},
{
  id: 'yl-celebrity-trading-news-egypt',
  label: 'scam',
  kind: 'celebrity-investment-scam',
  url: 'https://akhbar-elyoum-news.net/economy/2025/ahmed-helmy-secret',
  body: doc({
    title: 'أحمد حلمي يكشف على الهواء سر ثروته الجديدة.. والبنك المركزي يحاول منعه',
    lang: 'ar',
    css: `body{margin:0;font-family:'Times New Roman',Tahoma,serif;background:#fff;color:#111}.mast{border-bottom:3px solid #b91c1c;padding:10px 20px;display:flex;justify-content:space-between;align-items:center}.mast b{font-size:30px;color:#b91c1c}.nav{background:#111;color:#fff;font-size:13px;padding:6px 20px}
article{max-width:720px;margin:0 auto;padding:20px;font-size:18px;line-height:1.9}h1{font-size:30px;line-height:1.4}.img{height:300px;background:#ddd url('/economy/2025/img/helmy.jpg') center/cover;margin:14px 0}.q{border-right:4px solid #b91c1c;padding-right:14px;font-style:italic;color:#333}
.reg{background:#f8fafc;border:2px solid #1d4ed8;border-radius:8px;padding:20px;margin:24px 0}.reg input{width:100%;height:44px;margin:6px 0;padding:0 10px;font-size:16px;box-sizing:border-box}.reg button{width:100%;height:50px;background:#16a34a;color:#fff;font-size:19px;border:0;border-radius:6px;font-weight:bold}
.cm{border-top:1px solid #ddd;padding:10px 0;font-size:15px}.cm b{color:#1d4ed8}`,
    body: `<div class="mast"><b>أخبار اليوم</b><span style="font-size:13px">الاقتصاد | ${'<span id="dt"></span>'}</span></div><div class="nav">الرئيسية · سياسة · اقتصاد · رياضة · فن</div>
<article><h1>أحمد حلمي يكشف على الهواء سر ثروته الجديدة.. والبنك المركزي يحاول منعه</h1><div class="img"></div>
<p>في حلقة مثيرة من برنامج «معكم»، كشف الفنان أحمد حلمي عن المنصة التي ساعدته على تحقيق أرباح تجاوزت 3 ملايين جنيه خلال أشهر قليلة، وهو ما دفع أحد البنوك الكبرى لمطالبة القناة بحذف الحلقة.</p>
<p class="q">«المنصة دي بتستخدم الذكاء الاصطناعي وبتتاجر في البيتكوين والذهب لوحدها. أي حد يقدر يبدأ بـ 12,000 جنيه بس، وفي خلال أسبوع هيشوف أرباح يومية».</p>
<p>جربنا المنصة بأنفسنا: أودعنا 12,000 جنيه وبعد 7 أيام أصبح الرصيد 94,380 جنيه. التسجيل مفتوح لعدد محدود من المصريين اليوم فقط.</p>
<div class="reg"><h3 style="margin-top:0">سجّل الآن مجاناً في Immediate Matrix</h3><form id="lf"><input name="first" placeholder="الاسم الأول" required><input name="last" placeholder="اسم العائلة" required><input name="email" type="email" placeholder="البريد الإلكتروني" required><input name="phone" placeholder="+20 1xx xxx xxxx" dir="ltr" required><button>ابدأ الربح الآن</button></form><p style="font-size:13px;color:#555">سيتصل بك مدير حسابك الشخصي خلال 24 ساعة.</p></div>
<div class="cm"><b>محمد عبد الله:</b> سجلت من أسبوعين وسحبت أول 20 ألف الحمد لله</div><div class="cm"><b>هبة الشريف:</b> كنت خايفة بس فعلاً المدير اتصل بيا وشرحلي كل حاجة</div></article>
<script>document.getElementById('dt').textContent=new Date().toLocaleDateString('ar-EG');
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.funnel='helmy-ar';d.geo='EG';fetch('https://api.leadsdist-crm.com/v2/leads?aff=3381&sub=eg_fb',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).finally(function(){location.href='/economy/2025/thanks.html'})};</script>`,
  }),
  routes: { 'akhbar-elyoum-news.net/economy/2025/thanks.html': htmlRoute('<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>شكراً</title><body style="font-family:Tahoma;text-align:center;padding:60px"><h2>تم التسجيل بنجاح!</h2><p>سيتصل بك مدير حسابك خلال 24 ساعة. يرجى تجهيز مبلغ الإيداع الأول (12,000 جنيه).</p></body></html>') },
},
{
  id: 'yl-dyson-outlet-uae-fake-shop',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://dyson-uae-outlet.shop/products/airwrap-multi-styler-complete',
  body: doc({
    title: 'Dyson Airwrap™ multi-styler Complete Long – Clearance Sale UAE',
    css: cardCss({ bg: '#fff', primary: '#111', radius: 4, width: 1000 }) + `.bn{background:#b00020;color:#fff;text-align:center;padding:8px;font-size:14px}.g{display:grid;grid-template-columns:1fr 1fr;gap:30px}@media(max-width:760px){.g{grid-template-columns:1fr}}
.ph{aspect-ratio:1;background:#f3f3f3 url('/cdn/shop/files/airwrap.jpg') center/contain no-repeat;border-radius:8px}.pr{font-size:30px;font-weight:700}.pr s{color:#999;font-size:18px;font-weight:400;margin-left:8px}.off{background:#b00020;color:#fff;padding:2px 8px;border-radius:3px;font-size:13px}
.stock{color:#b00020;font-size:14px;margin:10px 0}.pay{display:none;margin-top:20px;border-top:1px solid #eee;padding-top:16px}.rv{font-size:14px;border-top:1px solid #eee;padding:10px 0}`,
    body: `<div class="bn">🔥 Warehouse clearance – up to 85% off – free delivery across the UAE – ends in <b id="cd">04:59:12</b></div>
<div class="wrap"><div class="g"><div class="ph"></div><div>
<p style="color:#777;margin:0">DYSON</p><h1>Dyson Airwrap™ multi-styler Complete Long (Nickel/Copper)</h1>
<div class="pr">AED 329.00<s>AED 2,199.00</s> <span class="off">-85%</span></div><div class="stock">Only 3 left in stock · 41 people are viewing this</div>
<p class="muted">Cash on delivery not available for clearance items. Secure card payment only.</p>
<button class="btn" id="buy">Buy now</button>
<div class="pay" id="pay"><form id="co"><div class="f"><label>Full name</label><input name="name" required></div><div class="f"><label>Phone</label><input name="phone" value="+971 " required></div><div class="f"><label>Address</label><input name="addr" required></div><div class="f"><label>Emirate</label><select name="em"><option>Dubai</option><option>Abu Dhabi</option><option>Sharjah</option><option>Ajman</option><option>RAK</option><option>Fujairah</option><option>UAQ</option></select></div>
${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry', cvv: 'CVC' })}<button class="btn">Pay AED 329.00</button></form></div>
<div class="rv">★★★★★ <b>Mariam K.</b> – Received in 2 days in Al Barsha, original with serial number!</div><div class="rv">★★★★★ <b>Rahul S.</b> – Best price in UAE, bought two.</div></div></div></div>
<script>${cardMaskJs}
document.getElementById('buy').onclick=function(){document.getElementById('pay').style.display='block'};
document.getElementById('co').onsubmit=function(e){e.preventDefault();fetch('/checkout/charge.php',{method:'POST',body:new FormData(this)}).then(function(){alert('Payment declined by your bank. Please try another card.')})};
(function(){var s=4*3600+59*60+12,e=document.getElementById('cd');setInterval(function(){s--;e.textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(x){return('0'+x).slice(-2)}).join(':')},1000)})();</script>`,
  }),
  routes: { 'dyson-uae-outlet.shop/checkout/charge.php': json({ status: 'declined' }) },
},
{
  id: 'yl-techsupport-microsoft-ar-en-beep',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://securewin-alert-ae.com/win/?lang=ar&code=0x80072ee7',
  body: doc({
    title: 'Windows Defender – تم اكتشاف تهديد أمني',
    css: `body{margin:0;background:#0078d7;color:#fff;font-family:'Segoe UI',Tahoma,sans-serif;overflow:hidden}.bar{background:#fff;color:#000;padding:6px 12px;font-size:13px;display:flex;justify-content:space-between}.m{max-width:760px;margin:30px auto;padding:0 20px}
.bx{background:#fff;color:#222;border-radius:4px;padding:24px;box-shadow:0 10px 40px rgba(0,0,0,.4)}.bx h2{color:#c50f1f;margin-top:0}.ph{font-size:30px;font-weight:700;color:#0078d7;direction:ltr;text-align:center;margin:14px 0}.bt{display:flex;gap:10px;justify-content:flex-end}.bt button{padding:9px 20px;border:0;cursor:pointer}
.scan{font-family:Consolas,monospace;font-size:13px;background:#001d3d;color:#7fdbff;padding:10px;height:110px;overflow:hidden;border-radius:3px;margin-top:16px;direction:ltr;text-align:left}`,
    body: `<div class="bar"><span>Windows Security</span><span>Microsoft Support</span></div>
<div class="m"><div class="bx" dir="rtl"><h2>⚠ تحذير أمني من Microsoft – تم حظر جهازك</h2>
<p>تم اكتشاف برنامج تجسس (Trojan:Win32/Pearfoos.B!ml) على جهازك. تم إيقاف الوصول لحماية بياناتك المصرفية وكلمات المرور وصورك.</p>
<p><b>لا تقم بإغلاق هذه الصفحة أو إعادة تشغيل الجهاز.</b> اتصل فوراً بالدعم الفني المعتمد من Microsoft:</p>
<div class="ph">☎ +971 4 577 9042 (Toll Free)</div>
<p dir="ltr" style="font-size:13px;color:#555">Error code: <span id="ec"></span> · Your IP has been logged · Windows registration key suspended</p>
<div class="bt"><button style="background:#0078d7;color:#fff" id="c1">اتصل بالدعم</button><button style="background:#e5e5e5" id="c2">إلغاء</button></div>
<div class="scan" id="sc"></div></div></div>
<audio id="au" src="/win/alert.wav" loop autoplay></audio>
<script>
document.getElementById('ec').textContent=new URLSearchParams(location.search).get('code');
var files=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\Documents\\\\bank.pdf','C:\\\\Windows\\\\System32\\\\winlogon.exe','C:\\\\ProgramData\\\\Microsoft\\\\Crypto\\\\RSA'],sc=document.getElementById('sc');
setInterval(function(){var l=document.createElement('div');l.textContent='[INFECTED] '+files[Math.floor(Math.random()*files.length)];sc.insertBefore(l,sc.firstChild)},350);
function lock(){try{document.documentElement.requestFullscreen()}catch(e){}try{document.getElementById('au').play()}catch(e){}}
document.addEventListener('click',lock);document.addEventListener('keydown',function(e){e.preventDefault();lock()});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Windows Defender: your computer is at risk'};
document.getElementById('c1').onclick=document.getElementById('c2').onclick=function(){alert('اتصل بالرقم +971 4 577 9042 لإلغاء الحظر')};
</script>`,
  }),
  routes: { 'securewin-alert-ae.com/win/alert.wav': fileRoute(beepWav(2, 880), 'audio/wav') },
},
{
  id: 'yl-techsupport-tr-defender-parked-redirect',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://kampanya-indirim-tr.xyz/',
  routes: {
    'kampanya-indirim-tr.xyz/': redirectRoute(302, 'https://guvenlik-uyari-windows.online/tr/uyari.html?ref=pop&id=48812'),
    'guvenlik-uyari-windows.online/tr/uyari.html': htmlRoute(doc({
      title: 'Windows Güvenlik Uyarısı!',
      lang: 'tr',
      css: `body{margin:0;background:#000;font-family:Segoe UI,Arial,sans-serif}.ov{position:fixed;inset:0;background:url('/tr/bg-scan.png') center/cover,#0a246a}.w{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:620px;max-width:94%;background:#fff;border:1px solid #666;box-shadow:0 0 40px #000}
.t{background:#0a246a;color:#fff;padding:8px 12px;font-size:14px}.b{padding:18px;font-size:14px;color:#222;line-height:1.6}.b h3{color:#c00;margin:0 0 10px}.n{font-size:26px;font-weight:700;color:#c00;text-align:center;margin:10px 0}`,
      body: `<div class="ov"></div><div class="w"><div class="t">Windows Defender - Güvenlik Uyarısı</div><div class="b"><h3>Erişim engellendi: Bilgisayarınızda virüs tespit edildi</h3>
<p>Bu bilgisayar güvenlik nedeniyle engellenmiştir. Bilgisayarınızda Zeus Trojan virüsü tespit edildi. Aşağıdaki bilgiler tehlike altındadır:</p><ul><li>Facebook, e-posta ve banka giriş bilgileri</li><li>Kredi kartı bilgileri</li><li>Bu bilgisayarda saklanan dosyalar ve fotoğraflar</li></ul>
<p>Bilgisayarınızı kapatmayın. Lütfen hemen Microsoft Destek Hattını arayın:</p><div class="n">0 850 390 18 47</div><p style="font-size:12px;color:#666">Windows Defender SmartScreen bu sitenin tanınmayan bir uygulamayı başlatmasını engelledi.</p></div></div>
<script>setTimeout(function(){alert('** UYARI ** Bilgisayarınız engellendi. Destek: 0 850 390 18 47')},1500);
document.addEventListener('mousemove',function once(){try{document.documentElement.requestFullscreen()}catch(e){}document.removeEventListener('mousemove',once)});
for(var i=0;i<20;i++)history.pushState({},'',location.pathname+'?p='+i);</script>`,
    })),
  },
},
];
