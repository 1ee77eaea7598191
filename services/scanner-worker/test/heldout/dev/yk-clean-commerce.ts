import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-clean-checkout-mx-tarjeta-oxxo-spei',
  label: 'clean',
  kind: 'shop-checkout',
  url: 'https://www.cafeelmanantial.mx/checkout/pago',
  body: doc({
    lang: 'es-MX',
    title: 'Pago | Café El Manantial - Café de Chiapas',
    head: `<script src="https://cdn.conekta.io/js/latest/conekta.js"></script>`,
    css: `body{margin:0;font-family:'Work Sans',Arial,sans-serif;background:#f7f3ee;color:#3d2b1f}.h{background:#3d2b1f;color:#f7f3ee;padding:16px 30px;font-size:20px}
.c{max-width:600px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}.m{display:flex;gap:8px}.m button{flex:1;padding:12px;border:1px solid #ccc;background:#fff;border-radius:6px}.m button.on{border-color:#3d2b1f;background:#f0e6dc}
input{width:100%;padding:11px;border:1px solid #ccc;border-radius:4px;margin:5px 0}.pane{display:none;margin-top:14px}.pane.on{display:block}.ref{font-size:20px;font-weight:bold;letter-spacing:2px}
.b{width:100%;background:#3d2b1f;color:#fff;border:0;border-radius:6px;padding:14px;margin-top:12px}`,
    body: `<div class="h">Café El Manantial</div><div class="c"><h3>Total: $684.00 MXN</h3><p style="font-size:14px">2 × Café de altura Chiapas 1 kg · Envío estándar gratis</p>
<div class="m"><button class="on" onclick="sh(0)">Tarjeta</button><button onclick="sh(1)">OXXO Pay</button><button onclick="sh(2)">Transferencia SPEI</button></div>
<div class="pane on"><form id="card-form" method="post" action="/checkout/pago/tarjeta"><input data-conekta="card[name]" placeholder="Nombre del titular"><input data-conekta="card[number]" placeholder="Número de tarjeta" maxlength="19" autocomplete="cc-number">
<input data-conekta="card[exp_month]" placeholder="MM" style="width:48%"> <input data-conekta="card[exp_year]" placeholder="AAAA" style="width:48%"><input data-conekta="card[cvc]" placeholder="CVC" maxlength="4"><button class="b">Pagar $684.00</button></form></div>
<div class="pane"><p>Genera tu referencia y paga en cualquier OXXO. Tu pedido se envía al confirmarse el pago (hasta 24 h).</p><form method="post" action="/checkout/pago/oxxo"><button class="b">Generar referencia OXXO</button></form></div>
<div class="pane"><p>Al confirmar, te asignamos una CLABE única para este pedido (procesado por Conekta):</p><form method="post" action="/checkout/pago/spei"><button class="b">Obtener CLABE</button></form></div>
<p style="font-size:12px;color:#777">Café El Manantial S. de R.L. de C.V. · RFC CMA190822KQ3 · Tapachula, Chiapas · Facturación en <a href="/facturacion">/facturacion</a></p></div>
<script>function sh(i){document.querySelectorAll(".m button").forEach(function(b,j){b.classList.toggle("on",i===j)});document.querySelectorAll(".pane").forEach(function(p,j){p.classList.toggle("on",i===j)})}
try{Conekta.setPublicKey("key_KJysdbf6PotS2ut2")}catch(e){}</script>`,
  }),
},
{
  id: 'yk-clean-boleto-segunda-via-saneamento',
  label: 'clean',
  kind: 'boleto-real',
  url: 'https://agenciavirtual.sabesp.com.br/servicos/segunda-via-de-conta',
  body: doc({
    title: 'Segunda via de conta | Agência Virtual Sabesp',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f2f6f9;color:#333}.h{background:#005baa;color:#fff;padding:16px 28px;font-size:20px;font-weight:bold}
.c{max-width:760px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:8px;border-bottom:1px solid #e6e6e6;text-align:left}
.ld{font-family:monospace;background:#f4f4f4;padding:8px;font-size:14px}a.b{background:#005baa;color:#fff;padding:8px 14px;border-radius:4px;text-decoration:none;font-size:13px}`,
    body: `<div class="h">Sabesp · Agência Virtual</div><div class="c"><h2>Segunda via de conta</h2><p>Fornecimento: <b>0312.884.109-5</b> · Rua das Acácias, 118 — São Paulo/SP</p>
<table><tr><th>Referência</th><th>Vencimento</th><th>Valor</th><th></th></tr>
<tr><td>04/2025</td><td>12/05/2025</td><td>R$ 148,32</td><td><a class="b" href="/servicos/segunda-via-de-conta/pdf?ref=202504">PDF</a></td></tr>
<tr><td>03/2025</td><td>11/04/2025</td><td>R$ 139,77 (paga)</td><td><a class="b" href="/servicos/segunda-via-de-conta/pdf?ref=202503">PDF</a></td></tr></table>
<p>Código de barras (04/2025):</p><div class="ld">82650000001-5 48320097000-1 31288410952-8 02505120000-4</div><p style="font-size:13px">Também é possível pagar com Pix pelo QR Code impresso na conta ou pelo app Sabesp Mobile. A Sabesp não envia boletos por WhatsApp.</p></div>`,
  }),
  routes: {
    'agenciavirtual.sabesp.com.br/servicos/segunda-via-de-conta/pdf': fileRoute('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'conta_sabesp_202504.pdf'),
  },
},
{
  id: 'yk-clean-magalu-promo-dia-das-maes',
  label: 'clean',
  kind: 'brand-promotion',
  url: 'https://www.magazineluiza.com.br/selecao/diadasmaes/',
  body: doc({
    title: 'Dia das Mães Magalu | Ofertas com até 40% OFF',
    head: gtag('G-MGLU8821XQ'),
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5;color:#404040}.h{background:#0086ff;color:#fff;padding:12px 24px;display:flex;gap:20px;align-items:center}.h b{font-size:26px}
.h input{flex:1;padding:10px;border:0;border-radius:4px}.bn{background:linear-gradient(90deg,#ff4d8d,#ff7aa8);color:#fff;padding:30px 24px;font-size:28px;font-weight:bold}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;max-width:1100px;margin:20px auto;padding:0 14px}.g div{background:#fff;border-radius:8px;padding:14px;font-size:14px}
.g i{display:block;height:140px;background:#eee;margin-bottom:8px}.o{text-decoration:line-through;color:#888;font-size:12px}.n{font-size:20px;color:#0086ff;font-weight:bold}`,
    body: `<div class="h"><b>Magalu</b><input placeholder="Busca no Magalu"><span>Entrar · Carrinho</span></div><div class="bn">Dia das Mães Magalu — presentes com até 40% OFF</div>
<div class="g"><div><i></i>Air Fryer Mondial 4L Family<div class="o">R$ 499,00</div><div class="n">R$ 349,90</div>ou 10x de R$ 34,99 sem juros</div>
<div><i></i>Smartphone Samsung Galaxy A35 5G 128GB<div class="o">R$ 2.299,00</div><div class="n">R$ 1.599,00</div>ou 10x de R$ 159,90 sem juros</div>
<div><i></i>Kit Boticário Floratta Flores Secretas<div class="o">R$ 229,90</div><div class="n">R$ 164,90</div>no Pix: R$ 156,65</div>
<div><i></i>Cafeteira Nespresso Essenza Mini<div class="o">R$ 699,00</div><div class="n">R$ 459,00</div>ou 10x de R$ 45,90</div></div>
<p style="max-width:1100px;margin:10px auto;font-size:12px;padding:0 14px">Ofertas válidas até 11/05/2025 ou enquanto durarem os estoques. Pagamento com cartão, Pix, boleto ou Carnê Digital. Magazine Luiza S/A · CNPJ 47.960.950/0001-21.</p>`,
  }),
},
{
  id: 'yk-clean-promo-cadastro-cupom-regulamento',
  label: 'clean',
  kind: 'brand-promotion',
  url: 'https://www.promo.guaranaantarctica.com.br/cadastre-seu-cupom',
  body: doc({
    title: 'Promoção Guaraná Antarctica — Cadastre seu cupom e concorra',
    css: `body{margin:0;font-family:'Nunito',Arial,sans-serif;background:#0a7d3b;color:#fff}.c{max-width:560px;margin:30px auto;background:#fff;color:#333;border-radius:14px;padding:26px}
h1{color:#fff;text-align:center;margin:30px 10px 0}input{width:100%;padding:12px;border:1px solid #ccc;border-radius:8px;margin:5px 0;font-size:15px}button{width:100%;padding:14px;background:#d71920;color:#fff;border:0;border-radius:30px;font-weight:bold;font-size:16px;margin-top:10px}
.r{font-size:11px;color:#666;margin-top:14px;line-height:1.5}`,
    body: `<h1>Compre, cadastre e concorra a 1 ano de compras grátis</h1><div class="c"><p>Cadastre o cupom fiscal da compra de produtos participantes e concorra a 10 prêmios de R$ 20.000 em vale-compras nos sorteios semanais pela Loteria Federal.</p>
<form method="post" action="/api/participante/cupom"><input name="cpf" placeholder="CPF" data-mask="cpf"><input name="nome" placeholder="Nome completo"><input name="nascimento" placeholder="Data de nascimento"><input name="email" type="email" placeholder="E-mail">
<input name="celular" placeholder="Celular" data-mask="tel"><input name="cnpj_loja" placeholder="CNPJ da loja (no cupom)"><input name="numero_cupom" placeholder="Número do cupom fiscal"><label style="font-size:13px"><input type="checkbox" style="width:auto"> Li e aceito o <a href="/regulamento">regulamento</a> e a <a href="/privacidade">política de privacidade</a>.</label><button>Cadastrar cupom</button></form>
<p class="r">Promoção válida de 01/04/2025 a 30/06/2025 para maiores de 18 anos residentes no Brasil. Certificado de Autorização SPA/MF nº 04.035876/2025. Nenhum pagamento é cobrado para participar ou receber prêmios. Consulte o regulamento completo.</p></div>${maskJsBR}`,
  }),
},
{
  id: 'yk-clean-parked-domain-a-venda',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.pixofertasbrasil.com.br/',
  body: doc({
    title: 'pixofertasbrasil.com.br',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#333}.t{text-align:center;padding:40px 20px 10px}.t h1{font-size:28px;color:#1a0dab;word-break:break-all}
.sale{background:#fff8e1;border:1px solid #f0c36d;padding:14px;max-width:640px;margin:0 auto;text-align:center;border-radius:6px}.l{max-width:640px;margin:24px auto}.l a{display:block;padding:12px;border-bottom:1px solid #eee;color:#1a0dab;font-size:18px;text-decoration:none}
.f{text-align:center;font-size:11px;color:#999;margin-top:40px}`,
    body: `<div class="t"><h1>pixofertasbrasil.com.br</h1><p>Este domínio pode estar à venda.</p></div>
<div class="sale">Tem interesse neste domínio? <a href="https://www.dan.com/buy-domain/pixofertasbrasil.com.br">Faça uma oferta</a></div>
<div class="l"><p style="color:#777;font-size:13px">Links relacionados</p><a href="/?q=Ofertas+de+celular">Ofertas de celular</a><a href="/?q=Cashback+cart%C3%A3o">Cashback cartão</a><a href="/?q=Conta+digital+gratuita">Conta digital gratuita</a><a href="/?q=Cupom+de+desconto">Cupom de desconto</a></div>
<div class="f">Copyright © 2025. Todos os direitos reservados. | <a href="/privacy">Política de privacidade</a></div>
<script async src="https://www.google.com/adsense/domains/caf.js?abp=1"></script>`,
  }),
},
{
  id: 'yk-clean-tesouro-direto-taxas',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://www.tesourodireto.com.br/titulos/precos-e-taxas.htm',
  body: doc({
    title: 'Preços e taxas dos títulos públicos | Tesouro Direto',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#333}.h{background:#1a3969;color:#fff;padding:16px 28px;font-size:20px;font-weight:bold}.c{max-width:900px;margin:24px auto;padding:0 16px}
table{width:100%;border-collapse:collapse;font-size:14px}th{background:#eef2f7;text-align:left;padding:10px}td{padding:10px;border-bottom:1px solid #e5e5e5}.n{font-size:12px;color:#666}`,
    body: `<div class="h">Tesouro Direto</div><div class="c"><h1>Preços e taxas</h1><p class="n">Atualizado em 29/04/2025 às 15:12. Rentabilidade bruta anual; valores sujeitos a marcação a mercado.</p>
<table><tr><th>Título</th><th>Rentabilidade anual</th><th>Investimento mínimo</th><th>Preço unitário</th><th>Vencimento</th></tr>
<tr><td>Tesouro Selic 2030</td><td>SELIC + 0,0908%</td><td>R$ 164,17</td><td>R$ 16.417,64</td><td>01/03/2030</td></tr>
<tr><td>Tesouro Prefixado 2031</td><td>14,11%</td><td>R$ 34,40</td><td>R$ 491,52</td><td>01/01/2031</td></tr>
<tr><td>Tesouro IPCA+ 2035</td><td>IPCA + 7,43%</td><td>R$ 35,12</td><td>R$ 1.756,21</td><td>15/05/2035</td></tr>
<tr><td>Tesouro RendA+ 2065</td><td>IPCA + 7,06%</td><td>R$ 36,02</td><td>R$ 360,20</td><td>15/12/2084</td></tr></table>
<p>Para investir, acesse a área do investidor ou o app da sua instituição financeira habilitada. O Tesouro Direto é um programa do Tesouro Nacional em parceria com a B3.</p>
<p><a href="https://portalinvestidor.tesourodireto.com.br">Área do investidor</a></p></div>`,
  }),
},
{
  id: 'yk-clean-cetes-directo-inversion',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://www.cetesdirecto.com/sites/portal/inicio',
  body: doc({
    lang: 'es-MX',
    title: 'cetesdirecto | Inicio',
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;color:#333}.h{background:#0f3e6b;color:#fff;padding:14px 28px;display:flex;justify-content:space-between}.hero{background:#eaf3fb;padding:40px 28px}
.t{display:flex;gap:14px;padding:24px 28px}.t div{flex:1;border:1px solid #ddd;border-radius:8px;padding:16px;text-align:center}.t b{display:block;font-size:24px;color:#0f3e6b}`,
    body: `<div class="h"><b>cetesdirecto</b><a href="https://www.cetesdirecto.com/SSOSVD_wls/faces/loginCD" style="color:#fff">Iniciar sesión</a></div><div class="hero"><h1>Invierte en Valores Gubernamentales desde $100</h1><p>Sin intermediarios ni comisiones. Respaldado por el Gobierno de México a través de Nacional Financiera.</p></div>
<div class="t"><div>CETES 28 días<b>9.01%</b></div><div>CETES 91 días<b>9.08%</b></div><div>BONDES F 2 años<b>9.43%</b></div><div>UDIBONOS 3 años<b>4.57%</b></div></div>
<p style="padding:0 28px;font-size:13px">Tasas brutas anuales de la última subasta. Rendimientos pasados no garantizan rendimientos futuros. cetesdirecto nunca te contactará por WhatsApp para ofrecerte inversiones.</p>`,
  }),
},
{
  id: 'yk-clean-olx-anuncio-chat',
  label: 'clean',
  kind: 'marketplace-listing',
  url: 'https://pr.olx.com.br/regiao-de-curitiba-e-paranagua/ciclismo/bicicleta-caloi-elite-carbon-aro-29-1338290145',
  body: doc({
    title: 'Bicicleta Caloi Elite Carbon Aro 29 - Ciclismo - Batel, Curitiba 1338290145 | OLX',
    css: `body{margin:0;font-family:'Nunito Sans',Arial,sans-serif;background:#f6f6f6;color:#4a4a4a}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #eee;font-weight:900;font-size:24px;color:#6e0ad6}
.w{max-width:1000px;margin:20px auto;display:flex;gap:20px}.l{flex:2;background:#fff;border-radius:8px;padding:20px}.r{flex:1;background:#fff;border-radius:8px;padding:20px;height:fit-content}
.img{height:360px;background:#ddd;border-radius:6px}.p{font-size:30px;font-weight:800;color:#222}.btn{display:block;text-align:center;background:#f28000;color:#fff;padding:12px;border-radius:24px;text-decoration:none;margin:8px 0}
.s{background:#fff5e8;border-radius:6px;padding:10px;font-size:13px}`,
    body: `<div class="h">OLX</div><div class="w"><div class="l"><div class="img"></div><h1 style="font-size:22px">Bicicleta Caloi Elite Carbon Aro 29</h1><div class="p">R$ 4.200</div>
<p>Quadro tamanho 17, grupo Shimano Deore 12v, suspensão RockShox. Pouquíssimo uso, revisada. Aceito retirada no Batel.</p><p style="font-size:13px;color:#888">Publicado em 27/04 às 18:42 · Código 1338290145</p></div>
<div class="r"><b>Fernando R.</b><br><small>Na OLX desde 2017 · Último acesso há 1 hora</small><a class="btn" href="/chat?listId=1338290145">Chat</a><a class="btn" style="background:#6e0ad6" href="/vi/1338290145/comprar">Comprar com Garantia da OLX</a>
<div class="s"><b>Dicas de segurança:</b> nunca pague taxas para receber dinheiro de uma venda; a OLX não pede pagamentos via Pix para liberar valores; desconfie de links recebidos fora do chat.</div></div></div>`,
  }),
},
{
  id: 'yk-clean-vaga-emprego-candidatura',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.vagas.com.br/vagas/v2618844/assistente-administrativo-financeiro',
  body: doc({
    title: 'Vaga de Assistente Administrativo Financeiro - Campinas / SP | VAGAS.com.br',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f2f2;color:#333}.h{background:#fff;padding:14px 24px;border-bottom:3px solid #00a3e0;font-weight:bold;font-size:22px;color:#00a3e0}
.c{max-width:820px;margin:20px auto;background:#fff;padding:26px;border-radius:4px}.tag{display:inline-block;background:#eef6fb;padding:4px 10px;border-radius:12px;font-size:13px;margin-right:6px}
a.b{display:inline-block;background:#00a3e0;color:#fff;text-decoration:none;padding:12px 30px;border-radius:4px;font-weight:bold}`,
    body: `<div class="h">VAGAS.com.br</div><div class="c"><h1>Assistente Administrativo Financeiro</h1><p><b>Grupo Distribuidora Campineira</b> · Campinas / SP · Publicada em 25/04/2025</p>
<span class="tag">CLT</span><span class="tag">Presencial</span><span class="tag">R$ 2.800 + VR + VT + plano de saúde</span>
<h3>Responsabilidades</h3><ul><li>Contas a pagar e a receber, conciliação bancária</li><li>Emissão de notas fiscais e boletos</li><li>Apoio ao fechamento mensal</li></ul>
<h3>Requisitos</h3><ul><li>Ensino superior cursando em Administração, Contábeis ou afins</li><li>Excel intermediário</li><li>Experiência com ERP (TOTVS desejável)</li></ul>
<p>Etapas: análise de currículo, entrevista com RH, teste de Excel e entrevista com gestor. <b>Processo seletivo gratuito.</b></p>
<a class="b" href="/candidatura/v2618844">Candidatar-se</a></div>`,
  }),
},
{
  id: 'yk-clean-news-bot-challenge-js',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.gazetadoparana.com.br/economia/copom-selic-maio-2025',
  body: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Verificando seu navegador…</title><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#fff;color:#333;text-align:center;padding-top:14vh}.s{width:40px;height:40px;border:4px solid #e5e5e5;border-top-color:#f38020;border-radius:50%;margin:24px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}small{color:#999}</style></head>
<body><h1>Gazeta do Paraná</h1><p>Verificando se a conexão é segura. Isso leva alguns segundos.</p><div class="s"></div><noscript>Ative o JavaScript e os cookies para continuar.</noscript><small>Proteção contra bots · Ray ID 8f21b7c0e9d3a114</small>
<script>
(function(){var c="6b7f3a91e2",n=0,t=Date.now();
function h(s){var x=0;for(var i=0;i<s.length;i++){x=(x*31+s.charCodeAt(i))>>>0}return x}
while((h(c+n)&0xfff)!==0&&n<5e6)n++;
document.cookie="__bchk="+c+"."+n+"."+(Date.now()-t)+";path=/;max-age=1800;SameSite=Lax;Secure";
setTimeout(function(){location.replace(location.pathname+"?__bchk=1")},800)})();
</script></body></html>`,
  routes: {
    'www.gazetadoparana.com.br/economia/copom-selic-maio-2025?__bchk=1': htmlRoute(newsShell({
      site: 'Gazeta do Paraná', color: '#1f4e79', lang: 'pt-BR', title: 'Copom deve elevar Selic para 14,75% em maio, projetam economistas', section: 'Economia',
      article: `<h1>Copom deve elevar Selic para 14,75% em maio, projetam economistas</h1><div class="meta">Por Redação · 29/04/2025</div><p>O mercado financeiro espera nova alta de 0,5 ponto percentual na taxa básica de juros na próxima reunião do Comitê de Política Monetária, segundo o boletim Focus.</p><p>Analistas apontam desaceleração do crédito e inflação de serviços ainda resistente.</p>`,
    })),
  },
},
{
  id: 'yk-clean-nfse-prefeitura-consulta-pdf',
  label: 'clean',
  kind: 'invoice-real',
  url: 'https://nfe.prefeitura.sp.gov.br/contribuinte/notaprint.aspx?ccm=59031283&nf=18841&cod=WRSXZ9KD',
  body: doc({
    title: 'NFS-e - Nota Fiscal de Serviços Eletrônica',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#fff;color:#000;font-size:12px}.n{max-width:760px;margin:20px auto;border:1px solid #000}.n div{border-bottom:1px solid #000;padding:8px}
.t{text-align:center;font-weight:bold;font-size:14px}.bar{text-align:right;max-width:760px;margin:10px auto}.bar a{background:#2b5797;color:#fff;padding:6px 12px;text-decoration:none;font-size:13px}`,
    body: `<div class="bar"><a href="javascript:window.print()">Imprimir</a> <a href="/contribuinte/notaprint.aspx/pdf?ccm=59031283&nf=18841">Baixar PDF</a> <a href="/contribuinte/notaprint.aspx/xml?ccm=59031283&nf=18841">Baixar XML</a></div>
<div class="n"><div class="t">PREFEITURA DO MUNICÍPIO DE SÃO PAULO<br>SECRETARIA MUNICIPAL DA FAZENDA<br>NOTA FISCAL ELETRÔNICA DE SERVIÇOS - NFS-e</div>
<div>Número da Nota: <b>00018841</b> · Data e Hora de Emissão: 28/04/2025 10:14:22 · Código de Verificação: <b>WRSX-Z9KD</b></div>
<div><b>PRESTADOR DE SERVIÇOS</b><br>CPF/CNPJ: 22.418.904/0001-37 · Inscrição Municipal: 5.903.128-3<br>Nome/Razão Social: CONTABILIDADE VILA MARIANA LTDA</div>
<div><b>TOMADOR DE SERVIÇOS</b><br>CPF/CNPJ: 41.228.770/0001-04 · Nome/Razão Social: PADARIA ESTRELA DA MOOCA LTDA</div>
<div><b>DISCRIMINAÇÃO DOS SERVIÇOS</b><br>Honorários contábeis referentes a 04/2025.</div><div>VALOR TOTAL DO SERVIÇO = <b>R$ 1.250,00</b></div></div>`,
  }),
  routes: {
    'nfe.prefeitura.sp.gov.br/contribuinte/notaprint.aspx/pdf': fileRoute('%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'NFSe_00018841.pdf'),
  },
},
{
  id: 'yk-clean-portal-facturacion-cfdi-descarga',
  label: 'clean',
  kind: 'invoice-real',
  url: 'https://facturacion.gasolinerasdelnorte.com.mx/facturar',
  body: doc({
    lang: 'es-MX',
    title: 'Facturación Electrónica | Gasolineras del Norte',
    css: `body{margin:0;font-family:'Roboto',Arial,sans-serif;background:#f4f6f8}.h{background:#00643c;color:#fff;padding:14px 26px;font-size:20px}.c{max-width:560px;margin:26px auto;background:#fff;padding:26px;border-radius:6px}
label{display:block;font-size:13px;margin-top:10px}input,select{width:100%;padding:10px;border:1px solid #ccc;border-radius:4px;margin-top:4px}button{background:#00643c;color:#fff;border:0;padding:12px 26px;border-radius:4px;margin-top:16px}
.ok{display:none;background:#e8f5ee;border-radius:6px;padding:14px;margin-top:14px}.ok a{margin-right:10px}`,
    body: `<div class="h">Gasolineras del Norte · Facturación</div><div class="c"><h2>Genera tu factura CFDI 4.0</h2><p style="font-size:13px">Tienes hasta el último día del mes de tu consumo para facturar.</p>
<form id="f"><label>Número de ticket</label><input name="ticket" placeholder="Ej. 0148-228419"><label>Importe total</label><input name="importe"><label>RFC</label><input name="rfc" style="text-transform:uppercase"><label>Razón social</label><input name="razon">
<label>Código postal fiscal</label><input name="cp" maxlength="5"><label>Régimen fiscal</label><select name="regimen"><option>605 - Sueldos y Salarios</option><option>612 - Personas Físicas con Actividades Empresariales</option><option>626 - RESICO</option><option>601 - General de Ley Personas Morales</option></select>
<label>Uso de CFDI</label><select name="uso"><option>G03 - Gastos en general</option><option>S01 - Sin efectos fiscales</option></select><label>Correo electrónico</label><input name="email" type="email"><button>Generar factura</button></form>
<div class="ok" id="ok">Factura timbrada. Folio fiscal: 3F2A9B1C-7D44-4E2B-A1C9-5E8F0D3B6A27<br><a href="/facturar/descarga/3F2A9B1C.pdf">Descargar PDF</a><a href="/facturar/descarga/3F2A9B1C.xml">Descargar XML</a></div></div>
<script>document.getElementById("f").onsubmit=function(e){e.preventDefault();fetch("/facturar/api/timbrar",{method:"POST",body:new FormData(this)}).finally(function(){document.getElementById("ok").style.display="block"})};</script>`,
  }),
},
{
  id: 'yk-clean-govbr-valores-a-receber-bcb',
  label: 'clean',
  kind: 'government-portal',
  url: 'https://valoresareceber.bcb.gov.br/publico/inicio',
  body: doc({
    title: 'Valores a Receber - Banco Central do Brasil',
    css: `body{margin:0;font-family:Rawline,Arial,sans-serif;background:#f8f8f8;color:#333}.h{background:#071d41;color:#fff;padding:16px 26px}.c{max-width:760px;margin:24px auto;background:#fff;padding:28px;border-radius:4px}
.w{background:#fde0db;border-radius:4px;padding:14px;margin:16px 0}a.b{display:inline-block;background:#1351b4;color:#fff;padding:12px 28px;border-radius:20px;text-decoration:none}`,
    body: `<div class="h"><b>Banco Central do Brasil</b> · Sistema de Valores a Receber</div><div class="c"><h1>Consulte se você tem dinheiro esquecido em bancos</h1>
<p>O Sistema de Valores a Receber (SVR) permite consultar valores esquecidos em bancos, consórcios e outras instituições. Para consultar e solicitar o resgate, entre com sua conta gov.br nível prata ou ouro.</p>
<a class="b" href="https://sso.acesso.gov.br/authorize?client_id=valoresareceber.bcb.gov.br&response_type=code&scope=openid+email+profile">Entrar com gov.br</a>
<div class="w"><b>Atenção a golpes:</b> o único site para consultar valores a receber é <b>valoresareceber.bcb.gov.br</b>. O BC não envia links nem entra em contato para tratar de valores a receber. <b>Nenhuma taxa é cobrada</b> para o resgate. Não pague nada para receber valores.</div>
<p style="font-size:13px">A devolução é feita pela própria instituição, preferencialmente via Pix, em até 12 dias úteis.</p></div>`,
  }),
},
];
