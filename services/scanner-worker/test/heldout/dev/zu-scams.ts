import { htmlRoute, type Entry } from '../entry.js';
import { cardFields, cardJs, doc, mark, mobileCss, siteCss } from '../parts/zu-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zu-zain-kuwait-quiz-prize',
  label: 'scam',
  kind: 'prize-draw',
  url: 'https://zain-kw-prize.com/ar/quiz',
  body: doc({
    title: 'زين الكويت - سحب العيد',
    lang: 'ar',
    dir: 'rtl',
    css: mobileCss('#00b2a9') + 'body{font-family:Tahoma}.box{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.box div{background:#eee;height:80px;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:30px;cursor:pointer}',
    body: `<header class="top"><span class="brand">zain</span></header><main class="wrap"><div class="card"><h2>مبروك! تم اختيار رقمك في سحب العيد</h2><p>اختر صندوقاً واحداً. لديك 3 محاولات للفوز بـ iPhone 16 Pro Max.</p><div class="box">${'<div onclick="p(this)">🎁</div>'.repeat(9)}</div>
<div id="w" style="display:none"><h3>🎉 فزت بجهاز iPhone 16 Pro Max!</h3><p>ادفع رسوم الشحن فقط 0.5 د.ك لاستلام جائزتك.</p><form method="post" action="/ar/ship.php"><label>الاسم</label><input name="n"><label>رقم الهاتف</label><input name="p">${cardFields({ num: 'رقم البطاقة', exp: 'الانتهاء', cvv: 'CVV' })}<button>ادفع 0.5 د.ك</button></form></div></div></main>
<script>var t=0;function p(e){t++;if(t<2){e.textContent="❌";alert("حاول مرة أخرى")}else{e.textContent="📱";document.getElementById("w").style.display="block"}}</script>${cardJs}`,
  }),
},
{
  id: 'zu-invest-kz-samruk-lead',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://samruk-invest-kz.online/kk/',
  body: doc({
    title: 'Samruk Invest — ұлттық инвестициялық платформа',
    lang: 'kk',
    css: siteCss('#00a3b4') + '.hero{display:grid;grid-template-columns:3fr 2fr;gap:30px}.quote{background:#f0fbfc;padding:16px;border-radius:8px}',
    body: `<div class="bar"><div class="in"><span class="logo">Samruk Invest</span></div></div><div class="content"><div class="hero"><div><h1>Әр қазақстандық мұнай мен газдан табыс ала алады</h1><p>Бар болғаны 90 000 ₸ салып, айына 1 200 000 ₸-ге дейін пассивті табыс алыңыз. Платформа жасанды интеллект арқылы автоматты түрде сауда жасайды.</p><div class="quote">«Бұл бағдарлама әр азаматқа ұлттық байлықтан үлес алуға мүмкіндік береді» — ресми өкіл</div></div>
<div class="panel"><h3>Тіркелу</h3><form id="l" method="post" action="/kk/lead.php"><label>Аты-жөні</label><input name="name"><label>Email</label><input name="email" type="email"><label>Телефон</label><input name="phone" value="+7"><button>Табыс табуды бастау</button></form><p class="muted">Бүгін тіркелді: 1 482 адам. Орын саны шектеулі!</p></div></div></div>
<script>document.getElementById("l").addEventListener("submit",function(e){e.preventDefault();fetch("/kk/lead.php",{method:"POST",body:new FormData(this)}).then(function(){location.href="/kk/thanks.html"})});</script>`,
  }),
  routes: { 'samruk-invest-kz.online/kk/lead.php': jsonRoute({ status: 'ok', manager: 'Айгерім' }) },
},
{
  id: 'zu-loan-upfront-fee-eg',
  label: 'scam',
  kind: 'loan-fee-scam',
  url: 'https://qard-sari3-misr.com/apply',
  body: doc({
    title: 'قرض سريع بدون ضامن - مصر',
    lang: 'ar',
    dir: 'rtl',
    css: mobileCss('#2a7de1') + 'body{font-family:Tahoma}',
    body: `<header class="top"><span class="brand">قرض سريع</span></header><main class="wrap"><div class="card"><h2>تمت الموافقة المبدئية على قرض 150,000 جنيه</h2><p>بدون ضامن وبدون استعلام بنكي، فائدة 1% فقط. لإتمام الإجراءات يجب سداد رسوم فتح الملف والتأمين <b>750 جنيه</b> عبر فودافون كاش إلى الرقم 01012847731 أو بالبطاقة.</p><form method="post" action="/apply/fee.php"><label>الاسم رباعي</label><input name="name"><label>الرقم القومي</label><input name="nid"><label>رقم الموبايل</label><input name="mob">${cardFields({ num: 'رقم البطاقة', exp: 'تاريخ الانتهاء', cvv: 'CVV' })}<button>ادفع الرسوم واستلم القرض</button></form></div></main>${cardJs}`,
  }),
},
{
  id: 'zu-shop-pl-wyprzedaz-blik',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.likwidacja-sklepu-agd.pl/',
  body: doc({
    title: 'Likwidacja magazynu AGD — do -80%',
    lang: 'pl',
    css: siteCss('#0a7f3f') + '.prods{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.p{border:1px solid #eee;padding:12px}.old{text-decoration:line-through;color:#999}.new{color:#d00;font-size:22px;font-weight:700}',
    body: `<div class="bar"><div class="in"><span class="logo">AGD Outlet</span><span>Zamknięcie działalności — ostatnie dni!</span></div></div><div class="content"><div class="prods">
<div class="p"><b>Dyson V15 Detect Absolute</b><div class="old">3 299 zł</div><div class="new">649 zł</div></div><div class="p"><b>Ekspres DeLonghi Magnifica Evo</b><div class="old">2 199 zł</div><div class="new">399 zł</div></div><div class="p"><b>iRobot Roomba Combo j9+</b><div class="old">5 499 zł</div><div class="new">899 zł</div></div></div>
<div class="panel" style="margin-top:20px"><h3>Płatność</h3><p>Ze względu na likwidację akceptujemy wyłącznie przedpłatę: przelew na konto 49 1020 2892 0000 5102 0431 8812 lub BLIK na telefon 731 204 118. Brak możliwości zwrotu.</p><p>Adres firmy: ul. Magazynowa 1, Warszawa · NIP 5213987441</p></div></div>`,
  }),
},
{
  id: 'zu-charity-ua-fake-fund',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://dopomoga-zsu-fond.org/donate',
  body: doc({
    title: 'Фонд «Щит Захисників» — допомога ЗСУ',
    lang: 'uk',
    css: siteCss('#0057b7') + '.addr{font-family:monospace;background:#f3f3f3;padding:8px;word-break:break-all}',
    body: `<div class="bar"><div class="in"><span class="logo">Щит Захисників</span></div></div><div class="content"><div class="grid"><div><h1>Терміново: 300 дронів для бригади на Покровському напрямку</h1><p>Зібрано 1 284 000 ₴ з 4 000 000 ₴. Кожна гривня рятує життя. Звіти публікуємо в закритому каналі для донорів.</p>
<div class="panel"><h3>Допомогти карткою</h3><form method="post" action="/donate/pay.php"><label>Сума, ₴</label><input name="sum" value="500">${cardFields({ num: 'Номер картки', exp: 'Термін', cvv: 'CVV2' })}<button>Задонатити</button></form></div></div>
<div class="panel"><h3>Криптовалюта</h3><p>USDT TRC20:</p><div class="addr">TFz7vR3nQ1c8YpL6kW2bHsX9dMa4eJt5Uo</div><p>BTC:</p><div class="addr">bc1qzr9w4x7t3m8k2n5p6l0h4c8v2s9d3f7g1yq5ut</div><p>Monobank банка: <a href="https://send.monobank.ua.jar-zsu.com/jar/8aX2">переказати</a></p></div></div></div>${cardJs}`,
  }),
},
{
  id: 'zu-extortion-police-kz-ru',
  label: 'scam',
  kind: 'extortion-police-lock',
  url: 'https://mvd-kz-shtraf.online/block/',
  body: doc({
    title: 'МВД РК — Ваш браузер заблокирован',
    lang: 'ru',
    css: 'body{margin:0;background:#0c2d5a;color:#fff;font-family:Arial}.w{max-width:760px;margin:40px auto;background:#fff;color:#222;padding:26px;border-top:8px solid #f1c40f}.fine{font-size:26px;color:#c00;font-weight:700}',
    body: `<div class="w"><h2>МИНИСТЕРСТВО ВНУТРЕННИХ ДЕЛ РЕСПУБЛИКИ КАЗАХСТАН</h2><h3>Департамент по противодействию киберпреступности</h3><p>С вашего IP-адреса зафиксирован просмотр запрещённых материалов (ст. 311 УК РК). Браузер заблокирован. Для снятия блокировки и прекращения уголовного дела оплатите штраф в течение 12 часов.</p><div class="fine">Штраф: 150 000 ₸</div><p>Оплата через Kaspi перевод на номер +7 705 218 44 91 или картой ниже. После оплаты введите номер квитанции.</p><form method="post" action="/block/pay.php"><input name="card" placeholder="Номер карты" style="width:100%;padding:10px"><input name="receipt" placeholder="Номер квитанции" style="width:100%;padding:10px;margin-top:8px"><button style="margin-top:10px;padding:10px 20px">Оплатить штраф</button></form></div>
<script>history.pushState(null,"",location.href);onpopstate=function(){history.pushState(null,"",location.href)};document.onkeydown=function(e){if(e.key==="F11"||e.key==="Escape")e.preventDefault()};</script>`,
  }),
},
];
