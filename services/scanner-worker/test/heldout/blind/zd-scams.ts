import { htmlRoute, type Entry } from '../entry.js';
import { beepWav } from './../parts/e-bin.js';
import { doc, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Scams reported by customers: advance-fee loans, fake shops and marketplace "safe payment" pages,
 * investment and crypto platforms, task/job scams, tech-support lockers and fake refund desks.
 */

export const entries: Entry[] = [
  {
    id: 'zd-scam-prestamo-mx-comision',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://prestamos-rapidos-mx.creditofacil-hoy.com/',
    body: doc({
      lang: 'es-MX',
      title: 'CréditoFácil Hoy | Préstamos sin buró en 24 horas',
      css: `body{margin:0;font-family:Poppins,Arial;color:#222}.hero{background:linear-gradient(135deg,#00875a,#00b37e);color:#fff;padding:50px 30px;text-align:center}.hero h1{font-size:38px;margin:0}
.w{max-width:900px;margin:0 auto;padding:30px}.g{display:flex;gap:20px;flex-wrap:wrap}.g div{flex:1;min-width:220px;background:#f4f8f6;padding:18px;border-radius:8px}
.sim{background:#fff;border:2px solid #00875a;border-radius:10px;padding:24px;max-width:460px;margin:-40px auto 20px;position:relative}input,select{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #bbb;border-radius:4px}
button{background:#ff6b00;color:#fff;border:0;padding:14px;width:100%;border-radius:6px;font-size:17px}.t{font-size:13px;color:#555}.rev{font-style:italic;border-left:3px solid #00b37e;padding-left:10px}#res{display:none}`,
      body: `<div class="hero"><h1>Préstamos de $5,000 a $150,000</h1><p>¡Sin buró de crédito, sin aval, aprobación en minutos! Depósito a cualquier banco.</p></div>
<div class="sim"><form id="s"><label>Monto</label><select name="monto"><option>$20,000</option><option>$50,000</option><option>$80,000</option><option>$150,000</option></select><label>Plazo</label><select name="plazo"><option>12 meses</option><option>24 meses</option><option>36 meses</option></select>
<label>Nombre completo</label><input name="nombre"><label>WhatsApp</label><input name="wa"><label>CURP</label><input name="curp"><label>CLABE para depósito</label><input name="clabe"><button>Solicitar préstamo</button></form>
<div id="res"><h3>✅ ¡Felicidades, su préstamo fue APROBADO!</h3><p>Para liberar el depósito de su crédito, es necesario cubrir el <b>seguro de apertura y comisión notarial de $1,850 MXN</b> (reembolsable en su primer pago).</p>
<p>Realice el depósito a:<br>Banco: BBVA<br>CLABE: 012180015472839914<br>Beneficiario: Asesores Integrales CF<br>Concepto: folio <b id="fo"></b></p><p>Envíe su comprobante por WhatsApp a su asesor: <a href="https://wa.me/525512345678">+52 55 1234 5678</a></p></div></div>
<div class="w"><div class="g"><div><b>Tasa desde 1.5% mensual</b><p class="t">La tasa más baja del mercado.</p></div><div><b>Registrado ante CONDUSEF</b><p class="t">Empresa regulada y autorizada.</p></div><div><b>+45,000 clientes</b><p class="t">Con créditos aprobados este año.</p></div></div>
<h3>Lo que dicen nuestros clientes</h3><p class="rev">"Me depositaron en 2 horas, excelente servicio" – Mariana G., Puebla</p><p class="rev">"Tenía buró y aun así me aprobaron" – José L., Monterrey</p>
<p class="t">CréditoFácil Hoy S.A.P.I. de C.V. SOFOM E.N.R. Aviso de privacidad. CAT promedio 38.2% sin IVA, informativo.</p></div>
<script>document.getElementById('s').onsubmit=function(e){e.preventDefault();fetch('/api/solicitud',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('fo').textContent='CF-'+Math.floor(Math.random()*99999);document.getElementById('res').style.display='block'}</script>`,
    }),
    routes: { 'prestamos-rapidos-mx.creditofacil-hoy.com/api/solicitud': okRoute() },
  },
  {
    id: 'zd-scam-tienda-zapatillas-outlet',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.outlet-zapatillas-es.shop/products/air-max-plus-tn-negro',
    body: doc({
      lang: 'es',
      title: 'Air Max Plus TN Negro – Outlet Zapatillas España',
      css: `body{margin:0;font-family:Helvetica,Arial}.ann{background:#000;color:#fff;text-align:center;padding:8px;font-size:13px}.h{display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}
.p{display:flex;gap:40px;max-width:1000px;margin:30px auto;padding:0 20px}.img{flex:1;background:#f2f2f2;height:420px;display:flex;align-items:center;justify-content:center}.d{flex:1}
.pr s{color:#999}.pr b{color:#d00;font-size:28px}.sz button{margin:3px;padding:8px 12px;background:#fff;border:1px solid #999}.buy{width:100%;padding:16px;background:#111;color:#fff;border:0;font-size:16px;margin-top:14px}
.tm{color:#d00;font-weight:bold}footer{background:#f4f4f4;padding:30px;font-size:12px;color:#666;text-align:center}`,
      body: `<div class="ann">🔥 BLACK FRIDAY: -70% EN TODA LA TIENDA · ENVÍO GRATIS 24/48H 🔥</div>
<div class="h"><b>OUTLET ZAPATILLAS</b><span>Hombre · Mujer · Niños · 🛒 (0)</span></div>
<div class="p"><div class="img"><img src="/cdn/shop/files/tn.png" width="300" height="300" alt="Air Max Plus"></div>
<div class="d"><h1>Nike Air Max Plus TN – Negro</h1><div class="pr"><s>189,99 €</s> <b>49,95 €</b> <span>-74%</span></div><p class="tm">⏰ La oferta termina en <span id="t">09:59</span></p>
<p>Talla:</p><div class="sz">${[38, 39, 40, 41, 42, 43, 44, 45].map((s) => `<button>${s}</button>`).join('')}</div><p>🔥 17 personas están viendo este producto</p>
<form action="/checkout" method="get"><button class="buy">AÑADIR AL CARRITO</button></form><p style="font-size:13px">✔ 100% original · ✔ Pago seguro · ✔ Devolución 30 días</p></div></div>
<footer>© 2025 Outlet Zapatillas España · Contacto: atencion.outletzapatillas@gmail.com · Todos los precios incluyen IVA</footer>
<script>var s=599;setInterval(function(){s=s>0?s-1:599;document.getElementById('t').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000)</script>`,
    }),
    routes: {
      'www.outlet-zapatillas-es.shop/cdn/shop/files/tn.png': pngRoute(20, 20, 20),
      'www.outlet-zapatillas-es.shop/checkout': htmlRoute(doc({ lang: 'es', title: 'Checkout – Outlet Zapatillas', body: `<div style="max-width:500px;margin:30px auto;font-family:Arial"><h2>Finalizar compra</h2><p>Total: 49,95 €</p><p><b>Pago por transferencia bancaria</b> (5% de descuento adicional)</p><p>IBAN: LT21 3250 0247 1893 5521 · Titular: SHOP GLOBAL UAB</p><p>O paga con tarjeta:</p><form><input placeholder="Número de tarjeta" style="width:100%;padding:10px"><input placeholder="MM/AA" style="width:48%;padding:10px"><input placeholder="CVC" style="width:48%;padding:10px"><button style="width:100%;padding:12px;margin-top:8px;background:#111;color:#fff">Pagar 49,95 €</button></form></div>` })),
    },
  },
  {
    id: 'zd-scam-wallapop-envio-vendedor',
    label: 'phishing',
    kind: 'marketplace-kit',
    url: 'https://wallapop.envios-protegidos.com/item/iphone-14-pro-128gb-998127334/cobrar',
    body: doc({
      lang: 'es',
      title: 'Wallapop Envíos – Recibir pago',
      css: `body{margin:0;font-family:'Wallie',Arial;background:#f5f5f5}.h{background:#13c1ac;color:#fff;padding:14px 30px;font-weight:bold;font-size:22px}.c{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-radius:10px}
.it{display:flex;gap:14px;align-items:center;border-bottom:1px solid #eee;padding-bottom:14px}.it div{width:70px;height:70px;background:#ddd;border-radius:6px}input{width:100%;padding:11px;margin:4px 0 10px;border:1px solid #ccc;border-radius:6px}
button{width:100%;padding:13px;background:#13c1ac;color:#fff;border:0;border-radius:22px;font-weight:bold}`,
      body: `<div class="h">wallapop</div><div class="c"><div class="it"><div></div><span><b>iPhone 14 Pro 128GB morado</b><br>620,00 €</span></div>
<p>El comprador ha pagado el producto con <b>Wallapop Protect</b>. Para recibir el dinero en tu cuenta, introduce los datos de la tarjeta donde quieres cobrar. Un mensajero de SEUR recogerá el paquete en tu domicilio.</p>
<form id="wp"><input name="nombre" placeholder="Nombre y apellidos"><input name="tarjeta" placeholder="Número de tarjeta"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><input name="saldo" placeholder="Saldo disponible en la tarjeta (para verificar)"><button>Recibir 620,00 €</button></form>
<p style="font-size:11px;color:#888">Wallapop S.L. · Pago seguro gestionado por Adyen</p></div>
<script>document.getElementById('wp').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});fetch('/api/cobro',{method:'POST',body:JSON.stringify(o)}).finally(function(){location.href='/item/iphone-14-pro-128gb-998127334/3ds'})}</script>`,
    }),
    routes: {
      'wallapop.envios-protegidos.com/api/cobro': okRoute(),
      'wallapop.envios-protegidos.com/item/iphone-14-pro-128gb-998127334/3ds': htmlRoute(doc({ lang: 'es', title: '3D Secure', body: `<div style="max-width:400px;margin:40px auto;font-family:Arial"><h3>Confirma el cobro</h3><p>Tu banco te ha enviado un código SMS.</p><input style="width:100%;padding:10px"><button style="padding:10px 30px;margin-top:8px">Confirmar</button></div>` })),
    },
  },
  {
    id: 'zd-scam-olx-pagamento-garantido',
    label: 'phishing',
    kind: 'marketplace-kit',
    url: 'https://olx-pagamento.garantido-entrega.com/vi/1288347125',
    body: doc({
      lang: 'pt-BR',
      title: 'OLX Pay - Pagamento garantido',
      css: `body{margin:0;font-family:Arial;background:#f2f4f5}.h{background:#6e0ad6;color:#fff;padding:14px 30px;font-size:22px;font-weight:bold}.c{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}
input{width:100%;padding:11px;margin:4px 0 10px;border:1px solid #ccc;border-radius:6px}button{width:100%;padding:13px;background:#f28000;color:#fff;border:0;border-radius:22px;font-weight:bold}`,
      body: `<div class="h">OLX <small style="font-size:13px">Pay</small></div><div class="c"><h3>Você vendeu: PlayStation 5 + 2 controles</h3><p>Valor: <b>R$ 3.200,00</b></p><p>O comprador pagou através da <b>Garantia da OLX</b>. Confirme seu cartão para receber o valor (o cartão é usado apenas para validação).</p>
<form id="ox"><input name="nome" placeholder="Nome no cartão"><input name="cc" placeholder="Número do cartão"><input name="val" placeholder="Validade"><input name="cvv" placeholder="CVV"><input name="cpf" placeholder="CPF"><button>Receber R$ 3.200,00</button></form>
<p style="font-size:11px;color:#888">OLX Brasil · Pagamento processado pela OLX Pay Instituição de Pagamento</p></div>
<script>document.getElementById('ox').onsubmit=function(e){e.preventDefault();fetch('https://olx-pagamento.garantido-entrega.com/api/card',{method:'POST',body:new FormData(this)}).finally(function(){alert('Erro no processamento. Tente novamente com outro cartão.');location.reload()})}</script>`,
    }),
    routes: { 'olx-pagamento.garantido-entrega.com/api/card': okRoute() },
  },
  {
    id: 'zd-scam-cripto-plataforma-retiro',
    label: 'scam',
    kind: 'crypto-investment',
    url: 'https://app.bitvalor-trade.pro/cuenta/retiro',
    body: doc({
      lang: 'es',
      title: 'BitValor Trade – Retiro de fondos',
      css: `body{margin:0;font-family:Inter,Arial;background:#0e1117;color:#e6e6e6}.side{position:fixed;left:0;top:0;bottom:0;width:200px;background:#161b22;padding:20px}.side a{display:block;color:#aaa;margin:12px 0;text-decoration:none}
.m{margin-left:230px;padding:30px}.k{display:flex;gap:20px}.k div{background:#161b22;padding:20px;border-radius:8px;flex:1}.k b{font-size:26px;color:#3fb950}.warn{background:#3d1f00;border:1px solid #d29922;padding:16px;border-radius:8px;margin-top:20px}
button{background:#238636;color:#fff;border:0;padding:12px 22px;border-radius:6px}code{background:#000;padding:4px 8px}`,
      body: `<div class="side"><b>BitValor</b><a>Panel</a><a>Mercados</a><a>Bots IA</a><a>Depositar</a><a>Retirar</a><a>Soporte 24/7</a></div>
<div class="m"><h2>Retiro de fondos</h2><div class="k"><div>Saldo total<br><b>58.420,17 USDT</b></div><div>Ganancia (30 días)<br><b>+412,6 %</b></div><div>Nivel<br><b>VIP Oro</b></div></div>
<div class="warn"><h3>⚠ Retiro en espera: verificación antilavado (AML)</h3><p>Su solicitud de retiro de 58.420,17 USDT ha sido aprobada, pero la normativa exige un <b>depósito de verificación del 15% (8.763 USDT)</b> para confirmar la titularidad de la cuenta. El depósito se devolverá junto con su retiro.</p>
<p>Envíe USDT (red TRC20) a: <code>TQ7n4kYz8bP3wX9mR2cV6uJ1hL5eD8sA3f</code></p><button onclick="navigator.clipboard.writeText('TQ7n4kYz8bP3wX9mR2cV6uJ1hL5eD8sA3f');this.textContent='Copiado'">Copiar dirección</button>
<p style="font-size:12px">Plazo: 48 horas. Pasado este plazo la cuenta será congelada según los términos del servicio. Su gestor: Sr. Daniel Ortega (Telegram @bitvalor_gestor)</p></div></div>`,
    }),
  },
  {
    id: 'zd-scam-reembolso-amazon-es-anydesk',
    label: 'scam',
    kind: 'fake-refund',
    url: 'https://reembolsos-amazon-es.atencion-pedidos.com/caso/ES-7741',
    body: doc({
      lang: 'es',
      title: 'Centro de reembolsos – Pedido cancelado',
      css: `body{font-family:Arial;margin:0;background:#eaeded}.h{background:#131921;color:#fff;padding:12px 24px;font-size:20px}.c{max-width:620px;margin:24px auto;background:#fff;padding:24px}.s{counter-reset:s}.s li{margin:10px 0}
.btn{display:inline-block;background:#ffd814;border:1px solid #fcd200;padding:10px 20px;border-radius:8px;color:#111;text-decoration:none}table{width:100%}td{padding:6px;border-bottom:1px solid #eee}`,
      body: `<div class="h">Centro de reembolsos de pedidos</div><div class="c"><h2>Reembolso pendiente por cargo erróneo</h2>
<table><tr><td>Pedido</td><td>405-8812734-2291008</td></tr><tr><td>Artículo</td><td>Apple iPhone 16 Pro Max 256 GB</td></tr><tr><td>Importe cobrado</td><td>1.469,00 €</td></tr><tr><td>Estado</td><td style="color:#b12704">Reembolso pendiente</td></tr></table>
<p>Para tramitar su reembolso de forma segura, un agente le guiará por videollamada. Siga estos pasos:</p><ol class="s"><li>Descargue la aplicación de asistencia remota segura.</li><li>Llame al <b>+34 911 87 42 06</b> y facilite el código de 9 dígitos que aparece en pantalla.</li><li>Acceda a su banca online cuando el agente se lo indique para recibir el reembolso.</li></ol>
<a class="btn" href="/caso/descarga">Descargar asistente de reembolso</a><p style="font-size:12px;color:#555">Horario de atención: lunes a domingo, 8:00–22:00. Tiempo de espera: 2 minutos.</p></div>`,
    }),
    routes: {
      'reembolsos-amazon-es.atencion-pedidos.com/caso/descarga': htmlRoute(doc({ lang: 'es', title: 'Descarga', body: `<div style="font-family:Arial;max-width:560px;margin:40px auto"><h2>Asistente de reembolso</h2><p>1. Descargue el asistente desde <a href="https://anydesk.com/es/downloads/windows">este enlace</a> y ábralo.</p><p>2. Llame al <b>+34 911 87 42 06</b> y dicte al agente el número de 9 cifras que aparece en “Su dirección”.</p><p>3. Acepte la conexión cuando el agente se lo pida. No cuelgue hasta recibir el reembolso.</p></div>` })),
    },
  },
  {
    id: 'zd-scam-empleo-embalaje-casa',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://empleos-desde-casa.trabajo-latam.net/ar/oferta/ensamblado',
    body: doc({
      lang: 'es-AR',
      title: 'Trabajo desde casa – Empaquetado de productos | $450.000 por mes',
      css: `body{font-family:Arial;margin:0;background:#f7f7f7}.h{background:#0a66c2;color:#fff;padding:14px 24px}.c{max-width:700px;margin:20px auto;background:#fff;padding:24px;border-radius:6px}
.tag{display:inline-block;background:#e7f1fb;color:#0a66c2;padding:4px 10px;border-radius:12px;font-size:12px;margin-right:6px}.pay{background:#fff7e6;padding:14px;border-radius:6px}input{width:100%;padding:10px;margin:4px 0 10px}button{background:#0a66c2;color:#fff;border:0;padding:12px 24px;border-radius:20px}`,
      body: `<div class="h"><b>EmpleosLatam</b> · Ofertas laborales</div><div class="c"><h1>Armado y empaquetado de bijouterie desde tu casa</h1><span class="tag">Remoto</span><span class="tag">Sin experiencia</span><span class="tag">Jornada flexible</span>
<p>Empresa importadora busca personas responsables para armar kits de bijouterie desde su hogar. Pagamos <b>$1.500 por kit</b> terminado, podés armar hasta 300 kits por mes.</p>
<h3>Requisitos</h3><ul><li>Mayor de 18 años</li><li>Tener WhatsApp</li><li>Responsabilidad y prolijidad</li></ul>
<div class="pay"><b>Importante:</b> para recibir el primer kit de materiales se abona por única vez el <b>kit de inicio y envío ($28.500)</b> mediante transferencia al alias <b>KITS.ARMADO.CASA</b>. El monto se reintegra con la primera liquidación.</div>
<form id="pj"><h3>Postulate</h3><input name="n" placeholder="Nombre y apellido"><input name="dni" placeholder="DNI"><input name="wa" placeholder="WhatsApp"><button>Quiero el trabajo</button></form></div>
<script>document.getElementById('pj').onsubmit=function(e){e.preventDefault();fetch('/ar/api/postulacion',{method:'POST',body:new FormData(this)});this.innerHTML='<p>✅ ¡Postulación recibida! Te escribiremos por WhatsApp con los datos para abonar tu kit de inicio.</p>'}</script>`,
    }),
    routes: { 'empleos-desde-casa.trabajo-latam.net/ar/api/postulacion': okRoute() },
  },
  {
    id: 'zd-scam-seguridad-bancaria-llamada',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://centro-fraudes-banca.com/cl/alerta',
    body: doc({
      lang: 'es-CL',
      title: 'Centro de Prevención de Fraudes Bancarios',
      css: `body{font-family:Arial;margin:0;background:#fff}.h{background:#8b0000;color:#fff;padding:16px 24px;font-size:20px}.c{max-width:620px;margin:30px auto;padding:0 20px}.tel{font-size:30px;font-weight:bold;color:#8b0000}.box{border:2px solid #8b0000;padding:18px;border-radius:8px}`,
      body: `<div class="h">⚠ Centro de Prevención de Fraudes Bancarios – CMF</div><div class="c"><div class="box"><h2>Se detectó una transferencia sospechosa desde su cuenta</h2>
<p>Monto: <b>$1.290.000 CLP</b> a cuenta de tercero (Banco Falabella). Estado: <b>en revisión</b>.</p><p>Si usted NO reconoce esta transferencia, comuníquese de inmediato con un ejecutivo de seguridad para revertirla. Tenga a mano su tarjeta de coordenadas o BEpass.</p>
<p class="tel">📞 +56 2 2938 4410</p><p>Atención 24 horas. No cierre esta página, su número de caso es <b id="cs"></b>.</p></div>
<p style="font-size:12px;color:#666">Comisión para el Mercado Financiero · Sistema de alertas interbancario</p></div>
<script>document.getElementById('cs').textContent='CMF-'+(Date.now()%1e7)</script>`,
    }),
  },
];
