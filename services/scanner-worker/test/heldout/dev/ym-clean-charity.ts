import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics, cardIcons, cardFormatJs, luhnJs } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-clean-savelife-donate-card-crypto',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://savelife.in.ua/donate/',
  body: doc({
    lang: 'uk',
    title: 'Допомогти армії — Фонд «Повернись живим»',
    head: analytics('G-CBA0SL2024'),
    css: `body{margin:0;font-family:'Inter',Arial,sans-serif;color:#111;background:#fff}.h{display:flex;justify-content:space-between;align-items:center;padding:18px 40px;border-bottom:1px solid #eee}.h nav a{margin-left:20px;color:#111;text-decoration:none;font-size:14px}
.w{max-width:1080px;margin:30px auto;display:grid;grid-template-columns:1.1fr .9fr;gap:40px;padding:0 20px}.f{border:1px solid #e6e6e6;border-radius:14px;padding:26px}.per{display:flex;gap:6px;margin-bottom:14px}.per button{flex:1;padding:10px;border:1px solid #ddd;background:#fff;border-radius:8px}
.per button.on{background:#111;color:#fff}.amt{display:flex;gap:6px;flex-wrap:wrap;margin-bottom:14px}.amt button{padding:10px 14px;border:1px solid #ddd;background:#fff;border-radius:8px}.f input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #ccc;border-radius:8px;margin:6px 0}
.go{width:100%;padding:15px;border:0;border-radius:10px;background:#111;color:#fff;font-size:16px;margin-top:10px}.req{font-size:13px;background:#f6f6f6;padding:14px;border-radius:10px;line-height:1.7}.req code{font-size:12px}`,
    body: `<div class="h"><b style="font-size:20px">ПОВЕРНИСЬ ЖИВИМ</b><nav><a href="/projects/">Проєкти</a><a href="/reports/">Звітність</a><a href="/about/">Про фонд</a><a href="/en/donate/">EN</a></nav></div>
<div class="w"><div><h1>Допомогти армії</h1><p>Фонд «Повернись живим» з 2014 року закуповує для Сил оборони техніку, дрони, засоби зв'язку та навчає військових. Ми публікуємо всі надходження та витрати у відкритих звітах і проходимо щорічний аудит.</p>
<div class="req"><b>Реквізити для переказу (гривня)</b><br>Благодійна організація «Благодійний фонд «Повернись живим»<br>ЄДРПОУ 40191796<br>IBAN <code>UA193052990000026003050000031</code>, АТ КБ «ПриватБанк»<br>Призначення: благодійна допомога<br><br><b>Криптовалюта</b><br>BTC: <code>bc1qkd5az2ml7dk5j5h672yhxmhmxe9tuf97j39fm6</code><br>ETH / USDT (ERC-20): <code>0xa1b1bbB8070Df2450810b8eB2425D543cfCeF79b</code><br><a href="/reports/crypto/">Звіт по криптовалютних надходженнях</a></div></div>
<div class="f"><div class="per"><button class="on" type="button">Разово</button><button type="button">Щомісяця</button></div>
<div class="amt"><button type="button">100 ₴</button><button type="button">300 ₴</button><button type="button">500 ₴</button><button type="button">1000 ₴</button></div>
<form id="df" method="post" action="https://www.liqpay.ua/api/3/checkout" accept-charset="utf-8"><input name="amount" id="am" value="300" inputmode="numeric"><input name="email" type="email" placeholder="Email для квитанції (необов'язково)">
<input type="hidden" name="data" id="data"><input type="hidden" name="signature" id="sig" value="">
<button class="go">Задонатити</button></form><p style="font-size:12px;color:#777">Оплата через захищену сторінку LiqPay. ${cardIcons} Apple Pay · Google Pay</p></div></div>
<script src="/wp-content/themes/cba/js/donate.js" defer></script>
${consent('Ми використовуємо cookie для аналітики.', 'Ок', 'Детальніше', '/privacy/')}`,
  }),
  routes: {
    'savelife.in.ua/wp-content/themes/cba/js/donate.js': jsRoute(`(function(){var am=document.getElementById('am');document.querySelectorAll('.amt button').forEach(function(b){b.addEventListener('click',function(){am.value=parseInt(b.textContent)})});
document.getElementById('df').addEventListener('submit',function(e){e.preventDefault();var f=this;fetch('/wp-json/cba/v1/liqpay-sign',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({amount:+am.value})}).then(function(r){return r.json()}).then(function(j){document.getElementById('data').value=j.data;document.getElementById('sig').value=j.signature;f.submit()}).catch(function(){alert('Спробуйте ще раз')})})})();`),
  },
},
{
  id: 'ym-clean-siepomaga-fundraiser',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.siepomaga.pl/rehabilitacja-ola',
  body: doc({
    lang: 'pl',
    title: 'Rehabilitacja Oli po wypadku | Siepomaga.pl',
    css: `body{margin:0;font-family:Nunito,Arial,sans-serif;background:#f4f6f8;color:#1d2d3e}.h{background:#fff;padding:14px 40px;border-bottom:1px solid #e4e8ee;font-weight:800;color:#e6007e;font-size:22px}
.w{max-width:1040px;margin:26px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:26px;padding:0 16px}.c{background:#fff;border-radius:12px;padding:24px}.bar{height:12px;background:#eef1f4;border-radius:6px;overflow:hidden}.bar i{display:block;height:100%;width:71%;background:#e6007e}
.d input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #ccd;border-radius:8px;margin:6px 0}.d button{width:100%;padding:14px;background:#e6007e;color:#fff;border:0;border-radius:8px;font-size:16px;font-weight:700}.ver{font-size:13px;color:#0a7a45}`,
    body: `<div class="h">siepomaga</div>
<div class="w"><div class="c"><h1>Rehabilitacja Oli po wypadku komunikacyjnym</h1><p class="ver">✔ Zbiórka zweryfikowana przez Fundację Siepomaga · dokumentacja medyczna sprawdzona</p>
<p>Ola ma 9 lat. W październiku samochód potrącił ją na przejściu dla pieszych. Po operacji kręgosłupa czeka ją intensywna rehabilitacja neurologiczna, której koszt przekracza możliwości rodziny. Środki wpływają bezpośrednio na subkonto podopiecznej w Fundacji.</p></div>
<div class="c d"><p><b>128 404 zł</b> z 180 000 zł</p><div class="bar"><i></i></div><p style="font-size:13px">4 211 osób wsparło</p>
<form method="post" action="/rehabilitacja-ola/wplata"><input name="amount" placeholder="Kwota (zł)" value="50"><input name="email" type="email" placeholder="E-mail"><label style="font-size:13px"><input type="checkbox" name="anon"> Wpłata anonimowa</label><button>Wspieram</button></form>
<p style="font-size:12px;color:#667">Płatność BLIK, przelewem lub kartą realizuje operator płatności po przejściu do kolejnego kroku.</p></div></div>`,
  }),
},
];
