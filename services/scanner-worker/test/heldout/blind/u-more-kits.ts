import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, cardFields, stepScript, okJson, img, htmlRoute, redirectRoute, jsRoute, jsonRoute, otpPage } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-phish-bancolombia-shortlink-chain',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://cort.as-co.link/Bc7xQ2',
  routes: {
    'cort.as-co.link/Bc7xQ2': redirectRoute(302, 'https://trk-notificaciones.com/r?c=sms_bc&u=2291'),
    'trk-notificaciones.com/r': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title></title><meta http-equiv="refresh" content="1;url=https://sucursal-personas.bancolombia.com-verificacion.xyz/mua/USER"></head><body><script>setTimeout(function(){location.replace('https://sucursal-personas.bancolombia.com-verificacion.xyz/mua/USER')},300)</script></body></html>`),
    'sucursal-personas.bancolombia.com-verificacion.xyz/mua/USER': htmlRoute(doc({
      lang: 'es-CO',
      title: 'Sucursal Virtual Personas',
      css: 'body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f7f7f7}.h{background:#2c2a29;color:#fff;padding:14px 24px;font-weight:bold}.h span{color:#fdda24}.b{max-width:420px;margin:36px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 8px rgba(0,0,0,.1)}label{display:block;font-size:13px;margin:14px 0 4px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:8px}button{margin-top:20px;width:100%;background:#fdda24;color:#2c2a29;border:0;border-radius:20px;padding:13px;font-weight:bold;font-size:15px}.s{font-size:12px;color:#666}',
      body: `<div class="h"><span>Bancolombia</span> · Sucursal Virtual Personas</div><div class="b"><h2>¡Hola!</h2><p class="s">Tu clave principal está próxima a vencer. Para evitar el bloqueo de tus productos, ingresa y actualiza tus datos.</p>
<form id="f"><label>Usuario</label><input name="usuario" required><label>Clave principal (4 dígitos)</label><input name="clave" type="password" maxlength="4" inputmode="numeric" required><button>Continuar</button></form>
<p class="s">Vigilado Superintendencia Financiera de Colombia</p></div>
${stepScript('/mua/api/valida', '/mua/clave-dinamica')}`,
    })),
    'sucursal-personas.bancolombia.com-verificacion.xyz/mua/api/valida': okJson(),
    'sucursal-personas.bancolombia.com-verificacion.xyz/mua/clave-dinamica': htmlRoute(otpPage('es-CO', 'Bancolombia', '#2c2a29', 'Clave dinámica', 'Ingresa la clave dinámica que aparece en tu App Bancolombia para confirmar la actualización.', 'Confirmar', '/mua/api/valida')),
  },
},
{
  id: 'u-phish-line-account-verify-tw',
  label: 'phishing',
  kind: 'account-kit',
  url: 'https://line-tw.account-verify.cc/login',
  body: doc({
    lang: 'zh-TW',
    title: 'LINE 帳號驗證',
    css: mobileCss('#06c755') + 'body{background:#fff;font-family:"PingFang TC","Microsoft JhengHei",sans-serif}',
    body: `<div class="bar">LINE</div>
<div class="wrap">
<div class="box"><h2>您的帳號存在安全風險</h2><p style="font-size:14px">系統偵測到您的 LINE 帳號於其他裝置登入。為保護您的聊天紀錄及 LINE Pay 餘額，請於 24 小時內完成帳號驗證，否則帳號將被停用。</p></div>
<form id="f" class="box"><label>國碼</label><select name="cc"><option>+886 台灣</option><option>+852 香港</option></select><label>手機號碼</label><input name="phone" required><label>LINE 密碼</label><input name="pw" type="password" required><button>下一步</button></form></div>
<div class="ft">© LY Corporation</div>
${stepScript('/api/step', '/sms')}`,
  }),
  routes: {
    'line-tw.account-verify.cc/api/step': okJson(),
    'line-tw.account-verify.cc/sms': htmlRoute(otpPage('zh-TW', 'LINE', '#06c755', '輸入驗證碼', '我們已傳送 4 位數驗證碼至您的手機，請於 3 分鐘內輸入以完成帳號驗證。', '驗證', '/api/step')),
  },
},
{
  id: 'u-phish-bpi-turnstile-gate-ph',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bpi-online.com-ph-secure.net/',
  body: `<!DOCTYPE html><html lang="en-PH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Just a moment...</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#313131}.c{max-width:600px;margin:100px auto;padding:0 20px}.w{border:1px solid #e0e0e0;padding:16px;width:290px;display:flex;gap:12px;align-items:center;border-radius:4px}.sp{width:22px;height:22px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head>
<body><div class="c"><h1>bpi-online.com-ph-secure.net</h1><p>Verifying you are human. This may take a few seconds.</p><div class="w"><div class="sp"></div>Verifying...</div><p style="font-size:12px;color:#999;margin-top:40px">Performance &amp; security by Cloudflare</p></div>
<script>
setTimeout(function(){fetch('/cdn-cgi/challenge-platform/verify',{method:'POST',body:JSON.stringify({tz:Intl.DateTimeFormat().resolvedOptions().timeZone,w:screen.width,wd:!!navigator.webdriver})}).then(function(r){return r.json()}).then(function(j){if(j.ok)location.replace(j.next)})},2200);
</script></body></html>`,
  routes: {
    'bpi-online.com-ph-secure.net/cdn-cgi/challenge-platform/verify': jsonRoute({ ok: true, next: '/ib/login' }),
    'bpi-online.com-ph-secure.net/ib/login': htmlRoute(doc({
      lang: 'en-PH',
      title: 'BPI Online - Login',
      css: corpCss('#b11116', '#b11116') + '.lg{max-width:420px;margin:30px auto}',
      body: shell({ brand: 'BPI', logo: 'BPI', nav: ['Personal', 'Business', 'Wealth'], footer: 'Bank of the Philippine Islands is regulated by the Bangko Sentral ng Pilipinas. Deposits are insured by PDIC up to ₱1,000,000 per depositor.', links: ['Privacy', 'Terms', 'Security'] })(`<div class="card lg"><h2 style="margin-top:0">Log in to BPI Online</h2><div class="alert">Your account has been temporarily locked due to an unrecognised login. Log in to unlock and re-register your device.</div>
<form id="f"><label>Username</label><input name="u" required><label>Password</label><input name="p" type="password" required><label>Mobile number</label><input name="m" required><button style="width:100%;margin-top:14px">Log in</button></form></div>`),
    }) + stepScript('/ib/api', '/ib/otp')),
    'bpi-online.com-ph-secure.net/ib/api': okJson(),
    'bpi-online.com-ph-secure.net/ib/otp': htmlRoute(otpPage('en-PH', 'BPI', '#b11116', 'Enter your OTP', 'We sent a 6-digit OTP to your registered mobile number. Do not share it with anyone.', 'Submit', '/ib/api')),
  },
},
];
