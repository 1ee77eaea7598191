import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, consent, analytics, cardIcons, cardFormatJs, luhnJs } from '../parts/ym-kit.js';

const shopCss = (accent: string): string => `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f5f5;color:#222}.hd{background:${accent};color:#fff;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.hd a{color:#fff;margin-left:14px;font-size:14px;text-decoration:none}
.w{max-width:1100px;margin:24px auto;display:grid;grid-template-columns:1.5fr 1fr;gap:24px;padding:0 16px}.c{background:#fff;border-radius:8px;padding:22px;margin-bottom:16px}.c h2{margin-top:0;font-size:19px}
.c label{display:block;font-size:13px;color:#555;margin:10px 0 5px}.c input,.c select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccc;border-radius:6px;font-size:15px}.r{display:flex;gap:10px}.r>div{flex:1}
.line{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}.tot{font-size:20px;font-weight:700;border-top:1px solid #eee;padding-top:10px}.buy{width:100%;padding:15px;background:${accent};color:#fff;border:0;border-radius:8px;font-size:17px;margin-top:12px}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-allegro-product-smart-deal',
  label: 'clean',
  kind: 'shop-product',
  url: 'https://allegro.pl/oferta/odkurzacz-pionowy-dyson-v12-detect-slim-absolute-13901827411',
  body: doc({
    lang: 'pl',
    title: 'Odkurzacz pionowy Dyson V12 Detect Slim Absolute - 2199 zł - Allegro',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f3f3f3;color:#222}.hd{background:#fff;padding:12px 30px;display:flex;gap:20px;align-items:center;border-bottom:1px solid #e5e5e5}.hd b{color:#ff5a00;font-size:26px}.hd input{flex:1;padding:10px;border:1px solid #ccc}
.w{max-width:1140px;margin:20px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:20px;padding:0 16px}.c{background:#fff;padding:22px}.im{height:380px;background:#f0f0f0}.pr{font-size:34px;font-weight:700}.was{color:#767676;text-decoration:line-through;font-size:14px}.sd{background:#00a790;color:#fff;font-size:12px;padding:2px 6px;border-radius:2px}
.buy{width:100%;padding:14px;background:#ff5a00;color:#fff;border:0;font-size:16px;margin-top:8px}.cart{width:100%;padding:14px;background:#fff;color:#ff5a00;border:1px solid #ff5a00;font-size:16px;margin-top:8px}.sel{font-size:13px;color:#555;margin-top:12px}`,
    body: `<div class="hd"><b>allegro</b><input placeholder="czego szukasz?"><span>Moje Allegro</span></div>
<div class="w"><div class="c"><div class="im"></div><h3>Opis</h3><p>Fabrycznie nowy odkurzacz Dyson V12 Detect Slim Absolute z polskiej dystrybucji. Gwarancja producenta 2 lata. Faktura VAT 23%.</p></div>
<div class="c"><h1 style="font-size:22px">Odkurzacz pionowy Dyson V12 Detect Slim Absolute 150 W</h1><p>★★★★★ 4,9 (1 284 oceny) · 3 120 osób kupiło</p>
<p class="was">Najniższa cena z 30 dni przed obniżką: 2 499,00 zł</p><div class="pr">2 199,00 zł</div><p><span class="sd">SMART!</span> dostawa od 0 zł · jutro u Ciebie</p>
<button class="buy">KUP TERAZ</button><button class="cart">DODAJ DO KOSZYKA</button>
<p class="sel">Sprzedawca: <a href="/uzytkownik/media-expert">Media Expert</a> · Super Sprzedawca · 99,6% poleca<br>Płatność: BLIK, karta, raty Allegro Pay, przelew</p></div></div>`,
  }),
},
{
  id: 'ym-clean-alza-cart-cz',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.alza.cz/Order1.htm',
  body: doc({
    lang: 'cs',
    title: 'Nákupní košík | Alza.cz',
    css: shopCss('#1e78c8'),
    body: `<div class="hd"><b style="font-size:24px">alza</b><span><a href="/muj-ucet">Můj účet</a><a href="/kontakty">Kontakty</a></span></div>
<div class="w"><div><div class="c"><h2>Košík</h2><div class="line"><span>Apple iPhone 15 128GB černá × 1</span><span>20 990 Kč</span></div><div class="line"><span>Ochranné sklo AlzaGuard × 1</span><span>199 Kč</span></div></div>
<div class="c"><h2>Doprava a platba</h2><select><option>AlzaBox – zdarma</option><option>Zásilkovna Z-BOX – 59 Kč</option><option>Doručení na adresu – 99 Kč</option></select><br><br><select><option>Platba kartou online</option><option>Apple Pay / Google Pay</option><option>Bankovní převod</option><option>Alza Splátky</option></select></div></div>
<div><div class="c"><h2>Souhrn</h2><div class="line tot"><span>Celkem s DPH</span><span>21 189 Kč</span></div><form method="post" action="/Order2.htm"><button class="buy">Pokračovat</button></form><p style="font-size:12px;color:#777">Alza.cz a.s., Jankovcova 1522/53, Praha 7 · IČO 27082440</p></div></div></div>`,
  }),
},
{
  id: 'ym-clean-liqpay-checkout-page',
  label: 'clean',
  kind: 'payment-gateway',
  url: 'https://www.liqpay.ua/api/3/checkout?data=eyJ2ZXJzaW9uIjozLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzMDAifQ&signature=Qk9tbzR2',
  body: doc({
    lang: 'uk',
    title: 'LiqPay — Оплата',
    css: cardCss('#7ab72b', '#f2f4f6') + `.card{max-width:440px}.mer{display:flex;justify-content:space-between;font-size:14px;border-bottom:1px solid #eee;padding-bottom:14px;margin-bottom:16px}.alt{display:flex;gap:8px;margin-bottom:16px}.alt button{flex:1;padding:11px;border-radius:8px;border:1px solid #ddd;background:#000;color:#fff}`,
    body: `<header class="top"><b style="color:#7ab72b;font-size:22px">LiqPay</b><nav><a href="?lang=uk">UA</a><a href="?lang=en">EN</a></nav></header>
<main><div class="card"><div class="mer"><span>БО «БФ «Повернись живим»<br><span class="muted">Благодійний внесок</span></span><b>300,00 UAH</b></div>
<div class="alt"><button type="button"> Pay</button><button type="button">G Pay</button></div>
<form id="lp" method="post" action="/api/3/checkout/pay"><div class="field"><label>Номер картки</label><input id="pan" name="card" autocomplete="cc-number" inputmode="numeric"></div>
<div class="row"><div class="field"><label>Термін дії</label><input id="exp" name="card_exp" autocomplete="cc-exp"></div><div class="field"><label>CVV2</label><input name="card_cvv" autocomplete="cc-csc" maxlength="3"></div></div>
<button class="btn">Сплатити 300 UAH</button></form>
<p class="muted">Сервіс LiqPay · АТ КБ «ПриватБанк». Дані картки передаються у зашифрованому вигляді відповідно до PCI DSS. ${cardIcons}</p></div></main>
<script>${luhnJs}${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));</script>`,
  }),
},
{
  id: 'ym-clean-przelewy24-bank-select',
  label: 'clean',
  kind: 'payment-gateway',
  url: 'https://secure.przelewy24.pl/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77',
  body: doc({
    lang: 'pl',
    title: 'Przelewy24 - Wybierz metodę płatności',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f1f1;color:#222}.h{background:#fff;padding:16px 30px;border-bottom:3px solid #d13239;display:flex;justify-content:space-between}.h b{color:#d13239;font-size:22px}
.w{max-width:760px;margin:26px auto;background:#fff;padding:26px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g a{display:block;border:1px solid #ddd;padding:20px 6px;text-align:center;text-decoration:none;color:#333;font-size:14px;font-weight:700}.blik{border:2px solid #000;padding:14px;margin-bottom:18px;display:flex;gap:10px;align-items:center}.blik input{padding:10px;font-size:18px;letter-spacing:4px;width:140px}`,
    body: `<div class="h"><b>Przelewy24</b><span style="font-size:13px">PL | EN</span></div>
<div class="w"><p>Odbiorca: <b>Allegro.pl sp. z o.o.</b> · Tytuł: zamówienie 7c2e-11f0 · Kwota: <b>2 199,00 PLN</b></p>
<form class="blik" method="post" action="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/blik"><b>BLIK</b><input name="blikCode" maxlength="6" inputmode="numeric" placeholder="______"><button>Zapłać</button></form>
<h3>Szybki przelew</h3><div class="g">
<a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/25">PKO BP</a><a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/31">mBank</a><a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/33">Pekao</a><a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/112">ING</a>
<a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/20">Santander</a><a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/65">Millennium</a><a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/88">Alior</a><a href="/trnRequest/7E1C4B2A-3F90-4D6B-8A51-0C9E3D2F1A77/bank/143">Credit Agricole</a></div>
<p style="font-size:12px;color:#888;margin-top:20px">Po wybraniu banku zostaniesz przekierowany na stronę logowania swojego banku. PayPro S.A., ul. Pastelowa 8, 60-198 Poznań. KNF IP17/2013.</p></div>`,
  }),
},
];
