import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-login-paypal-de',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.paypal.com/signin?country.x=DE&locale.x=de_DE&returnUri=%2Fmyaccount%2Fsummary',
  body: doc({
    lang: 'de',
    title: 'Bei Ihrem PayPal-Konto einloggen',
    css: loginCss('#0070ba', '#fff') + `.wrap{box-shadow:none;border:1px solid #eaeced;border-radius:12px}`,
    body: `<div class="wrap"><div class="logo" style="justify-content:center;color:#003087;font-style:italic">PayPal</div>
<form method="post" action="/signin" name="login"><input type="hidden" name="_csrf" value="xSnl2V2s7YzK9o2wLrCNpeX5hFQ0JH5m1s8="><input type="hidden" name="locale.x" value="de_DE">
<input type="email" name="login_email" placeholder="E-Mail-Adresse oder Handynummer" autocomplete="username"><a href="#" class="small">E-Mail-Adresse vergessen?</a><br><br><button type="submit">Weiter</button></form>
<p style="text-align:center" class="small">oder</p><button style="background:#fff;color:#0070ba;border:2px solid #0070ba">Neu anmelden</button>
<div class="foot"><a href="#">Kontakt</a><a href="#">Datenschutz</a><a href="#">AGB</a><a href="#">Weltweit</a><br>Deutsch | English</div></div>
<script>window.PAYPAL={ulData:{fnUrl:"/signin/fn-sync",csrf:"xSnl2V2s7YzK9o2wLrCNpeX5hFQ0JH5m1s8=",country:"DE"}};</script>`,
  }),
},
{
  id: 'zf-clean-login-rakuten-enavi-ja',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.rakuten-card.co.jp/e-navi/index.xhtml',
  body: doc({
    lang: 'ja',
    title: 'ログイン：楽天e-NAVI - 楽天カード',
    css: baseCss + `.rh{background:#bf0000;color:#fff;padding:12px 28px;font-weight:700}`,
    body: `<div class="rh">楽天カード 楽天e-NAVI</div><main><div class="card"><h2>ログイン</h2><form method="post" action="/e-navi/login.xhtml"><label>ユーザID</label><input type="text" name="u" autocomplete="username"><label>パスワード</label><input type="password" name="p" autocomplete="current-password"><button class="btn" style="background:#bf0000;width:100%">ログイン</button></form>
<p class="muted"><a href="#">ユーザIDをお忘れの方</a> ｜ <a href="#">パスワードをお忘れの方</a></p></div>
<h3>【ご注意】楽天カードを装った不審なメールにご注意ください</h3><p>楽天カードを装い、カード番号やセキュリティコードを入力させようとするフィッシングメール・SMSが確認されています。当社からのメールには、お客様のお名前と楽天会員ランクが記載されています。</p></main>
<footer>© Rakuten Card Co., Ltd. <a href="#">個人情報保護方針</a><a href="#">サイトのご利用について</a></footer>`,
  }),
},
{
  id: 'zf-clean-company-owa-logon',
  label: 'clean',
  kind: 'own-login',
  url: 'https://mail.hartmann-spedition.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.hartmann-spedition.com%2fowa%2f',
  body: doc({
    title: 'Outlook',
    css: `body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif}.l{position:absolute;left:0;top:0;bottom:0;width:40%;background:#0072c6}.f{position:absolute;left:46%;top:20%;width:340px}.f input{width:100%;padding:8px;margin:6px 0 12px;border:1px solid #ccc}.f .s{color:#0072c6;font-size:20px;cursor:pointer}`,
    body: `<div class="l"></div><div class="f"><div style="font-size:36px;color:#0072c6;font-weight:300">Outlook</div>
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off"><input type="hidden" name="destination" value="https://mail.hartmann-spedition.com/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<label style="font-size:13px">Domain\\user name:</label><input id="username" name="username"><label style="font-size:13px">Password:</label><input id="password" name="password" type="password">
<div class="s" onclick="document.logonForm.submit()">➔ sign in</div></form><p style="font-size:12px;color:#666;margin-top:40px">Hartmann Spedition GmbH – authorised users only. Connected to Microsoft Exchange.</p></div>`,
  }),
},
{
  id: 'zf-clean-saas-startup-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://app.ledgerly.io/login?next=%2Finvoices',
  body: doc({
    title: 'Log in · Ledgerly',
    css: loginCss('#4f46e5', '#f8fafc'),
    head: tagStub('G-LDG8812Q'),
    body: `<div class="wrap"><div class="logo"><img src="/static/logo.png" alt="">Ledgerly</div><h1>Welcome back</h1>
<button style="background:#fff;color:#333;border:1px solid #ccc;margin-bottom:10px">Continue with Google</button><button style="background:#fff;color:#333;border:1px solid #ccc">Continue with Microsoft</button>
<p class="small" style="text-align:center">or</p><form method="post" action="/api/session"><input type="email" name="email" placeholder="you@company.com" autocomplete="email"><input type="password" name="password" placeholder="Password" autocomplete="current-password"><button>Log in</button></form>
<p class="small"><a href="/forgot">Forgot password?</a> · New to Ledgerly? <a href="/signup">Start a free trial</a></p><div class="foot"><a href="https://ledgerly.io/privacy">Privacy</a><a href="https://ledgerly.io/terms">Terms</a><a href="https://status.ledgerly.io">Status</a></div></div>`,
  }),
  routes: { 'app.ledgerly.io/static/logo.png': imgRoute(79, 70, 229) },
},
{
  id: 'zf-clean-moodle-lycee-fr',
  label: 'clean',
  kind: 'own-login',
  url: 'https://moodle.lycee-jean-moulin-albi.fr/login/index.php',
  body: doc({
    lang: 'fr',
    title: 'ENT Lycée Jean Moulin : Connexion au site',
    css: baseCss + `body{background:#eef1f5}.card{background:#fff}`,
    body: `<main><div class="card"><h2>Lycée Jean Moulin – Moodle</h2><form action="https://moodle.lycee-jean-moulin-albi.fr/login/index.php" method="post" id="login"><input type="hidden" name="logintoken" value="q8Zr2mJcT0uN1xYvA3bW">
<label for="username">Nom d'utilisateur</label><input type="text" name="username" id="username" autocomplete="username"><label for="password">Mot de passe</label><input type="password" name="password" id="password" autocomplete="current-password"><button class="btn" type="submit">Connexion</button></form>
<p class="muted"><a href="#">Mot de passe perdu ?</a></p><hr><p class="muted">Se connecter avec : <a href="#">ENT Occitanie (EduConnect)</a></p><p class="muted">Les cookies doivent être activés dans votre navigateur.</p></div></main>`,
  }),
},
];
