import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-clean-swedbank-lt-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ib.swedbank.lt/private/d2d/start',
  body: doc({
    lang: 'lt',
    title: 'Prisijungimas – Swedbank',
    css: cardCss('#ee7023', '#fbf2ea') + `.tabs{display:flex;border-bottom:1px solid #eee;margin-bottom:20px}.tabs a{padding:10px 14px;font-size:14px;color:#666;text-decoration:none}.tabs a.on{color:#ee7023;border-bottom:2px solid #ee7023}`,
    body: `<header class="top">${mark('S', '#ee7023', 'Swedbank', { round: 17 })}<nav><a href="https://www.swedbank.lt/private">Privatiems</a><a href="https://www.swedbank.lt/business">Verslui</a><a href="?language=ENG">EN</a><a href="?language=RUS">RU</a></nav></header>
<main><div class="card"><h1>Prisijungimas</h1>
<div class="tabs"><a class="on" href="?authMethod=SMART_ID">Smart-ID</a><a href="?authMethod=MOBILE_ID">Mobile-ID</a><a href="?authMethod=ID_CARD">ID kortelė</a></div>
<form method="post" action="/private/d2d/start/smartId"><input type="hidden" name="sessionToken" value="7a1b2c93">
<div class="field"><label>Naudotojo ID</label><input name="userId" inputmode="numeric" autocomplete="username"></div>
<div class="field"><label>Asmens kodas</label><input name="personalCode" inputmode="numeric" maxlength="11"></div>
<button class="btn">Prisijungti</button></form>
<p class="muted">Smart-ID programėlėje niekada neveskite PIN kodų, jei prisijungimo nepradėjote patys. Patikrinkite, ar kontrolinis kodas sutampa.</p>
</div></main><footer class="bottom">„Swedbank“, AB · Konstitucijos pr. 20A, LT-09321 Vilnius · Tel. 1884</footer>`,
  }),
},
{
  id: 'ym-clean-george-slsp-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://george.slsp.sk/index.html#/login',
  body: doc({
    lang: 'sk',
    title: 'George – Slovenská sporiteľňa',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#135ee2;color:#fff}.w{max-width:420px;margin:0 auto;padding:70px 20px}.g{font-size:42px;font-weight:800}.c{background:#fff;color:#222;border-radius:16px;padding:30px;margin-top:30px}
input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #ccc;border-radius:8px;margin:6px 0 14px;font-size:16px}button{width:100%;padding:14px;border:0;border-radius:30px;background:#135ee2;color:#fff;font-size:16px}`,
    body: `<div class="w"><div class="g">George</div><p>Slovenská sporiteľňa</p><div class="c"><h2>Prihlásenie</h2>
<form id="gf" method="post" action="/login/api/authentication"><label>Prihlasovacie ID</label><input name="clientId" inputmode="numeric" autocomplete="username"><button>Pokračovať cez George kľúč</button></form>
<p style="font-size:13px;color:#666">Prihlásenie potvrdíte v aplikácii George kľúč. <a href="https://www.slsp.sk/sk/ludia/bezpecnost">Bezpečnosť</a></p></div>
<p style="font-size:12px;opacity:.8">Slovenská sporiteľňa, a.s., Tomášikova 48, 832 37 Bratislava · 0850 111 888</p></div>`,
  }),
},
{
  id: 'ym-clean-id-gov-ua-key-bankid',
  label: 'clean',
  kind: 'state-login-own-domain',
  url: 'https://id.gov.ua/?response_type=code&client_id=ed7c2e84ae9b1c1d&auth_type=dig_sign,bank_id,diia_id',
  body: doc({
    lang: 'uk',
    title: 'Інтегрована система електронної ідентифікації',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f7fa;color:#222}.top{background:#fff;border-bottom:1px solid #e1e5ea;padding:14px 30px;display:flex;gap:12px;align-items:center}
.c{max-width:860px;margin:30px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.08)}.tabs{display:flex;gap:4px;border-bottom:1px solid #e1e5ea}.tabs a{padding:12px 18px;text-decoration:none;color:#555}.tabs a.on{border-bottom:3px solid #1d6fd8;color:#1d6fd8}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin-top:16px}.grid a{border:1px solid #dde2e8;border-radius:6px;padding:14px;text-align:center;text-decoration:none;color:#222;font-size:14px}
.f label{display:block;font-size:13px;margin:14px 0 6px}.f input,.f select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9d1da;border-radius:4px}.f button{margin-top:16px;padding:11px 26px;background:#1d6fd8;color:#fff;border:0;border-radius:4px}`,
    body: `<div class="top">${uaFlag}<b>id.gov.ua</b><span style="color:#777">Інтегрована система електронної ідентифікації</span></div>
<div class="c"><p>Для входу до сервісу <b>«Електронний кабінет платника»</b> оберіть спосіб ідентифікації.</p>
<div class="tabs"><a class="on" href="#key">Файловий носій</a><a href="#token">Захищений носій</a><a href="#bankid">BankID НБУ</a><a href="#diia">Дія.Підпис</a></div>
<div class="f" id="key"><label>Кваліфікований надавач електронних довірчих послуг</label><select name="ca"><option>Визначити автоматично</option><option>КНЕДП ДПС</option><option>КНЕДП «ПриватБанк»</option><option>КНЕДП «Дія»</option></select>
<label>Особистий ключ (Key-6.dat, *.pfx, *.pk8, *.zs2, *.jks)</label><input type="file" accept=".dat,.pfx,.pk8,.zs2,.jks"><label>Пароль захисту ключа</label><input type="password" autocomplete="off"><button type="button">Зчитати</button></div>
<h3 style="margin-top:30px">BankID НБУ</h3><div class="grid"><a href="/bankid/redirect?bank=privat">ПриватБанк</a><a href="/bankid/redirect?bank=mono">monobank</a><a href="/bankid/redirect?bank=oschad">Ощадбанк</a><a href="/bankid/redirect?bank=pumb">ПУМБ</a><a href="/bankid/redirect?bank=raif">Райффайзен Банк</a><a href="/bankid/redirect?bank=abank">А-Банк</a><a href="/bankid/redirect?bank=sense">Sense Bank</a><a href="/bankid/redirect?bank=ukrsib">UKRSIBBANK</a></div>
<p style="font-size:12px;color:#777;margin-top:24px">Під час входу через BankID ви будете перенаправлені на сайт вашого банку. Власник системи — Міністерство цифрової трансформації України. Технічний адміністратор — ДП «Дія».</p></div>
<script src="/js/eusign.js" defer></script>`,
  }),
  routes: { 'id.gov.ua/js/eusign.js': jsRoute('/* EUSignCP JS library 1.3.x (c) IIT */ window.EUSign={version:"1.3.62",init:function(){return Promise.resolve()}};') },
},
{
  id: 'ym-clean-login-gov-pl-methods',
  label: 'clean',
  kind: 'state-login-own-domain',
  url: 'https://login.gov.pl/login/login?SAMLRequest=fZJRb9owEMe%2FiuX3xHFoaWYRkCtWaq1kDMa0voxMnsyTgk',
  body: doc({
    lang: 'pl',
    title: 'Wybierz sposób logowania – login.gov.pl',
    css: `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;background:#f6f6f6;color:#1b1b1b}.g{background:#fff;border-bottom:1px solid #ddd;padding:14px 40px;display:flex;gap:14px;align-items:center}.g .f{width:40px;height:26px;background:linear-gradient(#fff 50%,#dc143c 50%);border:1px solid #ccc}
.w{max-width:960px;margin:30px auto;padding:0 16px}.opts{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.o{background:#fff;border:1px solid #d0d0d0;padding:24px;text-decoration:none;color:#1b1b1b}.o b{display:block;font-size:18px;margin-bottom:6px}.o:hover{border-color:#0052a5}
.banks{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px}.banks span{font-size:12px;border:1px solid #ddd;padding:3px 7px;border-radius:3px}`,
    body: `<div class="g"><span class="f"></span><b>login.gov.pl</b><span style="color:#666">Węzeł Krajowy Identyfikacji Elektronicznej</span></div>
<div class="w"><h1>Wybierz sposób logowania</h1><p>Logujesz się do serwisu: <b>e-Urząd Skarbowy (podatki.gov.pl)</b></p>
<div class="opts">
<a class="o" href="/login/pz"><b>Profil zaufany</b>Login i hasło lub bankowość elektroniczna</a>
<a class="o" href="/login/mobywatel"><b>Aplikacja mObywatel</b>Zeskanuj kod QR w aplikacji</a>
<a class="o" href="/login/edowod"><b>e-dowód</b>Dowód osobisty z warstwą elektroniczną</a>
<a class="o" href="/login/bank"><b>Bankowość elektroniczna</b><div class="banks"><span>PKO BP</span><span>Pekao</span><span>mBank</span><span>ING</span><span>Santander</span><span>Millennium</span><span>Alior</span><span>Credit Agricole</span><span>BNP Paribas</span></div></a>
<a class="o" href="/login/eidas"><b>Login z UE</b>Logowanie identyfikatorem z innego kraju (eIDAS)</a></div>
<p style="font-size:13px;color:#555;margin-top:30px">Serwis jest prowadzony przez Ministra Cyfryzacji. <a href="https://www.gov.pl/web/gov/uwazaj-na-falszywe-strony">Uważaj na fałszywe strony logowania</a>.</p></div>`,
  }),
},
{
  id: 'ym-clean-eesti-ee-login',
  label: 'clean',
  kind: 'state-login-own-domain',
  url: 'https://www.eesti.ee/auth/login?lang=et',
  body: doc({
    lang: 'et',
    title: 'Sisselogimine | eesti.ee',
    css: cardCss('#003168', '#f0f3f7') + `.card{max-width:520px}.opt{display:flex;gap:8px;margin-bottom:16px}.opt a{flex:1;text-align:center;padding:12px;border:1px solid #cfd6df;border-radius:6px;text-decoration:none;color:#003168;font-size:14px}.opt a.on{background:#003168;color:#fff}`,
    body: `<header class="top"><b style="color:#003168;font-size:22px">eesti.ee</b><nav><a href="?lang=en">English</a><a href="?lang=ru">Русский</a></nav></header>
<main><div class="card"><h1>Sisene riigiportaali</h1><p class="sub">Autentimine toimub riigi autentimisteenuse TARA kaudu.</p>
<div class="opt"><a class="on" href="https://tara.ria.ee/auth/init?method=idcard">ID-kaart</a><a href="https://tara.ria.ee/auth/init?method=mid">Mobiil-ID</a><a href="https://tara.ria.ee/auth/init?method=smartid">Smart-ID</a><a href="https://tara.ria.ee/auth/init?method=eidas">EU eID</a></div>
<p class="muted">ID-kaardiga sisenemiseks sisesta kaart lugejasse ja veendu, et ID-tarkvara on paigaldatud. Tarkvara leiad lehelt <a href="https://www.id.ee/">id.ee</a>.</p>
</div></main><footer class="bottom">Riigi Infosüsteemi Amet · Pärnu mnt 139a, Tallinn · abi@eesti.ee</footer>`,
  }),
},
{
  id: 'ym-clean-seznam-login-szn',
  label: 'clean',
  kind: 'webmail-login-own-domain',
  url: 'https://login.szn.cz/?service=email&return_url=https%3A%2F%2Femail.seznam.cz%2F',
  body: doc({
    lang: 'cs',
    title: 'Přihlášení – Seznam.cz',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#111}.w{max-width:380px;margin:70px auto;text-align:center}.s{font-size:34px;color:#c00;font-weight:700}input{display:block;width:100%;box-sizing:border-box;padding:13px;margin:10px 0;border:1px solid #bbb;border-radius:4px;font-size:16px}
button{width:100%;padding:13px;background:#c00;color:#fff;border:0;border-radius:4px;font-size:16px}p{color:#666;font-size:13px}`,
    body: `<div class="w"><div class="s">Seznam.cz</div><h2>Přihlášení</h2><p>do služby Email</p>
<form method="post" action="/api/v1/login"><input type="hidden" name="service" value="email"><input name="username" placeholder="Uživatelské jméno nebo e-mail" autocomplete="username"><input name="password" type="password" placeholder="Heslo" autocomplete="current-password"><button>Pokračovat</button></form>
<p><a href="/recovery">Zapomenuté heslo</a> · <a href="https://registrace.seznam.cz/">Registrace</a></p><p>Seznam.cz, a.s. · Radlická 3294/10, Praha 5</p></div>`,
  }),
},
{
  id: 'ym-clean-slovensko-sk-eid-login',
  label: 'clean',
  kind: 'state-login-own-domain',
  url: 'https://schranka.slovensko.sk/Login.aspx?ReturnUrl=%2fDefault.aspx',
  body: doc({
    lang: 'sk',
    title: 'Prihlásenie | Slovensko.sk',
    css: cardCss('#0b4a8b', '#f2f4f7') + `.card{max-width:560px}.opt{border:1px solid #d5dbe3;border-radius:8px;padding:14px;margin-bottom:10px;display:block;text-decoration:none;color:#1d1f23}.opt b{display:block;color:#0b4a8b}`,
    body: `<header class="top"><b style="color:#0b4a8b;font-size:22px">slovensko.sk</b><nav><a href="https://www.slovensko.sk/sk/titulna-stranka">Ústredný portál</a><a href="?lang=en">English</a></nav></header>
<main><div class="card"><h1>Prihlásenie do elektronickej schránky</h1><p class="sub">Vyberte spôsob prihlásenia.</p>
<a class="opt" href="/Login.aspx?method=eid"><b>Občiansky preukaz s čipom (eID)</b>Vyžaduje čítačku kariet a aplikáciu eID klient.</a>
<a class="opt" href="/Login.aspx?method=mobile"><b>Slovensko v mobile</b>Prihlásenie cez mobilnú aplikáciu s aktivovaným eID.</a>
<a class="opt" href="/Login.aspx?method=eidas"><b>Prihlásenie s identitou inej krajiny EÚ</b>eIDAS</a>
<p class="muted">Aplikáciu eID klient stiahnete iba zo stránky <a href="https://www.slovensko.sk/sk/na-stiahnutie">slovensko.sk/na-stiahnutie</a>. Štát vás nikdy nevyzve na zaplatenie poplatku SMS správou s odkazom.</p></div></main>
<footer class="bottom">Ministerstvo investícií, regionálneho rozvoja a informatizácie SR · Ústredné kontaktné centrum: +421 2 3278 0700</footer>`,
  }),
},
];
