import { type Entry, redirectRoute } from '../entry.js';
import { doc, favicon } from '../parts/yy-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-credito-sin-buro-comision-apertura',
  label: 'scam',
  kind: 'advance-fee-loan',
  url: 'https://creditofacil-sinburo-mx.com/solicitud/aprobado.html',
  body: doc({
    lang: 'es-MX',
    title: 'Crédito Fácil MX – ¡Tu préstamo fue aprobado!',
    head: favicon('#0a8f4e', '$'),
    css: `body{margin:0;font-family:Poppins,Arial;background:#eef7f1;color:#16302b}.hd{background:#0a8f4e;color:#fff;padding:14px 26px;font-weight:700;font-size:20px}
.c{max-width:600px;margin:26px auto;background:#fff;border-radius:12px;padding:28px}.ok{font-size:28px;color:#0a8f4e;font-weight:800}
table{width:100%;border-collapse:collapse;margin:14px 0}td{border-bottom:1px solid #e2e2e2;padding:8px;font-size:14px}td:last-child{text-align:right;font-weight:700}
.pago{background:#fff7e0;border:1px solid #f2c94c;border-radius:10px;padding:16px;margin-top:14px}.cl{font-family:monospace;font-size:18px;letter-spacing:1px}
.wa{display:inline-block;background:#25d366;color:#fff;padding:12px 20px;border-radius:30px;text-decoration:none;font-weight:700;margin-top:12px}.sello{font-size:11px;color:#777;margin-top:18px}`,
    body: `<div class="hd">Crédito Fácil MX · Sin Buró · Sin aval</div>
<div class="c"><p class="ok">¡Felicidades, Rosa María!</p><p>Tu préstamo personal fue <b>APROBADO</b> por el comité de crédito. El depósito se realiza a tu cuenta en menos de 2 horas después de cubrir la comisión de apertura.</p>
<table><tr><td>Monto aprobado</td><td>$50,000.00 MXN</td></tr><tr><td>Plazo</td><td>24 meses</td></tr><tr><td>Pago mensual</td><td>$2,458.00</td></tr><tr><td>Tasa de interés</td><td>1.9 % mensual</td></tr><tr><td>Comisión por apertura (única)</td><td>$1,250.00</td></tr></table>
<div class="pago"><b>Realiza tu pago de apertura</b><p>Depósito en cualquier tienda OXXO a la tarjeta:</p><p class="cl">4152 3140 8817 2293</p><p>o transferencia SPEI a la CLABE:</p><p class="cl">012 180 01528847731 6</p><p>Beneficiario: <b>Lic. Jorge Armando Ruiz (Gestor de crédito)</b><br>Concepto: tu número de folio <b>CF-88172</b></p><p style="font-size:13px">Envía la foto de tu ticket por WhatsApp para liberar tu depósito. <b>La comisión es reembolsable</b> en tu primera mensualidad.</p>
<a class="wa" href="https://wa.me/5215540918823?text=Hola%2C%20env%C3%ADo%20mi%20comprobante%20folio%20CF-88172">Enviar comprobante por WhatsApp</a></div>
<p class="sello">Registrado ante CONDUSEF · Autorizado por la CNBV · Folio REG-2291/2024</p></div>`,
  }),
},
{
  id: 'yy-trabajo-casa-likes-recargas',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://trabajo-desde-casa-mx.vip/tareas/registro',
  body: doc({
    lang: 'es-MX',
    title: 'TrendBoost MX | Gana dinero dando likes desde casa',
    head: favicon('#ff2d55', 'T'),
    css: `body{margin:0;font-family:Arial;background:#111;color:#eee}.h{padding:14px 20px;background:#1c1c1e;display:flex;justify-content:space-between}
.h b{color:#ff2d55}.w{max-width:460px;margin:0 auto;padding:18px}.lv{display:grid;grid-template-columns:1fr 1fr;gap:10px}.lv div{background:#222;border-radius:10px;padding:12px;font-size:13px}
.lv div b{display:block;color:#ffd60a;font-size:18px}input{width:100%;box-sizing:border-box;padding:12px;border-radius:8px;border:0;margin:6px 0}
button{width:100%;background:#ff2d55;color:#fff;border:0;border-radius:8px;padding:14px;font-weight:700;margin-top:8px}.feed{font-size:12px;color:#9f9;height:60px;overflow:hidden}`,
    body: `<div class="h"><b>TrendBoost MX</b><span>Soporte 24/7</span></div>
<div class="w"><h2>Trabajo desde casa: gana de $500 a $3,000 al día</h2><p>Solo necesitas tu celular. Da like y sigue a productos y tiendas de nuestros socios (TikTok Shop, Amazon, Mercado Libre) y recibe comisión por cada tarea.</p>
<div class="feed" id="feed"></div>
<h3>Niveles VIP</h3><div class="lv"><div>VIP 1 · depósito $500<b>$180 / día</b>30 tareas</div><div>VIP 2 · depósito $2,000<b>$820 / día</b>60 tareas</div><div>VIP 3 · depósito $5,000<b>$2,300 / día</b>90 tareas</div><div>VIP 4 · depósito $15,000<b>$7,600 / día</b>150 tareas</div></div>
<p style="font-size:13px">Recibe <b>$100 de bono</b> al registrarte. Retiros a tu cuenta por SPEI en minutos. Las recargas se hacen por transferencia o depósito en OXXO a la cuenta que te indique tu mentor.</p>
<form id="rg"><input name="tel" placeholder="Número de WhatsApp" required><input name="pwd" type="password" placeholder="Crea una contraseña" required><input name="inv" placeholder="Código de invitación" value="MX77Q"><button>Registrarme y recibir $100</button></form></div>
<script>
var n=['Karla de Puebla','Luis de Monterrey','Ana de CDMX','Diego de Tijuana','Fer de Guadalajara','Paty de Mérida'];var f=document.getElementById('feed');
setInterval(function(){var p=document.createElement('div');p.textContent='✔ '+n[Math.floor(Math.random()*n.length)]+' retiró $'+(Math.floor(Math.random()*4000)+300)+' MXN';f.prepend(p);},1800);
document.getElementById('rg').onsubmit=function(e){e.preventDefault();fetch('/tareas/api/registro',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://t.me/trendboost_mx_mentor';});};
</script>`,
  }),
  routes: {
    'trabajo-desde-casa-mx.vip/tareas/api/registro': jsonRoute({ code: 0, msg: 'registro exitoso', bonus: 100 }),
  },
},
{
  id: 'yy-robo-trader-pix-rendimento',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://robotraderpix.com.br.invest-ia.site/',
  body: doc({
    lang: 'pt-BR',
    title: 'Robô Trader Pix – Renda de R$ 500 por dia com IA',
    head: favicon('#00c853', '₿'),
    css: `body{margin:0;font-family:Montserrat,Arial;background:#0b1020;color:#e8ecff}.w{max-width:980px;margin:0 auto;padding:30px 20px}
h1{font-size:38px;line-height:1.1}h1 span{color:#00e676}.g{display:grid;grid-template-columns:1.2fr 1fr;gap:30px}.f{background:#151c33;border-radius:14px;padding:22px}
.f input{width:100%;box-sizing:border-box;padding:13px;border-radius:8px;border:1px solid #2d385e;background:#0b1020;color:#fff;margin:6px 0}.f button{width:100%;background:#00e676;border:0;padding:15px;border-radius:8px;font-weight:800;font-size:16px}
.plan{display:flex;gap:12px;margin-top:20px}.plan div{flex:1;background:#151c33;border-radius:10px;padding:14px;text-align:center}.plan b{display:block;font-size:22px;color:#00e676}
.ticker{font-family:monospace;color:#00e676}`,
    body: `<div class="w"><div class="g"><div><h1>Seu dinheiro trabalhando <span>24 horas</span> com o robô que opera sozinho</h1>
<p>Tecnologia de inteligência artificial usada por grandes bancos, agora disponível para você. Deposite via Pix a partir de R$ 250 e acompanhe os lucros pelo app.</p>
<p class="ticker" id="tk">Lucro da comunidade hoje: R$ 1.284.559,20</p>
<div class="plan"><div>Bronze<b>3% ao dia</b>R$ 250</div><div>Prata<b>4,5% ao dia</b>R$ 1.000</div><div>Ouro<b>7% ao dia</b>R$ 5.000</div></div>
<p style="font-size:12px;color:#8892b0">Rentabilidade garantida. Saque a qualquer momento via Pix.</p></div>
<div class="f"><h3>Cadastre-se grátis</h3><form action="/lead.php" method="post"><input name="nome" placeholder="Nome completo"><input name="email" placeholder="E-mail"><input name="whats" placeholder="WhatsApp com DDD"><input name="cpf" placeholder="CPF"><button>QUERO MINHA RENDA EXTRA</button></form><p style="font-size:12px">Um gerente de conta entrará em contato para ativar seu robô.</p></div></div></div>
<script>var v=1284559.2;setInterval(function(){v+=Math.random()*900;document.getElementById('tk').textContent='Lucro da comunidade hoje: R$ '+v.toLocaleString('pt-BR',{minimumFractionDigits:2});},900);</script>`,
  }),
  routes: {
    'robotraderpix.com.br.invest-ia.site/lead.php': redirectRoute(302, 'https://wa.me/5511937720145?text=Quero%20ativar%20meu%20rob%C3%B4'),
  },
},
];
