import { type Entry } from '../entry.js';
import { doc, logo, favicon } from '../parts/yy-kit.js';
import { jsRoute, cssRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-bancolombia-svp-spa',
  label: 'clean',
  kind: 'bank-own-login-spa',
  url: 'https://sucursalpersonas.transaccionesbancolombia.com/mua/initAuthProcess',
  body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sucursal Virtual Personas</title>
<base href="/mua/"><link rel="icon" href="/mua/favicon.ico"><link rel="stylesheet" href="/mua/styles.6c1f0a7e.css"></head>
<body><app-root><div class="boot">Cargando Sucursal Virtual Personas…</div></app-root>
<noscript>Para usar la Sucursal Virtual Personas debes habilitar JavaScript.</noscript>
<script src="/mua/runtime.3b1a9c.js" type="module"></script><script src="/mua/main.91de42f7.js" type="module"></script></body></html>`,
  routes: {
    'sucursalpersonas.transaccionesbancolombia.com/mua/styles.6c1f0a7e.css': cssRoute(`body{margin:0;font-family:"Open Sans",Arial;background:#f7f7f7;color:#2c2a29}.boot{padding:40px;text-align:center}.card{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:32px}
.card input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #2c2a29;padding:10px 0;font-size:17px;margin:6px 0 18px}.card button{width:100%;height:46px;border:0;border-radius:24px;background:#fdda24;font-weight:700}`),
    'sucursalpersonas.transaccionesbancolombia.com/mua/runtime.3b1a9c.js': jsRoute(`window.__BC_ENV__={api:'/mua/api',version:'7.12.3',recaptchaKey:'6LdG9-8UAAAAAJ'};`),
    'sucursalpersonas.transaccionesbancolombia.com/mua/main.91de42f7.js': jsRoute(`(function(){var r=document.querySelector('app-root');
r.innerHTML='<div class="card"><h3>¡Hola!</h3><p>Ingresa tu usuario para continuar</p><form id="u"><label for="usr">Usuario</label><input id="usr" name="username" autocomplete="username"><button>Continuar</button></form><p style="font-size:12px;color:#666">Recuerda: Bancolombia nunca te pedirá tu clave o clave dinámica por llamada, SMS, correo o WhatsApp.</p></div>';
document.getElementById('u').addEventListener('submit',function(e){e.preventDefault();fetch(window.__BC_ENV__.api+'/auth/user',{method:'POST',credentials:'include',headers:{'content-type':'application/json'},body:JSON.stringify({username:document.getElementById('usr').value})}).then(function(x){return x.json()}).then(function(j){location.assign('/mua/'+j.next);});});})();`),
    'sucursalpersonas.transaccionesbancolombia.com/mua/api/auth/user': jsonRoute({ next: 'PASSWORD?step=2' }),
  },
},
{
  id: 'yy-clean-bcp-zonasegura-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://bcpzonasegurabeta.viabcp.com/iniciar-sesion',
  body: doc({
    lang: 'es-PE',
    title: 'Banca por Internet BCP',
    head: `${favicon('#002a8d', 'B')}<meta name="robots" content="noindex">`,
    css: `body{margin:0;font-family:"Flexo",Arial;background:#f5f7fb}.hd{background:#002a8d;height:64px;display:flex;align-items:center;padding:0 32px}.hd svg text{fill:#fff}
.c{max-width:420px;margin:32px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 8px rgba(0,42,141,.08)}h1{color:#002a8d;font-size:22px}
.f{border:1px solid #b5bfd9;border-radius:4px;padding:8px 12px;margin-bottom:14px}.f span{font-size:12px;color:#5a6a8a;display:block}.f input,.f select{border:0;width:100%;font-size:16px;outline:0;padding-top:4px;background:none}
.b{width:100%;height:48px;background:#ff7800;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700}.tip{font-size:13px;background:#eef3ff;padding:10px;border-radius:6px;margin-top:16px}`,
    body: `<div class="hd">${logo('bcp', 30)}</div>
<div class="c"><h1>Banca por Internet</h1><form method="post" action="/iniciar-sesion/autenticar">
<div class="f"><span>Número de tarjeta</span><input name="cardNumber" inputmode="numeric" maxlength="19" autocomplete="cc-number"></div>
<div class="f"><span>Tipo de documento</span><select name="docType"><option>DNI</option><option>Carné de extranjería</option><option>Pasaporte</option></select></div>
<div class="f"><span>Número de documento</span><input name="docNumber" inputmode="numeric"></div>
<div class="f"><span>Clave de Internet (6 dígitos)</span><input name="password" type="password" maxlength="6" autocomplete="current-password"></div>
<button class="b">Continuar</button></form>
<p class="tip">🔒 El BCP nunca te enviará enlaces por SMS o WhatsApp para ingresar a tu Banca por Internet. Escribe siempre <b>viabcp.com</b> en tu navegador.</p>
<p style="font-size:13px"><a href="/crear-clave">Crear o recuperar Clave de Internet</a></p></div>`,
  }),
},
{
  id: 'yy-clean-mercadolibre-login-mp-ar',
  label: 'clean',
  kind: 'fintech-own-login',
  url: 'https://www.mercadolibre.com/jms/mla/lgz/login?platform_id=MP&go=https%3A%2F%2Fwww.mercadopago.com.ar%2Fhome',
  body: doc({
    lang: 'es-AR',
    title: 'Mercado Pago',
    head: `${favicon('#00b1ea', 'M')}<meta name="referrer" content="strict-origin-when-cross-origin">`,
    css: `body{margin:0;background:#ededed;font-family:"Proxima Nova",-apple-system,Arial}.nav{background:#fff;height:56px;display:flex;align-items:center;padding:0 24px;box-shadow:0 1px 0 rgba(0,0,0,.1)}
.box{background:#fff;max-width:460px;margin:40px auto;border-radius:6px;padding:40px}h1{font-size:24px;font-weight:600;margin:0 0 24px}input{width:100%;box-sizing:border-box;height:48px;border:1px solid #bfbfbf;border-radius:6px;padding:0 14px;font-size:16px;margin:6px 0 18px}
.b{width:100%;height:48px;background:#009ee3;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600}.l{display:block;text-align:center;margin-top:16px;color:#009ee3;text-decoration:none}.foot{text-align:center;font-size:12px;color:#999}`,
    body: `<div class="nav">${logo('mercadopago', 30)}</div>
<div class="box"><form method="post" action="/jms/mla/lgz/login/identification?platform_id=MP"><h1>Ingresá tu e-mail, teléfono o usuario de Mercado Pago</h1><label for="u">E-mail, teléfono o usuario</label><input id="u" name="user_id" autocomplete="username"><input type="hidden" name="go" value="https://www.mercadopago.com.ar/home"><button class="b">Continuar</button></form><a class="l" href="/jms/mla/lgz/registration?platform_id=MP">Crear cuenta</a></div>
<p class="foot">Protegido por reCAPTCHA · Privacidad · Condiciones · Mercado Libre S.R.L.</p>`,
  }),
},
{
  id: 'yy-clean-bna-hb-redlink',
  label: 'clean',
  kind: 'bank-login-third-party-host',
  url: 'https://hb.redlink.com.ar/bna/login.htm',
  body: doc({
    lang: 'es-AR',
    title: 'Banco de la Nación Argentina - Home Banking',
    head: favicon('#0a6ebd', 'N'),
    css: `body{margin:0;font-family:Verdana,Arial;font-size:13px;background:#e9eef3}.h{background:#fff;padding:10px 24px;border-bottom:4px solid #0a6ebd;display:flex;justify-content:space-between;align-items:center}
.c{width:760px;margin:24px auto;display:flex;gap:20px}.f{flex:1;background:#fff;padding:22px;border:1px solid #cdd6e0}.f input{width:100%;box-sizing:border-box;padding:7px;border:1px solid #9aa;margin:4px 0 10px}
.f button{background:#0a6ebd;color:#fff;border:0;padding:9px 22px}.s{width:260px;background:#fff;border:1px solid #cdd6e0;padding:14px}.s li{margin:6px 0}small{color:#667}`,
    body: `<div class="h">${logo('bna', 30)}<small>Servicio provisto por Red Link S.A.</small></div>
<div class="c"><form class="f" method="post" action="/bna/login.htm"><h3 style="color:#0a6ebd;margin-top:0">Home Banking</h3><label>Usuario</label><input name="usuario" autocomplete="username"><label>Clave</label><input name="clave" type="password" autocomplete="current-password"><button>Ingresar</button>
<p><a href="/bna/recuperoClave.htm">Olvidé mi usuario o clave</a> · <a href="/bna/adhesion.htm">Adherirme</a></p></form>
<div class="s"><b>Recomendaciones de seguridad</b><ul><li>El Banco Nación nunca te solicitará datos de tu Tarjeta de Coordenadas, claves o tokens por teléfono, e-mail o redes sociales.</li><li>Ingresá siempre escribiendo la dirección desde <b>www.bna.com.ar</b>.</li><li>No descargues aplicaciones de acceso remoto a pedido de terceros.</li></ul></div></div>`,
  }),
},
{
  id: 'yy-clean-nubank-app-login',
  label: 'clean',
  kind: 'bank-own-login-spa',
  url: 'https://app.nubank.com.br/beta/login',
  body: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Nubank</title>${favicon('#820ad1', 'n')}
<style>body{margin:0;font-family:Graphik,-apple-system,Arial;background:#fff}#root{min-height:100vh}</style></head>
<body><div id="root"></div><script src="/beta/static/js/main.4f9c21.js"></script></body></html>`,
  routes: {
    'app.nubank.com.br/beta/static/js/main.4f9c21.js': jsRoute(`(function(){var r=document.getElementById('root');
r.innerHTML='<div style="display:flex;min-height:100vh"><div style="flex:1;background:#820ad1;color:#fff;padding:60px"><h1 style="font-size:40px">Acesse sua conta</h1><p>Para sua segurança, o acesso pela web é feito com CPF e senha, e confirmado pelo app no seu celular.</p></div><div style="flex:1;padding:60px"><form id="lf" style="max-width:360px"><label>CPF</label><input id="cpf" name="cpf" inputmode="numeric" autocomplete="username" style="display:block;width:100%;padding:12px;margin:6px 0 16px;border:0;border-bottom:2px solid #ccc;font-size:18px"><label>Senha</label><input id="pw" type="password" autocomplete="current-password" style="display:block;width:100%;padding:12px;margin:6px 0 16px;border:0;border-bottom:2px solid #ccc;font-size:18px"><button style="background:#820ad1;color:#fff;border:0;border-radius:30px;padding:14px 30px">Continuar</button></form><p style="font-size:13px;color:#555">O Nubank nunca liga pedindo senha, código de verificação ou para cancelar transferências.</p></div></div>';
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();fetch('https://prod-s0-webapp-proxy.nubank.com.br/api/token',{method:'POST',credentials:'include',headers:{'content-type':'application/json'},body:JSON.stringify({login:document.getElementById('cpf').value,password:document.getElementById('pw').value,grant_type:'password',client_id:'other.conta'})}).then(function(){location.assign('/beta/#/qr-code');});});})();`),
  },
},
{
  id: 'yy-clean-banamex-bancanet',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://bancanet.banamex.com/MXGCB/JPS/portal/LocaleSwitch.do?locale=es_MX',
  body: doc({
    lang: 'es-MX',
    title: 'BancaNet Banamex',
    head: favicon('#002b5c', 'B'),
    css: `body{margin:0;font-family:Arial;background:#eef1f5}.hd{background:#fff;padding:12px 30px;border-bottom:3px solid #002b5c;display:flex;align-items:center;gap:16px}
.m{display:flex;gap:24px;max-width:900px;margin:28px auto}.lg{flex:0 0 380px;background:#fff;padding:26px;border-radius:6px}.lg input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aab;margin:4px 0 12px}
.lg button{background:#002b5c;color:#fff;border:0;padding:11px 30px}.nt{flex:1;background:#fff;padding:22px;border-radius:6px;font-size:14px}`,
    body: `<div class="hd">${logo('banamex', 32)}<span style="color:#002b5c">BancaNet</span></div>
<div class="m"><form class="lg" method="post" action="/MXGCB/JPS/portal/Index.do"><h2 style="color:#002b5c;margin-top:0">Bienvenido</h2><label>Número de cliente</label><input name="usernameInput" inputmode="numeric" maxlength="12"><label>Clave de acceso</label><input name="password" type="password" maxlength="12"><button>Entrar</button><p style="font-size:12px"><a href="/MXGCB/JPS/portal/recupera.do">¿Olvidaste tu clave?</a></p></form>
<div class="nt"><h3>Avisos importantes</h3><p>Banamex nunca te solicitará por correo, SMS o llamada tu NetKey, clave dinámica ni los 16 dígitos de tu tarjeta.</p><p>Horario de servicio: las 24 horas, los 365 días del año.</p></div></div>`,
  }),
},
];
