import { type Entry } from '../entry.js';
import { doc, logo, favicon, siteFooter, siteCss } from '../parts/yy-kit.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-stripe-oxxo-voucher',
  label: 'clean',
  kind: 'legit-oxxo-voucher',
  url: 'https://payments.stripe.com/oxxo/voucher/test_YWNjdF8xTnFrWjJLM3Jw_vchr_8XkQp2',
  body: doc({
    lang: 'es-MX',
    title: 'Ficha de pago OXXO – Papelería La Estrella',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial;background:#f6f9fc;color:#30313d}.v{max-width:460px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(50,50,93,.1);padding:30px}
.m{display:flex;justify-content:space-between;align-items:center}.amt{font-size:32px;font-weight:600}.ref{font-family:monospace;font-size:20px;letter-spacing:2px;background:#f6f9fc;padding:12px;text-align:center;border-radius:6px}
.bar{height:60px;background:repeating-linear-gradient(90deg,#000 0 2px,#fff 2px 4px,#000 4px 5px,#fff 5px 8px);margin:14px 0}ol{font-size:14px;line-height:1.7}.ft{font-size:12px;color:#6b7280;text-align:center;margin-top:20px}`,
    body: `<div class="v"><div class="m"><b>Papelería La Estrella</b>${logo('oxxo', 30)}</div><p>Total a pagar</p><p class="amt">$1,284.50 MXN</p><p style="font-size:13px;color:#6b7280">Vence el 14 de noviembre de 2025, 23:59</p>
<p>Referencia OXXO</p><div class="ref">9300 0412 8847 1923 05</div><div class="bar"></div>
<ol><li>Acude a cualquier tienda OXXO.</li><li>Indica en caja que quieres hacer un pago de <b>OXXO Pay</b>.</li><li>Dicta o muestra el número de referencia.</li><li>Paga en efectivo; conserva tu ticket como comprobante.</li></ol>
<p style="font-size:13px">Al completar el pago recibirás una confirmación de Papelería La Estrella por correo.</p><p class="ft">Procesado por Stripe · <a href="https://stripe.com/es-mx/privacy">Privacidad</a></p></div>`,
  }),
},
{
  id: 'yy-clean-muebleria-liquidacion-cierre',
  label: 'clean',
  kind: 'legit-clearance-sale',
  url: 'https://www.mueblerialopez.mx/liquidacion-por-cierre',
  body: doc({
    lang: 'es-MX',
    title: 'Gran liquidación por cierre de sucursal Centro | Mueblería López',
    head: favicon('#7c2d12', 'L'),
    css: `${siteCss('#b45309', 'Lato, Arial, sans-serif')}.hero{background:#7c2d12;color:#fff;padding:36px 0}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;margin-top:24px}.g .card .im{height:150px;background:#e7d8c9;border-radius:6px}
.old{text-decoration:line-through;color:#888}.new{font-size:22px;color:#b45309;font-weight:700}.pay{margin-top:24px}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap"><b style="font-size:22px;color:#7c2d12">Mueblería López · desde 1978</b><nav><a href="/salas">Salas</a><a href="/recamaras">Recámaras</a><a href="/comedores">Comedores</a><a href="/sucursales">Sucursales</a></nav></div></header>
<div class="hero"><div class="wrap"><h1>Liquidación por cierre de la sucursal Centro</h1><p>Del 1 al 30 de noviembre: hasta 60 % de descuento en piezas de exhibición. Nuestras sucursales Norte y Plaza Américas siguen abiertas.</p></div></div>
<div class="wrap"><div class="g"><div class="card"><div class="im"></div><h3>Sala modular Toscana</h3><span class="old">$24,900</span> <span class="new">$11,200</span><p>Pieza de exhibición, 1 disponible.</p></div><div class="card"><div class="im"></div><h3>Comedor Nogal 6 sillas</h3><span class="old">$18,500</span> <span class="new">$8,990</span></div><div class="card"><div class="im"></div><h3>Recámara King Aurora</h3><span class="old">$32,000</span> <span class="new">$15,400</span></div></div>
<div class="card pay"><h3>Formas de pago</h3><p>Tarjeta de crédito o débito (hasta 12 MSI con bancos participantes), efectivo en tienda, transferencia SPEI con factura, y pago en OXXO con referencia generada en nuestro checkout.</p>
<p>Visítanos: Av. Juárez 415, Centro, Morelia, Mich. · Tel. 443 312 4410 · RFC MLO780214KJ3 · <a href="/politicas-de-devolucion">Políticas de devolución</a> · <a href="/aviso-de-privacidad">Aviso de privacidad</a></p></div></div>
${siteFooter('Muebles y Decoración López, S.A. de C.V.', ['Facturación', 'Garantías', 'Bolsa de trabajo', 'Contacto'], 'Precios válidos hasta agotar existencias. Consulta términos en tienda.')}`,
  }),
},
{
  id: 'yy-clean-teleton-donativo',
  label: 'clean',
  kind: 'legit-donation',
  url: 'https://donativos.teleton.org.mx/donar',
  body: doc({
    lang: 'es-MX',
    title: 'Dona a Teletón | Fundación Teletón México',
    head: favicon('#7b1fa2', 'T'),
    css: `${siteCss('#7b1fa2', 'Montserrat, Arial, sans-serif')}.h{background:#7b1fa2;color:#fff;padding:36px 0}.amts{display:flex;gap:10px;flex-wrap:wrap}.amts button{border:2px solid #7b1fa2;background:#fff;color:#7b1fa2;border-radius:24px;padding:10px 18px;font-weight:700}
.tabs{display:flex;gap:8px;margin:16px 0}.tabs span{padding:8px 14px;border-radius:6px;background:#eee}.tabs .on{background:#7b1fa2;color:#fff}.clabe{font-family:monospace;font-size:18px}`,
    body: `<div class="h"><div class="wrap"><h1>Tu donativo transforma vidas</h1><p>Fundación Teletón México, A.C. atiende a niñas, niños y adolescentes con discapacidad en 22 CRIT de todo el país.</p></div></div>
<div class="wrap"><div class="card" style="margin-top:20px"><h2>Elige tu donativo</h2><div class="amts"><button>$100</button><button>$250</button><button>$500</button><button>$1,000</button><button>Otra cantidad</button></div>
<div class="tabs"><span class="on">Tarjeta</span><span>OXXO</span><span>Transferencia</span></div>
<form method="post" action="/donar/pago"><label>Nombre</label><input name="nombre"><label>Correo</label><input name="email"><label>Número de tarjeta</label><input name="tarjeta" autocomplete="cc-number"><p><button class="btn">Donar ahora</button></p></form>
<p>También puedes donar por transferencia a nombre de <b>Fundación Teletón México, A.C.</b>, CLABE <span class="clabe">012180004427168830</span> (BBVA). ¿Necesitas recibo deducible? Solicítalo con tu RFC en <a href="/recibos">donativos.teleton.org.mx/recibos</a>.</p></div></div>
${siteFooter('Fundación Teletón México, A.C.', ['Transparencia', 'Aviso de privacidad', 'Donataria autorizada SAT', 'Contacto'], 'Donataria autorizada; los donativos son deducibles de impuestos conforme a la LISR.')}`,
  }),
},
];
