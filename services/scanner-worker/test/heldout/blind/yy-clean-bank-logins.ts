import { type Entry } from '../entry.js';
import { doc, logo, favicon, siteHeader, siteFooter, siteCss } from '../parts/yy-kit.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-bbva-mx-banca-en-linea',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.bbva.mx/personas/banca-digital/banca-en-linea.html',
  body: doc({
    lang: 'es-MX',
    title: 'Banca en línea BBVA | BBVA México',
    head: `${favicon('#072146', 'B')}<meta name="description" content="Consulta tus saldos, haz transferencias y paga tus servicios desde la Banca en línea BBVA.">
<link rel="canonical" href="https://www.bbva.mx/personas/banca-digital/banca-en-linea.html"><meta http-equiv="Content-Security-Policy" content="default-src 'self' *.bbva.mx *.bbvanet.com.mx; script-src 'self' 'unsafe-inline' *.bbva.mx">`,
    css: `${siteCss('#1973b8', '"Benton Sans", Arial, sans-serif')}.hero{background:#072146;color:#fff;padding:50px 0}.hero h1{font-weight:400;font-size:36px}.g{display:grid;grid-template-columns:1.3fr 1fr;gap:40px;align-items:start}
.acc{background:#fff;color:#121212;padding:28px;border-radius:2px}.acc h2{font-weight:400;margin-top:0}.info{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;margin-top:34px}.info div{background:#fff;padding:20px}`,
    body: `${siteHeader('bbva', ['Personas', 'Pymes', 'Empresas y Gobierno', 'Ayuda', 'Sucursales y cajeros'])}
<section class="hero"><div class="wrap g"><div><h1>Banca en línea BBVA</h1><p>Consulta tus saldos, paga tus tarjetas y servicios, y haz transferencias a otros bancos las 24 horas, desde tu computadora.</p><p>¿Aún no estás registrado? <a style="color:#5bbeff" href="/personas/banca-digital/banca-en-linea/registro.html">Regístrate aquí</a></p></div>
<form class="acc" method="post" action="https://www.bbvanet.com.mx/mexico/BBVANetPersonas/login"><h2>Acceso clientes</h2>
<label for="t">Número de tarjeta o usuario</label><input id="t" name="usuario" autocomplete="username" inputmode="numeric">
<label for="c">Contraseña</label><input id="c" name="password" type="password" autocomplete="current-password">
<p><button class="btn" type="submit">Entrar</button></p><p style="font-size:13px"><a href="/personas/banca-digital/banca-en-linea/recuperar-contrasena.html">¿Olvidaste tu contraseña?</a></p></form></div></section>
<div class="wrap"><div class="info"><div><h3>Token móvil</h3><p>Autoriza tus operaciones desde la app BBVA México. Nunca compartas el código con nadie, ni con personal del banco.</p></div><div><h3>Seguridad</h3><p>BBVA nunca te pedirá tus contraseñas, NIP o códigos por teléfono, correo, SMS o WhatsApp.</p></div><div><h3>Aclaraciones</h3><p>Si no reconoces un cargo, repórtalo en la app o llama a Línea BBVA 55 5226 2663.</p></div></div></div>
${siteFooter('BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México', ['Aviso de privacidad', 'Términos y condiciones', 'UNE', 'Buró de Entidades Financieras', 'Seguridad'], 'Regulado por CNBV y CONDUSEF. Productos garantizados por el IPAB hasta por 400 mil UDIS por persona.')}`,
  }),
},
{
  id: 'yy-clean-banorte-banca-en-linea',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.banorte.com/wps/portal/banorte/Home/banca-digital/banorte-en-linea',
  body: doc({
    lang: 'es-MX',
    title: 'Banorte en línea | Banorte',
    head: favicon('#eb0029', 'B'),
    css: `${siteCss('#eb0029', 'Roboto, Arial, sans-serif')}.band{background:#eb0029;color:#fff;padding:40px 0}.cols{display:grid;grid-template-columns:1fr 360px;gap:30px}.login{background:#fff;color:#333;border-radius:10px;padding:24px}
.faq{margin-top:30px}.faq details{background:#fff;padding:14px 18px;margin-bottom:8px;border-radius:6px}`,
    body: `${siteHeader('banorte', ['Personas', 'Empresas', 'Banca Patrimonial', 'Gobierno', 'Promociones'])}
<div class="band"><div class="wrap cols"><div><h1>Banorte en línea</h1><p>Tu banca por internet: transferencias SPEI, pagos de servicios, estados de cuenta y más. Para operar necesitas tu Token Celular activado en Banorte Móvil.</p></div>
<form class="login" action="https://bel.banorte.com/bel/login" method="post"><b>Ingresa a Banorte en línea</b><label>Usuario</label><input name="usuario" autocomplete="username"><label>Contraseña</label><input name="password" type="password" autocomplete="current-password"><p><button class="btn">Ingresar</button></p><a href="https://bel.banorte.com/bel/olvido-contrasena" style="font-size:13px">Olvidé mi contraseña</a></form></div></div>
<div class="wrap faq"><h2>Preguntas frecuentes</h2><details><summary>¿Qué es el Token Celular?</summary><p>Es una clave dinámica que generas en Banorte Móvil para autorizar operaciones. Banorte nunca te la solicitará por teléfono o mensaje.</p></details>
<details><summary>¿Cómo me doy de alta?</summary><p>Descarga Banorte Móvil, regístrate con tu tarjeta de débito y crea tu usuario.</p></details><details><summary>Recibí un SMS sobre un cargo no reconocido</summary><p>No abras ligas. Reporta el mensaje al 55 5140 5600 opción 9 o desde la app.</p></details></div>
${siteFooter('Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte', ['Aviso de privacidad', 'Términos de uso', 'Comisiones', 'UNE', 'Mapa del sitio'], 'Consulta costos y comisiones en banorte.com. Información regulada por CONDUSEF.')}`,
  }),
},
{
  id: 'yy-clean-interbank-banca-internet',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://bancaporinternet.interbank.pe/login',
  body: doc({
    lang: 'es-PE',
    title: 'Interbank | Banca por Internet',
    head: favicon('#05be50', 'i'),
    css: `body{margin:0;font-family:Geometria,Arial;background:#f1f4f3}.t{background:#fff;padding:16px 30px;border-bottom:3px solid #05be50;display:flex;justify-content:space-between;align-items:center}
.g{display:flex;max-width:980px;margin:30px auto;gap:30px}.p{flex:0 0 380px;background:#fff;border-radius:12px;padding:28px}.p input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #c7d0cc;border-radius:8px;margin:6px 0 12px}
.p button{width:100%;padding:14px;border:0;border-radius:8px;background:#05be50;color:#fff;font-weight:700}.side{flex:1}.side li{margin:10px 0}`,
    body: `<div class="t">${logo('interbank', 28)}<a href="https://interbank.pe/ayuda">Ayuda</a></div>
<div class="g"><form class="p" method="post" action="/login/authenticate"><h2>Ingresa a tu Banca por Internet</h2><label>Número de tarjeta</label><input name="card" inputmode="numeric" maxlength="19"><label>DNI</label><input name="dni" inputmode="numeric" maxlength="8"><label>Clave web</label><input name="webKey" type="password" maxlength="6"><button>Ingresar</button><p style="font-size:13px"><a href="/registro">¿No tienes clave web? Créala aquí</a></p></form>
<div class="side"><h3>Consejos de seguridad</h3><ul><li>Interbank nunca te pedirá el CVV, tu clave web ni tu Token por teléfono.</li><li>Verifica que la dirección sea <b>bancaporinternet.interbank.pe</b> y que tenga candado.</li><li>Si te llaman diciendo que tu cuenta fue bloqueada, cuelga y llama al (01) 311-9000.</li></ul></div></div>`,
  }),
},
{
  id: 'yy-clean-itau-home-acesso',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.itau.com.br/pessoa-fisica/acesse-sua-conta',
  body: doc({
    lang: 'pt-BR',
    title: 'Itaú | Conta corrente, cartões, empréstimos e investimentos',
    head: favicon('#ec7000', 'i'),
    css: `${siteCss('#ec7000', '"Itau Display", Arial, sans-serif')}.h2{background:#ec7000;color:#fff;padding:40px 0}.g{display:grid;grid-template-columns:1fr 340px;gap:30px}.acc{background:#fff;color:#222;border-radius:8px;padding:22px}
.row{display:flex;gap:10px}.row div{flex:1}.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin-top:24px}.tiles a{background:#fff;padding:18px;border-radius:8px;text-decoration:none;color:#222}`,
    body: `${siteHeader('itau', ['Para você', 'Empresas', 'Personnalité', 'Uniclass', 'Private'])}
<div class="h2"><div class="wrap g"><div><h1>Feito para você ir além</h1><p>Abra sua conta pelo app e tenha cartão, Pix, investimentos e atendimento 24h.</p></div>
<form class="acc" method="post" action="https://internetpf5.itau.com.br/router-app/router"><b>Acesse sua conta</b><div class="row"><div><label>Agência</label><input name="agencia" maxlength="4" inputmode="numeric"></div><div><label>Conta</label><input name="conta" maxlength="7"></div></div><p><button class="btn">Acessar</button></p><a style="font-size:13px" href="/atendimento/outros-acessos">Outros acessos (CPF, Pessoa Jurídica)</a></form></div></div>
<div class="wrap"><div class="tiles"><a href="/cartoes">Cartões de crédito</a><a href="/emprestimos-financiamentos">Empréstimos</a><a href="/investimentos">Investimentos</a><a href="/seguranca">Dicas de segurança</a></div>
<p style="font-size:13px;margin-top:20px">O Itaú não envia SMS ou e-mail com links pedindo atualização de iToken, senha ou dados do cartão.</p></div>
${siteFooter('Itaú Unibanco S.A. CNPJ 60.701.190/0001-04', ['Privacidade', 'Termos de uso', 'Ouvidoria', 'Acessibilidade'], 'Central de atendimento 4004 4828 (capitais) · 0800 970 4828 (demais localidades).')}`,
  }),
},
{
  id: 'yy-clean-caixa-internet-banking',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://internetbanking.caixa.gov.br/sinbc/login',
  body: doc({
    lang: 'pt-BR',
    title: 'Internet Banking CAIXA',
    head: favicon('#005ca9', 'C'),
    css: `body{margin:0;font-family:Futura,Arial;background:#f1f4f8}.h{background:#005ca9;padding:14px 30px}.h svg text{fill:#fff}.w{max-width:880px;margin:30px auto;display:flex;gap:26px}
.l{flex:0 0 360px;background:#fff;padding:26px;border-radius:6px}.l input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #9fb3c8;border-radius:4px;margin:6px 0 14px}.l button{background:#f39200;color:#fff;border:0;padding:12px 26px;border-radius:4px;font-weight:700}
.r{flex:1;background:#fff;padding:26px;border-radius:6px;font-size:14px}`,
    body: `<div class="h">${logo('caixa', 32)}</div>
<div class="w"><form class="l" method="post" action="/sinbc/login/validar"><h2 style="color:#005ca9;margin-top:0">Acesse sua conta</h2><label>Usuário</label><input name="usuario" autocomplete="username"><button>Próximo</button>
<p style="font-size:13px"><a href="/sinbc/cadastro">Cadastre-se</a> · <a href="/sinbc/esqueci-usuario">Esqueci meu usuário</a></p></form>
<div class="r"><h3>Segurança CAIXA</h3><p>A CAIXA não envia mensagens com links para saque de FGTS, liberação de benefícios ou atualização de dados. Consulte seu FGTS somente pelo app FGTS ou em caixa.gov.br.</p><p>Para acessar o Internet Banking pela primeira vez, instale o Módulo de Segurança disponível em <b>caixa.gov.br/seguranca</b>.</p></div></div>`,
  }),
},
{
  id: 'yy-clean-santander-br-home',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.santander.com.br/',
  body: doc({
    lang: 'pt-BR',
    title: 'Santander Brasil | Conta, Cartão, Empréstimos e Investimentos',
    head: favicon('#ec0000', 'S'),
    css: `${siteCss('#ec0000', '"Santander Text", Arial, sans-serif')}.b1{background:linear-gradient(90deg,#ec0000,#b30000);color:#fff;padding:40px 0}.g{display:grid;grid-template-columns:1fr 320px;gap:40px}.lg{background:#fff;color:#222;padding:22px;border-radius:8px}
.tabs{display:flex;gap:4px;margin-bottom:10px}.tabs span{flex:1;text-align:center;font-size:13px;padding:6px;border-bottom:2px solid #ddd}.tabs .on{border-color:#ec0000;color:#ec0000}`,
    body: `${siteHeader('santander', ['Para você', 'Select', 'Private', 'Empresas', 'Universidades'])}
<div class="b1"><div class="wrap g"><div><h1>Conta Santander com Pix ilimitado e cartão sem anuidade</h1><p>Abra pelo app em poucos minutos.</p></div>
<form class="lg" method="post" action="https://www.santandernet.com.br/IBPF/login"><div class="tabs"><span class="on">Pessoa Física</span><span>Empresas</span></div><label>CPF</label><input name="cpf" inputmode="numeric" maxlength="14" autocomplete="username"><p><button class="btn">Entrar</button></p></form></div></div>
<div class="wrap"><h2>Fique atento aos golpes</h2><p>O Santander nunca pede senha, código do Santander ID ou dados do cartão por telefone, WhatsApp ou links. Em caso de dúvida, ligue para a Central 4004 3535.</p></div>
${siteFooter('Banco Santander (Brasil) S.A. CNPJ 90.400.888/0001-42', ['Privacidade', 'Segurança', 'Ouvidoria', 'Tarifas'], 'Ouvidoria 0800 726 0322.')}`,
  }),
},
{
  id: 'yy-clean-nequi-negocios-login',
  label: 'clean',
  kind: 'fintech-own-login',
  url: 'https://negocios.nequi.com.co/ingreso',
  body: doc({
    lang: 'es-CO',
    title: 'Nequi Negocios | Ingresa',
    head: favicon('#da0081', 'N'),
    css: `body{margin:0;font-family:Manrope,Arial;background:#fbf7fa;color:#200020}.t{padding:18px 30px;background:#fff;border-bottom:1px solid #eee}.c{max-width:420px;margin:40px auto;background:#fff;border-radius:18px;padding:28px;box-shadow:0 6px 20px rgba(32,0,32,.06)}
input{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:10px;padding:14px;font-size:16px;margin:8px 0}.b{width:100%;background:#da0081;color:#fff;border:0;border-radius:10px;padding:15px;font-weight:800;margin-top:10px}`,
    body: `<div class="t">${logo('nequi', 30)} <b style="margin-left:8px">Negocios</b></div>
<div class="c"><h2>Ingresa a tu cuenta de negocio</h2><form method="post" action="/ingreso/autenticar"><label>Número de celular</label><input name="celular" inputmode="tel" maxlength="10"><label>Contraseña</label><input name="password" type="password"><button class="b">Ingresar</button></form>
<p style="font-size:13px">Al ingresar te enviaremos una notificación a tu app Nequi para confirmar que eres tú. En Nequi nunca te pediremos tu clave por llamada o chat.</p></div>`,
  }),
},
];
