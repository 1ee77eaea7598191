import { type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, newsFrame, photo } from '../parts/xc-kit.js';

// Fake bTV article: a TV host "reveals" an AI trading platform; signup posts to an affiliate CRM.
const btvArticle = newsFrame({
  lang: 'bg',
  title: 'Водещият Николай Стоянов разкри в ефир как печели по 12 000 лв. на месец – бТВ Новини',
  outlet: 'бТВ Новини',
  color: '#e30613',
  nav: ['Начало', 'България', 'Свят', 'Икономика', 'Спорт', 'Шоу'],
  extraCss: `.reg{background:#fff7e6;border:2px solid #f0a020;padding:18px;border-radius:6px;font:15px Arial}.reg input{width:100%;padding:10px;margin:6px 0;border:1px solid #ccc}.reg button{width:100%;background:#18a84a;color:#fff;border:0;padding:14px;font:700 17px Arial}.cm{border-top:1px solid #ddd;padding:10px 0;font:14px Arial}.cm b{color:#385898}`,
  article: `<div class="meta">Икономика · обновена преди 2 часа</div>
<h1>Скандал в студиото: Николай Стоянов разкри как печели по 12 000 лв. на месец – БНБ поиска интервюто да бъде спряно</h1>
<figure>${photo('бТВ', 8)}<figcaption>Кадър от ефира, който беше прекъснат след 11 минути</figcaption></figure>
<p>По време на вечерното предаване водещият неочаквано сподели, че от година използва платформа за автоматична търговия с изкуствен интелект. „Вложих 250 евро и след седмица вече имах над 2 400“, каза той.</p>
<blockquote>„Банките не искат хората да знаят за това. Платформата търгува вместо теб – трябва ти само телефон и 15 минути на ден.“</blockquote>
<p>Ден след излъчването представители на Българската народна банка се обадили в телевизията с искане записът да бъде свален. Ние решихме да тестваме платформата сами.</p>
<p><b>Нашият журналист вложи минималните 250 €. След 7 дни балансът беше 3 118 €.</b></p>
<div class="reg" id="reg"><b>Регистрацията е отворена само днес за жители на България</b>
<form id="lf"><input name="first_name" placeholder="Име" required><input name="last_name" placeholder="Фамилия" required><input name="email" type="email" placeholder="Имейл" required>
<input name="phone" placeholder="+359" required><input type="hidden" name="aff" value="bg-btv-77"><input type="hidden" name="funnel" value="quantum-ai-bg"><button>ЗАПОЧНИ ДА ПЕЧЕЛИШ</button></form>
<div style="font-size:12px;color:#777;margin-top:6px">Остават <b id="left">14</b> свободни места</div></div>
<h3>Коментари</h3><div class="cm"><b>Петя Иванова</b> Регистрирах се вчера, вече ми се обади консултант, много мил човек!</div>
<div class="cm"><b>Георги Д.</b> Изтеглих първите 1 300 € днес. Благодаря, Николай!</div><div class="cm"><b>Мила Петрова</b> Защо никой не говори за това по новините?</div>`,
  sidebar: `<h4>Най-четени</h4><p>Времето утре: застудяване</p><p>Нови правила за пенсиите от януари</p><p>Цените на горивата падат</p>`,
  head: `<script>document.addEventListener('DOMContentLoaded',function(){var l=14;setInterval(function(){if(l>3)document.getElementById('left').textContent=--l},9000);
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});o.ip_country='BG';o.lang='bg';
fetch('https://api.leadhub-crm.io/v2/leads?api_key=lh_8f2c91aa',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).then(function(r){return r.json()}).then(function(j){location.href=j.autologin||'https://quantum-ai-bg.trade-online.live/welcome'}).catch(function(){location.href='https://quantum-ai-bg.trade-online.live/welcome'})}})</script>`,
});

