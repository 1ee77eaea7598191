import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-clean-mercadopago-mx-login-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.mercadopago.com.mx/jms/mlm/lgz/msl/login/H4sIAAAAAAAEAy2OQQ6DMAwE',
  body: doc({
    lang: 'es-MX',
    title: 'Mercado Pago',
    css: `body{margin:0;background:#f5f5f5;font-family:'Proxima Nova',-apple-system,Arial,sans-serif}.nav{background:#fff;height:56px;display:flex;align-items:center;padding:0 24px;box-shadow:0 1px 2px rgba(0,0,0,.1)}
.c{max-width:460px;margin:48px auto;background:#fff;border-radius:6px;padding:32px;box-shadow:0 1px 2px rgba(0,0,0,.12)}h1{font-size:24px;font-weight:600}
input{width:100%;height:48px;border:1px solid #bfbfbf;border-radius:6px;padding:0 12px;font-size:16px}button{width:100%;height:48px;background:#009ee3;color:#fff;border:0;border-radius:6px;margin-top:20px;font-size:16px;font-weight:600}
.q{display:flex;gap:14px;align-items:center;border-top:1px solid #eee;margin-top:26px;padding-top:20px;font-size:14px}`,
    body: `<div class="nav">${wordmark('mercado pago', '#009ee3', { shape: 'pill', w: 190 })}</div>
<div class="c"><h1>Ingresa tu e-mail, teléfono o usuario de Mercado Pago</h1>
<form method="post" action="/jms/mlm/lgz/login/identification"><label for="u" style="font-size:14px">E-mail, teléfono o usuario</label><input id="u" name="user_id" autocomplete="username"><button>Continuar</button></form>
<div class="q">${qrSvg('mp-mx-qr-login', 84)}<div>Inicia sesión más rápido escaneando el código QR con la app de Mercado Pago.</div></div></div>`,
  }),
},
{
  id: 'yk-clean-nubank-web-login-qr',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://app.nubank.com.br/beta/?utm_source=site&utm_medium=header',
  body: doc({
    title: 'Nubank',
    head: `<meta name="description" content="Acesse sua conta Nubank pelo computador.">`,
    css: `body{margin:0;font-family:Graphik,'Helvetica Neue',Arial,sans-serif;background:#fff;color:#111}.l{display:flex;min-height:100vh}.a{flex:1;background:#820ad1;color:#fff;padding:60px}
.a h2{font-size:34px;font-weight:500;max-width:380px}.b{flex:1;padding:60px;max-width:520px}label{display:block;font-size:13px;color:#555;margin:20px 0 6px}
input{width:100%;border:0;border-bottom:1px solid #999;padding:10px 0;font-size:18px;outline:0}button{margin-top:30px;background:#820ad1;color:#fff;border:0;border-radius:30px;padding:14px 40px;font-size:15px}
.qr{display:flex;gap:20px;align-items:center;margin-top:40px;border-top:1px solid #eee;padding-top:30px;font-size:14px;color:#555}`,
    body: `<div class="l"><div class="a">${wordmark('nu', '#ffffff', { fg: '#fff', shape: 'circle', w: 80 })}<h2>Acesse sua conta pelo computador</h2><p>Acompanhe fatura, extrato e limite. Pix e pagamentos continuam pelo app.</p></div>
<div class="b"><h3>Entrar</h3><form method="post" action="/api/token" autocomplete="on"><label>CPF</label><input name="login" inputmode="numeric" data-mask="cpf" autocomplete="username"><label>Senha</label><input type="password" name="password" autocomplete="current-password">
<button>Continuar</button></form><p><a href="/beta/#/recuperar-senha" style="color:#820ad1">Esqueci minha senha</a></p>
<div class="qr">${qrSvg('nubank-web-login', 110)}<div>Ou abra o app do Nubank no celular, toque em <b>Acessar pelo computador</b> e escaneie o código.</div></div></div></div>${maskJsBR}`,
  }),
},
{
  id: 'yk-clean-bancolombia-sucursal-virtual-own',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://sucursalpersonas.transaccionesbancolombia.com/mua/USER?scis=2Fj8dQ1s',
  body: doc({
    lang: 'es-CO',
    title: 'Sucursal Virtual Personas',
    css: `body{margin:0;font-family:'CIBFont Sans',Arial,sans-serif;background:#fafafa}.hd{background:#fff;border-bottom:1px solid #e5e5e5;padding:14px 28px;font-weight:bold;font-size:20px}
.b{max-width:380px;margin:50px auto;background:#fff;border-radius:16px;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.08)}input{width:100%;padding:12px;border:0;border-bottom:2px solid #2c2a29;font-size:17px}
button{width:100%;margin-top:26px;background:#fdda24;border:0;border-radius:22px;padding:14px;font-weight:bold}.n{font-size:12px;color:#666;margin-top:18px}`,
    body: `<div class="hd">Bancolombia</div><div class="b"><h3>¡Hola! Ingresa tu usuario</h3><form method="post" action="/mua/USER"><input name="username" autocomplete="username" maxlength="20"><button>Continuar</button></form>
<p class="n">¿Olvidaste tu usuario? <a href="/mua/FORGOT">Recupéralo aquí</a>.</p><p class="n">Bancolombia nunca te enviará correos o mensajes con enlaces para ingresar a la Sucursal Virtual.</p></div>
<script src="/mua/assets/js/fingerprint.min.js"></script>`,
  }),
},
{
  id: 'yk-clean-sat-login-rfc-own',
  label: 'clean',
  kind: 'government-own-login',
  url: 'https://loginda.siat.sat.gob.mx/nidp/app/login?id=contr-dual-eFirma&sid=0&option=credential',
  body: doc({
    lang: 'es-MX',
    title: 'SAT Autenticación',
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;background:#fff;color:#333}.g{background:#611232;color:#fff;padding:12px 26px;font-size:14px}.c{max-width:480px;margin:30px auto;padding:20px}
.tabs a{display:inline-block;padding:10px 16px;border:1px solid #ddd;border-bottom:0;text-decoration:none;color:#611232}.tabs a.on{background:#611232;color:#fff}
.p{border:1px solid #ddd;padding:22px}label{display:block;font-size:14px;margin-top:10px}input{width:100%;padding:9px;border:1px solid #ccc;margin-top:4px}img{margin-top:10px}
button{background:#235b4e;color:#fff;border:0;padding:10px 26px;margin-top:16px}`,
    body: `<div class="g">gob.mx · SAT</div><div class="c"><h2>Acceso por contraseña</h2><div class="tabs"><a class="on" href="#">Contraseña</a><a href="?id=fiel">e.firma</a></div>
<div class="p"><form method="post" action="/nidp/app/login?sid=0&sid=0"><label>RFC</label><input name="Ecom_User_ID" maxlength="13" style="text-transform:uppercase"><label>Contraseña</label><input name="Ecom_Password" type="password">
<label>Captcha</label><div style="background:#eee;width:160px;height:50px;margin-top:6px;font:bold 24px monospace;letter-spacing:4px;text-align:center;line-height:50px">K7P2X</div><input name="userCaptcha" style="width:160px">
<button>Enviar</button></form></div><p style="font-size:12px">El SAT no envía correos con ligas para descargar facturas ni solicita tu contraseña por teléfono.</p></div>`,
  }),
},
{
  id: 'yk-clean-afip-clave-fiscal-own',
  label: 'clean',
  kind: 'government-own-login',
  url: 'https://auth.afip.gob.ar/contribuyente_/login.xhtml?action=SYSTEM&system=mcmp',
  body: doc({
    lang: 'es-AR',
    title: 'ARCA - Acceso con Clave Fiscal',
    css: `body{margin:0;font-family:'Roboto',Arial,sans-serif;background:#f3f3f3}.h{background:#004a8f;color:#fff;padding:12px 26px}.c{max-width:380px;margin:40px auto;background:#fff;padding:30px}
input{width:100%;padding:12px;border:1px solid #999;margin:8px 0 14px;font-size:16px}button{width:100%;background:#004a8f;color:#fff;border:0;padding:13px}.l{font-size:13px}`,
    body: `<div class="h"><b>ARCA</b> Agencia de Recaudación y Control Aduanero</div><div class="c"><h3>Acceso con Clave Fiscal</h3>
<form id="F1" method="post" action="/contribuyente_/login.xhtml"><input type="hidden" name="javax.faces.ViewState" value="-3148806127437511291:2917473024312340127"><label>CUIT/CUIL</label><input id="F1:username" name="F1:username" maxlength="11" inputmode="numeric">
<button id="F1:btnSiguiente" type="submit">Siguiente</button></form><p class="l"><a href="https://www.afip.gob.ar/clavefiscal/ayuda/">¿Olvidaste tu clave?</a> · <a href="https://www.afip.gob.ar/clavefiscal/">Obtené tu Clave Fiscal</a></p></div>`,
  }),
},
{
  id: 'yk-clean-dian-muisca-login-own',
  label: 'clean',
  kind: 'government-own-login',
  url: 'https://muisca.dian.gov.co/WebArquitectura/DefLogin.faces?source=portal-transaccional',
  body: doc({
    lang: 'es-CO',
    title: 'DIAN - Iniciar sesión',
    css: `body{margin:0;font-family:'Work Sans',Arial,sans-serif;background:#f2f4f7}.h{background:#0a3a6b;color:#fff;padding:14px 28px}.c{max-width:420px;margin:40px auto;background:#fff;padding:28px}
select,input{width:100%;padding:10px;border:1px solid #aaa;margin:6px 0 12px}button{background:#0a3a6b;color:#fff;border:0;padding:11px 26px}`,
    body: `<div class="h"><b>DIAN</b> · Servicios en línea</div><div class="c"><h3>Iniciar sesión</h3><form method="post" action="/WebArquitectura/DefLogin.faces"><label>Tipo de usuario</label><select name="tipoUsuario"><option>A nombre propio</option><option>A nombre de un tercero</option></select>
<label>Tipo de documento</label><select name="tipoDoc"><option>Cédula de ciudadanía</option><option>NIT</option><option>Cédula de extranjería</option></select><label>Número de documento</label><input name="numDoc" inputmode="numeric"><label>Contraseña</label><input type="password" name="clave">
<button>Ingresar</button></form><p style="font-size:12px">La DIAN no envía notificaciones de embargo con archivos adjuntos comprimidos. Verifique en este portal.</p></div>`,
  }),
},
{
  id: 'yk-clean-sunat-sol-login-own',
  label: 'clean',
  kind: 'government-own-login',
  url: 'https://api-seguridad.sunat.gob.pe/v1/clientessol/4f3b88b3-d9d6-402a-b85d-6a0bc857746a/oauth2/loginMenuSol?originalUrl=https://e-menu.sunat.gob.pe/cl-ti-itmenu/AutenticaMenuInternet.htm&state=rO0ABXNy',
  body: doc({
    lang: 'es-PE',
    title: 'SUNAT - Operaciones en Línea',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#fff;border-bottom:4px solid #c4161c;padding:12px 24px;font-weight:bold;color:#00408f;font-size:24px}
.c{max-width:380px;margin:30px auto;background:#fff;padding:26px;border:1px solid #ddd}input{width:100%;padding:10px;border:1px solid #ccc;margin:6px 0}button{width:100%;background:#00408f;color:#fff;border:0;padding:12px;margin-top:10px}`,
    body: `<div class="h">SUNAT</div><div class="c"><h3>Ingresa con tu Clave SOL</h3><form method="post" action="/v1/clientessol/4f3b88b3-d9d6-402a-b85d-6a0bc857746a/oauth2/j_security_check">
<input name="txtRuc" placeholder="RUC" maxlength="11" inputmode="numeric"><input name="txtUsuario" placeholder="Usuario"><input name="txtContrasena" type="password" placeholder="Contraseña"><button>Iniciar sesión</button></form>
<p style="font-size:12px">Las notificaciones válidas se consultan solo en tu Buzón Electrónico dentro de SUNAT Operaciones en Línea.</p></div>`,
  }),
},
{
  id: 'yk-clean-govbr-sso-cpf-login',
  label: 'clean',
  kind: 'government-own-login',
  url: 'https://sso.acesso.gov.br/login?client_id=www.gov.br&authorization_id=18f7a2c91de',
  body: doc({
    title: 'Acesso gov.br',
    css: `body{margin:0;font-family:Rawline,Raleway,Arial,sans-serif;background:#f8f8f8}.top{background:#fff;padding:14px 24px;border-bottom:1px solid #ddd}.gov{font-weight:900;font-size:24px;color:#1351b4}.gov span{color:#ffcd07}
.c{max-width:480px;margin:30px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 6px rgba(0,0,0,.1)}input{width:100%;padding:10px;border:1px solid #888;border-radius:4px;font-size:16px;margin:6px 0}
button{background:#1351b4;color:#fff;border:0;border-radius:20px;padding:10px 28px;font-size:16px;margin-top:14px}.o{margin-top:24px;font-size:14px}.o div{border:1px solid #ddd;border-radius:4px;padding:10px;margin:6px 0}`,
    body: `<div class="top"><span class="gov">g<span>o</span>v.br</span></div><div class="c"><h3>Identifique-se no gov.br com:</h3><p><b>Número do CPF</b></p><p style="font-size:14px">Digite seu CPF para <b>criar</b> ou <b>acessar</b> sua conta gov.br</p>
<form method="post" action="/login"><label>CPF</label><input id="accountId" name="accountId" data-mask="cpf" inputmode="numeric" placeholder="Digite seu CPF"><button>Continuar</button></form>
<div class="o"><b>Outras opções de identificação:</b><div>Login com seu banco</div><div>Seu certificado digital</div><div>Seu certificado digital em nuvem</div></div></div>${maskJsBR}`,
  }),
},
{
  id: 'yk-clean-company-adfs-microsoft-own',
  label: 'clean',
  kind: 'company-sso',
  url: 'https://sts.grupoalvorada.com.br/adfs/ls/?client-request-id=5c1e9a40-0b7f-4d2c-9e31-8f0a6b2d4c17&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline',
  body: doc({
    title: 'Entrar',
    css: `body{margin:0;font-family:'Segoe UI',Arial,sans-serif;display:flex;min-height:100vh}.ill{flex:1;background:#0d3b66}.p{width:480px;padding:60px 50px;background:#fff}
.co{font-size:22px;font-weight:600;color:#0d3b66;margin-bottom:30px}input{width:100%;border:1px solid #bbb;padding:8px;margin:6px 0 14px;font-size:15px}button{background:#0d3b66;color:#fff;border:0;padding:8px 24px;font-size:15px}
.h{font-size:13px;color:#555;margin-top:30px}`,
    body: `<div class="ill"></div><div class="p"><div class="co">Grupo Alvorada</div><h2 style="font-weight:400">Entrar</h2>
<form method="post" id="loginForm" action="/adfs/ls/?client-request-id=5c1e9a40-0b7f-4d2c-9e31-8f0a6b2d4c17&amp;wa=wsignin1.0&amp;wtrealm=urn%3afederation%3aMicrosoftOnline" autocomplete="off">
<input id="userNameInput" name="UserName" type="email" placeholder="alguem@grupoalvorada.com.br"><input id="passwordInput" name="Password" type="password" placeholder="Senha"><input type="hidden" name="AuthMethod" value="FormsAuthentication">
<button id="submitButton">Entrar</button></form><p class="h">Use sua conta corporativa (a mesma do Windows e do Office 365). Problemas? Central de Serviços de TI: 0800 600 4410 ou <a href="https://servicos.grupoalvorada.com.br">servicos.grupoalvorada.com.br</a></p></div>
<script>var u=document.getElementById("userNameInput");u.addEventListener("blur",function(){if(u.value&&u.value.indexOf("@")<0)u.value+="@grupoalvorada.com.br"});</script>`,
  }),
},
];
