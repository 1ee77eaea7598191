import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { RAVEN, RAVEN_CSS, STEAM_CSS, bnetMark, discordMark, doc, epicMark, msMark, psMark, qrSvg, ravenFooter, ravenLogo, riotMark, steamMark, twitchMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-epic-own-id-login',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.epicgames.com/id/login/epic?lang=en-US&redirect_uri=https%3A%2F%2Fstore.epicgames.com%2Fen-US%2F&client_id=875a3b57d3a640a6b7f9b4e883463ab4',
  body: doc({
    title: 'Epic Games | Sign in',
    css: `*{box-sizing:border-box}body{margin:0;background:#18181c;color:#fff;font-family:Inter,"Brutal Type",Arial,sans-serif}
.c{max-width:480px;margin:60px auto;background:#202024;border-radius:8px;padding:40px 48px}
h1{font-size:20px;text-align:center;font-weight:600;margin:22px 0}label{font-size:13px;color:#ccc;display:block;margin:10px 0 6px}
input{width:100%;height:48px;background:#101014;border:1px solid #3a3a40;border-radius:4px;color:#fff;padding:0 14px;font-size:15px}
.b{width:100%;height:50px;background:#26bbff;color:#101014;border:0;border-radius:4px;font-weight:700;margin-top:20px;cursor:pointer}
.alt{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:18px}.alt a{height:44px;border-radius:4px;background:#303036;color:#fff;display:grid;place-items:center;text-decoration:none;font-size:13px}
.s{font-size:13px;color:#aaa;text-align:center;margin-top:20px}.s a{color:#fff}`,
    body: `<div class="c"><div style="text-align:center">${epicMark(52)}</div><h1>Sign in to your Epic Games account</h1>
<form method="post" action="/id/api/login"><input type="hidden" name="_csrf" value="d4f4c7a1e6b34e53a8a9b2e01c6f7d3a"><label>Email</label><input type="email" name="email" autocomplete="email"><label>Password</label><input type="password" name="password" autocomplete="current-password">
<p style="font-size:13px"><a href="https://www.epicgames.com/id/login/forgot-password" style="color:#fff">Forgot your password?</a></p><button class="b">Sign in</button></form>
<div class="alt"><a href="https://www.epicgames.com/id/login/google">Google</a><a href="https://www.epicgames.com/id/login/apple">Apple</a><a href="https://www.epicgames.com/id/login/xbl">Xbox</a><a href="https://www.epicgames.com/id/login/psn">PlayStation</a><a href="https://www.epicgames.com/id/login/nintendo">Nintendo</a><a href="https://www.epicgames.com/id/login/steam">Steam</a></div>
<p class="s">Don't have an Epic Games account? <a href="https://www.epicgames.com/id/register">Sign up</a></p><p class="s"><a href="https://www.epicgames.com/site/privacypolicy">Privacy Policy</a></p></div>`,
  }),
},
{
  id: 'yc-battlenet-own-login-ko',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://account.battle.net/login/ko/?ref=https%3A%2F%2Fkr.shop.battle.net%2Fko-kr&app=shop',
  body: doc({
    title: 'Battle.net 로그인',
    lang: 'ko',
    css: `*{box-sizing:border-box}body{margin:0;background:#0e1018;color:#fff;font-family:"Malgun Gothic","Apple SD Gothic Neo",Arial,sans-serif}
.box{width:400px;margin:60px auto;background:#15171e;border:1px solid #262a36;border-radius:4px;padding:32px}
input{width:100%;height:46px;background:#0e1018;border:1px solid #3a3f50;color:#fff;padding:0 12px;font-size:15px;border-radius:4px;margin-bottom:14px}
button{width:100%;height:48px;background:#148eff;border:0;border-radius:4px;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
.lk{font-size:13px;color:#9aa3b5;text-align:center;margin-top:14px}.lk a{color:#3ea7ff;text-decoration:none}
.qr{display:block;text-align:center;margin-top:16px;font-size:13px;color:#9aa3b5}`,
    body: `<div class="box"><div style="text-align:center;margin-bottom:20px">${bnetMark(36)}</div>
<form method="post" action="/login/ko/?ref=https%3A%2F%2Fkr.shop.battle.net%2Fko-kr&amp;app=shop" id="password-form"><input type="hidden" name="csrftoken" value="ad5b1e93-41c2-4f2e-8a2b-1c7f2e0b6d11"><input type="text" id="accountName" name="accountName" placeholder="이메일 또는 전화번호" autocomplete="username"><input type="password" id="password" name="password" placeholder="비밀번호" autocomplete="current-password">
<label style="font-size:13px;color:#9aa3b5"><input type="checkbox" name="persistLogin" style="width:auto;height:auto;margin:0 6px 0 0" checked>로그인 상태 유지</label><br><br><button type="submit" id="submit">로그인</button></form>
<a class="qr" href="https://account.battle.net/login/ko/qr?ref=https%3A%2F%2Fkr.shop.battle.net%2Fko-kr">Battle.net 모바일 앱의 QR 코드로 로그인</a>
<p class="lk"><a href="https://account.battle.net/creation/flow/creation-full">무료 Battle.net 계정 생성</a> · <a href="https://account.battle.net/recovery/ko/">로그인할 수 없나요?</a></p>
<p class="lk" style="font-size:11px"><a href="https://www.blizzard.com/ko-kr/legal/a4380ee5-5c8d-4e3b-83b7-ea26d01a9918/blizzard-entertainment-online-privacy-policy">개인정보처리방침</a> · © 2025 BLIZZARD ENTERTAINMENT, INC.</p></div>`,
  }),
},
{
  id: 'yc-twitch-own-login-modal',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.twitch.tv/login?client_id=kimne78kx3ncx6brgo4mv6wki5h1ko&redirect_path=https%3A%2F%2Fwww.twitch.tv%2Fdirectory',
  body: doc({
    title: 'Log In - Twitch',
    css: `*{box-sizing:border-box}body{margin:0;background:#0e0e10;color:#efeff1;font-family:Inter,Roobert,"Helvetica Neue",Arial,sans-serif}
.m{width:400px;margin:70px auto;background:#18181b;border-radius:6px;padding:30px}
.hd{display:flex;align-items:center;gap:10px;justify-content:center;font-size:20px;font-weight:700}.tabs{display:flex;border-bottom:1px solid #2f2f35;margin:20px 0}.tabs a{padding:8px 12px;color:#adadb8;text-decoration:none}.tabs a.on{color:#bf94ff;border-bottom:2px solid #bf94ff}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}input{width:100%;height:36px;background:#0e0e10;border:2px solid #464649;border-radius:4px;color:#efeff1;padding:0 10px}
button{width:100%;background:#9147ff;color:#fff;border:0;border-radius:4px;height:34px;font-weight:600;margin-top:20px;cursor:pointer}a{color:#bf94ff}`,
    body: `<div class="m"><div class="hd">${twitchMark(26)} Log in to Twitch</div><div class="tabs"><a class="on" href="/login">Log In</a><a href="/signup">Sign Up</a></div>
<form method="post" action="https://passport.twitch.tv/login"><input type="hidden" name="client_id" value="kimne78kx3ncx6brgo4mv6wki5h1ko"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input type="password" name="password" autocomplete="current-password">
<p style="font-size:13px"><a href="https://www.twitch.tv/user/account-recovery">Trouble logging in?</a></p><button>Log In</button></form>
<p style="text-align:center;font-size:13px;margin-top:20px"><a href="https://www.twitch.tv/activate">Log in with a code from your TV or console</a></p></div>
<script src="https://static.twitchcdn.net/assets/core-8f1b1a3e7c3a2d5f.js" defer></script>`,
  }),
},
{
  id: 'yc-microsoft-own-login-xbox-oauth',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://login.live.com/oauth20_authorize.srf?client_id=000000004C12AE6F&scope=service%3A%3Auser.auth.xboxlive.com%3A%3AMBI_SSL&response_type=token&redirect_uri=https%3A%2F%2Fwww.xbox.com%2Fauth%2Fmsa&display=touch',
  body: doc({
    title: 'Sign in to your Microsoft account',
    css: `*{box-sizing:border-box}body{margin:0;background:#f2f2f2;font-family:"Segoe UI",-apple-system,Roboto,Helvetica,sans-serif}
.box{width:440px;margin:90px auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.title{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;outline:none}
.lnk{font-size:13px;color:#0067b8;margin:16px 0}.btn{background:#0067b8;color:#fff;border:0;min-width:108px;height:32px;font-size:15px;float:right}
.opt{width:440px;margin:14px auto;background:#fff;padding:12px 44px;font-size:15px;box-shadow:0 2px 6px rgba(0,0,0,.2)}`,
    body: `<div class="box">${msMark(22)}<div style="margin-top:10px;font-size:13px;color:#555">to continue to Xbox</div><div class="title">Sign in</div>
<form name="f1" method="post" action="https://login.live.com/ppsecure/post.srf?client_id=000000004C12AE6F&amp;contextid=A1B2C3D4E5F60718&amp;bk=1720000000&amp;uaid=5c1d0a3b2e7f4c8a9d6e1f2a3b4c5d6e"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" autocomplete="username"><input type="hidden" name="PPFT" value="-DqP9xZ2!aB7cK1mN4vR8sT0wY3eH6jL5oQ*uI$">
<div class="lnk">No account? <a href="https://signup.live.com/signup?client_id=000000004C12AE6F" style="color:#0067b8">Create one!</a><br><a href="https://account.live.com/ResetPassword.aspx" style="color:#0067b8">Can't access your account?</a></div><button class="btn">Next</button><div style="clear:both"></div></form></div>
<div class="opt">&#128273; Sign-in options</div>
<div style="text-align:right;font-size:12px;padding:10px 20px;color:#666"><a href="https://www.microsoft.com/servicesagreement" style="color:#666">Terms of use</a> &nbsp; <a href="https://privacy.microsoft.com/" style="color:#666">Privacy &amp; cookies</a></div>`,
  }),
},
{
  id: 'yc-sony-own-signin-es',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://my.account.sony.com/central/signin/?duid=0000000700090100a9f21c6d3e4b5a60&response_type=code&client_id=e4a62faf-4b87-4fea-8565-caaabb3ac918&scope=web%3Acore&redirect_uri=https%3A%2F%2Fweb.np.playstation.com%2Fapi%2Fsession%2Fv1%2Fsession&ui=pr&service_logo=ps&smcid=web%3Astore&ui_locale=es-ES',
  body: doc({
    title: 'Inicio de sesión | Cuenta de Sony',
    lang: 'es',
    css: `*{box-sizing:border-box}body{margin:0;background:#fff;font-family:"SST","Helvetica Neue",Arial,sans-serif;color:#1f1f1f}
.bar{background:#00439c;height:58px;display:flex;align-items:center;padding:0 24px}.box{max-width:420px;margin:40px auto;padding:0 16px}h1{font-size:26px;font-weight:400}
input{width:100%;height:48px;border:1px solid #8e8e8e;border-radius:4px;padding:0 14px;font-size:16px;margin:6px 0 16px}
button{width:100%;height:48px;border-radius:24px;background:#0070d1;color:#fff;border:0;font-size:16px;cursor:pointer}.sm{font-size:13px;color:#555;margin-top:18px}.sm a{color:#0070d1}`,
    body: `<div class="bar">${psMark(30)}</div><div class="box"><h1>Inicia sesión en PlayStation con tu cuenta de Sony</h1>
<form method="post" action="/api/v1/ssocookie"><label>ID de inicio de sesión (dirección de correo electrónico)</label><input type="email" name="j_username" autocomplete="username"><button type="submit">Siguiente</button></form>
<p class="sm"><a href="https://id.sonyentertainmentnetwork.com/id/management_ca/#/p/reset_password">¿Problemas para iniciar sesión?</a></p><p class="sm"><a href="https://id.sonyentertainmentnetwork.com/create_account/">Crear una cuenta nueva</a></p>
<p class="sm" style="font-size:11px">© 2025 Sony Interactive Entertainment LLC · <a href="https://www.playstation.com/es-es/legal/privacy-policy/">Política de privacidad</a></p></div>`,
  }),
},
{
  id: 'yc-gog-own-login-pl',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://login.gog.com/auth?client_id=46755278331571209&layout=default&redirect_uri=https%3A%2F%2Fwww.gog.com%2Fon_login_success%3FreturnTo%3D%2Fpl%2F&response_type=code&locale=pl-PL',
  body: doc({
    title: 'Zaloguj się do GOG.COM',
    lang: 'pl',
    css: `*{box-sizing:border-box}body{margin:0;background:#e1e1e1;font-family:"Lato",Arial,sans-serif;color:#212121}
.box{width:380px;margin:60px auto;background:#f5f5f5;border-radius:2px;padding:30px 32px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
.lg{background:#5c2b89;color:#fff;font-weight:900;font-size:20px;display:inline-block;padding:8px 12px;border-radius:4px}
input{width:100%;height:40px;border:1px solid #c8c8c8;padding:0 10px;font-size:14px;margin:6px 0 12px}
button{width:100%;height:42px;background:#7cb228;color:#fff;border:0;font-weight:700;font-size:15px;cursor:pointer}.s{font-size:12px;color:#666;margin-top:14px}.s a{color:#5c2b89}`,
    body: `<div class="box"><div style="text-align:center"><span class="lg">GOG.COM</span></div><h2 style="font-weight:400;text-align:center">Zaloguj się</h2>
<form method="post" action="/login_check" name="login"><input type="hidden" name="login[_token]" value="xQz3F8vN1bR7kT2mP9sL4wY6cH0aD5eJ"><label>E-mail</label><input type="email" name="login[username]" autocomplete="username"><label>Hasło</label><input type="password" name="login[password]" autocomplete="current-password">
<label style="font-size:13px"><input type="checkbox" name="login[login_flow]" style="width:auto;height:auto"> Zapamiętaj mnie</label><br><br><button>ZALOGUJ SIĘ TERAZ</button></form>
<p class="s"><a href="https://login.gog.com/password/reset?locale=pl-PL">Nie pamiętasz hasła?</a> · <a href="https://login.gog.com/register?locale=pl-PL">Załóż konto</a></p>
<p class="s">Możesz też zalogować się przez <a href="https://login.gog.com/auth/galaxy">GOG GALAXY</a> lub kontem Google.</p>
<p class="s" style="font-size:11px">© CD PROJEKT S.A. Wszelkie prawa zastrzeżone. · <a href="https://support.gog.com/hc/pl/articles/212632089">Polityka prywatności</a></p></div>`,
  }),
},
{
  id: 'yc-nexon-own-login-ko',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://nxlogin.nexon.com/common/login.aspx?redirect=https%3A%2F%2Fmaplestory.nexon.com%2FHome%2FMain',
  body: doc({
    title: '넥슨 로그인',
    lang: 'ko',
    css: `*{box-sizing:border-box}body{margin:0;background:#f4f5f7;font-family:"Noto Sans KR","Malgun Gothic",sans-serif;color:#222}
.box{width:420px;margin:70px auto;background:#fff;border-radius:12px;padding:40px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
.lg{text-align:center;font-weight:900;font-size:30px;letter-spacing:-1px}.lg span{color:#0c6}
input{width:100%;height:50px;border:1px solid #dcdfe6;border-radius:8px;padding:0 14px;font-size:15px;margin-bottom:10px}
button{width:100%;height:52px;border-radius:8px;border:0;background:#0c6;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
.alt{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:16px}.alt a{height:44px;border:1px solid #dcdfe6;border-radius:8px;display:grid;place-items:center;font-size:13px;color:#333;text-decoration:none}
.lk{font-size:13px;color:#888;text-align:center;margin-top:18px}.lk a{color:#666;text-decoration:none}`,
    body: `<div class="box"><div class="lg">NE<span>X</span>ON</div><p style="text-align:center;color:#666;font-size:14px">넥슨ID로 로그인하고 메이플스토리를 즐겨보세요</p>
<form method="post" action="https://nxlogin.nexon.com/common/login.aspx/login"><input name="id" placeholder="넥슨ID (이메일)" autocomplete="username"><input type="password" name="password" placeholder="비밀번호" autocomplete="current-password">
<label style="font-size:13px;color:#666"><input type="checkbox" style="width:auto;height:auto"> 로그인 상태 유지</label><br><br><button>로그인</button></form>
<div class="alt"><a href="https://nxlogin.nexon.com/common/login.aspx/kakao">카카오</a><a href="https://nxlogin.nexon.com/common/login.aspx/naver">네이버</a><a href="https://nxlogin.nexon.com/common/login.aspx/qr">QR 로그인</a></div>
<p class="lk"><a href="https://member.nexon.com/find/findid.aspx">아이디 찾기</a> · <a href="https://member.nexon.com/find/findpwd.aspx">비밀번호 찾기</a> · <a href="https://member.nexon.com/join/join.aspx">회원가입</a></p>
<p class="lk" style="font-size:11px">© NEXON Korea Corporation All Rights Reserved.</p></div>`,
  }),
},
{
  id: 'yc-ravenhold-staff-okta-sso',
  label: 'clean',
  kind: 'company-sso',
  url: 'https://ravenhold.okta.com/app/ravenhold_modtools_1/exk9f3a2b1c0d9e8f7g6/sso/saml?RelayState=%2Fqueue%2Freports',
  body: doc({
    title: 'Ravenhold Interactive - Sign In',
    css: `*{box-sizing:border-box}body{margin:0;background:#f1f1f1;font-family:"proxima nova",Montserrat,Arial,sans-serif;color:#1d1d21}
.auth-container{width:400px;margin:80px auto;background:#fff;border:1px solid #ddd;border-radius:4px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.hd{padding:30px 0 20px;text-align:center;border-bottom:1px solid #ddd}.bd{padding:20px 42px 40px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}input{width:100%;height:40px;border:1px solid #8c8c96;border-radius:4px;padding:0 10px;font-size:15px}
.button-primary{width:100%;height:48px;background:#1662dd;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:20px;cursor:pointer}
.help{font-size:13px;margin-top:16px}.help a{color:#1662dd;text-decoration:none}.po{text-align:center;font-size:11px;color:#888;margin-top:20px}`,
    body: `<div class="auth-container"><div class="hd">${ravenLogo(32, RAVEN.red, '#1d1d21')}</div><div class="bd"><h2 style="font-size:18px;text-align:center">Sign In</h2>
<p style="font-size:13px;color:#6e6e78;text-align:center">You're signing in to <b>Moderation Tools</b></p>
<form method="post" action="/idp/idx/identify" id="form20"><label for="identifier">Username</label><input id="identifier" name="identifier" autocomplete="username"><label style="font-weight:400;font-size:13px"><input type="checkbox" name="rememberMe" style="width:auto;height:auto"> Keep me signed in</label>
<button class="button-primary" type="submit">Next</button></form>
<div class="help"><a href="/signin/forgot-password">Forgot password?</a><br><a href="https://wiki.ravenhold.com/it/okta-help">Help</a></div></div></div>
<p class="po">Powered by Okta · <a href="https://www.okta.com/privacy-policy/" style="color:#888">Privacy Policy</a></p>
<script>window.okta={locale:'en',deviceFingerprintingEnabled:true,baseUrl:'https://ravenhold.okta.com',brandName:'Ravenhold Interactive'};</script>`,
  }),
},
];