// Standalone "AI platform" landing in Croatian with a lead form and fake regulator badges.
const adriaticLanding = doc({
  lang: 'hr',
  title: 'Adriatic Capital AI – zarađujte od kuće',
  css: `body{background:#0b1426;color:#e8edf6}.hero{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:1.2fr 1fr;gap:40px;padding:50px 20px}
h1{font-size:44px;line-height:1.1}h1 span{color:#2fd17b}.lead{font-size:18px;color:#b7c3d8}.badges{display:flex;gap:14px;margin-top:20px;font-size:12px;color:#8fa1bf}
.badges div{border:1px solid #2a3b5c;padding:8px 12px;border-radius:6px}.frm{background:#fff;color:#111;border-radius:14px;padding:26px}.frm input,.frm select{width:100%;padding:12px;margin:6px 0;border:1px solid #ccd;border-radius:8px}
.frm button{width:100%;background:#2fd17b;border:0;padding:15px;font-weight:700;font-size:17px;border-radius:8px}.live{background:#13203a;border-radius:10px;padding:14px;margin-top:22px;font-size:13px}
.live p{margin:5px 0}.live b{color:#2fd17b}`,
  body: `<div class="hero"><div>
<h1>Pustite umjetnoj inteligenciji da radi za vas – <span>do 1.200 € tjedno</span></h1>
<p class="lead">Adriatic Capital AI automatski trguje kriptovalutama, dionicama i zlatom. Točnost algoritma 99,4 %. Minimalni polog samo 250 €.</p>
<div class="badges"><div>✔ Licencirano (HANFA)</div><div>✔ SSL 256-bit</div><div>✔ Isplata u 24 h</div></div>
<div class="live" id="live"><p><b>Ivana iz Splita</b> upravo je isplatila 1.840 €</p></div></div>
<div class="frm"><h2 style="margin-top:0">Otvorite besplatan račun</h2>
<form id="fr"><input name="ime" placeholder="Ime" required><input name="prezime" placeholder="Prezime" required><input name="email" type="email" placeholder="E-mail" required>
<input name="tel" placeholder="+385 9x xxx xxxx" required><select name="iznos"><option>250 € – 1.000 €</option><option>1.000 € – 5.000 €</option><option>više od 5.000 €</option></select>
<button>REGISTRIRAJ SE BESPLATNO</button></form><p style="font-size:11px;color:#777">Registracijom pristajete da vas kontaktira osobni menadžer računa.</p></div></div>
<script>
var names=['Marko iz Zagreba','Ana iz Rijeke','Tomislav iz Osijeka','Petra iz Zadra','Luka iz Pule'];setInterval(function(){var n=names[Math.floor(Math.random()*names.length)];document.getElementById('live').innerHTML='<p><b>'+n+'</b> upravo je zaradio '+(300+Math.floor(Math.random()*2500))+' €</p>'},4000);
document.getElementById('fr').addEventListener('submit',function(e){e.preventDefault();var fd=new FormData(this);fd.append('offer','adriatic-ai');fd.append('geo','HR');fd.append('sub1',new URLSearchParams(location.search).get('fbclid')||'');
fetch('/api/lead',{method:'POST',body:fd}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect})});
</script>`,
});

