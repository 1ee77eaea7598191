import { type Entry } from '../entry.js';
import { cookieBar, doc, logo } from '../parts/xb-kit.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-ziraat-bireysel-ilk-giris',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://bireysel.ziraatbank.com.tr/Transactions/Login/FirstLogin.aspx?customertype=rt',
    headers: { 'strict-transport-security': 'max-age=31536000; includeSubDomains', 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'" },
    body: doc({
      title: 'Ziraat Bankası İnternet Şubesi',
      head: '<link rel="stylesheet" href="/Content/css/login.min.css?v=25.10.2">\n<script src="/Scripts/login.bundle.min.js?v=25.10.2" defer></script>\n',
      body: `<div class="zb-header">${logo({ name: 'ZİRAAT BANKASI', color: '#e30613', mark: 'wheat' })}<nav><a href="https://www.ziraatbank.com.tr/tr/bireysel">Bireysel</a><a href="https://www.ziraatbank.com.tr/tr/kurumsal">Kurumsal</a><a href="https://www.ziraatbank.com.tr/tr/iletisim">İletişim</a></nav></div>
<main class="zb-login">
<form method="post" action="/Transactions/Login/FirstLogin.aspx?customertype=rt" id="form1" autocomplete="off">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRkY7xA0pT8mWQ3qV2bA1yJc4gG0Rk=">
<input type="hidden" name="__EVENTVALIDATION" value="/wEdAAN8h1m0mZ2aTq0y3bF4L1YkPk8cR6Q=">
<h1>İnternet Şubesi Giriş</h1>
<label for="txtCustomerNumber">T.C. Kimlik No / Müşteri No</label><input id="txtCustomerNumber" name="txtCustomerNumber" maxlength="11" inputmode="numeric">
<label for="txtPassword">Şifre</label><input id="txtPassword" name="txtPassword" type="password" maxlength="6" inputmode="numeric">
<button type="button" class="vk-toggle" id="vkToggle">Sanal Klavye</button>
<button type="submit" class="primary">Devam</button>
<ul class="links"><li><a href="/Transactions/Login/GetPassword.aspx">Şifre Al</a></li><li><a href="https://www.ziraatbank.com.tr/tr/bireysel/dijital-bankacilik/internet-subesi">İnternet Şubesi Hakkında</a></li></ul>
</form>
<aside class="zb-security"><h2>Güvenliğiniz İçin</h2><ul><li>Bankamız SMS, e-posta veya telefonla hiçbir şekilde şifrenizi, kart bilgilerinizi ya da onay kodunuzu istemez.</li><li>"Aidat iadesi", "puan aktarımı" gibi başlıklarla gelen bağlantılara tıklamayınız.</li><li>İnternet Şubesi'ne yalnızca adres çubuğuna <b>bireysel.ziraatbank.com.tr</b> yazarak giriş yapınız.</li></ul></aside>
</main>
<footer class="zb-footer">© 2025 T.C. Ziraat Bankası A.Ş. · 0850 220 00 00 · <a href="https://www.ziraatbank.com.tr/tr/kisisel-verilerin-korunmasi">KVKK</a></footer>`,
    }),
    routes: {
      'bireysel.ziraatbank.com.tr/Content/css/login.min.css': cssRoute('body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.zb-header{display:flex;justify-content:space-between;align-items:center;background:#fff;padding:10px 30px;border-bottom:3px solid #e30613}.zb-header nav a{margin-left:16px;color:#333;text-decoration:none}.zb-login{display:flex;gap:30px;max-width:900px;margin:30px auto}#form1{background:#fff;padding:26px;width:380px}#form1 input{display:block;width:100%;box-sizing:border-box;padding:10px;margin:4px 0 14px}.primary{background:#e30613;color:#fff;border:0;padding:11px 30px}.zb-security{flex:1;font-size:14px}.zb-footer{text-align:center;font-size:12px;color:#777;padding:20px}'),
      'bireysel.ziraatbank.com.tr/Scripts/login.bundle.min.js': jsRoute(`(function(){"use strict";var t=document.getElementById("vkToggle"),p=document.getElementById("txtPassword");if(!t||!p)return;var k=null;t.addEventListener("click",function(){if(k){k.remove();k=null;return}k=document.createElement("div");k.className="vk";var d=[0,1,2,3,4,5,6,7,8,9];for(var i=d.length-1;i>0;i--){var j=Math.floor(Math.random()*(i+1)),x=d[i];d[i]=d[j];d[j]=x}d.forEach(function(n){var b=document.createElement("button");b.type="button";b.textContent=n;b.onclick=function(){if(p.value.length<6)p.value+=n};k.appendChild(b)});p.parentNode.insertBefore(k,p.nextSibling)});document.getElementById("form1").addEventListener("submit",function(e){if(!/^\\d{6}$/.test(p.value)){e.preventDefault();alert("Şifreniz 6 haneli olmalıdır.")}})})();`),
    },
  },
  {
    id: 'xb-clean-akbank-internet-subesi-giris',
    label: 'clean',
    kind: 'bank-own-login-spa',
    url: 'https://internetsubesi.akbank.com/web/giris',
    body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Akbank İnternet Şubesi</title><link rel="stylesheet" href="/web/static/css/main.8c1f2e.css"></head>
<body><noscript>Akbank İnternet Şubesi'ni kullanabilmek için JavaScript'i etkinleştirmeniz gerekmektedir.</noscript><div id="root"></div><script src="/web/static/js/main.3b9d71.js"></script></body></html>`,
    routes: {
      'internetsubesi.akbank.com/web/static/css/main.8c1f2e.css': cssRoute('body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f6f6f6}.ak-top{background:#e4002b;padding:14px 24px}.ak-card{max-width:400px;margin:40px auto;background:#fff;border-radius:10px;padding:26px;box-shadow:0 1px 6px rgba(0,0,0,.12)}.ak-card input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 14px;border:1px solid #ccc;border-radius:6px}.ak-card button{width:100%;padding:13px;background:#e4002b;color:#fff;border:0;border-radius:6px}.ak-note{font-size:12px;color:#666}'),
      'internetsubesi.akbank.com/web/static/js/main.3b9d71.js': jsRoute(`(function(){"use strict";var r=document.getElementById("root");
r.innerHTML='<div class="ak-top">${logo({ name: 'akbank', color: '#ffffff', mark: 'ring' }).replace(/'/g, "\\'")}</div><form class="ak-card" id="lf"><h2>Giriş Yap</h2><label>Müşteri Numarası / T.C. Kimlik No</label><input name="userId" autocomplete="username" maxlength="11"><label>Akbank Direkt Şifresi</label><input name="password" type="password" autocomplete="current-password" maxlength="6"><button type="submit">Devam</button><p class="ak-note">Akbank, SMS ile gönderdiği mesajlarda şifre veya kart bilgisi girmenizi isteyen bağlantılar paylaşmaz.</p></form>';
document.getElementById("lf").addEventListener("submit",function(e){e.preventDefault();var f=new FormData(e.target);fetch("/web/api/auth/login",{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json","X-Requested-With":"XMLHttpRequest"},body:JSON.stringify({userId:f.get("userId"),password:f.get("password"),channel:"WEB"})}).then(function(x){return x.json()}).then(function(j){if(j.next==="OTP")location.hash="#/dogrulama"})});})();`),
      'internetsubesi.akbank.com/web/api/auth/login': jsonRoute({ next: 'OTP', maskedPhone: '5** *** ** 11' }),
    },
  },
  {
    id: 'xb-clean-papara-web-giris',
    label: 'clean',
    kind: 'ewallet-own-login',
    url: 'https://www.papara.com/login',
    body: doc({
      title: 'Giriş Yap | Papara',
      css: `body{margin:0;background:#000;color:#fff;font-family:"Inter",system-ui,Arial,sans-serif}.c{max-width:400px;margin:70px auto;padding:0 20px}input{width:100%;box-sizing:border-box;background:#141414;border:1px solid #2b2b2b;border-radius:10px;color:#fff;padding:14px;margin:8px 0 14px;font-size:16px}
button{width:100%;background:#fff;color:#000;border:0;border-radius:10px;padding:14px;font-weight:700;font-size:16px}a{color:#bbb;font-size:13px}.n{font-size:12px;color:#888;margin-top:24px;border-top:1px solid #222;padding-top:12px}`,
      body: `<div class="c">${logo({ name: 'papara', color: '#ffffff', mark: 'letterP' })}<h1 style="font-size:26px">Giriş yap</h1>
<form method="post" action="/login"><input type="hidden" name="__RequestVerificationToken" value="CfDJ8M3q0k1mZb5oP2c7l3Q"><label>Telefon numarası, e-posta veya Papara numarası</label><input name="UserName" autocomplete="username"><label>Şifre</label><input name="Password" type="password" autocomplete="current-password"><button>Giriş yap</button></form>
<p><a href="/forgot-password">Şifremi unuttum</a> · <a href="/register">Hesap oluştur</a></p>
<p class="n">Papara çalışanları sizden asla şifrenizi, SMS doğrulama kodunuzu veya kimlik fotoğrafınızı telefon ya da sosyal medya üzerinden istemez. Hesap kısıtlamaları yalnızca uygulama içindeki "Bildirimler" ekranından iletilir.</p></div>`,
    }),
  },
  {
    id: 'xb-clean-birbank-onlayn-giris-az',
    label: 'clean',
    kind: 'bank-own-login-az',
    url: 'https://online.birbank.az/login',
    body: doc({
      title: 'Birbank — Onlayn bankçılıq',
      lang: 'az',
      css: `body{margin:0;background:#f5f5f7;font-family:Roboto,Arial,sans-serif}.h{background:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee}.h select{border:0;background:none}
.c{max-width:400px;margin:40px auto;background:#fff;border-radius:16px;padding:26px}.c input{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:10px;padding:13px;margin:8px 0 14px;font-size:16px}.c button{width:100%;background:#d6001c;color:#fff;border:0;border-radius:12px;padding:14px;font-size:16px}.s{font-size:12px;color:#888}`,
      body: `<div class="h">${logo({ name: 'Birbank', color: '#d6001c', mark: 'star' })}<select><option>AZ</option><option>RU</option><option>EN</option></select></div>
<form class="c" method="post" action="/login"><h2 style="margin-top:0">Daxil ol</h2><label>Mobil nömrə</label><input name="phone" value="+994 " autocomplete="tel"><label>Şifrə</label><input name="password" type="password" autocomplete="current-password"><button>Davam et</button>
<p class="s">Birinci dəfə daxil olursunuz? <a href="/register">Qeydiyyat</a>. Bank əməkdaşları heç vaxt SMS kodunu və ya kartın CVV kodunu soruşmur.</p></form>`,
    }),
  },
  {
    id: 'xb-clean-ziraatbank-de-online-banking',
    label: 'clean',
    kind: 'bank-own-login-de',
    url: 'https://www.ziraatbank.de/de/privatkunden/online-banking',
    body: doc({
      title: 'Online-Banking | Ziraat Bank International AG',
      lang: 'de',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222}.top{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #e5e5e5}.top nav a{margin-left:16px;color:#333;text-decoration:none;font-size:14px}
.g{max-width:960px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 16px}.bx{border:1px solid #e5e5e5;padding:22px}.bx a.b{display:inline-block;background:#e30613;color:#fff;padding:11px 22px;text-decoration:none;margin-top:10px}.w{background:#fff3f3;border-left:4px solid #e30613;padding:12px;font-size:14px}`,
      body: `<div class="top">${logo({ name: 'Ziraat Bank', color: '#e30613', mark: 'wheat', sub: 'International AG' })}<nav><a href="/de/privatkunden">Privatkunden</a><a href="/de/geschaeftskunden">Geschäftskunden</a><a href="/de/filialen">Filialen</a><a href="/tr">Türkçe</a></nav></div>
<div class="g"><div class="bx"><h1 style="font-size:22px;margin-top:0">Online-Banking</h1><p>Erledigen Sie Überweisungen nach Deutschland und in die Türkei, verwalten Sie Ihre Festgelder und rufen Sie Kontoauszüge ab – sicher mit dem PSD2-konformen pushTAN-Verfahren.</p><a class="b" href="https://online.ziraatbank.de/banking/login">Zum Online-Banking-Login</a></div>
<div class="bx"><h2 style="font-size:18px;margin-top:0">Sicherheitshinweise</h2><div class="w">Wir fordern Sie niemals per E-Mail, SMS oder Telefon auf, Ihre PIN oder TAN einzugeben oder Ihr Konto „zu verifizieren". Eine „PSD2-Umstellung", bei der Sie Ihre Daten auf einer verlinkten Seite eingeben sollen, gibt es nicht.</div><p style="font-size:14px">Verdächtige Nachrichten leiten Sie bitte an <b>sicherheit@ziraatbank.de</b> weiter. Sperr-Notruf: 116 116.</p></div></div>
${cookieBar({ lang: 'de', href: '/de/datenschutz', accent: '#e30613' })}`,
    }),
  },
];
