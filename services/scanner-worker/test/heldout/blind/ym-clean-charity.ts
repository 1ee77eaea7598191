import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics, cardIcons, cardFormatJs, luhnJs } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-clean-prytula-foundation-fundraiser',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://prytulafoundation.org/donation',
  body: doc({
    lang: 'uk',
    title: 'Підтримати — Благодійний фонд Сергія Притули',
    css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#f7f7f7;color:#111}.h{background:#000;color:#fff;padding:16px 40px;display:flex;justify-content:space-between}.h a{color:#fff;margin-left:18px;text-decoration:none;font-size:14px}
.w{max-width:900px;margin:30px auto;padding:0 18px}.c{background:#fff;border-radius:12px;padding:26px;margin-bottom:18px}.bar{height:12px;background:#eee;border-radius:6px;overflow:hidden}.bar i{display:block;height:100%;width:64%;background:#111}
.pay a{display:inline-block;margin:6px 8px 0 0;padding:12px 18px;border-radius:8px;background:#111;color:#fff;text-decoration:none}`,
    body: `<div class="h"><b>PRYTULA FOUNDATION</b><span><a href="/projects">Проєкти</a><a href="/reports">Звіти</a><a href="/en/donation">EN</a></span></div>
<div class="w"><div class="c"><h1>Збір на евакуаційні автомобілі для медиків</h1><p>Закуповуємо 20 броньованих евакуаційних авто для медичних батальйонів. Звіт з фото та документами публікуємо після передачі.</p>
<div class="bar"><i></i></div><p>Зібрано 19 214 880 ₴ з 30 000 000 ₴</p>
<div class="pay"><a href="https://send.monobank.ua/jar/9mXqDk7z2F">Банка monobank</a><a href="https://www.privat24.ua/send/prytula">Приват24</a><a href="/donation/card">Карткою будь-якого банку</a><a href="/donation/paypal">PayPal</a></div></div>
<div class="c"><h3>Реквізити</h3><p style="font-size:14px">БФ «Фонд Сергія Притули» · ЄДРПОУ 44592883<br>IBAN UA… (дивіться повні реквізити у <a href="/requisites">розділі Реквізити</a>)</p><p style="font-size:13px;color:#666">Фонд не збирає кошти через особисті картки волонтерів та не пише першим у месенджерах з проханням задонатити.</p></div></div>`,
  }),
},
{
  id: 'ym-clean-pck-pl-donation-card',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://pck.pl/wesprzyj/pomoc-dla-ukrainy/',
  body: doc({
    lang: 'pl',
    title: 'Pomoc dla Ukrainy – Wpłać darowiznę | Polski Czerwony Krzyż',
    css: cardCss('#d52b1e', '#f6f6f6') + `.card{max-width:560px}.amt{display:flex;gap:8px;margin-bottom:14px}.amt label{flex:1;border:1px solid #ccc;border-radius:8px;padding:10px;text-align:center;cursor:pointer}.amt input{display:none}.amt input:checked+span{font-weight:700;color:#d52b1e}`,
    body: `<header class="top">${mark('+', '#d52b1e', 'Polski Czerwony Krzyż', { w: 260 })}<nav><a href="/o-nas/">O nas</a><a href="/sprawozdania/">Sprawozdania</a><a href="/kontakt/">Kontakt</a></nav></header>
<main><div class="card"><h1>Pomoc humanitarna dla Ukrainy</h1><p class="sub">Twoja darowizna pozwala dostarczać żywność, leki i agregaty prądotwórcze do obwodów charkowskiego i chersońskiego. Darowiznę możesz odliczyć od podatku.</p>
<form id="dn" method="post" action="/wesprzyj/platnosc/"><div class="amt"><label><input type="radio" name="kwota" value="30"><span>30 zł</span></label><label><input type="radio" name="kwota" value="50" checked><span>50 zł</span></label><label><input type="radio" name="kwota" value="100"><span>100 zł</span></label><label><input type="radio" name="kwota" value="inna"><span>Inna</span></label></div>
<div class="row"><div class="field"><label>Imię</label><input name="imie"></div><div class="field"><label>Nazwisko</label><input name="nazwisko"></div></div>
<div class="field"><label>E-mail (potwierdzenie wpłaty)</label><input name="email" type="email" required></div>
<div class="field"><label>Numer karty</label><input name="card" id="pan" autocomplete="cc-number" inputmode="numeric"></div>
<div class="row"><div class="field"><label>Ważna do</label><input name="exp" id="exp" autocomplete="cc-exp"></div><div class="field"><label>CVC</label><input name="cvc" autocomplete="cc-csc" maxlength="4"></div></div>
<label style="font-size:13px"><input type="checkbox" required> Akceptuję <a href="/regulamin-wplat/">regulamin wpłat</a></label><br><br>
<button class="btn">Wpłacam 50 zł</button><p class="muted">Płatności obsługuje PayU S.A. Dane karty są szyfrowane i przekazywane bezpośrednio operatorowi. ${cardIcons}</p></form>
<p class="muted">Możesz też wpłacić przelewem: PKO BP 61 1020 1013 0000 0102 0002 4638, tytuł: „Pomoc dla Ukrainy”.</p></div></main>
<footer class="bottom">Polski Czerwony Krzyż · ul. Mokotowska 14, 00-561 Warszawa · KRS 0000225587</footer>
<script>${luhnJs}${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));
document.querySelectorAll('[name=kwota]').forEach(function(r){r.addEventListener('change',function(){document.querySelector('#dn .btn').textContent=r.value==='inna'?'Wpłacam':'Wpłacam '+r.value+' zł'})});</script>`,
  }),
},
{
  id: 'ym-clean-unhcr-moldova-cash-info',
  label: 'clean',
  kind: 'aid-information',
  url: 'https://help.unhcr.org/moldova/uk/cash-assistance/',
  body: doc({
    lang: 'uk',
    title: 'Грошова допомога — UNHCR Moldova Help',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#222;background:#fff}.h{background:#0072bc;color:#fff;padding:16px 40px;display:flex;justify-content:space-between}.h a{color:#fff;margin-left:14px;font-size:13px}
main{max-width:820px;margin:30px auto;padding:0 18px;line-height:1.65}.warn{background:#fff4e5;border-left:4px solid #f28c00;padding:14px 16px}h2{color:#0072bc}`,
    body: `<div class="h"><b>UNHCR · Moldova Help</b><span><a href="/moldova/ro/">RO</a><a href="/moldova/ru/">RU</a><a href="/moldova/">EN</a></span></div>
<main><h1>Грошова допомога</h1>
<p>УВКБ ООН разом з партнерами надає багатоцільову грошову допомогу найбільш вразливим людям, які прибули з України. Реєстрація проводиться <b>лише особисто</b> у пунктах реєстрації у Кишиневі, Бельцях, Кагулі та Унгенах, або під час виїзних реєстрацій.</p>
<h2>Як отримати допомогу</h2><ol><li>Зверніться до пункту реєстрації з паспортом або іншим документом, що посвідчує особу.</li><li>Співробітники перевірять ваші документи та зроблять фото.</li><li>Ви отримаєте SMS з інформацією про отримання коштів у відділеннях партнерського банку.</li></ol>
<div class="warn"><b>Остерігайтеся шахраїв.</b> Реєстрація та допомога є безкоштовними. УВКБ ООН ніколи не просить номер і CVV вашої картки, не реєструє через сайти-анкети і не бере плату за включення в програму. Офіційна гаряча лінія: 0 800 800 11 (безкоштовно).</div>
<h2>Корисні посилання</h2><ul><li><a href="/moldova/uk/where-to-seek-help/">Де шукати допомогу</a></li><li><a href="/moldova/uk/temporary-protection/">Тимчасовий захист у Молдові</a></li></ul></main>`,
  }),
},
];
