import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-clean-checkout-loja-cartao-pix',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.atelieflordecaju.com.br/checkout/v3/payment/48210977/',
  body: doc({
    title: 'Checkout - Ateliê Flor de Caju',
    head: `<script src="https://sdk.mercadopago.com/js/v2"></script>`,
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;background:#faf7f2;color:#333}.h{background:#fff;border-bottom:1px solid #eee;padding:16px 30px;font-weight:700;color:#b5651d}
.w{max-width:980px;margin:26px auto;display:flex;gap:24px;padding:0 16px}.p{flex:2;background:#fff;border-radius:8px;padding:24px}.s{flex:1;background:#fff;border-radius:8px;padding:20px;height:fit-content}
.tabs label{display:block;border:1px solid #ddd;border-radius:6px;padding:12px;margin:8px 0;cursor:pointer}input,select{width:100%;padding:11px;border:1px solid #ccc;border-radius:4px;margin:5px 0;font-size:15px}
.r{display:flex;gap:10px}.b{width:100%;background:#b5651d;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;margin-top:12px}.it{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}
#pixbox{display:none;text-align:center}`,
    body: `<div class="h">Ateliê Flor de Caju · Compra segura</div><div class="w"><div class="p"><h3>Pagamento</h3>
<div class="tabs"><label><input type="radio" name="pm" value="card" checked onchange="sw()"> Cartão de crédito (até 6x sem juros)</label><label><input type="radio" name="pm" value="pix" onchange="sw()"> Pix (5% de desconto)</label><label><input type="radio" name="pm" value="boleto" onchange="sw()"> Boleto bancário</label></div>
<form id="form-checkout" method="post" action="/checkout/v3/payment/48210977/process"><div id="cardbox"><input id="cardNumber" placeholder="Número do cartão" data-mask="card" autocomplete="cc-number"><div class="r"><input id="exp" placeholder="MM/AA" data-mask="val" autocomplete="cc-exp"><input id="cvv" placeholder="CVV" maxlength="4" autocomplete="cc-csc"></div>
<input name="holder" placeholder="Nome impresso no cartão" autocomplete="cc-name"><input name="cpf" placeholder="CPF do titular" data-mask="cpf"><select name="installments"><option>1x de R$ 289,70 sem juros</option><option>2x de R$ 144,85 sem juros</option><option>3x de R$ 96,57 sem juros</option><option>6x de R$ 48,28 sem juros</option></select></div>
<div id="pixbox">${qrSvg('atelie-pix-275')}<p>Pix copia e cola (válido por 30 minutos):</p><input readonly value="${pixCode('atendimento@atelieflordecaju.com.br', 'ATELIE FLOR DE CAJU LTDA', 'FORTALEZA', '275.22', 'PED48210977')}"></div>
<button class="b">Finalizar pedido</button></form><p style="font-size:12px;color:#777">Pagamento processado pelo Mercado Pago. Não armazenamos os dados do seu cartão.</p></div>
<div class="s"><h3>Resumo</h3><div class="it"><span>Bolsa de palha tramada</span><span>R$ 189,90</span></div><div class="it"><span>Brinco renda de bilro</span><span>R$ 79,90</span></div><div class="it"><span>Frete (PAC)</span><span>R$ 19,90</span></div><div class="it"><b>Total</b><b>R$ 289,70</b></div>
<p style="font-size:12px">CNPJ 31.204.877/0001-09 · Fortaleza/CE · contato@atelieflordecaju.com.br</p></div></div>${maskJsBR}
<script>function sw(){var v=document.querySelector('input[name=pm]:checked').value;document.getElementById("cardbox").style.display=v==="card"?"block":"none";document.getElementById("pixbox").style.display=v==="pix"?"block":"none"}
try{var mp=new MercadoPago("APP_USR-7f2c1a9e-4b3d-4e8f-a612-0c9d8e7f6a51",{locale:"pt-BR"})}catch(e){}</script>`,
  }),
},
{
  id: 'yk-clean-shortlink-to-magalu',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://bit.ly/magalu-maes-yk25',
  routes: {
    'bit.ly/magalu-maes-yk25': redirectRoute(301, 'https://www.magazineluiza.com.br/selecao/ofertasdodia/?utm_source=instagram&utm_medium=bio&utm_campaign=maes25'),
    'www.magazineluiza.com.br/selecao/ofertasdodia/': htmlRoute(doc({
      title: 'Ofertas do Dia Magalu | Magazine Luiza',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#0086ff;color:#fff;padding:14px 24px;font-size:26px;font-weight:bold}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;max-width:900px;margin:20px auto}.g div{background:#fff;padding:14px;border-radius:8px}`,
      body: `<div class="h">Magalu</div><h2 style="max-width:900px;margin:20px auto 0">Ofertas do Dia</h2><div class="g"><div>Smart TV LG 50" 4K<br><b>R$ 2.099,00</b></div><div>Geladeira Brastemp Frost Free 375L<br><b>R$ 3.149,00</b></div><div>Notebook Lenovo IdeaPad i5<br><b>R$ 2.899,00</b></div></div>`,
    })),
  },
},
{
  id: 'yk-clean-claro-recarga-cartao-own',
  label: 'clean',
  kind: 'carrier-topup',
  url: 'https://www.claro.com.br/recarga/pre-pago?origem=menu',
  body: doc({
    title: 'Recarga Claro pré-pago | Claro',
    css: `body{margin:0;font-family:'AMX',Arial,sans-serif;background:#f4f4f4}.h{background:#da291c;color:#fff;padding:16px 26px;font-size:26px;font-weight:bold}.c{max-width:480px;margin:26px auto;background:#fff;border-radius:10px;padding:24px}
.v{display:flex;flex-wrap:wrap;gap:8px}.v label{border:1px solid #da291c;border-radius:20px;padding:8px 14px;font-size:14px}input{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px;margin:5px 0}
button{width:100%;background:#da291c;color:#fff;border:0;border-radius:24px;padding:14px;font-weight:bold;margin-top:10px}`,
    body: `<div class="h">claro</div><div class="c"><h2>Recarga pré-pago</h2><form method="post" action="/recarga/api/pedido"><input name="msisdn" placeholder="Número Claro com DDD" data-mask="tel">
<div class="v"><label><input type="radio" name="valor" value="15"> R$ 15</label><label><input type="radio" name="valor" value="20" checked> R$ 20</label><label><input type="radio" name="valor" value="30"> R$ 30</label><label><input type="radio" name="valor" value="50"> R$ 50</label></div>
<p style="font-size:13px">Pagamento com cartão de crédito ou Pix.</p><input name="cc" placeholder="Número do cartão" data-mask="card" autocomplete="cc-number"><input name="exp" placeholder="MM/AA" data-mask="val" autocomplete="cc-exp"><input name="cvv" placeholder="CVV" maxlength="4" autocomplete="cc-csc">
<button>Recarregar</button></form><p style="font-size:12px;color:#777">Recarga oficial Claro. Não existe "recarga em dobro" fora dos canais oficiais; confira as promoções vigentes em claro.com.br/promocoes.</p></div>${maskJsBR}`,
  }),
},
{
  id: 'yk-clean-doacao-cruz-vermelha-rs',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.cruzvermelha.org.br/doe/emergencia-rio-grande-do-sul',
  body: doc({
    title: 'Doe para a emergência no Rio Grande do Sul | Cruz Vermelha Brasileira',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#222}.h{padding:14px 28px;border-bottom:3px solid #e30613;display:flex;align-items:center;gap:12px;font-weight:bold}.h i{color:#e30613;font-style:normal;font-size:30px}
.c{max-width:720px;margin:24px auto;padding:0 18px}.box{display:flex;gap:18px}.box>div{flex:1;border:1px solid #ddd;border-radius:8px;padding:18px}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:4px;margin:4px 0}
button{width:100%;background:#e30613;color:#fff;border:0;padding:12px;border-radius:4px;margin-top:8px}.k{font-weight:bold;font-size:18px}`,
    body: `<div class="h"><i>✚</i> Cruz Vermelha Brasileira</div><div class="c"><h1>Emergência no Rio Grande do Sul</h1><p>Equipes e voluntários da Cruz Vermelha estão distribuindo água potável, kits de higiene e colchões nos abrigos de Porto Alegre, Canoas e São Leopoldo.</p>
<div class="box"><div><h3>Pix</h3><p>Chave CNPJ:</p><div class="k">33.649.575/0001-99</div><p style="font-size:13px">Favorecido: Cruz Vermelha Brasileira — Órgão Central. Confira o nome antes de confirmar.</p>${qrSvg('cvb-pix-rs', 130)}</div>
<div><h3>Cartão de crédito</h3><form method="post" action="/doe/api/pagamento"><input name="valor" placeholder="Valor (R$)"><input name="nome" placeholder="Nome"><input name="email" placeholder="E-mail"><input name="cc" placeholder="Número do cartão" data-mask="card" autocomplete="cc-number"><input name="exp" placeholder="MM/AA" data-mask="val"><input name="cvv" placeholder="CVV" maxlength="4"><button>Doar</button></form></div></div>
<p style="font-size:13px">Transparência: a prestação de contas da campanha é publicada mensalmente em <a href="/transparencia">cruzvermelha.org.br/transparencia</a>. Desconfie de pedidos de doação para chaves Pix de pessoas físicas.</p></div>${maskJsBR}`,
  }),
},
{
  id: 'yk-clean-ml-vendedores-como-receber',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://vendedores.mercadolivre.com.br/nota/como-e-quando-recebo-o-dinheiro-das-minhas-vendas',
  body: doc({
    title: 'Como e quando recebo o dinheiro das minhas vendas? | Central de Vendedores',
    css: `body{margin:0;font-family:'Proxima Nova',Arial,sans-serif;background:#fff;color:#333}.nav{background:#fff159;padding:14px 24px;font-weight:bold;color:#2d3277}.c{max-width:760px;margin:30px auto;padding:0 18px;line-height:1.65}
blockquote{background:#fff4e5;border-left:4px solid #f5a623;margin:16px 0;padding:12px 16px;font-style:italic}.tip{background:#e8f4ff;border-radius:6px;padding:14px}`,
    body: `<div class="nav">Central de Vendedores · Mercado Livre</div><div class="c"><h1>Como e quando recebo o dinheiro das minhas vendas?</h1>
<p>O dinheiro de cada venda fica disponível na sua conta do Mercado Pago depois que o comprador recebe o produto. O prazo aparece no detalhe da venda, em <b>Vendas &gt; Detalhe</b>.</p>
<h2>Cuidado com mensagens falsas de "pagamento retido"</h2><p>Golpistas se passam pelo comprador ou pelo Mercado Livre e enviam mensagens como estas:</p>
<blockquote>"Olá, já fiz o pagamento pelo Mercado Livre, mas ele só é liberado depois que você confirmar seus dados no link: mercadolivre-vendas-liberacao.com"</blockquote>
<blockquote>"Sua venda foi aprovada! Para receber, pague a taxa de verificação de vendedor de R$ 89,90 via Pix."</blockquote>
<div class="tip"><b>Lembre-se:</b> o Mercado Livre nunca pede dados do seu cartão, senha ou pagamento de taxas para liberar dinheiro de uma venda. Confira sempre suas vendas direto no app ou em mercadolivre.com.br.</div>
<p>Se recebeu uma mensagem assim, não clique no link e denuncie em <a href="https://www.mercadolivre.com.br/ajuda">Ajuda</a>.</p></div>`,
  }),
},
{
  id: 'yk-clean-correios-minhas-importacoes',
  label: 'clean',
  kind: 'parcel-real',
  url: 'https://apps.correios.com.br/portalimportador/pages/remessas/minhasRemessas.jsf',
  body: doc({
    title: 'Minhas Importações - Correios',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3}.hd{background:#00416b;color:#ffd000;padding:14px 26px;font-size:22px;font-weight:bold}.m{max-width:760px;margin:22px auto;background:#fff;padding:24px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:8px;border-bottom:1px solid #e5e5e5;text-align:left}.b{background:#00416b;color:#fff;border:0;padding:8px 14px;border-radius:3px}`,
    body: `<div class="hd">Correios</div><div class="m"><h2>Minhas Importações</h2><p>Olá, CARLOS E. S. — remessas vinculadas ao seu CPF:</p>
<table><tr><th>Objeto</th><th>Situação</th><th>Tributos</th><th></th></tr><tr><td>NN418273695BR</td><td>Aguardando pagamento</td><td>R$ 61,58</td><td><form method="post" action="/portalimportador/pages/pagamento/gerarPagamento.jsf"><input type="hidden" name="objeto" value="NN418273695BR"><button class="b">Pagar (cartão, Pix ou boleto)</button></form></td></tr>
<tr><td>LB902114837SE</td><td>Entregue</td><td>Isento</td><td></td></tr></table>
<p style="font-size:13px">Os Correios não enviam SMS ou e-mails com links de pagamento. O pagamento é feito apenas aqui, no app Correios ou no Meu Correios, após login.</p></div>`,
  }),
},
{
  id: 'yk-clean-simulador-emprestimo-banco',
  label: 'clean',
  kind: 'legit-loan',
  url: 'https://www.bancointer.com.br/pra-voce/emprestimos/consignado-privado/',
  body: doc({
    title: 'Empréstimo consignado privado: simule online | Inter',
    css: `body{margin:0;font-family:'Sora',Arial,sans-serif;background:#fff;color:#161616}.h{background:#ff7a00;color:#fff;padding:14px 28px;font-weight:800;font-size:24px}.c{max-width:900px;margin:30px auto;display:flex;gap:30px;padding:0 18px}
.sim{flex:1;background:#fff7f0;border-radius:16px;padding:24px}input[type=range]{width:100%}.r{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #f3d9c4;font-size:14px}`,
    body: `<div class="h">inter</div><div class="c"><div style="flex:1"><h1>Consignado com desconto direto na folha</h1><p>Taxas a partir de 1,59% a.m. para quem tem carteira assinada. Contratação 100% pelo app, sem tarifa de abertura de crédito e sem pagamento antecipado.</p>
<p style="font-size:13px;color:#666">O Inter nunca cobra depósito, seguro ou taxa antecipada para liberar um empréstimo. Se alguém pedir, é golpe.</p></div>
<div class="sim"><h3>Simule</h3><label>Valor: <b id="v">R$ 10.000</b></label><input type="range" id="val" min="1000" max="50000" step="500" value="10000"><label>Parcelas: <b id="n">36</b></label><input type="range" id="par" min="6" max="48" value="36">
<div class="r"><span>Parcela estimada</span><b id="p"></b></div><div class="r"><span>Taxa</span><span>1,89% a.m. · CET 25,6% a.a.</span></div><p style="font-size:12px">Simulação sujeita à análise de crédito.</p></div></div>
<script>function f(x){return x.toLocaleString("pt-BR",{style:"currency",currency:"BRL"})}function c(){var v=+document.getElementById("val").value,n=+document.getElementById("par").value,i=.0189;var p=v*i/(1-Math.pow(1+i,-n));
document.getElementById("v").textContent=f(v);document.getElementById("n").textContent=n;document.getElementById("p").textContent=f(p)}document.querySelectorAll("input[type=range]").forEach(function(e){e.oninput=c});c();</script>`,
  }),
},
];
