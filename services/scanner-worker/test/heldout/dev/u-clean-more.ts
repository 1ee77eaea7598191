import type { Entry } from '../entry.js';
import { doc, corpCss, shell, gtag, img, htmlRoute, redirectRoute, jsRoute, jsonRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-bancolombia-sucursal-virtual',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://sucursalpersonas.transaccionesbancolombia.com/mua/USER',
  body: doc({
    lang: 'es-CO',
    title: 'Sucursal Virtual Personas | Bancolombia',
    css: 'body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f7f7f7}.h{background:#2c2a29;color:#fff;padding:14px 24px;font-weight:bold}.h span{color:#fdda24}.b{max-width:420px;margin:36px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 8px rgba(0,0,0,.1)}label{display:block;font-size:13px;margin:14px 0 4px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:8px}button{margin-top:20px;width:100%;background:#fdda24;color:#2c2a29;border:0;border-radius:20px;padding:13px;font-weight:bold;font-size:15px}.s{font-size:12px;color:#666;line-height:1.5}',
    body: `<div class="h"><span>Bancolombia</span> · Sucursal Virtual Personas</div><div class="b"><h2>¡Hola!</h2><form method="post" action="/mua/USER"><label>Usuario</label><input name="username" autocomplete="username"><button>Continuar</button></form>
<p class="s"><a href="#">¿Olvidaste tu usuario?</a> · <a href="#">Inscribirme</a></p>
<p class="s">Recuerda: Bancolombia nunca te enviará enlaces por mensaje de texto para actualizar datos o evitar bloqueos. Ingresa siempre escribiendo la dirección en tu navegador. Vigilado Superintendencia Financiera de Colombia.</p></div>`,
  }),
},
{
  id: 'u-clean-bpi-online-login-ph',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://online.bpi.com.ph/portalserver/onlinebanking/sign-in',
  body: doc({
    lang: 'en-PH',
    title: 'BPI Online | Sign in',
    css: corpCss('#b11116', '#b11116') + '.lg{max-width:420px;margin:30px auto}',
    body: shell({ brand: 'BPI', logo: 'BPI', nav: ['Personal', 'Business', 'Wealth', 'Help'], footer: 'Bank of the Philippine Islands is regulated by the Bangko Sentral ng Pilipinas (www.bsp.gov.ph). Deposits are insured by PDIC up to ₱1,000,000 per depositor. BPI Contact Center (+632) 889-10000.', links: ['Data Privacy', 'Terms and Conditions', 'Security Tips'] })(`<div class="card lg"><h2 style="margin-top:0">Sign in to BPI Online</h2><form method="post" action="/portalserver/onlinebanking/sign-in"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button style="width:100%;margin-top:14px">Log in</button></form><p class="muted"><a href="#">Forgot username or password?</a> · <a href="#">Register</a></p></div>
<div class="card note">BPI will never send you links via SMS or email to unlock your account or to re-register your device. Report suspicious messages to BPI Contact Center.</div>`),
  }),
},
];
