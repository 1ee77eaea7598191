import { type Entry } from '../entry.js';
import { doc, logo, favicon } from '../parts/yy-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yy-mercadolibre-ar-transferencia-cbu',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://articulo-mercadolibre-com-ar.ventas-oficial.store/MLA-1488201774-heladera-samsung',
  body: doc({
    lang: 'es-AR',
    title: 'Heladera Samsung No Frost 382 L Inoxidable | MercadoLibre',
    head: favicon('#fff159', 'M'),
    css: `body{margin:0;font-family:Arial;background:#ebebeb}.n{background:#fff159;padding:10px 24px}.w{max-width:960px;margin:18px auto;background:#fff;padding:24px;border-radius:4px}
.pr{font-size:34px}.desc{color:#00a650}.box{border:1px solid #e5e5e5;border-radius:6px;padding:14px;margin-top:14px;font-size:14px}.cbu{font-family:monospace;font-size:17px}
.b{background:#3483fa;color:#fff;border:0;border-radius:6px;padding:13px 26px;font-size:15px}`,
    body: `<div class="n">${logo('mercadolibre', 30)}</div>
<div class="w"><h1 style="font-size:22px">Heladera Samsung No Frost RT38 382 L Inoxidable – Nueva en caja</h1>
<p class="pr">$ 389.999 <span class="desc">35% OFF pagando por transferencia</span></p><p>Precio con tarjeta: $ 599.999</p>
<div class="box"><b>Pagá por transferencia y ahorrá</b><p>Transferí a la siguiente cuenta y enviá el comprobante por WhatsApp para coordinar la entrega (CABA y GBA sin cargo):</p>
<p>CBU: <span class="cbu">0000003100028412975591</span><br>Alias: <b>VENTAS.HELADERA.ML</b><br>Titular: Brian Ezequiel Gómez<br>CUIT 20-39847712-4</p>
<p>⚠️ No uses el botón de compra: por un problema con la plataforma la publicación se paga solo por transferencia.</p></div>
<button class="b" onclick="location.href='https://wa.me/5491158804417?text=Hola,%20transfer%C3%AD%20por%20la%20heladera'">Enviar comprobante</button>
<p style="font-size:13px;color:#666">MercadoLíder | 1.284 ventas · Reputación verde</p></div>`,
  }),
},
{
  id: 'yy-romance-paquete-aduana-militar',
  label: 'scam',
  kind: 'romance-scam-courier',
  url: 'https://global-diplomatic-courier-delivery.com/tracking/?code=GDC-88410-MX',
  body: doc({
    lang: 'es',
    title: 'Global Diplomatic Courier – Rastreo de envío',
    head: favicon('#123b7a', 'G'),
    css: `body{margin:0;font-family:Arial;background:#eef2f7}.h{background:#123b7a;color:#fff;padding:14px 30px;font-size:20px}.w{max-width:760px;margin:24px auto;background:#fff;border-radius:6px;padding:26px}
.s{display:flex;gap:14px;margin:14px 0}.s div{flex:1;text-align:center;font-size:12px;padding-top:10px;border-top:4px solid #9fb4d8}.s .on{border-color:#d32f2f;color:#d32f2f;font-weight:700}
table{width:100%;border-collapse:collapse}td{border:1px solid #dde3ec;padding:8px;font-size:14px}.fee{background:#fff0f0;border:1px solid #f0b0b0;padding:14px;border-radius:6px;margin-top:14px}`,
    body: `<div class="h">Global Diplomatic Courier Services · Secure Consignment</div>
<div class="w"><h2>Número de rastreo: GDC-88410-MX</h2>
<div class="s"><div>Recibido en Kabul</div><div>En tránsito – Dubái</div><div class="on">Retenido en Aduana AICM (Ciudad de México)</div><div>Entrega al destinatario</div></div>
<table><tr><td>Remitente</td><td>Sgt. Michael J. Anderson – U.S. Army (Misión de paz)</td></tr><tr><td>Destinatario</td><td>Sra. Leticia Hernández Cruz</td></tr><tr><td>Contenido declarado</td><td>Caja de seguridad diplomática: documentos personales, joyas, 850,000.00 USD</td></tr><tr><td>Peso</td><td>18 kg</td></tr></table>
<div class="fee"><b>Estado: RETENIDO</b><p>La caja requiere el pago del <b>certificado antiterrorismo y anti-lavado (ATC)</b> por <b>$38,500.00 MXN</b> antes de su liberación. Si el pago no se realiza en 72 horas, el contenido será confiscado por las autoridades.</p>
<p>Pago únicamente por depósito bancario al agente aduanal autorizado:<br>Banco Azteca · Cuenta 4027 6658 1209 · Beneficiario: Agencia Aduanal Rivera</p><p>Contacto del agente diplomático: mr.james.courier@agent.com · WhatsApp +44 7441 902 318</p></div></div>`,
  }),
},
{
  id: 'yy-valores-receber-taxa-liberacao',
  label: 'scam',
  kind: 'gov-benefit-fee-scam',
  url: 'https://consulta-valoresareceber.com/svr/',
  body: doc({
    lang: 'pt-BR',
    title: 'Consulta Valores a Receber 2025',
    head: favicon('#168821', 'R$'),
    css: `body{margin:0;font-family:Arial;background:#f3f6f9}.h{background:#fff;padding:12px 24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.c{max-width:500px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #999;border-radius:6px;margin:6px 0 12px;font-size:16px}.b{width:100%;background:#1351b4;color:#fff;border:0;border-radius:20px;padding:13px;font-size:16px}
.v{font-size:34px;color:#168821;font-weight:800}.x{display:none}.ld{text-align:center;color:#555}.pix{border:1px solid #32bcad;border-radius:8px;padding:12px;font-size:12px;word-break:break-all;font-family:monospace}`,
    body: `<div class="h">${logo('govbr', 28)}</div>
<div class="c" id="c1"><h2>Valores a Receber</h2><p>Consulte gratuitamente se você possui dinheiro esquecido em bancos, consórcios ou cooperativas.</p><input id="cpf" placeholder="Digite seu CPF" maxlength="14"><button class="b" onclick="consultar()">Consultar</button></div>
<div class="c x ld" id="c2"><p>Consultando base do Banco Central…</p></div>
<div class="c x" id="c3"><p>Olá, <b id="nm">cidadão</b>. Identificamos o valor de</p><p class="v">R$ 2.847,31</p><p>Para receber via Pix na sua conta, é necessário pagar a <b>Taxa de Liberação e Transferência (TLT) de R$ 47,90</b>, conforme Resolução BCB nº 98.</p>
<div class="pix" id="px">00020126330014BR.GOV.BCB.PIX0111284193770425204000053039865405047.905802BR5914JOSE A PEREIRA6008BRASILIA62070503***6304B9E1</div>
<button class="b" style="background:#32bcad;margin-top:10px" onclick="navigator.clipboard.writeText(px.textContent);this.textContent='Código copiado'">Copiar Pix copia e cola</button><p style="font-size:12px">Após o pagamento o valor é creditado em até 10 minutos na chave Pix do seu CPF.</p></div>
<script>
function consultar(){var v=cpf.value.replace(/\\D/g,'');if(v.length!==11)return;c1.style.display='none';c2.style.display='block';fetch('/svr/api/nome?cpf='+v).then(function(r){return r.json()}).then(function(j){nm.textContent=j.nome||'cidadão';}).catch(function(){}).finally(function(){setTimeout(function(){c2.style.display='none';c3.style.display='block';},2200);});}
</script>`,
  }),
  routes: {
    'consulta-valoresareceber.com/svr/api/nome': jsonRoute({ nome: 'CLIENTE' }),
  },
},
{
  id: 'yy-sorteo-aniversario-coppel-whatsapp',
  label: 'scam',
  kind: 'fake-giveaway',
  url: 'https://coppel-aniversario.premios-mx.click/encuesta/',
  body: doc({
    lang: 'es-MX',
    title: 'Coppel 85 Aniversario – ¡Gana $5,000!',
    head: favicon('#0066b3', 'C'),
    css: `body{margin:0;font-family:Arial;background:#ffd100}.w{max-width:420px;margin:0 auto;background:#fff;min-height:100vh}.h{background:#0066b3;color:#fff;padding:16px;text-align:center;font-weight:800;font-size:20px}
.q{padding:18px}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #0066b3;background:#fff;border-radius:8px;font-size:15px}
.gift{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:16px}.gift div{height:90px;background:#d32f2f;border-radius:8px;cursor:pointer;color:#fff;display:flex;align-items:center;justify-content:center;font-size:30px}
.bar{height:18px;background:#eee;border-radius:9px;margin:10px 0}.bar i{display:block;height:18px;background:#25d366;border-radius:9px;width:0}.cm{font-size:13px;border-top:1px solid #eee;padding:8px 16px}`,
    body: `<div class="w"><div class="h">🎉 Coppel 85 Aniversario 🎉</div><div class="q" id="q"><p>¡Felicidades! Fuiste seleccionado para participar por una tarjeta de regalo de <b>$5,000</b>. Responde 3 preguntas:</p><p id="pt"></p><div id="op"></div></div>
<div class="gift" id="g" style="display:none"></div>
<div class="q" id="s" style="display:none"><h3>¡Ganaste $5,000 en tarjeta de regalo!</h3><p>Para validar el premio comparte con 5 grupos o 20 amigos de WhatsApp:</p><div class="bar"><i id="b"></i></div>
<button onclick="sh()" style="background:#25d366;color:#fff;border:0">Compartir en WhatsApp</button><p id="fin" style="display:none">Listo. Paga el envío de tu tarjeta ($49 MXN) en el siguiente paso y recíbela en 3 días.<br><a href="https://coppel-envio.premios-mx.click/pago">Continuar</a></p></div>
<div class="cm"><b>Lupita Ramos</b>: Ya me llegó la mía 😍</div><div class="cm"><b>Juan Carlos</b>: sí es real, gracias Coppel</div></div>
<script>
var P=[['¿Conoces Coppel?',['Sí','No']],['¿Tienes tarjeta Coppel?',['Sí','No']],['¿Qué edad tienes?',['18-29','30-44','45+']]],i=0,sc=0;
function pq(){if(i>=P.length){q.style.display='none';g.style.display='grid';for(var k=0;k<9;k++){var d=document.createElement('div');d.textContent='🎁';d.onclick=win;g.appendChild(d);}return;}pt.textContent=P[i][0];op.innerHTML='';P[i][1].forEach(function(o){var b=document.createElement('button');b.textContent=o;b.onclick=function(){i++;pq();};op.appendChild(b);});}
function win(){g.style.display='none';s.style.display='block';}
function sh(){window.open('https://api.whatsapp.com/send?text='+encodeURIComponent('¡Coppel regala $5,000 por su aniversario! Yo ya recibí el mío 👉 https://coppel-aniversario.premios-mx.click/encuesta/'));sc=Math.min(100,sc+20);b.style.width=sc+'%';if(sc>=100)fin.style.display='block';}
pq();
</script>`,
  }),
},
];
