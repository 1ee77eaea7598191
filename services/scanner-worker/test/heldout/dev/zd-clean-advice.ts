import { type Entry } from '../entry.js';
import { analytics, doc, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Consumer-advice and regulator articles that quote the scam texts going round (SMS, WhatsApp, fake
 * URLs written defanged), as the fraud desk links to them when answering customers.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-incibe-bizum-estafa',
    label: 'clean',
    kind: 'advice-article',
    url: 'https://www.incibe.es/ciudadania/avisos/detectada-campana-de-sms-fraudulentos-que-suplantan-bizum',
    body: site({
      lang: 'es',
      title: 'Detectada campaña de SMS fraudulentos que suplantan a Bizum | INCIBE',
      brand: { name: 'INCIBE', color: '#00558c', logo: '/static/img/logo.png' },
      util: ['Ciudadanía', 'Empresas', 'Menores', '017'],
      nav: ['Avisos', 'Blog', 'Temáticas', 'Formación', 'Ayuda'],
      main: `<p><span style="background:#e33;color:#fff;padding:3px 8px;border-radius:3px">Importancia 4/5</span> · 27/11/2025</p><h1>Detectada campaña de SMS fraudulentos que suplantan a Bizum</h1>
<h2>Recursos afectados</h2><p>Cualquier usuario de Bizum que reciba el SMS y acceda al enlace introduciendo los datos de su tarjeta.</p>
<h2>Descripción</h2><p>Se ha detectado una campaña de SMS que, suplantando a Bizum, informa de una supuesta devolución de Hacienda pendiente de aceptar. Los mensajes detectados son del tipo:</p>
<blockquote style="background:#f4f4f4;padding:12px;font-family:monospace">Bizum: Tiene una devolucion pendiente de 150,00EUR. Acepte aqui: hxxps://bizum-devoluciones[.]es-pago[.]info/recibir</blockquote>
<p>El enlace dirige a una web fraudulenta que solicita el banco, el número de tarjeta, la fecha de caducidad y el CVV, y posteriormente un código SMS.</p>
<h2>Solución</h2><p>Si has introducido tus datos, contacta cuanto antes con tu entidad bancaria para bloquear la tarjeta. Puedes llamar a la Línea de Ayuda en Ciberseguridad de INCIBE, el <b>017</b>.</p>`,
      footerCols: { INCIBE: ['Quiénes somos', 'Transparencia', 'Contacto'], Legal: ['Aviso legal', 'Privacidad', 'Accesibilidad'] },
      legal: 'Instituto Nacional de Ciberseguridad · Avda. José Aguado 41, 24005 León.',
      scripts: analytics('/collect', 'G-INC'),
    }),
    routes: siteRoutes('www.incibe.es', [0, 85, 140]),
  },
  {
    id: 'zd-clean-sernac-alerta',
    label: 'clean',
    kind: 'advice-article',
    url: 'https://www.sernac.cl/portal/604/w3-article-82931.html',
    body: site({
      lang: 'es',
      title: 'SERNAC alerta sobre falsos llamados de "ejecutivos de seguridad" bancarios',
      brand: { name: 'SERNAC', color: '#0f69b4', logo: '/static/img/logo.png' },
      util: ['gob.cl', 'Trámites'],
      nav: ['Consumidores', 'Empresas', 'Noticias', 'Reclamos', 'Educación'],
      main: `<h1>SERNAC alerta sobre falsos llamados de "ejecutivos de seguridad" bancarios</h1><p><i>Santiago, 26 de noviembre de 2025</i></p>
<p>El Servicio Nacional del Consumidor advierte sobre páginas web que simulan ser un "Centro de Prevención de Fraudes" y muestran una supuesta transferencia sospechosa, invitando a llamar a un número telefónico. Quien contesta pide las coordenadas o la clave dinámica para "revertir" la operación.</p>
<blockquote style="background:#f3f3f3;padding:12px">"Se detectó una transferencia sospechosa desde su cuenta por $1.290.000. Si usted NO reconoce esta transferencia, comuníquese de inmediato con un ejecutivo de seguridad."</blockquote>
<h2>Recomendaciones</h2><ul><li>Los bancos nunca piden claves por teléfono.</li><li>Corte y llame al número que aparece en su tarjeta.</li><li>Según la Ley 20.009 puede solicitar la restitución de fondos ante operaciones no reconocidas.</li></ul>`,
      footerCols: { SERNAC: ['Quiénes somos', 'Transparencia activa'], Ayuda: ['Reclamos', 'Oficinas', 'Contacto'] },
      legal: 'Servicio Nacional del Consumidor · Gobierno de Chile · Teatinos 333, Santiago.',
      scripts: analytics('/collect', 'G-SRN'),
    }),
    routes: siteRoutes('www.sernac.cl', [15, 105, 180]),
  },
  {
    id: 'zd-clean-ocu-smishing',
    label: 'clean',
    kind: 'advice-article',
    url: 'https://www.ocu.org/dinero/cuentas-bancarias/noticias/smishing-mensajes-falsos-banco',
    body: site({
      lang: 'es',
      title: 'Smishing: así son los SMS falsos de tu banco | OCU',
      brand: { name: 'OCU', color: '#e4002b', logo: '/static/img/logo.png' },
      util: ['Hazte socio', 'Iniciar sesión'],
      nav: ['Alimentación', 'Tecnología', 'Dinero', 'Salud', 'Vivienda', 'Reclamar'],
      main: `<h1>Smishing: así son los SMS falsos de tu banco</h1><p><i>Publicado el 20 de noviembre de 2025</i></p>
<p>Los mensajes que suplantan a bancos como Santander, BBVA o CaixaBank se cuelan en el mismo hilo que los mensajes legítimos. Estos son algunos de los textos que nos han enviado nuestros socios:</p>
<ul><li><i>"SANTANDER: Se ha registrado un cargo de 849,90 EUR. Si no lo reconoce, anule aqui: santander-particulares.verifica-acceso[.]es"</i></li><li><i>"CaixaBank: Su acceso a CaixaBankNow ha sido limitado. Verifique su identidad en el siguiente enlace…"</i></li><li><i>"DGT: Tiene una multa pendiente de pago. Evite recargo y perdida de puntos…"</i></li></ul>
<h2>Qué hacer</h2><ol><li>No pulses el enlace.</li><li>Si lo hiciste y diste datos, llama a tu banco y bloquea tarjetas.</li><li>Denuncia en la Policía o Guardia Civil.</li><li>Reclama al banco: según la normativa de servicios de pago, si no hubo negligencia grave, el banco debe devolver lo sustraído.</li></ol>`,
      footerCols: { OCU: ['Quiénes somos', 'Prensa', 'Contacto'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] },
      legal: 'Organización de Consumidores y Usuarios · C/ Albarracín 21, 28037 Madrid.',
      scripts: analytics('/collect', 'G-OCU'),
    }),
    routes: siteRoutes('www.ocu.org', [228, 0, 43]),
  },
  {
    id: 'zd-clean-deco-proteste-mbway',
    label: 'clean',
    kind: 'advice-article',
    url: 'https://www.deco.proteste.pt/dinheiro/contas-bancarias/noticias/burlas-mbway-olx',
    body: site({
      lang: 'pt',
      title: 'Burlas com MB WAY em sites de anúncios | DECO PROteste',
      brand: { name: 'DECO PROteste', color: '#e30613', logo: '/static/img/logo.png' },
      nav: ['Alimentação', 'Casa e energia', 'Dinheiro', 'Tecnologia', 'Saúde'],
      main: `<h1>Burlas com MB WAY em sites de anúncios</h1><p>Vendeu algo no OLX ou no Custo Justo e o "comprador" mandou um link para "receber o pagamento"? Cuidado.</p>
<p>O esquema: o falso comprador envia um link para uma página que imita o MB WAY ou a OLX e pede o número do cartão, o CVV e o PIN MB WAY. Na realidade, quem introduz os dados está a associar o seu cartão ao telemóvel do burlão.</p>
<blockquote style="background:#f5f5f5;padding:12px">"Olá, já fiz o pagamento de 185€ pelo seu anúncio. Para receber, associe o cartão aqui: mbway-pt.ativacao-cartao[.]com"</blockquote>
<p><b>Para receber um pagamento MB WAY não é preciso fazer nada.</b> Nunca partilhe códigos nem dados do cartão.</p>`,
      footerCols: { DECO: ['Quem somos', 'Contactos'], Legal: ['Privacidade', 'Cookies'] },
      legal: 'DECO PROteste, Editores, Lda. · Av. Eng. Arantes e Oliveira, 13, 1900-221 Lisboa.',
      scripts: analytics('/collect', 'G-DECO'),
    }),
    routes: siteRoutes('www.deco.proteste.pt', [227, 6, 19]),
  },
];
