import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, doc, jsonRoute, jsRoute, pngRoute, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Real lenders and comparison sites, shops with real checkouts, payment-provider pages and job boards
 * in the region.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-mercadolibre-checkout',
    label: 'clean',
    kind: 'shop-checkout',
    url: 'https://www.mercadolibre.com.mx/gz/checkout/buy/MLM1928374651',
    body: doc({
      lang: 'es-MX',
      title: 'Mercado Libre – Finalizar compra',
      css: `body{margin:0;font-family:'Proxima Nova',Arial;background:#ededed}.h{background:#fff159;padding:14px 30px}.w{display:flex;gap:24px;max-width:1000px;margin:24px auto;flex-wrap:wrap}.m{flex:2;min-width:320px}.s{flex:1;min-width:240px;background:#fff;padding:20px;border-radius:6px}
.b{background:#fff;padding:20px;border-radius:6px;margin-bottom:12px}label{display:block;margin:10px 0 4px;font-size:13px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:6px;box-sizing:border-box}button{background:#3483fa;color:#fff;border:0;padding:14px;width:100%;border-radius:6px;font-size:15px}`,
      body: `<div class="h"><b>mercado libre</b></div><div class="w"><div class="m"><div class="b"><h3>Envío a domicilio</h3><p>Av. Insurgentes Sur 1602, Crédito Constructor, Benito Juárez, CDMX – Llega el jueves</p></div>
<div class="b"><h3>Pago con tarjeta</h3><form id="pay"><label>Número de tarjeta</label><input name="cardNumber" autocomplete="cc-number" inputmode="numeric"><label>Nombre del titular</label><input name="cardholderName" autocomplete="cc-name"><label>Vencimiento</label><input name="exp" autocomplete="cc-exp" placeholder="MM/AA"><label>Código de seguridad</label><input name="cvv" autocomplete="cc-csc">
<label>Cuotas</label><select name="installments" style="width:100%;padding:10px"><option>1 pago de $4,299</option><option>3 meses sin intereses de $1,433</option><option>6 meses sin intereses de $716.50</option></select><br><br><button>Confirmar compra</button></form></div></div>
<div class="s"><h3>Resumen</h3><p>Audífonos inalámbricos Sony WH-1000XM5</p><p>Producto $4,299</p><p>Envío Gratis</p><hr><b>Pagas $4,299</b></div></div>
<p style="text-align:center;font-size:12px;color:#777">Copyright © 1999-2025 DeRemate.com de México, S. de R.L. de C.V. · Términos y condiciones · Privacidad</p>
<script src="/gz/checkout/static/tokenizer.js"></script>${analytics('/collect', 'G-MLM')}`,
    }),
    routes: siteRoutes('www.mercadolibre.com.mx', [255, 241, 89], {
      'www.mercadolibre.com.mx/gz/checkout/static/tokenizer.js': jsRoute(`document.getElementById('pay').addEventListener('submit',function(e){e.preventDefault();var f=this;var n=f.cardNumber.value.replace(/\\s/g,'');fetch('/gz/checkout/api/card_tokens',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({bin:n.slice(0,6),last_four:n.slice(-4),holder:f.cardholderName.value})}).then(function(r){return r.json()}).then(function(t){f.innerHTML='<p>Procesando pago… token '+t.id+'</p>'})});`),
      'www.mercadolibre.com.mx/gz/checkout/api/card_tokens': jsonRoute({ id: 'ct_9f21a8c7e3', status: 'active' }),
    }),
  },
  {
    id: 'zd-clean-falabella-producto',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.falabella.com/falabella-cl/product/17364512/zapatillas-urbanas-hombre/17364513',
    body: site({
      lang: 'es',
      title: 'Zapatillas Urbanas Hombre | Falabella.com',
      brand: { name: 'falabella.', color: '#aad500', logo: '/static/img/logo.png' },
      util: ['Sodimac', 'Tottus', 'Linio', 'Banco Falabella', 'CMR'],
      nav: ['Tecnología', 'Moda hombre', 'Moda mujer', 'Deportes', 'Hogar', 'Niños'],
      main: `<div style="display:flex;gap:30px;flex-wrap:wrap"><div style="flex:1;min-width:280px;background:#f3f3f3;height:380px"></div><div style="flex:1;min-width:280px"><p style="color:#777">ADIDAS</p><h1>Zapatillas Urbanas Hombre Grand Court 2.0</h1>
<p><b style="font-size:26px;color:#e4002b">$39.990</b> <s>$59.990</s> -33%</p><p>Con CMR: <b>$35.990</b></p><label>Talla</label><select><option>40</option><option>41</option><option>42</option><option>43</option></select><br><br>
<button class="btn" style="background:#343e48" onclick="fetch('/s/checkout/api/cart/add',{method:'POST',body:JSON.stringify({sku:'17364513',qty:1})}).then(function(){location.href='/falabella-cl/basket'})">Agregar al carro</button>
<p style="font-size:13px">Despacho a domicilio desde el lunes · Retiro en tienda gratis · Cambios y devoluciones 30 días</p></div></div>
<h2>Especificaciones</h2><table><tr><td>Material exterior</td><td>Cuero sintético</td></tr><tr><td>Suela</td><td>Goma</td></tr><tr><td>Garantía</td><td>3 meses</td></tr></table>`,
      footerCols: { Falabella: ['Nuestras tiendas', 'Trabaja con nosotros', 'Venta empresa'], Servicio: ['Centro de ayuda', 'Seguimiento de pedidos', 'Devoluciones'], Legal: ['Términos y condiciones', 'Privacidad'] },
      legal: 'Falabella Retail S.A. · Av. Presidente Riesco 5685, Las Condes, Santiago. Precios válidos solo para compras en falabella.com.',
      scripts: analytics('/collect', 'G-FAL'),
    }),
    routes: siteRoutes('www.falabella.com', [170, 213, 0], {
      'www.falabella.com/s/checkout/api/cart/add': jsonRoute({ ok: true, items: 1 }),
      'www.falabella.com/falabella-cl/basket': htmlRoute(doc({ lang: 'es', title: 'Carro de compras | Falabella.com', body: '<h1 style="font-family:Arial">Tu carro (1)</h1><p style="font-family:Arial">Zapatillas Urbanas Hombre Grand Court 2.0 – $39.990</p><a href="/falabella-cl/checkout/delivery">Continuar compra</a>' })),
    }),
  },
  {
    id: 'zd-clean-computrabajo-ofertas',
    label: 'clean',
    kind: 'job-board',
    url: 'https://co.computrabajo.com/trabajo-de-auxiliar-contable-en-bogota-dc',
    body: site({
      lang: 'es',
      title: 'Empleos de Auxiliar contable en Bogotá, D.C. | Computrabajo',
      brand: { name: 'computrabajo', color: '#0d3878', logo: '/static/img/logo.png' },
      nav: ['Buscar empleos', 'Empresas', 'Salarios', 'Evaluaciones', 'Publicar vacante'],
      main: `<h1>Auxiliar contable en Bogotá, D.C.</h1><p>1.284 ofertas de trabajo</p>
${[['Auxiliar contable', 'Grupo Éxito', 'Bogotá, D.C., Chapinero', '$1.800.000'], ['Auxiliar contable y tesorería', 'Colsubsidio', 'Bogotá, D.C., Teusaquillo', '$2.100.000'], ['Asistente contable con experiencia en NIIF', 'Empresa confidencial', 'Bogotá, D.C., Fontibón', 'A convenir'], ['Auxiliar de cartera', 'Alkosto', 'Bogotá, D.C., Kennedy', '$1.650.000']].map(([t = '', e, l, s]) => `<div class="card"><h3><a href="/ofertas-de-trabajo/oferta-de-trabajo-de-${t.toLowerCase().replace(/[^a-z]+/g, '-')}">${t}</a></h3><p>${e} · ${l}</p><p>${s} (Mensual) · Tiempo completo · Contrato a término indefinido</p></div>`).join('')}
<div class="card" style="background:#eef4ff"><b>Consejo de seguridad:</b> Ninguna empresa debe cobrarte por exámenes, cursos o materiales para contratarte. Si una oferta te pide dinero, repórtala.</div>`,
      footerCols: { Computrabajo: ['Quiénes somos', 'Blog', 'Ayuda'], Empresas: ['Publicar ofertas', 'Precios'], Legal: ['Condiciones', 'Privacidad', 'Cookies'] },
      legal: '© Computrabajo Colombia · DGNET LTD.',
      scripts: analytics('/collect', 'G-CT'),
    }),
    routes: siteRoutes('co.computrabajo.com', [13, 56, 120]),
  },
  {
    id: 'zd-clean-creditas-simulador',
    label: 'clean',
    kind: 'lender',
    url: 'https://www.creditas.com/emprestimo-com-garantia-de-veiculo',
    body: site({
      lang: 'pt',
      title: 'Empréstimo com garantia de veículo | Creditas',
      brand: { name: 'creditas', color: '#11bb77', logo: '/static/img/logo.png' },
      nav: ['Empréstimo', 'Consórcio', 'Seguros', 'Creditas Store', 'Ajuda'],
      main: `<h1>Empréstimo com garantia de veículo</h1><p>Use seu carro como garantia e pague taxas a partir de 1,49% ao mês. Você continua usando o carro normalmente.</p>
<form class="card" style="max-width:440px" id="sim"><label>Valor desejado</label><input name="v" value="20000"><label>Prazo (meses)</label><select name="p"><option>24</option><option>36</option><option selected>48</option><option>60</option></select><button class="btn" style="margin-top:10px">Simular</button></form><div id="r"></div>
<div class="card"><b>Atenção a golpes:</b> a Creditas não cobra nenhum valor antecipado para liberar o empréstimo. Todo pagamento é feito somente após a liberação.</div>
<script>document.getElementById('sim').onsubmit=function(e){e.preventDefault();var v=+this.v.value,p=+this.p.value,i=0.0149,pm=v*i/(1-Math.pow(1+i,-p));document.getElementById('r').innerHTML='<div class="card">Parcela estimada: <b>R$ '+pm.toFixed(2).replace('.',',')+'</b> em '+p+'x · CET a partir de 21,3% a.a.</div>'}</script>`,
      footerCols: { Creditas: ['Sobre', 'Carreiras', 'Imprensa'], Ajuda: ['Central de ajuda', 'Ouvidoria'], Legal: ['Termos', 'Privacidade'] },
      legal: 'Creditas Sociedade de Crédito Direto S.A. · CNPJ 32.997.490/0001-39 · Av. Engenheiro Luís Carlos Berrini, 105, São Paulo – SP.',
      scripts: analytics('/collect', 'G-CRD'),
    }),
    routes: siteRoutes('www.creditas.com', [17, 187, 119]),
  },
];
