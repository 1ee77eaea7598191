import { type Entry } from '../entry.js';
import { doc, logo, favicon, siteCss } from '../parts/yy-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-sat-buzon-efirma',
  label: 'clean',
  kind: 'tax-authority-own-login',
  url: 'https://wwwmat.sat.gob.mx/iniciar-sesion-buzon-tributario/login',
  body: doc({
    lang: 'es-MX',
    title: 'Buzón Tributario - Acceso con e.firma',
    head: favicon('#611232', 'S'),
    css: `body{margin:0;font-family:Montserrat,Arial;background:#f5f5f5}.gob{background:#611232;color:#fff;padding:10px 30px;font-size:14px}.c{max-width:680px;margin:30px auto;background:#fff;padding:30px;border:1px solid #ddd}
label{display:block;font-size:14px;margin-top:12px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #aaa}.btn{background:#611232;color:#fff;border:0;padding:10px 26px;margin-top:16px}.n{font-size:13px;background:#f7f3ee;padding:10px}`,
    body: `<div class="gob">gob.mx · SAT</div>
<div class="c">${logo('sat', 36)}<h2 style="color:#611232">Buzón Tributario</h2><p class="n">La e.firma se procesa localmente en tu navegador para generar la firma de autenticación; tu llave privada no se envía al SAT.</p>
<form id="ef" method="post" action="/iniciar-sesion-buzon-tributario/validar"><label>Certificado (.cer)</label><input type="file" id="cer" accept=".cer"><label>Clave privada (.key)</label><input type="file" id="key" accept=".key"><label>Contraseña de clave privada</label><input type="password" id="pwd"><label>RFC</label><input id="rfc" name="rfc" readonly placeholder="Se obtiene del certificado"><input type="hidden" name="firma" id="firma"><button class="btn" type="submit">Enviar</button></form></div>
<script src="/iniciar-sesion-buzon-tributario/js/fiel-signer.min.js"></script>`,
  }),
  routes: {
    'wwwmat.sat.gob.mx/iniciar-sesion-buzon-tributario/js/fiel-signer.min.js': jsRoute(`/* SAT FIEL signer: signs a server challenge with the private key in the browser (WebCrypto); only the signature and certificate leave the page */
(function(){var f=document.getElementById('ef');f.addEventListener('submit',async function(e){e.preventDefault();var cer=document.getElementById('cer').files[0];if(!cer){alert('Selecciona tu certificado');return;}
var ch=await fetch('/iniciar-sesion-buzon-tributario/challenge').then(function(r){return r.json()});var certB64=btoa(String.fromCharCode.apply(null,new Uint8Array(await cer.arrayBuffer())));
document.getElementById('firma').value=JSON.stringify({cert:certB64,nonce:ch.nonce,sig:'(generada con WebCrypto)'});f.submit();});})();`),
    'wwwmat.sat.gob.mx/iniciar-sesion-buzon-tributario/challenge': jsonRoute({ nonce: 'a91f02c7e3b84d10' }),
  },
},
{
  id: 'yy-clean-sunat-clave-sol-login',
  label: 'clean',
  kind: 'tax-authority-own-login',
  url: 'https://api-seguridad.sunat.gob.pe/v1/clientessol/4f3b88b3-d9d6-402a-b85d-6a0bc857746a/oauth2/loginMenuSol',
  body: doc({
    lang: 'es-PE',
    title: 'SUNAT - Operaciones en Línea',
    head: favicon('#c8102e', 'S'),
    css: `body{margin:0;font-family:Arial;background:#e8ecef}.h{background:#fff;padding:12px 30px;border-bottom:4px solid #c8102e}.lg{max-width:380px;margin:40px auto;background:#fff;border-radius:4px;padding:26px}
.tab{display:flex}.tab a{flex:1;text-align:center;padding:8px;background:#ddd;font-size:13px;text-decoration:none;color:#333}.tab .on{background:#00436d;color:#fff}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;margin:6px 0 12px}
.ing{width:100%;background:#00436d;color:#fff;border:0;padding:11px}`,
    body: `<div class="h">${logo('sunat', 32)}</div>
<div class="lg"><div class="tab"><a class="on" href="#">RUC</a><a href="?tipo=dni">DNI</a></div><form method="post" action="/v1/clientessol/4f3b88b3-d9d6-402a-b85d-6a0bc857746a/oauth2/j_security_check"><input name="nroRuc" placeholder="RUC" maxlength="11"><input name="usuario" placeholder="Usuario"><input name="contrasena" type="password" placeholder="Contraseña"><button class="ing">Iniciar sesión</button></form>
<p style="font-size:12px">¿Olvidaste tu Clave SOL? <a href="/v1/clientessol/recuperar">Recupérala aquí</a>. SUNAT nunca solicita datos de tarjetas para devoluciones.</p></div>`,
  }),
},
{
  id: 'yy-clean-govbr-sso-cpf',
  label: 'clean',
  kind: 'gov-sso-own-login',
  url: 'https://sso.acesso.gov.br/login?client_id=portal-servicos.gov.br&authorization_id=19a7c4e2f11',
  body: doc({
    lang: 'pt-BR',
    title: 'Acesso gov.br',
    head: favicon('#1351b4', 'g'),
    css: `body{margin:0;font-family:Rawline,Raleway,Arial;background:#f8f8f8}.c{max-width:420px;margin:40px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 6px rgba(0,0,0,.16)}
.op{border:1px solid #ccc;border-radius:4px;padding:14px;margin:10px 0}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;border-radius:4px;margin:6px 0 14px;font-size:16px}
.b{background:#1351b4;color:#fff;border:0;border-radius:20px;padding:10px 28px;font-size:15px;float:right}`,
    body: `<div class="c">${logo('govbr', 30)}<h3>Identifique-se no gov.br com:</h3><div class="op"><b>Número do CPF</b><p style="font-size:14px">Digite seu CPF para <b>criar</b> ou <b>acessar</b> sua conta gov.br</p><form method="post" action="/login"><label>CPF</label><input name="accountId" placeholder="Digite seu CPF" inputmode="numeric" maxlength="14"><button class="b">Continuar</button></form><div style="clear:both"></div></div>
<div class="op">Login com seu banco</div><div class="op">Seu certificado digital</div><div class="op">Seu certificado digital em nuvem</div>
<p style="font-size:12px;color:#555">O gov.br não solicita pagamento de taxas para liberar valores a receber, restituições ou benefícios.</p></div>`,
  }),
},
{
  id: 'yy-clean-valores-receber-bcb',
  label: 'clean',
  kind: 'gov-benefit-own-portal',
  url: 'https://valoresareceber.bcb.gov.br/publico',
  body: doc({
    lang: 'pt-BR',
    title: 'Valores a Receber - Banco Central do Brasil',
    head: favicon('#0c326f', 'B'),
    css: `${siteCss('#1351b4', 'Rawline, Arial, sans-serif')}.top{background:#0c326f;color:#fff;padding:14px 0}.al{background:#fff4e5;border-left:4px solid #e08a00;padding:14px;margin:20px 0}.steps li{margin:8px 0}`,
    body: `<div class="top"><div class="wrap">Banco Central do Brasil · Sistema Valores a Receber</div></div>
<div class="wrap"><h1>Consulte se você tem valores a receber</h1><p>O Sistema Valores a Receber (SVR) permite consultar se você, sua empresa ou pessoa falecida tem dinheiro esquecido em bancos, consórcios ou outras instituições.</p>
<div class="al"><b>Atenção aos golpes:</b> o único site para consultar e solicitar valores é <b>valoresareceber.bcb.gov.br</b>. O Banco Central e as instituições <b>não enviam links</b>, não entram em contato por telefone, SMS ou WhatsApp e <b>não cobram nenhuma taxa</b> para você receber.</div>
<ol class="steps"><li>Clique em “Consultar” e entre com sua conta gov.br (nível prata ou ouro).</li><li>Veja a instituição e o valor.</li><li>Solicite o valor informando uma chave Pix. O crédito é feito pela própria instituição em até 12 dias úteis.</li></ol>
<p><a class="btn" href="https://sso.acesso.gov.br/authorize?client_id=valoresareceber.bcb.gov.br&response_type=code&scope=openid">Consultar com gov.br</a></p></div>`,
  }),
},
{
  id: 'yy-clean-correios-minhas-importacoes',
  label: 'clean',
  kind: 'parcel-duty-own-portal',
  url: 'https://apps.correios.com.br/portalimportador/pages/minhasImportacoes/listarRemessas.jsf',
  body: doc({
    lang: 'pt-BR',
    title: 'Minhas Importações - Correios',
    head: favicon('#ffd400', 'C'),
    css: `body{margin:0;font-family:Arial;background:#f3f3f3}.h{background:#ffd400;padding:12px 28px}.w{max-width:900px;margin:20px auto;background:#fff;padding:22px;border-radius:4px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{border-bottom:1px solid #ddd;padding:8px;text-align:left}.pg{background:#00416b;color:#fff;border:0;padding:6px 14px;border-radius:3px}.info{font-size:13px;background:#eef5fa;padding:10px;margin-top:14px}`,
    body: `<div class="h">${logo('correios', 30)}</div>
<div class="w"><h2>Minhas Importações</h2><p>Olá, usuário autenticado pelo Meu Correios. Abaixo estão suas remessas internacionais com tributos a pagar.</p>
<table><tr><th>Objeto</th><th>Origem</th><th>Situação</th><th>Tributos</th><th></th></tr>
<tr><td>NL829104477BR</td><td>China</td><td>Aguardando pagamento</td><td>R$ 39,74</td><td><button class="pg" onclick="location.href='/portalimportador/pages/pagamento.jsf?obj=NL829104477BR'">Pagar</button></td></tr>
<tr><td>LB112938475HK</td><td>Hong Kong</td><td>Tributado – pago</td><td>R$ 18,22</td><td>—</td></tr></table>
<p class="info">O pagamento é feito somente por este portal ou pelo app dos Correios, via Pix ou cartão. Os Correios não enviam SMS com links de cobrança. O prazo para pagamento é de 20 dias corridos.</p></div>`,
  }),
},
{
  id: 'yy-clean-estafeta-rastreo',
  label: 'clean',
  kind: 'parcel-tracking-own',
  url: 'https://www.estafeta.com/herramientas/rastreo',
  body: doc({
    lang: 'es-MX',
    title: 'Rastreo de envíos | Estafeta',
    head: favicon('#c8102e', 'E'),
    css: `${siteCss('#c8102e', 'Arial, sans-serif')}.r{background:#fff;padding:24px;border-radius:6px;margin-top:20px}textarea{width:100%;height:90px;border:1px solid #bbb;border-radius:6px;padding:10px}.tl li{margin:8px 0}`,
    body: `<div class="wrap"><div style="padding:14px 0">${logo('estafeta', 30)}</div><div class="r"><h1>Rastrea tu envío</h1><form method="get" action="/herramientas/rastreo"><label>Número de guía o código de rastreo (hasta 20, separados por coma)</label><textarea name="wayBills">4811029384</textarea><p><button class="btn">Rastrear</button></p></form>
<h3>Guía 4811029384</h3><ul class="tl"><li>11/11/2025 09:40 · Intento de entrega: domicilio cerrado · CDMX Vallejo</li><li>10/11/2025 22:12 · En tránsito · Centro de intercambio Querétaro</li><li>10/11/2025 13:05 · Recolectado · Guadalajara</li></ul>
<p>Puedes reprogramar tu entrega sin costo desde esta página o llamando al 800 378 2338. Estafeta no solicita pagos por reprogramación mediante mensajes de texto.</p></div></div>`,
  }),
},
];
