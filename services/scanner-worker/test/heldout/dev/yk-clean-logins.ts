import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-clean-mercadolivre-login-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.mercadolivre.com.br/jms/mlb/lgz/login?platform_id=ML&go=https%3A%2F%2Fwww.mercadolivre.com.br%2F',
  body: doc({
    title: 'Mercado Livre',
    head: `<link rel="preconnect" href="https://http2.mlstatic.com"><link rel="stylesheet" href="https://http2.mlstatic.com/frontend-assets/login-frontend/login.desktop.4f2a9c.css"><meta name="robots" content="noindex">`,
    css: `body{margin:0;background:#ededed;font-family:'Proxima Nova',-apple-system,'Helvetica Neue',Arial,sans-serif;color:rgba(0,0,0,.9)}.nav{background:#fff159;height:56px;display:flex;align-items:center;padding:0 24px}
.m{display:flex;gap:40px;max-width:1000px;margin:40px auto;padding:0 16px}.m h1{font-size:28px;font-weight:600;max-width:380px}.card{background:#fff;border-radius:6px;box-shadow:0 1px 2px rgba(0,0,0,.12);padding:32px;width:420px}
label{font-size:14px;display:block;margin-bottom:6px}input{width:100%;height:48px;border:1px solid rgba(0,0,0,.25);border-radius:6px;padding:0 12px;font-size:16px}
.b{width:100%;height:48px;background:#3483fa;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600;margin-top:24px}.l{width:100%;height:48px;background:rgba(65,137,230,.15);color:#3483fa;border:0;border-radius:6px;margin-top:10px;font-weight:600}
.help{text-align:center;margin-top:40px;font-size:14px}.help a{color:#3483fa;text-decoration:none}`,
    body: `<div class="nav">${wordmark('mercado livre', '#2d3277', { shape: 'pill', w: 200 })}</div>
<div class="m"><h1>Digite seu e-mail, telefone ou usuário do Mercado Livre</h1><div class="card">
<form action="/jms/mlb/lgz/login/identification" method="post" id="login_user_form"><input type="hidden" name="dps" value="armor.1a7b2c9e">
<label for="user_id">E-mail, telefone ou usuário</label><input id="user_id" name="user_id" autocomplete="username" autofocus>
<button class="b" type="submit">Continuar</button><button class="l" type="button" onclick="location.href='/registration?confirmation_url=https%3A%2F%2Fwww.mercadolivre.com.br%2F'">Criar conta</button></form>
<p style="font-size:12px;color:#666;margin-top:20px">Protegido por reCAPTCHA - <a href="https://policies.google.com/privacy">Privacidade</a> - <a href="https://policies.google.com/terms">Condições</a></p></div></div>
<div class="help"><a href="https://www.mercadolivre.com.br/ajuda">Preciso de ajuda para entrar</a></div>
<script src="https://http2.mlstatic.com/frontend-assets/login-frontend/vendor.9c1e3f.js" defer></script>`,
  }),
},
{
  id: 'yk-clean-itau-home-acesso-conta',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.itau.com.br/para-voce',
  body: doc({
    title: 'Itaú | Banco, Cartão de Crédito, Conta Corrente e Investimentos',
    head: `<link rel="canonical" href="https://www.itau.com.br/">${gtag('G-4RX7N1QZ9P')}`,
    css: `body{margin:0;font-family:'Itau Display',Arial,sans-serif;color:#323232}.top{background:#ec7000;padding:12px 30px;display:flex;align-items:center;gap:30px;color:#fff}
.top a{color:#fff;text-decoration:none;font-size:14px}.acc{margin-left:auto;display:flex;gap:8px;align-items:center;background:#fff;border-radius:6px;padding:6px 8px}.acc input{width:90px;border:1px solid #ccc;padding:8px;border-radius:4px}
.acc button{background:#003399;color:#fff;border:0;border-radius:4px;padding:8px 14px}.hero{background:#fff4ea;padding:60px 30px}.hero h1{font-size:40px;color:#ec7000;max-width:560px}
.cards{display:flex;gap:20px;padding:30px}.cards div{flex:1;border:1px solid #eee;border-radius:10px;padding:20px}.sec{background:#f5f5f5;padding:20px 30px;font-size:13px}`,
    body: `<div class="top">${wordmark('Itaú', '#003399', { fg: '#fff', shape: 'square' })}<a href="/para-voce">Para você</a><a href="/empresas">Empresas</a><a href="/personnalite">Personnalité</a>
<form class="acc" method="post" action="https://internetpf5.itau.com.br/router-app/router"><input name="agencia" placeholder="agência" maxlength="4" inputmode="numeric"><input name="conta" placeholder="conta" maxlength="6" inputmode="numeric"><button>acessar</button></form></div>
<div class="hero"><h1>Seu dinheiro rendendo 100% do CDI com liquidez diária</h1><p>Abra sua conta pelo app em poucos minutos.</p></div>
<div class="cards"><div><h3>Cartões</h3><p>Conheça o Itaú Uniclass Signature e acumule pontos.</p></div><div><h3>Empréstimo pessoal</h3><p>Simule no app e receba na hora.</p></div><div><h3>Investimentos</h3><p>CDB, Tesouro Direto e fundos.</p></div></div>
<div class="sec"><b>Segurança:</b> o Itaú nunca envia links por SMS ou WhatsApp pedindo senha, token ou para atualizar o iToken. Na dúvida, ligue 4004 4828 (capitais) ou 0800 970 4828.</div>
${cookieBar('Usamos cookies para melhorar sua experiência. Veja a <a href="/privacidade" style="color:#fff">política de privacidade</a>.', 'Aceitar')}`,
  }),
},
{
  id: 'yk-clean-bbva-mx-login-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.bbva.mx/personas/banca-digital/entra-a-tu-cuenta.html',
  body: doc({
    lang: 'es-MX',
    title: 'Banca digital BBVA México | Entra a tu cuenta',
    css: `body{margin:0;font-family:'BentonSans',Arial,sans-serif;background:#fff;color:#121212}.h{background:#072146;color:#fff;padding:16px 30px;display:flex;align-items:center;justify-content:space-between}
.g{display:flex;gap:40px;max-width:1040px;margin:40px auto;padding:0 20px}.f{width:380px;background:#f4f4f4;padding:28px}label{font-size:13px;color:#666;display:block;margin-top:14px}
input{width:100%;border:0;border-bottom:1px solid #1973b8;background:#fff;padding:12px 8px;font-size:16px}button{width:100%;background:#1973b8;color:#fff;border:0;padding:15px;margin-top:22px}
.i{flex:1}.i li{margin:10px 0}`,
    body: `<div class="h"><b style="font-size:26px;letter-spacing:1px">BBVA</b><span>Personas · Empresas · Ayuda</span></div>
<div class="g"><div class="f"><h2>Entra a tu cuenta</h2><form method="post" action="https://www.bbvanet.com.mx/mexico/servlet/LoginServlet" autocomplete="on"><label>Número de tarjeta o cliente</label><input name="usuario" autocomplete="username" inputmode="numeric" maxlength="16">
<label>Contraseña</label><input name="password" type="password" autocomplete="current-password"><button>Entrar</button></form><p style="font-size:13px"><a href="/personas/banca-digital/recuperar-contrasena.html">¿Olvidaste tu contraseña?</a></p></div>
<div class="i"><h2>Tu banco en tu celular</h2><ul><li>Consulta saldos y movimientos.</li><li>Transfiere por SPEI y paga servicios.</li><li>Genera tu tarjeta digital.</li></ul>
<p><b>Recuerda:</b> BBVA nunca te pedirá por teléfono, correo o mensaje tu contraseña, NIP o el código de Token Móvil. Para aclaraciones de cargos usa únicamente la app o llama al 55 5226 2663.</p></div></div>`,
  }),
},
{
  id: 'yk-clean-bancoestado-banca-linea-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.bancoestado.cl/content/bancoestado-public/cl/es/home/home.html?utm_source=google&utm_medium=cpc',
  body: doc({
    lang: 'es-CL',
    title: 'BancoEstado | Personas',
    css: `body{margin:0;font-family:'Lato',Arial,sans-serif;color:#333}.h{background:#fe6400;padding:14px 28px;color:#fff;display:flex;justify-content:space-between;align-items:center}
.lg{background:#fff;color:#333;border-radius:8px;padding:16px;width:300px;position:absolute;right:30px;top:70px;box-shadow:0 4px 14px rgba(0,0,0,.2)}
.lg input{width:100%;padding:10px;border:1px solid #aaa;border-radius:4px;margin:4px 0 10px}.lg button{width:100%;background:#fe6400;color:#fff;border:0;padding:12px;border-radius:4px}
.hero{background:#fff0e6;padding:50px 30px;min-height:260px}.hero h1{max-width:520px}`,
    body: `<div class="h"><b style="font-size:22px">BancoEstado</b><span>Personas · Emprendedores · Empresas</span></div>
<div class="lg"><b>Banca en Línea</b><form method="post" action="https://www.bancoestado.cl/imp/login/index.html#/login"><label>RUT</label><input name="rut" data-rut autocomplete="username"><label>Clave de Internet</label><input name="pass" type="password" autocomplete="current-password"><button>Ingresar</button></form>
<small><a href="/recuperar-clave">¿Olvidaste tu clave?</a></small></div>
<div class="hero"><h1>CuentaRUT: tu cuenta para todo</h1><p>Transfiere, paga y compra con tu tarjeta en Chile y el extranjero.</p></div>
<p style="padding:20px 30px;font-size:13px">BancoEstado nunca te solicitará claves ni coordenadas de BancoEstado Pass por correo, SMS o llamados.</p>${rutJs}`,
  }),
},
{
  id: 'yk-clean-bcp-zonasegura-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://bcpzonasegurabeta.viabcp.com/#/iniciar-sesion',
  body: doc({
    lang: 'es-PE',
    title: 'Banca por Internet | Viabcp',
    css: `body{margin:0;background:#f0f2f5;font-family:'Flexo',Arial,sans-serif}.h{background:#002a8d;padding:14px 28px;color:#fff;font-weight:bold;font-size:22px}.h i{color:#ff7800;font-style:normal}
.c{max-width:400px;margin:40px auto;background:#fff;border-radius:8px;padding:28px}select,input{width:100%;padding:12px;border:1px solid #c5cbd6;border-radius:6px;margin:6px 0 14px;font-size:16px}
button{width:100%;background:#ff7800;color:#fff;border:0;border-radius:6px;padding:14px;font-weight:bold}.kb{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin-bottom:14px}.kb span{background:#eef1f6;text-align:center;padding:10px;border-radius:4px}`,
    body: `<div class="h"><i>&gt;</i>BCP</div><div class="c"><h3>Banca por Internet</h3><form method="post" action="/api/auth/login"><select name="tipo"><option>Tarjeta de débito</option><option>DNI</option></select>
<input name="card" placeholder="Número de tarjeta" inputmode="numeric" maxlength="16"><input name="password" type="password" placeholder="Clave de internet de 6 dígitos" readonly>
<div class="kb">${[3, 8, 0, 5, 1, 9, 4, 7, 2, 6].map((n) => `<span>${n}</span>`).join('')}</div><button>Continuar</button></form>
<p style="font-size:12px;color:#555">Recuerda: el BCP nunca te pedirá tu Clave Token Digital por llamadas, correo o WhatsApp.</p></div>`,
  }),
},
{
  id: 'yk-clean-galicia-onlinebanking-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://onlinebanking.bancogalicia.com.ar/inicio/ingreso',
  body: doc({
    lang: 'es-AR',
    title: 'Online Banking Galicia',
    css: `body{margin:0;font-family:'Gotham',Arial,sans-serif}.top{background:#fa6400;height:6px}.l{padding:24px 40px;color:#fa6400;font-size:28px;font-weight:bold}
.f{max-width:360px;margin:10px auto;padding:0 20px}input{width:100%;padding:14px;border:1px solid #ccc;border-radius:4px;font-size:16px;margin:8px 0}
button{width:100%;background:#fa6400;color:#fff;border:0;border-radius:24px;padding:14px;margin-top:14px}a{color:#fa6400}`,
    body: `<div class="top"></div><div class="l">Galicia</div><div class="f"><h2>Ingresá a Online Banking</h2>
<form method="post" action="/login/authenticate"><input name="documento" placeholder="Número de documento" inputmode="numeric" autocomplete="username"><input name="usuario" placeholder="Usuario Galicia"><input name="clave" type="password" placeholder="Clave Galicia" autocomplete="current-password"><button>Ingresar</button></form>
<p><a href="/recuperar">Olvidé mi usuario o clave</a> · <a href="/alta">Crear usuario</a></p><p style="font-size:12px;color:#666">Galicia nunca te va a pedir tus claves ni códigos de verificación por teléfono, mail o redes sociales.</p></div>`,
  }),
},
{
  id: 'yk-clean-sii-clave-tributaria-own',
  label: 'clean',
  kind: 'government-own-login',
  url: 'https://zeusr.sii.cl/AUT2000/InicioAutenticacion/IngresoRutClave.html?https://www4.sii.cl/propuestaf29ui/index.html#/default',
  body: doc({
    lang: 'es-CL',
    title: 'Autenticación - Servicio de Impuestos Internos',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff}.h{background:#0c3d7a;color:#fff;padding:12px 26px}.c{max-width:360px;margin:40px auto;border:1px solid #ddd;padding:26px;border-radius:4px}
input{width:100%;padding:10px;border:1px solid #aaa;margin:6px 0 12px}button{width:100%;background:#ee3a43;color:#fff;border:0;padding:12px;border-radius:3px}`,
    body: `<div class="h"><b>SII</b> Servicio de Impuestos Internos</div><div class="c"><h3>Ingresa a Mi SII</h3><form method="post" action="/cgi_AUT2000/CAutInicio.cgi"><label>RUT</label><input name="rutcntr" data-rut><label>Clave Tributaria</label><input name="clave" type="password">
<button>Ingresar</button></form><p style="font-size:12px"><a href="/cgi_AUT2000/CAutRecuperaClave.cgi">¿Olvidaste tu clave?</a> · También puedes ingresar con ClaveÚnica.</p></div>${rutJs}`,
  }),
},
{
  id: 'yk-clean-company-roundcube-webmail-own',
  label: 'clean',
  kind: 'company-webmail',
  url: 'https://webmail.transportesrioverde.com.br/?_task=login',
  body: doc({
    title: 'Transportes Rio Verde :: Bem-vindo ao Webmail',
    head: `<link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1712912345"><meta name="robots" content="noindex,nofollow">`,
    css: `body{margin:0;background:#f4f4f4;font-family:'Roboto',Arial,sans-serif}#layout{width:360px;margin:100px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
#logo{text-align:center;color:#2f5f8a;font-weight:bold;font-size:20px;margin-bottom:20px}input{width:100%;padding:9px;border:1px solid #ccc;border-radius:3px;margin:4px 0 12px}
button{width:100%;padding:10px;background:#37beff;border:0;color:#fff;border-radius:3px}#footer{text-align:center;font-size:11px;color:#999;margin-top:14px}`,
    body: `<div id="layout"><div id="logo">Transportes Rio Verde Ltda.<br><small style="font-weight:normal;color:#888">Webmail</small></div>
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="lXq0a1Vn8cT3zF2sPwQ7R5dK9mY6hJ4b"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<label for="rcmloginuser">Usuário</label><input name="_user" id="rcmloginuser" autocomplete="username" autocapitalize="off"><label for="rcmloginpwd">Senha</label><input name="_pass" id="rcmloginpwd" type="password" autocomplete="current-password">
<button type="submit">Entrar</button></form><div id="footer">Roundcube Webmail · Suporte TI: ramal 2210 · ti@transportesrioverde.com.br</div></div>
<script src="/program/js/app.min.js?s=1712912345"></script>`,
  }),
},
];
