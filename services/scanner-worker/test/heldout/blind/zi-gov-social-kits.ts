import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsRoute, okApi, rtlCss } from '../parts/zi-kit.js';

// Government / tax refund kits and social / messaging account kits.

export const entries: Entry[] = [
  {
    id: 'zi-gov-eurzad-zwrot-podatku-pl',
    label: 'phishing',
    kind: 'tax-kit',
    url: 'https://podatki-gov.pl-zwrot.eu/e-urzad/zwrot',
    body: doc({
      lang: 'pl',
      title: 'e-Urząd Skarbowy - Zwrot nadpłaty podatku',
      css: '.gov{background:#fff;border-bottom:1px solid #ddd;padding:10px 30px;font-size:14px}.gov b{color:#dc143c}.h{background:#0052a5;color:#fff;padding:18px 30px;font-size:22px}.c{max-width:560px;margin:26px auto;background:#fff;padding:26px}input,select{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #999}button{background:#0052a5;color:#fff;border:0;padding:12px 30px}',
      body: `<div class="gov"><b>■</b> Serwis Rzeczypospolitej Polskiej — gov.pl</div>
<div class="h">e-Urząd Skarbowy</div>
<div class="c">
<h2>Przysługuje Ci zwrot nadpłaty podatku PIT za 2024 r.</h2>
<p>Kwota zwrotu: <b>847,36 zł</b>. Zwrot zostanie przekazany po weryfikacji danych karty płatniczej, na którą ma zostać zaksięgowany.</p>
<form method="post" action="/e-urzad/karta">
<label>PESEL</label><input name="pesel" maxlength="11">
<label>Imię i nazwisko</label><input name="imie">
<label>Bank</label><select name="bank"><option>PKO BP</option><option>Pekao</option><option>mBank</option><option>ING</option><option>Santander</option><option>Inny</option></select>
<label>Numer karty</label><input name="karta"><label>Data ważności</label><input name="exp"><label>CVV</label><input name="cvv">
<button>Odbierz zwrot</button>
</form>
<p style="font-size:11px;color:#666">Ministerstwo Finansów, ul. Świętokrzyska 12, 00-916 Warszawa</p>
</div>`,
    }),
    routes: { 'podatki-gov.pl-zwrot.eu/e-urzad/karta': htmlRoute('<!doctype html><html lang="pl"><meta charset="utf-8"><p>Potwierdź kodem SMS</p><form method="post"><input name="sms"><button>Dalej</button></form></html>') },
  },
  {
    id: 'zi-gov-gosuslugi-kompensaciya-ru',
    label: 'phishing',
    kind: 'gov-kit',
    url: 'https://gosuslugi-kompensaciya.ru.com/lk/',
    body: doc({
      lang: 'ru',
      title: 'Госуслуги — Личный кабинет',
      css: 'body{background:#eef2f7}.h{background:#fff;padding:14px 30px;font-size:22px;font-weight:700;color:#0d4cd3;border-bottom:1px solid #ddd}.c{max-width:400px;margin:50px auto;background:#fff;padding:28px;border-radius:12px}input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #c1cdd9;border-radius:8px}button{width:100%;padding:13px;background:#0d4cd3;color:#fff;border:0;border-radius:8px}',
      body: `<div class="h">госуслуги</div>
<div class="c">
<h3>Вход</h3>
<p style="font-size:14px">Для получения единовременной компенсации по заявлению №4481-77 войдите в личный кабинет.</p>
<form method="post" action="/lk/auth">
<input name="login" placeholder="Телефон / Email / СНИЛС">
<input name="password" type="password" placeholder="Пароль">
<button>Войти</button></form>
<p style="font-size:13px;color:#66727f">Не удаётся войти? Восстановить. Зарегистрироваться</p>
</div>`,
    }),
    routes: { 'gosuslugi-kompensaciya.ru.com/lk/auth': htmlRoute('<!doctype html><html lang="ru"><meta charset="utf-8"><p>Код подтверждения отправлен на ваш телефон</p><form method="post"><input name="code"><button>Продолжить</button></form></html>') },
  },
  {
    id: 'zi-social-whatsapp-code-ar',
    label: 'phishing',
    kind: 'messaging-kit',
    url: 'https://wa-verify-account.com/ar/',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'واتساب | توثيق الحساب',
      css: rtlCss + 'body{background:#eae6df}.t{background:#00a884;height:120px}.c{max-width:420px;margin:-70px auto 30px;background:#fff;padding:26px;border-radius:4px;box-shadow:0 2px 6px #0002}input{width:100%;padding:11px;margin:6px 0 12px;border:0;border-bottom:2px solid #00a884;direction:ltr;text-align:center;font-size:18px;letter-spacing:6px}button{background:#00a884;color:#fff;border:0;padding:11px 26px;border-radius:20px}',
      body: `<div class="t"></div>
<div class="c">
<h2>تأكيد ملكية الحساب</h2>
<p>لقد تلقينا طلباً لتسجيل رقمك على جهاز آخر. لحماية حسابك من الإيقاف، أدخل رمز التحقق المكوّن من 6 أرقام الذي وصلك في رسالة SMS.</p>
<form id="f"><input name="phone" placeholder="+966" style="letter-spacing:1px"><input name="code" maxlength="7" placeholder="--- ---"><button>تأكيد</button></form>
<p style="font-size:12px;color:#667">من Meta</p>
</div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/ar/c',{method:'POST',body:new URLSearchParams(new FormData(this))});this.innerHTML='<p>جارٍ التحقق... أدخل رمز التحقق بخطوتين (PIN) إن وجد</p><input name="pin">'}</script>`,
    }),
    routes: { ...okApi('wa-verify-account.com', '/ar/c') },
  },
];
