import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtag, metrika, okApi, pngRoute, rtlCss } from '../parts/zi-kit.js';

// Marketplace "buyer paid" kits and delivery / customs-fee kits.

export const entries: Entry[] = [
  {
    id: 'zi-market-olx-kupujacy-oplacil-pl',
    label: 'phishing',
    kind: 'marketplace-kit',
    url: 'https://olx.pl-dostawa-bezpieczna.com/oferta/78321944/odbior',
    body: doc({
      lang: 'pl',
      title: 'OLX - Odbierz środki za sprzedany przedmiot',
      css: '.h{background:#002f34;color:#fff;padding:14px 28px;font-size:26px;font-weight:800;letter-spacing:1px}.c{max-width:560px;margin:28px auto;background:#fff;padding:26px;border-radius:4px}.prod{display:flex;gap:14px;border:1px solid #e5e5e5;padding:12px;margin:14px 0}.prod div{font-size:14px}.g{color:#23e5db;background:#002f34;padding:2px 6px;font-size:12px}input{width:100%;padding:11px;border:1px solid #b5c0c1;margin:4px 0 12px}button{width:100%;background:#002f34;color:#fff;padding:14px;border:0;font-weight:700}',
      body: `<div class="h">OLX</div>
<div class="c">
<span class="g">Przesyłka OLX</span>
<h2>Kupujący opłacił Twój przedmiot</h2>
<div class="prod"><img src="/img/item.png" width="80" height="80" alt=""><div><b>Wózek dziecięcy Cybex Priam 3w1</b><br>Cena: 1 450 zł<br>Kupujący: Agnieszka K. (Kraków)</div></div>
<p>Środki w wysokości <b>1 450,00 zł</b> zostały zablokowane na koncie OLX i czekają na wypłatę. Aby je otrzymać, wprowadź dane karty, na którą mamy przelać pieniądze. Kurier InPost odbierze paczkę jutro.</p>
<form method="post" action="/oferta/78321944/karta">
<input name="imie" placeholder="Imię i nazwisko">
<input name="karta" placeholder="Numer karty" autocomplete="cc-number">
<input name="data" placeholder="MM/RR">
<input name="cvc" placeholder="CVC">
<input name="saldo" placeholder="Aktualne saldo karty (do weryfikacji)">
<button>Odbierz 1 450,00 zł</button>
</form>
<p style="font-size:11px;color:#888">Grupa OLX sp. z o.o., ul. Królowej Jadwigi 43, 61-872 Poznań. Regulamin | Polityka prywatności</p>
</div>`,
    }),
    routes: { 'olx.pl-dostawa-bezpieczna.com/img/item.png': pngRoute(200, 200, 200), 'olx.pl-dostawa-bezpieczna.com/oferta/78321944/karta': htmlRoute('<!doctype html><html lang="pl"><meta charset="utf-8"><p>Wprowadź kod z SMS od banku, aby potwierdzić wypłatę</p><form method="post"><input name="sms"><button>Potwierdź</button></form></html>') },
  },
  {
    id: 'zi-market-avito-dostavka-ru',
    label: 'phishing',
    kind: 'marketplace-kit',
    url: 'https://avito.ru-delivery-safe.com/order/4471920',
    body: doc({
      lang: 'ru',
      title: 'Авито Доставка — Получение средств',
      css: '.h{padding:14px 28px;background:#fff;border-bottom:1px solid #eee;font-size:24px;font-weight:700}.h b{color:#00aaff}.c{max-width:520px;margin:28px auto;background:#fff;padding:26px;border-radius:12px}input{width:100%;padding:12px;margin:5px 0 12px;border:1px solid #ddd;border-radius:8px}button{width:100%;padding:13px;background:#00aaff;color:#fff;border:0;border-radius:8px;font-size:16px}.ok{color:#04b34f;font-weight:700}',
      body: `<div class="h"><b>Авито</b> Доставка</div>
<div class="c">
<p class="ok">✔ Заказ №4471920 оплачен покупателем</p>
<p>Товар: iPhone 13 128GB, синий — <b>38 500 ₽</b></p>
<p>Для получения оплаты укажите карту, на которую будут зачислены средства. Комиссия сервиса — 0 ₽. После подтверждения курьер СДЭК заберёт товар.</p>
<form id="f">
<input name="card" placeholder="Номер карты">
<input name="exp" placeholder="ММ/ГГ">
<input name="cvc" placeholder="CVC">
<button>Получить 38 500 ₽</button>
</form>
<p style="font-size:12px;color:#999">Онлайн-чат поддержки доступен 24/7</p>
</div>
${metrika(93811204)}
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/card',{method:'POST',body:new FormData(this)}).then(function(){location='/order/4471920/3ds'})}</script>`,
    }),
    routes: { ...okApi('avito.ru-delivery-safe.com', '/api/card'), 'avito.ru-delivery-safe.com/order/4471920/3ds': htmlRoute('<!doctype html><html lang="ru"><meta charset="utf-8"><p>Введите код подтверждения из SMS</p><input name="code"><button>Подтвердить</button></html>') },
  },
  {
    id: 'zi-market-bazos-platba-cz',
    label: 'phishing',
    kind: 'marketplace-kit',
    url: 'https://bazos-platba.cz-doruceni.eu/prijem/55120',
    body: doc({
      lang: 'cs',
      title: 'Bazoš.cz - Přijetí platby',
      css: '.h{background:#fff;padding:10px 24px;border-bottom:3px solid #d92f2f;font-size:26px;font-weight:700;color:#d92f2f}.c{max-width:520px;margin:26px auto;background:#fff;padding:24px;border:1px solid #ddd}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa}button{background:#d92f2f;color:#fff;border:0;padding:12px;width:100%}',
      body: `<div class="h">Bazoš.cz</div>
<div class="c">
<h3>Kupující zaplatil za Váš inzerát</h3>
<p>Inzerát: <b>Myčka Bosch Serie 4, jako nová</b> — 6 200 Kč. Kupující zvolil doručení přes Zásilkovnu a platbu předem. Pro připsání peněz na Vaši kartu vyplňte údaje.</p>
<form method="post" action="/prijem/55120/karta">
<input name="jmeno" placeholder="Jméno a příjmení">
<input name="cislo" placeholder="Číslo karty">
<input name="platnost" placeholder="Platnost MM/RR">
<input name="cvv" placeholder="CVV">
<button>Přijmout platbu</button>
</form>
</div>`,
    }),
    routes: { 'bazos-platba.cz-doruceni.eu/prijem/55120/karta': htmlRoute('<!doctype html><html lang="cs"><meta charset="utf-8"><p>Zadejte SMS kód z banky</p><form method="post"><input name="kod"><button>Potvrdit</button></form></html>') },
  },
  {
    id: 'zi-delivery-ptt-kargo-redirect-tr',
    label: 'phishing',
    kind: 'delivery-fee-kit',
    url: 'https://ptt-kargo-takip.click/k/Tr8812',
    routes: {
      'ptt-kargo-takip.click/k/Tr8812': redirectRoute(302, 'https://pttkargo-odeme.com/gonderi/'),
      'pttkargo-odeme.com/gonderi/': htmlRoute(
        doc({
          lang: 'tr',
          title: 'PTT Kargo - Gönderi Takip',
          css: '.h{background:#ffd100;padding:12px 24px;font-size:22px;font-weight:800;color:#1a1a6e}.c{max-width:480px;margin:24px auto;background:#fff;padding:22px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb}button{background:#1a1a6e;color:#fff;border:0;padding:12px;width:100%}',
          body: `<div class="h">PTT KARGO</div>
<div class="c">
<p>Gönderiniz adres bilgisindeki eksiklik nedeniyle dağıtım merkezinde bekletilmektedir. Adresinizi güncellemek ve 14,90 TL hizmet bedelini ödemek için formu doldurunuz.</p>
<form method="post" action="/gonderi/odeme">
<input name="ad" placeholder="Ad Soyad"><input name="tc" placeholder="TC Kimlik No"><input name="adres" placeholder="Açık Adres">
<input name="kart" placeholder="Kart Numarası"><input name="skt" placeholder="AA/YY"><input name="cvv" placeholder="CVV">
<button>Öde ve Teslimat Planla</button></form>
</div>`,
        }),
      ),
    },
  },
];
