import { htmlRoute, type Entry } from '../entry.js';
import { beepWav } from './../parts/e-bin.js';
import { doc, jsonRoute, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * Scams reported by customers: advance-fee loans, fake shops and marketplace "safe payment" pages,
 * investment and crypto platforms, task/job scams, tech-support lockers and fake refund desks.
 */

export const entries: Entry[] = [
  {
    id: 'zd-scam-credito-co-seguro-anticipado',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://credivalor-colombia.com.co/solicitud/aprobada',
    body: doc({
      lang: 'es-CO',
      title: 'CrediValor Colombia – Crédito de libre inversión',
      css: `body{font-family:Arial;margin:0;background:#f6f8fb}.h{background:#0b3c77;color:#fff;padding:16px 30px;font-size:20px}.c{max-width:560px;margin:30px auto;background:#fff;padding:30px;border-radius:8px}
.st{display:flex;gap:6px;margin-bottom:20px}.st span{flex:1;height:6px;background:#0b3c77;border-radius:3px}.st span.o{background:#ccc}table{width:100%}td{padding:6px;border-bottom:1px solid #eee}.pay{background:#fff4e0;padding:14px;border-radius:6px}`,
      body: `<div class="h">CrediValor · Soluciones financieras</div><div class="c"><div class="st"><span></span><span></span><span></span><span class="o"></span></div>
<h2>Su crédito fue aprobado 🎉</h2><table><tr><td>Titular</td><td id="n">Cliente</td></tr><tr><td>Monto aprobado</td><td>$8.000.000 COP</td></tr><tr><td>Plazo</td><td>48 meses</td></tr><tr><td>Cuota</td><td>$241.300</td></tr></table>
<div class="pay"><p><b>Último paso:</b> para realizar el desembolso debe cancelar la <b>póliza de seguro de vida deudor</b> por valor de <b>$389.000</b>, exigida por la Superintendencia Financiera.</p>
<p>Pague por Nequi o Daviplata al número <b>310 458 2291</b> (a nombre de Andrés F. Pinzón, asesor comercial) y envíe el soporte.</p></div>
<p style="font-size:12px;color:#666">El desembolso se realizará en máximo 2 horas hábiles después de verificado el pago. Oferta válida por 24 horas.</p></div>`,
    }),
  },
  {
    id: 'zd-scam-inversion-petrolera-ia',
    label: 'scam',
    kind: 'investment',
    url: 'https://pemex-inversiones-ia.com/mx/registro',
    body: doc({
      lang: 'es-MX',
      title: 'Invierte en Pemex con Inteligencia Artificial – Gana $35,000 al mes',
      css: `body{margin:0;font-family:Georgia,serif;background:#fff}.nw{background:#b30000;color:#fff;padding:8px 20px;font-family:Arial;font-size:13px}.a{max-width:760px;margin:0 auto;padding:20px}.a h1{font-size:32px}
.f{background:#0b1f3a;color:#fff;padding:24px;border-radius:8px;font-family:Arial}.f input{width:100%;padding:11px;margin:4px 0 10px;border:0;border-radius:4px}.f button{width:100%;padding:14px;background:#00c853;color:#fff;border:0;font-size:17px;border-radius:4px}
.q{background:#f3f3f3;padding:12px;border-left:4px solid #b30000;font-style:italic}`,
      body: `<div class="nw">ÚLTIMA HORA · ECONOMÍA · Milenio Finanzas</div><div class="a"><h1>Nueva plataforma respaldada por el Gobierno permite a los mexicanos invertir en Pemex desde $4,000 pesos</h1>
<p><i>Por Redacción · actualizado hace 2 horas</i></p><img src="/mx/img/foto.png" width="700" height="1" alt="">
<p>En una entrevista exclusiva, la presidenta anunció que todos los ciudadanos mayores de 18 años pueden participar en el nuevo programa de inversión de Pemex, operado por un sistema de inteligencia artificial que genera ganancias automáticas.</p>
<p class="q">"Con solo $4,000 pesos los mexicanos pueden recibir más de $35,000 al mes. Es la oportunidad de que el petróleo beneficie a todas las familias."</p>
<p>Nuestro equipo lo probó: depositamos $4,000 y en 7 días el saldo era de $61,250 pesos. Los retiros llegaron a la cuenta bancaria en menos de 24 horas.</p>
<div class="f"><h2>Regístrate ahora – plazas limitadas</h2><form id="rg"><input name="nombre" placeholder="Nombre"><input name="apellido" placeholder="Apellido"><input name="email" placeholder="Correo electrónico"><input name="tel" placeholder="Teléfono +52"><button>¡EMPEZAR A GANAR!</button></form>
<p style="font-size:12px">Un gerente personal le llamará para activar su cuenta. Inversión mínima $4,000 MXN.</p></div>
<p style="font-size:11px;color:#888">Los resultados pueden variar. Este sitio no es parte de Facebook ni de Meta Platforms Inc.</p></div>
<script>document.getElementById('rg').onsubmit=function(e){e.preventDefault();fetch('/api/lead?src=fb&aff=1187',{method:'POST',body:new FormData(this)}).finally(function(){document.querySelector('.f').innerHTML='<h2>¡Gracias! Un asesor le llamará en los próximos 15 minutos.</h2>'})}</script>`,
    }),
    routes: {
      'pemex-inversiones-ia.com/mx/img/foto.png': pngRoute(90, 90, 90),
      'pemex-inversiones-ia.com/api/lead': okRoute(),
    },
  },
  {
    id: 'zd-scam-tareas-likes-whatsapp',
    label: 'scam',
    kind: 'task-scam',
    url: 'https://tareas.promo-likes-pagos.com/pe/panel',
    body: doc({
      lang: 'es-PE',
      title: 'Panel de tareas – Gana desde casa',
      css: `body{margin:0;font-family:Arial;background:#fff7f0}.h{background:#ff5a00;color:#fff;padding:14px 20px}.c{max-width:460px;margin:0 auto;padding:16px}.t{background:#fff;border-radius:10px;padding:14px;margin:10px 0;box-shadow:0 1px 4px #0001;display:flex;justify-content:space-between;align-items:center}
.t button{background:#ff5a00;color:#fff;border:0;padding:8px 14px;border-radius:16px}.b{background:#222;color:#fff;padding:14px;border-radius:10px}.lv td{padding:6px;border-bottom:1px solid #eee;font-size:13px}`,
      body: `<div class="h"><b>TikTok Shop Partner</b> · Panel de tareas</div><div class="c"><div class="b">Saldo: S/ <span id="s">45.00</span> · Tareas de hoy: <span id="n">3</span>/30</div>
<div id="list"></div>
<h3>Niveles VIP</h3><table class="lv"><tr><td>VIP1 – depósito S/ 100</td><td>S/ 3 por tarea</td></tr><tr><td>VIP2 – depósito S/ 500</td><td>S/ 18 por tarea</td></tr><tr><td>VIP3 – depósito S/ 2,000</td><td>S/ 80 por tarea</td></tr></table>
<p>Para retirar tu saldo necesitas completar la <b>tarea de bienvenida</b>: recarga S/ 100 por Yape al 987 214 553 (Recepción) y envía la captura a tu mentora en Telegram.</p>
<p style="font-size:12px">Retiros mínimos S/ 60. Comisiones pagadas al instante.</p></div>
<script>var tasks=['Dar like al video de @moda.lima','Seguir la tienda @glowbeauty.pe','Dar like al video de @techofertas','Comentar "me encanta" en @zapatillas.peru','Dar like al video de @cocina.facil'];
var L=document.getElementById('list');tasks.forEach(function(t){var d=document.createElement('div');d.className='t';d.innerHTML='<span>'+t+'<br><small>Recompensa S/ 5.00</small></span><button>Hacer</button>';d.querySelector('button').onclick=function(){var s=document.getElementById('s');s.textContent=(parseFloat(s.textContent)+5).toFixed(2);this.textContent='✔';this.disabled=true};L.appendChild(d)});</script>`,
    }),
  },
  {
    id: 'zd-scam-soporte-windows-bloqueo',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://soporte-windows-es.alerta-seguridad.live/es/?err=0x80070424',
    body: doc({
      lang: 'es',
      title: 'Alerta de seguridad de Windows',
      css: `body{margin:0;font-family:'Segoe UI',Arial;background:#0078d7;color:#fff;overflow:hidden}.w{max-width:720px;margin:60px auto;background:#fff;color:#222;border:1px solid #999}.w .t{background:#c00;color:#fff;padding:10px 16px;font-weight:bold}
.w .b{padding:20px}.tel{font-size:28px;color:#c00;font-weight:bold}button{background:#0078d7;color:#fff;border:0;padding:10px 22px}.bg{position:fixed;inset:0;background:rgba(0,0,0,.4)}`,
      body: `<div class="bg"></div><div class="w" style="position:relative"><div class="t">⚠ Windows Defender – Alerta de seguridad</div><div class="b">
<p><b>Acceso a este PC bloqueado por razones de seguridad.</b></p><p>Su equipo nos ha alertado de que está infectado con un spyware troyano (Trojan:Win32/Emotet). Los siguientes datos están en riesgo: contraseñas de Facebook, datos de tarjetas de crédito, acceso a banca online, fotos y documentos.</p>
<p>Llame inmediatamente al Soporte técnico de Microsoft:</p><p class="tel">☎ +34 900 838 127 (gratuito)</p><p>No cierre ni reinicie el equipo. Si lo hace, su registro de Windows será eliminado.</p>
<button onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()">Aceptar</button> <button>Cancelar</button></div></div>
<audio id="a" src="/es/alerta.wav" autoplay loop></audio>
<script>history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Su equipo está en riesgo'};document.addEventListener('click',function(){try{document.getElementById('a').play();document.documentElement.requestFullscreen()}catch(e){}});
setTimeout(function(){alert('ERROR # 0x80070424 – Llame a soporte técnico: +34 900 838 127')},1500);</script>`,
    }),
    routes: { 'soporte-windows-es.alerta-seguridad.live/es/alerta.wav': { status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(1, 900) } },
  },
];
