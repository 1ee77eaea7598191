import { type Entry } from '../entry.js';
import { analytics, doc, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Consumer-advice and regulator articles that quote the scam texts going round (SMS, WhatsApp, fake
 * URLs written defanged), as the fraud desk links to them when answering customers.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-condusef-fraudes',
    label: 'clean',
    kind: 'advice-article',
    url: 'https://www.condusef.gob.mx/?p=contenido&idc=1786&idcat=1',
    body: site({
      lang: 'es',
      title: 'Fraudes financieros más comunes – CONDUSEF',
      brand: { name: 'CONDUSEF', color: '#235b4e', logo: '/static/img/logo.png' },
      util: ['gob.mx', 'Trámites', 'Gobierno'],
      nav: ['Usuarios', 'Instituciones financieras', 'Educación financiera', 'Quejas', 'Prensa'],
      main: `<h1>¿Te ofrecieron un préstamo y te piden un depósito previo? ¡Es fraude!</h1><p><i>Comunicado · noviembre 2025</i></p>
<p>La CONDUSEF alerta sobre páginas y perfiles en redes sociales que ofrecen créditos "sin buró" y, una vez que el usuario es "aprobado", le solicitan un depósito por concepto de <b>seguro, comisión por apertura o gastos notariales</b>.</p>
<p>Ejemplo de mensaje reportado:</p><blockquote style="background:#f2f2f2;padding:12px">"¡Felicidades, su préstamo fue APROBADO! Para liberar el depósito, cubra el seguro de apertura de $1,850 (reembolsable). CLABE 0121800154…"</blockquote>
<h2>Recomendaciones</h2><ul><li>Verifica en el SIPRES que la empresa esté registrada.</li><li>Ninguna entidad financiera formal cobra por adelantado para otorgar un crédito.</li><li>Desconfía de asesores que solo se comunican por WhatsApp.</li><li>Consulta el Buró de Entidades Financieras.</li></ul>
<p>Si fuiste víctima, presenta tu queja en el 55 5340 0999.</p>`,
      footerCols: { CONDUSEF: ['Quiénes somos', 'Transparencia', 'Directorio'], Servicios: ['SIPRES', 'REDECO', 'Buró de Entidades Financieras'] },
      legal: 'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros · Av. Insurgentes Sur 762, Col. Del Valle, CDMX.',
      scripts: analytics('/collect', 'G-CDS'),
    }),
    routes: siteRoutes('www.condusef.gob.mx', [35, 91, 78]),
  },
  {
    id: 'zd-clean-procon-golpe-pix',
    label: 'clean',
    kind: 'advice-article',
    url: 'https://www.procon.sp.gov.br/golpes-do-pix-como-se-proteger/',
    body: site({
      lang: 'pt',
      title: 'Golpes do Pix: como se proteger – Procon-SP',
      brand: { name: 'Procon-SP', color: '#0b4ea2', logo: '/static/img/logo.png' },
      nav: ['Consumidor', 'Fornecedor', 'Notícias', 'Atendimento', 'Educação'],
      main: `<h1>Golpes do Pix: como se proteger</h1><p>Os golpistas usam o Pix por ser instantâneo. Conheça os golpes mais denunciados:</p>
<h3>1. Falso estorno</h3><p>Mensagem diz que você tem um "valor retido" e direciona para um site que imita o Banco Central pedindo senha e uma "taxa de liberação". <b>O Banco Central não faz estornos nem cobra taxas.</b></p>
<h3>2. Falsa taxa dos Correios</h3><p>SMS: <i>"CORREIOS: Sua encomenda NL48291…BR está aguardando pagamento da taxa. Pague via Pix: correios.rastreio-taxacao[.]com"</i>. Taxas de importação são pagas apenas no portal Minhas Importações.</p>
<h3>3. Falso CPF irregular</h3><p>Sites que imitam a Receita Federal dizem que o CPF será cancelado e cobram uma "multa" via Pix.</p>
<h3>4. WhatsApp clonado</h3><p>Alguém se passando por parente pede Pix urgente com um número novo.</p>
<p>Denuncie no site do Procon-SP ou pelo 151.</p>`,
      footerCols: { 'Procon-SP': ['Institucional', 'Imprensa', 'Transparência'], Atendimento: ['Reclamações', 'Postos de atendimento'] },
      legal: 'Fundação de Proteção e Defesa do Consumidor – Procon-SP · Governo do Estado de São Paulo.',
      scripts: analytics('/collect', 'G-PRC'),
    }),
    routes: siteRoutes('www.procon.sp.gov.br', [11, 78, 162]),
  },
];
