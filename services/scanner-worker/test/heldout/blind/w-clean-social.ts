import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-own-instagram-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.instagram.com/accounts/login/?next=%2Fdirect%2Finbox%2F',
    body: doc({
      title: 'Login • Instagram',
      css: `body{margin:0;background:#fff;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif}.m{display:flex;justify-content:center;gap:32px;margin-top:40px}.ph{width:380px;height:580px;background:#f4f4f4 url(/static/images/homepage/screenshots/screenshot1.png) center/cover;border-radius:30px}
.b{width:350px;border:1px solid #dbdbdb;padding:30px 40px;text-align:center}.lg{font-size:40px;font-family:cursive;margin:10px 0 30px}input{width:100%;padding:9px;margin:3px 0;border:1px solid #dbdbdb;background:#fafafa;border-radius:3px;box-sizing:border-box;font-size:12px}
button{width:100%;margin-top:10px;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:7px;font-weight:600}.f{font-size:12px;color:#737373;text-align:center;margin-top:40px}.f a{color:#737373;margin:0 6px;text-decoration:none}`,
      body: `<div class="m"><div class="ph"></div><div><div class="b"><div class="lg">Instagram</div>
<form id="loginForm" method="post" action="/api/v1/web/accounts/login/ajax/"><input name="username" aria-label="Phone number, username, or email" placeholder="Phone number, username, or email"><input name="password" type="password" placeholder="Password"><button type="submit">Log in</button></form>
<p style="color:#737373;font-size:13px">— OR —</p><p><a href="#" style="color:#385185;font-weight:600;text-decoration:none">Log in with Facebook</a></p><p><a href="/accounts/password/reset/" style="font-size:12px;color:#00376b">Forgot password?</a></p></div>
<div class="b" style="margin-top:10px;padding:20px">Don't have an account? <a href="/accounts/emailsignup/">Sign up</a></div></div></div>
<div class="f"><a href="#">Meta</a><a href="#">About</a><a href="#">Blog</a><a href="#">Jobs</a><a href="#">Help</a><a href="#">API</a><a href="#">Privacy</a><a href="#">Terms</a><a href="#">Locations</a><a href="#">Threads</a><br><br>English (UK) · © 2025 Instagram from Meta</div>`,
    }),
    routes: { 'www.instagram.com/static/images/homepage/screenshots/screenshot1.png': pic(240, 200, 220) },
  },
  {
    id: 'w-clean-own-facebook-help-hacked',
    label: 'clean',
    kind: 'own-help',
    url: 'https://www.facebook.com/help/203305893040179/',
    body: doc({
      title: 'My Facebook account was hacked | Facebook Help Centre',
      css: baseCss('#1877f2', 'Helvetica,Arial,sans-serif', '#f0f2f5') + `.c{max-width:760px;margin:20px auto;background:#fff;border-radius:8px;padding:24px}`,
      body: `<header class="top" style="background:#fff"><b style="color:#1877f2;font-size:24px">facebook</b><nav><a href="#">Help Centre</a><a href="#">English (UK)</a></nav></header>
<div class="c"><h1>If you think your Facebook account was hacked</h1><p>If you think your account was hacked or taken over, we can help you secure it. Go to <b>facebook.com/hacked</b> on a computer or mobile phone.</p>
<h3>Things to watch out for</h3><ul><li>We will never ask for your password in a message or email.</li><li>Meta does not send messages threatening to delete your Page for copyright violations with a link to a form asking for your login details. Reports of Page violations appear in your <b>Support Inbox</b> and <b>Account Status</b>.</li><li>Be careful with messages offering a “Meta Verified” badge — you can only subscribe to Meta Verified from Accounts Centre.</li></ul>
<p>Was this helpful? <button>Yes</button> <button>No</button></p></div>
<footer>Meta © 2025 · <a href="#">About</a><a href="#">Privacy Policy</a><a href="#">Cookies</a><a href="#">Terms</a></footer>`,
    }),
  },
  {
    id: 'w-clean-own-tiktok-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.tiktok.com/login/phone-or-email/email',
    body: doc({
      title: 'Log in | TikTok',
      css: `body{margin:0;font-family:TikTokFont,Arial,sans-serif;background:#fff}.h{padding:14px 24px;border-bottom:1px solid #eee;font-weight:700}.c{max-width:380px;margin:40px auto}
input{width:100%;padding:12px;margin:6px 0;background:#f1f1f2;border:1px solid #e3e3e4;border-radius:2px;box-sizing:border-box}button{width:100%;padding:12px;background:#fe2c55;color:#fff;border:0;border-radius:4px;font-weight:700;margin-top:16px}`,
      body: `<div class="h">TikTok</div><div class="c"><h1 style="text-align:center">Log in</h1><p>Email or username <a href="/login/phone-or-email/phone" style="float:right;color:#161823;font-size:13px">Log in with phone</a></p>
<form method="post" action="/passport/web/user/login/"><input name="username" placeholder="Email or username"><input name="password" type="password" placeholder="Password"><a href="/login/email/forget-password" style="font-size:13px;color:#161823">Forgot password?</a><button>Log in</button></form>
<p style="text-align:center;font-size:14px">Don’t have an account? <a href="/signup" style="color:#fe2c55">Sign up</a></p></div>`,
    }),
  },
  {
    id: 'w-clean-own-discord-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://discord.com/login?redirect_to=%2Fchannels%2F%40me',
    body: doc({
      title: 'Discord',
      css: `body{margin:0;background:#5865f2;font-family:'gg sans',Helvetica,Arial,sans-serif;color:#dbdee1}.m{width:784px;margin:100px auto;background:#313338;border-radius:5px;padding:32px;display:flex;gap:64px}
.l{flex:1}.l input{width:100%;background:#1e1f22;border:0;color:#fff;padding:10px;border-radius:3px;margin:8px 0 16px;box-sizing:border-box}.l button{width:100%;background:#5865f2;color:#fff;border:0;padding:12px;border-radius:3px}
.q{width:240px;text-align:center}.qr{width:176px;height:176px;margin:auto;background:#fff;border-radius:4px}`,
      body: `<div class="m"><div class="l"><h2 style="color:#f2f3f5;text-align:center;margin:0">Welcome back!</h2><p style="text-align:center">We're so excited to see you again!</p>
<form method="post" action="/api/v9/auth/login"><label style="font-size:12px;font-weight:700">EMAIL OR PHONE NUMBER <span style="color:#f23f42">*</span></label><input name="login"><label style="font-size:12px;font-weight:700">PASSWORD <span style="color:#f23f42">*</span></label><input type="password" name="password"><a href="#" style="color:#00a8fc;font-size:14px">Forgot your password?</a><button style="margin-top:20px">Log In</button></form>
<p style="font-size:14px">Need an account? <a href="/register" style="color:#00a8fc">Register</a></p></div>
<div class="q"><div class="qr" id="qr"></div><h2 style="color:#f2f3f5">Log in with QR Code</h2><p>Scan this with the <b>Discord mobile app</b> to log in instantly.</p><a href="#" style="color:#00a8fc;font-size:14px">Or, sign in with passkey</a></div></div>`,
    }),
  },
  {
    id: 'w-clean-own-roblox-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.roblox.com/login',
    body: doc({
      title: 'Log in to Roblox',
      css: `body{margin:0;background:#232527 url(/images/login-bg.png) center/cover;color:#fff;font-family:'Builder Sans',Arial,sans-serif}.c{max-width:360px;margin:80px auto;background:#393b3dcc;border-radius:8px;padding:24px;text-align:center}
input{width:100%;padding:12px;margin:6px 0;background:#191919;border:1px solid #555;color:#fff;border-radius:8px;box-sizing:border-box}button{width:100%;padding:12px;background:#fff;color:#000;border:0;border-radius:8px;font-weight:700;margin-top:8px}`,
      body: `<div class="c"><h2>Log in to Roblox</h2><form method="post" action="/v2/login"><input name="cvalue" placeholder="Username/Email/Phone"><input name="password" type="password" placeholder="Password"><button>Log In</button></form>
<p><a href="/login/forgot-password-or-username" style="color:#fff;font-size:13px">Forgot Password or Username?</a></p><p style="font-size:13px">or</p><button style="background:transparent;color:#fff;border:1px solid #777">Email Me a One-Time Code</button><button style="background:transparent;color:#fff;border:1px solid #777">Use Another Device</button>
<p style="font-size:13px">Don't have an account? <a href="/" style="color:#fff">Sign Up</a></p><p style="font-size:11px;color:#bbb">Roblox will never ask for your password to give you free Robux.</p></div>`,
    }),
    routes: { 'www.roblox.com/images/login-bg.png': pic(60, 70, 90) },
  },
  {
    id: 'w-clean-own-whatsapp-faq-verification-code-id',
    label: 'clean',
    kind: 'own-help',
    url: 'https://faq.whatsapp.com/1131652977717250/?locale=id_ID',
    body: doc({
      lang: 'id',
      title: 'Tentang kode verifikasi | Pusat Bantuan WhatsApp',
      css: baseCss('#008069', 'Helvetica,Arial,sans-serif') + `.c{max-width:760px;margin:30px auto}`,
      body: `<header class="top"><b style="color:#25d366">WhatsApp</b><nav><a href="#">Fitur</a><a href="#">Privasi</a><a href="#">Pusat Bantuan</a><a href="#">Blog</a></nav></header>
<div class="c"><h1>Tentang kode verifikasi</h1><p>Kode verifikasi 6 digit dikirim melalui SMS atau panggilan telepon saat Anda mendaftarkan nomor telepon di WhatsApp. <b>Jangan pernah membagikan kode verifikasi WhatsApp Anda kepada orang lain</b>, termasuk teman atau keluarga.</p>
<p>Jika Anda menerima kode verifikasi yang tidak Anda minta, jangan lakukan apa-apa. Seseorang mungkin salah memasukkan nomor telepon Anda — atau mencoba mengambil alih akun Anda.</p>
<h3>Cara melindungi akun Anda</h3><ul><li>Aktifkan verifikasi dua langkah di <b>Setelan › Akun › Verifikasi dua langkah</b>.</li><li>WhatsApp tidak akan pernah meminta Anda memasukkan kode di situs web.</li></ul></div>
<footer>© 2025 WhatsApp LLC · <a href="#">Ketentuan &amp; Kebijakan Privasi</a></footer>`,
    }),
  },
  {
    id: 'w-clean-own-netflix-login-es',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.netflix.com/es/login',
    body: doc({
      lang: 'es',
      title: 'Netflix España - Ve series online, ve películas online',
      css: `body{margin:0;background:#000;color:#fff;font-family:'Netflix Sans',Helvetica,Arial,sans-serif}.h{padding:20px 40px;color:#e50914;font-size:32px;font-weight:900}.c{max-width:440px;margin:0 auto;background:#000000b3;padding:48px 68px;border-radius:4px}
input{width:100%;padding:16px;margin:8px 0;background:#161616b3;border:1px solid #808080b3;color:#fff;border-radius:4px;box-sizing:border-box}button{width:100%;padding:10px;background:#e50914;color:#fff;border:0;border-radius:4px;font-weight:600;margin-top:8px}`,
      body: `<div class="h">NETFLIX</div><div class="c"><h1>Inicia sesión</h1><form method="post" action="/es/login"><input name="userLoginId" placeholder="Email o número de móvil"><input name="password" type="password" placeholder="Contraseña"><button>Iniciar sesión</button></form>
<p style="text-align:center">O</p><button style="background:#80808066">Usar un código de inicio de sesión</button><p style="text-align:center"><a href="/es/LoginHelp" style="color:#fff">¿Has olvidado la contraseña?</a></p>
<p style="color:#ffffffb3">¿Primera vez en Netflix? <a href="/" style="color:#fff">Suscríbete ya</a>.</p><p style="font-size:13px;color:#8c8c8c">Esta página está protegida por Google reCAPTCHA para comprobar que no eres un robot.</p></div>`,
    }),
  },
  {
    id: 'w-clean-own-spotify-premium-id',
    label: 'clean',
    kind: 'streaming-own',
    url: 'https://www.spotify.com/id-id/premium/',
    body: doc({
      lang: 'id',
      title: 'Premium Individual, Duo, Family, dan Student | Spotify',
      css: baseCss('#1ed760', 'Circular,Arial,sans-serif', '#121212', '#fff') + `.card{background:#242424;border:0}.card .btn{color:#000}`,
      body: `<header class="top" style="border-color:#222"><b>Spotify</b><nav><a href="#">Premium</a><a href="#">Dukungan</a><a href="#">Unduh</a><a href="https://accounts.spotify.com/id/login">Masuk</a></nav></header>
<div class="wrap"><h1>Dengarkan tanpa batas. Coba 1 bulan Premium seharga Rp 0.</h1><p>Hanya Rp 59.990/bulan setelahnya. Batalkan kapan saja.</p><div class="grid">
<div class="card"><h3>Individual</h3><p>Rp 59.990/bulan</p><a class="btn" href="#">Coba gratis 1 bulan</a></div><div class="card"><h3>Duo</h3><p>Rp 79.990/bulan</p><a class="btn" href="#">Mulai</a></div><div class="card"><h3>Family</h3><p>Rp 99.990/bulan</p><a class="btn" href="#">Mulai</a></div><div class="card"><h3>Student</h3><p>Rp 29.990/bulan</p><a class="btn" href="#">Mulai</a></div></div>
<p class="muted">Syarat dan ketentuan berlaku. Gratis 1 bulan tidak tersedia untuk pengguna yang sudah pernah mencoba Premium.</p></div>`,
    }),
  },
  {
    id: 'w-clean-dating-app-safety-center-es',
    label: 'clean',
    kind: 'dating',
    url: 'https://www.citaslatidos.es/seguridad',
    body: doc({
      lang: 'es',
      title: 'Centro de seguridad | Latidos – App de citas',
      css: baseCss('#ef4444', 'Arial,sans-serif'),
      body: `<header class="top"><b style="color:#ef4444">latidos</b><nav><a href="#">Descargar</a><a href="#">Seguridad</a><a href="#">Ayuda</a><a href="#">Iniciar sesión</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Centro de seguridad</h1><p>Queremos que conozcas gente nueva de forma segura. Estos consejos te ayudarán a protegerte.</p>
<h3>Nunca envíes dinero</h3><p>Si alguien te pide dinero, criptomonedas, tarjetas regalo o que “inviertas” en una plataforma, denúncialo. Es la señal más clara de una estafa romántica.</p>
<h3>Verifica perfiles</h3><p>Busca la insignia azul de perfil verificado. Puedes pedir una videollamada dentro de la app antes de quedar.</p>
<h3>Primera cita</h3><p>Queda en un lugar público y cuéntale a un amigo dónde estarás.</p><p><a class="btn" href="#">Denunciar un perfil</a></p></div>
<footer>Latidos Apps S.L. · Madrid · <a href="#">Términos</a><a href="#">Privacidad</a></footer>`,
    }),
  },
  {
    id: 'w-clean-playstation-store-offerte-it',
    label: 'clean',
    kind: 'streaming-own',
    url: 'https://store.playstation.com/it-it/category/3f772501-f6f8-49b7-abac-874a88ca4897/1',
    body: doc({
      lang: 'it',
      title: 'Offerte del Black Friday | PlayStation Store (Italia)',
      css: baseCss('#0070d1', 'SST,Arial,sans-serif', '#00439c', '#fff') + `.card{background:#003791;border:0;color:#fff}`,
      body: `<header class="top" style="background:#000;border:0"><b>PlayStation Store</b><nav><a href="#">Ultime novità</a><a href="#">Raccolte</a><a href="#">Offerte</a><a href="#">Abbonamenti</a></nav></header>
<div class="wrap"><h1>Offerte del Black Friday</h1><div class="grid"><div class="card">EA SPORTS FC™ 26<br><s>79,99 €</s> <b>47,99 €</b></div><div class="card">Marvel’s Spider-Man 2<br><s>79,99 €</s> <b>39,99 €</b></div><div class="card">Gran Turismo® 7<br><s>79,99 €</s> <b>29,99 €</b></div><div class="card">Astro Bot<br><s>69,99 €</s> <b>44,99 €</b></div></div>
<p>Le offerte terminano il 2/12/2025 alle 00:59 CET. Accedi con il tuo account PlayStation Network per acquistare.</p></div>`,
    }),
  },
];
