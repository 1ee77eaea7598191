import { htmlRoute, type Entry } from '../entry.js';
import { fileRoute, jsonRoute, beepWav } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, cardIcons, cardFormatJs, luhnJs } from '../parts/ym-kit.js';

const newsCss = `body{margin:0;font-family:Georgia,'Times New Roman',serif;background:#fff;color:#222}.nb{background:#c8102e;color:#fff;padding:10px 24px;font-family:Arial,sans-serif;font-weight:700;font-size:22px}
.nav{font-family:Arial,sans-serif;font-size:13px;border-bottom:1px solid #ddd;padding:8px 24px}.nav a{margin-right:14px;text-decoration:none;color:#333}
article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.65;font-size:18px}h1{font-size:32px;line-height:1.2}.meta{font-family:Arial;font-size:13px;color:#777}
.vid{background:#111;color:#fff;aspect-ratio:16/9;display:flex;align-items:center;justify-content:center;font-family:Arial;margin:18px 0;position:relative}.vid .pl{width:70px;height:70px;border-radius:50%;background:rgba(255,255,255,.85)}
blockquote{border-left:4px solid #c8102e;margin:18px 0;padding:4px 16px;font-style:italic}.reg{background:#f4f6fa;border:2px solid #1c64f2;border-radius:10px;padding:22px;font-family:Arial,sans-serif}
.reg input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0;border:1px solid #bbb;border-radius:6px;font-size:16px}.reg button{width:100%;padding:14px;background:#1c64f2;color:#fff;border:0;border-radius:6px;font-size:17px;font-weight:700}
.cm{font-family:Arial;font-size:14px;border-top:1px solid #eee;padding:10px 0}.cm b{color:#1c64f2}`;

function regForm(t: { title: string; first: string; last: string; email: string; phone: string; btn: string; prefix: string; note: string }, action: string): string {
  return `<div class="reg" id="reg"><h3 style="margin-top:0">${t.title}</h3><form id="rf" method="post" action="${action}">
<input name="first_name" placeholder="${t.first}" required><input name="last_name" placeholder="${t.last}" required><input name="email" type="email" placeholder="${t.email}" required>
<input name="phone" type="tel" value="${t.prefix}" placeholder="${t.phone}" required><input type="hidden" name="aff" value="fb_2291"><input type="hidden" name="funnel" value="quantum-ai-v4">
<button>${t.btn}</button></form><p style="font-size:12px;color:#666">${t.note}</p></div>`;
}

