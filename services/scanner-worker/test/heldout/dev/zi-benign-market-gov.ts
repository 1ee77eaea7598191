import { htmlRoute, type Entry } from '../entry.js';
import { assets, cookieBar, doc, gtag, jsRoute, jsonRoute, metrika, rtlCss } from '../parts/zi-kit.js';

// Marketplaces', carriers' and governments' own pages.

export const entries: Entry[] = [
  {
    id: 'zi-clean-allegro-checkout-pl',
    label: 'clean',
    kind: 'shop-checkout',
    url: 'https://allegro.pl/finalizacja/platnosc?id=5b2d0c1e-77aa-4f1b-a9f2-12c0f4e81a3b',
    body: doc({
      lang: 'pl',
      title: 'Dostawa i płatność - Allegro',
      css: 'header{background:#fff;border-bottom:1px solid #ddd;padding:14px 30px;color:#ff5a00;font-weight:700;font-size:22px}.w{max-width:1000px;margin:20px auto;display:flex;gap:20px}.l{flex:2}.l section{background:#fff;padding:18px;margin-bottom:12px}.r{flex:1;background:#fff;padding:18px;height:fit-content}label{display:block;padding:10px;border:1px solid #ddd;margin:6px 0}button{width:100%;padding:14px;background:#ff5a00;color:#fff;border:0;font-weight:700}',
      body: `<header>allegro</header>
<div class="w"><div class="l"><section><h3>Dostawa</h3><label><input type="radio" name="d" checked> Allegro Paczkomaty InPost — 0 zł z Allegro Smart!</label><label><input type="radio" name="d"> Kurier DPD — 14,99 zł</label><p>Paczkomat KRA12M, ul. Wrocławska 53, Kraków</p></section>
<section><h3>Płatność</h3><label><input type="radio" name="p" checked> BLIK</label><label><input type="radio" name="p"> Szybki przelew</label><label><input type="radio" name="p"> Karta płatnicza</label><label><input type="radio" name="p"> Allegro Pay — zapłać za 30 dni</label></section></div>
<div class="r"><h3>Podsumowanie</h3><p>Słuchawki Sony WH-1000XM5 — 1 199,00 zł</p><p>Dostawa: 0,00 zł</p><p><b>Do zapłaty: 1 199,00 zł</b></p><button>Kupuję i płacę</button><p style="font-size:11px">Klikając, akceptujesz Regulamin Allegro. Allegro.pl sp. z o.o.</p></div></div>`,
    }),
  },
  {
    id: 'zi-clean-avito-listing-ru',
    label: 'clean',
    kind: 'marketplace-own',
    url: 'https://www.avito.ru/kazan/telefony/iphone_13_128gb_3821774092',
    body: doc({
      lang: 'ru',
      title: 'iPhone 13, 128 ГБ купить в Казани | Электроника | Авито',
      css: 'header{padding:12px 30px;background:#fff;display:flex;gap:20px;border-bottom:1px solid #eee}.w{max-width:1100px;margin:16px auto;display:flex;gap:20px}.m{flex:2;background:#fff;padding:18px;border-radius:12px}.s{flex:1}.s div{background:#fff;padding:16px;border-radius:12px;margin-bottom:10px}.p{font-size:28px;font-weight:700}button{width:100%;padding:12px;border:0;border-radius:10px;margin:4px 0}.b1{background:#00aaff;color:#fff}.b2{background:#04e061}',
      body: `<header><b style="color:#00aaff">Авито</b><span>Казань</span><input placeholder="Поиск по объявлениям" style="flex:1;padding:8px"></header>
<div class="w"><div class="m"><h1>iPhone 13, 128 ГБ</h1><div style="height:320px;background:#eee;border-radius:10px"></div><h3>Описание</h3><p>Аккумулятор 87%, без царапин, полный комплект. Торг уместен. Только Авито Доставка или встреча у метро Козья слобода.</p><p style="color:#888">№ 3821774092 · 14 октября в 11:02 · 312 просмотров</p></div>
<div class="s"><div><div class="p">38 500 ₽</div><button class="b2">Показать телефон</button><button class="b1">Написать продавцу</button><button>Купить с доставкой</button></div>
<div style="font-size:13px"><b>Будьте осторожны</b>: не переходите по ссылкам в мессенджерах и не вводите данные карты, чтобы «получить оплату». Продавцу не нужно указывать карту на сторонних сайтах.</div></div></div>
${metrika(34241905)}`,
    }),
  },
  {
    id: 'zi-clean-inpost-tracking-pl',
    label: 'clean',
    kind: 'carrier-own',
    url: 'https://www.inpost.pl/sledzenie-przesylek?number=620419277483112044129800',
    body: doc({
      lang: 'pl',
      title: 'Śledzenie przesyłek - InPost',
      css: 'header{background:#ffcd00;padding:14px 30px;font-weight:800;font-size:22px}.w{max-width:860px;margin:24px auto;background:#fff;padding:24px}.st{border-left:3px solid #ffcd00;padding-left:14px}.st p{margin:10px 0}.i{background:#f6f6f6;padding:12px;font-size:13px}',
      body: `<header>InPost</header>
<div class="w"><h2>Śledzenie przesyłki 620419277483112044129800</h2>
<div class="st"><p><b>Gotowa do odbioru</b> — Paczkomat KRA08N, 15.10.2025 07:42</p><p>Przekazano do doręczenia — 15.10.2025 05:10</p><p>W drodze — 14.10.2025 21:33</p><p>Nadana w Paczkomacie — 14.10.2025 16:02</p></div>
<div class="i">InPost nie wysyła SMS-ów z prośbą o dopłatę do przesyłki. Jeśli otrzymałeś wiadomość z linkiem do płatności, zignoruj ją i zgłoś na cert.pl.</div></div>`,
    }),
  },
  {
    id: 'zi-clean-ceska-posta-tracking-cz',
    label: 'clean',
    kind: 'carrier-own',
    url: 'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=RR482019334CN',
    body: doc({
      lang: 'cs',
      title: 'Sledování zásilek | Česká pošta',
      css: 'header{background:#002776;color:#fff;padding:14px 30px}.w{max-width:900px;margin:20px auto;background:#fff;padding:24px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left;font-size:14px}.n{background:#fff7d6;padding:12px;font-size:13px;margin-top:14px}',
      body: `<header>Česká pošta — Sledování zásilek</header>
<div class="w"><h2>Zásilka RR482019334CN</h2><table><tr><th>Datum</th><th>Událost</th><th>Místo</th></tr><tr><td>14.10.2025</td><td>Zásilka v přepravě</td><td>SPU Praha 022</td></tr><tr><td>12.10.2025</td><td>Celní řízení ukončeno</td><td>Celní úřad Praha Ruzyně</td></tr><tr><td>05.10.2025</td><td>Zásilka převzata v zemi odeslání</td><td>CN</td></tr></table>
<div class="n">Upozornění: Česká pošta nežádá platbu cla přes odkaz v SMS. Clo a DPH hradíte pouze v aplikaci Pošta Online nebo při převzetí.</div></div>`,
    }),
  },
  {
    id: 'zi-clean-novaposhta-tracking-ua',
    label: 'clean',
    kind: 'carrier-own',
    url: 'https://tracking.novaposhta.ua/#/uk',
    body: doc({
      lang: 'uk',
      title: 'Відстеження посилок | Нова пошта',
      css: 'header{background:#da291c;color:#fff;padding:14px 30px;font-weight:700}.w{max-width:760px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}input{width:70%;padding:11px;border:1px solid #bbb}button{padding:11px 20px;background:#da291c;color:#fff;border:0}#r{margin-top:16px}',
      body: `<header>Нова пошта</header>
<div class="w"><h2>Відстежити посилку</h2><input id="n" placeholder="Номер ТТН"><button id="b">Відстежити</button><div id="r"></div>
<p style="font-size:13px;color:#666">Нова пошта не надсилає посилань для оплати повторної доставки через SMS. Оплата — лише в застосунку або у відділенні.</p></div>
<script>document.getElementById('b').onclick=function(){fetch('/api/track?n='+encodeURIComponent(document.getElementById('n').value)).then(function(r){return r.json()}).then(function(j){document.getElementById('r').textContent=j.status})}</script>`,
    }),
    routes: { 'tracking.novaposhta.ua/api/track': jsonRoute({ status: 'Прибула у відділення №12, Київ' }) },
  },
  {
    id: 'zi-clean-podatki-gov-pl',
    label: 'clean',
    kind: 'gov-own',
    url: 'https://www.podatki.gov.pl/e-urzad-skarbowy/',
    body: doc({
      lang: 'pl',
      title: 'e-Urząd Skarbowy - Podatki.gov.pl',
      css: '.gov{background:#fff;border-bottom:1px solid #ddd;padding:8px 30px;font-size:13px}.h{background:#0052a5;color:#fff;padding:22px 30px}.w{max-width:980px;margin:20px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px}.w section,.w aside{background:#fff;padding:20px}.btn{display:inline-block;background:#0052a5;color:#fff;padding:12px 20px;text-decoration:none}footer{background:#eee;padding:24px;font-size:12px}',
      body: `<div class="gov">Serwis Rzeczypospolitej Polskiej · gov.pl</div><div class="h"><h1>e-Urząd Skarbowy</h1></div>
<div class="w"><section><h2>Zaloguj się do e-Urzędu Skarbowego</h2><p>Złóż zeznanie PIT, sprawdź status zwrotu, zapłać podatek, złóż pełnomocnictwo.</p><a class="btn" href="https://urzadskarbowy.gov.pl/">Przejdź do logowania</a><p>Logowanie profilem zaufanym, e-dowodem, bankowością elektroniczną lub danymi podatnika.</p></section>
<aside><h3>Uwaga na oszustów</h3><p>Ministerstwo Finansów nie wysyła SMS-ów ani e-maili z linkami do „zwrotu nadpłaty”. Zwrot PIT jest przekazywany na rachunek bankowy wskazany w zeznaniu — nigdy nie podawaj danych karty płatniczej.</p></aside></div>
<footer>Ministerstwo Finansów · Krajowa Administracja Skarbowa · Deklaracja dostępności · Polityka prywatności</footer>`,
    }),
  },
  {
    id: 'zi-clean-anaf-spv-ro',
    label: 'clean',
    kind: 'gov-own',
    url: 'https://www.anaf.ro/anaf/internet/ANAF/servicii_online/spv_pf_ghid',
    body: doc({
      lang: 'ro',
      title: 'ANAF - Servicii online - Spatiul Privat Virtual',
      css: '.h{background:#00447c;color:#fff;padding:18px 30px}.w{max-width:980px;margin:20px auto;background:#fff;padding:24px}ul li{margin:6px 0}.a{background:#fdecea;padding:12px;border-left:4px solid #c00}',
      body: `<div class="h"><h2>Agentia Nationala de Administrare Fiscala</h2></div>
<div class="w"><h3>Spatiul Privat Virtual (SPV) — persoane fizice</h3><p>Prin SPV puteti depune Declaratia unica, vizualiza obligatiile fiscale si primi documente emise de ANAF.</p><ul><li>Inregistrare cu document de identitate</li><li>Inregistrare prin ROeID</li><li>Autentificare cu certificat digital calificat</li></ul>
<p class="a"><b>ATENTIE!</b> ANAF nu solicita prin e-mail sau SMS date de card pentru rambursari. Mesajele de tip „Notificare de rambursare” cu link sunt tentative de frauda. Rambursarile se fac doar in contul IBAN declarat.</p>
<p><a href="https://pfinternet.anaf.ro/">Acces SPV</a> · Call center 031.403.91.60</p></div>`,
    }),
  },
  {
    id: 'zi-clean-sars-efiling-login-za',
    label: 'clean',
    kind: 'gov-own',
    url: 'https://secure.sarsefiling.co.za/app/login',
    body: doc({
      lang: 'en',
      title: 'SARS eFiling',
      css: '.h{background:#003a70;color:#fff;padding:14px 30px}.w{max-width:920px;margin:30px auto;display:flex;gap:20px}.f{flex:1;background:#fff;padding:24px;border-top:4px solid #00a3e0}.i{flex:1;font-size:14px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa}button{padding:11px 30px;background:#00a3e0;color:#fff;border:0}',
      body: `<div class="h">SARS eFiling</div>
<div class="w"><div class="f"><h3>Login</h3><form method="post" action="/app/api/login"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password"><button>Login</button></form><p><a href="#">Forgot username?</a> · <a href="#">Register</a></p></div>
<div class="i"><h3>Filing Season 2025</h3><p>Auto-assessment notices are issued via SMS and email with no links. Refunds are paid only into the verified bank account on your profile.</p><p><b>Scam alert:</b> SARS will never email you a link to "verify banking details" to release a refund.</p></div></div>`,
    }),
  },
];
