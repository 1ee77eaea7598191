import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-fakeshop-liverpool-spei-clabe',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://liverpool-liquidacion-anual.store/checkout',
  body: doc({
    lang: 'es-MX',
    title: 'Liverpool Liquidación Anual | Finaliza tu compra',
    css: `body{margin:0;font-family:'Helvetica Neue',Arial,sans-serif;background:#fafafa}.h{background:#e10098;color:#fff;padding:16px 28px;font-size:28px;font-style:italic;font-weight:bold}
.c{max-width:760px;margin:24px auto;display:flex;gap:20px}.l,.r{background:#fff;padding:22px;border-radius:6px}.l{flex:2}.r{flex:1}.it{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0;font-size:14px}
.spei{background:#fdf0f8;border:1px dashed #e10098;padding:14px;border-radius:6px;font-size:14px;line-height:1.8}.big{font-size:20px;font-weight:bold;letter-spacing:1px}`,
    body: `<div class="h">Liverpool</div><div class="c"><div class="l"><h2>Pago por transferencia SPEI</h2>
<p>Por la alta demanda de la Liquidación Anual, los pedidos con descuento solo pueden pagarse mediante transferencia SPEI. Tu pedido se aparta por 30 minutos.</p>
<div class="spei">Banco: <b>STP</b><br>Beneficiario: <b>COMERCIALIZADORA LVP OUTLET SA DE CV</b><br>CLABE: <span class="big">646180157063318442</span><br>Concepto: <b>LVP-88214</b><br>Monto: <b>$4,389.00 MXN</b></div>
<p>Envía tu comprobante por WhatsApp al <a href="https://wa.me/5215539914482?text=Pedido%20LVP-88214">+52 1 55 3991 4482</a> para liberar el envío.</p></div>
<div class="r"><h3>Resumen</h3><div class="it"><span>Pantalla Samsung 65" QLED 4K</span><span>$3,299</span></div><div class="it"><span>Freidora de aire Ninja</span><span>$790</span></div>
<div class="it"><span>Envío express</span><span>$300</span></div><div class="it"><b>Total</b><b>$4,389.00</b></div><p style="font-size:12px;color:#777">Ahorraste $27,410 (86%)</p></div></div>`,
  }),
},
{
  id: 'yk-job-avaliador-produtos-whatsapp',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://trabalhe-avaliando-produtos.com/',
  body: doc({
    title: 'Seja Avaliador de Produtos — Renda extra de R$ 150 a R$ 600 por dia',
    css: `body{margin:0;font-family:'Poppins',Arial,sans-serif;color:#222;background:#fff}.hero{background:linear-gradient(135deg,#ff7a00,#ffb347);color:#fff;text-align:center;padding:40px 20px}
.hero h1{font-size:32px}.wa{display:inline-block;background:#25d366;color:#fff;text-decoration:none;padding:16px 34px;border-radius:40px;font-size:18px;font-weight:700}
.s{max-width:760px;margin:30px auto;padding:0 20px}.dep{display:flex;gap:12px;overflow:auto}.dep div{min-width:220px;border:1px solid #eee;border-radius:10px;padding:12px;font-size:13px}
.pr{background:#f8f8f8;border-radius:10px;padding:16px;text-align:center}`,
    body: `<div class="hero"><h1>Ganhe dinheiro avaliando produtos de grandes lojas pelo celular</h1><p>Sem experiência · Trabalhe de casa · Pagamento diário via Pix</p>
<a class="wa" href="https://wa.me/5511947720318?text=Ol%C3%A1%2C%20quero%20ser%20avaliador">Quero começar pelo WhatsApp</a></div>
<div class="s"><h2>Como funciona</h2><ol><li>Você recebe tarefas de avaliação de produtos (curtir, avaliar, comentar).</li><li>Cada tarefa paga de R$ 5 a R$ 40.</li><li>Para desbloquear tarefas VIP com comissão de 30%, basta fazer uma recarga inicial na plataforma — que é <b>devolvida com lucro</b> ao final do ciclo.</li></ol>
<div class="pr"><b>Níveis VIP</b><br>VIP1 — recarga R$ 100 → retorno R$ 160<br>VIP2 — recarga R$ 500 → retorno R$ 900<br>VIP3 — recarga R$ 2.000 → retorno R$ 4.000</div>
<h2>Quem já recebeu</h2><div class="dep"><div>"Recebi R$ 480 no primeiro dia! 🙏" — Jéssica, Recife</div><div>"Paguei minhas contas só com as tarefas" — Cláudio, BH</div><div>"Comecei com VIP1 e hoje tiro R$ 3 mil por semana" — Aline, Goiânia</div></div>
<p style="font-size:12px;color:#888">Parceiro oficial das maiores lojas do país. Vagas limitadas por região.</p></div>`,
  }),
},
{
  id: 'yk-job-tareas-ml-recarga-es',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://app.tareas-comercio-latam.vip/#/register?invite=ML88412',
  body: doc({
    lang: 'es',
    title: 'ML Tareas — Plataforma de comisiones',
    css: `body{margin:0;font-family:'PingFang SC','Helvetica Neue',Arial,sans-serif;background:#fff6e0}.t{background:#ffe600;padding:14px;text-align:center;font-weight:bold;color:#2d3277}
.c{max-width:420px;margin:0 auto;padding:18px}.bal{background:#2d3277;color:#fff;border-radius:14px;padding:18px}.bal b{font-size:28px;display:block}
.lv{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:16px 0}.lv div{background:#fff;border-radius:10px;padding:12px;font-size:13px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
input{width:100%;padding:13px;border:1px solid #ddd;border-radius:10px;margin:6px 0;font-size:15px}button{width:100%;background:#3483fa;color:#fff;border:0;border-radius:10px;padding:14px;font-size:16px}`,
    body: `<div class="t">ML Tareas · Comercio Electrónico</div><div class="c"><div class="bal">Bono de registro<b>USDT 15.00</b>Retira a partir de 30 USDT</div>
<div class="lv"><div><b>VIP 1</b><br>Depósito 50 USDT<br>Comisión 2.2% por pedido<br>40 pedidos/día</div><div><b>VIP 2</b><br>Depósito 300 USDT<br>Comisión 2.8%<br>50 pedidos/día</div>
<div><b>VIP 3</b><br>Depósito 1000 USDT<br>Comisión 3.5%</div><div><b>VIP 4</b><br>Depósito 5000 USDT<br>Comisión 4.5%</div></div>
<form method="post" action="/api/user/register"><input name="phone" placeholder="Número de WhatsApp" required><input name="pwd" type="password" placeholder="Contraseña de inicio de sesión" required>
<input name="fundpwd" type="password" placeholder="Contraseña de retiro (6 dígitos)" maxlength="6"><input name="invite" value="ML88412" readonly><button>Registrarse</button></form>
<p style="font-size:12px;color:#888">Depósitos en USDT (TRC20) a la dirección asignada por su mentor. Atención 24h por Telegram @ml_tareas_soporte</p></div>`,
  }),
},
{
  id: 'yk-techsupport-defender-mx-beep',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://alerta-defender-soporte.com/mx/',
  body: doc({
    lang: 'es-MX',
    title: 'Windows Defender - Alerta de seguridad',
    css: `body{margin:0;background:#1e1e1e url(/mx/fondo.png);font-family:'Segoe UI',Arial,sans-serif}.p{width:560px;margin:80px auto;background:#fff;border:1px solid #999}
.t{background:#0067b8;color:#fff;padding:10px 14px}.b{padding:20px;font-size:14px;line-height:1.6}.n{font-size:22px;font-weight:bold;color:#d00}.f{background:#f0f0f0;padding:10px;text-align:right}
.f button{padding:6px 20px}`,
    body: `<div class="p"><div class="t">🛡 Seguridad de Windows - Protección contra amenazas</div><div class="b"><b>Acceso a este PC bloqueado por motivos de seguridad.</b><br>
Tu computadora nos alertó de que ha sido infectada con un spyware de Troyano. Los siguientes datos están comprometidos: credenciales de correo, contraseñas bancarias, datos de tarjetas.
<p>Llama al Soporte de Microsoft México de inmediato:</p><div class="n">800 953 1147 (Llamada gratuita)</div></div><div class="f"><button>Cancelar</button> <button>Aceptar</button></div></div>
<script>
var ctx;function beep(){try{ctx=ctx||new (window.AudioContext||window.webkitAudioContext)();var o=ctx.createOscillator();o.frequency.value=880;o.connect(ctx.destination);o.start();setTimeout(function(){o.stop()},400)}catch(e){}}
setInterval(beep,900);document.body.addEventListener("mousemove",function(){try{document.body.requestFullscreen()}catch(e){}},{once:true});
for(var i=0;i<3;i++)setTimeout(function(){alert("Llame al 800 953 1147 — Soporte de Windows")},2000*(i+1));
</script>`,
  }),
},
{
  id: 'yk-policia-cibernetica-bloqueo-multa',
  label: 'scam',
  kind: 'extortion-lock',
  url: 'https://policia-cibernetica-mx.org/bloqueo/?id=MX-44812',
  body: doc({
    lang: 'es-MX',
    title: 'Policía Cibernética — Navegador bloqueado',
    css: `body{margin:0;background:#0b1d3a;color:#fff;font-family:Arial,sans-serif}.c{max-width:800px;margin:40px auto;background:#fff;color:#222;padding:30px;border-top:8px solid #a00}
.r{color:#a00;font-weight:bold}.pay{background:#f3f3f3;padding:14px;margin-top:14px}input{padding:10px;width:240px}`,
    body: `<div class="c"><h1>⚠ SU NAVEGADOR HA SIDO BLOQUEADO</h1><p class="r">Por disposición de la Unidad de Policía Cibernética — Expediente MX-44812</p>
<p>Se ha detectado desde su dirección IP la visualización y distribución de material ilícito (Art. 202 del Código Penal Federal). Su equipo ha sido registrado y la cámara web fue activada para identificación.</p>
<p>Para evitar una orden de aprehensión y el proceso penal, debe cubrir una multa de <b>$3,500.00 MXN</b> en las próximas 24 horas.</p>
<div class="pay">Pago en OXXO, 7-Eleven o Farmacias del Ahorro con la referencia: <b>9300 1188 4471 2236</b><br>Ingrese el folio del ticket para desbloquear: <input placeholder="Folio"><button>Desbloquear</button></div>
<p style="font-size:12px;color:#777">IP registrada: 189.203.XX.XX · Sistema: Windows · Ubicación: Ciudad de México</p></div>
<script>history.pushState(null,"",location.href);onpopstate=function(){history.go(1)};onbeforeunload=function(){return ""};document.addEventListener("click",function(){try{document.documentElement.requestFullscreen()}catch(e){}});</script>`,
  }),
},
];