export const entries: Entry[] = [
{
  id: 'ym-charity-ukrainian-children-crypto',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://help-ukrainian-children.foundation/donate',
  body: doc({
    lang: 'en',
    title: 'Save Ukrainian Children Foundation — Donate Now',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#253041;background:#fff}.hero{background:#0057b7;color:#fff;padding:60px 20px;text-align:center}.hero h1{font-size:40px;margin:0 0 10px}
.y{background:#ffd700;color:#111;display:inline-block;padding:4px 12px;border-radius:20px;font-weight:700}.w{max-width:900px;margin:30px auto;padding:0 18px}.g{display:grid;grid-template-columns:1fr 1fr;gap:24px}
.box{border:1px solid #e1e6ee;border-radius:10px;padding:20px}.addr{font-family:monospace;font-size:13px;background:#f4f6f9;padding:10px;border-radius:6px;word-break:break-all}.cp{background:#0057b7;color:#fff;border:0;border-radius:6px;padding:6px 12px;margin-top:6px;cursor:pointer}
.partners{display:flex;gap:26px;justify-content:center;color:#7d8797;font-weight:700;margin:30px 0}`,
    body: `<div class="hero"><span class="y">URGENT APPEAL</span><h1>Every child deserves to survive this winter</h1><p>Over 1,400 orphans evacuated from Kharkiv and Zaporizhzhia need heating, food and medicine. Donations are matched 2× until midnight.</p></div>
<div class="w">
<div class="partners"><span>UNICEF partner</span><span>Red Cross</span><span>UNITED24</span><span>Forbes</span></div>
<p>Because banks in Ukraine are under cyber attack, we can only receive donations in cryptocurrency at the moment. Every coin goes directly to the children — 100% transparent, no fees.</p>
<div class="g">
<div class="box"><h3>Bitcoin (BTC)</h3><div class="addr" id="btc">bc1qm4d8e6u0c5g7z3h2x9s8p1v4k6j0t7w5r3a2lf</div><button class="cp" data-t="btc">Copy address</button></div>
<div class="box"><h3>Ethereum / USDT (ERC-20)</h3><div class="addr" id="eth">0x7a3F9c21B4e8D06f5A1c9E2b7D4f8A0C6e3B91d2</div><button class="cp" data-t="eth">Copy address</button></div>
<div class="box"><h3>USDT (TRC-20)</h3><div class="addr" id="trx">TJ8uBm2sK7vQ4xW9eR3nY6hL1pC5fD0aZq</div><button class="cp" data-t="trx">Copy address</button></div>
<div class="box"><h3>Solana (SOL)</h3><div class="addr" id="sol">7Hq3nV9xZ2mK8bW4rT6yF1cJ5pL0sD3aE9uG2hQ4kR8v</div><button class="cp" data-t="sol">Copy address</button></div></div>
<p>After donating, email the transaction ID to receive your tax-deductible receipt. Donors above $500 receive a personal video thank-you from the children.</p>
<p style="font-size:12px;color:#8a93a3">Save Ukrainian Children Foundation is a registered 501(c)(3) non-profit. EIN 88-3019274.</p></div>
<script>document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.t).textContent);b.textContent='Copied ✓'}})</script>`,
  }),
},
{
  id: 'ym-shop-ro-parkside-lichidare',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://parkside-lichidare-stoc.ro/produs/set-scule-acumulator-12-piese',
  body: doc({
    lang: 'ro',
    title: 'Set scule cu acumulator PARKSIDE 12 piese – doar 149 lei!',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#222}.top{background:#0050aa;color:#fff;padding:12px 30px;font-weight:700;font-size:20px}.top span{color:#ffe500}
.w{max-width:1000px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 18px}.im{background:#eef2f7;height:380px;border-radius:8px}.pr{font-size:36px;color:#e60a14;font-weight:700}.ol{text-decoration:line-through;color:#888}
.stk{background:#fff3f3;color:#c00;padding:8px;border-radius:6px;font-size:14px}.buy{width:100%;padding:16px;background:#e60a14;color:#fff;border:0;border-radius:6px;font-size:18px;font-weight:700;margin-top:12px}
.rv{font-size:14px;border-top:1px solid #eee;padding:10px 0}.st{color:#f5a623}.q{background:#f7f7f7;border-radius:6px;padding:14px;margin-top:14px}`,
    body: `<div class="top">LIDL <span>PARKSIDE</span> · Lichidare de stoc 2024</div>
<div class="w"><div class="im"></div><div>
<h1>Set scule cu acumulator PARKSIDE Performance, 12 piese, 2 acumulatori 4Ah</h1>
<p><span class="ol">1.899,00 lei</span> <span class="pr">149,00 lei</span></p>
<div class="stk">⚠ Au mai rămas doar <b id="n">7</b> seturi în stoc! 23 de persoane văd acest produs acum.</div>
<div class="q"><form method="post" action="/comanda"><p>Nume complet<br><input name="nume" style="width:100%;padding:10px" required></p><p>Telefon<br><input name="tel" style="width:100%;padding:10px" required></p><p>Adresă livrare<br><input name="adresa" style="width:100%;padding:10px" required></p>
<p><label><input type="radio" name="plata" value="card" checked> Plata cu cardul (reducere suplimentară 10%)</label></p><button class="buy">COMANDĂ ACUM</button></form></div>
<div class="rv"><span class="st">★★★★★</span> <b>Mihai P., Cluj</b> – Am primit setul în 2 zile, calitate excelentă!</div>
<div class="rv"><span class="st">★★★★★</span> <b>Elena D., Iași</b> – Nu-mi venea să cred la prețul ăsta. Recomand!</div>
<div class="rv"><span class="st">★★★★★</span> <b>Andrei S., București</b> – Am comandat 3 bucăți pentru toată familia.</div></div></div>
<script>var n=7;setInterval(function(){if(n>2){n--;document.getElementById('n').textContent=n}},15000)</script>`,
  }),
},
{
  id: 'ym-invest-pl-orlen-deepfake-article',
  label: 'scam',
  kind: 'investment-deepfake',
  url: 'https://wiadomosci-dzis24.info/gospodarka/orlen-inwestycje-dla-polakow',
  body: doc({
    lang: 'pl',
    title: 'Minister potwierdza: Polacy mogą zarabiać na akcjach Orlenu od 1000 zł | Wiadomości Dziś24',
    css: newsCss,
    body: `<div class="nb">Wiadomości Dziś24</div><div class="nav"><a href="#">Kraj</a><a href="#">Świat</a><a href="#">Gospodarka</a><a href="#">Sport</a><a href="#">Pogoda</a></div>
<article>
<p class="meta">Gospodarka · 14 marca 2024, 07:42</p>
<h1>Minister finansów potwierdza: każdy Polak może zarabiać na nowej platformie Orlenu. Wystarczy 1000 zł</h1>
<p>Podczas wczorajszego wywiadu na żywo minister ujawnił szczegóły rządowego programu, dzięki któremu obywatele mogą inwestować w akcje państwowych spółek przez automatyczną platformę. Banki już próbują zablokować tę informację.</p>
<div class="vid"><div class="pl"></div><span style="position:absolute;bottom:10px;left:12px;font-size:13px">▶ Nagranie z wywiadu · 3:41</span></div>
<blockquote>„Od dziś każdy Polak, który zainwestuje 1000 złotych, może otrzymywać od 12 do 19 tysięcy złotych miesięcznie. To nasz sposób na podzielenie się zyskami z narodem” – powiedział minister.</blockquote>
<p>Sprawdziliśmy platformę osobiście. Nasza redaktorka wpłaciła 1000 zł i po 7 dniach na jej koncie było już 14 870 zł. Wypłata na konto w PKO BP trwała zaledwie kilka godzin.</p>
<p>Liczba miejsc jest ograniczona – rejestracja zostanie zamknięta, gdy program osiągnie limit uczestników.</p>
${regForm({ title: 'Zarejestruj się na platformie Orlen Invest', first: 'Imię', last: 'Nazwisko', email: 'E-mail', phone: 'Telefon', btn: 'ZACZNIJ ZARABIAĆ TERAZ', prefix: '+48', note: 'Po rejestracji zadzwoni do Ciebie osobisty menedżer konta.' }, 'https://orlen-invest-pl.net/api/lead')}
<div class="cm"><b>Katarzyna W.</b> – Zarejestrowałam się wczoraj, menedżer oddzwonił w 10 minut. Pierwsze 3200 zł już na koncie!</div>
<div class="cm"><b>Tomasz B.</b> – Myślałem, że to oszustwo, ale działa. Wypłaciłem 5 tys.</div>
</article>`,
  }),
},
{
  id: 'ym-crypto-platform-ua-withdraw-tax',
  label: 'scam',
  kind: 'fake-investment-platform',
  url: 'https://app.bitua-trade.com/dashboard',
  body: doc({
    lang: 'uk',
    title: 'BitUA Trade — Особистий кабінет',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#0b0e14;color:#e6e9ef;display:flex}.sb{width:220px;background:#11151d;min-height:100vh;padding:22px}.sb b{font-size:20px;color:#21c087}.sb a{display:block;color:#9aa3b2;text-decoration:none;margin:14px 0}
.m{flex:1;padding:30px}.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.c{background:#151a23;border-radius:10px;padding:18px}.c .v{font-size:28px;font-weight:700;margin-top:6px}.up{color:#21c087}
.wd{background:#151a23;border-radius:10px;padding:22px;margin-top:20px;max-width:560px}.wd input{width:100%;box-sizing:border-box;padding:12px;background:#0b0e14;border:1px solid #2a3140;color:#fff;border-radius:6px;margin:6px 0 12px}
.wd button{padding:12px 28px;background:#21c087;border:0;border-radius:6px;color:#04130d;font-weight:700}.alert{background:#3a2a12;color:#ffc266;padding:14px;border-radius:8px;margin-top:14px;display:none}`,
    body: `<div class="sb"><b>BitUA Trade</b><a href="#">Огляд</a><a href="#">AI-трейдинг</a><a href="#">Історія угод</a><a href="#">Виведення</a><a href="#">Підтримка</a></div>
<div class="m"><h2>Вітаємо, Олена!</h2>
<div class="cards"><div class="c">Баланс<div class="v">$12 430,18</div><span class="up">+318% за місяць</span></div><div class="c">Прибуток сьогодні<div class="v up">+$846,02</div></div><div class="c">Активні угоди<div class="v">14</div></div></div>
<div class="wd"><h3>Виведення коштів</h3><input id="amt" value="12430.18"><input placeholder="Номер картки або IBAN" id="to"><button id="w">Вивести</button>
<div class="alert" id="al">Для виведення коштів на рахунок в Україні необхідно сплатити податок на доходи фізичних осіб та військовий збір (19,5%) — <b>$2 423,88</b>. Оплата здійснюється в USDT (TRC20) на рахунок фінансового моніторингу:<br><code>TXb7m2Qn8vK4rW1yL9cZ3pH6sD5fA0eJgU</code><br>Після зарахування кошти будуть виведені протягом 30 хвилин. Ваш менеджер: @bitua_manager_Oleg</div></div></div>
<script>document.getElementById('w').onclick=function(){document.getElementById('al').style.display='block'}</script>`,
  }),
},
{
  id: 'ym-job-czech-visa-fee',
  label: 'scam',
  kind: 'job-abroad-fee',
  url: 'https://robota-chehiya.eu/vakansii/sklad-brno',
  body: doc({
    lang: 'uk',
    title: 'Робота в Чехії для українців — Склад у Брно, від 45 000 грн',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f6f7f9;color:#222}.h{background:#11457e;color:#fff;padding:16px 30px;font-size:20px;font-weight:700}.w{max-width:820px;margin:24px auto;background:#fff;padding:28px;border-radius:8px}
.tag{display:inline-block;background:#e8f0fb;color:#11457e;border-radius:4px;padding:4px 8px;font-size:13px;margin:0 6px 6px 0}.sal{font-size:26px;color:#0a7a45;font-weight:700}.pay{background:#fff8e1;border:1px solid #ffe08a;border-radius:8px;padding:16px;margin-top:18px}
.pay input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 10px;border:1px solid #ccc;border-radius:6px}.pay button{width:100%;padding:14px;background:#11457e;color:#fff;border:0;border-radius:6px;font-size:16px}`,
    body: `<div class="h">Робота в Чехії · Офіційне працевлаштування</div>
<div class="w"><h1>Комплектувальник на склад інтернет-магазину (Брно)</h1>
<span class="tag">Без знання мови</span><span class="tag">Житло надаємо</span><span class="tag">Чоловіки / жінки / пари</span><span class="tag">Віза за 10 днів</span>
<p class="sal">45 000 – 62 000 грн / міс.</p>
<p>Шукаємо працівників на склад великого логістичного центру. Графік 12/12, аванс щотижня. Допомагаємо з оформленням робочої візи та страховки, зустрічаємо на кордоні.</p>
<h3>Умови оформлення</h3><ul><li>Консульський збір, страховка та переклад документів — <b>3 900 грн</b> (сплачується одразу, щоб забронювати місце)</li><li>Місце бронюється на 24 години після оплати</li><li>100% повернення, якщо вас не приймуть на роботу</li></ul>
<div class="pay"><b>Бронювання робочого місця</b><form method="post" action="/vakansii/bron.php"><input name="pib" placeholder="ПІБ як у закордонному паспорті" required><input name="passport" placeholder="Номер закордонного паспорта" required><input name="tel" placeholder="Телефон / Viber" required>
<input name="card" placeholder="Номер картки для оплати 3 900 грн" required><div style="display:flex;gap:8px"><input name="exp" placeholder="ММ/РР" required><input name="cvv" placeholder="CVV" required></div><button>Забронювати та сплатити</button></form></div>
<p style="font-size:13px;color:#777">Агенція працевлаштування «EuroWork Partner s.r.o.» · Ліцензія МПСВ №2291/2023 · Viber: +420 776 204 118</p></div>`,
  }),
},
{
  id: 'ym-lottery-ua-millionth-visitor',
  label: 'scam',
  kind: 'lottery-prize',
  url: 'https://vygrash-ua.site/spin/?u=Kyivstar',
  body: doc({
    lang: 'uk',
    title: 'Вітаємо! Ви — 1 000 000-й відвідувач',
    css: `body{margin:0;font-family:Arial,sans-serif;background:radial-gradient(circle,#3b2f8f,#120d36);color:#fff;text-align:center;min-height:100vh}.w{max-width:420px;margin:0 auto;padding:26px 16px}
.wheel{width:260px;height:260px;border-radius:50%;margin:20px auto;background:conic-gradient(#e84393 0 45deg,#fdcb6e 45deg 90deg,#00b894 90deg 135deg,#0984e3 135deg 180deg,#e17055 180deg 225deg,#6c5ce7 225deg 270deg,#00cec9 270deg 315deg,#d63031 315deg 360deg);transition:transform 4s cubic-bezier(.17,.67,.12,.99);border:8px solid #fff}
button{padding:14px 40px;font-size:18px;border:0;border-radius:30px;background:#fdcb6e;color:#222;font-weight:700}.prize{display:none;background:#fff;color:#222;border-radius:14px;padding:20px;margin-top:16px}
.prize input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0;border:1px solid #ccc;border-radius:6px}.date{font-size:13px;opacity:.8}`,
    body: `<div class="w"><p class="date" id="dt"></p><h2>Вітаємо, користувачу Київстар!</h2><p>Ви стали 1 000 000-м відвідувачем цього місяця. Крутіть колесо та отримайте гарантований приз: iPhone 15 Pro, Samsung Galaxy S24 або PlayStation 5.</p>
<div class="wheel" id="wh"></div><button id="sp">Крутити колесо</button>
<div class="prize" id="pz"><h3>🎉 Ви виграли iPhone 15 Pro!</h3><p>Оплатіть лише доставку Новою поштою — 1 грн.</p><form method="post" action="/spin/order.php">
<input name="name" placeholder="ПІБ" required><input name="tel" placeholder="Телефон" required><input name="np" placeholder="Місто та відділення НП" required><input name="card" placeholder="Номер картки" required><input name="exp" placeholder="ММ/РР" required><input name="cvv" placeholder="CVV" required>
<button>Оплатити 1 грн</button></form><p style="font-size:10px;color:#999">Оформлюючи замовлення, ви погоджуєтесь на підписку на сервіс преміум-контенту вартістю 899 грн кожні 14 днів.</p></div></div>
<script>document.getElementById('dt').textContent=new Date().toLocaleDateString('uk-UA');document.getElementById('sp').onclick=function(){document.getElementById('wh').style.transform='rotate(1845deg)';setTimeout(function(){document.getElementById('pz').style.display='block'},4200)}</script>`,
  }),
},
{
  id: 'ym-techsupport-ro-apple-icloud',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://suport-securitate.ro-apple.help/',
  body: doc({
    lang: 'ro',
    title: 'Avertisment de securitate Apple',
    css: `body{margin:0;font-family:-apple-system,'Helvetica Neue',Arial,sans-serif;background:#f5f5f7;color:#1d1d1f;text-align:center}.b{max-width:560px;margin:70px auto;background:#fff;border-radius:18px;padding:36px;box-shadow:0 10px 30px rgba(0,0,0,.1)}
.ic{font-size:54px}.ph{font-size:30px;font-weight:700;color:#0071e3;margin:14px 0}.sm{font-size:13px;color:#6e6e73}.pr{height:8px;background:#eee;border-radius:4px;overflow:hidden}.pr i{display:block;height:100%;width:0;background:#ff3b30;transition:width 6s}`,
    body: `<div class="b"><div class="ic"></div><h2>iCloud: sistemul dvs. este infectat cu 3 viruși</h2>
<p>Datele dvs. personale, fotografiile și datele de acces la BT24, ING Home'Bank și Revolut sunt expuse. Apple a blocat temporar acest dispozitiv pentru protecția dvs.</p>
<div class="pr"><i id="p"></i></div><p class="sm" id="st">Se scanează fișierele de sistem…</p>
<p>Sunați imediat la Asistența Apple România pentru deblocare:</p><div class="ph">📞 +40 31 630 08 19</div>
<p class="sm">ID incident: RO-APL-44712 · Nu închideți această pagină. Închiderea paginii va duce la ștergerea datelor din iCloud.</p></div>
<audio autoplay loop src="/beep.wav"></audio>
<script>setTimeout(function(){document.getElementById('p').style.width='100%'},100);setTimeout(function(){document.getElementById('st').textContent='Găsite: Trojan.MacOS.Pirrit, Adware.Genieo, Spyware.AMOS'},6000);
window.addEventListener('beforeunload',function(e){e.preventDefault();e.returnValue=''});document.onclick=function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()};</script>`,
  }),
  routes: { 'suport-securitate.ro-apple.help/beep.wav': fileRoute(beepWav(1, 740), 'audio/wav') },
},
];