// Recovery-room follow-up: "lawyers" promising to get back money lost to scam brokers, for an up-front fee.
const recoveryPage = doc({
  lang: 'el',
  title: 'LexRecover Europe – Ανάκτηση χαμένων κεφαλαίων',
  css: `header{background:#10233f;color:#fff;padding:18px 30px;display:flex;justify-content:space-between;align-items:center}header b{font-size:22px;letter-spacing:1px}
.hero{background:linear-gradient(120deg,#10233f,#2b4d7e);color:#fff;padding:50px 30px;text-align:center}.hero h1{font-size:34px;margin:0 0 10px}
.sec{max-width:900px;margin:30px auto;padding:0 16px}.stats{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;text-align:center}.stats div{background:#fff;padding:20px;border-radius:8px}.stats b{font-size:28px;color:#2b4d7e;display:block}
.cf{background:#fff;padding:24px;border-radius:8px}.cf input,.cf select,.cf textarea{width:100%;padding:11px;margin:6px 0;border:1px solid #bcc7d6;border-radius:4px}.cf button{background:#c9a227;color:#10233f;border:0;padding:14px;width:100%;font-weight:700;font-size:16px}
.lg{display:flex;gap:20px;justify-content:center;font-size:12px;color:#667;margin-top:20px}`,
  body: `<header><b>LEXRECOVER</b><span>☎ +30 211 198 4402 · 24/7</span></header>
<div class="hero"><h1>Πέσατε θύμα διαδικτυακής επενδυτικής απάτης;</h1><p>Οι δικηγόροι μας έχουν ανακτήσει πάνω από 38 εκατ. € για Έλληνες και Κύπριους επενδυτές. Συνεργαζόμαστε με Europol, Interpol και τις τράπεζες.</p></div>
<div class="sec"><div class="stats"><div><b>94%</b>επιτυχία</div><div><b>6.200+</b>υποθέσεις</div><div><b>14 ημέρες</b>μέσος χρόνος</div></div></div>
<div class="sec"><div class="cf"><h2>Δωρεάν αξιολόγηση υπόθεσης</h2>
<p style="font-size:14px">Ο φάκελός σας (αρ. <b>GR-REC-2025-7731</b>) έχει ήδη εξεταστεί. Τα κεφάλαιά σας εντοπίστηκαν σε πορτοφόλι που ελέγχει η πλατφόρμα. Για την έναρξη της νομικής διαδικασίας απαιτείται προκαταβολή δικαστικών εξόδων 10% του ποσού, η οποία επιστρέφεται μετά την ανάκτηση.</p>
<form id="rc"><input name="name" placeholder="Ονοματεπώνυμο" required><input name="email" type="email" placeholder="Email" required><input name="phone" placeholder="Τηλέφωνο" required>
<select name="platform"><option>Πλατφόρμα που σας εξαπάτησε…</option><option>Trade360Pro</option><option>CapitalixFX</option><option>BitNova Pro</option><option>Άλλη</option></select>
<input name="amount" placeholder="Χαμένο ποσό (€)" required><select name="paid_by"><option>Τραπεζική μεταφορά</option><option>Κάρτα</option><option>Κρυπτονομίσματα</option></select>
<textarea name="story" rows="3" placeholder="Περιγράψτε σύντομα τι συνέβη"></textarea><button>ΞΕΚΙΝΗΣΤΕ ΤΗΝ ΑΝΑΚΤΗΣΗ</button></form>
<div id="pay" style="display:none"><h3>Προκαταβολή εξόδων</h3><p>Καταθέστε το ποσό σε USDT (TRC20) στη διεύθυνση του νομικού μας θεματοφύλακα:</p><code style="font-size:15px;background:#eef;padding:8px;display:block">TQ7m2w1hYk4pZrJcA9xLbV6fN3sDuE8tGo</code><p>ή με μεταφορά στο IBAN LT94 3250 0466 1184 2231 (Δικαιούχος: LR Legal Services UAB).</p></div>
<div class="lg"><span>Europol</span><span>Interpol</span><span>CySEC</span><span>Επιτροπή Κεφαλαιαγοράς</span></div></div></div>
<script>document.getElementById('rc').onsubmit=function(e){e.preventDefault();fetch('/crm/intake',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('pay').style.display='block'}</script>`,
});

