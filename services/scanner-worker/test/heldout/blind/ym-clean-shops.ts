import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, consent, analytics, cardIcons, cardFormatJs, luhnJs } from '../parts/ym-kit.js';

const shopCss = (accent: string): string => `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f5f5;color:#222}.hd{background:${accent};color:#fff;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.hd a{color:#fff;margin-left:14px;font-size:14px;text-decoration:none}
.w{max-width:1100px;margin:24px auto;display:grid;grid-template-columns:1.5fr 1fr;gap:24px;padding:0 16px}.c{background:#fff;border-radius:8px;padding:22px;margin-bottom:16px}.c h2{margin-top:0;font-size:19px}
.c label{display:block;font-size:13px;color:#555;margin:10px 0 5px}.c input,.c select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccc;border-radius:6px;font-size:15px}.r{display:flex;gap:10px}.r>div{flex:1}
.line{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}.tot{font-size:20px;font-weight:700;border-top:1px solid #eee;padding-top:10px}.buy{width:100%;padding:15px;background:${accent};color:#fff;border:0;border-radius:8px;font-size:17px;margin-top:12px}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-rozetka-checkout-card',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://rozetka.com.ua/ua/checkout/',
  body: doc({
    lang: 'uk',
    title: 'Оформлення замовлення | ROZETKA',
    head: analytics('G-RZ0000CO'),
    css: shopCss('#00a046'),
    body: `<div class="hd"><b style="font-size:22px">ROZETKA</b><span><a href="/ua/">Головна</a><a href="https://help.rozetka.com.ua/">Допомога</a></span></div>
<div class="w"><div><div class="c"><h2>Ваші контактні дані</h2><div class="r"><div><label>Прізвище</label><input name="surname" autocomplete="family-name"></div><div><label>Ім'я</label><input name="name" autocomplete="given-name"></div></div><label>Мобільний телефон</label><input name="phone" autocomplete="tel" value="+380"></div>
<div class="c"><h2>Доставка</h2><select><option>Самовивіз з магазину ROZETKA — безкоштовно</option><option>Нова Пошта, відділення — 79 ₴</option><option>Укрпошта — 45 ₴</option><option>Кур'єр ROZETKA — 99 ₴</option></select></div>
<div class="c"><h2>Оплата</h2><label><input type="radio" name="pay" checked style="width:auto"> Оплата карткою онлайн</label><label><input type="radio" name="pay" style="width:auto"> Оплата під час отримання товару</label><label><input type="radio" name="pay" style="width:auto"> Оплатити частинами / Покупка частинами monobank</label>
<form id="cf" method="post" action="/api/checkout/pay"><label>Номер картки</label><input id="pan" name="card" autocomplete="cc-number" inputmode="numeric"><div class="r"><div><label>Термін дії</label><input id="exp" name="exp" autocomplete="cc-exp"></div><div><label>CVV2</label><input name="cvv" autocomplete="cc-csc" maxlength="3"></div></div></form>
<p style="font-size:12px;color:#777">Платіж обробляється платіжним провайдером із захистом 3-D Secure. ${cardIcons}</p></div></div>
<div><div class="c"><h2>Разом</h2><div class="line"><span>Пилосос Xiaomi Robot Vacuum E10 × 1</span><span>6 999 ₴</span></div><div class="line"><span>Доставка</span><span>безкоштовно</span></div><div class="line tot"><span>До сплати</span><span>6 999 ₴</span></div>
<button class="buy" form="cf">Замовлення підтверджую</button><p style="font-size:12px;color:#777">Підтверджуючи замовлення, я приймаю умови <a href="/ua/legal/">угоди користувача</a>.</p></div></div></div>
<script>${luhnJs}${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));</script>`,
  }),
},
{
  id: 'ym-clean-emag-checkout-ro',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.emag.ro/cart/checkout',
  body: doc({
    lang: 'ro',
    title: 'Finalizare comandă | eMAG.ro',
    css: shopCss('#005eb8'),
    body: `<div class="hd"><b style="font-size:24px">eMAG</b><span><a href="/user/myaccount">Contul meu</a><a href="/info/ajutor">Ajutor</a></span></div>
