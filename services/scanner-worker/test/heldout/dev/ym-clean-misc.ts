import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics, siteFooter } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-clean-parked-domain-ua',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://kvartyry-kyiv-orenda.com.ua/',
  body: doc({
    lang: 'uk',
    title: 'kvartyry-kyiv-orenda.com.ua',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4;color:#333;text-align:center}.w{max-width:720px;margin:60px auto;padding:0 18px}.d{font-size:30px;font-weight:700;word-break:break-all}.s{background:#fff;border-radius:8px;padding:24px;margin-top:24px}
.s a{display:block;padding:12px;border-bottom:1px solid #eee;color:#1a0dab;text-decoration:none;font-size:17px}.sale{display:inline-block;margin-top:20px;background:#2e7d32;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none}.f{font-size:12px;color:#999;margin-top:30px}`,
    body: `<div class="w"><div class="d">kvartyry-kyiv-orenda.com.ua</div><p>Цей домен може бути виставлений на продаж</p>
<div class="s"><b>Пов'язані пошукові запити</b><a href="/search?q=%D0%BE%D1%80%D0%B5%D0%BD%D0%B4%D0%B0+%D0%BA%D0%B2%D0%B0%D1%80%D1%82%D0%B8%D1%80+%D0%BA%D0%B8%D1%97%D0%B2">Оренда квартир Київ</a><a href="/search?q=%D0%BD%D0%B5%D1%80%D1%83%D1%85%D0%BE%D0%BC%D1%96%D1%81%D1%82%D1%8C">Нерухомість</a><a href="/search?q=%D0%BF%D0%BE%D0%B4%D0%BE%D0%B1%D0%BE%D0%B2%D0%B0+%D0%BE%D1%80%D0%B5%D0%BD%D0%B4%D0%B0">Подобова оренда</a><a href="/search?q=%D1%96%D0%BF%D0%BE%D1%82%D0%B5%D0%BA%D0%B0">Іпотека</a></div>
<a class="sale" href="https://sedo.com/search/details/?domain=kvartyry-kyiv-orenda.com.ua&amp;language=uk">Купити цей домен</a>
<p class="f">Ця сторінка надана власником домену безкоштовно. Послуги паркування: Sedo. <a href="/privacy">Політика конфіденційності</a></p></div>
<script async src="https://www.google.com/adsense/domains/caf.js"></script>`,
  }),
},
{
  id: 'ym-clean-lotto-pl-results',
  label: 'clean',
  kind: 'lottery-official',
  url: 'https://www.lotto.pl/lotto/wyniki-i-wygrane',
  body: doc({
    lang: 'pl',
    title: 'Lotto – wyniki i wygrane | Lotto.pl',
    css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#fff;color:#222}.h{background:#004b8d;color:#fff;padding:16px 32px;display:flex;justify-content:space-between}.h a{color:#fff;margin-left:14px;font-size:14px}
main{max-width:900px;margin:26px auto;padding:0 18px}.balls{display:flex;gap:10px;margin:14px 0}.balls span{width:46px;height:46px;border-radius:50%;background:#ffcc00;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:18px}
table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}.chk{background:#f3f7fb;padding:18px;border-radius:8px;margin-top:20px}.chk input{padding:10px;width:60px;margin-right:6px}`,
    body: `<div class="h"><b>LOTTO.PL</b><span><a href="/lotto">Lotto</a><a href="/eurojackpot">Eurojackpot</a><a href="/moje-konto">Moje konto</a></span></div>
<main><h1>Wyniki losowania Lotto z 14.03.2024</h1><div class="balls"><span>4</span><span>11</span><span>23</span><span>27</span><span>38</span><span>45</span></div>
<table><tr><th>Stopień</th><th>Liczba wygranych</th><th>Wygrana</th></tr><tr><td>6 z 6</td><td>0</td><td>—</td></tr><tr><td>5 z 6</td><td>24</td><td>5 412,30 zł</td></tr><tr><td>4 z 6</td><td>1 502</td><td>172,60 zł</td></tr><tr><td>3 z 6</td><td>27 881</td><td>24,00 zł</td></tr></table>
<p>Kumulacja w następnym losowaniu: <b>ok. 6 000 000 zł</b></p>
<div class="chk"><b>Sprawdź swój zakład</b><br><br><input maxlength="2"><input maxlength="2"><input maxlength="2"><input maxlength="2"><input maxlength="2"><input maxlength="2"><button>Sprawdź</button>
<p style="font-size:13px;color:#555">Totalizator Sportowy nigdy nie informuje o wygranej przez SMS ani e-mail i nie pobiera opłat za wypłatę nagród. Wygrane do 2 280 zł wypłaca każdy punkt sprzedaży.</p></div></main>`,
  }),
},
{
  id: 'ym-clean-kyivstar-support-phones',
  label: 'clean',
  kind: 'support-page-phones',
  url: 'https://kyivstar.ua/support/contacts',
  body: doc({
    lang: 'uk',
    title: 'Контакти служби підтримки | Київстар',
    css: `body{margin:0;font-family:Arial,sans-serif;color:#1a1a1a;background:#f4f6f9}.h{background:#fff;padding:16px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #e4e8ee}.h b{color:#0066ff;font-size:22px}
main{max-width:900px;margin:26px auto;padding:0 18px}.g{display:grid;grid-template-columns:1fr 1fr;gap:16px}.c{background:#fff;border-radius:10px;padding:20px}.ph{font-size:26px;font-weight:700;color:#0066ff}.w{background:#fff3cd;padding:14px;border-radius:8px;font-size:14px;margin-top:18px}`,
    body: `<div class="h"><b>Київстар</b><span>Мій Київстар</span></div>
<main><h1>Зв'яжіться з нами</h1><div class="g"><div class="c">З мобільного Київстар<div class="ph">466</div>безкоштовно, цілодобово</div><div class="c">З інших операторів<div class="ph">0 800 300 466</div>безкоштовно по Україні</div>
<div class="c">З-за кордону<div class="ph">+380 67 466 0 466</div>за тарифами роумінгу</div><div class="c">Чат у застосунку «Мій Київстар»<br><br><a href="https://kyivstar.app.link/support">Відкрити чат</a></div></div>
<div class="w">Київстар ніколи не телефонує з проханням назвати код з SMS, не пропонує «виграші» за відвідування сайтів і не розсилає посилань на отримання призів. Про шахрайські дзвінки повідомляйте на 466.</div></main>`,
  }),
},
{
  id: 'ym-clean-monobank-landing-app',
  label: 'clean',
  kind: 'bank-landing-own-domain',
  url: 'https://www.monobank.ua/?lang=uk',
  body: doc({
    lang: 'uk',
    title: 'monobank — банк у твоєму смартфоні',
    css: `*{box-sizing:border-box}body{margin:0;background:#000;color:#fff;font-family:-apple-system,Roboto,Arial,sans-serif}.h{display:flex;justify-content:space-between;padding:20px 40px}.h a{color:#aaa;margin-left:18px;text-decoration:none;font-size:14px}
.hero{max-width:980px;margin:40px auto;display:flex;gap:40px;align-items:center;padding:0 20px}.hero h1{font-size:52px;margin:0}.qr{width:170px;height:170px;background:repeating-linear-gradient(0deg,#fff 0 8px,#000 8px 16px);border:10px solid #fff;border-radius:12px}
.st a{display:inline-block;margin:14px 10px 0 0;padding:12px 20px;border:1px solid #444;border-radius:12px;color:#fff;text-decoration:none}.ft{max-width:980px;margin:60px auto 30px;padding:0 20px;font-size:12px;color:#777}`,
    body: `<div class="h"><b style="font-size:22px">monobank</b><span><a href="/business">Бізнес</a><a href="/faq">Допомога</a><a href="/?lang=en">EN</a></span></div>
<div class="hero"><div><h1>Банк у твоєму смартфоні</h1><p>Картка за 5 хвилин без відділень. Кешбек, «Банки» для зборів, покупка частинами.</p>
<div class="st"><a href="https://apps.apple.com/ua/app/monobank/id1287005205">App Store</a><a href="https://play.google.com/store/apps/details?id=com.ftband.mono">Google Play</a></div></div><div><div class="qr"></div><p style="font-size:13px;color:#aaa">Наведи камеру, щоб завантажити</p></div></div>
<div class="ft">АТ «Універсал Банк», ліцензія НБУ №92 від 20.01.1994. Гаряча лінія: 0 800 205 205. monobank не надсилає посилань на «нарахування кешбеку» та не просить вводити дані картки на сторонніх сайтах.</div>`,
  }),
},
];
