import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN, RAVEN_CSS, STEAM_CSS, bnetMark, discordMark, doc, epicMark, msMark, psMark, qrSvg, ravenFooter, ravenLogo, riotMark, steamMark, twitchMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-steam-store-own-login-qr',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://store.steampowered.com/login/?redir=account%2F&redir_ssl=1&snr=1_4_4__global-header',
  body: doc({
    title: 'Sign In',
    head: `<link rel="shortcut icon" href="/favicon.ico" type="image/x-icon"><meta name="referrer" content="origin">`,
    css: STEAM_CSS + `.login{max-width:740px;margin:40px auto;background:#181a21;border-radius:4px;padding:32px 40px;display:flex;gap:40px;box-shadow:0 0 30px rgba(0,0,0,.4)}
.login .l{flex:1}.login .r{width:210px;text-align:center}.login .r .q{background:#fff;padding:8px;border-radius:6px;width:200px;height:200px}.login .r .q svg{width:184px;height:184px}
h1.t{max-width:740px;margin:60px auto 0;color:#fff;font-weight:300;font-size:32px}`,
    body: `<div class="global_header"><a href="https://store.steampowered.com/">${steamMark(44)}</a><nav><a href="https://store.steampowered.com/">Store</a><a href="https://steamcommunity.com/">Community</a><a href="https://store.steampowered.com/about/">About</a><a href="https://help.steampowered.com/en/">Support</a></nav><div class="actions"><a href="https://store.steampowered.com/about/">Install Steam</a> &nbsp; <a href="https://store.steampowered.com/login/">login</a> | <a href="#">language</a></div></div>
<h1 class="t">Sign in</h1>
<div class="login"><div class="l"><form id="lf" action="https://store.steampowered.com/login/dologin/" method="post">
<div class="newlogindialog_Label">Sign in with account name</div><input class="newlogindialog_TextInput" name="username" autocomplete="username">
<div class="newlogindialog_Label secondary">Password</div><input class="newlogindialog_TextInput" type="password" name="password" autocomplete="current-password">
<label style="font-size:12px;color:#afafaf"><input type="checkbox" checked> Remember me</label><br><br><button class="btn_blue_steamui" type="submit">Sign in</button>
<p style="text-align:center;margin-top:16px"><a href="https://help.steampowered.com/en/wizard/HelpWithLogin?redir=store%2Flogin" style="color:#afafaf;font-size:12px;text-decoration:underline">Help, I can't sign in</a></p></form></div>
<div class="r"><div class="newlogindialog_Label">Or sign in with QR</div><div class="q">${qrSvg('https://s.team/q/1/8872616234125810221', 6.3)}</div><p style="font-size:12px;color:#afafaf">Use the <a href="https://store.steampowered.com/mobile">Steam Mobile App</a> to sign in via QR code</p></div></div>
<div style="max-width:740px;margin:30px auto;color:#8f98a0;font-size:13px"><b style="color:#fff">New to Steam?</b> <a href="https://store.steampowered.com/join/">Create an account</a>. It's free and easy. Discover thousands of games to play with millions of new friends.</div>
<footer class="steam">&copy; 2025 Valve Corporation. All rights reserved. All trademarks are property of their respective owners in the US and other countries. VAT included in all prices where applicable.<br><a href="https://store.steampowered.com/privacy_agreement/">Privacy Policy</a> | <a href="https://store.steampowered.com/legal/">Legal</a> | <a href="https://store.steampowered.com/subscriber_agreement/">Steam Subscriber Agreement</a> | <a href="https://store.steampowered.com/steam_refunds/">Refunds</a></footer>
<script src="https://store.akamai.steamstatic.com/public/javascript/login.js?v=Rj3cS8vJ1x2Q&l=english"></script>`,
  }),
  routes: {
    'store.akamai.steamstatic.com/public/javascript/login.js': jsRoute(`"use strict";(function(){var f=document.getElementById('lf');if(!f)return;f.addEventListener('submit',function(e){e.preventDefault();var u=f.username.value;fetch('https://api.steampowered.com/IAuthenticationService/GetPasswordRSAPublicKey/v1?account_name='+encodeURIComponent(u),{credentials:'include'}).then(function(r){return r.json()}).then(function(j){var k=j.response||{};var fd=new FormData();fd.append('account_name',u);fd.append('encrypted_password',window.RSA?RSA.encrypt(f.password.value,RSA.getPublicKey(k.publickey_mod,k.publickey_exp)):'');fd.append('encryption_timestamp',k.timestamp||'');fd.append('remember_login','true');fd.append('persistence','1');fd.append('website_id','Store');return fetch('https://api.steampowered.com/IAuthenticationService/BeginAuthSessionViaCredentials/v1',{method:'POST',body:fd,credentials:'include'})}).catch(function(){})})})();`),
  },
},
{
  id: 'yc-riot-own-signin-tr',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://authenticate.riotgames.com/?client_id=riot-client&method=riot_identity&platform=web&redirect_uri=https%3A%2F%2Fauthenticate.riotgames.com%2Fpost-login&locale=tr_TR',
  body: doc({
    title: 'Oturum aç',
    lang: 'tr',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Mark Pro",Arial,sans-serif;display:flex;min-height:100vh;background:#f9f9f9}
.side{width:460px;background:#fff;padding:48px 56px}.art{flex:1;background:linear-gradient(135deg,#d13639,#0f1923)}
h1{text-align:center;font-size:24px;margin:36px 0 24px}input{width:100%;height:56px;border:2px solid #ededed;background:#ededed;border-radius:4px;padding:0 14px;font-size:14px;margin-bottom:14px;font-weight:700}
.soc{display:flex;gap:10px;justify-content:center;margin:8px 0 20px}.soc span{width:96px;height:36px;border-radius:4px;display:grid;place-items:center;color:#fff;font-size:12px}
.go{width:72px;height:72px;border-radius:24px;background:#d13639;border:0;color:#fff;font-size:26px;display:block;margin:30px auto 0;cursor:pointer}.ft{font-size:12px;text-align:center;color:#888;margin-top:40px}.ft a{color:#888}`,
    body: `<div class="side"><div style="text-align:center">${riotMark(40)}</div><h1>Oturum aç</h1>
<form method="post" action="https://authenticate.riotgames.com/api/v1/login"><input name="username" placeholder="KULLANICI ADI" autocomplete="username"><input type="password" name="password" placeholder="ŞİFRE" autocomplete="current-password">
<div class="soc"><span style="background:#1877f2">Facebook</span><span style="background:#4285f4">Google</span><span style="background:#000">Apple</span><span style="background:#107c10">Xbox</span></div>
<label style="font-size:13px"><input type="checkbox" name="remember" style="width:auto;height:auto"> Oturumu açık tut</label><button class="go" type="submit">&#10140;</button></form>
<p class="ft"><a href="https://recovery.riotgames.com/tr">OTURUM AÇAMIYOR MUSUN?</a><br><a href="https://auth.riotgames.com/signup">HESAP OLUŞTUR</a></p>
<p class="ft" style="font-size:10px">Bu site hCaptcha ile korunmaktadır ve hCaptcha Gizlilik Politikası ile Hizmet Şartları geçerlidir.</p></div><div class="art"></div>
<script src="https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off" async defer></script>`,
  }),
},
{
  id: 'yc-ravenhold-own-account-login',
  label: 'clean',
  kind: 'company-own-login',
  url: 'https://account.ravenhold.com/login?client_id=store-web&return_to=https%3A%2F%2Fstore.ravenhold.com%2Flibrary',
  body: doc({
    title: 'Sign in | Ravenhold',
    css: RAVEN_CSS + `.card{max-width:420px;margin:56px auto 0;background:#181a20;border:1px solid #262a33;border-radius:12px;padding:34px 36px}
.card h1{font-size:22px;margin:18px 0 20px}label{font-size:13px;color:#c9ccd3;display:block;margin:12px 0 6px}
input{width:100%;height:44px;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;padding:0 12px;font-size:15px}
.sso{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-top:18px}.sso a{background:#0f1115;border:1px solid #333844;border-radius:6px;height:40px;display:grid;place-items:center;font-size:12px;color:#c9ccd3;text-decoration:none}
.row{display:flex;justify-content:space-between;font-size:13px;margin-top:12px}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(30)}</a><nav><a href="https://store.ravenhold.com/">Store</a><a href="https://ravenhold.com/launcher">Launcher</a><a href="https://hub.ravenhold.com/">Hub</a><a href="https://ravenhold.com/news">News</a></nav><span class="sp"></span></div>
<div class="card">${ravenLogo(28)}<h1>Sign in to Ravenhold</h1>
<form method="post" action="/login?client_id=store-web&amp;return_to=https%3A%2F%2Fstore.ravenhold.com%2Flibrary" id="lg"><input type="hidden" name="csrf_token" value="f1c0a7e2b9d4435c8e21d7b3a6c5e9f0">
<label for="e">Email or Ravenhold ID</label><input id="e" name="login" autocomplete="username webauthn">
<label for="p">Password</label><input id="p" type="password" name="password" autocomplete="current-password">
<div class="row"><label style="margin:0"><input type="checkbox" name="remember" style="width:auto;height:auto"> Keep me signed in</label><a href="https://account.ravenhold.com/password/reset">Forgot password?</a></div>
<div class="g-recaptcha" data-sitekey="6LcR4vEpAAAAAJw0zq8yFwV9xYgk2mB1o7pQe3sT" data-size="invisible"></div>
<button class="rh-btn" style="width:100%;margin-top:20px;height:46px">Sign in</button></form>
<p style="text-align:center;font-size:13px;margin:16px 0 0"><a href="/login/passkey?client_id=store-web">Sign in with a passkey</a></p>
<div class="sso"><a href="/oauth/google/start">Google</a><a href="/oauth/apple/start">Apple</a><a href="/oauth/xbox/start">Xbox</a><a href="/oauth/steam/start">Steam</a></div>
<p style="margin-top:20px;font-size:13px">New to Ravenhold? <a href="https://account.ravenhold.com/register">Create an account</a></p></div>
${ravenFooter()}
<script src="https://www.google.com/recaptcha/api.js?render=6LcR4vEpAAAAAJw0zq8yFwV9xYgk2mB1o7pQe3sT" async></script>`,
  }),
},
{
  id: 'yc-discord-own-login-qr-remote-auth',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://discord.com/login?redirect_to=%2Fchannels%2F%40me%2F1182640338201239612',
  body: doc({
    title: 'Discord',
    css: `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#5865f2 linear-gradient(135deg,#404eed,#5865f2 50%,#7289da);font-family:"gg sans","Noto Sans",Helvetica,Arial,sans-serif;color:#dbdee1}
.auth{width:784px;margin:80px auto;background:#313338;border-radius:5px;padding:32px;display:flex;gap:64px}
.l{flex:1}.l h1{color:#f2f3f5;font-size:24px;text-align:center;margin:0 0 8px;font-weight:600}.l p.s{text-align:center;color:#b5bac1;margin:0 0 20px}
label{font-size:12px;font-weight:700;text-transform:uppercase;color:#b5bac1;display:block;margin:0 0 8px}label span{color:#f23f43}
input{width:100%;height:40px;background:#1e1f22;border:0;border-radius:3px;color:#dbdee1;padding:10px;font-size:16px;margin-bottom:20px}
button{width:100%;height:44px;background:#5865f2;color:#fff;border:0;border-radius:3px;font-size:16px;cursor:pointer}
.r{width:240px;text-align:center}.r .q{background:#fff;border-radius:4px;padding:8px;width:176px;height:176px;margin:0 auto 32px}.r .q svg{width:160px;height:160px}.r h2{color:#f2f3f5;font-size:24px;margin:0 0 8px}
a{color:#00a8fc;text-decoration:none}`,
    body: `<div style="position:absolute;top:24px;left:24px">${discordMark(28)}</div>
<div class="auth"><div class="l"><h1>Welcome back!</h1><p class="s">We're so excited to see you again!</p>
<form id="lf"><label>Email or Phone Number <span>*</span></label><input name="login" autocomplete="username webauthn">
<label>Password <span>*</span></label><input name="password" type="password" autocomplete="current-password" style="margin-bottom:4px"><div style="margin-bottom:20px"><a href="#">Forgot your password?</a></div><button type="submit">Log In</button></form>
<p style="font-size:14px;color:#949ba4;margin-top:8px">Need an account? <a href="/register">Register</a></p></div>
<div class="r"><div class="q">${qrSvg('https://discord.com/ra/Zk3p9mT1qv8YbW0cR4xN2sL7', 5.5)}</div><h2>Log in with QR Code</h2><p style="color:#b5bac1">Scan this with the <b>Discord mobile app</b> to log in instantly.</p><a href="#">Or, sign in with passkey</a></div></div>
<script>
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var f=this;fetch('/api/v9/auth/login',{method:'POST',headers:{'Content-Type':'application/json','X-Super-Properties':'eyJvcyI6IldpbmRvd3MiLCJicm93c2VyIjoiQ2hyb21lIn0='},credentials:'include',body:JSON.stringify({login:f.login.value,password:f.password.value,undelete:false,login_source:null,gift_code_sku_id:null})}).then(function(r){return r.json()}).then(function(j){if(j.token)location.href='/channels/@me'}).catch(function(){})});
try{var ws=new WebSocket('wss://remote-auth-gateway.discord.gg/?v=2');ws.onmessage=function(){} }catch(e){}
</script>`,
  }),
  routes: { 'discord.com/api/v9/auth/login': jsonRoute({ message: 'Invalid Form Body', code: 50035 }, 400) },
},
{
  id: 'yc-ravenhold-own-roundcube-webmail',
  label: 'clean',
  kind: 'company-webmail',
  url: 'https://webmail.ravenhold.com/?_task=login',
  body: doc({
    title: 'Ravenhold Webmail :: Welcome to Ravenhold Webmail',
    head: `<meta name="robots" content="noindex,nofollow"><link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1704188640">`,
    css: `body{margin:0;background:#f4f4f4;font-family:"Source Sans Pro","Segoe UI",Roboto,Arial,sans-serif}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh;flex-direction:column}
#login-form{background:#fff;border:1px solid #d4dbde;border-radius:4px;padding:30px 40px;width:360px}
#logo{text-align:center;margin-bottom:20px}input.form-control{width:100%;box-sizing:border-box;height:38px;border:1px solid #d4dbde;border-radius:4px;padding:0 10px;font-size:15px;margin-bottom:12px}
.btn-primary{width:100%;height:40px;background:#37beff;border:0;border-radius:4px;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
#login-footer{font-size:12px;color:#999;margin-top:16px;text-align:center}`,
    body: `<div id="layout"><div id="login-form"><div id="logo">${ravenLogo(34, RAVEN.red, '#333')}</div>
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="p2W9tYq1VzK8xR3m"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="">
<input name="_user" id="rcmloginuser" class="form-control" placeholder="Username" autocomplete="username" autocapitalize="off"><input name="_pass" id="rcmloginpwd" class="form-control" type="password" placeholder="Password" autocomplete="current-password">
<button type="submit" class="btn-primary" id="rcmloginsubmit">Login</button></form></div>
<div id="login-footer">Ravenhold Webmail · Roundcube Webmail<br>Having trouble? Contact the IT service desk at <a href="https://servicedesk.ravenhold.com/">servicedesk.ravenhold.com</a> or ext. 4400.</div></div>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>`,
  }),
},
];