// Pig-butchering "exchange" dashboard a romance contact sends: big fake balance, withdrawal blocked until a "tax" deposit.
const romanceDash = doc({
  lang: 'bg',
  title: 'BitNova Pro – Моят профил',
  css: `body{background:#0e1117;color:#e6e8ee}.nav{display:flex;justify-content:space-between;padding:14px 22px;border-bottom:1px solid #222a36}.nav b{color:#f0b90b;font-size:20px}
.w{max-width:760px;margin:24px auto;padding:0 14px}.bal{background:#161b24;border-radius:12px;padding:22px}.bal .n{font-size:36px;font-weight:700}.up{color:#2ebd85}
.tx{width:100%;border-collapse:collapse;margin-top:18px;font-size:13px}.tx td{padding:8px;border-bottom:1px solid #222a36}
.wd{background:#161b24;border-radius:12px;padding:20px;margin-top:18px}.wd input{width:100%;padding:11px;background:#0e1117;border:1px solid #2b3340;color:#fff;border-radius:6px;margin:6px 0}
.wd button{background:#f0b90b;border:0;padding:12px;width:100%;border-radius:6px;font-weight:700}.al{background:#3a1d1d;border:1px solid #7a2e2e;padding:14px;border-radius:8px;margin-top:14px;display:none}
.chat{position:fixed;right:18px;bottom:18px;background:#f0b90b;color:#000;border-radius:24px;padding:10px 16px;font-size:13px}`,
  body: `<div class="nav"><b>BitNova Pro</b><span>Здравей, Даниела · VIP 2</span></div>
<div class="w"><div class="bal"><div style="color:#8b93a5">Общ баланс (USDT)</div><div class="n">48 230,17</div><div class="up">+ 312,40 % за 30 дни</div></div>
<table class="tx"><tr><td>Депозит</td><td>5 000 USDT</td><td>12.09</td></tr><tr><td>Депозит</td><td>6 500 USDT</td><td>25.09</td></tr><tr><td>Печалба от договор (Пол. 60s)</td><td class="up">+ 9 842 USDT</td><td>03.10</td></tr><tr><td>Печалба от договор (Пол. 120s)</td><td class="up">+ 26 888 USDT</td><td>17.10</td></tr></table>
<div class="wd"><h3 style="margin-top:0">Теглене</h3><form id="wd"><input name="addr" placeholder="USDT адрес (TRC20)"><input name="amt" value="48230"><button>Изтегли</button></form>
<div class="al" id="al"><b>Тегленето е спряно</b><p>Според политиката за борба с изпирането на пари преди първото теглене трябва да платите данък върху печалбата 15 % (<b>7 234,52 USDT</b>). Сумата се депозира отделно и се възстановява заедно с тегленето.</p>
<p>Депозитен адрес: <code>TVx3qW9pJk2mL7nR4sYbC8dF1gHzE6uAoT</code></p><p>Срок: 72 часа, след което акаунтът се замразява.</p></div></div></div>
<div class="chat">💬 Онлайн поддръжка</div>
<script>document.getElementById('wd').onsubmit=function(e){e.preventDefault();document.getElementById('al').style.display='block'}</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-invest-fake-btv-bg',
    label: 'scam',
    kind: 'fake-news-celebrity-investment',
    url: 'https://btv-novini.bg-finansi.info/ikonomika/nikolay-stoyanov-razkri/',
    body: btvArticle,
  },
  {
    id: 'xc-invest-platform-lead-hr',
    label: 'scam',
    kind: 'investment-platform-lead-form',
    url: 'https://adriatic-capital-ai.com/hr/?fbclid=IwAR2xq',
    body: adriaticLanding,
    routes: { 'adriatic-capital-ai.com/api/lead': jsonRoute({ ok: true, redirect: 'https://adriatic-capital-ai.com/hr/hvala' }) },
  },
  {
    id: 'xc-recovery-room-followup-gr',
    label: 'scam',
    kind: 'fund-recovery-scam',
    url: 'https://lexrecover-europe.com/gr/ypothesi/GR-REC-2025-7731',
    body: recoveryPage,
  },
  {
    id: 'xc-romance-crypto-bg',
    label: 'scam',
    kind: 'pig-butchering-fake-exchange',
    url: 'https://m.bitnova-pro.vip/bg/account/assets',
    body: romanceDash,
  },
];
