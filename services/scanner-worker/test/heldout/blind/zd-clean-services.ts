import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, doc, jsonRoute, jsRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Telecoms', utilities', government services' and parcel carriers' own pages: bill payment, customer
 * areas, tax portals, traffic-fine lookups and parcel tracking.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-telcel-pago',
    label: 'clean',
    kind: 'telecom-site',
    url: 'https://www.telcel.com/mundo-telcel/pago-en-linea',
    body: site({
      lang: 'es',
      title: 'Paga tu factura en línea | Telcel',
      brand: { name: 'Telcel', color: '#0a2d83', logo: '/static/img/logo.png' },
      util: ['Personas', 'Empresas', 'Mi Telcel', 'Tiendas'],
      nav: ['Planes', 'Amigo', 'Equipos', 'Internet en casa', 'Pago en línea', 'Ayuda'],
      main: `<h1>Pago en línea</h1><p>Paga tu factura Telcel con tarjeta de crédito o débito. Ingresa tu número y consulta tu saldo.</p>
<form class="card" style="max-width:420px" id="q"><label>Número Telcel (10 dígitos)</label><input name="msisdn" maxlength="10" inputmode="numeric"><button class="btn" style="margin-top:10px">Consultar saldo</button></form><div id="r"></div>
<h2>Otras formas de pago</h2><div class="grid"><div class="card">App Mi Telcel</div><div class="card">Domiciliación a tarjeta</div><div class="card">Tiendas OXXO, 7-Eleven y Sanborns</div><div class="card">Bancos: BBVA, Banorte, Santander</div></div>
<p style="font-size:13px">Telcel nunca te enviará ligas por SMS de números distintos a 2222 o 5050 para pagar tu factura.</p>
<script>document.getElementById('q').onsubmit=function(e){e.preventDefault();fetch('/api/billing/balance?msisdn='+encodeURIComponent(this.msisdn.value)).then(function(r){return r.json()}).then(function(j){document.getElementById('r').innerHTML='<div class="card">Saldo al corte: <b>$'+j.balance+'</b> · Fecha límite: '+j.due+' <a class="btn" href="https://www.mitelcel.com/mitelcel/login">Pagar en Mi Telcel</a></div>'})}</script>`,
      footerCols: { Telcel: ['Acerca de', 'Sala de prensa', 'Cobertura'], Ayuda: ['Centro de atención', 'Aclaraciones', 'Contacto'], Legal: ['Aviso de privacidad', 'Términos', 'Código de prácticas comerciales'] },
      legal: 'Radiomóvil Dipsa, S.A. de C.V. Lago Zurich 245, Edificio Telcel, Col. Ampliación Granada, CDMX.',
      scripts: analytics('/collect', 'G-TCL'),
    }),
    routes: siteRoutes('www.telcel.com', [10, 45, 131], { 'www.telcel.com/api/billing/balance': jsonRoute({ balance: '389.00', due: '05/12/2025' }) }),
  },
  {
    id: 'zd-clean-claro-co-pago',
    label: 'clean',
    kind: 'telecom-site',
    url: 'https://www.claro.com.co/personas/servicios/servicios-moviles/pagos/',
    body: site({
      lang: 'es',
      title: 'Paga tu factura Claro | Claro Colombia',
      brand: { name: 'Claro', color: '#da291c', logo: '/static/img/logo.png' },
      util: ['Personas', 'Negocios', 'Empresas', 'Mi Claro'],
      nav: ['Planes', 'Prepago', 'Hogar', 'Tienda', 'Pagos', 'Soporte'],
      main: `<h1>Paga tu factura</h1><p>Elige tu servicio y paga en línea con PSE, tarjeta de crédito o débito.</p>
<form class="card" style="max-width:460px" action="/personas/servicios/servicios-moviles/pagos/consulta" method="get"><label>Servicio</label><select name="tipo"><option>Móvil postpago</option><option>Hogar (internet, TV, telefonía)</option></select><label>Número de línea o cuenta</label><input name="cuenta"><button class="btn" style="margin-top:10px">Consultar</button></form>
<p>También puedes pagar en Efecty, Baloto, bancos y en la App Mi Claro.</p>`,
      footerCols: { Claro: ['Nosotros', 'Sostenibilidad', 'Inversionistas'], Soporte: ['Centro de ayuda', 'PQR', 'Puntos de atención'], Legal: ['Términos', 'Privacidad', 'Habeas data'] },
      legal: 'Comunicación Celular S.A. Comcel S.A. NIT 800.153.993-7. Vigilado por la Superintendencia de Industria y Comercio.',
      scripts: analytics('/collect', 'G-CLCO'),
    }),
    routes: siteRoutes('www.claro.com.co', [218, 41, 28]),
  },
  {
    id: 'zd-clean-dian-portal',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://www.dian.gov.co/impuestos/personas/Paginas/Devoluciones.aspx',
    body: site({
      lang: 'es',
      title: 'Devoluciones y/o compensaciones – DIAN',
      brand: { name: 'DIAN', color: '#1d3b72', logo: '/static/img/logo.png' },
      util: ['GOV.CO', 'Transparencia', 'Atención al ciudadano'],
      nav: ['Impuestos', 'Aduanas', 'Fiscalización', 'Normatividad', 'Servicios en línea'],
      main: `<h1>Devoluciones y/o compensaciones</h1><p>Los contribuyentes con saldo a favor en su declaración de renta pueden solicitar su devolución a través de los servicios en línea de la DIAN (MUISCA), con firma electrónica.</p>
<h2>Pasos</h2><ol><li>Ingrese a Servicios en línea con su usuario.</li><li>Diligencie el formulario 010 con la certificación bancaria de la cuenta a su nombre.</li><li>Firme electrónicamente y radique.</li></ol>
<div class="card">La DIAN no solicita claves bancarias ni realiza devoluciones a través de enlaces enviados por SMS o WhatsApp.</div>`,
      footerCols: { DIAN: ['Quiénes somos', 'Sala de prensa', 'Contratación'], Atención: ['PQRS', 'Puntos de contacto', 'Chat'] },
      legal: 'Dirección de Impuestos y Aduanas Nacionales · Carrera 8 N° 6C-38, Bogotá D.C. · NIT 800.197.268-4.',
      scripts: analytics('/collect', 'G-DIAN'),
    }),
    routes: siteRoutes('www.dian.gov.co', [29, 59, 114]),
  },
  {
    id: 'zd-clean-aeat-renta',
    label: 'clean',
    kind: 'gov-portal',
    url: 'https://sede.agenciatributaria.gob.es/Sede/ayuda/consultas-informaticas/otros-servicios-ayuda-tecnica/fraudes-suplantacion.html',
    body: site({
      lang: 'es',
      title: 'Agencia Tributaria: Avisos de seguridad – suplantación',
      brand: { name: 'Agencia Tributaria', color: '#7f1d1d', logo: '/static/img/logo.png' },
      util: ['Sede electrónica', 'Ayuda', 'English'],
      nav: ['Todos los trámites', 'Renta', 'IVA', 'Certificados', 'Notificaciones', 'Pagar'],
      main: `<h1>Avisos de seguridad</h1><p>La Agencia Tributaria advierte de la recepción de SMS y correos fraudulentos que suplantan su identidad con mensajes del tipo:</p>
<blockquote style="background:#f5f5f5;padding:12px;border-left:4px solid #7f1d1d">"Agencia Tributaria: Usted tiene derecho a recibir un reembolso de impuestos de 346,48 €. Por favor, complete el formulario en el siguiente enlace…"</blockquote>
<p>La Agencia Tributaria <b>nunca</b> solicita por correo electrónico o SMS información confidencial, económica o personal, ni números de tarjeta. Las devoluciones se realizan mediante transferencia a la cuenta indicada en la declaración.</p>
<p>Si recibe un mensaje de este tipo, no acceda al enlace y elimínelo. Puede comunicarlo a INCIBE en el 017.</p>`,
      footerCols: { 'Agencia Tributaria': ['Accesibilidad', 'Mapa web', 'Aviso legal'], Contacto: ['Teléfonos', 'Oficinas', 'Quejas y sugerencias'] },
      legal: '© Agencia Estatal de Administración Tributaria · C/ Infanta Mercedes, 37, 28020 Madrid.',
      scripts: analytics('/collect', 'G-AEAT'),
    }),
    routes: siteRoutes('sede.agenciatributaria.gob.es', [127, 29, 29]),
  },
  {
    id: 'zd-clean-gov-br-login',
    label: 'clean',
    kind: 'gov-login',
    url: 'https://sso.acesso.gov.br/login?client_id=cav.receita.fazenda.gov.br',
    body: doc({
      lang: 'pt-BR',
      title: 'gov.br - Acesse sua conta',
      css: `body{margin:0;font-family:Rawline,Raleway,Arial;background:#f8f8f8}header{background:#fff;padding:14px 30px;box-shadow:0 1px 6px #0002;display:flex;gap:14px;align-items:center}header b{color:#1351b4;font-size:22px}
.c{max-width:420px;margin:40px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 6px #0001}label{display:block;font-weight:600;margin:14px 0 6px}input{width:100%;padding:10px;border:1px solid #888;border-radius:4px;box-sizing:border-box}
button{background:#1351b4;color:#fff;border:0;border-radius:20px;padding:10px 28px;margin-top:16px;font-weight:600}.o{border-top:1px solid #ddd;margin-top:24px;padding-top:14px;font-size:14px}.o a{display:block;margin:8px 0;color:#1351b4}footer{background:#071d41;color:#fff;padding:24px;font-size:13px;margin-top:60px}`,
      body: `<header><b>gov.br</b><span>Ministério da Gestão e da Inovação em Serviços Públicos</span></header>
<div class="c"><h2>Identifique-se no gov.br com:</h2><p><b>Número do CPF</b></p><p style="font-size:14px">Digite seu CPF para <b>criar</b> ou <b>acessar</b> sua conta gov.br</p><form method="post" action="/login/cpf"><label for="cpf">CPF</label><input id="cpf" name="accountId" placeholder="Digite seu CPF" inputmode="numeric"><button>Continuar</button></form>
<div class="o"><b>Outras opções de identificação:</b><a href="/login/internet-banking">Login com seu banco</a><a href="/login/app">Seu aplicativo gov.br</a><a href="/login/certificado">Seu certificado digital</a><a href="/login/certificado-nuvem">Seu certificado digital em nuvem</a></div>
<p style="font-size:13px"><a href="/ajuda">Está com dúvidas e precisa de ajuda?</a></p></div>
<footer>gov.br · Termo de Uso e Aviso de Privacidade · Acessibilidade</footer>
${analytics('/collect', 'G-GOVBR')}`,
    }),
    routes: siteRoutes('sso.acesso.gov.br', [19, 81, 180]),
  },
  {
    id: 'zd-clean-sii-cl',
    label: 'clean',
    kind: 'gov-login',
    url: 'https://zeusr.sii.cl/AUT2000/InicioAutenticacion/IngresoRutClave.html?https://misiir.sii.cl/cgi_misii/siihome.cgi',
    body: doc({
      lang: 'es-CL',
      title: 'SII | Servicio de Impuestos Internos - Autenticación',
      css: `body{margin:0;font-family:Arial;background:#fff}.h{background:#0062a8;color:#fff;padding:16px 30px;font-size:20px}.c{max-width:400px;margin:40px auto;border:1px solid #ccc;padding:26px;border-radius:4px}label{display:block;font-size:13px;margin:12px 0 4px}
input{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}button{background:#0062a8;color:#fff;border:0;padding:10px 24px;margin-top:14px}.f{font-size:12px;color:#555;text-align:center;margin-top:30px}a{color:#0062a8}`,
      body: `<div class="h">SII · Servicio de Impuestos Internos</div><div class="c"><h3>Ingresar a Mi SII</h3><form method="post" action="/cgi_AUT2000/CAutInicio.cgi"><label>RUT</label><input name="rutcntr" placeholder="Ej: 12345678-5"><label>Clave Tributaria</label><input name="clave" type="password"><button>Ingresar</button></form>
<p style="font-size:13px"><a href="/AUT2000/InicioAutenticacion/IngresoClaveUnica.html">Ingresar con ClaveÚnica</a><br><a href="/cvc_cgi/AUT2000/recuperar">¿Olvidó su clave?</a></p></div>
<div class="f">Servicio de Impuestos Internos · Teatinos 120, Santiago · Mesa de ayuda 223951115</div>`,
    }),
  },
  {
    id: 'zd-clean-correos-es-seguimiento',
    label: 'clean',
    kind: 'parcel-tracking',
    url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4YD40714829580128001Y',
    body: site({
      lang: 'es',
      title: 'Localizador de envíos | Correos',
      brand: { name: 'Correos', color: '#002e6d', logo: '/static/img/logo.png' },
      util: ['Particulares', 'Empresas', 'Área personal'],
      nav: ['Enviar', 'Recibir', 'Herramientas', 'Oficinas', 'Ayuda'],
      main: `<h1>Localizador de envíos</h1><div id="tr" class="card">Cargando…</div>
<div class="card" style="background:#fff9d6"><b>Aviso:</b> Correos no envía SMS ni correos solicitando el pago de tasas con enlaces externos. Los pagos de aranceles se realizan en la web oficial correos.es o en la oficina.</div>
<script src="/es/es/herramientas/localizador/app.js"></script>`,
      footerCols: { Correos: ['Sobre Correos', 'Sala de prensa', 'Trabaja con nosotros'], Ayuda: ['Atención al cliente', 'Reclamaciones', 'Aduanas'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] },
      legal: 'Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. · Vía de Dublín 7, 28070 Madrid.',
      scripts: analytics('/collect', 'G-COR'),
    }),
    routes: siteRoutes('www.correos.es', [255, 205, 0], {
      'www.correos.es/es/es/herramientas/localizador/app.js': jsRoute(`fetch('/api/tracking/v2/PQ4YD40714829580128001Y').then(function(r){return r.json()}).then(function(j){document.getElementById('tr').innerHTML='<h3>'+j.code+'</h3><ul>'+j.events.map(function(e){return '<li>'+e.date+' – '+e.desc+'</li>'}).join('')+'</ul>'})`),
      'www.correos.es/api/tracking/v2/PQ4YD40714829580128001Y': jsonRoute({ code: 'PQ4YD40714829580128001Y', events: [{ date: '24/11/2025 09:12', desc: 'Pre-registrado' }, { date: '25/11/2025 18:40', desc: 'En tránsito – Centro de Tratamiento Automatizado Madrid' }, { date: '27/11/2025 11:05', desc: 'En proceso de entrega' }] }),
    }),
  },
  {
    id: 'zd-clean-correios-rastreamento',
    label: 'clean',
    kind: 'parcel-tracking',
    url: 'https://rastreamento.correios.com.br/app/index.php?objeto=NL482915327BR',
    body: site({
      lang: 'pt',
      title: 'Rastreamento | Correios',
      brand: { name: 'Correios', color: '#00416b', logo: '/static/img/logo.png' },
      nav: ['Rastreamento', 'Enviar', 'Receber', 'Minhas importações', 'Atendimento'],
      main: `<h1>Rastreamento</h1><div class="card"><h3>NL482915327BR</h3><ul><li>Objeto em trânsito – de Unidade de Tratamento, CURITIBA - PR para Unidade de Distribuição, SAO PAULO - SP</li><li>Pagamento confirmado</li><li>Aguardando pagamento – <a href="https://apps.correios.com.br/portalimportador/">Minhas Importações</a></li><li>Objeto recebido pelos Correios do Brasil</li><li>Objeto postado</li></ul></div>
<p>Pagamentos de importação são feitos somente no portal <b>Minhas Importações</b> do site dos Correios. Os Correios não enviam SMS com links de pagamento nem cobram via Pix por chave aleatória.</p>`,
      footerCols: { Correios: ['Sobre os Correios', 'Transparência', 'Carreiras'], Ajuda: ['Fale conosco', 'Agências', 'Ouvidoria'] },
      legal: 'Empresa Brasileira de Correios e Telégrafos · CNPJ 34.028.316/0001-03.',
      scripts: analytics('/collect', 'G-CRR'),
    }),
    routes: siteRoutes('rastreamento.correios.com.br', [255, 212, 0]),
  },
  {
    id: 'zd-clean-ctt-seguimento',
    label: 'clean',
    kind: 'parcel-tracking',
    url: 'https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput=RR123456785PT',
    body: site({
      lang: 'pt',
      title: 'Seguir objeto | CTT',
      brand: { name: 'CTT', color: '#df0024', logo: '/static/img/logo.png' },
      nav: ['Particulares', 'Empresas', 'Seguir objeto', 'Lojas', 'Ajuda'],
      main: `<h1>Seguir objeto</h1><table><tr><th>Data</th><th>Estado</th><th>Local</th></tr><tr><td>26-11-2025</td><td>Entregue</td><td>Lisboa</td></tr><tr><td>26-11-2025</td><td>Em distribuição</td><td>CDP 1100 Lisboa</td></tr><tr><td>25-11-2025</td><td>Em trânsito</td><td>CTC Cabo Ruivo</td></tr><tr><td>24-11-2025</td><td>Aceite</td><td>Loja CTT Porto</td></tr></table>
<p style="margin-top:20px">Os CTT não solicitam pagamentos por SMS para reagendar entregas. Pode reagendar gratuitamente em ctt.pt.</p>`,
      footerCols: { CTT: ['Sobre nós', 'Investidores', 'Carreiras'], Ajuda: ['Contactos', 'Reclamações'] },
      legal: 'CTT – Correios de Portugal, S.A. · Av. D. João II, 13, 1999-001 Lisboa.',
      scripts: analytics('/collect', 'G-CTT'),
    }),
    routes: siteRoutes('appserver.ctt.pt', [223, 0, 36]),
  },
];
