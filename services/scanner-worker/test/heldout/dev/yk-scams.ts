import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-fakeshop-magalu-pix-only',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://magazineluiza-ofertasrelampago.com/produto/iphone-15-pro-max-256gb',
  body: doc({
    title: 'iPhone 15 Pro Max 256GB Titânio Natural - Oferta Relâmpago | Magalu',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5;color:#404040}.h{background:linear-gradient(90deg,#0086ff,#00a6ff);color:#fff;padding:14px 24px;font-size:26px;font-weight:bold}
.cd{background:#ffde00;color:#333;text-align:center;padding:8px;font-weight:bold}.p{max-width:900px;margin:20px auto;background:#fff;padding:24px;display:flex;gap:30px}
.img{width:340px;height:340px;background:#eee;border-radius:8px}.de{text-decoration:line-through;color:#888}.po{font-size:36px;color:#0086ff;font-weight:bold}.bd{background:#e6f7ee;color:#0a7a3c;padding:6px 10px;border-radius:4px;display:inline-block;font-size:13px}
button{background:#00a650;color:#fff;border:0;border-radius:6px;padding:16px;font-size:18px;width:100%;margin-top:14px;cursor:pointer}#pix{display:none;text-align:center;max-width:420px;margin:20px auto;background:#fff;padding:20px;border-radius:8px}
textarea{width:100%;height:90px;font-size:11px}.rv{max-width:900px;margin:0 auto;background:#fff;padding:20px;font-size:14px}`,
    body: `<div class="h">Magalu</div><div class="cd">⚡ OFERTA RELÂMPAGO — termina em <span id="t">00:14:59</span> · Restam 7 unidades</div>
<div class="p"><div class="img"></div><div><h1 style="font-size:22px">Apple iPhone 15 Pro Max 256GB Titânio Natural - Tela 6,7" 48MP</h1>
<div class="de">R$ 10.499,00</div><div class="po">R$ 1.899,00</div><div class="bd">82% OFF somente no Pix</div><p>Frete grátis · Entrega em até 3 dias úteis · Nota fiscal</p>
<p style="font-size:13px;color:#c00">Pagamento exclusivo via Pix devido à liquidação de estoque.</p>
<form id="f"><input name="nome" placeholder="Nome completo" required style="width:100%;padding:10px;margin:4px 0"><input name="cpf" placeholder="CPF" data-mask="cpf" required style="width:100%;padding:10px;margin:4px 0">
<input name="cep" placeholder="CEP" required style="width:100%;padding:10px;margin:4px 0"><button>Comprar agora com Pix</button></form></div></div>
<div id="pix"><h3>Pague R$ 1.899,00 com Pix</h3>${qrSvg('magalu-pix-1899')}<p>Pix copia e cola:</p><textarea readonly id="cc">${pixCode('35918274000163', 'MAGAZINE OFERTAS COMERCIO', 'SAO PAULO', '1899.00')}</textarea>
<button onclick="navigator.clipboard.writeText(document.getElementById('cc').value);this.textContent='Copiado!'">Copiar código</button><p style="font-size:12px">Após o pagamento, seu pedido é confirmado automaticamente.</p></div>
<div class="rv"><b>Avaliações (4.812)</b> ★★★★★<p>"Chegou em 2 dias, original lacrado!" — Fernanda S.</p><p>"Achei que era golpe mas chegou certinho" — Marcos P.</p></div>
${maskJsBR}
<script>var s=899;setInterval(function(){s=s>0?s-1:899;document.getElementById("t").textContent="00:"+String(Math.floor(s/60)).padStart(2,"0")+":"+String(s%60).padStart(2,"0")},1000);
document.getElementById("f").onsubmit=function(e){e.preventDefault();fetch("/api/pedido",{method:"POST",body:new FormData(this)}).catch(function(){});document.querySelector(".p").style.display="none";document.getElementById("pix").style.display="block"};</script>`,
  }),
},
{
  id: 'yk-olx-vendedor-taxa-liberacao-pix',
  label: 'scam',
  kind: 'marketplace-seller-scam',
  url: 'https://olx-pagamento-protegido.com/receber/7718240',
  body: doc({
    title: 'OLX Pay - Receber pagamento',
    css: `body{margin:0;font-family:'Nunito Sans',Arial,sans-serif;background:#f6f6f6;color:#4a4a4a}.h{background:#6e0ad6;padding:14px 24px;color:#fff;font-size:26px;font-weight:900}.h span{color:#8ce563}.h i{color:#f28000;font-style:normal}
.c{max-width:520px;margin:26px auto;background:#fff;border-radius:8px;padding:26px}.ok{background:#e9f9ee;color:#167c39;padding:10px;border-radius:6px}.v{font-size:32px;font-weight:800;color:#6e0ad6}
.tx{background:#fff5e8;border-radius:6px;padding:12px;font-size:14px;margin:14px 0}textarea{width:100%;height:80px;font-size:11px}button{width:100%;background:#f28000;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px;font-weight:bold}`,
    body: `<div class="h">O<span>L</span><i>X</i> Pay</div><div class="c"><div class="ok">✔ O comprador realizou o pagamento com Garantia OLX</div>
<p>Anúncio: <b>Bicicleta Caloi Elite Carbon Aro 29</b><br>Comprador: Rodrigo M.</p><div class="v">R$ 4.200,00</div>
<div class="tx">Para sua segurança, vendedores sem histórico de vendas precisam pagar a <b>taxa de verificação de conta de R$ 89,90</b>. O valor é <b>devolvido junto com o pagamento</b> em até 10 minutos.</div>
<p>Pague a taxa via Pix:</p><textarea readonly>${pixCode('atendimento.olxpay@gmail.com', 'ANA PAULA FERREIRA', 'RIO DE JANEIRO', '89.90')}</textarea>
<button onclick="navigator.clipboard.writeText(document.querySelector('textarea').value)">Copiar código Pix</button>
<p style="font-size:12px;color:#999;margin-top:14px">Após o pagamento envie o comprovante ao suporte pelo chat: <a href="https://wa.me/5521971182044">(21) 97118-2044</a></p></div>`,
  }),
},
{
  id: 'yk-prestamo-sin-buro-comision-mx',
  label: 'scam',
  kind: 'advance-fee-loan',
  url: 'https://creditofacil-sinburo.mx-prestamos.com/aprobado',
  body: doc({
    lang: 'es-MX',
    title: 'CréditoFácil — Tu préstamo fue aprobado',
    css: `body{margin:0;font-family:'Lato',Arial,sans-serif;background:#f2f7f4;color:#223}.h{background:#0a8a55;color:#fff;padding:16px 24px;font-size:22px;font-weight:900}
.c{max-width:520px;margin:24px auto;background:#fff;border-radius:10px;padding:26px}.m{font-size:40px;color:#0a8a55;font-weight:900}.r{display:flex;justify-content:space-between;border-bottom:1px dashed #ddd;padding:6px 0;font-size:14px}
.oxxo{background:#fff4f4;border:1px solid #e30613;border-radius:8px;padding:12px;margin-top:14px;font-size:14px}`,
    body: `<div class="h">CréditoFácil</div><div class="c"><p>¡Felicidades, María Guadalupe! Tu solicitud fue <b>APROBADA</b> sin consulta a Buró de Crédito.</p><div class="m">$45,000.00</div>
<div class="r"><span>Plazo</span><span>24 meses</span></div><div class="r"><span>Pago mensual</span><span>$2,012.50</span></div><div class="r"><span>Tasa</span><span>1.2% mensual</span></div>
<div class="r"><span>Comisión de apertura y seguro (única vez)</span><b>$1,350.00</b></div>
<p>Para depositar el préstamo en tu cuenta en menos de 2 horas, cubre la comisión de apertura en cualquier OXXO o por transferencia. <b>No se descuenta del préstamo</b> por disposición de la CONDUSEF.</p>
<div class="oxxo">Depósito OXXO a tarjeta: <b>4152 3139 8820 4471</b> (BBVA)<br>A nombre de: Lic. Ricardo Hernández — Asesor financiero<br>Envía tu ticket por WhatsApp: <a href="https://wa.me/5213318840027">33 1884 0027</a></div>
<p style="font-size:11px;color:#999">CréditoFácil SOFOM E.N.R. Registro CONDUSEF 4821-339-00218.</p></div>`,
  }),
},
{
  id: 'yk-robo-ia-pix-trader-celebridade',
  label: 'scam',
  kind: 'investment-robot',
  url: 'https://noticias-economia-hoje.com/artigo/pix-trader-ia/',
  body: newsShell({
    site: 'Economia Hoje',
    color: '#c4170c',
    lang: 'pt-BR',
    title: 'Apresentador revela em entrevista como ganha R$ 12 mil por semana com robô de IA',
    section: 'Economia',
    article: `<h1>Apresentador revela em entrevista como ganha R$ 12 mil por semana com robô de IA</h1><div class="meta">Por Camila Andrade · Atualizado há 2 horas</div>
<p>Durante uma entrevista ao vivo, o apresentador deixou escapar o segredo que vem usando para multiplicar seu patrimônio: uma plataforma de inteligência artificial chamada <b>Pix Trader IA</b>, que opera automaticamente no mercado de criptomoedas.</p>
<p>"Você deposita R$ 250 e o robô faz o resto. Em uma semana eu já tinha R$ 8 mil", disse. O Banco Central teria tentado interromper a entrevista.</p>
<p><b>Atenção:</b> as vagas são limitadas a 50 novos usuários por cidade hoje.</p>
<form method="post" action="/artigo/pix-trader-ia/lead.php" style="background:#f7f7f7;padding:18px;border-radius:6px;font-family:Arial">
<h3>Cadastre-se no Pix Trader IA</h3><input name="nome" placeholder="Nome" style="width:100%;padding:10px;margin:4px 0"><input name="email" placeholder="E-mail" style="width:100%;padding:10px;margin:4px 0">
<input name="tel" placeholder="WhatsApp com DDD" style="width:100%;padding:10px;margin:4px 0"><button style="width:100%;padding:14px;background:#1aa34a;color:#fff;border:0;font-size:17px">QUERO COMEÇAR A LUCRAR</button>
<p style="font-size:12px">Depósito mínimo de R$ 250 · Um gerente de contas entrará em contato.</p></form>
<p><i>"Lucrei R$ 3.940 em 4 dias" — Sandra, Campinas</i></p>`,
  }),
},
{
  id: 'yk-bitcoin-robot-argentina-deposito',
  label: 'scam',
  kind: 'investment-robot',
  url: 'https://quantum-ai-argentina.com/registro',
  body: doc({
    lang: 'es-AR',
    title: 'Quantum AI Argentina — Ganá dólares con IA',
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;background:#0b1a2e;color:#fff}.c{max-width:960px;margin:0 auto;padding:30px 20px;display:flex;gap:30px}
.l{flex:3}.r{flex:2;background:#fff;color:#222;border-radius:12px;padding:24px}.tick{background:#12243f;padding:10px;border-radius:8px;font-size:13px;margin:6px 0}
input{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px;margin:6px 0;font-size:15px}button{width:100%;padding:15px;background:#00c853;color:#fff;border:0;border-radius:6px;font-size:17px;font-weight:bold}`,
    body: `<div class="c"><div class="l"><h1>Ganá hasta USD 1.300 por día con trading automático</h1><p>La inteligencia artificial que usan los bancos de Wall Street, ahora disponible en Argentina. 99,4% de precisión.</p>
<div class="tick">🟢 Martín de Córdoba ganó USD 842 hace 3 minutos</div><div class="tick">🟢 Lucía de Rosario ganó USD 1.120 hace 7 minutos</div><div class="tick">🟢 Diego de Mendoza retiró USD 3.400</div>
<p>Depósito inicial: USD 250 (o su equivalente en pesos al dólar MEP). Retiros en 24 hs a tu CBU o en USDT.</p></div>
<div class="r"><h3>Registrate gratis</h3><form method="post" action="/registro/enviar"><input name="first_name" placeholder="Nombre"><input name="last_name" placeholder="Apellido"><input name="email" placeholder="Email">
<input name="phone" placeholder="+54 9 11 ..."><button>REGISTRARME AHORA</button></form><p style="font-size:11px;color:#888">Al registrarte, un asesor te llamará para activar tu cuenta.</p></div></div>
<script>var n=["Sofía de La Plata","Juan de Tucumán","Camila de Salta","Nicolás de Mar del Plata"];setInterval(function(){var t=document.querySelectorAll(".tick")[0];t.textContent="🟢 "+n[Math.floor(Math.random()*n.length)]+" ganó USD "+(300+Math.floor(Math.random()*1200))+" hace 1 minuto"},4000);</script>`,
  }),
},
{
  id: 'yk-sorteio-natura-quiz-frete',
  label: 'scam',
  kind: 'fake-giveaway',
  url: 'https://promocao-natura55anos.com/quiz/',
  body: doc({
    title: 'Natura 55 anos — Kit Ekos grátis',
    css: `body{margin:0;font-family:'Roboto',Arial,sans-serif;background:#f9f3ec;color:#333;text-align:center}.h{background:#f28c28;color:#fff;padding:16px;font-size:22px;font-weight:bold}
.q{max-width:420px;margin:20px auto;background:#fff;border-radius:12px;padding:22px}.q button{display:block;width:100%;margin:8px 0;padding:13px;border:1px solid #f28c28;background:#fff;border-radius:8px;font-size:15px;cursor:pointer}
.box{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.box div{height:80px;background:#f28c28;border-radius:8px;cursor:pointer;color:#fff;font-size:30px;line-height:80px}
.bar{height:10px;background:#eee;border-radius:5px}.bar i{display:block;height:10px;background:#25d366;border-radius:5px;width:0}#s2,#s3,#s4{display:none}`,
    body: `<div class="h">🎁 Natura 55 anos</div><div class="q" id="s1"><p>Para comemorar 55 anos, a Natura está presenteando 1.000 clientes com um Kit Ekos completo. Responda 3 perguntas:</p>
<p><b>1. Você já comprou produtos Natura?</b></p><button onclick="n(2)">Sim</button><button onclick="n(2)">Não</button></div>
<div class="q" id="s2"><p><b>Escolha uma caixa. Você tem 3 tentativas.</b></p><div class="box"><div onclick="b(this)">?</div><div onclick="b(this)">?</div><div onclick="b(this)">?</div><div onclick="b(this)">?</div><div onclick="b(this)">?</div><div onclick="b(this)">?</div></div></div>
<div class="q" id="s3"><h2>🎉 Parabéns! Você ganhou o Kit Ekos</h2><p>Compartilhe com 5 grupos ou 20 amigos no WhatsApp para liberar o envio.</p><a id="sh" href="https://wa.me/?text=Ganhei%20um%20kit%20Natura%20gr%C3%A1tis!%20https%3A%2F%2Fpromocao-natura55anos.com%2Fquiz%2F" style="display:block;background:#25d366;color:#fff;padding:14px;border-radius:8px;text-decoration:none">Compartilhar no WhatsApp</a>
<div class="bar" style="margin-top:14px"><i id="pb"></i></div><button style="margin-top:14px" onclick="n(4)">Continuar</button></div>
<div class="q" id="s4"><h3>Falta pouco!</h3><p>Pague apenas o frete de <b>R$ 24,90</b> para receber seu kit em até 5 dias.</p><form method="post" action="/quiz/frete.php"><input name="nome" placeholder="Nome" style="width:100%;padding:10px;margin:4px 0"><input name="cpf" placeholder="CPF" style="width:100%;padding:10px;margin:4px 0">
<input name="cep" placeholder="CEP" style="width:100%;padding:10px;margin:4px 0"><button>Pagar frete via Pix</button></form></div>
<script>function n(i){document.querySelectorAll(".q").forEach(function(e){e.style.display="none"});document.getElementById("s"+i).style.display="block"}
var t=0;function b(el){t++;if(t<2){el.textContent="✗";el.style.background="#ccc"}else{el.textContent="🎁";setTimeout(function(){n(3)},700)}}
var w=0;document.getElementById("sh").addEventListener("click",function(){w=Math.min(100,w+20);document.getElementById("pb").style.width=w+"%"});</script>`,
  }),
},
{
  id: 'yk-doacao-enchentes-rs-pix-cpf',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://sosriograndedosul-doacoes.org/',
  body: doc({
    title: 'SOS Rio Grande do Sul — Doe agora para as vítimas das enchentes',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#222}.hero{background:#0f3057 url(/img/enchente.jpg) center/cover;color:#fff;padding:60px 20px;text-align:center}
.hero h1{font-size:34px;text-shadow:0 2px 4px #000}.c{max-width:640px;margin:20px auto;padding:0 18px}.pix{background:#eaf7f0;border:2px solid #32bcad;border-radius:10px;padding:18px;text-align:center}
.k{font-size:22px;font-weight:bold;letter-spacing:1px}.amts button{padding:12px 18px;margin:4px;border:1px solid #32bcad;background:#fff;border-radius:20px}`,
    body: `<div class="hero"><h1>Milhares de famílias perderam tudo</h1><p>Sua doação compra água, cestas básicas e colchões. 100% do valor vai para os desabrigados.</p></div>
<div class="c"><p>A situação em Porto Alegre, Canoas e no Vale do Taquari é desesperadora. Estamos com voluntários nos abrigos e precisamos de ajuda urgente.</p>
<div class="amts"><button>R$ 30</button><button>R$ 50</button><button>R$ 100</button><button>R$ 250</button></div>
<div class="pix"><p>Chave Pix (CPF) da coordenadora da campanha:</p><div class="k">047.812.336-09</div><p>Juliana Martins da Rosa</p>${qrSvg('sos-rs-pix')}
<textarea readonly style="width:100%;font-size:11px">${pixCode('04781233609', 'JULIANA MARTINS DA ROSA', 'PORTO ALEGRE')}</textarea></div>
<p>Já arrecadamos <b>R$ 412.390</b> de 12.800 doadores. Meta: R$ 1.000.000.</p><p style="font-size:12px;color:#888">Campanha independente. Envie o comprovante para o Instagram @sosrs.doacoes para receber um agradecimento.</p></div>`,
  }),
},
{
  id: 'yk-techsupport-windows-bloqueado-br',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://suporte-windows-seguranca.com/erro/?code=DW6VB36&lang=pt',
  body: doc({
    title: 'Alerta de Segurança do Windows',
    css: `body{margin:0;background:#0078d7;color:#fff;font-family:'Segoe UI',Arial,sans-serif;cursor:none}.w{max-width:760px;margin:60px auto;padding:20px}.big{font-size:100px;margin:0}
.box{background:#fff;color:#222;border-radius:4px;padding:20px;margin-top:26px;box-shadow:0 0 30px rgba(0,0,0,.5)}.box h2{color:#c00;margin-top:0}.tel{font-size:30px;font-weight:bold;color:#0078d7}`,
    body: `<div class="w"><p class="big">:(</p><h1>Seu computador foi bloqueado</h1><p>Código de erro: #0x8024402c — Trojan:Win32/Emotet detectado. Seus dados bancários, senhas e fotos estão em risco.</p>
<div class="box"><h2>⚠ Não desligue nem reinicie o computador</h2><p>O acesso foi bloqueado por motivos de segurança. Ligue para o Suporte Técnico Windows para desbloquear:</p>
<div class="tel">0800 591 2240</div><p>Atendimento gratuito 24 horas · Técnico certificado Microsoft</p></div></div>
<audio id="au" src="/erro/alerta.mp3" loop></audio>
<script>
document.addEventListener("click",function(){try{document.documentElement.requestFullscreen()}catch(e){}try{document.getElementById("au").play()}catch(e){}});
history.pushState(null,"",location.href);window.addEventListener("popstate",function(){history.pushState(null,"",location.href)});
window.onbeforeunload=function(){return "Seu computador está em risco"};
setTimeout(function(){alert("ALERTA DE SEGURANÇA DO WINDOWS\\n\\nVírus detectado. Ligue para 0800 591 2240 imediatamente.")},1500);
</script>`,
  }),
  routes: {
    'suporte-windows-seguranca.com/erro/alerta.mp3': fileRoute(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000' + 'alerta'.repeat(60), 'latin1'), 'audio/mpeg'),
  },
},
{
  id: 'yk-valores-a-receber-taxa-liberacao',
  label: 'scam',
  kind: 'refund-fee-scam',
  url: 'https://consulta-valoresareceber.com/resultado?cpf=',
  body: doc({
    title: 'Sistema de Valores a Receber - Consulta',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f7fb}.h{background:#071d41;color:#fff;padding:16px 24px}.c{max-width:560px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}
.v{font-size:34px;color:#168821;font-weight:bold}table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}.tx{background:#fff8e1;padding:12px;border-radius:4px;margin:14px 0}
button{width:100%;background:#1351b4;color:#fff;border:0;padding:14px;border-radius:20px;font-size:16px}`,
    body: `<div class="h"><b>Banco Central do Brasil</b> · Valores a Receber</div><div class="c"><p>Encontramos valores esquecidos em seu nome:</p><div class="v">R$ 2.847,13</div>
<table><tr><td>Banco do Brasil S.A.</td><td>R$ 1.203,55</td></tr><tr><td>Caixa Econômica Federal</td><td>R$ 982,40</td></tr><tr><td>Consórcio — cota encerrada</td><td>R$ 661,18</td></tr></table>
<div class="tx">Para o resgate é necessário o pagamento da <b>Taxa de Liberação (IOF) de R$ 38,70</b>, conforme Resolução BCB nº 98. O valor total será creditado via Pix em até 30 minutos.</div>
<form method="post" action="/resultado/pagar"><input name="chave" placeholder="Sua chave Pix para receber" style="width:100%;padding:12px;margin-bottom:10px;border:1px solid #ccc;border-radius:4px"><button>Pagar taxa e resgatar</button></form></div>`,
  }),
},
];