<div class="w"><div><div class="c"><h2>1. Livrare</h2><label><input type="radio" name="dl" checked style="width:auto"> easybox – Str. Lăpușneanu 14, Iași (gratuit)</label><label><input type="radio" name="dl" style="width:auto"> Livrare prin curier la adresă – 15,99 lei</label></div>
<div class="c"><h2>2. Modalitate de plată</h2><label><input type="radio" name="pm" checked style="width:auto"> Card online</label><label><input type="radio" name="pm" style="width:auto"> Numerar / card la livrare</label><label><input type="radio" name="pm" style="width:auto"> Rate fără dobândă prin cardurile partenere</label>
<p style="font-size:13px;color:#555">Vei fi redirecționat către pagina securizată a procesatorului de plăți pentru introducerea datelor cardului. ${cardIcons}</p></div>
<div class="c"><h2>3. Date facturare</h2><label>Nume</label><input name="name"><label>Telefon</label><input name="phone" value="07"></div></div>
<div><div class="c"><h2>Sumar comandă</h2><div class="line"><span>Laptop Lenovo IdeaPad Slim 3, 15.6"</span><span>2.299,99 lei</span></div><div class="line"><span>Livrare</span><span>0 lei</span></div><div class="line tot"><span>Total</span><span>2.299,99 lei</span></div>
<form method="post" action="/cart/checkout/submit"><input type="hidden" name="_token" value="8c1e55"><button class="buy">Trimite comanda</button></form><p style="font-size:12px;color:#777">Dante International SA · CUI RO 14399840</p></div></div></div>`,
  }),
},
{
  id: 'ym-clean-olx-ua-delivery-purchase',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.olx.ua/d/uk/obyavlenie/dityacha-kolyaska-cybex-balios-s-lux-IDUm4Qz.html',
  body: doc({
    lang: 'uk',
    title: 'Дитяча коляска Cybex Balios S Lux: 6 800 грн. - Коляски Київ на Olx',
    css: `body{margin:0;font-family:Geomanist,Arial,sans-serif;background:#f2f4f5;color:#002f34}.h{background:#002f34;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.h b{font-size:28px}
.w{max-width:1100px;margin:20px auto;display:grid;grid-template-columns:1.6fr 1fr;gap:16px;padding:0 16px}.c{background:#fff;border-radius:4px;padding:20px;margin-bottom:14px}.im{height:400px;background:#d8dfe0}.pr{font-size:28px;font-weight:700}
.b1{width:100%;padding:14px;background:#002f34;color:#fff;border:0;border-radius:4px;font-size:16px;margin-top:8px}.b2{width:100%;padding:14px;background:#fff;border:2px solid #002f34;color:#002f34;border-radius:4px;font-size:16px;margin-top:8px}.tip{font-size:13px;background:#fff8e1;padding:12px;border-radius:4px}`,
    body: `<div class="h"><b>OLX</b><span>Повідомлення · Ваш профіль</span></div>
<div class="w"><div><div class="c"><div class="im"></div></div><div class="c"><h3>Опис</h3><p>Коляска в гарному стані, після однієї дитини. Колір Deep Black. Повний комплект: дощовик, москітна сітка, сумка. Самовивіз Оболонь або OLX Доставка.</p></div></div>
<div><div class="c"><p style="font-size:13px">Опубліковано 12 березня 2024 р.</p><h1 style="font-size:22px">Дитяча коляска Cybex Balios S Lux</h1><div class="pr">6 800 грн.</div>
<a href="/d/uk/checkout/IDUm4Qz/"><button class="b1">Купити з OLX Доставкою</button></a><button class="b2">Написати продавцю</button></div>
<div class="c tip"><b>Безпечна угода.</b> Оплачуйте лише на сторінці OLX після натискання «Купити». Продавцю для отримання коштів <b>ніколи</b> не потрібно вводити дані картки за посиланням від покупця — кошти автоматично надходять на картку, вказану в профілі OLX.</div>
<div class="c"><b>Олена</b><br><span style="font-size:13px">На OLX з травня 2019 р. · Київ, Оболонський</span></div></div></div>`,
  }),
},
];
