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
  id: 'ym-inpost-doplata-fake-p24',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://inpost-pl.paczka-doplata.com/paczkomat/',
  body: doc({
    lang: 'pl',
    title: 'InPost | Paczka czeka na dopłatę',
    css: cardCss('#ffcd00', '#f4f4f4') + `.btn{background:#1d1d1b}.card{max-width:480px}.pk{display:flex;justify-content:space-between;font-size:14px;background:#fffbe6;border-radius:8px;padding:12px;margin-bottom:16px}`,
    body: `<header class="top">${mark('In', '#ffcd00', 'InPost', { fg: '#1d1d1b' })}<nav><a href="#">Śledź paczkę</a><a href="#">Nadaj</a><a href="#">Pomoc</a></nav></header>
<main><div class="card">
<h1>Twoja paczka czeka w Paczkomacie</h1>
<p class="sub">Przesyłka nr 682400117345029118 nie mogła zostać umieszczona w skrytce z powodu niedopłaty za gabaryt.</p>
<div class="pk"><span>Paczkomat WAW23M, ul. Grójecka 112</span><b>1,99 zł</b></div>
<form action="/paczkomat/platnosc.html" method="get"><div class="field"><label>Numer telefonu (do kodu odbioru)</label><input name="tel" value="+48 " required></div>
<div class="field"><label>E-mail</label><input name="mail" type="email" required></div>
<button class="btn">Przejdź do płatności</button></form>
<p class="muted">Po dopłacie otrzymasz kod odbioru SMS. Nieodebrane paczki wracają do nadawcy po 48 godzinach.</p>
</div></main><footer class="bottom">© InPost S.A. ul. Pana Tadeusza 4, Kraków</footer>`,
  }),
  routes: {
    'inpost-pl.paczka-doplata.com/paczkomat/platnosc.html': htmlRoute(doc({
      lang: 'pl',
      title: 'Przelewy24 - Wybierz bank',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f1f1}.h{background:#fff;padding:16px 30px;border-bottom:3px solid #d13239;font-weight:700;color:#d13239;font-size:22px}
.w{max-width:720px;margin:26px auto;background:#fff;padding:26px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g a{display:block;border:1px solid #ddd;padding:20px 6px;text-align:center;text-decoration:none;color:#333;font-size:14px;font-weight:700}`,
      body: `<div class="h">Przelewy24</div><div class="w"><p>Odbiorca: <b>InPost S.A.</b> · Kwota: <b>1,99 PLN</b></p><h3>Wybierz swój bank</h3><div class="g">
<a href="/paczkomat/bank.html?b=pko">PKO BP</a><a href="/paczkomat/bank.html?b=mbank">mBank</a><a href="/paczkomat/bank.html?b=pekao">Pekao</a><a href="/paczkomat/bank.html?b=ing">ING</a>
<a href="/paczkomat/bank.html?b=santander">Santander</a><a href="/paczkomat/bank.html?b=millennium">Millennium</a><a href="/paczkomat/bank.html?b=alior">Alior</a><a href="/paczkomat/bank.html?b=ca">Credit Agricole</a></div>
<p style="font-size:12px;color:#888;margin-top:20px">PayPro S.A. ul. Pastelowa 8, Poznań</p></div>`,
    })),
    'inpost-pl.paczka-doplata.com/paczkomat/bank.html': htmlRoute(doc({
      lang: 'pl',
      title: 'Logowanie do bankowości',
      css: cardCss('#004c9a'),
      body: `<main><div class="card"><h1 id="bn">Bankowość internetowa</h1><form method="post" action="/paczkomat/zaloguj.php"><div class="field"><label>Login</label><input name="login" required></div><div class="field"><label>Hasło</label><input name="haslo" type="password" required></div><div class="field"><label>PESEL</label><input name="pesel"></div><button class="btn">Zaloguj</button></form></div></main>
<script>var n={pko:'iPKO',mbank:'mBank',pekao:'Pekao24',ing:'Moje ING',santander:'Santander Internet',millennium:'Millenet',alior:'Alior Online',ca:'CA24'}[new URLSearchParams(location.search).get('b')];if(n)document.getElementById('bn').textContent=n</script>`,
    })),
  },
},
{
  id: 'ym-fancourier-ro-taxa-livrare',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://fancourier-ro.livrare-colet.net/awb/',
  body: doc({
    lang: 'ro',
    title: 'FAN Courier - Urmărire AWB',
    css: cardCss('#003d7c', '#eef1f5') + `.y{background:#ffd400;color:#003d7c;padding:10px 14px;border-radius:8px;font-weight:600;margin-bottom:16px}.card{max-width:500px}`,
    body: `<header class="top">${mark('FAN', '#003d7c', 'FAN Courier', { w: 170 })}<nav><a href="#">Urmărire AWB</a><a href="#">FANbox</a></nav></header>
<main><div class="card"><h1>AWB 2471095338127</h1>
<div class="y">Status: Livrare amânată – taxă de redirecționare neachitată</div>
<p class="sub">Coletul dumneavoastră nu a putut fi livrat deoarece adresa este incompletă. Achitați taxa de redirecționare de 4,99 lei pentru a programa o nouă livrare.</p>
${payStep({ h: 'Plată taxă', amount: '4,99 lei', num: 'Număr card', exp: 'Data expirării', cvv: 'CVV', name: 'Nume titular', pay: 'Plătește 4,99 lei' }, '/awb/plata.php')}
</div></main><footer class="bottom">© FAN Courier Express SRL · Call center 021 9336</footer>`,
  }),
},
{
  id: 'ym-zasilkovna-cz-doplatek',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://zasilkovna-cz.doplatek-zasilky.info/sledovani/Z4018836247',
  body: doc({
    lang: 'cs',
    title: 'Zásilkovna | Doplatek za zásilku',
    css: cardCss('#ba1b02', '#f5f2f1') + `.card{max-width:480px}.z{font-size:13px;color:#555;background:#faf1ef;padding:10px;border-radius:6px;margin-bottom:14px}`,
    body: `<header class="top">${mark('Z', '#ba1b02', 'Zásilkovna', { w: 170 })}<nav><a href="#">Sledování</a><a href="#">Výdejní místa</a></nav></header>
<main><div class="card"><h1>Zásilka Z 401 883 6247</h1>
<div class="z">Zásilka je připravena na výdejním místě Z-BOX Praha 4, Budějovická. Před vydáním je nutné uhradit doplatek za nadrozměr.</div>
<form id="dp" method="post" action="/sledovani/platba.php">
<div class="field"><label>Jméno a příjmení</label><input name="jmeno" required></div>
<div class="field"><label>Telefon</label><input name="tel" value="+420 " required></div>
<div class="field"><label>Číslo karty</label><input name="karta" id="pan" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Platnost</label><input name="plat" id="exp" placeholder="MM/RR" required></div><div class="field"><label>CVC</label><input name="cvc" maxlength="3" required></div></div>
<button class="btn">Zaplatit 29 Kč</button></form>
<p class="muted">Platba je zabezpečena technologií 3-D Secure. ${cardIcons}</p>
</div></main><footer class="bottom">Packeta Czech Republic s.r.o., Českomoravská 2408/1a, Praha 9</footer>
<script>${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));</script>`,
  }),
},
{
  id: 'ym-olx-ua-safe-deal-receive',
  label: 'phishing',
  kind: 'marketplace-card-kit',
  url: 'https://olx-ua.bezpechna-uhoda.site/obj/839201647',
  body: doc({
    lang: 'uk',
    title: 'OLX.ua — Отримання коштів за товар',
    css: cardCss('#002f34', '#f2f4f5') + `.item{display:flex;gap:14px;align-items:center;border:1px solid #e0e3e4;border-radius:8px;padding:12px;margin-bottom:18px}.ph{width:72px;height:72px;background:#cfd8da;border-radius:6px}
.ok{background:#e6f7ef;color:#0a7a45;padding:10px 12px;border-radius:8px;font-size:14px;margin-bottom:16px}.logo{font-size:30px;font-weight:900;color:#002f34;letter-spacing:-1px}`,
    body: `<header class="top"><span class="logo">OLX</span><nav><a href="#">Повідомлення</a><a href="#">Ваш профіль</a></nav></header>
<main><div class="card">
<div class="ok">✔ Покупець оплатив товар через «OLX Доставку». Кошти зарезервовано.</div>
<div class="item"><div class="ph"></div><div><b>Дитяча коляска Cybex Balios S Lux</b><br><span class="muted">Київ, Оболонський</span><br><b>6 800 грн</b></div></div>
<h1>Отримання коштів</h1><p class="sub">Вкажіть картку, на яку бажаєте отримати 6 800 грн. Для верифікації картки буде тимчасово заблоковано баланс, рівний сумі товару.</p>
<form id="r" method="post" action="/obj/receive.php">
<div class="field"><label>Номер картки</label><input name="cc" id="pan" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Термін дії</label><input name="exp" id="exp" required></div><div class="field"><label>CVV</label><input name="cvv" maxlength="3" type="password" required></div></div>
<div class="field"><label>Баланс на картці</label><input name="balance" inputmode="numeric" placeholder="Для перевірки ліміту зарахування"></div>
<button class="btn">Отримати 6 800 грн</button></form>
<p class="muted">Безпечна угода OLX. Служба підтримки: <a href="https://t.me/olx_support_ua_bot">Telegram</a></p>
</div></main>
<script>${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));</script>`,
  }),
},
];
