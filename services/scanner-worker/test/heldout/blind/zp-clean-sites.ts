import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-santander-es-firma-otp-transferencia',
  label: 'clean',
  kind: 'bank-otp-own-domain',
  url: 'https://www.bancosantander.es/particulares/operaciones/transferencias/confirmar',
  body: page({
    title: 'Confirmar transferencia | Santander',
    body: `${topbar(mark('Santander', '#ec0000', 170), ['Mi posición', 'Cuentas', 'Tarjetas', 'Cerrar sesión'])}
<main><div class="card"><h2>Confirma la operación</h2><table style="width:100%;font-size:14px"><tr><td>Beneficiario</td><td>Comunidad de Propietarios Av. Europa 12</td></tr><tr><td>IBAN</td><td>ES12 0049 **** **** **** 4410</td></tr><tr><td>Importe</td><td>96,00 €</td></tr></table>
<p>Te hemos enviado un SMS con la clave de firma al móvil terminado en 27. Comprueba que el importe y el beneficiario coinciden con el SMS antes de introducirla.</p>
<form method="post" action="/particulares/operaciones/transferencias/firmar"><input type="hidden" name="op" value="TRF-2025-11-29-7781"><label>Clave SMS</label>${sms(6)}${btn('Firmar', '#ec0000')}</form></div></main>`,
  }),
},
{
  id: 'zp-caixabank-now-login-propio',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.caixabank.es/particular/home/particulares_es.html?s=2',
  body: page({
    title: 'CaixaBank - Particulares',
    css: `header.top{background:#007eae}`,
    body: `${topbar(mark('CaixaBank', '#fff', 170), ['Particulares', 'Banca Premier', 'Empresas'], '#007eae')}
<main style="display:grid;grid-template-columns:2fr 1fr;gap:24px"><section><h1>Hipoteca Fija 2,45 % TIN</h1><p>Calcula tu cuota y pide tu estudio sin compromiso.</p><h3>Avisos de seguridad</h3><p>Estamos detectando SMS fraudulentos que suplantan a CaixaBank con enlaces a webs falsas. Nunca te enviaremos enlaces para "desbloquear" tu cuenta.</p></section>
<aside class="card" style="margin:0"><h2>Acceso CaixaBankNow</h2>${form({ action: 'https://loc6.caixabank.es/GPeticiones?PN=LGN&PE=5', color: '#007eae', button: 'Entrar', fields: [['Identificación', 'E', 'text', 'autocomplete="username"'], ['Contraseña', 'B', 'password', 'autocomplete="current-password"']] })}</aside></main>
${foot('CaixaBank, S.A.', ['Aviso legal', 'Privacidad', 'Cookies'])}`,
  }),
},
{
  id: 'zp-itau-login-propio',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.itau.com.br/?s=2',
  body: page({
    lang: 'pt-BR',
    title: 'Itaú | Banco, Cartões, Investimentos e muito mais',
    css: `header.top{background:#ec7000}`,
    body: `${topbar(mark('Itaú', '#fff', 100), ['Para você', 'Empresas', 'Private'], '#ec7000')}
<main><div class="card" style="margin:0 0 0 auto"><h2>Acesse sua conta</h2>${form({ action: 'https://internetpf5.itau.com.br/router-app/router', color: '#ec7000', button: 'Acessar', fields: [['Agência', 'agencia', 'text', 'maxlength="4" inputmode="numeric"'], ['Conta', 'conta', 'text', 'maxlength="6" inputmode="numeric"']] })}<p class="muted">Mais acessos: <a href="#">CPF</a> · <a href="#">Código de operador</a></p></div>
<h2>Segurança</h2><p>O Itaú não liga pedindo senhas, não envia motoboy para buscar cartões e não pede transferências para "conta segura".</p></main>
${foot('Itaú Unibanco S.A. CNPJ 60.701.190/0001-04', ['Privacidade', 'Ouvidoria', 'Acessibilidade'])}`,
  }),
},
{
  id: 'zp-millennium-bcp-login-propio',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://ind.millenniumbcp.pt/pt/Particulares/Pages/Welcome.aspx',
  body: page({
    lang: 'pt-PT',
    title: 'Millennium bcp | Particulares',
    css: `header.top{background:#d1005d}`,
    body: `${topbar(mark('Millennium', '#fff', 170), ['Contas', 'Cartões', 'Crédito', 'Poupança'], '#d1005d')}
<main><div class="card"><h2>Aceda ao Millennium</h2>${form({ action: '/_layouts/BCP.SDC.FEP.Foundation.Presentation/Login.aspx', color: '#d1005d', button: 'Entrar', fields: [['Código de utilizador', 'txtUser', 'text', 'autocomplete="username"']] })}<p class="muted">Na página seguinte ser-lhe-ão pedidas 3 posições aleatórias do seu código multicanal. Nunca introduza o código completo.</p></div></main>`,
  }),
},
{
  id: 'zp-govbr-sso-login-cpf',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://sso.acesso.gov.br/login?client_id=contas.acesso.gov.br',
  body: page({
    lang: 'pt-BR',
    title: 'Acesso gov.br',
    css: `.card{max-width:460px}`,
    body: `<main><div class="card"><strong style="color:#1351b4;font-size:28px">gov.br</strong><h2>Identifique-se no gov.br com:</h2>
${form({ action: '/login', color: '#1351b4', button: 'Continuar', fields: [['Número do CPF', 'accountId', 'text', 'inputmode="numeric" placeholder="Digite seu CPF"']] })}
<p class="muted">Outras opções de identificação: <a href="#">Login com seu banco</a> · <a href="#">Seu certificado digital</a> · <a href="#">Seu certificado digital em nuvem</a></p></div></main>`,
  }),
},
{
  id: 'zp-sat-portal-login-rfc',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://login.siat.sat.gob.mx/nidp/wsfed/ep?id=SATUPCFDiCon',
  body: page({
    title: 'SAT Autenticación',
    css: `header.top{background:#611232}`,
    body: `${topbar('<strong style="color:#fff">Servicio de Administración Tributaria</strong>', [], '#611232')}
<main><div class="card"><h2>Acceso con contraseña</h2>${form({ action: '/nidp/wsfed/ep?sid=0', color: '#611232', button: 'Enviar', fields: [['RFC', 'Ecom_User_ID', 'text', 'maxlength="13"'], ['Contraseña', 'Ecom_Password', 'password'], ['Captcha', 'userCaptcha', 'text']] })}<p class="muted"><a href="#">e.firma</a> · <a href="#">Restablecer contraseña</a></p></div></main>`,
  }),
},
{
  id: 'zp-portal-financas-login-propio',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://www.acesso.gov.pt/v2/loginForm?partID=PFAP',
  body: page({
    lang: 'pt-PT',
    title: 'Autenticação - Portal das Finanças',
    body: `<main><div class="card"><h2>Autenticação</h2><p class="muted">Portal das Finanças · Autoridade Tributária e Aduaneira</p><div class="row"><a href="#" class="btn" style="background:#eee">NIF</a><a href="#" class="btn" style="background:#eee">Chave Móvel Digital</a><a href="#" class="btn" style="background:#eee">Cartão de Cidadão</a></div>
${form({ action: '/v2/login', color: '#2b6a3f', button: 'Autenticar', fields: [['Nº de Contribuinte', 'username', 'text', 'maxlength="9"'], ['Senha', 'password', 'password']] })}</div></main>`,
  }),
},
{
  id: 'zp-via-verde-area-cliente-propio',
  label: 'clean',
  kind: 'toll-own-domain',
  url: 'https://www.viaverde.pt/particulares/area-cliente',
  body: page({
    lang: 'pt-PT',
    title: 'Via Verde | Área de Cliente',
    css: `header.top{background:#00a650}`,
    body: `${topbar(mark('via verde', '#fff', 150), ['Particulares', 'Empresas', 'Ajuda'], '#00a650')}
<main><div class="card"><h2>Entrar</h2>${form({ action: '/api/auth/login', color: '#00a650', button: 'Entrar', fields: [['Email ou NIF', 'user', 'text'], ['Palavra-passe', 'pass', 'password']] })}</div>
<div class="alert">Alerta de fraude: circulam SMS em nome da Via Verde com links para pagamento de portagens. A Via Verde não envia links de pagamento por SMS.</div></main>`,
  }),
},
{
  id: 'zp-correos-seguimiento-real',
  label: 'clean',
  kind: 'parcel-tracking-own-domain',
  url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4X9E0341',
  body: page({
    title: 'Localizador de envíos | Correos',
    css: `header.top{background:#ffcd00}.ev{border-left:3px solid #002e6d;padding:4px 14px;margin:10px 0}`,
    body: `${topbar('<strong style="color:#002e6d;font-size:22px">Correos</strong>', ['Particulares', 'Empresas', 'Atención al cliente'], '#ffcd00')}
<main><h1>PQ4X9E0341</h1><div class="ev"><b>29/11/2025 09:12</b> En proceso de entrega — CTA Madrid</div><div class="ev"><b>28/11/2025 22:40</b> En tránsito</div><div class="ev"><b>27/11/2025 16:03</b> Admitido — Oficina Valencia</div>
<p class="muted">Correos nunca solicita pagos por SMS para entregar un envío. Los gastos de aduana se pagan en la sección "Mis envíos" de correos.es o en oficina.</p></main>`,
  }),
},
{
  id: 'zp-iberdrola-area-clientes-propio',
  label: 'clean',
  kind: 'utility-own-domain',
  url: 'https://www.iberdrola.es/clientes/acceso',
  body: page({
    title: 'Área Clientes | Iberdrola',
    css: `header.top{background:#00a443}`,
    body: `${topbar(mark('iberdrola', '#fff', 160), ['Luz', 'Gas', 'Solar', 'Movilidad'], '#00a443')}
<main><div class="card"><h2>Accede a Área Clientes</h2>${form({ action: '/clientes/acceso/login', color: '#00a443', button: 'Acceder', fields: [['Email o DNI', 'usuario', 'text', 'autocomplete="username"'], ['Contraseña', 'password', 'password', 'autocomplete="current-password"']] })}<p class="muted">Nunca te pediremos los datos de tu tarjeta para tramitar reembolsos: las devoluciones se abonan en la cuenta de domiciliación.</p></div></main>`,
  }),
},
{
  id: 'zp-cfe-pago-en-linea-propio',
  label: 'clean',
  kind: 'utility-own-domain',
  url: 'https://app.cfe.mx/Aplicaciones/CCFE/Recibos/Pago/',
  body: page({
    title: 'CFE - Pago en línea',
    css: `header.top{background:#008e5a}`,
    body: `${topbar('<strong style="color:#fff">CFE Comisión Federal de Electricidad</strong>', ['Hogar', 'Negocio', 'Industria'], '#008e5a')}
<main><div class="card"><h2>Pago de recibo de luz</h2>${form({ action: '/Aplicaciones/CCFE/Recibos/Pago/Consulta', color: '#008e5a', button: 'Consultar adeudo', fields: [['Número de servicio (12 dígitos)', 'servicio', 'text', 'maxlength="12" inputmode="numeric"'], ['Nombre del titular', 'titular', 'text']] })}<p class="muted">El cobro con tarjeta se procesa en la pasarela segura de la institución bancaria.</p></div></main>`,
  }),
},
{
  id: 'zp-mercadolibre-checkout-tarjeta',
  label: 'clean',
  kind: 'marketplace-checkout',
  url: 'https://www.mercadolibre.com.mx/checkout/pago?item=MLM1928371',
  body: page({
    title: 'Mercado Libre - Elige cómo pagar',
    css: `header.top{background:#fff159}.sum{background:#fff;padding:20px;border-radius:6px}`,
    body: `${topbar('<strong style="color:#2d3277;font-size:20px">mercado libre</strong>', [], '#fff159')}
<main style="display:grid;grid-template-columns:2fr 1fr;gap:20px"><div class="card" style="margin:0;max-width:none"><h2>Agrega una tarjeta nueva</h2>${form({ action: '/checkout/api/card-token', color: '#3483fa', button: 'Continuar', fields: [['Número de tarjeta', 'cardNumber', 'text', 'autocomplete="cc-number"'], ['Nombre del titular', 'cardholderName', 'text', 'autocomplete="cc-name"'], ['Vencimiento', 'expiration', 'text', 'autocomplete="cc-exp"'], ['Código de seguridad', 'securityCode', 'text', 'autocomplete="cc-csc"']] })}</div>
<div class="sum"><h3>Resumen de compra</h3><p>Audífonos inalámbricos — $1,299</p><p>Envío gratis</p><p><b>Pagas $1,299</b></p></div></main>
<script src="https://sdk.mercadopago.com/js/v2"></script>`,
  }),
},
{
  id: 'zp-mercadopago-login-propio',
  label: 'clean',
  kind: 'fintech-own-domain',
  url: 'https://www.mercadopago.com.ar/login',
  body: page({
    title: 'Mercado Pago',
    body: `<main><div class="card"><strong style="color:#009ee3;font-size:24px">mercado pago</strong><h2>Ingresá tu e-mail, teléfono o usuario</h2>${form({ action: '/jms/mla/lgz/login/enter', color: '#009ee3', button: 'Continuar', fields: [['E-mail, teléfono o usuario', 'user_id', 'text', 'autocomplete="username"']] })}<p class="muted"><a href="#">Crear cuenta</a> · <a href="#">Necesito ayuda</a></p></div></main>`,
  }),
},
{
  id: 'zp-bizum-consejos-seguridad',
  label: 'clean',
  kind: 'payment-scheme-info',
  url: 'https://bizum.es/seguridad/',
  body: page({
    title: 'Seguridad | Bizum',
    css: `.hero{background:#05c3de;color:#fff;padding:40px}`,
    body: `<div class="hero"><h1>Usa Bizum de forma segura</h1></div><main><h2>Cuidado con las solicitudes de dinero</h2><p>Para <b>recibir</b> un Bizum nunca tienes que hacer nada: ni aceptar, ni introducir claves, ni entrar en enlaces. Si alguien te dice que para recibir un pago debes confirmar una operación, es un fraude.</p><h2>Ejemplos de mensajes fraudulentos</h2><blockquote>"Ana M. te ha enviado 150,00 €. Para recibir el dinero, identifícate aquí: bizum-recibir.pagos-es.com"</blockquote><p>Bizum no envía SMS con enlaces. Si tienes dudas, contacta con tu banco a través de sus canales oficiales.</p></main>${foot('Bizum S.L.', ['Aviso legal', 'Cookies'])}`,
  }),
},
];
