import { htmlRoute, type Entry } from '../entry.js';
import { assets, cookieBar, doc, gtag, jsRoute, jsonRoute, metrika, rtlCss } from '../parts/zi-kit.js';

// Banks' and mobile-money operators' own pages and logins on their own domains.

export const entries: Entry[] = [
  {
    id: 'zi-clean-bt24-own-login-ro',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.bt24.ro/login',
    body: doc({
      lang: 'ro',
      title: 'BT24 Internet Banking | Autentificare',
      css: 'header{background:#fff;border-bottom:4px solid #f7c600;padding:14px 30px;font-weight:700;color:#00234b}.w{max-width:420px;margin:50px auto;background:#fff;padding:28px;border-radius:6px}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #aaa}button{width:100%;padding:12px;background:#00234b;color:#fff;border:0}.tip{font-size:13px;background:#f7f7f7;padding:10px;margin-top:18px}footer{text-align:center;font-size:12px;color:#777;padding:24px}',
      body: `<header>Banca Transilvania · BT24</header>
<div class="w"><h2>Autentificare</h2><form method="post" action="/login/submit"><label>Cod utilizator</label><input name="username" autocomplete="username"><label>Parola</label><input name="password" type="password" autocomplete="current-password"><button>Autentificare</button></form>
<p style="font-size:13px"><a href="/recuperare">Ai uitat parola?</a></p>
<div class="tip">Sfat de securitate: BT nu iti solicita niciodata prin SMS, e-mail sau telefon datele cardului, codul CVV sau parola. Daca ai primit un mesaj suspect, suna la *8028.</div></div>
<footer>Banca Transilvania S.A. · Cluj-Napoca · Termeni si conditii · Cookie-uri · © 2025</footer>`,
    }),
  },
  {
    id: 'zi-clean-sber-own-login-ru',
    label: 'clean',
    kind: 'own-login',
    url: 'https://online.sberbank.ru/CSAFront/index.do',
    body: doc({
      lang: 'ru',
      title: 'СберБанк Онлайн',
      css: 'body{background:#f2f4f7}.w{max-width:380px;margin:70px auto;background:#fff;padding:28px;border-radius:16px}.lg{color:#21a038;font-size:24px;font-weight:700}input{width:100%;padding:13px;margin:8px 0;border:1px solid #d0d7dd;border-radius:10px}button{width:100%;padding:13px;border:0;border-radius:10px;background:#21a038;color:#fff}.l{font-size:13px;color:#7d838a;margin-top:14px}',
      body: `<div class="w"><div class="lg">СберБанк Онлайн</div>
<form method="post" action="/CSAFront/authMainJson.do"><input name="login" placeholder="Логин или идентификатор" autocomplete="username"><input name="password" type="password" placeholder="Пароль" autocomplete="current-password"><button>Войти</button></form>
<p class="l"><a href="#">Восстановить логин или пароль</a> · <a href="#">Регистрация</a></p>
<p class="l">Сотрудники Сбера никогда не просят сообщить код из СМС. Не переходите по ссылкам из сообщений о «доставке Авито» и «компенсациях».</p>
<p class="l">ПАО Сбербанк. Генеральная лицензия Банка России №1481. 900</p></div>
${metrika(26588712)}`,
    }),
  },
  {
    id: 'zi-clean-alrajhi-home-ar',
    label: 'clean',
    kind: 'bank-home',
    url: 'https://www.alrajhibank.com.sa/ar/Personal',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'مصرف الراجحي | الأفراد',
      css: rtlCss + 'nav{background:#1d2b6f;color:#fff;padding:14px 30px;display:flex;gap:20px}.hero{background:#e9ecf7;padding:36px 30px}.g{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.g div{background:#fff;padding:16px;border-radius:8px}.a{max-width:1000px;margin:0 auto;background:#fff8e1;padding:14px;border-radius:8px}footer{background:#111a45;color:#ccd;padding:30px;font-size:12px}',
      body: `<nav><b>مصرف الراجحي</b><a href="#">الحسابات</a><a href="#">البطاقات</a><a href="#">التمويل</a><a href="#">الاستثمار</a><a href="#">English</a></nav>
<div class="hero"><h1>تطبيق الراجحي — كل خدماتك البنكية في مكان واحد</h1><p>افتح حسابك خلال دقائق عبر نفاذ.</p><a href="/ar/Personal/digital/login">تسجيل الدخول إلى المباشر</a></div>
<div class="a"><b>احذر الاحتيال:</b> لا يطلب مصرف الراجحي تحديث بياناتك عبر روابط في الرسائل النصية. لا تشارك رمز التحقق مع أي شخص حتى لو ادعى أنه من المصرف. للإبلاغ: 8001241222.</div>
<div class="g"><div><h3>تمويل شخصي</h3><p>بهامش ربح تنافسي ومتوافق مع أحكام الشريعة.</p></div><div><h3>بطاقات ائتمانية</h3><p>استرداد نقدي وأميال.</p></div><div><h3>تحويل دولي</h3><p>تحويل فوري إلى أكثر من 50 دولة.</p></div></div>
<footer>مصرف الراجحي — شركة مساهمة سعودية · خاضع لإشراف البنك المركزي السعودي · © 2025</footer>`,
    }),
  },
  {
    id: 'zi-clean-leumi-own-login-he',
    label: 'clean',
    kind: 'own-login',
    url: 'https://hb2.bankleumi.co.il/staticcontent/gate-keeper/he/',
    body: doc({
      lang: 'he',
      dir: 'rtl',
      title: 'כניסה לחשבון | בנק לאומי',
      css: rtlCss + '.h{background:#0a2d6e;color:#fff;padding:12px 28px;display:flex;justify-content:space-between}.b{max-width:400px;margin:46px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #bbb}button{width:100%;padding:12px;background:#0a2d6e;color:#fff;border:0}.n{font-size:12px;color:#555}',
      body: `<div class="h"><b>לאומי</b><span>נגישות · English · עברית · العربية</span></div>
<div class="b"><h2>כניסה לחשבון</h2><form method="post" action="/authenticate"><label>שם משתמש</label><input name="uid" autocomplete="username"><label>סיסמה</label><input name="password" type="password" autocomplete="current-password"><button>כניסה</button></form>
<p class="n">שכחת סיסמה? · כניסה עם קוד חד פעמי · הצטרפות לשירותים דיגיטליים</p>
<p class="n">לאומי לעולם לא יפנה אליך בהודעת SMS עם קישור לעדכון פרטים. בעת חירום, היזהרו מהודעות מזויפות.</p></div>`,
    }),
  },
  {
    id: 'zi-clean-capitec-home-af',
    label: 'clean',
    kind: 'bank-home',
    url: 'https://www.capitecbank.co.za/afrikaans/',
    body: doc({
      lang: 'af',
      title: 'Capitec Bank | Leef Beter',
      css: 'nav{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd;display:flex;gap:20px}nav b{color:#009de0}.hero{background:#009de0;color:#fff;padding:40px 30px}.c{max-width:960px;margin:0 auto;padding:20px}.s{background:#fff;padding:16px;border-radius:6px;margin:12px 0}footer{background:#0e2b3f;color:#bcd;padding:26px;font-size:12px}',
      body: `<nav><b>capitec</b><a href="#">Persoonlik</a><a href="#">Besigheid</a><a href="#">Spaar</a><a href="#">Krediet</a><a href="/">English</a></nav>
<div class="hero"><h1>Bank slim met Capitec</h1><p>Een rekening. Lae fooie. Live Better-belonings wanneer jy met jou kaart betaal.</p></div>
<div class="c"><div class="s"><h3>Live Better-belonings</h3><p>Verdien tot 2% terug met elke kaartbetaling. Belonings word outomaties na jou spaarplan oorgedra — jy hoef nooit op 'n skakel te klik of jou Remote PIN te verskaf om dit te eis nie.</p></div>
<div class="s"><h3>Bedrogwaarskuwing</h3><p>Capitec sal jou nooit vra vir jou PIN, wagwoord of OTP nie. Rapporteer verdagte boodskappe aan 0860 10 20 43.</p></div></div>
<footer>Capitec Bank Beperk · Geregistreerde bank · NCRCP13 · Privaatheidsbeleid · Bepalings</footer>`,
    }),
  },
];
