import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, doc, jsonRoute, jsRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Real lenders and comparison sites, shops with real checkouts, payment-provider pages and job boards
 * in the region.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-kueski-prestamo',
    label: 'clean',
    kind: 'lender',
    url: 'https://kueski.com/prestamos-personales',
    body: site({
      lang: 'es',
      title: 'Préstamos personales en línea | Kueski',
      brand: { name: 'kueski', color: '#0075ff', logo: '/static/img/logo.png' },
      nav: ['Préstamos', 'Kueski Pay', 'Cómo funciona', 'Blog', 'Ayuda'],
      main: `<h1>Préstamos personales en línea</h1><p>Solicita desde $500 hasta $20,000 pesos con tu INE. Respuesta en minutos.</p>
<div class="card" style="max-width:460px"><label>¿Cuánto necesitas?</label><input type="range" min="500" max="20000" step="500" value="3000" id="m"><p>Monto: <b id="mv">$3,000</b> · Pago quincenal estimado: <b id="pq"></b></p><a class="btn" href="/registro">Solicitar</a></div>
<script>var m=document.getElementById('m');function u(){var v=+m.value;document.getElementById('mv').textContent='$'+v.toLocaleString('es-MX');document.getElementById('pq').textContent='$'+Math.round(v*0.39).toLocaleString('es-MX')}m.oninput=u;u()</script>
<p style="font-size:12px">CAT promedio 658.3% sin IVA. Para fines informativos y de comparación. Fecha de cálculo: 1 de noviembre de 2025. Kueski nunca te pedirá un pago anticipado para depositar tu préstamo.</p>
<h2>Requisitos</h2><ul><li>Ser mayor de 18 años</li><li>INE vigente</li><li>Cuenta bancaria a tu nombre</li></ul>`,
      footerCols: { Kueski: ['Nosotros', 'Empleos', 'Prensa'], Ayuda: ['Centro de ayuda', 'UNE', 'CONDUSEF'], Legal: ['Aviso de privacidad', 'Términos'] },
      legal: 'Kueski, S.A.P.I. de C.V., SOFOM, E.N.R. no requiere autorización de la SHCP para su constitución y está sujeta a la supervisión de la CNBV únicamente en materia de prevención de lavado de dinero.',
      scripts: analytics('/collect', 'G-KSK'),
    }),
    routes: siteRoutes('kueski.com', [0, 117, 255]),
  },
  {
    id: 'zd-clean-rastreator-prestamos',
    label: 'clean',
    kind: 'comparison-site',
    url: 'https://www.rastreator.com/prestamos/prestamos-personales.aspx',
    body: site({
      lang: 'es',
      title: 'Comparador de préstamos personales | Rastreator.com',
      brand: { name: 'Rastreator', color: '#00a0af', logo: '/static/img/logo.png' },
      nav: ['Seguros de coche', 'Seguros de moto', 'Hogar', 'Préstamos', 'Tarifas móvil', 'Luz y gas'],
      main: `<h1>Compara préstamos personales</h1><p>Compara más de 40 préstamos de bancos y financieras y encuentra el TAE más bajo.</p>
<table><tr><th>Entidad</th><th>Importe</th><th>TIN</th><th>TAE</th><th></th></tr>
<tr><td>Cofidis</td><td>6.000 €</td><td>6,95 %</td><td>7,18 %</td><td><a class="btn" href="/prestamos/go?e=cofidis">Ver</a></td></tr>
<tr><td>ING Préstamo Naranja</td><td>6.000 €</td><td>6,39 %</td><td>6,58 %</td><td><a class="btn" href="/prestamos/go?e=ing">Ver</a></td></tr>
<tr><td>Cetelem</td><td>6.000 €</td><td>7,25 %</td><td>7,50 %</td><td><a class="btn" href="/prestamos/go?e=cetelem">Ver</a></td></tr></table>
<p style="font-size:12px">Ejemplo representativo: 6.000 € a 60 meses, TIN 6,95 %, TAE 7,18 %, cuota 118,67 €, importe total adeudado 7.120,20 €.</p>
<h2>Cuidado con los préstamos que piden dinero por adelantado</h2><p>Ninguna entidad legal te pedirá una comisión o "seguro" antes de ingresarte el dinero del préstamo.</p>`,
      footerCols: { Rastreator: ['Quiénes somos', 'Prensa', 'Empleo'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] },
      legal: 'Rastreator Comparador Correduría de Seguros S.L.U. – Inscrita en la DGSFP con clave J-3046.',
      scripts: analytics('/collect', 'G-RAS'),
    }),
    routes: siteRoutes('www.rastreator.com', [0, 160, 175]),
  },
  {
    id: 'zd-clean-pagseguro-checkout',
    label: 'clean',
    kind: 'payment-page',
    url: 'https://pagamento.pagseguro.uol.com.br/pagamento?code=8A12C7F33E1B4D55AB6E0F29C1D7E8B4',
    body: doc({
      lang: 'pt-BR',
      title: 'PagBank PagSeguro - Pagamento',
      css: `body{margin:0;font-family:Arial;background:#f5f5f5}.h{background:#fff;border-bottom:3px solid #1bb99a;padding:14px 30px;font-weight:bold;color:#1bb99a}.w{max-width:760px;margin:24px auto;display:flex;gap:20px;flex-wrap:wrap}
.m{flex:2;background:#fff;padding:22px;border-radius:6px;min-width:300px}.s{flex:1;background:#fff;padding:22px;border-radius:6px;min-width:200px}.tabs span{display:inline-block;padding:8px 14px;border:1px solid #ddd;margin-right:4px;cursor:pointer}.tabs .on{border-color:#1bb99a;color:#1bb99a}
label{display:block;margin:10px 0 4px;font-size:13px}input{width:100%;padding:10px;border:1px solid #bbb;box-sizing:border-box}button{background:#1bb99a;color:#fff;border:0;padding:13px;width:100%;margin-top:14px}`,
      body: `<div class="h">PagBank</div><div class="w"><div class="m"><div class="tabs"><span class="on">Cartão de crédito</span><span>Pix</span><span>Boleto</span></div>
<form method="post" action="/pagamento/processar"><label>Número do cartão</label><input name="cc" autocomplete="cc-number"><label>Nome impresso</label><input name="nome" autocomplete="cc-name"><label>Validade</label><input name="val" placeholder="MM/AA"><label>CVV</label><input name="cvv"><label>CPF do titular</label><input name="cpf"><button>Pagar R$ 189,90</button></form></div>
<div class="s"><b>Loja Casa &amp; Café</b><p>Cafeteira italiana 6 xícaras</p><p>Total: <b>R$ 189,90</b></p><p style="font-size:11px;color:#777">Ambiente seguro PagBank · PagSeguro Internet Instituição de Pagamento S.A. CNPJ 08.561.701/0001-01</p></div></div>
${analytics('/collect', 'G-PGS')}`,
    }),
    routes: siteRoutes('pagamento.pagseguro.uol.com.br', [27, 185, 154]),
  },
  {
    id: 'zd-clean-infojobs-oferta',
    label: 'clean',
    kind: 'job-board',
    url: 'https://www.infojobs.net/madrid/mozo-almacen/of-i4c1e8b2a7f4e9d9a3c5b1f2e6d7a8b9c',
    body: site({
      lang: 'es',
      title: 'Oferta de trabajo: Mozo/a de almacén – Madrid | InfoJobs',
      brand: { name: 'InfoJobs', color: '#167db7', logo: '/static/img/logo.png' },
      nav: ['Buscar ofertas', 'Mi CV', 'Mis candidaturas', 'Salarios', 'Empresas'],
      main: `<h1>Mozo/a de almacén con carretilla</h1><p><b>Logística Henares S.L.</b> · Coslada (Madrid) · Presencial</p><p>Salario: 20.000 € – 22.000 € bruto/año · Contrato indefinido · Jornada completa</p>
<a class="btn" href="/candidate/login?dest=apply">Inscribirme en esta oferta</a>
<h2>Requisitos</h2><ul><li>Carnet de carretillero en vigor</li><li>Experiencia mínima de 1 año</li><li>Disponibilidad para turnos rotativos</li></ul>
<h2>Descripción</h2><p>Buscamos mozo/a de almacén para carga y descarga de camiones, preparación de pedidos con radiofrecuencia y ubicación de mercancía.</p>
<p style="font-size:12px;color:#666">InfoJobs nunca te pedirá dinero para inscribirte en una oferta. Desconfía de ofertas que te piden pagos o datos bancarios.</p>`,
      footerCols: { InfoJobs: ['Sobre InfoJobs', 'Prensa', 'Trabaja con nosotros'], Ayuda: ['Centro de ayuda', 'Consejos de seguridad'], Legal: ['Condiciones de uso', 'Privacidad', 'Cookies'] },
      legal: 'InfoJobs, S.A.U. · Barcelona · Una empresa de Adevinta.',
      scripts: analytics('/collect', 'G-IJ'),
    }),
    routes: siteRoutes('www.infojobs.net', [22, 125, 183]),
  },
  {
    id: 'zd-clean-worten-checkout',
    label: 'clean',
    kind: 'shop-checkout',
    url: 'https://www.worten.pt/checkout/pagamento',
    body: doc({
      lang: 'pt-PT',
      title: 'Pagamento | Worten',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#e30613;color:#fff;padding:14px 30px;font-weight:bold;font-size:22px}.w{max-width:900px;margin:24px auto;display:flex;gap:20px;flex-wrap:wrap}.m{flex:2;min-width:300px}.s{flex:1;min-width:220px;background:#fff;padding:20px}
.o{background:#fff;padding:16px;margin-bottom:8px;display:flex;gap:10px;align-items:center}.o input{width:auto}button{background:#e30613;color:#fff;border:0;padding:14px;width:100%;font-size:15px;margin-top:10px}`,
      body: `<div class="h">worten</div><div class="w"><div class="m"><h2>Escolha o método de pagamento</h2>
<label class="o"><input type="radio" name="pm" checked> MB WAY – receberá uma notificação na app</label><label class="o"><input type="radio" name="pm"> Referência Multibanco</label><label class="o"><input type="radio" name="pm"> Cartão de crédito / débito (Visa, Mastercard)</label><label class="o"><input type="radio" name="pm"> PayPal</label><label class="o"><input type="radio" name="pm"> Cetelem – pagamento em prestações</label>
<div class="o"><span>Telemóvel MB WAY</span><input name="tlm" placeholder="9XX XXX XXX" style="flex:1;padding:8px"></div><button onclick="fetch('/checkout/api/payment',{method:'POST',body:'{}'})">Finalizar encomenda</button></div>
<div class="s"><h3>Resumo</h3><p>Aspirador Robot Roborock Q7 Max</p><p>349,99 €</p><p>Entrega: Grátis</p><hr><b>Total 349,99 €</b><p style="font-size:11px">IVA incluído à taxa legal em vigor.</p></div></div>
<p style="text-align:center;font-size:12px;color:#777">Worten – Equipamentos para o Lar, S.A. · Termos e condições · Política de privacidade · Livro de reclamações</p>${analytics('/collect', 'G-WRT')}`,
    }),
    routes: siteRoutes('www.worten.pt', [227, 6, 19], { 'www.worten.pt/checkout/api/payment': jsonRoute({ status: 'PENDING_MBWAY' }) }),
  },
];
