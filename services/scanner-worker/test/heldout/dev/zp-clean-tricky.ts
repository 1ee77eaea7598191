import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-loja-br-checkout-pix-qrcode',
  label: 'clean',
  kind: 'small-shop-checkout',
  url: 'https://www.cafeterradoce.com.br/checkout/pix/10482',
  body: page({
    lang: 'pt-BR',
    title: 'Pagamento via Pix — Café Terra Doce',
    body: `${topbar('<strong>Café Terra Doce</strong>', ['Cafés', 'Assinatura', 'Contato'])}<main><div class="card" style="max-width:520px"><h2>Pedido #10482 — R$ 89,70</h2><p>Escaneie o QR Code ou use o Pix copia e cola. O pagamento é confirmado automaticamente em poucos segundos.</p><img src="/checkout/pix/10482/qr.png" width="200" height="200" alt="QR Code Pix"><textarea readonly style="width:100%;height:70px">00020101021226880014br.gov.bcb.pix2566qrpix.pagseguro.com.br/cobv/9c1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e52040000530398654058970</textarea><p class="muted">Beneficiário: CAFE TERRA DOCE COMERCIO LTDA · CNPJ 28.441.907/0001-12 · Processado por PagBank</p><p id="st" class="muted">Aguardando pagamento…</p></div></main>
<script>setInterval(function(){fetch("/checkout/pix/10482/status").then(function(r){return r.json()}).then(function(j){if(j.paid)location.href="/pedido/10482/obrigado"})},5000)</script>`,
  }),
  routes: { 'www.cafeterradoce.com.br/checkout/pix/10482/qr.png': pngRoute(0, 0, 0), 'www.cafeterradoce.com.br/checkout/pix/10482/status': jsonRoute({ paid: false }) },
},
{
  id: 'zp-itau-comprovante-pix-blob-pdf',
  label: 'clean',
  kind: 'bank-document-own-domain',
  url: 'https://internetpf5.itau.com.br/comprovantes/pix/E60701190202511291432',
  body: page({
    lang: 'pt-BR',
    title: 'Comprovante Pix | Itaú',
    body: `${topbar(mark('Itaú', '#ec7000', 100), ['Início', 'Extrato', 'Pix', 'Sair'])}<main><div class="card"><h2>Comprovante de transferência Pix</h2><p>Valor: R$ 250,00 · Para: Maria S. Oliveira · Instituição: Nu Pagamentos · 29/11/2025 14:32</p><p class="muted">ID: E60701190202511291432</p><button id="d" style="background:#ec7000;color:#fff">Baixar PDF</button></div></main>
<script>document.getElementById("d").onclick=async function(){var r=await fetch("/comprovantes/api/pdf?id=E60701190202511291432");var b=await r.blob();var a=document.createElement("a");a.href=URL.createObjectURL(b);a.download="comprovante-pix-29112025.pdf";a.click();};</script>`,
  }),
  routes: { 'internetpf5.itau.com.br/comprovantes/api/pdf': fileRoute('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF', 'application/pdf') },
},
{
  id: 'zp-fontanero-contacto-recaptcha',
  label: 'clean',
  kind: 'small-business-contact',
  url: 'https://www.fontaneriagarcia-malaga.es/contacto',
  body: page({
    title: 'Contacto — Fontanería García Málaga',
    head: `<script src="https://www.google.com/recaptcha/api.js" async defer></script>`,
    body: `${topbar('<strong>Fontanería García</strong>', ['Servicios', 'Urgencias 24h', 'Contacto'])}<main><div class="card"><h2>Pide presupuesto</h2>${form({ action: '/contacto/enviar', color: '#0b6e99', button: 'Enviar', fields: [['Nombre', 'nombre', 'text'], ['Teléfono', 'telefono', 'tel'], ['Describe la avería', 'mensaje', 'text']], post: '<div class="g-recaptcha" data-sitekey="6LdQx2kqAAAAAHf8nR1bW3Vx0sYvK7mJcZp9aQe2" style="margin-top:12px"></div>' })}<p class="muted">Urgencias: 952 31 44 08</p></div></main>`,
  }),
},
{
  id: 'zp-diario-regional-adtag-docwrite',
  label: 'clean',
  kind: 'news-site',
  url: 'https://www.diariodelanoroeste.es/local/2025/11/29/mercado-navidad-abre-sabado.html',
  body: page({
    title: 'El mercado de Navidad abre el sábado con 60 puestos | Diario del Noroeste',
    css: `article{max-width:720px;margin:0 auto;background:#fff;padding:30px;font-family:Georgia,serif}`,
    body: `<header class="top"><strong style="font-family:Georgia;font-size:24px">Diario del Noroeste</strong><nav><a href="#">Local</a><a href="#">Deportes</a><a href="#">Suscríbete</a></nav></header>
<article><h1>El mercado de Navidad abre el sábado con 60 puestos</h1><p class="muted">Redacción · 29/11/2025</p><p>El tradicional mercado navideño de la plaza Mayor abrirá este sábado con artesanía, dulces típicos y una pista de patinaje.</p>
<div id="ad-mpu"><script>var ord=Math.floor(Math.random()*1e10);document.write('<scr'+'ipt src="https://securepubads.g.doubleclick.net/gampad/adj?iu=/2198533/diarionoroeste/local&sz=300x250&ord='+ord+'"></scr'+'ipt>');</script></div>
<p>El Ayuntamiento ha reforzado el transporte público durante los fines de semana de diciembre.</p></article>`,
  }),
},
{
  id: 'zp-anydesk-descarga-oficial',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://anydesk.com/es/downloads/windows',
  body: page({
    title: 'Descarga AnyDesk para Windows',
    body: `${topbar('<strong style="color:#ef443b">AnyDesk</strong>', ['Soluciones', 'Precios', 'Descargas'])}<main><h1>AnyDesk para Windows</h1><p>Versión 9.0.5 · 5 MB</p><a class="btn" style="background:#ef443b;color:#fff;width:auto;padding:10px 24px" href="https://download.anydesk.com/AnyDesk.exe">Descargar ahora</a><div class="alert">Nunca des acceso a tu equipo a desconocidos que te llamen diciendo ser de tu banco o de soporte técnico.</div></main>`,
  }),
},
{
  id: 'zp-dgt-sede-testra-consulta-multas',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://sede.dgt.gob.es/es/multas/consulta-de-multas-tablon-testra/',
  body: page({
    title: 'Consulta de multas en el Tablón Edictal (TESTRA) | Sede DGT',
    body: `${topbar('<strong style="color:#00387a">DGT · Sede electrónica</strong>', ['Multas', 'Vehículos', 'Permisos'])}<main><h1>Consulta de multas</h1><p>Consulta las sanciones publicadas en el Tablón Edictal de Sanciones de Tráfico introduciendo tu DNI o la matrícula. El pago puede hacerse con Cl@ve, en oficinas de Correos o en entidades colaboradoras.</p>${form({ action: '/es/multas/consulta-de-multas-tablon-testra/resultado', color: '#00387a', button: 'Consultar', fields: [['DNI, NIE o matrícula', 'q', 'text']] })}<div class="alert">La DGT no envía SMS para notificar multas ni solicita pagos por ese medio.</div></main>`,
  }),
},
];
