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
  id: 'ym-fundraiser-fpv-drones-fake',
  label: 'scam',
  kind: 'fake-fundraiser',
  url: 'https://zbir-fpv-brygada.org/',
  body: doc({
    lang: 'uk',
    title: 'Терміновий збір: 150 FPV-дронів для штурмової бригади',
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;background:#10140f;color:#e8ecdf}.w{max-width:760px;margin:0 auto;padding:30px 18px}
h1{font-size:30px}.bar{height:18px;background:#2b3327;border-radius:10px;overflow:hidden}.bar i{display:block;height:100%;width:87%;background:linear-gradient(90deg,#ffd700,#0057b7)}
.num{display:flex;justify-content:space-between;font-size:14px;margin:6px 0 24px}.amt{display:flex;gap:8px;flex-wrap:wrap}.amt button{background:#2b3327;color:#fff;border:1px solid #556b2f;padding:10px 16px;border-radius:8px}
.f{background:#1b2119;border:1px solid #2f3a2b;border-radius:12px;padding:22px;margin-top:20px}.f input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0;background:#10140f;border:1px solid #3a4634;color:#fff;border-radius:8px}
.go{width:100%;padding:15px;background:#ffd700;color:#111;border:0;border-radius:8px;font-weight:700;font-size:17px;margin-top:10px}.badge{display:inline-block;font-size:12px;border:1px solid #ffd700;color:#ffd700;padding:3px 8px;border-radius:4px;margin-right:6px}
.w img{width:100%;border-radius:10px}.cr{font-family:monospace;font-size:13px;background:#0b0e0a;padding:10px;border-radius:6px;word-break:break-all}`,
    body: `<div class="w">
<span class="badge">✔ Перевірено Міноборони</span><span class="badge">✔ Звітність</span>
<h1>Терміновий збір: 150 FPV-дронів для штурмової бригади на Покровському напрямку</h1>
<img src="/img/drones.jpg" alt="" height="300">
<p>Хлопці тримають позиції під постійними атаками. Кожен дрон — це врятоване життя. Зібрати потрібно до завтра, бо постачальник тримає ціну лише 24 години. Нас перевірили волонтери та офіційні фонди, звіти публікуємо щодня.</p>
<div class="bar"><i></i></div><div class="num"><span>Зібрано <b id="got">2 614 300</b> ₴</span><span>Ціль 3 000 000 ₴</span></div>
<div class="amt"><button>200 ₴</button><button>500 ₴</button><button>1000 ₴</button><button>5000 ₴</button></div>
<div class="f"><b>Задонатити карткою</b>
<form id="don" method="post" action="/donate/charge.php">
<input name="sum" placeholder="Сума, ₴" value="500"><input name="card" id="pan" placeholder="Номер картки" inputmode="numeric" required>
<div style="display:flex;gap:8px"><input name="exp" id="exp" placeholder="ММ/РР" required><input name="cvv" placeholder="CVV" maxlength="3" required></div>
<button class="go">Задонатити</button></form>
<p style="font-size:13px">Або криптовалютою (USDT TRC20):</p><div class="cr">TQ4v8xR1wZpK3nBfT9hY2mLc7sJ5dG6aEe</div>
<p style="font-size:13px">BTC: <span class="cr">bc1q9h6vzqj3r4x8l2m7n0k5tw8e3yd4c6fs2ga7pu</span></p></div>
<p style="font-size:13px;color:#8a947f">Зібрано за останню годину: <span id="lh">41</span> донатів</p></div>
<script>${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));
var g=2614300;setInterval(function(){g+=Math.floor(Math.random()*900+100);document.getElementById('got').textContent=g.toLocaleString('uk-UA')},2500);
document.querySelectorAll('.amt button').forEach(function(b){b.onclick=function(){document.querySelector('[name=sum]').value=parseInt(b.textContent.replace(/\\s/g,''))}})</script>`,
  }),
},
{
  id: 'ym-veteran-one-off-payment-fee',
  label: 'scam',
  kind: 'fake-military-aid',
  url: 'https://veteran-vyplata.com.ua/',
  body: doc({
    lang: 'uk',
    title: 'Одноразова грошова допомога ветеранам та родинам військовослужбовців',
    css: cardCss('#3b5323', '#eef0ea') + `.card{max-width:560px}.gov{display:flex;gap:10px;align-items:center;font-weight:700}.steps{counter-reset:s;padding:0;list-style:none}.steps li{counter-increment:s;margin:8px 0;font-size:14px}.steps li::before{content:counter(s);display:inline-block;width:22px;height:22px;border-radius:50%;background:#3b5323;color:#fff;text-align:center;margin-right:8px;font-size:12px;line-height:22px}
.fee{background:#fff8e1;border:1px solid #ffe08a;padding:12px;border-radius:8px;font-size:14px}`,
    body: `<header class="top"><span class="gov">${uaFlag} Міністерство у справах ветеранів України</span></header>
<main><div class="card">
<h1>Одноразова допомога 35 000 грн</h1>
<p class="sub">Державна програма підтримки учасників бойових дій, ветеранів та членів сімей загиблих (постанова КМУ від 14.02.2024). Залишилось місць у програмі: <b id="left">214</b></p>
<ol class="steps"><li>Заповніть анкету отримувача</li><li>Сплатіть комісію банку-агента за переказ</li><li>Отримайте 35 000 грн протягом 1 робочого дня</li></ol>
<form id="vf" method="post" action="/anketa.php">
<div class="field"><label>ПІБ</label><input name="pib" required></div>
<div class="field"><label>Статус</label><select name="status"><option>Учасник бойових дій</option><option>Ветеран війни</option><option>Член сім'ї загиблого (померлого)</option><option>Особа з інвалідністю внаслідок війни</option></select></div>
<div class="field"><label>Номер посвідчення УБД</label><input name="ubd" required></div>
<div class="field"><label>Телефон</label><input name="tel" value="+380" required></div>
<div class="fee">Комісія за зарахування коштів банком-агентом — <b>149 грн</b>. Сплачується одноразово, повертається разом із виплатою.</div><br>
<div class="field"><label>Картка для оплати комісії та отримання виплати</label><input name="card" id="pan" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>ММ/РР</label><input name="exp" id="exp" required></div><div class="field"><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<button class="btn">Сплатити 149 грн та отримати 35 000 грн</button></form>
</div></main><footer class="bottom">© 2024 Мінветеранів · Гаряча лінія 1545</footer>
<script>${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));var l=214;setInterval(function(){if(l>9){l-=1;document.getElementById('left').textContent=l}},7000)</script>`,
  }),
},
{
  id: 'ym-shop-pl-dyson-outlet',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://dyson-outlet-polska.shop/',
  body: doc({
    lang: 'pl',
    title: 'Dyson Outlet Polska – Wyprzedaż do -75% | Oficjalny sklep',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#333}.ann{background:#000;color:#fff;text-align:center;padding:8px;font-size:13px}.hd{display:flex;justify-content:space-between;align-items:center;padding:18px 36px;border-bottom:1px solid #eee}
.hd b{font-size:26px;letter-spacing:2px}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:22px;max-width:1100px;margin:30px auto;padding:0 18px}.p{border:1px solid #eee;border-radius:6px;padding:16px;text-align:center}
.p .im{height:190px;background:#f3f3f3;border-radius:4px;margin-bottom:10px}.old{text-decoration:line-through;color:#999;margin-right:8px}.new{color:#d0021b;font-weight:700;font-size:20px}.off{background:#d0021b;color:#fff;font-size:12px;padding:3px 6px;border-radius:3px}
.p button{margin-top:10px;width:100%;padding:11px;background:#000;color:#fff;border:0;cursor:pointer}.cd{font-weight:700;color:#d0021b}`,
    body: `<div class="ann">🔥 Likwidacja magazynu! Ostatnie sztuki – wyprzedaż kończy się za <span class="cd" id="cd">02:14:37</span> · Darmowa dostawa</div>
<div class="hd"><b>dyson</b><span>🛒 Koszyk (0)</span></div>
<div class="grid">
<div class="p"><div class="im"></div><h3>Dyson V15 Detect Absolute</h3><span class="off">-75%</span><p><span class="old">3 499 zł</span><span class="new">874,75 zł</span></p><button data-id="v15">Dodaj do koszyka</button></div>
<div class="p"><div class="im"></div><h3>Dyson Airwrap Complete Long</h3><span class="off">-72%</span><p><span class="old">2 599 zł</span><span class="new">727,72 zł</span></p><button data-id="aw">Dodaj do koszyka</button></div>
<div class="p"><div class="im"></div><h3>Dyson Supersonic HD07</h3><span class="off">-70%</span><p><span class="old">1 999 zł</span><span class="new">599,70 zł</span></p><button data-id="ss">Dodaj do koszyka</button></div>
<div class="p"><div class="im"></div><h3>Dyson Purifier Hot+Cool HP09</h3><span class="off">-75%</span><p><span class="old">3 299 zł</span><span class="new">824,75 zł</span></p><button data-id="hp">Dodaj do koszyka</button></div>
<div class="p"><div class="im"></div><h3>Dyson Gen5detect</h3><span class="off">-78%</span><p><span class="old">3 999 zł</span><span class="new">879,78 zł</span></p><button data-id="g5">Dodaj do koszyka</button></div>
<div class="p"><div class="im"></div><h3>Dyson Corrale</h3><span class="off">-70%</span><p><span class="old">1 999 zł</span><span class="new">599,70 zł</span></p><button data-id="co">Dodaj do koszyka</button></div></div>
<div style="max-width:1100px;margin:0 auto 40px;padding:0 18px;font-size:13px;color:#666">Płatność wyłącznie przelewem natychmiastowym lub kartą. Kontakt: outlet.dyson.pl.sklep@gmail.com · DYSON OUTLET LTD, 71-75 Shelton Street, London</div>
<script>var t=2*3600+14*60+37;setInterval(function(){t--;var h=Math.floor(t/3600),m=Math.floor(t%3600/60),s=t%60;document.getElementById('cd').textContent=('0'+h).slice(-2)+':'+('0'+m).slice(-2)+':'+('0'+s).slice(-2)},1000);
document.querySelectorAll('.p button').forEach(function(b){b.onclick=function(){location.href='/checkout?p='+b.dataset.id}})</script>`,
  }),
  routes: {
    'dyson-outlet-polska.shop/checkout': htmlRoute(doc({
      lang: 'pl',
      title: 'Kasa – Dyson Outlet',
      css: cardCss('#000', '#fafafa') + '.card{max-width:520px}',
      body: `<main><div class="card"><h1>Dane do wysyłki i płatność</h1><form method="post" action="/checkout/pay"><div class="field"><label>Imię i nazwisko</label><input name="name" required></div><div class="field"><label>Adres</label><input name="addr" required></div><div class="field"><label>Telefon</label><input name="tel" required></div><div class="field"><label>Numer karty</label><input name="cc" required></div><div class="row"><div class="field"><label>MM/RR</label><input name="exp" required></div><div class="field"><label>CVV</label><input name="cvv" required></div></div><button class="btn">Zapłać i zamów</button></form></div></main>`,
    })),
  },
},
{
  id: 'ym-invest-lt-lrt-lookalike-platform',
  label: 'scam',
  kind: 'investment-deepfake',
  url: 'https://lrt-naujienos.online/verslas/prezidentas-investicijos',
  body: doc({
    lang: 'lt',
    title: 'Prezidentas pristatė naują investavimo platformą lietuviams | Naujienos',
    css: newsCss,
    body: `<div class="nb" style="background:#1a3d6e">LRT NAUJIENOS</div><div class="nav"><a href="#">Lietuvoje</a><a href="#">Pasaulyje</a><a href="#">Verslas</a><a href="#">Sportas</a></div>
<article><p class="meta">Verslas · 2024-03-11</p>
<h1>Prezidentas tiesioginiame eteryje: „Kiekvienas lietuvis gali uždirbti 15 000 eurų per mėnesį“</h1>
<p>Per pokalbių laidą valstybės vadovas netikėtai papasakojo apie platformą, kurią sukūrė lietuvių programuotojai kartu su Europos Komisija. Laidos vedėjai bandė nutraukti pokalbį, tačiau įrašas jau pasiekė tūkstančius žiūrovų.</p>
<div class="vid"><div class="pl"></div></div>
<blockquote>„Pakanka investuoti 250 eurų. Dirbtinis intelektas prekiauja už jus, o pelną galite išsiimti bet kada“, – teigė prezidentas.</blockquote>
<p>Lietuvos bankas dar nepatvirtino programos, todėl registracija gali būti bet kada uždaryta.</p>
${regForm({ title: 'Registruokitės dabar – liko 17 vietų', first: 'Vardas', last: 'Pavardė', email: 'El. paštas', phone: 'Telefonas', btn: 'PRADĖTI UŽDIRBTI', prefix: '+370', note: 'Jūsų asmeninis vadybininkas susisieks per 15 minučių.' }, '/api/lead.php')}
<div class="cm"><b>Rasa K.</b> – Per pirmą savaitę uždirbau 2 340 €. Ačiū, prezidente!</div></article>`,
  }),
},
{
  id: 'ym-police-lock-pl-grzywna',
  label: 'scam',
  kind: 'police-extortion',
  url: 'https://policja-cbzc.gov-pl.help/blokada/?id=PL-88314',
  body: doc({
    lang: 'pl',
    title: 'Centralne Biuro Zwalczania Cyberprzestępczości – Komputer zablokowany',
    css: `html,body{margin:0;height:100%;background:#001f4d;color:#fff;font-family:Arial,sans-serif;overflow:hidden}.w{max-width:900px;margin:0 auto;padding:30px}.hd{display:flex;gap:16px;align-items:center;border-bottom:2px solid #c9a227;padding-bottom:14px}
.star{width:60px;height:60px;border-radius:50%;background:#c9a227;color:#001f4d;font-size:30px;display:flex;align-items:center;justify-content:center}.box{background:#fff;color:#111;border-radius:6px;padding:22px;margin-top:20px}
.fine{font-size:30px;color:#b00;font-weight:700}.box input{padding:11px;width:260px;border:1px solid #aaa}.box button{padding:12px 24px;background:#001f4d;color:#fff;border:0}.ip{font-family:monospace;background:#eee;padding:2px 6px}`,
    body: `<div class="w"><div class="hd"><div class="star">★</div><div><b style="font-size:22px">POLICJA · CBZC</b><br>Centralne Biuro Zwalczania Cyberprzestępczości</div></div>
<h1>Twój komputer został zablokowany</h1>
<p>Z Twojego adresu IP <span class="ip" id="ip">…</span> odnotowano przeglądanie materiałów zabronionych na podstawie art. 200 i 202 Kodeksu karnego. Zgodnie z procedurą przyspieszoną możesz uniknąć postępowania karnego, uiszczając grzywnę w ciągu 12 godzin.</p>
<div class="box"><p>Grzywna: <span class="fine">500 zł</span></p><p>Wpisz kod voucheru Paysafecard lub dane karty płatniczej:</p>
<form method="post" action="/blokada/pay.php"><input name="psc" placeholder="Kod PIN Paysafecard (16 cyfr)"> <button>Zapłać grzywnę</button></form>
<p style="font-size:13px">Po upływie czasu sprawa zostanie przekazana do prokuratury, a dane przesłane do Twojego pracodawcy. Pozostało: <b id="t">11:59:59</b></p></div></div>
<audio autoplay loop src="/blokada/alarm.wav"></audio>
<script>fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){document.getElementById('ip').textContent=j.ip}).catch(function(){document.getElementById('ip').textContent='83.24.117.9'});
document.documentElement.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};window.onbeforeunload=function(){return 'Zamknięcie strony nie odblokuje komputera'};
var s=43199;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/3600)+':'+('0'+Math.floor(s%3600/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
  routes: { 'policja-cbzc.gov-pl.help/blokada/alarm.wav': fileRoute(beepWav(2, 660), 'audio/wav') },
},
{
  id: 'ym-techsupport-pl-defender-call',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://ostrzezenie-windows.pl-support.net/alert/?code=0x80073b01',
  body: doc({
    lang: 'pl',
    title: 'Zabezpieczenia Windows – Alert',
    css: `html,body{margin:0;height:100%;font-family:'Segoe UI',Arial,sans-serif;background:#0078d7;color:#fff}.ov{position:fixed;inset:0;background:rgba(0,0,0,.35)}
.dlg{position:fixed;top:12%;left:50%;transform:translateX(-50%);width:620px;background:#fff;color:#222;box-shadow:0 10px 40px rgba(0,0,0,.5)}.dlg .t{background:#e81123;color:#fff;padding:10px 16px;font-weight:600}
.dlg .c{padding:20px}.ph{font-size:28px;font-weight:700;color:#0078d7}.btns{text-align:right;padding:0 20px 18px}.btns button{padding:8px 22px;margin-left:8px;border:1px solid #999;background:#eee}
.bg{padding:30px;font-size:14px;line-height:1.6;max-width:700px}`,
    body: `<div class="bg"><h2>Windows Defender — Centrum zabezpieczeń</h2><p>Skanowanie zakończone: wykryto 5 zagrożeń. Trojan:Win32/Emotet.RT!MTB, Spyware:Win32/KeyLogger, PUA:Win32/CoinMiner…</p></div>
<div class="ov"></div>
<div class="dlg"><div class="t">⚠ Dostęp do tego komputera został zablokowany</div><div class="c">
<p>Twój komputer został zablokowany z powodu podejrzanej aktywności. Hasła do bankowości, poczty e-mail i Facebooka mogą być wykradane w tej chwili.</p>
<p><b>Nie wyłączaj ani nie uruchamiaj ponownie komputera.</b> Może to doprowadzić do utraty danych. Zadzwoń do certyfikowanego technika Microsoft:</p>
<p class="ph">☎ +48 22 307 41 86</p><p style="font-size:13px">(Bezpłatne połączenie · Wsparcie techniczne Windows · 24/7)</p></div>
<div class="btns"><button id="a">Anuluj</button><button id="b" style="background:#0078d7;color:#fff;border-color:#0078d7">OK</button></div></div>
<audio id="snd" loop src="/alert/beep.wav"></audio>
<script>var s=document.getElementById('snd');function lock(){try{document.documentElement.requestFullscreen();navigator.keyboard&&navigator.keyboard.lock()}catch(e){}s.play().catch(function(){})}
document.addEventListener('click',lock);document.addEventListener('keydown',function(e){e.preventDefault();lock()});
for(var i=0;i<20;i++)history.pushState({},'',location.href);window.onbeforeunload=function(){return '!'};
setTimeout(function(){alert('OSTRZEŻENIE! Komputer zainfekowany. Zadzwoń: +48 22 307 41 86')},1500);</script>`,
  }),
  routes: { 'ostrzezenie-windows.pl-support.net/alert/beep.wav': fileRoute(beepWav(1, 1000), 'audio/wav') },
},
];
