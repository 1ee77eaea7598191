import { type Entry } from '../entry.js';
import { doc, favicon, siteFooter, siteCss } from '../parts/yy-kit.js';
import { zip, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-kueski-prestamos-linea',
  label: 'clean',
  kind: 'legit-loan-app',
  url: 'https://kueski.com/prestamos-personales-en-linea',
  body: doc({
    lang: 'es-MX',
    title: 'Préstamos personales en línea | Kueski',
    head: favicon('#0075ff', 'K'),
    css: `${siteCss('#0075ff', 'Poppins, Arial, sans-serif')}.hero{background:#0b1f44;color:#fff;padding:50px 0}.sim{background:#fff;color:#111;border-radius:12px;padding:22px;max-width:420px;margin-top:20px}.cat{font-size:12px;color:#555}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap"><b style="color:#0075ff;font-size:24px">kueski</b><nav><a href="/prestamos-personales">Préstamos</a><a href="/kueski-pay">Kueski Pay</a><a href="/ayuda">Ayuda</a></nav></div></header>
<div class="hero"><div class="wrap"><h1>Préstamos personales 100 % en línea</h1><p>Solicita desde $1,000 hasta $30,000 pesos. Respuesta en minutos, sin aval.</p>
<div class="sim"><label>¿Cuánto necesitas?</label><input type="range" min="1000" max="30000" step="500" value="5000"><p>Pago quincenal estimado: <b>$1,185</b></p><a class="btn" href="https://app.kueski.com/registro">Solicitar mi préstamo</a>
<p class="cat">CAT promedio 683.9 % sin IVA, informativo. Fecha de cálculo: 1 de octubre de 2025. Sujeto a aprobación.</p></div></div></div>
<div class="wrap"><h2>Sin pagos por adelantado</h2><p>Kueski <b>nunca</b> te pedirá un depósito, comisión de apertura o “seguro” antes de entregarte tu préstamo. El dinero se deposita directamente a tu cuenta CLABE a tu nombre. Si alguien te pide un pago anticipado usando nuestro nombre, repórtalo en kueski.com/seguridad.</p></div>
${siteFooter('Kueski, S.A.P.I. de C.V., SOFOM, E.N.R.', ['Términos', 'Aviso de privacidad', 'UNE', 'Buró de Entidades Financieras'], 'Kueski, S.A.P.I. de C.V., SOFOM, E.N.R. no requiere autorización de la SHCP para su constitución; está sujeta a la supervisión de la CNBV en materia de PLD/FT.')}`,
  }),
},
{
  id: 'yy-clean-portal-facturas-proveedor-zip',
  label: 'clean',
  kind: 'legit-invoice-portal',
  url: 'https://facturacion.grupoaltamar.com.mx/portal/clientes/facturas',
  body: doc({
    lang: 'es-MX',
    title: 'Portal de Clientes – Mis facturas | Grupo Altamar',
    css: `body{margin:0;font-family:"Segoe UI",Arial;background:#f3f4f6}.t{background:#0f3d5e;color:#fff;padding:12px 26px;display:flex;justify-content:space-between}.w{max-width:980px;margin:22px auto;background:#fff;border-radius:8px;padding:22px}
table{width:100%;border-collapse:collapse}td,th{padding:9px;border-bottom:1px solid #e5e7eb;font-size:14px;text-align:left}a.d{color:#0f3d5e;margin-right:10px}`,
    body: `<div class="t"><b>Grupo Altamar · Portal de Clientes</b><span>FERRETERA DEL CENTRO SA DE CV (FCE0903114K2) · <a style="color:#9fd" href="/portal/salir">Salir</a></span></div>
<div class="w"><h2>Mis facturas (CFDI 4.0)</h2><table><tr><th>Folio</th><th>Fecha</th><th>UUID</th><th>Total</th><th>Descargas</th></tr>
<tr><td>A-18842</td><td>11/11/2025</td><td>6F1C9A02-8E4B-4D17-B2A5-3C0E91F7D448</td><td>$48,913.20</td><td><a class="d" href="/portal/clientes/facturas/A-18842.pdf">PDF</a><a class="d" href="/portal/clientes/facturas/A-18842.xml">XML</a><a class="d" href="/portal/clientes/facturas/A-18842.zip">ZIP</a></td></tr>
<tr><td>A-18790</td><td>04/11/2025</td><td>0B7E1F44-2C9A-4F1B-9E10-77D2A1C3B5E6</td><td>$12,400.00</td><td><a class="d" href="/portal/clientes/facturas/A-18790.pdf">PDF</a><a class="d" href="/portal/clientes/facturas/A-18790.xml">XML</a></td></tr></table>
<p style="font-size:13px;color:#555">Puedes validar cualquier CFDI en verificacfdi.facturaelectronica.sat.gob.mx con su folio fiscal.</p></div>`,
  }),
  routes: {
    'facturacion.grupoaltamar.com.mx/portal/clientes/facturas/A-18842.zip': fileRoute(
      zip([
        { name: 'A-18842.xml', data: '<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="A" Folio="18842" Fecha="2025-11-11T09:14:00" SubTotal="42166.55" Total="48913.20" Moneda="MXN" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="58000"><cfdi:Emisor Rfc="GAL0705223N1" Nombre="GRUPO ALTAMAR" RegimenFiscal="601"/><cfdi:Receptor Rfc="FCE0903114K2" Nombre="FERRETERA DEL CENTRO" UsoCFDI="G03" DomicilioFiscalReceptor="58000" RegimenFiscalReceptor="601"/></cfdi:Comprobante>\n' },
        { name: 'A-18842.pdf', data: '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' },
      ]),
      'application/zip',
      'A-18842.zip',
    ),
  },
},
{
  id: 'yy-clean-status-pagos-fintech',
  label: 'clean',
  kind: 'legit-status-page',
  url: 'https://status.clip.mx/',
  body: doc({
    lang: 'es-MX',
    title: 'Estado de los servicios de Clip',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Arial;background:#fafafa;color:#222}.w{max-width:780px;margin:30px auto;padding:0 20px}.ok{background:#2fcc66;color:#fff;padding:16px;border-radius:6px;font-weight:600}
.c{background:#fff;border:1px solid #e5e5e5;border-radius:6px;margin-top:16px}.c div{display:flex;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #eee}.g{color:#2fcc66}.y{color:#e6a700}.inc{background:#fff;border:1px solid #e5e5e5;border-radius:6px;padding:16px;margin-top:20px}`,
    body: `<div class="w"><h1>Clip</h1><div class="ok">Todos los sistemas operan con normalidad</div>
<div class="c"><div><span>Pagos con terminal</span><span class="g">Operativo</span></div><div><span>Pagos con link y checkout en línea</span><span class="g">Operativo</span></div><div><span>Depósitos a cuenta (SPEI)</span><span class="g">Operativo</span></div><div><span>Pagos en OXXO</span><span class="y">Rendimiento degradado (resuelto)</span></div><div><span>Portal de comercios</span><span class="g">Operativo</span></div></div>
<div class="inc"><h3>10 nov 2025 – Retraso en confirmación de pagos en OXXO</h3><p><b>Resuelto</b> – 18:42 CST: las confirmaciones pendientes ya se aplicaron. Ningún pago se perdió.</p><p><b>Investigando</b> – 16:10 CST: algunos pagos en efectivo tardan hasta 2 horas en reflejarse.</p></div>
<p style="font-size:12px;color:#888">Suscríbete a actualizaciones por correo · Powered by Atlassian Statuspage</p></div>`,
  }),
},
];
