import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, doc, jsonRoute, jsRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Telecoms', utilities', government services' and parcel carriers' own pages: bill payment, customer
 * areas, tax portals, traffic-fine lookups and parcel tracking.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-movistar-es-facturas',
    label: 'clean',
    kind: 'telecom-site',
    url: 'https://www.movistar.es/particulares/atencion-cliente/facturas',
    body: site({
      lang: 'es',
      title: 'Tus facturas Movistar | Atención al cliente',
      brand: { name: 'movistar', color: '#019df4', logo: '/static/img/logo.png' },
      util: ['Particulares', 'Autónomos', 'Empresas', 'Mi Movistar'],
      nav: ['miMovistar', 'Fibra', 'Móvil', 'Televisión', 'Tienda', 'Ayuda'],
      main: `<h1>Facturas</h1><p>Consulta, descarga y entiende tus facturas desde la app o el Área Privada Mi Movistar.</p>
<div class="grid"><div class="card"><h3>Ver mis facturas</h3><p>Accede a Mi Movistar con tu usuario.</p><a class="btn" href="https://www.movistar.es/mimovistar-cliente/es-es/particulares/">Acceder</a></div><div class="card"><h3>Entiende tu factura</h3><p>Guía con los conceptos más habituales.</p></div><div class="card"><h3>Cambiar forma de pago</h3><p>Modifica tu cuenta de domiciliación.</p></div></div>
<h2>Aviso sobre fraudes</h2><p>Estamos detectando correos y SMS que suplantan a Movistar ofreciendo "reembolsos por cobro duplicado" y piden los datos de tu tarjeta. Movistar realiza los abonos en la propia factura o en la cuenta domiciliada y nunca te pedirá los datos de tu tarjeta por correo.</p>`,
      footerCols: { Movistar: ['Telefónica', 'Trabaja con nosotros', 'Prensa'], Ayuda: ['Atención al cliente', 'Tiendas', 'Averías'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] },
      legal: 'Telefónica de España, S.A.U. · Gran Vía 28, 28013 Madrid · CIF A82018474.',
      scripts: analytics('/collect', 'G-MOV'),
    }),
    routes: siteRoutes('www.movistar.es', [1, 157, 244]),
  },
  {
    id: 'zd-clean-iberdrola-area-clientes',
    label: 'clean',
    kind: 'utility-site',
    url: 'https://www.iberdrola.es/clientes/facturas/como-pagar',
    body: site({
      lang: 'es',
      title: 'Cómo pagar tu factura de luz y gas | Iberdrola',
      brand: { name: 'iberdrola', color: '#00a443', logo: '/static/img/logo.png' },
      util: ['Hogares', 'Negocios', 'Área Clientes'],
      nav: ['Luz', 'Gas', 'Solar', 'Movilidad eléctrica', 'Servicios', 'Ayuda'],
      main: `<h1>¿Cómo pagar tu factura?</h1><p>Puedes pagar una factura pendiente desde Área Clientes o la app Iberdrola Clientes con tarjeta, o por transferencia con la referencia de la factura.</p>
<ol><li>Entra en <a href="https://www.iberdrola.es/o/area-clientes">Área Clientes</a>.</li><li>Ve a "Facturas" y selecciona la factura pendiente.</li><li>Pulsa "Pagar" y completa el pago seguro.</li></ol>
<div class="card"><b>¿Has recibido un aviso de corte por SMS?</b> Iberdrola comunica los impagos por carta certificada, con los plazos que marca la normativa. No pagamos ni cobramos a través de enlaces en SMS. Si tienes dudas, llama al 900 225 235.</div>`,
      footerCols: { Iberdrola: ['Sobre nosotros', 'Sostenibilidad', 'Empleo'], Ayuda: ['Contacto', 'Averías', 'Reclamaciones'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] },
      legal: 'Iberdrola Clientes, S.A.U. · Plaza Euskadi 5, 48009 Bilbao · CIF A95758389.',
      scripts: analytics('/collect', 'G-IBE'),
    }),
    routes: siteRoutes('www.iberdrola.es', [0, 164, 67]),
  },
  {
    id: 'zd-clean-edp-pt-faturas',
    label: 'clean',
    kind: 'utility-site',
    url: 'https://www.edp.pt/particulares/apoio-cliente/faturas/',
    body: site({
      lang: 'pt',
      title: 'Faturas | EDP Particulares',
      brand: { name: 'edp', color: '#e2231a', logo: '/static/img/logo.png' },
      nav: ['Energia', 'Soluções solares', 'Mobilidade', 'Serviços', 'Apoio ao cliente'],
      main: `<h1>Faturas</h1><p>Consulte e pague as suas faturas na área de cliente EDP Online ou na app EDP.</p><a class="btn" href="https://www.edp.pt/particulares/edponline/">Entrar na EDP Online</a>
<h2>Formas de pagamento</h2><table><tr><th>Meio</th><th>Prazo</th></tr><tr><td>Débito direto</td><td>Automático na data limite</td></tr><tr><td>Referência Multibanco</td><td>Até à data limite</td></tr><tr><td>MB WAY</td><td>Na app EDP</td></tr></table>
<div class="card">A EDP nunca solicita dados de cartão para "reembolsos" por SMS ou e-mail. Os acertos de faturação são creditados na fatura seguinte.</div>`,
      footerCols: { EDP: ['Sobre a EDP', 'Sustentabilidade', 'Carreiras'], Apoio: ['Contactos', 'Lojas', 'Reclamações'], Legal: ['Privacidade', 'Cookies'] },
      legal: 'EDP Comercial – Comercialização de Energia, S.A. · Av. 24 de Julho, 12, 1249-300 Lisboa.',
      scripts: analytics('/collect', 'G-EDP'),
    }),
    routes: siteRoutes('www.edp.pt', [226, 35, 26]),
  },
  {
    id: 'zd-clean-enel-cl-pago',
    label: 'clean',
    kind: 'utility-site',
    url: 'https://www.enel.cl/es/clientes/servicios-en-linea/pago-de-cuenta.html',
    body: site({
      lang: 'es',
      title: 'Pago de cuenta | Enel Chile',
      brand: { name: 'enel', color: '#0555fa', logo: '/static/img/logo.png' },
      nav: ['Hogar', 'Empresas', 'Servicios en línea', 'Emergencias', 'Ayuda'],
      main: `<h1>Paga tu cuenta</h1><p>Ingresa tu número de cliente para pagar con Webpay o transferencia.</p>
<form class="card" style="max-width:420px" action="/es/clientes/servicios-en-linea/pago-de-cuenta/consulta.html"><label>Número de cliente</label><input name="nc"><button class="btn" style="margin-top:10px">Consultar deuda</button></form>
<p>También en Servipag, Caja Vecina, Unimarc y supermercados Líder.</p><p style="font-size:13px">Ante cortes programados, Enel informa en enel.cl/cortes y en tu boleta.</p>`,
      footerCols: { Enel: ['Nosotros', 'Inversionistas', 'Sostenibilidad'], Ayuda: ['Contacto', 'Oficinas comerciales'], Legal: ['Privacidad', 'Términos'] },
      legal: 'Enel Distribución Chile S.A. · Santa Rosa 76, Santiago.',
      scripts: analytics('/collect', 'G-ENEL'),
    }),
    routes: siteRoutes('www.enel.cl', [5, 85, 250]),
  },
  {
    id: 'zd-clean-sat-portal',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://www.sat.gob.mx/portal/public/tramites/buzon-tributario',
    body: site({
      lang: 'es',
      title: 'Buzón Tributario | Servicio de Administración Tributaria',
      brand: { name: 'SAT', color: '#611232', logo: '/static/img/logo.png' },
      util: ['Trámites', 'Gobierno', 'gob.mx'],
      nav: ['Personas', 'Empresas', 'Factura electrónica', 'Declaraciones', 'Buzón Tributario'],
      main: `<h1>Buzón Tributario</h1><p>Es un sistema de comunicación electrónico ubicado en el Portal del SAT, a través del cual la autoridad realiza la notificación de cualquier acto o resolución administrativa.</p>
<a class="btn" href="https://wwwmat.sat.gob.mx/personas/iniciar-sesion">Iniciar sesión con RFC y contraseña o e.firma</a>
<h2>Seguridad</h2><p>El SAT nunca solicita por correo electrónico tu contraseña, tu e.firma ni la contraseña de tu correo. Las notificaciones se consultan exclusivamente dentro del portal sat.gob.mx. Reporta correos falsos en <i>denuncias@sat.gob.mx</i>.</p>
<h2>Medios de contacto</h2><ul><li>Correo electrónico</li><li>Número de teléfono celular</li></ul><p>Recuerda habilitar tu buzón registrando al menos un medio de contacto.</p>`,
      footerCols: { Enlaces: ['Participa', 'Datos', 'Publicaciones oficiales'], '¿Qué es gob.mx?': ['Portal de Obligaciones de Transparencia', 'Sistema Nacional de Transparencia', 'Alerta'] },
      legal: 'Servicio de Administración Tributaria · Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Ciudad de México. MarcaSAT 55 627 22 728.',
      scripts: analytics('/collect', 'G-SAT'),
    }),
    routes: siteRoutes('www.sat.gob.mx', [97, 18, 50]),
  },
  {
    id: 'zd-clean-dgt-multas',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://sede.dgt.gob.es/es/multas/paga-tu-multa/',
    body: site({
      lang: 'es',
      title: 'Paga tu multa – Sede electrónica DGT',
      brand: { name: 'DGT', color: '#003f7d', logo: '/static/img/logo.png' },
      util: ['Ministerio del Interior', 'Sede electrónica', 'Cita previa'],
      nav: ['Vehículos', 'Permisos de conducir', 'Multas', 'Tablón Edictal', 'Trámites'],
      main: `<h1>Paga tu multa</h1><p>Puedes pagar las multas de tráfico impuestas por la DGT con un 50% de reducción si lo haces en los 20 días naturales siguientes a la notificación.</p>
<form class="card" style="max-width:480px" action="/es/multas/paga-tu-multa/consulta" method="post"><label>Número de expediente</label><input name="expediente"><label>NIF/NIE del denunciado</label><input name="nif"><label>Fecha de la denuncia</label><input name="fecha" type="date"><button class="btn" style="margin-top:10px">Consultar</button></form>
<p>Necesitarás el número de expediente que figura en la notificación recibida en tu Dirección Electrónica Vial (DEV) o por correo postal.</p>
<div class="card">La DGT no envía notificaciones de multas por SMS ni por correo electrónico con enlaces de pago.</div>`,
      footerCols: { DGT: ['Quiénes somos', 'Revista DGT', 'Empleo público'], Ayuda: ['Contacto', 'Preguntas frecuentes', 'Accesibilidad'], Legal: ['Aviso legal', 'Protección de datos'] },
      legal: 'Dirección General de Tráfico · C/ Josefa Valcárcel, 44, 28027 Madrid.',
      scripts: analytics('/collect', 'G-DGT'),
    }),
    routes: siteRoutes('sede.dgt.gob.es', [0, 63, 125]),
  },
  {
    id: 'zd-clean-estafeta-rastreo',
    label: 'clean',
    kind: 'parcel-tracking',
    url: 'https://www.estafeta.com/Herramientas/Rastreo',
    body: site({
      lang: 'es',
      title: 'Rastreo de envíos | Estafeta',
      brand: { name: 'ESTAFETA', color: '#e2001a', logo: '/static/img/logo.png' },
      nav: ['Enviar', 'Rastrear', 'Cotizar', 'Soluciones', 'Ayuda'],
      main: `<h1>Rastrea tu envío</h1><form class="card" style="max-width:520px" id="rs"><label>Número de guía (22 dígitos) o código de rastreo (10 dígitos)</label><input name="g" value="8055241526064710061187"><button class="btn" style="margin-top:10px">Rastrear</button></form><div id="o"></div>
<p style="font-size:13px">Estafeta no solicita pagos por SMS para reenvío ni actualización de domicilio.</p>
<script>document.getElementById('rs').onsubmit=function(e){e.preventDefault();fetch('/api/rastreo?g='+this.g.value).then(function(r){return r.json()}).then(function(j){document.getElementById('o').innerHTML='<div class="card"><b>'+j.estatus+'</b><br>'+j.detalle+'</div>'})}</script>`,
      footerCols: { Estafeta: ['Nosotros', 'Sustentabilidad', 'Bolsa de trabajo'], Ayuda: ['Contacto', 'Oficinas'], Legal: ['Aviso de privacidad', 'Términos'] },
      legal: 'Estafeta Mexicana, S.A. de C.V.',
      scripts: analytics('/collect', 'G-EST'),
    }),
    routes: siteRoutes('www.estafeta.com', [226, 0, 26], { 'www.estafeta.com/api/rastreo': jsonRoute({ estatus: 'En tránsito', detalle: 'Centro de intercambio Ciudad de México – 27/11/2025 07:41' }) }),
  },
];
