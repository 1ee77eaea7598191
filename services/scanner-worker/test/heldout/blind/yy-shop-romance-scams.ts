import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, favicon } from '../parts/yy-kit.js';
import { beepWav } from '../parts/e-bin.js';

const lockerJs = `var a=new Audio('/soporte/alerta.wav');a.loop=true;document.addEventListener('click',function(){a.play();try{document.documentElement.requestFullscreen();}catch(e){}});
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href);};
window.onbeforeunload=function(){return 'No cierre esta ventana';};
setInterval(function(){var n=document.getElementById('n');n.textContent=(parseInt(n.textContent)+Math.floor(Math.random()*3));},700);`;

export const entries: Entry[] = [
{
  id: 'yy-tienda-liquidacion-oxxo-iphone',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://liquidacion-mercadolibre-mx.shop/producto/iphone-15-pro-max-256',
  body: doc({
    lang: 'es-MX',
    title: 'iPhone 15 Pro Max 256 GB – Liquidación por cierre de bodega | Mercado Libre',
    head: favicon('#fff159', 'M'),
    css: `body{margin:0;font-family:"Proxima Nova",Arial;background:#ebebeb}.nav{background:#fff159;padding:10px 24px}.p{max-width:1000px;margin:20px auto;background:#fff;border-radius:6px;display:flex;gap:30px;padding:26px}
.img{width:420px;height:420px;background:linear-gradient(135deg,#55524d,#b7b1a7);border-radius:8px}.old{text-decoration:line-through;color:#999}.pr{font-size:36px}.off{color:#00a650;font-size:18px}
.pay{border:1px solid #ddd;border-radius:6px;padding:12px;margin-top:12px;font-size:14px}.b{display:block;background:#3483fa;color:#fff;text-align:center;padding:14px;border-radius:6px;text-decoration:none;margin-top:14px;font-weight:600}
.t{color:#f73;font-weight:700}`,
    body: `<div class="nav">${logo('mercadolibre', 30)}</div>
<div class="p"><div class="img"></div><div><p style="color:#999;font-size:13px">Nuevo | +5,000 vendidos</p><h1 style="font-size:22px">Apple iPhone 15 Pro Max (256 GB) – Titanio Natural – Liquidación por cierre de bodega</h1>
<p class="old">$ 29,999</p><p class="pr">$ 6,499 <span class="off">78% OFF</span></p><p class="t">⏰ La oferta termina en <span id="t">09:59</span> · Solo quedan 4 piezas</p>
<div class="pay"><b>Medios de pago</b><p>Por cierre de bodega <b>solo aceptamos depósito en OXXO o transferencia bancaria</b> (tarjetas deshabilitadas temporalmente).</p>${logo('oxxo', 26)}</div>
<a class="b" href="/checkout/oxxo?sku=IP15PM256">Comprar ahora</a><p style="font-size:13px">Vendido por <b>TIENDA OFICIAL LIQUIDACIONES MX</b> · MercadoLíder Platinum</p></div></div>
<script>var s=599;setInterval(function(){s=s>0?s-1:599;document.getElementById('t').textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0');},1000);</script>`,
  }),
  routes: {
    'liquidacion-mercadolibre-mx.shop/checkout/oxxo': htmlRoute(doc({
      lang: 'es-MX',
      title: 'Finaliza tu compra',
      body: `<div style="font-family:Arial;max-width:480px;margin:30px auto;background:#fff;padding:24px">${logo('oxxo', 34)}<h2>Ficha de depósito OXXO</h2><p>Monto: <b>$6,499.00</b></p><p>Número de tarjeta para depósito: <b style="font-size:20px">5579 0990 1234 7812</b><br>Titular: Miguel Ángel Torres</p><p>Envía foto del ticket a ventas.liquidacionesmx@gmail.com o al WhatsApp 55 3820 1947. Tu pedido se envía en 24 h por Estafeta.</p></div>`,
    })),
  },
},
{
  id: 'yy-shopee-queima-estoque-pix',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://shopee-queimadeestoque.com/oferta/airfryer-philips',
  body: doc({
    lang: 'pt-BR',
    title: 'Queima de Estoque Shopee 11.11 – Air Fryer Philips Walita por R$ 79,90',
    head: favicon('#ee4d2d', 'S'),
    css: `body{margin:0;font-family:Roboto,Arial;background:#f5f5f5}.h{background:#ee4d2d;padding:12px 20px}.h svg text,.h svg rect{fill:#fff}
.b{max-width:480px;margin:0 auto;background:#fff;padding:16px}.ban{background:#ee4d2d;color:#fff;padding:10px;text-align:center;font-weight:700}
.pr{color:#ee4d2d;font-size:32px;font-weight:700}.de{text-decoration:line-through;color:#999}.cta{display:block;background:#ee4d2d;color:#fff;text-align:center;padding:14px;border-radius:4px;font-weight:700;text-decoration:none}
.rv{border-top:1px solid #eee;padding:8px 0;font-size:13px}.estoque{height:10px;background:#fde2dc;border-radius:5px}.estoque i{display:block;width:92%;height:10px;background:#ee4d2d;border-radius:5px}`,
    body: `<div class="h">${logo('shopee', 30)}</div><div class="ban">🔥 QUEIMA DE ESTOQUE 11.11 – SOMENTE HOJE 🔥</div>
<div class="b"><div style="height:300px;background:linear-gradient(#333,#777);border-radius:6px"></div><h1 style="font-size:18px">Fritadeira Air Fryer Philips Walita 4,1L Série 3000 Preta 110V</h1>
<span class="de">R$ 599,00</span> <span class="pr">R$ 79,90</span><p>Restam apenas 8% do estoque</p><div class="estoque"><i></i></div>
<p><b>Pagamento exclusivo via Pix</b> com 5% de desconto extra. Frete grátis para todo o Brasil.</p>
<a class="cta" href="/oferta/airfryer-philips/checkout">COMPRAR AGORA</a>
<div class="rv">⭐⭐⭐⭐⭐ <b>Jéssica M.</b> – Chegou em 3 dias, original!</div><div class="rv">⭐⭐⭐⭐⭐ <b>Paulo R.</b> – Comprei duas, uma para minha mãe.</div></div>`,
  }),
  routes: {
    'shopee-queimadeestoque.com/oferta/airfryer-philips/checkout': htmlRoute(doc({
      lang: 'pt-BR',
      title: 'Checkout – Pagamento via Pix',
      body: `<div style="font-family:Arial;max-width:440px;margin:30px auto;text-align:center">${logo('pix', 30)}<h3>Pague R$ 75,90 via Pix</h3><p>Código expira em 10 minutos.</p><textarea style="width:100%;height:90px;font-size:11px">00020126360014BR.GOV.BCB.PIX0114+55119847721035204000053039865405075.905802BR5918MARIA S DOS SANTOS6009SAO PAULO62070503***63047C3E</textarea><p style="font-size:12px">Beneficiário: MARIA S DOS SANTOS</p></div>`,
    })),
  },
},
{
  id: 'yy-herencia-abogado-gastos-notariales',
  label: 'scam',
  kind: 'advance-fee-inheritance',
  url: 'https://bufete-martinez-asociados-legal.com/herencia/expediente-AV-2025-0448.html',
  body: doc({
    lang: 'es',
    title: 'Bufete Martínez & Asociados – Expediente de herencia AV-2025-0448',
    css: `body{margin:0;font-family:"Times New Roman",serif;background:#f4f1ea;color:#2a2a2a}.h{background:#1f2a44;color:#d4b35a;padding:18px 40px;font-size:24px;letter-spacing:1px}
.d{max-width:760px;margin:26px auto;background:#fff;padding:40px 50px;box-shadow:0 0 6px rgba(0,0,0,.1)}.d p{line-height:1.7}.tb td{padding:4px 10px;border-bottom:1px solid #eee}
.f input{width:100%;padding:9px;margin:5px 0;border:1px solid #bbb;box-sizing:border-box}.f button{background:#1f2a44;color:#fff;border:0;padding:11px 24px}`,
    body: `<div class="h">MARTÍNEZ &amp; ASOCIADOS · Abogados · Madrid</div>
<div class="d"><p><b>Asunto:</b> Herencia sin reclamar de D. Alberto Ramírez Gutiérrez (†) – Expediente AV-2025-0448</p>
<p>Estimado/a Sr./Sra. Ramírez:</p>
<p>Me dirijo a usted en calidad de abogado personal del fallecido ingeniero D. Alberto Ramírez Gutiérrez, ciudadano mexicano residente en España, quien falleció junto con su familia en un accidente de tráfico en la autovía A-3. Tras años de búsqueda infructuosa de familiares, nuestro despacho le ha identificado como posible beneficiario por compartir apellido y origen.</p>
<p>El banco custodio en Madrid nos ha dado un plazo final antes de que los fondos sean declarados sin reclamar y transferidos al Tesoro del Estado:</p>
<table class="tb"><tr><td>Depósito en cuenta</td><td><b>4.850.000,00 EUR</b></td></tr><tr><td>Reparto propuesto</td><td>50 % beneficiario · 40 % despacho · 10 % donación</td></tr><tr><td>Gastos notariales y certificado de no-blanqueo</td><td><b>1.480,00 EUR</b></td></tr></table>
<p>Este procedimiento es 100 % legal y libre de riesgos. Para iniciar el trámite complete el formulario y el despacho le enviará las instrucciones de pago de los gastos notariales a través de Western Union, Remitly o transferencia internacional.</p>
<form class="f" method="post" action="/herencia/registro.php"><input name="nombre" placeholder="Nombre completo"><input name="pais" placeholder="País y ciudad"><input name="tel" placeholder="Teléfono / WhatsApp"><input name="ine" placeholder="Número de identificación (INE / cédula / DNI)"><button>Aceptar y continuar el trámite</button></form>
<p>Atentamente,<br><b>Lic. Fernando J. Martínez Ortega</b><br>Colegiado n.º 74.518 – Ilustre Colegio de Abogados de Madrid<br>f.martinez.abogados@consultant.com</p></div>`,
  }),
},
{
  id: 'yy-soporte-tecnico-windows-bloqueado',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://alerta-seguridad-microsoft-mx.z13.web.core.windows.net/soporte/index.html',
  body: doc({
    lang: 'es-MX',
    title: 'Alerta de seguridad de Windows Defender',
    css: `body{margin:0;background:#0078d7;font-family:"Segoe UI",Arial;color:#fff;overflow:hidden}.bar{background:#fff;color:#222;padding:6px 14px;font-size:13px}
.p{position:fixed;top:12%;left:50%;transform:translateX(-50%);width:620px;background:#fff;color:#222;box-shadow:0 0 30px rgba(0,0,0,.5)}
.p .t{background:#d83b01;color:#fff;padding:10px 16px;font-weight:600}.p .c{padding:20px}.tel{font-size:28px;color:#d83b01;font-weight:700}
.btn{background:#0078d7;color:#fff;border:0;padding:10px 22px;margin-right:8px}.bg{padding:40px;font-size:14px;opacity:.9}`,
    body: `<div class="bar">Windows Defender – Centro de seguridad</div>
<div class="bg"><h2>Análisis en curso…</h2><p>Archivos infectados detectados: <span id="n">37</span></p><p>Troyano: Win32/Emotet.BX!cl · Spyware: Banker.MX.Grandoreiro · Adware: Generic.PUA</p></div>
<div class="p"><div class="t">⚠ Acceso a este equipo bloqueado por razones de seguridad</div><div class="c">
<p>Tu equipo nos ha alertado de que está infectado con un spyware bancario. Se están robando los siguientes datos:</p>
<ul><li>Contraseñas de banca en línea (BBVA, Banorte, Santander)</li><li>Datos de tarjetas de crédito</li><li>Fotos, correo y cuentas de Facebook</li></ul>
<p>Llama de inmediato a Soporte Técnico de Microsoft para evitar el robo de identidad:</p><p class="tel">800 953 2247 (Llamada gratuita)</p>
<p style="font-size:12px">Código de error: 0x80072ee7-MX. No apagues ni reinicies el equipo; podría perderse toda la información.</p>
<button class="btn">Llamar a soporte</button><button class="btn" style="background:#666">Cancelar</button></div></div>
<script>${lockerJs}</script>`,
  }),
  routes: {
    'alerta-seguridad-microsoft-mx.z13.web.core.windows.net/soporte/alerta.wav': { status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(1, 760) },
  },
},
{
  id: 'yy-policia-cibernetica-multa-oxxo',
  label: 'scam',
  kind: 'police-fine-browser-locker',
  url: 'https://sspc-policia-cibernetica.gob-mx.bloqueo-equipo.com/multa/',
  body: doc({
    lang: 'es-MX',
    title: 'Policía Cibernética – Equipo bloqueado',
    css: `body{margin:0;background:#1b1b1b;font-family:Arial;color:#222}.p{max-width:820px;margin:30px auto;background:#fff;border-top:10px solid #691c32}
.h{display:flex;align-items:center;gap:16px;padding:16px 26px;border-bottom:1px solid #ddd}.h b{color:#691c32;font-size:20px}.c{padding:22px 26px;display:flex;gap:24px}
.c .l{flex:1;font-size:14px;line-height:1.55}.c .r{width:260px;background:#f7f1e6;padding:16px;border-radius:6px}.m{font-size:28px;color:#b00;font-weight:800}
.r input{width:100%;box-sizing:border-box;padding:9px;margin:6px 0}.r button{width:100%;background:#691c32;color:#fff;border:0;padding:11px}`,
    body: `<div class="p"><div class="h"><svg width="54" height="54" viewBox="0 0 54 54"><circle cx="27" cy="27" r="25" fill="#bc955c"/><text x="27" y="33" text-anchor="middle" font-size="16" font-family="Arial" fill="#fff">SSPC</text></svg><b>Secretaría de Seguridad y Protección Ciudadana<br>Unidad de Policía Cibernética</b></div>
<div class="c"><div class="l"><h2>¡ATENCIÓN! Su equipo ha sido bloqueado</h2><p>Se detectó desde su dirección IP el acceso y almacenamiento de material ilegal (art. 202 del Código Penal Federal), así como la descarga de contenido protegido por derechos de autor.</p>
<p>Para desbloquear el equipo y evitar la apertura de una carpeta de investigación ante la Fiscalía General de la República, debe cubrir una multa administrativa en un plazo de <b>12 horas</b>.</p>
<p>Su cámara web pudo haber grabado evidencia. Toda la información ha sido respaldada.</p></div>
<div class="r"><p>Multa:</p><p class="m">$3,500.00 MXN</p><p style="font-size:13px">Pague en cualquier OXXO con la referencia de depósito a la tarjeta <b>4766 8402 1938 5527</b> e ingrese el folio del ticket:</p><input placeholder="Folio del ticket OXXO"><input placeholder="Monto"><button>Desbloquear equipo</button></div></div></div>
<script>history.pushState(null,'',location.href);onpopstate=function(){history.go(1)};document.addEventListener('keydown',function(e){e.preventDefault();});document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}});</script>`,
  }),
},
];
