import { type Entry } from '../entry.js';
import { doc, logo, favicon } from '../parts/yy-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-sat-login-contrasena',
  label: 'clean',
  kind: 'tax-authority-own-login',
  url: 'https://login.siat.sat.gob.mx/nidp/app/login?id=contr-dual-eFirma-totp&sid=0&option=credential',
  body: doc({
    lang: 'es-MX',
    title: 'SAT Autenticación',
    head: favicon('#611232', 'S'),
    css: `body{margin:0;font-family:Montserrat,Arial;background:#fff}.gob{background:#611232;color:#fff;padding:10px 30px;font-size:14px}.c{max-width:560px;margin:30px auto;border:1px solid #ddd;padding:30px}
h3{color:#611232}label{display:block;font-size:14px;margin-top:12px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #aaa}.cap{display:flex;gap:10px;align-items:center}.cap img{border:1px solid #ccc}
.btn{background:#611232;color:#fff;border:0;padding:10px 26px;margin-top:16px}.alt{margin-top:14px;font-size:14px}`,
    body: `<div class="gob">gob.mx</div>
<div class="c">${logo('sat', 40)}<h3>Acceso por contraseña</h3><form method="post" action="/nidp/app/login?sid=0&sid=0"><label>RFC</label><input name="Ecom_User_ID" maxlength="13" autocomplete="username"><label>Contraseña</label><input name="Ecom_Password" type="password" autocomplete="current-password">
<label>Captcha</label><div class="cap"><img src="/nidp/app/captcha.png" width="140" height="40" alt="captcha"><input name="userCaptcha" style="width:160px"></div><button class="btn">Enviar</button></form>
<p class="alt"><a href="/nidp/app/login?id=fiel">Acceso con e.firma</a> · <a href="https://www.sat.gob.mx/aplicacion/login/43824/genera-tu-contrasena">Genera o actualiza tu contraseña</a></p>
<p style="font-size:12px;color:#666">El SAT nunca te enviará correos con archivos adjuntos ejecutables ni ligas para descargar facturas. Verifica siempre que estés en sat.gob.mx.</p></div>`,
  }),
  routes: {
    'login.siat.sat.gob.mx/nidp/app/captcha.png': pngRoute(220, 220, 220),
  },
},
{
  id: 'yy-clean-dian-muisca-login',
  label: 'clean',
  kind: 'tax-authority-own-login',
  url: 'https://muisca.dian.gov.co/WebArquitectura/DefLogin.faces',
  body: doc({
    lang: 'es-CO',
    title: 'DIAN - Inicio de sesión',
    head: favicon('#0b3b8c', 'D'),
    css: `body{margin:0;font-family:"Work Sans",Arial;background:#eef2f8}.g{background:#3366cc;color:#fff;font-size:12px;padding:5px 24px}.h{background:#fff;padding:12px 24px}
.c{max-width:460px;margin:30px auto;background:#fff;border-radius:6px;padding:26px}select,input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aab4c8;border-radius:4px;margin:5px 0 12px}
button{background:#0b3b8c;color:#fff;border:0;padding:11px 30px;border-radius:4px}`,
    body: `<div class="g">GOV.CO</div><div class="h">${logo('dian', 34)}</div>
<div class="c"><h2 style="color:#0b3b8c">Usuario registrado</h2><form method="post" action="/WebArquitectura/DefLogin.faces"><label>Tipo de usuario</label><select name="tipoUsuario"><option>A nombre propio</option><option>A nombre de un tercero</option></select>
<label>Tipo de documento</label><select name="tipoDoc"><option>Cédula de ciudadanía</option><option>NIT</option><option>Cédula de extranjería</option></select><label>Número de documento</label><input name="numeroDoc" inputmode="numeric"><label>Contraseña</label><input name="password" type="password"><button>Ingresar</button></form>
<p style="font-size:13px">La DIAN no envía notificaciones de embargo, devoluciones ni sanciones con archivos adjuntos comprimidos o enlaces a sitios externos. Las notificaciones oficiales se consultan en el buzón electrónico del RUT.</p></div>`,
  }),
},
{
  id: 'yy-clean-dhl-pago-impuestos-co',
  label: 'clean',
  kind: 'parcel-duty-own-portal',
  url: 'https://del.dhl.com/co/es/pagar-impuestos',
  body: doc({
    lang: 'es-CO',
    title: 'DHL Express – Pago de impuestos y aranceles',
    head: favicon('#ffcc00', 'D'),
    css: `body{margin:0;font-family:Delivery,Verdana,Arial;background:#f2f2f2}.hd{background:#ffcc00;padding:12px 24px}.m{max-width:640px;margin:24px auto;background:#fff;padding:24px}
.m input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #999;margin:5px 0 10px}.m button{background:#d40511;color:#fff;border:0;padding:12px 24px;font-weight:700}.sum td{padding:6px 10px;border-bottom:1px solid #eee}
.nt{font-size:12px;color:#555;background:#f7f7f7;padding:10px}`,
    body: `<div class="hd">${logo('dhl', 34)}</div>
<div class="m"><h2>Pague impuestos y aranceles de su envío</h2><form method="get" action="/co/es/pagar-impuestos"><label>Número de guía</label><input name="awb" value="1462758390"><button>Buscar</button></form>
<table class="sum"><tr><td>Guía</td><td>1462758390</td></tr><tr><td>Origen</td><td>Miami, EE. UU.</td></tr><tr><td>IVA (19 %)</td><td>$ 71.250</td></tr><tr><td>Arancel</td><td>$ 16.200</td></tr><tr><td><b>Total</b></td><td><b>$ 87.450 COP</b></td></tr></table>
<p><a href="/co/es/pagar-impuestos/checkout?awb=1462758390" style="display:inline-block;background:#d40511;color:#fff;padding:12px 24px;text-decoration:none;font-weight:700">Pagar con tarjeta o PSE</a></p>
<p class="nt">DHL solo solicita el pago de impuestos en <b>del.dhl.com</b> o mediante el enlace del mensaje de WhatsApp verificado de DHL Express. El importe siempre coincide con la liquidación de la DIAN asociada a su guía.</p></div>`,
  }),
},
{
  id: 'yy-clean-anses-mi-anses-login',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://servicioswww.anses.gob.ar/ooss2/login',
  body: doc({
    lang: 'es-AR',
    title: 'Mi ANSES – Ingresar',
    head: favicon('#009bdb', 'A'),
    css: `body{margin:0;font-family:"Encode Sans",Arial;background:#f2f2f2}.top{background:#009bdb;color:#fff;padding:16px 24px;font-weight:700}.box{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #aaa;border-radius:4px;margin:5px 0 12px}button{width:100%;padding:12px;background:#009bdb;color:#fff;border:0;border-radius:4px}`,
    body: `<div class="top">ANSES · argentina.gob.ar</div><div class="box"><h2>Mi ANSES</h2><form method="post" action="/ooss2/login/validar"><label>CUIL</label><input name="cuil" placeholder="20-12345678-3" maxlength="13"><label>Clave de la Seguridad Social</label><input name="clave" type="password"><button>Ingresar</button></form>
<p style="font-size:13px"><a href="/ooss2/clave">Obtener o recuperar la clave</a></p><p style="font-size:12px;color:#666">ANSES nunca te va a pedir datos de Home Banking ni claves bancarias para cobrar un bono. Los montos se depositan en la cuenta donde cobrás habitualmente.</p></div>`,
  }),
},
];
