import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-santander-es-login-propio',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.bancosantander.es/particulares/login',
  body: page({
    title: 'Acceso Clientes | Banco Santander',
    css: `.card{border-top:5px solid #ec0000}.split{display:grid;grid-template-columns:1fr 1fr;gap:30px}`,
    head: `<link rel="canonical" href="https://www.bancosantander.es/particulares/login"><meta name="description" content="Accede a tu Banca Online de Santander">`,
    body: `${topbar(mark('Santander', '#ec0000', 170), ['Particulares', 'Empresas', 'Private Banking', 'Ayuda'])}
<main class="split"><div class="card" style="margin:0">
<h1>Acceso a Banca Online</h1>
${form({ action: '/particulares/login/autenticar', id: 'login', color: '#ec0000', button: 'Entrar', fields: [['Documento (NIF, NIE, Pasaporte)', 'documento', 'text', 'autocomplete="username" required'], ['Clave de acceso', 'clave', 'password', 'autocomplete="current-password" maxlength="8" required']] })}
<p class="muted"><a href="/particulares/ayuda/recuperar-clave">¿Has olvidado tu clave?</a> · <a href="/particulares/hazte-cliente">Hazte cliente</a></p></div>
<div><h2>Consejos de seguridad</h2><p>Santander nunca te pedirá por SMS, e-mail o teléfono tus claves completas, el PIN de tu tarjeta ni códigos de confirmación de operaciones.</p><p>Si recibes un mensaje sospechoso, reenvíalo a <a href="#">reportphishing@gruposantander.com</a>.</p></div></main>
${foot('Banco Santander, S.A. 2025', ['Aviso legal', 'Seguridad', 'Política de cookies', 'Accesibilidad'], 'Paseo de Pereda 9-12, 39004 Santander.')}`,
  }),
},
{
  id: 'zp-bbva-mx-login-propio',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.bbva.mx/personas/bbva-net.html',
  body: page({
    title: 'Banca en línea BBVA net | BBVA México',
    css: `header.top{background:#072146}`,
    body: `${topbar(mark('BBVA', '#fff', 110), ['Personas', 'Empresas', 'Gobierno'], '#072146')}
<main><div class="card"><h1>Bienvenido a BBVA net</h1>
${form({ action: 'https://www.bbvanet.com.mx/mexiconet/login', color: '#1973b8', button: 'Ingresar', fields: [['Número de tarjeta o cliente', 'usuario', 'text', 'autocomplete="username"'], ['Contraseña', 'password', 'password', 'autocomplete="current-password"']] })}
<p class="muted">BBVA nunca te solicitará tu NIP, contraseña o códigos del Token Móvil por teléfono, correo o SMS.</p></div></main>
${foot('BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México', ['Aviso de privacidad', 'Términos y condiciones', 'UNE'])}`,
  }),
},
{
  id: 'zp-bbva-es-activar-tarjeta',
  label: 'clean',
  kind: 'card-activation-own-domain',
  url: 'https://www.bbva.es/personas/productos/tarjetas/activar-tarjeta.html',
  body: page({
    title: 'Activa tu tarjeta | BBVA',
    css: `header.top{background:#072146}`,
    body: `${topbar(mark('BBVA', '#fff', 110), ['Personas', 'Empresas'], '#072146')}
<main><div class="card"><h2>Activa tu nueva tarjeta</h2><p>Introduce los datos de la tarjeta que has recibido. Después te pediremos la confirmación con la app BBVA o con clave SMS.</p>
${form({ action: '/personas/productos/tarjetas/activar-tarjeta/alta', color: '#1973b8', button: 'Continuar', fields: [['Número de tarjeta', 'pan', 'text', 'autocomplete="cc-number" inputmode="numeric" maxlength="19"'], ['Fecha de caducidad', 'caducidad', 'text', 'autocomplete="cc-exp" placeholder="MM/AA"'], ['DNI o NIE del titular', 'documento', 'text']] })}
<p class="muted">También puedes activarla en cualquier cajero BBVA haciendo una operación con PIN.</p></div></main>`,
  }),
},
{
  id: 'zp-bradesco-login-propio',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://banco.bradesco/html/classic/index.shtm',
  body: page({
    lang: 'pt-BR',
    title: 'Bradesco | Pessoa Física',
    css: `header.top{background:#cc092f}`,
    body: `${topbar(mark('bradesco', '#fff', 160), ['Classic', 'Exclusive', 'Prime', 'Private'], '#cc092f')}
<main><div class="card"><h2>Acesse sua conta</h2>${form({ action: 'https://banco.bradesco/html/classic/acesso/login.shtm', color: '#cc092f', button: 'Entrar', fields: [['Agência', 'AGN', 'text', 'maxlength="4"'], ['Conta', 'CTA', 'text', 'maxlength="7"'], ['Dígito', 'DIGCTA', 'text', 'maxlength="1"']] })}</div></main>
${foot('Banco Bradesco S.A.', ['Segurança', 'Fale conosco', 'Ouvidoria'])}`,
  }),
},
{
  id: 'zp-nubank-home-propio',
  label: 'clean',
  kind: 'fintech-own-domain',
  url: 'https://nubank.com.br/',
  body: page({
    lang: 'pt-BR',
    title: 'Nubank - Conta digital, cartão de crédito e muito mais',
    css: `.hero{background:#820ad1;color:#fff;padding:60px 30px}.hero input{max-width:320px}`,
    body: `${topbar('<strong style="color:#820ad1;font-size:26px">nu</strong>', ['Para você', 'Empresas', 'Ultravioleta', 'Ajuda', 'Acessar conta'])}
<section class="hero"><h1>Peça sua conta e cartão de crédito do Nubank</h1><form method="post" action="/api/lead"><label style="color:#fff">Digite seu CPF</label><input name="cpf" inputmode="numeric" placeholder="000.000.000-00">${btn('Continuar', '#fff', '#820ad1')}</form></section>
<main><h2>Golpes: o Nubank nunca liga pedindo senha</h2><p>Nunca pedimos senha, código de verificação ou que você faça Pix para "testar" ou "cancelar" compras. Em caso de dúvida, fale conosco pelo app.</p></main>
${foot('Nu Pagamentos S.A. - Instituição de Pagamento. CNPJ 18.236.120/0001-58', ['Transparência', 'Segurança', 'Imprensa'])}`,
  }),
},
{
  id: 'zp-galicia-online-banking-propio',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://onlinebanking.bancogalicia.com.ar/login?s=2',
  body: page({
    title: 'Galicia - Online Banking',
    css: `.card{border-top:6px solid #fa6400}`,
    body: `<main><div class="card">${mark('Galicia', '#fa6400', 140)}<h1>Ingresá a Online Banking</h1>
${form({ action: '/login/authenticate', color: '#fa6400', button: 'Ingresar', fields: [['Número de documento', 'documento', 'text', 'inputmode="numeric" autocomplete="username"'], ['Usuario Galicia', 'usuario', 'text'], ['Clave Galicia', 'clave', 'password', 'autocomplete="current-password"']] })}
<p class="muted"><a href="/recupero">Olvidé mi usuario o clave</a> · <a href="/alta">Crear usuario</a></p><p class="muted">Galicia nunca te va a pedir tus claves ni tu código Token por teléfono, mail o redes sociales.</p></div></main>`,
  }),
},
{
  id: 'zp-aeat-renta-web-clave',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://sede.agenciatributaria.gob.es/Sede/Renta.html',
  body: page({
    title: 'Agencia Tributaria: Renta 2024',
    css: `header.top{background:#7a0c0c}.tiles a{display:block;background:#fff;padding:16px;margin:8px 0;border-left:4px solid #7a0c0c;text-decoration:none}`,
    body: `${topbar('<strong style="color:#fff">Agencia Tributaria · Sede electrónica</strong>', [], '#7a0c0c')}
<main><h1>Renta 2024</h1><div class="tiles"><a href="/Sede/Renta/servicios-tramitacion-borrador-declaracion.html">Servicio de tramitación de borrador / declaración (Renta WEB)</a><a href="https://clave.gob.es/clave_Home/clave.html">Identificarse con Cl@ve Móvil</a><a href="/Sede/procedimientoini/G229.shtml">Consultar el estado de tramitación de la devolución</a></div>
<div class="alert">La Agencia Tributaria no solicita en ningún caso, por correo electrónico o SMS, información confidencial, económica o personal, ni números de tarjeta.</div></main>
${foot('Agencia Tributaria', ['Aviso legal', 'Accesibilidad', 'Mapa web'])}`,
  }),
},
{
  id: 'zp-aeat-aviso-fraude-sms-articulo',
  label: 'clean',
  kind: 'gov-fraud-advisory',
  url: 'https://sede.agenciatributaria.gob.es/Sede/condiciones-uso-sede-electronica/seguridad/avisos-seguridad.html',
  body: page({
    title: 'Avisos de seguridad - Agencia Tributaria',
    css: `.q{background:#f7f7f7;border:1px dashed #999;padding:12px;font-family:monospace}`,
    body: `${topbar('<strong>Agencia Tributaria</strong>', [])}<main><h1>Avisos de seguridad: intentos de fraude</h1>
<p>Se han detectado campañas de SMS y correos electrónicos que suplantan a la Agencia Tributaria con mensajes como:</p>
<p class="q">AEAT: Tiene un reembolso pendiente de 489,60 EUR. Complete sus datos en https://sede-agenciatributaria.gob-es.reembolsos24.com</p>
<p class="q">Hacienda: su declaración presenta errores. Descargue el expediente: Expediente_AEAT.zip</p>
<p>Estos mensajes no proceden de la Agencia Tributaria. No haga clic en los enlaces, no descargue los archivos y no facilite datos de tarjetas. La Agencia Tributaria realiza las devoluciones exclusivamente por transferencia a la cuenta indicada en la declaración.</p>
<p>Si ha facilitado datos, contacte con su banco y denuncie ante la Policía o la Guardia Civil. También puede consultar a INCIBE en el 017.</p></main>`,
  }),
},
{
  id: 'zp-receita-restituicao-consulta-govbr',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/restituicao',
  body: page({
    lang: 'pt-BR',
    title: 'Restituição — Receita Federal',
    css: `header.top{background:#fff;border-bottom:4px solid #1351b4}`,
    body: `${topbar('<strong style="color:#1351b4;font-size:24px">gov.br</strong>', ['Órgãos do Governo', 'Acesso à Informação', 'Legislação', 'Entrar com gov.br'])}
<main><h1>Consultar a restituição</h1><p>A consulta pode ser feita no Meu Imposto de Renda (com conta gov.br nível prata ou ouro) ou pelo aplicativo da Receita Federal.</p><ul><li>A restituição é paga exclusivamente na conta bancária ou chave Pix (CPF) informada na declaração.</li><li>A Receita Federal não envia e-mails ou SMS com links para "liberar" restituição nem cobra taxas.</li></ul>
<a class="btn" style="background:#1351b4;color:#fff;width:auto;padding:10px 24px" href="https://sso.acesso.gov.br/login?client_id=cav.receita.fazenda.gov.br">Entrar com gov.br</a></main>`,
  }),
},
{
  id: 'zp-afip-arca-login-cuit',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://auth.afip.gob.ar/contribuyente_/login.xhtml',
  body: page({
    title: 'ARCA - Acceso con Clave Fiscal',
    css: `header.top{background:#2d6da3}`,
    body: `${topbar('<strong style="color:#fff">ARCA · Agencia de Recaudación y Control Aduanero</strong>', [], '#2d6da3')}
<main><div class="card"><h2>Ingresar con Clave Fiscal</h2>${form({ action: '/contribuyente_/login.xhtml', color: '#2d6da3', button: 'Siguiente', fields: [['CUIT/CUIL', 'F1:username', 'text', 'maxlength="11" inputmode="numeric"']] })}<p class="muted">¿Olvidaste tu clave? Podés blanquearla desde Mi Argentina o en una dependencia.</p></div></main>`,
  }),
},
{
  id: 'zp-correios-rastreamento-real',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://rastreamento.correios.com.br/app/index.php',
  body: page({
    lang: 'pt-BR',
    title: 'Rastreamento - Correios',
    css: `header.top{background:#00416b}`,
    body: `${topbar('<strong style="color:#ffd400;font-size:22px">Correios</strong>', [], '#00416b')}
<main><div class="card" style="max-width:560px"><h2>Rastreamento de objetos</h2><form method="get" action="/app/resultado.php"><label>Código de rastreamento ou CPF/CNPJ</label><input name="objeto" maxlength="13"><label>Digite o texto da imagem</label><img src="/app/captcha.png" width="160" height="40" alt="captcha"><input name="captcha">${btn('Consultar', '#00416b')}</form>
<p class="muted">Tributos de importação são pagos somente no site Minhas Importações (apps.correios.com.br). Os Correios não enviam SMS com links de pagamento.</p></div></main>`,
  }),
  routes: { 'rastreamento.correios.com.br/app/captcha.png': pngRoute(230, 230, 230) },
},
{
  id: 'zp-ctt-seguir-objeto-real',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://www.ctt.pt/feapl_2/app/open/objectSearch/objectSearch.jspx?s=2',
  body: page({
    lang: 'pt-PT',
    title: 'CTT - Pesquisa de objetos',
    body: `${topbar('<strong style="color:#df0024;font-size:22px">CTT</strong>', ['Particulares', 'Empresas', 'Ajuda'])}<main><h1>Siga o seu objeto</h1><form method="get"><label>Código do objeto</label><input name="objects" value="RR123456789PT" style="max-width:300px">${btn('Pesquisar', '#df0024').replace('width:100%', '')}</form><table style="margin-top:20px"><tr><td>28/11 14:22</td><td>Em distribuição — Lisboa</td></tr><tr><td>27/11 08:10</td><td>Aceite — Porto</td></tr></table></main>`,
  }),
},
{
  id: 'zp-bcb-pix-golpes-faq',
  label: 'clean',
  kind: 'central-bank-info',
  url: 'https://www.bcb.gov.br/estabilidadefinanceira/pix-seguranca',
  body: page({
    lang: 'pt-BR',
    title: 'Pix - Segurança | Banco Central do Brasil',
    body: `${topbar('<strong style="color:#0b3b60">Banco Central do Brasil</strong>', ['Pix', 'Estabilidade financeira', 'Cidadania financeira'])}<main><h1>Pix: dicas de segurança</h1><ul><li>Desconfie de mensagens sobre "estorno de Pix" ou "Pix agendado" com links. Não existe "central Pix" que atende clientes.</li><li>O Mecanismo Especial de Devolução (MED) é acionado pelo seu banco, nos canais oficiais.</li><li>Não pague "taxas de liberação" de empréstimos, prêmios ou encomendas.</li></ul><p>Exemplo de golpe: "Pix agendado R$ 1.890,00 — se não reconhece, acesse central-pix-estorno.com". Não clique.</p></main>`,
  }),
},
];
