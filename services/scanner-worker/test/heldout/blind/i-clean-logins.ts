import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, cookieBar, msSquares, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Legitimate sign-in pages: companies' own SSO (incl. tenants on identity platforms), brands' real login
// pages on their real domains, banks' real online-banking logins, webmail on the provider's domain.

export const entries: Entry[] = [
  {
  id: 'i-clean-sso-auth0-custom-domain-clinic',
  label: 'clean',
  kind: 'own-login',
  url: 'https://auth.kestrelcare-health.com/u/login?state=hKFo2SBvT3hRZ2xqYmFTMmZ6d3p3bV9xNU5uNDJNRGJfY2Y3a6Fur3VuaXZlcnNhbC1sb2dpbqN0aWTZIE1rWnE3',
  body: doc({
    title: 'Log in | KestrelCare Patient Portal',
    head: `<meta name="robots" content="noindex, nofollow"><style>body{margin:0;font-family:ulp-font,-apple-system,BlinkMacSystemFont,Roboto,Helvetica,sans-serif;background:#f3f6f8;display:flex;min-height:100vh;align-items:center;justify-content:center}main{width:400px;background:#fff;border-radius:5px;box-shadow:0 12px 40px rgba(0,0,0,.12);padding:40px}header{text-align:center}header img{height:52px}h1{font-size:24px;font-weight:400;color:#1e212a;margin:24px 0 8px}header p{font-size:14px;color:#1e212a}.input-wrapper{margin:16px 0}.input-wrapper input{width:100%;box-sizing:border-box;height:52px;border:1px solid #c9cace;border-radius:3px;padding:0 16px;font-size:16px}button{width:100%;height:52px;background:#0a7e8c;border:0;border-radius:3px;color:#fff;font-size:16px}.ulp-alternate-action{font-size:14px;text-align:center;margin-top:16px}a{color:#0a7e8c}.legal{font-size:12px;color:#65676e;text-align:center;margin-top:20px}</style>`,
    body: `<main class="_widget login-id">
<header><img src="/static/kestrel-logo.png" alt="KestrelCare"><h1>Welcome</h1><p>Log in to KestrelCare to continue to Patient Portal.</p></header>
<form method="POST" class="_form-login-id" data-form-primary="true">
 <input type="hidden" name="state" value="hKFo2SBvT3hRZ2xqYmFTMmZ6d3p3bV9xNU5uNDJNRGJfY2Y3a6Fur3VuaXZlcnNhbC1sb2dpbqN0aWTZIE1rWnE3">
 <div class="input-wrapper"><input class="input" name="username" id="username" type="text" placeholder="Email address" autocomplete="email" inputmode="email" autofocus></div>
 <div class="input-wrapper"><input class="input" name="password" id="password" type="password" placeholder="Password" autocomplete="current-password"></div>
 <p style="font-size:14px"><a href="/u/reset-password/request/Username-Password-Authentication?state=hKFo2SBvT3h">Forgot password?</a></p>
 <button type="submit" name="action" value="default">Continue</button>
</form>
<div class="ulp-alternate-action">Don't have an account? <a href="/u/signup?state=hKFo2SBvT3h">Sign up</a></div>
<p class="legal">KestrelCare Health Partners, 1800 Larimer St, Denver CO. Questions about your portal account? Call (303) 555-0190.<br><a href="https://www.kestrelcare-health.com/privacy">Notice of Privacy Practices</a></p>
</main>`,
  }),
  routes: { 'auth.kestrelcare-health.com/static/kestrel-logo.png': pngRoute(10, 126, 140) },
},
  {
  id: 'i-clean-sso-azureb2c-retail-loyalty',
  label: 'clean',
  kind: 'own-login',
  url: 'https://lindqvistmarket.b2clogin.com/lindqvistmarket.onmicrosoft.com/b2c_1a_signup_signin/oauth2/v2.0/authorize?client_id=6b8f2e1d-4c5a-4f3e-9d12-7a6e5b4c3d2f&redirect_uri=https%3A%2F%2Fwww.lindqvistmarket.se%2Fauth&scope=openid&response_type=code&ui_locales=sv',
  body: doc({
    title: 'Logga in – Lindqvist Market Plus',
    lang: 'sv',
    head: `<style>body{margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#faf7f2}.top{background:#1f5135;color:#fff;padding:16px 28px;font-size:20px;font-weight:600}#api{max-width:420px;margin:40px auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 10px #0001}.entry-item{margin-bottom:16px}.entry-item label{display:block;font-size:14px;margin-bottom:4px}.entry-item input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b9b9b9;border-radius:4px;font-size:15px}#next{width:100%;background:#1f5135;color:#fff;border:0;padding:12px;border-radius:4px;font-size:16px}.divider{text-align:center;color:#777;margin:18px 0}.bankid{width:100%;background:#fff;border:1px solid #193e4f;color:#193e4f;padding:11px;border-radius:4px}.f{font-size:12px;color:#666;text-align:center}</style>`,
    body: `<div class="top">Lindqvist Market <span style="font-weight:300">Plus</span></div>
<div id="api" role="main">
 <div class="intro"><h2>Logga in</h2><p>Logga in med din e-postadress eller med BankID för att se dina bonuscheckar och kvitton.</p></div>
 <form id="localAccountForm" action="SelfAsserted?tx=StateProperties=eyJUSUQiOiI3" method="post">
  <div class="entry-item"><label for="signInName">E-postadress</label><input type="email" id="signInName" name="signInName" autocomplete="email"></div>
  <div class="entry-item"><label for="password">Lösenord</label><input type="password" id="password" name="password" autocomplete="current-password"></div>
  <div class="entry-item"><a id="forgotPassword" href="/lindqvistmarket.onmicrosoft.com/B2C_1A_PasswordReset/api/CombinedSigninAndSignup/unified">Glömt ditt lösenord?</a></div>
  <button id="next" type="submit">Logga in</button>
 </form>
 <div class="divider">eller</div>
 <button class="bankid" type="button">Logga in med BankID</button>
 <p class="f">Inget konto? <a href="#">Bli medlem</a> · <a href="https://www.lindqvistmarket.se/integritet">Integritetspolicy</a></p>
</div>
${cookieBar('en')}`,
  }),
},
  {
  id: 'i-clean-own-login-saas-fieldservice',
  label: 'clean',
  kind: 'own-login',
  url: 'https://app.crewlyne.io/login?next=%2Fdispatch%2Fboard',
  body: doc({
    title: 'Sign in · Crewlyne',
    head: `<link rel="stylesheet" href="/static/css/auth.3f9a1c.css">${gtagStub('G-CRW7Q2LX0P')}<meta name="description" content="Crewlyne field service scheduling and dispatch.">`,
    body: `<div class="auth-shell">
 <aside class="auth-aside"><h2>Dispatch smarter.</h2><p>Schedule crews, track jobs and invoice from the field. Trusted by 4,000+ HVAC, plumbing and electrical contractors.</p><blockquote>“We cut our drive time by 18% in the first month.” — Dana R., Ridgeline Mechanical</blockquote></aside>
 <main class="auth-main">
  <a href="https://www.crewlyne.io" class="brand">crewlyne</a>
  <h1>Welcome back</h1>
  <button class="sso google" type="button">Continue with Google</button>
  <button class="sso ms" type="button">Continue with Microsoft</button>
  <div class="sep"><span>or</span></div>
  <form action="/login" method="post" novalidate>
   <input type="hidden" name="csrfmiddlewaretoken" value="dP2vH8qYw5eR1tZk3NmL7xC0bJ9aF4sG">
   <label>Work email<input type="email" name="email" autocomplete="username" required></label>
   <label>Password<input type="password" name="password" autocomplete="current-password" required></label>
   <div class="row"><label class="chk"><input type="checkbox" name="remember" checked> Remember this device</label><a href="/password/reset">Forgot password?</a></div>
   <button type="submit" class="primary">Sign in</button>
  </form>
  <p class="muted">New to Crewlyne? <a href="https://www.crewlyne.io/trial">Start a 14-day free trial</a></p>
  <footer><a href="https://status.crewlyne.io">Status</a> · <a href="https://www.crewlyne.io/legal/terms">Terms</a> · <a href="https://www.crewlyne.io/legal/privacy">Privacy</a> · © 2025 Crewlyne Inc.</footer>
 </main>
</div>`,
  }),
  routes: {
    'app.crewlyne.io/static/css/auth.3f9a1c.css': cssRoute(`body{margin:0;font-family:Inter,system-ui,sans-serif;color:#14213d}.auth-shell{display:flex;min-height:100vh}.auth-aside{flex:1;background:#14213d;color:#e5e5e5;padding:80px 60px}.auth-main{flex:1;max-width:420px;margin:60px auto;padding:0 30px}.brand{font-weight:800;font-size:26px;color:#fca311;text-decoration:none}.sso{display:block;width:100%;padding:11px;margin:8px 0;border:1px solid #ccd;background:#fff;border-radius:6px}.sep{text-align:center;color:#999;margin:14px 0}label{display:block;font-size:14px;margin:10px 0}label input{display:block;width:100%;box-sizing:border-box;padding:10px;margin-top:4px;border:1px solid #bbc;border-radius:6px}.row{display:flex;justify-content:space-between;font-size:13px}.primary{width:100%;padding:12px;background:#fca311;border:0;border-radius:6px;font-weight:600;margin-top:10px}.muted{color:#777;font-size:13px}footer{font-size:12px;color:#999;margin-top:40px}`),
  },
},
  {
  id: 'i-clean-own-login-jp-ecshop-member',
  label: 'clean',
  kind: 'own-login',
  url: 'https://www.hinoki-zakka.jp/mypage/login.php',
  body: doc({
    title: 'ログイン｜ひのき雑貨店 オンラインショップ',
    lang: 'ja',
    head: `<style>body{margin:0;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;background:#fbf8f3;color:#333}header{background:#fff;padding:14px 30px;border-bottom:1px solid #e5ddd0;display:flex;justify-content:space-between}header b{color:#6b4f2a;font-size:20px}.cols{display:flex;gap:30px;max-width:900px;margin:30px auto}.col{flex:1;background:#fff;padding:24px;border:1px solid #eee}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb;margin:4px 0 12px}.btn{width:100%;background:#6b4f2a;color:#fff;border:0;padding:12px}.btn2{width:100%;background:#fff;color:#6b4f2a;border:1px solid #6b4f2a;padding:12px}footer{text-align:center;font-size:12px;color:#888;margin:30px}</style>`,
    body: `<header><b>ひのき雑貨店</b><span style="font-size:13px">送料無料（税込5,500円以上）</span></header>
<div class="cols">
<div class="col"><h2>会員の方</h2>
<form action="/mypage/login_check.php" method="post"><input type="hidden" name="_token" value="a81f3c0e9b">
<label>メールアドレス</label><input type="email" name="login_email"><label>パスワード</label><input type="password" name="login_pass">
<label><input type="checkbox" name="login_memory" style="width:auto"> 次回から自動でログインする</label><br><br>
<button class="btn">ログイン</button></form>
<p style="font-size:13px"><a href="/forgot/">パスワードを忘れた方はこちら</a></p></div>
<div class="col"><h2>はじめての方</h2><p>会員登録をすると、ポイントが貯まるほか、購入履歴の確認やお届け先の登録ができます。</p><button class="btn2" onclick="location.href='/entry/'">新規会員登録</button><p style="font-size:13px;margin-top:20px">会員登録せずに購入する場合は、カートから「ゲスト購入」をお選びください。</p></div>
</div>
<footer>特定商取引法に基づく表記 ｜ プライバシーポリシー ｜ お問い合わせ<br>© 2025 Hinoki Zakka Co., Ltd.</footer>`,
  }),
},
  {
  id: 'i-clean-brand-google-signin-identifier',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&service=mail&flowName=GlifWebSignIn&flowEntry=ServiceLogin&dsh=S-i-clean-1127',
  body: doc({
    title: 'Gmail',
    head: `<style>body{margin:0;font-family:'Google Sans',roboto,'Noto Sans Myanmar UI',arial,sans-serif;background:#f0f4f9}.card{max-width:1040px;margin:12vh auto;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px}.l{flex:1}.r{flex:1}h1{font-size:36px;font-weight:400;margin:20px 0 10px}.inp{width:100%;box-sizing:border-box;height:56px;border:1px solid #747775;border-radius:4px;padding:0 15px;font-size:16px}.lnk{color:#0b57d0;font-size:14px;font-weight:500;text-decoration:none}.acts{display:flex;justify-content:flex-end;gap:16px;margin-top:40px;align-items:center}.nx{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-weight:500}.ft{max-width:1040px;margin:0 auto;display:flex;justify-content:space-between;font-size:12px;color:#444}</style>`,
    body: `<div class="card">
<div class="l"><svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true"><path fill="#4285F4" d="M45.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h11.8c-.5 2.8-2.1 5.1-4.4 6.7v5.6h7.1c4.2-3.8 6.6-9.5 6.6-16.8z"/><path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.6c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.5-3.8-12.3-9H4.4v5.7C8 41.1 15.4 46 24 46z"/><path fill="#FBBC05" d="M11.7 28.2c-.4-1.3-.7-2.8-.7-4.2s.3-2.9.7-4.2v-5.7H4.4C2.9 17.1 2 20.5 2 24s.9 6.9 2.4 9.9l7.3-5.7z"/><path fill="#EA4335" d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.4 2 8 6.9 4.4 14.1l7.3 5.7c1.8-5.2 6.6-9 12.3-9z"/></svg>
<h1>Sign in</h1><div>to continue to Gmail</div></div>
<div class="r"><form id="identifier" method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute" onsubmit="return false">
<input class="inp" type="email" name="identifier" id="identifierId" autocomplete="username" aria-label="Email or phone" placeholder="Email or phone">
<div style="margin-top:10px"><a class="lnk" href="/signin/v2/usernamerecovery">Forgot email?</a></div>
<p style="font-size:14px;color:#444;margin-top:36px">Not your computer? Use a private browsing window to sign in. <a class="lnk" href="https://support.google.com/accounts?p=signin_privatebrowsing">Learn more about using Guest mode</a></p>
<div class="acts"><a class="lnk" href="/lifecycle/steps/signup/name">Create account</a><button class="nx" type="submit">Next</button></div>
</form></div>
</div>
<div class="ft"><span>English (United States) ▾</span><span><a href="https://support.google.com/accounts">Help</a> · <a href="https://policies.google.com/privacy">Privacy</a> · <a href="https://policies.google.com/terms">Terms</a></span></div>`,
  }),
},
  {
  id: 'i-clean-brand-netflix-login-es',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.netflix.com/es/login?nextpage=https%3A%2F%2Fwww.netflix.com%2Fbrowse&i=1',
  body: doc({
    title: 'Netflix',
    lang: 'es',
    head: `<style>body{margin:0;font-family:'Netflix Sans','Helvetica Neue',Helvetica,Arial,sans-serif;background:#000;color:#fff}.hd{padding:24px 48px;color:#e50914;font-size:36px;font-weight:900}.login-body{max-width:450px;margin:0 auto;background:rgba(0,0,0,.7);padding:48px 68px;box-sizing:border-box;border-radius:4px}h1{font-size:32px}input{width:100%;box-sizing:border-box;background:rgba(22,22,22,.7);border:1px solid #808080;border-radius:4px;color:#fff;padding:16px;margin-bottom:16px;font-size:16px}.b{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;padding:10px;font-size:16px;font-weight:500}.or{text-align:center;color:#b3b3b3;margin:16px}.code{width:100%;background:rgba(128,128,128,.4);color:#fff;border:0;border-radius:4px;padding:10px;font-size:16px}.m{color:#b3b3b3;font-size:13px}footer{color:#b3b3b3;font-size:13px;padding:40px 10%;margin-top:60px;background:rgba(0,0,0,.75)}</style>`,
    body: `<div class="hd">NETFLIX</div>
<div class="login-body"><h1>Inicia sesión</h1>
<form method="post" action="/es/login"><input type="hidden" name="authURL" value="1764421189612.Zq3k+f9wTlp8i0/zqJbNjN4jYvg=">
<input name="userLoginId" type="text" placeholder="Email o número de móvil" autocomplete="email"><input name="password" type="password" placeholder="Contraseña" autocomplete="password">
<button class="b">Iniciar sesión</button></form>
<div class="or">O</div><button class="code">Usar un código de inicio de sesión</button>
<p style="text-align:center"><a href="/es/LoginHelp" style="color:#fff">¿Has olvidado la contraseña?</a></p>
<p class="m"><label><input type="checkbox" checked style="width:auto;margin:0"> Recuérdame</label></p>
<p class="m">¿Primera vez en Netflix? <a href="/es/" style="color:#fff">Suscríbete ya.</a></p>
<p class="m">Esta página está protegida por Google reCAPTCHA para comprobar que no eres un robot.</p></div>
<footer>¿Preguntas? Llama al 900 822 433<br><br>Preguntas frecuentes · Centro de ayuda · Términos de uso · Privacidad · Preferencias de cookies · Información corporativa</footer>`,
  }),
},
  {
  id: 'i-clean-brand-steam-login-page',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://store.steampowered.com/login/?redir=app%2F730%2F&redir_ssl=1&snr=1_4_4__global-header-i',
  body: doc({
    title: 'Sign In',
    head: `<style>body{margin:0;font-family:'Motiva Sans',Arial,Helvetica,sans-serif;background:#181a21;color:#c7d5e0}.gh{background:#171a21;padding:16px 10%;display:flex;gap:30px;align-items:center;font-size:14px;text-transform:uppercase}.gh b{font-size:24px;color:#fff}.gh a{color:#dcdedf;text-decoration:none}.page{background:linear-gradient(#1b2838,#181a21);padding:40px 0;min-height:70vh}.box{max-width:740px;margin:0 auto;background:#181a21;border-radius:4px;padding:32px 40px;display:flex;gap:40px}.l{flex:1}.lab{color:#1999ff;font-size:12px;font-weight:bold}.lab2{font-size:12px;font-weight:bold;color:#afafaf}input{width:100%;box-sizing:border-box;background:#32353c;border:0;border-radius:2px;padding:10px;color:#fff;margin:4px 0 14px}.sg{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 90px;font-size:16px;border-radius:2px}.qr{width:200px;height:200px;background:#fff;border-radius:4px}h1{color:#fff;font-size:32px;max-width:740px;margin:0 auto 20px}footer{font-size:12px;color:#8f98a0;padding:20px 10%}</style>`,
    body: `<div class="gh"><b>STEAM</b><a href="https://store.steampowered.com/">Store</a><a href="https://steamcommunity.com/">Community</a><a href="https://help.steampowered.com/">Support</a></div>
<div class="page"><h1>Sign in</h1>
<div class="box"><div class="l"><form id="steam_login" onsubmit="return false">
<div class="lab">SIGN IN WITH ACCOUNT NAME</div><input type="text" autocomplete="username">
<div class="lab2">PASSWORD</div><input type="password" autocomplete="current-password">
<label style="font-size:13px"><input type="checkbox" checked style="width:auto"> Remember me</label><br><br>
<button class="sg">Sign in</button><p style="font-size:13px;text-decoration:underline">Help, I can't sign in</p></form></div>
<div><div class="lab">OR SIGN IN WITH QR</div><img class="qr" src="/login/qr/placeholder.png" alt=""><p style="font-size:12px">Use the Steam Mobile App to sign in via QR code</p></div></div></div>
<footer>© 2025 Valve Corporation. All rights reserved. All trademarks are property of their respective owners in the US and other countries.<br>Privacy Policy | Legal | Steam Subscriber Agreement | Refunds | Cookies</footer>`,
  }),
  routes: { 'store.steampowered.com/login/qr/placeholder.png': pngRoute(255, 255, 255) },
},
  {
  id: 'i-clean-brand-instagram-accounts-login',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.instagram.com/accounts/login/?next=%2Fdirect%2Finbox%2F&source=i_clean_nav',
  body: doc({
    title: 'Login • Instagram',
    head: `<style>body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#fff;color:#000}main{display:flex;justify-content:center;gap:32px;padding-top:60px}.phone{width:380px;height:580px;background:#f4f4f4;border-radius:30px}.box{width:350px}.card{border:1px solid #dbdbdb;padding:30px 40px;text-align:center}.lg{font-family:'Billabong',cursive;font-size:48px;margin:10px 0 30px}input{width:100%;box-sizing:border-box;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;padding:9px 8px;font-size:12px;margin-bottom:6px}.b{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:7px;font-weight:600;margin-top:8px}.or{color:#737373;font-size:13px;font-weight:600;margin:18px 0}.card2{border:1px solid #dbdbdb;padding:20px;text-align:center;margin-top:10px;font-size:14px}footer{text-align:center;font-size:12px;color:#737373;margin:60px 0}</style>`,
    body: `<main><div class="phone" aria-hidden="true"></div><div class="box"><div class="card"><div class="lg">Instagram</div>
<form id="loginForm" method="post"><input name="username" aria-label="Phone number, username, or email" placeholder="Phone number, username, or email" autocomplete="username"><input name="password" type="password" aria-label="Password" placeholder="Password" autocomplete="current-password"><button class="b" type="submit" disabled>Log in</button></form>
<div class="or">OR</div><a href="#" style="color:#385185;font-weight:600;font-size:14px;text-decoration:none">Log in with Facebook</a>
<p style="font-size:12px"><a href="/accounts/password/reset/" style="color:#00376b;text-decoration:none">Forgot password?</a></p></div>
<div class="card2">Don't have an account? <a href="/accounts/emailsignup/" style="color:#0095f6;font-weight:600;text-decoration:none">Sign up</a></div>
<p style="text-align:center;font-size:14px">Get the app.</p></div></main>
<footer>Meta · About · Blog · Jobs · Help · API · Privacy · Terms · Locations · Instagram Lite · Threads · Contact Uploading &amp; Non-Users · Meta Verified<br><br>English © 2025 Instagram from Meta</footer>`,
  }),
},
  {
  id: 'i-clean-brand-coinbase-signin-page',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://login.coinbase.com/signin?client_id=258660e1-9cfe-4202-9eda-d3beedb3e118&oauth_challenge=i-clean-7c1e',
  body: doc({
    title: 'Coinbase',
    head: `<style>body{margin:0;font-family:'Coinbase Sans',Inter,-apple-system,Arial;background:#fff;color:#0a0b0d}.hd{padding:20px 32px;color:#0052ff;font-weight:800;font-size:26px}.c{max-width:448px;margin:40px auto;border:1px solid #dee1e7;border-radius:16px;padding:32px}h1{font-size:28px;margin-top:0}input{width:100%;box-sizing:border-box;border:1px solid #5b616e;border-radius:8px;padding:16px;font-size:16px;margin:6px 0 20px}.b{width:100%;background:#0052ff;color:#fff;border:0;border-radius:56px;padding:16px;font-size:16px;font-weight:600}.sec{width:100%;background:#eef0f3;border:0;border-radius:56px;padding:16px;font-size:16px;font-weight:600;margin-top:10px}.or{text-align:center;color:#5b616e;margin:20px 0}.m{color:#5b616e;font-size:13px;text-align:center}</style>`,
    body: `<div class="hd">coinbase</div>
<div class="c"><h1>Sign in to Coinbase</h1>
<form method="post" onsubmit="return false"><label style="font-weight:600">Email</label><input type="email" placeholder="Your email address" autocomplete="username webauthn"><button class="b">Continue</button></form>
<div class="or">OR</div><button class="sec">Sign in with Passkey</button><button class="sec">Sign in with Google</button><button class="sec">Sign in with Apple</button>
<p class="m">Not your device? Use a private window. See our <a href="https://www.coinbase.com/legal/privacy">Privacy Policy</a> for more info.</p></div>
<p class="m">Don't have an account? <a href="https://www.coinbase.com/signup">Sign up</a></p>`,
  }),
},
  {
  id: 'i-clean-bank-ing-nl-mijn-ing',
  label: 'clean',
  kind: 'bank-login',
  url: 'https://mijn.ing.nl/login/?i-src=homepage',
  body: doc({
    title: 'Inloggen Mijn ING | ING',
    lang: 'nl',
    head: `<style>body{margin:0;font-family:'ING Me',Arial,sans-serif;background:#fff;color:#333}.top{padding:14px 30px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.top b{color:#ff6200;font-size:24px}.m{max-width:980px;margin:30px auto;display:flex;gap:40px}.l{flex:1}.r{flex:1;background:#f5f5f5;padding:24px;border-radius:4px}h1{color:#ff6200;font-weight:400;font-size:32px}.tab{display:flex;gap:20px;border-bottom:2px solid #eee;margin-bottom:16px}.tab span{padding:8px 0}.tab .on{border-bottom:3px solid #ff6200}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #a8a8a8;border-radius:4px;margin:4px 0 14px}.b{background:#ff6200;color:#fff;border:0;padding:12px 26px;border-radius:4px;font-weight:bold}.r li{margin:8px 0}footer{background:#f0f0f0;padding:20px 30px;font-size:12px}</style>`,
    body: `<div class="top"><b>ING</b><span><a href="https://www.ing.nl/particulier/klantenservice">Klantenservice</a></span></div>
<div class="m"><div class="l"><h1>Inloggen Mijn ING</h1>
<div class="tab"><span class="on">Met de app</span><span>Met gebruikersnaam</span></div>
<p>Log in door de QR-code te scannen met de ING App, of log in met je gebruikersnaam en wachtwoord.</p>
<form method="post" action="/login/api/credentials" onsubmit="return false"><label>Gebruikersnaam</label><input autocomplete="username"><label>Wachtwoord</label><input type="password" autocomplete="current-password"><button class="b">Inloggen</button></form>
<p><a href="https://www.ing.nl/particulier/mobiel-en-internetbankieren/inlogproblemen">Inlogproblemen?</a></p></div>
<div class="r"><h3>Veilig bankieren</h3><ul><li>ING vraagt je nooit om je pincode, inlogcodes of om je pas op te sturen.</li><li>We bellen je nooit met het verzoek om geld over te maken naar een 'veilige rekening'.</li><li>Vertrouw je het niet? Hang op en bel zelf 020 22 888 00.</li></ul><a href="https://www.ing.nl/particulier/veilig-bankieren">Meer over veilig bankieren</a></div></div>
<footer>ING Bank N.V. · Privacy · Cookies · Disclaimer · Toegankelijkheid · Veilig bankieren</footer>`,
  }),
},
  {
  id: 'i-clean-bank-itau-acesso-conta',
  label: 'clean',
  kind: 'bank-login',
  url: 'https://www.itau.com.br/?i-entry=acesso',
  body: doc({
    title: 'Itaú | Banco, cartões, investimentos e mais',
    lang: 'pt-BR',
    head: `<style>body{margin:0;font-family:'Itau Display',Arial,sans-serif;background:#fff;color:#252220}.h{background:#ec7000;display:flex;justify-content:space-between;align-items:center;padding:12px 40px}.h .lg{background:#003399;color:#ffcc00;font-weight:900;padding:8px 10px;border-radius:8px}.acc{display:flex;gap:8px;background:#fff;border-radius:8px;padding:8px}.acc input{border:1px solid #ccc;border-radius:4px;padding:8px;width:90px}.acc button{background:#ec7000;color:#fff;border:0;border-radius:4px;padding:8px 16px}.hero{background:#f7f4f1;padding:50px 40px}.hero h1{font-size:36px;max-width:600px}.cards{display:flex;gap:20px;padding:30px 40px}.cards div{flex:1;border:1px solid #eee;border-radius:8px;padding:20px}footer{background:#252220;color:#ccc;padding:20px 40px;font-size:12px}</style>`,
    body: `<div class="h"><span class="lg">itaú</span><form class="acc" onsubmit="return false" aria-label="acesse sua conta"><input placeholder="agência" maxlength="4"><input placeholder="conta" maxlength="6"><button>acessar</button><a href="/para-voce/mais-acessos" style="font-size:12px;align-self:center">mais acessos</a></form></div>
<div class="hero"><h1>Conta Itaú com Pix, cartão e investimentos num só app</h1><p>Abra sua conta pelo app e tenha acesso ao cartão de crédito sem anuidade.</p></div>
<div class="cards"><div><h3>Segurança</h3><p>O Itaú nunca pede senha, token ou código por SMS, WhatsApp ou ligação. Desconfie de links recebidos por mensagem.</p></div><div><h3>Pix</h3><p>Configure limites de Pix noturno e cadastre contatos seguros no app.</p></div><div><h3>Atendimento</h3><p>Capitais e regiões metropolitanas: 4004 4828. Demais localidades: 0800 970 4828.</p></div></div>
<footer>Itaú Unibanco S.A. CNPJ 60.701.190/0001-04 · Praça Alfredo Egydio de Souza Aranha, 100 · São Paulo · Política de privacidade · Ouvidoria</footer>`,
  }),
},
  {
  id: 'i-clean-bank-hsbc-uk-logon',
  label: 'clean',
  kind: 'bank-login',
  url: 'https://www.security.hsbc.co.uk/gsa/SaaS30Resource/?idv_cmd=idv.SaaSSecurityCommand&i=logon',
  body: doc({
    title: 'Log on to Online Banking | HSBC UK',
    lang: 'en-GB',
    head: `<style>body{margin:0;font-family:Univers,Arial,sans-serif;background:#fff;color:#333}.h{border-bottom:1px solid #ddd;padding:14px 30px;display:flex;align-items:center;gap:10px}.hx{width:34px;height:18px;background:linear-gradient(45deg,#db0011 50%,#fff 50%);border:1px solid #db0011}.m{max-width:560px;margin:40px auto}h1{font-weight:300;font-size:30px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #767676;margin:6px 0 18px}.b{background:#db0011;color:#fff;border:0;padding:12px 30px}.note{background:#f3f3f3;padding:14px;font-size:14px}footer{border-top:1px solid #ddd;padding:20px 30px;font-size:12px;color:#666;margin-top:60px}</style>`,
    body: `<div class="h"><span class="hx"></span><b>HSBC UK</b></div>
<div class="m"><h1>Log on to Online Banking</h1>
<form onsubmit="return false"><label for="u">Username</label><input id="u" autocomplete="username"><label><input type="checkbox" style="width:auto"> Remember my username</label><br><br><button class="b">Continue</button></form>
<p><a href="/gsa/IDV_FORGOT_USERNAME/">Forgotten your username?</a> · <a href="https://www.hsbc.co.uk/register/">Register for online banking</a></p>
<div class="note">We'll never ask you to move money to a 'safe account' or ask for your full password or Secure Key code over the phone. If in doubt, call 03457 404 404.</div></div>
<footer>HSBC UK Bank plc. Registered in England and Wales (company number: 9928412). Authorised by the Prudential Regulation Authority. · Privacy notice · Cookie notice · Accessibility</footer>`,
  }),
},
  {
  id: 'i-clean-bank-gtbank-ibank-portal',
  label: 'clean',
  kind: 'bank-login',
  url: 'https://ibank.gtbank.com/ibank3/login.aspx?i-lang=en',
  body: doc({
    title: 'GTBank Internet Banking',
    head: `<style>body{margin:0;font-family:Tahoma,Arial;background:#f4f4f4}.hd{background:#dd4f05;color:#fff;padding:16px 30px;font-weight:bold;font-size:20px}.w{display:flex;gap:24px;max-width:900px;margin:30px auto}.b1{flex:1;background:#fff;padding:24px;border:1px solid #ddd}.b1 input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 12px}.b1 button{background:#dd4f05;color:#fff;border:0;padding:10px 30px}.b2{flex:1;font-size:13px;background:#fff;padding:24px;border:1px solid #ddd}footer{font-size:11px;text-align:center;color:#666;padding:20px}</style>`,
    body: `<div class="hd">GTBank Internet Banking</div>
<div class="w"><div class="b1"><h3>Login</h3><form onsubmit="return false"><label>User ID</label><input autocomplete="username"><label>Password</label><input type="password" autocomplete="current-password"><button>Login</button></form><p style="font-size:12px"><a href="#">Forgot password?</a> · <a href="#">New user? Register</a></p></div>
<div class="b2"><h3>Security Tips</h3><ul><li>GTBank will never send you an email or SMS asking you to update your BVN, PIN or token details.</li><li>Do not click on links in messages claiming your account will be placed on Post No Debit.</li><li>Always type ibank.gtbank.com directly into your browser.</li><li>Report suspicious messages to complaints@gtbank.com or call 0700 482 666 328.</li></ul></div></div>
<footer>Guaranty Trust Bank Ltd is licensed by the Central Bank of Nigeria. Deposits are insured by NDIC. © 2025 Guaranty Trust Bank Ltd.</footer>`,
  }),
},
  {
  id: 'i-clean-webmail-roundcube-hosting-provider',
  label: 'clean',
  kind: 'webmail',
  url: 'https://webmail.hostpoint-alpin.ch/?_task=login&i=1',
  body: doc({
    title: 'Alpin Hosting Webmail :: Willkommen bei Alpin Hosting Webmail',
    lang: 'de',
    head: `<link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1731412"><style>body{margin:0;font-family:Roboto,'Open Sans',Arial,sans-serif;background:#f4f4f4}#layout{display:flex;min-height:100vh;align-items:center;justify-content:center}#login-form{width:360px;background:#fff;padding:30px;border-radius:4px;box-shadow:0 0 8px #0002}#logo{text-align:center;font-size:22px;font-weight:bold;color:#2e6fa8;margin-bottom:20px}td.input input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #ccc;margin-bottom:10px}.mainaction{width:100%;background:#37beff;border:0;color:#fff;padding:10px}#login-footer{text-align:center;font-size:12px;color:#888;margin-top:16px}</style>`,
    body: `<div id="layout"><div id="login-form"><div id="logo">⛰ Alpin Hosting</div>
<form id="login-form-inner" name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="Zb9dWm4QpT2kLx7cV1nR"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
<table><tbody><tr><td class="input"><input name="_user" id="rcmloginuser" placeholder="E-Mail-Adresse" autocapitalize="off" autocomplete="off"></td></tr><tr><td class="input"><input name="_pass" id="rcmloginpwd" type="password" placeholder="Passwort" autocomplete="off"></td></tr></tbody></table>
<button type="submit" class="mainaction">Anmelden</button></form>
<div id="login-footer">Roundcube Webmail · <a href="https://www.alpin-hosting.ch/support/webmail">Hilfe</a> · <a href="https://www.alpin-hosting.ch/status">Systemstatus</a></div></div></div>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>`,
  }),
  routes: { 'webmail.hostpoint-alpin.ch/skins/elastic/styles/styles.min.css': cssRoute('/* elastic skin (trimmed) */ .mainaction{cursor:pointer}') },
},
  {
  id: 'i-clean-webmail-gmx-freemail-login',
  label: 'clean',
  kind: 'webmail',
  url: 'https://www.gmx.net/?i-origin=lo-navi',
  body: doc({
    title: 'GMX: E-Mail, FreeMail, Nachrichten & mehr',
    lang: 'de',
    head: `<style>body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f1f2f4;color:#1c449b}.hd{background:#1c449b;color:#fff;padding:12px 30px;display:flex;justify-content:space-between;align-items:center}.hd b{font-size:26px}.lg{display:flex;gap:8px}.lg input{padding:8px;border:0;border-radius:3px;width:180px}.lg button{background:#fff;color:#1c449b;border:0;padding:8px 16px;border-radius:3px;font-weight:bold}.news{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.news article{background:#fff;padding:16px;color:#333;font-size:14px}.ad{font-size:10px;color:#999}footer{text-align:center;font-size:12px;color:#666;padding:30px}</style>`,
    body: `<div class="hd"><b>GMX</b><form class="lg" method="post" action="https://login.gmx.net/login" onsubmit="return false"><input name="username" placeholder="E-Mail-Adresse" autocomplete="username"><input name="password" type="password" placeholder="Passwort" autocomplete="current-password"><button>Login</button></form></div>
<div class="news"><article><h3>Wetter: Erster Schnee im Flachland erwartet</h3><p>Der Deutsche Wetterdienst rechnet ab Dienstag mit Schneefall bis in tiefe Lagen …</p></article><article><h3>Sicherheit: So erkennen Sie Phishing-Mails</h3><p>Aktuell kursieren gefälschte Nachrichten, die angeblich von GMX stammen und ein „volles Postfach“ melden. GMX fordert Sie nie per E-Mail zur Passworteingabe auf.</p></article><article><h3>Bundesliga: Die Ergebnisse vom Wochenende</h3><p>Alle Tore und Tabellen im Überblick.</p></article><article><span class="ad">Anzeige</span><h3>GMX Mail ProMail – werbefrei</h3><p>Jetzt 3 Monate kostenlos testen.</p></article><article><h3>Finanzen: Zinsen für Tagesgeld sinken weiter</h3></article><article><h3>Reise: Die schönsten Weihnachtsmärkte 2025</h3></article></div>
<footer>GMX ist ein Angebot der 1&amp;1 Mail &amp; Media GmbH · Impressum · Datenschutz · AGB · Hilfe</footer>
${cookieBar('de')}`,
  }),
},
];
