import { htmlRoute, type Entry } from '../entry.js';
import { assets, cookieBar, doc, gtag, jsRoute, jsonRoute, metrika, rtlCss } from '../parts/zi-kit.js';

// Marketplaces', carriers' and governments' own pages.

export const entries: Entry[] = [
  {
    id: 'zi-clean-olx-listing-pl',
    label: 'clean',
    kind: 'marketplace-own',
    url: 'https://www.olx.pl/d/oferta/rower-gorski-kross-level-2-0-rama-m-CID767-IDZk3pQ.html',
    body: doc({
      lang: 'pl',
      title: 'Rower górski Kross Level 2.0 rama M - Kraków - OLX.pl',
      css: 'header{background:#002f34;color:#fff;padding:12px 30px;display:flex;justify-content:space-between}.w{max-width:1100px;margin:20px auto;display:flex;gap:20px}.main{flex:2;background:#fff;padding:20px}.aside{flex:1}.aside div{background:#fff;padding:16px;margin-bottom:12px}.ph{height:300px;background:#ddd}.price{font-size:28px;font-weight:700}.safety{font-size:13px;background:#fff8e1}button{padding:12px;width:100%;background:#002f34;color:#fff;border:0;margin:4px 0}',
      body: `<header><b style="font-size:24px">OLX</b><span>Wiadomości · Twoje konto · <b>Dodaj ogłoszenie</b></span></header>
<div class="w"><div class="main"><div class="ph"></div><p style="color:#777">Dodane dzisiaj o 09:14</p><h1>Rower górski Kross Level 2.0 rama M</h1><div class="price">1 250 zł</div><p>Stan: Używane · Rozmiar ramy: M · Koła 29"</p><h3>Opis</h3><p>Sprzedam rower w bardzo dobrym stanie, serwisowany w maju. Nowe klocki hamulcowe i opony. Możliwy odbiór osobisty na Bronowicach lub Przesyłka OLX.</p></div>
<div class="aside"><div><b>Marek</b><br>Na OLX od 2016<br><button>Napisz wiadomość</button><button>Kup z Przesyłką OLX</button></div>
<div class="safety"><b>Bezpieczne transakcje</b><br>Nigdy nie podawaj danych karty na stronach otrzymanych od kupującego przez WhatsApp lub SMS. Na OLX nie musisz wpisywać danych karty, aby otrzymać pieniądze za sprzedany przedmiot. <a href="https://pomoc.olx.pl/olxplhelp/s/article/bezpieczenstwo">Dowiedz się więcej</a></div></div></div>
${cookieBar('OLX i partnerzy używają plików cookie.', 'Akceptuję')}
${gtag('G-OLXPL00001')}`,
    }),
  },
  {
    id: 'zi-clean-aramex-tracking-ar',
    label: 'clean',
    kind: 'carrier-own',
    url: 'https://www.aramex.com/ae/ar/track/results?ShipmentNumber=44918207731',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'تتبع الشحنات | أرامكس',
      css: rtlCss + 'header{background:#e31e24;color:#fff;padding:14px 30px}.w{max-width:860px;margin:20px auto;background:#fff;padding:22px}.s p{border-right:3px solid #e31e24;padding-right:10px}.n{font-size:13px;background:#f6f6f6;padding:10px}',
      body: `<header>aramex — تتبع الشحنة</header>
<div class="w"><h2>الشحنة 44918207731</h2><div class="s"><p>تم التسليم — دبي، 15 أكتوبر 2025</p><p>خرجت للتسليم — 15 أكتوبر</p><p>تم التخليص الجمركي — 13 أكتوبر</p><p>وصلت إلى مركز الفرز — 12 أكتوبر</p></div>
<p class="n">تنبيه: أرامكس لا تطلب دفع رسوم جمركية عبر روابط في رسائل SMS أو واتساب. ادفع فقط من خلال تطبيق أرامكس أو موقعنا الرسمي.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-gosuslugi-login-ru',
    label: 'clean',
    kind: 'gov-own',
    url: 'https://esia.gosuslugi.ru/login/',
    body: doc({
      lang: 'ru',
      title: 'Госуслуги',
      css: 'body{background:#eef2f7}.c{max-width:420px;margin:60px auto;background:#fff;padding:30px;border-radius:12px}.lg{font-weight:700;color:#0d4cd3;font-size:22px}input{width:100%;padding:12px;margin:8px 0;border:1px solid #c1cdd9;border-radius:8px}button{width:100%;padding:13px;background:#0d4cd3;color:#fff;border:0;border-radius:8px}.alt{display:flex;gap:8px;margin-top:12px}.alt a{flex:1;border:1px solid #c1cdd9;padding:8px;text-align:center;border-radius:8px;font-size:13px;text-decoration:none}',
      body: `<div class="c"><div class="lg">госуслуги</div><p style="font-size:13px">Доступ к сервисам электронного правительства</p>
<form method="post" action="/aas/oauth2/api/login"><input name="login" placeholder="Телефон / Email / СНИЛС" autocomplete="username"><input name="password" type="password" placeholder="Пароль" autocomplete="current-password"><button>Войти</button></form>
<div class="alt"><a href="#">QR-код</a><a href="#">Эл. подпись</a><a href="#">Сбер ID</a></div>
<p style="font-size:12px;color:#66727f">Никому не сообщайте код из СМС, даже сотрудникам Госуслуг.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-edevlet-giris-tr',
    label: 'clean',
    kind: 'gov-own',
    url: 'https://giris.turkiye.gov.tr/Giris/?continue=%2Fhizmetler%2Faile-destek',
    body: doc({
      lang: 'tr',
      title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
      css: '.h{background:#cc0000;color:#fff;padding:14px 30px}.c{max-width:440px;margin:40px auto;background:#fff;padding:26px;border-radius:6px}.tabs a{display:inline-block;padding:8px;font-size:13px;border-bottom:2px solid #ddd}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #bbb}button{width:100%;padding:12px;background:#cc0000;color:#fff;border:0}',
      body: `<div class="h">türkiye.gov.tr</div>
<div class="c"><div class="tabs"><a>e-Devlet Şifresi</a><a>Mobil İmza</a><a>e-İmza</a><a>T.C. Kimlik Kartı</a><a>İnternet Bankacılığı</a></div>
<form method="post" action="/Giris/gir"><label>T.C. Kimlik No</label><input name="tridField" maxlength="11" inputmode="numeric"><label>e-Devlet Şifresi</label><input name="egpField" type="password"><button>Giriş Yap</button></form>
<p style="font-size:12px;color:#555">e-Devlet şifrenizi kimseyle paylaşmayınız. Destek ödemesi vaadiyle gönderilen bağlantılara itibar etmeyiniz.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-diia-home-ua',
    label: 'clean',
    kind: 'gov-own',
    url: 'https://diia.gov.ua/services',
    body: doc({
      lang: 'uk',
      title: 'Послуги — Дія',
      css: 'body{background:#e2ecf4}nav{padding:16px 30px;display:flex;gap:20px}nav b{font-size:28px}.g{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.g div{background:#fff;padding:18px;border-radius:16px}.n{max-width:1000px;margin:0 auto;background:#fff;padding:14px;border-radius:16px}',
      body: `<nav><b>дія</b><a href="#">Послуги</a><a href="#">Новини</a><a href="#">Підтримка</a></nav>
<div class="n">Дія ніколи не просить вводити дані банківської картки, CVV чи коди з SMS для отримання допомоги. Виплати оформлюються лише у застосунку або на diia.gov.ua.</div>
<div class="g"><div><h3>єВідновлення</h3><p>Компенсація за пошкоджене житло.</p></div><div><h3>Допомога ВПО</h3><p>Подання заяви на виплату внутрішньо переміщеним особам.</p></div><div><h3>Реєстрація ФОП</h3><p>За 10 хвилин онлайн.</p></div><div><h3>Податки ФОП</h3><p>Сплата єдиного податку.</p></div><div><h3>Посвідчення водія</h3><p>Обмін та відновлення.</p></div><div><h3>Народження дитини</h3><p>еМалятко — 10 послуг однією заявою.</p></div></div>`,
    }),
  },
  {
    id: 'zi-clean-kra-itax-login-ke',
    label: 'clean',
    kind: 'gov-own',
    url: 'https://itax.kra.go.ke/KRA-Portal/eRegIndi.htm?actionCode=showHomePageLnclick',
    body: doc({
      lang: 'en',
      title: 'iTax Portal - Kenya Revenue Authority',
      css: '.h{background:#d9261c;color:#fff;padding:14px 30px}.w{max-width:900px;margin:24px auto;display:flex;gap:20px}.f{flex:1;background:#fff;padding:22px}.n{flex:1;background:#fff;padding:22px;font-size:14px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa}button{padding:10px 26px;background:#333;color:#fff;border:0}',
      body: `<div class="h">Kenya Revenue Authority — iTax</div>
<div class="w"><div class="f"><h3>Login</h3><form method="post" action="/KRA-Portal/login.htm"><label>PIN/User ID</label><input name="logid"><label>Password</label><input name="xxZTT9p2wQ" type="password"><label>Security Stamp: 18 + 7 = ?</label><input name="captcahText"><button>Login</button></form></div>
<div class="n"><h3>Notices</h3><p>File your returns before 30th June. KRA will never ask for your M-PESA PIN. Pay taxes only via Paybill 572572.</p><p>Report fraud: callcentre@kra.go.ke</p></div></div>`,
    }),
  },
];
