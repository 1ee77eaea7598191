import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Fake brand surveys and lotteries, travel deals and disaster "charities" spread on social media and messengers.

export const entries: Entry[] = [
  {
    id: 'n-scam-mercadona-survey-box-es',
    label: 'scam',
    kind: 'brand-survey',
    url: 'https://mercadona-aniversario.promo-regalos.club/es/encuesta?cid=fb77120',
    body: page({
      lang: 'es',
      title: 'Mercadona – Encuesta de aniversario: ¡gana una cesta de 500 €!',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3}.h{background:#00a650;color:#fff;padding:14px;text-align:center;font-size:22px;font-weight:bold}.w{max-width:460px;margin:14px auto;background:#fff;border-radius:8px;padding:18px}
.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #00a650;background:#fff;border-radius:6px;font-size:15px}.bx{display:inline-block;width:30%;height:70px;margin:1%;background:#ffb300;border-radius:6px;cursor:pointer;font-size:32px;text-align:center;line-height:70px}
.cm{font-size:13px;border-top:1px solid #eee;padding:8px 0}.cm b{color:#385898}`,
      body: `<div class="h">MERCADONA · 49 aniversario</div><div class="w" id="app"><p>¡Enhorabuena! Has sido seleccionado/a para participar en nuestra encuesta anónima de satisfacción. Responde 4 preguntas y elige una caja: podrás ganar una <b>cesta de productos valorada en 500 €</b>.</p><p style="color:#c00;font-size:13px">Esta oferta caduca en <b id="cd">04:59</b></p><div class="q" id="q"></div></div>
<div class="w"><b>Comentarios</b><div class="cm"><b>Lucía Fernández</b> ¡Me ha llegado hoy la cesta! Gracias Mercadona ❤️</div><div class="cm"><b>Antonio Ruiz</b> Pensaba que era mentira pero es verdad, solo pagué el envío</div><div class="cm"><b>Carmen Gil</b> Ya la he pedido, a ver si llega 🤞</div></div>
<script>var qs=[['¿Con qué frecuencia compras en Mercadona?',['Todos los días','Varias veces por semana','Una vez al mes']],['¿Cómo valoras la atención en tienda?',['Excelente','Buena','Regular']],['¿Qué sección prefieres?',['Frescos','Panadería','Droguería']],['¿Recomendarías Mercadona?',['Sí','No']]],i=0;
function show(){var q=document.getElementById('q');if(i<qs.length){q.innerHTML='<p><b>Pregunta '+(i+1)+' de 4:</b> '+qs[i][0]+'</p>'+qs[i][1].map(function(a){return '<button onclick="i++;show()">'+a+'</button>'}).join('');return}
q.innerHTML='<p><b>¡Gracias!</b> Elige una de las cajas. Tienes 3 intentos.</p>'+[1,2,3,4,5,6,7,8,9].map(function(n){return '<span class="bx" onclick="pick(this)">🎁</span>'}).join('')}
var tries=0;function pick(el){tries++;if(tries<2){el.textContent='❌';alert('¡Vaya! Esta caja está vacía. Te quedan '+(3-tries)+' intentos.');return}el.textContent='🧺';setTimeout(function(){document.getElementById('q').innerHTML='<h3>¡FELICIDADES! Has ganado la cesta Mercadona de 500 €</h3><p>Solo tienes que pagar los gastos de envío de <b>1,95 €</b>. Introduce tus datos de entrega y pago para recibirla en 3-5 días.</p><form onsubmit="event.preventDefault();location.href=\\'/es/envio\\'"><input placeholder="Nombre y apellidos" required><input placeholder="Dirección" required><input placeholder="Teléfono" required><button class="btn" style="background:#00a650;color:#fff;border:0;padding:12px;width:100%">Continuar al pago</button></form>'},600)}
show();</script>${countdown('cd', 299)}`,
    }),
    routes: {
      'mercadona-aniversario.promo-regalos.club/es/envio': htmlRoute(page({ lang: 'es', title: 'Pago de envío', body: '<main style="max-width:420px"><h2>Pago de gastos de envío: 1,95 €</h2><form><label>Número de tarjeta</label><input><label>Caducidad</label><input placeholder="MM/AA"><label>CVV</label><input><button class="btn">Pagar 1,95 €</button></form><p class="small">Al pagar aceptas la suscripción al club de ofertas VIP por 49,90 € cada 14 días. Puedes cancelar en cualquier momento.</p></main>' })),
    },
  },
  {
    id: 'n-scam-boticario-pix-frete-br',
    label: 'scam',
    kind: 'brand-survey',
    url: 'https://oboticario-presente.sorteio-clientes.com/br/',
    body: page({
      lang: 'pt-BR',
      title: 'O Boticário 48 anos – Kit presente grátis para clientes',
      head: fbqStub('1122009988776655'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f4ef}.h{background:#004d40;color:#fff;padding:14px;text-align:center;font-weight:bold}.w{max-width:460px;margin:14px auto;background:#fff;border-radius:10px;padding:18px}
.pix{text-align:center}.cp{font-family:monospace;font-size:11px;word-break:break-all;background:#f0f0f0;padding:8px}`,
      body: `<div class="h">O BOTICÁRIO · 48 ANOS</div><div class="w"><h2>Parabéns, você foi selecionada! 🎁</h2><p>Para comemorar nosso aniversário, estamos presenteando 1.000 clientes com o <b>Kit Malbec + Lily + Nativa SPA</b> (valor R$ 489,90). Você só paga o frete.</p>
<form id="f"><input placeholder="Nome completo" required style="width:100%;padding:10px;margin:4px 0"><input placeholder="CPF" required style="width:100%;padding:10px;margin:4px 0"><input placeholder="CEP" required style="width:100%;padding:10px;margin:4px 0"><button style="width:100%;padding:12px;background:#004d40;color:#fff;border:0">Resgatar meu presente</button></form><div id="r"></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<div class="pix"><h3>Pague o frete via PIX: R$ 27,90</h3>${qrSvg('00020126580014br.gov.bcb.pix0136boticario-frete-27.90', 170)}<p>Ou copie o código Pix Copia e Cola:</p><div class="cp">00020126580014BR.GOV.BCB.PIX0136a3f1c2d4-7b8e-4f90-9c1a-55e2bb7709ef520400005303986540527.905802BR5920LOJA PRESENTES LTDA6009SAO PAULO62070503***6304B1F2</div><p style="font-size:12px;color:#777">Após o pagamento seu kit será enviado em até 7 dias úteis. Oferta válida por <b>10 minutos</b>.</p></div>'}</script>`,
    }),
  },
  {
    id: 'n-scam-coupang-event-ko',
    label: 'scam',
    kind: 'brand-survey',
    url: 'https://coupang-event.kr-gift.shop/anniversary',
    body: page({
      lang: 'ko',
      title: '쿠팡 창립 기념 고객 감사 이벤트 – 설문 참여하고 선물 받기',
      css: `body{margin:0;font-family:"Malgun Gothic","Apple SD Gothic Neo",sans-serif;background:#f6f6f6}.h{background:#fff;padding:14px;text-align:center;font-size:24px;font-weight:bold}.h span:nth-child(1){color:#a0522d}.h span:nth-child(2){color:#e74c3c}.h span:nth-child(3){color:#f1c40f}.h span:nth-child(4){color:#2ecc71}.h span:nth-child(5){color:#3498db}
.w{max-width:460px;margin:12px auto;background:#fff;padding:18px;border-radius:10px}.q button{width:100%;padding:12px;margin:6px 0;border:1px solid #346aff;background:#fff;border-radius:6px;color:#346aff}`,
      body: `<div class="h"><span>c</span><span>o</span><span>u</span><span>p</span><span>a</span>ng</div><div class="w"><h3>🎉 고객 감사 이벤트 당첨 안내</h3><p>고객님은 쿠팡 창립 기념 이벤트에 무작위로 선정되셨습니다. 간단한 설문에 응답하시면 <b>갤럭시 S26 울트라</b>를 받으실 수 있습니다. (남은 수량: <b>3</b>개)</p><div class="q" id="q"><button onclick="n()">설문 시작하기</button></div></div>
<script>var s=0,qs=['쿠팡을 얼마나 자주 이용하십니까?','로켓배송에 만족하십니까?','쿠팡을 지인에게 추천하시겠습니까?'];function n(){var q=document.getElementById('q');if(s<qs.length){q.innerHTML='<p>'+qs[s]+'</p><button onclick="n()">예</button><button onclick="n()">아니오</button>';s++;return}q.innerHTML='<p><b>축하합니다!</b> 갤럭시 S26 울트라 당첨! 배송비 <b>2,900원</b>만 결제하시면 3일 내 배송됩니다.</p><form onsubmit="event.preventDefault();this.innerHTML=\\'<p>결제 처리 중입니다…</p>\\'"><input placeholder="이름" style="width:100%;padding:10px;margin:4px 0"><input placeholder="휴대폰 번호" style="width:100%;padding:10px;margin:4px 0"><input placeholder="카드번호" style="width:100%;padding:10px;margin:4px 0"><input placeholder="유효기간 MM/YY" style="width:48%;padding:10px;margin:4px 0"> <input placeholder="CVC" style="width:48%;padding:10px;margin:4px 0"><button style="width:100%;padding:12px;background:#346aff;color:#fff;border:0">배송비 결제</button></form>'}</script>`,
    }),
  },
  {
    id: 'n-scam-deprem-yardim-tr',
    label: 'scam',
    kind: 'fake-charity',
    url: 'https://deprem-yardim-kampanyasi.org/bagis',
    body: page({
      lang: 'tr',
      title: 'Deprem Bölgesine Acil Yardım – Bağış Yapın',
      head: fbqStub('990011223344551'),
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.h{background:#b71c1c;color:#fff;padding:26px 20px;text-align:center}.w{max-width:680px;margin:auto;padding:16px}.c{border:1px solid #eee;border-radius:8px;padding:14px;margin:10px 0}
.bar{height:14px;background:#eee;border-radius:7px}.bar i{display:block;height:14px;width:72%;background:#b71c1c;border-radius:7px}.iban{font-family:monospace;background:#f6f6f6;padding:10px;border-radius:6px}`,
      body: `<div class="h"><h1>Malatya ve Adıyaman'daki depremzedeler için ACİL YARDIM</h1><p>Çadır, battaniye, ısıtıcı ve gıda kolisi ulaştırıyoruz. Her bağış bir hayat kurtarır.</p></div>
<div class="w"><div class="c"><p><b>Toplanan: 4.218.450 ₺</b> / Hedef: 6.000.000 ₺</p><div class="bar"><i></i></div><p style="font-size:13px;color:#777">18.402 bağışçı · Son 1 saatte 312 bağış</p></div>
<div class="c"><p>Bölgede hava sıcaklığı -8 dereceye düştü. Binlerce aile çadırsız. Lütfen hemen bağış yapın ve bu sayfayı paylaşın. 🙏</p>
<p><b>Banka havalesi:</b></p><div class="iban">IBAN: TR41 0006 2000 7720 0006 2981 55<br>Alıcı: Emre K.<br>Açıklama: DEPREM YARDIM</div>
<p><b>Kripto ile bağış (USDT-TRC20):</b></p><div class="iban">TLr8yWv3bN5qT2hK9mD1xC7pZ4fA6jE0sG</div>
<p style="font-size:12px;color:#777">Bağışlarınız doğrudan gönüllü ekiplerimize ulaşır. Şeffaflık için dekontlar Instagram hesabımızda paylaşılmaktadır.</p></div>
<p style="font-size:11px;color:#999">Gönüllü Eller Yardım Platformu · © 2026</p></div>`,
    }),
  },
  {
    id: 'n-scam-hurricane-relief-crypto-us',
    label: 'scam',
    kind: 'fake-charity',
    url: 'https://gulfcoast-hurricane-relief.org/donate',
    body: page({
      lang: 'en-US',
      title: 'Gulf Coast Hurricane Relief Fund – Donate Now',
      head: gaStub('G-GCHR2026'),
      css: BASE_CSS + `.hero{background:#0d47a1;color:#fff;padding:34px 24px}.amt button{margin:4px;padding:10px 16px;border:1px solid #0d47a1;background:#fff;border-radius:6px}.w{font-family:monospace;background:#f5f5f5;padding:8px;word-break:break-all}`,
      body: `<header><b>Gulf Coast Hurricane Relief Fund</b><nav><a href="#">About</a><a href="#">Our Work</a><a href="#">Donate</a></nav></header>
<div class="hero"><h1>Hurricane victims in Florida and Louisiana need you now</h1><p>Families lost everything. 100% of your donation goes to emergency shelter, water and food.</p></div>
<main><div class="card"><h3>Choose an amount</h3><div class="amt"><button>$25</button><button>$50</button><button>$100</button><button>$250</button><button>Other</button></div>
<p><b>Card donations are temporarily down</b> due to high volume. Please donate via:</p><p>Bitcoin: <span class="w">bc1q9v4ht0xk2p6yz7r3mfe8dlq5sj0ucw2n4a7g8e</span></p><p>Ethereum / USDT (ERC20): <span class="w">0x7a3F9b2C4e1D8f06A5b3C2d1E0f9A8b7C6d5E4f3</span></p><p>Cash App: $GulfReliefFund · Zelle: donate@gulfcoast-hurricane-relief.org</p></div>
<p>"Thanks to donors like you we delivered 12,000 meals this week" — Pastor James, Lake Charles</p>
<p class="small">Gulf Coast Hurricane Relief Fund is a grassroots initiative. Donations may not be tax deductible.</p></main>`,
    }),
  },
  {
    id: 'n-scam-spin-wheel-lidl-de',
    label: 'scam',
    kind: 'brand-survey',
    url: 'https://lidl-gluecksrad.gewinn-aktion.online/de/',
    body: page({
      lang: 'de',
      title: 'LIDL Glücksrad – Drehen und 500 € Einkaufsgutschein gewinnen',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#0050aa;color:#fff;text-align:center}.w{max-width:460px;margin:auto;padding:18px}.wh{width:260px;height:260px;border-radius:50%;margin:20px auto;border:8px solid #fff000;background:conic-gradient(#e60a14 0 45deg,#fff000 45deg 90deg,#e60a14 90deg 135deg,#fff000 135deg 180deg,#e60a14 180deg 225deg,#fff000 225deg 270deg,#e60a14 270deg 315deg,#fff000 315deg);transition:transform 4s ease-out}
.b{padding:14px 30px;background:#fff000;color:#0050aa;border:0;font-size:18px;font-weight:bold;border-radius:30px}.r{background:#fff;color:#222;border-radius:8px;padding:14px;margin-top:14px;display:none}`,
      body: `<div class="w"><h1>LIDL Glücksrad 🎡</h1><p>Nur heute: Drehen Sie das Rad und gewinnen Sie einen LIDL-Gutschein über bis zu <b>500 €</b>! Sie haben <b>2 Versuche</b>.</p><div class="wh" id="wh"></div><button class="b" id="sp">DREHEN</button>
<div class="r" id="r"><h2>🎉 Glückwunsch! 500 € Gutschein</h2><p>Um Ihren Gutschein zu erhalten, bestätigen Sie Ihre Teilnahme mit einer einmaligen Bearbeitungsgebühr von <b>2,00 €</b> per Kreditkarte.</p><a class="b" href="/de/checkout" style="text-decoration:none;display:inline-block">Gutschein sichern</a><p style="font-size:11px;color:#777">Mit der Teilnahme akzeptieren Sie die AGB der Gewinnspiel-Community (Mitgliedschaft 59 €/Monat).</p></div></div>
<script>var t=0;document.getElementById('sp').onclick=function(){t++;var w=document.getElementById('wh');w.style.transform='rotate('+(t*1440+(t==1?200:338))+'deg)';setTimeout(function(){if(t==1){alert('Schade! Noch 1 Versuch.')}else{document.getElementById('r').style.display='block'}},4100)}</script>`,
    }),
    routes: {
      'lidl-gluecksrad.gewinn-aktion.online/de/checkout': htmlRoute(page({ lang: 'de', title: 'Bestätigung', body: '<main style="max-width:420px"><h2>Teilnahme bestätigen – 2,00 €</h2><form><label>Kartennummer</label><input><label>Gültig bis</label><input><label>CVC</label><input><button class="btn">Jetzt bestätigen</button></form></main>' })),
    },
  },
];
