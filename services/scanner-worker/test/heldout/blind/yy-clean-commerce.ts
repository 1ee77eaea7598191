import { type Entry } from '../entry.js';
import { doc, logo, favicon, siteCss } from '../parts/yy-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-clean-loja-cafe-checkout-pix',
  label: 'clean',
  kind: 'legit-pix-checkout',
  url: 'https://loja.cafedosertao.com.br/checkout/pedido/10482/pix',
  body: doc({
    lang: 'pt-BR',
    title: 'Pagamento do pedido #10482 – Café do Sertão',
    head: favicon('#6b3e26', 'C'),
    css: `${siteCss('#6b3e26', 'Nunito, Arial, sans-serif')}.g{display:grid;grid-template-columns:1fr 320px;gap:30px;margin-top:24px}.qr{width:200px;height:200px;background:repeating-conic-gradient(#000 0 25%,#fff 0 50%) 0 0/20px 20px;margin:10px auto}
.k{font-family:monospace;font-size:12px;word-break:break-all;background:#f7f4f2;padding:10px;border-radius:6px}.it td{padding:6px 4px;border-bottom:1px solid #eee;font-size:14px}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap"><b style="font-size:22px;color:#6b3e26">☕ Café do Sertão</b><nav><a href="/">Loja</a><a href="/assinatura">Assinatura</a><a href="/contato">Contato</a></nav></div></header>
<div class="wrap g"><div class="card"><h2>Pague com Pix</h2><p>Escaneie o QR Code no app do seu banco ou use o Pix Copia e Cola. O código expira em <b>30 minutos</b>.</p>${logo('pix', 26)}<div class="qr"></div>
<div class="k" id="k">00020101021226850014br.gov.bcb.pix2563qrpix.pagar.me/v2/cobv/9c1e2a47f8b04d1fa3e6c05d7b81e2a95204000053039865406189.805802BR5920CAFE DO SERTAO LTDA6009FORTALEZA62070503***6304D2A1</div>
<p><button class="btn" onclick="navigator.clipboard.writeText(document.getElementById('k').textContent)">Copiar código</button></p><p style="font-size:13px">Recebedor: CAFÉ DO SERTÃO LTDA · CNPJ 31.284.905/0001-12 · Intermediado por Pagar.me</p></div>
<div class="card"><h3>Resumo do pedido #10482</h3><table class="it"><tr><td>Café especial 250g (x3)</td><td>R$ 134,70</td></tr><tr><td>Moedor manual</td><td>R$ 39,90</td></tr><tr><td>Frete PAC</td><td>R$ 15,20</td></tr><tr><td><b>Total</b></td><td><b>R$ 189,80</b></td></tr></table><p style="font-size:13px">Também aceitamos cartão em até 6x. <a href="/checkout/pedido/10482/cartao">Trocar forma de pagamento</a></p></div></div>
<script>setInterval(function(){fetch('/checkout/pedido/10482/status').then(function(r){return r.json()}).then(function(j){if(j.status==='paid')location.assign('/checkout/pedido/10482/obrigado');});},5000);</script>`,
  }),
  routes: {
    'loja.cafedosertao.com.br/checkout/pedido/10482/status': jsonRoute({ status: 'waiting_payment' }),
  },
},
{
  id: 'yy-clean-mercadolibre-mx-listing',
  label: 'clean',
  kind: 'legit-marketplace-listing',
  url: 'https://articulo.mercadolibre.com.mx/MLM-2234819921-apple-iphone-15-128-gb-negro-_JM',
  body: doc({
    lang: 'es-MX',
    title: 'Apple iPhone 15 (128 GB) - Negro | Mercado Libre',
    head: favicon('#fff159', 'M'),
    css: `body{margin:0;font-family:"Proxima Nova",Arial;background:#ebebeb}.nav{background:#fff159;padding:10px 24px;display:flex;gap:20px;align-items:center}.nav input{flex:1;max-width:560px;padding:9px;border:0;border-radius:2px}
.p{max-width:1100px;margin:20px auto;background:#fff;border-radius:6px;display:flex;gap:30px;padding:26px}.img{width:440px;height:440px;background:linear-gradient(135deg,#222,#555);border-radius:8px}
.pr{font-size:36px}.msi{color:#00a650}.b{display:block;background:#3483fa;color:#fff;text-align:center;padding:14px;border-radius:6px;text-decoration:none;margin-top:12px;font-weight:600}.b2{background:#e3edfb;color:#3483fa}
.g{font-size:13px;color:#666}`,
    body: `<div class="nav">${logo('mercadolibre', 30)}<input placeholder="Buscar productos, marcas y más…"></div>
<div class="p"><div class="img"></div><div style="flex:1"><p class="g">Nuevo | +1000 vendidos</p><h1 style="font-size:22px">Apple iPhone 15 (128 GB) - Negro</h1><p>★★★★★ 4.8 (2,411)</p>
<p class="pr">$ 15,499</p><p class="msi">Mismo precio en 18 meses de $ 861.06 sin intereses</p><p>Envío gratis · Llega mañana · Devolución gratis (30 días)</p>
<p><b>Medios de pago:</b> tarjetas de crédito y débito, Mercado Pago, OXXO, transferencia SPEI con referencia de Mercado Pago.</p>
<a class="b" href="/checkout?item=MLM2234819921">Comprar ahora</a><a class="b b2" href="/cart/add?item=MLM2234819921">Agregar al carrito</a>
<p class="g">Tienda oficial Apple · Compra Protegida: recibe el producto que esperabas o te devolvemos tu dinero. Nunca pagues fuera de Mercado Libre.</p></div></div>`,
  }),
},
{
  id: 'yy-clean-shopee-br-flash-sale',
  label: 'clean',
  kind: 'legit-flash-sale',
  url: 'https://shopee.com.br/flash_sale?promotionId=219384772',
  body: doc({
    lang: 'pt-BR',
    title: 'Ofertas Relâmpago | Shopee Brasil',
    head: favicon('#ee4d2d', 'S'),
    css: `body{margin:0;font-family:Roboto,Arial;background:#f5f5f5}.h{background:linear-gradient(-180deg,#f53d2d,#f63);padding:14px 30px}.h svg text,.h svg rect{fill:#fff}
.t{background:#fff;max-width:1200px;margin:16px auto;padding:14px;display:flex;align-items:center;gap:14px}.t b{color:#ee4d2d;font-size:22px}.clock span{background:#000;color:#fff;padding:3px 6px;border-radius:2px;margin:0 2px}
.g{max-width:1200px;margin:0 auto;display:grid;grid-template-columns:repeat(5,1fr);gap:10px}.i{background:#fff;padding:10px}.i .im{height:170px;background:#ddd}.pr{color:#ee4d2d;font-size:18px}.off{background:#ffd424;color:#ee4d2d;font-size:12px;padding:2px 4px}
.bar{height:14px;background:#ffbda6;border-radius:7px;font-size:10px;color:#fff;text-align:center}`,
    body: `<div class="h">${logo('shopee', 30)}</div>
<div class="t"><b>⚡ OFERTAS RELÂMPAGO</b><span>Termina em</span><span class="clock"><span>01</span>:<span>42</span>:<span>17</span></span></div>
<div class="g"><div class="i"><div class="im"></div><span class="off">-62%</span><p class="pr">R$ 89,90</p><div class="bar">VENDIDO 128</div></div><div class="i"><div class="im"></div><span class="off">-55%</span><p class="pr">R$ 24,99</p><div class="bar">VENDIDO 2,1mil</div></div>
<div class="i"><div class="im"></div><span class="off">-70%</span><p class="pr">R$ 15,90</p><div class="bar">ESGOTANDO</div></div><div class="i"><div class="im"></div><span class="off">-48%</span><p class="pr">R$ 219,00</p><div class="bar">VENDIDO 77</div></div><div class="i"><div class="im"></div><span class="off">-40%</span><p class="pr">R$ 59,90</p><div class="bar">VENDIDO 510</div></div></div>
<p style="max-width:1200px;margin:16px auto;font-size:13px;color:#555">Pagamento pela Shopee: Pix, cartão em até 12x, boleto ou ShopeePay. Garantia Shopee: seu dinheiro fica retido até você confirmar o recebimento. A Shopee nunca pede pagamento fora do app.</p>`,
  }),
},
{
  id: 'yy-clean-vakinha-pix-tratamento',
  label: 'clean',
  kind: 'legit-crowdfunding',
  url: 'https://www.vakinha.com.br/vaquinha/tratamento-oncologico-da-dona-cida',
  body: doc({
    lang: 'pt-BR',
    title: 'Tratamento oncológico da Dona Cida | Vakinha',
    head: favicon('#24ca68', 'V'),
    css: `${siteCss('#24ca68', 'Nunito, Arial, sans-serif')}.g{display:grid;grid-template-columns:1fr 340px;gap:30px;margin-top:24px}.bar{height:12px;background:#e5e7eb;border-radius:6px}.bar i{display:block;width:63%;height:12px;background:#24ca68;border-radius:6px}.big{font-size:28px;font-weight:800}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap"><b style="color:#24ca68;font-size:24px">vakinha</b><nav><a href="/criar-vaquinha">Criar vaquinha</a><a href="/vaquinhas">Explorar</a><a href="/seguranca">Segurança</a></nav></div></header>
<div class="wrap g"><div class="card"><h1>Tratamento oncológico da Dona Cida</h1><p>Minha mãe, Aparecida, 67 anos, foi diagnosticada com câncer de mama em agosto. O plano não cobre a medicação oral prescrita (R$ 9.800/mês). Toda ajuda é bem-vinda. Atualizações e notas fiscais dos remédios são publicadas aqui.</p><p><b>Criada por:</b> Juliana S. (verificada) · Campinas/SP</p></div>
<div class="card"><p class="big">R$ 18.944</p><p>arrecadados de R$ 30.000</p><div class="bar"><i></i></div><p>412 apoiadores</p><a class="btn" href="/vaquinha/tratamento-oncologico-da-dona-cida/contribuir">Quero ajudar</a><p style="font-size:13px">Pagamento via Pix, cartão ou boleto processado pela Vakinha. O valor é repassado ao criador após verificação de identidade.</p></div></div>`,
  }),
},
{
  id: 'yy-clean-coppel-sorteo-bases',
  label: 'clean',
  kind: 'legit-sweepstakes-terms',
  url: 'https://www.coppel.com/sorteo-aniversario-2025/bases',
  body: doc({
    lang: 'es-MX',
    title: 'Bases del Sorteo Aniversario 2025 | Coppel',
    head: favicon('#0066b3', 'C'),
    css: `${siteCss('#0066b3', 'Arial, sans-serif')}.doc{background:#fff;padding:30px;margin-top:20px;border-radius:6px}.doc li{margin:8px 0}.warn{background:#fff3cd;padding:12px;border-radius:6px}`,
    body: `<header class="site-header" style="background:#ffd100"><div class="wrap"><b style="color:#0066b3;font-size:26px">Coppel</b><nav><a href="/">Inicio</a><a href="/credito">Crédito Coppel</a><a href="/tiendas">Tiendas</a></nav></div></header>
<div class="wrap doc"><h1>Bases del Sorteo “Aniversario Coppel 2025”</h1><p>Permiso SEGOB No. 20250284PS07. Vigencia: del 1 de octubre al 30 de noviembre de 2025.</p>
<ol><li><b>Mecánica:</b> por cada compra mínima de $1,000 en tiendas Coppel o coppel.com, el cliente recibe un boleto electrónico en su ticket.</li><li><b>Premios:</b> 85 tarjetas de regalo de $5,000 y 5 motocicletas.</li><li><b>Fecha del sorteo:</b> 5 de diciembre de 2025 ante inspector de la Secretaría de Gobernación; resultados en coppel.com y en un diario de circulación nacional.</li><li><b>Entrega:</b> los ganadores serán contactados desde el 800 220 7735 y recogerán su premio en tienda con identificación oficial. <b>No se solicitará ningún pago</b> para reclamar un premio.</li></ol>
<p class="warn">Coppel no realiza encuestas ni regala premios por compartir mensajes en WhatsApp. Si recibes un mensaje así, es un fraude.</p></div>`,
  }),
},
{
  id: 'yy-clean-mercadopago-link-pago-taller',
  label: 'clean',
  kind: 'legit-payment-link',
  url: 'https://link.mercadopago.com.ar/tallerbicisdonpepe',
  body: doc({
    lang: 'es-AR',
    title: 'Taller de Bicis Don Pepe – Pagá con Mercado Pago',
    head: favicon('#00b1ea', 'M'),
    css: `body{margin:0;background:#f5f5f5;font-family:"Proxima Nova",Arial}.c{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.s{display:flex;gap:12px;align-items:center}.av{width:54px;height:54px;border-radius:50%;background:#ffb74d;display:flex;align-items:center;justify-content:center;font-size:26px}
input{width:100%;box-sizing:border-box;height:48px;border:1px solid #bfbfbf;border-radius:6px;padding:0 14px;font-size:18px;margin:8px 0}.b{width:100%;height:48px;background:#009ee3;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600}`,
    body: `<div class="c"><div class="s"><div class="av">🚲</div><div><b>Taller de Bicis Don Pepe</b><br><small>Villa Crespo, CABA · Vendedor verificado</small></div></div>
<p>Service completo, repuestos y alquiler. Ingresá el monto que acordaste con el taller:</p><form method="post" action="/tallerbicisdonpepe/checkout"><input name="amount" inputmode="decimal" placeholder="$ 0,00"><button class="b">Continuar al pago</button></form>
<p style="font-size:12px;color:#777;margin-top:16px">Pagá con dinero en cuenta, tarjetas o efectivo en Rapipago/Pago Fácil. ${logo('mercadopago', 18)}</p></div>`,
  }),
},
];
