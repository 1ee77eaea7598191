import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-clean-privat24-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://next.privat24.ua/?lang=uk',
  body: doc({
    lang: 'uk',
    title: 'Приват24 — вхід',
    head: `<meta name="description" content="Приват24 — інтернет-банк ПриватБанку"><link rel="manifest" href="/manifest.json"><link rel="apple-touch-icon" href="/static/icons/192.png">${analytics('G-P24NEXT01')}`,
    css: cardCss('#4c9a2a', '#f5f6f4') + `.wrap{display:flex;gap:40px;align-items:flex-start}.qr{width:180px;text-align:center;font-size:13px;color:#555}.qr .box{width:160px;height:160px;background:repeating-linear-gradient(45deg,#222 0 6px,#fff 6px 12px);margin:0 auto 8px;border-radius:6px}.card{max-width:720px}`,
    body: `<header class="top">${mark('24', '#4c9a2a', 'Приват24', { w: 140 })}<nav><a href="https://privatbank.ua/">privatbank.ua</a><a href="/?lang=en">English</a></nav></header>
<main><div class="card"><div class="wrap"><div style="flex:1">
<h1>Вхід до Приват24</h1><p class="sub">Для фізичних осіб</p>
<form id="login" method="post" action="/api/p24/auth/login" autocomplete="on">
<input type="hidden" name="_csrf" value="b7f2c94e-18a1-4d6b-9a70-2e5bd21c0f33">
<div class="field"><label for="ph">Телефон</label><input id="ph" name="phone" type="tel" autocomplete="tel" placeholder="+380"></div>
<div class="field"><label for="pw">Пароль</label><input id="pw" name="password" type="password" autocomplete="current-password"></div>
<button class="btn" type="submit">Увійти</button></form>
<div class="links"><a href="/recovery">Забули пароль?</a><a href="/registration">Зареєструватися</a></div></div>
<div class="qr"><div class="box"></div>Відскануйте QR-код у застосунку Приват24 для швидкого входу</div></div>
<p class="muted" style="margin-top:22px">ПриватБанк ніколи не запитує CVV, PIN-код чи код з SMS телефоном або в месенджерах. Якщо вам телефонують від імені банку — покладіть слухавку та зателефонуйте на 3700.</p>
</div></main>
<footer class="bottom">© 2024 АТ КБ «ПриватБанк» · <a href="https://privatbank.ua/about">Про банк</a> · Ліцензія НБУ №22</footer>
<script src="/static/js/main.4c1e9a.js" defer></script>`,
  }),
  routes: {
    'next.privat24.ua/static/js/main.4c1e9a.js': jsRoute(`(function(){var f=document.getElementById('login');f.addEventListener('submit',function(e){e.preventDefault();var b=new FormData(f);fetch(f.action,{method:'POST',body:b,credentials:'same-origin'}).then(function(r){return r.json()}).then(function(j){if(j.next)location.assign(j.next)}).catch(function(){})})})();`),
    'next.privat24.ua/api/p24/auth/login': jsonRoute({ error: 'INVALID_CREDENTIALS' }, 401),
  },
},
{
  id: 'ym-clean-ipko-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.ipko.pl/ipko3/login?lang=pl',
  body: doc({
    lang: 'pl',
    title: 'iPKO - Serwis transakcyjny PKO Banku Polskiego',
    head: `<meta name="description" content="Zaloguj się do serwisu iPKO">${analytics('G-IPKO2024')}`,
    css: `body{margin:0;font-family:pkobp,Arial,sans-serif;background:#f5f5f5;color:#3c3c3c}.hd{background:#004c9a;color:#fff;height:72px;display:flex;align-items:center;justify-content:space-between;padding:0 40px}.hd a{color:#fff;font-size:14px;margin-left:18px}
.box{background:#fff;width:440px;margin:50px auto;padding:36px 40px}h1{font-weight:400;font-size:24px}label{font-size:13px;display:block;margin-bottom:6px}input{width:100%;box-sizing:border-box;height:44px;border:1px solid #b6b6b6;padding:0 12px;font-size:16px}
.btn{margin-top:18px;background:#004c9a;color:#fff;border:0;height:46px;width:100%;font-size:16px}.sec{background:#fff;width:440px;margin:0 auto 40px;padding:20px 40px;font-size:13px;line-height:1.6}.sec b{color:#004c9a}`,
    body: `<div class="hd"><b style="font-size:24px">PKO BANK POLSKI</b><span><a href="https://www.pkobp.pl/">pkobp.pl</a><a href="https://www.pkobp.pl/bezpieczenstwo/">Bezpieczeństwo</a><a href="#">EN</a></span></div>
<div class="box"><h1>Zaloguj się</h1>
<form id="lf" method="post" action="/ipko3/login"><input type="hidden" name="_flow_id" value="c8a9e77d2f"><label for="l">Numer klienta lub login</label><input id="l" name="login" autocomplete="username"><button class="btn">Dalej</button></form>
<p style="font-size:13px"><a href="/ipko3/reset">Nie pamiętasz loginu?</a> · <a href="https://www.pkobp.pl/klienci-indywidualni/konta-osobiste/">Otwórz konto</a></p></div>
<div class="sec"><b>Pamiętaj o zasadach bezpieczeństwa:</b> Przed zalogowaniem sprawdź, czy adres strony zaczyna się od https://www.ipko.pl. Nigdy nie podawaj kodów z aplikacji IKO ani haseł SMS, aby „odebrać płatność” czy „zabezpieczyć środki”. Bank nie wysyła linków do logowania w SMS.</div>
${consent('Używamy plików cookie, aby serwis działał poprawnie.', 'Akceptuję', 'Dowiedz się więcej', 'https://www.pkobp.pl/cookies/')}`,
  }),
},
{
  id: 'ym-clean-mbank-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://online.mbank.pl/pl/Login',
  body: doc({
    lang: 'pl',
    title: 'mBank - Logowanie',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}.bar{height:64px;border-bottom:1px solid #e8e8e8;display:flex;align-items:center;justify-content:space-between;padding:0 32px}.bar b{font-size:28px;color:#e4002b}
.w{max-width:400px;margin:50px auto;padding:0 16px}h2{font-weight:400;font-size:26px}label{font-size:13px;color:#666}input{width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #ccc;padding:12px 2px;font-size:17px;margin-bottom:24px;outline:none}
button{background:#e4002b;color:#fff;border:0;border-radius:24px;padding:14px 44px;font-size:16px}.info{margin-top:34px;font-size:13px;color:#666;border-top:1px solid #eee;padding-top:18px;line-height:1.6}`,
    body: `<div class="bar"><b>mBank</b><span style="font-size:13px"><a href="https://www.mbank.pl/pomoc/">Pomoc</a> · <a href="/en/Login">English</a></span></div>
<div class="w"><h2>Zaloguj się</h2>
<form method="post" action="/pl/LoginMain/Account/JsonLogin" id="loginForm"><input type="hidden" name="__RequestVerificationToken" value="CfDJ8Nq2sKx0">
<label for="userID">Identyfikator</label><input id="userID" name="userID" autocomplete="username"><label for="pass">Hasło</label><input id="pass" name="pass" type="password" autocomplete="current-password">
<button type="submit">Zaloguj się</button></form>
<div class="info">Logujesz się pierwszy raz? Identyfikator znajdziesz w umowie. mBank nigdy nie prosi o instalowanie aplikacji do zdalnego pulpitu (np. AnyDesk) ani o podawanie kodów z mobilnej autoryzacji przez telefon. <a href="https://www.mbank.pl/bezpieczenstwo/">Zasady bezpieczeństwa</a></div></div>`,
  }),
},
{
  id: 'ym-clean-lhv-ee-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.lhv.ee/ibank/cf/portfolio/login?l3=et',
  body: doc({
    lang: 'et',
    title: 'Sisene | LHV',
    css: cardCss('#231f20', '#f4f4f4') + `.m{display:flex;gap:6px;margin-bottom:18px}.m a{flex:1;padding:10px;border:1px solid #ddd;border-radius:6px;text-align:center;text-decoration:none;font-size:14px;color:#231f20}.m a.on{border-color:#231f20;font-weight:600}`,
    body: `<header class="top"><b style="font-size:28px;letter-spacing:2px">LHV</b><nav><a href="https://www.lhv.ee/et/era">Eraklient</a><a href="https://www.lhv.ee/et/ari">Äri</a><a href="?l3=en">EN</a><a href="?l3=ru">RU</a></nav></header>
<main><div class="card"><h1>Sisene internetipanka</h1>
<div class="m"><a class="on" href="?l3=et&amp;method=smartid">Smart-ID</a><a href="?l3=et&amp;method=mid">Mobiil-ID</a><a href="?l3=et&amp;method=idcard">ID-kaart</a><a href="?l3=et&amp;method=pwd">Parool</a></div>
<form method="post" action="/ibank/cf/portfolio/login/smartid"><div class="field"><label>Isikukood</label><input name="personalCode" maxlength="11" inputmode="numeric"></div><button class="btn">Sisene</button></form>
<p class="muted">Kontrolli enne PIN1 sisestamist, et Smart-ID rakenduses kuvatud kontrollkood ühtib siin kuvatuga. LHV ei küsi kunagi PIN-koode telefoni teel.</p>
</div></main><footer class="bottom">AS LHV Pank · Tartu mnt 2, 10145 Tallinn · 6 800 400</footer>`,
  }),
},
{
  id: 'ym-clean-bt-goapp-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://goapp.bancatransilvania.ro/app/auth/login',
  body: doc({
    lang: 'ro',
    title: 'BT Go – Autentificare',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f3f6fa;color:#1a1a1a}.w{display:flex;min-height:100vh}.l{flex:1;background:linear-gradient(160deg,#00558c,#0095da);color:#fff;padding:60px;display:flex;flex-direction:column;justify-content:center}
.r{flex:1;display:flex;align-items:center;justify-content:center}.f{width:360px}input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #c9d3de;border-radius:8px;font-size:15px;margin:6px 0 16px}button{width:100%;padding:14px;border:0;border-radius:8px;background:#00558c;color:#fff;font-size:15px;font-weight:600}`,
    body: `<div class="w"><div class="l"><h1>BT Go</h1><p>Noua platformă de banking pentru persoane fizice și companii de la Banca Transilvania.</p><p style="font-size:13px;opacity:.8">Nu îți vom cere niciodată datele cardului sau codurile de autentificare prin e-mail, SMS sau telefon.</p></div>
<div class="r"><div class="f"><h2>Autentificare</h2><form method="post" action="/app/auth/login"><input type="hidden" name="execution" value="e1s1">
<label>Utilizator</label><input name="username" autocomplete="username"><label>Parolă</label><input name="password" type="password" autocomplete="current-password"><button>Intră în cont</button></form>
<p style="font-size:13px"><a href="/app/auth/forgot">Ai uitat parola?</a> · <a href="https://www.bancatransilvania.ro/bt-go">Despre BT Go</a></p></div></div></div>`,
  }),
},
{
  id: 'ym-clean-csob-identita-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://identita.csob.cz/ui/login',
  body: doc({
    lang: 'cs',
    title: 'Přihlášení | ČSOB Identita',
    css: cardCss('#003366', '#eef2f7'),
    body: `<header class="top">${mark('ČSOB', '#003366', 'ČSOB Identita', { w: 170 })}<nav><a href="https://www.csob.cz/">csob.cz</a><a href="?lang=en">English</a></nav></header>
<main><div class="card"><h1>Přihlášení</h1><p class="sub">Jedno přihlášení do všech služeb ČSOB</p>
<form method="post" action="/ui/login/password"><input type="hidden" name="flowId" value="c2f0a1"><div class="field"><label>Uživatelské jméno</label><input name="username" autocomplete="username"></div>
<div class="field"><label>Heslo</label><input name="password" type="password" autocomplete="current-password"></div><button class="btn">Přihlásit</button></form>
<div class="links"><a href="/ui/forgotten">Zapomenuté údaje</a><a href="https://www.csob.cz/portal/bezpecnost">Bezpečnost</a></div>
<p class="muted">ČSOB vás nikdy nebude žádat o potvrzení plateb, které jste nezadali, ani o převod peněz na „bezpečný účet“.</p></div></main>
<footer class="bottom">Československá obchodní banka, a. s. · Radlická 333/150, 150 57 Praha 5</footer>`,
  }),
},
{
  id: 'ym-clean-latvija-lv-auth',
  label: 'clean',
  kind: 'state-login-own-domain',
  url: 'https://latvija.gov.lv/Auth?ReturnUrl=%2FMyServices',
  body: doc({
    lang: 'lv',
    title: 'Autentifikācija | Latvija.gov.lv',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff;color:#222}.t{background:#9e3039;color:#fff;padding:16px 40px;font-size:18px}.w{max-width:900px;margin:30px auto;padding:0 16px}
.l{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.l a{border:1px solid #ccc;padding:20px;text-decoration:none;color:#222;border-radius:4px;text-align:center}.l a:hover{border-color:#9e3039}`,
    body: `<div class="t">Latvija.gov.lv — Valsts pārvaldes pakalpojumu portāls</div>
<div class="w"><h1>Izvēlieties autentifikācijas veidu</h1><div class="l">
<a href="/Auth/eParaksts">eParaksts mobile</a><a href="/Auth/eID">eID karte</a><a href="/Auth/SmartID">Smart-ID</a>
<a href="/Auth/Bank?b=swedbank">Swedbank</a><a href="/Auth/Bank?b=seb">SEB banka</a><a href="/Auth/Bank?b=citadele">Citadele</a><a href="/Auth/Bank?b=luminor">Luminor</a><a href="/Auth/Bank?b=signet">Signet Bank</a><a href="/Auth/eIDAS">Citas ES valsts eID</a></div>
<p style="font-size:13px;color:#666;margin-top:24px">Portālu uztur Valsts digitālās attīstības aģentūra. Palīdzība: 67 801 600</p></div>`,
  }),
},
{
  id: 'ym-clean-ukrnet-accounts-login',
  label: 'clean',
  kind: 'webmail-login-own-domain',
  url: 'https://accounts.ukr.net/login?client_id=9GLooZH9KjbBlWnuLkVX',
  body: doc({
    lang: 'uk',
    title: 'Пошта @ ukr.net - українська електронна пошта • Вхід',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f0f3f6}.l{width:380px;margin:70px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.lg{font-size:28px;font-weight:700;color:#2d6fb7;margin-bottom:16px}.lg i{color:#f39a1d;font-style:normal}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #c8d1da;border-radius:6px;font-size:15px;margin-bottom:12px}
button{width:100%;padding:12px;background:#2d6fb7;color:#fff;border:0;border-radius:6px;font-size:15px}.s{font-size:13px;color:#667;margin-top:14px}`,
    body: `<div class="l"><div class="lg">ukr<i>.</i>net</div><form id="lf" method="post" action="/api/v1/login"><input name="login" placeholder="Логін або e-mail" autocomplete="username"><input name="password" type="password" placeholder="Пароль" autocomplete="current-password">
<label style="font-size:13px"><input type="checkbox" name="remember" style="width:auto"> Не виходити з пошти</label><button>Увійти</button></form>
<p class="s"><a href="/recovery">Забули пароль?</a> · <a href="/registration">Створити скриньку</a></p><p class="s">© 1998–2024 FREENET Group</p></div>
${consent('Ми використовуємо cookie для роботи сервісу.', 'Гаразд', 'Докладніше', 'https://www.ukr.net/terms/')}`,
  }),
},
{
  id: 'ym-clean-steam-store-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://store.steampowered.com/login/?redir=&redir_ssl=1&snr=1_4_4__global-header',
  body: doc({
    lang: 'ru',
    title: 'Вход',
    css: `body{margin:0;font-family:'Motiva Sans',Arial,sans-serif;background:#1b2838;color:#c7d5e0}.hd{background:#171a21;padding:18px 60px;font-size:14px}.hd a{color:#b8b6b4;margin-right:18px;text-decoration:none;text-transform:uppercase}
.w{max-width:740px;margin:50px auto;background:#181a21;padding:36px;display:flex;gap:40px}.f{flex:1}.f input{width:100%;box-sizing:border-box;background:#32353c;border:0;color:#fff;padding:12px;margin:6px 0 16px;border-radius:2px}
.f button{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:12px 60px;border-radius:2px;font-size:15px}.qr{width:200px;text-align:center;font-size:13px}.qr div{width:180px;height:180px;background:repeating-linear-gradient(90deg,#fff 0 7px,#000 7px 14px);margin:10px auto}`,
    body: `<div class="hd"><a href="https://store.steampowered.com/">Магазин</a><a href="https://steamcommunity.com/">Сообщество</a><a href="https://help.steampowered.com/">Поддержка</a></div>
<div class="w"><div class="f"><h2 style="color:#fff;font-weight:400">Вход</h2><form method="post" action="/login/dologin/"><label style="color:#1999ff;font-size:12px">ВОЙДИТЕ, ИСПОЛЬЗУЯ ИМЯ АККАУНТА</label><input name="username" autocomplete="username"><label style="font-size:12px">ПАРОЛЬ</label><input name="password" type="password" autocomplete="current-password"><button>Войти</button></form>
<p style="font-size:13px"><a href="https://help.steampowered.com/wizard/HelpWithLogin" style="color:#c7d5e0">Помогите, я не могу войти в аккаунт</a></p></div>
<div class="qr"><span style="color:#1999ff;font-size:12px">ИЛИ ВОЙДИТЕ ЧЕРЕЗ QR-КОД</span><div></div>Используйте мобильное приложение Steam</div></div>`,
  }),
},
{
  id: 'ym-clean-whitebit-exchange-login',
  label: 'clean',
  kind: 'crypto-login-own-domain',
  url: 'https://whitebit.com/auth/login',
  body: doc({
    lang: 'uk',
    title: 'Вхід | WhiteBIT',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#0d0d0d;color:#fff}.h{display:flex;justify-content:space-between;padding:18px 32px;border-bottom:1px solid #222}.h a{color:#aaa;margin-left:16px;text-decoration:none;font-size:14px}
.c{max-width:420px;margin:60px auto;background:#161616;border-radius:16px;padding:32px}input{width:100%;box-sizing:border-box;background:#0d0d0d;border:1px solid #2a2a2a;border-radius:10px;color:#fff;padding:13px;margin:6px 0 16px;font-size:15px}
button{width:100%;padding:14px;border:0;border-radius:10px;background:#c9f950;color:#000;font-weight:700;font-size:15px}.u{font-size:12px;color:#888;background:#1f1f1f;border-radius:8px;padding:8px 10px;margin-bottom:16px}`,
    body: `<div class="h"><b>WhiteBIT</b><span><a href="https://whitebit.com/trade/BTC-USDT">Торгівля</a><a href="https://whitebit.com/earn">Earn</a><a href="https://whitebit.com/auth/register">Реєстрація</a></span></div>
<div class="c"><div class="u">🔒 Перевірте адресу: https://whitebit.com</div><h2>Вхід</h2>
<form method="post" action="/api/v4/auth/login"><label>Email</label><input name="email" type="email" autocomplete="username"><label>Пароль</label><input name="password" type="password" autocomplete="current-password"><button>Увійти</button></form>
<p style="font-size:13px;color:#888"><a href="/auth/reset" style="color:#c9f950">Забули пароль?</a> · Вхід за QR-кодом у застосунку</p></div>`,
  }),
},
{
  id: 'ym-clean-tax-gov-ua-cabinet',
  label: 'clean',
  kind: 'state-login-own-domain',
  url: 'https://cabinet.tax.gov.ua/login',
  body: doc({
    lang: 'uk',
    title: 'Електронний кабінет платника',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#eef2f6;color:#222}.top{background:#004a8f;color:#fff;padding:14px 30px;display:flex;gap:12px;align-items:center}.c{max-width:640px;margin:30px auto;background:#fff;padding:30px;border-radius:6px}
label{display:block;font-size:13px;margin:14px 0 6px}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9d1da;border-radius:4px}button{margin-top:18px;padding:11px 26px;background:#004a8f;color:#fff;border:0;border-radius:4px}.n{background:#fff8e1;padding:12px;border-radius:4px;font-size:13px;margin-top:20px}`,
    body: `<div class="top">${uaFlag}<b>Державна податкова служба України</b> · Електронний кабінет</div>
<div class="c"><h2>Вхід до Електронного кабінету</h2>
<label>Тип носія ключа</label><select><option>Файловий носій</option><option>Захищений носій</option><option>Дія.Підпис</option><option>Хмарний підпис (Вчасно, SmartID ПриватБанку)</option></select>
<label>КНЕДП</label><select><option>Визначити автоматично</option><option>КНЕДП ДПС</option><option>КНЕДП «Дія»</option></select>
<label>Файл з особистим ключем</label><input type="file"><label>Пароль захисту ключа</label><input type="password" autocomplete="off"><button>Зчитати ключ</button>
<div class="n">Увага! ДПС не надсилає листів з вкладеннями-архівами та не просить встановлювати програми для «оновлення ключа». Офіційні адреси: tax.gov.ua, cabinet.tax.gov.ua.</div></div>`,
  }),
},
{
  id: 'ym-clean-maib-online-ru-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://online.maib.md/ru/login',
  body: doc({
    lang: 'ru',
    title: 'maib online — Вход',
    css: cardCss('#00a5ad', '#f3f7f7'),
    body: `<header class="top">${mark('m', '#00a5ad', 'maib', { w: 110 })}<nav><a href="/ro/login">RO</a><a href="/ru/login">RU</a><a href="/en/login">EN</a><a href="https://www.maib.md/ru">maib.md</a></nav></header>
<main><div class="card"><h1>Вход в maib online</h1>
<form method="post" action="/ru/login"><input type="hidden" name="__RequestVerificationToken" value="Q2hMa2s5"><div class="field"><label>Логин</label><input name="login" autocomplete="username"></div>
<div class="field"><label>Пароль</label><input name="password" type="password" autocomplete="current-password"></div><button class="btn">Войти</button></form>
<div class="links"><a href="/ru/recover">Забыли пароль?</a><a href="/ru/register">Регистрация</a></div>
<p class="muted">maib никогда не запрашивает CVV, PIN или коды из SMS по телефону, в мессенджерах или на сторонних сайтах. При подозрении звоните 1313.</p></div></main>
<footer class="bottom">B.C. „MAIB” S.A. · str. Constantin Tănase 9/1, Chișinău</footer>`,
  }),
},
];
